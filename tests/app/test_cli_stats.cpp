// The `stats` and `search` commands: option parsing into structs, output, exit codes and messages.

#include "clirunner.h"
#include "cmd_search.h"
#include "cmd_stats.h"
#include "commands.h"
#include "floorgen/seedstring.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace floorgen;
using namespace floorgen::cli;
using floorgen::testing::Run;
using floorgen::testing::runTool;
using floorgen::testing::words;

namespace {

QJsonObject jsonOf(const QString &text) {
    QJsonParseError e;
    const QJsonDocument d = QJsonDocument::fromJson(text.toUtf8(), &e);
    if (e.error != QJsonParseError::NoError)
        qWarning("not JSON: %s", qPrintable(e.errorString()));
    return d.object();
}

QJsonObject rollOf(const QJsonObject &stats, const QString &key) {
    for (const QJsonValue &v : stats.value(QStringLiteral("rolls")).toArray())
        if (v.toObject().value(QStringLiteral("roll")).toString() == key)
            return v.toObject();
    return {};
}

} // namespace

class TestCliStats : public QObject {
    Q_OBJECT

private slots:
    void statsJson() {
        const Run one = runTool(words("stats --seed-range 1..20000 --threads 1"));
        const Run two = runTool(words("stats --seed-range 1..20000 --threads 2"));
        QCOMPARE(one.rc, 0);
        QCOMPARE(two.rc, 0);
        QJsonObject a = jsonOf(one.out), b = jsonOf(two.out);
        QCOMPARE(a.value(QStringLiteral("floors")).toInteger(), 20000);
        // Everything but the timing and the thread count is the same for 1 and 2 threads.
        for (const char *k : {"seconds", "floorsPerSecond", "threads"}) {
            QVERIFY(a.contains(QLatin1String(k)));
            a.remove(QLatin1String(k));
            b.remove(QLatin1String(k));
        }
        QCOMPARE(a, b);
        const QJsonObject dice = rollOf(a, QStringLiteral("dice-sacrifice"));
        QCOMPARE(dice.value(QStringLiteral("documented")).toObject().value(QStringLiteral("text")).toString(),
                 QStringLiteral("5/14"));
        const qint64 placed = dice.value(QStringLiteral("placed")).toInteger();
        const qint64 left = dice.value(QStringLiteral("deadEndLeft")).toInteger();
        QVERIFY(placed > 0 && placed < left && left <= 20000);
        const QJsonArray ci = dice.value(QStringLiteral("ci95")).toArray();
        const double rate = dice.value(QStringLiteral("rate")).toDouble();
        QVERIFY(ci[0].toDouble() < rate && rate < ci[1].toDouble());
        QCOMPARE(rate, double(placed) / double(left));
        const QJsonObject dice1of50 = a.value(QStringLiteral("typeSplits")).toArray()[0].toObject();
        QCOMPARE(dice1of50.value(QStringLiteral("split")).toString(),
                 QStringLiteral("dice-of-dice-sacrifice"));
        QCOMPARE(
            dice1of50.value(QStringLiteral("documented")).toObject().value(QStringLiteral("text")).toString(),
            QStringLiteral("1/50"));
        QCOMPARE(dice1of50.value(QStringLiteral("of")).toInteger(), placed); // every dice or sacrifice room
        const QJsonObject rooms =
            a.value(QStringLiteral("histograms")).toObject().value(QStringLiteral("rooms")).toObject();
        QCOMPARE(rooms.value(QStringLiteral("count")).toInteger(), 20000);
        QVERIFY(rooms.value(QStringLiteral("min")).toInt() >= 7);
        // Stage 11: no optional rolls at all.
        const QJsonObject dark = jsonOf(runTool(words("stats --stage 11 --count 500")).out);
        // Only the planetarium step runs on the Dark Room (repentance.md R11 steps 9 and 10).
        const QJsonArray darkRolls = dark.value(QStringLiteral("rolls")).toArray();
        QCOMPARE(darkRolls.size(), 1);
        QCOMPARE(dark.value(QStringLiteral("floors")).toInteger() +
                     dark.value(QStringLiteral("failures")).toInteger(),
                 500);
    }

    void statsCsv() {
        const Run r = runTool(words("stats --count 3000 --hearts 2 --format csv --space run"));
        QCOMPARE(r.rc, 0);
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(
            lines.first(),
            QStringLiteral("section,key,name,value,count,total,rate,ci_low,ci_high,documented,condition"));
        bool dice = false, histogram = false;
        for (const QString &l : lines) {
            if (l.startsWith(QStringLiteral("roll,dice-sacrifice,"))) {
                dice = true;
                QVERIFY2(l.contains(QStringLiteral(",0.14285714,")), qPrintable(l)); // hurt: 1/7
            }
            if (l.startsWith(QStringLiteral("histogram,attempts,Attempts,1,")))
                histogram = true;
        }
        QVERIFY(dice);
        QVERIFY(histogram);
    }

