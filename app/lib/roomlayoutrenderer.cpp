#include "roomlayoutrenderer.h"

#include "gamedata.h"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QPainterPath>
#include <QPolygonF>

namespace floorgen::app {

namespace {

// The drawing in units of one tile (t).
constexpr qreal kPad = 0.6;          // around everything
constexpr qreal kTitleHeight = 2.5;  // the title's two lines
constexpr qreal kTitleLine = 1.35;   // its first line (the rest is the second)
constexpr qreal kTitleText = 0.8;    // the first line's text size
constexpr qreal kSubtitleText = 0.6; // the second line's
constexpr qreal kLegendGap = 1.0;    // between the room and the legend
constexpr qreal kLegendLine = 1.3;   // one legend entry
constexpr qreal kLegendText = 0.62;  // the legend's text size
constexpr qreal kLegendSymbol = 1.0;
constexpr qreal kLegendSymbolGap = 0.45;
constexpr int kLegendEntries = kEntityKindCount + 2; // the kinds, a door, a wall

bool knownShape(Shape s) {
    const int v = static_cast<int>(s);
    return v >= 1 && v <= 12;
}

QFont textFont(qreal pixels, bool bold = false) {
    QFont font;
    font.setPixelSize(std::max(1, static_cast<int>(std::lround(pixels))));
    font.setBold(bold);
    return font;
}

QString legendText(int entry) {
    if (entry < kEntityKindCount)
        return RoomLayoutRenderer::entityKindName(static_cast<EntityKind>(entry));
    return entry == kEntityKindCount ? QCoreApplication::translate("RoomLayoutRenderer", "Door")
                                     : QCoreApplication::translate("RoomLayoutRenderer", "Wall");
}

QString outsideNote(int count) {
    return QCoreApplication::translate("RoomLayoutRenderer", "Spawns outside the room: %1").arg(count);
}

// The legend's width in tiles: measured on a 100-pixel font and scaled, so it does not depend on the target.
qreal legendWidth(const RoomData &room) {
    const QFontMetricsF metrics(textFont(100));
    qreal text = 0;
    for (int i = 0; i < kLegendEntries; ++i)
        text = std::max(text, metrics.horizontalAdvance(legendText(i)));
    qreal width = kLegendSymbol + kLegendSymbolGap + text / 100 * kLegendText;
    if (const int outside = RoomLayoutRenderer::spawnsOutside(room)) // the note starts at the legend's left
        width = std::max(width, metrics.horizontalAdvance(outsideNote(outside)) / 100 * kLegendText);
    return width;
}

int legendLines(const RoomData &room) {
    return kLegendEntries + (RoomLayoutRenderer::spawnsOutside(room) > 0 ? 1 : 0);
}

// Where everything goes, for one target.
struct Layout {
    qreal tile = 0;
    QPointF origin; // the top-left corner of tile (0, 0)
    QRectF grid;    // the drawn tiles (wall ring included)
    QRectF title, legend;
};

QSizeF unitSize(const RoomData &room, const RoomLayoutOptions &options) {
    const QRect tiles = RoomLayoutRenderer::drawnTiles(room);
    qreal w = tiles.width(), h = tiles.height();
    if (options.legend) {
        w += kLegendGap + legendWidth(room);
        h = std::max(h, legendLines(room) * kLegendLine);
    }
    if (options.title)
        h += kTitleHeight;
    return {w + 2 * kPad, h + 2 * kPad};
}

Layout layoutOf(const QRectF &target, const RoomData &room, const RoomLayoutOptions &options) {
    Layout l;
    const QSizeF units = unitSize(room, options);
    if (target.width() <= 0 || target.height() <= 0)
        return l;
    l.tile = std::min(target.width() / units.width(), target.height() / units.height());
    const QPointF topLeft(target.x() + (target.width() - units.width() * l.tile) / 2,
                          target.y() + (target.height() - units.height() * l.tile) / 2);
    const qreal t = l.tile;
    qreal y = topLeft.y() + kPad * t;
    if (options.title) {
        l.title = QRectF(topLeft.x() + kPad * t, y, (units.width() - 2 * kPad) * t, kTitleHeight * t);
        y += kTitleHeight * t;
    }
    const QRect tiles = RoomLayoutRenderer::drawnTiles(room);
    l.grid = QRectF(topLeft.x() + kPad * t, y, tiles.width() * t, tiles.height() * t);
    l.origin = QPointF(l.grid.x() - tiles.x() * t, l.grid.y() - tiles.y() * t);
    if (options.legend)
        l.legend = QRectF(l.grid.right() + kLegendGap * t, y, legendWidth(room) * t,
                          legendLines(room) * kLegendLine * t);
    return l;
}

// A spawn's symbol, centred in `tile`: a rounded square (obstacles), a dark square (pits), a circle
// (enemies), a diamond (pickups), a triangle (other). Each is filled in its kind's colour at its centre.
void drawSymbol(QPainter &painter, EntityKind kind, const QRectF &tile,
                const RoomLayoutRenderer::Palette &p) {
    const qreal s = tile.width();
    const QPointF c = tile.center();
    painter.setBrush(p.kinds[static_cast<int>(kind)]);
    painter.setPen(QPen(p.symbolOutline, std::max(0.6, s * 0.06)));
    switch (kind) {
    case EntityKind::Obstacle: {
        const QRectF r(c.x() - s * 0.38, c.y() - s * 0.38, s * 0.76, s * 0.76);
        painter.drawRoundedRect(r, s * 0.16, s * 0.16);
        break;
    }
    case EntityKind::Pit:
        painter.setPen(Qt::NoPen);
        painter.drawRect(QRectF(c.x() - s * 0.46, c.y() - s * 0.46, s * 0.92, s * 0.92));
        break;
    case EntityKind::Enemy:
        painter.drawEllipse(c, s * 0.36, s * 0.36);
        break;
    case EntityKind::Pickup:
        painter.drawPolygon(QPolygonF({QPointF(c.x(), c.y() - s * 0.42), QPointF(c.x() + s * 0.34, c.y()),
                                       QPointF(c.x(), c.y() + s * 0.42), QPointF(c.x() - s * 0.34, c.y())}));
        break;
    case EntityKind::Other:
        painter.drawPolygon(
            QPolygonF({QPointF(c.x(), c.y() - s * 0.38), QPointF(c.x() + s * 0.4, c.y() + s * 0.32),
                       QPointF(c.x() - s * 0.4, c.y() + s * 0.32)}));
        break;
    }
}

} // namespace

EntityKind RoomLayoutRenderer::entityKindOf(const RoomEntity &entity) {
    const int type = entity.type;
    if (type == 5)
        return EntityKind::Pickup;
    if (type >= 10 && type <= 999)
        return EntityKind::Enemy;
    if (entity.isPit())
        return EntityKind::Pit;
    if ((type >= 1000 && type <= 1999) || type == 4000)
        return EntityKind::Obstacle;
    return EntityKind::Other;
}

EntityKind RoomLayoutRenderer::spawnKindOf(const RoomData &room, const RoomSpawn &spawn) {
    if (static_cast<std::size_t>(spawn.first) + spawn.count > room.entities.size() || spawn.count == 0)
        return EntityKind::Other;
    const auto list = room.entitiesOf(spawn);
    const RoomEntity *best = &list.front();
    for (const RoomEntity &e : list)
        if (e.weight > best->weight)
            best = &e;
    return entityKindOf(*best);
}

QString RoomLayoutRenderer::entityKindName(EntityKind kind) {
    switch (kind) {
    case EntityKind::Obstacle:
        return QCoreApplication::translate("RoomLayoutRenderer", "Rocks and obstacles");
    case EntityKind::Pit:
        return QCoreApplication::translate("RoomLayoutRenderer", "Pits");
    case EntityKind::Enemy:
        return QCoreApplication::translate("RoomLayoutRenderer", "Enemies");
    case EntityKind::Pickup:
        return QCoreApplication::translate("RoomLayoutRenderer", "Pickups");
    case EntityKind::Other:
        break;
    }
    return QCoreApplication::translate("RoomLayoutRenderer", "Other");
}

QSize RoomLayoutRenderer::interiorSize(Shape shape) {
    if (!knownShape(shape))
        shape = Shape::S1x1;
    return {interiorWidth(shape), interiorHeight(shape)};
}

bool RoomLayoutRenderer::isFloorTile(Shape shape, int x, int y) {
    return floorgen::isFloorTile(knownShape(shape) ? shape : Shape::S1x1, x, y);
}

RoomTile RoomLayoutRenderer::tileKind(const RoomData &room, int x, int y) {
    if (isFloorTile(room.shape, x, y))
        return RoomTile::Floor;
    bool nextToFloor = false;
    for (int dy = -1; dy <= 1 && !nextToFloor; ++dy)
        for (int dx = -1; dx <= 1 && !nextToFloor; ++dx)
            nextToFloor = isFloorTile(room.shape, x + dx, y + dy);
    if (!nextToFloor)
        return RoomTile::Outside;
    const Shape shape = knownShape(room.shape) ? room.shape : Shape::S1x1;
    const int slot = doorSlotAt(shape, x, y);
    if (slot >= 0 && ((room.doors >> slot) & 1))
        return RoomTile::Door;
    return RoomTile::Wall;
}

QRect RoomLayoutRenderer::drawnTiles(const RoomData &room) {
    const QSize size = interiorSize(room.shape);
    return {-1, -1, size.width() + 2, size.height() + 2};
}

int RoomLayoutRenderer::spawnsOutside(const RoomData &room) {
    const QRect tiles = drawnTiles(room);
    return static_cast<int>(std::count_if(room.spawns.begin(), room.spawns.end(),
                                          [&](const RoomSpawn &sp) { return !tiles.contains(sp.x, sp.y); }));
}

QStringList RoomLayoutRenderer::titleLines(const RoomData &room, const QString &fileName) {
    QStringList first, second;
    if (!fileName.isEmpty())
        first << fileName;
    first << QCoreApplication::translate("RoomLayoutRenderer", "variant %1").arg(room.variant);
    if (!room.name.empty())
        first << QString::fromStdString(room.name);
    second << QCoreApplication::translate("RoomLayoutRenderer", "difficulty %1").arg(room.difficulty)
           << QCoreApplication::translate("RoomLayoutRenderer", "weight %1").arg(roomWeightText(room.weight));
    if (knownShape(room.shape))
        second << QCoreApplication::translate("RoomLayoutRenderer", "shape %1")
                      .arg(QString::fromUtf8(shapeName(room.shape).data(),
                                             static_cast<qsizetype>(shapeName(room.shape).size())));
    if (room.subtype != 0)
        second << QCoreApplication::translate("RoomLayoutRenderer", "subtype %1").arg(room.subtype);
    const QString separator = QStringLiteral(" · ");
    return {first.join(separator), second.join(separator)};
}

QString RoomLayoutRenderer::titleText(const RoomData &room, const QString &fileName) {
    return titleLines(room, fileName).join(QStringLiteral(" · "));
}

QString RoomLayoutRenderer::spawnToolTip(const RoomData &room, int index) {
    if (index < 0 || static_cast<std::size_t>(index) >= room.spawns.size())
        return {};
    const RoomSpawn &sp = room.spawns[static_cast<std::size_t>(index)];
    QStringList lines;
    lines << QCoreApplication::translate("RoomLayoutRenderer", "Spawn at (%1, %2)").arg(sp.x).arg(sp.y);
    if (static_cast<std::size_t>(sp.first) + sp.count > room.entities.size() || sp.count == 0) {
        lines << QCoreApplication::translate("RoomLayoutRenderer", "no entity");
        return lines.join(QLatin1Char('\n'));
    }
    for (const RoomEntity &e : room.entitiesOf(sp))
        lines << QCoreApplication::translate("RoomLayoutRenderer", "%1.%2.%3 (%4), weight %5")
                     .arg(e.type)
                     .arg(e.variant)
                     .arg(e.subtype)
                     .arg(entityKindName(entityKindOf(e)), roomWeightText(e.weight));
    return lines.join(QLatin1Char('\n'));
}

QSizeF RoomLayoutRenderer::preferredSize(const RoomData &room, const RoomLayoutOptions &options,
                                         qreal tileSize) {
    return unitSize(room, options) * tileSize;
}

QRectF RoomLayoutRenderer::tileRect(const QRectF &target, const RoomData &room,
                                    const RoomLayoutOptions &options, int x, int y) {
    const Layout l = layoutOf(target, room, options);
    return QRectF(l.origin.x() + x * l.tile, l.origin.y() + y * l.tile, l.tile, l.tile);
}

std::optional<QPoint> RoomLayoutRenderer::tileAt(const QRectF &target, const RoomData &room,
                                                 const RoomLayoutOptions &options, QPointF point) {
    const Layout l = layoutOf(target, room, options);
    if (l.tile <= 0 || !l.grid.contains(point))
        return std::nullopt;
    const QPoint tile(static_cast<int>(std::floor((point.x() - l.origin.x()) / l.tile)),
                      static_cast<int>(std::floor((point.y() - l.origin.y()) / l.tile)));
    if (!drawnTiles(room).contains(tile))
        return std::nullopt;
    return tile;
}

std::vector<int> RoomLayoutRenderer::spawnsAt(const QRectF &target, const RoomData &room,
                                              const RoomLayoutOptions &options, QPointF point) {
    std::vector<int> out;
    const auto tile = tileAt(target, room, options, point);
    if (!tile)
        return out;
    for (std::size_t i = 0; i < room.spawns.size(); ++i)
        if (room.spawns[i].x == tile->x() && room.spawns[i].y == tile->y())
            out.push_back(static_cast<int>(i));
    return out;
}

QRectF RoomLayoutRenderer::legendRect(const QRectF &target, const RoomData &room,
                                      const RoomLayoutOptions &options) {
    return layoutOf(target, room, options).legend;
}

RoomLayoutRenderer::Palette RoomLayoutRenderer::palette(Theme theme) {
    Palette p;
    p.background = FloorRenderer::backgroundColor(theme);
    p.outside = p.background;
    if (theme == Theme::Dark) {
        p.floor = QColor(0x34, 0x38, 0x3f);
        p.gridLine = QColor(0x44, 0x49, 0x51);
        p.wall = QColor(0x7c, 0x82, 0x8c);
        p.door = QColor(0x4d, 0xa3, 0xff);
        p.text = QColor(0xe8, 0xea, 0xed);
        p.dimText = QColor(0xa8, 0xae, 0xb6);
        p.symbolOutline = QColor(0x14, 0x15, 0x18);
        p.kinds[static_cast<int>(EntityKind::Obstacle)] = QColor(0xb5, 0xa9, 0x96);
        p.kinds[static_cast<int>(EntityKind::Pit)] = QColor(0x0b, 0x0c, 0x0e);
        p.kinds[static_cast<int>(EntityKind::Enemy)] = QColor(0xff, 0x5f, 0x5f);
        p.kinds[static_cast<int>(EntityKind::Pickup)] = QColor(0xf2, 0xc9, 0x4c);
        p.kinds[static_cast<int>(EntityKind::Other)] = QColor(0xb3, 0x8b, 0xe6);
    } else {
        p.floor = QColor(0xe9, 0xe1, 0xd0);
        p.gridLine = QColor(0xd2, 0xc7, 0xb2);
        p.wall = QColor(0x5e, 0x52, 0x46);
        p.door = QColor(0x1f, 0x6f, 0xd1);
        p.text = QColor(0x22, 0x1d, 0x18);
        p.dimText = QColor(0x6b, 0x62, 0x57);
        p.symbolOutline = QColor(0x2b, 0x25, 0x1f);
        p.kinds[static_cast<int>(EntityKind::Obstacle)] = QColor(0x9a, 0x8f, 0x80);
        p.kinds[static_cast<int>(EntityKind::Pit)] = QColor(0x1a, 0x16, 0x13);
        p.kinds[static_cast<int>(EntityKind::Enemy)] = QColor(0xd1, 0x2f, 0x2f);
        p.kinds[static_cast<int>(EntityKind::Pickup)] = QColor(0xe0, 0xa8, 0x00);
        p.kinds[static_cast<int>(EntityKind::Other)] = QColor(0x7b, 0x4f, 0xb8);
    }
    return p;
}

void RoomLayoutRenderer::paint(QPainter &painter, const QRectF &target, const RoomData &room,
                               const RoomLayoutOptions &options) {
    const Layout l = layoutOf(target, room, options);
    const Palette p = palette(options.theme);
    if (!options.transparentBackground)
        painter.fillRect(target, p.background);
    if (l.tile <= 0)
        return;
    painter.save();
    const qreal t = l.tile;
    const QRect tiles = drawnTiles(room);

    // Tiles: floor, walls and doors; without antialiasing, so that neighbouring tiles meet without seams.
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setPen(Qt::NoPen);
    for (int y = tiles.top(); y <= tiles.bottom(); ++y)
        for (int x = tiles.left(); x <= tiles.right(); ++x) {
            const QRectF r(l.origin.x() + x * t, l.origin.y() + y * t, t, t);
            switch (tileKind(room, x, y)) {
            case RoomTile::Outside:
                break;
            case RoomTile::Floor:
                painter.fillRect(r, p.floor);
                break;
            case RoomTile::Wall:
                painter.fillRect(r, p.wall);
                break;
            case RoomTile::Door:
                painter.fillRect(r, p.wall);
                painter.fillRect(r.adjusted(t * 0.12, t * 0.12, -t * 0.12, -t * 0.12), p.door);
                break;
            }
        }

    // The floor's grid lines, and a stronger line where the cells of a larger room meet.
    painter.setRenderHint(QPainter::Antialiasing, true);
    const qreal thin = std::max(0.5, t * 0.04);
    painter.setPen(QPen(p.gridLine, thin));
    const QSize size = interiorSize(room.shape);
    for (int y = 0; y < size.height(); ++y)
        for (int x = 0; x < size.width(); ++x) {
            if (!isFloorTile(room.shape, x, y))
                continue;
            const QRectF r(l.origin.x() + x * t, l.origin.y() + y * t, t, t);
            if (isFloorTile(room.shape, x + 1, y))
                painter.drawLine(r.topRight(), r.bottomRight());
            if (isFloorTile(room.shape, x, y + 1))
                painter.drawLine(r.bottomLeft(), r.bottomRight());
        }
    QPen cellPen(p.gridLine.darker(options.theme == Theme::Dark ? 70 : 118), std::max(1.0, t * 0.1),
                 Qt::DashLine);
    painter.setPen(cellPen);
    for (int y = 0; y < size.height(); ++y)
        for (int x = 0; x < size.width(); ++x) {
            if (!isFloorTile(room.shape, x, y))
                continue;
            const QRectF r(l.origin.x() + x * t, l.origin.y() + y * t, t, t);
            if (x % 13 == 12 && isFloorTile(room.shape, x + 1, y))
                painter.drawLine(r.topRight(), r.bottomRight());
            if (y % 7 == 6 && isFloorTile(room.shape, x, y + 1))
                painter.drawLine(r.bottomLeft(), r.bottomRight());
        }

    // Spawn points, in file order (a later spawn on the same tile is drawn over an earlier one).
    for (const RoomSpawn &sp : room.spawns) {
        if (!tiles.contains(sp.x, sp.y))
            continue;
        const QRectF r(l.origin.x() + sp.x * t, l.origin.y() + sp.y * t, t, t);
        drawSymbol(painter, spawnKindOf(room, sp), r, p);
        if (sp.count > 1) { // alternatives: a small mark in the corner
            painter.setPen(Qt::NoPen);
            painter.setBrush(p.text);
            painter.drawEllipse(QPointF(r.right() - t * 0.13, r.top() + t * 0.13), t * 0.1, t * 0.1);
        }
    }

    // Title: the room file, variant and name, then its difficulty, weight, shape and subtype.
    if (options.title) {
        const QStringList lines = titleLines(room, options.fileName);
        const QRectF first(l.title.x(), l.title.y(), l.title.width(), kTitleLine * t);
        const QRectF second(l.title.x(), first.bottom(), l.title.width(), l.title.height() - first.height());
        painter.setFont(textFont(kTitleText * t, true));
        painter.setPen(p.text);
        painter.drawText(first, Qt::AlignLeft | Qt::AlignVCenter,
                         QFontMetricsF(painter.font()).elidedText(lines[0], Qt::ElideRight, first.width()));
        painter.setFont(textFont(kSubtitleText * t));
        painter.setPen(p.dimText);
        painter.drawText(second, Qt::AlignLeft | Qt::AlignTop,
                         QFontMetricsF(painter.font()).elidedText(lines[1], Qt::ElideRight, second.width()));
    }

    // Legend.
    if (options.legend) {
        painter.setFont(textFont(kLegendText * t));
        for (int i = 0; i < kLegendEntries; ++i) {
            const qreal y = l.legend.top() + i * kLegendLine * t;
            const QRectF symbol(l.legend.left(), y + (kLegendLine - kLegendSymbol) / 2 * t, kLegendSymbol * t,
                                kLegendSymbol * t);
            if (i < kEntityKindCount) {
                drawSymbol(painter, static_cast<EntityKind>(i), symbol, p);
            } else {
                painter.setPen(Qt::NoPen);
                painter.fillRect(symbol, p.wall);
                if (i == kEntityKindCount)
                    painter.fillRect(symbol.adjusted(t * 0.12, t * 0.12, -t * 0.12, -t * 0.12), p.door);
            }
            painter.setPen(p.text);
            painter.drawText(QRectF(symbol.right() + kLegendSymbolGap * t, y,
                                    l.legend.right() - symbol.right(), kLegendLine * t),
                             Qt::AlignLeft | Qt::AlignVCenter, legendText(i));
        }
        if (const int outside = spawnsOutside(room)) {
            painter.setPen(p.dimText);
            painter.drawText(QRectF(l.legend.left(), l.legend.top() + kLegendEntries * kLegendLine * t,
                                    l.legend.width(), kLegendLine * t),
                             Qt::AlignLeft | Qt::AlignVCenter, outsideNote(outside));
        }
    }
    painter.restore();
}

} // namespace floorgen::app
