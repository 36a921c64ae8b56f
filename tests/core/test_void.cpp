// The afterbirth-plus Void and Blue Womb rules read from the Afterbirth+ code (generation.md 2.2 step 5a, 3
// step 5, 4.1 step 2a, 4.2 - 4.5, 7.3a, 8.2, 8.3): the spec's two test vectors, 10,000 Void floors in each
// mode, the draws of 7.3a counted in the trace, and the Blue Womb's Darkness removal.

#include "floorgen/bosspools.h"
#include "floorgen/generator.h"
#include "floorgen/rng.h"
#include "floorgen/search.h"
#include "floorgen/trace.h"

#include <algorithm>
#include <set>
#include <vector>

#include <QTest>

using namespace floorgen;

namespace {

Settings voidSettings(bool hard) {
    Settings s;
    s.ruleSet = RuleSet::AfterbirthPlus;
    s.stage = 12;
    s.hard = hard;
    return s;
}

// The draws of one RNG made up to event `last` (included), in order.
std::vector<std::uint32_t> drawsUpTo(const Trace &t, std::size_t last, RngId id) {
    std::vector<std::uint32_t> out;
    const std::uint32_t stop = t.events[last].drawEnd;
    for (std::uint32_t i = 0; i < stop; ++i)
        if (t.draws[i].rng == id)
            out.push_back(t.draws[i].value);
    return out;
}

std::size_t firstEvent(const Trace &t, EventKind kind) {
    for (std::size_t i = 0; i < t.events.size(); ++i)
        if (t.events[i].kind == kind)
            return i;
    return t.events.size();
}

// What 7.3a did in one attempt, read from the trace.
struct VoidStep {
    int attempt = 0;
    int k = -1;                // wanted (the count roll)
    std::vector<int> list;     // the shuffled list
    std::vector<int> picked;   // BossChosen ids, in order
    std::vector<int> assigned; // rooms typed Void boss, in order
    int stoppedAt = -1;        // the stop roll's j, -1 without one
    bool rejected = false;     // the attempt failed at 7.3a
    int sDraws = 0;            // S draws of the step's events
    std::uint32_t sBefore = 0; // S's state when the step started (its last value before)
};

std::vector<VoidStep> voidSteps(const Trace &t) {
    std::vector<VoidStep> steps;
    std::uint32_t lastS = 0;
    for (const TraceEvent &e : t.events) {
        const auto draws = t.drawsOf(e);
        if (e.step == Step::VoidBoss) {
            if (e.kind == EventKind::Roll && e.roll == RollKind::VoidBossCount && e.flag) {
                VoidStep v;
                v.attempt = e.attempt;
                v.k = e.a;
                v.sBefore = lastS;
                for (const TraceItem &it : t.itemsOf(e))
                    v.list.push_back(it.weight);
                steps.push_back(v);
            }
            if (!steps.empty()) {
                VoidStep &v = steps.back();
                for (const TraceDraw &d : draws)
                    v.sDraws += d.rng == RngId::S ? 1 : 0;
                if (e.kind == EventKind::BossChosen)
                    v.picked.push_back(e.a);
                if (e.kind == EventKind::RoomAssigned)
                    v.assigned.push_back(e.room);
                if (e.kind == EventKind::Roll && !e.flag)
                    v.stoppedAt = e.a;
                if (e.kind == EventKind::AttemptRejected)
                    v.rejected = true;
            }
        }
        for (const TraceDraw &d : draws)
            if (d.rng == RngId::S)
                lastS = d.value;
    }
    return steps;
}

} // namespace

