// Statistics over many floors (core/include/floorgen/stats.h): the derivation of "a dead end was left"
// checked against the generator's trace, the measured roll rates against the exact chances of
// generation.md 7.9/7.10, and the independence of the figures from the thread count.

#include "floorgen/stats.h"
#include "floorgen/trace.h"

#include <atomic>
#include <cmath>

#include <QTest>

using namespace floorgen;

Q_DECLARE_METATYPE(floorgen::Settings)

namespace {

Settings stage(int n) {
    Settings s;
    s.stage = n;
    return s;
}

StatsOptions withThreads(int n) {
    StatsOptions o;
    o.threads = n;
    return o;
}

std::optional<Roll> rollOfStep(Step step) {
    switch (step) {
    case Step::Planetarium:
        return Roll::Planetarium;
    case Step::DiceSacrifice:
        return Roll::DiceSacrifice;
    case Step::Library:
        return Roll::Library;
    case Step::Curse:
        return Roll::Curse;
    case Step::MiniBoss:
        return Roll::MiniBoss;
    case Step::Challenge:
        return Roll::Challenge;
    case Step::VaultArcade:
        return Roll::VaultArcade;
    case Step::Bedroom:
        return Roll::Bedroom;
    default:
        return std::nullopt;
    }
}

} // namespace

class TestStats : public QObject {
    Q_OBJECT

private slots:
    // floorFigures() reads the rolls off the finished floor; the trace says what the generator did. In the
    // last attempt of every floor: a DeadEndPopped event of a roll's step <=> deadEndLeft, and a RoomAssigned
    // event of that step <=> placed.
    void figuresMatchTrace_data() {
        QTest::addColumn<Settings>("settings");
        QTest::addColumn<int>("seeds");
        QTest::newRow("stage 1") << stage(1) << 3000;
        Settings s2 = stage(2);
        s2.set(Item::VoodooHead, true);
        s2.state.devilRoomVisited = true;
        s2.state.coins = 7;
        QTest::newRow("stage 2, voodoo head, coins") << s2 << 2000;
        Settings s3 = stage(3);
        s3.state.hearts = 1;
        s3.state.treasureRoomsVisited = 0;
        QTest::newRow("stage 3, low health, treasure skipped") << s3 << 2000;
        QTest::newRow("stage 8") << stage(8) << 1000;
        Settings ab = stage(4);
        ab.ruleSet = RuleSet::AfterbirthPlus;
        ab.state.bookPickedUp = true;
        QTest::newRow("afterbirth+ stage 4") << ab << 1000;
    }
    void figuresMatchTrace() {
        QFETCH(Settings, settings);
        QFETCH(int, seeds);
        Floor floor;
        Trace trace;
        int withDeadEnd = 0, withoutDeadEnd = 0;
        for (int seed = 1; seed <= seeds; ++seed) {
            settings.stageSeed = static_cast<std::uint32_t>(seed);
            trace.clear();
            if (generate(settings, floor, &trace) != GenerateStatus::Ok)
                continue; // no floor after 100 attempts: nothing to compare
            std::size_t lastAttempt = 0;
            for (std::size_t i = 0; i < trace.events.size(); ++i)
                if (trace.events[i].kind == EventKind::AttemptStarted)
                    lastAttempt = i;
            std::array<bool, kRollCount> popped{}, assigned{}, rolled{};
            for (std::size_t i = lastAttempt; i < trace.events.size(); ++i) {
                const TraceEvent &e = trace.events[i];
                const auto roll = rollOfStep(e.step);
                if (!roll)
                    continue;
                const int k = static_cast<int>(*roll);
                if (e.kind == EventKind::DeadEndPopped)
                    popped[k] = true;
                else if (e.kind == EventKind::RoomAssigned)
                    assigned[k] = true;
                else if (e.kind == EventKind::Roll && e.roll == RollKind::Place)
                    rolled[k] = true;
                else if (e.kind == EventKind::Roll && e.roll == RollKind::PlanetariumChance)
                    rolled[k] = true;
            }
            const FloorFigures fig = floorFigures(floor);
            for (int k = 0; k < kRollCount; ++k) {
                const QByteArray where = QByteArray("seed ") + QByteArray::number(seed) + " roll " +
                                         QByteArray(rollKey(static_cast<Roll>(k)).data());
                if (!rollHappens(static_cast<Roll>(k), settings)) {
                    // No roll (repentance's curse room, placed whenever a dead end is left): no Roll event.
                    QVERIFY2(!rolled[k] && !fig.rollHappened[k], where.constData());
                    continue;
                }
                QVERIFY2(fig.rollHappened[k] == rolled[k], where.constData());
                QVERIFY2(fig.deadEndLeft[k] == popped[k], where.constData());
                QVERIFY2(fig.placed[k] == assigned[k], where.constData());
                if (fig.rollHappened[k])
                    (fig.deadEndLeft[k] ? withDeadEnd : withoutDeadEnd) += 1;
            }
        }
        // Both cases must occur, or the comparison above proves little.
        QVERIFY(withDeadEnd > 0);
        QVERIFY(withoutDeadEnd > 0);
    }

