// repentance.md R10.6 (GetNewBossRoom and the XL neighbour) and R11, placement steps 1 to 12: the boss rooms,
// the Void's extra boss rooms, the XL second boss room, the block map around the last boss room, the
// super-secret room(s), the secret seed, the shop, the treasure room(s), the planetarium, the optional rooms
// (10a-10f), the bedroom and the mirror room, mineshaft entrance or strange door. Part of repentance.cpp
// (included once, inside its unnamed namespace, after RepGenerator's definition): the member functions of
// RepGenerator for these sections.

#pragma once

namespace floorgen {
namespace {

// R10.6 GetNewBossRoom
template <bool kTraced>
Room *RepGenerator<kTraced>::getNewBossRoom(Step step, const RoomDescriptor &d, bool force) {
    if (!m_xl || m_bossCount == 0 || force) {
        bool moved = false;
        Room *found = popDeadEnd(step, d.shape, d.doors, true, &moved);
        if (found) {
            masksAfterPop(*found, moved);
            m_pendingBoss = found;
        }
    }
    if (!m_pendingBoss)
        return nullptr;
    const Shape before = m_pendingBoss->shape;
    const Cell beforeAnchor = m_pendingBoss->anchor;
    if (!resize(*m_pendingBoss, d.shape, d.doors))
        return nullptr;
    Room *b = m_pendingBoss;
    masksAfterResize(b->number); // R10.8 event 2
    if (tracing() && (b->shape != before || b->anchor != beforeAnchor))
        traceRoom(EventKind::RoomResized, step, *b);
    m_pendingBoss = nullptr;
    ++m_bossCount;
    if (m_xl && m_bossCount == 1) {
        // Step 5: the XL neighbour, placed now and kept pending for the second boss.
        candidates(*b, false, m_cands);
        m_L.shuffle(m_cands.span());
        Base::traceCandidates(Step::XlBoss, b->number, static_cast<int>(m_cands.size()));
        for (const auto &c : m_cands) {
            if (!fits(c.anchor(), c.shape) || neighbourCount(c.placed, -1) >= 2 ||
                !((d.doors >> c.slot) & 1u))
                continue;
            const std::uint8_t parent = b->number;
            Room &n = addRoom(c.shape, c.anchor(), c.placed, c.dir, b->distance + 1, parent);
            n.parentSlot = static_cast<std::int8_t>(c.slot);
            n.deadEnd = true;
            computeMask(n.number);
            m_mask[parent] = static_cast<std::uint8_t>(m_mask[parent] | (1u << c.slot));
            traceRoom(EventKind::RoomPlaced, Step::XlBoss, n);
            m_pendingBoss = &n;
            // addRoom may not move rooms (StaticVector), so b stays valid.
            break;
        }
    }
    return b;
}

// R20.1: a boss room's `bossSubtype` is the boss id it was picked for; for a double-trouble pick (a negative
// id) the picked layout's subtype when room files gave one, none with the built-in catalog.
inline std::int16_t bossSubtypeOf(int id, const RoomDescriptor &layout) {
    if (id >= 0)
        return static_cast<std::int16_t>(id);
    return static_cast<std::int16_t>(layout.id >= 0 ? layout.subtype : -1);
}

// R11 steps 1 to 4
template <bool kTraced> bool RepGenerator<kTraced>::placeBosses(Step &failed) {
    const bool devil = flag(kFlagDevilRoomVisited);
    // Step 1
    {
        const int id = getBossId(Step::Boss, m_stage, devil);
        Base::traceBossChosen(Step::Boss, id >= 0 ? id : -1, id < 0 ? -id : 0);
        // R19.4: every built-in pool but the Basement's is an approximation (fixed bosses take no pool); the
        // player's bosspools.xml is not.
        if (!fixedBoss() && m_sid != 1 && !m_catalog.bossPools())
            m_f.rep.approxBossPools = true;
        const Picked room = bossRoomPick(id, m_S.next());
        if (!room.found)
            return failed = Step::Boss, false;
        Room *b = getNewBossRoom(Step::Boss, room.d, false);
        if (!b)
            return failed = Step::Boss, false;
        assign(Step::Boss, *b, RoomType::Boss, room.d, m_S.state());
        b->bossSubtype = bossSubtypeOf(id, room.d);
        b->doubleTrouble = static_cast<std::int16_t>(id < 0 ? -id : -1);
        m_lastBoss = b;
    }
    stepDone(Step::Boss);
    // Step 2: the Void's extra boss rooms
    if (m_void) {
        const int k = static_cast<int>(m_S.randomInt(4)) + 5;
        traceRoll(Step::VoidBoss, RollKind::VoidBossCount, k, 4, true);
        auto list = kVoidBossList;
        m_S.shuffle(std::span<std::int16_t>(list));
        for (int j = 0; j < k; ++j) {
            const int id = list[static_cast<std::size_t>(j)];
            const Picked room = bossRoomPick(id, m_S.next());
            if (!room.found)
                return failed = Step::VoidBoss, false;
            Room *d = getNewBossRoom(Step::VoidBoss, room.d, true);
            if (!d) {
                if (j < 5)
                    return failed = Step::VoidBoss, false;
                m_lastBoss = nullptr;
                break;
            }
            assign(Step::VoidBoss, *d, RoomType::Boss, room.d, m_S.state());
            d->bossSubtype = static_cast<std::int16_t>(id);
            d->voidBoss = true;
            m_lastBoss = d;
        }
    }
    if (m_void)
        stepDone(Step::VoidBoss);
    // Step 3: the XL second boss room
    if (m_xl) {
        const std::uint32_t saved = m_S.state();
        const int id2 = getBossId(Step::XlBoss, m_stage + 1, devil);
        Base::traceBossChosen(Step::XlBoss, id2 >= 0 ? id2 : -1, id2 < 0 ? -id2 : 0);
        const Picked room = bossRoomPick(id2, m_S.next());
        if (!room.found)
            return failed = Step::XlBoss, false;
        Room *d = getNewBossRoom(Step::XlBoss, room.d, false);
        if (!d)
            return failed = Step::XlBoss, false;
        assign(Step::XlBoss, *d, RoomType::Boss, room.d, m_S.state());
        d->bossSubtype = bossSubtypeOf(id2, room.d);
        d->doubleTrouble = static_cast<std::int16_t>(id2 < 0 ? -id2 : -1);
        d->secondBoss = true;
        m_lastBoss = d;
        m_S.setState(saved);
    }
    if (m_xl)
        stepDone(Step::XlBoss);
    // Step 4
    if (m_lastBoss) {
        const Board before = m_blocked;
        blockRoomArea(*m_lastBoss);
        if constexpr (kTraced) {
            TraceEvent e{EventKind::CellsBlocked};
            e.step = Step::BlockBoss;
            e.room = static_cast<std::int8_t>(m_lastBoss->number);
            const auto begin = Base::beginList();
            for (int y = 0; y < kGridSize; ++y)
                for (int x = 0; x < kGridSize; ++x)
                    if (m_blocked.has(x, y) && !before.has(x, y))
                        m_trace->items.push_back({-1, Shape::S1x1, cellAt(x, y), cellAt(x, y), 0});
            Base::closeList(e, begin);
            e.a = static_cast<std::int32_t>(e.listEnd - e.listBegin);
            emit(e);
        }
    }
    return true;
}

// R11 steps 5 to 12
template <bool kTraced> bool RepGenerator<kTraced>::placeSteps5to12(Step &failed) {
    const int sp = stagePrime();
    stepDone(Step::BlockBoss);
    // Step 5: super-secret room(s)
    {
        GenRng x(m_S.next(), 9);
        attachTrace(x, RngId::Local);
        const int n = m_s.has(Item::Luna) ? 2 : 1;
        for (int i = 0; i < n; ++i) {
            const std::uint32_t v = x.next();
            const Picked room = pick(v, RoomType::SuperSecret);
            if (!room.found)
                return missing(Step::SuperSecret, RoomType::SuperSecret, -1, 0);
            Room *d = popEnd(Step::SuperSecret, room.d);
            if (!d) {
                if (i == 0)
                    return failed = Step::SuperSecret, false;
                break;
            }
            assign(i == 0 ? Step::SuperSecret : Step::LunaSuperSecret, *d, RoomType::SuperSecret, room.d, v);
        }
    }
    stepDone(Step::SuperSecret);
    // Step 6
    m_secretSeed = m_S.next();
    stepDone(Step::SecretSeed);
    // Step 7: shop
    const bool crownStage = m_stage == 10 && ((m_variant == 0 && hasTrinket(m_s, Item::WickedCrown)) ||
                                              (m_variant == 1 && hasTrinket(m_s, Item::HolyCrown)));
    if ((m_stage < 7 || (m_stage < 9 && hasTrinket(m_s, Item::SilverDollar)) || crownStage) &&
        m_s.state.victoryLap < 3) {
        rep::ShopLevelInputs in;
        in.unlocks = m_s.achievements;
        in.hard = m_s.hard;
        in.storeKey = mult(m_s, Item::StoreKey);
        in.stage = m_stage;
        in.type = m_variant;
        in.wickedCrown = mult(m_s, Item::WickedCrown);
        in.holyCrown = mult(m_s, Item::HolyCrown);
        in.silverDollar = mult(m_s, Item::SilverDollar);
        in.character = character();
        int level = 0;
        if constexpr (kTraced) {
            // Y's draws (R17) as the local RNG of triple 19 (R20.2).
            rep::ShopLevelTrace y;
            level = rep::shopLevel(m_S.next(), in, &y);
            for (int i = 0; i < y.drawCount; ++i)
                m_trace->draws.push_back({RngId::Local, y.draws[static_cast<std::size_t>(i)], 19});
        } else {
            level = rep::shopLevel(m_S.next(), in);
        }
        m_f.rep.shopLevel = level;
        traceRoll(Step::Shop, RollKind::Subtype, level, 0, true);
        const Picked room = pick(m_S.next(), RoomType::Shop, level);
        if (!room.found)
            return missing(Step::Shop, RoomType::Shop, level, 0);
        Room *d = popEnd(Step::Shop, room.d);
        if (!d)
            return failed = Step::Shop, false;
        assign(Step::Shop, *d, RoomType::Shop, room.d, m_S.state());
        m_shopRoom = d->number;
    }
    stepDone(Step::Shop);
    // Step 8: treasure room(s)
    if (m_stage < 7 || (m_stage < 9 && hasTrinket(m_s, Item::BloodyCrown)) || crownStage) {
        const int count = m_xl ? 2 : 1;
        std::uint32_t saved = m_S.state();
        for (int i = 0; i < count; ++i) {
            bool options = m_S.next() % 100 == 0;
            if (!options) {
                const int horse = mult(m_s, Item::GoldenHorseshoe);
                const std::uint32_t dd = static_cast<std::uint32_t>(100 / std::max(horse, 1));
                const std::uint32_t s = m_S.next();
                options = (dd == 0 || s % dd < 15) && hasTrinket(m_s, Item::GoldenHorseshoe);
            }
            const bool p2w = hasTrinket(m_s, Item::PayToWin);
            const int subtype = options ? (p2w ? 3 : 1) : (p2w ? 2 : 0);
            traceRoll(Step::Treasure, RollKind::TreasureSpecial, subtype, 0, options);
            const Picked room = pickFallback(0, m_S.next(), RoomType::Treasure, subtype);
            if (!room.found)
                return missing(Step::Treasure, RoomType::Treasure, subtype, 0);
            Room *d = popEnd(Step::Treasure, room.d);
            if (!d)
                return failed = Step::Treasure, false;
            assign(Step::Treasure, *d, RoomType::Treasure, room.d, m_S.state());
            if (i == 0)
                saved = m_S.state();
        }
        m_S.setState(saved);
    }
    stepDone(Step::Treasure);
    // Step 9: planetarium
    {
        const float c = rep::planetariumChance(planetariumInputsOf(m_s));
        m_f.rep.planetariumChance = c;
        const Picked room = pick(m_S.next(), RoomType::Planetarium);
        if (!room.found)
            return missing(Step::Planetarium, RoomType::Planetarium, -1, 0);
        Room *d = popEnd(Step::Planetarium, room.d);
        // The chance is drawn only when a dead end was found; the step runs (and is traced) on every floor.
        const float f = d ? m_S.randomFloat() : 1.0f;
        const bool hit = d && c > f && unlocked(406);
        traceRoll(Step::Planetarium, RollKind::PlanetariumChance,
                  static_cast<std::int32_t>(c * 10000.0f + 0.5f),
                  d ? static_cast<std::int32_t>(f * 10000.0f) : -1, hit, RoomType::Planetarium);
        placeOrBack(Step::Planetarium, d, hit, RoomType::Planetarium, room.d);
    }
    stepDone(Step::Planetarium);
    // Step 10: optional rooms
    if (m_stage < 11) {
        // 10a
        {
            const bool dice = (m_S.next() % 50 == 0) || ((m_S.next() % 5 == 0) && m_s.state.keys > 1);
            const RoomType type = dice ? RoomType::Dice : RoomType::Sacrifice;
            traceRoll(Step::DiceSacrifice, RollKind::RoomType, 0, 0, dice, type);
            const Picked room = pick(m_S.next(), type);
            if (!room.found)
                return missing(Step::DiceSacrifice, type, -1, 0);
            Room *d = popEnd(Step::DiceSacrifice, room.d);
            const int ch = character();
            const bool placeIt =
                (m_S.next() % 7 == 0) || ((m_S.next() & 3) == 0 && (fullHealth() || ch == 8 || ch == 11));
            traceRoll(Step::DiceSacrifice, RollKind::Place, 0, 0, placeIt, type);
            placeOrBack(Step::DiceSacrifice, d, placeIt, type, room.d);
        }
        stepDone(Step::DiceSacrifice);
        // 10b
        {
            int lib = 0;
            for (int a = 151; a <= 154; ++a)
                if (unlocked(a))
                    lib = a - 150;
            const int sub = static_cast<int>(m_S.randomInt(static_cast<std::uint32_t>(lib + 1)));
            traceRoll(Step::Library, RollKind::Subtype, sub, lib + 1, true);
            // (The library's pick leaves its weight as it is: R10.9.)
            const Picked room =
                pick(m_S.next(), RoomType::Library, sub, Shape::Null, 0, 1, 10, 0, 0xFFFF, 0, false);
            if (!room.found)
                return missing(Step::Library, RoomType::Library, sub, 0);
            Room *d = popEnd(Step::Library, room.d);
            const bool placeIt = (m_S.next() % 20 == 0) || ((m_S.next() & 3) == 0 && flag(kFlagBookPickedUp));
            traceRoll(Step::Library, RollKind::Place, 0, 0, placeIt, RoomType::Library);
            placeOrBack(Step::Library, d, placeIt, RoomType::Library, room.d);
        }
        stepDone(Step::Library);
        // 10c
        {
            GenRng x(m_S.next(), 66);
            attachTrace(x, RngId::Local);
            const bool voodoo = m_s.has(Item::VoodooHead);
            for (int rep = 0; rep < (voodoo ? 2 : 1); ++rep) {
                Picked room;
                if (voodoo) {
                    room = pick(x.next(), RoomType::Curse, 1);
                    if (!room.found)
                        room = pick(x.next(), RoomType::Curse, 0);
                } else {
                    room = pick(x.next(), RoomType::Curse, 0);
                }
                const Step step = rep == 0 ? Step::Curse : Step::VoodooCurse;
                if (!room.found)
                    return missing(step, RoomType::Curse, 0, 0);
                Room *d = popEnd(step, room.d);
                m_lastCurse = room;
                m_lastCurseRoom = d;
                if (x.next() & 1u)
                    x.next();
                if (d)
                    assign(step, *d, RoomType::Curse, room.d, x.state());
            }
        }
        stepDone(Step::Curse);
        placeMiniBoss();
        stepDone(Step::MiniBoss);
        // 10e
        {
            const int sub = (m_stage == 2 || m_stage == 4 || m_stage == 6 || m_stage == 8) ? 1 : 0;
            const Picked room = pick(m_S.next(), RoomType::Challenge, sub);
            if (!room.found)
                return missing(Step::Challenge, RoomType::Challenge, sub, 0);
            Room *d = popEnd(Step::Challenge, room.d);
            const bool back = ((m_S.next() & 1u) == 1 && sp < 3) || !fullHealth() || sp < 2;
            traceRoll(Step::Challenge, RollKind::Place, 0, 0, !back, RoomType::Challenge);
            placeOrBack(Step::Challenge, d, !back, RoomType::Challenge, room.d);
            if (d && !back)
                d->bossChallenge = sub == 1;
        }
        stepDone(Step::Challenge);
        // 10f
        {
            const bool vault = (m_S.next() % 10 == 0) || ((m_S.next() % 3 == 0) && m_s.state.keys > 1);
            const bool cbr = cainBirthright();
            Picked room;
            RoomType type;
            if (vault && !cbr) {
                room = pick(m_S.next(), RoomType::Chest);
                type = RoomType::Chest;
            } else {
                type = RoomType::Arcade;
                if (cbr)
                    room = pick(m_S.next(), RoomType::Arcade, 1);
                if (!cbr || !room.found)
                    room = pick(m_S.next(), RoomType::Arcade, 0);
            }
            traceRoll(Step::VaultArcade, RollKind::RoomType, 0, 0, vault, type);
            if (!room.found)
                return missing(Step::VaultArcade, type, -1, 0);
            Room *d = popEnd(Step::VaultArcade, room.d);
            const bool ok = (type == RoomType::Arcade && (m_s.state.coins >= 5 || cbr)) ||
                            (type == RoomType::Chest && m_s.state.keys > 1);
            const bool stageOk = sp == 2 || sp == 4 || sp == 6 || sp == 8 || (cbr && sp <= 10);
            traceRoll(Step::VaultArcade, RollKind::Place, 0, 0, ok && stageOk, type);
            placeOrBack(Step::VaultArcade, d, ok && stageOk, type, room.d);
        }
    }
    if (m_stage < 11)
        stepDone(Step::VaultArcade);
    // Step 11: bedroom
    if (m_stage < 7) {
        const int st = m_xl ? m_stage + 1 : m_stage;
        const bool dirtyAllowed = !(st == 6 && m_alt && flag(kFlagBackwardsPath));
        const bool barrenOK = dirtyAllowed;
        const RoomType type = ((m_S.next() & 1u) == 0 || !barrenOK) ? RoomType::Isaacs : RoomType::Barren;
        traceRoll(Step::Bedroom, RollKind::RoomType, 0, 0, true, type);
        const Picked room = pick(m_S.next(), type);
        if (!room.found)
            return missing(Step::Bedroom, type, -1, 0);
        Room *d = popEnd(Step::Bedroom, room.d);
        const bool placeIt = (m_S.next() % 50 == 0) || ((m_S.next() % 5 == 0) && lowHealth());
        traceRoll(Step::Bedroom, RollKind::Place, 0, 0, placeIt, type);
        placeOrBack(Step::Bedroom, d, placeIt, type, room.d);
    }
    if (m_stage < 7)
        stepDone(Step::Bedroom);
    // Step 12: mirror room, mineshaft entrance, strange door
    m_extra = 0;
    if (m_mirror) {
        const std::uint32_t v = m_S.next();
        const Picked room = pick(v, RoomType::Default, 34, Shape::Null, 0, 0, 0, 0, 0xFFFF, m_sid);
        if (!room.found)
            return missing(Step::Mirror, RoomType::Default, 34, m_sid);
        Room *d = popEnd(Step::Mirror, room.d);
        if (!d)
            return failed = Step::Mirror, false;
        assign(Step::Mirror, *d, RoomType::Default, room.d, m_S.state());
        m_extra = 1;
    } else if (m_mineshaft) { // R6.1: a Mineshaft floor is one whose player holds Knife Piece 1
        const std::uint32_t v = stepValue(m_S.state(), 34);
        const Picked room = pickFallback(29, v, RoomType::Default, 10, Shape::Null, 0, 0, 0);
        if (!room.found)
            return missing(Step::Mineshaft, RoomType::Default, 10, 29);
        Room *d = popEnd(Step::Mineshaft, room.d);
        if (!d)
            return failed = Step::Mineshaft, false;
        assign(Step::Mineshaft, *d, RoomType::Default, room.d, v);
        m_extra = 2;
    } else if (m_strange) {
        m_extra = 1;
    }
    m_f.rep.extraRooms = m_extra;
    stepDone(m_mineshaft ? Step::Mineshaft : Step::Mirror);
    return true;
}

// R11 step 10d
template <bool kTraced> void RepGenerator<kTraced>::placeMiniBoss() {
    const int sp = stagePrime();
    const int diff = m_stage < 7 ? 1 : 10;
    int denom = 0;
    if (sp >= 3) {
        denom = 80;
        if (unlocked(4))
            denom = 30;
        if (unlocked(33))
            denom = 10;
        if (m_s.state.superSinCounter != 0)
            denom = 5;
    }
    int sub = -1;
    int sinFlag = -1;
    Sin sin = Sin::None;
    bool super = false;
    const bool prideDraw = sp >= 3 && (m_S.next() % 10 == 0);
    if (prideDraw && !flag(kFlagUltraPride)) {
        routeRead(false); // an earlier floor may have set flag 32
        m_S.next();
        sub = kUltraPrideSubtype;
        sin = Sin::UltraPride;
    } else {
        super = denom != 0 && m_S.randomInt(static_cast<std::uint32_t>(denom)) == 0;
        StaticVector<std::uint8_t, 6> avail;
        for (std::uint8_t k = 0; k < 6; ++k)
            if (!flag(kFlagSinBase + k))
                avail.push_back(k);
        if (!avail.empty()) {
            routeRead(false); // earlier floors may have set the sins left (all six: no draw)
            const std::uint8_t k = avail[m_S.randomInt(static_cast<std::uint32_t>(avail.size()))];
            sub = super ? kSinRows[k].super : kSinRows[k].normal;
            sinFlag = kFlagSinBase + k;
            sin = kSinRows[k].sin;
        }
    }
    traceRoll(Step::MiniBoss, RollKind::Sin, static_cast<std::int32_t>(sin), 0, super);
    Picked room;
    Room *d = nullptr;
    if (sub >= 0) {
        room = pick(m_S.next(), RoomType::MiniBoss, sub, Shape::Null, 0, diff, diff);
        if (!room.found)
            room = pick(m_S.next(), RoomType::MiniBoss, sub);
        d = room.found ? popEnd(Step::MiniBoss, room.d) : nullptr;
    } else {
        room = m_lastCurse;
        d = m_lastCurseRoom;
    }
    const bool placeIt = ((m_S.next() & 3u) == 0) || ((m_S.next() % 3 == 0) && sp == 1);
    traceRoll(Step::MiniBoss, RollKind::Place, 0, 0, placeIt, RoomType::MiniBoss);
    if (placeIt) {
        if (d) {
            assign(Step::MiniBoss, *d, sub >= 0 ? RoomType::MiniBoss : RoomType::Curse, room.d, m_S.state());
            d->sin = sin;
            d->superSin = super;
            m_minibossMissing = false;
            if (sinFlag >= 0)
                setFlag(sinFlag);
            if (sin == Sin::UltraPride)
                setFlag(kFlagUltraPride);
        }
    } else {
        reAdd(Step::MiniBoss, d);
    }
}

} // namespace
} // namespace floorgen
