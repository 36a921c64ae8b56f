#include "gamedata/gamefinder.h"

#include "appsettings.h"
#include "mainwindow.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPushButton>
#include <QStandardPaths>
#include <QTimer>

namespace floorgen::gui {

namespace {

QString fromPath(const std::string &p) {
    return QFile::decodeName(p.c_str());
}

bool sameFolder(const QString &a, const QString &b) {
    if (a.isEmpty() || b.isEmpty())
        return false;
    const QString ca = QFileInfo(a).canonicalFilePath(), cb = QFileInfo(b).canonicalFilePath();
    return !ca.isEmpty() && ca == cb;
}

} // namespace

GameSearchEnvironment gameSearchEnvironment() {
    GameSearchEnvironment env;
    env.home = QFile::encodeName(qEnvironmentVariable("HOME")).toStdString();
    env.xdgDataHome = QFile::encodeName(qEnvironmentVariable("XDG_DATA_HOME")).toStdString();
    return env;
}

GameProposal::GameProposal(const GameInstallation &game, QWidget *parent)
    : QMessageBox(QMessageBox::Question, tr("Open Game Data"), QString(), QMessageBox::NoButton, parent)
    , m_game(game) {
    setObjectName(QStringLiteral("gameProposalBox"));
    const QString edition = editionText(QString::fromStdString(editionName(game.edition)));
    setText(tr("Found The Binding of Isaac: %1 in %2. Use it?")
                .arg(edition.isEmpty() ? tr("an unknown edition") : edition,
                     QDir::toNativeSeparators(fromPath(game.folder))));
    QString info = tr("Its room files, stages.xml and boss pools are read from the game's packed archives "
                      "(resources/packed); nothing is ever written there. File > Open Game Data changes "
                      "the choice later.");
    if (game.repentogon != RepentogonInstall::None) // repentance.md R23.5
        info +=
            QLatin1Char(' ') + tr("The mod loader REPENTOGON is installed there: its own copy of the room "
                                  "files is read, and the floors follow its rules (Rules: REPENTOGON).");
    setInformativeText(info);
    QPushButton *use = addButton(tr("&Use It"), QMessageBox::YesRole);
    use->setObjectName(QStringLiteral("useFoundGameButton"));
    QPushButton *no = addButton(tr("&Not Now"), QMessageBox::NoRole);
    no->setObjectName(QStringLiteral("skipFoundGameButton"));
    setDefaultButton(use);
    setEscapeButton(no);
}

QString GameProposal::editionText(const QString &edition) {
    if (edition == QLatin1String("Repentance or Repentance+"))
        return tr("Repentance or Repentance+");
    return edition; // the editions' names are the game's, the same in every language
}

bool findProposal(const QString &current, GameInstallation &out) {
    for (const GameInstallation &g : findGameInstallations(gameSearchEnvironment()))
        if (!sameFolder(fromPath(g.folder), current)) {
            out = g;
            return true;
        }
    return false;
}

bool proposeFoundGame(MainWindow *window) {
    GameInstallation game;
    if (!findProposal(window->gameDataFolder(), game))
        return false;
    GameProposal box(game, window);
    box.exec();
    if (box.buttonRole(box.clickedButton()) != QMessageBox::YesRole)
        return false;
    window->openGameDataFolder(fromPath(game.folder));
    return true;
}

void proposeFoundGameAtStart(MainWindow *window) {
    app::AppSettings &settings = window->appSettings();
    // Not in the tests' fixed state (QStandardPaths' test mode): the machine's own Steam would change the
    // windows.
    if (settings.boolValue(app::AppSettings::Key::GameDataProposed) || !window->gameDataFolder().isEmpty() ||
        QStandardPaths::isTestModeEnabled())
        return;
    QTimer::singleShot(0, window, [window] {
        GameInstallation game;
        if (!findProposal(QString(), game))
            return;
        window->appSettings().setValue(app::AppSettings::Key::GameDataProposed, true); // asked once
        auto *box = new GameProposal(game, window);
        box->setAttribute(Qt::WA_DeleteOnClose);
        QObject::connect(box, &QMessageBox::finished, window, [window, box] {
            if (box->buttonRole(box->clickedButton()) == QMessageBox::YesRole)
                window->openGameDataFolder(fromPath(box->game().folder));
        });
        box->open(); // window-modal, not blocking
    });
}

QString steamStartFolder() {
    const GameSearchEnvironment env = gameSearchEnvironment();
    for (const GameInstallation &g : findGameInstallations(env))
        return QFileInfo(fromPath(g.folder)).absolutePath(); // steamapps/common
    for (const SteamLibrary &l : findSteamLibraries(env)) {
        const QString common = fromPath(l.path) + QStringLiteral("/steamapps/common");
        if (QFileInfo(common).isDir())
            return common;
    }
    return {};
}

QString gameDataSourcesText(const RoomFileSet &files) {
    if (files.edition.empty())
        return {};
    QStringList lines;
    lines << GameProposal::tr("Edition: %1")
                 .arg(GameProposal::editionText(QString::fromStdString(files.edition)));
    for (const RoomFileSet::Source &s : files.sources)
        lines << GameProposal::tr("%1 from %2 in %3")
                     .arg(QString::fromStdString(s.file), QString::fromStdString(s.path),
                          QFileInfo(fromPath(s.archive)).fileName());
    for (const std::string &n : files.notes)
        lines << GameProposal::tr("Note: %1").arg(QString::fromStdString(n));
    return lines.join(QLatin1Char('\n'));
}

} // namespace floorgen::gui