    // The rate a roll places its room among the floors where a dead end was left for it, over stage seeds
    // 1..count, must be within 4 standard errors (sqrt(p(1-p)/n), n = floors with a dead end left) of the
    // chance generation.md 7.9/7.10 implies. The roll's draws come from S, the dead end from the layout, so
    // the rate among floors with a dead end is the roll's own chance.
    void rollRates_data() {
        QTest::addColumn<Settings>("settings");
        QTest::addColumn<int>("roll");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("num");
        QTest::addColumn<int>("den");
        QTest::newRow("dice/sacrifice, full health, stage 1: 5/14")
            << stage(1) << int(Roll::DiceSacrifice) << 200000 << 5 << 14;
        Settings hurt = stage(1);
        hurt.state.hearts = 2;
        QTest::newRow("dice/sacrifice, hurt: 1/7") << hurt << int(Roll::DiceSacrifice) << 60000 << 1 << 7;
        QTest::newRow("library: 1/20") << stage(1) << int(Roll::Library) << 200000 << 1 << 20;
        Settings abCurse = stage(1);
        abCurse.ruleSet = RuleSet::AfterbirthPlus; // repentance's curse room has no roll (R11 10c)
        QTest::newRow("curse (afterbirth+): 1/2") << abCurse << int(Roll::Curse) << 100000 << 1 << 2;
        Settings devil = stage(2);
        devil.ruleSet = RuleSet::AfterbirthPlus;
        devil.state.devilRoomVisited = true;
        QTest::newRow("curse, devil room visited: 5/8") << devil << int(Roll::Curse) << 60000 << 5 << 8;
        // Repentance+'s first floors rarely leave a dead end for the mini-boss or the bedroom (the curse room
        // takes one every time): XL floors do.
        Settings xl1 = stage(1);
        xl1.forcedCurses = kCurseLabyrinth;
        QTest::newRow("mini-boss, stage 1 XL: 1/2") << xl1 << int(Roll::MiniBoss) << 100000 << 1 << 2;
        QTest::newRow("mini-boss, stage 3: 1/4") << stage(3) << int(Roll::MiniBoss) << 60000 << 1 << 4;
        QTest::newRow("bedroom, XL: 1/50") << xl1 << int(Roll::Bedroom) << 100000 << 1 << 50;
        Settings low = xl1;
        low.state.hearts = 1;
        QTest::newRow("bedroom, low health: 27/125") << low << int(Roll::Bedroom) << 60000 << 27 << 125;
        QTest::newRow("challenge, stage 2: 1/2") << stage(2) << int(Roll::Challenge) << 60000 << 1 << 2;
    }
    void rollRates() {
        QFETCH(Settings, settings);
        QFETCH(int, roll);
        QFETCH(int, count);
        QFETCH(int, num);
        QFETCH(int, den);
        const StatsResult r = runStatistics(
            settings, SeedSpace::Stage, SeedSet::range(1, static_cast<std::uint32_t>(count)), withThreads(2));
        QVERIFY2(r.error.empty(), r.error.c_str());
        QCOMPARE(r.stats.floors + r.stats.failures, std::uint64_t(count));
        const RollCounts &c = r.stats.rolls[static_cast<std::size_t>(roll)];
        QCOMPARE(c.happened, r.stats.floors);
        QVERIFY(c.deadEndLeft >= 5000); // enough floors for the 4-sigma check to mean something
        const double p = double(num) / double(den);
        const double n = double(c.deadEndLeft);
        const double measured = double(c.placed) / n;
        const double sigma = std::sqrt(p * (1 - p) / n);
        qInfo("placed %llu of %llu floors with a dead end left (of %d): %.5f, expected %.5f, 4 sigma %.5f",
              static_cast<unsigned long long>(c.placed), static_cast<unsigned long long>(c.deadEndLeft),
              count, measured, p, 4 * sigma);
        QVERIFY2(std::abs(measured - p) <= 4 * sigma,
                 qPrintable(QStringLiteral("measured %1 over %2 floors with a dead end, expected %3 +- %4")
                                .arg(measured)
                                .arg(c.deadEndLeft)
                                .arg(p)
                                .arg(4 * sigma)));
        // The documented chance the tool shows for these settings is the same fraction.
        const auto doc = documentedChance(static_cast<Roll>(roll), settings);
        QVERIFY(doc.has_value());
        QCOMPARE(int(doc->numerator) * den, num * int(doc->denominator));
    }

