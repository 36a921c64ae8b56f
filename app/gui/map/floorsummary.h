#pragma once

// The line under the map: stage, rules, target rooms, rooms placed, dead ends, attempts, curse, boss(es).

#include "floorgen/generator.h"

#include <QString>

namespace floorgen::gui {

// Rich text (one or two lines).
QString floorSummaryHtml(const Floor &floor);

} // namespace floorgen::gui
