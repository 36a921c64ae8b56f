// `isaac-floorgen-cli merge FILE...`: joins the JSON outputs of `search --shard K/N` into the result of the
// single search (searchshard.h). Shards of different searches, or of different builds of the generator, are
// refused (exit 2); seeds no file covers, or that two files cover, are named (exit 1), so that the user knows
// which shard to run again (with --resume and its file).

#include "clioptions.h"
#include "commands.h"
#include "inputreader.h"
#include "interrupt.h"
#include "searchshard.h"
#include "textutil.h"

#include <algorithm>
#include <vector>

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

namespace floorgen::cli {

namespace {

constexpr const char *kMergeHelp =
    "Usage: isaac-floorgen-cli merge [--format text|json] FILE...\n\n"
    "Joins the JSON outputs of `isaac-floorgen-cli search --shard K/N` (one file a shard, in any order) into "
    "the result of the single search: the matches in seed order (one a line, or JSON with --format json, the "
    "search's own JSON with its counts and failures). The files must come from one search (same criteria, "
    "settings, --from, --to and seed list) made by one build of the generator: otherwise exit status 2. When "
    "seeds of the search are in no file (a shard missing, or interrupted: run it again with --resume FILE) "
    "or "
    "in two files, standard error names them and the exit status is 1.\n\n"
    "Example: isaac-floorgen-cli merge out/shard-*.json > matches.txt\n";

struct Piece {
    QString file;
    QJsonObject json;
    int index = 0;
    std::uint64_t from = 0, to = 0; // the shard's seeds
    std::uint64_t searchedTo = 0;   // covered: from..searchedTo
};

QString seedsText(std::uint64_t a, std::uint64_t b) {
    return a == b ? QStringLiteral("seed %1").arg(a) : QStringLiteral("seeds %1..%2").arg(a).arg(b);
}

} // namespace

int runMerge(const QStringList &args, Io &io) {
    bool json = false;
    QStringList files;
    auto refuse = [&io](const QString &message) {
        io.err << "isaac-floorgen-cli: merge: " << message << "\n";
        io.err.flush();
        return kExitBadInput;
    };
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (a == QLatin1String("--help") || a == QLatin1String("-h")) {
            io.out << kMergeHelp;
            io.out.flush();
            return kExitOk;
        }
        if (a == QLatin1String("--format") || a.startsWith(QLatin1String("--format="))) {
            const QString v = a.contains(QLatin1Char('=')) ? a.section(QLatin1Char('='), 1)
                                                           : (i + 1 < args.size() ? args[++i] : QString());
            int index = 0;
            QString error;
            if (!parseChoice(QStringLiteral("format"), v, {QStringLiteral("text"), QStringLiteral("json")},
                             index, error))
                return refuse(error);
            json = index == 1;
            continue;
        }
        if (a.startsWith(QLatin1String("--")))
            return refuse(QStringLiteral("unknown option %1 (see --help)").arg(app::quotedValue(a)));
        files << a;
    }
    if (files.isEmpty())
        return refuse(QStringLiteral("no file given (the JSON outputs of search --shard K/N)"));

