#include "stats/chartwidget.h"

#include <algorithm>
#include <cmath>

#include <QBuffer>
#include <QEvent>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QPageSize>
#include <QPdfWriter>
#include <QPolygonF>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace floorgen::gui {

namespace {

const QColor kMain(59, 125, 216);
const QColor kSecondary(184, 201, 230);
const QColor kDocumented(214, 39, 40);
const QColor kWhisker(30, 30, 30);
const QColor kWhiskerDark(225, 225, 225);

bool isDark(const QPalette &palette) {
    return palette.color(QPalette::Base).lightness() < 128;
}

QFont withSize(QFont f, int points, bool bold = false) {
    f.setPointSize(points);
    f.setBold(bold);
    return f;
}

// `text` in lines no wider than `width` where it can: its own lines kept, then a line broken at " — ", then
// at spaces (a single word wider than `width` stays whole).
QString wrapped(const QString &text, const QFontMetrics &fm, int width) {
    QStringList out;
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        QStringList parts;
        if (fm.horizontalAdvance(line) <= width)
            parts << line;
        else
            parts = line.split(QStringLiteral(" — "));
        for (const QString &part : parts) {
            QString current;
            for (const QString &word : part.split(QLatin1Char(' '))) {
                const QString next = current.isEmpty() ? word : current + QLatin1Char(' ') + word;
                if (!current.isEmpty() && fm.horizontalAdvance(next) > width) {
                    out << current;
                    current = word;
                } else {
                    current = next;
                }
            }
            out << current;
        }
    }
    return out.join(QLatin1Char('\n'));
}

// The size of a text of one or more lines, as QCustomPlot measures it.
QSize textSize(const QFont &font, const QString &text) {
    return QFontMetrics(font).boundingRect(0, 0, 0, 0, Qt::TextDontClip | Qt::AlignHCenter, text).size();
}

} // namespace

