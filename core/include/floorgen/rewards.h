#pragma once

// Room-clear rewards (rewards.md, normative): the award of one room seed, draw for draw, and the exact
// probability of every (kind, count) outcome for given player inputs, in closed form.

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace floorgen {

// What a cleared room gives. Subtypes (penny or nickel, red or soul heart) are not modelled.
enum class RewardKind : std::uint8_t {
    Nothing,
    Card, // tarot card
    Trinket,
    Pill,
    Coin,
    Heart,
    Key,
    Bomb,
    Chest,
    LockedChest,
    Battery, // lil' battery
    Sack,    // grab bag
};
inline constexpr int kRewardKindCount = 12;

std::string_view rewardKindName(RewardKind k); // "Lil' Battery", "Grab Bag", ...
std::string_view rewardKindKey(RewardKind k);  // "battery", "sack", ... (CLI, JSON, icon file names)
std::optional<RewardKind> rewardKindFromKey(std::string_view key);

// The collectibles and trinkets the algorithm reads, in the order of rewards.md "Inputs".
enum class RewardItem : std::uint8_t {
    LuckyFoot,
    Smelter,
    GuppysTail,
    BrokenModem,
    ContractFromBelow, // a count: each copy held adds one
    LuckyToe,          // trinkets from here on
    RibOfGreed,
    DaemonsTail,
    WatchBattery,
    AceOfSpades,
    SafetyCap,
    MatchStick,
    ChildsHeart,
    RustedKey,
};
inline constexpr int kRewardItemCount = 14;

std::string_view rewardItemName(RewardItem i);   // "Contract From Below"
std::string_view rewardItemKey(RewardItem i);    // "contract-from-below"
std::string_view rewardItemEffect(RewardItem i); // one line: what it does to room rewards
bool rewardItemIsTrinket(RewardItem i);
std::optional<RewardItem> rewardItemFromKey(std::string_view key);

// More copies than anyone can hold; keeps counts and tables small for absurd inputs.
inline constexpr int kMaxContracts = 999;

struct RewardInputs {
    double luck = 0; // clamped to [0, 10] before use; fractional luck allowed; NaN counts as 0
    bool luckyFoot = false;
    bool smelter = false;
    bool guppysTail = false;
    bool brokenModem = false;
    int contracts = 0; // Contract From Below copies held; clamped to 0..kMaxContracts
    bool luckyToe = false;
    bool ribOfGreed = false;
    bool daemonsTail = false;
    bool watchBattery = false;
    bool aceOfSpades = false;
    bool safetyCap = false;
    bool matchStick = false;
    bool childsHeart = false;
    bool rustedKey = false;
    bool hard = false;

    friend bool operator==(const RewardInputs &, const RewardInputs &) = default;
};

// How many of an item the inputs hold (0 or 1, or the contract count, clamped), and setting it.
int itemCount(const RewardInputs &in, RewardItem item);
void setItemCount(RewardInputs &in, RewardItem item, int count);

// The luck the algorithm uses: clamp(luck, 0, 10) as a float32 (the game's Luck is a float).
float effectiveLuck(const RewardInputs &in);

struct Reward {
    RewardKind kind = RewardKind::Nothing;
    int count = 0; // 0 exactly when kind is Nothing

    friend bool operator==(const Reward &, const Reward &) = default;
};

// Optional detail of one award, for "why did this room give that".
struct AwardDetail {
    float u1 = 0, u2 = 0;                         // the two floats of steps 1 and 2
    float p = 0;                                  // pickupPercent after step 3
    RewardKind baseKind = RewardKind::Nothing;    // the kind chosen by step 5.1 (Nothing when p <= 0.22)
    RewardKind beforeGuppy = RewardKind::Nothing; // after steps 5.2-5.5
    int draws = 0;                                // RNG draws made (Next calls)
};

// The award of one room (rewards.md "Algorithm"), draw for draw.
Reward award(std::uint32_t awardSeed, const RewardInputs &in, AwardDetail *detail = nullptr);

struct Outcome {
    RewardKind kind = RewardKind::Nothing;
    int count = 0;
    double probability = 0;
};

// The exact distribution of (kind, count), in closed form (rewards.md "Exact probabilities"): F() uniform on
// [0, 1), RandomInt(n) uniform on 0..n-1, all draws independent, the constants exactly as written in decimal.
// Only outcomes with a positive probability, sorted by kind (enum order) then count. Sums to 1.
// The game's RNG is not quite that model: the award RNG's state after the first draw is the first draw
// itself, so the second float (luck) depends on the first. Over all 2^32 seeds this moves outcomes by up to
// about 7e-4 (0.07 percentage points) when 0 < luck < 1, and by nothing measurable (< 1e-4) at luck 0 or luck
// >= 1.
std::vector<Outcome> exactDistribution(const RewardInputs &in);

// The distribution of the kind chosen by step 5.1 alone (count 1; Nothing for p <= 0.22), as in the spec's
// reference values "before steps 5.2 and later". Same order and rules as exactDistribution.
std::vector<Outcome> baseDistribution(const RewardInputs &in);

// P(p < x) for the pickupPercent p of steps 1-3 under the same model (a piecewise-quadratic CDF).
double pickupPercentCdf(const RewardInputs &in, double x);

// The probability of one outcome in a table (0 when absent).
double probabilityOf(const std::vector<Outcome> &table, RewardKind kind, int count);
// The probability of a kind in a table, summed over counts.
double probabilityOfKind(const std::vector<Outcome> &table, RewardKind kind);

} // namespace floorgen
