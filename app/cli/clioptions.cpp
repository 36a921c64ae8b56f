#include "clioptions.h"

#include "floorgen/repstages.h"
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

// The options that take a list and can be given more than once (their values add up).
bool isRepeatableOption(const QString &name) {
    static const QStringList repeatable = {
        QStringLiteral("item"),         QStringLiteral("state-flag"), QStringLiteral("locked-achievement"),
        QStringLiteral("has"),          QStringLiteral("lacks"),      QStringLiteral("boss"),
        QStringLiteral("max-distance"), QStringLiteral("adjacent"),   QStringLiteral("has-curse"),
    };
    return repeatable.contains(name);
}

// The settings without their route (run takes --route in both rule sets: it lists the floors).
Settings withoutRoute(Settings s) {
    s.route.reset();
    return s;
}

} // namespace

QCommandLineOption gameDataOption() {
    return {QStringLiteral("game-data"),
            QStringLiteral("Read the room files of your copy of the game from DIR (its extracted resources "
                           "folder, or a folder of NN.name.stb / NN.name.xml files) instead of the built-in "
                           "catalog."),
            QStringLiteral("DIR")};
}

namespace {
QString &commandName() {
    static QString name;
    return name;
}
} // namespace

void setCommandName(const QString &name) {
    commandName() = name;
}

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
        if (helpText) {
            // Qt names the program by its path alone: the first line becomes "Usage: isaac-floorgen-cli
            // COMMAND [options]", the line to type.
            QString text = parser.helpText();
            const qsizetype eol = text.indexOf(QLatin1Char('\n'));
            const QString first = text.left(eol);
            const qsizetype options = first.indexOf(QLatin1String(" [options]"));
            if (first.startsWith(QLatin1String("Usage: ")) && options > 0)
                text.replace(0, options,
                             QStringLiteral("Usage: isaac-floorgen-cli") +
                                 (commandName().isEmpty() ? QString() : QLatin1Char(' ') + commandName()));
            *helpText = text;
        }
        return true;
    }
    // An option that takes one value, given twice (--stage 99 --stage 3), is refused rather than the last
    // one silently winning; only the list options can be repeated.
    QStringList seen;
    for (const QString &name : parser.optionNames()) {
        if (seen.contains(name) || isRepeatableOption(name))
            continue;
        seen << name;
        const QStringList values = parser.values(name);
        if (values.size() > 1) {
            error = QStringLiteral("%1%2 is given %3 times (%4); give it once")
                        .arg(name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--"), name)
                        .arg(values.size())
                        .arg(app::quotedValue(values.first()) + QStringLiteral(", then ") +
                             app::quotedValue(values.at(1)));
            return false;
        }
    }
    if (!parser.positionalArguments().isEmpty()) {
        error = QStringLiteral("unexpected argument %1")
                    .arg(app::quotedValue(parser.positionalArguments().first()));
        return false;
    }
    return true;
}

bool checkListValue(const QString &option, const QString &value, QString &error) {
    const QStringList parts = value.split(QLatin1Char(','));
    for (const QString &part : parts) {
        if (part.trimmed().isEmpty()) {
            error = parts.size() == 1 ? QStringLiteral("--%1: the value is empty").arg(option)
                                      : QStringLiteral("--%1: %2 has an empty name in its list")
                                            .arg(option, app::quotedValue(value));
            return false;
        }
    }
    return true;
}

bool parseChoice(const QString &option, const QString &value, const QStringList &choices, int &index,
                 QString &error) {
    index = static_cast<int>(choices.indexOf(value));
    if (index >= 0)
        return true;
    error = QStringLiteral("--%1: %2 is not %3")
                .arg(option, app::quotedValue(value), choices.join(QStringLiteral(" or ")));
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
        error = QStringLiteral("--%1: %2 is not a whole number").arg(option, app::quotedValue(text));
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
        error = QStringLiteral("--%1: %2 is not a range A..B").arg(option, app::quotedValue(text));
        return false;
    }
    if (!parseInteger(option, text.left(dots), lo, hi, from, error) ||
        !parseInteger(option, text.mid(dots + 2), lo, hi, to, error))
        return false;
    if (from > to) {
        error = QStringLiteral("--%1: the range %2 is empty (start after end)")
                    .arg(option, app::escapedValue(text));
        return false;
    }
    return true;
}