ChartWidget::ChartWidget(QWidget *parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this)) {
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot, 1);
    // Before there are figures: a sentence in the page's width, not a text drawn inside an empty plot (which
    // cut it and ran the empty axes' numbers together).
    m_empty = new QLabel(this);
    m_empty->setObjectName(QStringLiteral("chartEmptyText"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setMargin(24);
    m_empty->setFont(withSize(font(), 11));
    layout->addWidget(m_empty);
    m_empty->hide();
    m_plot->setMinimumSize(360, 220); // docked under the map at 1024x768, the window keeps its height
    // The notes under the plot, wrapped to the page's width (drawn inside the plot they were cut at its
    // right edge, in French most).
    m_notesLabel = new QLabel(this);
    m_notesLabel->setObjectName(QStringLiteral("chartNotes"));
    m_notesLabel->setWordWrap(true);
    m_notesLabel->setTextFormat(Qt::PlainText);
    m_notesLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_notesLabel->setFont(withSize(font(), 8));
    m_notesLabel->setContentsMargins(12, 2, 12, 6);
    m_notesLabel->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    m_notesLabel->setAutoFillBackground(true); // the plot's background: one picture with the chart
    layout->addWidget(m_notesLabel, 0);
    m_notesLabel->hide();
    m_plot->setAntialiasedElements(QCP::aeAll);
    // Layout: title, axis rect, notes (conditions of the documented values).
    QCPLayoutGrid *grid = m_plot->plotLayout();
    grid->insertRow(0);
    m_titleElement = new QCPTextElement(m_plot, QString(), withSize(font(), 12, true));
    grid->addElement(0, 0, m_titleElement);
    m_notesElement = new QCPTextElement(m_plot, QString(), withSize(font(), 8));
    m_notesElement->setTextFlags(Qt::AlignLeft | Qt::AlignVCenter);
    m_notesElement->setTextColor(QColor(70, 70, 70));
    m_notesElement->setMargins(QMargins(12, 2, 12, 6));
    grid->addElement(2, 0, m_notesElement);
    m_notesElement->setVisible(false);
    // The legend in a row of its own under the axes, its entries side by side: inside the axis rectangle it
    // covered the bars and the axis labels.
    m_plot->axisRect()->insetLayout()->take(m_plot->legend);
    m_plot->axisRect()->insetLayout()->simplify();
    grid->insertRow(2);
    grid->addElement(2, 0, m_plot->legend);
    grid->setRowStretchFactor(2, 0.001);
    m_plot->legend->setFillOrder(QCPLegend::foColumnsFirst);
    m_plot->legend->setMargins(QMargins(8, 2, 8, 2));
    m_plot->legend->setBorderPen(Qt::NoPen);
    m_plot->legend->setBrush(Qt::NoBrush);
    applyTheme(isDark(palette()));
    clear(tr("No figures yet."));
}

void ChartWidget::applyTheme(bool dark) {
    m_dark = dark;
    const QColor background = dark ? palette().color(QPalette::Base) : QColor(Qt::white);
    const QColor text = dark ? QColor(230, 230, 230) : QColor(Qt::black);
    const QColor grid = dark ? QColor(90, 90, 90) : QColor(200, 200, 200);
    m_plot->setBackground(background);
    for (QCPAxis *axis : {m_plot->xAxis, m_plot->yAxis, m_plot->xAxis2, m_plot->yAxis2}) {
        axis->setBasePen(QPen(text, 1));
        axis->setTickPen(QPen(text, 1));
        axis->setSubTickPen(QPen(text, 1));
        axis->setTickLabelColor(text);
        axis->setLabelColor(text);
        axis->grid()->setPen(QPen(grid, 1, Qt::DotLine));
        axis->grid()->setZeroLinePen(Qt::NoPen);
    }
    m_titleElement->setTextColor(text);
    m_notesElement->setTextColor(dark ? QColor(190, 190, 190) : QColor(70, 70, 70));
    {
        QPalette notes = m_notesLabel->palette();
        notes.setColor(QPalette::WindowText, dark ? QColor(190, 190, 190) : QColor(70, 70, 70));
        notes.setColor(QPalette::Window, background);
        m_notesLabel->setPalette(notes);
    }
    m_plot->legend->setTextColor(text);
    for (int i = 0; i < m_plot->plottableCount(); ++i)
        if (auto *errors = qobject_cast<QCPErrorBars *>(m_plot->plottable(i)))
            errors->setPen(QPen(dark ? kWhiskerDark : kWhisker, 1.4));
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void ChartWidget::changeEvent(QEvent *event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && isDark(palette()) != m_dark)
        applyTheme(isDark(palette()));
}

void ChartWidget::reset(const QString &title, const QString &notes) {
    m_title = title;
    m_empty->hide();
    m_plot->show();
    m_rateLabels.clear();
    m_markerLabels.clear();
    m_plot->clearItems();
    m_plot->clearPlottables();
    m_plot->clearGraphs();
    m_titleElement->setText(title);
    fitTitle();
    // The axes' numbers in the interface's language ("1,00" in French, as the texts under the chart).
    m_plot->setLocale(QLocale());
    m_notes = notes;
    placeNotes();
    m_plot->xAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    m_plot->xAxis->setTickLabelRotation(0);
    m_plot->xAxis->setLabel(QString());
    m_plot->yAxis->setLabel(QString());
    m_plot->legend->setVisible(false);
}

void ChartWidget::clear(const QString &message) {
    reset(QString(), QString());
    m_title.clear();
    auto *text = new QCPItemText(m_plot);
    text->position->setType(QCPItemPosition::ptAxisRectRatio);
    text->position->setCoords(0.5, 0.5);
    text->setText(message);
    text->setFont(withSize(font(), 11));
    m_plot->xAxis->setRange(0, 1);
    m_plot->yAxis->setRange(0, 1);
    m_plot->replot();
    m_plot->hide();
    m_notesLabel->hide();
    m_empty->setText(message);
    m_empty->show();
}

QString ChartWidget::emptyText() const {
    return m_empty->isHidden() ? QString() : m_empty->text();
}

void ChartWidget::fitLayout() {
    m_plot->replot(); // (lays the axes out: what follows reads their size)
    fitTicks();
    fitLegend();
    m_plot->replot();
    placeMarkerLabels();
    m_plot->replot();
}

void ChartWidget::fitTicks() {
    // As many value ticks as the axis' height holds apart.
    const QFontMetrics fm(m_plot->yAxis->tickLabelFont());
    const int axisHeight =
        m_plot->axisRect()->height() > 0 ? m_plot->axisRect()->height() : m_plot->height() / 2;
    m_plot->yAxis->ticker()->setTickCount(std::clamp(axisHeight / (fm.height() * 3), 2, 6));
    if (m_rateLabels.isEmpty())
        return;
    // The category names level when each is narrower than the room between two ticks, else turned as little
    // as keeps neighbours apart: turned by a, two names a tick apart (d pixels) are d·sin(a) apart across
    // their lines, which must hold a name's height. (The width of a name of two lines is its longer line's:
    // the sum of whole strings rotated some names that fitted and let others run together while a run went.)
    const QFont font = m_plot->xAxis->tickLabelFont();
    const double step =
        std::abs(m_plot->xAxis->coordToPixel(2) - m_plot->xAxis->coordToPixel(1)); // one category
    const int gap = QFontMetrics(font).averageCharWidth();
    int widest = 0, tallest = 0;
    for (const QString &label : m_rateLabels) {
        const QSize size = textSize(font, label);
        widest = std::max(widest, size.width());
        tallest = std::max(tallest, size.height());
    }
    double rotation = 0;
    if (widest + gap > step) {
        rotation = -90;
        for (const double degrees : {30.0, 35.0, 45.0, 60.0, 75.0})
            if (step * std::sin(degrees * M_PI / 180.0) >= tallest + gap / 2) {
                rotation = -degrees;
                break;
            }
    }
    m_plot->xAxis->setTickLabelRotation(rotation);
}

void ChartWidget::fitLegend() {
    // As many legend entries side by side as the plot's width holds whole ("Measured, all t" at 1024 px);
    // the others on rows below.
    QCPLegend *legend = m_plot->legend;
    if (!legend->visible())
        return;
    std::vector<int> widths; // (a wrapped grid has empty cells)
    for (int i = 0; i < legend->itemCount(); ++i)
        if (QCPAbstractLegendItem *item = legend->item(i))
            widths.push_back(item->minimumOuterSizeHint().width());
    const int count = static_cast<int>(widths.size());
    if (count == 0)
        return;
    const QMargins margins = legend->margins();
    const int avail = m_plot->width() - margins.left() - margins.right() - 8;
    int columns = 1;
    for (int c = count; c >= 1; --c) {
        int total = (c - 1) * legend->columnSpacing();
        for (int j = 0; j < c; ++j) {
            int column = 0;
            for (int i = j; i < count; i += c)
                column = std::max(column, widths[static_cast<std::size_t>(i)]);
            total += column;
        }
        if (total <= avail) {
            columns = c;
            break;
        }
    }
    if (legend->wrap() != columns || legend->columnCount() > columns) {
        legend->setWrap(columns);
        legend->setFillOrder(QCPLegend::foColumnsFirst, true);
    }
}

void ChartWidget::placeMarkerLabels() {
    // Each documented value's label where it runs into nothing: right of its marker, above it, below it, or
    // upright along it (issue 46: "1,00 %" ran into the next category's bar at 1024 px).
    if (m_markerLabels.empty())
        return;
    QList<QRectF> obstacles;
    for (int i = 0; i < m_plot->plottableCount(); ++i) {
        if (auto *bars = qobject_cast<QCPBars *>(m_plot->plottable(i)))
            for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it) {
                const QPointF a(m_plot->xAxis->coordToPixel(it->key - bars->width() / 2),
                                m_plot->yAxis->coordToPixel(0));
                const QPointF b(m_plot->xAxis->coordToPixel(it->key + bars->width() / 2),
                                m_plot->yAxis->coordToPixel(it->value));
                obstacles << QRectF(a, b).normalized().adjusted(-1, -2, 1, 0);
            }
        if (auto *errors = qobject_cast<QCPErrorBars *>(m_plot->plottable(i))) {
            auto *bars = qobject_cast<QCPBars *>(errors->dataPlottable());
            if (!bars)
                continue;
            for (int k = 0; k < errors->dataCount() && k < bars->dataCount(); ++k) {
                const auto bar = bars->data()->at(k);
                const QCPErrorBarsData e = errors->data()->at(k);
                const double x = m_plot->xAxis->coordToPixel(bar->key);
                obstacles << QRectF(QPointF(x - errors->whiskerWidth() / 2 - 1,
                                            m_plot->yAxis->coordToPixel(bar->value + e.errorPlus) - 2),
                                    QPointF(x + errors->whiskerWidth() / 2 + 1,
                                            m_plot->yAxis->coordToPixel(bar->value - e.errorMinus) + 2));
            }
        }
    }
    for (const MarkerLabel &m : m_markerLabels) {
        const QPointF at(m_plot->xAxis->coordToPixel(m.key), m_plot->yAxis->coordToPixel(m.value));
        obstacles << QRectF(at - QPointF(6, 6), QSizeF(12, 12)); // the diamonds
    }
    const QRectF axes = QRectF(m_plot->axisRect()->rect()).adjusted(1, 1, -1, -1);
    struct Place {
        QPointF offset;
        Qt::Alignment align;
        double rotation;
    };
    const Place places[] = {
        {{9, 0}, Qt::AlignLeft | Qt::AlignVCenter, 0},  {{0, -8}, Qt::AlignHCenter | Qt::AlignBottom, 0},
        {{0, 8}, Qt::AlignHCenter | Qt::AlignTop, 0},   {{0, -8}, Qt::AlignLeft | Qt::AlignVCenter, -90},
        {{0, 8}, Qt::AlignLeft | Qt::AlignVCenter, 90}, {{-9, 0}, Qt::AlignRight | Qt::AlignVCenter, 0},
    };
    const auto shapeOf = [](QCPItemText *text) {
        QPolygonF corners;
        for (QCPItemAnchor *a : {text->topLeft, text->topRight, text->bottomRight, text->bottomLeft})
            corners << a->pixelPosition();
        return corners.boundingRect();
    };
    for (const MarkerLabel &m : m_markerLabels) {
        const QPointF at(m_plot->xAxis->coordToPixel(m.key), m_plot->yAxis->coordToPixel(m.value));
        double bestOverlap = -1;
        const Place *best = &places[0];
        for (const Place &place : places) {
            m.text->position->setCoords(m_plot->xAxis->pixelToCoord(at.x() + place.offset.x()),
                                        m_plot->yAxis->pixelToCoord(at.y() + place.offset.y()));
            m.text->setPositionAlignment(place.align);
            m.text->setRotation(place.rotation);
            const QRectF r = shapeOf(m.text);
            double overlap = 0;
            for (const QRectF &o : obstacles) {
                const QRectF both = r & o;
                overlap += both.width() * both.height();
            }
            const QRectF outside = r & axes;
            overlap += r.width() * r.height() - outside.width() * outside.height();
            if (bestOverlap < 0 || overlap < bestOverlap) {
                bestOverlap = overlap;
                best = &place;
            }
            if (overlap <= 0)
                break;
        }
        m.text->position->setCoords(m_plot->xAxis->pixelToCoord(at.x() + best->offset.x()),
                                    m_plot->yAxis->pixelToCoord(at.y() + best->offset.y()));
        m.text->setPositionAlignment(best->align);
        m.text->setRotation(best->rotation);
        obstacles << shapeOf(m.text); // the next label keeps clear of this one
    }
}

