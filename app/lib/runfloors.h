#pragma once

// The floors of a run seed's run (repentance.md R3.2, R9.7): what the app shows by default for a run seed.
// A player types the seed of their pause menu and expects their own floor: the stage type of each stage comes
// from the seed (R3.2; generation.md 2.4 for afterbirth-plus) and from the route of the settings, when one is
// given. Another stage type is a deliberate choice (the settings panel says so; `generate --seed` warns).

#include "floorgen/generator.h"

#include <vector>

namespace floorgen::app {

// The run's floors in route order: the main path of the run seed (mainPathRoute), a stage the settings' route
// names taking the route's type. Empty without a run seed.
std::vector<RouteFloor> runFloors(const Settings &s);

// The stage type the run gives `stage`, or -1 when it has none (no run seed, a stage off the main path such
// as The Void).
int runStageType(const Settings &s, int stage);

// Whether s shows the run's own floor of its stage: true when the run gives s.stage no type, or the same
// type.
bool isRunFloor(const Settings &s);

// s with the stage type its run gives s.stage (s unchanged when the run gives none).
Settings withRunStageType(Settings s);

} // namespace floorgen::app
