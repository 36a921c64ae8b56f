// Search conditions that combine (searchexpr.h): the parser, the text, and the search through the engine of
// search.cpp (searchengine.h).

#include "floorgen/searchexpr.h"

#include "floorgen/filecatalog.h"
#include "floorgen/rng.h"
#include "floorgen/run.h"
#include "searchengine.h"

#include <algorithm>
#include <optional>

namespace floorgen {

namespace {

constexpr std::size_t kMaxExprText = 4096;
constexpr int kMaxDepth = 64;

std::string lower(std::string_view s) {
    std::string out(s);
    for (char &c : out)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    return out;
}

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

struct Token {
    enum Kind : std::uint8_t { Word, Open, Close, End } kind = End;
    std::string text; // a word without its quotes
    std::size_t at = 0, length = 0;
};

std::string quoted(std::string_view s) {
    return "\"" + std::string(s) + "\"";
}

std::string roomKindKeys() {
    std::string keys = "start";
    for (int t = 1; t < kRoomTypeCount; ++t) {
        const auto key = roomTypeKey(static_cast<RoomType>(t));
        const auto back = roomTypeFromKey(key);
        if (!key.empty() && back && static_cast<int>(*back) == t)
            keys += ", " + std::string(key);
    }
    return keys;
}

std::vector<std::string> commaItems(const std::string &text) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t comma = text.find(',', start);
        if (comma == std::string::npos)
            comma = text.size();
        if (comma > start)
            out.push_back(text.substr(start, comma - start));
        start = comma + 1;
    }
    return out;
}

// A decimal number in lo..hi.
bool parseNumber(std::string_view text, long long lo, long long hi, long long &out) {
    if (text.empty() || text.size() > 12)
        return false;
    long long v = 0;
    for (char c : text) {
        if (c < '0' || c > '9')
            return false;
        v = v * 10 + (c - '0');
    }
    if (v < lo || v > hi)
        return false;
    out = v;
    return true;
}

// "N" or "A..B" in lo..hi; an empty string on success, else why not.
std::string parseCountOrRange(const std::string &what, std::string_view text, long long lo, long long hi,
                              int &a, int &b) {
    const auto bad = [&] {
        return what + ": " + quoted(text) + " is not N or A..B (numbers " + std::to_string(lo) + " to " +
               std::to_string(hi) + ")";
    };
    long long x = 0, y = 0;
    if (const auto dots = text.find(".."); dots != std::string_view::npos) {
        if (!parseNumber(text.substr(0, dots), lo, hi, x) || !parseNumber(text.substr(dots + 2), lo, hi, y))
            return bad();
        if (x > y)
            return what + ": " + quoted(text) + " is an empty range";
    } else {
        if (!parseNumber(text, lo, hi, x))
            return bad();
        y = x;
    }
    a = static_cast<int>(x);
    b = static_cast<int>(y);
    return {};
}

std::string parseKind(const std::string &what, std::string_view text, RoomKind &kind) {
    const std::string key = lower(text);
    if (key == "start") {
        kind = RoomKind{true, RoomType::Null};
        return {};
    }
    const auto t = roomTypeFromKey(key);
    if (!t || *t == RoomType::Null)
        return what + ": unknown room type " + quoted(text) + " (known: " + roomKindKeys() + ")";
    kind = RoomKind{false, *t};
    return {};
}

std::string parseBossItem(std::string_view text, int &subtype) {
    if (!text.empty() && text[0] == '#') {
        long long n = 0;
        if (!parseNumber(text.substr(1), 0, 32767, n))
            return "boss: " + quoted(text) + " is not #N (a boss subtype, 0 to 32767)";
        if (n != 0 && bossName(static_cast<int>(n)).empty())
            return "boss: #" + std::to_string(n) + " is no boss subtype (see search --list-bosses)";
        subtype = static_cast<int>(n);
        return {};
    }
    const std::string want = lower(text);
    for (int i = 0; i < 1000; ++i) {
        const auto b = bossName(i);
        if (!b.empty() && lower(b) == want) {
            subtype = i;
            return {};
        }
    }
    return "boss: unknown boss " + quoted(text) + " (see search --list-bosses, or give #N)";
}