void ChartWidget::showRates(const RateChart &chart) {
    reset(chart.title, chart.notes);
    const int n = static_cast<int>(chart.bars.size());
    bool anySecondary = false, anyDocumented = false;
    for (const RateBar &b : chart.bars) {
        anySecondary = anySecondary || b.secondary.has_value();
        anyDocumented = anyDocumented || b.documented.has_value();
    }
    const double mainOffset = anySecondary ? 0.06 : 0.0;
    const double width = anySecondary ? 0.26 : 0.4;

    QVector<double> keys, values, minus, plus, secKeys, secValues, docKeys, docValues;
    QVector<QString> labels;
    double top = 0.0;
    for (int i = 0; i < n; ++i) {
        const RateBar &b = chart.bars[static_cast<std::size_t>(i)];
        const double x = i + 1;
        labels << b.label;
        keys << x + mainOffset;
        values << b.value * 100.0;
        minus << std::max(0.0, (b.value - b.low) * 100.0);
        plus << std::max(0.0, (b.high - b.value) * 100.0);
        top = std::max(top, b.high * 100.0);
        if (b.secondary) {
            secKeys << x - 0.24;
            secValues << *b.secondary * 100.0;
            top = std::max(top, *b.secondary * 100.0);
        }
        if (b.documented) {
            const double docX = x + mainOffset + width / 2 + 0.1;
            docKeys << docX;
            docValues << *b.documented * 100.0;
            top = std::max(top, *b.documented * 100.0);
            // A dashed line across the measured bar at the documented value, and the value's text.
            auto *line = new QCPItemLine(m_plot);
            line->start->setCoords(x + mainOffset - width / 2 - 0.02, *b.documented * 100.0);
            line->end->setCoords(docX, *b.documented * 100.0);
            line->setPen(QPen(kDocumented, 1.2, Qt::DashLine));
            auto *text = new QCPItemText(m_plot);
            text->position->setCoords(docX + 0.07, *b.documented * 100.0); // (placeMarkerLabels moves it)
            text->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
            text->setText(b.documentedText);
            text->setColor(kDocumented);
            text->setFont(withSize(font(), 8, true));
            m_markerLabels.push_back({text, docX, *b.documented * 100.0});
        }
    }

    if (!secKeys.isEmpty()) {
        auto *sec = new QCPBars(m_plot->xAxis, m_plot->yAxis);
        sec->setName(chart.secondaryName);
        sec->setWidth(0.2);
        sec->setPen(QPen(kSecondary.darker(130)));
        sec->setBrush(kSecondary);
        sec->setData(secKeys, secValues, true);
    }
    auto *bars = new QCPBars(m_plot->xAxis, m_plot->yAxis);
    bars->setName(chart.mainName);
    bars->setWidth(width);
    bars->setPen(QPen(kMain.darker(130)));
    bars->setBrush(kMain);
    bars->setData(keys, values, true);

    auto *errors = new QCPErrorBars(m_plot->xAxis, m_plot->yAxis);
    errors->setName(tr("95% interval"));
    errors->setDataPlottable(bars);
    errors->setData(minus, plus);
    errors->setPen(QPen(m_dark ? kWhiskerDark : kWhisker, 1.4));
    errors->setWhiskerWidth(10);

    if (anyDocumented) {
        QCPGraph *docs = m_plot->addGraph();
        docs->setName(chart.documentedName);
        docs->setLineStyle(QCPGraph::lsNone);
        docs->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, kDocumented, Qt::white, 10));
        docs->setPen(QPen(kDocumented, 2));
        docs->setData(docKeys, docValues, true);
    }

    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    for (int i = 0; i < n; ++i)
        ticker->addTick(i + 1, labels[i]);
    m_plot->xAxis->setTicker(ticker);
    m_rateLabels = QStringList(labels.begin(), labels.end());
    m_plot->xAxis->setSubTicks(false);
    m_plot->xAxis->setTickLength(0, 4);
    m_plot->xAxis->setRange(0.4, n + 0.75);
    m_plot->xAxis->grid()->setVisible(false);
    m_plot->yAxis->setLabel(chart.valueLabel);
    m_plot->yAxis->setRange(0, std::min(105.0, std::max(5.0, top * 1.18)));
    m_plot->legend->setVisible(true);
    m_plot->legend->setFont(withSize(font(), 8));
    fitLayout();
}