class TestVoid : public QObject {
    Q_OBJECT

private slots:
    // 2.2's test vector: run seed 0xDEADBEEF, stage 12 (stage seed 3380042500). X1..X7 of S; the coin X3
    // (unused), the target draw X4, L's seed X5; C gives the curse test X3 and the hard extra X4.
    void targetVector_data() {
        QTest::addColumn<bool>("hard");
        QTest::addColumn<int>("forced"); // -1: rolled
        QTest::addColumn<int>("target");
        QTest::newRow("normal") << false << -1 << 51;
        QTest::newRow("hard") << true << -1 << 54;
        QTest::newRow("forced Lost adds nothing") << false << int(kCurseLost) << 51;
    }
    void targetVector() {
        QFETCH(bool, hard);
        QFETCH(int, forced);
        QFETCH(int, target);
        const std::uint32_t x[7] = {3079841647u, 4019588960u, 1039114249u, 1036106391u,
                                    1669837601u, 1462367045u, 1946210522u};
        Rng check(3380042500u, kShiftStage);
        for (std::uint32_t v : x)
            QCOMPARE(check.next(), v); // the vector's own stream

        Settings s = voidSettings(hard);
        s.runSeed = 0xDEADBEEFu;
        if (forced >= 0)
            s.forcedCurses = static_cast<std::uint8_t>(forced);
        QCOMPARE(s.effectiveStageSeed(), 3380042500u);
        Floor f;
        Trace t;
        std::string error;
        QCOMPARE(generate(s, f, &t, &error), GenerateStatus::Ok);
        QCOMPARE(f.roomCoin, 1);
        QCOMPARE(int(f.curseRolled), 0); // 1039114249 mod 5 (mod 2 in hard mode) misses
        QCOMPARE(f.hardExtra, 1);
        QCOMPARE(f.target, target);
        QCOMPARE(f.minDeadEnds, 8);
        QCOMPARE(f.difficultyMin, 5);
        QCOMPARE(f.difficultyMax, 15);
        QCOMPARE(f.stageId, 26);

        // The draws up to the floor parameters: S X1..X5 (X5 is L's seed), C X3 and X4.
        const std::size_t params = firstEvent(t, EventKind::FloorParams);
        QVERIFY(params < t.events.size());
        const auto sDraws = drawsUpTo(t, params, RngId::S);
        QCOMPARE(sDraws, std::vector<std::uint32_t>(x, x + 5));
        const auto cDraws = drawsUpTo(t, params, RngId::C);
        QCOMPARE(cDraws, std::vector<std::uint32_t>(x + 2, x + 4));
        // The target draw is traced, and L starts from X5: its first value is X6.
        bool sizeRoll = false;
        for (std::size_t i = 0; i < params; ++i) {
            const TraceEvent &e = t.events[i];
            if (e.kind == EventKind::Roll && e.roll == RollKind::VoidSize) {
                QCOMPARE(e.a, 1);
                QCOMPARE(t.drawsOf(e).size(), std::size_t{1});
                QCOMPARE(t.drawsOf(e)[0].value, x[3]);
                sizeRoll = true;
            }
        }
        QVERIFY(sizeRoll);
        for (const TraceDraw &d : t.draws)
            if (d.rng == RngId::L) {
                QCOMPARE(d.value, x[5]);
                break;
            }
    }

    // 7.3a's test vector: S = SetSeed(777, 35) when the step starts gives k = 8, this shuffled list, and
    // these states of S after the shuffle and after the eight one-try picks of the built-in catalog.
    void extraBossVector_data() {
        QTest::addColumn<quint32>("seed");
        QTest::addColumn<int>("k");
        QTest::addColumn<QList<int>>("shuffled");
        QTest::addColumn<quint32>("afterShuffle");
        QTest::addColumn<quint32>("afterPicks");
        QTest::newRow("generation.md 7.3a")
            << 777u << 8 << QList<int>{30, 40, 58, 54, 42, 33, 15, 51, 8,  7,  5,  66, 49, 25, 41, 38,
                                       24, 53, 12, 16, 39, 11, 35, 22, 68, 59, 19, 48, 31, 0,  46}
            << 441051590u << 2671284199u;
    }
    void extraBossVector() {
        QFETCH(quint32, seed);
        QFETCH(int, k);
        QFETCH(QList<int>, shuffled);
        QFETCH(quint32, afterShuffle);
        QFETCH(quint32, afterPicks);
        // The list of 7.3a step 2: ids 0..69 without 6, 55, 62, 63 and the exclusion table.
        std::vector<int> expectedList;
        for (int id = 0; id < 70; ++id)
            if (id != 6 && id != 55 && id != 62 && id != 63 &&
                std::find(kVoidBossExclusions.begin(), kVoidBossExclusions.end(), id) ==
                    kVoidBossExclusions.end())
                expectedList.push_back(id);
        QCOMPARE(std::vector<int>(kVoidBossList.begin(), kVoidBossList.end()), expectedList);

        Rng s(seed, kShiftStage);
        QCOMPARE(int(5 + s.next() % 4), k);
        auto list = kVoidBossList;
        s.shuffle(std::span<std::int16_t>(list));
        QCOMPARE(QList<int>(list.begin(), list.end()), shuffled);
        QCOMPARE(s.state(), afterShuffle);
        for (int j = 0; j < k; ++j)
            s.next();
        QCOMPARE(s.state(), afterPicks);
    }

