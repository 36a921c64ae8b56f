// The module's texts (web/floorgen.mjs's setCatalog, captions, names, roomNames, compare; web/README.md): the
// core's captions, names and compare sentence (core/src/text/, the desktop app's own), translated through a
// catalog the page made at build time from the app's translations/isaac-floorgen_<lang>.ts
// (web/tools/ts2json.mjs; floorgen/i18n.h Catalog). Without a catalog: English.
#include "floorgen/filecatalog.h"
#include "floorgen/floorcompare.h"
#include "floorgen/floorjson.h"
#include "floorgen/generator.h"
#include "floorgen/i18n.h"
#include "floorgen/json.h"
#include "floorgen/repstages.h"
#include "floorgen/textnames.h"
#include "floorgen/tracetext.h"
#include "module_settings.h"

#include <emscripten.h>
#include <memory>
#include <string>

using namespace floorgen;

const FileCatalog *webGameData(); // web/src/module.cpp: the player's room files, or null

namespace {

std::string g_textOut;                     // what a call returns (valid until the next call)
std::unique_ptr<i18n::Catalog> g_language; // the catalog the hook reads, or none: English

const char *give(std::string text) {
    g_textOut = std::move(text);
    return g_textOut.c_str();
}

const char *fail(const std::string &message) {
    json::Object o;
    o.insert("error", json::validUtf8(message));
    o.insert("ok", false);
    return give(json::toCompact(o));
}

json::Value str(const std::string &s) {
    return json::Value(json::validUtf8(s));
}

json::Array intList(const std::vector<int> &v) {
    json::Array a;
    for (int n : v)
        a.push_back(n);
    return a;
}

} // namespace

