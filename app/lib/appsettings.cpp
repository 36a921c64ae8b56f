#include "appsettings.h"

#include "floorcompare.h"
#include "floorgen/repstages.h"
#include "floorgen/seedstring.h"
#include "floorjson.h"
#include "languagemanager.h"
#include "textutil.h"

#include <array>

#include <QCoreApplication>
#include <QDebug>
#include <QFileInfo>
#include <QMetaType>
#include <QStandardPaths>

namespace floorgen::app {

namespace {

using Key = AppSettings::Key;

bool isRuleSet(const QString &s) {
    return ruleSetFromKey(s.toStdString()).has_value();
}
bool isRuleVariant(const QString &s) {
    return ruleVariantFromKey(s.toStdString()).has_value();
}
bool isSeedOrEmpty(const QString &s) {
    return s.isEmpty() || static_cast<bool>(parseSeedString(s.toStdString()));
}
bool isSeed(const QString &s) {
    return static_cast<bool>(parseSeedString(s.toStdString()));
}
bool isCurseList(const QString &s) {
    std::optional<std::uint8_t> forced;
    QString error;
    return parseCurseList(s, forced, error);
}
bool isItemKey(const QString &s) {
    return itemFromKey(s.toStdString()).has_value();
}
bool isPlayerKey(const QString &s) {
    return playerFromKey(s.toStdString()).has_value();
}

bool isStateFlag(const QString &s) {
    bool ok = false;
    const int n = s.toInt(&ok);
    return ok && n >= 0 && n <= 52;
}
bool isCurseTierKey(const QString &s) {
    return s == QLatin1String("none") || s == QLatin1String("womb") || s == QLatin1String("eit") ||
           s == QLatin1String("all");
}
bool isTrinketKey(const QString &s) {
    const auto item = itemFromKey(s.toStdString());
    return item && isTrinket(*item);
}
bool isRouteText(const QString &s) {
    std::vector<RouteFloor> route;
    QString error;
    return parseRouteList(s, route, error);
}
bool isAchievementId(const QString &s) {
    bool ok = false;
    const int n = s.toInt(&ok);
    return ok && n >= 1 && n < Achievements::kCount;
}
bool isBossPoolsKey(const QString &s) {
    return s == QLatin1String("run") || s == QLatin1String("first-floor");
}

bool isExportFormat(const QString &s) {
    return s == QLatin1String("png") || s == QLatin1String("svg") || s == QLatin1String("pdf") ||
           s == QLatin1String("json");
}
bool isThemeKey(const QString &s) {
    return s == QLatin1String("light") || s == QLatin1String("dark");
}

enum class Type { Bool, Int, String, StringList, Bytes };

struct Entry {
    Key key;
    const char *name;
    Type type;
    QVariant def;
    qint64 lo = 0, hi = 0;                    // Int
    bool (*check)(const QString &) = nullptr; // String (whole value) and StringList (each entry)
    int maxCount = 0;                         // StringList: at most this many entries (0: any)
};

QVariant b(bool v) {
    return QVariant(v);
}
QVariant i(int v) {
    return QVariant(v);
}
QVariant s(const char *v) {
    return QVariant(QString::fromLatin1(v));
}

// THE table: every key, its type, its default and its check.
const std::array<Entry, static_cast<std::size_t>(Key::Count)> &table() {
    static const std::array<Entry, static_cast<std::size_t>(Key::Count)> t = {{
        {Key::RuleSet, "floor/ruleset", Type::String, s("repentance"), 0, 0, isRuleSet},
        {Key::Seed, "floor/seed", Type::String, s(""), 0, 0, isSeedOrEmpty},
        {Key::Stage, "floor/stage", Type::Int, i(1), 1, 12},
        {Key::StageType, "floor/stageType", Type::Int, i(0), 0, 5},
        {Key::Hard, "floor/hard", Type::Bool, b(false)},
        {Key::Curses, "floor/curses", Type::String, s("auto"), 0, 0, isCurseList},
        {Key::BlackCandle, "floor/blackCandle", Type::Bool, b(false)},
        {Key::Items, "floor/items", Type::StringList, QVariant(QStringList()), 0, 0, isItemKey, kItemCount},
        {Key::RuleVariant, "floor/ruleVariant", Type::String, s("vanilla"), 0, 0, isRuleVariant},
        {Key::Player, "player/type", Type::String, s("isaac"), 0, 0, isPlayerKey},
        {Key::Hearts, "player/hearts", Type::Int, i(6), 0, 9999},
        {Key::MaxHearts, "player/maxHearts", Type::Int, i(6), 0, 9999},
        {Key::SoulHearts, "player/soulHearts", Type::Int, i(0), 0, 9999},
        {Key::BoneHearts, "player/boneHearts", Type::Int, i(0), 0, 9999},
        {Key::Keys, "player/keys", Type::Int, i(0), 0, 9999},
        {Key::Coins, "player/coins", Type::Int, i(0), 0, 9999},
        {Key::VictoryLap, "player/victoryLap", Type::Int, i(0), 0, 9999},
        {Key::TreasureRoomsVisited, "player/treasureRoomsVisited", Type::Int, i(-1), -1, 99},
        {Key::PlanetariumVisited, "player/planetariumVisited", Type::Bool, b(false)},
        {Key::DevilRoomVisited, "player/devilRoomVisited", Type::Bool, b(false)},
        {Key::BookPickedUp, "player/bookPickedUp", Type::Bool, b(false)},
        {Key::Character, "run/character", Type::Int, i(-1), -1, 40},
        {Key::SuperSinCounter, "run/superSinCounter", Type::Int, i(0), 0, 9999},
        {Key::SurpriseMinibossCounter, "run/surpriseMinibossCounter", Type::Int, i(0), 0, 9999},
        {Key::StateFlags, "run/stateFlags", Type::StringList, QVariant(QStringList()), 0, 0, isStateFlag, 53},
        {Key::CurseTier, "save/curseTier", Type::String, s("all"), 0, 0, isCurseTierKey},
        {Key::StrangeDoor, "save/strangeDoor", Type::Bool, b(true)},
        {Key::Cathedral, "save/cathedral", Type::Bool, b(false)},
        {Key::BossPools, "floor/bossPools", Type::String, s("run"), 0, 0, isBossPoolsKey},
        {Key::GoldenTrinkets, "floor/goldenTrinkets", Type::StringList, QVariant(QStringList()), 0, 0,
         isTrinketKey, kItemCount},
        {Key::Route, "run/route", Type::String, s(""), 0, 0, isRouteText},
        {Key::LockedAchievements, "save/lockedAchievements", Type::StringList, QVariant(QStringList()), 0, 0,
         isAchievementId, Achievements::kCount},
        {Key::RecentSeeds, "recent/seeds", Type::StringList, QVariant(QStringList()), 0, 0, isSeed,
         AppSettings::kMaxRecentSeeds},
        {Key::ShowHidden, "view/showHidden", Type::Bool, b(true)},
        {Key::DeadEndNumbers, "view/deadEndNumbers", Type::Bool, b(true)},
        {Key::DistanceHeatMap, "view/distanceHeatMap", Type::Bool, b(false)},
        {Key::RoomNumbers, "view/roomNumbers", Type::Bool, b(false)},
        {Key::BossNames, "view/bossNames", Type::Bool, b(true)},
        {Key::Difficulty, "view/difficulty", Type::Bool, b(false)},
        {Key::Legend, "view/legend", Type::Bool, b(true)},
        {Key::Grid, "view/grid", Type::Bool, b(true)},
        {Key::FitToFloor, "view/fitToFloor", Type::Bool, b(true)},
        {Key::StepSpeed, "step/speed", Type::Int, i(6), 1, 60},
        {Key::CompareSetting, "compare/setting", Type::String, s("luna"), 0, 0, isCompareKey},
        {Key::WindowGeometry, "window/geometry", Type::Bytes, QVariant(QByteArray())},
        {Key::WindowState, "window/state", Type::Bytes, QVariant(QByteArray())},
        {Key::ExportFolder, "export/folder", Type::String, s("")},
        {Key::ExportFormat, "export/format", Type::String, s("png"), 0, 0, isExportFormat},
        {Key::ExportScalePercent, "export/scalePercent", Type::Int, i(100), 10, 1600},
        {Key::ExportUseSize, "export/useSize", Type::Bool, b(false)},
        {Key::ExportWidth, "export/width", Type::Int, i(1200), 16, 16384},
        {Key::ExportHeight, "export/height", Type::Int, i(900), 16, 16384},
        {Key::ExportTransparent, "export/transparent", Type::Bool, b(false)},
        {Key::ExportLegend, "export/legend", Type::Bool, b(true)},
        {Key::ExportCaption, "export/caption", Type::Bool, b(true)},
        {Key::ExportDeadEnds, "export/deadEndNumbers", Type::Bool, b(true)},
        {Key::ExportShowHidden, "export/showHidden", Type::Bool, b(true)},
        {Key::ExportFitToFloor, "export/fitToFloor", Type::Bool, b(true)},
        {Key::ExportTheme, "export/theme", Type::String, s("light"), 0, 0, isThemeKey},
        {Key::ExportFrame, "export/currentFrame", Type::Bool, b(false)},
        {Key::ExportProvenance, "export/provenanceMarks", Type::Bool, b(true)},
        {Key::SearchForm, "search/form", Type::String, s("")},
        {Key::Language, "ui/language", Type::String, s("system"), 0, 0, isLanguageSettingKey},
        {Key::GameData, "gamedata/folder", Type::String, s("")},
        {Key::GameDataProposed, "gamedata/proposedFound", Type::Bool, b(false)},
        {Key::OverlayOn, "overlay/on", Type::Bool, b(false)},
        {Key::OverlayFolder, "overlay/folder", Type::String, s("")},
        {Key::OverlaySize, "overlay/size", Type::Int, i(400), 64, 4096},
        {Key::OverlayTransparent, "overlay/transparent", Type::Bool, b(true)},
        {Key::OverlayShowHidden, "overlay/showHidden", Type::Bool, b(false)},
    }};
    return t;
}

const Entry &entryOf(Key key) {
    const Entry &e = table()[static_cast<std::size_t>(key)];
    Q_ASSERT(e.key == key);
    return e;
}

// Converts a stored or given value to the key's type; nothing when it does not fit. Strict: "maybe" is no
// bool, "12abc" no int, a list with one bad entry no list.
std::optional<QVariant> normalise(const Entry &e, const QVariant &v) {
    if (!v.isValid()) {
        // QSettings writes an empty list as "@Invalid()" in INI files and reads it back as an invalid
        // QVariant: for a list, that is the empty list it stored.
        if (e.type == Type::StringList)
            return QVariant(QStringList());
        return std::nullopt;
    }
    const int id = v.metaType().id();
    switch (e.type) {
    case Type::Bool: {
        if (id == QMetaType::Bool)
            return v;
        if (id == QMetaType::QString || id == QMetaType::QByteArray) {
            const QString t = v.toString().trimmed().toLower();
            if (t == QLatin1String("true") || t == QLatin1String("1"))
                return QVariant(true);
            if (t == QLatin1String("false") || t == QLatin1String("0"))
                return QVariant(false);
        }
        if (id == QMetaType::Int || id == QMetaType::LongLong) {
            const qint64 n = v.toLongLong();
            if (n == 0 || n == 1)
                return QVariant(n == 1);
        }
        return std::nullopt;
    }
    case Type::Int: {
        bool ok = false;
        qint64 n = 0;
        if (id == QMetaType::Int || id == QMetaType::LongLong || id == QMetaType::UInt ||
            id == QMetaType::ULongLong) {
            n = v.toLongLong(&ok);
        } else if (id == QMetaType::QString || id == QMetaType::QByteArray) {
            n = v.toString().trimmed().toLongLong(&ok);
        }
        if (!ok || n < e.lo || n > e.hi)
            return std::nullopt;
        return QVariant(static_cast<int>(n));
    }
    case Type::String: {
        if (id != QMetaType::QString && id != QMetaType::QByteArray)
            return std::nullopt;
        const QString t = v.toString().trimmed();
        if (e.check && !e.check(t))
            return std::nullopt;
        return QVariant(t);
    }
    case Type::StringList: {
        QStringList list;
        if (id == QMetaType::QStringList)
            list = v.toStringList();
        else if (id == QMetaType::QString)
            list = v.toString().isEmpty() ? QStringList() : QStringList{v.toString()};
        else if (id == QMetaType::QVariantList) {
            for (const QVariant &item : v.toList()) {
                if (item.metaType().id() != QMetaType::QString)
                    return std::nullopt;
                list << item.toString();
            }
        } else
            return std::nullopt;
        for (QString &item : list) {
            item = item.trimmed();
            if (e.check && !e.check(item))
                return std::nullopt;
        }
        if (e.maxCount > 0 && list.size() > e.maxCount)
            return std::nullopt;
        return QVariant(list);
    }
    case Type::Bytes:
        if (id != QMetaType::QByteArray)
            return std::nullopt;
        return v;
    }
    return std::nullopt;
}

} // namespace

AppSettings::AppSettings() {
    if (QStandardPaths::isTestModeEnabled()) {
        m_testDir = std::make_unique<QTemporaryDir>();
        m_fileName = m_testDir->filePath(QStringLiteral("settings.ini"));
        m_settings = std::make_unique<QSettings>(m_fileName, QSettings::IniFormat);
    } else {
        // The user's file, left alone when it is not a regular file (see the header).
        m_fileName = defaultFileName();
        if (isUsableFile(m_fileName))
            m_settings = std::make_unique<QSettings>(m_fileName, QSettings::IniFormat);
    }
}

AppSettings::AppSettings(const QString &iniFile)
    : m_fileName(iniFile) {
    if (isUsableFile(iniFile))
        m_settings = std::make_unique<QSettings>(iniFile, QSettings::IniFormat);
}

QString AppSettings::defaultFileName() {
    // Where QSettings keeps the user's settings of this organisation and application (NativeFormat is the
    // INI format on Unix).
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) + QLatin1Char('/') +
           QCoreApplication::organizationName() + QLatin1Char('/') + QCoreApplication::applicationName() +
           QStringLiteral(".conf");
}

