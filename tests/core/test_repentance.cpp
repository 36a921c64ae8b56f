// The repentance rule set (repentance.md): the reference floors of tests/data, the test vectors
// of R21 that need whole floors, and invariants over many floors.

#include "floorgen/bosspools.h"
#include "floorgen/generator.h"
#include "floorgen/repstages.h"
#include "floorgen/trace.h"
#include "floorgen/ultrasearch.h"
#include "referencefloors.h"
#include "repinvariants.h"

#include <algorithm>
#include <atomic>
#include <map>
#include <mutex>
#include <set>
#include <thread>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace floorgen;

Q_DECLARE_METATYPE(Settings)
Q_DECLARE_METATYPE(BossPoolsMode)

namespace {

std::optional<CurseTier> tierOf(const QString &key) {
    if (key == QLatin1String("none"))
        return CurseTier::None;
    if (key == QLatin1String("womb"))
        return CurseTier::Womb;
    if (key == QLatin1String("eit"))
        return CurseTier::Eit;
    if (key == QLatin1String("all"))
        return CurseTier::All;
    return std::nullopt;
}

// A batch line of generation.md 12 with the repentance keys the vectors use.
Settings settingsOf(const QJsonObject &in) {
    Settings s;
    s.ruleSet = RuleSet::Repentance;
    s.runSeed = static_cast<std::uint32_t>(in.value(QStringLiteral("runSeed")).toDouble());
    s.stage = in.value(QStringLiteral("stage")).toInt();
    s.stageType = in.value(QStringLiteral("stageType")).toInt();
    s.hard = in.value(QStringLiteral("hard")).toBool();
    for (const auto &v : in.value(QStringLiteral("items")).toArray()) {
        const auto item = itemFromKey(v.toString().toStdString());
        if (item)
            s.set(*item, true);
        else
            qFatal("unknown item %s", qPrintable(v.toString()));
    }
    s.curseTier = tierOf(in.value(QStringLiteral("curseTier")).toString()).value_or(CurseTier::All);
    std::vector<RouteFloor> route;
    for (const auto &v : in.value(QStringLiteral("route")).toArray()) {
        const QJsonObject o = v.toObject();
        route.push_back(
            {o.value(QStringLiteral("stage")).toInt(), o.value(QStringLiteral("stageType")).toInt()});
    }
    s.route = route;
    return s;
}

// Steps 7 and 8 run (no items that extend them here): stage < 7.
bool shopAndTreasureRun(const Settings &s) {
    return s.stage < 7;
}

QString describe(const Settings &s) {
    return QStringLiteral("run seed %1, stage %2 type %3%4")
        .arg(s.runSeed.value_or(0))
        .arg(s.stage)
        .arg(s.stageType)
        .arg(s.hard ? QStringLiteral(" hard") : QString());
}

} // namespace

class TestRepentance : public QObject {
    Q_OBJECT

private slots:
    // tests/data/repentance-reference.jsonl.gz (the spec's vectors): 300 floors of an independent
    // implementation of the same code. Every field the file gives is compared.
    void referenceFloors_data() {
        QTest::addColumn<QByteArray>("line");
        const auto lines = testing::referenceFloorLines();
        QVERIFY2(lines.size() == 300,
                 qPrintable(
                     QStringLiteral("%1 lines in %2").arg(lines.size()).arg(testing::referenceFloorsPath())));
        int i = 0;
        for (const auto &l : lines)
            QTest::addRow("floor %d", i++) << l;
    }
    void referenceFloors() {
        QFETCH(QByteArray, line);
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        const QJsonObject in = o.value(QStringLiteral("input")).toObject();
        const QJsonObject ex = o.value(QStringLiteral("expected")).toObject();
        const Settings s = settingsOf(in);
        Floor f;
        std::string error;
        const auto status = generate(s, f, nullptr, &error);
        const QString where = describe(s);
        QCOMPARE(status == GenerateStatus::Ok, ex.value(QStringLiteral("ok")).toBool());
        QCOMPARE(f.stageSeed, static_cast<std::uint32_t>(ex.value(QStringLiteral("stageSeed")).toDouble()));
        QCOMPARE(int(f.curseMask), ex.value(QStringLiteral("curse")).toInt());
        QCOMPARE(f.xl, ex.value(QStringLiteral("xl")).toBool());
        QCOMPARE(f.target, ex.value(QStringLiteral("roomCountTarget")).toInt());
        QCOMPARE(f.minDeadEnds, ex.value(QStringLiteral("minDeadEnds")).toInt());
        QCOMPARE(f.attempts, ex.value(QStringLiteral("attempts")).toInt());
        const QJsonArray grid = ex.value(QStringLiteral("grid")).toArray();
        QCOMPARE(grid.size(), kGridCells);
        for (int i = 0; i < kGridCells; ++i)
            QVERIFY2(f.grid[static_cast<std::size_t>(i)] == grid[i].toInt(),
                     qPrintable(QStringLiteral("%1: cell %2 holds %3, expected %4")
                                    .arg(where)
                                    .arg(i)
                                    .arg(f.grid[static_cast<std::size_t>(i)])
                                    .arg(grid[i].toInt())));
        auto list = [](const auto &v) {
            QList<int> out;
            for (auto n : v)
                out.append(int(n));
            return out;
        };
        auto jsonList = [](const QJsonArray &a) {
            QList<int> out;
            for (const auto &v : a)
                out.append(v.toInt());
            return out;
        };
        QCOMPARE(list(f.deadEnds), jsonList(ex.value(QStringLiteral("deadEnds")).toArray()));
        QCOMPARE(list(f.deadEndsAfter), jsonList(ex.value(QStringLiteral("deadEndsAfter")).toArray()));
        const QJsonArray rooms = ex.value(QStringLiteral("rooms")).toArray();
        QCOMPARE(int(f.rooms.size()), int(rooms.size()));
        for (int i = 0; i < rooms.size(); ++i) {
            const QJsonObject e = rooms[i].toObject();
            const Room &r = f.rooms[static_cast<std::size_t>(i)];
            const QString at = QStringLiteral("%1, room %2").arg(where).arg(i);
            auto check = [&](const char *field, int got, int want) {
                QVERIFY2(got == want, qPrintable(QStringLiteral("%1: %2 is %3, expected %4")
                                                     .arg(at, QLatin1String(field))
                                                     .arg(got)
                                                     .arg(want)));
            };
            check("number", r.number, e.value(QStringLiteral("number")).toInt());
            check("anchor", r.anchor.index(), e.value(QStringLiteral("anchor")).toInt());
            check("shape", int(r.shape), e.value(QStringLiteral("shape")).toInt());
            check("type", int(r.type), e.value(QStringLiteral("type")).toInt());
            check("distance", r.distance, e.value(QStringLiteral("distance")).toInt());
            check("placedCell", r.placedCell.valid() ? r.placedCell.index() : -1,
                  e.value(QStringLiteral("placedCell")).toInt());
            check("dir", r.dir, e.value(QStringLiteral("dir")).toInt());
            check("deadEnd", r.deadEnd, e.value(QStringLiteral("deadEnd")).toBool());
            check("invisible", r.invisible, e.value(QStringLiteral("invisible")).toBool());
            if (e.contains(QStringLiteral("bossSubtype")))
                check("bossSubtype", r.bossSubtype, e.value(QStringLiteral("bossSubtype")).toInt());
        }
    }

