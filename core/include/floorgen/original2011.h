#pragma once

// The original Binding of Isaac's (2011, Flash) floor generator, as the article of seeds/002 describes it
// (docs/original-2011.md: every rule, the article's words it comes from, and every choice where the article
// is silent). The original had no seeds (Flash's unseeded random); this rule set draws from our own RNG
// (generation.md 1), seeded with the floor's stage seed.
//
// Cells are numbered as in the original: tens = row (0..7), ones = column (1..9; column 0 is never used), so
// that a step is +10 / -10 / +1 / -1. A Floor of this rule set puts cell n at (n % 10 - 1, n / 10) of its
// 13x13 grid: a 9x8 block in the top-left corner.

#include "floorgen/generator.h"

#include <array>
#include <cstdint>
#include <span>
#include <string>

namespace floorgen::orig {

inline constexpr int kColumns = 10; // ones 0..9; column 0 unused
inline constexpr int kRows = 8;     // tens 0..7
inline constexpr int kCells = kColumns * kRows;
inline constexpr int kGridWidth = 9; // what a map draws
inline constexpr int kGridHeight = 8;
inline constexpr int kStartCell = 35;
inline constexpr int kLabyrinthMaxRooms = 45;
inline constexpr int kSecretTriesPerTier = 300;
inline constexpr int kMaxAttempts = 10000; // the app's limit; the original retried without one
inline constexpr int kMaxStartRequeues = 1000;
// The four steps in the article's order: +10, -10, +1, -1, and their directions (0 left, 1 up, 2 right, 3
// down, as geometry::kUnit).
inline constexpr std::array<int, 4> kSteps = {10, -10, 1, -1};
inline constexpr std::array<int, 4> kStepDir = {3, 1, 2, 0};

// The working grid: room number per cell, -1 empty.
using Grid = std::array<std::int8_t, kCells>;
Grid emptyGrid();

constexpr bool onGrid(int n) {
    return n >= 0 && n < kCells && n % 10 != 0;
}
constexpr Cell toCell(int n) {
    return {static_cast<std::int8_t>(n % 10 - 1), static_cast<std::int8_t>(n / 10)};
}
constexpr int fromCell(Cell c) {
    return c.y * 10 + c.x + 1;
}

// The level the formula reads: stages 1..8 are levels 1..8, Sheol and the Cathedral (stage 10) level 9, the
// Chest (stage 11) level 10 (our choice: docs/original-2011.md O2).
int levelOf(int stage);
// random(2) + 5 + level * 2.6, rounded down; `coin` is random(2), 0 or 1 (O2).
int roomCount(int level, int coin);
// The double-size map's target: 80% more rooms, rounded down, at most 45 (O9).
int labyrinthRoomCount(int rooms);

// Rooms in the four cells next to n.
int filledNeighbours(const Grid &g, int n);

// The verdict of the queue's tests on a neighbour cell (O4), in the order they are made.
enum class Verdict : std::uint8_t {
    OffGrid,    // column 0 or a row outside 0..7 (our choice: the article implies a boundary, O4)
    Occupied,   // the cell already has a room
    Crowded,    // the cell has more than one filled neighbour
    Enough,     // the floor has its rooms
    CoinNoRoom, // the 50% coin said no
    Added,
};
std::string_view verdictKey(Verdict v);
// The first three tests, and the fourth: what the queue does with neighbour n of a cell, the floor having
// `rooms` rooms of `target`. `coin` is consulted only when the others pass (it is a draw in the generator).
Verdict testNeighbour(const Grid &g, int n, int rooms, int target, bool coinSaysRoom);

// The secret room's search (O7): can cell n take it under tier t? Tier 1: at least 3 rooms next to it and no
// dead end; tier 2: at least 2 and no dead end; tier 3 (and 4, the scan after 900 tries): at least 1 and no
// boss room (other dead ends allowed, unless `strict`: the double-size map's extra rooms, O9). No tier allows
// a boss room next to it. `deadEndCells` and `bossCells` are cell numbers.
int secretMinNeighbours(int tier);
bool secretCellOk(const Grid &g, int n, std::span<const int> deadEndCells, std::span<const int> bossCells,
                  int tier, bool strict = false);
bool isNextTo(int a, int b); // a step of +-1 or +-10 apart

// Why a plan is thrown away (O5).
enum class PlanCheck : std::uint8_t {
    Ok,
    TooFewRooms,      // fewer rooms than the target (the article's first check)
    BossNextToStart,  // the last dead end is next to the start room (the article's second check)
    TooFewDeadEnds,   // fewer dead ends than boss, treasure room and shop need (our choice, O5)
    NoSecondBossCell, // double-size map: no empty cell next to the boss room for the second one (O9)
};
std::string_view planCheckKey(PlanCheck c);
// The article's two checks and ours, on a finished growth: `deadEnds` in the order they were found.
PlanCheck checkPlan(int rooms, int target, std::span<const int> deadEndCells, int neededDeadEnds);

// The sacrifice room's chance (O8): 1 in 7, 1 in 3 at full health.
int sacrificeOdds(bool fullHealth);

// Validation of settings for this rule set (stages 1..8, 10, 11; see docs/original-2011.md O1).
std::optional<std::string> validate(const Settings &s);
// Generates the floor. `trace` may be null.
GenerateStatus generate(const Settings &settings, Floor &out, Trace *trace, std::string *error);

} // namespace floorgen::orig
