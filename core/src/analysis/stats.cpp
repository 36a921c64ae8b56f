#include "floorgen/stats.h"

#include "engine/threads.h"
#include "floorgen/filecatalog.h"
#include "floorgen/repchances.h"
#include "floorgen/repstages.h"
#include "floorgen/rng.h"
#include "repentance/repentance.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace floorgen {

std::string_view seedSpaceKey(SeedSpace s) {
    return s == SeedSpace::Run ? "run" : "stage";
}

// ---- seed sets ----------------------------------------------------------------------------------------

SeedSet SeedSet::range(std::uint32_t from, std::uint32_t to) {
    SeedSet s;
    s.kind = Kind::Range;
    s.from = std::max<std::uint32_t>(from, 1);
    s.to = to;
    return s;
}

SeedSet SeedSet::random(std::uint64_t count, std::uint64_t masterSeed) {
    SeedSet s;
    s.kind = Kind::Random;
    s.count = count;
    s.masterSeed = masterSeed;
    return s;
}

std::uint64_t SeedSet::size() const {
    if (kind == Kind::Random)
        return count;
    return to >= from ? std::uint64_t{to} - from + 1 : 0;
}

std::uint32_t SeedSet::at(std::uint64_t index) const {
    if (kind == Kind::Range)
        return static_cast<std::uint32_t>(from + index);
    // SplitMix64 of (master, index): a fixed function of the index, so chunks can be computed anywhere.
    std::uint64_t z = masterSeed + (index + 1) * 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    const auto seed = static_cast<std::uint32_t>(z ^ (z >> 32));
    return seed == 0 ? 1u : seed;
}

// ---- rolls --------------------------------------------------------------------------------------------

std::string_view rollName(Roll r) {
    static constexpr std::string_view names[] = {"Planetarium",    "Dice / Sacrifice", "Library",
                                                 "Curse Room",     "Mini-Boss",        "Challenge",
                                                 "Vault / Arcade", "Bedroom"};
    return names[static_cast<int>(r)];
}

std::string_view rollKey(Roll r) {
    static constexpr std::string_view keys[] = {"planetarium", "dice-sacrifice", "library",      "curse",
                                                "mini-boss",   "challenge",      "vault-arcade", "bedroom"};
    return keys[static_cast<int>(r)];
}

bool rollHappens(Roll r, const Settings &s) {
    if (s.ruleSet == RuleSet::Original2011)
        return false; // its rolls are its own (docs/original-2011.md O8), not section 7.9's
    const bool rep = s.ruleSet == RuleSet::Repentance;
    switch (r) {
    case Roll::Planetarium:
        return rep; // repentance.md R11 step 9: on every floor
    case Roll::Curse:
        return !rep && s.stage < 11; // repentance.md 10c: the curse room is always placed, no roll
    case Roll::DiceSacrifice:
    case Roll::Library:
    case Roll::MiniBoss:
    case Roll::Challenge:
    case Roll::VaultArcade:
        return s.stage < 11;
    case Roll::Bedroom:
        return s.stage < 7;
    }
    return false;
}

namespace {

DocumentedChance fraction(std::uint32_t num, std::uint32_t den, std::string condition) {
    DocumentedChance c;
    c.numerator = num;
    c.denominator = den;
    c.value = static_cast<double>(num) / static_cast<double>(den);
    c.condition = std::move(condition);
    return c;
}

} // namespace

