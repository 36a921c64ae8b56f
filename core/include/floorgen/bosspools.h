#pragma once

// The run-wide boss pools of the repentance rule set: repentance.md R9 (R9.1 pools, R9.2 MT19937, R9.3 Init,
// R9.4 GetBossId, R9.5 PickBoss, R9.6 life cycle, R9.8 the Void's boss list), the stage id of R3.5 that
// indexes them, and the built-in pools of R19.4. Test vectors: R21.5, R21.9.

#include "floorgen/achievements.h"
#include "floorgen/staticvector.h"

#include <algorithm>
#include <array>
#include <bitset>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace floorgen {

// ---- R3.5 ----

// The stage id (room file, boss-pool slot) of (stage, type) by R3.5's formula, normal and hard mode:
//   stage 13 -> 35 (Home); stage 12 -> 26 (the Void); stage 9 -> 36 for type 4, else 13;
//   stages 10, 11 -> type + 2*stage - 6;
//   stages 1..8 -> type 4: ((stage-1) AND NOT 1) + 27; type 5: 2*((stage-1) >> 1) + 28;
//                  types 0..2: type + 1 + 3*((stage-1) >> 1).
// -1 for a stage outside 1..13 or a type other than 0, 1, 2, 4, 5 (there is no type 3, R1.1). This is not
// generation.md 4.3's table, which stageIdOf() of generator.h implements.
constexpr int repStageId(int stage, int type) {
    if (stage < 1 || stage > 13 || type < 0 || type > 5 || type == 3)
        return -1;
    if (stage == 13)
        return 35;
    if (stage == 12)
        return 26;
    if (stage == 9)
        return type == 4 ? 36 : 13;
    if (stage >= 10)
        return type + 2 * stage - 6;
    if (type == 4)
        return ((stage - 1) & ~1) + 27;
    if (type == 5)
        return 2 * ((stage - 1) >> 1) + 28;
    return type + 1 + 3 * ((stage - 1) >> 1);
}

// ---- R9.2 ----

// The standard 32-bit Mersenne Twister, exactly std::mt19937 (R9.2), written by hand: the core's determinism
// rule keeps <random> out of it.
class Mt19937 {
public:
    static constexpr std::uint32_t kDefaultSeed = 5489u;
    static constexpr std::size_t kWords = 624;
    // firstOutputs() serves at most this many outputs: output k < 227 of the first twist reads only the
    // initial words k, k+1 and k+397.
    static constexpr std::size_t kFastMax = 227;

    explicit Mt19937(std::uint32_t seed = kDefaultSeed) { this->seed(seed); }
    void seed(std::uint32_t seed);
    std::uint32_t operator()();
    void discard(std::uint64_t n) {
        for (; n > 0; --n)
            (*this)();
    }

    // The first count outputs of Mt19937(seed), count <= kFastMax, computing only the 397 + count initial
    // words they depend on instead of all 624 and a full twist. Used by the pool shuffle (R9.3 step 5), which
    // needs n-1 outputs for n entries.
    static void firstOutputs(std::uint32_t seed, std::uint32_t *out, std::size_t count);
    // firstOutputs for each of `seeds` (count <= kLanesMax): row k of out (count words) for seeds[k]. The
    // start-ups of different seeds are independent chains, so they are computed side by side, 32 at a time
    // (8 for eight seeds or fewer), in vector lanes (AVX2 where the processor has it): 32 take about a
    // twelfth of the time of one after the other.
    static constexpr std::size_t kLanesMax = 63;
    // `portable`: the lanes of the portable build even where AVX2 is there (for the tests).
    static void firstOutputsSideBySide(std::span<const std::uint32_t> seeds, std::uint32_t *out,
                                       std::size_t count, bool portable = false);

    static constexpr std::uint32_t temper(std::uint32_t y) {
        y ^= y >> 11;
        y ^= (y << 7) & 0x9D2C5680u;
        y ^= (y << 15) & 0xEFC60000u;
        y ^= y >> 18;
        return y;
    }

private:
    void twist();

    std::array<std::uint32_t, kWords> m_mt{};
    std::size_t m_index = kWords; // the next word to temper; kWords: twist first
};

