// The original-2011 rule set: the 2011 Flash game's floor generator as the article of seeds/002 describes
// it. docs/original-2011.md names its rules O1 to O10; each function below says which one it follows.

#include "floorgen/original2011.h"

#include "floorgen/rng.h"
#include "floorgen/trace.h"

#include <algorithm>
#include <deque>
#include <vector>

namespace floorgen::orig {

Grid emptyGrid() {
    Grid g;
    g.fill(-1);
    return g;
}

// O2: stages 1..8 are levels 1..8; Sheol / the Cathedral level 9, the Chest level 10 (our choice).
int levelOf(int stage) {
    return stage <= 8 ? stage : stage - 1;
}

// O2: random(2) + 5 + level * 2.6, rounded down (Flash's int() of a positive number), in integers:
// (10 random(2) + 50 + 26 level) / 10.
int roomCount(int level, int coin) {
    return (10 * coin + 50 + 26 * level) / 10;
}

// O9: 80% more rooms, rounded down, at most 45.
int labyrinthRoomCount(int rooms) {
    return std::min(kLabyrinthMaxRooms, rooms + rooms * 8 / 10);
}

int filledNeighbours(const Grid &g, int n) {
    int k = 0;
    for (const int d : kSteps) {
        const int m = n + d;
        if (onGrid(m) && g[static_cast<std::size_t>(m)] >= 0)
            ++k;
    }
    return k;
}

std::string_view verdictKey(Verdict v) {
    switch (v) {
    case Verdict::OffGrid:
        return "off-grid";
    case Verdict::Occupied:
        return "occupied";
    case Verdict::Crowded:
        return "crowded";
    case Verdict::Enough:
        return "enough";
    case Verdict::CoinNoRoom:
        return "coin";
    case Verdict::Added:
        return "added";
    }
    return {};
}

// O4: the four tests in the article's order, after the boundary (ours).
Verdict testNeighbour(const Grid &g, int n, int rooms, int target, bool coinSaysRoom) {
    if (!onGrid(n))
        return Verdict::OffGrid;
    if (g[static_cast<std::size_t>(n)] >= 0)
        return Verdict::Occupied;
    if (filledNeighbours(g, n) > 1)
        return Verdict::Crowded;
    if (rooms >= target)
        return Verdict::Enough;
    return coinSaysRoom ? Verdict::Added : Verdict::CoinNoRoom;
}

int secretMinNeighbours(int tier) {
    return tier <= 1 ? 3 : tier == 2 ? 2 : 1;
}

bool isNextTo(int a, int b) {
    const int d = a > b ? a - b : b - a;
    return d == 1 || d == 10;
}

// O7: an empty cell with at least 3 (tier 1) or 2 (tier 2) rooms next to it and no dead end next to it; tier
// 3 (and the scan after it): at least 1 room next to it and no boss room next to it, other dead ends allowed,
// unless `strict` (the double-size map's extra rooms keep every dead end a dead end).
bool secretCellOk(const Grid &g, int n, std::span<const int> deadEndCells, std::span<const int> bossCells,
                  int tier, bool strict) {
    if (!onGrid(n) || g[static_cast<std::size_t>(n)] >= 0)
        return false;
    if (filledNeighbours(g, n) < secretMinNeighbours(tier))
        return false;
    const auto near = [n](std::span<const int> cells) {
        return std::any_of(cells.begin(), cells.end(), [n](int c) { return isNextTo(n, c); });
    };
    if (near(bossCells))
        return false;
    return (tier >= 3 && !strict) || !near(deadEndCells);
}

std::string_view planCheckKey(PlanCheck c) {
    switch (c) {
    case PlanCheck::Ok:
        return "ok";
    case PlanCheck::TooFewRooms:
        return "too-few-rooms";
    case PlanCheck::BossNextToStart:
        return "boss-next-to-start";
    case PlanCheck::TooFewDeadEnds:
        return "too-few-dead-ends";
    case PlanCheck::NoSecondBossCell:
        return "no-second-boss-cell";
    }
    return {};
}

// O5: the article's two checks (the room count, the boss room not next to the start room) and ours (enough
// dead ends for the boss room, the treasure room and the shop).
PlanCheck checkPlan(int rooms, int target, std::span<const int> deadEndCells, int neededDeadEnds) {
    if (rooms < target)
        return PlanCheck::TooFewRooms;
    if (deadEndCells.empty())
        return PlanCheck::TooFewDeadEnds;
    if (isNextTo(deadEndCells.back(), kStartCell))
        return PlanCheck::BossNextToStart;
    if (static_cast<int>(deadEndCells.size()) < neededDeadEnds)
        return PlanCheck::TooFewDeadEnds;
    return PlanCheck::Ok;
}

int sacrificeOdds(bool fullHealth) {
    return fullHealth ? 3 : 7;
}

std::optional<std::string> validate(const Settings &s) {
    if (s.stage < 1 || s.stage > 11 || s.stage == 9)
        return "stage " + std::to_string(s.stage) +
               " does not exist in the original-2011 rule set (stages 1 to 8, 10: Sheol or the Cathedral, "
               "11: the Chest)";
    const bool typeOk = s.stage <= 8    ? (s.stageType == 0 || s.stageType == 1)
                        : s.stage == 10 ? (s.stageType == 0 || s.stageType == 1)
                                        : s.stageType == 1;
    if (!typeOk)
        return "stage type " + std::to_string(s.stageType) + " does not exist for stage " +
               std::to_string(s.stage) +
               " in the original-2011 rule set (stages 1 to 8 and 10: types 0 and 1; 11: type 1, the Chest)";
    if (auto why = seedProblem(s))
        return why;
    if (s.state.hearts < 0 || s.state.maxHearts < 0 || s.state.hearts > 9999 || s.state.maxHearts > 9999)
        return std::string("hearts and max hearts must be between 0 and 9999");
    return std::nullopt;
}

namespace {

// O8: the special rooms after the boss room, the secret room, the treasure room and the shop. The article
// gives the sacrifice room's chance only; the others are our assumptions, marked as approximations.
struct Chance {
    RoomType type;
    Step step;
    int odds; // 1 in odds; 0: the sacrifice room's own rule
    bool approx;
};
constexpr std::array<Chance, 5> kChances = {{
    {RoomType::Sacrifice, Step::DiceSacrifice, 0, false},
    {RoomType::MiniBoss, Step::MiniBoss, 4, true},
    {RoomType::Arcade, Step::VaultArcade, 4, true},
    {RoomType::Curse, Step::Curse, 4, true},
    {RoomType::Library, Step::Library, 5, true},
}};

class Builder {
public:
    Builder(const Settings &s, Floor &out, Trace *trace)
        : m_s(s)
        , m_out(out)
        , m_trace(trace)
        , m_rng(s.effectiveStageSeed(), kShiftStage) {
        if (trace) {
            trace->clear();
            m_rng.attach(trace, RngId::L);
        }
    }

