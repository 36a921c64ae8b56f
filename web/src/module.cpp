// The engine's C entry points for the WebAssembly module (web/floorgen.mjs wraps them; web/README.md
// documents the JavaScript API). Every call returns its result or an error message; none keeps state that a
// failed call could leave half changed (the room files are replaced whole, or kept).

#include "floorgen/batch.h"
#include "floorgen/filecatalog.h"
#include "floorgen/floorjson.h"
#include "floorgen/gamefolder.h"
#include "floorgen/gamelog.h"
#include "floorgen/json.h"
#include "floorgen/mapgeometry.h"
#include "floorgen/rewards.h"
#include "floorgen/roomfiles.h"
#include "floorgen/run.h"
#include "floorgen/seedstring.h"
#include "floorgen/settingstext.h"
#include "floorgen/trace.h"
#include "module_map.h"
#include "module_settings.h"

#include <array>
#include <cstdint>
#include <cstdio>
#include <emscripten.h>
#include <memory>
#include <optional>
#include <string>
#include <vector>

using namespace floorgen;
// The floor JSON's and the settings texts' functions live in floorgen::json and floorgen::text from json44's
// 0594563 on (in floorgen before it): found either way.
namespace floorgen::json {}
namespace floorgen::text {}
using namespace floorgen::json;
using namespace floorgen::text;

namespace {

std::string g_text;                     // the text a call returns (valid until the next call)
std::unique_ptr<FileCatalog> g_catalog; // the player's room files, or none: the built-in catalog
std::uint32_t g_seed = 0;
std::vector<double> g_numbers;
bool g_failed = false;

const char *give(std::string text) {
    g_text = std::move(text);
    return g_text.c_str();
}

// The trace as JSON: every event with its fields as trace.h names them (enums as their numbers), its draws
// ([rng, value]) and its list items.
json::Value traceJson(const Trace &trace) {
    json::Array events;
    events.reserve(trace.events.size());
    const auto cell = [](Cell c) { return json::Value(json::Array{c.x, c.y}); };
    for (const TraceEvent &e : trace.events) {
        json::Object o;
        o.insert("kind", static_cast<int>(e.kind));
        o.insert("attempt", e.attempt);
        o.insert("step", static_cast<int>(e.step));
        o.insert("reason", static_cast<int>(e.reason));
        o.insert("roll", static_cast<int>(e.roll));
        o.insert("roomType", static_cast<int>(e.roomType));
        o.insert("room", e.room);
        o.insert("shape", static_cast<int>(e.shape));
        o.insert("anchor", cell(e.anchor));
        o.insert("cell", cell(e.cell));
        o.insert("flag", e.flag);
        o.insert("a", e.a);
        o.insert("b", e.b);
        json::Array draws;
        for (const TraceDraw &d : trace.drawsOf(e))
            draws.push_back(json::Array{static_cast<int>(d.rng), d.value});
        o.insert("draws", std::move(draws));
        json::Array items;
        for (const TraceItem &i : trace.itemsOf(e)) {
            json::Object item;
            item.insert("room", i.room);
            item.insert("shape", static_cast<int>(i.shape));
            item.insert("anchor", cell(i.anchor));
            item.insert("cell", cell(i.cell));
            item.insert("weight", i.weight);
            items.push_back(std::move(item));
        }
        o.insert("items", std::move(items));
        events.push_back(std::move(o));
    }
    return events;
}

// The map of a floor for a front end to draw (module_map.h).
json::Value mapJson(const Floor &floor) {
    return web::floorMapJson(floor);
}

} // namespace

// The player's room files for the other entry points' files (module_log.cpp), or null: the built-in catalog.
const FileCatalog *webGameData() {
    return g_catalog.get();
}

