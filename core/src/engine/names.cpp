#include "floorgen/generator.h"
#include "floorgen/types.h"

namespace floorgen {

namespace {

struct RoomTypeInfo {
    RoomType type;
    std::string_view name;
    std::string_view key;
};

constexpr RoomTypeInfo kRoomTypes[] = {
    {RoomType::Null, "Unassigned", "none"},
    {RoomType::Default, "Normal", "normal"},
    {RoomType::Shop, "Shop", "shop"},
    {RoomType::Error, "Error", "error"},
    {RoomType::Treasure, "Treasure Room", "treasure"},
    {RoomType::Boss, "Boss Room", "boss"},
    {RoomType::MiniBoss, "Mini-Boss Room", "mini-boss"},
    {RoomType::Secret, "Secret Room", "secret"},
    {RoomType::SuperSecret, "Super Secret Room", "super-secret"},
    {RoomType::Arcade, "Arcade", "arcade"},
    {RoomType::Curse, "Curse Room", "curse"},
    {RoomType::Challenge, "Challenge Room", "challenge"},
    {RoomType::Library, "Library", "library"},
    {RoomType::Sacrifice, "Sacrifice Room", "sacrifice"},
    {RoomType::Devil, "Devil Room", "devil"},
    {RoomType::Angel, "Angel Room", "angel"},
    {RoomType::Dungeon, "Crawl Space", "dungeon"},
    {RoomType::BossRush, "Boss Rush", "boss-rush"},
    {RoomType::Isaacs, "Clean Bedroom", "clean-bedroom"},
    {RoomType::Barren, "Dirty Bedroom", "dirty-bedroom"},
    {RoomType::Chest, "Vault", "vault"},
    {RoomType::Dice, "Dice Room", "dice"},
    {RoomType::BlackMarket, "Black Market", "black-market"},
    {RoomType::GreedExit, "Greed Exit", "greed-exit"},
    {RoomType::Planetarium, "Planetarium", "planetarium"},
    {RoomType::UltraSecret, "Ultra Secret Room", "ultra-secret"},
};

struct CurseInfo {
    CurseBit bit;
    std::string_view name;
    std::string_view key;
};

constexpr CurseInfo kCurses[] = {
    {kCurseDarkness, "Curse of Darkness", "darkness"},
    {kCurseLabyrinth, "Curse of the Labyrinth", "labyrinth"},
    {kCurseLost, "Curse of the Lost", "lost"},
    {kCurseUnknown, "Curse of the Unknown", "unknown"},
    {kCurseCursed, "Curse of the Cursed", "cursed"},
    {kCurseMaze, "Curse of the Maze", "maze"},
    {kCurseBlind, "Curse of the Blind", "blind"},
};

struct ItemInfo {
    std::string_view name;
    std::string_view key;
    std::string_view effect;
};

constexpr ItemInfo kItems[kItemCount] = {
    {"Luna", "luna", "A second Super Secret Room and one more Secret Room."},
    {"Voodoo Head", "voodoo-head", "One more minimum dead end and a second Curse Room."},
    {"Fragmented Card", "fragmented-card", "One more Secret Room."},
    {"Silver Dollar", "silver-dollar", "A Shop in the Womb (chapter 4)."},
    {"Bloody Crown", "bloody-crown", "A Treasure Room in the Womb (chapter 4)."},
    {"Holy Crown", "holy-crown", "A Shop and a Treasure Room in Cathedral or Sheol (repentance)."},
    {"Wicked Crown", "wicked-crown", "A Shop and a Treasure Room in Sheol or Cathedral (repentance)."},
    {"Golden Horseshoe", "golden-horseshoe", "Treasure Rooms may get the special subtype (15% chance)."},
    {"Pay To Win", "pay-to-win", "Treasure Rooms use the Pay To Win subtype (no effect on the layout)."},
    {"Mom's Box", "moms-box", "Doubles the Golden Horseshoe's chance (50 instead of 100 in the roll)."},
    {"Crystal Ball", "crystal-ball", "Planetarium chance +15%, and +100% when Treasure Rooms were skipped."},
    {"Magic 8 Ball", "magic-8-ball", "Planetarium chance +15%."},
    {"Sausage", "sausage", "Planetarium chance +6.9%."},
    {"Telescope Lens", "telescope-lens", "Planetarium chance +24%, and Planetariums in the Womb."},
    {"Knife Piece 1", "knife-piece-1",
     "Mines II and Ashpit II become Mineshaft floors: 3 rooms fewer, 1 more dead end, the entrance "
     "(repentance)."},
    {"Birthright", "birthright", "With Cain: arcades on every floor up to Sheol (repentance)."},
    {"Broken Shovel (first half)", "broken-shovel-1",
     "The off-grid Boss Rush room's layout (no effect on the map)."},
    {"Store Key", "store-key", "A better Shop level (repentance)."},
    {"Devil's Crown", "devils-crown", "Treasure Rooms become devil-style rooms (no effect on the map)."},
};

constexpr std::string_view kPlayerNames[] = {"Isaac", "The Lost", "??? (Blue Baby)", "The Soul",
                                             "Other character"};
constexpr std::string_view kPlayerKeys[] = {"isaac", "the-lost", "blue-baby", "the-soul", "other"};

constexpr std::string_view kBossNames[] = {
    "", // 0
    "Monstro", "Larry Jr.", "Chub", "Gurdy", "Monstro II", "Mom", "Scolex", "Mom's Heart", "Famine",
    "Pestilence", "War", "Death", "The Duke of Flies", "Peep", "Loki", "Blastocyst", "Gemini", "Fistula",
    "Gish", "Steven", "C.H.A.D.", "The Headless Horseman", "The Fallen", "Satan", "It Lives", "The Hollow",
    "The Carrion Queen", "Gurdy Jr.", "The Husk", "The Bloat", "Lokii", "The Blighted Ovum", "Teratoma",
    "The Widow", "Mask of Infamy", "The Wretched", "Pin", "Conquest", "Isaac", "??? (Blue Baby)",
    "Daddy Long Legs", "Triachnid", "The Haunt", "Dingle", "Mega Maw", "The Gate", "Mega Fatty", "The Cage",
    "Mama Gurdy", "Dark One", "The Adversary", "Polycephalus", "Mr. Fred", "The Lamb", "Mega Satan",
    "Gurglings", "The Stain", "Brownie", "The Forsaken", "Little Horn", "Rag Man", "Ultra Greed", "Hush",
    "Dangle", "Turdling", "The Frail", "Rag Mega", "Sisters Vis", "Big Horn", "Delirium",
    "Ultra Greedier", // 71
    "The Matriarch",  // 72
    // repentance.md R9.8 (the public modding enum of boss ids):
    "The Pile", "Reap Creep", "Lil Blub", "Wormwood", "Rainmaker", "The Visage", "The Siren", "Tuff Twins",
    "The Heretic", "Hornfel", "Great Gideon", "Baby Plum", "The Scourge", "Chimera", "Rotgut", "Mother",
    "Mom (Mausoleum)", "Mom's Heart (Mausoleum)", "Min-Min", "Clog", "Singe", "Bumbino", "Colostomia",
    "The Shell", "Turdlet", "Raglich", "Dogma", "The Beast", "Horny Boys", "Clutch", // 73..102
};

struct StageInfo {
    std::string_view names[3];
    std::string_view types[3];
};

constexpr StageInfo kStages[13] = {
    {{}, {}},
    {{"Basement I", "Cellar I", "Burning Basement I"}, {"Basement", "Cellar", "Burning Basement"}},
    {{"Basement II", "Cellar II", "Burning Basement II"}, {"Basement", "Cellar", "Burning Basement"}},
    {{"Caves I", "Catacombs I", "Flooded Caves I"}, {"Caves", "Catacombs", "Flooded Caves"}},
    {{"Caves II", "Catacombs II", "Flooded Caves II"}, {"Caves", "Catacombs", "Flooded Caves"}},
    {{"Depths I", "Necropolis I", "Dank Depths I"}, {"Depths", "Necropolis", "Dank Depths"}},
    {{"Depths II", "Necropolis II", "Dank Depths II"}, {"Depths", "Necropolis", "Dank Depths"}},
    {{"Womb I", "Utero I", "Scarred Womb I"}, {"Womb", "Utero", "Scarred Womb"}},
    {{"Womb II", "Utero II", "Scarred Womb II"}, {"Womb", "Utero", "Scarred Womb"}},
    {{"Blue Womb"}, {"Blue Womb"}},
    {{"Sheol", "Cathedral"}, {"Sheol", "Cathedral"}},
    {{"Dark Room", "The Chest"}, {"Dark Room", "Chest"}},
    {{"The Void"}, {"The Void"}},
};

template <typename T, std::size_t N, typename Pred> const T *findIn(const T (&table)[N], Pred pred) {
    for (const T &e : table)
        if (pred(e))
            return &e;
    return nullptr;
}

} // namespace

std::string_view shapeName(Shape s) {
    static constexpr std::string_view names[kShapeCount] = {"none", "1x1", "IH",  "IV",  "1x2", "IIV", "2x1",
                                                            "IIH",  "2x2", "LTL", "LTR", "LBL", "LBR"};
    const auto i = static_cast<std::size_t>(s);
    return i < kShapeCount ? names[i] : std::string_view{};
}

std::string_view roomTypeName(RoomType t) {
    const auto *e = findIn(kRoomTypes, [t](const RoomTypeInfo &i) { return i.type == t; });
    return e ? e->name : std::string_view{"Unknown"};
}

std::string_view roomTypeKey(RoomType t) {
    const auto *e = findIn(kRoomTypes, [t](const RoomTypeInfo &i) { return i.type == t; });
    return e ? e->key : std::string_view{"unknown"};
}

std::optional<RoomType> roomTypeFromKey(std::string_view key) {
    const auto *e = findIn(kRoomTypes, [key](const RoomTypeInfo &i) { return i.key == key; });
    return e ? std::optional<RoomType>(e->type) : std::nullopt;
}

std::string_view curseName(CurseBit c) {
    const auto *e = findIn(kCurses, [c](const CurseInfo &i) { return i.bit == c; });
    return e ? e->name : std::string_view{};
}

std::string_view curseKey(CurseBit c) {
    const auto *e = findIn(kCurses, [c](const CurseInfo &i) { return i.bit == c; });
    return e ? e->key : std::string_view{};
}

std::optional<CurseBit> curseFromKey(std::string_view key) {
    const auto *e = findIn(kCurses, [key](const CurseInfo &i) { return i.key == key; });
    return e ? std::optional<CurseBit>(e->bit) : std::nullopt;
}

std::string_view itemName(Item i) {
    return kItems[static_cast<std::size_t>(i)].name;
}
std::string_view itemKey(Item i) {
    return kItems[static_cast<std::size_t>(i)].key;
}
std::string_view itemEffect(Item i) {
    return kItems[static_cast<std::size_t>(i)].effect;
}

std::optional<Item> itemFromKey(std::string_view key) {
    for (int i = 0; i < kItemCount; ++i)
        if (kItems[i].key == key)
            return static_cast<Item>(i);
    return std::nullopt;
}

std::string_view playerName(PlayerType p) {
    return kPlayerNames[static_cast<std::size_t>(p)];
}
std::string_view playerKey(PlayerType p) {
    return kPlayerKeys[static_cast<std::size_t>(p)];
}

std::optional<PlayerType> playerFromKey(std::string_view key) {
    for (std::size_t i = 0; i < std::size(kPlayerKeys); ++i)
        if (kPlayerKeys[i] == key)
            return static_cast<PlayerType>(i);
    return std::nullopt;
}

namespace {
constexpr CharacterInfo kCharacters[] = {
    {0, "isaac", "Isaac"},
    {2, "cain", "Cain"},
    {4, "blue-baby", "??? (Blue Baby)"},
    {8, "lazarus", "Lazarus"},
    {10, "the-lost", "The Lost"},
    {11, "lazarus-risen", "Lazarus (risen)"},
    {12, "dark-judas", "Dark Judas"},
    {14, "keeper", "Keeper"},
    {16, "the-forgotten", "The Forgotten"},
    {17, "the-soul", "The Soul"},
    {31, "tainted-lost", "Tainted Lost"},
    {33, "tainted-keeper", "Tainted Keeper"},
    {39, "tainted-jacob-ghost", "Tainted Jacob (ghost)"},
};
} // namespace

std::span<const CharacterInfo> characters() {
    return kCharacters;
}

std::optional<int> characterFromKey(std::string_view key) {
    for (const auto &c : kCharacters)
        if (c.key == key)
            return c.id;
    int id = 0;
    if (key.empty() || key.size() > 2)
        return std::nullopt;
    for (char ch : key) {
        if (ch < '0' || ch > '9')
            return std::nullopt;
        id = id * 10 + (ch - '0');
    }
    return id <= 40 ? std::optional<int>(id) : std::nullopt;
}

std::string_view characterName(int id) {
    for (const auto &c : kCharacters)
        if (c.id == id)
            return c.name;
    return {};
}

std::string_view provenanceName(Provenance p) {
    switch (p) {
    case Provenance::VerifiedEngine:
        return "verified engine";
    case Provenance::WikiRule:
        return "wiki rule";
    case Provenance::Approximation:
        return "approximation";
    case Provenance::RepentanceEngine:
        return "Repentance+ engine (from the game's code, unchecked)";
    case Provenance::AfterbirthEngineUnchecked:
        return "Afterbirth+ engine (from the game's code, unchecked)";
    case Provenance::ArticleRule:
        return "the article's rule (original 2011)";
    }
    return {};
}

std::string_view ruleSetKey(RuleSet r) {
    switch (r) {
    case RuleSet::AfterbirthPlus:
        return "afterbirth-plus";
    case RuleSet::Repentance:
        return "repentance";
    case RuleSet::Original2011:
        return "original-2011";
    }
    return "repentance";
}

std::optional<RuleSet> ruleSetFromKey(std::string_view key) {
    if (key == "afterbirth-plus")
        return RuleSet::AfterbirthPlus;
    if (key == "repentance")
        return RuleSet::Repentance;
    if (key == "original-2011")
        return RuleSet::Original2011;
    return std::nullopt;
}

std::string_view ruleVariantKey(RuleVariant v) {
    return v == RuleVariant::Repentogon ? "repentogon" : "vanilla";
}

std::optional<RuleVariant> ruleVariantFromKey(std::string_view key) {
    if (key == "vanilla")
        return RuleVariant::Vanilla;
    if (key == "repentogon")
        return RuleVariant::Repentogon;
    return std::nullopt;
}

int stageTypeCount(int stage) {
    if (stage >= 1 && stage <= 8)
        return 3;
    if (stage == 10 || stage == 11)
        return 2;
    if (stage == 9 || stage == 12)
        return 1;
    return 0;
}

std::string_view stageName(int stage, int stageType) {
    if (stageType < 0 || stageType >= stageTypeCount(stage))
        return {};
    return kStages[stage].names[stageType];
}

std::string_view stageTypeName(int stage, int stageType) {
    if (stageType < 0 || stageType >= stageTypeCount(stage))
        return {};
    return kStages[stage].types[stageType];
}

std::string_view bossName(int subtype) {
    if (subtype < 0 || static_cast<std::size_t>(subtype) >= std::size(kBossNames))
        return {};
    return kBossNames[subtype];
}

std::string_view sinName(Sin s) {
    switch (s) {
    case Sin::Wrath:
        return "Wrath";
    case Sin::Gluttony:
        return "Gluttony";
    case Sin::Lust:
        return "Lust";
    case Sin::Sloth:
        return "Sloth";
    case Sin::Envy:
        return "Envy";
    case Sin::Pride:
        return "Pride";
    case Sin::UltraPride:
        return "Ultra Pride";
    case Sin::None:
        break;
    }
    return {};
}

std::string_view stepName(Step s) {
    static constexpr std::string_view names[] = {
        "none",
        "layout",
        "dead ends",
        "boss room",
        "XL second boss room",
        "Void boss rooms",
        "super secret room",
        "Luna super secret room",
        "secret-room seed",
        "shop",
        "treasure room",
        "planetarium",
        "dice/sacrifice room",
        "library",
        "curse room",
        "Voodoo Head curse room",
        "mini-boss room",
        "challenge room",
        "vault/arcade",
        "bedroom",
        "secret room",
        "ultra secret room",
        "grave room",
        "normal rooms",
        "boss-room surroundings blocked",
        "mirror room",
        "mineshaft entrance",
        "extra rooms",
        "surprise mini-boss",
        "off-grid rooms",
        "start room",
        "one draw per room outside the list",
    };
    const auto i = static_cast<std::size_t>(s);
    return i < std::size(names) ? names[i] : std::string_view{};
}

} // namespace floorgen