extern "C" {

// The language's catalog (ts2json.mjs's JSON; "" for English without one): "" or the message (the catalog
// in use stays).
EMSCRIPTEN_KEEPALIVE const char *fg_text_set_catalog(const char *catalogJson) {
    if (!*catalogJson) {
        i18n::setTranslator(nullptr);
        g_language.reset();
        return give("");
    }
    std::string error;
    auto catalog = i18n::Catalog::fromJson(catalogJson, error);
    if (!catalog)
        return give(error);
    i18n::setTranslator(catalog.get());
    g_language = std::move(catalog);
    return give("");
}

// "en" (no catalog) or the catalog's language.
EMSCRIPTEN_KEEPALIVE const char *fg_text_language() {
    return give(g_language ? g_language->language() : "en");
}

// The step-through's texts of a floor (its settings as a batch line's object, the room files loaded): the
// trace's events in order, each {"title", "caption", "detail"}, and "steps": every step's display name
// (by the trace's step numbers), as the app shows them. Or the {"error","ok":false} object.
EMSCRIPTEN_KEEPALIVE const char *fg_text_captions(const char *settingsText) {
    Settings s;
    std::string error;
    if (!web::settingsOf(settingsText, s, error))
        return fail(error);
    Floor floor;
    Trace trace;
    if (generate(s, floor, &trace, &error, webGameData()) != GenerateStatus::Ok)
        return fail(error);
    const std::vector<std::string> captions = i18n::eventCaptions(trace, s.ruleSet);
    json::Array events;
    events.reserve(trace.events.size());
    for (std::size_t i = 0; i < trace.events.size(); ++i) {
        json::Object e;
        e.insert("title", str(i18n::eventTitle(trace.events[i])));
        e.insert("caption", str(captions[i]));
        e.insert("detail", str(i18n::eventDetail(trace.events[i])));
        events.push_back(std::move(e));
    }
    json::Array steps;
    for (int st = 0; st <= static_cast<int>(Step::OutsideDraws); ++st)
        steps.push_back(str(i18n::stepDisplayName(static_cast<Step>(st))));
    json::Object o;
    o.insert("events", std::move(events));
    o.insert("ok", true);
    o.insert("steps", std::move(steps));
    return give(json::toCompact(o));
}

// The display name of each room of a floor, by room number, as the app shows them ("Salle du Boss
// (Monstro)", "Salle de départ", ...): {"ok": true, "rooms": [...], "stage": the floor's name}.
EMSCRIPTEN_KEEPALIVE const char *fg_text_room_names(const char *settingsText) {
    Settings s;
    std::string error;
    if (!web::settingsOf(settingsText, s, error))
        return fail(error);
    Floor floor;
    if (generate(s, floor, nullptr, &error, webGameData()) != GenerateStatus::Ok)
        return fail(error);
    json::Array rooms;
    for (const Room &r : floor.rooms)
        rooms.push_back(str(i18n::trRoomDisplayName(r)));
    json::Object o;
    o.insert("ok", true);
    o.insert("rooms", std::move(rooms));
    o.insert("stage", str(i18n::trStage(s.stage, s.stageType)));
    return give(json::toCompact(o));
}

// Every name table in the current language, as the app shows them: room types by number (the floor JSON's
// "type"), bosses by subtype (the player's bossportraits.xml names where the app prefers them), curses and
// items by key, stages by "stage:type", rule sets by key, sins by the floor JSON's English name, the steps
// (trace step numbers), characters by id, reward kinds and items by number.
EMSCRIPTEN_KEEPALIVE const char *fg_text_names() {
    json::Object roomTypes;
    for (int t = 0; t < kRoomTypeCount; ++t)
        roomTypes.insert(std::to_string(t), str(i18n::trRoomType(static_cast<RoomType>(t))));
    json::Object bosses;
    for (int b = 0; b < 1000; ++b)
        if (const std::string name = i18n::trBoss(b); !name.empty())
            bosses.insert(std::to_string(b), str(i18n::trBossDisplayName(b)));
    json::Object curses;
    for (CurseBit c : kAllCurses) {
        json::Object o;
        o.insert("name", str(i18n::trCurse(c)));
        o.insert("short", str(i18n::trCurseShort(c)));
        curses.insert(curseKey(c), std::move(o));
    }
    json::Object items;
    for (int i = 0; i < kItemCount; ++i) {
        json::Object o;
        o.insert("name", str(i18n::trItem(static_cast<Item>(i))));
        o.insert("effect", str(i18n::trItemEffect(static_cast<Item>(i))));
        items.insert(itemKey(static_cast<Item>(i)), std::move(o));
    }
    json::Object stages;
    for (int stage = 1; stage <= 13; ++stage)
        for (int type = 0; type <= 5; ++type)
            if (const std::string name = i18n::trStage(stage, type); !name.empty())
                stages.insert(std::to_string(stage) + ":" + std::to_string(type), str(name));
    json::Object ruleSets;
    for (RuleSet r : {RuleSet::AfterbirthPlus, RuleSet::Repentance, RuleSet::Original2011}) {
        json::Object o;
        o.insert("name", str(i18n::trRuleSet(r)));
        o.insert("rules", str(i18n::trRuleSetRules(r)));
        ruleSets.insert(ruleSetKey(r), std::move(o));
    }
    json::Object sins;
    for (int s = 0; s <= static_cast<int>(Sin::UltraPride); ++s)
        sins.insert(sinName(static_cast<Sin>(s)), str(i18n::trSin(static_cast<Sin>(s))));
    json::Array steps;
    for (int st = 0; st <= static_cast<int>(Step::OutsideDraws); ++st)
        steps.push_back(str(i18n::trStep(static_cast<Step>(st))));
    json::Object characters;
    for (const CharacterInfo &c : floorgen::characters())
        characters.insert(std::to_string(c.id), str(i18n::trCharacter(c.id)));
    json::Array rewardKinds, rewardItems;
    for (int k = 0; k < kRewardKindCount; ++k)
        rewardKinds.push_back(str(i18n::trRewardKind(static_cast<RewardKind>(k))));
    for (int k = 0; k < kRewardItemCount; ++k)
        rewardItems.push_back(str(i18n::trRewardItem(static_cast<RewardItem>(k))));
    json::Object o;
    o.insert("bosses", std::move(bosses));
    o.insert("characters", std::move(characters));
    o.insert("curses", std::move(curses));
    o.insert("items", std::move(items));
    o.insert("language", g_language ? g_language->language() : "en");
    o.insert("rewardItems", std::move(rewardItems));
    o.insert("rewardKinds", std::move(rewardKinds));
    o.insert("roomTypes", std::move(roomTypes));
    o.insert("ruleSets", std::move(ruleSets));
    o.insert("sins", std::move(sins));
    o.insert("stages", std::move(stages));
    o.insert("steps", std::move(steps));
    return give(json::toCompact(o));
}

// Compare mode (the app's --compare, floorgen/floorcompare.h): floor A of the settings against B, the same
// with the setting `key` flipped: {"ok": true, "key", "name" (the key's name), "who" (who made B: "Sans
// Luna", ...), "settingsB" (B's settings, a batch line's object), "summary", "otherLayout", "differingA",
// "differingB" (room numbers)}; B that cannot be made: {"ok": false, "error", "settingsB"} with the engine's
// message (the app shows "No floor to compare: ..."). An unknown key or bad settings: {"ok": false, "error"}.
EMSCRIPTEN_KEEPALIVE const char *fg_text_compare(const char *settingsText, const char *key) {
    Settings a;
    std::string error;
    if (!web::settingsOf(settingsText, a, error))
        return fail(error);
    Settings b = a;
    if (!compare::flipSetting(key, b))
        return fail(std::string("unknown compare setting ") + key);
    Floor fa, fb;
    if (generate(a, fa, nullptr, &error, webGameData()) != GenerateStatus::Ok)
        return fail(error);
    json::Object o;
    o.insert("key", str(key));
    o.insert("name", str(compare::compareKeyName(key)));
    o.insert("who", str(compare::compareSideWho(key, b)));
    o.insert("settingsB", json::settingsToJson(b));
    if (auto problem = validateSettings(b)) {
        o.insert("error", str(*problem));
        o.insert("ok", false);
        return give(json::toCompact(o));
    }
    if (generate(b, fb, nullptr, &error, webGameData()) != GenerateStatus::Ok) {
        o.insert("error", str(error));
        o.insert("ok", false);
        return give(json::toCompact(o));
    }
    const compare::FloorDifference d = compare::compareFloors(fa, fb, key);
    o.insert("differingA", intList(d.differingA));
    o.insert("differingB", intList(d.differingB));
    o.insert("ok", true);
    o.insert("otherLayout", d.otherLayout);
    o.insert("summary", str(d.summary));
    return give(json::toCompact(o));
}

// A message of the engine (parseSeed's, generate's, ...: the core's English) as the app shows it: translated
// when it is one of the known forms, the spec's citations left out.
EMSCRIPTEN_KEEPALIVE const char *fg_text_message(const char *message) {
    return give(i18n::trCoreMessage(message));
}

// Open Game Log's summary of a saved log (floorgen/textnames.h trLogSummary, the app's Game Log window's):
// the counts, the verdicts' counts in gamelog::Verdict's order; {"ok":true,"text":"..."}.
EMSCRIPTEN_KEEPALIVE const char *fg_text_log_summary(const char *fileName, double floors, double continued,
                                                    double unreadable, double listed, double match,
                                                    double matchUntilPlacement, double differs,
                                                    double incomplete, double notGenerated, int finished) {
    const auto n = [](double x) { return x > 0 ? static_cast<std::uint64_t>(x) : std::uint64_t(0); };
    i18n::LogCounts counts;
    counts.floors = n(floors);
    counts.continued = n(continued);
    counts.unreadable = n(unreadable);
    counts.listed = n(listed);
    counts.verdicts = {n(match), n(matchUntilPlacement), n(differs), n(incomplete), n(notGenerated)};
    json::Object o;
    o.insert("ok", true);
    o.insert("text", str(i18n::trLogSummary(counts, fileName, finished != 0)));
    return give(json::toCompact(o));
}

// The same as a sentence of its own (its first letter a capital: floorgen/textnames.h trCoreSentence).
EMSCRIPTEN_KEEPALIVE const char *fg_text_sentence(const char *message) {
    return give(i18n::trCoreSentence(message));
}

// The compare keys (floorgen/floorcompare.h compareKeys) with their names: [{"key", "name"}].
EMSCRIPTEN_KEEPALIVE const char *fg_text_compare_keys() {
    json::Array keys;
    for (const std::string &k : compare::compareKeys()) {
        json::Object o;
        o.insert("key", k);
        o.insert("name", str(compare::compareKeyName(k)));
        keys.push_back(std::move(o));
    }
    return give(json::toCompact(json::Value(std::move(keys))));
}

} // extern "C"
