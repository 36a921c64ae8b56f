// `search --where EXPR` (core/include/floorgen/searchexpr.h): a bad expression is refused with the column of
// its bad token (exit 2); a plain AND written as an expression prints what the options print; shards of an
// expression search merge to the single search, a resume with another expression is refused, and a search
// stopped by SIGINT and resumed with --from prints what one uninterrupted search prints.

#include "clirunner.h"

#include <csignal>
#include <sys/types.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

using namespace floorgen::testing;

namespace {

QJsonObject jsonOf(const QString &text) {
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

bool writeText(const QString &path, const QString &text) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text.toUtf8()) == text.toUtf8().size();
}

QStringList search(const char *options, const char *where) {
    return QStringList{QStringLiteral("search")} + words(options) +
           QStringList{QStringLiteral("--where"), QString::fromUtf8(where)};
}

} // namespace

class TestCliWhere : public QObject {
    Q_OBJECT

private slots:
    void badExpressions_data() {
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("extra");
        QTest::addColumn<QString>("message");
        QTest::addColumn<QString>("mark"); // the line under the expression
        QTest::newRow("unknown type") << "has library or has libary"
                                      << ""
                                      << "column 20: has: unknown room type \"libary\""
                                      << "                     ^^^^^^";
        QTest::newRow("dangling or") << "xl or"
                                     << ""
                                     << "column 6: the expression ends where a criterion was expected"
                                     << "       ^";
        QTest::newRow("unclosed") << "(xl or no-curse"
                                  << ""
                                  << "column 1: this parenthesis is never closed"
                                  << "  ^";
        QTest::newRow("floor in a floor search needs run space") << "floor 1 (xl)"
                                                                 << "--space stage"
                                                                 << "--floor searches the floors of runs"
                                                                 << "";
        QTest::newRow("term outside floor") << "floor 1 (xl) or has library"
                                            << ""
                                            << "column 17: a criterion outside floor ( ... )"
                                            << "                  ^";
        QTest::newRow("with --floor, a term") << "has library"
                                              << "--floor 2 --has shop"
                                              << "column 1: a criterion outside floor"
                                              << "  ^";
        QTest::newRow("Void boss off the Void") << "boss #0 or xl"
                                                << ""
                                                << "--where: boss #0 is no boss subtype"
                                                << "";
        QTest::newRow("impossible plain part") << "has library=3..2"
                                               << ""
                                               << "has: \"3..2\" is an empty range"
                                               << "";
        QTest::newRow("impossible and of terms") << "xl and has-curse darkness and no-curse"
                                                 << ""
                                                 << "no floor can match"
                                                 << "";
    }
    void badExpressions() {
        QFETCH(QString, where);
        QFETCH(QString, extra);
        QFETCH(QString, message);
        QFETCH(QString, mark);
        const QStringList args = QStringList{QStringLiteral("search")} +
                                 extra.split(QLatin1Char(' '), Qt::SkipEmptyParts) +
                                 QStringList{QStringLiteral("--where"), where};
        const Run r = runTool(args);
        verifyRefused(r, message);
        if (!mark.isEmpty()) {
            QVERIFY2(r.err.contains(QStringLiteral("\n  ") + where + QStringLiteral("\n")),
                     qPrintable(r.err));
            QVERIFY2(r.err.contains(QStringLiteral("\n") + mark + QStringLiteral("\n")), qPrintable(r.err));
        }
    }

    // A plain AND in --where is the search of the options.
    void plainAndPrintsWhatTheOptionsPrint_data() {
        QTest::addColumn<QString>("options");  // the search with options only
        QTest::addColumn<QString>("settings"); // the search with --where: these options, and
        QTest::addColumn<QString>("where");
        QTest::newRow("types and distance") << "--has library --adjacent start,treasure"
                                            << ""
                                            << "has library and adjacent start,treasure";
        QTest::newRow("boss and rooms") << "--boss monstro,gurdy --rooms 10..13"
                                        << ""
                                        << "boss monstro,gurdy and rooms 10..13";
        QTest::newRow("curses") << "--ruleset repentance --stage 3 --has-curse darkness --no-xl"
                                << "--ruleset repentance --stage 3"
                                << "has-curse darkness and no-xl";
        QTest::newRow("options and where") << "--has library --lacks curse --attempts 1"
                                           << "--has library"
                                           << "lacks curse and attempts 1";
        QTest::newRow("floors") << "--ruleset repentance --floor 2 --has treasure --floor 4 --has library"
                                << "--ruleset repentance"
                                << "floor 2 (has treasure) and floor 4 (has library)";
    }
    void plainAndPrintsWhatTheOptionsPrint() {
        QFETCH(QString, options);
        QFETCH(QString, settings);
        QFETCH(QString, where);
        const QStringList common = words("search --from 1 --to 30000 --limit 0 --threads 2");
        const Run a = runTool(common + options.split(QLatin1Char(' ')));
        const Run b = runTool(common + settings.split(QLatin1Char(' '), Qt::SkipEmptyParts) +
                              QStringList{QStringLiteral("--where"), where});
        QCOMPARE(a.rc, 0);
        QCOMPARE(b.rc, 0);
        QVERIFY(!a.out.isEmpty());
        QCOMPARE(b.out, a.out);
    }

