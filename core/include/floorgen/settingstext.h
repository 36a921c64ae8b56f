#pragma once

// Settings given as text (generation.md 12): the values of the CLI's options, the batch JSON keys and the
// app's fields, read and written by one set of functions for every front end. A function that can fail
// returns false (or nothing) with an English message in `error` that names the bad entry (echoed with
// quotedValue, textescape.h).

#include "floorgen/generator.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace floorgen {

// A curse list: "auto", "none" or a comma list of curse keys (case and blanks ignored). Sets `forced` to
// nullopt for auto.
bool parseCurseList(std::string_view text, std::optional<std::uint8_t> &forced, std::string &error);

// "none", "womb", "eit", "all" (R5.2).
std::optional<CurseTier> curseTierFromKey(std::string_view key);
std::string_view curseTierKey(CurseTier tier);
// Input: "run" or "first-floor"; output also "stage-seed" (R9.7).
std::optional<BossPoolsMode> bossPoolsFromKey(std::string_view key);
std::string_view bossPoolsKey(BossPoolsMode mode);
// The state flags of R18.3 by name ("wrath" 9, ..., "dads-note" 47), and their names in order.
std::optional<int> stateFlagFromKey(std::string_view key);
std::span<const std::string_view> stateFlagKeys();
// The step that typed a room (Room::placedBy), as R20.1 names it ("boss", "dice", "super-secret", ...);
// empty for no step.
std::string_view roomStepKey(const Room &room);

// A seed string typed by a user (parseSeedString, which reads bytes): a character outside ASCII is reported
// as that character and its position in characters, not as the first byte of its UTF-8 form. Nothing, with
// the message in `error` (no value echoed), when the text is not a seed.
std::optional<std::uint32_t> parseSeedText(std::string_view text, std::string &error);

// "1:0,2:1": the floors of a route (checked with checkRoute).
bool parseRouteList(std::string_view text, std::vector<RouteFloor> &route, std::string &error);
// "1:0, 2:4": the text parseRouteList reads.
std::string routeText(const std::vector<RouteFloor> &route);
// Every floor of a route must be one the rule set generates, in a run's order; the message names the first
// that is not.
bool checkRoute(const std::vector<RouteFloor> &route, std::string &error);
// "7, 406": the ids of the locked achievements but the strange door's (635, a setting of its own), in
// increasing order; empty when every one is unlocked.
std::string lockedAchievementsText(const Achievements &achievements);
// The reverse, from every achievement unlocked: ids 1 .. Achievements::kCount - 1 separated by commas or
// blanks.
bool parseLockedAchievements(std::string_view text, Achievements &achievements, std::string &error);
// An --item / "items" entry: NAME or NAME:golden (a golden trinket), golden-horse-shoe for
// golden-horseshoe, black-candle for the Black Candle flag.
bool applyItemName(std::string_view name, Settings &settings, std::string &error);
// A --player / "player" value: the names of characters() (isaac, cain, the-lost, ...), "other", or a player
// type id; sets the afterbirth-plus PlayerType and the character.
bool applyPlayerName(std::string_view name, PlayerState &state, std::string &error);
// The stage type given as a word: main (2.4 / R3.2) or alt (R3.3) from the run seed.
enum class StageTypeProposal { None, Main, Alt };
// Replaces settings.stageType by the proposal (needs a run seed).
bool resolveStageType(Settings &settings, StageTypeProposal proposal, std::string &error);
// The first input of `settings` that only the repentance rule set reads, when the rule set is
// afterbirth-plus: {option name, batch key}; nothing when there is none.
struct InputName {
    const char *option;
    const char *key;
};
std::optional<InputName> repentanceOnlyInput(const Settings &settings);

// The display names the floor JSON and the text outputs share: "Monstro" or "Boss #N".
std::string bossDisplayName(int subtype);

// ---- text as QString treats it (the inputs are UTF-8) ----

// Without the blanks at both ends (Unicode's spaces, as QString::trimmed).
std::string_view trimmedText(std::string_view text);
// In lower case as QString::toLower for the letters of ASCII, Latin-1, Latin Extended-A, Greek, Cyrillic and
// the full-width forms; other letters are left as they are (every key is ASCII: only the echo of a bad value
// can differ from what the Qt code wrote).
std::string lowerText(std::string_view text);
// A whole number as QString::toInt reads it: blanks around, an optional sign and decimal digits that an int
// holds.
std::optional<int> parseIntText(std::string_view text);

} // namespace floorgen
