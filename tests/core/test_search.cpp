// Seed search (core/include/floorgen/search.h): found seeds confirmed by a direct generate, impossible
// criteria find nothing, the same results for any thread count, limits and shards.

#include "floorgen/search.h"

#include <QTest>

using namespace floorgen;

Q_DECLARE_METATYPE(floorgen::Settings)

namespace {

Settings stage(int n) {
    Settings s;
    s.stage = n;
    return s;
}

RoomKind type(RoomType t) {
    return RoomKind{false, t};
}
constexpr RoomKind kStart{true, RoomType::Null};

// Independent of search.cpp: do a cell of room a and a cell of room b share an edge?
bool touches(const Floor &f, int a, int b) {
    for (int y = 0; y < kGridSize; ++y)
        for (int x = 0; x < kGridSize; ++x) {
            if (f.grid[x + kGridSize * y] != a)
                continue;
            const int d[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
            for (const auto &v : d) {
                const int nx = x + v[0], ny = y + v[1];
                if (inBounds(nx, ny) && f.grid[nx + kGridSize * ny] == b)
                    return true;
            }
        }
    return false;
}

Floor floorOf(Settings s, SeedSpace space, std::uint32_t seed) {
    if (space == SeedSpace::Run)
        s.runSeed = seed;
    else
        s.stageSeed = seed;
    Floor f;
    if (generate(s, f) != GenerateStatus::Ok)
        qFatal("seed %u does not generate", seed);
    return f;
}

// The stage seeds 1..to whose floors match, found by generating every floor in full and filtering: what a
// search must return.
std::vector<std::uint32_t> matchingSeeds(Settings s, const Criteria &c, std::uint32_t to) {
    std::vector<std::uint32_t> seeds;
    Floor f;
    for (std::uint32_t seed = 1; seed <= to; ++seed) {
        s.stageSeed = seed;
        if (generate(s, f) == GenerateStatus::Ok && matches(f, c))
            seeds.push_back(seed);
    }
    return seeds;
}

} // namespace

class TestSearch : public QObject {
    Q_OBJECT

private slots:
    // "A library, and a treasure room next to the start room": every seed found is checked by generating it
    // again and looking at the grid directly.
    void foundSeedsAreConfirmed() {
        Criteria c;
        c.counts.push_back({type(RoomType::Library), 1, -1});
        c.distances.push_back({kStart, type(RoomType::Treasure), 1});
        for (SeedSpace space : {SeedSpace::Stage, SeedSpace::Run}) {
            SearchOptions o;
            o.threads = 2;
            o.limit = 5;
            const SearchResult r = searchSeeds(stage(1), c, space, 1, 3000000, o);
            QVERIFY(r.error.empty());
            QCOMPARE(r.seeds.size(), std::size_t(5));
            QVERIFY(r.limitReached);
            QCOMPARE(r.scannedTo, std::uint64_t(r.seeds.back()));
            for (std::uint32_t seed : r.seeds) {
                const Floor f = floorOf(stage(1), space, seed);
                QVERIFY(f.count(RoomType::Library) >= 1);
                bool adjacent = false;
                for (const Room &room : f.rooms)
                    if (room.type == RoomType::Treasure && touches(f, 0, room.number))
                        adjacent = true;
                QVERIFY2(adjacent, qPrintable(QString::number(seed)));
            }
        }
    }

    // Over a small range, the search returns exactly the seeds whose floors match (nothing missed).
    void nothingMissed() {
        Criteria c;
        c.counts.push_back({type(RoomType::Curse), 1, -1});
        c.counts.push_back({type(RoomType::MiniBoss), 0, 0});
        c.minRooms = 12;
        std::vector<std::uint32_t> expected;
        Floor f;
        Settings s = stage(2);
        for (std::uint32_t seed = 1; seed <= 5000; ++seed) {
            s.stageSeed = seed;
            QCOMPARE(int(generate(s, f)), int(GenerateStatus::Ok));
            if (f.count(RoomType::Curse) >= 1 && f.count(RoomType::MiniBoss) == 0 && f.rooms.size() >= 12)
                expected.push_back(seed);
        }
        QVERIFY(expected.size() > 100);
        SearchOptions o;
        o.threads = 2;
        const SearchResult r = searchSeeds(stage(2), c, SeedSpace::Stage, 1, 5000, o);
        QVERIFY(r.seeds == expected);
        QCOMPARE(r.tried, std::uint64_t(5000));
        QCOMPARE(r.scannedTo, std::uint64_t(5000));
        QVERIFY(!r.limitReached);
    }

