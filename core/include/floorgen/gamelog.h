#pragma once

// The game's own log, log.txt (generation.md 15; repentance.md R22 point 32): read it, predict it, check it.
//
// The API, in the order a caller uses it:
//
// 1. Lines (15.2, 15.3). parseLine(text) finds one of the game's messages anywhere in a line (a level prefix
//    such as "[INFO] - ", or other text, may come first; a '\r' at the end is ignored) and returns it as a
//    Line: its kind and numbers. messageOf(line) writes a Line back as the game writes the message (no
//    prefix); kInfoPrefix + messageOf(line) is the whole line of Afterbirth+ and Repentance+.
//
// 2. Reading a log as a stream: LogReader. feed(bytes) takes the file in pieces of any size (a line may be
//    cut anywhere; a partial last line waits for its end), finish() says the input ended (a last line with
//    no line end is left out: the game was still writing it), reset() starts over (the game restarted and
//    rewrote the file). The reader keeps only the floor being read and the current run's route, so a log
//    of any size is read in bounded memory; lines longer than kMaxLineBytes are never read (kept to that
//    length, never parsed), a floor keeps at most kMaxFloorLines lines. It turns the lines into events, taken
//    with next(): RunStarted (an `RNG Start Seed` line), FloorStarted (a `Level::Init` line), FloorGenerated
//    (its `Map Generated` line: every line the floor's generation writes is known; the GUI can show the floor
//    now), FloorClosed (the next floor, the next run or the end of the input: the floor's curse lines are
//    all known; check-log checks it now), Restarted (after reset()), Unreadable (a line that starts like a
//    message but does not read as one, or is too long: the floor before ends there, or is cut there).
//    Each floor event carries a LogFloor: the run seed, stage, stage type and stage seed, the curses, the
//    character and the collectibles the log named so far in its run, the route (the floors of the run the
//    log showed before it), and its generation lines with their line numbers.
//    LogTail follows a file on disk: poll() reads what was appended since the last poll into a reader, and
//    resets the reader when the file got shorter or its first bytes changed (a game restart, 15.1).
//
// 3. Prediction. predictLines(floor, trace) gives the lines the game writes for a floor our generator built
//    with a trace (generation.md 11): Level::Init, the curse lines, then per attempt generate..., place_room
//    (the shape when placed, before any Resize), the layout's summary, the dead-end top-ups, the rejection
//    or placing rooms..., and Map Generated. The trace already holds every event these need, so prediction
//    costs nothing unless asked for. predictFloor(settings, ...) generates with a trace and predicts.
//    runStartLine(runSeed) is the line a run starts with.
//
// 4. Checking. settingsFor(logFloor, base) gives the settings the log implies (the run seed, the stage, the
//    curses, the character and items it named, the route it showed; `base` for everything the log does not
//    say). checkFloor(logFloor, options) generates that floor, predicts its lines and compares them with the
//    log's: a FloorCheck with the verdict (Match, MatchUntilPlacement, Differs with the log's line number
//    and both lines, Incomplete, NotGenerated), the floor itself and the notes (stage seed not the run
//    seed's, route assumed, ...). compareLines() is the comparison alone.
//
// Everything is deterministic and uses the standard library only.

#include "floorgen/generator.h"

#include <cstdint>
#include <deque>
#include <fstream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace floorgen {
class Trace;
class RoomCatalog;
} // namespace floorgen

