#include "cmd_export.h"

#include "clioptions.h"
#include "commands.h"
#include "floorgen/seedstring.h"
#include "inputreader.h"
#include "interrupt.h"
#include "textutil.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <thread>
#include <unistd.h>
#include <vector>

#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QThread>

namespace floorgen::cli {

namespace {

const QString kSeedsOption = QStringLiteral("seeds");
const QString kRangeOption = QStringLiteral("stage-seed-range");

bool parseScale(const QString &text, qreal &scale, QString &error) {
    bool ok = false;
    const double v = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < app::kMinExportScale || v > app::kMaxExportScale) {
        error = QStringLiteral("--scale: %1 is not a number from %2 to %3")
                    .arg(app::quotedValue(text))
                    .arg(app::kMinExportScale)
                    .arg(app::kMaxExportScale);
        return false;
    }
    scale = v;
    return true;
}

bool parseSize(const QString &text, QSize &size, QString &error) {
    static const QRegularExpression re(QStringLiteral("^\\s*(\\d{1,9})\\s*[xX]\\s*(\\d{1,9})\\s*$"));
    const auto m = re.match(text);
    if (!m.hasMatch()) {
        error = QStringLiteral("--size: %1 is not WIDTHxHEIGHT in pixels, e.g. 1200x900")
                    .arg(app::quotedValue(text));
        return false;
    }
    const int w = m.captured(1).toInt();
    const int h = m.captured(2).toInt();
    if (w < 16 || h < 16 || w > app::kMaxExportSide || h > app::kMaxExportSide) {
        error = QStringLiteral("--size: %1 is out of range (each side 16 to %2 pixels)")
                    .arg(text)
                    .arg(app::kMaxExportSide);
        return false;
    }
    size = QSize(w, h);
    return true;
}

QString formatList() {
    return QStringLiteral("png, svg, pdf or json");
}

// The floor's {seed}: the seed string without its space, or the stage seed number.
QString seedToken(const Floor &floor) {
    if (floor.settings.runSeed)
        return QString::fromStdString(seedToString(*floor.settings.runSeed, false));
    return QString::number(floor.stageSeed);
}

// Whether a stream writes to a terminal (a redrawn progress line) or to a file, pipe or buffer (a line a
// step).
bool isTerminal(const QTextStream &stream) {
    const auto *file = qobject_cast<const QFile *>(stream.device());
    return file && file->handle() >= 0 && ::isatty(file->handle()) == 1;
}

// Progress on standard error: on a terminal one line, redrawn at most ten times a second and on the last
// floor; elsewhere (a log file, a pipe) one line a step.
class Progress {
public:
    Progress(QTextStream &err, qint64 total)
        : m_err(err)
        , m_total(total)
        , m_terminal(isTerminal(err)) {
        m_timer.start();
    }
    void update(qint64 done, const QString &what) {
        if (!m_terminal) {
            if (done <= m_printed)
                return; // (a step is said once)
            m_printed = done;
            m_err << QStringLiteral("[%1/%2] %3").arg(done).arg(m_total).arg(what) << "\n";
            m_err.flush();
            return;
        }
        if (done != m_total && m_shown && m_timer.elapsed() < 100)
            return;
        m_timer.restart();
        QString line = QStringLiteral("[%1/%2] %3").arg(done).arg(m_total).arg(what);
        const qsizetype length = line.size();
        if (length < m_lastLength) // blank out the rest of a longer previous line
            line += QString(m_lastLength - length, QLatin1Char(' '));
        m_lastLength = length;
        m_err << "\r" << line;
        m_err.flush();
        m_shown = true;
        m_pending = true;
    }
    // A message on a line of its own, leaving the progress line intact.
    void message(const QString &text) {
        if (m_pending)
            m_err << "\n";
        m_pending = false;
        m_err << "isaac-floorgen-cli: " << text << "\n";
        m_err.flush();
    }
    void finish() {
        if (m_pending)
            m_err << "\n";
        m_pending = false;
        m_err.flush();
    }

private:
    QTextStream &m_err;
    qint64 m_total;
    bool m_terminal = false;
    qint64 m_printed = 0; // not a terminal: the last step said
    QElapsedTimer m_timer;
    bool m_shown = false;
    bool m_pending = false;
    qsizetype m_lastLength = 0;
};

int failWith(Io &io, const QString &message, int code = kExitBadInput) {
    io.err << "isaac-floorgen-cli: " << app::escapedMessage(message) << "\n";
    io.err.flush();
    return code;
}

} // namespace

