// The afterbirth-plus floor generator: generation.md sections 2 to 9, draw for draw (the layout of 6 lives in
// layout_engine.h; the repentance rule set in repentance.cpp). Section numbers in comments refer to
// it.

#include "engine/layout_engine.h"
#include "floorgen/bosspools.h"
#include "floorgen/original2011.h"
#include "floorgen/repstages.h"
#include "repentance/repentance.h"

#include <string>

namespace floorgen {
namespace {

// Game-state flags of one floor (2.3): set during an attempt, kept across attempts, fresh per floor.
enum Flag : std::uint32_t {
    kAfterbirthSwitched = 1u << 0,
    kAbPlusSwitched = 1u << 1,
    kSistersVis = 1u << 2,
    kBrownie = 1u << 3,
    kRebirthSwitched = 1u << 4,
    kMrFred = 1u << 5,
    kHaunt = 1u << 6,
    kAdversary = 1u << 7,
    kMamaGurdy = 1u << 8,
    kHeadless = 1u << 9,
    kFamine = 1u << 10,
    kPestilence = 1u << 11,
    kWar = 1u << 12,
    kDeath = 1u << 13,
    kFallen = 1u << 14,
    kBossPoolSwitched = 1u << 15,
    kUltraPride = 1u << 16,
    kSinBase = 1u << 17, // six bits, one per sin
};

struct SinInfo {
    std::uint16_t variant, altVariant;
};
constexpr SinInfo kSins[6] = {{0x7D0, 0x834}, {0x7DA, 0x83E}, {0x7E4, 0x848},
                              {0x7EE, 0x852}, {0x802, 0x866}, {0x80C, 0x870}};

// The message for a floor that 100 attempts did not make (5).
[[gnu::cold, gnu::noinline]] std::string noFloorMessage(std::uint32_t stageSeed, int stage, int minDead,
                                                        int fewDeadEnds, Step lastFailure) {
    std::string m = "no floor after " + std::to_string(kMaxAttempts) + " attempts (stage seed " +
                    std::to_string(stageSeed) + ", stage " + std::to_string(stage) + "): ";
    if (fewDeadEnds == kMaxAttempts)
        m += "every layout had fewer than the " + std::to_string(minDead) +
             " dead ends this floor needs (generation.md 5 and 6.6: the layout only tops up to 5)";
    else
        m += std::to_string(fewDeadEnds) + " layouts had too few dead ends, the others failed at the " +
             std::string(stepName(lastFailure)) + " step";
    return m;
}

// ---------------------------------------------------------------------------------------------------
// 7.1 Boss subtype

template <bool kTraced, bool kRep> int Generator<kTraced, kRep>::bossSubtype(int stage) {
    GenRng h(m_S.next(), kShiftHorseman);
    attachTrace(h, RngId::H);
    const int variant = m_variant;
    switch (stage) {
    case 6:
        return 6;
    case 8:
        return 0x19;
    case 11:
        return variant != 1 ? 0x36 : 0x28;
    case 10:
        return variant != 1 ? 0x18 : 0x27;
    case 12:
        return 0x46;
    default:
        break;
    }
    auto flag = [this](std::uint32_t f) { return (m_flags & f) != 0; };
    auto setFlag = [this](std::uint32_t f, bool on) { m_flags = on ? (m_flags | f) : (m_flags & ~f); };
    const bool oddEarly = (stage & 1) && stage < 9;

    // 3 (unlock 0x15B)
    if (stage == 7 && m_S.randomFloat() < (variant == 2 ? 0.33f : 0.1f))
        return 0x48;
    if (m_S.next() % 5 == 0) {
        if (stage == 3)
            setFlag(kAbPlusSwitched, m_S.next() % 2 == 1);
        const bool sw = flag(kAfterbirthSwitched); // as in the game: not the flag just set
        if (stage == 3)
            return sw ? 0x43 : 0x45;
        if (stage == 4)
            return sw ? 0x45 : 0x43;
        if ((stage == 5 || stage == 7) && !flag(kSistersVis)) {
            setFlag(kSistersVis, true);
            return 0x44;
        }
    }
    // 4 (unlock 0x15A)
    if (m_S.next() % 4 == 0) {
        if (oddEarly)
            setFlag(kAfterbirthSwitched, m_S.next() % 2 == 1);
        const bool sw = flag(kAfterbirthSwitched);
        const int rb = (m_S.next() % 2 == 1) ? 0x3B : 0x42;
        switch (stage) {
        case 1:
            return sw ? 0x3C : 0x3D;
        case 2:
            return sw ? 0x3D : 0x3C;
        case 3:
            return sw ? 0x39 : rb;
        case 4:
            return sw ? rb : 0x39;
        case 5:
            if (!flag(kBrownie)) {
                setFlag(kBrownie, true);
                return 0x3A;
            }
            break;
        default:
            break;
        }
    }
    // 5
    if (m_S.next() % 6 == 0) {
        if (oddEarly)
            setFlag(kRebirthSwitched, m_S.next() % 2 == 1);
        const bool sw = flag(kRebirthSwitched);
        const int rb1 = (m_S.next() % 2 == 1) ? 0x40 : 0x2C;
        const int rb2 = (m_S.next() % 2 == 1) ? 0x41 : 0x38;
        if (variant == 0) {
            switch (stage) {
            case 1:
                return sw ? rb1 : rb2;
            case 2:
                return sw ? rb2 : rb1;
            case 3:
                return sw ? 0x2F : 0x2D;
            case 4:
                return sw ? 0x2D : 0x2F;
            case 5:
                return sw ? 0x30 : 0x2E;
            case 7:
            case 8:
                if (!flag(kMrFred)) {
                    setFlag(kMrFred, true);
                    return 0x35;
                }
                break;
            default:
                break;
            }
        } else {
            switch (stage) {
            case 1:
            case 2:
                if (!flag(kHaunt)) {
                    setFlag(kHaunt, true);
                    return 0x2B;
                }
                break;
            case 3:
                return sw ? 0x32 : 0x34;
            case 4:
                return sw ? 0x34 : 0x32;
            case 5:
                if (!flag(kAdversary)) {
                    setFlag(kAdversary, true);
                    return 0x33;
                }
                break;
            case 7:
            case 8:
                if (!flag(kMamaGurdy)) {
                    setFlag(kMamaGurdy, true);
                    return 0x31;
                }
                break;
            default:
                break;
            }
        }
    }
    // 6: horsemen
    const bool swapDeath = m_S.next() % 2 == 0;
    if (m_S.next() % 5 == 0 && (stage == 1 || stage == 3 || stage == 5 || stage == 7)) {
        if (h.next() % 10 == 0 && !flag(kHeadless)) {
            setFlag(kHeadless, true);
            return 0x16;
        }
        if (stage == 1 && !flag(kFamine)) {
            setFlag(kFamine, true);
            return 0x9;
        }
        if (stage == 3 && !flag(kPestilence)) {
            setFlag(kPestilence, true);
            return 0xA;
        }
        if (stage == 5 && !flag(kWar)) {
            setFlag(kWar, true);
            return 0xB;
        }
        if (stage == 7 && !flag(kDeath)) {
            setFlag(kDeath, true);
            return swapDeath ? 0x26 : 0xC;
        }
    }
    // 7
    const bool unk1 = m_S.next() % 2 == 0;
    if (m_S.next() % 3 == 0 && stage == 7)
        return unk1 ? 0x2A : 0x29;
    // 8
    if (m_S.next() % 10 == 0 && m_s.state.devilRoomVisited && !flag(kFallen)) {
        setFlag(kFallen, true);
        return 0x17;
    }
    // 9
    if (m_S.next() % 3 == 0 && stage == 7)
        return (m_S.next() % 2 == 0) ? 0x1E : 0x21;
    // 10
    if (m_S.next() % 4 == 0 && variant == 1) {
        if (stage == 2)
            return (m_S.next() % 2 == 0) ? 0x12 : 0x20;
        if (stage == 4)
            return (m_S.next() % 2 == 0) ? 0x24 : 0x1B;
    }
    // 11
    if (m_S.next() % 5 == 0) {
        switch (stage) {
        case 1:
            return 0xD;
        case 3:
            return 0xE;
        case 5:
            return 0xF;
        case 7:
            return 0x10;
        default:
            break;
        }
    }
    // 12
    const bool unk2 = m_S.next() % 2 == 1;
    if (m_S.next() % 4 == 0) {
        if (stage == 1 && variant == 0)
            return unk2 ? 0x14 : 0x11;
        if (stage == 3)
            return 0x1C;
    }
    // 13, 14
    const bool unk3 = m_S.next() % 2 != 0;
    const bool unk4 = m_S.next() % 2 != 0;
    const int t = (m_S.next() % 2 == 0) ? 0x1E : 0x23;
    const int table1[8] = {0x2, 0x1, unk3 ? 0x15 : 0x3, 0x4, unk4 ? 0x13 : 0x5, 0x6, 0x7, 0x19};
    const int table2[8] = {0x22, 0x25, 0x1D, 0x1A, t, 0x1E, 0x1F, 0x19};
    // 15
    if (stage == 9)
        return 0x3F;
    // 16
    int idx = stage - 1;
    if (stage == 1 || stage == 3) {
        setFlag(kBossPoolSwitched, m_S.next() % 2 == 1);
        if (flag(kBossPoolSwitched))
            idx = stage;
    } else if ((stage == 2 || stage == 4) && flag(kBossPoolSwitched)) {
        idx -= 1;
    }
    // 17
    return variant == 1 ? table2[idx] : table1[idx];
}

template <bool kTraced, bool kRep> int Generator<kTraced, kRep>::doubleTrouble(int stage) {
    if (stage == 3 || stage == 4)
        return m_S.next() % 50 == 0 ? 0xE74 : 0;
    if (stage == 5)
        return m_S.next() % 25 == 0 ? 0xEA6 : 0;
    if (stage == 7)
        return m_S.next() % 40 == 0 ? 0xED8 : 0;
    return 0;
}

// ---------------------------------------------------------------------------------------------------
// 7.0 helpers

// The descriptor goes to `out` (the default one when nothing matches): an out parameter, because copying a
// returned descriptor that was just written field by field stalls the store buffer.
template <bool kTraced, bool kRep>
inline bool Generator<kTraced, kRep>::pick(RoomDescriptor &out, std::uint32_t value, RoomType type,
                                           int subtype, int variantMin, int variantMax, int diffMin,
                                           int diffMax, bool adjust, Shape shape, std::uint8_t doors,
                                           int stageId) {
    PickRequest r;
    r.stageId = stageId;
    r.type = type;
    r.shape = shape;
    r.variantMin = variantMin;
    r.variantMax = variantMax;
    r.difficultyMin = diffMin;
    r.difficultyMax = diffMax;
    r.requiredDoors = doors;
    r.subtype = subtype;
    r.adjustWeight = adjust;
    // The built-in catalog is called directly (it is final): its pick is inline and reads few of the fields.
    if (m_builtin) [[likely]]
        return static_cast<const BuiltinCatalog &>(m_catalog).pick(r, value, out);
    if (m_catalog.pick(r, value, out))
        return true;
    out = RoomDescriptor{};
    return false;
}

template <bool kTraced, bool kRep>
template <class R>
bool Generator<kTraced, kRep>::bossPick(RoomDescriptor &out, R &rng, int subtype, int dt) {
    for (int attempt = 0; attempt < 50; ++attempt) {
        const std::uint32_t v = rng.next();
        if (dt != 0) {
            if (pick(out, v, RoomType::Boss, -1, dt, dt + 0x31, 0, 10))
                return true;
        } else {
            if (pick(out, v, RoomType::Boss, subtype, 0, 0xFFFF, 1, 10) &&
                !(out.variant >= 0xE74 && out.variant <= 0xF09))
                return true;
        }
    }
    out = RoomDescriptor{};
    return false;
}

template <bool kTraced, bool kRep>
void Generator<kTraced, kRep>::assign(Step step, Room &r, RoomType type, const RoomDescriptor &desc,
                                      Provenance prov) {
    m_present |= typeBit(type);
    m_assigned.push_back(r.number);
    r.type = type;
    r.doors = desc.doors;
    r.variant = desc.variant;
    r.layoutId = desc.id; // the room file entry (-1 with the built-in catalog)
    r.provenance = prov;
    m_descW[r.number] = desc.width;
    m_descH[r.number] = desc.height;
    if (type == RoomType::Secret || type == RoomType::SuperSecret || type == RoomType::UltraSecret)
        r.invisible = true;
    if (tracing())
        traceRoom(EventKind::RoomAssigned, step, r);
}

template <bool kTraced, bool kRep>
void Generator<kTraced, kRep>::placeOrReAdd(Step step, Room *d, bool place, RoomType type,
                                            const RoomDescriptor &desc, Provenance prov) {
    if (!d)
        return;
    if (place)
        assign(step, *d, type, desc, prov);
    else
        reAdd(step, d);
}

// 7.11 step 1-4 for one secret room
template <bool kTraced, bool kRep> void Generator<kTraced, kRep>::placeSecret(GenRng &q, Provenance prov) {
    RoomDescriptor desc;
    pick(desc, q.state(), RoomType::Secret);
    const Cell c = secretCell(m_black);
    if (c.valid()) {
        Room &r = addRoom(Shape::S1x1, c, Cell{}, -1, 0);
        r.invisible = true;
        traceRoom(EventKind::RoomPlaced, Step::Secret, r);
        assign(Step::Secret, r, RoomType::Secret, desc, prov);
        blacklistRoom(m_black, r);
    }
    q.next();
}

// 7.4 The XL floor's second boss room, next to the first (`boss` is the first one's descriptor). False when
// it cannot be placed (the attempt fails). Out of line: one floor in 30 has it.
template <bool kTraced, bool kRep>
bool Generator<kTraced, kRep>::placeSecondBoss(const Room &bossRoom, const RoomDescriptor &boss) {
    const StageRng saved = m_S.clone();
    const int sub2 = bossSubtype(m_stage + 1);
    const int dt2 = doubleTrouble(m_stage + 1);
    traceBossChosen(Step::XlBoss, sub2, dt2);
    RoomDescriptor boss2;
    if (!bossPick(boss2, m_S, sub2, dt2))
        return false;
    const Room first = bossRoom;
    candidates(first, false, m_cands);
    m_L.shuffle(m_cands.span());
    const Candidate *chosen = nullptr;
    for (const Candidate &c : m_cands) {
        if (fits(c.anchor(), c.shape) && neighbourCount(c.placed, kEmpty) < 2 &&
            (boss.doors & (1u << static_cast<unsigned>(c.dir)))) {
            chosen = &c;
            break;
        }
    }
    if (!chosen)
        return false;
    Room &second = addRoom(chosen->shape, chosen->anchor(), chosen->placed, chosen->dir, first.distance + 1);
    traceRoom(EventKind::RoomPlaced, Step::XlBoss, second);
    if (!resize(second, boss2.shape, boss2.doors))
        return false;
    traceRoom(EventKind::RoomResized, Step::XlBoss, second);
    second.bossSubtype = static_cast<std::int16_t>(sub2);
    second.secondBoss = true;
    assign(Step::XlBoss, second, RoomType::Boss, boss2, Provenance::VerifiedEngine);
    m_S = saved;
    return true;
}

// 7.3a The Void's extra boss rooms, after the first boss room (7.3). False when the attempt fails: a pick
// that finds nothing, or no dead end for one of the first five rooms. Out of line: only the Void has it.
template <bool kTraced, bool kRep> bool Generator<kTraced, kRep>::placeVoidBosses() {
    // 1: how many extra rooms are wanted (5 to 8); 2, 3: the fixed list (the same as repentance.md R9.8),
    // shuffled with S, all 30 draws made
    const int k = 5 + static_cast<int>(m_S.next() % 4);
    auto list = kVoidBossList;
    m_S.shuffle(std::span<std::int16_t>(list));
    if (tracing()) {
        TraceEvent e{EventKind::Roll};
        e.step = Step::VoidBoss;
        e.roll = RollKind::VoidBossCount;
        e.a = k;
        e.b = 4;
        e.flag = true;
        const auto begin = beginList();
        for (const std::int16_t id : list)
            m_trace->items.push_back({-1, Shape::Null, Cell{}, Cell{}, id});
        closeList(e, begin);
        emit(e);
    }
    // 4: each wanted room in list order, the pick's tries drawn from S directly
    for (int j = 0; j < k; ++j) {
        const int id = list[static_cast<std::size_t>(j)];
        RoomDescriptor boss;
        const bool found = bossPick(boss, m_S, id, 0);
        traceBossChosen(Step::VoidBoss, id, 0);
        if (!found)
            return false;
        Room *d = popDeadEnd(Step::VoidBoss, boss.shape, boss.doors, true);
        if (!d) {
            if (j < 5)
                return false; // the first five are mandatory
            // The step stops with j extra rooms; nothing more is drawn for it.
            traceRoll(Step::VoidBoss, RollKind::VoidBossCount, j, k, false);
            return true;
        }
        d->bossSubtype = static_cast<std::int16_t>(id);
        d->voidBoss = true;
        assign(Step::VoidBoss, *d, RoomType::Boss, boss, Provenance::AfterbirthEngineUnchecked);
    }
    return true;
}

// 7.13 for one room: the start room's fixed descriptor, or a DEFAULT room picked with a draw of S (false
// when the catalog has none). A room already typed is left as it is.
template <bool kTraced, bool kRep> inline bool Generator<kTraced, kRep>::assignNormal(Room &r) {
    if (r.type != RoomType::Null)
        return true;
    if (r.anchor.x == 6 && r.anchor.y == 6 && r.distance == 0) {
        r.type = RoomType::Default;
        r.variant = m_stage11 ? 0 : 2;
        r.doors = geometryOf(r.shape).slotMask;
        return true;
    }
    const std::uint32_t v = m_S.next();
    RoomDescriptor desc;
    const bool found = pick(desc, v, RoomType::Default, -1, m_stage11 ? 1 : 0, 0xFFFF, m_f.difficultyMin,
                            m_f.difficultyMax, true, r.shape, doorBits(r), m_f.stageId);
    if (!found)
        return false;
    r.type = RoomType::Default;
    r.doors = desc.doors;
    r.variant = desc.variant;
    r.layoutId = desc.id;
    return true;
}

// ---------------------------------------------------------------------------------------------------
// 7.2 - 7.13: one special-placement call

template <bool kTraced, bool kRep> bool Generator<kTraced, kRep>::placeSpecialRooms(Step &failedStep) {
    const int stage = m_stage;
    const auto &st = m_s.state;
    const Provenance engine = Provenance::VerifiedEngine;
    auto fail = [this, &failedStep](Step step) {
        failedStep = step;
        if (tracing()) {
            TraceEvent e{EventKind::AttemptRejected};
            e.step = step;
            emit(e);
        }
        return false;
    };
    // With a room filter, a floor is given up as soon as the types settled so far show that it cannot pass,
    // provided the attempt can no longer fail: from the treasure step on, unless a grave room is to come
    // (7.12) or a normal-room pick could fail (7.13; so only with m_brief).
    m_present = 0;
    m_assigned.clear();
    const bool mayGiveUp = !m_filter.empty() && m_brief && !(stage == 11 && m_variant == 0);
    auto giveUp = [&](std::uint32_t settled) {
        if (!mayGiveUp) [[likely]]
            return false;
        if (((m_filter.required & settled & ~m_present) | (m_filter.forbidden & m_present)) == 0)
            return false;
        m_filtered = true;
        return true;
    };
    // The types whose rooms are all placed after each step (cumulative).
    constexpr std::uint32_t kAfterTreasure = kTypesPlacedByTreasure;
    constexpr std::uint32_t kAfterDice =
        kAfterTreasure | typeBit(RoomType::Dice) | typeBit(RoomType::Sacrifice);
    constexpr std::uint32_t kAfterLibrary = kAfterDice | typeBit(RoomType::Library);
    constexpr std::uint32_t kAfterCurse = kAfterLibrary | typeBit(RoomType::Curse);
    constexpr std::uint32_t kAfterMiniBoss = kAfterCurse | typeBit(RoomType::MiniBoss);
    constexpr std::uint32_t kAfterChallenge = kAfterMiniBoss | typeBit(RoomType::Challenge);
    constexpr std::uint32_t kAfterVault =
        kAfterChallenge | typeBit(RoomType::Chest) | typeBit(RoomType::Arcade);
    constexpr std::uint32_t kAfterBedroom =
        kAfterVault | typeBit(RoomType::Isaacs) | typeBit(RoomType::Barren);
    constexpr std::uint32_t kAfterSecret = kAfterBedroom | typeBit(RoomType::Secret);
    // The filter's own test (RoomFilter::afterTreasure), once: right after the treasure step when no type
    // test is left for later, else last before the secret rooms (the costliest steps left), so that the
    // cheaper type tests have given up on most floors first.
    const bool ownTestEarly =
        ((m_filter.required | m_filter.forbidden) & ~(kAfterTreasure | typeBit(RoomType::Default))) == 0;
    auto ownTest = [&](bool early) {
        if (!mayGiveUp || !m_filter.afterTreasure || !m_builtin || early != ownTestEarly) [[likely]]
            return false;
        syncGrid();
        if (m_filter.afterTreasure(m_f))
            return false;
        m_filtered = true;
        return true;
    };

    // 7.3 First boss room
    const int sub = bossSubtype(stage);
    const int dt = doubleTrouble(stage);
    GenRng b(m_S.next(), kShiftBoss);
    attachTrace(b, RngId::B);
    traceBossChosen(Step::Boss, sub, dt);
    RoomDescriptor boss;
    if (!bossPick(boss, b, sub, dt))
        return fail(Step::Boss);
    Room *bossRoom = popDeadEnd(Step::Boss, boss.shape, boss.doors, true);
    if (!bossRoom)
        return fail(Step::Boss);
    bossRoom->bossSubtype = static_cast<std::int16_t>(sub);
    assign(Step::Boss, *bossRoom, RoomType::Boss, boss, engine);

    // 7.3a The Void's extra boss rooms: every draw from S itself (Afterbirth+ engine, from the game's code,
    // unchecked). 7.4, 7.7 - 7.10 and 7.12 do not run on the Void (8.2): their stage tests leave them out.
    if (m_void) [[unlikely]] {
        if (!placeVoidBosses())
            return fail(Step::VoidBoss);
    }

    // 7.4 XL second boss room
    if (m_xl) [[unlikely]] {
        if (!placeSecondBoss(*bossRoom, boss))
            return fail(Step::XlBoss);
    }

    // 7.5 Super-secret room
    {
        RoomDescriptor desc;
        const bool found = pick(desc, m_S.next(), RoomType::SuperSecret);
        Room *d = found ? popDeadEnd(Step::SuperSecret, desc.shape, desc.doors) : nullptr;
        if (!d)
            return fail(Step::SuperSecret);
        assign(Step::SuperSecret, *d, RoomType::SuperSecret, desc, engine);
    }

    // 7.6 Secret-room seed
    GenRng q(m_S.next(), kShiftHorseman);
    attachTrace(q, RngId::Q);

    // 7.7 Shop
    const bool shop = stage < 7 || (stage < 9 && m_s.has(Item::SilverDollar));
    if (shop) {
        const std::uint32_t n = m_S.next() & 0xFF;
        const int subtype = n == 0 ? 0xB : (n == 1 ? 0xA : 4);
        traceRoll(Step::Shop, RollKind::Subtype, subtype, static_cast<std::int32_t>(n), true);
        RoomDescriptor desc;
        const bool found = pick(desc, m_S.next(), RoomType::Shop, subtype);
        Room *d = found ? popDeadEnd(Step::Shop, desc.shape, desc.doors) : nullptr;
        if (!d)
            return fail(Step::Shop);
        assign(Step::Shop, *d, RoomType::Shop, desc, engine);
    }

    // 7.8 Treasure
    const bool treasure = stage < 7 || (stage < 9 && m_s.has(Item::BloodyCrown));
    if (treasure) {
        const int count = m_xl ? 2 : 1;
        StageRng copy;
        StageRng *t = &m_S;
        for (int i = 0; i < count; ++i) {
            const bool a = t->next() % 100 == 0;
            bool bRoll = false;
            if (!a)
                bRoll = (t->next() % (m_s.has(Item::MomsBox) ? 50u : 100u)) < 15;
            const bool special = a || (bRoll && m_s.has(Item::GoldenHorseshoe));
            const bool ptw = m_s.has(Item::PayToWin);
            const int subtype = special ? (ptw ? 3 : 1) : (ptw ? 2 : 0);
            traceRoll(Step::Treasure, RollKind::TreasureSpecial, subtype, 0, special);
            RoomDescriptor desc;
            const bool found = pick(desc, t->next(), RoomType::Treasure, subtype);
            Room *d = found ? popDeadEnd(Step::Treasure, desc.shape, desc.doors) : nullptr;
            if (!d)
                return fail(Step::Treasure);
            assign(Step::Treasure, *d, RoomType::Treasure, desc, engine);
            copy = t->clone();
            attachTrace(copy, RngId::T);
            t = &copy;
        }
    }
    if (giveUp(kAfterTreasure))
        return true;
    if (mayGiveUp && bossesOrRoomsRuleOut()) {
        m_filtered = true;
        return true;
    }
    if (ownTest(true))
        return true;

    // 7.9 Optional rooms. Each pops a dead end with the picked layout's shape and door mask (7.9's preamble,
    // 7.0.2), before the roll; a pick that finds no room (room files only) pops nothing, and the item's other
    // draws are made (14 point 13). With the built-in catalog every pick is a 1x1 with four doors.
    if (stage < 11) {
        const bool fullHealth = st.hearts + st.soulHearts >= st.maxHearts;
        // 1 Dice / Sacrifice
        {
            const bool dice = (m_S.next() % 50 == 0) || ((m_S.next() % 5 == 0) && st.keys > 1);
            const RoomType type = dice ? RoomType::Dice : RoomType::Sacrifice;
            traceRoll(Step::DiceSacrifice, RollKind::RoomType, 0, 0, dice, type);
            RoomDescriptor desc;
            const bool found = pick(desc, m_S.next(), type);
            Room *d = found ? popDeadEnd(Step::DiceSacrifice, desc.shape, desc.doors) : nullptr;
            const bool place = (m_S.next() % 7 == 0) || (((m_S.next() & 3) == 0) && fullHealth);
            traceRoll(Step::DiceSacrifice, RollKind::Place, 0, 0, place, type);
            placeOrReAdd(Step::DiceSacrifice, d, place, type, desc, engine);
            if (giveUp(kAfterDice))
                return true;
        }
        // 2 Library
        {
            const std::uint32_t v = m_S.next();
            const int sub = static_cast<int>(m_S.next() % 5);
            RoomDescriptor desc;
            const bool found = pick(desc, v, RoomType::Library, sub, 0, 0xFFFF, 1, 10, false);
            Room *d = found ? popDeadEnd(Step::Library, desc.shape, desc.doors) : nullptr;
            const bool place = (m_S.next() % 20 == 0) || (((m_S.next() & 3) == 0) && st.bookPickedUp);
            traceRoll(Step::Library, RollKind::Place, 0, 0, place, RoomType::Library);
            placeOrReAdd(Step::Library, d, place, RoomType::Library, desc, engine);
            if (giveUp(kAfterLibrary))
                return true;
        }
        // 3 Curse
        {
            RoomDescriptor desc;
            const bool found = pick(desc, m_S.next(), RoomType::Curse);
            Room *d = found ? popDeadEnd(Step::Curse, desc.shape, desc.doors) : nullptr;
            const bool place = ((m_S.next() & 1) == 0) || (((m_S.next() & 3) == 0) && st.devilRoomVisited);
            traceRoll(Step::Curse, RollKind::Place, 0, 0, place, RoomType::Curse);
            placeOrReAdd(Step::Curse, d, place, RoomType::Curse, desc, engine);
        }
        if (giveUp(kAfterCurse))
            return true;
        // 4 Mini-boss
        {
            int base = -1;
            Sin sin = Sin::None;
            bool alt = false;
            if (stage > 2 && m_S.next() % 10 == 0 && !(m_flags & kUltraPride)) {
                m_S.next();
                base = 0x8D4;
                sin = Sin::UltraPride;
            } else {
                alt = m_S.next() % 5 == 0;
                StaticVector<int, 6> avail;
                for (int i = 0; i < 6; ++i)
                    if (!(m_flags & (kSinBase << i)))
                        avail.push_back(i);
                if (!avail.empty()) {
                    const int k = avail[m_S.next() % static_cast<std::uint32_t>(avail.size())];
                    base = alt ? kSins[k].altVariant : kSins[k].variant;
                    sin = static_cast<Sin>(k);
                }
            }
            if (base >= 0) {
                traceRoll(Step::MiniBoss, RollKind::Sin, static_cast<std::int32_t>(sin), base, alt,
                          RoomType::MiniBoss);
                RoomDescriptor desc;
                const bool found = pick(desc, m_S.next(), RoomType::MiniBoss, -1, base, base + 9);
                Room *d = found ? popDeadEnd(Step::MiniBoss, desc.shape, desc.doors) : nullptr;
                const bool roll = ((m_S.next() & 3) == 0) || ((m_S.next() % 3 == 0) && stage == 1);
                const bool place = roll && d != nullptr;
                traceRoll(Step::MiniBoss, RollKind::Place, 0, 0, roll, RoomType::MiniBoss);
                if (place) {
                    d->sin = sin;
                    d->superSin = alt && sin != Sin::UltraPride;
                    assign(Step::MiniBoss, *d, RoomType::MiniBoss, desc, engine);
                    m_flags |= sin == Sin::UltraPride ? kUltraPride : (kSinBase << static_cast<int>(sin));
                } else {
                    reAdd(Step::MiniBoss, d);
                }
            }
            if (giveUp(kAfterMiniBoss))
                return true;
        }
        // 5 Challenge
        {
            RoomDescriptor desc;
            const bool found = pick(desc, m_S.next(), RoomType::Challenge);
            Room *d = found ? popDeadEnd(Step::Challenge, desc.shape, desc.doors) : nullptr;
            const bool place = (((m_S.next() & 1) == 0) || stage > 2) && fullHealth && stage > 1;
            traceRoll(Step::Challenge, RollKind::Place, 0, 0, place, RoomType::Challenge);
            placeOrReAdd(Step::Challenge, d, place, RoomType::Challenge, desc, engine);
            if (giveUp(kAfterChallenge))
                return true;
        }
        // 6 Vault / Arcade
        {
            const bool vault = (m_S.next() % 10 == 0) || ((m_S.next() % 3 == 0) && st.keys > 1);
            const RoomType type = vault ? RoomType::Chest : RoomType::Arcade;
            traceRoll(Step::VaultArcade, RollKind::RoomType, 0, 0, vault, type);
            RoomDescriptor desc;
            const bool found = pick(desc, m_S.next(), type);
            Room *d = found ? popDeadEnd(Step::VaultArcade, desc.shape, desc.doors) : nullptr;
            const bool place = st.coins >= 5 && stage % 2 == 0 && stage < 9;
            traceRoll(Step::VaultArcade, RollKind::Place, 0, 0, place, type);
            placeOrReAdd(Step::VaultArcade, d, place, type, desc, engine);
        }
    }
    if (giveUp(kAfterVault))
        return true;

    // 7.10 Bedroom: popped as 7.9's rooms are (step 2)
    if (stage < 7) {
        const RoomType type = (m_S.next() & 1) == 0 ? RoomType::Isaacs : RoomType::Barren;
        traceRoll(Step::Bedroom, RollKind::RoomType, 0, 0, type == RoomType::Isaacs, type);
        RoomDescriptor desc;
        const bool found = pick(desc, m_S.next(), type);
        Room *d = found ? popDeadEnd(Step::Bedroom, desc.shape, desc.doors) : nullptr;
        const bool lowHealthType = st.player == PlayerType::TheLost || st.player == PlayerType::BlueBaby ||
                                   st.player == PlayerType::TheSoul;
        const int maxH = lowHealthType ? st.maxHearts : st.maxHearts + 2 * st.boneHearts;
        const bool second = (st.hearts < 2 && st.soulHearts == 0) || (maxH == 0 && st.soulHearts <= 2);
        const bool place = (m_S.next() % 50 == 0) || ((m_S.next() % 5 == 0) && second);
        traceRoll(Step::Bedroom, RollKind::Place, 0, 0, place, type);
        placeOrReAdd(Step::Bedroom, d, place, type, desc, engine);
        if (giveUp(kAfterBedroom))
            return true;
    }

    if (ownTest(false))
        return true;

    // 7.11 Secret room(s)
    {
        const int count = secretRoomCount();
        m_black = buildBlacklist();
        for (int i = 0; i < count; ++i)
            placeSecret(q, engine);
    }
    if (giveUp(kAfterSecret))
        return true;

    // 7.12 Grave room (the Dark Room only)
    if (stage == 11 && m_variant == 0) {
        RoomDescriptor desc;
        const bool found = pick(desc, m_S.next(), RoomType::Default, -1, 3, 9);
        Room *d = found ? popDeadEnd(Step::Grave, desc.shape, desc.doors) : nullptr;
        if (!d)
            return fail(Step::Grave);
        d->grave = true;
        assign(Step::Grave, *d, RoomType::Default, desc, engine);
    }

    // 7.13 Normal rooms
    if (m_brief) {
        // The same rooms typed DEFAULT, with no descriptor (no draw, no pick): the start room is room 0.
        assignNormal(m_f.rooms[0]);
        for (Room &r : m_f.rooms)
            r.type = !r.deadEnd && r.type == RoomType::Null ? RoomType::Default : r.type;
        for (auto n : m_deadEnds) {
            Room &r = m_f.rooms[n];
            r.type = r.type == RoomType::Null ? RoomType::Default : r.type;
        }
        return true;
    }
    // The rooms that are no dead end, in number order, from a bit set built without a branch (whether a room
    // is a dead end varies from room to room, and a branch on it would mispredict).
    std::array<std::uint64_t, (kMaxRooms + 63) / 64> inner{};
    for (std::size_t i = 0; i < m_f.rooms.size(); ++i)
        inner[i / 64] |= static_cast<std::uint64_t>(!m_f.rooms[i].deadEnd) << (i % 64);
    for (std::size_t w = 0; w < inner.size(); ++w)
        for (std::uint64_t bits = inner[w]; bits != 0; bits &= bits - 1)
            if (!assignNormal(m_f.rooms[64 * w + static_cast<std::size_t>(std::countr_zero(bits))]))
                return fail(Step::NormalRooms);
    for (auto n : m_deadEnds)
        if (!assignNormal(m_f.rooms[n]))
            return fail(Step::NormalRooms);
    return true;
}

// ---------------------------------------------------------------------------------------------------

template <bool kTraced, bool kRep> GenerateStatus Generator<kTraced, kRep>::run(std::string *error) {
    const std::uint32_t stageSeed = m_s.effectiveStageSeed();
    m_stage = m_s.stage;
    m_variant = m_s.stageType;
    m_stage11 = m_stage == 11;
    m_reserve65 = m_stage11;
    m_void = m_stage == 12;
    // 2.2 From stage seed to the layout RNG
    beginFloor(stageSeed);

    // 3 Curse roll
    std::uint8_t rolled = 0;
    if (!m_s.blackCandle) {
        const std::uint32_t chance = m_s.hard ? 2 : 5;
        const std::uint32_t r = m_C.next() % chance;
        traceRoll(Step::None, RollKind::Curse, static_cast<std::int32_t>(r),
                  static_cast<std::int32_t>(chance), r == 0);
        if (r == 0) {
            const std::uint32_t k = m_C.next() % 6;
            rolled = curseOfKind(k, m_stage);
            // 3 step 5: the Blue Womb removes a rolled Darkness (no draw added or skipped); a forced curse
            // replaces the result afterwards, so a forced Darkness stays. From the game's code, unchecked.
            if (m_stage == 9)
                rolled = static_cast<std::uint8_t>(rolled & ~kCurseDarkness);
            traceRoll(Step::None, RollKind::CurseKind, static_cast<std::int32_t>(k), 6, rolled != 0);
        }
    }
    const std::uint8_t curses = m_s.forcedCurses ? *m_s.forcedCurses : rolled;
    m_f.curseRolled = rolled;
    m_f.curseMask = curses;
    if (tracing()) {
        TraceEvent e{EventKind::CurseRoll};
        e.a = rolled;
        e.b = curses;
        e.flag = !m_s.blackCandle;
        emit(e);
    }
    const bool labyrinth = (curses & kCurseLabyrinth) != 0;
    const bool lost = (curses & kCurseLost) != 0;
    m_xl = labyrinth;
    m_f.xl = labyrinth;

    // 4.1 Room count, 2.2 steps 5-7
    const int coin = static_cast<int>(m_S.next() % 2);
    traceRoll(Step::None, RollKind::RoomCoin, coin, 2, coin == 1);
    // 2.2 step 5a: the Void's target draw, from S before L's seed (C is not involved)
    int voidDraw = 0;
    if (m_void) [[unlikely]] {
        voidDraw = static_cast<int>(m_S.next() % 5);
        traceRoll(Step::None, RollKind::VoidSize, voidDraw, 5, true);
    }
    const int hardExtra = static_cast<int>(m_C.next() % 2);
    traceRoll(Step::None, RollKind::HardExtra, hardExtra, 2, hardExtra == 1);
    m_L.setSeed(m_S.next(), kShiftStage);
    attachTrace(m_L, RngId::L);

    const int base = std::min(20, coin + 5 + (m_stage * 10) / 3);
    int n = base;
    if (labyrinth)
        n = std::min(45, (9 * base) / 5);
    else if (lost)
        n = base + 4;
    if (m_void) // 4.1 step 2a: replaces the coin's count; Lost adds nothing (Labyrinth cannot occur, 8.5)
        n = 50 + voidDraw;
    if (m_s.hard)
        n += 2 + hardExtra;
    m_f.roomCoin = coin;
    m_f.hardExtra = hardExtra;
    m_f.target = n;

    // 4.2 - 4.6
    const bool evenEarly = m_stage < 9 && m_stage % 2 == 0;
    if (!m_s.hard) {
        m_f.difficultyMin = evenEarly ? 5 : 1;
        m_f.difficultyMax = evenEarly ? 10 : 5;
    } else {
        m_f.difficultyMin = evenEarly ? 10 : 5;
        m_f.difficultyMax = evenEarly ? 15 : 5;
    }
    if (m_void) { // 4.2: the Void's window, both modes
        m_f.difficultyMin = 5;
        m_f.difficultyMax = 15;
    }
    m_f.stageId = stageIdOf(m_stage, m_variant);
    // Data no attempt gets past (issue 39): said before the first attempt, as repentance does.
    if (std::string problem = m_catalog.dataProblem({m_f.stageId}); !problem.empty()) {
        if (error)
            *error = std::move(problem);
        return GenerateStatus::InvalidSettings;
    }
    m_enabled = m_catalog.enabledShapes(m_f.stageId, m_f.difficultyMin, m_f.difficultyMax);
    m_posEnabled = enabledPositions(m_enabled);
    if (m_enabled == 0) {
        if (error)
            *error = "the room catalog has fewer than 20 normal rooms for stage file " +
                     std::to_string(m_f.stageId);
        return GenerateStatus::NoFloor;
    }
    const int minDead = 5 + (m_stage != 1 ? 1 : 0) + (labyrinth ? 1 : 0) + (m_void ? 2 : 0); // 4.5
    m_f.minDeadEnds = minDead;
    if (tracing()) {
        TraceEvent e{EventKind::FloorParams};
        e.a = n;
        e.b = minDead;
        emit(e);
    }

    // 5 Attempt loop
    int fewDeadEnds = 0; // attempts rejected for too few dead ends
    Step lastFailure = Step::None;
    for (m_attempt = 1; m_attempt <= kMaxAttempts; ++m_attempt) {
        create();
        if (static_cast<int>(m_deadEnds.size()) < minDead) {
            ++fewDeadEnds;
            if (tracing()) {
                TraceEvent e{EventKind::AttemptRejected};
                e.step = Step::DeadEnds;
                e.a = static_cast<std::int32_t>(m_deadEnds.size());
                e.b = minDead;
                emit(e);
            }
            continue;
        }
        m_f.deadEnds = m_deadEnds;
        lastFailure = Step::None;
        if (placeSpecialRooms(lastFailure)) {
            if (m_filtered) {
                m_f.attempts = m_attempt;
                return GenerateStatus::Filtered;
            }
            syncGrid();
            m_f.attempts = m_attempt;
            m_f.deadEndsAfter = m_deadEnds;
            // The Void (8.2) and the Blue Womb (3 step 5, 8.3): rules from the Afterbirth+ code that the
            // reference never checked against the game (it skipped stages 9 and 12); every room says so.
            if (m_void || m_stage == 9) [[unlikely]]
                for (Room &r : m_f.rooms)
                    r.provenance = Provenance::AfterbirthEngineUnchecked;
            StageRng award(stageSeed, kShiftStage);
            if (!m_brief)
                for (Room &r : m_f.rooms) {
                    const std::uint32_t v = award.next();
                    r.awardSeed = v == 0 ? 1 : v;
                }
            if (tracing()) {
                TraceEvent e{EventKind::FloorDone};
                e.a = m_attempt;
                emit(e);
            }
            if (!m_filter.empty() && !m_filter.passes(m_f)) [[unlikely]]
                return GenerateStatus::Filtered;
            return GenerateStatus::Ok;
        }
    }
    gaveUp(kMaxAttempts);
    if (error)
        *error = noFloorMessage(stageSeed, m_stage, minDead, fewDeadEnds, lastFailure);
    return GenerateStatus::NoFloor;
}

} // namespace

// ---------------------------------------------------------------------------------------------------
// Public functions

std::uint32_t Settings::effectiveStageSeed() const {
    if (runSeed && stage >= 1 && stage <= 13)
        return ruleSet == RuleSet::Repentance ? rep::repStageSeed(*runSeed, stage, stageType) // R2's slot
                                              : stageSeedOf(*runSeed, stage);
    return stageSeed;
}

namespace {

// The usual case of validateSettings in one pass, without a branch per test (statistics and search check
// every seed): true when nothing is wrong.
bool plainlyValid(const Settings &s) {
    const auto &st = s.state;
    const auto inRange = [](int v) { return static_cast<unsigned>(static_cast<unsigned>(v) <= 9999u); };
    const bool seeds = s.runSeed ? *s.runSeed != 0 : s.stageSeed != 0;
    bool ok = (s.ruleSet == RuleSet::AfterbirthPlus) | (s.ruleSet == RuleSet::Repentance);
    ok &= (s.ruleVariant == RuleVariant::Vanilla) |
          ((s.ruleVariant == RuleVariant::Repentogon) & (s.ruleSet == RuleSet::Repentance));
    ok &= static_cast<int>(s.state.player) <= static_cast<int>(PlayerType::Other);
    ok &= (s.stage >= 1) & (s.stage <= 12);
    ok &= s.ruleSet == RuleSet::Repentance ? rep::repFloorSupported(s.stage, s.stageType)
                                           : (s.stageType >= 0) & (s.stageType < stageTypeCount(s.stage));
    ok &= seeds & ((s.items >> kItemCount) == 0);
    ok &= !(s.forcedCurses && (*s.forcedCurses & kCurseLabyrinth) && s.stage == 12);
    ok &= inRange(st.hearts) & inRange(st.maxHearts) & inRange(st.soulHearts) & inRange(st.boneHearts) &
          inRange(st.keys) & inRange(st.coins) & inRange(st.victoryLap);
    ok &= (st.treasureRoomsVisited >= -1) & (st.treasureRoomsVisited <= 99);
    return ok && s.effectiveStageSeed() != 0;
}

} // namespace

std::optional<std::string> seedProblem(const Settings &s) {
    if (s.runSeed && *s.runSeed == 0)
        return std::string("run seed 0 is not a valid seed");
    if (!s.runSeed && s.stageSeed == 0)
        return std::string("stage seed 0 is not a valid seed");
    if (s.effectiveStageSeed() == 0)
        return std::string("this run seed gives stage seed 0 for this stage, which the generator cannot use");
    return std::nullopt;
}

std::optional<std::string> validateSettings(const Settings &s) {
    if (plainlyValid(s)) [[likely]]
        return std::nullopt;
    if (s.ruleVariant != RuleVariant::Vanilla && s.ruleVariant != RuleVariant::Repentogon)
        return "rule variant " + std::to_string(static_cast<int>(s.ruleVariant)) + " does not exist";
    if (s.ruleVariant == RuleVariant::Repentogon && s.ruleSet != RuleSet::Repentance)
        return "the repentogon variant belongs to the repentance rule set, not " +
               std::string(ruleSetKey(s.ruleSet));
    if (s.ruleSet == RuleSet::Original2011)
        return orig::validate(s);
    if (s.ruleSet != RuleSet::AfterbirthPlus && s.ruleSet != RuleSet::Repentance)
        return "rule set " + std::to_string(static_cast<int>(s.ruleSet)) +
               " does not exist (afterbirth-plus, repentance or original-2011)";
    if (static_cast<int>(s.state.player) > static_cast<int>(PlayerType::Other))
        return "player type " + std::to_string(static_cast<int>(s.state.player)) + " does not exist";
    if (s.stage < 1 || s.stage > 12)
        return "stage " + std::to_string(s.stage) +
               " is out of range: stages go from 1 (Basement I) to 12 (The Void)";
    if (std::string why;
        s.ruleSet == RuleSet::Repentance && !rep::repFloorSupported(s.stage, s.stageType, &why))
        return why; // R3.1's refusals: Greed mode, the Blue Womb, Mortis
    if (s.stageType == 3)
        return std::string("stage type 3 (Greed mode) is not modelled");
    if (s.ruleSet == RuleSet::AfterbirthPlus && (s.stageType < 0 || s.stageType >= stageTypeCount(s.stage)))
        return "stage type " + std::to_string(s.stageType) + " does not exist for stage " +
               std::to_string(s.stage) + " (valid: 0.." + std::to_string(stageTypeCount(s.stage) - 1) + ")";
    if (auto why = seedProblem(s))
        return why;
    if (s.forcedCurses && (*s.forcedCurses & kCurseLabyrinth) && s.stage == 12)
        return std::string("Curse of the Labyrinth cannot be forced on The Void (stage 12): the second boss "
                           "room would need a stage 13");
    const auto &st = s.state;
    struct Count {
        const char *name;
        int value;
    };
    const Count counts[] = {{"hearts", st.hearts},
                            {"max hearts", st.maxHearts},
                            {"soul hearts", st.soulHearts},
                            {"bone hearts", st.boneHearts},
                            {"keys", st.keys},
                            {"coins", st.coins},
                            {"victory lap", st.victoryLap}};
    for (const auto &c : counts) {
        if (c.value < 0)
            return std::string(c.name) + " cannot be negative (got " + std::to_string(c.value) + ")";
        if (c.value > 9999)
            return std::string(c.name) + " is too large (got " + std::to_string(c.value) + ", at most 9999)";
    }
    if (st.treasureRoomsVisited < -1 || st.treasureRoomsVisited > 99)
        return "treasure rooms visited must be between 0 and 99 (got " +
               std::to_string(st.treasureRoomsVisited) + ")";
    if (s.items >> kItemCount)
        return std::string("unknown item bits set");
    return std::nullopt;
}

namespace {

// The afterbirth-plus floor (out of line in WebAssembly: see FLOORGEN_WASM_OUTLINE).
FLOORGEN_WASM_OUTLINE GenerateStatus generateAfterbirthPlus(const Settings &settings, Floor &out,
                                                            Trace *trace, std::string *error,
                                                            const RoomCatalog &c, Detail detail,
                                                            const RoomFilter &filter) {
    if (trace)
        return Generator<true>(settings, out, trace, c, detail, filter).run(error);
    return Generator<false>(settings, out, trace, c, detail, filter).run(error);
}

GenerateStatus generateWith(const Settings &settings, Floor &out, Trace *trace, std::string *error,
                            const RoomCatalog *catalog, Detail detail, const RoomFilter &filter = {}) {
    if (auto problem = validateSettings(settings)) {
        if (error)
            *error = *problem;
        return GenerateStatus::InvalidSettings;
    }
    if (settings.ruleSet == RuleSet::Original2011) {
        const GenerateStatus st = orig::generate(settings, out, trace, error);
        return st == GenerateStatus::Ok && !filter.empty() && !filter.passes(out) ? GenerateStatus::Filtered
                                                                                  : st;
    }
    const RoomCatalog &c = catalog ? *catalog : BuiltinCatalog::instance();
    if (settings.ruleSet == RuleSet::Repentance)
        return generateRepentance(settings, out, trace, error, c, filter, detail);
    return generateAfterbirthPlus(settings, out, trace, error, c, detail, filter);
}

} // namespace

GenerateStatus generate(const Settings &settings, Floor &out, Trace *trace, std::string *error,
                        const RoomCatalog *catalog) {
    return generateWith(settings, out, trace, error, catalog, Detail::Full);
}

GenerateStatus generate(const Settings &settings, Floor &out, Detail detail) {
    return generateWith(settings, out, nullptr, nullptr, nullptr, detail);
}

GenerateStatus generate(const Settings &settings, Floor &out, Detail detail, const RoomFilter &filter,
                        const RoomCatalog *catalog) {
    return generateWith(settings, out, nullptr, nullptr, catalog, detail, filter);
}

void prefetchBossShuffles(const Settings &settings, std::span<const std::uint32_t> seeds,
                          const RoomCatalog *catalog) {
    if (settings.ruleSet == RuleSet::Repentance)
        prefetchRepentanceShuffles(settings, seeds, catalog ? *catalog : BuiltinCatalog::instance());
}

bool RoomFilter::bossPresent(const Floor &f) const {
    if (anyBoss())
        return true;
    for (const Room &r : f.rooms)
        if (r.type == RoomType::Boss && bossAllowed(r.bossSubtype))
            return true;
    return false;
}

bool RoomFilter::passes(const Floor &f) const {
    const int rooms = static_cast<int>(f.rooms.size());
    return passes(typesPresent(f)) && bossPresent(f) && rooms >= minRooms && rooms <= maxRooms;
}

std::uint32_t typesPresent(const Floor &f) {
    std::uint32_t bits = 0;
    for (const Room &r : f.rooms)
        bits |= typeBit(r.type);
    return bits;
}

namespace detail {

bool slotDrawsAvailable(SlotDraws path) {
#ifdef FLOORGEN_AVX2
    __builtin_cpu_init(); // may run before the constructors that would have done it
    switch (path) {
    case SlotDraws::Scalar:
        return true;
    case SlotDraws::Avx2:
        return __builtin_cpu_supports("avx2") != 0;
    case SlotDraws::Avx512:
        return __builtin_cpu_supports("avx512f") != 0;
    }
    return false;
#else
    return path == SlotDraws::Scalar;
#endif
}

SlotDraws setSlotDraws(SlotDraws path) {
    const SlotDraws before = g_slotDraws;
    if (slotDrawsAvailable(path))
        g_slotDraws = path;
    return before;
}

std::uint32_t slotDraws(std::uint32_t state, std::uint32_t &after, SlotDraws path) {
#ifdef FLOORGEN_AVX2
    if (path == SlotDraws::Avx512 && slotDrawsAvailable(path))
        return drawnPositionsAvx512(state, after);
    if (path == SlotDraws::Avx2 && slotDrawsAvailable(path))
        return drawnPositionsAvx2(state, after);
#endif
    (void)path;
    Rng rng(1, kShiftStage);
    rng.setState(state);
    const std::uint32_t selected = drawnPositionsScalar(rng);
    after = rng.state();
    return selected;
}

} // namespace detail

GenerateResult generateFloor(const Settings &settings, Trace *trace) {
    GenerateResult r;
    r.status = generate(settings, r.floor, trace, &r.error);
    return r;
}

int stageIdOf(int stage, int stageType) {
    if (stageType == 3)
        return stage + 18;
    if (stage < 9)
        return stageType + 1 + 3 * ((stage - 1) / 2);
    if (stage == 9)
        return 13;
    if (stage == 12)
        return 26; // the Void: lookups go to the Void pool of 4.3 (the catalog's business)
    return stageType + 2 * stage - 6;
}

std::uint32_t awardSeedOf(std::uint32_t stageSeed, int roomNumber) {
    Rng award(stageSeed, kShiftStage);
    std::uint32_t v = 0;
    for (int i = 0; i <= roomNumber; ++i)
        v = award.next();
    return v == 0 ? 1 : v;
}

namespace {

constexpr std::uint64_t kFnvPrime = 1099511628211ull;

// FNV-1a by runs of empty cells. A step h -> (h ^ 0xFF) P changes h by a multiple of P that depends only on
// h's low byte, and the low byte after the step depends only on the low byte before it. So a run of k empty
// cells takes h to h P^k + offset[k][h mod 256]: one multiplication and one lookup instead of k dependent
// multiplications (a floor has some 20 occupied cells among its 169). Runs longer than kMax go kMax at a
// time.
struct EmptyRuns {
    static constexpr unsigned kMax = 15;
    std::array<std::uint64_t, kMax + 1> power{};                   // P^k
    std::array<std::array<std::uint64_t, 256>, kMax + 1> offset{}; // by k, then the low byte
};

EmptyRuns buildEmptyRuns() {
    EmptyRuns r;
    std::uint64_t p = 1;
    for (unsigned k = 0; k <= EmptyRuns::kMax; ++k, p *= kFnvPrime)
        r.power[k] = p;
    for (unsigned low = 0; low < 256; ++low) {
        std::uint64_t h = low; // a hash whose high bits are 0: what the run adds beyond low P^k
        for (unsigned k = 0; k <= EmptyRuns::kMax; ++k) {
            r.offset[k][low] = h - low * r.power[k];
            h = (h ^ 0xFFu) * kFnvPrime;
        }
    }
    return r;
}

const EmptyRuns kEmptyRuns = buildEmptyRuns();

inline std::uint64_t hashEmptyRun(std::uint64_t hash, unsigned k) {
    for (; k > EmptyRuns::kMax; k -= EmptyRuns::kMax) // rare: the rows above and below the rooms
        hash = hash * kEmptyRuns.power[EmptyRuns::kMax] + kEmptyRuns.offset[EmptyRuns::kMax][hash & 255u];
    return hash * kEmptyRuns.power[k] + kEmptyRuns.offset[k][hash & 255u];
}

} // namespace

std::uint64_t gridHash(const std::array<std::int8_t, kGridCells> &grid, std::uint64_t hash) {
    // The occupied cells (value >= 0; any negative value is an empty cell, byte 0xFF) as 169 bits.
    std::array<std::uint64_t, 3> occupied{};
#if defined(__SSE2__)
    alignas(16) std::int8_t padded[176];
    std::memcpy(padded, grid.data(), kGridCells);
    std::memset(padded + kGridCells, -1, sizeof padded - kGridCells);
    for (unsigned i = 0; i < sizeof padded / 16; ++i) {
        const __m128i v = _mm_load_si128(reinterpret_cast<const __m128i *>(padded + 16 * i));
        const auto bits = static_cast<std::uint64_t>(~_mm_movemask_epi8(v) & 0xFFFF);
        occupied[(16 * i) / 64] |= bits << ((16 * i) % 64);
    }
#else
    for (unsigned i = 0; i < kGridCells; ++i)
        occupied[i / 64] |= static_cast<std::uint64_t>(grid[i] >= 0) << (i % 64);
#endif
    unsigned next = 0; // the first cell not hashed yet
    for (unsigned w = 0; w < occupied.size(); ++w)
        for (std::uint64_t bits = occupied[w]; bits != 0; bits &= bits - 1) {
            const unsigned i = 64 * w + static_cast<unsigned>(std::countr_zero(bits));
            hash = hashEmptyRun(hash, i - next);
            hash = (hash ^ static_cast<std::uint8_t>(grid[i])) * kFnvPrime;
            next = i + 1;
        }
    return hashEmptyRun(hash, kGridCells - next);
}

std::uint64_t gridHash(const Floor &f, std::uint64_t hash) {
    return gridHash(f.grid, hash);
}

StaticVector<Cell, 4> Room::cells() const {
    StaticVector<Cell, 4> out;
    const auto &g = geometryOf(shape);
    for (int i = 0; i < g.cellCount; ++i)
        out.push_back(cellAt(anchor.x + g.cells[i].dx, anchor.y + g.cells[i].dy));
    return out;
}

const Room *Floor::roomAt(int x, int y) const {
    if (!inBounds(x, y))
        return nullptr;
    const std::int8_t n = grid[x + kGridSize * y];
    return n < 0 ? nullptr : &rooms[static_cast<std::size_t>(n)];
}

const Room *Floor::findFirst(RoomType t) const {
    for (const Room &r : rooms)
        if (r.type == t)
            return &r;
    return nullptr;
}

int Floor::count(RoomType t) const {
    int n = 0;
    for (const Room &r : rooms)
        n += r.type == t ? 1 : 0;
    return n;
}

int Floor::deadEndRank(int roomNumber) const {
    for (std::size_t i = 0; i < deadEnds.size(); ++i)
        if (deadEnds[i] == roomNumber)
            return static_cast<int>(i) + 1;
    return 0;
}

} // namespace floorgen
