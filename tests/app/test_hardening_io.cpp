// Issue 49 (the round-four audit), the command line's side: a closed standard input, a device given as a log
// or a shard's output, bench and a signal, a --resume file that is also standard output, links that loop.
// Through the real executable where a descriptor, a device or a signal is the point (signals sent to the
// children this test starts, every wait bounded: a command that hangs is killed and the test fails).

#include "clirunner.h"
#include "testfiles.h"

#include <csignal>
#include <sys/types.h>
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace floorgen::testing;

namespace {

using testfiles::writeAll;

QString cliPath() {
    return QStringLiteral(FLOORGEN_CLI_PATH);
}

struct Finished {
    bool finished = false;
    int rc = -1;
    QString out, err;
};

// Runs `script` with /bin/sh, the tool as $0, in `dir`; waits at most `ms`, then kills it.
Finished runShell(const QString &script, const QString &dir, int ms = 15000) {
    QProcess p;
    p.setWorkingDirectory(dir);
    p.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), script, cliPath()});
    Finished f;
    if (!p.waitForStarted())
        return f;
    f.finished = p.waitForFinished(ms);
    if (!f.finished) {
        p.kill();
        p.waitForFinished(5000);
    }
    f.rc = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    f.out = QString::fromUtf8(p.readAllStandardOutput());
    f.err = QString::fromUtf8(p.readAllStandardError());
    return f;
}

} // namespace

class TestHardeningIo : public QObject {
    Q_OBJECT

private slots:
    // Point 8: with standard input closed (`<&-`), the first descriptor the tool opened took number 0 and
    // every reader of `-` waited on it forever. Now: refused at once, "it is closed", exit 2.
    void closedStandardInput_data() {
        QTest::addColumn<QString>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("check-log -") << QStringLiteral("check-log -")
                                     << QStringLiteral("cannot read standard input: it is closed");
        QTest::newRow("batch") << QStringLiteral("batch")
                               << QStringLiteral("cannot read standard input after line 0: it is closed");
        QTest::newRow("search --seeds -") << QStringLiteral("search --seeds - --has treasure")
                                          << QStringLiteral("cannot read standard input: it is closed");
        QTest::newRow("export --seeds -") << QStringLiteral("export --seeds - --name {seed}.json -o .")
                                          << QStringLiteral("cannot read standard input: it is closed");
    }
    void closedStandardInput() {
        QFETCH(QString, args);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const Finished f = runShell(QStringLiteral("exec \"$0\" %1 <&-").arg(args), dir.path());
        QVERIFY2(f.finished, "it waited for a standard input that is closed");
        QCOMPARE(f.rc, 2);
        QVERIFY2(f.err.contains(message), qPrintable(f.err));
        QVERIFY(QDir(dir.path()).entryList(QDir::Files).isEmpty()); // nothing exported
    }

