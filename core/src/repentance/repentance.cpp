// The `repentance` rule set: the Repentance+ v1.9.7.17 engine of repentance.md, draw for draw. Section
// numbers R1..R20 refer to that file; plain numbers (6.4, 7.11) to generation.md. Where each part lives:
// - R2, R4 to R7 (seeds, level start, curse roll, parameters, attempt loop): RepGenerator::run, here;
// - R8 (the layout, shared with afterbirth-plus): layout_engine.h, as Generator<kTraced, true>;
// - R9 (boss pools): bosspools.h and .cpp; R9.7 (the run context, the route's floors first):
//   generateRepentance, here;
// - R10.1 to R10.8 (picks, end rooms, Assign, stored door masks): RepGenerator's helpers, here;
// - R10.6's GetNewBossRoom and R11 (placement steps 1 to 12): repentance_special.h;
// - R12 (secret and ultra-secret rooms): repentance_hidden.h, ultrasecret.h; the grave: placement(), here;
// - R13 to R15 (normal rooms, extra rooms, steps 19 and 20): repentance_rooms.h;
// - R16 and R17 (planetarium chance, shop level): repchances.h and .cpp; R2, R3 (stage seeds and types, floor
//   names, routes): repstages.h and .cpp.
//
// With the built-in catalog (R19.2) every pick succeeds at once: special layouts are 1x1 with doors 0x0F,
// normal and extra rooms take the shape asked for with every door it has.

#include "repentance/repentance.h"

#include "engine/layout_engine.h"
#include "floorgen/bosspools.h"
#include "floorgen/repchances.h"
#include "floorgen/repstages.h"
#include "floorgen/ultrasearch.h"
#include "repentance/ultrasecret.h"

#include <algorithm>
#include <string>