// Mt19937::firstOutputs computed in parts: start() takes the seed, advance() computes a few more initial
// words, finish() the rest and the outputs (the same values as firstOutputs). The start-up is a chain of some
// 400 dependent multiplications (a fixed ~0.5 µs, a sixth of a repentance floor made with fresh pools); made
// a few words at a time between pieces of independent work (the layout, R8), it runs beside that work
// instead of before it. Not copyable work: the words live in the object.
class MtWarmUp {
public:
    static constexpr std::size_t kMaxWords = Mt19937::kFastMax - 1 + 397 + 1;

    // count: the outputs finish() will give (<= Mt19937::kFastMax); 0 leaves it inactive.
    void start(std::uint32_t seed, std::size_t count) {
        m_count = count;
        m_next = 1;
        m_last = count == 0 ? 0 : count - 1 + 397;
        m_mt[0] = seed;
    }
    bool active() const { return m_count != 0; }
    std::size_t count() const { return m_count; }
    std::uint32_t seed() const { return m_mt[0]; }
    // At most `steps` more initial words (the multiplications of R9.2's initialisation).
    void advance(std::size_t steps) {
        const std::size_t end = std::min(m_next + steps, m_last + 1);
        std::uint32_t prev = m_mt[m_next - 1];
        for (std::size_t i = m_next; i < end; ++i) {
            prev = 1812433253u * (prev ^ (prev >> 30)) + static_cast<std::uint32_t>(i);
            m_mt[i] = prev;
        }
        m_next = std::max(m_next, end);
    }
    // The count outputs; the object is inactive afterwards.
    void finish(std::uint32_t *out);
    void cancel() { start(0, 0); }

private:
    std::uint32_t m_mt[kMaxWords];
    std::size_t m_next = 1, m_last = 0, m_count = 0;
};

// R9.3 step 5's shuffles made ahead. A caller that generates many floors with fresh boss pools (stage-seed
// pools, or a run's first floor) knows their pool seeds before it generates them: fill() computes their
// shuffle outputs side by side (Mt19937::firstOutputsSideBySide) into a small cache of the calling thread,
// and BossPools takes a pool's outputs from it instead of computing them. The outputs depend on (seed, count)
// only, so a floor is the same with or without the cache; a seed not in it is computed as before.
namespace shufflecache {
inline constexpr std::size_t kCapacity = 32;
// The first `count` outputs (<= Mt19937::kLanesMax) of MT19937(seed) for each of `seeds`. The cache then
// holds those of the first kCapacity seeds, and nothing else.
void fill(std::span<const std::uint32_t> seeds, std::size_t count);
// The `count` outputs cached for `seed`, or null.
const std::uint32_t *find(std::uint32_t seed, std::size_t count);
void clear();
// How many find() calls of this thread found their outputs (for the tests).
std::uint64_t hits();
} // namespace shufflecache

// ---- R9.1, R19.4 ----

inline constexpr int kBossPoolCount = 37;  // pool slots, indexed by stage id (R9.1)
inline constexpr int kBossIdCount = 104;   // ids 0..103 of the removed and levelBlacklist sets (R9.1)
inline constexpr int kMaxPoolEntries = 64; // entries a pool may hold here (R19.4's built-ins hold at most 14)
static_assert(Mt19937::kLanesMax == kMaxPoolEntries - 1, "side by side serves every pool's shuffle");

// One entry of a pool (R9.1): boss id, float32 weight [DATA], the achievement gating it (-1: none) and the
// room-variant start (0: none).
struct BossEntry {
    std::int16_t id;
    float weight;
    std::int32_t achievement = -1;
    std::int32_t room = 0;

    friend bool operator==(const BossEntry &, const BossEntry &) = default;
};

// The contents of the 37 pools in file order (before the shuffle), and each pool's double-trouble variant
// start (0: none). A pool may hold at most kMaxPoolEntries entries: a loader must reject a file with more
// (valid() says whether data respects the cap; BossPools::init uses only the first kMaxPoolEntries of a
// longer pool).
struct BossPoolData {
    std::array<std::vector<BossEntry>, kBossPoolCount> pools;
    std::array<std::int32_t, kBossPoolCount> dt{};

    // R19.4: the Basement (slot 1) exact, every other named pool the bosses of its floor with weight 1.0 in
    // increasing id order (approximation); slots 0, 18..25, 34, 35 and 36 empty.
    static const BossPoolData &builtin();

    // Every pool within the cap of kMaxPoolEntries entries.
    bool valid() const;
    // The float32 running sum of the weights in file order: total = f32(weight + total) (R9.3 step 4).
    float total(int slot) const;
};

