// A floor of the game's log against our prediction (generation.md 15.3, 15.4): the settings the log implies,
// the comparison of the lines, the verdict.

#include "floorgen/gamelog.h"
#include "floorgen/rng.h"
#include "floorgen/run.h"
#include "floorgen/seedstring.h"

#include <algorithm>

namespace floorgen::gamelog {

std::string_view verdictKey(Verdict v) {
    switch (v) {
    case Verdict::Match:
        return "match";
    case Verdict::MatchUntilPlacement:
        return "match-until-placement";
    case Verdict::Differs:
        return "differs";
    case Verdict::Incomplete:
        return "incomplete";
    case Verdict::NotGenerated:
        return "not-generated";
    }
    return {};
}

Comparison compareLines(const LogFloor &floor, const std::vector<Line> &predicted, bool gameData) {
    std::vector<const Line *> ours;
    for (const Line &l : predicted)
        if (isGenerationLine(l.kind))
            ours.push_back(&l);
    const auto &game = floor.lines;
    Comparison c;
    bool placing = false; // both wrote placing rooms... before the difference
    std::size_t i = 0;
    for (; i < game.size() && i < ours.size(); ++i) {
        if (game[i].line != *ours[i])
            break;
        placing = placing || game[i].line.kind == LineKind::PlacingRooms;
    }
    if (i == game.size() && i == ours.size()) {
        c.verdict = floor.generated ? Verdict::Match : Verdict::Incomplete;
        return c;
    }
    if (i == game.size() && !floor.generated) { // the log stops early (still being written, or cut)
        c.verdict = Verdict::Incomplete;
        return c;
    }
    c.verdict = placing && !gameData ? Verdict::MatchUntilPlacement : Verdict::Differs;
    if (i < game.size()) {
        c.line = game[i].number;
        c.game = game[i].text;
    } else {
        c.line = game.empty() ? floor.line + 1 : game.back().number + 1;
    }
    if (i < ours.size())
        c.predicted = messageOf(*ours[i]);
    return c;
}

void applyCollectibles(Settings &s, const std::vector<std::uint32_t> &collectibles) {
    for (const std::uint32_t id : collectibles) {
        switch (id) {
        case 158:
            s.set(Item::CrystalBall, true);
            break;
        case 194:
            s.set(Item::Magic8Ball, true);
            break;
        case 260:
            s.blackCandle = true;
            break;
        case 439:
            s.set(Item::MomsBox, true);
            break;
        case 589:
            s.set(Item::Luna, true);
            break;
        case 599:
            s.set(Item::VoodooHead, true);
            break;
        default:
            if (s.ruleSet != RuleSet::Repentance)
                break;
            if (id == 550)
                s.set(Item::BrokenShovel1, true);
            else if (id == 619)
                s.set(Item::Birthright, true);
            else if (id == 626)
                s.set(Item::KnifePiece1, true);
            else if (id == 669)
                s.set(Item::Sausage, true);
            break;
        }
    }
}

namespace {

void applyCharacter(PlayerState &st, int id) {
    st.character = id;
    st.player = playerTypeOfCharacter(id);
}

} // namespace

Settings settingsFor(const LogFloor &floor, const Settings &base, std::vector<std::string> *notes) {
    Settings s = base;
    s.stage = floor.stage;
    s.stageType = floor.stageType;
    s.forcedCurses = floor.curses;
    s.route.reset();
    if (floor.character >= 0 && floor.character <= 40)
        applyCharacter(s.state, floor.character);
    applyCollectibles(s, floor.collectibles);
    const auto note = [notes](std::string text) {
        if (notes)
            notes->push_back(std::move(text));
    };
    if (!floor.runSeed) {
        s.runSeed.reset();
        s.stageSeed = floor.stageSeed;
        s.bossPools = BossPoolsMode::StageSeed;
        note(floor.unreadableRunLine != 0
                 ? "the run's RNG Start Seed line (line " + std::to_string(floor.unreadableRunLine) +
                       ") cannot be read: generated from the floor's stage seed alone"
                 : "no RNG Start Seed line before this floor: generated from its stage seed alone");
        return s;
    }
    s.runSeed = floor.runSeed;
    if (s.effectiveStageSeed() != floor.stageSeed) {
        const std::uint32_t expected = s.effectiveStageSeed();
        note("stage seed " + std::to_string(floor.stageSeed) + " is not the one run seed " +
             seedToString(*floor.runSeed) + " gives this floor (" + std::to_string(expected) +
             "): generated from the log's stage seed alone");
        s.runSeed.reset();
        s.stageSeed = floor.stageSeed;
        s.bossPools = BossPoolsMode::StageSeed;
        return s;
    }
    if (s.ruleSet != RuleSet::Repentance)
        return s; // afterbirth-plus floors carry no run state
    std::vector<RouteFloor> route;
    const int first = floor.route.empty() ? floor.stage : floor.route.front().stage;
    if (floor.continued || first > 1) {
        // The floors before the log's first one of this run are not in the log: the default route's.
        for (const RouteFloor &f : mainPathRoute(s))
            if (f.stage < first)
                route.push_back(f);
        note("the run's floors before stage " + std::to_string(first) +
             " are not in the log: the default route assumed for them");
    }
    if (floor.routeLeftOut > 0)
        note(std::to_string(floor.routeLeftOut) + (floor.routeLeftOut == 1 ? " floor" : " floors") +
             " of the run before this one left out of its route (the run came back to an earlier stage, or a "
             "Level::Init line cannot be read): the route is the last floor of each earlier stage");
    for (const RouteFloor &f : floor.route) {
        Settings r = s;
        r.stage = f.stage;
        r.stageType = f.stageType;
        r.forcedCurses.reset();
        if (!validateSettings(r))
            route.push_back(f); // a floor not generated here (the Blue Womb, ...) reads no pool of ours
    }
    s.route = std::move(route);
    return s;
}

RuleVariant variantFor(const LogFloor &floor, const Settings &base, std::vector<std::string> *notes) {
    const auto note = [notes](std::string text) {
        if (notes)
            notes->push_back(std::move(text));
    };
    if (base.ruleSet != RuleSet::Repentance)
        return base.ruleVariant;
    if (floor.repentogon) {
        note("a REPENTOGON run (" + floor.repentogonMark +
             "): checked with the repentogon variant (repentance.md R23), whose generator is assumed to be "
             "the newer build's");
        return RuleVariant::Repentogon;
    }
    if (floor.build == 273 && base.ruleVariant == RuleVariant::Vanilla)
        note(
            "the log's game is build J273 (the one REPENTOGON runs) without REPENTOGON's marks: checked with "
            "the vanilla engine, which is read from a newer build (J460)");
    return base.ruleVariant;
}

bool betterVoidGenerationOn(std::string_view ini) {
    bool inSection = false;
    while (!ini.empty()) {
        const std::size_t nl = ini.find('\n');
        std::string_view line = ini.substr(0, nl);
        ini.remove_prefix(nl == std::string_view::npos ? ini.size() : nl + 1);
        while (!line.empty() && (line.front() == ' ' || line.front() == '\t'))
            line.remove_prefix(1);
        while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r'))
            line.remove_suffix(1);
        if (line.starts_with('[')) {
            inSection = line == "[VanillaTweaks]";
            continue;
        }
        const std::size_t eq = line.find('=');
        if (!inSection || eq == std::string_view::npos)
            continue;
        std::string_view key = line.substr(0, eq), value = line.substr(eq + 1);
        while (!key.empty() && (key.back() == ' ' || key.back() == '\t'))
            key.remove_suffix(1);
        while (!value.empty() && (value.front() == ' ' || value.front() == '\t'))
            value.remove_prefix(1);
        if (key == "BetterVoidGeneration")
            return value == "1" || value == "true" || value == "True" || value == "TRUE";
    }
    return false;
}

namespace {

// 15.2: what the log's run and block say about the floor before it is generated (REPENTOGON, the kind of
// run, a floor with no generator line). False: the floor is not generated (c says why).
bool logMarks(const LogFloor &floor, const CheckOptions &options, Settings &base, FloorCheck &c) {
    base.ruleVariant = variantFor(floor, base, &c.notes);
    if (floor.noGeneratorLines) {
        c.comparison.verdict = Verdict::NotGenerated;
        c.error = "the log has no generator line for this floor (a Greed mode floor): not generated";
        return false;
    }
    c.notModelled.dailyRules = floor.runKind == RunKind::Daily;
    c.notModelled.onlineCoop = floor.runKind == RunKind::Net;
    c.notModelled.betterVoid =
        options.betterVoidGeneration && base.ruleVariant == RuleVariant::Repentogon && floor.stage == 12;
    if (c.notModelled.dailyRules)
        c.notes.push_back(
            "a daily run: its floors are checked as an ordinary run of its seed; the daily's own "
            "rules (repentance.md R18) are not modelled, so the lines from placing rooms... on may "
            "differ because of them");
    if (c.notModelled.onlineCoop)
        c.notes.push_back(
            "an online run: checked as one player's run of its seed (co-op is not modelled); the "
            "layout's lines up to placing rooms... do not depend on it");
    if (c.notModelled.betterVoid)
        c.notes.push_back(
            "REPENTOGON's Better Void Generation is on (its options.ini): the Void's room list it "
            "builds is not modelled (repentance.md R23.3), so its special rooms may differ");
    return true;
}

} // namespace

Settings checkBaseOf(const Settings &own) {
    Settings s = own;
    s.items = 0;
    s.golden = 0;
    s.blackCandle = false;
    s.forcedCurses.reset();
    s.state = PlayerState{};
    s.route.reset();
    s.ruleVariant = RuleVariant::Vanilla;
    return s;
}

RuleSet ruleSetForLog(std::string_view path, const LogFloor &floor, RuleSet fallback) {
    if (const auto r = ruleSetOfLogPath(path))
        return *r;
    return floor.rebirthForm ? RuleSet::AfterbirthPlus : fallback;
}

FloorCheck checkFloor(const LogFloor &floor, const CheckOptions &options) {
    FloorCheck c;
    Settings base = options.base;
    if (!logMarks(floor, options, base, c)) {
        c.settings = settingsFor(floor, base);
        return c;
    }
    c.settings = settingsFor(floor, base, &c.notes);
    if (floor.cutLine != 0) { // the reader stopped taking its lines (issue 49): nothing to compare in whole
        c.comparison.verdict = Verdict::Incomplete;
        c.comparison.line = floor.cutLine;
        c.error = floor.cutReason;
        return c;
    }
    if (auto problem = validateSettings(c.settings)) {
        c.comparison.verdict = Verdict::NotGenerated;
        c.error = *problem;
        return c;
    }
    std::string error;
    const GenerateStatus st = predictFloor(c.settings, c.predicted, &c.floor, &error, options.catalog);
    if (st != GenerateStatus::Ok && st != GenerateStatus::NoFloor) {
        c.comparison.verdict = Verdict::NotGenerated;
        c.error = error;
        return c;
    }
    if (st == GenerateStatus::NoFloor)
        c.notes.push_back("our generator gave up: " + error);
    c.comparison = compareLines(floor, c.predicted, options.catalog != nullptr);
    return c;
}

} // namespace floorgen::gamelog
