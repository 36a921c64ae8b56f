// The standalone pieces of the repentance rule set (repentance.md): stage seeds and slots (R2), stage types
// (R3.2, R3.3), stage ids (R3.5), the floors and refusals (R3.1), the default route (R9.7 item 1.2), the
// planetarium chance (R16) and the shop level (R17), against the test vectors of R21.1 and R21.6 to R21.8 and
// the spec's tables.

#include "floorgen/achievements.h"
#include "floorgen/repchances.h"
#include "floorgen/repstages.h"
#include "floorgen/rng.h"

#include <bit>

#include <QTest>

using namespace floorgen;
using namespace floorgen::rep;

namespace {

constexpr std::uint32_t kRunSeed = 0xDEADBEEFu;

// R21.1.
constexpr std::array<std::uint32_t, 14> kSeeds = {
    1551370524u, 1215760411u, 3447318910u, 4233548847u, 3067875057u, 931630900u,  1484226302u,
    3287912768u, 1871094623u, 4168513352u, 939047354u,  2005380790u, 3380042500u, 3797528597u};

Achievements lockedOnes(const QList<int> &ids) {
    Achievements u;
    for (int id : ids)
        u.setUnlocked(id, false);
    return u;
}

// "1:0 2:1 ..." for readable comparisons.
QString routeText(const std::vector<FloorKind> &route) {
    QStringList parts;
    for (const FloorKind &f : route)
        parts << QStringLiteral("%1:%2").arg(f.stage).arg(f.type);
    return parts.join(QLatin1Char(' '));
}

QString hex(std::uint32_t x) {
    return QStringLiteral("0x%1").arg(x, 8, 16, QLatin1Char('0')).toUpper();
}

QString pathName(ShopPath p) {
    switch (p) {
    case ShopPath::None:
        return QStringLiteral("none");
    case ShopPath::Modifiers:
        return QStringLiteral("modifiers");
    case ShopPath::Bump:
        return QStringLiteral("bump");
    }
    return QStringLiteral("?");
}

} // namespace

class TestRepStages : public QObject {
    Q_OBJECT

private slots:
    // R21.1: the 14 stage seeds of run seed 0xDEADBEEF.
    void stageSeeds_data() {
        QTest::addColumn<int>("index");
        QTest::addColumn<uint>("expected");
        for (int i = 0; i < 14; ++i)
            QTest::addRow("v[%d]", i) << i << uint(kSeeds[static_cast<std::size_t>(i)]);
    }
    void stageSeeds() {
        QFETCH(int, index);
        QFETCH(uint, expected);
        QCOMPARE(uint(stageSeedsOf(kRunSeed)[static_cast<std::size_t>(index)]), expected);
    }

