// Issue 33: with room files, every room that carries a picked layout has that layout's shape, and every
// neighbour it touches is behind a door the layout has (layoutinvariant.h names the spec's exceptions), over
// both rule sets and three room sets: rooms-D (tests/data, the catalog of the afterbirth-plus reference
// floors; for repentance with the planetarium rooms it lacks), the synthetic whole game (synthGameFiles) and
// its variant with special layouts of many shapes, missing doors and missing subtypes (synthRichGameFiles).
// Also repentance.md R20.1's bossSubtype of a double-trouble boss room, and generation.md 12's door table in
// the synthetic room files.

#include "floorgen/filecatalog.h"
#include "floorgen/generator.h"
#include "floorgen/rng.h"
#include "floorgen/roomfiles.h"
#include "layoutinvariant.h"
#include "synthcatalog.h"

#include <algorithm>
#include <map>
#include <memory>

#include <QTest>

using namespace floorgen;

namespace {

RoomFileSet roomsD() {
    RoomFileSet set;
    std::string error;
    if (!loadRoomFolder(FLOORGEN_TEST_DATA_DIR "/rooms-D", set, error))
        qFatal("%s", error.c_str());
    return set;
}

// rooms-D is an Afterbirth+ catalog: repentance also needs planetariums and the boss challenge rooms
// (challenge subtype 1), R19.1 refuses files without them. They are added to file 0 as 1x1 rooms with every
// door, which leaves every other pick as it was.
RoomFileSet roomsDForRepentance() {
    RoomFileSet set = roomsD();
    for (auto &[id, f] : set.files)
        if (id == 0)
            for (std::uint32_t sub = 0; sub <= 2; ++sub) {
                f.rooms.push_back(
                    testing::synthRoom(RoomType::Planetarium, 9000 + sub, 1.0f, 0x0F, Shape::S1x1, 5, sub));
                f.rooms.push_back(
                    testing::synthRoom(RoomType::Challenge, 9100 + sub, 1.0f, 0x0F, Shape::S1x1, 5, 1));
                set.roomCount += 2;
            }
    return set;
}

enum class Set { RoomsD, Synth, Rich };

const FileCatalog &catalogOf(Set set, RuleSet rules) {
    static std::map<std::pair<int, int>, std::unique_ptr<FileCatalog>> cache;
    auto &slot = cache[{static_cast<int>(set), static_cast<int>(rules)}];
    if (!slot) {
        const bool rep = rules == RuleSet::Repentance;
        switch (set) {
        case Set::RoomsD:
            slot = std::make_unique<FileCatalog>(rep ? roomsDForRepentance() : roomsD());
            break;
        case Set::Synth:
            slot = std::make_unique<FileCatalog>(testing::roomFileSet(testing::synthGameFiles()));
            break;
        case Set::Rich: {
            RoomFileSet files = testing::roomFileSet(testing::synthRichGameFiles(!rep));
            if (rep) {
                // bosspools.xml with double trouble in every pool (R9.4 step 6 draws for it on stages 3, 4,
                // 5 and 7): variant starts 3700, 3750 and 3800, the rich set's double-trouble layouts.
                BossPoolData pools = BossPoolData::builtin();
                for (std::size_t i = 0; i < pools.dt.size(); ++i)
                    pools.dt[i] = 3700 + 50 * static_cast<std::int32_t>(i % 3);
                files.bossPools = pools;
            }
            slot = std::make_unique<FileCatalog>(std::move(files));
            break;
        }
        }
    }
    return *slot;
}

// The player states that decide whether the optional rooms of 7.9 / 7.10 (R11 step 10) are placed or given
// back: the default (full health), and low health with keys, coins, a book and a devil room seen.
PlayerState stateOf(int k) {
    PlayerState p;
    if (k == 1) {
        p.hearts = 1;
        p.maxHearts = 6;
        p.keys = 2;
        p.coins = 10;
        p.bookPickedUp = true;
        p.devilRoomVisited = true;
    }
    return p;
}

struct Sweep {
    int floors = 0, noFloor = 0, refused = 0;
    int nonSquare = 0;     // rooms of a layout other than 1x1 that the sweep checked
    int doubleTrouble = 0; // double-trouble boss rooms (repentance, R20.1)
    QString firstRefusal;
};

// Every floor of the sweep of (set, rule set): afterbirth-plus stages 1 to 12, repentance every stage and
// stage type it generates (stage-seed boss pools), both difficulties, two player states, `seeds` stage seeds
// each; for repentance also Luna and Voodoo Head (a second super-secret and curse room) on every other seed.
Sweep sweep(Set set, RuleSet rules, int seeds) {
    const FileCatalog &base = catalogOf(set, rules);
    Sweep out;
    const bool rep = rules == RuleSet::Repentance;
    // rooms-D has no files of the alternate path (27 to 33).
    const bool altPath = rep && set != Set::RoomsD;
    const std::vector<int> types = altPath ? std::vector<int>{0, 1, 2, 4, 5} : std::vector<int>{0, 1, 2};
    for (int stage = 1; stage <= 12; ++stage) {
        if (rep && stage == 9)
            continue;
        for (const int type : types) {
            if ((stage == 12 && type != 0) || (rep && type == 5 && (stage == 7 || stage == 8)) ||
                (rep && type >= 4 && stage > 8) || (stage == 11 && type > 1))
                continue;
            for (int hard = 0; hard < 2; ++hard)
                for (int k = 0; k < 2; ++k)
                    for (int i = 0; i < seeds; ++i) {
                        Settings s;
                        s.ruleSet = rules;
                        s.stage = stage;
                        s.stageType = type;
                        s.hard = hard != 0;
                        s.state = stateOf(k);
                        s.stageSeed =
                            1000003u * static_cast<std::uint32_t>(stage * 64 + type * 8 + hard * 2 + k) +
                            977u * static_cast<std::uint32_t>(i);
                        if (rep) {
                            s.bossPools = BossPoolsMode::StageSeed;
                            if (i % 2 == 1) {
                                s.set(Item::Luna, true);
                                s.set(Item::VoodooHead, true);
                            }
                        }
                        if (validateSettings(s))
                            continue;                      // a stage type the stage does not have
                        const auto catalog = base.clone(); // weights fresh for every floor
                        Floor f;
                        std::string error;
                        const auto status = generate(s, f, nullptr, &error, catalog.get());
                        if (status == GenerateStatus::NoFloor) {
                            ++out.noFloor;
                            continue;
                        }
                        if (status != GenerateStatus::Ok) {
                            if (out.refused++ == 0)
                                out.firstRefusal = QString::fromStdString(error);
                            continue;
                        }
                        ++out.floors;
                        const std::string problem = testing::layoutInvariantProblem(f, base);
                        if (!problem.empty()) {
                            QTest::qFail(
                                qPrintable(QStringLiteral("stage %1 type %2%3, state %4, stage seed %5: %6")
                                               .arg(stage)
                                               .arg(type)
                                               .arg(hard ? QStringLiteral(" hard") : QString())
                                               .arg(k)
                                               .arg(s.stageSeed)
                                               .arg(QString::fromStdString(problem))),
                                __FILE__, __LINE__);
                            return out;
                        }
                        for (const Room &r : f.rooms) {
                            out.nonSquare += r.layoutId >= 0 && r.shape != Shape::S1x1;
                            if (r.type == RoomType::Boss && r.doubleTrouble >= 0) {
                                ++out.doubleTrouble;
                                // R20.1: the picked layout's subtype.
                                const RoomData &d = base.room(base.entryOf(r.layoutId));
                                if (r.bossSubtype != static_cast<int>(d.subtype)) {
                                    QTest::qFail(
                                        qPrintable(QStringLiteral("stage seed %1: double-trouble room %2 "
                                                                  "reports boss %3, its layout subtype %4")
                                                       .arg(s.stageSeed)
                                                       .arg(r.number)
                                                       .arg(r.bossSubtype)
                                                       .arg(d.subtype)),
                                        __FILE__, __LINE__);
                                    return out;
                                }
                            }
                        }
                    }
        }
    }
    return out;
}

// generation.md 12's door table, typed from the spec ("-": no such slot).
struct XY {
    int x, y;
};
constexpr XY kNone{1000, 1000};
constexpr XY kSpecDoors[13][8] = {
    {kNone, kNone, kNone, kNone, kNone, kNone, kNone, kNone},
    {{-1, 3}, {6, -1}, {13, 3}, {6, 7}, kNone, kNone, kNone, kNone},              // 1x1
    {{-1, 3}, kNone, {13, 3}, kNone, kNone, kNone, kNone, kNone},                 // IH
    {kNone, {6, -1}, kNone, {6, 7}, kNone, kNone, kNone, kNone},                  // IV
    {{-1, 3}, {6, -1}, {13, 3}, {6, 14}, {-1, 10}, kNone, {13, 10}, kNone},       // 1x2
    {kNone, {6, -1}, kNone, {6, 14}, kNone, kNone, kNone, kNone},                 // IIV
    {{-1, 3}, {6, -1}, {26, 3}, {6, 7}, kNone, {19, -1}, kNone, {19, 7}},         // 2x1
    {{-1, 3}, kNone, {26, 3}, kNone, kNone, kNone, kNone, kNone},                 // IIH
    {{-1, 3}, {6, -1}, {26, 3}, {6, 14}, {-1, 10}, {19, -1}, {26, 10}, {19, 14}}, // 2x2
    {{12, 3}, {6, 6}, {26, 3}, {6, 14}, {-1, 10}, {19, -1}, {26, 10}, {19, 14}},  // LTL
    {{-1, 3}, {6, -1}, {13, 3}, {6, 14}, {-1, 10}, {19, 6}, {26, 10}, {19, 14}},  // LTR
    {{-1, 3}, {6, -1}, {26, 3}, {6, 7}, {12, 10}, {19, -1}, {26, 10}, {19, 14}},  // LBL
    {{-1, 3}, {6, -1}, {26, 3}, {6, 14}, {-1, 10}, {19, -1}, {13, 10}, {19, 7}},  // LBR
};

// The value of attribute `name` in the tag that starts at `at` of `xml` ("" when it has none).
std::string attributeOf(const std::string &xml, std::size_t at, const std::string &name) {
    const std::size_t close = xml.find('>', at);
    const std::size_t p = xml.find(" " + name + "=\"", at);
    if (p == std::string::npos || p > close)
        return {};
    const std::size_t from = p + name.size() + 3;
    return xml.substr(from, xml.find('"', from) - from);
}

// What is wrong with the doors of a synthetic room file as written (.xml: each <door> element's coordinates
// against the spec's table, and the mask read back from both formats), or an empty string.
std::string doorProblem(const RoomFile &file) {
    const std::string xml = writeRoomXml(file);
    std::size_t n = 0;
    for (std::size_t at = xml.find("<room "); at != std::string::npos; at = xml.find("<room ", at + 1), ++n) {
        if (n >= file.rooms.size())
            return "more rooms written than the file has";
        const RoomData &r = file.rooms[n];
        const std::string where =
            "room " + std::to_string(n) + " (variant " + std::to_string(r.variant) + ")";
        const int shape = std::stoi(attributeOf(xml, at, "shape"));
        if (shape != static_cast<int>(r.shape))
            return where + ": shape written " + std::to_string(shape);
        if ((r.doors & ~testing::allDoors(r.shape)) != 0)
            return where + ": door mask " + std::to_string(r.doors) + " names a slot its shape lacks";
        std::uint8_t open = 0;
        const std::size_t end = xml.find("</room>", at);
        for (std::size_t d = xml.find("<door ", at); d < end; d = xml.find("<door ", d + 1)) {
            const int x = std::stoi(attributeOf(xml, d, "x")), y = std::stoi(attributeOf(xml, d, "y"));
            int slot = -1;
            for (int s = 0; s < 8; ++s)
                if (kSpecDoors[shape][s].x == x && kSpecDoors[shape][s].y == y)
                    slot = s;
            if (slot < 0)
                return where + ", shape " + std::to_string(shape) + ": a door at (" + std::to_string(x) +
                       "," + std::to_string(y) + "), no slot of the door table";
            if (attributeOf(xml, d, "exists") == "True")
                open = static_cast<std::uint8_t>(open | (1u << slot));
        }
        if (open != r.doors)
            return where + ": doors written " + std::to_string(open) + ", mask " + std::to_string(r.doors);
    }
    if (n != file.rooms.size())
        return "fewer rooms written than the file has";
    RoomFile a, b;
    a.name = b.name = file.name;
    std::string error;
    if (!parseStb(writeStb(file), a, error) || !parseRoomXml(xml, b, error))
        return error;
    for (std::size_t i = 0; i < file.rooms.size(); ++i)
        if (a.rooms[i].doors != file.rooms[i].doors || b.rooms[i].doors != file.rooms[i].doors)
            return "room " + std::to_string(i) + ": doors read back differ";
    return {};
}

} // namespace