    // Which type a placed room became: dice among dice/sacrifice rooms is 1/50 (27/125 with 2+ keys),
    // clean among bedrooms 1/2, vault among vault/arcade 1/10 (2/5 with 2+ keys). Over placed rooms of
    // stage seeds 1..count, within 4 standard errors.
    void typeShares_data() {
        QTest::addColumn<Settings>("settings");
        QTest::addColumn<int>("split");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("num");
        QTest::addColumn<int>("den");
        QTest::newRow("dice 1/50") << stage(1) << int(TypeSplit::DiceOfDiceSacrifice) << 200000 << 1 << 50;
        Settings keys = stage(1);
        keys.state.keys = 2;
        QTest::newRow("dice with keys 27/125")
            << keys << int(TypeSplit::DiceOfDiceSacrifice) << 60000 << 27 << 125;
        Settings low = stage(1);
        low.forcedCurses = kCurseLabyrinth;
        low.state.hearts = 1;
        QTest::newRow("clean bedroom 1/2") << low << int(TypeSplit::CleanOfBedrooms) << 100000 << 1 << 2;
        Settings coins = stage(2);
        coins.ruleSet = RuleSet::AfterbirthPlus; // Repentance+ places a vault only with 2+ keys (R11 10f)
        coins.state.coins = 5;
        QTest::newRow("vault 1/10") << coins << int(TypeSplit::VaultOfVaultArcade) << 60000 << 1 << 10;
        coins.state.keys = 3;
        QTest::newRow("vault with keys 2/5")
            << coins << int(TypeSplit::VaultOfVaultArcade) << 60000 << 2 << 5;
    }
    void typeShares() {
        QFETCH(Settings, settings);
        QFETCH(int, split);
        QFETCH(int, count);
        QFETCH(int, num);
        QFETCH(int, den);
        const StatsResult r = runStatistics(
            settings, SeedSpace::Stage, SeedSet::range(1, static_cast<std::uint32_t>(count)), withThreads(2));
        const auto [counted, other] = typeSplitTypes(static_cast<TypeSplit>(split));
        const double k = double(r.stats.roomCount[int(counted)]);
        const double n = k + double(r.stats.roomCount[int(other)]);
        QVERIFY2(n >= 2000, qPrintable(QString::number(n)));
        const double p = double(num) / double(den);
        const double sigma = std::sqrt(p * (1 - p) / n);
        QVERIFY2(std::abs(k / n - p) <= 4 * sigma,
                 qPrintable(
                     QStringLiteral("measured %1 of %2 = %3, expected %4").arg(k).arg(n).arg(k / n).arg(p)));
        const DocumentedChance doc = documentedTypeShare(static_cast<TypeSplit>(split), settings);
        QCOMPARE(int(doc.numerator) * den, num * int(doc.denominator));
    }

