// Seed search for the page (web/page/search-worker.mjs, one module instance a Web Worker): the CLI's `search`
// (app/cli/cmd_search.cpp) over a range of seeds, in steps of a few milliseconds so that a worker can report
// progress and be cancelled between them. The criteria are the CLI's criterion options (read by the core's
// parseCriterion, in the CLI's order) and its --where expressions (parseSearchExpr); every check of
// parseSearchArgs is made, and each step runs the same core functions as the CLI (searchSeeds or
// searchRunSeeds, with or without the expression) over the next part of the range. A search gives a seed's
// verdict from that seed alone, so the parts joined are the CLI's search of the whole range.

#include "floorgen/floorjson.h"
#include "floorgen/json.h"
#include "floorgen/repstages.h"
#include "floorgen/search.h"
#include "floorgen/searchexpr.h"
#include "floorgen/seedstring.h"
#include "floorgen/textescape.h"

#include <algorithm>
#include <cstdint>
#include <emscripten.h>
#include <optional>
#include <string>
#include <vector>

using namespace floorgen;
namespace floorgen::json {}
using namespace floorgen::json;

namespace {

struct SearchState {
    Settings settings;
    Criteria criteria;
    std::vector<FloorCriteria> floors;
    std::optional<SearchExpr> where;
    bool acrossRun = false;
    SeedSpace space = SeedSpace::Run;
    std::uint64_t next = 1, to = 0; // the seeds next..to are left
    std::uint64_t limit = 0, found = 0, tried = 0, failures = 0, invalid = 0;
    bool limitReached = false;
    std::vector<RouteFloor> named; // across a run: the floors the criteria name (stage; type 4 = alternate)
    FloorCriteria target;          // across a run: the search's target floor (exprRunTarget)
    double seedsPerMs = 0;         // measured on the steps so far
};

std::optional<SearchState> g_search;
std::string g_out;

const char *give(std::string text) {
    g_out = std::move(text);
    return g_out.c_str();
}

std::string errorJson(const std::string &message, json::Object extra = {}) {
    extra.insert("error", json::validUtf8(message));
    extra.insert("ok", false);
    return json::toCompact(extra);
}

// UTF-16 code units of the first `bytes` bytes of a UTF-8 text (the column QString counts, and a JavaScript
// string's index).
std::size_t utf16Units(std::string_view text, std::size_t bytes) {
    std::size_t units = 0;
    for (std::size_t i = 0; i < std::min(bytes, text.size()); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if ((c & 0xC0) != 0x80)
            units += c >= 0xF0 ? 2 : 1;
    }
    return units;
}

// The CLI's message of a bad --where (cmd_search.cpp whereError): the column and a mark under the token.
std::string whereError(std::string_view text, const ExprError &e) {
    const std::size_t column = utf16Units(text, e.at);
    const std::size_t marks =
        std::max<std::size_t>(1, utf16Units(text, std::min(text.size(), e.at + e.length)) - column);
    return "--where: column " + std::to_string(column + 1) + ": " + e.message + "\n  " + escapedLine(text) +
           "\n  " + std::string(column, ' ') + std::string(marks, '^');
}

json::Object whereAt(std::string_view text, const ExprError &e, std::size_t index) {
    json::Object o;
    o.insert("where", static_cast<long long>(index));
    o.insert("at", static_cast<long long>(utf16Units(text, e.at)));
    o.insert("length", static_cast<long long>(utf16Units(text, std::min(text.size(), e.at + e.length)) -
                                              utf16Units(text, e.at)));
    return o;
}

bool hasVoidBoss(const Criteria &c) {
    return std::find(c.bossSubtypes.begin(), c.bossSubtypes.end(), 0) != c.bossSubtypes.end();
}

// The criterion options of one group (before the first --floor, or after one) as the CLI reads them
// (readCriteria): every value of an option in the order given, the options in the CLI's order, its
// conflicts.
struct OptionGroup {
    std::string spec; // the --floor value; empty for the options before the first --floor
    std::vector<std::pair<std::string, std::string>> items;
};

std::vector<std::string> valuesOf(const OptionGroup &g, const std::string &key) {
    std::vector<std::string> out;
    for (const auto &[k, v] : g.items)
        if (k == key)
            out.push_back(v);
    return out;
}

// A comma list's items, trimmed, empty ones dropped (the CLI's listValues).
std::vector<std::string> listItems(const std::vector<std::string> &values) {
    std::vector<std::string> out;
    for (const std::string &v : values) {
        std::size_t at = 0;
        while (at <= v.size()) {
            std::size_t comma = v.find(',', at);
            if (comma == std::string::npos)
                comma = v.size();
            std::string item = v.substr(at, comma - at);
            const auto first = item.find_first_not_of(" \t");
            const auto last = item.find_last_not_of(" \t");
            item = first == std::string::npos ? "" : item.substr(first, last - first + 1);
            if (!item.empty())
                out.push_back(item);
            at = comma + 1;
        }
    }
    return out;
}

// An option that takes one value given twice is refused, as the CLI's runParser does (clioptions.cpp); the
// list options can be repeated.
bool givenOnce(const std::string &name, const std::vector<std::string> &values, std::string &error) {
    if (values.size() <= 1)
        return true;
    error = "--" + name + " is given " + std::to_string(values.size()) + " times (" + quotedValue(values[0]) +
            ", then " + quotedValue(values[1]) + "); give it once";
    return false;
}

bool readCriteria(const OptionGroup &g, Criteria &c, std::string &error) {
    for (const char *key : {"rooms", "attempts", "layout"})
        if (!givenOnce(key, valuesOf(g, key), error))
            return false;
    const auto add = [&](const std::string &key, const std::string &value) {
        if (std::string why = parseCriterion(key, value, c); !why.empty()) {
            error = "--" + why;
            return false;
        }
        return true;
    };
    for (const char *key : {"has", "lacks", "boss", "max-distance"})
        for (const std::string &item : listItems(valuesOf(g, key)))
            if (!add(key, item))
                return false;
    for (const std::string &pair : valuesOf(g, "adjacent"))
        if (!add("adjacent", pair))
            return false;
    for (const char *key : {"rooms", "attempts"}) // the last one given, as QCommandLineParser::value
        if (const auto v = valuesOf(g, key); !v.empty() && !add(key, v.back()))
            return false;
    const bool xl = !valuesOf(g, "xl").empty(), noXl = !valuesOf(g, "no-xl").empty();
    if (xl && noXl) {
        error = "give only one of --xl and --no-xl";
        return false;
    }
    if ((xl && !add("xl", "")) || (noXl && !add("no-xl", "")))
        return false;
    for (const std::string &item : listItems(valuesOf(g, "has-curse")))
        if (!add("has-curse", item))
            return false;
    if (const auto v = valuesOf(g, "layout"); !v.empty() && !add("layout", v.back()))
        return false;
    if (!valuesOf(g, "no-curse").empty()) {
        if (c.cursesAll) {
            error = "give only one of --has-curse and --no-curse";
            return false;
        }
        if (!add("no-curse", ""))
            return false;
    }
    return true;
}

// The CLI's criterion options and --floor (cmd_search.cpp splitFloors): the groups in order.
bool splitOptions(const json::Array &args, std::vector<OptionGroup> &groups, std::string &error) {
    groups.assign(1, OptionGroup{});
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (!args[i].isString()) {
            error = "the options must be strings";
            return false;
        }
        const std::string &a = args[i].toString();
        if (a.rfind("--", 0) != 0) {
            error = "unexpected argument " + quotedValue(a) + " (criterion options start with --)";
            return false;
        }
        const std::size_t eq = a.find('=');
        const std::string name = a.substr(2, eq == std::string::npos ? std::string::npos : eq - 2);
        std::optional<std::string> value;
        if (eq != std::string::npos)
            value = a.substr(eq + 1);
        if (name == "floor" || criterionTakesValue(name)) {
            if (!value) {
                if (i + 1 >= args.size() || !args[i + 1].isString()) {
                    error = name == "floor" ? "--floor: no floor given (STAGE[:TYPE])"
                                            : "--" + name + " needs a value";
                    return false;
                }
                value = args[++i].toString();
            }
            if (name == "floor")
                groups.push_back(OptionGroup{*value, {}});
            else
                groups.back().items.emplace_back(name, *value);
            continue;
        }
        Criteria scratch;
        if (std::string why = parseCriterion(name, value.value_or(""), scratch); !why.empty()) {
            error = value
                        ? "--" + why
                        : "unknown option --" + name +
                              " (the search's criteria: --has, --lacks, --boss, --max-distance, --adjacent, "
                              "--rooms, --attempts, --xl, --no-xl, --has-curse, --no-curse, --layout, "
                              "--floor)";
            return false;
        }
        groups.back().items.emplace_back(name, "");
    }
    return true;
}