int defaultJobCount() {
    // Twice the cores: half the time of a worker is spent waiting for the disk (QSaveFile syncs each file).
    return std::clamp(2 * QThread::idealThreadCount(), 2, 16);
}

bool readSeedList(QIODevice &device, const QString &name, SeedList &list, QString &error,
                  const std::atomic<bool> *cancel) {
    list = SeedList{};
    error.clear();
    app::LineReader reader(device, cancel);
    QByteArray raw;
    while (true) {
        const app::LineReader::Result r = reader.next(raw, kMaxSeedLineBytes);
        if (r == app::LineReader::Result::End)
            break;
        if (r == app::LineReader::Result::Cancelled || r == app::LineReader::Result::Error) {
            if (r == app::LineReader::Result::Error)
                error = QStringLiteral("--seeds: cannot read %1: %2").arg(name, reader.errorString());
            list = SeedList{};
            return false;
        }
        const qint64 lineNumber = reader.lineNumber();
        if (r == app::LineReader::Result::TooLong) {
            error =
                QStringLiteral("--seeds: %1 line %2 is longer than %3 bytes; a line holds one seed string "
                               "(such as B91Y 9THH) and an optional # comment")
                    .arg(name)
                    .arg(lineNumber)
                    .arg(kMaxSeedLineBytes);
            list = SeedList{};
            return false;
        }
        QString text = QString::fromUtf8(raw);
        if (const qsizetype hash = text.indexOf(QLatin1Char('#')); hash >= 0)
            text.truncate(hash);
        text = text.trimmed();
        if (text.isEmpty())
            continue;
        if (static_cast<qint64>(list.lines.size()) == kMaxBatchFloors) {
            error = QStringLiteral("--seeds: %1 holds more than %2 seeds; one run exports at most %2 floors "
                                   "(split the list)")
                        .arg(name)
                        .arg(kMaxBatchFloors);
            list = SeedList{};
            return false;
        }
        SeedLine line;
        line.lineNumber = lineNumber;
        QString problem;
        if (const auto seed = app::parseSeedText(text, problem)) {
            line.seed = *seed;
        } else {
            if (list.problems.size() == kMaxBadSeedLines) {
                error = QStringLiteral("--seeds: %1 has more than %2 lines that are not seeds (line %3: %4); "
                                       "is it a list of seeds, one a line?")
                            .arg(name)
                            .arg(kMaxBadSeedLines)
                            .arg(lineNumber)
                            .arg(app::quotedValue(text));
                list = SeedList{};
                return false;
            }
            line.problem = list.problems.size();
            list.problems << QStringLiteral("%1 line %2: %3: %4")
                                 .arg(name)
                                 .arg(lineNumber)
                                 .arg(app::quotedValue(text), problem);
        }
        list.lines.push_back(line);
    }
    return true;
}

