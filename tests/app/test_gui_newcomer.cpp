// What a newcomer meets in the desktop app (issue 22, points 1, 4, 5, 6 and 8), offscreen: the wheel over a
// panel scrolls the panel, the decision log shows the reason, the curse controls, Copy Line, the wording of
// the floor summary, the toolbar's width, the status bar's confirmations. Round three (issue 38): a run seed
// shows the run's own floor, the window fits 1024x768 with step-through, statistics and seed search open, the
// seed search's scope line follows the floor, the charts' empty state, the run's PDF pages.

#include "appsettings.h"
#include "export/exportactions.h"
#include "export/exportdialog.h"
#include "floorgen/run.h"
#include "floorgen/seedstring.h"
#include "floorjson.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "map/decisionlogmodel.h"
#include "map/floorsummary.h"
#include "map/mapwidget.h"
#include "map/stepplayer.h"
#include "names_tr.h"
#include "panel/settingspanel.h"
#include "run/runview.h"
#include "runfloors.h"
#include "search/floorcriteriaform.h"
#include "search/searchpanel.h"
#include "stats/chartwidget.h"
#include "stats/statsview.h"
#include "uistyle.h"
#include "wheelguard.h"
#include "windowfixture.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QMenu>
#include <QRadioButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSet>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStyle>
#include <QStyleFactory>
#include <QStyleOptionButton>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QToolButton>
#include <QUrl>
#include <QWheelEvent>
#include <qcustomplot.h>

using namespace floorgen;
using namespace floorgen::gui;
using app::AppSettings;
using namespace floorgen::testing;

namespace {

// What the wheel would change: a combo box's row, a spin box's text, a slider's value.
QVariant controlValue(QWidget *w) {
    if (auto *c = qobject_cast<QComboBox *>(w))
        return c->currentIndex();
    if (auto *s = qobject_cast<QAbstractSpinBox *>(w))
        return s->text();
    if (auto *s = qobject_cast<QAbstractSlider *>(w))
        return s->value();
    return {};
}

// One notch of the wheel (down) over the middle of `w`, delivered as Qt delivers the user's.
void wheelDown(QWidget *w) {
    const QPointF local(w->width() / 2.0, w->height() / 2.0);
    QWheelEvent e(local, w->mapToGlobal(local), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                  Qt::NoScrollPhase, false);
    QApplication::sendEvent(w, &e);
}

QScrollArea *settingsScroll(MainWindow &w) {
    auto *dock = w.findChild<QDockWidget *>(QStringLiteral("floorSettingsDock"));
    return dock ? qobject_cast<QScrollArea *>(dock->widget()) : nullptr;
}

// The app's dark palette (main.cpp's, repeated: main.cpp is the executable's own file).

} // namespace

