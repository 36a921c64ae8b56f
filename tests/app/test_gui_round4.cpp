// What a newcomer met in round four (issue 46), as the window tests can see it: the map's cells at 1024x768
// over every floor of a run with the app's default layout, the legend always there, nothing moving while the
// step-through plays; the window never growing past its screen; every documented shortcut doing what its
// menu says from every focus, the seed field included (test_gui_round4_x11 runs that one again under Xvfb,
// where a line edit has X11's keys: Ctrl+U deletes the line, Ctrl+E goes to its end); Ctrl+L bringing the
// seed field into view; the recent seeds list keeping one height.

#include "appsettings.h"
#include "clirunner.h"
#include "floorgen/seedstring.h"
#include "floorrenderer.h"
#include "gamelog/gamelogcontroller.h"
#include "guioptions.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "map/decisionlogmodel.h"
#include "map/mapwidget.h"
#include "map/stepplayer.h"
#include "names_tr.h"
#include "panel/settingspanel.h"
#include "run/runview.h"
#include "runfloors.h"
#include "search/searchpanel.h"
#include "stats/chartwidget.h"
#include "stats/statsview.h"
#include "uistyle.h"
#include "windowfixture.h"

#include <functional>

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QShortcutEvent>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStyleFactory>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <qcustomplot.h>

using namespace floorgen;
using namespace floorgen::gui;
using namespace floorgen::testing;

namespace {

// The map's cell size (pixels) and the legend's rectangle as the map paints them now.
struct MapMeasure {
    qreal cell = 0;
    QRectF legend;
    QRectF grid; // the shown cells' rectangle
};

MapMeasure measure(MapWidget *map) {
    const app::RenderOptions o = map->paintOptions();
    const QRectF target = map->targetRect();
    const QRect cells = app::FloorRenderer::shownCells(map->view(), o);
    MapMeasure m;
    const QRectF first = app::FloorRenderer::cellRect(target, map->view(), o, Cell{cells.x(), cells.y()});
    const QRectF last =
        app::FloorRenderer::cellRect(target, map->view(), o, Cell{cells.right(), cells.bottom()});
    m.cell = first.width();
    m.grid = first.united(last);
    m.legend = app::FloorRenderer::legendRect(target, map->view(), o);
    return m;
}

QString seedText(const Settings &s) {
    return QString::fromStdString(seedToString(*s.runSeed));
}

// Records the shortcut events an action gets, and keeps them from it: the test sees which action a key
// reaches without opening dialogs, quitting or going full screen.
class ShortcutCatcher : public QObject {
public:
    using QObject::QObject;
    QList<const QAction *> caught;
    bool eventFilter(QObject *watched, QEvent *event) override {
        if (event->type() == QEvent::Shortcut) {
            caught << static_cast<const QAction *>(watched);
            return true;
        }
        return false;
    }
};

} // namespace

