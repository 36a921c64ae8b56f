// The statistics view and its chart wrapper: a run fills every chart, the documented-odds chart carries one
// marker per documented roll, a changed setting restarts the run, and the exports (PNG, SVG, PDF, CSV) are
// written. With FLOORGEN_SCREENSHOT_DIR set, the view is also saved there as stats.png (to look at).

#include "stats/chartwidget.h"
#include "stats/statsview.h"

#include <QFile>
#include <QImage>
#include <QLabel>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <qcustomplot.h>

using namespace floorgen;
using namespace floorgen::gui;

class TestStatsView : public QObject {
    Q_OBJECT

private slots:
    void runFillsCharts() {
        StatsView view;
        view.resize(1400, 900);
        view.setSeedRange(1, 100000);
        view.setThreads(2);
        view.show();
        view.start();
        QVERIFY(view.isRunning());
        QVERIFY(view.waitForIdle(120000));
        QCOMPARE(view.stats().floors + view.stats().failures, std::uint64_t(100000));

        // Stage 1: planetarium, dice/sacrifice, library, mini-boss, challenge, vault/arcade, bedroom (the
        // repentance curse room has no roll, repentance.md R11 10c).
        QCustomPlot *odds = view.chart(StatsView::Odds)->plot();
        int markers = 0, bars = 0, errorBars = 0;
        for (int i = 0; i < odds->plottableCount(); ++i) {
            if (auto *g = qobject_cast<QCPGraph *>(odds->plottable(i)))
                markers += g->dataCount();
            if (auto *b = qobject_cast<QCPBars *>(odds->plottable(i)))
                bars += b->dataCount();
            if (auto *e = qobject_cast<QCPErrorBars *>(odds->plottable(i)))
                errorBars += e->dataCount();
        }
        QCOMPARE(markers, 7);
        QCOMPARE(bars, 14); // measured with a dead end left, and over all floors
        QCOMPARE(errorBars, 7);
        // The marker text of dice/sacrifice at full health.
        bool fiveFourteenths = false;
        for (int i = 0; i < odds->itemCount(); ++i)
            if (auto *t = qobject_cast<QCPItemText *>(odds->item(i)))
                fiveFourteenths = fiveFourteenths || t->text() == QStringLiteral("5/14");
        QVERIFY(fiveFourteenths);
        for (int c = StatsView::Rooms; c < StatsView::ChartCount; ++c)
            QVERIFY2(view.chart(StatsView::Chart(c))->plot()->plottableCount() >= 1,
                     qPrintable(QString::number(c)));
        // The legend sits under the axes, in a row of its own: it covers neither the bars nor the axis
        // labels (inside the axis rectangle it hid both when docked).
        view.showChart(StatsView::Odds);
        odds->replot();
        QVERIFY(odds->legend->visible());
        QCOMPARE(odds->legend->layout(), static_cast<QCPLayout *>(odds->plotLayout()));
        const QRect axes = odds->axisRect()->outerRect();
        const QRect legend = odds->legend->outerRect();
        QVERIFY2(!legend.intersects(axes), qPrintable(QStringLiteral("legend %1,%2 %3x%4, axes %5,%6 %7x%8")
                                                          .arg(legend.x())
                                                          .arg(legend.y())
                                                          .arg(legend.width())
                                                          .arg(legend.height())
                                                          .arg(axes.x())
                                                          .arg(axes.y())
                                                          .arg(axes.width())
                                                          .arg(axes.height())));

        if (const QByteArray dir = qgetenv("FLOORGEN_SCREENSHOT_DIR"); !dir.isEmpty()) {
            view.showChart(StatsView::Odds);
            QVERIFY(view.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/stats.png")));
            view.showChart(StatsView::Rooms);
            QVERIFY(view.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/stats-rooms.png")));
            view.showChart(StatsView::BossDistance);
            QVERIFY(view.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/stats-boss.png")));
            view.showChart(StatsView::Odds);
            QString e;
            for (const char *name : {"/stats-chart.png", "/stats-chart.svg", "/stats-chart.pdf"})
                QVERIFY2(view.exportChart(QString::fromLocal8Bit(dir) + QLatin1String(name), e),
                         qPrintable(e));
        }

        QTemporaryDir tmp;
        QString error;
        for (const char *suffix : {"png", "svg", "pdf"}) {
            const QString file = tmp.filePath(QStringLiteral("chart.") + QLatin1String(suffix));
            QVERIFY2(view.exportChart(file, error), qPrintable(error));
            QVERIFY(QFile(file).size() > 1000);
        }
        QCOMPARE(QImage(tmp.filePath(QStringLiteral("chart.png"))).width(), 1200);
        QFile svg(tmp.filePath(QStringLiteral("chart.svg")));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        QVERIFY(svg.readAll().contains("<svg"));
        QFile pdf(tmp.filePath(QStringLiteral("chart.pdf")));
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        QVERIFY(pdf.read(5) == "%PDF-");
        QVERIFY(!view.exportChart(tmp.filePath(QStringLiteral("chart.gif")), error));
        QVERIFY2(error.contains(QStringLiteral("unknown chart format \"gif\"")), qPrintable(error));
        QVERIFY(!view.exportChart(tmp.filePath(QStringLiteral("missing/dir/chart.png")), error));
        QVERIFY2(error.contains(QStringLiteral("could not write")), qPrintable(error));

        const QString csv = tmp.filePath(QStringLiteral("figures.csv"));
        QVERIFY2(view.exportCsv(csv, error), qPrintable(error));
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        QVERIFY(text.startsWith("section,key,name,value,count,total"));
        QVERIFY(text.contains("roll,dice-sacrifice,Dice / Sacrifice,,"));
    }

    // The seed range's "from" and "to" labels show with the range only, not beside the random-seed count.
    // A short chart (docked under the map at 1024x768) moves its notes into the tooltip, so that the bars
    // keep their room; a tall one shows them under the chart.
    void notesMoveToTheTooltipWhenShort() {
        ChartWidget chart;
        ChartWidget::RateChart rates;
        rates.title = QStringLiteral("Rates");
        rates.notes = QStringLiteral("Library: documented 1/20.");
        rates.mainName = QStringLiteral("Measured");
        rates.bars.push_back(
            {QStringLiteral("Library"), 0.05, 0.04, 0.06, std::nullopt, 0.05, QStringLiteral("1/20")});
        chart.resize(900, 300);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.showRates(rates);
        QCoreApplication::processEvents();
        QCOMPARE(chart.plot()->toolTip(), rates.notes);
        chart.resize(900, 700);
        QCoreApplication::processEvents();
        QVERIFY(chart.plot()->toolTip().isEmpty());
    }

    void rangeLabelsFollowTheMode() {
        StatsView view;
        auto labelShown = [&view](const QString &text) {
            for (const QLabel *label : view.findChildren<QLabel *>())
                if (label->text() == text && label->isVisibleTo(&view))
                    return true;
            return false;
        };
        view.setRandomSeeds(1000);
        QVERIFY(!labelShown(QStringLiteral("from")));
        QVERIFY(!labelShown(QStringLiteral("to")));
        view.setSeedRange(1, 1000);
        QVERIFY(labelShown(QStringLiteral("from")));
        QVERIFY(labelShown(QStringLiteral("to")));
    }

    void settingChangeRestarts() {
        StatsView view;
        view.setRandomSeeds(3000000);
        view.setThreads(2);
        view.start();
        QVERIFY(view.isRunning());
        Settings s;
        s.stage = 2;
        s.stageSeed = 777; // the seed alone is no change
        view.setSettings(s);
        QCOMPARE(view.settings().stage, 2);
        QVERIFY(view.isRunning());
        view.setRandomSeeds(20000);
        s.stage = 3;
        view.setSettings(s); // a real change: the 3,000,000-floor run is cancelled, a new one starts
        QVERIFY(view.isRunning());
        QVERIFY(view.waitForIdle(60000));
        QCOMPARE(view.stats().floors + view.stats().failures, std::uint64_t(20000));
        // Stage 3: no challenge room at full health is ever missed when a dead end is left.
        const RollCounts &challenge = view.stats().rolls[static_cast<int>(Roll::Challenge)];
        QCOMPARE(challenge.placed, challenge.deadEndLeft);
        view.cancel(); // nothing running: no effect
        QVERIFY(!view.isRunning());
    }

    void cancelKeepsPartialFigures() {
        StatsView view;
        view.setRandomSeeds(50000000);
        view.start();
        QTest::qWait(400);
        view.cancel();
        QVERIFY(!view.isRunning());
        QVERIFY(view.stats().floors < 50000000);
    }

    // The export buttons wait for figures: greyed until a run starts, then on (a cancelled run's partial
    // figures can be exported too).
    void exportsWaitForFigures() {
        StatsView view;
        QPushButton *chart = nullptr, *csv = nullptr;
        for (QPushButton *b : view.findChildren<QPushButton *>()) {
            if (b->text() == QStringLiteral("Export chart…"))
                chart = b;
            if (b->text() == QStringLiteral("Export CSV…"))
                csv = b;
        }
        QVERIFY(chart && csv);
        QVERIFY(!chart->isEnabled() && !csv->isEnabled());
        view.setSeedRange(1, 2000);
        view.start();
        QVERIFY(chart->isEnabled() && csv->isEnabled());
        QVERIFY(view.waitForIdle(60000));
        QVERIFY(chart->isEnabled() && csv->isEnabled());
    }

    // Issue 38 (dark mode): a chart on a dark palette has a dark plot with light axes and texts (it stayed
    // white); its exports stay light; back on a light palette it is light again.
    void chartFollowsTheDarkPalette() {
        ChartWidget chart;
        ChartWidget::RateChart rates;
        rates.title = QStringLiteral("Rates");
        rates.mainName = QStringLiteral("Measured");
        rates.bars.push_back({QStringLiteral("Library"), 0.05, 0.04, 0.06, std::nullopt, std::nullopt, {}});
        chart.resize(600, 400);
        chart.showRates(rates);
        QVERIFY(!chart.darkTheme());
        QCOMPARE(chart.plot()->toPixmap(200, 150).toImage().pixelColor(2, 2), QColor(Qt::white));
        QPalette dark = chart.palette();
        dark.setColor(QPalette::Base, QColor(30, 30, 30));
        dark.setColor(QPalette::Window, QColor(45, 45, 45));
        chart.setPalette(dark);
        QVERIFY(chart.darkTheme());
        const QImage shown = chart.plot()->toPixmap(200, 150).toImage();
        QVERIFY2(shown.pixelColor(2, 2).lightness() < 64, qPrintable(shown.pixelColor(2, 2).name()));
        QVERIFY(chart.plot()->yAxis->tickLabelColor().lightness() > 192);
        QTemporaryDir dir;
        QString error;
        const QString png = dir.filePath(QStringLiteral("chart.png"));
        QVERIFY2(chart.exportTo(png, error, 400, 300), qPrintable(error));
        QCOMPARE(QImage(png).pixelColor(2, 2), QColor(Qt::white));
        QVERIFY(chart.darkTheme()); // the screen keeps its look
        QVERIFY(chart.plot()->toPixmap(200, 150).toImage().pixelColor(2, 2).lightness() < 64);
        chart.setPalette(QPalette(QColor(240, 240, 240)));
        QVERIFY(!chart.darkTheme());
        QCOMPARE(chart.plot()->yAxis->tickLabelColor(), QColor(Qt::black));
    }

    void chartExportErrors() {
        ChartWidget chart;
        chart.clear(QStringLiteral("empty"));
        QString error;
        QVERIFY(!chart.exportTo(QStringLiteral("/nonexistent-dir/x.svg"), error));
        QVERIFY(error.contains(QStringLiteral("/nonexistent-dir/x.svg")));
    }
};

QTEST_MAIN(TestStatsView)
#include "test_statsview.moc"