// The criterion of a term keyword and its value (empty for a flag); an empty string on success.
std::string parseTerm(const std::string &key, const std::string &value, Criteria &c) {
    if (key == "has" || key == "lacks") {
        for (const std::string &item : commaItems(value)) {
            CountRule rule;
            const std::size_t eq = key == "has" ? item.find('=') : std::string::npos;
            if (std::string e = parseKind(key, std::string_view(item).substr(0, eq), rule.kind); !e.empty())
                return e;
            if (key == "lacks") {
                rule.min = rule.max = 0;
            } else if (eq != std::string::npos) {
                if (std::string e = parseCountOrRange("has", std::string_view(item).substr(eq + 1), 0,
                                                      kMaxRooms, rule.min, rule.max);
                    !e.empty())
                    return e;
            }
            c.counts.push_back(rule);
        }
        return {};
    }
    if (key == "boss") {
        for (const std::string &item : commaItems(value)) {
            int subtype = 0;
            if (std::string e = parseBossItem(item, subtype); !e.empty())
                return e;
            c.bossSubtypes.push_back(subtype);
        }
        return {};
    }
    if (key == "max-distance") {
        for (const std::string &item : commaItems(value)) {
            const std::size_t eq = item.rfind('=');
            if (eq == std::string::npos)
                return "max-distance: " + quoted(item) + " is not [FROM:]TYPE=N";
            DistanceRule rule;
            rule.from = RoomKind{true, RoomType::Null};
            std::string_view lhs = std::string_view(item).substr(0, eq);
            if (const std::size_t colon = lhs.find(':'); colon != std::string_view::npos) {
                if (std::string e = parseKind(key, lhs.substr(0, colon), rule.from); !e.empty())
                    return e;
                lhs = lhs.substr(colon + 1);
            }
            if (std::string e = parseKind(key, lhs, rule.to); !e.empty())
                return e;
            long long n = 0;
            if (!parseNumber(std::string_view(item).substr(eq + 1), 0, kMaxRooms, n))
                return "max-distance: " + quoted(item.substr(eq + 1)) + " is not a number of moves (0 to " +
                       std::to_string(kMaxRooms) + ")";
            rule.maxDistance = static_cast<int>(n);
            c.distances.push_back(rule);
        }
        return {};
    }
    if (key == "adjacent") {
        const std::size_t comma = value.find(',');
        if (comma == std::string::npos || value.find(',', comma + 1) != std::string::npos)
            return "adjacent: " + quoted(value) + " is not two room types A,B";
        DistanceRule rule;
        if (std::string e = parseKind(key, std::string_view(value).substr(0, comma), rule.from); !e.empty())
            return e;
        if (std::string e = parseKind(key, std::string_view(value).substr(comma + 1), rule.to); !e.empty())
            return e;
        rule.maxDistance = 1;
        c.distances.push_back(rule);
        return {};
    }
    if (key == "rooms")
        return parseCountOrRange(key, value, 1, kMaxRooms, c.minRooms, c.maxRooms);
    if (key == "attempts")
        return parseCountOrRange(key, value, 1, kMaxAttempts, c.minAttempts, c.maxAttempts);
    if (key == "has-curse") {
        for (const std::string &item : commaItems(value)) {
            const auto curse = curseFromKey(lower(item));
            if (!curse)
                return "has-curse: unknown curse " + quoted(item) +
                       " (darkness, labyrinth, lost, unknown, cursed, maze, blind)";
            c.cursesAll |= *curse;
        }
        return {};
    }
    if (key == "layout") {
        LayoutRule rule;
        if (std::string e = parseLayoutRule(value, rule); !e.empty())
            return e;
        c.layouts.push_back(rule);
        return {};
    }
    if (key == "xl")
        c.xl = 1;
    else if (key == "no-xl")
        c.xl = 0;
    else if (key == "no-curse")
        c.noCurse = true;
    return {};
}

bool isValueTerm(const std::string &k) {
    return k == "has" || k == "lacks" || k == "boss" || k == "max-distance" || k == "adjacent" ||
           k == "rooms" || k == "attempts" || k == "has-curse" || k == "layout";
}
bool isFlagTerm(const std::string &k) {
    return k == "xl" || k == "no-xl" || k == "no-curse";
}
bool isOperator(const std::string &k) {
    return k == "and" || k == "or" || k == "not" || k == "floor";
}

class Parser {
public:
    explicit Parser(std::string_view text)
        : m_text(text) {}

    ExprParse run() {
        ExprParse out;
        if (m_text.size() > kMaxExprText) {
            out.error = {kMaxExprText, 0,
                         "the expression is longer than " + std::to_string(kMaxExprText) + " characters"};
            return out;
        }
        if (!tokenize()) {
            out.error = m_error;
            return out;
        }
        if (m_tokens.front().kind == Token::End) {
            out.error = {0, 0, "the expression is empty: give a criterion such as has library"};
            return out;
        }
        std::optional<SearchExpr> e = parseOr(0);
        if (e && peek().kind != Token::End) {
            const Token &t = peek();
            fail(t, t.kind == Token::Close
                        ? "a closing parenthesis without its opening one"
                        : "expected and, or or the end after a criterion, found " + quoted(t.text));
            e.reset();
        }
        if (!e)
            out.error = m_error;
        else
            out.expr = std::move(e);
        return out;
    }

private:
    bool tokenize() {
        std::size_t i = 0;
        while (true) {
            while (i < m_text.size() && isSpace(m_text[i]))
                ++i;
            Token t;
            t.at = i;
            if (i >= m_text.size()) {
                m_tokens.push_back(t);
                return true;
            }
            const char c = m_text[i];
            if (c == '(' || c == ')') {
                t.kind = c == '(' ? Token::Open : Token::Close;
                t.text = std::string(1, c);
                t.length = 1;
                ++i;
                m_tokens.push_back(t);
                continue;
            }
            t.kind = Token::Word;
            while (i < m_text.size() && !isSpace(m_text[i]) && m_text[i] != '(' && m_text[i] != ')') {
                if (m_text[i] == '"') {
                    const std::size_t close = m_text.find('"', i + 1);
                    if (close == std::string_view::npos) {
                        m_error = {i, m_text.size() - i, "a double quote without its closing one"};
                        return false;
                    }
                    t.text.append(m_text.substr(i + 1, close - i - 1));
                    i = close + 1;
                } else {
                    t.text.push_back(m_text[i++]);
                }
            }
            t.length = i - t.at;
            m_tokens.push_back(t);
        }
    }

    const Token &peek() const { return m_tokens[m_pos]; }
    const Token &take() { return m_tokens[m_pos < m_tokens.size() - 1 ? m_pos++ : m_pos]; }
    bool isWord(const Token &t, const char *w) const { return t.kind == Token::Word && lower(t.text) == w; }

    std::nullopt_t fail(const Token &t, std::string message) {
        if (!m_failed)
            m_error = {t.at, t.length, std::move(message)};
        m_failed = true;
        return std::nullopt;
    }

    std::optional<SearchExpr> parseOr(int depth) { return parseList(depth, SearchExpr::Op::Or); }
    std::optional<SearchExpr> parseAnd(int depth) { return parseList(depth, SearchExpr::Op::And); }

