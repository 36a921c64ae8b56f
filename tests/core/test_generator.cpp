// The generator (generation.md sections 2-11): geometry tables, invariants over many seeds, the rates the
// spec implies, errors, determinism and trace replay.

#include "floorgen/catalog.h"
#include "floorgen/generator.h"
#include "floorgen/geometry.h"
#include "floorgen/rng.h"
#include "floorgen/trace.h"

#include <atomic>
#include <bit>
#include <cmath>
#include <cstdlib>
#include <new>
#include <set>
#include <vector>

#include <QTest>

using namespace floorgen;
namespace geo = floorgen::geometry;

// Counts heap allocations, to show that generating without a trace allocates nothing.
static std::atomic<long> g_allocations{0};
void *operator new(std::size_t size) {
    g_allocations.fetch_add(1, std::memory_order_relaxed);
    if (void *p = std::malloc(size ? size : 1))
        return p;
    throw std::bad_alloc();
}
void operator delete(void *p) noexcept {
    std::free(p);
}
void operator delete(void *p, std::size_t) noexcept {
    std::free(p);
}

Q_DECLARE_METATYPE(floorgen::Settings)

namespace {

// How many seeds the invariant sweep uses per combination (the issue asks for 10,000). An environment
// variable lowers it for slow instrumented builds (sanitizers), never raises the bar silently.
int invariantSeeds() {
    bool ok = false;
    const int n = qEnvironmentVariableIntValue("FLOORGEN_INVARIANT_SEEDS", &ok);
    return ok && n > 0 ? n : 10000;
}

Shape shapeFromName(const QString &name) {
    for (int i = 1; i < kShapeCount; ++i)
        if (name == QLatin1String(shapeName(static_cast<Shape>(i)).data()))
            return static_cast<Shape>(i);
    return Shape::Null;
}

// The cell that slot s of room r leads to, or (-99,-99) if the shape has no such slot.
std::pair<int, int> slotCell(const Room &r, int s) {
    const auto &g = geo::geometryOf(r.shape);
    if (!(g.slotMask & (1u << s)))
        return {-99, -99};
    return {r.anchor.x + g.slotCells[s].dx, r.anchor.y + g.slotCells[s].dy};
}

// Rooms a and b are joined by a door: a slot of a leads into b, and b has a slot leading back to the cell of
// a behind that door (the door origin of 6.1).
bool doorBetween(const Floor &f, const Room &a, const Room &b) {
    for (int s = 0; s < 8; ++s) {
        const auto [nx, ny] = slotCell(a, s);
        const Room *at = f.roomAt(nx, ny);
        if (!at || at->number != b.number)
            continue;
        const int ox = nx - geo::kUnit[s & 3].dx;
        const int oy = ny - geo::kUnit[s & 3].dy;
        for (int k = 0; k < 8; ++k) {
            const auto [bx, by] = slotCell(b, k);
            if (bx == ox && by == oy)
                return true;
        }
    }
    return false;
}

bool adjacent(const Room &a, const Room &b) {
    for (const Cell ca : a.cells())
        for (const Cell cb : b.cells())
            if (std::abs(ca.x - cb.x) + std::abs(ca.y - cb.y) == 1)
                return true;
    return false;
}

QString describe(const Settings &s) {
    return QStringLiteral("stage %1 seed %2 %3%4%5")
        .arg(s.stage)
        .arg(s.stageSeed)
        .arg(QString::fromUtf8(ruleSetKey(s.ruleSet).data()))
        .arg(s.hard ? QStringLiteral(" hard") : QString())
        .arg(s.forcedCurses ? QStringLiteral(" curses=%1").arg(*s.forcedCurses) : QString());
}

// Checks the invariants of one floor; returns an empty string or what is wrong.
// The Dark Room's grave room is placed after the secret rooms (7.11, 7.12); the dead end it takes shrinks to
// its placed cell, and a secret room that touched the dead end's other cells is left touching nothing.
bool strandedByGrave(const Floor &f, const Room &secret) {
    if (f.settings.stage != 11 || f.settings.stageType != 0)
        return false;
    for (const Room &r : f.rooms)
        if (r.grave && std::abs(r.anchor.x - secret.anchor.x) + std::abs(r.anchor.y - secret.anchor.y) <= 2)
            return true;
    return false;
}

QString checkInvariants(const Floor &f) {
    // 1. Rooms never overlap, and the grid is what the rooms cover.
    std::array<int, kGridCells> cover{};
    cover.fill(-1);
    for (const Room &r : f.rooms) {
        for (const Cell c : r.cells()) {
            if (!c.valid() || c.x >= kGridSize || c.y >= kGridSize)
                return QStringLiteral("room %1 leaves the grid").arg(r.number);
            if (cover[c.index()] != -1)
                return QStringLiteral("rooms %1 and %2 overlap at (%3,%4)")
                    .arg(cover[c.index()])
                    .arg(r.number)
                    .arg(c.x)
                    .arg(c.y);
            cover[c.index()] = r.number;
        }
    }
    for (int i = 0; i < kGridCells; ++i)
        if (cover[i] != f.grid[i])
            return QStringLiteral("grid cell %1 says %2, rooms say %3").arg(i).arg(f.grid[i]).arg(cover[i]);

    // 2. Every room but the ultra secret room is reachable from the start room through matching doors.
    const int n = static_cast<int>(f.rooms.size());
    std::vector<std::vector<int>> edges(n);
    for (const Room &a : f.rooms)
        for (const Room &b : f.rooms)
            if (a.number < b.number && a.type != RoomType::UltraSecret && b.type != RoomType::UltraSecret &&
                doorBetween(f, a, b)) {
                edges[a.number].push_back(b.number);
                edges[b.number].push_back(a.number);
            }
    std::vector<bool> seen(n, false);
    std::vector<int> stack{0};
    seen[0] = true;
    while (!stack.empty()) {
        const int r = stack.back();
        stack.pop_back();
        for (int m : edges[r])
            if (!seen[m]) {
                seen[m] = true;
                stack.push_back(m);
            }
    }
    for (const Room &r : f.rooms)
        if (r.type != RoomType::UltraSecret && !seen[r.number] &&
            !(r.type == RoomType::Secret && strandedByGrave(f, r)))
            return QStringLiteral("room %1 (%2) is not reachable from the start room")
                .arg(r.number)
                .arg(QString::fromUtf8(roomTypeName(r.type).data()));

    // 3. Loops. Every room is joined to its parent (the room behind its placed cell). The spec lets a door
    //    close a loop in two ways only: a multi-cell room whose other cells touch a room with a matching door
    //    (6.4 checks the neighbour count of the placed cell alone, and LocValid accepts matching doors), and
    //    the 1-in-10 exception on XL floors and the Void. Secret rooms join several rooms on purpose. So on
    //    other floors, a door between two 1x1 rooms that are not parent and child is a bug.
    if (!f.xl && f.settings.stage != 12) {
        auto parentOf = [&f](const Room &r) -> int {
            if (!r.placedCell.valid() || r.dir < 0)
                return -1;
            const Room *p =
                f.roomAt(r.placedCell.x - geo::kUnit[r.dir].dx, r.placedCell.y - geo::kUnit[r.dir].dy);
            return p ? p->number : -1;
        };
        for (const Room &a : f.rooms) {
            if (a.type == RoomType::Secret || a.cells().size() > 1)
                continue;
            for (int m : edges[a.number]) {
                const Room &b = f.rooms[m];
                if (b.type == RoomType::Secret || b.cells().size() > 1)
                    continue;
                if (parentOf(a) != b.number && parentOf(b) != a.number)
                    return QStringLiteral("a door joins 1x1 rooms %1 and %2, which are not parent and child")
                        .arg(a.number)
                        .arg(b.number);
            }
        }
        for (const Room &r : f.rooms)
            if (r.number != 0 && r.placedCell.valid() && parentOf(r) < 0)
                return QStringLiteral("room %1 has no parent behind its placed cell").arg(r.number);
    }

    // 4. The boss room is never adjacent to the start room.
    for (const Room &r : f.rooms)
        if (r.type == RoomType::Boss && adjacent(r, f.rooms[0]))
            return QStringLiteral("boss room %1 touches the start room").arg(r.number);

    // 5. Dead ends are sorted by descending distance.
    for (std::size_t i = 1; i < f.deadEnds.size(); ++i)
        if (f.rooms[f.deadEnds[i - 1]].distance < f.rooms[f.deadEnds[i]].distance)
            return QStringLiteral("dead ends not sorted at position %1").arg(i);

    // 6. Secret rooms touch at least one room; ultra secret rooms touch none and have a red room beside them.
    for (const Room &r : f.rooms) {
        if (r.type == RoomType::Secret) {
            bool touches = false;
            for (const Room &o : f.rooms)
                touches = touches || (o.number != r.number && adjacent(r, o));
            if (!touches && !strandedByGrave(f, r))
                return QStringLiteral("secret room %1 touches no room").arg(r.number);
        }
        if (r.type == RoomType::UltraSecret) {
            for (const Room &o : f.rooms)
                if (o.number != r.number && adjacent(r, o))
                    return QStringLiteral("ultra secret room %1 touches room %2").arg(r.number).arg(o.number);
            if (!r.redRoom.valid() || f.roomAt(r.redRoom.x, r.redRoom.y) ||
                std::abs(r.redRoom.x - r.anchor.x) + std::abs(r.redRoom.y - r.anchor.y) != 1)
                return QStringLiteral("ultra secret room %1 has no empty red room beside it").arg(r.number);
        }
    }

    // 7. Exactly one start room, boss count as the floor implies, enough dead ends.
    if (f.rooms[0].anchor.index() != kStartIndex || f.rooms[0].distance != 0)
        return QStringLiteral("room 0 is not the start room");
    int bosses = 0;
    for (const Room &r : f.rooms)
        bosses += (r.type == RoomType::Boss && !r.voidBoss) ? 1 : 0;
    if (bosses != (f.xl ? 2 : 1))
        return QStringLiteral("%1 boss rooms on a%2 floor")
            .arg(bosses)
            .arg(f.xl ? QStringLiteral("n XL") : QString());
    if (static_cast<int>(f.deadEnds.size()) < f.minDeadEnds)
        return QStringLiteral("%1 dead ends, minimum %2").arg(f.deadEnds.size()).arg(f.minDeadEnds);
    for (const Room &r : f.rooms)
        if (r.type == RoomType::Null)
            return QStringLiteral("room %1 has no type").arg(r.number);
    return {};
}

// Counts floors matching a predicate over consecutive stage seeds.
template <typename Pred> int countFloors(Settings s, int n, Pred pred, int *generated = nullptr) {
    Floor f;
    int hits = 0;
    int total = 0;
    for (int i = 1; i <= n; ++i) {
        s.stageSeed = static_cast<std::uint32_t>(i * 2654435761u + 12345u);
        if (s.stageSeed == 0)
            continue;
        if (generate(s, f) != GenerateStatus::Ok)
            continue;
        ++total;
        hits += pred(f) ? 1 : 0;
    }
    if (generated)
        *generated = total;
    return hits;
}

// Dead ends taken before the optional rooms (7.3 - 7.8): first boss, super secret, shop, treasure room(s).
int mandatoryDeadEnds(const Floor &f) {
    return 1 + f.count(RoomType::SuperSecret) + f.count(RoomType::Shop) + f.count(RoomType::Treasure);
}

void checkRate(int hits, int n, double p, const char *what) {
    const double rate = static_cast<double>(hits) / n;
    const double sigma = std::sqrt(p * (1 - p) / n);
    QVERIFY2(std::abs(rate - p) <= 4 * sigma,
             qPrintable(QStringLiteral("%1: measured %2 over %3 floors, expected %4 (4 sigma = %5)")
                            .arg(QLatin1String(what))
                            .arg(rate, 0, 'f', 5)
                            .arg(n)
                            .arg(p, 0, 'f', 5)
                            .arg(4 * sigma, 0, 'f', 5)));
}

// Settings for the data-driven tables (pinned hashes, whole-floor pins, Detail::SpecialRooms).
Settings settingsFor(int stage, int type, RuleSet rs, bool hard, std::uint32_t items,
                     std::optional<std::uint8_t> curse) {
    Settings s;
    s.stage = stage;
    s.stageType = type;
    s.ruleSet = rs;
    s.hard = hard;
    s.items = items;
    s.forcedCurses = curse;
    return s;
}

// A catalog whose boss picks always miss: every attempt fails at the boss step.
class NoBossCatalog final : public RoomCatalog {
public:
    std::uint16_t enabledShapes(int, int, int) const override { return 0x1FFE; }
    bool pick(const PickRequest &r, std::uint32_t v, RoomDescriptor &out) const override {
        if (r.type == RoomType::Boss)
            return false;
        return BuiltinCatalog::instance().pick(r, v, out);
    }
};

using detail::SlotDraws;

// The implementations of the layout's slot draws on this machine (detail::slotDraws): the scalar one always,
// the vector ones where the processor has them.
std::vector<SlotDraws> drawPaths() {
    std::vector<SlotDraws> paths;
    for (SlotDraws path : {SlotDraws::Scalar, SlotDraws::Avx2, SlotDraws::Avx512})
        if (detail::slotDrawsAvailable(path))
            paths.push_back(path);
    return paths;
}

const char *drawPathName(SlotDraws path) {
    switch (path) {
    case SlotDraws::Scalar:
        return "scalar slot draws";
    case SlotDraws::Avx2:
        return "AVX2 slot draws";
    case SlotDraws::Avx512:
        return "AVX-512 slot draws";
    }
    return "?";
}

// Selects a slot-draw implementation for the rest of the scope.
class DrawPath {
public:
    explicit DrawPath(SlotDraws path)
        : m_before(detail::setSlotDraws(path)) {}
    ~DrawPath() { detail::setSlotDraws(m_before); }
    DrawPath(const DrawPath &) = delete;
    DrawPath &operator=(const DrawPath &) = delete;

private:
    SlotDraws m_before;
};

} // namespace

