#pragma once

// The room catalog of the player's own room files (issue 20): RoomPick exactly as generation.md 7.0.4 writes
// it and RoomPickR as repentance.md R10.1 does (PickRequest::repentance), GetRoom (R10.3), and the enabled
// shapes of 4.4 and R6.5, over a RoomFileSet (roomfiles.h).
//
// State: weights decay as rooms are picked (7.0.4 step 7, R10.1 step 7). Afterbirth+ resets them at the start
// of each floor (resetFloor); repentance resets every file at the start of a run and some files at the
// start of each floor (resetFile, R10.5). They live in the catalog object, so one FileCatalog serves one
// thread. Copies share the rooms and the index (built once, at construction) and carry their own weights:
// give each search or statistics thread a copy.

#include "floorgen/catalog.h"
#include "floorgen/generator.h"
#include "floorgen/roomfiles.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace floorgen {

class FileCatalog final : public RoomCatalog {
public:
    explicit FileCatalog(RoomFileSet files);

    std::uint16_t enabledShapes(int stageId, int difficultyMin, int difficultyMax) const override;
    bool pick(const PickRequest &request, std::uint32_t value, RoomDescriptor &out) const override;
    void resetFloor() const override;
    void resetFile(int file) const override;
    std::uint16_t shapesIn(int stageId, int difficultyMin, int difficultyMax, int &rooms) const override;
    bool getRoom(int file, RoomType type, int variant, RoomDescriptor &out) const override;
    std::unique_ptr<RoomCatalog> clone() const override;
    const BossPoolData *bossPools() const override;
    std::string dataProblem(const FloorDataNeeds &needs) const override;
    // The name bossportraits.xml gives a boss id ("" without one: no file, or no such boss in it).
    std::string_view bossName(int id) const;

    // The room the last successful pick() chose: its file and index in that file (for the floor's `layout`).
    struct Entry {
        int file = -1;
        int index = -1;
    };
    Entry lastPick() const { return m_last; }
    // The entry of a RoomDescriptor::id this catalog gave (file -1: none).
    Entry entryOf(std::int32_t id) const;
    const RoomData &room(Entry e) const;
    // The file entry a floor's room was given (generation.md 12's `layout`): looked up by type, variant,
    // shape and doors in the file its pick reads (`stageId`; the Void's pool for 26). file -1: none.
    Entry find(int stageId, const Room &room) const;
    const RoomFileSet &files() const;
    // The current weight of a room (7.0.4 step 7's decay), for tests and the decision log.
    float weight(Entry e) const;

    // One pick() as 7.0.4 made it, for the decision log: the request, the candidates (step 2) with their
    // total weight, the exact-door sub-list (step 4) with its total weight and whether step 5 took it, and
    // the entry chosen with its weight before step 7's decay (chosen.file -1: nothing matched).
    struct PickRecord {
        PickRequest request;
        std::uint32_t candidates = 0;
        float totalWeight = 0.0f;
        std::uint32_t exact = 0;
        float exactWeight = 0.0f;
        bool exactTaken = false;
        Entry chosen;
        float chosenWeight = 0.0f;
    };
    // Appends a PickRecord for every pick() to `sink` until called with null (the default: off, one pointer
    // test a pick). Not copied with the catalog: a copy records nothing.
    void recordPicks(std::vector<PickRecord> *sink) const { m_record.sink = sink; }

private:
    struct Data;
    std::shared_ptr<const Data> m_data;
    mutable std::vector<float> m_weight;          // by global room number
    mutable std::vector<std::uint32_t> m_scratch; // the exact-door matches of one pick
    mutable std::vector<std::uint32_t> m_cands;   // its candidates
    mutable std::vector<std::uint32_t> m_touched; // rooms whose weight is not their file's
    struct ShapesSeen {
        std::int64_t key;
        std::uint16_t shapes;
        int rooms;
    };
    mutable std::vector<ShapesSeen> m_shapesSeen; // shapesIn, memoised
    void describe(std::uint32_t room, RoomDescriptor &out) const;
    static void findDataProblems(Data &d);
    mutable Entry m_last;
    struct RecordSink {
        std::vector<PickRecord> *sink = nullptr;
        RecordSink() = default;
        RecordSink(const RecordSink &) {}
        RecordSink &operator=(const RecordSink &) { return *this; }
    };
    mutable RecordSink m_record;
};

} // namespace floorgen
