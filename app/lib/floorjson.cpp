#include "floorjson.h"

#include "floorgen/seedstring.h"
#include "textutil.h"

#include <cmath>

#include <QJsonArray>
#include <QStringList>

namespace floorgen::app {

namespace {

QJsonValue cellOrNull(Cell c) {
    return c.valid() ? QJsonValue(c.index()) : QJsonValue(-1);
}

QJsonObject roomToJson(const Room &r) {
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
    if (r.type == RoomType::Boss)
        o.insert(QStringLiteral("bossName"),
                 r.voidBoss ? QStringLiteral("Void boss") : bossDisplayName(r.bossSubtype));
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
    return o;
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
    if (r.type == RoomType::Boss)
        name += QStringLiteral(" (%1)").arg(r.voidBoss ? QStringLiteral("Void boss")
                                                       : bossDisplayName(r.bossSubtype));
    if (r.type == RoomType::MiniBoss && r.sin != Sin::None)
        name += QStringLiteral(" (%1%2)").arg(r.superSin ? QStringLiteral("Super ") : QString(),
                                              sv(sinName(r.sin)));
    return name;
}

QJsonObject floorToJson(const Floor &f) {
    const Settings &s = f.settings;
    QJsonObject o;
    o.insert(QStringLiteral("ok"), true);
    o.insert(QStringLiteral("ruleset"), sv(ruleSetKey(s.ruleSet)));
    if (s.runSeed) {
        o.insert(QStringLiteral("runSeed"), static_cast<qint64>(*s.runSeed));
        o.insert(QStringLiteral("runSeedString"), QString::fromStdString(seedToString(*s.runSeed)));
    } else {
        o.insert(QStringLiteral("runSeed"), QJsonValue());
        o.insert(QStringLiteral("runSeedString"), QJsonValue());
    }
    o.insert(QStringLiteral("stageSeed"), static_cast<qint64>(f.stageSeed));
    o.insert(QStringLiteral("stage"), s.stage);
    o.insert(QStringLiteral("stageName"), sv(stageName(s.stage, s.stageType)));
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
        rooms.append(roomToJson(r));
    o.insert(QStringLiteral("rooms"), rooms);
    o.insert(QStringLiteral("deadEnds"), numbers(f.deadEnds));
    o.insert(QStringLiteral("deadEndsAfter"), numbers(f.deadEndsAfter));
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
            error = QStringLiteral("unknown curse \"%1\" (use auto, none, or a comma list of "
                                   "labyrinth, lost, darkness, unknown, maze, blind)")
                        .arg(key);
            return false;
        }
        mask = static_cast<std::uint8_t>(mask | *c);
    }
    forced = mask;
    return true;
}

bool settingsFromJson(const QJsonObject &o, Settings &s, QString &error) {
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
    };
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!known.contains(it.key())) {
            error = QStringLiteral("unknown key \"%1\"").arg(it.key());
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
        const auto parsed = parseSeedString(v.toString().toStdString());
        if (!parsed) {
            error = QStringLiteral("\"seed\": %1").arg(QString::fromStdString(parsed.error()));
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
        {"stageType", &s.stageType, 0, 2},
        {"hearts", &s.state.hearts, 0, 9999},
        {"maxHearts", &s.state.maxHearts, 0, 9999},
        {"soulHearts", &s.state.soulHearts, 0, 9999},
        {"boneHearts", &s.state.boneHearts, 0, 9999},
        {"keys", &s.state.keys, 0, 9999},
        {"coins", &s.state.coins, 0, 9999},
        {"victoryLap", &s.state.victoryLap, 0, 9999},
        {"treasureRoomsVisited", &s.state.treasureRoomsVisited, 0, 99},
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
    };
    for (const auto &f : bools) {
        const QString key = QString::fromLatin1(f.key);
        if (o.contains(key) && !readBool(o, key, *f.target, error))
            return false;
    }
    if (o.contains(QStringLiteral("curse"))) {
        const QJsonValue v = o.value(QStringLiteral("curse"));
        QString text;
        if (v.isString()) {
            text = v.toString();
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
    if (o.contains(QStringLiteral("items"))) {
        const QJsonValue v = o.value(QStringLiteral("items"));
        if (!v.isArray()) {
            error = QStringLiteral("\"items\" must be an array of item names");
            return false;
        }
        for (const QJsonValue &e : v.toArray()) {
            const auto item = itemFromKey(e.toString().toStdString());
            if (!e.isString() || !item) {
                error = QStringLiteral("unknown item %1 in \"items\"")
                            .arg(e.isString() ? QStringLiteral("\"%1\"").arg(e.toString())
                                              : QStringLiteral("(not a string)"));
                return false;
            }
            s.set(*item, true);
        }
    }
    if (o.contains(QStringLiteral("player"))) {
        const auto p = playerFromKey(o.value(QStringLiteral("player")).toString().toStdString());
        if (!p) {
            error = QStringLiteral("\"player\" must be one of isaac, the-lost, blue-baby, the-soul, other");
            return false;
        }
        s.state.player = *p;
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
    if (st.player != ds.player)
        o.insert(QStringLiteral("player"), sv(playerKey(st.player)));
    QJsonArray items;
    for (int i = 0; i < kItemCount; ++i)
        if (s.has(static_cast<Item>(i)))
            items.append(sv(itemKey(static_cast<Item>(i))));
    if (!items.isEmpty())
        o.insert(QStringLiteral("items"), items);
    return o;
}

QString floorToText(const Floor &f) {
    const Settings &s = f.settings;
    QString out;
    out += QStringLiteral("%1 (%2), %3%4\n")
               .arg(sv(stageName(s.stage, s.stageType)))
               .arg(s.stage)
               .arg(sv(ruleSetKey(s.ruleSet)), s.hard ? QStringLiteral(", hard") : QString());
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
    for (int y = 0; y < kGridSize; ++y) {
        for (int x = 0; x < kGridSize; ++x) {
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
        out += QStringLiteral("  %1 at (%2,%3), distance %4%5\n")
                   .arg(roomDisplayName(r))
                   .arg(r.anchor.x)
                   .arg(r.anchor.y)
                   .arg(r.distance)
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

} // namespace floorgen::app
