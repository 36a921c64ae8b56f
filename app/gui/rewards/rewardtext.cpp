#include "rewards/rewardtext.h"

#include "floorrenderer.h"

#include <QCoreApplication>
#include <QLocale>

namespace floorgen::gui {

namespace {

QByteArray latin1(std::string_view s) {
    return QByteArray(s.data(), static_cast<qsizetype>(s.size()));
}

QString tr(const char *text, const char *disambiguation = nullptr) {
    // lupdate files the tr() texts of this file's free functions under their namespace, hence this context.
    return QCoreApplication::translate("floorgen::gui", text, disambiguation);
}

} // namespace

QString rewardKindText(RewardKind kind) {
    return QCoreApplication::translate("RewardKind", latin1(rewardKindName(kind)).constData());
}

QString outcomeText(RewardKind kind, int count) {
    if (kind == RewardKind::Nothing || count == 1)
        return rewardKindText(kind);
    //: a pickup and how many of it, e.g. "Coin ×2"
    return tr("%1 ×%2").arg(rewardKindText(kind)).arg(count);
}

QString rewardItemText(RewardItem item) {
    return QCoreApplication::translate("RewardItem", latin1(rewardItemName(item)).constData());
}

QString rewardItemEffectText(RewardItem item) {
    return QCoreApplication::translate("RewardItemEffect", latin1(rewardItemEffect(item)).constData());
}

QString percentText(double probability, int decimals) {
    //: a probability in percent
    return tr("%1 %").arg(QLocale().toString(probability * 100, 'f', decimals));
}

QColor rewardKindColor(RewardKind kind) {
    switch (kind) {
    case RewardKind::Nothing:
        return QColor(0x9e, 0x9e, 0x9e);
    case RewardKind::Card:
        return QColor(0x8e, 0x44, 0xad);
    case RewardKind::Trinket:
        return QColor(0x16, 0xa0, 0x85);
    case RewardKind::Pill:
        return QColor(0xe8, 0x43, 0x93);
    case RewardKind::Coin:
        return QColor(0xf1, 0xc4, 0x0f);
    case RewardKind::Heart:
        return QColor(0xe7, 0x4c, 0x3c);
    case RewardKind::Key:
        return QColor(0x29, 0x80, 0xb9);
    case RewardKind::Bomb:
        return QColor(0x34, 0x49, 0x5e);
    case RewardKind::Chest:
        return QColor(0xa0, 0x6a, 0x42);
    case RewardKind::LockedChest:
        return QColor(0x6d, 0x4c, 0x41);
    case RewardKind::Battery:
        return QColor(0x27, 0xae, 0x60);
    case RewardKind::Sack:
        return QColor(0xd3, 0x8b, 0x5d);
    }
    return Qt::gray;
}

QIcon rewardKindIcon(RewardKind kind) {
    return QIcon(app::FloorRenderer::rewardIconPath(static_cast<int>(kind)));
}

QString rewardsDiscrepanciesHtml() {
    struct Row {
        const char *topic, *prose, *code;
    };
    static const Row rows[] = {
        {QT_TRANSLATE_NOOP("floorgen::gui", "Lil' battery"),
         QT_TRANSLATE_NOOP("floorgen::gui", "3.33% only with Watch Battery"),
         QT_TRANSLATE_NOOP("floorgen::gui", "1/20 always, plus 1/15 with Watch Battery")},
        {QT_TRANSLATE_NOOP("floorgen::gui", "Lucky Foot / Lucky Toe"),
         QT_TRANSLATE_NOOP("floorgen::gui", "Foot scales both floats; Toe adds 0.02"),
         QT_TRANSLATE_NOOP("floorgen::gui",
                           "Foot scales the first float only; Toe's effect depends on Foot and luck")},
        {QT_TRANSLATE_NOOP("floorgen::gui", "Hard mode hearts"),
         QT_TRANSLATE_NOOP("floorgen::gui", "66% become nothing"),
         QT_TRANSLATE_NOOP("floorgen::gui", "65% (RandomInt(100) >= 35)")},
        {QT_TRANSLATE_NOOP("floorgen::gui", "Guppy's Tail"),
         QT_TRANSLATE_NOOP("floorgen::gui", "33% chest, 33% nothing"),
         QT_TRANSLATE_NOOP("floorgen::gui", "1/3 chest (half of them locked), 2/9 nothing")},
        {QT_TRANSLATE_NOOP("floorgen::gui", "Contract From Below"),
         QT_TRANSLATE_NOOP("floorgen::gui", "each extra copy halves the nothing chance"),
         QT_TRANSLATE_NOOP("floorgen::gui", "the nothing chance is 0.5 × 0.666^n for n contracts")},
        {QT_TRANSLATE_NOOP("floorgen::gui", "Lil' battery / grab bag"),
         QT_TRANSLATE_NOOP("floorgen::gui", "applied in a listed order"),
         QT_TRANSLATE_NOOP("floorgen::gui", "as in steps 5.2 to 5.5, and only when p > 0.22")},
    };
    QString html =
        tr("<p>This tool follows the <b>pseudo-code</b> of the wiki page on room-clear awards, which was "
           "reverse engineered from the game and fixes the order of every random draw. The page's "
           "prose summary disagrees with its own pseudo-code in these places; where they differ, the "
           "tool shows the pseudo-code's numbers.</p>");
    html +=
        QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\"><tr><th>%1</th><th>%2</th>"
                       "<th>%3</th></tr>")
            .arg(tr("Topic"), tr("Wiki prose"), tr("Pseudo-code (what this tool does)"));
    for (const Row &r : rows)
        html +=
            QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td></tr>")
                .arg(tr(r.topic).toHtmlEscaped(), tr(r.prose).toHtmlEscaped(), tr(r.code).toHtmlEscaped());
    html += QStringLiteral("</table>");
    html += tr("<p><b>Exact probabilities</b> are computed in closed form with every random float uniform on "
               "[0, 1) and every draw independent. The game's RNG is slightly correlated between consecutive "
               "draws; for luck strictly between 0 and 1 this moves some outcomes by up to about 0.07 "
               "percentage points, and by nothing measurable at luck 0 or luck 1 and above.</p>"
               "<p><b>Award seeds</b>: %1 The reward shown on a room is exact for that seed.</p>")
                .arg(awardSeedRuleText().toHtmlEscaped());
    return html;
}

QString awardSeedRuleText() {
    return tr(
        "Room award seeds use the fallback rule of the rewards specification, because the generation "
        "rules give none: a dedicated RNG seeded with the stage seed (shift index 35), advanced once per "
        "room in room-number order (a seed of 0 becomes 1).");
}

} // namespace floorgen::gui
