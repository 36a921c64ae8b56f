#include "rewards/rewardchart.h"

#include "rewards/rewardtext.h"
#include "uistyle.h"

#include <algorithm>
#include <cmath>
#include <map>

#include <QEvent>
#include <QHelpEvent>
#include <QLocale>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace floorgen::gui {

namespace {

constexpr double kBarWidth = 0.72;
constexpr int kLineSteps = 100;     // lines: luck 0, 0.1, ..., 10
constexpr double kHoverRadius = 10; // pixels

// The inputs without luck: what the curves depend on.
RewardInputs withoutLuck(RewardInputs in) {
    in.luck = 0;
    return in;
}

QString luckText(double luck) {
    return QLocale().toString(luck, 'g', 4);
}

} // namespace

RewardChart::RewardChart(QWidget *parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this)) {
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);

    m_plot->setNoAntialiasingOnDrag(true);
    m_plot->plotLayout()->insertRow(0);
    m_title = new QCPTextElement(m_plot, QString(), QFont(font().family(), font().pointSize(), QFont::Bold));
    m_plot->plotLayout()->addElement(0, 0, m_title);

    // The legend below the axes, in columns.
    auto *legendRow = new QCPLayoutGrid;
    m_plot->plotLayout()->addElement(2, 0, legendRow);
    legendRow->setMargins(QMargins(6, 0, 6, 10));
    legendRow->addElement(0, 0, m_plot->legend);
    m_plot->legend->setVisible(true);
    m_plot->legend->setFillOrder(QCPLegend::foColumnsFirst);
    m_plot->legend->setWrap(3);
    m_plot->legend->setIconSize(14, 10);
    m_plot->plotLayout()->setRowStretchFactor(0, 0.001);
    m_plot->plotLayout()->setRowStretchFactor(2, 0.001);

    auto ticker = QSharedPointer<QCPAxisTickerFixed>::create();
    ticker->setTickStep(1.0);
    ticker->setScaleStrategy(QCPAxisTickerFixed::ssNone);
    m_plot->xAxis->setTicker(ticker);
    m_plot->xAxis->setLabel(tr("Luck"));
    m_plot->yAxis->setLabel(tr("Probability (%)"));
    m_plot->xAxis->grid()->setVisible(false);

    m_luckLine = new QCPItemStraightLine(m_plot);
    m_luckLabel = new QCPItemText(m_plot);
    m_luckLabel->position->setTypeX(QCPItemPosition::ptPlotCoords);
    m_luckLabel->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    m_luckLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_luckLabel->setPadding(QMargins(3, 1, 3, 1));
    m_luckLabel->setClipToAxisRect(false);
    // Above the bars and lines.
    m_luckLine->setLayer(QStringLiteral("overlay"));
    m_luckLabel->setLayer(QStringLiteral("overlay"));

    m_plot->installEventFilter(this);
    applyPalette();
    computeSeries();
    rebuildPlot();
}

QSize RewardChart::sizeHint() const {
    return {420, 380};
}

QSize RewardChart::minimumSizeHint() const {
    return {260, 240};
}

void RewardChart::setInputs(const RewardInputs &inputs) {
    const bool curvesChange = !m_haveSeries || withoutLuck(inputs) != withoutLuck(m_inputs);
    m_inputs = inputs;
    if (curvesChange) {
        computeSeries();
        rebuildPlot();
    } else {
        updateLuckMarker();
        m_plot->replot();
    }
}

void RewardChart::setStyle(Style style) {
    if (style == m_style)
        return;
    m_style = style;
    rebuildPlot();
}

void RewardChart::computeSeries() {
    const int steps = kLineSteps;
    std::vector<double> lucks;
    for (int i = 0; i <= steps; ++i)
        lucks.push_back(10.0 * i / steps);
    std::map<std::pair<int, int>, Series> byOutcome;
    RewardInputs in = withoutLuck(m_inputs);
    std::vector<std::vector<Outcome>> tables;
    for (double luck : lucks) {
        in.luck = luck;
        tables.push_back(exactDistribution(in));
        for (const Outcome &o : tables.back())
            byOutcome[{static_cast<int>(o.kind), o.count}];
    }
    m_series.clear();
    for (auto &[key, s] : byOutcome) {
        s.kind = static_cast<RewardKind>(key.first);
        s.count = key.second;
        for (std::size_t i = 0; i < lucks.size(); ++i) {
            s.luck.push_back(lucks[i]);
            s.probability.push_back(probabilityOf(tables[i], s.kind, s.count));
        }
        m_series.push_back(std::move(s));
    }
    m_haveSeries = true;
}