Q_DECLARE_METATYPE(Set)
Q_DECLARE_METATYPE(RuleSet)

class TestLayoutInvariant : public QObject {
    Q_OBJECT

private slots:
    void invariant_data() {
        QTest::addColumn<Set>("set");
        QTest::addColumn<RuleSet>("rules");
        QTest::addColumn<int>("seeds");
        QTest::addColumn<int>("minNonSquare");
        QTest::newRow("rooms-D afterbirth-plus") << Set::RoomsD << RuleSet::AfterbirthPlus << 12 << 500;
        QTest::newRow("rooms-D repentance") << Set::RoomsD << RuleSet::Repentance << 4 << 500;
        QTest::newRow("synthetic afterbirth-plus") << Set::Synth << RuleSet::AfterbirthPlus << 6 << 50;
        QTest::newRow("synthetic repentance") << Set::Synth << RuleSet::Repentance << 3 << 50;
        QTest::newRow("rich afterbirth-plus") << Set::Rich << RuleSet::AfterbirthPlus << 12 << 1000;
        QTest::newRow("rich repentance") << Set::Rich << RuleSet::Repentance << 6 << 1000;
    }
    void invariant() {
        QFETCH(Set, set);
        QFETCH(RuleSet, rules);
        QFETCH(int, seeds);
        QFETCH(int, minNonSquare);
        const Sweep s = sweep(set, rules, seeds);
        if (QTest::currentTestFailed())
            return;
        qInfo("%d floors checked, %d gave up, %d refused, %d rooms of a larger or thin layout, %d "
              "double-trouble "
              "rooms",
              s.floors, s.noFloor, s.refused, s.nonSquare, s.doubleTrouble);
        QVERIFY2(s.refused == 0, qPrintable(s.firstRefusal));
        QVERIFY(s.floors > s.noFloor);
        QVERIFY2(s.nonSquare >= minNonSquare, qPrintable(QString::number(s.nonSquare)));
    }