namespace floorgen {
namespace {

using rep::isAlt;
using rep::stepValue;

// State flags of R18.3 (bit numbers of the 64-bit set).
enum StateFlag : int {
    kFlagDevilRoomVisited = 6,
    kFlagBookPickedUp = 8,
    kFlagSinBase = 9, // 9..14: Wrath, Gluttony, Lust, Sloth, Envy, Pride spawned
    kFlagGreed = 15,
    kFlagSuperGreed = 16,
    kFlagDonationBlown = 30,
    kFlagShopkeeperKilled = 31,
    kFlagUltraPride = 32,
    kFlagBackwardsPath = 47,
};
constexpr std::uint64_t flagBit(int f) {
    return std::uint64_t{1} << f;
}

// 10d: the sins in table order, with their subtypes.
struct SinRow {
    Sin sin;
    std::int16_t normal, super;
};
constexpr SinRow kSinRows[6] = {{Sin::Wrath, 2, 9}, {Sin::Gluttony, 3, 10}, {Sin::Lust, 1, 8},
                                {Sin::Sloth, 0, 7}, {Sin::Envy, 5, 12},     {Sin::Pride, 6, 13}};

constexpr int kUltraPrideSubtype = 14;
constexpr int kStageIdCorpse = 33;
constexpr int kVoidStageId = 26; // R3.5

// Mult(t) of R11's notation: +1 for a held copy, +2 for a golden one; then +1 with Mom's Box when above 0.
// (The app holds at most one copy of each kind.)
int mult(const Settings &s, Item i) {
    const int n = (s.has(i) ? 1 : 0) + ((s.golden & itemBit(i)) != 0 ? 2 : 0);
    return n > 0 && s.has(Item::MomsBox) ? n + 1 : n;
}
bool hasTrinket(const Settings &s, Item i) {
    return s.holdsAny(i); // mult(s, i) > 0
}

template <bool kTraced> class RepGenerator : public Generator<kTraced, true> {
    using Base = Generator<kTraced, true>;
    using Base::addRoom;
    using Base::attachTrace;
    using Base::candidates;
    using Base::create;
    using Base::detectDeadEnds;
    using Base::emit;
    using Base::fits;
    using Base::m_assigned;
    using Base::m_brief;
    using Base::m_C;
    using Base::m_cands;
    using Base::m_catalog;
    using Base::m_deadEnds;
    using Base::m_descH;
    using Base::m_descW;
    using Base::m_enabled;
    using Base::m_f;
    using Base::m_grid;
    using Base::m_L;
    using Base::m_lastDraw;
    using Base::m_parent;
    using Base::m_posEnabled;
    using Base::m_present;
    using Base::m_reserve65;
    using Base::m_s;
    using Base::m_S;
    using Base::m_stage;
    using Base::m_stage11;
    using Base::m_trace;
    using Base::m_variant;
    using Base::m_void;
    using Base::m_xl;
    using Base::neighbourCount;
    using Base::occupant;
    using Base::popDeadEnd;
    using Base::reAdd;
    using Base::resize;
    using Base::secretCell;
    using Base::syncGrid;
    using Base::traceRoll;
    using Base::traceRoom;
    using Base::tracing;
    using typename Base::GenRng;
    using typename Base::StageRng;

public:
    RepGenerator(const Settings &s, Floor &f, Trace *trace, const RoomCatalog &catalog,
                 const RoomFilter &filter, RepRunState &run, Detail detail)
        : Base(s, f, trace, catalog, detail, filter)
        , m_run(run) {
        Base::m_warm = &m_warmUp;
    }

    GenerateStatus run(std::string *error);

private:
    // ---- inputs ----
    bool unlocked(int a) const {
        // R5.2: achievements 4 and 33 follow the curse tier.
        if (a == 4)
            return m_s.curseTier != CurseTier::None;
        if (a == 33)
            return m_s.curseTier == CurseTier::Eit || m_s.curseTier == CurseTier::All;
        return m_s.achievements.unlocked(a);
    }
    bool flag(int f) const { return (m_run.flags & flagBit(f)) != 0; }
    // A read of run state that earlier floors of a run may have changed, changing the draws or the grid
    // (RepRunState::RouteReads): the first one is kept.
    void routeRead(bool early) {
        if (m_run.watch && m_run.reads.attempt == 0) {
            m_run.reads.attempt = Base::m_attempt;
            m_run.reads.early = early;
        }
    }
    void setFlag(int f, bool on = true) {
        m_run.flags = on ? (m_run.flags | flagBit(f)) : (m_run.flags & ~flagBit(f));
    }
    int stagePrime() const { return m_stage + (m_alt ? 1 : 0); }
    bool fullHealth() const {
        const auto &p = m_s.state;
        return p.hearts + p.soulHearts >= p.maxHearts || lostLike();
    }
    bool lostLike() const { return character() == 39; } // the lost-curse effect is not an input
    int character() const {
        if (m_s.state.character >= 0)
            return m_s.state.character;
        switch (m_s.state.player) {
        case PlayerType::Isaac:
            return 0;
        case PlayerType::TheLost:
            return 10;
        case PlayerType::BlueBaby:
            return 4;
        case PlayerType::TheSoul:
            return 17;
        case PlayerType::Other:
            break;
        }
        return 0;
    }
    int healthType() const {
        switch (character()) {
        case 4:
        case 12:
        case 17:
        case 24:
        case 25:
        case 35:
        case 36:
            return 1;
        case 10:
        case 31:
        case 40:
            return 2;
        case 14:
        case 33:
            return 3;
        case 16:
            return 4;
        default:
            return 0;
        }
    }
    bool lowHealth() const {
        const auto &p = m_s.state;
        const int ht = healthType();
        const int effMax = (ht == 1 || ht == 2) ? p.maxHearts : p.maxHearts + 2 * p.boneHearts;
        return (p.hearts < 2 && p.soulHearts <= 0) || (effMax <= 0 && p.soulHearts <= 2);
    }
    bool cainBirthright() const { return character() == 2 && m_s.has(Item::Birthright); }

    // ---- picks (R10.1 - R10.4; the built-in catalog of R19.2) ----
    struct Picked {
        RoomDescriptor d;
        bool found = false;
    };
    // RoomPickR (R10.1) with the value drawn by the caller.
    Picked pick(std::uint32_t value, RoomType type, int subtype = -1, Shape shape = Shape::Null,
                std::uint8_t required = 0, int dmin = 1, int dmax = 10, int vmin = 0, int vmax = 0xFFFF,
                int file = 0, bool decay = true) {
        Picked p;
        if (m_builtinCatalog) {
            // R19.2: every query succeeds; a shape asked for comes with a door on every slot it has, every
            // other layout is a 1x1 with doors 0x0F. (BuiltinCatalog::pick, without the call and the
            // request.)
            p.found = true;
            p.d.type = type;
            p.d.shape = shape == Shape::Null ? Shape::S1x1 : shape;
            p.d.doors = shape == Shape::Null ? std::uint8_t{0x0F} : geometry::geometryOf(shape).slotMask;
            p.d.variant = static_cast<std::uint16_t>(vmin > 0 ? vmin : 0);
            p.d.subtype = static_cast<std::int16_t>(subtype < 0 ? 0 : subtype);
            (void)required, (void)dmin, (void)dmax, (void)vmax, (void)file, (void)value, (void)decay;
            return p;
        }
        PickRequest rq;
        // R10.1 step 1: on the Void every file but 0 and 35 is the Void's files (the catalog's 26), with
        // difficulties up to 20.
        if (m_void && file != 0 && file != 35) {
            file = kVoidStageId;
            dmax = 20;
        }
        // R10.5: the floor's file, file 0 and (Mineshaft floors) file 29 start the floor at their weights;
        // any other file has the weights the run's earlier floors left.
        if (file != m_sid && file != 0 && !(m_mineshaft && file == 29))
            routeRead(true);
        rq.stageId = file;
        rq.type = type;
        rq.shape = shape;
        rq.variantMin = vmin;
        rq.variantMax = vmax;
        rq.difficultyMin = dmin;
        rq.difficultyMax = dmax;
        rq.requiredDoors = required;
        rq.subtype = subtype;
        rq.adjustWeight = decay;
        rq.repentance = true;
        rq.voidReversed = m_s.ruleVariant == RuleVariant::Repentogon; // R23.3
        p.found = m_catalog.pick(rq, value, p.d);
        return p;
    }
    // R10.2 PickFallback: the floor's own file first, then `fallback` with the same value and filters.
    Picked pickFallback(int fallback, std::uint32_t value, RoomType type, int subtype = -1,
                        Shape shape = Shape::Null, std::uint8_t required = 0, int dmin = 1, int dmax = 10) {
        Picked p = pick(value, type, subtype, shape, required, dmin, dmax, 0, 0xFFFF, m_sid);
        return p.found ? p : pick(value, type, subtype, shape, required, dmin, dmax, 0, 0xFFFF, fallback);
    }
    // R10.3 GetRoom: no RNG, no weight change.
    Picked getRoom(int file, RoomType type, int variant) {
        Picked p;
        p.found = m_catalog.getRoom(file, type, variant, p.d);
        return p;
    }
    // R19.1's misses that the engine does not handle (the game's files always hold those rooms): the floor
    // stops with this message (exit status 2), whatever the attempt. The caller returns the false it gives;
    // run() then reads m_dataError, not the failing step.
    bool missing(Step step, RoomType type, int subtype, int file, int variant = -1) {
        const auto orAny = [](int v) { return v >= 0 ? std::to_string(v) : std::string("any"); };
        m_dataError = "the room files lack a room the " + std::string(stepName(step)) + " step needs (type " +
                      std::to_string(static_cast<int>(type)) + ", subtype " + orAny(subtype) + ", variant " +
                      orAny(variant) + ", in file " + std::to_string(file) +
                      "); the game's own files always have one";
        return false;
    }
    // R10.4: one S draw by the caller (`seed`), one draw of R = Loc(seed, 39) per try.
    Picked bossRoomPick(int bossId, std::uint32_t seed) {
        GenRng r(seed, 39);
        attachTrace(r, RngId::Local);
        if (m_builtinCatalog) // R19.2: the first try is kept (its variant is outside 3700..3849, no lock)
            return pick(r.next(), RoomType::Boss, bossId >= 0 ? bossId : -1, Shape::Null, 0, 1, 10,
                        bossId >= 0 ? 0 : -bossId);
        if (bossId == 89 && flag(kFlagBackwardsPath)) {
            // The Mausoleum's Mom after Dad's Note: one try, the floor's file, then file 31.
            const std::uint32_t v = r.next();
            const Picked p = pick(v, RoomType::Boss, 89, Shape::Null, 0, 1, 10, 0, 0xFFFF, m_sid);
            return p.found ? p : pick(v, RoomType::Boss, 89, Shape::Null, 0, 1, 10, 0, 0xFFFF, 31);
        }
        Picked p;
        for (int t = 1; t <= 51; ++t) {
            const std::uint32_t v = r.next();
            if (bossId >= 0) {
                p = pick(v, RoomType::Boss, bossId, Shape::Null, 0, 1, 10);
                if (!p.found || t == 51 || p.d.variant < 3700 || p.d.variant > 3849)
                    return p;
            } else {
                p = pick(v, RoomType::Boss, -1, Shape::Null, 0, 1, 10, -bossId, -bossId + 49);
                if (!p.found || t == 51 || !bossLocked(p.d.subtype))
                    return p;
            }
        }
        return p;
    }
    // R10.4's locked bosses (a double-trouble pick tries again on them).
    bool bossLocked(int subtype) const {
        const auto needs = [&](int a) { return !unlocked(a); };
        if (subtype == 20)
            return needs(16);
        if (subtype == 21)
            return needs(17);
        if (subtype == 19)
            return needs(18);
        if (subtype == 42)
            return needs(68);
        if (subtype >= 57 && subtype <= 66)
            return needs(346);
        if (subtype >= 67 && subtype <= 72)
            return needs(347);
        return false;
    }

    // R9.4 step 2: these stages have fixed bosses and read no pool.
    bool fixedBoss() const { return fixedBossStage(m_stage); }

    // R9.4 on the run's pools, traced with its draws, branch, tries and scans (R20.2).
    int getBossId(Step step, int stage, bool devil) {
        // The floor's own pool takes the shuffle made during the layout (a no-op for another pool).
        if (stage == m_stage)
            m_run.pools.prepareFrom(m_sid, m_warmUp);
        if (!fixedBossStage(stage)) {
            m_run.reads.pools = m_run.reads.pools || m_run.watch;
            if (!m_builtinCatalog)
                routeRead(true); // the boss picks the boss room's layout, whose shape changes the grid
        }
        if constexpr (kTraced) {
            if (tracing()) {
                BossTrace bt;
                const int id = m_run.pools.getBossId(stage, m_variant, m_s.achievements, devil, &bt);
                if (bt.drew)
                    for (const std::uint32_t v : bt.draws)
                        m_trace->draws.push_back({RngId::P, v});
                for (const BossTry &t : bt.tries)
                    m_trace->draws.push_back({RngId::P, t.draw});
                TraceEvent e{EventKind::BossIdDrawn};
                e.step = step;
                e.a = static_cast<std::int32_t>(m_trace->bossCalls.size());
                e.b = id;
                m_trace->bossCalls.push_back(bt);
                emit(e);
                return id;
            }
        }
        return m_run.pools.getBossId(stage, m_variant, m_s.achievements, devil, nullptr);
    }

    // ---- stored door masks (R10.8) ----
    // DoorBits (6.2) and the rooms behind those slots: the padded grid's border reads as empty.
    void computeMask(int i) {
        const Room &r = m_f.rooms[static_cast<std::size_t>(i)];
        const unsigned mask = Base::occupiedSlots(r.shape, r.anchor);
        const std::int8_t *base = &m_grid[static_cast<std::size_t>(padIndex(r.anchor.x, r.anchor.y))];
        const auto &offsets = kSlotPad[static_cast<std::size_t>(r.shape)];
        std::uint64_t low = 0, high = 0; // rooms 0..63 and 64..79, in registers
        for (unsigned m = mask; m != 0; m &= m - 1) {
            const auto o =
                static_cast<unsigned>(base[offsets[static_cast<std::size_t>(std::countr_zero(m))]]);
            const std::uint64_t bit = std::uint64_t{1} << (o & 63);
            low |= o < 64 ? bit : 0;
            high |= o < 64 ? 0 : bit;
        }
        m_mask[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(mask);
        m_nbrs[static_cast<std::size_t>(i)] = {low, high};
    }
    void computeAllMasks() {
        for (std::size_t i = 0; i < m_f.rooms.size(); ++i)
            computeMask(static_cast<int>(i));
    }
    // Event 2: after a successful Resize, the room and the rooms of its neighbour set as last computed.
    void masksAfterResize(int i) {
        const auto before = m_nbrs[static_cast<std::size_t>(i)];
        computeMask(i);
        for (std::size_t w = 0; w < 2; ++w)
            for (std::uint64_t b = before[w]; b != 0; b &= b - 1)
                computeMask(static_cast<int>(64 * w + static_cast<std::size_t>(std::countr_zero(b))));
    }

    // ---- end rooms (R10.6) ----
    // R10.8 event 2 after PopEnd's Resize. A Resize that moved nothing leaves the grid as it was, and off XL
    // floors every stored mask is DoorBits of the grid as it is (only the XL neighbour, event 3, can leave a
    // mask stale), so the recomputation would write what is there: it is skipped.
    void masksAfterPop(const Room &r, bool moved) {
        if (moved || m_xl)
            masksAfterResize(r.number);
    }
    Room *popEnd(Step step, const RoomDescriptor &d) {
        bool moved = false;
        Room *r = popDeadEnd(step, d.shape, d.doors, false, &moved);
        if (r)
            masksAfterPop(*r, moved);
        return r;
    }
    Room *getNewBossRoom(Step step, const RoomDescriptor &d, bool force);
    bool blocked(int x, int y) const { return m_blocked.has(x, y); }
    void block(int x, int y) {
        if (inBounds(x, y))
            m_blocked.set(x, y);
    }
    void blockRoomArea(const Room &r) {
        const auto &g = geometry::geometryOf(r.shape);
        for (int c = 0; c < g.cellCount; ++c) {
            const int x = r.anchor.x + g.cells[static_cast<std::size_t>(c)].dx;
            const int y = r.anchor.y + g.cells[static_cast<std::size_t>(c)].dy;
            block(x, y);
            for (const auto &u : geometry::kUnit)
                block(x + u.dx, y + u.dy);
        }
    }

    // The loose neighbour cells (R1.5: thin shapes as their ordinary counterparts) of the slots s of every
    // assigned room r for which take(r, s) holds, on the grid: blacklistU (R12.4) and blacklistE (R14.1).
    template <class Take> Board looseNeighbourCells(Take take) const {
        static constexpr auto kLoose = [] {
            std::array<Shape, kShapeCount> t{};
            for (std::size_t i = 0; i < kShapeCount; ++i)
                t[i] = static_cast<Shape>(i);
            t[static_cast<std::size_t>(Shape::IH)] = t[static_cast<std::size_t>(Shape::IV)] = Shape::S1x1;
            t[static_cast<std::size_t>(Shape::IIV)] = Shape::S1x2;
            t[static_cast<std::size_t>(Shape::IIH)] = Shape::S2x1;
            return t;
        }();
        Board cells{};
        for (const std::uint8_t n : m_assigned) {
            const Room &r = m_f.rooms[n];
            const auto &g = geometry::geometryOf(kLoose[static_cast<std::size_t>(r.shape)]);
            for (int s = 0; s < 8; ++s) {
                if (!((g.slotMask >> s) & 1u) || !take(r, s))
                    continue;
                const int x = r.anchor.x + g.slotCells[static_cast<std::size_t>(s)].dx;
                const int y = r.anchor.y + g.slotCells[static_cast<std::size_t>(s)].dy;
                if (inBounds(x, y))
                    cells.set(x, y);
            }
        }
        return cells;
    }

    // ---- Assign (R10.7) ----
    void assign(Step step, Room &r, RoomType type, const RoomDescriptor &d, std::uint32_t seed) {
        m_present |= typeBit(type);
        m_assigned.push_back(r.number);
        r.type = type;
        r.doors = d.doors; // the picked layout's door mask (the blacklists read it)
        r.subtype = d.subtype;
        r.variant = d.variant;
        r.provenance = Provenance::RepentanceEngine;
        r.placedBy = static_cast<std::uint8_t>(step);
        r.descriptor = static_cast<std::int16_t>(m_descriptors++);
        r.storedDoors = m_mask[r.number];
        m_descW[r.number] = d.width;
        m_descH[r.number] = d.height;
        const auto seeds = roomSeeds(seed);
        r.assignSeed = seed;
        r.layoutId = d.id;
        r.awardSeed = seeds[2];
        r.flags = 0;
        if (hasTrinket(m_s, Item::DevilsCrown) && type == RoomType::Treasure && d.subtype != 34)
            r.flags = static_cast<std::uint16_t>(r.flags | 0x800);
        if (m_sid == kStageIdCorpse && type == RoomType::Default && stepValue(seeds[0], 7) % 5 == 0 && !d.pit)
            r.flags = static_cast<std::uint16_t>(r.flags | 0x1000);
        traceRoom(EventKind::RoomAssigned, step, r, false, r.storedDoors); // a: the stored mask (R20.2)
    }
    void place(Step step, Room *d, RoomType type, const RoomDescriptor &desc) {
        if (d)
            assign(step, *d, type, desc, m_S.state());
    }
    void placeOrBack(Step step, Room *d, bool placeIt, RoomType type, const RoomDescriptor &desc) {
        if (placeIt)
            place(step, d, type, desc);
        else
            reAdd(step, d);
    }

    // ---- placement (R11 - R15) ----
    // The end of a placement step in the trace, with the draws of S and L it made (R20.2).
    void stepDone(Step step) {
        if constexpr (kTraced) {
            TraceEvent e{EventKind::StepDone};
            e.step = step;
            for (std::size_t i = m_stepMark; i < m_trace->draws.size(); ++i) {
                e.a += m_trace->draws[i].rng == RngId::S ? 1 : 0;
                e.b += m_trace->draws[i].rng == RngId::L ? 1 : 0;
            }
            emit(e);
            m_stepMark = m_trace->draws.size();
        }
    }
    FLOORGEN_WASM_OUTLINE bool placement(Step &failed);
    FLOORGEN_WASM_OUTLINE bool placeBosses(Step &failed);
    FLOORGEN_WASM_OUTLINE bool placeSteps5to12(Step &failed);
    FLOORGEN_WASM_OUTLINE void placeMiniBoss();
    FLOORGEN_WASM_OUTLINE bool placeSecrets();
    FLOORGEN_WASM_OUTLINE void placeUltraSecret();
    FLOORGEN_WASM_OUTLINE bool placeNormal(Step &failed);
    FLOORGEN_WASM_OUTLINE bool placeExtra(Step &failed);
    FLOORGEN_WASM_OUTLINE void placeAfterGrid();
    Room *createRandomEndRoom(const Board &blacklistE);
    void redetectDeadEnds();

    RepRunState &m_run;
    MtWarmUp m_warmUp;          // the shuffle of this floor's boss pool, made during the layout
    std::size_t m_stepMark = 0; // the trace's draws before the current placement step
    const bool m_builtinCatalog = &m_catalog == &BuiltinCatalog::instance();
    bool m_alt = false;
    bool m_mirror = false, m_mineshaft = false, m_strange = false;
    int m_sid = 0;
    int m_layoutCount = 0;
    int m_descriptors = 0;
    int m_bossCount = 0;
    Room *m_pendingBoss = nullptr;
    Room *m_lastBoss = nullptr;
    int m_shopRoom = -1, m_secretRoom = -1;
    bool m_minibossMissing = true;
    int m_extra = 0;
    std::uint32_t m_secretSeed = 0;
    std::string m_dataError; // set by missing()
    Picked m_lastCurse;
    Room *m_lastCurseRoom = nullptr;
    Board m_blocked{};
    // Stored door masks and neighbour sets (R10.8): written for every room when the layout is done and when a
    // room is added, before any read, so left uninitialised (1.4 KB a floor not cleared).
    std::array<std::uint8_t, kMaxRooms> m_mask;
    std::array<std::array<std::uint64_t, 2>, kMaxRooms> m_nbrs;
    StaticVector<std::uint8_t, kMaxRooms> m_pairs; // step 16's rooms, for step 18
};

} // namespace
} // namespace floorgen

#include "repentance/repentance_hidden.h"
#include "repentance/repentance_rooms.h"
#include "repentance/repentance_special.h"

namespace floorgen {
namespace {

template <bool kTraced> bool RepGenerator<kTraced>::placement(Step &failed) {
    if constexpr (kTraced)
        m_stepMark = m_trace->draws.size();
    m_descriptors = 0;
    m_bossCount = 0;
    m_pendingBoss = nullptr;
    m_lastBoss = nullptr;
    m_shopRoom = m_secretRoom = -1;
    m_minibossMissing = true;
    m_lastCurse = Picked{};
    m_lastCurseRoom = nullptr;
    m_f.rep.redRoomDoors.clear();
    m_f.rep.shopLevel = -1;
    if (!placeBosses(failed) || !placeSteps5to12(failed))
        return false;
    if (!placeSecrets())
        return false; // a refusal (missing())
    stepDone(Step::Secret);
    // Step 14: the Dark Room's grave
    if (m_stage == 11 && m_variant == 0) {
        const std::uint32_t v = m_S.next();
        const Picked room = unlocked(390) ? pick(v, RoomType::Default, -1, Shape::Null, 0, 1, 10, 3, 9)
                                          : getRoom(0, RoomType::Default, 3);
        if (!room.found)
            return missing(Step::Grave, RoomType::Default, -1, 0, 3);
        Room *d = popEnd(Step::Grave, room.d);
        if (!d)
            return failed = Step::Grave, false;
        assign(Step::Grave, *d, RoomType::Default, room.d, v);
        d->grave = true;
    }
    if (m_stage == 11 && m_variant == 0)
        stepDone(Step::Grave);
    placeUltraSecret();
    stepDone(Step::UltraSecret);
    if (!placeNormal(failed) || !placeExtra(failed))
        return false;
    placeAfterGrid();
    return true;
}

template <bool kTraced> GenerateStatus RepGenerator<kTraced>::run(std::string *error) {
    m_stage = m_s.stage;
    m_variant = m_s.stageType;
    m_alt = isAlt(m_variant);
    m_sid = repStageId(m_stage, m_variant);
    m_stage11 = m_stage == 11;
    m_void = m_stage == 12;
    const std::uint32_t stageSeed =
        m_s.runSeed ? rep::repStageSeed(*m_s.runSeed, m_stage, m_variant) : m_s.stageSeed;
    m_f.rep.present = true;
    m_f.rep.stageSeedSlot = rep::stageSeedSlot(m_stage, m_variant);
    m_f.rep.offGrid.clear();
    m_f.rep.redRoomDoors.clear();
    // R4.1 steps 1 to 4 (R10.5's weight reset below, once the floor's parameters say which files)
    Base::beginFloor(stageSeed, false);

    // R5 curse roll
    const int d = curseDenominator(m_s.curseTier, m_s.hard, m_stage);
    std::uint8_t rolled = 0;
    if (!m_s.blackCandle && d != 0) {
        const std::uint32_t g = m_C.next() % static_cast<std::uint32_t>(d);
        traceRoll(Step::None, RollKind::Curse, static_cast<std::int32_t>(g), d, g == 0);
        if (g == 0) {
            const std::uint32_t k = m_C.next() % 6;
            rolled = curseOfKind(k, m_stage);
            traceRoll(Step::None, RollKind::CurseKind, static_cast<std::int32_t>(k), 6, rolled != 0);
        }
    }
    rolled = static_cast<std::uint8_t>(rolled & ~curseRemoval(m_s));
    const std::uint8_t curses = m_s.forcedCurses ? *m_s.forcedCurses : rolled;
    m_f.curseRolled = rolled;
    m_f.curseMask = curses;
    if (tracing()) {
        TraceEvent e{EventKind::CurseRoll};
        e.a = rolled;
        e.b = curses;
        e.flag = !m_s.blackCandle && d != 0;
        emit(e);
    }
    const bool lab = (curses & kCurseLabyrinth) != 0;
    const bool lost = (curses & kCurseLost) != 0;
    m_xl = lab;
    m_f.xl = lab;
    // R6.1
    m_mirror = m_alt && (m_stage == 2 || (m_stage == 1 && lab));
    // Mineshaft needs Knife Piece 1 (R6.1, R22 point 32: a real log builds Mines II without the -3).
    m_mineshaft = m_alt && (m_stage == 4 || (m_stage == 3 && lab)) && m_s.has(Item::KnifePiece1);
    m_strange = !m_alt && (m_stage == 6 || (m_stage == 5 && lab)) && unlocked(kStrangeDoorAchievement);
    m_f.rep.mirror = m_mirror;
    m_f.rep.mineshaft = m_mineshaft;
    m_f.rep.strangeDoor = m_strange;
    // After step 10d an attempt fails only on these floors (steps 12 and 18) or when a pick from the room
    // files misses (step 16).
    m_run.reads.failLate = m_mirror || m_mineshaft || m_strange || !m_builtinCatalog;
    // R10.5: the floor's file(s), the Mines' file on a Mineshaft floor and file 0 start the floor at their
    // weights; every other file keeps what the run's earlier floors left.
    if (!m_builtinCatalog) {
        m_catalog.resetFile(m_sid);
        if (m_mineshaft)
            m_catalog.resetFile(29);
        m_catalog.resetFile(0);
    }

    // R6.2
    const int coin = static_cast<int>(m_S.next() & 1u);
    traceRoll(Step::None, RollKind::RoomCoin, coin, 2, coin == 1);
    int n = std::min(m_stage * 10 / 3 + 5 + coin, 20);
    if (m_mirror || m_mineshaft)
        n -= 3;
    if (lab)
        n = std::min(static_cast<int>(static_cast<double>(n) * 1.8), 45);
    else if (lost)
        n += 4;
    if (m_void) {
        const int v = static_cast<int>(m_S.next() % 5);
        traceRoll(Step::None, RollKind::VoidSize, v, 5, true);
        n = 50 + v;
    }
    const int extra = static_cast<int>(m_C.next() & 1u);
    traceRoll(Step::None, RollKind::HardExtra, extra, 2, extra == 1);
    if (m_s.hard)
        n += 2 + extra;
    m_f.roomCoin = coin;
    m_f.hardExtra = extra;
    m_f.target = n;
    // R6.3
    const int minDE = 5 + (m_stage != 1 ? 1 : 0) + (lab ? 1 : 0) + (m_void ? 2 : 0) +
                      (m_s.has(Item::VoodooHead) ? 1 : 0) + ((m_mirror || m_mineshaft) ? 1 : 0);
    m_f.minDeadEnds = minDE;
    // R6.4
    if (m_void) {
        m_f.difficultyMin = 5;
        m_f.difficultyMax = 15;
    } else if (lab || m_stage >= 9) {
        m_f.difficultyMin = m_s.hard ? 5 : 1;
        m_f.difficultyMax = m_s.hard ? 15 : 10;
    } else if (m_stage % 2 == 0) {
        m_f.difficultyMin = m_s.hard ? 10 : 5;
        m_f.difficultyMax = m_s.hard ? 15 : 10;
    } else {
        m_f.difficultyMin = m_s.hard ? 5 : 1;
        m_f.difficultyMax = m_s.hard ? 10 : 5;
    }
    // Data no attempt gets past (issue 39), said before the first attempt: the stage file, the special rooms,
    // a boss pool none of whose bosses (nor R9.4's other branches for this floor) has a boss room.
    {
        FloorDataNeeds needs;
        needs.stageId = m_sid;
        if (!fixedBoss()) {
            const bool alt = m_variant == 4 || m_variant == 5;
            needs.bossPool = m_sid;
            needs.harbingers =
                !alt && unlocked(5) && (m_stage == 1 || m_stage == 3 || m_stage == 5 || m_stage == 7);
            needs.fallen = !alt && flag(kFlagDevilRoomVisited);
            needs.doubleTrouble = m_stage == 3 || m_stage == 4 || m_stage == 5 || m_stage == 7;
        }
        if (std::string problem = m_catalog.dataProblem(needs); !problem.empty()) {
            if (error)
                *error = std::move(problem);
            return GenerateStatus::InvalidSettings;
        }
    }
    // R6.5
    m_f.stageId = m_sid;
    int pool = 0;
    m_enabled = m_catalog.shapesIn(m_sid, m_f.difficultyMin, m_f.difficultyMax, pool);
    if (pool < 20) { // step 2: the window becomes [1, 15], with no further check
        m_f.difficultyMin = 1;
        m_f.difficultyMax = 15;
        m_enabled = m_catalog.shapesIn(m_sid, 1, 15, pool);
    }
    if (m_enabled == 0) { // step 5
        if (error)
            *error = "the room data has no normal room for stage file " + std::to_string(m_sid) +
                     " with a difficulty from 1 to 15";
        return GenerateStatus::InvalidSettings;
    }
    m_posEnabled = enabledPositions(m_enabled);
    // R9.3 step 5 for this floor's pool, if not shuffled yet: computed during the layout (MtWarmUp).
    if (m_sid >= 0 && !fixedBoss())
        m_run.pools.startWarmUp(m_sid, m_warmUp);
    else
        m_warmUp.cancel();
    // R6.6
    m_L.setSeed(m_S.next(), kShiftStage);
    attachTrace(m_L, RngId::L);
    // R6.7, R8.2
    m_reserve65 = m_stage11 || m_strange;
    if (tracing()) {
        TraceEvent e{EventKind::FloorParams};
        e.a = n;
        e.b = minDE;
        emit(e);
    }

    // R7
    const int target0 = n;
    Step lastFailure = Step::None;
    int fewDeadEnds = 0;
    for (int attempt = 1; attempt <= kRepMaxAttempts; ++attempt) {
        Base::m_attempt = attempt;
        m_run.pools.beginAttempt();
        m_blocked = Board{};
        if (m_strange)
            m_blocked.set(6, 5);
        m_f.target = n;
        create();
        m_layoutCount = static_cast<int>(m_f.rooms.size());
        if (static_cast<int>(m_deadEnds.size()) < minDE) {
            ++fewDeadEnds;
            if (tracing()) {
                TraceEvent e{EventKind::AttemptRejected};
                e.step = Step::DeadEnds;
                e.a = static_cast<std::int32_t>(m_deadEnds.size());
                e.b = minDE;
                emit(e);
            }
            if (attempt >= 10 && attempt % 5 == 0 && n < 64) {
                ++n;
                if (tracing()) {
                    TraceEvent e{EventKind::TargetIncreased};
                    e.a = attempt;
                    e.b = n;
                    emit(e);
                }
            }
            continue;
        }
        computeAllMasks();
        m_f.deadEnds = m_deadEnds;
        m_assigned.clear();
        m_present = 0;
        lastFailure = Step::None;
        const bool placed = placement(lastFailure);
        if (!m_dataError.empty()) {
            if (error)
                *error = m_dataError;
            return GenerateStatus::InvalidSettings;
        }
        if (placed) {
            m_run.pools.commit();
            m_f.rep.stateFlagsAfter = m_run.flags;
            syncGrid();
            m_f.attempts = attempt;
            m_f.rep.targetFinal = n;
            m_f.target = target0; // roomCountTarget: the target of R6.2 (R20.1)
            m_f.deadEndsAfter = m_deadEnds;
            // The block map row by row: row y is bits 13 y .. 13 y + 12, two words for rows 4 and 9.
            m_f.rep.blockedCells = {};
            for (int y = 0; y < kGridSize; ++y) {
                const std::uint64_t row =
                    (m_blocked.w[static_cast<std::size_t>(y >> 2)] >> Board::lane(y)) & kRowMask;
                const int at = kGridSize * y;
                auto &cells = m_f.rep.blockedCells;
                cells[static_cast<std::size_t>(at >> 6)] |= row << (at & 63);
                if ((at & 63) + kGridSize > 64)
                    cells[static_cast<std::size_t>(at >> 6) + 1] |= row >> (64 - (at & 63));
            }
            for (std::size_t i = 0; i < m_f.rooms.size(); ++i)
                m_f.rooms[i].storedDoors =
                    m_f.rooms[i].descriptor >= 0 ? m_f.rooms[i].storedDoors : m_mask[i];
            if (tracing()) {
                TraceEvent e{EventKind::FloorDone};
                e.a = attempt;
                emit(e);
            }
            return GenerateStatus::Ok;
        }
    }
    Base::gaveUp(kRepMaxAttempts);
    if (error)
        *error = "no floor after " + std::to_string(kRepMaxAttempts) + " attempts (stage seed " +
                 std::to_string(stageSeed) + ", stage " + std::to_string(m_stage) + ", type " +
                 std::to_string(m_variant) + "): " + std::to_string(fewDeadEnds) +
                 " layouts had too few dead ends, the last failed attempt failed at the " +
                 std::string(stepName(lastFailure)) + " step";
    return GenerateStatus::NoFloor;
}

template <bool kTraced>
GenerateStatus generateOne(const Settings &s, Floor &out, Trace *trace, std::string *error,
                           const RoomCatalog &c, const RoomFilter &filter, RepRunState &run, Detail detail) {
    return RepGenerator<kTraced>(s, out, kTraced ? trace : nullptr, c, filter, run, detail).run(error);
}

} // namespace

rep::PlanetariumInputs planetariumInputsOf(const Settings &s) {
    rep::PlanetariumInputs in;
    in.stage = s.stage;
    in.type = s.stageType;
    in.telescopeLens = hasTrinket(s, Item::TelescopeLens);
    in.goldenLens = (s.golden & itemBit(Item::TelescopeLens)) != 0;
    in.momsBox = s.has(Item::MomsBox);
    in.crystalBall = s.has(Item::CrystalBall);
    in.magic8Ball = s.has(Item::Magic8Ball);
    in.sausage = s.has(Item::Sausage);
    in.treasureRoomsEntered = s.state.treasureRoomsVisited >= 0 ? s.state.treasureRoomsVisited
                                                                : rep::stagePrime(s.stage, s.stageType) - 1;
    in.planetariumsEntered = s.state.planetariumVisited ? 1 : 0;
    return in;
}

int curseDenominator(CurseTier tier, bool hard, int stage) {
    static constexpr int kDenom[4][2] = {{80, 40}, {30, 20}, {10, 6}, {5, 3}};
    const bool eit = tier == CurseTier::Eit || tier == CurseTier::All; // achievement 33
    if (stage == 1 && !eit)
        return 0;
    return kDenom[static_cast<int>(tier)][hard ? 1 : 0];
}

std::uint8_t curseOfKind(std::uint32_t k, int stage) {
    static constexpr std::uint8_t kinds[6] = {kCurseLabyrinth, kCurseLost, kCurseDarkness,
                                              kCurseUnknown,   kCurseMaze, kCurseBlind};
    if (k == 0)
        return ((stage & 1) && stage < 8) ? kCurseLabyrinth : 0;
    return kinds[k % 6];
}

std::uint8_t curseRemoval(const Settings &s) {
    // R5 step 4; R23.4: REPENTOGON's Blue Womb clears Curse of the Lost too (its mask 0xFA, not 0xFE).
    if (s.stage == 9)
        return static_cast<std::uint8_t>(
            s.ruleVariant == RuleVariant::Repentogon ? kCurseDarkness | kCurseLost : kCurseDarkness);
    return s.state.victoryLap > 2 ? kCurseDarkness : 0;
}

std::uint8_t rolledCurse(const Settings &s, std::uint32_t stageSeed) {
    const int d = curseDenominator(s.curseTier, s.hard, s.stage);
    std::uint8_t rolled = 0;
    if (!s.blackCandle && d != 0) {
        Rng c(stageSeed, kShiftStage);
        c.next();
        c.next();
        if (c.next() % static_cast<std::uint32_t>(d) == 0)
            rolled = curseOfKind(c.next() % 6, s.stage);
    }
    return static_cast<std::uint8_t>(rolled & ~curseRemoval(s));
}

namespace rep {

UltraSearchResult ultraSecretSearch(const UltraSearchInput &in) {
    UltraSearchResult out;
    std::array<std::int8_t, kGridCells> grid{};
    grid.fill(-1);
    Board occ{}, blocked{}, black{};
    StaticVector<Room, kMaxRooms> rooms;
    for (const Room &r : in.rooms) {
        if (rooms.size() == rooms.capacity())
            break;
        rooms.push_back(r);
        for (const Cell c : r.cells())
            if (inBounds(c.x, c.y)) {
                grid[static_cast<std::size_t>(c.index())] = static_cast<std::int8_t>(rooms.size() - 1);
                occ.set(c.x, c.y);
            }
    }
    for (const Cell c : in.blocked)
        if (inBounds(c.x, c.y))
            blocked.set(c.x, c.y);
    for (const Cell c : in.blacklist)
        if (inBounds(c.x, c.y))
            black.set(c.x, c.y);
    const auto occupant = [&grid](int x, int y) {
        return int{grid[static_cast<std::size_t>(x + kGridSize * y)]};
    };
    BasicRng<false, true> L(in.lSeed, kShiftStage);
    std::vector<UltraCandidate> all;
    const std::uint32_t before = L.state();
    out.cell = ultraSecretCell(occ, blocked, black, occupant, rooms.span(), L, &all);
    for (const auto &c : all)
        out.candidates.push_back({c.cell, c.drawn, c.k, c.final});
    // Count L's draws by stepping a copy to its state (the scan jumps over its draws).
    BasicRng<false, true> walk(before, kShiftStage);
    while (walk.state() != L.state() && out.draws < 100000) {
        walk.next();
        ++out.draws;
    }
    out.lState = L.state();
    if (out.cell.valid())
        redRoomDoors(out.cell, occupant, rooms.span(), [&out](int xi, int slot, Cell t) {
            out.redDoors.push_back({static_cast<std::uint8_t>(xi), static_cast<std::uint8_t>(slot), t});
        });
    return out;
}

} // namespace rep

std::array<std::uint32_t, 4> roomSeeds(std::uint32_t assignSeed) {
    Rng r(assignSeed, 12);
    std::array<std::uint32_t, 4> s{};
    s[0] = r.next();
    s[1] = r.next();
    s[2] = r.next();
    s[3] = stepValue(s[2], 66);
    return s;
}

namespace {

// detail::resizeProbe: the engine's own Resize on a grid of the caller's rooms.
class ResizeProbe : public Generator<false, true> {
public:
    ResizeProbe(const Settings &s, Floor &f, const RoomFilter &filter)
        : Generator(s, f, nullptr, BuiltinCatalog::instance(), Detail::Full, filter) {}
    bool probe(std::span<const Room> rooms, int deadEnd, Shape shape, std::uint8_t doors, Room &after) {
        if (rooms.size() > kMaxRooms || deadEnd < 0 || static_cast<std::size_t>(deadEnd) >= rooms.size() ||
            shape == Shape::Null || static_cast<int>(shape) >= kShapeCount)
            return false;
        for (std::size_t k = 0; k < rooms.size(); ++k) {
            Room r = rooms[k];
            r.number = static_cast<std::uint8_t>(k);
            if (r.shape == Shape::Null || static_cast<int>(r.shape) >= kShapeCount || r.dir < 0 || r.dir > 3)
                return false;
            for (const Cell c : r.cells())
                if (!inBounds(c.x, c.y) || occupant(c.x, c.y) != kEmpty)
                    return false;
            m_f.rooms.push_back(r);
            writeCells(m_f.rooms.back(), static_cast<std::int8_t>(k));
        }
        Room &d = m_f.rooms[static_cast<std::size_t>(deadEnd)];
        const bool ok = resize(d, shape, doors);
        after = d;
        return ok;
    }
};

} // namespace

bool detail::resizeProbe(const Settings &s, std::span<const Room> rooms, int deadEnd, Shape shape,
                         std::uint8_t doors, Room &after) {
    Floor f;
    const RoomFilter filter;
    ResizeProbe probe(s, f, filter);
    return probe.probe(rooms, deadEnd, shape, doors, after);
}

void beginRun(RepRunState &run, const Settings &s, std::uint32_t poolSeed, const RoomCatalog &catalog) {
    catalog.resetFloor(); // R10.5: a run starts with every file at its weights
    run.flags = s.state.stateFlags | (s.state.devilRoomVisited ? flagBit(kFlagDevilRoomVisited) : 0) |
                (s.state.bookPickedUp ? flagBit(kFlagBookPickedUp) : 0);
    run.surpriseCounter = s.state.surpriseMinibossCounter;
    run.pools.init(poolSeed, catalog.bossPools() ? *catalog.bossPools() : BossPoolData::builtin());
}

GenerateStatus generateRepentanceFloor(const Settings &s, Floor &out, Trace *trace, std::string *error,
                                       const RoomCatalog &catalog, const RoomFilter &filter, RepRunState &run,
                                       Detail detail) {
    if (trace)
        return generateOne<true>(s, out, trace, error, catalog, filter, run, Detail::Full);
    return generateOne<false>(s, out, nullptr, error, catalog, filter, run, detail);
}

void prefetchRepentanceShuffles(const Settings &s, std::span<const std::uint32_t> seeds,
                                const RoomCatalog &catalog) {
    // generateRepentance's choice of the pools' start seed (R9.7), for floors that start their pools fresh.
    const BossPoolsMode mode = s.runSeed ? s.bossPools : BossPoolsMode::StageSeed;
    const int slot = repStageId(s.stage, s.stageType);
    if (mode == BossPoolsMode::Run || slot < 0 || fixedBossStage(s.stage))
        return; // a route first, or no pool read (R9.4 step 2)
    const BossPoolData &data = catalog.bossPools() ? *catalog.bossPools() : BossPoolData::builtin();
    const std::size_t count = BossPools::shuffleOutputs(data.pools[std::size_t(slot)].size());
    if (count == 0)
        return;
    std::array<std::uint32_t, shufflecache::kCapacity> poolSeeds;
    const std::size_t n = std::min(seeds.size(), poolSeeds.size());
    for (std::size_t k = 0; k < n; ++k) {
        std::uint32_t start = seeds[k];
        if (s.runSeed && mode == BossPoolsMode::StageSeed)
            start = rep::repStageSeed(seeds[k], s.stage, s.stageType);
        poolSeeds[k] = BossPools::poolSeedOf(start, slot);
    }
    shufflecache::fill(std::span(poolSeeds).first(n), count);
}

GenerateStatus generateRepentance(const Settings &s, Floor &out, Trace *trace, std::string *error,
                                  const RoomCatalog &catalog, const RoomFilter &filter, Detail detail) {
    // One per thread, reused: the boss pools' lazily shuffled orders (2.4 KB) are not cleared per floor.
    thread_local RepRunState run;
    BossPoolsMode mode = s.bossPools;
    if (!s.runSeed)
        mode = BossPoolsMode::StageSeed;
    std::vector<RouteStep> done;
    bool onRoute = true;
    if (mode == BossPoolsMode::StageSeed) {
        beginRun(run, s, s.effectiveStageSeed(),
                 catalog); // with a run seed: the floor's stage seed (R2's slot)
    } else {
        beginRun(run, s, *s.runSeed, catalog);
        if (mode == BossPoolsMode::Run) {
            std::vector<RouteFloor> route;
            const auto v = stageSeedsOf(*s.runSeed);
            const bool given = s.route.has_value();
            if (given) {
                route = *s.route;
            } else {
                for (const auto &k : rep::defaultRoute(v, s.stage, s.stageType, s.achievements, s.cathedral))
                    route.push_back({k.stage, k.type});
            }
            // The pools the route and the floor read, shuffled at once, side by side.
            StaticVector<int, 24> slots;
            const auto reads = [&slots](int stage, int type) {
                const int id = repStageId(stage, type);
                if (!fixedBossStage(stage) && id >= 0 && slots.size() < slots.capacity())
                    slots.push_back(id);
            };
            reads(s.stage, s.stageType);
            for (const RouteFloor &f : route)
                reads(f.stage, f.stageType);
            run.pools.shuffleSideBySide(slots.span());
            Floor scratch;
            int skipUntil = 0; // the Labyrinth skip of R9.7 step 1.3 (default route only)
            for (const RouteFloor &rf : route) {
                if (!given && rf.stage <= skipUntil && rf.stage < 9)
                    continue;
                Settings rs = s;
                rs.stage = rf.stage;
                rs.stageType = rf.stageType;
                rs.forcedCurses.reset();
                rs.route.reset();
                std::string err;
                if (generateRepentanceFloor(rs, scratch, nullptr, &err, catalog, RoomFilter{}, run) !=
                    GenerateStatus::Ok) {
                    if (error)
                        *error = "the route floor " + std::string(rep::repFloorName(rf.stage, rf.stageType)) +
                                 " gave up: " + err;
                    out.rep.route = done;
                    return GenerateStatus::NoFloor;
                }
                done.push_back({rf.stage, rf.stageType, scratch.xl});
                if (!given && scratch.xl)
                    skipUntil = std::max(skipUntil, rep::labyrinthSkipsTo(rf.stage));
            }
            if (!given && s.stage <= skipUntil && s.stage < 9)
                onRoute = false;
        }
    }
    GenerateStatus st = generateRepentanceFloor(s, out, trace, error, catalog, filter, run, detail);
    out.rep.bossPools = mode;
    out.rep.route = std::move(done);
    out.rep.onRoute = onRoute;
    // The room filter is tested on the finished floor (the afterbirth-plus generator gives up earlier).
    if (st == GenerateStatus::Ok && !filter.empty() && !filter.passes(out))
        st = GenerateStatus::Filtered;
    return st;
}

} // namespace floorgen
