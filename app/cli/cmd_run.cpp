// `isaac-floorgen-cli run` (generation.md 12, repentance.md R9.7): the floors of a run in route order.

#include "clioptions.h"
#include "commands.h"
#include "floorgen/repstages.h"
#include "floorgen/rng.h"
#include "floorjson.h"
#include "textutil.h"

#include <algorithm>

#include <QJsonDocument>

namespace floorgen::cli {

namespace {

// The default route of a run: the main path 1..8 with the stage types of R3.2 (2.4 in afterbirth-plus),
// then stages 10 and 11 (the Cathedral choice; Sheol and the Dark Room in afterbirth-plus).
std::vector<RouteFloor> mainPath(const Settings &s) {
    const auto v = stageSeedsOf(*s.runSeed);
    const bool rep = s.ruleSet == RuleSet::Repentance;
    std::vector<RouteFloor> route;
    for (int n = 1; n <= 8; ++n)
        route.push_back({n, rep ? rep::mainPathType(v, n, s.achievements, s.cathedral)
                                : rep::mainPathType(v, n, Achievements{}, false)});
    const int last = rep && s.cathedral ? 1 : 0;
    route.push_back({10, last});
    route.push_back({11, last});
    return route;
}

QString floorLabel(const Settings &s) {
    const auto name = s.ruleSet == RuleSet::Repentance ? rep::repFloorName(s.stage, s.stageType)
                                                       : stageName(s.stage, s.stageType);
    return QStringLiteral("%1 (stage %2, type %3)").arg(app::sv(name)).arg(s.stage).arg(s.stageType);
}

} // namespace

int runRun(const QStringList &args, Io &io) {
    RunOptions o;
    if (const int rc = parseOrReport(parseRunArgs, args, o, io); rc >= 0)
        return rc;
    const bool defaultRoute = !o.route;
    const std::vector<RouteFloor> planned = defaultRoute ? mainPath(o.settings) : *o.route;
    const bool rep = o.settings.ruleSet == RuleSet::Repentance;

    // Every floor is checked before the first is printed: bad input prints nothing (exit status 2).
    for (const RouteFloor &f : planned) {
        Settings s = o.settings;
        s.stage = f.stage;
        s.stageType = f.stageType;
        if (auto problem = validateSettings(s)) {
            io.err << "isaac-floorgen-cli: " << floorLabel(s) << ": " << QString::fromStdString(*problem)
                   << "\n";
            io.err.flush();
            return kExitBadInput;
        }
    }

    std::vector<RouteFloor> done;
    int skipUntil = 0; // the Labyrinth skip of R9.7 item 1.3 (default route only)
    Floor floor;
    for (const RouteFloor &f : planned) {
        if (defaultRoute && f.stage <= skipUntil && f.stage < 9)
            continue;
        Settings s = o.settings;
        s.stage = f.stage;
        s.stageType = f.stageType;
        if (rep) {
            // The floors before this one, generated again by the core with the state they leave (R9.7).
            s.bossPools = BossPoolsMode::Run;
            s.route = done;
        }
        std::string message;
        const auto status = generate(s, floor, nullptr, &message);
        if (status != GenerateStatus::Ok) {
            io.out.flush();
            io.err << "isaac-floorgen-cli: floor " << done.size() + 1 << " of the run, " << floorLabel(s)
                   << ": " << QString::fromStdString(message) << "\n";
            io.err.flush();
            return status == GenerateStatus::NoFloor ? kExitNoFloor : kExitBadInput;
        }
        io.out << QString::fromUtf8(QJsonDocument(app::floorToJson(floor)).toJson(QJsonDocument::Compact))
               << "\n";
        done.push_back(f);
        if (defaultRoute && floor.xl)
            skipUntil = std::max(skipUntil, rep::labyrinthSkipsTo(f.stage));
    }
    io.out.flush();
    return kExitOk;
}

} // namespace floorgen::cli
