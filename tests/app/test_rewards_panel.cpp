// The rewards panel (rewards.md in the GUI): the table model (checked by QAbstractItemModelTester), the
// chart's series and hover text, and the map overlay and tooltips through the main window's extension points.
// With FLOORGEN_SCREENSHOT_DIR set, also writes rewards-panel.png, rewards-chart-bars.png,
// rewards-chart-lines.png and rewards-window.png there (offscreen).

#include "mainwindow.h"
#include "map/mapwidget.h"
#include "rewards/rewardchart.h"
#include "rewards/rewardspanel.h"
#include "rewards/rewardtablemodel.h"
#include "rewardsfit.h"

#include <memory>

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDir>
#include <QHelpEvent>
#include <QLabel>
#include <QPainter>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QTextBrowser>
#include <QToolTip>
#include <qcustomplot.h>

using namespace floorgen;
using namespace floorgen::gui;

namespace {

QString screenshotDir() {
    return qEnvironmentVariable("FLOORGEN_SCREENSHOT_DIR");
}

void saveShot(QWidget *w, const QString &name) {
    const QString dir = screenshotDir();
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    QVERIFY(w->grab().save(dir + QLatin1Char('/') + name));
}

} // namespace

class TestRewardsPanel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true); // never the user's settings
        QLocale::setDefault(QLocale::c());
    }

    void tableModel() {
        RewardTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 11); // luck 0, no items: nothing and ten kinds
        QCOMPARE(model.data(model.index(0, RewardTableModel::OutcomeColumn)).toString(),
                 QStringLiteral("Nothing"));
        QCOMPARE(model.data(model.index(0, RewardTableModel::ProbabilityColumn)).toString(),
                 QStringLiteral("22.000 %"));
        double sum = 0;
        for (int r = 0; r < model.rowCount(); ++r)
            sum += model.data(model.index(r, 0), RewardTableModel::ProbabilityRole).toDouble();
        QVERIFY(qAbs(sum - 1) < 1e-12);

        RewardInputs in;
        in.luck = 7;
        in.contracts = 2;
        in.brokenModem = true;
        model.setInputs(in);
        const auto expected = exactDistribution(in);
        QCOMPARE(model.rowCount(), int(expected.size()));
        for (int r = 0; r < model.rowCount(); ++r)
            QCOMPARE(model.data(model.index(r, 1), RewardTableModel::ProbabilityRole).toDouble(),
                     expected[std::size_t(r)].probability);
        in.luck = 3; // same rows: data changes only
        model.setInputs(in);
        QCOMPARE(model.rowCount(), int(expected.size()));
    }

    // In a narrow column (the panel's), the title's list of items breaks into lines that fit, and the legend
    // takes two columns instead of three: nothing is cut. Wide, the legend keeps three.
    void chartFitsItsWidth_data() {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("columns");
        QTest::newRow("panel column") << 320 << 2;
        QTest::newRow("wide") << 700 << 3;
    }
    void chartFitsItsWidth() {
        QFETCH(int, width);
        QFETCH(int, columns);
        RewardChart chart;
        chart.resize(width, 520);
        RewardInputs in;
        in.guppysTail = in.luckyFoot = in.daemonsTail = in.childsHeart = true;
        in.contracts = 2;
        in.hard = true;
        chart.setInputs(in);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        QCustomPlot *plot = chart.plot();
        QCPTextElement *title = nullptr;
        for (int i = 0; i < plot->plotLayout()->elementCount() && !title; ++i)
            title = qobject_cast<QCPTextElement *>(plot->plotLayout()->elementAt(i));
        QVERIFY(title);
        const QStringList lines = title->text().split(QLatin1Char('\n'));
        QVERIFY2(lines.size() >= (width < 400 ? 4 : 2), qPrintable(title->text()));
        const QFontMetrics metrics(title->font());
        for (const QString &line : lines)
            QVERIFY2(metrics.horizontalAdvance(line) <= width, qPrintable(line));
        QCOMPARE(lines.join(QLatin1Char(' ')).simplified().count(QStringLiteral("Daemon's Tail")), 1);
        QCOMPARE(plot->legend->wrap(), columns);
        QVERIFY(plot->legend->minimumOuterSizeHint().width() <= width);
    }

    void chart() {
        RewardChart chart;
        chart.resize(520, 460);
        RewardInputs in;
        in.luck = 7.5;
        in.guppysTail = true;
        chart.setInputs(in);
        const auto &series = chart.series();
        QVERIFY(series.size() >= 12);
        for (int i = 0; i < series.front().luck.size(); ++i) {
            double sum = 0;
            for (const auto &s : series)
                sum += s.probability[i];
            QVERIFY(qAbs(sum - 1) < 1e-12);
        }
        QCOMPARE(chart.plot()->plottableCount(), int(series.size()));
        QCOMPARE(chart.plot()->legend->itemCount(), int(series.size()));

        // Hover: the bottom segment of the bar at luck 0 is "nothing".
        RewardInputs plain;
        chart.setInputs(plain);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.plot()->replot();
        QCustomPlot *plot = chart.plot();
        const QPoint nothingBar(int(plot->xAxis->coordToPixel(0)), int(plot->yAxis->coordToPixel(11)));
        QVERIFY2(chart.toolTipAt(nothingBar).contains(QStringLiteral("22.000000 %")),
                 qPrintable(chart.toolTipAt(nothingBar)));
        QVERIFY(chart.toolTipAt(nothingBar).contains(QStringLiteral("Nothing")));
        const QPoint between(int(plot->xAxis->coordToPixel(0.5)), int(plot->yAxis->coordToPixel(11)));
        QVERIFY(chart.toolTipAt(between).isEmpty());

        chart.setStyle(RewardChart::Style::Lines);
        QCOMPARE(plot->graphCount(), int(chart.series().size()));
        const QPoint coinPoint(int(plot->xAxis->coordToPixel(0)), int(plot->yAxis->coordToPixel(13.965)));
        QVERIFY2(chart.toolTipAt(coinPoint).contains(QStringLiteral("13.965000 %")),
                 qPrintable(chart.toolTipAt(coinPoint)));
    }

    // The panel shares the window's right-hand column with the decision log: all of it shows there without a
    // sideways scroll bar (test_i18n_gui checks the French).
    void fitsItsColumn() {
        MainWindow window;
        QCOMPARE(testing::rewardsPanelSidewaysScroll(window), 0);
    }

    void windowOverlayAndTooltips() {
        MainWindow window;
        window.resize(1400, 900);
        auto *panel = window.findChild<RewardsPanel *>();
        QVERIFY(panel);
        QVERIFY(window.currentFloor());
        RewardInputs in;
        in.luck = 4;
        in.contracts = 1;
        panel->setInputs(in);
        panel->setOverlayEnabled(true);
        QVERIFY(window.renderOptions().rewards);

        const Floor &floor = *window.currentFloor();
        const app::FloorView view = window.currentView();
        QCOMPARE(view.rewardKind.size(), view.rooms.size());
        RewardInputs withHard = in;
        withHard.hard = floor.settings.hard;
        int normal = 0;
        for (const Room &r : floor.rooms) {
            const int kind = view.rewardKind[r.number];
            if (r.type != RoomType::Default || r.number == 0) {
                QCOMPARE(kind, -1);
                continue;
            }
            ++normal;
            const Reward expected = award(r.awardSeed, withHard);
            QCOMPARE(kind, int(expected.kind));
            QCOMPARE(view.rewardCount[r.number], expected.count);
            QVERIFY(window.mapWidget()->roomToolTip(r.number).contains(QStringLiteral("Clear reward")));
        }
        QVERIFY(normal > 3);
        // Issue 22 point 7: the rewards rest on our own award-seed rule; the map's note and the panel say so.
        QVERIFY(app::provenanceNotes(view, window.renderOptions())
                    .join(QLatin1Char(' '))
                    .contains(QStringLiteral("award-seed rule")));
        for (const Room &r : floor.rooms)
            if (r.type == RoomType::Default && r.number != 0) {
                emit window.mapWidget()->roomClicked(r.number);
                break;
            }
        bool said = false;
        for (const QLabel *label : panel->findChildren<QLabel *>())
            said = said || label->text().contains(QStringLiteral("our own award-seed rule"));
        QVERIFY(said);

        // Changing the inputs re-decorates the map.
        in.luck = 10;
        in.guppysTail = true;
        panel->setInputs(in);
        withHard = in;
        withHard.hard = floor.settings.hard;
        const app::FloorView after = window.currentView();
        for (const Room &r : floor.rooms)
            if (r.type == RoomType::Default && r.number != 0)
                QCOMPARE(after.rewardKind[r.number], int(award(r.awardSeed, withHard).kind));

        panel->setOverlayEnabled(false);
        QVERIFY(!window.renderOptions().rewards);
        panel->setOverlayEnabled(true);
        // Switched from elsewhere, the check box follows.
        app::RenderOptions o = window.renderOptions();
        o.rewards = false;
        window.setRenderOptions(o);
        QVERIFY(!panel->overlayEnabled());
        o.rewards = true;
        window.setRenderOptions(o);
        QVERIFY(panel->overlayEnabled());

        // Hard mode follows the floor's settings.
        Settings hard = window.currentSettings();
        hard.hard = !hard.hard;
        window.openFloor(hard);
        QCOMPARE(panel->inputs().hard, hard.hard);
        const app::FloorView hardView = window.currentView();
        withHard = in;
        withHard.hard = hard.hard;
        for (const Room &r : window.currentFloor()->rooms)
            if (r.type == RoomType::Default && r.number != 0)
                QCOMPARE(hardView.rewardKind[r.number], int(award(r.awardSeed, withHard).kind));

        if (!screenshotDir().isEmpty()) {
            window.resize(1400, 1000);
            panel->raise();
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QTest::qWait(50);
            saveShot(panel, QStringLiteral("rewards-panel-table.png"));
            panel->tabs()->setCurrentIndex(1);
            QTest::qWait(50);
            saveShot(&window, QStringLiteral("rewards-window.png"));
            saveShot(panel, QStringLiteral("rewards-panel-chart.png"));
        }
    }

    void discrepancies() {
        std::unique_ptr<QDialog> dialog(createDiscrepanciesDialog(nullptr));
        auto *browser = dialog->findChild<QTextBrowser *>();
        QVERIFY(browser);
        const QString text = browser->toPlainText();
        for (const char *part :
             {"Lil' battery", "3.33% only with Watch Battery", "1/20 always, plus 1/15",
              "Lucky Foot / Lucky Toe", "Hard mode hearts", "66% become nothing", "65%", "Guppy's Tail",
              "2/9 nothing", "Contract From Below", "0.666", "p > 0.22", "Award seeds"})
            QVERIFY2(text.contains(QLatin1String(part)), part);
        if (!screenshotDir().isEmpty()) {
            dialog->show();
            QVERIFY(QTest::qWaitForWindowExposed(dialog.get()));
            saveShot(dialog.get(), QStringLiteral("rewards-discrepancies.png"));
        }
    }

    void chartScreenshots() {
        if (screenshotDir().isEmpty())
            QSKIP("FLOORGEN_SCREENSHOT_DIR not set");
        RewardChart chart;
        RewardInputs in;
        in.luck = 7;
        in.contracts = 1;
        chart.setInputs(in);
        chart.resize(560, 520);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        saveShot(&chart, QStringLiteral("rewards-chart-bars.png"));
        // Hover: the tooltip of the Chest x2 segment at luck 7, painted onto the chart where it shows.
        QCustomPlot *plot = chart.plot();
        const QPoint hover(int(plot->xAxis->coordToPixel(7)), int(plot->yAxis->coordToPixel(85)));
        QHelpEvent help(QEvent::ToolTip, hover, plot->mapToGlobal(hover));
        QCoreApplication::sendEvent(plot, &help);
        QWidget *tip = nullptr;
        for (QWidget *w : QApplication::topLevelWidgets())
            if (w->inherits("QTipLabel") && w->isVisible())
                tip = w;
        QVERIFY(tip);
        QPixmap shot = chart.grab();
        {
            QPainter p(&shot);
            p.drawPixmap(plot->mapTo(&chart, hover) + QPoint(12, 16), tip->grab());
            p.setPen(QPen(Qt::black, 2));
            p.drawLine(plot->mapTo(&chart, hover), plot->mapTo(&chart, hover) + QPoint(10, 14));
        }
        QVERIFY(shot.save(screenshotDir() + QStringLiteral("/rewards-chart-hover.png")));
        QToolTip::hideText();

        chart.setStyle(RewardChart::Style::Lines);
        saveShot(&chart, QStringLiteral("rewards-chart-lines.png"));

        QPalette dark;
        dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
        dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
        dark.setColor(QPalette::Text, QColor(0xe0, 0xe0, 0xe0));
        dark.setColor(QPalette::WindowText, QColor(0xe0, 0xe0, 0xe0));
        chart.setPalette(dark);
        saveShot(&chart, QStringLiteral("rewards-chart-lines-dark.png"));
    }
};

QTEST_MAIN(TestRewardsPanel)
#include "test_rewards_panel.moc"
