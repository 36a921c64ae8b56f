// The CLI's side of the game's own log (generation.md 15; issue 35): generate/run --format log, batch's
// "gameLog", and check-log: our own logs fed back match everywhere, a changed line is reported on its floor
// and line, the edition in the folder's name picks the rule set, CRLF, bad input, a larger file.

#include "clirunner.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace floorgen;
using namespace floorgen::testing;

namespace {

QString dataPath(const char *name) {
    return QStringLiteral(FLOORGEN_TEST_DATA "/gamelog/") + QLatin1String(name);
}

QStringList nonEmptyLines(const QString &text) {
    return text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

bool writeFile(const QString &path, const QByteArray &data) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

QByteArray runLog(const QStringList &args) {
    const Run r =
        runTool(QStringList{QStringLiteral("run"), QStringLiteral("--format"), QStringLiteral("log")} + args);
    return r.rc == 0 ? r.out.toUtf8() : QByteArray();
}

} // namespace

class TestCliGameLog : public QObject {
    Q_OBJECT

private slots:
    // generate --format log: the lines of 15.3's example floor, with the game's prefix; a run seed adds the
    // RNG Start Seed line first.
    void generateLog() {
        const Run r =
            runTool(words("generate --ruleset afterbirth-plus --stage-seed 2204285427 --format log"));
        QCOMPARE(r.rc, 0);
        QStringList lines = nonEmptyLines(r.out);
        QCOMPARE(lines.value(0),
                 QStringLiteral("[INFO] - Level::Init m_Stage 1, m_StageType 0 Seed 2204285427"));
        QCOMPARE(lines.value(1), QStringLiteral("[INFO] - Curse of the Labyrinth!"));
        QFile f(dataPath("afterbirthplus-2204285427-labyrinth.txt"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QStringList expected = nonEmptyLines(QString::fromUtf8(f.readAll()));
        QStringList ours;
        for (const QString &l : lines.mid(2)) {
            QVERIFY(l.startsWith(QStringLiteral("[INFO] - ")));
            ours << l.mid(9);
        }
        QCOMPARE(ours, expected);
        const Run seeded = runTool(words("generate --seed DKM8_9MNM --stage 2 --stage-type main --format log")
                                       .replaceInStrings(QStringLiteral("_"), QStringLiteral(" ")));
        QCOMPARE(seeded.rc, 0);
        QCOMPARE(nonEmptyLines(seeded.out).value(0),
                 QStringLiteral("[INFO] - RNG Start Seed: DKM8 9MNM (364417104)"));
    }

    // batch "gameLog": true adds the messages; a value of the wrong type is refused on its line.
    void batchGameLog() {
        const Run r = runTool({QStringLiteral("batch")},
                              "{\"stageSeed\":2204285427,\"ruleset\":\"afterbirth-plus\",\"gameLog\":true}\n"
                              "{\"stageSeed\":2204285427,\"ruleset\":\"afterbirth-plus\"}\n"
                              "{\"stageSeed\":5,\"gameLog\":1}\n");
        QCOMPARE(r.rc, 2);
        const QStringList lines = nonEmptyLines(r.out);
        QCOMPARE(lines.size(), 3);
        const QJsonObject withLog = QJsonDocument::fromJson(lines[0].toUtf8()).object();
        const QJsonArray log = withLog.value(QStringLiteral("gameLog")).toArray();
        QCOMPARE(log.size(), 16);
        QCOMPARE(log.at(2).toString(), QStringLiteral("generate..."));
        QCOMPARE(log.last().toString(), QStringLiteral("Map Generated in 2 Loops"));
        QVERIFY(!QJsonDocument::fromJson(lines[1].toUtf8()).object().contains(QStringLiteral("gameLog")));
        const QJsonObject bad = QJsonDocument::fromJson(lines[2].toUtf8()).object();
        QCOMPARE(bad.value(QStringLiteral("ok")).toBool(true), false);
        QVERIFY(bad.value(QStringLiteral("error")).toString().contains(QStringLiteral("gameLog")));
    }

    // Our own run logs fed back to check-log match on every floor, in both formats; the settings options
    // given on both sides (hard mode, items) are the ones the log does not say.
    void ownLogsMatch_data() {
        QTest::addColumn<QString>("options");
        QTest::newRow("repentance") << QStringLiteral("--ruleset repentance --seed DKM8_9MNM");
        QTest::newRow("repentance hard, items")
            << QStringLiteral("--ruleset repentance --run-seed 3735928559 "
                              "--hard --item voodoo-head,fragmented-card");
        QTest::newRow("afterbirth-plus") << QStringLiteral("--ruleset afterbirth-plus --seed DKM8_9MNM");
        QTest::newRow("afterbirth-plus hard")
            << QStringLiteral("--ruleset afterbirth-plus --run-seed 12345 --hard");
    }
    void ownLogsMatch() {
        QFETCH(QString, options);
        const QStringList opts =
            options.split(QLatin1Char(' ')).replaceInStrings(QStringLiteral("_"), QStringLiteral(" "));
        const QByteArray log = runLog(opts);
        QVERIFY(log.startsWith("[INFO] - RNG Start Seed: "));
        // The check takes every option but the seed.
        QStringList checkOpts;
        for (int i = 0; i < opts.size(); ++i) {
            if (opts[i] == QLatin1String("--seed") || opts[i] == QLatin1String("--run-seed")) {
                ++i;
                continue;
            }
            checkOpts << opts[i];
        }
        const Run text =
            runTool(QStringList{QStringLiteral("check-log"), QStringLiteral("-")} + checkOpts, log);
        QVERIFY2(text.rc == 0, qPrintable(text.out + text.err));
        const QStringList lines = nonEmptyLines(text.out);
        const int floors = int(log.count("Level::Init"));
        QCOMPARE(lines.size(), floors + 1); // one a floor, then the summary
        for (int i = 0; i < floors; ++i)
            QVERIFY2(lines[i].endsWith(QStringLiteral(": match (1 attempt)")) ||
                         lines[i].contains(QStringLiteral(": match (")),
                     qPrintable(lines[i]));
        QCOMPARE(lines.last(), QStringLiteral("%1 floors, %1 match").arg(floors));
        const Run json = runTool(QStringList{QStringLiteral("check-log"), QStringLiteral("-"),
                                             QStringLiteral("--format"), QStringLiteral("json")} +
                                     checkOpts,
                                 log);
        QCOMPARE(json.rc, 0);
        const QStringList objects = nonEmptyLines(json.out);
        QCOMPARE(objects.size(), floors);
        for (const QString &o : objects) {
            const QJsonObject j = QJsonDocument::fromJson(o.toUtf8()).object();
            QCOMPARE(j.value(QStringLiteral("verdict")).toString(), QStringLiteral("match"));
            for (const char *key : {"stage", "stageType", "stageSeed", "runSeed"})
                QVERIFY2(j.value(QLatin1String(key)).isDouble(), key);
            QVERIFY(!j.contains(QStringLiteral("line")));
        }
    }

    // One changed line: exit 1; the floor and the line are named, with the game's line and ours.
    void changedLine() {
        QByteArray log =
            runLog(words("--seed DKM8_9MNM").replaceInStrings(QStringLiteral("_"), QStringLiteral(" ")));
        QList<QByteArray> lines = log.split('\n');
        int levels = 0;
        int changed = -1;
        for (int i = 0; i < lines.size() && changed < 0; ++i) {
            levels += lines[i].contains("Level::Init");
            if (levels == 4 && lines[i].contains(" rooms in "))
                changed = i;
        }
        QVERIFY(changed > 0);
        const QByteArray original = lines[changed].mid(9);
        lines[changed] = "[INFO] - 99 rooms in 1 loops";
        log = lines.join('\n');
        const Run r = runTool(words("check-log - --ruleset repentance"), log);
        QCOMPARE(r.rc, 1);
        const QStringList out = nonEmptyLines(r.out);
        const int at = int(out.indexOf(QRegularExpression(QStringLiteral(".*: differs \\(1 attempt\\)$"))));
        QVERIFY2(at >= 0, qPrintable(r.out));
        QVERIFY(out[at].contains(QStringLiteral("stage 4 ")));
        QCOMPARE(out[at + 1], QStringLiteral("  line %1, game:      99 rooms in 1 loops").arg(changed + 1));
        QCOMPARE(
            out[at + 2],
            QStringLiteral("  line %1, predicted: %2").arg(changed + 1).arg(QString::fromUtf8(original)));
        const Run json = runTool(words("check-log - --ruleset repentance --format json"), log);
        QCOMPARE(json.rc, 1);
        int differs = 0;
        for (const QString &o : nonEmptyLines(json.out)) {
            const QJsonObject j = QJsonDocument::fromJson(o.toUtf8()).object();
            if (j.value(QStringLiteral("verdict")).toString() != QLatin1String("differs"))
                continue;
            ++differs;
            QCOMPARE(j.value(QStringLiteral("stage")).toInt(), 4);
            QCOMPARE(j.value(QStringLiteral("line")).toInt(), changed + 1);
            QCOMPARE(j.value(QStringLiteral("game")).toString(), QStringLiteral("99 rooms in 1 loops"));
            QCOMPARE(j.value(QStringLiteral("predicted")).toString(), QString::fromUtf8(original));
        }
        QCOMPARE(differs, 1);
    }

    // 15.2 and repentance.md R23.5: a log as Repentance+ writes it (the run line's tag, delete N generated
    // rooms. before each floor's generator lines) with REPENTOGON's marks is checked with the variant, and
    // says so; without them with the vanilla engine (the build's note); a continued run is the same run and
    // its resumed floor is not seen; a Greed mode floor is not generated.
    void repentogonAndRealLogs() {
        QByteArray run =
            runLog(words("--seed DKM8_9MNM").replaceInStrings(QStringLiteral("_"), QStringLiteral(" ")));
        QVERIFY(!run.isEmpty());
        QList<QByteArray> lines = run.split('\n');
        QByteArray body;
        for (const QByteArray &l : lines) {
            if (l.isEmpty())
                continue;
            if (l.contains("RNG Start Seed: ")) {
                body += l + " [New, 1]\n";
                continue;
            }
            if (l.endsWith("generate...") && !body.endsWith("generated rooms.\n") &&
                body.lastIndexOf("Level::Init") > body.lastIndexOf("generate..."))
                body += "[INFO] - delete 17 generated rooms.\n";
            body += l + "\n";
        }
        const int floors = int(body.count("Level::Init"));
        QVERIFY(floors >= 8);
        const QByteArray marks = "Logging started at [2026-03-01 18:22:07 GMT]\n"
                                 "[INFO] - Binding of Isaac: Repentance+ v1.9.7.12.J273\n"
                                 "[INFO] - Game Version: J273\n"
                                 "[INFO] - Command Line: \"C:\\Games\\The Binding of Isaac "
                                 "Rebirth\\Repentogon\\isaac-ng.exe\"\n"
                                 "[INFO] - -- Enabled Mods START --\n[INFO] - -- Enabled Mods END --\n";
        Run r = runTool(words("check-log - --ruleset repentance"), marks + body);
        QVERIFY2(r.rc == 0, qPrintable(r.out + r.err));
        QStringList out = nonEmptyLines(r.out);
        QCOMPARE(out.filter(QStringLiteral("repentance (repentogon): match")).size(), floors);
        QCOMPARE(out.filter(QStringLiteral("note: a REPENTOGON run")).size(), floors);
        QCOMPARE(out.last(), QStringLiteral("%1 floors, %1 match").arg(floors));
        Run json = runTool(words("check-log - --ruleset repentance --format json"), marks + body);
        QCOMPARE(json.rc, 0);
        for (const QString &o : nonEmptyLines(json.out))
            QCOMPARE(
                QJsonDocument::fromJson(o.toUtf8()).object().value(QStringLiteral("ruleVariant")).toString(),
                QStringLiteral("repentogon"));
        // The older build without REPENTOGON's marks: vanilla, with a note.
        const QByteArray j273 =
            "[INFO] - Binding of Isaac: Repentance+ v1.9.7.12.J273\n[INFO] - Game Version: J273\n"
            "[INFO] - mods/repentogon_3127536138\n";
        r = runTool(words("check-log - --ruleset repentance"), j273 + body);
        QCOMPARE(r.rc, 0);
        out = nonEmptyLines(r.out);
        QCOMPARE(out.filter(QStringLiteral("repentance: match")).size(), floors);
        QVERIFY(out.filter(QStringLiteral("repentogon")).isEmpty());
        QCOMPARE(out.filter(QStringLiteral("build J273")).size(), floors);
        // A continued run: the player quit on the third floor and continued.
        int third = -1, levels = 0;
        const QList<QByteArray> bodyLines = body.split('\n');
        for (int i = 0; i < bodyLines.size(); ++i)
            if (bodyLines[i].contains("Level::Init") && ++levels == 4)
                third = i;
        QVERIFY(third > 0);
        QList<QByteArray> continued = bodyLines;
        continued.insert(third, "[INFO] - RNG Start Seed: DKM8 9MNM (364417104) [Continue, 1]");
        r = runTool(words("check-log - --ruleset repentance"), continued.join('\n'));
        QVERIFY2(r.rc == 0, qPrintable(r.out + r.err));
        out = nonEmptyLines(r.out);
        QCOMPARE(out.filter(QStringLiteral(": match")).size(), floors);
        QCOMPARE(out.filter(QStringLiteral("continued: the floor it resumes is not rebuilt")).size(), 1);
        QVERIFY(out.filter(QStringLiteral("default route")).isEmpty());
        // Greed mode floors: no generator line.
        const QByteArray greed = "[INFO] - RNG Start Seed: DKM8 9MNM (364417104) [New, 1]\n"
                                 "[INFO] - Level::Init m_Stage 1, m_StageType 0 Seed 2204285427\n"
                                 "[INFO] - delete 0 generated rooms.\n[INFO] - Room 1.1000(Start)\n"
                                 "[INFO] - Level::Init m_Stage 2, m_StageType 0 Seed 1234\n"
                                 "[INFO] - delete 9 generated rooms.\n[INFO] - Room 1.1001(Start)\n";
        r = runTool(words("check-log - --ruleset repentance"), greed);
        QCOMPARE(r.rc, 0);
        out = nonEmptyLines(r.out);
        QCOMPARE(out.filter(QStringLiteral(": not-generated: the log has no generator line")).size(), 2);
        // An online and a daily run say what they do not model.
        for (const char *tag : {"Net", "Daily"}) {
            QByteArray tagged = body;
            const QByteArray newTag = QByteArray("[") + tag + ", 1]";
            tagged.replace(QByteArray("[New, 1]"), newTag);
            r = runTool(words("check-log - --ruleset repentance"), tagged);
            QCOMPARE(r.rc, 0);
            out = nonEmptyLines(r.out);
            QCOMPARE(out.filter(QStringLiteral(": match")).size(), floors);
            QCOMPARE(out.filter(QString::fromLatin1(std::string(tag) == "Net" ? "note: an online run"
                                                                              : "note: a daily run"))
                         .size(),
                     floors);
        }
    }

    // --repentogon on the commands that take a rule set: the floor JSON names the variant; it belongs to the
    // repentance rule set; batch's "repentogon" key.
    void repentogonOption() {
        Run r = runTool(words("generate --stage-seed 5 --repentogon"));
        QCOMPARE(r.rc, 0);
        QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("ruleVariant")).toString(), QStringLiteral("repentogon"));
        r = runTool(words("generate --stage-seed 5"));
        QCOMPARE(r.rc, 0);
        QVERIFY(!QJsonDocument::fromJson(r.out.toUtf8()).object().contains(QStringLiteral("ruleVariant")));
        r = runTool(words("generate --stage-seed 5 --repentogon --format text"));
        QCOMPARE(r.rc, 0);
        QVERIFY2(r.out.contains(QStringLiteral("repentance (repentogon)")), qPrintable(r.out));
        for (const char *cmd :
             {"generate --stage-seed 5", "stats --count 10", "run --seed DKM8_9MNM", "bench --count 10"}) {
            const QString line =
                QString::fromLatin1(cmd) + QStringLiteral(" --ruleset afterbirth-plus --repentogon");
            r = runTool(words(qPrintable(line)).replaceInStrings(QStringLiteral("_"), QStringLiteral(" ")));
            QVERIFY2(r.rc == 2, cmd);
            QVERIFY2(r.err.contains(QStringLiteral("--repentogon")), qPrintable(r.err));
        }
        r = runTool(words("bench --count 10 --repentogon"));
        QCOMPARE(r.rc, 0);
        QCOMPARE(
            QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("ruleVariant")).toString(),
            QStringLiteral("repentogon"));
        r = runTool(words("run --seed DKM8_9MNM --repentogon")
                        .replaceInStrings(QStringLiteral("_"), QStringLiteral(" ")));
        QCOMPARE(r.rc, 0);
        for (const QString &l : nonEmptyLines(r.out))
            QCOMPARE(
                QJsonDocument::fromJson(l.toUtf8()).object().value(QStringLiteral("ruleVariant")).toString(),
                QStringLiteral("repentogon"));
        r = runTool({QStringLiteral("batch")},
                    "{\"stageSeed\":5,\"repentogon\":true}\n{\"stageSeed\":5,\"repentogon\":1}\n"
                    "{\"stageSeed\":5,\"ruleset\":\"afterbirth-plus\",\"repentogon\":true}\n");
        QCOMPARE(r.rc, 2);
        const QStringList lines = nonEmptyLines(r.out);
        QCOMPARE(lines.size(), 3);
        QCOMPARE(QJsonDocument::fromJson(lines[0].toUtf8())
                     .object()
                     .value(QStringLiteral("ruleVariant"))
                     .toString(),
                 QStringLiteral("repentogon"));
        QVERIFY(
            !QJsonDocument::fromJson(lines[1].toUtf8()).object().value(QStringLiteral("ok")).toBool(true));
        QVERIFY(
            !QJsonDocument::fromJson(lines[2].toUtf8()).object().value(QStringLiteral("ok")).toBool(true));
    }

