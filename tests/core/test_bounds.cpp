// Generation bounds and the core's refusal of bad settings (issue 9).
//
// 1. Every combination of stage (1-12) x stage type x rule set x difficulty x forced curses x items (all
//    off, all on) either gives a floor or ends with a clear error within kMaxAttempts attempts; the only
//    refusal is the documented one (Labyrinth forced on The Void).
// 2. Every out-of-range field is refused by validateSettings and by generate(), with a message that names
//    the bad value; generate() then leaves no half-made floor behind (status InvalidSettings, no attempt).

#include "floorgen/generator.h"
#include "floorgen/repstages.h"

#include <climits>
#include <cstdint>
#include <functional>

#include <QTest>

using namespace floorgen;

Q_DECLARE_METATYPE(std::function<void(floorgen::Settings &)>)

namespace {

constexpr std::uint32_t kAllItems = (1u << kItemCount) - 1;

struct CurseCase {
    const char *name;
    std::optional<std::uint8_t> mask;
};

// Rolled, none, each curse alone, and every curse the CLI can force together.
const CurseCase kCurseCases[] = {
    {"rolled", std::nullopt},
    {"none", std::uint8_t{0}},
    {"darkness", std::uint8_t{kCurseDarkness}},
    {"labyrinth", std::uint8_t{kCurseLabyrinth}},
    {"lost", std::uint8_t{kCurseLost}},
    {"unknown", std::uint8_t{kCurseUnknown}},
    {"maze", std::uint8_t{kCurseMaze}},
    {"blind", std::uint8_t{kCurseBlind}},
    {"all",
     std::uint8_t{kCurseDarkness | kCurseLabyrinth | kCurseLost | kCurseUnknown | kCurseMaze | kCurseBlind}},
    {"all but labyrinth",
     std::uint8_t{kCurseDarkness | kCurseLost | kCurseUnknown | kCurseMaze | kCurseBlind}},
};

bool labyrinthOnTheVoid(const Settings &s) {
    return s.stage == 12 && s.forcedCurses && (*s.forcedCurses & kCurseLabyrinth);
}

} // namespace

class TestBounds : public QObject {
    Q_OBJECT

private slots:
    // One row per stage and rule set; inside: stage types x difficulty x curses x items x seeds.
    void sweep_data() {
        QTest::addColumn<int>("stage");
        QTest::addColumn<int>("ruleSet");
        for (int stage = 1; stage <= 12; ++stage)
            for (RuleSet r : {RuleSet::AfterbirthPlus, RuleSet::Repentance})
                if (r == RuleSet::AfterbirthPlus || stage != 9) // repentance refuses the Blue Womb (R3.1)
                    QTest::addRow("stage %d, %s", stage, ruleSetKey(r).data()) << stage << int(r);
    }
    void sweep() {
        QFETCH(int, stage);
        QFETCH(int, ruleSet);
        // A few seeds per combination: run seeds (derived stage seeds) and raw stage seeds.
        const std::uint32_t runSeeds[] = {12345u, 0xDEADBEEFu};
        const std::uint32_t stageSeeds[] = {1u, 77u, 0xFFFFFFFFu};
        int floors = 0, noFloor = 0, refused = 0;
        Floor floor;
        const bool rep = static_cast<RuleSet>(ruleSet) == RuleSet::Repentance;
        const int maxAttempts = rep ? kRepMaxAttempts : kMaxAttempts;
        for (int stageType = 0; stageType <= 5; ++stageType)
            for (bool hard : {false, true})
                for (const CurseCase &curse : kCurseCases)
                    for (std::uint32_t items : {0u, kAllItems})
                        for (int seedIndex = 0; seedIndex < 5; ++seedIndex) {
                            if (rep ? !rep::repFloorSupported(stage, stageType)
                                    : stageType >= stageTypeCount(stage))
                                continue;
                            Settings s;
                            s.ruleSet = static_cast<RuleSet>(ruleSet);
                            s.stage = stage;
                            s.stageType = stageType;
                            s.hard = hard;
                            s.forcedCurses = curse.mask;
                            s.items = items;
                            if (seedIndex < 2)
                                s.runSeed = runSeeds[seedIndex];
                            else
                                s.stageSeed = stageSeeds[seedIndex - 2];
                            std::string error;
                            floor.attempts = -1;
                            const GenerateStatus status = generate(s, floor, nullptr, &error);
                            const QByteArray where =
                                QStringLiteral("stage type %1, hard %2, curse %3, items %4, seed #%5: %6")
                                    .arg(stageType)
                                    .arg(hard)
                                    .arg(QLatin1String(curse.name))
                                    .arg(items)
                                    .arg(seedIndex)
                                    .arg(QString::fromStdString(error))
                                    .toUtf8();
                            if (labyrinthOnTheVoid(s)) {
                                QVERIFY2(status == GenerateStatus::InvalidSettings, where.constData());
                                QVERIFY2(error.find("Labyrinth") != std::string::npos, where.constData());
                                ++refused;
                                continue;
                            }
                            QVERIFY2(status != GenerateStatus::InvalidSettings, where.constData());
                            if (status == GenerateStatus::NoFloor) {
                                // A clear error, after exactly the bounded number of attempts.
                                QVERIFY2(!error.empty(), where.constData());
                                QVERIFY2(error.find(std::to_string(maxAttempts)) != std::string::npos,
                                         where.constData());
                                ++noFloor;
                                continue;
                            }
                            QVERIFY2(floor.attempts >= 1 && floor.attempts <= maxAttempts, where.constData());
                            QVERIFY2(!floor.rooms.empty() && floor.findFirst(RoomType::Boss) != nullptr,
                                     where.constData());
                            QVERIFY2(floor.settings == s, where.constData());
                            ++floors;
                        }
        QVERIFY(floors > 0);
        // The sweep must reach generation nearly everywhere: a generator that gave up on many
        // combinations would pass the checks above but is broken.
        QVERIFY2(noFloor * 20 <= floors,
                 qPrintable(QStringLiteral("%1 floors, %2 without a floor").arg(floors).arg(noFloor)));
        QCOMPARE(refused, stage == 12 ? 2 * 2 * 2 * 5 : 0); // labyrinth and all, x hard x items x seeds
    }

