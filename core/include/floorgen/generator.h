#pragma once

// The floor generator (generation.md). generate() is deterministic: the same Settings give the same Floor
// on every compiler and platform.

#include "floorgen/achievements.h"
#include "floorgen/staticvector.h"
#include "floorgen/types.h"

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace floorgen {

class Trace;
class RoomCatalog;

inline constexpr int kMaxRooms = 80;
inline constexpr int kMaxAttempts = 100;      // afterbirth-plus (5)
inline constexpr int kRepMaxAttempts = 10000; // repentance: the engine has no limit; the app's (R7)

// Player state and run state that generation reads (sections 9 and 10.1). Hearts are in half-heart units.
struct PlayerState {
    PlayerType player = PlayerType::Isaac;
    int hearts = 6;
    int maxHearts = 6;
    int soulHearts = 0;
    int boneHearts = 0;
    int keys = 0;
    int coins = 0;
    int victoryLap = 0;
    int treasureRoomsVisited = -1; // -1: the default, stage - 1 (none skipped)
    bool planetariumVisited = false;
    bool devilRoomVisited = false;
    bool bookPickedUp = false;
    // repentance only (repentance.md R18.1, R18.3):
    int character = -1;      // the game's player type id; -1: the one `player` names
    int superSinCounter = 0; // the mini-boss step's super-sin counter
    int surpriseMinibossCounter = 0;
    std::uint64_t stateFlags = 0; // bit n: state flag n (devilRoomVisited and bookPickedUp are flags 6 and 8)

    friend bool operator==(const PlayerState &, const PlayerState &) = default;
};

// The curse tier of repentance.md R5.2: how far the save has progressed (the curse denominators, and
// achievements 4 and 33 wherever they are read).
enum class CurseTier : std::uint8_t { None, Womb, Eit, All };

// Where the boss-pool state of a repentance floor comes from (R9.7).
enum class BossPoolsMode : std::uint8_t {
    Run,        // the floor as part of its run: the route's floors first (a run seed is needed)
    FirstFloor, // Init(run seed), no route: the floor as the first of its pools (a shortcut, said in the
                // output)
    StageSeed,  // Init(stage seed): approximation, the only way with a stage seed alone
};

// A floor of a route (R9.7): stage and stage type (0, 1, 2, 4, 5).
struct RouteFloor {
    int stage = 1;
    int stageType = 0;
    friend bool operator==(const RouteFloor &, const RouteFloor &) = default;
};

struct Settings {
    RuleSet ruleSet = RuleSet::Repentance;
    // repentance only: the variant (repentance.md R23; Repentogon, the mod loader's floors)
    RuleVariant ruleVariant = RuleVariant::Vanilla;
    // The run seed, when the floor comes from one; stageSeed is then derived from it (2.1).
    std::optional<std::uint32_t> runSeed;
    std::uint32_t stageSeed = 0; // used when runSeed is empty
    int stage = 1;               // 1..12
    int stageType = 0;           // 0..2 (what the stage offers); repentance also 4 and 5 (the alternate path)
    bool hard = false;
    std::optional<std::uint8_t> forcedCurses; // empty: rolled from the seed; else the mask in force
    bool blackCandle = false;
    std::uint32_t items = 0; // bits of Item
    // Bits of Item: a golden copy of that trinket is held (repentance, Mult of R11: +2), besides the plain
    // copy of `items` (+1) if that bit is set too.
    std::uint32_t golden = 0;
    bool cathedral = false; // repentance: the Cathedral choice of the route (R3.2)
    PlayerState state;
    // repentance only (repentance.md R5.2, R18.4, R9.7):
    CurseTier curseTier = CurseTier::All;
    Achievements achievements; // every one unlocked; 4 and 33 follow curseTier
    BossPoolsMode bossPools = BossPoolsMode::Run;
    // The floors generated before this one (R9.7); empty: the default route of the run (with the
    // Labyrinth skip). Only with a run seed and BossPoolsMode::Run.
    std::optional<std::vector<RouteFloor>> route;

    bool has(Item i) const { return (items & itemBit(i)) != 0; }
    // A plain or a golden copy is held (repentance.md R11: Mult(t) > 0, Mom's Box aside).
    bool holdsAny(Item i) const { return has(i) || (golden & itemBit(i)) != 0; }
    void set(Item i, bool on) { items = on ? (items | itemBit(i)) : (items & ~itemBit(i)); }
    std::uint32_t effectiveStageSeed() const;

    friend bool operator==(const Settings &, const Settings &) = default;
};

// Checks settings before generation: stage range, stage type, seeds, negative counts, forced Labyrinth on
// stage 12. Returns the message for the first problem, or nothing.
std::optional<std::string> validateSettings(const Settings &s);
// The seed checks every rule set's validation makes: a run seed 0, a stage seed 0, or a run seed whose stage
// seed for this stage is 0.
std::optional<std::string> seedProblem(const Settings &s);

// The sins of the mini-boss step (7.9.4); UltraPride is the Ultra Pride special case.
enum class Sin : std::int8_t { None = -1, Wrath, Gluttony, Lust, Sloth, Envy, Pride, UltraPride };
std::string_view sinName(Sin s);

struct Room {
    std::uint8_t number = 0;
    Shape shape = Shape::Null;
    Cell anchor;
    Cell placedCell;      // (-1,-1) for the start room and secret rooms
    std::int8_t dir = -1; // direction from the parent to the placed cell, -1 if none
    std::uint8_t distance = 0;
    bool deadEnd = false;
    bool invisible = false;
    RoomType type = RoomType::Null;
    Provenance provenance = Provenance::VerifiedEngine;
    std::uint8_t doors = 0;        // door mask of the assigned descriptor
    std::int16_t bossSubtype = -1; // boss rooms: the subtype of 7.1, -1 otherwise
    std::uint16_t variant = 0;     // descriptor variant (double trouble, mini-boss base, ...)
    Sin sin = Sin::None;           // mini-boss rooms
    bool superSin = false;         // mini-boss: the alt (super) variant
    bool secondBoss = false;       // the XL second boss room
    bool voidBoss = false;         // the Void's extra boss rooms (approximation)
    bool bossChallenge = false;    // a challenge room on an even stage
    bool grave = false;            // the Dark Room's grave room (type DEFAULT, variants 3-9)
    Cell redRoom;                  // ultra secret rooms: the red room that leads to it
    std::uint32_t awardSeed = 0;   // room-clear award seed (rewards.md "Award seeds")
    // repentance (repentance.md R1.2, R10.7, R20.1):
    std::int8_t parentSlot = -1;     // the parent's door slot it was attached through
    std::int16_t subtype = 0;        // the picked layout's subtype
    std::uint16_t flags = 0;         // descriptor flags: 0x10, 0x800, 0x1000
    std::int16_t descriptor = -1;    // the descriptor's list index, -1 without one
    std::int16_t doubleTrouble = -1; // boss rooms: the variant start when GetBossId gave -v
    std::uint8_t storedDoors = 0;    // the stored door mask when the floor was finished (R10.8)
    std::uint8_t placedBy = 0;       // the Step that typed it (0: none)
    std::uint32_t assignSeed = 0;    // the seed Assign drew the four room seeds from (R10.7)
    std::int32_t layoutId = -1;      // the catalog's number for its layout (RoomDescriptor::id), -1: none

    // Cells covered by the room (1 to 4).
    StaticVector<Cell, 4> cells() const;
    friend bool operator==(const Room &, const Room &) = default;
};

// Which step of generation; names the failing step and the special steps in the trace.
enum class Step : std::uint8_t {
    None,
    Layout,
    DeadEnds,
    Boss,
    XlBoss,
    VoidBoss,
    SuperSecret,
    LunaSuperSecret,
    SecretSeed,
    Shop,
    Treasure,
    Planetarium,
    DiceSacrifice,
    Library,
    Curse,
    VoodooCurse,
    MiniBoss,
    Challenge,
    VaultArcade,
    Bedroom,
    Secret,
    UltraSecret,
    Grave,
    NormalRooms,
    // repentance.md R11 to R15:
    BlockBoss,
    Mirror,
    Mineshaft,
    ExtraRooms,
    SurpriseMiniBoss,
    OffGrid,
    Start,
    OutsideDraws, // step 17: one draw of S per room outside the normal-room list
};
std::string_view stepName(Step s);

// What a repentance floor adds to the floor JSON (repentance.md R20.1).
struct RedRoomDoor {
    std::uint8_t room = 0; // the room that gains the door
    std::uint8_t slot = 0;
    Cell cell; // the red room's cell
};
struct OffGridRoom {
    std::int8_t gridIndex = 0;
    RoomType type = RoomType::Null;
    std::int16_t subtype = 0;
};
struct RouteStep {
    int stage = 1;
    int stageType = 0;
    bool xl = false;
};
struct RepFloorInfo {
    bool present = false; // set on repentance floors
    int stageSeedSlot = 0;
    int targetFinal = 0;
    bool mirror = false, mineshaft = false, strangeDoor = false;
    std::array<std::uint64_t, 3> blockedCells{}; // bit i: cell i blocked when the floor was finished
    int extraRooms = 0;
    float planetariumChance = 0.0f;
    int shopLevel = -1; // -1: no shop level was drawn
    bool surpriseSecret = false, surpriseShop = false;
    StaticVector<OffGridRoom, 9> offGrid;
    StaticVector<RedRoomDoor, 16> redRoomDoors;
    BossPoolsMode bossPools = BossPoolsMode::Run;
    std::vector<RouteStep> route; // the floors generated before this one
    bool onRoute = true;
    bool approxStageType = false;      // the requested floor's type is R3.3's (alternate path)
    bool approxRouteTypes = false;     // a route floor's type is R3.3's
    bool approxBossPools = false;      // a boss id came from a pool other than the Basement's
    std::uint64_t stateFlagsAfter = 0; // the run's state flags when the floor was done (R18.3; set by 10d)
};

// What an original-2011 floor adds (docs/original-2011.md); empty otherwise.
struct OrigFloorInfo {
    bool present = false;
    int level = 0;
    int coin = 0;           // random(2): 0 or 1
    int baseRooms = 0;      // random(2) + 5 + level * 2.6, rounded down
    bool labyrinth = false; // the double-size map of some challenges (forced Curse of the Labyrinth)
    bool fullHealth = false;
    int secretTier = 0;    // 1..3: the criterion that found the secret room (3, 2, 1 rooms); 0: none
    int secretTries = 0;   // random tries the search made (up to 900), then a scan
    int startRequeues = 0; // times the start room was queued again in the kept plan
    int extraRooms = 0;    // double-size map: rooms placed like secret rooms
};

struct Floor {
    Settings settings;
    std::uint32_t stageSeed = 0;
    std::uint8_t curseRolled = 0; // what the roll gave
    std::uint8_t curseMask = 0;   // curses in force (rolled, or forced)
    bool xl = false;
    int roomCoin = 0;
    int hardExtra = 0;
    int target = 0;
    int minDeadEnds = 0;
    int attempts = 0;
    int stageId = 0;
    int difficultyMin = 0;
    int difficultyMax = 0;
    std::array<std::int8_t, kGridCells> grid{};          // room number or -1
    StaticVector<Room, kMaxRooms> rooms;                 // in number order
    StaticVector<std::uint8_t, kMaxRooms> deadEnds;      // sorted, right after layout
    StaticVector<std::uint8_t, kMaxRooms> deadEndsAfter; // what is left after special placement
    RepFloorInfo rep;   // the repentance rule set's additions (repentance.md R20.1); empty otherwise
    OrigFloorInfo orig; // the original-2011 rule set's additions; empty otherwise

    const Room *roomAt(int x, int y) const;
    const Room *findFirst(RoomType t) const;
    int count(RoomType t) const;
    // The dead-end rank of a room (1 = farthest), or 0 if it is not in the sorted list.
    int deadEndRank(int roomNumber) const;
};

// Filtered: only from the RoomFilter overload of generate(), for a floor the filter rejects.
enum class GenerateStatus : std::uint8_t { Ok, InvalidSettings, NoFloor, Filtered };

// How much of the floor generate() fills in.
enum class Detail : std::uint8_t {
    Full,
    // For callers that read the layout, the special rooms and the floor's figures only (statistics, search):
    // normal rooms are typed DEFAULT but get no descriptor (7.13: no draw of S, no pick; doors and variant
    // stay 0) and no room gets its award seed (0). Every other field is as with Full. Taken only when the
    // catalog's normal-room pick cannot fail (RoomCatalog::normalPickAlwaysSucceeds) and there is no trace;
    // otherwise Full, because a failed pick starts a new attempt and so changes the floor.
    SpecialRooms,
};

struct GenerateResult {
    GenerateStatus status = GenerateStatus::Ok;
    std::string error;
    Floor floor;
    bool ok() const { return status == GenerateStatus::Ok; }
};

// Generates one floor into `out` (reused, no allocation on the hot path). `trace` may be null (no cost).
// `catalog` null means the built-in catalog (section 9). On failure `error` (if given) gets the message.
GenerateStatus generate(const Settings &settings, Floor &out, Trace *trace = nullptr,
                        std::string *error = nullptr, const RoomCatalog *catalog = nullptr);
GenerateStatus generate(const Settings &settings, Floor &out, Detail detail);

// Room types a floor must have (every type in `required`) and must not have (any type in `forbidden`), as
// bits 1 << RoomType, the boss subtypes of which it needs a boss room (bit n of `bosses` for subtype n,
// 0..127; none set: any boss), and how many rooms it may have (secret rooms included). For searches: most
// floors fail on a room type, a boss or their room count, and each is settled before the floor is done (a
// type's rooms are all placed once its step of section 7 has run; after the treasure step only secret rooms
// are added).
struct RoomFilter {
    std::uint32_t required = 0;
    std::uint32_t forbidden = 0;
    std::array<std::uint64_t, 2> bosses{};
    int minRooms = 0;
    int maxRooms = kMaxRooms;
    // Optional: false when a floor as it stands before its secret rooms (7.11) cannot pass however the rest
    // goes. It sees the layout with the special rooms of 7.3 to 7.10 assigned (normal rooms typed NULL), and
    // it may rely on what section 7 does from the treasure step on with the built-in catalog (it is not asked
    // with another): rooms only shrink (a dead end taking a 1x1 special room shrinks to its placed cell) and
    // the only rooms added are secret, hidden ones. Not part of passes(): the caller checks again whatever it
    // decides here.
    std::function<bool(const Floor &)> afterTreasure;

    bool anyBoss() const { return bosses[0] == 0 && bosses[1] == 0; }
    bool anyRoomCount() const { return minRooms <= 0 && maxRooms >= kMaxRooms; }
    bool empty() const {
        return required == 0 && forbidden == 0 && anyBoss() && anyRoomCount() && !afterTreasure;
    }
    void allowBoss(int subtype) {
        bosses[static_cast<std::size_t>(subtype >> 6)] |= std::uint64_t{1} << (subtype & 63);
    }
    bool bossAllowed(int subtype) const {
        return subtype >= 0 && subtype < 128 &&
               ((bosses[static_cast<std::size_t>(subtype >> 6)] >> (subtype & 63)) & 1u) != 0;
    }
    // Do the room types present (bits 1 << RoomType) pass?
    bool passes(std::uint32_t present) const {
        return (required & ~present) == 0 && (forbidden & present) == 0;
    }
    // Does the floor have a boss room of a subtype asked for (true when none is asked for)?
    bool bossPresent(const Floor &f) const;
    // Does the floor pass (types, bosses and room count)?
    bool passes(const Floor &f) const;
};
constexpr std::uint32_t typeBit(RoomType t) {
    return 1u << static_cast<unsigned>(t);
}
// The room types whose rooms are all placed once the treasure step (7.8) has run: boss rooms (7.3, 7.4,
// 10.3.2), super secret rooms (7.5, 10.3.3), shops and treasure rooms. The steps after it add rooms of other
// types only. The generator's room filter and the search's distance test both rely on it.
inline constexpr std::uint32_t kTypesPlacedByTreasure = typeBit(RoomType::Boss) |
                                                        typeBit(RoomType::SuperSecret) |
                                                        typeBit(RoomType::Shop) | typeBit(RoomType::Treasure);
// The room types present on a floor, as bits 1 << RoomType.
std::uint32_t typesPresent(const Floor &f);

// As generate(settings, out, detail), and then Filtered instead of Ok when the floor does not pass `filter`.
// A floor is given up (`out` then holds a partial floor) as soon as its attempt can no longer fail and the
// types or bosses already settled show it cannot pass: every floor that passes is generated in full, exactly
// as without the filter, and exactly the floors that do not pass are Filtered.
GenerateStatus generate(const Settings &settings, Floor &out, Detail detail, const RoomFilter &filter,
                        const RoomCatalog *catalog = nullptr);
GenerateResult generateFloor(const Settings &settings, Trace *trace = nullptr);

// For callers that generate the floors of many seeds with one Settings (statistics, search, bench): a
// repentance floor whose boss pools start fresh (stage-seed pools, or first-floor) begins with the MT19937
// start-up of its pool's shuffle, some 400 dependent multiplications (R9.3 step 5), a sixth of its time.
// Given the next seeds, this makes their start-ups side by side, up to shufflecache::kCapacity (32) at once,
// into a cache of the calling thread that generate() reads. `seeds` are the values the caller will put into
// settings.runSeed when settings has one, else into settings.stageSeed; `catalog` as for generate(). The
// floors are the same with or without it. It does nothing for afterbirth-plus, run context (a route
// first) or the stages with a fixed boss.
void prefetchBossShuffles(const Settings &settings, std::span<const std::uint32_t> seeds,
                          const RoomCatalog *catalog = nullptr);

// The fields of 4.x, without generating (for the UI and the CLI).
int stageIdOf(int stage, int stageType);
std::uint32_t awardSeedOf(std::uint32_t stageSeed, int roomNumber);
// repentance.md R10.7: a room's decoration, spawn, award and fourth seed, from the seed Assign was given.
std::array<std::uint32_t, 4> roomSeeds(std::uint32_t assignSeed);

// FNV-1a 64 over the 169 cells, one byte per cell (0xFF empty), continuing from `hash` (section 12).
inline constexpr std::uint64_t kFnvOffset = 14695981039346656037ull;
std::uint64_t gridHash(const Floor &f, std::uint64_t hash = kFnvOffset);

namespace detail {
// The layout's 13 draws for one slot (6.3) have three implementations: one draw after the other, and, on
// x86-64 processors with AVX2 or AVX-512, all of them at once (generator.cpp). They give the same floors;
// these let the tests compare them.
enum class SlotDraws : std::uint8_t { Scalar, Avx2, Avx512 };
bool slotDrawsAvailable(SlotDraws path);
// Selects the implementation for every later generate() (not while another thread generates), if this
// processor has it; returns the one selected before. The default is the fastest available.
SlotDraws setSlotDraws(SlotDraws path);
// Bit p: draw p + 1 from `state` is a multiple of position p's weight; `after` is the state 13 draws on.
// `path` falls back to Scalar where it is not available.
std::uint32_t slotDraws(std::uint32_t state, std::uint32_t &after, SlotDraws path);
// generation.md 7.0.1's Resize as the repentance engine makes it (repentance.md R23.2 when s.ruleVariant is
// Repentogon), on a grid built by hand for the tests: rooms[k] (numbered k, with its shape, anchor, placed
// cell, direction and invisible flag) covers its cells; then Resize(rooms[deadEnd], shape, doors). `after`
// is that room afterwards. False when Resize fails or the rooms are not a grid (out of bounds, overlapping,
// more than kMaxRooms).
bool resizeProbe(const Settings &s, std::span<const Room> rooms, int deadEnd, Shape shape, std::uint8_t doors,
                 Room &after);
} // namespace detail

} // namespace floorgen
