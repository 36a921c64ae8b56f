#pragma once

// The repentance rule set's entry points (repentance.cpp): one floor with a given run state, and a floor
// with its run context (R9.7). Internal to core/src; generate() of generator.h calls them.

#include "floorgen/bosspools.h"
#include "floorgen/catalog.h"
#include "floorgen/generator.h"

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
};

// One floor with `run` as the run state it starts from (and leaves).
GenerateStatus generateRepentanceFloor(const Settings &s, Floor &out, Trace *trace, std::string *error,
                                       const RoomCatalog &catalog, const RoomFilter &filter,
                                       RepRunState &run);
// The floor of `s` as R9.7 says: in its run (the route's floors first), as the first floor of its pools, or
// from its stage seed alone.
GenerateStatus generateRepentance(const Settings &s, Floor &out, Trace *trace, std::string *error,
                                  const RoomCatalog &catalog, const RoomFilter &filter);

} // namespace floorgen