    // The room types the search asks the generator to filter on: only what every match must (not) have.
    void roomFilterFromCriteria() {
        Criteria c;
        QVERIFY(roomFilterOf(c).empty());
        c.counts.push_back({type(RoomType::Library), 1, -1});
        c.counts.push_back({type(RoomType::MiniBoss), 0, 0});
        c.counts.push_back({type(RoomType::Curse), 0, 2}); // at most two: no type to require or forbid
        c.distances.push_back({kStart, type(RoomType::Treasure), 1});
        c.minRooms = 12;
        c.maxRooms = 15;
        const RoomFilter f = roomFilterOf(c);
        QCOMPARE(f.minRooms, 12);
        QCOMPARE(f.maxRooms, 15);
        QCOMPARE(f.required,
                 typeBit(RoomType::Library) | typeBit(RoomType::Treasure) | typeBit(RoomType::Default));
        QCOMPARE(f.forbidden, typeBit(RoomType::MiniBoss));
        // "No normal room" cannot forbid the type DEFAULT: the start room has it.
        c = {};
        c.counts.push_back({type(RoomType::Default), 0, 0});
        QVERIFY(roomFilterOf(c).empty());
        c = {};
        c.bossSubtypes = {1, 6};
        const RoomFilter bosses = roomFilterOf(c);
        QCOMPARE(bosses.required, typeBit(RoomType::Boss));
        QVERIFY(bosses.bossAllowed(1) && bosses.bossAllowed(6) && !bosses.bossAllowed(4));
        c.bossSubtypes = {6, 300}; // beyond what the filter holds: it lets every boss through
        QVERIFY(roomFilterOf(c).anyBoss());
    }

    // Distance criteria between rooms that are placed by the treasure step (tested by the search before the
    // secret rooms): the seeds of a search that generates everything and filters.
    void distanceSearchMissesNothing_data() {
        QTest::addColumn<Settings>("settings");
        QTest::addColumn<int>("from"); // a room type, or -1 for the start room
        QTest::addColumn<int>("to");
        QTest::addColumn<int>("maxDistance");
        auto kind = [](RoomType t) { return static_cast<int>(t); };
        Settings ab = stage(2);
        ab.ruleSet = RuleSet::AfterbirthPlus;
        Settings luna = stage(4);
        luna.items = itemBit(Item::Luna);
        Settings xl = stage(3);
        xl.forcedCurses = kCurseLabyrinth;
        QTest::newRow("boss within 3 of the start") << stage(1) << -1 << kind(RoomType::Boss) << 3;
        QTest::newRow("treasure within 2 of the start, ab+") << ab << -1 << kind(RoomType::Treasure) << 2;
        QTest::newRow("super secret within 4 of the boss, luna")
            << luna << kind(RoomType::SuperSecret) << kind(RoomType::Boss) << 4;
        QTest::newRow("shop within 2 of treasure, xl")
            << xl << kind(RoomType::Shop) << kind(RoomType::Treasure) << 2;
        QTest::newRow("treasure within 3 of either boss room, xl")
            << xl << kind(RoomType::Boss) << kind(RoomType::Treasure) << 3;
        QTest::newRow("boss within 5 of the start, dark room")
            << stage(11) << -1 << kind(RoomType::Boss) << 5;
    }
    void distanceSearchMissesNothing() {
        QFETCH(Settings, settings);
        QFETCH(int, from);
        QFETCH(int, to);
        QFETCH(int, maxDistance);
        auto kindOf = [](int k) { return k < 0 ? kStart : type(static_cast<RoomType>(k)); };
        Criteria c;
        c.distances.push_back({kindOf(from), kindOf(to), maxDistance});
        const std::vector<std::uint32_t> expected = matchingSeeds(settings, c, 3000);
        QVERIFY2(expected.size() > 30 && expected.size() < 2970,
                 qPrintable(QString::number(expected.size())));
        SearchOptions o;
        o.threads = 2;
        QVERIFY(searchSeeds(settings, c, SeedSpace::Stage, 1, 3000, o).seeds == expected);
    }

