// The game's log.txt in the page (generation.md 15; issue 45 "Follow the game in the browser"): the core's
// LogReader, LogTail and checkFloor behind C entry points, as the app's Follow Game uses them
// (app/gui/gamelog/gamelogfollower.cpp, gamelogcontroller.cpp). web/floorgen.mjs wraps them (its "game log"
// block; web/README.md documents the methods).
//
// The page cannot read a file synchronously, so each poll is handed the bytes the tail may need: the file's
// first bytes (LogTail compares them to tell a restart) and a window from a little before the read position
// (the last bytes read, compared too) to as far as the page read. A read outside them returns nothing and
// the poll says how far it got; the page polls again with the next window.

#include "floorgen/filecatalog.h"
#include "floorgen/floorjson.h"
#include "floorgen/gamelog.h"
#include "floorgen/json.h"
#include "floorgen/mapgeometry.h"
#include "floorgen/repstages.h"
#include "floorgen/seedstring.h"

#include <algorithm>
#include <cstring>
#include <emscripten.h>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

using namespace floorgen;
namespace floorgen::json {}
using namespace floorgen::json;

const FileCatalog *webGameData(); // web/src/module.cpp: the player's room files, or null

namespace {

std::string g_logText; // the text a call returns (valid until the next call)

const char *giveLog(std::string text) {
    g_logText = std::move(text);
    return g_logText.c_str();
}

// The bytes of one poll: the file's start and a window.
class WindowSource final : public gamelog::LogTail::Source {
public:
    std::uint64_t fileSize = 0;
    std::string_view head;
    std::uint64_t windowStart = 0;
    std::string_view window;
    std::uint64_t size() override { return fileSize; }
    std::size_t read(std::uint64_t offset, char *out, std::size_t size) override {
        const auto from = [&](std::uint64_t start, std::string_view bytes) -> std::size_t {
            if (offset < start || offset >= start + bytes.size())
                return 0;
            const std::size_t n = std::min<std::size_t>(size, start + bytes.size() - offset);
            std::memcpy(out, bytes.data() + (offset - start), n);
            return n;
        };
        // The window first: it may reach further than the head.
        const std::size_t w = from(windowStart, window);
        if (w == size || (w > 0 && offset + w >= fileSize))
            return w;
        const std::size_t h = from(0, head);
        return std::max(w, h);
    }
};

struct Follow {
    gamelog::LogReader reader;
    gamelog::LogTail tail{"log.txt"};
    std::optional<std::pair<std::uint64_t, std::uint8_t>> reported; // (Level::Init line, curses)
    std::optional<gamelog::LogFloor> floor;                         // the floor reported last
    // Open Game Log (a saved log read whole, as the app's Game Log window and check-log): every floor the
    // reader closes waits here for fg_log_check_closed.
    bool everyFloor = false;
    std::vector<gamelog::LogFloor> closed;
};

std::map<int, std::unique_ptr<Follow>> g_follows;
int g_nextFollow = 1;

Follow *followOf(int id) {
    const auto it = g_follows.find(id);
    return it == g_follows.end() ? nullptr : it->second.get();
}

json::Object objectOf(std::initializer_list<std::pair<std::string_view, json::Value>> members) {
    json::Object o;
    for (const auto &[key, value] : members)
        o.insert(key, value);
    return o;
}

json::Value floorJsonOf(const gamelog::LogFloor &f) {
    json::Object o;
    o.insert("line", static_cast<double>(f.line));
    o.insert("run", static_cast<double>(f.run));
    if (f.runSeed) {
        o.insert("runSeed", static_cast<double>(*f.runSeed));
        o.insert("seed", seedToString(*f.runSeed));
    }
    o.insert("continued", f.continued);
    o.insert("runKind", std::string(gamelog::runKindKey(f.runKind)));
    o.insert("stage", f.stage);
    o.insert("stageType", f.stageType);
    o.insert("stageSeed", static_cast<double>(f.stageSeed));
    o.insert("rebirthForm", f.rebirthForm);
    json::Array curses;
    for (const CurseBit c : kAllCurses)
        if (f.curses & c)
            curses.push_back(std::string(curseKey(c)));
    o.insert("curses", std::move(curses));
    o.insert("character", f.character);
    if (f.character >= 0)
        o.insert("characterName", std::string(characterName(f.character)));
    o.insert("collectibles", static_cast<double>(f.collectibles.size()));
    json::Array route;
    for (const RouteFloor &r : f.route)
        route.push_back(objectOf({{"stage", r.stage}, {"stageType", r.stageType}}));
    o.insert("route", std::move(route));
    o.insert("generated", f.generated);
    o.insert("noGeneratorLines", f.noGeneratorLines);
    o.insert("lines", static_cast<double>(f.lines.size()));
    o.insert("build", static_cast<double>(f.build));
    o.insert("repentogon", f.repentogon);
    return o;
}

json::Object errorObject(const std::string &message) {
    json::Object o;
    o.insert("ok", false);
    o.insert("error", json::validUtf8(message));
    return o;
}

std::string errorJson(const std::string &message) {
    return json::toCompact(errorObject(message));
}

// Drains the reader's events: the floor to show (`ready`), a restart, the lines that cannot be read and the
// continued runs; in Open Game Log's mode every floor the reader closes is kept in f.closed too.
void drainEvents(Follow &f, std::optional<gamelog::LogFloor> &ready, bool &restarted, json::Array &unreadable,
                 json::Array &continued) {
    gamelog::LogEvent e;
    while (f.reader.next(e)) {
        switch (e.kind) {
        case gamelog::LogEvent::Kind::Restarted:
            restarted = true;
            ready.reset();
            f.closed.clear();
            break;
        case gamelog::LogEvent::Kind::FloorGenerated:
            ready = std::move(e.floor);
            break;
        case gamelog::LogEvent::Kind::FloorClosed:
            if (f.everyFloor)
                f.closed.push_back(e.floor);
            if (e.floor.noGeneratorLines)
                ready = std::move(e.floor); // generation.md 15.2: a Greed mode floor, not generated
            break;
        case gamelog::LogEvent::Kind::Unreadable:
            unreadable.push_back(objectOf({{"line", static_cast<double>(e.line)},
                                           {"problem", json::validUtf8(e.problem)},
                                           {"text", json::validUtf8(e.text)}}));
            break;
        case gamelog::LogEvent::Kind::RunStarted:
            if (e.continued) {
                json::Object c;
                c.insert("line", static_cast<double>(e.line));
                if (e.runSeed)
                    c.insert("seed", seedToString(*e.runSeed));
                c.insert("sameRun", e.sameRun);
                continued.push_back(std::move(c));
            }
            break;
        case gamelog::LogEvent::Kind::FloorStarted:
            break;
        }
    }
}


// One floor of the log checked (fg_log_check, fg_log_check_closed): the check's object, or {ok: false,
// error}.
json::Object checkObject(const gamelog::LogFloor &floor, const char *ownText, const char *ruleSetText,
                         const char *optionsIni, const char *logPath, const char *product) {
    Settings own;
    std::string error;
    {
        json::ParseError parseError;
        const auto doc = json::parse(ownText, parseError);
        if (!doc || !doc->isObject())
            return errorObject("the settings are not a JSON object");
        if (!settingsFromJson(doc->toObject(), own, error))
            return errorObject(error);
    }
    gamelog::CheckOptions options;
    options.base = gamelog::checkBaseOf(own); // (as the app's)
    bool fromFolder = false;
    if (*ruleSetText) {
        const auto r = ruleSetFromKey(ruleSetText);
        if (!r)
            return errorObject(std::string("unknown rule set ") + ruleSetText);
        options.base.ruleSet = *r;
        fromFolder = true;
    } else {
        fromFolder = gamelog::ruleSetOfLogPath(logPath).has_value();
        options.base.ruleSet = gamelog::ruleSetForLog(logPath, floor, options.base.ruleSet);
    }
    options.catalog = webGameData();
    options.betterVoidGeneration = *optionsIni && gamelog::betterVoidGenerationOn(optionsIni);
    const gamelog::FloorCheck c = gamelog::checkFloor(floor, options);
    const gamelog::Verdict v = c.verdict();
    json::Object o;
    o.insert("ok", true);
    o.insert("verdict", std::string(gamelog::verdictKey(v)));
    o.insert("line", static_cast<double>(c.comparison.line));
    o.insert("game", json::validUtf8(c.comparison.game));
    o.insert("predicted", json::validUtf8(c.comparison.predicted));
    const bool generated = v != gamelog::Verdict::NotGenerated && c.floor.attempts > 0;
    if (generated) {
        o.insert("attempts", c.floor.attempts);
        o.insert("rooms", static_cast<double>(
                              std::count_if(c.floor.rooms.begin(), c.floor.rooms.end(), [](const Room &r) {
                                  return r.shape != Shape::Null && !mapgeometry::isHidden(r);
                              })));
    }
    o.insert("error", json::validUtf8(c.error));
    o.insert("ruleset", std::string(ruleSetKey(options.base.ruleSet)));
    o.insert("rulesetFromFolder", fromFolder);
    o.insert("repentogon", c.settings.ruleVariant == RuleVariant::Repentogon);
    json::Object settings = settingsToJson(c.settings);
    o.insert("settings", std::move(settings));
    json::Array notes;
    for (const std::string &n : c.notes)
        notes.push_back(json::validUtf8(n));
    o.insert("notes", std::move(notes));
    json::Array notModelled; // (the page says each in the user's language, as the app does)
    if (c.notModelled.dailyRules)
        notModelled.push_back(std::string("daily-rules"));
    if (c.notModelled.onlineCoop)
        notModelled.push_back(std::string("online-coop"));
    if (c.notModelled.betterVoid)
        notModelled.push_back(std::string("better-void"));
    o.insert("notModelled", std::move(notModelled));
    json::Array items;
    for (int i = 0; i < kItemCount; ++i)
        if (c.settings.has(static_cast<Item>(i)))
            items.push_back(std::string(itemName(static_cast<Item>(i))));
    o.insert("itemNames", std::move(items));
    o.insert("blackCandle", c.settings.blackCandle);
    o.insert("hard", c.settings.hard);
    o.insert("runSeedUsed", c.settings.runSeed.has_value());
    o.insert("routeUsed", c.settings.route.has_value());
    o.insert("floor", floorJsonOf(floor));
    gamelog::ReportContext context;
    context.product = product;
    context.logPath = logPath;
    context.gameData = options.catalog != nullptr;
    o.insert("report", json::validUtf8(gamelog::checkReport(floor, c, context)));
    return o;
}

} // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE int fg_log_new() {
    const int id = g_nextFollow++;
    g_follows.emplace(id, std::make_unique<Follow>());
    return id;
}

