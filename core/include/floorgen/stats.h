#pragma once

// Statistics over many floors: histograms of per-floor figures, how often each special room appears, and
// for every optional room roll (generation.md 7.9, 7.10, 10.3.7) how often a dead end was left for it and
// how often it placed its room.
//
// What "a dead end was left" means here, precisely: the dead-end list was not empty when the step called
// PopDeadEnd (7.0.2). The generator does not report its rolls, so this is derived from the finished Floor:
// the list only loses a room when a step places one, and ReAdd puts a popped room back, so the list at step k
// holds exactly the rooms left at the end (Floor::deadEndsAfter) plus every room that step k or a later step
// placed. With the built-in catalog (section 9: every special room is 1x1 with doors on all four sides) a
// 1x1 Resize of a listed dead end always succeeds, so "list not empty" is the same as "PopDeadEnd returned a
// room". tests/core/test_stats.cpp checks this derivation against the generator's trace.
//
// Everything is counted in 64-bit integers; accumulators merge by addition, so the figures do not depend on
// the order in which floors are added or on the number of threads.

#include "floorgen/generator.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace floorgen {

class FileCatalog;

// Which seeds a floor is generated from: stage seeds (Settings::stageSeed) or run seeds (Settings::runSeed,
// the stage seed then derived from it, 2.1).
enum class SeedSpace : std::uint8_t { Stage, Run };
std::string_view seedSpaceKey(SeedSpace s); // "stage", "run"

// A set of seeds, indexable: a closed range [from, to] in 1..2^32-1, or `count` pseudo-random seeds derived
// from `masterSeed` (seed i is a fixed function of masterSeed and i, so any thread can compute it).
struct SeedSet {
    enum class Kind : std::uint8_t { Range, Random };
    Kind kind = Kind::Range;
    std::uint32_t from = 1;
    std::uint32_t to = 1;
    std::uint64_t count = 0;
    std::uint64_t masterSeed = 0x15AAC;

    static SeedSet range(std::uint32_t from, std::uint32_t to);
    static SeedSet random(std::uint64_t count, std::uint64_t masterSeed = 0x15AAC);
    std::uint64_t size() const;
    std::uint32_t at(std::uint64_t index) const; // never 0
};

// The optional rolls, in the order the generator makes them.
enum class Roll : std::uint8_t {
    Planetarium,   // 10.3.7 (repentance, stage < 9)
    DiceSacrifice, // 7.9.1
    Library,       // 7.9.2
    Curse,         // 7.9.3 (the rolled one; Voodoo Head's extra curse room is not a roll)
    MiniBoss,      // 7.9.4
    Challenge,     // 7.9.5
    VaultArcade,   // 7.9.6
    Bedroom,       // 7.10
};
inline constexpr int kRollCount = 8;
std::string_view rollName(Roll r); // "Dice / Sacrifice"
std::string_view rollKey(Roll r);  // "dice-sacrifice"
// Whether the generator makes this roll at all for these settings (stage, rule set).
bool rollHappens(Roll r, const Settings &s);

// The chance the seed documents (001, the wiki page on level generation) give for a roll, for these settings:
// the chance that the roll places its room, given a dead end is left for it.
struct DocumentedChance {
    double value = 0.0;          // the chance, 0..1
    std::uint32_t numerator = 0; // exact fraction, when it is one (denominator 0: not a fraction)
    std::uint32_t denominator = 0;
    std::string condition; // which case of the document applies, e.g. "full health: 1/7, then 1/4"
};
std::optional<DocumentedChance> documentedChance(Roll r, const Settings &s);

// Which of the two room types a placed room became: the type rolls of 7.9.1, 7.9.6 and 7.10.
enum class TypeSplit : std::uint8_t {
    DiceOfDiceSacrifice, // dice rooms among dice and sacrifice rooms
    VaultOfVaultArcade,  // vaults among vaults and arcades
    CleanOfBedrooms,     // clean bedrooms among bedrooms
};
inline constexpr int kTypeSplitCount = 3;
std::string_view typeSplitKey(TypeSplit t);  // "dice-of-dice-sacrifice"
std::string_view typeSplitName(TypeSplit t); // "Dice among dice/sacrifice"
// The two types: {the one counted, the other}.
std::pair<RoomType, RoomType> typeSplitTypes(TypeSplit t);
// The documented share (001: 1/50, or 27/125 with 2+ keys; vault 1/10, or 2/5 with 2+ keys; clean 1/2).
DocumentedChance documentedTypeShare(TypeSplit t, const Settings &s);

// Integer histogram over 0..N-1; values at or above N land in the last bin.
template <std::size_t N> struct Histogram {
    std::array<std::uint64_t, N> bins{};
    void add(int v) {
        const std::size_t i =
            v < 0 ? 0 : (static_cast<std::size_t>(v) >= N ? N - 1 : static_cast<std::size_t>(v));
        ++bins[i];
    }
    void merge(const Histogram &o) {
        for (std::size_t i = 0; i < N; ++i)
            bins[i] += o.bins[i];
    }
    std::uint64_t total() const;
    std::uint64_t sum() const; // sum of bin index times count
    int min() const;           // -1 when empty
    int max() const;           // -1 when empty
    friend bool operator==(const Histogram &, const Histogram &) = default;
};

