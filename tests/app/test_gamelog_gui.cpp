// The game's own log in the app (generation.md 15; issue 35): Tools > Follow Game finds log.txt in a fake
// home (the Windows documents folder of 15.1) and follows it while a test writes it line by line as the game
// would (the CLI's own predicted lines of a run's first floors): the map changes floor by floor, the mark
// says the floor matches (and differs, with the line, for a changed line), in English and French; a truncated
// file is the game restarting; turning it off returns to the user's settings. File > Open Game Log's table
// lists every floor with its verdict and a double-click opens one. The follower's delay (last line written to
// floor shown) is printed, with file-system events and with polling alone (measured, never asserted). With
// FLOORGEN_SCREENSHOT_DIR set, the mark and the table are saved there at 1024x768 and 1440x900, light and
// dark.

#include "appsettings.h"
#include "clirunner.h"
#include "floorgen/gamelog.h"
#include "floorgen/seedstring.h"
#include "gamelog/gamelogcontroller.h"
#include "gamelog/gamelogfollower.h"
#include "gamelog/gamelogtable.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "map/mapwidget.h"
#include "names_tr.h"
#include "panel/settingspanel.h"
#include "uistyle.h"
#include "windowfixture.h"

#include <algorithm>

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QStandardItemModel>
#include <QStyleFactory>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace floorgen;
using namespace floorgen::testing;
using floorgen::gui::GameLogController;

namespace {

// A floor of a predicted log: its lines (with the game's prefix) and what its Level::Init says.
struct LogFloorLines {
    QStringList lines;
    int stage = 0, stageType = 0;
    std::uint32_t stageSeed = 0;
    int attempts = 0;
};

// The CLI's `run --format log` of a run seed, cut into the RNG Start Seed line and the floors.
struct PredictedRun {
    QString startLine;
    std::vector<LogFloorLines> floors;
};

PredictedRun predictedRun(const QString &seed) {
    const Run r = runTool({QStringLiteral("run"), QStringLiteral("--seed"), seed, QStringLiteral("--format"),
                           QStringLiteral("log")});
    PredictedRun run;
    if (r.rc != 0)
        return run;
    for (const QString &text : r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const gamelog::Line line = gamelog::parseLine(text.toStdString());
        if (line.kind == gamelog::LineKind::RunStart) {
            run.startLine = text;
            continue;
        }
        if (line.kind == gamelog::LineKind::LevelInit) {
            LogFloorLines f;
            f.stage = int(line.a);
            f.stageType = int(line.b);
            f.stageSeed = line.c;
            run.floors.push_back(f);
        }
        if (run.floors.empty())
            continue;
        run.floors.back().lines << text;
        if (line.kind == gamelog::LineKind::MapGenerated)
            run.floors.back().attempts = int(line.a);
    }
    return run;
}

bool appendLine(const QString &path, const QString &line) {
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Append))
        return false;
    const QByteArray bytes = (line + QStringLiteral("\r\n")).toUtf8(); // the game's Windows line ends
    return f.write(bytes) == bytes.size();
}

bool writeWhole(const QString &path, const QStringList &lines) {
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    const QByteArray bytes = (lines.join(QStringLiteral("\r\n")) + QStringLiteral("\r\n")).toUtf8();
    return f.write(bytes) == bytes.size();
}

QString trMark(const char *text, int n = -1) {
    return QCoreApplication::translate("floorgen::gui::GameLogController", text, nullptr, n);
}

// The first floor's lines with one line changed: its first `N rooms in L loops` says one room more.
QStringList changedFloor(const LogFloorLines &f, int *changedIndex) {
    QStringList lines = f.lines;
    for (int i = 0; i < lines.size(); ++i) {
        const gamelog::Line l = gamelog::parseLine(lines[i].toStdString());
        if (l.kind == gamelog::LineKind::RoomsInLoops) {
            gamelog::Line other = l;
            other.a += 1;
            lines[i] = QString::fromLatin1(gamelog::kInfoPrefix.data()) +
                       QString::fromStdString(gamelog::messageOf(other));
            *changedIndex = i;
            return lines;
        }
    }
    *changedIndex = -1;
    return lines;
}

