#pragma once

// The statistics view: runs many floors of the current settings on every core (core runStatistics) with a
// progress bar, a running estimate and Cancel, and shows the figures as charts: each optional roll against
// the chance the seed documents state, how often each special room appears, and histograms of rooms, dead
// ends, attempts and the boss room's distance. Changing a setting cancels the run and starts it again.

#include "floorgen/stats.h"

#include <memory>

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTimer;

namespace floorgen::gui {

class ChartWidget;

class StatsView : public QWidget {
    Q_OBJECT

public:
    explicit StatsView(QWidget *parent = nullptr);
    ~StatsView() override;

    // The settings the floors are generated with (their seed is ignored). When they differ from the current
    // ones (seed aside) a run under way, or one already shown, is cancelled and started again.
    void setSettings(const Settings &settings);
    Settings settings() const { return m_settings; }
    // The player's room files (MainWindow::gameDataShared(); null: the built-in catalog), used for
    // afterbirth-plus floors. Other data restarts a run under way or shown, as setSettings does.
    void setGameData(std::shared_ptr<const FileCatalog> gameData);

    void setRandomSeeds(qint64 count);
    void setSeedRange(std::uint32_t from, std::uint32_t to);
    void setSpace(SeedSpace space);
    void setThreads(int threads);

    bool isRunning() const;
    // The figures shown (the last finished run, or the running estimate).
    const FloorStats &stats() const { return m_stats; }
    // Waits (processing events) until no run is under way; false on timeout.
    bool waitForIdle(int milliseconds);

    enum Chart { Odds, Rooms, RoomCount, DeadEnds, Attempts, BossDistance, ChartCount };
    ChartWidget *chart(Chart c) const { return m_charts[c]; }
    void showChart(Chart c);

    // The CSV of every figure (statsreport's format).
    QString csv() const;
    bool exportChart(const QString &fileName, QString &error) const;
    bool exportCsv(const QString &fileName, QString &error) const;

public slots:
    void start();
    void cancel();

signals:
    void finished();

private:
    static QString origRoomNote(const FloorStats &stats, const Settings &settings);
    struct Job;
    void poll();
    void refresh(bool final);
    void updateCharts();
    void updateEstimate();
    bool readSeeds(SeedSet &seeds, QString &error) const;
    void exportChartDialog();
    void exportCsvDialog();

    Settings m_settings;
    std::shared_ptr<const FileCatalog> m_gameData;
    FloorStats m_stats;
    Settings m_statsSettings; // the settings m_stats was made with
    SeedSpace m_statsSpace = SeedSpace::Stage;
    SeedSet m_statsSeeds;
    bool m_hasStats = false;
    std::shared_ptr<Job> m_job;
    std::vector<std::shared_ptr<Job>> m_retired; // cancelled jobs still winding down
    QTimer *m_timer = nullptr;

    QComboBox *m_seedMode = nullptr;
    QSpinBox *m_count = nullptr;
    QLineEdit *m_from = nullptr;
    QLineEdit *m_to = nullptr;
    QComboBox *m_space = nullptr;
    QSpinBox *m_threads = nullptr;
    QPushButton *m_run = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_exportChart = nullptr;
    QPushButton *m_exportCsv = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_estimate = nullptr;
    QLabel *m_settingsLabel = nullptr;
    QTabWidget *m_tabs = nullptr;
    ChartWidget *m_charts[ChartCount] = {};
};

} // namespace floorgen::gui
