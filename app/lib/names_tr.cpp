#include "names_tr.h"

#include "floorgen/repstages.h"
#include "floorgen/textnames.h"
#include "i18n_qt.h"

#include <algorithm>
#include <cctype>
#include <iterator>
#include <map>
#include <utility>
#include <vector>

#include <QCoreApplication>

namespace floorgen::app {

namespace {

// The core's English names, marked for lupdate. They must match the core's tables character for character:
// tests/app/test_translations.cpp checks that every name the core returns has a French translation.
[[maybe_unused]] const char *const kRoomTypeNames[] = {
    QT_TRANSLATE_NOOP("RoomType", "Unassigned"),
    QT_TRANSLATE_NOOP("RoomType", "Unknown"),
    QT_TRANSLATE_NOOP("RoomType", "Normal"),
    QT_TRANSLATE_NOOP("RoomType", "Shop"),
    QT_TRANSLATE_NOOP("RoomType", "Error"),
    QT_TRANSLATE_NOOP("RoomType", "Treasure Room"),
    QT_TRANSLATE_NOOP("RoomType", "Boss Room"),
    QT_TRANSLATE_NOOP("RoomType", "Mini-Boss Room"),
    QT_TRANSLATE_NOOP("RoomType", "Secret Room"),
    QT_TRANSLATE_NOOP("RoomType", "Super Secret Room"),
    QT_TRANSLATE_NOOP("RoomType", "Arcade"),
    QT_TRANSLATE_NOOP("RoomType", "Curse Room"),
    QT_TRANSLATE_NOOP("RoomType", "Challenge Room"),
    QT_TRANSLATE_NOOP("RoomType", "Library"),
    QT_TRANSLATE_NOOP("RoomType", "Sacrifice Room"),
    QT_TRANSLATE_NOOP("RoomType", "Devil Room"),
    QT_TRANSLATE_NOOP("RoomType", "Angel Room"),
    QT_TRANSLATE_NOOP("RoomType", "Crawl Space"),
    QT_TRANSLATE_NOOP("RoomType", "Boss Rush"),
    QT_TRANSLATE_NOOP("RoomType", "Clean Bedroom"),
    QT_TRANSLATE_NOOP("RoomType", "Dirty Bedroom"),
    QT_TRANSLATE_NOOP("RoomType", "Vault"),
    QT_TRANSLATE_NOOP("RoomType", "Dice Room"),
    QT_TRANSLATE_NOOP("RoomType", "Black Market"),
    QT_TRANSLATE_NOOP("RoomType", "Greed Exit"),
    QT_TRANSLATE_NOOP("RoomType", "Planetarium"),
    QT_TRANSLATE_NOOP("RoomType", "Ultra Secret Room"),
};

[[maybe_unused]] const char *const kCurseNames[] = {
    QT_TRANSLATE_NOOP("Curse", "Curse of Darkness"),   QT_TRANSLATE_NOOP("Curse", "Curse of the Labyrinth"),
    QT_TRANSLATE_NOOP("Curse", "Curse of the Lost"),   QT_TRANSLATE_NOOP("Curse", "Curse of the Unknown"),
    QT_TRANSLATE_NOOP("Curse", "Curse of the Cursed"), QT_TRANSLATE_NOOP("Curse", "Curse of the Maze"),
    QT_TRANSLATE_NOOP("Curse", "Curse of the Blind"),
};

// The curse names without "Curse of (the)", for the check boxes of the settings panel.
[[maybe_unused]] const char *const kCurseShortNames[] = {
    QT_TRANSLATE_NOOP("CurseShort", "Darkness"), QT_TRANSLATE_NOOP("CurseShort", "Labyrinth"),
    QT_TRANSLATE_NOOP("CurseShort", "Lost"),     QT_TRANSLATE_NOOP("CurseShort", "Unknown"),
    QT_TRANSLATE_NOOP("CurseShort", "Cursed"),   QT_TRANSLATE_NOOP("CurseShort", "Maze"),
    QT_TRANSLATE_NOOP("CurseShort", "Blind"),
};

[[maybe_unused]] const char *const kItemNames[kItemCount] = {
    QT_TRANSLATE_NOOP("Item", "Luna"),
    QT_TRANSLATE_NOOP("Item", "Voodoo Head"),
    QT_TRANSLATE_NOOP("Item", "Fragmented Card"),
    QT_TRANSLATE_NOOP("Item", "Silver Dollar"),
    QT_TRANSLATE_NOOP("Item", "Bloody Crown"),
    QT_TRANSLATE_NOOP("Item", "Holy Crown"),
    QT_TRANSLATE_NOOP("Item", "Wicked Crown"),
    QT_TRANSLATE_NOOP("Item", "Golden Horseshoe"),
    QT_TRANSLATE_NOOP("Item", "Pay To Win"),
    QT_TRANSLATE_NOOP("Item", "Mom's Box"),
    QT_TRANSLATE_NOOP("Item", "Crystal Ball"),
    QT_TRANSLATE_NOOP("Item", "Magic 8 Ball"),
    QT_TRANSLATE_NOOP("Item", "Sausage"),
    QT_TRANSLATE_NOOP("Item", "Telescope Lens"),
    QT_TRANSLATE_NOOP("Item", "Knife Piece 1"),
    QT_TRANSLATE_NOOP("Item", "Birthright"),
    QT_TRANSLATE_NOOP("Item", "Broken Shovel (first half)"),
    QT_TRANSLATE_NOOP("Item", "Store Key"),
    QT_TRANSLATE_NOOP("Item", "Devil's Crown"),
};

[[maybe_unused]] const char *const kItemEffects[kItemCount] = {
    QT_TRANSLATE_NOOP("ItemEffect", "A second Super Secret Room and one more Secret Room."),
    QT_TRANSLATE_NOOP("ItemEffect", "One more minimum dead end and a second Curse Room."),
    QT_TRANSLATE_NOOP("ItemEffect", "One more Secret Room."),
    QT_TRANSLATE_NOOP("ItemEffect", "A Shop in the Womb (chapter 4)."),
    QT_TRANSLATE_NOOP("ItemEffect", "A Treasure Room in the Womb (chapter 4)."),
    QT_TRANSLATE_NOOP("ItemEffect", "A Shop and a Treasure Room in Cathedral or Sheol (repentance)."),
    QT_TRANSLATE_NOOP("ItemEffect", "A Shop and a Treasure Room in Sheol or Cathedral (repentance)."),
    QT_TRANSLATE_NOOP("ItemEffect", "Treasure Rooms may get the special subtype (15% chance)."),
    QT_TRANSLATE_NOOP("ItemEffect", "Treasure Rooms use the Pay To Win subtype (no effect on the layout)."),
    QT_TRANSLATE_NOOP("ItemEffect", "Doubles the Golden Horseshoe's chance (50 instead of 100 in the roll)."),
    QT_TRANSLATE_NOOP("ItemEffect", "Planetarium chance +15%, and +100% when Treasure Rooms were skipped."),
    QT_TRANSLATE_NOOP("ItemEffect", "Planetarium chance +15%."),
    QT_TRANSLATE_NOOP("ItemEffect", "Planetarium chance +6.9%."),
    QT_TRANSLATE_NOOP("ItemEffect", "Planetarium chance +24%, and Planetariums in the Womb."),
    QT_TRANSLATE_NOOP("ItemEffect", "Mines II and Ashpit II become Mineshaft floors: 3 rooms fewer, 1 more "
                                    "dead end, the entrance (repentance)."),
    QT_TRANSLATE_NOOP("ItemEffect", "With Cain: arcades on every floor up to Sheol (repentance)."),
    QT_TRANSLATE_NOOP("ItemEffect", "The off-grid Boss Rush room's layout (no effect on the map)."),
    QT_TRANSLATE_NOOP("ItemEffect", "A better Shop level (repentance)."),
    QT_TRANSLATE_NOOP("ItemEffect", "Treasure Rooms become devil-style rooms (no effect on the map)."),
};

[[maybe_unused]] const char *const kPlayerNames[] = {
    QT_TRANSLATE_NOOP("Player", "Isaac"),           QT_TRANSLATE_NOOP("Player", "The Lost"),
    QT_TRANSLATE_NOOP("Player", "??? (Blue Baby)"), QT_TRANSLATE_NOOP("Player", "The Soul"),
    QT_TRANSLATE_NOOP("Player", "Other character"),
};

[[maybe_unused]] const char *const kProvenanceNames[] = {
    QT_TRANSLATE_NOOP("Provenance", "verified engine"),
    QT_TRANSLATE_NOOP("Provenance", "wiki rule"),
    QT_TRANSLATE_NOOP("Provenance", "approximation"),
    QT_TRANSLATE_NOOP("Provenance", "Repentance+ engine (from the game's code, unchecked)"),
    QT_TRANSLATE_NOOP("Provenance", "Afterbirth+ engine (from the game's code, unchecked)"),
    QT_TRANSLATE_NOOP("Provenance", "the article's rule (original 2011)"),
};

[[maybe_unused]] const char *const kStageNames[] = {
    QT_TRANSLATE_NOOP("Stage", "Basement I"),
    QT_TRANSLATE_NOOP("Stage", "Cellar I"),
    QT_TRANSLATE_NOOP("Stage", "Burning Basement I"),
    QT_TRANSLATE_NOOP("Stage", "Basement II"),
    QT_TRANSLATE_NOOP("Stage", "Cellar II"),
    QT_TRANSLATE_NOOP("Stage", "Burning Basement II"),
    QT_TRANSLATE_NOOP("Stage", "Caves I"),
    QT_TRANSLATE_NOOP("Stage", "Catacombs I"),
    QT_TRANSLATE_NOOP("Stage", "Flooded Caves I"),
    QT_TRANSLATE_NOOP("Stage", "Caves II"),
    QT_TRANSLATE_NOOP("Stage", "Catacombs II"),
    QT_TRANSLATE_NOOP("Stage", "Flooded Caves II"),
    QT_TRANSLATE_NOOP("Stage", "Depths I"),
    QT_TRANSLATE_NOOP("Stage", "Necropolis I"),
    QT_TRANSLATE_NOOP("Stage", "Dank Depths I"),
    QT_TRANSLATE_NOOP("Stage", "Depths II"),
    QT_TRANSLATE_NOOP("Stage", "Necropolis II"),
    QT_TRANSLATE_NOOP("Stage", "Dank Depths II"),
    QT_TRANSLATE_NOOP("Stage", "Womb I"),
    QT_TRANSLATE_NOOP("Stage", "Utero I"),
    QT_TRANSLATE_NOOP("Stage", "Scarred Womb I"),
    QT_TRANSLATE_NOOP("Stage", "Womb II"),
    QT_TRANSLATE_NOOP("Stage", "Utero II"),
    QT_TRANSLATE_NOOP("Stage", "Scarred Womb II"),
    QT_TRANSLATE_NOOP("Stage", "Blue Womb"),
    QT_TRANSLATE_NOOP("Stage", "Sheol"),
    QT_TRANSLATE_NOOP("Stage", "Cathedral"),
    QT_TRANSLATE_NOOP("Stage", "Dark Room"),
    QT_TRANSLATE_NOOP("Stage", "The Chest"),
    QT_TRANSLATE_NOOP("Stage", "The Void"),
    // repentance.md R3.1 (floorgen::rep::repFloorName): the alternate path and the names that differ.
    QT_TRANSLATE_NOOP("Stage", "Downpour I"),
    QT_TRANSLATE_NOOP("Stage", "Dross I"),
    QT_TRANSLATE_NOOP("Stage", "Downpour II"),
    QT_TRANSLATE_NOOP("Stage", "Dross II"),
    QT_TRANSLATE_NOOP("Stage", "Mines I"),
    QT_TRANSLATE_NOOP("Stage", "Ashpit I"),
    QT_TRANSLATE_NOOP("Stage", "Mines II"),
    QT_TRANSLATE_NOOP("Stage", "Ashpit II"),
    QT_TRANSLATE_NOOP("Stage", "Mausoleum I"),
    QT_TRANSLATE_NOOP("Stage", "Gehenna I"),
    QT_TRANSLATE_NOOP("Stage", "Mausoleum II"),
    QT_TRANSLATE_NOOP("Stage", "Gehenna II"),
    QT_TRANSLATE_NOOP("Stage", "Corpse I"),
    QT_TRANSLATE_NOOP("Stage", "Corpse II"),
    QT_TRANSLATE_NOOP("Stage", "Mortis I"),
    QT_TRANSLATE_NOOP("Stage", "Mortis II"),
    QT_TRANSLATE_NOOP("Stage", "Chest"),
    QT_TRANSLATE_NOOP("Stage", "Home"),
};

// The characters of repentance.md R18.1 (floorgen::characters()).
[[maybe_unused]] const char *const kCharacterNames[] = {
    QT_TRANSLATE_NOOP("Character", "Isaac"),
    QT_TRANSLATE_NOOP("Character", "Cain"),
    QT_TRANSLATE_NOOP("Character", "??? (Blue Baby)"),
    QT_TRANSLATE_NOOP("Character", "Lazarus"),
    QT_TRANSLATE_NOOP("Character", "The Lost"),
    QT_TRANSLATE_NOOP("Character", "Lazarus (risen)"),
    QT_TRANSLATE_NOOP("Character", "Dark Judas"),
    QT_TRANSLATE_NOOP("Character", "Keeper"),
    QT_TRANSLATE_NOOP("Character", "The Forgotten"),
    QT_TRANSLATE_NOOP("Character", "The Soul"),
    QT_TRANSLATE_NOOP("Character", "Tainted Lost"),
    QT_TRANSLATE_NOOP("Character", "Tainted Keeper"),
    QT_TRANSLATE_NOOP("Character", "Tainted Jacob (ghost)"),
};

[[maybe_unused]] const char *const kStageTypeNames[] = {
    QT_TRANSLATE_NOOP("StageType", "Basement"),
    QT_TRANSLATE_NOOP("StageType", "Cellar"),
    QT_TRANSLATE_NOOP("StageType", "Burning Basement"),
    QT_TRANSLATE_NOOP("StageType", "Caves"),
    QT_TRANSLATE_NOOP("StageType", "Catacombs"),
    QT_TRANSLATE_NOOP("StageType", "Flooded Caves"),
    QT_TRANSLATE_NOOP("StageType", "Depths"),
    QT_TRANSLATE_NOOP("StageType", "Necropolis"),
    QT_TRANSLATE_NOOP("StageType", "Dank Depths"),
    QT_TRANSLATE_NOOP("StageType", "Womb"),
    QT_TRANSLATE_NOOP("StageType", "Utero"),
    QT_TRANSLATE_NOOP("StageType", "Scarred Womb"),
    QT_TRANSLATE_NOOP("StageType", "Blue Womb"),
    QT_TRANSLATE_NOOP("StageType", "Sheol"),
    QT_TRANSLATE_NOOP("StageType", "Cathedral"),
    QT_TRANSLATE_NOOP("StageType", "Dark Room"),
    QT_TRANSLATE_NOOP("StageType", "Chest"),
    QT_TRANSLATE_NOOP("StageType", "The Void"),
};

[[maybe_unused]] const char *const kBossNames[] = {
    QT_TRANSLATE_NOOP("Boss", "Monstro"),
    QT_TRANSLATE_NOOP("Boss", "Larry Jr."),
    QT_TRANSLATE_NOOP("Boss", "Chub"),
    QT_TRANSLATE_NOOP("Boss", "Gurdy"),
    QT_TRANSLATE_NOOP("Boss", "Monstro II"),
    QT_TRANSLATE_NOOP("Boss", "Mom"),
    QT_TRANSLATE_NOOP("Boss", "Scolex"),
    QT_TRANSLATE_NOOP("Boss", "Mom's Heart"),
    QT_TRANSLATE_NOOP("Boss", "Famine"),
    QT_TRANSLATE_NOOP("Boss", "Pestilence"),
    QT_TRANSLATE_NOOP("Boss", "War"),
    QT_TRANSLATE_NOOP("Boss", "Death"),
    QT_TRANSLATE_NOOP("Boss", "The Duke of Flies"),
    QT_TRANSLATE_NOOP("Boss", "Peep"),
    QT_TRANSLATE_NOOP("Boss", "Loki"),
    QT_TRANSLATE_NOOP("Boss", "Blastocyst"),
    QT_TRANSLATE_NOOP("Boss", "Gemini"),
    QT_TRANSLATE_NOOP("Boss", "Fistula"),
    QT_TRANSLATE_NOOP("Boss", "Gish"),
    QT_TRANSLATE_NOOP("Boss", "Steven"),
    QT_TRANSLATE_NOOP("Boss", "C.H.A.D."),
    QT_TRANSLATE_NOOP("Boss", "The Headless Horseman"),
    QT_TRANSLATE_NOOP("Boss", "The Fallen"),
    QT_TRANSLATE_NOOP("Boss", "Satan"),
    QT_TRANSLATE_NOOP("Boss", "It Lives"),
    QT_TRANSLATE_NOOP("Boss", "The Hollow"),
    QT_TRANSLATE_NOOP("Boss", "The Carrion Queen"),
    QT_TRANSLATE_NOOP("Boss", "Gurdy Jr."),
    QT_TRANSLATE_NOOP("Boss", "The Husk"),
    QT_TRANSLATE_NOOP("Boss", "The Bloat"),
    QT_TRANSLATE_NOOP("Boss", "Lokii"),
    QT_TRANSLATE_NOOP("Boss", "The Blighted Ovum"),
    QT_TRANSLATE_NOOP("Boss", "Teratoma"),
    QT_TRANSLATE_NOOP("Boss", "The Widow"),
    QT_TRANSLATE_NOOP("Boss", "Mask of Infamy"),
    QT_TRANSLATE_NOOP("Boss", "The Wretched"),
    QT_TRANSLATE_NOOP("Boss", "Pin"),
    QT_TRANSLATE_NOOP("Boss", "Conquest"),
    QT_TRANSLATE_NOOP("Boss", "Isaac"),
    QT_TRANSLATE_NOOP("Boss", "??? (Blue Baby)"),
    QT_TRANSLATE_NOOP("Boss", "Daddy Long Legs"),
    QT_TRANSLATE_NOOP("Boss", "Triachnid"),
    QT_TRANSLATE_NOOP("Boss", "The Haunt"),
    QT_TRANSLATE_NOOP("Boss", "Dingle"),
    QT_TRANSLATE_NOOP("Boss", "Mega Maw"),
    QT_TRANSLATE_NOOP("Boss", "The Gate"),
    QT_TRANSLATE_NOOP("Boss", "Mega Fatty"),
    QT_TRANSLATE_NOOP("Boss", "The Cage"),
    QT_TRANSLATE_NOOP("Boss", "Mama Gurdy"),
    QT_TRANSLATE_NOOP("Boss", "Dark One"),
    QT_TRANSLATE_NOOP("Boss", "The Adversary"),
    QT_TRANSLATE_NOOP("Boss", "Polycephalus"),
    QT_TRANSLATE_NOOP("Boss", "Mr. Fred"),
    QT_TRANSLATE_NOOP("Boss", "The Lamb"),
    QT_TRANSLATE_NOOP("Boss", "Mega Satan"),
    QT_TRANSLATE_NOOP("Boss", "Gurglings"),
    QT_TRANSLATE_NOOP("Boss", "The Stain"),
    QT_TRANSLATE_NOOP("Boss", "Brownie"),
    QT_TRANSLATE_NOOP("Boss", "The Forsaken"),
    QT_TRANSLATE_NOOP("Boss", "Little Horn"),
    QT_TRANSLATE_NOOP("Boss", "Rag Man"),
    QT_TRANSLATE_NOOP("Boss", "Ultra Greed"),
    QT_TRANSLATE_NOOP("Boss", "Hush"),
    QT_TRANSLATE_NOOP("Boss", "Dangle"),
    QT_TRANSLATE_NOOP("Boss", "Turdling"),
    QT_TRANSLATE_NOOP("Boss", "The Frail"),
    QT_TRANSLATE_NOOP("Boss", "Rag Mega"),
    QT_TRANSLATE_NOOP("Boss", "Sisters Vis"),
    QT_TRANSLATE_NOOP("Boss", "Big Horn"),
    QT_TRANSLATE_NOOP("Boss", "Delirium"),
    QT_TRANSLATE_NOOP("Boss", "The Matriarch"),
    QT_TRANSLATE_NOOP("Boss", "Ultra Greedier"),
    QT_TRANSLATE_NOOP("Boss", "The Pile"),
    QT_TRANSLATE_NOOP("Boss", "Reap Creep"),
    QT_TRANSLATE_NOOP("Boss", "Lil Blub"),
    QT_TRANSLATE_NOOP("Boss", "Wormwood"),
    QT_TRANSLATE_NOOP("Boss", "Rainmaker"),
    QT_TRANSLATE_NOOP("Boss", "The Visage"),
    QT_TRANSLATE_NOOP("Boss", "The Siren"),
    QT_TRANSLATE_NOOP("Boss", "Tuff Twins"),
    QT_TRANSLATE_NOOP("Boss", "The Heretic"),
    QT_TRANSLATE_NOOP("Boss", "Hornfel"),
    QT_TRANSLATE_NOOP("Boss", "Great Gideon"),
    QT_TRANSLATE_NOOP("Boss", "Baby Plum"),
    QT_TRANSLATE_NOOP("Boss", "The Scourge"),
    QT_TRANSLATE_NOOP("Boss", "Chimera"),
    QT_TRANSLATE_NOOP("Boss", "Rotgut"),
    QT_TRANSLATE_NOOP("Boss", "Mother"),
    QT_TRANSLATE_NOOP("Boss", "Mom (Mausoleum)"),
    QT_TRANSLATE_NOOP("Boss", "Mom's Heart (Mausoleum)"),
    QT_TRANSLATE_NOOP("Boss", "Min-Min"),
    QT_TRANSLATE_NOOP("Boss", "Clog"),
    QT_TRANSLATE_NOOP("Boss", "Singe"),
    QT_TRANSLATE_NOOP("Boss", "Bumbino"),
    QT_TRANSLATE_NOOP("Boss", "Colostomia"),
    QT_TRANSLATE_NOOP("Boss", "The Shell"),
    QT_TRANSLATE_NOOP("Boss", "Turdlet"),
    QT_TRANSLATE_NOOP("Boss", "Raglich"),
    QT_TRANSLATE_NOOP("Boss", "Dogma"),
    QT_TRANSLATE_NOOP("Boss", "The Beast"),
    QT_TRANSLATE_NOOP("Boss", "Horny Boys"),
    QT_TRANSLATE_NOOP("Boss", "Clutch"),
};

[[maybe_unused]] const char *const kSinNames[] = {
    QT_TRANSLATE_NOOP("Sin", "Wrath"),       QT_TRANSLATE_NOOP("Sin", "Gluttony"),
    QT_TRANSLATE_NOOP("Sin", "Lust"),        QT_TRANSLATE_NOOP("Sin", "Sloth"),
    QT_TRANSLATE_NOOP("Sin", "Envy"),        QT_TRANSLATE_NOOP("Sin", "Pride"),
    QT_TRANSLATE_NOOP("Sin", "Ultra Pride"),
};

[[maybe_unused]] const char *const kStepNames[] = {
    QT_TRANSLATE_NOOP("Step", "none"),
    QT_TRANSLATE_NOOP("Step", "layout"),
    QT_TRANSLATE_NOOP("Step", "dead ends"),
    QT_TRANSLATE_NOOP("Step", "boss room"),
    QT_TRANSLATE_NOOP("Step", "XL second boss room"),
    QT_TRANSLATE_NOOP("Step", "Void boss rooms"),
    QT_TRANSLATE_NOOP("Step", "super secret room"),
    QT_TRANSLATE_NOOP("Step", "Luna super secret room"),
    QT_TRANSLATE_NOOP("Step", "secret-room seed"),
    QT_TRANSLATE_NOOP("Step", "shop"),
    QT_TRANSLATE_NOOP("Step", "treasure room"),
    QT_TRANSLATE_NOOP("Step", "planetarium"),
    QT_TRANSLATE_NOOP("Step", "dice/sacrifice room"),
    QT_TRANSLATE_NOOP("Step", "library"),
    QT_TRANSLATE_NOOP("Step", "curse room"),
    QT_TRANSLATE_NOOP("Step", "Voodoo Head curse room"),
    QT_TRANSLATE_NOOP("Step", "mini-boss room"),
    QT_TRANSLATE_NOOP("Step", "challenge room"),
    QT_TRANSLATE_NOOP("Step", "vault/arcade"),
    QT_TRANSLATE_NOOP("Step", "bedroom"),
    QT_TRANSLATE_NOOP("Step", "secret room"),
    QT_TRANSLATE_NOOP("Step", "ultra secret room"),
    QT_TRANSLATE_NOOP("Step", "grave room"),
    QT_TRANSLATE_NOOP("Step", "normal rooms"),
    QT_TRANSLATE_NOOP("Step", "boss-room surroundings blocked"),
    QT_TRANSLATE_NOOP("Step", "mirror room"),
    QT_TRANSLATE_NOOP("Step", "mineshaft entrance"),
    QT_TRANSLATE_NOOP("Step", "extra rooms"),
    QT_TRANSLATE_NOOP("Step", "surprise mini-boss"),
    QT_TRANSLATE_NOOP("Step", "off-grid rooms"),
    QT_TRANSLATE_NOOP("Step", "start room"),
};

[[maybe_unused]] const char *const kRollNames[] = {
    QT_TRANSLATE_NOOP("Roll", "Planetarium"),    QT_TRANSLATE_NOOP("Roll", "Dice / Sacrifice"),
    QT_TRANSLATE_NOOP("Roll", "Library"),        QT_TRANSLATE_NOOP("Roll", "Curse Room"),
    QT_TRANSLATE_NOOP("Roll", "Mini-Boss"),      QT_TRANSLATE_NOOP("Roll", "Challenge"),
    QT_TRANSLATE_NOOP("Roll", "Vault / Arcade"), QT_TRANSLATE_NOOP("Roll", "Bedroom"),
};

// stats.h typeSplitName(): which of two room types a placed room became.
const char *const kTypeSplitNames[] = {
    QT_TRANSLATE_NOOP("TypeSplit", "Dice among dice/sacrifice"),
    QT_TRANSLATE_NOOP("TypeSplit", "Vault among vault/arcade"),
    QT_TRANSLATE_NOOP("TypeSplit", "Clean among bedrooms"),
};

[[maybe_unused]] const char *const kRewardKindNames[] = {
    QT_TRANSLATE_NOOP("RewardKind", "Nothing"),      QT_TRANSLATE_NOOP("RewardKind", "Tarot Card"),
    QT_TRANSLATE_NOOP("RewardKind", "Trinket"),      QT_TRANSLATE_NOOP("RewardKind", "Pill"),
    QT_TRANSLATE_NOOP("RewardKind", "Coin"),         QT_TRANSLATE_NOOP("RewardKind", "Heart"),
    QT_TRANSLATE_NOOP("RewardKind", "Key"),          QT_TRANSLATE_NOOP("RewardKind", "Bomb"),
    QT_TRANSLATE_NOOP("RewardKind", "Chest"),        QT_TRANSLATE_NOOP("RewardKind", "Locked Chest"),
    QT_TRANSLATE_NOOP("RewardKind", "Lil' Battery"), QT_TRANSLATE_NOOP("RewardKind", "Grab Bag"),
};

[[maybe_unused]] const char *const kRewardItemNames[] = {
    QT_TRANSLATE_NOOP("RewardItem", "Lucky Foot"),          QT_TRANSLATE_NOOP("RewardItem", "Smelter"),
    QT_TRANSLATE_NOOP("RewardItem", "Guppy's Tail"),        QT_TRANSLATE_NOOP("RewardItem", "Broken Modem"),
    QT_TRANSLATE_NOOP("RewardItem", "Contract From Below"), QT_TRANSLATE_NOOP("RewardItem", "Lucky Toe"),
    QT_TRANSLATE_NOOP("RewardItem", "Rib of Greed"),        QT_TRANSLATE_NOOP("RewardItem", "Daemon's Tail"),
    QT_TRANSLATE_NOOP("RewardItem", "Watch Battery"),       QT_TRANSLATE_NOOP("RewardItem", "Ace of Spades"),
    QT_TRANSLATE_NOOP("RewardItem", "Safety Cap"),          QT_TRANSLATE_NOOP("RewardItem", "Match Stick"),
    QT_TRANSLATE_NOOP("RewardItem", "Child's Heart"),       QT_TRANSLATE_NOOP("RewardItem", "Rusted Key"),
};

[[maybe_unused]] const char *const kRewardItemEffects[] = {
    QT_TRANSLATE_NOOP("RewardItemEffect", "Scales the first float: p = p*0.9 + 0.1 (never below 0.1)."),
    QT_TRANSLATE_NOOP("RewardItemEffect",
                      "1 in 50: the reward becomes a trinket (last of the replacements)."),
    QT_TRANSLATE_NOOP("RewardItemEffect",
                      "1/3 a chest (half of them locked), 2/9 nothing; applies to every room."),
    QT_TRANSLATE_NOOP("RewardItemEffect", "1 in 4: one more coin, heart, key, bomb or grab bag."),
    QT_TRANSLATE_NOOP("RewardItemEffect",
                      "n copies: n+1 of the reward, but nothing with chance 0.5*0.666^n (not for trinkets)."),
    QT_TRANSLATE_NOOP("RewardItemEffect",
                      "p = p*0.98 + 0.02 with Lucky Foot and luck > 0, else p = p*0.9 + 0.1."),
    QT_TRANSLATE_NOOP("RewardItemEffect", "Coins take 0.45-0.5 from hearts (coin 20%, heart 10%)."),
    QT_TRANSLATE_NOOP("RewardItemEffect",
                      "4 in 5 hearts become keys (also Child's Heart's hearts fail 4 in 5)."),
    QT_TRANSLATE_NOOP("RewardItemEffect", "Lil' battery 1/15 more often, on top of the base 1/20."),
    QT_TRANSLATE_NOOP("RewardItemEffect", "1 in 10: the reward becomes a tarot card."),
    QT_TRANSLATE_NOOP("RewardItemEffect", "1 in 10: the reward becomes a pill."),
    QT_TRANSLATE_NOOP("RewardItemEffect", "1 in 10: the reward becomes a bomb."),
    QT_TRANSLATE_NOOP("RewardItemEffect", "1 in 10: the reward becomes a heart."),
    QT_TRANSLATE_NOOP("RewardItemEffect", "1 in 10: the reward becomes a key."),
};

// The conditions of stats.cpp's documentedChance(). Longest first: the planetarium's condition is composed
// of several pieces, each replaced by its translation.
[[maybe_unused]] const char *const kConditions[] = {
    QT_TRANSLATE_NOOP("DocumentedChance",
                      "base 1%, raised by skipped treasure rooms and items (repentance.md R16)"),
    QT_TRANSLATE_NOOP("DocumentedChance", "book picked up: 1/20, then 1/4"),
    QT_TRANSLATE_NOOP("DocumentedChance",
                      "vault with 2+ keys, arcade with 5+ coins, second floor of a chapter"),
    QT_TRANSLATE_NOOP("DocumentedChance",
                      "book picked up: 1/20, then 1/4 (the wiki says the game never sets it)"),
    QT_TRANSLATE_NOOP("DocumentedChance", "none after chapter 3 (chapter 4 with Telescope Lens)"),
    QT_TRANSLATE_NOOP("DocumentedChance", "5+ coins, second floor of a chapter: always"),
    QT_TRANSLATE_NOOP("DocumentedChance", "2+ keys: 1/50, then a second 1/5"),
    QT_TRANSLATE_NOOP("DocumentedChance", "2+ keys: 1/10, then a second 1/3"),
    QT_TRANSLATE_NOOP("DocumentedChance", "devil room visited: 1/2, then a second 1/4"),
    QT_TRANSLATE_NOOP("DocumentedChance", "full health: 1/7, then a second 1/4"),
    QT_TRANSLATE_NOOP("DocumentedChance", "first floor: 1/4, then a second 1/3"),
    QT_TRANSLATE_NOOP("DocumentedChance", "low health: 1/50, then a second 1/5"),
    QT_TRANSLATE_NOOP("DocumentedChance", ", +20% per skipped treasure room"),
    QT_TRANSLATE_NOOP("DocumentedChance", "first floor of a chapter: never"),
    QT_TRANSLATE_NOOP("DocumentedChance", "second floor, full health: 1/2"),
    QT_TRANSLATE_NOOP("DocumentedChance", "not at full health: never"),
    QT_TRANSLATE_NOOP("DocumentedChance", "not at full health: 1/7"),
    QT_TRANSLATE_NOOP("DocumentedChance", "after the first floor: 1/4"),
    QT_TRANSLATE_NOOP("DocumentedChance", " (a planetarium was visited)"),
    QT_TRANSLATE_NOOP("DocumentedChance", "fewer than 5 coins: never"),
    QT_TRANSLATE_NOOP("DocumentedChance", "never on the first floor"),
    QT_TRANSLATE_NOOP("DocumentedChance", "full health: always"),
    QT_TRANSLATE_NOOP("DocumentedChance", ", items held"),
    QT_TRANSLATE_NOOP("DocumentedChance", "equal chance"),
    QT_TRANSLATE_NOOP("DocumentedChance", "base 1%"),
};

QString lookup(const char *context, std::string_view english) {
    if (english.empty())
        return {};
    const QByteArray source(english.data(), static_cast<qsizetype>(english.size()));
    return QCoreApplication::translate(context, source.constData());
}

} // namespace

QString trRoomType(RoomType type) {
    return coreText(i18n::trRoomType(type));
}

QString trCurse(CurseBit curse) {
    return coreText(i18n::trCurse(curse));
}

QString trCurseShort(CurseBit curse) {
    return coreText(i18n::trCurseShort(curse));
}

QString trItem(Item item) {
    return coreText(i18n::trItem(item));
}

QString trItemEffect(Item item) {
    return coreText(i18n::trItemEffect(item));
}

QString trPlayer(PlayerType player) {
    return coreText(i18n::trPlayer(player));
}

QString trProvenance(Provenance provenance) {
    return coreText(i18n::trProvenance(provenance));
}

QString trRuleSet(RuleSet rules) {
    return coreText(i18n::trRuleSet(rules));
}

QString trRuleSet(const Settings &s) {
    return coreText(i18n::trRuleSet(s));
}

QString trRuleSetRules(RuleSet rules) {
    return coreText(i18n::trRuleSetRules(rules));
}

QString trStage(int stage, int stageType) {
    return coreText(i18n::trStage(stage, stageType));
}

QString trCharacter(int id) {
    return coreText(i18n::trCharacter(id));
}

QString trStageType(int stage, int stageType) {
    return coreText(i18n::trStageType(stage, stageType));
}

QString trBoss(int subtype) {
    return coreText(i18n::trBoss(subtype));
}

void setUserBossNames(std::map<int, QString> names) {
    std::map<int, std::string> utf8;
    for (const auto &[id, name] : names)
        utf8.emplace(id, name.toStdString());
    i18n::setUserBossNames(std::move(utf8));
}

QString trBossDisplayName(int subtype) {
    return coreText(i18n::trBossDisplayName(subtype));
}

QString trSin(Sin sin) {
    return coreText(i18n::trSin(sin));
}

QString trStep(Step step) {
    return coreText(i18n::trStep(step));
}

QString trRoll(Roll roll) {
    return coreText(i18n::trRoll(roll));
}

QString trRollName(const QString &english) {
    for (int r = 0; r < kRollCount; ++r) {
        const std::string_view name = rollName(static_cast<Roll>(r));
        if (english == QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size())))
            return trRoll(static_cast<Roll>(r));
    }
    return english;
}

