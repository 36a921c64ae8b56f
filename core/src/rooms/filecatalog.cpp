// RoomPick over the player's room files (filecatalog.h): generation.md 4.3, 4.4 and 7.0.4; repentance.md
// R6.5, R10.1, R10.3 and R10.5.

#include "floorgen/filecatalog.h"

#include "floorgen/rng.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>
#include <tuple>

namespace floorgen {

namespace {

constexpr int kFiles = 100; // stage ids are two digits
constexpr int kTypes = 32;  // room types a pick can ask for
constexpr int kShapes = 13; // 0: any shape, 1..12
constexpr int kVoidId = 26; // 4.3: the Void's lookups go to the Void pool
constexpr std::array<int, 16> kVoidPool{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 16, 17};
// repentance.md R23.3 (PickRequest::voidReversed): the Void pool's files in reverse order (17, 16, ..., 1),
// each in file order, kept as a list after the files' own.
constexpr int kVoidReversed = kFiles;
constexpr int kLists = kFiles + 1;

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
    std::vector<std::uint8_t> pit;       // global room number -> spawns a pit (R10.7)
    // Per (file, type, shape): the global room numbers in file order (the Void pool: its files in order).
    std::vector<std::uint32_t> ids;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> index; // slotOf -> [begin, end) in ids
    std::vector<std::uint32_t> fileRooms[kLists];               // every room of a file (for enabledShapes)
    std::size_t longest = 0;
    // Narrower lists for the queries that name a subtype (a boss id) or a narrow variant range (mini-bosses,
    // double trouble), so that a pick does not scan every room of the type. Keys (file, type, subtype) and
    // (file, type), sorted, found by binary search.
    std::vector<std::pair<std::uint64_t, std::pair<std::uint32_t, std::uint32_t>>> bySubtype; // into ids
    std::vector<std::pair<std::uint64_t, std::pair<std::uint32_t, std::uint32_t>>> byType;    // into variants
    struct Ordered {
        std::uint32_t variant, order, id; // order: the room's place in its (file, type) list
    };
    std::vector<Ordered> variants; // per (file, type), sorted by variant
    // dataProblem: the faults of each stage file (26: the Void's pool) and of the special rooms, and the
    // subtypes and variants of file 0's boss rooms, sorted.
    std::array<std::string, kFiles> fileProblem;
    std::string specialProblem;
    std::vector<std::uint32_t> bossSubtypes, bossVariants;

    static std::uint64_t key(int file, int type, std::uint64_t subtype = 0) {
        return (std::uint64_t(file) << 40) | (std::uint64_t(type) << 32) | subtype;
    }
    template <class V>
    static const std::pair<std::uint32_t, std::uint32_t> *find(const V &v, std::uint64_t k) {
        const auto it = std::lower_bound(v.begin(), v.end(), k,
                                         [](const auto &e, std::uint64_t x) { return e.first < x; });
        return it != v.end() && it->first == k ? &it->second : nullptr;
    }
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
            const auto &ents = f.rooms[i].entities;
            d->pit.push_back(
                std::any_of(ents.begin(), ents.end(), [](const RoomEntity &e) { return e.isPit(); }));
        }
    }
    // The rooms of each file as the lookups see them: file 26 is the Void pool (4.3), never the file itself.
    for (int file = 0; file < kLists; ++file) {
        auto &list = d->fileRooms[static_cast<std::size_t>(file)];
        auto addFile = [&](int f) {
            for (std::uint32_t k = 0; k < countOfFile[static_cast<std::size_t>(f)]; ++k)
                list.push_back(firstOfFile[static_cast<std::size_t>(f)] + k);
        };
        if (file == kVoidId)
            for (int f : kVoidPool)
                addFile(f);
        else if (file == kVoidReversed)
            for (auto f = kVoidPool.rbegin(); f != kVoidPool.rend(); ++f)
                addFile(*f);
        else
            addFile(file);
    }
    d->index.assign(slotOf(kLists, 0, 0), {0, 0});
    for (int file = 0; file < kLists; ++file)
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
    for (int file = 0; file < kLists; ++file)
        for (int type = 0; type < kTypes; ++type) {
            const auto [begin, end] = d->index[slotOf(file, type, 0)];
            if (begin == end)
                continue;
            // By subtype, in file order.
            std::vector<std::pair<std::uint32_t, std::uint32_t>> sub; // (subtype, position)
            for (std::uint32_t k = begin; k < end; ++k)
                sub.emplace_back(d->rooms[d->ids[k]]->subtype, k);
            std::stable_sort(sub.begin(), sub.end(), [](auto a, auto b) { return a.first < b.first; });
            for (std::size_t i = 0; i < sub.size();) {
                std::size_t j = i;
                const auto first = static_cast<std::uint32_t>(d->ids.size());
                while (j < sub.size() && sub[j].first == sub[i].first)
                    d->ids.push_back(d->ids[sub[j++].second]);
                d->bySubtype.push_back({Data::key(file, type, sub[i].first),
                                        {first, static_cast<std::uint32_t>(d->ids.size())}});
                i = j;
            }
            // By variant.
            const auto first = static_cast<std::uint32_t>(d->variants.size());
            for (std::uint32_t k = begin; k < end; ++k)
                d->variants.push_back({d->rooms[d->ids[k]]->variant, k - begin, d->ids[k]});
            std::stable_sort(
                d->variants.begin() + first, d->variants.end(),
                [](const Data::Ordered &a, const Data::Ordered &b) { return a.variant < b.variant; });
            d->byType.push_back(
                {Data::key(file, type), {first, static_cast<std::uint32_t>(d->variants.size())}});
        }
    std::sort(d->bySubtype.begin(), d->bySubtype.end());
    std::sort(d->byType.begin(), d->byType.end());
    findDataProblems(*d);
    m_weight = d->initialWeights;
    m_scratch.reserve(d->longest);
    m_cands.reserve(d->longest);
    m_data = std::move(d);
}

