// A whole run (core/include/floorgen/run.h) and the search across its floors (search.h's FloorCriteria):
// every floor of a run equals generate() with the floors before it as its route, the Labyrinth skip, the
// alternate path and both endings; the multi-floor search equals a brute force that generates every floor of
// every run in full, for any thread count, in shards, and when cancelled and resumed.

#include "floorgen/repstages.h"
#include "floorgen/rng.h"
#include "floorgen/run.h"
#include "floorgen/search.h"

#include <atomic>

#include <QTest>

using namespace floorgen;

Q_DECLARE_METATYPE(floorgen::Settings)
Q_DECLARE_METATYPE(std::vector<floorgen::RouteFloor>)
Q_DECLARE_METATYPE(std::vector<floorgen::FloorCriteria>)

namespace {

Settings runSettings(RuleSet rules, std::uint32_t runSeed) {
    Settings s;
    s.ruleSet = rules;
    s.runSeed = runSeed;
    return s;
}

// The floor of generate() and the run's floor must agree on everything the floor JSON shows.
bool sameFloor(const Floor &a, const Floor &b, QString &why) {
    auto differ = [&why](const char *what) {
        why = QString::fromLatin1(what);
        return false;
    };
    if (!(a.settings == b.settings))
        return differ("settings");
    if (a.stageSeed != b.stageSeed || a.curseMask != b.curseMask || a.xl != b.xl || a.attempts != b.attempts)
        return differ("seed, curses, XL or attempts");
    if (a.grid != b.grid)
        return differ("grid");
    if (!(a.rooms == b.rooms))
        return differ("rooms");
    if (!(a.deadEnds == b.deadEnds) || !(a.deadEndsAfter == b.deadEndsAfter))
        return differ("dead ends");
    if (a.rep.present != b.rep.present || a.rep.stateFlagsAfter != b.rep.stateFlagsAfter ||
        a.rep.bossPools != b.rep.bossPools || a.rep.onRoute != b.rep.onRoute ||
        a.rep.offGrid.size() != b.rep.offGrid.size() ||
        a.rep.redRoomDoors.size() != b.rep.redRoomDoors.size())
        return differ("repentance fields");
    if (a.rep.route.size() != b.rep.route.size())
        return differ("route length");
    for (std::size_t i = 0; i < a.rep.route.size(); ++i)
        if (a.rep.route[i].stage != b.rep.route[i].stage ||
            a.rep.route[i].stageType != b.rep.route[i].stageType || a.rep.route[i].xl != b.rep.route[i].xl)
            return differ("route floor");
    return true;
}

// Checks every floor of the run against generate() with the run's floors before it as its route.
void checkRunAgainstGenerate(const Settings &s, const RunResult &run) {
    QVERIFY2(run.ok(), run.error.c_str());
    std::vector<RouteFloor> before;
    Floor expected;
    for (const Floor &f : run.floors) {
        Settings g = s;
        g.stage = f.settings.stage;
        g.stageType = f.settings.stageType;
        if (s.ruleSet == RuleSet::Repentance)
            g.route = before;
        std::string error;
        QCOMPARE(generate(g, expected, nullptr, &error), GenerateStatus::Ok);
        QString why;
        QVERIFY2(sameFloor(f, expected, why), qPrintable(QStringLiteral("run seed %1, stage %2 type %3: %4")
                                                             .arg(*s.runSeed)
                                                             .arg(g.stage)
                                                             .arg(g.stageType)
                                                             .arg(why)));
        before.push_back({f.settings.stage, f.settings.stageType});
    }
}

FloorCriteria group(int stage, FloorPath path, Criteria c, int type = -1) {
    FloorCriteria g;
    g.stage = stage;
    g.path = path;
    g.stageType = type;
    g.criteria = std::move(c);
    return g;
}

Criteria has(RoomType t) {
    Criteria c;
    c.counts.push_back(CountRule{RoomKind{false, t}, 1, -1});
    return c;
}

// The brute force: the run walked with every floor generated in full (RunGenerator::next), along the default
// route to the last group (computed here from repstages.h), then every group checked with matches().
bool bruteForce(const Settings &settings, std::uint32_t seed, const std::vector<FloorCriteria> &groups,
                bool &failed) {
    failed = false;
    const bool rep = settings.ruleSet == RuleSet::Repentance;
    const auto v = stageSeedsOf(seed);
    auto typeOf = [&](const FloorCriteria &g) {
        if (g.stage >= 10)
            return g.stageType >= 0 ? g.stageType : 0;
        const int t = g.path == FloorPath::Alternate ? rep::alternatePathType(v, g.stage)
                                                     : rep::mainPathType(v, g.stage, Achievements{});
        return g.stageType < 0 || g.stageType == t ? t : -1;
    };
    const FloorCriteria *last = &groups.front();
    for (const FloorCriteria &g : groups)
        if (2 * g.stage + (g.path == FloorPath::Alternate) >
            2 * last->stage + (last->path == FloorPath::Alternate))
            last = &g;
    const int lastType = typeOf(*last);
    if (lastType < 0)
        return false;
    std::vector<RouteFloor> route;
    for (const auto &k : rep::defaultRoute(v, last->stage, lastType, Achievements{}))
        route.push_back({k.stage, k.type});
    route.push_back({last->stage, lastType});
    RunGenerator run;
    Settings s = settings;
    s.runSeed = seed;
    if (run.start(s, route, nullptr, true))
        return false;
    std::vector<Floor> floors;
    while (!run.done()) {
        Floor f;
        if (run.next(f) != GenerateStatus::Ok) {
            failed = true;
            return false;
        }
        floors.push_back(f);
    }
    (void)rep;
    for (const FloorCriteria &g : groups) {
        const int t = typeOf(g);
        bool met = false;
        for (const Floor &f : floors)
            if (f.settings.stage == g.stage && f.settings.stageType == t)
                met = matches(f, g.criteria);
        if (!met)
            return false;
    }
    return true;
}

} // namespace

