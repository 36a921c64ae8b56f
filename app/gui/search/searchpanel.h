#pragma once

// The seed search panel: a list of floors (tabs), each with its criteria (floorcriteriaform.h); the seed
// space and range or an imported seed list; Search / Cancel / Resume with progress (seeds done, rate and its
// spread, time left); the results streamed in seed order, each with its floors as small maps; sessions saved
// and reopened; the results exported as a seed list or CSV. One floor set to the current stage is the
// single-floor search (searchSeeds, run or stage seeds); more floors, or a floor of the run, search run seeds
// for runs whose floors all meet their criteria (searchRunSeeds). Activating a result asks for its floor to
// be opened.

#include "floorgen/search.h"
#include "floorgen/searchexpr.h"
#include "search/floorcriteriaform.h"

#include <deque>
#include <memory>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include <QWidget>

class QLabel;
class QLineEdit;
class QListView;
class QComboBox;
class QProgressBar;
class QAction;
class QFile;
class QPushButton;
class QScrollArea;
class QSpinBox;
class QSplitter;
class QTabWidget;
class QTimer;

namespace floorgen::gui {

class ConditionEditor;
class SearchResultModel;

class SearchPanel : public QWidget {
    Q_OBJECT

public:
    explicit SearchPanel(QWidget *parent = nullptr);
    ~SearchPanel() override;

    // The settings searched (their seed is ignored).
    void setSettings(const Settings &settings);
    Settings settings() const { return m_settings; }
    // The player's room files (MainWindow::gameDataShared(); null: the built-in catalog), for the
    // afterbirth-plus searches started from now on and their floors.
    void setGameData(std::shared_ptr<const FileCatalog> gameData) { m_gameData = std::move(gameData); }

    // The floors: one form each, in tab order. addFloor returns the new floor's index and shows it.
    int floorCount() const;
    FloorCriteriaForm *floorForm(int index) const;
    int addFloor(const FloorPick &pick);
    void removeFloor(int index);
    // The groups the core gets (FloorCriteria per floor, the current stage from the settings).
    std::vector<FloorCriteria> floorCriteria() const;
    // True when the search is the single-floor one of today (one floor, the current stage).
    bool singleFloor() const;
    // Why no run can match (the core's impossibleReason, translated), or empty.
    QString problem() const;

    // The conditions that combine (issue 48; conditioneditor.h): an expression beside the floors'
    // criteria, both holding. Its `floor ( ... )` nodes make the search one across the run.
    ConditionEditor *conditionEditor() const { return m_conditions; }
    // Why the conditions cannot go with the floors (a criterion outside any floor in a run search, a
    // floor in a one-floor search), or empty.
    QString conditionProblem() const;
    // The seed search of a room of the player's files (the room layout dialog's "Find a seed where this
    // room appears"): one floor, the current stage, no other criteria, the one condition `layout VALUE`.
    void searchForLayout(const QString &value);
    // Where the rooms of the layout conditions are on the floors of result `row`: "Basement I: room 3 at
    // 4,6 (00.special rooms.stb:2)", one a room; empty without layout conditions.
    QStringList layoutPlaces(int row) const;

    // The form of the floor shown, for code and tests.
    void setRoomRule(RoomType type, Qt::CheckState state); // Checked: present, PartiallyChecked: absent
    // Present with a count: at least `min` (1..20) and at most `max` (-1: no bound).
    void setRoomCount(RoomType type, int min, int max);
    void setBoss(int subtype); // -1: any
    void setDistanceRule(bool on, RoomKind from, RoomKind to, int maxDistance);
    // The criteria of the floor shown.
    Criteria criteria() const;

    void setSpace(SeedSpace space);
    void setSeedRange(std::uint32_t from, std::uint32_t to);
    void setLimit(int limit);

    bool isRunning() const;
    bool waitForIdle(int milliseconds);
    const std::vector<std::uint32_t> &results() const;
    // The result list: a view over resultModel(), whose rows are the results.
    QListView *resultList() const { return m_list; }
    SearchResultModel *resultModel() const { return m_model; }
    QString status() const;
    // The settings of result `row` (its seed set), on the floor of group `floor`.
    Settings settingsOf(int row, int floor = 0) const;
    // "Searching Basement I · Repentance · Luna": the settings searched, shown above the results.
    QString settingsText() const;
    QLabel *settingsLabel() const { return m_settingsLabel; }
    // The whole form (every floor's criteria, seed space and range, limit) as one JSON text, and back: what
    // the window keeps between sessions. restoreForm() ignores what it does not understand and returns
    // false for no JSON.
    QString formState() const;
    bool restoreForm(const QString &state);
    // "2 min 5 s", "1 h 3 min": the time left shown while a search runs.
    static QString durationText(double seconds);

    // The next seed a resumed search starts from, when there is one to resume (after Cancel, or a session
    // reopened before its end); 0 otherwise.
    std::uint32_t resumePosition() const;
    bool canResume() const;