void addSettingsOptions(QCommandLineParser &p, SettingsScope scope) {
    const bool floor = scope == SettingsScope::Floor;
    p.addOptions({
        {QStringLiteral("ruleset"),
         QStringLiteral(
             "Rule set: afterbirth-plus, repentance (default) or original-2011 (the 2011 game, from "
             "docs/original-2011.md)."),
         QStringLiteral("R"), QStringLiteral("repentance")},
        {QStringLiteral("repentogon"),
         QStringLiteral("repentance: the floors of a game started through the mod loader REPENTOGON "
                        "(repentance.md R23: its corrected dead-end resize, the Void's room list, the Blue "
                        "Womb's curses).")},
        {QStringLiteral("seed"), QStringLiteral("The game's seed string, e.g. \"B91Y 9THH\"."),
         QStringLiteral("SEED")},
        {QStringLiteral("run-seed"), QStringLiteral("The run seed as a number (1..4294967295)."),
         QStringLiteral("N")},
    });
    if (floor)
        p.addOptions({
            {QStringLiteral("stage-seed"), QStringLiteral("The stage seed as a number (1..4294967295)."),
             QStringLiteral("N")},
            {QStringLiteral("stage"), QStringLiteral("Stage 1 (Basement I) .. 12 (The Void); default 1."),
             QStringLiteral("N"), QStringLiteral("1")},
            {QStringLiteral("stage-type"),
             QStringLiteral(
                 "Stage type 0, 1 or 2 (what the stage offers), 4 or 5 (repentance: the alternate path, "
                 "Downpour, Dross, ...), main (the main-path type the run seed gives) or alt (the "
                 "alternate-path type, an approximation; repentance). main and alt need a run seed. "
                 "Default 0."),
             QStringLiteral("T"), QStringLiteral("0")},
        });
    p.addOption({QStringLiteral("hard"), QStringLiteral("Hard mode.")});
    if (floor)
        p.addOption({QStringLiteral("curse"),
                     QStringLiteral("auto (rolled, default), none, or a comma list of labyrinth, lost, "
                                    "darkness, unknown, maze, blind."),
                     QStringLiteral("LIST"), QStringLiteral("auto")});
    QStringList players;
    for (const CharacterInfo &c : characters())
        players << sv(c.key);
    p.addOptions({
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
        {QStringLiteral("player"),
         QStringLiteral("The character: %1 (default isaac), other, or the game's player type id 0..40.")
             .arg(players.join(QStringLiteral(", "))),
         QStringLiteral("NAME")},
        {QStringLiteral("item"),
         QStringLiteral("An item or trinket held (repeatable): %1; black-candle (as --black-candle); "
                        "golden-horse-shoe is golden-horseshoe. NAME:golden: a golden trinket (repentance; "
                        "repeat for more copies).")
             .arg(itemKeys()),
         QStringLiteral("NAME")},
        {QStringLiteral("victory-lap"), QStringLiteral("Victory lap count (default 0)."),
         QStringLiteral("N")},
        {QStringLiteral("treasure-rooms-visited"),
         QStringLiteral("Treasure rooms visited so far this run (default: stage - 1)."), QStringLiteral("N")},
        {QStringLiteral("planetarium-visited"), QStringLiteral("A planetarium was visited this run.")},
        {QStringLiteral("devil-room-visited"),
         QStringLiteral("A devil room was visited this run (state flag 6).")},
        {QStringLiteral("book-picked-up"), QStringLiteral("A book was picked up this run (state flag 8).")},
        {QStringLiteral("curse-tier"),
         QStringLiteral("repentance: how far the save has progressed, none, womb, eit or all (default)."),
         QStringLiteral("TIER")},
        {QStringLiteral("super-sin-counter"),
         QStringLiteral("repentance: the mini-boss step's super-sin counter (default 0)."),
         QStringLiteral("N")},
        {QStringLiteral("surprise-miniboss-counter"),
         QStringLiteral("repentance: the surprise mini-boss counter (default 0)."), QStringLiteral("N")},
        {QStringLiteral("state-flag"),
         QStringLiteral("repentance: a run state flag that is set (repeatable): %1.")
             .arg(app::stateFlagKeys().join(QStringLiteral(", "))),
         QStringLiteral("NAME")},
        {QStringLiteral("locked-achievement"),
         QStringLiteral("repentance: an achievement of the save that is locked (repeatable; id 1..%1).")
             .arg(Achievements::kCount - 1),
         QStringLiteral("N")},
        {QStringLiteral("strange-door-locked"),
         QStringLiteral("repentance: the strange door is locked (achievement 635).")},
        {QStringLiteral("cathedral"),
         QStringLiteral(
             "repentance: the run goes to the Cathedral, not Sheol (the type of stages 10 and 11).")},
        {QStringLiteral("route"),
         floor ? QStringLiteral("repentance: the floors the run generated before this one, comma-separated "
                                "STAGE:TYPE (e.g. 1:0,2:1); default the run's own route. Needs a run seed.")
               : QStringLiteral("The floors of the run, comma-separated STAGE:TYPE (e.g. 1:0,2:1,3:4); "
                                "default the main path 1..8, then 10 and 11, with the Labyrinth skip."),
         QStringLiteral("LIST")},
    });
    if (floor)
        p.addOption({QStringLiteral("boss-pools"),
                     QStringLiteral("repentance: where the boss pools come from, run (default: the route's "
                                    "floors first) or first-floor (the floor as the first of its pools)."),
                     QStringLiteral("MODE")});
}

