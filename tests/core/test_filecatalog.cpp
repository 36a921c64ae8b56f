// RoomPick over room files (core/include/floorgen/filecatalog.h), generation.md 4.3, 4.4 and 7.0.4, on small
// catalogs of our own: the pick each value gives (recomputed here from the spec's steps), the exact-door
// sub-list and its 9.99 ratio, the weight decay and its reset, zero weights, the enabled shapes and the
// 20-room rule, the Void pool; and whole floors from the same catalog as .stb and as .xml.

#include "floorgen/filecatalog.h"
#include "floorgen/generator.h"
#include "floorgen/geometry.h"
#include "floorgen/rng.h"
#include "floorgen/roomfiles.h"
#include "floorgen/run.h"
#include "floorgen/search.h"
#include "floorgen/stats.h"
#include "synthcatalog.h"

#include <QTest>

using namespace floorgen;

namespace {

RoomData room(RoomType type, std::uint32_t variant, float weight, std::uint8_t doors = 0x0F,
              Shape shape = Shape::S1x1, std::uint8_t difficulty = 1, std::uint32_t subtype = 0) {
    return testing::synthRoom(type, variant, weight, doors, shape, difficulty, subtype);
}

RoomFileSet setOf(std::vector<std::pair<int, std::vector<RoomData>>> files) {
    RoomFileSet set;
    for (auto &[id, rooms] : files) {
        RoomFile f;
        f.name = std::to_string(id);
        f.rooms = std::move(rooms);
        set.roomCount += f.rooms.size();
        set.files.emplace_back(id, std::move(f));
    }
    return set;
}

PickRequest request(int file, RoomType type, std::uint8_t doors = 0, bool adjust = false) {
    PickRequest q;
    q.stageId = file;
    q.type = type;
    q.requiredDoors = doors;
    q.adjustWeight = adjust;
    return q;
}

// 7.0.4 steps 3 and 6 for a list without exact-door matches: the index of the first cumulative weight above
// f * total, or -1.
int expectedIndex(std::uint32_t value, const std::vector<float> &weights) {
    Rng p(value, 7);
    const float f = p.randomFloat();
    float total = 0.0f;
    for (float w : weights)
        total += w;
    const float target = f * total;
    float acc = 0.0f;
    for (std::size_t i = 0; i < weights.size(); ++i) {
        acc += weights[i];
        if (acc > target)
            return static_cast<int>(i);
    }
    return -1;
}

Settings afterbirthPlus(int stage, std::uint32_t stageSeed) {
    Settings s;
    s.ruleSet = RuleSet::AfterbirthPlus;
    s.stageSeed = stageSeed;
    s.stage = stage;
    return s;
}

// The files (by stage id) written as .stb and as .xml and read back: two sets that must give the same floors.
bool readBothFormats(std::initializer_list<std::pair<int, const RoomFile *>> files, RoomFileSet &stb,
                     RoomFileSet &xml, std::string &error) {
    for (auto [id, file] : files) {
        RoomFile a, b;
        a.name = b.name = std::to_string(id);
        if (!parseStb(writeStb(*file), a, error) || !parseRoomXml(writeRoomXml(*file), b, error))
            return false;
        stb.files.emplace_back(id, std::move(a));
        xml.files.emplace_back(id, std::move(b));
    }
    return true;
}

} // namespace