extern "C" {

// ---- seeds (generation.md 1.9) ----

// "" and the seed in fg_seed_value(), or the error message.
EMSCRIPTEN_KEEPALIVE const char *fg_seed_parse(const char *text) {
    std::string error;
    const auto parsed = parseSeedText(text, error); // the app's reading, its messages
    if (!parsed)
        return give(error);
    g_seed = *parsed;
    return give("");
}

EMSCRIPTEN_KEEPALIVE std::uint32_t fg_seed_value() {
    return g_seed;
}

EMSCRIPTEN_KEEPALIVE const char *fg_seed_string(std::uint32_t seed, int withSpace) {
    return give(seedToString(seed, withSpace != 0));
}

// ---- floors (generation.md 12: the floor JSON) ----

// One line of `isaac-floorgen-cli batch` (batch.h): the bytes of the line (not NUL-terminated), its number.
// The floor JSON line, "" for a blank line; fg_batch_failed() tells a failed line.
EMSCRIPTEN_KEEPALIVE const char *fg_batch_line(const char *line, int length, double lineNumber) {
    bool failed = false;
    std::string out = batchLine(std::string_view(line, static_cast<std::size_t>(length)),
                                static_cast<long long>(lineNumber), g_catalog.get(), failed);
    g_failed = failed;
    return give(std::move(out));
}

EMSCRIPTEN_KEEPALIVE int fg_batch_failed() {
    return g_failed ? 1 : 0;
}

EMSCRIPTEN_KEEPALIVE const char *fg_batch_error_line(const char *message) {
    return give(batchErrorLine(message));
}

// A floor with what a front end asks besides: {"floor": floor JSON (as batch gives it, "gameLog" included
// when asked), "trace": [events] (withTrace), "map": mapJson (withMap)}, or the {"error","ok":false} line.
EMSCRIPTEN_KEEPALIVE const char *fg_floor(const char *settingsText, int withTrace, int withMap) {
    Settings settings;
    SettingsExtras extras;
    std::string error;
    if (!web::settingsOf(settingsText, settings, error, &extras))
        return give(batchErrorLine(error));
    Floor floor;
    Trace trace;
    const bool traced = withTrace || extras.gameLog;
    if (generate(settings, floor, traced ? &trace : nullptr, &error, g_catalog.get()) != GenerateStatus::Ok)
        return give(batchErrorLine(error));
    if (extras.alternateStageType)
        floor.rep.approxStageType = true;
    json::Object out = floorToJson(floor, g_catalog.get());
    if (extras.gameLog)
        addGameLog(out, gamelog::predictLines(floor, trace));
    json::Object all;
    all.insert("floor", std::move(out));
    if (withTrace)
        all.insert("trace", traceJson(trace));
    if (withMap)
        all.insert("map", mapJson(floor));
    return give(json::toCompact(all));
}

// The floors of a run (the `run` command, JSON): the settings of a batch line without a stage; route: the
// run's floors as "stage:type" pairs separated by commas, as the CLI's --route ("" for the default route of
// repentance.md R9.7).
// {"floors":[floor JSON...]} or, when a floor gives up, {"error":..., "floors":[the floors before]}.
EMSCRIPTEN_KEEPALIVE const char *fg_run(const char *settingsText, const char *routeText) {
    Settings settings;
    SettingsExtras extras;
    std::string error;
    if (!web::settingsOf(settingsText, settings, error, &extras))
        return give(batchErrorLine(error));
    std::optional<std::vector<RouteFloor>> route;
    if (*routeText) {
        route.emplace();
        if (!parseRouteList(routeText, *route, error)) // the CLI's --route
            return give(batchErrorLine(error));
    }
    RunGenerator run;
    if (auto problem = run.start(settings, route, g_catalog.get()))
        return give(batchErrorLine(*problem));
    std::string floors = "[";
    Floor floor;
    while (!run.done()) {
        std::string message;
        if (run.next(floor, nullptr, &message) != GenerateStatus::Ok) {
            const std::string why = json::toCompact(json::Value(json::validUtf8(
                "floor " + std::to_string(run.generated().size() + 1) + " of the run: " + message)));
            return give("{\"error\":" + why + ",\"floors\":" + floors + "],\"ok\":false}");
        }
        if (floors.size() > 1)
            floors += ',';
        floors += floorJson(floor, g_catalog.get());
    }
    return give("{\"floors\":" + floors + "],\"ok\":true}");
}

// The loop of `isaac-floorgen-cli bench` (stage seeds 1..count, the boss shuffles prefetched 32 ahead, a hash
// of every grid), for web/tools/bench.mjs to time: {"gridHash":"...","failures":N,"attempts":N}, or the
// error line.
EMSCRIPTEN_KEEPALIVE const char *fg_bench(const char *ruleset, int stage, int stageType, int hard,
                                          double count) {
    Settings s;
    const auto rules = ruleSetFromKey(ruleset);
    if (!rules)
        return give(batchErrorLine(std::string("unknown rule set ") + ruleset));
    s.ruleSet = *rules;
    s.stage = stage;
    s.stageType = stageType;
    s.hard = hard != 0;
    s.stageSeed = 1; // (the loop's first; validateSettings refuses seed 0)
    if (auto problem = validateSettings(s))
        return give(batchErrorLine(*problem));
    const auto n = static_cast<long long>(count);
    Floor floor;
    std::uint64_t hash = kFnvOffset;
    long long failures = 0, attempts = 0;
    std::array<std::uint32_t, 32> next{};
    for (long long i = 1; i <= n; ++i) {
        if ((i - 1) % static_cast<long long>(next.size()) == 0) {
            const auto k = static_cast<std::size_t>(std::min<long long>(next.size(), n - i + 1));
            for (std::size_t j = 0; j < k; ++j)
                next[j] = static_cast<std::uint32_t>(i + static_cast<long long>(j));
            prefetchBossShuffles(s, std::span(next).first(k), g_catalog.get());
        }
        s.stageSeed = static_cast<std::uint32_t>(i);
        if (generate(s, floor, nullptr, nullptr, g_catalog.get()) != GenerateStatus::Ok) {
            ++failures;
            continue;
        }
        attempts += floor.attempts;
        hash = gridHash(floor, hash);
    }
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(hash));
    return give(std::string("{\"attempts\":") + std::to_string(attempts) +
                ",\"failures\":" + std::to_string(failures) + ",\"gridHash\":\"" + hex + "\"}");
}

