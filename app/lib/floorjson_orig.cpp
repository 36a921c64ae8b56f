// The floor JSON's "original2011" object (docs/original-2011.md O10).

#include "floorgen/original2011.h"
#include "floorjson.h"

#include <QJsonArray>

namespace floorgen::app {

QJsonObject origFloorJson(const Floor &f) {
    const OrigFloorInfo &i = f.orig;
    QJsonObject o;
    o.insert(QStringLiteral("note"),
             QStringLiteral("the original's algorithm as the article describes it; our "
                            "random numbers, not the original game's"));
    o.insert(QStringLiteral("level"), i.level);
    o.insert(QStringLiteral("random2"), i.coin);
    o.insert(QStringLiteral("formulaRooms"), i.baseRooms);
    o.insert(QStringLiteral("formulaRange"),
             QJsonArray{orig::roomCount(i.level, 0), orig::roomCount(i.level, 1)});
    o.insert(QStringLiteral("doubleSizeMap"), i.labyrinth);
    if (i.labyrinth) {
        o.insert(QStringLiteral("doubleSizeTarget"), orig::labyrinthRoomCount(i.baseRooms));
        o.insert(QStringLiteral("extraRooms"), i.extraRooms);
    }
    o.insert(QStringLiteral("fullHealth"), i.fullHealth);
    o.insert(QStringLiteral("secretRoomCriterion"),
             i.secretTier == 0 ? QJsonValue() : QJsonValue(i.secretTier));
    o.insert(QStringLiteral("secretRoomMinNeighbours"),
             i.secretTier == 0 ? QJsonValue() : QJsonValue(orig::secretMinNeighbours(i.secretTier)));
    o.insert(QStringLiteral("secretRoomTries"), i.secretTries);
    o.insert(QStringLiteral("startRoomRequeues"), i.startRequeues);
    QJsonArray cells; // each room's cell in the original's numbering (tens = row, ones = column)
    for (const Room &r : f.rooms)
        cells.append(orig::fromCell(r.anchor));
    o.insert(QStringLiteral("cells"), cells);
    return o;
}

} // namespace floorgen::app
