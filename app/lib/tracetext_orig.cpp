// The captions of the original-2011 rule set's trace (docs/original-2011.md O10): one sentence a frame, with
// the cells named by the original's numbers (tens = row, ones = column).

#include "tracetext_orig.h"

#include "floorgen/original2011.h"
#include "names_tr.h"

#include <QCoreApplication>
#include <QLocale>

namespace floorgen::app {

namespace {

QString tr(const char *text) {
    return QCoreApplication::translate("floorgen::app", text);
}

QString num(Cell c) {
    return c.valid() ? QStringLiteral("%1").arg(orig::fromCell(c), 2, 10, QLatin1Char('0'))
                     : QStringLiteral("-");
}

QString roomType(RoomType t) {
    return trRoomType(t).toLower();
}

QString checkText(int check, int b) {
    switch (static_cast<orig::PlanCheck>(check)) {
    case orig::PlanCheck::TooFewRooms:
        return tr("Plan thrown away: only %1 rooms, fewer than the count; generation starts over").arg(b);
    case orig::PlanCheck::BossNextToStart:
        return tr(
            "Plan thrown away: the last dead end, the boss room's, is next to the start room; generation "
            "starts over");
    case orig::PlanCheck::TooFewDeadEnds:
        return tr("Plan thrown away: %1 dead ends, fewer than the boss room, the treasure room and the shop "
                  "need "
                  "(our check); generation starts over")
            .arg(b);
    case orig::PlanCheck::NoSecondBossCell:
        return tr("Plan thrown away: no empty cell next to the boss room for the second boss room "
                  "(approximation); generation starts over");
    case orig::PlanCheck::Ok:
        break;
    }
    return {};
}

} // namespace

QString origEventCaption(const Trace &trace, const TraceEvent &e) {
    (void)trace;
    switch (e.kind) {
    case EventKind::OrigRoomCount:
        return tr("Room count: random(2) = %1, so %1 + 5 + level %2 \u00d7 2.6 = %3, rounded down: %4 rooms")
            .arg(e.a)
            .arg(e.room)
            .arg(QLocale().toString(e.a + 5 + e.room * 2.6, 'f', 1))
            .arg(e.b);
    case EventKind::OrigLabyrinthCount:
        return tr("Double-size map: %1 rooms plus 80%, at most 45: %2 rooms").arg(e.a).arg(e.b);
    case EventKind::AttemptStarted:
        return tr("Plan %1: room 0 in the start cell 35, the only room in the queue").arg(e.a);
    case EventKind::RoomPlaced:
        if (e.room == 0)
            return tr("Start room placed in cell 35 and queued");
        return tr("50% coin: a room. Cell %1 gets room %2 (from room %3) and joins the end of the queue")
            .arg(num(e.anchor))
            .arg(e.room)
            .arg(e.a);
    case EventKind::RoomTaken:
        return tr("Room %1 taken from the front of the queue: its four neighbours +10, -10, +1, -1 in turn")
            .arg(e.room);
    case EventKind::OrigNeighbourTest:
        switch (static_cast<orig::Verdict>(e.a)) {
        case orig::Verdict::OffGrid:
            return tr("Room %1: no cell there, it is off the 9x8 grid (column 0 is never used)").arg(e.room);
        case orig::Verdict::Occupied:
            return tr("Cell %1 skipped: it already has a room").arg(num(e.cell));
        case orig::Verdict::Crowded:
            return tr("Cell %1 skipped: it already has %2 filled neighbours").arg(num(e.cell)).arg(e.b);
        case orig::Verdict::Enough:
            return tr("Cell %1 skipped: the floor has enough rooms").arg(num(e.cell));
        case orig::Verdict::CoinNoRoom:
            return tr("Cell %1: 50% coin: no room").arg(num(e.cell));
        case orig::Verdict::Added:
            break;
        }
        return {};
    case EventKind::OrigDeadEnd:
        return tr("Room %1 (cell %2) added no room: dead end %3 of the list")
            .arg(e.room)
            .arg(num(e.cell))
            .arg(e.a);
    case EventKind::OrigStartRequeued:
        return tr("The queue is empty short of the count (more than 16 rooms): the start room is queued "
                  "again (%1)")
            .arg(e.a);
    case EventKind::OrigPlanRejected:
        return checkText(e.a, e.b);
    case EventKind::OrigSpecialPlaced:
        switch (e.step) {
        case Step::Boss:
            return tr("Boss room: the last dead end of the list, room %1 in cell %2")
                .arg(e.room)
                .arg(num(e.cell));
        case Step::XlBoss:
            return tr("Second boss room next to the first, in cell %1 (approximation)").arg(num(e.cell));
        case Step::NormalRooms:
            return tr("Extra room %1 in cell %2, placed like a secret room (approximation)")
                .arg(e.room)
                .arg(num(e.cell));
        case Step::Secret:
            return tr("Secret room in cell %1").arg(num(e.cell));
        default:
            break;
        }
        return (e.flag ? tr("%1 on dead end %2 of %3 left, drawn at random: room %4, cell %5 (approximation)")
                       : tr("%1 on dead end %2 of %3 left, drawn at random: room %4, cell %5"))
            .arg(trRoomType(e.roomType))
            .arg(e.a + 1)
            .arg(e.b)
            .arg(e.room)
            .arg(num(e.cell));
    case EventKind::OrigRoll:
        if (e.roomType == RoomType::Sacrifice)
            return (e.flag ? tr("Sacrifice room roll, 1 in %1 (1 in 7, 1 in 3 at full health): a room")
                           : tr("Sacrifice room roll, 1 in %1 (1 in 7, 1 in 3 at full health): no room"))
                .arg(e.b);
        return (e.flag ? tr("%1 roll, 1 in %2 (approximation): a room")
                       : tr("%1 roll, 1 in %2 (approximation): no room"))
            .arg(trRoomType(e.roomType))
            .arg(e.b);
    case EventKind::OrigSecretSearch: {
        const bool extra = e.step == Step::NormalRooms;
        if (e.b == 0)
            return extra ? tr("Extra room search: no cell after %1 tries and a scan; the map stays smaller")
                               .arg(e.a)
                         : tr("Secret room search: no cell after %1 tries and a scan; this floor has no "
                              "secret room")
                               .arg(e.a);
        if (e.b == 4)
            return tr("Search: no cell in %1 random tries; the scan in number order found cell %2 "
                      "(approximation)")
                .arg(e.a)
                .arg(num(e.cell));
        const int need = orig::secretMinNeighbours(e.b);
        return (e.b == 1
                    ? tr("Search: cell %1 after %2 random tries: next to at least %3 rooms and no dead end")
                    : tr("Search: cell %1 after %2 random tries, the criterion weakened to at least %3 rooms "
                         "(approximation)"))
            .arg(num(e.cell))
            .arg(e.a)
            .arg(need);
    }
    case EventKind::NoDeadEnd:
        return tr("No dead end left for the %1").arg(roomType(e.roomType));
    case EventKind::FloorDone:
        return tr("Floor done; plans made: %1").arg(e.a);
    case EventKind::GenerationFailed:
        return tr("No floor; plans made: %1").arg(e.a);
    default:
        break;
    }
    return {};
}

} // namespace floorgen::app