namespace {

std::string twoDigits(int id) {
    std::string s = std::to_string(id);
    if (s.size() < 2)
        s.insert(s.begin(), '0');
    return s;
}

} // namespace

// What dataProblem reports, found once: faults no attempt gets past, each naming its file.
void FileCatalog::findDataProblems(Data &d) {
    const std::string folder = d.files.folder.empty() ? std::string("the room files") : d.files.folder;
    const RoomFile *special = d.files.file(0);
    if (!special)
        d.specialProblem = folder +
                           ": no special rooms file (00.special rooms.stb or .xml): every floor needs "
                           "its special rooms";
    else if (special->rooms.empty())
        d.specialProblem = special->name + ": it holds no room";
    else if (std::none_of(special->rooms.begin(), special->rooms.end(),
                          [](const RoomData &r) { return r.doors; }))
        d.specialProblem = special->name + ": no room has a door";
    if (special)
        for (const RoomData &r : special->rooms)
            if (r.type == static_cast<std::uint32_t>(RoomType::Boss)) {
                d.bossSubtypes.push_back(r.subtype);
                d.bossVariants.push_back(r.variant);
            }
    std::sort(d.bossSubtypes.begin(), d.bossSubtypes.end());
    std::sort(d.bossVariants.begin(), d.bossVariants.end());
    for (int file = 1; file < kFiles; ++file) {
        const RoomFile *f = d.files.file(file);
        const std::string name = file == kVoidId ? folder + ": the Void's stage files (01 to 12, 14 to 17)"
                                 : f             ? f->name
                                                 : std::string();
        // The DEFAULT rooms a pick of the floor reads, in file order (as RoomPick sums their weights).
        const auto [begin, end] = d.index[slotOf(file, static_cast<int>(RoomType::Default), 0)];
        if (!f && file != kVoidId) {
            d.fileProblem[static_cast<std::size_t>(file)] = folder + ": no room file for stage id " +
                                                            twoDigits(file) + " (" + twoDigits(file) +
                                                            ".name.stb or .xml)";
            continue;
        }
        if (begin == end) {
            d.fileProblem[static_cast<std::size_t>(file)] = name + ": no normal room (type 1)";
            continue;
        }
        float sum = 0.0f;
        bool anyWeight = false, anyDoor = false;
        for (std::uint32_t k = begin; k < end; ++k) {
            const RoomData &r = *d.rooms[d.ids[k]];
            sum += r.weight;
            anyWeight = anyWeight || r.weight > 0.0f;
            anyDoor = anyDoor || r.doors != 0;
        }
        std::string &problem = d.fileProblem[static_cast<std::size_t>(file)];
        if (!anyWeight)
            problem = name + ": every normal room weighs 0, so none can be picked";
        else if (!std::isfinite(sum))
            problem = name + ": the weights of its normal rooms add up to more than a float32 holds";
        else if (!anyDoor)
            problem = name + ": no normal room has a door";
    }
}

