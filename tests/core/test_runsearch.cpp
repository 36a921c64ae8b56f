// The run-seed search decides a deep floor on its own (search.cpp's RunSeedTest, DEVELOPERS.md "Deep
// floors"): it must find exactly the seeds of a brute force that generates every run in full with `run`
// (generateRun) and checks each group's floor, for every criterion kind, both rule sets, with the built-in
// catalog and with room files (a synthetic game of our own, tests/core/synthcatalog.h).

#include "floorgen/filecatalog.h"
#include "floorgen/repstages.h"
#include "floorgen/rng.h"
#include "floorgen/run.h"
#include "floorgen/search.h"
#include "synthcatalog.h"

#include <QTest>

using namespace floorgen;

Q_DECLARE_METATYPE(floorgen::Settings)
Q_DECLARE_METATYPE(std::vector<floorgen::FloorCriteria>)

namespace {

const FileCatalog &synthCatalog() {
    static const FileCatalog catalog(testing::roomFileSet(testing::synthGameFiles(1)));
    return catalog;
}

FloorCriteria group(int stage, Criteria c, FloorPath path = FloorPath::Main) {
    FloorCriteria g;
    g.stage = stage;
    g.path = path;
    g.criteria = std::move(c);
    return g;
}

Criteria count(RoomType t, int min, int max = -1) {
    Criteria c;
    c.counts.push_back(CountRule{RoomKind{false, t}, min, max});
    return c;
}

Criteria countBoth(RoomType a, RoomType b) {
    Criteria c = count(a, 1);
    c.counts.push_back(CountRule{RoomKind{false, b}, 1, -1});
    return c;
}

// The brute force: the run of `seed` generated in full by generateRun along the search's route (the default
// route to the last group, with the Labyrinth skip), each group checked on its floor with matches().
bool bruteForce(const Settings &settings, std::uint32_t seed, const std::vector<FloorCriteria> &groups,
                const RoomCatalog *catalog) {
    std::vector<RouteFloor> route = runSearchRoute(settings, seed, groups);
    if (route.empty())
        return false;
    const auto v = stageSeedsOf(seed);
    const bool rep = settings.ruleSet == RuleSet::Repentance;
    Settings s = settings;
    s.runSeed = seed;
    const RunResult run = generateRun(s, route, catalog, true);
    for (const FloorCriteria &g : groups) {
        int type = g.stageType;
        if (g.stage < 10)
            type = g.path == FloorPath::Alternate
                       ? rep::alternatePathType(v, g.stage)
                       : rep::mainPathType(v, g.stage, rep ? s.achievements : Achievements{}, false);
        else if (type < 0)
            type = 0;
        bool met = false;
        for (const Floor &f : run.floors)
            if (f.settings.stage == g.stage && f.settings.stageType == type)
                met = matches(f, g.criteria);
        if (!met)
            return false;
    }
    return true;
}

} // namespace

