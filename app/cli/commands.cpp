#include "commands.h"

#include "appinfo.h"
#include "clioptions.h"
#include "floorgen/batch.h"
#include "floorgen/floorjson.h"
#include "floorgen/gamelog.h"
#include "floorgen/repstages.h"
#include "floorgen/rng.h"
#include "floorgen/seedstring.h"
#include "floorgen/trace.h"
#include "floorjson.h"
#include "gamedata.h"
#include "inputreader.h"
#include "interrupt.h"
#include "runfloors.h"
#include "searchshard.h"
#include "textutil.h"

#include <array>

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

namespace floorgen::cli {

namespace {

constexpr std::array kCommands = {
    Command{"generate", "Generate one floor and print it as JSON or a text map.", &runGenerate, false},
    Command{"batch", "Read settings as JSON lines on standard input; print one floor JSON line each.",
            &runBatch, false},
    Command{"run", "Generate the floors of a run in route order; one floor JSON line each.", &runRun, false},
    Command{"bench", "Generate the floors of stage seeds 1..N on one thread and report the speed.", &runBench,
            false},
    Command{"rewards", "Exact room-clear reward odds, or the reward of one award seed.", &runRewards, false},
    Command{"stats", "Statistics over many floors: room and roll rates, histograms (JSON or CSV).", &runStats,
            false},
    Command{"search", "Find the seeds whose floor meets criteria (rooms, boss, distances, curses).",
            &runSearch, false},
    Command{"merge", "Join the JSON outputs of search --shard K/N into the single search's result.",
            &runMerge, false},
    Command{"export", "Export floors as PNG, SVG, PDF or JSON files, one floor or a batch.", &runExport,
            true},
    Command{"check-log", "Check the game's own log.txt floor by floor against our generator.", &runCheckLog,
            false},
    Command{"find-game", "Find the game's installations and log.txt files (Steam, Proton, Flatpak); JSON.",
            &runFindGame, false},
};

QString compactJson(const QJsonObject &o) {
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

} // namespace

int reportParse(bool ok, bool helpShown, const QString &helpText, const QString &error, Io &io) {
    if (!ok) {
        io.err << "isaac-floorgen-cli: " << app::escapedMessage(error) << "\n";
        io.err.flush();
        return kExitBadInput;
    }
    if (helpShown) {
        io.out << helpText;
        io.out.flush();
        return kExitOk;
    }
    return -1;
}

std::span<const Command> commands() {
    return kCommands;
}

const Command *findCommand(const QString &name) {
    for (const Command &c : kCommands)
        if (name == QLatin1String(c.name))
            return &c;
    return nullptr;
}

// --game-data DIR: the catalog (null without the option), or an exit status after the message (2: no folder
// or unreadable data).
int openGameData(const QString &dir, std::unique_ptr<FileCatalog> &out, Io &io) {
    out.reset();
    if (dir.isNull())
        return -1;
    QString error;
    if (dir.isEmpty())
        error = QStringLiteral("--game-data: no folder given");
    else if (out = app::loadGameData(dir, error); !out)
        error.prepend(QStringLiteral("--game-data: "));
    if (out)
        return -1;
    io.err << "isaac-floorgen-cli: " << app::escapedLine(error) << "\n"; // a folder's name may hold a newline
    io.err.flush();
    return kExitBadInput;
}

// A run seed's floor of another stage type than the run's (repentance.md R3.2, runfloors.h): generated as
// asked, with a note on standard error (a player expects the floor of their run).
static void warnIfNotTheRunsFloor(const Settings &s, Io &io) {
    // (original-2011 has no runs, and its stage types change no plan: no note; issue 49.)
    if (!s.runSeed || s.ruleSet == RuleSet::Original2011 || app::isRunFloor(s))
        return;
    const int type = app::runStageType(s, s.stage);
    if (s.ruleSet == RuleSet::Repentance && s.stage >= 1 && s.stage <= 8 &&
        rep::alternatePathType(stageSeedsOf(*s.runSeed), s.stage) == s.stageType)
        return; // the run's alternate path
    const auto name = [&](int t) {
        const std::string_view n =
            s.ruleSet == RuleSet::Repentance ? rep::repFloorName(s.stage, t) : std::string_view{};
        return n.empty() ? QStringLiteral("stage type %1").arg(t)
                         : QStringLiteral("%1 (stage type %2)")
                               .arg(QString::fromUtf8(n.data(), qsizetype(n.size())))
                               .arg(t);
    };
    io.err << "isaac-floorgen-cli: note: the run of seed " << QString::fromStdString(seedToString(*s.runSeed))
           << " visits " << name(type) << " at stage " << s.stage << ", not " << name(s.stageType)
           << "; this floor is generated as asked (--stage-type main gives the run's)\n";
    io.err.flush();
}

int runGenerate(const QStringList &args, Io &io) {
    GenerateOptions o;
    if (const int rc = parseOrReport(parseGenerateArgs, args, o, io); rc >= 0)
        return rc;
    std::unique_ptr<FileCatalog> gameData;
    if (const int rc = openGameData(o.gameData, gameData, io); rc >= 0)
        return rc;
    warnIfNotTheRunsFloor(o.settings, io);
    std::string message;
    Floor floor;
    Trace trace; // --format log: the trace gives the game's log lines (gamelog.h)
    const bool log = o.format == OutputFormat::Log;
    const auto status = generate(o.settings, floor, log ? &trace : nullptr, &message, gameData.get());
    if (status != GenerateStatus::Ok) {
        io.err << "isaac-floorgen-cli: " << QString::fromStdString(message) << "\n";
        io.err.flush();
        return status == GenerateStatus::NoFloor ? kExitNoFloor : kExitBadInput;
    }
    if (o.extras.alternateStageType)
        floor.rep.approxStageType = true;
    if (o.format == OutputFormat::Json)
        io.out << QString::fromStdString(json::floorJson(floor, gameData.get())) << "\n";
    else if (log)
        io.out << gameLogText(floor, trace, floor.settings.runSeed);
    else
        io.out << app::floorToText(floor);
    io.out.flush();
    return kExitOk;
}

int runBatch(const QStringList &args, Io &io) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Reads one JSON object of settings per line on standard input and prints one floor JSON line per "
        "input line, in order. A bad line prints {\"ok\":false,\"error\":...} and the run goes on; the exit "
        "status is then 2.\n"
        "Keys (camelCase, as the options of generate): ruleset, seed, runSeed, stageSeed, stage, "
        "stageType (0, 1, 2, 4, 5, \"main\" or \"alt\"), hard, curse, curseTier, blackCandle, hearts, "
        "maxHearts, soulHearts, boneHearts, keys, coins, player, items [array; \"NAME:golden\" for a "
        "golden trinket], victoryLap, treasureRoomsVisited, planetariumVisited, devilRoomVisited, "
        "bookPickedUp, superSinCounter, surpriseMinibossCounter, stateFlags [array of names], "
        "lockedAchievements [array of ids], strangeDoorLocked, cathedral, route [array of {stage, "
        "stageType}], bossPools (\"run\" or \"first-floor\"), repentogon (true: the REPENTOGON variant), "
        "gameLog (true: add the lines the game "
        "writes into its log.txt for the floor, generation.md 15.3, as \"gameLog\")."));
    QString error, help;
    bool helpShown = false;
    p.addOption(gameDataOption());
    const bool ok = runParser(p, args, error, &helpShown, &help);
    if (const int rc = reportParse(ok, helpShown, help, error, io); rc >= 0)
        return rc;
    // --game-data applies to every line.
    std::unique_ptr<FileCatalog> gameData;
    if (const int rc = openGameData(p.value(QStringLiteral("game-data")), gameData, io); rc >= 0)
        return rc;

    // Lines longer than this are refused without being held in memory whole.
    constexpr qint64 kMaxLine = 1 << 20;
    qint64 lineNumber = 0;
    int failures = 0;
    // SIGINT/SIGTERM: stop after the line done, which is printed (interrupt.h); while waiting for input, at
    // once.
    app::LineReader reader(io.in, &interruptFlag());
    while (true) {
        QByteArray line;
        app::LineReader::Result r =
            interrupted() ? app::LineReader::Result::Cancelled : reader.next(line, kMaxLine);
        const bool tooLong = r == app::LineReader::Result::TooLong;
        if (tooLong) // the rest of the line is skipped, a signal heard there too (/dev/zero is one long line)
            if (const auto rest = reader.skipLine(); rest != app::LineReader::Result::Line)
                r = rest;
        if (r == app::LineReader::Result::Cancelled) {
            io.out.flush();
            io.err << "isaac-floorgen-cli: interrupted by " << interruptSignalName() << " after input line "
                   << lineNumber << ": every line up to it is printed; the next one would be line "
                   << (lineNumber + 1) << "\n";
            io.err.flush();
            return interruptExitCode();
        }
        if (r == app::LineReader::Result::Error) {
            io.out.flush();
            io.err << "isaac-floorgen-cli: cannot read standard input after line " << lineNumber << ": "
                   << app::escapedMessage(reader.errorString()) << "\n";
            io.err.flush();
            return kExitBadInput;
        }
        if (r == app::LineReader::Result::End)
            break;
        ++lineNumber;
        if (tooLong) {
            ++failures;
            io.out << QString::fromStdString(batchErrorLine(QStringLiteral("line %1 is longer than %2 bytes")
                                                                .arg(lineNumber)
                                                                .arg(kMaxLine)
                                                                .toStdString()))
                   << "\n";
            io.out.flush();
            continue;
        }
        // The line end to end (batch.h): the same code as the browser's module.
        bool failed = false;
        const std::string out =
            batchLine(std::string_view(line.constData(), static_cast<std::size_t>(line.size())), lineNumber,
                      gameData.get(), failed);
        if (out.empty())
            continue; // a blank line
        failures += failed;
        io.out << QString::fromStdString(out) << "\n";
        io.out.flush(); // each line as soon as it is done
    }
    io.out.flush();
    if (failures > 0) {
        // Every line was answered; the status says that some were refused (as export does).
        io.err << "isaac-floorgen-cli: " << failures << (failures == 1 ? " line" : " lines")
               << " of standard input failed; see the {\"ok\":false} lines\n";
        io.err.flush();
        return kExitBadInput;
    }
    return kExitOk;
}

