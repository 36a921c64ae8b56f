// repentance.md R13 to R15, steps 16 to 20: the normal rooms, the one draw per room outside their list, the
// extra rooms with CreateRandomEndRoom, the surprise mini-boss odds and the off-grid rooms. Part of
// repentance.cpp (included once, inside its unnamed namespace, after RepGenerator's definition): the member
// functions of RepGenerator for these sections.

#pragma once

namespace floorgen {
namespace {

// R13 steps 16 and 17
template <bool kTraced> bool RepGenerator<kTraced>::placeNormal(Step &failed) {
    StaticVector<std::uint8_t, kMaxRooms> list;
    for (int i = 0; i < m_layoutCount; ++i)
        if (!m_f.rooms[static_cast<std::size_t>(i)].deadEnd)
            list.push_back(static_cast<std::uint8_t>(i));
    for (const auto n : m_deadEnds)
        list.push_back(n);
    m_pairs.clear();
    if (m_brief) {
        // Detail::SpecialRooms: the same rooms typed DEFAULT without a descriptor. Steps 16 and 17 draw one
        // value of S for every room but the start room, which is always in the list: S moves past them at
        // once.
        for (const auto n : list) {
            Room &g = m_f.rooms[n];
            g.type = RoomType::Default;
            g.provenance = Provenance::RepentanceEngine;
            g.placedBy = static_cast<std::uint8_t>(n == 0 ? Step::Start : Step::NormalRooms);
            m_pairs.push_back(n);
        }
        skipDraws(m_S, static_cast<unsigned>(m_f.rooms.size() - 1));
        return true;
    }
    for (const auto n : list) {
        Room &g = m_f.rooms[n];
        int dmin = m_f.difficultyMin;
        if (dmin > 1 && (m_S.state() & 7u) == 0)
            dmin = 1;
        Picked room;
        if (g.anchor.index() == kStartIndex && g.distance == 0) {
            // Step 16.2: GetRoom, no draw.
            const int file = m_stage == 11 ? (m_variant == 0 ? 16 : 17) : 0;
            room = getRoom(file, RoomType::Default, m_stage == 11 ? 0 : 2);
            if (!room.found)
                return missing(Step::Start, RoomType::Default, -1, file, m_stage == 11 ? 0 : 2);
            if (m_builtinCatalog) {
                room.d.shape = g.shape; // R19.1: the start room has every door its shape can have
                room.d.doors = geometry::geometryOf(g.shape).slotMask;
            }
            assign(Step::Start, g, RoomType::Default, room.d, m_S.state());
        } else {
            const std::uint32_t v = m_S.next();
            room = pick(v, RoomType::Default, 0, g.shape, m_mask[n], dmin, m_f.difficultyMax,
                        m_stage == 11 ? 1 : 0, 0xFFFF, m_sid);
            if (!room.found)
                return failed = Step::NormalRooms, false;
            assign(Step::NormalRooms, g, RoomType::Default, room.d, m_S.state());
        }
        m_pairs.push_back(n);
    }
    stepDone(Step::NormalRooms);
    // Step 17
    const std::size_t outside = m_f.rooms.size() - list.size();
    for (std::size_t i = 0; i < outside; ++i)
        m_S.next();
    stepDone(Step::OutsideDraws);
    return true;
}

// R14.2
template <bool kTraced> Room *RepGenerator<kTraced>::createRandomEndRoom(const Board &blacklistE) {
    const int count = static_cast<int>(m_f.rooms.size());
    StaticVector<std::uint8_t, kMaxRooms> order;
    for (int i = 0; i < count; ++i)
        order.push_back(static_cast<std::uint8_t>(i));
    m_L.shuffle(order.span());
    for (int i = 0; i < count; ++i) {
        const Room parent = m_f.rooms[order[static_cast<std::size_t>(i)]];
        candidates(parent, true, m_cands);
        for (const auto &c : m_cands) {
            if (c.shape != Shape::S1x1 || !fits(c.anchor(), c.shape) || blocked(c.placed.x, c.placed.y) ||
                neighbourCount(c.placed, -1) >= 2 || blacklistE.has(c.placed.x, c.placed.y))
                continue;
            Room &r = addRoom(Shape::S1x1, c.placed, c.placed, c.dir, parent.distance + 1, parent.number);
            r.parentSlot = static_cast<std::int8_t>(c.slot);
            traceRoom(EventKind::RoomPlaced, Step::ExtraRooms, r);
            computeAllMasks();
            redetectDeadEnds();
            return &r;
        }
    }
    return nullptr;
}

// 6.5 over every room, for R14.2: rooms without a placed cell (secret rooms) are never dead ends here, and
// the lists are rebuilt in room-number order, not sorted.
template <bool kTraced> void RepGenerator<kTraced>::redetectDeadEnds() {
    auto &rooms = m_f.rooms;
    const std::size_t count = rooms.size();
    std::array<std::uint8_t, kMaxRooms> hasChild{};
    for (std::size_t i = 1; i < count; ++i)
        if (rooms[i].placedCell.valid())
            hasChild[m_parent[i]] = 1;
    m_deadEnds.clear();
    for (std::size_t i = 1; i < count; ++i) {
        Room &r = rooms[i];
        if (!r.placedCell.valid())
            continue;
        r.deadEnd = neighbourCount(r.placedCell, static_cast<int>(i)) < 2 && !hasChild[i];
        if (r.deadEnd)
            m_deadEnds.push_back(static_cast<std::uint8_t>(i));
    }
}

// R14.1 step 18
template <bool kTraced> bool RepGenerator<kTraced>::placeExtra(Step &failed) {
    if (m_extra <= 0)
        return true;
    GenRng x(m_S.state(), 41);
    attachTrace(x, RngId::Local);
    x.shuffle(m_pairs.span());
    if constexpr (kTraced) {
        if (tracing()) {
            TraceEvent e{EventKind::ExtraRoomOrder};
            e.step = Step::ExtraRooms;
            const auto begin = Base::beginList();
            for (const auto n : m_pairs) {
                const Room &g = m_f.rooms[n];
                m_trace->items.push_back({static_cast<std::int8_t>(n), g.shape, g.anchor, g.placedCell, 0});
            }
            Base::closeList(e, begin);
            e.a = m_extra;
            emit(e);
        }
    }
    int fam = m_sid;
    if (m_sid == 28)
        fam = 27;
    else if (m_sid == 30)
        fam = 29;
    else if (m_sid == 8 || m_sid == 9)
        fam = 7;
    // Every slot of every assigned room, unless it has a door there and is a plain normal room (DEFAULT,
    // subtype 0).
    const Board blacklistE = looseNeighbourCells([](const Room &r, int s) {
        return !(((r.doors >> s) & 1u) && r.type == RoomType::Default && r.subtype == 0);
    });
    const int pairs = static_cast<int>(m_pairs.size());
    const int limit = pairs + m_extra;
    for (int k = 0; k < limit && m_extra > 0; ++k) {
        Room *g;
        if (k < pairs) {
            g = &m_f.rooms[m_pairs[static_cast<std::size_t>(k)]];
            if (g->anchor.index() == kStartIndex && g->distance == 0)
                continue;
        } else {
            g = createRandomEndRoom(blacklistE);
            if (!g)
                return failed = Step::ExtraRooms, false;
        }
        int dmin = m_f.difficultyMin;
        if (dmin > 1 && (x.state() & 7u) == 0)
            dmin = 1;
        Picked room = pickFallback(fam, x.next(), RoomType::Default, 1, g->shape, m_mask[g->number], dmin,
                                   m_f.difficultyMax);
        int tries = 1;
        if (!room.found) {
            room = pickFallback(fam, x.next(), RoomType::Default, 1, g->shape, m_mask[g->number], 1, 10);
            tries = 2;
        }
        if constexpr (kTraced) {
            if (tracing()) {
                TraceEvent e{EventKind::ExtraRoomPicked};
                e.step = Step::ExtraRooms;
                e.room = static_cast<std::int8_t>(g->number);
                e.shape = g->shape;
                e.anchor = g->anchor;
                e.flag = room.found;
                e.a = room.found ? room.d.subtype : 0;
                e.b = tries;
                emit(e);
            }
        }
        if (!room.found)
            continue;
        --m_extra;
        if (k < pairs) {
            g->subtype = room.d.subtype;
            g->doors = room.d.doors;
            g->storedDoors = room.d.doors;
            g->variant = room.d.variant;
            g->layoutId = room.d.id;
            g->placedBy = static_cast<std::uint8_t>(Step::ExtraRooms);
        } else {
            assign(Step::ExtraRooms, *g, RoomType::Default, room.d, x.next());
        }
    }
    if (m_extra > 0)
        return failed = Step::ExtraRooms, false;
    stepDone(Step::ExtraRooms);
    return true;
}

// R15 steps 19 and 20
template <bool kTraced> void RepGenerator<kTraced>::placeAfterGrid() {
    if (m_brief)
        return; // Detail::SpecialRooms: no grid change, only flags and the off-grid rooms
    // Step 19
    bool allow = m_minibossMissing && !(flag(kFlagGreed) && flag(kFlagSuperGreed));
    float base = m_s.state.coins >= 20 ? 1.05f : 1.0f;
    if (flag(kFlagDonationBlown)) {
        setFlag(kFlagDonationBlown, false);
        base += 0.1f;
    }
    if (flag(kFlagShopkeeperKilled)) {
        setFlag(kFlagShopkeeperKilled, false);
        base += 0.02f;
    }
    const int t = std::min(m_run.surpriseCounter, 5);
    m_run.surpriseCounter = 0;
    const float thr = (base - static_cast<float>(t) * 0.05f) * (1.0f / 3.0f);
    m_f.rep.surpriseSecret = m_f.rep.surpriseShop = false;
    float f = m_S.randomFloat();
    if (thr > f && allow && m_secretRoom >= 0 && m_stage > 4) {
        m_f.rooms[static_cast<std::size_t>(m_secretRoom)].flags |= 0x10;
        m_f.rep.surpriseSecret = true;
        allow = stepValue(m_S.state(), 12) % 1000 == 0;
    }
    f = m_S.randomFloat();
    if (thr > f && allow && m_shopRoom >= 0 && m_stage > 3) {
        m_f.rooms[static_cast<std::size_t>(m_shopRoom)].flags |= 0x10;
        m_f.rep.surpriseShop = true;
    }
    stepDone(Step::SurpriseMiniBoss);
    // Step 20: off-grid rooms. Each takes its three room seeds and a pick value from S (four draws), the
    // secret shop and the angel shop one draw each, which seeds a local RNG. Only their types and the secret
    // shop's level reach the output, so S moves past the other draws at once (one by one with a trace sink).
    auto &og = m_f.rep.offGrid;
    og.clear();
    const bool mother = m_alt && (m_stage == 8 || (m_stage == 7 && m_xl));
    og.push_back({-2, RoomType::Error, 0});
    og.push_back({-6, RoomType::BlackMarket, 0});
    og.push_back({-4, RoomType::Dungeon, 0});
    og.push_back({-5, RoomType::BossRush, 0});
    og.push_back({-7, RoomType::Boss, 55});
    og.push_back({static_cast<std::int8_t>(m_sid == 13 ? -9 : -8), RoomType::Default, 1});
    if (m_builtinCatalog) {
        skipDraws(m_S, 6 * 4);
    } else {
        // With room files the picks decay weights. Of these only room 6's outlives the floor (file 13 is not
        // reset per floor, R10.5; files 0 and sid are before they are read again): it is the one made. A
        // miss changes nothing here (no output reads these rooms).
        skipDraws(m_S, 5 * 4 + 3);
        pick(m_S.next(), RoomType::Default, 1, Shape::Null, 0, 0, 0, 0, 0xFFFF, 13);
    }
    GenRng y(m_S.next(), 19); // the secret shop: its level, then its seeds and pick value
    attachTrace(y, RngId::Local);
    const int lv = static_cast<int>(y.randomInt(1u + (unlocked(153) ? 1u : 0u)) +
                                    y.randomInt((unlocked(152) ? 2u : 1u) + (unlocked(154) ? 1u : 0u)));
    og.push_back({-13, RoomType::Shop, static_cast<std::int16_t>(lv)});
    og.push_back({-18, RoomType::Angel, 1}); // its local RNG (triple 20) is seeded by the next draw
    skipDraws(m_S, mother ? 1 + 5 : 1);      // Mother's room: one discarded draw, seeds and pick value
    if (mother)
        og.push_back({-10, RoomType::Boss, 88});
    stepDone(Step::OffGrid);
}

} // namespace
} // namespace floorgen