    // Operands joined by `or` (of and-lists) or by `and` (of unary terms); one operand is itself.
    std::optional<SearchExpr> parseList(int depth, SearchExpr::Op op) {
        const bool isOr = op == SearchExpr::Op::Or;
        const char *word = isOr ? "or" : "and";
        const auto operand = [&] { return isOr ? parseAnd(depth) : parseUnary(depth); };
        std::optional<SearchExpr> first = operand();
        if (!first || !isWord(peek(), word))
            return first;
        SearchExpr e;
        e.op = op;
        e.at = first->at;
        e.children.push_back(std::move(*first));
        while (isWord(peek(), word)) {
            take();
            std::optional<SearchExpr> next = operand();
            if (!next)
                return std::nullopt;
            e.children.push_back(std::move(*next));
        }
        return e;
    }

    // "(" expr ")" after the opening parenthesis was checked; `open` is it.
    std::optional<SearchExpr> parseGroup(int depth, const Token &open) {
        std::optional<SearchExpr> inner = parseOr(depth + 1);
        if (!inner)
            return std::nullopt;
        if (peek().kind != Token::Close) {
            const Token &t = peek();
            return fail(t.kind == Token::End ? open : t,
                        t.kind == Token::End
                            ? "this parenthesis is never closed"
                            : "expected and, or or a closing parenthesis, found " + quoted(t.text));
        }
        take();
        return inner;
    }

    std::optional<SearchExpr> parseUnary(int depth) {
        if (depth >= kMaxDepth)
            return fail(peek(), "the expression nests deeper than " + std::to_string(kMaxDepth) + " levels");
        const Token t = take();
        if (t.kind == Token::End)
            return fail(t, "the expression ends where a criterion was expected");
        if (t.kind == Token::Close)
            return fail(t, "expected a criterion, found a closing parenthesis");
        if (t.kind == Token::Open) {
            std::optional<SearchExpr> inner = parseGroup(depth, t);
            if (inner)
                inner->at = t.at;
            return inner;
        }
        const std::string key = lower(t.text);
        if (key == "not") {
            std::optional<SearchExpr> child = parseUnary(depth + 1);
            if (!child)
                return std::nullopt;
            SearchExpr e;
            e.op = SearchExpr::Op::Not;
            e.at = t.at;
            e.children.push_back(std::move(*child));
            return e;
        }
        if (key == "floor")
            return parseFloor(depth, t);
        if (key == "and" || key == "or")
            return fail(t, "expected a criterion before " + key);
        SearchExpr e;
        e.op = SearchExpr::Op::Term;
        e.at = t.at;
        if (isFlagTerm(key)) {
            parseTerm(key, {}, e.term);
            return e;
        }
        if (!isValueTerm(key))
            return fail(t, "unknown criterion " + quoted(t.text) +
                               " (has, lacks, boss, max-distance, adjacent, rooms, attempts, xl, no-xl, "
                               "has-curse, no-curse, layout, or not, floor, a parenthesis)");
        const Token &v = peek();
        if (v.kind != Token::Word || isOperator(lower(v.text)) || isValueTerm(lower(v.text)) ||
            isFlagTerm(lower(v.text)))
            return fail(v.kind == Token::End ? t : v, key + " needs a value (see search --help)");
        const Token value = take();
        if (std::string why = parseTerm(key, value.text, e.term); !why.empty())
            return fail(value, why);
        return e;
    }

    std::optional<SearchExpr> parseFloor(int depth, const Token &t) {
        const Token &spec = peek();
        if (spec.kind != Token::Word)
            return fail(spec.kind == Token::End ? t : spec, "floor needs STAGE[:TYPE] and ( criteria )");
        const Token s = take();
        SearchExpr e;
        e.op = SearchExpr::Op::Floor;
        e.at = t.at;
        const std::string text = lower(s.text);
        const std::size_t colon = text.find(':');
        long long stage = 0;
        if (!parseNumber(std::string_view(text).substr(0, colon), 1, 12, stage))
            return fail(s, "floor: " + quoted(s.text) + " is not STAGE[:TYPE] (stage 1 to 12)");
        e.floor.stage = static_cast<int>(stage);
        if (colon != std::string::npos) {
            const std::string type = text.substr(colon + 1);
            long long n = 0;
            if (type == "alt") {
                e.floor.path = FloorPath::Alternate;
            } else if (type != "main") {
                if (!parseNumber(type, 0, 5, n) || n == 3)
                    return fail(s, "floor: the type in " + quoted(s.text) +
                                       " is not 0, 1, 2, 4, 5, main or alt");
                e.floor.stageType = static_cast<int>(n);
                e.floor.path = n >= 4 ? FloorPath::Alternate : FloorPath::Main;
            }
        }
        const Token &open = peek();
        if (open.kind != Token::Open)
            return fail(open.kind == Token::End ? s : open, "floor " + s.text +
                                                                " needs its criteria in parentheses: floor " +
                                                                s.text + " ( ... )");
        const Token o = take();
        std::optional<SearchExpr> inner = parseGroup(depth, o);
        if (!inner)
            return std::nullopt;
        e.children.push_back(std::move(*inner));
        return e;
    }

    std::string_view m_text;
    std::vector<Token> m_tokens;
    std::size_t m_pos = 0;
    ExprError m_error;
    bool m_failed = false;
};

// ---- text ----

std::string kindKey(RoomKind k) {
    return k.start ? "start" : std::string(roomTypeKey(k.type));
}

std::string rangeText(int a, int b) {
    return a == b ? std::to_string(a) : std::to_string(a) + ".." + std::to_string(b);
}

std::string bossText(int subtype) {
    const auto name = bossName(subtype);
    int first = -1;
    for (int i = 0; i < 1000 && first < 0 && !name.empty(); ++i)
        if (lower(bossName(i)) == lower(name))
            first = i;
    if (name.empty() || first != subtype || name.find('"') != std::string_view::npos)
        return "#" + std::to_string(subtype);
    const std::string n = lower(name);
    const bool plain = std::all_of(n.begin(), n.end(),
                                   [](char c) { return !isSpace(c) && c != '(' && c != ')' && c != ','; });
    return plain ? n : quoted(n);
}

