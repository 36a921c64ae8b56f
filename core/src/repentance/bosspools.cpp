// The boss pools of repentance.md R9: MT19937 (R9.2), Init (R9.3), GetBossId (R9.4), PickBoss (R9.5), the
// life cycle (R9.6), and the built-in pools of R19.4.
//
// Arithmetic: every weight sum, product and quotient of R9.4 step 8 and R9.5 is float32, each operation
// rounded on its own as the spec writes f32(...). This file is compiled with -ffp-contract=off
// (core/CMakeLists.txt) so that no multiply-add is fused.

#include "floorgen/bosspools.h"

#include "floorgen/rng.h"

#include <algorithm>
#include <cassert>
#include <utility>

namespace floorgen {

namespace {

// The xorshift step with the triples of R1.3: 26 (3, 13, 7) for the seed chain Z, 17 (2, 21, 9) for the
// pools.
constexpr std::uint32_t stepZ(std::uint32_t s) {
    return UntracedRng::step(s, 3, 13, 7);
}
constexpr std::uint32_t stepPool(std::uint32_t s) {
    return UntracedRng::step(s, 2, 21, 9);
}

constexpr std::uint32_t kMtUpper = 0x80000000u, kMtLower = 0x7FFFFFFFu, kMtMatrix = 0x9908B0DFu;
constexpr std::size_t kMtShift = 397;

constexpr std::uint32_t mtInitWord(std::uint32_t prev, std::uint32_t i) {
    return 1812433253u * (prev ^ (prev >> 30)) + i;
}
constexpr std::uint32_t mtTwistWord(std::uint32_t k, std::uint32_t k1, std::uint32_t k397) {
    const std::uint32_t y = (k & kMtUpper) | (k1 & kMtLower);
    return k397 ^ (y >> 1) ^ ((y & 1u) ? kMtMatrix : 0u);
}

// R9.4 step 2: the fixed boss of (stage, type), or -1.
int fixedBoss(int stage, int type, const Achievements &u) {
    const bool alt = type == 4 || type == 5;
    switch (stage) {
    case 6:
        return alt ? 89 : 6;
    case 8:
        return alt ? 88 : (u.unlocked(34) ? 25 : 8);
    case 10:
        return alt ? 40 : (type == 1 ? 39 : 24);
    case 11:
        return alt ? 40 : (type == 1 ? 40 : 54);
    case 12:
        return 70;
    default:
        return -1;
    }
}

} // namespace

// ---- Mt19937 (R9.2) ----

void Mt19937::seed(std::uint32_t seed) {
    m_mt[0] = seed;
    for (std::uint32_t i = 1; i < kWords; ++i)
        m_mt[i] = mtInitWord(m_mt[i - 1], i);
    m_index = kWords;
}

void Mt19937::twist() {
    for (std::size_t k = 0; k < kWords; ++k)
        m_mt[k] = mtTwistWord(m_mt[k], m_mt[(k + 1) % kWords], m_mt[(k + kMtShift) % kWords]);
    m_index = 0;
}

std::uint32_t Mt19937::operator()() {
    if (m_index >= kWords)
        twist();
    return temper(m_mt[m_index++]);
}

void Mt19937::firstOutputs(std::uint32_t seed, std::uint32_t *out, std::size_t count) {
    assert(count <= kFastMax);
    if (count == 0)
        return;
    // Output k of the first twist is mt'[k] = f(mt[k], mt[k+1], mt[k+397]): for k < 227 the twist has not yet
    // rewritten mt[k+1] or mt[k+397] when it reaches k. So the initial words 0 .. count-1+397 are all it
    // needs.
    std::uint32_t mt[kWords];
    const std::size_t last = count - 1 + kMtShift;
    mt[0] = seed;
    for (std::size_t i = 1; i <= last; ++i)
        mt[i] = mtInitWord(mt[i - 1], static_cast<std::uint32_t>(i));
    for (std::size_t k = 0; k < count; ++k)
        out[k] = temper(mtTwistWord(mt[k], mt[k + 1], mt[k + kMtShift]));
}

namespace {

// Mt19937::firstOutputs for L seeds at once: each step of the start-up is done for every lane before the
// next, so the compiler makes vector operations of them and the lanes' chains overlap. Only the words the
// outputs read are kept (head: 0..count, tail: 397..396+count). 32 lanes for a cache's worth of floors, 8
// for a few pools of one run.
template <std::size_t L>
[[gnu::always_inline]] inline void lanesBody(const std::uint32_t *seeds, std::uint32_t *out,
                                             std::size_t count, std::size_t stride) {
    std::uint32_t head[Mt19937::kLanesMax + 1][L], tail[Mt19937::kLanesMax][L], p[L];
    for (std::size_t l = 0; l < L; ++l) {
        p[l] = seeds[l];
        head[0][l] = p[l];
    }
    std::size_t i = 1;
    for (; i <= count; ++i)
        for (std::size_t l = 0; l < L; ++l)
            head[i][l] = p[l] = mtInitWord(p[l], static_cast<std::uint32_t>(i));
    for (; i < kMtShift; ++i)
        for (std::size_t l = 0; l < L; ++l)
            p[l] = mtInitWord(p[l], static_cast<std::uint32_t>(i));
    for (; i < count + kMtShift; ++i)
        for (std::size_t l = 0; l < L; ++l)
            tail[i - kMtShift][l] = p[l] = mtInitWord(p[l], static_cast<std::uint32_t>(i));
    for (std::size_t k = 0; k < count; ++k)
        for (std::size_t l = 0; l < L; ++l)
            out[l * stride + k] = Mt19937::temper(mtTwistWord(head[k][l], head[k + 1][l], tail[k][l]));
}

template <std::size_t L>
void lanesPortable(const std::uint32_t *seeds, std::uint32_t *out, std::size_t count, std::size_t stride) {
    lanesBody<L>(seeds, out, count, stride);
}

#if (defined(__GNUC__) || defined(__clang__)) && defined(__x86_64__)
// The same code in 256-bit lanes (twice as fast again as the portable build's 128-bit ones).
template <std::size_t L>
[[gnu::target("avx2")]] void lanesAvx2(const std::uint32_t *seeds, std::uint32_t *out, std::size_t count,
                                       std::size_t stride) {
    lanesBody<L>(seeds, out, count, stride);
}
const bool kHasAvx2 = [] {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") != 0;
}();
#endif

template <std::size_t L>
void lanes(const std::uint32_t *seeds, std::uint32_t *out, std::size_t count, std::size_t stride,
           [[maybe_unused]] bool portable) { // (no AVX2 path off x86-64: WebAssembly)
#if (defined(__GNUC__) || defined(__clang__)) && defined(__x86_64__)
    if (kHasAvx2 && !portable) {
        lanesAvx2<L>(seeds, out, count, stride);
        return;
    }
#endif
    lanesPortable<L>(seeds, out, count, stride);
}

// One group of at most L seeds; a partial group goes through a full one (the spare lanes compute seed 0's
// outputs).
template <std::size_t L>
void group(std::span<const std::uint32_t> seeds, std::uint32_t *out, std::size_t count, bool portable) {
    if (seeds.size() == L) {
        lanes<L>(seeds.data(), out, count, count, portable);
        return;
    }
    std::uint32_t own[L] = {};
    std::copy(seeds.begin(), seeds.end(), own);
    std::uint32_t rows[L * Mt19937::kLanesMax];
    lanes<L>(own, rows, count, count, portable);
    std::copy_n(rows, seeds.size() * count, out);
}

} // namespace

void Mt19937::firstOutputsSideBySide(std::span<const std::uint32_t> seeds, std::uint32_t *out,
                                     std::size_t count, bool portable) {
    assert(count <= kLanesMax);
    if (count == 0)
        return;
    constexpr std::size_t kWide = 32, kNarrow = 8;
    for (std::size_t at = 0; at < seeds.size(); at += kWide) {
        const std::size_t n = std::min(kWide, seeds.size() - at);
        if (n <= kNarrow)
            group<kNarrow>(seeds.subspan(at, n), out + at * count, count, portable);
        else
            group<kWide>(seeds.subspan(at, n), out + at * count, count, portable);
    }
}

// ---- the shuffle cache ----

namespace shufflecache {
namespace {
struct Cache {
    std::size_t size = 0, count = 0, next = 0; // next: where the following find() looks first
    std::uint64_t hits = 0;
    std::uint32_t seeds[kCapacity];
    std::uint32_t outputs[kCapacity * Mt19937::kLanesMax];
};
thread_local Cache t_cache;
} // namespace

void fill(std::span<const std::uint32_t> seeds, std::size_t count) {
    Cache &c = t_cache;
    c.size = 0;
    if (count == 0 || count > Mt19937::kLanesMax)
        return;
    const std::size_t n = std::min(seeds.size(), kCapacity);
    std::copy_n(seeds.data(), n, c.seeds);
    Mt19937::firstOutputsSideBySide(seeds.first(n), c.outputs, count);
    c.size = n;
    c.count = count;
    c.next = 0;
}

const std::uint32_t *find(std::uint32_t seed, std::size_t count) {
    Cache &c = t_cache;
    if (count != c.count || c.size == 0)
        return nullptr;
    // Floors come in the order their seeds were given: look where the last hit left off first.
    for (std::size_t k = 0, at = c.next; k < c.size; ++k, at = at + 1 == c.size ? 0 : at + 1) {
        if (c.seeds[at] == seed) {
            c.next = at + 1 == c.size ? 0 : at + 1;
            ++c.hits;
            return c.outputs + at * count;
        }
    }
    return nullptr;
}

void clear() {
    t_cache.size = 0;
}

std::uint64_t hits() {
    return t_cache.hits;
}
} // namespace shufflecache

void MtWarmUp::finish(std::uint32_t *out) {
    advance(m_last + 1);
    for (std::size_t k = 0; k < m_count; ++k)
        out[k] = Mt19937::temper(mtTwistWord(m_mt[k], m_mt[k + 1], m_mt[k + kMtShift]));
    m_count = 0;
}

// ---- BossPoolData (R19.4) ----

const BossPoolData &BossPoolData::builtin() {
    static const BossPoolData data = [] {
        BossPoolData d;
        // The Basement: R9.8, exact, in file order.
        d.pools[1] = {{1, 1.0f},   {17, 1.0f},  {2, 1.0f},  {44, 1.0f}, {64, 0.25f}, {56, 1.0f},
                      {65, 0.25f}, {20, 0.25f}, {13, 1.0f}, {60, 1.0f}, {84, 1.0f}};
        // Every other pool: the bosses of the floor, weight 1.0, increasing id order (approximation).
        const auto ones = [](std::initializer_list<std::int16_t> ids) {
            std::vector<BossEntry> v;
            v.reserve(ids.size());
            for (std::int16_t id : ids)
                v.push_back({id, 1.0f});
            return v;
        };
        d.pools[2] = ones({13, 32, 34, 37, 43, 60, 61, 84});
        d.pools[3] = ones({1, 2, 13, 17, 20, 44, 56, 60, 61, 64, 65, 84});
        d.pools[27] = ones({75, 76, 77, 91});
        d.pools[28] = ones({75, 76, 92, 95, 97});
        d.pools[4] = ones({3, 4, 14, 18, 21, 28, 45, 47, 57, 67, 69, 94});
        d.pools[5] = ones({14, 26, 27, 28, 29, 36, 50, 52, 59, 66, 67, 69, 94});
        d.pools[6] = ones({3, 4, 14, 18, 21, 28, 45, 47, 57, 59, 66, 67, 69, 94});
        d.pools[29] = ones({74, 80, 82, 83});
        d.pools[30] = ones({73, 83, 93, 96, 102});
        d.pools[7] = ones({5, 15, 19, 46, 48, 58, 68, 74});
        d.pools[8] = ones({15, 30, 35, 51, 58, 68, 73});
        d.pools[9] = ones({5, 15, 19, 46, 48, 58, 68, 74});
        d.pools[31] = ones({79, 81});
        d.pools[32] = ones({78, 101});
        d.pools[10] = ones({7, 16, 31, 49, 53, 72});
        d.pools[11] = ones({30, 31, 33, 41, 42});
        d.pools[12] = ones({7, 16, 31, 42, 49, 53, 72});
        d.pools[33] = ones({85, 86, 87});
        d.pools[13] = ones({63});
        d.pools[14] = ones({24});
        d.pools[15] = ones({39});
        d.pools[16] = ones({54});
        d.pools[17] = ones({40});
        d.pools[26] = ones({70});
        return d;
    }();
    return data;
}

bool BossPoolData::valid() const {
    return std::all_of(pools.begin(), pools.end(), [](const std::vector<BossEntry> &p) {
        return p.size() <= std::size_t(kMaxPoolEntries);
    });
}

float BossPoolData::total(int slot) const {
    float total = 0;
    for (const BossEntry &e : pools[std::size_t(slot)])
        total = e.weight + total;
    return total;
}

// ---- BossTrace ----

int BossTrace::totalScans() const {
    int n = 0;
    for (const BossTry &t : tries)
        n += t.pick.scans;
    return n;
}
int BossTrace::totalRescans() const {
    int n = 0;
    for (const BossTry &t : tries)
        n += t.pick.rescans;
    return n;
}
bool BossTrace::probeUsed() const {
    return std::any_of(tries.begin(), tries.end(), [](const BossTry &t) { return t.pick.probe; });
}
bool BossTrace::poolReset() const {
    return std::any_of(tries.begin(), tries.end(), [](const BossTry &t) { return t.poolReset; });
}

// ---- BossPools (R9.3 to R9.6) ----

std::uint32_t BossPools::poolSeedOf(std::uint32_t startSeed, int slot) {
    std::uint32_t z = startSeed;
    for (int i = 0; i <= slot; ++i)
        z = stepZ(z);
    return z;
}

std::size_t BossPools::shuffleOutputs(std::size_t entries) {
    const std::size_t n = std::min(entries, std::size_t(kMaxPoolEntries));
    return n >= 2 ? n - 1 : 0;
}

void BossPools::init(std::uint32_t startSeed, const BossPoolData &data) {
    assert(startSeed != 0);
    m_data = &data;
    // R9.3 step 2: Z = SetSeed(startSeed, 26); Pi = SetSeed(Z.Next(), 17) for i = 0..36.
    std::uint32_t z = startSeed;
    for (std::size_t i = 0; i < std::size_t(kBossPoolCount); ++i) {
        z = stepZ(z);
        m_seed[i] = z;
        m_state[i] = z;
    }
    // Step 3.
    m_removed.reset();
    m_blacklist.reset();
    // Steps 4 and 5 happen in prepare(), pool by pool, when a pool is first read.
    m_shuffled = 0;
}

void BossPools::prepare(int slot) const {
    if ((m_shuffled >> slot) & 1u)
        return;
    shuffle(slot, nullptr);
}

void BossPools::startWarmUp(int slot, MtWarmUp &warm) const {
    const std::size_t count = shuffleOutputs(m_data->pools[std::size_t(slot)].size());
    if ((m_shuffled >> slot) & 1u || count == 0) {
        warm.cancel();
        return;
    }
    if (const std::uint32_t *made = shufflecache::find(m_seed[std::size_t(slot)], count)) {
        shuffle(slot, made); // made ahead: nothing left to do during the layout
        warm.cancel();
        return;
    }
    warm.start(m_seed[std::size_t(slot)], count);
}

void BossPools::prepareFrom(int slot, MtWarmUp &warm) const {
    if (!warm.active())
        return;
    const std::size_t n = std::min(m_data->pools[std::size_t(slot)].size(), std::size_t(kMaxPoolEntries));
    if (((m_shuffled >> slot) & 1u) || warm.seed() != m_seed[std::size_t(slot)] || warm.count() + 1 != n) {
        warm.cancel();
        return;
    }
    std::uint32_t mt[kMaxPoolEntries];
    warm.finish(mt);
    shuffle(slot, mt);
}

void BossPools::shuffle(int slot, const std::uint32_t *outputs) const {
    const auto s = std::size_t(slot);
    const std::vector<BossEntry> &list = m_data->pools[s];
    const std::size_t n = std::min(list.size(), std::size_t(kMaxPoolEntries)); // the cap (header)
    // R9.3 step 4: the float32 running sum in file order.
    float total = 0;
    for (std::size_t k = 0; k < n; ++k)
        total = list[k].weight + total;
    // Step 5: Fisher-Yates from the top with MT19937(Pi at Init); n-1 outputs.
    auto &order = m_order[s];
    for (std::size_t k = 0; k < n; ++k)
        order[k] = static_cast<std::uint8_t>(k);
    if (n >= 2) {
        std::uint32_t own[kMaxPoolEntries];
        const std::uint32_t *mt = outputs;
        if (!mt)
            mt = shufflecache::find(m_seed[s], n - 1);
        if (!mt) {
            Mt19937::firstOutputs(m_seed[s], own, n - 1);
            mt = own;
        }
        for (std::size_t i = n - 1, t = 0; i >= 1; --i, ++t) {
            const std::size_t j = mt[t] % static_cast<std::uint32_t>(i + 1);
            std::swap(order[i], order[j]);
        }
    }
    m_count[s] = static_cast<std::uint8_t>(n);
    m_total[s] = total;
    m_shuffled |= std::uint64_t{1} << slot;
}

std::span<const std::uint8_t> BossPools::shuffledOrder(int slot) const {
    prepare(slot);
    return {m_order[std::size_t(slot)].data(), m_count[std::size_t(slot)]};
}

void BossPools::shuffleSideBySide(std::span<const int> slots) const {
    StaticVector<int, kBossPoolCount> todo;
    std::array<std::uint32_t, kBossPoolCount> seeds;
    std::size_t count = 0;
    for (const int slot : slots) {
        const std::size_t c = shuffleOutputs(m_data->pools[std::size_t(slot)].size());
        if (c == 0 || isShuffled(slot) || std::find(todo.begin(), todo.end(), slot) != todo.end())
            continue;
        seeds[todo.size()] = m_seed[std::size_t(slot)];
        todo.push_back(slot);
        count = std::max(count, c);
    }
    if (todo.size() < 3)
        return; // one or two start-ups cost no more than a group of eight lanes: left to the lazy shuffle
    // A pool of fewer entries takes the first of the outputs made for the largest: output k of MT19937 does
    // not depend on how many are taken.
    std::uint32_t out[kBossPoolCount * Mt19937::kLanesMax];
    Mt19937::firstOutputsSideBySide(std::span(seeds).first(todo.size()), out, count);
    for (std::size_t k = 0; k < todo.size(); ++k)
        shuffle(todo[k], out + k * count);
}

StaticVector<std::int16_t, kMaxPoolEntries> BossPools::shuffledIds(int slot) const {
    StaticVector<std::int16_t, kMaxPoolEntries> ids;
    const auto &list = m_data->pools[std::size_t(slot)];
    for (std::uint8_t k : shuffledOrder(slot))
        ids.push_back(list[k].id);
    return ids;
}

void BossPools::shuffleAll() const {
    for (int slot = 0; slot < kBossPoolCount; ++slot)
        prepare(slot);
}

float BossPools::poolTotal(int slot) const {
    prepare(slot);
    return m_total[std::size_t(slot)];
}

namespace {

// R9.5 over any list: at(k) is entry k in list order. Touches the id sets through the callbacks.
template <typename At, typename Eligible, typename Blacklist>
int pickBossImpl(At at, int n, float total, float r, Eligible eligible, Blacklist blacklist,
                 BossPickTrace *trace) {
    BossPickTrace local;
    BossPickTrace &t = trace ? *trace : local;
    t = {};
    // Step 1.
    if (n == 0 || total <= 0)
        return -1;
    // Step 2.
    int rescans = 9;
    int chosen = -1;
    do {
        ++t.scans;
        t.r = r;
        float cum = 0;
        for (int k = 0; k < n; ++k) {
            const BossEntry &e = at(k);
            const float w = e.weight;
            const float prev = cum;
            cum = cum + w;
            if (!(r < cum))
                continue;
            const float upper = w + prev;
            if (w > 0 && r < upper && eligible(e)) {
                chosen = k;
                break;
            }
            if (rescans == 0) {
                // Probe(k): k+1, k+2, ... cyclically, stopping before k.
                t.probe = true;
                for (int j = (k + 1) % n; j != k; j = (j + 1) % n) {
                    const BossEntry &c = at(j);
                    if (c.weight > 0 && eligible(c)) {
                        blacklist(c.id);
                        t.entry = j;
                        return j;
                    }
                }
                return -1;
            }
            const float diff = cum - r;
            const float ratio = diff / w;
            r = ratio * total;
            ++t.rescans;
            break;
        }
        --rescans;
    } while (chosen < 0 && rescans >= 0);
    // Step 3.
    if (chosen < 0)
        return -1;
    blacklist(at(chosen).id);
    t.entry = chosen;
    return chosen;
}

} // namespace

int BossPools::pickBoss(std::span<const BossEntry> list, float total, float r, const Achievements &u,
                        BossPickTrace *trace) {
    const auto eligible = [&](const BossEntry &e) {
        return (e.achievement < 0 || u.unlocked(e.achievement)) && !wasRemoved(e.id);
    };
    const auto blacklist = [&](int id) {
        if (id >= 0 && id < kBossIdCount)
            m_blacklist.set(std::size_t(id));
    };
    const int n = static_cast<int>(std::min(list.size(), std::size_t(kMaxPoolEntries)));
    return pickBossImpl([&](int k) -> const BossEntry & { return list[std::size_t(k)]; }, n, total, r,
                        eligible, blacklist, trace);
}

int BossPools::getBossId(int stage, int stageType, const Achievements &u, bool devilRoomVisited,
                         BossTrace *trace) {
    const auto finish = [&](BossBranch branch, int result) {
        if (trace) {
            trace->branch = branch;
            trace->result = result;
        }
        return result;
    };
    const auto blacklist = [&](int id) {
        if (id >= 0 && id < kBossIdCount)
            m_blacklist.set(std::size_t(id));
    };
    const int slot = repStageId(stage, stageType);
    if (trace) {
        *trace = {};
        trace->stage = stage;
        trace->stageType = stageType;
        trace->pool = slot;
    }
    // Step 2: fixed bosses.
    if (const int fixed = fixedBoss(stage, stageType, u); fixed >= 0)
        return finish(BossBranch::Fixed, fixed);
    if (slot < 0)
        return finish(BossBranch::FallbackMonstro, 1);
    const auto s = std::size_t(slot);
    const bool alt = stageType == 4 || stageType == 5;

    // Step 3: seven draws of Pi, kept; Q = Clone(Pi).
    std::uint32_t r[7];
    std::uint32_t state = m_state[s];
    for (std::uint32_t &v : r)
        v = state = stepPool(state);
    m_state[s] = state;
    if (trace) {
        trace->drew = true;
        std::copy(std::begin(r), std::end(r), trace->draws.begin());
    }
    std::uint32_t q = state;

    // Step 4.
    const bool conquest = (r[0] & 1u) == 0 && u.unlocked(66);
    // Step 5: Harbingers.
    if (r[1] % 10 == 0 && u.unlocked(5) && (stage == 1 || stage == 3 || stage == 5 || stage == 7) && !alt) {
        if (r[2] % 10 == 0 && !wasRemoved(22)) {
            blacklist(22);
            return finish(BossBranch::HeadlessHorseman, 22);
        }
        const int h = 9 + (stage - 1) / 2;
        if (!wasRemoved(h)) {
            blacklist(h);
            if (h == 12 && conquest) {
                blacklist(38);
                return finish(BossBranch::Conquest, 38);
            }
            return finish(BossBranch::Harbinger, h);
        }
    }
    // Step 6: double trouble.
    if (const std::int32_t dt = m_data->dt[s]; dt != 0) {
        const std::uint32_t m = (stage == 3 || stage == 4) ? 50 : stage == 5 ? 25 : stage == 7 ? 40 : 0;
        if (m != 0 && r[3] % m == 0)
            return finish(BossBranch::DoubleTrouble, -dt);
    }
    // Step 7: The Fallen.
    if (r[4] % 10 == 0 && !alt && devilRoomVisited && !wasRemoved(23)) {
        blacklist(23);
        return finish(BossBranch::Fallen, 23);
    }

    // Step 8: the weighted pick, at most 10 tries, drawing from the working copy.
    prepare(slot);
    const std::vector<BossEntry> &list = m_data->pools[s];
    const std::uint8_t *order = m_order[s].data();
    const int n = m_count[s];
    const float total = m_total[s];
    const auto eligible = [&](const BossEntry &e) {
        return (e.achievement < 0 || u.unlocked(e.achievement)) && !wasRemoved(e.id);
    };
    const auto at = [&](int k) -> const BossEntry & { return list[order[k]]; };
    for (int attempt = 0; attempt < 10; ++attempt) {
        q = stepPool(q);
        const float rf = static_cast<float>(q) * UntracedRng::kFloatScale;
        const float rr = rf * total;
        BossTry *t = nullptr;
        if (trace) {
            trace->tries.push_back({});
            t = &trace->tries.back();
            t->draw = q;
            t->r = rr;
        }
        const int k = pickBossImpl(at, n, total, rr, eligible, blacklist, t ? &t->pick : nullptr);
        if (k < 0) {
            // e is none: the pool's ids leave both sets, for good.
            for (int i = 0; i < n; ++i) {
                const int id = list[std::size_t(i)].id;
                if (id >= 0 && id < kBossIdCount) {
                    m_removed.reset(std::size_t(id));
                    m_blacklist.reset(std::size_t(id));
                }
            }
            if (t)
                t->poolReset = true;
            continue;
        }
        const BossEntry &e = at(k);
        if (t)
            t->id = e.id;
        if (e.achievement >= 0 && !u.unlocked(e.achievement))
            continue; // never true after PickBoss's eligibility test; kept where the engine has it
        return finish(BossBranch::Weighted, e.room != 0 ? -e.room : e.id);
    }
    // Step 9.
    return finish(BossBranch::FallbackMonstro, 1);
}

} // namespace floorgen