    void documentedChances_data() {
        QTest::addColumn<Settings>("settings");
        QTest::addColumn<int>("roll");
        QTest::addColumn<double>("value");
        QTest::addColumn<bool>("known");
        QTest::newRow("planetarium stage 1") << stage(1) << int(Roll::Planetarium) << 0.01 << true;
        Settings skipped = stage(2);
        skipped.state.treasureRoomsVisited = 0;
        // repentance.md R21.6: 0x3E570A3E, one float32 ulp above 0.21.
        QTest::newRow("planetarium, 1 treasure skipped")
            << skipped << int(Roll::Planetarium) << double(std::bit_cast<float>(0x3E570A3Eu)) << true;
        Settings ab = stage(1);
        ab.ruleSet = RuleSet::AfterbirthPlus;
        QTest::newRow("no planetarium in afterbirth+") << ab << int(Roll::Planetarium) << 0.0 << false;
        QTest::newRow("no bedroom on stage 7") << stage(7) << int(Roll::Bedroom) << 0.0 << false;
        QTest::newRow("challenge stage 1 never") << stage(1) << int(Roll::Challenge) << 0.0 << true;
        QTest::newRow("challenge stage 4 always") << stage(4) << int(Roll::Challenge) << 1.0 << true;
        Settings book = stage(1);
        book.state.bookPickedUp = true;
        QTest::newRow("library with book 23/80") << book << int(Roll::Library) << 23.0 / 80 << true;
        QTest::newRow("no optional rooms on stage 11") << stage(11) << int(Roll::Curse) << 0.0 << false;
    }
    void documentedChances() {
        QFETCH(Settings, settings);
        QFETCH(int, roll);
        QFETCH(double, value);
        QFETCH(bool, known);
        const auto doc = documentedChance(static_cast<Roll>(roll), settings);
        QCOMPARE(doc.has_value(), known);
        if (doc) {
            QVERIFY2(std::abs(doc->value - value) < 1e-9, qPrintable(QString::number(doc->value)));
            QVERIFY(!doc->condition.empty());
        }
    }

    void sameForAnyThreadCount() {
        for (const SeedSet &seeds : {SeedSet::range(1000, 40999), SeedSet::random(30000, 77)}) {
            const StatsResult one = runStatistics(stage(2), SeedSpace::Stage, seeds, withThreads(1));
            const StatsResult two = runStatistics(stage(2), SeedSpace::Stage, seeds, withThreads(2));
            const StatsResult three = runStatistics(stage(2), SeedSpace::Stage, seeds, withThreads(3));
            QCOMPARE(one.stats.floors + one.stats.failures, seeds.size());
            QVERIFY(one.stats == two.stats);
            QVERIFY(one.stats == three.stats);
        }
        // Run seeds too.
        const auto a = runStatistics(stage(1), SeedSpace::Run, SeedSet::range(1, 20000), withThreads(1));
        const auto b = runStatistics(stage(1), SeedSpace::Run, SeedSet::range(1, 20000), withThreads(2));
        QVERIFY(a.stats == b.stats);
        QCOMPARE(a.stats.floors + a.stats.failures + a.stats.invalid, std::uint64_t(20000));
    }