// Binding strength of a node's text: 1 or, 2 and, 3 not, 4 a single term or a floor.
int strength(const SearchExpr &e);

std::vector<std::string> termTexts(const Criteria &c) {
    std::vector<std::string> parts;
    std::string has, lacks;
    for (const CountRule &r : c.counts) {
        if (r.min == 0 && r.max == 0) {
            lacks += (lacks.empty() ? "" : ",") + kindKey(r.kind);
            continue;
        }
        std::string item = kindKey(r.kind);
        if (!(r.min == 1 && r.max < 0))
            item += "=" + rangeText(r.min, r.max < 0 ? kMaxRooms : r.max);
        has += (has.empty() ? "" : ",") + item;
    }
    if (!has.empty())
        parts.push_back("has " + has);
    if (!lacks.empty())
        parts.push_back("lacks " + lacks);
    if (!c.bossSubtypes.empty()) {
        std::string list;
        for (int b : c.bossSubtypes)
            list += (list.empty() ? "" : ",") + bossText(b);
        parts.push_back("boss " + list);
    }
    if (!c.distances.empty()) {
        std::string list;
        for (const DistanceRule &r : c.distances)
            list += (list.empty() ? "" : ",") + kindKey(r.from) + ":" + kindKey(r.to) + "=" +
                    std::to_string(r.maxDistance);
        parts.push_back("max-distance " + list);
    }
    if (c.minRooms > 0 || c.maxRooms < kMaxRooms)
        parts.push_back("rooms " + rangeText(std::max(1, c.minRooms), c.maxRooms));
    if (c.minAttempts > 1 || c.maxAttempts < kMaxAttempts)
        parts.push_back("attempts " + rangeText(std::max(1, c.minAttempts), c.maxAttempts));
    if (c.xl >= 0)
        parts.push_back(c.xl == 1 ? "xl" : "no-xl");
    if (c.cursesAll != 0) {
        std::string list;
        for (CurseBit b : kAllCurses)
            if (c.cursesAll & b)
                list += (list.empty() ? "" : ",") + std::string(curseKey(b));
        parts.push_back("has-curse " + list);
    }
    if (c.noCurse)
        parts.push_back("no-curse");
    for (const LayoutRule &r : c.layouts)
        parts.push_back("layout " + layoutRuleText(r));
    return parts;
}

int strength(const SearchExpr &e) {
    switch (e.op) {
    case SearchExpr::Op::Or:
        return 1;
    case SearchExpr::Op::And:
        return 2;
    case SearchExpr::Op::Not:
        return 3;
    case SearchExpr::Op::Term:
        return termTexts(e.term).size() > 1 ? 2 : 4;
    case SearchExpr::Op::Floor:
        return 4;
    }
    return 4;
}

std::string textOf(const SearchExpr &e, int need) {
    std::string s;
    switch (e.op) {
    case SearchExpr::Op::Term: {
        const std::vector<std::string> parts = termTexts(e.term);
        for (const std::string &p : parts)
            s += (s.empty() ? "" : " and ") + p;
        if (parts.empty())
            s = "rooms 1.." + std::to_string(kMaxRooms); // an empty term: always true
        break;
    }
    case SearchExpr::Op::Not:
        s = "not " + textOf(e.children[0], 3);
        break;
    case SearchExpr::Op::And:
    case SearchExpr::Op::Or: {
        const bool isAnd = e.op == SearchExpr::Op::And;
        for (const SearchExpr &c : e.children)
            s += (s.empty() ? "" : (isAnd ? " and " : " or ")) + textOf(c, isAnd ? 3 : 2);
        break;
    }
    case SearchExpr::Op::Floor: {
        s = "floor " + std::to_string(e.floor.stage);
        if (e.floor.stageType >= 0)
            s += ":" + std::to_string(e.floor.stageType);
        else if (e.floor.path == FloorPath::Alternate)
            s += ":alt";
        s += " (" + textOf(e.children[0], 0) + ")";
        break;
    }
    }
    return strength(e) < need ? "(" + s + ")" : s;
}

// ---- evaluation ----

enum class Tri : std::uint8_t { False, True, Unknown };

bool onlyCurses(const Criteria &c) {
    return c.counts.empty() && c.bossSubtypes.empty() && c.distances.empty() && c.minRooms <= 0 &&
           c.maxRooms >= kMaxRooms && c.minAttempts <= 1 && c.maxAttempts >= kMaxAttempts && c.xl < 0 &&
           c.layouts.empty();
}

bool usesCurses(const SearchExpr &e) {
    if (e.op == SearchExpr::Op::Term)
        return e.term.cursesAll != 0 || e.term.noCurse || e.term.xl >= 0;
    return std::any_of(e.children.begin(), e.children.end(), usesCurses);
}

// The expression's value from the curses in force alone (generation.md 3, repentance.md R5: the floor's
// curses come from its stage seed): a term on curses only is decided, one with XL or more only when the
// curses rule it out.
Tri fromCurses(const SearchExpr &e, std::uint8_t mask) {
    switch (e.op) {
    case SearchExpr::Op::Term:
        if (!cursesCanMatch(mask, e.term))
            return Tri::False;
        return onlyCurses(e.term) ? Tri::True : Tri::Unknown;
    case SearchExpr::Op::Not: {
        const Tri t = fromCurses(e.children[0], mask);
        return t == Tri::Unknown ? t : (t == Tri::True ? Tri::False : Tri::True);
    }
    case SearchExpr::Op::And:
    case SearchExpr::Op::Or: {
        const bool isAnd = e.op == SearchExpr::Op::And;
        bool unknown = false;
        for (const SearchExpr &c : e.children) {
            const Tri t = fromCurses(c, mask);
            if (t == (isAnd ? Tri::False : Tri::True))
                return t;
            unknown = unknown || t == Tri::Unknown;
        }
        return unknown ? Tri::Unknown : (isAnd ? Tri::True : Tri::False);
    }
    case SearchExpr::Op::Floor:
        break;
    }
    return Tri::Unknown;
}