EMSCRIPTEN_KEEPALIVE void fg_log_free(int id) {
    g_follows.erase(id);
}

// How far the tail has read (the next poll's window starts kHistoryBytes before it).
EMSCRIPTEN_KEEPALIVE double fg_log_offset(int id) {
    const Follow *f = followOf(id);
    return f ? static_cast<double>(f->tail.offset()) : 0;
}

// One poll of the tail, as the app's follower does one: what was appended is read, the events drained, and
// the floor to show (a new Map Generated, a Greed floor closed with no generator line, or the floor being
// read shown again for a curse line after its Map Generated) reported once per (line, curses).
// {"ok":true,"status":"ok"|"restarted","offset":N,"floor":{...}|null,"unreadable":[...],"continued":[...],
//  "closed":N (floors kept for fg_log_check_closed),"linesRead":N,"utf16":bool}
EMSCRIPTEN_KEEPALIVE const char *fg_log_poll(int id, double fileSize, const char *head, int headLength,
                                             double windowStart, const char *window, int windowLength) {
    Follow *f = followOf(id);
    if (!f)
        return giveLog(errorJson("no such log follower"));
    WindowSource source;
    source.fileSize = static_cast<std::uint64_t>(fileSize);
    source.head = std::string_view(head, static_cast<std::size_t>(headLength));
    source.windowStart = static_cast<std::uint64_t>(windowStart);
    source.window = std::string_view(window, static_cast<std::size_t>(windowLength));
    const gamelog::LogTail::Status st = f->tail.poll(source, f->reader);
    bool restarted = st == gamelog::LogTail::Status::Restarted;
    std::optional<gamelog::LogFloor> ready;
    json::Array unreadable, continued;
    drainEvents(*f, ready, restarted, unreadable, continued);
    // The floor being read: a curse line after its Map Generated line shows it again.
    if (const gamelog::LogFloor *current = f->reader.currentFloor();
        current && current->generated && (!ready || ready->line == current->line))
        ready = *current;
    if (restarted)
        f->reported.reset();
    json::Object out;
    out.insert("ok", true);
    out.insert("status", restarted ? "restarted" : "ok");
    out.insert("offset", static_cast<double>(f->tail.offset()));
    if (ready &&
        (!f->reported || f->reported->first != ready->line || f->reported->second != ready->curses)) {
        f->reported = std::make_pair(ready->line, ready->curses);
        out.insert("floor", floorJsonOf(*ready));
        f->floor = std::move(ready);
    } else {
        out.insert("floor", nullptr);
    }
    out.insert("unreadable", std::move(unreadable));
    out.insert("continued", std::move(continued));
    out.insert("closed", static_cast<double>(f->closed.size()));
    out.insert("linesRead", static_cast<double>(f->reader.linesRead()));
    out.insert("utf16", f->reader.utf16());
    return giveLog(json::toCompact(out));
}

