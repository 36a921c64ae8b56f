#include "floorjson.h"

#include "floorgen/original2011.h"
#include "floorgen/repstages.h"
#include "floorgen/rng.h"
#include "floorgen/seedstring.h"
#include "gamedata.h"
#include "textutil.h"

#include <algorithm>
#include <bit>
#include <cmath>

#include <QJsonArray>
#include <QRegularExpression>
#include <QStringList>

namespace floorgen::app {

namespace {

QJsonValue cellOrNull(Cell c) {
    return c.valid() ? QJsonValue(c.index()) : QJsonValue(-1);
}

QJsonValue numberOrNull(int v, bool present) {
    return present ? QJsonValue(v) : QJsonValue();
}

// repentance.md R20.1, per room.
void addRepRoomFields(QJsonObject &o, const Room &r, const Floor &f) {
    o.insert(QStringLiteral("doubleTrouble"), numberOrNull(r.doubleTrouble, r.doubleTrouble >= 0));
    o.insert(QStringLiteral("subtype"), r.subtype);
    const QString step = roomStepKey(r);
    o.insert(QStringLiteral("step"), step.isEmpty() ? QJsonValue() : QJsonValue(step));
    if (r.descriptor >= 0) {
        QJsonArray seeds;
        for (std::uint32_t v : roomSeeds(r.assignSeed))
            seeds.append(static_cast<qint64>(v));
        o.insert(QStringLiteral("seeds"), seeds);
    } else {
        o.insert(QStringLiteral("seeds"), QJsonValue());
    }
    o.insert(QStringLiteral("flags"), r.flags);
    o.insert(QStringLiteral("doorMask"), r.storedDoors);
    if (r.type == RoomType::UltraSecret) {
        QJsonArray doors;
        for (const RedRoomDoor &d : f.rep.redRoomDoors) {
            QJsonObject e;
            e.insert(QStringLiteral("room"), d.room);
            e.insert(QStringLiteral("slot"), d.slot);
            e.insert(QStringLiteral("cell"), cellOrNull(d.cell));
            doors.append(e);
        }
        o.insert(QStringLiteral("redRoomDoors"), doors);
        o.insert(QStringLiteral("redRoomCell"),
                 f.rep.redRoomDoors.empty() ? QJsonValue(-1) : cellOrNull(f.rep.redRoomDoors[0].cell));
    }
}

QJsonObject roomToJson(const Room &r, const Floor &f, const FileCatalog *catalog) {
    QJsonObject o;
    o.insert(QStringLiteral("number"), r.number);
    o.insert(QStringLiteral("anchor"), r.anchor.index());
    o.insert(QStringLiteral("anchorX"), r.anchor.x);
    o.insert(QStringLiteral("anchorY"), r.anchor.y);
    o.insert(QStringLiteral("shape"), static_cast<int>(r.shape));
    o.insert(QStringLiteral("shapeName"), sv(shapeName(r.shape)));
    o.insert(QStringLiteral("type"), static_cast<int>(r.type));
    o.insert(QStringLiteral("typeName"), r.grave ? QStringLiteral("Grave Room") : sv(roomTypeName(r.type)));
    o.insert(QStringLiteral("distance"), r.distance);
    o.insert(QStringLiteral("placedCell"), cellOrNull(r.placedCell));
    o.insert(QStringLiteral("dir"), r.dir);
    o.insert(QStringLiteral("deadEnd"), r.deadEnd);
    o.insert(QStringLiteral("invisible"), r.invisible);
    o.insert(QStringLiteral("bossSubtype"), r.bossSubtype >= 0 ? QJsonValue(r.bossSubtype) : QJsonValue());
    if (r.type == RoomType::Boss && (r.bossSubtype >= 0 || r.voidBoss)) {
        // The name bossportraits.xml gives, else the app's.
        const std::string_view fileName = catalog ? catalog->bossName(r.bossSubtype) : std::string_view();
        o.insert(QStringLiteral("bossName"),
                 r.voidBoss && r.bossSubtype < 0 ? QStringLiteral("Void boss")
                 : !fileName.empty()
                     ? QString::fromUtf8(fileName.data(), static_cast<qsizetype>(fileName.size()))
                     : bossDisplayName(r.bossSubtype));
    }
    if (r.type == RoomType::UltraSecret)
        o.insert(QStringLiteral("redRoomCell"), cellOrNull(r.redRoom));
    if (r.sin != Sin::None)
        o.insert(QStringLiteral("sin"), sv(sinName(r.sin)));
    if (r.superSin)
        o.insert(QStringLiteral("superSin"), true);
    if (r.secondBoss)
        o.insert(QStringLiteral("secondBoss"), true);
    if (r.voidBoss)
        o.insert(QStringLiteral("voidBoss"), true);
    if (r.bossChallenge)
        o.insert(QStringLiteral("bossChallenge"), true);
    if (r.grave)
        o.insert(QStringLiteral("grave"), true);
    if (r.type != RoomType::Default && r.type != RoomType::Null)
        o.insert(QStringLiteral("provenance"), sv(provenanceName(r.provenance)));
    o.insert(QStringLiteral("awardSeed"), static_cast<qint64>(r.awardSeed));
    if (f.rep.present)
        addRepRoomFields(o, r, f);
    o.insert(QStringLiteral("layout"), layoutJson(f, r, catalog));
    return o;
}

// repentance.md R20.1: what the floor rests on that is an approximation.
QJsonArray approximationsOf(const Floor &f) {
    QJsonArray a;
    if (f.rep.approxStageType)
        a.append(QStringLiteral("alternate stage type"));
    bool routeTypes = f.rep.approxRouteTypes;
    // The default route's alternate floors take R3.3's types (a route the user gives is the user's).
    if (f.rep.bossPools == BossPoolsMode::Run && !f.settings.route)
        for (const RouteStep &r : f.rep.route)
            routeTypes = routeTypes || rep::isAlt(r.stageType);
    if (routeTypes)
        a.append(QStringLiteral("route stage types"));
    if (f.rep.approxBossPools)
        a.append(QStringLiteral("boss pool contents"));
    if (f.rep.bossPools == BossPoolsMode::StageSeed)
        a.append(QStringLiteral("boss pools from stage seed"));
    if (f.rep.bossPools == BossPoolsMode::FirstFloor)
        a.append(QStringLiteral("boss pools first-floor shortcut"));
    return a;
}

// repentance.md R20.1, per floor.
void addRepFloorFields(QJsonObject &o, const Floor &f) {
    const RepFloorInfo &r = f.rep;
    o.insert(QStringLiteral("provenance"), sv(provenanceName(Provenance::RepentanceEngine)));
    o.insert(QStringLiteral("approximations"), approximationsOf(f));
    o.insert(QStringLiteral("stageSeedSlot"), r.stageSeedSlot);
    o.insert(QStringLiteral("curseTier"), curseTierKey(f.settings.curseTier));
    o.insert(QStringLiteral("targetFinal"), r.targetFinal);
    o.insert(QStringLiteral("mirrorFloor"), r.mirror);
    o.insert(QStringLiteral("mineshaftFloor"), r.mineshaft);
    o.insert(QStringLiteral("strangeDoorFloor"), r.strangeDoor);
    QJsonArray blocked;
    for (int i = 0; i < kGridCells; ++i)
        if ((r.blockedCells[static_cast<std::size_t>(i >> 6)] >> (i & 63)) & 1u)
            blocked.append(i);
    o.insert(QStringLiteral("blockedCells"), blocked);
    o.insert(QStringLiteral("extraRooms"), r.extraRooms);
    o.insert(QStringLiteral("planetariumChance"), static_cast<double>(r.planetariumChance));
    o.insert(
        QStringLiteral("planetariumChanceBits"),
        QStringLiteral("%1").arg(std::bit_cast<std::uint32_t>(r.planetariumChance), 8, 16, QLatin1Char('0')));
    o.insert(QStringLiteral("shopLevel"), numberOrNull(r.shopLevel, r.shopLevel >= 0));
    QJsonObject surprise;
    surprise.insert(QStringLiteral("secret"), r.surpriseSecret);
    surprise.insert(QStringLiteral("shop"), r.surpriseShop);
    o.insert(QStringLiteral("surpriseMiniboss"), surprise);
    QJsonArray offGrid;
    for (const OffGridRoom &g : r.offGrid) {
        QJsonObject e;
        e.insert(QStringLiteral("gridIndex"), g.gridIndex);
        e.insert(QStringLiteral("type"), static_cast<int>(g.type));
        e.insert(QStringLiteral("subtype"), g.subtype);
        offGrid.append(e);
    }
    o.insert(QStringLiteral("offGrid"), offGrid);
    o.insert(QStringLiteral("bossPools"), bossPoolsKey(r.bossPools));
    QJsonArray route;
    for (const RouteStep &step : r.route) {
        QJsonObject e;
        e.insert(QStringLiteral("stage"), step.stage);
        e.insert(QStringLiteral("stageType"), step.stageType);
        e.insert(QStringLiteral("xl"), step.xl);
        route.append(e);
    }
    o.insert(QStringLiteral("route"), route);
    o.insert(QStringLiteral("onRoute"), r.onRoute);
}

template <typename List> QJsonArray numbers(const List &list) {
    QJsonArray a;
    for (auto v : list)
        a.append(static_cast<int>(v));
    return a;
}

// Reads an integer field; false with a message when the value is not an integer in [lo, hi].
bool readInt(const QJsonObject &o, const QString &key, qint64 lo, qint64 hi, qint64 &out, QString &error) {
    const QJsonValue v = o.value(key);
    if (!v.isDouble()) {
        error = QStringLiteral("\"%1\" must be a number").arg(key);
        return false;
    }
    const double d = v.toDouble();
    if (!std::isfinite(d) || d != std::floor(d) || d < static_cast<double>(lo) ||
        d > static_cast<double>(hi)) {
        error = QStringLiteral("\"%1\" must be a whole number from %2 to %3 (got %4)")
                    .arg(key)
                    .arg(lo)
                    .arg(hi)
                    .arg(v.toVariant().toString());
        return false;
    }
    out = static_cast<qint64>(d);
    return true;
}

QString jsonTypeName(const QJsonValue &v) {
    switch (v.type()) {
    case QJsonValue::Bool:
        return QStringLiteral("a boolean");
    case QJsonValue::String:
        return quotedValue(v.toString());
    case QJsonValue::Array:
        return QStringLiteral("an array");
    case QJsonValue::Object:
        return QStringLiteral("an object");
    default:
        return QStringLiteral("null");
    }
}

bool readBool(const QJsonObject &o, const QString &key, bool &out, QString &error) {
    const QJsonValue v = o.value(key);
    if (!v.isBool()) {
        error = QStringLiteral("\"%1\" must be true or false").arg(key);
        return false;
    }
    out = v.toBool();
    return true;
}

} // namespace

QString bossDisplayName(int subtype) {
    const auto name = bossName(subtype);
    return name.empty() ? QStringLiteral("Boss #%1").arg(subtype) : sv(name);
}

QString roomDisplayName(const Room &r) {
    if (r.grave)
        return QStringLiteral("Grave Room");
    if (r.type == RoomType::Default && r.number == 0)
        return QStringLiteral("Start Room");
    if (r.type == RoomType::Challenge && r.bossChallenge)
        return QStringLiteral("Boss Challenge Room");
    QString name = sv(roomTypeName(r.type));
    if (r.type == RoomType::Boss && (r.bossSubtype >= 0 || r.voidBoss))
        name += QStringLiteral(" (%1)").arg(r.voidBoss && r.bossSubtype < 0 ? QStringLiteral("Void boss")
                                                                            : bossDisplayName(r.bossSubtype));
    if (r.type == RoomType::MiniBoss && r.sin != Sin::None)
        name += QStringLiteral(" (%1%2)").arg(r.superSin ? QStringLiteral("Super ") : QString(),
                                              sv(sinName(r.sin)));
    return name;
}

QJsonObject floorToJson(const Floor &f, const FileCatalog *gameData) {
    const Settings &s = f.settings;
    QJsonObject o;
    o.insert(QStringLiteral("ok"), true);
    o.insert(QStringLiteral("ruleset"), sv(ruleSetKey(s.ruleSet)));
    if (s.ruleVariant != RuleVariant::Vanilla) // repentance.md R23: which variant made the floor
        o.insert(QStringLiteral("ruleVariant"), sv(ruleVariantKey(s.ruleVariant)));
    if (s.runSeed) {
        o.insert(QStringLiteral("runSeed"), static_cast<qint64>(*s.runSeed));
        o.insert(QStringLiteral("runSeedString"), QString::fromStdString(seedToString(*s.runSeed)));
    } else {
        o.insert(QStringLiteral("runSeed"), QJsonValue());
        o.insert(QStringLiteral("runSeedString"), QJsonValue());
    }
    o.insert(QStringLiteral("stageSeed"), static_cast<qint64>(f.stageSeed));
    o.insert(QStringLiteral("stage"), s.stage);
    o.insert(QStringLiteral("stageName"), f.rep.present ? sv(rep::repFloorName(s.stage, s.stageType))
                                                        : sv(stageName(s.stage, s.stageType)));
    o.insert(QStringLiteral("stageType"), s.stageType);
    o.insert(QStringLiteral("hard"), s.hard);
    o.insert(QStringLiteral("curseMask"), f.curseMask);
    QJsonArray curses;
    for (CurseBit c : kAllCurses)
        if (f.curseMask & c)
            curses.append(sv(curseKey(c)));
    o.insert(QStringLiteral("curses"), curses);
    o.insert(QStringLiteral("xl"), f.xl);
    o.insert(QStringLiteral("roomCountTarget"), f.target);
    o.insert(QStringLiteral("minDeadEnds"), f.minDeadEnds);
    o.insert(QStringLiteral("attempts"), f.attempts);
    QJsonArray grid;
    for (auto c : f.grid)
        grid.append(static_cast<int>(c));
    o.insert(QStringLiteral("grid"), grid);
    QJsonArray rooms;
    for (const Room &r : f.rooms)
        rooms.append(roomToJson(r, f, gameData));
    o.insert(QStringLiteral("rooms"), rooms);
    o.insert(QStringLiteral("gameData"), gameDataJson(gameData));
    o.insert(QStringLiteral("deadEnds"), numbers(f.deadEnds));
    o.insert(QStringLiteral("deadEndsAfter"), numbers(f.deadEndsAfter));
    if (f.rep.present)
        addRepFloorFields(o, f);
    if (f.orig.present)
        o.insert(QStringLiteral("original2011"), origFloorJson(f));
    return o;
}

bool parseCurseList(const QString &text, std::optional<std::uint8_t> &forced, QString &error) {
    const QString t = text.trimmed().toLower();
    if (t.isEmpty() || t == QLatin1String("auto")) {
        forced.reset();
        return true;
    }
    if (t == QLatin1String("none")) {
        forced = 0;
        return true;
    }
    std::uint8_t mask = 0;
    for (const QString &part : t.split(QLatin1Char(','))) {
        const QString key = part.trimmed();
        const auto c = curseFromKey(key.toStdString());
        if (!c || *c == kCurseCursed) {
            error = QStringLiteral("unknown curse %1 (use auto, none, or a comma list of "
                                   "labyrinth, lost, darkness, unknown, maze, blind)")
                        .arg(quotedValue(key));
            return false;
        }
        mask = static_cast<std::uint8_t>(mask | *c);
    }
    forced = mask;
    return true;
}

namespace {

struct StateFlagName {
    const char *key;
    int flag;
};
constexpr StateFlagName kStateFlags[] = {
    {"wrath", 9},
    {"gluttony", 10},
    {"lust", 11},
    {"sloth", 12},
    {"envy", 13},
    {"pride", 14},
    {"ultra-pride", 32},
    {"greed-spawned", 15},
    {"super-greed-spawned", 16},
    {"donation-machine-blown", 30},
    {"shopkeeper-killed", 31},
    {"dads-note", 47},
};

constexpr const char *kCurseTierKeys[] = {"none", "womb", "eit", "all"};

// A route entry or a stage type given as a number, in the range of the rule sets' types.
bool readStageTypeNumber(const QString &text, int &out) {
    bool ok = false;
    const int v = text.trimmed().toInt(&ok);
    if (!ok)
        return false;
    out = v;
    return true;
}

} // namespace

std::optional<CurseTier> curseTierFromKey(const QString &key) {
    for (int i = 0; i < 4; ++i)
        if (key == QLatin1String(kCurseTierKeys[i]))
            return static_cast<CurseTier>(i);
    return std::nullopt;
}

QString curseTierKey(CurseTier tier) {
    return QString::fromLatin1(kCurseTierKeys[static_cast<int>(tier) & 3]);
}

std::optional<BossPoolsMode> bossPoolsFromKey(const QString &key) {
    if (key == QLatin1String("run"))
        return BossPoolsMode::Run;
    if (key == QLatin1String("first-floor"))
        return BossPoolsMode::FirstFloor;
    return std::nullopt;
}

QString bossPoolsKey(BossPoolsMode mode) {
    switch (mode) {
    case BossPoolsMode::Run:
        return QStringLiteral("run");
    case BossPoolsMode::FirstFloor:
        return QStringLiteral("first-floor");
    case BossPoolsMode::StageSeed:
        break;
    }
    return QStringLiteral("stage-seed");
}

std::optional<int> stateFlagFromKey(const QString &key) {
    for (const auto &f : kStateFlags)
        if (key == QLatin1String(f.key))
            return f.flag;
    return std::nullopt;
}

QStringList stateFlagKeys() {
    QStringList keys;
    for (const auto &f : kStateFlags)
        keys << QString::fromLatin1(f.key);
    return keys;
}

QString roomStepKey(const Room &r) {
    switch (static_cast<Step>(r.placedBy)) {
    case Step::Start:
        return QStringLiteral("start");
    case Step::NormalRooms:
        return QStringLiteral("normal");
    case Step::Boss:
        return QStringLiteral("boss");
    case Step::VoidBoss:
        return QStringLiteral("void-boss");
    case Step::XlBoss:
        return QStringLiteral("second-boss");
    case Step::SuperSecret:
    case Step::LunaSuperSecret:
        return QStringLiteral("super-secret");
    case Step::Shop:
        return QStringLiteral("shop");
    case Step::Treasure:
        return QStringLiteral("treasure");
    case Step::Planetarium:
        return QStringLiteral("planetarium");
    case Step::DiceSacrifice:
        return r.type == RoomType::Dice ? QStringLiteral("dice") : QStringLiteral("sacrifice");
    case Step::Library:
        return QStringLiteral("library");
    case Step::Curse:
    case Step::VoodooCurse:
        return QStringLiteral("curse");
    case Step::MiniBoss:
        return QStringLiteral("miniboss");
    case Step::Challenge:
        return QStringLiteral("challenge");
    case Step::VaultArcade:
        return r.type == RoomType::Arcade ? QStringLiteral("arcade") : QStringLiteral("vault");
    case Step::Bedroom:
        return QStringLiteral("bedroom");
    case Step::Mirror:
        return QStringLiteral("mirror");
    case Step::Mineshaft:
        return QStringLiteral("mineshaft");
    case Step::Secret:
        return QStringLiteral("secret");
    case Step::Grave:
        return QStringLiteral("grave");
    case Step::UltraSecret:
        return QStringLiteral("ultra-secret");
    case Step::ExtraRooms:
        return QStringLiteral("extra");
    default:
        return {};
    }
}

bool parseRouteList(const QString &text, std::vector<RouteFloor> &route, QString &error) {
    route.clear();
    const QString t = text.trimmed();
    if (t.isEmpty())
        return true; // an empty route: the floor is the run's first
    for (const QString &part : t.split(QLatin1Char(','))) {
        const QString entry = part.trimmed();
        const QStringList fields = entry.split(QLatin1Char(':'));
        int stage = 0, type = 0;
        bool ok = fields.size() == 2;
        if (ok) {
            stage = fields[0].trimmed().toInt(&ok);
            ok = ok && readStageTypeNumber(fields[1], type);
        }
        if (!ok) {
            error = QStringLiteral("%1 is not a floor STAGE:TYPE (e.g. 1:0,2:1)").arg(quotedValue(entry));
            return false;
        }
        route.push_back({stage, type});
    }
    return checkRoute(route, error);
}

QString routeText(const std::vector<RouteFloor> &route) {
    QStringList parts;
    for (const RouteFloor &f : route)
        parts << QStringLiteral("%1:%2").arg(f.stage).arg(f.stageType);
    return parts.join(QStringLiteral(", "));
}

QString lockedAchievementsText(const Achievements &achievements) {
    QStringList ids;
    for (int id = 1; id < Achievements::kCount; ++id)
        if (id != kStrangeDoorAchievement && !achievements.unlocked(id))
            ids << QString::number(id);
    return ids.join(QStringLiteral(", "));
}

bool parseLockedAchievements(const QString &text, Achievements &achievements, QString &error) {
    achievements = Achievements{};
    static const QRegularExpression separators(QStringLiteral("[,\\s]+"));
    for (const QString &part : text.split(separators, Qt::SkipEmptyParts)) {
        bool ok = false;
        const int id = part.toInt(&ok);
        if (!ok || id < 1 || id >= Achievements::kCount) {
            error = QStringLiteral("\"%1\" is not an achievement id from 1 to %2")
                        .arg(part.left(20))
                        .arg(Achievements::kCount - 1);
            return false;
        }
        achievements.setUnlocked(id, false);
    }
    return true;
}

bool checkRoute(const std::vector<RouteFloor> &route, QString &error) {
    // A run goes forward: no stage before the one of the floor before it, and a stage at most twice (a main
    // floor, then the alternate path's floor of the same stage, as the reference routes go 6:1, 6:4); so a
    // route has at most 24 floors, and a floor repeated or backwards is no run's (issue 39: 25,000 floors
    // were taken).
    for (std::size_t i = 1; i < route.size(); ++i) {
        const RouteFloor &a = route[i - 1], &b = route[i];
        const bool backwards = b.stage < a.stage;
        const bool repeated =
            b.stage == a.stage && (b.stageType == a.stageType || (i >= 2 && route[i - 2].stage == b.stage));
        if (backwards || repeated) {
            error =
                QStringLiteral("route floor %1:%2 comes after %3:%4: a run's floors go forward, each stage "
                               "after the one before (or once more on the alternate path)")
                    .arg(b.stage)
                    .arg(b.stageType)
                    .arg(a.stage)
                    .arg(a.stageType);
            return false;
        }
    }
    for (const RouteFloor &f : route) {
        std::string why;
        if (f.stage < 1 || f.stage > 12) {
            error = QStringLiteral("route floor %1:%2: stage %1 is out of range (1 to 12)")
                        .arg(f.stage)
                        .arg(f.stageType);
            return false;
        }
        if (!rep::repFloorSupported(f.stage, f.stageType, &why)) {
            error = QStringLiteral("route floor %1:%2: %3")
                        .arg(f.stage)
                        .arg(f.stageType)
                        .arg(why.empty() ? QStringLiteral("no such floor") : QString::fromStdString(why));
            return false;
        }
    }
    return true;
}

std::optional<std::uint32_t> parseSeedText(const QString &text, QString &error) {
    // The core trims these before it counts positions; count characters the same way.
    auto isSpace = [](QChar c) { return c == u' ' || c == u'\t' || c == u'\n' || c == u'\r'; };
    qsizetype start = 0;
    while (start < text.size() && isSpace(text.at(start)))
        ++start;
    int position = 0;
    for (qsizetype i = start; i < text.size(); ++i) {
        ++position;
        const QChar c = text.at(i);
        if (c.unicode() < 0x80)
            continue;
        char32_t code = c.unicode();
        QString character(c);
        if (c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            code = QChar::surrogateToUcs4(c, text.at(i + 1));
            character += text.at(i + 1);
        }
        error =
            QStringLiteral("invalid character '%1' (U+%2) at position %3 (seeds use A-Z without I, O and U, "
                           "and the digits 0-9 without 5)")
                .arg(escapedValue(character))
                .arg(QString::number(static_cast<uint>(code), 16)
                         .toUpper()
                         .rightJustified(4, QLatin1Char('0')))
                .arg(position);
        return std::nullopt;
    }
    const auto parsed = parseSeedString(text.toStdString());
    if (!parsed) {
        error = QString::fromStdString(parsed.error());
        return std::nullopt;
    }
    return *parsed;
}

bool applyItemName(const QString &text, Settings &s, QString &error) {
    QString name = text.trimmed().toLower();
    bool golden = false;
    if (name.endsWith(QLatin1String(":golden"))) {
        golden = true;
        name.chop(7);
    }
    if (name == QLatin1String("black-candle") && !golden) {
        s.blackCandle = true;
        return true;
    }
    if (name == QLatin1String("golden-horse-shoe"))
        name = QStringLiteral("golden-horseshoe");
    const auto item = itemFromKey(name.toStdString());
    if (!item) {
        QStringList keys;
        for (int i = 0; i < kItemCount; ++i)
            keys << sv(itemKey(static_cast<Item>(i)));
        error = QStringLiteral("unknown item %1 (known: %2, black-candle; NAME:golden for a golden "
                               "trinket)")
                    .arg(quotedValue(text), keys.join(QStringLiteral(", ")));
        return false;
    }
    if (golden && !isTrinket(*item)) {
        error = QStringLiteral("%1: only a trinket can be golden, and %2 is not one")
                    .arg(quotedValue(text), sv(itemKey(*item)));
        return false;
    }
    // A copy each: NAME a plain one, NAME:golden a golden one (Mult of repentance.md R11: 1 and 2).
    if (golden)
        s.golden |= itemBit(*item);
    else
        s.set(*item, true);
    return true;
}

bool applyPlayerName(const QString &text, PlayerState &st, QString &error) {
    const QString key = text.trimmed().toLower();
    if (key == QLatin1String("other")) {
        st.player = PlayerType::Other;
        st.character = -1;
        return true;
    }
    const auto id = characterFromKey(key.toStdString());
    if (!id) {
        QStringList keys;
        for (const CharacterInfo &c : characters())
            keys << sv(c.key);
        error = QStringLiteral("unknown player %1 (%2, other, or a player type id 0 to 40)")
                    .arg(quotedValue(text), keys.join(QStringLiteral(", ")));
        return false;
    }
    st.character = *id;
    st.player = playerTypeOfCharacter(*id);
    return true;
}

bool resolveStageType(Settings &s, StageTypeProposal proposal, QString &error) {
    if (proposal == StageTypeProposal::None)
        return true;
    const char *word = proposal == StageTypeProposal::Main ? "main" : "alt";
    if (!s.runSeed) {
        error = QStringLiteral("stage type \"%1\" needs a run seed (a seed string or a run seed, not a stage "
                               "seed)")
                    .arg(QLatin1String(word));
        return false;
    }
    if (s.stage < 1 || s.stage > 12) {
        error = QStringLiteral("stage %1 is out of range: stages go from 1 to 12").arg(s.stage);
        return false;
    }
    const auto v = stageSeedsOf(*s.runSeed);
    if (proposal == StageTypeProposal::Main) {
        if (s.ruleSet == RuleSet::Repentance) {
            s.stageType = rep::mainPathType(v, s.stage, s.achievements, s.cathedral);
        } else {
            // generation.md 2.4 (every variant unlocked), on the stages that offer it.
            const int t = rep::mainPathType(v, s.stage, Achievements{}, false);
            s.stageType = t < stageTypeCount(s.stage) ? t : 0;
        }
        return true;
    }
    if (s.ruleSet != RuleSet::Repentance) {
        error = QStringLiteral("stage type \"alt\" (the alternate path) is read by the repentance rule set "
                               "only");
        return false;
    }
    if (s.stage > 8) {
        error = QStringLiteral("stage type \"alt\": stage %1 has no alternate floor (stages 1 to 8 only)")
                    .arg(s.stage);
        return false;
    }
    s.stageType = rep::alternatePathType(v, s.stage);
    return true;
}

std::optional<InputName> repentanceOnlyInput(const Settings &s) {
    if (s.ruleSet != RuleSet::AfterbirthPlus)
        return std::nullopt;
    const Settings d;
    if (rep::isAlt(s.stageType))
        return InputName{"--stage-type", "stageType"};
    if (s.ruleVariant != d.ruleVariant)
        return InputName{"--repentogon", "repentogon"};
    if (s.curseTier != d.curseTier)
        return InputName{"--curse-tier", "curseTier"};
    if (s.state.superSinCounter != d.state.superSinCounter)
        return InputName{"--super-sin-counter", "superSinCounter"};
    if (s.state.surpriseMinibossCounter != d.state.surpriseMinibossCounter)
        return InputName{"--surprise-miniboss-counter", "surpriseMinibossCounter"};
    if (s.state.stateFlags != d.state.stateFlags)
        return InputName{"--state-flag", "stateFlags"};
    if (!(s.achievements == d.achievements))
        return InputName{"--locked-achievement / --strange-door-locked", "lockedAchievements"};
    if (s.cathedral)
        return InputName{"--cathedral", "cathedral"};
    if (s.route)
        return InputName{"--route", "route"};
    if (s.bossPools != d.bossPools)
        return InputName{"--boss-pools", "bossPools"};
    if (s.golden)
        return InputName{"--item NAME:golden", "items"};
    if (s.items >> static_cast<unsigned>(Item::KnifePiece1))
        return InputName{"--item (a repentance item)", "items"};
    return std::nullopt;
}

bool settingsFromJson(const QJsonObject &o, Settings &s, QString &error, SettingsExtras *extras) {
    s = Settings{};
    static const QStringList known = {
        QStringLiteral("ruleset"),
        QStringLiteral("seed"),
        QStringLiteral("runSeed"),
        QStringLiteral("stageSeed"),
        QStringLiteral("stage"),
        QStringLiteral("stageType"),
        QStringLiteral("hard"),
        QStringLiteral("curse"),
        QStringLiteral("blackCandle"),
        QStringLiteral("hearts"),
        QStringLiteral("maxHearts"),
        QStringLiteral("soulHearts"),
        QStringLiteral("boneHearts"),
        QStringLiteral("keys"),
        QStringLiteral("coins"),
        QStringLiteral("items"),
        QStringLiteral("player"),
        QStringLiteral("victoryLap"),
        QStringLiteral("treasureRoomsVisited"),
        QStringLiteral("planetariumVisited"),
        QStringLiteral("devilRoomVisited"),
        QStringLiteral("bookPickedUp"),
        QStringLiteral("curseTier"),
        QStringLiteral("superSinCounter"),
        QStringLiteral("surpriseMinibossCounter"),
        QStringLiteral("stateFlags"),
        QStringLiteral("lockedAchievements"),
        QStringLiteral("strangeDoorLocked"),
        QStringLiteral("cathedral"),
        QStringLiteral("route"),
        QStringLiteral("bossPools"),
        QStringLiteral("gameLog"),
        QStringLiteral("repentogon"),
    };
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!known.contains(it.key())) {
            error = QStringLiteral("unknown key %1").arg(quotedValue(it.key()));
            return false;
        }
    }
    if (o.contains(QStringLiteral("ruleset"))) {
        const auto r = ruleSetFromKey(o.value(QStringLiteral("ruleset")).toString().toStdString());
        if (!r) {
            error = QStringLiteral("\"ruleset\" must be \"afterbirth-plus\" or \"repentance\"");
            return false;
        }
        s.ruleSet = *r;
    }
    const int seedKeys = int(o.contains(QStringLiteral("seed"))) +
                         int(o.contains(QStringLiteral("runSeed"))) +
                         int(o.contains(QStringLiteral("stageSeed")));
    if (seedKeys != 1) {
        error = seedKeys == 0 ? QStringLiteral("give one of \"seed\", \"runSeed\" or \"stageSeed\"")
                              : QStringLiteral("give only one of \"seed\", \"runSeed\" and \"stageSeed\"");
        return false;
    }
    qint64 n = 0;
    if (o.contains(QStringLiteral("seed"))) {
        const QJsonValue v = o.value(QStringLiteral("seed"));
        if (!v.isString()) {
            error = QStringLiteral("\"seed\" must be a seed string such as \"B91Y 9THH\"");
            return false;
        }
        QString seedError;
        const auto parsed = parseSeedText(v.toString(), seedError);
        if (!parsed) {
            error = QStringLiteral("\"seed\": %1").arg(seedError);
            return false;
        }
        s.runSeed = *parsed;
    } else if (o.contains(QStringLiteral("runSeed"))) {
        if (!readInt(o, QStringLiteral("runSeed"), 1, 0xFFFFFFFFll, n, error))
            return false;
        s.runSeed = static_cast<std::uint32_t>(n);
    } else {
        if (!readInt(o, QStringLiteral("stageSeed"), 1, 0xFFFFFFFFll, n, error))
            return false;
        s.stageSeed = static_cast<std::uint32_t>(n);
    }
    struct IntField {
        const char *key;
        int *target;
        qint64 lo, hi;
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
        const QString key = QString::fromLatin1(f.key);
        if (!o.contains(key))
            continue;
        if (!readInt(o, key, f.lo, f.hi, n, error))
            return false;
        *f.target = static_cast<int>(n);
    }
    struct BoolField {
        const char *key;
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
    for (const auto &f : bools) {
        const QString key = QString::fromLatin1(f.key);
        if (o.contains(key) && !readBool(o, key, *f.target, error))
            return false;
    }
    if (bool on = false; o.contains(QStringLiteral("repentogon"))) { // repentance.md R23
        if (!readBool(o, QStringLiteral("repentogon"), on, error))
            return false;
        s.ruleVariant = on ? RuleVariant::Repentogon : RuleVariant::Vanilla;
    }
    if (o.contains(QStringLiteral("curse"))) {
        const QJsonValue v = o.value(QStringLiteral("curse"));
        QString text;
        if (v.isString()) {
            text = v.toString();
            if (text.trimmed().isEmpty()) {
                error =
                    QStringLiteral("\"curse\" is empty: give \"auto\", \"none\", a comma list or an array "
                                   "of curse names");
                return false;
            }
        } else if (v.isArray()) {
            QStringList parts;
            for (const QJsonValue &e : v.toArray()) {
                if (!e.isString()) {
                    error = QStringLiteral("\"curse\" array entries must be strings");
                    return false;
                }
                parts << e.toString();
            }
            text = parts.isEmpty() ? QStringLiteral("none") : parts.join(QLatin1Char(','));
        } else {
            error = QStringLiteral(
                "\"curse\" must be \"auto\", \"none\", a comma list or an array of curse names");
            return false;
        }
        QString curseError;
        if (!parseCurseList(text, s.forcedCurses, curseError)) {
            error = QStringLiteral("\"curse\": %1").arg(curseError);
            return false;
        }
    }
    StageTypeProposal proposal = StageTypeProposal::None;
    if (o.contains(QStringLiteral("stageType"))) {
        const QJsonValue v = o.value(QStringLiteral("stageType"));
        if (v.isString() && v.toString() == QLatin1String("main")) {
            proposal = StageTypeProposal::Main;
        } else if (v.isString() && v.toString() == QLatin1String("alt")) {
            proposal = StageTypeProposal::Alt;
        } else if (v.isString()) {
            error = QStringLiteral("\"stageType\" must be 0, 1, 2, 4, 5, \"main\" or \"alt\" (got %1)")
                        .arg(quotedValue(v.toString()));
            return false;
        } else {
            if (!readInt(o, QStringLiteral("stageType"), 0, 5, n, error))
                return false;
            s.stageType = static_cast<int>(n);
        }
    }
    if (o.contains(QStringLiteral("items"))) {
        const QJsonValue v = o.value(QStringLiteral("items"));
        if (!v.isArray()) {
            error = QStringLiteral("\"items\" must be an array of item names");
            return false;
        }
        for (const QJsonValue &e : v.toArray()) {
            if (!e.isString()) {
                error = QStringLiteral("unknown item (not a string) in \"items\"");
                return false;
            }
            QString itemError;
            if (!applyItemName(e.toString(), s, itemError)) {
                error = QStringLiteral("%1 in \"items\"").arg(itemError);
                return false;
            }
        }
    }
    if (o.contains(QStringLiteral("player"))) {
        const QJsonValue v = o.value(QStringLiteral("player"));
        QString playerError;
        if (!applyPlayerName(v.isDouble() ? QString::number(v.toDouble()) : v.toString(), s.state,
                             playerError)) {
            error = QStringLiteral("\"player\" must be one of the known players: %1").arg(playerError);
            return false;
        }
    }
    if (o.contains(QStringLiteral("curseTier"))) {
        const QJsonValue v = o.value(QStringLiteral("curseTier"));
        const auto tier = curseTierFromKey(v.toString());
        if (!v.isString() || !tier) {
            error = QStringLiteral("\"curseTier\" must be \"none\", \"womb\", \"eit\" or \"all\"");
            return false;
        }
        s.curseTier = *tier;
    }
    if (o.contains(QStringLiteral("bossPools"))) {
        const QJsonValue v = o.value(QStringLiteral("bossPools"));
        const auto mode = bossPoolsFromKey(v.toString());
        if (!v.isString() || !mode) {
            error = QStringLiteral("\"bossPools\" must be \"run\" or \"first-floor\"");
            return false;
        }
        s.bossPools = *mode;
    }
    if (o.contains(QStringLiteral("stateFlags"))) {
        const QJsonValue v = o.value(QStringLiteral("stateFlags"));
        if (!v.isArray()) {
            error = QStringLiteral("\"stateFlags\" must be an array of state flag names");
            return false;
        }
        for (const QJsonValue &e : v.toArray()) {
            const auto flag = stateFlagFromKey(e.toString());
            if (!e.isString() || !flag) {
                error = QStringLiteral("unknown state flag %1 in \"stateFlags\" (known: %2)")
                            .arg(e.isString() ? quotedValue(e.toString()) : QStringLiteral("(not a string)"),
                                 stateFlagKeys().join(QStringLiteral(", ")));
                return false;
            }
            s.state.stateFlags |= std::uint64_t{1} << *flag;
        }
    }
    if (o.contains(QStringLiteral("lockedAchievements"))) {
        const QJsonValue v = o.value(QStringLiteral("lockedAchievements"));
        if (!v.isArray()) {
            error = QStringLiteral("\"lockedAchievements\" must be an array of achievement ids");
            return false;
        }
        for (const QJsonValue &e : v.toArray()) {
            const double d = e.toDouble(-1);
            if (!e.isDouble() || d != std::floor(d) || d < 1 || d >= Achievements::kCount) {
                error = QStringLiteral("\"lockedAchievements\": %1 is not an achievement id (1 to %2)")
                            .arg(e.isDouble() ? e.toVariant().toString() : jsonTypeName(e))
                            .arg(Achievements::kCount - 1);
                return false;
            }
            s.achievements.setUnlocked(static_cast<int>(d), false);
        }
    }
    if (o.contains(QStringLiteral("strangeDoorLocked"))) {
        bool locked = false;
        if (!readBool(o, QStringLiteral("strangeDoorLocked"), locked, error))
            return false;
        if (locked)
            s.achievements.setUnlocked(kStrangeDoorAchievement, false);
    }
    if (o.contains(QStringLiteral("route"))) {
        const QJsonValue v = o.value(QStringLiteral("route"));
        if (!v.isArray()) {
            error = QStringLiteral("\"route\" must be an array of {\"stage\", \"stageType\"} objects");
            return false;
        }
        std::vector<RouteFloor> route;
        int index = 0;
        for (const QJsonValue &e : v.toArray()) {
            const QJsonObject f = e.toObject();
            qint64 stage = 0, type = 0;
            QString fieldError;
            if (!e.isObject() || !f.contains(QStringLiteral("stage")) ||
                !readInt(f, QStringLiteral("stage"), 1, 12, stage, fieldError) ||
                (f.contains(QStringLiteral("stageType")) &&
                 !readInt(f, QStringLiteral("stageType"), 0, 5, type, fieldError))) {
                error =
                    QStringLiteral("\"route\" entry %1 must be an object {\"stage\": 1..12, \"stageType\": "
                                   "0..5}%2")
                        .arg(index)
                        .arg(fieldError.isEmpty() ? QString() : QStringLiteral(": ") + fieldError);
                return false;
            }
            for (auto it = f.begin(); it != f.end(); ++it)
                if (it.key() != QLatin1String("stage") && it.key() != QLatin1String("stageType")) {
                    error = QStringLiteral("\"route\" entry %1: unknown key %2")
                                .arg(index)
                                .arg(quotedValue(it.key()));
                    return false;
                }
            route.push_back({static_cast<int>(stage), static_cast<int>(type)});
            ++index;
        }
        QString routeError;
        if (!checkRoute(route, routeError)) {
            error = QStringLiteral("\"route\": %1").arg(routeError);
            return false;
        }
        if (!s.runSeed) {
            error = QStringLiteral("\"route\" needs a run seed (\"seed\" or \"runSeed\")");
            return false;
        }
        s.route = std::move(route);
    }
    if (!resolveStageType(s, proposal, error))
        return false;
    if (extras)
        extras->alternateStageType = proposal == StageTypeProposal::Alt;
    if (bool gameLog = false; o.contains(QStringLiteral("gameLog"))) {
        if (!readBool(o, QStringLiteral("gameLog"), gameLog, error))
            return false;
        if (extras)
            extras->gameLog = gameLog;
    }
    if (const auto only = repentanceOnlyInput(s)) {
        error = QStringLiteral("\"%1\" is read by the repentance rule set only, not by afterbirth-plus")
                    .arg(QLatin1String(only->key));
        return false;
    }
    // Red hearts fill heart containers and bone hearts (2 halves each), as the CLI's --hearts.
    if (s.state.hearts > s.state.maxHearts + 2 * s.state.boneHearts) {
        error = QStringLiteral("\"hearts\" %1 is more than the %2 half hearts that \"maxHearts\" %3 and "
                               "\"boneHearts\" %4 hold")
                    .arg(s.state.hearts)
                    .arg(s.state.maxHearts + 2 * s.state.boneHearts)
                    .arg(s.state.maxHearts)
                    .arg(s.state.boneHearts);
        return false;
    }
    if (auto problem = validateSettings(s)) {
        error = QString::fromStdString(*problem);
        return false;
    }
    return true;
}

