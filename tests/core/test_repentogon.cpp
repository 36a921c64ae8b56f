// The repentogon variant of the repentance rule set (repentance.md R23): R23.2's corrected Resize on
// hand-built dead ends and over whole floors (the invariant: equal floors wherever no special layout has a
// one-sided facing side), R23.3's Void list, R23.4's Blue Womb curses, and the settings' checks.

#include "floorgen/filecatalog.h"
#include "floorgen/generator.h"
#include "floorgen/geometry.h"
#include "floorgen/rng.h"
#include "floorgen/search.h"
#include "floorgen/trace.h"
#include "synthcatalog.h"

#include <algorithm>
#include <memory>

#include <QTest>

using namespace floorgen;

namespace {

Cell cell(int x, int y) {
    return Cell{static_cast<std::int8_t>(x), static_cast<std::int8_t>(y)};
}

Settings withVariant(Settings s, RuleVariant v) {
    s.ruleVariant = v;
    return s;
}

// A 1x1 parent at the cell before `placed` (direction `dir` from it) and the 1x1 dead end at `placed`.
std::vector<Room> deadEndGrid(int dir, Cell placed) {
    const auto u = geometry::kUnit[static_cast<std::size_t>(dir)];
    Room parent;
    parent.shape = Shape::S1x1;
    parent.anchor = parent.placedCell = cell(placed.x - u.dx, placed.y - u.dy);
    parent.dir = static_cast<std::int8_t>(dir);
    Room d;
    d.shape = Shape::S1x1;
    d.anchor = d.placedCell = placed;
    d.dir = static_cast<std::int8_t>(dir);
    d.deadEnd = true;
    return {parent, d};
}

struct Result {
    bool ok = false;
    Room room;
};
Result resizeWith(RuleVariant v, const std::vector<Room> &rooms, Shape shape, std::uint8_t doors) {
    Settings s;
    s.ruleVariant = v;
    Result r;
    r.ok = detail::resizeProbe(s, rooms, 1, shape, doors, r.room);
    return r;
}

// The slot of `shape` at `anchor` whose cell is `cell` (-1: none).
int slotTowards(Shape shape, Cell anchor, Cell cell) {
    const auto &g = geometry::geometryOf(shape);
    for (int k = 0; k < 8; ++k)
        if ((g.slotMask & (1u << k)) && anchor.x + g.slotCells[static_cast<std::size_t>(k)].dx == cell.x &&
            anchor.y + g.slotCells[static_cast<std::size_t>(k)].dy == cell.y)
            return k;
    return -1;
}

// Whether two floors are the same, field by field (their settings aside).
QString floorDifference(const Floor &a, const Floor &b) {
    if (a.attempts != b.attempts)
        return QStringLiteral("attempts %1 / %2").arg(a.attempts).arg(b.attempts);
    if (a.curseMask != b.curseMask)
        return QStringLiteral("curses");
    if (a.grid != b.grid)
        return QStringLiteral("grid");
    if (a.rooms.size() != b.rooms.size() || !std::equal(a.rooms.begin(), a.rooms.end(), b.rooms.begin()))
        return QStringLiteral("rooms");
    if (a.deadEnds.size() != b.deadEnds.size() ||
        !std::equal(a.deadEnds.begin(), a.deadEnds.end(), b.deadEnds.begin()) ||
        a.deadEndsAfter.size() != b.deadEndsAfter.size() ||
        !std::equal(a.deadEndsAfter.begin(), a.deadEndsAfter.end(), b.deadEndsAfter.begin()))
        return QStringLiteral("dead ends");
    return {};
}

bool sameEvent(const TraceEvent &a, const TraceEvent &b) {
    return a.kind == b.kind && a.attempt == b.attempt && a.step == b.step && a.reason == b.reason &&
           a.roll == b.roll && a.roomType == b.roomType && a.room == b.room && a.shape == b.shape &&
           a.anchor == b.anchor && a.cell == b.cell && a.flag == b.flag && a.a == b.a && a.b == b.b &&
           a.drawBegin == b.drawBegin && a.drawEnd == b.drawEnd;
}

bool resizeOutcome(EventKind k) {
    return k == EventKind::DeadEndPopped || k == EventKind::NoDeadEnd || k == EventKind::RoomResized;
}

// A layout R23.2 can place elsewhere than vanilla: not 1x1, and a side two cells long with exactly one of
// its two slots; or IIH / IIV (option 13).
bool oneSided(Shape shape, std::uint8_t doors) {
    if (shape == Shape::IIH || shape == Shape::IIV)
        return true;
    const std::uint8_t all = geometry::geometryOf(shape).slotMask;
    for (int side = 0; side < 4; ++side) {
        const unsigned pair = (1u << side) | (1u << (side + 4));
        if ((all & pair) == pair && std::popcount(doors & pair) == 1)
            return true;
    }
    return false;
}

// The rich set with every special layout made two-sided (each side two cells long gets both slots when it
// had one): no layout R23.2 places differently.
RoomFileSet twoSided(RoomFileSet set) {
    for (auto &[id, f] : set.files)
        for (RoomData &r : f.rooms) {
            if (r.type == static_cast<std::uint32_t>(RoomType::Default))
                continue;
            const std::uint8_t all = geometry::geometryOf(r.shape).slotMask;
            for (int side = 0; side < 4; ++side) {
                const unsigned pair = (1u << side) | (1u << (side + 4));
                if ((all & pair) == pair && (r.doors & pair) != 0)
                    r.doors = static_cast<std::uint8_t>(r.doors | pair);
            }
        }
    return set;
}

const FileCatalog &richCatalog() {
    static const auto c =
        std::make_unique<FileCatalog>(testing::roomFileSet(testing::synthRichGameFiles(false)));
    return *c;
}

std::vector<Settings> sweepSettings(int seeds) {
    std::vector<Settings> out;
    static constexpr int kTypes[] = {0, 1, 2, 4, 5};
    for (int stage = 1; stage <= 11; ++stage) {
        if (stage == 9)
            continue; // the Blue Womb is not generated (R3.1)
        for (const int type : kTypes)
            for (int hard = 0; hard < 2; ++hard)
                for (int i = 0; i < seeds; ++i) {
                    Settings s;
                    s.stage = stage;
                    s.stageType = type;
                    s.hard = hard != 0;
                    s.bossPools = BossPoolsMode::StageSeed;
                    s.stageSeed = 7919u * static_cast<std::uint32_t>(stage * 16 + type * 2 + hard) +
                                  104729u * static_cast<std::uint32_t>(i) + 1u;
                    if (i % 3 == 1)
                        s.forcedCurses = kCurseLabyrinth; // XL floors: the second boss room's Resize
                    if (!validateSettings(s))
                        out.push_back(s);
                }
    }
    return out;
}

} // namespace