class TestGenerator : public QObject {
    Q_OBJECT

private slots:
    // ---- 6.1 door slots of the 12 shapes ----
    void doorSlots_data() {
        QTest::addColumn<QString>("shape");
        QTest::addColumn<QString>("slotList"); // as in the spec's table: "(-1,0) (0,-1) ... -" for slots 0..7
        QTest::newRow("1x1") << "1x1"
                             << "(-1,0) (0,-1) (1,0) (0,1) - - - -";
        QTest::newRow("IH") << "IH"
                            << "(-1,0) - (1,0) - - - - -";
        QTest::newRow("IV") << "IV"
                            << "- (0,-1) - (0,1) - - - -";
        QTest::newRow("1x2") << "1x2"
                             << "(-1,0) (0,-1) (1,0) (0,2) (-1,1) - (1,1) -";
        QTest::newRow("IIV") << "IIV"
                             << "- (0,-1) - (0,2) - - - -";
        QTest::newRow("2x1") << "2x1"
                             << "(-1,0) (0,-1) (2,0) (0,1) - (1,-1) - (1,1)";
        QTest::newRow("IIH") << "IIH"
                             << "(-1,0) - (2,0) - - - - -";
        QTest::newRow("2x2") << "2x2"
                             << "(-1,0) (0,-1) (2,0) (0,2) (-1,1) (1,-1) (2,1) (1,2)";
        QTest::newRow("LTL") << "LTL"
                             << "(0,0) (0,0) (2,0) (0,2) (-1,1) (1,-1) (2,1) (1,2)";
        QTest::newRow("LTR") << "LTR"
                             << "(-1,0) (0,-1) (1,0) (0,2) (-1,1) (1,0) (2,1) (1,2)";
        QTest::newRow("LBL") << "LBL"
                             << "(-1,0) (0,-1) (2,0) (0,1) (0,1) (1,-1) (2,1) (1,2)";
        QTest::newRow("LBR") << "LBR"
                             << "(-1,0) (0,-1) (2,0) (0,2) (-1,1) (1,-1) (1,1) (1,1)";
    }
    void doorSlots() {
        QFETCH(QString, shape);
        QFETCH(QString, slotList);
        const Shape s = shapeFromName(shape);
        QVERIFY(s != Shape::Null);
        const auto &g = geo::geometryOf(s);
        const QStringList expected = slotList.split(QLatin1Char(' '));
        QCOMPARE(expected.size(), 8);
        for (int k = 0; k < 8; ++k) {
            const bool exists = (g.slotMask >> k) & 1u;
            const QString got = exists
                                    ? QStringLiteral("(%1,%2)").arg(g.slotCells[k].dx).arg(g.slotCells[k].dy)
                                    : QStringLiteral("-");
            QCOMPARE(got, expected[k]);
        }
        // Every door leads out of the room: its neighbour cell is not one of the room's cells.
        for (int k = 0; k < 8; ++k) {
            if (!((g.slotMask >> k) & 1u))
                continue;
            for (int c = 0; c < g.cellCount; ++c)
                QVERIFY(!(g.cells[c].dx == g.slotCells[k].dx && g.cells[c].dy == g.slotCells[k].dy));
            // ... and its door origin (6.1) is one of them.
            bool origin = false;
            for (int c = 0; c < g.cellCount; ++c)
                origin = origin || (g.cells[c].dx == g.slotCells[k].dx - geo::kUnit[k & 3].dx &&
                                    g.cells[c].dy == g.slotCells[k].dy - geo::kUnit[k & 3].dy);
            QVERIFY2(origin, qPrintable(QStringLiteral("slot %1").arg(k)));
        }
    }