// A line of options into its words, as a shell splits it for the CLI: blanks between words, double quotes
// around a part with blanks (--boss "mega fatty").
bool splitWords(const std::string &text, json::Array &words, std::string &error) {
    std::size_t i = 0;
    while (true) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r'))
            ++i;
        if (i >= text.size())
            return true;
        std::string word;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t' && text[i] != '\n' && text[i] != '\r') {
            if (text[i] == '"') {
                const std::size_t close = text.find('"', i + 1);
                if (close == std::string::npos) {
                    error = "the options have a double quote without its closing one";
                    return false;
                }
                word += text.substr(i + 1, close - i - 1);
                i = close + 1;
            } else {
                word += text[i++];
            }
        }
        words.push_back(word);
    }
}

// The CLI's parseInteger (clioptions.cpp): a whole number in lo..hi, its messages.
bool parseInteger(const std::string &option, const std::string &text, long long lo, long long hi,
                  long long &out, std::string &error) {
    const auto first = text.find_first_not_of(" \t\n\r");
    const auto last = text.find_last_not_of(" \t\n\r");
    const std::string t = first == std::string::npos ? "" : text.substr(first, last - first + 1);
    const std::size_t digits = !t.empty() && (t[0] == '+' || t[0] == '-') ? 1 : 0;
    if (t.size() == digits || t.size() > 19 ||
        !std::all_of(t.begin() + static_cast<long>(digits), t.end(),
                     [](char c) { return c >= '0' && c <= '9'; })) {
        error = "--" + option + ": " + quotedValue(text) + " is not a whole number";
        return false;
    }
    const long long v = std::stoll(t);
    if (v < lo || v > hi) {
        error = "--" + option + ": " + std::to_string(v) + " is out of range (" + std::to_string(lo) +
                " to " + std::to_string(hi) + ")";
        return false;
    }
    out = v;
    return true;
}

