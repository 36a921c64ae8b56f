#include "cmd_rewards.h"

#include "clioptions.h"
#include "commands.h"
#include "textutil.h"

#include <cmath>

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace floorgen::cli {

using app::sv;

namespace {

QString itemKeys() {
    QStringList keys;
    for (int i = 0; i < kRewardItemCount; ++i)
        keys << sv(rewardItemKey(static_cast<RewardItem>(i)));
    return keys.join(QStringLiteral(", "));
}

// "Guppy's Tail" -> "guppys-tail": lower case, apostrophes dropped, spaces and underscores to dashes.
QString normalizedItemName(const QString &name) {
    QString s = name.trimmed().toLower();
    s.remove(QLatin1Char('\''));
    s.remove(QChar(0x2019)); // typographic apostrophe
    s.replace(QLatin1Char(' '), QLatin1Char('-'));
    s.replace(QLatin1Char('_'), QLatin1Char('-'));
    return s;
}

QString percent(double p) {
    return QString::number(p * 100, 'f', 6) + QLatin1Char('%');
}

QString outcomeLabel(RewardKind kind, int count) {
    if (kind == RewardKind::Nothing || count == 1)
        return sv(rewardKindName(kind));
    return QStringLiteral("%1 x%2").arg(sv(rewardKindName(kind))).arg(count);
}

QJsonObject inputsToJson(const RewardInputs &in) {
    QJsonObject o;
    o.insert(QStringLiteral("luck"), in.luck);
    o.insert(QStringLiteral("effectiveLuck"), static_cast<double>(effectiveLuck(in)));
    o.insert(QStringLiteral("hard"), in.hard);
    QJsonObject items;
    for (int i = 0; i < kRewardItemCount; ++i) {
        const auto item = static_cast<RewardItem>(i);
        if (const int n = itemCount(in, item))
            items.insert(sv(rewardItemKey(item)), n);
    }
    o.insert(QStringLiteral("items"), items);
    return o;
}

QString inputsToText(const RewardInputs &in) {
    const double used = effectiveLuck(in);
    QString luck = QString::number(in.luck, 'g', 10);
    if (used != in.luck)
        luck += QStringLiteral(" (clamped to %1)").arg(QString::number(used, 'g', 10));
    QStringList items;
    for (int i = 0; i < kRewardItemCount; ++i) {
        const auto item = static_cast<RewardItem>(i);
        const int n = itemCount(in, item);
        if (n == 1)
            items << sv(rewardItemName(item));
        else if (n > 1)
            items << QStringLiteral("%1 x%2").arg(sv(rewardItemName(item))).arg(n);
    }
    return QStringLiteral("Luck %1, %2 mode, items: %3\n")
        .arg(luck, in.hard ? QStringLiteral("hard") : QStringLiteral("normal"),
             items.isEmpty() ? QStringLiteral("none") : items.join(QStringLiteral(", ")));
}

int printTable(const RewardsArgs &a, Io &io) {
    const std::vector<Outcome> table = exactDistribution(a.inputs);
    if (a.format == OutputFormat::Json) {
        QJsonObject o = inputsToJson(a.inputs);
        QJsonArray rows;
        for (const Outcome &r : table) {
            QJsonObject row;
            row.insert(QStringLiteral("kind"), sv(rewardKindKey(r.kind)));
            row.insert(QStringLiteral("name"), sv(rewardKindName(r.kind)));
            row.insert(QStringLiteral("count"), r.count);
            row.insert(QStringLiteral("probability"), r.probability);
            rows.append(row);
        }
        o.insert(QStringLiteral("outcomes"), rows);
        io.out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)) << "\n";
        io.out.flush();
        return kExitOk;
    }
    io.out << "Room-clear rewards, exact probabilities (rewards.md)\n" << inputsToText(a.inputs) << "\n";
    int width = 7;
    for (const Outcome &r : table)
        width = std::max(width, int(outcomeLabel(r.kind, r.count).size()));
    io.out << QStringLiteral("Outcome").leftJustified(width + 2)
           << QStringLiteral("Probability").rightJustified(12) << "\n";
    double total = 0;
    for (const Outcome &r : table) {
        io.out << outcomeLabel(r.kind, r.count).leftJustified(width + 2)
               << percent(r.probability).rightJustified(12) << "\n";
        total += r.probability;
    }
    io.out << QStringLiteral("Total").leftJustified(width + 2) << percent(total).rightJustified(12) << "\n";
    io.out.flush();
    return kExitOk;
}

