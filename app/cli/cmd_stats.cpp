#include "cmd_stats.h"

#include "clioptions.h"
#include "commands.h"
#include "interrupt.h"
#include "statsreport.h"
#include "textutil.h"

#include <limits>

#include <QElapsedTimer>
#include <QJsonDocument>

namespace floorgen::cli {

namespace {

constexpr qint64 kMaxCount = 4294967295ll;

} // namespace

bool parseStatsArgs(const QStringList &args, StatsArgs &o, QString &error, bool *helpShown,
                    QString *helpText) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Generate many floors for the settings on every core and print what they have in common: how often "
        "each special room appears, how often each optional roll (dice/sacrifice, library, curse, mini-boss, "
        "...) had a dead end left and placed its room, next to the chance the seed documents state, and "
        "histograms of rooms, dead ends, attempts and the boss room's distance. Rates come with 95% Wilson "
        "intervals. The figures do not depend on --threads."));
    addSettingsOptions(p);
    p.addOptions({
        {QStringLiteral("count"),
         QStringLiteral("Number of pseudo-random seeds (default 100000), derived from --master-seed."),
         QStringLiteral("N")},
        {QStringLiteral("master-seed"), QStringLiteral("Master seed of the random seeds (default 88748)."),
         QStringLiteral("N"), QStringLiteral("88748")},
        {QStringLiteral("seed-range"), QStringLiteral("Every seed A..B instead (1..4294967295)."),
         QStringLiteral("A..B")},
        {QStringLiteral("space"),
         QStringLiteral("stage (default): the seeds are stage seeds; run: they are run seeds."),
         QStringLiteral("SPACE"), QStringLiteral("stage")},
        {QStringLiteral("threads"), QStringLiteral("Worker threads (default 0: every core)."),
         QStringLiteral("T"), QStringLiteral("0")},
        {QStringLiteral("format"), QStringLiteral("json (default) or csv."), QStringLiteral("FORMAT"),
         QStringLiteral("json")},
    });
    p.addOption(gameDataOption());
    if (!runParser(p, args, error, helpShown, helpText))
        return false;
    if (helpShown && *helpShown)
        return true;
    o.gameData = p.value(QStringLiteral("game-data"));
    bool seedGiven = false;
    if (!readSettings(p, o.settings, seedGiven, error))
        return false;
    if (seedGiven) {
        error = QStringLiteral("stats takes no single seed: give --count N or --seed-range A..B");
        return false;
    }
    const QString space = p.value(QStringLiteral("space"));
    if (space == QLatin1String("stage"))
        o.space = SeedSpace::Stage;
    else if (space == QLatin1String("run"))
        o.space = SeedSpace::Run;
    else {
        error = QStringLiteral("--space: %1 is not stage or run").arg(app::quotedValue(space));
        return false;
    }
    qint64 n = 0;
    if (p.isSet(QStringLiteral("seed-range")) && p.isSet(QStringLiteral("count"))) {
        error = QStringLiteral("give only one of --count and --seed-range");
        return false;
    }
    if (p.isSet(QStringLiteral("seed-range"))) {
        qint64 from = 0, to = 0;
        if (!parseRange(QStringLiteral("seed-range"), p.value(QStringLiteral("seed-range")), 1, 0xFFFFFFFFll,
                        from, to, error))
            return false;
        o.seeds = SeedSet::range(static_cast<std::uint32_t>(from), static_cast<std::uint32_t>(to));
    } else {
        qint64 count = 100000, master = 0;
        if (p.isSet(QStringLiteral("count")) &&
            !parseInteger(QStringLiteral("count"), p.value(QStringLiteral("count")), 1, kMaxCount, count,
                          error))
            return false;
        if (!parseInteger(QStringLiteral("master-seed"), p.value(QStringLiteral("master-seed")), 0,
                          std::numeric_limits<qint64>::max(), master, error))
            return false;
        o.seeds = SeedSet::random(static_cast<std::uint64_t>(count), static_cast<std::uint64_t>(master));
    }
    if (!parseInteger(QStringLiteral("threads"), p.value(QStringLiteral("threads")), 0, 256, n, error))
        return false;
    o.threads = static_cast<int>(n);
    int format = 0;
    if (!parseChoice(QStringLiteral("format"), p.value(QStringLiteral("format")),
                     {QStringLiteral("json"), QStringLiteral("csv")}, format, error))
        return false;
    o.csv = format == 1;
    // Everything but the seed, checked now so that a bad stage type is reported before any work.
    return validateWithoutSeed(o.settings, error);
}

int runStats(const QStringList &args, Io &io) {
    StatsArgs o;
    if (const int rc = parseOrReport(parseStatsArgs, args, o, io); rc >= 0)
        return rc;
    std::unique_ptr<FileCatalog> gameData;
    if (const int rc = openGameData(o.gameData, gameData, io); rc >= 0)
        return rc;
    StatsOptions options;
    options.gameData = gameData.get();
    options.threads = o.threads;
    options.cancel = &interruptFlag();
    QElapsedTimer timer;
    timer.start();
    const StatsResult r = runStatistics(o.settings, o.space, o.seeds, options);
    const double seconds = static_cast<double>(timer.nsecsElapsed()) / 1e9;
    if (!r.error.empty()) {
        io.err << "isaac-floorgen-cli: " << QString::fromStdString(r.error) << "\n";
        io.err.flush();
        return kExitBadInput;
    }
    app::StatsRunInfo info;
    info.settings = o.settings;
    info.space = o.space;
    info.seeds = o.seeds;
    info.threads = effectiveThreads(o.threads);
    info.seconds = seconds;
    info.cancelled =
        r.cancelled; // JSON "cancelled": true, a CSV "partial" row: the figures of the seeds done
    if (o.csv)
        io.out << app::statsToCsv(r.stats, info);
    else
        io.out << QString::fromUtf8(
                      QJsonDocument(app::statsToJson(r.stats, info)).toJson(QJsonDocument::Compact))
               << "\n";
    io.out.flush();
    if (r.cancelled) {
        const FloorStats &f = r.stats;
        io.err << "isaac-floorgen-cli: interrupted by " << interruptSignalName()
               << ": the figures are partial, of the " << (f.floors + f.failures + f.invalid) << " of "
               << o.seeds.size() << " seeds done\n";
        io.err.flush();
        return interruptExitCode();
    }
    return kExitOk;
}

} // namespace floorgen::cli
