#include "map/floorsummary.h"

#include "floorgen/seedstring.h"
#include "floorjson.h"
#include "floorrenderer.h"
#include "names_tr.h"
#include "textutil.h"

#include <QCoreApplication>
#include <QStringList>

namespace floorgen::gui {

namespace {

using app::sv;

QString tr(const char *text) {
    // lupdate files the tr() texts of this file's free functions under their namespace, hence this context.
    return QCoreApplication::translate("floorgen::gui", text);
}

} // namespace

QString floorSummaryHtml(const Floor &f) {
    const Settings &s = f.settings;
    int visible = 0, hidden = 0;
    QStringList bosses;
    for (const Room &r : f.rooms) {
        if (app::isHiddenRoom(r))
            ++hidden;
        else
            ++visible;
        if (r.type == RoomType::Boss && (r.bossSubtype >= 0 || r.voidBoss)) { // original-2011: no boss drawn
            QString boss =
                (r.voidBoss && r.bossSubtype < 0 ? tr("Void boss") : app::trBossDisplayName(r.bossSubtype))
                    .toHtmlEscaped();
            if (app::bossIsApproximation(f, r))
                boss += QStringLiteral(" <small>(%1)</small>").arg(tr("approximation"));
            bosses << boss;
        }
    }
    QStringList curses;
    for (CurseBit c : kAllCurses)
        if (f.curseMask & c)
            curses << app::trCurse(c);
    QString curseText = curses.isEmpty() ? tr("none") : curses.join(QStringLiteral(", "));
    if (s.forcedCurses)
        curseText += tr(" (forced)");

    const QString seed =
        s.runSeed ? QString::fromStdString(seedToString(*s.runSeed)) : tr("stage seed %1").arg(f.stageSeed);
    const QString head = QStringLiteral("<b>%1</b> · %2 · %3%4")
                             .arg((f.xl ? tr("%1 (XL)").arg(app::trStage(s.stage, s.stageType))
                                        : app::trStage(s.stage, s.stageType))
                                      .toHtmlEscaped(),
                                  seed, app::trRuleSet(s), s.hard ? tr(" · hard") : QString());
    QStringList facts;
    // As a player counts them: the rooms on the map, the secret ones apart, and the size the floor asked for.
    const QString rooms = hidden ? tr("<b>%1</b> rooms + <b>%2</b> secret").arg(visible).arg(hidden)
                                 : tr("<b>%1</b> rooms").arg(visible);
    if (f.rep.present && f.rep.targetFinal != f.target)
        // repentance.md R7: the target grows after many layouts with too few dead ends
        facts
            << tr("%1; the floor asked for %2 or more, then → <b>%3</b> after layouts with too few dead ends")
                   .arg(rooms)
                   .arg(f.target)
                   .arg(f.rep.targetFinal);
    else if (f.orig.present) // docs/original-2011.md O2
        facts << tr("%1; random(2) + 5 + level %2 × 2.6 gave %3")
                     .arg(rooms)
                     .arg(f.orig.level)
                     .arg(f.orig.baseRooms);
    else
        facts << tr("%1; the floor asked for %2 or more").arg(rooms).arg(f.target);
    facts << tr("<b>%1</b> dead ends").arg(f.deadEnds.size());
    facts << (f.attempts == 1 ? tr("1 attempt") : tr("<b>%1</b> attempts").arg(f.attempts));
    facts << tr("curse: %1").arg(curseText);
    if (!bosses.isEmpty())
        facts << (bosses.size() == 1 ? tr("boss: <b>%1</b>").arg(bosses.first())
                                     : tr("bosses: <b>%1</b>").arg(bosses.join(QStringLiteral(", "))));
    if (f.rep.present) {
        // repentance.md R9.7: where the boss pools came from
        switch (f.rep.bossPools) {
        case BossPoolsMode::Run:
            if (!f.rep.route.empty()) {
                facts << (f.rep.route.size() == 1
                              ? tr("boss pools after 1 route floor")
                              : tr("boss pools after %1 route floors").arg(f.rep.route.size()));
                break;
            }
            [[fallthrough]]; // the run's first floor
        case BossPoolsMode::FirstFloor:
            facts << tr("boss pools: first floor of the run");
            break;
        case BossPoolsMode::StageSeed:
            facts << tr("boss pools: stage seed <small>(approximation)</small>");
            break;
        }
        if (!f.rep.onRoute)
            facts << tr("off the default route (an XL floor skips it)");
    }
    return head + QStringLiteral("&nbsp;&nbsp;—&nbsp;&nbsp;") + facts.join(QStringLiteral(" · "));
}

} // namespace floorgen::gui