    // R21.2: the floor parameters of run seed 0xDEADBEEF, tier `all`, no items. g and the selector are C's
    // draws, the L seed is S's draw after the room coin (and the Void's size), read off the trace.
    void floorParameters_data() {
        QTest::addColumn<int>("stage");
        QTest::addColumn<int>("type");
        QTest::addColumn<bool>("hard");
        QTest::addColumn<int>("slot");
        QTest::addColumn<qint64>("g");
        QTest::addColumn<qint64>("selector"); // -1: no selector drawn
        QTest::addColumn<int>("curse");
        QTest::addColumn<int>("coin");
        QTest::addColumn<int>("extra");
        QTest::addColumn<int>("target");
        QTest::addColumn<int>("minDE");
        QTest::addColumn<qint64>("lSeed");
        QTest::addColumn<QString>("notes");
        QTest::newRow("1/0 normal") << 1 << 0 << false << 1 << 2002020790LL << 2821311106LL << 32 << 0 << 1
                                    << 8 << 5 << 2821311106LL << "Maze";
        QTest::newRow("1/0 hard") << 1 << 0 << true << 1 << 2002020790LL << -1LL << 0 << 0 << 0 << 10 << 5
                                  << 2821311106LL << "";
        QTest::newRow("1/4 normal") << 1 << 4 << false << 2 << 889095084LL << -1LL << 0 << 0 << 0 << 8 << 5
                                    << 2260302234LL << "";
        QTest::newRow("1/4 hard") << 1 << 4 << true << 2 << 889095084LL << 2260302234LL << 2 << 0 << 0 << 11
                                  << 7 << 2260302234LL << "XL, Mirror";
        QTest::newRow("2/5 normal") << 2 << 5 << false << 3 << 2898425920LL << 3769731421LL << 4 << 0 << 1
                                    << 12 << 7 << 3769731421LL << "Lost, Mirror";
        // R6.1: no Knife Piece 1, not a Mineshaft floor (with it: 16 rooms, 7 dead ends; the row below)
        QTest::newRow("4/4 normal") << 4 << 4 << false << 5 << 1930472491LL << -1LL << 0 << 1 << 0 << 19 << 6
                                    << 1612384304LL << "";
        QTest::newRow("4/4 normal knife") << 4 << 4 << false << 5 << 1930472491LL << -1LL << 0 << 1 << 0 << 16
                                          << 7 << 1612384304LL << "Mineshaft, knife";
        QTest::newRow("6/0 normal") << 6 << 0 << false << 6 << 654153872LL << -1LL << 0 << 0 << 0 << 20 << 6
                                    << 2990840300LL << "(6,5) blocked";
        QTest::newRow("8/4 hard") << 8 << 4 << true << 9 << 1188836172LL << 2423119915LL << 4 << 0 << 0 << 26
                                  << 6 << 2423119915LL << "Lost";
        QTest::newRow("12/0 normal") << 12 << 0 << false << 12 << 1039114249LL << -1LL << 0 << 1 << 1 << 51
                                     << 8 << 1669837601LL << "the Void's draw: 1";
        QTest::newRow("12/0 hard") << 12 << 0 << true << 12 << 1039114249LL << -1LL << 0 << 1 << 1 << 54 << 8
                                   << 1669837601LL << "";
    }
    void floorParameters() {
        QFETCH(int, stage);
        QFETCH(int, type);
        QFETCH(bool, hard);
        QFETCH(int, slot);
        QFETCH(qint64, g);
        QFETCH(qint64, selector);
        QFETCH(int, curse);
        QFETCH(int, coin);
        QFETCH(int, extra);
        QFETCH(int, target);
        QFETCH(int, minDE);
        QFETCH(qint64, lSeed);
        QFETCH(QString, notes);
        Settings s;
        s.runSeed = 0xDEADBEEFu;
        s.stage = stage;
        s.stageType = type;
        s.hard = hard;
        s.set(Item::KnifePiece1, notes.contains(QStringLiteral("knife")));
        s.bossPools = BossPoolsMode::FirstFloor; // the parameters do not depend on the pools
        Floor f;
        Trace trace;
        std::string error;
        QVERIFY2(generate(s, f, &trace, &error) == GenerateStatus::Ok, error.c_str());
        QCOMPARE(f.rep.stageSeedSlot, slot);
        QCOMPARE(f.stageSeed, stageSeedsOf(0xDEADBEEFu)[static_cast<std::size_t>(slot)]);
        std::vector<std::uint32_t> sDraws, cDraws;
        for (const TraceDraw &d : trace.draws) {
            if (d.rng == RngId::S)
                sDraws.push_back(d.value);
            else if (d.rng == RngId::C)
                cDraws.push_back(d.value);
        }
        QVERIFY(cDraws.size() >= 2);
        QCOMPARE(qint64(cDraws[0]), g);
        if (selector >= 0)
            QCOMPARE(qint64(cDraws[1]), selector);
        QCOMPARE(int(cDraws.size()), selector >= 0 ? 3 : 2); // gate, (selector), hard extra
        QCOMPARE(int(f.curseMask), curse);
        QCOMPARE(f.roomCoin, coin);
        QCOMPARE(f.hardExtra, extra);
        QCOMPARE(f.target, target);
        QCOMPARE(f.minDeadEnds, minDE);
        QCOMPARE(qint64(sDraws[stage == 12 ? 4 : 3]), lSeed);
        QCOMPARE(f.rep.mirror, notes.contains(QStringLiteral("Mirror")));
        QCOMPARE(f.rep.mineshaft, notes.contains(QStringLiteral("Mineshaft")));
        QCOMPARE(f.rep.strangeDoor, notes.contains(QStringLiteral("(6,5) blocked")));
        QCOMPARE(f.xl, notes.contains(QStringLiteral("XL")));
        if (f.rep.strangeDoor)
            QVERIFY((f.rep.blockedCells[71 >> 6] >> (71 & 63)) & 1u); // (6,5), cell 71, stays blocked
    }

