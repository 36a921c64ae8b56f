#pragma once

// Geometry tables of generation.md 6.1 (door slotCells of every shape) and 6.3 (the 13 candidate positions).

#include "floorgen/types.h"

#include <array>
#include <cstdint>

namespace floorgen::geometry {

struct Offset {
    std::int8_t dx, dy;
};

inline constexpr std::int8_t kNoSlot = 127;

struct ShapeGeometry {
    std::uint8_t cellCount;
    std::array<Offset, 4> cells;
    std::array<Offset, 8> slotCells; // neighbour cell of each door slot, {kNoSlot, kNoSlot} if absent
    std::uint8_t slotMask;           // bit s: slot s exists
};

constexpr Offset kNo{kNoSlot, kNoSlot};

constexpr std::uint8_t maskOf(const std::array<Offset, 8> &slotCells) {
    std::uint8_t m = 0;
    for (int s = 0; s < 8; ++s)
        if (slotCells[static_cast<std::size_t>(s)].dx != kNoSlot)
            m = static_cast<std::uint8_t>(m | (1u << s));
    return m;
}

constexpr ShapeGeometry geom(std::uint8_t n, std::array<Offset, 4> cells, std::array<Offset, 8> slotCells) {
    return {n, cells, slotCells, maskOf(slotCells)};
}

// Indexed by shape id (section 0 and 6.1).
inline constexpr std::array<ShapeGeometry, kShapeCount> kGeometry = {{
    geom(0, {}, {kNo, kNo, kNo, kNo, kNo, kNo, kNo, kNo}),
    // 1x1
    geom(1, {{{0, 0}}}, {{{-1, 0}, {0, -1}, {1, 0}, {0, 1}, kNo, kNo, kNo, kNo}}),
    // IH
    geom(1, {{{0, 0}}}, {{{-1, 0}, kNo, {1, 0}, kNo, kNo, kNo, kNo, kNo}}),
    // IV
    geom(1, {{{0, 0}}}, {{kNo, {0, -1}, kNo, {0, 1}, kNo, kNo, kNo, kNo}}),
    // 1x2
    geom(2, {{{0, 0}, {0, 1}}}, {{{-1, 0}, {0, -1}, {1, 0}, {0, 2}, {-1, 1}, kNo, {1, 1}, kNo}}),
    // IIV
    geom(2, {{{0, 0}, {0, 1}}}, {{kNo, {0, -1}, kNo, {0, 2}, kNo, kNo, kNo, kNo}}),
    // 2x1
    geom(2, {{{0, 0}, {1, 0}}}, {{{-1, 0}, {0, -1}, {2, 0}, {0, 1}, kNo, {1, -1}, kNo, {1, 1}}}),
    // IIH
    geom(2, {{{0, 0}, {1, 0}}}, {{{-1, 0}, kNo, {2, 0}, kNo, kNo, kNo, kNo, kNo}}),
    // 2x2
    geom(4, {{{0, 0}, {1, 0}, {1, 1}, {0, 1}}},
         {{{-1, 0}, {0, -1}, {2, 0}, {0, 2}, {-1, 1}, {1, -1}, {2, 1}, {1, 2}}}),
    // LTL: the anchor is the missing cell
    geom(3, {{{1, 0}, {1, 1}, {0, 1}}}, {{{0, 0}, {0, 0}, {2, 0}, {0, 2}, {-1, 1}, {1, -1}, {2, 1}, {1, 2}}}),
    // LTR
    geom(3, {{{0, 0}, {1, 1}, {0, 1}}},
         {{{-1, 0}, {0, -1}, {1, 0}, {0, 2}, {-1, 1}, {1, 0}, {2, 1}, {1, 2}}}),
    // LBL
    geom(3, {{{0, 0}, {1, 0}, {1, 1}}},
         {{{-1, 0}, {0, -1}, {2, 0}, {0, 1}, {0, 1}, {1, -1}, {2, 1}, {1, 2}}}),
    // LBR
    geom(3, {{{0, 0}, {1, 0}, {0, 1}}},
         {{{-1, 0}, {0, -1}, {2, 0}, {0, 2}, {-1, 1}, {1, -1}, {1, 1}, {1, 1}}}),
}};

constexpr const ShapeGeometry &geometryOf(Shape s) {
    return kGeometry[static_cast<std::size_t>(s)];
}

// Unit step of a direction: 0 left, 1 up, 2 right, 3 down.
inline constexpr std::array<Offset, 4> kUnit = {{{-1, 0}, {0, -1}, {1, 0}, {0, 1}}};

// The 13 candidate positions (6.3): SHAPE[d][pos], OFFSET[d][pos] and the weights W[pos].
inline constexpr std::array<std::uint32_t, 13> kPosWeight = {48, 24, 24, 24, 24, 72, 72,
                                                             36, 36, 36, 36, 24, 24};

struct PosEntry {
    Shape shape;
    Offset offset;
};

inline constexpr std::array<std::array<PosEntry, 13>, 4> kPositions = {{
    // d = 0 (left)
    {{{Shape::S2x1, {-1, 0}},
      {Shape::S1x2, {0, 0}},
      {Shape::S1x2, {0, -1}},
      {Shape::S2x2, {-1, 0}},
      {Shape::S2x2, {-1, -1}},
      {Shape::LBR, {-1, 0}},
      {Shape::LTR, {-1, -1}},
      {Shape::LBL, {-1, 0}},
      {Shape::LBL, {-1, -1}},
      {Shape::LTL, {-1, 0}},
      {Shape::LTL, {-1, -1}},
      {Shape::IH, {0, 0}},
      {Shape::IIH, {-1, 0}}}},
    // d = 1 (up)
    {{{Shape::S1x2, {0, -1}},
      {Shape::S2x1, {0, 0}},
      {Shape::S2x1, {-1, 0}},
      {Shape::S2x2, {0, -1}},
      {Shape::S2x2, {-1, -1}},
      {Shape::LBR, {0, -1}},
      {Shape::LBL, {-1, -1}},
      {Shape::LTR, {0, -1}},
      {Shape::LTR, {-1, -1}},
      {Shape::LTL, {0, -1}},
      {Shape::LTL, {-1, -1}},
      {Shape::IV, {0, 0}},
      {Shape::IIV, {0, -1}}}},
    // d = 2 (right)
    {{{Shape::S2x1, {0, 0}},
      {Shape::S1x2, {0, 0}},
      {Shape::S1x2, {0, -1}},
      {Shape::S2x2, {0, 0}},
      {Shape::S2x2, {0, -1}},
      {Shape::LBL, {0, 0}},
      {Shape::LTL, {0, -1}},
      {Shape::LTR, {0, 0}},
      {Shape::LTR, {0, -1}},
      {Shape::LBR, {0, 0}},
      {Shape::LBR, {0, -1}},
      {Shape::IH, {0, 0}},
      {Shape::IIH, {0, 0}}}},
    // d = 3 (down)
    {{{Shape::S1x2, {0, 0}},
      {Shape::S2x1, {0, 0}},
      {Shape::S2x1, {-1, 0}},
      {Shape::S2x2, {0, 0}},
      {Shape::S2x2, {-1, 0}},
      {Shape::LTR, {0, 0}},
      {Shape::LTL, {-1, 0}},
      {Shape::LBL, {0, 0}},
      {Shape::LBL, {-1, 0}},
      {Shape::LBR, {0, 0}},
      {Shape::LBR, {-1, 0}},
      {Shape::IV, {0, 0}},
      {Shape::IIV, {0, 0}}}},
}};

} // namespace floorgen::geometry
