#pragma once

// Seed search: the seeds of a range whose floor meets a set of criteria (all of them must hold).
//
// Distances between rooms are path lengths in rooms: the smallest number of moves from one room to a
// neighbouring room (two rooms are neighbours when a cell of one shares an edge with a cell of the other) to
// get from one room to the other. Doors are not checked: with the built-in catalog every special room has
// doors on all four sides and the layout only joins rooms through doors. Secret, super secret and ultra
// secret rooms are reached through their walls: they can be the end of a path but a path does not pass
// through them. Adjacent rooms are at distance 1; the start room is at distance 0 from itself.

#include "floorgen/generator.h"
#include "floorgen/stats.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace floorgen {

class RunGenerator;
class RoomCatalog;
class FileCatalog;

// A room kind in a criterion: a room type, or the start room (which has type Default like normal rooms).
struct RoomKind {
    bool start = false;
    RoomType type = RoomType::Null;
    friend bool operator==(const RoomKind &, const RoomKind &) = default;
};

struct CountRule {
    RoomKind kind;
    int min = 1;  // at least this many rooms of the kind
    int max = -1; // at most this many; -1: no upper bound
    friend bool operator==(const CountRule &, const CountRule &) = default;
};

struct DistanceRule {
    RoomKind from; // the nearest pair of rooms of the two kinds counts
    RoomKind to;
    int maxDistance = 1; // at most this many moves
    friend bool operator==(const DistanceRule &, const DistanceRule &) = default;
};

// A room layout of the player's room files (issue 48, `--layout`): by file and variant (a variant range), by
// a type and a variant range in any file, or by the layout's name. resolveLayouts gives it the catalog's
// layouts (RoomDescriptor::id, Room::layoutId) it names; a floor holds it when one of its rooms has one of
// them.
struct LayoutRule {
    std::string file; // a room file's name (case, ".stb" and the "NN." prefix optional), or ""
    int type = -1;    // a RoomType, or -1
    int minVariant = 0, maxVariant = -1; // -1: any
    std::string name;                    // the layout's name (case-insensitive), or ""
    std::vector<std::int32_t> ids;       // ascending; filled by resolveLayouts
    friend bool operator==(const LayoutRule &, const LayoutRule &) = default;
};

struct Criteria {
    std::vector<CountRule> counts;
    std::vector<int> bossSubtypes; // any boss room with one of these subtypes; empty: any boss
    std::vector<DistanceRule> distances;
    int minRooms = 0, maxRooms = kMaxRooms; // every room of the floor, secret rooms included
    int xl = -1;                            // -1 either, 0 not XL, 1 XL
    std::uint8_t cursesAll = 0;             // every one of these curses in force
    bool noCurse = false;                   // no curse in force
    int minAttempts = 1, maxAttempts = kMaxAttempts;
    std::vector<LayoutRule> layouts; // a room of each layout (needs the player's room files)

    bool empty() const;
    friend bool operator==(const Criteria &, const Criteria &) = default;
};

// Rooms of a kind on the floor.
int countKind(const Floor &f, RoomKind kind);
// Path length in rooms between two rooms (by number), or -1 when there is no path.
int roomDistance(const Floor &f, int fromRoom, int toRoom);
// The smallest distance between a room of kind `a` and a room of kind `b` (a different room), or -1.
int kindDistance(const Floor &f, RoomKind a, RoomKind b);
bool matches(const Floor &f, const Criteria &c);

// `layout VALUE`: FILE:VARIANT or FILE:A..B, TYPE:VARIANT or TYPE:A..B (a room type key), or a layout's name;
// an empty string on success, else why not.
std::string parseLayoutRule(std::string_view text, LayoutRule &rule);
// The rule as parseLayoutRule reads it (a name in double quotes when it has spaces).
std::string layoutRuleText(const LayoutRule &rule);
// Fills the ids of every layout rule of `c` from the catalog: false with a message when there is no catalog
// (the criterion needs the player's room files) or a rule names no layout of it.
bool resolveLayouts(Criteria &c, const FileCatalog *catalog, std::string &error);
// The rooms of `f` whose layout one of the rules names (room numbers, ascending).
std::vector<int> layoutRooms(const Floor &f, std::span<const LayoutRule> rules);

// The curses in force on the floor of `stageSeed` for these settings (their seed fields are ignored),
// computed from sections 2.2 and 3 alone, without generating: the search skips seeds whose curses cannot meet
// the criteria (curses, XL) before generating them. tests/core/test_search.cpp checks it against generate().
std::uint8_t cursesInForce(const Settings &settings, std::uint32_t stageSeed);
// The room types a floor must have, or must not have, the bosses it needs and its room count, to match `c`
// (count, distance, boss and room criteria): the search hands it to generate() so that most floors that
// cannot match are given up early.
RoomFilter roomFilterOf(const Criteria &c);
// False when a floor with these curses in force cannot match `c` (curse and XL criteria only).
bool cursesCanMatch(std::uint8_t curseMask, const Criteria &c);

// The most rooms (secret rooms and the start room included) a floor of these settings can have, from the
// spec's numbers alone (see search.cpp for the sum); the search refuses --rooms above it.
int maxRoomCount(const Settings &settings);
// The room types the rule set ever places on a floor's grid (typeBit of each); the off-grid rooms of
// repentance.md step 20 (black market, angel shop, ...) are not on the grid and never counted.
std::uint32_t placeableTypes(RuleSet ruleSet);
// Why no floor of `settings` can match `c`, for criteria that contradict each other (a room kind both
// required and absent, two different start rooms) or that the settings rule out (more rooms than a floor
// can have, a room type the rule set never places, an XL floor where Labyrinth cannot be in force); empty
// when the criteria may match. A plain English sentence, for the CLI's and the app's refusal.
std::string impossibleReason(const Settings &settings, const Criteria &c);