class TestRepentogon : public QObject {
    Q_OBJECT

private slots:
    // R23.2: the corrected table tests, for every option and direction, the slot that faces the parent.
    void correctedTableFacesTheParent() {
        for (int dir = 0; dir < 4; ++dir) {
            const int dirTo = (dir + 2) & 3;
            const Cell placed{6, 6};
            const auto u = geometry::kUnit[static_cast<std::size_t>(dir)];
            const Cell parent = cell(placed.x - u.dx, placed.y - u.dy);
            for (int i = 2; i <= 11; ++i) {
                const auto &e =
                    geometry::kPositions[static_cast<std::size_t>(dir)][static_cast<std::size_t>(i - 1)];
                const Cell anchor = cell(placed.x + e.offset.dx, placed.y + e.offset.dy);
                const int facing = slotTowards(e.shape, anchor, parent);
                QVERIFY2(facing == dirTo || facing == dirTo + 4,
                         qPrintable(QStringLiteral("dir %1 option %2").arg(dir).arg(i)));
                // Exactly one of the two, and the layout lacking it: the variant places the room at option
                // i with its door toward the parent; vanilla (which tests the other slot) does not place it
                // there.
                const int other = facing == dirTo ? dirTo + 4 : dirTo;
                const std::uint8_t all = geometry::geometryOf(e.shape).slotMask;
                const auto doors = static_cast<std::uint8_t>(all & ~(1u << other));
                const auto rooms = deadEndGrid(dir, placed);
                const Result fixed = resizeWith(RuleVariant::Repentogon, rooms, e.shape, doors);
                const Result vanilla = resizeWith(RuleVariant::Vanilla, rooms, e.shape, doors);
                const QString at = QStringLiteral("dir %1 option %2 (shape %3, doors %4)")
                                       .arg(dir)
                                       .arg(i)
                                       .arg(static_cast<int>(e.shape))
                                       .arg(doors);
                QVERIFY2(fixed.ok, qPrintable(at));
                QVERIFY2(fixed.room.anchor == anchor && fixed.room.shape == e.shape, qPrintable(at));
                QVERIFY2(fixed.room.placedCell == placed, qPrintable(at));
                QVERIFY2(!vanilla.ok || vanilla.room.anchor != anchor, qPrintable(at));
                // With every door, or with only the slot vanilla tests removed, both agree.
                const Result allFixed = resizeWith(RuleVariant::Repentogon, rooms, e.shape, all);
                const Result allVanilla = resizeWith(RuleVariant::Vanilla, rooms, e.shape, all);
                QVERIFY2(allFixed.ok && allVanilla.ok, qPrintable(at));
                QVERIFY2(allFixed.room == allVanilla.room, qPrintable(at));
                // A 1x1 layout: the same under both, whatever its doors.
                for (unsigned m = 0; m < 16; ++m) {
                    const Result a =
                        resizeWith(RuleVariant::Repentogon, rooms, Shape::S1x1, static_cast<std::uint8_t>(m));
                    const Result b =
                        resizeWith(RuleVariant::Vanilla, rooms, Shape::S1x1, static_cast<std::uint8_t>(m));
                    QVERIFY2(a.ok == b.ok && a.room == b.room, qPrintable(at));
                    QCOMPARE(a.ok, (m & (1u << dirTo)) != 0);
                }
            }
        }
    }

