// The repentance rule set over room files of our own (repentance.md R6.5, R10, R19.1; issue 20 after issue
// 24): every floor of R3.1 generates with a whole game's synthetic set and keeps the invariants, each room's
// layout is what its pick may give (type, shape, doors, subtype, file), .stb and .xml give the same floors,
// BossRoomPick's tries, RoomPickR's differences from 7.0.4, the weights a run keeps (R10.5), the [1, 15]
// window, the Void's files, the Corpse's pit rule, and the misses the app refuses.

#include "floorgen/filecatalog.h"
#include "floorgen/generator.h"
#include "floorgen/repstages.h"
#include "floorgen/rng.h"
#include "floorgen/roomfiles.h"
#include "floorgen/run.h"
#include "repinvariants.h"
#include "synthcatalog.h"

#include <algorithm>
#include <cmath>
#include <memory>

#include <QTest>

using namespace floorgen;

namespace {

// The whole synthetic game, built once (10,000 rooms).
const RoomFileSet &gameSet() {
    static const RoomFileSet set = testing::roomFileSet(testing::synthGameFiles());
    return set;
}

Settings repFloor(int stage, int type, std::uint32_t runSeed) {
    Settings s;
    s.ruleSet = RuleSet::Repentance;
    s.runSeed = runSeed;
    s.stage = stage;
    s.stageType = type;
    return s;
}

// Counts the picks a catalog is asked for, by room type, and forwards everything to a FileCatalog.
class CountingCatalog final : public RoomCatalog {
public:
    explicit CountingCatalog(RoomFileSet set)
        : inner(std::move(set)) {}
    FileCatalog inner;
    mutable int bossPicks = 0;
    std::uint16_t enabledShapes(int s, int a, int b) const override { return inner.enabledShapes(s, a, b); }
    std::uint16_t shapesIn(int s, int a, int b, int &rooms) const override {
        return inner.shapesIn(s, a, b, rooms);
    }
    bool pick(const PickRequest &q, std::uint32_t v, RoomDescriptor &out) const override {
        bossPicks += q.type == RoomType::Boss;
        return inner.pick(q, v, out);
    }
    bool getRoom(int f, RoomType t, int v, RoomDescriptor &out) const override {
        return inner.getRoom(f, t, v, out);
    }
    void resetFloor() const override { inner.resetFloor(); }
    void resetFile(int f) const override { inner.resetFile(f); }
};

bool inVoidFiles(int file) {
    return file >= 1 && file <= 17 && file != 13;
}

// What is wrong with the layouts of a finished floor, or an empty string: every room with a descriptor names
// an entry; its type is the room's (DEFAULT for the start room and the grave); special rooms keep the entry's
// shape; normal rooms are subtype 0 (or 1 from step 18, 34 the mirror room, 10 the mineshaft entrance) with
// every door of their stored mask; the files are the ones R10.9 names.
QString layoutProblem(const Floor &f, const FileCatalog &c) {
    const int sid = f.stageId;
    for (const Room &r : f.rooms) {
        if (r.descriptor < 0)
            continue;
        const QString at = QStringLiteral("room %1 (%2): ")
                               .arg(r.number)
                               .arg(QString::fromLatin1(roomTypeName(r.type).data()));
        if (r.layoutId < 0)
            return at + QStringLiteral("no layout");
        const FileCatalog::Entry e = c.entryOf(r.layoutId);
        const RoomData &d = c.room(e);
        if (static_cast<RoomType>(d.type) != r.type)
            return at + QStringLiteral("layout of type %1").arg(d.type);
        if (d.shape != r.shape)
            return at + QStringLiteral("layout shape %1").arg(static_cast<int>(d.shape));
        if (d.variant != r.variant || static_cast<int>(d.subtype) != r.subtype)
            return at + QStringLiteral("variant or subtype differ");
        const bool fromStage = f.settings.stage == 12 ? inVoidFiles(e.file) : e.file == sid;
        if (r.type == RoomType::Default) {
            const bool start = r.placedBy == static_cast<std::uint8_t>(Step::Start);
            if (start || r.grave) {
                if (e.file != (start && f.settings.stage == 11 ? 16 + f.settings.stageType : 0))
                    return at + QStringLiteral("start room or grave from file %1").arg(e.file);
                continue;
            }
            if ((d.doors & r.storedDoors) != r.storedDoors && r.subtype == 0)
                return at + QStringLiteral("doors %1 lack some of %2").arg(d.doors).arg(r.storedDoors);
            const bool family = r.subtype == 1 || r.subtype == 10; // step 18 and the mineshaft fall back
            if (!fromStage && !(family && (e.file == 27 || e.file == 29 || e.file == 7)))
                return at + QStringLiteral("normal room from file %1").arg(e.file);
            if (r.subtype != 0 && r.subtype != 1 && r.subtype != 34 && r.subtype != 10)
                return at + QStringLiteral("normal room of subtype %1").arg(r.subtype);
        } else if (r.type == RoomType::Treasure || r.type == RoomType::Secret ||
                   r.type == RoomType::UltraSecret) {
            if (!fromStage && e.file != 0)
                return at + QStringLiteral("from file %1").arg(e.file);
        } else if (r.type == RoomType::Boss) {
            if (e.file != 0 && !(r.bossSubtype == 89 && (e.file == sid || e.file == 31)))
                return at + QStringLiteral("boss room from file %1").arg(e.file);
            if (r.bossSubtype >= 0 && r.subtype != r.bossSubtype)
                return at +
                       QStringLiteral("boss %1 in a room of subtype %2").arg(r.bossSubtype).arg(r.subtype);
        } else if (e.file != 0) {
            return at + QStringLiteral("from file %1").arg(e.file);
        }
    }
    return {};
}

} // namespace