    // R21.3, the only real-game evidence: DKM8 9MNM, hard, Downpour I.
    void realGameDownpour() {
        Settings s;
        s.runSeed = 364417104u;
        s.stage = 1;
        s.stageType = 4;
        s.hard = true;
        s.bossPools = BossPoolsMode::FirstFloor;
        Floor f;
        QVERIFY(generate(s, f) == GenerateStatus::Ok);
        QCOMPARE(f.stageSeed, 362265690u);
        QVERIFY(f.xl);
        QCOMPARE(f.target, 12);
        QCOMPARE(f.minDeadEnds, 7);
        // Three more reports: XL for 100000000 and 100000028, not for 100000001.
        for (const auto &[seed, xl] :
             {std::pair{100000000u, true}, {100000028u, true}, {100000001u, false}}) {
            s.runSeed = seed;
            QVERIFY(generate(s, f) == GenerateStatus::Ok);
            QCOMPARE(f.xl, xl);
        }
    }

    // R21.11: with minDE = 5, no blocked cell and neither XL nor the Void, Generate gives 6.6's layout from
    // the same L seed: a Basement I of both rule sets (both draw L's seed as S's fourth value).
    void sameLayoutAsAfterbirth() {
        Settings rep;
        rep.stage = 1;
        Settings ab = rep;
        ab.ruleSet = RuleSet::AfterbirthPlus;
        Floor a, b;
        int compared = 0;
        for (std::uint32_t seed = 1; seed <= 3000; ++seed) {
            rep.stageSeed = ab.stageSeed = seed * 2654435761u + 1;
            QVERIFY(generate(rep, a) == GenerateStatus::Ok);
            QVERIFY(generate(ab, b) == GenerateStatus::Ok);
            if (a.xl || b.xl || a.attempts != 1 || b.attempts != 1 || a.target != b.target)
                continue;
            QCOMPARE(a.minDeadEnds, 5);
            QVERIFY(a.deadEnds == b.deadEnds);
            // The layout's rooms: every room of the layout keeps its placed cell, direction and distance
            // (special rooms only shrink dead ends to that cell).
            for (std::size_t i = 0; i < b.rooms.size() && b.rooms[i].placedCell.valid(); ++i) {
                QCOMPARE(a.rooms[i].placedCell, b.rooms[i].placedCell);
                QCOMPARE(a.rooms[i].dir, b.rooms[i].dir);
                QCOMPARE(a.rooms[i].distance, b.rooms[i].distance);
            }
            ++compared;
        }
        QVERIFY2(compared > 1500, qPrintable(QString::number(compared)));
    }

