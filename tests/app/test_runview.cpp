// The run view (issue 21), offscreen: every floor of a seed's run with its name and boss, the Labyrinth
// skip's caption, the route picker, clicking a floor to open it, an item toggled for the whole run, the
// stage-seed sentence, Ctrl+U and --run-view, and the exports (one picture, one page, one floor a page).

#include "appsettings.h"
#include "export/exportdialog.h"
#include "floorgen/repstages.h"
#include "floorgen/rng.h"
#include "floorgen/run.h"
#include "floorgen/seedstring.h"
#include "guioptions.h"
#include "mainwindow.h"
#include "names_tr.h"
#include "panel/settingspanel.h"
#include "run/runview.h"
#include "runsheet.h"
#include "testfiles.h"
#include "windowfixture.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace floorgen;
using namespace floorgen::gui;
using app::AppSettings;
using floorgen::testing::showAt;
using floorgen::testing::TempSettings;
using floorgen::testing::TestWindow;

namespace {

using testfiles::readAll;

std::uint32_t seedOf(const char *text) {
    return parseSeedString(text).value();
}

Settings runOf(std::uint32_t seed, RuleSet ruleSet = RuleSet::Repentance) {
    Settings s;
    s.runSeed = seed;
    s.ruleSet = ruleSet;
    return s;
}

// The labels the view must show for a floor.
QString bossesOf(const Floor &floor) {
    QStringList bosses;
    for (const Room &r : floor.rooms)
        if (r.type == RoomType::Boss && r.shape != Shape::Null)
            bosses << app::trBossDisplayName(r.bossSubtype);
    return bosses.join(QStringLiteral(" + "));
}

int pdfPageCount(const QByteArray &pdf) {
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![A-Za-z])"));
    int n = 0;
    for (auto it = page.globalMatch(QString::fromLatin1(pdf)); it.hasNext(); it.next())
        ++n;
    return n;
}

// The floors generated before a floor (its boss pools and state flags come from them), as "stage:type" text.
QString routeOf(const Floor &floor) {
    QStringList steps;
    for (const RouteStep &r : floor.rep.route)
        steps << QStringLiteral("%1:%2").arg(r.stage).arg(r.stageType);
    return steps.join(QLatin1Char(','));
}

// The first run seed from `from` whose Basement I is XL (the Labyrinth skip leaves Basement II out).
std::uint32_t seedWithXlBasement(std::uint32_t from) {
    for (std::uint32_t seed = from; seed < from + 20000; ++seed) {
        Settings s = runOf(seed);
        Floor floor;
        if (generate(s, floor) == GenerateStatus::Ok && floor.xl)
            return seed;
    }
    return 0;
}

void showWindow(MainWindow &w) {
    QVERIFY(showAt(w, QSize(1280, 820)));
}

void showRun(MainWindow &w) {
    w.runView()->setShown(true);
    w.flushRendering();
}

} // namespace

