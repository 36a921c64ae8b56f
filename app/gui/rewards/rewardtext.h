#pragma once

// Translated names, colours, icons and help text of room-clear rewards (rewards.md), shared by the rewards
// panel, its table, its chart and the map's tooltips.

#include "floorgen/rewards.h"

#include <QColor>
#include <QIcon>
#include <QString>

namespace floorgen::gui {

QString rewardKindText(RewardKind kind);                   // "Lil' Battery"
QString outcomeText(RewardKind kind, int count);           // "Coin ×2", "Coin", "Nothing"
QString rewardItemText(RewardItem item);                   // "Guppy's Tail"
QString rewardItemEffectText(RewardItem item);             // one line, for tooltips
QString percentText(double probability, int decimals = 3); // "13.965 %"
QColor rewardKindColor(RewardKind kind);                   // one fixed colour per kind (chart, legend)
QIcon rewardKindIcon(RewardKind kind);                     // the map's reward icon
// The spec's "Discrepancies between the page's prose and its pseudo-code" table, and the notes on the model
// (award seeds, exact probabilities), as HTML.
QString rewardsDiscrepanciesHtml();
// One sentence for the About box (rewards.md "Award seeds": the fallback rule must be said there).
QString awardSeedRuleText();

} // namespace floorgen::gui
