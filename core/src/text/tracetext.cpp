// What each trace event means, in one sentence: the step-through's caption and the decision log's rows
// (floorgen/tracetext.h), for the app (app/lib/tracetext.h's adapters) and the browser
// (web/src/module_text.cpp).

#include "floorgen/tracetext.h"

#include "floorgen/i18n.h"
#include "floorgen/textnames.h"
#include "tracetext_orig.h"

#include <algorithm>
#include <bit>
#include <vector>

namespace floorgen::i18n::captions {

namespace {

// The texts keep the context lupdate gave them when they were the app's ("floorgen::app"): lupdate reads
// the literal context of each translate() call (core/src/text/ is among its sources, app/CMakeLists.txt).
Text translate(const char *context, const char *text, const char *comment = nullptr, int n = -1) {
    return Text(i18n::translate(context, text, comment, n));
}

Text stepDisplayName(Step step);

int doorCount(int doorMask) {
    return std::popcount(static_cast<unsigned>(doorMask));
}

Text capitalised(const Text &s) {
    return Text(capitalisedText(s.str()));
}

Text cellText(Cell c) {
    return Text("(%1,%2)").arg(c.x).arg(c.y);
}

Text shapeText(Shape s) {
    return Text(std::string(shapeName(s)));
}

Text typeText(RoomType t) {
    switch (t) {
    case RoomType::Isaacs:
        return translate("floorgen::app", "clean bedroom");
    case RoomType::Barren:
        return translate("floorgen::app", "dirty bedroom");
    case RoomType::Chest:
        return translate("floorgen::app", "vault");
    default:
        break;
    }
    return lowerText(trRoomType(t));
}

Text curseList(int mask) {
    TextList names;
    for (CurseBit c : kAllCurses)
        if (mask & c)
            names << trCurse(c);
    return names.isEmpty() ? translate("floorgen::app", "no curse") : names.join(", ");
}

// The odds of a special room's placement roll (section 7.9, 7.10).
Text placeOdds(Step step, RuleSet rules) {
    if (rules == RuleSet::Repentance) { // repentance.md R12 10a and 10f
        if (step == Step::DiceSacrifice)
            return translate("floorgen::app", "1 in 7, or 1 in 4 at full health or as Lazarus");
        if (step == Step::VaultArcade)
            return translate(
                "floorgen::app",
                "no roll: an arcade needs 5 coins, a vault 2 keys, on stages 2, 4, 6 and 8 (with Cain's "
                "Birthright, up to Sheol)");
    }
    switch (step) {
    case Step::DiceSacrifice:
        return translate("floorgen::app", "1 in 7, or 1 in 4 at full health");
    case Step::Library:
        return translate("floorgen::app", "1 in 20, or 1 in 4 after a book was picked up");
    case Step::Curse:
        return translate("floorgen::app", "1 in 2, or 1 in 4 after a devil room");
    case Step::MiniBoss:
        return translate("floorgen::app", "1 in 4, or 1 in 3 on the first floor");
    case Step::Challenge:
        return translate("floorgen::app", "needs full health past the first floor; 1 in 2 on stage 2");
    case Step::VaultArcade:
        return translate("floorgen::app", "needs 5 coins on an even stage before the Womb II");
    case Step::Bedroom:
        return translate("floorgen::app", "1 in 50, or 1 in 5 at low health");
    default:
        return {};
    }
}

// Dead-end list kept while walking the events, as replay() does.
struct Walker {
    RuleSet rules = RuleSet::AfterbirthPlus;
    std::vector<int> deadEnds;
    int target = 0; // repentance: the room target, grown by R7's rule
    int firstTarget = 0;
    int attempt = 0; // from AttemptStarted (TraceEvent::attempt is 8 bits; repentance may try more)

    // repentance.md R7: after a layout with too few dead ends, the target grows by one at attempts 10, 15,
    // 20, ... while it is under 64.
    bool targetGrows(const TraceEvent &e) const {
        return rules == RuleSet::Repentance && e.kind == EventKind::AttemptRejected &&
               e.step == Step::DeadEnds && attempt >= 10 && attempt % 5 == 0 && target < 64;
    }

