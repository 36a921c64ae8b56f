// The command-line tool: argument parsing into structs, and the commands' output and exit codes.

#include "../core/synthcatalog.h"
#include "clioptions.h"
#include "clirunner.h"
#include "commands.h"

#include <QBuffer>
#include <QDir>
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

namespace {} // namespace

class TestCli : public QObject {
    Q_OBJECT

private slots:
    // --game-data (generation.md 12): a folder of our own synthetic room files; every room's `layout` names
    // the file entry it was given, `gameData` the folder; bad folders, and repentance floors the files lack
    // rooms for, are refused.
    void gameData() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QDir(dir.path()).mkdir(QStringLiteral("rooms"));
        auto save = [&](const QString &name, const RoomFile &f) {
            const auto data = writeStb(f);
            QFile out(dir.path() + QStringLiteral("/rooms/") + name);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(reinterpret_cast<const char *>(data.data()), static_cast<qint64>(data.size()));
        };
        RoomFile special = floorgen::testing::synthSpecialFile();
        special.rooms[0].name = "named room";
        save(QStringLiteral("00.special rooms.stb"), special);
        save(QStringLiteral("01.basement.stb"), floorgen::testing::synthStageFile(2, 7));
        const QStringList base{QStringLiteral("generate"),
                               QStringLiteral("--stage-seed"),
                               QStringLiteral("77"),
                               QStringLiteral("--ruleset"),
                               QStringLiteral("afterbirth-plus"),
                               QStringLiteral("--game-data"),
                               dir.path()};
        const Run r = runTool(base);
        QCOMPARE(r.rc, 0);
        const QJsonObject floor = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonObject data = floor.value(QStringLiteral("gameData")).toObject();
        QCOMPARE(data.value(QStringLiteral("files")).toInt(), 2);
        QCOMPARE(
            data.value(QStringLiteral("rooms")).toInt(),
            static_cast<int>(special.rooms.size() + floorgen::testing::synthStageFile(2, 7).rooms.size()));
        QVERIFY(data.value(QStringLiteral("path")).toString().endsWith(QStringLiteral("/rooms")));
        int fromFile1 = 0, fromFile0 = 0;
        for (const QJsonValue &v : floor.value(QStringLiteral("rooms")).toArray()) {
            const QJsonObject room = v.toObject();
            const QJsonObject layout = room.value(QStringLiteral("layout")).toObject();
            if (layout.value(QStringLiteral("file")).isNull())
                continue; // the start room: no pick
            QCOMPARE(layout.value(QStringLiteral("shape")).toInt(),
                     room.value(QStringLiteral("shape")).toInt());
            QVERIFY(layout.value(QStringLiteral("weight")).isDouble());
            QVERIFY(layout.value(QStringLiteral("difficulty")).isDouble());
            const int file = layout.value(QStringLiteral("file")).toInt();
            (room.value(QStringLiteral("typeName")).toString() == QLatin1String("Normal") ? fromFile1
                                                                                          : fromFile0) += 1;
            QCOMPARE(file,
                     room.value(QStringLiteral("typeName")).toString() == QLatin1String("Normal") ? 1 : 0);
        }
        QVERIFY(fromFile1 >= 2 && fromFile0 >= 3);
        // Without --game-data: the built-in entry, name null, and no gameData.
        const Run builtin = runTool(base.mid(0, 5));
        const QJsonObject plain = QJsonDocument::fromJson(builtin.out.toUtf8()).object();
        QVERIFY(plain.value(QStringLiteral("gameData")).isNull());
        QVERIFY(plain.value(QStringLiteral("rooms"))
                    .toArray()
                    .at(1)
                    .toObject()
                    .value(QStringLiteral("layout"))
                    .toObject()
                    .value(QStringLiteral("name"))
                    .isNull());
        // run and batch take it too; bench reports it.
        QCOMPARE(runTool({QStringLiteral("run"), QStringLiteral("--run-seed"), QStringLiteral("5"),
                          QStringLiteral("--ruleset"), QStringLiteral("afterbirth-plus"),
                          QStringLiteral("--game-data"), dir.path(), QStringLiteral("--route"),
                          QStringLiteral("1:0")})
                     .rc,
                 0);
        const Run batch =
            runTool({QStringLiteral("batch"), QStringLiteral("--game-data"), dir.path()},
                    "{\"stageSeed\": 77, \"ruleset\": \"afterbirth-plus\"}\n{\"stageSeed\": 77}\n");
        const QStringList lines = batch.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        QCOMPARE(QJsonDocument::fromJson(lines[0].toUtf8()).object().value(QStringLiteral("grid")),
                 floor.value(QStringLiteral("grid")));
        // (These files lack the repentance start room: R19.1's refusal, named.)
        const QString noStartRoom = QStringLiteral(
            "the room files lack a room the start room step needs (type 1, subtype any, variant 2, in file "
            "0)");
        QVERIFY2(lines[1].contains(noStartRoom), qPrintable(lines[1]));
        // Refused: data a repentance floor lacks, a missing folder, a damaged file (named, with its offset).
        floorgen::testing::verifyRefused(
            runTool({QStringLiteral("generate"), QStringLiteral("--stage-seed"), QStringLiteral("77"),
                     QStringLiteral("--game-data"), dir.path()}),
            noStartRoom);
        QStringList missing = base;
        missing.last() = dir.path() + QStringLiteral("/nothing");
        floorgen::testing::verifyRefused(runTool(missing), QStringLiteral("no such folder"));
        QFile bad(dir.path() + QStringLiteral("/rooms/04.caves.stb"));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("STB1\xff\xff\xff\x7f");
        bad.close();
        floorgen::testing::verifyRefused(runTool(base),
                                         QStringLiteral("04.caves.stb: byte 4: the file says it holds"));
    }

    // --game-data with the repentance rule set (repentance.md R10): a whole game's synthetic files; each
    // room's `layout` is the entry its pick gave (normal rooms from the floor's file, special rooms from file
    // 0, the Downpour's mirror room from file 27), stats and search run with them, and the data changes the
    // floor.
    void gameDataRepentance() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        for (const auto &[id, f] : floorgen::testing::synthGameFiles(1)) {
            const auto data = writeStb(f);
            QFile out(dir.filePath(QString::fromStdString(f.name)));
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(reinterpret_cast<const char *>(data.data()), static_cast<qint64>(data.size()));
        }
        const QStringList base{QStringLiteral("generate"),  QStringLiteral("--seed"),
                               QStringLiteral("B91Y 9THH"), QStringLiteral("--stage"),
                               QStringLiteral("2"),         QStringLiteral("--stage-type"),
                               QStringLiteral("4")};
        const Run r = runTool(base + QStringList{QStringLiteral("--game-data"), dir.path()});
        QCOMPARE(r.rc, 0);
        const QJsonObject floor = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(floor.value(QStringLiteral("ruleset")).toString(), QStringLiteral("repentance"));
        int normal = 0, special = 0, mirror = 0;
        for (const QJsonValue &v : floor.value(QStringLiteral("rooms")).toArray()) {
            const QJsonObject room = v.toObject();
            const QJsonObject layout = room.value(QStringLiteral("layout")).toObject();
            QVERIFY2(layout.value(QStringLiteral("name")).isString(),
                     QJsonDocument(room).toJson().constData());
            const int file = layout.value(QStringLiteral("file")).toInt();
            const QString step = room.value(QStringLiteral("step")).toString();
            if (step == QLatin1String("mirror")) {
                QCOMPARE(layout.value(QStringLiteral("subtype")).toInt(), 34);
                QCOMPARE(file, 27);
                ++mirror;
            } else if (step == QLatin1String("normal") || step == QLatin1String("extra")) {
                QCOMPARE(file, 27);
                ++normal;
            } else {
                QCOMPARE(file, 0);
                ++special;
            }
        }
        QCOMPARE(mirror, 1);
        QVERIFY(normal >= 3 && special >= 4);
        QVERIFY(runTool(base).out != r.out);
        // Statistics and a search take the same data.
        const Run stats =
            runTool({QStringLiteral("stats"), QStringLiteral("--stage"), QStringLiteral("2"),
                     QStringLiteral("--stage-type"), QStringLiteral("4"), QStringLiteral("--count"),
                     QStringLiteral("200"), QStringLiteral("--game-data"), dir.path()});
        QCOMPARE(stats.rc, 0);
        QCOMPARE(
            QJsonDocument::fromJson(stats.out.toUtf8()).object().value(QStringLiteral("failures")).toInt(-1),
            0);
        const Run search =
            runTool({QStringLiteral("search"), QStringLiteral("--stage"), QStringLiteral("1"),
                     QStringLiteral("--has"), QStringLiteral("library"), QStringLiteral("--to"),
                     QStringLiteral("3000"), QStringLiteral("--game-data"), dir.path()});
        QCOMPARE(search.rc, 0);
    }

    void parseGenerate() {
        GenerateOptions o;
        QString error;
        QVERIFY2(parseGenerateArgs(
                     {QStringLiteral("--seed"), QStringLiteral("b91y9thh"), QStringLiteral("--stage"),
                      QStringLiteral("3"), QStringLiteral("--hard"), QStringLiteral("--item"),
                      QStringLiteral("luna"), QStringLiteral("--item"), QStringLiteral("voodoo-head"),
                      QStringLiteral("--curse"), QStringLiteral("lost,darkness"), QStringLiteral("--keys"),
                      QStringLiteral("2"), QStringLiteral("--format"), QStringLiteral("text")},
                     o, error),
                 qPrintable(error));
        QCOMPARE(o.settings.runSeed.value_or(0), 12345u);
        QCOMPARE(o.settings.stage, 3);
        QVERIFY(o.settings.hard);
        QVERIFY(o.settings.has(Item::Luna));
        QVERIFY(o.settings.has(Item::VoodooHead));
        QVERIFY(!o.settings.has(Item::FragmentedCard));
        QCOMPARE(int(o.settings.forcedCurses.value_or(0xFF)), int(kCurseLost | kCurseDarkness));
        QCOMPARE(o.settings.state.keys, 2);
        QCOMPARE(o.format, OutputFormat::Text);
    }

    void parseRun() {
        RunOptions o;
        QString error;
        QVERIFY2(parseRunArgs({QStringLiteral("--run-seed"), QStringLiteral("77"), QStringLiteral("--route"),
                               QStringLiteral("1:0, 2:4 ,3:1"), QStringLiteral("--keys"), QStringLiteral("3"),
                               QStringLiteral("--state-flag"), QStringLiteral("pride")},
                              o, error),
                 qPrintable(error));
        QCOMPARE(o.settings.runSeed.value_or(0), 77u);
        QVERIFY(!o.settings.route.has_value());
        QVERIFY(o.route.has_value());
        QCOMPARE(o.route->size(), std::size_t{3});
        QCOMPARE((*o.route)[1], (RouteFloor{2, 4}));
        QCOMPARE(o.settings.state.keys, 3);
        QCOMPARE(o.settings.state.stateFlags, std::uint64_t{1} << 14);
        QVERIFY(parseRunArgs({QStringLiteral("--seed"), QStringLiteral("B91Y 9THH")}, o, error));
        QVERIFY(!o.route.has_value());
        QVERIFY(!parseRunArgs(
            {QStringLiteral("--run-seed"), QStringLiteral("7"), QStringLiteral("--route"), QString()}, o,
            error));
        QVERIFY2(error.contains(QStringLiteral("the route is empty")), qPrintable(error));
    }

    void badArguments_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("no seed") << QStringList{QStringLiteral("generate")} << QStringLiteral("give a seed");
        QTest::newRow("bad seed") << QStringList{QStringLiteral("generate"), QStringLiteral("--seed"),
                                                 QStringLiteral("B91Y 9THJ")}
                                  << QStringLiteral("checksum");
        QTest::newRow("stage 13") << QStringList{QStringLiteral("generate"), QStringLiteral("--stage-seed"),
                                                 QStringLiteral("5"), QStringLiteral("--stage"),
                                                 QStringLiteral("13")}
                                  << QStringLiteral("--stage: 13 is out of range");
        QTest::newRow("stage 0") << QStringList{QStringLiteral("generate"), QStringLiteral("--stage-seed"),
                                                QStringLiteral("5"), QStringLiteral("--stage"),
                                                QStringLiteral("0")}
                                 << QStringLiteral("--stage: 0 is out of range");
        QTest::newRow("stage -1") << QStringList{QStringLiteral("generate"), QStringLiteral("--stage-seed"),
                                                 QStringLiteral("5"), QStringLiteral("--stage=-1")}
                                  << QStringLiteral("--stage: -1 is out of range");
        QTest::newRow("stage type") << QStringList{QStringLiteral("generate"), QStringLiteral("--stage-seed"),
                                                   QStringLiteral("5"),        QStringLiteral("--stage"),
                                                   QStringLiteral("10"),       QStringLiteral("--stage-type"),
                                                   QStringLiteral("2")}
                                    << QStringLiteral("stage 10 has no stage type 2");
        QTest::newRow("negative keys")
            << QStringList{QStringLiteral("generate"), QStringLiteral("--stage-seed"), QStringLiteral("5"),
                           QStringLiteral("--keys=-3")}
            << QStringLiteral("--keys: -3 is out of range");
        QTest::newRow("unknown item")
            << QStringList{QStringLiteral("generate"), QStringLiteral("--stage-seed"), QStringLiteral("5"),
                           QStringLiteral("--item"), QStringLiteral("lunaa")}
            << QStringLiteral("unknown item \"lunaa\"");
        QTest::newRow("unknown curse")
            << QStringList{QStringLiteral("generate"), QStringLiteral("--stage-seed"), QStringLiteral("5"),
                           QStringLiteral("--curse"), QStringLiteral("dark")}
            << QStringLiteral("unknown curse \"dark\"");
        QTest::newRow("labyrinth on the void")
            << QStringList{QStringLiteral("generate"), QStringLiteral("--stage-seed"),
                           QStringLiteral("5"),        QStringLiteral("--stage"),
                           QStringLiteral("12"),       QStringLiteral("--curse"),
                           QStringLiteral("labyrinth")}
            << QStringLiteral("Labyrinth cannot be forced");
        QTest::newRow("two seeds") << QStringList{QStringLiteral("generate"), QStringLiteral("--stage-seed"),
                                                  QStringLiteral("5"), QStringLiteral("--run-seed"),
                                                  QStringLiteral("6")}
                                   << QStringLiteral("only one of");
        QTest::newRow("seed zero") << QStringList{QStringLiteral("generate"), QStringLiteral("--run-seed"),
                                                  QStringLiteral("0")}
                                   << QStringLiteral("--run-seed: 0 is out of range");
        QTest::newRow("unknown option") << QStringList{QStringLiteral("generate"), QStringLiteral("--luna")}
                                        << QStringLiteral("Unknown option");
        QTest::newRow("unknown command")
            << QStringList{QStringLiteral("frobnicate")} << QStringLiteral("unknown command");
        QTest::newRow("bench negative count")
            << QStringList{QStringLiteral("bench"), QStringLiteral("--count=-5")}
            << QStringLiteral("--count: -5 is out of range");
        QTest::newRow("bench huge count") << QStringList{QStringLiteral("bench"), QStringLiteral("--count"),
                                                         QStringLiteral("1000000000000")}
                                          << QStringLiteral("out of range");
    }
    void badArguments() {
        QFETCH(QStringList, args);
        QFETCH(QString, messagePart);
        floorgen::testing::verifyRefused(runTool(args), messagePart);
    }

    void generateJson() {
        const Run r =
            runTool({QStringLiteral("generate"), QStringLiteral("--seed"), QStringLiteral("B91Y 9THH")});
        QCOMPARE(r.rc, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QVERIFY(o.value(QStringLiteral("ok")).toBool());
        QCOMPARE(o.value(QStringLiteral("runSeedString")).toString(), QStringLiteral("B91Y 9THH"));
        QCOMPARE(o.value(QStringLiteral("grid")).toArray().size(), 169);
        QCOMPARE(o.value(QStringLiteral("ruleset")).toString(), QStringLiteral("repentance"));
        const QJsonArray rooms = o.value(QStringLiteral("rooms")).toArray();
        QVERIFY(rooms.size() >= 8);
        int bosses = 0;
        for (const auto &v : rooms)
            bosses += v.toObject().value(QStringLiteral("type")).toInt() == 5;
        QCOMPARE(bosses, 1);
        for (const char *key : {"stageSeed", "stage", "stageType", "hard", "curseMask", "xl",
                                "roomCountTarget", "minDeadEnds", "attempts", "deadEnds", "deadEndsAfter"})
            QVERIFY2(o.contains(QLatin1String(key)), key);
    }

    void generateText() {
        const Run r = runTool({QStringLiteral("generate"), QStringLiteral("--stage-seed"),
                               QStringLiteral("77"), QStringLiteral("--format"), QStringLiteral("text")});
        QCOMPARE(r.rc, 0);
        QVERIFY(r.out.contains(QStringLiteral("Basement I")));
        QVERIFY(r.out.contains(QLatin1Char('@')));
        QVERIFY(r.out.contains(QLatin1Char('B')));
    }

    void batch() {
        const QByteArray input = "{\"stageSeed\": 77}\n"
                                 "not json\n"
                                 "[1,2]\n"
                                 "{\"seed\": \"B91Y 9THH\", \"stage\": 2, \"items\": [\"luna\"]}\n"
                                 "{\"stageSeed\": 5, \"stage\": \"two\"}\n"
                                 "{\"stageSeed\": 5, \"bogus\": 1}\n"
                                 "\n"
                                 "{\"stageSeed\": 5, \"stage\": 12, \"curse\": \"labyrinth\"}\n";
        const Run r = runTool({QStringLiteral("batch")}, input);
        QCOMPARE(r.rc, 2); // every line answered; some failed
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 7);
        auto obj = [&](int i) { return QJsonDocument::fromJson(lines[i].toUtf8()).object(); };
        QVERIFY(obj(0).value(QStringLiteral("ok")).toBool());
        QVERIFY(!obj(1).value(QStringLiteral("ok")).toBool());
        QVERIFY(obj(1).value(QStringLiteral("error")).toString().contains(QStringLiteral("not JSON")));
        QVERIFY(
            obj(2).value(QStringLiteral("error")).toString().contains(QStringLiteral("not a JSON object")));
        QVERIFY(obj(3).value(QStringLiteral("ok")).toBool());
        QCOMPARE(obj(3).value(QStringLiteral("stage")).toInt(), 2);
        QVERIFY(obj(4)
                    .value(QStringLiteral("error"))
                    .toString()
                    .contains(QStringLiteral("\"stage\" must be a number")));
        QVERIFY(obj(5)
                    .value(QStringLiteral("error"))
                    .toString()
                    .contains(QStringLiteral("unknown key \"bogus\"")));
        QVERIFY(obj(6).value(QStringLiteral("error")).toString().contains(QStringLiteral("Labyrinth")));
    }

    void batchLongLine() {
        QByteArray input = "{\"stageSeed\": \"";
        input += QByteArray(10 * 1024 * 1024, 'x');
        input += "\"}\n{\"stageSeed\": 9}\n";
        const Run r = runTool({QStringLiteral("batch")}, input);
        QCOMPARE(r.rc, 2);
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        QVERIFY(lines[0].contains(QStringLiteral("longer than")));
        QVERIFY(lines[1].contains(QStringLiteral("\"ok\":true")));
    }

    void bench() {
        const Run r = runTool({QStringLiteral("bench"), QStringLiteral("--count"), QStringLiteral("200")});
        QCOMPARE(r.rc, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QVERIFY(o.value(QStringLiteral("floorsPerSecond")).toDouble() > 0);
        QCOMPARE(o.value(QStringLiteral("failures")).toInt(), 0);
        QCOMPARE(o.value(QStringLiteral("gridHash")).toString().size(), 16);
        // Tracing does not change the floors.
        const Run traced = runTool({QStringLiteral("bench"), QStringLiteral("--count"), QStringLiteral("200"),
                                    QStringLiteral("--trace")});
        QCOMPARE(QJsonDocument::fromJson(traced.out.toUtf8()).object().value(QStringLiteral("gridHash")),
                 o.value(QStringLiteral("gridHash")));
    }

    void versionAndHelp() {
        const Run v = runTool({QStringLiteral("--version")});
        QCOMPARE(v.rc, 0);
        QVERIFY(v.out.startsWith(QStringLiteral("isaac-floorgen-cli ")));
        const Run h = runTool({QStringLiteral("--help")});
        QCOMPARE(h.rc, 0);
        QVERIFY(h.out.contains(QStringLiteral("generate")));
        const Run gh = runTool({QStringLiteral("generate"), QStringLiteral("--help")});
        QCOMPARE(gh.rc, 0);
        QVERIFY(gh.out.contains(QStringLiteral("--stage-seed")));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
