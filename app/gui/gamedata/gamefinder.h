#pragma once

// The game found where it is installed (generation.md 15.1, 16.1), proposed to the player: at the first start
// and from File > Open Game Data ("Found The Binding of Isaac: Repentance+ in ...  Use it?"), the folder the
// Open Game Data dialog starts in (the Steam library), and the status bar tooltip's lines on the files in use
// (the edition, each file's archive and path, what was left out).

#include "floorgen/gamefolder.h"

#include <vector>

#include <QMessageBox>
#include <QString>

namespace floorgen::gui {

class MainWindow;

// The search's environment from $HOME and $XDG_DATA_HOME.
GameSearchEnvironment gameSearchEnvironment();

// "Found The Binding of Isaac: <edition> in <folder>. Use it?" with Use It / Not Now (object name
// "gameProposalBox").
class GameProposal : public QMessageBox {
    Q_OBJECT
public:
    GameProposal(const GameInstallation &game, QWidget *parent = nullptr);
    const GameInstallation &game() const { return m_game; }
    // An edition as the app names it ("Repentance+", "Repentance ou Repentance+" in French).
    static QString editionText(const QString &edition);

private:
    GameInstallation m_game;
};

// The first installation found that is not the folder in use, if any.
bool findProposal(const QString &current, GameInstallation &out);

// File > Open Game Data: proposes the game found (a modal box); true when the player took it (the window then
// reads it).
bool proposeFoundGame(MainWindow *window);
// The first start: the same proposal, not blocking (once: the settings remember it was made).
void proposeFoundGameAtStart(MainWindow *window);

// Where the Open Game Data dialog starts without game data: the game's Steam library folder
// (steamapps/common), else "".
QString steamStartFolder();

// The tooltip's lines on a packed game (empty for a folder of files): the edition, each file with its archive
// and path, the notes.
QString gameDataSourcesText(const RoomFileSet &files);

} // namespace floorgen::gui