class TestRun : public QObject {
    Q_OBJECT

private slots:
    void runEqualsGenerate_data() {
        QTest::addColumn<Settings>("settings");
        Settings ab = runSettings(RuleSet::AfterbirthPlus, 1);
        Settings rep = runSettings(RuleSet::Repentance, 1);
        Settings cathedral = rep;
        cathedral.cathedral = true;
        Settings items = rep;
        items.set(Item::Luna, true);
        items.set(Item::VoodooHead, true);
        items.hard = true;
        QTest::newRow("afterbirth-plus") << ab;
        QTest::newRow("repentance") << rep;
        QTest::newRow("repentance, Cathedral and Chest") << cathedral;
        QTest::newRow("repentance, hard, Luna, Voodoo Head") << items;
    }
    // 500 runs: every floor of each equals generate() with the route of the floors before it.
    void runEqualsGenerate() {
        QFETCH(Settings, settings);
        for (std::uint32_t seed = 1; seed <= 500; ++seed) {
            Settings s = settings;
            s.runSeed = seed * 2654435761u;
            const RunResult run = generateRun(s);
            checkRunAgainstGenerate(s, run);
            if (QTest::currentTestFailed())
                return;
            QVERIFY(run.floors.size() >= 6); // 10 floors, less up to four Labyrinth skips
            QCOMPARE(run.floors.back().settings.stage, 11);
            QCOMPARE(run.floors.back().settings.stageType, settings.cathedral ? 1 : 0);
        }
    }

