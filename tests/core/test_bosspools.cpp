// The boss pools of repentance.md R9 (and R3.5's stage id, R19.4's built-in pools): MT19937 against
// std::mt19937, the vectors of R21.5 and R21.9, the fixed bosses, the Harbinger / Conquest / double-trouble /
// Fallen branches on start seeds found by scanning, the life cycle of R9.6, lazy against eager shuffles, the
// empty pool and PickBoss's rescans and Probe on hand-made lists.
//
// The pool draws used to find the seeds are computed here with the plain Rng of rng.h, and the reference
// shuffles with std::mt19937, independently of bosspools.cpp.

#include "floorgen/bosspools.h"
#include "floorgen/rng.h"

#include <algorithm>
#include <bit>
#include <functional>
#include <random>
#include <set>
#include <thread>
#include <vector>

#include <QTest>

using namespace floorgen;

namespace {

// R9.3 step 2, written out: the state of pool `slot` at Init.
std::uint32_t poolSeedOf(std::uint32_t startSeed, int slot) {
    Rng z(startSeed, 26);
    std::uint32_t v = 0;
    for (int i = 0; i <= slot; ++i)
        v = z.next();
    return v;
}

// The seven draws r0..r6 of the first GetBossId on a pool (R9.4 step 3).
std::array<std::uint32_t, 7> firstDraws(std::uint32_t startSeed, int slot) {
    Rng p(poolSeedOf(startSeed, slot), 17);
    std::array<std::uint32_t, 7> r{};
    for (auto &v : r)
        v = p.next();
    return r;
}

// The first start seed >= 1 whose first seven draws on `slot` satisfy pred; 0 if none below the limit.
std::uint32_t findSeed(int slot, const std::function<bool(const std::array<std::uint32_t, 7> &)> &pred,
                       std::uint32_t from = 1) {
    for (std::uint32_t seed = from; seed < from + 2000000; ++seed)
        if (pred(firstDraws(seed, slot)))
            return seed;
    return 0;
}

// R9.3 step 5 eagerly, with std::mt19937.
std::vector<std::int16_t> referenceOrder(std::uint32_t poolSeed, const std::vector<BossEntry> &list) {
    std::vector<std::int16_t> ids;
    for (const BossEntry &e : list)
        ids.push_back(e.id);
    std::mt19937 mt(poolSeed);
    for (std::size_t i = ids.size(); i-- > 1;) {
        const std::size_t j = mt() % static_cast<std::uint32_t>(i + 1);
        std::swap(ids[i], ids[j]);
    }
    return ids;
}

QList<int> toList(const StaticVector<std::int16_t, kMaxPoolEntries> &v) {
    QList<int> out;
    for (std::int16_t id : v)
        out.push_back(id);
    return out;
}

QList<int> idsOf(const BossPools::IdSet &s) {
    QList<int> out;
    for (int id = 0; id < kBossIdCount; ++id)
        if (s[std::size_t(id)])
            out.push_back(id);
    return out;
}

Achievements noHarbingers() {
    Achievements a;
    a.setUnlocked(5, false);
    return a;
}

} // namespace

class TestBossPools : public QObject {
    Q_OBJECT

private slots:
    // ---- R9.2 ----

    void mt19937_data() {
        QTest::addColumn<quint32>("seed");
        QTest::newRow("default 5489") << 5489u;
        QTest::newRow("0") << 0u;
        QTest::newRow("1") << 1u;
        QTest::newRow("0x12345678") << 0x12345678u;
        QTest::newRow("0xFFFFFFFF") << 0xFFFFFFFFu;
        QTest::newRow("Basement pool seed of R21.5") << 0xF2B1C483u;
    }
    void mt19937() {
        QFETCH(quint32, seed);
        Mt19937 mine(seed);
        std::mt19937 ref(seed);
        for (int i = 0; i < 2000; ++i) // crosses three twists
            QCOMPARE(mine(), std::uint32_t(ref()));
        mine.discard(5000);
        ref.discard(5000);
        QCOMPARE(mine(), std::uint32_t(ref()));
    }

    void mt19937TenThousandth() {
        Mt19937 mt; // default seed 5489
        mt.discard(9999);
        QCOMPARE(mt(), 4123659995u);
        QCOMPARE(Mt19937(5489u)(), std::uint32_t(std::mt19937(5489u)()));
    }

    // The fast path equals the full generator for every pool size 1..40 (n-1 outputs), and at its limit.
    void mt19937FastPath_data() {
        QTest::addColumn<quint32>("seed");
        for (quint32 s : {1u, 5489u, 0xF2B1C483u, 0x4B73F4CEu, 0x80000000u, 0xFFFFFFFFu, 0u})
            QTest::newRow(QByteArray::number(s, 16).constData()) << s;
    }
    void mt19937FastPath() {
        QFETCH(quint32, seed);
        for (std::size_t count = 0; count <= 40; ++count) {
            std::uint32_t fast[Mt19937::kFastMax] = {};
            Mt19937::firstOutputs(seed, fast, count);
            Mt19937 full(seed);
            for (std::size_t k = 0; k < count; ++k)
                QCOMPARE(fast[k], full());
        }
        std::uint32_t fast[Mt19937::kFastMax];
        Mt19937::firstOutputs(seed, fast, Mt19937::kFastMax);
        std::mt19937 ref(seed);
        for (std::size_t k = 0; k < Mt19937::kFastMax; ++k)
            QCOMPARE(fast[k], std::uint32_t(ref()));
    }

    // MtWarmUp in pieces of any size gives firstOutputs' values.
    void mt19937WarmUp() {
        QFETCH(quint32, seed);
        for (std::size_t count :
             {std::size_t{0}, std::size_t{1}, std::size_t{10}, std::size_t{63}, Mt19937::kFastMax})
            for (std::size_t piece :
                 {std::size_t{0}, std::size_t{1}, std::size_t{16}, std::size_t{32}, std::size_t{1000}}) {
                std::uint32_t fast[Mt19937::kFastMax] = {}, warm[Mt19937::kFastMax] = {};
                Mt19937::firstOutputs(seed, fast, count);
                MtWarmUp w;
                w.start(seed, count);
                QCOMPARE(w.active(), count != 0);
                for (int k = 0; k < 7; ++k)
                    w.advance(piece);
                w.finish(warm);
                QVERIFY(!w.active());
                for (std::size_t k = 0; k < count; ++k)
                    QCOMPARE(warm[k], fast[k]);
            }
    }
    void mt19937WarmUp_data() { mt19937FastPath_data(); }