    // ---- 6.3 the 13 candidate positions ----
    void candidateTable_data() {
        QTest::addColumn<int>("pos");
        QTest::addColumn<int>("weight");
        QTest::addColumn<QString>("entries"); // d = 0..3 as in the spec: "shape dx dy" separated by ";"
        QTest::newRow("0") << 0 << 48 << "2x1 -1 0;1x2 0 -1;2x1 0 0;1x2 0 0";
        QTest::newRow("1") << 1 << 24 << "1x2 0 0;2x1 0 0;1x2 0 0;2x1 0 0";
        QTest::newRow("2") << 2 << 24 << "1x2 0 -1;2x1 -1 0;1x2 0 -1;2x1 -1 0";
        QTest::newRow("3") << 3 << 24 << "2x2 -1 0;2x2 0 -1;2x2 0 0;2x2 0 0";
        QTest::newRow("4") << 4 << 24 << "2x2 -1 -1;2x2 -1 -1;2x2 0 -1;2x2 -1 0";
        QTest::newRow("5") << 5 << 72 << "LBR -1 0;LBR 0 -1;LBL 0 0;LTR 0 0";
        QTest::newRow("6") << 6 << 72 << "LTR -1 -1;LBL -1 -1;LTL 0 -1;LTL -1 0";
        QTest::newRow("7") << 7 << 36 << "LBL -1 0;LTR 0 -1;LTR 0 0;LBL 0 0";
        QTest::newRow("8") << 8 << 36 << "LBL -1 -1;LTR -1 -1;LTR 0 -1;LBL -1 0";
        QTest::newRow("9") << 9 << 36 << "LTL -1 0;LTL 0 -1;LBR 0 0;LBR 0 0";
        QTest::newRow("10") << 10 << 36 << "LTL -1 -1;LTL -1 -1;LBR 0 -1;LBR -1 0";
        QTest::newRow("11") << 11 << 24 << "IH 0 0;IV 0 0;IH 0 0;IV 0 0";
        QTest::newRow("12") << 12 << 24 << "IIH -1 0;IIV 0 -1;IIH 0 0;IIV 0 0";
    }
    void candidateTable() {
        QFETCH(int, pos);
        QFETCH(int, weight);
        QFETCH(QString, entries);
        QCOMPARE(int(geo::kPosWeight[pos]), weight);
        const QStringList perDir = entries.split(QLatin1Char(';'));
        for (int d = 0; d < 4; ++d) {
            const QStringList parts = perDir[d].split(QLatin1Char(' '));
            const auto &e = geo::kPositions[d][pos];
            QCOMPARE(e.shape, shapeFromName(parts[0]));
            QCOMPARE(int(e.offset.dx), parts[1].toInt());
            QCOMPARE(int(e.offset.dy), parts[2].toInt());
            // The shape covers N, and N's cell faces the parent: the cell towards the parent is outside it.
            const auto &g = geo::geometryOf(e.shape);
            bool coversN = false;
            bool coversParent = false;
            for (int c = 0; c < g.cellCount; ++c) {
                const int x = e.offset.dx + g.cells[c].dx;
                const int y = e.offset.dy + g.cells[c].dy;
                coversN = coversN || (x == 0 && y == 0);
                coversParent = coversParent || (x == -geo::kUnit[d].dx && y == -geo::kUnit[d].dy);
            }
            QVERIFY(coversN);
            QVERIFY(!coversParent);
        }
    }

    // ---- invariants over many seeds ----
    void invariants_data() {
        QTest::addColumn<int>("stage");
        for (int stage = 1; stage <= 12; ++stage)
            QTest::addRow("stage %d", stage) << stage;
    }
    void invariants() {
        QFETCH(int, stage);
        const int seeds = invariantSeeds();
        Floor f;
        int floors = 0;
        for (RuleSet rs : {RuleSet::AfterbirthPlus, RuleSet::Repentance}) {
            for (bool hard : {false, true}) {
                for (bool labyrinth : {false, true}) {
                    if (labyrinth && stage == 12)
                        continue; // refused: tested in impossibleInputs
                    if (rs == RuleSet::Repentance && stage == 9)
                        continue; // the Blue Womb is not generated (repentance.md R3.1)
                    Settings s;
                    s.ruleSet = rs;
                    s.stage = stage;
                    s.stageType = (stage % 3) % stageTypeCount(stage);
                    s.hard = hard;
                    if (labyrinth)
                        s.forcedCurses = kCurseLabyrinth;
                    for (int i = 1; i <= seeds; ++i) {
                        s.stageSeed =
                            static_cast<std::uint32_t>(i) * 2246822519u + static_cast<std::uint32_t>(stage);
                        if (s.stageSeed == 0)
                            continue;
                        std::string error;
                        const auto status = generate(s, f, nullptr, &error);
                        QVERIFY2(status == GenerateStatus::Ok, qPrintable(describe(s) + QStringLiteral(": ") +
                                                                          QString::fromStdString(error)));
                        const QString problem = checkInvariants(f);
                        if (!problem.isEmpty())
                            QFAIL(qPrintable(describe(s) + QStringLiteral(": ") + problem));
                        ++floors;
                    }
                }
            }
        }
        QVERIFY(floors >= seeds * 4);
    }

    // The room-count formula of 4.1 and the minimum dead ends of 4.5 and 10.2.
    void parameters_data() {
        QTest::addColumn<int>("stage");
        QTest::addColumn<int>("curse");
        QTest::addColumn<bool>("hard");
        QTest::addColumn<bool>("voodoo");
        QTest::addColumn<int>("baseMin");  // target without coin and hard extra
        QTest::addColumn<int>("coinStep"); // how much coin 1 adds
        QTest::addColumn<int>("minDead");
        QTest::newRow("stage 1") << 1 << 0 << false << false << 8 << 1 << 5;
        QTest::newRow("stage 1 lost") << 1 << int(kCurseLost) << false << false << 12 << 1 << 5;
        QTest::newRow("stage 1 labyrinth") << 1 << int(kCurseLabyrinth) << false << false << 14 << 2 << 6;
        QTest::newRow("stage 3 labyrinth") << 3 << int(kCurseLabyrinth) << false << false << 27 << 1 << 7;
        QTest::newRow("stage 4") << 4 << 0 << false << false << 18 << 1 << 6;
        QTest::newRow("stage 5 capped") << 5 << 0 << false << false << 20 << 0 << 6;
        QTest::newRow("stage 7 labyrinth") << 7 << int(kCurseLabyrinth) << false << false << 36 << 0 << 7;
        QTest::newRow("stage 2 hard") << 2 << 0 << true << false << 13 << 1 << 6;
        QTest::newRow("stage 4 voodoo") << 4 << 0 << false << true << 18 << 1 << 7;
    }
    void parameters() {
        QFETCH(int, stage);
        QFETCH(int, curse);
        QFETCH(bool, hard);
        QFETCH(bool, voodoo);
        QFETCH(int, baseMin);
        QFETCH(int, coinStep);
        QFETCH(int, minDead);
        Settings s;
        s.stage = stage;
        s.hard = hard;
        s.forcedCurses = static_cast<std::uint8_t>(curse);
        s.set(Item::VoodooHead, voodoo);
        std::set<int> targets;
        Floor f;
        for (std::uint32_t seed = 1; seed <= 200; ++seed) {
            s.stageSeed = seed;
            QCOMPARE(generate(s, f), GenerateStatus::Ok);
            const int expected = baseMin + coinStep * f.roomCoin + (hard ? f.hardExtra : 0);
            QCOMPARE(f.target, expected);
            QCOMPARE(f.minDeadEnds, minDead);
            QVERIFY(static_cast<int>(f.deadEnds.size()) >= minDead);
            targets.insert(f.target);
        }
        QVERIFY(targets.size() >= (coinStep > 0 || hard ? 2u : 1u));
    }

    // 2.2: the room coin is X3 mod 2, and the curse test is X3 mod chance.
    void curseRollSharesTheStream() {
        Floor f;
        for (std::uint32_t seed = 1; seed <= 2000; ++seed) {
            Settings s;
            s.stageSeed = seed;
            QCOMPARE(generate(s, f), GenerateStatus::Ok);
            Rng x(seed, kShiftStage);
            x.next();
            x.next();
            const std::uint32_t x3 = x.next();
            const std::uint32_t x4 = x.next();
            QCOMPARE(f.roomCoin, int(x3 % 2));
            if (x3 % 5 != 0) {
                QCOMPARE(int(f.curseRolled), 0);
                QCOMPARE(f.hardExtra, int(x4 % 2));
            } else {
                static const int kinds[6] = {kCurseLabyrinth, kCurseLost, kCurseDarkness,
                                             kCurseUnknown,   kCurseMaze, kCurseBlind};
                QCOMPARE(int(f.curseRolled), int(x4 % 6) == 0 ? int(kCurseLabyrinth) : kinds[x4 % 6]);
            }
        }
    }

    // ---- statistics: fixed seeds, 4 sigma ----
    void diceOrSacrificeIsFiveFourteenths() {
        // Afterbirth+ rules on stage 1: at least 5 dead ends and 4 mandatory rooms, so the roll always has a
        // dead end; at full health the chance is 1/7 + 6/7 * 1/4 = 5/14.
        Settings s;
        s.ruleSet = RuleSet::AfterbirthPlus;
        const int n = 100000;
        int generated = 0;
        const int hits = countFloors(
            s, n, [](const Floor &f) { return f.count(RoomType::Dice) + f.count(RoomType::Sacrifice) > 0; },
            &generated);
        QCOMPARE(generated, n);
        checkRate(hits, n, 5.0 / 14.0, "dice or sacrifice room, stage 1, full health");
        // Below full health only the 1/7 roll remains.
        s.state.hearts = 4;
        const int low = countFloors(s, 40000, [](const Floor &f) {
            return f.count(RoomType::Dice) + f.count(RoomType::Sacrifice) > 0;
        });
        checkRate(low, 40000, 1.0 / 7.0, "dice or sacrifice room, stage 1, below full health");
    }