    // R21.1: main-path and alternate-path types, all unlocks; R3.2's unlocks and precedence on rows with
    // locks or hand-made seeds.
    void stageTypes_data() {
        QTest::addColumn<int>("stage");
        QTest::addColumn<uint>("mainSeed");
        QTest::addColumn<QList<int>>("locked");
        QTest::addColumn<int>("mainType");
        QTest::addColumn<uint>("altSeed");
        QTest::addColumn<int>("altType");
        const struct {
            int stage;
            std::uint32_t main;
            int mainType;
            std::uint32_t alt;
            int altType;
        } rows[] = {
            {1, 1215760411u, 0, 3447318910u, 4}, {2, 3447318910u, 1, 4233548847u, 4},
            {3, 4233548847u, 2, 3067875057u, 5}, {4, 3067875057u, 2, 931630900u, 5},
            {5, 931630900u, 1, 1484226302u, 4},  {6, 1484226302u, 1, 3287912768u, 5},
            {7, 3287912768u, 1, 1871094623u, 4}, {8, 1871094623u, 0, 4168513352u, 4},
        };
        for (const auto &r : rows)
            QTest::addRow("stage %d", r.stage)
                << r.stage << uint(r.main) << QList<int>{} << r.mainType << uint(r.alt) << r.altType;
        // Stage 2's seed is even and not a multiple of 3: type 1 needs achievement 0x56.
        QTest::newRow("stage 2, 0x56 locked")
            << 2 << 3447318910u << QList<int>{0x56} << 0 << 4233548847u << 4;
        // Stage 3's seed is odd and a multiple of 3: type 2 needs 0x157 (chapter 2's third variant).
        QTest::newRow("stage 3, 0x157 locked")
            << 3 << 4233548847u << QList<int>{0x157} << 0 << 3067875057u << 5;
        QTest::newRow("stage 3, other chapters locked")
            << 3 << 4233548847u << QList<int>{0x156, 0x158, 0x57} << 2 << 3067875057u << 5;
        // Chapter 4's type 1 needs no achievement.
        QTest::newRow("stage 7, 0x56-0x58 locked")
            << 7 << 3287912768u << QList<int>{0x56, 0x57, 0x58} << 1 << 1871094623u << 4;
        QTest::newRow("stage 6, 0x58 locked")
            << 6 << 1484226302u << QList<int>{0x58} << 0 << 3287912768u << 5;
    }
    void stageTypes() {
        QFETCH(int, stage);
        QFETCH(uint, mainSeed);
        QFETCH(QList<int>, locked);
        QFETCH(int, mainType);
        QFETCH(uint, altSeed);
        QFETCH(int, altType);
        const auto v = stageSeedsOf(kRunSeed);
        QCOMPARE(uint(v[static_cast<std::size_t>(stage)]), mainSeed);
        QCOMPARE(uint(v[static_cast<std::size_t>(stage + 1)]), altSeed);
        QCOMPARE(uint(repStageSeed(kRunSeed, stage, 0)), mainSeed);
        QCOMPARE(uint(repStageSeed(kRunSeed, stage, altType)), altSeed);
        QCOMPARE(mainPathType(v, stage, lockedOnes(locked)), mainType);
        QCOMPARE(alternatePathType(v, stage), altType);
    }

    // R3.2 item 3 on hand-made seeds: the mod-3 test wins over the even test; R3.2 item 2 for n = 10 and 11;
    // R3.3's bit 1.
    void stageTypesMadeUp_data() {
        QTest::addColumn<int>("n");
        QTest::addColumn<uint>("w");
        QTest::addColumn<QList<int>>("locked");
        QTest::addColumn<bool>("cathedral");
        QTest::addColumn<int>("mainType");
        QTest::newRow("6: even and mod 3, type 2 wins") << 1 << 6u << QList<int>{} << false << 2;
        QTest::newRow("6, 0x156 locked: the even test stays") << 2 << 6u << QList<int>{0x156} << false << 1;
        QTest::newRow("6, 0x56 and 0x156 locked") << 2 << 6u << QList<int>{0x56, 0x156} << false << 0;
        QTest::newRow("9: odd, mod 3") << 5 << 9u << QList<int>{} << false << 2;
        QTest::newRow("9, 0x158 locked") << 5 << 9u << QList<int>{0x158} << false << 0;
        QTest::newRow("12, stage 8, 0x159 locked") << 8 << 12u << QList<int>{0x159} << false << 1;
        QTest::newRow("7: odd, not mod 3") << 4 << 7u << QList<int>{} << false << 0;
        QTest::newRow("stage 10, Sheol") << 10 << 6u << QList<int>{} << false << 0;
        QTest::newRow("stage 10, Cathedral") << 10 << 7u << QList<int>{} << true << 1;
        QTest::newRow("stage 11 after Sheol") << 11 << 6u << QList<int>{} << false << 0;
        QTest::newRow("stage 11 after the Cathedral") << 11 << 7u << QList<int>{} << true << 1;
        QTest::newRow("stage 12") << 12 << 6u << QList<int>{} << false << 0;
    }
    void stageTypesMadeUp() {
        QFETCH(int, n);
        QFETCH(uint, w);
        QFETCH(QList<int>, locked);
        QFETCH(bool, cathedral);
        QFETCH(int, mainType);
        std::array<std::uint32_t, 14> v{};
        v[static_cast<std::size_t>(n)] = w;
        QCOMPARE(mainPathType(v, n, lockedOnes(locked), cathedral), mainType);
    }

