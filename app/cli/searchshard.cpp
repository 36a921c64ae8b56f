// Shards of a seed search: the parts, the search's identity, the engine's fingerprint (searchshard.h).

#include "searchshard.h"

#include "floorgen/filecatalog.h"
#include "floorjson.h"
#include "textutil.h"

#include <optional>

#include <QJsonArray>

namespace floorgen::cli {

using app::sv;

SeedPart shardPart(std::uint32_t from, std::uint32_t to, std::span<const std::uint32_t> list, int index,
                   int count) {
    const auto k = static_cast<std::uint64_t>(index), n = static_cast<std::uint64_t>(count);
    if (list.empty()) {
        const std::uint64_t total = std::uint64_t{to} - from + 1;
        return {from + k * total / n, from + (k + 1) * total / n - 1};
    }
    const auto first =
        static_cast<std::size_t>(std::lower_bound(list.begin(), list.end(), from) - list.begin());
    const auto end = static_cast<std::size_t>(std::upper_bound(list.begin(), list.end(), to) - list.begin());
    const std::uint64_t total = end > first ? end - first : 0;
    // Positions [a, b) of the part in the list's entries in from..to; its seeds run up to the next part's
    // first entry.
    const std::uint64_t a = k * total / n, b = (k + 1) * total / n;
    const std::uint64_t lo = k == 0 ? from : (a < total ? list[first + a] : std::uint64_t{to} + 1);
    const std::uint64_t hi = k + 1 == n ? to : (b < total ? list[first + b] - 1 : std::uint64_t{to});
    return {lo, std::max<std::uint64_t>(hi, lo - 1)};
}

namespace {

QJsonObject kindJson(RoomKind k) {
    QJsonObject o;
    o.insert(QStringLiteral("kind"), k.start ? QStringLiteral("start") : sv(roomTypeKey(k.type)));
    return o;
}

QJsonObject criteriaJson(const Criteria &c) {
    QJsonObject o;
    QJsonArray counts, distances, bosses;
    for (const CountRule &r : c.counts) {
        QJsonObject x = kindJson(r.kind);
        x.insert(QStringLiteral("min"), r.min);
        x.insert(QStringLiteral("max"), r.max);
        counts.append(x);
    }
    for (const DistanceRule &r : c.distances) {
        QJsonObject x;
        x.insert(QStringLiteral("from"), kindJson(r.from));
        x.insert(QStringLiteral("to"), kindJson(r.to));
        x.insert(QStringLiteral("maxDistance"), r.maxDistance);
        distances.append(x);
    }
    for (int b : c.bossSubtypes)
        bosses.append(b);
    o.insert(QStringLiteral("counts"), counts);
    o.insert(QStringLiteral("distances"), distances);
    o.insert(QStringLiteral("bosses"), bosses);
    o.insert(QStringLiteral("rooms"), QJsonArray{c.minRooms, c.maxRooms});
    o.insert(QStringLiteral("attempts"), QJsonArray{c.minAttempts, c.maxAttempts});
    o.insert(QStringLiteral("xl"), c.xl);
    o.insert(QStringLiteral("cursesAll"), c.cursesAll);
    o.insert(QStringLiteral("noCurse"), c.noCurse);
    if (!c.layouts.empty()) { // (absent without: the identity of earlier searches stays)
        QJsonArray layouts;
        for (const LayoutRule &r : c.layouts)
            layouts.append(QString::fromStdString(layoutRuleText(r)));
        o.insert(QStringLiteral("layouts"), layouts);
    }
    return o;
}

QString hex(std::uint64_t h) {
    return QStringLiteral("%1").arg(h, 16, 16, QLatin1Char('0'));
}

} // namespace

QJsonObject searchIdentity(const SearchArgs &o, std::span<const std::uint32_t> seedList,
                           const FileCatalog *gameData) {
    QJsonObject id;
    id.insert(QStringLiteral("space"), sv(seedSpaceKey(o.space)));
    id.insert(QStringLiteral("from"), static_cast<qint64>(o.from));
    id.insert(QStringLiteral("to"), static_cast<qint64>(o.to));
    Settings s = o.settings;
    s.runSeed.reset();
    s.stageSeed = 0;
    id.insert(QStringLiteral("settings"), app::settingsToJson(s));
    if (o.floors.empty()) {
        id.insert(QStringLiteral("criteria"), criteriaJson(o.criteria));
    } else {
        QJsonArray floors;
        for (const FloorCriteria &g : o.floors) {
            QJsonObject f;
            f.insert(QStringLiteral("stage"), g.stage);
            f.insert(QStringLiteral("path"),
                     g.path == FloorPath::Alternate ? QStringLiteral("alt") : QStringLiteral("main"));
            f.insert(QStringLiteral("stageType"), g.stageType);
            f.insert(QStringLiteral("criteria"), criteriaJson(g.criteria));
            floors.append(f);
        }
        id.insert(QStringLiteral("floors"), floors);
    }
    if (o.where) // a resume or a merge with another expression is another search
        id.insert(QStringLiteral("where"), QString::fromStdString(exprText(*o.where)));
    if (!seedList.empty()) {
        std::uint64_t h = kFnvOffset;
        for (std::uint32_t seed : seedList)
            for (int b = 0; b < 4; ++b)
                h = (h ^ ((seed >> (8 * b)) & 0xFFu)) * 1099511628211ull;
        QJsonObject list;
        list.insert(QStringLiteral("count"), static_cast<qint64>(seedList.size()));
        list.insert(QStringLiteral("fnv1a"), hex(h));
        id.insert(QStringLiteral("seedList"), list);
    }
    id.insert(QStringLiteral("gameDataRooms"),
              gameData ? QJsonValue(static_cast<qint64>(gameData->files().roomCount)) : QJsonValue());
    return id;
}

QString engineFingerprint(const FileCatalog *gameData) {
    std::optional<FileCatalog> catalog;
    if (gameData)
        catalog.emplace(*gameData);
    std::uint64_t h = kFnvOffset;
    auto mix = [&h](std::uint64_t v) {
        for (int b = 0; b < 8; ++b)
            h = (h ^ ((v >> (8 * b)) & 0xFFu)) * 1099511628211ull;
    };
    Floor f;
    for (const RuleSet rules : {RuleSet::AfterbirthPlus, RuleSet::Repentance})
        for (int stage = 1; stage <= 12; ++stage) {
            if (stage == 9)
                continue;
            for (std::uint32_t seed = 1; seed <= 6; ++seed) {
                Settings s;
                s.ruleSet = rules;
                s.stage = stage;
                s.stageType = 0;
                s.runSeed = seed * 2654435761u;
                const GenerateStatus st = generate(s, f, nullptr, nullptr, catalog ? &*catalog : nullptr);
                mix(static_cast<std::uint64_t>(st));
                if (st != GenerateStatus::Ok)
                    continue;
                mix(gridHash(f));
                mix(static_cast<std::uint64_t>(f.attempts) << 32 | f.curseMask);
                for (const Room &r : f.rooms)
                    mix(static_cast<std::uint64_t>(r.type) << 32 |
                        static_cast<std::uint64_t>(static_cast<std::uint16_t>(r.bossSubtype)) << 16 |
                        static_cast<std::uint64_t>(r.layoutId & 0xFFFF));
            }
        }
    return hex(h);
}

} // namespace floorgen::cli
