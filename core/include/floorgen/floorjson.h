#pragma once

// The floor JSON of generation.md section 12 (repentance.md R20, docs/original-2011.md O10) and the settings
// of a batch line (the camelCase JSON of `batch`), for every front end: the CLI prints these, the app exports
// and saves them, the browser's module returns them (json.h writes them as Qt's QJsonDocument did).

#include "floorgen/filecatalog.h"
#include "floorgen/gamelog.h"
#include "floorgen/generator.h"
#include "floorgen/json.h"

#include <string>
#include <vector>

namespace floorgen {

// The floor as one JSON object (section 12). `gameData`: the player's room files the floor was generated with
// (null: the built-in catalog). To add a field, insert it here: the keys are written sorted.
json::Object floorToJson(const Floor &floor, const FileCatalog *gameData = nullptr);
// Its compact text (what `generate` prints, without the newline).
std::string floorJson(const Floor &floor, const FileCatalog *gameData = nullptr);
// Adds "gameLog": the messages the game writes into its log.txt for the floor (gamelog::predictLines).
void addGameLog(json::Object &floorJson, const std::vector<gamelog::Line> &lines);
// The "original2011" object of an original-2011 floor.
json::Object origFloorJson(const Floor &floor);

// `gameData`: null for the built-in catalog, else {path, files, rooms, bossPools, bossPortraits, edition,
// sources: [{file, archive, path}], notes}.
json::Value gameDataJson(const FileCatalog *catalog);
// A room's `layout`: {file, variant, subtype, shape, doors, name, difficulty, weight} of the room file entry
// its pick chose (with the built-in catalog: the built-in entry, name, difficulty and weight null).
json::Object layoutJson(const Floor &floor, const Room &room, const FileCatalog *catalog);
// The file a room's pick reads: normal rooms the floor's (7.13), every other pick file 0 (the special rooms).
int layoutFileOf(const Floor &floor, const Room &room);
// The room file entry a floor's room was given (file -1: none): a repentance room names it, an
// afterbirth-plus room is looked up in layoutFileOf's file.
FileCatalog::Entry layoutEntryOf(const Floor &floor, const Room &room, const FileCatalog &catalog);

// What a batch line or a command line asked for beyond Settings: the stage type given as "alt" (R3.3's
// proposal, an approximation the floor JSON names). Set the floor's rep.approxStageType from it.
struct SettingsExtras {
    bool alternateStageType = false;
    bool gameLog = false; // batch's "gameLog": true (add the game's log lines, addGameLog)
};

// Settings from a batch JSON object. Unknown keys and values of the wrong type are errors; the message
// names the key. Returns false and sets `error` on failure.
bool settingsFromJson(const json::Object &object, Settings &settings, std::string &error,
                      SettingsExtras *extras = nullptr);
// The inverse: every field that differs from the defaults, in the same camelCase keys.
json::Object settingsToJson(const Settings &settings);

} // namespace floorgen