class TestGuiNewcomer : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Point 1: the wheel over an unfocused combo box or spin box of the settings panel scrolls the panel and
    // changes nothing; once the control has the focus, it takes the wheel.
    void wheelScrollsTheSettingsPanel_data() {
        QTest::addColumn<QString>("control");
        QTest::newRow("stage") << QStringLiteral("stage");
        QTest::newRow("rules") << QStringLiteral("rules");
        QTest::newRow("max hearts") << QStringLiteral("maxHearts");
    }
    void wheelScrollsTheSettingsPanel() {
        QFETCH(QString, control);
        TestWindow tw;
        MainWindow &w = tw.window;
        QVERIFY(showAt(w, QSize(1024, 768)));
        QApplication::setActiveWindow(&w);
        w.openFloor(withSeed(1));
        SettingsPanel *panel = w.settingsPanel();
        QWidget *target = nullptr;
        if (control == QLatin1String("stage"))
            target = panel->stageCombo();
        else if (control == QLatin1String("rules"))
            target = panel->ruleSetCombo();
        else {
            // The Player section is closed at first: open it, its spin boxes are then in the panel.
            for (QToolButton *header : panel->findChildren<QToolButton *>())
                if (header->text() == QLatin1String("Player"))
                    header->setChecked(true);
            QCoreApplication::processEvents();
            target = panel->maxHeartsSpin();
        }
        QVERIFY(target && target->isVisible());
        QScrollArea *scroll = settingsScroll(w);
        QVERIFY(scroll);
        QScrollBar *bar = scroll->verticalScrollBar();
        QVERIFY2(bar->maximum() > 0, "the settings panel does not scroll at 1024x768");
        bar->setValue(0);
        w.mapWidget()->setFocus(); // the focus is elsewhere
        QVERIFY(!target->hasFocus());
        const QVariant before = controlValue(target);
        const Settings settingsBefore = w.currentSettings();
        QSignalSpy changed(panel, &SettingsPanel::settingsChanged);
        wheelDown(target);
        QCOMPARE(controlValue(target), before);
        QCOMPARE(changed.count(), 0);
        QCOMPARE(w.currentSettings().stage, settingsBefore.stage);
        QVERIFY2(bar->value() > 0, "the panel did not scroll");
        // The wheel does not give the focus either.
        QVERIFY(!target->hasFocus());
        QCOMPARE(target->focusPolicy(), Qt::StrongFocus);

        // Focused (clicked or tabbed into), the control takes the wheel and the panel stays where it is.
        target->setFocus(Qt::TabFocusReason);
        QVERIFY(target->hasFocus());
        const int scrolled = bar->value();
        wheelDown(target);
        QVERIFY2(controlValue(target) != before, qPrintable(control));
        QCOMPARE(bar->value(), scrolled);
    }

    // Point 8: under "Rolled from the seed" the curse boxes are off and keep no ticks; forcing Labyrinth
    // where the game never rolls it is allowed, with a note.
    void curseControls() {
        SettingsPanel panel;
        Settings s = withSeed(1, 2);
        panel.setSettings(s);
        QCheckBox *labyrinth = panel.curseBox(kCurseLabyrinth);
        QCheckBox *darkness = panel.curseBox(kCurseDarkness);
        QVERIFY(labyrinth && darkness);
        QVERIFY(panel.curseRolledButton()->isChecked());
        QVERIFY(!labyrinth->isEnabled() && !darkness->isEnabled());
        panel.curseForcedButton()->setChecked(true);
        QVERIFY(labyrinth->isEnabled());
        labyrinth->setChecked(true);
        QCOMPARE(panel.settings().forcedCurses.value_or(0), std::uint8_t(kCurseLabyrinth));
        // Stage 2: the game never rolls Labyrinth there. Allowed, with a note.
        QVERIFY(!panel.curseNote()->isHidden());
        QVERIFY2(panel.curseNote()->text().startsWith(QStringLiteral("Not a natural floor")),
                 qPrintable(panel.curseNote()->text()));
        Settings odd = panel.settings();
        odd.stage = 3;
        panel.setSettings(odd);
        QVERIFY(panel.curseNote()->isHidden());
        odd.stage = 2;
        panel.setSettings(odd);
        QVERIFY(!panel.curseNote()->isHidden());
        // Back to rolled: the ticks go; forced again starts from none (no old Labyrinth tick comes back).
        panel.curseRolledButton()->setChecked(true);
        QVERIFY(!labyrinth->isChecked() && !labyrinth->isEnabled());
        QVERIFY(!panel.settings().forcedCurses);
        QVERIFY(panel.curseNote()->isHidden());
        panel.curseForcedButton()->setChecked(true);
        darkness->setChecked(true);
        QVERIFY(!labyrinth->isChecked());
        QCOMPARE(panel.settings().forcedCurses.value_or(0), std::uint8_t(kCurseDarkness));
    }

    void labyrinthRolls_data() {
        QTest::addColumn<int>("stage");
        QTest::addColumn<bool>("rolls");
        for (int stage = 1; stage <= 12; ++stage)
            QTest::addRow("stage %d", stage)
                << stage << (stage == 1 || stage == 3 || stage == 5 || stage == 7);
    }
    void labyrinthRolls() {
        QFETCH(int, stage);
        QFETCH(bool, rolls);
        QCOMPARE(SettingsPanel::labyrinthRolls(stage), rolls);
        // The generator agrees: a seed search over the rolled curses finds Labyrinth only where it rolls.
        bool seen = false;
        for (std::uint32_t seed = 1; seed < 200 && !seen; ++seed) {
            Settings s = withSeed(seed, stage);
            s.curseTier = CurseTier::All;
            s.hard = true;
            const GenerateResult r = generateFloor(s);
            seen = r.ok() && (r.floor.curseMask & kCurseLabyrinth);
        }
        if (!rolls)
            QVERIFY(!seen);
    }

    // Point 8: right-click > Copy Line copies the line under the pointer and nothing else: no selection
    // change, no step-through.
    void copyLineOnlyCopies() {
        TestWindow tw;
        MainWindow &w = tw.window;
        QVERIFY(showAt(w, QSize(1280, 800)));
        w.openFloor(withSeed(parseSeedString("B91Y 9THH").value(), 3));
        QCoreApplication::processEvents();
        QListView *log = w.decisionLogView();
        const QModelIndex row = log->model()->index(2, 0);
        const QRect rect = log->visualRect(row);
        QVERIFY(rect.isValid());
        QTest::mousePress(log->viewport(), Qt::RightButton, {}, rect.center());
        QTest::mouseRelease(log->viewport(), Qt::RightButton, {}, rect.center());
        QVERIFY(!w.isStepping());
        QVERIFY(!log->currentIndex().isValid());
        auto *copy = log->findChild<QAction *>(QStringLiteral("copyLogLineAction"));
        QVERIFY(copy);
        QGuiApplication::clipboard()->clear();
        copy->trigger();
        QCOMPARE(QGuiApplication::clipboard()->text(), row.data().toString());
        QVERIFY(!w.isStepping());
        QVERIFY(!log->currentIndex().isValid());
    }

    // Point 4: at the default width the log's lines wrap (no "..."): a long line is as tall as its text.
    void decisionLogWraps() {
        TestWindow tw;
        MainWindow &w = tw.window;
        QVERIFY(showAt(w, QSize(1024, 768)));
        w.openFloor(withSeed(parseSeedString("B91Y 9THH").value(), 3));
        QCoreApplication::processEvents();
        QListView *log = w.decisionLogView();
        const int width = log->viewport()->width();
        const QFontMetrics fm(log->font());
        int longRows = 0;
        for (int i = 0; i < log->model()->rowCount() && longRows < 20; ++i) {
            const QModelIndex index = log->model()->index(i, 0);
            const QString text = index.data().toString();
            if (fm.horizontalAdvance(text) <= width)
                continue;
            ++longRows;
            log->scrollTo(index);
            const QRect r = log->visualRect(index);
            QVERIFY2(r.width() <= width, qPrintable(text));
            QVERIFY2(r.height() >= 2 * fm.height(),
                     qPrintable(QStringLiteral("%1: %2 px").arg(text).arg(r.height())));
        }
        QVERIFY2(longRows > 0, "no line longer than the log's width");
        QCOMPARE(log->textElideMode(), Qt::ElideNone);
    }

    // Point 4: the shape codes are explained where they appear (the line's tooltip) and in Help > Map Terms.
    void shapeCodesExplained() {
        TestWindow tw;
        MainWindow &w = tw.window;
        w.openFloor(withSeed(parseSeedString("B91Y 9THH").value(), 3));
        const DecisionLogModel *model = w.decisionLog();
        int explained = 0;
        for (int i = 0; i < model->rowCount(); ++i) {
            const TraceEvent &e = model->trace().events[static_cast<std::size_t>(i)];
            if (e.shape == Shape::Null)
                continue;
            const QString tip = model->index(i).data(Qt::ToolTipRole).toString();
            QVERIFY2(tip.contains(QStringLiteral("Shape %1: ")
                                      .arg(QString::fromLatin1(shapeName(e.shape).data(),
                                                               qsizetype(shapeName(e.shape).size())))),
                     qPrintable(tip));
            ++explained;
        }
        QVERIFY(explained > 10);
        const QString terms = MainWindow::mapTermsText();
        for (const char *code : {"IIH", "LTR", "IV", "2x2", "LBL"})
            QVERIFY2(terms.contains(QLatin1String(code) + QLatin1Char(':')), code);
        QVERIFY(terms.contains(QStringLiteral("Difficulty window")));
        QVERIFY(w.findChild<QAction *>(QStringLiteral("mapTermsAction")));
    }

    // Point 8: the floor's summary counts as a player does, and names no internal term.
    void summaryInPlayersWords() {
        Settings s = withSeed(parseSeedString("B91Y 9THH").value(), 3);
        const GenerateResult r = generateFloor(s);
        QVERIFY(r.ok());
        int hidden = 0;
        for (const Room &room : r.floor.rooms)
            hidden += room.type == RoomType::Secret || room.type == RoomType::SuperSecret ||
                      room.type == RoomType::UltraSecret;
        QVERIFY(hidden > 0);
        const QString html = floorSummaryHtml(r.floor);
        const int visible = int(r.floor.rooms.size()) - hidden;
        QVERIFY2(
            html.contains(QStringLiteral("<b>%1</b> rooms + <b>%2</b> secret; the floor asked for %3 or more")
                              .arg(visible)
                              .arg(hidden)
                              .arg(r.floor.target)),
            qPrintable(html));
        QVERIFY(!html.contains(QStringLiteral("placed")));
        QVERIFY(!html.contains(QStringLiteral("target")));
        QVERIFY(!html.contains(QStringLiteral("hidden")));
    }

    // Point 8: the CLI's text map gives no "distance 0" to a secret room (it has no distance).
    void textMapHasNoDistanceForSecretRooms() {
        const GenerateResult r = generateFloor(withSeed(parseSeedString("B91Y 9THH").value(), 3));
        QVERIFY(r.ok());
        const QString text = app::floorToText(r.floor);
        int secretLines = 0;
        for (const QString &line : text.split(QLatin1Char('\n'))) {
            if (!line.contains(QStringLiteral("Secret Room")))
                continue;
            ++secretLines;
            QVERIFY2(!line.contains(QStringLiteral("distance")), qPrintable(line));
            QVERIFY2(line.contains(QStringLiteral("hidden")), qPrintable(line));
        }
        QVERIFY(secretLines >= 2);
        QVERIFY(text.contains(QRegularExpression(QStringLiteral("distance [1-9]"))));
    }

    // Point 8: the Recent seeds list shows its seeds in rows of their own; issue 46 point 6: at one height
    // whatever their number (four rows, then a scroll bar), so that nothing under it moves.
    void recentSeedsGetRoom() {
        SettingsPanel panel;
        QVERIFY(showAt(panel, QSize(320, 1400)));
        QStringList seeds;
        for (std::uint32_t i = 1; i <= 8; ++i)
            seeds << QString::fromStdString(seedToString(i * 7919));
        panel.setRecentSeeds(seeds.mid(0, 1));
        QCoreApplication::processEvents();
        QListWidget *list = panel.recentSeedsList();
        const int height = list->height();
        panel.setRecentSeeds(seeds);
        QCoreApplication::processEvents();
        QCOMPARE(list->height(), height);
        for (int i = 0; i < 4; ++i) {
            const QRect r = list->visualItemRect(list->item(i));
            QVERIFY2(list->viewport()->rect().contains(r), qPrintable(QString::number(i)));
        }
        QVERIFY(list->height() >= 4 * list->sizeHintForRow(0));
        QVERIFY(list->verticalScrollBar()->maximum() > 0);
    }

    // Point 8: helper text reads in both themes (WCAG 4.5:1), and so does the Step Through icon.
    void contrast_data() {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }
    void contrast() {
        QFETCH(bool, dark);
        const QPalette saved = QApplication::palette();
        if (dark)
            QApplication::setPalette(darkPalette());
        {
            TempSettings t;
            AppSettings settings(t.path());
            MainWindow w(&settings);
            w.openFloor(withSeed(1));
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            for (QLabel *label : w.settingsPanel()->findChildren<QLabel *>()) {
                if (label->text().startsWith(QStringLiteral("rolled:")) ||
                    label->text().startsWith(QStringLiteral("This run:"))) {
                    QVERIFY(label->isEnabled());
                    const QColor fg = label->palette().color(label->foregroundRole());
                    const QColor bg = label->palette().color(QPalette::Window);
                    QVERIFY2(
                        contrastRatio(fg, bg) >= 4.5,
                        qPrintable(QStringLiteral("%1: %2").arg(label->text()).arg(contrastRatio(fg, bg))));
                }
            }
            QAction *step = nullptr;
            for (QAction *a : w.viewMenu()->actions())
                if (a->text() == QLatin1String("&Step Through"))
                    step = a;
            QVERIFY(step);
            const QImage icon = step->icon().pixmap(16, 16).toImage();
            QColor ink;
            int alpha = 0;
            for (int y = 0; y < icon.height(); ++y)
                for (int x = 0; x < icon.width(); ++x)
                    if (const QColor c = icon.pixelColor(x, y); c.alpha() > alpha) {
                        alpha = c.alpha();
                        ink = c;
                    }
            QVERIFY(alpha > 200);
            const QColor toolbar = w.palette().color(QPalette::Window);
            QVERIFY2(contrastRatio(ink, toolbar) >= 4.5,
                     qPrintable(QString::number(contrastRatio(ink, toolbar))));
            // An empty check box's outline stands out from the window (WCAG 3:1 for controls).
            QCheckBox box(QStringLiteral("Darkness"));
            box.setPalette(QApplication::palette());
            box.resize(box.sizeHint());
            const QImage image = box.grab().toImage();
            QStyleOptionButton option;
            option.initFrom(&box);
            const QRect indicator = box.style()->subElementRect(QStyle::SE_CheckBoxIndicator, &option, &box);
            QVERIFY(!indicator.isEmpty());
            double best = 0;
            for (int y = indicator.top(); y <= indicator.bottom(); ++y)
                for (int x = indicator.left(); x <= indicator.right(); ++x)
                    best = std::max(best, contrastRatio(image.pixelColor(x * image.width() / box.width(),
                                                                         y * image.height() / box.height()),
                                                        box.palette().color(QPalette::Window)));
            QVERIFY2(best >= 3.0, qPrintable(QString::number(best)));
        }
        QApplication::setPalette(saved);
    }

    // Point 6: Copy Seed, Copy Image and an export are confirmed in the status bar; an export's message
    // names the file and links to its folder.
    void confirmations() {
        TempSettings t;
        AppSettings settings(t.path());
        MainWindow w(&settings);
        w.show();
        w.openFloor(withSeed(parseSeedString("B91Y 9THH").value(), 3));
        auto *copySeed = w.findChild<QAction *>(QStringLiteral("copySeedAction"));
        QVERIFY(copySeed);
        copySeed->trigger();
        QVERIFY(w.confirmationLabel());
        QVERIFY2(w.confirmationLabel()->text().contains(QStringLiteral("B91Y 9THH")),
                 qPrintable(w.confirmationLabel()->text()));
        QVERIFY(w.confirmationLabel()->isVisible());
        auto *actions = w.findChild<ExportActions *>();
        QVERIFY(actions);
        actions->copyImageAction()->trigger();
        QVERIFY2(w.confirmationLabel()->text().startsWith(QStringLiteral("Map image copied")),
                 qPrintable(w.confirmationLabel()->text()));
        ExportChoice choice = ExportDialog::loadChoice(settings, QStringLiteral("floor"));
        choice.fileName = t.dir.filePath(QStringLiteral("floor.png"));
        QVERIFY(actions->exportAndConfirm(choice));
        const QString text = w.confirmationLabel()->text();
        QVERIFY2(text.contains(QStringLiteral("Saved floor.png in ")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("href=\"") +
                               QUrl::fromLocalFile(t.dir.path()).toString(QUrl::FullyEncoded)),
                 qPrintable(text));
    }

    // Point 6: a fresh account without ~/Pictures: the default folder is the platform's pictures folder,
    // created.
    void defaultExportFolderIsCreated() {
        QTemporaryDir home;
        const QByteArray oldHome = qgetenv("HOME"), oldConfig = qgetenv("XDG_CONFIG_HOME");
        qputenv("HOME", QFile::encodeName(home.path()));
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(home.filePath(QStringLiteral(".config"))));
        QStandardPaths::setTestModeEnabled(false);
        const QString pictures = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
        QVERIFY2(pictures.startsWith(home.path()), qPrintable(pictures));
        QVERIFY(!QFileInfo::exists(pictures));
        const QString folder = ExportDialog::defaultFolder();
        QCOMPARE(folder, pictures);
        QVERIFY(QFileInfo(pictures).isDir());
        TempSettings t;
        AppSettings settings(t.path());
        const ExportChoice c = ExportDialog::loadChoice(settings, QStringLiteral("B91Y9THH-3"));
        QCOMPARE(QFileInfo(c.fileName).absolutePath(), QFileInfo(pictures).absoluteFilePath());
        QStandardPaths::setTestModeEnabled(true);
        qputenv("HOME", oldHome);
        if (oldConfig.isEmpty())
            qunsetenv("XDG_CONFIG_HOME");
        else
            qputenv("XDG_CONFIG_HOME", oldConfig);
    }

    // Point 6: the reward icons go into an export only when the export dialog says so.
    void rewardIconsOnlyOnRequest() {
        TempSettings t;
        AppSettings settings(t.path());
        MainWindow w(&settings);
        w.openFloor(withSeed(parseSeedString("B91Y 9THH").value(), 3));
        app::RenderOptions o = w.renderOptions();
        o.rewards = true;
        w.setRenderOptions(o);
        QVERIFY(w.renderOptions().rewards);
        auto *actions = w.findChild<ExportActions *>();
        ExportChoice choice = ExportDialog::loadChoice(settings, QStringLiteral("floor"));
        choice.options.legend = false;
        choice.options.caption = false;
        choice.fileName = t.dir.filePath(QStringLiteral("without.png"));
        choice.rewardsShown = true;
        choice.rewards = false;
        QVERIFY(actions->exportAndConfirm(choice));
        choice.fileName = t.dir.filePath(QStringLiteral("with.png"));
        choice.rewards = true;
        QVERIFY(actions->exportAndConfirm(choice));
        const QImage without(t.dir.filePath(QStringLiteral("without.png")));
        const QImage with(t.dir.filePath(QStringLiteral("with.png")));
        QVERIFY(!without.isNull() && !with.isNull());
        QVERIFY(without != with);
        // Without the icons, the export equals that of a map with rewards off.
        o.rewards = false;
        w.setRenderOptions(o);
        choice.fileName = t.dir.filePath(QStringLiteral("off.png"));
        choice.rewards = true; // asked, but the map shows none
        QVERIFY(actions->exportAndConfirm(choice));
        QCOMPARE(QImage(t.dir.filePath(QStringLiteral("off.png"))), without);
        // The dialog offers the choice only when the map shows the icons.
        ExportDialog dialog(actions->item(false), false, &w);
        ExportChoice shown = choice;
        shown.rewardsShown = false;
        dialog.setChoice(shown);
        auto *box = dialog.findChild<QCheckBox *>(QStringLiteral("exportRewards"));
        QVERIFY(box && !box->isEnabled());
        QVERIFY(!dialog.choice().rewards);
        shown.rewardsShown = true;
        shown.rewards = true;
        dialog.setChoice(shown);
        QVERIFY(box->isEnabled() && box->isChecked());
        QVERIFY(dialog.choice().rewards);
    }

    // Point 8: the French toolbar fits a 1024-pixel window (no "»" hiding Room Numbers).
    void toolbarFits_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("fr") << QStringLiteral("fr");
    }
    void toolbarFits() {
        QFETCH(QString, language);
        QVERIFY(app::installLanguage(language));
        {
            TempSettings t;
            AppSettings settings(t.path());
            MainWindow w(&settings);
            QVERIFY(showAt(w, QSize(1024, 768)));
            QCoreApplication::processEvents();
            auto *bar = w.findChild<QToolBar *>(QStringLiteral("mainToolBar"));
            QVERIFY(bar);
            auto *extension = bar->findChild<QToolButton *>(QStringLiteral("qt_toolbar_ext_button"));
            QVERIFY(extension);
            QVERIFY2(!extension->isVisible(), qPrintable(language));
            for (QAction *a : bar->actions()) {
                if (a->isSeparator())
                    continue;
                QWidget *button = bar->widgetForAction(a);
                QVERIFY(button);
                QVERIFY2(button->isVisible(), qPrintable(a->text()));
                QVERIFY2(!a->toolTip().isEmpty(), qPrintable(a->text()));
            }
        }
        QVERIFY(app::installLanguage(QStringLiteral("en")));
    }

    // Issue 38 point 1: a run seed shows the run's own floor. Typed in the seed field, B91Y 9THH shows Cellar
    // I (the floor its run visits, as the run view and `run` say), not Basement I; the floor list starts with
    // the run's floors; another stage type is a deliberate choice the panel names, and it stays chosen under
    // the next seed.
    void runSeedShowsTheRunsFloor_data() {
        QTest::addColumn<QString>("seed");
        QTest::newRow("B91Y 9THH") << QStringLiteral("B91Y 9THH");
        QTest::newRow("V9G8 FFCS") << QStringLiteral("V9G8 FFCS");
    }
    void runSeedShowsTheRunsFloor() {
        QFETCH(QString, seed);
        TestWindow tw;
        MainWindow &w = tw.window;
        // A fresh start (a random seed) shows its run's floor too.
        QVERIFY(app::isRunFloor(w.currentSettings()));
        SettingsPanel *panel = w.settingsPanel();
        panel->seedEdit()->selectAll();
        QTest::keyClicks(panel->seedEdit(), seed);
        const Settings s = w.currentSettings();
        QCOMPARE(QString::fromStdString(seedToString(s.runSeed.value_or(0))), seed);
        const RunResult run = generateRun(s);
        QVERIFY(run.ok());
        const Floor &first = run.floors.front();
        QCOMPARE(s.stage, first.settings.stage);
        QCOMPARE(s.stageType, first.settings.stageType);
        QVERIFY2(s.stageType != 0, "both seeds' runs visit another floor than Basement I");
        QCOMPARE(w.currentFloor()->stageSeed, first.stageSeed);
        // The list: a heading, then the run's floors in route order.
        QComboBox *floors = panel->stageCombo();
        QVERIFY(floors->itemData(0).toInt() < 0);
        QCOMPARE(floors->itemData(1).toInt(), first.settings.stage * 8 + first.settings.stageType);
        QCOMPARE(floors->currentIndex(), 1);
        QVERIFY(!panel->seedProposal()->text().contains(QStringLiteral("by hand")));
        // Basement I by hand: said in the panel.
        floors->setCurrentIndex(floors->findData(1 * 8 + 0));
        QCOMPARE(w.currentSettings().stageType, 0);
        QVERIFY2(panel->seedProposal()->text().contains(QStringLiteral("chosen by hand")),
                 qPrintable(panel->seedProposal()->text()));
        QVERIFY(panel->typeFromSeedButton()->isEnabled());
        // ... and kept under the next seed, still said.
        QTest::keyClick(w.findChild<QTabWidget *>(QStringLiteral("centralTabs")),
                        Qt::Key_Escape); // (focus away)
        panel->seedEdit()->selectAll();
        QTest::keyClicks(panel->seedEdit(), QStringLiteral("B91Y 9THJ"));
        QCOMPARE(w.currentSettings().stageType, 0);
        // Back to the run's floor, which the next seeds follow.
        panel->typeFromSeedButton()->click();
        QVERIFY(app::isRunFloor(w.currentSettings()));
        for (std::uint32_t next = 1; next <= 12; ++next) {
            panel->seedEdit()->selectAll();
            QTest::keyClicks(panel->seedEdit(), QString::fromStdString(seedToString(next)));
            QVERIFY2(app::isRunFloor(w.currentSettings()), qPrintable(QString::number(next)));
        }
    }

    // Issue 38 point 2: at 1024x768 (English and French) the window fits with step-through, statistics and
    // seed search open together: nothing raises its minimum size above 1024x740, it keeps its size, the map
    // keeps its room on the Floor page and the other pages get the window's width.
    void everythingOpenFits1024_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("fr") << QStringLiteral("fr");
    }
    void everythingOpenFits1024() {
        QFETCH(QString, language);
        QVERIFY(app::installLanguage(language));
        {
            TestWindow tw;
            MainWindow &w = tw.window;
            QVERIFY(showAt(w, QSize(1024, 768)));
            w.openFloor(withSeed(0x2C1B3F07u, 3));
            auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("centralTabs"));
            QVERIFY(tabs);
            const auto fits = [&w](const char *what) {
                QCoreApplication::processEvents();
                const QSize min = w.minimumSizeHint().expandedTo(w.minimumSize());
                QVERIFY2(min.width() <= 1024 && min.height() <= 740,
                         qPrintable(QStringLiteral("%1: minimum %2x%3")
                                        .arg(QLatin1String(what))
                                        .arg(min.width())
                                        .arg(min.height())));
                QCOMPARE(w.size(), QSize(1024, 768));
            };
            fits("at first");
            // Step-through (Ctrl+T), at a frame with a long caption.
            w.setStepping(true);
            w.setStepFrame(w.stepPlayer()->frameCount() / 2);
            fits("stepping");
            QVERIFY2(w.mapWidget()->width() >= 300, qPrintable(QString::number(w.mapWidget()->width())));
            // Statistics and seed search: pages beside Floor and Run.
            w.findChild<QAction *>(QStringLiteral("statisticsAction"))->trigger();
            fits("statistics");
            auto *stats = w.findChild<StatsView *>();
            QVERIFY(stats->isVisible());
            QVERIFY2(stats->width() >= 1024 / 2, qPrintable(QString::number(stats->width())));
            w.findChild<QAction *>(QStringLiteral("seedSearchAction"))->trigger();
            fits("seed search");
            auto *search = w.findChild<SearchPanel *>();
            QVERIFY(search->isVisible());
            QVERIFY2(search->width() >= 1024 / 2, qPrintable(QString::number(search->width())));
            // "+ Floor" in view, the criteria without sideways scrolling.
            auto *addFloor = search->findChild<QToolButton *>(QStringLiteral("addFloorButton"));
            QVERIFY(addFloor && addFloor->isVisible());
            auto *criteria =
                qobject_cast<QScrollArea *>(search->findChild<QWidget *>(QStringLiteral("searchFloors"))
                                                ->parentWidget()
                                                ->parentWidget()
                                                ->parentWidget());
            QVERIFY(criteria);
            const QRect button(addFloor->mapTo(criteria->viewport(), QPoint(0, 0)), addFloor->size());
            QVERIFY2(criteria->viewport()->rect().contains(button),
                     qPrintable(QStringLiteral("+ Floor at %1,%2 %3x%4 in %5x%6")
                                    .arg(button.x())
                                    .arg(button.y())
                                    .arg(button.width())
                                    .arg(button.height())
                                    .arg(search->width())
                                    .arg(search->height())));
            for (QScrollArea *area : search->findChildren<QScrollArea *>())
                QVERIFY2(!area->horizontalScrollBar()->isVisible(), "the criteria scroll sideways");
            // Every page's tab name whole, every tab in view (no scroll buttons).
            QVERIFY2(tabs->tabBar()->tabRect(tabs->count() - 1).right() < tabs->width(),
                     qPrintable(QString::number(tabs->tabBar()->tabRect(tabs->count() - 1).right())));
            for (int i = 0; i < tabs->count(); ++i) {
                const QString text = tabs->tabText(i).remove(QLatin1Char('&'));
                QVERIFY2(tabs->tabBar()->tabRect(i).width() >= tabs->fontMetrics().horizontalAdvance(text),
                         qPrintable(text));
            }
            // Back to the floor, still stepping: the same room for the map.
            tabs->setCurrentIndex(0);
            fits("floor again");
            QVERIFY(w.isStepping());
            QVERIFY2(w.mapWidget()->width() >= 300, qPrintable(QString::number(w.mapWidget()->width())));
        }
        QVERIFY(app::installLanguage(QStringLiteral("en")));
    }

    // Issue 38 point 3: the seed search's scope line says what a search started now would search: it follows
    // the floor shown and the floor picked in the criteria at once, not only when Search is pressed. Its
    // stage list offers no stage the rule set refuses.
    void searchScopeFollowsTheFloor() {
        TestWindow tw;
        MainWindow &w = tw.window;
        w.openFloor(withSeed(99, 3));
        auto *search = w.findChild<SearchPanel *>();
        QVERIFY(search);
        const Settings three = w.currentSettings();
        QVERIFY2(search->settingsLabel()->text().contains(app::trStage(3, three.stageType)),
                 qPrintable(search->settingsLabel()->text()));
        w.openFloor(withSeed(99, 6));
        const Settings six = w.currentSettings();
        QVERIFY2(search->settingsLabel()->text().contains(app::trStage(6, six.stageType)),
                 qPrintable(search->settingsLabel()->text()));
        QVERIFY(!search->settingsLabel()->text().contains(app::trStage(3, three.stageType)));
        // A floor picked in the criteria.
        FloorCriteriaForm *form = search->floorForm(0);
        form->setFloorPick(FloorPick{false, 2, FloorPath::Main, -1});
        QVERIFY2(search->settingsLabel()->text().contains(form->floorTitle(six)),
                 qPrintable(search->settingsLabel()->text()));
        QVERIFY(!search->settingsLabel()->text().contains(app::trStage(6, six.stageType)));
        // Repentance: no Blue Womb (stage 9) to pick.
        auto *stages = form->findChild<QComboBox *>(QStringLiteral("floorStage"));
        QVERIFY(stages);
        const int nine = stages->findData(9);
        QVERIFY(nine >= 0);
        auto *view = qobject_cast<QListView *>(stages->view());
        QVERIFY(view && view->isRowHidden(nine));
        QVERIFY(stages->findData(8) >= 0 && !view->isRowHidden(stages->findData(8)));
    }

    // Issue 38 point 4: before Run, the charts say so in a sentence of the page's width, not inside an empty
    // plot.
    void chartsSayWhyTheyAreEmpty() {
        StatsView view;
        QVERIFY(showAt(view, QSize(1024, 600)));
        for (int c = 0; c < StatsView::ChartCount; ++c)
            QVERIFY(view.chart(StatsView::Chart(c))->emptyText().contains(QStringLiteral("press Run")));
        ChartWidget *shown = view.chart(StatsView::Odds);
        QVERIFY2(shown->emptyText().contains(QStringLiteral("press Run")), qPrintable(shown->emptyText()));
        QVERIFY(!shown->plot()->isVisible());
        auto *label = shown->findChild<QLabel *>(QStringLiteral("chartEmptyText"));
        QVERIFY(label && label->isVisible());
        QVERIFY2(label->width() >= label->fontMetrics().horizontalAdvance(label->text()),
                 qPrintable(QString::number(label->width())));
    }

    // Issue 38 point 5: the run's PDF (File > Export Run…, one floor a page) has pages of one size.
    void runPdfPagesShareOneSize() {
        TestWindow tw;
        MainWindow &w = tw.window;
        w.openFloor(withSeed(0x5EEDu));
        RunView *view = w.runView();
        view->setShown(true);
        QTemporaryDir dir;
        ExportChoice choice;
        choice.fileName = dir.filePath(QStringLiteral("run.pdf"));
        choice.everyFloor = true;
        QString error;
        QVERIFY2(view->exportTo(choice, error), qPrintable(error));
        QFile file(choice.fileName);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray pdf = file.readAll();
        QSet<QByteArray> sizes;
        int pages = 0;
        const QRegularExpression box(QStringLiteral("/MediaBox \\[([^\\]]*)\\]"));
        for (auto it = box.globalMatch(QString::fromLatin1(pdf)); it.hasNext();) {
            sizes.insert(it.next().captured(1).toLatin1());
            ++pages;
        }
        QVERIFY2(pages >= 8, qPrintable(QString::number(pages)));
        QStringList seen;
        for (const QByteArray &size : sizes)
            seen << QString::fromLatin1(size);
        QVERIFY2(sizes.size() == 1, qPrintable(seen.join(QLatin1Char('|'))));
    }

    // With FLOORGEN_SCREENSHOT_DIR: the window as issue 38 looked at it (1024x768 and 1440x900, English and
    // French, light and dark): the floor with numbers and heat map, step-through, statistics after a short
    // run, the seed search after a short search.
    void screenshots_data() { addLookRows(true); }
    void screenshots() {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        QFETCH(bool, dark);
        const QString dir = QString::fromLocal8Bit(qgetenv("FLOORGEN_SCREENSHOT_DIR"));
        if (dir.isEmpty())
            QSKIP("FLOORGEN_SCREENSHOT_DIR not set");
        const ScreenshotLook look(language, dark);
        QVERIFY(look.ok());
        {
            TestWindow tw;
            MainWindow &w = tw.window;
            QVERIFY(showAt(w, size));
            SettingsPanel *panel = w.settingsPanel();
            panel->seedEdit()->selectAll();
            QTest::keyClicks(panel->seedEdit(), QStringLiteral("B91Y 9THH"));
            app::RenderOptions o = w.renderOptions();
            o.roomNumbers = true;
            o.distanceHeatMap = true;
            o.legend = true;
            w.setRenderOptions(o);
            const QString name = QStringLiteral("%1/newcomer3-%2-").arg(dir, lookName(language, size, dark));
            const auto save = [&](const char *what) {
                w.flushRendering();
                QCoreApplication::processEvents();
                QVERIFY(w.grab().save(name + QLatin1String(what) + QStringLiteral(".png")));
            };
            save("floor");
            // Zoomed in: the floor magnified, the legend at its fitted size.
            w.mapWidget()->zoomIn();
            w.mapWidget()->zoomIn();
            save("zoomed");
            w.mapWidget()->resetZoom();
            // A corridor (V9G8 FFCS's Cellar I has one): its number and distance inside it.
            const Settings shown = w.currentSettings();
            Settings corridor = shown;
            corridor.runSeed = *parseSeedString("V9G8 FFCS");
            w.openFloor(app::withRunStageType(corridor));
            save("corridor");
            w.openFloor(shown);
            w.setStepping(true);
            w.setStepFrame(w.stepPlayer()->frameCount() / 2);
            save("step");
            auto *stats = w.findChild<StatsView *>();
            w.findChild<QAction *>(QStringLiteral("statisticsAction"))->trigger();
            save("stats-empty");
            stats->setSeedRange(1, 2000);
            stats->start();
            QVERIFY(stats->waitForIdle(120000));
            stats->showChart(StatsView::Rooms);
            save("stats");
            w.findChild<QAction *>(QStringLiteral("seedSearchAction"))->trigger();
            auto *search = w.findChild<SearchPanel *>();
            search->setRoomRule(RoomType::Library, Qt::Checked);
            search->setSeedRange(1, 3000);
            search->setLimit(6);
            search->start();
            QVERIFY(search->waitForIdle(120000));
            search->renderVisibleThumbnails();
            save("search");
        }
        QVERIFY(app::installLanguage(QStringLiteral("en")));
    }

    // Point 1, app-wide: every scroll area panel of the window (settings, rewards, seed search, ...) passes
    // an unfocused control's wheel to the panel.
    void wheelNeverChangesAnUnfocusedControlInAPanel() {
        TestWindow tw;
        MainWindow &w = tw.window;
        QVERIFY(showAt(w, QSize(1024, 768)));
        QApplication::setActiveWindow(&w);
        w.openFloor(withSeed(1));
        int checked = 0;
        QStringList panels;
        // The docks, and the pages of the central tabs (seed search, statistics).
        auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("centralTabs"));
        QList<QWidget *> containers;
        for (QDockWidget *dock : w.findChildren<QDockWidget *>())
            containers << dock;
        for (int i = 1; i < tabs->count(); ++i)
            containers << tabs->widget(i);
        for (QWidget *dock : containers) {
            if (auto *d = qobject_cast<QDockWidget *>(dock)) {
                tabs->setCurrentIndex(0);
                d->show();
                d->raise();
            } else {
                tabs->setCurrentWidget(dock);
            }
            QCoreApplication::processEvents();
            QList<QScrollArea *> areas = dock->findChildren<QScrollArea *>();
            if (auto *own = qobject_cast<QScrollArea *>(dock))
                areas << own;
            for (QScrollArea *area : areas) {
                for (QWidget *c :
                     area->widget() ? area->widget()->findChildren<QWidget *>() : QList<QWidget *>()) {
                    if (!c->isVisible() || wheelGuardedControl(c) != c)
                        continue;
                    w.mapWidget()->setFocus();
                    const QVariant before = controlValue(c);
                    wheelDown(c);
                    const QString name = dock->objectName().isEmpty() ? tabs->tabText(tabs->indexOf(dock))
                                                                      : dock->objectName();
                    QVERIFY2(controlValue(c) == before,
                             qPrintable(name + QLatin1Char(' ') +
                                        QString::fromLatin1(c->metaObject()->className())));
                    ++checked;
                    if (!panels.contains(name))
                        panels << name;
                }
            }
        }
        QVERIFY2(panels.size() >= 3, qPrintable(panels.join(QLatin1Char(','))));
        QVERIFY(checked >= 10);
        // The guard leaves a control outside any scroll area alone.
        QComboBox outside;
        outside.addItems({QStringLiteral("a"), QStringLiteral("b")});
        outside.show();
        QVERIFY(QTest::qWaitForWindowExposed(&outside));
        wheelDown(&outside);
        QCOMPARE(outside.currentIndex(), 1);
    }
};

QTEST_MAIN(TestGuiNewcomer)
#include "test_gui_newcomer.moc"