int runBench(const QStringList &args, Io &io) {
    BenchOptions o;
    if (const int rc = parseOrReport(parseBenchArgs, args, o, io); rc >= 0)
        return rc;
    std::unique_ptr<FileCatalog> gameData;
    if (const int rc = openGameData(o.gameData, gameData, io); rc >= 0)
        return rc;

    Settings s;
    s.ruleSet = o.ruleSet;
    s.ruleVariant = o.ruleVariant;
    s.stage = o.stage;
    s.stageType = o.stageType;
    s.hard = o.hard;
    Floor floor;
    Trace trace;
    std::uint64_t hash = kFnvOffset;
    qint64 failures = 0;
    qint64 attempts = 0;
    QElapsedTimer timer;
    timer.start();
    std::array<std::uint32_t, 32> next{}; // as statistics and search do: the next seeds' boss shuffles ahead
    for (qint64 i = 1; i <= o.count; ++i) {
        if ((i - 1) % qint64(next.size()) == 0) {
            // SIGINT, SIGTERM: stop at once, as every command does (issue 49); looked at every 32 floors.
            if (interrupted()) {
                io.out.flush();
                io.err << "isaac-floorgen-cli: bench: interrupted by " << interruptSignalName() << " after "
                       << (i - 1) << " of " << o.count << " floors: no figures\n";
                io.err.flush();
                return interruptExitCode();
            }
            const std::size_t n =
                static_cast<std::size_t>(std::min<qint64>(qint64(next.size()), o.count - i + 1));
            for (std::size_t k = 0; k < n; ++k)
                next[k] = static_cast<std::uint32_t>(i + qint64(k));
            prefetchBossShuffles(s, std::span(next).first(n), gameData.get());
        }
        s.stageSeed = static_cast<std::uint32_t>(i);
        if (generate(s, floor, o.trace ? &trace : nullptr, nullptr, gameData.get()) != GenerateStatus::Ok) {
            ++failures;
            continue;
        }
        attempts += floor.attempts;
        hash = gridHash(floor, hash);
    }
    const qint64 ns = timer.nsecsElapsed();
    const double seconds = static_cast<double>(ns) / 1e9;
    QJsonObject r;
    r.insert(QStringLiteral("stage"), o.stage);
    r.insert(QStringLiteral("count"), o.count);
    r.insert(QStringLiteral("stageType"), o.stageType);
    r.insert(QStringLiteral("ruleset"), QString::fromUtf8(ruleSetKey(o.ruleSet).data()));
    if (o.ruleVariant != RuleVariant::Vanilla)
        r.insert(QStringLiteral("ruleVariant"), QString::fromUtf8(ruleVariantKey(o.ruleVariant).data()));
    if (o.ruleSet == RuleSet::Repentance)
        r.insert(QStringLiteral("bossPools"), QStringLiteral("stage-seed")); // R9.7: a stage seed alone
    r.insert(QStringLiteral("hard"), o.hard);
    r.insert(QStringLiteral("trace"), o.trace);
    r.insert(QStringLiteral("seconds"), seconds);
    r.insert(QStringLiteral("floorsPerSecond"), seconds > 0 ? static_cast<double>(o.count) / seconds : 0.0);
    r.insert(QStringLiteral("failures"), failures);
    r.insert(QStringLiteral("avgAttempts"),
             o.count > failures ? static_cast<double>(attempts) / static_cast<double>(o.count - failures)
                                : 0.0);
    r.insert(QStringLiteral("gridHash"), QStringLiteral("%1").arg(hash, 16, 16, QLatin1Char('0')));
    r.insert(QStringLiteral("gameData"), app::gameDataJson(gameData.get()));
    io.out << compactJson(r) << "\n";
    io.out.flush();
    return kExitOk;
}

