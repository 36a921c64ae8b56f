// Bad input everywhere (issue 9), beyond the cases of test_cli and test_rng: every one gets a message that
// names the bad value and exit status 2, never a crash or a hang. In-process through runCli, and a few
// through the real isaac-floorgen-cli executable (exit status and signals as a shell sees them).

#include "appsettings.h"
#include "commands.h"
#include "floorgen/seedstring.h"
#include "textutil.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace floorgen;
using namespace floorgen::cli;
using Key = floorgen::app::AppSettings::Key;

namespace {

struct ProcessRun {
    QProcess::ExitStatus status;
    int rc;
    QByteArray out;
    QString err;
};

// Runs a program offscreen, or (noDisplay) as on a machine with no display at all: no QT_QPA_PLATFORM,
// DISPLAY or WAYLAND_DISPLAY.
ProcessRun runProcess(const QString &program, const QStringList &args, const QString &workingDir = {},
                      bool noDisplay = false) {
    QProcess p;
    if (!workingDir.isEmpty())
        p.setWorkingDirectory(workingDir);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (noDisplay)
        for (const char *name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
            env.remove(QString::fromLatin1(name));
    else
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start(program, args);
    if (!p.waitForStarted() || !p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        return {QProcess::CrashExit, -1, {}, QStringLiteral("did not start or did not finish")};
    }
    p.closeWriteChannel();
    return {p.exitStatus(), p.exitCode(), p.readAllStandardOutput(),
            QString::fromUtf8(p.readAllStandardError())};
}

// A hand-edited settings file: good values mixed with bad ones (section and key names of appsettings.cpp).
const char kCorruptIni[] = "[floor]\n"
                           "ruleset=afterbirth-plus\n"
                           "seed=B91Y 9THH\n"
                           "stage=13\n"
                           "stageType=abc\n"
                           "hard=maybe\n"
                           "curses=lost,fog\n"
                           "items=luna, moon\n"
                           "blackCandle=true\n"
                           "[player]\n"
                           "type=azazel\n"
                           "hearts=-1\n"
                           "keys=5\n"
                           "coins=99999\n"
                           "treasureRoomsVisited=3\n"
                           "[recent]\n"
                           "seeds=B91Y 9THH, NOPE NOPE\n"
                           "[view]\n"
                           "legend=false\n"
                           "grid=2\n"
                           "[step]\n"
                           "speed=0\n"
                           "[export]\n"
                           "format=gif\n"
                           "width=800\n"
                           "theme=dark\n"
                           "scalePercent=12abc\n";

bool writeFile(const QString &path, const QByteArray &data) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size() && f.flush();
}

QByteArray readFile(const QString &path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

struct Run {
    int rc;
    QString out;
    QString err;
};

Run runTool(const QStringList &args, const QByteArray &input = {}) {
    QByteArray inData = input;
    QBuffer in(&inData);
    in.open(QIODevice::ReadOnly);
    QString outText, errText;
    QTextStream out(&outText), err(&errText);
    Io io{in, out, err};
    const int rc = runCli(args, io);
    out.flush();
    err.flush();
    return {rc, outText, errText};
}

QStringList generateWith(std::initializer_list<const char *> words) {
    QStringList args{QStringLiteral("generate")};
    for (const char *w : words)
        args << QString::fromUtf8(w);
    return args;
}

// The error objects of a batch run, one per input line.
QList<QJsonObject> batchLines(const QString &out) {
    QList<QJsonObject> objects;
    for (const QString &line : out.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        objects << QJsonDocument::fromJson(line.toUtf8()).object();
    return objects;
}

} // namespace

class TestBadInput : public QObject {
    Q_OBJECT

private slots:
    // The window on a machine with no display: help, version and a screenshot work (offscreen); opening the
    // window says why it cannot, instead of Qt's abort.
    void guiWithoutDisplay() {
        const QString gui = QStringLiteral(FLOORGEN_GUI_PATH);
        ProcessRun r = runProcess(gui, {QStringLiteral("--version")}, {}, true);
        QCOMPARE(r.status, QProcess::NormalExit);
        QVERIFY2(r.rc == 0, qPrintable(r.err));
        QVERIFY(!r.out.trimmed().isEmpty());
        r = runProcess(gui, {QStringLiteral("--help")}, {}, true);
        QVERIFY2(r.rc == 0, qPrintable(r.err));
        QVERIFY(r.out.contains("--screenshot"));
        QTemporaryDir dir;
        const QString shot = dir.filePath(QStringLiteral("shot.png"));
        r = runProcess(
            gui, {QStringLiteral("--screenshot"), shot, QStringLiteral("--size"), QStringLiteral("800x600")},
            {}, true);
        QVERIFY2(r.rc == 0, qPrintable(r.err));
        QVERIFY(QFileInfo(shot).size() > 1000);
        r = runProcess(gui, {}, {}, true);
        QCOMPARE(r.status, QProcess::NormalExit);
        QCOMPARE(r.rc, 1);
        QVERIFY2(r.err.contains(QStringLiteral("no display")), qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("isaac-floorgen-cli")));
    }

    // Seed strings the spec accepts: letters in any case, the space optional, blanks around ignored.
    void seedAccepted_data() {
        QTest::addColumn<QString>("seed");
        QTest::newRow("canonical") << QStringLiteral("B91Y 9THH");
        QTest::newRow("lowercase") << QStringLiteral("b91y 9thh");
        QTest::newRow("mixed case") << QStringLiteral("b91Y 9tHh");
        QTest::newRow("no space") << QStringLiteral("B91Y9THH");
        QTest::newRow("lowercase, no space") << QStringLiteral("b91y9thh");
        QTest::newRow("blanks around") << QStringLiteral("  B91Y 9THH \t");
    }
    void seedAccepted() {
        QFETCH(QString, seed);
        // (--stage-type main: the run's own floor, which `generate` shows without a note on standard error)
        const Run r = runTool({QStringLiteral("generate"), QStringLiteral("--seed"), seed,
                               QStringLiteral("--stage-type"), QStringLiteral("main")});
        QCOMPARE(r.rc, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("runSeedString")).toString(), QStringLiteral("B91Y 9THH"));
        QCOMPARE(o.value(QStringLiteral("runSeed")).toInteger(), 12345);
    }

