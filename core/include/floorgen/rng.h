#pragma once

// The game's xorshift RNG (generation.md section 1).

#include "floorgen/bitcast.h"

#include <array>
#include <bit>
#include <cassert>
#include <cstdint>
#include <span>
#include <utility>

namespace floorgen {

struct ShiftTriple {
    std::uint8_t a, b, c;
};

// Marsaglia's 81 full-period triples, in the order the game indexes them (1.3).
extern const std::array<ShiftTriple, 81> kShiftTable;

// The shift indices the engine uses (1.2).
enum ShiftIndex : int {
    kShiftRunSeed = 27, // run seed -> stage seeds
    kShiftStage = 35,   // stage RNG S, layout RNG L, award RNG
    kShiftHorseman = 1, // H and the secret-room seed RNG Q
    kShiftBoss = 39,    // B
    kShiftPick = 7,     // per-pick RNG P
};

// Which RNG a draw came from; used to tag draws in the trace (2.2).
// Local: a local RNG of repentance.md (R10.9: Loc(v, k), made inside a step from one draw of S or from its
// state); the draw carries its shift triple k.
enum class RngId : std::uint8_t { None, Run, S, C, L, H, B, Q, P, T, Award, Local };

// Receives every draw of an RNG that has a sink attached. Used only when tracing.
class DrawSink {
public:
    virtual ~DrawSink() = default;
    // `triple`: the index of the RNG's shift triple (1.3).
    virtual void onDraw(RngId rng, std::uint32_t value, std::uint8_t triple) = 0;
};

// a mod d for d in 1..kModMagicMax without a division (Lemire, Kaser and Kurz, "Faster remainder by direct
// computation", 2019): with M = floor((2^64 - 1) / d) + 1, a mod d is the high 64 bits of (M a mod 2^64) d,
// for every 32-bit a. A division waits 10 to 20 cycles; the two multiplications about 7. Larger d, and
// compilers without 128-bit integers, divide.
inline constexpr std::uint32_t kModMagicMax = 128;
extern const std::array<std::uint64_t, kModMagicMax + 1> kModMagic;

// WebAssembly has no 64 x 64 -> 128-bit multiplication (clang calls __multi3 for it): there the high half is
// taken from two 64-bit products instead, low = 2^32 h + l: (low d) >> 64 = (h d + ((l d) >> 32)) >> 32,
// exact since h d < 2^39.
inline std::uint32_t modSmall(std::uint32_t a, std::uint32_t d) {
#if defined(__SIZEOF_INT128__) && !defined(__wasm__)
    if (d <= kModMagicMax) [[likely]] {
        __extension__ using U128 = unsigned __int128;
        const std::uint64_t low = kModMagic[d] * a;
        return static_cast<std::uint32_t>((static_cast<U128>(low) * d) >> 64);
    }
#elif defined(__wasm__)
    if (d <= kModMagicMax) [[likely]] {
        const std::uint64_t low = kModMagic[d] * a;
        const std::uint64_t h = low >> 32, l = low & 0xFFFFFFFFu;
        return static_cast<std::uint32_t>((h * d + ((l * d) >> 32)) >> 32);
    }
#endif
    return a % d;
}

// kSinkable: whether a trace sink may be attached (Rng). The generator's untraced runs draw from
// BasicRng<false> (UntracedRng), whose draws test for no sink: the same draws, with no test on each.
// kStageTriple: the triple is the stage one (index 35, shifts 5, 9, 7), known when compiling, so that a draw
// shifts by constants (the generator's S and L, most of its draws); setSeed must then be given that index.
template <bool kSinkable, bool kStageTriple = false> class BasicRng {
public:
    BasicRng() = default;
    BasicRng(std::uint32_t seed, int shiftIndex) { setSeed(seed, shiftIndex); }

    // SetSeed: no warm-up; the first next() is the first step from seed (1.2).
    void setSeed(std::uint32_t seed, int shiftIndex) {
        assert(!kStageTriple || shiftIndex == kShiftStage);
        const ShiftTriple &t = kShiftTable[static_cast<std::size_t>(shiftIndex)];
        m_state = seed;
        m_a = t.a;
        m_b = t.b;
        m_c = t.c;
    }

#if defined(__GNUC__)
    [[gnu::always_inline]]
#endif
    inline std::uint32_t
    next() {
        const std::uint32_t s = kStageTriple ? step(m_state, 5, 9, 7) : step(m_state, m_a, m_b, m_c);
        m_state = s;
        if constexpr (kSinkable) {
            if (m_sink) [[unlikely]]
                m_sink->onDraw(m_id, s, tripleIndex());
        }
        return s;
    }

    // n draws into out, in order: exactly n calls of next(), with the state kept in a register for the
    // whole run (the stage triple, the hot one, with constant shifts). The trace sink, if any, sees the
    // draws in the same order.
    void fill(std::uint32_t *out, std::size_t n) {
        if ((!kStageTriple && (m_a != 5 || m_b != 9 || m_c != 7)) || hasSink()) [[unlikely]] {
            fillSlow(out, n); // out of line, so that it does not sit in the hot code
            return;
        }
        std::uint32_t s = m_state;
        for (std::size_t i = 0; i < n; ++i)
            out[i] = s = step(s, 5, 9, 7); // constant shifts
        m_state = s;
    }

    // Next() mod n, one draw; n > 0.
    std::uint32_t randomInt(std::uint32_t n) {
        return next() % n;
    }
    // The low bit of one draw.
    std::uint32_t coin() {
        return next() & 1u;
    }
    // NextFloat: both steps in float32 (1.6).
    float randomFloat() {
        const float u = static_cast<float>(next());
        return u * kFloatScale;
    }

    // Durstenfeld's Fisher-Yates from the top; len-1 draws (1.7).
    // The draws are made first, a block at a time, so that the divisions do not wait on each other.
    template <typename T>
#if defined(__GNUC__)
    [[gnu::always_inline]]
#endif
    void
    shuffle(std::span<T> list) {
        if (list.size() < 2)
            return;
        std::uint32_t draws[64];
        std::size_t i = list.size() - 1;
        while (i >= 1) {
            const std::size_t block = i < 64 ? i : 64;
            fill(draws, block);
            for (std::size_t k = 0; k < block; ++k, --i) {
                const std::size_t j = modSmall(draws[k], static_cast<std::uint32_t>(i + 1));
                std::swap(list[i], list[j]);
            }
        }
    }

    // An independent copy: same state and triple (1.8). The copy keeps the trace sink and id.
    BasicRng clone() const {
        return *this;
    }

    std::uint32_t state() const {
        return m_state;
    }
    // Sets the state without touching the triple (used to jump ahead over draws nobody reads).
    void setState(std::uint32_t state) {
        m_state = state;
    }
    bool hasSink() const {
        return kSinkable && m_sink != nullptr;
    }
    ShiftTriple triple() const {
        return {m_a, m_b, m_c};
    }
    // The triple's index in the table of 1.3 (the trace's: found when a draw is traced, so that the RNG
    // stays 16 bytes).
    std::uint8_t tripleIndex() const {
        for (std::size_t i = 0; i < kShiftTable.size(); ++i)
            if (kShiftTable[i].a == m_a && kShiftTable[i].b == m_b && kShiftTable[i].c == m_c)
                return static_cast<std::uint8_t>(i);
        return 0;
    }

    void attach(DrawSink *sink, RngId id) requires kSinkable {
        m_sink = sink;
        m_id = id;
    }
    RngId id() const {
        return m_id;
    }

    // The float32 with bit pattern 0x2F7FFFFE (1.6).
    static constexpr float kFloatScale = bitCast<float>(std::uint32_t{0x2F7FFFFEu});

    // One xorshift step (1.2): right a, left b, right c.
    static constexpr std::uint32_t step(std::uint32_t s, unsigned a, unsigned b, unsigned c) {
        s ^= s >> a;
        s ^= s << b;
        s ^= s >> c;
        return s;
    }

private:
    // Any triple, and the trace sink: out of line, so that it does not sit in the hot code.
#if defined(__GNUC__)
    [[gnu::noinline]]
#endif
    void
    fillSlow(std::uint32_t *out, std::size_t n) {
        std::uint32_t s = m_state;
        for (std::size_t i = 0; i < n; ++i)
            out[i] = s = step(s, m_a, m_b, m_c);
        m_state = s;
        if (hasSink())
            for (std::size_t i = 0; i < n; ++i)
                m_sink->onDraw(m_id, out[i], tripleIndex());
    }

    std::uint32_t m_state = 0;
    std::uint8_t m_a = 5, m_b = 9, m_c = 7;
    RngId m_id = RngId::None;
    DrawSink *m_sink = nullptr;
};

using Rng = BasicRng<true>;
using UntracedRng = BasicRng<false>;

// Stage seeds of a run seed: v[k] for k = 0..13; stage k uses v[k] (2.1).
std::array<std::uint32_t, 14> stageSeedsOf(std::uint32_t runSeed);
std::uint32_t stageSeedOf(std::uint32_t runSeed, int stage);

} // namespace floorgen
