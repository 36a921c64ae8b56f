// The CLI's original-2011 contract (docs/original-2011.md O10): generate, batch, stats and export take
// --ruleset original-2011 and say that the random numbers are ours; search and run refuse it (exit 2); the
// floor JSON's "original2011" object agrees with the rooms; the captions of its trace are its own.

#include "clirunner.h"
#include "floorgen/original2011.h"
#include "floorgen/trace.h"
#include "tracetext.h"

#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using floorgen::testing::Run;
using floorgen::testing::runTool;
using floorgen::testing::verifyRefused;
using floorgen::testing::words;

namespace {

QJsonObject jsonOf(const QString &text) {
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

} // namespace

class TestCliOriginal : public QObject {
    Q_OBJECT

private slots:
    void generateFloorJson_data() {
        QTest::addColumn<QString>("args");
        QTest::addColumn<int>("level");
        QTest::addColumn<bool>("doubleSize");
        QTest::newRow("Basement I") << "--stage-seed 77" << 1 << false;
        QTest::newRow("Womb II") << "--stage-seed 12 --stage 8" << 8 << false;
        QTest::newRow("Sheol") << "--stage-seed 5 --stage 10" << 9 << false;
        QTest::newRow("double-size map") << "--stage-seed 9 --stage 3 --curse labyrinth" << 3 << true;
    }
    void generateFloorJson() {
        QFETCH(QString, args);
        QFETCH(int, level);
        QFETCH(bool, doubleSize);
        const Run r = runTool(QStringList{QStringLiteral("generate"), QStringLiteral("--ruleset"),
                                          QStringLiteral("original-2011")} +
                              args.split(QLatin1Char(' ')));
        QCOMPARE(r.rc, 0);
        const QJsonObject o = jsonOf(r.out);
        QCOMPARE(o.value(QStringLiteral("ruleset")).toString(), QStringLiteral("original-2011"));
        const QJsonObject g = o.value(QStringLiteral("original2011")).toObject();
        QVERIFY(g.value(QStringLiteral("note")).toString().contains(QStringLiteral("our random numbers")));
        QCOMPARE(g.value(QStringLiteral("level")).toInt(), level);
        const int coin = g.value(QStringLiteral("random2")).toInt();
        QCOMPARE(g.value(QStringLiteral("formulaRooms")).toInt(), floorgen::orig::roomCount(level, coin));
        QCOMPARE(g.value(QStringLiteral("doubleSizeMap")).toBool(), doubleSize);
        const QJsonArray rooms = o.value(QStringLiteral("rooms")).toArray();
        const QJsonArray cells = g.value(QStringLiteral("cells")).toArray();
        QCOMPARE(cells.size(), rooms.size());
        QCOMPARE(cells.at(0).toInt(), floorgen::orig::kStartCell);
        for (const QJsonValue c : cells) {
            QVERIFY(floorgen::orig::onGrid(c.toInt()));
        }
    }

    // Issue 49, point 15: batch's keys the rule set does not read were accepted and ignored ("ok": true).
    void batchRefusesWhatItDoesNotRead_data() {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::newRow("route") << "route"
                               << "[{\"stage\": 1, \"stageType\": 0}]";
        QTest::newRow("curseTier") << "curseTier"
                                   << "\"all\"";
        QTest::newRow("stateFlags") << "stateFlags"
                                    << "[\"wrath\"]";
        QTest::newRow("cathedral") << "cathedral"
                                   << "true";
        QTest::newRow("bossPools") << "bossPools"
                                   << "\"first-floor\"";
        QTest::newRow("lockedAchievements") << "lockedAchievements"
                                            << "[4]";
        QTest::newRow("strangeDoorLocked") << "strangeDoorLocked"
                                           << "true";
        QTest::newRow("superSinCounter") << "superSinCounter"
                                         << "3";
        QTest::newRow("surpriseMinibossCounter") << "surpriseMinibossCounter"
                                                 << "2";
    }
    void batchRefusesWhatItDoesNotRead() {
        QFETCH(QString, key);
        QFETCH(QString, value);
        const QByteArray line =
            QStringLiteral(
                "{\"seed\": \"B91Y9THH\", \"stage\": 2, \"ruleset\": \"original-2011\", \"%1\": %2}\n")
                .arg(key, value)
                .toUtf8();
        const Run b = runTool({QStringLiteral("batch")}, line);
        QCOMPARE(b.rc, 2);
        const QJsonObject o = jsonOf(b.out.trimmed());
        QCOMPARE(o.value(QStringLiteral("ok")).toBool(true), false);
        const QString error = o.value(QStringLiteral("error")).toString();
        QVERIFY2(error.contains(QStringLiteral("\"%1\" is not read by the original-2011 rule set").arg(key)),
                 qPrintable(error));
    }

