#pragma once

// Search conditions that combine (issue 48): criteria joined with `and`, `or`, `not` and parentheses, within
// a floor and across the floors of a run (`floor STAGE[:TYPE] ( EXPR )`). A term is one criterion of `search
// --help` written without its dashes (`has library=2`, `boss monstro,#3`, `xl`, ...); `not` binds tightest,
// then `and`, then `or`.
//
//   expr    := and ( "or" and )*
//   and     := unary ( "and" unary )*
//   unary   := "not" unary | "(" expr ")" | "floor" STAGE[:TYPE] "(" expr ")" | term
//   term    := "has" LIST | "lacks" LIST | "boss" LIST | "max-distance" LIST | "adjacent" A,B
//            | "rooms" N|A..B | "attempts" N|A..B | "xl" | "no-xl" | "has-curse" LIST | "no-curse"
//            | "layout" FILE:VARIANT|TYPE:A..B|NAME   (a room layout of the player's room files, search.h)
//
// A term's value is one word (no space in it; a boss name with spaces is written in double quotes:
// `boss "mega fatty"`). Keywords are case-insensitive. An expression with `floor` is a condition on a run:
// every term is then inside a `floor`, and no `floor` inside another.
//
// The search (searchSeeds, searchRunSeeds below) runs through the engine of search.h (threads, chunks,
// streaming, limit, cancel, resume). A top-level `and` of plain terms is folded into one Criteria (the same
// search as the options, as fast); of the rest, terms decided by the stage seed's curses alone are tested
// before the floor is generated, the floor is generated with a RoomFilter of what every match needs, and
// the children of each `and`/`or` are tested cheapest first (curses, rooms and attempts, then room counts
// and bosses, then distances).

#include "floorgen/search.h"

#include <cstddef>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace floorgen {

struct SearchExpr {
    enum class Op : std::uint8_t { Term, Not, And, Or, Floor };
    Op op = Op::Term;
    Criteria term;       // Term: every part of it must hold (the meaning of one CLI option)
    FloorCriteria floor; // Floor: the floor of the run (stage, path, stageType; its criteria unused)
    std::vector<SearchExpr> children; // Not, Floor: one; And, Or: two or more
    std::size_t at = 0;               // where it starts in the text it was parsed from (for messages)
};

struct ExprError {
    std::size_t at = 0;     // offset of the bad token in the text (0-based)
    std::size_t length = 0; // its length (0 at the end of the text)
    std::string message;    // a plain English sentence, without the position
};

struct ExprParse {
    std::optional<SearchExpr> expr;
    ExprError error; // when !expr
};

// Parses `text` (grammar above). At most 4,096 characters and 64 levels of nesting.
ExprParse parseSearchExpr(std::string_view text);

// One criterion as a term reads it, added to `c`: `key` a term's keyword in lower case (a CLI option's name
// without its dashes: has, lacks, boss, max-distance, adjacent, rooms, attempts, has-curse, layout with a
// value; xl, no-xl, no-curse without one), `value` its one word (a boss name with spaces as it is, without
// quotes). An empty string on success, else the message (as parseSearchExpr's for the term). For the
// page's search (web/src/module_search.cpp), which takes the CLI's criterion options.
std::string parseCriterion(std::string_view key, std::string_view value, Criteria &c);
// Whether `key` is a criterion that takes a value (has, lacks, ...); false for the flags and unknown keys.
bool criterionTakesValue(std::string_view key);

// The expression as text that parses back to the same expression (canonical: lower case, every value as
// parseSearchExpr reads it, parentheses only where needed).
std::string exprText(const SearchExpr &e);
// A Criteria as the terms of an expression joined by `and` (empty text for empty criteria).
std::string criteriaText(const Criteria &c);

bool exprHasFloor(const SearchExpr &e);
// resolveLayouts (search.h) for every term.
bool resolveLayouts(SearchExpr &e, const FileCatalog *catalog, std::string &error);
// Calls fn(term, floorNode) for every term, with the `floor` node it is in (null outside any).
void forEachTerm(const SearchExpr &e, const std::function<void(const Criteria &, const FloorCriteria *)> &fn);
// The first problem with the shape of a run expression (a term outside any floor, a floor inside another),
// or with a floor expression (a floor in it); empty when fine.
ExprError exprShapeProblem(const SearchExpr &e, bool run);

// The expression on one generated floor (no `floor` nodes).
bool exprMatches(const Floor &f, const SearchExpr &e);

// Why no floor (or run) can match `base` and `where` together, as impossibleReason says for the plain AND
// part; empty when they may. Run: every `floor` of the expression checked as a group.
std::string impossibleReason(const Settings &settings, const Criteria &base, const SearchExpr &where);
std::string impossibleReason(const Settings &settings, std::span<const FloorCriteria> groups,
                             const SearchExpr &where);

// The target floor of a run expression: the floor latest in route order among every `floor` of `where` and
// every group (its type -1: the run's); the run is the default route to it (as searchRunSeeds'
// runSearchRoute to its last group).
FloorCriteria exprRunTarget(std::span<const FloorCriteria> groups, const SearchExpr &where);

// searchSeeds with `base` and `where` both holding.
SearchResult searchSeeds(const Settings &settings, const Criteria &base, const SearchExpr &where,
                         SeedSpace space, std::uint32_t from, std::uint32_t to,
                         const SearchOptions &options = {});
// searchRunSeeds with every group and `where` (an expression with `floor`) holding, along the default route
// to exprRunTarget.
SearchResult searchRunSeeds(const Settings &settings, std::span<const FloorCriteria> groups,
                            const SearchExpr &where, std::uint32_t from, std::uint32_t to,
                            const SearchOptions &options = {});

} // namespace floorgen