// `--floor STAGE[:TYPE]` into a group's floor, as the CLI's parseFloorSpec (cmd_search.cpp), its messages.
bool parseFloorSpec(const std::string &text, FloorCriteria &g, std::string &error) {
    std::vector<std::string> parts;
    for (std::size_t at = 0;;) {
        const std::size_t colon = text.find(':', at);
        parts.push_back(text.substr(at, colon == std::string::npos ? std::string::npos : colon - at));
        if (colon == std::string::npos)
            break;
        at = colon + 1;
    }
    long long stage = 0;
    error.clear();
    if (parts.size() > 2 || !parseInteger("floor", parts[0], 1, 12, stage, error)) {
        if (parts.size() > 2 || error.empty())
            error = "--floor: " + quotedValue(text) + " is not STAGE[:TYPE]";
        return false;
    }
    g.stage = static_cast<int>(stage);
    if (parts.size() == 1)
        return true;
    std::string type;
    for (char c : parts[1])
        if (c != ' ' && c != '\t')
            type += c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
    if (type == "main")
        return true;
    if (type == "alt") {
        g.path = FloorPath::Alternate;
        return true;
    }
    long long t = 0;
    if (!parseInteger("floor", type, 0, 5, t, error) || t == 3) {
        error = "--floor: the type in " + quotedValue(text) + " is not 0, 1, 2, 4, 5, main or alt";
        return false;
    }
    g.stageType = static_cast<int>(t);
    g.path = t >= 4 ? FloorPath::Alternate : FloorPath::Main;
    return true;
}