    // A pool shuffled from a warm-up is the lazy shuffle; a warm-up for another pool is not used.
    void warmUpShuffle() {
        const BossPoolData &d = BossPoolData::builtin();
        for (quint32 seed : {1u, 0xDEADBEEFu, 262884841u}) {
            BossPools pools;
            pools.init(seed);
            for (int slot = 0; slot < kBossPoolCount; ++slot) {
                MtWarmUp w;
                pools.startWarmUp(slot, w);
                QCOMPARE(w.active(), d.pools[std::size_t(slot)].size() >= 2);
                w.advance(100);
                // Offered to the wrong pool first: ignored (and dropped), that pool stays unshuffled.
                const int other = (slot + 1) % kBossPoolCount;
                if (w.active() && !pools.isShuffled(other) && d.pools[std::size_t(other)].size() >= 2 &&
                    pools.poolSeed(other) != pools.poolSeed(slot)) {
                    MtWarmUp copy = w;
                    pools.prepareFrom(other, copy);
                    QVERIFY(!copy.active());
                    QVERIFY(!pools.isShuffled(other));
                }
                pools.prepareFrom(slot, w);
                QCOMPARE(pools.isShuffled(slot), d.pools[std::size_t(slot)].size() >= 2);
                const auto ref = referenceOrder(poolSeedOf(seed, slot), d.pools[std::size_t(slot)]);
                QCOMPARE(toList(pools.shuffledIds(slot)), QList<int>(ref.begin(), ref.end()));
                // Once shuffled, a new warm-up has nothing to do.
                MtWarmUp again;
                pools.startWarmUp(slot, again);
                QVERIFY(!again.active());
            }
        }
    }

    // Side by side (32 lanes, a last partial group, the portable lanes and the AVX2 ones) gives firstOutputs'
    // values for every seed.
    void mt19937SideBySide_data() {
        QTest::addColumn<int>("seeds");
        QTest::addColumn<int>("count");
        for (int n : {1, 7, 32, 33, 70})
            for (int count : {1, 2, 13, 63})
                QTest::addRow("%d seeds, %d outputs", n, count) << n << count;
    }
    void mt19937SideBySide() {
        QFETCH(int, seeds);
        QFETCH(int, count);
        std::vector<std::uint32_t> in(static_cast<std::size_t>(seeds));
        for (std::size_t k = 0; k < in.size(); ++k)
            in[k] = k == 0 ? 0u : k == 1 ? 0xFFFFFFFFu : static_cast<std::uint32_t>(k * 2654435761u + 17u);
        for (bool portable : {false, true}) {
            std::vector<std::uint32_t> out(in.size() * std::size_t(count), 0xA5A5A5A5u);
            Mt19937::firstOutputsSideBySide(in, out.data(), std::size_t(count), portable);
            for (std::size_t k = 0; k < in.size(); ++k) {
                std::uint32_t one[Mt19937::kFastMax];
                Mt19937::firstOutputs(in[k], one, std::size_t(count));
                for (std::size_t i = 0; i < std::size_t(count); ++i)
                    QVERIFY2(
                        out[k * std::size_t(count) + i] == one[i],
                        qPrintable(
                            QStringLiteral("seed %1, output %2, portable %3").arg(k).arg(i).arg(portable)));
            }
        }
    }

    // The shuffle cache holds the outputs of the first 32 seeds given, for their count, in this thread only.
    void shuffleCache() {
        std::vector<std::uint32_t> seeds(40);
        for (std::size_t k = 0; k < seeds.size(); ++k)
            seeds[k] = static_cast<std::uint32_t>(1000 + 7 * k);
        shufflecache::fill(seeds, 10);
        const std::uint64_t hits = shufflecache::hits();
        for (std::size_t k = 0; k < seeds.size(); ++k) {
            const std::uint32_t *got = shufflecache::find(seeds[k], 10);
            QCOMPARE(got != nullptr, k < shufflecache::kCapacity);
            if (!got)
                continue;
            std::uint32_t one[10];
            Mt19937::firstOutputs(seeds[k], one, 10);
            QVERIFY(std::equal(one, one + 10, got));
        }
        QCOMPARE(shufflecache::hits() - hits, std::uint64_t(shufflecache::kCapacity));
        // Out of order, and twice: still found.
        QVERIFY(shufflecache::find(seeds[5], 10) && shufflecache::find(seeds[5], 10) &&
                shufflecache::find(seeds[31], 10));
        QVERIFY(!shufflecache::find(seeds[0], 9)); // another count
        QVERIFY(!shufflecache::find(999, 10));
        bool otherThread = true;
        std::thread([&] { otherThread = shufflecache::find(seeds[0], 10) != nullptr; }).join();
        QVERIFY(!otherThread);
        shufflecache::fill(seeds, 0); // nothing to make: the cache is emptied
        QVERIFY(!shufflecache::find(seeds[0], 10));
        shufflecache::fill(seeds, Mt19937::kLanesMax + 1); // more than any pool needs: ignored
        QVERIFY(!shufflecache::find(seeds[0], Mt19937::kLanesMax + 1));
        shufflecache::fill(seeds, 3);
        shufflecache::clear();
        QVERIFY(!shufflecache::find(seeds[0], 3));
    }