class TestFileCatalog : public QObject {
    Q_OBJECT

private slots:
    // recordPicks (the decision log's record): each pick's candidates and their total weight, the exact-door
    // sub-list, the entry chosen with its weight before the decay; a failed pick is recorded without an
    // entry; a copy of the catalog records nothing, and null stops the record.
    void recordsItsPicks() {
        FileCatalog c(
            setOf({{0,
                    {room(RoomType::Shop, 10, 1.0f, 0x0F), room(RoomType::Treasure, 11, 2.0f, 0x03),
                     room(RoomType::Shop, 12, 0.5f, 0x01), room(RoomType::Shop, 13, 3.0f, 0x0D)}}}));
        std::vector<FileCatalog::PickRecord> record;
        c.recordPicks(&record);
        RoomDescriptor d;
        PickRequest q = request(0, RoomType::Shop, 0x01, true);
        QVERIFY(c.pick(q, 12345, d));
        QCOMPARE(record.size(), std::size_t{1});
        const FileCatalog::PickRecord &r = record.front();
        QCOMPARE(r.request.type, RoomType::Shop);
        QCOMPARE(r.candidates, 3u); // the shops with at least door 0
        QCOMPARE(r.totalWeight, 4.5f);
        QCOMPARE(r.exact, 1u); // variant 12 has exactly door 0
        QCOMPARE(r.exactWeight, 0.5f);
        QCOMPARE(r.chosen.file, c.lastPick().file);
        QCOMPARE(r.chosen.index, c.lastPick().index);
        QCOMPARE(static_cast<int>(c.room(r.chosen).variant), static_cast<int>(d.variant));
        QCOMPARE(r.chosenWeight, c.room(r.chosen).weight); // before its decay
        QVERIFY(c.weight(r.chosen) < r.chosenWeight);
        if (r.exactTaken)
            QCOMPARE(static_cast<int>(d.variant), 12);
        // Nothing matches: recorded with no entry.
        QVERIFY(!c.pick(request(0, RoomType::Curse), 1, d));
        QCOMPARE(record.size(), std::size_t{2});
        QCOMPARE(record.back().chosen.file, -1);
        QCOMPARE(record.back().candidates, 0u);
        // A copy records nothing; null stops the record.
        const FileCatalog copy = c;
        QVERIFY(copy.pick(q, 99, d));
        QCOMPARE(record.size(), std::size_t{2});
        c.recordPicks(nullptr);
        QVERIFY(c.pick(q, 99, d));
        QCOMPARE(record.size(), std::size_t{2});
        // At the file's weights the exact-door sub-list's ratio is 0.5 / 4.5 * 9.99 = 1.11, above any second
        // float: always taken. After variant 12 decayed (0.05 / 4.05 * 9.99 = 0.12) it is passed over mostly.
        c.resetFloor();
        c.recordPicks(&record);
        record.clear();
        for (std::uint32_t v = 1; v <= 50; ++v)
            QVERIFY(c.pick(request(0, RoomType::Shop, 0x01), v, d));
        for (const FileCatalog::PickRecord &p : record)
            QVERIFY(p.exactTaken);
        QVERIFY(c.pick(request(0, RoomType::Shop, 0x01, true), 1, d)); // variant 12: decays to 0.05
        QCOMPARE(static_cast<int>(d.variant), 12);
        record.clear();
        int passedOver = 0;
        for (std::uint32_t k = 1; k <= 50; ++k) {
            QVERIFY(c.pick(request(0, RoomType::Shop, 0x01), k * 0x9E3779B9u, d));
            QCOMPARE(record.back().exactWeight, 0.05f);
            passedOver += !record.back().exactTaken;
            if (record.back().exactTaken)
                QCOMPARE(static_cast<int>(d.variant), 12);
        }
        QVERIFY(passedOver > 25);
        record.clear();
        QVERIFY(c.pick(request(0, RoomType::Shop, 0x0D), 7, d));
        QCOMPARE(record.back().candidates, 2u); // variants 10 and 13
        QCOMPARE(record.back().exact, 1u);      // 13
        c.recordPicks(nullptr);
    }

    // Weights 1, 2, 0.5 (a shop of another type and a room outside the variant range in between): the pick of
    // 2,000 values is the one steps 3 and 6 give, and each room's share follows its weight.
    void pickFollowsTheWeights() {
        FileCatalog c(setOf({{0,
                              {room(RoomType::Treasure, 1, 1.0f), room(RoomType::Shop, 2, 5.0f),
                               room(RoomType::Treasure, 3, 2.0f), room(RoomType::Treasure, 900, 9.0f),
                               room(RoomType::Treasure, 4, 0.5f)}}}));
        PickRequest q = request(0, RoomType::Treasure);
        q.variantMax = 100;
        const std::uint32_t variants[] = {1, 3, 4};
        int counts[3] = {0, 0, 0};
        for (std::uint32_t value = 1; value <= 2000; ++value) {
            RoomDescriptor d;
            QVERIFY(c.pick(q, value * 2654435761u, d));
            const int expected = expectedIndex(value * 2654435761u, {1.0f, 2.0f, 0.5f});
            QCOMPARE(d.variant, variants[expected]);
            QCOMPARE(d.type, RoomType::Treasure);
            ++counts[expected];
        }
        QVERIFY2(counts[1] > 1000 && counts[1] < 1300, qPrintable(QString::number(counts[1]))); // 4/7 of 2000
        QVERIFY2(counts[2] > 200 && counts[2] < 380, qPrintable(QString::number(counts[2])));   // 1/7
    }

