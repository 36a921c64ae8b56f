#pragma once

// The repentance rule set's entry points (repentance.cpp): one floor with a given run state, and a floor
// with its run context (R9.7). Internal to core/src; generate() of generator.h calls them.

#include "floorgen/bosspools.h"
#include "floorgen/catalog.h"
#include "floorgen/generator.h"
#include "floorgen/repchances.h"

#include <cstdint>
#include <string>

namespace floorgen {

class Trace;

// What one floor of a run leaves to the next (R9.7 step 1.4): the boss pools, the state flags that
// placement reads and sets (R18.3), and the surprise mini-boss counter.
struct RepRunState {
    BossPools pools;
    std::uint64_t flags = 0;
    int surpriseCounter = 0;

    // What the floor read of this state that the floors before it in a run may have changed (the run search
    // decides a floor on its own when nothing it needs depends on them; DEVELOPERS.md "Deep floors").
    // Written by generateRepentanceFloor when `watch` is set (the caller clears `reads` first).
    struct RouteReads {
        bool pools = false; // a boss id came from a pool (GetBossId on a stage without a fixed boss, R9.4)
        // The first attempt in which the draws or the grid may follow the route, 0: none. With the built-in
        // catalog only step 10d does: the Ultra Pride flag when its test draw hits (an earlier floor may
        // have set flag 32), the sins left when some are (earlier floors may have set all six, and then no
        // sin draw is made). With room files also the boss layout picked for a pool's boss (step 1 or 3)
        // and any pick from a file not reset at this floor's start (R10.5).
        int attempt = 0;
        bool early = false;   // that read came before step 10d: nothing placed is settled
        bool failLate = true; // an attempt may still fail after step 10d (R11 steps 12, 16, 18)
    };
    bool watch = false;
    RouteReads reads;
};

// R5.2: the curse roll's denominator d, 0 when there is no roll (stage 1 without achievement 33).
int curseDenominator(CurseTier tier, bool hard, int stage);
// R5.3 (the same as generation.md 3, so both rule sets use it): the curse selector k (0..5) gives this curse
// on `stage` (Labyrinth only on odd stages below 8).
std::uint8_t curseOfKind(std::uint32_t k, int stage);
// R5.1 - R5.4: the curse the roll gives, from the stage seed (C's first two draws after S's two).
// The curses R5 step 4 removes from the rolled one (R23.4 under the repentogon variant).
std::uint8_t curseRemoval(const Settings &s);
std::uint8_t rolledCurse(const Settings &s, std::uint32_t stageSeed);

// R16's inputs from the settings: the floor, the items, a golden Telescope Lens, the rooms entered (by
// default stage' - 1 treasure rooms, none skipped).
rep::PlanetariumInputs planetariumInputsOf(const Settings &s);

// The run state before a run's first floor (R9.7): the state flags and the surprise mini-boss counter of the
// player's state, the boss pools Init(poolSeed), and the catalog's weights put back (R10.5: they are run
// state too).
void beginRun(RepRunState &run, const Settings &s, std::uint32_t poolSeed, const RoomCatalog &catalog);
// One floor with `run` as the run state it starts from (and leaves). Detail::SpecialRooms (statistics,
// search): the normal rooms get no descriptor (no seeds) and steps 19 and 20 (flags and off-grid rooms, no
// grid change) are left out; the grid and every special room are those of Detail::Full.
GenerateStatus generateRepentanceFloor(const Settings &s, Floor &out, Trace *trace, std::string *error,
                                       const RoomCatalog &catalog, const RoomFilter &filter, RepRunState &run,
                                       Detail detail = Detail::Full);
// The floor of `s` as R9.7 says: in its run (the route's floors first), as the first floor of its pools, or
// from its stage seed alone.
GenerateStatus generateRepentance(const Settings &s, Floor &out, Trace *trace, std::string *error,
                                  const RoomCatalog &catalog, const RoomFilter &filter,
                                  Detail detail = Detail::Full);
// R9.4 step 2: the stages whose boss is fixed read no boss pool.
constexpr bool fixedBossStage(int stage) {
    return stage == 6 || stage == 8 || stage >= 10;
}
// prefetchBossShuffles (generator.h) for a repentance Settings.
void prefetchRepentanceShuffles(const Settings &s, std::span<const std::uint32_t> seeds,
                                const RoomCatalog &catalog);

} // namespace floorgen