    // On Afterbirth+ stage 1 the first boss, super secret, shop and treasure room(s) always take a dead end
    // each (two treasure rooms on XL floors; the XL second boss room is a new room), and every optional room
    // that is placed takes one more; a step has a dead end iff the sorted list had more than the rooms taken
    // before it. The rates below are the rolls' chances among floors where that holds.
    void curseRoomIsOneHalf_data() {
        QTest::addColumn<bool>("devilRoomVisited");
        QTest::addColumn<double>("chance");
        QTest::newRow("1/2") << false << 0.5;
        QTest::newRow("5/8 after a devil room") << true << 5.0 / 8.0;
    }
    void curseRoomIsOneHalf() {
        QFETCH(bool, devilRoomVisited);
        QFETCH(double, chance);
        Settings s;
        s.ruleSet = RuleSet::AfterbirthPlus;
        s.state.devilRoomVisited = devilRoomVisited;
        Floor f;
        int eligible = 0;
        int hits = 0;
        for (int i = 1; i <= 120000; ++i) {
            s.stageSeed = static_cast<std::uint32_t>(i) * 747796405u + 1u;
            QCOMPARE(generate(s, f), GenerateStatus::Ok);
            const int taken = mandatoryDeadEnds(f) + f.count(RoomType::Dice) + f.count(RoomType::Sacrifice) +
                              f.count(RoomType::Library);
            if (static_cast<int>(f.deadEnds.size()) <= taken)
                continue;
            ++eligible;
            hits += f.count(RoomType::Curse) > 0 ? 1 : 0;
        }
        QVERIFY2(eligible > 50000, qPrintable(QString::number(eligible)));
        checkRate(hits, eligible, chance, "curse room with a dead end available");
    }

    void lunaAddsASecondSuperSecret() {
        // On stage 1 at least 5 dead ends exist and only the boss room is popped before, so a dead end is
        // always left for Luna's second super secret room.
        Settings s;
        Floor f;
        for (std::uint32_t seed = 1; seed <= 5000; ++seed) {
            s.stageSeed = seed * 2654435761u;
            s.set(Item::Luna, false);
            QCOMPARE(generate(s, f), GenerateStatus::Ok);
            QCOMPARE(f.count(RoomType::SuperSecret), 1);
            const int secrets = f.count(RoomType::Secret);
            s.set(Item::Luna, true);
            QCOMPARE(generate(s, f), GenerateStatus::Ok);
            QCOMPARE(f.count(RoomType::SuperSecret), 2);
            // Luna also adds a secret room, whenever a cell qualifies.
            QVERIFY(f.count(RoomType::Secret) >= secrets);
        }
        // Afterbirth+ knows no Luna.
        s.ruleSet = RuleSet::AfterbirthPlus;
        s.stageSeed = 77;
        QCOMPARE(generate(s, f), GenerateStatus::Ok);
        QCOMPARE(f.count(RoomType::SuperSecret), 1);
    }

    void voodooHeadRaisesMinimumDeadEnds() {
        Floor f;
        for (int stage : {3, 4, 7}) {
            Settings s;
            s.stage = stage;
            s.forcedCurses = 0; // no Labyrinth roll: the base minimum stays fixed
            s.stageSeed = 4242;
            QCOMPARE(generate(s, f), GenerateStatus::Ok);
            const int base = f.minDeadEnds;
            s.set(Item::VoodooHead, true);
            int curses = 0;
            for (std::uint32_t seed = 1; seed <= 3000; ++seed) {
                s.stageSeed = seed;
                QCOMPARE(generate(s, f), GenerateStatus::Ok);
                QCOMPARE(f.minDeadEnds, base + 1);
                QVERIFY(static_cast<int>(f.deadEnds.size()) >= base + 1);
                curses += f.count(RoomType::Curse) >= 1 ? 1 : 0;
            }
            // The second curse room needs no roll: with enough dead ends a curse room is (almost) always
            // there.
            QVERIFY2(curses > 2700,
                     qPrintable(QStringLiteral("stage %1: %2 of 3000").arg(stage).arg(curses)));
        }
    }

    // As the spec stands, Voodoo Head's extra minimum dead end (10.2) is not matched by AddDeadEnd, which
    // tops the layout up to a fixed 5 (6.6). On Basement I (minimum 6) many seeds therefore exhaust the 100
    // attempts. This pins that behaviour and checks that it ends with a clear error, never a hang.
    // repentance.md R8.3: AddDeadEnd tops the dead-end list up to the floor's minimum (not to 5), so Voodoo
    // Head's sixth dead end no longer makes a quarter of first floors give up (issue 24: 25 % of Basement I
    // and 2.6 % of Basement II floors of 2,000 run seeds failed when the loop stopped at 5).
    void voodooHeadFloorsGenerate_data() {
        QTest::addColumn<int>("stage");
        QTest::addColumn<bool>("hard");
        QTest::newRow("Basement I") << 1 << false;
        QTest::newRow("Basement II") << 2 << false;
        QTest::newRow("Basement I hard") << 1 << true;
        QTest::newRow("Caves I") << 3 << false;
    }
    void voodooHeadFloorsGenerate() {
        QFETCH(int, stage);
        QFETCH(bool, hard);
        Settings s;
        s.set(Item::VoodooHead, true);
        s.stage = stage;
        s.hard = hard;
        Floor f;
        for (std::uint32_t seed = 1; seed <= 2000; ++seed) {
            s.runSeed = seed * 2654435761u;
            std::string error;
            QVERIFY2(generate(s, f, nullptr, &error) == GenerateStatus::Ok, error.c_str());
            QVERIFY(static_cast<int>(f.deadEnds.size()) >= f.minDeadEnds);
            QCOMPARE(f.minDeadEnds, 5 + (stage != 1 ? 1 : 0) + (f.xl ? 1 : 0) + 1);
        }
    }

    void miniBossOnFirstFloorIsOneHalf() {
        // The roll is 1/4 + 3/4 * 1/3 = 1/2 on the first floor, among floors with a dead end left (see
        // above).
        Settings s;
        s.ruleSet = RuleSet::AfterbirthPlus;
        Floor f;
        int eligible = 0;
        int hits = 0;
        for (int i = 1; i <= 120000; ++i) {
            s.stageSeed = static_cast<std::uint32_t>(i) * 2891336453u + 7u;
            QCOMPARE(generate(s, f), GenerateStatus::Ok);
            const int taken = mandatoryDeadEnds(f) + f.count(RoomType::Dice) + f.count(RoomType::Sacrifice) +
                              f.count(RoomType::Library) + f.count(RoomType::Curse);
            if (static_cast<int>(f.deadEnds.size()) <= taken)
                continue;
            ++eligible;
            hits += f.count(RoomType::MiniBoss) > 0 ? 1 : 0;
        }
        QVERIFY2(eligible >= 20000, qPrintable(QString::number(eligible)));
        checkRate(hits, eligible, 0.5, "mini-boss room on stage 1");
    }

    // ---- errors ----
    void impossibleInputs_data() {
        QTest::addColumn<Settings>("settings");
        QTest::addColumn<QString>("messagePart");
        Settings s;
        s.stageSeed = 5;
        auto with = [&](auto change) {
            Settings c = s;
            change(c);
            return c;
        };
        QTest::newRow("stage 0") << with([](Settings &c) { c.stage = 0; }) << "stage 0 is out of range";
        QTest::newRow("stage 13") << with([](Settings &c) { c.stage = 13; }) << "stage 13 is out of range";
        QTest::newRow("stage -1") << with([](Settings &c) { c.stage = -1; }) << "stage -1 is out of range";
        QTest::newRow("stage type") << with([](Settings &c) {
            c.ruleSet = RuleSet::AfterbirthPlus;
            c.stage = 9;
            c.stageType = 2;
        }) << "stage type 2 does not exist for stage 9";
        // repentance.md R3.1: floors the repentance rule set refuses.
        QTest::newRow("repentance: Greed") << with([](Settings &c) { c.stageType = 3; })
                                           << "Greed mode is not supported by the repentance rule set";
        QTest::newRow("repentance: Blue Womb") << with([](Settings &c) { c.stage = 9; })
                                               << "the Blue Womb is not generated by the repentance rule set";
        QTest::newRow("repentance: Mortis") << with([](Settings &c) {
            c.stage = 8;
            c.stageType = 5;
        }) << "Mortis";
        QTest::newRow("repentance: no type 2 on Sheol") << with([](Settings &c) {
            c.stage = 10;
            c.stageType = 2;
        }) << "stage 10 has no stage type 2";
        QTest::newRow("greed") << with([](Settings &c) { c.stageType = 3; }) << "Greed mode";
        QTest::newRow("labyrinth on the void") << with([](Settings &c) {
            c.stage = 12;
            c.forcedCurses = kCurseLabyrinth;
        }) << "cannot be forced";
        QTest::newRow("stage seed 0") << with([](Settings &c) { c.stageSeed = 0; }) << "stage seed 0";
        QTest::newRow("run seed 0") << with([](Settings &c) { c.runSeed = 0u; }) << "run seed 0";
        QTest::newRow("negative keys")
            << with([](Settings &c) { c.state.keys = -1; }) << "keys cannot be negative";
        QTest::newRow("negative hearts")
            << with([](Settings &c) { c.state.hearts = -2; }) << "hearts cannot be negative";
        QTest::newRow("negative coins")
            << with([](Settings &c) { c.state.coins = -7; }) << "coins cannot be negative";
        QTest::newRow("unknown item bit") << with([](Settings &c) { c.items = 1u << 30; }) << "unknown item";
    }
    void impossibleInputs() {
        QFETCH(Settings, settings);
        QFETCH(QString, messagePart);
        Floor f;
        std::string error;
        QCOMPARE(generate(settings, f, nullptr, &error), GenerateStatus::InvalidSettings);
        QVERIFY2(QString::fromStdString(error).contains(messagePart), error.c_str());
    }