    // A pool whose shuffle is in the cache takes it, through the warm-up and through the lazy shuffle alike,
    // and gives the order R9.3 gives.
    void cachedShuffle() {
        const BossPoolData &d = BossPoolData::builtin();
        for (quint32 seed : {1u, 0xDEADBEEFu, 262884841u}) {
            for (int slot = 0; slot < kBossPoolCount; ++slot) {
                QCOMPARE(BossPools::poolSeedOf(seed, slot), poolSeedOf(seed, slot));
                const std::size_t count = BossPools::shuffleOutputs(d.pools[std::size_t(slot)].size());
                QCOMPARE(count,
                         d.pools[std::size_t(slot)].size() >= 2 ? d.pools[std::size_t(slot)].size() - 1 : 0);
                if (count == 0)
                    continue;
                const std::uint32_t poolSeed = BossPools::poolSeedOf(seed, slot);
                const auto ref = referenceOrder(poolSeed, d.pools[std::size_t(slot)]);
                const QList<int> want(ref.begin(), ref.end());
                for (bool warm : {true, false}) {
                    shufflecache::fill(std::span(&poolSeed, 1), count);
                    const std::uint64_t hits = shufflecache::hits();
                    BossPools pools;
                    pools.init(seed);
                    if (warm) {
                        MtWarmUp w;
                        pools.startWarmUp(slot, w);
                        QVERIFY(!w.active()); // nothing left for the layout to do
                        QVERIFY(pools.isShuffled(slot));
                    }
                    QCOMPARE(toList(pools.shuffledIds(slot)), want);
                    QCOMPARE(shufflecache::hits() - hits, std::uint64_t(1));
                }
            }
        }
        shufflecache::clear();
    }

    // Pools shuffled side by side (a run's route) have the lazy shuffle's orders; duplicates, empty pools and
    // pools already shuffled are skipped, and fewer than three are left to the lazy shuffle.
    void shuffleSideBySide() {
        const BossPoolData &d = BossPoolData::builtin();
        QVERIFY(d.pools[0].empty() && d.pools[27].size() == 4 && d.pools[6].size() == 14);
        for (quint32 seed : {1u, 0xDEADBEEFu, 262884841u}) {
            BossPools lazy, ahead;
            lazy.init(seed);
            ahead.init(seed);
            (void)ahead.shuffledOrder(7); // already shuffled
            const int route[] = {1, 4, 4, 7, 0, 27, 6};
            ahead.shuffleSideBySide(route);
            for (int slot : {1, 4, 27, 6})
                QVERIFY(ahead.isShuffled(slot));
            QVERIFY(!ahead.isShuffled(2));
            for (int slot = 0; slot < kBossPoolCount; ++slot)
                QCOMPARE(toList(ahead.shuffledIds(slot)), toList(lazy.shuffledIds(slot)));
        }
        BossPools two;
        two.init(5);
        const int route[] = {1, 4, 1};
        two.shuffleSideBySide(route);
        QVERIFY(!two.isShuffled(1) && !two.isShuffled(4));
    }

    // ---- R3.5 ----

    void stageId_data() {
        QTest::addColumn<int>("stage");
        QTest::addColumn<int>("type");
        QTest::addColumn<int>("id");
        // The table of R3.5, every cell.
        const int table[8][5] = {{1, 2, 3, 27, 28},    {1, 2, 3, 27, 28},   {4, 5, 6, 29, 30},
                                 {4, 5, 6, 29, 30},    {7, 8, 9, 31, 32},   {7, 8, 9, 31, 32},
                                 {10, 11, 12, 33, 34}, {10, 11, 12, 33, 34}};
        const int types[5] = {0, 1, 2, 4, 5};
        for (int stage = 1; stage <= 8; ++stage)
            for (int t = 0; t < 5; ++t)
                QTest::addRow("stage %d type %d", stage, types[t])
                    << stage << types[t] << table[stage - 1][t];
        QTest::newRow("Blue Womb") << 9 << 0 << 13;
        QTest::newRow("Ascent") << 9 << 4 << 36;
        QTest::newRow("Sheol") << 10 << 0 << 14;
        QTest::newRow("Cathedral") << 10 << 1 << 15;
        QTest::newRow("Dark Room") << 11 << 0 << 16;
        QTest::newRow("Chest") << 11 << 1 << 17;
        QTest::newRow("Void") << 12 << 0 << 26;
        QTest::newRow("Home") << 13 << 0 << 35;
        QTest::newRow("stage 0") << 0 << 0 << -1;
        QTest::newRow("stage 14") << 14 << 0 << -1;
        QTest::newRow("type 3 (Greed is no type)") << 1 << 3 << -1;
        QTest::newRow("type 6") << 1 << 6 << -1;
        QTest::newRow("type -1") << 1 << -1 << -1;
    }
    void stageId() {
        QFETCH(int, stage);
        QFETCH(int, type);
        QFETCH(int, id);
        QCOMPARE(repStageId(stage, type), id);
    }

    // ---- R19.4 ----

    void builtinPools() {
        const BossPoolData &d = BossPoolData::builtin();
        QVERIFY(d.valid());
        const std::vector<BossEntry> basement = {{1, 1.0f},   {17, 1.0f}, {2, 1.0f},   {44, 1.0f},
                                                 {64, 0.25f}, {56, 1.0f}, {65, 0.25f}, {20, 0.25f},
                                                 {13, 1.0f},  {60, 1.0f}, {84, 1.0f}};
        QVERIFY(d.pools[1] == basement);
        QCOMPARE(d.total(1), 8.75f);
        for (int slot : {0, 18, 19, 20, 21, 22, 23, 24, 25, 34, 35, 36})
            QVERIFY2(d.pools[std::size_t(slot)].empty(), QByteArray::number(slot).constData());
        const std::pair<int, int> single[] = {{13, 63}, {14, 24}, {15, 39}, {16, 54}, {17, 40}, {26, 70}};
        for (auto [slot, id] : single) {
            QCOMPARE(d.pools[std::size_t(slot)].size(), std::size_t(1));
            QCOMPARE(int(d.pools[std::size_t(slot)][0].id), id);
        }
        const std::pair<int, std::size_t> sizes[] = {{2, 8},  {3, 12}, {27, 4}, {28, 5}, {4, 12}, {5, 13},
                                                     {6, 14}, {29, 4}, {30, 5}, {7, 8},  {8, 7},  {9, 8},
                                                     {31, 2}, {32, 2}, {10, 6}, {11, 5}, {12, 7}, {33, 3}};
        for (auto [slot, n] : sizes)
            QCOMPARE(d.pools[std::size_t(slot)].size(), n);
        const std::set<int> byCode = {9, 10, 11, 12, 22, 23, 38, 6, 8, 25, 88, 89};
        for (int slot = 0; slot < kBossPoolCount; ++slot) {
            QCOMPARE(d.dt[std::size_t(slot)], 0);
            QCOMPARE(builtinPoolIsExact(slot), slot == 1);
            const auto &p = d.pools[std::size_t(slot)];
            for (std::size_t k = 0; k < p.size(); ++k) {
                QCOMPARE(p[k].achievement, -1);
                QCOMPARE(p[k].room, 0);
                QVERIFY(!byCode.count(p[k].id));
                if (slot != 1) {
                    QCOMPARE(p[k].weight, 1.0f);
                    if (k > 0)
                        QVERIFY(p[k - 1].id < p[k].id);
                }
            }
        }
        BossPoolData big;
        big.pools[5].assign(kMaxPoolEntries + 1, BossEntry{1, 1.0f});
        QVERIFY(!big.valid());
    }