class TestRepGameData : public QObject {
    Q_OBJECT

private slots:
    // Every floor of R3.1, 60 run seeds each, the items cycling through none, Luna + Voodoo Head + Fragmented
    // Card, and Knife Piece 1, both difficulties: every floor generates, keeps the invariants of issue 24,
    // and every layout is one its pick may give. The alternate floors get their rooms (mirror rooms,
    // mineshaft entrances, extra rooms).
    void everyFloorGenerates_data() {
        QTest::addColumn<int>("stage");
        QTest::addColumn<int>("type");
        for (const rep::FloorKind &k : rep::repFloors())
            QTest::newRow(std::string(rep::repFloorName(k.stage, k.type)).c_str()) << k.stage << k.type;
    }
    void everyFloorGenerates() {
        QFETCH(int, stage);
        QFETCH(int, type);
        FileCatalog catalog(gameSet());
        int extras = 0, mirrors = 0, shafts = 0;
        for (std::uint32_t i = 1; i <= 60; ++i) {
            Settings s = repFloor(stage, type, i * 2654435761u);
            s.hard = i % 2 == 0;
            if (i % 3 == 1)
                s.items = itemBit(Item::Luna) | itemBit(Item::VoodooHead) | itemBit(Item::FragmentedCard);
            else if (i % 3 == 2)
                s.items = itemBit(Item::KnifePiece1);
            Floor f;
            std::string error;
            const GenerateStatus st = generate(s, f, nullptr, &error, &catalog);
            QVERIFY2(st == GenerateStatus::Ok, error.c_str());
            const std::string problem = testing::repInvariantProblem(f);
            QVERIFY2(problem.empty(), problem.c_str());
            const QString layout = layoutProblem(f, catalog);
            QVERIFY2(layout.isEmpty(), qPrintable(QStringLiteral("run seed %1: ").arg(*s.runSeed) + layout));
            for (const Room &r : f.rooms) {
                extras += r.placedBy == static_cast<std::uint8_t>(Step::ExtraRooms);
                mirrors += r.placedBy == static_cast<std::uint8_t>(Step::Mirror) && r.subtype == 34;
                shafts += r.placedBy == static_cast<std::uint8_t>(Step::Mineshaft) && r.subtype == 10;
            }
        }
        const bool alt = type == 4 || type == 5;
        if (alt && stage == 2) {
            QCOMPARE(mirrors, 60); // every Downpour II and Dross II has its mirror room
            QVERIFY(extras >= 60);
        }
        if (alt && stage == 4) {
            QCOMPARE(shafts, 20); // the 20 floors with Knife Piece 1
            QVERIFY(extras >= 40);
        }
    }