    // The rule set follows the edition in the folder's name (15.1) unless --ruleset says otherwise; CRLF line
    // ends; a log file that stops inside a floor.
    void editionAndFile() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QByteArray log = runLog(words("--ruleset afterbirth-plus --run-seed 364417104"));
        log.replace("\n", "\r\n");
        const QString ab = dir.filePath(QStringLiteral("Binding of Isaac Afterbirth+/log.txt"));
        const QString rep = dir.filePath(QStringLiteral("Binding of Isaac Repentance+/log.txt"));
        QVERIFY(writeFile(ab, log));
        QVERIFY(writeFile(rep, log));
        Run r = runTool({QStringLiteral("check-log"), ab});
        QVERIFY2(r.rc == 0, qPrintable(r.out + r.err));
        QVERIFY(r.out.contains(QStringLiteral("afterbirth-plus: match")));
        QVERIFY(r.err.isEmpty());
        r = runTool({QStringLiteral("check-log"), rep});
        QCOMPARE(r.rc, 1); // checked as repentance: the first floor differs at least
        r = runTool({QStringLiteral("check-log"), rep, QStringLiteral("--ruleset"),
                     QStringLiteral("afterbirth-plus")});
        QCOMPARE(r.rc, 0);
        // Cut inside the last floor: incomplete, and the summary says the last line was left out.
        QVERIFY(writeFile(ab, log.left(log.size() - 5)));
        r = runTool({QStringLiteral("check-log"), ab});
        QCOMPARE(r.rc, 0);
        QVERIFY(r.out.contains(QStringLiteral(": incomplete")));
        QVERIFY(r.out.contains(QStringLiteral("left out")));
    }

    // Bad input: exit 2 with a message, nothing checked.
    void badInput_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("message");
        QTest::newRow("no file") << words("check-log") << QByteArray() << QStringLiteral("give the log file");
        QTest::newRow("two files") << words("check-log a b") << QByteArray()
                                   << QStringLiteral("one log file");
        QTest::newRow("missing") << words("check-log /nonexistent/log.txt") << QByteArray()
                                 << QStringLiteral("no such file");
        QTest::newRow("folder") << words("check-log /") << QByteArray() << QStringLiteral("it is a folder");
        QTest::newRow("seed given") << words("check-log - --run-seed 5") << QByteArray()
                                    << QStringLiteral("takes the seeds from the log");
        QTest::newRow("format") << words("check-log - --format xml") << QByteArray() << QStringLiteral("xml");
        QTest::newRow("empty") << words("check-log -") << QByteArray() << QStringLiteral("no floor");
        QByteArray binary(200000, '\0');
        for (int i = 0; i < binary.size(); ++i)
            binary[i] = char((i * 7919) & 0xFF);
        QTest::newRow("binary") << words("check-log -") << binary << QStringLiteral("no floor");
        QTest::newRow("original-2011") // (issue 49: the 2011 game wrote no log.txt; every floor "differs")
            << words("check-log - --ruleset original-2011")
            << QByteArray("[INFO] - Level::Init m_Stage 1, "
                          "m_StageType 0 Seed 5\n")
            << QStringLiteral("the 2011 game wrote no log.txt");
        QTest::newRow("only a run") << words("check-log -")
                                    << QByteArray("[INFO] - RNG Start Seed: DKM8 9MNM (364417104)\n")
                                    << QStringLiteral("no floor");
    }
    void badInput() {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, input);
        QFETCH(QString, message);
        const Run r = runTool(args, input);
        verifyRefused(r, message);
    }

    // Issue 49, points 12 and 18: a line that starts like one of the game's messages but does not read as
    // one is named with its line number on standard error, the floor it starts is not counted as another
    // one's, and the exit status is 2 (no floor differs, but the log could not be read whole). Before, the
    // floor vanished ("N floors, N match", exit 0), a cut seed was read (1734357188 as 1734357), stage
    // 4294967295 was echoed as stage 1000, run seed 0 was taken, and UTF-16 was "no Level::Init line".
    void unreadableLines_data() {
        QTest::addColumn<QByteArray>("replacement"); // for the second Level::Init line ("" : the run line)
        QTest::addColumn<QByteArray>("runLine");     // for the RNG Start Seed line ("" : kept)
        QTest::addColumn<QString>("message");
        QTest::addColumn<QString>("notInOutput");
        QTest::newRow("a double space")
            << QByteArray("[INFO] - Level::Init m_Stage 2,  m_StageType 0 Seed 1") << QByteArray()
            << QStringLiteral("does not read as one") << QString();
        QTest::newRow("stage -1") << QByteArray("[INFO] - Level::Init m_Stage -1, m_StageType 0 Seed 1")
                                  << QByteArray() << QStringLiteral("does not read as one") << QString();
        QTest::newRow("stage 4294967295")
            << QByteArray("[INFO] - Level::Init m_Stage 4294967295, m_StageType 0 Seed 1") << QByteArray()
            << QStringLiteral("names stage 4294967295") << QStringLiteral("stage 1000");
        const QByteArray message = "Level::Init m_Stage 2, m_StageType 0 Seed 1734357188";
        QTest::newRow("cut at 4096 bytes")
            << QByteArray(4096 - (message.size() - 3), 'x') + message << QByteArray()
            << QStringLiteral("longer than 4096 bytes") << QStringLiteral("stage seed 1734357,");
        QTest::newRow("run seed 0") << QByteArray() << QByteArray("[INFO] - RNG Start Seed: 0000 0000 (0)")
                                    << QStringLiteral("run seed 0, which is no seed") << QString();
        QTest::newRow("run seed 99999999999")
            << QByteArray() << QByteArray("[INFO] - RNG Start Seed: DKM8 9MNM (99999999999)")
            << QStringLiteral("does not read as one") << QString();
    }
    void unreadableLines() {
        QFETCH(QByteArray, replacement);
        QFETCH(QByteArray, runLine);
        QFETCH(QString, message);
        QFETCH(QString, notInOutput);
        const QByteArray log = runLog(words("--ruleset afterbirth-plus --run-seed 364417104"));
        QList<QByteArray> lines = log.split('\n');
        int levelInits = 0, badLine = 0;
        for (qsizetype i = 0; i < lines.size(); ++i) {
            if (lines[i].contains("RNG Start Seed") && !runLine.isEmpty()) {
                lines[i] = runLine;
                badLine = int(i) + 1;
            }
            if (lines[i].contains("Level::Init") && ++levelInits == 2 && !replacement.isEmpty()) {
                lines[i] = replacement;
                badLine = int(i) + 1;
            }
        }
        QVERIFY(levelInits > 2 && badLine > 0);
        const Run r = runTool(words("check-log - --ruleset afterbirth-plus"), lines.join('\n'));
        QVERIFY2(r.rc == 2, qPrintable(r.out + r.err));
        QVERIFY2(r.err.contains(QStringLiteral("line %1 cannot be read: ").arg(badLine)), qPrintable(r.err));
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("1 line cannot be read")), qPrintable(r.out));
        if (!notInOutput.isEmpty())
            QVERIFY2(!r.out.contains(notInOutput), qPrintable(r.out));
        // Every floor that was read is still checked (none lost, none absorbing another's lines).
        QVERIFY(!r.out.contains(QStringLiteral(": differs")));
        QVERIFY(r.out.contains(QStringLiteral(": match")));
    }

    void utf16Log() {
        const QByteArray log = runLog(words("--ruleset afterbirth-plus --run-seed 364417104"));
        const QString text = QString::fromUtf8(log);
        QByteArray utf16("\xFF\xFE");
        utf16.append(reinterpret_cast<const char *>(text.utf16()), text.size() * 2);
        verifyRefused(runTool(words("check-log -"), utf16), QStringLiteral("it is UTF-16 text"));
    }

    // Point 13: a floor of more generation lines than 10,000 attempts write is incomplete, "too many lines"
    // (before: 2,000,000 lines were kept and compared: "differs", exit 1).
    void tooManyLines() {
        QByteArray log = "[INFO] - Level::Init m_Stage 1, m_StageType 0 Seed 2204285427\n";
        const QByteArray line = "[INFO] - generate...\n";
        log.reserve(log.size() + line.size() * 1000001);
        for (int i = 0; i < 1000001; ++i)
            log += line;
        const Run r = runTool(words("check-log - --ruleset afterbirth-plus"), log);
        QVERIFY2(r.rc == 0, qPrintable(r.out + r.err));
        QVERIFY2(r.out.contains(QStringLiteral("afterbirth-plus: incomplete: too many lines")),
                 qPrintable(r.out));
    }

    // A larger file written here (some 2 MB of afterbirth-plus runs) is checked floor by floor.
    void largerFile() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QByteArray log;
        for (int seed = 1; log.size() < (2 << 20); ++seed)
            log += runLog({QStringLiteral("--ruleset"), QStringLiteral("afterbirth-plus"),
                           QStringLiteral("--run-seed"), QString::number(seed * 7919)});
        const QString path = dir.filePath(QStringLiteral("Binding of Isaac Afterbirth+/log.txt"));
        QVERIFY(writeFile(path, log));
        const Run r =
            runTool({QStringLiteral("check-log"), path, QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.rc, 0);
        const int floors = int(log.count("Level::Init"));
        QCOMPARE(int(r.out.count(QStringLiteral("\"verdict\":\"match\""))), floors);
        QCOMPARE(r.err.trimmed(), QStringLiteral("%1 floors, %1 match").arg(floors));
    }
};

QTEST_GUILESS_MAIN(TestCliGameLog)
#include "test_cli_gamelog.moc"
