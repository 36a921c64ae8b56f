#pragma once

// The game's own log in the app (generation.md 15; issue 35): Tools > Follow Game (also on the toolbar)
// finds log.txt (15.1: every edition, Proton's prefix in every Steam library, the Flatpak Steam, native
// Linux, macOS, Windows) or asks for it, follows it (gamelogfollower.h), and shows every new floor as the
// log gave it (run seed, stage, stage type, curses, character, items, the route so far), generated in run
// context, with a mark on the map: whether our floor's lines match the game's ("Matches your game's log (K
// attempts, N rooms)" or "Differs from your game's log" with the first differing lines) and a Copy Report
// button. The side panel says which settings came from the log and which were assumed; turning Follow Game
// off returns it to the user's own settings. File > Open Game Log... checks a saved log floor by floor
// (gamelogtable.h); a double-click opens a floor the same way.
//
// installGameLog(window) wires it in (one call from MainWindow).

#include "floorgen/gamelog.h"
#include "gamelog/gamelogfile.h"

#include <optional>

#include <QFrame>
#include <QObject>
#include <QPointer>
#include <QString>

class QAction;
class QLabel;
class QPushButton;

namespace floorgen::gui {

class GameLogFollower;
class GameLogTable;
class MainWindow;
class StreamOverlay;

// The mark on the map: the verdict, the first differing lines, Copy Report (object name "gameLogMark").
class GameLogMark : public QFrame {
    Q_OBJECT
public:
    explicit GameLogMark(QWidget *map);
    void setVerdict(const QString &title, const QString &details, bool good);
    QLabel *titleLabel() const { return m_title; }
    QLabel *detailsLabel() const { return m_details; }
    QPushButton *copyButton() const { return m_copy; }
    QPushButton *backButton() const { return m_back; }
    // It is a row above the map (MainWindow::addMapBanner), never over it.
    void place();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void updateColours();
    QLabel *m_title = nullptr;
    QLabel *m_details = nullptr;
    QPushButton *m_copy = nullptr;
    QPushButton *m_back = nullptr;
    bool m_good = true;
};

class GameLogController : public QObject {
    Q_OBJECT
public:
    explicit GameLogController(MainWindow &window);
    ~GameLogController() override;

    QAction *followAction() const { return m_followAction; }
    QAction *openLogAction() const { return m_openAction; }
    GameLogFollower *follower() const { return m_follower; }
    GameLogMark *mark() const { return m_mark; }
    // The side panel's lines: what came from the log, what was assumed (object name "gameLogSourceNote").
    QLabel *sourceNote() const { return m_note; }
    // File > Open Game Log's window (null before the first).
    GameLogTable *table() const { return m_table; }
    // The stream overlay (streamoverlay.h), written at every floor shown while following; Tools > Stream
    // Overlay… sets it.
    StreamOverlay *overlay() const { return m_overlay; }
    QAction *overlayAction() const { return m_overlayAction; }

    // Follows `path` (the Follow Game action finds it or asks for it first); the user's settings are kept
    // to come back to.
    void follow(const QString &path);
    // Stops following and returns to the user's own settings.
    void stopFollowing();
    bool isFollowing() const;
    // Opens File > Open Game Log's window on `path` (reading it in the background).
    GameLogTable *openLog(const QString &path);

    // Shows a floor of the log at `path`: generated in run context (settingsFor), opened in the window,
    // marked with its verdict. False when it cannot be generated here (the mark says why).
    bool showLogFloor(const gamelog::LogFloor &floor, const QString &path);
    // Back to the user's own settings (the mark and the panel's note go away).
    void returnToOwnSettings();
    // The last floor shown from a log and its check.
    const gamelog::FloorCheck *lastCheck() const { return m_check ? &*m_check : nullptr; }
    // What Copy Report puts on the clipboard: the seed, the floor, the settings assumed, both sets of lines.
    QString reportText() const;

    // The rule set of a log's floors: the edition in the path (15.1), else Rebirth's form, else `fallback`.
    static RuleSet ruleSetFor(const QString &path, const gamelog::LogFloor &floor, RuleSet fallback);
    // The first log.txt found that exists (the most recently written), else "".
    static QString findLogFile();
    // Why a path that is there is no log ("it is a folder, not a file", ...), for messages.
    static QString fileKindText(LogFileKind kind);
    // What Follow Game says when it finds no log.txt: where the game writes it (before the file dialog).
    static QString notFoundText();

protected:
    // The window closing while a log floor is shown: the user's own settings are the ones remembered.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void connectFileProblems();
    void followerMessage(const QString &text); // a follower's message of a moment (m_followerMessage)
    void toggleFollow(bool on);
    // No log.txt found: says so, where it looked and where the game writes it, then the file dialog.
    QString askForLogFile();
    void openLogDialog();
    void updateMarkVisibility();
    void fillNote(const gamelog::LogFloor &floor, RuleSet ruleSet, bool ruleSetFromPath);
    void writeOverlay();
    void overlayDialog();

    MainWindow &m_window;
    QAction *m_followAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_overlayAction = nullptr;
    StreamOverlay *m_overlay = nullptr;
    GameLogFollower *m_follower = nullptr;
    GameLogMark *m_mark = nullptr;
    QLabel *m_note = nullptr;
    GameLogTable *m_table = nullptr; // a child of the window
    std::optional<Settings> m_own;   // the user's settings while a log floor is shown
    std::optional<gamelog::FloorCheck> m_check;
    gamelog::LogFloor m_logFloor;
    QString m_logPath;
    bool m_showing = false;         // the window shows m_check's floor
    bool m_followerMessage = false; // the status bar says what held until the follower's next floor
};

// Wires the game log into the window: File > Open Game Log…, Tools > Follow Game and its toolbar button,
// the mark on the map, the note in the side panel.
GameLogController *installGameLog(MainWindow &window);

} // namespace floorgen::gui