    // The player's state and the other flags at their limits, on every stage.
    void stateLimits() {
        Floor floor;
        for (int stage = 1; stage <= 12; ++stage)
            for (int player = 0; player <= int(PlayerType::Other); ++player)
                for (int limit : {0, 9999}) {
                    Settings s;
                    s.stage = stage;
                    if (stage == 9)
                        s.ruleSet = RuleSet::AfterbirthPlus; // repentance refuses the Blue Womb (R3.1)
                    s.stageSeed = 4242u + static_cast<std::uint32_t>(stage);
                    s.state.player = static_cast<PlayerType>(player);
                    s.state.hearts = s.state.maxHearts = s.state.soulHearts = s.state.boneHearts = limit;
                    s.state.keys = s.state.coins = s.state.victoryLap = limit;
                    s.state.treasureRoomsVisited = limit == 0 ? 0 : 99;
                    s.state.planetariumVisited = s.state.devilRoomVisited = s.state.bookPickedUp = limit != 0;
                    s.blackCandle = limit != 0;
                    s.items = limit == 0 ? 0 : kAllItems;
                    std::string error;
                    const GenerateStatus status = generate(s, floor, nullptr, &error);
                    QVERIFY2(status == GenerateStatus::Ok ||
                                 (status == GenerateStatus::NoFloor && !error.empty()),
                             qPrintable(QStringLiteral("stage %1, player %2, limit %3: %4")
                                            .arg(stage)
                                            .arg(player)
                                            .arg(limit)
                                            .arg(QString::fromStdString(error))));
                    if (status == GenerateStatus::Ok)
                        QVERIFY(floor.attempts >= 1 && floor.attempts <= kMaxAttempts);
                }
    }