void ChartWidget::showHistogram(const HistogramChart &chart) {
    reset(chart.title, chart.notes);
    QVector<double> keys, values;
    double top = 0.0;
    int lo = 0, hi = 1;
    if (!chart.bins.empty()) {
        lo = chart.bins.front().first;
        hi = chart.bins.back().first;
    }
    for (const auto &[value, count] : chart.bins) {
        keys << value;
        const double share =
            chart.total ? 100.0 * static_cast<double>(count) / static_cast<double>(chart.total) : 0;
        values << share;
        top = std::max(top, share);
    }
    auto *bars = new QCPBars(m_plot->xAxis, m_plot->yAxis);
    bars->setName(chart.valueLabel);
    bars->setWidth(0.8);
    bars->setPen(QPen(kMain.darker(130)));
    bars->setBrush(kMain);
    bars->setData(keys, values, true);
    QSharedPointer<QCPAxisTickerFixed> ticker(new QCPAxisTickerFixed);
    ticker->setTickStep(1.0);
    ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    m_plot->xAxis->setTicker(ticker);
    m_plot->xAxis->setSubTicks(false);
    m_plot->xAxis->grid()->setVisible(false);
    m_plot->xAxis->setLabel(chart.valueLabel);
    m_plot->xAxis->setRange(lo - 0.7, hi + 0.7);
    m_plot->yAxis->setLabel(tr("% of floors"));
    m_plot->yAxis->setRange(0, std::max(1.0, top * 1.12));
    fitLayout();
}