    void alternateMadeUp_data() {
        QTest::addColumn<int>("s");
        QTest::addColumn<uint>("w"); // v[s + 1]
        QTest::addColumn<int>("type");
        QTest::newRow("bit 1 clear: 5") << 1 << 0x1u << 5;
        QTest::newRow("bit 1 set: 4") << 1 << 0x2u << 4;
        QTest::newRow("stage 5, bit 1 clear") << 5 << 0xFFFFFFFDu << 5;
        QTest::newRow("stage 7: Corpse") << 7 << 0x1u << 4;
        QTest::newRow("stage 8: Corpse") << 8 << 0x1u << 4;
    }
    void alternateMadeUp() {
        QFETCH(int, s);
        QFETCH(uint, w);
        QFETCH(int, type);
        std::array<std::uint32_t, 14> v{};
        v[static_cast<std::size_t>(s + 1)] = w;
        QCOMPARE(alternatePathType(v, s), type);
    }

    // R2 item 2: the slot table, every floor.
    void seedSlots_data() {
        QTest::addColumn<int>("stage");
        QTest::addColumn<int>("type");
        QTest::addColumn<int>("slot");
        const struct {
            const char *name;
            int stage, type, slot;
        } rows[] = {
            {"Basement I", 1, 0, 1},
            {"Cellar I", 1, 1, 1},
            {"Burning Basement I", 1, 2, 1},
            {"Downpour I", 1, 4, 2},
            {"Dross I", 1, 5, 2},
            {"Basement II", 2, 0, 2},
            {"Cellar II", 2, 1, 2},
            {"Burning Basement II", 2, 2, 2},
            {"Downpour II", 2, 4, 3},
            {"Dross II", 2, 5, 3},
            {"Caves I", 3, 0, 3},
            {"Catacombs I", 3, 1, 3},
            {"Flooded Caves I", 3, 2, 3},
            {"Mines I", 3, 4, 4},
            {"Ashpit I", 3, 5, 4},
            {"Caves II", 4, 0, 4},
            {"Catacombs II", 4, 1, 4},
            {"Flooded Caves II", 4, 2, 4},
            {"Mines II", 4, 4, 5},
            {"Ashpit II", 4, 5, 5},
            {"Depths I", 5, 0, 5},
            {"Necropolis I", 5, 1, 5},
            {"Dank Depths I", 5, 2, 5},
            {"Mausoleum I", 5, 4, 6},
            {"Gehenna I", 5, 5, 6},
            {"Depths II", 6, 0, 6},
            {"Necropolis II", 6, 1, 6},
            {"Dank Depths II", 6, 2, 6},
            {"Mausoleum II", 6, 4, 7},
            {"Gehenna II", 6, 5, 7},
            {"Womb I", 7, 0, 7},
            {"Utero I", 7, 1, 7},
            {"Scarred Womb I", 7, 2, 7},
            {"Corpse I", 7, 4, 8},
            {"Womb II", 8, 0, 8},
            {"Utero II", 8, 1, 8},
            {"Scarred Womb II", 8, 2, 8},
            {"Corpse II", 8, 4, 9},
            {"Blue Womb", 9, 0, 9},
            {"Sheol", 10, 0, 10},
            {"Cathedral", 10, 1, 10},
            {"Dark Room", 11, 0, 11},
            {"Chest", 11, 1, 11},
            {"The Void", 12, 0, 12},
            {"Home", 13, 0, 13},
            {"clamped: Home, type 4", 13, 4, 13},
            {"clamped: stage 0", 0, 0, 0},
            {"clamped: stage -1", -1, 0, 0},
        };
        for (const auto &r : rows)
            QTest::newRow(r.name) << r.stage << r.type << r.slot;
    }
    void seedSlots() {
        QFETCH(int, stage);
        QFETCH(int, type);
        QFETCH(int, slot);
        QCOMPARE(stageSeedSlot(stage, type), slot);
        QCOMPARE(uint(repStageSeed(kRunSeed, stage, type)), uint(kSeeds[static_cast<std::size_t>(slot)]));
    }

    // R3.5's stage ids: repStageId() of bosspools.h, tested in test_bosspools (stageId).

