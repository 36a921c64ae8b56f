#pragma once

// The generator's trace (generation.md section 11): a flat list of events, each with the RNG draws made
// since the event before it. The GUI's step-through and decision log replay it; replay(k) rebuilds the
// grid exactly as it was after event k-1.

#include "floorgen/bosspools.h"
#include "floorgen/generator.h"
#include "floorgen/rng.h"

#include <cstdint>
#include <span>
#include <vector>

namespace floorgen {

enum class EventKind : std::uint8_t {
    FloorParams,       // a = target, b = minimum dead ends; roomCoin/hardExtra in list (none)
    CurseRoll,         // a = rolled mask, b = mask in force, flag = roll made (no Black Candle)
    AttemptStarted,    // attempt
    RoomPlaced,        // room, shape, anchor, cell = placed cell; flag = work list bottom; b = dir
                       // step Layout: start room (room 0) or candidate; DeadEnds: AddDeadEnd;
                       // XlBoss: the second boss neighbour; Secret / UltraSecret: the secret rooms
    RoomTaken,         // room taken from the top of the work list
    CandidatesListed,  // room = parent; list = candidates in shuffled order; a = count before shuffle
    Quota,             // room, a = quota, flag = drawn (false: start room with target > 15)
    CandidateRejected, // shape, anchor, cell = placed cell, reason, a = neighbour count
    DeadEndsDetected,  // list = dead ends (room numbers in `room` of each item), in number order
    DeadEndsSorted,    // list = the sorted dead-end list
    AttemptRejected,   // step = failing step (DeadEnds: too few dead ends), a = dead ends, b = minimum
    Roll,              // step, roll, a = value, b = threshold or modulus, flag = outcome
    BossChosen,        // step, a = boss subtype, b = double-trouble variant (0 none)
    DeadEndPopped,     // step, room, shape/anchor = after resize; flag = resized (shape changed)
    DeadEndReAdded,    // step, room
    RoomResized,       // step, room, shape/anchor = after resize (the XL second boss room)
    NoDeadEnd,         // step: no dead end could take the room; step DeadEnds (repentance): AddDeadEnd found
                       // no cell for another dead end, a = the dead ends so far
    RoomAssigned,      // step, room, roomType; repentance: a = the stored door mask the room's pick used
                       // (R10.8), b = dir as for RoomPlaced
    SecretCandidates,  // step, list = cells with weights, a = best weight, b = cells sharing it; step
                       // UltraSecret (R12.5): each item's room = k (occupied cells at distance 2), weight =
                       // the final weight, or -(drawn weight) when a direction check rejected the cell
    FloorDone,         // a = attempts
    GenerationFailed,  // step, a = attempts
    StepDone,          // repentance: step, a = draws of S the step made, b = draws of L (R20.2, R21.10)
    TargetIncreased,   // repentance: a = the attempt, b = the new target (R7 step 5)
    CellsBlocked,      // repentance: step, room = the last boss room, list = the cells blocked (R8.5, step 4)
    RedRoomDoors,   // repentance: room = the ultra secret room, list = (room, cell, slot in weight) (R12.5)
    BossIdDrawn,    // repentance: step, a = index into Trace::bossCalls (GetBossId's draws, branch, tries and
                    // PickBoss scans: R9.4, R9.5), b = the result; the seven draws and the tries' draws are
                    // the event's draws (RngId::P)
    ExtraRoomOrder, // repentance step 18: list = the rooms of steps 16-17 in X's shuffled order (room)
    ExtraRoomPicked, // repentance step 18: room, flag = a layout was found (a = its subtype), b = the tries
                     // (1 or 2: the second with difficulty 1-10)
    // original-2011 (docs/original-2011.md); cells are the game's numbers (tens = row, ones = column) in `a`
    // or `b` where said, and 13x13 cells in `cell`:
    OrigRoomCount,      // room = level, a = random(2), b = rooms; flag = double-size map (then the next one)
    OrigLabyrinthCount, // a = the formula's rooms, b = the double-size map's target
    OrigNeighbourTest,  // room = the queued room, cell, a = orig::Verdict, b = filled neighbours of the cell;
                        // the coin's draw is the event's when one was made (Added is a RoomPlaced instead)
    OrigDeadEnd,        // room: added nothing, so a dead end; a = the list's size with it
    OrigStartRequeued,  // the queue ran empty short of the target: room 0 queued again; a = how many times
    OrigPlanRejected,   // a = orig::PlanCheck, b = rooms or dead ends, room = the room concerned
    OrigRoll,           // step, roomType, a = the draw mod b, b = the odds' denominator, flag = a room
    OrigSecretSearch,   // step (Secret or NormalRooms), a = tries, b = tier (0: none found), cell = the cell
    OrigSpecialPlaced,  // step, room, roomType, cell; a = index in the pool, b = the pool's size (-1: a new
                        // room, not a dead end); flag = the rule is an approximation
};

// Why a layout candidate was not placed (6.4).
enum class RejectReason : std::uint8_t {
    None,
    DoesNotFit,      // a room placed earlier in the loop took a cell
    NeighbourCount,  // placed cell has >= 2 occupied neighbours
    ExceptionMissed, // XL/Void 1-in-10 roll missed
    DoorMismatch,    // LocValid failed
    ExceptionTaken,  // (not a rejection) placed through the XL/Void 1-in-10 exception
};

// Which roll of a special step (Roll events).
enum class RollKind : std::uint8_t {
    Curse,             // a = draw mod chance, b = chance, flag = hit
    CurseKind,         // a = k (0..5)
    RoomCoin,          // a = coin
    HardExtra,         // a = extra
    VoidSize,          // a = 0..9
    RoomType,          // roomType = the type chosen (dice/sacrifice, vault/arcade, bedroom)
    Place,             // flag = placed; a = first draw result
    PlanetariumChance, // a = chance in 1/10000, flag = placed
    TreasureSpecial,   // flag = special (devil/angel-style treasure subtype)
    Subtype,           // a = subtype (shop, library)
    Sin,               // a = sin (Sin), flag = super (alt) variant
    VoidBossCount,     // a = k
};

struct TraceItem {
    std::int8_t room = -1;
    Shape shape = Shape::Null;
    Cell anchor;
    Cell cell;
    std::int16_t weight = 0;
};

struct TraceDraw {
    RngId rng;
    std::uint32_t value;
    std::uint8_t triple = 0; // the shift triple's index (1.3): what tells RngId::Local draws apart (R20.2)
};

struct TraceEvent {
    explicit TraceEvent(EventKind k = EventKind::FloorParams)
        : kind(k) {}

