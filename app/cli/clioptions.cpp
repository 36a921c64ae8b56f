#include "clioptions.h"

#include "floorgen/seedstring.h"
#include "floorjson.h"
#include "textutil.h"

namespace floorgen::cli {

using app::sv;

namespace {

QString itemKeys() {
    QStringList keys;
    for (int i = 0; i < kItemCount; ++i)
        keys << sv(itemKey(static_cast<Item>(i)));
    return keys.join(QStringLiteral(", "));
}

} // namespace

bool runParser(QCommandLineParser &parser, const QStringList &args, QString &error, bool *helpShown,
               QString *helpText) {
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  QStringLiteral("Show this help."));
    parser.addOption(help);
    if (!parser.parse(QStringList{QStringLiteral("isaac-floorgen-cli")} + args)) {
        error = parser.errorText();
        return false;
    }
    if (parser.isSet(help)) {
        if (helpShown)
            *helpShown = true;
        if (helpText)
            *helpText = parser.helpText();
        return true;
    }
    if (!parser.positionalArguments().isEmpty()) {
        error = QStringLiteral("unexpected argument \"%1\"").arg(parser.positionalArguments().first());
        return false;
    }
    return true;
}

bool parseChoice(const QString &option, const QString &value, const QStringList &choices, int &index,
                 QString &error) {
    index = static_cast<int>(choices.indexOf(value));
    if (index >= 0)
        return true;
    error = QStringLiteral("--%1: \"%2\" is not %3").arg(option, value, choices.join(QStringLiteral(" or ")));
    return false;
}

bool validateWithoutSeed(const Settings &settings, QString &error) {
    Settings check = settings;
    check.runSeed.reset();
    check.stageSeed = 1;
    if (auto problem = validateSettings(check)) {
        error = QString::fromStdString(*problem);
        return false;
    }
    return true;
}

bool parseInteger(const QString &option, const QString &text, qint64 lo, qint64 hi, qint64 &out,
                  QString &error) {
    bool ok = false;
    const qint64 v = text.trimmed().toLongLong(&ok);
    if (!ok) {
        error = QStringLiteral("--%1: \"%2\" is not a whole number").arg(option, text);
        return false;
    }
    if (v < lo || v > hi) {
        error = QStringLiteral("--%1: %2 is out of range (%3 to %4)").arg(option).arg(v).arg(lo).arg(hi);
        return false;
    }
    out = v;
    return true;
}

bool parseRange(const QString &option, const QString &text, qint64 lo, qint64 hi, qint64 &from, qint64 &to,
                QString &error) {
    const qsizetype dots = text.indexOf(QStringLiteral(".."));
    if (dots < 0) {
        error = QStringLiteral("--%1: \"%2\" is not a range A..B").arg(option, text);
        return false;
    }
    if (!parseInteger(option, text.left(dots), lo, hi, from, error) ||
        !parseInteger(option, text.mid(dots + 2), lo, hi, to, error))
        return false;
    if (from > to) {
        error = QStringLiteral("--%1: the range %2 is empty (start after end)").arg(option, text);
        return false;
    }
    return true;
}

