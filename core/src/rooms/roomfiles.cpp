// Room files (roomfiles.h): generation.md 12 "Game data".

#include "floorgen/roomfiles.h"

#include "floorgen/bitcast.h"
#include "floorgen/floatchars.h"
#include "floorgen/gamearchive.h"
#include "floorgen/gamefolder.h"

#include <algorithm>
#include <array>
#include <bit>
#include <charconv>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <unordered_set>
#include <utility>

namespace floorgen {

namespace {

struct DoorXY {
    std::int8_t x, y; // -128: no slot
};
constexpr std::int8_t kNo = -128;
// generation.md 12's door table, by shape (game id 1..12), slots 0..7.
constexpr std::array<std::array<DoorXY, 8>, 13> kDoors{{
    {},
    {{{-1, 3}, {6, -1}, {13, 3}, {6, 7}, {kNo, 0}, {kNo, 0}, {kNo, 0}, {kNo, 0}}},    // 1x1
    {{{-1, 3}, {kNo, 0}, {13, 3}, {kNo, 0}, {kNo, 0}, {kNo, 0}, {kNo, 0}, {kNo, 0}}}, // IH
    {{{kNo, 0}, {6, -1}, {kNo, 0}, {6, 7}, {kNo, 0}, {kNo, 0}, {kNo, 0}, {kNo, 0}}},  // IV
    {{{-1, 3}, {6, -1}, {13, 3}, {6, 14}, {-1, 10}, {kNo, 0}, {13, 10}, {kNo, 0}}},   // 1x2
    {{{kNo, 0}, {6, -1}, {kNo, 0}, {6, 14}, {kNo, 0}, {kNo, 0}, {kNo, 0}, {kNo, 0}}}, // IIV
    {{{-1, 3}, {6, -1}, {26, 3}, {6, 7}, {kNo, 0}, {19, -1}, {kNo, 0}, {19, 7}}},     // 2x1
    {{{-1, 3}, {kNo, 0}, {26, 3}, {kNo, 0}, {kNo, 0}, {kNo, 0}, {kNo, 0}, {kNo, 0}}}, // IIH
    {{{-1, 3}, {6, -1}, {26, 3}, {6, 14}, {-1, 10}, {19, -1}, {26, 10}, {19, 14}}},   // 2x2
    {{{12, 3}, {6, 6}, {26, 3}, {6, 14}, {-1, 10}, {19, -1}, {26, 10}, {19, 14}}},    // LTL
    {{{-1, 3}, {6, -1}, {13, 3}, {6, 14}, {-1, 10}, {19, 6}, {26, 10}, {19, 14}}},    // LTR
    {{{-1, 3}, {6, -1}, {26, 3}, {6, 7}, {12, 10}, {19, -1}, {26, 10}, {19, 14}}},    // LBL
    {{{-1, 3}, {6, -1}, {26, 3}, {6, 14}, {-1, 10}, {19, -1}, {13, 10}, {19, 7}}},    // LBR
}};

constexpr int kMaxSide = 52; // interior width or height beyond any shape's (26 x 14): "absurd"

std::string checkRoom(const RoomData &r) {
    if (r.width == 0 || r.height == 0 || r.width > kMaxSide || r.height > kMaxSide)
        return "absurd room size " + std::to_string(r.width) + " x " + std::to_string(r.height);
    if (!std::isfinite(r.weight) || r.weight < 0.0f)
        return "the weight must be a finite number of at least 0";
    return {};
}

// ---- .stb ----

class Reader {
public:
    Reader(std::span<const unsigned char> d)
        : m_d(d) {}
    std::size_t offset() const { return m_at; }
    std::size_t left() const { return m_d.size() - m_at; }
    bool u8(std::uint8_t &v) { return get(&v, 1); }
    bool u16(std::uint16_t &v) { return get(&v, 2); }
    bool s16(std::int16_t &v) { return get(&v, 2); }
    bool u32(std::uint32_t &v) { return get(&v, 4); }
    bool f32(float &v) {
        std::uint32_t bits = 0;
        if (!u32(bits))
            return false;
        v = bitCast<float>(bits);
        return true;
    }
    bool bytes(std::string &s, std::size_t n) {
        if (left() < n)
            return false;
        s.assign(reinterpret_cast<const char *>(m_d.data() + m_at), n);
        m_at += n;
        return true;
    }

private:
    template <class T> bool get(T *v, std::size_t n) {
        if (left() < n)
            return false;
        // Little-endian, whatever the host.
        std::uint32_t x = 0;
        for (std::size_t i = 0; i < n; ++i)
            x |= std::uint32_t{m_d[m_at + i]} << (8 * i);
        m_at += n;
        *v = static_cast<T>(x);
        return true;
    }
    std::span<const unsigned char> m_d;
    std::size_t m_at = 0;
};

constexpr std::size_t kStbRoomMin = 25, kStbDoor = 5, kStbSpawnMin = 5, kStbEntity = 10;

// ---- .xml: a small reader for the elements and attributes of room files ----

struct XmlTag {
    std::string name;
    std::vector<std::pair<std::string, std::string>> attributes;
    bool closing = false;     // </name>
    bool selfClosing = false; // <name ... />
    int line = 1;
};

class XmlReader {
public:
    explicit XmlReader(std::string_view text)
        : m_t(text) {}
    int line() const { return m_line; }
    // The next tag, skipping text, comments, the declaration, processing instructions and DOCTYPE. False at
    // the end (error empty) or on a syntax error (error set).
    bool next(XmlTag &tag, std::string &error) {
        while (true) {
            while (m_at < m_t.size() && m_t[m_at] != '<')
                advance();
            if (m_at >= m_t.size())
                return false;
            if (starts("<!--")) {
                if (!skipPast("-->", error, "a comment"))
                    return false;
                continue;
            }
            if (starts("<?")) {
                if (!skipPast("?>", error, "a processing instruction"))
                    return false;
                continue;
            }
            if (starts("<![CDATA[")) {
                if (!skipPast("]]>", error, "a CDATA section"))
                    return false;
                continue;
            }
            if (starts("<!")) {
                if (!skipPast(">", error, "a declaration"))
                    return false;
                continue;
            }
            return readTag(tag, error);
        }
    }

private:
    void advance() {
        if (m_t[m_at] == '\n')
            ++m_line;
        ++m_at;
    }
    bool starts(std::string_view s) const { return m_t.substr(m_at, s.size()) == s; }
    bool skipPast(std::string_view end, std::string &error, const char *what) {
        const std::size_t p = m_t.find(end, m_at);
        if (p == std::string_view::npos) {
            error = std::string(what) + " is not closed";
            return false;
        }
        while (m_at < p + end.size())
            advance();
        return true;
    }
    static bool nameChar(char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == ':' || c == '.';
    }
    void spaces() {
        while (m_at < m_t.size() &&
               (m_t[m_at] == ' ' || m_t[m_at] == '\t' || m_t[m_at] == '\r' || m_t[m_at] == '\n'))
            advance();
    }
    std::string name() {
        const std::size_t b = m_at;
        while (m_at < m_t.size() && nameChar(m_t[m_at]))
            ++m_at;
        return std::string(m_t.substr(b, m_at - b));
    }
    bool readTag(XmlTag &tag, std::string &error) {
        tag = XmlTag{};
        tag.line = m_line;
        ++m_at; // '<'
        if (m_at < m_t.size() && m_t[m_at] == '/') {
            tag.closing = true;
            ++m_at;
        }
        tag.name = name();
        if (tag.name.empty()) {
            error = "a tag without a name";
            return false;
        }
        m_attributeNames.clear();
        std::unordered_set<std::string_view> seen; // filled once the tag has many attributes
        while (true) {
            spaces();
            if (m_at >= m_t.size()) {
                error = "the tag <" + tag.name + "> is not closed";
                return false;
            }
            const char c = m_t[m_at];
            if (c == '>') {
                ++m_at;
                return true;
            }
            if (c == '/' && !tag.closing && starts("/>")) {
                m_at += 2;
                tag.selfClosing = true;
                return true;
            }
            if (tag.closing) {
                error = "unexpected text in </" + tag.name + ">";
                return false;
            }
            const std::size_t keyAt = m_at;
            std::string key = name();
            const std::string_view keyText = m_t.substr(keyAt, key.size());
            if (key.empty()) {
                error = "unexpected character '" + std::string(1, c) + "' in <" + tag.name + ">";
                return false;
            }
            spaces();
            if (m_at >= m_t.size() || m_t[m_at] != '=') {
                error = "the attribute " + key + " of <" + tag.name + "> has no value";
                return false;
            }
            ++m_at;
            spaces();
            if (m_at >= m_t.size() || (m_t[m_at] != '"' && m_t[m_at] != '\'')) {
                error = "the value of " + key + " is not quoted";
                return false;
            }
            const char q = m_t[m_at++];
            const std::size_t end = m_t.find(q, m_at);
            if (end == std::string_view::npos) {
                error = "the value of " + key + " is not closed";
                return false;
            }
            std::string value;
            if (!unescape(m_t.substr(m_at, end - m_at), value, error))
                return false;
            while (m_at < end)
                advance();
            ++m_at;
            if (isRepeated(tag, keyText, seen)) {
                error = "the attribute " + key + " is given twice";
                return false;
            }
            tag.attributes.emplace_back(std::move(key), std::move(value));
            m_attributeNames.push_back(keyText);
        }
    }
    // Whether the tag already has the attribute `key` (a view into the text). Linear in the number of
    // attributes over the whole tag: a few are compared one by one, more go through a set of the names seen,
    // made for that tag alone (issue 39: 400,000 attributes on one element took minutes when each was
    // compared with every earlier one).
    static constexpr std::size_t kFewAttributes = 16;
    bool isRepeated(const XmlTag &tag, std::string_view key,
                    std::unordered_set<std::string_view> &seen) const {
        if (tag.attributes.size() < kFewAttributes) {
            for (const auto &a : tag.attributes)
                if (a.first == key)
                    return true;
            return false;
        }
        if (seen.empty())
            seen.insert(m_attributeNames.begin(), m_attributeNames.end());
        return !seen.insert(key).second;
    }
    static bool unescape(std::string_view raw, std::string &out, std::string &error) {
        out.clear();
        for (std::size_t i = 0; i < raw.size(); ++i) {
            if (raw[i] == '<') {
                error = "'<' in an attribute value";
                return false;
            }
            if (raw[i] != '&') {
                out += raw[i];
                continue;
            }
            const std::size_t semi = raw.find(';', i);
            if (semi == std::string_view::npos || semi - i > 10) {
                error = "a bad character reference in an attribute value";
                return false;
            }
            const std::string_view ent = raw.substr(i + 1, semi - i - 1);
            if (ent == "amp")
                out += '&';
            else if (ent == "lt")
                out += '<';
            else if (ent == "gt")
                out += '>';
            else if (ent == "quot")
                out += '"';
            else if (ent == "apos")
                out += '\'';
            else if (ent.size() > 1 && ent[0] == '#') {
                unsigned code = 0;
                const bool hex = ent[1] == 'x' || ent[1] == 'X';
                const std::string_view digits = ent.substr(hex ? 2 : 1);
                const auto r =
                    std::from_chars(digits.data(), digits.data() + digits.size(), code, hex ? 16 : 10);
                if (digits.empty() || r.ec != std::errc{} || r.ptr != digits.data() + digits.size() ||
                    code == 0 || code > 0x10FFFF) {
                    error = "a bad character reference in an attribute value";
                    return false;
                }
                // UTF-8
                if (code < 0x80) {
                    out += static_cast<char>(code);
                } else if (code < 0x800) {
                    out += static_cast<char>(0xC0 | (code >> 6));
                    out += static_cast<char>(0x80 | (code & 0x3F));
                } else if (code < 0x10000) {
                    out += static_cast<char>(0xE0 | (code >> 12));
                    out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
                    out += static_cast<char>(0x80 | (code & 0x3F));
                } else {
                    out += static_cast<char>(0xF0 | (code >> 18));
                    out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
                    out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
                    out += static_cast<char>(0x80 | (code & 0x3F));
                }
            } else {
                error = "an unknown entity &" + std::string(ent) + ";";
                return false;
            }
            i = semi;
        }
        return true;
    }