    // The same game written as .stb and as .xml and read back gives the same floors, room for room (layout
    // entries included), over several floors and both boss-pool modes. The boss rooms of other shapes than
    // 1x1 reach the grid.
    void stbAndXmlAgree() {
        std::vector<std::pair<int, RoomFile>> stb, xml;
        for (const auto &[id, f] : testing::synthGameFiles(1)) {
            RoomFile a, b;
            a.name = b.name = f.name;
            std::string error;
            QVERIFY2(parseStb(writeStb(f), a, error), error.c_str());
            QVERIFY2(parseRoomXml(writeRoomXml(f), b, error), error.c_str());
            stb.emplace_back(id, std::move(a));
            xml.emplace_back(id, std::move(b));
        }
        FileCatalog fromStb(testing::roomFileSet(std::move(stb))),
            fromXml(testing::roomFileSet(std::move(xml)));
        int floors = 0, bigBosses = 0;
        for (const auto &[stage, type] : {std::pair{1, 0}, {2, 4}, {4, 5}, {6, 4}, {8, 4}, {11, 1}, {12, 0}})
            for (std::uint32_t i = 1; i <= 12; ++i) {
                Settings s = repFloor(stage, type, i * 40503u + 7u);
                s.bossPools = i % 2 ? BossPoolsMode::Run : BossPoolsMode::StageSeed;
                Floor a, b;
                std::string ea, eb;
                const GenerateStatus sa = generate(s, a, nullptr, &ea, &fromStb);
                QCOMPARE(generate(s, b, nullptr, &eb, &fromXml), sa);
                QCOMPARE(eb, ea);
                QVERIFY2(sa == GenerateStatus::Ok, ea.c_str());
                QVERIFY(a.grid == b.grid);
                QVERIFY(a.rooms == b.rooms);
                ++floors;
                for (const Room &r : a.rooms)
                    bigBosses += r.type == RoomType::Boss && r.shape != Shape::S1x1;
            }
        QCOMPARE(floors, 84);
        QVERIFY(bigBosses > 3);
    }

    // R10.4: a normal boss pick tries again on a double-trouble variant (3700..3849), up to 51 tries: with
    // every boss room in that range each call makes 51 picks and keeps the last; with one room outside it
    // the floor's boss room is that one.
    void bossRoomPickTries() {
        for (const bool onlyDoubleTrouble : {true, false}) {
            auto files = testing::synthGameFiles(1);
            RoomFile &special = files.front().second;
            std::erase_if(special.rooms, [](const RoomData &r) { return r.type == 5; }); // (5: BOSS)
            for (std::uint32_t id = 0; id <= 110; ++id) {
                for (std::uint32_t k = 0; k < 3; ++k)
                    special.rooms.push_back(testing::synthRoom(RoomType::Boss, 3700 + (id + 50 * k) % 150,
                                                               1.0f, 0x0F, Shape::S1x1, 5, id));
                if (!onlyDoubleTrouble)
                    special.rooms.push_back(
                        testing::synthRoom(RoomType::Boss, 1000 + id, 0.2f, 0x0F, Shape::S1x1, 5, id));
            }
            CountingCatalog catalog(testing::roomFileSet(std::move(files)));
            int picks = 0;
            for (std::uint32_t i = 1; i <= 20; ++i) {
                Settings s = repFloor(1, 0, i * 7919u);
                s.bossPools = BossPoolsMode::StageSeed;
                s.forcedCurses = 0;
                catalog.bossPicks = 0;
                Floor f;
                std::string error;
                QVERIFY2(generate(s, f, nullptr, &error, &catalog) == GenerateStatus::Ok, error.c_str());
                const Room *boss = f.findFirst(RoomType::Boss);
                QVERIFY(boss);
                if (onlyDoubleTrouble) {
                    QVERIFY(boss->variant >= 3700 && boss->variant < 3850);
                    // One boss-room call per attempt that reached step 1, 51 picks each.
                    QCOMPARE(catalog.bossPicks % 51, 0);
                    QVERIFY(catalog.bossPicks >= 51);
                } else {
                    QCOMPARE(static_cast<int>(boss->variant), 1000 + boss->bossSubtype);
                }
                picks += catalog.bossPicks;
            }
            if (!onlyDoubleTrouble) // the rejected variants were tried first, mostly
                QVERIFY2(picks > 60, qPrintable(QString::number(picks)));
        }
    }