    std::vector<Piece> pieces;
    for (const QString &path : files) {
        const QString name = app::quotedValue(path, app::kMaxEchoedPathChars);
        QFile file;
        QString why;
        if (QFileInfo(path).isDir())
            return refuse(QStringLiteral("%1 is a folder").arg(name));
        // A device (/dev/zero) is refused before a byte is read (issue 49); a FIFO or a pipe is read.
        if (const QString device = app::deviceProblem(path); !device.isEmpty())
            return refuse(QStringLiteral("cannot read %1: %2").arg(name, device));
        if (!app::openForReading(file, path, why))
            return refuse(QStringLiteral("cannot read %1: %2").arg(name, app::openProblem(path, why)));
        // (Read in chunks that a signal can stop: a pipe or a FIFO may keep it waiting.)
        QByteArray text;
        bool tooLarge = false;
        if (!app::readWhole(file, 1ll << 30, text, &interruptFlag(), tooLarge, why)) {
            if (tooLarge)
                return refuse(QStringLiteral("%1 is too large for a shard's output").arg(name));
            if (interrupted()) {
                io.err << "isaac-floorgen-cli: merge: interrupted by " << interruptSignalName()
                       << " while reading " << name << ": nothing was merged\n";
                io.err.flush();
                return interruptExitCode();
            }
            return refuse(QStringLiteral("cannot read %1: %2").arg(name, why));
        }
        QJsonParseError pe;
        const QJsonDocument doc = QJsonDocument::fromJson(text, &pe);
        if (pe.error != QJsonParseError::NoError || !doc.isObject())
            return refuse(
                QStringLiteral("%1 is not JSON (%2 at byte %3); a shard that was killed leaves a cut "
                               "file: run it again")
                    .arg(name, pe.errorString())
                    .arg(pe.offset));
        Piece p;
        p.file = path;
        p.json = doc.object();
        const QJsonObject shard = p.json.value(QStringLiteral("shard")).toObject();
        const QJsonObject range = p.json.value(QStringLiteral("range")).toObject();
        if (!p.json.value(QStringLiteral("search")).isObject() || shard.isEmpty() || range.isEmpty() ||
            !p.json.value(QStringLiteral("searchedTo")).isDouble() ||
            !p.json.value(QStringLiteral("matches")).isArray())
            return refuse(QStringLiteral("%1 is not the output of search --shard K/N").arg(name));
        if (const QString problem = shardOutputProblem(p.json); !problem.isEmpty())
            return refuse(QStringLiteral("%1 is not what search --shard wrote: %2").arg(name, problem));
        p.index = shard.value(QStringLiteral("index")).toInt();
        p.from = static_cast<std::uint64_t>(range.value(QStringLiteral("from")).toDouble());
        p.to = static_cast<std::uint64_t>(range.value(QStringLiteral("to")).toDouble());
        p.searchedTo = static_cast<std::uint64_t>(p.json.value(QStringLiteral("searchedTo")).toDouble());
        if (!pieces.empty()) {
            const Piece &first = pieces.front();
            const QString firstName = app::quotedValue(first.file, app::kMaxEchoedPathChars);
            if (p.json.value(QStringLiteral("search")) != first.json.value(QStringLiteral("search")))
                return refuse(
                    QStringLiteral("%1 and %2 are shards of different searches (criteria, settings, "
                                   "range or seed list differ)")
                        .arg(firstName, name));
            if (p.json.value(QStringLiteral("engine")) != first.json.value(QStringLiteral("engine")))
                return refuse(
                    QStringLiteral("%1 and %2 were made by different builds of the generator (engine "
                                   "%3 and %4): their floors may differ")
                        .arg(firstName, name, first.json.value(QStringLiteral("engine")).toString(),
                             p.json.value(QStringLiteral("engine")).toString()));
            if (shard.value(QStringLiteral("count")) !=
                first.json.value(QStringLiteral("shard")).toObject().value(QStringLiteral("count")))
                return refuse(QStringLiteral("%1 and %2 split the search into different numbers of shards")
                                  .arg(firstName, name));
        }
        pieces.push_back(std::move(p));
    }
    const QJsonObject search = pieces.front().json.value(QStringLiteral("search")).toObject();
    const int count =
        pieces.front().json.value(QStringLiteral("shard")).toObject().value(QStringLiteral("count")).toInt();
    const auto whole = [&](const char *key) {
        return static_cast<std::uint64_t>(search.value(QLatin1String(key)).toDouble());
    };
    const std::uint64_t from = whole("from"), to = whole("to");