    // ---- R21.5 ----

    void r21_5() {
        BossPools bp;
        bp.init(0x12345678u);
        const std::uint32_t seeds[] = {0x4B73F4CEu, 0xF2B1C483u, 0x1343572Bu, 0x767FD835u};
        for (int slot = 0; slot < 4; ++slot) {
            QCOMPARE(bp.poolState(slot), seeds[slot]);
            QCOMPARE(poolSeedOf(0x12345678u, slot), seeds[slot]);
        }
        QVERIFY(!bp.isShuffled(1));
        const QList<int> order = {20, 13, 84, 65, 56, 60, 64, 1, 17, 2, 44};
        QCOMPARE(toList(bp.shuffledIds(1)), order);
        QVERIFY(bp.isShuffled(1));
        const auto ref = referenceOrder(seeds[1], BossPoolData::builtin().pools[1]);
        QCOMPARE(QList<int>(ref.begin(), ref.end()), order);

        BossPools fresh;
        fresh.init(0x12345678u);
        BossTrace t;
        const int id = fresh.getBossId(1, 0, Achievements{}, false, &t);
        QCOMPARE(t.pool, 1);
        QVERIFY(t.drew);
        QCOMPARE(t.draws[6], 0x3B586A26u);
        QCOMPARE(fresh.poolState(1), 0x3B586A26u);
        QCOMPARE(t.draws[1] % 10, 9u);
        QCOMPARE(t.branch, BossBranch::Weighted);
        QCOMPARE(int(t.tries.size()), 1);
        QCOMPARE(t.tries[0].draw, 0x207E4797u);
        // r = f32(RF(q) * 8.75): RF = 0x3E01F91D, r = 0x3F8E2878 (1.1106100), between 0.25 (20) and 1.25
        // (13).
        QCOMPARE(std::bit_cast<std::uint32_t>(t.tries[0].r), 0x3F8E2878u);
        QCOMPARE(fresh.poolTotal(1), 8.75f);
        QCOMPARE(id, 13);
        QCOMPARE(t.result, 13);
        QCOMPARE(idsOf(fresh.levelBlacklist()), QList<int>{13});
        QVERIFY(fresh.removed().none());
        const auto r = firstDraws(0x12345678u, 1);
        QVERIFY(std::equal(r.begin(), r.end(), t.draws.begin()));
    }

    // ---- R9.4 step 2 ----

    void fixedBosses_data() {
        QTest::addColumn<int>("stage");
        QTest::addColumn<int>("type");
        QTest::addColumn<bool>("u34");
        QTest::addColumn<int>("expected");
        QTest::newRow("Depths II") << 6 << 0 << true << 6;
        QTest::newRow("Necropolis II") << 6 << 1 << true << 6;
        QTest::newRow("Dank Depths II") << 6 << 2 << true << 6;
        QTest::newRow("Mausoleum II") << 6 << 4 << true << 89;
        QTest::newRow("Gehenna II") << 6 << 5 << true << 89;
        QTest::newRow("Womb II, It Lives unlocked") << 8 << 0 << true << 25;
        QTest::newRow("Utero II, U(34) locked") << 8 << 1 << false << 8;
        QTest::newRow("Scarred Womb II, U(34) locked") << 8 << 2 << false << 8;
        QTest::newRow("Corpse II") << 8 << 4 << true << 88;
        QTest::newRow("Corpse II, U(34) locked") << 8 << 4 << false << 88;
        QTest::newRow("Sheol") << 10 << 0 << true << 24;
        QTest::newRow("Cathedral") << 10 << 1 << true << 39;
        QTest::newRow("stage 10 type 2") << 10 << 2 << true << 24;
        QTest::newRow("stage 10 type 4") << 10 << 4 << true << 40;
        QTest::newRow("Dark Room") << 11 << 0 << true << 54;
        QTest::newRow("Chest") << 11 << 1 << true << 40;
        QTest::newRow("stage 11 type 5") << 11 << 5 << true << 40;
        QTest::newRow("Void") << 12 << 0 << true << 70;
        QTest::newRow("Void type 1") << 12 << 1 << false << 70;
    }
    void fixedBosses() {
        QFETCH(int, stage);
        QFETCH(int, type);
        QFETCH(bool, u34);
        QFETCH(int, expected);
        Achievements a;
        a.setUnlocked(34, u34);
        BossPools bp;
        bp.init(0xDEADBEEFu);
        const auto before = bp.poolStates();
        BossTrace t;
        QCOMPARE(bp.getBossId(stage, type, a, true, &t), expected);
        QCOMPARE(t.branch, BossBranch::Fixed);
        QVERIFY(!t.drew);
        QVERIFY(t.tries.empty());
        QVERIFY(bp.poolStates() == before);  // no draws
        QVERIFY(bp.levelBlacklist().none()); // nothing added
        QVERIFY(bp.removed().none());
    }

    // ---- R9.4 step 5 ----

