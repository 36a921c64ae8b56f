// The CLI's long commands stopped by SIGINT or SIGTERM (app/cli/interrupt.h), run as a separate process that
// gets a real signal: search prints what is certain and the seed to resume from, and the interrupted output
// followed by the resumed one equals one uninterrupted search; stats prints partial figures; batch and
// export batches stop after the floor in hand and say where. Exit status 130 for SIGINT, 143 for SIGTERM.
//
// No timing decides a result: each signal is sent once the process has shown it is at work (a first match
// line, a first batch line, a first exported file), over ranges far too long to finish first.

#include "clirunner.h"

#include <csignal>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace floorgen;
using namespace floorgen::testing;

namespace {

struct Stopped {
    QProcess::ExitStatus status;
    int rc;
    QByteArray out;
    QString err;
};

// Starts the CLI with `args`; `ready` is polled every few milliseconds (with the standard output read so
// far) until it holds, then `signal` is sent and the process waited for.
template <typename Ready> Stopped runAndSignal(const QStringList &args, int signal, Ready ready) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(FLOORGEN_CLI_PATH), args);
    if (!p.waitForStarted())
        return {QProcess::CrashExit, -1, {}, QStringLiteral("did not start")};
    QByteArray out;
    QElapsedTimer clock;
    clock.start();
    while (!ready(p, out) && p.state() == QProcess::Running && clock.elapsed() < 60000) {
        p.waitForReadyRead(20);
        out += p.readAllStandardOutput();
    }
    ::kill(static_cast<pid_t>(p.processId()), signal);
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        return {QProcess::CrashExit, -1, {}, QStringLiteral("did not stop")};
    }
    out += p.readAllStandardOutput();
    return {p.exitStatus(), p.exitCode(), out, QString::fromUtf8(p.readAllStandardError())};
}

} // namespace

class TestSearchStream : public QObject {
    Q_OBJECT

private slots:
    // Search 1..2^32-1 (hours of work), interrupted once the first match lines are out; resumed with the
    // --from it prints, up to a bound a little further on. The two outputs, one after the other, are the
    // output of one search from 1 to that bound.
    void interruptedSearchResumes_data() {
        QTest::addColumn<int>("signal");
        QTest::addColumn<QString>("space");
        QTest::addColumn<int>("threads");
        QTest::newRow("SIGINT, stage seeds, 2 threads") << SIGINT << "stage" << 2;
        QTest::newRow("SIGTERM, stage seeds, 1 thread") << SIGTERM << "stage" << 1;
        QTest::newRow("SIGINT, run seeds, 3 threads") << SIGINT << "run" << 3;
    }
    void interruptedSearchResumes() {
        QFETCH(int, signal);
        QFETCH(QString, space);
        QFETCH(int, threads);
        const QStringList criteria = words("search --has library --limit 0 --space") << space;
        const Stopped r =
            runAndSignal(QStringList(criteria) << QStringLiteral("--threads") << QString::number(threads),
                         signal, [](QProcess &, const QByteArray &out) { return out.count('\n') >= 3; });
        QCOMPARE(r.status, QProcess::NormalExit);
        QCOMPARE(r.rc, 128 + signal);
        QVERIFY2(r.err.contains(signal == SIGINT ? QStringLiteral("interrupted by SIGINT")
                                                 : QStringLiteral("interrupted by SIGTERM")),
                 qPrintable(r.err));
        const auto m =
            QRegularExpression(QStringLiteral("to resume, search again with --from (\\d+)\\n")).match(r.err);
        QVERIFY2(m.hasMatch(), qPrintable(r.err));
        const qint64 resume = m.captured(1).toLongLong();
        QVERIFY(r.out.count('\n') >= 3);
        QVERIFY(r.out.endsWith('\n')); // whole lines only

        const QString to = QString::number(resume + 30000);
        const Run rest = runTool(QStringList(criteria) << QStringLiteral("--from") << QString::number(resume)
                                                       << QStringLiteral("--to") << to);
        QCOMPARE(rest.rc, 0);
        const Run whole = runTool(QStringList(criteria) << QStringLiteral("--to") << to);
        QCOMPARE(whole.rc, 0);
        QVERIFY(!rest.out.isEmpty());
        QCOMPARE(QString::fromUtf8(r.out) + rest.out, whole.out);
    }

    // The JSON document of an interrupted search is whole, and says so.
    void interruptedSearchJson() {
        const Stopped r =
            runAndSignal(words("search --has library --limit 0 --space stage --threads 2 --format json"),
                         SIGINT, [](QProcess &, const QByteArray &out) { return out.count('}') >= 3; });
        QCOMPARE(r.rc, 130);
        QJsonParseError e;
        const QJsonObject j = QJsonDocument::fromJson(r.out, &e).object();
        QVERIFY2(e.error == QJsonParseError::NoError, qPrintable(e.errorString()));
        QCOMPARE(j.value(QStringLiteral("interrupted")).toBool(), true);
        const qint64 searchedTo = j.value(QStringLiteral("searchedTo")).toInteger();
        QVERIFY2(r.err.contains(QStringLiteral("--from %1\n").arg(searchedTo + 1)), qPrintable(r.err));
        QVERIFY(j.value(QStringLiteral("matches")).toArray().size() >= 2);
    }