bool readUint32(const json::Object &o, const char *key, std::uint32_t fallback, std::uint32_t &out,
                std::string &error) {
    if (!o.contains(key)) {
        out = fallback;
        return true;
    }
    const json::Value v = o.value(key);
    const double d = v.toDouble(-1);
    if (!v.isNumber() || d < 1 || d > 4294967295.0 ||
        d != static_cast<double>(static_cast<std::uint64_t>(d))) {
        error = std::string("\"") + key + "\" must be a seed number from 1 to 4294967295";
        return false;
    }
    out = static_cast<std::uint32_t>(d);
    return true;
}

// The request into a search (parseSearchArgs' checks), or the message.
bool readRequest(const json::Object &req, SearchState &s, std::string &error, json::Object &where) {
    for (const json::Member &m : req)
        if (m.key != "settings" && m.key != "space" && m.key != "options" && m.key != "where" &&
            m.key != "from" && m.key != "to" && m.key != "limit") {
            error = "unknown key " + quotedValue(m.key);
            return false;
        }
    const std::string space = req.contains("space") ? req.value("space").toString() : "run";
    if (space != "run" && space != "stage") {
        error = "--space: " + quotedValue(space) + " is not run or stage";
        return false;
    }
    s.space = space == "run" ? SeedSpace::Run : SeedSpace::Stage;
    // The settings: a batch line's object without its seed (the search puts each seed in).
    json::Object settings = req.contains("settings") ? req.value("settings").toObject() : json::Object{};
    if (req.contains("settings") && !req.value("settings").isObject()) {
        error = "the settings are not a JSON object";
        return false;
    }
    if (settings.contains("seed") || settings.contains("runSeed") || settings.contains("stageSeed")) {
        error = "search takes no single seed: give the range with from and to";
        return false;
    }
    if (settings.contains("route") || settings.contains("gameLog")) {
        error =
            "search takes no \"route\" or \"gameLog\" (the run is the default route to the floors asked for)";
        return false;
    }
    const bool stageTypeGiven = settings.contains("stageType");
    settings.insert(s.space == SeedSpace::Run ? "runSeed" : "stageSeed", 1);
    if (!settingsFromJson(settings, s.settings, error)) // validates the settings (validateWithoutSeed)
        return false;
    if (s.settings.ruleSet == RuleSet::Original2011) {
        error = "search does not take the original-2011 rule set: its floors use our random numbers, not the "
                "original game's, so no seed found would be a seed of the game";
        return false;
    }
    // The criterion options, then every --where (joined with and).
    std::vector<OptionGroup> groups;
    if (req.contains("options")) {
        const json::Value options = req.value("options");
        if (!options.isArray() && !options.isString()) {
            error = "\"options\" must be the CLI's criterion options, as one text or an array of its words";
            return false;
        }
        json::Array words;
        if (options.isString() && !splitWords(options.toString(), words, error))
            return false;
        if (!splitOptions(options.isString() ? words : options.toArray(), groups, error))
            return false;
    } else {
        groups.assign(1, OptionGroup{});
    }
    if (!readCriteria(groups.front(), s.criteria, error))
        return false;
    std::vector<std::string> whereTexts;
    if (req.contains("where")) {
        const json::Value w = req.value("where");
        if (w.isString()) {
            whereTexts.push_back(w.toString());
        } else if (w.isArray()) {
            for (const json::Value &x : w.toArray()) {
                if (!x.isString()) {
                    error = "\"where\" must be an expression or an array of them";
                    return false;
                }
                whereTexts.push_back(x.toString());
            }
        } else {
            error = "\"where\" must be an expression or an array of them";
            return false;
        }
    }
    if (!givenOnce("where", whereTexts, error))
        return false;
    std::vector<SearchExpr> parts;
    for (std::size_t i = 0; i < whereTexts.size(); ++i) {
        const ExprParse p = parseSearchExpr(whereTexts[i]);
        if (!p.expr) {
            error = whereError(whereTexts[i], p.error);
            where = whereAt(whereTexts[i], p.error, i);
            return false;
        }
        parts.push_back(*p.expr);
    }
    if (!parts.empty())
        s.where = std::move(parts.front());
    s.acrossRun = groups.size() > 1 || (s.where && exprHasFloor(*s.where));
    if (s.acrossRun) {
        if (!s.criteria.empty()) {
            FloorCriteria g;
            g.stage = s.settings.stage;
            if (stageTypeGiven) {
                g.stageType = s.settings.stageType;
                g.path = g.stageType >= 4 ? FloorPath::Alternate : FloorPath::Main;
            }
            g.criteria = s.criteria;
            s.floors.push_back(g);
        }
        for (std::size_t i = 1; i < groups.size(); ++i) {
            FloorCriteria g;
            if (groups[i].spec.empty()) {
                error = "--floor: no floor given (STAGE[:TYPE])";
                return false;
            }
            if (!parseFloorSpec(groups[i].spec, g, error))
                return false;
            if (!readCriteria(groups[i], g.criteria, error)) {
                error = "--floor " + groups[i].spec + ": " + error;
                return false;
            }
            if (g.stage != 12 && hasVoidBoss(g.criteria)) {
                error = "--floor " + groups[i].spec +
                        ": --boss #0 is no boss subtype (only the Void's extra boss rooms, on stage 12, have "
                        "subtype 0)";
                return false;
            }
            s.floors.push_back(std::move(g));
        }
    }
    std::uint32_t from = 1, to = 0xFFFFFFFFu;
    if (!readUint32(req, "from", 1, from, error) || !readUint32(req, "to", 0xFFFFFFFFu, to, error))
        return false;
    if (from > to) {
        error = "--from " + std::to_string(from) + " is after --to " + std::to_string(to);
        return false;
    }
    s.next = from;
    s.to = to;
    if (req.contains("limit")) {
        const double l = req.value("limit").toDouble(-1);
        if (!req.value("limit").isNumber() || l < 0 || l > 1e9 ||
            l != static_cast<double>(static_cast<long long>(l))) {
            error = "--limit: give a whole number from 0 to 1000000000 (0: every match)";
            return false;
        }
        s.limit = static_cast<std::uint64_t>(l);
    }
    if (s.settings.stage != 12 && hasVoidBoss(s.criteria)) {
        error =
            "--boss: #0 is no boss subtype (only the Void's extra boss rooms, on stage 12, have subtype 0)";
        return false;
    }
    if (s.where) { // the CLI's checkWhere
        const std::string text = exprText(*s.where);
        if (const ExprError e = exprShapeProblem(*s.where, s.acrossRun); !e.message.empty()) {
            const ExprParse again = parseSearchExpr(text);
            const ExprError at = again.expr ? exprShapeProblem(*again.expr, s.acrossRun) : e;
            const ExprError shown{at.at, at.length, e.message};
            error = whereError(text, shown);
            if (text == whereTexts.front())
                where = whereAt(text, shown, 0);
            return false;
        }
        bool voidBoss = false;
        forEachTerm(*s.where, [&](const Criteria &c, const FloorCriteria *in) {
            voidBoss = voidBoss || ((in ? in->stage : s.settings.stage) != 12 && hasVoidBoss(c));
        });
        if (voidBoss) {
            error =
                "--where: boss #0 is no boss subtype (only the Void's extra boss rooms, on stage 12, have "
                "subtype 0)";
            return false;
        }
    }
    if (s.acrossRun) {
        if (s.space != SeedSpace::Run) {
            error = "--floor searches the floors of runs: it needs --space run";
            return false;
        }
        if (const std::string why = s.where ? impossibleReason(s.settings, s.floors, *s.where)
                                            : impossibleReason(s.settings, s.floors);
            !why.empty()) {
            error = "no run can match: " + why;
            return false;
        }
    } else if (const std::string why = s.where ? impossibleReason(s.settings, s.criteria, *s.where)
                                               : impossibleReason(s.settings, s.criteria);
               !why.empty()) {
        error = "no floor can match: " + why;
        return false;
    }
    // Layout criteria need the player's room files, which the page's search does not read (resolveLayouts
    // without a catalog says so).
    bool ok = resolveLayouts(s.criteria, nullptr, error);
    for (FloorCriteria &g : s.floors)
        ok = ok && resolveLayouts(g.criteria, nullptr, error);
    if (ok && s.where)
        ok = resolveLayouts(*s.where, nullptr, error);
    if (!ok)
        return false;
    if (s.acrossRun) {
        s.target = s.where ? exprRunTarget(s.floors, *s.where) : exprRunTarget(s.floors, SearchExpr{});
        const auto name = [&](const FloorCriteria &g) {
            const RouteFloor f{g.stage, g.path == FloorPath::Alternate ? 4 : 0};
            if (std::find(s.named.begin(), s.named.end(), f) == s.named.end())
                s.named.push_back(f);
        };
        for (const FloorCriteria &g : s.floors)
            name(g);
        if (s.where)
            forEachTerm(*s.where, [&](const Criteria &, const FloorCriteria *in) {
                if (in)
                    name(*in);
            });
        std::sort(s.named.begin(), s.named.end(), [](const RouteFloor &a, const RouteFloor &b) {
            return a.stage != b.stage ? a.stage < b.stage : a.stageType < b.stageType;
        });
    }
    return true;
}