namespace floorgen::gamelog {

inline constexpr std::string_view kInfoPrefix = "[INFO] - ";

// The messages of 15.3 (and the player lines check-log reads).
enum class LineKind : std::uint8_t {
    Unknown,
    RunStart,          // RNG Start Seed: SSSS SSSS (N): a = N; flag = a Continue run
    LevelInit,         // Level::Init m_Stage S, m_StageType T Seed N: a = S, b = T, c = N; flag = Rebirth's
                       // m_AltStage
    Curse,             // a = the curse's mask bit (1, 2, 4, 8, 32, 64)
    Generate,          // generate...
    PlaceRoom,         // place_room: shape K: a = K
    RoomsInLoops,      // N rooms in L loops: a = N, b = L
    LayoutFail,        // [LevelGenerator] fail N/T in L loops: a = N, b = T, c = L
    TryDeadEnd,        // not enough dead ends, trying to make new one
    NotEnoughDeadEnds, // not enough dead ends (D/M): a = D, b = M
    NotUsable,         // generated level is not usable
    PlacingRooms,      // placing rooms...
    GivingUp,          // failed to generate level too often, giving up
    MapGenerated,      // Map Generated in K Loops: a = K
    RoomEntered,       // Room T.V(NAME): a = T, b = V
    SpawnSeed,         // SpawnRNG seed: N: a = N
    PlayerInit,        // Initialized player with Variant V and Subtype S: a = V, b = S
    CollectibleAdded,  // Adding collectible N (NAME) ...: a = N
    // 15.2 and repentance.md R23.5 (what game wrote the file, and how a floor's block starts):
    DeleteGenerated, // delete N generated rooms.: a = N (not a generator line)
    GameVersion,     // Game Version: J273, or the banner "Binding of Isaac: Repentance+ v1.9.7.12.J273":
                     // a = the build's number (273), 0 when it names none
    CommandLine,     // Command Line: ...: flag = the executable is under a Repentogon folder (R23.5)
    ModsBlockStart,  // -- Enabled Mods START -- (REPENTOGON 1.1.2 and later)
    LoggingStarted,  // Logging started at [YYYY-MM-DD HH:MM:SS GMT] (REPENTOGON's newest builds)
};

// The tag of a Repentance+ run line (15.2): RNG Start Seed: ... [New, 1], [Continue, 1], [Net, 1] (online) or
// [Daily, 1]; None when the line has no tag (older editions). RunStart lines carry it in Line::b.
enum class RunKind : std::uint8_t { None, New, Continue, Net, Daily };
std::string_view runKindKey(RunKind k); // "", "new", "continue", "net", "daily"

struct Line {
    LineKind kind = LineKind::Unknown;
    std::uint32_t a = 0, b = 0, c = 0;
    bool flag = false;
    friend bool operator==(const Line &, const Line &) = default;
};

// A generation line: generate... to Map Generated (the lines check-log compares).
bool isGenerationLine(LineKind k);

// One line of the file, without its line end (a trailing '\r' is allowed).
Line parseLine(std::string_view text);
// The message as the game writes it, without a prefix ("" for Unknown; RoomEntered without its name).
std::string messageOf(const Line &line);
// "RNG Start Seed: SSSS SSSS (N)".
std::string runStartLine(std::uint32_t runSeed);

// ---- reading ----------------------------------------------------------------------------------------

struct NumberedLine {
    std::uint64_t number = 0; // 1-based line number in the input (since the last reset)
    Line line;
    std::string text; // the message as the log wrote it (from the message's start, trailing space removed)
};

struct LogFloor {
    std::uint64_t run = 0;                   // the run's number in the input, 1-based; 0: before any run
    std::optional<std::uint32_t> runSeed;    // from the run's RNG Start Seed line
    bool continued = false;                  // a Continue run: the floors before it are not in the log
    std::uint64_t line = 0;                  // the Level::Init line
    int stage = 0, stageType = 0;            // as the log numbers them
    std::uint32_t stageSeed = 0;             //
    bool rebirthForm = false;                // m_AltStage
    std::uint8_t curses = 0;                 // the curse lines seen so far
    int character = -1;                      // the run's first player (Subtype), -1: not in the log
    std::vector<std::uint32_t> collectibles; // the run's collectibles added before this floor, in order
    std::vector<RouteFloor> route;           // the run's floors the log showed before this one
    std::vector<NumberedLine> lines;         // the generation lines, in order
    bool generated = false;                  // its Map Generated line was read
    // Cut short (issue 49): the line where the reader stopped taking the floor's lines (0: it did not) and
    // why (a line of it that cannot be read, or more generation lines than LogReader::kMaxFloorLines).
    // checkFloor calls it incomplete and says why.
    std::uint64_t cutLine = 0;
    std::string cutReason;
    // Floors of the run before this one the route leaves out (issue 49): the run came back to an earlier
    // stage (the route holds the last floor of each stage, forward), or a Level::Init line was unreadable.
    std::uint64_t routeLeftOut = 0;
    std::uint64_t unreadableRunLine = 0; // the run's RNG Start Seed line, which cannot be read (0: none)
    // 15.2 and repentance.md R23.5:
    RunKind runKind = RunKind::None; // the tag of its run's line
    bool noGeneratorLines = false;   // closed by a later floor or run with no generator line (Greed mode,
                                     // or a start room of variant 1000 and above): not generated
    std::uint32_t build = 0;         // the game's build from Game Version (273 for J273); 0: not in the log
    bool repentogon = false;         // a mark of REPENTOGON (R23.5) came before it in this file
    std::string repentogonMark;      // which one (for the notes)
};

struct LogEvent {
    // Unreadable (issue 49): a line that starts like one of the messages of 15.3 but does not read as one,
    // or is longer than kMaxLineBytes (never read cut); `problem` says why, `text` is its start.
    enum class Kind : std::uint8_t {
        RunStarted,
        FloorStarted,
        FloorGenerated,
        FloorClosed,
        Restarted,
        Unreadable
    };
    Kind kind = Kind::RunStarted;
    std::uint64_t line = 0;               // the line that caused it (0 for FloorClosed at the end, Restarted)
    std::optional<std::uint32_t> runSeed; // RunStarted
    bool continued = false;               // RunStarted
    LogFloor floor;                       // the floor events
    std::string problem, text;            // Unreadable
    RunKind runKind = RunKind::None;      // RunStarted: its tag (15.2)
    bool sameRun =
        false; // RunStarted, continued: the run's earlier floors are in this file (the run goes on)
};

class LogReader {
public:
    static constexpr std::size_t kMaxLineBytes = 4096;
    // A floor's generation lines kept (issue 49): 10,000 attempts write fewer than half as many (at most some
    // 45 an attempt). Past it the floor is cut (LogFloor::cutLine): incomplete, "too many lines".
    static constexpr std::size_t kMaxFloorLines = 1'000'000;