bool AppSettings::isUsableFile(const QString &file) {
    return fileProblem(file) == FileProblem::None;
}

AppSettings::FileProblem AppSettings::fileProblem(const QString &file) {
    // The link itself first (QFileInfo's other answers follow it): a link is never written through, whatever
    // it leads to, and a dangling one (or a loop) would be replaced by a plain file. A link to a device or a
    // FIFO is told as what it leads to.
    const QFileInfo info(file);
    if (info.isSymLink())
        return info.exists() && !info.isFile() ? FileProblem::NotRegular : FileProblem::Link;
    if (!info.exists())
        return FileProblem::None;
    if (!info.isFile())
        return FileProblem::NotRegular;
    return info.size() > kMaxFileBytes ? FileProblem::TooLarge : FileProblem::None;
}

bool AppSettings::contains(const QString &name) const {
    return m_settings ? m_settings->contains(name) : m_memory.contains(name);
}
QVariant AppSettings::stored(const QString &name) const {
    return m_settings ? m_settings->value(name) : m_memory.value(name);
}
void AppSettings::store(const QString &name, const QVariant &v) {
    if (m_settings)
        m_settings->setValue(name, v);
    else
        m_memory.insert(name, v);
}
void AppSettings::erase(const QString &name) const {
    if (m_settings)
        m_settings->remove(name);
    else
        m_memory.remove(name);
}