    // R10.1 against 7.0.4: without required doors there is no exact-door list (7.0.4 keeps the rooms whose
    // mask is 0 and may draw a second float); with them, the ratio is in float32.
    void roomPickR() {
        RoomFile f;
        f.rooms = {testing::synthRoom(RoomType::Shop, 1, 1.0f, 0x00, Shape::S1x1, 1),
                   testing::synthRoom(RoomType::Shop, 2, 1.0f, 0x0F, Shape::S1x1, 1)};
        std::vector<std::pair<int, RoomFile>> files;
        files.emplace_back(0, f);
        FileCatalog c(testing::roomFileSet(std::move(files)));
        PickRequest q;
        q.type = RoomType::Shop;
        q.adjustWeight = false;
        int differ = 0;
        for (std::uint32_t v = 1; v <= 2000; ++v) {
            RoomDescriptor ab, rep;
            q.repentance = false;
            QVERIFY(c.pick(q, v, ab));
            q.repentance = true;
            QVERIFY(c.pick(q, v, rep));
            // RoomPickR: one float, the whole list.
            Rng p(v, 7);
            const float target = p.randomFloat() * 2.0f;
            QCOMPARE(static_cast<int>(rep.variant), target < 1.0f ? 1 : 2);
            differ += ab.variant != rep.variant;
        }
        QVERIFY2(differ > 100, qPrintable(QString::number(differ))); // 7.0.4 prefers the mask-0 room
    }

    // R10.5: file 13 (step 20's off-grid room) is not reset per floor, so a run's floors decay its one room
    // again and again (0.1 each floor); a new run starts it back at its weight. The floor's own file and
    // file 0 start every floor at their weights.
    void weightsLastTheRun() {
        FileCatalog catalog(gameSet());
        const FileCatalog::Entry offGrid{13, 0};
        QCOMPARE(catalog.weight(offGrid), 1.0f);
        Settings s = repFloor(3, 0, 424242u);
        s.bossPools = BossPoolsMode::Run;
        const std::vector<RouteFloor> route{{1, 0}, {2, 0}, {3, 0}};
        const RunResult run = generateRun(s, route, &catalog);
        QVERIFY2(run.ok(), run.error.c_str());
        QCOMPARE(catalog.weight(offGrid), 0.1f * 0.1f * 0.1f);
        // Basement II's own file (1, as Basement I's) was reset at its start and is not read after it: the
        // rooms it decayed stay decayed through Caves I.
        const int file1Rooms = static_cast<int>(catalog.files().file(1)->rooms.size());
        int decayed = 0;
        for (int i = 0; i < file1Rooms; ++i)
            decayed += catalog.weight({1, i}) < catalog.room({1, i}).weight;
        QVERIFY(decayed > 5);
        // A new run: every file back at its weights first.
        const RunResult again = generateRun(s, route, &catalog);
        QVERIFY(again.ok());
        QCOMPARE(catalog.weight(offGrid), 0.1f * 0.1f * 0.1f);
        QVERIFY(again.floors.back().rooms == run.floors.back().rooms);
        // resetFile: one file, and 26 for the Void's.
        catalog.resetFile(13);
        QCOMPARE(catalog.weight(offGrid), 1.0f);
        catalog.resetFile(26);
        for (int i = 0; i < file1Rooms; ++i)
            QCOMPARE(catalog.weight({1, i}), catalog.room({1, i}).weight);
    }

