#pragma once

// The room catalog behind RoomPick (generation.md 7.0.4 and section 9). The built-in catalog makes every
// special room a 1x1 with four doors and enables all shapes; a later version may read user-owned room data.

#include "floorgen/types.h"

#include <cstdint>

namespace floorgen {

struct RoomDescriptor {
    RoomType type = RoomType::Null;
    Shape shape = Shape::S1x1;
    std::uint8_t doors = 0x0F;
    std::uint16_t variant = 0;
    std::int16_t subtype = 0;
    std::uint8_t width = 13;
    std::uint8_t height = 7;
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
};

class RoomCatalog {
public:
    virtual ~RoomCatalog() = default;
    // Bit s set: shape s is enabled for that stage file and difficulty window (4.4). 0: too few rooms.
    virtual std::uint16_t enabledShapes(int stageId, int difficultyMin, int difficultyMax) const = 0;
    // RoomPick with the value drawn by the caller: fills `out` and returns true, or returns false when
    // nothing matches. (An out parameter rather than an optional: the generator's hot path copies nothing.)
    virtual bool pick(const PickRequest &request, std::uint32_t value, RoomDescriptor &out) const = 0;
    // Called at the start of each floor (weights reset).
    virtual void resetFloor() const {}
    // Whether pick() finds a DEFAULT room for every shape, door mask, difficulty window and stage file, so
    // that 7.13 never fails (Detail::SpecialRooms may then leave it out).
    virtual bool normalPickAlwaysSucceeds() const { return false; }
};

class BuiltinCatalog final : public RoomCatalog {
public:
    std::uint16_t enabledShapes(int, int, int) const override { return 0x1FFE; }
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