QJsonObject settingsToJson(const Settings &s) {
    const Settings d;
    QJsonObject o;
    o.insert(QStringLiteral("ruleset"), sv(ruleSetKey(s.ruleSet)));
    if (s.runSeed)
        o.insert(QStringLiteral("seed"), QString::fromStdString(seedToString(*s.runSeed)));
    else
        o.insert(QStringLiteral("stageSeed"), static_cast<qint64>(s.stageSeed));
    o.insert(QStringLiteral("stage"), s.stage);
    o.insert(QStringLiteral("stageType"), s.stageType);
    if (s.hard)
        o.insert(QStringLiteral("hard"), true);
    if (s.forcedCurses) {
        QStringList parts;
        for (CurseBit c : kAllCurses)
            if (*s.forcedCurses & c)
                parts << sv(curseKey(c));
        o.insert(QStringLiteral("curse"),
                 parts.isEmpty() ? QStringLiteral("none") : parts.join(QLatin1Char(',')));
    }
    if (s.blackCandle)
        o.insert(QStringLiteral("blackCandle"), true);
    const auto &st = s.state;
    const auto &ds = d.state;
    auto putInt = [&o](const char *key, int v, int dv) {
        if (v != dv)
            o.insert(QString::fromLatin1(key), v);
    };
    putInt("hearts", st.hearts, ds.hearts);
    putInt("maxHearts", st.maxHearts, ds.maxHearts);
    putInt("soulHearts", st.soulHearts, ds.soulHearts);
    putInt("boneHearts", st.boneHearts, ds.boneHearts);
    putInt("keys", st.keys, ds.keys);
    putInt("coins", st.coins, ds.coins);
    putInt("victoryLap", st.victoryLap, ds.victoryLap);
    if (st.treasureRoomsVisited >= 0)
        o.insert(QStringLiteral("treasureRoomsVisited"), st.treasureRoomsVisited);
    if (st.planetariumVisited)
        o.insert(QStringLiteral("planetariumVisited"), true);
    if (st.devilRoomVisited)
        o.insert(QStringLiteral("devilRoomVisited"), true);
    if (st.bookPickedUp)
        o.insert(QStringLiteral("bookPickedUp"), true);
    if (st.character >= 0) {
        QString key = QString::number(st.character);
        for (const CharacterInfo &c : characters())
            if (c.id == st.character)
                key = sv(c.key);
        if (st.character != 0 || st.player != ds.player)
            o.insert(QStringLiteral("player"), key);
    } else if (st.player != ds.player) {
        o.insert(QStringLiteral("player"), sv(playerKey(st.player)));
    }
    QJsonArray items;
    for (int i = 0; i < kItemCount; ++i) {
        const auto item = static_cast<Item>(i);
        if (s.has(item))
            items.append(QString(sv(itemKey(item))));
        if (s.golden & itemBit(item))
            items.append(QString(sv(itemKey(item)) + QStringLiteral(":golden")));
    }
    if (!items.isEmpty())
        o.insert(QStringLiteral("items"), items);
    // repentance inputs (generation.md 12)
    if (s.curseTier != d.curseTier)
        o.insert(QStringLiteral("curseTier"), curseTierKey(s.curseTier));
    putInt("superSinCounter", st.superSinCounter, ds.superSinCounter);
    putInt("surpriseMinibossCounter", st.surpriseMinibossCounter, ds.surpriseMinibossCounter);
    QJsonArray flags;
    for (const QString &key : stateFlagKeys())
        if ((st.stateFlags >> *stateFlagFromKey(key)) & 1u)
            flags.append(key);
    if (!flags.isEmpty())
        o.insert(QStringLiteral("stateFlags"), flags);
    QJsonArray locked;
    for (int id = 1; id < Achievements::kCount; ++id)
        if (!s.achievements.unlocked(id))
            locked.append(id);
    if (!locked.isEmpty())
        o.insert(QStringLiteral("lockedAchievements"), locked);
    if (s.cathedral)
        o.insert(QStringLiteral("cathedral"), true);
    if (s.ruleVariant == RuleVariant::Repentogon)
        o.insert(QStringLiteral("repentogon"), true);
    if (s.route) {
        QJsonArray route;
        for (const RouteFloor &f : *s.route)
            route.append(
                QJsonObject{{QStringLiteral("stage"), f.stage}, {QStringLiteral("stageType"), f.stageType}});
        o.insert(QStringLiteral("route"), route);
    }
    if (s.bossPools != d.bossPools)
        o.insert(QStringLiteral("bossPools"), bossPoolsKey(s.bossPools));
    return o;
}

