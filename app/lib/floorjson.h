#pragma once

// The app's side of the floor JSON and of the settings as text (core/include/floorgen/floorjson.h and
// settingstext.h, which the CLI, the app and the browser's module share): QString and QJsonObject in and out
// of the core's functions, nothing more; and the floor as a text map (the CLI's --format text).

#include "floorgen/floorjson.h"
#include "floorgen/generator.h"
#include "floorgen/settingstext.h"

#include <optional>
#include <vector>

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace floorgen {
class FileCatalog;
}

namespace floorgen::app {

using floorgen::json::SettingsExtras;
using floorgen::text::InputName;
using floorgen::text::repentanceOnlyInput;
using floorgen::text::StageTypeProposal;

// floorgen::json::floorToJson as a QJsonObject (what the JSON export indents).
QJsonObject floorToJson(const Floor &floor, const FileCatalog *gameData = nullptr);
// floorgen::json::settingsFromJson / settingsToJson on a QJsonObject.
bool settingsFromJson(const QJsonObject &object, Settings &settings, QString &error,
                      SettingsExtras *extras = nullptr);
QJsonObject settingsToJson(const Settings &settings);

// The functions of settingstext.h on QString (their messages in English).
bool parseCurseList(const QString &text, std::optional<std::uint8_t> &forced, QString &error);
std::optional<CurseTier> curseTierFromKey(const QString &key);
std::optional<BossPoolsMode> bossPoolsFromKey(const QString &key);
std::optional<int> stateFlagFromKey(const QString &key);
QStringList stateFlagKeys();
std::optional<std::uint32_t> parseSeedText(const QString &text, QString &error);
bool parseRouteList(const QString &text, std::vector<RouteFloor> &route, QString &error);
QString routeText(const std::vector<RouteFloor> &route);
QString lockedAchievementsText(const Achievements &achievements);
bool parseLockedAchievements(const QString &text, Achievements &achievements, QString &error);
bool applyItemName(const QString &name, Settings &settings, QString &error);
bool applyPlayerName(const QString &name, PlayerState &state, QString &error);
bool resolveStageType(Settings &settings, StageTypeProposal proposal, QString &error);

// A readable text map of the floor (the CLI's --format text).
QString floorToText(const Floor &floor);
// One line for the floor in a run overview (`run --format text`): name, rooms, special rooms, boss, curse.
// "Basement I: 11 rooms + 2 secret; treasure, shop; boss Monstro; curse: none".
QString floorSummaryLine(const Floor &floor);

QString roomDisplayName(const Room &room); // "Boss Room (Monstro)", "Mini-Boss Room (Super Wrath)", ...
QString bossDisplayName(int subtype);      // "Monstro" or "Boss #N" (floorgen::text::bossDisplayName)

} // namespace floorgen::app
