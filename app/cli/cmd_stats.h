#pragma once

// `isaac-floorgen-cli stats`: the figures of many floors (core/include/floorgen/stats.h) as JSON or CSV.

#include "floorgen/stats.h"

#include <QString>
#include <QStringList>

namespace floorgen::cli {

struct StatsArgs {
    Settings settings; // the generate settings; the seed comes from `seeds`
    SeedSpace space = SeedSpace::Stage;
    SeedSet seeds = SeedSet::random(100000);
    int threads = 0; // 0: every core
    bool csv = false;
    QString gameData; // --game-data DIR
};

bool parseStatsArgs(const QStringList &args, StatsArgs &result, QString &error, bool *helpShown = nullptr,
                    QString *helpText = nullptr);

} // namespace floorgen::cli