    // Boss criteria (the generator gives up on a floor right after its boss rooms): the seeds of a search
    // that generates everything and filters, XL floors (two boss rooms) included.
    void bossSearchMissesNothing() {
        Criteria c;
        c.bossSubtypes = {1, 4}; // Monstro, Gurdy
        Settings s = stage(1);
        s.forcedCurses = kCurseLabyrinth;
        for (bool xl : {false, true}) {
            const Settings settings = xl ? s : stage(1);
            const std::vector<std::uint32_t> expected = matchingSeeds(settings, c, 4000);
            QVERIFY(expected.size() > 100 && expected.size() < 3900);
            SearchOptions o;
            o.threads = 2;
            QVERIFY(searchSeeds(settings, c, SeedSpace::Stage, 1, 4000, o).seeds == expected);
        }
    }

    void impossibleFindsNone_data() {
        QTest::addColumn<int>("stageNumber");
        QTest::addColumn<bool>("momBoss");
        QTest::addColumn<int>("roomType");
        QTest::newRow("Mom on stage 1") << 1 << true << 0;
        QTest::newRow("a shop on stage 11") << 11 << false << int(RoomType::Shop);
        QTest::newRow("a bedroom on stage 8") << 8 << false << int(RoomType::Isaacs);
    }
    void impossibleFindsNone() {
        QFETCH(int, stageNumber);
        QFETCH(bool, momBoss);
        QFETCH(int, roomType);
        Criteria c;
        if (momBoss)
            c.bossSubtypes.push_back(6); // Mom: only on stage 6 (section 7.1)
        else
            c.counts.push_back({type(static_cast<RoomType>(roomType)), 1, -1});
        SearchOptions o;
        o.threads = 2;
        const SearchResult r = searchSeeds(stage(stageNumber), c, SeedSpace::Stage, 1, 20000, o);
        QVERIFY(r.error.empty());
        QVERIFY(r.seeds.empty());
        QCOMPARE(r.tried, std::uint64_t(20000));
        // The criterion is not vacuous: the opposite finds floors (Mom's stage, or a bedroom on stage 1).
        Settings other = stage(momBoss ? 6 : (roomType == int(RoomType::Shop) ? 1 : 1));
        if (roomType == int(RoomType::Isaacs))
            c.counts[0].kind = type(RoomType::Barren); // either bedroom on stage 1
        o.limit = 1;
        QCOMPARE(searchSeeds(other, c, SeedSpace::Stage, 1, 200000, o).seeds.size(), std::size_t(1));
    }

    void sameForAnyThreadCount() {
        Criteria c;
        c.counts.push_back({type(RoomType::Sacrifice), 1, -1});
        c.distances.push_back({type(RoomType::Boss), type(RoomType::SuperSecret), 3});
        for (std::uint64_t limit : {std::uint64_t(0), std::uint64_t(7)}) {
            SearchOptions o;
            o.limit = limit;
            o.threads = 1;
            const SearchResult one = searchSeeds(stage(3), c, SeedSpace::Stage, 100, 30000, o);
            o.threads = 2;
            const SearchResult two = searchSeeds(stage(3), c, SeedSpace::Stage, 100, 30000, o);
            o.threads = 5;
            const SearchResult five = searchSeeds(stage(3), c, SeedSpace::Stage, 100, 30000, o);
            QVERIFY(!one.seeds.empty());
            QVERIFY(one.seeds == two.seeds);
            QVERIFY(one.seeds == five.seeds);
            QCOMPARE(one.scannedTo, two.scannedTo);
            QCOMPARE(one.tried, five.tried);
            QVERIFY(std::is_sorted(one.seeds.begin(), one.seeds.end()));
        }
    }