void addSettingsOptions(QCommandLineParser &p) {
    p.addOptions({
        {QStringLiteral("ruleset"), QStringLiteral("Rule set: afterbirth-plus or repentance (default)."),
         QStringLiteral("R"), QStringLiteral("repentance")},
        {QStringLiteral("seed"), QStringLiteral("The game's seed string, e.g. \"B91Y 9THH\"."),
         QStringLiteral("SEED")},
        {QStringLiteral("run-seed"), QStringLiteral("The run seed as a number (1..4294967295)."),
         QStringLiteral("N")},
        {QStringLiteral("stage-seed"), QStringLiteral("The stage seed as a number (1..4294967295)."),
         QStringLiteral("N")},
        {QStringLiteral("stage"), QStringLiteral("Stage 1 (Basement I) .. 12 (The Void); default 1."),
         QStringLiteral("N"), QStringLiteral("1")},
        {QStringLiteral("stage-type"),
         QStringLiteral("Stage type 0, 1 or 2 (what the stage offers); default 0."), QStringLiteral("N"),
         QStringLiteral("0")},
        {QStringLiteral("hard"), QStringLiteral("Hard mode.")},
        {QStringLiteral("curse"),
         QStringLiteral(
             "auto (rolled, default), none, or a comma list of labyrinth, lost, darkness, unknown, maze, "
             "blind."),
         QStringLiteral("LIST"), QStringLiteral("auto")},
        {QStringLiteral("black-candle"), QStringLiteral("Black Candle: no curse roll.")},
        {QStringLiteral("hearts"), QStringLiteral("Red hearts in half hearts (default 6)."),
         QStringLiteral("N")},
        {QStringLiteral("max-hearts"), QStringLiteral("Heart containers in half hearts (default 6)."),
         QStringLiteral("N")},
        {QStringLiteral("soul-hearts"), QStringLiteral("Soul hearts in half hearts (default 0)."),
         QStringLiteral("N")},
        {QStringLiteral("bone-hearts"), QStringLiteral("Bone hearts (default 0)."), QStringLiteral("N")},
        {QStringLiteral("keys"), QStringLiteral("Keys held (default 0)."), QStringLiteral("N")},
        {QStringLiteral("coins"), QStringLiteral("Coins held (default 0)."), QStringLiteral("N")},
        {QStringLiteral("player"), QStringLiteral("isaac (default), the-lost, blue-baby, the-soul or other."),
         QStringLiteral("NAME")},
        {QStringLiteral("item"), QStringLiteral("An item or trinket held (repeatable): %1.").arg(itemKeys()),
         QStringLiteral("NAME")},
        {QStringLiteral("victory-lap"), QStringLiteral("Victory lap count (default 0)."),
         QStringLiteral("N")},
        {QStringLiteral("treasure-rooms-visited"),
         QStringLiteral("Treasure rooms visited so far this run (default: stage - 1)."), QStringLiteral("N")},
        {QStringLiteral("planetarium-visited"), QStringLiteral("A planetarium was visited this run.")},
        {QStringLiteral("devil-room-visited"), QStringLiteral("A devil room was visited this run.")},
        {QStringLiteral("book-picked-up"), QStringLiteral("A book was picked up this run.")},
    });
}

bool readSettings(const QCommandLineParser &p, Settings &s, bool &seedGiven, QString &error) {
    s = Settings{};
    const auto ruleSet = ruleSetFromKey(p.value(QStringLiteral("ruleset")).toStdString());
    if (!ruleSet) {
        error = QStringLiteral("--ruleset: \"%1\" is not a rule set (afterbirth-plus or repentance)")
                    .arg(p.value(QStringLiteral("ruleset")));
        return false;
    }
    s.ruleSet = *ruleSet;

    const int seedOptions = int(p.isSet(QStringLiteral("seed"))) + int(p.isSet(QStringLiteral("run-seed"))) +
                            int(p.isSet(QStringLiteral("stage-seed")));
    if (seedOptions > 1) {
        error = QStringLiteral("give only one of --seed, --run-seed and --stage-seed");
        return false;
    }
    seedGiven = seedOptions == 1;
    qint64 n = 0;
    if (p.isSet(QStringLiteral("seed"))) {
        const auto parsed = parseSeedString(p.value(QStringLiteral("seed")).toStdString());
        if (!parsed) {
            error = QStringLiteral("--seed \"%1\": %2")
                        .arg(p.value(QStringLiteral("seed")), QString::fromStdString(parsed.error()));
            return false;
        }
        s.runSeed = *parsed;
    } else if (p.isSet(QStringLiteral("run-seed"))) {
        if (!parseInteger(QStringLiteral("run-seed"), p.value(QStringLiteral("run-seed")), 1, 0xFFFFFFFFll, n,
                          error))
            return false;
        s.runSeed = static_cast<std::uint32_t>(n);
    } else if (p.isSet(QStringLiteral("stage-seed"))) {
        if (!parseInteger(QStringLiteral("stage-seed"), p.value(QStringLiteral("stage-seed")), 1,
                          0xFFFFFFFFll, n, error))
            return false;
        s.stageSeed = static_cast<std::uint32_t>(n);
    }

    struct IntOption {
        const char *name;
        int *target;
        qint64 lo, hi;
    };
    const IntOption ints[] = {
        {"stage", &s.stage, 1, 12},
        {"stage-type", &s.stageType, 0, 2},
        {"hearts", &s.state.hearts, 0, 9999},
        {"max-hearts", &s.state.maxHearts, 0, 9999},
        {"soul-hearts", &s.state.soulHearts, 0, 9999},
        {"bone-hearts", &s.state.boneHearts, 0, 9999},
        {"keys", &s.state.keys, 0, 9999},
        {"coins", &s.state.coins, 0, 9999},
        {"victory-lap", &s.state.victoryLap, 0, 9999},
        {"treasure-rooms-visited", &s.state.treasureRoomsVisited, 0, 99},
    };
    for (const auto &o : ints) {
        const QString name = QString::fromLatin1(o.name);
        if (!p.isSet(name) && p.value(name).isEmpty())
            continue;
        if (!parseInteger(name, p.value(name), o.lo, o.hi, n, error))
            return false;
        *o.target = static_cast<int>(n);
    }
    s.hard = p.isSet(QStringLiteral("hard"));
    s.blackCandle = p.isSet(QStringLiteral("black-candle"));
    s.state.planetariumVisited = p.isSet(QStringLiteral("planetarium-visited"));
    s.state.devilRoomVisited = p.isSet(QStringLiteral("devil-room-visited"));
    s.state.bookPickedUp = p.isSet(QStringLiteral("book-picked-up"));

    QString curseError;
    if (!app::parseCurseList(p.value(QStringLiteral("curse")), s.forcedCurses, curseError)) {
        error = QStringLiteral("--curse: %1").arg(curseError);
        return false;
    }
    if (p.isSet(QStringLiteral("player"))) {
        const auto player =
            playerFromKey(p.value(QStringLiteral("player")).trimmed().toLower().toStdString());
        if (!player) {
            error = QStringLiteral(
                        "--player: unknown player \"%1\" (isaac, the-lost, blue-baby, the-soul, other)")
                        .arg(p.value(QStringLiteral("player")));
            return false;
        }
        s.state.player = *player;
    }
    for (const QString &name : p.values(QStringLiteral("item"))) {
        for (const QString &part : name.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const auto item = itemFromKey(part.trimmed().toLower().toStdString());
            if (!item) {
                error = QStringLiteral("--item: unknown item \"%1\" (known: %2)").arg(part, itemKeys());
                return false;
            }
            s.set(*item, true);
        }
    }
    if (seedGiven) {
        if (auto problem = validateSettings(s)) {
            error = QString::fromStdString(*problem);
            return false;
        }
    }
    return true;
}