std::string FileCatalog::dataProblem(const FloorDataNeeds &needs) const {
    const Data &d = *m_data;
    if (!d.specialProblem.empty())
        return d.specialProblem;
    if (needs.stageId >= 1 && needs.stageId < kFiles &&
        !d.fileProblem[static_cast<std::size_t>(needs.stageId)].empty())
        return d.fileProblem[static_cast<std::size_t>(needs.stageId)];
    if (needs.bossPool < 0 || needs.bossPool >= kBossPoolCount)
        return {};
    // R9.4: every boss the pool can give (and the branches before it) without a boss room in file 0 (R10.4
    // picks by subtype, a double-trouble or `room` entry by a range of 50 variants): no attempt can place
    // the boss room. Rooms are counted whatever their difficulty and weight, so that this never refuses a
    // floor that could be made.
    const BossPoolData &pools = d.files.bossPools ? *d.files.bossPools : BossPoolData::builtin();
    const auto slot = static_cast<std::size_t>(needs.bossPool);
    const auto hasId = [&](int id) {
        return id >= 0 && std::binary_search(d.bossSubtypes.begin(), d.bossSubtypes.end(),
                                             static_cast<std::uint32_t>(id));
    };
    const auto hasRange = [&](std::int64_t first) {
        const auto it = std::lower_bound(d.bossVariants.begin(), d.bossVariants.end(),
                                         static_cast<std::uint32_t>(std::max<std::int64_t>(first, 0)));
        return it != d.bossVariants.end() && static_cast<std::int64_t>(*it) <= first + 49;
    };
    bool possible = false, unconditional = false;
    for (const BossEntry &e : pools.pools[slot]) {
        possible = possible || (e.room != 0 ? hasRange(e.room) : hasId(e.id));
        unconditional = unconditional || (e.weight > 0.0f && e.achievement < 0);
    }
    if (needs.harbingers)
        for (int id : {9, 10, 11, 12, 22, 38})
            possible = possible || hasId(id);
    possible = possible || (needs.fallen && hasId(23));
    possible = possible || (needs.doubleTrouble && pools.dt[slot] != 0 && hasRange(pools.dt[slot]));
    possible = possible || (!unconditional && hasId(1)); // step 9's Monstro
    if (possible)
        return {};
    const RoomFile *special = d.files.file(0);
    return (d.files.bossPoolsFile.empty() ? std::string("the built-in boss pools") : d.files.bossPoolsFile) +
           ": no boss the pool of stage id " + twoDigits(needs.bossPool) + " can give has a boss room in " +
           (special ? special->name : std::string("the special rooms file"));
}

std::uint16_t FileCatalog::enabledShapes(int stageId, int difficultyMin, int difficultyMax) const {
    int rooms = 0;
    const std::uint16_t shapes = shapesIn(stageId, difficultyMin, difficultyMax, rooms);
    return rooms < 20 ? 0 : shapes; // 4.4: fewer than 20 rooms
}

std::uint16_t FileCatalog::shapesIn(int stageId, int difficultyMin, int difficultyMax, int &rooms) const {
    rooms = 0;
    if (stageId < 0 || stageId >= kFiles)
        return 0;
    // The answer for a (file, window) never changes: the last few are kept.
    const std::int64_t key = (std::int64_t{stageId} << 32) | (std::int64_t{difficultyMin & 0xFFFF} << 16) |
                             (difficultyMax & 0xFFFF);
    for (const auto &seen : m_shapesSeen)
        if (seen.key == key) {
            rooms = seen.rooms;
            return seen.shapes;
        }
    std::uint16_t shapes = 0;
    const auto [begin, end] = m_data->index[slotOf(stageId, static_cast<int>(RoomType::Default), 0)];
    for (std::uint32_t k = begin; k < end; ++k) {
        const RoomData &r = *m_data->rooms[m_data->ids[k]];
        if (r.difficulty >= difficultyMin && r.difficulty <= difficultyMax) {
            ++rooms;
            shapes = static_cast<std::uint16_t>(shapes | (1u << static_cast<unsigned>(r.shape)));
        }
    }
    if (m_shapesSeen.size() >= 16)
        m_shapesSeen.erase(m_shapesSeen.begin());
    m_shapesSeen.push_back({key, shapes, rooms});
    return shapes;
}

