#include "floorcompare.h"

#include "floorjson.h"
#include "names_tr.h"
#include "textutil.h"

#include <algorithm>

#include <QCoreApplication>

namespace floorgen::app {

namespace {

QString tr(const char *text) {
    // lupdate files the tr() texts of this file's free functions under their namespace, hence this context.
    return QCoreApplication::translate("floorgen::app", text);
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
    return trRoomDisplayName(r);
}

QString at(const Room &r) {
    //: a room and its anchor cell, e.g. "Secret Room at (5,5)"
    return tr("%1 at (%2,%3)").arg(roomName(r)).arg(r.anchor.x).arg(r.anchor.y);
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
        return trItem(*item);
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
    QStringList added, removed;
    // Rooms on the same cells whose type changed, by type: where the type was in A and where it is in B.
    struct Moves {
        RoomType type;
        bool grave;
        QStringList from, to;
    };
    std::vector<Moves> moves;
    auto movesOf = [&moves](const Room &r) -> Moves & {
        for (Moves &m : moves)
            if (m.type == r.type && m.grave == r.grave)
                return m;
        moves.push_back({r.type, r.grave, {}, {}});
        return moves.back();
    };
    auto cellOf = [](const Room &r) { return QStringLiteral("(%1,%2)").arg(r.anchor.x).arg(r.anchor.y); };
    auto special = [](const Room &r) { return r.type != RoomType::Default || r.grave; };

    for (const Room &ra : a.rooms) {
        if (std::any_of(b.rooms.begin(), b.rooms.end(), [&](const Room &rb) { return sameRoom(ra, rb); }))
            continue;
        d.differingA.push_back(ra.number);
        const auto twin =
            std::find_if(b.rooms.begin(), b.rooms.end(), [&](const Room &rb) { return sameCells(ra, rb); });
        if (twin == b.rooms.end())
            removed << at(ra);
        else if (special(ra))
            movesOf(ra).from << cellOf(ra);
    }
    for (const Room &rb : b.rooms) {
        if (std::any_of(a.rooms.begin(), a.rooms.end(), [&](const Room &ra) { return sameRoom(ra, rb); }))
            continue;
        d.differingB.push_back(rb.number);
        const auto twin =
            std::find_if(a.rooms.begin(), a.rooms.end(), [&](const Room &ra) { return sameCells(ra, rb); });
        if (twin == a.rooms.end())
            added << at(rb);
        else if (special(rb))
            movesOf(rb).to << cellOf(rb);
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

    if (d.differingA.empty() && d.differingB.empty()) {
        d.summary = tr("%1 changes nothing on this floor.").arg(who);
        return d;
    }
    if (added.size() + removed.size() > 8) {
        d.summary = tr("%1 gives another layout: %2 rooms instead of %3.")
                        .arg(who)
                        .arg(b.rooms.size())
                        .arg(a.rooms.size());
        return d;
    }
    // A type that only appears (or only goes) on re-typed cells counts as added (or removed).
    QStringList moved;
    for (const Moves &m : moves) {
        Room sample;
        sample.type = m.type;
        sample.grave = m.grave;
        sample.number = 1;
        const QString name = m.type == RoomType::Boss ? tr("Boss Room") : roomName(sample);
        if (!m.from.isEmpty() && !m.to.isEmpty())
            moved << tr("%1 %2 → %3")
                         .arg(name, m.from.join(QStringLiteral(", ")), m.to.join(QStringLiteral(", ")));
        else if (!m.to.isEmpty())
            added << tr("%1 at %2").arg(name, m.to.join(QStringLiteral(", ")));
        else
            removed << tr("%1 at %2").arg(name, m.from.join(QStringLiteral(", ")));
    }
    QStringList parts;
    if (!added.isEmpty())
        parts << tr("adds: %1").arg(added.join(QStringLiteral(", ")));
    if (!removed.isEmpty())
        parts << tr("removes: %1").arg(removed.join(QStringLiteral(", ")));
    if (!moved.isEmpty())
        parts << tr("moves: %1").arg(moved.join(QStringLiteral(", ")));
    //: separates "adds: ...", "removes: ..." and "moves: ..." in the compare summary
    d.summary = tr("%1 %2.").arg(who, parts.join(tr("; ")));
    return d;
}

} // namespace floorgen::app