    // R3.1: the refusals, and the floors that pass.
    void refusals_data() {
        QTest::addColumn<int>("stage");
        QTest::addColumn<int>("type");
        QTest::addColumn<bool>("supported");
        QTest::addColumn<QString>("message"); // a part of it; empty: left alone
        const QString greed = QStringLiteral("Greed mode is not supported by the repentance rule set");
        QTest::newRow("type 3 (Greed), stage 1") << 1 << 3 << false << greed;
        QTest::newRow("type 3 (Greed), stage 10") << 10 << 3 << false << greed;
        QTest::newRow("Blue Womb") << 9 << 0 << false
                                   << QStringLiteral(
                                          "the Blue Womb is not generated by the repentance rule set");
        QTest::newRow("Mortis I") << 7 << 5 << false << QStringLiteral("Mortis");
        QTest::newRow("Mortis II") << 8 << 5 << false << QStringLiteral("has no rooms");
        QTest::newRow("Home") << 13 << 0 << false << QStringLiteral("Home is not offered");
        QTest::newRow("stage 0") << 0 << 0 << false << QStringLiteral("stage 0 does not exist");
        QTest::newRow("stage 14") << 14 << 0 << false << QStringLiteral("stage 14 does not exist");
        QTest::newRow("Sheol type 2") << 10 << 2 << false << QStringLiteral("stage 10 has no stage type 2");
        QTest::newRow("The Void type 1")
            << 12 << 1 << false << QStringLiteral("stage 12 has no stage type 1");
        QTest::newRow("Dark Room type 4")
            << 11 << 4 << false << QStringLiteral("stage 11 has no stage type 4");
        QTest::newRow("type 6") << 1 << 6 << false << QStringLiteral("stage 1 has no stage type 6");
        QTest::newRow("type -1") << 1 << -1 << false << QStringLiteral("stage 1 has no stage type -1");
        QTest::newRow("Basement I") << 1 << 0 << true << QString();
        QTest::newRow("Dross II") << 2 << 5 << true << QString();
        QTest::newRow("Corpse II") << 8 << 4 << true << QString();
        QTest::newRow("Chest") << 11 << 1 << true << QString();
        QTest::newRow("The Void") << 12 << 0 << true << QString();
    }
    void refusals() {
        QFETCH(int, stage);
        QFETCH(int, type);
        QFETCH(bool, supported);
        QFETCH(QString, message);
        std::string why = "untouched";
        QCOMPARE(repFloorSupported(stage, type, &why), supported);
        QCOMPARE(repFloorSupported(stage, type), supported);
        if (supported)
            QCOMPARE(why, std::string("untouched"));
        else
            QVERIFY2(QString::fromStdString(why).contains(message), why.c_str());
    }

    // R3.1: repFloors() in game order, and exactly the supported floors.
    void floorList() {
        const auto floors = repFloors();
        QCOMPARE(int(floors.size()), 43);
        QCOMPARE(floors.front(), (FloorKind{1, 0}));
        QCOMPARE(floors[3], (FloorKind{1, 4}));
        QCOMPARE(floors[4], (FloorKind{1, 5}));
        QCOMPARE(floors[5], (FloorKind{2, 0}));
        QCOMPARE(floors.back(), (FloorKind{12, 0}));
        for (std::size_t i = 1; i < floors.size(); ++i) {
            const bool ordered =
                floors[i - 1].stage < floors[i].stage ||
                (floors[i - 1].stage == floors[i].stage && floors[i - 1].type < floors[i].type);
            QVERIFY2(ordered, qPrintable(QStringLiteral("floor %1").arg(i)));
        }
        int supported = 0;
        for (int stage = -1; stage <= 14; ++stage)
            for (int type = -1; type <= 6; ++type) {
                if (!repFloorSupported(stage, type))
                    continue;
                ++supported;
                QVERIFY(std::find(floors.begin(), floors.end(), FloorKind{stage, type}) != floors.end());
                QVERIFY(!repFloorName(stage, type).empty());
            }
        QCOMPARE(supported, 43);
    }