    // After an XL floor of stage 1, 3 or 5 the next stage is left out (R9.7 item 1.3), and the rest of the
    // run is the default route with that floor missing; a given route is never skipped.
    void labyrinthSkip_data() {
        QTest::addColumn<int>("rules");
        QTest::newRow("afterbirth-plus") << int(RuleSet::AfterbirthPlus);
        QTest::newRow("repentance") << int(RuleSet::Repentance);
    }
    void labyrinthSkip() {
        QFETCH(int, rules);
        int found = 0;
        for (std::uint32_t seed = 1; seed <= 4000 && found < 3; ++seed) {
            const Settings s = runSettings(RuleSet(rules), seed);
            const RunResult run = generateRun(s);
            QVERIFY2(run.ok(), run.error.c_str());
            if (!run.floors.front().xl)
                continue;
            ++found;
            QCOMPARE(run.floors[0].settings.stage, 1);
            QCOMPARE(run.floors[1].settings.stage, 3); // stage 2 skipped
            checkRunAgainstGenerate(s, run);
            // The default route of generate() skips it too: stage 2 is off the route.
            Settings two = s;
            two.stage = 2;
            two.stageType = mainPathRoute(s)[1].stageType;
            const GenerateResult g = generateFloor(two);
            QVERIFY(g.ok());
            if (RuleSet(rules) == RuleSet::Repentance)
                QVERIFY(!g.floor.rep.onRoute);
            // With the route given, nothing is skipped.
            const RunResult given = generateRun(s, mainPathRoute(s));
            QVERIFY(given.ok());
            QCOMPARE(given.floors.size(), std::size_t{10});
        }
        QCOMPARE(found, 3);
    }