    void batchAndStats() {
        const Run b = runTool({QStringLiteral("batch")},
                              "{\"stageSeed\": 77, \"ruleset\": \"original-2011\"}\n"
                              "{\"stageSeed\": 78, \"ruleset\": \"original-2011\", \"stage\": 9}\n");
        const QStringList lines = b.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        QVERIFY(jsonOf(lines[0]).value(QStringLiteral("original2011")).isObject());
        QCOMPARE(jsonOf(lines[1]).value(QStringLiteral("ok")).toBool(), false); // no Blue Womb in 2011
        const Run s = runTool(words("stats --ruleset original-2011 --stage 2 --count 2000 --threads 1"));
        QCOMPARE(s.rc, 0);
        const QJsonObject g = jsonOf(s.out).value(QStringLiteral("original2011")).toObject();
        const QJsonArray range = g.value(QStringLiteral("formulaRange")).toArray();
        QCOMPARE(range, (QJsonArray{10, 11}));
        // Both counts of the formula come up, about as often (random(2) is a fair draw): within 45..55 %.
        const QJsonObject rooms = g.value(QStringLiteral("formulaRooms")).toObject();
        QCOMPARE(rooms.value(QStringLiteral("count")).toInt(), 2000);
        const QJsonObject bins = rooms.value(QStringLiteral("bins")).toObject();
        QCOMPARE(bins.keys(), (QStringList{QStringLiteral("10"), QStringLiteral("11")}));
        const int low = bins.value(QStringLiteral("10")).toInt();
        QVERIFY2(low >= 900 && low <= 1100, qPrintable(QString::number(low)));
    }

