// The lines the game writes for a floor (generation.md 15.3), from the generator's trace (section 11).
// Nothing here runs unless asked for: the untraced generator is untouched.

#include "floorgen/gamelog.h"
#include "floorgen/trace.h"

namespace floorgen::gamelog {

namespace {

Line make(LineKind k, std::uint32_t a = 0, std::uint32_t b = 0, std::uint32_t c = 0) {
    Line l;
    l.kind = k;
    l.a = a;
    l.b = b;
    l.c = c;
    return l;
}

// The curse lines in mask-bit order (15.3 names six; Curse of the Cursed, 16, has no line).
constexpr std::uint8_t kCurseLineBits[] = {kCurseDarkness, kCurseLabyrinth, kCurseLost,
                                           kCurseUnknown,  kCurseMaze,      kCurseBlind};

} // namespace

std::vector<Line> predictLines(const Floor &floor, const Trace &trace) {
    std::vector<Line> out;
    const Settings &s = floor.settings;
    out.push_back(make(LineKind::LevelInit, static_cast<std::uint32_t>(s.stage),
                       static_cast<std::uint32_t>(s.stageType), floor.stageSeed));
    for (const std::uint8_t bit : kCurseLineBits)
        if (floor.curseMask & bit)
            out.push_back(make(LineKind::Curse, bit));

    const bool rep = s.ruleSet == RuleSet::Repentance;
    int target = 0;        // FloorParams; repentance: TargetIncreased from the next attempt on
    int placed = 0;        // layout rooms of this attempt, the start room not counted
    int loops = 0;         // rooms taken from Q
    bool inLayout = false; // between AttemptStarted and the layout's DeadEndsDetected
    bool inDeadEnds = false;
    bool tryOpen = false;       // an AddDeadEnd try's line was written, its detection not seen yet
    bool placementNext = false; // DeadEndsSorted seen: placing rooms... unless the attempt is rejected
    for (const TraceEvent &e : trace.events) {
        if (placementNext) {
            placementNext = false;
            if (e.kind == EventKind::AttemptRejected && e.step == Step::DeadEnds) {
                out.push_back(make(LineKind::NotEnoughDeadEnds, static_cast<std::uint32_t>(e.a),
                                   static_cast<std::uint32_t>(e.b)));
                continue;
            }
            out.push_back(make(LineKind::PlacingRooms));
        }
        switch (e.kind) {
        case EventKind::FloorParams:
            target = e.a;
            break;
        case EventKind::TargetIncreased:
            target = e.b;
            break;
        case EventKind::AttemptStarted:
            if (rep && e.a > 100) // R7 has no limit; the game says so from the 101st attempt on
                out.push_back(make(LineKind::GivingUp));
            out.push_back(make(LineKind::Generate));
            placed = 0;
            loops = 0;
            inLayout = true;
            inDeadEnds = false;
            tryOpen = false;
            break;
        case EventKind::RoomTaken:
            if (inLayout)
                ++loops;
            break;
        case EventKind::RoomPlaced:
            if (inLayout && e.step == Step::Layout) {
                if (e.room == 0)
                    break; // the start room: no line
                ++placed;
            } else if (inDeadEnds && e.step == Step::DeadEnds) {
                if (!tryOpen)
                    out.push_back(make(LineKind::TryDeadEnd));
                tryOpen = true;
            } else if (e.step != Step::XlBoss && e.step != Step::ExtraRooms) {
                break; // secret rooms, the ultra secret room: no line
            }
            if (e.shape != Shape::S1x1)
                out.push_back(make(LineKind::PlaceRoom, static_cast<std::uint32_t>(e.shape)));
            break;
        case EventKind::NoDeadEnd:
            if (inDeadEnds && e.step == Step::DeadEnds && !tryOpen) {
                out.push_back(make(LineKind::TryDeadEnd));
                tryOpen = true;
            }
            break;
        case EventKind::DeadEndsDetected:
            if (inLayout) { // the layout is done: its summary (6.4 step 5)
                inLayout = false;
                inDeadEnds = true;
                if (placed >= target)
                    out.push_back(make(LineKind::RoomsInLoops, static_cast<std::uint32_t>(placed),
                                       static_cast<std::uint32_t>(loops)));
                else
                    out.push_back(make(LineKind::LayoutFail, static_cast<std::uint32_t>(placed),
                                       static_cast<std::uint32_t>(target),
                                       static_cast<std::uint32_t>(loops)));
            } else if (inDeadEnds) { // one AddDeadEnd try done (traced, every try is followed by a detection)
                if (!tryOpen)
                    out.push_back(make(LineKind::TryDeadEnd));
                tryOpen = false;
            }
            break;
        case EventKind::DeadEndsSorted:
            if (inDeadEnds) {
                inDeadEnds = false;
                placementNext = true;
            }
            break;
        case EventKind::FloorDone:
            out.push_back(make(LineKind::MapGenerated, static_cast<std::uint32_t>(e.a)));
            break;
        default:
            break;
        }
    }
    if (placementNext)
        out.push_back(make(LineKind::PlacingRooms));
    return out;
}

GenerateStatus predictFloor(const Settings &settings, std::vector<Line> &lines, Floor *floor,
                            std::string *error, const RoomCatalog *catalog) {
    Trace trace;
    Floor local;
    Floor &f = floor ? *floor : local;
    const GenerateStatus st = generate(settings, f, &trace, error, catalog);
    lines.clear();
    if (st == GenerateStatus::Ok || st == GenerateStatus::NoFloor)
        lines = predictLines(f, trace);
    return st;
}

} // namespace floorgen::gamelog