    void statsBadInput_data() {
        QTest::addColumn<QString>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("count 0") << "stats --count 0"
                                 << "--count: 0 is out of range";
        QTest::newRow("count text") << "stats --count many"
                                    << "--count: \"many\" is not a whole number";
        QTest::newRow("empty range") << "stats --seed-range 9..3"
                                     << "the range 9..3 is empty";
        QTest::newRow("both") << "stats --seed-range 1..3 --count 5"
                              << "only one of --count and --seed-range";
        QTest::newRow("threads") << "stats --threads 999"
                                 << "--threads: 999 is out of range";
        QTest::newRow("format") << "stats --format xml"
                                << "--format: \"xml\" is not json or csv";
        QTest::newRow("space") << "stats --space moon"
                               << "--space: \"moon\" is not stage or run";
        QTest::newRow("a seed") << "stats --stage-seed 5"
                                << "stats takes no single seed";
        QTest::newRow("stage type") << "stats --stage 10 --stage-type 2"
                                    << "stage 10 has no stage type 2";
        QTest::newRow("blue womb") << "stats --stage 9"
                                   << "the Blue Womb is not generated";
    }
    void statsBadInput() {
        QFETCH(QString, args);
        QFETCH(QString, message);
        floorgen::testing::verifyRefused(runTool(args.split(QLatin1Char(' '))), message);
    }

    void parseCriteria() {
        SearchArgs o;
        QString error;
        QVERIFY2(parseSearchArgs(
                     words("--has curse=2,library,treasure=1..2 --lacks shop --boss monstro,#6 "
                           "--max-distance boss:super-secret=3,treasure=1 --adjacent start,dice "
                           "--rooms 10..14 --xl --has-curse labyrinth,blind --attempts 1 --space stage "
                           "--from 100 --to 200 --limit 0 --threads 1 --stage 3"),
                     o, error),
                 qPrintable(error));
        const Criteria &c = o.criteria;
        QCOMPARE(c.counts.size(), std::size_t(4));
        QCOMPARE(int(c.counts[0].kind.type), int(RoomType::Curse));
        QCOMPARE(c.counts[0].min, 2);
        QCOMPARE(c.counts[0].max, 2);
        QCOMPARE(c.counts[1].min, 1);
        QCOMPARE(c.counts[1].max, -1);
        QCOMPARE(c.counts[2].max, 2);
        QCOMPARE(c.counts[3].max, 0);
        QCOMPARE(c.bossSubtypes, (std::vector<int>{1, 6}));
        QCOMPARE(c.distances.size(), std::size_t(3));
        QCOMPARE(int(c.distances[0].from.type), int(RoomType::Boss));
        QCOMPARE(c.distances[0].maxDistance, 3);
        QVERIFY(c.distances[1].from.start);
        QVERIFY(c.distances[2].from.start);
        QCOMPARE(int(c.distances[2].to.type), int(RoomType::Dice));
        QCOMPARE(c.distances[2].maxDistance, 1);
        QCOMPARE(c.minRooms, 10);
        QCOMPARE(c.maxRooms, 14);
        QCOMPARE(c.xl, 1);
        QCOMPARE(int(c.cursesAll), int(kCurseLabyrinth | kCurseBlind));
        QCOMPARE(c.maxAttempts, 1);
        QCOMPARE(o.space, SeedSpace::Stage);
        QCOMPARE(o.from, 100u);
        QCOMPARE(o.to, 200u);
        QCOMPARE(o.limit, std::uint64_t(0));
        QCOMPARE(o.settings.stage, 3);
        // Seed strings as bounds.
        QVERIFY(parseSearchArgs(words("--from B91Y9THH"), o, error));
        QCOMPARE(o.from, 12345u);
    }