    // Shards: two halves give the whole.
    void shardsMerge() {
        Criteria c;
        c.xl = 1;
        c.counts.push_back({type(RoomType::Treasure), 2, 2});
        SearchOptions o;
        o.threads = 2;
        const auto whole = searchSeeds(stage(1), c, SeedSpace::Stage, 1, 40000, o);
        const auto a = searchSeeds(stage(1), c, SeedSpace::Stage, 1, 17777, o);
        const auto b = searchSeeds(stage(1), c, SeedSpace::Stage, 17778, 40000, o);
        std::vector<std::uint32_t> merged = a.seeds;
        merged.insert(merged.end(), b.seeds.begin(), b.seeds.end());
        QVERIFY(!whole.seeds.empty());
        QVERIFY(merged == whole.seeds);
        for (std::uint32_t seed : whole.seeds) {
            const Floor f = floorOf(stage(1), SeedSpace::Stage, seed);
            QVERIFY(f.xl);
            QVERIFY(f.curseMask & kCurseLabyrinth);
        }
    }

    void criteriaOnOneFloor() {
        const Floor f = floorOf(stage(1), SeedSpace::Stage, 12345);
        Criteria c;
        QVERIFY(c.empty());
        QVERIFY(matches(f, c));
        c.minRooms = c.maxRooms = static_cast<int>(f.rooms.size());
        QVERIFY(matches(f, c));
        c.maxRooms = c.minRooms - 1;
        QVERIFY(!matches(f, c));
        c = {};
        c.minAttempts = c.maxAttempts = f.attempts;
        QVERIFY(matches(f, c));
        c.minAttempts = f.attempts + 1;
        QVERIFY(!matches(f, c));
        c = {};
        c.xl = f.xl ? 0 : 1;
        QVERIFY(!matches(f, c));
        c = {};
        const Room *boss = f.findFirst(RoomType::Boss);
        QVERIFY(boss);
        c.bossSubtypes = {boss->bossSubtype};
        QVERIFY(matches(f, c));
        c.bossSubtypes = {boss->bossSubtype + 1000};
        QVERIFY(!matches(f, c));
        c = {};
        c.counts.push_back({type(RoomType::Boss), 1, 1});
        QVERIFY(matches(f, c) != f.xl);
        c = {};
        c.noCurse = true;
        QCOMPARE(matches(f, c), f.curseMask == 0);
    }

    // Path distances: 0 to itself, 1 exactly for touching rooms, never more than the placement distance
    // (the layout path is one path through rooms), and symmetric.
    void distances() {
        for (std::uint32_t seed = 1; seed <= 200; ++seed) {
            const Floor f = floorOf(stage(4), SeedSpace::Stage, seed);
            QCOMPARE(roomDistance(f, 0, 0), 0);
            QCOMPARE(kindDistance(f, kStart, kStart), -1); // only one start room
            for (const Room &r : f.rooms) {
                const int d = roomDistance(f, 0, r.number);
                QCOMPARE(roomDistance(f, r.number, 0), d);
                if (r.number == 0)
                    continue;
                QCOMPARE(d == 1, touches(f, 0, r.number));
                if (!r.invisible && r.placedCell.valid()) {
                    QVERIFY(d >= 1);
                    QVERIFY(d <= r.distance);
                }
            }
            const Room *boss = f.findFirst(RoomType::Boss);
            QCOMPARE(kindDistance(f, kStart, type(RoomType::Boss)), roomDistance(f, 0, boss->number));
            QCOMPARE(kindDistance(f, type(RoomType::Boss), kStart), roomDistance(f, 0, boss->number));
        }
        const Floor f = floorOf(stage(1), SeedSpace::Stage, 1);
        QCOMPARE(roomDistance(f, 0, 200), -1);
        QCOMPARE(kindDistance(f, kStart, type(RoomType::BossRush)), -1);
    }