namespace {

// The chances repentance.md's steps give (R11 steps 9 to 11; R16 for the planetarium).
std::optional<DocumentedChance> repentanceChance(Roll r, const Settings &s) {
    const PlayerState &st = s.state;
    const int sp = s.stage + (rep::isAlt(s.stageType) ? 1 : 0); // stage'
    const bool fullHealth = st.hearts + st.soulHearts >= st.maxHearts;
    switch (r) {
    case Roll::Planetarium: {
        DocumentedChance c;
        c.value = static_cast<double>(rep::planetariumChance(planetariumInputsOf(s)));
        c.condition = "base 1%, raised by skipped treasure rooms and items (repentance.md R16)";
        return c;
    }
    case Roll::DiceSacrifice:
        return fullHealth ? fraction(5, 14, "full health: 1/7, then a second 1/4")
                          : fraction(1, 7, "not at full health: 1/7");
    case Roll::Library:
        return st.bookPickedUp ? fraction(23, 80, "book picked up: 1/20, then 1/4") : fraction(1, 20, "1/20");
    case Roll::Curse:
        return std::nullopt;
    case Roll::MiniBoss:
        return sp == 1 ? fraction(1, 2, "first floor: 1/4, then a second 1/3")
                       : fraction(1, 4, "after the first floor: 1/4");
    case Roll::Challenge:
        if (sp < 2)
            return fraction(0, 1, "never on the first floor");
        if (!fullHealth)
            return fraction(0, 1, "not at full health: never");
        return sp == 2 ? fraction(1, 2, "second floor, full health: 1/2")
                       : fraction(1, 1, "full health: always");
    case Roll::VaultArcade: {
        const bool evenStage = sp == 2 || sp == 4 || sp == 6 || sp == 8;
        if (!evenStage)
            return fraction(0, 1, "first floor of a chapter: never");
        // A vault one time in 10 (and a third of the rest with 2+ keys) needs 2+ keys; an arcade, 5+ coins.
        const bool keys = st.keys > 1;
        const std::uint32_t vault = keys ? 12 : 3; // in 30
        const std::uint32_t num = (keys ? vault : 0) + (st.coins >= 5 ? 30 - vault : 0);
        return fraction(num, 30, "vault with 2+ keys, arcade with 5+ coins, second floor of a chapter");
    }
    case Roll::Bedroom: {
        const bool low = (st.hearts < 2 && st.soulHearts <= 0) ||
                         (st.maxHearts + 2 * st.boneHearts <= 0 && st.soulHearts <= 2);
        return low ? fraction(27, 125, "low health: 1/50, then a second 1/5") : fraction(1, 50, "1/50");
    }
    }
    return std::nullopt;
}

} // namespace

std::optional<DocumentedChance> documentedChance(Roll r, const Settings &s) {
    if (!rollHappens(r, s))
        return std::nullopt;
    const PlayerState &st = s.state;
    const bool fullHealth = st.hearts + st.soulHearts >= st.maxHearts;
    if (s.ruleSet == RuleSet::Repentance)
        return repentanceChance(r, s);
    switch (r) {
    case Roll::Planetarium: {
        // The wiki: base 1%, raised by skipped treasure rooms and items; the amounts are section 10.3.7's.
        const bool lens = s.has(Item::TelescopeLens);
        double chance = 0.0;
        std::string cond;
        if (s.stage > 8 || (s.stage > 6 && !lens)) {
            cond = "none after chapter 3 (chapter 4 with Telescope Lens)";
        } else {
            chance = 0.01;
            cond = "base 1%";
            if (!st.planetariumVisited) {
                const int visited = st.treasureRoomsVisited < 0 ? s.stage - 1 : st.treasureRoomsVisited;
                if (visited < s.stage - 1) {
                    chance += 0.2 * (s.stage - visited - 1);
                    cond += ", +20% per skipped treasure room";
                    if (s.has(Item::CrystalBall))
                        chance += 1.0;
                }
                if (s.has(Item::Magic8Ball))
                    chance += 0.15;
                if (s.has(Item::CrystalBall))
                    chance += 0.15;
                if (s.has(Item::Sausage))
                    chance += 0.069;
                if (lens)
                    chance += 0.15;
            } else {
                cond += " (a planetarium was visited)";
            }
            if (lens)
                chance += 0.09;
            if (s.items)
                cond += ", items held";
        }
        DocumentedChance c;
        c.value = std::clamp(chance, 0.0, 1.0);
        c.condition = std::move(cond);
        return c;
    }
    case Roll::DiceSacrifice:
        return fullHealth ? fraction(5, 14, "full health: 1/7, then a second 1/4")
                          : fraction(1, 7, "not at full health: 1/7");
    case Roll::Library:
        return st.bookPickedUp
                   ? fraction(23, 80, "book picked up: 1/20, then 1/4 (the wiki says the game never sets it)")
                   : fraction(1, 20, "1/20");
    case Roll::Curse:
        return st.devilRoomVisited ? fraction(5, 8, "devil room visited: 1/2, then a second 1/4")
                                   : fraction(1, 2, "1/2");
    case Roll::MiniBoss:
        return s.stage == 1 ? fraction(1, 2, "first floor: 1/4, then a second 1/3")
                            : fraction(1, 4, "after the first floor: 1/4");
    case Roll::Challenge:
        if (s.stage == 1)
            return fraction(0, 1, "never on the first floor");
        if (!fullHealth)
            return fraction(0, 1, "not at full health: never");
        return s.stage == 2 ? fraction(1, 2, "second floor, full health: 1/2")
                            : fraction(1, 1, "full health: always");
    case Roll::VaultArcade: {
        const bool evenStage = s.stage % 2 == 0 && s.stage < 9;
        if (st.coins >= 5 && evenStage)
            return fraction(1, 1, "5+ coins, second floor of a chapter: always");
        return fraction(0, 1, evenStage ? "fewer than 5 coins: never" : "first floor of a chapter: never");
    }
    case Roll::Bedroom: {
        const bool lowHealthType = st.player == PlayerType::TheLost || st.player == PlayerType::BlueBaby ||
                                   st.player == PlayerType::TheSoul;
        const int maxH = lowHealthType ? st.maxHearts : st.maxHearts + 2 * st.boneHearts;
        const bool second = (st.hearts < 2 && st.soulHearts == 0) || (maxH == 0 && st.soulHearts <= 2);
        return second ? fraction(27, 125, "low health: 1/50, then a second 1/5") : fraction(1, 50, "1/50");
    }
    }
    return std::nullopt;
}