    // Step 5: the rooms whose door mask is exactly the required one are taken when (mTotal / total) * 9.99 is
    // above the second float; with a quarter of the weight that is always.
    void exactDoors() {
        FileCatalog c(
            setOf({{0, {room(RoomType::Shop, 1, 3.0f, 0x0F), room(RoomType::Shop, 2, 1.0f, 0x05)}}}));
        for (std::uint32_t value = 1; value <= 500; ++value) {
            RoomDescriptor d;
            QVERIFY(c.pick(request(0, RoomType::Shop, 0x05), value, d));
            QCOMPARE(d.variant, std::uint16_t{2});
            QCOMPARE(d.doors, std::uint8_t{0x05});
        }
        // A twentieth of the weight: 0.4995 > the second float about half the time; otherwise the whole list.
        FileCatalog rare(
            setOf({{0, {room(RoomType::Shop, 1, 19.0f, 0x0F), room(RoomType::Shop, 2, 1.0f, 0x05)}}}));
        int exact = 0;
        for (std::uint32_t value = 1; value <= 2000; ++value) {
            Rng p(value, 7);
            p.randomFloat();
            const bool takesExact =
                static_cast<double>(1.0f / 20.0f) * 9.99 > static_cast<double>(p.randomFloat());
            RoomDescriptor d;
            QVERIFY(rare.pick(request(0, RoomType::Shop, 0x05), value, d));
            if (takesExact)
                QCOMPARE(d.variant, std::uint16_t{2});
            else
                QCOMPARE(d.variant, std::uint16_t(expectedIndex(value, {19.0f, 1.0f}) + 1));
            exact += takesExact ? 1 : 0;
        }
        QVERIFY(exact > 900 && exact < 1100);
        // A room lacking a required door is no candidate.
        RoomDescriptor d;
        QVERIFY(!c.pick(request(0, RoomType::Shop, 0x10), 7, d));
    }

    // Step 7: a picked room's weight becomes max(w * 0.1, 1e-7) and stays so until the next floor.
    void weightDecay() {
        FileCatalog c(setOf({{0, {room(RoomType::Boss, 1, 1.0f), room(RoomType::Boss, 2, 1.0f)}}}));
        RoomDescriptor d;
        QVERIFY(c.pick(request(0, RoomType::Boss, 0, true), 12345, d));
        const FileCatalog::Entry first = c.lastPick();
        QCOMPARE(c.weight(first), 0.1f);
        for (int i = 0; i < 8; ++i) {
            PickRequest q = request(0, RoomType::Boss, 0, true);
            q.variantMin = q.variantMax = d.variant; // the same room again
            QVERIFY(c.pick(q, 99u + static_cast<std::uint32_t>(i), d));
        }
        QCOMPARE(c.weight(first), 1e-7f); // 0.1 * 0.1^8 is below the floor of 1e-7
        FileCatalog copy = c;             // a copy carries its own weights
        c.resetFloor();
        QCOMPARE(c.weight(first), 1.0f);
        QCOMPARE(copy.weight(first), 1e-7f);
        QVERIFY(c.pick(request(0, RoomType::Boss), 5, d));
        QCOMPARE(c.weight(c.lastPick()), 1.0f); // adjustWeight false: no decay
    }

    void zeroWeights() {
        FileCatalog c(setOf({{0, {room(RoomType::Curse, 1, 0.0f), room(RoomType::Curse, 2, 1.0f)}}}));
        for (std::uint32_t value = 1; value <= 300; ++value) {
            RoomDescriptor d;
            QVERIFY(c.pick(request(0, RoomType::Curse), value, d));
            QCOMPARE(d.variant, std::uint16_t{2});
        }
        FileCatalog none(setOf({{0, {room(RoomType::Curse, 1, 0.0f)}}}));
        RoomDescriptor d;
        QVERIFY(!none.pick(request(0, RoomType::Curse), 1, d));
        QVERIFY(!none.pick(request(0, RoomType::Library), 1, d)); // no room of the type
        QVERIFY(!none.pick(request(3, RoomType::Curse), 1, d));   // no such file
    }

