// The map's geometry (mapgeometry.h).

#include "floorgen/mapgeometry.h"

namespace floorgen::mapgeometry {

bool isThin(Shape s) {
    return s == Shape::IH || s == Shape::IV || s == Shape::IIH || s == Shape::IIV;
}

std::string_view iconName(const Room &r, bool startRoom) {
    if (startRoom)
        return "start";
    if (r.grave)
        return "grave";
    switch (r.type) {
    case RoomType::Shop:
        return "shop";
    case RoomType::Treasure:
        return "treasure";
    case RoomType::Boss:
        return "boss";
    case RoomType::MiniBoss:
        return "mini-boss";
    case RoomType::Secret:
        return "secret";
    case RoomType::SuperSecret:
        return "super-secret";
    case RoomType::UltraSecret:
        return "ultra-secret";
    case RoomType::Arcade:
        return "arcade";
    case RoomType::Curse:
        return "curse";
    case RoomType::Challenge:
        return r.bossChallenge ? "boss-challenge" : "challenge";
    case RoomType::Library:
        return "library";
    case RoomType::Sacrifice:
        return "sacrifice";
    case RoomType::Isaacs:
        return "clean-bedroom";
    case RoomType::Barren:
        return "dirty-bedroom";
    case RoomType::Chest:
        return "vault";
    case RoomType::Dice:
        return "dice";
    case RoomType::Planetarium:
        return "planetarium";
    default:
        return {};
    }
}

bool isHidden(const Room &r) {
    return r.type == RoomType::Secret || r.type == RoomType::SuperSecret || r.type == RoomType::UltraSecret;
}

std::vector<Point> shapeOutline(Shape s, double i) {
    constexpr double t = kThinGap;
    auto rect = [](double x0, double y0, double x1, double y1) {
        return std::vector<Point>{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
    };
    switch (s) {
    case Shape::Null:
    case Shape::S1x1:
        return rect(i, i, 1 - i, 1 - i);
    case Shape::IH:
        return rect(i, t, 1 - i, 1 - t);
    case Shape::IV:
        return rect(t, i, 1 - t, 1 - i);
    case Shape::S1x2:
        return rect(i, i, 1 - i, 2 - i);
    case Shape::IIV:
        return rect(t, i, 1 - t, 2 - i);
    case Shape::S2x1:
        return rect(i, i, 2 - i, 1 - i);
    case Shape::IIH:
        return rect(i, t, 2 - i, 1 - t);
    case Shape::S2x2:
        return rect(i, i, 2 - i, 2 - i);
    case Shape::LTL:
        return {{1 + i, i}, {2 - i, i}, {2 - i, 2 - i}, {i, 2 - i}, {i, 1 + i}, {1 + i, 1 + i}};
    case Shape::LTR:
        return {{i, i}, {1 - i, i}, {1 - i, 1 + i}, {2 - i, 1 + i}, {2 - i, 2 - i}, {i, 2 - i}};
    case Shape::LBL:
        return {{i, i}, {2 - i, i}, {2 - i, 2 - i}, {1 + i, 2 - i}, {1 + i, 1 - i}, {i, 1 - i}};
    case Shape::LBR:
        return {{i, i}, {2 - i, i}, {2 - i, 1 - i}, {1 - i, 1 - i}, {1 - i, 2 - i}, {i, 2 - i}};
    }
    return {};
}

Point iconCentre(const Room &r) {
    const auto cells = r.cells();
    if (cells.empty())
        return {r.anchor.x + 0.5, r.anchor.y + 0.5};
    double x = 0, y = 0;
    for (const Cell c : cells) {
        x += c.x + 0.5;
        y += c.y + 0.5;
    }
    const double n = static_cast<double>(cells.size());
    if (cells.size() == 3) // L shapes: the corner cell (the one with two neighbours in the room)
        for (const Cell c : cells) {
            int k = 0;
            for (const Cell d : cells)
                k += (std::abs(c.x - d.x) + std::abs(c.y - d.y)) == 1;
            if (k == 2)
                return {c.x + 0.5, c.y + 0.5};
        }
    return {x / n, y / n};
}

} // namespace floorgen::mapgeometry
