#pragma once

// A synthetic game's room data of our own (never the game's), for tests and benchmarks of the room-file
// catalog: normal rooms of every shape and difficulty with some doors missing, variants out of order; special
// rooms of every type with several variants, weights and subtypes; mini-bosses; boss rooms for every boss id,
// some of shapes 1x2, 2x1 and 2x2 with restricted doors; double-trouble variants. synthGameFiles() is a whole
// game's set for both rule sets (every file a repentance floor reads, repentance.md R3.5 and R10.9).

#include "floorgen/roomfiles.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

namespace floorgen::testing {

// The files as a RoomFileSet (what loadRoomFolder gives): in file-id order, with their room count.
inline RoomFileSet roomFileSet(std::vector<std::pair<int, RoomFile>> files) {
    RoomFileSet set;
    for (auto &[id, f] : files) {
        set.roomCount += f.rooms.size();
        set.files.emplace_back(id, std::move(f));
    }
    std::sort(set.files.begin(), set.files.end(),
              [](const auto &a, const auto &b) { return a.first < b.first; });
    return set;
}

inline RoomData synthRoom(RoomType type, std::uint32_t variant, float weight, std::uint8_t doors, Shape shape,
                          std::uint8_t difficulty, std::uint32_t subtype = 0) {
    RoomData r;
    r.type = static_cast<std::uint32_t>(type);
    r.variant = variant;
    r.weight = weight;
    r.doors = doors;
    r.shape = shape;
    r.difficulty = difficulty;
    r.subtype = subtype;
    r.width = static_cast<std::uint8_t>(interiorWidth(shape));
    r.height = static_cast<std::uint8_t>(interiorHeight(shape));
    return r;
}

inline std::uint8_t allDoors(Shape shape) {
    std::uint8_t mask = 0;
    for (int s = 0; s < 8; ++s) {
        int x = 0, y = 0;
        if (doorPosition(shape, s, x, y))
            mask = static_cast<std::uint8_t>(mask | (1u << s));
    }
    return mask;
}

// A small xorshift for the synthetic data's variety (not the game's RNG).
inline std::uint32_t synthNext(std::uint32_t &state) {
    state ^= state << 13;
    state ^= state >> 17;
    state ^= state << 5;
    return state;
}

// A stage file: `copies` rooms for each shape and difficulty 1..15 (the first of each with every door).
inline RoomFile synthStageFile(int copies, std::uint32_t seed) {
    std::uint32_t state = seed;
    auto next = [&state] { return synthNext(state); };
    RoomFile f;
    for (int shape = 1; shape <= 12; ++shape)
        for (int difficulty = 1; difficulty <= 15; ++difficulty)
            for (int k = 0; k < copies; ++k) {
                const auto sh = static_cast<Shape>(shape);
                const auto doors = k == 0 ? allDoors(sh) : static_cast<std::uint8_t>(allDoors(sh) & next());
                f.rooms.push_back(
                    synthRoom(RoomType::Default, 5000 - static_cast<std::uint32_t>(f.rooms.size()),
                              k == 0 ? 1.0f : 0.5f, doors, sh, static_cast<std::uint8_t>(difficulty)));
            }
    return f;
}

// File 0, the special rooms.
inline RoomFile synthSpecialFile() {
    RoomFile f;
    auto &special = f.rooms;
    for (int type = 2; type <= 29; ++type)
        for (std::uint32_t subtype = 0; subtype <= 12; ++subtype)
            for (int k = 0; k < 2; ++k)
                special.push_back(synthRoom(static_cast<RoomType>(type),
                                            100u * static_cast<std::uint32_t>(type) + 20 * subtype +
                                                static_cast<std::uint32_t>(k),
                                            k == 0 ? 1.0f : 0.25f, 0x0F, Shape::S1x1, 5, subtype));
    for (std::uint32_t v = 2000; v < 2400; ++v) // mini-bosses: every sin's variants
        special.push_back(synthRoom(RoomType::MiniBoss, v, 1.0f, 0x0F, Shape::S1x1, 5));
    for (std::uint32_t id = 0; id <= 110; ++id) {
        special.push_back(synthRoom(RoomType::Boss, 1000 + id, 1.0f, 0x0F, Shape::S1x1, 5, id));
        if (id % 3 == 0)
            special.push_back(synthRoom(RoomType::Boss, 1500 + id, 0.5f, 0x05, Shape::S1x2, 5, id));
        if (id % 5 == 0)
            special.push_back(synthRoom(RoomType::Boss, 1700 + id, 0.5f, 0x2F, Shape::S2x1, 5, id));
        if (id % 7 == 0)
            special.push_back(synthRoom(RoomType::Boss, 1900 + id, 2.0f, 0xFF, Shape::S2x2, 5, id));
    }
    for (std::uint32_t v = 3700; v < 3850; ++v) // double trouble
        special.push_back(synthRoom(RoomType::Boss, v, 1.0f, 0x0F, Shape::S1x1, 5, v % 100));
    return f;
}

// The rooms a repentance floor reads from file 0 besides the special rooms (R19.1): the start room
// (GetRoom(0, DEFAULT, 2)) and the Dark Room's grave rooms (DEFAULT, variants 3 to 9).
inline void addRepentanceSpecials(RoomFile &f) {
    f.rooms.push_back(synthRoom(RoomType::Default, 2, 1.0f, 0x0F, Shape::S1x1, 1));
    for (std::uint32_t v = 3; v <= 9; ++v)
        f.rooms.push_back(synthRoom(RoomType::Default, v, v == 3 ? 1.0f : 0.5f, 0x0F, Shape::S1x1, 1));
}

// The subtype-1 rooms of step 18 (R14.1: white fire, buttons): for every shape, one with every door at
// difficulties 1, 5 and 10, and one with some doors missing.
inline void addExtraRooms(RoomFile &f, std::uint32_t variantBase) {
    for (int shape = 1; shape <= 12; ++shape) {
        const auto sh = static_cast<Shape>(shape);
        for (const std::uint8_t difficulty : {1, 5, 10})
            f.rooms.push_back(
                synthRoom(RoomType::Default, variantBase++, 1.0f, allDoors(sh), sh, difficulty, 1));
        f.rooms.push_back(synthRoom(RoomType::Default, variantBase++, 0.5f,
                                    static_cast<std::uint8_t>(allDoors(sh) & 0x33), sh, 5, 1));
    }
}

// A whole game's room files of our own: file 0 (special rooms), every stage file of both rule sets (1..17
// and 27..33; 13, the Blue Womb, holds only its off-grid room), the mirror rooms of Downpour and Dross
// (subtype 34), the mineshaft entrance in the Mines' file (subtype 10), the start rooms of the Dark Room and
// the Chest (variant 0), the subtype-1 rooms of the family files 27, 29 and 7 and of Dross and the Ashpit,
// and Mom's room of the Mausoleum after Dad's Note (boss 89 in file 31). File names as the game's.
inline std::vector<std::pair<int, RoomFile>> synthGameFiles(int copies = 2) {
    static const char *const names[] = {
        "special rooms", "basement",  "cellar",     "burning basement", "caves",     "catacombs",
        "flooded caves", "depths",    "necropolis", "dank depths",      "womb",      "utero",
        "scarred womb",  "blue womb", "sheol",      "cathedral",        "dark room", "chest"};
    static const char *const altNames[] = {"downpour",  "dross",   "mines", "ashpit",
                                           "mausoleum", "gehenna", "corpse"};
    std::vector<std::pair<int, RoomFile>> files;
    auto add = [&files](int id, const char *name, RoomFile f) {
        char prefix[8];
        std::snprintf(prefix, sizeof prefix, "%02d.", id);
        f.name = std::string(prefix) + name + ".stb";
        files.emplace_back(id, std::move(f));
    };
    RoomFile special = synthSpecialFile();
    addRepentanceSpecials(special);
    add(0, names[0], std::move(special));
    for (int id = 1; id <= 17; ++id) {
        RoomFile f;
        if (id == 13) {
            f.rooms.push_back(synthRoom(RoomType::Default, 1, 1.0f, 0x0F, Shape::S1x1, 0, 1));
        } else {
            f = synthStageFile(copies, static_cast<std::uint32_t>(id));
            if (id == 16 || id == 17)
                f.rooms.push_back(synthRoom(RoomType::Default, 0, 1.0f, 0x0F, Shape::S1x1, 1));
            if (id == 7)
                addExtraRooms(f, 7000);
        }
        add(id, names[id], std::move(f));
    }
    for (int id = 27; id <= 33; ++id) {
        RoomFile f = synthStageFile(copies, static_cast<std::uint32_t>(id));
        if (id == 27 || id == 28)
            f.rooms.push_back(synthRoom(RoomType::Default, 6000, 1.0f, 0x0F, Shape::S1x1, 0, 34));
        if (id == 29)
            f.rooms.push_back(synthRoom(RoomType::Default, 6100, 1.0f, 0x0F, Shape::S1x1, 0, 10));
        if (id >= 27 && id <= 30)
            addExtraRooms(f, 7000);
        if (id == 31)
            f.rooms.push_back(synthRoom(RoomType::Boss, 6200, 1.0f, 0x0F, Shape::S1x1, 5, 89));
        add(id, altNames[id - 27], std::move(f));
    }
    return files;
}

// File 0 with special layouts of many shapes (issue 33): every special type but the hidden rooms keeps a 1x1
// with every door, and has besides, for each subtype, three layouts of other shapes (IH, IV, 1x2, 2x1, 2x2
// and the four L shapes in turn, never IIH or IIV, which Resize cannot place, 7.0.1) and a 1x1 with some
// doors missing; some of the larger ones lack doors too. Mini-bosses and bosses get the same mix. Secret,
// super-secret and ultra-secret layouts stay 1x1 with every door (a secret room is always created 1x1, 7.11
// step 3.4, R12). Some subtypes have no layout at all: the Envy mini-boss's variants (a miss both rule sets
// handle: 7.9.4, R19.1), the bosses 22 (The Headless Horseman) and 60 (Little Horn) (a boss miss fails the
// attempt), and with `libraryMisses` the library's subtypes 3 and 4 (afterbirth-plus: 7.9's optional pick
// that finds no room; repentance refuses such files, R19.1).
inline RoomFile synthRichSpecialFile(bool libraryMisses) {
    static constexpr Shape kShapes[] = {Shape::IH,  Shape::IV,  Shape::S1x2, Shape::S2x1, Shape::S2x2,
                                        Shape::LTL, Shape::LTR, Shape::LBL,  Shape::LBR};
    std::uint32_t state = 0x2545F491u;
    auto next = [&state] { return synthNext(state); };
    // A door mask for `shape`: every door, or (when `some` is set) a random part of them that keeps at least
    // one of the four main slots.
    auto doorsFor = [&](Shape shape, bool some) {
        const std::uint8_t all = allDoors(shape);
        if (!some)
            return all;
        for (;;) {
            const auto m = static_cast<std::uint8_t>(all & next());
            if ((m & 0x0F) != 0 && m != all)
                return m;
        }
    };
    RoomFile f;
    auto add = [&f](RoomType type, std::uint32_t variant, float weight, std::uint8_t doors, Shape shape,
                    std::uint32_t subtype) {
        f.rooms.push_back(synthRoom(type, variant, weight, doors, shape, 5, subtype));
    };
    int turn = 0;
    for (int type = 2; type <= 29; ++type) {
        const auto t = static_cast<RoomType>(type);
        if (t == RoomType::Boss || t == RoomType::MiniBoss)
            continue;
        const bool hidden = t == RoomType::Secret || t == RoomType::SuperSecret || t == RoomType::UltraSecret;
        for (std::uint32_t subtype = 0; subtype <= 12; ++subtype) {
            if (libraryMisses && t == RoomType::Library && subtype >= 3)
                continue;
            std::uint32_t variant = 100u * static_cast<std::uint32_t>(type) + 20 * subtype;
            add(t, variant++, 1.0f, 0x0F, Shape::S1x1, subtype);
            if (hidden)
                continue;
            add(t, variant++, 1.0f, doorsFor(Shape::S1x1, true), Shape::S1x1, subtype);
            for (int k = 0; k < 3; ++k) {
                const Shape shape = kShapes[static_cast<std::size_t>(turn++ % 9)];
                add(t, variant++, k == 0 ? 2.0f : 1.0f, doorsFor(shape, k == 2), shape, subtype);
            }
        }
    }
    for (std::uint32_t v = 2000; v < 2400; ++v) { // mini-bosses: every sin's variants but Envy's
        if (v >= 0x802 && v <= 0x80B)
            continue;
        const Shape shape = v % 3 == 0 ? kShapes[v / 3 % 9] : Shape::S1x1;
        add(RoomType::MiniBoss, v, 1.0f, doorsFor(shape, v % 4 == 1), shape, 0);
    }
    for (std::uint32_t id = 0; id <= 110; ++id) {
        if (id == 22 || id == 60)
            continue;
        add(RoomType::Boss, 1000 + id, 1.0f, 0x0F, Shape::S1x1, id);
        const Shape shape = kShapes[id % 9];
        add(RoomType::Boss, 1500 + id, 1.5f, doorsFor(shape, id % 2 == 1), shape, id);
        if (id % 4 == 0)
            add(RoomType::Boss, 1900 + id, 0.5f, doorsFor(Shape::S1x1, true), Shape::S1x1, id);
    }
    for (std::uint32_t v = 3700; v < 3850; ++v) { // double trouble, of several shapes
        const Shape shape = v % 5 == 0 ? kShapes[v / 5 % 9] : Shape::S1x1;
        add(RoomType::Boss, v, 1.0f, doorsFor(shape, v % 7 == 0), shape, v % 100);
    }
    return f;
}

// synthGameFiles() with synthRichSpecialFile() as file 0 (the repentance rooms of file 0 added).
inline std::vector<std::pair<int, RoomFile>> synthRichGameFiles(bool libraryMisses) {
    auto files = synthGameFiles();
    RoomFile special = synthRichSpecialFile(libraryMisses);
    addRepentanceSpecials(special);
    special.name = files.front().second.name;
    files.front().second = std::move(special);
    return files;
}

// Furnishes every room with spawns (their own xorshift per room, from its variant: the picks, which read no
// spawn, are unchanged): a few rocks and pits, enemies, a pickup, and now and then something else (a slot
// machine, a cobweb), each inside the room's shape.
inline void furnish(RoomFile &file) {
    for (RoomData &r : file.rooms) {
        std::uint32_t state = r.variant * 2654435761u + 7u;
        auto spawn = [&](std::uint16_t type, std::uint16_t variant) {
            for (int tries = 0; tries < 20; ++tries) {
                const int x = static_cast<int>(synthNext(state) % r.width);
                const int y = static_cast<int>(synthNext(state) % r.height);
                if (!isFloorTile(r.shape, x, y))
                    continue;
                const RoomEntity e{type, variant, 0, 1.0f};
                r.addSpawn(static_cast<std::int16_t>(x), static_cast<std::int16_t>(y), std::span(&e, 1));
                return;
            }
        };
        const int cells = r.width / 13 * (r.height / 7);
        for (int i = 0; i < 3 * cells; ++i)
            spawn(1000, 0); // rocks
        for (int i = 0; i < cells; ++i)
            spawn(3000, 0); // pits
        for (int i = 0; i < 2 * cells; ++i)
            spawn(static_cast<std::uint16_t>(10 + synthNext(state) % 290), 0); // enemies
        spawn(5, 10);                                                          // a pickup (a heart)
        if (synthNext(state) % 3 == 0)
            spawn(synthNext(state) % 2 ? 6 : 1940, 0); // a slot machine or a cobweb
    }
}

} // namespace floorgen::testing