void ChartWidget::placeNotes(int exportWidth) {
    constexpr int kPlotMinHeight = 360; // what the plot keeps beside the notes
    if (exportWidth > 0) {
        const QFontMetrics fm(m_notesElement->font());
        m_notesElement->setText(wrapped(m_notes, fm, exportWidth - 24 - 8));
        m_notesElement->setVisible(!m_notes.isEmpty());
        return;
    }
    m_notesElement->setText(QString());
    m_notesElement->setVisible(false);
    if (m_notesLabel->text() != m_notes)
        m_notesLabel->setText(m_notes);
    const bool room = height() - m_notesLabel->heightForWidth(width()) >= kPlotMinHeight;
    const bool shown = room && !m_notes.isEmpty() && !m_plot->isHidden();
    m_plot->setToolTip(room ? QString() : m_notes);
    m_notesLabel->setVisible(shown);
}

QString ChartWidget::shownTitle() const {
    return m_titleElement->text();
}

QFont ChartWidget::shownTitleFont() const {
    return m_titleElement->font();
}

void ChartWidget::fitTitle() {
    // A title wider than the plot goes on two lines at its dash, and more at spaces when a line is still too
    // wide (issue 46 point 7: it was cut at both ends at 1024 px, in French most), in a smaller size then,
    // so that a short plot keeps its height for the bars (the lines were squeezed over each other).
    const int width = m_plot->width() - 16;
    QFont font = withSize(this->font(), 12, true);
    if (QFontMetrics(font).horizontalAdvance(m_title) > width)
        font = withSize(this->font(), 10, true);
    const QString shown = wrapped(m_title, QFontMetrics(font), width);
    if (m_titleElement->text() != shown || m_titleElement->font() != font) {
        m_titleElement->setFont(font);
        m_titleElement->setText(shown);
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    }
}