bool validateNamePattern(const QString &pattern, QString &error) {
    if (pattern.trimmed().isEmpty()) {
        error = QStringLiteral("--name: the pattern is empty");
        return false;
    }
    if (pattern.contains(QLatin1Char('/')) || pattern.contains(QLatin1Char('\\'))) {
        error = QStringLiteral("--name: %1 must be a file name without folders (give the folder with -o)")
                    .arg(app::quotedValue(pattern, app::kMaxEchoedPathChars));
        return false;
    }
    static const QRegularExpression placeholder(QStringLiteral("\\{([^{}]*)\\}"));
    static const QStringList known = {QStringLiteral("seed"), QStringLiteral("stage"),
                                      QStringLiteral("stageSeed"), QStringLiteral("index")};
    bool unique = false;
    for (auto it = placeholder.globalMatch(pattern); it.hasNext();) {
        const QString name = it.next().captured(1);
        if (!known.contains(name)) {
            error = QStringLiteral("--name: unknown placeholder {%1} in %2 (use {seed}, {stage}, "
                                   "{stageSeed}, {index})")
                        .arg(app::escapedValue(name), app::quotedValue(pattern, app::kMaxEchoedPathChars));
            return false;
        }
        unique = unique || name != QLatin1String("stage");
    }
    if (!unique) {
        error = QStringLiteral("--name: %1 would give every floor the same name; use {seed}, {stageSeed} "
                               "or {index}")
                    .arg(app::quotedValue(pattern, app::kMaxEchoedPathChars));
        return false;
    }
    return true;
}

QString expandNamePattern(const QString &pattern, const Floor &floor, qint64 index) {
    QString name = pattern;
    name.replace(QStringLiteral("{seed}"), seedToken(floor));
    name.replace(QStringLiteral("{stageSeed}"), QString::number(floor.stageSeed));
    name.replace(QStringLiteral("{stage}"), QString::number(floor.settings.stage));
    name.replace(QStringLiteral("{index}"), QString::number(index));
    return name;
}

