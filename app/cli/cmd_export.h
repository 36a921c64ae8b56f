#pragma once

// `isaac-floorgen-cli export`: one floor, or a batch of floors, to PNG, SVG, PDF or JSON files.

#include "floorexport.h"
#include "floorgen/generator.h"

#include <atomic>
#include <cstdint>
#include <vector>

#include <QIODevice>
#include <QString>
#include <QStringList>

namespace floorgen::cli {

struct ExportArgs {
    enum class Source { Single, SeedsFile, StageSeedRange };

    Settings settings; // the generate settings; a batch replaces the seed per floor
    app::ExportOptions options;
    QString output; // a file; with a name pattern, the folder the files go to
    Source source = Source::Single;
    QString seedsFile;           // one seed string per line; "-" is standard input
    std::uint32_t rangeFrom = 0; // --stage-seed-range A..B
    std::uint32_t rangeTo = 0;
    QString namePattern; // batch: file name with {seed}, {stage}, {stageSeed}, {index}; empty: one PDF
    int jobs = 0;        // batch with a name pattern: files written at the same time; 0: defaultJobCount()
    QString gameData;    // --game-data DIR (null: the built-in catalog)

    bool batch() const { return source != Source::Single; }
    // How many floors a stage-seed range holds.
    qint64 rangeCount() const { return qint64(rangeTo) - qint64(rangeFrom) + 1; }
};

// The most floors one batch run accepts (a range of stage seeds).
inline constexpr qint64 kMaxBatchFloors = 1000000;

// A --seeds list, read as a stream: the seed of each line that holds one, and a message for each line that
// does not (after a '#' is a comment; blank lines are skipped).
struct SeedLine {
    qint64 lineNumber = 0;
    std::uint32_t seed = 0;
    qsizetype problem = -1; // index into SeedList::problems, -1 when the line holds a seed
};
struct SeedList {
    std::vector<SeedLine> lines;
    QStringList problems; // "seeds.txt line 4: \"NOPE NOPE\": invalid character ..."
};
// The longest line a seeds list may have: a seed string and a comment.
inline constexpr qint64 kMaxSeedLineBytes = 1024;
// A list with more lines that are not seeds than this is not a seeds list: it is refused.
inline constexpr qsizetype kMaxBadSeedLines = 1000;

// Reads `device` line by line; `name` names it in messages ("standard input" or the file name). False with a
// message (nothing read is kept) for a line longer than kMaxSeedLineBytes, more than kMaxBatchFloors seeds,
// more than kMaxBadSeedLines lines that are not seeds, or a read error. Memory: a few bytes a seed. With
// `cancel` (the interrupt flag), a signal stops the reading at once: false with `error` empty.
bool readSeedList(QIODevice &device, const QString &name, SeedList &list, QString &error,
                  const std::atomic<bool> *cancel = nullptr);

// How many files a batch writes at the same time by default.
int defaultJobCount();

bool parseExportArgs(const QStringList &args, ExportArgs &result, QString &error, bool *helpShown = nullptr,
                     QString *helpText = nullptr);

// Checks a file name pattern: no folder separators, only known placeholders, and at least one of {seed},
// {stageSeed} and {index} so that the names differ. False with a message naming the problem.
bool validateNamePattern(const QString &pattern, QString &error);
// The file name for one floor of a batch (`index` counts from 1).
QString expandNamePattern(const QString &pattern, const Floor &floor, qint64 index);

} // namespace floorgen::cli