AppSettings::~AppSettings() = default;

QString AppSettings::keyName(Key key) {
    return QString::fromLatin1(entryOf(key).name);
}

QVariant AppSettings::defaultValue(Key key) {
    return entryOf(key).def;
}

bool AppSettings::isValid(Key key, const QVariant &value) {
    return normalise(entryOf(key), value).has_value();
}

QVariant AppSettings::value(Key key) const {
    const Entry &e = entryOf(key);
    const QString name = QString::fromLatin1(e.name);
    if (!contains(name))
        return e.def;
    if (auto v = normalise(e, stored(name)))
        return *v;
    qWarning().noquote()
        << QStringLiteral("settings: %1 has an invalid value, reset to its default").arg(name);
    erase(name);
    return e.def;
}

bool AppSettings::setValue(Key key, const QVariant &value) {
    const Entry &e = entryOf(key);
    const auto v = normalise(e, value);
    if (!v)
        return false;
    store(QString::fromLatin1(e.name), *v);
    return true;
}

void AppSettings::reset(Key key) {
    erase(keyName(key));
}

Settings AppSettings::floorSettings() const {
    Settings s;
    s.ruleSet = ruleSetFromKey(stringValue(Key::RuleSet).toStdString()).value_or(RuleSet::Repentance);
    // repentance.md R23: the REPENTOGON variant is a setting of the repentance rule set alone.
    if (s.ruleSet == RuleSet::Repentance)
        s.ruleVariant =
            ruleVariantFromKey(stringValue(Key::RuleVariant).toStdString()).value_or(RuleVariant::Vanilla);
    if (const QString seed = stringValue(Key::Seed); !seed.isEmpty())
        if (auto parsed = parseSeedString(seed.toStdString()))
            s.runSeed = *parsed;
    s.stage = intValue(Key::Stage);
    s.stageType = intValue(Key::StageType);
    const bool typeOk = s.ruleSet == RuleSet::Repentance ? rep::repFloorSupported(s.stage, s.stageType)
                                                         : s.stageType < stageTypeCount(s.stage);
    if (!typeOk)
        s.stageType = 0;
    s.hard = boolValue(Key::Hard);
    QString error;
    parseCurseList(stringValue(Key::Curses), s.forcedCurses, error);
    s.blackCandle = boolValue(Key::BlackCandle);
    for (const QString &k : stringListValue(Key::Items))
        if (auto item = itemFromKey(k.toStdString()))
            s.set(*item, true);
    PlayerState &p = s.state;
    p.player = playerFromKey(stringValue(Key::Player).toStdString()).value_or(PlayerType::Isaac);
    p.hearts = intValue(Key::Hearts);
    p.maxHearts = intValue(Key::MaxHearts);
    p.soulHearts = intValue(Key::SoulHearts);
    p.boneHearts = intValue(Key::BoneHearts);
    p.keys = intValue(Key::Keys);
    p.coins = intValue(Key::Coins);
    p.victoryLap = intValue(Key::VictoryLap);
    p.treasureRoomsVisited = intValue(Key::TreasureRoomsVisited);
    p.planetariumVisited = boolValue(Key::PlanetariumVisited);
    p.devilRoomVisited = boolValue(Key::DevilRoomVisited);
    p.bookPickedUp = boolValue(Key::BookPickedUp);
    p.character = intValue(Key::Character);
    p.superSinCounter = intValue(Key::SuperSinCounter);
    p.surpriseMinibossCounter = intValue(Key::SurpriseMinibossCounter);
    p.stateFlags = 0;
    for (const QString &f : stringListValue(Key::StateFlags))
        p.stateFlags |= std::uint64_t{1} << f.toInt();
    const QString tier = stringValue(Key::CurseTier);
    s.curseTier = tier == QLatin1String("none")   ? CurseTier::None
                  : tier == QLatin1String("womb") ? CurseTier::Womb
                  : tier == QLatin1String("eit")  ? CurseTier::Eit
                                                  : CurseTier::All;
    for (const QString &k : stringListValue(Key::GoldenTrinkets))
        if (auto item = itemFromKey(k.toStdString()))
            s.golden |= itemBit(*item);
    if (std::vector<RouteFloor> route;
        !stringValue(Key::Route).trimmed().isEmpty() && parseRouteList(stringValue(Key::Route), route, error))
        s.route = route;
    for (const QString &id : stringListValue(Key::LockedAchievements))
        s.achievements.setUnlocked(id.toInt(), false);
    s.achievements.setUnlocked(kStrangeDoorAchievement, boolValue(Key::StrangeDoor));
    s.cathedral = boolValue(Key::Cathedral);
    const QString pools = stringValue(Key::BossPools);
    s.bossPools = pools == QLatin1String("first-floor") ? BossPoolsMode::FirstFloor : BossPoolsMode::Run;
    // A forced Labyrinth that this stage refuses (The Void) is dropped and the other forced curses stay; with
    // none left the curses go back to their default, auto (rolled), not to a forced "none".
    if (s.forcedCurses && (*s.forcedCurses & kCurseLabyrinth)) {
        Settings check = s;
        check.runSeed.reset();
        check.stageSeed = 1;
        if (validateSettings(check)) {
            const auto rest = static_cast<std::uint8_t>(*s.forcedCurses & ~kCurseLabyrinth);
            check.forcedCurses = rest;
            if (!validateSettings(check))
                s.forcedCurses = rest == 0 ? std::nullopt : std::optional<std::uint8_t>(rest);
        }
    }
    return s;
}