    void apply(const Trace &trace, const TraceEvent &e) {
        if (targetGrows(e))
            ++target;
        switch (e.kind) {
        case EventKind::FloorParams:
            target = firstTarget = e.a;
            break;
        case EventKind::AttemptStarted:
            deadEnds.clear();
            attempt = e.a;
            break;
        case EventKind::DeadEndsDetected:
        case EventKind::DeadEndsSorted:
            deadEnds.clear();
            for (const TraceItem &it : trace.itemsOf(e))
                deadEnds.push_back(it.room);
            break;
        case EventKind::DeadEndPopped:
            std::erase(deadEnds, static_cast<int>(e.room));
            break;
        case EventKind::DeadEndReAdded:
            deadEnds.push_back(e.room);
            break;
        default:
            break;
        }
    }
    int rank(int room) const {
        const auto it = std::find(deadEnds.begin(), deadEnds.end(), room);
        return it == deadEnds.end() ? 0 : static_cast<int>(it - deadEnds.begin()) + 1;
    }
};

Text roomList(const Trace &trace, const TraceEvent &e) {
    TextList parts;
    for (const TraceItem &it : trace.itemsOf(e))
        parts << Text(std::to_string(it.room));
    return parts.join(", ");
}

// repentance.md R9.4: what GetBossId did, in a player's words (R20.2).
Text bossIdCaption(const Trace &trace, const TraceEvent &e) {
    const Text boss = e.b < 0 ? translate("floorgen::app", "a double trouble room (variant %1)").arg(-e.b)
                              : trBossDisplayName(e.b);
    if (e.a < 0 || static_cast<std::size_t>(e.a) >= trace.bossCalls.size())
        return translate("floorgen::app", "Boss from the run's boss pools: %1.").arg(boss);
    const BossTrace &b = trace.bossCalls[static_cast<std::size_t>(e.a)];
    if (!b.drew)
        return b.branch == BossBranch::FallbackMonstro
                   ? translate("floorgen::app", "This floor has no boss pool: %1, without a draw.").arg(boss)
                   : translate("floorgen::app",
                               "This floor's boss is fixed: %1, without a draw from the boss pools.")
                         .arg(boss);
    const Text pool =
        translate("floorgen::app", "The boss pool (slot %1) draws seven values from its own RNG.")
            .arg(b.pool);
    Text why;
    switch (b.branch) {
    case BossBranch::HeadlessHorseman:
        why =
            translate("floorgen::app", "The horseman roll hit (1 in 10, then 1 in 10 again): %1.").arg(boss);
        break;
    case BossBranch::Harbinger:
        why = translate("floorgen::app", "The horseman roll hit (1 in 10): %1.").arg(boss);
        break;
    case BossBranch::Conquest:
        why = translate("floorgen::app",
                        "The horseman roll hit on Death's floor, and Conquest replaces him: %1.")
                  .arg(boss);
        break;
    case BossBranch::DoubleTrouble:
        why = translate("floorgen::app", "The double trouble roll hit: %1.").arg(boss);
        break;
    case BossBranch::Fallen:
        why = translate("floorgen::app", "A devil room was visited and the 1-in-10 roll hit: %1.").arg(boss);
        break;
    case BossBranch::Weighted: {
        const int tries = static_cast<int>(b.tries.size());
        why = translate(
                  "floorgen::app",
                  "No special boss: picked by weight from the shuffled pool: %1 (tries: %2, passes over the "
                  "list: %3).")
                  .arg(boss)
                  .arg(tries)
                  .arg(b.totalScans());
        if (b.poolReset())
            why += ' ' + translate("floorgen::app", "The pool had run out and was refilled.");
        break;
    }
    case BossBranch::FallbackMonstro:
        why = translate("floorgen::app", "Ten tries by weight found no boss that can appear: %1.").arg(boss);
        break;
    case BossBranch::Fixed:
        break;
    }
    return pool + ' ' + why;
}

Text rollCaption(const TraceEvent &e, RuleSet rules) {
    switch (e.roll) {
    case RollKind::Curse:
        return e.flag
                   ? translate("floorgen::app", "Curse roll (1 in %1) hit: the floor gets a curse.").arg(e.b)
                   : translate("floorgen::app", "Curse roll (1 in %1) missed: no curse.").arg(e.b);
    case RollKind::CurseKind:
        if (!e.flag && e.a == 2) // generation.md 3 step 5
            return translate("floorgen::app",
                             "Which curse: draw 2 of 6 is Darkness, which the Blue Womb removes: no curse.");
        return e.flag ? translate("floorgen::app", "Which curse: draw %1 of 6.").arg(e.a)
                      : translate(
                            "floorgen::app",
                            "Which curse: draw 0 of 6 is Labyrinth, which this stage cannot have: no curse.");
    case RollKind::RoomCoin:
        return translate("floorgen::app", "Room-count coin: %1 (the target grows by %1).").arg(e.a);
    case RollKind::HardExtra:
        return translate("floorgen::app", "Hard-mode extra draw: %1 (used only in hard mode).").arg(e.a);
    case RollKind::VoidSize:
        return translate("floorgen::app", "The Void's size: 50 + %1 rooms.").arg(e.a);
    case RollKind::RoomType:
        switch (e.step) {
        case Step::DiceSacrifice:
            return translate("floorgen::app",
                             "Dice or sacrifice room: %1 (dice 1 in 50, or 1 in 5 with 2 keys or more).")
                .arg(typeText(e.roomType));
        case Step::VaultArcade:
            return translate("floorgen::app",
                             "Vault or arcade: %1 (vault 1 in 10, or 1 in 3 with 2 keys or more).")
                .arg(typeText(e.roomType));
        case Step::Bedroom:
            return translate("floorgen::app", "Bedroom kind: %1 (1 in 2).").arg(typeText(e.roomType));
        default:
            return translate("floorgen::app", "Room kind for the %1: %2.")
                .arg(stepDisplayName(e.step), typeText(e.roomType));
        }
    case RollKind::Place: {
        const Text odds = placeOdds(e.step, rules);
        const Text what = stepDisplayName(e.step);
        const bool noRoll =
            rules == RuleSet::Repentance && e.step == Step::VaultArcade; // 10f: a test, no roll
        Text s = noRoll ? capitalised(e.flag ? translate("floorgen::app", "%1 placed").arg(what)
                                             : translate("floorgen::app", "%1 not placed").arg(what))
                        : capitalised(e.flag ? translate("floorgen::app", "%1 roll succeeded").arg(what)
                                             : translate("floorgen::app", "%1 roll failed").arg(what));
        if (!odds.isEmpty())
            s += Text(" (%1)").arg(odds);
        return s + '.';
    }
    case RollKind::PlanetariumChance:
        if (e.b < 0) // repentance.md R11 step 9: no dead end, so no roll
            return translate("floorgen::app",
                             "No dead end is left for the planetarium: its chance (%1) is not rolled.")
                .arg(fixedText(e.a, 4));
        return e.flag
                   ? translate("floorgen::app", "Planetarium roll %1 is under the chance %2: placed.")
                         .arg(fixedText(e.b, 4))
                         .arg(fixedText(e.a, 4))
                   : translate("floorgen::app", "Planetarium roll %1 is not under the chance %2: not placed.")
                         .arg(fixedText(e.b, 4))
                         .arg(fixedText(e.a, 4));
    case RollKind::TreasureSpecial:
        if (rules == RuleSet::Repentance)
            return e.flag ? translate("floorgen::app",
                                      "Treasure room with a choice of items (1 in 100, or Golden Horseshoe): "
                                      "subtype %1.")
                                .arg(e.a)
                          : translate("floorgen::app", "Treasure room without a choice of items: subtype %1.")
                                .arg(e.a);
        return e.flag ? translate("floorgen::app", "Treasure room: a special one (subtype %1).").arg(e.a)
                      : translate("floorgen::app", "Treasure room: an ordinary one (subtype %1).").arg(e.a);
    case RollKind::Subtype:
        if (rules == RuleSet::Repentance &&
            e.step == Step::Library) // 10b: levels 1..5, from the store unlocks
            return translate("floorgen::app", "Library level %1 (a draw among %2 levels).")
                .arg(e.a + 1)
                .arg(e.b);
        if (rules == RuleSet::Repentance && e.step == Step::Shop)
            return translate("floorgen::app",
                             "Shop level %1 (from the stage, the Store Key and the store upgrades).")
                .arg(e.a);
        return capitalised(translate("floorgen::app", "%1 subtype %2 (draw %3).")
                               .arg(stepDisplayName(e.step))
                               .arg(e.a)
                               .arg(e.b));
    case RollKind::Sin: {
        if (static_cast<Sin>(e.a) == Sin::None) // repentance.md R12 10d: every sin's flag is set
            return translate("floorgen::app",
                             "Mini-boss: every sin has already been met this run, none is left to choose.");
        const Text sin = trSin(static_cast<Sin>(e.a));
        if (rules == RuleSet::Repentance && e.flag) // the odds depend on the stage and the super-sin counter
            return translate("floorgen::app", "Mini-boss: Super %1 (the alternative variant).").arg(sin);
        return e.flag ? translate("floorgen::app", "Mini-boss: Super %1 (the alternative variant, 1 in 5).")
                            .arg(sin)
                      : translate("floorgen::app", "Mini-boss: %1.").arg(sin);
    }
    case RollKind::VoidBossCount:
        return translate("floorgen::app", "The Void gets up to %1 extra boss rooms.").arg(e.a);
    }
    return translate("floorgen::app", "Roll.");
}

// The Void's extra boss rooms in afterbirth-plus (generation.md 7.3a): how many are wanted and the shuffled
// list they come from, or where the step stopped. (Repentance's count roll has no list: rollCaption.)
Text voidBossCaption(const Trace &trace, const TraceEvent &e) {
    if (!e.flag)
        return translate(
                   "floorgen::app",
                   "No dead end is left for Void boss room %1 of %2: the Void keeps its %3 extra boss rooms.")
            .arg(e.a + 1)
            .arg(e.b)
            .arg(e.a);
    TextList bosses;
    for (const TraceItem &it : trace.itemsOf(e).first(std::min<std::size_t>(e.a, trace.itemsOf(e).size())))
        bosses << trBossDisplayName(it.weight);
    return translate(
               "floorgen::app",
               "The Void wants %1 extra boss rooms (5 + a draw of 4); the shuffled list of %2 bosses gives "
               "them "
               "in order: %3.")
        .arg(e.a)
        .arg(trace.itemsOf(e).size())
        .arg(bosses.join(", "));
}

Text caption(const Trace &trace, const TraceEvent &e, const Walker &w) {
    if (w.rules == RuleSet::Original2011)
        return origEventCaption(trace, e);
    switch (e.kind) {
    case EventKind::FloorParams:
        return translate("floorgen::app", "Floor parameters: %1 rooms to place, at least %2 dead ends.")
            .arg(e.a)
            .arg(e.b);
    case EventKind::CurseRoll:
        if (!e.flag)
            return e.b ? translate("floorgen::app", "No curse roll (Black Candle); forced: %1.")
                             .arg(curseList(e.b))
                       : translate("floorgen::app", "No curse roll (Black Candle).");
        if (e.a == e.b)
            return translate("floorgen::app", "Curse: %1.").arg(curseList(e.a));
        return translate("floorgen::app", "The roll gave %1; forced instead: %2.")
            .arg(curseList(e.a), curseList(e.b));
    case EventKind::AttemptStarted:
        return translate("floorgen::app", "Attempt %1 starts on an empty grid.").arg(e.a);
    case EventKind::RoomPlaced:
        switch (e.step) {
        case Step::Layout:
            if (e.room == 0)
                return translate("floorgen::app",
                                 "Start room placed at (6,6); it is the first room of the work list.");
            if (e.reason == RejectReason::ExceptionTaken)
                return translate(
                           "floorgen::app",
                           "Candidate %1 at %2 placed as room %3 through the 1-in-10 exception, although its "
                           "placed "
                           "cell has %4 neighbours; it goes to the %5 of the work list.")
                    .arg(shapeText(e.shape), cellText(e.anchor))
                    .arg(e.room)
                    .arg(e.a)
                    .arg(e.flag ? translate("floorgen::app", "bottom") : translate("floorgen::app", "top"));
            return e.flag
                       ? translate(
                             "floorgen::app",
                             "Candidate %1 at %2 placed as room %3; it goes to the bottom of the work list "
                             "(1 in 3).")
                             .arg(shapeText(e.shape), cellText(e.anchor))
                             .arg(e.room)
                       : translate(
                             "floorgen::app",
                             "Candidate %1 at %2 placed as room %3; it goes to the top of the work list.")
                             .arg(shapeText(e.shape), cellText(e.anchor))
                             .arg(e.room);
        case Step::DeadEnds:
            return translate("floorgen::app",
                             "Too few dead ends: room %1 (%2 at %3) added as an extra dead end.")
                .arg(e.room)
                .arg(shapeText(e.shape), cellText(e.anchor));
        case Step::XlBoss:
            return translate("floorgen::app", "Second boss room %1 placed at %2, next to the boss room.")
                .arg(e.room)
                .arg(cellText(e.anchor));
        case Step::ExtraRooms:
            return translate(
                       "floorgen::app",
                       "Extra room %1 placed at %2: the mirror, the mineshaft or the strange door needs one "
                       "more "
                       "room at the end of a path.")
                .arg(e.room)
                .arg(cellText(e.anchor));
        case Step::Secret:
            return translate("floorgen::app", "Secret room %1 placed at %2.")
                .arg(e.room)
                .arg(cellText(e.anchor));
        case Step::UltraSecret:
            return translate("floorgen::app", "Ultra secret room %1 placed at %2.")
                .arg(e.room)
                .arg(cellText(e.anchor));
        default:
            return translate("floorgen::app", "Room %1 placed at %2.").arg(e.room).arg(cellText(e.anchor));
        }
    case EventKind::RoomTaken:
        return translate("floorgen::app",
                         "Room %1 (%2 at %3) taken from the top of the work list to grow from.")
            .arg(e.room)
            .arg(shapeText(e.shape), cellText(e.anchor));
    case EventKind::CandidatesListed: {
        const auto n = trace.itemsOf(e).size();
        return n == 0 ? translate("floorgen::app", "Room %1 has no free neighbour cell: no candidates.")
                            .arg(e.room)
                      : translate("floorgen::app", "Room %1 has %2 candidate rooms around it, shuffled.")
                            .arg(e.room)
                            .arg(n);
    }
    case EventKind::Quota:
        if (!e.flag)
            return translate("floorgen::app",
                             "Target above 15: the start room may place every candidate (%1).")
                .arg(e.a);
        return e.room == 0
                   ? translate("floorgen::app", "Quota for the start room: %1 new rooms (2 + a coin).")
                         .arg(e.a)
                   : translate("floorgen::app", "Quota for room %1: up to %2 new rooms (four coins).")
                         .arg(e.room)
                         .arg(e.a);
    case EventKind::CandidateRejected: {
        const Text c = translate("floorgen::app", "Candidate %1 at %2 rejected")
                           .arg(shapeText(e.shape), cellText(e.anchor));
        switch (e.reason) {
        case RejectReason::DoesNotFit:
            return translate("floorgen::app", "%1: a room placed earlier in this loop took one of its cells.")
                .arg(c);
        case RejectReason::NeighbourCount:
            return translate("floorgen::app", "%1: its placed cell already has %2 neighbours.")
                .arg(c)
                .arg(e.a);
        case RejectReason::ExceptionMissed:
            return translate("floorgen::app",
                             "%1: its placed cell has %2 neighbours and the 1-in-10 exception roll missed.")
                .arg(c)
                .arg(e.a);
        case RejectReason::DoorMismatch:
            return translate("floorgen::app", "%1: its doors do not match a neighbour's.").arg(c);
        default:
            return c + '.';
        }
    }
    case EventKind::DeadEndsDetected:
        return e.a == 0 ? translate("floorgen::app", "No dead ends found.")
                        : translate("floorgen::app", "%1 dead ends found: rooms %2.")
                              .arg(e.a)
                              .arg(roomList(trace, e));
    case EventKind::DeadEndsSorted:
        return translate("floorgen::app", "Dead ends sorted, farthest first: rooms %1.")
            .arg(roomList(trace, e));
    case EventKind::AttemptRejected:
        if (e.step == Step::DeadEnds && w.targetGrows(e))
            return translate("floorgen::app", "Attempt %1 thrown away: %2 dead ends, %3 needed. After so "
                                              "many tries the floor grows: "
                                              "the target is now %4 rooms.")
                .arg(w.attempt)
                .arg(e.a)
                .arg(e.b)
                .arg(w.target + 1);
        if (e.step == Step::DeadEnds)
            return translate("floorgen::app", "Attempt %1 thrown away: %2 dead ends, %3 needed.")
                .arg(e.attempt)
                .arg(e.a)
                .arg(e.b);
        return translate("floorgen::app", "Attempt %1 thrown away: the %2 could not be placed.")
            .arg(e.attempt)
            .arg(stepDisplayName(e.step));
    case EventKind::Roll:
        if (e.roll == RollKind::VoidBossCount && (!e.flag || !trace.itemsOf(e).empty()))
            return voidBossCaption(trace, e);
        return rollCaption(e, w.rules);
    case EventKind::BossChosen: {
        const Text boss = trBossDisplayName(e.a);
        const Text dt = e.b ? translate("floorgen::app", " (double trouble, variant %1)").arg(e.b) : Text();
        if (e.step == Step::VoidBoss)
            return translate("floorgen::app", "Extra boss room for the Void: %1 (its pick draws from S).")
                .arg(boss);
        return e.step == Step::XlBoss
                   ? translate("floorgen::app", "Boss of the second boss room: %1%2.").arg(boss, dt)
                   : translate("floorgen::app", "Boss chosen: %1%2.").arg(boss, dt);
    }
    case EventKind::DeadEndPopped: {
        const int rank = w.rank(e.room);
        Text s = rank > 0 ? translate("floorgen::app", "Dead end %1 (room %2) popped for the %3")
                                .arg(rank)
                                .arg(e.room)
                                .arg(stepDisplayName(e.step))
                          : translate("floorgen::app", "Room %1 popped for the %2")
                                .arg(e.room)
                                .arg(stepDisplayName(e.step));
        if (e.flag)
            s += translate("floorgen::app", ", resized to %1").arg(shapeText(e.shape));
        return s + '.';
    }
    case EventKind::DeadEndReAdded:
        return translate("floorgen::app", "Room %1 goes back to the end of the dead-end list (no %2 here).")
            .arg(e.room)
            .arg(stepDisplayName(e.step));
    case EventKind::RoomResized:
        if (e.step == Step::Boss || e.step == Step::XlBoss)
            return translate("floorgen::app", "Room %1 resized to %2 at %3 to fit the boss room's layout.")
                .arg(e.room)
                .arg(shapeText(e.shape), cellText(e.anchor));
        return translate("floorgen::app", "Room %1 resized to %2 at %3.")
            .arg(e.room)
            .arg(shapeText(e.shape), cellText(e.anchor));
    case EventKind::NoDeadEnd:
        if (e.step == Step::DeadEnds)
            return translate("floorgen::app",
                             "No room has a free cell beside it for another dead end: the layout keeps %1.")
                .arg(e.a);
        return translate("floorgen::app", "No dead end can take the %1.").arg(stepDisplayName(e.step));
    case EventKind::RoomAssigned:
        if (e.step == Step::Grave)
            return translate("floorgen::app", "Room %1 at %2 becomes the grave room.")
                .arg(e.room)
                .arg(cellText(e.anchor));
        if (e.step == Step::VoidBoss)
            return translate("floorgen::app", "Room %1 at %2 becomes a Void boss room.")
                .arg(e.room)
                .arg(cellText(e.anchor));
        if (e.step == Step::NormalRooms && w.rules == RuleSet::Repentance)
            return translate("floorgen::app",
                             "Room %1 at %2 becomes a normal room; its layout is picked among those with %3.")
                .arg(e.room)
                .arg(cellText(e.anchor))
                .arg(translate("floorgen::app", "%n door(s)", "the doors a normal room's layout needs",
                               doorCount(e.a))); // (lupdate misses a plural whose count is written std::...)
        if (e.step == Step::NormalRooms)
            return translate("floorgen::app", "Room %1 at %2 becomes a normal room.")
                .arg(e.room)
                .arg(cellText(e.anchor));
        if (e.step == Step::ExtraRooms)
            return translate("floorgen::app",
                             "Room %1 at %2 becomes one of the extra rooms (an ordinary room).")
                .arg(e.room)
                .arg(cellText(e.anchor));
        return translate("floorgen::app", "Room %1 at %2 becomes the %3.")
            .arg(e.room)
            .arg(cellText(e.anchor), stepDisplayName(e.step));
    case EventKind::SecretCandidates: {
        const auto n = trace.itemsOf(e).size();
        const Text what = e.step == Step::UltraSecret ? translate("floorgen::app", "Ultra secret room")
                                                      : translate("floorgen::app", "Secret room");
        if (e.b == 0)
            return translate("floorgen::app", "%1: no cell qualifies (%2 looked at), none placed.")
                .arg(what)
                .arg(n);
        Text text = translate("floorgen::app", "%1: %2 candidate cells, best weight %3, shared by %4.")
                        .arg(what)
                        .arg(n)
                        .arg(e.a)
                        .arg(e.b);
        if (e.step == Step::UltraSecret) {
            const auto items = trace.itemsOf(e);
            const auto rejected =
                std::count_if(items.begin(), items.end(), [](const TraceItem &it) { return it.weight < 0; });
            if (rejected > 0)
                text += ' ' + translate("floorgen::app",
                                        "Rejected, as no room at distance 2 has a side facing them: %1.")
                                  .arg(static_cast<int>(rejected));
        }
        return text;
    }
    case EventKind::FloorDone:
        if (w.rules == RuleSet::Repentance && w.target != w.firstTarget)
            return translate("floorgen::app",
                             "Floor done after %1 attempts; the target grew from %2 to %3 rooms.")
                .arg(e.a)
                .arg(w.firstTarget)
                .arg(w.target);
        return e.a == 1 ? translate("floorgen::app", "Floor done at the first attempt.")
                        : translate("floorgen::app", "Floor done after %1 attempts.").arg(e.a);
    case EventKind::GenerationFailed:
        return translate("floorgen::app", "No floor after %1 attempts.").arg(e.a);
    case EventKind::StepDone:
        // The draws' counts are for the decision log's detail (eventDetail), not the player's caption.
        return translate("floorgen::app", "Step done: %1.")
            .arg(stepDisplayName(e.step)); // not "End of the step boss room."
    case EventKind::TargetIncreased:
        return translate(
                   "floorgen::app",
                   "Attempt %1 had too few dead ends: from the next attempt on the floor asks for %2 rooms.")
            .arg(e.a)
            .arg(e.b);
    case EventKind::CellsBlocked: {
        TextList cells;
        for (const TraceItem &it : trace.itemsOf(e))
            cells << Text("(%1,%2)").arg(it.cell.x).arg(it.cell.y);
        return translate(
                   "floorgen::app",
                   "The cells around the last boss room (room %1) are blocked: no later room, secret room or "
                   "ultra "
                   "secret room may use them: %2.")
            .arg(e.room)
            .arg(cells.join(", "));
    }
    case EventKind::BossIdDrawn:
        return bossIdCaption(trace, e);
    case EventKind::ExtraRoomOrder:
        return translate("floorgen::app",
                         "Extra rooms to make: %1. The rooms are tried in this shuffled order: %2.")
            .arg(e.a)
            .arg(roomList(trace, e));
    case EventKind::ExtraRoomPicked:
        if (!e.flag)
            return translate("floorgen::app",
                             "Room %1: no extra-room layout fits its doors; the next room is tried.")
                .arg(e.room);
        return e.b > 1
                   ? translate(
                         "floorgen::app",
                         "Room %1 becomes an extra room (layout subtype %2, found on the second try, at any "
                         "difficulty).")
                         .arg(e.room)
                         .arg(e.a)
                   : translate("floorgen::app", "Room %1 becomes an extra room (layout subtype %2).")
                         .arg(e.room)
                         .arg(e.a);
    case EventKind::RedRoomDoors: {
        TextList doors;
        for (const TraceItem &it : trace.itemsOf(e))
            doors << translate("floorgen::app", "room %1 to (%2,%3)")
                         .arg(it.room)
                         .arg(it.cell.x)
                         .arg(it.cell.y);
        if (doors.isEmpty())
            return translate("floorgen::app", "The ultra secret room has no red room.");
        return translate("floorgen::app", "Red rooms lead to the ultra secret room (room %1): a door of %2.")
            .arg(e.room)
            .arg(doors.join(", "));
    }
    case EventKind::OrigRoomCount: // original-2011's events: tracetext_orig.cpp
    case EventKind::OrigLabyrinthCount:
    case EventKind::OrigNeighbourTest:
    case EventKind::OrigDeadEnd:
    case EventKind::OrigStartRequeued:
    case EventKind::OrigPlanRejected:
    case EventKind::OrigRoll:
    case EventKind::OrigSecretSearch:
    case EventKind::OrigSpecialPlaced:
        return origEventCaption(trace, e);
    }
    return {};
}

Text stepDisplayName(Step step) {
    switch (step) {
    case Step::None:
        return translate("floorgen::app", "floor");
    case Step::Layout:
        return translate("floorgen::app", "layout");
    case Step::DeadEnds:
        return translate("floorgen::app", "dead ends");
    case Step::Boss:
        return translate("floorgen::app", "boss room");
    case Step::XlBoss:
        return translate("floorgen::app", "second boss room");
    case Step::VoidBoss:
        return translate("floorgen::app", "Void boss room");
    case Step::SuperSecret:
        return translate("floorgen::app", "super secret room");
    case Step::LunaSuperSecret:
        return translate("floorgen::app", "second super secret room (Luna)");
    case Step::SecretSeed:
        return translate("floorgen::app", "secret-room seed");
    case Step::Shop:
        return translate("floorgen::app", "shop");
    case Step::Treasure:
        return translate("floorgen::app", "treasure room");
    case Step::Planetarium:
        return translate("floorgen::app", "planetarium");
    case Step::DiceSacrifice:
        return translate("floorgen::app", "dice or sacrifice room");
    case Step::Library:
        return translate("floorgen::app", "library");
    case Step::Curse:
        return translate("floorgen::app", "curse room");
    case Step::VoodooCurse:
        return translate("floorgen::app", "second curse room (Voodoo Head)");
    case Step::MiniBoss:
        return translate("floorgen::app", "mini-boss room");
    case Step::Challenge:
        return translate("floorgen::app", "challenge room");
    case Step::VaultArcade:
        return translate("floorgen::app", "vault or arcade");
    case Step::Bedroom:
        return translate("floorgen::app", "bedroom");
    case Step::Secret:
        return translate("floorgen::app", "secret room");
    case Step::UltraSecret:
        return translate("floorgen::app", "ultra secret room");
    case Step::Grave:
        return translate("floorgen::app", "grave room");
    case Step::NormalRooms:
        return translate("floorgen::app", "normal rooms");
    case Step::BlockBoss:
        return translate("floorgen::app", "cells around the boss room");
    case Step::Mirror:
        return translate("floorgen::app", "mirror room");
    case Step::Mineshaft:
        return translate("floorgen::app", "mineshaft entrance");
    case Step::ExtraRooms:
        return translate("floorgen::app", "extra rooms");
    case Step::SurpriseMiniBoss:
        return translate("floorgen::app", "surprise mini-boss");
    case Step::OffGrid:
        return translate("floorgen::app", "off-grid rooms");
    case Step::Start:
        return translate("floorgen::app", "start room");
    case Step::OutsideDraws:
        return translate("floorgen::app", "one draw per room outside the list");
    }
    return {};
}

Text eventTitle(const TraceEvent &e) {
    switch (e.kind) {
    case EventKind::FloorParams:
        return translate("floorgen::app", "Floor parameters");
    case EventKind::CurseRoll:
        return translate("floorgen::app", "Curse");
    case EventKind::AttemptStarted:
        return translate("floorgen::app", "Attempt started");
    case EventKind::RoomPlaced:
        return translate("floorgen::app", "Room placed");
    case EventKind::RoomTaken:
        return translate("floorgen::app", "Room taken");
    case EventKind::CandidatesListed:
        return translate("floorgen::app", "Candidates");
    case EventKind::Quota:
        return translate("floorgen::app", "Quota");
    case EventKind::CandidateRejected:
        return translate("floorgen::app", "Candidate rejected");
    case EventKind::DeadEndsDetected:
        return translate("floorgen::app", "Dead ends found");
    case EventKind::DeadEndsSorted:
        return translate("floorgen::app", "Dead ends sorted");
    case EventKind::AttemptRejected:
        return translate("floorgen::app", "Attempt thrown away");
    case EventKind::Roll:
        return translate("floorgen::app", "Roll");
    case EventKind::BossChosen:
        return translate("floorgen::app", "Boss chosen");
    case EventKind::DeadEndPopped:
        return translate("floorgen::app", "Dead end popped");
    case EventKind::DeadEndReAdded:
        return translate("floorgen::app", "Dead end re-added");
    case EventKind::RoomResized:
        return translate("floorgen::app", "Room resized");
    case EventKind::NoDeadEnd:
        return translate("floorgen::app", "No dead end");
    case EventKind::RoomAssigned:
        return translate("floorgen::app", "Room assigned");
    case EventKind::SecretCandidates:
        return translate("floorgen::app", "Secret candidates");
    case EventKind::FloorDone:
        return translate("floorgen::app", "Floor done");
    case EventKind::GenerationFailed:
        return translate("floorgen::app", "Generation failed");
    case EventKind::StepDone:
        return translate("floorgen::app", "Step done");
    case EventKind::TargetIncreased:
        return translate("floorgen::app", "Target increased");
    case EventKind::CellsBlocked:
        return translate("floorgen::app", "Cells blocked");
    case EventKind::RedRoomDoors:
        return translate("floorgen::app", "Red rooms");
    case EventKind::BossIdDrawn:
        return translate("floorgen::app", "Boss pool");
    case EventKind::ExtraRoomOrder:
        return translate("floorgen::app", "Extra rooms order");
    case EventKind::ExtraRoomPicked:
        return translate("floorgen::app", "Extra room");
    case EventKind::OrigRoomCount:
    case EventKind::OrigLabyrinthCount:
        return translate("floorgen::app", "Room count");
    case EventKind::OrigNeighbourTest:
        return translate("floorgen::app", "Cell tested");
    case EventKind::OrigDeadEnd:
        return translate("floorgen::app", "Dead end found");
    case EventKind::OrigStartRequeued:
        return translate("floorgen::app", "Start room queued again");
    case EventKind::OrigPlanRejected:
        return translate("floorgen::app", "Plan thrown away");
    case EventKind::OrigRoll:
        return translate("floorgen::app", "Roll");
    case EventKind::OrigSecretSearch:
        return translate("floorgen::app", "Cell search");
    case EventKind::OrigSpecialPlaced:
        return translate("floorgen::app", "Special room placed");
    }
    return {};
}

} // namespace
} // namespace floorgen::i18n::captions

namespace floorgen::i18n {

std::string stepDisplayName(Step step) {
    return captions::stepDisplayName(step).str();
}

std::string eventTitle(const TraceEvent &event) {
    return captions::eventTitle(event).str();
}

std::string eventCaption(const Trace &trace, std::size_t index, RuleSet rules) {
    if (index >= trace.events.size())
        return {};
    captions::Walker w;
    w.rules = rules;
    for (std::size_t i = 0; i < index; ++i)
        w.apply(trace, trace.events[i]);
    return captions::caption(trace, trace.events[index], w).str();
}

std::string eventDetail(const TraceEvent &e) {
    if (e.kind == EventKind::StepDone)
        return captions::translate("floorgen::app", "Draws of the stage RNG: %1, of the layout RNG: %2.")
            .arg(e.a)
            .arg(e.b)
            .str();
    return {};
}

std::vector<std::string> eventCaptions(const Trace &trace, RuleSet rules) {
    std::vector<std::string> out;
    out.reserve(trace.events.size());
    captions::Walker w;
    w.rules = rules;
    for (const TraceEvent &e : trace.events) {
        out.push_back(captions::caption(trace, e, w).str());
        w.apply(trace, e);
    }
    return out;
}

} // namespace floorgen::i18n