    void shardsMergeToTheSingleSearch_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("one floor") << search("--space stage --stage 3 --from 50 --to 9000 --threads 2",
                                             "has library or has-curse darkness and not boss chub");
        QTest::newRow("a run") << search(
            "--ruleset repentance --from 1 --to 1500 --threads 2",
            "floor 1 (has library or has planetarium) or not floor 3 (has curse)");
    }
    void shardsMergeToTheSingleSearch() {
        QFETCH(QStringList, args);
        const Run single = runTool(args + words("--limit 0 --format json"));
        QCOMPARE(single.rc, 0);
        QTemporaryDir dir;
        QStringList files;
        for (int k = 0; k < 3; ++k) {
            const Run part =
                runTool(args + QStringList{QStringLiteral("--shard"), QStringLiteral("%1/3").arg(k)});
            QCOMPARE(part.rc, 0);
            QVERIFY(jsonOf(part.out)
                        .value(QStringLiteral("search"))
                        .toObject()
                        .contains(QStringLiteral("where")));
            files << dir.filePath(QStringLiteral("part-%1.json").arg(k));
            QVERIFY(writeText(files.back(), part.out));
        }
        const Run merged = runTool(
            QStringList{QStringLiteral("merge"), QStringLiteral("--format"), QStringLiteral("json")} + files);
        QCOMPARE(merged.rc, 0);
        const QJsonObject m = jsonOf(merged.out), s = jsonOf(single.out);
        QVERIFY(!s.value(QStringLiteral("matches")).toArray().isEmpty());
        for (const char *key : {"matches", "searchedTo", "tried", "failures"})
            QVERIFY2(m.value(QLatin1String(key)) == s.value(QLatin1String(key)), key);
        // A shard of another expression is another search: merge and resume refuse it.
        QStringList other = args;
        other.last() += other.last().contains(QLatin1String("floor")) ? QStringLiteral(" or floor 2 (xl)")
                                                                      : QStringLiteral(" or xl");
        const Run otherPart = runTool(other + words("--shard 2/3"));
        QCOMPARE(otherPart.rc, 0);
        QVERIFY(writeText(files.back(), otherPart.out));
        QCOMPARE(runTool(QStringList{QStringLiteral("merge")} + files).rc, 2);
        verifyRefused(runTool(args + QStringList{QStringLiteral("--shard"), QStringLiteral("2/3"),
                                                 QStringLiteral("--resume"), files.back()}),
                      QStringLiteral("is the output of another search"));
    }

    // --layout and `layout` over the room files of tests/data/rooms-D: each match names the rooms, their
    // floor and cell; without room files, or with a layout they do not have, the search is refused.
    void layoutNamesWhereTheRoomIs() {
        const QString data = QStringLiteral(FLOORGEN_TEST_DATA_DIR "/rooms-D");
        const QStringList base = words("search --ruleset afterbirth-plus --limit 4 --threads 2") +
                                 QStringList{QStringLiteral("--game-data"), data};
        const Run option = runTool(base + words("--layout treasure:0..3"));
        QCOMPARE(option.rc, 0);
        const QStringList lines = option.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 4);
        const QRegularExpression place(QStringLiteral(
            "^B\\w{3} \\w{4}\tstage 1: room \\d+ at \\d+,\\d+ \\(00\\.special rooms\\.xml:[0-3]\\)$"));
        for (const QString &line : lines)
            QVERIFY2(place.match(line).hasMatch(), qPrintable(line));
        // The same as a term of --where, and across the floors of a run.
        QCOMPARE(
            runTool(base + QStringList{QStringLiteral("--where"), QStringLiteral("layout treasure:0..3")})
                .out,
            option.out);
        const Run run = runTool(
            base + QStringList{QStringLiteral("--where"),
                               QStringLiteral("floor 2 (layout cellar:1..60) and floor 1 (xl or no-xl)")});
        QCOMPARE(run.rc, 0);
        QVERIFY2(run.out.contains(QLatin1String("\tstage 2: room ")), qPrintable(run.out));
        QVERIFY2(run.out.contains(QLatin1String("(02.cellar.xml:")), qPrintable(run.out));
        verifyRefused(runTool(words("search --layout treasure:1")),
                      QStringLiteral("needs the player's room files (--game-data)"));
        verifyRefused(runTool(base + words("--layout basement:99999")),
                      QStringLiteral("no layout of the room files"));
        verifyRefused(runTool(base + words("--layout basement:x")),
                      QStringLiteral("--layout: \"x\" is not a variant"));
    }

    // SIGINT stops the search (exit 130) and names the --from that resumes it; the two outputs, one after
    // the other, are the output of the search left to run.
    void interruptedSearchResumes() {
        const QStringList args =
            search("--space stage --from 1 --to 1000000 --limit 0 --threads 2",
                   "has library and (boss monstro or not has-curse darkness) and lacks curse");
        QProcess p;
        p.start(QStringLiteral(FLOORGEN_CLI_PATH), args.mid(0));
        QVERIFY(p.waitForStarted(10000));
        QByteArray out;
        for (int waited = 0; !out.contains('\n') && waited < 600; ++waited) {
            p.waitForReadyRead(100);
            out += p.readAllStandardOutput();
        }
        QVERIFY2(out.contains('\n'), "no match printed");
        QCOMPARE(p.state(), QProcess::Running); // (1,000,000 seeds: far from done at the first match)
        ::kill(static_cast<pid_t>(p.processId()), SIGINT);
        QVERIFY(p.waitForFinished(60000));
        out += p.readAllStandardOutput();
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 130);
        const QRegularExpressionMatch from =
            QRegularExpression(QStringLiteral("search again with --from (\\d+)")).match(err);
        QVERIFY2(from.hasMatch(), qPrintable(err));
        QStringList rest = args;
        rest[rest.indexOf(QStringLiteral("--from")) + 1] = from.captured(1);
        const Run second = runTool(rest);
        QCOMPARE(second.rc, 0);
        const Run whole = runTool(args);
        QCOMPARE(whole.rc, 0);
        QCOMPARE(QString::fromUtf8(out) + second.out, whole.out);
    }
};

QTEST_GUILESS_MAIN(TestCliWhere)
#include "test_cli_where.moc"