    // Each bad seed string: exit 2, the message quotes the string and says what is wrong with it.
    void seedRefused_data() {
        QTest::addColumn<QString>("seed");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("letter O") << QStringLiteral("B91Y 9THO") << QStringLiteral("letter O");
        QTest::newRow("letter I") << QStringLiteral("B9IY 9THH") << QStringLiteral("letter I");
        QTest::newRow("letter U") << QStringLiteral("U91Y 9THH") << QStringLiteral("letter U");
        QTest::newRow("digit 5") << QStringLiteral("B915 9THH") << QStringLiteral("digit 5");
        QTest::newRow("dash") << QStringLiteral("B91Y-9THH") << QStringLiteral("invalid character '-'");
        QTest::newRow("punctuation") << QStringLiteral("B91Y 9TH!")
                                     << QStringLiteral("invalid character '!'");
        QTest::newRow("non-ascii") << QStringLiteral("B91Y 9TH\u00c9") << QStringLiteral("invalid character");
        QTest::newRow("control byte") << QStringLiteral("B91Y\u00019THH") << QStringLiteral("byte 0x01");
        QTest::newRow("too short") << QStringLiteral("B91Y 9TH") << QStringLiteral("too short");
        QTest::newRow("one character") << QStringLiteral("B") << QStringLiteral("this one has 1");
        QTest::newRow("too long") << QStringLiteral("B91Y 9THHH") << QStringLiteral("too long");
        QTest::newRow("very long") << QString(4096, QLatin1Char('A')) << QStringLiteral("this one has 4096");
        QTest::newRow("two inner spaces")
            << QStringLiteral("B91Y  9THH") << QStringLiteral("unexpected space");
        QTest::newRow("space in a group")
            << QStringLiteral("B9 1Y9THH") << QStringLiteral("unexpected space");
        QTest::newRow("two groups of spaces")
            << QStringLiteral("B91Y 9T HH") << QStringLiteral("unexpected space at position 8");
        QTest::newRow("tab between groups") << QStringLiteral("B91Y\t9THH") << QStringLiteral("byte 0x09");
        QTest::newRow("checksum") << QStringLiteral("B91Y 9THJ") << QStringLiteral("checksum mismatch");
        QTest::newRow("checksum, lowercase")
            << QStringLiteral("b91y 9thj") << QStringLiteral("checksum mismatch");
        QTest::newRow("seed 0") << QString::fromStdString(seedToString(0)) << QStringLiteral("seed 0");
        QTest::newRow("empty") << QString() << QStringLiteral("empty seed");
        QTest::newRow("blank") << QStringLiteral("   ") << QStringLiteral("empty seed");
    }
    void seedRefused() {
        QFETCH(QString, seed);
        QFETCH(QString, messagePart);
        const Run r = runTool({QStringLiteral("generate"), QStringLiteral("--seed"), seed});
        QCOMPARE(r.rc, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(messagePart), qPrintable(r.err));
        // The seed echoed safely (control characters escaped, cut at 60 characters).
        QVERIFY2(r.err.contains(QStringLiteral("--seed %1").arg(app::quotedValue(seed))), qPrintable(r.err));
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1); // one clear line, no usage dump
    }

    // Options with bad values: exit 2 and a message naming the option and the value.
    void optionRefused_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("messagePart");
        // Stages and stage types.
        QTest::newRow("stage text") << generateWith({"--stage-seed", "5", "--stage", "two"})
                                    << QStringLiteral("--stage: \"two\" is not a whole number");
        QTest::newRow("stage fraction") << generateWith({"--stage-seed", "5", "--stage", "1.5"})
                                        << QStringLiteral("--stage: \"1.5\" is not a whole number");
        QTest::newRow("stage empty") << generateWith({"--stage-seed", "5", "--stage", ""})
                                     << QStringLiteral("--stage: \"\" is not a whole number");
        QTest::newRow("stage overflow")
            << generateWith({"--stage-seed", "5", "--stage", "99999999999999999999"})
            << QStringLiteral("\"99999999999999999999\" is not a whole number");
        QTest::newRow("stage 2^32+1") << generateWith({"--stage-seed", "5", "--stage", "4294967297"})
                                      << QStringLiteral("--stage: 4294967297 is out of range");
        QTest::newRow("stage type 3")
            << generateWith({"--stage-seed", "5", "--stage-type", "3"})
            << QStringLiteral("Greed mode is not supported by the repentance rule set");
        QTest::newRow("stage type 6") << generateWith({"--stage-seed", "5", "--stage-type", "6"})
                                      << QStringLiteral("--stage-type: 6 is out of range");
        QTest::newRow("stage type word")
            << generateWith({"--stage-seed", "5", "--stage-type", "alternate"})
            << QStringLiteral("--stage-type: \"alternate\" is not 0, 1, 2, 4, 5, main or alt");
        QTest::newRow("stage type main, stage seed")
            << generateWith({"--stage-seed", "5", "--stage-type", "main"})
            << QStringLiteral("--stage-type: stage type \"main\" needs a run seed");
        QTest::newRow("stage type alt, stage seed")
            << generateWith({"--stage-seed", "5", "--stage-type", "alt"})
            << QStringLiteral("--stage-type: stage type \"alt\" needs a run seed");
        QTest::newRow("stage type alt on stage 10")
            << generateWith({"--run-seed", "5", "--stage", "10", "--stage-type", "alt"})
            << QStringLiteral("stage 10 has no alternate floor");
        QTest::newRow("stage type alt, afterbirth-plus")
            << generateWith({"--run-seed", "5", "--ruleset", "afterbirth-plus", "--stage-type", "alt"})
            << QStringLiteral("\"alt\" (the alternate path) is read by the repentance rule set only");
        QTest::newRow("stage type 4, afterbirth-plus")
            << generateWith({"--stage-seed", "5", "--ruleset", "afterbirth-plus", "--stage-type", "4"})
            << QStringLiteral(
                   "--stage-type 4: stage types 4 and 5 (the alternate path) belong to the repentance");
        QTest::newRow("stage type 5, afterbirth-plus")
            << generateWith({"--stage-seed", "5", "--ruleset", "afterbirth-plus", "--stage-type", "5"})
            << QStringLiteral("--stage-type 5: stage types 4 and 5");
        QTest::newRow("mortis") << generateWith({"--stage-seed", "5", "--stage", "8", "--stage-type", "5"})
                                << QStringLiteral("Mortis (stage 8, type 5) has no rooms");
        QTest::newRow("blue womb") << generateWith({"--stage-seed", "5", "--stage", "9"})
                                   << QStringLiteral("the Blue Womb is not generated");
        // The repentance options: bad values.
        QTest::newRow("curse tier") << generateWith({"--stage-seed", "5", "--curse-tier", "most"})
                                    << QStringLiteral("--curse-tier: \"most\" is not none, womb, eit or all");
        QTest::newRow("super-sin counter text")
            << generateWith({"--stage-seed", "5", "--super-sin-counter", "x"})
            << QStringLiteral("--super-sin-counter: \"x\" is not a whole number");
        QTest::newRow("super-sin counter negative")
            << generateWith({"--stage-seed", "5", "--super-sin-counter=-1"})
            << QStringLiteral("--super-sin-counter: -1 is out of range");
        QTest::newRow("surprise counter huge")
            << generateWith({"--stage-seed", "5", "--surprise-miniboss-counter", "10000"})
            << QStringLiteral("--surprise-miniboss-counter: 10000 is out of range");
        QTest::newRow("state flag") << generateWith({"--stage-seed", "5", "--state-flag", "greed"})
                                    << QStringLiteral("--state-flag: unknown state flag \"greed\"");
        QTest::newRow("state flag number") << generateWith({"--stage-seed", "5", "--state-flag", "9"})
                                           << QStringLiteral("unknown state flag \"9\"");
        QTest::newRow("achievement 0") << generateWith({"--stage-seed", "5", "--locked-achievement", "0"})
                                       << QStringLiteral("--locked-achievement: 0 is out of range");
        QTest::newRow("achievement 642") << generateWith({"--stage-seed", "5", "--locked-achievement", "642"})
                                         << QStringLiteral("--locked-achievement: 642 is out of range");
        QTest::newRow("achievement text")
            << generateWith({"--stage-seed", "5", "--locked-achievement", "all"})
            << QStringLiteral("--locked-achievement: \"all\" is not a whole number");
        QTest::newRow("boss pools") << generateWith({"--run-seed", "5", "--boss-pools", "stage-seed"})
                                    << QStringLiteral(
                                           "--boss-pools: \"stage-seed\" is not run or first-floor");
        QTest::newRow("route without run seed") << generateWith({"--stage-seed", "5", "--route", "1:0"})
                                                << QStringLiteral("--route needs a run seed");
        QTest::newRow("route entry") << generateWith({"--run-seed", "5", "--stage", "3", "--route", "1:0,2"})
                                     << QStringLiteral("--route: \"2\" is not a floor STAGE:TYPE");
        QTest::newRow("route letters") << generateWith({"--run-seed", "5", "--stage", "3", "--route", "a:b"})
                                       << QStringLiteral("--route: \"a:b\" is not a floor");
        QTest::newRow("route stage 13")
            << generateWith({"--run-seed", "5", "--stage", "3", "--route", "13:0"})
            << QStringLiteral("route floor 13:0: stage 13 is out of range");
        QTest::newRow("route blue womb")
            << generateWith({"--run-seed", "5", "--stage", "10", "--route", "9:0"})
            << QStringLiteral("route floor 9:0: the Blue Womb");
        QTest::newRow("route greed") << generateWith({"--run-seed", "5", "--stage", "3", "--route", "1:3"})
                                     << QStringLiteral("route floor 1:3: Greed mode");
        QTest::newRow("route mortis") << generateWith({"--run-seed", "5", "--stage", "10", "--route", "7:5"})
                                      << QStringLiteral("route floor 7:5: Mortis");
        QTest::newRow("golden non-trinket")
            << generateWith({"--stage-seed", "5", "--item", "luna:golden"})
            << QStringLiteral("only a trinket can be golden, and luna is not one");
        QTest::newRow("golden unknown") << generateWith({"--stage-seed", "5", "--item", "moon:golden"})
                                        << QStringLiteral("unknown item \"moon:golden\"");
        QTest::newRow("player id 41") << generateWith({"--stage-seed", "5", "--player", "41"})
                                      << QStringLiteral("--player: unknown player \"41\"");
        // Repentance inputs with afterbirth-plus.
        QTest::newRow("afterbirth curse tier")
            << generateWith({"--stage-seed", "5", "--ruleset", "afterbirth-plus", "--curse-tier", "none"})
            << QStringLiteral("--curse-tier is read by the repentance rule set only");
        QTest::newRow("afterbirth super-sin counter")
            << generateWith({"--stage-seed", "5", "--ruleset", "afterbirth-plus", "--super-sin-counter", "1"})
            << QStringLiteral("--super-sin-counter is read by the repentance rule set only");
        QTest::newRow("afterbirth surprise counter")
            << generateWith(
                   {"--stage-seed", "5", "--ruleset", "afterbirth-plus", "--surprise-miniboss-counter", "1"})
            << QStringLiteral("--surprise-miniboss-counter is read by the repentance rule set only");
        QTest::newRow("afterbirth state flag")
            << generateWith({"--stage-seed", "5", "--ruleset", "afterbirth-plus", "--state-flag", "wrath"})
            << QStringLiteral("--state-flag is read by the repentance rule set only");
        QTest::newRow("afterbirth achievement")
            << generateWith(
                   {"--stage-seed", "5", "--ruleset", "afterbirth-plus", "--locked-achievement", "3"})
            << QStringLiteral("--locked-achievement / --strange-door-locked is read by the repentance");
        QTest::newRow("afterbirth strange door")
            << generateWith({"--stage-seed", "5", "--ruleset", "afterbirth-plus", "--strange-door-locked"})
            << QStringLiteral("--strange-door-locked is read by the repentance");
        QTest::newRow("afterbirth cathedral")
            << generateWith({"--stage-seed", "5", "--ruleset", "afterbirth-plus", "--cathedral"})
            << QStringLiteral("--cathedral is read by the repentance rule set only");
        QTest::newRow("afterbirth route")
            << generateWith(
                   {"--run-seed", "5", "--ruleset", "afterbirth-plus", "--stage", "2", "--route", "1:0"})
            << QStringLiteral("--route is read by the repentance rule set only");
        QTest::newRow("afterbirth boss pools")
            << generateWith(
                   {"--run-seed", "5", "--ruleset", "afterbirth-plus", "--boss-pools", "first-floor"})
            << QStringLiteral("--boss-pools is read by the repentance rule set only");
        QTest::newRow("afterbirth golden")
            << generateWith(
                   {"--stage-seed", "5", "--ruleset", "afterbirth-plus", "--item", "pay-to-win:golden"})
            << QStringLiteral("--item NAME:golden is read by the repentance rule set only");
        QTest::newRow("afterbirth repentance item")
            << generateWith({"--stage-seed", "5", "--ruleset", "afterbirth-plus", "--item", "birthright"})
            << QStringLiteral("--item (a repentance item) is read by the repentance rule set only");
        QTest::newRow("stage type -1") << generateWith({"--stage-seed", "5", "--stage-type=-1"})
                                       << QStringLiteral("--stage-type: -1 is out of range");
        QTest::newRow("stage 12, type 1")
            << generateWith({"--stage-seed", "5", "--stage", "12", "--stage-type", "1"})
            << QStringLiteral("stage 12 has no stage type 1");
        QTest::newRow("stage 10, type 2")
            << generateWith({"--stage-seed", "5", "--stage", "10", "--stage-type", "2"})
            << QStringLiteral("stage 10 has no stage type 2");
        // Negative and absurd counts.
        QTest::newRow("negative hearts") << generateWith({"--stage-seed", "5", "--hearts=-1"})
                                         << QStringLiteral("--hearts: -1 is out of range");
        QTest::newRow("negative max hearts") << generateWith({"--stage-seed", "5", "--max-hearts=-2"})
                                             << QStringLiteral("--max-hearts: -2 is out of range");
        QTest::newRow("negative soul hearts") << generateWith({"--stage-seed", "5", "--soul-hearts=-3"})
                                              << QStringLiteral("--soul-hearts: -3 is out of range");
        QTest::newRow("negative bone hearts") << generateWith({"--stage-seed", "5", "--bone-hearts=-4"})
                                              << QStringLiteral("--bone-hearts: -4 is out of range");
        QTest::newRow("negative coins") << generateWith({"--stage-seed", "5", "--coins=-5"})
                                        << QStringLiteral("--coins: -5 is out of range");
        QTest::newRow("negative victory lap") << generateWith({"--stage-seed", "5", "--victory-lap=-1"})
                                              << QStringLiteral("--victory-lap: -1 is out of range");
        QTest::newRow("huge coins") << generateWith({"--stage-seed", "5", "--coins", "1000000000000"})
                                    << QStringLiteral("--coins: 1000000000000 is out of range");
        QTest::newRow("keys text") << generateWith({"--stage-seed", "5", "--keys", "many"})
                                   << QStringLiteral("--keys: \"many\" is not a whole number");
        QTest::newRow("treasure rooms 100")
            << generateWith({"--stage-seed", "5", "--treasure-rooms-visited", "100"})
            << QStringLiteral("--treasure-rooms-visited: 100 is out of range");
        // Seeds given as numbers.
        QTest::newRow("stage seed 2^32") << generateWith({"--stage-seed", "4294967296"})
                                         << QStringLiteral("--stage-seed: 4294967296 is out of range");
        QTest::newRow("stage seed negative")
            << generateWith({"--stage-seed=-7"}) << QStringLiteral("--stage-seed: -7 is out of range");
        QTest::newRow("stage seed 0")
            << generateWith({"--stage-seed", "0"}) << QStringLiteral("--stage-seed: 0 is out of range");
        QTest::newRow("run seed hex") << generateWith({"--run-seed", "0x10"})
                                      << QStringLiteral("--run-seed: \"0x10\" is not a whole number");
        // Names.
        QTest::newRow("unknown items in a list") << generateWith({"--stage-seed", "5", "--item", "luna,moon"})
                                                 << QStringLiteral("unknown item \"moon\"");
        QTest::newRow("unknown item, spaces") << generateWith({"--stage-seed", "5", "--item", "voodoo head"})
                                              << QStringLiteral("unknown item \"voodoo head\"");
        QTest::newRow("curse cursed") << generateWith({"--stage-seed", "5", "--curse", "cursed"})
                                      << QStringLiteral("unknown curse \"cursed\"");
        QTest::newRow("curse in a list") << generateWith({"--stage-seed", "5", "--curse", "lost,fog"})
                                         << QStringLiteral("unknown curse \"fog\"");
        QTest::newRow("curse empty entry") << generateWith({"--stage-seed", "5", "--curse", "lost,,maze"})
                                           << QStringLiteral("unknown curse \"\"");
        QTest::newRow("labyrinth in a list on the void")
            << generateWith({"--stage-seed", "5", "--stage", "12", "--curse", "lost,labyrinth"})
            << QStringLiteral("Labyrinth cannot be forced on The Void (stage 12)");
        QTest::newRow("labyrinth on the void, run seed")
            << generateWith({"--seed", "B91Y 9THH", "--stage", "12", "--curse", "LABYRINTH"})
            << QStringLiteral("Labyrinth cannot be forced");
        QTest::newRow("unknown player") << generateWith({"--stage-seed", "5", "--player", "azazel"})
                                        << QStringLiteral("--player: unknown player \"azazel\"");
        QTest::newRow("unknown rule set") << generateWith({"--stage-seed", "5", "--ruleset", "afterbirth"})
                                          << QStringLiteral("--ruleset: \"afterbirth\" is not a rule set");
        QTest::newRow("unknown format") << generateWith({"--stage-seed", "5", "--format", "xml"})
                                        << QStringLiteral("--format: \"xml\" is not json or text");
        QTest::newRow("stray argument")
            << generateWith({"--stage-seed", "5", "B91Y"}) << QStringLiteral("unexpected argument \"B91Y\"");
        QTest::newRow("option without value")
            << generateWith({"--stage-seed"}) << QStringLiteral("Missing value after '--stage-seed'");
        // bench: absurd counts.
        QTest::newRow("bench count 0")
            << QStringList{QStringLiteral("bench"), QStringLiteral("--count"), QStringLiteral("0")}
            << QStringLiteral("--count: 0 is out of range");
        QTest::newRow("bench count 10^12, scientific")
            << QStringList{QStringLiteral("bench"), QStringLiteral("--count"), QStringLiteral("1e12")}
            << QStringLiteral("--count: \"1e12\" is not a whole number");
        QTest::newRow("bench count 2^63") << QStringList{QStringLiteral("bench"), QStringLiteral("--count"),
                                                         QStringLiteral("9223372036854775808")}
                                          << QStringLiteral("\"9223372036854775808\" is not a whole number");
        QTest::newRow("bench stage 13")
            << QStringList{QStringLiteral("bench"), QStringLiteral("--stage"), QStringLiteral("13")}
            << QStringLiteral("--stage: 13 is out of range");
    }
    void optionRefused() {
        QFETCH(QStringList, args);
        QFETCH(QString, messagePart);
        const Run r = runTool(args);
        QCOMPARE(r.rc, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(messagePart), qPrintable(r.err));
    }

    // Batch lines that are not settings: one error line each naming the line and the problem; the run
    // goes on and exits 0.
    void batchRefused_data() {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("number") << QByteArray("42")
                                << QStringLiteral("line 1 is not a JSON object (it is the number 42)");
        QTest::newRow("string") << QByteArray("\"B91Y 9THH\"")
                                << QStringLiteral("line 1 is not a JSON object (it is a string)");
        QTest::newRow("boolean") << QByteArray(" true ")
                                 << QStringLiteral("line 1 is not a JSON object (it is true, a boolean)");
        QTest::newRow("null") << QByteArray("null")
                              << QStringLiteral("line 1 is not a JSON object (it is null)");
        QTest::newRow("array of objects") << QByteArray("[{\"stageSeed\": 5}]")
                                          << QStringLiteral("line 1 is not a JSON object (it is an array)");
        QTest::newRow("two numbers") << QByteArray("1, 2") << QStringLiteral("line 1 is not JSON");
        QTest::newRow("truncated") << QByteArray("{\"stageSeed\": 5") << QStringLiteral("line 1 is not JSON");
        QTest::newRow("two objects") << QByteArray("{\"stageSeed\": 5}{\"stageSeed\": 6}")
                                     << QStringLiteral("line 1 is not JSON");
        QTest::newRow("binary") << QByteArray("\x00\xff\xfe{", 4) << QStringLiteral("line 1 is not JSON");
        QTest::newRow("empty object") << QByteArray("{}") << QStringLiteral("give one of \"seed\"");
        QTest::newRow("seed as number")
            << QByteArray("{\"seed\": 12345}") << QStringLiteral("\"seed\" must be a seed string");
        QTest::newRow("bad seed string")
            << QByteArray("{\"seed\": \"B91Y 9THO\"}") << QStringLiteral("letter O");
        QTest::newRow("stage seed string")
            << QByteArray("{\"stageSeed\": \"5\"}") << QStringLiteral("\"stageSeed\" must be a number");
        QTest::newRow("stage seed fraction")
            << QByteArray("{\"stageSeed\": 5.5}") << QStringLiteral("\"stageSeed\" must be a whole number");
        QTest::newRow("stage seed 2^32")
            << QByteArray("{\"stageSeed\": 4294967296}") << QStringLiteral("(got 4294967296)");
        QTest::newRow("stage 13") << QByteArray("{\"stageSeed\": 5, \"stage\": 13}")
                                  << QStringLiteral("(got 13)");
        QTest::newRow("stage -1") << QByteArray("{\"stageSeed\": 5, \"stage\": -1}")
                                  << QStringLiteral("(got -1)");
        QTest::newRow("stage 1e300") << QByteArray("{\"stageSeed\": 5, \"stage\": 1e300}")
                                     << QStringLiteral("\"stage\" must be a whole number from 1 to 12");
        QTest::newRow("stage type for stage")
            << QByteArray("{\"stageSeed\": 5, \"stage\": 10, \"stageType\": 2}")
            << QStringLiteral("stage 10 has no stage type 2");
        QTest::newRow("negative hearts") << QByteArray("{\"stageSeed\": 5, \"hearts\": -2}")
                                         << QStringLiteral("\"hearts\" must be a whole number from 0");
        QTest::newRow("negative keys")
            << QByteArray("{\"stageSeed\": 5, \"keys\": -1}") << QStringLiteral("(got -1)");
        QTest::newRow("negative coins")
            << QByteArray("{\"stageSeed\": 5, \"coins\": -1}") << QStringLiteral("\"coins\"");
        QTest::newRow("hard as string")
            << QByteArray("{\"stageSeed\": 5, \"hard\": \"yes\"}") << QStringLiteral("\"hard\"");
        QTest::newRow("items not an array") << QByteArray("{\"stageSeed\": 5, \"items\": \"luna\"}")
                                            << QStringLiteral("\"items\" must be an array");
        QTest::newRow("unknown item") << QByteArray("{\"stageSeed\": 5, \"items\": [\"luna\", \"moon\"]}")
                                      << QStringLiteral("unknown item \"moon\"");
        QTest::newRow("item not a string")
            << QByteArray("{\"stageSeed\": 5, \"items\": [3]}") << QStringLiteral("(not a string)");
        QTest::newRow("unknown curse") << QByteArray("{\"stageSeed\": 5, \"curse\": [\"lost\", \"fog\"]}")
                                       << QStringLiteral("unknown curse \"fog\"");
        QTest::newRow("curse number")
            << QByteArray("{\"stageSeed\": 5, \"curse\": 2}") << QStringLiteral("\"curse\" must be");
        QTest::newRow("labyrinth on the void")
            << QByteArray("{\"stageSeed\": 5, \"stage\": 12, \"curse\": [\"labyrinth\"]}")
            << QStringLiteral("Labyrinth cannot be forced");
        QTest::newRow("unknown player") << QByteArray("{\"stageSeed\": 5, \"player\": \"azazel\"}")
                                        << QStringLiteral("\"player\" must be one of");
        QTest::newRow("stage type 3") << QByteArray("{\"stageSeed\": 5, \"stageType\": 3}")
                                      << QStringLiteral("Greed mode is not supported");
        QTest::newRow("stage type 6") << QByteArray("{\"stageSeed\": 5, \"stageType\": 6}")
                                      << QStringLiteral("\"stageType\" must be a whole number from 0 to 5");
        QTest::newRow("stage type word")
            << QByteArray("{\"stageSeed\": 5, \"stageType\": \"alternate\"}")
            << QStringLiteral("\"stageType\" must be 0, 1, 2, 4, 5, \"main\" or \"alt\" (got \"alternate\")");
        QTest::newRow("stage type main, stage seed")
            << QByteArray("{\"stageSeed\": 5, \"stageType\": \"main\"}")
            << QStringLiteral("\"main\" needs a run seed");
        QTest::newRow("stage type alt, stage 11")
            << QByteArray("{\"runSeed\": 5, \"stage\": 11, \"stageType\": \"alt\"}")
            << QStringLiteral("stage 11 has no alternate floor");
        QTest::newRow("stage type 4, afterbirth")
            << QByteArray("{\"stageSeed\": 5, \"ruleset\": \"afterbirth-plus\", \"stageType\": 4}")
            << QStringLiteral("\"stageType\" is read by the repentance rule set only");
        QTest::newRow("curse tier") << QByteArray("{\"stageSeed\": 5, \"curseTier\": \"most\"}")
                                    << QStringLiteral(
                                           "\"curseTier\" must be \"none\", \"womb\", \"eit\" or \"all\"");
        QTest::newRow("curse tier number")
            << QByteArray("{\"stageSeed\": 5, \"curseTier\": 2}") << QStringLiteral("\"curseTier\" must be");
        QTest::newRow("super-sin counter")
            << QByteArray("{\"stageSeed\": 5, \"superSinCounter\": -1}")
            << QStringLiteral("\"superSinCounter\" must be a whole number from 0 to 9999 (got -1)");
        QTest::newRow("surprise counter")
            << QByteArray("{\"stageSeed\": 5, \"surpriseMinibossCounter\": 1.5}")
            << QStringLiteral("\"surpriseMinibossCounter\" must be a whole number");
        QTest::newRow("state flags not an array")
            << QByteArray("{\"stageSeed\": 5, \"stateFlags\": \"wrath\"}")
            << QStringLiteral("\"stateFlags\" must be an array");
        QTest::newRow("state flag unknown")
            << QByteArray("{\"stageSeed\": 5, \"stateFlags\": [\"wrath\", \"rage\"]}")
            << QStringLiteral("unknown state flag \"rage\" in \"stateFlags\"");
        QTest::newRow("state flag number") << QByteArray("{\"stageSeed\": 5, \"stateFlags\": [9]}")
                                           << QStringLiteral("unknown state flag (not a string)");
        QTest::newRow("achievements not an array")
            << QByteArray("{\"stageSeed\": 5, \"lockedAchievements\": 3}")
            << QStringLiteral("\"lockedAchievements\" must be an array");
        QTest::newRow("achievement 642")
            << QByteArray("{\"stageSeed\": 5, \"lockedAchievements\": [642]}")
            << QStringLiteral("\"lockedAchievements\": 642 is not an achievement id (1 to 641)");
        QTest::newRow("achievement string")
            << QByteArray("{\"stageSeed\": 5, \"lockedAchievements\": [\"5\"]}")
            << QStringLiteral("\"lockedAchievements\": \"5\" is not an achievement id");
        QTest::newRow("strange door string")
            << QByteArray("{\"stageSeed\": 5, \"strangeDoorLocked\": \"yes\"}")
            << QStringLiteral("\"strangeDoorLocked\" must be true or false");
        QTest::newRow("cathedral number") << QByteArray("{\"stageSeed\": 5, \"cathedral\": 1}")
                                          << QStringLiteral("\"cathedral\" must be true or false");
        QTest::newRow("boss pools") << QByteArray("{\"runSeed\": 5, \"bossPools\": \"stage-seed\"}")
                                    << QStringLiteral("\"bossPools\" must be \"run\" or \"first-floor\"");
        QTest::newRow("route not an array") << QByteArray("{\"runSeed\": 5, \"route\": \"1:0\"}")
                                            << QStringLiteral("\"route\" must be an array");
        QTest::newRow("route entry not an object") << QByteArray("{\"runSeed\": 5, \"route\": [1]}")
                                                   << QStringLiteral("\"route\" entry 0 must be an object");
        QTest::newRow("route stage missing")
            << QByteArray("{\"runSeed\": 5, \"route\": [{\"stageType\": 1}]}")
            << QStringLiteral("\"route\" entry 0 must be an object");
        QTest::newRow("route stage 13")
            << QByteArray("{\"runSeed\": 5, \"route\": [{\"stage\": 1}, {\"stage\": 13}]}")
            << QStringLiteral("\"route\" entry 1 must be an object {\"stage\": 1..12, \"stageType\": 0..5}: "
                              "\"stage\" must be a whole number from 1 to 12 (got 13)");
        QTest::newRow("route unknown key")
            << QByteArray("{\"runSeed\": 5, \"route\": [{\"stage\": 1, \"xl\": true}]}")
            << QStringLiteral("\"route\" entry 0: unknown key \"xl\"");
        QTest::newRow("route blue womb")
            << QByteArray("{\"runSeed\": 5, \"stage\": 10, \"route\": [{\"stage\": 9}]}")
            << QStringLiteral("\"route\": route floor 9:0: the Blue Womb");
        QTest::newRow("route with stage seed") << QByteArray("{\"stageSeed\": 5, \"route\": []}")
                                               << QStringLiteral("\"route\" needs a run seed");
        QTest::newRow("golden non-trinket")
            << QByteArray("{\"stageSeed\": 5, \"items\": [\"sausage:golden\"]}")
            << QStringLiteral("only a trinket can be golden, and sausage is not one");
        QTest::newRow("player number 99")
            << QByteArray("{\"stageSeed\": 5, \"player\": 99}") << QStringLiteral("unknown player \"99\"");
        QTest::newRow("afterbirth curse tier")
            << QByteArray("{\"stageSeed\": 5, \"ruleset\": \"afterbirth-plus\", \"curseTier\": \"none\"}")
            << QStringLiteral("\"curseTier\" is read by the repentance rule set only");
        QTest::newRow("afterbirth state flags")
            << QByteArray("{\"stageSeed\": 5, \"ruleset\": \"afterbirth-plus\", \"stateFlags\": [\"envy\"]}")
            << QStringLiteral("\"stateFlags\" is read by the repentance rule set only");
        QTest::newRow("afterbirth route")
            << QByteArray("{\"runSeed\": 5, \"ruleset\": \"afterbirth-plus\", \"route\": []}")
            << QStringLiteral("\"route\" is read by the repentance rule set only");
        QTest::newRow("key case") << QByteArray("{\"StageSeed\": 5}")
                                  << QStringLiteral("unknown key \"StageSeed\"");
    }
    void batchRefused() {
        QFETCH(QByteArray, line);
        QFETCH(QString, messagePart);
        // The bad line, then a good one: the good one still gives its floor.
        const Run r = runTool({QStringLiteral("batch")}, line + "\n{\"stageSeed\": 9}\n");
        QCOMPARE(r.rc, 2); // the bad lines are answered, then the status says so
        const auto lines = batchLines(r.out);
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines[0].value(QStringLiteral("ok")).toBool(true), false);
        const QString error = lines[0].value(QStringLiteral("error")).toString();
        QVERIFY2(error.contains(messagePart), qPrintable(error));
        QVERIFY2(error.startsWith(QStringLiteral("line 1")), qPrintable(error));
        QVERIFY(lines[1].value(QStringLiteral("ok")).toBool());
    }

    // Long lines: 10 MB of valid JSON, and a 10 MB line with no newline at the end of the input.
    void batchLongLines() {
        QByteArray valid = "{\"stageSeed\": 5, \"items\": [";
        while (valid.size() < 10 * 1024 * 1024)
            valid += "\"luna\",";
        valid += "\"luna\"]}\n";
        QByteArray input = valid + "{\"stageSeed\": 9}\n" + QByteArray(10 * 1024 * 1024, '{');
        const Run r = runTool({QStringLiteral("batch")}, input);
        QCOMPARE(r.rc, 2); // the bad lines are answered, then the status says so
        const auto lines = batchLines(r.out);
        QCOMPARE(lines.size(), 3);
        QVERIFY(lines[0]
                    .value(QStringLiteral("error"))
                    .toString()
                    .contains(QStringLiteral("line 1 is longer than")));
        QVERIFY(lines[1].value(QStringLiteral("ok")).toBool());
        QVERIFY(lines[2]
                    .value(QStringLiteral("error"))
                    .toString()
                    .contains(QStringLiteral("line 3 is longer than")));
    }

    // Many blank and bad lines do not stop a run, and line numbers count every line.
    void batchLineNumbers() {
        QByteArray input;
        for (int i = 0; i < 500; ++i)
            input += (i % 2) ? "\r\n" : "oops\n";
        input += "{\"stageSeed\": 9}"; // the last line has no newline
        const Run r = runTool({QStringLiteral("batch")}, input);
        QCOMPARE(r.rc, 2); // the bad lines are answered, then the status says so
        const auto lines = batchLines(r.out);
        QCOMPARE(lines.size(), 251);
        QVERIFY(lines[249].value(QStringLiteral("error")).toString().startsWith(QStringLiteral("line 499 ")));
        QVERIFY(lines[250].value(QStringLiteral("ok")).toBool());
    }

    // The real executable: exit status 2 and a message, as a script sees them; never a signal.
    void executable_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("no arguments") << QStringList{} << 2 << QStringLiteral("Usage:");
        QTest::newRow("bad seed") << QStringList{QStringLiteral("generate"), QStringLiteral("--seed"),
                                                 QStringLiteral("B91Y 9THJ")}
                                  << 2 << QStringLiteral("checksum mismatch");
        QTest::newRow("count -5") << QStringList{QStringLiteral("bench"), QStringLiteral("--count=-5")} << 2
                                  << QStringLiteral("--count: -5 is out of range");
        QTest::newRow("count 10^12") << QStringList{QStringLiteral("bench"), QStringLiteral("--count"),
                                                    QStringLiteral("1000000000000")}
                                     << 2 << QStringLiteral("--count: 1000000000000 is out of range");
        QTest::newRow("labyrinth on the void")
            << QStringList{QStringLiteral("generate"), QStringLiteral("--stage-seed"),
                           QStringLiteral("5"),        QStringLiteral("--stage"),
                           QStringLiteral("12"),       QStringLiteral("--curse"),
                           QStringLiteral("labyrinth")}
            << 2 << QStringLiteral("Labyrinth");
        QTest::newRow("lowercase seed")
            << QStringList{QStringLiteral("generate"), QStringLiteral("--seed"), QStringLiteral("b91y9thh"),
                           QStringLiteral("--stage-type"), QStringLiteral("main")}
            // (the run's floor: no note)
            << 0 << QString();
    }
    void executable() {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, messagePart);
        QProcess p;
        p.start(QStringLiteral(FLOORGEN_CLI_PATH), args);
        QVERIFY2(p.waitForStarted(), qPrintable(p.errorString()));
        p.closeWriteChannel();
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), exitCode);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        if (exitCode == 0) {
            QVERIFY2(err.isEmpty(), qPrintable(err));
            QVERIFY(p.readAllStandardOutput().contains("\"ok\":true"));
        } else {
            QVERIFY2(err.contains(messagePart), qPrintable(err));
        }
    }

    // ---- export: a read-only file and a location that cannot be written ----

    // The old file stays as it was, no temporary file is left beside it, and the message names the file.
    void exportReadOnlyFile() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString target = dir.filePath(QStringLiteral("map.png"));
        QVERIFY(writeFile(target, "old content"));
        QVERIFY(QFile::setPermissions(target, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
        bool immutable = false;
        if (QFile probe(target); probe.open(QIODevice::WriteOnly | QIODevice::Append)) {
            // root ignores permissions: make the file immutable instead, if the file system allows it.
            probe.close();
            immutable = QProcess::execute(QStringLiteral("chattr"), {QStringLiteral("+i"), target}) == 0;
            if (!immutable)
                QSKIP("running as root without chattr: no file here is read-only");
        }
        const ProcessRun r = runProcess(QStringLiteral(FLOORGEN_CLI_PATH),
                                        {QStringLiteral("export"), QStringLiteral("--seed"),
                                         QStringLiteral("B91Y 9THH"), QStringLiteral("-o"), target});
        if (immutable)
            QProcess::execute(QStringLiteral("chattr"), {QStringLiteral("-i"), target});
        QCOMPARE(r.status, QProcess::NormalExit);
        QCOMPARE(r.rc, 2);
        QVERIFY2(r.err.contains(QStringLiteral("cannot write \"%1\"").arg(target)), qPrintable(r.err));
        QCOMPARE(readFile(target), QByteArray("old content"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("map.png")});
    }

    void exportUnwritableLocation_data() {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("missing folder")
            << QStringLiteral("no/such/folder/map.svg") << QStringLiteral("does not exist");
        QTest::newRow("proc") << QStringLiteral("/proc/map.png")
                              << QStringLiteral("cannot write \"/proc/map.png\"");
        QTest::newRow("empty name") << QString() << QString();
    }
    void exportUnwritableLocation() {
        QFETCH(QString, target);
        QFETCH(QString, messagePart);
        QTemporaryDir dir;
        const ProcessRun r = runProcess(QStringLiteral(FLOORGEN_CLI_PATH),
                                        {QStringLiteral("export"), QStringLiteral("--seed"),
                                         QStringLiteral("B91Y 9THH"), QStringLiteral("-o"), target},
                                        dir.path());
        QCOMPARE(r.status, QProcess::NormalExit);
        QCOMPARE(r.rc, 2);
        QVERIFY2(r.err.contains(messagePart), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
        QVERIFY(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden).isEmpty());
    }

    // ---- settings: a hand-edited or corrupted file resets only the values it cannot read ----

    void corruptSettingsFile_data() {
        QTest::addColumn<int>("key");
        QTest::addColumn<QVariant>("expected");
        QTest::addColumn<bool>("kept"); // the stored value is good and stays in the file
        QTest::newRow("ruleset kept")
            << int(Key::RuleSet) << QVariant(QStringLiteral("afterbirth-plus")) << true;
        QTest::newRow("seed kept") << int(Key::Seed) << QVariant(QStringLiteral("B91Y 9THH")) << true;
        QTest::newRow("stage 13") << int(Key::Stage) << QVariant(1) << false;
        QTest::newRow("stage type abc") << int(Key::StageType) << QVariant(0) << false;
        QTest::newRow("hard maybe") << int(Key::Hard) << QVariant(false) << false;
        QTest::newRow("unknown curse") << int(Key::Curses) << QVariant(QStringLiteral("auto")) << false;
        QTest::newRow("unknown item") << int(Key::Items) << QVariant(QStringList()) << false;
        QTest::newRow("black candle kept") << int(Key::BlackCandle) << QVariant(true) << true;
        QTest::newRow("unknown player") << int(Key::Player) << QVariant(QStringLiteral("isaac")) << false;
        QTest::newRow("negative hearts") << int(Key::Hearts) << QVariant(6) << false;
        QTest::newRow("keys kept") << int(Key::Keys) << QVariant(5) << true;
        QTest::newRow("coins 99999") << int(Key::Coins) << QVariant(0) << false;
        QTest::newRow("treasure rooms kept") << int(Key::TreasureRoomsVisited) << QVariant(3) << true;
        QTest::newRow("bad recent seed") << int(Key::RecentSeeds) << QVariant(QStringList()) << false;
        QTest::newRow("legend kept") << int(Key::Legend) << QVariant(false) << true;
        QTest::newRow("grid 2") << int(Key::Grid) << QVariant(true) << false;
        QTest::newRow("speed 0") << int(Key::StepSpeed) << QVariant(6) << false;
        QTest::newRow("format gif") << int(Key::ExportFormat) << QVariant(QStringLiteral("png")) << false;
        QTest::newRow("width kept") << int(Key::ExportWidth) << QVariant(800) << true;
        QTest::newRow("theme kept") << int(Key::ExportTheme) << QVariant(QStringLiteral("dark")) << true;
        QTest::newRow("scale 12abc") << int(Key::ExportScalePercent) << QVariant(100) << false;
        QTest::newRow("missing key") << int(Key::StepSpeed) << QVariant(6) << false;
    }
    void corruptSettingsFile() {
        QFETCH(int, key);
        QFETCH(QVariant, expected);
        QFETCH(bool, kept);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("settings.ini"));
        QVERIFY(writeFile(path, kCorruptIni));
        const Key k = static_cast<Key>(key);
        {
            app::AppSettings settings(path);
            QCOMPARE(settings.value(k), expected);
            QCOMPARE(settings.value(k), expected); // the second read finds the same
            // Everything else still reads: the good values of the other keys are not lost.
            QCOMPARE(settings.intValue(Key::Keys), 5);
            QCOMPARE(settings.stringValue(Key::RuleSet), QStringLiteral("afterbirth-plus"));
            settings.sync();
        }
        QSettings raw(path, QSettings::IniFormat);
        QCOMPARE(raw.contains(app::AppSettings::keyName(k)), kept);
        QVERIFY(raw.contains(QStringLiteral("player/keys")));
    }

    // The floor settings read from that file are valid (the app can generate right away).
    void corruptSettingsGiveValidFloorSettings() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("settings.ini"));
        QVERIFY(writeFile(path, kCorruptIni));
        app::AppSettings settings(path);
        const Settings s = settings.floorSettings();
        QCOMPARE(s.ruleSet, RuleSet::AfterbirthPlus);
        QCOMPARE(s.runSeed.value_or(0), 12345u);
        QCOMPARE(s.stage, 1);
        QVERIFY(s.blackCandle);
        QCOMPARE(s.state.keys, 5);
        const auto problem = validateSettings(s);
        QVERIFY2(!problem, problem ? problem->c_str() : "");
    }

    // Files that are not settings at all: every value reads as its default, nothing crashes.
    void garbageSettingsFile_data() {
        QTest::addColumn<QByteArray>("content");
        QByteArray noise(64 * 1024, '\0');
        QRandomGenerator random(20261121);
        for (char &c : noise)
            c = static_cast<char>(random.bounded(256));
        QTest::newRow("random bytes") << noise;
        QTest::newRow("nul bytes") << QByteArray(4096, '\0');
        QTest::newRow("broken section") << QByteArray("[floor\nstage=5\n[[[\n=\n==\n");
        QTest::newRow("truncated") << QByteArray("[floor]\nstage=5\nhard=tr");
        QTest::newRow("one long line") << QByteArray(2 * 1024 * 1024, 'x');
        QTest::newRow("json") << QByteArray("{\"floor\": {\"stage\": 5}}");
    }
    void garbageSettingsFile() {
        QFETCH(QByteArray, content);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("settings.ini"));
        QVERIFY(writeFile(path, content));
        app::AppSettings settings(path);
        for (int k = 0; k < int(Key::Count); ++k) {
            const Key key = static_cast<Key>(k);
            const QVariant v = settings.value(key);
            QVERIFY2(app::AppSettings::isValid(key, v) || v == app::AppSettings::defaultValue(key),
                     qPrintable(app::AppSettings::keyName(key)));
        }
        Settings s = settings.floorSettings();
        s.stageSeed = 1;
        const auto problem = validateSettings(s);
        QVERIFY2(!problem, problem ? problem->c_str() : "");
        // A stage that survived in a readable line is kept.
        if (content.startsWith("[floor]\nstage=5"))
            QCOMPARE(settings.intValue(Key::Stage), 5);
    }

    // The desktop app starts with a corrupted settings file, keeps its good values and writes a readable
    // file.
    void appStartsWithCorruptSettings_data() {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<bool>("keepsGoodValues");
        QTest::newRow("hand-edited") << QByteArray(kCorruptIni) << true;
        QTest::newRow("random bytes") << QByteArray("\x01\xff[\x00]=\n\xfe\xfd", 10) << false;
        QTest::newRow("labyrinth on the void")
            << QByteArray("[floor]\nstage=12\ncurses=labyrinth\nseed=B91Y 9THH\n") << false;
    }
    void appStartsWithCorruptSettings() {
        QFETCH(QByteArray, content);
        QFETCH(bool, keepsGoodValues);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("settings.ini"));
        const QString shot = dir.filePath(QStringLiteral("shot.png"));
        QVERIFY(writeFile(path, content));
        const ProcessRun r =
            runProcess(QStringLiteral(FLOORGEN_GUI_PATH),
                       {QStringLiteral("--settings"), path, QStringLiteral("--screenshot"), shot});
        QCOMPARE(r.status, QProcess::NormalExit);
        QVERIFY2(r.rc == 0, qPrintable(r.err));
        QVERIFY(QFileInfo(shot).size() > 1000);
        QSettings after(path, QSettings::IniFormat);
        QCOMPARE(after.status(), QSettings::NoError);
        if (keepsGoodValues) {
            QCOMPARE(after.value(QStringLiteral("floor/ruleset")).toString(),
                     QStringLiteral("afterbirth-plus"));
            QCOMPARE(after.value(QStringLiteral("floor/seed")).toString(), QStringLiteral("B91Y 9THH"));
            QCOMPARE(after.value(QStringLiteral("player/keys")).toInt(), 5);
        }
        // The floor and player values the app reads at start are valid in the file it leaves (a bad value it
        // never reads, such as an export option, stays until the export dialog reads it).
        QSettings raw(path, QSettings::IniFormat);
        for (int k = 0; k < int(Key::Count); ++k) {
            const Key key = static_cast<Key>(k);
            const QString name = app::AppSettings::keyName(key);
            if (!raw.contains(name) ||
                !(name.startsWith(QLatin1String("floor/")) || name.startsWith(QLatin1String("player/"))))
                continue;
            const QVariant stored = raw.value(name);
            QVERIFY2(app::AppSettings::isValid(key, stored), qPrintable(name));
        }
    }
};

QTEST_GUILESS_MAIN(TestBadInput)
#include "test_badinput.moc"