    // Issue 24's invariants on every floor of R3.1, both difficulties, without items, with Luna, Voodoo Head,
    // Fragmented Card and all three: no floor fails to generate, and repInvariantProblem() finds nothing.
    // In run context (the route's floors first) for a few run seeds per floor, then as the first floor of
    // the pools (the same engine with fresh pools) for FLOORGEN_INVARIANT_SEEDS run seeds (default 10,000).
    void invariants_data() {
        QTest::addColumn<bool>("runContext");
        QTest::addColumn<int>("seeds");
        QTest::newRow("run context") << true << 60;
        const int many = qEnvironmentVariableIsSet("FLOORGEN_INVARIANT_SEEDS")
                             ? qEnvironmentVariableIntValue("FLOORGEN_INVARIANT_SEEDS")
                             : 10000;
        QTest::newRow("first floor of the pools") << false << many;
    }
    void invariants() {
        QFETCH(bool, runContext);
        QFETCH(int, seeds);
        const std::uint32_t itemSets[] = {
            0, itemBit(Item::Luna), itemBit(Item::VoodooHead), itemBit(Item::FragmentedCard),
            itemBit(Item::Luna) | itemBit(Item::VoodooHead) | itemBit(Item::FragmentedCard)};
        std::vector<Settings> jobs;
        for (const rep::FloorKind &k : rep::repFloors())
            for (bool hard : {false, true})
                for (std::uint32_t items : itemSets) {
                    Settings s;
                    s.stage = k.stage;
                    s.stageType = k.type;
                    s.hard = hard;
                    s.items = items;
                    s.bossPools = runContext ? BossPoolsMode::Run : BossPoolsMode::FirstFloor;
                    jobs.push_back(s);
                }
        std::atomic<std::size_t> next{0};
        std::atomic<long long> floors{0};
        std::mutex lock;
        QStringList problems;
        auto work = [&] {
            Floor f;
            for (std::size_t j; (j = next++) < jobs.size();) {
                Settings s = jobs[j];
                for (int i = 1; i <= seeds; ++i) {
                    s.runSeed = static_cast<std::uint32_t>(i) * 2654435761u + static_cast<std::uint32_t>(j);
                    if (*s.runSeed == 0)
                        continue;
                    std::string error;
                    const auto status = generate(s, f, nullptr, &error);
                    std::string problem =
                        status == GenerateStatus::Ok ? testing::repInvariantProblem(f) : error;
                    ++floors;
                    if (problem.empty())
                        continue;
                    const std::lock_guard g(lock);
                    if (problems.size() < 20)
                        problems << QStringLiteral("%1 %2: %3")
                                        .arg(
                                            QString::fromUtf8(rep::repFloorName(s.stage, s.stageType).data()))
                                        .arg(describe(s), QString::fromStdString(problem));
                }
            }
        };
        std::thread other(work);
        work();
        other.join();
        qInfo("%lld floors", floors.load());
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        QVERIFY(floors.load() >= static_cast<long long>(jobs.size()) * seeds * 99 / 100);
    }

    // R21.4: the ultra-secret search on a hand-made grid (checks R12.5's step order).
    void ultraSecretHandMadeGrid() {
        rep::UltraSearchInput in;
        const Cell cells[] = {{6, 6}, {6, 5}, {6, 4}, {7, 6}, {8, 6}, {5, 6}, {4, 6}};
        for (std::size_t i = 0; i < std::size(cells); ++i) {
            Room r;
            r.number = static_cast<std::uint8_t>(i);
            r.shape = Shape::S1x1;
            r.anchor = cells[i];
            r.type = i == 4 ? RoomType::Boss : RoomType::Default;
            in.rooms.push_back(r);
        }
        in.blocked = {{8, 6}, {7, 6}, {9, 6}, {8, 5}, {8, 7}};
        in.blacklist = {{9, 6}, {8, 5}, {8, 7}, {7, 6}};
        in.lSeed = 12345;
        const rep::UltraSearchResult r = rep::ultraSecretSearch(in);
        QCOMPARE(r.draws, 160u); // 159 cells and the pick
        QCOMPARE(r.lState, 1308270312u);
        QCOMPARE(r.cell, (Cell{5, 3}));
        struct Expected {
            Cell cell;
            int drawn, k, weight;
        };
        const Expected accepted[] = {{{6, 2}, 13, 1, 7}, {{5, 3}, 14, 1, 8}, {{7, 3}, 11, 1, 5},
                                     {{4, 4}, 11, 2, 8}, {{3, 5}, 11, 1, 5}, {{2, 6}, 11, 1, 5},
                                     {{3, 7}, 11, 1, 5}, {{4, 8}, 10, 1, 4}, {{5, 8}, 14, 1, 8},
                                     {{6, 8}, 13, 1, 7}, {{7, 8}, 10, 1, 4}};
        std::vector<rep::UltraSearchResult::Candidate> got;
        for (const auto &c : r.candidates)
            if (c.weight >= 0)
                got.push_back(c);
        std::sort(got.begin(), got.end(),
                  [](const auto &a, const auto &b) { return a.cell.index() < b.cell.index(); });
        QCOMPARE(got.size(), std::size(accepted));
        for (std::size_t i = 0; i < got.size(); ++i) {
            QCOMPARE(got[i].cell, accepted[i].cell);
            QCOMPARE(got[i].drawn, accepted[i].drawn);
            QCOMPARE(got[i].k, accepted[i].k);
            QCOMPARE(got[i].weight, accepted[i].weight);
        }
        QCOMPARE(r.redDoors.size(), std::size_t{2});
        QCOMPARE(int(r.redDoors[0].room), 2);
        QCOMPARE(int(r.redDoors[0].slot), 0);
        QCOMPARE(r.redDoors[0].cell, (Cell{5, 4}));
        QCOMPARE(int(r.redDoors[1].room), 2);
        QCOMPARE(int(r.redDoors[1].slot), 1);
        QCOMPARE(r.redDoors[1].cell, (Cell{6, 3}));
    }