bool parseGenerateArgs(const QStringList &args, GenerateOptions &o, QString &error, bool *helpShown,
                       QString *helpText) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("Generate one floor and print it."));
    addSettingsOptions(p);
    p.addOption({QStringLiteral("format"), QStringLiteral("json (default) or text (a readable map)."),
                 QStringLiteral("FORMAT"), QStringLiteral("json")});
    if (!runParser(p, args, error, helpShown, helpText))
        return false;
    if (helpShown && *helpShown)
        return true;
    bool seedGiven = false;
    if (!readSettings(p, o.settings, seedGiven, error))
        return false;
    if (!seedGiven) {
        error = QStringLiteral("give a seed: --seed \"XXXX XXXX\", --run-seed N or --stage-seed N");
        return false;
    }
    int format = 0;
    if (!parseChoice(QStringLiteral("format"), p.value(QStringLiteral("format")),
                     {QStringLiteral("json"), QStringLiteral("text")}, format, error))
        return false;
    o.format = format == 0 ? OutputFormat::Json : OutputFormat::Text;
    return true;
}

bool parseBenchArgs(const QStringList &args, BenchOptions &o, QString &error, bool *helpShown,
                    QString *helpText) {
    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("Generate the floors of stage seeds 1..N on one thread and report the speed."));
    p.addOptions({
        {QStringLiteral("stage"), QStringLiteral("Stage 1..12 (default 1)."), QStringLiteral("N"),
         QStringLiteral("1")},
        {QStringLiteral("count"), QStringLiteral("Number of floors (default 100000)."), QStringLiteral("N"),
         QStringLiteral("100000")},
        {QStringLiteral("ruleset"), QStringLiteral("afterbirth-plus or repentance (default)."),
         QStringLiteral("R"), QStringLiteral("repentance")},
        {QStringLiteral("hard"), QStringLiteral("Hard mode.")},
        {QStringLiteral("trace"), QStringLiteral("Record the trace of every floor.")},
    });
    if (!runParser(p, args, error, helpShown, helpText))
        return false;
    if (helpShown && *helpShown)
        return true;
    qint64 n = 0;
    if (!parseInteger(QStringLiteral("stage"), p.value(QStringLiteral("stage")), 1, 12, n, error))
        return false;
    o.stage = static_cast<int>(n);
    if (!parseInteger(QStringLiteral("count"), p.value(QStringLiteral("count")), 1, 1000000000, n, error))
        return false;
    o.count = n;
    const auto ruleSet = ruleSetFromKey(p.value(QStringLiteral("ruleset")).toStdString());
    if (!ruleSet) {
        error = QStringLiteral("--ruleset: \"%1\" is not a rule set (afterbirth-plus or repentance)")
                    .arg(p.value(QStringLiteral("ruleset")));
        return false;
    }
    o.ruleSet = *ruleSet;
    o.hard = p.isSet(QStringLiteral("hard"));
    o.trace = p.isSet(QStringLiteral("trace"));
    return true;
}

} // namespace floorgen::cli
