// repentance.md R12, steps 13 and 15: the secret room(s) and the ultra-secret room with its red-room doors
// (the search itself is in ultrasecret.h; the grave, step 14, is in RepGenerator::placement). Part of
// repentance.cpp (included once, inside its unnamed namespace, after RepGenerator's definition): the member
// functions of RepGenerator for these sections.

#pragma once

namespace floorgen {
namespace {

// R12.1 step 13: secret room(s). False only when the room files lack a secret room (R19.1's refusal).
template <bool kTraced> bool RepGenerator<kTraced>::placeSecrets() {
    const int n = (hasTrinket(m_s, Item::FragmentedCard) ? 2 : 1) + (m_s.has(Item::Luna) ? 1 : 0);
    std::uint32_t s = m_secretSeed;
    for (int i = 0; i < n; ++i) {
        const Picked room = pickFallback(0, s, RoomType::Secret);
        if (!room.found)
            return missing(Step::Secret, RoomType::Secret, -1, 0);
        Board black = Base::buildBlacklist();
        for (std::size_t w = 0; w < 4; ++w)
            black.w[w] |= m_blocked.w[w];
        const Cell c = secretCell(black);
        if (c.valid()) {
            Room &r = addRoom(Shape::S1x1, c, Cell{}, -1, 0);
            r.invisible = true;
            traceRoom(EventKind::RoomPlaced, Step::Secret, r);
            computeMask(r.number);
            assign(Step::Secret, r, RoomType::Secret, room.d, s);
            for (const auto &u : geometry::kUnit) {
                const int x = c.x + u.dx, y = c.y + u.dy;
                if (inBounds(x, y) && occupant(x, y) >= 0)
                    computeMask(occupant(x, y));
            }
            m_secretRoom = r.number;
        }
        s = stepValue(s, 1);
    }
    return true;
}

// R12.3 - R12.5 step 15: the ultra-secret room
template <bool kTraced> void RepGenerator<kTraced>::placeUltraSecret() {
    const std::uint32_t u = stepValue(m_secretSeed, 71);
    const Picked room = pickFallback(0, u, RoomType::UltraSecret);
    if (!room.found)
        return;
    // R12.4 blacklistU: loose neighbour cells of the slots of every assigned room without a door there, or of
    // every slot for boss, secret, super-secret and curse rooms.
    const Board black = looseNeighbourCells([](const Room &r, int s) {
        const bool all = r.type == RoomType::Boss || r.type == RoomType::Secret ||
                         r.type == RoomType::SuperSecret || r.type == RoomType::Curse;
        return all || !((r.doors >> s) & 1u);
    });
    std::vector<UltraCandidate> weighed;
    std::vector<UltraCandidate> *all = nullptr;
    if constexpr (kTraced)
        all = tracing() ? &weighed : nullptr;
    const Cell c = ultraSecretCell(
        Base::m_occ, m_blocked, black, [this](int x, int y) { return occupant(x, y); }, m_f.rooms.span(), m_L,
        all);
    if constexpr (kTraced) {
        if (tracing()) {
            // R20.2 "ultra candidate": every cell weighed, with k and its final weight (or its drawn weight,
            // negated, when a direction check rejected it).
            TraceEvent e{EventKind::SecretCandidates};
            e.step = Step::UltraSecret;
            const auto begin = Base::beginList();
            int best = 0, shared = 0;
            for (const UltraCandidate &u : weighed) {
                m_trace->items.push_back({static_cast<std::int8_t>(u.k), Shape::S1x1, u.cell, u.cell,
                                          static_cast<std::int16_t>(u.final >= 0 ? u.final : -u.drawn)});
                if (u.final > best)
                    best = u.final, shared = 0;
                if (u.final == best && best > 0)
                    ++shared;
            }
            Base::closeList(e, begin);
            e.a = best;
            e.b = shared;
            emit(e);
        }
    }
    if (!c.valid())
        return;
    Room &r = addRoom(Shape::S1x1, c, Cell{}, -1, 0);
    r.invisible = true;
    traceRoom(EventKind::RoomPlaced, Step::UltraSecret, r);
    computeMask(r.number);
    // Step 5: red-room doors.
    redRoomDoors(
        c, [this](int x, int y) { return occupant(x, y); }, m_f.rooms.span(),
        [this](int xi, int slot, Cell t) {
            m_mask[static_cast<std::size_t>(xi)] =
                static_cast<std::uint8_t>(m_mask[static_cast<std::size_t>(xi)] | (1u << slot));
            if (m_f.rep.redRoomDoors.size() < m_f.rep.redRoomDoors.capacity())
                m_f.rep.redRoomDoors.push_back(
                    {static_cast<std::uint8_t>(xi), static_cast<std::uint8_t>(slot), t});
        });
    if constexpr (kTraced) {
        TraceEvent e{EventKind::RedRoomDoors};
        e.step = Step::UltraSecret;
        e.room = static_cast<std::int8_t>(r.number);
        const auto begin = Base::beginList();
        for (const RedRoomDoor &d : m_f.rep.redRoomDoors)
            m_trace->items.push_back({static_cast<std::int8_t>(d.room), Shape::S1x1, d.cell, d.cell,
                                      static_cast<std::int16_t>(d.slot)});
        Base::closeList(e, begin);
        e.a = static_cast<std::int32_t>(m_f.rep.redRoomDoors.size());
        emit(e);
    }
    assign(Step::UltraSecret, r, RoomType::UltraSecret, room.d, u);
    if (!m_f.rep.redRoomDoors.empty())
        r.redRoom = m_f.rep.redRoomDoors[0].cell;
}

} // namespace
} // namespace floorgen