    void harbinger_data() {
        QTest::addColumn<int>("stage");
        QTest::addColumn<int>("h");
        QTest::newRow("Famine, Basement I") << 1 << 9;
        QTest::newRow("Pestilence, Caves I") << 3 << 10;
        QTest::newRow("War, Depths I") << 5 << 11;
        QTest::newRow("Death, Womb I (r0 odd)") << 7 << 12;
    }
    void harbinger() {
        QFETCH(int, stage);
        QFETCH(int, h);
        const int slot = repStageId(stage, 0);
        // r1 mod 10 == 0, r2 mod 10 != 0, and r0 odd (no Conquest on stage 7).
        const std::uint32_t seed =
            findSeed(slot, [](const auto &r) { return r[1] % 10 == 0 && r[2] % 10 != 0 && (r[0] & 1u); });
        QVERIFY(seed != 0);
        BossPools bp;
        bp.init(seed);
        BossTrace t;
        QCOMPARE(bp.getBossId(stage, 0, Achievements{}, false, &t), h);
        QCOMPARE(t.branch, BossBranch::Harbinger);
        QCOMPARE(idsOf(bp.levelBlacklist()), QList<int>{h});
        QVERIFY(t.tries.empty());

        // Not on the alternate path (draws that would give one on the main path), nor with U(5) locked.
        for (int type : {4, 5}) {
            const int altSlot = repStageId(stage, type);
            const std::uint32_t altSeed = findSeed(altSlot, [](const auto &r) { return r[1] % 10 == 0; });
            QVERIFY(altSeed != 0);
            BossPools alt;
            alt.init(altSeed);
            BossTrace ta;
            alt.getBossId(stage, type, Achievements{}, false, &ta);
            QCOMPARE(ta.pool, altSlot);
            QCOMPARE(ta.draws[1] % 10, 0u);
            QVERIFY(ta.branch == BossBranch::Weighted || ta.branch == BossBranch::FallbackMonstro);
        }
        BossPools locked;
        locked.init(seed);
        BossTrace tl;
        locked.getBossId(stage, 0, noHarbingers(), false, &tl);
        QVERIFY(tl.branch != BossBranch::Harbinger);

        // Already removed: step 5.3 goes on to the weighted pick.
        BossPools removed;
        removed.init(seed);
        BossPools::IdSet set;
        set.set(std::size_t(h));
        removed.restore(removed.poolStates(), set);
        BossTrace tr;
        const int id = removed.getBossId(stage, 0, Achievements{}, false, &tr);
        QCOMPARE(tr.branch, BossBranch::Weighted);
        QVERIFY(id != h);
        QVERIFY(!removed.levelBlacklist()[std::size_t(h)]);
    }

    // Stage 2 is not a Harbinger stage.
    void noHarbingerOnEvenStages() {
        const std::uint32_t seed =
            findSeed(1, [](const auto &r) { return r[1] % 10 == 0 && r[2] % 10 == 0; });
        QVERIFY(seed != 0);
        BossPools bp;
        bp.init(seed);
        BossTrace t;
        bp.getBossId(2, 0, Achievements{}, false, &t);
        QCOMPARE(t.branch, BossBranch::Weighted);
    }

    void headlessHorseman_data() {
        QTest::addColumn<int>("stage");
        QTest::addColumn<int>("h");
        QTest::newRow("stage 1") << 1 << 9;
        QTest::newRow("stage 3") << 3 << 10;
        QTest::newRow("stage 5") << 5 << 11;
        QTest::newRow("stage 7") << 7 << 12;
    }
    void headlessHorseman() {
        QFETCH(int, stage);
        QFETCH(int, h);
        const int slot = repStageId(stage, 0);
        const std::uint32_t seed =
            findSeed(slot, [](const auto &r) { return r[1] % 10 == 0 && r[2] % 10 == 0; });
        QVERIFY(seed != 0);
        BossPools bp;
        bp.init(seed);
        BossTrace t;
        QCOMPARE(bp.getBossId(stage, 0, Achievements{}, false, &t), 22);
        QCOMPARE(t.branch, BossBranch::HeadlessHorseman);
        QCOMPARE(idsOf(bp.levelBlacklist()), QList<int>{22});

        // 22 removed: the stage's Harbinger instead (or Conquest on stage 7 when r0 is even).
        BossPools again;
        again.init(seed);
        BossPools::IdSet set;
        set.set(22);
        again.restore(again.poolStates(), set);
        BossTrace t2;
        const int id = again.getBossId(stage, 0, Achievements{}, false, &t2);
        const bool conquest = stage == 7 && (t2.draws[0] & 1u) == 0;
        QCOMPARE(id, conquest ? 38 : h);
        QCOMPARE(idsOf(again.levelBlacklist()), (conquest ? QList<int>{12, 38} : QList<int>{h}));
    }

    void conquest() {
        const std::uint32_t seed =
            findSeed(10, [](const auto &r) { return r[1] % 10 == 0 && r[2] % 10 != 0 && (r[0] & 1u) == 0; });
        QVERIFY(seed != 0);
        BossPools bp;
        bp.init(seed);
        BossTrace t;
        QCOMPARE(bp.getBossId(7, 0, Achievements{}, false, &t), 38);
        QCOMPARE(t.branch, BossBranch::Conquest);
        QCOMPARE(idsOf(bp.levelBlacklist()), (QList<int>{12, 38}));

        // U(66) locked: Death.
        Achievements a;
        a.setUnlocked(66, false);
        bp.init(seed);
        QCOMPARE(bp.getBossId(7, 0, a, false, &t), 12);
        QCOMPARE(t.branch, BossBranch::Harbinger);
        QCOMPARE(idsOf(bp.levelBlacklist()), QList<int>{12});

        // 38 removed is not checked (R9.4 step 5.2).
        bp.init(seed);
        BossPools::IdSet set;
        set.set(38);
        bp.restore(bp.poolStates(), set);
        QCOMPARE(bp.getBossId(7, 0, Achievements{}, false, &t), 38);
    }

    // ---- R9.4 step 6 ----

