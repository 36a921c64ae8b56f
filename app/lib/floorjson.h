#pragma once

// The floor JSON of generation.md section 12, and settings read from the camelCase JSON of `batch`.

#include "floorgen/generator.h"

#include <QJsonObject>
#include <QString>

namespace floorgen::app {

// The floor as one JSON object (section 12).
QJsonObject floorToJson(const Floor &floor);

// Settings from a batch JSON object. Unknown keys and values of the wrong type are errors; the message
// names the key. Returns false and sets `error` on failure.
bool settingsFromJson(const QJsonObject &object, Settings &settings, QString &error);
// The inverse: every field that differs from the defaults, in the same camelCase keys.
QJsonObject settingsToJson(const Settings &settings);

// Curse list parsing shared by the CLI and JSON: "auto", "none" or a comma list of curse keys.
// Sets forced to nullopt for auto. Returns false with a message naming the bad entry.
bool parseCurseList(const QString &text, std::optional<std::uint8_t> &forced, QString &error);

// A readable text map of the floor (the CLI's --format text).
QString floorToText(const Floor &floor);

QString roomDisplayName(const Room &room); // "Boss Room (Monstro)", "Mini-Boss Room (Super Wrath)", ...
QString bossDisplayName(int subtype);      // "Monstro" or "Boss #N"

} // namespace floorgen::app
