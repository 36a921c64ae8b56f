// The captions of the original-2011 rule set's trace (docs/original-2011.md O10): one sentence a frame, with
// the cells named by the original's numbers (tens = row, ones = column).

#include "tracetext_orig.h"

#include "floorgen/i18n.h"
#include "floorgen/original2011.h"
#include "floorgen/textnames.h"

namespace floorgen::i18n::captions {

namespace {

// The context of the texts, as in tracetext.cpp.
Text translate(const char *context, const char *text) {
    return Text(i18n::translate(context, text));
}

Text num(Cell c) {
    if (!c.valid())
        return Text("-");
    std::string n = std::to_string(orig::fromCell(c));
    if (n.size() < 2)
        n.insert(n.begin(), '0');
    return Text(std::move(n));
}

Text roomType(RoomType t) {
    return lowerText(trRoomType(t));
}

Text checkText(int check, int b) {
    switch (static_cast<orig::PlanCheck>(check)) {
    case orig::PlanCheck::TooFewRooms:
        return translate("floorgen::app",
                         "Plan thrown away: only %1 rooms, fewer than the count; generation starts over")
            .arg(b);
    case orig::PlanCheck::BossNextToStart:
        return translate(
            "floorgen::app",
            "Plan thrown away: the last dead end, the boss room's, is next to the start room; generation "
            "starts over");
    case orig::PlanCheck::TooFewDeadEnds:
        return translate(
                   "floorgen::app",
                   "Plan thrown away: %1 dead ends, fewer than the boss room, the treasure room and the shop "
                   "need "
                   "(our check); generation starts over")
            .arg(b);
    case orig::PlanCheck::NoSecondBossCell:
        return translate("floorgen::app",
                         "Plan thrown away: no empty cell next to the boss room for the second boss room "
                         "(approximation); generation starts over");
    case orig::PlanCheck::Ok:
        break;
    }
    return {};
}

} // namespace

Text origEventCaption(const Trace &trace, const TraceEvent &e) {
    (void)trace;
    switch (e.kind) {
    case EventKind::OrigRoomCount:
        return translate(
                   "floorgen::app",
                   "Room count: random(2) = %1, so %1 + 5 + level %2 \u00d7 2.6 = %3, rounded down: %4 rooms")
            .arg(e.a)
            .arg(e.room)
            .arg(fixedText((e.a + 5) * 10 + e.room * 26, 1, // e.a + 5 + level x 2.6, in tenths
                           translator() ? translator()->decimalPoint() : "."))
            .arg(e.b);
    case EventKind::OrigLabyrinthCount:
        return translate("floorgen::app", "Double-size map: %1 rooms plus 80%, at most 45: %2 rooms")
            .arg(e.a)
            .arg(e.b);
    case EventKind::AttemptStarted:
        return translate("floorgen::app", "Plan %1: room 0 in the start cell 35, the only room in the queue")
            .arg(e.a);
    case EventKind::RoomPlaced:
        if (e.room == 0)
            return translate("floorgen::app", "Start room placed in cell 35 and queued");
        return translate(
                   "floorgen::app",
                   "50% coin: a room. Cell %1 gets room %2 (from room %3) and joins the end of the queue")
            .arg(num(e.anchor))
            .arg(e.room)
            .arg(e.a);
    case EventKind::RoomTaken:
        return translate(
                   "floorgen::app",
                   "Room %1 taken from the front of the queue: its four neighbours +10, -10, +1, -1 in turn")
            .arg(e.room);
    case EventKind::OrigNeighbourTest:
        switch (static_cast<orig::Verdict>(e.a)) {
        case orig::Verdict::OffGrid:
            return translate("floorgen::app",
                             "Room %1: no cell there, it is off the 9x8 grid (column 0 is never used)")
                .arg(e.room);
        case orig::Verdict::Occupied:
            return translate("floorgen::app", "Cell %1 skipped: it already has a room").arg(num(e.cell));
        case orig::Verdict::Crowded:
            return translate("floorgen::app", "Cell %1 skipped: it already has %2 filled neighbours")
                .arg(num(e.cell))
                .arg(e.b);
        case orig::Verdict::Enough:
            return translate("floorgen::app", "Cell %1 skipped: the floor has enough rooms").arg(num(e.cell));
        case orig::Verdict::CoinNoRoom:
            return translate("floorgen::app", "Cell %1: 50% coin: no room").arg(num(e.cell));
        case orig::Verdict::Added:
            break;
        }
        return {};
    case EventKind::OrigDeadEnd:
        return translate("floorgen::app", "Room %1 (cell %2) added no room: dead end %3 of the list")
            .arg(e.room)
            .arg(num(e.cell))
            .arg(e.a);
    case EventKind::OrigStartRequeued:
        return translate(
                   "floorgen::app",
                   "The queue is empty short of the count (more than 16 rooms): the start room is queued "
                   "again (%1)")
            .arg(e.a);
    case EventKind::OrigPlanRejected:
        return checkText(e.a, e.b);
    case EventKind::OrigSpecialPlaced:
        switch (e.step) {
        case Step::Boss:
            return translate("floorgen::app", "Boss room: the last dead end of the list, room %1 in cell %2")
                .arg(e.room)
                .arg(num(e.cell));
        case Step::XlBoss:
            return translate("floorgen::app",
                             "Second boss room next to the first, in cell %1 (approximation)")
                .arg(num(e.cell));
        case Step::NormalRooms:
            return translate("floorgen::app",
                             "Extra room %1 in cell %2, placed like a secret room (approximation)")
                .arg(e.room)
                .arg(num(e.cell));
        case Step::Secret:
            return translate("floorgen::app", "Secret room in cell %1").arg(num(e.cell));
        default:
            break;
        }
        return (e.flag
                    ? translate(
                          "floorgen::app",
                          "%1 on dead end %2 of %3 left, drawn at random: room %4, cell %5 (approximation)")
                    : translate("floorgen::app",
                                "%1 on dead end %2 of %3 left, drawn at random: room %4, cell %5"))
            .arg(trRoomType(e.roomType))
            .arg(e.a + 1)
            .arg(e.b)
            .arg(e.room)
            .arg(num(e.cell));
    case EventKind::OrigRoll:
        if (e.roomType == RoomType::Sacrifice)
            return (e.flag
                        ? translate("floorgen::app",
                                    "Sacrifice room roll, 1 in %1 (1 in 7, 1 in 3 at full health): a room")
                        : translate("floorgen::app",
                                    "Sacrifice room roll, 1 in %1 (1 in 7, 1 in 3 at full health): no room"))
                .arg(e.b);
        return (e.flag ? translate("floorgen::app", "%1 roll, 1 in %2 (approximation): a room")
                       : translate("floorgen::app", "%1 roll, 1 in %2 (approximation): no room"))
            .arg(trRoomType(e.roomType))
            .arg(e.b);
    case EventKind::OrigSecretSearch: {
        const bool extra = e.step == Step::NormalRooms;
        if (e.b == 0)
            return extra
                       ? translate(
                             "floorgen::app",
                             "Extra room search: no cell after %1 tries and a scan; the map stays smaller")
                             .arg(e.a)
                       : translate("floorgen::app",
                                   "Secret room search: no cell after %1 tries and a scan; this floor has no "
                                   "secret room")
                             .arg(e.a);
        if (e.b == 4)
            return translate("floorgen::app",
                             "Search: no cell in %1 random tries; the scan in number order found cell %2 "
                             "(approximation)")
                .arg(e.a)
                .arg(num(e.cell));
        const int need = orig::secretMinNeighbours(e.b);
        return (e.b == 1
                    ? translate(
                          "floorgen::app",
                          "Search: cell %1 after %2 random tries: next to at least %3 rooms and no dead end")
                    : translate("floorgen::app", "Search: cell %1 after %2 random tries, the criterion "
                                                 "weakened to at least %3 rooms "
                                                 "(approximation)"))
            .arg(num(e.cell))
            .arg(e.a)
            .arg(need);
    }
    case EventKind::NoDeadEnd:
        return translate("floorgen::app", "No dead end left for the %1").arg(roomType(e.roomType));
    case EventKind::FloorDone:
        return translate("floorgen::app", "Floor done; plans made: %1").arg(e.a);
    case EventKind::GenerationFailed:
        return translate("floorgen::app", "No floor; plans made: %1").arg(e.a);
    default:
        break;
    }
    return {};
}

} // namespace floorgen::i18n::captions