    // 4.4: DEFAULT rooms of the file in the difficulty window, any variant and doors; fewer than 20 gives 0.
    void enabledShapes() {
        std::vector<RoomData> rooms;
        for (int i = 0; i < 19; ++i)
            rooms.push_back(room(RoomType::Default, static_cast<std::uint32_t>(i), 1.0f, 0x0F,
                                 i < 10 ? Shape::S1x1 : Shape::S2x2, 5));
        rooms.push_back(room(RoomType::Default, 50, 1.0f, 0x0F, Shape::LBR, 12)); // outside [1, 10]
        rooms.push_back(room(RoomType::Shop, 51, 1.0f, 0x0F, Shape::IH, 5));      // not DEFAULT
        FileCatalog nineteen(setOf({{1, rooms}}));
        QCOMPARE(nineteen.enabledShapes(1, 1, 10), std::uint16_t{0});
        QCOMPARE(nineteen.enabledShapes(1, 1, 15), std::uint16_t((1u << 1) | (1u << 8) | (1u << 12)));
        rooms.push_back(room(RoomType::Default, 60, 0.0f, 0x01, Shape::IV, 10)); // weight 0 still counts
        FileCatalog twenty(setOf({{1, rooms}}));
        QCOMPARE(twenty.enabledShapes(1, 1, 10), std::uint16_t((1u << 1) | (1u << 8) | (1u << 3)));
        QCOMPARE(twenty.enabledShapes(2, 1, 10), std::uint16_t{0});
    }

    // 4.3: on the Void (file 26) every lookup other than file 0 reads files 1..12 and 14..17 in order; file
    // 13 and a file 26 of its own are not read.
    void voidPool() {
        FileCatalog c(setOf({{1, {room(RoomType::Default, 101, 1.0f)}},
                             {13, {room(RoomType::Default, 1301, 100.0f)}},
                             {17, {room(RoomType::Default, 1701, 1.0f)}},
                             {26, {room(RoomType::Default, 2601, 100.0f)}}}));
        int seen101 = 0, seen1701 = 0;
        for (std::uint32_t value = 1; value <= 400; ++value) {
            RoomDescriptor d;
            const std::uint32_t v = value * 2654435761u;
            QVERIFY(c.pick(request(26, RoomType::Default), v, d));
            QVERIFY(d.variant == 101 || d.variant == 1701);
            seen101 += d.variant == 101;
            seen1701 += d.variant == 1701;
            QCOMPARE(d.variant, std::uint16_t(expectedIndex(v, {1.0f, 1.0f}) == 0 ? 101 : 1701));
        }
        QVERIFY(seen101 > 100 && seen1701 > 100);
    }

    // Whole afterbirth-plus floors from one synthetic game's data (ours): normal rooms of every shape in
    // every difficulty with some doors missing, special rooms of several variants, weights and subtypes, boss
    // rooms of shapes 1x2, 2x1 and 2x2 with restricted doors, variants out of order. Written as .stb and as
    // .xml, read back, both give the same floors; most floors succeed.
    void stbAndXmlGiveTheSameFloors() {
        const RoomFile s0 = testing::synthSpecialFile(), s1 = testing::synthStageFile(2, 99), s2 = s1;
        std::string error;
        RoomFileSet fromStb, fromXml;
        QVERIFY2(readBothFormats({{0, &s0}, {1, &s1}, {4, &s2}}, fromStb, fromXml, error), error.c_str());
        FileCatalog stb(std::move(fromStb)), xml(std::move(fromXml));
        int ok = 0, floors = 0, bigBosses = 0;
        for (int stageNumber : {1, 3}) {
            for (std::uint32_t seed = 1; seed <= 300; ++seed) {
                const Settings settings = afterbirthPlus(stageNumber, seed * 7919u);
                Floor a, b;
                std::string ea, eb;
                const GenerateStatus sa = generate(settings, a, nullptr, &ea, &stb);
                const GenerateStatus sb = generate(settings, b, nullptr, &eb, &xml);
                QCOMPARE(sa, sb);
                QCOMPARE(ea, eb);
                ++floors;
                if (sa != GenerateStatus::Ok)
                    continue;
                ++ok;
                for (const Room &r : a.rooms)
                    bigBosses += r.type == RoomType::Boss && r.shape != Shape::S1x1;
                QVERIFY(a.grid == b.grid);
                QVERIFY(a.rooms == b.rooms);
                QCOMPARE(a.attempts, b.attempts);
            }
        }
        QVERIFY2(ok > floors * 9 / 10, qPrintable(QStringLiteral("%1 of %2 floors").arg(ok).arg(floors)));
        QVERIFY2(bigBosses > 20,
                 qPrintable(QString::number(bigBosses))); // the catalog's shapes reach the grid
    }