    // R20.1: the rich set's double-trouble layouts are of several shapes and subtypes; a repentance sweep
    // meets some, and each reports its layout's subtype (checked in sweep()).
    void doubleTroubleReportsLayoutSubtype() {
        const Sweep s = sweep(Set::Rich, RuleSet::Repentance, 40);
        if (QTest::currentTestFailed())
            return;
        qInfo("%d double-trouble rooms", s.doubleTrouble);
        QVERIFY(s.doubleTrouble > 0);
    }

    // 7.9's preamble (14 point 13): an optional pick that finds no room pops, resizes, places and gives back
    // nothing, its item's other draws are made, and the attempt goes on. The rich set lacks the library's
    // subtypes 3 and 4 (afterbirth-plus draws the subtype, S mod 5): its floors must equal those of the same
    // set with those subtypes as IIH layouts, which a pick finds but no dead end takes (Resize never places
    // IIH, 7.0.1 step 4.1; a library pick adjusts no weight and draws nothing from S itself). A miss that
    // failed the attempt or skipped a draw would give other floors. With the subtypes as 1x1 layouts instead,
    // some floors differ: the misses happen and matter.
    void optionalMissPopsNothing() {
        auto withLibraries = [](Shape shape) {
            auto files = testing::synthRichGameFiles(true);
            for (std::uint32_t sub = 3; sub <= 4; ++sub)
                files.front().second.rooms.push_back(testing::synthRoom(
                    RoomType::Library, 8000 + sub, 1.0f, testing::allDoors(shape), shape, 5, sub));
            return FileCatalog(testing::roomFileSet(std::move(files)));
        };
        const FileCatalog &missing = catalogOf(Set::Rich, RuleSet::AfterbirthPlus);
        const FileCatalog neverPlaced = withLibraries(Shape::IIH);
        const FileCatalog placeable = withLibraries(Shape::S1x1);
        auto same = [](const Floor &a, const Floor &b) {
            if (a.grid != b.grid || a.attempts != b.attempts || a.rooms.size() != b.rooms.size() ||
                !std::equal(a.deadEndsAfter.begin(), a.deadEndsAfter.end(), b.deadEndsAfter.begin(),
                            b.deadEndsAfter.end()))
                return false;
            for (std::size_t i = 0; i < a.rooms.size(); ++i) {
                const Room &x = a.rooms[i], &y = b.rooms[i];
                if (x.type != y.type || x.shape != y.shape || x.anchor != y.anchor ||
                    x.variant != y.variant || x.doors != y.doors)
                    return false;
            }
            return true;
        };
        int floors = 0, differ = 0;
        for (int stage = 1; stage <= 8; ++stage)
            for (int k = 0; k < 2; ++k)
                for (std::uint32_t i = 0; i < 60; ++i) {
                    Settings s;
                    s.ruleSet = RuleSet::AfterbirthPlus;
                    s.stage = stage;
                    s.state = stateOf(k);
                    s.stageSeed = 7919u * static_cast<std::uint32_t>(stage * 2 + k) + 104729u * i;
                    Floor a, b, c;
                    const auto sa = generate(s, a, nullptr, nullptr, missing.clone().get());
                    const auto sb = generate(s, b, nullptr, nullptr, neverPlaced.clone().get());
                    const auto sc = generate(s, c, nullptr, nullptr, placeable.clone().get());
                    QCOMPARE(sa, sb);
                    if (sa != GenerateStatus::Ok)
                        continue;
                    ++floors;
                    QVERIFY2(
                        same(a, b),
                        qPrintable(QStringLiteral("stage %1, stage seed %2").arg(stage).arg(s.stageSeed)));
                    differ += sc != GenerateStatus::Ok || !same(a, c);
                }
        qInfo("%d floors the same with and without the missing libraries; %d differ when they exist as 1x1",
              floors, differ);
        QVERIFY(floors > 800);
        QVERIFY(differ > 0);
    }

