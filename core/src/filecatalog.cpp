// RoomPick over the player's room files (filecatalog.h): generation.md 4.3, 4.4 and 7.0.4.

#include "floorgen/filecatalog.h"

#include "floorgen/rng.h"

#include <algorithm>
#include <array>

namespace floorgen {

namespace {

constexpr int kFiles = 100; // stage ids are two digits
constexpr int kTypes = 32;  // room types a pick can ask for
constexpr int kShapes = 13; // 0: any shape, 1..12
constexpr int kVoidId = 26; // 4.3: the Void's lookups go to the Void pool
constexpr std::array<int, 16> kVoidPool{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 16, 17};

constexpr std::size_t slotOf(int file, int type, int shape) {
    return (static_cast<std::size_t>(file) * kTypes + static_cast<std::size_t>(type)) * kShapes +
           static_cast<std::size_t>(shape);
}

} // namespace

struct FileCatalog::Data {
    RoomFileSet files;
    std::vector<const RoomData *> rooms; // global room number -> room
    std::vector<Entry> entries;          // global room number -> (file, index)
    std::vector<float> initialWeights;   // global room number -> the file's weight
    // Per (file, type, shape): the global room numbers in file order (the Void pool: its files in order).
    std::vector<std::uint32_t> ids;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> index; // slotOf -> [begin, end) in ids
    std::vector<std::uint32_t> fileRooms[kFiles];               // every room of a file (for enabledShapes)
    std::size_t longest = 0;
};

FileCatalog::FileCatalog(RoomFileSet files) {
    auto d = std::make_shared<Data>();
    d->files = std::move(files);
    std::vector<std::uint32_t> firstOfFile(kFiles, 0), countOfFile(kFiles, 0);
    for (const auto &[id, f] : d->files.files) {
        if (id < 0 || id >= kFiles)
            continue;
        firstOfFile[static_cast<std::size_t>(id)] = static_cast<std::uint32_t>(d->rooms.size());
        countOfFile[static_cast<std::size_t>(id)] = static_cast<std::uint32_t>(f.rooms.size());
        for (std::size_t i = 0; i < f.rooms.size(); ++i) {
            d->rooms.push_back(&f.rooms[i]);
            d->entries.push_back(Entry{id, static_cast<int>(i)});
            d->initialWeights.push_back(f.rooms[i].weight);
        }
    }
    // The rooms of each file as the lookups see them: file 26 is the Void pool (4.3), never the file itself.
    for (int file = 0; file < kFiles; ++file) {
        auto &list = d->fileRooms[static_cast<std::size_t>(file)];
        auto addFile = [&](int f) {
            for (std::uint32_t k = 0; k < countOfFile[static_cast<std::size_t>(f)]; ++k)
                list.push_back(firstOfFile[static_cast<std::size_t>(f)] + k);
        };
        if (file == kVoidId)
            for (int f : kVoidPool)
                addFile(f);
        else
            addFile(file);
    }
    d->index.assign(slotOf(kFiles, 0, 0), {0, 0});
    for (int file = 0; file < kFiles; ++file)
        for (int type = 0; type < kTypes; ++type)
            for (int shape = 0; shape < kShapes; ++shape) {
                const auto begin = static_cast<std::uint32_t>(d->ids.size());
                for (std::uint32_t g : d->fileRooms[static_cast<std::size_t>(file)]) {
                    const RoomData &r = *d->rooms[g];
                    if (r.type == static_cast<std::uint32_t>(type) &&
                        (shape == 0 || static_cast<int>(r.shape) == shape))
                        d->ids.push_back(g);
                }
                const auto end = static_cast<std::uint32_t>(d->ids.size());
                d->index[slotOf(file, type, shape)] = {begin, end};
                d->longest = std::max<std::size_t>(d->longest, end - begin);
            }
    m_weight = d->initialWeights;
    m_scratch.reserve(d->longest);
    m_data = std::move(d);
}

std::uint16_t FileCatalog::enabledShapes(int stageId, int difficultyMin, int difficultyMax) const {
    if (stageId < 0 || stageId >= kFiles)
        return 0;
    int qualifying = 0;
    std::uint16_t shapes = 0;
    const auto [begin, end] = m_data->index[slotOf(stageId, static_cast<int>(RoomType::Default), 0)];
    for (std::uint32_t k = begin; k < end; ++k) {
        const RoomData &r = *m_data->rooms[m_data->ids[k]];
        if (r.difficulty >= difficultyMin && r.difficulty <= difficultyMax) {
            ++qualifying;
            shapes = static_cast<std::uint16_t>(shapes | (1u << static_cast<unsigned>(r.shape)));
        }
    }
    return qualifying < 20 ? 0 : shapes; // 4.4: fewer than 20 rooms
}

bool FileCatalog::pick(const PickRequest &q, std::uint32_t value, RoomDescriptor &out) const {
    Rng p(value, 7);                 // 7.0.4 step 1
    const float f = p.randomFloat(); // step 3: always drawn
    const auto type = static_cast<int>(q.type);
    if (q.stageId < 0 || q.stageId >= kFiles || type < 0 || type >= kTypes)
        return false;
    const int shape = q.shape == Shape::Null ? 0 : static_cast<int>(q.shape);
    const auto [begin, end] = m_data->index[slotOf(q.stageId, type, shape)];
    // Steps 2 and 4: the candidates in list order, their total weight and the exact-door matches, in float32.
    float total = 0.0f, mTotal = 0.0f;
    m_scratch.clear();
    auto candidate = [&](const RoomData &r) {
        return std::int64_t{r.variant} >= q.variantMin && std::int64_t{r.variant} <= q.variantMax &&
               r.difficulty >= q.difficultyMin && r.difficulty <= q.difficultyMax &&
               (r.doors & q.requiredDoors) == q.requiredDoors &&
               (q.subtype < 0 || r.subtype == static_cast<std::uint32_t>(q.subtype));
    };
    for (std::uint32_t k = begin; k < end; ++k) {
        const std::uint32_t g = m_data->ids[k];
        const RoomData &r = *m_data->rooms[g];
        if (!candidate(r))
            continue;
        total += m_weight[g];
        if (r.doors == q.requiredDoors) {
            mTotal += m_weight[g];
            m_scratch.push_back(g);
        }
    }
    // Step 5: the exact-door sub-list, when the second float says so (drawn only when there are matches).
    const bool exact = !m_scratch.empty() &&
                       static_cast<double>(mTotal / total) * 9.99 > static_cast<double>(p.randomFloat());
    // Step 6: the first room whose accumulated weight passes f times the list's sum.
    const float target = f * (exact ? mTotal : total);
    float accumulated = 0.0f;
    std::uint32_t chosen = UINT32_MAX;
    if (exact) {
        for (std::uint32_t g : m_scratch) {
            accumulated += m_weight[g];
            if (accumulated > target) {
                chosen = g;
                break;
            }
        }
    } else {
        for (std::uint32_t k = begin; k < end; ++k) {
            const std::uint32_t g = m_data->ids[k];
            if (!candidate(*m_data->rooms[g]))
                continue;
            accumulated += m_weight[g];
            if (accumulated > target) {
                chosen = g;
                break;
            }
        }
    }
    if (chosen == UINT32_MAX)
        return false;
    if (q.adjustWeight) // step 7: lasts for the floor, across attempts
        m_weight[chosen] = std::max(m_weight[chosen] * 0.1f, 1e-7f);
    const RoomData &r = *m_data->rooms[chosen];
    out.type = static_cast<RoomType>(r.type);
    out.shape = r.shape;
    out.doors = r.doors;
    out.variant = static_cast<std::uint16_t>(std::min<std::uint32_t>(r.variant, 0xFFFF));
    out.subtype = static_cast<std::int16_t>(std::min<std::uint32_t>(r.subtype, 0x7FFF));
    out.width = r.width;
    out.height = r.height;
    m_last = m_data->entries[chosen];
    return true;
}

void FileCatalog::resetFloor() const {
    // 7.0.4: the floor's file and file 0 (on the Void, files 1..12, 14..17 and 0) start the floor at their
    // file weights. A floor reads no other file, so resetting every file is the same.
    std::copy(m_data->initialWeights.begin(), m_data->initialWeights.end(), m_weight.begin());
}

const RoomFileSet &FileCatalog::files() const {
    return m_data->files;
}

const RoomData &FileCatalog::room(Entry e) const {
    for (const auto &[id, f] : m_data->files.files)
        if (id == e.file)
            return f.rooms.at(static_cast<std::size_t>(e.index));
    static const RoomData none;
    return none;
}

float FileCatalog::weight(Entry e) const {
    for (std::size_t g = 0; g < m_data->entries.size(); ++g)
        if (m_data->entries[g].file == e.file && m_data->entries[g].index == e.index)
            return m_weight[g];
    return 0.0f;
}

} // namespace floorgen
