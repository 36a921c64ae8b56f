// The reliability audit of issue 23: never clobber a device or a FIFO, never fail silently on standard
// output, read seed lists as a bounded stream, stop a PDF at the first failed write, exit 2 when a batch line
// failed, quote echoed input safely, refuse or report odd inputs, leave no temporary folders, and give the
// same bytes for the same export. In-process through runCli where the streams are enough, else through the
// real executables (exit statuses, standard output as a file descriptor, environment).

#include "appsettings.h"
#include "clirunner.h"
#include "cmd_export.h"
#include "floorexport.h"
#include "floorgen/seedstring.h"
#include "testfiles.h"
#include "textutil.h"

#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/types.h>

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace floorgen;
using namespace floorgen::testing;

namespace {

using testfiles::readAll;

struct ProcessRun {
    QProcess::ExitStatus status = QProcess::CrashExit;
    int rc = -1;
    QByteArray out;
    QString err;
};

struct ProcessSetup {
    QString stdoutFile;             // standard output goes to this file (e.g. /dev/full)
    QByteArray input;               // standard input
    QStringList env;                // NAME=VALUE added to the environment
    std::function<void()> whileRun; // called once the process has started
};

ProcessRun runProcess(const QString &program, const QStringList &args, const ProcessSetup &setup = {}) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    for (const QString &e : setup.env)
        env.insert(e.section(QLatin1Char('='), 0, 0), e.section(QLatin1Char('='), 1));
    p.setProcessEnvironment(env);
    if (!setup.stdoutFile.isEmpty())
        p.setStandardOutputFile(setup.stdoutFile);
    p.start(program, args);
    if (!p.waitForStarted())
        return {};
    if (!setup.input.isEmpty())
        p.write(setup.input);
    p.closeWriteChannel();
    if (setup.whileRun)
        setup.whileRun();
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        return {};
    }
    return {p.exitStatus(), p.exitCode(), p.readAllStandardOutput(),
            QString::fromUtf8(p.readAllStandardError())};
}

QString cliPath() {
    return QStringLiteral(FLOORGEN_CLI_PATH);
}
QString guiPath() {
    return QStringLiteral(FLOORGEN_GUI_PATH);
}

bool isCharDevice(const QString &path) {
    struct stat st {};
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 && S_ISCHR(st.st_mode);
}

// A device that takes `limit` bytes, then fails every write as a full disk does; it counts the writes tried.
class FullDevice : public QIODevice {
public:
    explicit FullDevice(qint64 limit)
        : m_limit(limit) {
        open(QIODevice::WriteOnly);
    }
    qint64 writesAfterFull = 0;

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *, qint64 length) override {
        if (m_written + length > m_limit) {
            ++writesAfterFull;
            setErrorString(QStringLiteral("No space left on device"));
            return -1;
        }
        m_written += length;
        return length;
    }

private:
    qint64 m_limit;
    qint64 m_written = 0;
};

} // namespace

class TestReliability : public QObject {
    Q_OBJECT

private slots:
    // ---- item 1: a device or a FIFO is written through, never replaced; "-" is standard output ----