    // R23.2: option 13 is tested like option 12, so IIH and IIV rooms can be placed; never under vanilla.
    void iihAndIivPlaceable() {
        for (int dir = 0; dir < 4; ++dir) {
            const Shape shape = (dir & 1) ? Shape::IIV : Shape::IIH;
            const auto &e = geometry::kPositions[static_cast<std::size_t>(dir)][12];
            QCOMPARE(e.shape, shape);
            const Cell placed{6, 6};
            const auto rooms = deadEndGrid(dir, placed);
            for (unsigned m = 0; m < 256; ++m) {
                const auto doors = static_cast<std::uint8_t>(m);
                QVERIFY(!resizeWith(RuleVariant::Vanilla, rooms, shape, doors).ok);
                const Result fixed = resizeWith(RuleVariant::Repentogon, rooms, shape, doors);
                const int dirTo = (dir + 2) & 3;
                QCOMPARE(fixed.ok, (doors & (1u << dirTo)) != 0);
                if (fixed.ok)
                    QCOMPARE(fixed.room.anchor, cell(placed.x + e.offset.dx, placed.y + e.offset.dy));
            }
        }
    }

    // The same over whole floors: boss layouts of shape IIH only (the synthetic game's file 0): vanilla fails
    // every attempt, the variant places the boss room.
    void iihBossFloors() {
        auto files = testing::synthGameFiles();
        for (auto &[id, f] : files)
            if (id == 0)
                for (RoomData &r : f.rooms)
                    if (r.type == static_cast<std::uint32_t>(RoomType::Boss)) {
                        r.shape = Shape::IIH;
                        r.doors = testing::allDoors(Shape::IIH);
                        r.width = static_cast<std::uint8_t>(interiorWidth(Shape::IIH));
                        r.height = static_cast<std::uint8_t>(interiorHeight(Shape::IIH));
                    }
        const FileCatalog catalog(testing::roomFileSet(std::move(files)));
        Settings s;
        s.stage = 2;
        s.stageSeed = 12345;
        s.bossPools = BossPoolsMode::StageSeed;
        Floor vanilla, fixed;
        std::string error;
        QCOMPARE(generate(s, vanilla, nullptr, &error, catalog.clone().get()), GenerateStatus::NoFloor);
        QCOMPARE(
            generate(withVariant(s, RuleVariant::Repentogon), fixed, nullptr, &error, catalog.clone().get()),
            GenerateStatus::Ok);
        const Room *boss = fixed.findFirst(RoomType::Boss);
        QVERIFY(boss);
        QCOMPARE(boss->shape, Shape::IIH);
    }

