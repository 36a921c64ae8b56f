// The game's log.txt as lines and as a stream of floors (generation.md 15.2, 15.3): parseLine, messageOf,
// LogReader, LogTail, ruleSetOfLogPath.

#include "floorgen/gamelog.h"
#include "floorgen/seedstring.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace floorgen::gamelog {

namespace {

using sv = std::string_view;

// A decimal number of at most 10 digits that fits in 32 bits, starting at `pos`; moves `pos` past it.
bool readNumber(sv s, std::size_t &pos, std::uint32_t &out) {
    std::uint64_t v = 0;
    std::size_t n = 0;
    while (pos < s.size() && s[pos] >= '0' && s[pos] <= '9') {
        if (++n > 10)
            return false;
        v = v * 10 + static_cast<unsigned>(s[pos] - '0');
        ++pos;
    }
    if (n == 0 || v > 0xFFFFFFFFull)
        return false;
    out = static_cast<std::uint32_t>(v);
    return true;
}

bool expect(sv s, std::size_t &pos, sv text) {
    if (s.substr(pos, text.size()) != text)
        return false;
    pos += text.size();
    return true;
}

// Nothing but white space from pos on.
bool atEnd(sv s, std::size_t pos) {
    for (; pos < s.size(); ++pos)
        if (s[pos] != ' ' && s[pos] != '\t')
            return false;
    return true;
}

sv trimRight(sv s) {
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

// The start of the number that ends right before `end` (digits only), or npos.
std::size_t numberBefore(sv s, std::size_t end) {
    std::size_t b = end;
    while (b > 0 && s[b - 1] >= '0' && s[b - 1] <= '9')
        --b;
    return b == end ? sv::npos : b;
}

struct CurseText {
    sv text;
    std::uint8_t bit;
};
constexpr std::array<CurseText, 6> kCurseTexts = {{
    {"Curse of Darkness!", kCurseDarkness},
    {"Curse of the Labyrinth!", kCurseLabyrinth},
    {"Curse of the Lost!", kCurseLost},
    {"Curse of the Unknown", kCurseUnknown},
    {"Curse of Maze", kCurseMaze},
    {"Curse of Blind", kCurseBlind},
}};

// 15.2: the tag after a Repentance+ run line's seed (lower-cased text): [New, 1], [Continue, 1], [Net, 1],
// [Daily, 1].
RunKind runTagOf(sv lower) {
    static constexpr std::array<std::pair<sv, RunKind>, 4> kTags = {{
        {"[new,", RunKind::New},
        {"[continue,", RunKind::Continue},
        {"[net,", RunKind::Net},
        {"[daily,", RunKind::Daily},
    }};
    for (const auto &[tag, kind] : kTags)
        if (lower.find(tag) != sv::npos)
            return kind;
    return RunKind::None;
}

// The lines that say which game wrote the file and how a floor's block starts (15.2, repentance.md R23.5),
// after every other message was tried.
Line parseOrigin(sv s, std::size_t &begin) {
    Line l;
    std::size_t p = 0;
    if (std::size_t at = s.find("delete "); at != sv::npos) {
        p = at + 7;
        if (readNumber(s, p, l.a) && expect(s, p, " generated rooms.") && atEnd(s, p)) {
            begin = at;
            l.kind = LineKind::DeleteGenerated;
            return l;
        }
    }
    l = Line{};
    // "Game Version: J273"; the banner "Binding of Isaac: Repentance+ v1.9.7.12.J273" (its last part).
    const auto buildOf = [](sv text) {
        std::uint32_t n = 0;
        std::size_t q = 1;
        return !text.empty() && text[0] == 'J' && readNumber(text, q, n) && atEnd(text, q) ? n : 0u;
    };
    if (std::size_t at = s.find("Game Version: "); at != sv::npos) {
        sv rest = trimRight(s.substr(at + 14));
        begin = at;
        l.kind = LineKind::GameVersion;
        l.a = buildOf(rest);
        return l;
    }
    if (std::size_t at = s.find("Binding of Isaac: "); at != sv::npos) {
        const sv rest = trimRight(s.substr(at));
        const std::size_t v = rest.find(" v");
        const std::size_t dot = rest.rfind('.');
        if (v != sv::npos && dot != sv::npos && dot > v) {
            begin = at;
            l.kind = LineKind::GameVersion;
            l.a = buildOf(rest.substr(dot + 1));
            return l;
        }
    }
    if (std::size_t at = s.find("Command Line: "); at != sv::npos) {
        std::string lower(s.substr(at));
        std::transform(lower.begin(), lower.end(), lower.begin(),
                       [](unsigned char c) { return static_cast<char>(c == '/' ? '\\' : std::tolower(c)); });
        // The executable: the first word, or the quoted path.
        const bool quoted = lower.size() > 14 && lower[14] == '"';
        const std::size_t end = quoted ? lower.find('"', 15) : lower.find(".exe", 14);
        const std::string exe = lower.substr(14, end == std::string::npos ? std::string::npos : end - 14);
        begin = at;
        l.kind = LineKind::CommandLine;
        l.flag = exe.find("\\repentogon\\") != std::string::npos;
        return l;
    }
    if (std::size_t at = s.find("-- Enabled Mods START --"); at != sv::npos) {
        begin = at;
        l.kind = LineKind::ModsBlockStart;
        return l;
    }
    if (std::size_t at = s.find("Logging started at ["); at != sv::npos && s.find("GMT]", at) != sv::npos) {
        begin = at;
        l.kind = LineKind::LoggingStarted;
        return l;
    }
    return Line{};
}

// Each parser gets the line and the position where its key text was found; returns the Line (kind set) or
// Unknown, and the message's start in `begin`.
Line parseAt(sv s, std::size_t &begin) {
    Line l;
    std::size_t p = 0;
    // Finds `key`: its start in `at`, the position after it in `p` (where its numbers are read from).
    const auto keyAt = [&s, &p](sv key, std::size_t &at) {
        at = s.find(key);
        if (at == sv::npos)
            return false;
        p = at + key.size();
        return true;
    };
    // Fixed messages: the key text is the whole message.
    struct Fixed {
        sv text;
        LineKind kind;
    };
    static constexpr std::array<Fixed, 5> kFixed = {{
        {"not enough dead ends, trying to make new one", LineKind::TryDeadEnd},
        {"generated level is not usable", LineKind::NotUsable},
        {"failed to generate level too often, giving up", LineKind::GivingUp},
        {"placing rooms...", LineKind::PlacingRooms},
        {"generate...", LineKind::Generate},
    }};
    for (const Fixed &f : kFixed) {
        // generate... also ends "failed to generate level": only a match with nothing after it counts.
        for (std::size_t at = s.find(f.text); at != sv::npos; at = s.find(f.text, at + 1)) {
            if (atEnd(s, at + f.text.size())) {
                begin = at;
                l.kind = f.kind;
                return l;
            }
        }
    }
    l = Line{}; // a parser that failed may have read numbers
    if (std::size_t at; keyAt("not enough dead ends (", at)) {
        if (readNumber(s, p, l.a) && expect(s, p, "/") && readNumber(s, p, l.b) && expect(s, p, ")") &&
            atEnd(s, p)) {
            begin = at;
            l.kind = LineKind::NotEnoughDeadEnds;
            return l;
        }
    }
    l = Line{}; // a parser that failed may have read numbers
    if (std::size_t at; keyAt("place_room: shape ", at)) {
        if (readNumber(s, p, l.a) && atEnd(s, p)) {
            begin = at;
            l.kind = LineKind::PlaceRoom;
            return l;
        }
    }
    l = Line{}; // a parser that failed may have read numbers
    if (std::size_t at; keyAt("fail ", at)) {
        // "[LevelGenerator] fail N/T in L loops" (the tag may be missing)
        if (readNumber(s, p, l.a) && expect(s, p, "/") && readNumber(s, p, l.b) && expect(s, p, " in ") &&
            readNumber(s, p, l.c) && expect(s, p, " loops") && atEnd(s, p)) {
            const sv tag = "[LevelGenerator] ";
            begin = at >= tag.size() && s.substr(at - tag.size(), tag.size()) == tag ? at - tag.size() : at;
            l.kind = LineKind::LayoutFail;
            return l;
        }
    }
    l = Line{}; // a parser that failed may have read numbers
    if (std::size_t at = s.find(" rooms in "); at != sv::npos) {
        const std::size_t b = numberBefore(s, at);
        p = b;
        if (b != sv::npos && readNumber(s, p, l.a) && expect(s, p, " rooms in ") && readNumber(s, p, l.b) &&
            expect(s, p, " loops") && atEnd(s, p)) {
            begin = b;
            l.kind = LineKind::RoomsInLoops;
            return l;
        }
    }
    l = Line{}; // a parser that failed may have read numbers
    if (std::size_t at; keyAt("Map Generated in ", at)) {
        if (readNumber(s, p, l.a) && expect(s, p, " Loops") && atEnd(s, p)) {
            begin = at;
            l.kind = LineKind::MapGenerated;
            return l;
        }
    }
    l = Line{}; // a parser that failed may have read numbers
    if (std::size_t at; keyAt("Level::Init m_Stage ", at)) {
        if (readNumber(s, p, l.a) && expect(s, p, ", ")) {
            if (expect(s, p, "m_StageType ") || (expect(s, p, "m_AltStage ") && (l.flag = true))) {
                if (readNumber(s, p, l.b) && expect(s, p, " Seed ") && readNumber(s, p, l.c)) {
                    begin = at;
                    l.kind = LineKind::LevelInit;
                    return l;
                }
            }
        }
    }
    l = Line{}; // a parser that failed may have read numbers
    if (std::size_t at; keyAt("RNG Start Seed: ", at)) {
        const std::size_t open = s.find('(', p);
        if (open != sv::npos) {
            p = open + 1;
            if (readNumber(s, p, l.a) && expect(s, p, ")")) {
                // Repentance+ may add " [New, 1]"; a continued run says so there.
                const sv rest = s.substr(p);
                std::string lower(rest);
                std::transform(lower.begin(), lower.end(), lower.begin(),
                               [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
                l.flag = lower.find("continue") != std::string::npos;
                l.b = static_cast<std::uint32_t>(runTagOf(lower));
                begin = at;
                l.kind = LineKind::RunStart;
                return l;
            }
        }
    }
    l = Line{}; // a parser that failed may have read numbers
    if (std::size_t at; keyAt("Adding collectible ", at)) {
        if (readNumber(s, p, l.a)) {
            begin = at;
            l.kind = LineKind::CollectibleAdded;
            return l;
        }
    }
    l = Line{}; // a parser that failed may have read numbers
    if (std::size_t at; keyAt("Initialized player with Variant ", at)) {
        if (readNumber(s, p, l.a) && expect(s, p, " and Subtype ") && readNumber(s, p, l.b)) {
            begin = at;
            l.kind = LineKind::PlayerInit;
            return l;
        }
    }
    l = Line{}; // a parser that failed may have read numbers
    if (std::size_t at; keyAt("SpawnRNG seed: ", at)) {
        if (readNumber(s, p, l.a) && atEnd(s, p)) {
            begin = at;
            l.kind = LineKind::SpawnSeed;
            return l;
        }
    }
    for (const CurseText &c : kCurseTexts) {
        l = Line{}; // a parser that failed may have read numbers
        if (std::size_t at = s.find(c.text); at != sv::npos && atEnd(s, at + c.text.size())) {
            begin = at;
            l.kind = LineKind::Curse;
            l.a = c.bit;
            return l;
        }
    }
    l = Line{}; // a parser that failed may have read numbers
    if (std::size_t at; keyAt("Room ", at)) {
        if (readNumber(s, p, l.a) && expect(s, p, ".") && readNumber(s, p, l.b) && expect(s, p, "(")) {
            begin = at;
            l.kind = LineKind::RoomEntered;
            return l;
        }
    }
    return parseOrigin(s, begin);
}

// The messages of 15.3 a line can start like (issue 49): their first words, the form they must have, and
// what they start (0: a run, 1: a floor, 2: a line of the floor).
struct KnownStart {
    sv key;
    sv form;
    int role;
};
constexpr std::array<KnownStart, 6> kKnownStarts = {{
    {"RNG Start Seed", "RNG Start Seed: SSSS SSSS (N), N a run seed from 1 to 4294967295", 0},
    {"Level::Init", "Level::Init m_Stage S, m_StageType T Seed N, each a number", 1},
    {"place_room: shape", "place_room: shape K", 2},
    {"Map Generated in", "Map Generated in K Loops", 2},
    {"[LevelGenerator] fail", "[LevelGenerator] fail N/T in L loops", 2},
    {"not enough dead ends (", "not enough dead ends (D/M)", 2},
}};

// The input starts as UTF-16: a byte-order mark, or an ASCII character next to a NUL byte.
bool looksUtf16(sv start) {
    if (start.size() < 2)
        return false;
    if (start.starts_with("\xFF\xFE") || start.starts_with("\xFE\xFF"))
        return true;
    const auto ascii = [](char c) { return c >= 0x20 && c < 0x7F; };
    return (start[0] == '\0' && ascii(start[1])) || (ascii(start[0]) && start[1] == '\0');
}

} // namespace

bool isGenerationLine(LineKind k) {
    switch (k) {
    case LineKind::Generate:
    case LineKind::PlaceRoom:
    case LineKind::RoomsInLoops:
    case LineKind::LayoutFail:
    case LineKind::TryDeadEnd:
    case LineKind::NotEnoughDeadEnds:
    case LineKind::NotUsable:
    case LineKind::PlacingRooms:
    case LineKind::GivingUp:
    case LineKind::MapGenerated:
        return true;
    default:
        return false;
    }
}

Line parseLine(std::string_view text) {
    std::size_t begin = 0;
    return parseAt(trimRight(text), begin);
}

std::string messageOf(const Line &l) {
    const auto n = [](std::uint32_t v) { return std::to_string(v); };
    switch (l.kind) {
    case LineKind::Unknown:
        return {};
    case LineKind::RunStart:
        return runStartLine(l.a);
    case LineKind::LevelInit:
        return "Level::Init m_Stage " + n(l.a) + (l.flag ? ", m_AltStage " : ", m_StageType ") + n(l.b) +
               " Seed " + n(l.c);
    case LineKind::Curse:
        for (const CurseText &c : kCurseTexts)
            if (c.bit == l.a)
                return std::string(c.text);
        return {};
    case LineKind::Generate:
        return "generate...";
    case LineKind::PlaceRoom:
        return "place_room: shape " + n(l.a);
    case LineKind::RoomsInLoops:
        return n(l.a) + " rooms in " + n(l.b) + " loops";
    case LineKind::LayoutFail:
        return "[LevelGenerator] fail " + n(l.a) + "/" + n(l.b) + " in " + n(l.c) + " loops";
    case LineKind::TryDeadEnd:
        return "not enough dead ends, trying to make new one";
    case LineKind::NotEnoughDeadEnds:
        return "not enough dead ends (" + n(l.a) + "/" + n(l.b) + ")";
    case LineKind::NotUsable:
        return "generated level is not usable";
    case LineKind::PlacingRooms:
        return "placing rooms...";
    case LineKind::GivingUp:
        return "failed to generate level too often, giving up";
    case LineKind::MapGenerated:
        return "Map Generated in " + n(l.a) + " Loops";
    case LineKind::RoomEntered:
        return "Room " + n(l.a) + "." + n(l.b) + "()";
    case LineKind::SpawnSeed:
        return "SpawnRNG seed: " + n(l.a);
    case LineKind::PlayerInit:
        return "Initialized player with Variant " + n(l.a) + " and Subtype " + n(l.b);
    case LineKind::CollectibleAdded:
        return "Adding collectible " + n(l.a);
    case LineKind::DeleteGenerated:
        return "delete " + n(l.a) + " generated rooms.";
    case LineKind::GameVersion:
        return "Game Version: J" + n(l.a);
    case LineKind::CommandLine:
        return l.flag
                   ? "Command Line: C:\\Program Files (x86)\\Steam\\steamapps\\common\\The Binding of Isaac "
                     "Rebirth\\Repentogon\\isaac-ng.exe"
                   : "Command Line: C:\\Program Files (x86)\\Steam\\steamapps\\common\\The Binding of Isaac "
                     "Rebirth\\isaac-ng.exe";
    case LineKind::ModsBlockStart:
        return "-- Enabled Mods START --";
    case LineKind::LoggingStarted:
        return "Logging started at [2026-01-01 00:00:00 GMT]";
    }
    return {};
}

std::string runStartLine(std::uint32_t runSeed) {
    return "RNG Start Seed: " + seedToString(runSeed) + " (" + std::to_string(runSeed) + ")";
}

std::string_view runKindKey(RunKind k) {
    switch (k) {
    case RunKind::None:
        return "";
    case RunKind::New:
        return "new";
    case RunKind::Continue:
        return "continue";
    case RunKind::Net:
        return "net";
    case RunKind::Daily:
        return "daily";
    }
    return "";
}

// ---- LogReader ------------------------------------------------------------------------------------------

void LogReader::feed(std::string_view bytes) {
    if (m_start.size() < 64) {
        m_start.append(bytes.substr(0, 64 - m_start.size()));
        m_utf16 = looksUtf16(m_start);
    }
    m_bytes += bytes.size();
    while (!bytes.empty()) {
        const std::size_t nl = bytes.find('\n');
        const sv piece = bytes.substr(0, nl);
        if (m_partial.size() < kMaxLineBytes) {
            const std::size_t room = kMaxLineBytes - m_partial.size();
            m_partial.append(piece.substr(0, room));
            if (piece.size() > room)
                m_partialLong = true;
        } else if (!piece.empty()) {
            m_partialLong = true;
        }
        if (nl == sv::npos)
            break;
        if (m_partialLong)
            ++m_longLines;
        onLine(m_partial, m_partialLong);
        m_partial.clear();
        m_partialLong = false;
        bytes.remove_prefix(nl + 1);
    }
}

void LogReader::finish() {
    m_partialDropped = !m_partial.empty() || m_partialLong;
    m_partial.clear();
    m_partialLong = false;
    if (m_open)
        closeFloor(0);
}

void LogReader::reset() {
    *this = LogReader{};
    LogEvent e;
    e.kind = LogEvent::Kind::Restarted;
    m_events.push_back(std::move(e));
}

bool LogReader::next(LogEvent &event) {
    if (m_events.empty())
        return false;
    event = std::move(m_events.front());
    m_events.pop_front();
    return true;
}

void LogReader::closeFloor(std::uint64_t line) {
    // 15.2: a Greed mode floor writes no generator line (only delete N generated rooms.).
    m_floor.noGeneratorLines = m_floor.lines.empty() && (line != 0 || m_greedStartRoom);
    m_greedStartRoom = false;
    LogEvent e;
    e.kind = LogEvent::Kind::FloorClosed;
    e.line = line;
    e.floor = std::move(m_floor);
    m_events.push_back(std::move(e));
    m_floor = LogFloor{};
    m_open = false;
}

// A line that starts like a message of 15.3 but does not read as one, or was cut (issue 49): said as an
// Unreadable event, never read as another line; the open floor ends there (a run or floor line), or is cut
// there (a line of it).
bool LogReader::unreadable(std::uint64_t number, std::string_view text, const Line &parsed, bool cut) {
    std::string problem;
    int role = -1;
    if (parsed.kind == LineKind::Unknown) {
        for (const KnownStart &k : kKnownStarts) {
            if (text.find(k.key) == sv::npos)
                continue;
            role = k.role;
            problem = cut ? "a " + std::string(k.key) + " line longer than " + std::to_string(kMaxLineBytes) +
                                " bytes (cut there, so not read)"
                          : "it starts as a " + std::string(k.key) + " line but does not read as one (" +
                                std::string(k.form) + ")";
            break;
        }
    } else if (parsed.kind == LineKind::LevelInit && (parsed.a > 13 || parsed.b > 5)) {
        role = 1;
        problem = "Level::Init names stage " + std::to_string(parsed.a) + ", stage type " +
                  std::to_string(parsed.b) + ": no floor of the game (stages up to 13, stage types up to 5)";
    } else if (parsed.kind == LineKind::RunStart && parsed.a == 0) {
        role = 0;
        problem = "RNG Start Seed names run seed 0, which is no seed (the game never starts a run with it)";
    }
    if (role < 0)
        return false;
    ++m_unreadable;
    LogEvent e;
    e.kind = LogEvent::Kind::Unreadable;
    e.line = number;
    e.problem = problem;
    e.text = std::string(text.substr(0, 200));
    m_events.push_back(std::move(e));
    if (role == 0) { // a run whose seed is unknown starts here
        if (m_open)
            closeFloor(number);
        ++m_runs;
        m_run = m_runs;
        m_runSeed.reset();
        m_continued = false;
        m_character = -1;
        m_collectibles.clear();
        m_route.clear();
        m_routeLeftOut = 0;
        m_unreadableRunLine = number;
    } else if (role == 1) { // a floor that cannot be read starts here: the one before ends
        if (m_open) {
            addToRoute(m_floor);
            closeFloor(number);
        }
        ++m_routeLeftOut;
    } else if (m_open && !m_floor.generated) {
        cutFloor(number, "line " + std::to_string(number) + " of the floor cannot be read: " + problem);
    }
    return true;
}

void LogReader::cutFloor(std::uint64_t line, std::string reason) {
    m_floor.cutLine = line;
    m_floor.cutReason = std::move(reason);
    addToRoute(m_floor);
    closeFloor(line);
}

// The route holds the run's last floor of each stage, forward (issue 49): a floor replaces those of its
// stage and later ones, which the next floors then leave out (LogFloor::routeLeftOut). So it holds at most
// one floor a stage however long the run, and its first floor is the run's earliest stage.
void LogReader::addToRoute(const LogFloor &floor) {
    while (!m_route.empty() && m_route.back().stage >= floor.stage) {
        m_route.pop_back();
        ++m_routeLeftOut;
    }
    m_route.push_back({floor.stage, floor.stageType});
}

void LogReader::onLine(std::string_view raw, bool cut) {
    const std::uint64_t number = ++m_lines;
    const sv text = trimRight(raw);
    std::size_t begin = 0;
    const Line l = cut ? Line{} : parseAt(text, begin); // a cut line is never read as another one
    if (unreadable(number, text, l, cut))
        return;
    if (onOriginLine(l, number))
        return;
    switch (l.kind) {
    case LineKind::Unknown:
    case LineKind::SpawnSeed:
        return;
    case LineKind::RoomEntered:
        // 15.2: Greed mode's start rooms have variants of 1000 and above.
        if (m_open && m_floor.lines.empty() && l.a == 1 && l.b >= 1000)
            m_greedStartRoom = true;
        return;
    case LineKind::RunStart: {
        if (continueRun(l, number))
            return;
        if (m_open)
            closeFloor(number);
        ++m_runs;
        m_run = m_runs;
        m_runSeed = l.a;
        m_continued = l.flag;
        m_runKind = static_cast<RunKind>(l.b);
        m_character = -1;
        m_collectibles.clear();
        m_route.clear();
        m_routeLeftOut = 0;
        m_unreadableRunLine = 0;
        LogEvent e;
        e.kind = LogEvent::Kind::RunStarted;
        e.line = number;
        e.runSeed = l.a;
        e.continued = l.flag;
        e.runKind = m_runKind;
        m_events.push_back(std::move(e));
        return;
    }
    case LineKind::PlayerInit:
        if (m_character < 0 && l.a == 0)
            m_character = static_cast<int>(std::min<std::uint32_t>(l.b, 1000));
        return;
    case LineKind::CollectibleAdded:
        if (m_collectibles.size() < 4096)
            m_collectibles.push_back(l.a);
        return;
    case LineKind::LevelInit: {
        if (m_open) {
            addToRoute(m_floor);
            closeFloor(number);
        }
        ++m_floors;
        m_open = true;
        m_floor = LogFloor{};
        m_floor.run = m_run;
        m_floor.runSeed = m_runSeed;
        m_floor.continued = m_continued;
        m_floor.runKind = m_runKind;
        m_floor.build = m_build;
        m_floor.repentogon = m_repentogon;
        m_floor.repentogonMark = m_repentogonMark;
        m_floor.line = number;
        m_floor.stage = static_cast<int>(std::min<std::uint32_t>(l.a, 1000));
        m_floor.stageType = static_cast<int>(std::min<std::uint32_t>(l.b, 1000));
        m_floor.stageSeed = l.c;
        m_floor.rebirthForm = l.flag;
        m_floor.character = m_character; // -1 until the run's player line
        m_floor.collectibles = m_collectibles;
        m_floor.routeLeftOut = m_routeLeftOut;
        m_floor.unreadableRunLine = m_unreadableRunLine;
        // The run's floors before this one, forward (addToRoute): those of this stage or later are left out.
        for (const RouteFloor &f : m_route) {
            if (f.stage < m_floor.stage)
                m_floor.route.push_back(f);
            else
                ++m_floor.routeLeftOut;
        }
        LogEvent e;
        e.kind = LogEvent::Kind::FloorStarted;
        e.line = number;
        e.floor = m_floor;
        e.floor.lines.clear();
        m_events.push_back(std::move(e));
        return;
    }
    case LineKind::Curse:
        if (m_open)
            m_floor.curses = static_cast<std::uint8_t>(m_floor.curses | l.a);
        return;
    default:
        break;
    }
    // A generation line: part of the open floor, unless it is done already.
    if (!m_open || m_floor.generated)
        return;
    if (m_floor.lines.size() >= kMaxFloorLines) { // more lines than 10,000 attempts write (issue 49)
        cutFloor(number, "too many lines: more than " + std::to_string(kMaxFloorLines) +
                             " generation lines (10,000 attempts write fewer); the floor is cut at line " +
                             std::to_string(number));
        return;
    }
    m_floor.lines.push_back({number, l, std::string(text.substr(begin))});
    if (l.kind == LineKind::MapGenerated) {
        m_floor.generated = true;
        LogEvent e;
        e.kind = LogEvent::Kind::FloorGenerated;
        e.line = number;
        e.floor = m_floor;
        m_events.push_back(std::move(e));
    }
}

// The lines of R23.5 and 15.2 that say which game wrote the file: its build, and REPENTOGON's marks (the
// executable under Repentogon\, the enabled-mods block, the first line's "Logging started at").
bool LogReader::onOriginLine(const Line &l, std::uint64_t number) {
    const auto mark = [this](std::string text) {
        if (!m_repentogon) {
            m_repentogon = true;
            m_repentogonMark = std::move(text);
        }
    };
    switch (l.kind) {
    case LineKind::DeleteGenerated:
        return true; // part of a floor's block, not of its generation (15.2)
    case LineKind::GameVersion:
        if (l.a != 0)
            m_build = l.a;
        return true;
    case LineKind::CommandLine:
        if (l.flag)
            mark("the game was started from its Repentogon folder (Command Line, line " +
                 std::to_string(number) + ")");
        return true;
    case LineKind::ModsBlockStart:
        mark("REPENTOGON's list of enabled mods (line " + std::to_string(number) + ")");
        return true;
    case LineKind::LoggingStarted:
        if (number == 1)
            mark("REPENTOGON's first line, Logging started at");
        return true;
    default:
        return false;
    }
}

// 15.2: [Continue, 1] with the seed of the run being read is the same run going on: its route, character and
// collectibles stay, and the floor it resumes (the one open, if any) joins the route. The game does not
// rebuild that floor: it has no Level::Init and no generator lines here.
bool LogReader::continueRun(const Line &l, std::uint64_t number) {
    if (!l.flag || !m_runSeed || *m_runSeed != l.a || m_run == 0)
        return false;
    if (m_open) {
        m_route.push_back({m_floor.stage, m_floor.stageType});
        closeFloor(number);
    }
    LogEvent e;
    e.kind = LogEvent::Kind::RunStarted;
    e.line = number;
    e.runSeed = l.a;
    e.continued = true;
    e.sameRun = true;
    e.runKind = static_cast<RunKind>(l.b);
    m_events.push_back(std::move(e));
    return true;
}

// ---- LogTail --------------------------------------------------------------------------------------------

namespace {

// A log on disk through std::ifstream (LogTail::poll(reader)).
class StreamSource : public LogTail::Source {
public:
    explicit StreamSource(std::ifstream &in)
        : m_in(in) {}
    std::uint64_t size() override {
        m_in.clear();
        m_in.seekg(0, std::ios::end);
        const auto end = m_in.tellg();
        return end < 0 ? 0 : static_cast<std::uint64_t>(end);
    }
    std::size_t read(std::uint64_t offset, char *out, std::size_t size) override {
        m_in.clear();
        m_in.seekg(static_cast<std::streamoff>(offset));
        m_in.read(out, static_cast<std::streamsize>(size));
        return static_cast<std::size_t>(std::max<std::streamsize>(m_in.gcount(), 0));
    }

private:
    std::ifstream &m_in;
};

} // namespace

LogTail::Status LogTail::poll(LogReader &reader, std::size_t maxBytes) {
    std::ifstream in(m_path, std::ios::binary);
    if (!in)
        return Status::Missing;
    StreamSource source(in);
    return poll(source, reader, maxBytes);
}

LogTail::Status LogTail::poll(Source &source, LogReader &reader, std::size_t maxBytes) {
    const std::uint64_t size = source.size();
    const auto identity = source.identity();
    // Whether `source` holds `bytes` at `at`.
    const auto holds = [&source](std::uint64_t at, const std::string &bytes) {
        std::string now(bytes.size(), '\0');
        return source.read(at, now.data(), now.size()) == now.size() && now == bytes;
    };
    Status status = Status::Ok;
    const bool restart = (identity && m_identity && *identity != *m_identity) || size < m_offset ||
                         !holds(0, m_head) || !holds(m_offset - m_history.size(), m_history);
    if (identity)
        m_identity = identity;
    if (restart) {
        reader.reset();
        m_offset = 0;
        m_head.clear();
        m_history.clear();
        status = Status::Restarted;
    }
    std::string buf;
    std::uint64_t left = std::min<std::uint64_t>(size - std::min(size, m_offset), maxBytes);
    constexpr std::size_t kChunk = 1 << 16;
    while (left > 0) {
        buf.resize(static_cast<std::size_t>(std::min<std::uint64_t>(left, kChunk)));
        const std::size_t got = source.read(m_offset, buf.data(), buf.size());
        if (got == 0)
            break;
        if (m_head.size() < 256 && m_offset < 256)
            m_head.append(buf.data(), std::min<std::size_t>(got, 256 - m_head.size()));
        const std::size_t keep = std::min(got, kHistoryBytes);
        m_history.append(buf.data() + (got - keep), keep);
        if (m_history.size() > kHistoryBytes)
            m_history.erase(0, m_history.size() - kHistoryBytes);
        reader.feed(sv(buf.data(), got));
        m_offset += got;
        left -= got;
    }
    return status;
}

std::optional<RuleSet> ruleSetOfLogPath(std::string_view path) {
    std::string lower(path);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    const std::string key = "binding of isaac ";
    std::optional<RuleSet> found;
    // The last folder that names an edition decides (the file sits right in it).
    for (std::size_t at = lower.find(key); at != std::string::npos; at = lower.find(key, at + 1)) {
        const std::string_view rest = std::string_view(lower).substr(at + key.size());
        if (rest.starts_with("repentance"))
            found = RuleSet::Repentance;
        else if (rest.starts_with("afterbirth") || rest.starts_with("rebirth"))
            found = RuleSet::AfterbirthPlus;
    }
    return found;
}

} // namespace floorgen::gamelog