QString trTypeSplitName(const QString &english) {
    for (const char *name : kTypeSplitNames)
        if (english == QLatin1String(name))
            return QCoreApplication::translate("TypeSplit", name);
    return english;
}

QString trRewardKind(RewardKind kind) {
    return coreText(i18n::trRewardKind(kind));
}

QString trRewardItem(RewardItem item) {
    return coreText(i18n::trRewardItem(item));
}

QString trRewardItemEffect(RewardItem item) {
    return coreText(i18n::trRewardItemEffect(item));
}

namespace {

// The UI never cites the spec (issue 46 point 11; floorgen/textnames.h). The core's own texts (the CLI's)
// keep them.
QString withoutSpecCitations(const QString &text) {
    return QString::fromStdString(i18n::withoutSpecCitations(text.toStdString()));
}

QString translatedCondition(const std::string &condition);

} // namespace

QString trDocumentedCondition(const std::string &condition) {
    return withoutSpecCitations(translatedCondition(condition));
}

namespace {

QString translatedCondition(const std::string &condition) {
    // Nothing to translate in a bare fraction ("1/20"); whole conditions next (most are), then the
    // planetarium's pieces.
    if (std::none_of(condition.begin(), condition.end(),
                     [](char c) { return std::isalpha(static_cast<unsigned char>(c)); }))
        return QString::fromStdString(condition);
    const QString whole = lookup("DocumentedChance", condition);
    if (whole != QString::fromStdString(condition))
        return whole;
    QString text = QString::fromStdString(condition);
    for (const char *piece : kConditions) {
        const QString english = QString::fromUtf8(piece);
        if (text.contains(english))
            text.replace(english, QCoreApplication::translate("DocumentedChance", piece));
    }
    return text;
}

} // namespace

QString trCoreMessage(const std::string &message) {
    return coreText(i18n::trCoreMessage(message));
}

QString trCoreSentence(const std::string &message) {
    return coreText(i18n::trCoreSentence(message));
}

QString trRoomDisplayName(const Room &r) {
    return coreText(i18n::trRoomDisplayName(r));
}

} // namespace floorgen::app