// What testing a node on a generated floor costs: 0 curses, XL, rooms and attempts; 1 room counts and
// bosses; 2 distances (a breadth-first search).
int costOf(const SearchExpr &e) {
    if (e.op == SearchExpr::Op::Term)
        return !e.term.distances.empty()                                                             ? 2
               : (!e.term.counts.empty() || !e.term.bossSubtypes.empty() || !e.term.layouts.empty()) ? 1
                                                                                                     : 0;
    int cost = 0;
    for (const SearchExpr &c : e.children)
        cost = std::max(cost, costOf(c));
    return cost;
}

// Cheapest children first (the value does not depend on the order).
void orderByCost(SearchExpr &e) {
    for (SearchExpr &c : e.children)
        orderByCost(c);
    if (e.op == SearchExpr::Op::And || e.op == SearchExpr::Op::Or)
        std::stable_sort(e.children.begin(), e.children.end(),
                         [](const SearchExpr &a, const SearchExpr &b) { return costOf(a) < costOf(b); });
}

// What every floor the node holds on passes: RoomFilter's necessary conditions, AND and OR of them.
RoomFilter bothFilters(RoomFilter a, const RoomFilter &b) {
    a.required |= b.required;
    a.forbidden |= b.forbidden;
    // Not the intersection of two boss sets: an XL floor's two boss rooms may meet one each.
    if (a.anyBoss())
        a.bosses = b.bosses;
    a.minRooms = std::max(a.minRooms, b.minRooms);
    a.maxRooms = std::min(a.maxRooms, b.maxRooms);
    if (a.afterTreasure && b.afterTreasure)
        a.afterTreasure = [x = a.afterTreasure, y = b.afterTreasure](const Floor &f) { return x(f) && y(f); };
    else if (b.afterTreasure)
        a.afterTreasure = b.afterTreasure;
    return a;
}

RoomFilter eitherFilter(RoomFilter a, const RoomFilter &b) {
    a.required &= b.required;
    a.forbidden &= b.forbidden;
    if (a.anyBoss() || b.anyBoss())
        a.bosses = {};
    else
        a.bosses = {a.bosses[0] | b.bosses[0], a.bosses[1] | b.bosses[1]};
    a.minRooms = std::min(a.minRooms, b.minRooms);
    a.maxRooms = std::max(a.maxRooms, b.maxRooms);
    if (a.afterTreasure && b.afterTreasure)
        a.afterTreasure = [x = a.afterTreasure, y = b.afterTreasure](const Floor &f) { return x(f) || y(f); };
    else
        a.afterTreasure = nullptr;
    return a;
}

RoomFilter filterOf(const SearchExpr &e) {
    switch (e.op) {
    case SearchExpr::Op::Term:
        return roomFilterOf(e.term);
    case SearchExpr::Op::And:
    case SearchExpr::Op::Or: {
        RoomFilter f = filterOf(e.children[0]);
        for (std::size_t i = 1; i < e.children.size(); ++i)
            f = e.op == SearchExpr::Op::And ? bothFilters(std::move(f), filterOf(e.children[i]))
                                            : eitherFilter(std::move(f), filterOf(e.children[i]));
        return f;
    }
    case SearchExpr::Op::Not:
    case SearchExpr::Op::Floor:
        break;
    }
    return RoomFilter{};
}

// ---- folding the plain AND into Criteria ----

bool mergeInto(Criteria &into, const Criteria &c) {
    if (!into.bossSubtypes.empty() && !c.bossSubtypes.empty())
        return false; // two boss lists: on an XL floor each may hold in its own boss room
    if (into.xl >= 0 && c.xl >= 0 && into.xl != c.xl)
        return false;
    into.counts.insert(into.counts.end(), c.counts.begin(), c.counts.end());
    into.distances.insert(into.distances.end(), c.distances.begin(), c.distances.end());
    into.layouts.insert(into.layouts.end(), c.layouts.begin(), c.layouts.end());
    if (into.bossSubtypes.empty())
        into.bossSubtypes = c.bossSubtypes;
    into.minRooms = std::max(into.minRooms, c.minRooms);
    into.maxRooms = std::min(into.maxRooms, c.maxRooms);
    into.minAttempts = std::max(into.minAttempts, c.minAttempts);
    into.maxAttempts = std::min(into.maxAttempts, c.maxAttempts);
    if (c.xl >= 0)
        into.xl = c.xl;
    into.cursesAll |= c.cursesAll;
    into.noCurse = into.noCurse || c.noCurse;
    return true;
}

// The top-level AND's terms merged into `base`; what does not merge is left in `rest`.
void foldFloor(const SearchExpr &e, Criteria &base, std::vector<SearchExpr> &rest) {
    if (e.op == SearchExpr::Op::And) {
        for (const SearchExpr &c : e.children)
            foldFloor(c, base, rest);
        return;
    }
    if (e.op == SearchExpr::Op::Term && mergeInto(base, e.term))
        return;
    rest.push_back(e);
}

bool samePlace(const FloorCriteria &a, const FloorCriteria &b) {
    return a.stage == b.stage && a.path == b.path;
}

void foldRun(const SearchExpr &e, std::vector<FloorCriteria> &groups, std::vector<SearchExpr> &rest) {
    if (e.op == SearchExpr::Op::And) {
        for (const SearchExpr &c : e.children)
            foldRun(c, groups, rest);
        return;
    }
    if (e.op == SearchExpr::Op::Floor) {
        Criteria plain;
        std::vector<SearchExpr> left;
        foldFloor(e.children[0], plain, left);
        if (left.empty()) {
            auto same = std::find_if(groups.begin(), groups.end(),
                                     [&](const FloorCriteria &g) { return samePlace(g, e.floor); });
            if (same == groups.end()) {
                FloorCriteria g = e.floor;
                g.criteria = plain;
                groups.push_back(g);
                return;
            }
            if (same->stageType == e.floor.stageType) {
                Criteria merged = same->criteria;
                if (mergeInto(merged, plain)) {
                    same->criteria = merged;
                    return;
                }
            }
        }
    }
    rest.push_back(e);
}