    // Every seed printed is confirmed by generating its floor again.
    void searchConfirmed() {
        const Run r =
            runTool(words("search --has library,curse --boss Monstro --max-distance treasure=1 --limit 3"));
        QCOMPARE(r.rc, 0);
        const QStringList seeds = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(seeds.size(), 3);
        QVERIFY2(r.err.contains(QStringLiteral("3 found (limit reached)")), qPrintable(r.err));
        for (const QString &text : seeds) {
            const auto seed = parseSeedString(text.toStdString());
            QVERIFY2(bool(seed), qPrintable(text));
            Settings s;
            s.runSeed = *seed;
            Floor f;
            QCOMPARE(int(generate(s, f)), int(GenerateStatus::Ok));
            QVERIFY(f.count(RoomType::Library) >= 1);
            QVERIFY(f.count(RoomType::Curse) >= 1);
            bool monstro = false; // either boss room of an XL floor counts
            for (const Room &room : f.rooms)
                if (room.type == RoomType::Boss && bossName(room.bossSubtype) == "Monstro")
                    monstro = true;
            QVERIFY(monstro);
            const Room *t = f.findFirst(RoomType::Treasure);
            const int dx = std::abs(t->anchor.x - 6), dy = std::abs(t->anchor.y - 6);
            QCOMPARE(dx + dy, 1); // 1x1 treasure room next to the 1x1 start room at (6,6)
        }
        const Run json = runTool(words("search --has planetarium --space stage --limit 2 --format json"));
        QCOMPARE(json.rc, 0);
        const QJsonObject j = jsonOf(json.out);
        const QJsonArray m = j.value(QStringLiteral("matches")).toArray();
        QCOMPARE(m.size(), 2);
        QCOMPARE(j.value(QStringLiteral("searchedTo")).toInteger(),
                 m[1].toObject().value(QStringLiteral("stageSeed")).toInteger());
        Settings s;
        s.stageSeed =
            static_cast<std::uint32_t>(m[0].toObject().value(QStringLiteral("stageSeed")).toInteger());
        Floor f;
        QCOMPARE(int(generate(s, f)), int(GenerateStatus::Ok));
        QCOMPARE(f.count(RoomType::Planetarium), 1);
    }