    void refused_data() {
        using Change = std::function<void(Settings &)>;
        QTest::addColumn<Change>("change");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("stage 0") << Change([](Settings &s) { s.stage = 0; }) << QStringLiteral("stage 0 ");
        QTest::newRow("stage 13") << Change([](Settings &s) { s.stage = 13; }) << QStringLiteral("stage 13 ");
        QTest::newRow("stage -1") << Change([](Settings &s) { s.stage = -1; }) << QStringLiteral("stage -1 ");
        QTest::newRow("stage INT_MIN")
            << Change([](Settings &s) { s.stage = INT_MIN; }) << QString::number(INT_MIN);
        QTest::newRow("stage INT_MAX")
            << Change([](Settings &s) { s.stage = INT_MAX; }) << QString::number(INT_MAX);
        QTest::newRow("stage type -1") << Change([](Settings &s) { s.stageType = -1; })
                                       << QStringLiteral("stage 1 has no stage type -1");
        QTest::newRow("stage type 3 (greed)")
            << Change([](Settings &s) { s.stageType = 3; }) << QStringLiteral("Greed mode is not supported");
        QTest::newRow("afterbirth+ stage type 3") << Change([](Settings &s) {
            s.ruleSet = RuleSet::AfterbirthPlus;
            s.stageType = 3;
        }) << QStringLiteral("stage type 3");
        QTest::newRow("afterbirth+ stage type 4") << Change([](Settings &s) {
            s.ruleSet = RuleSet::AfterbirthPlus;
            s.stageType = 4;
        }) << QStringLiteral("stage type 4 does not exist for stage 1");
        QTest::newRow("stage 9, type 1 (afterbirth+)") << Change([](Settings &s) {
            s.ruleSet = RuleSet::AfterbirthPlus;
            s.stage = 9;
            s.stageType = 1;
        }) << QStringLiteral("stage type 1 does not exist for stage 9");
        QTest::newRow("stage 9 (repentance)")
            << Change([](Settings &s) { s.stage = 9; }) << QStringLiteral("the Blue Womb is not generated");
        QTest::newRow("stage 7, type 5 (Mortis)") << Change([](Settings &s) {
            s.stage = 7;
            s.stageType = 5;
        }) << QStringLiteral("Mortis (stage 7, type 5) has no rooms");
        QTest::newRow("stage 10, type 2") << Change([](Settings &s) {
            s.stage = 10;
            s.stageType = 2;
        }) << QStringLiteral("stage 10 has no stage type 2");
        QTest::newRow("stage 12, type 1") << Change([](Settings &s) {
            s.stage = 12;
            s.stageType = 1;
        }) << QStringLiteral("stage 12 has no stage type 1");
        QTest::newRow("stage 12, type 1 (afterbirth+)") << Change([](Settings &s) {
            s.ruleSet = RuleSet::AfterbirthPlus;
            s.stage = 12;
            s.stageType = 1;
        }) << QStringLiteral("stage type 1 does not exist for stage 12");
        QTest::newRow("stage seed 0")
            << Change([](Settings &s) { s.stageSeed = 0; }) << QStringLiteral("stage seed 0");
        QTest::newRow("run seed 0") << Change([](Settings &s) { s.runSeed = 0u; })
                                    << QStringLiteral("run seed 0");
        QTest::newRow("negative hearts") << Change([](Settings &s) { s.state.hearts = -1; })
                                         << QStringLiteral("hearts cannot be negative (got -1)");
        QTest::newRow("negative max hearts") << Change([](Settings &s) { s.state.maxHearts = -2; })
                                             << QStringLiteral("max hearts cannot be negative (got -2)");
        QTest::newRow("negative soul hearts") << Change([](Settings &s) { s.state.soulHearts = -3; })
                                              << QStringLiteral("soul hearts cannot be negative (got -3)");
        QTest::newRow("negative bone hearts") << Change([](Settings &s) { s.state.boneHearts = INT_MIN; })
                                              << QStringLiteral("bone hearts cannot be negative");
        QTest::newRow("negative keys") << Change([](Settings &s) { s.state.keys = -5; })
                                       << QStringLiteral("keys cannot be negative (got -5)");
        QTest::newRow("negative coins") << Change([](Settings &s) { s.state.coins = -99; })
                                        << QStringLiteral("coins cannot be negative (got -99)");
        QTest::newRow("negative victory lap") << Change([](Settings &s) { s.state.victoryLap = -1; })
                                              << QStringLiteral("victory lap cannot be negative (got -1)");
        QTest::newRow("huge coins") << Change([](Settings &s) { s.state.coins = 10000; })
                                    << QStringLiteral("coins is too large (got 10000");
        QTest::newRow("huge keys") << Change([](Settings &s) { s.state.keys = INT_MAX; })
                                   << QStringLiteral("keys is too large");
        QTest::newRow("treasure rooms -2") << Change([](Settings &s) { s.state.treasureRoomsVisited = -2; })
                                           << QStringLiteral("treasure rooms visited");
        QTest::newRow("treasure rooms 100")
            << Change([](Settings &s) { s.state.treasureRoomsVisited = 100; }) << QStringLiteral("(got 100)");
        QTest::newRow("unknown item bit")
            << Change([](Settings &s) { s.items = 1u << kItemCount; }) << QStringLiteral("unknown item");
        QTest::newRow("every bit") << Change([](Settings &s) { s.items = 0xFFFFFFFFu; })
                                   << QStringLiteral("unknown item");
        QTest::newRow("labyrinth on the void") << Change([](Settings &s) {
            s.stage = 12;
            s.forcedCurses = std::uint8_t{kCurseLabyrinth | kCurseLost};
        }) << QStringLiteral("Labyrinth cannot be forced");
        // Enum values without a name (Settings built in code, or from memory): refused, not generated with a
        // rule set or player that the names and the JSON then misreport (playerKey reads past its table).
        QTest::newRow("rule set 3") << Change([](Settings &s) { s.ruleSet = static_cast<RuleSet>(3); })
                                    << QStringLiteral("rule set");
        QTest::newRow("player 200") << Change([](Settings &s) {
            s.state.player = static_cast<PlayerType>(200);
        }) << QStringLiteral("player");
    }
    void refused() {
        using Change = std::function<void(Settings &)>;
        QFETCH(Change, change);
        QFETCH(QString, messagePart);
        Settings s;
        s.stageSeed = 77;
        QVERIFY(!validateSettings(s));
        change(s);
        const auto problem = validateSettings(s);
        QVERIFY(problem.has_value());
        QVERIFY2(QString::fromStdString(*problem).contains(messagePart), problem->c_str());

        Floor floor;
        floor.attempts = -1;
        std::string error;
        QCOMPARE(generate(s, floor, nullptr, &error), GenerateStatus::InvalidSettings);
        QCOMPARE(error, *problem);
        QCOMPARE(floor.attempts, -1); // refused before any work
        const GenerateResult r = generateFloor(s);
        QCOMPARE(r.status, GenerateStatus::InvalidSettings);
        QVERIFY(!r.ok());
        QCOMPARE(r.error, *problem);
    }