int runCli(const QStringList &args, Io &io) {
    auto usage = [&]() {
        QString text = QStringLiteral(
            "Usage: isaac-floorgen-cli COMMAND [options]\n\n"
            "Seed-exact floor generation for The Binding of Isaac: Repentance+ (the default rule set),\n"
            "Afterbirth+ and the original 2011 game.\n\nCommands:\n");
        for (const Command &c : kCommands)
            text += QStringLiteral("  %1%2\n")
                        .arg(QString::fromLatin1(c.name).leftJustified(10), QString::fromLatin1(c.summary));
        text += QStringLiteral(
            "\nRun isaac-floorgen-cli COMMAND --help for the options of a command.\n"
            "Exit status: 0 success, 2 bad arguments or input, 3 no floor after 100 attempts "
            "(afterbirth-plus) or 10,000 attempts (repentance; also when a floor of the route gives up).\n");
        return text;
    };
    if (args.isEmpty()) {
        io.err << usage();
        io.err.flush();
        return kExitBadInput;
    }
    const QString first = args.first();
    if (first == QLatin1String("--help") || first == QLatin1String("-h") || first == QLatin1String("help")) {
        io.out << usage();
        io.out.flush();
        return kExitOk;
    }
    if (first == QLatin1String("--version") || first == QLatin1String("-v")) {
        io.out << "isaac-floorgen-cli " << app::applicationVersion() << "\n";
        io.out.flush();
        return kExitOk;
    }
    const Command *command = findCommand(first);
    if (!command) {
        io.err << "isaac-floorgen-cli: unknown command " << app::quotedValue(first) << "\n\n" << usage();
        io.err.flush();
        return kExitBadInput;
    }
    setCommandName(QString::fromLatin1(command->name));
    return command->run(args.mid(1), io);
}

} // namespace floorgen::cli