// One part of the range, as the CLI's runSearch calls the core.
SearchResult searchPart(const SearchState &s, std::uint32_t a, std::uint32_t b,
                        const SearchOptions &options) {
    if (s.where)
        return s.acrossRun ? searchRunSeeds(s.settings, s.floors, *s.where, a, b, options)
                           : searchSeeds(s.settings, s.criteria, *s.where, s.space, a, b, options);
    return s.floors.empty() ? searchSeeds(s.settings, s.criteria, s.space, a, b, options)
                            : searchRunSeeds(s.settings, s.floors, a, b, options);
}

// The floor's name as the floor JSON's stageName gives it (floorjson.cpp).
std::string floorName(const Settings &settings, int stage, int stageType) {
    return std::string(settings.ruleSet == RuleSet::Repentance ? rep::repFloorName(stage, stageType)
                                                               : stageName(stage, stageType));
}

json::Object matchJson(const SearchState &s, std::uint32_t seed) {
    json::Object m;
    if (s.space == SeedSpace::Stage) {
        m.insert("stageSeed", seed);
        return m;
    }
    m.insert("runSeed", seed);
    m.insert("seed", seedToString(seed));
    if (s.acrossRun) { // the floors the criteria name, on this run's route: where the links go
        const FloorCriteria target[1] = {s.target};
        const std::vector<RouteFloor> route = runSearchRoute(s.settings, seed, target);
        json::Array floors;
        for (const RouteFloor &n : s.named)
            for (const RouteFloor &f : route)
                if (f.stage == n.stage && (f.stageType >= 4) == (n.stageType >= 4)) {
                    json::Object o;
                    o.insert("stage", f.stage);
                    o.insert("stageType", f.stageType);
                    o.insert("name", floorName(s.settings, f.stage, f.stageType));
                    floors.push_back(std::move(o));
                }
        m.insert("floors", std::move(floors));
    }
    return m;
}

