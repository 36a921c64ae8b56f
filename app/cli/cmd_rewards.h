#pragma once

// `isaac-floorgen-cli rewards`: the exact room-clear reward table for a player (rewards.md), or the reward of
// one award seed.

#include "clioptions.h"
#include "floorgen/rewards.h"

#include <cstdint>
#include <optional>

#include <QString>
#include <QStringList>

namespace floorgen::cli {

struct RewardsArgs {
    RewardInputs inputs; // luck as given (the core clamps it to 0..10), items, hard mode
    OutputFormat format = OutputFormat::Text;
    std::optional<std::uint32_t> awardSeed; // --award-seed: one reward instead of the table
};

// Item names for --item: the kebab-case key ("guppys-tail"), or the game's name in any case with spaces and
// apostrophes ("Guppy's Tail"). Contract From Below may be given more than once: each adds a copy.
std::optional<RewardItem> rewardItemFromName(const QString &name);

bool parseRewardsArgs(const QStringList &args, RewardsArgs &result, QString &error, bool *helpShown = nullptr,
                      QString *helpText = nullptr);

} // namespace floorgen::cli