    void feed(std::string_view bytes);
    void finish();
    void reset();

    // The next event, oldest first; false when there is none.
    bool next(LogEvent &event);
    // The floor being read (null before the first Level::Init of the input or after finish()).
    const LogFloor *currentFloor() const { return m_open ? &m_floor : nullptr; }

    std::uint64_t linesRead() const { return m_lines; }
    std::uint64_t bytesRead() const { return m_bytes; }
    std::uint64_t floorsSeen() const { return m_floors; }
    std::uint64_t runsSeen() const { return m_runs; }
    bool partialLineDropped() const { return m_partialDropped; }   // by finish()
    std::uint64_t longLines() const { return m_longLines; }        // lines cut at kMaxLineBytes
    std::uint64_t unreadableLines() const { return m_unreadable; } // Unreadable events given
    // The input starts as UTF-16 text (a byte-order mark, or NUL bytes between ASCII ones): no line of it
    // reads as the game's (issue 49).
    bool utf16() const { return m_utf16; }

    // What the file says about the game that wrote it (15.2, repentance.md R23.5).
    std::uint32_t build() const { return m_build; }
    bool repentogon() const { return m_repentogon; }

private:
    void onLine(std::string_view text, bool cut = false);
    void addToRoute(const LogFloor &floor);
    void closeFloor(std::uint64_t line);
    bool unreadable(std::uint64_t number, std::string_view text, const Line &parsed, bool cut);
    void cutFloor(std::uint64_t line, std::string reason);
    bool onOriginLine(const Line &l, std::uint64_t number); // GameVersion ... LoggingStarted, DeleteGenerated
    bool continueRun(const Line &l, std::uint64_t number);  // a [Continue, 1] line of the current run