// Whether the built-in pool of a slot is the game's own (true only for the Basement, slot 1); every other
// built-in pool is an approximation (R19.4), and the UI marks its boss ids as such.
constexpr bool builtinPoolIsExact(int slot) {
    return slot == 1;
}

// ---- R9.8 ----

// The Void's extra-boss list (R9.8): the ids 0..69 in increasing order without 55, 63, 6, 62 and the ids of
// the 37-entry exclusion table. Step 2 of R11 shuffles it with S.
inline constexpr std::array<std::int16_t, 31> kVoidBossList = {0,  5,  7,  8,  11, 12, 15, 16, 19, 22, 24,
                                                               25, 30, 31, 33, 35, 38, 39, 40, 41, 42, 46,
                                                               48, 49, 51, 53, 54, 58, 59, 66, 68};
// R9.8's exclusion table, in its order (43 and 50 appear twice).
inline constexpr std::array<std::int16_t, 37> kVoidBossExclusions = {
    60, 43, 50, 23, 67, 69, 61, 57, 44, 64, 56, 65, 47, 45, 43, 50, 52, 9, 10,
    18, 32, 36, 27, 13, 14, 20, 17, 28, 2,  1,  21, 3,  4,  34, 37, 29, 26};
constexpr std::array<std::int16_t, 31> voidBossList() {
    return kVoidBossList;
}

// ---- R9.4, R9.5: what a call did, for the trace (R20.2) and the UI ----

// The branch of GetBossId (R9.4) that gave the result.
enum class BossBranch : std::uint8_t {
    Fixed,            // step 2: no draws
    HeadlessHorseman, // step 5.1: 22
    Harbinger,        // step 5.2: 9, 10, 11 or 12
    Conquest,         // step 5.2: 38 (12 and 38 both blacklisted)
    DoubleTrouble,    // step 6: -dt
    Fallen,           // step 7: 23
    Weighted,         // step 8: PickBoss
    FallbackMonstro,  // step 9: 1 after ten failed tries (or a (stage, type) without a stage id: no draws)
};

// One PickBoss call (R9.5).
struct BossPickTrace {
    int scans = 0;   // passes over the list (at most 10)
    int rescans = 0; // passes that ended on an ineligible entry and recomputed r
    bool probe = false;
    float r = 0;    // r of the last pass, after the rescans
    int entry = -1; // the chosen entry's index in list order (the shuffled order for a pool), or -1: none
};

// One try of step 8.
struct BossTry {
    std::uint32_t draw = 0; // Q.Next()
    float r = 0;            // f32(RF(draw) * total)
    BossPickTrace pick;
    std::int16_t id = -1;   // the chosen entry's boss id, or -1: none
    bool poolReset = false; // e was none: the pool's ids were removed from both sets
};

struct BossTrace {
    int stage = 0, stageType = 0;
    int pool = -1;                        // the slot consulted (R3.5), -1 for no stage id
    bool drew = false;                    // whether the seven draws were made (not on fixed bosses)
    std::array<std::uint32_t, 7> draws{}; // r0..r6
    BossBranch branch = BossBranch::Fixed;
    StaticVector<BossTry, 10> tries; // the working copy's draws and what each led to
    int result = 0;                  // the returned value

    int totalScans() const;
    int totalRescans() const;
    bool probeUsed() const;
    bool poolReset() const; // step 8 "e is none" happened at least once
};

// ---- R9.3 to R9.6 ----

// The run-wide boss-pool state: 37 pool RNGs, the shuffled lists and the two id sets.
//
// Cost: init() makes the 37 seeds and clears the sets, nothing more. A pool is shuffled the first time
// anything reads its list (GetBossId, shuffledOrder, shuffleAll), from the state its RNG had at Init; since
// the shuffle does not advance the RNG, this gives the order R9.3 step 5 gives eagerly. The lists are indices
// into the data, which must outlive the BossPools. Reading a list from a const object fills that cache: not
// thread-safe.
class BossPools {
public:
    using IdSet = std::bitset<kBossIdCount>;

    // R9.3 step 2: the state Init gives pool `slot`'s RNG from startSeed (the seed of its shuffle).
    static std::uint32_t poolSeedOf(std::uint32_t startSeed, int slot);
    // The shuffle outputs a pool of n entries needs (R9.3 step 5): n - 1, and none below 2 entries. The cap
    // of kMaxPoolEntries applies.
    static std::size_t shuffleOutputs(std::size_t entries);

