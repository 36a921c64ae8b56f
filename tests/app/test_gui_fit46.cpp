// Issue 46 ("The map is the product: what a newcomer met"), what did not fit: the statistics charts (titles
// and legends cut, the documented value's label run into a bar, category names over each other, the text
// under the chart cut, "1.00" in a French chart), the Room-Clear Rewards dock at 1024x768 (its difficulty
// line, the luck slider and the Odds column cut) and the notes under a zoomed map painted over its rooms.
// Each at 1024x768 and 1440x900, in English and in French. With FLOORGEN_SCREENSHOT_DIR set, the screens
// are saved there (fit46-*.png), light and dark.

#include "languagemanager.h"
#include "mainwindow.h"
#include "map/mapwidget.h"
#include "rewards/rewardspanel.h"
#include "rewards/rewardtablemodel.h"
#include "stats/chartwidget.h"
#include "stats/statsview.h"
#include "uistyle.h"
#include "windowfixture.h"

#include <cmath>

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFontInfo>
#include <QHeaderView>
#include <QLabel>
#include <QPolygonF>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QStandardPaths>
#include <QStyleFactory>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTransform>
#include <qcustomplot.h>

using namespace floorgen;
using namespace floorgen::gui;
using namespace floorgen::testing;

namespace {

QString rectText(const QRectF &r) {
    return QStringLiteral("%1,%2 %3x%4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

// The pixel rectangles of every bar of a chart (main and secondary bars).
QList<QRectF> barRects(QCustomPlot *plot) {
    QList<QRectF> out;
    for (int i = 0; i < plot->plottableCount(); ++i) {
        auto *bars = qobject_cast<QCPBars *>(plot->plottable(i));
        if (!bars)
            continue;
        for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it) {
            const double x0 = plot->xAxis->coordToPixel(it->key - bars->width() / 2);
            const double x1 = plot->xAxis->coordToPixel(it->key + bars->width() / 2);
            const double y0 = plot->yAxis->coordToPixel(0), y1 = plot->yAxis->coordToPixel(it->value);
            out << QRectF(QPointF(x0, y1), QPointF(x1, y0)).normalized();
        }
    }
    return out;
}

// Where QCustomPlot draws a bottom axis' tick label (QCPAxisPainterPrivate::getTickLabelDrawOffset, labels
// outside the axis): a rectangle of the text's size, rotated about its top left corner, relative to the
// point under the tick.
QPolygonF tickLabelShape(const QFont &font, const QString &text, double rotation, double tickX) {
    const QRect bounds = QFontMetrics(font)
                             .boundingRect(0, 0, 0, 0, Qt::TextDontClip | Qt::AlignHCenter, text)
                             .translated(0, 0);
    const QRectF box(0, 0, bounds.width(), bounds.height());
    const double radians = rotation / 180.0 * M_PI;
    QPointF offset(-box.width() / 2, 0);
    if (!qFuzzyIsNull(rotation)) {
        if (rotation > 0)
            offset = QPointF(std::sin(radians) * box.height() / 2, 0);
        else
            offset = QPointF(-std::cos(-radians) * box.width() - std::sin(-radians) * box.height() / 2,
                             std::sin(-radians) * box.width());
    }
    QTransform t;
    t.translate(tickX + static_cast<int>(offset.x()), static_cast<int>(offset.y()));
    t.rotate(rotation);
    return t.map(QPolygonF(box));
}

// What issue 46 point 1 asks of a chart shown: the title's lines and every legend entry whole, the
// documented values' labels clear of the bars and inside the axes, the category names apart, numbers in the
// language's format.
void checkChart(ChartWidget *chart, const QString &what) {
    QCustomPlot *plot = chart->plot();
    QVERIFY2(plot->isVisible(), qPrintable(what));
    plot->replot();
    const QRect plotRect = plot->rect();
    // The title.
    const QFontMetrics titleFm(plot->font());
    for (int i = 0; i < plot->plotLayout()->elementCount(); ++i)
        if (auto *title = qobject_cast<QCPTextElement *>(plot->plotLayout()->elementAt(i))) {
            if (!title->visible() || title->text().isEmpty())
                continue;
            const QFontMetrics fm(title->font());
            const QRect need = fm.boundingRect(0, 0, 0, 0, Qt::TextDontClip, title->text());
            QVERIFY2(need.width() <= title->rect().width() && need.height() <= title->outerRect().height(),
                     qPrintable(QStringLiteral("%1: \"%2\" needs %3x%4 in %5 (plot %6x%7)")
                                    .arg(what, title->text())
                                    .arg(need.width())
                                    .arg(need.height())
                                    .arg(rectText(title->outerRect()))
                                    .arg(plot->width())
                                    .arg(plot->height())));
            QVERIFY2(plotRect.contains(title->outerRect()), qPrintable(what));
        }
    // The legend: each entry's text drawn whole, inside the plot.
    QCPLegend *legend = plot->legend;
    if (legend->visible())
        for (int i = 0; i < legend->itemCount(); ++i) {
            auto *item = qobject_cast<QCPPlottableLegendItem *>(legend->item(i));
            if (!item)
                continue;
            const QString text = item->plottable()->name();
            const QFontMetrics fm(item->font());
            const int textWidth = fm.boundingRect(0, 0, 0, 0, Qt::TextDontClip, text).width();
            const int need = legend->iconSize().width() + legend->iconTextPadding() + textWidth;
            QVERIFY2(item->rect().width() >= need,
                     qPrintable(QStringLiteral("%1: legend \"%2\" needs %3 px, has %4")
                                    .arg(what, text)
                                    .arg(need)
                                    .arg(item->rect().width())));
            QVERIFY2(plotRect.contains(item->outerRect()),
                     qPrintable(QStringLiteral("%1: legend \"%2\" at %3 in %4")
                                    .arg(what, text, rectText(item->outerRect()), rectText(plotRect))));
        }
    // The documented values' labels: clear of every bar, inside the axes, apart from each other.
    const QList<QRectF> bars = barRects(plot);
    const QRectF axes = plot->axisRect()->rect();
    QList<QRectF> labels;
    for (int i = 0; i < plot->itemCount(); ++i) {
        auto *text = qobject_cast<QCPItemText *>(plot->item(i));
        if (!text || !text->visible() || text->text().isEmpty())
            continue;
        QPolygonF corners;
        for (QCPItemAnchor *a : {text->topLeft, text->topRight, text->bottomRight, text->bottomLeft})
            corners << a->pixelPosition();
        const QRectF r = corners.boundingRect();
        for (const QRectF &bar : bars)
            QVERIFY2(!r.intersects(bar),
                     qPrintable(QStringLiteral("%1: label \"%2\" at %3 runs into a bar at %4")
                                    .arg(what, text->text(), rectText(r), rectText(bar))));
        QVERIFY2(axes.adjusted(-1, -1, 1, 1).contains(r),
                 qPrintable(QStringLiteral("%1: label \"%2\" at %3 outside the axes %4")
                                .arg(what, text->text(), rectText(r), rectText(axes))));
        for (const QRectF &other : labels)
            QVERIFY2(!r.intersects(other),
                     qPrintable(QStringLiteral("%1: label \"%2\" over another").arg(what, text->text())));
        labels << r;
        // A percentage is written as the text under the chart writes it: "1,00 %" in French.
        if (text->text().contains(QLatin1Char('%'))) {
            QVERIFY2(!text->text().contains(QLocale().decimalPoint() == QStringLiteral(",")
                                                ? QLatin1Char('.')
                                                : QLatin1Char(',')),
                     qPrintable(text->text()));
        }
    }
    // The category names (a text ticker): adjacent ones apart.
    if (auto ticker = plot->xAxis->ticker().dynamicCast<QCPAxisTickerText>()) {
        QPolygonF previous;
        for (auto it = ticker->ticks().constBegin(); it != ticker->ticks().constEnd(); ++it) {
            const QPolygonF shape =
                tickLabelShape(plot->xAxis->tickLabelFont(), it.value(), plot->xAxis->tickLabelRotation(),
                               plot->xAxis->coordToPixel(it.key()));
            if (!previous.isEmpty())
                QVERIFY2(!previous.intersects(shape),
                         qPrintable(QStringLiteral("%1: \"%2\" runs into the name before it (rotation %3)")
                                        .arg(what, it.value())
                                        .arg(plot->xAxis->tickLabelRotation())));
            previous = shape;
        }
    }
    // The value axis' numbers in the language's format.
    QVERIFY2(plot->locale().decimalPoint() == QLocale().decimalPoint(), qPrintable(what));
}

// The text under the chart (the notes) whole: every line, on every chart that has some.
void checkNotes(ChartWidget *chart, const QString &what) {
    for (QLabel *label : chart->findChildren<QLabel *>()) {
        if (!label->isVisible() || label->text().isEmpty())
            continue;
        if (label->wordWrap())
            QVERIFY2(label->height() >= label->heightForWidth(label->width()),
                     qPrintable(QStringLiteral("%1: \"%2\" %3 px high, needs %4")
                                    .arg(what, label->text().left(40))
                                    .arg(label->height())
                                    .arg(label->heightForWidth(label->width()))));
        else
            QVERIFY2(label->width() >= label->sizeHint().width(), qPrintable(what));
    }
    // In the plot itself (an export, or a tall chart): the text element's lines fit the plot's width.
    QCustomPlot *plot = chart->plot();
    for (int i = 0; i < plot->plotLayout()->elementCount(); ++i)
        if (auto *text = qobject_cast<QCPTextElement *>(plot->plotLayout()->elementAt(i)))
            if (text->visible() && !text->text().isEmpty()) {
                const QRect need =
                    QFontMetrics(text->font()).boundingRect(0, 0, 0, 0, Qt::TextDontClip, text->text());
                QVERIFY2(need.width() <= plot->width(), qPrintable(what + QStringLiteral(": notes wider")));
            }
}

// What issue 46 point 2 asks of the rewards dock: everything whole in it or reached by its scroll bar.
void checkRewardsDock(MainWindow &w, RewardsPanel *panel, const QString &name) {
    auto *scroll = qobject_cast<QScrollArea *>(panel->widget());
    QVERIFY(scroll && panel->isVisible());
    // The dock inside the window.
    const QRect dock(panel->mapTo(&w, QPoint(0, 0)), panel->size());
    QVERIFY2(w.rect().contains(dock), qPrintable(name + QStringLiteral(" dock at ") + rectText(dock)));
    QWidget *content = scroll->widget();
    const int reachableWidth = scroll->viewport()->width() + scroll->horizontalScrollBar()->maximum();
    const int reachableHeight = scroll->viewport()->height() + scroll->verticalScrollBar()->maximum();
    QVERIFY2(content->width() <= reachableWidth && content->height() <= reachableHeight, qPrintable(name));
    // No sideways scrolling: the column keeps its width.
    QCOMPARE(scroll->horizontalScrollBar()->maximum(), 0);
    for (QWidget *child : content->findChildren<QWidget *>()) {
        if (!child->isVisibleTo(content) || !child->parentWidget() || child->isWindow())
            continue;
        if (qobject_cast<QScrollBar *>(child) ||
            (child->parentWidget()->parentWidget() &&
             qobject_cast<QAbstractScrollArea *>(child->parentWidget()->parentWidget())))
            continue; // (a view's own viewport and scroll bars)
        const QRect r(child->mapTo(content, QPoint(0, 0)), child->size());
        QVERIFY2(QRect(QPoint(0, 0), QSize(reachableWidth, reachableHeight)).contains(r),
                 qPrintable(QStringLiteral("%1: %2 \"%3\" at %4, content %5x%6")
                                .arg(name, QString::fromLatin1(child->metaObject()->className()),
                                     child->objectName(), rectText(r))
                                .arg(reachableWidth)
                                .arg(reachableHeight)));
        // Inside its parent too (a layout that squeezes a child below its minimum cuts it).
        const QRect inParent(child->pos(), child->size());
        QVERIFY2(child->parentWidget()->rect().contains(inParent),
                 qPrintable(QStringLiteral("%1: %2 at %3 outside its parent %4")
                                .arg(name, QString::fromLatin1(child->metaObject()->className()),
                                     rectText(inParent), rectText(child->parentWidget()->rect()))));
    }
    // The difficulty line whole.
    bool difficulty = false;
    for (QLabel *label : content->findChildren<QLabel *>()) {
        if (!label->isVisibleTo(content) || label->text().isEmpty())
            continue;
        const QString text = label->text();
        if (text.startsWith(QStringLiteral("Difficult")))
            difficulty = true;
        if (label->wordWrap())
            QVERIFY2(label->height() >= label->heightForWidth(label->width()),
                     qPrintable(QStringLiteral("%1: \"%2\" cut").arg(name, text)));
        else
            QVERIFY2(label->width() >= label->minimumSizeHint().width() &&
                         label->width() >=
                             label->fontMetrics().horizontalAdvance(QString(text).remove(QLatin1Char('&'))),
                     qPrintable(QStringLiteral("%1: \"%2\" %3 px wide, needs %4")
                                    .arg(name, text)
                                    .arg(label->width())
                                    .arg(label->fontMetrics().horizontalAdvance(text))));
    }
    QVERIFY(difficulty);
    // The luck slider: at least its minimum width, in view sideways.
    auto *slider = content->findChild<QSlider *>();
    QVERIFY(slider);
    QVERIFY2(slider->width() >= std::max(slider->minimumSizeHint().width(), 80),
             qPrintable(QStringLiteral("%1: slider %2 px").arg(name).arg(slider->width())));
    const QRect sliderRect(slider->mapTo(scroll->viewport(), QPoint(0, 0)), slider->size());
    QVERIFY2(sliderRect.left() >= 0 && sliderRect.right() < scroll->viewport()->width(),
             qPrintable(name + QStringLiteral(" slider at ") + rectText(sliderRect)));
    // The table: every column whole in its viewport, the Odds column's header and cells whole.
    auto *table = content->findChild<QTableView *>();
    QVERIFY(table);
    panel->tabs()->setCurrentIndex(0);
    QCoreApplication::processEvents();
    QHeaderView *header = table->horizontalHeader();
    const int margin = 2 * table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 2;
    for (int column = 0; column < table->model()->columnCount(); ++column) {
        const int x = table->columnViewportPosition(column), width = table->columnWidth(column);
        QVERIFY2(x >= 0 && x + width <= table->viewport()->width(),
                 qPrintable(QStringLiteral("%1: column %2 at %3+%4 in %5")
                                .arg(name)
                                .arg(column)
                                .arg(x)
                                .arg(width)
                                .arg(table->viewport()->width())));
        if (column == RewardTableModel::OutcomeColumn)
            continue;
        const QString title = table->model()->headerData(column, Qt::Horizontal).toString();
        QVERIFY2(header->sectionSize(column) >= header->fontMetrics().horizontalAdvance(title) + margin + 4,
                 qPrintable(QStringLiteral("%1: header \"%2\" cut").arg(name, title)));
        for (int row = 0; row < table->model()->rowCount(); ++row) {
            const QString cell = table->model()->index(row, column).data().toString();
            QVERIFY2(width >= table->fontMetrics().horizontalAdvance(cell) + margin,
                     qPrintable(QStringLiteral("%1: \"%2\" in %3 px").arg(name, cell).arg(width)));
        }
    }
}

void saveShot(QWidget *w, const QString &name) {
    const QString dir = qEnvironmentVariable("FLOORGEN_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        QVERIFY(w->grab().save(dir + QStringLiteral("/fit46-") + name + QStringLiteral(".png")));
}

} // namespace

class TestGuiFit46 : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void cleanup() { QVERIFY(app::installLanguage(QStringLiteral("en"))); }

    // Point 1: the Statistics tab while a run goes and when it is done.
    void chartsFit_data() { addLookRows(); }
    void chartsFit() {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        QVERIFY(app::installLanguage(language));
        TestWindow tw;
        MainWindow &w = tw.window;
        QVERIFY(showAt(w, size));
        w.openFloor(withSeed(0x2C1B3F07u, 1));
        w.findChild<QAction *>(QStringLiteral("statisticsAction"))->trigger();
        auto *stats = w.findChild<StatsView *>();
        QVERIFY(stats && stats->isVisible());
        const QString name = lookName(language, size);
        // While a run goes: its first figures.
        stats->showChart(StatsView::Odds);
        stats->setRandomSeeds(40000000);
        stats->setThreads(1);
        stats->start();
        QTRY_VERIFY_WITH_TIMEOUT(
            stats->stats().floors > 0 && stats->chart(StatsView::Odds)->plot()->legend->visible(), 60000);
        QCoreApplication::processEvents();
        checkChart(stats->chart(StatsView::Odds), name + QStringLiteral(" running odds"));
        if (QTest::currentTestFailed())
            return;
        saveShot(&w, name + QStringLiteral("-stats-running"));
        stats->cancel();
        QVERIFY(stats->waitForIdle(60000));
        // Done.
        stats->setSeedRange(1, 3000);
        stats->start();
        QVERIFY(stats->waitForIdle(120000));
        for (const auto c : {StatsView::Odds, StatsView::Rooms, StatsView::RoomCount, StatsView::DeadEnds}) {
            stats->showChart(c);
            QCoreApplication::processEvents();
            const QString what = QStringLiteral("%1 chart %2").arg(name).arg(int(c));
            checkChart(stats->chart(c), what);
            checkNotes(stats->chart(c), what);
            if (QTest::currentTestFailed())
                return;
        }
        stats->showChart(StatsView::Odds);
        QCoreApplication::processEvents();
        saveShot(&w, name + QStringLiteral("-stats-odds"));
        stats->showChart(StatsView::Rooms);
        QCoreApplication::processEvents();
        saveShot(&w, name + QStringLiteral("-stats-rooms"));
    }

    // Point 1: a French chart writes its numbers as the French text does ("1,00 %", "0,5").
    void frenchChartNumbers() {
        QVERIFY(app::installLanguage(QStringLiteral("fr")));
        StatsView view;
        QVERIFY(showAt(view, QSize(1200, 800)));
        view.setSeedRange(1, 3000); // (enough for two room-type splits in the notes)
        view.start();
        QVERIFY(view.waitForIdle(120000));
        view.showChart(StatsView::Odds);
        QCustomPlot *plot = view.chart(StatsView::Odds)->plot();
        bool planetarium = false;
        for (int i = 0; i < plot->itemCount(); ++i)
            if (auto *t = qobject_cast<QCPItemText *>(plot->item(i))) {
                QVERIFY2(!t->text().contains(QLatin1Char('.')), qPrintable(t->text()));
                planetarium = planetarium || t->text() == QStringLiteral("1,00\u00a0%");
            }
        QVERIFY(planetarium);
        QCOMPARE(plot->locale().decimalPoint(), QStringLiteral(","));
        // The room-type splits of the notes are a French list: " ; " between them (it was "; ").
        const QString notes = view.chart(StatsView::Odds)->notes();
        const qsizetype split = notes.indexOf(QStringLiteral("Dé parmi dé/sacrifice"));
        QVERIFY2(split >= 0, qPrintable(notes));
        QVERIFY2(notes.indexOf(QStringLiteral("\u00a0; "), split) > split, qPrintable(notes.mid(split)));
        QVERIFY2(!notes.mid(split).contains(QRegularExpression(QStringLiteral("[^\u00a0]; "))),
                 qPrintable(notes.mid(split)));
        // The value axis of a chart whose range is small has decimals: French ones.
        view.showChart(StatsView::Rooms);
        QCustomPlot *rooms = view.chart(StatsView::Rooms)->plot();
        rooms->yAxis->setRange(0, 2.5);
        rooms->replot();
        QVector<double> ticks;
        QVector<QString> labels;
        rooms->yAxis->ticker()->generate(rooms->yAxis->range(), rooms->locale(),
                                         rooms->yAxis->numberFormat().at(0), rooms->yAxis->numberPrecision(),
                                         ticks, nullptr, &labels);
        bool decimals = false;
        for (const QString &l : labels) {
            QVERIFY2(!l.contains(QLatin1Char('.')), qPrintable(l));
            decimals = decimals || l.contains(QLatin1Char(','));
        }
        QVERIFY(decimals);
    }

    // Point 2: the Room-Clear Rewards dock at 1024x768 (and 1440x900): every control whole in the dock or
    // reached by its scroll bar, the difficulty line whole, the Odds column's header and cells whole.
    void rewardsDockFits_data() { addLookRows(); }
    void rewardsDockFits() {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        QVERIFY(app::installLanguage(language));
        TestWindow tw;
        MainWindow &w = tw.window;
        QVERIFY(showAt(w, size));
        w.openFloor(withSeed(0x2C1B3F07u, 1));
        auto *panel = w.findChild<RewardsPanel *>();
        QVERIFY(panel);
        panel->show();
        panel->raise();
        QCoreApplication::processEvents();
        const QString name = lookName(language, size);
        checkRewardsDock(w, panel, name + QStringLiteral(" at first"));
        if (QTest::currentTestFailed())
            return;
        // A hard floor, the greatest luck and many items: the longest difficulty line and odds.
        Settings hard = withSeed(0x2C1B3F07u, 1);
        hard.hard = true;
        w.openFloor(hard);
        RewardInputs in;
        in.luck = 10;
        in.contracts = 9;
        in.guppysTail = in.ribOfGreed = in.daemonsTail = in.luckyToe = in.rustedKey = true;
        panel->setInputs(in);
        QCoreApplication::processEvents();
        checkRewardsDock(w, panel, name + QStringLiteral(" hard"));
        if (QTest::currentTestFailed())
            return;
        // Moved to the right of the map, alone in its column.
        w.addDockWidget(Qt::RightDockWidgetArea, panel);
        panel->show();
        panel->raise();
        QCoreApplication::processEvents();
        checkRewardsDock(w, panel, name + QStringLiteral(" right"));
        saveShot(&w, name + QStringLiteral("-rewards"));
    }

    // Point 3: zoomed in, the notes under the map never cover a room, at any zoom and pan (the notes and the
    // legend keep their fitted size in a band of their own, outside the zoomed floor).
    void zoomedNotesCoverNoRoom_data() { addLookRows(); }
    void zoomedNotesCoverNoRoom() {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        QVERIFY(app::installLanguage(language));
        TestWindow tw;
        MainWindow &w = tw.window;
        QVERIFY(showAt(w, size));
        w.openFloor(withSeed(7));
        app::RenderOptions o = w.renderOptions();
        o.roomNumbers = true;
        o.distanceHeatMap = true; // (a second note, and the heat map's scale)
        w.setRenderOptions(o);
        w.flushRendering();
        MapWidget *m = w.mapWidget();
        const QString name = lookName(language, size);
        const QRectF widget(m->rect());
        QVERIFY(!m->notesArea().isEmpty());
        int checked = 0;
        for (const qreal zoom : {1.0, 1.25, 1.6, 2.0, 3.0, 5.0, 8.0})
            for (const QPointF pan :
                 {QPointF(0, 0), QPointF(-1e5, -1e5), QPointF(1e5, 1e5), QPointF(-1e5, 1e5),
                  QPointF(1e5, -1e5), QPointF(0, -1e5), QPointF(0, 1e5)}) {
                m->setZoomAndPan(zoom, pan);
                m->renderNow();
                const QRectF notes = m->notesArea(), legend = m->legendArea(), floor = m->floorArea();
                const QString where = QStringLiteral("%1 zoom %2 pan %3,%4")
                                          .arg(name)
                                          .arg(zoom)
                                          .arg(m->pan().x())
                                          .arg(m->pan().y());
                QVERIFY2(!notes.isEmpty() && widget.contains(notes), qPrintable(where));
                for (const Room &r : m->view().rooms) {
                    if (r.shape == Shape::Null)
                        continue;
                    QRectF drawn;
                    for (const Cell c : r.cells())
                        drawn |=
                            app::FloorRenderer::cellRect(m->targetRect(), m->view(), m->paintOptions(), c);
                    drawn = drawn.adjusted(1, 1, -1, -1) & floor; // (a room is drawn inside its cells)
                    if (drawn.isEmpty())
                        continue;
                    ++checked;
                    QVERIFY2(!drawn.intersects(notes),
                             qPrintable(QStringLiteral("%1: room %2 at %3 under the notes at %4")
                                            .arg(where)
                                            .arg(r.number)
                                            .arg(rectText(drawn), rectText(notes))));
                    if (!legend.isEmpty())
                        QVERIFY2(!drawn.intersects(legend),
                                 qPrintable(QStringLiteral("%1: room %2 at %3 under the legend at %4")
                                                .arg(where)
                                                .arg(r.number)
                                                .arg(rectText(drawn), rectText(legend))));
                }
                if (zoom > 1.0) {
                    // The floor is painted in its area only: outside it and the notes' and the legend's
                    // rectangles, the band is the background.
                    const QImage shown = m->cachedImage();
                    const qreal dpr = m->devicePixelRatioF();
                    const QColor background = app::FloorRenderer::backgroundColor(m->options().theme);
                    int foreign = 0;
                    for (int y = 0; y < shown.height(); y += 2)
                        for (int x = 0; x < shown.width(); x += 2) {
                            const QPointF p(x / dpr, y / dpr);
                            if (floor.adjusted(-1, -1, 1, 1).contains(p) ||
                                notes.adjusted(-2, -2, 2, 2).contains(p) ||
                                legend.adjusted(-2, -2, 2, 2).contains(p))
                                continue;
                            foreign += shown.pixelColor(x, y) != background;
                        }
                    QVERIFY2(foreign == 0,
                             qPrintable(QStringLiteral("%1: %2 pixels of the floor in the bands")
                                            .arg(where)
                                            .arg(foreign)));
                    // A click in the notes' band selects no room.
                    QCOMPARE(m->roomAt(notes.center()), -1);
                }
                if (QTest::currentTestFailed())
                    return;
            }
        QVERIFY(checked > 50);
        m->setZoomAndPan(3.0, QPointF(0, -1e5));
        m->renderNow();
        saveShot(m, name + QStringLiteral("-zoomed-bottom"));
    }

    // The screens of issue 46's points, light and dark, to look at (FLOORGEN_SCREENSHOT_DIR only).
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
            w.openFloor(withSeed(7));
            app::RenderOptions o = w.renderOptions();
            o.roomNumbers = true;
            o.distanceHeatMap = true;
            w.setRenderOptions(o);
            const QString name = lookName(language, size, dark);
            w.mapWidget()->setZoomAndPan(2.5, QPointF(0, -1e5));
            w.flushRendering();
            saveShot(&w, name + QStringLiteral("-zoomed"));
            w.mapWidget()->resetZoom();
            auto *panel = w.findChild<RewardsPanel *>();
            Settings hard = withSeed(7);
            hard.hard = true;
            w.openFloor(hard);
            RewardInputs in;
            in.luck = 10;
            in.contracts = 9;
            in.guppysTail = in.ribOfGreed = in.daemonsTail = in.luckyToe = in.rustedKey = true;
            panel->setInputs(in);
            panel->raise();
            w.flushRendering();
            QCoreApplication::processEvents();
            saveShot(&w, name + QStringLiteral("-rewards"));
            w.findChild<QAction *>(QStringLiteral("statisticsAction"))->trigger();
            auto *stats = w.findChild<StatsView *>();
            stats->setSeedRange(1, 3000);
            stats->start();
            QVERIFY(stats->waitForIdle(120000));
            stats->showChart(StatsView::Odds);
            QCoreApplication::processEvents();
            saveShot(&w, name + QStringLiteral("-odds"));
            stats->showChart(StatsView::Rooms);
            QCoreApplication::processEvents();
            saveShot(&w, name + QStringLiteral("-rooms"));
        }
    }
};

QTEST_MAIN(TestGuiFit46)
#include "test_gui_fit46.moc"