    // The generator makes exactly those draws: from S's state when 7.3a starts (read in the trace), the same
    // count, list and picks follow, and the step's events hold 1 + 30 + (picks) draws of S and nothing else.
    void extraBossStepFollowsTheVector_data() {
        QTest::addColumn<bool>("hard");
        QTest::newRow("normal") << false;
        QTest::newRow("hard") << true;
    }
    void extraBossStepFollowsTheVector() {
        QFETCH(bool, hard);
        Settings s = voidSettings(hard);
        Floor f;
        Trace t;
        int steps = 0;
        for (std::uint32_t seed = 1; seed <= 300; ++seed) {
            s.stageSeed = seed * 2654435761u;
            QCOMPARE(generate(s, f, &t, nullptr), GenerateStatus::Ok);
            for (const VoidStep &v : voidSteps(t)) {
                Rng r(1, kShiftStage);
                r.setState(v.sBefore);
                QCOMPARE(v.k, int(5 + r.next() % 4));
                auto list = kVoidBossList;
                r.shuffle(std::span<std::int16_t>(list));
                QCOMPARE(v.list, std::vector<int>(list.begin(), list.end()));
                QCOMPARE(v.picked, std::vector<int>(list.begin(), list.begin() + v.picked.size()));
                QCOMPARE(v.sDraws, 1 + 30 + int(v.picked.size()));
                ++steps;
            }
        }
        QVERIFY(steps >= 300);
    }

