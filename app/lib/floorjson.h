#pragma once

// The floor JSON of generation.md section 12, and settings read from the camelCase JSON of `batch`.

#include "floorgen/gamelog.h"
#include "floorgen/generator.h"

#include <optional>
#include <vector>

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace floorgen {
class FileCatalog;
}

namespace floorgen::app {

// The floor as one JSON object (section 12).
// `gameData`: the player's room files the floor was generated with (null: the built-in catalog).
QJsonObject floorToJson(const Floor &floor, const FileCatalog *gameData = nullptr);
// Adds "gameLog": the messages the game writes into its log.txt for the floor (gamelog::predictLines).
void addGameLog(QJsonObject &floorJson, const std::vector<gamelog::Line> &lines);
// The "original2011" object of an original-2011 floor (floorjson_orig.cpp).
QJsonObject origFloorJson(const Floor &floor);

// What a batch line or a command line asked for beyond Settings: the stage type given as "alt" (R3.3's
// proposal, an approximation the floor JSON names). Set the floor's rep.approxStageType from it.
struct SettingsExtras {
    bool alternateStageType = false;
    bool gameLog = false; // batch's "gameLog": true (add the game's log lines, addGameLog)
};

// Settings from a batch JSON object. Unknown keys and values of the wrong type are errors; the message
// names the key. Returns false and sets `error` on failure.
bool settingsFromJson(const QJsonObject &object, Settings &settings, QString &error,
                      SettingsExtras *extras = nullptr);
// The inverse: every field that differs from the defaults, in the same camelCase keys.
QJsonObject settingsToJson(const Settings &settings);

// Curse list parsing shared by the CLI and JSON: "auto", "none" or a comma list of curse keys.
// Sets forced to nullopt for auto. Returns false with a message naming the bad entry.
bool parseCurseList(const QString &text, std::optional<std::uint8_t> &forced, QString &error);

// ---- the repentance inputs of generation.md 12, shared by the CLI options and the batch keys ----

// "none", "womb", "eit", "all" (R5.2).
std::optional<CurseTier> curseTierFromKey(const QString &key);
QString curseTierKey(CurseTier tier);
// Input: "run" or "first-floor"; output also "stage-seed" (R9.7).
std::optional<BossPoolsMode> bossPoolsFromKey(const QString &key);
QString bossPoolsKey(BossPoolsMode mode);
// The state flags of R18.3 by name ("wrath" 9, ..., "dads-note" 47), and their names in order.
std::optional<int> stateFlagFromKey(const QString &key);
QStringList stateFlagKeys();
// The step that typed a room (Room::placedBy), as R20.1 names it ("boss", "dice", "super-secret", ...);
// empty for no step.
QString roomStepKey(const Room &room);

// A seed string typed by a user (parseSeedString of the core, which reads bytes): a character outside ASCII
// is reported as that character and its position in characters, not as the first byte of its UTF-8 form.
// Nothing, with the message in `error` (no value echoed), when the text is not a seed.
std::optional<std::uint32_t> parseSeedText(const QString &text, QString &error);

// "1:0,2:1": the floors of a route. False with a message naming the bad entry.
bool parseRouteList(const QString &text, std::vector<RouteFloor> &route, QString &error);
// "1:0, 2:4": the text parseRouteList reads.
QString routeText(const std::vector<RouteFloor> &route);
// "7, 406": the ids of the locked achievements but the strange door's (635, a setting of its own), in
// increasing order; empty when every one is unlocked.
QString lockedAchievementsText(const Achievements &achievements);
// The reverse, from every achievement unlocked: ids 1 .. Achievements::kCount - 1 separated by commas or
// spaces. False with a message naming the bad entry.
bool parseLockedAchievements(const QString &text, Achievements &achievements, QString &error);
// Every floor of a route must be one the rule set generates; the message names the first that is not.
bool checkRoute(const std::vector<RouteFloor> &route, QString &error);
// An --item / "items" entry: NAME or NAME:golden (a golden trinket), golden-horse-shoe for
// golden-horseshoe, black-candle for the Black Candle flag. False with a message naming it.
bool applyItemName(const QString &name, Settings &settings, QString &error);
// A --player / "player" value: the names of characters() (isaac, cain, the-lost, ...), "other", or a player
// type id; sets the afterbirth-plus PlayerType and the character. False with a message naming it.
bool applyPlayerName(const QString &name, PlayerState &state, QString &error);
// The stage type given as a word: main (2.4 / R3.2) or alt (R3.3) from the run seed.
enum class StageTypeProposal { None, Main, Alt };
// Replaces settings.stageType by the proposal (needs a run seed). False with a message otherwise.
bool resolveStageType(Settings &settings, StageTypeProposal proposal, QString &error);
// The first input of `settings` that only the repentance rule set reads, when the rule set is
// afterbirth-plus: {option name, batch key}; nothing when there is none.
struct InputName {
    const char *option;
    const char *key;
};
std::optional<InputName> repentanceOnlyInput(const Settings &settings);

// A readable text map of the floor (the CLI's --format text).
QString floorToText(const Floor &floor);
// One line for the floor in a run overview (`run --format text`): name, rooms, special rooms, boss, curse.
// "Basement I: 11 rooms + 2 secret; treasure, shop; boss Monstro; curse: none".
QString floorSummaryLine(const Floor &floor);

QString roomDisplayName(const Room &room); // "Boss Room (Monstro)", "Mini-Boss Room (Super Wrath)", ...
QString bossDisplayName(int subtype);      // "Monstro" or "Boss #N"

} // namespace floorgen::app