    // The invariant over thousands of floors of the rich set: with no one-sided special layout the two
    // variants give the same floors; with the rich set as it is they differ on some floors, and only from
    // a Resize on (the traces are the same up to the first Resize outcome that differs).
    void invariantOverTheRichSet() {
        const FileCatalog symmetric(twoSided(testing::roomFileSet(testing::synthRichGameFiles(false))));
        const FileCatalog &rich = richCatalog();
        const auto oneSidedLayouts = [](const FileCatalog &c) {
            int n = 0;
            for (const auto &[id, f] : c.files().files)
                for (const RoomData &r : f.rooms)
                    n += r.type != static_cast<std::uint32_t>(RoomType::Default) && r.shape != Shape::S1x1 &&
                         oneSided(r.shape, r.doors);
            return n;
        };
        QCOMPARE(oneSidedLayouts(symmetric), 0);
        QVERIFY(oneSidedLayouts(rich) > 10);
        const std::vector<Settings> all = sweepSettings(30);
        QVERIFY(all.size() > 2000);
        int equal = 0, differ = 0, compared = 0;
        for (const Settings &s : all) {
            const Settings r = withVariant(s, RuleVariant::Repentogon);
            {
                Floor a, b;
                std::string ea, eb;
                const auto sa = generate(s, a, nullptr, &ea, symmetric.clone().get());
                const auto sb = generate(r, b, nullptr, &eb, symmetric.clone().get());
                QCOMPARE(sa, sb);
                if (sa == GenerateStatus::Ok) {
                    ++compared;
                    const QString why = floorDifference(a, b);
                    QVERIFY2(why.isEmpty(),
                             qPrintable(QStringLiteral("two-sided set, stage %1 type %2 seed %3: %4")
                                            .arg(s.stage)
                                            .arg(s.stageType)
                                            .arg(s.stageSeed)
                                            .arg(why)));
                }
            }
            Trace ta, tb;
            Floor a, b;
            std::string ea, eb;
            const auto sa = generate(s, a, &ta, &ea, rich.clone().get());
            const auto sb = generate(r, b, &tb, &eb, rich.clone().get());
            if (sa != GenerateStatus::Ok && sa != GenerateStatus::NoFloor)
                continue;
            QVERIFY(sb == GenerateStatus::Ok || sb == GenerateStatus::NoFloor);
            if (sa == sb && floorDifference(a, b).isEmpty()) {
                ++equal;
                continue;
            }
            ++differ;
            std::size_t i = 0;
            while (i < ta.events.size() && i < tb.events.size() && sameEvent(ta.events[i], tb.events[i]))
                ++i;
            const QString at = QStringLiteral("stage %1 type %2 seed %3, event %4 (kinds %5 / %6, step %7)")
                                   .arg(s.stage)
                                   .arg(s.stageType)
                                   .arg(s.stageSeed)
                                   .arg(i)
                                   .arg(i < ta.events.size() ? int(ta.events[i].kind) : -1)
                                   .arg(i < tb.events.size() ? int(tb.events[i].kind) : -1)
                                   .arg(i < ta.events.size() ? int(ta.events[i].step) : -1);
            QVERIFY2(i < ta.events.size() && i < tb.events.size(), qPrintable(at));
            const TraceEvent &x = ta.events[i];
            const TraceEvent &y = tb.events[i];
            // A Resize outcome in one of them at least (a Resize that fails the XL second boss room writes
            // no event of its own: the other then starts the next attempt).
            QVERIFY2(resizeOutcome(x.kind) || resizeOutcome(y.kind), qPrintable(at));
            // Every draw before it is the same.
            QVERIFY2(x.drawBegin == y.drawBegin, qPrintable(at));
            for (std::uint32_t k = 0; k < x.drawBegin; ++k)
                QVERIFY2(ta.draws[k].value == tb.draws[k].value, qPrintable(at));
            // The differing Resize took a layout that is not 1x1 (the variant's own outcome, when it placed).
            for (const TraceEvent *e : {&x, &y})
                if (e->kind == EventKind::DeadEndPopped || e->kind == EventKind::RoomResized)
                    QVERIFY2(e->shape != Shape::S1x1, qPrintable(at));
        }
        QVERIFY(compared > 2000);
        QVERIFY2(differ > 0, "the rich set has one-sided layouts: some floors must differ");
        QVERIFY(equal > differ);
        qInfo("%d floors compared on the two-sided set; rich set: %d equal, %d differ", compared, equal,
              differ);
    }