SearchExpr allOf(std::vector<SearchExpr> parts) {
    if (parts.size() == 1)
        return std::move(parts.front());
    SearchExpr e;
    e.op = SearchExpr::Op::And;
    e.children = std::move(parts);
    return e;
}

void collectFloors(const SearchExpr &e, std::vector<const SearchExpr *> &out) {
    if (e.op == SearchExpr::Op::Floor) {
        out.push_back(&e);
        return;
    }
    for (const SearchExpr &c : e.children)
        collectFloors(c, out);
}

// ---- the testers ----

// One floor: `base` (the folded AND) and `rest`.
class FloorExprTester final : public detail::SeedTester {
public:
    FloorExprTester(const Settings &s, const Criteria &base, const SearchExpr &rest, const RoomFilter &filter,
                    SeedSpace space, const FileCatalog *gameData)
        : m_base(base)
        , m_rest(rest)
        , m_filter(filter)
        , m_space(space)
        , m_s(s) {
        m_curses = base.cursesAll != 0 || base.noCurse || base.xl >= 0 || usesCurses(rest);
        if (gameData)
            m_catalog.emplace(*gameData);
    }

    void prefetch(std::span<const std::uint32_t> seeds) override {
        m_ahead.clear();
        m_aheadAt = 0;
        std::array<std::uint32_t, 32> generated;
        std::size_t n = 0;
        for (const std::uint32_t sd : seeds.first(std::min<std::size_t>(seeds.size(), generated.size()))) {
            const bool pass = cursesPass(sd);
            m_ahead.push_back({sd, pass});
            if (pass)
                generated[n++] = sd;
        }
        prefetchBossShuffles(m_s, std::span(generated).first(n), catalog());
    }

    detail::SeedVerdict test(std::uint32_t sd) override {
        bool pass;
        if (m_aheadAt < m_ahead.size() && m_ahead[m_aheadAt].first == sd)
            pass = m_ahead[m_aheadAt++].second;
        else
            pass = cursesPass(sd);
        if (!pass)
            return detail::SeedVerdict::NoMatch;
        setSeed(sd);
        const GenerateStatus st = generate(m_s, m_floor, Detail::SpecialRooms, m_filter, catalog());
        if (st == GenerateStatus::Filtered)
            return detail::SeedVerdict::NoMatch;
        if (st == GenerateStatus::Ok)
            return matches(m_floor, m_base) && exprMatches(m_floor, m_rest) ? detail::SeedVerdict::Match
                                                                            : detail::SeedVerdict::NoMatch;
        return st == GenerateStatus::NoFloor ? detail::SeedVerdict::Failure : detail::SeedVerdict::Invalid;
    }

private:
    const RoomCatalog *catalog() const { return m_catalog ? &*m_catalog : nullptr; }
    void setSeed(std::uint32_t sd) {
        if (m_space == SeedSpace::Run)
            m_s.runSeed = sd;
        else
            m_s.stageSeed = sd;
    }
    bool cursesPass(std::uint32_t sd) {
        if (!m_curses)
            return true;
        setSeed(sd);
        const std::uint32_t stageSeed = m_s.effectiveStageSeed();
        if (stageSeed == 0)
            return true; // refused by the generator
        const std::uint8_t mask = cursesInForce(m_s, stageSeed);
        return cursesCanMatch(mask, m_base) && fromCurses(m_rest, mask) != Tri::False;
    }

    const Criteria &m_base;
    const SearchExpr &m_rest;
    const RoomFilter &m_filter;
    SeedSpace m_space;
    Settings m_s;
    bool m_curses = false;
    Floor m_floor;
    std::optional<FileCatalog> m_catalog;
    std::vector<std::pair<std::uint32_t, bool>> m_ahead;
    std::size_t m_aheadAt = 0;
};

// A run: the groups (the folded AND, decided by searchRunSeeds' own test first when the route is the same),
// then `rest` on the floors of the route to the target, generated as far as its value needs.
class RunExprTester final : public detail::SeedTester {
public:
    RunExprTester(const Settings &settings, std::span<const FloorCriteria> groups, const SearchExpr &rest,
                  const FloorCriteria &target, const FileCatalog *gameData)
        : m_settings(settings)
        , m_rest(rest)
        , m_target(target) {
        if (gameData)
            m_catalog = std::make_shared<FileCatalog>(*gameData);
        if (!groups.empty())
            m_groups = detail::runGroupTester(settings, groups, gameData);
        collectFloors(rest, m_nodes);
        m_facts.resize(m_nodes.size());
        m_at.resize(m_nodes.size());
        m_rep = settings.ruleSet == RuleSet::Repentance;
    }