void ChartWidget::resizeEvent(QResizeEvent *event) {
    QWidget::resizeEvent(event);
    fitTitle();
    placeNotes();
    if (m_plot->isVisible())
        fitLayout();
}

bool ChartWidget::exportTo(const QString &fileName, QString &error, int width, int height) const {
    // An export has the notes whatever the size on screen, and the light look whatever the screen's.
    auto *self = const_cast<ChartWidget *>(this);
    const bool dark = m_dark;
    self->placeNotes(width);
    if (dark)
        self->applyTheme(false);
    const bool ok = writeChart(fileName, error, width, height);
    if (dark)
        self->applyTheme(true);
    self->placeNotes();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
    return ok;
}

bool ChartWidget::writeChart(const QString &fileName, QString &error, int width, int height) const {
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    QByteArray data;
    QBuffer buffer(&data);
    buffer.open(QIODevice::WriteOnly);
    if (suffix == QLatin1String("png")) {
        const QPixmap pixmap = m_plot->toPixmap(width, height, 1.0);
        if (pixmap.isNull() || !pixmap.save(&buffer, "PNG")) {
            error = tr("could not render the chart as PNG");
            return false;
        }
    } else if (suffix == QLatin1String("svg")) {
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(QSize(width, height));
        generator.setViewBox(QRect(0, 0, width, height));
        generator.setTitle(m_title);
        QCPPainter painter(&generator);
        m_plot->toPainter(&painter, width, height);
        painter.end();
    } else if (suffix == QLatin1String("pdf")) {
        QPdfWriter writer(&buffer);
        writer.setResolution(72);
        writer.setPageSize(QPageSize(QSizeF(width, height), QPageSize::Point));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setTitle(m_title);
        writer.setCreator(QStringLiteral("Isaac Floor Generator"));
        QCPPainter painter(&writer);
        painter.setMode(QCPPainter::pmVectorized);
        painter.setMode(QCPPainter::pmNoCaching);
        m_plot->toPainter(&painter, width, height);
        painter.end();
    } else {
        error = tr("\"%1\": unknown chart format \"%2\" (png, svg or pdf)").arg(fileName, suffix);
        return false;
    }
    buffer.close();
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit()) {
        error = tr("could not write \"%1\": %2").arg(fileName, file.errorString());
        return false;
    }
    return true;
}

} // namespace floorgen::gui
