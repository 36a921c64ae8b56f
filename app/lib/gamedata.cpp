#include "gamedata.h"

#include <QFile>

namespace floorgen::app {

std::unique_ptr<FileCatalog> loadGameData(const QString &dir, QString &error) {
    RoomFileSet set;
    std::string why;
    if (!loadRoomFolder(QFile::encodeName(dir).toStdString(), set, why)) {
        error = QStringLiteral("--game-data: ") + QString::fromStdString(why);
        return nullptr;
    }
    return std::make_unique<FileCatalog>(std::move(set));
}

QJsonValue gameDataJson(const FileCatalog *catalog) {
    if (!catalog)
        return QJsonValue();
    QJsonObject o;
    o.insert(QStringLiteral("path"), QString::fromStdString(catalog->files().folder));
    o.insert(QStringLiteral("files"), static_cast<qint64>(catalog->files().files.size()));
    o.insert(QStringLiteral("rooms"), static_cast<qint64>(catalog->files().roomCount));
    return o;
}

QJsonObject layoutJson(const Floor &floor, const Room &room, const FileCatalog *catalog) {
    // Normal rooms come from the floor's file (7.13), every other pick from file 0 (the special rooms).
    const bool normal = room.type == RoomType::Default && !room.grave;
    const int file = normal ? floor.stageId : 0;
    QJsonObject o;
    o.insert(QStringLiteral("variant"), room.variant);
    o.insert(QStringLiteral("subtype"), room.subtype);
    o.insert(QStringLiteral("shape"), static_cast<int>(room.shape));
    o.insert(QStringLiteral("doors"), room.doors);
    if (!catalog) {
        o.insert(QStringLiteral("file"), file);
        o.insert(QStringLiteral("name"), QJsonValue());
        o.insert(QStringLiteral("difficulty"), QJsonValue());
        o.insert(QStringLiteral("weight"), QJsonValue());
        return o;
    }
    const FileCatalog::Entry e = catalog->find(file, room);
    if (e.file < 0) {
        o.insert(QStringLiteral("file"), QJsonValue()); // no entry of the files (a room no pick gave)
        o.insert(QStringLiteral("name"), QJsonValue());
        o.insert(QStringLiteral("difficulty"), QJsonValue());
        o.insert(QStringLiteral("weight"), QJsonValue());
        return o;
    }
    const RoomData &r = catalog->room(e);
    o.insert(QStringLiteral("file"), e.file); // on the Void: the file of the pool it came from
    o.insert(QStringLiteral("subtype"), static_cast<qint64>(r.subtype)); // the entry's (a room may not keep it)
    o.insert(QStringLiteral("name"), QString::fromStdString(r.name));
    o.insert(QStringLiteral("difficulty"), r.difficulty);
    o.insert(QStringLiteral("weight"), static_cast<double>(r.weight));
    return o;
}

} // namespace floorgen::app