    // R6.5 step 2: a stage file with fewer than 20 rooms in the floor's window takes [1, 15], with no further
    // check (a pool of 12 rooms still gives the floor), and its shapes are those of the wider pool.
    void fewRoomsWidenTheWindow() {
        auto files = testing::synthGameFiles(1);
        for (auto &[id, f] : files)
            if (id == 1) {
                f.rooms.clear();
                for (std::uint8_t d = 1; d <= 3; ++d)
                    for (int k = 0; k < 2; ++k)
                        f.rooms.push_back(testing::synthRoom(RoomType::Default, 100u + d * 10u + k, 1.0f,
                                                             0x0F, Shape::S1x1, d));
                for (std::uint8_t d = 11; d <= 13; ++d)
                    for (const Shape sh : {Shape::S2x2, Shape::S1x2})
                        f.rooms.push_back(testing::synthRoom(RoomType::Default,
                                                             200u + d * 10u + static_cast<unsigned>(sh), 1.0f,
                                                             testing::allDoors(sh), sh, d));
            }
        FileCatalog catalog(testing::roomFileSet(std::move(files)));
        int rooms = 0;
        QCOMPARE(catalog.shapesIn(1, 1, 5, rooms), std::uint16_t{1u << 1});
        QCOMPARE(rooms, 6);
        int big = 0;
        for (std::uint32_t i = 1; i <= 30; ++i) {
            Floor f;
            std::string error;
            QVERIFY2(generate(repFloor(1, 0, i * 104729u), f, nullptr, &error, &catalog) ==
                         GenerateStatus::Ok,
                     error.c_str());
            QCOMPARE(f.difficultyMin, 1);
            QCOMPARE(f.difficultyMax, 15);
            for (const Room &r : f.rooms) {
                QVERIFY(r.shape == Shape::S1x1 || r.shape == Shape::S2x2 || r.shape == Shape::S1x2 ||
                        r.type != RoomType::Default);
                big += r.type == RoomType::Default && r.shape != Shape::S1x1;
            }
        }
        QVERIFY(big > 0);
    }

    // R10.1: on the Void the stage file is files 1..12 and 14..17 with difficulties up to 20; a heavy room of
    // difficulty 18 in file 5 is picked.
    void theVoidReadsItsFiles() {
        auto files = testing::synthGameFiles(1);
        for (auto &[id, f] : files)
            if (id == 5)
                f.rooms.push_back(testing::synthRoom(RoomType::Default, 9999, 500.0f, 0x0F, Shape::S1x1, 18));
        FileCatalog catalog(testing::roomFileSet(std::move(files)));
        int hard = 0, files5 = 0;
        for (std::uint32_t i = 1; i <= 10; ++i) {
            Floor f;
            std::string error;
            QVERIFY2(generate(repFloor(12, 0, i * 15485863u), f, nullptr, &error, &catalog) ==
                         GenerateStatus::Ok,
                     error.c_str());
            for (const Room &r : f.rooms) {
                if (r.type != RoomType::Default || r.layoutId < 0 ||
                    r.placedBy == static_cast<int>(Step::Start))
                    continue;
                const FileCatalog::Entry e = catalog.entryOf(r.layoutId);
                QVERIFY2(inVoidFiles(e.file), qPrintable(QString::number(e.file)));
                hard += r.variant == 9999;
                files5 += e.file == 5;
            }
        }
        QVERIFY(hard > 0);
        QVERIFY(files5 > hard);
    }

    // R10.7: on the Corpse a normal room gets flag 0x1000 one time in five, unless its layout has a pit.
    void corpsePits() {
        for (const bool pits : {false, true}) {
            auto files = testing::synthGameFiles(1);
            if (pits)
                for (auto &[id, f] : files)
                    if (id == 33)
                        for (RoomData &r : f.rooms) {
                            const RoomEntity pit{3000, 0, 0, 1.0f};
                            r.addSpawn(1, 1, std::span(&pit, 1));
                        }
            FileCatalog catalog(testing::roomFileSet(std::move(files)));
            int flagged = 0, normal = 0;
            for (std::uint32_t i = 1; i <= 10; ++i) {
                Floor f;
                std::string error;
                QVERIFY2(generate(repFloor(7, 4, i * 7u), f, nullptr, &error, &catalog) == GenerateStatus::Ok,
                         error.c_str());
                for (const Room &r : f.rooms)
                    if (r.type == RoomType::Default && r.descriptor >= 0 && r.layoutId >= 0 &&
                        catalog.entryOf(r.layoutId).file == 33) {
                        ++normal;
                        flagged += (r.flags & 0x1000) != 0;
                    }
            }
            QVERIFY(normal > 50);
            if (pits)
                QCOMPARE(flagged, 0);
            else // one in five, within 3 standard deviations
                QVERIFY2(std::abs(flagged * 5 - normal) < 3 * 2 * std::sqrt(normal),
                         qPrintable(QStringLiteral("%1 of %2").arg(flagged).arg(normal)));
        }
    }

