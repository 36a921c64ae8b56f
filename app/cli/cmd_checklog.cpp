// `isaac-floorgen-cli check-log FILE|-` (generation.md 15; issue 35): reads the game's own log.txt as a
// stream and checks every floor it describes against our generator; and gameLogText, the lines `generate
// --format log` and `run --format log` print.

#include "clioptions.h"
#include "commands.h"
#include "floorgen/gamelog.h"
#include "floorgen/repstages.h"
#include "floorgen/seedstring.h"
#include "gamedata.h"
#include "inputreader.h"
#include "interrupt.h"
#include "textutil.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace floorgen::cli {

namespace {

QString qs(const std::string &s) {
    return QString::fromStdString(s);
}

QString line(std::string_view message) {
    return QString::fromLatin1(gamelog::kInfoPrefix.data(), qsizetype(gamelog::kInfoPrefix.size())) +
           QString::fromUtf8(message.data(), qsizetype(message.size())) + QLatin1Char('\n');
}

void setupParser(QCommandLineParser &p) {
    p.setApplicationDescription(QStringLiteral(
        "Reads the game's own log.txt (FILE, or - for standard input) and checks every floor it describes "
        "against this generator (generation.md 15): the run seed from its RNG Start Seed line, each floor "
        "from its Level::Init line, in run context along the route the log shows, with the curses, the "
        "character and the collectibles the log names; the options below give everything else. The rule set "
        "follows the edition in the file's folder name (Binding of Isaac Rebirth, Afterbirth, Afterbirth+: "
        "afterbirth-plus; Repentance, Repentance+: repentance) unless --ruleset is given.\n"
        "Verdicts: match; match-until-placement (the lines up to placing rooms... match, later ones differ, "
        "and no --game-data was given: those depend on the player's room files, 15.4); differs (the log's "
        "line number, the game's line and ours); incomplete (the log stops inside the floor); not-generated "
        "(a floor this generator does not build: Greed mode, the Blue Womb, Home...).\n"
        "A log written by a game started through REPENTOGON (its marks, repentance.md R23.5) is checked with "
        "the repentogon variant (--repentogon forces it). A continued run ([Continue, 1]) is the same run; "
        "the "
        "floor it resumes is not in the file (not-seen). Greed mode floors write no generator line "
        "(not-generated).\n"
        "Exit status: 0 no floor differs, 1 a floor differs, 2 no floor in the log, a line of it that cannot "
        "be read (named on standard error; a floor it is in is incomplete) or bad input."));
    addSettingsOptions(p, SettingsScope::Run);
    p.addOption({QStringLiteral("format"),
                 QStringLiteral("text (default: one line a floor, then the lines that differ) or json (one "
                                "object a floor)."),
                 QStringLiteral("FORMAT"), QStringLiteral("text")});
    p.addOption(gameDataOption());
}

QString floorName(RuleSet r, int stage, int type) {
    if (stage < 1 || stage > (r == RuleSet::Repentance ? 13 : 12) || type < 0 || type > 5)
        return {};
    const std::string_view n =
        r == RuleSet::Repentance ? rep::repFloorName(stage, type) : stageName(stage, type);
    return QString::fromUtf8(n.data(), qsizetype(n.size()));
}

struct Counts {
    int floors = 0;
    std::array<int, 5> byVerdict{};
};

} // namespace

QString gameLogText(const Floor &floor, const Trace &trace, std::optional<std::uint32_t> runSeed) {
    QString out;
    if (runSeed)
        out += line(gamelog::runStartLine(*runSeed));
    for (const gamelog::Line &l : gamelog::predictLines(floor, trace))
        out += line(gamelog::messageOf(l));
    return out;
}