    std::string_view m_t;
    std::size_t m_at = 0;
    int m_line = 1;
    std::vector<std::string_view> m_attributeNames; // the tag's so far, as views into the text
};

const std::string *attribute(const XmlTag &t, std::string_view key) {
    for (const auto &a : t.attributes)
        if (a.first == key)
            return &a.second;
    return nullptr;
}

// An integer attribute in [lo, hi]; `required` false: absent leaves v.
template <class T>
bool intAttr(const XmlTag &t, const char *key, T &v, long long lo, long long hi, bool required,
             std::string &error) {
    const std::string *s = attribute(t, key);
    if (!s) {
        if (required)
            error = "<" + t.name + "> has no " + key;
        return !required;
    }
    long long x = 0;
    const auto r = std::from_chars(s->data(), s->data() + s->size(), x);
    if (s->empty() || r.ec != std::errc{} || r.ptr != s->data() + s->size() || x < lo || x > hi) {
        error = "<" + t.name + "> " + key + "=\"" + s->substr(0, 40) + "\" is not a whole number from " +
                std::to_string(lo) + " to " + std::to_string(hi);
        return false;
    }
    v = static_cast<T>(x);
    return true;
}

bool floatAttr(const XmlTag &t, const char *key, float &v, bool required, std::string &error) {
    const std::string *s = attribute(t, key);
    if (!s) {
        if (required)
            error = "<" + t.name + "> has no " + key;
        return !required;
    }
    float x = 0;
    if (s->empty() || !floatchars::parseFloat(*s, x) || !std::isfinite(x)) {
        error = "<" + t.name + "> " + key + "=\"" + s->substr(0, 40) + "\" is not a number";
        return false;
    }
    v = x;
    return true;
}

bool boolAttr(const XmlTag &t, const char *key, bool &v, std::string &error) {
    const std::string *s = attribute(t, key);
    if (!s) {
        v = true; // a door element without `exists` is a door
        return true;
    }
    std::string low;
    for (char c : *s)
        low += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (low == "1" || low == "true")
        v = true;
    else if (low == "0" || low == "false")
        v = false;
    else {
        error = "<" + t.name + "> " + key + "=\"" + s->substr(0, 40) + "\" is not 1, 0, true or false";
        return false;
    }
    return true;
}

} // namespace

namespace {

// Walks a simple XML document: every start tag below the root with the names of the elements it is in
// (`open`, outermost first: its depth is open.size(), 1 for a child of the root), with the nesting checked
// and `root` required as the root element. visit(tag, open, why) returns false with `why` set to stop. Errors
// name `fileName` and the line.
template <class Visit>
bool walkXml(std::string_view text, const std::string &fileName, const std::string &root, std::string &error,
             Visit visit) {
    // UTF-16 (a byte-order mark, or the NUL bytes of "<\0" or "\0<") is not read as bytes of UTF-8: said as
    // such, not as "a tag without a name" (issue 39).
    if (text.starts_with("\xFF\xFE") || text.starts_with("\xFE\xFF") ||
        (text.size() >= 2 && (text[0] == '\0' || text[1] == '\0'))) {
        error = fileName + ": line 1: the file is UTF-16 (or holds NUL bytes); save it as UTF-8";
        return false;
    }
    XmlReader x(text);
    XmlTag tag;
    std::vector<std::string> open; // element names, outermost first
    bool sawRoot = false;
    std::string why;
    auto fail = [&](int line, const std::string &what) {
        error = fileName + ": line " + std::to_string(line) + ": " + what;
        return false;
    };
    while (x.next(tag, why)) {
        if (tag.closing) {
            if (open.empty() || open.back() != tag.name)
                return fail(tag.line, "</" + tag.name + "> closes " +
                                          (open.empty() ? std::string("nothing") : "<" + open.back() + ">"));
            open.pop_back();
            continue;
        }
        if (open.size() >= 32)
            return fail(tag.line, "elements nested too deep");
        if (open.empty()) {
            if (tag.name != root)
                return fail(tag.line, "the root element is <" + tag.name + ">, not <" + root + ">");
            if (sawRoot)
                return fail(tag.line, "a second <" + root + "> element");
            sawRoot = true;
        } else if (!visit(tag, std::as_const(open), why)) {
            return fail(tag.line, why);
        }
        if (!tag.selfClosing)
            open.push_back(tag.name);
    }
    if (!why.empty())
        return fail(x.line(), why);
    if (!sawRoot)
        return fail(x.line(), "no <" + root + "> element");
    if (!open.empty())
        return fail(x.line(), "the file ends inside <" + open.back() + ">");
    return true;
}

constexpr std::pair<std::string_view, int> kPoolSlots[] = {
    {"basement", 1},    {"cellar", 2},        {"burning basement", 3}, {"caves", 4},
    {"catacombs", 5},   {"flooded caves", 6}, {"depths", 7},           {"necropolis", 8},
    {"dank depths", 9}, {"womb", 10},         {"utero", 11},           {"scarred womb", 12},
    {"blue womb", 13},  {"sheol", 14},        {"cathedral", 15},       {"dark room", 16},
    {"chest", 17},      {"void", 26},         {"downpour", 27},        {"dross", 28},
    {"mines", 29},      {"ashpit", 30},       {"mausoleum", 31},       {"gehenna", 32},
    {"corpse", 33},     {"mortis", 34}};

} // namespace

int bossPoolSlotOfName(std::string_view name) {
    std::string low;
    for (char c : name)
        low += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (const auto &[n, slot] : kPoolSlots)
        if (low == n)
            return slot;
    return -1;
}

bool parseBossPoolsXml(std::string_view text, const std::string &name, BossPoolData &out,
                       std::string &error) {
    BossPoolData data;
    std::array<bool, kBossPoolCount> named{};
    int slot = -1; // the pool being read, -1: none or one the app does not know
    const bool ok =
        walkXml(text, name, "bosspools", error,
                [&](const XmlTag &tag, const std::vector<std::string> &open, std::string &why) {
                    const std::size_t depth = open.size();
                    const std::string &parent = open.back();
                    if (depth == 1 && tag.name == "pool") {
                        const std::string *poolName = attribute(tag, "name");
                        if (!poolName)
                            return why = "<pool> has no name", false;
                        slot = bossPoolSlotOfName(*poolName);
                        if (slot < 0)
                            return true; // R9.1: unknown names are skipped
                        if (named[static_cast<std::size_t>(slot)])
                            return why = "the pool \"" + *poolName + "\" is given twice", false;
                        named[static_cast<std::size_t>(slot)] = true;
                        return intAttr(tag, "doubletrouble", data.dt[static_cast<std::size_t>(slot)], 0,
                                       0xFFFF, false, why);
                    }
                    if (depth == 2 && parent == "pool" && tag.name == "boss" && slot >= 0) {
                        auto &pool = data.pools[static_cast<std::size_t>(slot)];
                        if (pool.size() >= static_cast<std::size_t>(kMaxPoolEntries))
                            return why = "a pool of more than " + std::to_string(kMaxPoolEntries) + " bosses",
                                   false;
                        BossEntry e{0, 1.0f};
                        if (!intAttr(tag, "id", e.id, 0, 32767, true, why) ||
                            !floatAttr(tag, "weight", e.weight, true, why) ||
                            !intAttr(tag, "room", e.room, 0, 0xFFFF, false, why))
                            return false;
                        if (e.weight < 0.0f)
                            return why = "a boss's weight must be at least 0", false;
                        pool.push_back(e);
                    }
                    return true;
                });
    if (!ok)
        return false;
    out = std::move(data);
    return true;
}

bool parseBossPortraitsXml(std::string_view text, const std::string &name, std::vector<BossPortrait> &out,
                           std::string &error) {
    std::vector<BossPortrait> bosses;
    const bool ok = walkXml(text, name, "bosses", error,
                            [&](const XmlTag &tag, const std::vector<std::string> &open, std::string &why) {
                                if (open.size() != 1 || tag.name != "boss")
                                    return true;
                                if (bosses.size() >= 0xFFFF)
                                    return why = "more than 65535 bosses", false;
                                BossPortrait b;
                                if (!intAttr(tag, "id", b.id, 0, 32767, true, why) ||
                                    !intAttr(tag, "achievement", b.achievement, -1, 0xFFFF, false, why))
                                    return false;
                                if (const std::string *n = attribute(tag, "name"))
                                    b.name = n->substr(0, 200);
                                bosses.push_back(std::move(b));
                                return true;
                            });
    if (!ok)
        return false;
    out = std::move(bosses);
    return true;
}

bool parseStagesXml(std::string_view text, const std::string &name, std::vector<StageFileName> &out,
                    std::string &error) {
    // <stages root="rooms/"> with <stage id="N" path="NN.name.xml" .../> children (generation.md 16.3).
    XmlReader x(text);
    XmlTag tag;
    std::string why, root;
    bool sawRoot = false;
    std::vector<StageFileName> stages;
    const auto fail = [&](int line, const std::string &what) {
        error = name + ": line " + std::to_string(line) + ": " + what;
        return false;
    };
    while (x.next(tag, why)) {
        if (tag.closing)
            continue;
        if (tag.name == "stages" && !sawRoot) {
            sawRoot = true;
            if (const std::string *r = attribute(tag, "root"))
                root = *r;
        } else if (tag.name == "stage" && sawRoot) {
            StageFileName s;
            if (!intAttr(tag, "id", s.id, 0, 999, true, why))
                return fail(tag.line, why);
            const std::string *path = attribute(tag, "path");
            if (!path || path->empty())
                continue; // a stage without a room file
            if (stages.size() >= 4096)
                return fail(tag.line, "more than 4096 stages");
            bool known = false; // a stage id given again: the first one counts
            for (const StageFileName &o : stages)
                known = known || o.id == s.id;
            if (known)
                continue;
            std::string file = root + *path;
            if (file.size() >= 4 && archiveName(file.substr(file.size() - 4)) == ".xml")
                file.replace(file.size() - 4, 4, ".stb");
            s.path = "resources/" + file;
            stages.push_back(std::move(s));
        }
    }
    if (!why.empty())
        return fail(x.line(), why);
    if (!sawRoot)
        return fail(x.line(), "no <stages> element");
    out = std::move(stages);
    return true;
}

void applyPortraits(BossPoolData &data, std::span<const BossPortrait> portraits) {
    // The first portrait of an id counts; looked up in a sorted copy, so that 65,535 portraits do not cost a
    // scan for every boss of every pool.
    std::vector<std::pair<int, int>> byId; // id, achievement; in file order within an id
    byId.reserve(portraits.size());
    for (const BossPortrait &b : portraits)
        byId.emplace_back(b.id, b.achievement);
    std::stable_sort(byId.begin(), byId.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    for (auto &pool : data.pools)
        for (BossEntry &e : pool) {
            const auto it = std::lower_bound(byId.begin(), byId.end(), static_cast<int>(e.id),
                                             [](const auto &p, int id) { return p.first < id; });
            e.achievement = it != byId.end() && it->first == e.id ? it->second : -1;
        }
}

int doorSlotAt(Shape shape, int x, int y) {
    const auto s = static_cast<std::size_t>(shape);
    if (s < 1 || s > 12)
        return -1;
    for (int slot = 0; slot < 8; ++slot) {
        const DoorXY d = kDoors[s][static_cast<std::size_t>(slot)];
        if (d.x != kNo && d.x == x && d.y == y)
            return slot;
    }
    return -1;
}

bool doorPosition(Shape shape, int slot, int &x, int &y) {
    const auto s = static_cast<std::size_t>(shape);
    if (s < 1 || s > 12 || slot < 0 || slot > 7)
        return false;
    const DoorXY d = kDoors[s][static_cast<std::size_t>(slot)];
    if (d.x == kNo)
        return false;
    x = d.x;
    y = d.y;
    return true;
}

bool parseStb(std::span<const unsigned char> data, RoomFile &file, std::string &error) {
    file.rooms.clear();
    Reader r(data);
    std::size_t at = 0;
    auto fail = [&](const std::string &what) {
        error = file.name + ": byte " + std::to_string(at) + ": " + what;
        file.rooms.clear();
        return false;
    };
    auto truncated = [&](const char *what) { return fail(std::string("the file ends inside ") + what); };
    std::string magic;
    if (!r.bytes(magic, 4) || magic != "STB1")
        return fail("not a room file (it does not start with STB1)");
    std::uint32_t count = 0;
    at = r.offset();
    if (!r.u32(count))
        return truncated("the room count");
    if (count > r.left() / kStbRoomMin)
        return fail("the file says it holds " + std::to_string(count) + " rooms, more than its " +
                    std::to_string(r.left()) + " remaining bytes can hold");
    file.rooms.reserve(count);
    for (std::uint32_t i = 0; i < count; ++i) {
        at = r.offset();
        RoomData room;
        std::uint16_t nameLength = 0, spawnCount = 0;
        std::uint8_t shape = 0, doorCount = 0;
        if (!r.u32(room.type) || !r.u32(room.variant) || !r.u32(room.subtype) || !r.u8(room.difficulty) ||
            !r.u16(nameLength))
            return truncated("a room's header");
        at = r.offset();
        if (!r.bytes(room.name, nameLength))
            return truncated("a room's name");
        at = r.offset();
        if (!r.f32(room.weight) || !r.u8(room.width) || !r.u8(room.height) || !r.u8(shape) ||
            !r.u8(doorCount) || !r.u16(spawnCount))
            return truncated("a room's header");
        if (shape < 1 || shape > 12)
            return fail("room " + std::to_string(i + 1) + " (variant " + std::to_string(room.variant) +
                        ") has shape " + std::to_string(shape) + ", not 1 to 12");
        room.shape = static_cast<Shape>(shape);
        if (std::string why = checkRoom(room); !why.empty())
            return fail("room " + std::to_string(i + 1) + " (variant " + std::to_string(room.variant) +
                        "): " + why);
        at = r.offset();
        if (doorCount > r.left() / kStbDoor)
            return fail("the room's door count runs past the end of the file");
        for (int d = 0; d < doorCount; ++d) {
            std::int16_t x = 0, y = 0;
            std::uint8_t exists = 0;
            if (!r.s16(x) || !r.s16(y) || !r.u8(exists))
                return truncated("a door");
            if (const int slot = doorSlotAt(room.shape, x, y); slot >= 0 && exists)
                room.doors = static_cast<std::uint8_t>(room.doors | (1u << slot));
        }
        at = r.offset();
        if (spawnCount > r.left() / kStbSpawnMin)
            return fail("the room's spawn count runs past the end of the file");
        room.spawns.reserve(spawnCount);
        for (int k = 0; k < spawnCount; ++k) {
            at = r.offset();
            RoomSpawn sp;
            if (!r.s16(sp.x) || !r.s16(sp.y) || !r.u8(sp.count))
                return truncated("a spawn");
            if (sp.count > r.left() / kStbEntity)
                return fail("the spawn's entity count runs past the end of the file");
            sp.first = static_cast<std::uint32_t>(room.entities.size());
            room.entities.resize(room.entities.size() + sp.count);
            for (RoomEntity &e : std::span<RoomEntity>(room.entities).subspan(sp.first)) {
                if (!r.u16(e.type) || !r.u16(e.variant) || !r.u16(e.subtype) || !r.f32(e.weight))
                    return truncated("an entity");
                if (!std::isfinite(e.weight) || e.weight < 0.0f)
                    return fail("an entity's weight must be a finite number of at least 0");
            }
            room.spawns.push_back(sp);
        }
        file.rooms.push_back(std::move(room));
    }
    at = r.offset();
    if (r.left() != 0)
        return fail(std::to_string(r.left()) + " bytes after the last room");
    return true;
}

bool parseRoomXml(std::string_view text, RoomFile &file, std::string &error) {
    file.rooms.clear();
    // Only the elements at their own depth (rooms > room > door or spawn, spawn > entity) are read: an
    // editor's element of the same name elsewhere is not one.
    const bool ok = walkXml(
        text, file.name, "rooms", error,
        [&](const XmlTag &tag, const std::vector<std::string> &open, std::string &why) {
            const std::size_t depth = open.size();
            const bool inRoom = depth >= 2 && open[1] == "room";
            if (tag.name == "room" && depth == 1) {
                RoomData r;
                int shape = 1;
                if (!intAttr(tag, "variant", r.variant, 0, 0xFFFFFFFFll, true, why) ||
                    !intAttr(tag, "type", r.type, 0, 0xFFFFFFFFll, true, why) ||
                    !intAttr(tag, "subtype", r.subtype, 0, 0xFFFFFFFFll, false, why) ||
                    !intAttr(tag, "shape", shape, 1, 12, true, why) ||
                    !intAttr(tag, "width", r.width, 0, 255, true, why) ||
                    !intAttr(tag, "height", r.height, 0, 255, true, why) ||
                    !intAttr(tag, "difficulty", r.difficulty, 0, 255, false, why) ||
                    !floatAttr(tag, "weight", r.weight, false, why))
                    return false;
                r.shape = static_cast<Shape>(shape);
                if (const std::string *n = attribute(tag, "name"))
                    r.name = *n;
                if (r.name.size() > 0xFFFF)
                    return why = "a room name longer than 65535 bytes", false;
                if (std::string bad = checkRoom(r); !bad.empty())
                    return why = "room variant " + std::to_string(r.variant) + ": " + bad, false;
                file.rooms.push_back(std::move(r));
            } else if (tag.name == "door" && depth == 2 && inRoom) {
                RoomData &room = file.rooms.back();
                int dx = 0, dy = 0;
                bool exists = true;
                if (!intAttr(tag, "x", dx, -32768, 32767, true, why) ||
                    !intAttr(tag, "y", dy, -32768, 32767, true, why) || !boolAttr(tag, "exists", exists, why))
                    return false;
                if (const int slot = doorSlotAt(room.shape, dx, dy); slot >= 0 && exists)
                    room.doors = static_cast<std::uint8_t>(room.doors | (1u << slot));
            } else if (tag.name == "spawn" && depth == 2 && inRoom) {
                RoomData &room = file.rooms.back();
                RoomSpawn sp;
                if (room.spawns.size() >= 0xFFFF)
                    return why = "more than 65535 spawns in one room", false;
                if (!intAttr(tag, "x", sp.x, -32768, 32767, true, why) ||
                    !intAttr(tag, "y", sp.y, -32768, 32767, true, why))
                    return false;
                sp.first = static_cast<std::uint32_t>(room.entities.size());
                room.spawns.push_back(sp);
            } else if (tag.name == "entity" && depth == 3 && inRoom && open[2] == "spawn") {
                RoomData &room = file.rooms.back();
                RoomSpawn &spawn = room.spawns.back();
                RoomEntity e;
                if (!intAttr(tag, "type", e.type, 0, 65535, true, why) ||
                    !intAttr(tag, "variant", e.variant, 0, 65535, false, why) ||
                    !intAttr(tag, "subtype", e.subtype, 0, 65535, false, why) ||
                    !floatAttr(tag, "weight", e.weight, false, why))
                    return false;
                if (e.weight < 0.0f)
                    return why = "an entity's weight must be at least 0", false;
                if (spawn.count == 255)
                    return why = "more than 255 entities in one spawn", false;
                room.entities.push_back(e);
                ++spawn.count;
            }
            // Other elements are the editor's own: ignored, but they must nest properly.
            return true;
        });
    if (!ok)
        file.rooms.clear();
    return ok;
}

std::vector<unsigned char> writeStb(const RoomFile &file) {
    std::vector<unsigned char> out;
    auto put = [&out](std::uint32_t v, int n) {
        for (int i = 0; i < n; ++i)
            out.push_back(static_cast<unsigned char>(v >> (8 * i)));
    };
    for (char c : {'S', 'T', 'B', '1'})
        out.push_back(static_cast<unsigned char>(c));
    put(static_cast<std::uint32_t>(file.rooms.size()), 4);
    for (const RoomData &r : file.rooms) {
        put(r.type, 4);
        put(r.variant, 4);
        put(r.subtype, 4);
        put(r.difficulty, 1);
        put(static_cast<std::uint32_t>(r.name.size()), 2);
        for (char c : r.name)
            out.push_back(static_cast<unsigned char>(c));
        put(bitCast<std::uint32_t>(r.weight), 4);
        put(r.width, 1);
        put(r.height, 1);
        put(static_cast<std::uint32_t>(r.shape), 1);
        int doors = 0; // the slots the shape has: a mask bit of a slot it lacks has no position to write
        for (int s = 0; s < 8; ++s) {
            int x = 0, y = 0;
            doors += ((r.doors >> s) & 1) && doorPosition(r.shape, s, x, y) ? 1 : 0;
        }
        put(static_cast<std::uint32_t>(doors), 1);
        put(static_cast<std::uint32_t>(r.spawns.size()), 2);
        for (int s = 0; s < 8; ++s) {
            int x = 0, y = 0;
            if (((r.doors >> s) & 1) && doorPosition(r.shape, s, x, y)) {
                put(static_cast<std::uint16_t>(x), 2);
                put(static_cast<std::uint16_t>(y), 2);
                put(1, 1);
            }
        }
        for (const RoomSpawn &sp : r.spawns) {
            put(static_cast<std::uint16_t>(sp.x), 2);
            put(static_cast<std::uint16_t>(sp.y), 2);
            put(sp.count, 1);
            for (const RoomEntity &e : r.entitiesOf(sp)) {
                put(e.type, 2);
                put(e.variant, 2);
                put(e.subtype, 2);
                put(bitCast<std::uint32_t>(e.weight), 4);
            }
        }
    }
    return out;
}

namespace {

std::string xmlEscaped(std::string_view s) {
    std::string out;
    for (char c : s) {
        switch (c) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        default:
            out += c;
        }
    }
    return out;
}

std::string floatText(float f) {
    return floatchars::shortestFloat(f); // shortest round trip
}

} // namespace

std::string writeRoomXml(const RoomFile &file) {
    std::string out = "<?xml version=\"1.0\" ?>\n<rooms>\n";
    for (const RoomData &r : file.rooms) {
        out += "  <room variant=\"" + std::to_string(r.variant) + "\" name=\"" + xmlEscaped(r.name) +
               "\" type=\"" + std::to_string(r.type) + "\" subtype=\"" + std::to_string(r.subtype) +
               "\" shape=\"" + std::to_string(static_cast<int>(r.shape)) + "\" width=\"" +
               std::to_string(r.width) + "\" height=\"" + std::to_string(r.height) + "\" difficulty=\"" +
               std::to_string(r.difficulty) + "\" weight=\"" + floatText(r.weight) + "\">\n";
        for (int s = 0; s < 8; ++s) {
            int x = 0, y = 0;
            if (doorPosition(r.shape, s, x, y))
                out += "    <door x=\"" + std::to_string(x) + "\" y=\"" + std::to_string(y) + "\" exists=\"" +
                       (((r.doors >> s) & 1) ? "True" : "False") + "\" />\n";
        }
        for (const RoomSpawn &sp : r.spawns) {
            out += "    <spawn x=\"" + std::to_string(sp.x) + "\" y=\"" + std::to_string(sp.y) + "\">\n";
            for (const RoomEntity &e : r.entitiesOf(sp))
                out += "      <entity type=\"" + std::to_string(e.type) + "\" variant=\"" +
                       std::to_string(e.variant) + "\" subtype=\"" + std::to_string(e.subtype) +
                       "\" weight=\"" + floatText(e.weight) + "\" />\n";
            out += "    </spawn>\n";
        }
        out += "  </room>\n";
    }
    out += "</rooms>\n";
    return out;
}

std::string writeBossPoolsXml(const BossPoolData &data) {
    std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<bosspools>\n";
    for (const auto &[poolName, slot] : kPoolSlots) {
        const auto &pool = data.pools[static_cast<std::size_t>(slot)];
        const std::int32_t dt = data.dt[static_cast<std::size_t>(slot)];
        if (pool.empty() && dt == 0)
            continue;
        out += "    <pool name=\"" + std::string(poolName) + "\"" +
               (dt != 0 ? " doubletrouble=\"" + std::to_string(dt) + "\"" : std::string()) + ">\n";
        for (const BossEntry &e : pool)
            out += "        <boss id=\"" + std::to_string(e.id) + "\" weight=\"" + floatText(e.weight) +
                   "\"" + (e.room != 0 ? " room=\"" + std::to_string(e.room) + "\"" : std::string()) +
                   " />\n";
        out += "    </pool>\n";
    }
    return out + "</bosspools>\n";
}

std::string writeBossPortraitsXml(std::span<const BossPortrait> bosses) {
    std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<bosses root=\"gfx/ui/boss/\">\n";
    for (const BossPortrait &b : bosses)
        out +=
            "    <boss id=\"" + std::to_string(b.id) + "\" name=\"" + xmlEscaped(b.name) + "\"" +
            (b.achievement >= 0 ? " achievement=\"" + std::to_string(b.achievement) + "\"" : std::string()) +
            " />\n";
    return out + "</bosses>\n";
}

int stageIdOfName(std::string_view n) {
    if (n.size() < 7 || !std::isdigit(static_cast<unsigned char>(n[0])) ||
        !std::isdigit(static_cast<unsigned char>(n[1])) || n[2] != '.')
        return -1;
    std::string ext;
    for (char c : n.substr(n.size() - 4))
        ext += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (ext != ".stb" && ext != ".xml")
        return -1;
    return (n[0] - '0') * 10 + (n[1] - '0');
}

namespace {

// Why `path` cannot be reached: no such file, a link to nothing, a loop of links, a folder that cannot be
// entered (issue 39: all of them said "no such file"). `ec` is what fs::status gave.
std::string missingFileReason(const std::string &path, const std::error_code &ec) {
    namespace fs = std::filesystem;
    std::error_code lec;
    const auto link = fs::symlink_status(path, lec);
    if (ec == std::errc::too_many_symbolic_link_levels)
        return "a loop of symbolic links";
    if (!lec && fs::is_symlink(link) && (!ec || ec == std::errc::no_such_file_or_directory))
        return "a symbolic link to nothing";
    if (ec && ec != std::errc::no_such_file_or_directory)
        return "cannot reach it (" + ec.message() + ")";
    return "no such file";
}

// The bytes of a regular file of at most kMaxRoomFileBytes (never read whole when bigger, never a device).
bool readBounded(const std::string &path, std::vector<unsigned char> &bytes, std::string &error) {
    namespace fs = std::filesystem;
    std::error_code ec;
    const auto status = fs::status(path, ec);
    if (ec || !fs::exists(status)) {
        error = path + ": " + missingFileReason(path, ec);
        return false;
    }
    if (!fs::is_regular_file(status)) {
        error = path + ": not a regular file";
        return false;
    }
    const auto size = fs::file_size(path, ec);
    if (ec) {
        error = path + ": cannot read it (" + ec.message() + ")";
        return false;
    }
    if (size > kMaxRoomFileBytes) {
        error = path + ": " + std::to_string(size) + " bytes, more than a room file can be (" +
                std::to_string(kMaxRoomFileBytes >> 20) + " MiB)";
        return false;
    }
    std::ifstream in(path, std::ios::binary);
    bytes.assign(static_cast<std::size_t>(size), 0);
    if (!in || !in.read(reinterpret_cast<char *>(bytes.data()), static_cast<std::streamsize>(size)) ||
        in.gcount() != static_cast<std::streamsize>(size)) {
        error = path + ": cannot read it";
        return false;
    }
    return true;
}

} // namespace

bool readRoomFile(const std::string &path, RoomFile &file, std::string &error) {
    namespace fs = std::filesystem;
    file = RoomFile{};
    file.name = fs::path(path).filename().string();
    std::vector<unsigned char> bytes;
    if (!readBounded(path, bytes, error))
        return false;
    std::string ext = fs::path(path).extension().string();
    for (char &c : ext)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    file.name = path;
    if (ext == ".stb")
        return parseStb(bytes, file, error);
    if (ext == ".xml")
        return parseRoomXml(std::string_view(reinterpret_cast<const char *>(bytes.data()), bytes.size()),
                            file, error);
    error = path + ": not a .stb or .xml room file";
    return false;
}

const RoomFile *RoomFileSet::file(int stageId) const {
    for (const auto &[id, f] : files)
        if (id == stageId)
            return &f;
    return nullptr;
}

namespace {

// The folder that holds `folder`, by its name: "gd/rooms/" and "gd/rooms/." give "gd", "." the parent of the
// working folder (absolute then). Empty for the root.
std::filesystem::path parentFolder(const std::filesystem::path &folder) {
    namespace fs = std::filesystem;
    fs::path p = folder.lexically_normal();
    while (!p.empty() && !p.has_filename() && p != p.root_path())
        p = p.parent_path(); // "gd/rooms/" -> "gd/rooms"
    if (p.empty() || p == "." || p.filename() == "..") {
        std::error_code ec;
        p = fs::absolute(folder, ec).lexically_normal();
        if (ec)
            return {};
        while (!p.empty() && !p.has_filename() && p != p.root_path())
            p = p.parent_path();
    }
    if (p.empty() || p == p.root_path())
        return {};
    return p.has_parent_path() ? p.parent_path() : fs::path("."); // "rooms": the working folder
}

} // namespace

bool loadRoomFolder(const std::string &dir, RoomFileSet &set, std::string &error) {
    namespace fs = std::filesystem;
    set = RoomFileSet{};
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) {
        error = dir + ": " + (fs::exists(dir, ec) ? "not a folder" : "no such folder");
        return false;
    }
    fs::path folder = fs::path(dir) / "rooms";
    if (!fs::is_directory(folder, ec))
        folder = fs::path(dir);
    std::vector<std::pair<int, fs::path>> found;
    fs::directory_iterator it(folder, ec), end;
    if (ec) {
        error = folder.string() + ": cannot list it (" + ec.message() + ")";
        return false;
    }
    for (; it != end; it.increment(ec)) {
        if (ec) {
            error = folder.string() + ": cannot list it (" + ec.message() + ")";
            return false;
        }
        const int id = stageIdOfName(it->path().filename().string());
        if (id >= 0)
            found.emplace_back(id, it->path());
    }
    // Directory order is the file system's: sort, so that messages and results do not depend on it.
    std::sort(found.begin(), found.end());
    for (std::size_t i = 1; i < found.size(); ++i)
        if (found[i].first == found[i - 1].first) {
            error = folder.string() + ": stage id " + std::to_string(found[i].first) + " is given twice (" +
                    found[i - 1].second.filename().string() + " and " + found[i].second.filename().string() +
                    ")";
            return false;
        }
    if (found.empty()) {
        error = folder.string() + ": no room files (NN.name.stb or NN.name.xml) in it";
        return false;
    }
    // The caps of a whole folder (kMaxGameDataBytes from the sizes, before anything is read; kMaxGameRooms
    // as the files are parsed). A size that cannot be told is left to readRoomFile to report.
    std::uint64_t totalBytes = 0;
    for (const auto &[id, path] : found) {
        std::error_code sec;
        const std::uintmax_t size = fs::file_size(path, sec);
        totalBytes += sec ? 0 : size;
    }
    if (totalBytes > kMaxGameDataBytes) {
        error = folder.string() + ": its room files take more than " +
                std::to_string(kMaxGameDataBytes >> 20) + " MiB, more than a game holds; nothing is loaded";
        return false;
    }
    RoomFileSet loaded;
    loaded.folder = folder.string();
    for (const auto &[id, path] : found) {
        RoomFile f;
        if (!readRoomFile(path.string(), f, error))
            return false;
        loaded.roomCount += f.rooms.size();
        if (loaded.roomCount > kMaxGameRooms) {
            error = folder.string() + ": its room files hold more than " + std::to_string(kMaxGameRooms) +
                    " rooms (" + std::to_string(loaded.roomCount) + " up to " + path.filename().string() +
                    "), more than a game holds; nothing is loaded";
            return false;
        }
        loaded.files.emplace_back(id, std::move(f));
        loaded.sources.push_back({path.filename().string(), std::string(), path.string()});
    }
    // bosspools.xml and bossportraits.xml (R19.1): beside rooms/, or beside a folder of room files. The
    // folder's parent is found from the folder's name without trailing slashes and dots ("gd/rooms/",
    // "gd/rooms/." and "." inside gd/rooms are all gd/rooms, whose parent is gd).
    std::vector<fs::path> places{fs::path(dir)};
    if (folder == fs::path(dir))
        if (const fs::path parent = parentFolder(folder); !parent.empty())
            places.push_back(parent);
    // A name that is there counts even when it leads nowhere (a dangling link, a loop): readBounded then says
    // why, instead of the built-in pools being used in silence.
    const auto locate = [&](const char *fileName) {
        for (const fs::path &p : places) {
            std::error_code lec;
            if (fs::exists(fs::symlink_status(p / fileName, lec)) && !lec)
                return (p / fileName).string();
        }
        return std::string();
    };
    std::vector<unsigned char> bytes;
    const auto text = [&bytes] {
        return std::string_view(reinterpret_cast<const char *>(bytes.data()), bytes.size());
    };
    if (const std::string path = locate("bossportraits.xml"); !path.empty()) {
        if (!readBounded(path, bytes, error) || !parseBossPortraitsXml(text(), path, loaded.portraits, error))
            return false;
        loaded.portraitsFile = path;
        loaded.sources.push_back({"bossportraits.xml", std::string(), path});
    }
    if (const std::string path = locate("bosspools.xml"); !path.empty()) {
        BossPoolData pools;
        if (!readBounded(path, bytes, error) || !parseBossPoolsXml(text(), path, pools, error))
            return false;
        applyPortraits(pools, loaded.portraits);
        loaded.bossPools = std::move(pools);
        loaded.bossPoolsFile = path;
        loaded.sources.push_back({"bosspools.xml", std::string(), path});
    }
    set = std::move(loaded);
    return true;
}

int interiorWidth(Shape shape) {
    const int s =
        static_cast<int>(shape); // the shape table's order (types.h): 2x1 and after are two cells wide
    return s < 1 || s > 12 ? 0 : s >= 6 ? 26 : 13;
}

int interiorHeight(Shape shape) {
    const int s = static_cast<int>(shape); // 1x2, IIV, 2x2 and the L shapes are two cells high
    return s < 1 || s > 12 ? 0 : s == 4 || s == 5 || s >= 8 ? 14 : 7;
}

bool isFloorTile(Shape shape, int x, int y) {
    if (x < 0 || y < 0 || x >= interiorWidth(shape) || y >= interiorHeight(shape))
        return false;
    const bool left = x < 13, top = y < 7;
    switch (shape) {
    case Shape::IH:
    case Shape::IIH:
        return y >= 2 && y <= 4; // the corridor's three middle rows
    case Shape::IV:
    case Shape::IIV:
        return x >= 4 && x <= 8; // the corridor's five middle columns
    case Shape::LTL:
        return !(left && top);
    case Shape::LTR:
        return !(!left && top);
    case Shape::LBL:
        return !(left && !top);
    case Shape::LBR:
        return !(!left && !top);
    default:
        return true;
    }
}

} // namespace floorgen
