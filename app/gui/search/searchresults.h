#pragma once

// What the seed search panel does with its results, without widgets: the floors of a found seed that its
// groups name (the small maps and the CSV), seed lists read and written, and thumbnails of those floors.

#include "floorgen/search.h"

#include <cstdint>
#include <span>
#include <vector>

#include <QByteArray>
#include <QImage>
#include <QString>

namespace floorgen::gui {

// The floors of run `seed` that `groups` are about, one a group in group order, generated along the run
// a run search walks (runSearchRoute: the route's state carried from floor to floor). A group whose floor
// the run does not visit, or a floor that fails, gives an empty Floor (no rooms). `single`: the single-floor
// search of the current stage (searchSeeds), whose one floor is generate() with `settings` and the seed
// (a run seed, or a stage seed with `space` Stage), whatever the run's route.
// `gameData`: the player's room files (copied for the call; null: the built-in catalog).
std::vector<Floor> groupFloors(const Settings &settings, std::span<const FloorCriteria> groups,
                               SeedSpace space, std::uint32_t seed, bool single = false,
                               const FileCatalog *gameData = nullptr);

// "B91Y 9THH" for a run seed, the number for a stage seed.
QString seedText(SeedSpace space, std::uint32_t seed);

// One seed a line (seedText), each line ended by '\n'.
QByteArray seedListText(SeedSpace space, std::span<const std::uint32_t> seeds);

// CSV with a header: seed, then per group floor_N (its name), rooms_N, boss_N, curse_N (English names;
// curses joined with "+", "none" without one); a floor the run does not visit has empty fields.
QByteArray resultsCsv(const Settings &settings, std::span<const FloorCriteria> groups, SeedSpace space,
                      std::span<const std::uint32_t> seeds, bool single = false,
                      const FileCatalog *gameData = nullptr);
// The same in parts, for writing as it is made: the header line, then the lines of some seeds.
QByteArray resultsCsvHeader(std::size_t groups);
QByteArray resultsCsvLines(const Settings &settings, std::span<const FloorCriteria> groups, SeedSpace space,
                           std::span<const std::uint32_t> seeds, bool single = false,
                           const FileCatalog *gameData = nullptr);

// A small map of `floor` captioned with its name, `side` pixels wide, for the result list.
QImage floorThumbnail(const Floor &floor, int side, bool dark);

} // namespace floorgen::gui