    // The player's bosspools.xml (R9.1, R19.1): the built-in pools read back from a file give the same floors
    // without the approximation mark; a Basement pool of Gemini alone gives Gemini (or a harbinger, R9.4 step
    // 5); with bossportraits.xml gating Gemini behind a locked achievement, Monstro (R9.4 step 9).
    void bossPoolsFromTheFiles() {
        RoomFileSet withPools = testing::roomFileSet(testing::synthGameFiles(1));
        BossPoolData builtin;
        std::string error;
        QVERIFY(parseBossPoolsXml(writeBossPoolsXml(BossPoolData::builtin()), "pools", builtin, error));
        withPools.bossPools = builtin;
        FileCatalog plain(testing::roomFileSet(testing::synthGameFiles(1))), read(withPools);
        for (std::uint32_t i = 1; i <= 10; ++i) {
            const Settings s = repFloor(4, 0, i * 31337u); // Caves II: an approximated built-in pool
            Floor a, b;
            QVERIFY(generate(s, a, nullptr, &error, &plain) == GenerateStatus::Ok);
            QVERIFY(generate(s, b, nullptr, &error, &read) == GenerateStatus::Ok);
            QVERIFY(a.grid == b.grid && a.rooms == b.rooms);
            QVERIFY(a.rep.approxBossPools);
            QVERIFY(!b.rep.approxBossPools);
        }
        for (const bool locked : {false, true}) {
            RoomFileSet set = testing::roomFileSet(testing::synthGameFiles(1));
            BossPoolData gemini;
            gemini.pools[1] = {{17, 1.0f}};
            if (locked) {
                set.portraits = {{17, "Gemini", 16}};
                applyPortraits(gemini, set.portraits);
            }
            set.bossPools = gemini;
            FileCatalog catalog(std::move(set));
            int expected = 0;
            for (std::uint32_t i = 1; i <= 30; ++i) {
                Settings s = repFloor(1, 0, i * 7919u);
                s.achievements.setUnlocked(16, false);
                s.forcedCurses = 0;
                Floor f;
                QVERIFY2(generate(s, f, nullptr, &error, &catalog) == GenerateStatus::Ok, error.c_str());
                const int boss = f.findFirst(RoomType::Boss)->bossSubtype;
                QVERIFY2(boss == (locked ? 1 : 17) || boss == 9 || boss == 22,
                         qPrintable(QString::number(boss)));
                expected += boss == (locked ? 1 : 17);
            }
            QVERIFY(expected >= 20);
        }
    }

    // R19.1: a miss the engine has no handling for stops the floor with a message naming the step and the
    // room it lacks (exit status 2 in the CLI); the floor does not go on to other attempts.
    void missingRoomsAreRefused_data() {
        QTest::addColumn<int>("file");
        QTest::addColumn<int>("type");
        QTest::addColumn<int>("variant"); // -1: every room of the type
        QTest::addColumn<QString>("message");
        QTest::newRow("shop") << 0 << 2 << -1
                              << QStringLiteral(
                                     "the room files lack a room the shop step needs (type 2, subtype ");
        QTest::newRow("super secret") << 0 << 8 << -1
                                      << QStringLiteral("the super secret room step needs (type 8, subtype "
                                                        "any");
        QTest::newRow("start room") << 0 << 1 << 2
                                    << QStringLiteral(
                                           "the start room step needs (type 1, subtype any, variant "
                                           "2, in file 0)");
        QTest::newRow("secret") << 0 << 7 << -1 << QStringLiteral("the secret room step needs (type 7");
    }
    void missingRoomsAreRefused() {
        QFETCH(int, file);
        QFETCH(int, type);
        QFETCH(int, variant);
        QFETCH(QString, message);
        auto files = testing::synthGameFiles(1);
        for (auto &[id, f] : files)
            if (id == file || (type == 7 && id == 1))
                std::erase_if(f.rooms, [&](const RoomData &r) {
                    return static_cast<int>(r.type) == type &&
                           (variant < 0 || static_cast<int>(r.variant) == variant);
                });
        FileCatalog catalog(testing::roomFileSet(std::move(files)));
        Floor f;
        std::string error;
        QCOMPARE(generate(repFloor(1, 0, 12345u), f, nullptr, &error, &catalog),
                 GenerateStatus::InvalidSettings);
        QVERIFY2(QString::fromStdString(error).contains(message), error.c_str());
        QVERIFY2(
            QString::fromStdString(error).endsWith(QStringLiteral("the game's own files always have one")),
            error.c_str());
    }
};

QTEST_APPLESS_MAIN(TestRepGameData)
#include "test_repgamedata.moc"