class TestGuiRound4 : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Point 2: at 1024x768 with the app's default layout (a fresh settings file), every floor of a run is
    // drawn at 28 px a cell or more, with its legend.
    void mapCellsAt1024_data() {
        QTest::addColumn<QString>("seed");
        QTest::newRow("B91Y 9THH") << QStringLiteral("B91Y 9THH");
        QTest::newRow("4VT4 D8WY") << QStringLiteral("4VT4 D8WY");
    }
    void mapCellsAt1024() {
        QFETCH(QString, seed);
        TestWindow tw;
        MainWindow &w = tw.window;
        QVERIFY(showAt(w, QSize(1024, 768)));
        Settings s;
        s.runSeed = *parseSeedString(seed.toStdString());
        w.openFloor(app::withRunStageType(s));
        RunView *run = w.runView();
        run->setShown(true);
        run->flushRendering();
        const int floors = static_cast<int>(run->run().floors.size());
        QVERIFY(floors >= 8);
        run->setShown(false);
        QCoreApplication::processEvents();
        QStringList seen;
        for (int i = 0; i < floors; ++i) {
            w.openFloor(run->floorSettings(i));
            w.flushRendering();
            QCoreApplication::processEvents();
            QCOMPARE(w.size(), QSize(1024, 768));
            const MapMeasure m = measure(w.mapWidget());
            const QString what = QStringLiteral("%1 floor %2 (stage %3): %4 px a cell, map %5x%6")
                                     .arg(seed)
                                     .arg(i)
                                     .arg(w.currentSettings().stage)
                                     .arg(m.cell, 0, 'f', 1)
                                     .arg(w.mapWidget()->width())
                                     .arg(w.mapWidget()->height());
            seen << what;
            QVERIFY2(m.cell >= 28, qPrintable(what));
            QVERIFY2(!m.legend.isEmpty(), qPrintable(what + QStringLiteral(": no legend")));
            QVERIFY2(QRectF(w.mapWidget()->rect()).contains(m.legend), qPrintable(what));
        }
        qInfo("%s", qPrintable(seen.join(QLatin1Char('\n'))));
    }

    // Point 2: the step-through plays without moving the map: the same cell size and place at every frame.
    void stepThroughKeepsTheMapStill_data() {
        QTest::addColumn<QString>("seed");
        QTest::addColumn<int>("stage");
        QTest::newRow("B91Y 9THH 1") << QStringLiteral("B91Y 9THH") << 1;
        QTest::newRow("4VT4 D8WY 2") << QStringLiteral("4VT4 D8WY") << 2;
    }
    void stepThroughKeepsTheMapStill() {
        QFETCH(QString, seed);
        QFETCH(int, stage);
        TestWindow tw;
        MainWindow &w = tw.window;
        QVERIFY(showAt(w, QSize(1024, 768)));
        Settings s;
        s.runSeed = *parseSeedString(seed.toStdString());
        s.stage = stage;
        w.openFloor(app::withRunStageType(s));
        w.setStepping(true);
        QCoreApplication::processEvents();
        const int frames = w.stepPlayer()->frameCount();
        QVERIFY(frames > 20);
        w.setStepFrame(0);
        QCoreApplication::processEvents();
        const QRect mapGeometry = w.mapWidget()->geometry();
        const MapMeasure first = measure(w.mapWidget());
        for (int f = 1; f <= frames; ++f) {
            w.setStepFrame(f);
            QCoreApplication::processEvents();
            const MapMeasure m = measure(w.mapWidget());
            const QString what = QStringLiteral("frame %1 of %2: map %3x%4 at %5,%6, cell %7 (first %8)")
                                     .arg(f)
                                     .arg(frames)
                                     .arg(w.mapWidget()->width())
                                     .arg(w.mapWidget()->height())
                                     .arg(w.mapWidget()->x())
                                     .arg(w.mapWidget()->y())
                                     .arg(m.cell)
                                     .arg(first.cell);
            QVERIFY2(w.mapWidget()->geometry() == mapGeometry, qPrintable(what));
            QVERIFY2(qAbs(m.cell - first.cell) < 0.01 && qAbs(m.grid.left() - first.grid.left()) < 0.01 &&
                         qAbs(m.grid.top() - first.grid.top()) < 0.01,
                     qPrintable(what));
            QVERIFY2(!m.legend.isEmpty(), qPrintable(what));
        }
    }

    // Point 3: no action makes the window larger than its size at 1024x768: Compare twice, Compare while the
    // Run tab shows, the run view and back, step-through.
    void windowKeepsItsSize_data() {
        QTest::addColumn<QString>("steps");
        QTest::newRow("compare twice") << QStringLiteral("compare,compare");
        QTest::newRow("compare from the run tab") << QStringLiteral("run,compare,compare");
        QTest::newRow("run, floor, compare, run") << QStringLiteral("run,run,compare,run,run");
        QTest::newRow("step, compare, step") << QStringLiteral("step,compare,step,step");
    }
    void windowKeepsItsSize() {
        QFETCH(QString, steps);
        TestWindow tw;
        MainWindow &w = tw.window;
        QVERIFY(showAt(w, QSize(1024, 768)));
        w.openFloor(withSeed(*parseSeedString("B91Y 9THH")));
        QCoreApplication::processEvents();
        auto *compare = w.findChild<QAction *>(QStringLiteral("compareAction"));
        auto *run = w.findChild<QAction *>(QStringLiteral("runViewAction"));
        QVERIFY(compare && run);
        for (const QString &step : steps.split(QLatin1Char(','))) {
            if (step == QLatin1String("compare"))
                compare->trigger();
            else if (step == QLatin1String("run"))
                run->trigger();
            else
                w.setStepping(!w.isStepping());
            QCoreApplication::processEvents();
            QCoreApplication::processEvents();
            const QSize min = w.minimumSizeHint().expandedTo(w.minimumSize());
            QVERIFY2(w.size() == QSize(1024, 768),
                     qPrintable(QStringLiteral("after %1: %2x%3").arg(step).arg(w.width()).arg(w.height())));
            QVERIFY2(
                min.width() <= 1024 && min.height() <= 768,
                qPrintable(
                    QStringLiteral("after %1: minimum %2x%3").arg(step).arg(min.width()).arg(min.height())));
        }
    }

    // Point 4: every shortcut of the menus reaches its action from every focus: the seed field, the map,
    // the decision log, a combo box of the panel. (Under Xvfb a line edit takes Ctrl+U and Ctrl+E itself.)
    void shortcutsFromEveryFocus_data() {
        QTest::addColumn<QString>("focus");
        QTest::newRow("seed field") << QStringLiteral("seed");
        QTest::newRow("map") << QStringLiteral("map");
        QTest::newRow("decision log") << QStringLiteral("log");
        QTest::newRow("stage combo") << QStringLiteral("stage");
    }
    void shortcutsFromEveryFocus() {
        QFETCH(QString, focus);
        TestWindow tw;
        MainWindow &w = tw.window;
        QVERIFY(showAt(w, QSize(1280, 820)));
        QApplication::setActiveWindow(&w); // (Xvfb without a window manager: Qt's own activation)
        QCOMPARE(QApplication::activeWindow(), &w);
        QWidget *target =
            focus == QLatin1String("seed")  ? static_cast<QWidget *>(w.settingsPanel()->seedEdit())
            : focus == QLatin1String("map") ? static_cast<QWidget *>(w.mapWidget())
            : focus == QLatin1String("log") ? static_cast<QWidget *>(w.decisionLogView())
                                            : static_cast<QWidget *>(w.settingsPanel()->stageCombo());
        // Every action of the menus with a shortcut that takes Ctrl or Alt (the keys without them, such as
        // Space and the arrows of the step-through, are the field's own when it has the focus).
        QList<QAction *> actions;
        std::function<void(QMenu *)> collect = [&](QMenu *menu) {
            for (QAction *a : menu->actions()) {
                if (a->menu())
                    collect(a->menu());
                else if (a->isEnabled() && !a->shortcut().isEmpty() &&
                         (a->shortcut()[0].keyboardModifiers() & (Qt::ControlModifier | Qt::AltModifier)))
                    actions << a;
            }
        };
        for (QAction *top : w.menuBar()->actions())
            if (top->menu())
                collect(top->menu());
        QVERIFY(actions.size() >= 15);
        ShortcutCatcher catcher;
        for (QAction *a : actions)
            a->installEventFilter(&catcher);
        const bool x11 = QKeySequence::keyBindings(QKeySequence::DeleteCompleteLine)
                             .contains(QKeySequence(Qt::CTRL | Qt::Key_U));
        qInfo("platform %s, X11 line-edit keys: %s", qPrintable(QGuiApplication::platformName()),
              x11 ? "yes" : "no");
        QStringList missed;
        for (QAction *a : actions) {
            for (const QKeySequence &key : a->shortcuts()) {
                if (!(key[0].keyboardModifiers() & (Qt::ControlModifier | Qt::AltModifier)))
                    continue; // Backspace (Previous Seed's second key offscreen) is the field's
                if (focus == QLatin1String("seed") &&
                    (key == QKeySequence(QKeySequence::Copy) || key == QKeySequence(QKeySequence::Paste) ||
                     key == QKeySequence(QKeySequence::Cut) || key == QKeySequence(QKeySequence::Undo) ||
                     key == QKeySequence(QKeySequence::SelectAll)))
                    continue; // the field's own clipboard keys (Edit > Copy Image from the map)
                const QString before = w.settingsPanel()->seedEdit()->text();
                target->setFocus(Qt::OtherFocusReason);
                QCoreApplication::processEvents();
                QVERIFY2(target->hasFocus(), qPrintable(focus));
                catcher.caught.clear();
                QTest::keyClick(target, key[0].key(), key[0].keyboardModifiers());
                const QString name = QString(a->text()).remove(QLatin1Char('&')) + QStringLiteral(" (") +
                                     key.toString() + QLatin1Char(')');
                if (!catcher.caught.contains(a))
                    missed << name;
                if (w.settingsPanel()->seedEdit()->text() != before)
                    missed << name + QStringLiteral(": the seed field changed");
            }
        }
        for (QAction *a : actions)
            a->removeEventFilter(&catcher);
        QVERIFY2(missed.isEmpty(),
                 qPrintable(focus + QStringLiteral(": ") + missed.join(QStringLiteral(", "))));
    }

    // Point 4, the case of the issue: a seed typed, then Ctrl+U opens the run view and the seed stays.
    void ctrlUFromTheSeedField() {
        TestWindow tw;
        MainWindow &w = tw.window;
        QVERIFY(showAt(w, QSize(1280, 820)));
        QApplication::setActiveWindow(&w); // (Xvfb without a window manager: Qt's own activation)
        QCOMPARE(QApplication::activeWindow(), &w);
        QLineEdit *seed = w.settingsPanel()->seedEdit();
        seed->setFocus();
        seed->selectAll();
        QTest::keyClicks(seed, QStringLiteral("4VT4 D8WY"));
        QTest::keyClick(seed, Qt::Key_U, Qt::ControlModifier);
        QCoreApplication::processEvents();
        QCOMPARE(seed->text(), QStringLiteral("4VT4 D8WY"));
        QVERIFY(w.runView()->isShown());
        QCOMPARE(seedText(w.runView()->runSettings()), QStringLiteral("4VT4 D8WY"));
    }

    // Point 5: Ctrl+L in a panel scrolled to its end brings the seed field (and the line of its error) into
    // view, focused, its text selected.
    void enterSeedComesIntoView() {
        TestWindow tw;
        MainWindow &w = tw.window;
        QVERIFY(showAt(w, QSize(1024, 768)));
        QApplication::setActiveWindow(&w);
        auto *dock = w.findChild<QDockWidget *>(QStringLiteral("floorSettingsDock"));
        auto *scroll = qobject_cast<QScrollArea *>(dock->widget());
        QVERIFY(scroll);
        // Every section open: the panel scrolls.
        for (QToolButton *header : w.settingsPanel()->findChildren<QToolButton *>())
            if (header->isCheckable() && header->autoRaise())
                header->setChecked(true);
        QCoreApplication::processEvents();
        QScrollBar *bar = scroll->verticalScrollBar();
        QVERIFY2(bar->maximum() > 200, qPrintable(QString::number(bar->maximum())));
        bar->setValue(bar->maximum());
        w.mapWidget()->setFocus();
        QCoreApplication::processEvents();
        QLineEdit *seed = w.settingsPanel()->seedEdit();
        const auto inView = [&] {
            const QRect r(seed->mapTo(scroll->viewport(), QPoint(0, 0)), seed->size());
            return scroll->viewport()->rect().contains(r);
        };
        QVERIFY(!inView());
        w.findChild<QAction *>(QStringLiteral("enterSeedAction"))->trigger();
        QCoreApplication::processEvents();
        QVERIFY(seed->hasFocus());
        QCOMPARE(seed->selectedText(), seed->text());
        QVERIFY2(inView(), qPrintable(QString::number(bar->value())));
        // A bad seed typed blind: its error line is in view too.
        QTest::keyClicks(seed, QStringLiteral("B91Y 9TH!"));
        QCoreApplication::processEvents();
        QLabel *error = nullptr;
        for (QLabel *label : w.settingsPanel()->findChildren<QLabel *>())
            if (label->isVisible() && label->parentWidget() == seed->parentWidget() && label->wordWrap() &&
                !label->text().isEmpty() && label->styleSheet().contains(QLatin1String("color")))
                error = label;
        QVERIFY(error);
        const QRect r(error->mapTo(scroll->viewport(), QPoint(0, 0)), error->size());
        QVERIFY2(scroll->viewport()->rect().contains(r), qPrintable(error->text()));
    }

    // Point 6: the recent seeds list keeps one height from none to many seeds: nothing under it moves.
    void recentSeedsKeepTheirPlace() {
        TestWindow tw;
        MainWindow &w = tw.window;
        QVERIFY(showAt(w, QSize(1024, 768)));
        SettingsPanel *panel = w.settingsPanel();
        QWidget *rules = panel->ruleSetCombo();
        const auto placeOfRules = [&] {
            QCoreApplication::processEvents();
            return rules->mapTo(panel, QPoint(0, 0));
        };
        panel->setRecentSeeds({});
        const QPoint first = placeOfRules();
        QListWidget *list = panel->recentSeedsList();
        QVERIFY(list->isVisible());
        for (const int n : {1, 2, 3, 5, 8, 20}) {
            QStringList seeds;
            for (int i = 1; i <= n; ++i)
                seeds << QString::fromStdString(seedToString(std::uint32_t(i) * 7919u));
            panel->setRecentSeeds(seeds);
            QCOMPARE(placeOfRules(), first);
            QCOMPARE(list->count(), n);
            // The first rows are seen whole; the others a scroll away.
            QVERIFY(list->viewport()->rect().contains(list->visualItemRect(list->item(0))));
            if (n >= 5)
                QVERIFY(list->verticalScrollBar()->maximum() > 0);
        }
        // The place holder of an empty list opens no seed.
        panel->setRecentSeeds({});
        const Settings before = w.currentSettings();
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(0)).center());
        QCOMPARE(w.currentSettings(), before);
        QVERIFY(panel->seedEdit()->text() == seedText(before) ||
                panel->seedEdit()->text() == QString::fromStdString(seedToString(*before.runSeed, false)));
    }

    // Point 9: Help > About and both binaries' --help say what the product is: the three rule sets by the
    // names the panel gives them, what each rests on in the maps' own words, no "Rebirth", no wiki source.
    void aboutSaysWhatTheProductIs() {
        const QString about = MainWindow::aboutText();
        for (const RuleSet r : {RuleSet::Repentance, RuleSet::AfterbirthPlus, RuleSet::Original2011}) {
            const QString name = app::trRuleSet(r);
            QVERIFY2(about.contains(QStringLiteral("<b>%1</b>").arg(name)), qPrintable(name));
        }
        QVERIFY(about.contains(QStringLiteral("from the game's code, unchecked")));
        QVERIFY(about.contains(QStringLiteral("Follow Game")));
        QVERIFY(about.contains(QStringLiteral("build/web/index.html"))); // issue 45: the page in a browser
        for (const char *stale : {"Rebirth", "wiki", ".md"})
            QVERIFY2(!about.contains(QLatin1String(stale)), stale);
        GuiOptions options;
        QString help;
        QCOMPARE(parseGuiOptions({QStringLiteral("isaac-floorgen"), QStringLiteral("--help")}, options, help),
                 ParseOutcome::Help);
        const testing::Run cli = testing::runTool({QStringLiteral("--help")});
        for (const QString &text : QStringList{help, cli.out + cli.err}) {
            QVERIFY2(!text.contains(QLatin1String("Rebirth")), qPrintable(text));
            for (const char *part : {"Repentance+", "Afterbirth+", "2011"})
                QVERIFY2(text.contains(QLatin1String(part)), qPrintable(text));
        }
    }

    // Point 10: Follow Game with no log.txt found says so, where the game writes it and where it looked;
    // Cancel leaves Follow off with a sentence in the status bar.
    void followGameWithoutALog() {
        QTemporaryDir home;
        const QByteArray savedHome = qgetenv("HOME"), savedData = qgetenv("XDG_DATA_HOME");
        qputenv("HOME", QFile::encodeName(home.path()));
        qputenv("XDG_DATA_HOME", QFile::encodeName(home.filePath(QStringLiteral(".local/share"))));
        TestWindow tw;
        MainWindow &w = tw.window;
        QVERIFY(showAt(w, QSize(1024, 768)));
        auto *ctl = w.findChild<GameLogController *>();
        QVERIFY(ctl);
        QString text, details;
        QTimer poll;
        poll.setInterval(20);
        connect(&poll, &QTimer::timeout, &w, [&] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box || box->objectName() != QLatin1String("gameLogNotFound"))
                return;
            text = box->text();
            details = box->detailedText();
            box->button(QMessageBox::Cancel)->click();
        });
        poll.start();
        ctl->followAction()->setChecked(true);
        poll.stop();
        qputenv("HOME", savedHome);
        if (savedData.isEmpty())
            qunsetenv("XDG_DATA_HOME");
        else
            qputenv("XDG_DATA_HOME", savedData);
        QVERIFY2(text.contains(QStringLiteral("No log.txt")) &&
                     text.contains(QStringLiteral("compatdata/250900")),
                 qPrintable(text));
        QVERIFY2(details.contains(QDir::toNativeSeparators(home.path())), qPrintable(details));
        QVERIFY(!ctl->followAction()->isChecked());
        QVERIFY(!ctl->isFollowing());
        QCOMPARE(w.confirmationLabel()->text(), QStringLiteral("Follow Game is off: no log.txt was chosen"));
    }

    // Point 11: the UI cites no spec file; the core's texts keep their citation for the CLI.
    void uiCitesNoSpec() {
        const std::string cited = "base 1%, raised by skipped treasure rooms and items (repentance.md R16)";
        QCOMPARE(app::trDocumentedCondition(cited),
                 QStringLiteral("base 1%, raised by skipped treasure rooms and items"));
        const QString layout =
            app::trCoreMessage("no floor after 10000 attempts (stage seed 5, stage 2): every layout had "
                               "fewer than the 6 dead ends "
                               "this floor needs (generation.md 5 and 6.6: the layout only tops up to 5)");
        QVERIFY2(!layout.contains(QLatin1String(".md")) &&
                     layout.contains(QLatin1String("(the layout only tops up to 5)")),
                 qPrintable(layout));
    }

    // Point 11: Ctrl+U puts the keys on the run's floors at once; a floor opened from the run view shows its
    // decision log from the first line; another floor's step-through starts at its first frame.
    void runViewKeysAndFreshFloors() {
        TestWindow tw;
        MainWindow &w = tw.window;
        QVERIFY(showAt(w, QSize(1280, 820)));
        QApplication::setActiveWindow(&w);
        w.openFloor(withSeed(*parseSeedString("B91Y 9THH")));
        // Scroll the log down and step to a late frame on this floor.
        w.setStepFrame(w.stepPlayer()->frameCount() - 2);
        w.setStepping(false);
        QCoreApplication::processEvents();
        QScrollBar *logBar = w.decisionLogView()->verticalScrollBar();
        QVERIFY(logBar->maximum() > 0);
        logBar->setValue(logBar->maximum() / 2);
        w.findChild<QAction *>(QStringLiteral("runViewAction"))->trigger();
        QCoreApplication::processEvents();
        QVERIFY(w.runView()->isShown());
        QCOMPARE(QApplication::focusWidget(), static_cast<QWidget *>(w.runView()->sheetWidget()));
        w.runView()->openFloor(3);
        QCoreApplication::processEvents();
        QVERIFY(!w.runView()->isShown());
        QCOMPARE(w.currentSettings().stage, w.runView()->floorSettings(3).stage);
        QCOMPARE(logBar->value(), 0);
        w.setStepping(true);
        QCOMPARE(w.stepPlayer()->frame(), 0);
    }

    // Point 7 (and 2): at 1024x768, in English and French, the Statistics page has the window's width but
    // the settings (the decision log and the rewards step aside, as on the Run page), every chart's title
    // fits its plot (on two lines at its dash when needed), and the axes write numbers as the texts do.
    void statisticsAt1024_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("fr") << QStringLiteral("fr");
    }
    void statisticsAt1024() {
        QFETCH(QString, language);
        QVERIFY(app::installLanguage(language));
        {
            TestWindow tw;
            MainWindow &w = tw.window;
            QVERIFY(showAt(w, QSize(1024, 768)));
            w.setStepping(true); // the log in front of the side column
            QCoreApplication::processEvents();
            QVERIFY(w.decisionLogView()->isVisible());
            w.findChild<QAction *>(QStringLiteral("statisticsAction"))->trigger();
            QCoreApplication::processEvents();
            QVERIFY(!w.decisionLogView()->isVisible());
            QVERIFY(w.settingsPanel()->isVisible());
            auto *stats = w.findChild<StatsView *>();
            stats->setSeedRange(1, 300);
            stats->start();
            QVERIFY(stats->waitForIdle(60000));
            for (int c = 0; c < StatsView::ChartCount; ++c) {
                stats->showChart(StatsView::Chart(c));
                QCoreApplication::processEvents();
                ChartWidget *chart = stats->chart(StatsView::Chart(c));
                if (chart->title().isEmpty())
                    continue;
                const QFontMetrics fm(chart->shownTitleFont()); // (12 points bold, or 10 when too wide)
                for (const QString &line : chart->shownTitle().split(QLatin1Char('\n')))
                    QVERIFY2(fm.horizontalAdvance(line) <= chart->plot()->width(),
                             qPrintable(QStringLiteral("%1 (%2 px)").arg(line).arg(chart->plot()->width())));
                QCOMPARE(chart->plot()->locale().decimalPoint(), QLocale().decimalPoint());
            }
            // Back to the floor: the log as it was.
            auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("centralTabs"));
            tabs->setCurrentIndex(0);
            QCoreApplication::processEvents();
            QVERIFY(w.decisionLogView()->isVisible());
        }
        QVERIFY(app::installLanguage(QStringLiteral("en")));
        QCOMPARE(QLocale().decimalPoint(), QLatin1Char('.'));
    }

    // Point 11: the seed search's "Stop after" takes 0 as the CLI's --limit 0 does (no limit), not as 20.
    void searchLimitZeroMeansAll() {
        QVERIFY(app::installLanguage(QStringLiteral("en")));
        TestWindow tw;
        auto *search = tw.window.findChild<SearchPanel *>();
        QVERIFY(search);
        QSpinBox *limit = nullptr;
        for (QSpinBox *spin : search->findChildren<QSpinBox *>())
            if (spin->specialValueText() == QLatin1String("No limit"))
                limit = spin;
        QVERIFY(limit);
        QCOMPARE(limit->value(), 20);
        limit->selectAll();
        QTest::keyClicks(limit, QStringLiteral("0"));
        limit->interpretText();
        QCOMPARE(limit->value(), 0);
        QCOMPARE(limit->text(), QStringLiteral("No limit"));
    }

    // Point 11: leaving the step-through gives the fitted map its own cells back (no empty rows under it);
    // Rules to Original (2011) and back shows the run's own floor again.
    void stepThroughAndRulesLeaveTheFloorAsItWas() {
        TestWindow tw;
        MainWindow &w = tw.window;
        QVERIFY(showAt(w, QSize(1024, 768)));
        Settings s;
        s.runSeed = *parseSeedString("4VT4 D8WY");
        s.stage = 2;
        w.openFloor(app::withRunStageType(s));
        w.flushRendering();
        const auto cells = [&] {
            QCoreApplication::processEvents();
            return app::FloorRenderer::shownCells(w.mapWidget()->view(), w.mapWidget()->paintOptions());
        };
        const QRect fitted = cells();
        w.setStepping(true);
        w.setStepFrame(w.stepPlayer()->frameCount() / 2);
        w.setStepping(false);
        QCOMPARE(cells(), fitted);
        QVERIFY(app::isRunFloor(w.currentSettings()));
        QComboBox *rules = w.settingsPanel()->ruleSetCombo();
        rules->setCurrentIndex(rules->findData(static_cast<int>(RuleSet::Original2011)));
        QCoreApplication::processEvents();
        rules->setCurrentIndex(rules->findData(static_cast<int>(RuleSet::Repentance)));
        QCoreApplication::processEvents();
        QCOMPARE(w.currentSettings().ruleSet, RuleSet::Repentance);
        QCOMPARE(w.currentSettings().stage, 2);
        QVERIFY2(app::isRunFloor(w.currentSettings()),
                 qPrintable(QString::number(w.currentSettings().stageType)));
    }

    // With FLOORGEN_SCREENSHOT_DIR: what round four looked at, at 1024x768 and 1440x900, English and French,
    // light and dark: the default layout with the rewards tab in front, compare mode, the run view.
    void screenshots_data() { addLookRows(true); }
    void screenshots() {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        QFETCH(bool, dark);
        const QString dir = qEnvironmentVariable("FLOORGEN_SCREENSHOT_DIR");
        if (dir.isEmpty())
            QSKIP("FLOORGEN_SCREENSHOT_DIR not set");
        const ScreenshotLook look(language, dark);
        QVERIFY(look.ok());
        {
            TestWindow tw;
            MainWindow &w = tw.window;
            QVERIFY(showAt(w, size));
            Settings s;
            s.runSeed = *parseSeedString("4VT4 D8WY");
            s.stage = 2;
            w.openFloor(app::withRunStageType(s));
            const QString name = QStringLiteral("%1/round4-%2-").arg(dir, lookName(language, size, dark));
            const auto save = [&](const char *what) {
                w.flushRendering();
                QCoreApplication::processEvents();
                QVERIFY(w.grab().save(name + QLatin1String(what) + QStringLiteral(".png")));
            };
            auto *rewards = w.findChild<QDockWidget *>(QStringLiteral("rewardsPanel"));
            QVERIFY(rewards);
            rewards->raise();
            save("rewards");
            w.findChild<QAction *>(QStringLiteral("compareAction"))->trigger();
            save("compare");
            w.findChild<QAction *>(QStringLiteral("compareAction"))->trigger();
            w.findChild<QAction *>(QStringLiteral("runViewAction"))->trigger();
            w.runView()->flushRendering();
            save("run");
            QCOMPARE(w.size(), size);
        }
        QVERIFY(app::installLanguage(QStringLiteral("en")));
    }
};

QTEST_MAIN(TestGuiRound4)
#include "test_gui_round4.moc"