json::Object progressJson(const SearchState &s) {
    json::Object o;
    o.insert("next", static_cast<long long>(s.next));
    o.insert("found", static_cast<long long>(s.found));
    o.insert("tried", static_cast<long long>(s.tried));
    o.insert("failures", static_cast<long long>(s.failures));
    o.insert("invalidSeeds", static_cast<long long>(s.invalid));
    o.insert("limitReached", s.limitReached);
    o.insert("done", s.limitReached || s.next > s.to);
    return o;
}

} // namespace

extern "C" {

// Starts a search (replacing any other): a JSON request {settings (a batch line's object without its seed),
// space ("run" or "stage"), options (the CLI's criterion options and --floor, as its arguments or one line),
// where (the CLI's --where; an array is --where given that many times, and more than one refused as there),
// from, to (seed numbers), limit (0: every match)}. {"ok":true, "acrossRun", "where" (the expression's
// canonical text), "floors" ([stage, 0 or 4 for the alternate path] named), "stageName" (of the settings'
// floor)} or
// {"ok":false, "error"} (for a bad --where also "where": its index, "at" and "length": the bad token, in
// UTF-16 units).
EMSCRIPTEN_KEEPALIVE const char *fg_search_start(const char *requestText) {
    g_search.reset();
    json::ParseError parseError;
    const auto doc = json::parse(requestText, parseError);
    if (!doc || !doc->isObject())
        return give(errorJson("the search request is not a JSON object"));
    SearchState s;
    std::string error;
    json::Object where;
    if (!readRequest(doc->toObject(), s, error, where))
        return give(errorJson(error, std::move(where)));
    json::Object o = progressJson(s);
    o.insert("ok", true);
    o.insert("acrossRun", s.acrossRun);
    o.insert("where", s.where ? exprText(*s.where) : std::string());
    json::Array floors;
    for (const RouteFloor &f : s.named)
        floors.push_back(json::Array{f.stage, f.stageType});
    o.insert("floors", std::move(floors));
    o.insert("stageName", floorName(s.settings, s.settings.stage, s.settings.stageType));
    g_search = std::move(s);
    return give(json::toCompact(o));
}

// Searches on for about `budgetMs` milliseconds (at least one part of the range): {"ok":true, "matches":
// [the new matches, ascending: {runSeed, seed, floors: [{stage, stageType, name}...]} or {stageSeed}], "next"
// (the first seed not searched yet), "found", "tried", "failures", "invalidSeeds" (totals so far),
// "limitReached", "done"}.
EMSCRIPTEN_KEEPALIVE const char *fg_search_step(double budgetMs) {
    if (!g_search)
        return give(errorJson("no search started"));
    SearchState &s = *g_search;
    json::Array matches;
    const double started = emscripten_get_now();
    double now = started;
    do {
        if (s.limitReached || s.next > s.to)
            break;
        // Parts of about a quarter of the budget, from the rate measured so far (64 seeds at first).
        const double want = s.seedsPerMs > 0 ? s.seedsPerMs * std::max(1.0, budgetMs / 4) : 64;
        const auto count = static_cast<std::uint64_t>(std::clamp(want, 16.0, 1048576.0));
        const auto a = static_cast<std::uint32_t>(s.next);
        const auto b = static_cast<std::uint32_t>(std::min<std::uint64_t>(s.to, s.next + count - 1));
        SearchOptions options;
        options.threads = 1;
        options.limit = s.limit ? s.limit - s.found : 0;
        const double partStarted = now;
        SearchResult r = searchPart(s, a, b, options);
        if (!r.error.empty()) {
            g_search.reset();
            return give(errorJson(r.error));
        }
        for (std::uint32_t seed : r.seeds)
            matches.push_back(matchJson(s, seed));
        s.found += r.found;
        s.tried += r.tried;
        s.failures += r.failures;
        s.invalid += r.invalid;
        s.limitReached = r.limitReached;
        s.next = r.scannedTo + 1;
        now = emscripten_get_now();
        if (now > partStarted && r.tried > 0)
            s.seedsPerMs = static_cast<double>(r.tried) / (now - partStarted);
    } while (now - started < budgetMs);
    json::Object o = progressJson(s);
    o.insert("ok", true);
    o.insert("matches", std::move(matches));
    return give(json::toCompact(o));
}

EMSCRIPTEN_KEEPALIVE void fg_search_stop() {
    g_search.reset();
}

} // extern "C"