std::string_view typeSplitKey(TypeSplit t) {
    static constexpr std::string_view keys[] = {"dice-of-dice-sacrifice", "vault-of-vault-arcade",
                                                "clean-of-bedrooms"};
    return keys[static_cast<int>(t)];
}

std::string_view typeSplitName(TypeSplit t) {
    static constexpr std::string_view names[] = {"Dice among dice/sacrifice", "Vault among vault/arcade",
                                                 "Clean among bedrooms"};
    return names[static_cast<int>(t)];
}

std::pair<RoomType, RoomType> typeSplitTypes(TypeSplit t) {
    switch (t) {
    case TypeSplit::DiceOfDiceSacrifice:
        return {RoomType::Dice, RoomType::Sacrifice};
    case TypeSplit::VaultOfVaultArcade:
        return {RoomType::Chest, RoomType::Arcade};
    case TypeSplit::CleanOfBedrooms:
        return {RoomType::Isaacs, RoomType::Barren};
    }
    return {RoomType::Null, RoomType::Null};
}

DocumentedChance documentedTypeShare(TypeSplit t, const Settings &s) {
    const bool keys = s.state.keys > 1;
    switch (t) {
    case TypeSplit::DiceOfDiceSacrifice:
        return keys ? fraction(27, 125, "2+ keys: 1/50, then a second 1/5") : fraction(1, 50, "1/50");
    case TypeSplit::VaultOfVaultArcade:
        return keys ? fraction(2, 5, "2+ keys: 1/10, then a second 1/3") : fraction(1, 10, "1/10");
    case TypeSplit::CleanOfBedrooms:
        return fraction(1, 2, "equal chance");
    }
    return {};
}

// ---- per floor ----------------------------------------------------------------------------------------

namespace {

// Rooms of each type on the floor, and Voodoo Head's curse rooms (typed Curse, with a wiki-rule provenance)
// among them. Without branches on the type: the types vary from room to room and would mispredict.
struct TypeCounts {
    std::array<std::uint16_t, kRoomTypeCount> perType{};
    std::uint32_t present = 0; // a bit per type with at least one room
    int wikiCurses = 0;
};
static_assert(kRoomTypeCount <= 32);

TypeCounts typeCounts(const Floor &f) {
    TypeCounts c;
    for (const Room &room : f.rooms) {
        ++c.perType[static_cast<std::size_t>(room.type)];
        c.present |= typeBit(room.type);
        c.wikiCurses += static_cast<int>(room.type == RoomType::Curse) &
                        static_cast<int>(room.provenance == Provenance::WikiRule);
    }
    return c;
}

FloorFigures figuresOf(const Floor &f, const TypeCounts &c) {
    FloorFigures r;
    const Settings &s = f.settings;
    const auto n = [&c](RoomType t) { return static_cast<int>(c.perType[static_cast<std::size_t>(t)]); };
    // Rooms each roll placed; the rolled curse room carries the engine's provenance, Voodoo Head's roll-less
    // one (which sits between Curse and MiniBoss) a wiki rule.
    std::array<int, kRollCount> placedBy{};
    placedBy[static_cast<int>(Roll::Planetarium)] = n(RoomType::Planetarium);
    placedBy[static_cast<int>(Roll::DiceSacrifice)] = n(RoomType::Dice) + n(RoomType::Sacrifice);
    placedBy[static_cast<int>(Roll::Library)] = n(RoomType::Library);
    placedBy[static_cast<int>(Roll::Curse)] = n(RoomType::Curse) - c.wikiCurses;
    placedBy[static_cast<int>(Roll::MiniBoss)] = n(RoomType::MiniBoss);
    placedBy[static_cast<int>(Roll::Challenge)] = n(RoomType::Challenge);
    placedBy[static_cast<int>(Roll::VaultArcade)] = n(RoomType::Chest) + n(RoomType::Arcade);
    placedBy[static_cast<int>(Roll::Bedroom)] = n(RoomType::Isaacs) + n(RoomType::Barren);
    // Walk the rolls backwards: the list at roll k = what is left at the end + what rolls >= k placed. On
    // repentance floors the mirror room and the mineshaft entrance (step 12) take a dead end after the last
    // roll, and the grave (step 14) too.
    auto later = static_cast<int>(f.deadEndsAfter.size());
    if (f.rep.present)
        for (const Room &room : f.rooms)
            later +=
                static_cast<int>(room.placedBy == static_cast<std::uint8_t>(Step::Mirror) ||
                                 room.placedBy == static_cast<std::uint8_t>(Step::Mineshaft) || room.grave);
    for (int k = kRollCount - 1; k >= 0; --k) {
        const auto roll = static_cast<Roll>(k);
        later += placedBy[k];
        if (roll == Roll::Curse)
            later += c.wikiCurses; // Voodoo's pop comes right after the curse roll
        if (!rollHappens(roll, s))
            continue;
        r.rollHappened[k] = true;
        r.deadEndLeft[k] = later > 0;
        r.placed[k] = placedBy[k] > 0;
    }
    if (n(RoomType::Boss) > 0)
        r.bossDistance = f.findFirst(RoomType::Boss)->distance;
    return r;
}

} // namespace

