// Issue 39: never clobber, never hang, never hide why. A settings file that is a device, a FIFO or a link to
// one is left alone; Ctrl+C during an export keeps the old file; one signal stops a command that waits for
// its input; a seed list costs 4 bytes a seed; routes go forward; messages escape what they echo; a closed
// pipe ends the tool quietly; a link that leads nowhere is refused. Through the real executables where a
// signal, a descriptor or a limit is the point (device nodes and FIFOs made in a temporary folder, signals
// sent to the children this test starts, every wait bounded); in-process (runCli) elsewhere.

#include "appsettings.h"
#include "clirunner.h"
#include "floorgen/seedstring.h"
#include "testfiles.h"

#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/types.h>
#include <unistd.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#if defined(__SANITIZE_ADDRESS__)
#define FLOORGEN_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define FLOORGEN_ASAN 1
#endif
#endif

using namespace floorgen;
using namespace floorgen::testing;

namespace {

using testfiles::readAll;
using testfiles::writeAll;

QString cliPath() {
    return QStringLiteral(FLOORGEN_CLI_PATH);
}
QString guiPath() {
    return QStringLiteral(FLOORGEN_GUI_PATH);
}

mode_t kindOf(const QString &path) {
    struct stat st {};
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 ? (st.st_mode & S_IFMT) : 0;
}
mode_t targetKindOf(const QString &path) {
    struct stat st {};
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? (st.st_mode & S_IFMT) : 0;
}

struct Child {
    QProcess process;
    bool finished = false;
};

// Starts `program`; `stdinFile` as standard input ("" : a pipe left open, that never writes).
void start(Child &c, const QString &program, const QStringList &args, const QString &stdinFile = {}) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    c.process.setProcessEnvironment(env);
    if (!stdinFile.isEmpty())
        c.process.setStandardInputFile(stdinFile);
    c.process.start(program, args);
    QVERIFY(c.process.waitForStarted());
}

// Waits at most `ms` for the child; kills it when it is still there (the test then fails on `finished`).
void finish(Child &c, int ms) {
    // (waitForFinished is false for a child that has already finished.)
    c.finished = c.process.state() == QProcess::NotRunning || c.process.waitForFinished(ms);
    if (!c.finished) {
        c.process.kill();
        c.process.waitForFinished(5000);
    }
}

} // namespace

