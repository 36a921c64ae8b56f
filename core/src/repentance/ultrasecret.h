#pragma once

// repentance.md R12.5: GetNewUltraSecretRoom's cell search (steps 1 to 4) and the red-room doors (step 5), on
// bit boards. Shared by the generator (repentance.cpp) and the hand-made grid of R21.4 (ultraSecretSearch).
// Include after layout_engine.h (Board, BestCells, jumpDraws, skipDraws); everything is in an unnamed
// namespace, as there.

#include "floorgen/geometry.h"

#include <cstdlib>
#include <span>
#include <vector>

namespace floorgen {
namespace {

// The ring of R12.5: the eight cells at distance 2 from U, in the table's order, and for the directions d
// the entry checks, the main slots opposite(d) of the room there: the sides that face U (as bits).
struct UltraRing {
    std::int8_t dx, dy;
    std::uint8_t facing;
};
constexpr std::uint8_t facingSides(int d1, int d2) {
    return static_cast<std::uint8_t>((1u << ((d1 + 2) & 3)) | (1u << ((d2 + 2) & 3)));
}
constexpr UltraRing kUltraRing[8] = {{-2, 0, facingSides(0, 0)}, {-1, -1, facingSides(0, 1)},
                                     {0, -2, facingSides(1, 1)}, {1, -1, facingSides(1, 2)},
                                     {2, 0, facingSides(2, 2)},  {1, 1, facingSides(2, 3)},
                                     {0, 2, facingSides(3, 3)},  {-1, 1, facingSides(0, 3)}};

// One cell the search weighed (for the trace and the tests): its drawn weight 10 + r mod 5, k and the final
// weight; `final` < 0 when a direction check rejected it.
struct UltraCandidate {
    Cell cell;
    int drawn = 0;
    int k = 0;
    int final = 0;
};

// Steps 1 to 4 (the pick draw included): the cell of the ultra-secret room, or an invalid cell. `occupant(x,
// y)` is the room number at (x, y) (x and y in 0..12), or a negative value. One draw of L for every cell that
// is not occupied, blocked or in `black`, in row-major order. Only cells with no taken neighbour and an
// occupied cell at distance 2 can qualify: those are weighed, each draw reached by a jump from the scan's
// first state (its rank among the drawing cells), and L is then moved past all the draws at once. The
// candidates are grouped by k, the occupied cells at distance 2 (bit-sliced counts of the eight ring boards):
// k >= 3 weighs 10..14, k = 2 7..11 and k = 1 4..8 (step 2.5), so a group whose best weight is under the best
// so far is left out, as in the secret-room scan, unless `all` asks for every candidate (the trace, tests).
template <class LRng, class Occupant>
Cell ultraSecretCell(const Board &occ, const Board &blocked, const Board &black, Occupant occupant,
                     std::span<const Room> rooms, LRng &L, std::vector<UltraCandidate> *all) {
    Board taken{}, free{}, near{}, atLeast1{}, atLeast2{}, atLeast3{};
    for (std::size_t w = 0; w < 4; ++w) {
        taken.w[w] = occ.w[w] | blocked.w[w];
        free.w[w] = ~(taken.w[w] | black.w[w]) & kLanes[w];
    }
    for (int d = 0; d < 4; ++d) {
        const Board one = shifted(taken, d);
        const Board occOne = shifted(occ, d);
        const Board ringBoards[2] = {shifted(occOne, d), shifted(occOne, (d + 1) & 3)};
        for (std::size_t w = 0; w < 4; ++w) {
            near.w[w] |= one.w[w];
            for (const Board &r : ringBoards) {
                atLeast3.w[w] |= atLeast2.w[w] & r.w[w];
                atLeast2.w[w] |= atLeast1.w[w] & r.w[w];
                atLeast1.w[w] |= r.w[w];
            }
        }
    }
    std::array<unsigned, 4> rankBase{};
    unsigned freeCount = 0;
    for (std::size_t w = 0; w < 4; ++w) {
        rankBase[w] = freeCount;
        freeCount += popcount64(free.w[w]);
    }
    // Step 2.4's direction checks. A room X at distance 2 fails a direction d when the strict neighbour cell
    // of its main slot opposite(d) is missing, off the grid or in `black`: that depends on X and the side
    // only, so it is computed once per room (bit s: main slot s fails).
    // Computed when a room is first met (most rooms are never at distance 2 from a candidate).
    std::array<std::uint8_t, kMaxRooms> sideFails;
    std::array<std::uint64_t, 2> known{};
    auto fails = [&](int n) {
        const auto bit = std::uint64_t{1} << (n & 63);
        auto &word = known[static_cast<std::size_t>(n >> 6)];
        if (!(word & bit)) {
            word |= bit;
            const Room &xr = rooms[static_cast<std::size_t>(n)];
            const auto &g = geometry::geometryOf(xr.shape);
            unsigned f = 0;
            for (int side = 0; side < 4; ++side) {
                const auto o = g.slotCells[static_cast<std::size_t>(side)];
                const int tx = xr.anchor.x + o.dx, ty = xr.anchor.y + o.dy;
                const bool fail = o.dx == geometry::kNoSlot || !inBounds(tx, ty) || black.has(tx, ty);
                f |= static_cast<unsigned>(fail) << side;
            }
            sideFails[static_cast<std::size_t>(n)] = static_cast<std::uint8_t>(f);
        }
        return sideFails[static_cast<std::size_t>(n)];
    };
    auto directionsHold = [&](Cell u) {
        for (const UltraRing &e : kUltraRing) {
            const int qx = u.x + e.dx, qy = u.y + e.dy;
            if (!inBounds(qx, qy))
                continue;
            const int o = occupant(qx, qy);
            if (o >= 0 && (fails(o) & e.facing))
                return false;
        }
        return true;
    };
    const std::uint32_t first = L.state();
    BestCells best;
    for (int g = 0; g < 3; ++g) {
        const int base = 10 - 3 * g;
        if (base + 4 < best.weight && !all)
            break; // this group and the next cannot reach the best weight
        for (std::size_t word = 0; word < 4; ++word) {
            const std::uint64_t group = g == 0   ? atLeast3.w[word]
                                        : g == 1 ? atLeast2.w[word] & ~atLeast3.w[word]
                                                 : atLeast1.w[word] & ~atLeast2.w[word];
            for (std::uint64_t cells = free.w[word] & ~near.w[word] & group; cells != 0; cells &= cells - 1) {
                const auto bit = static_cast<unsigned>(std::countr_zero(cells));
                const Cell u = Board::cellOf(word, bit);
                const bool holds = directionsHold(u);
                if (!holds && !all)
                    continue;
                const unsigned rank =
                    rankBase[word] + popcount64(free.w[word] & ((std::uint64_t{1} << bit) - 1));
                const int drawn = 10 + static_cast<int>(jumpDraws(first, rank + 1) % 5);
                const int w = drawn - (10 - base);
                if (all) {
                    int k = 0;
                    for (const UltraRing &e : kUltraRing)
                        k +=
                            inBounds(u.x + e.dx, u.y + e.dy) && occupant(u.x + e.dx, u.y + e.dy) >= 0 ? 1 : 0;
                    all->push_back({u, drawn, k, holds ? w : -1});
                }
                if (holds)
                    best.offer(word, bit, w);
            }
        }
    }
    skipDraws(L, freeCount); // with a trace sink, each draw in turn
    if (best.count() == 0)
        return Cell{};
    return best.at(L.next() % best.count());
}

// Step 5: for each ring entry in order whose cell holds room X, every slot s of X whose strict neighbour cell
// t is on the grid, empty and next to U: add(X, s, t), once per (X, s).
template <class Occupant, class Add>
void redRoomDoors(Cell u, Occupant occupant, std::span<const Room> rooms, Add add) {
    std::array<std::uint8_t, kMaxRooms> written{}; // slots already written, per room
    for (const UltraRing &e : kUltraRing) {
        const int qx = u.x + e.dx, qy = u.y + e.dy;
        if (!inBounds(qx, qy) || occupant(qx, qy) < 0)
            continue;
        const int xi = occupant(qx, qy);
        const Room &xr = rooms[static_cast<std::size_t>(xi)];
        const auto &g = geometry::geometryOf(xr.shape);
        for (int s = 0; s < 8; ++s) {
            if (!((g.slotMask >> s) & 1u))
                continue;
            const int tx = xr.anchor.x + g.slotCells[static_cast<std::size_t>(s)].dx;
            const int ty = xr.anchor.y + g.slotCells[static_cast<std::size_t>(s)].dy;
            if (!inBounds(tx, ty) || occupant(tx, ty) >= 0 || std::abs(tx - u.x) + std::abs(ty - u.y) != 1)
                continue;
            if ((written[static_cast<std::size_t>(xi)] >> s) & 1u)
                continue;
            written[static_cast<std::size_t>(xi)] |= static_cast<std::uint8_t>(1u << s);
            add(xi, s, cellAt(tx, ty));
        }
    }
}

} // namespace
} // namespace floorgen
