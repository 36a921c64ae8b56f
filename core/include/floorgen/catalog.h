#pragma once

// The room catalog behind RoomPick (generation.md 7.0.4 and section 9; repentance.md R10 and R19). The
// built-in catalog makes every special room a 1x1 with four doors and enables all shapes; FileCatalog
// (filecatalog.h) reads the player's own room files.

#include "floorgen/bosspools.h"
#include "floorgen/types.h"

#include <cstdint>
#include <memory>
#include <string>

namespace floorgen {

struct RoomDescriptor {
    RoomType type = RoomType::Null;
    Shape shape = Shape::S1x1;
    std::uint8_t doors = 0x0F;
    std::uint16_t variant = 0;
    std::int16_t subtype = 0;
    std::uint8_t width = 13;
    std::uint8_t height = 7;
    bool pit = false;     // the layout spawns a pit (entity types 3000..3009; repentance.md R10.7)
    std::int32_t id = -1; // the catalog's number for the room picked (-1: the built-in catalog's)
};

struct PickRequest {
    int stageId = 0;
    RoomType type = RoomType::Null;
    Shape shape = Shape::Null; // Null: any
    int variantMin = 0, variantMax = 0xFFFF;
    int difficultyMin = 0, difficultyMax = 20;
    std::uint8_t requiredDoors = 0;
    int subtype = -1; // -1: any
    bool adjustWeight = true;
    // RoomPickR (repentance.md R10.1) rather than 7.0.4's RoomPick: the exact-door list only for a non-zero
    // required mask, the ratio in float32.
    bool repentance = false;
    // repentance.md R23.3 (the repentogon variant): the Void's pool (stageId 26) in reverse order of files.
    bool voidReversed = false;
};

// What a floor reads from a catalog, for RoomCatalog::dataProblem (issue 39: data that cannot give a floor
// is said before generating, not as "no floor after 10,000 attempts").
struct FloorDataNeeds {
    int stageId = -1;           // the normal rooms' file (26: the Void's pool of files)
    int bossPool = -1;          // repentance: the pool slot of R9.4 the floor draws its boss from; -1: none
    bool harbingers = false;    // R9.4 step 5 may give a Harbinger (or the Headless Horseman, Conquest)
    bool fallen = false;        // step 7 may give The Fallen
    bool doubleTrouble = false; // step 6 may give the pool's double-trouble rooms
};

class RoomCatalog {
public:
    virtual ~RoomCatalog() = default;
    // Bit s set: shape s is enabled for that stage file and difficulty window (4.4). 0: too few rooms.
    virtual std::uint16_t enabledShapes(int stageId, int difficultyMin, int difficultyMax) const = 0;
    // RoomPick with the value drawn by the caller: fills `out` and returns true, or returns false when
    // nothing matches. (An out parameter rather than an optional: the generator's hot path copies nothing.)
    virtual bool pick(const PickRequest &request, std::uint32_t value, RoomDescriptor &out) const = 0;
    // Puts every file's weights back: at the start of each afterbirth-plus floor (7.0.4 step 7) and of each
    // repentance run (R10.5).
    virtual void resetFloor() const {}
    // Puts one file's weights back (repentance.md R10.5; 26, the Void, stands for its files 1..12, 14..17).
    virtual void resetFile(int) const {}
    // The union of the shapes of the DEFAULT rooms of a stage file (26: the Void's files) with a difficulty
    // in [difficultyMin, difficultyMax], and how many rooms that is (4.4, R6.5). By default: enabledShapes,
    // with 20 rooms when it enables any.
    virtual std::uint16_t shapesIn(int stageId, int difficultyMin, int difficultyMax, int &rooms) const {
        const std::uint16_t shapes = enabledShapes(stageId, difficultyMin, difficultyMax);
        rooms = shapes != 0 ? 20 : 0;
        return shapes;
    }
    // GetRoom (R10.3): the first room of `file`, in file order, of that type and variant; no weight changes.
    // By default the built-in catalog's answer (R19.2): a 1x1 with doors 0x0F.
    virtual bool getRoom(int, RoomType type, int variant, RoomDescriptor &out) const {
        out = RoomDescriptor{};
        out.type = type;
        out.variant = static_cast<std::uint16_t>(variant);
        return true;
    }
    // A copy with its own weights (repentance keeps them across a run's floors: a floor generated aside, as
    // one shown with forced curses, works on a copy). Null: the catalog has no state to copy.
    virtual std::unique_ptr<RoomCatalog> clone() const { return nullptr; }
    // The boss pools of the player's bosspools.xml (repentance.md R9.1, R19.1), or null: the built-in pools
    // of R19.4.
    virtual const BossPoolData *bossPools() const { return nullptr; }
    // Whether pick() finds a DEFAULT room for every shape, door mask, difficulty window and stage file, so
    // that 7.13 never fails (Detail::SpecialRooms may then leave it out).
    virtual bool normalPickAlwaysSucceeds() const { return false; }
    // A fault of the data that no attempt can get past for a floor that reads `needs` (every normal room of
    // its file weighing 0, no special rooms file, a boss pool without a boss room...), naming the file;
    // empty when there is none known. Both rule sets ask before their first attempt.
    virtual std::string dataProblem(const FloorDataNeeds &) const { return {}; }
};

class BuiltinCatalog final : public RoomCatalog {
public:
    std::uint16_t enabledShapes(int, int, int) const override { return 0x1FFE; }
    std::uint16_t shapesIn(int, int, int, int &rooms) const override {
        rooms = 1 << 20; // R19.2: never fewer than 20 rooms
        return 0x1FFE;
    }
    bool pick(const PickRequest &request, std::uint32_t, RoomDescriptor &d) const override {
        d.type = request.type;
        d.shape = request.shape == Shape::Null ? Shape::S1x1 : request.shape;
        d.doors = 0x0F;
        d.variant = static_cast<std::uint16_t>(request.variantMin > 0 ? request.variantMin : 0);
        d.subtype = static_cast<std::int16_t>(request.subtype > 0 ? request.subtype : 0);
        d.width = 13;
        d.height = 7;
        return true;
    }
    bool normalPickAlwaysSucceeds() const override { return true; }
    static const BuiltinCatalog &instance();
};

} // namespace floorgen