    // R23.3: the Void's list in reverse order of files. One room in each of the pool's files (weight 1, the
    // same type): the value's target index k in the forward list is 15 - k in the reversed one.
    void voidListReversed() {
        static constexpr int kPool[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 16, 17};
        std::vector<std::pair<int, RoomFile>> files;
        for (int id : kPool) {
            RoomFile f;
            f.name = "file" + std::to_string(id);
            f.rooms.push_back(testing::synthRoom(RoomType::Treasure, 100u * static_cast<std::uint32_t>(id),
                                                 1.0f, 0x0F, Shape::S1x1, 5));
            files.emplace_back(id, std::move(f));
        }
        const FileCatalog catalog(testing::roomFileSet(std::move(files)));
        int differing = 0;
        for (std::uint32_t value = 1; value <= 200; ++value) {
            PickRequest q;
            q.stageId = 26;
            q.type = RoomType::Treasure;
            q.difficultyMin = 1;
            q.difficultyMax = 20;
            q.repentance = true;
            q.adjustWeight = false;
            RoomDescriptor forward, reversed;
            QVERIFY(catalog.pick(q, value, forward));
            q.voidReversed = true;
            QVERIFY(catalog.pick(q, value, reversed));
            Rng p(value, 7);
            const float f = p.randomFloat();
            const int k = std::min(15, static_cast<int>(f * 16.0f));
            QCOMPARE(int(forward.variant), 100 * kPool[k]);
            QCOMPARE(int(reversed.variant), 100 * kPool[15 - k]);
            differing += forward.variant != reversed.variant;
            // Another file than 26 is not touched.
            q.stageId = 5;
            RoomDescriptor own;
            QVERIFY(catalog.pick(q, value, own));
            QCOMPARE(int(own.variant), 500);
        }
        QVERIFY(differing > 150);
    }

    // R23.3 on whole Void floors: the variant's picks follow the reversed list (other rooms than vanilla on
    // some floors; the layout before special placement is the same).
    void voidFloors() {
        const FileCatalog catalog(testing::roomFileSet(testing::synthGameFiles()));
        int differ = 0;
        for (std::uint32_t seed = 1; seed <= 20; ++seed) {
            Settings s;
            s.stage = 12;
            s.stageSeed = seed * 7777u;
            s.bossPools = BossPoolsMode::StageSeed;
            Floor a, b;
            std::string e;
            QCOMPARE(generate(s, a, nullptr, &e, catalog.clone().get()), GenerateStatus::Ok);
            QCOMPARE(generate(withVariant(s, RuleVariant::Repentogon), b, nullptr, &e, catalog.clone().get()),
                     GenerateStatus::Ok);
            differ += !floorDifference(a, b).isEmpty() ||
                      !std::equal(a.rooms.begin(), a.rooms.end(), b.rooms.begin(), b.rooms.end(),
                                  [](const Room &x, const Room &y) { return x.layoutId == y.layoutId; });
        }
        QVERIFY(differ > 0);
    }