    // 10,000 Void floors in each mode (4.1 step 2a, 4.5, 7.3a, 8.2).
    void voidFloors_data() {
        QTest::addColumn<bool>("hard");
        QTest::addColumn<int>("minTarget");
        QTest::addColumn<int>("maxTarget");
        QTest::newRow("normal") << false << 50 << 54;
        QTest::newRow("hard") << true << 52 << 57;
    }
    void voidFloors() {
        QFETCH(bool, hard);
        QFETCH(int, minTarget);
        QFETCH(int, maxTarget);
        Settings s = voidSettings(hard);
        Floor f;
        Trace t;
        std::set<int> targets, bossCounts, ks;
        int firstAttempt = 0, stopped = 0, failedSteps = 0;
        constexpr int kFloors = 10000;
        for (int i = 1; i <= kFloors; ++i) {
            s.stageSeed = static_cast<std::uint32_t>(i) * 2246822519u + 12u;
            std::string error;
            QVERIFY2(generate(s, f, &t, &error) == GenerateStatus::Ok, error.c_str());
            const QString where = QStringLiteral("stage seed %1").arg(s.stageSeed);
            // The target: 50 + X4 mod 5, then hard mode's 2 + extra.
            Rng x(s.stageSeed, kShiftStage);
            x.next();
            x.next();
            x.next();
            const int expected = 50 + int(x.next() % 5) + (hard ? 2 + f.hardExtra : 0);
            QVERIFY2(f.target == expected, qPrintable(where));
            QVERIFY2(f.target >= minTarget && f.target <= maxTarget, qPrintable(where));
            targets.insert(f.target);
            QCOMPARE(f.minDeadEnds, 8);
            QVERIFY2(f.deadEnds.size() >= 8u, qPrintable(where));
            QVERIFY(!f.xl);
            // Rooms: one Delirium room (7.3), 5 to 8 extra boss rooms with distinct ids of the list, a super
            // secret room, secret rooms, normal rooms; no shop, treasure or optional room.
            int delirium = 0;
            std::vector<int> extra;
            for (const Room &r : f.rooms) {
                QVERIFY2(r.provenance == Provenance::AfterbirthEngineUnchecked, qPrintable(where));
                switch (r.type) {
                case RoomType::Boss:
                    QVERIFY2(r.distance >= 2, qPrintable(where)); // PopBossDeadEnd
                    if (r.voidBoss) {
                        QVERIFY(std::find(kVoidBossList.begin(), kVoidBossList.end(), r.bossSubtype) !=
                                kVoidBossList.end());
                        extra.push_back(r.bossSubtype);
                    } else {
                        QCOMPARE(int(r.bossSubtype), 0x46);
                        ++delirium;
                    }
                    break;
                case RoomType::Default:
                case RoomType::SuperSecret:
                case RoomType::Secret:
                    break;
                default:
                    QFAIL(qPrintable(where + QStringLiteral(": a room of type %1").arg(int(r.type))));
                }
            }
            QCOMPARE(delirium, 1);
            QCOMPARE(f.count(RoomType::SuperSecret), 1);
            QVERIFY2(extra.size() >= 5 && extra.size() <= 8, qPrintable(where));
            QCOMPARE(std::set<int>(extra.begin(), extra.end()).size(), extra.size());
            bossCounts.insert(1 + int(extra.size()));
            // The trace: the last attempt's 7.3a drew 1 + 30 + (picks) values of S, its picks are the first
            // ids of its list in order, and they are the floor's extra rooms; a stop comes at j >= 5 only.
            const auto steps = voidSteps(t);
            QVERIFY(!steps.empty());
            for (const VoidStep &v : steps) {
                QVERIFY(v.k >= 5 && v.k <= 8);
                QCOMPARE(v.list.size(), kVoidBossList.size());
                QCOMPARE(v.sDraws, 1 + 30 + int(v.picked.size()));
                if (v.rejected) {
                    ++failedSteps;
                    QVERIFY(v.picked.size() <= 5u);
                }
                if (v.stoppedAt >= 0)
                    QVERIFY(v.stoppedAt >= 5 && v.stoppedAt < v.k);
            }
            const VoidStep &last = steps.back();
            QCOMPARE(last.attempt, f.attempts);
            QVERIFY(!last.rejected);
            ks.insert(last.k);
            if (last.stoppedAt >= 0) {
                ++stopped;
                QCOMPARE(int(last.picked.size()), last.stoppedAt + 1); // the last pick found no dead end
                QCOMPARE(int(extra.size()), last.stoppedAt);
            } else {
                QCOMPARE(int(last.picked.size()), last.k);
                QCOMPARE(int(extra.size()), last.k);
            }
            std::vector<int> assignedIds;
            for (int room : last.assigned)
                assignedIds.push_back(f.rooms[static_cast<std::size_t>(room)].bossSubtype);
            QCOMPARE(assignedIds, std::vector<int>(last.picked.begin(), last.picked.begin() + extra.size()));
            firstAttempt += f.attempts == 1 ? 1 : 0;
        }
        // Every target, k and boss count occurs (6 to 9 boss rooms); most floors take one attempt (the spec
        // quotes 97 % for the translation; 90 % is the floor here).
        QCOMPARE(int(targets.size()), maxTarget - minTarget + 1);
        QCOMPARE(ks, (std::set<int>{5, 6, 7, 8}));
        QVERIFY(*bossCounts.begin() >= 6 && *bossCounts.rbegin() <= 9);
        QVERIFY(bossCounts.count(9) == 1);
        QVERIFY2(firstAttempt >= kFloors * 9 / 10, qPrintable(QString::number(firstAttempt)));
        qInfo("%d of %d floors at the first attempt; %d stopped early in 7.3a; %d attempts failed at 7.3a",
              firstAttempt, kFloors, stopped, failedSteps);
    }