int runCheckLog(const QStringList &args, Io &io) {
    // FILE is the one positional argument; the settings parser takes the rest.
    QStringList rest = args;
    QString path;
    {
        QCommandLineParser probe;
        setupParser(probe);
        probe.addOption({{QStringLiteral("h"), QStringLiteral("help")}, QString()});
        if (probe.parse(QStringList{QStringLiteral("isaac-floorgen-cli")} + args) &&
            !probe.isSet(QStringLiteral("help"))) {
            const QStringList positional = probe.positionalArguments();
            if (positional.size() != 1) {
                return reportParse(
                    false, false, {},
                    positional.isEmpty()
                        ? QStringLiteral("check-log: give the log file (or - for standard input)")
                        : QStringLiteral("check-log takes one log file, not %1 (%2)")
                              .arg(positional.size())
                              .arg(app::quotedValue(positional.join(QLatin1Char(' ')))),
                    io);
            }
            path = positional.first();
            // The word that is the positional argument, not an option's value equal to it (--item x x).
            for (qsizetype i = 0; i < args.size(); ++i) {
                if (args[i] != path)
                    continue;
                QStringList without = args;
                without.removeAt(i);
                QCommandLineParser again;
                setupParser(again);
                if (again.parse(QStringList{QStringLiteral("isaac-floorgen-cli")} + without) &&
                    again.positionalArguments().isEmpty()) {
                    rest = without;
                    break;
                }
            }
        }
    }
    QCommandLineParser p;
    setupParser(p);
    QString error, help;
    bool helpShown = false;
    const bool ok = runParser(p, rest, error, &helpShown, &help);
    if (const int rc = reportParse(ok, helpShown, help, error, io); rc >= 0)
        return rc;
    Settings base;
    bool seedGiven = false;
    if (!readSettings(p, base, seedGiven, error, SettingsScope::Run))
        return reportParse(false, false, {}, error, io);
    if (seedGiven)
        return reportParse(
            false, false, {},
            QStringLiteral("check-log takes the seeds from the log: leave out --seed and --run-seed"), io);
    if (base.route)
        return reportParse(false, false, {},
                           QStringLiteral("check-log takes the route from the log: leave out --route"), io);
    if (p.isSet(QStringLiteral("ruleset")) && base.ruleSet == RuleSet::Original2011) // (issue 49)
        return reportParse(
            false, false, {},
            QStringLiteral("check-log --ruleset original-2011: the 2011 game wrote no log.txt; "
                           "check a log with afterbirth-plus or repentance"),
            io);
    int formatIndex = 0;
    if (!parseChoice(QStringLiteral("format"), p.value(QStringLiteral("format")),
                     {QStringLiteral("text"), QStringLiteral("json")}, formatIndex, error))
        return reportParse(false, false, {}, error, io);
    const bool json = formatIndex == 1;
    std::unique_ptr<FileCatalog> gameData;
    if (const int rc = openGameData(p.value(QStringLiteral("game-data")), gameData, io); rc >= 0)
        return rc;

    // The input.
    QFile file;
    QIODevice *in = &io.in;
    if (path != QLatin1String("-")) {
        const QFileInfo info(path);
        QString why;
        // (A FIFO opens without waiting for a writer: a signal then stops the wait for its data.) A device
        // (/dev/zero) is refused before it is opened: its input never ends (issue 49).
        if (why = app::deviceProblem(path);
            info.isDir() || !why.isEmpty() || !app::openForReading(file, path, why)) {
            io.err << "isaac-floorgen-cli: check-log: cannot read " << app::quotedValue(path) << ": "
                   << (info.isDir() ? QStringLiteral("it is a folder") : app::openProblem(path, why)) << "\n";
            io.err.flush();
            return kExitBadInput;
        }
        in = &file;
    } else if (const QString closed = app::closedInputProblem(*in); !closed.isEmpty()) {
        io.err << "isaac-floorgen-cli: check-log: cannot read standard input: " << closed
               << " (give the log on standard input, or its file)\n";
        io.err.flush();
        return kExitBadInput;
    }

    // The rule set: --ruleset, else the edition in the folder's name (15.1), else per floor (Rebirth's
    // m_AltStage lines are afterbirth-plus) with repentance assumed.
    std::optional<RuleSet> ruleSet;
    if (p.isSet(QStringLiteral("ruleset")))
        ruleSet = base.ruleSet;
    else if (path != QLatin1String("-"))
        ruleSet = gamelog::ruleSetOfLogPath(QFileInfo(path).absoluteFilePath().toStdString());
    if (!ruleSet) {
        io.err
            << "isaac-floorgen-cli: check-log: "
            << (path == QLatin1String("-") ? QStringLiteral("standard input has no folder name")
                                           : QStringLiteral("the file's folder names no edition"))
            << " (generation.md 15.1): floors written in Rebirth's form are checked as afterbirth-plus, the "
               "others as repentance; give --ruleset to choose\n";
        io.err.flush();
    }

    gamelog::LogReader reader;
    gamelog::CheckOptions options;
    options.base = base;
    options.catalog = gameData.get();
    // repentance.md R23.3: REPENTOGON's options.ini, in the Repentogon folder beside the log (R23.5).
    if (path != QLatin1String("-"))
        options.betterVoidGeneration = app::betterVoidGenerationBeside(path);
    Counts counts;
    const auto check = [&](const gamelog::LogFloor &f) {
        options.base.ruleSet =
            ruleSet ? *ruleSet : (f.rebirthForm ? RuleSet::AfterbirthPlus : RuleSet::Repentance);
        const gamelog::FloorCheck c = gamelog::checkFloor(f, options);
        const gamelog::Verdict v = c.verdict();
        ++counts.floors;
        ++counts.byVerdict[static_cast<std::size_t>(v)];
        const QString verdict = QString::fromLatin1(gamelog::verdictKey(v).data());
        const bool generated = v != gamelog::Verdict::NotGenerated && c.floor.attempts > 0;
        const bool differs = v == gamelog::Verdict::Differs || v == gamelog::Verdict::MatchUntilPlacement;
        if (json) {
            QJsonObject o;
            o.insert(QStringLiteral("levelInitLine"), qint64(f.line));
            o.insert(QStringLiteral("stage"), f.stage);
            o.insert(QStringLiteral("stageType"), f.stageType);
            o.insert(QStringLiteral("stageSeed"), qint64(f.stageSeed));
            o.insert(QStringLiteral("runSeed"), f.runSeed ? QJsonValue(qint64(*f.runSeed)) : QJsonValue());
            if (f.runSeed)
                o.insert(QStringLiteral("seed"), qs(seedToString(*f.runSeed)));
            o.insert(QStringLiteral("ruleset"), QString::fromLatin1(ruleSetKey(options.base.ruleSet).data()));
            if (c.settings.ruleVariant != RuleVariant::Vanilla)
                o.insert(QStringLiteral("ruleVariant"),
                         QString::fromLatin1(ruleVariantKey(c.settings.ruleVariant).data()));
            o.insert(QStringLiteral("verdict"), verdict);
            if (differs) {
                o.insert(QStringLiteral("line"), qint64(c.comparison.line));
                o.insert(QStringLiteral("game"), qs(c.comparison.game));
                o.insert(QStringLiteral("predicted"), qs(c.comparison.predicted));
            }
            if (generated)
                o.insert(QStringLiteral("attempts"), c.floor.attempts);
            if (!c.error.empty())
                o.insert(QStringLiteral("error"), qs(c.error));
            QJsonArray notes;
            for (const std::string &n : c.notes)
                notes.append(qs(n));
            if (!notes.isEmpty())
                o.insert(QStringLiteral("notes"), notes);
            io.out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)) << "\n";
        } else {
            const QString name = floorName(options.base.ruleSet, f.stage, f.stageType);
            io.out << "line " << f.line << ": stage " << f.stage << " type " << f.stageType;
            if (!name.isEmpty())
                io.out << " (" << name << ")";
            io.out << ", stage seed " << f.stageSeed;
            if (f.runSeed)
                io.out << ", run seed " << qs(seedToString(*f.runSeed));
            io.out << ", " << QString::fromLatin1(ruleSetKey(options.base.ruleSet).data());
            if (c.settings.ruleVariant != RuleVariant::Vanilla)
                io.out << " (" << QString::fromLatin1(ruleVariantKey(c.settings.ruleVariant).data()) << ")";
            io.out << ": " << verdict;
            if (generated)
                io.out << " (" << c.floor.attempts << (c.floor.attempts == 1 ? " attempt" : " attempts")
                       << ")";
            if (!c.error.empty())
                io.out << ": " << qs(c.error);
            io.out << "\n";
            if (differs) {
                io.out << "  line " << c.comparison.line << ", game:      "
                       << (c.comparison.game.empty() ? QStringLiteral("(no more lines)")
                                                     : qs(c.comparison.game))
                       << "\n";
                io.out << "  line " << c.comparison.line << ", predicted: "
                       << (c.comparison.predicted.empty() ? QStringLiteral("(no more lines)")
                                                          : qs(c.comparison.predicted))
                       << "\n";
            }
            for (const std::string &n : c.notes)
                io.out << "  note: " << qs(n) << "\n";
        }
        io.out.flush();
    };
    // 15.2: a continued run does not rebuild the floor it resumes.
    const auto continued = [&](const gamelog::LogEvent &e) {
        if (json) {
            QJsonObject o;
            o.insert(QStringLiteral("continuedLine"), qint64(e.line));
            o.insert(QStringLiteral("runSeed"), e.runSeed ? QJsonValue(qint64(*e.runSeed)) : QJsonValue());
            o.insert(QStringLiteral("sameRun"), e.sameRun);
            o.insert(QStringLiteral("verdict"), QStringLiteral("not-seen"));
            io.out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)) << "\n";
        } else {
            io.out << "line " << e.line << ": run " << (e.runSeed ? qs(seedToString(*e.runSeed)) : QString())
                   << " continued: the floor it resumes is not rebuilt, so it is not seen in this file"
                   << (e.sameRun ? QStringLiteral(" (the run's earlier floors are; its route goes on)")
                                 : QStringLiteral(" (the run's earlier floors are not either)"))
                   << "\n";
        }
        io.out.flush();
    };
    const auto drain = [&]() {
        gamelog::LogEvent e;
        while (reader.next(e)) {
            if (e.kind == gamelog::LogEvent::Kind::FloorClosed)
                check(e.floor);
            else if (e.kind == gamelog::LogEvent::Kind::Unreadable) // (issue 49)
                io.err << "isaac-floorgen-cli: check-log: line " << e.line
                       << " cannot be read: " << qs(e.problem) << ": "
                       << app::quotedValue(QString::fromUtf8(e.text)) << "\n";
            else if (e.kind == gamelog::LogEvent::Kind::RunStarted && e.continued)
                continued(e);
        }
        io.err.flush();
    };
    QByteArray chunk;
    constexpr qint64 kChunk = 1 << 16;
    while (true) {
        if (interrupted()) {
            io.out.flush();
            io.err << "isaac-floorgen-cli: interrupted by " << interruptSignalName() << " after "
                   << counts.floors << " floors\n";
            io.err.flush();
            return interruptExitCode();
        }
        if (!app::waitForInput(*in, &interruptFlag()))
            continue; // interrupted: said above
        chunk = in->read(kChunk);
        if (chunk.isEmpty()) { // the end of the input, a read error, or a signal that cut the read short
            if (interrupted())
                continue; // said above, with exit status 128 + the signal (not "no floor in the input")
            break;
        }
        reader.feed(std::string_view(chunk.constData(), std::size_t(chunk.size())));
        drain();
    }
    reader.finish();
    drain();

    const QString inputName =
        path == QLatin1String("-") ? QStringLiteral("standard input") : app::quotedValue(path);
    if (counts.floors == 0) {
        io.err << "isaac-floorgen-cli: check-log: no floor in " << inputName;
        if (reader.utf16()) // (issue 49)
            io.err << ": it is UTF-16 text (or holds NUL bytes); the game writes log.txt in UTF-8: save it "
                      "as UTF-8\n";
        else if (reader.unreadableLines() > 0)
            io.err << " that can be read (" << reader.unreadableLines() << " of its " << reader.linesRead()
                   << " lines cannot be read: named above)\n";
        else
            io.err << " (no Level::Init line among " << reader.linesRead() << " lines)\n";
        io.err.flush();
        return kExitBadInput;
    }
    QString summary = QStringLiteral("%1 %2")
                          .arg(counts.floors)
                          .arg(QLatin1String(counts.floors == 1 ? "floor" : "floors"));
    for (std::size_t v = 0; v < counts.byVerdict.size(); ++v)
        if (counts.byVerdict[v] > 0)
            summary += QStringLiteral(", %1 %2")
                           .arg(counts.byVerdict[v])
                           .arg(QLatin1String(gamelog::verdictKey(static_cast<gamelog::Verdict>(v)).data()));
    if (reader.unreadableLines() > 0)
        summary += QStringLiteral("; %1 %2 cannot be read (named on standard error)")
                       .arg(reader.unreadableLines())
                       .arg(QLatin1String(reader.unreadableLines() == 1 ? "line" : "lines"));
    if (reader.partialLineDropped())
        summary += QStringLiteral("; the last line has no line end and was left out (the game was still "
                                  "writing it)");
    (json ? io.err : io.out) << summary << "\n";
    io.out.flush();
    io.err.flush();
    if (counts.byVerdict[static_cast<std::size_t>(gamelog::Verdict::Differs)] > 0)
        return kExitFailure;
    // A line that cannot be read may hide a floor or a difference: not "no floor differs" (issue 49).
    return reader.unreadableLines() > 0 ? kExitBadInput : kExitOk;
}

} // namespace floorgen::cli