    // The curse prefilter computes the curses without generating; it must agree with generate() everywhere.
    void cursesInForceMatchGenerate_data() {
        QTest::addColumn<int>("stageNumber");
        QTest::addColumn<bool>("hard");
        QTest::addColumn<bool>("blackCandle");
        QTest::addColumn<int>("forced"); // -1: rolled
        QTest::addColumn<int>("ruleSet");
        for (int st = 1; st <= 12; ++st) {
            if (st == 9)
                continue; // repentance does not generate the Blue Womb
            QTest::addRow("stage %d", st) << st << false << false << -1 << int(RuleSet::Repentance);
            QTest::addRow("stage %d hard", st) << st << true << false << -1 << int(RuleSet::Repentance);
        }
        QTest::newRow("afterbirth+ stage 3") << 3 << false << false << -1 << int(RuleSet::AfterbirthPlus);
        QTest::newRow("afterbirth+ stage 9") << 9 << false << false << -1 << int(RuleSet::AfterbirthPlus);
        QTest::newRow("black candle") << 1 << false << true << -1 << int(RuleSet::Repentance);
        QTest::newRow("forced labyrinth on stage 2")
            << 2 << false << false << int(kCurseLabyrinth) << int(RuleSet::Repentance);
        QTest::newRow("forced none") << 5 << true << false << 0 << int(RuleSet::Repentance);
    }
    void cursesInForceMatchGenerate() {
        QFETCH(int, stageNumber);
        QFETCH(bool, hard);
        QFETCH(bool, blackCandle);
        QFETCH(int, forced);
        QFETCH(int, ruleSet);
        Settings s = stage(stageNumber);
        s.hard = hard;
        s.blackCandle = blackCandle;
        s.ruleSet = static_cast<RuleSet>(ruleSet);
        if (forced >= 0)
            s.forcedCurses = static_cast<std::uint8_t>(forced);
        Floor f;
        int cursed = 0;
        for (std::uint32_t seed = 1; seed <= 400; ++seed) {
            s.stageSeed = seed * 2654435761u + 7;
            const std::uint8_t predicted = cursesInForce(s, s.stageSeed);
            if (generate(s, f) != GenerateStatus::Ok)
                continue;
            QCOMPARE(int(predicted), int(f.curseMask));
            cursed += predicted ? 1 : 0;
        }
        QCOMPARE(cursed > 0, !blackCandle && forced != 0);
    }

    // With curse/XL criteria the search skips seeds before generating; the results are those of a search
    // that generates everything and filters.
    void prefilterGivesSameSeeds() {
        Criteria c;
        c.cursesAll = kCurseLost;
        c.counts.push_back({type(RoomType::Library), 1, -1});
        const std::vector<std::uint32_t> expected = matchingSeeds(stage(3), c, 30000);
        QVERIFY(!expected.empty());
        SearchOptions o;
        o.threads = 2;
        QVERIFY(searchSeeds(stage(3), c, SeedSpace::Stage, 1, 30000, o).seeds == expected);
        c = {};
        c.xl = 1;
        const auto xlRun = searchSeeds(stage(1), c, SeedSpace::Run, 1, 20000, o);
        QVERIFY(!xlRun.seeds.empty());
        for (std::uint32_t seed : xlRun.seeds)
            QVERIFY(floorOf(stage(1), SeedSpace::Run, seed).xl);
    }

    void cancelAndErrors() {
        std::atomic<bool> cancel{false};
        SearchOptions o;
        o.threads = 2;
        o.cancel = &cancel;
        o.progress = [&](const SearchProgress &) { cancel = true; };
        Criteria c;
        c.counts.push_back({type(RoomType::Library), 1, -1});
        const auto r = searchSeeds(stage(1), c, SeedSpace::Stage, 1, 0xFFFFFFFFu, o);
        QVERIFY(r.cancelled);
        QVERIFY(r.scannedTo < 1000000);
        QCOMPARE(r.tried, r.scannedTo);
        for (std::uint32_t s : r.seeds)
            QVERIFY(s <= r.scannedTo);

        Settings bad = stage(13);
        const auto e = searchSeeds(bad, c, SeedSpace::Stage, 1, 10);
        QVERIFY(e.error.find("stage 13") != std::string::npos);
        const auto empty = searchSeeds(stage(1), c, SeedSpace::Stage, 10, 9);
        QVERIFY(empty.seeds.empty());
        QCOMPARE(empty.tried, std::uint64_t(0));
    }
};

QTEST_APPLESS_MAIN(TestSearch)
#include "test_search.moc"