    // 3 step 5: on stage 9 a rolled Darkness (k = 2) is removed, a forced one stays; stage 8 keeps its
    // rolled Darkness (the rule is the Blue Womb's only). The hard extra stays where 2.2 puts it.
    void blueWombDarkness_data() {
        QTest::addColumn<int>("stage");
        QTest::addColumn<bool>("forced");
        QTest::addColumn<bool>("hard");
        QTest::addColumn<bool>("darknessStays");
        QTest::newRow("stage 9 rolled") << 9 << false << false << false;
        QTest::newRow("stage 9 rolled, hard") << 9 << false << true << false;
        QTest::newRow("stage 9 forced") << 9 << true << false << true;
        QTest::newRow("stage 8 rolled") << 8 << false << false << true;
    }
    void blueWombDarkness() {
        QFETCH(int, stage);
        QFETCH(bool, forced);
        QFETCH(bool, hard);
        QFETCH(bool, darknessStays);
        Settings s;
        s.ruleSet = RuleSet::AfterbirthPlus;
        s.stage = stage;
        s.hard = hard;
        if (forced)
            s.forcedCurses = kCurseDarkness;
        Floor f;
        int darknessRolls = 0;
        for (std::uint32_t seed = 1; seed <= 20000; ++seed) {
            s.stageSeed = seed;
            QCOMPARE(generate(s, f), GenerateStatus::Ok);
            Rng x(seed, kShiftStage);
            x.next();
            x.next();
            const std::uint32_t x3 = x.next(), x4 = x.next(), x5 = x.next();
            const bool hit = x3 % (hard ? 2u : 5u) == 0;
            QCOMPARE(f.hardExtra, int((hit ? x5 : x4) % 2));
            if (!hit || x4 % 6 != 2)
                continue;
            ++darknessRolls; // the roll gave Darkness
            QCOMPARE(int(f.curseRolled), darknessStays && !forced ? int(kCurseDarkness) : 0);
            QCOMPARE(int(f.curseMask), darknessStays ? int(kCurseDarkness) : 0);
        }
        QVERIFY(darknessRolls > 200); // about 1/30 (normal) or 1/12 (hard) of 20,000
        // Stage 9's rooms carry the unchecked mark, stage 8's the verified one.
        s.stageSeed = 1;
        QCOMPARE(generate(s, f), GenerateStatus::Ok);
        for (const Room &r : f.rooms)
            QCOMPARE(r.provenance,
                     stage == 9 ? Provenance::AfterbirthEngineUnchecked : Provenance::VerifiedEngine);
    }

    // Search's curse prefilter (cursesInForce) predicts the same curses as generate on these stages.
    void searchPredictsTheCurses_data() {
        QTest::addColumn<int>("stage");
        QTest::addColumn<bool>("hard");
        for (int stage : {8, 9, 12})
            for (bool hard : {false, true})
                QTest::addRow("stage %d%s", stage, hard ? " hard" : "") << stage << hard;
    }
    void searchPredictsTheCurses() {
        QFETCH(int, stage);
        QFETCH(bool, hard);
        Settings s;
        s.ruleSet = RuleSet::AfterbirthPlus;
        s.stage = stage;
        s.hard = hard;
        Floor f;
        int cursed = 0;
        for (std::uint32_t seed = 1; seed <= 3000; ++seed) {
            s.stageSeed = seed * 2654435761u + 7;
            QCOMPARE(generate(s, f), GenerateStatus::Ok);
            QCOMPARE(int(cursesInForce(s, s.stageSeed)), int(f.curseMask));
            cursed += f.curseMask ? 1 : 0;
        }
        QVERIFY(cursed > 100);
    }

    // The trace says so: the curse-kind roll of a removed Darkness is a miss, and the result is no curse.
    void blueWombDarknessTraced() {
        Settings s;
        s.ruleSet = RuleSet::AfterbirthPlus;
        s.stage = 9;
        Floor f;
        Trace t;
        int seen = 0;
        for (std::uint32_t seed = 1; seed <= 3000; ++seed) {
            s.stageSeed = seed;
            QCOMPARE(generate(s, f, &t, nullptr), GenerateStatus::Ok);
            for (const TraceEvent &e : t.events)
                if (e.kind == EventKind::Roll && e.roll == RollKind::CurseKind && e.a == 2) {
                    QVERIFY(!e.flag);
                    QCOMPARE(int(f.curseMask), 0);
                    ++seen;
                }
        }
        QVERIFY(seen > 20);
    }
};

QTEST_APPLESS_MAIN(TestVoid)
#include "test_void.moc"