    void names_data() {
        QTest::addColumn<int>("stage");
        QTest::addColumn<int>("type");
        QTest::addColumn<QString>("name");
        QTest::newRow("1 0") << 1 << 0 << QStringLiteral("Basement I");
        QTest::newRow("2 1") << 2 << 1 << QStringLiteral("Cellar II");
        QTest::newRow("1 2") << 1 << 2 << QStringLiteral("Burning Basement I");
        QTest::newRow("1 4") << 1 << 4 << QStringLiteral("Downpour I");
        QTest::newRow("2 5") << 2 << 5 << QStringLiteral("Dross II");
        QTest::newRow("3 0") << 3 << 0 << QStringLiteral("Caves I");
        QTest::newRow("3 1") << 3 << 1 << QStringLiteral("Catacombs I");
        QTest::newRow("4 2") << 4 << 2 << QStringLiteral("Flooded Caves II");
        QTest::newRow("3 4") << 3 << 4 << QStringLiteral("Mines I");
        QTest::newRow("4 5") << 4 << 5 << QStringLiteral("Ashpit II");
        QTest::newRow("5 0") << 5 << 0 << QStringLiteral("Depths I");
        QTest::newRow("6 1") << 6 << 1 << QStringLiteral("Necropolis II");
        QTest::newRow("5 2") << 5 << 2 << QStringLiteral("Dank Depths I");
        QTest::newRow("6 4") << 6 << 4 << QStringLiteral("Mausoleum II");
        QTest::newRow("5 5") << 5 << 5 << QStringLiteral("Gehenna I");
        QTest::newRow("7 0") << 7 << 0 << QStringLiteral("Womb I");
        QTest::newRow("8 1") << 8 << 1 << QStringLiteral("Utero II");
        QTest::newRow("7 2") << 7 << 2 << QStringLiteral("Scarred Womb I");
        QTest::newRow("8 4") << 8 << 4 << QStringLiteral("Corpse II");
        QTest::newRow("9 0") << 9 << 0 << QStringLiteral("Blue Womb");
        QTest::newRow("10 0") << 10 << 0 << QStringLiteral("Sheol");
        QTest::newRow("10 1") << 10 << 1 << QStringLiteral("Cathedral");
        QTest::newRow("11 0") << 11 << 0 << QStringLiteral("Dark Room");
        QTest::newRow("11 1") << 11 << 1 << QStringLiteral("Chest");
        QTest::newRow("12 0") << 12 << 0 << QStringLiteral("The Void");
        QTest::newRow("13 0") << 13 << 0 << QStringLiteral("Home");
        QTest::newRow("no type 3") << 1 << 3 << QString();
        QTest::newRow("no stage 12 type 1") << 12 << 1 << QString();
        QTest::newRow("no stage 0") << 0 << 0 << QString();
    }
    void names() {
        QFETCH(int, stage);
        QFETCH(int, type);
        QFETCH(QString, name);
        const std::string_view n = repFloorName(stage, type);
        QCOMPARE(QString::fromUtf8(n.data(), qsizetype(n.size())), name);
    }

    // R9.7 item 1.2, with the types of R21.1 (main path 0 1 2 2 1 1 1 0; the alternate floor of stage 6: 5).
    void defaultRoutes_data() {
        QTest::addColumn<int>("stage");
        QTest::addColumn<int>("type");
        QTest::addColumn<bool>("cathedral");
        QTest::addColumn<QString>("route");
        const QString main8 = QStringLiteral("1:0 2:1 3:2 4:2 5:1 6:1 7:1 8:0");
        QTest::newRow("Basement I") << 1 << 0 << false << QString();
        QTest::newRow("Downpour I") << 1 << 4 << false << QStringLiteral("1:0");
        QTest::newRow("Mines I") << 3 << 4 << false << QStringLiteral("1:0 2:1 3:2");
        QTest::newRow("Womb II") << 8 << 0 << false << QStringLiteral("1:0 2:1 3:2 4:2 5:1 6:1 7:1");
        QTest::newRow("Corpse I") << 7 << 4 << false << QStringLiteral("1:0 2:1 3:2 4:2 5:1 6:1 6:5");
        QTest::newRow("Corpse II") << 8 << 4 << false << QStringLiteral("1:0 2:1 3:2 4:2 5:1 6:1 6:5 7:4");
        QTest::newRow("Sheol") << 10 << 0 << false << main8;
        QTest::newRow("Cathedral") << 10 << 1 << true << main8;
        QTest::newRow("Dark Room") << 11 << 0 << false << main8 + QStringLiteral(" 10:0");
        QTest::newRow("Chest") << 11 << 1 << false << main8 + QStringLiteral(" 10:1");
        QTest::newRow("The Void") << 12 << 0 << false << main8 + QStringLiteral(" 10:0 11:0");
        QTest::newRow("The Void, Cathedral chosen")
            << 12 << 0 << true << main8 + QStringLiteral(" 10:0 11:0");
        QTest::newRow("Blue Womb: refused") << 9 << 0 << false << QString();
        QTest::newRow("Greed: refused") << 3 << 3 << false << QString();
    }
    void defaultRoutes() {
        QFETCH(int, stage);
        QFETCH(int, type);
        QFETCH(bool, cathedral);
        QFETCH(QString, route);
        QCOMPARE(routeText(defaultRoute(kSeeds, stage, type, Achievements{}, cathedral)), route);
    }