QColor RewardChart::seriesColor(std::size_t index) const {
    const Series &s = m_series[index];
    // The first count of a kind takes the kind's colour; further counts of the same kind alternate darker
    // and lighter shades.
    int rank = 0;
    for (std::size_t i = 0; i < index; ++i)
        rank += m_series[i].kind == s.kind;
    QColor base = rewardKindColor(s.kind);
    // On a dark background, dark kinds (bomb, locked chest) are lifted so that they stay visible.
    if (palette().color(QPalette::Base).lightness() < 128 && base.lightness() < 110)
        base = base.lighter(190);
    if (rank == 0)
        return base;
    return rank % 2 == 1 ? base.darker(100 + 35 * ((rank + 1) / 2)) : base.lighter(100 + 30 * (rank / 2));
}

QString RewardChart::itemsSummary() const {
    QStringList items;
    for (int i = 0; i < kRewardItemCount; ++i) {
        const auto item = static_cast<RewardItem>(i);
        const int n = itemCount(m_inputs, item);
        if (n == 1)
            items << rewardItemText(item);
        else if (n > 1)
            items << tr("%1 ×%2").arg(rewardItemText(item)).arg(n);
    }
    const QString mode = m_inputs.hard ? tr("hard mode") : tr("normal mode");
    if (items.isEmpty())
        return tr("No items, %1").arg(mode);
    return tr("%1; %2").arg(items.join(QStringLiteral(", ")), mode);
}

void RewardChart::rebuildPlot() {
    m_plot->clearPlottables();
    const QColor edge = palette().color(QPalette::Base);
    QCPBars *below = nullptr;
    double maxValue = 0;
    for (std::size_t i = 0; i < m_series.size(); ++i) {
        const Series &s = m_series[i];
        const QColor colour = seriesColor(i);
        const QString name = outcomeText(s.kind, s.count);
        if (m_style == Style::StackedBars) {
            auto *bars = new QCPBars(m_plot->xAxis, m_plot->yAxis);
            bars->setName(name);
            bars->setWidth(kBarWidth);
            bars->setPen(QPen(edge, 0.6));
            bars->setBrush(colour);
            bars->setStackingGap(0);
            QVector<double> keys, values;
            for (int k = 0; k < s.luck.size(); k += kLineSteps / 10) {
                keys.push_back(s.luck[k]);
                values.push_back(s.probability[k] * 100);
            }
            bars->setData(keys, values, true);
            if (below)
                bars->moveAbove(below);
            below = bars;
        } else {
            auto *graph = m_plot->addGraph();
            graph->setName(name);
            QPen pen(colour, 2.0);
            if (s.count > 1 && s.kind != RewardKind::Nothing && s.count % 2 == 1)
                pen.setStyle(Qt::DashLine);
            graph->setPen(pen);
            graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, colour, colour, 5));
            graph->setScatterSkip(kLineSteps / 10 - 1); // a marker at every whole luck value
            QVector<double> values;
            for (double p : s.probability) {
                values.push_back(p * 100);
                maxValue = std::max(maxValue, p * 100);
            }
            graph->setData(s.luck, values, true);
        }
    }
    if (m_style == Style::StackedBars) {
        m_plot->xAxis->setRange(-0.6, 10.6);
        m_plot->yAxis->setRange(0, 100);
    } else {
        m_plot->xAxis->setRange(-0.3, 10.3);
        m_plot->yAxis->setRange(0, std::max(5.0, std::ceil(maxValue * 1.08 / 5) * 5));
    }
    updateLuckMarker();
    fitLegend();
    m_plot->replot();
}

