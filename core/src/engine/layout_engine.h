#pragma once

// The layout engine shared by both rule sets: the working grid and its bit boards, the vector and jump tables
// of the layout's draws, Candidates, the placement loop, dead-end detection and AddDeadEnd (generation.md 6,
// repentance.md R8), and the special-placement helpers both engines use (Resize, PopDeadEnd, ReAdd, the
// secret rooms' blacklist and cell search of 7.0.1 - 7.0.3 and 7.11). Internal to core/src: each generator
// source includes it and gets its own copy (everything is in an unnamed namespace).

#include "floorgen/bosspools.h"
#include "floorgen/catalog.h"
#include "floorgen/generator.h"
#include "floorgen/geometry.h"
#include "floorgen/rng.h"
#include "floorgen/trace.h"

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstring>
#include <type_traits>
#include <utility>

#if (defined(__GNUC__) || defined(__clang__)) && defined(__x86_64__)
#include <immintrin.h>
#define FLOORGEN_AVX2 1
#elif defined(__SSE2__)
#include <emmintrin.h>
#endif

// WebAssembly only: a function kept out of line. clang inlines every internal function with one call site,
// and V8 (Node, Chromium) runs a function in its baseline compiler's slow code until its optimising compiler
// is done with it, whose time grows faster than the function's size: the repentance steps and the
// afterbirth-plus floor kept apart make the bench 3.5 % faster in Node (with web/CMakeLists.txt's limit on
// binaryen's own inlining, which undid this). Native builds are unchanged: the macro is empty there.
#if defined(__wasm__)
#define FLOORGEN_WASM_OUTLINE [[gnu::noinline]]
#else
#define FLOORGEN_WASM_OUTLINE
#endif

namespace floorgen {

using geometry::geometryOf;
using geometry::kNoSlot;
using geometry::kPositions;
using geometry::kPosWeight;
using geometry::kUnit;

namespace {

constexpr std::int8_t kEmpty = -1;
constexpr std::int8_t kWall = -2; // the border of the padded working grid

// The working grid is 15 x 15: the 13 x 13 floor with a one-cell wall border, so that neighbour lookups
// need no bounds test. Valid for x and y in -1..13.
constexpr int kPadSize = kGridSize + 2;
constexpr int padIndex(int x, int y) {
    return (x + 1) + kPadSize * (y + 1);
}

using PadGrid = std::array<std::int8_t, kPadSize * kPadSize>;

// kSlotOffset[shape][s]: the cell behind door slot s, from the anchor (6.1); (0, 0), a cell of the room or
// its L's missing corner, where the shape has no slot s. All eight can then be read without a test and the
// shape's slot mask applied afterwards.
constexpr std::array<std::array<geometry::Offset, 8>, kShapeCount> slotOffsets() {
    std::array<std::array<geometry::Offset, 8>, kShapeCount> t{};
    for (std::size_t sh = 0; sh < kShapeCount; ++sh)
        for (std::size_t k = 0; k < 8; ++k) {
            const auto &o = geometry::kGeometry[sh].slotCells[k];
            t[sh][k] = o.dx == kNoSlot ? geometry::Offset{0, 0} : o;
        }
    return t;
}
constexpr auto kSlotOffset = slotOffsets();
// The same cells as index offsets in the padded grid.
constexpr std::array<std::array<int, 8>, kShapeCount> kSlotPad = [] {
    std::array<std::array<int, 8>, kShapeCount> t{};
    for (std::size_t sh = 0; sh < kShapeCount; ++sh)
        for (std::size_t k = 0; k < 8; ++k)
            t[sh][k] = kSlotOffset[sh][k].dx + kPadSize * kSlotOffset[sh][k].dy;
    return t;
}();

// kCellPad[shape]: the padded-grid offsets of a shape's cells from its anchor, four of them (a shape with
// fewer cells repeats its first).
constexpr std::array<std::array<int, 4>, kShapeCount> kCellPad = [] {
    std::array<std::array<int, 4>, kShapeCount> t{};
    for (std::size_t sh = 0; sh < kShapeCount; ++sh) {
        const auto &g = geometry::kGeometry[sh];
        for (std::size_t k = 0; k < 4; ++k) {
            const auto &c = g.cells[k < static_cast<std::size_t>(g.cellCount) ? k : 0];
            t[sh][k] = c.dx + kPadSize * c.dy;
        }
    }
    return t;
}();

// kSlotBoxBit[shape][s]: the bit of slot s's cell in the 4 x 4 box of cells from (anchor.x - 1, anchor.y -
// 1), (dx + 1) + 4 (dy + 1).
constexpr std::array<std::array<unsigned, 8>, kShapeCount> kSlotBoxBit = [] {
    std::array<std::array<unsigned, 8>, kShapeCount> t{};
    for (std::size_t sh = 0; sh < kShapeCount; ++sh)
        for (std::size_t k = 0; k < 8; ++k) {
            const auto &o = kSlotOffset[sh][k];
            if (o.dx < -1 || o.dx > 2 || o.dy < -1 || o.dy > 2)
                throw "a slot cell outside the 4 x 4 box"; // not a constant expression: fails the build
            t[sh][k] = static_cast<unsigned>((o.dx + 1) + 4 * (o.dy + 1));
        }
    return t;
}();

constexpr PadGrid emptyPadGrid() {
    PadGrid g{};
    for (int y = -1; y <= kGridSize; ++y)
        for (int x = -1; x <= kGridSize; ++x)
            g[padIndex(x, y)] = inBounds(x, y) ? kEmpty : kWall;
    return g;
}
constexpr PadGrid kEmptyPadGrid = emptyPadGrid();

// The blocked cells as 16 padded rows: bit x + 1 of row y + 1 is cell (x, y) for x and y in -1..13, and every
// cell off the floor is blocked. A shape fits at an anchor when its cell mask (kShapeMask, two rows in one
// 32-bit word) meets no blocked bit: one load, one shift, one test.
using BlockRows = std::array<std::uint16_t, 16>;

constexpr BlockRows emptyBlockRows() {
    BlockRows b{};
    for (int r = 0; r < 16; ++r)
        b[static_cast<std::size_t>(r)] = (r == 0 || r >= kGridSize + 1) ? 0xFFFF : 0xC001;
    return b;
}
constexpr BlockRows kEmptyBlockRows = emptyBlockRows();

constexpr std::array<std::uint32_t, kShapeCount> shapeMasks() {
    std::array<std::uint32_t, kShapeCount> m{};
    for (std::size_t s = 0; s < m.size(); ++s) {
        const auto &g = geometry::kGeometry[s];
        for (int i = 0; i < g.cellCount; ++i)
            m[s] |= 1u << (g.cells[static_cast<std::size_t>(i)].dx +
                           16 * g.cells[static_cast<std::size_t>(i)].dy);
    }
    return m;
}
constexpr std::array<std::uint32_t, kShapeCount> kShapeMask = shapeMasks();

// kFitMask[d][w]: which of the 13 positions of direction d (6.3) fit around a free cell N, given the 3 x 3
// window of blocked cells centred on N (bit (dx + 1) + 3 (dy + 1) for the cell N + (dx, dy)). Every cell of
// every position lies in that window.
using FitTable = std::array<std::array<std::uint16_t, 512>, 4>;

// Every cell of every position (6.3) lies in the 3 x 3 window around N.
constexpr bool positionsInWindow() {
    for (const auto &row : kPositions)
        for (const auto &e : row) {
            const auto &g = geometry::kGeometry[static_cast<std::size_t>(e.shape)];
            for (std::size_t c = 0; c < g.cellCount; ++c) {
                const int dx = e.offset.dx + g.cells[c].dx;
                const int dy = e.offset.dy + g.cells[c].dy;
                if (dx < -1 || dx > 1 || dy < -1 || dy > 1)
                    return false;
            }
        }
    return true;
}
static_assert(positionsInWindow());

FitTable fitTable() {
    FitTable t{};
    for (std::size_t d = 0; d < 4; ++d) {
        for (unsigned w = 0; w < 512; ++w) {
            std::uint16_t m = 0;
            for (std::size_t p = 0; p < 13; ++p) {
                const auto &e = kPositions[d][p];
                const auto &g = geometry::kGeometry[static_cast<std::size_t>(e.shape)];
                bool fit = true;
                for (std::size_t c = 0; c < g.cellCount; ++c) {
                    const int dx = e.offset.dx + g.cells[c].dx;
                    const int dy = e.offset.dy + g.cells[c].dy;
                    if ((w >> ((dx + 1) + 3 * (dy + 1))) & 1u)
                        fit = false;
                }
                if (fit)
                    m = static_cast<std::uint16_t>(m | (1u << p));
            }
            t[d][w] = m;
        }
    }
    return t;
}

// Built at start-up (26,000 shape tests; too many steps for a constant expression in clang).
const FitTable kFitMask = fitTable();

// Bit P set when draw r[P] selects position P (6.3: r mod weight = 0).
template <std::size_t... P> std::uint32_t drawnPositions(const std::uint32_t *r, std::index_sequence<P...>) {
    return ((static_cast<std::uint32_t>(r[P] % kPosWeight[P] == 0) << P) | ...);
}

constexpr unsigned kRowMask = (1u << kGridSize) - 1;

// A set of cells, for the secret-room scans: four 64-bit words of four 16-bit rows, cell (x, y) being bit
// 16 (y % 4) + x of word y / 4. Only bits 0..12 of a row are cells (kLanes); row 13, lane 1 of the last word,
// may take the empty bottom row of a room on row 12 and is never read. Whole words are read and written,
// four rows at a time (reading 16-bit rows as words would stall on their recent narrow stores).
struct Board {
    std::array<std::uint64_t, 4> w{};