    // R21.6: float32 bit patterns.
    void planetarium_data() {
        QTest::addColumn<int>("stage");
        QTest::addColumn<int>("type");
        QTest::addColumn<int>("treasure");
        QTest::addColumn<int>("planetariums");
        QTest::addColumn<QString>(
            "items"); // l lens, g golden, b Mom's Box, c Crystal Ball, m 8 Ball, s Sausage
        QTest::addColumn<uint>("bits");
        QTest::newRow("stage 1, nothing") << 1 << 0 << 0 << 0 << QString() << 0x3C23D70Au;
        QTest::newRow("stage 2, T 0") << 2 << 0 << 0 << 0 << QString() << 0x3E570A3Eu;
        QTest::newRow("stage 3, T 0") << 3 << 0 << 0 << 0 << QString() << 0x3ED1EB85u;
        QTest::newRow("stage 6, T 0: clamped") << 6 << 0 << 0 << 0 << QString() << 0x3F800000u;
        QTest::newRow("stage 2, T 1") << 2 << 0 << 1 << 0 << QString() << 0x3C23D70Au;
        QTest::newRow("stage 3, T 1, lens") << 3 << 0 << 1 << 0 << QStringLiteral("l") << 0x3EE66667u;
        QTest::newRow("stage 4, T 3, 8 Ball, Sausage")
            << 4 << 0 << 3 << 0 << QStringLiteral("ms") << 0x3E6A7EFAu;
        QTest::newRow("stage 7, T 6, lens") << 7 << 0 << 6 << 0 << QStringLiteral("l") << 0x3E800000u;
        QTest::newRow("stage 10, T 9, golden lens")
            << 10 << 0 << 9 << 0 << QStringLiteral("lg") << 0x3EAE147Cu;
        QTest::newRow("stage 2, T 0, P 1, lens") << 2 << 0 << 0 << 1 << QStringLiteral("l") << 0x3DCCCCCDu;
        QTest::newRow("Mausoleum I, T 3") << 5 << 4 << 3 << 0 << QString() << 0x3ED1EB85u;
        // Step 2's gates: exactly 0.
        QTest::newRow("stage 7, no lens") << 7 << 0 << 0 << 0 << QString() << 0x00000000u;
        QTest::newRow("stage 10, plain lens") << 10 << 0 << 0 << 0 << QStringLiteral("l") << 0x00000000u;
        QTest::newRow("stage 11, golden lens and box")
            << 11 << 0 << 0 << 0 << QStringLiteral("lgb") << 0x00000000u;
    }
    void planetarium() {
        QFETCH(int, stage);
        QFETCH(int, type);
        QFETCH(int, treasure);
        QFETCH(int, planetariums);
        QFETCH(QString, items);
        QFETCH(uint, bits);
        PlanetariumInputs in;
        in.stage = stage;
        in.type = type;
        in.treasureRoomsEntered = treasure;
        in.planetariumsEntered = planetariums;
        in.telescopeLens = items.contains(QLatin1Char('l'));
        in.goldenLens = items.contains(QLatin1Char('g'));
        in.momsBox = items.contains(QLatin1Char('b'));
        in.crystalBall = items.contains(QLatin1Char('c'));
        in.magic8Ball = items.contains(QLatin1Char('m'));
        in.sausage = items.contains(QLatin1Char('s'));
        QCOMPARE(hex(std::bit_cast<std::uint32_t>(planetariumChance(in))), hex(bits));
    }

