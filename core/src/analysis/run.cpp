// A whole run (run.h): generation.md 12 `run`, repentance.md R9.7.

#include "floorgen/run.h"

#include "floorgen/repstages.h"
#include "floorgen/rng.h"
#include "floorgen/search.h"
#include "repentance/repentance.h"

#include <algorithm>

namespace floorgen {

std::vector<RouteFloor> mainPathRoute(const Settings &s) {
    std::vector<RouteFloor> route;
    if (!s.runSeed)
        return route;
    const auto v = stageSeedsOf(*s.runSeed);
    const bool rep = s.ruleSet == RuleSet::Repentance;
    // afterbirth-plus proposes its stage types by 2.4, the same test with every variant unlocked.
    for (int n = 1; n <= 8; ++n)
        route.push_back({n, rep ? rep::mainPathType(v, n, s.achievements, s.cathedral)
                                : rep::mainPathType(v, n, Achievements{}, false)});
    const int last = rep && s.cathedral ? 1 : 0;
    route.push_back({10, last});
    route.push_back({11, last});
    return route;
}

struct RunGenerator::State {
    Settings base;
    const RoomCatalog *catalog = nullptr;
    std::vector<RouteFloor> planned;
    bool skip = false; // the Labyrinth skip (default route only)
    std::size_t pos = 0;
    int skipUntil = 0;
    std::vector<RouteFloor> done;
    std::vector<RouteStep> steps; // done, with each floor's XL (repentance's RepFloorInfo::route)
    RepRunState run;
    Floor scratch;       // the floor that carries the state when curses are forced
    std::string pending; // a state floor that gave up: the next floor fails with this
    bool failed = false;