    // Routes through the alternate path and to both endings, given explicitly.
    void routes_data() {
        QTest::addColumn<std::vector<RouteFloor>>("route");
        QTest::newRow("alternate path from stage 1")
            << std::vector<RouteFloor>{{1, 0}, {1, 4}, {2, 4}, {3, 0}};
        QTest::newRow("Dross and Mines") << std::vector<RouteFloor>{{1, 0}, {2, 0}, {2, 5}, {3, 4}, {4, 4}};
        QTest::newRow("Mausoleum to Corpse") << std::vector<RouteFloor>{
            {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {6, 4}, {7, 4}, {8, 4}};
        QTest::newRow("Cathedral and Chest") << std::vector<RouteFloor>{
            {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {7, 0}, {8, 0}, {10, 1}, {11, 1}};
        QTest::newRow("Sheol, Dark Room, Void") << std::vector<RouteFloor>{
            {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {7, 0}, {8, 0}, {10, 0}, {11, 0}, {12, 0}};
    }
    void routes() {
        QFETCH(std::vector<RouteFloor>, route);
        for (std::uint32_t seed = 1; seed <= 60; ++seed) {
            const Settings s = runSettings(RuleSet::Repentance, seed * 7919u);
            const RunResult run = generateRun(s, route);
            QCOMPARE(run.floors.size(), route.size());
            checkRunAgainstGenerate(s, run);
            if (QTest::currentTestFailed())
                return;
        }
    }

    void runNeedsARunSeed() {
        Settings s;
        s.stageSeed = 5;
        const RunResult run = generateRun(s);
        QCOMPARE(run.status, GenerateStatus::InvalidSettings);
        QVERIFY(run.floors.empty());
        Settings greed = runSettings(RuleSet::Repentance, 5);
        const RunResult refused = generateRun(greed, std::vector<RouteFloor>{{1, 0}, {9, 0}});
        QCOMPARE(refused.status, GenerateStatus::InvalidSettings); // the Blue Womb: nothing generated
        QVERIFY(refused.floors.empty());
    }

    // ---- search across floors ----

    void searchEqualsBruteForce_data() {
        QTest::addColumn<Settings>("settings");
        QTest::addColumn<std::vector<FloorCriteria>>("groups");
        const Settings ab = runSettings(RuleSet::AfterbirthPlus, 1);
        const Settings rep = runSettings(RuleSet::Repentance, 1);
        Criteria curse;
        curse.cursesAll = kCurseDarkness;
        Criteria xl;
        xl.xl = 1;
        Criteria noCurse;
        noCurse.noCurse = true;
        Criteria near = has(RoomType::Treasure);
        near.distances.push_back(
            DistanceRule{RoomKind{true, RoomType::Null}, RoomKind{false, RoomType::Treasure}, 1});
        Criteria big;
        big.minRooms = 18;
        Criteria small;
        small.maxRooms = 14;
        Criteria monstro;
        monstro.bossSubtypes = {1};
        QTest::newRow("afterbirth-plus: library, then a curse room")
            << ab
            << std::vector<FloorCriteria>{group(1, FloorPath::Main, has(RoomType::Library)),
                                          group(2, FloorPath::Main, has(RoomType::Curse))};
        QTest::newRow("afterbirth-plus: XL Basement, then Caves I with a sacrifice room")
            << ab
            << std::vector<FloorCriteria>{group(3, FloorPath::Main, has(RoomType::Sacrifice)),
                                          group(1, FloorPath::Main, xl)};
        QTest::newRow("afterbirth-plus: Darkness on Caves II")
            << ab << std::vector<FloorCriteria>{group(4, FloorPath::Main, curse)};
        QTest::newRow("repentance: library, then a curse room")
            << rep
            << std::vector<FloorCriteria>{group(1, FloorPath::Main, has(RoomType::Library)),
                                          group(2, FloorPath::Main, has(RoomType::Curse))};
        QTest::newRow("repentance: treasure next to the start, Depths I of 18 rooms")
            << rep
            << std::vector<FloorCriteria>{group(3, FloorPath::Main, near), group(5, FloorPath::Main, big)};
        QTest::newRow("repentance: no curse, the alternate floor of stage 2 of at most 14 rooms")
            << rep
            << std::vector<FloorCriteria>{group(1, FloorPath::Main, noCurse),
                                          group(2, FloorPath::Alternate, small)};
        QTest::newRow("repentance: Cellar I, Downpour II")
            << rep
            << std::vector<FloorCriteria>{group(1, FloorPath::Main, Criteria{}, 1),
                                          group(2, FloorPath::Alternate, Criteria{}, 4)};
        QTest::newRow("repentance: Monstro on stage 1, Cathedral")
            << rep
            << std::vector<FloorCriteria>{group(1, FloorPath::Main, monstro),
                                          group(10, FloorPath::Main, has(RoomType::Curse), 1)};
    }
    void searchEqualsBruteForce() {
        QFETCH(Settings, settings);
        QFETCH(std::vector<FloorCriteria>, groups);
        QCOMPARE(impossibleReason(settings, groups), std::string());
        const std::uint32_t from = 1, to = 1500;
        std::vector<std::uint32_t> expected;
        std::uint64_t failures = 0;
        for (std::uint32_t seed = from; seed <= to; ++seed) {
            bool failed = false;
            if (bruteForce(settings, seed, groups, failed))
                expected.push_back(seed);
            failures += failed ? 1 : 0;
        }
        QVERIFY(!expected.empty());        // the criteria must let some seeds through ...
        QVERIFY(expected.size() < to / 2); // ... and reject many, or the test says little
        for (int threads : {1, 2}) {
            SearchOptions o;
            o.threads = threads;
            const SearchResult r = searchRunSeeds(settings, groups, from, to, o);
            QVERIFY(r.error.empty());
            QCOMPARE(r.seeds, expected);
            QCOMPARE(r.failures, failures);
            QCOMPARE(r.scannedTo, std::uint64_t{to});
        }
        // runMatches, seed by seed, agrees too.
        Floor scratch;
        std::vector<std::uint32_t> one;
        for (std::uint32_t seed = from; seed <= to; ++seed)
            if (runMatches(settings, seed, groups, scratch) == RunMatch::Match)
                one.push_back(seed);
        QCOMPARE(one, expected);
    }

    // Shards concatenated, and a cancelled search resumed, give the seeds of one search.
    void shardsAndResume() {
        const Settings s = runSettings(RuleSet::Repentance, 1);
        const std::vector<FloorCriteria> groups{group(1, FloorPath::Main, has(RoomType::Library)),
                                                group(2, FloorPath::Main, has(RoomType::Curse))};
        const SearchResult whole = searchRunSeeds(s, groups, 1, 60000);
        QVERIFY(whole.seeds.size() > 10);
        std::vector<std::uint32_t> shards = searchRunSeeds(s, groups, 1, 20000).seeds;
        for (const auto &[a, b] : {std::pair{20001u, 45000u}, std::pair{45001u, 60000u}}) {
            const auto part = searchRunSeeds(s, groups, a, b).seeds;
            shards.insert(shards.end(), part.begin(), part.end());
        }
        QCOMPARE(shards, whole.seeds);

        std::atomic<bool> cancel{false};
        SearchOptions o;
        // One thread: its chunks are merged (and progress reported) in order. With two, a thread held back on
        // the first chunk let the other search every later one, and the merged progress then reached 12,000
        // only at the end (seen once under a loaded ctest -j2: nothing was left to cancel).
        o.threads = 1;
        o.cancel = &cancel;
        o.progress = [&cancel](const SearchProgress &p) {
            if (p.done >= 12000)
                cancel = true;
        };
        const SearchResult first = searchRunSeeds(s, groups, 1, 60000, o);
        QVERIFY(first.cancelled);
        QVERIFY(first.scannedTo >= 4096 && first.scannedTo < 60000);
        const SearchResult rest =
            searchRunSeeds(s, groups, static_cast<std::uint32_t>(first.scannedTo + 1), 60000);
        std::vector<std::uint32_t> resumed = first.seeds;
        resumed.insert(resumed.end(), rest.seeds.begin(), rest.seeds.end());
        QCOMPARE(resumed, whole.seeds);
    }

    // A seed list (SearchOptions::seedList): the matches among its seeds in from..to, on any number of
    // threads; with a limit, and cancelled and resumed from scannedTo + 1, as a range search is.
    void seedList() {
        const Settings s = runSettings(RuleSet::Repentance, 1);
        const std::vector<FloorCriteria> groups{group(1, FloorPath::Main, has(RoomType::Library)),
                                                group(2, FloorPath::Main, has(RoomType::Curse))};
        const std::vector<std::uint32_t> all = searchRunSeeds(s, groups, 1, 60000).seeds;
        QVERIFY(all.size() > 10);
        // Every third seed of 1..60000 and a few beyond it, spread over many chunks of the list.
        std::vector<std::uint32_t> list;
        for (std::uint32_t seed = 2; seed <= 60000; seed += 3)
            list.push_back(seed);
        for (std::uint32_t m : all)
            if (m % 3 != 2)
                list.push_back(m); // some matches too, so that the list holds more than the third's
        list.push_back(4000000000u);
        std::sort(list.begin(), list.end());
        list.erase(std::unique(list.begin(), list.end()), list.end());
        auto expectedIn = [&](std::uint32_t from, std::uint32_t to) {
            std::vector<std::uint32_t> e;
            for (std::uint32_t m : all)
                if (m >= from && m <= to && std::binary_search(list.begin(), list.end(), m))
                    e.push_back(m);
            return e;
        };
        for (int threads : {1, 2}) {
            SearchOptions o;
            o.threads = threads;
            o.seedList = list;
            const SearchResult r = searchRunSeeds(s, groups, 1, 60000, o);
            QCOMPARE(r.seeds, expectedIn(1, 60000));
            QCOMPARE(r.scannedTo, std::uint64_t{list[list.size() - 2]}); // the last listed seed in range
            QCOMPARE(r.tried, std::uint64_t{list.size() - 1});
            QVERIFY(!r.cancelled);
            // A range inside the list's.
            const SearchResult part = searchRunSeeds(s, groups, 30000, 45000, o);
            QCOMPARE(part.seeds, expectedIn(30000, 45000));
            // A limit stops at the limit-th match of the list.
            o.limit = 3;
            const SearchResult three = searchRunSeeds(s, groups, 1, 60000, o);
            QCOMPARE(three.seeds, std::vector<std::uint32_t>(r.seeds.begin(), r.seeds.begin() + 3));
            QCOMPARE(three.scannedTo, std::uint64_t{r.seeds[2]});
        }
        // Cancelled part way and resumed: the list's matches of one search.
        std::atomic<bool> cancel{false};
        SearchOptions o;
        o.threads = 2;
        o.cancel = &cancel;
        o.seedList = list;
        o.progress = [&cancel](const SearchProgress &p) {
            if (p.done >= 8192)
                cancel = true;
        };
        const SearchResult first = searchRunSeeds(s, groups, 1, 0xFFFFFFFFu, o);
        QVERIFY(first.cancelled);
        QVERIFY(first.scannedTo < list.back());
        o.cancel = nullptr;
        o.progress = nullptr;
        const SearchResult rest =
            searchRunSeeds(s, groups, static_cast<std::uint32_t>(first.scannedTo + 1), 0xFFFFFFFFu, o);
        std::vector<std::uint32_t> resumed = first.seeds;
        resumed.insert(resumed.end(), rest.seeds.begin(), rest.seeds.end());
        QCOMPARE(resumed, expectedIn(1, 0xFFFFFFFFu));
        // A list with no seed in the range searches nothing.
        o.seedList = list;
        const SearchResult none = searchRunSeeds(s, groups, 60001, 3999999999u, o);
        QVERIFY(none.seeds.empty());
        QCOMPARE(none.tried, std::uint64_t{0});
        QCOMPARE(none.scannedTo, std::uint64_t{60000});
    }

    void impossibleGroups_data() {
        QTest::addColumn<int>("rules");
        QTest::addColumn<std::vector<FloorCriteria>>("groups");
        QTest::addColumn<QString>("reason");
        const int ab = int(RuleSet::AfterbirthPlus), rep = int(RuleSet::Repentance);
        Criteria contradiction = has(RoomType::Shop);
        contradiction.counts.push_back(CountRule{RoomKind{false, RoomType::Shop}, 0, 0});
        QTest::newRow("one floor twice") << rep
                                         << std::vector<FloorCriteria>{group(1, FloorPath::Main, Criteria{}),
                                                                       group(1, FloorPath::Main, Criteria{})}
                                         << "given twice";
        QTest::newRow("alternate in afterbirth-plus")
            << ab << std::vector<FloorCriteria>{group(2, FloorPath::Alternate, Criteria{})} << "repentance's";
        QTest::newRow("Blue Womb") << rep << std::vector<FloorCriteria>{group(9, FloorPath::Main, Criteria{})}
                                   << "stages 1 to 8";
        QTest::newRow("main path type 4")
            << rep << std::vector<FloorCriteria>{group(3, FloorPath::Main, Criteria{}, 4)}
            << "type 0, 1 or 2";
        QTest::newRow("a floor's criteria contradict")
            << rep
            << std::vector<FloorCriteria>{group(1, FloorPath::Main, Criteria{}),
                                          group(4, FloorPath::Main, contradiction)}
            << "floor 2 (stage 4): the criteria contradict";
        QTest::newRow("none") << rep << std::vector<FloorCriteria>{} << "no floor";
    }
    void impossibleGroups() {
        QFETCH(int, rules);
        QFETCH(std::vector<FloorCriteria>, groups);
        QFETCH(QString, reason);
        const std::string why = impossibleReason(runSettings(RuleSet(rules), 1), groups);
        QVERIFY2(QString::fromStdString(why).contains(reason), why.c_str());
    }
};

QTEST_APPLESS_MAIN(TestRun)
#include "test_run.moc"