template <std::size_t N> std::uint64_t Histogram<N>::total() const {
    std::uint64_t t = 0;
    for (auto b : bins)
        t += b;
    return t;
}
template <std::size_t N> std::uint64_t Histogram<N>::sum() const {
    std::uint64_t t = 0;
    for (std::size_t i = 0; i < N; ++i)
        t += bins[i] * i;
    return t;
}
template <std::size_t N> int Histogram<N>::min() const {
    for (std::size_t i = 0; i < N; ++i)
        if (bins[i])
            return static_cast<int>(i);
    return -1;
}
template <std::size_t N> int Histogram<N>::max() const {
    for (std::size_t i = N; i-- > 0;)
        if (bins[i])
            return static_cast<int>(i);
    return -1;
}

struct RollCounts {
    std::uint64_t happened = 0;    // floors on which the step ran
    std::uint64_t deadEndLeft = 0; // ... and the dead-end list was not empty when it popped
    std::uint64_t placed = 0;      // ... and the roll placed the room
    friend bool operator==(const RollCounts &, const RollCounts &) = default;
};

// What one floor contributes to the statistics (derived from the Floor alone).
struct FloorFigures {
    std::array<bool, kRollCount> rollHappened{};
    std::array<bool, kRollCount> deadEndLeft{};
    std::array<bool, kRollCount> placed{};
    int bossDistance = -1; // Room::distance of the first boss room
};
FloorFigures floorFigures(const Floor &f);

struct FloorStats {
    std::uint64_t floors = 0;   // floors generated
    std::uint64_t failures = 0; // no floor after 100 attempts
    std::uint64_t invalid = 0;  // seeds the generator refuses (a run seed giving stage seed 0)
    std::uint64_t xl = 0;
    std::array<std::uint64_t, 7> curses{}; // floors with each curse in force, in kAllCurses order
    std::uint64_t noCurse = 0;
    std::array<std::uint64_t, kRoomTypeCount> floorsWith{}; // floors with at least one room of the type
    std::array<std::uint64_t, kRoomTypeCount> roomCount{};  // rooms of the type, all floors together
    std::array<RollCounts, kRollCount> rolls{};
    Histogram<kMaxRooms + 1> rooms;        // every room of the floor, secret rooms included
    Histogram<kMaxRooms + 1> deadEnds;     // dead ends right after layout (Floor::deadEnds)
    Histogram<kMaxRooms + 1> deadEndsLeft; // dead ends left after special placement (Floor::deadEndsAfter)
    Histogram<kMaxAttempts + 1> attempts;  // attempts the floor took (1..100)
    Histogram<kMaxRooms + 1> bossDistance; // distance (placement steps from the start room) of the boss room
    // original-2011 (docs/original-2011.md): the formula's count (random(2) + 5 + level * 2.6, rounded down),
    // the secret room's criterion (0 none, 1..3, 4 the scan), and the double-size map's extra rooms.
    Histogram<kMaxRooms + 1> origFormulaRooms;
    Histogram<5> origSecretCriterion;
    Histogram<kMaxRooms + 1> origExtraRooms;

    void add(const Floor &f);
    void merge(const FloorStats &o);
    friend bool operator==(const FloorStats &, const FloorStats &) = default;
};

// 95% Wilson score interval of k successes in n trials; {0, 0} when n is 0.
struct Interval {
    double low = 0.0;
    double high = 0.0;
};
Interval wilsonInterval(std::uint64_t k, std::uint64_t n, double z = 1.959963984540054);

struct StatsProgress {
    std::uint64_t done = 0;
    std::uint64_t total = 0;
    const FloorStats *sofar = nullptr; // merged figures of the floors done; valid during the call only
};

struct StatsOptions {
    int threads = 0; // 0: std::thread::hardware_concurrency()
    // Called after each finished chunk, from a worker thread, one call at a time. Keep it short.
    std::function<void(const StatsProgress &)> progress;
    const std::atomic<bool> *cancel = nullptr;
    // The player's room files (issue 20); null: the built-in catalog. Each thread picks from its own copy.
    const FileCatalog *gameData = nullptr;
};

struct StatsResult {
    FloorStats stats;
    bool cancelled = false;
    std::string error; // settings refused: nothing was run
};

// Generates the floor of every seed of `seeds` for `settings` (its seed fields are replaced) on a pool of
// threads, in chunks claimed in order; memory does not grow with the number of seeds.
StatsResult runStatistics(const Settings &settings, SeedSpace space, const SeedSet &seeds,
                          const StatsOptions &options = {});

// Thread count for `requested` (0: the hardware's), at least 1 and at most 256.
int effectiveThreads(int requested);

} // namespace floorgen
