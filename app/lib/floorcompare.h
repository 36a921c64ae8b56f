#pragma once

// Compare mode: the same floor with one setting flipped, and what changed between the two floors.
// QString adapters of the core's floorgen/floorcompare.h (the browser's module shows the same). QtCore only.

#include "floorgen/generator.h"

#include <vector>

#include <QString>
#include <QStringList>

namespace floorgen::app {

// The settings compare mode can flip: the item keys ("luna", "voodoo-head", ...), "hard", "ruleset",
// "black-candle", "stage-type" (the stage's next type) and "curse:KEY" (that curse forced). isCompareKey also
// takes "seed:SEED" (the same settings with another run seed, e.g. "seed:B91Y 9THH").
QStringList compareKeys();
bool isCompareKey(const QString &key);
// A readable name: "Luna", "Hard mode", "Rule set", "Black Candle".
QString compareKeyName(const QString &key);
// `settings` with the setting flipped (an item toggled, normal <-> hard, one rule set <-> the other).
// False for an unknown key.
bool flipSetting(const QString &key, Settings &settings);

struct FloorDifference {
    std::vector<int> differingA; // room numbers of floor A that have no identical room in B
    std::vector<int> differingB; // and of B that have none in A
    bool otherLayout = false;    // the rooms the player walks through moved: nothing is outlined (the
                                 // summary says so once)
    QString summary; // one line, e.g. "Luna: 2nd Super Secret Room at (3,5), 2nd Secret Room at (8,2); same
                     // layout." or "Voodoo Head: another layout (attempt 3 instead of 1): 15 rooms instead
                     // of 14, a 2nd Curse Room."
};

// Who made floor B out of floor A in the summary: "Luna", "Without Luna", "Hard mode", "Normal mode", ...
QString compareSideWho(const QString &key, const Settings &b);

// Rooms are identical when they cover the same cells with the same type (and boss). `key` is the setting
// that was flipped from A to B (for the summary's wording).
FloorDifference compareFloors(const Floor &a, const Floor &b, const QString &key);

} // namespace floorgen::app