    // R21.10: the draws of S each placement step makes with the built-in catalog (the trace's StepDone
    // events), over floors of every kind: the ranges of the table, and the exact counts where it gives them.
    void drawsPerStep() {
        std::map<Step, std::pair<int, int>> seen; // min, max over all floors
        Trace trace;
        Floor f;
        int floors = 0;
        for (const rep::FloorKind &k : rep::repFloors())
            for (bool hard : {false, true})
                for (std::uint32_t seed = 1; seed <= 40; ++seed) {
                    Settings s;
                    s.stage = k.stage;
                    s.stageType = k.type;
                    s.hard = hard;
                    s.stageSeed = seed * 2654435761u + static_cast<std::uint32_t>(k.stage);
                    s.items = seed % 3 == 0 ? itemBit(Item::Luna) | itemBit(Item::VoodooHead) : 0;
                    s.forcedCurses = seed % 5 == 0 && k.stage != 12
                                         ? std::optional<std::uint8_t>(kCurseLabyrinth)
                                         : std::nullopt;
                    QVERIFY(generate(s, f, &trace) == GenerateStatus::Ok);
                    ++floors;
                    const int sp = k.stage + (k.type >= 4 ? 1 : 0);
                    // Step 16's picks: rooms typed there, and those step 18 gave a new layout; rooms created
                    // by step 18 (R14.2) come after the last hidden room.
                    int lastHidden = 0, normalPicks = 0, created = 0;
                    for (const Room &r : f.rooms)
                        lastHidden = r.invisible ? r.number : lastHidden;
                    for (const Room &r : f.rooms) {
                        const bool extra = r.placedBy == static_cast<std::uint8_t>(Step::ExtraRooms);
                        const bool made = extra && r.number > lastHidden;
                        created += made ? 1 : 0;
                        normalPicks +=
                            (r.placedBy == static_cast<std::uint8_t>(Step::NormalRooms) || (extra && !made))
                                ? 1
                                : 0;
                    }
                    // The last attempt's steps.
                    std::size_t begin = 0;
                    for (std::size_t i = 0; i < trace.events.size(); ++i)
                        if (trace.events[i].kind == EventKind::AttemptStarted)
                            begin = i;
                    int voidK = 0, normal = -1, outside = -1;
                    for (std::size_t i = begin; i < trace.events.size(); ++i) {
                        const TraceEvent &e = trace.events[i];
                        if (e.kind == EventKind::Roll && e.roll == RollKind::VoidBossCount)
                            voidK = e.a;
                        if (e.kind != EventKind::StepDone)
                            continue;
                        auto &range = seen.try_emplace(e.step, e.a, e.a).first->second;
                        range.first = std::min(range.first, e.a);
                        range.second = std::max(range.second, e.a);
                        const QString where = describe(s) + QStringLiteral(" step ") +
                                              QString::fromUtf8(stepName(e.step).data());
                        auto within = [&](int lo, int hi) {
                            QVERIFY2(e.a >= lo && e.a <= hi,
                                     qPrintable(where + QStringLiteral(": %1").arg(e.a)));
                        };
                        switch (e.step) {
                        case Step::Boss:
                            within(1, 1);
                            break;
                        case Step::VoidBoss:
                            within(31 + voidK, 31 + voidK);
                            break;
                        case Step::XlBoss:
                            within(1, 1);
                            break; // then rewound
                        case Step::BlockBoss:
                            within(0, 0);
                            break;
                        case Step::SuperSecret:
                            within(1, 1);
                            break;
                        case Step::SecretSeed:
                            within(1, 1);
                            break;
                        case Step::Shop:
                            within(shopAndTreasureRun(s) ? 2 : 0, shopAndTreasureRun(s) ? 2 : 0);
                            break;
                        case Step::Treasure: {
                            const int rooms = shopAndTreasureRun(s) ? (f.xl ? 2 : 1) : 0;
                            within(2 * rooms, 3 * rooms);
                            break;
                        }
                        case Step::Planetarium:
                            within(1, 2);
                            break;
                        case Step::DiceSacrifice:
                            within(3, 5);
                            break;
                        case Step::Library:
                            within(3, 4);
                            break;
                        case Step::Curse:
                            within(1, 1);
                            break;
                        case Step::MiniBoss:
                            sp < 3 ? within(3, 4) : within(4, 6);
                            break;
                        case Step::Challenge:
                            within(2, 2);
                            break;
                        case Step::VaultArcade:
                            within(2, 3);
                            break;
                        case Step::Bedroom:
                            within(3, 4);
                            break;
                        case Step::Mirror:
                            within(f.rep.mirror ? 1 : 0, f.rep.mirror ? 1 : 0);
                            break;
                        case Step::Mineshaft:
                            within(0, 0);
                            break;
                        case Step::Secret:
                            within(0, 0);
                            break;
                        case Step::Grave:
                            within(1, 1);
                            break;
                        case Step::UltraSecret:
                            within(0, 0);
                            break;
                        case Step::NormalRooms:
                            within(normalPicks, normalPicks);
                            normal = e.a;
                            break;
                        case Step::OutsideDraws:
                            outside = e.a;
                            break;
                        case Step::ExtraRooms:
                            within(0, 0);
                            break;
                        case Step::SurpriseMiniBoss:
                            within(2, 2);
                            break;
                        case Step::OffGrid: {
                            const bool mother = k.type >= 4 && (k.stage == 8 || (k.stage == 7 && f.xl));
                            within(mother ? 31 : 26, mother ? 31 : 26);
                            break;
                        }
                        default:
                            QFAIL(qPrintable(where + QStringLiteral(": unexpected step")));
                        }
                    }
                    // Steps 16 and 17 draw once per room but the start room, before step 18 creates any.
                    QCOMPARE(normal + outside, int(f.rooms.size()) - 1 - created);
                }
        QVERIFY(floors > 3000);
        // Every step of the table was seen.
        for (Step st : {Step::Boss,          Step::VoidBoss,
                        Step::XlBoss,        Step::SuperSecret,
                        Step::SecretSeed,    Step::Shop,
                        Step::Treasure,      Step::Planetarium,
                        Step::DiceSacrifice, Step::Library,
                        Step::Curse,         Step::MiniBoss,
                        Step::Challenge,     Step::VaultArcade,
                        Step::Bedroom,       Step::Mirror,
                        Step::Secret,        Step::Grave,
                        Step::UltraSecret,   Step::NormalRooms,
                        Step::OutsideDraws,  Step::SurpriseMiniBoss,
                        Step::OffGrid})
            QVERIFY2(seen.count(st), stepName(st).data());
        QCOMPARE(seen[Step::OffGrid].second, 31);
        QCOMPARE(seen[Step::Planetarium].first, 1);
        QCOMPARE(seen[Step::Planetarium].second, 2);
    }