void AppSettings::setFloorSettings(const Settings &s) {
    setValue(Key::RuleSet, sv(ruleSetKey(s.ruleSet)));
    setValue(Key::RuleVariant, sv(ruleVariantKey(s.ruleVariant)));
    setValue(Key::Seed, s.runSeed ? QString::fromStdString(seedToString(*s.runSeed)) : QString());
    setValue(Key::Stage, s.stage);
    setValue(Key::StageType, s.stageType);
    setValue(Key::Hard, s.hard);
    QString curses = QStringLiteral("auto");
    if (s.forcedCurses) {
        QStringList parts;
        for (CurseBit c : kAllCurses)
            if ((*s.forcedCurses & c) && c != kCurseCursed)
                parts << sv(curseKey(c));
        curses = parts.isEmpty() ? QStringLiteral("none") : parts.join(QLatin1Char(','));
    }
    setValue(Key::Curses, curses);
    setValue(Key::BlackCandle, s.blackCandle);
    QStringList items;
    for (int k = 0; k < kItemCount; ++k)
        if (s.has(static_cast<Item>(k)))
            items << sv(itemKey(static_cast<Item>(k)));
    setValue(Key::Items, items);
    const PlayerState &p = s.state;
    setValue(Key::Player, sv(playerKey(p.player)));
    setValue(Key::Hearts, p.hearts);
    setValue(Key::MaxHearts, p.maxHearts);
    setValue(Key::SoulHearts, p.soulHearts);
    setValue(Key::BoneHearts, p.boneHearts);
    setValue(Key::Keys, p.keys);
    setValue(Key::Coins, p.coins);
    setValue(Key::VictoryLap, p.victoryLap);
    setValue(Key::TreasureRoomsVisited, p.treasureRoomsVisited);
    setValue(Key::PlanetariumVisited, p.planetariumVisited);
    setValue(Key::DevilRoomVisited, p.devilRoomVisited);
    setValue(Key::BookPickedUp, p.bookPickedUp);
    setValue(Key::Character, p.character);
    setValue(Key::SuperSinCounter, p.superSinCounter);
    setValue(Key::SurpriseMinibossCounter, p.surpriseMinibossCounter);
    QStringList flags;
    for (int f = 0; f <= 52; ++f)
        if ((p.stateFlags >> f) & 1u)
            flags << QString::number(f);
    setValue(Key::StateFlags, flags);
    static const char *const kTiers[] = {"none", "womb", "eit", "all"};
    setValue(Key::CurseTier, QString::fromLatin1(kTiers[static_cast<int>(s.curseTier) & 3]));
    setValue(Key::StrangeDoor, s.achievements.unlocked(kStrangeDoorAchievement));
    setValue(Key::Cathedral, s.cathedral);
    QStringList golden;
    for (int k = 0; k < kItemCount; ++k)
        if (s.golden & itemBit(static_cast<Item>(k)))
            golden << sv(itemKey(static_cast<Item>(k)));
    setValue(Key::GoldenTrinkets, golden);
    setValue(Key::Route, s.route ? app::routeText(*s.route) : QString());
    const QString locked = app::lockedAchievementsText(s.achievements);
    setValue(Key::LockedAchievements, locked.isEmpty() ? QStringList() : locked.split(QStringLiteral(", ")));
    // The stored floor has a run seed: boss pools from the stage seed alone (BossPoolsMode::StageSeed, for a
    // stage seed without its run) are not kept.
    setValue(Key::BossPools, s.bossPools == BossPoolsMode::FirstFloor ? QStringLiteral("first-floor")
                                                                      : QStringLiteral("run"));
}

