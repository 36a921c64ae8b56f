#pragma once

// File > Open Game Log…: a saved log.txt checked floor by floor (generation.md 15), read in the background:
// a table of every floor with its verdict (match, match until placement, differs with the line, incomplete,
// not generated); a double-click opens the floor in the window, marked (gamelogcontroller.h). A continued run
// (generation.md 15.2) and a line that cannot be read (issue 49 point 12) have a row of their own, where
// check-log prints a line for them.

#include "floorgen/gamelog.h"

#include <atomic>
#include <memory>
#include <vector>

#include <QDialog>
#include <QFutureWatcher>

class QLabel;
class QStandardItemModel;
class QTableView;

namespace floorgen {
class RoomCatalog;
}

namespace floorgen::gui {

class GameLogController;

class GameLogTable : public QDialog {
    Q_OBJECT
public:
    // At most this many rows are listed (a log of any size is read; check-log checks them all).
    static constexpr std::size_t kMaxFloors = 10000;

    enum class RowKind : std::uint8_t {
        Floor,      // a floor and its verdict
        Continued,  // a [Continue, 1] run line: the floor it resumes is not in the file (not seen)
        Unreadable, // a line that starts like a known message but does not read as one
    };
    struct Row {
        RowKind kind = RowKind::Floor;
        gamelog::LogFloor floor; // Continued and Unreadable: its line (and the run's seed) only
        gamelog::Verdict verdict = gamelog::Verdict::Match;
        gamelog::Comparison comparison;
        RuleSet ruleSet = RuleSet::Repentance;
        RuleVariant ruleVariant = RuleVariant::Vanilla; // what checked it (repentance.md R23.5)
        int attempts = 0;
        std::string error;    // Unreadable: the core's problem
        std::string text;     // Unreadable: the line (its first 200 bytes)
        bool sameRun = false; // Continued: the run's earlier floors are in this file
    };
    struct Result {
        std::vector<Row> rows;
        std::uint64_t floors = 0;                    // every floor read (more than rows when capped)
        std::uint64_t continued = 0, unreadable = 0; // continued runs, lines that cannot be read
        QString error;                               // the file could not be read
        bool cancelled = false;                      // the window was closed before the end
    };

    GameLogTable(GameLogController &controller, QWidget *parent);
    ~GameLogTable() override;

    // Reads and checks `path` in the background; `base` and `catalog` (a copy of the window's game data, or
    // null) as the window generates.
    void load(const QString &path, const Settings &base, std::shared_ptr<const RoomCatalog> catalog);
    bool isLoading() const;
    QString path() const { return m_path; }
    const std::vector<Row> &rows() const { return m_result.rows; }
    QTableView *view() const { return m_view; }
    QStandardItemModel *model() const { return m_model; }
    QLabel *summaryLabel() const { return m_summary; }
    // Opens row `row`'s floor in the window (what a double-click does).
    void openRow(int row);

    static QString verdictText(gamelog::Verdict v);
    // The verdict column of a continued run's or an unreadable line's row.
    static QString kindText(RowKind kind);

    // The whole check, on any thread (the background job).
    static Result check(const QString &path, const Settings &base, const RoomCatalog *catalog,
                        const std::atomic<bool> *cancel);

signals:
    void loaded();

protected:
    void hideEvent(QHideEvent *event) override;

private:
    void fill();

    GameLogController &m_controller;
    QString m_path;
    QLabel *m_summary = nullptr;
    QTableView *m_view = nullptr;
    QStandardItemModel *m_model = nullptr;
    QFutureWatcher<Result> m_watcher;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    Result m_result;
};

} // namespace floorgen::gui