FloorFigures floorFigures(const Floor &f) {
    return figuresOf(f, typeCounts(f));
}

// Counted as data: which curses, which rolls placed their room and so on vary from floor to floor, and a
// branch on each would mispredict.
void FloorStats::add(const Floor &f) {
    ++floors;
    xl += f.xl ? 1 : 0;
    noCurse += f.curseMask == 0 ? 1 : 0;
    for (std::size_t i = 0; i < kAllCurses.size(); ++i)
        curses[i] += (f.curseMask & kAllCurses[i]) != 0 ? 1 : 0;
    const TypeCounts counts = typeCounts(f);
    for (std::uint32_t present = counts.present; present != 0; present &= present - 1) {
        const auto t = static_cast<std::size_t>(std::countr_zero(present));
        roomCount[t] += counts.perType[t];
        ++floorsWith[t];
    }
    const FloorFigures fig = figuresOf(f, counts);
    for (std::size_t k = 0; k < kRollCount; ++k) {
        const unsigned happened = fig.rollHappened[k] ? 1 : 0;
        const unsigned left = happened & (fig.deadEndLeft[k] ? 1 : 0);
        rolls[k].happened += happened;
        rolls[k].deadEndLeft += left;
        rolls[k].placed += left & (fig.placed[k] ? 1 : 0);
    }
    rooms.add(static_cast<int>(f.rooms.size()));
    deadEnds.add(static_cast<int>(f.deadEnds.size()));
    deadEndsLeft.add(static_cast<int>(f.deadEndsAfter.size()));
    attempts.add(f.attempts);
    if (fig.bossDistance >= 0)
        bossDistance.add(fig.bossDistance);
    if (f.orig.present) {
        origFormulaRooms.add(f.orig.baseRooms);
        origSecretCriterion.add(f.orig.secretTier);
        if (f.orig.labyrinth)
            origExtraRooms.add(f.orig.extraRooms);
    }
}

void FloorStats::merge(const FloorStats &o) {
    floors += o.floors;
    failures += o.failures;
    invalid += o.invalid;
    xl += o.xl;
    noCurse += o.noCurse;
    for (std::size_t i = 0; i < curses.size(); ++i)
        curses[i] += o.curses[i];
    for (int t = 0; t < kRoomTypeCount; ++t) {
        floorsWith[t] += o.floorsWith[t];
        roomCount[t] += o.roomCount[t];
    }
    for (int k = 0; k < kRollCount; ++k) {
        rolls[k].happened += o.rolls[k].happened;
        rolls[k].deadEndLeft += o.rolls[k].deadEndLeft;
        rolls[k].placed += o.rolls[k].placed;
    }
    rooms.merge(o.rooms);
    deadEnds.merge(o.deadEnds);
    deadEndsLeft.merge(o.deadEndsLeft);
    attempts.merge(o.attempts);
    bossDistance.merge(o.bossDistance);
    origFormulaRooms.merge(o.origFormulaRooms);
    origSecretCriterion.merge(o.origSecretCriterion);
    origExtraRooms.merge(o.origExtraRooms);
}