    // stats over 4 billion seeds, stopped: the figures of the seeds done, marked as partial.
    void interruptedStatsIsPartial_data() {
        QTest::addColumn<int>("signal");
        QTest::addColumn<QString>("format");
        QTest::newRow("SIGTERM, json") << SIGTERM << "json";
        QTest::newRow("SIGINT, csv") << SIGINT << "csv";
    }
    void interruptedStatsIsPartial() {
        QFETCH(int, signal);
        QFETCH(QString, format);
        QElapsedTimer started;
        started.start();
        // stats prints nothing before the end: the signal goes once the tool has had time to start.
        const Stopped r =
            runAndSignal(words("stats --seed-range 1..4000000000 --threads 2 --format") << format, signal,
                         [&](QProcess &, const QByteArray &) { return started.elapsed() > 1500; });
        QCOMPARE(r.status, QProcess::NormalExit);
        QCOMPARE(r.rc, 128 + signal);
        QVERIFY2(r.err.contains(QStringLiteral("the figures are partial")), qPrintable(r.err));
        qint64 floors = 0;
        if (format == QLatin1String("json")) {
            const QJsonObject j = QJsonDocument::fromJson(r.out).object();
            QCOMPARE(j.value(QStringLiteral("cancelled")).toBool(), true);
            floors = j.value(QStringLiteral("floors")).toInteger();
        } else {
            const auto m = QRegularExpression(QStringLiteral("\\nrun,partial,[^,]*,,(\\d+),4000000000,"))
                               .match(QString::fromUtf8(r.out));
            QVERIFY2(m.hasMatch(), r.out.left(400).constData());
            floors = m.captured(1).toLongLong();
        }
        QVERIFY(floors > 0);
        QVERIFY(floors < 4000000000ll);
    }

    // batch stops after the line in hand: every line before is printed, and the message names it.
    void interruptedBatch() {
        QProcess p;
        p.start(QStringLiteral(FLOORGEN_CLI_PATH), {QStringLiteral("batch")});
        QVERIFY(p.waitForStarted());
        p.write("{\"stageSeed\":1}\n{\"stageSeed\":2}\n{\"stageSeed\":3}\n");
        QByteArray out;
        QElapsedTimer clock;
        clock.start();
        while (out.count('\n') < 3 && clock.elapsed() < 60000) {
            p.waitForReadyRead(20);
            out += p.readAllStandardOutput();
        }
        QCOMPARE(out.count('\n'), 3); // each line is out as soon as it is done
        ::kill(static_cast<pid_t>(p.processId()), SIGINT);
        // Waiting for input, the next line ends the wait.
        p.write("{\"stageSeed\":4}\n{\"stageSeed\":5}\n");
        QVERIFY(p.waitForFinished(60000));
        out += p.readAllStandardOutput();
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitCode(), 130);
        // The signal may come before the tool goes back to reading (it stops after line 3) or while it waits
        // (line 4 ends the wait and is done): either way the message names the last line printed.
        const qsizetype lines = out.count('\n');
        QVERIFY2(lines == 3 || lines == 4, out.constData());
        QVERIFY2(err.contains(QStringLiteral("interrupted by SIGINT after input line %1:").arg(lines)),
                 qPrintable(err));
    }

    // An export batch stops after the floors in hand; the files of floors 1 to N are there and the message
    // names the next floor.
    void interruptedExportBatch() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const Stopped r = runAndSignal(
            QStringList{QStringLiteral("export"), QStringLiteral("--stage-seed-range"),
                        QStringLiteral("1..900000"), QStringLiteral("-o"), dir.path(),
                        QStringLiteral("--name"), QStringLiteral("{stageSeed}.json")},
            SIGTERM, [&](QProcess &, const QByteArray &) { return QDir(dir.path()).count() >= 5; });
        QCOMPARE(r.status, QProcess::NormalExit);
        QCOMPARE(r.rc, 143);
        const auto m =
            QRegularExpression(QStringLiteral("interrupted by SIGTERM: floors 1 to (\\d+) of 900000 are "
                                              "done; the next one is stage seed (\\d+)\\n"))
                .match(r.err);
        QVERIFY2(m.hasMatch(), qPrintable(r.err.right(300)));
        const qint64 done = m.captured(1).toLongLong();
        QCOMPARE(m.captured(2).toLongLong(), done + 1);
        QVERIFY(done >= 1);
        for (qint64 seed = 1; seed <= done; ++seed)
            QVERIFY(QFile::exists(dir.filePath(QStringLiteral("%1.json").arg(seed))));
    }
};

QTEST_GUILESS_MAIN(TestSearchStream)
#include "test_search_stream.moc"
