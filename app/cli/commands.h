#pragma once

// The CLI's subcommands. Each is a function of its arguments (the words after the command name) and of
// its streams, returning the exit status: 0 success, 2 bad arguments or input, 3 no floor after 100 attempts
// (afterbirth-plus) or 10,000 (repentance).

#include "floorgen/filecatalog.h"
#include "floorgen/trace.h"

#include <memory>
#include <span>

#include <QIODevice>
#include <QString>
#include <QStringList>
#include <QTextStream>

namespace floorgen::cli {

enum ExitCode : int { kExitOk = 0, kExitFailure = 1, kExitBadInput = 2, kExitNoFloor = 3 };

struct Io {
    QIODevice &in;
    QTextStream &out;
    QTextStream &err;
};

struct Command {
    const char *name;
    const char *summary;
    int (*run)(const QStringList &args, Io &io);
    bool needsGui; // needs QGuiApplication (rendering); the others run on QCoreApplication
};

std::span<const Command> commands();

// Prints a parse error (exit status 2) or the help text (exit status 0); -1 when the command should go on.
int reportParse(bool ok, bool helpShown, const QString &helpText, const QString &error, Io &io);

// --game-data DIR: sets `out` to the catalog (null when dir is null) and returns -1, or prints the message
// and returns 2 (no folder, unreadable data).
int openGameData(const QString &dir, std::unique_ptr<FileCatalog> &out, Io &io);

// Runs a parser of the form `bool parse(args, options, error, &helpShown, &helpText)` and reports its outcome
// as reportParse does.
template <typename Options, typename Parse>
int parseOrReport(Parse parse, const QStringList &args, Options &options, Io &io) {
    QString error, help;
    bool helpShown = false;
    const bool ok = parse(args, options, error, &helpShown, &help);
    return reportParse(ok, helpShown, help, error, io);
}
const Command *findCommand(const QString &name);

int runGenerate(const QStringList &args, Io &io);
int runBatch(const QStringList &args, Io &io);
int runBench(const QStringList &args, Io &io);
int runRun(const QStringList &args, Io &io);      // cmd_run.cpp
int runRewards(const QStringList &args, Io &io);  // cmd_rewards.cpp
int runStats(const QStringList &args, Io &io);    // cmd_stats.cpp
int runSearch(const QStringList &args, Io &io);   // cmd_search.cpp
int runExport(const QStringList &args, Io &io);   // cmd_export.cpp
int runCheckLog(const QStringList &args, Io &io); // cmd_checklog.cpp
int runFindGame(const QStringList &args, Io &io); // cmd_findgame.cpp

// The lines the game writes into its log.txt for `floor`, generated with `trace` (generation.md 15.3), each
// with the "[INFO] - " prefix and a line end; a run seed first adds its RNG Start Seed line
// (cmd_checklog.cpp).
QString gameLogText(const Floor &floor, const Trace &trace, std::optional<std::uint32_t> runSeed = {});

// The whole tool: argv without the program name. Prints usage for --help, the version for --version.
int runCli(const QStringList &args, Io &io);

} // namespace floorgen::cli