class TestRunSearch : public QObject {
    Q_OBJECT

private slots:
    void sameAsBruteForce_data() {
        QTest::addColumn<Settings>("settings");
        QTest::addColumn<std::vector<FloorCriteria>>("groups");
        QTest::addColumn<bool>("roomFiles");
        QTest::addColumn<int>("seeds");

        Criteria near;
        near.distances.push_back(
            DistanceRule{RoomKind{true, RoomType::Null}, RoomKind{false, RoomType::Treasure}, 3});
        Criteria rooms;
        rooms.minRooms = 25;
        Criteria xl;
        xl.xl = 1;
        Criteria darkness;
        darkness.cursesAll = kCurseDarkness;
        Criteria noCurse = count(RoomType::Sacrifice, 1);
        noCurse.noCurse = true;
        Criteria attempts;
        attempts.minAttempts = 2;
        Criteria mom;
        mom.bossSubtypes = {6};
        Criteria poolBoss;
        poolBoss.bossSubtypes = {2, 17, 19};
        Criteria poolBossBasement;
        poolBossBasement.bossSubtypes = {1};
        Criteria library = count(RoomType::Library, 1);
        Criteria libraryNear = library;
        libraryNear.distances.push_back(
            DistanceRule{RoomKind{true, RoomType::Null}, RoomKind{false, RoomType::Library}, 3});

        enum class Only { Both, AfterbirthPlus, Repentance };
        struct Row {
            const char *name;
            std::vector<FloorCriteria> groups;
            Only only = Only::Both;
        };
        const std::vector<Row> rows = {
            {"library on Womb II", {group(8, library)}},
            {"no sacrifice room on Womb II", {group(8, count(RoomType::Sacrifice, 0, 0))}},
            {"a mini-boss on Womb I (placed at step 10d)", {group(7, count(RoomType::MiniBoss, 1))}},
            {"no challenge room on Depths II (after step 10d)", {group(6, count(RoomType::Challenge, 0, 0))}},
            {"Monstro on Basement II (a pool's boss)", {group(2, poolBossBasement)}},
            {"a library on Caves I, a treasure room on Depths I",
             {group(5, count(RoomType::Treasure, 1)), group(3, library)}},
            {"Mom on Depths II (a fixed boss)", {group(6, mom)}},
            {"treasure room three moves from the start on Depths I", {group(5, near)}},
            {"a library near the start on Caves II", {group(4, libraryNear)}},
            {"25 rooms or more on Depths II", {group(6, rooms)}},
            {"XL Depths I", {group(5, xl)}},
            {"Darkness on Womb II", {group(8, darkness)}},
            {"no curse and a sacrifice room on Caves I", {group(3, noCurse)}},
            {"two attempts or more on Depths I", {group(5, attempts)}, Only::AfterbirthPlus},
            {"two attempts or more on Downpour II (a mirror floor)",
             {group(2, attempts, FloorPath::Alternate)},
             Only::Repentance},
            {"a mini-boss and a library on Mines II (a mineshaft)",
             {group(4, countBoth(RoomType::MiniBoss, RoomType::Library), FloorPath::Alternate)},
             Only::Repentance},
        };
        // Five of the six sins spawned already (state flags 9 to 13): one mini-boss on a floor of the route
        // sets the sixth, and then step 10d draws no sin (repentance.md R11 10d).
        for (const bool files : {false, true}) {
            Settings s;
            s.ruleSet = RuleSet::Repentance;
            s.runSeed = 1;
            s.state.stateFlags = 0x1Full << 9;
            QTest::addRow("repentance, %s, five sins spawned: a challenge room on Womb II",
                          files ? "room files" : "built-in")
                << s << std::vector<FloorCriteria>{group(8, count(RoomType::Challenge, 1))} << files
                << (files ? 250 : 600);
            QTest::addRow("repentance, %s, five sins spawned: a library on Womb II",
                          files ? "room files" : "built-in")
                << s << std::vector<FloorCriteria>{group(8, library)} << files << (files ? 250 : 600);
        }
        for (const RuleSet rules : {RuleSet::AfterbirthPlus, RuleSet::Repentance})
            for (const bool files : {false, true})
                for (const Row &row : rows) {
                    if ((row.only == Only::Repentance && rules != RuleSet::Repentance) ||
                        (row.only == Only::AfterbirthPlus && rules != RuleSet::AfterbirthPlus))
                        continue;
                    Settings s;
                    s.ruleSet = rules;
                    s.runSeed = 1;
                    QTest::addRow("%s, %s, %s",
                                  rules == RuleSet::Repentance ? "repentance" : "afterbirth-plus",
                                  files ? "room files" : "built-in", row.name)
                        << s << row.groups << files << (files ? 250 : 600);
                }
    }

    void sameAsBruteForce() {
        QFETCH(Settings, settings);
        QFETCH(std::vector<FloorCriteria>, groups);
        QFETCH(bool, roomFiles);
        QFETCH(int, seeds);
        QCOMPARE(impossibleReason(settings, groups), std::string());
        const FileCatalog *catalog = roomFiles ? &synthCatalog() : nullptr;
        std::vector<std::uint32_t> expected;
        const auto to = static_cast<std::uint32_t>(seeds);
        for (std::uint32_t seed = 1; seed <= to; ++seed) {
            std::optional<FileCatalog> own;
            if (catalog)
                own.emplace(*catalog);
            if (bruteForce(settings, seed, groups, own ? &*own : nullptr))
                expected.push_back(seed);
        }
        QVERIFY(!expected.empty());    // the criteria find seeds ...
        QVERIFY(expected.size() < to); // ... and reject some
        SearchOptions o;
        o.threads = 1;
        o.gameData = catalog;
        const SearchResult r = searchRunSeeds(settings, groups, 1, to, o);
        QVERIFY(r.error.empty());
        QCOMPARE(r.scannedTo, std::uint64_t{to});
        QCOMPARE(r.seeds, expected);
    }
};

QTEST_GUILESS_MAIN(TestRunSearch)
#include "test_runsearch.moc"
