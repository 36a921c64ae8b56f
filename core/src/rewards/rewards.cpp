#include "floorgen/rewards.h"

#include "floorgen/rng.h"

#include <algorithm>
#include <cmath>

// Arithmetic of award() (a decision, rewards.md leaves the precision open):
//
// * The game keeps pickupPercent, RandomFloat() and Luck in float32, so award() does steps 1-3 in float32
//   with float32 constants, left to right as the spec writes them: p*0.9f + 0.1f, then (F()*L)*0.1f + p,
//   then p*0.98f + 0.02f or p*0.9f + 0.1f. The thresholds of step 5.1 are float32 comparisons against
//   0.22f, 0.3f, ... (generation.md 1.6: comparisons made against float constants are float32 ones).
// * Step 7 follows the same rule: q = powf(0.666f, n) and q*0.5f > F() are float32.
// * This file is compiled with -ffp-contract=off (core/CMakeLists.txt), so no multiply-add is fused and every
//   product and sum is rounded to float32 on its own, as the spec's expressions are written.
//
// exactDistribution() instead uses the model of rewards.md "Exact probabilities": F() uniform on [0, 1), the
// constants exactly as written in decimal (0.22, not 0.22f), RandomInt(n) uniform and independent. The
// float32 rounding of award() moves an interval's probability by at most a few 1e-8 (the spacing of floats
// near the thresholds, times the density of p), far below what a million samples can see and below the spec's
// reference values (nothing 22%, coin 15%, ...), which are the decimal ones.