Interval wilsonInterval(std::uint64_t k, std::uint64_t n, double z) {
    if (n == 0)
        return {};
    const double nn = static_cast<double>(n);
    const double p = static_cast<double>(k) / nn;
    const double z2 = z * z;
    const double denom = 1.0 + z2 / nn;
    const double centre = (p + z2 / (2.0 * nn)) / denom;
    const double half = z * std::sqrt(p * (1.0 - p) / nn + z2 / (4.0 * nn * nn)) / denom;
    // At the ends the bound is exactly 0 or 1 (the formula leaves rounding dust there).
    return {k == 0 ? 0.0 : std::max(0.0, centre - half), k == n ? 1.0 : std::min(1.0, centre + half)};
}

int effectiveThreads(int requested) {
    if (!kThreadsAvailable)
        return 1;
    int n = requested;
    if (n <= 0)
        n = static_cast<int>(std::thread::hardware_concurrency());
    return std::clamp(n, 1, 256);
}

// ---- the run ------------------------------------------------------------------------------------------

StatsResult runStatistics(const Settings &settings, SeedSpace space, const SeedSet &seeds,
                          const StatsOptions &options) {
    StatsResult result;
    Settings base = settings;
    if (space == SeedSpace::Run) {
        base.runSeed = 1;
    } else {
        base.runSeed.reset();
        base.stageSeed = 1;
    }
    // Check everything but the seed once; a single seed may still be refused (run seed -> stage seed 0).
    if (auto problem = validateSettings(base); problem && base.effectiveStageSeed() != 0) {
        result.error = *problem;
        return result;
    }

    const std::uint64_t total = seeds.size();
    constexpr std::uint64_t kChunk = 8192;
    const std::uint64_t chunks = (total + kChunk - 1) / kChunk;
    std::atomic<std::uint64_t> nextChunk{0};
    std::mutex mutex;
    std::uint64_t done = 0;
    bool cancelled = false;

    auto worker = [&]() {
        Floor floor;
        FloorStats local;
        Settings s = base;
        std::optional<FileCatalog> catalog; // the thread's own copy: picks change its weights
        if (options.gameData)
            catalog.emplace(*options.gameData);
        while (true) {
            if (options.cancel && options.cancel->load(std::memory_order_relaxed))
                return;
            const std::uint64_t c = nextChunk.fetch_add(1, std::memory_order_relaxed);
            if (c >= chunks)
                return;
            local = FloorStats{};
            const std::uint64_t begin = c * kChunk;
            const std::uint64_t end = std::min(total, begin + kChunk);
            std::array<std::uint32_t, shufflecache::kCapacity> next;
            for (std::uint64_t i = begin; i < end; ++i) {
                if ((i - begin) % next.size() == 0) { // the next seeds' boss shuffles, side by side
                    const std::size_t n =
                        static_cast<std::size_t>(std::min<std::uint64_t>(next.size(), end - i));
                    for (std::size_t k = 0; k < n; ++k)
                        next[k] = seeds.at(i + k);
                    prefetchBossShuffles(s, std::span(next).first(n), catalog ? &*catalog : nullptr);
                }
                const std::uint32_t seed = seeds.at(i);
                if (space == SeedSpace::Run)
                    s.runSeed = seed;
                else
                    s.stageSeed = seed;
                switch (
                    generate(s, floor, Detail::SpecialRooms, RoomFilter{}, catalog ? &*catalog : nullptr)) {
                case GenerateStatus::Ok:
                    local.add(floor);
                    break;
                case GenerateStatus::NoFloor:
                    ++local.failures;
                    break;
                case GenerateStatus::InvalidSettings:
                    ++local.invalid;
                    break;
                case GenerateStatus::Filtered: // not without a filter
                    break;
                }
                if ((i & 1023) == 1023 && options.cancel && options.cancel->load(std::memory_order_relaxed))
                    return; // the unfinished chunk is dropped: results hold whole chunks only
            }
            std::lock_guard lock(mutex);
            result.stats.merge(local);
            done += end - begin;
            if (options.progress)
                options.progress(StatsProgress{done, total, &result.stats});
        }
    };

    const int threads = static_cast<int>(std::min<std::uint64_t>(
        static_cast<std::uint64_t>(effectiveThreads(options.threads)), std::max<std::uint64_t>(chunks, 1)));
    std::vector<std::thread> pool;
    pool.reserve(static_cast<std::size_t>(threads - 1));
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(worker);
    worker();
    for (auto &t : pool)
        t.join();
    cancelled = options.cancel && options.cancel->load() && done < total;
    result.cancelled = cancelled;
    return result;
}

} // namespace floorgen