// Checks the floor the last poll reported, as the app's GameLogController::showLogFloor: `own` the page's
// settings (a batch object; its items, curses, player state, route and variant are replaced by what the
// log says), `ruleSet` a rule set to check with ("": the one the folder names in `logPath` name,
// generation.md 15.1, as "Binding of Isaac Repentance+/log.txt"; else afterbirth-plus for Level::Init's
// Rebirth form, else own's), `optionsIni` REPENTOGON's options.ini ("": none), `logPath` and `product` for
// the report.
EMSCRIPTEN_KEEPALIVE const char *fg_log_check(int id, const char *ownText, const char *ruleSetText,
                                              const char *optionsIni, const char *logPath,
                                              const char *product) {
    Follow *f = followOf(id);
    if (!f || !f->floor)
        return giveLog(errorJson("no floor of the log to check"));
    return giveLog(
        json::toCompact(checkObject(*f->floor, ownText, ruleSetText, optionsIni, logPath, product)));
}

// Open Game Log (the app's Game Log window): from now on every floor the reader closes is kept for
// fg_log_check_closed (the follower then reads a saved log whole, in pieces).
EMSCRIPTEN_KEEPALIVE void fg_log_every_floor(int id) {
    if (Follow *f = followOf(id))
        f->everyFloor = true;
}