    // R9.7: the stage-seed boss pools start from the floor's stage seed, whether the floor came from a run
    // seed (its stage seed by R2's slot) or from the stage seed itself.
    // R20.2's trace detail, checked against the floor it describes: GetBossId's call (its draws and result)
    // before each boss, the XL neighbour's candidate list, the ultra secret room's weighed cells, the stored
    // door mask of every normal-room pick, and step 18's order and picks.
    void traceDetail() {
        int bossCalls = 0, xlLists = 0, ultraLists = 0, extraOrders = 0, masks = 0;
        std::map<int, int> localRngs; // triple -> local RNGs checked
        Trace trace;
        Floor f, plain;
        for (const rep::FloorKind &k : rep::repFloors())
            for (std::uint32_t seed = 1; seed <= 30; ++seed) {
                Settings s;
                s.stage = k.stage;
                s.stageType = k.type;
                s.hard = seed % 2 == 0;
                s.stageSeed = seed * 2246822519u + static_cast<std::uint32_t>(k.stage * 7 + k.type);
                s.items = seed % 3 == 0 ? itemBit(Item::Luna) : 0;
                QVERIFY(generate(s, f, &trace) == GenerateStatus::Ok);
                QVERIFY(generate(s, plain) == GenerateStatus::Ok); // the trace changes nothing
                QCOMPARE(plain.grid, f.grid);
                const auto last = static_cast<std::uint16_t>(f.attempts);
                std::vector<int> bossIds;
                for (std::size_t i = 0; i < trace.events.size(); ++i) {
                    const TraceEvent &e = trace.events[i];
                    if (e.attempt != last)
                        continue;
                    switch (e.kind) {
                    case EventKind::BossIdDrawn: {
                        QVERIFY(e.a >= 0 && static_cast<std::size_t>(e.a) < trace.bossCalls.size());
                        const BossTrace &b = trace.bossCalls[static_cast<std::size_t>(e.a)];
                        QCOMPARE(b.result, e.b);
                        const auto draws = trace.drawsOf(e);
                        QCOMPARE(static_cast<std::size_t>(
                                     std::count_if(draws.begin(), draws.end(),
                                                   [](const TraceDraw &d) { return d.rng == RngId::P; })),
                                 (b.drew ? 7u : 0u) + b.tries.size());
                        if (b.drew)
                            QCOMPARE(draws[0].value, b.draws[0]);
                        QVERIFY(i + 1 < trace.events.size());
                        const TraceEvent &chosen = trace.events[i + 1];
                        QCOMPARE(chosen.kind, EventKind::BossChosen);
                        QCOMPARE(chosen.a, e.b >= 0 ? e.b : -1);
                        bossIds.push_back(e.b);
                        ++bossCalls;
                        break;
                    }
                    case EventKind::CandidatesListed:
                        if (e.step == Step::XlBoss) {
                            // The second boss room is the first listed candidate placed.
                            const Room *second = nullptr;
                            for (const Room &r : f.rooms)
                                if (r.secondBoss)
                                    second = &r;
                            QVERIFY(second);
                            const auto items = trace.itemsOf(e);
                            QVERIFY(std::any_of(items.begin(), items.end(), [&](const TraceItem &it) {
                                return it.cell == second->placedCell;
                            }));
                            ++xlLists;
                        }
                        break;
                    case EventKind::SecretCandidates:
                        if (e.step == Step::UltraSecret) {
                            const Room *u = f.findFirst(RoomType::UltraSecret);
                            const auto items = trace.itemsOf(e);
                            const auto best =
                                std::count_if(items.begin(), items.end(),
                                              [&](const TraceItem &it) { return it.weight == e.a; });
                            QCOMPARE(int(best), u ? e.b : 0);
                            if (u)
                                QVERIFY(std::any_of(items.begin(), items.end(), [&](const TraceItem &it) {
                                    return it.cell == u->anchor && it.weight == e.a && it.room >= 1 &&
                                           it.room <= 8;
                                }));
                            ++ultraLists;
                        }
                        break;
                    case EventKind::RoomAssigned:
                        if (e.step == Step::NormalRooms) {
                            const Room &r = f.rooms[static_cast<std::size_t>(e.room)];
                            if (r.placedBy == static_cast<std::uint8_t>(Step::NormalRooms)) {
                                QCOMPARE(e.a, int(r.storedDoors));
                                masks += r.storedDoors != 0 ? 1 : 0;
                            }
                        }
                        break;
                    case EventKind::ExtraRoomOrder: {
                        ++extraOrders;
                        int picked = 0;
                        for (std::size_t j = i + 1; j < trace.events.size(); ++j)
                            if (trace.events[j].kind == EventKind::ExtraRoomPicked && trace.events[j].flag)
                                ++picked;
                        int extra = 0;
                        for (const Room &r : f.rooms)
                            extra += r.placedBy == static_cast<std::uint8_t>(Step::ExtraRooms) ? 1 : 0;
                        QCOMPARE(picked, extra);
                        QCOMPARE(picked, e.a);
                        break;
                    }
                    default:
                        break;
                    }
                }
                // R20.2: the local RNGs' draws carry their triple, and the first draw of each local RNG
                // seeded by an S draw (boss room 39, super secret 9, curse 66, shop level 19) is the first
                // step of Loc(that value, triple); step 18's (41) starts from S's state, the last S value.
                std::uint32_t lastS = 0;
                bool afterS = false;
                for (const TraceDraw &d : trace.draws) {
                    if (d.rng == RngId::S) {
                        lastS = d.value;
                        afterS = true;
                        continue;
                    }
                    if (d.rng != RngId::Local) {
                        afterS = false;
                        continue;
                    }
                    QVERIFY2(d.triple == 9 || d.triple == 19 || d.triple == 39 || d.triple == 41 ||
                                 d.triple == 66,
                             qPrintable(QString::number(d.triple)));
                    if (afterS) {
                        QCOMPARE(d.value, Rng(lastS, d.triple).next());
                        ++localRngs[d.triple];
                    }
                    afterS = false;
                }
                // Every boss room's subtype came from a traced GetBossId call, in order (the Void's extra
                // bosses come from the Void's list, not the pools).
                std::vector<int> fromRooms;
                for (const Room &r : f.rooms)
                    if (r.type == RoomType::Boss && !r.voidBoss)
                        fromRooms.push_back(r.bossSubtype >= 0 ? r.bossSubtype : -r.doubleTrouble);
                std::sort(fromRooms.begin(), fromRooms.end());
                std::sort(bossIds.begin(), bossIds.end());
                QCOMPARE(bossIds, fromRooms);
            }
        QVERIFY(bossCalls > 0 && xlLists > 0 && ultraLists > 0 && extraOrders > 0 && masks > 0);
        for (int triple : {9, 19, 39, 41, 66})
            QVERIFY2(
                localRngs[triple] > 10,
                qPrintable(QStringLiteral("triple %1: %2 local RNGs").arg(triple).arg(localRngs[triple])));
        qInfo("%d GetBossId calls, %d XL lists, %d ultra lists, %d step-18 orders, %d non-zero masks",
              bossCalls, xlLists, ultraLists, extraOrders, masks);
    }

