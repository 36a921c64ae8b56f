#pragma once

// The map's geometry, for every front end that draws a floor (the app's FloorRenderer, the browser's page):
// a room's outline in cell units (thin rooms as bands, L shapes with their missing corner), where its icon
// goes, and the doors between rooms. Written once here, drawn by each front end in its own way.

#include "floorgen/generator.h"
#include "floorgen/geometry.h"

#include <algorithm>
#include <cstdlib>
#include <string_view>
#include <utility>
#include <vector>

namespace floorgen::mapgeometry {

struct Point {
    double x = 0, y = 0;
};

// Rooms are drawn this far (in cells) inside their cells; a thin room's band leaves this much on each side.
inline constexpr double kInset = 0.09;
inline constexpr double kThinGap = 0.29;

// IH, IV, IIH, IIV: the corridors.
bool isThin(Shape s);

// The name of a room's icon (resources/icons/NAME.svg): "start" for the start room, "" for a room without
// one.
std::string_view iconName(const Room &r, bool startRoom);

// The rooms the player does not see at first: secret, super secret and ultra secret rooms.
bool isHidden(const Room &r);

// The outline of a shape, in cell units relative to the anchor's corner, inset by `inset` (0..0.5): a
// rectangle, or the six corners of an L.
std::vector<Point> shapeOutline(Shape s, double inset);

// Where a room's icon goes, in cell units from the grid's corner: its cell for a 1-cell room, the corner cell
// of an L, else the centre of its cells.
Point iconCentre(const Room &r);

// A door: a bridge across the edge between cell `from` (of room `roomA`) and cell `to` (of room `roomB`),
// which are neighbours; `mid` is the edge's midpoint (cell units), `acrossX` whether the door is crossed
// left to right (the cells side by side).
struct Door {
    int from = 0, to = 0; // grid indices
    int roomA = 0, roomB = 0;
    Point mid;
    bool acrossX = false;
};

// Every door between the shown rooms, each once: a door slot of a shown room (geometry.h) that leads into
// another shown room. roomAt(x, y) gives the room at a cell (or null), shown(room) whether it is drawn.
template <typename RoomAt, typename Shown>
std::vector<Door> doors(std::span<const Room> rooms, const RoomAt &roomAt, const Shown &shown) {
    std::vector<Door> out;
    std::vector<std::pair<int, int>> done;
    for (const Room &r : rooms) {
        if (!shown(r))
            continue;
        const geometry::ShapeGeometry &g = geometry::geometryOf(r.shape);
        for (int s = 0; s < 8; ++s) {
            if (!(g.slotMask & (1u << s)))
                continue;
            const geometry::Offset off = g.slotCells[static_cast<std::size_t>(s)];
            const int nx = r.anchor.x + off.dx, ny = r.anchor.y + off.dy;
            const Room *other = roomAt(nx, ny);
            if (!other || other->number == r.number || !shown(*other))
                continue;
            const geometry::Offset u = geometry::kUnit[static_cast<std::size_t>(s % 4)];
            const int ox = nx - u.dx, oy = ny - u.dy;
            const int a = ox + kGridSize * oy, b = nx + kGridSize * ny;
            const std::pair<int, int> key(std::min(a, b), std::max(a, b));
            if (std::find(done.begin(), done.end(), key) != done.end())
                continue;
            done.push_back(key);
            out.push_back(Door{a, b, r.number, other->number,
                               Point{ox + 0.5 + u.dx * 0.5, oy + 0.5 + u.dy * 0.5}, u.dx != 0});
        }
    }
    return out;
}

} // namespace floorgen::mapgeometry
