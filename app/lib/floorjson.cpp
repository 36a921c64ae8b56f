#include "floorjson.h"

#include "floorgen/json.h"
#include "floorgen/original2011.h"
#include "floorgen/repstages.h"
#include "floorgen/seedstring.h"
#include "textutil.h"

#include <QJsonDocument>

namespace floorgen::app {

namespace {

// A core JSON object as Qt's, and back, through their text (the bytes are the same on both sides).
QJsonObject toQt(const json::Object &o) {
    return QJsonDocument::fromJson(QByteArray::fromStdString(json::toCompact(o))).object();
}

// The result of a settings-text function: its message as the QString `error` when it failed.
template <typename T> T withError(T result, const std::string &message, QString &error) {
    if (!message.empty())
        error = sv(message);
    return result;
}

} // namespace

QJsonObject floorToJson(const Floor &floor, const FileCatalog *gameData) {
    return toQt(floorgen::json::floorToJson(floor, gameData));
}

bool settingsFromJson(const QJsonObject &object, Settings &settings, QString &error, SettingsExtras *extras) {
    json::ParseError parseError;
    const auto parsed =
        json::parse(QJsonDocument(object).toJson(QJsonDocument::Compact).toStdString(), parseError);
    std::string message;
    const bool ok = floorgen::json::settingsFromJson(parsed ? parsed->toObject() : json::Object{}, settings,
                                                     message, extras);
    return withError(ok, message, error);
}

QJsonObject settingsToJson(const Settings &settings) {
    return toQt(floorgen::json::settingsToJson(settings));
}

bool parseCurseList(const QString &text, std::optional<std::uint8_t> &forced, QString &error) {
    std::string message;
    return withError(floorgen::text::parseCurseList(utf8(text), forced, message), message, error);
}

std::optional<CurseTier> curseTierFromKey(const QString &key) {
    return floorgen::text::curseTierFromKey(utf8(key));
}

std::optional<BossPoolsMode> bossPoolsFromKey(const QString &key) {
    return floorgen::text::bossPoolsFromKey(utf8(key));
}

std::optional<int> stateFlagFromKey(const QString &key) {
    return floorgen::text::stateFlagFromKey(utf8(key));
}

QStringList stateFlagKeys() {
    QStringList keys;
    for (std::string_view k : floorgen::text::stateFlagKeys())
        keys << sv(k);
    return keys;
}

std::optional<std::uint32_t> parseSeedText(const QString &text, QString &error) {
    std::string message;
    return withError(floorgen::text::parseSeedText(utf8(text), message), message, error);
}

bool parseRouteList(const QString &text, std::vector<RouteFloor> &route, QString &error) {
    std::string message;
    return withError(floorgen::text::parseRouteList(utf8(text), route, message), message, error);
}

QString routeText(const std::vector<RouteFloor> &route) {
    return sv(floorgen::text::routeText(route));
}

QString lockedAchievementsText(const Achievements &achievements) {
    return sv(floorgen::text::lockedAchievementsText(achievements));
}

bool parseLockedAchievements(const QString &text, Achievements &achievements, QString &error) {
    std::string message;
    return withError(floorgen::text::parseLockedAchievements(utf8(text), achievements, message), message,
                     error);
}

bool applyItemName(const QString &name, Settings &settings, QString &error) {
    std::string message;
    return withError(floorgen::text::applyItemName(utf8(name), settings, message), message, error);
}

bool applyPlayerName(const QString &name, PlayerState &state, QString &error) {
    std::string message;
    return withError(floorgen::text::applyPlayerName(utf8(name), state, message), message, error);
}

bool resolveStageType(Settings &settings, StageTypeProposal proposal, QString &error) {
    std::string message;
    return withError(floorgen::text::resolveStageType(settings, proposal, message), message, error);
}

QString bossDisplayName(int subtype) {
    return sv(floorgen::text::bossDisplayName(subtype));
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

} // namespace floorgen::app
