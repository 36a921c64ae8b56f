#pragma once

// The figures of a statistics run (core/include/floorgen/stats.h) as rows, JSON and CSV. The CLI's `stats`
// command and the GUI's statistics view both print and export through these functions.

#include "floorgen/stats.h"

#include <optional>
#include <vector>

#include <QJsonObject>
#include <QString>

namespace floorgen::app {

// One proportion: `count` of `total`, with its 95% Wilson interval and, for rolls, the documented chance.
struct RateRow {
    QString key;  // "shop", "dice-sacrifice", ...
    QString name; // "Shop", "Dice / Sacrifice"
    std::uint64_t count = 0;
    std::uint64_t total = 0;
    double rate = 0.0;
    Interval ci;
    std::optional<DocumentedChance> documented; // rolls only
    // Rolls: the rate is among floors with a dead end left; these say how often one was.
    std::uint64_t deadEndLeft = 0;
    std::uint64_t happened = 0;
    double deadEndRate = 0.0;
    double rateAllFloors = 0.0; // placed / floors the step ran on
};

// Special room types (every type but Null, Default and the types the generator never places) that appear on
// at least one floor, or that the settings can produce, in type order: floors with at least one.
std::vector<RateRow> roomRows(const FloorStats &stats);
// The rolls that happen for these settings, in roll order.
std::vector<RateRow> rollRows(const FloorStats &stats, const Settings &settings);
// Which type a placed room became (dice among dice/sacrifice, ...), with the documented share.
std::vector<RateRow> typeSplitRows(const FloorStats &stats, const Settings &settings);

struct StatsRunInfo {
    Settings settings;
    SeedSpace space = SeedSpace::Stage;
    SeedSet seeds;
    int threads = 1;
    double seconds = -1.0; // < 0: not reported
    bool cancelled = false;
};

QJsonObject statsToJson(const FloorStats &stats, const StatsRunInfo &info);
// CSV with a header line: section,key,name,value,count,total,rate,ci_low,ci_high,documented,condition.
QString statsToCsv(const FloorStats &stats, const StatsRunInfo &info);

QString fractionText(const DocumentedChance &c); // "5/14", "0", "1", or "1.00%" when not a fraction

} // namespace floorgen::app