    // Point 6: bench stops at once on SIGINT or SIGTERM (it ran its whole count before), as every command.
    void benchStopsOnASignal_data() {
        QTest::addColumn<int>("signal");
        QTest::newRow("SIGINT") << int(SIGINT);
        QTest::newRow("SIGTERM") << int(SIGTERM);
    }
    void benchStopsOnASignal() {
        QFETCH(int, signal);
        QProcess p;
        p.start(cliPath(), words("bench --count 1000000000"));
        QVERIFY(p.waitForStarted());
        QTest::qWait(700);
        // (Still running: a pid of 0 would signal this test's whole process group.)
        QVERIFY2(p.state() == QProcess::Running && p.processId() > 0, p.readAllStandardError().constData());
        ::kill(static_cast<pid_t>(p.processId()), signal);
        const bool finished = p.waitForFinished(15000);
        if (!finished) {
            p.kill();
            p.waitForFinished(5000);
        }
        QVERIFY2(finished, "bench went on after the signal");
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 128 + signal);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(err.contains(QStringLiteral("bench: interrupted by %1")
                                  .arg(QLatin1String(signal == SIGINT ? "SIGINT" : "SIGTERM"))),
                 qPrintable(err));
        QCOMPARE(p.readAllStandardOutput(), QByteArray()); // no figures of a part
    }

    // Points 16 and 17: a device is refused before it is read (check-log read /dev/zero forever, merge read
    // 1 GiB of it before "too large"); a FIFO stays allowed (test_hardening: a signal stops its wait).
    void devicesRefused_data() {
        QTest::addColumn<QString>("args");
        QTest::newRow("check-log /dev/zero") << QStringLiteral("check-log /dev/zero");
        QTest::newRow("merge /dev/zero") << QStringLiteral("merge /dev/zero");
    }
    void devicesRefused() {
        QFETCH(QString, args);
        QTemporaryDir dir;
        const Finished f = runShell(QStringLiteral("exec \"$0\" %1 </dev/null").arg(args), dir.path(), 5000);
        QVERIFY2(f.finished, "it read the device");
        QCOMPARE(f.rc, 2);
        QVERIFY2(f.err.contains(QStringLiteral("cannot read \"/dev/zero\": it is a device, not a file")),
                 qPrintable(f.err));
    }

    // Point 5: `--resume p.json > p.json`: the shell empties the file before the search reads it, and an
    // empty file meant "from the start" (exit 0, the covered part lost). Now refused, saying what to write.
    void resumeFileThatIsStandardOutput() {
        QTemporaryDir dir;
        const QString search =
            QStringLiteral("\"$0\" search --space stage --from 1 --to 3000 --has library --threads 1 "
                           "--shard 1/2 --resume p.json");
        const Finished first = runShell(search + QStringLiteral(" > other.json"), dir.path());
        QVERIFY2(first.finished && first.rc == 0, qPrintable(first.err)); // (no p.json yet: from the start)
        QVERIFY(
            QFile::copy(dir.filePath(QStringLiteral("other.json")), dir.filePath(QStringLiteral("p.json"))));
        const Finished same = runShell(search + QStringLiteral(" > p.json"), dir.path());
        QVERIFY(same.finished);
        QCOMPARE(same.rc, 2);
        QVERIFY2(same.err.contains(QStringLiteral("--resume: \"p.json\" is also standard output")),
                 qPrintable(same.err));
        QVERIFY2(same.err.contains(QStringLiteral("> \"p.json.part\" && mv \"p.json.part\" \"p.json\"")),
                 qPrintable(same.err));
        // Through another name of the same file (a hard link): the same device and inode.
        QVERIFY(writeAll(dir.filePath(QStringLiteral("q.json")), QByteArray()));
        QVERIFY(::link(QFile::encodeName(dir.filePath(QStringLiteral("q.json"))).constData(),
                       QFile::encodeName(dir.filePath(QStringLiteral("r.json"))).constData()) == 0);
        const Finished linked = runShell(
            QStringLiteral("\"$0\" search --space stage --from 1 --to 3000 --has library --shard 1/2 "
                           "--resume q.json > r.json"),
            dir.path());
        QCOMPARE(linked.rc, 2);
        QVERIFY2(linked.err.contains(QStringLiteral("is also standard output")), qPrintable(linked.err));
        // The advised form works: the shard resumed from its earlier output, written aside and renamed.
        const Finished advised =
            runShell(search + QStringLiteral(" > p.json.part && mv p.json.part p.json"), dir.path());
        QVERIFY2(advised.finished && advised.rc == 0, qPrintable(advised.err));
    }

    // Point 18: a PDF batch that cannot be written whole says why, in the system's words (it said "Unknown
    // error" on a full disk). A file size limit (ulimit -f, SIGXFSZ ignored) makes the writes fail as a full
    // disk does, without one; nothing is left behind.
    void pdfBatchThatCannotBeWritten() {
        QTemporaryDir dir;
        const Finished f = runShell(QStringLiteral("trap '' XFSZ; ulimit -f 40; exec \"$0\" export "
                                                   "--stage-seed-range 1..30 -o floors.pdf"),
                                    dir.path(), 60000);
        QVERIFY(f.finished);
        QCOMPARE(f.rc, 2);
        QVERIFY2(f.err.contains(QStringLiteral("cannot write \"floors.pdf\": File too large")),
                 qPrintable(f.err));
        QVERIFY2(!f.err.contains(QStringLiteral("Unknown error")), qPrintable(f.err));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList());
    }

    // Point 18: a loop of symbolic links, or a link to nothing, is named as such (was "no such file").
    void linksThatLeadNowhere() {
        QTemporaryDir dir;
        const QString a = dir.filePath(QStringLiteral("a.txt")), b = dir.filePath(QStringLiteral("b.txt"));
        QVERIFY(QFile::link(b, a) && QFile::link(a, b));
        const QString dangling = dir.filePath(QStringLiteral("dangling.txt"));
        QVERIFY(QFile::link(dir.filePath(QStringLiteral("none.txt")), dangling));
        for (const char *command : {"check-log", "merge"}) {
            Run r = runTool({QLatin1String(command), a});
            QCOMPARE(r.rc, 2);
            QVERIFY2(r.err.contains(QStringLiteral("a loop of symbolic links")), qPrintable(r.err));
            r = runTool({QLatin1String(command), dangling});
            QCOMPARE(r.rc, 2);
            QVERIFY2(r.err.contains(QStringLiteral("a symbolic link to nothing")), qPrintable(r.err));
            r = runTool({QLatin1String(command), dir.filePath(QStringLiteral("none.txt"))});
            QCOMPARE(r.rc, 2);
            QVERIFY2(r.err.contains(QStringLiteral("no such file")), qPrintable(r.err));
        }
    }
};

QTEST_GUILESS_MAIN(TestHardeningIo)
#include "test_hardening_io.moc"