void RewardChart::updateLuckMarker() {
    const double luck = static_cast<double>(effectiveLuck(m_inputs));
    m_luckLine->point1->setCoords(luck, 0);
    m_luckLine->point2->setCoords(luck, 1);
    m_luckLabel->position->setCoords(luck, 0.0);
    //: the player's luck, marked on the chart
    m_luckLabel->setText(tr("luck %1").arg(luckText(luck)));
    const bool right = luck > 7.5;
    m_luckLabel->setPositionAlignment((right ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop);
    updateTitle();
}

void RewardChart::updateTitle() {
    // The summary is a list ("Lucky Foot, Guppy's Tail; hard mode"): a line breaks after a comma or the
    // semicolon when the next part would not fit. A part wider than the chart keeps a line of its own.
    const QFontMetrics metrics(m_title->font());
    const int width = std::max(80, this->width() - 16);
    const QString summary = itemsSummary();
    QStringList lines;
    QString line;
    qsizetype start = 0;
    while (start < summary.size()) {
        qsizetype end = summary.size();
        for (const QChar separator : {QLatin1Char(','), QLatin1Char(';')}) {
            const qsizetype at = summary.indexOf(separator, start);
            if (at >= 0 && at + 1 < end)
                end = at + 1;
        }
        const QString part = summary.mid(start, end - start);
        if (!line.isEmpty() && metrics.horizontalAdvance(line + part) > width) {
            lines << line;
            line = part.trimmed();
        } else {
            line += part;
        }
        start = end;
    }
    lines << line;
    const QString text = tr("Room-clear rewards by luck") + QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
    if (text != m_title->text()) {
        m_title->setText(text);
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    }
}

void RewardChart::fitLegend() {
    // Three columns where they fit, else two (the panel's narrow column), so that no name is cut.
    QCPLegend *legend = m_plot->legend;
    const int wrap = legend->wrap();
    legend->setWrap(3);
    legend->setFillOrder(QCPLegend::foColumnsFirst, true);
    if (legend->minimumOuterSizeHint().width() > width() - 12) {
        legend->setWrap(2);
        legend->setFillOrder(QCPLegend::foColumnsFirst, true);
    }
    if (legend->wrap() != wrap)
        m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void RewardChart::resizeEvent(QResizeEvent *event) {
    QWidget::resizeEvent(event);
    updateTitle();
    fitLegend();
}

void RewardChart::applyPalette() {
    const QPalette pal = palette();
    const QColor base = pal.color(QPalette::Base);
    const QColor text = pal.color(QPalette::Text);
    QColor gridColour = text;
    gridColour.setAlpha(45);
    m_plot->setBackground(base);
    for (QCPAxis *axis : {m_plot->xAxis, m_plot->yAxis}) {
        axis->setBasePen(QPen(text, 1));
        axis->setTickPen(QPen(text, 1));
        axis->setSubTickPen(QPen(text, 1));
        axis->setTickLabelColor(text);
        axis->setLabelColor(text);
        axis->grid()->setPen(QPen(gridColour, 1, Qt::DotLine));
    }
    m_plot->legend->setBrush(base);
    m_plot->legend->setBorderPen(Qt::NoPen);
    m_plot->legend->setTextColor(text);
    m_title->setTextColor(text);
    QColor marker = text;
    marker.setAlpha(200);
    m_luckLine->setPen(QPen(marker, 1.5, Qt::DashLine));
    m_luckLabel->setColor(text);
    QColor labelBack = base;
    labelBack.setAlpha(220);
    m_luckLabel->setBrush(labelBack);
}

void RewardChart::changeEvent(QEvent *event) {
    if (event->type() == QEvent::PaletteChange && m_plot) {
        applyPalette();
        rebuildPlot();
    }
    QWidget::changeEvent(event);
}

QString RewardChart::toolTipAt(const QPoint &pos) const {
    if (m_series.empty() || !m_plot->axisRect()->rect().contains(pos))
        return {};
    const double x = m_plot->xAxis->pixelToCoord(pos.x());
    const double y = m_plot->yAxis->pixelToCoord(pos.y());
    auto text = [&](const Series &s, double luck, double p) {
        return tr("<b>%1</b><br/>luck %2: <b>%3</b>")
            .arg(outcomeText(s.kind, s.count).toHtmlEscaped(), luckText(luck), percentText(p, 6));
    };
    if (m_style == Style::StackedBars) {
        const double key = std::round(x);
        if (key < 0 || key > 10 || std::abs(x - key) > kBarWidth / 2)
            return {};
        const int index = static_cast<int>(key) * (kLineSteps / 10);
        double bottom = 0;
        for (const Series &s : m_series) {
            const double p = s.probability[index];
            if (y >= bottom && y < bottom + p * 100)
                return text(s, key, p);
            bottom += p * 100;
        }
        return {};
    }
    // Lines: the nearest point within the hover radius.
    double best = kHoverRadius * kHoverRadius;
    QString found;
    for (const Series &s : m_series) {
        for (int i = 0; i < s.luck.size(); ++i) {
            const double dx = m_plot->xAxis->coordToPixel(s.luck[i]) - pos.x();
            const double dy = m_plot->yAxis->coordToPixel(s.probability[i] * 100) - pos.y();
            const double d = dx * dx + dy * dy;
            if (d <= best) {
                best = d;
                found = text(s, s.luck[i], s.probability[i]);
            }
        }
    }
    return found;
}

bool RewardChart::eventFilter(QObject *watched, QEvent *event) {
    if (watched == m_plot && event->type() == QEvent::ToolTip)
        return answerToolTip(event, m_plot, toolTipAt(static_cast<QHelpEvent *>(event)->pos()));
    return QWidget::eventFilter(watched, event);
}

} // namespace floorgen::gui
