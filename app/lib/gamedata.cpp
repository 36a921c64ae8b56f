#include "gamedata.h"

#include "floorgen/floorjson.h"
#include "floorgen/gamelog.h"
#include "floorgen/json.h"

#include <algorithm>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QStringList>

namespace floorgen::app {

std::unique_ptr<FileCatalog> loadGameData(const QString &dir, QString &error) {
    RoomFileSet set;
    std::string why;
    // Any kind of game folder (generation.md 16.1): the installation, its packed archives, an extracted one.
    if (!loadGameFolder(QFile::encodeName(dir).toStdString(), set, why,
                        QFile::encodeName(QDir::homePath()).toStdString())) {
        error = QString::fromStdString(why);
        return nullptr;
    }
    return std::make_unique<FileCatalog>(std::move(set));
}

QString gameDataLabel(const FileCatalog &catalog) {
    const QString folder = QDir::cleanPath(QFile::decodeName(catalog.files().folder.c_str()));
    const QStringList parts = folder.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    const QString last =
        parts.size() <= 2 ? folder : parts[parts.size() - 2] + QLatin1Char('/') + parts.back();
    // A packed game: its edition first ("Repentance+, resources/packed").
    const QString edition = QString::fromStdString(catalog.files().edition);
    return edition.isEmpty() ? last : edition + QStringLiteral(", ") + last;
}

namespace {

// The texts of free functions are filed under their namespace by lupdate.
QString tr(const char *text, const char *comment = nullptr, int n = -1) {
    return QCoreApplication::translate("floorgen::app", text, comment, n);
}

} // namespace

QString roomWeightText(double weight) {
    return QLocale().toString(weight, 'g', 6);
}

QString pickRecordText(const FileCatalog::PickRecord &record, const FileCatalog &catalog) {
    if (record.chosen.file < 0)
        return tr("No layout of the room files matches");
    const RoomData &room = catalog.room(record.chosen);
    QString text = tr("Layout: room file %1, variant %2, weight %3 of %4 (%5)")
                       .arg(record.chosen.file, 2, 10, QLatin1Char('0'))
                       .arg(room.variant)
                       .arg(roomWeightText(record.chosenWeight), roomWeightText(record.totalWeight),
                            tr("%n candidate(s)", nullptr, static_cast<int>(record.candidates)));
    if (record.request.repentance && record.request.requiredDoors == 0)
        return text; // (RoomPickR keeps no exact-door list without required doors, repentance.md R10.1)
    const int exact = static_cast<int>(record.exact);
    QString exactText;
    if (exact == 0)
        exactText = tr("none with exactly the room's doors");
    else if (record.exactTaken)
        exactText = tr("drawn from the %n with exactly the room's doors (weight %1)", nullptr, exact)
                        .arg(roomWeightText(record.exactWeight));
    else
        exactText = tr("not from the %n with exactly the room's doors (weight %1)", nullptr, exact)
                        .arg(roomWeightText(record.exactWeight));
    // (French puts a non-breaking space before the semicolon.)
    text = tr("%1; %2", "the layout picked; the exact-door list").arg(text, exactText);
    return text;
}

std::vector<QString> pickNotes(const Trace &trace, const Floor &floor,
                               std::span<const FileCatalog::PickRecord> records, const FileCatalog &catalog) {
    std::vector<QString> notes(trace.events.size());
    std::size_t free = records.size(); // the records before this one are not matched yet
    for (std::size_t i = trace.events.size(); i-- > 0;) {
        const TraceEvent &e = trace.events[i];
        if (e.kind != EventKind::RoomAssigned || e.attempt != floor.attempts || e.room < 0 ||
            static_cast<std::size_t>(e.room) >= floor.rooms.size())
            continue;
        const Room &room = floor.rooms[static_cast<std::size_t>(e.room)];
        // A repentance room names its entry; an afterbirth-plus room is matched by its layout's fields.
        const FileCatalog::Entry given = catalog.entryOf(room.layoutId);
        const auto same = [&](const FileCatalog::Entry chosen) {
            if (room.layoutId >= 0)
                return given.file == chosen.file && given.index == chosen.index;
            const RoomData &d = catalog.room(chosen);
            return static_cast<RoomType>(d.type) == room.type && d.doors == room.doors &&
                   std::min<std::uint32_t>(d.variant, 0xFFFF) == room.variant;
        };
        for (std::size_t k = free; k-- > 0;) {
            const FileCatalog::PickRecord &r = records[k];
            if (r.chosen.file >= 0 && same(r.chosen)) {
                notes[i] = pickRecordText(r, catalog);
                free = k;
                break;
            }
        }
    }
    return notes;
}

RoomLayoutInfo roomLayoutInfo(const Floor &floor, const Room &room, const FileCatalog &catalog) {
    RoomLayoutInfo info;
    const FileCatalog::Entry e = json::layoutEntryOf(floor, room, catalog); // (floorjson.h)
    if (e.file < 0)
        return info;
    const RoomData &r = catalog.room(e);
    info.found = true;
    info.file = e.file; // on the Void: the file of the pool it came from
    info.variant = static_cast<int>(r.variant);
    info.subtype = r.subtype;
    info.name = QString::fromStdString(r.name);
    info.difficulty = r.difficulty;
    info.weight = static_cast<double>(r.weight);
    info.data = &r;
    if (const RoomFile *f = catalog.files().file(e.file))
        info.fileName = QFileInfo(QString::fromStdString(f->name)).fileName(); // the name, not the path
    return info;
}

QJsonValue gameDataJson(const FileCatalog *catalog) {
    json::Array wrapped{json::gameDataJson(catalog)};
    return QJsonDocument::fromJson(QByteArray::fromStdString(json::toCompact(wrapped))).array().first();
}

bool betterVoidGenerationBeside(const QString &logPath) {
    const QFileInfo info(QFileInfo(logPath).absoluteDir().filePath(QStringLiteral("Repentogon/options.ini")));
    if (!info.isFile() || info.size() >= (1 << 20))
        return false;
    QFile ini(info.filePath());
    if (!ini.open(QIODevice::ReadOnly))
        return false;
    const QByteArray text = ini.read(1 << 20);
    return gamelog::betterVoidGenerationOn(std::string_view(text.constData(), std::size_t(text.size())));
}

} // namespace floorgen::app