namespace floorgen {

namespace {

struct KindInfo {
    std::string_view name;
    std::string_view key;
};

constexpr KindInfo kKinds[kRewardKindCount] = {
    {"Nothing", "nothing"},
    {"Tarot Card", "card"},
    {"Trinket", "trinket"},
    {"Pill", "pill"},
    {"Coin", "coin"},
    {"Heart", "heart"},
    {"Key", "key"},
    {"Bomb", "bomb"},
    {"Chest", "chest"},
    {"Locked Chest", "locked-chest"},
    {"Lil' Battery", "battery"},
    {"Grab Bag", "sack"},
};

struct ItemInfo {
    std::string_view name;
    std::string_view key;
    std::string_view effect;
    bool trinket;
};

constexpr ItemInfo kRewardItems[kRewardItemCount] = {
    {"Lucky Foot", "lucky-foot", "Scales the first float: p = p*0.9 + 0.1 (never below 0.1).", false},
    {"Smelter", "smelter", "1 in 50: the reward becomes a trinket (last of the replacements).", false},
    {"Guppy's Tail", "guppys-tail", "1/3 a chest (half of them locked), 2/9 nothing; applies to every room.",
     false},
    {"Broken Modem", "broken-modem", "1 in 4: one more coin, heart, key, bomb or grab bag.", false},
    {"Contract From Below", "contract-from-below",
     "n copies: n+1 of the reward, but nothing with chance 0.5*0.666^n (not for trinkets).", false},
    {"Lucky Toe", "lucky-toe", "p = p*0.98 + 0.02 with Lucky Foot and luck > 0, else p = p*0.9 + 0.1.", true},
    {"Rib of Greed", "rib-of-greed", "Coins take 0.45-0.5 from hearts (coin 20%, heart 10%).", true},
    {"Daemon's Tail", "daemons-tail", "4 in 5 hearts become keys (also Child's Heart's hearts fail 4 in 5).",
     true},
    {"Watch Battery", "watch-battery", "Lil' battery 1/15 more often, on top of the base 1/20.", true},
    {"Ace of Spades", "ace-of-spades", "1 in 10: the reward becomes a tarot card.", true},
    {"Safety Cap", "safety-cap", "1 in 10: the reward becomes a pill.", true},
    {"Match Stick", "match-stick", "1 in 10: the reward becomes a bomb.", true},
    {"Child's Heart", "childs-heart", "1 in 10: the reward becomes a heart.", true},
    {"Rusted Key", "rusted-key", "1 in 10: the reward becomes a key.", true},
};

// Constants of steps 1-3 and 5.1, as the game's float32 and as the decimals the spec writes.
constexpr float kFootScale = 0.9f, kFootAdd = 0.1f;
constexpr float kToeFootScale = 0.98f, kToeFootAdd = 0.02f;
constexpr float kToeScale = 0.9f, kToeAdd = 0.1f;
constexpr float kLuckScale = 0.1f;
constexpr float kContractBase = 0.666f, kContractHalf = 0.5f;

constexpr double kThresholds[] = {0.22, 0.3, 0.45, 0.5, 0.6, 0.8, 0.95};

bool isModemKind(RewardKind k) {
    return k == RewardKind::Coin || k == RewardKind::Heart || k == RewardKind::Key || k == RewardKind::Sack ||
           k == RewardKind::Bomb;
}

// The RNG of one award, counting its draws.
class AwardRng {
public:
    explicit AwardRng(std::uint32_t seed)
        : m_rng(seed, kShiftStage) {}
    float f() {
        ++m_draws;
        return m_rng.randomFloat();
    }
    std::uint32_t i(std::uint32_t n) {
        ++m_draws;
        return m_rng.randomInt(n);
    }
    int draws() const { return m_draws; }

private:
    Rng m_rng;
    int m_draws = 0;
};

// CDF of a*U + b*V at y, U and V independent uniform on [0, 1), a > 0, b >= 0: the trapezoid
// distribution. Written piecewise (not as a sum of clipped squares) so that a tiny b loses no precision.
double sumOfUniformsCdf(double y, double a, double b) {
    const double lo = std::min(a, b), hi = std::max(a, b);
    if (y <= 0)
        return 0;
    if (y >= lo + hi)
        return 1;
    if (lo <= 0)
        return std::clamp(y / hi, 0.0, 1.0);
    if (y < lo)
        return y * y / (2 * lo * hi);
    if (y <= hi)
        return (y - lo / 2) / hi;
    const double r = lo + hi - y;
    return 1 - r * r / (2 * lo * hi);
}

// Table of probabilities by (kind, count), count 0..maxCount.
class Table {
public:
    explicit Table(int maxCount)
        : m_maxCount(maxCount)
        , m_p(kRewardKindCount * (maxCount + 1), 0.0) {}
    double &at(RewardKind k, int count) {
        return m_p[static_cast<std::size_t>(static_cast<int>(k) * (m_maxCount + 1) + count)];
    }
    int maxCount() const { return m_maxCount; }

