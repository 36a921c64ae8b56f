#pragma once

// The chart of the rewards panel: the exact probability of every room-clear outcome (rewards.md) against luck
// 0..10 for the current items, as stacked bars (one bar per whole luck value) or lines (luck in steps of
// 0.1). Wraps QCustomPlot; hovering a bar segment or a point shows its exact percentage.

#include "floorgen/rewards.h"

#include <vector>

#include <QVector>
#include <QWidget>

class QCustomPlot;
class QCPItemStraightLine;
class QCPItemText;
class QCPTextElement;

namespace floorgen::gui {

class RewardChart : public QWidget {
    Q_OBJECT

public:
    enum class Style { StackedBars, Lines };

    // One outcome's probability (0..1) at each sampled luck value.
    struct Series {
        RewardKind kind = RewardKind::Nothing;
        int count = 0;
        QVector<double> luck;
        QVector<double> probability;
    };

    explicit RewardChart(QWidget *parent = nullptr);

    // The items and hard mode define the curves; the luck is marked with a vertical line.
    void setInputs(const RewardInputs &inputs);
    const RewardInputs &inputs() const { return m_inputs; }
    void setStyle(Style style);
    Style style() const { return m_style; }

    const std::vector<Series> &series() const { return m_series; }
    // The hover text at a point of plot() (rich text; empty when no bar segment or point is there).
    QString toolTipAt(const QPoint &plotPos) const;
    QCustomPlot *plot() const { return m_plot; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void computeSeries();
    void rebuildPlot();
    void updateLuckMarker();
    void applyPalette();
    QColor seriesColor(std::size_t index) const;
    QString itemsSummary() const;
    void updateTitle(); // the title and the items summary, its lines broken to fit the chart's width
    void fitLegend();   // the legend in as many columns (3 or 2) as the chart's width takes

    QCustomPlot *m_plot = nullptr;
    QCPTextElement *m_title = nullptr;
    QCPItemStraightLine *m_luckLine = nullptr;
    QCPItemText *m_luckLabel = nullptr;
    RewardInputs m_inputs;
    bool m_haveSeries = false;
    Style m_style = Style::StackedBars;
    std::vector<Series> m_series;
};

} // namespace floorgen::gui