    void doubleTrouble_data() {
        QTest::addColumn<int>("stage");
        QTest::addColumn<quint32>("m");
        QTest::newRow("Caves I") << 3 << 50u;
        QTest::newRow("Caves II") << 4 << 50u;
        QTest::newRow("Depths I") << 5 << 25u;
        QTest::newRow("Womb I") << 7 << 40u;
        QTest::newRow("Basement I: never") << 1 << 0u;
        QTest::newRow("Basement II: never") << 2 << 0u;
    }
    void doubleTrouble() {
        QFETCH(int, stage);
        QFETCH(quint32, m);
        BossPoolData data = BossPoolData::builtin();
        const int slot = repStageId(stage, 0);
        data.dt[std::size_t(slot)] = 3700;
        // No Harbinger (r1 mod 10 != 0) and r3 a multiple of m (of 50 where m is 0).
        const std::uint32_t mod = m ? m : 50;
        const std::uint32_t seed =
            findSeed(slot, [mod](const auto &r) { return r[1] % 10 != 0 && r[3] % mod == 0; });
        QVERIFY(seed != 0);
        BossPools bp;
        bp.init(seed, data);
        BossTrace t;
        const int id = bp.getBossId(stage, 0, Achievements{}, false, &t);
        if (m) {
            QCOMPARE(id, -3700);
            QCOMPARE(t.branch, BossBranch::DoubleTrouble);
            QVERIFY(bp.levelBlacklist().none());
            QVERIFY(t.tries.empty());
        } else {
            QVERIFY(id >= 0);
            QCOMPARE(t.branch, BossBranch::Weighted);
        }
        // The same seed without a dt: no double trouble.
        BossPools plain;
        plain.init(seed);
        BossTrace tp;
        QVERIFY(plain.getBossId(stage, 0, Achievements{}, false, &tp) >= 0);
        QVERIFY(tp.branch != BossBranch::DoubleTrouble);
    }

    // ---- R9.4 step 7 ----

    void fallen() {
        // Basement II: no Harbinger; r4 mod 10 == 0.
        const std::uint32_t seed = findSeed(1, [](const auto &r) { return r[4] % 10 == 0; });
        QVERIFY(seed != 0);
        BossPools bp;
        bp.init(seed);
        BossTrace t;
        QCOMPARE(bp.getBossId(2, 0, Achievements{}, true, &t), 23);
        QCOMPARE(t.branch, BossBranch::Fallen);
        QCOMPARE(idsOf(bp.levelBlacklist()), QList<int>{23});

        // No devil room visited, an alternate floor, or 23 removed: the weighted pick.
        bp.init(seed);
        bp.getBossId(2, 0, Achievements{}, false, &t);
        QCOMPARE(t.branch, BossBranch::Weighted);
        QVERIFY(!bp.levelBlacklist()[23]);

        const std::uint32_t altSeed = findSeed(27, [](const auto &r) { return r[4] % 10 == 0; });
        QVERIFY(altSeed != 0);
        bp.init(altSeed);
        bp.getBossId(2, 4, Achievements{}, true, &t);
        QCOMPARE(t.pool, 27);
        QCOMPARE(t.branch, BossBranch::Weighted);

        bp.init(seed);
        BossPools::IdSet set;
        set.set(23);
        bp.restore(bp.poolStates(), set);
        bp.getBossId(2, 0, Achievements{}, true, &t);
        QCOMPARE(t.branch, BossBranch::Weighted);
    }

    // ---- R9.6 ----

    void lifeCycle() {
        BossPools bp;
        bp.init(0x12345678u);
        const Achievements a = noHarbingers();
        bp.beginAttempt();
        const int first = bp.getBossId(1, 0, a, false);
        QCOMPARE(first, 13);
        QCOMPARE(idsOf(bp.levelBlacklist()), QList<int>{13});
        QVERIFY(bp.wasRemoved(13));
        // A failed attempt: the blacklist is thrown away, the draws stay.
        bp.beginAttempt();
        QVERIFY(bp.levelBlacklist().none());
        QVERIFY(!bp.wasRemoved(13));
        QCOMPARE(bp.poolState(1), 0x3B586A26u);
        // A successful attempt: its boss joins the removed set.
        const int second = bp.getBossId(1, 0, a, false);
        QVERIFY(bp.poolState(1) != 0x3B586A26u);
        bp.commit();
        QVERIFY(bp.levelBlacklist().none());
        QCOMPARE(idsOf(bp.removed()), QList<int>{second});
        QVERIFY(bp.wasRemoved(second));
        bp.beginAttempt();
        QVERIFY(bp.wasRemoved(second)); // beginAttempt does not touch removed

        // Floor after floor: every Basement boss once, then the pool resets (step 8, "e is none").
        bp.init(0x12345678u);
        std::set<int> seen;
        const auto &basement = BossPoolData::builtin().pools[1];
        int last = -1;
        for (std::size_t i = 0; i < basement.size(); ++i) {
            bp.beginAttempt();
            BossTrace t;
            last = bp.getBossId(1 + int(i % 2), 0, a, false, &t);
            QCOMPARE(t.branch, BossBranch::Weighted);
            QVERIFY(!t.poolReset());
            QVERIFY2(seen.insert(last).second, "a removed boss was picked again");
            if (i + 1 < basement.size())
                bp.commit();
        }
        QCOMPARE(seen.size(), basement.size());
        QCOMPARE(int(bp.removed().count()), int(basement.size()) - 1);
        QCOMPARE(idsOf(bp.levelBlacklist()), QList<int>{last});
        // The same attempt asks the pool again (an XL floor's second boss, stage 2): every id is in one of
        // the two sets, so the first try finds none and the reset clears the ids from both.
        BossTrace t;
        const int id = bp.getBossId(2, 0, a, false, &t);
        QVERIFY2(id != last, "choose a start seed where the pick after the reset differs");
        QCOMPARE(t.branch, BossBranch::Weighted);
        QVERIFY(t.poolReset());
        QCOMPARE(int(t.tries.size()), 2);
        QVERIFY(t.tries[0].poolReset);
        QCOMPARE(t.tries[0].id, std::int16_t(-1));
        QCOMPARE(int(t.tries[1].id), id);
        QVERIFY(seen.count(id));
        QVERIFY(bp.removed().none()); // the reset is permanent
        QCOMPARE(idsOf(bp.levelBlacklist()), QList<int>{id});
    }

    void idsOutOfRange() {
        BossPools bp;
        bp.init(1);
        QVERIFY(!bp.wasRemoved(-1));
        QVERIFY(!bp.wasRemoved(104));
        QVERIFY(!bp.wasRemoved(30000));
        const BossEntry list[] = {{200, 1.0f}, {-5, 1.0f}};
        QCOMPARE(bp.pickBoss(list, 2.0f, 0.5f, Achievements{}), 0);
        QCOMPARE(bp.pickBoss(list, 2.0f, 1.5f, Achievements{}), 1);
        QVERIFY(bp.levelBlacklist().none());
        QCOMPARE(repStageId(99, 0), -1);
        BossTrace t;
        QCOMPARE(bp.getBossId(99, 0, Achievements{}, false, &t), 1);
        QCOMPARE(t.pool, -1);
        QVERIFY(!t.drew);
    }