    // A search session file (JSON, versioned): every floor's criteria, the settings, the range or seed
    // list, the position reached and the results. False with a message (also shown in the panel).
    bool saveSession(const QString &path, QString &error);
    bool openSession(const QString &path, QString &error);
    // A seed list to search within instead of the range (seedlist.h parseSeedList); clearSeedList()
    // goes back to the range.
    bool importSeedList(const QString &path, QString &error);
    void clearSeedList();
    const std::vector<std::uint32_t> &seedList() const { return m_seedList; }
    // The results, one seed a line, or CSV with their floors' key facts (searchresults.h resultsCsv).
    bool exportResults(const QString &path, bool csv, QString &error);
    // Writes the results to `path` as they are found, one seed a line (seedListText), each batch flushed as
    // it arrives: the file holds the seeds found so far, in seed order, while a search runs for hours. It
    // starts with the results shown; a new search empties it, a resumed one goes on. stopResultFile() ends
    // it.
    bool setResultFile(const QString &path, QString &error);
    void stopResultFile();
    QString resultFile() const;

    // Renders the small maps of the result rows in view now (a timer does it otherwise).
    void renderVisibleThumbnails(int budgetMs = 1000000);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

public slots:
    void start();
    // Stops the running search and keeps the seeds found so far: "Stopped after seed X; resume from X+1".
    void cancel();
    // Goes on from where a cancelled search (or a reopened session) stopped, keeping its results.
    void resume();

signals:
    // A result was activated: show this floor.
    void openRequested(const floorgen::Settings &settings);
    void finished();
    // A search started with the form as it is (formState()).
    void started();

private:
    // Criteria beside the results when the panel is wide enough (a page of its own), above them when not.
    void arrangeSplitter();
    QSplitter *m_splitter = nullptr;
    QScrollArea *m_criteriaScroll = nullptr;
    bool m_resultsShown = false; // a search ran (or a session opened): the results get the room
    struct Job;
    // What a search is about: enough to resume it, save it, show and export its results.
    struct Context {
        Settings settings;
        std::vector<FloorCriteria> groups;
        bool single = true; // the single-floor search (searchSeeds with groups[0].criteria)
        SeedSpace space = SeedSpace::Run;
        std::uint32_t from = 1, to = 0xFFFFFFFFu; // the range (ignored with a seed list)
        std::vector<std::uint32_t> list;          // a seed list: search only these
        std::uint64_t limit = 20;
        QString form; // formState() when it started: the criteria a session saves
        // The conditions (resolved against gameData) and the groups searched with them; `groups` are then
        // the floors shown (the groups and every floor the conditions name).
        std::optional<SearchExpr> where;
        std::vector<FloorCriteria> searchGroups;
        std::vector<std::pair<int, LayoutRule>> layoutRules; // with their floor's stage (-1: the one floor)
        // The room files searched (afterbirth-plus only): a copy of the search's own that nobody picks
        // from; every thread and every floor shown copies it again. Null: the built-in catalog.
        std::shared_ptr<const FileCatalog> gameData;
    };
    void launch(const Context &context, std::uint32_t position, bool keepResults);
    void poll();
    void discard(); // drops a running search without a word (a new one replaces it)
    void takePending(Job &job);
    void appendResults(std::span<const std::uint32_t> seeds);
    void appendResults(std::vector<std::uint32_t> &&seeds); // the same, the model taking the storage
    void clearResults();
    bool writeToResultFile(std::span<const std::uint32_t> seeds);
    void stopped(const Job &job);
    bool readRange(std::uint32_t &from, std::uint32_t &to, QString &error) const;
    bool buildContext(Context &context, QString &error) const;
    FloorCriteriaForm *currentForm() const;
    // The conditions parsed (nothing when there are none or they are refused), whether they are across the
    // run, and the groups a search with them takes.
    std::optional<SearchExpr> where() const;
    bool acrossRun() const;
    std::vector<FloorCriteria> whereGroups() const;
    std::vector<Floor> rowFloors(int row) const;
    QStringList placesOn(const std::vector<Floor> &floors) const;
    void refreshFloors();
    void refreshButtons();
    void scheduleThumbnails();
    void setRowSize(int groups); // the icon and row size for `groups` small maps a row
    std::uint64_t totalOf(const Context &c) const;
    std::uint64_t doneBefore(const Context &c, std::uint32_t position) const;

    Settings m_settings;
    std::shared_ptr<const FileCatalog> m_gameData;
    Context m_context; // of the results shown
    bool m_haveContext = false;
    std::uint32_t m_position = 0; // the next seed to search (resume); 0: nothing to resume
    std::vector<std::uint32_t> m_seedList;
    std::unique_ptr<QFile> m_resultFile; // setResultFile's, open while it is in use
    std::shared_ptr<Job> m_job;
    std::vector<std::shared_ptr<Job>> m_retired;
    std::deque<std::pair<double, std::uint64_t>> m_samples; // (seconds, seeds done) of the last polls
    QTimer *m_timer = nullptr;
    QTimer *m_thumbTimer = nullptr;
    int m_clickedFloor = 0;

    QTabWidget *m_floors = nullptr;
    ConditionEditor *m_conditions = nullptr;
    QLabel *m_problem = nullptr;
    QComboBox *m_space = nullptr;
    QLineEdit *m_from = nullptr;
    QLineEdit *m_to = nullptr;
    QLabel *m_listLabel = nullptr;
    QPushButton *m_clearList = nullptr;
    QSpinBox *m_limit = nullptr;
    QPushButton *m_search = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_resume = nullptr;
    QAction *m_resultFileAction = nullptr;
    QLabel *m_resultFileLabel = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_settingsLabel = nullptr;
    SearchResultModel *m_model = nullptr; // the results (their seeds) and the small maps last drawn
    QListView *m_list = nullptr;
};

} // namespace floorgen::gui