    static constexpr unsigned lane(int y) { return 16u * static_cast<unsigned>(y & 3); }
    bool has(int x, int y) const {
        return ((w[static_cast<std::size_t>(y >> 2)] >> (lane(y) + x)) & 1u) != 0;
    }
    void set(int x, int y) { w[static_cast<std::size_t>(y >> 2)] |= std::uint64_t{1} << (lane(y) + x); }
    void orRow(int y, unsigned bits) {
        w[static_cast<std::size_t>(y >> 2)] |= std::uint64_t{bits} << lane(y);
    }
    void clearRow(int y, unsigned bits) {
        w[static_cast<std::size_t>(y >> 2)] &= ~(std::uint64_t{bits} << lane(y));
    }
    // The cell of bit `bit` of word `word`.
    static Cell cellOf(std::size_t word, unsigned bit) {
        return {static_cast<std::int8_t>(bit & 15), static_cast<std::int8_t>(4 * word + (bit >> 4))};
    }
};

// The bits of each word of a Board that are cells of the floor.
constexpr std::array<std::uint64_t, 4> kLanes = {0x1FFF1FFF1FFF1FFFull, 0x1FFF1FFF1FFF1FFFull,
                                                 0x1FFF1FFF1FFF1FFFull, 0x1FFFull};

// The cells orthogonally next to a cell of `b` (in bounds).
[[gnu::always_inline]] inline Board neighboursOf(const Board &b) {
    Board n;
    for (std::size_t i = 0; i < 4; ++i) {
        const std::uint64_t above = (b.w[i] << 16) | (i > 0 ? b.w[i - 1] >> 48 : 0);
        const std::uint64_t below = (b.w[i] >> 16) | (i < 3 ? b.w[i + 1] << 48 : 0);
        n.w[i] = ((b.w[i] << 1) | (b.w[i] >> 1) | above | below) & kLanes[i];
    }
    return n;
}

// The number of set bits. std::popcount would call libgcc on baseline x86-64.
constexpr unsigned popcount64(std::uint64_t v) {
    v = v - ((v >> 1) & 0x5555555555555555ull);
    v = (v & 0x3333333333333333ull) + ((v >> 2) & 0x3333333333333333ull);
    v = (v + (v >> 4)) & 0x0F0F0F0F0F0F0F0Full;
    return static_cast<unsigned>((v * 0x0101010101010101ull) >> 56);
}
static_assert(popcount64(~std::uint64_t{0}) == 64 && popcount64(0x8000000000000001ull) == 2 &&
              popcount64(0) == 0);

// The best-weight list of a secret-room scan (7.11 step 3.3): the cells of the highest weight
// offered so far, as a board, so that the list is in row order whatever order the cells are offered in. A
// higher weight restarts the list and an equal one joins it, with masks rather than branches (the weights
// are draws, and a branch on them would mispredict).
struct BestCells {
    Board cells;
    int weight = 0;

    // Cell `bit` of word `word` (Board's layout) with weight w.
    void offer(std::size_t word, unsigned bit, int w) {
        const std::uint64_t keep = static_cast<std::uint64_t>(w > weight) - 1; // all ones unless restarted
        const std::uint64_t join = static_cast<std::uint64_t>(w >= weight) << bit;
        for (std::size_t i = 0; i < 4; ++i)
            cells.w[i] = (cells.w[i] & keep) | (i == word ? join : 0);
        weight = std::max(weight, w);
    }
    unsigned count() const {
        return popcount64(cells.w[0]) + popcount64(cells.w[1]) + popcount64(cells.w[2]) +
               popcount64(cells.w[3]);
    }
    // Entry k (< count()) of the list.
    Cell at(unsigned k) const {
        std::size_t word = 0;
        for (; popcount64(cells.w[word]) <= k; ++word)
            k -= popcount64(cells.w[word]);
        std::uint64_t bits = cells.w[word];
        for (; k != 0; --k)
            bits &= bits - 1;
        return Board::cellOf(word, static_cast<unsigned>(std::countr_zero(bits)));
    }
};

// Per direction, the positions (6.3) whose shape is in `enabled` (bit per shape). Cached per thread: the
// catalog gives the same shapes floor after floor.
std::array<std::uint16_t, 4> enabledPositions(std::uint16_t enabled) {
    thread_local std::uint16_t cachedFor = 0;
    thread_local std::array<std::uint16_t, 4> cached{};
    if (enabled != cachedFor) {
        for (std::size_t d = 0; d < 4; ++d) {
            cached[d] = 0;
            for (std::size_t p = 0; p < 13; ++p)
                if ((enabled >> static_cast<unsigned>(kPositions[d][p].shape)) & 1u)
                    cached[d] = static_cast<std::uint16_t>(cached[d] | (1u << p));
        }
        cachedFor = enabled;
    }
    return cached;
}

// Adds the cells of a room (shape at anchor; anchors are always on the floor) to a board, when `on`: without
// a branch, as the rooms' types and shapes vary.
void addCells(Board &b, Shape shape, Cell anchor, bool on = true) {
    const std::uint32_t m = kShapeMask[static_cast<std::size_t>(shape)] & (on ? ~0u : 0u);
    b.orRow(anchor.y, ((m & 0xFFFFu) << anchor.x) & kRowMask);
    b.orRow(anchor.y + 1, ((m >> 16) << anchor.x) & kRowMask);
}

// The board moved one cell in direction kUnit[dir] (cells pushed off the floor are lost).
Board shifted(const Board &b, int dir) {
    Board r;
    for (std::size_t i = 0; i < 4; ++i) {
        std::uint64_t v;
        switch (dir) {
        case 0:
            v = b.w[i] >> 1;
            break;
        case 2:
            v = b.w[i] << 1;
            break;
        case 1: // row y takes row y + 1
            v = (b.w[i] >> 16) | (i < 3 ? b.w[i + 1] << 48 : 0);
            break;
        default: // row y takes row y - 1
            v = (b.w[i] << 16) | (i > 0 ? b.w[i - 1] >> 48 : 0);
            break;
        }
        r.w[i] = v & kLanes[i];
    }
    return r;
}

// Jumping ahead in the stage triple (5, 9, 7). One xorshift step is a linear map of GF(2)^32, so n steps are
// the n-th power of its matrix, and the image of a state is the XOR of the images of its eight nibbles.
// kJumps.t[0][n] holds T^n and kJumps.t[1][n] holds T^(16 n), for n in 0..15, as kJumps.t[i][n][k][v]: the
// image of nibble v placed in nibble k of the state. Any skip under 256 draws is then two jumps of eight
// lookups each, with no branch on the count (16 KB of tables, which stay in the first-level cache).
struct JumpTables {
    std::uint32_t t[2][16][8][16];
};

JumpTables buildJumpTables() {
    JumpTables j{};
    for (unsigned level = 0; level < 2; ++level) {
        std::array<std::uint32_t, 32> cols{}; // the image of each basis vector under T^n (T^16n at level 1)
        for (unsigned i = 0; i < 32; ++i)
            cols[i] = 1u << i;
        for (unsigned n = 0; n < 16; ++n) {
            for (unsigned k = 0; k < 8; ++k)
                for (unsigned v = 0; v < 16; ++v) {
                    std::uint32_t r = 0;
                    for (unsigned b = 0; b < 4; ++b)
                        if ((v >> b) & 1u)
                            r ^= cols[4 * k + b];
                    j.t[level][n][k][v] = r;
                }
            for (auto &c : cols) // on to the next n
                for (unsigned k = 0; k < (level == 0 ? 1u : 16u); ++k)
                    c = Rng::step(c, 5, 9, 7);
        }
    }
    return j;
}

const JumpTables kJumps = buildJumpTables();

[[gnu::always_inline]] inline std::uint32_t jumpBy(const std::uint32_t (&t)[8][16], std::uint32_t s) {
    return t[0][s & 15] ^ t[1][(s >> 4) & 15] ^ t[2][(s >> 8) & 15] ^ t[3][(s >> 12) & 15] ^
           t[4][(s >> 16) & 15] ^ t[5][(s >> 20) & 15] ^ t[6][(s >> 24) & 15] ^ t[7][s >> 28];
}

// The state n < 256 draws on.
[[gnu::always_inline]] inline std::uint32_t jumpDraws(std::uint32_t s, unsigned n) {
    return jumpBy(kJumps.t[0][n & 15], jumpBy(kJumps.t[1][(n >> 4) & 15], s));
}

#ifdef FLOORGEN_AVX2
// The 13 draws of one slot (6.3) at once, in 16 lanes: lane i holds draw i + 1. Each draw is a linear image
// of the state, so the lanes are the XOR of one table row per nibble of the state (kDrawTables.t[k][v]: the
// images of nibble v in nibble k, draw by draw). The weights' tests r mod W = 0 are then done lane by lane:
// with W = 2^k m (m odd), r is a multiple of W exactly when r times the inverse of m (mod 2^32), rotated
// right by k, is at most (2^32 - 1) / W. AVX-512 takes a row in one register; AVX2 in two halves.
struct alignas(64) DrawTables {
    std::uint32_t t[8][16][16];
};

DrawTables buildDrawTables() {
    DrawTables d{};
    for (unsigned k = 0; k < 8; ++k)
        for (unsigned v = 0; v < 16; ++v) {
            std::uint32_t s = v << (4 * k);
            for (unsigned i = 0; i < 16; ++i) {
                s = Rng::step(s, 5, 9, 7);
                d.t[k][v][i] = s;
            }
        }
    return d;
}

const DrawTables kDrawTables = buildDrawTables();

struct alignas(64) DivisibilityLanes {
    std::uint32_t inverse[16], shift[16], back[16], limit[16];
};

constexpr DivisibilityLanes divisibilityLanes() {
    DivisibilityLanes l{};
    for (unsigned p = 0; p < 16; ++p) {
        if (p >= 13) { // unused lanes (their bits are dropped)
            l.inverse[p] = 1;
            l.shift[p] = 0;
            l.back[p] = 32;
            l.limit[p] = 0;
            continue;
        }
        std::uint32_t w = kPosWeight[p], k = 0;
        while ((w & 1u) == 0) {
            w >>= 1;
            ++k;
        }
        std::uint32_t inv = w; // Newton's iteration for the inverse of odd w mod 2^32
        for (int i = 0; i < 5; ++i)
            inv *= 2u - w * inv;
        l.inverse[p] = inv;
        l.shift[p] = k;
        l.back[p] = 32 - k;
        l.limit[p] = 0xFFFFFFFFu / kPosWeight[p];
    }
    return l;
}

constexpr DivisibilityLanes kDivisibility = divisibilityLanes();

__attribute__((target("avx2"))) inline __m256i lanesOf(const std::uint32_t *a) {
    return _mm256_load_si256(reinterpret_cast<const __m256i *>(a));
}

// Bit i: lane i of r is a multiple of the weight of position `at` + i.
__attribute__((target("avx2"))) inline std::uint32_t multiples(__m256i r, std::size_t at) {
    const __m256i q = _mm256_mullo_epi32(r, lanesOf(kDivisibility.inverse + at));
    const __m256i rot = _mm256_or_si256(_mm256_srlv_epi32(q, lanesOf(kDivisibility.shift + at)),
                                        _mm256_sllv_epi32(q, lanesOf(kDivisibility.back + at)));
    const __m256i ok = _mm256_cmpeq_epi32(_mm256_min_epu32(rot, lanesOf(kDivisibility.limit + at)), rot);
    return static_cast<std::uint32_t>(_mm256_movemask_ps(_mm256_castsi256_ps(ok)));
}

// AVX-512: the 16 lanes in one register, and the comparison gives the bits. (The maskz forms with a full
// mask: GCC 12's plain ones warn of an uninitialised value in its own header.)
__attribute__((target("avx512f"))) std::uint32_t drawnPositionsAvx512(std::uint32_t s, std::uint32_t &after) {
    const auto &t = kDrawTables.t;
    __m512i v = _mm512_load_si512(t[0][s & 15u]);
    for (unsigned k = 1; k < 8; ++k)
        v = _mm512_xor_si512(v, _mm512_load_si512(t[k][(s >> (4 * k)) & 15u]));
    after =
        static_cast<std::uint32_t>(_mm_cvtsi128_si32(_mm512_maskz_extracti32x4_epi32(0xF, v, 3))); // draw 13
    const __m512i q = _mm512_mullo_epi32(v, _mm512_load_si512(kDivisibility.inverse));
    const __m512i rot = _mm512_maskz_rorv_epi32(0xFFFF, q, _mm512_load_si512(kDivisibility.shift));
    return static_cast<std::uint32_t>(_mm512_cmple_epu32_mask(rot, _mm512_load_si512(kDivisibility.limit))) &
           0x1FFFu;
}

__attribute__((target("avx2"))) std::uint32_t drawnPositionsAvx2(std::uint32_t s, std::uint32_t &after) {
    const auto &t = kDrawTables.t;
    __m256i lo = _mm256_setzero_si256();
    __m256i hi = _mm256_setzero_si256();
    for (unsigned k = 0; k < 8; ++k) {
        const unsigned v = (s >> (4 * k)) & 15u;
        lo = _mm256_xor_si256(lo, lanesOf(t[k][v]));
        hi = _mm256_xor_si256(hi, lanesOf(t[k][v] + 8));
    }
    after = static_cast<std::uint32_t>(_mm256_extract_epi32(hi, 4)); // draw 13
    return multiples(lo, 0) | (multiples(hi, 8) & 0x1Fu) << 8;
}

#endif

using detail::SlotDraws;

// The fastest slot-draw implementation this processor has.
SlotDraws bestSlotDraws() {
    for (SlotDraws path : {SlotDraws::Avx512, SlotDraws::Avx2})
        if (detail::slotDrawsAvailable(path))
            return path;
    return SlotDraws::Scalar;
}

// The one positions() takes (tests choose each in turn; see detail::setSlotDraws).
SlotDraws g_slotDraws = bestSlotDraws();

// The scalar path: the 13 draws one after the other (a trace sink attached to `rng` sees every one).
template <class R> std::uint32_t drawnPositionsScalar(R &rng) {
    std::uint32_t draws[13];
    rng.fill(draws, 13);
    return drawnPositions(draws, std::make_index_sequence<13>{});
}

// Advances a stage-triple RNG (index 35) by n draws whose values nobody reads. With a trace sink attached
// every draw is made, so that the trace still lists each value.
template <class R> [[gnu::noinline, gnu::cold]] void drawAll(R &rng, unsigned n) {
    for (; n != 0; --n)
        rng.next();
}

template <class R> [[gnu::always_inline]] inline void skipDraws(R &rng, unsigned n) {
    if (rng.hasSink()) [[unlikely]] {
        drawAll(rng, n);
        return;
    }
    std::uint32_t s = rng.state();
    if (n < 16) {
        rng.setState(jumpBy(kJumps.t[0][n], s));
        return;
    }
    for (; n >= 255; n -= 255)
        s = jumpDraws(s, 255);
    rng.setState(jumpDraws(s, n));
}

// Eight bytes, aligned: the shuffle swaps candidates whole, with one load and one store each (seven bytes
// took three, and a swap that read a candidate just written stalled on the partial store). The anchor is
// kept as its offset from the placed cell, so that a candidate is the OR of its position's bytes (shape,
// offset) and its slot's (placed cell, direction, distance); it is computed only for the candidates tried.
struct alignas(8) Candidate {
    Shape shape;
    std::int8_t dx, dy; // anchor - placed
    Cell placed;
    std::int8_t dir;
    std::uint8_t distance;
    std::uint8_t slot; // the parent's door slot (0..7) it attaches through (repentance.md R1.2)