    void hundredFailedAttemptsEndClearly() {
        Settings s;
        s.ruleSet = RuleSet::AfterbirthPlus;
        s.stageSeed = 99;
        Floor f;
        std::string error;
        NoBossCatalog catalog;
        QCOMPARE(generate(s, f, nullptr, &error, &catalog), GenerateStatus::NoFloor);
        QCOMPARE(f.attempts, kMaxAttempts);
        QVERIFY2(QString::fromStdString(error).contains(QStringLiteral("100 attempts")), error.c_str());
        QVERIFY(QString::fromStdString(error).contains(QStringLiteral("99")));
    }
    // repentance.md R7: the engine has no limit; the app gives up after 10,000 attempts and names the floor.
    void tenThousandFailedAttemptsEndClearly() {
        Settings s;
        s.stageSeed = 99;
        s.stage = 3;
        s.stageType = 4;
        Floor f;
        std::string error;
        NoBossCatalog catalog;
        QCOMPARE(generate(s, f, nullptr, &error, &catalog), GenerateStatus::NoFloor);
        QCOMPARE(f.attempts, kRepMaxAttempts);
        QVERIFY2(QString::fromStdString(error).contains(QStringLiteral("10000 attempts")), error.c_str());
        QVERIFY2(QString::fromStdString(error).contains(QStringLiteral("stage 3, type 4")), error.c_str());
        QVERIFY2(QString::fromStdString(error).contains(QStringLiteral("boss room")), error.c_str());
    }

    // ---- determinism ----
    void pinnedHashes_data() {
        QTest::addColumn<Settings>("settings");
        QTest::addColumn<QString>("hash");
        auto make = [](int stage, RuleSet rs, bool hard, std::uint32_t items,
                       std::optional<std::uint8_t> curse) {
            return settingsFor(stage, 0, rs, hard, items, curse);
        };
        // Pinned from this implementation: any change to a draw or a rule shows up here.
        QTest::newRow("stage 1") << make(1, RuleSet::Repentance, false, 0, std::nullopt)
                                 << "a6befaa4506bb3cc";
        QTest::newRow("stage 6 hard")
            << make(6, RuleSet::Repentance, true, 0, std::nullopt) << "09b9382dd6f5f4ca";
        QTest::newRow("stage 3 ab+ labyrinth")
            << make(3, RuleSet::AfterbirthPlus, false, 0, kCurseLabyrinth) << "f9cd3b2ca4de321b";
        // The Blue Womb's Darkness removal and the Void (3 step 5, 8.2: from the Afterbirth+ code,
        // unchecked).
        QTest::newRow("stage 9 ab+ blue womb")
            << make(9, RuleSet::AfterbirthPlus, true, 0, std::nullopt) << "45119b44c6ba1dcc";
        QTest::newRow("stage 12 ab+ void")
            << make(12, RuleSet::AfterbirthPlus, false, 0, std::nullopt) << "b6de56f160b69d8c";
        QTest::newRow("stage 4 luna voodoo")
            << make(4, RuleSet::Repentance, false, itemBit(Item::Luna) | itemBit(Item::VoodooHead),
                    std::nullopt)
            << "1d2d791e7fb3c4f7";
        QTest::newRow("stage 11 dark room")
            << make(11, RuleSet::Repentance, false, 0, std::nullopt) << "b16e4842cc282796";
        QTest::newRow("stage 12 void")
            << make(12, RuleSet::Repentance, true, 0, std::nullopt) << "aab116d355d70822";
    }
    // Every slot-draw implementation gives the pinned floors.
    void pinnedHashes() {
        QFETCH(Settings, settings);
        QFETCH(QString, hash);
        for (SlotDraws drawPath : drawPaths()) {
            const DrawPath path(drawPath);
            Floor f;
            std::uint64_t h = kFnvOffset;
            for (std::uint32_t seed = 1; seed <= 2000; ++seed) {
                settings.stageSeed = seed;
                QCOMPARE(generate(settings, f), GenerateStatus::Ok);
                h = gridHash(f, h);
            }
            QVERIFY2(QStringLiteral("%1").arg(h, 16, 16, QLatin1Char('0')) == hash, drawPathName(drawPath));
        }
    }

    // gridHash hashes runs of empty cells by table (generator.cpp): it must equal FNV-1a byte by byte, for
    // runs of every length around the table's limit (15) and its multiples, and for any negative value as
    // empty.
    void gridHashIsFnv_data() {
        QTest::addColumn<QByteArray>("cells"); // 169 values, -1 empty
        auto grid = [](auto cellValue) {
            QByteArray g(kGridCells, '\xff');
            for (int i = 0; i < kGridCells; ++i)
                g[i] = static_cast<char>(cellValue(i));
            return g;
        };
        QTest::newRow("empty") << grid([](int) { return -1; });
        QTest::newRow("full") << grid([](int i) { return i % 80; });
        QTest::newRow("first and last") << grid([](int i) { return i == 0 || i == 168 ? 7 : -1; });
        for (int gap : {1, 14, 15, 16, 29, 30, 31, 45, 46, 100}) {
            const QByteArray name = "rooms every " + QByteArray::number(gap + 1) + " cells";
            QTest::newRow(name.constData())
                << grid([gap](int i) { return i % (gap + 1) == gap ? i % 80 : -1; });
        }
        QTest::newRow("other negative values")
            << grid([](int i) { return i % 3 == 0 ? -2 : (i % 3 == 1 ? -128 : 5); });
        std::uint32_t x = 12345;
        QTest::newRow("random") << grid([&x](int) {
            x = Rng::step(x, 5, 9, 7);
            return x % 4 == 0 ? static_cast<int>(x >> 8) % 80 : -1;
        });
    }
    void gridHashIsFnv() {
        QFETCH(QByteArray, cells);
        std::array<std::int8_t, kGridCells> g{};
        std::uint64_t expected = kFnvOffset;
        for (int i = 0; i < kGridCells; ++i) {
            g[static_cast<std::size_t>(i)] = static_cast<std::int8_t>(cells[i]);
            expected ^= g[static_cast<std::size_t>(i)] < 0 ? 0xFFu : static_cast<std::uint8_t>(cells[i]);
            expected *= 1099511628211ull;
        }
        QCOMPARE(gridHash(g), expected);
        // From other starting hashes (the bench chains floors), with every low byte: each picks its own table
        // entries.
        for (std::uint64_t low = 0; low < 256; ++low) {
            const std::uint64_t start = 0x123456789ABCDE00ull | low;
            std::uint64_t h = start;
            for (std::int8_t c : g)
                h = (h ^ (c < 0 ? 0xFFu : static_cast<std::uint8_t>(c))) * 1099511628211ull;
            QCOMPARE(gridHash(g, start), h);
        }
    }