class TestHardening : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName(QStringLiteral("isaac-floorgen"));
        QCoreApplication::setApplicationName(QStringLiteral("Isaac Floor Generator"));
    }

    // ---- 1: a settings file that is not a regular file is never read, written or replaced ----

    void settingsFileThatIsNoRegularFile_data() {
        QTest::addColumn<QString>("kind");
        QTest::newRow("character device") << QStringLiteral("device");
        QTest::newRow("link to a character device") << QStringLiteral("device link");
        QTest::newRow("FIFO") << QStringLiteral("fifo");
        QTest::newRow("link to a FIFO") << QStringLiteral("fifo link");
    }
    void settingsFileThatIsNoRegularFile() {
        QFETCH(QString, kind);
        QTemporaryDir dir;
        const QString node = dir.filePath(QStringLiteral("node"));
        if (kind.startsWith(QLatin1String("device"))) {
            // 1,3: the null device's numbers, so that a write through it would do no harm.
            if (::mknod(QFile::encodeName(node).constData(), S_IFCHR | 0666, makedev(1, 3)) != 0)
                QSKIP("cannot create a device node here (not root)");
        } else {
            QVERIFY(::mkfifo(QFile::encodeName(node).constData(), 0600) == 0);
        }
        const mode_t nodeKind = kindOf(node);
        QString given = node;
        if (kind.endsWith(QLatin1String("link"))) {
            given = dir.filePath(QStringLiteral("settings.ini"));
            QVERIFY(QFile::link(node, given));
        }
        Child c;
        start(c, guiPath(),
              {QStringLiteral("--settings"), given, QStringLiteral("--size"), QStringLiteral("640x480"),
               QStringLiteral("--screenshot"), dir.filePath(QStringLiteral("shot.png"))},
              QStringLiteral("/dev/null"));
        finish(c, 60000); // a FIFO opened as the settings blocked forever
        QVERIFY2(c.finished, "the app did not finish");
        const QString err = QString::fromUtf8(c.process.readAllStandardError());
        QCOMPARE(c.process.exitCode(), 0);
        QVERIFY2(err.contains(QStringLiteral("not a regular file")) &&
                     err.contains(QStringLiteral("not be saved")),
                 qPrintable(err));
        QCOMPARE(kindOf(node), nodeKind); // still the device or the FIFO
        if (given != node)
            QCOMPARE(kindOf(given), mode_t(S_IFLNK));
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("shot.png"))).size() > 1000);
    }

    // repentance.md R23.3: REPENTOGON's options.ini beside a log is read only when it is a regular file; a
    // FIFO there made check-log wait forever in open().
    void optionsIniThatIsAFifo() {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("Repentogon")));
        QVERIFY(
            ::mkfifo(QFile::encodeName(dir.filePath(QStringLiteral("Repentogon/options.ini"))).constData(),
                     0600) == 0);
        const QString log = dir.filePath(QStringLiteral("log.txt"));
        QVERIFY(writeAll(log, "[INFO] - RNG Start Seed: B91Y 9THH (1)\n"
                              "[INFO] - Level::Init m_Stage 1, m_StageType 0 Seed 77\n"));
        Child c;
        start(c, cliPath(), {QStringLiteral("check-log"), log}, QStringLiteral("/dev/null"));
        finish(c, 60000);
        QVERIFY2(c.finished, "check-log did not finish");
        QVERIFY2(c.process.exitCode() != 2, qPrintable(QString::fromUtf8(c.process.readAllStandardError())));
        QCOMPARE(kindOf(dir.filePath(QStringLiteral("Repentogon/options.ini"))), mode_t(S_IFIFO));
    }

    // The default settings file (the user's) when it is a FIFO: in memory, nothing opened.
    void defaultSettingsFileIsAFifo() {
        QTemporaryDir dir;
        const QByteArray old = qgetenv("XDG_CONFIG_HOME");
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(dir.path()));
        const auto restore = qScopeGuard([&] {
            if (old.isNull())
                qunsetenv("XDG_CONFIG_HOME");
            else
                qputenv("XDG_CONFIG_HOME", old);
        });
        const QString path = app::AppSettings::defaultFileName();
        QVERIFY2(path.startsWith(dir.path()), qPrintable(path));
        {
            // Where QSettings keeps them: the same file.
            QSettings plain;
            QCOMPARE(plain.fileName(), path);
        }
        QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
        QVERIFY(::mkfifo(QFile::encodeName(path).constData(), 0600) == 0);
        {
            app::AppSettings settings; // opening the FIFO would block here
            QVERIFY(settings.inMemory());
            QVERIFY(settings.setValue(app::AppSettings::Key::Stage, 5));
            QCOMPARE(settings.intValue(app::AppSettings::Key::Stage), 5);
            settings.sync();
        }
        QCOMPARE(kindOf(path), mode_t(S_IFIFO));
        // A regular file there is used as before.
        QVERIFY(QFile::remove(path));
        {
            app::AppSettings settings;
            QVERIFY(!settings.inMemory());
            QVERIFY(settings.setValue(app::AppSettings::Key::Stage, 4));
        }
        QCOMPARE(app::AppSettings().intValue(app::AppSettings::Key::Stage), 4);
    }

    // ---- 3: Ctrl+C during an export to an existing file keeps that file ----

    void interruptedExportKeepsTheOldFile() {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("floors.pdf"));
        const QByteArray old("the old file, which must survive\n");
        QVERIFY(writeAll(out, old));
        Child c;
        start(c, cliPath(),
              {QStringLiteral("export"), QStringLiteral("--stage-seed-range"), QStringLiteral("1..200000"),
               QStringLiteral("-o"), out},
              QStringLiteral("/dev/null"));
        QTest::qWait(2500); // some pages made
        ::kill(static_cast<pid_t>(c.process.processId()), SIGINT);
        finish(c, 60000);
        QVERIFY(c.finished);
        const QString err = QString::fromUtf8(c.process.readAllStandardError());
        QCOMPARE(c.process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(c.process.exitCode(), 130);
        QVERIFY2(err.contains(QStringLiteral("was not written")), qPrintable(err));
        QCOMPARE(readAll(out), old);
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 QStringList{QStringLiteral("floors.pdf")}); // no temporary file left
    }

    // ---- 5: one signal stops a command that waits for its input ----

    void oneSignalStopsAReader_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("input"); // "pipe": open, silent; "zero": a zero device of our own; "fifo":
                                            // a FIFO of our own without a writer (the command names it)
        QTest::addColumn<int>("signal");
        QTest::addColumn<QString>("expected");
        QTest::newRow("batch, SIGINT, silent pipe")
            << QStringList{QStringLiteral("batch")} << QStringLiteral("pipe") << int(SIGINT)
            << QStringLiteral("interrupted by SIGINT after input line 0");
        QTest::newRow("batch, SIGTERM, zero device")
            << QStringList{QStringLiteral("batch")} << QStringLiteral("zero") << int(SIGTERM)
            << QStringLiteral("interrupted by SIGTERM");
        QTest::newRow("search --seeds -, SIGINT")
            << words("search --seeds - --has treasure") << QStringLiteral("pipe") << int(SIGINT)
            << QStringLiteral("to resume, search again with --from 1");
        QTest::newRow("search --seeds -, zero device")
            << words("search --seeds - --has treasure") << QStringLiteral("zero") << 0
            << QStringLiteral("is longer than 1024 bytes"); // refused at once, no signal needed
        QTest::newRow("export --seeds -, SIGINT")
            << words("export --seeds - --name {seed}.json -o .") << QStringLiteral("pipe") << int(SIGINT)
            << QStringLiteral("interrupted by SIGINT while reading standard input");
        // A FIFO no program writes to: opening it waited for a writer, and the signal restarted the wait.
        QTest::newRow("search --seeds FIFO, SIGINT")
            << words("search --seeds fifo --has treasure") << QStringLiteral("fifo") << int(SIGINT)
            << QStringLiteral("to resume, search again with --from 1");
        QTest::newRow("export --seeds FIFO, SIGTERM")
            << words("export --seeds fifo --name {seed}.json -o .") << QStringLiteral("fifo") << int(SIGTERM)
            << QStringLiteral("interrupted by SIGTERM while reading \"fifo\"");
        // check-log read chunks with a blocking read: a signal cut it short and the log was "empty" (exit 2).
        QTest::newRow("check-log -, SIGINT") << words("check-log -") << QStringLiteral("pipe") << int(SIGINT)
                                             << QStringLiteral("interrupted by SIGINT after 0 floors");
        QTest::newRow("check-log FIFO, SIGTERM") << words("check-log fifo") << QStringLiteral("fifo")
                                                 << int(SIGTERM) << QStringLiteral("interrupted by SIGTERM");
        // merge read a shard's output whole with a blocking open and read.
        QTest::newRow("merge FIFO, SIGINT") << words("merge fifo") << QStringLiteral("fifo") << int(SIGINT)
                                            << QStringLiteral("interrupted by SIGINT while reading \"fifo\"");
    }
    void oneSignalStopsAReader() {
        QFETCH(QStringList, args);
        QFETCH(QString, input);
        QFETCH(int, signal);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        QString stdinFile;
        if (input == QLatin1String("zero")) {
            stdinFile = dir.filePath(QStringLiteral("zero"));
            if (::mknod(QFile::encodeName(stdinFile).constData(), S_IFCHR | 0444, makedev(1, 5)) != 0)
                QSKIP("cannot create a device node here (not root)");
        } else if (input == QLatin1String("fifo")) {
            QVERIFY(::mkfifo(QFile::encodeName(dir.filePath(QStringLiteral("fifo"))).constData(), 0600) == 0);
        }
        Child c;
        c.process.setWorkingDirectory(dir.path());
        start(c, cliPath(), args, stdinFile);
        QTest::qWait(700);
        if (signal != 0)
            ::kill(static_cast<pid_t>(c.process.processId()), signal);
        finish(c, 15000); // the first signal was ignored while a read waited
        QVERIFY2(c.finished, "one signal did not stop it");
        const QString err = QString::fromUtf8(c.process.readAllStandardError());
        QCOMPARE(c.process.exitStatus(), QProcess::NormalExit);
        QVERIFY2(err.contains(expected), qPrintable(err));
        if (!expected.contains(QLatin1String("longer")))
            QCOMPARE(c.process.exitCode(), 128 + signal);
        else
            QCOMPARE(c.process.exitCode(), 2);
    }

    // ---- 6: a seed list costs about 4 bytes a seed; routes go forward ----

    void seedListInBoundedMemory() {
#ifdef FLOORGEN_ASAN
        QSKIP("the address space limit below does not fit the sanitizer's shadow memory");
#endif
        QTemporaryDir dir;
        const QString list = dir.filePath(QStringLiteral("seeds.txt"));
        {
            // 5,000,000 distinct seeds (43 MB), then every one again: 350 MB before (QByteArray lines).
            QFile f(list);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QByteArray chunk;
            for (int pass = 0; pass < 2; ++pass)
                for (std::uint32_t s = 1; s <= 5000000; ++s) {
                    chunk += QByteArray::number(s * 797u % 4000000007u + 1) + '\n';
                    if (chunk.size() > (1 << 20)) {
                        QVERIFY(f.write(chunk) == chunk.size());
                        chunk.clear();
                    }
                }
            QVERIFY(f.write(chunk) == chunk.size());
        }
        QProcess p;
        // 160 MB of data and heap: the list (20 MB, twice while sorted) fits many times; the old reader's
        // lines did not.
        p.setChildProcessModifier([] {
            const rlimit limit{160u << 20, 160u << 20};
            ::setrlimit(RLIMIT_DATA, &limit);
        });
        p.start(cliPath(), words("search --space stage --threads 1 --limit 1 --has treasure --seeds")
                               << list);
        QVERIFY(p.waitForStarted());
        QVERIFY(p.waitForFinished(120000));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QVERIFY2(p.exitCode() == 0, qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("1 found")), qPrintable(err));
    }

    void routesGoForward_data() {
        QTest::addColumn<QString>("route");
        QTest::addColumn<QString>("expected");
        QTest::newRow("repeated") << QStringLiteral("1:0,1:0")
                                  << QStringLiteral("route floor 1:0 comes after 1:0");
        QTest::newRow("backwards") << QStringLiteral("3:0,1:0")
                                   << QStringLiteral("route floor 1:0 comes after 3:0");
        // The alternate path repeats a stage once (1:0 then 1:4, as test_cli_repentance runGivenRoute); a
        // third floor of the same stage is no run's.
        QTest::newRow("a stage three times")
            << QStringLiteral("1:0,1:4,1:5") << QStringLiteral("route floor 1:5 comes after 1:4");
        QString longRoute;
        for (int i = 0; i < 25000; ++i)
            longRoute += QStringLiteral("%1:0,").arg(i % 8 + 1);
        longRoute.chop(1);
        QTest::newRow("25,000 floors") << longRoute << QStringLiteral("route floor 1:0 comes after 8:0");
    }
    void routesGoForward() {
        QFETCH(QString, route);
        QFETCH(QString, expected);
        const Run r = runTool({QStringLiteral("run"), QStringLiteral("--seed"), QStringLiteral("B91Y 9THH"),
                               QStringLiteral("--route"), route});
        verifyRefused(r, expected);
        // A real route still runs.
        const Run ok = runTool({QStringLiteral("run"), QStringLiteral("--seed"), QStringLiteral("B91Y 9THH"),
                                QStringLiteral("--route"), QStringLiteral("1:0,2:0,3:1")});
        QVERIFY2(ok.rc == 0, qPrintable(ok.err));
        QCOMPARE(ok.out.count(QLatin1Char('\n')), 3);
    }

    // ---- 8: a search whose floors all fail says so ----

    void searchWhoseFloorsAllFail() {
        // Afterbirth+ stage files whose rooms have one door only: every attempt fails, none can be told
        // before generating.
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("rooms")));
        QVERIFY(writeAll(dir.filePath(QStringLiteral("rooms/00.special rooms.xml")), specialRoomsXml()));
        QVERIFY(writeAll(dir.filePath(QStringLiteral("rooms/01.basement.xml")), oneDoorRoomsXml()));
        const Run r =
            runTool(words("search --ruleset afterbirth-plus --space stage --from 1 --to 20 --has treasure "
                          "--threads 1 --game-data")
                    << dir.path());
        QCOMPARE(r.rc, 3);
        QVERIFY2(r.err.contains(QStringLiteral("every floor searched failed: 20 gave no floor")),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("seed 1: ")), qPrintable(r.err));
        // What the data says before generating is exit status 2, naming the file.
        QVERIFY(writeAll(dir.filePath(QStringLiteral("rooms/01.basement.xml")), oneDoorRoomsXml(0.0f)));
        const Run zero =
            runTool(words("search --ruleset afterbirth-plus --space stage --from 1 --to 20 --has "
                          "treasure --threads 1 --game-data")
                    << dir.path());
        QCOMPARE(zero.rc, 2);
        QVERIFY2(zero.err.contains(QStringLiteral("01.basement.xml: every normal room weighs 0")),
                 qPrintable(zero.err));
    }

    // ---- 9: messages and small acceptances ----

    void seedListLineEchoedEscaped() {
        static const char kInput[] = "1\nB91Y\x1b[31m\x07\0x\n";
        const Run r =
            runTool(words("search --seeds - --has treasure"), QByteArray(kInput, sizeof kInput - 1));
        QCOMPARE(r.rc, 2);
        QVERIFY2(r.err.contains(QStringLiteral("line 2: \"B91Y\\e[31m\\x07\\0x\"")), qPrintable(r.err));
        for (const char c : {'\x1b', '\x07', '\0'})
            QVERIFY(!r.err.contains(QLatin1Char(c)));
    }

    void bareSeedHeaderSkipped() {
        const Run r =
            runTool(words("search --space stage --has treasure --limit 0 --seeds -"), "seed\n7\n9\n");
        QVERIFY2(r.rc == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("searched 2 stage seeds")), qPrintable(r.err));
    }

    void newlineInAFolderName() {
        QTemporaryDir dir;
        const QString odd = dir.filePath(QStringLiteral("a\nb"));
        const Run r = runTool(words("generate --stage-seed 1 --game-data") << odd);
        QCOMPARE(r.rc, 2);
        QVERIFY2(r.err.contains(QStringLiteral("a\\nb")), qPrintable(r.err));
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
    }

    void repeatedKeyInABatchLine() {
        const Run r = runTool(
            {QStringLiteral("batch")},
            "{\"seed\":\"B91Y 9THH\",\"stage\":2,\"stage\":1}\n{\"seed\":\"B91Y 9THH\",\"stage\":2}\n");
        QCOMPARE(r.rc, 2);
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        const QJsonObject first = QJsonDocument::fromJson(lines[0].toUtf8()).object();
        QCOMPARE(first.value(QStringLiteral("ok")).toBool(true), false);
        QVERIFY2(first.value(QStringLiteral("error"))
                     .toString()
                     .contains(QStringLiteral("the key \"stage\" is given twice")),
                 qPrintable(lines[0]));
        QVERIFY(!lines[1].contains(QStringLiteral("\"ok\":false")));
    }

    void closedStandardOutputSaysClosed() {
        QProcess p;
        p.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"),
                                            QStringLiteral("exec \"$0\" export --stage-seed 1 "
                                                           "--format json -o - >&-"),
                                            cliPath()});
        QVERIFY(p.waitForFinished(60000));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitCode(), 2);
        QVERIFY2(err.contains(QStringLiteral("standard output is closed")), qPrintable(err));
        QVERIFY2(!err.contains(QStringLiteral("No space left")), qPrintable(err));
    }

    // README: a pipe whose reader has gone ends the tool quietly (SIGPIPE), even when the parent ignored
    // SIGPIPE: before, the search went on through four billion seeds into a pipe nobody read.
    void closedPipeEndsTheToolQuietly() {
        QProcess p;
        p.start(QStringLiteral("/bin/bash"),
                {QStringLiteral("-c"),
                 QStringLiteral(
                     "trap '' PIPE; \"$0\" search --space stage --from 1 --to 4000000000 --has treasure "
                     "--limit 0 --threads 1 | head -c 1 >/dev/null; echo \"status ${PIPESTATUS[0]}\""),
                 cliPath()});
        QVERIFY(p.waitForStarted());
        const bool done = p.waitForFinished(60000);
        if (!done) {
            p.kill();
            p.waitForFinished(5000);
        }
        QVERIFY2(done, "the tool went on writing into a closed pipe");
        QCOMPARE(QString::fromUtf8(p.readAllStandardOutput()).trimmed(), QStringLiteral("status 141"));
        QCOMPARE(QString::fromUtf8(p.readAllStandardError()), QString()); // quiet
    }

    // ---- 10: a link to a file elsewhere is written through; a dangling link or a loop is refused ----

    void exportThroughLinks() {
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("elsewhere/map.json"));
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("elsewhere")));
        const QString link = dir.filePath(QStringLiteral("link.json"));
        QVERIFY(QFile::link(target, link)); // dangling: the target does not exist yet
        Run r = runTool(words("export --stage-seed 1 --format json -o") << link);
        QCOMPARE(r.rc, 2);
        QVERIFY2(r.err.contains(QStringLiteral("a symbolic link to nothing")), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(target));
        QCOMPARE(kindOf(link), mode_t(S_IFLNK));
        // Once the target is there, as cp: written through, the link kept.
        QVERIFY(writeAll(target, "old"));
        r = runTool(words("export --stage-seed 1 --format json -o") << link);
        QVERIFY2(r.rc == 0, qPrintable(r.err));
        QCOMPARE(kindOf(link), mode_t(S_IFLNK));
        QVERIFY(readAll(target).startsWith("{"));
        // A loop.
        const QString a = dir.filePath(QStringLiteral("a.json")), b = dir.filePath(QStringLiteral("b.json"));
        QVERIFY(QFile::link(b, a) && QFile::link(a, b));
        r = runTool(words("export --stage-seed 1 --format json -o") << a);
        QCOMPARE(r.rc, 2);
        QVERIFY2(r.err.contains(QStringLiteral("a loop of symbolic links")), qPrintable(r.err));
        QCOMPARE(kindOf(a), mode_t(S_IFLNK));
        QCOMPARE(targetKindOf(a), mode_t(0));
    }