    // A golden trinket alone counts as held (Mult = 2 > 0, R11): a golden Fragmented Card gives the floor of
    // a plain one (R12.1 reads only Mult(102) > 0), and differs from no card where the second secret room
    // fits.
    void goldenTrinketAlone() {
        int differs = 0;
        for (std::uint32_t seed = 1; seed <= 100; ++seed) {
            Settings none;
            none.stageSeed = seed * 2654435761u;
            none.stage = 2;
            Settings plain = none, golden = none;
            plain.set(Item::FragmentedCard, true);
            golden.golden = itemBit(Item::FragmentedCard);
            Floor a, b, c;
            QVERIFY(generate(none, a) == GenerateStatus::Ok);
            QVERIFY(generate(plain, b) == GenerateStatus::Ok);
            QVERIFY(generate(golden, c) == GenerateStatus::Ok);
            QCOMPARE(c.grid, b.grid);
            QCOMPARE(c.rooms.size(), b.rooms.size());
            differs += a.rooms.size() != b.rooms.size() ? 1 : 0;
        }
        QVERIFY(differs > 50);
    }

    void stageSeedPools() {
        for (std::uint32_t seed = 1; seed <= 200; ++seed) {
            Settings run;
            run.runSeed = seed * 2654435761u;
            run.stage = 3;
            run.stageType = 4;
            run.bossPools = BossPoolsMode::StageSeed;
            Settings stage = run;
            stage.runSeed.reset();
            stage.stageSeed = run.effectiveStageSeed();
            Floor a, b;
            QVERIFY(generate(run, a) == GenerateStatus::Ok);
            QVERIFY(generate(stage, b) == GenerateStatus::Ok);
            QCOMPARE(a.rep.bossPools, BossPoolsMode::StageSeed);
            QCOMPARE(a.findFirst(RoomType::Boss)->bossSubtype, b.findFirst(RoomType::Boss)->bossSubtype);
            QCOMPARE(a.grid, b.grid);
        }
    }

