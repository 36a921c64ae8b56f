#pragma once

// repentance.md R12.5 on a grid of your own: the ultra-secret room's search, as the generator runs it, for
// the hand-made grid of R21.4 and for anyone checking the rule (tests, tools).

#include "floorgen/generator.h"

#include <cstdint>
#include <vector>

namespace floorgen::rep {

struct UltraSearchInput {
    std::vector<Room> rooms;     // number = index; shape and anchor are read
    std::vector<Cell> blocked;   // the block map's cells (R8.1)
    std::vector<Cell> blacklist; // blacklistU (R12.4)
    std::uint32_t lSeed = 1;     // L = SetSeed(lSeed, 35)
};

struct UltraSearchResult {
    struct Candidate {
        Cell cell;
        int drawn = 0;  // 10 + r mod 5
        int k = 0;      // occupied cells at distance 2
        int weight = 0; // after step 2.5; -1 when a direction check rejected it
    };
    Cell cell;                         // invalid: no ultra-secret room
    std::vector<Candidate> candidates; // every cell weighed, in the scan's group order
    std::vector<RedRoomDoor> redDoors; // step 5, in the order written
    std::uint32_t draws = 0;           // draws of L
    std::uint32_t lState = 0;          // L's state afterwards
};

UltraSearchResult ultraSecretSearch(const UltraSearchInput &in);

} // namespace floorgen::rep