RenderOptions AppSettings::renderOptions(RenderOptions o) const {
    o.showHidden = boolValue(Key::ShowHidden);
    o.deadEndNumbers = boolValue(Key::DeadEndNumbers);
    o.distanceHeatMap = boolValue(Key::DistanceHeatMap);
    o.roomNumbers = boolValue(Key::RoomNumbers);
    o.bossNames = boolValue(Key::BossNames);
    o.difficulty = boolValue(Key::Difficulty);
    o.legend = boolValue(Key::Legend);
    o.grid = boolValue(Key::Grid);
    o.fitToFloor = boolValue(Key::FitToFloor);
    return o;
}

void AppSettings::setRenderOptions(const RenderOptions &o) {
    setValue(Key::ShowHidden, o.showHidden);
    setValue(Key::DeadEndNumbers, o.deadEndNumbers);
    setValue(Key::DistanceHeatMap, o.distanceHeatMap);
    setValue(Key::RoomNumbers, o.roomNumbers);
    setValue(Key::BossNames, o.bossNames);
    setValue(Key::Difficulty, o.difficulty);
    setValue(Key::Legend, o.legend);
    setValue(Key::Grid, o.grid);
    setValue(Key::FitToFloor, o.fitToFloor);
}

QStringList AppSettings::recentSeeds() const {
    return stringListValue(Key::RecentSeeds);
}

void AppSettings::addRecentSeed(const QString &seed) {
    const auto parsed = parseSeedString(seed.toStdString());
    if (!parsed)
        return;
    const QString canonical = QString::fromStdString(seedToString(*parsed));
    QStringList list = recentSeeds();
    list.removeAll(canonical);
    list.prepend(canonical);
    while (list.size() > kMaxRecentSeeds)
        list.removeLast();
    setValue(Key::RecentSeeds, list);
}

QString AppSettings::fileName() const {
    return m_settings ? m_settings->fileName() : m_fileName;
}

QSettings::Status AppSettings::status() const {
    return m_settings ? m_settings->status() : QSettings::AccessError;
}

void AppSettings::sync() {
    if (m_settings)
        m_settings->sync();
}

} // namespace floorgen::app