    bool skipped(const RouteFloor &f) const { return skip && f.stage <= skipUntil && f.stage < 9; }
    void settle() {
        while (pos < planned.size() && skipped(planned[pos]))
            ++pos;
    }
    // A floor done: the route of the next floor, and the Labyrinth skip.
    void record(RouteFloor f, bool xl);
    // The settings of floor f as generate() would be given them in this run.
    Settings floorSettings(RouteFloor f) const;
};

RunGenerator::RunGenerator()
    : m(std::make_unique<State>()) {}
RunGenerator::~RunGenerator() = default;

std::optional<std::string> RunGenerator::start(const Settings &s,
                                               std::optional<std::vector<RouteFloor>> route,
                                               const RoomCatalog *catalog,
                                               std::optional<bool> labyrinthSkip) {
    State &st = *m;
    st.base = s;
    st.base.route.reset();
    st.catalog = catalog;
    st.skip = labyrinthSkip.value_or(!route.has_value());
    st.planned = route ? std::move(*route) : mainPathRoute(s);
    st.pos = 0;
    st.skipUntil = 0;
    st.done.clear();
    st.steps.clear();
    st.pending.clear();
    st.failed = false;
    if (!s.runSeed) {
        st.failed = true;
        return std::string("a run needs a run seed");
    }
    for (const RouteFloor &f : st.planned) {
        Settings fs = s;
        fs.stage = f.stage;
        fs.stageType = f.stageType;
        fs.route.reset();
        if (auto problem = validateSettings(fs)) {
            st.failed = true;
            return *problem;
        }
    }
    // What generate() does for a floor with a run seed and BossPoolsMode::Run before its route (R9.7).
    if (s.ruleSet == RuleSet::Repentance)
        beginRun(st.run, s, *s.runSeed, st.catalog ? *st.catalog : BuiltinCatalog::instance());
    st.settle();
    return std::nullopt;
}

bool RunGenerator::done() const {
    return m->failed || m->pos >= m->planned.size();
}

RouteFloor RunGenerator::peek() const {
    return m->planned[m->pos];
}

std::span<const RouteFloor> RunGenerator::generated() const {
    return m->done;
}

void RunGenerator::State::record(RouteFloor f, bool xl) {
    done.push_back(f);
    steps.push_back({f.stage, f.stageType, xl});
    if (skip && xl)
        skipUntil = std::max(skipUntil, rep::labyrinthSkipsTo(f.stage));
    settle();
}

Settings RunGenerator::State::floorSettings(RouteFloor f) const {
    Settings s = base;
    s.stage = f.stage;
    s.stageType = f.stageType;
    if (s.ruleSet == RuleSet::Repentance) {
        s.bossPools = BossPoolsMode::Run;
        s.route = done;
    }
    return s;
}

GenerateStatus RunGenerator::next(Floor &out, Detail detail, const RoomFilter &filter) {
    State &st = *m;
    if (st.base.ruleSet != RuleSet::Repentance) {
        if (done())
            return GenerateStatus::InvalidSettings;
        const RouteFloor f = st.planned[st.pos++];
        const GenerateStatus status = generate(st.floorSettings(f), out, detail, filter, st.catalog);
        if (status == GenerateStatus::Ok)
            st.record(f, out.xl);
        else
            st.failed = true;
        return status;
    }
    if (done() || !st.pending.empty() || st.base.forcedCurses)
        return next(out); // (forced curses: the floor shown is not the one that carries the state)
    const RouteFloor f = st.planned[st.pos++];
    const RoomCatalog &catalog = st.catalog ? *st.catalog : BuiltinCatalog::instance();
    GenerateStatus status =
        generateRepentanceFloor(st.floorSettings(f), out, nullptr, nullptr, catalog, filter, st.run, detail);
    out.rep.bossPools = BossPoolsMode::Run;
    out.rep.route = st.steps;
    out.rep.onRoute = true;
    if (status == GenerateStatus::Ok && !filter.empty() && !filter.passes(out))
        status = GenerateStatus::Filtered;
    st.failed = true; // the state is not kept: the run ends here
    if (status == GenerateStatus::Ok)
        st.done.push_back(f);
    return status;
}

bool RunGenerator::pass() {
    State &st = *m;
    if (done() || st.base.ruleSet == RuleSet::Repentance)
        return false;
    const RouteFloor f = st.planned[st.pos++];
    const Settings s = st.floorSettings(f);
    const bool xl = (cursesInForce(s, s.effectiveStageSeed()) & kCurseLabyrinth) != 0;
    st.record(f, xl);
    return xl;
}

GenerateStatus RunGenerator::next(Floor &out, Trace *trace, std::string *error) {
    State &st = *m;
    if (done()) {
        if (error)
            *error = "the run has no floor left";
        return GenerateStatus::InvalidSettings;
    }
    const RouteFloor f = st.planned[st.pos++];
    Settings s = st.floorSettings(f);
    GenerateStatus status;
    bool xl = false;
    if (!st.pending.empty()) {
        // A route floor gave up when it was generated again without its forced curses (as generate() does).
        if (error)
            *error = st.pending;
        st.failed = true;
        return GenerateStatus::NoFloor;
    }
    if (s.ruleSet == RuleSet::Repentance) {
        const RoomCatalog &catalog = st.catalog ? *st.catalog : BuiltinCatalog::instance();
        if (!s.forcedCurses) {
            status = generateRepentanceFloor(s, out, trace, error, catalog, RoomFilter{}, st.run);
            xl = out.xl;
        } else {
            // generate() generates the route's floors with their rolled curses (the forced ones are for
            // the floor asked for): the state goes on from that floor, the floor shown has the forced curses.
            RepRunState shown = st.run;
            const auto aside = catalog.clone(); // (and the room files' weights, R10.5)
            status =
                generateRepentanceFloor(s, out, trace, error, aside ? *aside : catalog, RoomFilter{}, shown);
            if (status == GenerateStatus::Ok) {
                Settings rs = s;
                rs.forcedCurses.reset();
                rs.route.reset();
                std::string why;
                if (generateRepentanceFloor(rs, st.scratch, nullptr, &why, catalog, RoomFilter{}, st.run) !=
                    GenerateStatus::Ok)
                    st.pending = "the route floor " + std::string(rep::repFloorName(f.stage, f.stageType)) +
                                 " gave up: " + why;
                xl = st.scratch.xl;
            }
        }
        out.rep.bossPools = BossPoolsMode::Run;
        out.rep.route = st.steps;
        out.rep.onRoute = true;
    } else {
        status = generate(s, out, trace, error, st.catalog);
        xl = out.xl;
    }
    if (status != GenerateStatus::Ok) {
        st.failed = true;
        return status;
    }
    st.record(f, xl);
    return status;
}

RunResult generateRun(const Settings &s, std::optional<std::vector<RouteFloor>> route,
                      const RoomCatalog *catalog, std::optional<bool> labyrinthSkip) {
    RunResult result;
    RunGenerator gen;
    if (auto problem = gen.start(s, std::move(route), catalog, labyrinthSkip)) {
        result.status = GenerateStatus::InvalidSettings;
        result.error = *problem;
        return result;
    }
    while (!gen.done()) {
        const RouteFloor at = gen.peek();
        Floor &f = result.floors.emplace_back();
        const GenerateStatus st = gen.next(f, nullptr, &result.error);
        if (st != GenerateStatus::Ok) {
            result.floors.pop_back();
            result.status = st;
            result.failedAt = at;
            break;
        }
    }
    return result;
}

} // namespace floorgen