    std::vector<Outcome> outcomes() const {
        std::vector<Outcome> out;
        for (int k = 0; k < kRewardKindCount; ++k)
            for (int c = 0; c <= m_maxCount; ++c) {
                const double p = m_p[static_cast<std::size_t>(k * (m_maxCount + 1) + c)];
                if (p > 0)
                    out.push_back({static_cast<RewardKind>(k), c, p});
            }
        return out;
    }

private:
    int m_maxCount;
    std::vector<double> m_p;
};

using KindMass = std::array<double, kRewardKindCount>;

double &mass(KindMass &m, RewardKind k) {
    return m[static_cast<std::size_t>(k)];
}

// Step 5.1 as unconditional masses; Nothing holds P(p <= 0.22).
KindMass baseMasses(const RewardInputs &in) {
    double cdf[std::size(kThresholds)];
    for (std::size_t i = 0; i < std::size(kThresholds); ++i)
        cdf[i] = pickupPercentCdf(in, kThresholds[i]);
    const double pNothing = cdf[0];
    const double pT = cdf[1] - cdf[0]; // (0.22, 0.3)
    const double pC = cdf[2] - cdf[1]; // [0.3, 0.45)
    const double pR = cdf[3] - cdf[2]; // [0.45, 0.5)
    const double pH = cdf[4] - cdf[3]; // [0.5, 0.6)
    const double pK = cdf[5] - cdf[4]; // [0.6, 0.8)
    const double pB = cdf[6] - cdf[5]; // [0.8, 0.95)
    const double pCh = 1.0 - cdf[6];   // [0.95, ...)

    KindMass m{};
    mass(m, RewardKind::Nothing) = pNothing;
    // I(3) == 0: card; else I(2) == 0: trinket; else pill -> 1/3 each.
    mass(m, RewardKind::Card) += pT / 3;
    mass(m, RewardKind::Trinket) += pT * (2.0 / 3) * 0.5;
    mass(m, RewardKind::Pill) += pT * (2.0 / 3) * 0.5;
    mass(m, RewardKind::Coin) += pC;
    double heartZone = pH;
    if (in.ribOfGreed)
        mass(m, RewardKind::Coin) += pR;
    else
        heartZone += pR; // falls through to "p < 0.6"
    if (in.daemonsTail) {
        mass(m, RewardKind::Heart) += heartZone / 5;
        mass(m, RewardKind::Key) += heartZone * 4 / 5; // I(5) != 0 falls through to "p < 0.8": key
    } else {
        mass(m, RewardKind::Heart) += heartZone;
    }
    mass(m, RewardKind::Key) += pK;
    mass(m, RewardKind::Bomb) += pB;
    mass(m, RewardKind::Chest) += pCh;
    return m;
}

} // namespace

std::string_view rewardKindName(RewardKind k) {
    return kKinds[static_cast<std::size_t>(k)].name;
}

std::string_view rewardKindKey(RewardKind k) {
    return kKinds[static_cast<std::size_t>(k)].key;
}

std::optional<RewardKind> rewardKindFromKey(std::string_view key) {
    for (int i = 0; i < kRewardKindCount; ++i)
        if (kKinds[i].key == key)
            return static_cast<RewardKind>(i);
    return std::nullopt;
}

std::string_view rewardItemName(RewardItem i) {
    return kRewardItems[static_cast<std::size_t>(i)].name;
}

std::string_view rewardItemKey(RewardItem i) {
    return kRewardItems[static_cast<std::size_t>(i)].key;
}

std::string_view rewardItemEffect(RewardItem i) {
    return kRewardItems[static_cast<std::size_t>(i)].effect;
}

bool rewardItemIsTrinket(RewardItem i) {
    return kRewardItems[static_cast<std::size_t>(i)].trinket;
}

std::optional<RewardItem> rewardItemFromKey(std::string_view key) {
    for (int i = 0; i < kRewardItemCount; ++i)
        if (kRewardItems[i].key == key)
            return static_cast<RewardItem>(i);
    return std::nullopt;
}

namespace {

bool *flagOf(RewardInputs &in, RewardItem item) {
    switch (item) {
    case RewardItem::LuckyFoot:
        return &in.luckyFoot;
    case RewardItem::Smelter:
        return &in.smelter;
    case RewardItem::GuppysTail:
        return &in.guppysTail;
    case RewardItem::BrokenModem:
        return &in.brokenModem;
    case RewardItem::ContractFromBelow:
        return nullptr;
    case RewardItem::LuckyToe:
        return &in.luckyToe;
    case RewardItem::RibOfGreed:
        return &in.ribOfGreed;
    case RewardItem::DaemonsTail:
        return &in.daemonsTail;
    case RewardItem::WatchBattery:
        return &in.watchBattery;
    case RewardItem::AceOfSpades:
        return &in.aceOfSpades;
    case RewardItem::SafetyCap:
        return &in.safetyCap;
    case RewardItem::MatchStick:
        return &in.matchStick;
    case RewardItem::ChildsHeart:
        return &in.childsHeart;
    case RewardItem::RustedKey:
        return &in.rustedKey;
    }
    return nullptr;
}

} // namespace

int itemCount(const RewardInputs &in, RewardItem item) {
    if (item == RewardItem::ContractFromBelow)
        return std::clamp(in.contracts, 0, kMaxContracts);
    const bool *flag = flagOf(const_cast<RewardInputs &>(in), item);
    return flag && *flag ? 1 : 0;
}

void setItemCount(RewardInputs &in, RewardItem item, int count) {
    if (item == RewardItem::ContractFromBelow) {
        in.contracts = std::clamp(count, 0, kMaxContracts);
        return;
    }
    if (bool *flag = flagOf(in, item))
        *flag = count > 0;
}

float effectiveLuck(const RewardInputs &in) {
    if (std::isnan(in.luck))
        return 0.0f;
    return static_cast<float>(std::clamp(in.luck, 0.0, 10.0));
}

Reward award(std::uint32_t awardSeed, const RewardInputs &in, AwardDetail *detail) {
    AwardRng rng(awardSeed); // SetSeed(awardSeed, 35)

    // 1.
    const float u1 = rng.f();
    float p = u1;
    if (in.luckyFoot)
        p = p * kFootScale + kFootAdd;
    // 2. The draw is made even when L is 0.
    const float L = effectiveLuck(in);
    const float u2 = rng.f();
    p = u2 * L * kLuckScale + p;
    // 3.
    if (in.luckyToe) {
        if (in.luckyFoot && L > 0.0f)
            p = p * kToeFootScale + kToeFootAdd;
        else
            p = p * kToeScale + kToeAdd;
    }

    // 4.
    RewardKind kind = RewardKind::Nothing;
    int count = 1;
    RewardKind baseKind = RewardKind::Nothing;

    // 5. Every "A and B" below evaluates B (and draws) only when A holds.
    if (p > 0.22f) {
        // 5.1
        if (p < 0.3f) {
            if (rng.i(3) == 0)
                kind = RewardKind::Card;
            else if (rng.i(2) == 0)
                kind = RewardKind::Trinket;
            else
                kind = RewardKind::Pill;
        } else if (p < 0.45f) {
            kind = RewardKind::Coin;
        } else if (p < 0.5f && in.ribOfGreed) {
            kind = RewardKind::Coin;
        } else if (p < 0.6f && (!in.daemonsTail || rng.i(5) == 0)) {
            kind = RewardKind::Heart;
        } else if (p < 0.8f) {
            kind = RewardKind::Key;
        } else if (p < 0.95f) {
            kind = RewardKind::Bomb;
        } else {
            kind = RewardKind::Chest;
        }
        baseKind = kind;
        // 5.2: I(15) is drawn whenever I(20) != 0, held or not; Watch Battery is tested after the draw.
        if (rng.i(20) == 0 || (rng.i(15) == 0 && in.watchBattery))
            kind = RewardKind::Battery;
        // 5.3
        if (rng.i(50) == 0)
            kind = RewardKind::Sack;
        // 5.4: a trinket not held makes no draw.
        if (in.aceOfSpades && rng.i(10) == 0)
            kind = RewardKind::Card;
        else if (in.safetyCap && rng.i(10) == 0)
            kind = RewardKind::Pill;
        else if (in.matchStick && rng.i(10) == 0)
            kind = RewardKind::Bomb;
        else if (in.childsHeart && rng.i(10) == 0 && (!in.daemonsTail || rng.i(5) == 0))
            kind = RewardKind::Heart;
        else if (in.rustedKey && rng.i(10) == 0)
            kind = RewardKind::Key;
        // 5.5
        if (in.smelter && rng.i(50) == 0)
            kind = RewardKind::Trinket;
    }
    const RewardKind beforeGuppy = kind;

    // 6.
    if (in.guppysTail) {
        if (rng.i(3) != 0) {
            if (rng.i(3) == 0)
                kind = RewardKind::Nothing;
        } else {
            kind = rng.i(2) != 0 ? RewardKind::LockedChest : RewardKind::Chest;
        }
    }

    // 7. Also when kind is nothing (the draw is made; the count does not matter then).
    const int contracts = std::clamp(in.contracts, 0, kMaxContracts);
    if (contracts > 0 && kind != RewardKind::Trinket) {
        count = contracts + 1;
        const float q = std::pow(kContractBase, static_cast<float>(count - 1));
        if (q * kContractHalf > rng.f())
            count = 0;
    }

    // 8.
    if (in.hard && kind == RewardKind::Heart) {
        if (rng.i(100) >= 35)
            kind = RewardKind::Nothing;
    }

    // 9. I(4) is drawn whenever Broken Modem is held, before count and kind are looked at.
    if (in.brokenModem && rng.i(4) == 0 && count >= 1 && isModemKind(kind))
        count += 1;

    if (detail) {
        detail->u1 = u1;
        detail->u2 = u2;
        detail->p = p;
        detail->baseKind = baseKind;
        detail->beforeGuppy = beforeGuppy;
        detail->draws = rng.draws();
    }

    // 10.
    if (count > 0 && kind != RewardKind::Nothing)
        return {kind, count};
    return {RewardKind::Nothing, 0};
}

double pickupPercentCdf(const RewardInputs &in, double x) {
    const double L = effectiveLuck(in);
    // p = c + s1*U1 + s2*U2 with U1, U2 the floats of steps 1 and 2.
    double c = 0, s1 = 1;
    if (in.luckyFoot) {
        c = 0.1;
        s1 = 0.9;
    }
    double s2 = 0.1 * L;
    if (in.luckyToe) {
        const bool footAndLuck = in.luckyFoot && L > 0;
        const double scale = footAndLuck ? 0.98 : 0.9;
        const double add = footAndLuck ? 0.02 : 0.1;
        c = c * scale + add;
        s1 *= scale;
        s2 *= scale;
    }
    return sumOfUniformsCdf(x - c, s1, s2);
}

std::vector<Outcome> baseDistribution(const RewardInputs &in) {
    const KindMass m = baseMasses(in);
    Table t(1);
    for (int k = 0; k < kRewardKindCount; ++k) {
        const auto kind = static_cast<RewardKind>(k);
        t.at(kind, kind == RewardKind::Nothing ? 0 : 1) += m[static_cast<std::size_t>(k)];
    }
    return t.outcomes();
}

std::vector<Outcome> exactDistribution(const RewardInputs &in) {
    const KindMass base = baseMasses(in);
    const double pNothing = base[static_cast<std::size_t>(RewardKind::Nothing)];
    const double pAbove = 1.0 - pNothing; // p > 0.22: steps 5.2-5.5 run

    // Steps 5.2-5.5: the last replacement that fires wins. over[k] = P(the replacements end on k), keep =
    // P(none).
    KindMass over{};
    double reach = 1.0; // P(no later step has fired), walking from the last step back
    // 5.5 Smelter
    if (in.smelter) {
        mass(over, RewardKind::Trinket) += reach / 50;
        reach *= 49.0 / 50;
    }
    // 5.4, in order; each "held and I(10) == 0" fires with 1/10 (Child's Heart also needs Daemon's I(5) ==
    // 0).
    struct ChainLink {
        bool held;
        RewardKind kind;
        double chance;
    };
    const ChainLink chain[] = {
        {in.aceOfSpades, RewardKind::Card, 0.1},
        {in.safetyCap, RewardKind::Pill, 0.1},
        {in.matchStick, RewardKind::Bomb, 0.1},
        {in.childsHeart, RewardKind::Heart, in.daemonsTail ? 0.1 / 5 : 0.1},
        {in.rustedKey, RewardKind::Key, 0.1},
    };
    for (const ChainLink &link : chain) {
        if (!link.held)
            continue;
        mass(over, link.kind) += reach * link.chance;
        reach *= 1 - link.chance;
    }
    // 5.3 grab bag
    mass(over, RewardKind::Sack) += reach / 50;
    reach *= 49.0 / 50;
    // 5.2 lil' battery: I(20) == 0, or I(15) == 0 with Watch Battery.
    const double battery = 1.0 / 20 + (in.watchBattery ? (19.0 / 20) * (1.0 / 15) : 0.0);
    mass(over, RewardKind::Battery) += reach * battery;
    reach *= 1 - battery;
    const double keep = reach;

    KindMass afterFive{};
    mass(afterFive, RewardKind::Nothing) = pNothing;
    for (int k = 1; k < kRewardKindCount; ++k) {
        const auto i = static_cast<std::size_t>(k);
        afterFive[i] = base[i] * keep + pAbove * over[i];
    }

    // Step 6.
    KindMass afterSix = afterFive;
    if (in.guppysTail) {
        afterSix = KindMass{};
        for (int k = 0; k < kRewardKindCount; ++k) {
            const double m = afterFive[static_cast<std::size_t>(k)];
            mass(afterSix, static_cast<RewardKind>(k)) += m * (2.0 / 3) * (2.0 / 3); // I(3)!=0, I(3)!=0
            mass(afterSix, RewardKind::Nothing) += m * (2.0 / 3) * (1.0 / 3);        // I(3)!=0, I(3)==0
            mass(afterSix, RewardKind::LockedChest) += m * (1.0 / 3) * 0.5;          // I(3)==0, I(2)!=0
            mass(afterSix, RewardKind::Chest) += m * (1.0 / 3) * 0.5;                // I(3)==0, I(2)==0
        }
    }

    // Steps 7-9 on (kind, count); then step 10 folds count 0 and nothing together.
    const int n = std::clamp(in.contracts, 0, kMaxContracts);
    Table t(n + 2);
    for (int k = 0; k < kRewardKindCount; ++k) {
        const auto kind0 = static_cast<RewardKind>(k);
        const double m = afterSix[static_cast<std::size_t>(k)];
        if (m <= 0)
            continue;
        // 7.
        struct Branch {
            int count;
            double p;
        };
        Branch counts[2] = {{1, 1.0}, {0, 0.0}};
        if (n > 0 && kind0 != RewardKind::Trinket) {
            const double q = 0.5 * std::pow(0.666, n);
            counts[0] = {n + 1, 1 - q};
            counts[1] = {0, q};
        }
        for (const Branch &b : counts) {
            if (b.p <= 0)
                continue;
            // 8.
            struct KindBranch {
                RewardKind kind;
                double p;
            };
            KindBranch kinds[2] = {{kind0, 1.0}, {RewardKind::Nothing, 0.0}};
            if (in.hard && kind0 == RewardKind::Heart) {
                kinds[0] = {RewardKind::Heart, 35.0 / 100};
                kinds[1] = {RewardKind::Nothing, 65.0 / 100};
            }
            for (const KindBranch &kb : kinds) {
                if (kb.p <= 0)
                    continue;
                const double w = m * b.p * kb.p;
                // 9.
                const bool modemApplies = in.brokenModem && b.count >= 1 && isModemKind(kb.kind);
                auto put = [&](int count, double p) {
                    if (count > 0 && kb.kind != RewardKind::Nothing)
                        t.at(kb.kind, count) += p;
                    else
                        t.at(RewardKind::Nothing, 0) += p;
                };
                if (modemApplies) {
                    put(b.count + 1, w / 4);
                    put(b.count, w * 3 / 4);
                } else {
                    put(b.count, w);
                }
            }
        }
    }
    return t.outcomes();
}

double probabilityOf(const std::vector<Outcome> &table, RewardKind kind, int count) {
    for (const Outcome &o : table)
        if (o.kind == kind && o.count == count)
            return o.probability;
    return 0;
}

double probabilityOfKind(const std::vector<Outcome> &table, RewardKind kind) {
    double sum = 0;
    for (const Outcome &o : table)
        if (o.kind == kind)
            sum += o.probability;
    return sum;
}

} // namespace floorgen