QString floorSummaryLine(const Floor &f) {
    const Settings &s = f.settings;
    int secret = 0;
    QStringList special, bosses;
    for (const Room &r : f.rooms) {
        switch (r.type) {
        case RoomType::Null:
        case RoomType::Default:
            break;
        case RoomType::Secret:
        case RoomType::SuperSecret:
        case RoomType::UltraSecret:
            ++secret;
            break;
        case RoomType::Boss:
            bosses << bossDisplayName(r.bossSubtype);
            break;
        default:
            special << sv(roomTypeKey(r.type));
        }
    }
    special.removeDuplicates();
    QStringList curses;
    for (CurseBit c : kAllCurses)
        if (f.curseMask & c)
            curses << sv(curseName(c));
    const auto name =
        f.rep.present ? rep::repFloorName(s.stage, s.stageType) : stageName(s.stage, s.stageType);
    return QStringLiteral("%1%2: %3 rooms + %4 secret; %5; boss %6; curse: %7")
        .arg(sv(name), f.xl ? QStringLiteral(" (XL)") : QString())
        .arg(static_cast<int>(f.rooms.size()) - secret)
        .arg(secret)
        .arg(special.isEmpty() ? QStringLiteral("no special room") : special.join(QStringLiteral(", ")),
             bosses.join(QStringLiteral(" and ")),
             curses.isEmpty() ? QStringLiteral("none") : curses.join(QStringLiteral(", ")));
}

