#pragma once

// Our wrapper around QCustomPlot for the statistics view: histograms, rate bars with their 95% intervals,
// documented-odds markers with a note, and export to PNG, SVG and PDF. Nothing outside this class touches
// QCustomPlot.

#include <optional>
#include <vector>

#include <QString>
#include <QStringList>
#include <QWidget>

class QCustomPlot;
class QCPItemText;
class QCPTextElement;
class QLabel;

namespace floorgen::gui {

class ChartWidget : public QWidget {
    Q_OBJECT

public:
    explicit ChartWidget(QWidget *parent = nullptr);

    // One category of a rate chart. `value`, `low`, `high` are proportions (0..1).
    struct RateBar {
        QString label;
        double value = 0.0;
        double low = 0.0;
        double high = 0.0;
        // A second, paler bar left of the main one (e.g. the rate over all floors); empty: none.
        std::optional<double> secondary;
        // The documented chance, drawn as a marker right of the bar, with its text ("5/14").
        std::optional<double> documented;
        QString documentedText;
    };
    struct RateChart {
        QString title;
        QString valueLabel;     // y axis
        QString mainName;       // legend of the main bars
        QString secondaryName;  // legend of the secondary bars (if any bar has one)
        QString documentedName; // legend of the markers
        QString notes;          // lines under the chart (conditions of the documented values)
        std::vector<RateBar> bars;
    };
    void showRates(const RateChart &chart);

    // A histogram of integer values: counts per value, drawn as shares of `total` (percent).
    struct HistogramChart {
        QString title;
        QString valueLabel; // x axis: what is counted
        std::vector<std::pair<int, std::uint64_t>> bins;
        std::uint64_t total = 0;
        QString notes;
    };
    void showHistogram(const HistogramChart &chart);

    // No figures: `message` in place of the plot.
    void clear(const QString &message);
    // The message shown in place of the plot, or empty when a chart is shown.
    QString emptyText() const;

    // Writes the chart to `fileName`; the format comes from the suffix (png, svg, pdf). False with a message
    // naming the problem.
    bool exportTo(const QString &fileName, QString &error, int width = 1200, int height = 700) const;
    QCustomPlot *plot() const { return m_plot; }
    // The title of what is shown (empty when cleared).
    QString title() const { return m_title; }
    // The title as the plot shows it (on two lines when one is too wide).
    QString shownTitle() const;
    QString notes() const { return m_notes; } // the lines under the chart, as shown or exported
    QFont shownTitleFont() const; // 12 points bold, 10 when the title is too wide for that (fitTitle)

    // Dark when the widget's palette is (its base colour dark): the plot's background, axes, grid and texts
    // follow it on screen; exports are always light (a chart in a guide or a document).
    bool darkTheme() const { return m_dark; }

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void applyTheme(bool dark);
    void reset(const QString &title, const QString &notes);
    // The notes under the chart, in a word-wrapped label under the plot when the plot keeps enough height
    // beside it (kPlotMinHeight), else in the plot's tooltip: at 1024x768 they would squeeze the bars. An
    // export
    // (`exportWidth` > 0) has them inside the picture, wrapped to its width.
    void placeNotes(int exportWidth = 0);
    void fitTitle(); // the title on as many lines as the plot's width needs (first at its dash)
    bool writeChart(const QString &fileName, QString &error, int width, int height) const;
    // What depends on the laid-out plot: the value ticks, the category names (turned just as much as they
    // need to stay apart), the legend's columns, the documented values' labels. Replots.
    void fitLayout();
    void fitTicks();
    void fitLegend();
    void placeMarkerLabels();

    QCustomPlot *m_plot = nullptr;
    QCPTextElement *m_titleElement = nullptr;
    QCPTextElement *m_notesElement = nullptr; // exports only
    QLabel *m_notesLabel = nullptr;           // on screen
    QString m_title;
    QString m_notes;
    QLabel *m_empty = nullptr;
    // The documented values' labels and the point (plot coordinates) of their marker.
    struct MarkerLabel {
        QCPItemText *text = nullptr;
        double key = 0, value = 0;
    };
    std::vector<MarkerLabel> m_markerLabels;
    bool m_dark = false;
    QStringList m_rateLabels; // a rate chart's category names (fitTicks turns them when they run together)
};

} // namespace floorgen::gui