    detail::SeedVerdict test(std::uint32_t sd) override {
        if (m_groups) {
            const detail::SeedVerdict v = m_groups->test(sd);
            if (v != detail::SeedVerdict::Match)
                return v;
        }
        const auto v = stageSeedsOf(sd);
        Settings s = m_settings;
        s.runSeed = sd;
        for (std::size_t i = 0; i < m_nodes.size(); ++i) {
            const FloorCriteria &g = m_nodes[i]->floor;
            const int type = detail::floorTypeIn(m_settings, v, g);
            m_facts[i] = Tri::Unknown;
            m_at[i] = {g.stage, type};
            if (type < 0) {
                m_facts[i] = Tri::False; // the run has that stage with another type
                continue;
            }
            if (!usesCurses(m_nodes[i]->children[0]))
                continue;
            Settings fs = s;
            fs.stage = g.stage;
            fs.stageType = type;
            const std::uint32_t stageSeed = fs.effectiveStageSeed();
            if (stageSeed != 0 &&
                fromCurses(m_nodes[i]->children[0], cursesInForce(fs, stageSeed)) == Tri::False)
                m_facts[i] = Tri::False; // (True would still need the floor on the route)
        }
        Tri value = evaluate(m_rest);
        if (value != Tri::Unknown)
            return value == Tri::True ? detail::SeedVerdict::Match : detail::SeedVerdict::NoMatch;
        const FloorCriteria targets[1] = {m_target};
        if (m_run.start(s, runSearchRoute(m_settings, sd, targets), m_catalog.get(), true))
            return detail::SeedVerdict::Invalid;
        while (!m_run.done()) {
            const RouteFloor at = m_run.peek();
            bool needed = false;
            for (std::size_t i = 0; i < m_nodes.size(); ++i)
                needed = needed || (m_facts[i] == Tri::Unknown && m_at[i] == at);
            if (!needed && !m_rep) {
                m_run.pass(); // afterbirth-plus floors carry nothing
                continue;
            }
            const GenerateStatus st =
                m_rep ? m_run.next(m_floor) : m_run.next(m_floor, Detail::SpecialRooms, RoomFilter{});
            if (st != GenerateStatus::Ok)
                return st == GenerateStatus::NoFloor ? detail::SeedVerdict::Failure
                                                     : detail::SeedVerdict::Invalid;
            if (!needed)
                continue;
            for (std::size_t i = 0; i < m_nodes.size(); ++i)
                if (m_facts[i] == Tri::Unknown && m_at[i] == at)
                    m_facts[i] = exprMatches(m_floor, m_nodes[i]->children[0]) ? Tri::True : Tri::False;
            value = evaluate(m_rest);
            if (value != Tri::Unknown)
                break;
        }
        for (Tri &f : m_facts)
            if (f == Tri::Unknown)
                f = Tri::False; // a floor the run did not visit
        return evaluate(m_rest) == Tri::True ? detail::SeedVerdict::Match : detail::SeedVerdict::NoMatch;
    }

private:
    Tri evaluate(const SearchExpr &e) const {
        switch (e.op) {
        case SearchExpr::Op::Floor: {
            const auto it = std::find(m_nodes.begin(), m_nodes.end(), &e);
            return m_facts[static_cast<std::size_t>(it - m_nodes.begin())];
        }
        case SearchExpr::Op::Not: {
            const Tri t = evaluate(e.children[0]);
            return t == Tri::Unknown ? t : (t == Tri::True ? Tri::False : Tri::True);
        }
        case SearchExpr::Op::And:
        case SearchExpr::Op::Or: {
            const bool isAnd = e.op == SearchExpr::Op::And;
            bool unknown = false;
            for (const SearchExpr &c : e.children) {
                const Tri t = evaluate(c);
                if (t == (isAnd ? Tri::False : Tri::True))
                    return t;
                unknown = unknown || t == Tri::Unknown;
            }
            return unknown ? Tri::Unknown : (isAnd ? Tri::True : Tri::False);
        }
        case SearchExpr::Op::Term:
            break; // no term outside a floor (exprShapeProblem)
        }
        return Tri::False;
    }

    const Settings &m_settings;
    const SearchExpr &m_rest;
    FloorCriteria m_target;
    std::unique_ptr<detail::SeedTester> m_groups;
    std::vector<const SearchExpr *> m_nodes;
    std::vector<Tri> m_facts;
    std::vector<RouteFloor> m_at;
    bool m_rep = false;
    std::shared_ptr<FileCatalog> m_catalog;
    RunGenerator m_run;
    Floor m_floor;
};

} // namespace

bool resolveLayouts(SearchExpr &e, const FileCatalog *catalog, std::string &error) {
    if (e.op == SearchExpr::Op::Term)
        return resolveLayouts(e.term, catalog, error);
    for (SearchExpr &c : e.children)
        if (!resolveLayouts(c, catalog, error))
            return false;
    return true;
}

ExprParse parseSearchExpr(std::string_view text) {
    return Parser(text).run();
}

std::string parseCriterion(std::string_view key, std::string_view value, Criteria &c) {
    const std::string k(key);
    if (isFlagTerm(k))
        return value.empty() ? parseTerm(k, {}, c) : k + " takes no value";
    if (!isValueTerm(k))
        return "unknown criterion " + quoted(key) +
               " (has, lacks, boss, max-distance, adjacent, rooms, attempts, xl, no-xl, has-curse, no-curse, "
               "layout)";
    return parseTerm(k, std::string(value), c);
}

bool criterionTakesValue(std::string_view key) {
    return isValueTerm(std::string(key));
}

std::string exprText(const SearchExpr &e) {
    return textOf(e, 0);
}

std::string criteriaText(const Criteria &c) {
    std::string s;
    for (const std::string &p : termTexts(c))
        s += (s.empty() ? "" : " and ") + p;
    return s;
}

bool exprHasFloor(const SearchExpr &e) {
    return e.op == SearchExpr::Op::Floor || std::any_of(e.children.begin(), e.children.end(), exprHasFloor);
}

void forEachTerm(const SearchExpr &e,
                 const std::function<void(const Criteria &, const FloorCriteria *)> &fn) {
    const std::function<void(const SearchExpr &, const FloorCriteria *)> walk = [&](const SearchExpr &n,
                                                                                    const FloorCriteria *in) {
        if (n.op == SearchExpr::Op::Term)
            fn(n.term, in);
        for (const SearchExpr &c : n.children)
            walk(c, n.op == SearchExpr::Op::Floor ? &n.floor : in);
    };
    walk(e, nullptr);
}