QString floorToText(const Floor &f) {
    const Settings &s = f.settings;
    QString out;
    out += QStringLiteral("%1 (%2), %3%4\n")
               .arg(f.rep.present ? sv(rep::repFloorName(s.stage, s.stageType))
                                  : sv(stageName(s.stage, s.stageType)))
               .arg(s.stage)
               .arg(sv(ruleSetKey(s.ruleSet)) +
                        (s.ruleVariant != RuleVariant::Vanilla
                             ? QStringLiteral(" (%1)").arg(sv(ruleVariantKey(s.ruleVariant)))
                             : QString()),
                    s.hard ? QStringLiteral(", hard") : QString());
    if (s.runSeed)
        out += QStringLiteral("seed %1, ").arg(QString::fromStdString(seedToString(*s.runSeed)));
    out += QStringLiteral("stage seed %1\n").arg(f.stageSeed);
    QStringList curses;
    for (CurseBit c : kAllCurses)
        if (f.curseMask & c)
            curses << sv(curseName(c));
    out += QStringLiteral("curse: %1\n")
               .arg(curses.isEmpty() ? QStringLiteral("none") : curses.join(QStringLiteral(", ")));
    out += QStringLiteral("target %1 rooms, %2 placed, minimum dead ends %3, attempts %4\n\n")
               .arg(f.target)
               .arg(f.rooms.size())
               .arg(f.minDeadEnds)
               .arg(f.attempts);
    auto letter = [](const Room &r) -> QChar {
        switch (r.type) {
        case RoomType::Boss:
            return QLatin1Char('B');
        case RoomType::Shop:
            return QLatin1Char('$');
        case RoomType::Treasure:
            return QLatin1Char('T');
        case RoomType::SuperSecret:
            return QLatin1Char('S');
        case RoomType::Secret:
            return QLatin1Char('s');
        case RoomType::UltraSecret:
            return QLatin1Char('U');
        case RoomType::Planetarium:
            return QLatin1Char('P');
        case RoomType::Dice:
            return QLatin1Char('D');
        case RoomType::Sacrifice:
            return QLatin1Char('X');
        case RoomType::Library:
            return QLatin1Char('L');
        case RoomType::Curse:
            return QLatin1Char('C');
        case RoomType::MiniBoss:
            return QLatin1Char('M');
        case RoomType::Challenge:
            return QLatin1Char('!');
        case RoomType::Chest:
            return QLatin1Char('V');
        case RoomType::Arcade:
            return QLatin1Char('A');
        case RoomType::Isaacs:
        case RoomType::Barren:
            return QLatin1Char('b');
        default:
            if (r.grave)
                return QLatin1Char('G');
            return r.number == 0 ? QLatin1Char('@') : QLatin1Char('#');
        }
    };
    const int width = f.orig.present ? orig::kGridWidth : kGridSize; // original-2011: its 9x8 grid
    const int height = f.orig.present ? orig::kGridHeight : kGridSize;
    if (f.orig.present)
        out += QStringLiteral("the original's algorithm as the article describes it; our random numbers, not "
                              "the original game's\n\n");
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            const Room *r = f.roomAt(x, y);
            out += r ? letter(*r) : QLatin1Char('.');
            out += QLatin1Char(' ');
        }
        out += QLatin1Char('\n');
    }
    out += QStringLiteral(
        "\n@ start  # normal  B boss  T treasure  $ shop  S super secret  s secret  U ultra secret\n"
        "P planetarium  D dice  X sacrifice  L library  C curse  M mini-boss  ! challenge\n"
        "V vault  A arcade  b bedroom  G grave\n\n");
    for (const Room &r : f.rooms) {
        if (r.type == RoomType::Default && !r.grave)
            continue;
        // A hidden room is off the placement tree: its Room::distance (0, spec 4.4) is no distance to show.
        const bool hidden =
            r.type == RoomType::Secret || r.type == RoomType::SuperSecret || r.type == RoomType::UltraSecret;
        out += QStringLiteral("  %1 at (%2,%3), %4%5\n")
                   .arg(roomDisplayName(r))
                   .arg(r.anchor.x)
                   .arg(r.anchor.y)
                   .arg(hidden ? QStringLiteral("hidden, placed apart from the layout")
                               : QStringLiteral("distance %1").arg(r.distance))
                   .arg(r.provenance == Provenance::VerifiedEngine
                            ? QString()
                            : QStringLiteral(" [%1]").arg(sv(provenanceName(r.provenance))));
    }
    QStringList dead;
    for (auto n : f.deadEnds)
        dead << QString::number(n);
    out += QStringLiteral("dead ends (farthest first): %1\n").arg(dead.join(QStringLiteral(" ")));
    return out;
}

// The game's log lines of a floor (generation.md 15.3) as "gameLog": the messages, without a level prefix.
void addGameLog(QJsonObject &floorJson, const std::vector<gamelog::Line> &lines) {
    QJsonArray a;
    for (const gamelog::Line &l : lines)
        a.append(QString::fromStdString(gamelog::messageOf(l)));
    floorJson.insert(QStringLiteral("gameLog"), a);
}

} // namespace floorgen::app
