// The module's entry points for the page's views (web/page/step.mjs, run.mjs): a step-through frame of a
// floor's trace and the floors of a run with their maps. web/floorgen.mjs wraps them (its "views" block);
// web/README.md documents the JavaScript API.

#include "floorgen/batch.h"
#include "floorgen/floorcompare.h"
#include "floorgen/floorjson.h"
#include "floorgen/geometry.h"
#include "floorgen/json.h"
#include "floorgen/mapgeometry.h"
#include "floorgen/repstages.h"
#include "floorgen/rewards.h"
#include "floorgen/rng.h"
#include "floorgen/run.h"
#include "floorgen/seedstring.h"
#include "floorgen/settingstext.h"
#include "floorgen/trace.h"
#include "module_map.h"
#include "module_settings.h"

#include <algorithm>
#include <emscripten.h>
#include <optional>
#include <string>
#include <vector>

using namespace floorgen;
namespace floorgen::json {}
namespace floorgen::text {}
using namespace floorgen::json;
using namespace floorgen::text;

// The player's room files module.cpp loaded (null: the built-in catalog).
const FileCatalog *webGameData();

namespace {

std::string g_viewText; // the text a call returns (valid until the next call)

const char *give(std::string text) {
    g_viewText = std::move(text);
    return g_viewText.c_str();
}

// The floor and trace of the last settings asked for: stepping through frames generates the floor once.
struct Traced {
    std::string settingsText;
    const FileCatalog *catalog = nullptr;
    Floor floor;
    Trace trace;
};
std::optional<Traced> g_traced;

// A floor's English name as the app's trStage looks it up (the .ts context Stage): "Caves I", "Downpour II".
std::string stageNameOf(int stage, int type) {
    const std::string_view name = stageName(stage, type);
    return std::string(name.empty() ? rep::repFloorName(stage, type) : name);
}

json::Value cellJson(Cell c) {
    return json::Array{c.x, c.y};
}

json::Value intsJson(const std::vector<int> &v) {
    json::Array a;
    for (int n : v)
        a.push_back(n);
    return a;
}

// The grid cells every frame of the step-through shows ([x0, y0, x1, y1), the final floor's rooms and every
// room and candidate the trace names), so that the map keeps one frame while it plays (the app's
// MainWindow::stableWindow).
json::Value windowJson(const Traced &t) {
    int x0 = kGridSize, y0 = kGridSize, x1 = 0, y1 = 0;
    const auto add = [&](Shape shape, Cell anchor) {
        if (shape == Shape::Null || !anchor.valid())
            return;
        Room r;
        r.shape = shape;
        r.anchor = anchor;
        for (const Cell c : r.cells()) {
            x0 = std::min<int>(x0, c.x);
            y0 = std::min<int>(y0, c.y);
            x1 = std::max<int>(x1, c.x + 1);
            y1 = std::max<int>(y1, c.y + 1);
        }
    };
    for (const Room &r : t.floor.rooms)
        add(r.shape, r.anchor);
    for (const TraceEvent &e : t.trace.events)
        add(e.shape, e.anchor);
    if (x0 >= x1)
        return json::Array{0, 0, kGridSize, kGridSize};
    return json::Array{x0, y0, x1, y1};
}

// Frame `frame` (the floor after the first `frame` events) as the app's FloorView::fromTrace builds it.
json::Object frameJson(const Traced &t, std::size_t frame) {
    namespace mg = mapgeometry;
    const Trace &trace = t.trace;
    const Floor &final = t.floor;
    frame = std::min(frame, trace.events.size());
    const ReplayState state = replay(trace, frame);
    std::vector<Room> rooms(state.rooms.begin(), state.rooms.end());
    std::vector<bool> finished(rooms.size(), false);
    const bool discarded = state.attempt != 0 && state.attempt != final.attempts;
    // Rooms of the kept attempt that already have their final type get the final details their icon shows.
    if (!discarded)
        for (Room &r : rooms) {
            if (r.number >= final.rooms.size())
                continue;
            const Room &f = final.rooms[r.number];
            if (f.placedCell != r.placedCell || f.type != r.type || r.type == RoomType::Null)
                continue;
            finished[r.number] = true;
            r.bossSubtype = f.bossSubtype;
            r.secondBoss = f.secondBoss;
            r.voidBoss = f.voidBoss;
            r.bossChallenge = f.bossChallenge;
            r.grave = f.grave;
        }
    const auto roomAt = [&](int x, int y) -> const Room * {
        if (x < 0 || y < 0 || x >= kGridSize || y >= kGridSize)
            return nullptr;
        const int n = state.grid[static_cast<std::size_t>(x + kGridSize * y)];
        return n >= 0 && static_cast<std::size_t>(n) < rooms.size() ? &rooms[static_cast<std::size_t>(n)]
                                                                    : nullptr;
    };
    const auto rankOf = [&](int n) {
        const auto it = std::find(state.deadEnds.begin(), state.deadEnds.end(), n);
        return it == state.deadEnds.end() ? 0 : static_cast<int>(it - state.deadEnds.begin()) + 1;
    };
    json::Object o;
    o.insert("frame", static_cast<long long>(frame));
    o.insert("attempt", state.attempt);
    o.insert("discarded", discarded);
    o.insert("map", web::roomsMapJson(std::span<const Room>(rooms), roomAt, rankOf));
    // Distances: the parent's + 1 (rooms are numbered in placement order, parents first).
    for (Room &r : rooms) {
        r.distance = 0;
        if (!r.placedCell.valid() || r.dir < 0 || r.dir >= 4)
            continue;
        const geometry::Offset u = geometry::kUnit[static_cast<std::size_t>(r.dir)];
        if (const Room *parent = roomAt(r.placedCell.x - u.dx, r.placedCell.y - u.dy);
            parent && parent->number < r.number)
            r.distance = static_cast<std::uint8_t>(parent->distance + 1);
    }
    // What drawMap reads of the floor JSON's rooms, per room number.
    json::Array info;
    for (const Room &r : rooms) {
        json::Object i;
        i.insert("number", r.number);
        i.insert("type", static_cast<int>(r.type));
        i.insert("final", static_cast<bool>(finished[r.number])); // the final floor's room (its JSON applies)
        i.insert("distance", r.distance);
        i.insert("typeName", r.grave ? std::string_view("Grave Room") : roomTypeName(r.type));
        if (r.type == RoomType::Boss && r.bossSubtype >= 0)
            i.insert("bossName", bossDisplayName(r.bossSubtype));
        info.push_back(std::move(i));
    }
    o.insert("rooms", std::move(info));
    // Once the layout of the attempt is over, what is left in the work list no longer matters.
    std::vector<int> workList = state.workList;
    for (std::size_t i = frame; i-- > 0;) {
        const TraceEvent &e = trace.events[i];
        if (e.kind == EventKind::AttemptStarted)
            break;
        if (e.kind == EventKind::DeadEndsDetected || e.kind == EventKind::OrigPlanRejected ||
            (e.kind == EventKind::OrigSpecialPlaced && e.step == Step::Boss)) {
            workList.clear();
            break;
        }
    }
    // The room being grown: the last room taken from the work list, while its candidates are being tried.
    int expanding = -1;
    for (std::size_t i = frame; i-- > 0;) {
        const TraceEvent &e = trace.events[i];
        if (e.kind == EventKind::RoomTaken) {
            expanding = e.room;
            break;
        }
        const bool loop = e.kind == EventKind::CandidatesListed || e.kind == EventKind::Quota ||
                          e.kind == EventKind::CandidateRejected || e.kind == EventKind::OrigNeighbourTest ||
                          (e.kind == EventKind::RoomPlaced && e.step == Step::Layout && e.room != 0);
        if (!loop)
            break;
    }
    o.insert("workList", intsJson(workList));
    o.insert("deadEnds", intsJson(state.deadEnds));
    o.insert("focusRoom", state.focusRoom);
    o.insert("expandingRoom", expanding);
    if (state.hasCandidate && state.candidate.shape != Shape::Null && state.candidate.anchor.valid()) {
        json::Object c;
        json::Array outline;
        for (const mg::Point &p : mg::shapeOutline(state.candidate.shape, mg::kInset))
            outline.push_back(json::Array{p.x + state.candidate.anchor.x, p.y + state.candidate.anchor.y});
        c.insert("outline", std::move(outline));
        c.insert("anchor", cellJson(state.candidate.anchor));
        c.insert("cell", cellJson(state.candidate.cell));
        c.insert("rejected", state.candidate.room < 0);
        o.insert("candidate", std::move(c));
    } else {
        o.insert("candidate", nullptr);
    }
    return o;
}

} // namespace

