#include "floorgen/trace.h"

#include <algorithm>

namespace floorgen {

void Trace::clear() {
    events.clear();
    draws.clear();
    items.clear();
    bossCalls.clear();
    gridHashes.clear();
}

namespace {

void writeRoom(ReplayState &st, const Room &r, std::int8_t value) {
    for (const Cell c : r.cells())
        st.grid[static_cast<std::size_t>(c.index())] = value;
}

void placeRoom(ReplayState &st, const TraceEvent &e) {
    Room r;
    r.number = static_cast<std::uint8_t>(e.room);
    r.shape = e.shape;
    r.anchor = e.anchor;
    r.placedCell = e.cell;
    r.dir = static_cast<std::int8_t>(e.b);
    while (st.rooms.size() <= static_cast<std::size_t>(e.room))
        st.rooms.push_back(Room{});
    st.rooms[static_cast<std::size_t>(e.room)] = r;
    writeRoom(st, r, e.room);
}

} // namespace

Replayer::Replayer(const Trace &trace)
    : m_trace(trace) {
    m_state.grid.fill(-1);
}

bool Replayer::step() {
    if (m_next >= m_trace.events.size())
        return false;
    const Trace &trace = m_trace;
    ReplayState &st = m_state;
    {
        const TraceEvent &e = trace.events[m_next++];
        st.attempt = e.attempt;
        st.hasCandidate = false;
        switch (e.kind) {
        case EventKind::AttemptStarted:
            st.grid.fill(-1);
            st.rooms.clear();
            st.workList.clear();
            st.deadEnds.clear();
            st.focusRoom = -1;
            break;
        case EventKind::RoomPlaced:
            placeRoom(st, e);
            st.focusRoom = e.room;
            if (e.step == Step::Layout) {
                if (e.room == 0)
                    st.workList.insert(st.workList.begin(), 0);
                else if (e.flag)
                    st.workList.push_back(e.room);
                else
                    st.workList.insert(st.workList.begin(), e.room);
                st.candidate = {e.room, e.shape, e.anchor, e.cell, 0};
                st.hasCandidate = e.room != 0;
            }
            break;
        case EventKind::RoomTaken:
            if (!st.workList.empty())
                st.workList.erase(st.workList.begin());
            st.focusRoom = e.room;
            break;
        case EventKind::CandidatesListed:
        case EventKind::Quota:
            st.focusRoom = e.room;
            break;
        case EventKind::CandidateRejected:
            st.candidate = {-1, e.shape, e.anchor, e.cell, 0};
            st.hasCandidate = true;
            break;
        case EventKind::DeadEndsDetected:
        case EventKind::DeadEndsSorted: {
            st.deadEnds.clear();
            for (auto &r : st.rooms)
                r.deadEnd = false;
            for (const TraceItem &it : trace.itemsOf(e)) {
                st.deadEnds.push_back(it.room);
                if (it.room >= 0 && static_cast<std::size_t>(it.room) < st.rooms.size())
                    st.rooms[static_cast<std::size_t>(it.room)].deadEnd = true;
            }
            break;
        }
        case EventKind::DeadEndPopped:
        case EventKind::RoomResized: {
            if (e.room < 0 || static_cast<std::size_t>(e.room) >= st.rooms.size())
                break;
            Room &r = st.rooms[static_cast<std::size_t>(e.room)];
            writeRoom(st, r, -1);
            r.shape = e.shape;
            r.anchor = e.anchor;
            writeRoom(st, r, e.room);
            if (e.kind == EventKind::DeadEndPopped)
                std::erase(st.deadEnds, static_cast<int>(e.room));
            st.focusRoom = e.room;
            break;
        }
        case EventKind::DeadEndReAdded:
            st.deadEnds.push_back(e.room);
            st.focusRoom = e.room;
            break;
        case EventKind::RoomAssigned:
            if (e.room >= 0 && static_cast<std::size_t>(e.room) < st.rooms.size()) {
                Room &r = st.rooms[static_cast<std::size_t>(e.room)];
                r.type = e.roomType;
                r.invisible = e.roomType == RoomType::Secret || e.roomType == RoomType::SuperSecret ||
                              e.roomType == RoomType::UltraSecret;
            }
            st.focusRoom = e.room;
            break;
        case EventKind::ExtraRoomPicked:
            st.focusRoom = e.room;
            break;
        // original-2011 (docs/original-2011.md)
        case EventKind::OrigNeighbourTest:
            st.focusRoom = e.room;
            st.candidate = {-1, Shape::S1x1, e.cell, e.cell, 0};
            st.hasCandidate = e.cell.valid();
            break;
        case EventKind::OrigStartRequeued:
            st.workList.push_back(0);
            st.focusRoom = 0;
            break;
        case EventKind::OrigDeadEnd:
            st.deadEnds.push_back(e.room);
            if (e.room >= 0 && static_cast<std::size_t>(e.room) < st.rooms.size())
                st.rooms[static_cast<std::size_t>(e.room)].deadEnd = true;
            st.focusRoom = e.room;
            break;
        case EventKind::OrigSpecialPlaced: {
            if (e.room < 0)
                break;
            if (static_cast<std::size_t>(e.room) >= st.rooms.size()) { // a new room: secret, extra, boss 2
                TraceEvent placed = e;
                placed.shape = Shape::S1x1;
                placed.anchor = e.cell;
                placed.cell = e.roomType == RoomType::Secret ? Cell{} : e.cell;
                placed.b = -1;
                placeRoom(st, placed);
            } else {
                std::erase(st.deadEnds, static_cast<int>(e.room));
            }
            Room &r = st.rooms[static_cast<std::size_t>(e.room)];
            r.type = e.roomType;
            r.invisible = e.roomType == RoomType::Secret;
            st.focusRoom = e.room;
            break;
        }
        default:
            break;
        }
    }
    return true;
}

ReplayState replay(const Trace &trace, std::size_t eventCount) {
    Replayer r(trace);
    for (std::size_t i = 0; i < eventCount && r.step(); ++i) {
    }
    return r.state();
}

} // namespace floorgen