private:
    // The special rooms: one boss, treasure, shop... room of each type 2..29, 1x1 with four doors.
    static QByteArray specialRoomsXml() {
        QByteArray x = "<rooms>\n";
        int variant = 1;
        for (int type = 2; type <= 29; ++type)
            for (int subtype = 0; subtype <= 3; ++subtype)
                x += QStringLiteral(
                         "<room variant=\"%1\" type=\"%2\" subtype=\"%3\" shape=\"1\" width=\"13\" "
                         "height=\"7\" difficulty=\"5\" weight=\"1\"><door x=\"-1\" y=\"3\" exists=\"1\"/>"
                         "<door x=\"6\" y=\"-1\" exists=\"1\"/><door x=\"13\" y=\"3\" exists=\"1\"/>"
                         "<door x=\"6\" y=\"7\" exists=\"1\"/></room>\n")
                         .arg(variant++)
                         .arg(type)
                         .arg(subtype)
                         .toUtf8();
        return x + "</rooms>\n";
    }
    // 40 normal 1x1 rooms of difficulties 1..10, each with its left door only.
    static QByteArray oneDoorRoomsXml(float weight = 1.0f) {
        QByteArray x = "<rooms>\n";
        for (int i = 0; i < 40; ++i)
            x += QStringLiteral(
                     "<room variant=\"%1\" type=\"1\" shape=\"1\" width=\"13\" height=\"7\" "
                     "difficulty=\"%2\" weight=\"%3\"><door x=\"-1\" y=\"3\" exists=\"1\"/></room>\n")
                     .arg(100 + i)
                     .arg(i % 10 + 1)
                     .arg(weight)
                     .toUtf8();
        return x + "</rooms>\n";
    }
};

QTEST_MAIN(TestHardening)
#include "test_hardening.moc"