    // ---- R9.3 step 5: lazy = eager ----

    void lazyShuffle_data() {
        QTest::addColumn<quint32>("seed");
        for (quint32 s : {1u, 0x12345678u, 0xDEADBEEFu, 262884841u, 0xFFFFFFFFu})
            QTest::newRow(QByteArray::number(s, 16).constData()) << s;
    }
    void lazyShuffle() {
        QFETCH(quint32, seed);
        BossPools lazy, eager;
        lazy.init(seed);
        eager.init(seed);
        for (int slot = 0; slot < kBossPoolCount; ++slot)
            QVERIFY(!lazy.isShuffled(slot));
        eager.shuffleAll();
        // The same floors on both: Basement, Caves, Depths, Womb, Downpour, twice each, the Fallen possible.
        const std::pair<int, int> floors[] = {{1, 0}, {2, 0}, {3, 1}, {4, 2}, {5, 0},  {7, 0},
                                              {1, 4}, {2, 5}, {3, 4}, {7, 4}, {13, 0}, {9, 0}};
        for (int round = 0; round < 3; ++round)
            for (auto [stage, type] : floors) {
                eager.beginAttempt();
                lazy.beginAttempt();
                QCOMPARE(lazy.getBossId(stage, type, Achievements{}, round == 1),
                         eager.getBossId(stage, type, Achievements{}, round == 1));
                lazy.commit();
                eager.commit();
            }
        QVERIFY(lazy.poolStates() == eager.poolStates());
        QVERIFY(lazy.removed() == eager.removed());
        // Every order, shuffled late, against std::mt19937 run from the Init state.
        const BossPoolData &d = BossPoolData::builtin();
        for (int slot = 0; slot < kBossPoolCount; ++slot) {
            QCOMPARE(lazy.poolSeed(slot), poolSeedOf(seed, slot));
            const auto ref = referenceOrder(poolSeedOf(seed, slot), d.pools[std::size_t(slot)]);
            QCOMPARE(toList(lazy.shuffledIds(slot)), QList<int>(ref.begin(), ref.end()));
            QCOMPARE(toList(eager.shuffledIds(slot)), QList<int>(ref.begin(), ref.end()));
            QCOMPARE(lazy.poolTotal(slot), d.total(slot));
        }
    }

    // Pools of every size 1..40: the shuffle against std::mt19937.
    void shuffleSizes() {
        BossPoolData data;
        for (int n = 1; n <= 36; ++n)
            for (int k = 0; k < n; ++k)
                data.pools[std::size_t(n)].push_back({std::int16_t(k), 1.0f});
        for (int k = 0; k < kMaxPoolEntries; ++k)
            data.pools[0].push_back({std::int16_t(k), 0.5f});
        for (std::uint32_t seed : {7u, 0xCAFEF00Du}) {
            BossPools bp;
            bp.init(seed, data);
            for (int slot = 0; slot < kBossPoolCount; ++slot) {
                const auto ref = referenceOrder(bp.poolSeed(slot), data.pools[std::size_t(slot)]);
                QCOMPARE(toList(bp.shuffledIds(slot)), QList<int>(ref.begin(), ref.end()));
            }
        }
    }

    // ---- R9.4 step 9 ----

    void emptyPool() {
        for (std::uint32_t seed : {0x12345678u, 99u}) {
            BossPools bp;
            bp.init(seed);
            BossTrace t;
            QCOMPARE(bp.getBossId(13, 0, Achievements{}, false, &t), 1); // Home: slot 35, empty
            QCOMPARE(t.pool, 35);
            QCOMPARE(t.branch, BossBranch::FallbackMonstro);
            QCOMPARE(int(t.tries.size()), 10);
            Rng p(poolSeedOf(seed, 35), 17);
            for (int i = 0; i < 7; ++i)
                QCOMPARE(t.draws[std::size_t(i)], p.next());
            QCOMPARE(bp.poolState(35), t.draws[6]); // only the seven draws stay
            for (const BossTry &tr : t.tries) {
                QCOMPARE(tr.draw, p.next()); // the working copy continues from the seventh
                QCOMPARE(tr.pick.scans, 0);
                QVERIFY(tr.poolReset);
            }
            QVERIFY(bp.levelBlacklist().none());
        }
    }

    // ---- R9.5 on hand-made lists ----