// The option of `s` (as the parser `p` got them) that the original-2011 rule set would ignore, or empty
// (issue 49): it reads the stage, the stage type, the seed, the Labyrinth and full health alone
// (docs/original-2011.md O1); what afterbirth-plus refuses as repentance's is refused there too. Hard mode,
// the items and the other curses stay ignored, as O1 says.
static QString original2011UnreadOption(const Settings &s, const QCommandLineParser &p) {
    if (s.ruleSet != RuleSet::Original2011)
        return {};
    static const char *const kUnread[] = {
        "route",
        "curse-tier",
        "state-flag",
        "cathedral",
        "boss-pools",
        "locked-achievement",
        "strange-door-locked",
        "super-sin-counter",
        "surprise-miniboss-counter",
    };
    const QStringList given = p.optionNames(); // (the options on the command line)
    for (const char *name : kUnread)
        if (given.contains(QLatin1String(name)))
            return QStringLiteral("--%1").arg(QLatin1String(name));
    return {};
}

bool readSettings(const QCommandLineParser &p, Settings &s, bool &seedGiven, QString &error,
                  SettingsScope scope, app::SettingsExtras *extras) {
    s = Settings{};
    const bool floor = scope == SettingsScope::Floor;
    auto isSet = [&](const char *name) { return p.isSet(QString::fromLatin1(name)); };
    auto value = [&](const char *name) { return p.value(QString::fromLatin1(name)); };
    const auto ruleSet = ruleSetFromKey(value("ruleset").toStdString());
    if (!ruleSet) {
        error =
            QStringLiteral("--ruleset: %1 is not a rule set (afterbirth-plus, repentance or original-2011)")
                .arg(app::quotedValue(value("ruleset")));
        return false;
    }
    s.ruleSet = *ruleSet;
    if (isSet("repentogon")) {
        if (s.ruleSet != RuleSet::Repentance) {
            error = QStringLiteral("--repentogon belongs to the repentance rule set, not %1")
                        .arg(sv(ruleSetKey(s.ruleSet)));
            return false;
        }
        s.ruleVariant = RuleVariant::Repentogon;
    }

    const bool stageSeedSet = floor && isSet("stage-seed");
    const int seedOptions = int(isSet("seed")) + int(isSet("run-seed")) + int(stageSeedSet);
    if (seedOptions > 1) {
        error = floor ? QStringLiteral("give only one of --seed, --run-seed and --stage-seed")
                      : QStringLiteral("give only one of --seed and --run-seed");
        return false;
    }
    seedGiven = seedOptions == 1;
    qint64 n = 0;
    if (isSet("seed")) {
        QString seedError;
        const auto parsed = app::parseSeedText(value("seed"), seedError);
        if (!parsed) {
            error = QStringLiteral("--seed %1: %2").arg(app::quotedValue(value("seed")), seedError);
            return false;
        }
        s.runSeed = *parsed;
    } else if (isSet("run-seed")) {
        if (!parseInteger(QStringLiteral("run-seed"), value("run-seed"), 1, 0xFFFFFFFFll, n, error))
            return false;
        s.runSeed = static_cast<std::uint32_t>(n);
    } else if (stageSeedSet) {
        if (!parseInteger(QStringLiteral("stage-seed"), value("stage-seed"), 1, 0xFFFFFFFFll, n, error))
            return false;
        s.stageSeed = static_cast<std::uint32_t>(n);
    }

    struct IntOption {
        const char *name;
        int *target;
        qint64 lo, hi;
        bool floorOnly;
    };
    const IntOption ints[] = {
        {"stage", &s.stage, 1, 12, true},
        {"hearts", &s.state.hearts, 0, 9999, false},
        {"max-hearts", &s.state.maxHearts, 0, 9999, false},
        {"soul-hearts", &s.state.soulHearts, 0, 9999, false},
        {"bone-hearts", &s.state.boneHearts, 0, 9999, false},
        {"keys", &s.state.keys, 0, 9999, false},
        {"coins", &s.state.coins, 0, 9999, false},
        {"victory-lap", &s.state.victoryLap, 0, 9999, false},
        {"treasure-rooms-visited", &s.state.treasureRoomsVisited, 0, 99, false},
        {"super-sin-counter", &s.state.superSinCounter, 0, 9999, false},
        {"surprise-miniboss-counter", &s.state.surpriseMinibossCounter, 0, 9999, false},
    };
    for (const auto &o : ints) {
        if (o.floorOnly && !floor)
            continue;
        const QString name = QString::fromLatin1(o.name);
        if (!p.isSet(name) && p.value(name).isEmpty())
            continue;
        if (!parseInteger(name, p.value(name), o.lo, o.hi, n, error))
            return false;
        *o.target = static_cast<int>(n);
    }
    app::StageTypeProposal proposal = app::StageTypeProposal::None;
    if (floor) {
        const QString t = value("stage-type").trimmed();
        if (t == QLatin1String("main")) {
            proposal = app::StageTypeProposal::Main;
        } else if (t == QLatin1String("alt")) {
            proposal = app::StageTypeProposal::Alt;
        } else {
            bool isNumber = false;
            t.toLongLong(&isNumber);
            if (!isNumber && !t.startsWith(QLatin1Char('-'))) {
                error = QStringLiteral("--stage-type: %1 is not 0, 1, 2, 4, 5, main or alt")
                            .arg(app::quotedValue(t));
                return false;
            }
            if (!parseInteger(QStringLiteral("stage-type"), t, 0, 5, n, error))
                return false;
            s.stageType = static_cast<int>(n);
        }
    }
    s.hard = isSet("hard");
    s.blackCandle = isSet("black-candle");
    s.state.planetariumVisited = isSet("planetarium-visited");
    s.state.devilRoomVisited = isSet("devil-room-visited");
    s.state.bookPickedUp = isSet("book-picked-up");
    s.cathedral = isSet("cathedral");
    if (isSet("strange-door-locked"))
        s.achievements.setUnlocked(kStrangeDoorAchievement, false);

    if (floor) {
        if (isSet("curse") && value("curse").trimmed().isEmpty()) {
            error =
                QStringLiteral("--curse: the value is empty; give auto, none, or a comma list of labyrinth, "
                               "lost, darkness, unknown, maze, blind");
            return false;
        }
        QString curseError;
        if (!app::parseCurseList(value("curse"), s.forcedCurses, curseError)) {
            error = QStringLiteral("--curse: %1").arg(curseError);
            return false;
        }
    }
    if (isSet("player")) {
        QString playerError;
        if (!app::applyPlayerName(value("player"), s.state, playerError)) {
            error = QStringLiteral("--player: %1").arg(playerError);
            return false;
        }
    }
    for (const QString &name : p.values(QStringLiteral("item"))) {
        if (!checkListValue(QStringLiteral("item"), name, error))
            return false;
        for (const QString &part : name.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            QString itemError;
            if (!app::applyItemName(part, s, itemError)) {
                error = QStringLiteral("--item: %1").arg(itemError);
                return false;
            }
        }
    }
    if (isSet("curse-tier")) {
        const auto tier = app::curseTierFromKey(value("curse-tier").trimmed().toLower());
        if (!tier) {
            error = QStringLiteral("--curse-tier: %1 is not none, womb, eit or all")
                        .arg(app::quotedValue(value("curse-tier")));
            return false;
        }
        s.curseTier = *tier;
    }
    for (const QString &name : p.values(QStringLiteral("state-flag"))) {
        const auto flag = app::stateFlagFromKey(name.trimmed().toLower());
        if (!flag) {
            error = QStringLiteral("--state-flag: unknown state flag %1 (known: %2)")
                        .arg(app::quotedValue(name), app::stateFlagKeys().join(QStringLiteral(", ")));
            return false;
        }
        s.state.stateFlags |= std::uint64_t{1} << *flag;
    }
    for (const QString &id : p.values(QStringLiteral("locked-achievement"))) {
        if (!parseInteger(QStringLiteral("locked-achievement"), id, 1, Achievements::kCount - 1, n, error))
            return false;
        s.achievements.setUnlocked(static_cast<int>(n), false);
    }
    if (floor && isSet("boss-pools")) {
        const auto mode = app::bossPoolsFromKey(value("boss-pools").trimmed().toLower());
        if (!mode) {
            error = QStringLiteral("--boss-pools: %1 is not run or first-floor")
                        .arg(app::quotedValue(value("boss-pools")));
            return false;
        }
        s.bossPools = *mode;
    }
    // Red hearts fill heart containers and bone hearts (2 halves each); more is not a state the game has.
    if (s.state.hearts > s.state.maxHearts + 2 * s.state.boneHearts) {
        error = QStringLiteral("--hearts %1 is more than the %2 half hearts that --max-hearts %3%4 and "
                               "--bone-hearts %5 hold")
                    .arg(s.state.hearts)
                    .arg(s.state.maxHearts + 2 * s.state.boneHearts)
                    .arg(s.state.maxHearts)
                    .arg(isSet("max-hearts") ? QString() : QStringLiteral(" (the default)"))
                    .arg(s.state.boneHearts);
        return false;
    }
    if (isSet("route")) {
        std::vector<RouteFloor> route;
        QString routeError;
        if (!app::parseRouteList(value("route"), route, routeError)) {
            error = QStringLiteral("--route: %1").arg(routeError);
            return false;
        }
        if (floor && !s.runSeed) {
            error = QStringLiteral("--route needs a run seed (--seed or --run-seed)");
            return false;
        }
        s.route = std::move(route);
    }
    if (!app::resolveStageType(s, proposal, error)) {
        error = QStringLiteral("--stage-type: %1").arg(error);
        return false;
    }
    if (extras)
        extras->alternateStageType = proposal == app::StageTypeProposal::Alt;
    if (const auto only = app::repentanceOnlyInput(floor ? s : withoutRoute(s))) {
        if (QLatin1String(only->key) == QLatin1String("stageType"))
            error = QStringLiteral("--stage-type %1: stage types 4 and 5 (the alternate path) belong to the "
                                   "repentance rule set, not afterbirth-plus")
                        .arg(s.stageType);
        else
            error = QStringLiteral("%1 is read by the repentance rule set only, not by afterbirth-plus")
                        .arg(QLatin1String(only->option));
        return false;
    }
    if (const QString unread = original2011UnreadOption(s, p); !unread.isEmpty()) {
        error = QStringLiteral("%1 is not read by the original-2011 rule set (the 2011 game had no runs, "
                               "achievements or state flags: docs/original-2011.md O1)")
                    .arg(unread);
        return false;
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
    p.addOption({QStringLiteral("format"),
                 QStringLiteral("json (default), text (a readable map) or log (the lines the game writes "
                                "into its log.txt for this floor, generation.md 15.3)."),
                 QStringLiteral("FORMAT"), QStringLiteral("json")});
    p.addOption(gameDataOption());
    if (!runParser(p, args, error, helpShown, helpText))
        return false;
    if (helpShown && *helpShown)
        return true;
    o.gameData = p.value(QStringLiteral("game-data"));
    bool seedGiven = false;
    if (!readSettings(p, o.settings, seedGiven, error, SettingsScope::Floor, &o.extras))
        return false;
    if (!seedGiven) {
        error = QStringLiteral("give a seed: --seed \"XXXX XXXX\", --run-seed N or --stage-seed N");
        return false;
    }
    int format = 0;
    if (!parseChoice(QStringLiteral("format"), p.value(QStringLiteral("format")),
                     {QStringLiteral("json"), QStringLiteral("text"), QStringLiteral("log")}, format, error))
        return false;
    o.format = static_cast<OutputFormat>(format);
    if (o.format == OutputFormat::Log && o.settings.ruleSet == RuleSet::Original2011) { // (issue 49)
        error =
            QStringLiteral("--format log: the 2011 game wrote no log.txt, so original-2011 floors have no "
                           "log lines; give --format json or text");
        return false;
    }
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
        {QStringLiteral("ruleset"), QStringLiteral("afterbirth-plus, repentance (default) or original-2011."),
         QStringLiteral("R"), QStringLiteral("repentance")},
        {QStringLiteral("repentogon"),
         QStringLiteral("repentance: the REPENTOGON variant (repentance.md R23).")},
        {QStringLiteral("stage-type"),
         QStringLiteral("Stage type 0, 1, 2, or (repentance) 4 or 5 (default 0)."), QStringLiteral("T"),
         QStringLiteral("0")},
        {QStringLiteral("hard"), QStringLiteral("Hard mode.")},
        {QStringLiteral("trace"), QStringLiteral("Record the trace of every floor.")},
    });
    p.addOption(gameDataOption());
    if (!runParser(p, args, error, helpShown, helpText))
        return false;
    if (helpShown && *helpShown)
        return true;
    o.gameData = p.value(QStringLiteral("game-data"));
    qint64 n = 0;
    if (!parseInteger(QStringLiteral("stage"), p.value(QStringLiteral("stage")), 1, 12, n, error))
        return false;
    o.stage = static_cast<int>(n);
    if (!parseInteger(QStringLiteral("count"), p.value(QStringLiteral("count")), 1, 1000000000, n, error))
        return false;
    o.count = n;
    const auto ruleSet = ruleSetFromKey(p.value(QStringLiteral("ruleset")).toStdString());
    if (!ruleSet) {
        error =
            QStringLiteral("--ruleset: %1 is not a rule set (afterbirth-plus, repentance or original-2011)")
                .arg(app::quotedValue(p.value(QStringLiteral("ruleset"))));
        return false;
    }
    o.ruleSet = *ruleSet;
    if (p.isSet(QStringLiteral("repentogon"))) {
        if (o.ruleSet != RuleSet::Repentance) {
            error = QStringLiteral("--repentogon belongs to the repentance rule set, not %1")
                        .arg(sv(ruleSetKey(o.ruleSet)));
            return false;
        }
        o.ruleVariant = RuleVariant::Repentogon;
    }
    if (!parseInteger(QStringLiteral("stage-type"), p.value(QStringLiteral("stage-type")), 0, 5, n, error))
        return false;
    o.stageType = static_cast<int>(n);
    o.hard = p.isSet(QStringLiteral("hard"));
    o.trace = p.isSet(QStringLiteral("trace"));
    Settings check;
    check.ruleSet = o.ruleSet;
    check.ruleVariant = o.ruleVariant;
    check.stage = o.stage;
    check.stageType = o.stageType;
    if (o.ruleSet == RuleSet::AfterbirthPlus && rep::isAlt(o.stageType)) {
        error = QStringLiteral("--stage-type %1: stage types 4 and 5 (the alternate path) belong to the "
                               "repentance rule set, not afterbirth-plus")
                    .arg(o.stageType);
        return false;
    }
    return validateWithoutSeed(check, error);
}

