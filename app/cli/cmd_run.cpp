// `isaac-floorgen-cli run` (generation.md 12, repentance.md R9.7): the floors of a run in route order.

#include "clioptions.h"
#include "commands.h"
#include "floorgen/gamelog.h"
#include "floorgen/repstages.h"
#include "floorgen/run.h"
#include "floorjson.h"
#include "textutil.h"

namespace floorgen::cli {

namespace {

QString floorLabel(const Settings &s, RouteFloor f) {
    const auto name = s.ruleSet == RuleSet::Repentance ? rep::repFloorName(f.stage, f.stageType)
                                                       : stageName(f.stage, f.stageType);
    return QStringLiteral("%1 (stage %2, type %3)").arg(app::sv(name)).arg(f.stage).arg(f.stageType);
}

} // namespace

int runRun(const QStringList &args, Io &io) {
    RunOptions o;
    if (const int rc = parseOrReport(parseRunArgs, args, o, io); rc >= 0)
        return rc;
    const std::vector<RouteFloor> planned = o.route ? *o.route : mainPathRoute(o.settings);

    // Every floor is checked before the first is printed: bad input prints nothing (exit status 2).
    for (const RouteFloor &f : planned) {
        Settings s = o.settings;
        s.stage = f.stage;
        s.stageType = f.stageType;
        if (auto problem = validateSettings(s)) {
            io.err << "isaac-floorgen-cli: " << floorLabel(s, f) << ": " << QString::fromStdString(*problem)
                   << "\n";
            io.err.flush();
            return kExitBadInput;
        }
    }

    // The floors one at a time, each printed as soon as it is generated; the run state goes on from one
    // floor to the next (RunGenerator), with the Labyrinth skip on the default route.
    std::unique_ptr<FileCatalog> gameData;
    if (const int rc = openGameData(o.gameData, gameData, io); rc >= 0)
        return rc;
    RunGenerator run;
    if (auto problem = run.start(o.settings, o.route, gameData.get())) {
        io.err << "isaac-floorgen-cli: " << QString::fromStdString(*problem) << "\n";
        io.err.flush();
        return kExitBadInput;
    }
    Floor floor;
    Trace trace; // --format log: the game's log lines come from the trace
    const bool log = o.format == OutputFormat::Log;
    if (log && o.settings.runSeed)
        io.out << gamelog::kInfoPrefix.data()
               << QString::fromStdString(gamelog::runStartLine(*o.settings.runSeed)) << "\n";
    while (!run.done()) {
        const RouteFloor f = run.peek();
        std::string message;
        const auto status = run.next(floor, log ? &trace : nullptr, &message);
        if (status != GenerateStatus::Ok) {
            io.out.flush();
            io.err << "isaac-floorgen-cli: floor " << run.generated().size() + 1 << " of the run, "
                   << floorLabel(o.settings, f) << ": " << QString::fromStdString(message) << "\n";
            io.err.flush();
            return status == GenerateStatus::NoFloor ? kExitNoFloor : kExitBadInput;
        }
        if (o.format == OutputFormat::Text)
            io.out << app::floorSummaryLine(floor) << "\n";
        else if (log)
            io.out << gameLogText(floor, trace);
        else
            io.out << QString::fromStdString(json::floorJson(floor, gameData.get())) << "\n";
    }
    io.out.flush();
    return kExitOk;
}

} // namespace floorgen::cli
