// repentance.md R16 (PlanetariumChance) and R17 (ShopLevel).
//
// planetariumChance() is float32 throughout, with float32 constants (0.01f, 0.2f, ...), each product and sum
// rounded on its own in the order R16 writes them: this file is compiled with -ffp-contract=off
// (core/CMakeLists.txt), so no multiply-add is fused. R21.6 pins the bit patterns.

#include "floorgen/repchances.h"

#include "floorgen/rng.h"

#include <algorithm>

namespace floorgen::rep {

namespace {

constexpr int kTriple19 = 19; // (3, 3, 26): the shop level's Y (R1.3)
constexpr int kTaintedKeeper = 33;

constexpr float kBase = 0.01f;
constexpr float kPerSkip = 0.2f;
constexpr float kOne = 1.0f;
constexpr float kBall = 0.15f; // Magic 8 Ball, Crystal Ball and the lens's first term
constexpr float kSausage = 0.069f;
constexpr float kLensOne = 0.18f;  // golden or Mom's Box
constexpr float kLensBoth = 0.33f; // golden and Mom's Box
constexpr float kLensNone = 0.09f;

// Y with its draws recorded.
class ShopRng {
public:
    ShopRng(std::uint32_t seed, ShopLevelTrace *trace)
        : m_rng(seed, kTriple19)
        , m_trace(trace) {}
    std::uint32_t next() {
        const std::uint32_t x = m_rng.next();
        if (m_trace && m_trace->drawCount < static_cast<int>(m_trace->draws.size()))
            m_trace->draws[static_cast<std::size_t>(m_trace->drawCount++)] = x;
        return x;
    }

private:
    UntracedRng m_rng;
    ShopLevelTrace *m_trace;
};

} // namespace

float planetariumChance(const PlanetariumInputs &in) {
    // Step 1.
    const bool lens = in.telescopeLens;
    const bool gold = lens && in.goldenLens;
    const bool box = lens && in.momsBox;
    // Step 2: raw stage.
    if (in.stage > 10 || (in.stage > 6 && !lens) || (in.stage > 8 && !gold && !box))
        return 0.0f;
    // Step 3.
    const int stagePrime = in.stage + ((in.type == 4 || in.type == 5) ? 1 : 0);
    float c = kBase;
    bool lensTerm = false;
    if (in.planetariumsEntered == 0) { // step 4
        const int t = in.treasureRoomsEntered;
        if (!in.filtered4 && t < stagePrime - 1) {
            const float skipped = static_cast<float>(stagePrime - t - 1);
            const float product = skipped * kPerSkip;
            c = product + kBase;
            if (in.crystalBall)
                c = c + kOne;
        }
        if (in.magic8Ball)
            c = c + kBall;
        if (in.crystalBall)
            c = c + kBall;
        if (in.sausage)
            c = c + kSausage;
        if (lens) {
            c = c + kBall;
            lensTerm = true;
        }
    } else { // step 5
        lensTerm = lens;
    }
    if (lensTerm) // step 6
        c = c + (gold != box ? kLensOne : (gold ? kLensBoth : kLensNone));
    c = std::max(c, kBase); // step 7
    c = std::min(c, kOne);
    return c;
}

int shopLevel(std::uint32_t seed, const ShopLevelInputs &in, ShopLevelTrace *trace) {
    if (trace)
        *trace = ShopLevelTrace{};
    const Achievements &u = in.unlocks;
    // Step 1.
    const int a = (u.unlocked(151) ? 2 : 1) + (u.unlocked(153) ? 1 : 0);
    const int b = (u.unlocked(152) ? 2 : 1) + (u.unlocked(154) ? 1 : 0);
    // Step 2: two draws, even for a RandomInt(1).
    ShopRng y(seed, trace);
    const std::uint32_t ra = y.next() % static_cast<std::uint32_t>(a);
    const std::uint32_t rb = y.next() % static_cast<std::uint32_t>(b);
    int lv = static_cast<int>(ra + rb);
    // Step 3.
    const bool odd = (y.next() & 1u) == 1u;
    const bool keep = odd && in.hard;
    if (!keep)
        lv = a + b - 2;
    // Step 4.
    const int key = in.storeKey;
    const std::uint32_t low = y.next() & 0xFFu;
    // Step 5.
    ShopPath path;
    if (low == 0 && key < 2) {
        lv = 11;
        path = ShopPath::Modifiers;
    } else if (low == 1 && lv >= 2) {
        lv = 10;
        path = ShopPath::None;
    } else if (lv == 10) {
        path = ShopPath::None;
    } else if (key > 2) {
        path = ShopPath::Bump;
    } else {
        path = ShopPath::Modifiers;
    }
    const ShopPath chosen = path;
    const int beforeBump = lv;
    // Step 6: the first test that holds.
    if (path == ShopPath::Modifiers) {
        const bool bump = (in.stage == 10 && in.type == 0 && in.wickedCrown > 0 && in.wickedCrown > 1) ||
                          (in.stage == 10 && in.type == 1 && in.holyCrown > 0 && in.holyCrown > 1) ||
                          ((in.stage == 7 || in.stage == 8) && in.silverDollar > 1);
        path = bump ? ShopPath::Bump : ShopPath::None;
    }
    // Step 7.
    if (path == ShopPath::Bump) {
        if (lv == 4) {
            lv = 10;
        } else {
            const std::uint32_t r = y.next();
            if ((r & 3u) == 0)
                lv = 10;
            else if (lv == 11)
                lv = 0;
            else if (lv < 4)
                lv = lv + 1;
        }
    }
    // Step 8.
    if (in.character == kTaintedKeeper)
        lv += 100;
    if (trace) {
        trace->a = a;
        trace->b = b;
        trace->odd = odd;
        trace->randomKept = keep;
        trace->low = low;
        trace->chosen = chosen;
        trace->taken = path;
        trace->levelBeforeBump = beforeBump;
    }
    return lv;
}

} // namespace floorgen::rep
