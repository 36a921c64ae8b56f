#pragma once

// One line of `isaac-floorgen-cli batch` (generation.md 12): a JSON object of settings in, one floor JSON
// line out. The CLI reads the lines and calls this; so does the browser's module (web/), which gives the same
// bytes.

#include "floorgen/filecatalog.h"

#include <string>
#include <string_view>

namespace floorgen {

// The output line for input line `line` (number `lineNumber`, counted from 1 over every line read, blank ones
// too), without its newline: the floor JSON ("gameLog" added when the line asks), or {"error":...,"ok":false}
// with `failed` set. A line of blanks only (after a final CR is dropped) gives "" (print nothing) and is not
// a failure. `gameData`: the player's room files (null: the built-in catalog).
std::string batchLine(std::string_view line, long long lineNumber, const FileCatalog *gameData, bool &failed);

// The {"error":message,"ok":false} line (without its newline) of a line that failed.
std::string batchErrorLine(std::string_view message);

} // namespace floorgen