extern "C" {

// A step-through frame of the floor of `settingsText` (a batch line's object): {"ok":true, "frames": the
// trace's events (frames 0..frames), "finalAttempt", "window": [x0, y0, x1, y1] the cells every frame shows,
// "placement": per room of the final floor the index of the event that placed it (-1: none), "frame": k (the
// floor after the first k events), "attempt", "discarded" (the attempt was thrown away), "map" (as generate's
// map), "rooms": [{number, type, typeName, bossName}], "workList", "deadEnds", "focusRoom", "expandingRoom",
// "candidate": {outline, anchor, cell, rejected} or null}; or the {"error","ok":false} line. A frame past the
// last is the last.
EMSCRIPTEN_KEEPALIVE const char *fg_step_frame(const char *settingsText, double frame) {
    const FileCatalog *catalog = webGameData();
    if (!g_traced || g_traced->settingsText != settingsText || g_traced->catalog != catalog) {
        g_traced.reset();
        Settings settings;
        SettingsExtras extras;
        std::string error;
        if (!web::settingsOf(settingsText, settings, error, &extras))
            return give(batchErrorLine(error));
        Traced t;
        if (generate(settings, t.floor, &t.trace, &error, catalog) != GenerateStatus::Ok)
            return give(batchErrorLine(error));
        t.settingsText = settingsText;
        t.catalog = catalog;
        g_traced = std::move(t);
    }
    const Traced &t = *g_traced;
    json::Object o = frameJson(t, frame < 0 ? 0 : static_cast<std::size_t>(frame));
    o.insert("ok", true);
    o.insert("frames", static_cast<long long>(t.trace.events.size()));
    o.insert("finalAttempt", t.floor.attempts);
    o.insert("window", windowJson(t));
    json::Array placement;
    for (const Room &r : t.floor.rooms) {
        int found = -1;
        for (std::size_t i = 0; i < t.trace.events.size(); ++i) {
            const TraceEvent &e = t.trace.events[i];
            if (e.kind == EventKind::RoomPlaced && e.room == r.number &&
                (e.attempt == 0 || e.attempt == t.floor.attempts))
                found = static_cast<int>(i);
        }
        placement.push_back(found);
    }
    o.insert("placement", std::move(placement));
    return give(json::toCompact(o));
}

// The run view (the app's RunView): the floors of the run of `settingsText` (a batch line's object; its stage
// and route are not read) along route `choice`: 0 the main path, 1..6 the run through the alternate floor of
// that stage (Repentance's secret exits; 6 goes on to Corpse I and II), with the Labyrinth skip. {"ok":true,
// "route": [{stage, stageType}] the route's floors, "choices": [{choice, stage, stageType, replacedStage,
// replacedType}] (the alternate floors there are; replaced: the main-path floor it takes the place of, -1 for
// stage 6), "floors": [{"floor": floor JSON, "map": its map}] in route order, "skipped": [{stage, stageType,
// afterStage, afterType, xl}] the route's floors the run left out} or, when a floor gives up,
// {"ok":false, "error", "floors": the floors before, ...}; a refused setting: the {"error","ok":false} line.
EMSCRIPTEN_KEEPALIVE const char *fg_run_view(const char *settingsText, int choice) {
    Settings s;
    SettingsExtras extras;
    std::string error;
    if (!web::settingsOf(settingsText, s, error, &extras))
        return give(batchErrorLine(error));
    if (!s.runSeed)
        return give(batchErrorLine("a run needs a run seed"));
    // The run's own settings (the app's runSettingsOf).
    s.stage = 1;
    s.stageType = 0;
    s.route.reset();
    s.bossPools = BossPoolsMode::Run;
    const std::vector<RouteFloor> main = mainPathRoute(s);
    const bool alternate = s.ruleSet == RuleSet::Repentance;
    json::Array choices;
    std::vector<RouteFloor> route = main;
    if (alternate) {
        const auto v = stageSeedsOf(*s.runSeed);
        for (int stage = 1; stage <= 6; ++stage) {
            json::Object c;
            c.insert("choice", stage);
            c.insert("stage", stage);
            c.insert("stageType", rep::alternatePathType(v, stage));
            c.insert("name", stageNameOf(stage, rep::alternatePathType(v, stage)));
            int replacedType = -1;
            for (const RouteFloor &f : main)
                if (f.stage == stage + 1 && stage < 6)
                    replacedType = f.stageType;
            c.insert("replacedStage", stage < 6 ? stage + 1 : -1);
            c.insert("replacedType", replacedType);
            // "Through Downpour I (instead of Caves I)"; stage 6: "Through Mausoleum II to Corpse II".
            c.insert("replacedName", stage < 6 ? stageNameOf(stage + 1, replacedType) : std::string());
            c.insert("toName", stage < 6 ? std::string() : stageNameOf(8, rep::kTypeAlt));
            choices.push_back(std::move(c));
        }
        // The app's RunView::routeFor: the alternate floor of stage `choice` after the main-path floors
        // 1..choice, in place of stage choice + 1's; Corpse I and II after the alternate floor of stage 6.
        if (choice >= 1 && choice <= 6) {
            route.clear();
            for (const RouteFloor &f : main)
                if (f.stage <= choice)
                    route.push_back(f);
            route.push_back({choice, rep::alternatePathType(v, choice)});
            if (choice == 6) {
                route.push_back({7, rep::kTypeAlt});
                route.push_back({8, rep::kTypeAlt});
            } else {
                for (const RouteFloor &f : main)
                    if (f.stage >= choice + 2)
                        route.push_back(f);
            }
        }
    }
    const FileCatalog *catalog = webGameData();
    const RunResult run = generateRun(s, route, catalog, true);
    json::Object o;
    json::Array routeJson;
    for (const RouteFloor &f : route) {
        json::Object r;
        r.insert("stage", f.stage);
        r.insert("stageType", f.stageType);
        routeJson.push_back(std::move(r));
    }
    o.insert("route", std::move(routeJson));
    o.insert("choices", std::move(choices));
    json::Array floors;
    for (const Floor &f : run.floors) {
        json::Object one;
        one.insert("floor", floorToJson(f, catalog));
        one.insert("name", stageNameOf(f.settings.stage, f.settings.stageType));
        json::Array curses; // "Curse of the Lost" (the .ts context Curse)
        for (const CurseBit c : kAllCurses)
            if (f.curseMask & c)
                curses.push_back(curseName(c));
        one.insert("curseNames", std::move(curses));
        one.insert("map", web::floorMapJson(f));
        floors.push_back(std::move(one));
    }
    o.insert("floors", std::move(floors));
    // The floors of the route the run left out: the Labyrinth skip after an XL floor.
    json::Array skipped;
    if (run.ok()) {
        std::size_t next = 0;
        const Floor *last = nullptr;
        for (const RouteFloor &f : route) {
            if (next < run.floors.size() && run.floors[next].settings.stage == f.stage &&
                run.floors[next].settings.stageType == f.stageType) {
                last = &run.floors[next++];
                continue;
            }
            json::Object k;
            k.insert("stage", f.stage);
            k.insert("stageType", f.stageType);
            k.insert("name", stageNameOf(f.stage, f.stageType));
            k.insert("afterName",
                     last ? stageNameOf(last->settings.stage, last->settings.stageType) : std::string());
            k.insert("afterStage", last ? last->settings.stage : -1);
            k.insert("afterType", last ? last->settings.stageType : -1);
            k.insert("xl", last && last->xl);
            skipped.push_back(std::move(k));
        }
    }
    o.insert("skipped", std::move(skipped));
    o.insert("ok", run.ok());
    if (!run.ok()) {
        o.insert("error", json::validUtf8(run.error));
        if (run.failedAt) {
            o.insert("failedName", stageNameOf(run.failedAt->stage, run.failedAt->stageType));
            o.insert("failedStage", run.failedAt->stage);
            o.insert("failedType", run.failedAt->stageType);
        }
    }
    return give(json::toCompact(o));
}

// ---- room-clear rewards (rewards.md) ----

// The items and trinkets of the rewards panel, in the app's order, and the reward kinds: {"items": [{key,
// name, effect, trinket}], "kinds": [{key, name}]} (the English names: the page translates them in the .ts
// contexts RewardItem, RewardItemEffect and RewardKind).
EMSCRIPTEN_KEEPALIVE const char *fg_reward_items() {
    json::Array items;
    for (int i = 0; i < kRewardItemCount; ++i) {
        const auto item = static_cast<RewardItem>(i);
        json::Object o;
        o.insert("key", rewardItemKey(item));
        o.insert("name", rewardItemName(item));
        o.insert("effect", rewardItemEffect(item));
        o.insert("trinket", rewardItemIsTrinket(item));
        items.push_back(std::move(o));
    }
    json::Array kinds;
    for (int i = 0; i < kRewardKindCount; ++i) {
        json::Object o;
        o.insert("key", rewardKindKey(static_cast<RewardKind>(i)));
        o.insert("name", rewardKindName(static_cast<RewardKind>(i)));
        kinds.push_back(std::move(o));
    }
    json::Object o;
    o.insert("items", std::move(items));
    o.insert("kinds", std::move(kinds));
    return give(json::toCompact(o));
}

// The reward of one room (rewards.md "Algorithm"), as `rewards --award-seed`: items as fg_reward_odds takes
// them. {"ok":true, "kind": key, "count", "roll": the pickup percent after step 3, "draws", "luck": the luck
// used} or {"ok":false, "error"}.
EMSCRIPTEN_KEEPALIVE const char *fg_award(double seed, double luck, int hard, const char *items) {
    json::Object o;
    if (!(seed >= 1 && seed <= 4294967295.0)) {
        o.insert("ok", false);
        o.insert("error", "the award seed is not a number from 1 to 4294967295");
        return give(json::toCompact(o));
    }
    RewardInputs in;
    in.luck = luck;
    in.hard = hard != 0;
    const std::string list = items;
    std::size_t at = 0;
    while (at < list.size()) {
        std::size_t end = list.find(',', at);
        if (end == std::string::npos)
            end = list.size();
        const std::string key = list.substr(at, end - at);
        at = end + 1;
        const auto item = key.empty() ? std::nullopt : rewardItemFromKey(key);
        if (!item) {
            o.insert("ok", false);
            o.insert("error", key.empty() ? std::string("an empty item name") : "unknown item '" + key + "'");
            return give(json::toCompact(o));
        }
        setItemCount(in, *item, itemCount(in, *item) + 1);
    }
    AwardDetail d;
    const Reward r = award(static_cast<std::uint32_t>(seed), in, &d);
    o.insert("ok", true);
    o.insert("kind", rewardKindKey(r.kind));
    o.insert("count", r.count);
    o.insert("roll", static_cast<double>(d.p));
    o.insert("draws", d.draws);
    o.insert("luck", static_cast<double>(effectiveLuck(in)));
    return give(json::toCompact(o));
}

// ---- compare (floorgen/floorcompare.h: the app's compare mode) ----

// The floor of `settingsText` and the same floor with setting `key` flipped (the app's --compare keys):
// {"ok": true, "keys": [{key, name}] (compareKeyName, translated), "a": {floor, map, who}, "b": {floor, map,
// who} or
// {"error", who}, "differingA", "differingB" (room numbers without an identical room on the other side),
// "otherLayout", "summary" (the app's sentence)}; a bad key or refused settings: {"ok":false, "error",
// "keys"}. who: the side's setting as the app names it (compareSideWho: "Luna", "Without Luna", "Hard mode",
// ...).
EMSCRIPTEN_KEEPALIVE const char *fg_compare(const char *settingsText, const char *key) {
    json::Object o;
    json::Array keys;
    for (const std::string &k : compare::compareKeys()) {
        json::Object one;
        one.insert("key", k);
        one.insert("name", compare::compareKeyName(k));
        keys.push_back(std::move(one));
    }
    o.insert("keys", std::move(keys));
    const auto fail = [&](std::string message) {
        o.insert("ok", false);
        o.insert("error", json::validUtf8(message));
        return give(json::toCompact(o));
    };
    Settings a;
    SettingsExtras extras;
    std::string error;
    if (!web::settingsOf(settingsText, a, error, &extras))
        return fail(error);
    Settings b = a;
    if (!compare::isCompareKey(key) || !compare::flipSetting(key, b))
        return fail(std::string("\"") + key + "\" is not a setting to compare");
    const FileCatalog *catalog = webGameData();
    Floor fa, fb;
    if (generate(a, fa, nullptr, &error, catalog) != GenerateStatus::Ok)
        return fail(error);
    const auto side = [&](const Floor &f, const Settings &s) {
        json::Object one;
        one.insert("floor", floorToJson(f, catalog));
        one.insert("map", web::floorMapJson(f));
        one.insert("who", compare::compareSideWho(key, s));
        return one;
    };
    o.insert("a", side(fa, a));
    std::string errorB;
    if (generate(b, fb, nullptr, &errorB, catalog) != GenerateStatus::Ok) {
        json::Object one;
        one.insert("error", json::validUtf8(errorB));
        one.insert("who", compare::compareSideWho(key, b));
        o.insert("b", std::move(one));
        o.insert("differingA", json::Array{});
        o.insert("differingB", json::Array{});
        o.insert("otherLayout", false);
        o.insert("summary", "");
        o.insert("ok", true);
        return give(json::toCompact(o));
    }
    o.insert("b", side(fb, b));
    const compare::FloorDifference d = compare::compareFloors(fa, fb, key);
    o.insert("differingA", intsJson(d.differingA));
    o.insert("differingB", intsJson(d.differingB));
    o.insert("otherLayout", d.otherLayout);
    o.insert("summary", d.summary);
    o.insert("ok", true);
    return give(json::toCompact(o));
}

} // extern "C"