    // Each slot-draw implementation against Rng itself, state by state.
    void slotDrawsAgree() {
        const std::vector<SlotDraws> paths = drawPaths();
        if (paths.size() < 2)
            QSKIP("this processor has neither AVX2 nor AVX-512: only the scalar slot draws run here");
        Rng walk(0x1234567u, kShiftStage);
        std::vector<std::uint32_t> states{1u, 2u, 0x80000000u, 0xFFFFFFFFu, 0x55555555u, 0xAAAAAAAAu};
        for (int i = 0; i < 200000; ++i)
            states.push_back(walk.next());
        // States whose draw for position p is a chosen value: multiples of its weight at both ends of the
        // range and their neighbours (the edges of the vector path's divisibility test).
        auto unstep = [](std::uint32_t y) { // the inverse of Rng::step(s, 5, 9, 7)
            auto undo = [](std::uint32_t v, bool right, unsigned k) {
                std::uint32_t x = v;
                for (int i = 0; i < 32; ++i)
                    x = v ^ (right ? x >> k : x << k);
                return x;
            };
            return undo(undo(undo(y, true, 7), false, 9), true, 5);
        };
        for (int p = 0; p < 13; ++p) {
            const std::uint32_t w = geo::kPosWeight[p];
            const std::uint32_t top = 0xFFFFFFFFu / w * w;
            for (std::uint32_t value :
                 {w - 1, w, w + 1, 2 * w, top - w, top - 1, top, top + 1, 0xFFFFFFFFu}) {
                std::uint32_t state = value;
                for (int back = 0; back <= p; ++back)
                    state = unstep(state);
                std::uint32_t forward = state;
                for (int step = 0; step <= p; ++step)
                    forward = Rng::step(forward, 5, 9, 7);
                QCOMPARE(forward, value);
                states.push_back(state);
            }
        }
        int selected = 0;
        for (std::uint32_t state : states) {
            Rng r(1, kShiftStage);
            r.setState(state);
            std::uint32_t expected = 0;
            for (int p = 0; p < 13; ++p)
                expected |= static_cast<std::uint32_t>(r.next() % geo::kPosWeight[p] == 0) << p;
            for (SlotDraws path : paths) {
                std::uint32_t after = 0;
                const std::uint32_t selectedHere = detail::slotDraws(state, after, path);
                if (selectedHere != expected || after != r.state())
                    QFAIL(qPrintable(
                        QStringLiteral("%1 from state %2: positions %3 (expected %4), state after %5 "
                                       "(expected %6)")
                            .arg(QLatin1String(drawPathName(path)))
                            .arg(state)
                            .arg(selectedHere)
                            .arg(expected)
                            .arg(after)
                            .arg(r.state())));
            }
            selected += std::popcount(expected);
        }
        // 13 positions, weights 24..72: about 0.33 selected per state; the tests had multiples to find.
        QVERIFY(selected > 50000);
    }

    // Everything a floor says, not only its grid: room types, variants, doors, boss subtypes, sins, flags,
    // provenance, award seeds, red rooms, both dead-end lists, attempts and curses. Pinned when the
    // generator was made faster (the values before and after were compared over 600 settings x 3000 seeds):
    // any optimisation that changes one field of one floor shows up here.
    void wholeFloorPins_data() {
        QTest::addColumn<Settings>("settings");
        QTest::addColumn<QString>("hash");
        const auto make = settingsFor;
        const std::uint32_t crowns = itemBit(Item::FragmentedCard) | itemBit(Item::SilverDollar) |
                                     itemBit(Item::BloodyCrown) | itemBit(Item::GoldenHorseshoe);
        Settings rich = make(2, 1, RuleSet::Repentance, false, itemBit(Item::MomsBox), std::nullopt);
        rich.state.keys = 3;
        rich.state.coins = 9;
        rich.state.hearts = 1;
        rich.state.devilRoomVisited = true;
        rich.state.bookPickedUp = true;
        QTest::newRow("stage 1") << make(1, 0, RuleSet::Repentance, false, 0, std::nullopt)
                                 << "e28d662ff0bfb274";
        QTest::newRow("stage 2 alt, rich player") << rich << "fca794ce5bfc336c";
        QTest::newRow("stage 3 ab+ labyrinth")
            << make(3, 0, RuleSet::AfterbirthPlus, false, 0, kCurseLabyrinth) << "82714ce382e4d020";
        QTest::newRow("stage 9 ab+ blue womb")
            << make(9, 0, RuleSet::AfterbirthPlus, false, 0, std::nullopt) << "c1f2479531aa5da8";
        QTest::newRow("stage 12 ab+ void, hard")
            << make(12, 0, RuleSet::AfterbirthPlus, true, 0, std::nullopt) << "584dc76e25af5c18";
        QTest::newRow("stage 4 luna voodoo")
            << make(4, 2, RuleSet::Repentance, false, itemBit(Item::Luna) | itemBit(Item::VoodooHead),
                    std::nullopt)
            << "fe9cea78b2b0a5fa";
        QTest::newRow("stage 6 hard")
            << make(6, 0, RuleSet::Repentance, true, 0, std::nullopt) << "5e64b28cf8344cbd";
        QTest::newRow("stage 7 crowns")
            << make(7, 1, RuleSet::Repentance, false, crowns, std::nullopt) << "c0aa39c25a44c4c5";
        QTest::newRow("stage 8 ab+ hard")
            << make(8, 0, RuleSet::AfterbirthPlus, true, 0, std::nullopt) << "f53aad3d207e4cc5";
        QTest::newRow("stage 10 holy crown")
            << make(10, 1, RuleSet::Repentance, false, itemBit(Item::HolyCrown), std::nullopt)
            << "486934e4a4a0d0a5";
        QTest::newRow("stage 11 labyrinth")
            << make(11, 0, RuleSet::Repentance, false, 0, kCurseLabyrinth) << "9b758cf08acf7509";
        QTest::newRow("stage 12 void")
            << make(12, 0, RuleSet::Repentance, true, 0, std::nullopt) << "db9298c126738422";
    }
    void wholeFloorPins() {
        QFETCH(Settings, settings);
        QFETCH(QString, hash);
        for (SlotDraws drawPath : drawPaths()) {
            const DrawPath path(drawPath);
            QVERIFY2(wholeFloorHash(settings) == hash, drawPathName(drawPath));
        }
    }
    static QString wholeFloorHash(Settings settings) {
        auto mix = [](std::uint64_t h, std::uint64_t v) {
            h ^= v;
            h *= 1099511628211ull;
            return h ^ (h >> 29);
        };
        Floor f;
        std::uint64_t h = kFnvOffset;
        for (std::uint32_t seed = 1; seed <= 500; ++seed) {
            settings.stageSeed = seed * 0x9E3779B9u;
            if (generate(settings, f) != GenerateStatus::Ok) {
                h = mix(h, 0xBAD);
                continue;
            }
            h = gridHash(f, h);
            h = mix(h, static_cast<std::uint64_t>(f.attempts) << 16 | f.curseMask << 8 | f.curseRolled);
            for (const Room &r : f.rooms) {
                h = mix(h, static_cast<std::uint64_t>(r.number) | static_cast<std::uint64_t>(r.shape) << 8 |
                               static_cast<std::uint64_t>(static_cast<std::uint8_t>(r.anchor.x)) << 16 |
                               static_cast<std::uint64_t>(static_cast<std::uint8_t>(r.anchor.y)) << 24 |
                               static_cast<std::uint64_t>(r.type) << 32 |
                               static_cast<std::uint64_t>(r.doors) << 40 |
                               static_cast<std::uint64_t>(r.variant) << 48);
                h = mix(h, static_cast<std::uint64_t>(static_cast<std::uint16_t>(r.bossSubtype)) |
                               static_cast<std::uint64_t>(static_cast<std::uint8_t>(r.sin)) << 16 |
                               static_cast<std::uint64_t>(r.superSin) << 24 |
                               static_cast<std::uint64_t>(r.deadEnd) << 25 |
                               static_cast<std::uint64_t>(r.invisible) << 26 |
                               static_cast<std::uint64_t>(r.secondBoss) << 27 |
                               static_cast<std::uint64_t>(r.voidBoss) << 28 |
                               static_cast<std::uint64_t>(r.grave) << 29 |
                               static_cast<std::uint64_t>(r.bossChallenge) << 30 |
                               static_cast<std::uint64_t>(r.provenance) << 32 |
                               static_cast<std::uint64_t>(r.distance) << 40 |
                               static_cast<std::uint64_t>(static_cast<std::uint8_t>(r.dir)) << 48);
                h = mix(h, static_cast<std::uint64_t>(r.awardSeed) |
                               static_cast<std::uint64_t>(static_cast<std::uint8_t>(r.redRoom.x)) << 32 |
                               static_cast<std::uint64_t>(static_cast<std::uint8_t>(r.redRoom.y)) << 40 |
                               static_cast<std::uint64_t>(static_cast<std::uint8_t>(r.placedCell.x)) << 48 |
                               static_cast<std::uint64_t>(static_cast<std::uint8_t>(r.placedCell.y)) << 56);
                if (f.rep.present) // repentance's descriptor fields (absent from afterbirth-plus floors)
                    h = mix(h, static_cast<std::uint64_t>(r.assignSeed) |
                                   static_cast<std::uint64_t>(static_cast<std::uint16_t>(r.subtype)) << 32 |
                                   static_cast<std::uint64_t>(r.storedDoors) << 48 |
                                   static_cast<std::uint64_t>(r.placedBy) << 56);
                if (f.rep.present)
                    h = mix(
                        h, static_cast<std::uint64_t>(r.flags) |
                               static_cast<std::uint64_t>(static_cast<std::uint16_t>(r.descriptor)) << 16 |
                               static_cast<std::uint64_t>(static_cast<std::uint16_t>(r.doubleTrouble)) << 32 |
                               static_cast<std::uint64_t>(static_cast<std::uint8_t>(r.parentSlot)) << 48);
            }
            if (f.rep.present) {
                h = mix(h,
                        static_cast<std::uint64_t>(f.rep.targetFinal) |
                            static_cast<std::uint64_t>(f.rep.extraRooms) << 8 |
                            static_cast<std::uint64_t>(std::bit_cast<std::uint32_t>(f.rep.planetariumChance))
                                << 16 |
                            static_cast<std::uint64_t>(static_cast<std::uint8_t>(f.rep.shopLevel)) << 48);
                for (auto w : f.rep.blockedCells)
                    h = mix(h, w);
                for (const auto &d : f.rep.redRoomDoors)
                    h = mix(h, static_cast<std::uint64_t>(d.room) | d.slot << 8 | d.cell.index() << 16);
            }
            for (auto d : f.deadEnds)
                h = mix(h, d);
            for (auto d : f.deadEndsAfter)
                h = mix(h, 0x100u + d);
        }
        return QStringLiteral("%1").arg(h, 16, 16, QLatin1Char('0'));
    }

