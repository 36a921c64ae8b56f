#pragma once

// Basic enums and tables of the generator (generation.md section 0). Names are plain English; the GUI
// translates them, the CLI prints them as they are.

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace floorgen {

inline constexpr int kGridSize = 13;
inline constexpr int kGridCells = kGridSize * kGridSize;
inline constexpr int kStartIndex = 84; // (6,6)

struct Cell {
    std::int8_t x = -1;
    std::int8_t y = -1;

    constexpr bool valid() const { return x >= 0 && y >= 0; }
    constexpr int index() const { return x + kGridSize * y; }
    friend constexpr bool operator==(Cell, Cell) = default;
};

constexpr bool inBounds(int x, int y) {
    return x >= 0 && x < kGridSize && y >= 0 && y < kGridSize;
}

// Original2011: the 2011 Flash game's generator as the article of seeds/002 describes it
// (docs/original-2011.md).
enum class RuleSet : std::uint8_t { AfterbirthPlus, Repentance, Original2011 };
// A variant of the repentance rule set (repentance.md R23): Repentogon, the floors of a game started through
// the mod loader REPENTOGON (R23.2's corrected Resize, R23.3's Void list, R23.4's Blue Womb curses).
enum class RuleVariant : std::uint8_t { Vanilla, Repentogon };

// Shape ids are the game's enum values.
enum class Shape : std::uint8_t {
    Null = 0,
    S1x1 = 1,
    IH = 2,
    IV = 3,
    S1x2 = 4,
    IIV = 5,
    S2x1 = 6,
    IIH = 7,
    S2x2 = 8,
    LTL = 9,
    LTR = 10,
    LBL = 11,
    LBR = 12,
};
inline constexpr int kShapeCount = 13;

// Room type ids are the game's (0..23), plus Repentance's planetarium (24) and ultra secret (29).
enum class RoomType : std::uint8_t {
    Null = 0,
    Default = 1,
    Shop = 2,
    Error = 3,
    Treasure = 4,
    Boss = 5,
    MiniBoss = 6,
    Secret = 7,
    SuperSecret = 8,
    Arcade = 9,
    Curse = 10,
    Challenge = 11,
    Library = 12,
    Sacrifice = 13,
    Devil = 14,
    Angel = 15,
    Dungeon = 16,
    BossRush = 17,
    Isaacs = 18,
    Barren = 19,
    Chest = 20,
    Dice = 21,
    BlackMarket = 22,
    GreedExit = 23,
    Planetarium = 24,
    UltraSecret = 29,
};
inline constexpr int kRoomTypeCount = 30;

// Curse bits as the game numbers them.
enum CurseBit : std::uint8_t {
    kCurseDarkness = 1,
    kCurseLabyrinth = 2,
    kCurseLost = 4,
    kCurseUnknown = 8,
    kCurseCursed = 16,
    kCurseMaze = 32,
    kCurseBlind = 64,
};

enum class PlayerType : std::uint8_t { Isaac, TheLost, BlueBaby, TheSoul, Other };

// The player type the afterbirth-plus rules read for a character id (the game's player type: 0 Isaac, 4 ???,
// 10 The Lost, 17 The Soul; every other character is Other).
constexpr PlayerType playerTypeOfCharacter(int id) {
    switch (id) {
    case 0:
        return PlayerType::Isaac;
    case 4:
        return PlayerType::BlueBaby;
    case 10:
        return PlayerType::TheLost;
    case 17:
        return PlayerType::TheSoul;
    default:
        return PlayerType::Other;
    }
}

// Where the rule that placed an element comes from (generation.md, "Rule sets").
// RepentanceEngine: repentance.md, read from the Repentance+ code and not yet checked against the game.
// AfterbirthEngineUnchecked: the afterbirth-plus rules read from the Afterbirth+ code but never checked
// against the game (the Void and the Blue Womb: generation.md "Rule sets", 3 step 5, 8.2).
enum class Provenance : std::uint8_t {
    VerifiedEngine,
    WikiRule,
    Approximation,
    RepentanceEngine,
    AfterbirthEngineUnchecked,
    ArticleRule, // original-2011: a rule the article of seeds/002 states (docs/original-2011.md)
};

// Items and trinkets that change generation (10.1). Bit positions in Settings::items.
enum class Item : std::uint8_t {
    Luna,
    VoodooHead,
    FragmentedCard, // trinket 102
    SilverDollar,   // trinket 110
    BloodyCrown,    // trinket 111
    HolyCrown,
    WickedCrown,
    GoldenHorseshoe, // trinket 82
    PayToWin,        // trinket 112
    MomsBox,         // active item 439
    CrystalBall,
    Magic8Ball,
    Sausage,
    TelescopeLens,
    // repentance only (repentance.md R18.2):
    KnifePiece1,   // collectible 626: the mineshaft entrance (step 12)
    Birthright,    // collectible 619: with Cain, the arcade rules (10f)
    BrokenShovel1, // collectible 550: the off-grid boss rush (step 20); no grid effect
    StoreKey,      // trinket 83: the shop level (R17)
    DevilsCrown,   // trinket 146: a descriptor flag on treasure rooms (R10.7); no grid effect
};
inline constexpr int kItemCount = 19;
// The trinkets among them: these may be held as a golden copy (repentance.md R11's Mult).
constexpr bool isTrinket(Item i) {
    switch (i) {
    case Item::FragmentedCard:
    case Item::SilverDollar:
    case Item::BloodyCrown:
    case Item::HolyCrown:
    case Item::WickedCrown:
    case Item::GoldenHorseshoe:
    case Item::PayToWin:
    case Item::TelescopeLens:
    case Item::StoreKey:
    case Item::DevilsCrown:
        return true;
    default:
        return false;
    }
}
constexpr std::uint32_t itemBit(Item i) {
    return 1u << static_cast<unsigned>(i);
}

// ---- name tables -------------------------------------------------------------------------------------

std::string_view shapeName(Shape s);       // "1x1", "IH", "2x2", "LTL", ...
std::string_view roomTypeName(RoomType t); // "Boss", "Super Secret", ...
std::string_view roomTypeKey(RoomType t);  // "boss", "super-secret", ... (CLI and search)
std::optional<RoomType> roomTypeFromKey(std::string_view key);
std::string_view curseName(CurseBit c); // "Curse of the Labyrinth"
std::string_view curseKey(CurseBit c);  // "labyrinth"
std::optional<CurseBit> curseFromKey(std::string_view key);
inline constexpr std::array<CurseBit, 7> kAllCurses = {
    kCurseDarkness, kCurseLabyrinth, kCurseLost, kCurseUnknown, kCurseCursed, kCurseMaze, kCurseBlind};
std::string_view itemName(Item i);   // "Voodoo Head"
std::string_view itemKey(Item i);    // "voodoo-head"
std::string_view itemEffect(Item i); // one line: what it changes on the floor
std::optional<Item> itemFromKey(std::string_view key);
std::string_view playerName(PlayerType p);
std::string_view playerKey(PlayerType p); // "isaac", "the-lost", "blue-baby", "the-soul", "other"
std::optional<PlayerType> playerFromKey(std::string_view key);
// The characters the repentance rule set reads (repentance.md R18.1), by the game's player type id.
struct CharacterInfo {
    int id;
    std::string_view key;  // "isaac", "cain", ... (generation.md 12's --player names)
    std::string_view name; // "Isaac", "Cain", ...
};
std::span<const CharacterInfo> characters();
// A --player value: one of the keys above, or a player type id 0..40.
std::optional<int> characterFromKey(std::string_view key);
std::string_view characterName(int id);        // empty for an id without a name here
std::string_view provenanceName(Provenance p); // "verified engine", "wiki rule", "approximation", ...
std::string_view ruleSetKey(RuleSet r);        // "afterbirth-plus", "repentance", "original-2011"
std::optional<RuleSet> ruleSetFromKey(std::string_view key);
std::string_view ruleVariantKey(RuleVariant v); // "vanilla", "repentogon"
std::optional<RuleVariant> ruleVariantFromKey(std::string_view key);

// Stage names (1 = Basement I ... 12 = The Void) and stage-type names for a stage (Cellar, Burning
// Basement, Cathedral, Chest, ...). stageTypeName returns an empty view for a type the stage does not have.
std::string_view stageName(int stage, int stageType);
std::string_view stageTypeName(int stage, int stageType);
int stageTypeCount(int stage); // how many stage types (0..n-1) a stage offers
// The boss name of a subtype (section 13), or an empty view when unknown ("Boss #N" is the caller's).
std::string_view bossName(int subtype);

} // namespace floorgen
