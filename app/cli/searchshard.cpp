// Shards of a seed search: the parts, the search's identity, the engine's fingerprint (searchshard.h).

#include "searchshard.h"

#include "floorgen/filecatalog.h"
#include "floorgen/seedstring.h"
#include "floorjson.h"
#include "textutil.h"

#include <optional>
#include <string_view>

#include <QJsonArray>
#include <QJsonDocument>

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

namespace {

// A JSON number that is a whole number in lo..hi.
bool wholeNumber(const QJsonValue &v, double lo, double hi, std::uint64_t &out) {
    if (!v.isDouble())
        return false;
    const double d = v.toDouble();
    if (!(d >= lo && d <= hi) || d != static_cast<double>(static_cast<std::int64_t>(d)))
        return false;
    out = static_cast<std::uint64_t>(static_cast<std::int64_t>(d));
    return true;
}

QString jsonText(const QJsonValue &v) {
    if (v.isString())
        return app::quotedValue(v.toString());
    if (v.isUndefined())
        return QStringLiteral("missing");
    const QByteArray text = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
    const QString inner = QString::fromUtf8(text.mid(1, text.size() - 2));
    return v.isDouble() ? inner : app::quotedValue(inner);
}

} // namespace

QString shardOutputProblem(const QJsonObject &json) {
    constexpr double kMaxSeed = 4294967295.0;
    const QJsonObject search = json.value(QStringLiteral("search")).toObject();
    const QJsonObject shard = json.value(QStringLiteral("shard")).toObject();
    const QJsonObject range = json.value(QStringLiteral("range")).toObject();
    std::uint64_t from = 0, to = 0, index = 0, count = 0, partFrom = 0, partTo = 0, searchedTo = 0;
    if (!wholeNumber(search.value(QStringLiteral("from")), 0, kMaxSeed, from) ||
        !wholeNumber(search.value(QStringLiteral("to")), 0, kMaxSeed, to) || to < from)
        return QStringLiteral("its search's from..to is not a range of seeds");
    if (!wholeNumber(shard.value(QStringLiteral("count")), 1, kMaxShards, count))
        return QStringLiteral("its shard count %1 is not one of search --shard (1 to %2)")
            .arg(jsonText(shard.value(QStringLiteral("count"))))
            .arg(kMaxShards);
    if (!wholeNumber(shard.value(QStringLiteral("index")), 0, static_cast<double>(count - 1), index))
        return QStringLiteral("its shard index %1 is not in 0..%2")
            .arg(jsonText(shard.value(QStringLiteral("index"))))
            .arg(count - 1);
    if (!wholeNumber(range.value(QStringLiteral("from")), 0, kMaxSeed, partFrom) ||
        !wholeNumber(range.value(QStringLiteral("to")), 0, kMaxSeed, partTo) || partFrom < from ||
        partTo > to || partTo + 1 < partFrom)
        return QStringLiteral("its range is not a part of seeds %1..%2").arg(from).arg(to);
    const QJsonValue st = json.value(QStringLiteral("searchedTo"));
    if (!wholeNumber(st, static_cast<double>(partFrom) - 1, static_cast<double>(partTo), searchedTo))
        return QStringLiteral("its searchedTo %1 is not a seed of its range %2..%3 (or %4: none searched)")
            .arg(jsonText(st))
            .arg(partFrom)
            .arg(partTo)
            .arg(static_cast<qint64>(partFrom) - 1);
    const std::uint64_t covered = searchedTo + 1 - partFrom;
    std::uint64_t tried = 0;
    for (const char *key : {"tried", "failures", "invalidSeeds"}) {
        std::uint64_t n = 0;
        const QJsonValue v = json.value(QLatin1String(key));
        if (!wholeNumber(v, 0, static_cast<double>(covered), n))
            return QStringLiteral("its count %1 is %2, not a whole number from 0 to the %3 seeds it covers")
                .arg(QLatin1String(key), jsonText(v))
                .arg(covered);
        if (key == std::string_view("tried"))
            tried = n;
    }
    const bool runSpace = search.value(QStringLiteral("space")).toString() == QLatin1String("run");
    const QString key = runSpace ? QStringLiteral("runSeed") : QStringLiteral("stageSeed");
    const QJsonArray matches = json.value(QStringLiteral("matches")).toArray();
    if (static_cast<std::uint64_t>(matches.size()) > tried)
        return QStringLiteral("it lists %1 matches but tried %2 seeds").arg(matches.size()).arg(tried);
    std::uint64_t previous = 0;
    for (qsizetype i = 0; i < matches.size(); ++i) {
        const QJsonValue m = matches.at(i).toObject().value(key);
        std::uint64_t seed = 0;
        if (!wholeNumber(m, static_cast<double>(std::max<std::uint64_t>(partFrom, 1)),
                         static_cast<double>(searchedTo), seed))
            return QStringLiteral("match %1 (%2 %3) is not a seed of what it covers (%4)")
                .arg(i + 1)
                .arg(key, jsonText(m),
                     searchedTo < partFrom ? QStringLiteral("nothing")
                                           : QStringLiteral("seeds %1..%2").arg(partFrom).arg(searchedTo));
        if (i > 0 && seed <= previous)
            return QStringLiteral("match %1 (%2 %3) does not come after match %4 (%5): the matches must be "
                                  "in increasing order, each once")
                .arg(i + 1)
                .arg(key)
                .arg(seed)
                .arg(i)
                .arg(previous);
        if (runSpace) {
            const QJsonValue text = matches.at(i).toObject().value(QStringLiteral("seed"));
            const QString expected = QString::fromStdString(seedToString(static_cast<std::uint32_t>(seed)));
            if (text.toString() != expected)
                return QStringLiteral("match %1 gives run seed %2 as %3, not %4")
                    .arg(i + 1)
                    .arg(seed)
                    .arg(jsonText(text), expected);
        }
        previous = seed;
    }
    return {};
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