    // The rich set has what the issue asks for: several layouts a type, every larger and thin shape but IIH
    // and IIV, some doors missing, some subtypes with no layout.
    void richSetShape() {
        const RoomFile f = testing::synthRichSpecialFile(true);
        std::map<int, int> byShape;
        int missingDoors = 0, libraries = 0, envy = 0;
        for (const RoomData &r : f.rooms) {
            ++byShape[static_cast<int>(r.shape)];
            missingDoors += r.doors != testing::allDoors(r.shape);
            libraries += r.type == static_cast<std::uint32_t>(RoomType::Library);
            envy += r.type == static_cast<std::uint32_t>(RoomType::MiniBoss) && r.variant >= 0x802 &&
                    r.variant <= 0x80B;
        }
        for (const Shape s : {Shape::S1x1, Shape::IH, Shape::IV, Shape::S1x2, Shape::S2x1, Shape::S2x2,
                              Shape::LTL, Shape::LTR, Shape::LBL, Shape::LBR})
            QVERIFY2(byShape[static_cast<int>(s)] >= 10, qPrintable(QString::number(static_cast<int>(s))));
        QCOMPARE(byShape[static_cast<int>(Shape::IIH)] + byShape[static_cast<int>(Shape::IIV)], 0);
        QVERIFY(missingDoors > 100);
        QCOMPARE(libraries, 3 * 5);
        QCOMPARE(envy, 0);
    }