    // prefetchBossShuffles makes the shuffles of the next floors' pools ahead; the floors do not change, and
    // every floor that starts its pools fresh takes its shuffle from the cache.
    void prefetchedShuffles_data() {
        QTest::addColumn<int>("stage");
        QTest::addColumn<int>("type");
        QTest::addColumn<bool>("hard");
        QTest::addColumn<int>("seedKind"); // 0: stage seeds; 1: run seeds with the mode below
        QTest::addColumn<BossPoolsMode>("mode");
        QTest::addColumn<bool>("cached"); // the floors take their shuffles from the cache
        const auto row = [](const char *name, int stage, int type, bool hard, int kind, BossPoolsMode mode,
                            bool cached) {
            QTest::newRow(name) << stage << type << hard << kind << mode << cached;
        };
        row("Basement I, stage seeds", 1, 0, false, 0, BossPoolsMode::StageSeed, true);
        row("Cellar II hard, stage seeds", 2, 1, true, 0, BossPoolsMode::StageSeed, true);
        row("Downpour II, stage seeds", 2, 4, false, 0, BossPoolsMode::StageSeed, true);
        row("Mines I, run seeds, stage-seed pools", 3, 4, false, 1, BossPoolsMode::StageSeed, true);
        row("Depths I, run seeds, first floor", 5, 0, false, 1, BossPoolsMode::FirstFloor, true);
        row("Utero I hard, run seeds, first floor", 7, 1, true, 1, BossPoolsMode::FirstFloor, true);
        row("Caves II, run context", 4, 0, false, 1, BossPoolsMode::Run, false);
        row("Depths II: a fixed boss", 6, 0, false, 0, BossPoolsMode::StageSeed, false);
        row("The Void: a fixed boss", 12, 0, false, 0, BossPoolsMode::StageSeed, false);
    }
    void prefetchedShuffles() {
        QFETCH(int, stage);
        QFETCH(int, type);
        QFETCH(bool, hard);
        QFETCH(int, seedKind);
        QFETCH(BossPoolsMode, mode);
        QFETCH(bool, cached);
        Settings s;
        s.stage = stage;
        s.stageType = type;
        s.hard = hard;
        s.bossPools = mode;
        if (seedKind == 1)
            s.runSeed = 1;
        const auto setSeed = [&](std::uint32_t seed) {
            if (seedKind == 1)
                s.runSeed = seed;
            else
                s.stageSeed = seed;
        };
        constexpr std::size_t kFloors = 100, kAhead = 32;
        std::vector<std::uint32_t> seeds(kFloors);
        for (std::size_t i = 0; i < kFloors; ++i)
            seeds[i] = static_cast<std::uint32_t>(i + 1) * 2654435761u;
        std::vector<Floor> plain(kFloors);
        shufflecache::clear();
        for (std::size_t i = 0; i < kFloors; ++i) {
            setSeed(seeds[i]);
            QCOMPARE(generate(s, plain[i]), GenerateStatus::Ok);
        }
        const std::uint64_t hitsBefore = shufflecache::hits();
        Floor f;
        for (std::size_t i = 0; i < kFloors; ++i) {
            if (i % kAhead == 0)
                prefetchBossShuffles(s, std::span(seeds).subspan(i, std::min(kAhead, kFloors - i)));
            setSeed(seeds[i]);
            QCOMPARE(generate(s, f), GenerateStatus::Ok);
            const Floor &p = plain[i];
            QCOMPARE(f.grid, p.grid);
            QVERIFY(f.rooms.size() == p.rooms.size());
            for (std::size_t r = 0; r < f.rooms.size(); ++r)
                QVERIFY2(f.rooms[r] == p.rooms[r],
                         qPrintable(QStringLiteral("seed %1, room %2").arg(seeds[i]).arg(r)));
            QCOMPARE(f.attempts, p.attempts);
            QCOMPARE(f.rep.stateFlagsAfter, p.rep.stateFlagsAfter);
            QCOMPARE(f.rep.approxBossPools, p.rep.approxBossPools);
        }
        QCOMPARE(shufflecache::hits() - hitsBefore, cached ? kFloors : 0);
        shufflecache::clear();
    }
};

QTEST_GUILESS_MAIN(TestRepentance)
#include "test_repentance.moc"