    void sameSettingsSameFloor() {
        Settings s;
        s.runSeed = 0xDEADBEEFu;
        for (int stage = 1; stage <= 12; ++stage) {
            if (stage == 9)
                continue; // the Blue Womb: not generated by the repentance rule set
            s.stage = stage;
            const GenerateResult a = generateFloor(s);
            const GenerateResult b = generateFloor(s);
            QVERIFY(a.ok());
            QCOMPARE(a.floor.grid, b.floor.grid);
            QVERIFY(a.floor.rooms == b.floor.rooms);
            QCOMPARE(a.floor.stageSeed, stageSeedOf(0xDEADBEEFu, stage));
        }
    }

    // Detail::SpecialRooms (statistics, search) gives the floor of Detail::Full but for the normal rooms'
    // descriptors and the award seeds, which it leaves at 0.
    void specialRoomsDetail_data() {
        QTest::addColumn<Settings>("settings");
        for (int stage = 1; stage <= 12; ++stage) {
            if (stage != 9)
                QTest::addRow("repentance stage %d", stage)
                    << settingsFor(stage, 0, RuleSet::Repentance, false, 0, std::nullopt);
            QTest::addRow("afterbirth+ stage %d hard", stage)
                << settingsFor(stage, 0, RuleSet::AfterbirthPlus, true, 0, std::nullopt);
        }
        QTest::newRow("labyrinth, every item")
            << settingsFor(5, 0, RuleSet::Repentance, false, (1u << kItemCount) - 1, kCurseLabyrinth);
    }
    void specialRoomsDetail() {
        QFETCH(Settings, settings);
        Floor full, brief;
        int normalRooms = 0;
        for (std::uint32_t seed = 1; seed <= 1500; ++seed) {
            settings.stageSeed = seed * 2654435761u;
            const GenerateStatus a = generate(settings, full);
            QCOMPARE(generate(settings, brief, Detail::SpecialRooms), a);
            if (a != GenerateStatus::Ok)
                continue;
            QCOMPARE(brief.grid, full.grid);
            QCOMPARE(brief.attempts, full.attempts);
            QCOMPARE(brief.curseMask, full.curseMask);
            QVERIFY(brief.deadEnds == full.deadEnds);
            QVERIFY(brief.deadEndsAfter == full.deadEndsAfter);
            QCOMPARE(brief.rooms.size(), full.rooms.size());
            if (settings.ruleSet == RuleSet::Repentance) {
                // repentance: the normal rooms (steps 16, 17) get no descriptor, and steps 19 and 20 (the
                // surprise mini-boss flag 0x10, the off-grid rooms) are left out.
                for (std::size_t i = 0; i < full.rooms.size(); ++i) {
                    Room expected = full.rooms[i];
                    Room got = brief.rooms[i];
                    expected.flags = static_cast<std::uint16_t>(expected.flags & ~0x10u);
                    const bool normal = expected.placedBy == static_cast<std::uint8_t>(Step::NormalRooms) ||
                                        expected.placedBy == static_cast<std::uint8_t>(Step::Start);
                    if (normal) {
                        expected.descriptor = -1;
                        expected.assignSeed = expected.awardSeed = 0;
                        expected.doors = 0;
                        expected.variant = 0;
                        expected.subtype = 0;
                        expected.flags = 0;
                        got.storedDoors = expected.storedDoors; // the mask at the end, not at the pick
                        ++normalRooms;
                    } else if (expected.placedBy == static_cast<std::uint8_t>(Step::ExtraRooms) &&
                               got.descriptor < 0) {
                        // A normal room that step 18 gave a subtype-1 layout: its step-16 descriptor is
                        // missing.
                        expected.descriptor = -1;
                        expected.assignSeed = expected.awardSeed = 0;
                        got.storedDoors = expected.storedDoors;
                    }
                    QVERIFY2(got == expected, qPrintable(QStringLiteral("seed %1 room %2").arg(seed).arg(i)));
                }
                QCOMPARE(brief.rep.offGrid.size(), std::size_t{0});
                continue;
            }
            for (std::size_t i = 0; i < full.rooms.size(); ++i) {
                Room expected = full.rooms[i];
                expected.awardSeed = 0;
                const bool normal =
                    expected.type == RoomType::Default && expected.number != 0 && !expected.grave;
                if (normal) {
                    expected.doors = 0;
                    expected.variant = 0;
                    ++normalRooms;
                }
                QVERIFY2(brief.rooms[i] == expected,
                         qPrintable(QStringLiteral("seed %1 room %2").arg(seed).arg(i)));
                QCOMPARE(brief.rooms[i].awardSeed, 0u);
            }
        }
        QVERIFY(normalRooms > 1000); // the normal rooms were there to differ
    }