bool FileCatalog::getRoom(int file, RoomType type, int variant, RoomDescriptor &out) const {
    const auto t = static_cast<int>(type);
    if (file < 0 || file >= kFiles || t < 0 || t >= kTypes)
        return false;
    const auto [begin, end] = m_data->index[slotOf(file, t, 0)];
    for (std::uint32_t k = begin; k < end; ++k)
        if (m_data->rooms[m_data->ids[k]]->variant == static_cast<std::uint32_t>(variant)) {
            describe(m_data->ids[k], out);
            return true;
        }
    return false;
}

void FileCatalog::describe(std::uint32_t g, RoomDescriptor &out) const {
    const RoomData &r = *m_data->rooms[g];
    out.type = static_cast<RoomType>(r.type);
    out.shape = r.shape;
    out.doors = r.doors;
    out.variant = static_cast<std::uint16_t>(std::min<std::uint32_t>(r.variant, 0xFFFF));
    out.subtype = static_cast<std::int16_t>(std::min<std::uint32_t>(r.subtype, 0x7FFF));
    out.width = r.width;
    out.height = r.height;
    out.pit = m_data->pit[g] != 0;
    out.id = static_cast<std::int32_t>(g);
}

bool FileCatalog::pick(const PickRequest &q, std::uint32_t value, RoomDescriptor &out) const {
    Rng p(value, 7);                 // 7.0.4 step 1
    const float f = p.randomFloat(); // step 3: always drawn
    const auto type = static_cast<int>(q.type);
    if (q.stageId < 0 || q.stageId >= kFiles || type < 0 || type >= kTypes)
        return false;
    const Data &d = *m_data;
    const int shape = q.shape == Shape::Null ? 0 : static_cast<int>(q.shape);
    const int file = q.voidReversed && q.stageId == kVoidId ? kVoidReversed : q.stageId; // R23.3
    // Step 2's list in file order: the rooms of the file, type and shape, or, when narrower, those of the
    // subtype asked for, or those in the variant range asked for (put back in file order).
    auto [begin, end] = d.index[slotOf(file, type, shape)];
    const std::uint32_t *list = d.ids.data();
    if (q.subtype >= 0) {
        const auto *r = Data::find(d.bySubtype, Data::key(file, type, static_cast<std::uint64_t>(q.subtype)));
        if (!r)
            begin = end = 0;
        else if (r->second - r->first < end - begin)
            std::tie(begin, end) = *r;
    }
    m_cands.clear();
    if (end > begin && q.variantMin > 0 && q.variantMax - q.variantMin < 1024) {
        if (const auto *r = Data::find(d.byType, Data::key(file, type))) {
            const auto lo =
                std::lower_bound(d.variants.begin() + r->first, d.variants.begin() + r->second,
                                 static_cast<std::uint32_t>(q.variantMin),
                                 [](const Data::Ordered &o, std::uint32_t v) { return o.variant < v; });
            auto hi = lo;
            while (hi != d.variants.begin() + r->second && std::int64_t{hi->variant} <= q.variantMax)
                ++hi;
            if (static_cast<std::uint32_t>(hi - lo) < end - begin) {
                for (auto it = lo; it != hi; ++it)
                    m_cands.push_back(it->order);
                std::sort(m_cands.begin(), m_cands.end());
                for (std::uint32_t &c : m_cands)
                    c = d.ids[d.index[slotOf(file, type, 0)].first + c];
                list = m_cands.data();
                begin = 0;
                end = static_cast<std::uint32_t>(m_cands.size());
            }
        }
    }
    // Steps 2 and 4: the candidates, their total weight and the exact-door matches, in float32, in order.
    float total = 0.0f, mTotal = 0.0f;
    m_scratch.clear();
    std::uint32_t kept = 0; // the candidates, moved to the front of m_cands (or copied there)
    const bool inCands = list == m_cands.data();
    for (std::uint32_t k = begin; k < end; ++k) {
        const std::uint32_t g = list[k];
        const RoomData &r = *d.rooms[g];
        if (!(std::int64_t{r.variant} >= q.variantMin && std::int64_t{r.variant} <= q.variantMax &&
              r.difficulty >= q.difficultyMin && r.difficulty <= q.difficultyMax &&
              (r.doors & q.requiredDoors) == q.requiredDoors &&
              (q.subtype < 0 || r.subtype == static_cast<std::uint32_t>(q.subtype)) &&
              (shape == 0 || static_cast<int>(r.shape) == shape)))
            continue;
        total += m_weight[g];
        if (inCands)
            m_cands[kept] = g;
        else
            m_cands.push_back(g);
        ++kept;
        if (r.doors == q.requiredDoors) {
            mTotal += m_weight[g];
            m_scratch.push_back(g);
        }
    }
    m_cands.resize(kept);
    // Step 5: the exact-door sub-list, when the second float says so (drawn only when there are matches).
    // RoomPickR (R10.1 steps 2 and 5): no exact list without required doors, and the ratio in float32.
    if (q.repentance && q.requiredDoors == 0) {
        m_scratch.clear();
        mTotal = 0.0f;
    }
    bool exact = false;
    if (!m_scratch.empty()) {
        if (q.repentance)
            exact = p.randomFloat() < (mTotal / total) * 9.99f;
        else
            exact = static_cast<double>(mTotal / total) * 9.99 > static_cast<double>(p.randomFloat());
    }
    // Step 6: the first room whose accumulated weight passes f times the list's sum.
    const float target = f * (exact ? mTotal : total);
    float accumulated = 0.0f;
    std::uint32_t chosen = UINT32_MAX;
    for (std::uint32_t g : exact ? m_scratch : m_cands) {
        accumulated += m_weight[g];
        if (accumulated > target) {
            chosen = g;
            break;
        }
    }
    if (m_record.sink) [[unlikely]]
        m_record.sink->push_back(PickRecord{q, static_cast<std::uint32_t>(m_cands.size()), total,
                                            static_cast<std::uint32_t>(m_scratch.size()), mTotal, exact,
                                            chosen == UINT32_MAX ? Entry{} : m_data->entries[chosen],
                                            chosen == UINT32_MAX ? 0.0f : m_weight[chosen]});
    if (chosen == UINT32_MAX)
        return false;
    if (q.adjustWeight) { // step 7: lasts for the floor, across attempts
        if (m_weight[chosen] == d.initialWeights[chosen])
            m_touched.push_back(chosen); // (a room whose weight stays put needs no reset)
        m_weight[chosen] = std::max(m_weight[chosen] * 0.1f, 1e-7f);
    }
    describe(chosen, out);
    m_last = m_data->entries[chosen];
    return true;
}