    void exportSaysItOnce() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString svg = dir.filePath(QStringLiteral("f.svg"));
        const Run r =
            runTool({QStringLiteral("export"), QStringLiteral("--ruleset"), QStringLiteral("original-2011"),
                     QStringLiteral("--stage-seed"), QStringLiteral("77"), QStringLiteral("-o"), svg});
        QVERIFY2(r.rc == 0, qPrintable(r.err));
        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        QCOMPARE(text.count(QStringLiteral("The original&apos;s algorithm as the article describes it;")) +
                     text.count(QStringLiteral("The original's algorithm as the article describes it;")),
                 1);
        QCOMPARE(text.count(QStringLiteral("our random numbers, not the original game")), 1);
        const QString png = dir.filePath(QStringLiteral("f.png"));
        QCOMPARE(
            runTool({QStringLiteral("export"), QStringLiteral("--ruleset"), QStringLiteral("original-2011"),
                     QStringLiteral("--stage-seed"), QStringLiteral("77"), QStringLiteral("-o"), png})
                .rc,
            0);
        const QImage image(png);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() > image.height() / 2);
    }

    void refused_data() {
        QTest::addColumn<QString>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("search") << "search --ruleset original-2011 --from 1 --to 10 --has shop"
                                << "search does not take the original-2011 rule set";
        QTest::newRow("run") << "run --ruleset original-2011 --run-seed 5"
                             << "run does not take the original-2011";
        QTest::newRow("the Blue Womb") << "generate --ruleset original-2011 --stage 9 --stage-seed 3"
                                       << "stage 9";
        QTest::newRow("the Dark Room") << "generate --ruleset original-2011 --stage 11 --stage-seed 3"
                                       << "stage type 0";
        QTest::newRow("unknown rule set") << "generate --ruleset original --stage-seed 3"
                                          << "original-2011";
        // Issue 49, point 15: options the rule set does not read were accepted and ignored (exit 0).
        const char *unread[][2] = {
            {"--route 1:0", "--route"},
            {"--curse-tier all", "--curse-tier"},
            {"--state-flag wrath", "--state-flag"},
            {"--cathedral", "--cathedral"},
            {"--boss-pools first-floor", "--boss-pools"},
            {"--locked-achievement 4", "--locked-achievement"},
            {"--super-sin-counter 3", "--super-sin-counter"},
        };
        for (const auto &u : unread)
            QTest::addRow("generate %s", u[1])
                << QStringLiteral("generate --ruleset original-2011 --stage 2 --seed B91Y9THH %1")
                       .arg(QLatin1String(u[0]))
                << QStringLiteral("%1 is not read by the original-2011 rule set").arg(QLatin1String(u[1]));
        QTest::newRow("stats --cathedral") << "stats --ruleset original-2011 --count 10 --cathedral"
                                           << "--cathedral is not read by the original-2011 rule set";
        QTest::newRow("--format log") << "generate --ruleset original-2011 --stage-seed 3 --format log"
                                      << "the 2011 game wrote no log.txt";
    }
    void refused() {
        QFETCH(QString, args);
        QFETCH(QString, message);
        verifyRefused(runTool(args.split(QLatin1Char(' '))), message);
    }

    // Point 15: a run seed's floor of the other stage type gets no note about "the run" (the rule set has no
    // runs; its stage types change no plan).
    void noRunNote() {
        const Run r =
            runTool(words("generate --ruleset original-2011 --seed B91Y9THH --stage 2 --stage-type 0"));
        QCOMPARE(r.rc, 0);
        QCOMPARE(r.err, QString());
        const Run ab =
            runTool(words("generate --ruleset afterbirth-plus --seed B91Y9THH --stage 2 --stage-type 0"));
        QVERIFY2(ab.err.contains(QStringLiteral("note: the run of seed")),
                 qPrintable(ab.err)); // (still there)
    }

    // The step-through's captions come from the rule set's own events, in English.
    void captions() {
        floorgen::Settings s;
        s.ruleSet = floorgen::RuleSet::Original2011;
        s.stageSeed = 12345;
        s.stage = 6;
        floorgen::Floor f;
        floorgen::Trace t;
        QCOMPARE(floorgen::generate(s, f, &t), floorgen::GenerateStatus::Ok);
        const QStringList captions = floorgen::app::eventCaptions(t, floorgen::RuleSet::Original2011);
        QCOMPARE(captions.size(), static_cast<qsizetype>(t.events.size()));
        for (qsizetype i = 0; i < captions.size(); ++i)
            QVERIFY2(!captions[i].isEmpty(), qPrintable(QString::number(i)));
        QVERIFY(captions.front().startsWith(QStringLiteral("Room count: random(2) = ")));
        QVERIFY(captions.filter(QStringLiteral("50% coin: no room")).size() > 0);
        QVERIFY(
            captions
                .filter(QRegularExpression(QStringLiteral("^Cell \\d\\d skipped: it already has \\d filled "
                                                          "neighbours$")))
                .size() > 0);
        QVERIFY(captions.filter(QStringLiteral("Boss room: the last dead end")).size() == 1);
        QVERIFY(captions.back().startsWith(QStringLiteral("Floor done")));
    }
};

QTEST_MAIN(TestCliOriginal)
#include "test_cli_original.moc"