    EventKind kind;
    std::uint16_t attempt = 0; // repentance floors may take up to 10,000 attempts
    Step step = Step::None;
    RejectReason reason = RejectReason::None;
    RollKind roll = RollKind::Curse;
    RoomType roomType = RoomType::Null;
    std::int8_t room = -1;
    Shape shape = Shape::Null;
    Cell anchor;
    Cell cell;
    bool flag = false;
    std::int32_t a = 0;
    std::int32_t b = 0;
    std::uint32_t drawBegin = 0, drawEnd = 0; // into Trace::draws
    std::uint32_t listBegin = 0, listEnd = 0; // into Trace::items
};

class Trace final : public DrawSink {
public:
    std::vector<TraceEvent> events;
    std::vector<TraceDraw> draws;
    std::vector<TraceItem> items;
    std::vector<BossTrace> bossCalls; // repentance: one per BossIdDrawn event
    // When set before generation, gridHashes[i] is gridHash() of the live grid right after event i.
    bool recordGridHashes = false;
    std::vector<std::uint64_t> gridHashes;

    void clear();
    void onDraw(RngId rng, std::uint32_t value, std::uint8_t triple) override {
        draws.push_back({rng, value, triple});
    }

    std::span<const TraceDraw> drawsOf(const TraceEvent &e) const {
        return {draws.data() + e.drawBegin, e.drawEnd - e.drawBegin};
    }
    std::span<const TraceItem> itemsOf(const TraceEvent &e) const {
        return {items.data() + e.listBegin, e.listEnd - e.listBegin};
    }
};

// The state of the floor after the first `eventCount` events.
struct ReplayState {
    std::array<std::int8_t, kGridCells> grid{}; // room number or -1
    StaticVector<Room, kMaxRooms> rooms;        // by number; rooms[i].number == i
    std::vector<int> workList;                  // front = top of the work list
    std::vector<int> deadEnds;                  // the current dead-end list
    int attempt = 0;
    int focusRoom = -1;  // the room the last event is about (expanded, placed, assigned)
    TraceItem candidate; // the candidate the last event tested, if any
    bool hasCandidate = false;
};

ReplayState replay(const Trace &trace, std::size_t eventCount);

// Applies events one at a time (replay(trace, k) is k steps of it); for players that move forward.
class Replayer {
public:
    explicit Replayer(const Trace &trace);
    // Applies the next event; false when all events are applied.
    bool step();
    std::size_t applied() const { return m_next; }
    const ReplayState &state() const { return m_state; }

private:
    const Trace &m_trace;
    std::size_t m_next = 0;
    ReplayState m_state;
};
std::uint64_t gridHash(const std::array<std::int8_t, kGridCells> &grid, std::uint64_t hash = kFnvOffset);

} // namespace floorgen