    void exportToCharacterDevice() {
        QTemporaryDir dir;
        const QString full = dir.filePath(QStringLiteral("full"));
        if (::mknod(QFile::encodeName(full).constData(), S_IFCHR | 0644, makedev(1, 7)) != 0)
            QSKIP("cannot create a device node here (not root)");
        const ProcessRun r = runProcess(cliPath(), words("export --stage-seed 1 --format png -o") << full);
        QCOMPARE(r.status, QProcess::NormalExit);
        QCOMPARE(r.rc, 2);
        QVERIFY2(r.err.contains(QStringLiteral("No space left on device")), qPrintable(r.err));
        QVERIFY2(isCharDevice(full), "the device node was replaced");
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System),
                 QStringList{QStringLiteral("full")});
    }

    void initTestCase() {
        // These tests write to /dev/full through file descriptors: if it were a regular file (a tool that
        // replaced it, the very defect of item 1), they would fill it instead of failing.
        QVERIFY2(isCharDevice(QStringLiteral("/dev/full")), "/dev/full is not a character device");
    }

    void exportToDevFull() {
        const ProcessRun r = runProcess(cliPath(), words("export --stage-seed 1 --format json -o /dev/full"));
        QCOMPARE(r.rc, 2);
        QVERIFY2(r.err.contains(QStringLiteral("cannot write \"/dev/full\": No space left on device")),
                 qPrintable(r.err));
        QVERIFY(isCharDevice(QStringLiteral("/dev/full")));
        const ProcessRun null =
            runProcess(cliPath(), words("export --stage-seed 1 --format pdf -o /dev/null"));
        QCOMPARE(null.rc, 0);
        QVERIFY(isCharDevice(QStringLiteral("/dev/null")));
    }

    void exportToFifoAndStandardOutput_data() {
        QTest::addColumn<QString>("format");
        QTest::newRow("json") << QStringLiteral("json");
        QTest::newRow("png") << QStringLiteral("png");
        QTest::newRow("pdf") << QStringLiteral("pdf");
    }
    void exportToFifoAndStandardOutput() {
        QFETCH(QString, format);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("map.") + format);
        QCOMPARE(runProcess(cliPath(), words("export --stage-seed 7 -o") << file).rc, 0);
        const QByteArray expected = readAll(file);
        QVERIFY(!expected.isEmpty());

        const ProcessRun toStdout =
            runProcess(cliPath(), words("export --stage-seed 7 -o - --format") << format);
        QCOMPARE(toStdout.rc, 0);
        QCOMPARE(toStdout.out, expected);

        const QString fifo = dir.filePath(QStringLiteral("pipe"));
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        QByteArray received;
        ProcessSetup setup;
        setup.whileRun = [&] {
            QFile reader(fifo);
            if (reader.open(QIODevice::ReadOnly)) // waits for the writer, as a pipe does
                received = reader.readAll();
        };
        const ProcessRun r = runProcess(
            cliPath(), words("export --stage-seed 7 --format") << format << QStringLiteral("-o") << fifo,
            setup);
        QCOMPARE(r.rc, 0);
        QCOMPARE(received, expected);
        QVERIFY(QFileInfo(fifo).exists() && !QFileInfo(fifo).isFile()); // still the FIFO
    }

    void screenshotToDeviceAndFullDisk() {
        QTemporaryDir dir;
        const ProcessRun full =
            runProcess(guiPath(), {QStringLiteral("--size"), QStringLiteral("640x480"),
                                   QStringLiteral("--screenshot"), QStringLiteral("/dev/full")});
        QCOMPARE(full.status, QProcess::NormalExit);
        QCOMPARE(full.rc, 2);
        QVERIFY2(full.err.contains(QStringLiteral("No space left on device")), qPrintable(full.err));
        QVERIFY(isCharDevice(QStringLiteral("/dev/full")));
        const ProcessRun toStdout =
            runProcess(guiPath(), {QStringLiteral("--size"), QStringLiteral("640x480"),
                                   QStringLiteral("--screenshot"), QStringLiteral("-")});
        QCOMPARE(toStdout.rc, 0);
        QVERIFY(toStdout.out.startsWith("\x89PNG"));
    }

    // ---- item 2: standard output is flushed and checked ----

    void standardOutputFull_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("input");
        QTest::newRow("generate") << words("generate --stage-seed 1") << QByteArray();
        QTest::newRow("batch") << words("batch") << QByteArray("{\"stageSeed\": 1}\n");
        QTest::newRow("run") << (words("run --seed") << QStringLiteral("B91Y 9THH")) << QByteArray();
        QTest::newRow("bench") << words("bench --count 10") << QByteArray();
        QTest::newRow("rewards") << words("rewards --luck 2") << QByteArray();
        QTest::newRow("stats") << words("stats --count 50 --threads 1") << QByteArray();
        QTest::newRow("search") << words("search --space stage --has shop --from 1 --to 200 --limit 0")
                                << QByteArray();
        QTest::newRow("help") << words("--help") << QByteArray();
        QTest::newRow("version") << words("--version") << QByteArray();
    }
    void standardOutputFull() {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, input);
        ProcessSetup setup;
        setup.stdoutFile = QStringLiteral("/dev/full");
        setup.input = input;
        const ProcessRun r = runProcess(cliPath(), args, setup);
        QCOMPARE(r.status, QProcess::NormalExit);
        QCOMPARE(r.rc, 2);
        QVERIFY2(r.err.contains(QStringLiteral("cannot write to standard output: No space left on device")),
                 qPrintable(r.err));
    }

    void standardOutputClosed() {
        const ProcessRun r = runProcess(QStringLiteral("/bin/sh"), {QStringLiteral("-c"),
                                                                    QStringLiteral("exec >&-; exec \"$0\" "
                                                                                   "generate --stage-seed 1"),
                                                                    cliPath()});
        QCOMPARE(r.rc, 2);
        QVERIFY2(r.err.contains(QStringLiteral("cannot write to standard output: it is closed")),
                 qPrintable(r.err));
        // A command that writes nothing there is not bothered by it.
        QTemporaryDir dir;
        const ProcessRun quiet = runProcess(
            QStringLiteral("/bin/sh"),
            {QStringLiteral("-c"), QStringLiteral("exec >&-; exec \"$0\" export --stage-seed 1 -o \"$1\""),
             cliPath(), dir.filePath(QStringLiteral("a.json"))});
        QVERIFY2(quiet.rc == 0, qPrintable(quiet.err));
        QVERIFY(readAll(dir.filePath(QStringLiteral("a.json"))).contains("\"stageSeed\""));
    }

    void guiHelpToFullOutput() {
        ProcessSetup setup;
        setup.stdoutFile = QStringLiteral("/dev/full");
        const ProcessRun r = runProcess(guiPath(), {QStringLiteral("--version")}, setup);
        QCOMPARE(r.rc, 2);
        QVERIFY2(r.err.contains(QStringLiteral("cannot write to standard output")), qPrintable(r.err));
    }

    // ---- item 3: seed lists read as a bounded stream ----

    void seedListLongLine() {
        QByteArray data = "B91Y 9THH\n" + QByteArray(cli::kMaxSeedLineBytes + 1, 'A') + "\n";
        QBuffer buffer(&data);
        buffer.open(QIODevice::ReadOnly);
        cli::SeedList list;
        QString error;
        QVERIFY(!cli::readSeedList(buffer, QStringLiteral("standard input"), list, error));
        QVERIFY2(error.contains(QStringLiteral("standard input line 2 is longer than 1024 bytes")),
                 qPrintable(error));
        QVERIFY(list.lines.empty());
        // A line of exactly the limit is fine (and not a seed).
        QByteArray limit = QByteArray(cli::kMaxSeedLineBytes, 'A') + "\nB91Y 9THH";
        QBuffer b2(&limit);
        b2.open(QIODevice::ReadOnly);
        QVERIFY2(cli::readSeedList(b2, QStringLiteral("x"), list, error), qPrintable(error));
        QCOMPARE(list.lines.size(), std::size_t(2));
        QCOMPARE(list.lines[0].problem, qsizetype(0));
        QVERIFY(list.problems[0].contains(QStringLiteral("\u2026"))); // the echo is cut
        QVERIFY(list.problems[0].size() < 300);
        QCOMPARE(list.lines[1].seed, *parseSeedString("B91Y 9THH"));
        QCOMPARE(list.lines[1].lineNumber, qint64(2));
    }

    void seedListCap() {
        QByteArray data;
        data.reserve((cli::kMaxBatchFloors + 1) * 10);
        for (qint64 i = 0; i <= cli::kMaxBatchFloors; ++i)
            data += "B91Y 9THH\n";
        QBuffer buffer(&data);
        buffer.open(QIODevice::ReadOnly);
        cli::SeedList list;
        QString error;
        QVERIFY(!cli::readSeedList(buffer, QStringLiteral("standard input"), list, error));
        QVERIFY2(error.contains(QStringLiteral("more than 1000000 seeds")), qPrintable(error));
    }

    void seedListNotSeeds() {
        QByteArray data;
        for (int i = 0; i <= cli::kMaxBadSeedLines; ++i)
            data += "not a seed\n";
        QBuffer buffer(&data);
        buffer.open(QIODevice::ReadOnly);
        cli::SeedList list;
        QString error;
        QVERIFY(!cli::readSeedList(buffer, QStringLiteral("s.txt"), list, error));
        QVERIFY2(error.contains(QStringLiteral("more than 1000 lines that are not seeds")),
                 qPrintable(error));
    }

    void exportSeedsFromEndlessInput() {
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("z.pdf"));
        const ProcessRun zero = runProcess(cliPath(), words("export --seeds /dev/zero -o") << pdf);
        QCOMPARE(zero.status, QProcess::NormalExit);
        QCOMPARE(zero.rc, 2);
        QVERIFY2(zero.err.contains(QStringLiteral("line 1 is longer than 1024 bytes")), qPrintable(zero.err));
        QVERIFY(!QFileInfo::exists(pdf));
    }

    // ---- item 7: a PDF stops at the first failed write ----

    void pdfStopsWhenFull() {
        Settings s;
        std::vector<Floor> floors(40);
        for (int i = 0; i < 40; ++i) {
            s.stageSeed = static_cast<std::uint32_t>(i + 1);
            QCOMPARE(generate(s, floors[static_cast<std::size_t>(i)]), GenerateStatus::Ok);
        }
        FullDevice device(20000);
        app::ExportOptions options;
        options.format = app::ExportFormat::Pdf;
        app::PdfExport pdf(device, options);
        QString error;
        int pages = 0;
        for (const Floor &f : floors) {
            if (!pdf.addPage(app::ExportItem::fromFloor(f), error))
                break;
            ++pages;
        }
        QVERIFY2(pages < 20,
                 qPrintable(QStringLiteral("%1 pages painted after the disk was full").arg(pages)));
        QCOMPARE(error, QStringLiteral("No space left on device"));
        QCOMPARE(device.writesAfterFull, 1);
        QVERIFY(!pdf.finish(error));
    }

    // ---- item 9: batch exits 2 when a line failed, after answering every line ----

    void batchExitStatus() {
        const Run r =
            runTool({QStringLiteral("batch")}, "{\"stageSeed\": 1}\n{\"stage\": 99}\n{\"stageSeed\": 2}\n");
        QCOMPARE(r.rc, 2);
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        QVERIFY(lines[0].contains(QStringLiteral("\"ok\":true")));
        QVERIFY(lines[1].contains(QStringLiteral("\"ok\":false")));
        QVERIFY(lines[2].contains(QStringLiteral("\"ok\":true")));
        QVERIFY2(r.err.contains(QStringLiteral("1 line of standard input failed")), qPrintable(r.err));
        QCOMPARE(runTool({QStringLiteral("batch")}, "{\"stageSeed\": 1}\n").rc, 0);
    }

    // ---- item 10: echoed input is quoted safely ----

    void quotedValue_data() {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("plain") << QStringLiteral("B91Y 9THH") << QStringLiteral("\"B91Y 9THH\"");
        QTest::newRow("escape sequence")
            << QStringLiteral("B91Y\x1b[31m9THH") << QStringLiteral("\"B91Y\\e[31m9THH\"");
        QTest::newRow("nul and controls")
            << QString::fromUtf8("a\0b\n\t\r\x7f", 7) << QStringLiteral("\"a\\0b\\n\\t\\r\\x7F\"");
        QTest::newRow("c1 and separators")
            << QStringLiteral("x\u009by\u2028") << QStringLiteral("\"x\\x9By\\u{2028}\"");
        QTest::newRow("quote and backslash")
            << QStringLiteral("a\"b\\c") << QStringLiteral("\"a\\\"b\\\\c\"");
        QTest::newRow("non-ascii kept") << QStringLiteral("é★日") << QStringLiteral("\"é★日\"");
        QTest::newRow("cut at 60 characters")
            << QString(61, QLatin1Char('x'))
            << QStringLiteral("\"%1\u2026\"").arg(QString(60, QLatin1Char('x')));
        QTest::newRow("60 characters are kept")
            << QString(60, QLatin1Char('y')) << QStringLiteral("\"%1\"").arg(QString(60, QLatin1Char('y')));
        // 60 characters outside the BMP are 120 UTF-16 units: counted as 60, never split.
        QString emoji;
        for (int i = 0; i < 61; ++i)
            emoji += QStringLiteral("\U0001F600");
        QTest::newRow("characters, not units")
            << emoji << QStringLiteral("\"%1\u2026\"").arg(emoji.left(120));
        QTest::newRow("lone surrogate") << QString(QChar(0xd800)) << QStringLiteral("\"\\u{D800}\"");
    }
    void quotedValue() {
        QFETCH(QString, value);
        QFETCH(QString, expected);
        QCOMPARE(app::quotedValue(value), expected);
    }

    void echoedSeed_data() {
        QTest::addColumn<QString>("seed");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("escape") << QStringLiteral("B91Y\x1b[31m9THH")
                                << QStringLiteral("\"B91Y\\e[31m9THH\"");
        QTest::newRow("nul") << QString::fromUtf8("B91Y\0009THH", 9) << QStringLiteral("\"B91Y\\09THH\"");
        QTest::newRow("non-ascii character")
            << QStringLiteral("B91Y 9THé") << QStringLiteral("invalid character 'é' (U+00E9) at position 9");
        QTest::newRow("astral character")
            << QStringLiteral("\U0001F600B91Y")
            << QStringLiteral("invalid character '\U0001F600' (U+1F600) at position 1");
        QTest::newRow("ten megabytes") << QString(10'000'000, QLatin1Char('Q')) << QStringLiteral("\u2026\"");
    }
    void echoedSeed() {
        QFETCH(QString, seed);
        QFETCH(QString, messagePart);
        const Run r = runTool({QStringLiteral("generate"), QStringLiteral("--seed"), seed});
        verifyRefused(r, messagePart);
        QVERIFY2(!r.err.contains(QChar(0x1b)) && !r.err.contains(QChar(0)), qPrintable(r.err));
        QVERIFY2(r.err.size() < 400, qPrintable(r.err.left(400)));
    }

    void echoedValues_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("messagePart");
        const QString bad = QStringLiteral("x\x1b]0;owned\x07") + QString(100, QLatin1Char('z'));
        QTest::newRow("stage") << (words("generate --stage-seed 1 --stage") << bad)
                               << QStringLiteral("--stage: \"x\\e]0;owned\\x07z");
        QTest::newRow("item") << (words("generate --stage-seed 1 --item") << bad)
                              << QStringLiteral("unknown item \"x\\e]0;owned");
        QTest::newRow("rewards item")
            << (words("rewards --item") << bad) << QStringLiteral("unknown item \"x\\e]0;owned");
        QTest::newRow("unknown command")
            << QStringList{bad} << QStringLiteral("unknown command \"x\\e]0;owned");
        QTest::newRow("positional") << (words("generate --stage-seed 1") << bad)
                                    << QStringLiteral("unexpected argument \"x\\e");
        QTest::newRow("export format") << (words("export --stage-seed 1 -o a.png --format") << bad)
                                       << QStringLiteral("--format: \"x\\e");
        QTest::newRow("search boss") << (words("search --boss") << bad)
                                     << QStringLiteral("unknown boss \"x\\e");
    }
    void echoedValues() {
        QFETCH(QStringList, args);
        QFETCH(QString, messagePart);
        const Run r = runTool(args);
        QCOMPARE(r.rc, 2);
        QVERIFY2(r.err.contains(messagePart), qPrintable(r.err));
        QVERIFY2(!r.err.contains(QChar(0x1b)) && !r.err.contains(QChar(0x07)), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("\u2026")), qPrintable(r.err));
    }

    // ---- item 6: odd inputs are refused ----

    void oddInputRefused_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("hearts above containers")
            << words("generate --stage-seed 1 --hearts 24 --max-hearts 2")
            << QStringLiteral("--hearts 24 is more than the 2 half hearts");
        QTest::newRow("hearts above the default containers")
            << words("generate --stage-seed 1 --hearts 8") << QStringLiteral("--max-hearts 6 (the default)");
        QTest::newRow("empty item") << (words("generate --stage-seed 1 --item") << QString())
                                    << QStringLiteral("--item: the value is empty");
        QTest::newRow("empty item in a list")
            << words("generate --stage-seed 1 --item luna,,sausage")
            << QStringLiteral("--item: \"luna,,sausage\" has an empty name");
        QTest::newRow("rewards commas")
            << words("rewards --item ,,,") << QStringLiteral("--item: \",,,\" has an empty name");
        QTest::newRow("empty curse") << (words("generate --stage-seed 1 --curse") << QString())
                                     << QStringLiteral("--curse: the value is empty");
        QTest::newRow("stage twice") << words("generate --stage-seed 1 --stage 99 --stage 3")
                                     << QStringLiteral("--stage is given 2 times (\"99\", then \"3\")");
        QTest::newRow("short option twice")
            << words("export --stage-seed 1 -o a.png -o b.png") << QStringLiteral("-o is given 2 times");
        QTest::newRow("stats count twice")
            << words("stats --count 5 --count 6") << QStringLiteral("--count is given 2 times");
    }
    void oddInputRefused() {
        QFETCH(QStringList, args);
        QFETCH(QString, messagePart);
        verifyRefused(runTool(args), messagePart);
    }

    void listOptionsRepeat() {
        const Run r =
            runTool(words("generate --stage-seed 1 --item luna --item sausage --hearts 10 --bone-hearts 2"));
        QVERIFY2(r.rc == 0, qPrintable(r.err));
        const Run s =
            runTool(words("search --space stage --has shop --has library --from 1 --to 2000 --limit 1"));
        QVERIFY2(s.rc == 0, qPrintable(s.err));
    }

    void batchOddInput_data() {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("empty curse") << QByteArray("{\"stageSeed\": 1, \"curse\": \"\"}")
                                     << QStringLiteral("\\\"curse\\\" is empty");
        QTest::newRow("hearts") << QByteArray("{\"stageSeed\": 1, \"hearts\": 24, \"maxHearts\": 2}")
                                << QStringLiteral("\\\"hearts\\\" 24 is more than the 2 half hearts");
    }
    void batchOddInput() {
        QFETCH(QByteArray, line);
        QFETCH(QString, messagePart);
        const Run r = runTool({QStringLiteral("batch")}, line + "\n");
        QCOMPARE(r.rc, 2);
        QVERIFY2(r.out.contains(messagePart), qPrintable(r.out));
    }

    // ---- item 8: no empty temporary folder per start ----

    void screenshotLeavesNoFolders() {
        QTemporaryDir tmp, runtime, home;
        QVERIFY(
            QFile::setPermissions(runtime.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
        const QString stale =
            QDir(runtime.path()).filePath(QStringLiteral("isaac-floorgen-screenshot-999999999-abc"));
        const QString foreign = QDir(runtime.path()).filePath(QStringLiteral("something-else"));
        QVERIFY(QDir().mkdir(stale) && QDir().mkdir(foreign));
        ProcessSetup setup;
        setup.env = {QStringLiteral("TMPDIR=") + tmp.path(),
                     QStringLiteral("XDG_RUNTIME_DIR=") + runtime.path(),
                     QStringLiteral("HOME=") + home.path(),
                     QStringLiteral("XDG_CACHE_HOME=") + home.filePath(QStringLiteral("cache"))};
        const QString shot = home.filePath(QStringLiteral("a.png"));
        const ProcessRun r = runProcess(
            guiPath(),
            {QStringLiteral("--size"), QStringLiteral("640x480"), QStringLiteral("--screenshot"), shot},
            setup);
        QVERIFY2(r.rc == 0, qPrintable(r.err));
        QVERIFY(QFileInfo(shot).size() > 1000);
        QCOMPARE(QDir(tmp.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList());
        // The stale folder of a dead process is removed, the run's own is gone, others are left alone.
        QCOMPARE(QDir(runtime.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
                 QStringList{QStringLiteral("something-else")});
        // With --settings no scratch folder is made at all.
        const ProcessRun withSettings = runProcess(
            guiPath(),
            {QStringLiteral("--settings"), home.filePath(QStringLiteral("s.ini")), QStringLiteral("--size"),
             QStringLiteral("640x480"), QStringLiteral("--screenshot"), shot},
            setup);
        QVERIFY2(withSettings.rc == 0, qPrintable(withSettings.err));
        QCOMPARE(QDir(tmp.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList());
        QCOMPARE(QDir(runtime.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
                 QStringList{QStringLiteral("something-else")});
    }

    // ---- item 11: GUI edge cases ----

    void settingsThatCannotBeSaved() {
        QTemporaryDir dir;
        const QString shot = dir.filePath(QStringLiteral("a.png"));
        // A file where the settings' folder should be: not even root can make that folder.
        const QString plain = dir.filePath(QStringLiteral("plain"));
        {
            QFile f(plain);
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        const QString ini = plain + QStringLiteral("/dir/s.ini");
        const ProcessRun r =
            runProcess(guiPath(), {QStringLiteral("--settings"), ini, QStringLiteral("--size"),
                                   QStringLiteral("640x480"), QStringLiteral("--screenshot"), shot});
        QVERIFY2(r.rc == 0, qPrintable(r.err));
        QVERIFY2(
            r.err.contains(QStringLiteral("--settings \"%1\": \"%2\" is not a folder; the settings will not "
                                          "be saved")
                               .arg(ini, plain)),
            qPrintable(r.err));
        // A missing folder that can be made is fine: QSettings makes it when it saves.
        const QString fresh = dir.filePath(QStringLiteral("new/dir/s.ini"));
        const ProcessRun ok =
            runProcess(guiPath(), {QStringLiteral("--settings"), fresh, QStringLiteral("--size"),
                                   QStringLiteral("640x480"), QStringLiteral("--screenshot"), shot});
        QVERIFY2(ok.rc == 0 && !ok.err.contains(QStringLiteral("not be saved")), qPrintable(ok.err));
        QVERIFY(QFileInfo::exists(fresh));
    }

    void labyrinthOnTheVoidFallsBackToAuto() {
        QTemporaryDir dir;
        const QString ini = dir.filePath(QStringLiteral("s.ini"));
        {
            QSettings raw(ini, QSettings::IniFormat);
            raw.setValue(QStringLiteral("floor/stage"), 12);
            raw.setValue(QStringLiteral("floor/curses"), QStringLiteral("labyrinth"));
        }
        app::AppSettings settings(ini);
        const Settings s = settings.floorSettings();
        QCOMPARE(s.stage, 12);
        QVERIFY(!s.forcedCurses.has_value()); // auto, the default; not forced "none"
        // The other forced curses stay; a forced curse that fits the stage is kept.
        settings.setValue(app::AppSettings::Key::Curses, QStringLiteral("labyrinth,lost"));
        QCOMPARE(settings.floorSettings().forcedCurses, std::optional<std::uint8_t>(kCurseLost));
        settings.setValue(app::AppSettings::Key::Curses, QStringLiteral("none"));
        QCOMPARE(settings.floorSettings().forcedCurses, std::optional<std::uint8_t>(0));
        settings.setValue(app::AppSettings::Key::Stage, 11);
        settings.setValue(app::AppSettings::Key::Curses, QStringLiteral("labyrinth"));
        QCOMPARE(settings.floorSettings().forcedCurses, std::optional<std::uint8_t>(kCurseLabyrinth));
    }

    void failedScreenshotExitsTwo() {
        const ProcessRun r = runProcess(guiPath(), {QStringLiteral("--size"), QStringLiteral("640x480"),
                                                    QStringLiteral("--screenshot"),
                                                    QStringLiteral("/nonexistent-floorgen-dir/a.png")});
        QCOMPARE(r.rc, 2);
        QVERIFY2(r.err.contains(QStringLiteral("does not exist")), qPrintable(r.err));
    }

    // ---- item 12: the same inputs give the same bytes ----

    void reproducibleExports_data() {
        QTest::addColumn<QString>("format");
        QTest::newRow("png") << QStringLiteral("png");
        QTest::newRow("svg") << QStringLiteral("svg");
        QTest::newRow("json") << QStringLiteral("json");
        QTest::newRow("pdf") << QStringLiteral("pdf");
    }
    void reproducibleExports() {
        QFETCH(QString, format);
        QTemporaryDir dir;
        // Two fonts (the caption's bold face and the rooms' regular one) and a legend: the PDF case that once
        // came out in a different order from run to run. Four runs: a random order would match by chance 1
        // in 8.
        const QStringList args = words("export --stage 3 --legend --seed")
                                 << QStringLiteral("B91Y 9THH") << QStringLiteral("--format") << format;
        QByteArray first;
        for (int run = 0; run < 4; ++run) {
            const QString path = dir.filePath(QStringLiteral("%1.%2").arg(run).arg(format));
            const ProcessRun r = runProcess(cliPath(), QStringList(args) << QStringLiteral("-o") << path);
            QVERIFY2(r.rc == 0, qPrintable(r.err));
            const QByteArray bytes = readAll(path);
            QVERIFY(!bytes.isEmpty());
            if (run == 0)
                first = bytes;
            else
                QVERIFY2(bytes == first, qPrintable(QStringLiteral("run %1 differs").arg(run)));
            if (run == 1)
                QThread::sleep(1); // a date from the clock would now differ
        }
        if (format == QLatin1String("pdf")) {
            QVERIFY2(first.contains("/CreationDate (D:20200101000000"), first.left(400).constData());
            ProcessSetup setup;
            setup.env = {QStringLiteral("SOURCE_DATE_EPOCH=1700000000")};
            const QString path = dir.filePath(QStringLiteral("epoch.pdf"));
            QCOMPARE(runProcess(cliPath(), QStringList(args) << QStringLiteral("-o") << path, setup).rc, 0);
            QVERIFY(readAll(path).contains("/CreationDate (D:20231114221320"));
        }
    }
};

QTEST_MAIN(TestReliability)
#include "test_reliability.moc"