    Cell anchor() const {
        return {static_cast<std::int8_t>(placed.x + dx), static_cast<std::int8_t>(placed.y + dy)};
    }
};
static_assert(std::is_trivially_copyable_v<Candidate> && sizeof(Candidate) == 8 &&
              offsetof(Candidate, dx) == 1 && offsetof(Candidate, placed) == 3 &&
              offsetof(Candidate, dir) == 5 && offsetof(Candidate, distance) == 6 &&
              offsetof(Candidate, slot) == 7);

// 8 slots of 14 candidates, and room for positions() to write two past the end without keeping them.
using CandidateList = StaticVector<Candidate, 8 * 14 + 2>;

// The candidate list is scratch space (912 bytes): one per thread, kept from call to call, so that generating
// a floor does not start by clearing it.
CandidateList &scratchCandidates() {
    thread_local CandidateList list;
    return list;
}

// kPositions as candidate bytes (the layout of Candidate): shape and offset.
constexpr std::array<std::array<std::uint64_t, 13>, 4> kPositionBytes = [] {
    std::array<std::array<std::uint64_t, 13>, 4> t{};
    for (std::size_t d = 0; d < 4; ++d)
        for (std::size_t p = 0; p < 13; ++p) {
            const auto &e = kPositions[d][p];
            t[d][p] = static_cast<std::uint64_t>(static_cast<std::uint8_t>(e.shape)) |
                      static_cast<std::uint64_t>(static_cast<std::uint8_t>(e.offset.dx)) << 8 |
                      static_cast<std::uint64_t>(static_cast<std::uint8_t>(e.offset.dy)) << 16;
        }
    return t;
}();

// The layout work list (6.4): a deque with "top" at the front.
class WorkList {
public:
    void clear() { m_head = m_size = 0; }
    bool empty() const { return m_size == 0; }
    // Onto the bottom when `bottom`, else onto the top (the choice is a draw of L, 1 in 3). GCC makes the
    // choice a branch, and that is faster here than masks: the next parent is taken speculatively instead of
    // waiting on the draw (DEVELOPERS.md, session 16).
    void push(std::int8_t v, bool bottom) {
        const unsigned top = (m_head - 1) & kMask;
        const unsigned at = bottom ? (m_head + m_size) & kMask : top;
        m_buf[at] = v;
        m_head = bottom ? m_head : top;
        ++m_size;
    }
    std::int8_t popTop() {
        const std::int8_t v = m_buf[m_head];
        m_head = (m_head + 1) & kMask;
        --m_size;
        return v;
    }

private:
    static constexpr unsigned kMask = 127;
    std::array<std::int8_t, 128> m_buf{};
    unsigned m_head = 0;
    unsigned m_size = 0;
};

constexpr Cell cellAt(int x, int y) {
    return {static_cast<std::int8_t>(x), static_cast<std::int8_t>(y)};
}

// kTraced: whether a trace is recorded. Each case is compiled on its own, so that the untraced one (bench,
// statistics, search, the GUI's own floors) tests for no trace at all: no test at each step, none at each
// draw (UntracedRng).
template <bool kTraced, bool kRep = false> class Generator {
public:
    using GenRng = BasicRng<kTraced>;
    using StageRng = BasicRng<kTraced, true>; // S, C, L, T and the award RNG: the stage triple

    Generator(const Settings &s, Floor &f, Trace *trace, const RoomCatalog &catalog, Detail detail,
              const RoomFilter &filter)
        : m_s(s)
        , m_f(f)
        , m_trace(trace)
        , m_catalog(catalog)
        , m_brief(detail == Detail::SpecialRooms && !trace && catalog.normalPickAlwaysSucceeds())
        , m_filter(filter)
        , m_builtin(&catalog == &BuiltinCatalog::instance()) {}

    GenerateStatus run(std::string *error);

protected:
    // ---- grid helpers (6.2) ----
    // The room at (x, y), or kEmpty (also for the border). x and y in -1..13.
    std::int8_t occupant(int x, int y) const {
        const std::int8_t v = m_grid[padIndex(x, y)];
        return v < 0 ? kEmpty : v;
    }
    // The raw cell: a room number, kEmpty or kWall. x and y in -1..13.
    std::int8_t cellValue(int x, int y) const { return m_grid[padIndex(x, y)]; }
    // Copies the working grid into the floor's 13 x 13 grid.
    void syncGrid() {
        for (int y = 0; y < kGridSize; ++y)
            std::memcpy(&m_f.grid[static_cast<std::size_t>(kGridSize * y)], &m_grid[padIndex(0, y)],
                        kGridSize);
    }

    // Whether every cell of `shape` at `anchor` is free (and, on stage 11, not the cell above the start
    // room). The anchor and the shape's cells lie in -1..13.
    bool fits(Cell anchor, Shape shape) const {
        std::uint32_t rows;
        std::memcpy(&rows, &m_block[static_cast<std::size_t>(anchor.y + 1)], sizeof rows);
        return ((rows >> (anchor.x + 1)) & kShapeMask[static_cast<std::size_t>(shape)]) == 0;
    }

    int neighbourCount(Cell c, int excluded) const {
        const int i = padIndex(c.x, c.y);
        auto counts = [this, excluded](int j) {
            const int o = m_grid[static_cast<std::size_t>(j)];
            return static_cast<int>(o >= 0) & static_cast<int>(o != excluded);
        };
        return counts(i - 1) + counts(i + 1) + counts(i - kPadSize) + counts(i + kPadSize);
    }

    // Whether one of r's door slots leads to cell (ox, oy), a cell outside r. All eight slots are compared
    // without a branch; a slot the shape lacks (offset (0, 0) in kSlotOffset) is dropped by the slot mask.
    bool ownsSlotTo(const Room &r, int ox, int oy) const {
        const auto &o = kSlotOffset[static_cast<std::size_t>(r.shape)];
        const int dx = ox - r.anchor.x;
        const int dy = oy - r.anchor.y;
        unsigned hit = 0;
        for (std::size_t k = 0; k < 8; ++k)
            hit |= (static_cast<unsigned>(o[k].dx == dx) & static_cast<unsigned>(o[k].dy == dy)) << k;
        return (hit & geometryOf(r.shape).slotMask) != 0;
    }

    bool locValid(Cell anchor, Shape shape) const {
        // The shape whose slots are tested: a narrow room's wide counterpart (a table: the shapes vary).
        static constexpr auto kTestShape = [] {
            std::array<Shape, kShapeCount> t{};
            for (std::size_t i = 0; i < kShapeCount; ++i)
                t[i] = static_cast<Shape>(i);
            t[static_cast<std::size_t>(Shape::IH)] = Shape::S1x1;
            t[static_cast<std::size_t>(Shape::IV)] = Shape::S1x1;
            t[static_cast<std::size_t>(Shape::IIH)] = Shape::S2x1;
            t[static_cast<std::size_t>(Shape::IIV)] = Shape::S1x2;
            return t;
        }();
        const Shape test = kTestShape[static_cast<std::size_t>(shape)];
        const auto &tg = geometryOf(test);
        const auto &rg = geometryOf(shape);
        unsigned occupied = occupiedSlots(test, anchor);
        if (occupied & ~static_cast<unsigned>(rg.slotMask))
            return false;
        for (; occupied != 0; occupied &= occupied - 1) {
            const int s = std::countr_zero(occupied);
            const std::int8_t x = occupant(anchor.x + tg.slotCells[s].dx, anchor.y + tg.slotCells[s].dy);
            // Where the shape has slot s its cell is the test shape's, so a 1x1 there owns the slot facing
            // us.
            const Room &other = m_f.rooms[static_cast<std::size_t>(x)];
            if (other.shape == Shape::S1x1)
                continue;
            const int ox = anchor.x + rg.slotCells[s].dx - kUnit[s & 3].dx;
            const int oy = anchor.y + rg.slotCells[s].dy - kUnit[s & 3].dy;
            if (!ownsSlotTo(other, ox, oy))
                return false;
        }
        return true;
    }

    // Bit s: slot s of `shape` at `anchor` exists and the cell behind it holds a room. No branches: the
    // outcome is data (locValid and doorBits used to branch on every slot, and mispredict).
    unsigned occupiedSlots(Shape shape, Cell anchor) const {
        const std::int8_t *base = &m_grid[static_cast<std::size_t>(padIndex(anchor.x, anchor.y))];
        unsigned bits = 0;
        const auto &offsets = kSlotPad[static_cast<std::size_t>(shape)];
        for (std::size_t k = 0; k < 8; ++k)
            bits |= static_cast<unsigned>(base[offsets[k]] >= 0) << k;
        return bits & geometryOf(shape).slotMask;
    }

    std::uint8_t doorBits(const Room &r) const {
        return static_cast<std::uint8_t>(occupiedSlots(r.shape, r.anchor));
    }

    // Writes `value` into the room's cells (grid, occupied cells and blocked cells), without a loop over
    // them: four grid stores (a shape with fewer cells repeats its first), and each bit board row by row.
    [[gnu::always_inline]] void writeCells(const Room &r, std::int8_t value) {
        const auto shape = static_cast<std::size_t>(r.shape);
        const int x = r.anchor.x;
        const int row = r.anchor.y;
        const auto y = static_cast<std::size_t>(row);
        std::int8_t *base = &m_grid[static_cast<std::size_t>(padIndex(x, row))];
        for (std::size_t k = 0; k < 4; ++k)
            base[kCellPad[shape][k]] = value;
        const std::uint32_t m = kShapeMask[shape];
        const unsigned top = ((m & 0xFFFFu) << x) & kRowMask;
        const unsigned bottom = ((m >> 16) << x) & kRowMask;
        if (value == kEmpty) {
            m_occ.clearRow(row, top);
            m_occ.clearRow(row + 1, bottom);
            m_block[y + 1] = static_cast<std::uint16_t>(m_block[y + 1] & ~(top << 1));
            m_block[y + 2] = static_cast<std::uint16_t>(m_block[y + 2] & ~(bottom << 1));
            blockStage11();
        } else {
            m_occ.orRow(row, top);
            m_occ.orRow(row + 1, bottom);
            m_block[y + 1] = static_cast<std::uint16_t>(m_block[y + 1] | (top << 1));
            m_block[y + 2] = static_cast<std::uint16_t>(m_block[y + 2] | (bottom << 1));
        }
    }

    // Stage 11: no room may be placed on the cell above the start room (6.2 Fits).
    void blockStage11() {
        if (m_reserve65)
            m_block[5 + 1] = static_cast<std::uint16_t>(m_block[5 + 1] | (1u << (6 + 1)));
    }

    [[gnu::always_inline]] Room &addRoom(Shape shape, Cell anchor, Cell placed, int dir, int distance,
                                         int parent = 0) {
        const std::size_t number = m_f.rooms.size();
        m_parent[number] = static_cast<std::uint8_t>(parent);
        m_f.rooms.resize(number + 1); // built in place
        Room &r = m_f.rooms[number];
        r = Room{};
        r.number = static_cast<std::uint8_t>(number);
        r.shape = shape;
        r.anchor = anchor;
        r.placedCell = placed;
        r.dir = static_cast<std::int8_t>(dir);
        r.distance = static_cast<std::uint8_t>(distance);
        writeCells(r, static_cast<std::int8_t>(number));
        return r;
    }

    bool shapeEnabled(Shape s) const { return (m_enabled & (1u << static_cast<unsigned>(s))) != 0; }

    // ---- layout (6.3 - 6.6) ----
    // The 3 x 3 window of blocked cells centred on the free cell n (x and y in 0..12), as kFitMask wants it.
    unsigned window(Cell n) const {
        std::uint64_t rows;
        std::memcpy(&rows, &m_block[static_cast<std::size_t>(n.y)], sizeof rows);
        rows >>= n.x;
        return static_cast<unsigned>((rows & 7u) | ((rows >> 13) & (7u << 3)) | ((rows >> 26) & (7u << 6)));
    }

    // The 13 positions of one slot (6.3): 13 draws of L, and a candidate wherever the draw selects the
    // position (or the list is open), the shape is enabled and it fits: three 13-bit masks.
    void positions(CandidateList &out, Cell n, int slotIndex, std::uint8_t distance, bool open) {
        const int d = slotIndex & 3;
        std::uint32_t keep = kFitMask[static_cast<std::size_t>(d)][window(n)] & m_posEnabled[d];
        if (open) {
            skipDraws(m_L, 13);
        } else {
#ifdef FLOORGEN_AVX2
            if (g_slotDraws != SlotDraws::Scalar && !m_L.hasSink()) [[likely]] {
                std::uint32_t after;
                keep &= g_slotDraws == SlotDraws::Avx512 ? drawnPositionsAvx512(m_L.state(), after)
                                                         : drawnPositionsAvx2(m_L.state(), after);
                m_L.setState(after);
            } else
#endif
            {
                keep &= drawnPositionsScalar(m_L);
            }
        }
        // A candidate is 8 bytes: the position's (shape, offset) OR the slot's (N, direction, distance).
        // Most slots keep none, one or two positions: those two are written whatever `keep` holds (a missing
        // one as position 0, past the end) and counted only if they exist, so that the number of positions
        // kept costs no mispredicted branch. The rest, rarely any, in a loop.
        const auto &row = kPositionBytes[static_cast<std::size_t>(d)];
        const std::uint64_t slot = static_cast<std::uint64_t>(static_cast<std::uint8_t>(n.x)) << 24 |
                                   static_cast<std::uint64_t>(static_cast<std::uint8_t>(n.y)) << 32 |
                                   static_cast<std::uint64_t>(d) << 40 |
                                   static_cast<std::uint64_t>(distance) << 48 |
                                   static_cast<std::uint64_t>(slotIndex) << 56;
        auto write = [&](std::size_t at, unsigned p) {
            if constexpr (std::endian::native == std::endian::little) {
                const std::uint64_t v = row[p] | slot; // Candidate is trivially copyable
                std::memcpy(static_cast<void *>(&out.data()[at]), &v, sizeof v);
            } else {
                const auto &e = kPositions[static_cast<std::size_t>(d)][p];
                out.data()[at] = {e.shape,
                                  e.offset.dx,
                                  e.offset.dy,
                                  n,
                                  static_cast<std::int8_t>(d),
                                  distance,
                                  static_cast<std::uint8_t>(slotIndex)};
            }
        };
        std::size_t size = out.size();
        for (int twice = 0; twice < 2; ++twice) {
            write(size, static_cast<unsigned>(std::countr_zero(keep | (1u << 13))) % 13);
            size += keep != 0 ? 1 : 0;
            keep &= keep - 1;
        }
        for (; keep != 0; keep &= keep - 1)
            write(size++, static_cast<unsigned>(std::countr_zero(keep)));
        out.resize(size);
    }

    // Bit s: slot s of `shape` at `anchor` exists and a 1x1 fits behind it (Fits(N, 1x1) of 6.3). No
    // branches.
    // Every slot cell lies in the 4 x 4 box from (anchor.x - 1, anchor.y - 1), so the box's blocked cells are
    // read once (four rows) and each slot's bit taken from it.
    unsigned usableSlots(Shape shape, Cell anchor) const {
        const auto y = static_cast<std::size_t>(anchor.y);
        const unsigned box = ((static_cast<unsigned>(m_block[y]) >> anchor.x) & 15u) |
                             (((static_cast<unsigned>(m_block[y + 1]) >> anchor.x) & 15u) << 4) |
                             (((static_cast<unsigned>(m_block[y + 2]) >> anchor.x) & 15u) << 8) |
                             (((static_cast<unsigned>(m_block[y + 3]) >> anchor.x) & 15u) << 12);
        const auto &bit = kSlotBoxBit[static_cast<std::size_t>(shape)];
        unsigned blocked = 0;
        for (std::size_t k = 0; k < 8; ++k)
            blocked |= ((box >> bit[k]) & 1u) << k;
        return ~blocked & geometryOf(shape).slotMask;
    }
    // AddDeadEnd's view of the grid (6.6 step 3.1) as 16 padded rows (BlockRows' layout): the low 16 bits of
    // a row are its blocked cells, the high 16 bits the cells its 1x1 cannot take: blocked, or with two or
    // more occupied neighbours (neighbourCount >= 2: any two of the four neighbour rows of occupied cells).
    using DeadEndRows = std::array<std::uint32_t, 16>;
    DeadEndRows deadEndRows() const {
        // occ[r + 1]: padded row r of occupied cells (rows 0, 14 and 15 and the two extra rows empty).
        std::array<std::uint32_t, 18> occ{};
        for (std::size_t w = 0; w < 4; ++w)
            for (std::size_t lane = 0; lane < 4 && 4 * w + lane < kGridSize; ++lane)
                occ[4 * w + lane + 2] = static_cast<std::uint32_t>((m_occ.w[w] >> (16 * lane)) & kRowMask)
                                        << 1;
        DeadEndRows rows{};
        for (std::size_t r = 0; r < rows.size(); ++r) {
            const std::uint32_t left = occ[r + 1] << 1, right = occ[r + 1] >> 1, up = occ[r],
                                down = occ[r + 2];
            const std::uint32_t two = (left & right) | (up & down) | ((left | right) & (up | down));
            rows[r] = m_block[r] | ((m_block[r] | two) & 0xFFFFu) << 16;
        }
        return rows;
    }
    // usableSlots on both halves of DeadEndRows at once: bits 0..7 the usable slots, bits 16..23 the slots
    // whose cell N AddDeadEnd's 1x1 can take.
    static unsigned deadEndSlots(const DeadEndRows &rows, Shape shape, Cell anchor) {
        const auto y = static_cast<std::size_t>(anchor.y);
        constexpr std::uint32_t kNibbles = 0x000F000Fu;
        const unsigned box =
            ((rows[y] >> anchor.x) & kNibbles) | (((rows[y + 1] >> anchor.x) & kNibbles) << 4) |
            (((rows[y + 2] >> anchor.x) & kNibbles) << 8) | (((rows[y + 3] >> anchor.x) & kNibbles) << 12);
        const auto &bit = kSlotBoxBit[static_cast<std::size_t>(shape)];
        unsigned blocked = 0;
        for (std::size_t k = 0; k < 8; ++k)
            blocked |= ((box >> bit[k]) & 0x10001u) << k;
        const unsigned slots = geometryOf(shape).slotMask;
        return ~blocked & (slots | slots << 16);
    }

    void candidates(const Room &p, bool allShapes, CandidateList &out) {
        out.clear();
        const auto &g = geometryOf(p.shape);
        const bool has1x1 = shapeEnabled(Shape::S1x1);
        const bool open = allShapes || !has1x1;
        const auto distance = static_cast<std::uint8_t>(p.distance + 1);
        for (unsigned usable = usableSlots(p.shape, p.anchor); usable != 0; usable &= usable - 1) {
            const int slot = std::countr_zero(usable);
            const Cell n = cellAt(p.anchor.x + g.slotCells[slot].dx, p.anchor.y + g.slotCells[slot].dy);
            const int d = slot & 3;
            if (has1x1)
                out.push_back({Shape::S1x1, 0, 0, n, static_cast<std::int8_t>(d), distance,
                               static_cast<std::uint8_t>(slot)});
            positions(out, n, slot, distance, open);
        }
    }

    // 7.11: how many secret rooms the floor tries to place.
    int secretRoomCount() const {
        // Repentance reads Mult(102) > 0 (R12.1): a golden copy counts.
        const bool card = kRep ? m_s.holdsAny(Item::FragmentedCard) : m_s.has(Item::FragmentedCard);
        return 1 + (card ? 1 : 0);
    }
    // After the treasure step: whether no boss room has a subtype the filter asks for (every boss room is
    // placed by then: 7.3, 7.4), or the room count is out of its range even with the secret rooms
    // still to come (from there on only 7.11 adds rooms).
    bool bossesOrRoomsRuleOut() const {
        if (!m_filter.bossPresent(m_f))
            return true;
        const int rooms = static_cast<int>(m_f.rooms.size());
        const int more = secretRoomCount();
        return rooms > m_filter.maxRooms || rooms + more < m_filter.minRooms;
    }
    // The level start of both engines (generation.md 2.2 steps 1-3, repentance.md R4.1 steps 1-4): the
    // floor's settings and stage seed, the catalog's weights reset (7.0.4, R10.5), the trace cleared; S from
    // the stage seed, its two discarded draws, and C a clone of S.
    // resetWeights: 7.0.4 step 7's reset of every file (repentance resets some files itself, R10.5).
    void beginFloor(std::uint32_t stageSeed, bool resetWeights = true) {
        m_f.settings = m_s;
        m_f.stageSeed = stageSeed;
        if (resetWeights)
            m_catalog.resetFloor();
        if (tracing()) {
            m_trace->clear();
            m_lastDraw = 0;
        }
        m_S.setSeed(stageSeed, kShiftStage);
        attachTrace(m_S, RngId::S);
        m_S.next();
        m_S.next();
        m_C = m_S.clone();
        attachTrace(m_C, RngId::C);
    }
    // The end of an attempt loop that made no floor: the grid as the last attempt left it, traced.
    void gaveUp(int attempts) {
        m_f.attempts = attempts;
        syncGrid();
        if (tracing()) {
            TraceEvent e{EventKind::GenerationFailed};
            e.a = attempts;
            emit(e);
        }
    }
    FLOORGEN_WASM_OUTLINE void generateLayout();
    FLOORGEN_WASM_OUTLINE void detectDeadEnds();
    void deadEndAdded(Room &r);
    [[gnu::noinline]] bool addDeadEnd();
    [[gnu::noinline]] bool addDeadEndAnyShape();
    void create();

    // ---- special rooms (7, 10) ----
    FLOORGEN_WASM_OUTLINE bool placeSpecialRooms(Step &failedStep);
    [[gnu::noinline]] bool placeSecondBoss(const Room &bossRoom, const RoomDescriptor &boss);
    [[gnu::noinline]] bool placeVoidBosses(); // 7.3a (afterbirth-plus only, in generator.cpp)
    int bossSubtype(int stage);
    int doubleTrouble(int stage);
    [[gnu::always_inline]] bool pick(RoomDescriptor &out, std::uint32_t value, RoomType type,
                                     int subtype = -1, int variantMin = 0, int variantMax = 0xFFFF,
                                     int diffMin = 1, int diffMax = 10, bool adjust = true,
                                     Shape shape = Shape::Null, std::uint8_t doors = 0, int stageId = 0);
    template <class R> bool bossPick(RoomDescriptor &out, R &rng, int subtype, int dt);
    bool resize(Room &d, Shape newShape, std::uint8_t doorMask);
    [[gnu::noinline]] bool resizeAny(Room &d, Shape newShape, std::uint8_t doorMask);
    bool bossEligible(const Room &d) const;
    // `moved`, if given, is set when Resize changed the popped room's cells. The shape and doors are always
    // the picked layout's (7.0.2, 8.6): no default, so that no step pops a fixed 1x1 with four doors.
    [[gnu::always_inline]] Room *popDeadEnd(Step step, Shape shape, std::uint8_t doors, bool boss = false,
                                            bool *moved = nullptr);
    void reAdd(Step step, Room *d);
    [[gnu::always_inline]] bool assignNormal(Room &r);
    void assign(Step step, Room &r, RoomType type, const RoomDescriptor &desc, Provenance prov);
    void placeOrReAdd(Step step, Room *d, bool place, RoomType type, const RoomDescriptor &desc,
                      Provenance prov);
    Board buildBlacklist() const;
    [[gnu::always_inline]] void blacklistRoom(Board &black, const Room &r) const;
    void placeSecret(GenRng &q, Provenance prov);
    Cell secretCell(const Board &black);

    // ---- trace ----
    // A constant: the untraced generator leaves out every traced branch. (m_trace is set when kTraced.)
    static constexpr bool tracing() {
        return kTraced;
    }
    template <class R> void attachTrace(R &rng, RngId id) {
        if constexpr (kTraced)
            rng.attach(m_trace, id);
    }
    void emit(TraceEvent e) {
        e.attempt = static_cast<std::uint16_t>(m_attempt);
        e.drawBegin = m_lastDraw;
        e.drawEnd = static_cast<std::uint32_t>(m_trace->draws.size());
        m_lastDraw = e.drawEnd;
        if (e.listEnd == 0) {
            e.listBegin = e.listEnd = static_cast<std::uint32_t>(m_trace->items.size());
        }
        m_trace->events.push_back(e);
        if (m_trace->recordGridHashes) {
            syncGrid();
            m_trace->gridHashes.push_back(gridHash(m_f.grid));
        }
    }
    std::uint32_t beginList() const {
        return static_cast<std::uint32_t>(m_trace->items.size());
    }
    void closeList(TraceEvent &e, std::uint32_t begin) const {
        e.listBegin = begin;
        e.listEnd = static_cast<std::uint32_t>(m_trace->items.size());
    }
    void traceRoll(Step step, RollKind roll, std::int32_t a, std::int32_t b, bool outcome,
                   RoomType type = RoomType::Null) {
        if (!tracing())
            return;
        TraceEvent e{EventKind::Roll};
        e.step = step;
        e.roll = roll;
        e.a = a;
        e.b = b;
        e.flag = outcome;
        e.roomType = type;
        emit(e);
    }
    void traceRoom(EventKind kind, Step step, const Room &r, bool flag = false, std::int32_t a = 0) {
        if (!tracing())
            return;
        TraceEvent e{kind};
        e.step = step;
        e.room = static_cast<std::int8_t>(r.number);
        e.shape = r.shape;
        e.anchor = r.anchor;
        e.cell = r.placedCell;
        e.b = r.dir;
        e.roomType = r.type;
        e.flag = flag;
        e.a = a;
        emit(e);
    }
    // The candidates around `parent` in m_cands' (shuffled) order; a = the count before the shuffle.
    void traceCandidates(Step step, int parent, int listed) {
        if (!tracing())
            return;
        TraceEvent e{EventKind::CandidatesListed};
        e.step = step;
        e.room = static_cast<std::int8_t>(parent);
        const auto begin = beginList();
        for (const auto &c : m_cands)
            m_trace->items.push_back({-1, c.shape, c.anchor(), c.placed, c.dir});
        closeList(e, begin);
        e.a = listed;
        emit(e);
    }
    void traceBossChosen(Step step, int subtype, int doubleTrouble) {
        if (!tracing())
            return;
        TraceEvent e{EventKind::BossChosen};
        e.step = step;
        e.a = subtype;
        e.b = doubleTrouble;
        emit(e);
    }
    void traceDeadEnds(EventKind kind) {
        if (!tracing())
            return;
        TraceEvent e{kind};
        const auto begin = beginList();
        for (auto n : m_deadEnds) {
            const Room &r = m_f.rooms[n];
            m_trace->items.push_back({static_cast<std::int8_t>(n), r.shape, r.anchor, r.placedCell,
                                      static_cast<std::int16_t>(r.distance)});
        }
        closeList(e, begin);
        e.a = static_cast<std::int32_t>(m_deadEnds.size());
        emit(e);
    }
    void traceRejected(const Candidate &c, RejectReason reason, int k) {
        if (!tracing())
            return;
        TraceEvent e{EventKind::CandidateRejected};
        e.step = Step::Layout;
        e.reason = reason;
        e.shape = c.shape;
        e.anchor = c.anchor();
        e.cell = c.placed;
        e.a = k;
        emit(e);
    }

    const Settings &m_s;
    Floor &m_f;
    Trace *m_trace;
    const RoomCatalog &m_catalog;
    const bool m_brief; // Detail::SpecialRooms in force: no 7.13 descriptors, no award seeds
    const RoomFilter &m_filter;
    const bool m_builtin;        // the built-in catalog: every special room after the treasure step is a 1x1
    std::uint32_t m_present = 0; // the types assigned in this attempt's special placement, 1 << RoomType
    StaticVector<std::uint8_t, kMaxRooms> m_assigned; // the rooms assign() typed in this attempt, in order
    bool m_filtered = false;                          // the floor was given up on m_filter

    StageRng m_S, m_C, m_L;
    PadGrid m_grid = kEmptyPadGrid;
    Board m_black{};                                // the secret rooms' blacklist (7.11 step 2)
    Board m_occ{};                                  // the occupied cells, kept in step with m_grid
    BlockRows m_block = kEmptyBlockRows;            // the cells Fits refuses, kept in step with m_grid
    std::array<std::uint8_t, kMaxRooms> m_parent{}; // layout rooms: the room whose slot placed them
    std::uint32_t m_flags = 0;
    std::uint16_t m_enabled = 0;
    std::array<std::uint16_t, 4> m_posEnabled{}; // per direction: the positions whose shape is enabled
    int m_stage = 1;
    int m_variant = 0;
    bool m_xl = false;
    bool m_void = false;
    bool m_stage11 = false;
    bool m_reserve65 =
        false; // Fits refuses (6,5): stage 11 (6.2, R8.2), and a StrangeDoor floor's block (R7 step 3)
    int m_attempt = 0;
    // Repentance: the boss-pool shuffle's MT19937 start-up, computed a few words at a time during the layout
    // (set by RepGenerator, never null there): kWarmUpSteps words per room grown, half as many per candidate
    // tried, kWarmUpSteps more after the layout and after the dead ends. A Basement floor's layout then
    // covers ~400 of the 407 words, in chunks small enough for the processor to run beside the layout's own
    // work (one chunk of 407 multiplications in a row, as before, is a ~0.5 µs wait).
    MtWarmUp *m_warm = nullptr;
    static constexpr std::size_t kWarmUpSteps = 32;
    std::uint32_t m_lastDraw = 0;
    StaticVector<std::uint8_t, kMaxRooms> m_deadEnds;
    std::array<std::uint8_t, kMaxRooms> m_descW{}, m_descH{};
    CandidateList &m_cands = scratchCandidates();
    WorkList m_work;
};

// ---------------------------------------------------------------------------------------------------
// 6.4 Generate(target)

template <bool kTraced, bool kRep> void Generator<kTraced, kRep>::generateLayout() {
    m_grid = kEmptyPadGrid;
    m_occ = Board{};
    m_block = kEmptyBlockRows;
    blockStage11();
    m_f.rooms.clear();
    m_work.clear();
    if (tracing()) {
        TraceEvent e{EventKind::AttemptStarted};
        e.a = m_attempt;
        emit(e);
    }
    const int target = m_f.target;
    int placed = 0;
    const Room &start = addRoom(Shape::S1x1, cellAt(6, 6), Cell{}, -1, 0);
    traceRoom(EventKind::RoomPlaced, Step::Layout, start);
    m_work.push(0, false);

    while (!m_work.empty() && placed < target) {
        // Repentance: a few more words of the boss-pool shuffle's MT19937 start-up, which the processor
        // computes beside this room's work (MtWarmUp).
        if constexpr (kRep)
            m_warm->advance(kWarmUpSteps);
        // A reference is safe: rooms are only appended (StaticVector does not move them).
        const Room &parent = m_f.rooms[static_cast<std::size_t>(m_work.popTop())];
        if (tracing())
            traceRoom(EventKind::RoomTaken, Step::Layout, parent);
        candidates(parent, false, m_cands);
        const auto listed = static_cast<std::int32_t>(m_cands.size());
        m_L.shuffle(m_cands.span());
        if (tracing())
            traceCandidates(Step::Layout, parent.number, listed);

        int quota;
        bool drawn = true;
        const int count = static_cast<int>(m_cands.size());
        // 6.4 step 4.3 tests the anchor index (84); Repentance+ tests identity, room 0 (R8.4 [OPEN]). They
        // differ only when a room other than the start room has its anchor at (6,6): an LTL whose missing
        // corner is there.
        if (kRep ? parent.number == 0 : parent.anchor.index() == kStartIndex) {
            if (target > 15) {
                quota = count;
                drawn = false;
            } else {
                quota = 2 + static_cast<int>(m_L.coin());
            }
        } else {
            std::uint32_t coins[4];
            m_L.fill(coins, 4);
            quota = static_cast<int>((coins[0] & 1u) + (coins[1] & 1u) + (coins[2] & 1u) + (coins[3] & 1u));
            quota = std::min(quota, count);
        }
        if (tracing()) {
            TraceEvent e{EventKind::Quota};
            e.step = Step::Layout;
            e.room = static_cast<std::int8_t>(parent.number);
            e.a = quota;
            e.flag = drawn;
            emit(e);
        }

        for (const Candidate &c : m_cands) {
            if constexpr (kRep)
                m_warm->advance(kWarmUpSteps / 2);
            if (!fits(c.anchor(), c.shape)) {
                traceRejected(c, RejectReason::DoesNotFit, 0);
                continue;
            }
            const int k = neighbourCount(c.placed, kEmpty);
            bool ok = k < 2;
            bool exception = false;
            if (!ok && (m_xl || m_void)) {
                ok = (m_L.next() % 10) == 0;
                exception = ok;
                if (!ok) {
                    traceRejected(c, RejectReason::ExceptionMissed, k);
                    continue;
                }
            }
            if (!ok) {
                traceRejected(c, RejectReason::NeighbourCount, k);
                continue;
            }
            // A 1x1 with fewer than 2 neighbours touches only its parent, through the parent's own slot, so
            // LocValid holds: it is asked only of the other shapes and of the XL/Void exception.
            if ((c.shape != Shape::S1x1 || exception) && !locValid(c.anchor(), c.shape)) {
                traceRejected(c, RejectReason::DoorMismatch, k);
                continue;
            }
            const Room &r = addRoom(c.shape, c.anchor(), c.placed, c.dir, c.distance, parent.number);
            ++placed;
            const bool bottom = (m_L.next() % 3) == 0;
            m_work.push(static_cast<std::int8_t>(r.number), bottom);
            if (tracing()) {
                TraceEvent e{EventKind::RoomPlaced};
                e.step = Step::Layout;
                e.room = static_cast<std::int8_t>(r.number);
                e.shape = r.shape;
                e.anchor = r.anchor;
                e.cell = r.placedCell;
                e.b = r.dir;
                e.flag = bottom;
                e.a = k;
                e.reason = exception ? RejectReason::ExceptionTaken : RejectReason::None;
                emit(e);
            }
            if (--quota <= 0 || placed >= target)
                break;
        }
    }
}

// 6.5
// The cell behind a room's placed cell (placed cell minus its direction) is always its parent's, so "the
// occupant of that cell stops being a dead end" is "a room with a child is no dead end"; m_parent keeps the
// parent of every layout room. Branch-free: the outcome is data, not control flow.
template <bool kTraced, bool kRep> void Generator<kTraced, kRep>::detectDeadEnds() {
    auto &rooms = m_f.rooms;
    const std::size_t count = rooms.size();
    std::array<std::uint8_t, kMaxRooms> hasChild{};
    for (std::size_t i = 1; i < count; ++i)
        hasChild[m_parent[i]] = 1;
    std::size_t n = 0;
    std::uint8_t *list = m_deadEnds.data();
    for (std::size_t i = 1; i < count; ++i) {
        const unsigned lonely = neighbourCount(rooms[i].placedCell, static_cast<int>(i)) < 2 ? 1u : 0u;
        const unsigned dead = lonely & (hasChild[i] ^ 1u);
        rooms[i].deadEnd = dead != 0;
        list[n] = static_cast<std::uint8_t>(i);
        n += dead;
    }
    m_deadEnds.resize(n);
    traceDeadEnds(EventKind::DeadEndsDetected);
}

// detectDeadEnds after AddDeadEnd placed the 1x1 `r` at its placed cell N, without looking at every room.
// Only N changed, from empty to `r`: its parent gained a child, and a room whose placed cell is next to N
// gained a neighbour. Both only take rooms off the list, so the rooms to test again are the listed ones; `r`
// itself has no child and, by AddDeadEnd's choice, fewer than 2 neighbours at N. The order (room number) is
// kept, and `r` has the highest number.
template <bool kTraced, bool kRep> void Generator<kTraced, kRep>::deadEndAdded(Room &r) {
    auto &rooms = m_f.rooms;
    const std::uint8_t parent = m_parent[r.number];
    std::size_t n = 0;
    std::uint8_t *list = m_deadEnds.data();
    for (std::size_t i = 0; i < m_deadEnds.size(); ++i) {
        const std::uint8_t e = list[i];
        Room &d = rooms[e];
        const bool dead = e != parent && neighbourCount(d.placedCell, e) < 2;
        d.deadEnd = dead;
        list[n] = e;
        n += dead ? 1 : 0;
    }
    r.deadEnd = true;
    list[n++] = r.number;
    m_deadEnds.resize(n);
}

// 6.6 step 3.1 without 1x1 rooms (a catalog that has none): out of line, the built-in one always has them.
template <bool kTraced, bool kRep> bool Generator<kTraced, kRep>::addDeadEndAnyShape() {
    // The general rule: build each room's full candidate list (13 draws of L per usable slot), then take
    // the first candidate that fits with fewer than 2 neighbours at its placed cell.
    for (std::size_t i = 0; i < m_f.rooms.size(); ++i) {
        const Room parent = m_f.rooms[i];
        candidates(parent, true, m_cands);
        for (const Candidate &c : m_cands) {
            if (!fits(c.anchor(), c.shape) || neighbourCount(c.placed, kEmpty) >= 2)
                continue;
            const Room &r = addRoom(c.shape, c.anchor(), c.placed, c.dir, c.distance, static_cast<int>(i));
            traceRoom(EventKind::RoomPlaced, Step::DeadEnds, r);
            return true;
        }
    }
    return false;
}

// 6.6 step 3.1
template <bool kTraced, bool kRep> bool Generator<kTraced, kRep>::addDeadEnd() {
    if (!shapeEnabled(Shape::S1x1)) [[unlikely]]
        return addDeadEndAnyShape();
    // With 1x1 enabled, each usable slot's list starts with the 1x1 at its neighbour cell N, and every
    // candidate of that slot shares N as its placed cell. So the pick is the 1x1 at the first usable slot
    // whose N has fewer than 2 neighbours (6.6 step 3.1). The draws are the same: 13 per usable slot of the
    // room scanned. Those slots are the ones open in deadEndRows' high half (no neighbour count per slot),
    // and the scanned rooms' draws are skipped in one go. (Out of line: inlined into Repentance's run(), the
    // loop spilled registers, 2,400 more instructions a Downpour II floor.)
    static constexpr auto kBits = [] {
        std::array<std::uint8_t, 256> t{};
        for (std::size_t v = 0; v < t.size(); ++v)
            t[v] = static_cast<std::uint8_t>(popcount64(v));
        return t;
    }();
    const DeadEndRows rows = deadEndRows();
    unsigned usable = 0;
    for (std::size_t i = 0; i < m_f.rooms.size(); ++i) {
        const Room &parent = m_f.rooms[i];
        const unsigned slots = deadEndSlots(rows, parent.shape, parent.anchor);
        usable += kBits[slots & 0xFFu];
        if (slots >> 16 != 0) {
            skipDraws(m_L, 13 * usable);
            const int slot = std::countr_zero(slots >> 16);
            const auto &g = geometryOf(parent.shape);
            const Cell n =
                cellAt(parent.anchor.x + g.slotCells[slot].dx, parent.anchor.y + g.slotCells[slot].dy);
            const Room &r = addRoom(Shape::S1x1, n, n, slot & 3, parent.distance + 1, static_cast<int>(i));
            traceRoom(EventKind::RoomPlaced, Step::DeadEnds, r);
            return true;
        }
    }
    skipDraws(m_L, 13 * usable);
    return false;
}

// 6.6
template <bool kTraced, bool kRep> void Generator<kTraced, kRep>::create() {
    generateLayout();
    if constexpr (kRep)
        m_warm->advance(kWarmUpSteps);
    detectDeadEnds();
    if constexpr (kRep)
        m_warm->advance(kWarmUpSteps);
    // AddDeadEnd tops the list up to 5 in Afterbirth+ (6.6 step 3), to the floor's minimum in Repentance+
    // (repentance.md R8.3 step 5): at most five tries either way.
    const std::size_t wanted = kRep ? static_cast<std::size_t>(m_f.minDeadEnds) : 5;
    for (int i = 0; i < 5 && m_deadEnds.size() < wanted; ++i) {
        const std::size_t before = m_f.rooms.size();
        addDeadEnd();
        if constexpr (kRep) { // R20.2 "AddDeadEnd try": placed (RoomPlaced) or not
            if (tracing() && m_f.rooms.size() == before) {
                TraceEvent e{EventKind::NoDeadEnd};
                e.step = Step::DeadEnds;
                e.a = static_cast<std::int32_t>(m_deadEnds.size());
                emit(e);
            }
        }
        if (tracing() || m_f.rooms.size() == before || m_f.rooms.back().shape != Shape::S1x1)
            detectDeadEnds(); // the trace records every detection; a failed or larger addition, in full
        else
            deadEndAdded(m_f.rooms.back());
    }
    // Unstable selection sort by distance, descending (6.6 step 4): each pass takes the first of the
    // farthest. The distances sit in a local array beside the list, so the passes are compare-and-select.
    auto &list = m_deadEnds;
    const std::size_t n = list.size();
    std::uint8_t dist[kMaxRooms];
    for (std::size_t i = 0; i < n; ++i)
        dist[i] = m_f.rooms[list[i]].distance;
    for (std::size_t i = 0; i < n; ++i) {
        std::size_t best = i;
        for (std::size_t j = i + 1; j < n; ++j)
            best = dist[best] < dist[j] ? j : best;
        std::swap(list[i], list[best]);
        std::swap(dist[i], dist[best]);
    }
    traceDeadEnds(EventKind::DeadEndsSorted);
}

// 7.0.1, the usual case inline: a dead end taking a 1x1 room (every special room of the built-in catalog).
// Only option 0 (a 1x1 at the placed cell) has that shape (the 13 positions have none), so Resize's loop
// comes down to this. The placed cell is always the dead end's own.
template <bool kTraced, bool kRep>
inline bool Generator<kTraced, kRep>::resize(Room &d, Shape newShape, std::uint8_t doorMask) {
    if (newShape != Shape::S1x1) [[unlikely]]
        return resizeAny(d, newShape, doorMask);
    const int dirTo = (d.dir + 2) & 3;
    const int self = d.number;
    if (!(doorMask & (1u << dirTo)))
        return false;
    const int i = padIndex(d.placedCell.x, d.placedCell.y);
    const std::int8_t here = m_grid[static_cast<std::size_t>(i)];
    if (here != kEmpty && here != self)
        return false;
    const int around[4] = {i - 1, i - kPadSize, i + 1, i + kPadSize}; // slots 0..3 of a 1x1
    // Without branches: which slots lead to another room, and how many of those rooms are visible.
    unsigned others = 0;
    int visible = 0;
    for (int k = 0; k < 4; ++k) {
        const std::int8_t x = m_grid[static_cast<std::size_t>(around[k])];
        const bool other = (x >= 0) & (x != self);
        const Room &r = m_f.rooms[static_cast<std::size_t>(other ? x : self)];
        others |= static_cast<unsigned>(other) << k;
        visible += static_cast<int>(other & !r.invisible);
    }
    if ((others & ~static_cast<unsigned>(doorMask)) != 0 || visible > 1)
        return false;
    if (d.anchor == d.placedCell && d.shape == Shape::S1x1)
        return true;
    writeCells(d, kEmpty);
    d.anchor = d.placedCell;
    d.shape = Shape::S1x1;
    writeCells(d, static_cast<std::int8_t>(self));
    return true;
}

// 7.0.1 for any shapes; under the repentogon variant with repentance.md R23.2's table M' (the slot that
// faces the parent for every option) and option 13 tested like option 12. The variant is read once a call:
// the usual 1x1 case above is the same in both (M[0] = M'[0] = 0).
template <bool kTraced, bool kRep>
bool Generator<kTraced, kRep>::resizeAny(Room &d, Shape newShape, std::uint8_t doorMask) {
    static constexpr std::uint8_t kM[13] = {0, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 0};
    static constexpr std::uint8_t kCorrected[13] = {0, 0, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0};
    const bool corrected = m_s.ruleVariant == RuleVariant::Repentogon;
    const std::uint8_t *M = corrected ? kCorrected : kM;
    const int dirFrom = d.dir;
    const int dirTo = (dirFrom + 2) & 3;
    const int self = d.number;
    for (int i = 0; i < 14; ++i) {
        if (i == 13 && !corrected)
            return false; // as in the game: reads past its table
        Shape optShape = Shape::S1x1;
        geometry::Offset off{0, 0};
        if (i > 0) {
            const auto &e = kPositions[static_cast<std::size_t>(dirFrom)][static_cast<std::size_t>(i - 1)];
            optShape = e.shape;
            off = e.offset;
        }
        if (optShape != newShape)
            continue;
        const int slot = dirTo + 4 * M[i < 13 ? i : 12];
        if (!(doorMask & (1u << slot)))
            continue;
        const Cell a = cellAt(d.placedCell.x + off.dx, d.placedCell.y + off.dy);
        const auto &g = geometryOf(newShape);
        bool ok = true;
        for (int c = 0; c < g.cellCount && ok; ++c) {
            const int x = a.x + g.cells[c].dx;
            const int y = a.y + g.cells[c].dy;
            const std::int8_t o = cellValue(x, y);
            ok = (o == kEmpty || o == self);
        }
        int visible = 0;
        for (int k = 0; k < 8 && ok; ++k) {
            if (!(g.slotMask & (1u << k)))
                continue;
            const std::int8_t x = occupant(a.x + g.slotCells[k].dx, a.y + g.slotCells[k].dy);
            if (x == kEmpty || x == self)
                continue;
            if (!m_f.rooms[static_cast<std::size_t>(x)].invisible)
                ++visible;
            if (!(doorMask & (1u << k)))
                ok = false;
        }
        if (!ok || visible > 1)
            continue;
        if (a == d.anchor && newShape == d.shape)
            return true; // nothing moves (the usual 1x1 dead end taking a 1x1 room)
        writeCells(d, kEmpty);
        d.anchor = a;
        d.shape = newShape;
        writeCells(d, static_cast<std::int8_t>(self));
        return true;
    }
    return false;
}

// 7.0.3 steps 1-2: whether a dead end may hold the boss room.
template <bool kTraced, bool kRep> bool Generator<kTraced, kRep>::bossEligible(const Room &d) const {
    if (d.distance <= 1)
        return false;
    if (!m_xl)
        return true;
    // XL: the 3 cells beyond the placed cell, in D's direction, must be free and touch nothing but D.
    int x = d.placedCell.x;
    int y = d.placedCell.y;
    const auto &u = kUnit[static_cast<std::size_t>(d.dir)];
    for (int i = 0; i < 3; ++i) {
        x += u.dx;
        y += u.dy;
        if (!inBounds(x, y))
            return false;
        const std::int8_t o = cellValue(x, y);
        if ((o != kEmpty && o != d.number) || neighbourCount(cellAt(x, y), d.number) != 0)
            return false;
    }
    return true;
}

// 7.0.2 PopDeadEnd, and 7.0.3 PopBossDeadEnd when `boss` is set: the first dead end (that may hold the boss
// room) which Resize accepts leaves the list.
template <bool kTraced, bool kRep>
inline Room *Generator<kTraced, kRep>::popDeadEnd(Step step, Shape shape, std::uint8_t doors, bool boss,
                                                  bool *moved) {
    for (std::size_t i = 0; i < m_deadEnds.size(); ++i) {
        Room &d = m_f.rooms[m_deadEnds[i]];
        if (boss && !bossEligible(d))
            continue;
        const Shape before = d.shape;
        const Cell beforeAnchor = d.anchor;
        if (!resize(d, shape, doors))
            continue;
        if (moved)
            *moved = d.shape != before || d.anchor != beforeAnchor;
        m_deadEnds.erase(i);
        if (tracing()) {
            TraceEvent e{EventKind::DeadEndPopped};
            e.step = step;
            e.room = static_cast<std::int8_t>(d.number);
            e.shape = d.shape;
            e.anchor = d.anchor;
            e.cell = d.placedCell;
            e.flag = before != d.shape;
            emit(e);
        }
        return &d;
    }
    if (tracing()) {
        TraceEvent e{EventKind::NoDeadEnd};
        e.step = step;
        emit(e);
    }
    return nullptr;
}

template <bool kTraced, bool kRep> void Generator<kTraced, kRep>::reAdd(Step step, Room *d) {
    if (!d)
        return;
    m_deadEnds.push_back(d->number);
    if (tracing())
        traceRoom(EventKind::DeadEndReAdded, step, *d);
}

// 7.11 step 2 (secret rooms are typed SECRET, so their neighbours are already in it). Built
// once before the secret rooms; each secret room placed then adds its own cells (blacklistRoom), as a new
// build would.
template <bool kTraced, bool kRep> Board Generator<kTraced, kRep>::buildBlacklist() const {
    Board black{};
    if (m_stage11)
        for (const Cell c : {cellAt(7, 6), cellAt(5, 6), cellAt(6, 7), cellAt(6, 5)})
            black.set(c.x, c.y);
    // The typed rooms are the ones assign() typed so far (no room is typed otherwise before 7.13): taken from
    // its list rather than by testing every room's type, which varies from room to room and would mispredict.
    for (const std::uint8_t n : m_assigned)
        blacklistRoom(black, m_f.rooms[n]);
    return black;
}

template <bool kTraced, bool kRep>
inline void Generator<kTraced, kRep>::blacklistRoom(Board &black, const Room &r) const {
    auto add = [&black](int x, int y) {
        if (inBounds(x, y))
            black.set(x, y);
    };
    const int x = r.anchor.x;
    const int y = r.anchor.y;
    const int w = m_descW[r.number] / 13;
    const int h = m_descH[r.number] / 7;
    // Slot k's cell: x + dx[k] (+ w for k = 2, 6), y + dy[k] (+ h for k = 3, 7).
    static constexpr std::int8_t dx[8] = {-1, 0, 0, 0, -1, 1, 0, 1};
    static constexpr std::int8_t dy[8] = {0, -1, 0, 0, 1, -1, 1, 0};
    const bool hard =
        r.type == RoomType::Boss || r.type == RoomType::Secret || r.type == RoomType::SuperSecret;
    // The slots a shape has no second cell for: 1x1 none of 4..7, 2x1 not 4 and 6, 1x2 not 5 and 7.
    unsigned slots = r.shape == Shape::S1x1   ? 0x0Fu
                     : r.shape == Shape::S2x1 ? 0xAFu
                     : r.shape == Shape::S1x2 ? 0x5Fu
                                              : 0xFFu;
    if (!hard)
        slots &= ~static_cast<unsigned>(r.doors);
    for (; slots != 0; slots &= slots - 1) {
        const int k = std::countr_zero(slots);
        add(x + dx[k] + ((k & 3) == 2 ? w : 0), y + dy[k] + ((k & 3) == 3 ? h : 0));
    }
}

// 7.11 step 3 (GetNewSecretRoom): the cell of a new secret room, drawing from L, or an invalid cell when no
// cell qualifies. `black` holds the cells skipped before their weight draw: 7.11 step 2's blacklist, and in
// Repentance+ the blocked cells too (R12.1 step 3).
template <bool kTraced, bool kRep> Cell Generator<kTraced, kRep>::secretCell(const Board &black) {
    // Every empty cell that is not blacklisted costs one draw of L, in row order (7.11 step 3.2): a cell's
    // draw is the one numbered by its rank among those free cells. A cell is a candidate when it touches a
    // room and no thin room's doorless side (that costs 100, and 10 + 4 - 100 is below 0).
    Board thin{}; // the cells of each thin room, by its doorless sides (0..3; only slots 0..3 are checked)
    std::array<Board, 4> doorless{};
    bool anyThin = false;
    for (const Room &r : m_f.rooms) {
        const unsigned missing = ~geometryOf(r.shape).slotMask & 0xFu;
        if (!missing)
            continue;
        anyThin = true;
        for (int side = 0; side < 4; ++side)
            if ((missing >> side) & 1u)
                addCells(doorless[static_cast<std::size_t>(side)], r.shape, r.anchor);
    }
    if (anyThin)
        for (int side = 0; side < 4; ++side) {
            const Board b = shifted(doorless[static_cast<std::size_t>(side)], side);
            for (std::size_t i = 0; i < 4; ++i)
                thin.w[i] |= b.w[i];
        }
    // A candidate's weight is 10 + draw mod 5, less 3 under three occupied neighbours and 3 more under two:
    // 10..14 with three or four, 7..11 with two, 4..8 with one. So the candidates are taken by neighbour
    // count, most first, and a group whose best weight is under the best so far is left out (its draws are
    // not read, and the list could not change); it almost always is the one-neighbour group. Each draw is
    // then reached by a jump from the scan's first state. The best-weight list is a board, so it stays in
    // row order whatever order the cells were weighed in.
    const std::array<Board, 4> sides = {shifted(m_occ, 0), shifted(m_occ, 1), shifted(m_occ, 2),
                                        shifted(m_occ, 3)};
    std::array<Board, 3> groups{}; // three or more occupied neighbours, two, one
    std::array<std::uint64_t, 4> free{};
    std::array<unsigned, 4> rankBase{}; // free cells in the words before
    unsigned freeCount = 0;
    for (std::size_t i = 0; i < 4; ++i) {
        const std::uint64_t a = sides[0].w[i], b = sides[1].w[i], c = sides[2].w[i], d = sides[3].w[i];
        const std::uint64_t two = (a & b) | (c & d) | ((a | b) & (c | d));
        const std::uint64_t three = (a & b & (c | d)) | (c & d & (a | b));
        free[i] = ~(m_occ.w[i] | black.w[i]) & kLanes[i];
        const std::uint64_t cand = free[i] & (a | b | c | d) & ~thin.w[i];
        groups[0].w[i] = cand & three;
        groups[1].w[i] = cand & two & ~three;
        groups[2].w[i] = cand & ~two;
        rankBase[i] = freeCount;
        freeCount += popcount64(free[i]);
    }
    const std::uint32_t first = m_L.state();
    BestCells best;
    std::array<std::int8_t, 64 * 4> traced{}; // the weights, by bit, for the trace
    for (std::size_t g = 0; g < 3; ++g) {
        const int base = 10 - 3 * static_cast<int>(g);
        if (base + 4 < best.weight && !tracing())
            break; // this group and the next cannot reach the best weight
        for (std::size_t word = 0; word < 4; ++word)
            for (std::uint64_t cells = groups[g].w[word]; cells != 0; cells &= cells - 1) {
                const auto bit = static_cast<unsigned>(std::countr_zero(cells));
                const unsigned rank =
                    rankBase[word] + popcount64(free[word] & ((std::uint64_t{1} << bit) - 1));
                const std::uint32_t v = jumpDraws(first, rank + 1);
                const int w = base + static_cast<int>(v % 5);
                best.offer(word, bit, w);
                if (tracing())
                    traced[64 * word + bit] = static_cast<std::int8_t>(w);
            }
    }
    skipDraws(m_L, freeCount); // with a trace sink, each draw in turn
    const unsigned listSize = best.count();
    if (tracing()) {
        const auto begin = beginList();
        for (std::size_t word = 0; word < 4; ++word)
            for (std::uint64_t cells = groups[0].w[word] | groups[1].w[word] | groups[2].w[word]; cells != 0;
                 cells &= cells - 1) {
                const auto bit = static_cast<unsigned>(std::countr_zero(cells));
                const Cell c = Board::cellOf(word, bit);
                m_trace->items.push_back({-1, Shape::S1x1, c, c, traced[64 * word + bit]});
            }
        TraceEvent e{EventKind::SecretCandidates};
        e.step = Step::Secret;
        closeList(e, begin);
        e.a = best.weight;
        e.b = static_cast<std::int32_t>(listSize);
        emit(e);
    }
    if (listSize == 0)
        return Cell{};
    return best.at(m_L.next() % listSize);
}

} // namespace
} // namespace floorgen