    // Values right at the limits are accepted.
    void acceptedLimits_data() {
        using Change = std::function<void(Settings &)>;
        QTest::addColumn<Change>("change");
        QTest::newRow("stage 12") << Change([](Settings &s) { s.stage = 12; });
        QTest::newRow("stage 8, type 2") << Change([](Settings &s) {
            s.stage = 8;
            s.stageType = 2;
        });
        QTest::newRow("stage 11, type 1") << Change([](Settings &s) {
            s.stage = 11;
            s.stageType = 1;
        });
        QTest::newRow("counts 9999") << Change(
            [](Settings &s) { s.state.keys = s.state.coins = s.state.hearts = 9999; });
        QTest::newRow("treasure rooms 99") << Change([](Settings &s) { s.state.treasureRoomsVisited = 99; });
        QTest::newRow("treasure rooms default")
            << Change([](Settings &s) { s.state.treasureRoomsVisited = -1; });
        QTest::newRow("every item") << Change([](Settings &s) { s.items = kAllItems; });
        QTest::newRow("stage seed max") << Change([](Settings &s) { s.stageSeed = 0xFFFFFFFFu; });
        QTest::newRow("labyrinth on stage 11") << Change([](Settings &s) {
            s.stage = 11;
            s.forcedCurses = std::uint8_t{kCurseLabyrinth};
        });
    }
    void acceptedLimits() {
        using Change = std::function<void(Settings &)>;
        QFETCH(Change, change);
        Settings s;
        s.stageSeed = 77;
        change(s);
        const auto problem = validateSettings(s);
        QVERIFY2(!problem, problem ? problem->c_str() : "");
        Floor floor;
        std::string error;
        QCOMPARE(generate(s, floor, nullptr, &error), GenerateStatus::Ok);
    }
};

QTEST_APPLESS_MAIN(TestBounds)
#include "test_bounds.moc"