    // R21.7, and the paths of R17 steps 5 to 8 on the same seeds (draws from an independent xorshift).
    void shopLevels_data() {
        QTest::addColumn<uint>("seed");
        QTest::addColumn<bool>("hard");
        QTest::addColumn<int>("storeKey");
        QTest::addColumn<int>("stage");
        QTest::addColumn<int>("silverDollar");
        QTest::addColumn<int>("character");
        QTest::addColumn<QList<uint>>("draws");
        QTest::addColumn<uint>("low");
        QTest::addColumn<QString>("paths"); // step 5's path, then the one taken after step 6
        QTest::addColumn<int>("level");
        const QList<uint> d12345{100302u, 790159u, 6419886u, 50566083u};
        const QList<uint> dBeef{4005052569u, 1746209984u, 1303037835u, 1692624051u};
        const QList<uint> d1{9u, 72u, 585u, 4608u};
        const QString modNone = QStringLiteral("modifiers none"), modBump = QStringLiteral("modifiers bump");
        const QString bump = QStringLiteral("bump bump"), none = QStringLiteral("none none");
        QTest::newRow("R21.7: 12345, normal")
            << 12345u << false << 0 << 1 << 0 << 0 << d12345 << 0xC3u << modNone << 4;
        QTest::newRow("R21.7: 0xDEADBEEF, hard")
            << 0xDEADBEEFu << true << 0 << 1 << 0 << 0 << dBeef << 0xB3u << modNone << 2;
        QTest::newRow("R21.7: 1") << 1u << false << 0 << 1 << 0 << 0 << d1 << 0x00u << modNone << 11;
        QTest::newRow("12345, Tainted Keeper")
            << 12345u << false << 0 << 1 << 0 << 33 << d12345 << 0xC3u << modNone << 104;
        QTest::newRow("12345, 3 Store Keys: 4 -> 10, no draw")
            << 12345u << false << 3 << 1 << 0 << 0 << d12345 << 0xC3u << bump << 10;
        QTest::newRow("12345, Womb, Silver Dollar x2: bump")
            << 12345u << false << 0 << 7 << 2 << 0 << d12345 << 0xC3u << modBump << 10;
        QTest::newRow("12345, Womb, one Silver Dollar")
            << 12345u << false << 0 << 7 << 1 << 0 << d12345 << 0xC3u << modNone << 4;
        QTest::newRow("1, 2 Store Keys: not 11")
            << 1u << false << 2 << 1 << 0 << 0 << d1 << 0x00u << modNone << 4;
        QTest::newRow("1, Womb, Silver Dollar x2: r = 37440, 11 -> 10")
            << 1u << false << 0 << 8 << 2 << 0 << (d1 + QList<uint>{37440u}) << 0x00u << modBump << 10;
        QTest::newRow("4608, Womb, Silver Dollar x2: r = 153354242, 11 -> 0")
            << 4608u << false << 0 << 7 << 2 << 0
            << QList<uint>{37440u, 294984u, 2396745u, 18874368u, 153354242u} << 0x00u << modBump << 0;
        QTest::newRow("0xDEADBEEF, hard, 3 Store Keys: r = 730286343, 2 -> 3")
            << 0xDEADBEEFu << true << 3 << 1 << 0 << 0 << (dBeef + QList<uint>{730286343u}) << 0xB3u << bump
            << 3;
        QTest::newRow("512, 3 Store Keys: low 1 -> 10")
            << 512u << false << 3 << 1 << 0 << 0 << QList<uint>{4160u, 32776u, 266305u, 2097153u} << 0x01u
            << none << 10;
    }
    void shopLevels() {
        QFETCH(uint, seed);
        QFETCH(bool, hard);
        QFETCH(int, storeKey);
        QFETCH(int, stage);
        QFETCH(int, silverDollar);
        QFETCH(int, character);
        QFETCH(QList<uint>, draws);
        QFETCH(uint, low);
        QFETCH(QString, paths);
        QFETCH(int, level);
        ShopLevelInputs in;
        in.hard = hard;
        in.storeKey = storeKey;
        in.stage = stage;
        in.silverDollar = silverDollar;
        in.character = character;
        ShopLevelTrace trace;
        QCOMPARE(shopLevel(seed, in, &trace), level);
        QCOMPARE(shopLevel(seed, in), level);
        QList<uint> drawn;
        for (int i = 0; i < trace.drawCount; ++i)
            drawn << trace.draws[static_cast<std::size_t>(i)];
        QCOMPARE(drawn, draws);
        QCOMPARE(uint(trace.low), low);
        QCOMPARE(pathName(trace.chosen) + QLatin1Char(' ') + pathName(trace.taken), paths);
        QCOMPARE(trace.a, 3);
        QCOMPARE(trace.b, 3);
    }