    GenerateStatus run(std::string *error);

private:
    struct R {
        int cell = 0;
        int parent = -1;
        int dir = -1;
        RoomType type = RoomType::Default;
        Provenance prov = Provenance::ArticleRule;
        bool extra = false;
    };

    void emit(TraceEvent e) {
        if (!m_trace)
            return;
        e.attempt = static_cast<std::uint16_t>(std::min(m_attempt, 65535));
        e.drawBegin = m_drawMark;
        e.drawEnd = static_cast<std::uint32_t>(m_trace->draws.size());
        m_drawMark = e.drawEnd;
        m_trace->events.push_back(e);
        if (m_trace->recordGridHashes)
            m_trace->gridHashes.push_back(gridHash(wideGrid()));
    }
    std::array<std::int8_t, kGridCells> wideGrid() const {
        std::array<std::int8_t, kGridCells> w;
        w.fill(-1);
        for (int n = 0; n < kCells; ++n)
            if (onGrid(n) && m_g[static_cast<std::size_t>(n)] >= 0)
                w[static_cast<std::size_t>(toCell(n).index())] = m_g[static_cast<std::size_t>(n)];
        return w;
    }
    static Cell cellOf(int n) { return onGrid(n) ? toCell(n) : Cell{}; }

    int place(int n, int parent, int dir) {
        const int number = static_cast<int>(m_rooms.size());
        m_rooms.push_back({n, parent, dir});
        m_g[static_cast<std::size_t>(n)] = static_cast<std::int8_t>(number);
        return number;
    }
    bool coin() { return m_rng.randomInt(2) == 1; }