// ---- the player's room files (generation.md 12, 16; repentance.md R19) ----

// Loads the game folder `dir` of the module's file system (any kind: an installation, its packed archives,
// an extracted resources folder, a folder of .stb/.xml files), as --game-data DIR does. "" on success, else
// the message (the room files loaded before stay).
EMSCRIPTEN_KEEPALIVE const char *fg_game_data_load(const char *dir, const char *home) {
    RoomFileSet set;
    std::string why;
    if (!loadGameFolder(dir, set, why, home))
        return give(why);
    g_catalog = std::make_unique<FileCatalog>(std::move(set));
    return give("");
}

EMSCRIPTEN_KEEPALIVE void fg_game_data_clear() {
    g_catalog.reset();
}

EMSCRIPTEN_KEEPALIVE int fg_game_data_rooms() {
    return g_catalog ? static_cast<int>(g_catalog->files().roomCount) : 0;
}

// ---- room-clear rewards (rewards.md) ----

// The exact distribution for the inputs: fg_numbers() holds kind, count, probability for each outcome.
// items: the item keys (rewardItemKey) separated by commas; a key given twice counts twice (contracts).
// Returns "" or the message naming the unknown item.
EMSCRIPTEN_KEEPALIVE const char *fg_reward_odds(double luck, int hard, const char *items) {
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
        if (key.empty())
            return give("an empty item name"); // as the CLI's --item ,,, (README "Odd input")
        const auto item = rewardItemFromKey(key);
        if (!item)
            return give("unknown item '" + key + "'");
        setItemCount(in, *item, itemCount(in, *item) + 1);
    }
    g_numbers.clear();
    for (const Outcome &o : exactDistribution(in)) {
        g_numbers.push_back(static_cast<double>(o.kind));
        g_numbers.push_back(o.count);
        g_numbers.push_back(o.probability);
    }
    return give("");
}

EMSCRIPTEN_KEEPALIVE const char *fg_reward_kind_key(int kind) {
    if (kind < 0 || kind >= kRewardKindCount)
        return give("");
    return give(std::string(rewardKindKey(static_cast<RewardKind>(kind))));
}

// Stops the engine as a bug would (a WebAssembly trap): test_web_api checks that the next call works.
EMSCRIPTEN_KEEPALIVE void fg_trap_for_test() {
    __builtin_trap();
}

EMSCRIPTEN_KEEPALIVE const double *fg_numbers() {
    return g_numbers.data();
}

EMSCRIPTEN_KEEPALIVE int fg_numbers_size() {
    return static_cast<int>(g_numbers.size());
}

} // extern "C"
