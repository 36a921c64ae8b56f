#include "runfloors.h"

#include "floorgen/run.h"

namespace floorgen::app {

std::vector<RouteFloor> runFloors(const Settings &s) {
    std::vector<RouteFloor> floors = mainPathRoute(s);
    if (s.route && s.bossPools == BossPoolsMode::Run)
        for (RouteFloor &f : floors)
            for (const RouteFloor &r : *s.route)
                if (r.stage == f.stage)
                    f.stageType = r.stageType;
    return floors;
}

int runStageType(const Settings &s, int stage) {
    for (const RouteFloor &f : runFloors(s))
        if (f.stage == stage)
            return f.stageType;
    return -1;
}

bool isRunFloor(const Settings &s) {
    const int type = runStageType(s, s.stage);
    return type < 0 || type == s.stageType;
}

Settings withRunStageType(Settings s) {
    if (const int type = runStageType(s, s.stage); type >= 0)
        s.stageType = type;
    return s;
}

} // namespace floorgen::app
