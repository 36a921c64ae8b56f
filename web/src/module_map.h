#pragma once

// The map of a set of rooms for the page to draw (mapgeometry.h), in cell units from the grid's corner: each
// room's number, cells (grid indices, ascending), outline, icon centre, whether it is hidden at first and its
// dead-end rank (0: none); the doors between rooms. A finished floor's (module.cpp) and a step-through
// frame's (module_views.cpp) are the same object.

#include "floorgen/json.h"
#include "floorgen/mapgeometry.h"

#include <algorithm>
#include <span>
#include <vector>

namespace floorgen::web {

// roomAt(x, y): the room at a cell or null; rankOf(number): its dead-end rank (0: none).
template <typename RoomAt, typename RankOf>
json::Object roomsMapJson(std::span<const Room> list, const RoomAt &roomAt, const RankOf &rankOf) {
    namespace mg = mapgeometry;
    json::Array rooms;
    for (const Room &r : list) {
        if (r.shape == Shape::Null)
            continue;
        json::Object o;
        o.insert("number", r.number);
        json::Array cells;
        std::vector<int> indices;
        for (const Cell c : r.cells())
            indices.push_back(c.index());
        std::sort(indices.begin(), indices.end());
        for (int i : indices)
            cells.push_back(i);
        o.insert("cells", std::move(cells));
        json::Array outline;
        for (const mg::Point &p : mg::shapeOutline(r.shape, mg::kInset))
            outline.push_back(json::Array{p.x + r.anchor.x, p.y + r.anchor.y});
        o.insert("outline", std::move(outline));
        const mg::Point icon = mg::iconCentre(r);
        o.insert("icon", json::Array{icon.x, icon.y});
        o.insert("hidden", mg::isHidden(r));
        o.insert("iconName", mg::iconName(r, r.number == 0 && r.anchor.index() == kStartIndex));
        o.insert("thin", mg::isThin(r.shape));
        o.insert("deadEndRank", rankOf(r.number));
        rooms.push_back(std::move(o));
    }
    const auto shown = [](const Room &r) { return r.shape != Shape::Null; };
    json::Array doors;
    for (const mg::Door &d : mg::doors(list, roomAt, shown)) {
        json::Object o;
        o.insert("from", d.from);
        o.insert("to", d.to);
        o.insert("x", d.mid.x);
        o.insert("y", d.mid.y);
        o.insert("acrossX", d.acrossX);
        o.insert("hidden", mg::isHidden(list[d.roomA]) || mg::isHidden(list[d.roomB]));
        doors.push_back(std::move(o));
    }
    json::Object m;
    m.insert("rooms", std::move(rooms));
    m.insert("doors", std::move(doors));
    m.insert("inset", mg::kInset);
    return m;
}

// A finished floor's map.
inline json::Object floorMapJson(const Floor &floor) {
    return roomsMapJson(
        floor.rooms.span(), [&floor](int x, int y) { return floor.roomAt(x, y); },
        [&floor](int n) { return floor.deadEndRank(n); });
}

} // namespace floorgen::web