    bool grow(int target);
    PlanCheck placeSecondBoss(int boss);
    bool search(int &cellOut, int &tierOut, int &triesOut, std::span<const int> deadEnds,
                std::span<const int> bosses, bool strict);
    void assign(Step step, RoomType type, std::vector<int> &pool, bool approx);
    void finish(int target);

    const Settings &m_s;
    Floor &m_out;
    Trace *m_trace;
    Rng m_rng;
    std::uint32_t m_drawMark = 0;
    int m_attempt = 0;
    Grid m_g = emptyGrid();
    std::vector<R> m_rooms;
    std::vector<int> m_deadEnds; // room numbers, in the order they were found
    int m_requeues = 0;
    int m_secretTier = 0, m_secretTries = 0, m_extra = 0;
};

// O3, O4, O6: the queue from the start cell; dead ends as it grows; the start room queued again.
bool Builder::grow(int target) {
    m_g = emptyGrid();
    m_rooms.clear();
    m_deadEnds.clear();
    m_requeues = 0;
    std::deque<int> queue;
    place(kStartCell, -1, -1);
    queue.push_back(0);
    {
        TraceEvent e(EventKind::RoomPlaced);
        e.step = Step::Layout;
        e.room = 0;
        e.shape = Shape::S1x1;
        e.anchor = toCell(kStartCell);
        e.b = -1;
        emit(e);
    }
    for (;;) {
        if (queue.empty()) {
            // O6: past 16 rooms the start room is queued again while the floor is short of its target and
            // the start room still has a cell that passes the first three tests.
            const int rooms = static_cast<int>(m_rooms.size());
            bool open = false;
            for (const int d : kSteps) {
                const Verdict v = testNeighbour(m_g, kStartCell + d, rooms, target, true);
                open |= v == Verdict::Added;
            }
            if (target <= 16 || rooms >= target || !open || m_requeues >= kMaxStartRequeues)
                break;
            ++m_requeues;
            queue.push_back(0);
            TraceEvent e(EventKind::OrigStartRequeued);
            e.room = 0;
            e.a = m_requeues;
            emit(e);
        }
        const int r = queue.front();
        queue.pop_front();
        {
            TraceEvent e(EventKind::RoomTaken);
            e.step = Step::Layout;
            e.room = static_cast<std::int8_t>(r);
            emit(e);
        }
        bool added = false;
        const int from = m_rooms[static_cast<std::size_t>(r)].cell;
        for (std::size_t k = 0; k < kSteps.size(); ++k) {
            const int n = from + kSteps[k];
            const int rooms = static_cast<int>(m_rooms.size());
            Verdict v = testNeighbour(m_g, n, rooms, target, false);
            if (v == Verdict::CoinNoRoom && coin())
                v = Verdict::Added;
            if (v == Verdict::Added) {
                const int number = place(n, r, kStepDir[k]);
                queue.push_back(number);
                added = true;
                TraceEvent e(EventKind::RoomPlaced);
                e.step = Step::Layout;
                e.room = static_cast<std::int8_t>(number);
                e.shape = Shape::S1x1;
                e.anchor = e.cell = toCell(n);
                e.flag = true; // to the back of the queue
                e.b = kStepDir[k];
                e.a = r;
                emit(e);
                continue;
            }
            TraceEvent e(EventKind::OrigNeighbourTest);
            e.step = Step::Layout;
            e.room = static_cast<std::int8_t>(r);
            e.cell = cellOf(n);
            e.a = static_cast<int>(v);
            e.b = onGrid(n) ? filledNeighbours(m_g, n) : 0;
            e.anchor = toCell(from);
            emit(e);
        }
        if (!added && r != 0) {
            m_deadEnds.push_back(r);
            TraceEvent e(EventKind::OrigDeadEnd);
            e.step = Step::Layout;
            e.room = static_cast<std::int8_t>(r);
            e.cell = toCell(m_rooms[static_cast<std::size_t>(r)].cell);
            e.a = static_cast<int>(m_deadEnds.size());
            emit(e);
        }
    }
    return true;
}

// O9: the second boss room of the double-size map: an empty cell next to the boss room with no other room
// next to it, drawn at random among those (our choice).
PlanCheck Builder::placeSecondBoss(int boss) {
    const int at = m_rooms[static_cast<std::size_t>(boss)].cell;
    std::vector<int> cells;
    std::vector<int> dirs;
    for (std::size_t k = 0; k < kSteps.size(); ++k) {
        const int n = at + kSteps[k];
        if (onGrid(n) && m_g[static_cast<std::size_t>(n)] < 0 && filledNeighbours(m_g, n) == 1) {
            cells.push_back(n);
            dirs.push_back(kStepDir[k]);
        }
    }
    if (cells.empty())
        return PlanCheck::NoSecondBossCell;
    const auto i = static_cast<std::size_t>(m_rng.randomInt(static_cast<std::uint32_t>(cells.size())));
    const int number = place(cells[i], boss, dirs[i]);
    R &room = m_rooms[static_cast<std::size_t>(number)];
    room.type = RoomType::Boss;
    room.prov = Provenance::Approximation;
    TraceEvent e(EventKind::OrigSpecialPlaced);
    e.step = Step::XlBoss;
    e.room = static_cast<std::int8_t>(number);
    e.roomType = RoomType::Boss;
    e.cell = toCell(cells[i]);
    e.a = static_cast<int>(i);
    e.b = -1;
    e.flag = true;
    emit(e);
    return PlanCheck::Ok;
}

// O7: 300 random tries for tier 1, 300 for tier 2, 300 for tier 3, then a scan of the cells in number order
// with tier 3 (our choice, so that a secret room is found whenever one can be); none: no secret room.
bool Builder::search(int &cellOut, int &tierOut, int &triesOut, std::span<const int> deadEnds,
                     std::span<const int> bosses, bool strict) {
    int tries = 0;
    for (int tier = 1; tier <= 3; ++tier) {
        for (int t = 0; t < kSecretTriesPerTier; ++t) {
            ++tries;
            const int row = static_cast<int>(m_rng.randomInt(kRows));
            const int col = 1 + static_cast<int>(m_rng.randomInt(kGridWidth));
            const int n = row * 10 + col;
            if (secretCellOk(m_g, n, deadEnds, bosses, tier, strict)) {
                cellOut = n;
                tierOut = tier;
                triesOut = tries;
                return true;
            }
        }
    }
    triesOut = tries;
    for (int n = 0; n < kCells; ++n)
        if (secretCellOk(m_g, n, deadEnds, bosses, 3, strict)) {
            cellOut = n;
            tierOut = 4; // found by the scan
            return true;
        }
    tierOut = 0;
    return false;
}

// O8: a special room on a random dead end of the pool.
void Builder::assign(Step step, RoomType type, std::vector<int> &pool, bool approx) {
    if (pool.empty()) {
        TraceEvent e(EventKind::NoDeadEnd);
        e.step = step;
        e.roomType = type;
        emit(e);
        return;
    }
    const auto i = static_cast<std::size_t>(m_rng.randomInt(static_cast<std::uint32_t>(pool.size())));
    const int room = pool[i];
    const int size = static_cast<int>(pool.size());
    pool.erase(pool.begin() + static_cast<std::ptrdiff_t>(i));
    R &r = m_rooms[static_cast<std::size_t>(room)];
    r.type = type;
    r.prov = approx ? Provenance::Approximation : Provenance::ArticleRule;
    TraceEvent e(EventKind::OrigSpecialPlaced);
    e.step = step;
    e.room = static_cast<std::int8_t>(room);
    e.roomType = type;
    e.cell = toCell(r.cell);
    e.a = static_cast<int>(i);
    e.b = size;
    e.flag = approx;
    emit(e);
}

GenerateStatus Builder::run(std::string *error) {
    const bool labyrinth = m_s.forcedCurses && (*m_s.forcedCurses & kCurseLabyrinth);
    const int level = levelOf(m_s.stage);
    const bool fullHealth = m_s.state.hearts >= m_s.state.maxHearts;
    // O2: the room count, drawn once for the floor (our choice: not again for each plan).
    const int coinValue = static_cast<int>(m_rng.randomInt(2));
    const int base = roomCount(level, coinValue);
    const int target = labyrinth ? labyrinthRoomCount(base) : base;
    {
        TraceEvent e(EventKind::OrigRoomCount);
        e.room = static_cast<std::int8_t>(level);
        e.a = coinValue;
        e.b = base;
        e.flag = labyrinth;
        emit(e);
    }
    if (labyrinth) {
        TraceEvent e(EventKind::OrigLabyrinthCount);
        e.a = base;
        e.b = target;
        emit(e);
    }
    const int needed = 3; // the boss room, the treasure room, the shop (O5, our check)
    for (m_attempt = 1; m_attempt <= kMaxAttempts; ++m_attempt) {
        {
            TraceEvent e(EventKind::AttemptStarted);
            e.a = m_attempt;
            emit(e);
        }
        grow(base);
        std::vector<int> deadEndCells;
        for (const int r : m_deadEnds)
            deadEndCells.push_back(m_rooms[static_cast<std::size_t>(r)].cell);
        PlanCheck check = checkPlan(static_cast<int>(m_rooms.size()), base, deadEndCells, needed);
        int boss = -1;
        if (check == PlanCheck::Ok) {
            // O6: the boss room is the last dead end found.
            boss = m_deadEnds.back();
            m_rooms[static_cast<std::size_t>(boss)].type = RoomType::Boss;
            TraceEvent e(EventKind::OrigSpecialPlaced);
            e.step = Step::Boss;
            e.room = static_cast<std::int8_t>(boss);
            e.roomType = RoomType::Boss;
            e.cell = toCell(m_rooms[static_cast<std::size_t>(boss)].cell);
            e.a = static_cast<int>(m_deadEnds.size()) - 1;
            e.b = static_cast<int>(m_deadEnds.size());
            emit(e);
            if (labyrinth)
                check = placeSecondBoss(boss);
        }
        if (check != PlanCheck::Ok) {
            TraceEvent e(EventKind::OrigPlanRejected);
            e.a = static_cast<int>(check);
            e.b = check == PlanCheck::TooFewRooms ? static_cast<int>(m_rooms.size())
                                                  : static_cast<int>(m_deadEnds.size());
            e.room = static_cast<std::int8_t>(m_deadEnds.empty() ? -1 : m_deadEnds.back());
            emit(e);
            continue;
        }
        // Cells no secret room or extra room may touch: the dead ends (the second boss room is one), and
        // at every tier the boss rooms.
        std::vector<int> bosses{m_rooms[static_cast<std::size_t>(boss)].cell};
        if (labyrinth)
            bosses.push_back(m_rooms.back().cell);
        std::vector<int> avoid = deadEndCells;
        if (labyrinth)
            avoid.push_back(m_rooms.back().cell);
        // O9: the double-size map's extra rooms, placed like secret rooms.
        m_extra = 0;
        for (int k = base; labyrinth && k < target; ++k) {
            int cell = 0, tier = 0, tries = 0;
            const bool found = search(cell, tier, tries, avoid, bosses, true);
            TraceEvent s(EventKind::OrigSecretSearch);
            s.step = Step::NormalRooms;
            s.a = tries;
            s.b = found ? tier : 0;
            s.cell = found ? toCell(cell) : Cell{};
            emit(s);
            if (!found)
                break;
            int parent = -1, dir = -1;
            for (std::size_t d = 0; d < kSteps.size(); ++d) {
                const int m = cell - kSteps[d];
                if (onGrid(m) && m_g[static_cast<std::size_t>(m)] >= 0) {
                    parent = m_g[static_cast<std::size_t>(m)];
                    dir = kStepDir[d];
                    break;
                }
            }
            const int number = place(cell, parent, dir);
            R &room = m_rooms[static_cast<std::size_t>(number)];
            room.prov = Provenance::Approximation;
            room.extra = true;
            ++m_extra;
            TraceEvent e(EventKind::OrigSpecialPlaced);
            e.step = Step::NormalRooms;
            e.room = static_cast<std::int8_t>(number);
            e.roomType = RoomType::Default;
            e.cell = toCell(cell);
            e.b = -1;
            e.flag = true;
            emit(e);
        }
        // O7: the secret room.
        {
            int cell = 0, tier = 0, tries = 0;
            const bool found = search(cell, tier, tries, avoid, bosses, false);
            m_secretTier = found ? tier : 0;
            m_secretTries = tries;
            TraceEvent s(EventKind::OrigSecretSearch);
            s.step = Step::Secret;
            s.a = tries;
            s.b = m_secretTier;
            s.cell = found ? toCell(cell) : Cell{};
            emit(s);
            if (found) {
                const int number = place(cell, -1, -1);
                R &room = m_rooms[static_cast<std::size_t>(number)];
                room.type = RoomType::Secret;
                room.prov = tier == 1 ? Provenance::ArticleRule : Provenance::Approximation;
                TraceEvent e(EventKind::OrigSpecialPlaced);
                e.step = Step::Secret;
                e.room = static_cast<std::int8_t>(number);
                e.roomType = RoomType::Secret;
                e.cell = toCell(cell);
                e.b = -1;
                e.flag = tier != 1;
                emit(e);
            }
        }
        // O8: treasure room and shop (twice each on the double-size map), then the rolled rooms, on random
        // dead ends: every dead end but the boss room's, or the 6 last found on the double-size map.
        std::vector<int> pool(m_deadEnds.begin(), m_deadEnds.end() - 1);
        if (labyrinth && pool.size() > 5)
            pool.erase(pool.begin(), pool.end() - 5); // the 6 last dead ends, less the boss room
        const int copies = labyrinth ? 2 : 1;         // the second ones only where dead ends are left
        for (int c = 0; c < copies; ++c) {
            assign(Step::Treasure, RoomType::Treasure, pool, c > 0);
            assign(Step::Shop, RoomType::Shop, pool, c > 0);
        }
        for (const Chance &ch : kChances) {
            const int odds = ch.odds ? ch.odds : sacrificeOdds(fullHealth);
            const int drawn = static_cast<int>(m_rng.randomInt(static_cast<std::uint32_t>(odds)));
            TraceEvent e(EventKind::OrigRoll);
            e.step = ch.step;
            e.roomType = ch.type;
            e.a = drawn;
            e.b = odds;
            e.flag = drawn == 0;
            emit(e);
            if (drawn == 0)
                assign(ch.step, ch.type, pool, ch.approx);
        }
        finish(target);
        m_out.orig.level = level;
        m_out.orig.coin = coinValue;
        m_out.orig.baseRooms = base;
        m_out.orig.labyrinth = labyrinth;
        m_out.orig.fullHealth = fullHealth;
        TraceEvent e(EventKind::FloorDone);
        e.a = m_attempt;
        emit(e);
        return GenerateStatus::Ok;
    }
    TraceEvent e(EventKind::GenerationFailed);
    e.step = Step::Layout;
    e.a = kMaxAttempts;
    emit(e);
    if (error)
        *error = "no floor after " + std::to_string(kMaxAttempts) + " plans (stage seed " +
                 std::to_string(m_s.effectiveStageSeed()) + ", stage " + std::to_string(m_s.stage) + ")";
    return GenerateStatus::NoFloor;
}

void Builder::finish(int target) {
    Floor &f = m_out;
    f = Floor{};
    f.settings = m_s;
    f.stageSeed = m_s.effectiveStageSeed();
    f.curseMask = m_s.forcedCurses.value_or(0);
    f.xl = m_s.forcedCurses && (*m_s.forcedCurses & kCurseLabyrinth);
    f.target = target;
    f.minDeadEnds = f.xl ? 5 : 3;
    f.attempts = m_attempt;
    f.stageId = m_s.stage;
    f.grid.fill(-1);
    // Distances: breadth first from the start room over every room (the secret room's is one more than its
    // nearest neighbour's).
    std::vector<int> dist(m_rooms.size(), -1);
    std::deque<int> q{0};
    dist[0] = 0;
    while (!q.empty()) {
        const int r = q.front();
        q.pop_front();
        for (const int d : kSteps) {
            const int n = m_rooms[static_cast<std::size_t>(r)].cell + d;
            if (!onGrid(n) || m_g[static_cast<std::size_t>(n)] < 0)
                continue;
            const int o = m_g[static_cast<std::size_t>(n)];
            if (dist[static_cast<std::size_t>(o)] < 0) {
                dist[static_cast<std::size_t>(o)] = dist[static_cast<std::size_t>(r)] + 1;
                q.push_back(o);
            }
        }
    }
    for (std::size_t i = 0; i < m_rooms.size(); ++i) {
        const R &src = m_rooms[i];
        Room r;
        r.number = static_cast<std::uint8_t>(i);
        r.shape = Shape::S1x1;
        r.anchor = toCell(src.cell);
        r.placedCell = (i == 0 || src.type == RoomType::Secret) ? Cell{} : r.anchor;
        r.dir = static_cast<std::int8_t>(src.dir);
        r.distance = static_cast<std::uint8_t>(std::max(0, dist[i]));
        r.type = src.type;
        r.provenance = src.prov;
        r.invisible = src.type == RoomType::Secret;
        r.deadEnd = std::find(m_deadEnds.begin(), m_deadEnds.end(), static_cast<int>(i)) != m_deadEnds.end();
        f.rooms.push_back(r);
        f.grid[static_cast<std::size_t>(r.anchor.index())] = static_cast<std::int8_t>(i);
    }
    // The dead-end list, last found first: rank 1 is the boss room's.
    for (auto it = m_deadEnds.rbegin(); it != m_deadEnds.rend(); ++it) {
        f.deadEnds.push_back(static_cast<std::uint8_t>(*it));
        if (f.rooms[static_cast<std::size_t>(*it)].type == RoomType::Default)
            f.deadEndsAfter.push_back(static_cast<std::uint8_t>(*it));
    }
    f.orig.present = true;
    f.orig.secretTier = m_secretTier;
    f.orig.secretTries = m_secretTries;
    f.orig.startRequeues = m_requeues;
    f.orig.extraRooms = m_extra;
}

} // namespace

GenerateStatus generate(const Settings &settings, Floor &out, Trace *trace, std::string *error) {
    if (auto problem = validate(settings)) {
        if (error)
            *error = *problem;
        return GenerateStatus::InvalidSettings;
    }
    return Builder(settings, out, trace).run(error);
}

} // namespace floorgen::orig
