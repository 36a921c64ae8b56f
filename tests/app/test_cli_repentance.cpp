// The command-line contract of generation.md 12 for the repentance rule set: the reference floors of
// tests/data/repentance-reference.jsonl.gz through `batch`, the floor JSON of repentance.md R20.1, the
// repentance options of `generate` and `batch`, and the `run` command (R9.7).

#include "../core/referencefloors.h"
#include "clioptions.h"
#include "clirunner.h"
#include "cmd_search.h"
#include "commands.h"
#include "floorgen/repstages.h"
#include "floorgen/rng.h"
#include "floorgen/run.h"
#include "floorgen/search.h"
#include "floorgen/seedstring.h"

#include <algorithm>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace floorgen;
using namespace floorgen::cli;
using floorgen::testing::Run;
using floorgen::testing::runTool;
using floorgen::testing::words;

namespace {

QList<QJsonObject> jsonLines(const QString &out) {
    QList<QJsonObject> objects;
    for (const QString &line : out.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        objects << QJsonDocument::fromJson(line.toUtf8()).object();
    return objects;
}

QJsonObject generateJson(const QStringList &args) {
    const Run r = runTool(QStringList{QStringLiteral("generate")} + args);
    if (r.rc != 0)
        qWarning("generate failed: %s", qPrintable(r.err));
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

QStringList approximations(const QJsonObject &floor) {
    QStringList out;
    for (const auto &v : floor.value(QStringLiteral("approximations")).toArray())
        out << v.toString();
    return out;
}

// The fields of R20.1 that a repentance floor adds.
const char *const kRepFloorKeys[] = {"provenance",
                                     "approximations",
                                     "stageSeedSlot",
                                     "curseTier",
                                     "targetFinal",
                                     "minDeadEnds",
                                     "mirrorFloor",
                                     "mineshaftFloor",
                                     "strangeDoorFloor",
                                     "blockedCells",
                                     "extraRooms",
                                     "planetariumChance",
                                     "planetariumChanceBits",
                                     "shopLevel",
                                     "surpriseMiniboss",
                                     "offGrid",
                                     "bossPools",
                                     "route",
                                     "onRoute"};
const char *const kRepRoomKeys[] = {"bossSubtype", "doubleTrouble", "subtype", "step",
                                    "seeds",       "flags",         "doorMask"};

} // namespace

class TestCliRepentance : public QObject {
    Q_OBJECT

private slots:
    // The 300 input lines of the reference file through `batch`, in one run: every output floor has the
    // expected fields (grid, rooms, dead ends, ...).
    void referenceFloorsThroughBatch() {
        const auto lines = testing::referenceFloorLines();
        QVERIFY2(lines.size() == 300,
                 qPrintable(
                     QStringLiteral("%1 lines in %2").arg(lines.size()).arg(testing::referenceFloorsPath())));
        QByteArray input;
        QList<QJsonObject> expected;
        for (const QByteArray &line : lines) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            input +=
                QJsonDocument(o.value(QStringLiteral("input")).toObject()).toJson(QJsonDocument::Compact);
            input += '\n';
            expected << o.value(QStringLiteral("expected")).toObject();
        }
        const Run r = runTool({QStringLiteral("batch")}, input);
        QCOMPARE(r.rc, 0);
        const QList<QJsonObject> out = jsonLines(r.out);
        QCOMPARE(out.size(), expected.size());
        for (qsizetype i = 0; i < out.size(); ++i) {
            const QJsonObject &e = expected[i];
            const QJsonObject &o = out[i];
            const QString where =
                QStringLiteral("line %1 (%2)").arg(i + 1).arg(QString::fromUtf8(lines[i].left(160)));
            QVERIFY2(o.value(QStringLiteral("ok")).toBool(),
                     qPrintable(where + QStringLiteral(": ") + o.value(QStringLiteral("error")).toString()));
            for (auto it = e.begin(); it != e.end(); ++it) {
                const QString key = it.key();
                if (key == QLatin1String("rooms")) {
                    const QJsonArray want = it.value().toArray();
                    const QJsonArray got = o.value(QStringLiteral("rooms")).toArray();
                    QVERIFY2(want.size() == got.size(), qPrintable(where + QStringLiteral(": room count")));
                    for (qsizetype k = 0; k < want.size(); ++k) {
                        const QJsonObject w = want[k].toObject();
                        const QJsonObject g = got[k].toObject();
                        for (auto f = w.begin(); f != w.end(); ++f)
                            QVERIFY2(
                                g.value(f.key()) == f.value(),
                                qPrintable(
                                    QStringLiteral("%1: room %2 field %3").arg(where).arg(k).arg(f.key())));
                        if (!w.contains(QStringLiteral("bossSubtype")))
                            QVERIFY2(g.value(QStringLiteral("bossSubtype")).isNull(),
                                     qPrintable(QStringLiteral("%1: room %2 bossSubtype").arg(where).arg(k)));
                    }
                    continue;
                }
                const QString outKey = key == QLatin1String("curse") ? QStringLiteral("curseMask") : key;
                QVERIFY2(o.value(outKey) == it.value(), qPrintable(where + QStringLiteral(": ") + key));
            }
        }
    }

    // R20.1: every floor field and room field; the ultra secret room's red-room list.
    void repentanceFloorJson() {
        const QJsonObject f = generateJson(words("--seed B91Y9THH --stage 3 --stage-type alt"));
        QCOMPARE(f.value(QStringLiteral("ruleset")).toString(), QStringLiteral("repentance"));
        for (const char *key : kRepFloorKeys)
            QVERIFY2(f.contains(QLatin1String(key)), key);
        const auto v = stageSeedsOf(12345);
        const int alt = rep::alternatePathType(v, 3);
        QCOMPARE(f.value(QStringLiteral("stageType")).toInt(), alt);
        QCOMPARE(
            f.value(QStringLiteral("stageName")).toString(),
            QString::fromUtf8(rep::repFloorName(3, alt).data(), qsizetype(rep::repFloorName(3, alt).size())));
        QCOMPARE(f.value(QStringLiteral("stageSeedSlot")).toInt(), 4);
        QVERIFY(approximations(f).contains(QStringLiteral("alternate stage type")));
        QCOMPARE(f.value(QStringLiteral("bossPools")).toString(), QStringLiteral("run"));
        QCOMPARE(f.value(QStringLiteral("curseTier")).toString(), QStringLiteral("all"));
        QVERIFY(f.value(QStringLiteral("onRoute")).toBool());
        // The default route of an alternate floor: the main-path floors 1..3.
        const QJsonArray route = f.value(QStringLiteral("route")).toArray();
        QCOMPARE(route.size(), 3);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(route[i].toObject().value(QStringLiteral("stage")).toInt(), i + 1);
            QCOMPARE(route[i].toObject().value(QStringLiteral("stageType")).toInt(),
                     rep::mainPathType(v, i + 1, Achievements{}));
        }
        const QString bits = f.value(QStringLiteral("planetariumChanceBits")).toString();
        QCOMPARE(bits.size(), 8);
        bool ok = false;
        const quint32 pattern = bits.toUInt(&ok, 16);
        QVERIFY(ok);
        float chance = 0;
        std::memcpy(&chance, &pattern, sizeof chance);
        QCOMPARE(double(chance), f.value(QStringLiteral("planetariumChance")).toDouble());
        int previous = -1;
        for (const auto &c : f.value(QStringLiteral("blockedCells")).toArray()) {
            QVERIFY(c.toInt() > previous);
            previous = c.toInt();
        }
        int ultra = 0;
        for (const auto &value : f.value(QStringLiteral("rooms")).toArray()) {
            const QJsonObject room = value.toObject();
            for (const char *key : kRepRoomKeys)
                QVERIFY2(room.contains(QLatin1String(key)), key);
            const int type = room.value(QStringLiteral("type")).toInt();
            QCOMPARE(room.value(QStringLiteral("bossSubtype")).isNull(), type != 5);
            if (room.value(QStringLiteral("number")).toInt() == 0)
                QCOMPARE(room.value(QStringLiteral("step")).toString(), QStringLiteral("start"));
            if (type == 5)
                QCOMPARE(room.value(QStringLiteral("step")).toString(), QStringLiteral("boss"));
            if (!room.value(QStringLiteral("seeds")).isNull())
                QCOMPARE(room.value(QStringLiteral("seeds")).toArray().size(), 4);
            if (type == 29) {
                ++ultra;
                const QJsonArray doors = room.value(QStringLiteral("redRoomDoors")).toArray();
                QCOMPARE(room.value(QStringLiteral("redRoomCell")).toInt(),
                         doors.isEmpty() ? -1 : doors[0].toObject().value(QStringLiteral("cell")).toInt());
                QCOMPARE(room.value(QStringLiteral("step")).toString(), QStringLiteral("ultra-secret"));
            }
        }
        QCOMPARE(ultra, 1);
    }