bool parseRunArgs(const QStringList &args, RunOptions &o, QString &error, bool *helpShown,
                  QString *helpText) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Generate the floors of a run in route order and print one floor JSON line each: by default the "
        "main path (stages 1..8 with the stage types the run seed gives, then 10 and 11), skipping the "
        "stage after a Labyrinth floor. Each floor is generated with the state the floors before it left "
        "(repentance: boss pools and state flags). Needs a run seed. --format text prints one line a "
        "floor: its name, rooms, special rooms, boss and curse."));
    addSettingsOptions(p, SettingsScope::Run);
    p.addOption({QStringLiteral("format"),
                 QStringLiteral("json (default, one floor JSON line each), text, or log (the lines the "
                                "game writes into its log.txt: the run's RNG Start Seed line, then each "
                                "floor's, generation.md 15.3)."),
                 QStringLiteral("FORMAT"), QStringLiteral("json")});
    p.addOption(gameDataOption());
    if (!runParser(p, args, error, helpShown, helpText))
        return false;
    if (helpShown && *helpShown)
        return true;
    o.gameData = p.value(QStringLiteral("game-data"));
    bool seedGiven = false;
    if (!readSettings(p, o.settings, seedGiven, error, SettingsScope::Run))
        return false;
    if (o.settings.ruleSet == RuleSet::Original2011) {
        error = QStringLiteral("run does not take the original-2011 rule set: the original (2011) had no run "
                               "seeds or boss pools to carry from floor to floor; use generate or batch");
        return false;
    }
    if (!seedGiven) {
        error = QStringLiteral("give a run seed: --seed \"XXXX XXXX\" or --run-seed N");
        return false;
    }
    int format = 0;
    if (!parseChoice(QStringLiteral("format"), p.value(QStringLiteral("format")),
                     {QStringLiteral("json"), QStringLiteral("text"), QStringLiteral("log")}, format, error))
        return false;
    o.format = static_cast<OutputFormat>(format);
    o.route = o.settings.route;
    o.settings.route.reset();
    if (o.route && o.route->empty()) {
        error = QStringLiteral("--route: the route is empty");
        return false;
    }
    if (o.route && o.settings.ruleSet == RuleSet::AfterbirthPlus)
        for (const RouteFloor &f : *o.route)
            if (f.stageType < 0 || f.stageType >= stageTypeCount(f.stage)) {
                error = QStringLiteral("--route: floor %1:%2 does not exist in afterbirth-plus")
                            .arg(f.stage)
                            .arg(f.stageType);
                return false;
            }
    return true;
}

} // namespace floorgen::cli