ExprError exprShapeProblem(const SearchExpr &e, bool run) {
    std::optional<ExprError> problem;
    const std::function<void(const SearchExpr &, bool)> walk = [&](const SearchExpr &n, bool inFloor) {
        if (problem)
            return;
        if (n.op == SearchExpr::Op::Floor) {
            if (!run)
                problem = ExprError{n.at, 5,
                                    "floor ( ... ) in an expression on one floor: a search across the "
                                    "floors of a run has every criterion inside a floor"};
            else if (inFloor)
                problem = ExprError{n.at, 5, "a floor inside another floor"};
        } else if (n.op == SearchExpr::Op::Term && run && !inFloor) {
            problem = ExprError{n.at, 0,
                                "a criterion outside floor ( ... ): in a search across the floors of a run "
                                "every criterion is inside a floor STAGE[:TYPE] ( ... )"};
        }
        for (const SearchExpr &c : n.children)
            walk(c, inFloor || n.op == SearchExpr::Op::Floor);
    };
    walk(e, false);
    return problem.value_or(ExprError{});
}

bool exprMatches(const Floor &f, const SearchExpr &e) {
    switch (e.op) {
    case SearchExpr::Op::Term:
        return matches(f, e.term);
    case SearchExpr::Op::Not:
        return !exprMatches(f, e.children[0]);
    case SearchExpr::Op::And:
        return std::all_of(e.children.begin(), e.children.end(),
                           [&f](const SearchExpr &c) { return exprMatches(f, c); });
    case SearchExpr::Op::Or:
        return std::any_of(e.children.begin(), e.children.end(),
                           [&f](const SearchExpr &c) { return exprMatches(f, c); });
    case SearchExpr::Op::Floor:
        break;
    }
    return false;
}

std::string impossibleReason(const Settings &settings, const Criteria &base, const SearchExpr &where) {
    Criteria c = base;
    std::vector<SearchExpr> rest;
    foldFloor(where, c, rest);
    return impossibleReason(settings, c);
}

std::string impossibleReason(const Settings &settings, std::span<const FloorCriteria> groups,
                             const SearchExpr &where) {
    std::vector<FloorCriteria> all(groups.begin(), groups.end());
    std::vector<SearchExpr> rest;
    foldRun(where, all, rest);
    if (!all.empty())
        if (std::string why = impossibleReason(settings, all); !why.empty())
            return why;
    for (const SearchExpr &r : rest) {
        std::vector<const SearchExpr *> floors;
        collectFloors(r, floors);
        for (const SearchExpr *f : floors) {
            FloorCriteria g = f->floor;
            g.criteria = {};
            if (std::string why = impossibleReason(settings, std::span(&g, 1)); !why.empty())
                return "floor " + std::to_string(g.stage) + why.substr(why.find(')') + 1);
        }
    }
    return {};
}

FloorCriteria exprRunTarget(std::span<const FloorCriteria> groups, const SearchExpr &where) {
    FloorCriteria target;
    bool any = false;
    auto consider = [&](const FloorCriteria &g) {
        if (!any || detail::routeKeyOf(g) > detail::routeKeyOf(target)) {
            target = FloorCriteria{g.stage, g.path, -1, {}};
            any = true;
        }
    };
    for (const FloorCriteria &g : groups)
        consider(g);
    std::vector<const SearchExpr *> floors;
    collectFloors(where, floors);
    for (const SearchExpr *f : floors)
        consider(f->floor);
    return target;
}

SearchResult searchSeeds(const Settings &settings, const Criteria &base, const SearchExpr &where,
                         SeedSpace space, std::uint32_t from, std::uint32_t to,
                         const SearchOptions &options) {
    Criteria folded = base;
    std::vector<SearchExpr> parts;
    foldFloor(where, folded, parts);
    if (parts.empty())
        return searchSeeds(settings, folded, space, from, to, options); // the plain AND: the same search
    SearchExpr rest = allOf(std::move(parts));
    orderByCost(rest);
    Settings s;
    if (auto ended = detail::searchStart(settings, space, from, to, s))
        return *ended;
    const RoomFilter filter = bothFilters(roomFilterOf(folded), filterOf(rest));
    return detail::searchRangeWith(from, to, options, [&]() -> std::unique_ptr<detail::SeedTester> {
        return std::make_unique<FloorExprTester>(s, folded, rest, filter, space, options.gameData);
    });
}

SearchResult searchRunSeeds(const Settings &settings, std::span<const FloorCriteria> groups,
                            const SearchExpr &where, std::uint32_t from, std::uint32_t to,
                            const SearchOptions &options) {
    std::vector<FloorCriteria> all(groups.begin(), groups.end());
    std::vector<SearchExpr> parts;
    foldRun(where, all, parts);
    if (parts.empty())
        return searchRunSeeds(settings, all, from, to, options); // a plain AND of floors: the same search
    const FloorCriteria target = exprRunTarget(all, allOf(parts));
    // The groups' own test goes first when its route is the expression's (the same last floor).
    if (!all.empty()) {
        int last = detail::routeKeyOf(all.front());
        for (const FloorCriteria &g : all)
            last = std::max(last, detail::routeKeyOf(g));
        if (last != detail::routeKeyOf(target)) {
            for (const FloorCriteria &g : all) {
                SearchExpr term;
                term.op = SearchExpr::Op::Term;
                term.term = g.criteria;
                SearchExpr f;
                f.op = SearchExpr::Op::Floor;
                f.floor = g;
                f.floor.criteria = {};
                f.children.push_back(std::move(term));
                parts.push_back(std::move(f));
            }
            all.clear();
        }
    }
    SearchExpr rest = allOf(std::move(parts));
    orderByCost(rest);
    return detail::searchRangeWith(from, to, options, [&]() -> std::unique_ptr<detail::SeedTester> {
        return std::make_unique<RunExprTester>(settings, all, rest, target, options.gameData);
    });
}

} // namespace floorgen
