#include "floorcompare.h"

#include "floorjson.h"

#include <QCoreApplication>

#include <algorithm>

namespace floorgen::app {

namespace {

QString sv(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

QString tr(const char *text) {
    return QCoreApplication::translate("FloorCompare", text);
}

bool sameRoom(const Room &a, const Room &b) {
    if (a.type != b.type || a.grave != b.grave || a.bossSubtype != b.bossSubtype || a.shape != b.shape ||
        a.anchor != b.anchor)
        return false;
    return true;
}

bool sameCells(const Room &a, const Room &b) {
    return a.shape == b.shape && a.anchor == b.anchor;
}

QString roomName(const Room &r) {
    if (r.type == RoomType::Default && r.number != 0 && !r.grave)
        return tr("Room");
    return roomDisplayName(r);
}

QString at(const Room &r) {
    return QStringLiteral("%1 at (%2,%3)").arg(roomName(r)).arg(r.anchor.x).arg(r.anchor.y);
}

} // namespace

QStringList compareKeys() {
    QStringList keys;
    for (int i = 0; i < kItemCount; ++i)
        keys << sv(itemKey(static_cast<Item>(i)));
    keys << QStringLiteral("hard") << QStringLiteral("ruleset") << QStringLiteral("black-candle");
    return keys;
}

bool isCompareKey(const QString &key) {
    return compareKeys().contains(key);
}

QString compareKeyName(const QString &key) {
    if (key == QLatin1String("hard"))
        return tr("Hard mode");
    if (key == QLatin1String("ruleset"))
        return tr("Rule set");
    if (key == QLatin1String("black-candle"))
        return tr("Black Candle");
    if (auto item = itemFromKey(key.toStdString()))
        return QCoreApplication::translate("Item", sv(itemName(*item)).toUtf8().constData());
    return key;
}

bool flipSetting(const QString &key, Settings &s) {
    if (key == QLatin1String("hard"))
        s.hard = !s.hard;
    else if (key == QLatin1String("ruleset"))
        s.ruleSet = s.ruleSet == RuleSet::Repentance ? RuleSet::AfterbirthPlus : RuleSet::Repentance;
    else if (key == QLatin1String("black-candle"))
        s.blackCandle = !s.blackCandle;
    else if (auto item = itemFromKey(key.toStdString()))
        s.set(*item, !s.has(*item));
    else
        return false;
    return true;
}

FloorDifference compareFloors(const Floor &a, const Floor &b, const QString &key) {
    FloorDifference d;
    QStringList added, removed, changed;
    for (const Room &ra : a.rooms) {
        const bool same = std::any_of(b.rooms.begin(), b.rooms.end(), [&](const Room &rb) { return sameRoom(ra, rb); });
        if (same)
            continue;
        d.differingA.push_back(ra.number);
        const auto twin = std::find_if(b.rooms.begin(), b.rooms.end(), [&](const Room &rb) { return sameCells(ra, rb); });
        if (twin == b.rooms.end())
            removed << at(ra);
    }
    for (const Room &rb : b.rooms) {
        const bool same = std::any_of(a.rooms.begin(), a.rooms.end(), [&](const Room &ra) { return sameRoom(ra, rb); });
        if (same)
            continue;
        d.differingB.push_back(rb.number);
        const auto twin = std::find_if(a.rooms.begin(), a.rooms.end(), [&](const Room &ra) { return sameCells(ra, rb); });
        if (twin == a.rooms.end())
            added << at(rb);
        else
            changed << tr("%1 at (%2,%3) becomes %4")
                           .arg(roomName(*twin))
                           .arg(rb.anchor.x)
                           .arg(rb.anchor.y)
                           .arg(roomName(rb));
    }

    // Who did it: "Luna", "Without Luna", "Hard mode", "Normal mode", "Afterbirth+ rules", ...
    QString who;
    const Settings &sb = b.settings;
    if (key == QLatin1String("hard"))
        who = sb.hard ? tr("Hard mode") : tr("Normal mode");
    else if (key == QLatin1String("ruleset"))
        who = sb.ruleSet == RuleSet::Repentance ? tr("Repentance rules") : tr("Afterbirth+ rules");
    else if (key == QLatin1String("black-candle"))
        who = sb.blackCandle ? tr("Black Candle") : tr("Without Black Candle");
    else if (auto item = itemFromKey(key.toStdString()))
        who = sb.has(*item) ? compareKeyName(key) : tr("Without %1").arg(compareKeyName(key));
    else
        who = tr("The change");

    const int differing = static_cast<int>(std::max(d.differingA.size(), d.differingB.size()));
    if (differing == 0) {
        d.summary = tr("%1 changes nothing on this floor.").arg(who);
    } else if (added.size() + removed.size() + changed.size() > 6) {
        d.summary = tr("%1 gives another layout: %2 rooms instead of %3, %4 of them different.")
                        .arg(who)
                        .arg(b.rooms.size())
                        .arg(a.rooms.size())
                        .arg(d.differingB.size());
    } else {
        QStringList parts;
        if (!added.isEmpty())
            parts << tr("adds: %1").arg(added.join(QStringLiteral(", ")));
        if (!removed.isEmpty())
            parts << tr("removes: %1").arg(removed.join(QStringLiteral(", ")));
        if (!changed.isEmpty())
            parts << changed.join(QStringLiteral(", "));
        d.summary = QStringLiteral("%1 %2").arg(who, parts.join(QStringLiteral("; ")));
    }
    return d;
}

} // namespace floorgen::app