    // generation.md 12: the synthetic room files put every door at the door table's coordinates for its
    // room's shape (a door written at a 1x1 position on a larger room would be another slot or none), and the
    // code's table is the spec's.
    void syntheticDoorsAtTableCoordinates() {
        for (int shape = 1; shape <= 12; ++shape)
            for (int s = 0; s < 8; ++s) {
                int x = 0, y = 0;
                const bool has = doorPosition(static_cast<Shape>(shape), s, x, y);
                QCOMPARE(has, kSpecDoors[shape][s].x != kNone.x);
                if (has) {
                    QCOMPARE(x, kSpecDoors[shape][s].x);
                    QCOMPARE(y, kSpecDoors[shape][s].y);
                }
            }
        auto check = [](const std::vector<std::pair<int, RoomFile>> &files) {
            for (const auto &[id, f] : files) {
                const std::string problem = doorProblem(f);
                QVERIFY2(problem.empty(), qPrintable(QString::fromStdString(f.name + ": " + problem)));
            }
        };
        check(testing::synthGameFiles());
        if (QTest::currentTestFailed())
            return;
        check(testing::synthRichGameFiles(true));
        if (QTest::currentTestFailed())
            return;
        RoomFile stage = testing::synthStageFile(3, 77);
        stage.name = "stage";
        QVERIFY2(doorProblem(stage).empty(), doorProblem(stage).c_str());
    }
};

QTEST_APPLESS_MAIN(TestLayoutInvariant)
#include "test_layoutinvariant.moc"
