#pragma once

// Two chances of the repentance rule set (repentance.md): R16 PlanetariumChance and R17 ShopLevel(seed).
// Item and trinket ids are those of R18.2.

#include "floorgen/achievements.h"

#include <array>
#include <cstdint>

namespace floorgen::rep {

// R16's inputs.
struct PlanetariumInputs {
    int stage = 1;                // raw stage
    int type = 0;                 // stage type; 4 and 5 make stage' = stage + 1
    bool telescopeLens = false;   // HasT(152 Telescope Lens)
    bool goldenLens = false;      // Golden(152): a held copy is golden (read only with the lens)
    bool momsBox = false;         // Has(439 Mom's Box)
    bool crystalBall = false;     // Has(158 Crystal Ball)
    bool magic8Ball = false;      // Has(194 Magic 8 Ball)
    bool sausage = false;         // Has(669 Sausage)
    int treasureRoomsEntered = 0; // T
    int planetariumsEntered = 0;  // P
    bool filtered4 = false;       // Filtered(4): always false outside challenges (R1.4)
};

// R16: the planetarium chance, float32 arithmetic in the spec's order (this file is compiled with
// -ffp-contract=off). In [0.01, 1], or exactly 0 when the stage rules it out (step 2).
float planetariumChance(const PlanetariumInputs &in);

// R17's inputs.
struct ShopLevelInputs {
    Achievements unlocks; // U(151) .. U(154)
    bool hard = false;    // difficulty 1
    int storeKey = 0;     // Mult(83 Store Key)
    int stage = 1;        // raw stage
    int type = 0;         // stage type
    int wickedCrown = 0;  // Mult(161 Wicked Crown); HasT(161) is Mult(161) > 0
    int holyCrown = 0;    // Mult(155 Holy Crown)
    int silverDollar = 0; // Mult(110 Silver Dollar)
    int character = 0;    // player type id; 33 Tainted Keeper adds 100
};

// R17 step 5 to 7: which way the level went. Modifiers is only ever the path chosen by step 5: step 6 turns
// it into Bump or None.
enum class ShopPath : std::uint8_t { None, Modifiers, Bump };

// What ShopLevel drew and decided.
struct ShopLevelTrace {
    int a = 0, b = 0;                     // step 1
    std::array<std::uint32_t, 5> draws{}; // Y's draws in order: the two RandomInt, odd, low, then r (bump)
    int drawCount = 0;                    // 4, or 5 when the bump drew r
    bool odd = false;                     // step 3
    bool randomKept = false;              // step 3: odd and hard, so the random level was kept
    std::uint32_t low = 0;                // step 4
    ShopPath chosen = ShopPath::None;     // step 5
    ShopPath taken = ShopPath::None;      // after step 6: None or Bump
    int levelBeforeBump = 0;              // lv after step 5
};

// R17: the shop level (the shop's subtype) of a floor, Y = Loc(seed, 19).
int shopLevel(std::uint32_t seed, const ShopLevelInputs &in, ShopLevelTrace *trace = nullptr);

} // namespace floorgen::rep
