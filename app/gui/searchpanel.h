#pragma once

// The seed search panel: a criteria form (rooms present or absent, boss, a distance between two kinds of
// room, rooms, XL, curse, attempts), the seed space and range, Search / Cancel with progress, and the
// results as a list; activating a result asks for its floor to be opened.

#include "floorgen/search.h"

#include <memory>
#include <vector>

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTimer;
class QTreeWidget;
class QTreeWidgetItem;

namespace floorgen::gui {

class SearchPanel : public QWidget {
    Q_OBJECT

public:
    explicit SearchPanel(QWidget *parent = nullptr);
    ~SearchPanel() override;

    // The settings searched (their seed is ignored).
    void setSettings(const Settings &settings);
    Settings settings() const { return m_settings; }

    // The form, for code and tests.
    void setRoomRule(RoomType type, Qt::CheckState state); // Checked: present, PartiallyChecked: absent
    // Present with a count: at least `min` (1..20) and at most `max` (-1: no bound).
    void setRoomCount(RoomType type, int min, int max);
    void setBoss(int subtype); // -1: any
    void setDistanceRule(bool on, RoomKind from, RoomKind to, int maxDistance);
    void setSpace(SeedSpace space);
    void setSeedRange(std::uint32_t from, std::uint32_t to);
    void setLimit(int limit);
    // The criteria the form describes.
    Criteria criteria() const;

    bool isRunning() const;
    bool waitForIdle(int milliseconds);
    const std::vector<std::uint32_t> &results() const { return m_results; }
    QListWidget *resultList() const { return m_list; }
    QString status() const;
    // The settings of result `row` (its seed set).
    Settings settingsOf(int row) const;
    // "Searching Basement I · Repentance · Luna": the settings searched, shown above the results.
    QString settingsText() const;
    QLabel *settingsLabel() const { return m_settingsLabel; }
    // The whole form (criteria, seed space and range, limit) as one JSON text, and back: what the window
    // keeps between sessions. restoreForm() ignores what it does not understand and returns false for no
    // JSON.
    QString formState() const;
    bool restoreForm(const QString &state);
    // "2 min 5 s", "1 h 3 min": the time left shown while a search runs.
    static QString durationText(double seconds);

public slots:
    void start();
    // Stops the running search, keeps the seeds found so far and sets the first seed of the range to where
    // it stopped ("Stopped at seed X (resume from there)").
    void cancel();

signals:
    // A result was activated: show this floor.
    void openRequested(const floorgen::Settings &settings);
    void finished();
    // A search started with the form as it is (formState()).
    void started();

private:
    struct Job;
    void poll();
    void discard(); // drops a running search without a word (a new one replaces it)
    void showResults(const Job &job);
    bool readRange(std::uint32_t &from, std::uint32_t &to, QString &error) const;

    Settings m_settings;
    SeedSpace m_resultSpace = SeedSpace::Run;
    Settings m_resultSettings;
    std::vector<std::uint32_t> m_results;
    std::shared_ptr<Job> m_job;
    std::vector<std::shared_ptr<Job>> m_retired;
    QTimer *m_timer = nullptr;

    QTreeWidget *m_rooms = nullptr;
    // One row a room type: its check box (present / absent / either) and, for present, how many.
    struct RoomRow {
        RoomType type;
        QTreeWidgetItem *item;
        QSpinBox *min;
        QSpinBox *max; // 0 shows "any": no upper bound
    };
    std::vector<RoomRow> m_roomRows;
    QComboBox *m_boss = nullptr;
    QCheckBox *m_distanceOn = nullptr;
    QSpinBox *m_distance = nullptr;
    QComboBox *m_distanceTo = nullptr;
    QComboBox *m_distanceFrom = nullptr;
    QSpinBox *m_minRooms = nullptr;
    QSpinBox *m_maxRooms = nullptr;
    QComboBox *m_xl = nullptr;
    QComboBox *m_curse = nullptr;
    QSpinBox *m_maxAttempts = nullptr;
    QComboBox *m_space = nullptr;
    QLineEdit *m_from = nullptr;
    QLineEdit *m_to = nullptr;
    QSpinBox *m_limit = nullptr;
    QPushButton *m_search = nullptr;
    QPushButton *m_cancel = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_settingsLabel = nullptr;
    QListWidget *m_list = nullptr;
};

} // namespace floorgen::gui
