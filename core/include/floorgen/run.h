#pragma once

// A whole run (generation.md 12, `run`; repentance.md R9.7): the floors of a run seed in route order, each
// generated with the state the floors before it left. In `repentance` that state is the run's boss pools, its
// state flags and the surprise mini-boss counter; `afterbirth-plus` floors start fresh, so each is the floor
// generate() gives. Every floor equals generate() called with the run seed, the floor's stage and type, and
// `route` set to the floors generated before it (tests/core/test_run.cpp checks it); the generator carries
// the state from one floor to the next instead of generating the route again for every floor.

#include "floorgen/generator.h"

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace floorgen {

class RoomCatalog;

// The default route of a run: the main path, stages 1..8 with the stage types the run seed proposes (2.4;
// repentance.md R3.2), then stages 10 and 11 (type 1 with the Cathedral choice in repentance, else 0: Sheol
// and the Dark Room). The Labyrinth skip (R9.7 item 1.3) is not applied here: it depends on the floors'
// curses; RunGenerator applies it. Needs s.runSeed.
std::vector<RouteFloor> mainPathRoute(const Settings &s);

// The floors of a run, one at a time.
class RunGenerator {
public:
    RunGenerator();
    ~RunGenerator();
    RunGenerator(const RunGenerator &) = delete;
    RunGenerator &operator=(const RunGenerator &) = delete;

    // Starts the run of s.runSeed (required; s.stage and s.stageType are ignored) along `route`; without a
    // route, along mainPathRoute(s) with the Labyrinth skip: after an XL floor of stage 1, 3, 5 or 7 the
    // floors the skip passes over are left out. `catalog` null: the built-in catalog; else it must outlive
    // the generator. Returns the problem with the settings of the first floor that is refused (nothing is
    // generated then), or nothing.
    // labyrinthSkip overrides whether the skip applies (the run search walks a default route it computed).
    std::optional<std::string> start(const Settings &s, std::optional<std::vector<RouteFloor>> route = {},
                                     const RoomCatalog *catalog = nullptr,
                                     std::optional<bool> labyrinthSkip = {});

    // True when every floor of the route was generated (or a floor failed).
    bool done() const;
    // The next floor of the route, the Labyrinth skip applied so far. Only when !done().
    RouteFloor peek() const;
    // The floors generated so far, in route order: the route of the next floor.
    std::span<const RouteFloor> generated() const;

    // Generates the next floor into `out`, which then equals generate() for that floor with `route` set to
    // generated() as it was before the call. A floor that gives up (NoFloor) ends the run: done() is then
    // true and `error` says why.
    GenerateStatus next(Floor &out, Trace *trace = nullptr, std::string *error = nullptr);

    // For searches. As next(), with generate()'s Detail and RoomFilter: Filtered when the floor does not
    // pass (it may be given up early). In repentance the state such a floor leaves is not complete, so the
    // run ends after it (done() is true): use it for the last floor a search needs.
    GenerateStatus next(Floor &out, Detail detail, const RoomFilter &filter);
    // afterbirth-plus only (its floors carry no state): passes over the next floor without generating it;
    // the Labyrinth skip reads its curses. Returns whether it is XL.
    bool pass();

private:
    struct State;
    std::unique_ptr<State> m;
};

// Every floor of a run (the `run` command, the app's run view). Stops at the first floor that gives up.
struct RunResult {
    std::vector<Floor> floors;                  // in route order
    GenerateStatus status = GenerateStatus::Ok; // Ok, or the first floor's failure
    std::string error;                          // with a failure: why
    std::optional<RouteFloor> failedAt;         // with a failure: the floor that failed
    bool ok() const { return status == GenerateStatus::Ok; }
};
// labyrinthSkip: as RunGenerator::start (a route of the caller's own with the skip of the default one).
RunResult generateRun(const Settings &s, std::optional<std::vector<RouteFloor>> route = {},
                      const RoomCatalog *catalog = nullptr, std::optional<bool> labyrinthSkip = {});

} // namespace floorgen