bool parseExportArgs(const QStringList &args, ExportArgs &a, QString &error, bool *helpShown,
                     QString *helpText) {
    a = ExportArgs{};
    a.options.legend = false;
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Export floors as pictures (PNG, SVG, PDF) or as the floor JSON. One floor: the generate settings "
        "and -o FILE (the format comes from the extension). A batch: --seeds FILE or --stage-seed-range "
        "A..B, "
        "with --name PATTERN and -o FOLDER, or -o FILE.pdf for one PDF with a page per floor."));
    addSettingsOptions(p);
    p.addOption(gameDataOption());
    p.addOptions({
        {{QStringLiteral("o"), QStringLiteral("output")},
         QStringLiteral("The file to write; with --name, the folder the files go to (it must exist)."),
         QStringLiteral("FILE")},
        {QStringLiteral("format"),
         QStringLiteral("png, svg, pdf or json; default: from the extension of -o or --name."),
         QStringLiteral("FORMAT")},
        {QStringLiteral("scale"),
         QStringLiteral("Size factor: 1 (default) is %1 pixels a grid cell.").arg(app::kExportCellSize),
         QStringLiteral("F")},
        {QStringLiteral("size"), QStringLiteral("Exact picture size in pixels (PNG and SVG), e.g. 1200x900."),
         QStringLiteral("WxH")},
        {QStringLiteral("transparent"), QStringLiteral("No background fill.")},
        {QStringLiteral("legend"), QStringLiteral("Draw a legend of the room icons.")},
        {QStringLiteral("caption"),
         QStringLiteral("Caption text (default: seed, stage, rule set, items and curses)."),
         QStringLiteral("TEXT")},
        {QStringLiteral("no-caption"), QStringLiteral("No caption.")},
        {QStringLiteral("no-dead-ends"), QStringLiteral("No dead-end numbers.")},
        {QStringLiteral("no-provenance-marks"),
         QStringLiteral("No provenance marks (the badges on rooms whose rule is not verified against the "
                        "game, and the note under the map).")},
        {QStringLiteral("hide-secrets"),
         QStringLiteral("Leave out secret, super secret and ultra secret rooms (the map as the player sees "
                        "it).")},
        {QStringLiteral("full-grid"),
         QStringLiteral("Draw the whole 13x13 grid (default: only the part the floor uses).")},
        {QStringLiteral("theme"), QStringLiteral("light (default) or dark."), QStringLiteral("THEME"),
         QStringLiteral("light")},
        {QStringLiteral("page-size"),
         QStringLiteral("PDF paper: a4, letter or fit (a page the floor's size). Default: a batch in one PDF "
                        "uses the locale's (Letter in the US, else A4), one floor fit."),
         QStringLiteral("SIZE")},
        {kSeedsOption,
         QStringLiteral("Batch: a file with one seed string per line (# starts a comment; - reads standard "
                        "input)."),
         QStringLiteral("FILE")},
        {kRangeOption, QStringLiteral("Batch: stage seeds A to B, e.g. 1..1000."), QStringLiteral("A..B")},
        {{QStringLiteral("j"), QStringLiteral("jobs")},
         QStringLiteral("Batch with --name: floors exported at the same time (default: twice the cores)."),
         QStringLiteral("N")},
        {QStringLiteral("name"),
         QStringLiteral("Batch: the file name pattern, with {seed}, {stage}, {stageSeed} and {index}, "
                        "e.g. {seed}-{stage}.png."),
         QStringLiteral("PATTERN")},
    });
    if (!runParser(p, args, error, helpShown, helpText))
        return false;
    if (helpShown && *helpShown)
        return true;

    bool seedGiven = false;
    if (!readSettings(p, a.settings, seedGiven, error))
        return false;
    const bool seedsGiven = p.isSet(kSeedsOption);
    const bool rangeGiven = p.isSet(kRangeOption);
    if (int(seedGiven) + int(seedsGiven) + int(rangeGiven) > 1) {
        error = QStringLiteral("give only one of a seed (--seed, --run-seed, --stage-seed), --seeds and "
                               "--stage-seed-range");
        return false;
    }
    if (seedsGiven) {
        a.source = ExportArgs::Source::SeedsFile;
        a.seedsFile = p.value(kSeedsOption);
        if (a.seedsFile.isEmpty()) {
            error = QStringLiteral("--seeds: no file name given");
            return false;
        }
    } else if (rangeGiven) {
        a.source = ExportArgs::Source::StageSeedRange;
        qint64 from = 0, to = 0;
        if (!parseRange(kRangeOption, p.value(kRangeOption), 1, 0xFFFFFFFFll, from, to, error))
            return false;
        if (to - from + 1 > kMaxBatchFloors) {
            error = QStringLiteral("--stage-seed-range: %1 holds %2 floors; one run exports at most %3")
                        .arg(p.value(kRangeOption))
                        .arg(to - from + 1)
                        .arg(kMaxBatchFloors);
            return false;
        }
        a.rangeFrom = static_cast<std::uint32_t>(from);
        a.rangeTo = static_cast<std::uint32_t>(to);
    } else if (!seedGiven) {
        error = QStringLiteral("give a seed (--seed \"XXXX XXXX\", --run-seed N or --stage-seed N), "
                               "--seeds FILE or --stage-seed-range A..B");
        return false;
    }
    if (a.batch()) {
        // The per-floor seed comes later; check the other settings now.
        if (!validateWithoutSeed(a.settings, error))
            return false;
    }

    a.output = p.value(QStringLiteral("output"));
    if (a.output.isEmpty()) {
        error = a.batch() ? QStringLiteral("give -o FOLDER (with --name) or -o FILE.pdf")
                          : QStringLiteral("give -o FILE (.png, .svg, .pdf or .json)");
        return false;
    }
    a.namePattern = p.value(QStringLiteral("name"));
    if (p.isSet(QStringLiteral("name"))) {
        if (!a.batch()) {
            error = QStringLiteral("--name needs a batch: --seeds FILE or --stage-seed-range A..B");
            return false;
        }
        if (!validateNamePattern(a.namePattern, error))
            return false;
    }

    std::optional<app::ExportFormat> format;
    if (p.isSet(QStringLiteral("format"))) {
        format = app::exportFormatFromKey(p.value(QStringLiteral("format")));
        if (!format) {
            error = QStringLiteral("--format: %1 is not %2")
                        .arg(app::quotedValue(p.value(QStringLiteral("format"))), formatList());
            return false;
        }
    } else {
        const QString named = a.namePattern.isEmpty() ? a.output : a.namePattern;
        format = app::exportFormatFromFileName(named);
        if (!format) {
            error = QStringLiteral("cannot tell the format of %1: give --format %2, or a name ending in "
                                   ".png, .svg, .pdf or .json")
                        .arg(app::quotedValue(named, app::kMaxEchoedPathChars), formatList());
            return false;
        }
    }
    a.options.format = *format;
    if (a.batch() && a.namePattern.isEmpty() && a.options.format != app::ExportFormat::Pdf) {
        error = QStringLiteral("a batch export to %1 needs --name PATTERN (one file per floor, -o is the "
                               "folder); only PDF puts every floor into one file")
                    .arg(app::exportFormatKey(a.options.format));
        return false;
    }
    if (!a.namePattern.isEmpty() && QFileInfo(a.namePattern).suffix().isEmpty())
        a.namePattern += QLatin1Char('.') + app::exportFormatKey(a.options.format);

    // PDF paper: a batch in one PDF gets one page size for every page (the locale's A4 or Letter unless
    // --page-size says), the map fitted on each page; one floor's PDF is sized to the floor unless asked.
    if (p.isSet(QStringLiteral("page-size"))) {
        const QString v = p.value(QStringLiteral("page-size")).toLower();
        if (a.options.format != app::ExportFormat::Pdf) {
            error = QStringLiteral("--page-size is for PDF");
            return false;
        }
        if (v == QLatin1String("a4"))
            a.options.pageSize = app::ExportOptions::PageSize::A4;
        else if (v == QLatin1String("letter"))
            a.options.pageSize = app::ExportOptions::PageSize::Letter;
        else if (v == QLatin1String("fit"))
            a.options.pageSize = app::ExportOptions::PageSize::Fit;
        else {
            error = QStringLiteral("--page-size: \"%1\" is not a4, letter or fit")
                        .arg(p.value(QStringLiteral("page-size")));
            return false;
        }
    } else if (a.batch() && a.namePattern.isEmpty() && a.options.format == app::ExportFormat::Pdf) {
        a.options.pageSize = app::localePageSize(QLocale::system());
    }

    if (p.isSet(QStringLiteral("jobs"))) {
        qint64 jobs = 0;
        if (!parseInteger(QStringLiteral("jobs"), p.value(QStringLiteral("jobs")), 1, 64, jobs, error))
            return false;
        a.jobs = static_cast<int>(jobs);
    }
    if (p.isSet(QStringLiteral("scale")) && p.isSet(QStringLiteral("size"))) {
        error = QStringLiteral("give only one of --scale and --size");
        return false;
    }
    if (p.isSet(QStringLiteral("scale")) &&
        !parseScale(p.value(QStringLiteral("scale")), a.options.scale, error))
        return false;
    if (p.isSet(QStringLiteral("size"))) {
        if (a.options.format == app::ExportFormat::Pdf) {
            error =
                QStringLiteral("--size is for PNG and SVG; PDF pages are sized to their floor (use --scale)");
            return false;
        }
        if (!parseSize(p.value(QStringLiteral("size")), a.options.pixelSize, error))
            return false;
    }
    a.gameData = p.value(QStringLiteral("game-data"));
    a.options.transparent = p.isSet(QStringLiteral("transparent"));
    a.options.legend = p.isSet(QStringLiteral("legend"));
    if (p.isSet(QStringLiteral("caption")) && p.isSet(QStringLiteral("no-caption"))) {
        error = QStringLiteral("give only one of --caption and --no-caption");
        return false;
    }
    a.options.caption = !p.isSet(QStringLiteral("no-caption"));
    a.options.captionText = p.value(QStringLiteral("caption"));
    a.options.deadEndNumbers = !p.isSet(QStringLiteral("no-dead-ends"));
    a.options.provenanceMarks = !p.isSet(QStringLiteral("no-provenance-marks"));
    a.options.showHidden = !p.isSet(QStringLiteral("hide-secrets"));
    a.options.fitToFloor = !p.isSet(QStringLiteral("full-grid"));
    const QString theme = p.value(QStringLiteral("theme")).trimmed().toLower();
    if (theme == QLatin1String("light")) {
        a.options.theme = app::Theme::Light;
    } else if (theme == QLatin1String("dark")) {
        a.options.theme = app::Theme::Dark;
    } else {
        error = QStringLiteral("--theme: %1 is not light or dark")
                    .arg(app::quotedValue(p.value(QStringLiteral("theme"))));
        return false;
    }
    return true;
}

