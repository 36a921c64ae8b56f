// The floor generator: generation.md sections 2 to 10, draw for draw. Section numbers in comments refer to
// it.

#include "floorgen/generator.h"

#include "floorgen/catalog.h"
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

// The best-weight list of a secret-room scan (7.11 step 3.3, 10.3.12): the cells of the highest weight
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

// Game-state flags of one floor (2.3): set during an attempt, kept across attempts, fresh per floor.
enum Flag : std::uint32_t {
    kAfterbirthSwitched = 1u << 0,
    kAbPlusSwitched = 1u << 1,
    kSistersVis = 1u << 2,
    kBrownie = 1u << 3,
    kRebirthSwitched = 1u << 4,
    kMrFred = 1u << 5,
    kHaunt = 1u << 6,
    kAdversary = 1u << 7,
    kMamaGurdy = 1u << 8,
    kHeadless = 1u << 9,
    kFamine = 1u << 10,
    kPestilence = 1u << 11,
    kWar = 1u << 12,
    kDeath = 1u << 13,
    kFallen = 1u << 14,
    kBossPoolSwitched = 1u << 15,
    kUltraPride = 1u << 16,
    kSinBase = 1u << 17, // six bits, one per sin
};

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
    std::uint8_t unused;

    Cell anchor() const {
        return {static_cast<std::int8_t>(placed.x + dx), static_cast<std::int8_t>(placed.y + dy)};
    }
};
static_assert(std::is_trivially_copyable_v<Candidate> && sizeof(Candidate) == 8 &&
              offsetof(Candidate, dx) == 1 && offsetof(Candidate, placed) == 3 &&
              offsetof(Candidate, dir) == 5 && offsetof(Candidate, distance) == 6);

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

struct SinInfo {
    std::uint16_t variant, altVariant;
};
constexpr SinInfo kSins[6] = {{0x7D0, 0x834}, {0x7DA, 0x83E}, {0x7E4, 0x848},
                              {0x7EE, 0x852}, {0x802, 0x866}, {0x80C, 0x870}};

constexpr Cell cellAt(int x, int y) {
    return {static_cast<std::int8_t>(x), static_cast<std::int8_t>(y)};
}

// The message for a floor that 100 attempts did not make (5).
[[gnu::cold, gnu::noinline]] std::string noFloorMessage(std::uint32_t stageSeed, int stage, int minDead,
                                                        int fewDeadEnds, Step lastFailure) {
    std::string m = "no floor after " + std::to_string(kMaxAttempts) + " attempts (stage seed " +
                    std::to_string(stageSeed) + ", stage " + std::to_string(stage) + "): ";
    if (fewDeadEnds == kMaxAttempts)
        m += "every layout had fewer than the " + std::to_string(minDead) +
             " dead ends this floor needs (generation.md 5 and 6.6: the layout only tops up to 5)";
    else
        m += std::to_string(fewDeadEnds) + " layouts had too few dead ends, the others failed at the " +
             std::string(stepName(lastFailure)) + " step";
    return m;
}