    // Special rooms that are not 1x1 and lack doors (a 2x1 shop without its right doors, a 1x2 treasure room
    // without its bottom door) and a stage file without L-shaped rooms: the shops and treasure rooms placed
    // have the catalog's shape, every room they touch is behind one of their doors (7.0.1 step 6), no
    // L-shaped room is placed (4.4), and .stb and .xml still give the same floors.
    void oddSpecialRooms() {
        RoomFile special = testing::synthSpecialFile();
        // 2x1: no door on slot 2 (the right side); 1x2: none on slot 3 (the bottom side).
        const auto kShopDoors = static_cast<std::uint8_t>(testing::allDoors(Shape::S2x1) & ~0x04u);
        const auto kTreasureDoors = static_cast<std::uint8_t>(testing::allDoors(Shape::S1x2) & ~0x08u);
        for (RoomData &r : special.rooms) {
            if (r.type == static_cast<std::uint32_t>(RoomType::Shop))
                r = testing::synthRoom(RoomType::Shop, r.variant, r.weight, kShopDoors, Shape::S2x1, 5,
                                       r.subtype);
            else if (r.type == static_cast<std::uint32_t>(RoomType::Treasure))
                r = testing::synthRoom(RoomType::Treasure, r.variant, r.weight, kTreasureDoors, Shape::S1x2,
                                       5, r.subtype);
        }
        RoomFile stage = testing::synthStageFile(2, 31);
        std::erase_if(stage.rooms, [](const RoomData &r) { return static_cast<int>(r.shape) >= 9; });
        const std::uint8_t shopAll = testing::allDoors(Shape::S2x1),
                           treasureAll = testing::allDoors(Shape::S1x2);
        QVERIFY((shopAll & kShopDoors) != shopAll && (treasureAll & kTreasureDoors) != treasureAll);
        std::string error;
        RoomFileSet fromStb, fromXml;
        QVERIFY2(readBothFormats({{0, &special}, {1, &stage}, {4, &stage}}, fromStb, fromXml, error),
                 error.c_str());
        FileCatalog stb(std::move(fromStb)), xml(std::move(fromXml));
        int shops = 0, treasures = 0, touching = 0;
        for (int stageNumber : {1, 3}) {
            for (std::uint32_t seed = 1; seed <= 250; ++seed) {
                const Settings settings = afterbirthPlus(stageNumber, seed * 104729u);
                Floor a, b;
                const GenerateStatus sa = generate(settings, a, nullptr, nullptr, &stb);
                QCOMPARE(generate(settings, b, nullptr, nullptr, &xml), sa);
                if (sa != GenerateStatus::Ok)
                    continue;
                QVERIFY(a.grid == b.grid);
                QVERIFY(a.rooms == b.rooms);
                for (const Room &r : a.rooms) {
                    QVERIFY(static_cast<int>(r.shape) < 9);
                    if (r.type != RoomType::Shop && r.type != RoomType::Treasure)
                        continue;
                    const bool shop = r.type == RoomType::Shop;
                    QCOMPARE(r.shape, shop ? Shape::S2x1 : Shape::S1x2);
                    (shop ? shops : treasures) += 1;
                    const auto &g = geometry::geometryOf(r.shape);
                    for (int k = 0; k < 8; ++k) {
                        const auto o = g.slotCells[static_cast<std::size_t>(k)];
                        if (o.dx == geometry::kNoSlot)
                            continue;
                        const int x = r.anchor.x + o.dx, y = r.anchor.y + o.dy;
                        const Room *n = a.roomAt(x, y);
                        if (!n || n->number == r.number)
                            continue;
                        ++touching;
                        QVERIFY2((((shop ? kShopDoors : kTreasureDoors) >> k) & 1u) != 0,
                                 qPrintable(QStringLiteral("seed %1: room %2 touches room %3 at slot %4")
                                                .arg(settings.stageSeed)
                                                .arg(r.number)
                                                .arg(n->number)
                                                .arg(k)));
                    }
                }
            }
        }
        QVERIFY2(shops > 100 && treasures > 100 && touching > 200,
                 qPrintable(QStringLiteral("%1 shops, %2 treasure rooms, %3 neighbours")
                                .arg(shops)
                                .arg(treasures)
                                .arg(touching)));
    }