int runExport(const QStringList &args, Io &io) {
    ExportArgs a;
    if (const int rc = parseOrReport(parseExportArgs, args, a, io); rc >= 0)
        return rc;
    QString error;

    // Painting text needs a QGuiApplication (main() makes one for commands marked needsGui).
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return failWith(io, QStringLiteral("export needs a QGuiApplication to paint with"), kExitFailure);

    std::unique_ptr<FileCatalog> gameData;
    if (const int rc = openGameData(a.gameData, gameData, io); rc >= 0)
        return rc;
    Floor floor;
    std::string message;
    if (!a.batch()) {
        const auto status = generate(a.settings, floor, nullptr, &message, gameData.get());
        if (status != GenerateStatus::Ok)
            return failWith(io, QString::fromStdString(message),
                            status == GenerateStatus::NoFloor ? kExitNoFloor : kExitBadInput);
        if (!app::exportToFile(a.output, app::ExportItem::fromFloor(floor, gameData.get()), a.options, error))
            return failWith(io, error);
        return kExitOk;
    }

    // ---- batch ----
    SeedList seedList;
    qint64 total = 0;
    if (a.source == ExportArgs::Source::SeedsFile) {
        const bool standardInput = a.seedsFile == QLatin1String("-");
        const QString name = standardInput ? QStringLiteral("standard input")
                                           : app::quotedValue(a.seedsFile, app::kMaxEchoedPathChars);
        QFile file;
        QString why;
        if (!standardInput && !app::openForReading(file, a.seedsFile, why))
            return failWith(io, QStringLiteral("--seeds: cannot read %1: %2").arg(name, why));
        if (!readSeedList(standardInput ? io.in : file, name, seedList, error, &interruptFlag())) {
            if (error.isEmpty() && interrupted()) {
                io.err << "isaac-floorgen-cli: interrupted by " << interruptSignalName() << " while reading "
                       << name << ": no floor is done\n";
                io.err.flush();
                return interruptExitCode();
            }
            return failWith(io, error);
        }
        if (seedList.lines.empty())
            return failWith(io, QStringLiteral("--seeds: %1 holds no seed").arg(name));
        total = static_cast<qint64>(seedList.lines.size());
    } else {
        total = a.rangeCount();
    }
    const bool onePdf = a.namePattern.isEmpty();
    if (!onePdf) {
        const QFileInfo folder(a.output);
        if (!folder.exists())
            return failWith(io, QStringLiteral("-o: the folder %1 does not exist")
                                    .arg(app::quotedValue(a.output, app::kMaxEchoedPathChars)));
        if (!folder.isDir())
            return failWith(io, QStringLiteral("-o: %1 is not a folder (with --name, -o names the folder)")
                                    .arg(app::quotedValue(a.output, app::kMaxEchoedPathChars)));
    }

    Progress progress(io.err, total);

    // Produces floor `i` (0-based) into `out`; false with a message naming the seed when there is none.
    // Reads only shared constant data, so the workers below call it at the same time, each with its own copy
    // of the room files (`catalog`: a FileCatalog's weights change as it picks).
    auto makeFloor = [&a, &seedList](qint64 i, Floor &out, QString &problem, FileCatalog *catalog) {
        Settings s = a.settings;
        QString where;
        if (a.source == ExportArgs::Source::SeedsFile) {
            const SeedLine &line = seedList.lines[static_cast<std::size_t>(i)];
            if (line.problem >= 0) {
                problem = seedList.problems[line.problem];
                return false;
            }
            where = QStringLiteral("%1 line %2")
                        .arg(a.seedsFile == QLatin1String("-")
                                 ? QStringLiteral("standard input")
                                 : app::quotedValue(a.seedsFile, app::kMaxEchoedPathChars))
                        .arg(line.lineNumber);
            s.runSeed = line.seed;
        } else {
            s.stageSeed = a.rangeFrom + static_cast<std::uint32_t>(i);
            where = QStringLiteral("stage seed %1").arg(s.stageSeed);
        }
        std::string genError;
        if (generate(s, out, nullptr, &genError, catalog) != GenerateStatus::Ok) {
            problem = QStringLiteral("%1: %2").arg(where, QString::fromStdString(genError));
            return false;
        }
        return true;
    };

    // SIGINT/SIGTERM (interrupt.h): the floors being exported are finished, no other is started, and the
    // message says which floors are done and where the rest starts.
    qint64 doneFloors = 0; // floors 1..doneFloors (1-based) are all done when interrupted
    auto floorPlace = [&a, &seedList](qint64 i) {
        if (a.source == ExportArgs::Source::SeedsFile)
            return QStringLiteral("line %1 of %2")
                .arg(seedList.lines[static_cast<std::size_t>(i)].lineNumber)
                .arg(a.seedsFile == QLatin1String("-")
                         ? QStringLiteral("standard input")
                         : app::quotedValue(a.seedsFile, app::kMaxEchoedPathChars));
        return QStringLiteral("stage seed %1").arg(a.rangeFrom + static_cast<std::uint32_t>(i));
    };
    qint64 failures = 0;
    bool stopped = false; // a file could not be written: the rest would fail the same way
    if (onePdf) {
        // One file, pages in order: painted on this thread as the floors come.
        qint64 pages = 0;
        const bool written = app::writeFileAtomically(
            a.output,
            [&](QIODevice &device, QString &e) {
                app::PdfExport pdf(device, a.options);
                QString problem;
                for (qint64 i = 0; i < total; ++i) {
                    // Stopped: no PDF is finished, so an existing file stays as it was (issue 39).
                    if (interrupted()) {
                        e = QStringLiteral("interrupted by %1").arg(QLatin1String(interruptSignalName()));
                        return false;
                    }
                    doneFloors = i + 1;
                    if (makeFloor(i, floor, problem, gameData.get())) {
                        if (!pdf.addPage(app::ExportItem::fromFloor(floor, gameData.get()), e))
                            return false;
                        ++pages;
                    } else {
                        progress.message(problem);
                        ++failures;
                    }
                    progress.update(i + 1, QStringLiteral("page %1").arg(pages));
                }
                return pdf.finish(e);
            },
            error);
        if (!written && interrupted()) {
            progress.finish();
            io.err << "isaac-floorgen-cli: interrupted by " << interruptSignalName() << " after "
                   << doneFloors << " of " << total
                   << " floors: " << app::quotedValue(a.output, app::kMaxEchoedPathChars)
                   << " was not written (a file that was there is left as it was); export again to make "
                      "the whole PDF\n";
            io.err.flush();
            return interruptExitCode();
        }
        if (!written) {
            progress.message(error);
            progress.finish();
            return kExitBadInput;
        }
    } else {
        // One file per floor. Each file is synced to disk by QSaveFile, so workers overlap the waits (and
        // use the cores); this thread reports progress and messages.
        const QDir folder(a.output);
        const int workerCount =
            static_cast<int>(std::min<qint64>(total, a.jobs > 0 ? a.jobs : defaultJobCount()));
        std::atomic<qint64> next{0};
        std::atomic<bool> stop{false};
        std::vector<char> finishedFloor(static_cast<std::size_t>(total), 0); // under mutex
        std::mutex mutex;
        std::condition_variable wake;
        qint64 finished = 0; // under mutex, like the three below
        int running = workerCount;
        QStringList messages;
        QString lastName;
        QStringList finishedNames; // in the order the floors finish, since the last report
        auto work = [&] {
            Floor own;
            std::optional<FileCatalog> catalog;
            if (gameData)
                catalog.emplace(*gameData);
            FileCatalog *const ownCatalog = catalog ? &*catalog : nullptr;
            QString problem, name;
            while (!stop.load() && !interrupted()) {
                const qint64 i = next.fetch_add(1);
                if (i >= total)
                    break;
                problem.clear();
                name.clear();
                bool writeFailed = false;
                if (makeFloor(i, own, problem, ownCatalog)) {
                    name = expandNamePattern(a.namePattern, own, i + 1);
                    QString e;
                    if (!app::exportToFile(folder.filePath(name), app::ExportItem::fromFloor(own, ownCatalog),
                                           a.options, e)) {
                        problem = e;
                        writeFailed = true;
                        stop.store(true);
                    }
                }
                {
                    const std::lock_guard lock(mutex);
                    ++finished;
                    finishedFloor[static_cast<std::size_t>(i)] = 1;
                    if (!problem.isEmpty()) {
                        messages << problem;
                        ++failures;
                        stopped = stopped || writeFailed;
                    }
                    if (!name.isEmpty())
                        lastName = name;
                    finishedNames << name;
                }
                wake.notify_one();
            }
            {
                const std::lock_guard lock(mutex);
                --running;
            }
            wake.notify_one();
        };
        std::vector<std::thread> workers;
        workers.reserve(static_cast<std::size_t>(workerCount));
        for (int t = 0; t < workerCount; ++t)
            workers.emplace_back(work);
        while (true) {
            QStringList toPrint, names;
            qint64 done = 0;
            QString name;
            bool last = false;
            {
                std::unique_lock lock(mutex);
                wake.wait_for(lock, std::chrono::milliseconds(100),
                              [&] { return !messages.isEmpty() || running == 0; });
                toPrint.swap(messages);
                names.swap(finishedNames);
                done = finished;
                name = lastName;
                last = running == 0;
            }
            for (const QString &m : toPrint)
                progress.message(m);
            // Every floor finished since the last turn, in order (a log gets one line each), then the count.
            for (qsizetype k = 0; k < names.size(); ++k)
                progress.update(done - names.size() + k + 1, names[k].isEmpty() ? name : names[k]);
            progress.update(done, name);
            if (last)
                break;
        }
        for (std::thread &t : workers)
            t.join();
        while (doneFloors < total && finishedFloor[static_cast<std::size_t>(doneFloors)])
            ++doneFloors;
    }
    progress.finish();
    if (interrupted() && doneFloors < total) {
        io.err << "isaac-floorgen-cli: interrupted by " << interruptSignalName() << ": "
               << (doneFloors > 0
                       ? QStringLiteral("floors 1 to %1 of %2 are done%3")
                             .arg(doneFloors)
                             .arg(total)
                             .arg(onePdf ? QStringLiteral(" (the PDF holds their pages)") : QString())
                       : QStringLiteral("no floor is done"))
               << "; the next one is " << floorPlace(doneFloors) << "\n";
        io.err.flush();
        return interruptExitCode();
    }
    if (stopped)
        return kExitBadInput;
    if (failures > 0) {
        io.err << "isaac-floorgen-cli: " << failures << " of " << total << " floors failed\n";
        io.err.flush();
        return kExitBadInput;
    }
    return kExitOk;
}

} // namespace floorgen::cli