void FileCatalog::resetFloor() const {
    // 7.0.4: the floor's file and file 0 (on the Void, files 1..12, 14..17 and 0) start the floor at their
    // file weights. A floor reads no other file, so resetting every file is the same.
    for (std::uint32_t g : m_touched)
        m_weight[g] = m_data->initialWeights[g];
    m_touched.clear();
}

void FileCatalog::resetFile(int file) const {
    const auto inFile = [file](int f) {
        if (file != kVoidId)
            return f == file;
        return std::find(kVoidPool.begin(), kVoidPool.end(), f) != kVoidPool.end();
    };
    std::size_t kept = 0;
    for (std::uint32_t g : m_touched) {
        if (inFile(m_data->entries[g].file))
            m_weight[g] = m_data->initialWeights[g];
        else
            m_touched[kept++] = g;
    }
    m_touched.resize(kept);
}

std::unique_ptr<RoomCatalog> FileCatalog::clone() const {
    return std::make_unique<FileCatalog>(*this);
}

const BossPoolData *FileCatalog::bossPools() const {
    return m_data->files.bossPools ? &*m_data->files.bossPools : nullptr;
}

std::string_view FileCatalog::bossName(int id) const {
    for (const BossPortrait &b : m_data->files.portraits)
        if (b.id == id)
            return b.name;
    return {};
}

FileCatalog::Entry FileCatalog::entryOf(std::int32_t id) const {
    if (id < 0 || static_cast<std::size_t>(id) >= m_data->entries.size())
        return {};
    return m_data->entries[static_cast<std::size_t>(id)];
}

FileCatalog::Entry FileCatalog::find(int stageId, const Room &room) const {
    const auto type = static_cast<int>(room.type);
    if (stageId < 0 || stageId >= kFiles || type < 0 || type >= kTypes)
        return {};
    const auto [begin, end] = m_data->index[slotOf(stageId, type, static_cast<int>(room.shape))];
    for (std::uint32_t k = begin; k < end; ++k) {
        const std::uint32_t g = m_data->ids[k];
        const RoomData &r = *m_data->rooms[g];
        // (Not the subtype: afterbirth-plus rooms do not keep their layout's.)
        if (std::min<std::uint32_t>(r.variant, 0xFFFF) == room.variant && r.doors == room.doors)
            return m_data->entries[g];
    }
    return {};
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