class TestRunView : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void showsEveryFloorWithItsNameAndBoss_data() {
        QTest::addColumn<QString>("seed");
        QTest::addColumn<int>("ruleSet");
        QTest::addColumn<int>("stage"); // the floor shown when the run view opens: any one
        QTest::newRow("B91Y 9THH repentance") << QStringLiteral("B91Y 9THH") << int(RuleSet::Repentance) << 1;
        QTest::newRow("B91Y 9THH afterbirth-plus")
            << QStringLiteral("B91Y 9THH") << int(RuleSet::AfterbirthPlus) << 4;
        QTest::newRow("DKM8 9MNM repentance") << QStringLiteral("DKM8 9MNM") << int(RuleSet::Repentance) << 6;
    }
    void showsEveryFloorWithItsNameAndBoss() {
        QFETCH(QString, seed);
        QFETCH(int, ruleSet);
        QFETCH(int, stage);
        TestWindow tw;
        MainWindow &w = tw.window;
        showWindow(w);
        Settings s = runOf(parseSeedString(seed.toStdString()).value(), static_cast<RuleSet>(ruleSet));
        Settings shown = s;
        shown.stage = stage;
        w.openFloor(shown);
        showRun(w);
        RunView *view = w.runView();
        QVERIFY(view->isShown());
        QVERIFY(view->message().isEmpty());

        const RunResult expected = generateRun(s);
        QVERIFY(expected.ok());
        const app::RunSheet &sheet = view->sheetWidget()->sheet();
        QCOMPARE(sheet.floors.size(), expected.floors.size());
        QVERIFY(sheet.floors.size() >= 9); // Basement I .. Womb II, then stages 10 and 11, less any skip
        QCOMPARE(sheet.title, QStringLiteral("The floors of seed %1").arg(seed));
        for (std::size_t i = 0; i < expected.floors.size(); ++i) {
            const Floor &floor = expected.floors[i];
            const app::RunSheetFloor &shownFloor = sheet.floors[i];
            QCOMPARE(shownFloor.name, app::trStage(floor.settings.stage, floor.settings.stageType));
            QCOMPARE(QString(shownFloor.boss).remove(QStringLiteral(" (\u2248)")), bossesOf(floor));
            QVERIFY(!shownFloor.boss.isEmpty());
            QCOMPARE(shownFloor.view.grid, floor.grid);
            QCOMPARE(shownFloor.view.rooms.size(), floor.rooms.size());
            // Every tile is inside the widget and apart from the others.
            const QRectF tile = view->sheetWidget()->tileRect(static_cast<int>(i));
            QVERIFY(QRectF(view->sheetWidget()->rect()).contains(tile));
            for (std::size_t j = 0; j < i; ++j)
                QVERIFY(!tile.intersects(view->sheetWidget()->tileRect(static_cast<int>(j))));
        }
        // Route order: the main path by stage, then the stages after the Womb.
        QCOMPARE(expected.floors.front().settings.stage, 1);
        for (std::size_t i = 1; i < expected.floors.size(); ++i)
            QVERIFY(expected.floors[i].settings.stage > expected.floors[i - 1].settings.stage);
        QCOMPARE(expected.floors.back().settings.stage, 11);
        QVERIFY(!view->sheetWidget()->cachedImage().isNull());
    }

    void cathedralChoiceEndsInTheChest() {
        TestWindow tw;
        MainWindow &w = tw.window;
        Settings s = runOf(seedOf("B91Y 9THH"));
        s.cathedral = true;
        w.openFloor(s);
        showRun(w);
        const app::RunSheet &sheet = w.runView()->sheetWidget()->sheet();
        QVERIFY(sheet.floors.size() >= 2);
        QCOMPARE(sheet.floors[sheet.floors.size() - 2].name, app::trStage(10, 1)); // Cathedral
        QCOMPARE(sheet.floors.back().name, app::trStage(11, 1));                   // the Chest
        QCOMPARE(w.runView()->run().floors.size(), generateRun(s).floors.size());
    }

    void labyrinthSkipIsCaptioned() {
        const std::uint32_t seed = seedWithXlBasement(1);
        QVERIFY(seed != 0);
        TestWindow tw;
        MainWindow &w = tw.window;
        showWindow(w);
        w.openFloor(runOf(seed));
        showRun(w);
        const RunResult expected = generateRun(runOf(seed));
        const app::RunSheet &sheet = w.runView()->sheetWidget()->sheet();
        QCOMPARE(sheet.floors.size(), expected.floors.size());
        QCOMPARE(sheet.floors[0].name, app::trStage(1, expected.floors[0].settings.stageType));
        QCOMPARE(expected.floors[1].settings.stage, 3); // Basement II is left out
        QCOMPARE(sheet.floors[1].name, app::trStage(3, expected.floors[1].settings.stageType));
        const QString basementII = app::trStage(2, mainPathRoute(runOf(seed))[1].stageType);
        QVERIFY2(sheet.notes.join(QLatin1Char('|'))
                     .contains(QStringLiteral("%1 skipped: %2 was XL").arg(basementII, sheet.floors[0].name)),
                 qPrintable(sheet.notes.join(QLatin1Char('|'))));
    }

    void clickingAFloorOpensIt_data() {
        QTest::addColumn<int>("route"); // the route picker's choice
        QTest::addColumn<int>("index"); // the floor clicked; -1 the last
        QTest::newRow("main path, first floor") << 0 << 0;
        QTest::newRow("main path, Depths I") << 0 << 4;
        QTest::newRow("main path, last floor") << 0 << -1;
        QTest::newRow("through the alternate floor of stage 2") << 2 << 2;
        QTest::newRow("after the alternate floor of stage 2") << 2 << 4;
        QTest::newRow("Corpse II") << 6 << -1;
    }
    void clickingAFloorOpensIt() {
        QFETCH(int, route);
        QFETCH(int, index);
        TestWindow tw;
        MainWindow &w = tw.window;
        showWindow(w);
        w.openFloor(runOf(seedOf("B91Y 9THH")));
        showRun(w);
        RunView *view = w.runView();
        view->setRouteChoice(route);
        w.flushRendering();
        QCOMPARE(view->routeChoice(), route);
        const std::vector<Floor> &floors = view->run().floors;
        QVERIFY(!floors.empty());
        if (index < 0)
            index = static_cast<int>(floors.size()) - 1;
        const Floor expected = floors[static_cast<std::size_t>(index)];
        const QPoint centre = view->sheetWidget()->tileRect(index).center().toPoint();
        QCOMPARE(view->sheetWidget()->floorAt(centre), index);
        QTest::mouseClick(view->sheetWidget(), Qt::LeftButton, {}, centre);
        QVERIFY(!view->isShown()); // the floor tab is in front
        QVERIFY(w.currentFloor());
        QCOMPARE(w.currentSettings().stage, expected.settings.stage);
        QCOMPARE(w.currentSettings().stageType, expected.settings.stageType);
        QCOMPARE(w.currentFloor()->grid, expected.grid);
        QVERIFY(std::equal(w.currentFloor()->rooms.begin(), w.currentFloor()->rooms.end(),
                           expected.rooms.begin(), expected.rooms.end()));
        QCOMPARE(w.currentFloor()->curseMask, expected.curseMask);
        QCOMPARE(routeOf(*w.currentFloor()), routeOf(expected)); // the same floors before it
        // Back in the run view, the floor opened is the one marked, and the mark is drawn: the tile's
        // background left of the name changes with it.
        showRun(w);
        QCOMPARE(view->sheetWidget()->options().currentFloor, index);
        const QRectF tile = view->sheetWidget()->tileRect(index);
        const QPoint bar(qRound(tile.left() + 1), qRound(tile.center().y()));
        const QImage marked = view->sheetWidget()->grab().toImage();
        app::RunSheetOptions o = view->sheetWidget()->options();
        o.currentFloor = -1;
        view->sheetWidget()->setOptions(o);
        w.flushRendering();
        const QImage plain = view->sheetWidget()->grab().toImage();
        const qreal dpr = marked.devicePixelRatio();
        QVERIFY(marked.pixelColor(bar * dpr) != plain.pixelColor(bar * dpr));
    }

    void keyboardOpensAFloor() {
        TestWindow tw;
        MainWindow &w = tw.window;
        showWindow(w);
        w.openFloor(runOf(seedOf("B91Y 9THH")));
        showRun(w);
        RunSheetWidget *sheet = w.runView()->sheetWidget();
        sheet->setFocus();
        QCOMPARE(sheet->currentFloor(), 0);
        QTest::keyClick(sheet, Qt::Key_Right);
        QTest::keyClick(sheet, Qt::Key_Right);
        QCOMPARE(sheet->currentFloor(), 2);
        QTest::keyClick(sheet, Qt::Key_Down); // the floor under it, in the next row
        const int below = sheet->currentFloor();
        QVERIFY(below > 2);
        QCOMPARE(sheet->tileRect(below).center().x(), sheet->tileRect(2).center().x());
        QTest::keyClick(sheet, Qt::Key_Up);
        QCOMPARE(sheet->currentFloor(), 2);
        const Floor expected = w.runView()->run().floors[2];
        QTest::keyClick(sheet, Qt::Key_Return);
        QVERIFY(!w.runView()->isShown());
        QCOMPARE(w.currentFloor()->grid, expected.grid);
        QCOMPARE(w.currentSettings().stage, expected.settings.stage);
    }

    void routePickerTakesTheAlternateFloor() {
        const Settings s = runOf(seedOf("B91Y 9THH"));
        const auto v = stageSeedsOf(*s.runSeed);
        TestWindow tw;
        MainWindow &w = tw.window;
        showWindow(w);
        w.openFloor(s);
        showRun(w);
        RunView *view = w.runView();
        QCOMPARE(view->routeCombo()->count(), 7); // the main path, the alternate floors of stages 1..6
        for (int stage = 1; stage <= 6; ++stage) {
            view->setRouteChoice(stage);
            w.flushRendering();
            const std::vector<Floor> &floors = view->run().floors;
            const RouteFloor alt{stage, rep::alternatePathType(v, stage)};
            auto at = std::find_if(floors.begin(), floors.end(), [&](const Floor &f) {
                return f.settings.stage == alt.stage && f.settings.stageType == alt.stageType;
            });
            QVERIFY2(at != floors.end(), qPrintable(QStringLiteral("stage %1").arg(stage)));
            // Every floor before it is on the main path; no main-path floor of the stage it replaces.
            for (auto it = floors.begin(); it != at; ++it)
                QVERIFY(!rep::isAlt(it->settings.stageType));
            QVERIFY(std::none_of(floors.begin(), floors.end(), [&](const Floor &f) {
                return f.settings.stage == stage + 1 && !rep::isAlt(f.settings.stageType);
            }));
            if (stage == 6) {
                QCOMPARE(floors.back().settings.stage, 8);
                QCOMPARE(floors.back().settings.stageType, rep::kTypeAlt);
            }
            QCOMPARE(view->sheetWidget()->sheet().floors.size(), floors.size());
            // Each floor is what generate() gives it with the floors before it as its route.
            for (std::size_t i = 0; i < floors.size(); ++i) {
                Floor alone;
                QCOMPARE(generate(view->floorSettings(static_cast<int>(i)), alone), GenerateStatus::Ok);
                QCOMPARE(alone.grid, floors[i].grid);
                QVERIFY(std::equal(alone.rooms.begin(), alone.rooms.end(), floors[i].rooms.begin(),
                                   floors[i].rooms.end()));
                QCOMPARE(routeOf(alone), routeOf(floors[i]));
            }
        }
        view->setRouteChoice(0);
        w.flushRendering();
        QCOMPARE(view->run().floors.size(), generateRun(s).floors.size());
    }

    void afterbirthPlusHasNoAlternateRoute() {
        TestWindow tw;
        MainWindow &w = tw.window;
        w.openFloor(runOf(seedOf("B91Y 9THH"), RuleSet::AfterbirthPlus));
        showRun(w);
        QCOMPARE(w.runView()->routeCombo()->count(), 1);
        QVERIFY(!w.runView()->routeCombo()->isEnabled());
    }

    void toggleUpdatesEveryFloor_data() {
        QTest::addColumn<int>("item");
        QTest::newRow("Voodoo Head") << int(Item::VoodooHead);
        QTest::newRow("Luna") << int(Item::Luna);
    }
    void toggleUpdatesEveryFloor() {
        QFETCH(int, item);
        TestWindow tw;
        MainWindow &w = tw.window;
        showWindow(w);
        const Settings s = runOf(seedOf("B91Y 9THH"));
        w.openFloor(s);
        showRun(w);
        const app::RunSheet before = w.runView()->sheetWidget()->sheet();
        const QImage imageBefore = w.runView()->sheetWidget()->cachedImage();

        QCheckBox *box = w.settingsPanel()->itemCheckBox(static_cast<Item>(item));
        QVERIFY(box);
        QVERIFY(!box->isChecked());
        box->click(); // the side panel's toggle, as the user clicks it
        w.flushRendering();

        Settings with = s;
        with.set(static_cast<Item>(item), true);
        const RunResult expected = generateRun(with);
        const app::RunSheet &after = w.runView()->sheetWidget()->sheet();
        QCOMPARE(after.floors.size(), expected.floors.size());
        int changed = 0;
        for (std::size_t i = 0; i < expected.floors.size(); ++i) {
            QCOMPARE(after.floors[i].view.grid, expected.floors[i].grid);
            QCOMPARE(after.floors[i].view.rooms.size(), expected.floors[i].rooms.size());
            QVERIFY(std::equal(after.floors[i].view.rooms.begin(), after.floors[i].view.rooms.end(),
                               expected.floors[i].rooms.begin(), expected.floors[i].rooms.end()));
            if (i >= before.floors.size() || before.floors[i].view.rooms != after.floors[i].view.rooms)
                ++changed;
        }
        QVERIFY2(changed > 0, "the item changed no floor of the run");
        QVERIFY(after.subtitle.contains(app::trItem(static_cast<Item>(item))));
        QVERIFY(w.runView()->sheetWidget()->cachedImage() != imageBefore);
    }

    void stageSeedShowsASentence() {
        TestWindow tw;
        MainWindow &w = tw.window;
        showWindow(w);
        Settings s;
        s.stageSeed = 1215760411u;
        s.stage = 3;
        w.openFloor(s);
        QVERIFY(!w.currentSettings().runSeed);
        showRun(w);
        QVERIFY(w.runView()->message().contains(QStringLiteral("stage seed")));
        QVERIFY(w.runView()->sheetWidget()->sheet().floors.empty());
        QVERIFY(!w.runView()->exportButton()->isEnabled());
        QVERIFY(!w.runView()->exportAction()->isEnabled());
        // A run seed again: the run comes back.
        w.openFloor(runOf(seedOf("B91Y 9THH")));
        w.flushRendering();
        QVERIFY(w.runView()->message().isEmpty());
        QVERIFY(!w.runView()->sheetWidget()->sheet().floors.empty());
        QVERIFY(w.runView()->exportButton()->isEnabled());
    }

    // original-2011 has no runs: the run view says so instead of generating a run (issue 40).
    void originalRulesShowASentence() {
        TestWindow tw;
        MainWindow &w = tw.window;
        showWindow(w);
        Settings s = runOf(seedOf("B91Y 9THH"));
        s.ruleSet = RuleSet::Original2011;
        s.stage = 2;
        w.openFloor(s);
        QCOMPARE(w.currentSettings().ruleSet, RuleSet::Original2011);
        showRun(w);
        QVERIFY2(w.runView()->message().contains(QStringLiteral("no runs")),
                 qPrintable(w.runView()->message()));
        QVERIFY(w.runView()->sheetWidget()->sheet().floors.empty());
        QVERIFY(!w.runView()->exportButton()->isEnabled());
    }

    void ctrlUTogglesTheRunViewAndTheDocks() {
        TestWindow tw;
        MainWindow &w = tw.window;
        showWindow(w);
        w.openFloor(runOf(seedOf("B91Y 9THH")));
        QAction *toggle = w.runView()->toggleAction();
        QCOMPARE(toggle->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_U));
        QVERIFY(w.viewMenu()->actions().contains(toggle));
        auto *log = w.findChild<QDockWidget *>(QStringLiteral("decisionLogDock"));
        QVERIFY(log && !log->isHidden());
        QVERIFY(!w.runView()->isShown());
        toggle->trigger();
        QVERIFY(w.runView()->isShown());
        QVERIFY(toggle->isChecked());
        QVERIFY(log->isHidden()); // the decision log is about the single floor
        toggle->trigger();
        QVERIFY(!w.runView()->isShown());
        QVERIFY(!log->isHidden());
        // Step-through is a mode of the single floor: it brings the floor tab back.
        toggle->trigger();
        w.setStepping(true);
        QVERIFY(!w.runView()->isShown());
        QVERIFY(!toggle->isChecked());
    }

    void commandLineOpensTheRunView() {
        GuiOptions o;
        QString message;
        QCOMPARE(parseGuiOptions({QStringLiteral("isaac-floorgen"), QStringLiteral("--seed"),
                                  QStringLiteral("B91Y 9THH"), QStringLiteral("--run-view")},
                                 o, message),
                 ParseOutcome::Ok);
        QVERIFY(o.runView);
        TestWindow tw;
        MainWindow &w = tw.window;
        w.applyOptions(o);
        w.flushRendering();
        QVERIFY(w.runView()->isShown());
        QCOMPARE(w.runView()->sheetWidget()->sheet().floors.size(),
                 generateRun(runOf(seedOf("B91Y 9THH"))).floors.size());
    }

    void exportsWriteValidFiles() {
        TempSettings t;
        AppSettings settings(t.path());
        MainWindow w(&settings);
        showWindow(w);
        w.openFloor(runOf(seedOf("B91Y 9THH")));
        showRun(w);
        RunView *view = w.runView();
        const int floors = static_cast<int>(view->run().floors.size());
        QVERIFY(floors >= 9);
        QCOMPARE(view->suggestedBaseName(), QStringLiteral("B91Y9THH-run"));

        ExportChoice c;
        c.options.scale = 1;
        c.fileName = t.dir.filePath(QStringLiteral("run.png"));
        QString error;
        QVERIFY2(view->exportTo(c, error), qPrintable(error));
        const QImage png(c.fileName);
        QVERIFY(!png.isNull());
        QCOMPARE(png.size(), app::pictureExportSize(view->exportPicture(c.options), c.options));
        QVERIFY(png.width() > png.height()); // five floors a row, two rows
        c.options.scale = 2;
        QVERIFY2(view->exportTo(c, error), qPrintable(error));
        const QImage twice(c.fileName);
        QCOMPARE(twice.size(), app::pictureExportSize(view->exportPicture(c.options), c.options));
        QVERIFY(std::abs(twice.width() - 2 * png.width()) <= 1);

        c.options.format = app::ExportFormat::Svg;
        c.options.scale = 1;
        c.fileName = t.dir.filePath(QStringLiteral("run.svg"));
        QVERIFY2(view->exportTo(c, error), qPrintable(error));
        const QByteArray svg = readAll(c.fileName);
        QVERIFY(svg.contains("<svg"));
        QVERIFY(svg.contains("The floors of seed B91Y 9THH"));

        c.options.format = app::ExportFormat::Pdf;
        c.fileName = t.dir.filePath(QStringLiteral("run.pdf"));
        QVERIFY2(view->exportTo(c, error), qPrintable(error));
        QByteArray pdf = readAll(c.fileName);
        QVERIFY(pdf.startsWith("%PDF-"));
        QCOMPARE(pdfPageCount(pdf), 1);

        c.everyFloor = true;
        c.fileName = t.dir.filePath(QStringLiteral("floors.pdf"));
        QVERIFY2(view->exportTo(c, error), qPrintable(error));
        pdf = readAll(c.fileName);
        QVERIFY(pdf.startsWith("%PDF-"));
        QCOMPARE(pdfPageCount(pdf), floors);

        // A file that cannot be written leaves a message and no file.
        c.fileName = t.dir.filePath(QStringLiteral("missing/floors.pdf"));
        QVERIFY(!view->exportTo(c, error));
        QVERIFY(error.contains(QStringLiteral("does not exist")));
    }

    void exportDialogOffersTheRunsChoices() {
        RunExport run;
        run.floors = 10;
        run.defaultCaption = QStringLiteral("The floors of seed B91Y 9THH");
        run.picture = [](const app::ExportOptions &) {
            app::ExportPicture p;
            p.size = QSizeF(1200, 600);
            p.paint = [](QPainter &, const QRectF &) {};
            return p;
        };
        ExportDialog dialog(run);
        auto *format = dialog.findChild<QComboBox *>(QStringLiteral("exportFormat"));
        QVERIFY(format);
        QCOMPARE(format->findData(int(app::ExportFormat::Json)), -1); // a run has no floor JSON
        QCOMPARE(dialog.findChild<QLabel *>(QStringLiteral("exportSizeNote"))->text(),
                 QStringLiteral("1200 × 600 pixels."));
        QRadioButton *everyFloor = nullptr;
        for (QRadioButton *b : dialog.findChildren<QRadioButton *>())
            if (b->text().contains(QStringLiteral("Every floor")))
                everyFloor = b;
        QVERIFY(everyFloor && everyFloor->isEnabled());
        // What the picture of small maps does not draw is greyed out until the pages are chosen.
        QCheckBox *legend = nullptr;
        for (QCheckBox *b : dialog.findChildren<QCheckBox *>())
            if (b->text() == QStringLiteral("&Legend"))
                legend = b;
        QVERIFY(legend && !legend->isEnabled());
        everyFloor->setChecked(true);
        QCOMPARE(dialog.choice().options.format, app::ExportFormat::Pdf);
        QVERIFY(dialog.choice().everyFloor);
        QVERIFY(legend->isEnabled());
        QVERIFY(!dialog.choice().currentFrame);
        QCOMPARE(dialog.findChild<QLabel *>(QStringLiteral("exportSizeNote"))->text(),
                 QStringLiteral("A PDF of 10 pages, one floor a page."));
        // Another format is the run view as one picture.
        format->setCurrentIndex(format->findData(int(app::ExportFormat::Png)));
        QMetaObject::invokeMethod(format, "activated", Q_ARG(int, format->currentIndex()));
        QVERIFY(!dialog.choice().everyFloor);
    }
};

QTEST_MAIN(TestRunView)
#include "test_runview.moc"
