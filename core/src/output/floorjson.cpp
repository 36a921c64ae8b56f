#include "floorgen/floorjson.h"

#include "floorgen/original2011.h"
#include "floorgen/repstages.h"
#include "floorgen/seedstring.h"
#include "floorgen/settingstext.h"
#include "floorgen/textescape.h"

#include <cmath>
#include <cstring>

namespace floorgen::json {

using namespace floorgen::text;

namespace {

// Text from the outside (room files, paths): valid UTF-8, as the Qt code's QString::fromStdString made it.
Value utf8Text(std::string_view s) {
    return Value(json::validUtf8(s));
}

Value cellOrMinusOne(Cell c) {
    return c.valid() ? Value(c.index()) : Value(-1);
}

Value numberOrNull(int v, bool present) {
    return present ? Value(v) : Value(nullptr);
}

// repentance.md R20.1, per room.
void addRepRoomFields(Object &o, const Room &r, const Floor &f) {
    o.insert("doubleTrouble", numberOrNull(r.doubleTrouble, r.doubleTrouble >= 0));
    o.insert("subtype", r.subtype);
    const std::string_view step = roomStepKey(r);
    o.insert("step", step.empty() ? Value(nullptr) : Value(step));
    if (r.descriptor >= 0) {
        Array seeds;
        for (std::uint32_t v : roomSeeds(r.assignSeed))
            seeds.emplace_back(v);
        o.insert("seeds", std::move(seeds));
    } else {
        o.insert("seeds", nullptr);
    }
    o.insert("flags", r.flags);
    o.insert("doorMask", r.storedDoors);
    if (r.type == RoomType::UltraSecret) {
        Array doors;
        for (const RedRoomDoor &d : f.rep.redRoomDoors) {
            Object e;
            e.insert("room", d.room);
            e.insert("slot", d.slot);
            e.insert("cell", cellOrMinusOne(d.cell));
            doors.emplace_back(std::move(e));
        }
        o.insert("redRoomDoors", std::move(doors));
        o.insert("redRoomCell",
                 f.rep.redRoomDoors.empty() ? Value(-1) : cellOrMinusOne(f.rep.redRoomDoors[0].cell));
    }
}

Object roomToJson(const Room &r, const Floor &f, const FileCatalog *catalog) {
    Object o;
    o.insert("number", r.number);
    o.insert("anchor", r.anchor.index());
    o.insert("anchorX", r.anchor.x);
    o.insert("anchorY", r.anchor.y);
    o.insert("shape", static_cast<int>(r.shape));
    o.insert("shapeName", shapeName(r.shape));
    o.insert("type", static_cast<int>(r.type));
    o.insert("typeName", r.grave ? std::string_view("Grave Room") : roomTypeName(r.type));
    o.insert("distance", r.distance);
    o.insert("placedCell", cellOrMinusOne(r.placedCell));
    o.insert("dir", r.dir);
    o.insert("deadEnd", r.deadEnd);
    o.insert("invisible", r.invisible);
    o.insert("bossSubtype", r.bossSubtype >= 0 ? Value(r.bossSubtype) : Value(nullptr));
    if (r.type == RoomType::Boss && (r.bossSubtype >= 0 || r.voidBoss)) {
        // The name bossportraits.xml gives, else the app's.
        const std::string_view fileName = catalog ? catalog->bossName(r.bossSubtype) : std::string_view();
        o.insert("bossName", r.voidBoss && r.bossSubtype < 0 ? Value("Void boss")
                             : !fileName.empty()             ? utf8Text(fileName)
                                                             : Value(bossDisplayName(r.bossSubtype)));
    }
    if (r.type == RoomType::UltraSecret)
        o.insert("redRoomCell", cellOrMinusOne(r.redRoom));
    if (r.sin != Sin::None)
        o.insert("sin", sinName(r.sin));
    if (r.superSin)
        o.insert("superSin", true);
    if (r.secondBoss)
        o.insert("secondBoss", true);
    if (r.voidBoss)
        o.insert("voidBoss", true);
    if (r.bossChallenge)
        o.insert("bossChallenge", true);
    if (r.grave)
        o.insert("grave", true);
    if (r.type != RoomType::Default && r.type != RoomType::Null)
        o.insert("provenance", provenanceName(r.provenance));
    o.insert("awardSeed", r.awardSeed);
    if (f.rep.present)
        addRepRoomFields(o, r, f);
    o.insert("layout", layoutJson(f, r, catalog));
    return o;
}

// repentance.md R20.1: what the floor rests on that is an approximation.
Array approximationsOf(const Floor &f) {
    Array a;
    if (f.rep.approxStageType)
        a.emplace_back("alternate stage type");
    bool routeTypes = f.rep.approxRouteTypes;
    // The default route's alternate floors take R3.3's types (a route the user gives is the user's).
    if (f.rep.bossPools == BossPoolsMode::Run && !f.settings.route)
        for (const RouteStep &r : f.rep.route)
            routeTypes = routeTypes || rep::isAlt(r.stageType);
    if (routeTypes)
        a.emplace_back("route stage types");
    if (f.rep.approxBossPools)
        a.emplace_back("boss pool contents");
    if (f.rep.bossPools == BossPoolsMode::StageSeed)
        a.emplace_back("boss pools from stage seed");
    if (f.rep.bossPools == BossPoolsMode::FirstFloor)
        a.emplace_back("boss pools first-floor shortcut");
    return a;
}

// repentance.md R20.1, per floor.
void addRepFloorFields(Object &o, const Floor &f) {
    const RepFloorInfo &r = f.rep;
    o.insert("provenance", provenanceName(Provenance::RepentanceEngine));
    o.insert("approximations", approximationsOf(f));
    o.insert("stageSeedSlot", r.stageSeedSlot);
    o.insert("curseTier", curseTierKey(f.settings.curseTier));
    o.insert("targetFinal", r.targetFinal);
    o.insert("mirrorFloor", r.mirror);
    o.insert("mineshaftFloor", r.mineshaft);
    o.insert("strangeDoorFloor", r.strangeDoor);
    Array blocked;
    for (int i = 0; i < kGridCells; ++i)
        if ((r.blockedCells[static_cast<std::size_t>(i >> 6)] >> (i & 63)) & 1u)
            blocked.emplace_back(i);
    o.insert("blockedCells", std::move(blocked));
    o.insert("extraRooms", r.extraRooms);
    o.insert("planetariumChance", static_cast<double>(r.planetariumChance));
    std::uint32_t bits = 0;
    static_assert(sizeof bits == sizeof r.planetariumChance);
    std::memcpy(&bits, &r.planetariumChance, sizeof bits);
    static constexpr char kHex[] = "0123456789abcdef";
    std::string hex(8, '0');
    for (int i = 7; i >= 0; --i, bits >>= 4)
        hex[static_cast<std::size_t>(i)] = kHex[bits & 0xF];
    o.insert("planetariumChanceBits", std::move(hex));
    o.insert("shopLevel", numberOrNull(r.shopLevel, r.shopLevel >= 0));
    Object surprise;
    surprise.insert("secret", r.surpriseSecret);
    surprise.insert("shop", r.surpriseShop);
    o.insert("surpriseMiniboss", std::move(surprise));
    Array offGrid;
    for (const OffGridRoom &g : r.offGrid) {
        Object e;
        e.insert("gridIndex", g.gridIndex);
        e.insert("type", static_cast<int>(g.type));
        e.insert("subtype", g.subtype);
        offGrid.emplace_back(std::move(e));
    }
    o.insert("offGrid", std::move(offGrid));
    o.insert("bossPools", bossPoolsKey(r.bossPools));
    Array route;
    for (const RouteStep &step : r.route) {
        Object e;
        e.insert("stage", step.stage);
        e.insert("stageType", step.stageType);
        e.insert("xl", step.xl);
        route.emplace_back(std::move(e));
    }
    o.insert("route", std::move(route));
    o.insert("onRoute", r.onRoute);
}

template <typename List> Array numbers(const List &list) {
    Array a;
    for (auto v : list)
        a.emplace_back(static_cast<int>(v));
    return a;
}

} // namespace

int layoutFileOf(const Floor &floor, const Room &room) {
    const bool normal = room.type == RoomType::Default && !room.grave;
    return normal ? floor.stageId : 0;
}

FileCatalog::Entry layoutEntryOf(const Floor &floor, const Room &room, const FileCatalog &catalog) {
    // Repentance rooms carry the entry they were given; afterbirth-plus rooms are looked up.
    return room.layoutId >= 0 ? catalog.entryOf(room.layoutId)
                              : catalog.find(layoutFileOf(floor, room), room);
}

Value gameDataJson(const FileCatalog *catalog) {
    if (!catalog)
        return Value(nullptr);
    const RoomFileSet &set = catalog->files();
    Object o;
    o.insert("path", utf8Text(set.folder));
    o.insert("files", set.files.size());
    o.insert("rooms", set.roomCount);
    // bosspools.xml and bossportraits.xml, when the folder has them (repentance.md R19.1).
    const auto pathOrNull = [](const std::string &p) { return p.empty() ? Value(nullptr) : utf8Text(p); };
    o.insert("bossPools", pathOrNull(set.bossPoolsFile));
    o.insert("bossPortraits", pathOrNull(set.portraitsFile));
    // Which files were read and from where (generation.md 16.2): the archive (null for a loose file) and
    // path.
    o.insert("edition", pathOrNull(set.edition));
    Array sources;
    for (const RoomFileSet::Source &src : set.sources) {
        Object f;
        f.insert("file", utf8Text(src.file));
        f.insert("archive", pathOrNull(src.archive));
        f.insert("path", utf8Text(src.path));
        sources.emplace_back(std::move(f));
    }
    o.insert("sources", std::move(sources));
    Array notes;
    for (const std::string &n : set.notes)
        notes.push_back(utf8Text(n));
    o.insert("notes", std::move(notes));
    return o;
}

Object layoutJson(const Floor &floor, const Room &room, const FileCatalog *catalog) {
    Object o;
    o.insert("variant", room.variant);
    o.insert("subtype", room.subtype);
    o.insert("shape", static_cast<int>(room.shape));
    o.insert("doors", room.doors);
    const FileCatalog::Entry e = catalog ? layoutEntryOf(floor, room, *catalog) : FileCatalog::Entry{};
    if (e.file < 0) {
        // The built-in entry names its file; with game data, a room no pick gave has none.
        o.insert("file", catalog ? Value(nullptr) : Value(layoutFileOf(floor, room)));
        o.insert("name", nullptr);
        o.insert("difficulty", nullptr);
        o.insert("weight", nullptr);
        return o;
    }
    const RoomData &r = catalog->room(e);
    o.insert("file", e.file); // on the Void: the file of the pool it came from
    // The entry's subtype, shape and doors (a room may not keep its subtype; its shape is always the entry's,
    // generation.md 8.6, and test_roomsd checks that it is).
    o.insert("subtype", r.subtype);
    o.insert("shape", static_cast<int>(r.shape));
    o.insert("doors", r.doors);
    o.insert("name", utf8Text(r.name));
    o.insert("difficulty", r.difficulty);
    o.insert("weight", static_cast<double>(r.weight));
    return o;
}

Object origFloorJson(const Floor &f) {
    const OrigFloorInfo &i = f.orig;
    Object o;
    o.insert("note", "the original's algorithm as the article describes it; our random numbers, not the "
                     "original game's");
    o.insert("level", i.level);
    o.insert("random2", i.coin);
    o.insert("formulaRooms", i.baseRooms);
    o.insert("formulaRange", Array{orig::roomCount(i.level, 0), orig::roomCount(i.level, 1)});
    o.insert("doubleSizeMap", i.labyrinth);
    if (i.labyrinth) {
        o.insert("doubleSizeTarget", orig::labyrinthRoomCount(i.baseRooms));
        o.insert("extraRooms", i.extraRooms);
    }
    o.insert("fullHealth", i.fullHealth);
    o.insert("secretRoomCriterion", i.secretTier == 0 ? Value(nullptr) : Value(i.secretTier));
    o.insert("secretRoomMinNeighbours",
             i.secretTier == 0 ? Value(nullptr) : Value(orig::secretMinNeighbours(i.secretTier)));
    o.insert("secretRoomTries", i.secretTries);
    o.insert("startRoomRequeues", i.startRequeues);
    Array cells; // each room's cell in the original's numbering (tens = row, ones = column)
    for (const Room &r : f.rooms)
        cells.emplace_back(orig::fromCell(r.anchor));
    o.insert("cells", std::move(cells));
    return o;
}

Object floorToJson(const Floor &f, const FileCatalog *gameData) {
    const Settings &s = f.settings;
    Object o;
    o.insert("ok", true);
    o.insert("ruleset", ruleSetKey(s.ruleSet));
    if (s.ruleVariant != RuleVariant::Vanilla) // repentance.md R23: which variant made the floor
        o.insert("ruleVariant", ruleVariantKey(s.ruleVariant));
    if (s.runSeed) {
        o.insert("runSeed", *s.runSeed);
        o.insert("runSeedString", seedToString(*s.runSeed));
    } else {
        o.insert("runSeed", nullptr);
        o.insert("runSeedString", nullptr);
    }
    o.insert("stageSeed", f.stageSeed);
    o.insert("stage", s.stage);
    o.insert("stageName",
             f.rep.present ? rep::repFloorName(s.stage, s.stageType) : stageName(s.stage, s.stageType));
    o.insert("stageType", s.stageType);
    o.insert("hard", s.hard);
    o.insert("curseMask", f.curseMask);
    Array curses;
    for (CurseBit c : kAllCurses)
        if (f.curseMask & c)
            curses.emplace_back(curseKey(c));
    o.insert("curses", std::move(curses));
    o.insert("xl", f.xl);
    o.insert("roomCountTarget", f.target);
    o.insert("minDeadEnds", f.minDeadEnds);
    o.insert("attempts", f.attempts);
    Array grid;
    grid.reserve(f.grid.size());
    for (auto c : f.grid)
        grid.emplace_back(static_cast<int>(c));
    o.insert("grid", std::move(grid));
    Array rooms;
    for (const Room &r : f.rooms)
        rooms.emplace_back(roomToJson(r, f, gameData));
    o.insert("rooms", std::move(rooms));
    o.insert("gameData", gameDataJson(gameData));
    o.insert("deadEnds", numbers(f.deadEnds));
    o.insert("deadEndsAfter", numbers(f.deadEndsAfter));
    if (f.rep.present)
        addRepFloorFields(o, f);
    if (f.orig.present)
        o.insert("original2011", origFloorJson(f));
    return o;
}

std::string floorJson(const Floor &floor, const FileCatalog *gameData) {
    return json::toCompact(floorToJson(floor, gameData));
}

// The game's log lines of a floor (generation.md 15.3) as "gameLog": the messages, without a level prefix.
void addGameLog(Object &floorJson, const std::vector<gamelog::Line> &lines) {
    Array a;
    for (const gamelog::Line &l : lines)
        a.push_back(utf8Text(gamelog::messageOf(l)));
    floorJson.insert("gameLog", std::move(a));
}

// ---- settings ----

namespace {

// What a number reads as in a message: an integer's digits, a double as QVariant wrote it.
std::string numberText(const Value &v) {
    return v.isInteger() ? std::to_string(v.toInteger()) : json::shortestDouble(v.toDouble());
}

// Reads an integer field; false with a message when the value is not an integer in [lo, hi].
bool readInt(const Object &o, std::string_view key, long long lo, long long hi, long long &out,
             std::string &error) {
    const Value v = o.value(key);
    const std::string k(key);
    if (!v.isNumber()) {
        error = '"' + k + "\" must be a number";
        return false;
    }
    const double d = v.toDouble();
    if (!std::isfinite(d) || d != std::floor(d) || d < static_cast<double>(lo) ||
        d > static_cast<double>(hi)) {
        error = '"' + k + "\" must be a whole number from " + std::to_string(lo) + " to " +
                std::to_string(hi) + " (got " + numberText(v) + ")";
        return false;
    }
    out = static_cast<long long>(d);
    return true;
}

std::string jsonTypeName(const Value &v) {
    switch (v.type()) {
    case json::Type::Bool:
        return "a boolean";
    case json::Type::String:
        return quotedValue(v.toString());
    case json::Type::Array:
        return "an array";
    case json::Type::Object:
        return "an object";
    default:
        return "null";
    }
}

bool readBool(const Object &o, std::string_view key, bool &out, std::string &error) {
    const Value v = o.value(key);
    if (!v.isBool()) {
        error = '"' + std::string(key) + "\" must be true or false";
        return false;
    }
    out = v.toBool();
    return true;
}

std::string stateFlagList() {
    std::string out;
    for (std::string_view k : stateFlagKeys()) {
        if (!out.empty())
            out += ", ";
        out += k;
    }
    return out;
}

constexpr std::string_view kSettingsKeys[] = {
    "ruleset",
    "seed",
    "runSeed",
    "stageSeed",
    "stage",
    "stageType",
    "hard",
    "curse",
    "blackCandle",
    "hearts",
    "maxHearts",
    "soulHearts",
    "boneHearts",
    "keys",
    "coins",
    "items",
    "player",
    "victoryLap",
    "treasureRoomsVisited",
    "planetariumVisited",
    "devilRoomVisited",
    "bookPickedUp",
    "curseTier",
    "superSinCounter",
    "surpriseMinibossCounter",
    "stateFlags",
    "lockedAchievements",
    "strangeDoorLocked",
    "cathedral",
    "route",
    "bossPools",
    "gameLog",
    "repentogon",
};

} // namespace

bool settingsFromJson(const Object &o, Settings &s, std::string &error, SettingsExtras *extras) {
    s = Settings{};
    for (const json::Member &m : o) {
        bool known = false;
        for (std::string_view k : kSettingsKeys)
            known = known || m.key == k;
        if (!known) {
            error = "unknown key " + quotedValue(m.key);
            return false;
        }
    }
    if (o.contains("ruleset")) {
        const auto r = ruleSetFromKey(o.value("ruleset").toString());
        if (!r) {
            error = "\"ruleset\" must be \"afterbirth-plus\" or \"repentance\"";
            return false;
        }
        s.ruleSet = *r;
    }
    const int seedKeys = int(o.contains("seed")) + int(o.contains("runSeed")) + int(o.contains("stageSeed"));
    if (seedKeys != 1) {
        error = seedKeys == 0 ? "give one of \"seed\", \"runSeed\" or \"stageSeed\""
                              : "give only one of \"seed\", \"runSeed\" and \"stageSeed\"";
        return false;
    }
    long long n = 0;
    if (o.contains("seed")) {
        const Value v = o.value("seed");
        if (!v.isString()) {
            error = "\"seed\" must be a seed string such as \"B91Y 9THH\"";
            return false;
        }
        std::string seedError;
        const auto parsed = parseSeedText(v.toString(), seedError);
        if (!parsed) {
            error = "\"seed\": " + seedError;
            return false;
        }
        s.runSeed = *parsed;
    } else if (o.contains("runSeed")) {
        if (!readInt(o, "runSeed", 1, 0xFFFFFFFFll, n, error))
            return false;
        s.runSeed = static_cast<std::uint32_t>(n);
    } else {
        if (!readInt(o, "stageSeed", 1, 0xFFFFFFFFll, n, error))
            return false;
        s.stageSeed = static_cast<std::uint32_t>(n);
    }
    struct IntField {
        std::string_view key;
        int *target;
        long long lo, hi;
    };
    const IntField ints[] = {
        {"stage", &s.stage, 1, 12},
        {"hearts", &s.state.hearts, 0, 9999},
        {"maxHearts", &s.state.maxHearts, 0, 9999},
        {"soulHearts", &s.state.soulHearts, 0, 9999},
        {"boneHearts", &s.state.boneHearts, 0, 9999},
        {"keys", &s.state.keys, 0, 9999},
        {"coins", &s.state.coins, 0, 9999},
        {"victoryLap", &s.state.victoryLap, 0, 9999},
        {"treasureRoomsVisited", &s.state.treasureRoomsVisited, 0, 99},
        {"superSinCounter", &s.state.superSinCounter, 0, 9999},
        {"surpriseMinibossCounter", &s.state.surpriseMinibossCounter, 0, 9999},
    };
    for (const auto &f : ints) {
        if (!o.contains(f.key))
            continue;
        if (!readInt(o, f.key, f.lo, f.hi, n, error))
            return false;
        *f.target = static_cast<int>(n);
    }
    struct BoolField {
        std::string_view key;
        bool *target;
    };
    const BoolField bools[] = {
        {"hard", &s.hard},
        {"blackCandle", &s.blackCandle},
        {"planetariumVisited", &s.state.planetariumVisited},
        {"devilRoomVisited", &s.state.devilRoomVisited},
        {"bookPickedUp", &s.state.bookPickedUp},
        {"cathedral", &s.cathedral},
    };
    for (const auto &f : bools)
        if (o.contains(f.key) && !readBool(o, f.key, *f.target, error))
            return false;
    if (bool on = false; o.contains("repentogon")) { // repentance.md R23
        if (!readBool(o, "repentogon", on, error))
            return false;
        s.ruleVariant = on ? RuleVariant::Repentogon : RuleVariant::Vanilla;
    }
    if (o.contains("curse")) {
        const Value v = o.value("curse");
        std::string curseText;
        if (v.isString()) {
            curseText = v.toString();
            if (trimmedText(curseText).empty()) {
                error =
                    "\"curse\" is empty: give \"auto\", \"none\", a comma list or an array of curse names";
                return false;
            }
        } else if (v.isArray()) {
            for (const Value &e : v.toArray()) {
                if (!e.isString()) {
                    error = "\"curse\" array entries must be strings";
                    return false;
                }
                if (&e != &v.toArray().front())
                    curseText += ',';
                curseText += e.toString();
            }
            if (v.toArray().empty())
                curseText = "none";
        } else {
            error = "\"curse\" must be \"auto\", \"none\", a comma list or an array of curse names";
            return false;
        }
        std::string curseError;
        if (!parseCurseList(curseText, s.forcedCurses, curseError)) {
            error = "\"curse\": " + curseError;
            return false;
        }
    }
    StageTypeProposal proposal = StageTypeProposal::None;
    if (o.contains("stageType")) {
        const Value v = o.value("stageType");
        if (v.isString() && v.toString() == "main") {
            proposal = StageTypeProposal::Main;
        } else if (v.isString() && v.toString() == "alt") {
            proposal = StageTypeProposal::Alt;
        } else if (v.isString()) {
            error = "\"stageType\" must be 0, 1, 2, 4, 5, \"main\" or \"alt\" (got " +
                    quotedValue(v.toString()) + ")";
            return false;
        } else {
            if (!readInt(o, "stageType", 0, 5, n, error))
                return false;
            s.stageType = static_cast<int>(n);
        }
    }
    if (o.contains("items")) {
        const Value v = o.value("items");
        if (!v.isArray()) {
            error = "\"items\" must be an array of item names";
            return false;
        }
        for (const Value &e : v.toArray()) {
            if (!e.isString()) {
                error = "unknown item (not a string) in \"items\"";
                return false;
            }
            std::string itemError;
            if (!applyItemName(e.toString(), s, itemError)) {
                error = itemError + " in \"items\"";
                return false;
            }
        }
    }
    if (o.contains("player")) {
        const Value v = o.value("player");
        std::string playerError;
        if (!applyPlayerName(v.isNumber() ? json::printfG(v.toDouble()) : v.toString(), s.state,
                             playerError)) {
            error = "\"player\" must be one of the known players: " + playerError;
            return false;
        }
    }
    if (o.contains("curseTier")) {
        const Value v = o.value("curseTier");
        const auto tier = curseTierFromKey(v.toString());
        if (!v.isString() || !tier) {
            error = "\"curseTier\" must be \"none\", \"womb\", \"eit\" or \"all\"";
            return false;
        }
        s.curseTier = *tier;
    }
    if (o.contains("bossPools")) {
        const Value v = o.value("bossPools");
        const auto mode = bossPoolsFromKey(v.toString());
        if (!v.isString() || !mode) {
            error = "\"bossPools\" must be \"run\" or \"first-floor\"";
            return false;
        }
        s.bossPools = *mode;
    }
    if (o.contains("stateFlags")) {
        const Value v = o.value("stateFlags");
        if (!v.isArray()) {
            error = "\"stateFlags\" must be an array of state flag names";
            return false;
        }
        for (const Value &e : v.toArray()) {
            const auto flag = stateFlagFromKey(e.toString());
            if (!e.isString() || !flag) {
                error = "unknown state flag " +
                        (e.isString() ? quotedValue(e.toString()) : "(not a string)") +
                        " in \"stateFlags\" (known: " + stateFlagList() + ")";
                return false;
            }
            s.state.stateFlags |= std::uint64_t{1} << *flag;
        }
    }
    if (o.contains("lockedAchievements")) {
        const Value v = o.value("lockedAchievements");
        if (!v.isArray()) {
            error = "\"lockedAchievements\" must be an array of achievement ids";
            return false;
        }
        for (const Value &e : v.toArray()) {
            const double d = e.toDouble(-1);
            if (!e.isNumber() || d != std::floor(d) || d < 1 || d >= Achievements::kCount) {
                error = "\"lockedAchievements\": " + (e.isNumber() ? numberText(e) : jsonTypeName(e)) +
                        " is not an achievement id (1 to " + std::to_string(Achievements::kCount - 1) + ")";
                return false;
            }
            s.achievements.setUnlocked(static_cast<int>(d), false);
        }
    }
    if (o.contains("strangeDoorLocked")) {
        bool locked = false;
        if (!readBool(o, "strangeDoorLocked", locked, error))
            return false;
        if (locked)
            s.achievements.setUnlocked(kStrangeDoorAchievement, false);
    }
    if (o.contains("route")) {
        const Value v = o.value("route");
        if (!v.isArray()) {
            error = "\"route\" must be an array of {\"stage\", \"stageType\"} objects";
            return false;
        }
        std::vector<RouteFloor> route;
        int index = 0;
        for (const Value &e : v.toArray()) {
            const Object &f = e.toObject();
            long long stage = 0, type = 0;
            std::string fieldError;
            if (!e.isObject() || !f.contains("stage") || !readInt(f, "stage", 1, 12, stage, fieldError) ||
                (f.contains("stageType") && !readInt(f, "stageType", 0, 5, type, fieldError))) {
                error = "\"route\" entry " + std::to_string(index) +
                        " must be an object {\"stage\": 1..12, \"stageType\": 0..5}" +
                        (fieldError.empty() ? std::string() : ": " + fieldError);
                return false;
            }
            for (const json::Member &m : f)
                if (m.key != "stage" && m.key != "stageType") {
                    error =
                        "\"route\" entry " + std::to_string(index) + ": unknown key " + quotedValue(m.key);
                    return false;
                }
            route.push_back({static_cast<int>(stage), static_cast<int>(type)});
            ++index;
        }
        std::string routeError;
        if (!checkRoute(route, routeError)) {
            error = "\"route\": " + routeError;
            return false;
        }
        if (!s.runSeed) {
            error = "\"route\" needs a run seed (\"seed\" or \"runSeed\")";
            return false;
        }
        s.route = std::move(route);
    }
    if (!resolveStageType(s, proposal, error))
        return false;
    if (extras)
        extras->alternateStageType = proposal == StageTypeProposal::Alt;
    if (bool gameLog = false; o.contains("gameLog")) {
        if (!readBool(o, "gameLog", gameLog, error))
            return false;
        if (extras)
            extras->gameLog = gameLog;
    }
    if (const auto only = repentanceOnlyInput(s)) {
        error = '"' + std::string(only->key) +
                "\" is read by the repentance rule set only, not by afterbirth-plus";
        return false;
    }
    // What the 2011 game never had (issue 49 point 15, as the CLI's options): refused, not ignored.
    if (s.ruleSet == RuleSet::Original2011)
        for (std::string_view key :
             {"route", "curseTier", "stateFlags", "cathedral", "bossPools", "lockedAchievements",
              "strangeDoorLocked", "superSinCounter", "surpriseMinibossCounter"})
            if (o.contains(key)) {
                error =
                    '"' + std::string(key) +
                    "\" is not read by the original-2011 rule set (the 2011 game had no runs, achievements "
                    "or state flags: docs/original-2011.md O1)";
                return false;
            }
    // Red hearts fill heart containers and bone hearts (2 halves each), as the CLI's --hearts.
    if (s.state.hearts > s.state.maxHearts + 2 * s.state.boneHearts) {
        error = "\"hearts\" " + std::to_string(s.state.hearts) + " is more than the " +
                std::to_string(s.state.maxHearts + 2 * s.state.boneHearts) +
                " half hearts that \"maxHearts\" " + std::to_string(s.state.maxHearts) +
                " and \"boneHearts\" " + std::to_string(s.state.boneHearts) + " hold";
        return false;
    }
    if (auto problem = validateSettings(s)) {
        error = *problem;
        return false;
    }
    return true;
}

Object settingsToJson(const Settings &s) {
    const Settings d;
    Object o;
    o.insert("ruleset", ruleSetKey(s.ruleSet));
    if (s.runSeed)
        o.insert("seed", seedToString(*s.runSeed));
    else
        o.insert("stageSeed", s.stageSeed);
    o.insert("stage", s.stage);
    o.insert("stageType", s.stageType);
    if (s.hard)
        o.insert("hard", true);
    if (s.forcedCurses) {
        std::string parts;
        for (CurseBit c : kAllCurses)
            if (*s.forcedCurses & c) {
                if (!parts.empty())
                    parts += ',';
                parts += curseKey(c);
            }
        o.insert("curse", parts.empty() ? std::string("none") : parts);
    }
    if (s.blackCandle)
        o.insert("blackCandle", true);
    const auto &st = s.state;
    const auto &ds = d.state;
    auto putInt = [&o](std::string_view key, int v, int dv) {
        if (v != dv)
            o.insert(key, v);
    };
    putInt("hearts", st.hearts, ds.hearts);
    putInt("maxHearts", st.maxHearts, ds.maxHearts);
    putInt("soulHearts", st.soulHearts, ds.soulHearts);
    putInt("boneHearts", st.boneHearts, ds.boneHearts);
    putInt("keys", st.keys, ds.keys);
    putInt("coins", st.coins, ds.coins);
    putInt("victoryLap", st.victoryLap, ds.victoryLap);
    if (st.treasureRoomsVisited >= 0)
        o.insert("treasureRoomsVisited", st.treasureRoomsVisited);
    if (st.planetariumVisited)
        o.insert("planetariumVisited", true);
    if (st.devilRoomVisited)
        o.insert("devilRoomVisited", true);
    if (st.bookPickedUp)
        o.insert("bookPickedUp", true);
    if (st.character >= 0) {
        std::string key = std::to_string(st.character);
        for (const CharacterInfo &c : characters())
            if (c.id == st.character)
                key = std::string(c.key);
        if (st.character != 0 || st.player != ds.player)
            o.insert("player", key);
    } else if (st.player != ds.player) {
        o.insert("player", playerKey(st.player));
    }
    Array items;
    for (int i = 0; i < kItemCount; ++i) {
        const auto item = static_cast<Item>(i);
        if (s.has(item))
            items.emplace_back(itemKey(item));
        if (s.golden & itemBit(item))
            items.emplace_back(std::string(itemKey(item)) + ":golden");
    }
    if (!items.empty())
        o.insert("items", std::move(items));
    // repentance inputs (generation.md 12)
    if (s.curseTier != d.curseTier)
        o.insert("curseTier", curseTierKey(s.curseTier));
    putInt("superSinCounter", st.superSinCounter, ds.superSinCounter);
    putInt("surpriseMinibossCounter", st.surpriseMinibossCounter, ds.surpriseMinibossCounter);
    Array flags;
    for (std::string_view key : stateFlagKeys())
        if ((st.stateFlags >> *stateFlagFromKey(key)) & 1u)
            flags.emplace_back(key);
    if (!flags.empty())
        o.insert("stateFlags", std::move(flags));
    Array locked;
    for (int id = 1; id < Achievements::kCount; ++id)
        if (!s.achievements.unlocked(id))
            locked.emplace_back(id);
    if (!locked.empty())
        o.insert("lockedAchievements", std::move(locked));
    if (s.cathedral)
        o.insert("cathedral", true);
    if (s.ruleVariant == RuleVariant::Repentogon)
        o.insert("repentogon", true);
    if (s.route) {
        Array route;
        for (const RouteFloor &f : *s.route) {
            Object e;
            e.insert("stage", f.stage);
            e.insert("stageType", f.stageType);
            route.emplace_back(std::move(e));
        }
        o.insert("route", std::move(route));
    }
    if (s.bossPools != d.bossPools)
        o.insert("bossPools", bossPoolsKey(s.bossPools));
    return o;
}

} // namespace floorgen::json