// The end of a saved log (check-log's and the Game Log window's reader.finish()): the floor still open is
// closed. {"ok":true,"floor":null,"unreadable":[...],"continued":[...],"closed":N,"linesRead":N,"utf16":bool,
// "partialLineDropped":bool}
EMSCRIPTEN_KEEPALIVE const char *fg_log_finish(int id) {
    Follow *f = followOf(id);
    if (!f)
        return giveLog(errorJson("no such log follower"));
    f->reader.finish();
    std::optional<gamelog::LogFloor> ready;
    bool restarted = false;
    json::Array unreadable, continued;
    drainEvents(*f, ready, restarted, unreadable, continued);
    json::Object out;
    out.insert("ok", true);
    out.insert("unreadable", std::move(unreadable));
    out.insert("continued", std::move(continued));
    out.insert("closed", static_cast<double>(f->closed.size()));
    out.insert("linesRead", static_cast<double>(f->reader.linesRead()));
    out.insert("utf16", f->reader.utf16());
    out.insert("partialLineDropped", f->reader.partialLineDropped());
    return giveLog(json::toCompact(out));
}

// Checks every floor closed since the last call (fg_log_every_floor), in line order, as fg_log_check checks
// one, and forgets them: {"ok":true,"checks":[...]}.
EMSCRIPTEN_KEEPALIVE const char *fg_log_check_closed(int id, const char *ownText, const char *ruleSetText,
                                                     const char *optionsIni, const char *logPath,
                                                     const char *product) {
    Follow *f = followOf(id);
    if (!f)
        return giveLog(errorJson("no such log follower"));
    json::Array checks;
    for (const gamelog::LogFloor &floor : f->closed)
        checks.push_back(checkObject(floor, ownText, ruleSetText, optionsIni, logPath, product));
    f->closed.clear();
    json::Object out;
    out.insert("ok", true);
    out.insert("checks", std::move(checks));
    return giveLog(json::toCompact(out));
}

// Whether the room files in use come from an installation with REPENTOGON (repentance.md R23.5): 1 or 0.
EMSCRIPTEN_KEEPALIVE int fg_game_data_repentogon() {
    const FileCatalog *data = webGameData();
    return data && data->files().repentogon ? 1 : 0;
}

} // extern "C"