    // A catalog without the boss rooms a floor needs: every attempt fails at the boss step, and the message
    // says so (the CLI's exit status 3).
    void noBossRoom() {
        RoomFile special = testing::synthSpecialFile();
        std::erase_if(special.rooms,
                      [](const RoomData &r) { return r.type == static_cast<std::uint32_t>(RoomType::Boss); });
        RoomFileSet set;
        set.files.emplace_back(0, std::move(special));
        set.files.emplace_back(1, testing::synthStageFile(2, 5));
        FileCatalog catalog(std::move(set));
        Settings s;
        s.ruleSet = RuleSet::AfterbirthPlus;
        s.stageSeed = 5;
        Floor floor;
        std::string error;
        QCOMPARE(generate(s, floor, nullptr, &error, &catalog), GenerateStatus::NoFloor);
        QVERIFY2(error.find("failed at the boss room step") != std::string::npos, error.c_str());

        // Boss rooms that exist but can never be placed: an IIH boss room (7.0.1 step 4.1: Resize never
        // reaches the IIH position) fails every attempt the same way.
        RoomFile wide = testing::synthSpecialFile();
        for (RoomData &r : wide.rooms)
            if (r.type == static_cast<std::uint32_t>(RoomType::Boss))
                r = testing::synthRoom(RoomType::Boss, r.variant, r.weight, testing::allDoors(Shape::IIH),
                                       Shape::IIH, r.difficulty, r.subtype);
        RoomFileSet wideSet;
        wideSet.files.emplace_back(0, std::move(wide));
        wideSet.files.emplace_back(1, testing::synthStageFile(2, 5));
        FileCatalog wideCatalog(std::move(wideSet));
        for (std::uint32_t seed : {5u, 77u, 1234u}) {
            s.stageSeed = seed;
            error.clear();
            QCOMPARE(generate(s, floor, nullptr, &error, &wideCatalog), GenerateStatus::NoFloor);
            QVERIFY2(error.find("failed at the boss room step") != std::string::npos, error.c_str());
        }
    }

    // Searches with game data (each thread on its own copy of the catalog) find the seeds that one catalog
    // generating every floor in full finds.
    void searchWithGameData() {
        RoomFileSet set;
        set.files.emplace_back(0, testing::synthSpecialFile());
        set.files.emplace_back(1, testing::synthStageFile(2, 5));
        const FileCatalog catalog(std::move(set));
        Settings s;
        s.ruleSet = RuleSet::AfterbirthPlus;
        Criteria c;
        c.counts.push_back(CountRule{RoomKind{false, RoomType::Library}, 1, -1});
        c.maxRooms = 14;
        FileCatalog sequential = catalog;
        std::vector<std::uint32_t> expected;
        for (std::uint32_t seed = 1; seed <= 3000; ++seed) {
            Settings f = s;
            f.stageSeed = seed;
            Floor floor;
            if (generate(f, floor, nullptr, nullptr, &sequential) == GenerateStatus::Ok && matches(floor, c))
                expected.push_back(seed);
        }
        QVERIFY(!expected.empty());
        SearchOptions o;
        o.threads = 2;
        o.gameData = &catalog;
        QCOMPARE(searchSeeds(s, c, SeedSpace::Stage, 1, 3000, o).seeds, expected);
        // Without the game data the search finds other seeds: the catalog reaches the floors.
        o.gameData = nullptr;
        QVERIFY(searchSeeds(s, c, SeedSpace::Stage, 1, 3000, o).seeds != expected);

        FloorCriteria g;
        g.stage = 1;
        g.criteria = c;
        const std::vector<FloorCriteria> groups{g};
        std::vector<std::uint32_t> runs;
        Floor scratch;
        RunGenerator run;
        for (std::uint32_t seed = 1; seed <= 3000; ++seed)
            if (runMatches(s, seed, groups, scratch, run, &sequential) == RunMatch::Match)
                runs.push_back(seed);
        QVERIFY(!runs.empty());
        o.gameData = &catalog;
        QCOMPARE(searchRunSeeds(s, groups, 1, 3000, o).seeds, runs);

        // Statistics: the same figures on two threads as the floors of one catalog added one by one.
        FloorStats one;
        for (std::uint32_t seed = 1; seed <= 3000; ++seed) {
            Settings f = s;
            f.stageSeed = seed;
            Floor floor;
            if (generate(f, floor, nullptr, nullptr, &sequential) == GenerateStatus::Ok)
                one.add(floor);
        }
        StatsOptions so;
        so.threads = 2;
        so.gameData = &catalog;
        const StatsResult both = runStatistics(s, SeedSpace::Stage, SeedSet::range(1, 3000), so);
        QVERIFY(both.stats == one);
        so.gameData = nullptr;
        QVERIFY(!(runStatistics(s, SeedSpace::Stage, SeedSet::range(1, 3000), so).stats == one));
    }
};

QTEST_APPLESS_MAIN(TestFileCatalog)
#include "test_filecatalog.moc"