    // A room filter gives up exactly the floors without the required types, with a forbidden one, without a
    // boss room of the subtypes asked for or with a room count out of range, and leaves every other floor as
    // without it.
    void roomFilter_data() {
        QTest::addColumn<Settings>("settings");
        QTest::addColumn<quint32>("required");
        QTest::addColumn<quint32>("forbidden");
        QTest::addColumn<QList<int>>("bosses"); // empty: any
        QTest::addColumn<int>("minRooms");
        QTest::addColumn<int>("maxRooms");
        QTest::addColumn<QString>("expect"); // which floors pass: "both" kinds, "none" or "all"
        const auto rep = [](int stage, std::uint32_t items = 0) {
            return settingsFor(stage, 0, RuleSet::Repentance, false, items, std::nullopt);
        };
        const QList<int> any;
        QTest::newRow("library") << rep(1) << typeBit(RoomType::Library) << 0u << any << 0 << kMaxRooms
                                 << "both";
        QTest::newRow("curse, no sacrifice")
            << rep(2) << typeBit(RoomType::Curse) << typeBit(RoomType::Sacrifice) << any << 0 << kMaxRooms
            << "both";
        QTest::newRow("no mini-boss")
            << rep(3) << 0u << typeBit(RoomType::MiniBoss) << any << 0 << kMaxRooms << "both";
        QTest::newRow("planetarium, luna") << rep(4, itemBit(Item::Luna)) << typeBit(RoomType::Planetarium)
                                           << 0u << any << 0 << kMaxRooms << "both";
        QTest::newRow("ab+ secret, no mini-boss")
            << settingsFor(5, 0, RuleSet::AfterbirthPlus, false, 0, std::nullopt) << typeBit(RoomType::Secret)
            << typeBit(RoomType::MiniBoss) << any << 0 << kMaxRooms << "both";
        QTest::newRow("no shop on the womb")
            << rep(7) << typeBit(RoomType::Shop) << 0u << any << 0 << kMaxRooms << "none";
        QTest::newRow("dark room (grave), no treasure")
            << rep(11) << typeBit(RoomType::Treasure) << 0u << any << 0 << kMaxRooms << "none";
        QTest::newRow("dark room (grave), no ultra secret")
            << rep(11) << 0u << typeBit(RoomType::UltraSecret) << any << 0 << kMaxRooms << "none";
        QTest::newRow("ab+ labyrinth, treasure, no bedroom")
            << settingsFor(3, 0, RuleSet::AfterbirthPlus, true, 0, kCurseLabyrinth)
            << typeBit(RoomType::Treasure) << (typeBit(RoomType::Isaacs) | typeBit(RoomType::Barren)) << any
            << 0 << kMaxRooms << "both";
        QTest::newRow("monstro") << rep(1) << 0u << 0u << QList<int>{1} << 0 << kMaxRooms << "both";
        QTest::newRow("monstro or gurdy, curse")
            << rep(1) << typeBit(RoomType::Curse) << 0u << QList<int>{1, 4} << 0 << kMaxRooms << "both";
        QTest::newRow("labyrinth, either boss room")
            << settingsFor(1, 0, RuleSet::Repentance, false, 0, kCurseLabyrinth) << 0u << 0u
            << QList<int>{1, 3, 4} << 0 << kMaxRooms << "both";
        QTest::newRow("mom on the depths") << rep(6) << 0u << 0u << QList<int>{6} << 0 << kMaxRooms << "all";
        QTest::newRow("no monstro on the depths")
            << rep(6) << 0u << 0u << QList<int>{1} << 0 << kMaxRooms << "none";
        QTest::newRow("14 to 20 rooms") << rep(1) << 0u << 0u << any << 14 << 20 << "both";
        QTest::newRow("at most 13 rooms, ab+")
            << settingsFor(2, 0, RuleSet::AfterbirthPlus, false, 0, std::nullopt) << 0u << 0u << any << 0
            << 13 << "both";
        QTest::newRow("at least 22 rooms, luna and fragmented card, library")
            << rep(4, itemBit(Item::Luna) | itemBit(Item::FragmentedCard)) << typeBit(RoomType::Library) << 0u
            << any << 22 << kMaxRooms << "both";
        QTest::newRow("dark room (grave), at most 23 rooms")
            << rep(11) << 0u << 0u << any << 0 << 23 << "both";
        QTest::newRow("dark room (grave), the lamb")
            << rep(11) << 0u << 0u << QList<int>{0x36} << 0 << kMaxRooms << "all";
    }
    void roomFilter() {
        QFETCH(Settings, settings);
        QFETCH(quint32, required);
        QFETCH(quint32, forbidden);
        QFETCH(QList<int>, bosses);
        QFETCH(int, minRooms);
        QFETCH(int, maxRooms);
        QFETCH(QString, expect);
        RoomFilter filter;
        filter.required = required;
        filter.forbidden = forbidden;
        filter.minRooms = minRooms;
        filter.maxRooms = maxRooms;
        for (int b : bosses)
            filter.allowBoss(b);
        Floor brief, filtered;
        int passed = 0, failed = 0;
        for (std::uint32_t seed = 1; seed <= 3000; ++seed) {
            settings.stageSeed = seed * 2246822519u;
            const GenerateStatus status = generate(settings, brief, Detail::SpecialRooms);
            const GenerateStatus withFilter = generate(settings, filtered, Detail::SpecialRooms, filter);
            if (status != GenerateStatus::Ok) {
                QCOMPARE(withFilter, status);
                continue;
            }
            // Whether the whole floor passes, from its rooms.
            std::uint32_t present = 0;
            bool boss = bosses.isEmpty();
            for (const Room &r : brief.rooms) {
                present |= 1u << static_cast<unsigned>(r.type);
                boss = boss || (r.type == RoomType::Boss && bosses.contains(r.bossSubtype));
            }
            const int rooms = static_cast<int>(brief.rooms.size());
            const bool passes = (present & required) == required && (present & forbidden) == 0 && boss &&
                                rooms >= minRooms && rooms <= maxRooms;
            QCOMPARE(filter.passes(brief), passes);
            QCOMPARE(withFilter, passes ? GenerateStatus::Ok : GenerateStatus::Filtered);
            if (!passes) {
                ++failed;
                continue;
            }
            ++passed;
            QCOMPARE(filtered.grid, brief.grid);
            QVERIFY(filtered.rooms == brief.rooms);
            QCOMPARE(filtered.attempts, brief.attempts);
            QVERIFY(filtered.deadEndsAfter == brief.deadEndsAfter);
        }
        // Both outcomes were exercised where both can happen (the rarest, a library on Basement I, is about 1
        // in 20 floors).
        const QString counts = QStringLiteral("%1 passed, %2 filtered").arg(passed).arg(failed);
        if (expect == QLatin1String("both"))
            QVERIFY2(passed > 20 && failed > 20, qPrintable(counts));
        else if (expect == QLatin1String("none"))
            QVERIFY2(passed == 0 && failed > 2900, qPrintable(counts));
        else
            QVERIFY2(passed > 2900 && failed == 0, qPrintable(counts));
    }

    // ---- trace ----
    void traceCostsNothingInResults() {
        Floor plain, traced;
        Trace trace;
        for (int stage : {1, 3, 7, 11, 12}) {
            for (std::uint32_t seed = 1; seed <= 300; ++seed) {
                Settings s;
                s.stage = stage;
                s.stageSeed = seed;
                s.items = itemBit(Item::Luna);
                QCOMPARE(generate(s, plain), GenerateStatus::Ok);
                QCOMPARE(generate(s, traced, &trace), GenerateStatus::Ok);
                QCOMPARE(plain.grid, traced.grid);
                QVERIFY(plain.rooms == traced.rooms);
                QVERIFY(!trace.events.empty());
                QCOMPARE(trace.events.back().kind, EventKind::FloorDone);
            }
        }
    }

    void replayRebuildsEveryFrame_data() {
        QTest::addColumn<Settings>("settings");
        auto make = [](int stage, std::optional<std::uint8_t> curse, std::uint32_t items, bool hard) {
            Settings s;
            s.stage = stage;
            s.forcedCurses = curse;
            s.items = items;
            s.hard = hard;
            return s;
        };
        QTest::newRow("stage 1") << make(1, std::nullopt, 0, false);
        QTest::newRow("stage 4 hard") << make(4, std::nullopt, 0, true);
        QTest::newRow("stage 3 labyrinth") << make(3, kCurseLabyrinth, 0, false);
        QTest::newRow("stage 3 all items") << make(3, std::nullopt, (1u << kItemCount) - 1, false);
        QTest::newRow("stage 11") << make(11, std::nullopt, 0, false);
        QTest::newRow("stage 12") << make(12, std::nullopt, 0, false);
    }
    void replayRebuildsEveryFrame() {
        QFETCH(Settings, settings);
        Trace trace;
        trace.recordGridHashes = true;
        Floor f;
        std::size_t frames = 0;
        for (std::uint32_t seed = 1; seed <= 150; ++seed) {
            settings.stageSeed = seed * 7919u;
            QCOMPARE(generate(settings, f, &trace), GenerateStatus::Ok);
            QCOMPARE(trace.gridHashes.size(), trace.events.size());
            Replayer replayer(trace);
            for (std::size_t k = 0; k < trace.events.size(); ++k) {
                QVERIFY(replayer.step());
                if (gridHash(replayer.state().grid) != trace.gridHashes[k])
                    QFAIL(qPrintable(
                        QStringLiteral("seed %1: frame %2 (event kind %3) differs from the live grid")
                            .arg(settings.stageSeed)
                            .arg(k + 1)
                            .arg(int(trace.events[k].kind))));
            }
            QVERIFY(!replayer.step());
            QCOMPARE(replayer.state().grid, f.grid);
            // Random access gives the same frame as stepping.
            const std::size_t mid = trace.events.size() / 2;
            QCOMPARE(gridHash(replay(trace, mid + 1).grid), trace.gridHashes[mid]);
            // Every draw belongs to exactly one event, in order.
            std::uint32_t expectedBegin = 0;
            for (const TraceEvent &e : trace.events) {
                QCOMPARE(e.drawBegin, expectedBegin);
                QVERIFY(e.drawEnd >= e.drawBegin);
                expectedBegin = e.drawEnd;
            }
            QCOMPARE(static_cast<std::size_t>(expectedBegin), trace.draws.size());
            frames += trace.events.size();
        }
        QVERIFY(frames > 1000);
    }

    // A floor without trace fits in a few KB, and generating one allocates nothing (no allocation per draw).
    void memory() {
        // 80 rooms of 48 bytes (repentance's descriptors add their subtype, flags, seed and stored doors).
        QVERIFY2(sizeof(Floor) <= 5120, qPrintable(QString::number(sizeof(Floor))));
        Floor f;
        Settings s;
        for (int stage : {1, 6, 12}) {
            s.stage = stage;
            s.stageSeed = 1;
            QCOMPARE(generate(s, f), GenerateStatus::Ok); // warm-up
            const long before = g_allocations.load();
            for (std::uint32_t seed = 1; seed <= 2000; ++seed) {
                s.stageSeed = seed;
                QCOMPARE(generate(s, f), GenerateStatus::Ok);
            }
            QCOMPARE(g_allocations.load() - before, 0L);
        }
    }

    void awardSeeds() {
        Settings s;
        s.ruleSet = RuleSet::AfterbirthPlus;
        s.stageSeed = 1234;
        const GenerateResult r = generateFloor(s);
        QVERIFY(r.ok());
        Rng award(1234, kShiftStage);
        for (const Room &room : r.floor.rooms) {
            const std::uint32_t v = award.next();
            QCOMPARE(room.awardSeed, v == 0 ? 1u : v);
            QCOMPARE(awardSeedOf(1234, room.number), room.awardSeed);
        }
        // repentance.md R10.7: the third of the four room seeds Assign draws.
        s.ruleSet = RuleSet::Repentance;
        const GenerateResult rr = generateFloor(s);
        QVERIFY(rr.ok());
        for (const Room &room : rr.floor.rooms) {
            QVERIFY(room.descriptor >= 0);
            QCOMPARE(room.awardSeed, roomSeeds(room.assignSeed)[2]);
        }
        QCOMPARE(roomSeeds(12345),
                 (std::array<std::uint32_t, 4>{1976484u, 214859903u, 4044728040u, 1959716550u}));
    }
};

QTEST_APPLESS_MAIN(TestGenerator)
#include "test_generator.moc"