    // R9.3. startSeed must not be 0 (with 0 every pool RNG stays 0).
    void init(std::uint32_t startSeed, const BossPoolData &data = BossPoolData::builtin());

    // R9.6: clear levelBlacklist at the head of an attempt (R7 step 1).
    void beginAttempt() { m_blacklist.reset(); }
    // R9.6: after a successful placement, removed |= levelBlacklist, then clear it (R7 step 7).
    void commit() {
        m_removed |= m_blacklist;
        m_blacklist.reset();
    }

    // id is in removed or levelBlacklist; ids outside 0..103 never are.
    bool wasRemoved(int id) const {
        return id >= 0 && id < kBossIdCount && (m_removed[std::size_t(id)] || m_blacklist[std::size_t(id)]);
    }

    // R9.4: a boss id (>= 0), or -v, "pick a layout among variants v..v+49". A (stage, type) without a stage
    // id (repStageId < 0) returns 1 without drawing.
    int getBossId(int stage, int stageType, const Achievements &u, bool devilRoomVisited,
                  BossTrace *trace = nullptr);

    // R9.5 on a list of entries in list order with its total weight: the chosen entry's index, or -1. Adds
    // the chosen id to levelBlacklist; reads WasRemoved. r is updated by the rescans as the spec writes it.
    int pickBoss(std::span<const BossEntry> list, float total, float r, const Achievements &u,
                 BossPickTrace *trace = nullptr);

    // ---- state, for the floor JSON (R20.1) and for continuing a run (R9.3's last paragraph) ----
    std::uint32_t poolState(int slot) const { return m_state[std::size_t(slot)]; }
    const std::array<std::uint32_t, kBossPoolCount> &poolStates() const { return m_state; }
    // The state each pool RNG had at Init: the seed of its shuffle.
    std::uint32_t poolSeed(int slot) const { return m_seed[std::size_t(slot)]; }
    // The pool's list after the shuffle, as indices into data().pools[slot] (forces the lazy shuffle).
    std::span<const std::uint8_t> shuffledOrder(int slot) const;
    // The shuffle's MT19937 outputs for the pool of `slot` would be warm.start(poolSeed(slot), n - 1): starts
    // warm so when the pool is not shuffled yet and has two entries or more (else leaves it inactive).
    void startWarmUp(int slot, MtWarmUp &warm) const;
    // Shuffles the pool of `slot` now with warm's outputs, if warm was started for it and it is not shuffled.
    void prepareFrom(int slot, MtWarmUp &warm) const;
    // The same as boss ids.
    StaticVector<std::int16_t, kMaxPoolEntries> shuffledIds(int slot) const;
    bool isShuffled(int slot) const { return (m_shuffled >> slot) & 1u; }
    void shuffleAll() const; // every pool now (the eager R9.3 step 5)
    // The pools of `slots` not shuffled yet, now, their MT19937 start-ups side by side
    // (Mt19937::firstOutputsSideBySide): for a run whose route reads several pools. The orders are those of
    // the lazy shuffle. Fewer than three such pools are left to it.
    void shuffleSideBySide(std::span<const int> slots) const;
    float poolTotal(int slot) const;
    const IdSet &removed() const { return m_removed; }
    const IdSet &levelBlacklist() const { return m_blacklist; }
    const BossPoolData &data() const { return *m_data; }

    // Restores a saved run after init(): the pool states and the removed set (the shuffles keep Init's
    // seeds).
    void restore(const std::array<std::uint32_t, kBossPoolCount> &states, const IdSet &removed) {
        m_state = states;
        m_removed = removed;
        m_blacklist.reset();
    }

private:
    void prepare(int slot) const;
    void shuffle(int slot, const std::uint32_t *outputs) const; // outputs: n - 1 MT19937 outputs, or null

    const BossPoolData *m_data = nullptr;
    std::array<std::uint32_t, kBossPoolCount> m_seed{};  // Pi at Init
    std::array<std::uint32_t, kBossPoolCount> m_state{}; // Pi now
    IdSet m_removed, m_blacklist;
    // Lazy shuffle cache (R9.3 step 5): bit i set when m_order[i], m_count[i] and m_total[i] hold pool i's.
    mutable std::uint64_t m_shuffled = 0;
    mutable std::array<std::uint8_t, kBossPoolCount> m_count{};
    mutable std::array<float, kBossPoolCount> m_total{};
    mutable std::array<std::array<std::uint8_t, kMaxPoolEntries>, kBossPoolCount> m_order{};
};

} // namespace floorgen
