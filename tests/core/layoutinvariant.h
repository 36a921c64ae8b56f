#pragma once

// The invariant of issue 33 over a floor generated with room files (generation.md 7.0.1, 7.0.2, 8.6;
// repentance.md R10): every room that carries a picked layout has that layout's shape, and every room it
// touches is behind a door slot the layout has. Returns what is wrong, or an empty string.
//
// Where the spec lets a room touch a neighbour through a slot its layout lacks, the pair is left out:
// - a secret room (7.11, R12.1): its cell is chosen from its neighbours (the blacklist of 7.11 step 2 and the
//   cell weights), never from its own doors;
// - a secret room beside an L-shaped room: the blacklist takes slot k's cell as (x-1, y), (x, y-1), (x+w, y),
//   ... from the anchor for every shape (7.11 step 2.2), which for an L's inner-corner slots is not the cell
//   the slot touches, so a secret room may sit in the L's missing quarter behind a door-less slot (14 point
//   5; rich synthetic set, afterbirth-plus stage 1, stage seed 65008988: the LTL shop 11, layout doors 93,
//   and the secret room 12 through its slot 1);
// - the doors of a hidden room (super-secret, ultra-secret, invisible): Resize counts only visible neighbours
//   against a dead end's one allowed neighbour (7.0.1 step 4.6), so a later dead end may be resized next to a
//   super-secret room placed before it; only the later room's doors are tested, never the hidden room's
//   (rooms-D, afterbirth-plus stage 1, stage seed 65003126: the super-secret room 7, layout doors 11, and the
//   shop 8 beside it through its slot 2);
// - afterbirth-plus: the XL second boss room beside the first (7.4 step 4.3): the candidate is tested against
//   the first boss layout's main slot `dir` (0..3), not against the slot the second room really touches (rich
//   synthetic set, stage 3 hard, stage seed 194001559: the 2x1 boss room 29, layout doors 15, touches the
//   second boss room 31 through its slot 7). repentance's XL neighbour (R10.6) needs no exception.

#include "floorgen/filecatalog.h"
#include "floorgen/generator.h"
#include "floorgen/geometry.h"

#include <string>

namespace floorgen::testing {

inline bool hiddenRoom(const Room &r) {
    return r.invisible || r.type == RoomType::Secret || r.type == RoomType::SuperSecret ||
           r.type == RoomType::UltraSecret;
}

inline std::string layoutInvariantProblem(const Floor &f, const FileCatalog &catalog) {
    for (const Room &r : f.rooms) {
        if (r.layoutId < 0)
            continue;
        const std::string at =
            "room " + std::to_string(r.number) + " (" + std::string(roomTypeName(r.type)) + ")";
        const FileCatalog::Entry e = catalog.entryOf(r.layoutId);
        if (e.file < 0)
            return at + ": layout " + std::to_string(r.layoutId) + " is no entry of the catalog";
        const RoomData &d = catalog.room(e);
        if (d.shape != r.shape)
            return at + " is of shape " + std::to_string(static_cast<int>(r.shape)) + ", its layout (file " +
                   std::to_string(e.file) + ", variant " + std::to_string(d.variant) + ") of shape " +
                   std::to_string(static_cast<int>(d.shape));
        if (hiddenRoom(r))
            continue;
        const auto &g = geometry::geometryOf(r.shape);
        for (int k = 0; k < 8; ++k) {
            if (!(g.slotMask & (1u << k)))
                continue;
            const int x = r.anchor.x + g.slotCells[static_cast<std::size_t>(k)].dx;
            const int y = r.anchor.y + g.slotCells[static_cast<std::size_t>(k)].dy;
            if (!inBounds(x, y))
                continue;
            const int o = f.grid[static_cast<std::size_t>(x + kGridSize * y)];
            if (o < 0 || o == r.number)
                continue;
            const Room &n = f.rooms[static_cast<std::size_t>(o)];
            if (n.type == RoomType::Secret && r.shape >= Shape::LTL)
                continue;
            if (f.settings.ruleSet == RuleSet::AfterbirthPlus && r.type == RoomType::Boss &&
                n.type == RoomType::Boss && (r.secondBoss || n.secondBoss))
                continue;
            if (!(d.doors & (1u << k)))
                return at + ", shape " + std::to_string(static_cast<int>(r.shape)) + ", touches room " +
                       std::to_string(o) + " (" + std::string(roomTypeName(n.type)) + ") through slot " +
                       std::to_string(k) + ", which its layout (file " + std::to_string(e.file) +
                       ", variant " + std::to_string(d.variant) + ", doors " + std::to_string(d.doors) +
                       ") lacks";
        }
    }
    return {};
}

} // namespace floorgen::testing