    void searchImpossible_data() {
        QTest::addColumn<QString>("args");
        QTest::newRow("Mom on stage 1") << "search --space stage --boss mom --to 20000";
        QTest::newRow("shop on stage 11") << "search --space stage --stage 11 --has shop --to 5000";
        QTest::newRow("rooms a floor may have, seldom") << "search --space stage --ruleset afterbirth-plus "
                                                           "--rooms 21..24 --to 20000";
    }
    void searchImpossible() {
        QFETCH(QString, args);
        const Run r = runTool(args.split(QLatin1Char(' ')));
        QCOMPARE(r.rc, 0);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(QStringLiteral(": 0 found")), qPrintable(r.err));
    }

    // Criteria no floor can meet are refused before any sweep (exit 2, nothing on standard output), with the
    // reason.
    void searchRefused_data() {
        QTest::addColumn<QString>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("has and lacks")
            << "search --has shop --lacks shop"
            << "no floor can match: the criteria contradict each other: at least 1 "
               "shop room and at most 0";
        QTest::newRow("counts") << "search --has shop=2 --has shop=0..1"
                                << "at least 2 shop rooms and at most 1";
        QTest::newRow("start next to start") << "search --adjacent start,start"
                                             << "a floor has one start room";
        QTest::newRow("start to start") << "search --max-distance start:start=2"
                                        << "a floor has one start room";
        QTest::newRow("no start") << "search --lacks start"
                                  << "a floor has exactly one start room";
        QTest::newRow("near a lacking room") << "search --lacks library --adjacent library,start"
                                             << "at least 1 library room and at most 0";
        QTest::newRow("boss #0") << "search --boss #0"
                                 << "--boss: #0 is no boss subtype (only the Void's extra boss rooms";
        QTest::newRow("boss #999") << "search --boss #999"
                                   << "--boss: #999 is no boss subtype";
        QTest::newRow("boss #7 and #999") << "search --boss #7,#999"
                                          << "--boss: #999 is no boss subtype";
        QTest::newRow("boss name") << "search --boss Monstrous"
                                   << "unknown boss \"Monstrous\"";
        QTest::newRow("rooms 79..80, Basement I")
            << "search --rooms 79..80"
            << "no floor can match: a floor of these settings has at most 75 rooms (repentance, stage 1)";
        QTest::newRow("rooms 25, afterbirth-plus Basement I")
            << "search --ruleset afterbirth-plus --rooms 25"
            << "at most 24 rooms (afterbirth-plus, stage 1), and the criteria need 25";
        QTest::newRow("rooms 28, afterbirth-plus Basement I, hard")
            << "search --ruleset afterbirth-plus --hard --rooms 28"
            << "at most 27 rooms (afterbirth-plus, stage 1, hard)";
        QTest::newRow("normal rooms, afterbirth-plus Basement I")
            << "search --ruleset afterbirth-plus --has normal=30"
            << "at most 24 rooms";
        QTest::newRow("devil") << "search --has devil"
                               << "repentance never places devil rooms on a floor's grid";
        QTest::newRow("angel") << "search --has angel"
                               << "repentance never places angel rooms";
        QTest::newRow("black market") << "search --has black-market"
                                      << "repentance never places black-market rooms";
        QTest::newRow("greed exit") << "search --has greed-exit"
                                    << "repentance never places greed-exit rooms";
        QTest::newRow("next to a devil room") << "search --adjacent devil,boss"
                                              << "never places devil rooms";
        QTest::newRow("planetarium, afterbirth-plus") << "search --ruleset afterbirth-plus --has planetarium"
                                                      << "afterbirth-plus never places planetarium rooms";
        QTest::newRow("ultra secret, afterbirth-plus")
            << "search --ruleset afterbirth-plus --max-distance ultra-secret=3"
            << "afterbirth-plus never places ultra-secret rooms";
        QTest::newRow("XL on stage 2") << "search --stage 2 --xl"
                                       << "Labyrinth cannot be in force on this floor";
        QTest::newRow("XL, Lost forced") << "search --curse lost --xl"
                                         << "the curses are forced without it";
        QTest::newRow("Labyrinth, not XL") << "search --has-curse labyrinth --no-xl"
                                           << "Labyrinth in force makes the floor XL";
    }
    void searchRefused() {
        QFETCH(QString, args);
        QFETCH(QString, message);
        verifyRefused(runTool(args.split(QLatin1Char(' '))), message);
    }

    // What the refusals leave alone: criteria a floor meets.
    void searchAccepted_data() {
        QTest::addColumn<QString>("args");
        QTest::newRow("boss #0 on the Void") << "search --stage 12 --boss #0 --limit 1";
        QTest::newRow("boss #1") << "search --boss #1 --limit 1";
        QTest::newRow("two treasure rooms, XL")
            << "search --ruleset afterbirth-plus --has treasure=2 --limit 1";
        QTest::newRow("19 rooms, afterbirth-plus")
            << "search --ruleset afterbirth-plus --rooms 19..24 --limit 1";
        QTest::newRow("XL, stage 1") << "search --xl --limit 1";
    }
    void searchAccepted() {
        QFETCH(QString, args);
        const Run r = runTool(args.split(QLatin1Char(' ')));
        QCOMPARE(r.rc, 0);
        QCOMPARE(r.out.count(QLatin1Char('\n')), 1);
        QVERIFY2(r.err.contains(QStringLiteral("1 found (limit reached)")), qPrintable(r.err));
    }

    void searchBadInput_data() {
        QTest::addColumn<QString>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("type") << "search --has libary"
                              << "unknown room type \"libary\"";
        QTest::newRow("boss") << "search --boss Nobody"
                              << "unknown boss \"Nobody\"";
        QTest::newRow("distance") << "search --max-distance treasure"
                                  << "\"treasure\" is not [FROM:]TYPE=N";
        QTest::newRow("distance value") << "search --max-distance treasure=x"
                                        << "\"x\" is not a whole number";
        QTest::newRow("adjacent") << "search --adjacent treasure"
                                  << "\"treasure\" is not two room types";
        QTest::newRow("from 0") << "search --from 0"
                                << "--from: 0 is out of range";
        QTest::newRow("reversed") << "search --from 10 --to 5"
                                  << "--from 10 is after --to 5";
        QTest::newRow("curse") << "search --has-curse dark"
                               << "unknown curse \"dark\"";
        QTest::newRow("xl both") << "search --xl --no-xl"
                                 << "only one of --xl and --no-xl";
        QTest::newRow("rooms") << "search --rooms 0"
                               << "--rooms: 0 is out of range";
        QTest::newRow("count") << "search --has curse=1..x"
                               << "\"x\" is not a whole number";
        QTest::newRow("space") << "search --space sideways"
                               << "\"sideways\" is not run or stage";
    }
    void searchBadInput() {
        QFETCH(QString, args);
        QFETCH(QString, message);
        const Run r = runTool(args.split(QLatin1Char(' ')));
        QCOMPARE(r.rc, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void helpAndBosses() {
        const Run h = runTool(words("search --help"));
        QCOMPARE(h.rc, 0);
        QVERIFY(h.out.contains(QStringLiteral("--max-distance [FROM:]TYPE=N")));
        const Run b = runTool(words("search --list-bosses"));
        QCOMPARE(b.rc, 0);
        QVERIFY(b.out.contains(QStringLiteral("#1 Monstro\n")));
        QVERIFY(b.out.contains(QStringLiteral("#6 Mom\n")));
        QCOMPARE(runTool(words("stats --help")).rc, 0);
    }
};

QTEST_GUILESS_MAIN(TestCliStats)
#include "test_cli_stats.moc"