    // R23.4: the Blue Womb clears Curse of the Lost as well as Darkness under the variant.
    void blueWombCurses() {
        int lost = 0, darkness = 0, other = 0;
        for (std::uint32_t seed = 1; seed <= 20000 && (lost < 3 || darkness < 3 || other < 3); ++seed) {
            Settings s8;
            s8.stage = 8; // the same denominator as stage 9, and no Labyrinth: the raw roll
            const std::uint8_t raw = cursesInForce(s8, seed);
            if (raw == 0)
                continue;
            Settings s9 = s8;
            s9.stage = 9;
            const std::uint8_t vanilla = cursesInForce(s9, seed);
            const std::uint8_t fixed = cursesInForce(withVariant(s9, RuleVariant::Repentogon), seed);
            QCOMPARE(vanilla, static_cast<std::uint8_t>(raw & ~kCurseDarkness));
            QCOMPARE(fixed, static_cast<std::uint8_t>(raw & ~(kCurseDarkness | kCurseLost)));
            lost += raw == kCurseLost;
            darkness += raw == kCurseDarkness;
            other += raw != kCurseLost && raw != kCurseDarkness;
            // Other stages keep Lost.
            QCOMPARE(cursesInForce(withVariant(s8, RuleVariant::Repentogon), seed), raw);
        }
        QVERIFY(lost >= 3 && darkness >= 3 && other >= 3);
        // After more than two victory laps only Darkness goes (R23.4 applies on the Blue Womb only).
        Settings lap;
        lap.stage = 8;
        lap.state.victoryLap = 3;
        for (std::uint32_t seed = 1; seed <= 20000; ++seed) {
            Settings s8;
            s8.stage = 8;
            if (cursesInForce(s8, seed) == kCurseLost) {
                QCOMPARE(cursesInForce(withVariant(lap, RuleVariant::Repentogon), seed), kCurseLost);
                break;
            }
        }
    }

    // The variant belongs to the repentance rule set.
    void settingsChecked() {
        Settings s;
        s.stageSeed = 1;
        s.ruleVariant = RuleVariant::Repentogon;
        QVERIFY(!validateSettings(s));
        s.ruleSet = RuleSet::AfterbirthPlus;
        const auto problem = validateSettings(s);
        QVERIFY(problem);
        QVERIFY(problem->find("repentogon") != std::string::npos);
        s.ruleSet = RuleSet::Original2011;
        QVERIFY(validateSettings(s));
        s.ruleSet = RuleSet::Repentance;
        s.ruleVariant = static_cast<RuleVariant>(7);
        QVERIFY(validateSettings(s));
        QCOMPARE(ruleVariantKey(RuleVariant::Repentogon), std::string_view("repentogon"));
        QCOMPARE(ruleVariantFromKey("repentogon"), std::optional(RuleVariant::Repentogon));
        QCOMPARE(ruleVariantFromKey("vanilla"), std::optional(RuleVariant::Vanilla));
        QVERIFY(!ruleVariantFromKey("Repentogon"));
    }

    // With the built-in catalog (every special room a 1x1, R19.2) the variant changes no floor.
    void builtinCatalogUnchanged() {
        for (const Settings &s : sweepSettings(4)) {
            Floor a, b;
            QCOMPARE(generate(s, a), GenerateStatus::Ok);
            QCOMPARE(generate(withVariant(s, RuleVariant::Repentogon), b), GenerateStatus::Ok);
            QVERIFY2(floorDifference(a, b).isEmpty(), qPrintable(QString::number(s.stageSeed)));
        }
    }
};

QTEST_GUILESS_MAIN(TestRepentogon)
#include "test_repentogon.moc"
