// `isaac-floorgen-cli find-game`: every Steam library, installation of the game and log.txt found
// (generation.md 15.1, 16.1), as JSON. Reads only.

#include "commands.h"
#include "floorgen/gamefolder.h"
#include "textutil.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace floorgen::cli {

namespace {

QString fromPath(const std::string &p) {
    return QFile::decodeName(p.c_str());
}
std::string toPath(const QString &p) {
    return QFile::encodeName(p).toStdString();
}

const char kHelp[] =
    "Usage: isaac-floorgen-cli find-game [--home DIR] [--all-logs]\n"
    "\n"
    "Prints, as JSON, the Steam libraries, every installation of The Binding of Isaac in them "
    "(the folder --game-data takes, with its edition; \"repentogon\" when the mod loader REPENTOGON is "
    "installed there: give --repentogon, repentance.md R23.5) and every log.txt the game wrote.\n"
    "\n"
    "  --home DIR   the home folder to search (default: $HOME)\n"
    "  --all-logs   list every place log.txt may be, with \"exists\"\n"
    "\n"
    "When nothing is found, a sentence on standard error says so (exit status 0).\n";

} // namespace

int runFindGame(const QStringList &args, Io &io) {
    GameSearchEnvironment env;
    env.home = toPath(qEnvironmentVariable("HOME"));
    env.xdgDataHome = toPath(qEnvironmentVariable("XDG_DATA_HOME"));
    bool allLogs = false;
    QString error;
    bool help = false;
    for (qsizetype i = 0; i < args.size() && error.isEmpty() && !help; ++i) {
        const QString &a = args[i];
        if (a == QLatin1String("--help") || a == QLatin1String("-h"))
            help = true;
        else if (a == QLatin1String("--all-logs"))
            allLogs = true;
        else if (a == QLatin1String("--home") && i + 1 < args.size())
            env.home = toPath(args[++i]);
        else if (a == QLatin1String("--home"))
            error = QStringLiteral("--home: no folder given");
        else
            error = QStringLiteral("find-game: unknown argument %1").arg(app::quotedValue(a));
    }
    if (const int rc = reportParse(error.isEmpty(), help, QString::fromLatin1(kHelp), error, io); rc >= 0)
        return rc;

    QJsonObject o;
    o.insert(QStringLiteral("home"), env.home.empty() ? QJsonValue() : QJsonValue(fromPath(env.home)));
    QJsonArray libraries;
    for (const SteamLibrary &l : findSteamLibraries(env)) {
        QJsonObject x;
        x.insert(QStringLiteral("path"), fromPath(l.path));
        x.insert(QStringLiteral("steamRoot"), fromPath(l.root));
        x.insert(QStringLiteral("flatpak"), l.flatpak);
        libraries.append(x);
    }
    o.insert(QStringLiteral("steamLibraries"), libraries);
    QJsonArray installations;
    for (const GameInstallation &g : findGameInstallations(env)) {
        QJsonObject x;
        x.insert(QStringLiteral("folder"), fromPath(g.folder));
        x.insert(QStringLiteral("edition"), QString::fromStdString(editionName(g.edition)));
        x.insert(QStringLiteral("steamLibrary"),
                 g.library.empty() ? QJsonValue() : QJsonValue(fromPath(g.library)));
        x.insert(QStringLiteral("flatpak"), g.flatpak);
        if (g.repentogon != RepentogonInstall::None) { // repentance.md R23.5: propose the variant
            x.insert(QStringLiteral("repentogon"),
                     QString::fromStdString(repentogonInstallName(g.repentogon)));
            x.insert(QStringLiteral("ruleVariant"), QStringLiteral("repentogon"));
        }
        installations.append(x);
    }
    o.insert(QStringLiteral("installations"), installations);
    QJsonArray logs;
    int logsFound = 0;
    for (const GameLogFile &l : findGameLogs(env)) {
        logsFound += l.exists ? 1 : 0;
        if (!l.exists && !allLogs)
            continue;
        QJsonObject x;
        x.insert(QStringLiteral("path"), fromPath(l.path));
        x.insert(QStringLiteral("edition"), QString::fromStdString(editionName(l.edition)));
        x.insert(QStringLiteral("where"), QString::fromStdString(l.where));
        if (allLogs)
            x.insert(QStringLiteral("exists"), l.exists);
        logs.append(x);
    }
    o.insert(QStringLiteral("logs"), logs);
    io.out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
    io.out.flush();
    // Nothing found: a sentence besides the empty arrays (issue 46 point 10), on standard error (the JSON
    // stays what scripts read); still exit status 0, the search itself went well.
    if (installations.isEmpty() && logsFound == 0) {
        io.err << (env.home.empty()
                       ? QStringLiteral(
                             "find-game: no home folder to search (HOME is not set); give one with "
                             "--home DIR.\n")
                       : QStringLiteral("find-game: no installation of The Binding of Isaac and no log.txt "
                                        "found under %1 (Steam libraries: %2). The game writes log.txt each "
                                        "time it starts; for the room files, give the game's folder to "
                                        "--game-data.\n")
                             .arg(fromPath(env.home))
                             .arg(libraries.size()));
        io.err.flush();
    }
    return kExitOk;
}

} // namespace floorgen::cli