struct SearchProgress {
    std::uint64_t done = 0; // seeds tried
    std::uint64_t total = 0;
    std::uint64_t found = 0; // matches among the seeds tried
};

struct SearchOptions {
    int threads = 0;         // 0: the hardware's
    std::uint64_t limit = 0; // stop after the first `limit` matches (in seed order); 0: no limit
    std::function<void(const SearchProgress &)> progress; // from a worker thread, one call at a time
    const std::atomic<bool> *cancel = nullptr;
    // When set, the matches are streamed to it instead of being kept in SearchResult::seeds: it is called
    // from a worker thread, one call at a time, with the next matches in ascending order as soon as every
    // seed before them has been searched, and `scannedTo`, the last seed of the searched prefix so far
    // (every match up to it has been given). Memory is then bounded by the chunks in flight, not by the
    // number of matches: a worker does not run more than a few chunks ahead of the first unfinished one.
    std::function<void(std::span<const std::uint32_t> matches, std::uint64_t scannedTo)> sink;
    // The player's room files (issue 20); null: the built-in catalog. Each thread picks from its own copy
    // (a FileCatalog's weights change as it picks).
    const FileCatalog *gameData = nullptr;
    // When not empty: only these seeds are searched, those of them in from..to (ascending, without repeats:
    // an imported seed list). scannedTo and resuming from scannedTo + 1 work as for a range; `tried` and the
    // progress count the list's seeds.
    std::span<const std::uint32_t> seedList;
};

struct SearchResult {
    std::vector<std::uint32_t> seeds; // ascending; in the searched space (run seeds or stage seeds); empty
                                      // with SearchOptions::sink
    std::uint64_t found = 0;          // matches in [from, scannedTo] (given to the sink or in seeds)
    // Every seed in [from, scannedTo] was tried (the range for a shard to report; from - 1 if none).
    std::uint64_t scannedTo = 0;
    std::uint64_t tried = 0;    // seeds generated
    std::uint64_t failures = 0; // no floor after 100 attempts
    std::uint64_t invalid = 0;  // seeds the generator refuses (a run seed giving stage seed 0)
    bool cancelled = false;
    bool limitReached = false;
    std::string error;
};

// Searches seeds from..to (inclusive, 1..2^32-1) of `space` for floors of `settings` (seed fields replaced)
// that match `criteria`, on a pool of threads. The result is the same for any thread count. When cancelled,
// scannedTo is the end of the searched prefix: searching again from scannedTo + 1 gives the rest, with the
// same matches as one search of the whole range.
SearchResult searchSeeds(const Settings &settings, const Criteria &criteria, SeedSpace space,
                         std::uint32_t from, std::uint32_t to, const SearchOptions &options = {});

// Search across the floors of a run (`search --floor STAGE[:TYPE]`, the app's per-floor criteria): a floor of
// the run and the criteria that apply to it.
enum class FloorPath : std::uint8_t {
    Main,      // the main-path floor of the stage (types 0-2; stages 10 and 11: 0 or 1 as the route chooses)
    Alternate, // the alternate floor of the stage (types 4, 5; repentance only, stages 1-8)
};
struct FloorCriteria {
    int stage = 1;
    FloorPath path = FloorPath::Main;
    // -1: whatever type the run seed gives on that path; else that type only (a seed whose floor has another
    // type does not match). Stages 10 and 11: the route's choice, 0 (Sheol, Dark Room) or 1 (Cathedral,
    // Chest); -1 there follows Settings::cathedral.
    int stageType = -1;
    Criteria criteria;
    friend bool operator==(const FloorCriteria &, const FloorCriteria &) = default;
};

// The run a multi-floor search walks for one run seed: the default route (repentance.md R9.7 item 1.2, with
// the Labyrinth skip) to the group latest in route order, that floor included. A group whose floor is not
// on it (left out by the Labyrinth skip, or of another type) does not match. Empty when a floor is refused.
std::vector<RouteFloor> runSearchRoute(const Settings &settings, std::uint32_t runSeed,
                                       std::span<const FloorCriteria> floors);

// How one run seed fares (the search's test, and the brute force the tests compare it with).
enum class RunMatch : std::uint8_t { Match, NoMatch, NoFloor, Invalid };
// Generates the floors of the run of `runSeed` along runSearchRoute, only as far as needed: it stops at the
// first group that fails, checks curses before generating a floor, and gives up a group's floor early
// (generate() with a RoomFilter) where no later floor depends on it. `floor` is scratch space.
RunMatch runMatches(const Settings &settings, std::uint32_t runSeed, std::span<const FloorCriteria> floors,
                    Floor &floor);
// The same with the caller's RunGenerator (reused from one seed to the next).
RunMatch runMatches(const Settings &settings, std::uint32_t runSeed, std::span<const FloorCriteria> floors,
                    Floor &floor, RunGenerator &run, const RoomCatalog *catalog = nullptr);

// Why no run can match the groups: the first group's impossibleReason (with its stage and type), two groups
// for one floor, a floor no run of the rule set visits, or an alternate floor in afterbirth-plus; empty when
// they may match.
std::string impossibleReason(const Settings &settings, std::span<const FloorCriteria> floors);

// As searchSeeds over run seeds, for runs whose floors meet every group (settings: the player's inputs; its
// stage and stage type are ignored). Same threads, streaming, limit, cancel and resume as searchSeeds.
SearchResult searchRunSeeds(const Settings &settings, std::span<const FloorCriteria> floors,
                            std::uint32_t from, std::uint32_t to, const SearchOptions &options = {});

} // namespace floorgen