    // The histograms count every floor once, and agree with the per-type counts.
    void histogramsConsistent() {
        const StatsResult r =
            runStatistics(stage(3), SeedSpace::Stage, SeedSet::range(1, 20000), withThreads(2));
        const FloorStats &s = r.stats;
        QCOMPARE(s.rooms.total(), s.floors);
        QCOMPARE(s.deadEnds.total(), s.floors);
        QCOMPARE(s.attempts.total(), s.floors);
        QCOMPARE(s.bossDistance.total(), s.floors);
        QVERIFY(s.attempts.min() >= 1);
        QVERIFY(s.bossDistance.min() >= 2); // 7.0.3: never next to the start room
        std::uint64_t allRooms = 0;
        for (auto n : s.roomCount)
            allRooms += n;
        QCOMPARE(allRooms, s.rooms.sum());
        QCOMPARE(s.floorsWith[int(RoomType::Boss)], s.floors);
        QCOMPARE(s.floorsWith[int(RoomType::Shop)], s.floors);
        QVERIFY(s.deadEndsLeft.sum() < s.deadEnds.sum());
    }

    void cancelStopsEarly() {
        std::atomic<bool> cancel{false};
        StatsOptions o;
        o.threads = 2;
        o.cancel = &cancel;
        int calls = 0;
        o.progress = [&](const StatsProgress &p) {
            ++calls;
            QVERIFY(p.sofar != nullptr);
            QCOMPARE(p.sofar->floors + p.sofar->failures, p.done);
            cancel = true;
        };
        const StatsResult r = runStatistics(stage(1), SeedSpace::Stage, SeedSet::range(1, 4000000), o);
        QVERIFY(r.cancelled);
        QVERIFY(calls >= 1);
        QVERIFY(r.stats.floors < 100000);
        QCOMPARE(r.stats.floors % 8192, std::uint64_t(0)); // whole chunks only
    }

    void invalidSettings() {
        Settings s = stage(9);
        s.ruleSet = RuleSet::AfterbirthPlus;
        s.stageType = 2;
        const StatsResult r = runStatistics(s, SeedSpace::Stage, SeedSet::range(1, 10));
        QVERIFY(r.error.find("stage type 2") != std::string::npos);
        QCOMPARE(r.stats.floors, std::uint64_t(0));
        // repentance.md R3.1: the Blue Womb is refused.
        const StatsResult blue = runStatistics(stage(9), SeedSpace::Stage, SeedSet::range(1, 10));
        QVERIFY(blue.error.find("Blue Womb") != std::string::npos);
        QCOMPARE(blue.stats.floors, std::uint64_t(0));
    }

    void wilson_data() {
        QTest::addColumn<int>("k");
        QTest::addColumn<int>("n");
        QTest::addColumn<double>("low");
        QTest::addColumn<double>("high");
        QTest::newRow("0/10") << 0 << 10 << 0.0 << 0.27753;
        QTest::newRow("5/10") << 5 << 10 << 0.23659 << 0.76341;
        QTest::newRow("50/1000") << 50 << 1000 << 0.03813 << 0.06527;
        QTest::newRow("none") << 0 << 0 << 0.0 << 0.0;
    }
    void wilson() {
        QFETCH(int, k);
        QFETCH(int, n);
        QFETCH(double, low);
        QFETCH(double, high);
        const Interval i = wilsonInterval(std::uint64_t(k), std::uint64_t(n));
        QVERIFY2(std::abs(i.low - low) < 1e-4, qPrintable(QString::number(i.low)));
        QVERIFY2(std::abs(i.high - high) < 1e-4, qPrintable(QString::number(i.high)));
    }

    void seedSets() {
        const SeedSet r = SeedSet::range(5, 9);
        QCOMPARE(r.size(), std::uint64_t(5));
        QCOMPARE(r.at(0), 5u);
        QCOMPARE(r.at(4), 9u);
        QCOMPARE(SeedSet::range(0, 0xFFFFFFFFu).size(), std::uint64_t(0xFFFFFFFFu)); // 0 is not a seed
        const SeedSet a = SeedSet::random(1000, 1), b = SeedSet::random(1000, 2);
        int same = 0;
        for (std::uint64_t i = 0; i < 1000; ++i) {
            QVERIFY(a.at(i) != 0);
            same += a.at(i) == b.at(i) ? 1 : 0;
        }
        QVERIFY(same < 3);
        QCOMPARE(a.at(17), SeedSet::random(5000, 1).at(17));
    }
};

QTEST_APPLESS_MAIN(TestStats)
#include "test_stats.moc"