    // The afterbirth-plus floor JSON has none of R20.1's fields.
    void afterbirthJsonUnchanged() {
        const QJsonObject f = generateJson(words("--ruleset afterbirth-plus --stage-seed 77"));
        QVERIFY(f.value(QStringLiteral("ok")).toBool());
        for (const char *key : kRepFloorKeys)
            if (QLatin1String(key) != QLatin1String("minDeadEnds"))
                QVERIFY2(!f.contains(QLatin1String(key)), key);
        for (const auto &room : f.value(QStringLiteral("rooms")).toArray())
            for (const char *key : {"doubleTrouble", "subtype", "step", "seeds", "flags", "doorMask"})
                QVERIFY2(!room.toObject().contains(QLatin1String(key)), key);
    }

    // Where the boss pools come from (R9.7) and the approximations the floor names.
    void bossPoolsAndApproximations_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("pools");
        QTest::addColumn<QStringList>("approx");
        QTest::addColumn<QStringList>("absent");
        QTest::newRow("stage seed") << words("--stage-seed 5") << QStringLiteral("stage-seed")
                                    << QStringList{QStringLiteral("boss pools from stage seed")}
                                    << QStringList{QStringLiteral("alternate stage type")};
        QTest::newRow("first floor") << words("--run-seed 5 --stage 2 --boss-pools first-floor")
                                     << QStringLiteral("first-floor")
                                     << QStringList{QStringLiteral("boss pools first-floor shortcut")}
                                     << QStringList{QStringLiteral("boss pools from stage seed")};
        QTest::newRow("run, basement")
            << words("--run-seed 5 --stage 1") << QStringLiteral("run") << QStringList{}
            << QStringList{QStringLiteral("boss pools first-floor shortcut"),
                           QStringLiteral("route stage types")};
        QTest::newRow("corpse: the route's alternate floor")
            << words("--run-seed 5 --stage 7 --stage-type 4") << QStringLiteral("run")
            << QStringList{QStringLiteral("route stage types")}
            << QStringList{QStringLiteral("alternate stage type")};
        QTest::newRow("corpse, route given")
            << words("--run-seed 5 --stage 7 --stage-type 4 --route 1:0,2:0") << QStringLiteral("run")
            << QStringList{} << QStringList{QStringLiteral("route stage types")};
        QTest::newRow("main") << words("--run-seed 5 --stage 2 --stage-type main") << QStringLiteral("run")
                              << QStringList{} << QStringList{QStringLiteral("alternate stage type")};
    }
    void bossPoolsAndApproximations() {
        QFETCH(QStringList, args);
        QFETCH(QString, pools);
        QFETCH(QStringList, approx);
        QFETCH(QStringList, absent);
        const QJsonObject f = generateJson(args);
        QVERIFY(f.value(QStringLiteral("ok")).toBool());
        QCOMPARE(f.value(QStringLiteral("bossPools")).toString(), pools);
        const QStringList got = approximations(f);
        for (const QString &a : approx)
            QVERIFY2(got.contains(a), qPrintable(got.join(QLatin1Char(','))));
        for (const QString &a : absent)
            QVERIFY2(!got.contains(a), qPrintable(got.join(QLatin1Char(','))));
    }

    // R9.7 item 1.3: a floor its default route skips (run seed 18 has an XL Caves I) is generated, off route.
    void offRoute() {
        const QJsonObject skipped = generateJson(words("--run-seed 18 --stage 4 --stage-type main"));
        QVERIFY(skipped.value(QStringLiteral("ok")).toBool());
        QVERIFY(!skipped.value(QStringLiteral("onRoute")).toBool());
        const QJsonArray route = skipped.value(QStringLiteral("route")).toArray();
        QCOMPARE(route.size(), 3);
        QVERIFY(route[2].toObject().value(QStringLiteral("xl")).toBool());
        const QJsonObject next = generateJson(words("--run-seed 18 --stage 5 --stage-type main"));
        QVERIFY(next.value(QStringLiteral("onRoute")).toBool());
        QCOMPARE(next.value(QStringLiteral("route")).toArray().size(), 3); // 1, 2, 3: no stage 4
    }

    // `run --format text`: one line a floor, the same floors as the JSON lines, in route order.
    void runAsText() {
        const Run json = runTool(words("run --run-seed 18"));
        const Run text = runTool(words("run --run-seed 18 --format text"));
        QCOMPARE(text.rc, 0);
        const QList<QJsonObject> floors = jsonLines(json.out);
        const QStringList lines = text.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), floors.size());
        QCOMPARE(lines.size(), 9); // run seed 18: Caves I is XL, Caves II is left out
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QJsonObject &f = floors[i];
            QVERIFY2(lines[i].startsWith(f.value(QStringLiteral("stageName")).toString()),
                     qPrintable(lines[i]));
            QString boss;
            for (const QJsonValue &r : f.value(QStringLiteral("rooms")).toArray())
                if (r.toObject().value(QStringLiteral("typeName")).toString() == QLatin1String("Boss")) {
                    boss = r.toObject().value(QStringLiteral("bossName")).toString();
                    break;
                }
            QVERIFY2(boss.isEmpty() || lines[i].contains(QStringLiteral("boss ") + boss),
                     qPrintable(lines[i]));
        }
        QVERIFY(lines[2].contains(QStringLiteral("(XL)")));
        floorgen::testing::verifyRefused(runTool(words("run --run-seed 18 --format xml")),
                                         QStringLiteral("--format"));
    }

    // `search --floor`: the groups the command line builds (criteria after a --floor belong to it, settings
    // options anywhere stay with the command), and their matches are those of the core's search.
    void searchAcrossFloors() {
        SearchArgs o;
        QString error;
        QVERIFY2(parseSearchArgs(words("--no-curse --stage 3 --floor 1 --has library --hard --floor 2:alt "
                                       "--lacks shop --rooms 10..14 --to 9000 --floor 10:1 --no-xl"),
                                 o, error),
                 qPrintable(error));
        QVERIFY(o.settings.hard);
        QCOMPARE(o.to, 9000u);
        std::vector<FloorCriteria> expected(4);
        expected[0].stage = 3;
        expected[0].criteria.noCurse = true;
        expected[1].stage = 1;
        expected[1].criteria.counts.push_back(CountRule{RoomKind{false, RoomType::Library}, 1, -1});
        expected[2].stage = 2;
        expected[2].path = FloorPath::Alternate;
        expected[2].criteria.counts.push_back(CountRule{RoomKind{false, RoomType::Shop}, 0, 0});
        expected[2].criteria.minRooms = 10;
        expected[2].criteria.maxRooms = 14;
        expected[3].stage = 10;
        expected[3].stageType = 1;
        expected[3].criteria.xl = 0;
        QCOMPARE(o.floors.size(), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i)
            QVERIFY2(o.floors[i] == expected[i], qPrintable(QString::number(i)));

        const Run r =
            runTool(words("search --floor 1 --has library --floor 2 --has curse --to 3000 --limit 0"));
        QCOMPARE(r.rc, 0);
        Settings s;
        const std::vector<FloorCriteria> groups{
            expected[1], [] {
                FloorCriteria g;
                g.stage = 2;
                g.criteria.counts.push_back(CountRule{RoomKind{false, RoomType::Curse}, 1, -1});
                return g;
            }()};
        QStringList seeds;
        for (std::uint32_t seed : searchRunSeeds(s, groups, 1, 3000).seeds)
            seeds << QString::fromStdString(seedToString(seed));
        QVERIFY(!seeds.isEmpty());
        QCOMPARE(r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts), seeds);
    }

    // `search --seeds FILE` (or - for standard input): the matches of the range among the seeds listed.
    void searchWithinASeedList() {
        const QStringList criteria = words("search --floor 1 --has library --floor 2 --has curse --limit 0");
        const Run whole = runTool(criteria + words("--to 6000"));
        QCOMPARE(whole.rc, 0);
        const QStringList all = whole.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY(all.size() >= 6);
        // Some matches (one as a number, in a CSV line), some other seeds, a header, a comment, a repeat.
        QByteArray list = "seed,note\n# by hand\n";
        list += QByteArray::number(*parseSeedString(all[1].toStdString())) + ",a number\n";
        list += all[3].toUtf8() + "\n" + all[3].toUtf8() + "\n" + all[5].toUtf8() + "\n";
        for (int seed = 1; seed <= 50; ++seed)
            list += QByteArray::number(seed) + "\n";
        const QStringList expected{all[1], all[3], all[5]};
        QStringList smallOnes; // the listed numbers 1..50 that match
        for (const QString &m : all)
            if (const auto v = parseSeedString(m.toStdString()); v && *v <= 50)
                smallOnes << m;
        QStringList want = smallOnes + expected;
        std::sort(want.begin(), want.end(), [](const QString &a, const QString &b) {
            return *parseSeedString(a.toStdString()) < *parseSeedString(b.toStdString());
        });
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("list.csv"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(list);
        }
        const Run fromFile = runTool(criteria + QStringList{QStringLiteral("--seeds"), path});
        QCOMPARE(fromFile.rc, 0);
        QCOMPARE(fromFile.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts), want);
        const Run fromInput = runTool(criteria + words("--seeds -"), list);
        QCOMPARE(fromInput.out, fromFile.out);
        // --from / --to cut the list.
        const quint32 from = *parseSeedString(all[2].toStdString()) + 1;
        const Run cut = runTool(criteria + QStringList{QStringLiteral("--seeds"), path,
                                                       QStringLiteral("--from"), QString::number(from)});
        QCOMPARE(cut.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts), (QStringList{all[3], all[5]}));
        // Bad lists: exit 2 with a message naming the problem.
        floorgen::testing::verifyRefused(runTool(words("search --has library --seeds -"), "12\nxyz\n"),
                                         QStringLiteral("line 2: \"xyz\" is not a seed"));
        floorgen::testing::verifyRefused(runTool(words("search --has library --seeds /dev/null")),
                                         QStringLiteral("holds no seed"));
        floorgen::testing::verifyRefused(
            runTool(QStringList{QStringLiteral("search"), QStringLiteral("--seeds"), dir.path()}),
            QStringLiteral("is a folder"));
        floorgen::testing::verifyRefused(
            runTool(QStringList{QStringLiteral("search"), QStringLiteral("--seeds"),
                                dir.filePath(QStringLiteral("missing.txt"))}),
            QStringLiteral("cannot read"));
    }

    void searchAcrossFloorsRefuses_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no floor") << words("search --floor") << QStringLiteral("no floor given");
        QTest::newRow("bad type") << words("search --floor 2:3")
                                  << QStringLiteral("not 0, 1, 2, 4, 5, main or alt");
        QTest::newRow("bad stage") << words("search --floor 13") << QStringLiteral("--floor");
        QTest::newRow("twice") << words("search --floor 2 --has shop --floor 2:main --has library")
                               << QStringLiteral("given twice");
        QTest::newRow("stage space") << words("search --space stage --floor 2")
                                     << QStringLiteral("needs --space run");
        QTest::newRow("alternate in afterbirth-plus")
            << words("search --ruleset afterbirth-plus --floor 2:alt") << QStringLiteral("repentance's");
        QTest::newRow("contradiction") << words("search --floor 1 --floor 3 --has shop --lacks shop")
                                       << QStringLiteral("floor 2 (stage 3): the criteria contradict");
        QTest::newRow("bad criterion") << words("search --floor 3 --has nothing")
                                       << QStringLiteral("--floor 3: --has: unknown room type");
    }
    void searchAcrossFloorsRefuses() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        floorgen::testing::verifyRefused(runTool(args), message);
    }

    // --route and "route": the route the floor reports is the one given.
    void routeGiven() {
        const QJsonObject f = generateJson(words("--run-seed 77 --stage 4 --route 1:1,2:4,3:0"));
        const QJsonArray route = f.value(QStringLiteral("route")).toArray();
        QCOMPARE(route.size(), 3);
        QCOMPARE(route[1].toObject().value(QStringLiteral("stageType")).toInt(), 4);
        QCOMPARE(route[2].toObject().value(QStringLiteral("stage")).toInt(), 3);
        const Run b = runTool({QStringLiteral("batch")},
                              "{\"runSeed\": 77, \"stage\": 4, \"route\": [{\"stage\": 1, \"stageType\": 1}, "
                              "{\"stage\": 2, \"stageType\": 4}, {\"stage\": 3, \"stageType\": 0}]}\n");
        const QJsonObject g = jsonLines(b.out).value(0);
        QCOMPARE(g.value(QStringLiteral("route")), f.value(QStringLiteral("route")));
        QCOMPARE(g.value(QStringLiteral("grid")), f.value(QStringLiteral("grid")));
    }

    // Each option of generate and its batch key give the same settings.
    void optionsAndKeysAgree_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("curse tier") << words("--curse-tier womb") << QByteArray("\"curseTier\": \"womb\"");
        QTest::newRow("counters") << words("--super-sin-counter 3 --surprise-miniboss-counter 2")
                                  << QByteArray("\"superSinCounter\": 3, \"surpriseMinibossCounter\": 2");
        QTest::newRow("state flags")
            << words("--state-flag wrath --state-flag dads-note --state-flag ultra-pride")
            << QByteArray("\"stateFlags\": [\"wrath\", \"dads-note\", \"ultra-pride\"]");
        QTest::newRow("achievements")
            << words("--locked-achievement 406 --strange-door-locked")
            << QByteArray("\"lockedAchievements\": [406], \"strangeDoorLocked\": true");
        QTest::newRow("cathedral") << words("--cathedral") << QByteArray("\"cathedral\": true");
        QTest::newRow("boss pools") << words("--boss-pools first-floor")
                                    << QByteArray("\"bossPools\": \"first-floor\"");
        QTest::newRow("golden trinket")
            << words("--item store-key:golden --item golden-horse-shoe")
            << QByteArray("\"items\": [\"store-key:golden\", \"golden-horseshoe\"]");
        QTest::newRow("black candle item")
            << words("--item black-candle") << QByteArray("\"blackCandle\": true");
        QTest::newRow("player") << words("--player cain") << QByteArray("\"player\": \"cain\"");
        QTest::newRow("stage type main")
            << words("--stage 5 --stage-type main") << QByteArray("\"stage\": 5, \"stageType\": \"main\"");
        QTest::newRow("stage type alt")
            << words("--stage 5 --stage-type alt") << QByteArray("\"stage\": 5, \"stageType\": \"alt\"");
    }
    void optionsAndKeysAgree() {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, json);
        GenerateOptions o;
        QString error;
        QVERIFY2(parseGenerateArgs(words("--run-seed 4242") + args, o, error), qPrintable(error));
        QVERIFY(o.settings != Settings{});
        Settings fromJson;
        app::SettingsExtras extras;
        QVERIFY2(app::settingsFromJson(QJsonDocument::fromJson("{\"runSeed\": 4242, " + json + "}").object(),
                                       fromJson, error, &extras),
                 qPrintable(error));
        QVERIFY(fromJson == o.settings);
        QCOMPARE(extras.alternateStageType, o.extras.alternateStageType);
        // settingsToJson writes them back.
        Settings again;
        QVERIFY2(app::settingsFromJson(app::settingsToJson(o.settings), again, error), qPrintable(error));
        QVERIFY(again == o.settings);
    }

    // What each option sets.
    void optionValues() {
        GenerateOptions o;
        QString error;
        QVERIFY2(parseGenerateArgs(words("--run-seed 9 --stage 6 --stage-type 4 --curse-tier eit "
                                         "--state-flag lust --state-flag shopkeeper-killed "
                                         "--locked-achievement 7 --item store-key:golden --item "
                                         "knife-piece-1 --player tainted-keeper --route 1:0,2:1"),
                                   o, error),
                 qPrintable(error));
        const Settings &s = o.settings;
        QCOMPARE(s.stageType, 4);
        QCOMPARE(s.curseTier, CurseTier::Eit);
        QCOMPARE(s.state.stateFlags, (std::uint64_t{1} << 11) | (std::uint64_t{1} << 31));
        QVERIFY(!s.achievements.unlocked(7));
        QVERIFY(s.achievements.unlocked(635));
        // NAME:golden is a golden copy alone (Mult 2), not a plain copy besides it.
        QVERIFY(!s.has(Item::StoreKey) && s.has(Item::KnifePiece1));
        QCOMPARE(s.golden, itemBit(Item::StoreKey));
        GenerateOptions both;
        QVERIFY2(parseGenerateArgs(words("--stage-seed 5 --item telescope-lens --item telescope-lens:golden"),
                                   both, error),
                 qPrintable(error));
        QVERIFY(both.settings.has(Item::TelescopeLens));
        QCOMPARE(both.settings.golden, itemBit(Item::TelescopeLens));
        QCOMPARE(s.state.character, 33);
        QCOMPARE(s.state.player, PlayerType::Other);
        QVERIFY(s.route.has_value());
        QCOMPARE(s.route->size(), std::size_t{2});
        QCOMPARE((*s.route)[1], (RouteFloor{2, 1}));
        QVERIFY(!o.extras.alternateStageType);
        // The old player names keep their PlayerType and set the character too.
        QVERIFY(parseGenerateArgs(words("--stage-seed 9 --player the-lost"), o, error));
        QCOMPARE(o.settings.state.player, PlayerType::TheLost);
        QCOMPARE(o.settings.state.character, 10);
        QVERIFY(parseGenerateArgs(words("--stage-seed 9 --player other"), o, error));
        QCOMPARE(o.settings.state.player, PlayerType::Other);
        QVERIFY(parseGenerateArgs(words("--stage-seed 9 --player 21"), o, error));
        QCOMPARE(o.settings.state.character, 21);
        // main and alt follow R3.2 and R3.3.
        const auto v = stageSeedsOf(4242);
        for (int stage = 1; stage <= 8; ++stage) {
            QVERIFY(parseGenerateArgs(words("--run-seed 4242 --stage-type main --stage") +
                                          QStringList{QString::number(stage)},
                                      o, error));
            QCOMPARE(o.settings.stageType, rep::mainPathType(v, stage, Achievements{}));
            QVERIFY(parseGenerateArgs(words("--run-seed 4242 --stage-type alt --stage") +
                                          QStringList{QString::number(stage)},
                                      o, error));
            QCOMPARE(o.settings.stageType, rep::alternatePathType(v, stage));
            QVERIFY(o.extras.alternateStageType);
        }
        QVERIFY(
            parseGenerateArgs(words("--run-seed 4242 --stage 10 --stage-type main --cathedral"), o, error));
        QCOMPARE(o.settings.stageType, 1);
    }

    // `run`: the default route is the main path 1..8, then 10 and 11, skipping the stage after a Labyrinth
    // floor; every floor equals `generate` with the floors before it as its route.
    void runDefaultRoute_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("B91Y 9THH") << words("--seed B91Y9THH");
        QTest::newRow("run seed 7, hard") << words("--run-seed 7 --hard");
        QTest::newRow("run seed 3, cathedral") << words("--run-seed 3 --cathedral --item luna");
        QTest::newRow("run seed 18, Labyrinth on stage 3") << words("--run-seed 18");
        QTest::newRow("run seed 54, Labyrinth on stages 1 and 7") << words("--run-seed 54");
    }
    void runDefaultRoute() {
        QFETCH(QStringList, args);
        const Run r = runTool(QStringList{QStringLiteral("run")} + args);
        QCOMPARE(r.rc, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        const QList<QJsonObject> floors = jsonLines(r.out);
        QVERIFY(floors.size() >= 7);
        GenerateOptions base;
        QString error;
        QVERIFY(parseGenerateArgs(args, base, error));
        const auto v = stageSeedsOf(*base.settings.runSeed);
        int expectedStage = 1;
        QStringList route;
        for (const QJsonObject &f : floors) {
            const int stage = f.value(QStringLiteral("stage")).toInt();
            const int type = f.value(QStringLiteral("stageType")).toInt();
            QCOMPARE(stage, expectedStage);
            if (stage <= 8)
                QCOMPARE(type, rep::mainPathType(v, stage, Achievements{}));
            else
                QCOMPARE(type, base.settings.cathedral ? 1 : 0);
            QCOMPARE(f.value(QStringLiteral("route")).toArray().size(), route.size());
            // The same floor from generate, with the floors before it as its route.
            QStringList g = args + QStringList{QStringLiteral("--stage"), QString::number(stage),
                                               QStringLiteral("--stage-type"), QString::number(type)};
            if (!route.isEmpty())
                g << QStringLiteral("--route") << route.join(QLatin1Char(','));
            else
                g << QStringLiteral("--route") << QString();
            const QJsonObject single = generateJson(g);
            QCOMPARE(single.value(QStringLiteral("grid")), f.value(QStringLiteral("grid")));
            QCOMPARE(single.value(QStringLiteral("rooms")), f.value(QStringLiteral("rooms")));
            route << QStringLiteral("%1:%2").arg(stage).arg(type);
            const bool xl = f.value(QStringLiteral("xl")).toBool();
            if (stage == 8)
                expectedStage = 10;
            else if (xl && (stage == 1 || stage == 3 || stage == 5))
                expectedStage = stage + 2;
            else if (xl && stage == 7)
                expectedStage = 10;
            else
                expectedStage = stage + 1;
        }
        QCOMPARE(expectedStage, 12); // ended after stage 11
    }

    // A route given: exactly those floors, in that order, each with the ones before it.
    void runGivenRoute() {
        const Run r = runTool(words("run --run-seed 99 --route 1:0,1:4,2:5,3:0"));
        QCOMPARE(r.rc, 0);
        const QList<QJsonObject> floors = jsonLines(r.out);
        QCOMPARE(floors.size(), 4);
        const int stages[] = {1, 1, 2, 3};
        const int types[] = {0, 4, 5, 0};
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(floors[i].value(QStringLiteral("stage")).toInt(), stages[i]);
            QCOMPARE(floors[i].value(QStringLiteral("stageType")).toInt(), types[i]);
            QCOMPARE(floors[i].value(QStringLiteral("route")).toArray().size(), i);
        }
        // afterbirth-plus: each floor as generate gives it.
        const Run ab = runTool(words("run --ruleset afterbirth-plus --run-seed 99 --route 1:0,2:1"));
        QCOMPARE(ab.rc, 0);
        const QList<QJsonObject> abFloors = jsonLines(ab.out);
        QCOMPARE(abFloors.size(), 2);
        QCOMPARE(abFloors[1],
                 generateJson(words("--ruleset afterbirth-plus --run-seed 99 --stage 2 --stage-type 1")));
    }

    // `run` refuses what it cannot do.
    void runRefused_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("no seed") << words("run") << QStringLiteral("give a run seed");
        QTest::newRow("stage seed") << words("run --stage-seed 5") << QStringLiteral("Unknown option");
        QTest::newRow("stage") << words("run --run-seed 5 --stage 3") << QStringLiteral("Unknown option");
        QTest::newRow("blue womb") << words("run --run-seed 5 --route 8:0,9:0")
                                   << QStringLiteral("route floor 9:0");
        QTest::newRow("bad route") << words("run --run-seed 5 --route 1-0") << QStringLiteral("\"1-0\"");
        QTest::newRow("afterbirth alt")
            << words("run --ruleset afterbirth-plus --run-seed 5 --route 1:4") << QStringLiteral("1:4");
        QTest::newRow("afterbirth tier")
            << words("run --ruleset afterbirth-plus --run-seed 5 --curse-tier none")
            << QStringLiteral("--curse-tier");
    }
    void runRefused() {
        QFETCH(QStringList, args);
        QFETCH(QString, messagePart);
        floorgen::testing::verifyRefused(runTool(args), messagePart);
    }

    // bench: the stage type, and the stage-seed boss pools of repentance.
    void bench() {
        const Run r = runTool(words("bench --count 50 --stage 4 --stage-type 4"));
        QCOMPARE(r.rc, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("bossPools")).toString(), QStringLiteral("stage-seed"));
        QCOMPARE(o.value(QStringLiteral("stageType")).toInt(), 4);
        QCOMPARE(o.value(QStringLiteral("failures")).toInt(), 0);
        // Without Knife Piece 1 Mines II is no Mineshaft floor (R6.1): its grids are Caves II's of the same
        // stage seeds. Downpour II is a Mirror floor (3 rooms fewer) whatever the items: its grids differ.
        const auto hashOf = [](const char *args) {
            return QJsonDocument::fromJson(runTool(words(args)).out.toUtf8())
                .object()
                .value(QStringLiteral("gridHash"));
        };
        QCOMPARE(hashOf("bench --count 50 --stage 4"), o.value(QStringLiteral("gridHash")));
        QVERIFY(hashOf("bench --count 50 --stage 2") != hashOf("bench --count 50 --stage 2 --stage-type 4"));
        const Run ab = runTool(words("bench --count 5 --ruleset afterbirth-plus"));
        QVERIFY(!QJsonDocument::fromJson(ab.out.toUtf8()).object().contains(QStringLiteral("bossPools")));
        floorgen::testing::verifyRefused(runTool(words("bench --ruleset afterbirth-plus --stage-type 5")),
                                         QStringLiteral("--stage-type 5"));
        floorgen::testing::verifyRefused(runTool(words("bench --stage 7 --stage-type 5")),
                                         QStringLiteral("Mortis"));
    }

    // --help documents every option.
    void helpListsOptions() {
        const Run g = runTool(words("generate --help"));
        QCOMPARE(g.rc, 0);
        for (const char *option :
             {"--stage-type", "main", "alt", "--curse-tier", "--super-sin-counter",
              "--surprise-miniboss-counter", "--state-flag", "dads-note", "--locked-achievement",
              "--strange-door-locked", "--cathedral", "--route", "--boss-pools", "first-floor",
              "tainted-keeper", "knife-piece-1", ":golden"})
            QVERIFY2(g.out.contains(QLatin1String(option)), option);
        const Run r = runTool(words("run --help"));
        QCOMPARE(r.rc, 0);
        QVERIFY(r.out.contains(QStringLiteral("--route")));
        QVERIFY(!r.out.contains(QStringLiteral("--stage-seed")));
        const Run b = runTool(words("batch --help"));
        for (const char *key : {"curseTier", "superSinCounter", "surpriseMinibossCounter", "stateFlags",
                                "lockedAchievements", "strangeDoorLocked", "cathedral", "route", "bossPools"})
            QVERIFY2(b.out.contains(QLatin1String(key)), key);
        const Run top = runTool(words("--help"));
        QVERIFY(top.out.contains(QStringLiteral("run ")));
        QVERIFY(top.out.contains(QStringLiteral("10,000")));
        QVERIFY(runTool(words("bench --help")).out.contains(QStringLiteral("--stage-type")));
    }
};

QTEST_GUILESS_MAIN(TestCliRepentance)
#include "test_cli_repentance.moc"