    std::string m_partial;
    bool m_partialLong = false;
    bool m_partialDropped = false;
    std::uint64_t m_lines = 0, m_bytes = 0, m_floors = 0, m_runs = 0, m_longLines = 0;
    std::uint64_t m_unreadable = 0;
    std::string m_start; // the input's first bytes (up to 64), for utf16()
    bool m_utf16 = false;
    std::uint64_t m_routeLeftOut = 0;      // of the current run (LogFloor::routeLeftOut)
    std::uint64_t m_unreadableRunLine = 0; // of the current run
    std::deque<LogEvent> m_events;
    // the current run
    std::uint64_t m_run = 0;
    std::optional<std::uint32_t> m_runSeed;
    bool m_continued = false;
    int m_character = -1;
    std::vector<std::uint32_t> m_collectibles;
    std::vector<RouteFloor> m_route;
    // the current floor
    bool m_open = false;
    LogFloor m_floor;
    // the game that wrote the file (R23.5)
    std::uint32_t m_build = 0;
    bool m_repentogon = false;
    std::string m_repentogonMark;
    RunKind m_runKind = RunKind::None;
    bool m_greedStartRoom = false; // the open floor's start room has a variant of 1000 and above
};

// Follows a log file: each poll() feeds what was appended since the last one. The game starting again
// rewrites log.txt (or makes a new one) with the same start-up lines every time, so a restart is told by any
// of: another file (device and inode, when the source knows them), a shorter file, other first bytes, or
// other bytes just before the read position (the last kHistoryBytes read: a new run's log longer than the
// old read position differs there, issue 49).
class LogTail {
public:
    enum class Status : std::uint8_t {
        Ok,        // read what was new (maybe nothing)
        Missing,   // the file cannot be opened (not there yet)
        Restarted, // another file, or it got shorter, or its bytes read before changed: read anew
    };
    static constexpr std::size_t kHistoryBytes = 4096;
    // The file as a caller opened it (the app opens it without blocking and only when it is a regular file).
    class Source {
    public:
        virtual ~Source() = default;
        virtual std::uint64_t size() = 0;
        // Up to `size` bytes from `offset` into `out` (fewer at the end).
        virtual std::size_t read(std::uint64_t offset, char *out, std::size_t size) = 0;
        // Which file it is (device, inode); nothing when not known.
        virtual std::optional<std::pair<std::uint64_t, std::uint64_t>> identity() { return std::nullopt; }
    };
    explicit LogTail(std::string path)
        : m_path(std::move(path)) {}
    // Opens the path (std::ifstream, which blocks on a FIFO: for tests and tools; the app gives a Source)
    // and reads at most maxBytes new bytes into `reader`.
    Status poll(LogReader &reader, std::size_t maxBytes = std::size_t{1} << 20);
    Status poll(Source &source, LogReader &reader, std::size_t maxBytes = std::size_t{1} << 20);
    std::uint64_t offset() const { return m_offset; }
    const std::string &path() const { return m_path; }

private:
    std::string m_path;
    std::uint64_t m_offset = 0;
    std::string m_head;    // the first bytes read (up to 256)
    std::string m_history; // the last bytes read (up to kHistoryBytes), which end at m_offset
    std::optional<std::pair<std::uint64_t, std::uint64_t>> m_identity;
};

// The rule set of a log's edition from its path (15.1: "Binding of Isaac <edition>"): Rebirth, Afterbirth and
// Afterbirth+ are afterbirth-plus, Repentance and Repentance+ repentance. Nothing when the path names none.
std::optional<RuleSet> ruleSetOfLogPath(std::string_view path);

// ---- prediction ---------------------------------------------------------------------------------------

// The lines the game writes for `floor`, generated with `trace` (generation.md 11); the floor may also be one
// that gave up (NoFloor: no Map Generated line).
std::vector<Line> predictLines(const Floor &floor, const Trace &trace);
// Generates the floor with a trace and predicts its lines. `floor` (optional) receives it.
GenerateStatus predictFloor(const Settings &settings, std::vector<Line> &lines, Floor *floor = nullptr,
                            std::string *error = nullptr, const RoomCatalog *catalog = nullptr);

// ---- checking ------------------------------------------------------------------------------------------

enum class Verdict : std::uint8_t { Match, MatchUntilPlacement, Differs, Incomplete, NotGenerated };
std::string_view
verdictKey(Verdict v); // "match", "match-until-placement", "differs", "incomplete", "not-generated"

struct Comparison {
    Verdict verdict = Verdict::Match;
    std::uint64_t line = 0; // the first differing line (Differs, MatchUntilPlacement): the log's line number,
                            // or the line after the floor's last when the game wrote fewer lines
    std::string game;       // that line's message as the log has it ("" when the game wrote no more)
    std::string predicted;  // ours ("" when we predict no more)
};
// The log floor's generation lines against the predicted ones (LevelInit and curse lines are skipped).
// `gameData`: the predicted lines come from the player's room files (no MatchUntilPlacement then, 15.4).
Comparison compareLines(const LogFloor &floor, const std::vector<Line> &predicted, bool gameData);

// Collectible ids (repentance.md R18.2) to Settings::items, and Black Candle (260).
void applyCollectibles(Settings &settings, const std::vector<std::uint32_t> &collectibles);
// The settings the log floor implies: `base` with the log's rule set decision left to the caller
// (base.ruleSet), the run seed, stage, stage type, curses (forced), character, collectibles, and the route
// (a Continue run: the default route's floors before the first one the log shows). Notes say what was
// assumed.
Settings settingsFor(const LogFloor &floor, const Settings &base, std::vector<std::string> *notes = nullptr);

struct CheckOptions {
    Settings base;                        // rule set and everything the log does not say
    const RoomCatalog *catalog = nullptr; // the player's game data; null: the built-in catalog
    // REPENTOGON's options.ini turns Better Void Generation on (repentance.md R23.3): not modelled, said on
    // the Void's floors.
    bool betterVoidGeneration = false;
};

// repentance.md R23.5: the variant a log floor's marks call for (Repentogon when a REPENTOGON mark came
// before it and the rule set is repentance; base.ruleVariant otherwise), with a note of what was decided.
RuleVariant variantFor(const LogFloor &floor, const Settings &base,
                       std::vector<std::string> *notes = nullptr);
// R23.3: REPENTOGON's options.ini (its [VanillaTweaks] section) turns BetterVoidGeneration on.
bool betterVoidGenerationOn(std::string_view optionsIni);

// What a check does not model for its floor (15.2, repentance.md R23.3), as flags beside the notes' English
// sentences: the front ends say it in the user's language.
struct NotModelled {
    bool dailyRules = false; // a daily run's own rules (repentance.md R18)
    bool onlineCoop = false; // an online run's other players
    bool betterVoid = false; // REPENTOGON's Better Void Generation on a Void floor
    bool any() const { return dailyRules || onlineCoop || betterVoid; }
};

struct FloorCheck {
    Comparison comparison;
    Settings settings; // what was generated
    Floor floor;       // the floor (when generated)
    std::vector<Line> predicted;
    std::vector<std::string> notes;
    NotModelled notModelled; // (each also one of the notes)
    std::string error; // NotGenerated: why; Incomplete: why the floor was cut (LogFloor::cutReason), or empty
    Verdict verdict() const { return comparison.verdict; }
};
FloorCheck checkFloor(const LogFloor &floor, const CheckOptions &options);

// What the app's and the page's Follow Game and Open Game Log check a floor of the log with: the player's own
// settings without what the log says itself (items, golden trinkets, Black Candle, curses, player state,
// route) and with the vanilla variant (the log's own marks decide, repentance.md R23.5).
Settings checkBaseOf(const Settings &own);
// The rule set a floor of the log at `path` (absolute) is checked with: the one the log's folder names
// (15.1), else Afterbirth+ for Rebirth's line form, else `fallback`.
RuleSet ruleSetForLog(std::string_view path, const LogFloor &floor, RuleSet fallback);

} // namespace floorgen::gamelog

namespace floorgen::gamelog {

// ---- the report --------------------------------------------------------------------------------------

// Copy Report of the app's and the page's Follow Game: the floor of the log, the verdict, the settings it
// was generated with (by name) and both sets of lines, in English (a bug report), one line each.
struct ReportContext {
    std::string product;   // "isaac-floorgen 1.2.3"
    std::string logPath;   // as the user knows it
    bool gameData = false; // the player's room files were used
};
std::string checkReport(const LogFloor &floor, const FloorCheck &check, const ReportContext &context);

} // namespace floorgen::gamelog
