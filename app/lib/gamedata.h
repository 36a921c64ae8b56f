#pragma once

// The player's own game data (generation.md 12 "Game data", issue 20) for both front ends: the room files of
// a folder as a FileCatalog, and what the floor JSON says of them (`gameData`, each room's `layout`).

#include "floorgen/filecatalog.h"
#include "floorgen/gamefolder.h"
#include "floorgen/trace.h"

#include <memory>
#include <span>
#include <vector>

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

namespace floorgen::app {

// Reads a game folder of any kind (generation.md 16.1: the installation, its resources/packed, the macOS
// bundle, an extracted resources folder, a folder of room files) into a catalog; on failure returns null with
// a message naming the archive and entry, or the file and the offset or line (English, as the core writes
// it).
std::unique_ptr<FileCatalog> loadGameData(const QString &dir, QString &error);

// repentance.md R23.3: whether REPENTOGON's options.ini in the Repentogon folder beside a log (R23.5) turns
// Better Void Generation on. Only a regular file under 1 MiB is read (a FIFO there never blocks the caller).
bool betterVoidGenerationBeside(const QString &logPath);

// How captions and the status bar name a catalog's files: the last two parts of the folder read
// ("resources/rooms").
QString gameDataLabel(const FileCatalog &catalog);

// The room file entry a floor's room was given (what `layout` and the room's tooltip show). `found` false:
// no entry of the files (the start room with the built-in catalog, a room no pick gave).
struct RoomLayoutInfo {
    bool found = false;
    int file = -1; // stage id of the file (0: the special rooms)
    int variant = 0;
    std::uint32_t subtype = 0;
    QString name;
    int difficulty = 0;
    double weight = 0;
    const RoomData *data = nullptr; // the entry itself (its spawns, for the drawing); lives as the catalog
    QString fileName;               // "01.basement.stb" (without its folder)
};
RoomLayoutInfo roomLayoutInfo(const Floor &floor, const Room &room, const FileCatalog &catalog);

// Why a pick chose its entry, in a sentence of the decision log: "Layout: room file 00, variant 1720, weight
// 0.5 of 2.5 (3 candidates); drawn from the 1 with exactly the room's doors (weight 0.5)".
QString pickRecordText(const FileCatalog::PickRecord &record, const FileCatalog &catalog);
// The pickRecordText of each RoomAssigned event of the attempt that made `floor`, by event (empty for the
// other events): `records` are the catalog's picks while generating it (FileCatalog::recordPicks), matched
// to the rooms from the last one back (the final attempt's picks come last).
std::vector<QString> pickNotes(const Trace &trace, const Floor &floor,
                               std::span<const FileCatalog::PickRecord> records, const FileCatalog &catalog);

// A room file weight as the tooltip, the decision log and the drawing write it: "0.5", "1e-07" (the locale's
// decimal separator, six significant digits).
QString roomWeightText(double weight);

// floorgen::gameDataJson (floorjson.h) as a QJsonValue, for the JSON the app writes with Qt.
QJsonValue gameDataJson(const FileCatalog *catalog);

} // namespace floorgen::app
