#pragma once

// A room's contents, drawn (issue 20): one RoomData of the player's room files (generation.md 12 "Game
// data") painted as a schematic plan with QPainter onto any paint device (widget, QImage, SVG). Our own
// drawing, no game graphics: the interior grid of 13 x 7 tiles per cell of the shape, the shape's walls (an
// L-shaped room shows its missing quadrant, narrow rooms their corridor), the doors of the room's `doors`
// mask where the door table puts them (a slot without a door stays wall), and every spawn point as a small
// symbol coloured by the kind of its entities. A title line and a legend go with it. QtGui only (no Widgets),
// like FloorRenderer, so the CLI and tests can render without a display.
//
// Coordinates are the room file's interior tile coordinates: (0, 0) is the top-left floor tile of the
// shape's bounding box, the walls are at -1 and at the interior width / height (doors sit on them).

#include "floorgen/roomfiles.h"
#include "floorrenderer.h"

#include <optional>
#include <vector>

#include <QColor>
#include <QPainter>
#include <QPoint>
#include <QPointF>
#include <QRectF>
#include <QSize>
#include <QSizeF>
#include <QString>
#include <QStringList>

namespace floorgen::app {

// What a spawn's entity is, for its colour and symbol (classified by entity type, see entityKindOf).
enum class EntityKind { Obstacle, Pit, Enemy, Pickup, Other };
inline constexpr int kEntityKindCount = 5;

// What a tile of the drawing is.
enum class RoomTile { Outside, Wall, Floor, Door };

struct RoomLayoutOptions {
    Theme theme = Theme::Light;
    bool title = true;  // the title line above the room (see RoomLayoutRenderer::titleText)
    bool legend = true; // the legend of the symbols, right of the room
    bool transparentBackground = false;
    QString fileName; // the room file's name, for the title ("01.basement.stb")
};

class RoomLayoutRenderer {
public:
    // The entity kind of one entity, by its type (the game's entity and grid ids, as the room files store
    // them):
    //   5                       pickups (coins, hearts, keys, bombs, chests, collectibles...);
    //   10..999                 enemies (and bosses);
    //   1000..1999, 4000        rocks and other grid obstacles: rocks 1000 / 1001 (bomb rock) / 1002 (alt
    //                           rock), TNT 1300, poop 1490..1501, blocks 1900 / 1901, spikes 1930 / 1931,
    //                           cobweb 1940, key blocks 4000;
    //   3000..3009              pits (the generator's test for the Corpse, repentance.md R10.7);
    //   anything else           other (slot machines and beggars 6, fire places, pressure plates 4500,
    //                           trapdoors, effects, ...).
    static EntityKind entityKindOf(const RoomEntity &entity);
    // The kind of a spawn point: its heaviest entity's (the first one on equal weights); Other for a spawn
    // with no entity.
    static EntityKind spawnKindOf(const RoomData &room, const RoomSpawn &spawn);
    // "Rocks and obstacles", "Pits", "Enemies", "Pickups", "Other" (translated).
    static QString entityKindName(EntityKind kind);

    // The interior size in tiles of a shape's bounding box: 13 x 7 per cell (26 x 14 for 2x2 and L shapes).
    // An unknown shape is drawn as 1x1.
    static QSize interiorSize(Shape shape);
    // Whether an interior tile is floor in this shape (false in an L's missing quadrant, beside a narrow
    // room's corridor, and outside the bounding box).
    static bool isFloorTile(Shape shape, int x, int y);
    // What the drawing shows at tile (x, y): floor, a door (a slot of the room's mask, on its wall), a wall
    // (a tile next to the floor, the eight neighbours counted), or outside.
    static RoomTile tileKind(const RoomData &room, int x, int y);
    // The tiles drawn: x in [-1, width], y in [-1, height] (the interior and its wall ring).
    static QRect drawnTiles(const RoomData &room);
    // Spawns whose tile lies outside drawnTiles(): not drawn, counted in a note under the legend.
    static int spawnsOutside(const RoomData &room);

    // The title's two lines: "01.basement.stb · variant 1234 · Name" and "difficulty 5 · weight 1.5 · shape
    // 2x2 · subtype 19" (the file, name, shape and subtype left out when unknown, empty or 0).
    static QStringList titleLines(const RoomData &room, const QString &fileName);
    // Both lines as one (the SVG's title).
    static QString titleText(const RoomData &room, const QString &fileName);
    // The tooltip of spawn `index`: its tile and each entity as type.variant.subtype, its kind and weight.
    static QString spawnToolTip(const RoomData &room, int index);

    // The size the renderer wants at `tileSize` pixels per tile, including title and legend.
    static QSizeF preferredSize(const RoomData &room, const RoomLayoutOptions &options, qreal tileSize = 24);
    // Paints into `target`, keeping the aspect ratio, centred.
    static void paint(QPainter &painter, const QRectF &target, const RoomData &room,
                      const RoomLayoutOptions &options);
    // The rectangle of tile (x, y) inside `target`, in the coordinates paint() uses (also for tiles outside
    // drawnTiles(), extrapolated).
    static QRectF tileRect(const QRectF &target, const RoomData &room, const RoomLayoutOptions &options,
                           int x, int y);
    // The tile under a point of `target`, or nothing when the point is not on a drawn tile.
    static std::optional<QPoint> tileAt(const QRectF &target, const RoomData &room,
                                        const RoomLayoutOptions &options, QPointF point);
    // The spawns (indices into room.spawns, in file order) on the tile under a point; empty when none.
    static std::vector<int> spawnsAt(const QRectF &target, const RoomData &room,
                                     const RoomLayoutOptions &options, QPointF point);
    // The legend's rectangle inside `target` (empty without a legend).
    static QRectF legendRect(const QRectF &target, const RoomData &room, const RoomLayoutOptions &options);

    // The colours of a theme.
    struct Palette {
        QColor background, floor, gridLine, wall, outside, door, text, dimText, symbolOutline;
        QColor kinds[kEntityKindCount];
    };
    static Palette palette(Theme theme);
    static QColor kindColor(EntityKind kind, Theme theme) {
        return palette(theme).kinds[static_cast<int>(kind)];
    }
};

} // namespace floorgen::app