// The log of `run`'s first four floors, the fourth changed (three matches, one difference), as log.txt in a
// Repentance+ folder of `dir`; empty when it cannot be written.
QString writeMixedLog(const QTemporaryDir &dir, const PredictedRun &run) {
    const QString folder = dir.filePath(QStringLiteral("Binding of Isaac Repentance+"));
    if (!QDir().mkpath(folder))
        return {};
    const QString path = folder + QStringLiteral("/log.txt");
    QStringList lines{run.startLine};
    for (std::size_t i = 0; i < 3; ++i)
        lines << run.floors[i].lines;
    int changed = -1;
    lines << changedFloor(run.floors[3], &changed);
    return writeWhole(path, lines) ? path : QString();
}

} // namespace

class TestGameLogGui : public QObject {
    Q_OBJECT

private slots:
    void init() { QApplication::setPalette(QApplication::style()->standardPalette()); }
    void cleanupTestCase() { app::installLanguage(QStringLiteral("en")); }

    void followsTheGame_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<bool>("watcher");
        QTest::newRow("en, file-system events") << QStringLiteral("en") << true;
        QTest::newRow("fr, file-system events") << QStringLiteral("fr") << true;
        QTest::newRow("en, polling alone") << QStringLiteral("en") << false;
    }

    void followsTheGame() {
        QFETCH(QString, language);
        QFETCH(bool, watcher);
        QVERIFY(app::installLanguage(language));
        const PredictedRun run = predictedRun(QStringLiteral("DKM8 9MNM"));
        QVERIFY(run.floors.size() >= 3);
        const PredictedRun other = predictedRun(QStringLiteral("B91Y 9THH"));
        QVERIFY(!other.floors.empty());

        // A fake home whose Windows documents folder holds Repentance+'s log.txt (15.1), empty so far.
        QTemporaryDir home;
        const QByteArray oldHome = qgetenv("HOME");
        qputenv("HOME", QFile::encodeName(home.path()));
        const QString folder =
            home.filePath(QStringLiteral("Documents/My Games/Binding of Isaac Repentance+"));
        QVERIFY(QDir().mkpath(folder));
        const QString path = folder + QStringLiteral("/log.txt");
        QVERIFY(writeWhole(path, {QStringLiteral("[INFO] - Loading the game")}));
        QCOMPARE(QDir(GameLogController::findLogFile()).canonicalPath(), QDir(path).canonicalPath());

        QElapsedTimer clock;
        qint64 shownAt = -1;
        QList<qint64> delays;
        TestWindow tw;
        gui::MainWindow &w = tw.window;
        w.resize(1024, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const Settings own = w.currentSettings();
        auto *ctl = w.findChild<GameLogController *>();
        QVERIFY(ctl);
        ctl->follower()->setWatcherEnabled(watcher);
        QVERIFY(w.toolsMenu()->actions().contains(ctl->followAction()));
        ctl->followAction()->setChecked(true); // finds the file in the fake home
        qputenv("HOME", oldHome);
        QVERIFY(ctl->isFollowing());
        QCOMPARE(QDir(ctl->follower()->path()).canonicalPath(), QDir(path).canonicalPath());

        connect(&w, &gui::MainWindow::floorChanged, &w, [&] { shownAt = clock.elapsed(); });

        QVERIFY(appendLine(path, run.startLine));
        for (std::size_t i = 0; i < 3; ++i) {
            const LogFloorLines &f = run.floors[i];
            for (int k = 0; k < f.lines.size(); ++k) {
                if (k + 1 == f.lines.size()) { // the Map Generated line: the floor can be shown now
                    shownAt = -1;
                    clock.start();
                }
                QVERIFY(appendLine(path, f.lines[k]));
                if (k + 1 < f.lines.size())
                    QTest::qWait(2);
            }
            QTRY_VERIFY_WITH_TIMEOUT(shownAt >= 0 && w.currentSettings().stage == f.stage, 3000);
            delays << shownAt;
            const Settings s = w.currentSettings();
            QCOMPARE(s.stageType, f.stageType);
            QCOMPARE(s.effectiveStageSeed(), f.stageSeed);
            QCOMPARE(s.runSeed, std::optional<std::uint32_t>(parseSeedString("DKM89MNM").value()));
            QCOMPARE(s.ruleSet, RuleSet::Repentance); // the log's folder names Repentance+
            QVERIFY(w.currentFloor());
            QCOMPARE(w.mapWidget()->view().rooms.size(), w.currentFloor()->rooms.size());
            QCOMPARE(w.currentFloor()->attempts, f.attempts);
            QVERIFY(ctl->mark()->isVisible());
            QVERIFY(ctl->lastCheck());
            QCOMPARE(ctl->lastCheck()->verdict(), gamelog::Verdict::Match);
            const int rooms =
                int(std::count_if(w.currentFloor()->rooms.begin(), w.currentFloor()->rooms.end(),
                                  [](const Room &r) { return !app::isHiddenRoom(r); }));
            QCOMPARE(ctl->mark()->titleLabel()->text(),
                     trMark("Matches your game's log (%n attempt(s), %1 rooms)", f.attempts).arg(rooms));
            if (language == QLatin1String("fr"))
                QVERIFY2(ctl->mark()->titleLabel()->text().startsWith(QStringLiteral("Correspond")),
                         qPrintable(ctl->mark()->titleLabel()->text()));
            QVERIFY(ctl->sourceNote()->isVisible());
            QVERIFY(ctl->sourceNote()->text().contains(QStringLiteral("DKM8 9MNM")));
            QVERIFY(!ctl->mark()->backButton()->isVisible());
        }

        // A line the game wrote differently: the next floor differs, on that line.
        const LogFloorLines &next = run.floors[3];
        int changed = -1;
        const QStringList lines = changedFloor(next, &changed);
        QVERIFY(changed > 0);
        for (const QString &l : lines)
            QVERIFY(appendLine(path, l));
        QTRY_VERIFY_WITH_TIMEOUT(ctl->lastCheck() && ctl->lastCheck()->settings.stage == next.stage, 3000);
        QCOMPARE(ctl->lastCheck()->verdict(), gamelog::Verdict::Differs);
        QCOMPARE(ctl->mark()->titleLabel()->text(), trMark("Differs from your game's log"));
        if (language == QLatin1String("fr"))
            QVERIFY(ctl->mark()->titleLabel()->text().startsWith(QStringLiteral("Diffère")));
        const QString changedText = lines[changed].mid(int(gamelog::kInfoPrefix.size()));
        QVERIFY2(ctl->mark()->detailsLabel()->text().contains(changedText),
                 qPrintable(ctl->mark()->detailsLabel()->text()));
        QTest::mouseClick(ctl->mark()->copyButton(), Qt::LeftButton);
        const QString report = QGuiApplication::clipboard()->text();
        QVERIFY2(report.contains(QStringLiteral("Verdict: differs")), qPrintable(report));
        QVERIFY(report.contains(QStringLiteral("Seed: DKM8 9MNM")));
        QVERIFY(report.contains(changedText));
        QVERIFY(report.contains(next.lines[changed].mid(int(gamelog::kInfoPrefix.size()))));

        // The game restarts: the file is rewritten, shorter, with another run.
        QStringList restart{other.startLine};
        restart << other.floors[0].lines;
        QVERIFY(writeWhole(path, restart));
        QTRY_VERIFY_WITH_TIMEOUT(w.currentSettings().runSeed ==
                                     std::optional<std::uint32_t>(parseSeedString("B91Y9THH").value()),
                                 3000);
        QCOMPARE(ctl->lastCheck()->verdict(), gamelog::Verdict::Match);
        QCOMPARE(w.currentSettings().stage, other.floors[0].stage);

        qInfo().noquote() << QStringLiteral("follower delay (%1, poll every %2 ms): %3 ms")
                                 .arg(watcher ? QStringLiteral("file-system events")
                                              : QStringLiteral("polling"))
                                 .arg(ctl->follower()->pollInterval())
                                 .arg([&] {
                                     QStringList t;
                                     for (qint64 d : delays)
                                         t << QString::number(d);
                                     return t.join(QStringLiteral(", "));
                                 }());

        // Off: back to the user's own settings; the mark and the note go.
        ctl->followAction()->setChecked(false);
        QVERIFY(!ctl->isFollowing());
        QCOMPARE(w.currentSettings(), own);
        QVERIFY(!ctl->mark()->isVisible());
        QVERIFY(!ctl->sourceNote()->isVisible());
    }

    // repentance.md R23.5 and generation.md 15.2 in the follower: a log with REPENTOGON's marks is checked
    // with the variant (the mark and the panel say so, Copy Report names it); a continued run goes on with
    // the same run; a Greed mode floor is not generated; the game restarted without REPENTOGON (a J460 log,
    // the Workshop item subscribed) is vanilla again.
    void followsARepentogonGame() {
        const PredictedRun run = predictedRun(QStringLiteral("DKM8 9MNM"));
        QVERIFY(run.floors.size() >= 4);
        QTemporaryDir home;
        const QByteArray oldHome = qgetenv("HOME");
        qputenv("HOME", QFile::encodeName(home.path()));
        const QString folder =
            home.filePath(QStringLiteral("Documents/My Games/Binding of Isaac Repentance+"));
        QVERIFY(QDir().mkpath(folder));
        const QString path = folder + QStringLiteral("/log.txt");
        QVERIFY(writeWhole(path, {QStringLiteral("Logging started at [2026-03-01 18:22:07 GMT]"),
                                  QStringLiteral("[INFO] - Binding of Isaac: Repentance+ v1.9.7.12.J273"),
                                  QStringLiteral("[INFO] - Game Version: J273"),
                                  QStringLiteral("[INFO] - Command Line: \"C:\\Games\\The Binding of Isaac "
                                                 "Rebirth\\Repentogon\\isaac-ng.exe\""),
                                  QStringLiteral("[INFO] - -- Enabled Mods START --"),
                                  QStringLiteral("[INFO] - -- Enabled Mods END --")}));
        TestWindow tw;
        gui::MainWindow &w = tw.window;
        w.resize(1024, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *ctl = w.findChild<GameLogController *>();
        QVERIFY(ctl);
        ctl->followAction()->setChecked(true);
        qputenv("HOME", oldHome);
        QVERIFY(ctl->isFollowing());
        const auto panel = w.findChild<gui::SettingsPanel *>();
        QVERIFY(panel);
        QVERIFY(appendLine(path, run.startLine + QStringLiteral(" [New, 1]")));
        for (std::size_t i = 0; i < 2; ++i) {
            const LogFloorLines &f = run.floors[i];
            for (int k = 0; k < f.lines.size(); ++k) {
                if (k == 1)
                    QVERIFY(appendLine(path, QStringLiteral("[INFO] - delete 17 generated rooms.")));
                QVERIFY(appendLine(path, f.lines[k]));
            }
            QTRY_VERIFY_WITH_TIMEOUT(ctl->lastCheck() && ctl->lastCheck()->settings.stage == f.stage, 3000);
            QCOMPARE(ctl->lastCheck()->verdict(), gamelog::Verdict::Match);
            QCOMPARE(w.currentSettings().ruleVariant, RuleVariant::Repentogon);
            QVERIFY(ctl->mark()->isVisible());
            QVERIFY2(ctl->mark()->titleLabel()->text().endsWith(QStringLiteral(" · REPENTOGON")),
                     qPrintable(ctl->mark()->titleLabel()->text()));
            QVERIFY(panel->repentogonBox()->isChecked());
            QVERIFY(panel->repentogonBox()->isVisible());
            QVERIFY2(ctl->sourceNote()->text().contains(QStringLiteral("REPENTOGON")),
                     qPrintable(ctl->sourceNote()->text()));
        }
        QTest::mouseClick(ctl->mark()->copyButton(), Qt::LeftButton);
        QVERIFY2(QGuiApplication::clipboard()->text().contains(QStringLiteral("variant repentogon")),
                 qPrintable(QGuiApplication::clipboard()->text()));
        // The player quit and continued: the third floor follows the same run (its route: the first two).
        QVERIFY(appendLine(path, run.startLine + QStringLiteral(" [Continue, 1]")));
        for (const QString &l : run.floors[2].lines)
            QVERIFY(appendLine(path, l));
        QTRY_VERIFY_WITH_TIMEOUT(ctl->lastCheck() && ctl->lastCheck()->settings.stage == run.floors[2].stage,
                                 3000);
        QCOMPARE(ctl->lastCheck()->verdict(), gamelog::Verdict::Match);
        QVERIFY(ctl->lastCheck()->settings.route && ctl->lastCheck()->settings.route->size() == 2);
        // A Greed mode floor: no generator line before the next floor starts.
        QVERIFY(appendLine(path, QStringLiteral("[INFO] - RNG Start Seed: B91Y 9THH (1) [New, 1]")));
        QVERIFY(appendLine(path, QStringLiteral("[INFO] - Level::Init m_Stage 1, m_StageType 0 Seed 77")));
        QVERIFY(appendLine(path, QStringLiteral("[INFO] - delete 0 generated rooms.")));
        QVERIFY(appendLine(path, QStringLiteral("[INFO] - Room 1.1000(Greed)")));
        QVERIFY(appendLine(path, QStringLiteral("[INFO] - Level::Init m_Stage 2, m_StageType 0 Seed 78")));
        QTRY_VERIFY_WITH_TIMEOUT(
            ctl->lastCheck() && ctl->lastCheck()->verdict() == gamelog::Verdict::NotGenerated, 3000);
        QCOMPARE(ctl->mark()->titleLabel()->text(), trMark("This floor is not generated here"));
        // The game restarted without REPENTOGON: vanilla again.
        QStringList vanilla{QStringLiteral("[INFO] - Binding of Isaac: Repentance+ v1.9.7.17.J460"),
                            QStringLiteral("[INFO] - Game Version: J460"),
                            QStringLiteral("[INFO] - mods/repentogon_3127536138"), run.startLine};
        vanilla << run.floors[0].lines;
        QVERIFY(writeWhole(path, vanilla));
        QTRY_VERIFY_WITH_TIMEOUT(ctl->lastCheck() && ctl->lastCheck()->verdict() == gamelog::Verdict::Match &&
                                     ctl->lastCheck()->settings.stage == run.floors[0].stage,
                                 3000);
        QCOMPARE(w.currentSettings().ruleVariant, RuleVariant::Vanilla);
        QVERIFY(!panel->repentogonBox()->isChecked());
        QVERIFY(!ctl->mark()->titleLabel()->text().contains(QStringLiteral("REPENTOGON")));
        ctl->followAction()->setChecked(false);
    }

    // A curse line the game writes after the floor's Map Generated line shows the floor again, with the
    // curse; closing the window while following remembers the user's own settings, not the log's.
    void curseAfterMapGenerated() {
        QVERIFY(app::installLanguage(QStringLiteral("en")));
        const PredictedRun run = predictedRun(QStringLiteral("DKM8 9MNM"));
        std::size_t cursed = run.floors.size();
        int curseLine = -1;
        for (std::size_t i = 0; i < run.floors.size() && cursed == run.floors.size(); ++i)
            for (int k = 0; k < run.floors[i].lines.size(); ++k)
                if (gamelog::parseLine(run.floors[i].lines[k].toStdString()).kind ==
                    gamelog::LineKind::Curse) {
                    cursed = i;
                    curseLine = k;
                    break;
                }
        QVERIFY2(cursed < run.floors.size(), "no floor of the run has a curse");
        const gamelog::Line curse = gamelog::parseLine(run.floors[cursed].lines[curseLine].toStdString());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("log.txt")); // no edition in the path: the user's
        QStringList lines{run.startLine};
        for (std::size_t i = 0; i < cursed; ++i)
            lines << run.floors[i].lines;
        QStringList floor = run.floors[cursed].lines;
        const QString curseText = floor.takeAt(curseLine);
        QVERIFY(writeWhole(path, lines));

        TestWindow tw;
        gui::MainWindow &w = tw.window;
        w.show();
        const Settings own = w.currentSettings();
        auto *ctl = w.findChild<GameLogController *>();
        ctl->follow(path);
        QCOMPARE(w.currentSettings().ruleSet, own.ruleSet); // no edition in the path
        for (const QString &l : floor)
            QVERIFY(appendLine(path, l));
        QTRY_VERIFY_WITH_TIMEOUT(ctl->lastCheck() &&
                                     ctl->lastCheck()->settings.stage == run.floors[cursed].stage &&
                                     w.currentSettings().effectiveStageSeed() == run.floors[cursed].stageSeed,
                                 3000);
        QCOMPARE(w.currentSettings().forcedCurses.value_or(0) & curse.a, 0u);
        QVERIFY(appendLine(path, curseText));
        QTRY_VERIFY_WITH_TIMEOUT((w.currentSettings().forcedCurses.value_or(0) & curse.a) != 0, 3000);
        QCOMPARE(ctl->lastCheck()->verdict(), gamelog::Verdict::Match);
        QVERIFY(w.close());
        QCOMPARE(tw.settings.floorSettings().runSeed, own.runSeed);
        QCOMPARE(tw.settings.floorSettings().stage, own.stage);
    }

    void openGameLog_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("fr") << QStringLiteral("fr");
    }

    void openGameLog() {
        QFETCH(QString, language);
        QVERIFY(app::installLanguage(language));
        const PredictedRun run = predictedRun(QStringLiteral("DKM8 9MNM"));
        QVERIFY(run.floors.size() >= 4);
        QTemporaryDir dir;
        const QString path = writeMixedLog(dir, run);
        QVERIFY(!path.isEmpty());

        TestWindow tw;
        gui::MainWindow &w = tw.window;
        w.resize(1024, 768);
        w.show();
        const Settings own = w.currentSettings();
        auto *ctl = w.findChild<GameLogController *>();
        QVERIFY(w.fileMenu()->actions().contains(ctl->openLogAction()));
        gui::GameLogTable *table = ctl->openLog(path);
        QTRY_VERIFY_WITH_TIMEOUT(!table->isLoading() && table->model()->rowCount() > 0, 10000);
        QCOMPARE(table->model()->rowCount(), 4);
        for (int r = 0; r < 4; ++r) {
            QCOMPARE(table->model()->item(r, 2)->text(),
                     app::trStage(run.floors[std::size_t(r)].stage, run.floors[std::size_t(r)].stageType));
            QCOMPARE(table->rows()[std::size_t(r)].verdict,
                     r < 3 ? gamelog::Verdict::Match : gamelog::Verdict::Differs);
            QCOMPARE(table->model()->item(r, 5)->text(),
                     gui::GameLogTable::verdictText(table->rows()[std::size_t(r)].verdict));
        }
        if (language == QLatin1String("fr"))
            QCOMPARE(table->model()->item(0, 5)->text(), QStringLiteral("Correspond"));
        // A double-click opens the floor, marked; Back returns to the user's settings.
        QVERIFY(QTest::qWaitForWindowExposed(table));
        const QModelIndex cell = table->model()->index(1, 2);
        table->view()->scrollTo(cell);
        const QRect rect = table->view()->visualRect(cell);
        QTest::mouseClick(table->view()->viewport(), Qt::LeftButton, {}, rect.center());
        QTest::mouseDClick(table->view()->viewport(), Qt::LeftButton, {}, rect.center());
        QTRY_COMPARE(w.currentSettings().stage, run.floors[1].stage);
        QCOMPARE(w.currentSettings().effectiveStageSeed(), run.floors[1].stageSeed);
        QVERIFY(ctl->mark()->isVisible());
        QVERIFY(ctl->mark()->backButton()->isVisible());
        QCOMPARE(ctl->lastCheck()->verdict(), gamelog::Verdict::Match);
        QTest::mouseClick(ctl->mark()->backButton(), Qt::LeftButton);
        QCOMPARE(w.currentSettings(), own);
        QVERIFY(!ctl->mark()->isVisible());
    }

    // With FLOORGEN_SCREENSHOT_DIR: the mark (a match, a difference) and the table, at two sizes, light and
    // dark, in English and French.
    void screenshots() {
        const QString shots = qEnvironmentVariable("FLOORGEN_SCREENSHOT_DIR");
        if (shots.isEmpty())
            QSKIP("FLOORGEN_SCREENSHOT_DIR is not set");
        const PredictedRun run = predictedRun(QStringLiteral("DKM8 9MNM"));
        QVERIFY(run.floors.size() >= 4);
        QTemporaryDir dir;
        const QString path = writeMixedLog(dir, run);
        QVERIFY(!path.isEmpty());
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        const QPalette light = QApplication::style()->standardPalette();
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("fr")}) {
            QVERIFY(app::installLanguage(language));
            for (const bool dark : {false, true}) {
                QApplication::setPalette(dark ? gui::darkPalette() : light);
                for (const QSize size : {QSize(1024, 768), QSize(1440, 900)}) {
                    TestWindow tw;
                    gui::MainWindow &w = tw.window;
                    w.resize(size);
                    w.show();
                    QVERIFY(QTest::qWaitForWindowExposed(&w));
                    auto *ctl = w.findChild<GameLogController *>();
                    gui::GameLogTable *table = ctl->openLog(path);
                    QTRY_VERIFY_WITH_TIMEOUT(!table->isLoading() && table->model()->rowCount() == 4, 10000);
                    const QString tag = QStringLiteral("%1-%2x%3-%4")
                                            .arg(language)
                                            .arg(size.width())
                                            .arg(size.height())
                                            .arg(dark ? QStringLiteral("dark") : QStringLiteral("light"));
                    table->resize(std::min(size.width() - 80, 900), 360);
                    QCoreApplication::processEvents();
                    QVERIFY(table->grab().save(shots + QStringLiteral("/gamelog-table-%1.png").arg(tag)));
                    table->hide();
                    for (const int row : {1, 3}) {
                        table->openRow(row);
                        w.flushRendering();
                        QCoreApplication::processEvents();
                        QVERIFY(ctl->mark()->isVisible());
                        QVERIFY(w.grab().save(
                            shots +
                            QStringLiteral("/gamelog-mark-%1-%2.png")
                                .arg(row == 1 ? QStringLiteral("match") : QStringLiteral("differs"), tag)));
                    }
                }
            }
        }
        QApplication::setPalette(light);
    }
};

QTEST_MAIN(TestGameLogGui)
#include "test_gamelog_gui.moc"