    void pickBoss_data() {
        QTest::addColumn<QList<float>>("weights");
        QTest::addColumn<QList<int>>("removed"); // entry indices whose id is in the removed set
        QTest::addColumn<QList<int>>("locked");  // entry indices whose achievement is locked
        QTest::addColumn<float>("r");
        QTest::addColumn<int>("entry");
        QTest::addColumn<int>("scans");
        QTest::addColumn<int>("rescans");
        QTest::addColumn<bool>("probe");
        const QList<int> none;
        QTest::newRow("plain") << QList<float>{1, 1, 1} << none << none << 1.5f << 1 << 1 << 0 << false;
        QTest::newRow("r = 0 skips a leading zero weight")
            << QList<float>{0, 1} << none << none << 0.0f << 1 << 1 << 0 << false;
        // A removed: r = (1 - 0.75) / 1 * 2 = 0.5, again A: r = 1.0, past A and the zero-weight entry: C.
        QTest::newRow("zero weight, two rescans")
            << QList<float>{1, 0, 1} << QList<int>{0} << none << 0.75f << 2 << 3 << 2 << false;
        // Locked achievement: r = (1 - 0.25) * 2 = 1.5, then C.
        QTest::newRow("locked achievement, one rescan")
            << QList<float>{1, 1} << none << QList<int>{0} << 0.25f << 1 << 2 << 1 << false;
        // r = 0.75 is a fixed point: (1 - 0.75) / 1 * 3 = 0.75. Nine rescans, then Probe(A) skips Z, takes C.
        QTest::newRow("probe past a zero weight")
            << QList<float>{1, 0, 2} << QList<int>{0} << none << 0.75f << 2 << 10 << 9 << true;
        QTest::newRow("probe finds nothing")
            << QList<float>{1, 0, 2} << QList<int>{0} << QList<int>{2} << 0.75f << -1 << 10 << 9 << true;
        QTest::newRow("probe wraps around")
            << QList<float>{2, 1, 0} << QList<int>{1} << none << 2.25f << 0 << 10 << 9 << true;
        // r = total never satisfies r < cum: ten passes that change nothing.
        QTest::newRow("no match") << QList<float>{1} << none << none << 1.0f << -1 << 10 << 0 << false;
        // A spec-faithful quirk: the rescan from r = 0 on a first entry gives r = (1 - 0) / 1 * 2 = total,
        // which no pass matches: none, although C is eligible (GetBossId would then reset the pool).
        QTest::newRow("rescan to r = total")
            << QList<float>{1, 1} << QList<int>{0} << none << 0.0f << -1 << 10 << 1 << false;
        QTest::newRow("total 0") << QList<float>{0, 0} << none << none << 0.0f << -1 << 0 << 0 << false;
        QTest::newRow("everything removed")
            << QList<float>{1, 0.25f, 1} << QList<int>{0, 1, 2} << none << 0.3f << -1 << 10 << 9 << true;
    }
    void pickBoss() {
        QFETCH(QList<float>, weights);
        QFETCH(QList<int>, removed);
        QFETCH(QList<int>, locked);
        QFETCH(float, r);
        QFETCH(int, entry);
        QFETCH(int, scans);
        QFETCH(int, rescans);
        QFETCH(bool, probe);
        std::vector<BossEntry> list;
        float total = 0;
        Achievements a;
        BossPools::IdSet set;
        for (int k = 0; k < int(weights.size()); ++k) {
            BossEntry e{std::int16_t(30 + k), weights[k]};
            if (locked.contains(k)) {
                e.achievement = 100 + k;
                a.setUnlocked(100 + k, false);
            } else if (k == 0) {
                e.achievement = 0; // an achievement >= 0 that is unlocked
            }
            if (removed.contains(k))
                set.set(std::size_t(e.id));
            total = e.weight + total;
            list.push_back(e);
        }
        BossPools bp;
        bp.init(1);
        bp.restore(bp.poolStates(), set);
        BossPickTrace t;
        QCOMPARE(bp.pickBoss(list, total, r, a, &t), entry);
        QCOMPARE(t.entry, entry);
        QCOMPARE(t.scans, scans);
        QCOMPARE(t.rescans, rescans);
        QCOMPARE(t.probe, probe);
        QCOMPARE(idsOf(bp.levelBlacklist()), entry >= 0 ? QList<int>{30 + entry} : QList<int>{});
    }

    // The rescan r = f32(f32(f32(cum - r) / w) * total), each operation rounded to float32: on this input one
    // rounding of the exact value gives 0x3F617D0C instead (bits computed separately with float32 emulation).
    void rescanIsFloat32() {
        const std::vector<BossEntry> list = {{30, 0.6f}, {31, 1.0f}};
        const float total = list[1].weight + (list[0].weight + 0.0f);
        QCOMPARE(std::bit_cast<std::uint32_t>(total), 0x3FCCCCCDu);
        BossPools bp;
        bp.init(1);
        BossPools::IdSet set;
        set.set(30);
        bp.restore(bp.poolStates(), set);
        BossPickTrace t;
        QCOMPARE(bp.pickBoss(list, total, std::bit_cast<float>(0x3E8A156Bu), Achievements{}, &t), 1);
        QCOMPARE(t.rescans, 1);
        QCOMPARE(std::bit_cast<std::uint32_t>(t.r), 0x3F617D0Bu);
    }

    // GetBossId over a pool whose entries carry achievements and room starts.
    void lockedAndRoomEntries() {
        BossPoolData data;
        data.pools[1] = {{1, 1.0f, 200}, {2, 1.0f, -1, 4000}};
        Achievements a = noHarbingers();
        a.setUnlocked(200, false);
        for (std::uint32_t seed = 1; seed <= 50; ++seed) {
            BossPools bp;
            bp.init(seed, data);
            BossTrace t;
            QCOMPARE(bp.getBossId(1, 0, a, false, &t), -4000); // 1 is locked: always 2, as its room start
            QCOMPARE(idsOf(bp.levelBlacklist()), QList<int>{2});
            QCOMPARE(int(t.tries.size()), 1);
        }
    }

    // ---- R9.8, R21.9 ----

    void voidBossList() {
        std::set<int> out = {55, 63, 6, 62};
        out.insert(kVoidBossExclusions.begin(), kVoidBossExclusions.end());
        std::vector<std::int16_t> derived;
        for (int id = 0; id < 70; ++id)
            if (!out.count(id))
                derived.push_back(std::int16_t(id));
        const auto list = floorgen::voidBossList();
        QCOMPARE(derived.size(), list.size());
        QVERIFY(std::equal(derived.begin(), derived.end(), list.begin()));
        QCOMPARE(int(std::count(kVoidBossExclusions.begin(), kVoidBossExclusions.end(), 43)), 2);
        QCOMPARE(int(std::count(kVoidBossExclusions.begin(), kVoidBossExclusions.end(), 50)), 2);

        // R21.9: S = SetSeed(777, 35); k = RandomInt(4) + 5; Shuffle(list).
        Rng s(777, 35);
        QCOMPARE(s.randomInt(4) + 5, 8u);
        auto shuffled = list;
        s.shuffle(std::span<std::int16_t>(shuffled));
        const std::array<std::int16_t, 31> expected = {30, 40, 58, 54, 42, 33, 15, 51, 8,  7,  5,
                                                       66, 49, 25, 41, 38, 24, 53, 12, 16, 39, 11,
                                                       35, 22, 68, 59, 19, 48, 31, 0,  46};
        QVERIFY(shuffled == expected);
        QCOMPARE(s.state(), 441051590u);
    }
};

QTEST_GUILESS_MAIN(TestBossPools)
#include "test_bosspools.moc"