int printAward(const RewardsArgs &a, Io &io) {
    AwardDetail d;
    const Reward r = award(*a.awardSeed, a.inputs, &d);
    if (a.format == OutputFormat::Json) {
        QJsonObject o = inputsToJson(a.inputs);
        o.insert(QStringLiteral("awardSeed"), static_cast<qint64>(*a.awardSeed));
        o.insert(QStringLiteral("kind"), sv(rewardKindKey(r.kind)));
        o.insert(QStringLiteral("name"), sv(rewardKindName(r.kind)));
        o.insert(QStringLiteral("count"), r.count);
        o.insert(QStringLiteral("pickupPercent"), static_cast<double>(d.p));
        o.insert(QStringLiteral("firstFloat"), static_cast<double>(d.u1));
        o.insert(QStringLiteral("luckFloat"), static_cast<double>(d.u2));
        o.insert(QStringLiteral("baseKind"), sv(rewardKindKey(d.baseKind)));
        o.insert(QStringLiteral("draws"), d.draws);
        io.out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)) << "\n";
        io.out.flush();
        return kExitOk;
    }
    io.out << QStringLiteral("Award seed %1: %2\n").arg(*a.awardSeed).arg(outcomeLabel(r.kind, r.count))
           << inputsToText(a.inputs)
           << QStringLiteral("pickupPercent %1 (floats %2 and %3), step 5.1 gives %4, %5 draws\n")
                  .arg(QString::number(d.p, 'g', 9), QString::number(d.u1, 'g', 9),
                       QString::number(d.u2, 'g', 9), sv(rewardKindName(d.baseKind)))
                  .arg(d.draws);
    io.out.flush();
    return kExitOk;
}

} // namespace

std::optional<RewardItem> rewardItemFromName(const QString &name) {
    return rewardItemFromKey(normalizedItemName(name).toStdString());
}

bool parseRewardsArgs(const QStringList &args, RewardsArgs &a, QString &error, bool *helpShown,
                      QString *helpText) {
    a = RewardsArgs{};
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Print the exact probability of every room-clear reward (kind and count) for a player, or with "
        "--award-seed the reward of one room. Follows rewards.md (the wiki's pseudo-code, draw for draw)."));
    p.addOptions({
        {QStringLiteral("luck"),
         QStringLiteral("The player's luck (default 0). Fractions allowed; clamped to 0..10 as in the game."),
         QStringLiteral("L"), QStringLiteral("0")},
        {QStringLiteral("item"),
         QStringLiteral(
             "An item or trinket held (repeatable, or a comma list); give contract-from-below once per "
             "copy: %1.")
             .arg(itemKeys()),
         QStringLiteral("NAME")},
        {QStringLiteral("hard"), QStringLiteral("Hard mode.")},
        {QStringLiteral("award-seed"),
         QStringLiteral(
             "Print the reward of this award seed (a room's awardSeed, 1..4294967295) instead of the "
             "table."),
         QStringLiteral("N")},
        {QStringLiteral("format"), QStringLiteral("text (default, a table) or json."),
         QStringLiteral("FORMAT"), QStringLiteral("text")},
    });
    if (!runParser(p, args, error, helpShown, helpText))
        return false;
    if (helpShown && *helpShown)
        return true;

    const QString luckText = p.value(QStringLiteral("luck"));
    bool ok = false;
    const double luck = luckText.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(luck)) {
        error = QStringLiteral("--luck: %1 is not a number").arg(app::quotedValue(luckText));
        return false;
    }
    a.inputs.luck = luck;
    a.inputs.hard = p.isSet(QStringLiteral("hard"));

    for (const QString &value : p.values(QStringLiteral("item"))) {
        if (!checkListValue(QStringLiteral("item"), value, error))
            return false;
        for (const QString &part : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const auto item = rewardItemFromName(part);
            if (!item) {
                error = QStringLiteral("--item: unknown item %1 (known: %2)")
                            .arg(app::quotedValue(part.trimmed()), itemKeys());
                return false;
            }
            if (*item == RewardItem::ContractFromBelow) {
                if (a.inputs.contracts >= 99) {
                    error = QStringLiteral("--item: more than 99 copies of contract-from-below");
                    return false;
                }
                ++a.inputs.contracts;
            } else {
                setItemCount(a.inputs, *item, 1);
            }
        }
    }

    if (p.isSet(QStringLiteral("award-seed"))) {
        qint64 n = 0;
        if (!parseInteger(QStringLiteral("award-seed"), p.value(QStringLiteral("award-seed")), 1,
                          0xFFFFFFFFll, n, error))
            return false;
        a.awardSeed = static_cast<std::uint32_t>(n);
    }

    int format = 0;
    if (!parseChoice(QStringLiteral("format"), p.value(QStringLiteral("format")),
                     {QStringLiteral("json"), QStringLiteral("text")}, format, error))
        return false;
    a.format = format == 0 ? OutputFormat::Json : OutputFormat::Text;
    return true;
}

int runRewards(const QStringList &args, Io &io) {
    RewardsArgs a;
    if (const int rc = parseOrReport(parseRewardsArgs, args, a, io); rc >= 0)
        return rc;
    return a.awardSeed ? printAward(a, io) : printTable(a, io);
}

} // namespace floorgen::cli
