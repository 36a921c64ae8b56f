#include "statsreport.h"

#include "floorgen/original2011.h"
#include "floorjson.h"
#include "textutil.h"

#include <QJsonArray>
#include <QStringList>

namespace floorgen::app {

namespace {

double ratio(std::uint64_t a, std::uint64_t b) {
    return b ? static_cast<double>(a) / static_cast<double>(b) : 0.0;
}

// Room types a statistics chart can show (the generator places them).
constexpr RoomType kSpecialTypes[] = {
    RoomType::Boss,     RoomType::SuperSecret, RoomType::Secret,    RoomType::UltraSecret, RoomType::Shop,
    RoomType::Treasure, RoomType::Planetarium, RoomType::Dice,      RoomType::Sacrifice,   RoomType::Library,
    RoomType::Curse,    RoomType::MiniBoss,    RoomType::Challenge, RoomType::Chest,       RoomType::Arcade,
    RoomType::Isaacs,   RoomType::Barren};

QJsonArray interval(const Interval &i) {
    return QJsonArray{i.low, i.high};
}

template <std::size_t N> QJsonObject histogramJson(const Histogram<N> &h) {
    QJsonObject o;
    const std::uint64_t total = h.total();
    o.insert(QStringLiteral("count"), static_cast<qint64>(total));
    o.insert(QStringLiteral("min"), h.min());
    o.insert(QStringLiteral("max"), h.max());
    o.insert(QStringLiteral("mean"), ratio(h.sum(), total));
    QJsonObject bins;
    for (std::size_t i = 0; i < N; ++i)
        if (h.bins[i])
            bins.insert(QString::number(i), static_cast<qint64>(h.bins[i]));
    o.insert(QStringLiteral("bins"), bins);
    return o;
}

QString csvField(const QString &s) {
    if (!s.contains(QLatin1Char(',')) && !s.contains(QLatin1Char('"')) && !s.contains(QLatin1Char('\n')))
        return s;
    QString q = s;
    q.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return QLatin1Char('"') + q + QLatin1Char('"');
}

QString num(double v) {
    return QString::number(v, 'g', 8);
}

// A row of `count` out of `total`, with its rate and 95% interval.
RateRow rateRow(std::string_view key, std::string_view name, std::uint64_t count, std::uint64_t total) {
    RateRow r;
    r.key = sv(key);
    r.name = sv(name);
    r.count = count;
    r.total = total;
    r.rate = ratio(count, total);
    r.ci = wilsonInterval(count, total);
    return r;
}

} // namespace

QString fractionText(const DocumentedChance &c) {
    if (c.denominator && (c.numerator == 0 || c.numerator == c.denominator))
        return QString::number(c.numerator / c.denominator); // "0" (never) or "1" (always)
    if (c.denominator)
        return QStringLiteral("%1/%2").arg(c.numerator).arg(c.denominator);
    return QStringLiteral("%1%").arg(c.value * 100.0, 0, 'f', 2);
}

std::vector<RateRow> roomRows(const FloorStats &stats) {
    std::vector<RateRow> rows;
    for (RoomType t : kSpecialTypes) {
        rows.push_back(
            rateRow(roomTypeKey(t), roomTypeName(t), stats.floorsWith[static_cast<int>(t)], stats.floors));
    }
    return rows;
}

std::vector<RateRow> rollRows(const FloorStats &stats, const Settings &settings) {
    std::vector<RateRow> rows;
    for (int k = 0; k < kRollCount; ++k) {
        const auto roll = static_cast<Roll>(k);
        if (!rollHappens(roll, settings))
            continue;
        const RollCounts &c = stats.rolls[static_cast<std::size_t>(k)];
        RateRow r = rateRow(rollKey(roll), rollName(roll), c.placed, c.deadEndLeft);
        r.documented = documentedChance(roll, settings);
        r.deadEndLeft = c.deadEndLeft;
        r.happened = c.happened;
        r.deadEndRate = ratio(c.deadEndLeft, c.happened);
        r.rateAllFloors = ratio(c.placed, c.happened);
        rows.push_back(r);
    }
    return rows;
}

std::vector<RateRow> typeSplitRows(const FloorStats &stats, const Settings &settings) {
    std::vector<RateRow> rows;
    for (int k = 0; k < kTypeSplitCount; ++k) {
        const auto split = static_cast<TypeSplit>(k);
        const auto [counted, other] = typeSplitTypes(split);
        const std::uint64_t count = stats.roomCount[static_cast<int>(counted)];
        RateRow r = rateRow(typeSplitKey(split), typeSplitName(split), count,
                            count + stats.roomCount[static_cast<int>(other)]);
        r.documented = documentedTypeShare(split, settings);
        rows.push_back(r);
    }
    return rows;
}

QJsonObject statsToJson(const FloorStats &s, const StatsRunInfo &info) {
    QJsonObject o;
    o.insert(QStringLiteral("settings"), settingsToJson(info.settings));
    o.insert(QStringLiteral("space"), sv(seedSpaceKey(info.space)));
    QJsonObject seeds;
    if (info.seeds.kind == SeedSet::Kind::Range) {
        seeds.insert(QStringLiteral("kind"), QStringLiteral("range"));
        seeds.insert(QStringLiteral("from"), static_cast<qint64>(info.seeds.from));
        seeds.insert(QStringLiteral("to"), static_cast<qint64>(info.seeds.to));
    } else {
        seeds.insert(QStringLiteral("kind"), QStringLiteral("random"));
        seeds.insert(QStringLiteral("count"), static_cast<qint64>(info.seeds.count));
        seeds.insert(QStringLiteral("masterSeed"), static_cast<qint64>(info.seeds.masterSeed));
    }
    o.insert(QStringLiteral("seeds"), seeds);
    o.insert(QStringLiteral("threads"), info.threads);
    if (info.seconds >= 0) {
        o.insert(QStringLiteral("seconds"), info.seconds);
        o.insert(QStringLiteral("floorsPerSecond"),
                 info.seconds > 0 ? static_cast<double>(s.floors + s.failures) / info.seconds : 0.0);
    }
    o.insert(QStringLiteral("cancelled"), info.cancelled);
    o.insert(QStringLiteral("floors"), static_cast<qint64>(s.floors));
    o.insert(QStringLiteral("failures"), static_cast<qint64>(s.failures));
    o.insert(QStringLiteral("invalidSeeds"), static_cast<qint64>(s.invalid));

    QJsonObject xl;
    xl.insert(QStringLiteral("count"), static_cast<qint64>(s.xl));
    xl.insert(QStringLiteral("rate"), ratio(s.xl, s.floors));
    xl.insert(QStringLiteral("ci95"), interval(wilsonInterval(s.xl, s.floors)));
    o.insert(QStringLiteral("xl"), xl);
    QJsonObject curses;
    for (std::size_t i = 0; i < kAllCurses.size(); ++i) {
        QJsonObject c;
        c.insert(QStringLiteral("count"), static_cast<qint64>(s.curses[i]));
        c.insert(QStringLiteral("rate"), ratio(s.curses[i], s.floors));
        curses.insert(sv(curseKey(kAllCurses[i])), c);
    }
    QJsonObject none;
    none.insert(QStringLiteral("count"), static_cast<qint64>(s.noCurse));
    none.insert(QStringLiteral("rate"), ratio(s.noCurse, s.floors));
    curses.insert(QStringLiteral("none"), none);
    o.insert(QStringLiteral("curses"), curses);

    QJsonArray rooms;
    for (const RateRow &r : roomRows(s)) {
        QJsonObject j;
        j.insert(QStringLiteral("type"), r.key);
        j.insert(QStringLiteral("name"), r.name);
        j.insert(QStringLiteral("floors"), static_cast<qint64>(r.count));
        j.insert(QStringLiteral("rate"), r.rate);
        j.insert(QStringLiteral("ci95"), interval(r.ci));
        const auto t = roomTypeFromKey(r.key.toStdString());
        j.insert(QStringLiteral("rooms"), static_cast<qint64>(t ? s.roomCount[static_cast<int>(*t)] : 0));
        rooms.append(j);
    }
    o.insert(QStringLiteral("specialRooms"), rooms);

    QJsonArray rolls;
    for (const RateRow &r : rollRows(s, info.settings)) {
        QJsonObject j;
        j.insert(QStringLiteral("roll"), r.key);
        j.insert(QStringLiteral("name"), r.name);
        j.insert(QStringLiteral("floors"), static_cast<qint64>(r.happened));
        j.insert(QStringLiteral("deadEndLeft"), static_cast<qint64>(r.deadEndLeft));
        j.insert(QStringLiteral("deadEndLeftRate"), r.deadEndRate);
        j.insert(QStringLiteral("placed"), static_cast<qint64>(r.count));
        j.insert(QStringLiteral("rate"), r.rate);
        j.insert(QStringLiteral("ci95"), interval(r.ci));
        j.insert(QStringLiteral("rateAllFloors"), r.rateAllFloors);
        if (r.documented) {
            QJsonObject d;
            d.insert(QStringLiteral("value"), r.documented->value);
            d.insert(QStringLiteral("text"), fractionText(*r.documented));
            d.insert(QStringLiteral("condition"), QString::fromStdString(r.documented->condition));
            j.insert(QStringLiteral("documented"), d);
        }
        rolls.append(j);
    }
    o.insert(QStringLiteral("rolls"), rolls);

    QJsonArray splits;
    for (const RateRow &r : typeSplitRows(s, info.settings)) {
        QJsonObject j;
        j.insert(QStringLiteral("split"), r.key);
        j.insert(QStringLiteral("name"), r.name);
        j.insert(QStringLiteral("count"), static_cast<qint64>(r.count));
        j.insert(QStringLiteral("of"), static_cast<qint64>(r.total));
        j.insert(QStringLiteral("rate"), r.rate);
        j.insert(QStringLiteral("ci95"), interval(r.ci));
        QJsonObject d;
        d.insert(QStringLiteral("value"), r.documented->value);
        d.insert(QStringLiteral("text"), fractionText(*r.documented));
        d.insert(QStringLiteral("condition"), QString::fromStdString(r.documented->condition));
        j.insert(QStringLiteral("documented"), d);
        splits.append(j);
    }
    o.insert(QStringLiteral("typeSplits"), splits);

    QJsonObject hist;
    hist.insert(QStringLiteral("rooms"), histogramJson(s.rooms));
    hist.insert(QStringLiteral("deadEnds"), histogramJson(s.deadEnds));
    hist.insert(QStringLiteral("deadEndsLeft"), histogramJson(s.deadEndsLeft));
    hist.insert(QStringLiteral("attempts"), histogramJson(s.attempts));
    hist.insert(QStringLiteral("bossDistance"), histogramJson(s.bossDistance));
    o.insert(QStringLiteral("histograms"), hist);
    if (info.settings.ruleSet == RuleSet::Original2011) { // docs/original-2011.md O10
        const int level = orig::levelOf(info.settings.stage);
        QJsonObject g;
        g.insert(QStringLiteral("note"),
                 QStringLiteral("the original's algorithm as the article describes it; "
                                "our random numbers, not the original game's"));
        g.insert(QStringLiteral("formula"), QStringLiteral("random(2) + 5 + level * 2.6, rounded down"));
        g.insert(QStringLiteral("level"), level);
        g.insert(QStringLiteral("formulaRange"),
                 QJsonArray{orig::roomCount(level, 0), orig::roomCount(level, 1)});
        g.insert(QStringLiteral("formulaRooms"), histogramJson(s.origFormulaRooms));
        g.insert(QStringLiteral("secretRoomCriterion"), histogramJson(s.origSecretCriterion));
        if (s.origExtraRooms.total() > 0)
            g.insert(QStringLiteral("extraRooms"), histogramJson(s.origExtraRooms));
        o.insert(QStringLiteral("original2011"), g);
    }
    return o;
}

QString statsToCsv(const FloorStats &s, const StatsRunInfo &info) {
    QStringList lines;
    lines << QStringLiteral("section,key,name,value,count,total,rate,ci_low,ci_high,documented,condition");
    auto line = [&](const QString &section, const QString &key, const QString &name, const QString &value,
                    std::uint64_t count, std::uint64_t total, double rate, const Interval *ci,
                    const QString &documented, const QString &condition) {
        lines << QStringList{section,
                             csvField(key),
                             csvField(name),
                             value,
                             QString::number(count),
                             QString::number(total),
                             num(rate),
                             ci ? num(ci->low) : QString(),
                             ci ? num(ci->high) : QString(),
                             documented,
                             csvField(condition)}
                     .join(QLatin1Char(','));
    };
    line(QStringLiteral("run"), QStringLiteral("floors"), QStringLiteral("Floors generated"), QString(),
         s.floors, s.floors + s.failures + s.invalid, ratio(s.floors, s.floors + s.failures + s.invalid),
         nullptr, QString(),
         QStringLiteral("space %1, stage %2").arg(sv(seedSpaceKey(info.space))).arg(info.settings.stage));
    if (info.cancelled) // stopped before every seed was done: the figures are of the seeds done
        line(QStringLiteral("run"), QStringLiteral("partial"),
             QStringLiteral("Partial: stopped before the end"), QString(), s.floors + s.failures + s.invalid,
             info.seeds.size(), ratio(s.floors + s.failures + s.invalid, info.seeds.size()), nullptr,
             QString(), QStringLiteral("seeds done of the seeds asked for"));
    line(QStringLiteral("run"), QStringLiteral("failures"), QStringLiteral("No floor after 100 attempts"),
         QString(), s.failures, s.floors + s.failures, ratio(s.failures, s.floors + s.failures), nullptr,
         QString(), QString());
    const Interval xlCi = wilsonInterval(s.xl, s.floors);
    line(QStringLiteral("floor"), QStringLiteral("xl"), QStringLiteral("XL floor"), QString(), s.xl, s.floors,
         ratio(s.xl, s.floors), &xlCi, QString(), QString());
    for (std::size_t i = 0; i < kAllCurses.size(); ++i) {
        const Interval ci = wilsonInterval(s.curses[i], s.floors);
        line(QStringLiteral("curse"), sv(curseKey(kAllCurses[i])), sv(curseName(kAllCurses[i])), QString(),
             s.curses[i], s.floors, ratio(s.curses[i], s.floors), &ci, QString(), QString());
    }
    for (const RateRow &r : roomRows(s))
        line(QStringLiteral("room"), r.key, r.name, QString(), r.count, r.total, r.rate, &r.ci, QString(),
             QStringLiteral("floors with at least one"));
    for (const RateRow &r : rollRows(s, info.settings)) {
        const QString cond =
            (r.documented ? QString::fromStdString(r.documented->condition) + QStringLiteral("; ")
                          : QString()) +
            QStringLiteral("rate among floors with a dead end left (%1 of %2 floors, %3%)")
                .arg(r.deadEndLeft)
                .arg(r.happened)
                .arg(r.deadEndRate * 100.0, 0, 'f', 2);
        line(QStringLiteral("roll"), r.key, r.name, QString(), r.count, r.total, r.rate, &r.ci,
             r.documented ? num(r.documented->value) : QString(), cond);
    }
    for (const RateRow &r : typeSplitRows(s, info.settings))
        line(QStringLiteral("split"), r.key, r.name, QString(), r.count, r.total, r.rate, &r.ci,
             num(r.documented->value), QString::fromStdString(r.documented->condition));
    auto hist = [&](const QString &key, const QString &name, const auto &h) {
        const std::uint64_t total = h.total();
        for (std::size_t i = 0; i < h.bins.size(); ++i)
            if (h.bins[i])
                line(QStringLiteral("histogram"), key, name, QString::number(i), h.bins[i], total,
                     ratio(h.bins[i], total), nullptr, QString(), QString());
    };
    hist(QStringLiteral("rooms"), QStringLiteral("Rooms on the floor"), s.rooms);
    hist(QStringLiteral("dead-ends"), QStringLiteral("Dead ends after layout"), s.deadEnds);
    hist(QStringLiteral("dead-ends-left"), QStringLiteral("Dead ends left after special rooms"),
         s.deadEndsLeft);
    hist(QStringLiteral("attempts"), QStringLiteral("Attempts"), s.attempts);
    hist(QStringLiteral("boss-distance"), QStringLiteral("Boss room distance"), s.bossDistance);
    if (info.settings.ruleSet == RuleSet::Original2011) {
        hist(QStringLiteral("formula-rooms"), QStringLiteral("Rooms the formula gave"), s.origFormulaRooms);
        hist(QStringLiteral("secret-criterion"), QStringLiteral("Secret room criterion"),
             s.origSecretCriterion);
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace floorgen::app