    // R17 step 1: the unlocks shape a and b; the draws happen even for RandomInt(1).
    void shopLevelUnlocks_data() {
        QTest::addColumn<QList<int>>("locked");
        QTest::addColumn<int>("a");
        QTest::addColumn<int>("b");
        QTest::addColumn<int>("level"); // seed 12345, normal: the maximum a + b - 2
        QTest::newRow("all") << QList<int>{} << 3 << 3 << 4;
        QTest::newRow("151 locked") << QList<int>{151} << 2 << 3 << 3;
        QTest::newRow("151, 153 locked") << QList<int>{151, 153} << 1 << 3 << 2;
        QTest::newRow("none of 151-154") << QList<int>{151, 152, 153, 154} << 1 << 1 << 0;
        QTest::newRow("152, 154 locked") << QList<int>{152, 154} << 3 << 1 << 2;
    }
    void shopLevelUnlocks() {
        QFETCH(QList<int>, locked);
        QFETCH(int, a);
        QFETCH(int, b);
        QFETCH(int, level);
        ShopLevelInputs in;
        in.unlocks = lockedOnes(locked);
        ShopLevelTrace trace;
        QCOMPARE(shopLevel(12345u, in, &trace), level);
        QCOMPARE(trace.a, a);
        QCOMPARE(trace.b, b);
        QCOMPARE(trace.drawCount, 4);
        QCOMPARE(uint(trace.draws[3]), 50566083u);
    }

    // R21.8: local RNGs, seed 12345.
    void localRngs_data() {
        QTest::addColumn<uint>("seed");
        QTest::addColumn<int>("triple");
        QTest::addColumn<QList<uint>>("values");
        QTest::newRow("Loc(12345, 9): super-secret") << 12345u << 9 << QList<uint>{506584u, 13424695u};
        QTest::newRow("Loc(12345, 66): curse room")
            << 12345u << 66 << QList<uint>{1584701u, 202273235u, 200753634u};
        QTest::newRow("Loc(12345, 39)") << 12345u << 39 << QList<uint>{417086934u, 1980163899u};
        QTest::newRow("Assign's room seeds: Loc(12345, 12)")
            << 12345u << 12 << QList<uint>{1976484u, 214859903u, 4044728040u};
    }
    void localRngs() {
        QFETCH(uint, seed);
        QFETCH(int, triple);
        QFETCH(QList<uint>, values);
        Rng r = loc(seed, triple);
        QList<uint> drawn;
        for (int i = 0; i < values.size(); ++i)
            drawn << r.next();
        QCOMPARE(drawn, values);
        QCOMPARE(stepValue(seed, triple), std::uint32_t(values.front()));
    }

    void steps_data() {
        QTest::addColumn<uint>("v");
        QTest::addColumn<int>("triple");
        QTest::addColumn<uint>("expected");
        QTest::newRow("Step(12345, 71): ultra-secret value") << 12345u << 71 << 111096u;
        QTest::newRow("secret chain: 12345 -> 339072") << 12345u << 1 << 339072u;
        QTest::newRow("secret chain: 339072 -> 15786544") << 339072u << 1 << 15786544u;
        QTest::newRow("Assign's fourth room seed") << 4044728040u << 66 << 1959716550u;
    }
    void steps() {
        QFETCH(uint, v);
        QFETCH(int, triple);
        QFETCH(uint, expected);
        QCOMPARE(uint(stepValue(v, triple)), expected);
    }
};

QTEST_APPLESS_MAIN(TestRepStages)
#include "test_repstages.moc"
