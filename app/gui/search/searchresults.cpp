#include "search/searchresults.h"

#include "floorgen/filecatalog.h"
#include "floorgen/repstages.h"
#include "floorgen/run.h"
#include "floorgen/seedstring.h"
#include "floorjson.h"
#include "floorrenderer.h"
#include "names_tr.h"

#include <algorithm>
#include <optional>

#include <QCoreApplication>
#include <QList>
#include <QPainter>
#include <QStringList>

namespace floorgen::gui {

namespace {

QString sv(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

// The route floor a group is about, or -1: its stage, on its path, of its type when it names one.
int routeIndexOf(std::span<const RouteFloor> route, const FloorCriteria &g) {
    for (std::size_t i = 0; i < route.size(); ++i) {
        const RouteFloor &r = route[i];
        const bool alternate = r.stageType >= 4;
        if (r.stage == g.stage && alternate == (g.path == FloorPath::Alternate) &&
            (g.stageType < 0 || g.stageType == r.stageType))
            return static_cast<int>(i);
    }
    return -1;
}

QString csvField(const QString &s) {
    if (!s.contains(QLatin1Char(',')) && !s.contains(QLatin1Char('"')) && !s.contains(QLatin1Char('\n')))
        return s;
    QString q = s;
    q.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return QLatin1Char('"') + q + QLatin1Char('"');
}

QString englishFloorName(const Floor &f) {
    const Settings &s = f.settings;
    return f.rep.present ? sv(rep::repFloorName(s.stage, s.stageType)) : sv(stageName(s.stage, s.stageType));
}

} // namespace

std::vector<Floor> groupFloors(const Settings &settings, std::span<const FloorCriteria> groups,
                               SeedSpace space, std::uint32_t seed, bool single,
                               const FileCatalog *gameData) {
    std::vector<Floor> out(groups.size());
    if (groups.empty())
        return out;
    std::optional<FileCatalog> own; // a FileCatalog's weights change as it picks: a copy of our own
    if (gameData)
        own.emplace(*gameData);
    const RoomCatalog *catalog = own ? &*own : nullptr;
    if (single || space == SeedSpace::Stage) {
        Settings s = settings;
        s.route.reset();
        if (space == SeedSpace::Stage) {
            s.runSeed.reset();
            s.stageSeed = seed;
        } else {
            s.runSeed = seed;
        }
        if (generate(s, out.front(), nullptr, nullptr, catalog) != GenerateStatus::Ok)
            out.front() = Floor{};
        return out;
    }
    Settings s = settings;
    s.runSeed = seed;
    s.route.reset();
    const std::vector<RouteFloor> route = runSearchRoute(s, seed, groups);
    if (route.empty())
        return out;
    const RunResult run = generateRun(s, route, catalog);
    for (std::size_t g = 0; g < groups.size(); ++g) {
        const int i = routeIndexOf(route, groups[g]);
        if (i >= 0 && static_cast<std::size_t>(i) < run.floors.size())
            out[g] = run.floors[static_cast<std::size_t>(i)];
    }
    return out;
}

QString seedText(SeedSpace space, std::uint32_t seed) {
    return space == SeedSpace::Run ? QString::fromStdString(seedToString(seed)) : QString::number(seed);
}

QByteArray seedListText(SeedSpace space, std::span<const std::uint32_t> seeds) {
    QByteArray out;
    for (std::uint32_t seed : seeds) {
        out += seedText(space, seed).toUtf8();
        out += '\n';
    }
    return out;
}

QByteArray resultsCsv(const Settings &settings, std::span<const FloorCriteria> groups, SeedSpace space,
                      std::span<const std::uint32_t> seeds, bool single, const FileCatalog *gameData) {
    return resultsCsvHeader(groups.size()) +
           resultsCsvLines(settings, groups, space, seeds, single, gameData);
}

QByteArray resultsCsvHeader(std::size_t groups) {
    QStringList header{QStringLiteral("seed")};
    for (std::size_t g = 1; g <= groups; ++g)
        header << QStringLiteral("floor_%1").arg(g) << QStringLiteral("rooms_%1").arg(g)
               << QStringLiteral("boss_%1").arg(g) << QStringLiteral("curse_%1").arg(g);
    return header.join(QLatin1Char(',')).toUtf8() + '\n';
}

QByteArray resultsCsvLines(const Settings &settings, std::span<const FloorCriteria> groups, SeedSpace space,
                           std::span<const std::uint32_t> seeds, bool single, const FileCatalog *gameData) {
    QByteArray out;
    for (std::uint32_t seed : seeds) {
        QStringList fields{csvField(seedText(space, seed))};
        for (const Floor &f : groupFloors(settings, groups, space, seed, single, gameData)) {
            if (f.rooms.empty()) {
                fields << QString() << QString() << QString() << QString();
                continue;
            }
            QStringList bosses;
            for (const Room &r : f.rooms)
                if (r.type == RoomType::Boss && r.bossSubtype >= 0)
                    bosses << app::bossDisplayName(r.bossSubtype);
            QStringList curses;
            for (CurseBit c : kAllCurses)
                if (f.curseMask & c)
                    curses << sv(curseKey(c));
            fields << csvField(englishFloorName(f)) << QString::number(f.rooms.size())
                   << csvField(bosses.join(QLatin1Char('+')))
                   << (curses.isEmpty() ? QStringLiteral("none") : curses.join(QLatin1Char('+')));
        }
        out += fields.join(QLatin1Char(',')).toUtf8() + '\n';
    }
    return out;
}

QImage floorThumbnail(const Floor &floor, int side, bool dark) {
    app::RenderOptions o;
    o.theme = dark ? app::Theme::Dark : app::Theme::Light;
    o.deadEndNumbers = false;
    o.bossNames = false;
    o.grid = false;
    o.provenanceMarks = false;
    o.fitToFloor = true;
    QImage image(side, side, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    if (floor.rooms.empty())
        return image;
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    app::FloorRenderer::paint(painter, QRectF(0, 0, side, side), app::FloorView::fromFloor(floor), o);
    return image;
}

} // namespace floorgen::gui
