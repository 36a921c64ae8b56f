#pragma once

// A run's floors as the game's log.txt writes them (the CLI's `run --format log`), for the tests that follow
// a log (test_gamelog_gui, test_overlay_gui): the RNG Start Seed line and each floor's lines, appended as
// the game does.

#include "clirunner.h"
#include "floorgen/gamelog.h"

#include <cstdint>
#include <vector>

#include <QFile>
#include <QString>
#include <QStringList>

namespace floorgen::testing {

// A floor of a predicted log: its lines (with the game's prefix) and what its Level::Init says.
struct LogFloorLines {
    QStringList lines;
    int stage = 0, stageType = 0;
    std::uint32_t stageSeed = 0;
    int attempts = 0;
};

// The CLI's `run --format log` of a run seed, cut into the RNG Start Seed line and the floors.
struct PredictedRun {
    QString startLine;
    std::vector<LogFloorLines> floors;
};

inline PredictedRun predictedRun(const QString &seed) {
    const Run r = runTool({QStringLiteral("run"), QStringLiteral("--seed"), seed, QStringLiteral("--format"),
                           QStringLiteral("log")});
    PredictedRun run;
    if (r.rc != 0)
        return run;
    for (const QString &text : r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const gamelog::Line line = gamelog::parseLine(text.toStdString());
        if (line.kind == gamelog::LineKind::RunStart) {
            run.startLine = text;
            continue;
        }
        if (line.kind == gamelog::LineKind::LevelInit) {
            LogFloorLines f;
            f.stage = int(line.a);
            f.stageType = int(line.b);
            f.stageSeed = line.c;
            run.floors.push_back(f);
        }
        if (run.floors.empty())
            continue;
        run.floors.back().lines << text;
        if (line.kind == gamelog::LineKind::MapGenerated)
            run.floors.back().attempts = int(line.a);
    }
    return run;
}

inline bool appendLine(const QString &path, const QString &line) {
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Append))
        return false;
    const QByteArray bytes = (line + QStringLiteral("\r\n")).toUtf8(); // the game's Windows line ends
    return f.write(bytes) == bytes.size();
}

} // namespace floorgen::testing