// kTraced: whether a trace is recorded. Each case is compiled on its own, so that the untraced one (bench,
// statistics, search, the GUI's own floors) tests for no trace at all: no test at each step, none at each
// draw (UntracedRng).
template <bool kTraced> class Generator {
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

private:
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
        if (m_stage11)
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
    void positions(CandidateList &out, Cell n, int d, std::uint8_t distance, bool open) {
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
                                   static_cast<std::uint64_t>(distance) << 48;
        auto write = [&](std::size_t at, unsigned p) {
            if constexpr (std::endian::native == std::endian::little) {
                const std::uint64_t v = row[p] | slot; // Candidate is trivially copyable
                std::memcpy(static_cast<void *>(&out.data()[at]), &v, sizeof v);
            } else {
                const auto &e = kPositions[static_cast<std::size_t>(d)][p];
                out.data()[at] = {e.shape, e.offset.dx, e.offset.dy, n, static_cast<std::int8_t>(d), distance,
                                  0};
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
                out.push_back({Shape::S1x1, 0, 0, n, static_cast<std::int8_t>(d), distance, 0});
            positions(out, n, d, distance, open);
        }
    }

    // 7.11 and 10.3.11: how many secret rooms the floor tries to place.
    int secretRoomCount() const {
        return 1 + (m_s.has(Item::FragmentedCard) ? 1 : 0) + (m_rep && m_s.has(Item::Luna) ? 1 : 0);
    }
    // After the treasure step: whether no boss room has a subtype the filter asks for (every boss room is
    // placed by then: 7.3, 7.4, 10.3.2), or the room count is out of its range even with the secret rooms
    // still to come (from there on only 7.11 and 10.3.12 add rooms).
    bool bossesOrRoomsRuleOut() const {
        if (!m_filter.bossPresent(m_f))
            return true;
        const int rooms = static_cast<int>(m_f.rooms.size());
        const int more = secretRoomCount() + (m_rep ? 1 : 0);
        return rooms > m_filter.maxRooms || rooms + more < m_filter.minRooms;
    }
    void generateLayout();
    void detectDeadEnds();
    void deadEndAdded(Room &r);
    bool addDeadEnd();
    [[gnu::noinline]] bool addDeadEndAnyShape();
    void create();

    // ---- special rooms (7, 10) ----
    bool placeSpecialRooms(Step &failedStep);
    [[gnu::noinline]] bool placeSecondBoss(const Room &bossRoom, const RoomDescriptor &boss);
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
    [[gnu::always_inline]] Room *popDeadEnd(Step step, Shape shape = Shape::S1x1, std::uint8_t doors = 0x0F,
                                            bool boss = false);
    void reAdd(Step step, Room *d);
    [[gnu::always_inline]] bool assignNormal(Room &r);
    void assign(Step step, Room &r, RoomType type, const RoomDescriptor &desc, Provenance prov);
    void placeOrReAdd(Step step, Room *d, bool place, RoomType type, const RoomDescriptor &desc,
                      Provenance prov);
    Board buildBlacklist() const;
    [[gnu::always_inline]] void blacklistRoom(Board &black, const Room &r) const;
    void placeSecret(GenRng &q, Provenance prov);
    void placeUltraSecret();
    float planetariumChance() const;

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
        e.attempt = static_cast<std::uint8_t>(m_attempt);
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
    void traceRoom(EventKind kind, Step step, const Room &r, bool flag = false) {
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
    bool m_rep = true;
    int m_attempt = 0;
    std::uint32_t m_lastDraw = 0;
    StaticVector<std::uint8_t, kMaxRooms> m_deadEnds;
    std::array<std::uint8_t, kMaxRooms> m_descW{}, m_descH{};
    CandidateList &m_cands = scratchCandidates();
    WorkList m_work;
};

// ---------------------------------------------------------------------------------------------------
// 6.4 Generate(target)

template <bool kTraced> void Generator<kTraced>::generateLayout() {
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
        // A reference is safe: rooms are only appended (StaticVector does not move them).
        const Room &parent = m_f.rooms[static_cast<std::size_t>(m_work.popTop())];
        if (tracing())
            traceRoom(EventKind::RoomTaken, Step::Layout, parent);
        candidates(parent, false, m_cands);
        const auto listed = static_cast<std::int32_t>(m_cands.size());
        m_L.shuffle(m_cands.span());
        if (tracing()) {
            TraceEvent e{EventKind::CandidatesListed};
            e.step = Step::Layout;
            e.room = static_cast<std::int8_t>(parent.number);
            const auto begin = beginList();
            for (const auto &c : m_cands)
                m_trace->items.push_back({-1, c.shape, c.anchor(), c.placed, c.dir});
            closeList(e, begin);
            e.a = listed;
            emit(e);
        }

        int quota;
        bool drawn = true;
        const int count = static_cast<int>(m_cands.size());
        if (parent.anchor.index() == kStartIndex) {
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
template <bool kTraced> void Generator<kTraced>::detectDeadEnds() {
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
template <bool kTraced> void Generator<kTraced>::deadEndAdded(Room &r) {
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
template <bool kTraced> bool Generator<kTraced>::addDeadEndAnyShape() {
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
template <bool kTraced> bool Generator<kTraced>::addDeadEnd() {
    if (!shapeEnabled(Shape::S1x1)) [[unlikely]]
        return addDeadEndAnyShape();
    // With 1x1 enabled, each usable slot's list starts with the 1x1 at its neighbour cell N, and every
    // candidate of that slot shares N as its placed cell. So the pick is the 1x1 at the first usable slot
    // whose N has fewer than 2 neighbours (6.6 step 3.1). The draws are the same: 13 per usable slot of the
    // room.
    for (std::size_t i = 0; i < m_f.rooms.size(); ++i) {
        const Room &parent = m_f.rooms[i];
        const auto &g = geometryOf(parent.shape);
        Cell pick;
        int pickDir = -1;
        const unsigned usableMask = usableSlots(parent.shape, parent.anchor);
        for (unsigned u = usableMask; u != 0; u &= u - 1) {
            const int slot = std::countr_zero(u);
            const Cell n =
                cellAt(parent.anchor.x + g.slotCells[slot].dx, parent.anchor.y + g.slotCells[slot].dy);
            if (neighbourCount(n, kEmpty) < 2) {
                pick = n;
                pickDir = slot & 3;
                break;
            }
        }
        const int usable = static_cast<int>(popcount64(usableMask));
        skipDraws(m_L, static_cast<unsigned>(13 * usable));
        if (pickDir >= 0) {
            const Room &r =
                addRoom(Shape::S1x1, pick, pick, pickDir, parent.distance + 1, static_cast<int>(i));
            traceRoom(EventKind::RoomPlaced, Step::DeadEnds, r);
            return true;
        }
    }
    return false;
}

// 6.6
template <bool kTraced> void Generator<kTraced>::create() {
    generateLayout();
    detectDeadEnds();
    // AddDeadEnd tops the list up to 5 in Afterbirth+ (6.6 step 3), to the floor's minimum in Repentance+
    // (repentance.md R8.3 step 5): at most five tries either way.
    const std::size_t wanted = m_rep ? static_cast<std::size_t>(m_f.minDeadEnds) : 5;
    for (int i = 0; i < 5 && m_deadEnds.size() < wanted; ++i) {
        const std::size_t before = m_f.rooms.size();
        addDeadEnd();
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

// ---------------------------------------------------------------------------------------------------
// 7.1 Boss subtype

template <bool kTraced> int Generator<kTraced>::bossSubtype(int stage) {
    GenRng h(m_S.next(), kShiftHorseman);
    attachTrace(h, RngId::H);
    const int variant = m_variant;
    switch (stage) {
    case 6:
        return 6;
    case 8:
        return 0x19;
    case 11:
        return variant != 1 ? 0x36 : 0x28;
    case 10:
        return variant != 1 ? 0x18 : 0x27;
    case 12:
        return 0x46;
    default:
        break;
    }
    auto flag = [this](std::uint32_t f) { return (m_flags & f) != 0; };
    auto setFlag = [this](std::uint32_t f, bool on) { m_flags = on ? (m_flags | f) : (m_flags & ~f); };
    const bool oddEarly = (stage & 1) && stage < 9;

    // 3 (unlock 0x15B)
    if (stage == 7 && m_S.randomFloat() < (variant == 2 ? 0.33f : 0.1f))
        return 0x48;
    if (m_S.next() % 5 == 0) {
        if (stage == 3)
            setFlag(kAbPlusSwitched, m_S.next() % 2 == 1);
        const bool sw = flag(kAfterbirthSwitched); // as in the game: not the flag just set
        if (stage == 3)
            return sw ? 0x43 : 0x45;
        if (stage == 4)
            return sw ? 0x45 : 0x43;
        if ((stage == 5 || stage == 7) && !flag(kSistersVis)) {
            setFlag(kSistersVis, true);
            return 0x44;
        }
    }
    // 4 (unlock 0x15A)
    if (m_S.next() % 4 == 0) {
        if (oddEarly)
            setFlag(kAfterbirthSwitched, m_S.next() % 2 == 1);
        const bool sw = flag(kAfterbirthSwitched);
        const int rb = (m_S.next() % 2 == 1) ? 0x3B : 0x42;
        switch (stage) {
        case 1:
            return sw ? 0x3C : 0x3D;
        case 2:
            return sw ? 0x3D : 0x3C;
        case 3:
            return sw ? 0x39 : rb;
        case 4:
            return sw ? rb : 0x39;
        case 5:
            if (!flag(kBrownie)) {
                setFlag(kBrownie, true);
                return 0x3A;
            }
            break;
        default:
            break;
        }
    }
    // 5
    if (m_S.next() % 6 == 0) {
        if (oddEarly)
            setFlag(kRebirthSwitched, m_S.next() % 2 == 1);
        const bool sw = flag(kRebirthSwitched);
        const int rb1 = (m_S.next() % 2 == 1) ? 0x40 : 0x2C;
        const int rb2 = (m_S.next() % 2 == 1) ? 0x41 : 0x38;
        if (variant == 0) {
            switch (stage) {
            case 1:
                return sw ? rb1 : rb2;
            case 2:
                return sw ? rb2 : rb1;
            case 3:
                return sw ? 0x2F : 0x2D;
            case 4:
                return sw ? 0x2D : 0x2F;
            case 5:
                return sw ? 0x30 : 0x2E;
            case 7:
            case 8:
                if (!flag(kMrFred)) {
                    setFlag(kMrFred, true);
                    return 0x35;
                }
                break;
            default:
                break;
            }
        } else {
            switch (stage) {
            case 1:
            case 2:
                if (!flag(kHaunt)) {
                    setFlag(kHaunt, true);
                    return 0x2B;
                }
                break;
            case 3:
                return sw ? 0x32 : 0x34;
            case 4:
                return sw ? 0x34 : 0x32;
            case 5:
                if (!flag(kAdversary)) {
                    setFlag(kAdversary, true);
                    return 0x33;
                }
                break;
            case 7:
            case 8:
                if (!flag(kMamaGurdy)) {
                    setFlag(kMamaGurdy, true);
                    return 0x31;
                }
                break;
            default:
                break;
            }
        }
    }
    // 6: horsemen
    const bool swapDeath = m_S.next() % 2 == 0;
    if (m_S.next() % 5 == 0 && (stage == 1 || stage == 3 || stage == 5 || stage == 7)) {
        if (h.next() % 10 == 0 && !flag(kHeadless)) {
            setFlag(kHeadless, true);
            return 0x16;
        }
        if (stage == 1 && !flag(kFamine)) {
            setFlag(kFamine, true);
            return 0x9;
        }
        if (stage == 3 && !flag(kPestilence)) {
            setFlag(kPestilence, true);
            return 0xA;
        }
        if (stage == 5 && !flag(kWar)) {
            setFlag(kWar, true);
            return 0xB;
        }
        if (stage == 7 && !flag(kDeath)) {
            setFlag(kDeath, true);
            return swapDeath ? 0x26 : 0xC;
        }
    }
    // 7
    const bool unk1 = m_S.next() % 2 == 0;
    if (m_S.next() % 3 == 0 && stage == 7)
        return unk1 ? 0x2A : 0x29;
    // 8
    if (m_S.next() % 10 == 0 && m_s.state.devilRoomVisited && !flag(kFallen)) {
        setFlag(kFallen, true);
        return 0x17;
    }
    // 9
    if (m_S.next() % 3 == 0 && stage == 7)
        return (m_S.next() % 2 == 0) ? 0x1E : 0x21;
    // 10
    if (m_S.next() % 4 == 0 && variant == 1) {
        if (stage == 2)
            return (m_S.next() % 2 == 0) ? 0x12 : 0x20;
        if (stage == 4)
            return (m_S.next() % 2 == 0) ? 0x24 : 0x1B;
    }
    // 11
    if (m_S.next() % 5 == 0) {
        switch (stage) {
        case 1:
            return 0xD;
        case 3:
            return 0xE;
        case 5:
            return 0xF;
        case 7:
            return 0x10;
        default:
            break;
        }
    }
    // 12
    const bool unk2 = m_S.next() % 2 == 1;
    if (m_S.next() % 4 == 0) {
        if (stage == 1 && variant == 0)
            return unk2 ? 0x14 : 0x11;
        if (stage == 3)
            return 0x1C;
    }
    // 13, 14
    const bool unk3 = m_S.next() % 2 != 0;
    const bool unk4 = m_S.next() % 2 != 0;
    const int t = (m_S.next() % 2 == 0) ? 0x1E : 0x23;
    const int table1[8] = {0x2, 0x1, unk3 ? 0x15 : 0x3, 0x4, unk4 ? 0x13 : 0x5, 0x6, 0x7, 0x19};
    const int table2[8] = {0x22, 0x25, 0x1D, 0x1A, t, 0x1E, 0x1F, 0x19};
    // 15
    if (stage == 9)
        return 0x3F;
    // 16
    int idx = stage - 1;
    if (stage == 1 || stage == 3) {
        setFlag(kBossPoolSwitched, m_S.next() % 2 == 1);
        if (flag(kBossPoolSwitched))
            idx = stage;
    } else if ((stage == 2 || stage == 4) && flag(kBossPoolSwitched)) {
        idx -= 1;
    }
    // 17
    return variant == 1 ? table2[idx] : table1[idx];
}

template <bool kTraced> int Generator<kTraced>::doubleTrouble(int stage) {
    if (stage == 3 || stage == 4)
        return m_S.next() % 50 == 0 ? 0xE74 : 0;
    if (stage == 5)
        return m_S.next() % 25 == 0 ? 0xEA6 : 0;
    if (stage == 7)
        return m_S.next() % 40 == 0 ? 0xED8 : 0;
    return 0;
}

// ---------------------------------------------------------------------------------------------------
// 7.0 helpers

// The descriptor goes to `out` (the default one when nothing matches): an out parameter, because copying a
// returned descriptor that was just written field by field stalls the store buffer.
template <bool kTraced>
inline bool Generator<kTraced>::pick(RoomDescriptor &out, std::uint32_t value, RoomType type, int subtype,
                                     int variantMin, int variantMax, int diffMin, int diffMax, bool adjust,
                                     Shape shape, std::uint8_t doors, int stageId) {
    PickRequest r;
    r.stageId = stageId;
    r.type = type;
    r.shape = shape;
    r.variantMin = variantMin;
    r.variantMax = variantMax;
    r.difficultyMin = diffMin;
    r.difficultyMax = diffMax;
    r.requiredDoors = doors;
    r.subtype = subtype;
    r.adjustWeight = adjust;
    // The built-in catalog is called directly (it is final): its pick is inline and reads few of the fields.
    if (m_builtin) [[likely]]
        return static_cast<const BuiltinCatalog &>(m_catalog).pick(r, value, out);
    if (m_catalog.pick(r, value, out))
        return true;
    out = RoomDescriptor{};
    return false;
}

template <bool kTraced>
template <class R>
bool Generator<kTraced>::bossPick(RoomDescriptor &out, R &rng, int subtype, int dt) {
    for (int attempt = 0; attempt < 50; ++attempt) {
        const std::uint32_t v = rng.next();
        if (dt != 0) {
            if (pick(out, v, RoomType::Boss, -1, dt, dt + 0x31, 0, 10))
                return true;
        } else {
            if (pick(out, v, RoomType::Boss, subtype, 0, 0xFFFF, 1, 10) &&
                !(out.variant >= 0xE74 && out.variant <= 0xF09))
                return true;
        }
    }
    out = RoomDescriptor{};
    return false;
}

// 7.0.1, the usual case inline: a dead end taking a 1x1 room (every special room of the built-in catalog).
// Only option 0 (a 1x1 at the placed cell) has that shape (the 13 positions have none), so Resize's loop
// comes down to this. The placed cell is always the dead end's own.
template <bool kTraced>
inline bool Generator<kTraced>::resize(Room &d, Shape newShape, std::uint8_t doorMask) {
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

// 7.0.1 for any shapes.
template <bool kTraced> bool Generator<kTraced>::resizeAny(Room &d, Shape newShape, std::uint8_t doorMask) {
    static constexpr std::uint8_t M[13] = {0, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 0};
    const int dirFrom = d.dir;
    const int dirTo = (dirFrom + 2) & 3;
    const int self = d.number;
    for (int i = 0; i < 14; ++i) {
        if (i == 13)
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
        const int slot = dirTo + 4 * M[i];
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
template <bool kTraced> bool Generator<kTraced>::bossEligible(const Room &d) const {
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
template <bool kTraced>
inline Room *Generator<kTraced>::popDeadEnd(Step step, Shape shape, std::uint8_t doors, bool boss) {
    for (std::size_t i = 0; i < m_deadEnds.size(); ++i) {
        Room &d = m_f.rooms[m_deadEnds[i]];
        if (boss && !bossEligible(d))
            continue;
        const Shape before = d.shape;
        if (!resize(d, shape, doors))
            continue;
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

template <bool kTraced> void Generator<kTraced>::reAdd(Step step, Room *d) {
    if (!d)
        return;
    m_deadEnds.push_back(d->number);
    if (tracing())
        traceRoom(EventKind::DeadEndReAdded, step, *d);
}

template <bool kTraced>
void Generator<kTraced>::assign(Step step, Room &r, RoomType type, const RoomDescriptor &desc,
                                Provenance prov) {
    m_present |= typeBit(type);
    m_assigned.push_back(r.number);
    r.type = type;
    r.doors = desc.doors;
    r.variant = desc.variant;
    r.provenance = prov;
    m_descW[r.number] = desc.width;
    m_descH[r.number] = desc.height;
    if (type == RoomType::Secret || type == RoomType::SuperSecret || type == RoomType::UltraSecret)
        r.invisible = true;
    if (tracing())
        traceRoom(EventKind::RoomAssigned, step, r);
}

template <bool kTraced>
void Generator<kTraced>::placeOrReAdd(Step step, Room *d, bool place, RoomType type,
                                      const RoomDescriptor &desc, Provenance prov) {
    if (!d)
        return;
    if (place)
        assign(step, *d, type, desc, prov);
    else
        reAdd(step, d);
}

// 7.11 step 2 (and 10.3.12: secret rooms are typed SECRET, so their neighbours are already in it). Built
// once before the secret rooms; each secret room placed then adds its own cells (blacklistRoom), as a new
// build would.
template <bool kTraced> Board Generator<kTraced>::buildBlacklist() const {
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

template <bool kTraced> inline void Generator<kTraced>::blacklistRoom(Board &black, const Room &r) const {
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

// 7.11 step 1-4 for one secret room
template <bool kTraced> void Generator<kTraced>::placeSecret(GenRng &q, Provenance prov) {
    RoomDescriptor desc;
    pick(desc, q.state(), RoomType::Secret);
    // Every empty cell that is not blacklisted costs one draw of L, in row order (7.11 step 3.2): a cell's
    // draw is the one numbered by its rank among those free cells. A cell is a candidate when it touches a
    // room and no thin room's doorless side (that costs 100, and 10 + 4 - 100 is below 0).
    const Board &black = m_black;
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
    if (listSize != 0) {
        const Cell c = best.at(m_L.next() % listSize);
        Room &r = addRoom(Shape::S1x1, c, Cell{}, -1, 0);
        r.invisible = true;
        traceRoom(EventKind::RoomPlaced, Step::Secret, r);
        assign(Step::Secret, r, RoomType::Secret, desc, prov);
        blacklistRoom(m_black, r);
    }
    q.next();
}

// 10.3.12 (approximation)
template <bool kTraced> void Generator<kTraced>::placeUltraSecret() {
    const Board &black = m_black; // after the secret rooms (7.11), which keep it up to date
    // Red-room cells: empty cells next to a room that is not boss, secret, super secret or ultra secret. The
    // rooms are added without a branch on their type (which varies, and would mispredict).
    constexpr std::uint32_t kNoRedRoom = typeBit(RoomType::Boss) | typeBit(RoomType::Secret) |
                                         typeBit(RoomType::SuperSecret) | typeBit(RoomType::UltraSecret);
    Board qualifying{};
    for (const Room &room : m_f.rooms)
        addCells(qualifying, room.shape, room.anchor, (kNoRedRoom & typeBit(room.type)) == 0);
    Board red = neighboursOf(qualifying);
    for (std::size_t i = 0; i < 4; ++i)
        red.w[i] &= ~m_occ.w[i];
    const Board nearRed = neighboursOf(red);
    const Board nearRooms = neighboursOf(m_occ);
    auto redOf = [&](int x, int y) -> Cell {
        for (const auto &u : kUnit) {
            const int rx = x + u.dx;
            const int ry = y + u.dy;
            if (inBounds(rx, ry) && red.has(rx, ry))
                return cellAt(rx, ry);
        }
        return Cell{};
    };
    // Candidates: empty, not blacklisted, touching no room, next to a red-room cell; one draw each, in row
    // order, a word of four rows at a time; the best-weight list is kept as data.
    BestCells best;
    const auto traceBegin = tracing() ? beginList() : 0;
    for (std::size_t word = 0; word < 4; ++word) {
        const std::uint64_t cand =
            ~(m_occ.w[word] | black.w[word] | nearRooms.w[word]) & nearRed.w[word] & kLanes[word];
        for (std::uint64_t g = cand; g != 0; g &= g - 1) {
            const auto bit = static_cast<unsigned>(std::countr_zero(g));
            const int w = 10 + static_cast<int>(m_L.next() % 5);
            best.offer(word, bit, w);
            if (tracing()) {
                const Cell c = Board::cellOf(word, bit);
                m_trace->items.push_back({-1, Shape::S1x1, c, redOf(c.x, c.y), static_cast<std::int16_t>(w)});
            }
        }
    }
    const unsigned listSize = best.count();
    if (tracing()) {
        TraceEvent e{EventKind::SecretCandidates};
        e.step = Step::UltraSecret;
        closeList(e, traceBegin);
        e.a = best.weight;
        e.b = static_cast<std::int32_t>(listSize);
        emit(e);
    }
    if (listSize == 0)
        return;
    const Cell c = best.at(m_L.next() % listSize);
    const Cell redRoom = redOf(c.x, c.y);
    Room &r = addRoom(Shape::S1x1, c, Cell{}, -1, 0);
    r.invisible = true;
    r.redRoom = redRoom;
    traceRoom(EventKind::RoomPlaced, Step::UltraSecret, r);
    assign(Step::UltraSecret, r, RoomType::UltraSecret, RoomDescriptor{RoomType::UltraSecret},
           Provenance::Approximation);
}

// 10.3.7
template <bool kTraced> float Generator<kTraced>::planetariumChance() const {
    const int stage = m_stage;
    const bool lens = m_s.has(Item::TelescopeLens);
    if (stage > 8 || (stage > 6 && !lens))
        return 0.0f;
    float chance = 0.01f;
    if (!m_s.state.planetariumVisited) {
        const int visited = m_s.state.treasureRoomsVisited < 0 ? stage - 1 : m_s.state.treasureRoomsVisited;
        if (visited < stage - 1) {
            chance += 0.2f * static_cast<float>(stage - visited - 1);
            if (m_s.has(Item::CrystalBall))
                chance += 1.0f;
        }
        if (m_s.has(Item::Magic8Ball))
            chance += 0.15f;
        if (m_s.has(Item::CrystalBall))
            chance += 0.15f;
        if (m_s.has(Item::Sausage))
            chance += 0.069f;
        if (lens)
            chance += 0.15f;
    }
    if (lens)
        chance += 0.09f;
    return std::clamp(chance, 0.0f, 1.0f);
}

// 7.4 The XL floor's second boss room, next to the first (`boss` is the first one's descriptor). False when
// it cannot be placed (the attempt fails). Out of line: one floor in 30 has it.
template <bool kTraced>
bool Generator<kTraced>::placeSecondBoss(const Room &bossRoom, const RoomDescriptor &boss) {
    const StageRng saved = m_S.clone();
    const int sub2 = bossSubtype(m_stage + 1);
    const int dt2 = doubleTrouble(m_stage + 1);
    traceBossChosen(Step::XlBoss, sub2, dt2);
    RoomDescriptor boss2;
    if (!bossPick(boss2, m_S, sub2, dt2))
        return false;
    const Room first = bossRoom;
    candidates(first, false, m_cands);
    m_L.shuffle(m_cands.span());
    const Candidate *chosen = nullptr;
    for (const Candidate &c : m_cands) {
        if (fits(c.anchor(), c.shape) && neighbourCount(c.placed, kEmpty) < 2 &&
            (boss.doors & (1u << static_cast<unsigned>(c.dir)))) {
            chosen = &c;
            break;
        }
    }
    if (!chosen)
        return false;
    Room &second = addRoom(chosen->shape, chosen->anchor(), chosen->placed, chosen->dir, first.distance + 1);
    traceRoom(EventKind::RoomPlaced, Step::XlBoss, second);
    if (!resize(second, boss2.shape, boss2.doors))
        return false;
    traceRoom(EventKind::RoomResized, Step::XlBoss, second);
    second.bossSubtype = static_cast<std::int16_t>(sub2);
    second.secondBoss = true;
    assign(Step::XlBoss, second, RoomType::Boss, boss2, Provenance::VerifiedEngine);
    m_S = saved;
    return true;
}

// 7.13 for one room: the start room's fixed descriptor, or a DEFAULT room picked with a draw of S (false
// when the catalog has none). A room already typed is left as it is.
template <bool kTraced> inline bool Generator<kTraced>::assignNormal(Room &r) {
    if (r.type != RoomType::Null)
        return true;
    if (r.anchor.x == 6 && r.anchor.y == 6 && r.distance == 0) {
        r.type = RoomType::Default;
        r.variant = m_stage11 ? 0 : 2;
        r.doors = geometryOf(r.shape).slotMask;
        return true;
    }
    const std::uint32_t v = m_S.next();
    RoomDescriptor desc;
    const bool found = pick(desc, v, RoomType::Default, -1, m_stage11 ? 1 : 0, 0xFFFF, m_f.difficultyMin,
                            m_f.difficultyMax, true, r.shape, doorBits(r), m_f.stageId);
    if (!found)
        return false;
    r.type = RoomType::Default;
    r.doors = desc.doors;
    r.variant = desc.variant;
    return true;
}

// ---------------------------------------------------------------------------------------------------
// 7.2 - 7.13 and 10.3: one special-placement call

template <bool kTraced> bool Generator<kTraced>::placeSpecialRooms(Step &failedStep) {
    const int stage = m_stage;
    const auto &st = m_s.state;
    const bool rep = m_rep;
    const Provenance engine = Provenance::VerifiedEngine;
    auto fail = [this, &failedStep](Step step) {
        failedStep = step;
        if (tracing()) {
            TraceEvent e{EventKind::AttemptRejected};
            e.step = step;
            emit(e);
        }
        return false;
    };
    // With a room filter, a floor is given up as soon as the types settled so far show that it cannot pass,
    // provided the attempt can no longer fail: from the treasure step on, unless a grave room is to come
    // (7.12) or a normal-room pick could fail (7.13; so only with m_brief).
    m_present = 0;
    m_assigned.clear();
    const bool mayGiveUp = !m_filter.empty() && m_brief && !(stage == 11 && m_variant == 0);
    auto giveUp = [&](std::uint32_t settled) {
        if (!mayGiveUp) [[likely]]
            return false;
        if (((m_filter.required & settled & ~m_present) | (m_filter.forbidden & m_present)) == 0)
            return false;
        m_filtered = true;
        return true;
    };
    // The types whose rooms are all placed after each step (cumulative).
    constexpr std::uint32_t kAfterTreasure = kTypesPlacedByTreasure;
    constexpr std::uint32_t kAfterPlanetarium = kAfterTreasure | typeBit(RoomType::Planetarium);
    constexpr std::uint32_t kAfterDice =
        kAfterPlanetarium | typeBit(RoomType::Dice) | typeBit(RoomType::Sacrifice);
    constexpr std::uint32_t kAfterLibrary = kAfterDice | typeBit(RoomType::Library);
    constexpr std::uint32_t kAfterCurse = kAfterLibrary | typeBit(RoomType::Curse);
    constexpr std::uint32_t kAfterMiniBoss = kAfterCurse | typeBit(RoomType::MiniBoss);
    constexpr std::uint32_t kAfterChallenge = kAfterMiniBoss | typeBit(RoomType::Challenge);
    constexpr std::uint32_t kAfterVault =
        kAfterChallenge | typeBit(RoomType::Chest) | typeBit(RoomType::Arcade);
    constexpr std::uint32_t kAfterBedroom =
        kAfterVault | typeBit(RoomType::Isaacs) | typeBit(RoomType::Barren);
    constexpr std::uint32_t kAfterSecret = kAfterBedroom | typeBit(RoomType::Secret);
    // The filter's own test (RoomFilter::afterTreasure), once: right after the treasure step when no type
    // test is left for later, else last before the secret rooms (the costliest steps left), so that the
    // cheaper type tests have given up on most floors first.
    const bool ownTestEarly =
        ((m_filter.required | m_filter.forbidden) & ~(kAfterTreasure | typeBit(RoomType::Default))) == 0;
    auto ownTest = [&](bool early) {
        if (!mayGiveUp || !m_filter.afterTreasure || !m_builtin || early != ownTestEarly) [[likely]]
            return false;
        syncGrid();
        if (m_filter.afterTreasure(m_f))
            return false;
        m_filtered = true;
        return true;
    };

    // 7.3 First boss room
    const int sub = bossSubtype(stage);
    const int dt = doubleTrouble(stage);
    GenRng b(m_S.next(), kShiftBoss);
    attachTrace(b, RngId::B);
    traceBossChosen(Step::Boss, sub, dt);
    RoomDescriptor boss;
    if (!bossPick(boss, b, sub, dt))
        return fail(Step::Boss);
    Room *bossRoom = popDeadEnd(Step::Boss, boss.shape, boss.doors, true);
    if (!bossRoom)
        return fail(Step::Boss);
    bossRoom->bossSubtype = static_cast<std::int16_t>(sub);
    assign(Step::Boss, *bossRoom, RoomType::Boss, boss, engine);

    // 7.4 XL second boss room
    if (m_xl) [[unlikely]] {
        if (!placeSecondBoss(*bossRoom, boss))
            return fail(Step::XlBoss);
    }

    // 10.3.2 Void extra bosses (approximation)
    if (rep && stage == 12) {
        const int k = 3 + static_cast<int>(m_S.next() % 4);
        traceRoll(Step::VoidBoss, RollKind::VoidBossCount, k, 0, true);
        for (int i = 0; i < k; ++i) {
            m_S.next();
            Room *d = popDeadEnd(Step::VoidBoss, Shape::S1x1, 0x0F, true);
            if (!d)
                break;
            d->voidBoss = true;
            assign(Step::VoidBoss, *d, RoomType::Boss, RoomDescriptor{RoomType::Boss},
                   Provenance::Approximation);
        }
    }

    // 7.5 Super-secret room
    {
        RoomDescriptor desc;
        const bool found = pick(desc, m_S.next(), RoomType::SuperSecret);
        Room *d = found ? popDeadEnd(Step::SuperSecret, desc.shape, desc.doors) : nullptr;
        if (!d)
            return fail(Step::SuperSecret);
        assign(Step::SuperSecret, *d, RoomType::SuperSecret, desc, engine);
    }
    if (rep && m_s.has(Item::Luna)) {
        RoomDescriptor desc;
        pick(desc, m_S.next(), RoomType::SuperSecret);
        if (Room *d = popDeadEnd(Step::LunaSuperSecret))
            assign(Step::LunaSuperSecret, *d, RoomType::SuperSecret, desc, Provenance::WikiRule);
    }

    // 7.6 Secret-room seed
    GenRng q(m_S.next(), kShiftHorseman);
    attachTrace(q, RngId::Q);

    // 7.7 Shop
    const bool crown = rep && stage == 10 && (m_s.has(Item::HolyCrown) || m_s.has(Item::WickedCrown));
    bool shop = stage < 7 || (stage < 9 && m_s.has(Item::SilverDollar));
    if (rep)
        shop = (shop || crown) && st.victoryLap < 3;
    if (shop) {
        const std::uint32_t n = m_S.next() & 0xFF;
        const int subtype = n == 0 ? 0xB : (n == 1 ? 0xA : 4);
        traceRoll(Step::Shop, RollKind::Subtype, subtype, static_cast<std::int32_t>(n), true);
        RoomDescriptor desc;
        const bool found = pick(desc, m_S.next(), RoomType::Shop, subtype);
        Room *d = found ? popDeadEnd(Step::Shop, desc.shape, desc.doors) : nullptr;
        if (!d)
            return fail(Step::Shop);
        assign(Step::Shop, *d, RoomType::Shop, desc, (crown && stage == 10) ? Provenance::WikiRule : engine);
    }

    // 7.8 Treasure
    const bool treasure = stage < 7 || (stage < 9 && m_s.has(Item::BloodyCrown)) || crown;
    if (treasure) {
        const int count = m_xl ? 2 : 1;
        StageRng copy;
        StageRng *t = &m_S;
        for (int i = 0; i < count; ++i) {
            const bool a = t->next() % 100 == 0;
            bool bRoll = false;
            if (!a)
                bRoll = (t->next() % (m_s.has(Item::MomsBox) ? 50u : 100u)) < 15;
            const bool special = a || (bRoll && m_s.has(Item::GoldenHorseshoe));
            const bool ptw = m_s.has(Item::PayToWin);
            const int subtype = special ? (ptw ? 3 : 1) : (ptw ? 2 : 0);
            traceRoll(Step::Treasure, RollKind::TreasureSpecial, subtype, 0, special);
            RoomDescriptor desc;
            const bool found = pick(desc, t->next(), RoomType::Treasure, subtype);
            Room *d = found ? popDeadEnd(Step::Treasure, desc.shape, desc.doors) : nullptr;
            if (!d)
                return fail(Step::Treasure);
            assign(Step::Treasure, *d, RoomType::Treasure, desc, crown ? Provenance::WikiRule : engine);
            copy = t->clone();
            attachTrace(copy, RngId::T);
            t = &copy;
        }
    }
    if (giveUp(kAfterTreasure))
        return true;
    if (mayGiveUp && bossesOrRoomsRuleOut()) {
        m_filtered = true;
        return true;
    }
    if (ownTest(true))
        return true;

    // 10.3.7 Planetarium
    if (rep && stage < 9) {
        RoomDescriptor desc;
        pick(desc, m_S.next(), RoomType::Planetarium);
        Room *d = popDeadEnd(Step::Planetarium);
        const float chance = planetariumChance();
        const float roll = m_S.randomFloat();
        const bool place = roll < chance;
        traceRoll(Step::Planetarium, RollKind::PlanetariumChance,
                  static_cast<std::int32_t>(chance * 10000.0f + 0.5f),
                  static_cast<std::int32_t>(roll * 10000.0f), place, RoomType::Planetarium);
        placeOrReAdd(Step::Planetarium, d, place, RoomType::Planetarium, desc, Provenance::WikiRule);
        if (giveUp(kAfterPlanetarium))
            return true;
    }

    // 7.9 Optional rooms
    if (stage < 11) {
        const bool fullHealth = st.hearts + st.soulHearts >= st.maxHearts;
        // 1 Dice / Sacrifice
        {
            const bool dice = (m_S.next() % 50 == 0) || ((m_S.next() % 5 == 0) && st.keys > 1);
            const RoomType type = dice ? RoomType::Dice : RoomType::Sacrifice;
            traceRoll(Step::DiceSacrifice, RollKind::RoomType, 0, 0, dice, type);
            RoomDescriptor desc;
            pick(desc, m_S.next(), type);
            Room *d = popDeadEnd(Step::DiceSacrifice);
            const bool place = (m_S.next() % 7 == 0) || (((m_S.next() & 3) == 0) && fullHealth);
            traceRoll(Step::DiceSacrifice, RollKind::Place, 0, 0, place, type);
            placeOrReAdd(Step::DiceSacrifice, d, place, type, desc, engine);
            if (giveUp(kAfterDice))
                return true;
        }
        // 2 Library
        {
            const std::uint32_t v = m_S.next();
            const int sub = static_cast<int>(m_S.next() % 5);
            RoomDescriptor desc;
            pick(desc, v, RoomType::Library, sub, 0, 0xFFFF, 1, 10, false);
            Room *d = popDeadEnd(Step::Library);
            const bool place = (m_S.next() % 20 == 0) || (((m_S.next() & 3) == 0) && st.bookPickedUp);
            traceRoll(Step::Library, RollKind::Place, 0, 0, place, RoomType::Library);
            placeOrReAdd(Step::Library, d, place, RoomType::Library, desc, engine);
            if (giveUp(kAfterLibrary))
                return true;
        }
        // 3 Curse
        {
            RoomDescriptor desc;
            pick(desc, m_S.next(), RoomType::Curse);
            Room *d = popDeadEnd(Step::Curse);
            const bool place = ((m_S.next() & 1) == 0) || (((m_S.next() & 3) == 0) && st.devilRoomVisited);
            traceRoll(Step::Curse, RollKind::Place, 0, 0, place, RoomType::Curse);
            placeOrReAdd(Step::Curse, d, place, RoomType::Curse, desc, engine);
        }
        // 10.3.8 Voodoo Head: a second curse room, no roll
        if (rep && m_s.has(Item::VoodooHead)) {
            RoomDescriptor desc;
            pick(desc, m_S.next(), RoomType::Curse);
            if (Room *d = popDeadEnd(Step::VoodooCurse))
                assign(Step::VoodooCurse, *d, RoomType::Curse, desc, Provenance::WikiRule);
        }
        if (giveUp(kAfterCurse))
            return true;
        // 4 Mini-boss
        {
            int base = -1;
            Sin sin = Sin::None;
            bool alt = false;
            if (stage > 2 && m_S.next() % 10 == 0 && !(m_flags & kUltraPride)) {
                m_S.next();
                base = 0x8D4;
                sin = Sin::UltraPride;
            } else {
                alt = m_S.next() % 5 == 0;
                StaticVector<int, 6> avail;
                for (int i = 0; i < 6; ++i)
                    if (!(m_flags & (kSinBase << i)))
                        avail.push_back(i);
                if (!avail.empty()) {
                    const int k = avail[m_S.next() % static_cast<std::uint32_t>(avail.size())];
                    base = alt ? kSins[k].altVariant : kSins[k].variant;
                    sin = static_cast<Sin>(k);
                }
            }
            if (base >= 0) {
                traceRoll(Step::MiniBoss, RollKind::Sin, static_cast<std::int32_t>(sin), base, alt,
                          RoomType::MiniBoss);
                RoomDescriptor desc;
                const bool found = pick(desc, m_S.next(), RoomType::MiniBoss, -1, base, base + 9);
                Room *d = found ? popDeadEnd(Step::MiniBoss, desc.shape, desc.doors) : nullptr;
                const bool roll = ((m_S.next() & 3) == 0) || ((m_S.next() % 3 == 0) && stage == 1);
                const bool place = roll && d != nullptr;
                traceRoll(Step::MiniBoss, RollKind::Place, 0, 0, roll, RoomType::MiniBoss);
                if (place) {
                    d->sin = sin;
                    d->superSin = alt && sin != Sin::UltraPride;
                    assign(Step::MiniBoss, *d, RoomType::MiniBoss, desc, engine);
                    m_flags |= sin == Sin::UltraPride ? kUltraPride : (kSinBase << static_cast<int>(sin));
                } else {
                    reAdd(Step::MiniBoss, d);
                }
            }
            if (giveUp(kAfterMiniBoss))
                return true;
        }
        // 5 Challenge
        {
            RoomDescriptor desc;
            pick(desc, m_S.next(), RoomType::Challenge);
            Room *d = popDeadEnd(Step::Challenge);
            const bool place = (((m_S.next() & 1) == 0) || stage > 2) && fullHealth && stage > 1;
            traceRoll(Step::Challenge, RollKind::Place, 0, 0, place, RoomType::Challenge);
            if (d && place && rep && stage % 2 == 0)
                d->bossChallenge = true;
            placeOrReAdd(Step::Challenge, d, place, RoomType::Challenge, desc, engine);
            if (giveUp(kAfterChallenge))
                return true;
        }
        // 6 Vault / Arcade
        {
            const bool vault = (m_S.next() % 10 == 0) || ((m_S.next() % 3 == 0) && st.keys > 1);
            const RoomType type = vault ? RoomType::Chest : RoomType::Arcade;
            traceRoll(Step::VaultArcade, RollKind::RoomType, 0, 0, vault, type);
            RoomDescriptor desc;
            pick(desc, m_S.next(), type);
            Room *d = popDeadEnd(Step::VaultArcade);
            const bool place = st.coins >= 5 && stage % 2 == 0 && stage < 9;
            traceRoll(Step::VaultArcade, RollKind::Place, 0, 0, place, type);
            placeOrReAdd(Step::VaultArcade, d, place, type, desc, engine);
        }
    }
    if (giveUp(kAfterVault))
        return true;

    // 7.10 Bedroom
    if (stage < 7) {
        const RoomType type = (m_S.next() & 1) == 0 ? RoomType::Isaacs : RoomType::Barren;
        traceRoll(Step::Bedroom, RollKind::RoomType, 0, 0, type == RoomType::Isaacs, type);
        RoomDescriptor desc;
        pick(desc, m_S.next(), type);
        Room *d = popDeadEnd(Step::Bedroom);
        const bool lowHealthType = st.player == PlayerType::TheLost || st.player == PlayerType::BlueBaby ||
                                   st.player == PlayerType::TheSoul;
        const int maxH = lowHealthType ? st.maxHearts : st.maxHearts + 2 * st.boneHearts;
        const bool second = (st.hearts < 2 && st.soulHearts == 0) || (maxH == 0 && st.soulHearts <= 2);
        const bool place = (m_S.next() % 50 == 0) || ((m_S.next() % 5 == 0) && second);
        traceRoll(Step::Bedroom, RollKind::Place, 0, 0, place, type);
        placeOrReAdd(Step::Bedroom, d, place, type, desc, engine);
        if (giveUp(kAfterBedroom))
            return true;
    }

    if (ownTest(false))
        return true;

    // 7.11 Secret room(s); 10.3.11
    {
        const int count = secretRoomCount();
        m_black = buildBlacklist();
        for (int i = 0; i < count; ++i)
            placeSecret(q,
                        i == 0 || (i == 1 && m_s.has(Item::FragmentedCard)) ? engine : Provenance::WikiRule);
    }
    if (giveUp(kAfterSecret))
        return true;

    // 10.3.12 Ultra secret room
    if (rep)
        placeUltraSecret();

    // 7.12 Grave room (the Dark Room only)
    if (stage == 11 && m_variant == 0) {
        RoomDescriptor desc;
        const bool found = pick(desc, m_S.next(), RoomType::Default, -1, 3, 9);
        Room *d = found ? popDeadEnd(Step::Grave, desc.shape, desc.doors) : nullptr;
        if (!d)
            return fail(Step::Grave);
        d->grave = true;
        assign(Step::Grave, *d, RoomType::Default, desc, engine);
    }

    // 7.13 Normal rooms
    if (m_brief) {
        // The same rooms typed DEFAULT, with no descriptor (no draw, no pick): the start room is room 0.
        assignNormal(m_f.rooms[0]);
        for (Room &r : m_f.rooms)
            r.type = !r.deadEnd && r.type == RoomType::Null ? RoomType::Default : r.type;
        for (auto n : m_deadEnds) {
            Room &r = m_f.rooms[n];
            r.type = r.type == RoomType::Null ? RoomType::Default : r.type;
        }
        return true;
    }
    // The rooms that are no dead end, in number order, from a bit set built without a branch (whether a room
    // is a dead end varies from room to room, and a branch on it would mispredict).
    std::array<std::uint64_t, (kMaxRooms + 63) / 64> inner{};
    for (std::size_t i = 0; i < m_f.rooms.size(); ++i)
        inner[i / 64] |= static_cast<std::uint64_t>(!m_f.rooms[i].deadEnd) << (i % 64);
    for (std::size_t w = 0; w < inner.size(); ++w)
        for (std::uint64_t bits = inner[w]; bits != 0; bits &= bits - 1)
            if (!assignNormal(m_f.rooms[64 * w + static_cast<std::size_t>(std::countr_zero(bits))]))
                return fail(Step::NormalRooms);
    for (auto n : m_deadEnds)
        if (!assignNormal(m_f.rooms[n]))
            return fail(Step::NormalRooms);
    return true;
}

// ---------------------------------------------------------------------------------------------------

template <bool kTraced> GenerateStatus Generator<kTraced>::run(std::string *error) {
    const std::uint32_t stageSeed = m_s.effectiveStageSeed();
    m_stage = m_s.stage;
    m_variant = m_s.stageType;
    m_rep = m_s.ruleSet == RuleSet::Repentance;
    m_stage11 = m_stage == 11;
    m_void = m_stage == 12;
    m_f.settings = m_s;
    m_f.stageSeed = stageSeed;
    m_catalog.resetFloor();
    if (tracing()) {
        m_trace->clear();
        m_lastDraw = 0;
    }

    // 2.2 From stage seed to the layout RNG
    m_S.setSeed(stageSeed, kShiftStage);
    attachTrace(m_S, RngId::S);
    m_S.next();
    m_S.next();
    m_C = m_S.clone();
    attachTrace(m_C, RngId::C);

    // 3 Curse roll
    std::uint8_t rolled = 0;
    if (!m_s.blackCandle) {
        const std::uint32_t chance = m_s.hard ? 2 : 5;
        const std::uint32_t r = m_C.next() % chance;
        traceRoll(Step::None, RollKind::Curse, static_cast<std::int32_t>(r),
                  static_cast<std::int32_t>(chance), r == 0);
        if (r == 0) {
            const std::uint32_t k = m_C.next() % 6;
            static constexpr std::uint8_t kinds[6] = {kCurseLabyrinth, kCurseLost, kCurseDarkness,
                                                      kCurseUnknown,   kCurseMaze, kCurseBlind};
            if (k == 0)
                rolled = ((m_stage & 1) && m_stage < 8) ? kCurseLabyrinth : 0;
            else
                rolled = kinds[k];
            traceRoll(Step::None, RollKind::CurseKind, static_cast<std::int32_t>(k), 6, rolled != 0);
        }
    }
    const std::uint8_t curses = m_s.forcedCurses ? *m_s.forcedCurses : rolled;
    m_f.curseRolled = rolled;
    m_f.curseMask = curses;
    if (tracing()) {
        TraceEvent e{EventKind::CurseRoll};
        e.a = rolled;
        e.b = curses;
        e.flag = !m_s.blackCandle;
        emit(e);
    }
    const bool labyrinth = (curses & kCurseLabyrinth) != 0;
    const bool lost = (curses & kCurseLost) != 0;
    m_xl = labyrinth;
    m_f.xl = labyrinth;

    // 4.1 Room count, 2.2 steps 5-7
    const int coin = static_cast<int>(m_S.next() % 2);
    traceRoll(Step::None, RollKind::RoomCoin, coin, 2, coin == 1);
    const int hardExtra = static_cast<int>(m_C.next() % 2);
    traceRoll(Step::None, RollKind::HardExtra, hardExtra, 2, hardExtra == 1);
    int voidSize = -1;
    if (m_rep && m_void) {
        voidSize = static_cast<int>(m_C.next() % 10);
        traceRoll(Step::None, RollKind::VoidSize, voidSize, 10, true);
    }
    m_L.setSeed(m_S.next(), kShiftStage);
    attachTrace(m_L, RngId::L);

    const int base = std::min(20, coin + 5 + (m_stage * 10) / 3);
    int n = base;
    if (labyrinth)
        n = std::min(45, (9 * base) / 5);
    else if (lost)
        n = base + 4;
    if (voidSize >= 0)
        n = 50 + voidSize;
    if (m_s.hard)
        n += 2 + hardExtra;
    m_f.roomCoin = coin;
    m_f.hardExtra = hardExtra;
    m_f.target = n;

    // 4.2 - 4.6
    const bool evenEarly = m_stage < 9 && m_stage % 2 == 0;
    if (!m_s.hard) {
        m_f.difficultyMin = evenEarly ? 5 : 1;
        m_f.difficultyMax = evenEarly ? 10 : 5;
    } else {
        m_f.difficultyMin = evenEarly ? 10 : 5;
        m_f.difficultyMax = evenEarly ? 15 : 5;
    }
    m_f.stageId = stageIdOf(m_stage, m_variant);
    m_enabled = m_catalog.enabledShapes(m_f.stageId, m_f.difficultyMin, m_f.difficultyMax);
    m_posEnabled = enabledPositions(m_enabled);
    if (m_enabled == 0) {
        if (error)
            *error = "the room catalog has fewer than 20 normal rooms for stage file " +
                     std::to_string(m_f.stageId);
        return GenerateStatus::NoFloor;
    }
    int minDead = 5 + (m_stage != 1 ? 1 : 0) + (labyrinth ? 1 : 0);
    if (m_rep) {
        minDead += m_void ? 2 : 0;
        minDead += m_s.has(Item::VoodooHead) ? 1 : 0;
    }
    m_f.minDeadEnds = minDead;
    if (tracing()) {
        TraceEvent e{EventKind::FloorParams};
        e.a = n;
        e.b = minDead;
        emit(e);
    }

    // 5 Attempt loop
    int fewDeadEnds = 0; // attempts rejected for too few dead ends
    Step lastFailure = Step::None;
    for (m_attempt = 1; m_attempt <= kMaxAttempts; ++m_attempt) {
        create();
        if (static_cast<int>(m_deadEnds.size()) < minDead) {
            ++fewDeadEnds;
            if (tracing()) {
                TraceEvent e{EventKind::AttemptRejected};
                e.step = Step::DeadEnds;
                e.a = static_cast<std::int32_t>(m_deadEnds.size());
                e.b = minDead;
                emit(e);
            }
            continue;
        }
        m_f.deadEnds = m_deadEnds;
        lastFailure = Step::None;
        if (placeSpecialRooms(lastFailure)) {
            if (m_filtered) {
                m_f.attempts = m_attempt;
                return GenerateStatus::Filtered;
            }
            syncGrid();
            m_f.attempts = m_attempt;
            m_f.deadEndsAfter = m_deadEnds;
            StageRng award(stageSeed, kShiftStage);
            if (!m_brief)
                for (Room &r : m_f.rooms) {
                    const std::uint32_t v = award.next();
                    r.awardSeed = v == 0 ? 1 : v;
                }
            if (tracing()) {
                TraceEvent e{EventKind::FloorDone};
                e.a = m_attempt;
                emit(e);
            }
            if (!m_filter.empty() && !m_filter.passes(m_f)) [[unlikely]]
                return GenerateStatus::Filtered;
            return GenerateStatus::Ok;
        }
    }
    m_f.attempts = kMaxAttempts;
    syncGrid();
    if (tracing()) {
        TraceEvent e{EventKind::GenerationFailed};
        e.a = kMaxAttempts;
        emit(e);
    }
    if (error)
        *error = noFloorMessage(stageSeed, m_stage, minDead, fewDeadEnds, lastFailure);
    return GenerateStatus::NoFloor;
}

} // namespace

// ---------------------------------------------------------------------------------------------------
// Public functions

std::uint32_t Settings::effectiveStageSeed() const {
    if (runSeed && stage >= 1 && stage <= 13)
        return stageSeedOf(*runSeed, stage);
    return stageSeed;
}

namespace {

// The usual case of validateSettings in one pass, without a branch per test (statistics and search check
// every seed): true when nothing is wrong.
bool plainlyValid(const Settings &s) {
    const auto &st = s.state;
    const auto inRange = [](int v) { return static_cast<unsigned>(static_cast<unsigned>(v) <= 9999u); };
    const bool seeds = s.runSeed ? *s.runSeed != 0 : s.stageSeed != 0;
    bool ok = (s.ruleSet == RuleSet::AfterbirthPlus) | (s.ruleSet == RuleSet::Repentance);
    ok &= static_cast<int>(s.state.player) <= static_cast<int>(PlayerType::Other);
    ok &= (s.stage >= 1) & (s.stage <= 12) & (s.stageType >= 0) & (s.stageType < stageTypeCount(s.stage));
    ok &= seeds & ((s.items >> kItemCount) == 0);
    ok &= !(s.forcedCurses && (*s.forcedCurses & kCurseLabyrinth) && s.stage == 12);
    ok &= inRange(st.hearts) & inRange(st.maxHearts) & inRange(st.soulHearts) & inRange(st.boneHearts) &
          inRange(st.keys) & inRange(st.coins) & inRange(st.victoryLap);
    ok &= (st.treasureRoomsVisited >= -1) & (st.treasureRoomsVisited <= 99);
    return ok && s.effectiveStageSeed() != 0;
}

} // namespace

std::optional<std::string> validateSettings(const Settings &s) {
    if (plainlyValid(s)) [[likely]]
        return std::nullopt;
    if (s.ruleSet != RuleSet::AfterbirthPlus && s.ruleSet != RuleSet::Repentance)
        return "rule set " + std::to_string(static_cast<int>(s.ruleSet)) +
               " does not exist (afterbirth-plus or repentance)";
    if (static_cast<int>(s.state.player) > static_cast<int>(PlayerType::Other))
        return "player type " + std::to_string(static_cast<int>(s.state.player)) + " does not exist";
    if (s.stage < 1 || s.stage > 12)
        return "stage " + std::to_string(s.stage) +
               " is out of range: stages go from 1 (Basement I) to 12 (The Void)";
    if (s.stageType == 3)
        return std::string("stage type 3 (Greed mode) is not modelled");
    if (s.stageType < 0 || s.stageType >= stageTypeCount(s.stage))
        return "stage type " + std::to_string(s.stageType) + " does not exist for stage " +
               std::to_string(s.stage) + " (valid: 0.." + std::to_string(stageTypeCount(s.stage) - 1) + ")";
    if (s.runSeed && *s.runSeed == 0)
        return std::string("run seed 0 is not a valid seed");
    if (!s.runSeed && s.stageSeed == 0)
        return std::string("stage seed 0 is not a valid seed");
    if (s.effectiveStageSeed() == 0)
        return std::string("this run seed gives stage seed 0 for this stage, which the generator cannot use");
    if (s.forcedCurses && (*s.forcedCurses & kCurseLabyrinth) && s.stage == 12)
        return std::string("Curse of the Labyrinth cannot be forced on The Void (stage 12): the second boss "
                           "room would need a stage 13");
    const auto &st = s.state;
    struct Count {
        const char *name;
        int value;
    };
    const Count counts[] = {{"hearts", st.hearts},
                            {"max hearts", st.maxHearts},
                            {"soul hearts", st.soulHearts},
                            {"bone hearts", st.boneHearts},
                            {"keys", st.keys},
                            {"coins", st.coins},
                            {"victory lap", st.victoryLap}};
    for (const auto &c : counts) {
        if (c.value < 0)
            return std::string(c.name) + " cannot be negative (got " + std::to_string(c.value) + ")";
        if (c.value > 9999)
            return std::string(c.name) + " is too large (got " + std::to_string(c.value) + ", at most 9999)";
    }
    if (st.treasureRoomsVisited < -1 || st.treasureRoomsVisited > 99)
        return "treasure rooms visited must be between 0 and 99 (got " +
               std::to_string(st.treasureRoomsVisited) + ")";
    if (s.items >> kItemCount)
        return std::string("unknown item bits set");
    return std::nullopt;
}

namespace {

GenerateStatus generateWith(const Settings &settings, Floor &out, Trace *trace, std::string *error,
                            const RoomCatalog *catalog, Detail detail, const RoomFilter &filter = {}) {
    if (auto problem = validateSettings(settings)) {
        if (error)
            *error = *problem;
        return GenerateStatus::InvalidSettings;
    }
    const RoomCatalog &c = catalog ? *catalog : BuiltinCatalog::instance();
    if (trace)
        return Generator<true>(settings, out, trace, c, detail, filter).run(error);
    return Generator<false>(settings, out, trace, c, detail, filter).run(error);
}

} // namespace

GenerateStatus generate(const Settings &settings, Floor &out, Trace *trace, std::string *error,
                        const RoomCatalog *catalog) {
    return generateWith(settings, out, trace, error, catalog, Detail::Full);
}

GenerateStatus generate(const Settings &settings, Floor &out, Detail detail) {
    return generateWith(settings, out, nullptr, nullptr, nullptr, detail);
}

GenerateStatus generate(const Settings &settings, Floor &out, Detail detail, const RoomFilter &filter) {
    return generateWith(settings, out, nullptr, nullptr, nullptr, detail, filter);
}

bool RoomFilter::bossPresent(const Floor &f) const {
    if (anyBoss())
        return true;
    for (const Room &r : f.rooms)
        if (r.type == RoomType::Boss && bossAllowed(r.bossSubtype))
            return true;
    return false;
}

bool RoomFilter::passes(const Floor &f) const {
    const int rooms = static_cast<int>(f.rooms.size());
    return passes(typesPresent(f)) && bossPresent(f) && rooms >= minRooms && rooms <= maxRooms;
}

std::uint32_t typesPresent(const Floor &f) {
    std::uint32_t bits = 0;
    for (const Room &r : f.rooms)
        bits |= typeBit(r.type);
    return bits;
}

namespace detail {

bool slotDrawsAvailable(SlotDraws path) {
#ifdef FLOORGEN_AVX2
    __builtin_cpu_init(); // may run before the constructors that would have done it
    switch (path) {
    case SlotDraws::Scalar:
        return true;
    case SlotDraws::Avx2:
        return __builtin_cpu_supports("avx2") != 0;
    case SlotDraws::Avx512:
        return __builtin_cpu_supports("avx512f") != 0;
    }
    return false;
#else
    return path == SlotDraws::Scalar;
#endif
}

SlotDraws setSlotDraws(SlotDraws path) {
    const SlotDraws before = g_slotDraws;
    if (slotDrawsAvailable(path))
        g_slotDraws = path;
    return before;
}

std::uint32_t slotDraws(std::uint32_t state, std::uint32_t &after, SlotDraws path) {
#ifdef FLOORGEN_AVX2
    if (path == SlotDraws::Avx512 && slotDrawsAvailable(path))
        return drawnPositionsAvx512(state, after);
    if (path == SlotDraws::Avx2 && slotDrawsAvailable(path))
        return drawnPositionsAvx2(state, after);
#endif
    (void)path;
    Rng rng(1, kShiftStage);
    rng.setState(state);
    const std::uint32_t selected = drawnPositionsScalar(rng);
    after = rng.state();
    return selected;
}

} // namespace detail

GenerateResult generateFloor(const Settings &settings, Trace *trace) {
    GenerateResult r;
    r.status = generate(settings, r.floor, trace, &r.error);
    return r;
}

int stageIdOf(int stage, int stageType) {
    if (stageType == 3)
        return stage + 18;
    if (stage < 9)
        return stageType + 1 + 3 * ((stage - 1) / 2);
    if (stage == 9)
        return 13;
    return stageType + 2 * stage - 6;
}

std::uint32_t awardSeedOf(std::uint32_t stageSeed, int roomNumber) {
    Rng award(stageSeed, kShiftStage);
    std::uint32_t v = 0;
    for (int i = 0; i <= roomNumber; ++i)
        v = award.next();
    return v == 0 ? 1 : v;
}

namespace {

constexpr std::uint64_t kFnvPrime = 1099511628211ull;

// FNV-1a by runs of empty cells. A step h -> (h ^ 0xFF) P changes h by a multiple of P that depends only on
// h's low byte, and the low byte after the step depends only on the low byte before it. So a run of k empty
// cells takes h to h P^k + offset[k][h mod 256]: one multiplication and one lookup instead of k dependent
// multiplications (a floor has some 20 occupied cells among its 169). Runs longer than kMax go kMax at a
// time.
struct EmptyRuns {
    static constexpr unsigned kMax = 15;
    std::array<std::uint64_t, kMax + 1> power{};                   // P^k
    std::array<std::array<std::uint64_t, 256>, kMax + 1> offset{}; // by k, then the low byte
};

EmptyRuns buildEmptyRuns() {
    EmptyRuns r;
    std::uint64_t p = 1;
    for (unsigned k = 0; k <= EmptyRuns::kMax; ++k, p *= kFnvPrime)
        r.power[k] = p;
    for (unsigned low = 0; low < 256; ++low) {
        std::uint64_t h = low; // a hash whose high bits are 0: what the run adds beyond low P^k
        for (unsigned k = 0; k <= EmptyRuns::kMax; ++k) {
            r.offset[k][low] = h - low * r.power[k];
            h = (h ^ 0xFFu) * kFnvPrime;
        }
    }
    return r;
}

const EmptyRuns kEmptyRuns = buildEmptyRuns();

inline std::uint64_t hashEmptyRun(std::uint64_t hash, unsigned k) {
    for (; k > EmptyRuns::kMax; k -= EmptyRuns::kMax) // rare: the rows above and below the rooms
        hash = hash * kEmptyRuns.power[EmptyRuns::kMax] + kEmptyRuns.offset[EmptyRuns::kMax][hash & 255u];
    return hash * kEmptyRuns.power[k] + kEmptyRuns.offset[k][hash & 255u];
}

} // namespace

std::uint64_t gridHash(const std::array<std::int8_t, kGridCells> &grid, std::uint64_t hash) {
    // The occupied cells (value >= 0; any negative value is an empty cell, byte 0xFF) as 169 bits.
    std::array<std::uint64_t, 3> occupied{};
#if defined(__SSE2__)
    alignas(16) std::int8_t padded[176];
    std::memcpy(padded, grid.data(), kGridCells);
    std::memset(padded + kGridCells, -1, sizeof padded - kGridCells);
    for (unsigned i = 0; i < sizeof padded / 16; ++i) {
        const __m128i v = _mm_load_si128(reinterpret_cast<const __m128i *>(padded + 16 * i));
        const auto bits = static_cast<std::uint64_t>(~_mm_movemask_epi8(v) & 0xFFFF);
        occupied[(16 * i) / 64] |= bits << ((16 * i) % 64);
    }
#else
    for (unsigned i = 0; i < kGridCells; ++i)
        occupied[i / 64] |= static_cast<std::uint64_t>(grid[i] >= 0) << (i % 64);
#endif
    unsigned next = 0; // the first cell not hashed yet
    for (unsigned w = 0; w < occupied.size(); ++w)
        for (std::uint64_t bits = occupied[w]; bits != 0; bits &= bits - 1) {
            const unsigned i = 64 * w + static_cast<unsigned>(std::countr_zero(bits));
            hash = hashEmptyRun(hash, i - next);
            hash = (hash ^ static_cast<std::uint8_t>(grid[i])) * kFnvPrime;
            next = i + 1;
        }
    return hashEmptyRun(hash, kGridCells - next);
}

std::uint64_t gridHash(const Floor &f, std::uint64_t hash) {
    return gridHash(f.grid, hash);
}

StaticVector<Cell, 4> Room::cells() const {
    StaticVector<Cell, 4> out;
    const auto &g = geometryOf(shape);
    for (int i = 0; i < g.cellCount; ++i)
        out.push_back(cellAt(anchor.x + g.cells[i].dx, anchor.y + g.cells[i].dy));
    return out;
}

const Room *Floor::roomAt(int x, int y) const {
    if (!inBounds(x, y))
        return nullptr;
    const std::int8_t n = grid[x + kGridSize * y];
    return n < 0 ? nullptr : &rooms[static_cast<std::size_t>(n)];
}

const Room *Floor::findFirst(RoomType t) const {
    for (const Room &r : rooms)
        if (r.type == t)
            return &r;
    return nullptr;
}

int Floor::count(RoomType t) const {
    int n = 0;
    for (const Room &r : rooms)
        n += r.type == t ? 1 : 0;
    return n;
}

int Floor::deadEndRank(int roomNumber) const {
    for (std::size_t i = 0; i < deadEnds.size(); ++i)
        if (deadEnds[i] == roomNumber)
            return static_cast<int>(i) + 1;
    return 0;
}

} // namespace floorgen