    // The covered ranges must tile from..to.
    std::sort(pieces.begin(), pieces.end(), [](const Piece &a, const Piece &b) {
        return a.from != b.from ? a.from < b.from : a.searchedTo > b.searchedTo;
    });
    QStringList problems;
    std::vector<bool> present(static_cast<std::size_t>(std::max(count, 0)), false);
    for (const Piece &p : pieces)
        if (p.index >= 0 && p.index < count)
            present[static_cast<std::size_t>(p.index)] = true;
    // (At most a few named: a count of a million shards with one file lists no million; issue 49.)
    constexpr qsizetype kMaxNamed = 8;
    QStringList absent;
    int absentCount = 0;
    for (int k = 0; k < count; ++k)
        if (!present[static_cast<std::size_t>(k)] && ++absentCount <= kMaxNamed)
            absent << QStringLiteral("%1/%2").arg(k).arg(count);
    if (absentCount > kMaxNamed)
        absent << QStringLiteral("and %1 more").arg(absentCount - kMaxNamed);
    std::uint64_t cursor = from; // the first seed not covered yet
    const Piece *last = nullptr; // the piece that covered cursor - 1
    for (const Piece &p : pieces) {
        const QString name = app::quotedValue(p.file, app::kMaxEchoedPathChars);
        if (p.searchedTo < p.from) {
            if (p.to >= p.from)
                problems << QStringLiteral("%1 (shard %2/%3) covers no seed: %4 not searched")
                                .arg(name)
                                .arg(p.index)
                                .arg(count)
                                .arg(seedsText(p.from, p.to));
            continue;
        }
        if (p.from > cursor)
            problems << QStringLiteral("%1 missing (in no file)").arg(seedsText(cursor, p.from - 1));
        else if (p.from < cursor && last)
            problems << QStringLiteral("%1 are in both %2 and %3")
                            .arg(seedsText(p.from, std::min(cursor - 1, p.searchedTo)),
                                 app::quotedValue(last->file, app::kMaxEchoedPathChars), name);
        if (p.searchedTo < p.to)
            problems << QStringLiteral(
                            "%1 (shard %2/%3) stopped at seed %4: %5 not searched (run it again with "
                            "--resume %1)")
                            .arg(name)
                            .arg(p.index)
                            .arg(count)
                            .arg(p.searchedTo)
                            .arg(seedsText(p.searchedTo + 1, p.to));
        if (p.searchedTo + 1 > cursor) {
            cursor = p.searchedTo + 1;
            last = &p;
        }
    }
    if (cursor <= to)
        problems << QStringLiteral("%1 missing (in no file)").arg(seedsText(cursor, to));
    if (!problems.isEmpty()) {
        for (const QString &line : problems)
            io.err << "isaac-floorgen-cli: merge: " << line << "\n";
        if (!absent.isEmpty())
            io.err << "isaac-floorgen-cli: merge: no file for shard" << (absent.size() > 1 ? "s " : " ")
                   << absent.join(QStringLiteral(", ")) << "\n";
        io.err.flush();
        return kExitFailure;
    }

    // The single search's result: the matches in seed order, the counts summed.
    const bool runSpace = search.value(QStringLiteral("space")).toString() == QLatin1String("run");
    std::uint64_t tried = 0, failures = 0, invalid = 0, found = 0;
    double seconds = 0;
    QJsonArray matches;
    for (const Piece &p : pieces) {
        const auto num = [&](const char *key) {
            return static_cast<std::uint64_t>(p.json.value(QLatin1String(key)).toDouble());
        };
        tried += num("tried");
        failures += num("failures");
        invalid += num("invalidSeeds");
        seconds += p.json.value(QStringLiteral("seconds")).toDouble();
        for (const QJsonValue &m : p.json.value(QStringLiteral("matches")).toArray()) {
            matches.append(m);
            ++found;
            if (!json) {
                const QJsonObject mo = m.toObject();
                io.out << (runSpace ? mo.value(QStringLiteral("seed")).toString()
                                    : QString::number(static_cast<qint64>(
                                          mo.value(QStringLiteral("stageSeed")).toDouble())))
                       << "\n";
            }
        }
    }
    if (json) {
        QJsonObject out;
        out.insert(QStringLiteral("space"), search.value(QStringLiteral("space")));
        out.insert(QStringLiteral("from"), static_cast<qint64>(from));
        out.insert(QStringLiteral("to"), static_cast<qint64>(to));
        out.insert(QStringLiteral("matches"), matches);
        out.insert(QStringLiteral("searchedTo"), static_cast<qint64>(to));
        out.insert(QStringLiteral("tried"), static_cast<qint64>(tried));
        out.insert(QStringLiteral("failures"), static_cast<qint64>(failures));
        out.insert(QStringLiteral("invalidSeeds"), static_cast<qint64>(invalid));
        out.insert(QStringLiteral("limitReached"), false);
        out.insert(QStringLiteral("interrupted"), false);
        out.insert(QStringLiteral("seconds"), seconds);
        out.insert(QStringLiteral("seedsPerSecond"),
                   seconds > 0 ? static_cast<double>(tried) / seconds : 0.0);
        out.insert(QStringLiteral("shards"), count);
        io.out << QString::fromUtf8(QJsonDocument(out).toJson(QJsonDocument::Compact)) << "\n";
    }
    io.out.flush();
    io.err << "merged " << pieces.size() << " shard" << (pieces.size() == 1 ? "" : "s") << " of seeds "
           << from << ".." << to << ": " << tried << " searched, " << found << " found\n";
    io.err.flush();
    return kExitOk;
}

} // namespace floorgen::cli
