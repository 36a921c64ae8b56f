#include "cmd_search.h"

#include "clioptions.h"
#include "commands.h"
#include "floorgen/filecatalog.h"
#include "floorgen/run.h"
#include "floorgen/seedstring.h"
#include "inputreader.h"
#include "interrupt.h"
#include "searchshard.h"
#include "seedlist.h"
#include "textutil.h"

#include <algorithm>

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

namespace floorgen::cli {

using app::sv;

namespace {

QStringList listValues(const QCommandLineParser &p, const QString &name) {
    QStringList out;
    for (const QString &v : p.values(name))
        for (const QString &part : v.split(QLatin1Char(','), Qt::SkipEmptyParts))
            out << part.trimmed();
    return out;
}

// "N" or "A..B" into [lo, hi].
bool parseCountOrRange(const QString &option, const QString &text, qint64 lo, qint64 hi, qint64 &a, qint64 &b,
                       QString &error) {
    if (text.contains(QStringLiteral("..")))
        return parseRange(option, text, lo, hi, a, b, error);
    if (!parseInteger(option, text, lo, hi, a, error))
        return false;
    b = a;
    return true;
}

// A seed bound: a number, or (run space) a seed string.
bool parseSeedBound(const QString &option, const QString &text, std::uint32_t &out, QString &error) {
    bool ok = false;
    const qint64 v = text.trimmed().toLongLong(&ok);
    if (ok) {
        if (v < 1 || v > 0xFFFFFFFFll) {
            error = QStringLiteral("--%1: %2 is out of range (1 to 4294967295)").arg(option).arg(v);
            return false;
        }
        out = static_cast<std::uint32_t>(v);
        return true;
    }
    QString seedError;
    const auto parsed = app::parseSeedText(text, seedError);
    if (!parsed) {
        error = QStringLiteral("--%1: %2 is neither a number nor a seed string (%3)")
                    .arg(option, app::quotedValue(text), seedError);
        return false;
    }
    out = *parsed;
    return true;
}

QString roomKindKeys() {
    QStringList keys{QStringLiteral("start")};
    for (int t = 1; t < kRoomTypeCount; ++t) {
        const auto key = roomTypeKey(static_cast<RoomType>(t));
        const auto back = roomTypeFromKey(key);
        if (!key.empty() && back && static_cast<int>(*back) == t)
            keys << sv(key);
    }
    return keys.join(QStringLiteral(", "));
}

const QStringList kCriteriaValueOptions{
    QStringLiteral("has"),          QStringLiteral("lacks"),     QStringLiteral("boss"),
    QStringLiteral("max-distance"), QStringLiteral("adjacent"),  QStringLiteral("rooms"),
    QStringLiteral("attempts"),     QStringLiteral("has-curse"), QStringLiteral("layout")};
const QStringList kCriteriaFlagOptions{QStringLiteral("xl"), QStringLiteral("no-xl"),
                                       QStringLiteral("no-curse")};

void addCriteriaOptions(QCommandLineParser &p) {
    p.addOptions({
        {QStringLiteral("has"), QStringLiteral("Room types present, TYPE[=N|=A..B], comma list."),
         QStringLiteral("LIST")},
        {QStringLiteral("lacks"), QStringLiteral("Room types absent, comma list."), QStringLiteral("LIST")},
        {QStringLiteral("boss"), QStringLiteral("Boss names (any of), comma list."), QStringLiteral("LIST")},
        {QStringLiteral("max-distance"), QStringLiteral("[FROM:]TYPE=N, comma list."),
         QStringLiteral("LIST")},
        {QStringLiteral("adjacent"), QStringLiteral("A,B: a room of A touches a room of B."),
         QStringLiteral("A,B")},
        {QStringLiteral("rooms"), QStringLiteral("Rooms on the floor, N or A..B."), QStringLiteral("N")},
        {QStringLiteral("attempts"), QStringLiteral("Attempts the floor took, N or A..B."),
         QStringLiteral("N")},
        {QStringLiteral("xl"), QStringLiteral("An XL floor.")},
        {QStringLiteral("no-xl"), QStringLiteral("Not an XL floor.")},
        {QStringLiteral("has-curse"), QStringLiteral("Curses in force (all of), comma list."),
         QStringLiteral("LIST")},
        {QStringLiteral("no-curse"), QStringLiteral("No curse in force.")},
        {QStringLiteral("layout"),
         QStringLiteral("A room of this layout of --game-data: FILE:VARIANT, TYPE:A..B or a layout's name."),
         QStringLiteral("LAYOUT")},
    });
}

// The criteria options of a parsed command line into c.
bool readCriteria(const QCommandLineParser &p, Criteria &c, QString &error) {
    for (const QString &item : listValues(p, QStringLiteral("has"))) {
        const qsizetype eq = item.indexOf(QLatin1Char('='));
        CountRule rule;
        if (!parseRoomKind(eq < 0 ? item : item.left(eq), rule.kind, error)) {
            error = QStringLiteral("--has: ") + error;
            return false;
        }
        if (eq >= 0) {
            qint64 a = 0, b = 0;
            if (!parseCountOrRange(QStringLiteral("has"), item.mid(eq + 1), 0, kMaxRooms, a, b, error))
                return false;
            rule.min = static_cast<int>(a);
            rule.max = static_cast<int>(b);
        }
        c.counts.push_back(rule);
    }
    for (const QString &item : listValues(p, QStringLiteral("lacks"))) {
        CountRule rule;
        if (!parseRoomKind(item, rule.kind, error)) {
            error = QStringLiteral("--lacks: ") + error;
            return false;
        }
        rule.min = 0;
        rule.max = 0;
        c.counts.push_back(rule);
    }
    for (const QString &item : listValues(p, QStringLiteral("boss"))) {
        int subtype = 0;
        if (!parseBoss(item, subtype, error))
            return false;
        c.bossSubtypes.push_back(subtype);
    }
    for (const QString &item : listValues(p, QStringLiteral("max-distance"))) {
        const qsizetype eq = item.lastIndexOf(QLatin1Char('='));
        if (eq < 0) {
            error = QStringLiteral("--max-distance: %1 is not [FROM:]TYPE=N").arg(app::quotedValue(item));
            return false;
        }
        DistanceRule rule;
        rule.from = RoomKind{true, RoomType::Null};
        QString lhs = item.left(eq);
        const qsizetype colon = lhs.indexOf(QLatin1Char(':'));
        if (colon >= 0) {
            if (!parseRoomKind(lhs.left(colon), rule.from, error)) {
                error = QStringLiteral("--max-distance: ") + error;
                return false;
            }
            lhs = lhs.mid(colon + 1);
        }
        if (!parseRoomKind(lhs, rule.to, error)) {
            error = QStringLiteral("--max-distance: ") + error;
            return false;
        }
        qint64 n = 0;
        if (!parseInteger(QStringLiteral("max-distance"), item.mid(eq + 1), 0, kMaxRooms, n, error))
            return false;
        rule.maxDistance = static_cast<int>(n);
        c.distances.push_back(rule);
    }
    for (const QString &pair : p.values(QStringLiteral("adjacent"))) {
        const QStringList parts = pair.split(QLatin1Char(','));
        if (parts.size() != 2) {
            error = QStringLiteral("--adjacent: %1 is not two room types A,B").arg(app::quotedValue(pair));
            return false;
        }
        DistanceRule rule;
        if (!parseRoomKind(parts[0], rule.from, error) || !parseRoomKind(parts[1], rule.to, error)) {
            error = QStringLiteral("--adjacent: ") + error;
            return false;
        }
        rule.maxDistance = 1;
        c.distances.push_back(rule);
    }
    qint64 a = 0, b = 0;
    if (p.isSet(QStringLiteral("rooms"))) {
        if (!parseCountOrRange(QStringLiteral("rooms"), p.value(QStringLiteral("rooms")), 1, kMaxRooms, a, b,
                               error))
            return false;
        c.minRooms = static_cast<int>(a);
        c.maxRooms = static_cast<int>(b);
    }
    if (p.isSet(QStringLiteral("attempts"))) {
        if (!parseCountOrRange(QStringLiteral("attempts"), p.value(QStringLiteral("attempts")), 1,
                               kMaxAttempts, a, b, error))
            return false;
        c.minAttempts = static_cast<int>(a);
        c.maxAttempts = static_cast<int>(b);
    }
    if (p.isSet(QStringLiteral("xl")) && p.isSet(QStringLiteral("no-xl"))) {
        error = QStringLiteral("give only one of --xl and --no-xl");
        return false;
    }
    if (p.isSet(QStringLiteral("xl")))
        c.xl = 1;
    if (p.isSet(QStringLiteral("no-xl")))
        c.xl = 0;
    for (const QString &item : listValues(p, QStringLiteral("has-curse"))) {
        const auto curse = curseFromKey(item.toLower().toStdString());
        if (!curse) {
            error = QStringLiteral("--has-curse: unknown curse %1 (darkness, labyrinth, lost, unknown, "
                                   "cursed, maze, blind)")
                        .arg(app::quotedValue(item));
            return false;
        }
        c.cursesAll |= *curse;
    }
    if (p.isSet(QStringLiteral("layout"))) {
        LayoutRule rule;
        if (const std::string why = parseLayoutRule(p.value(QStringLiteral("layout")).toStdString(), rule);
            !why.empty()) {
            error = QStringLiteral("--") + QString::fromStdString(why);
            return false;
        }
        c.layouts.push_back(rule);
    }
    c.noCurse = p.isSet(QStringLiteral("no-curse"));
    if (c.noCurse && c.cursesAll) {
        error = QStringLiteral("give only one of --has-curse and --no-curse");
        return false;
    }

    return true;
}

// `--floor STAGE[:TYPE]` into a group's floor.
bool parseFloorSpec(const QString &text, FloorCriteria &g, QString &error) {
    const QStringList parts = text.trimmed().split(QLatin1Char(':'));
    qint64 stage = 0;
    if (parts.size() > 2 || !parseInteger(QStringLiteral("floor"), parts[0], 1, 12, stage, error)) {
        if (parts.size() > 2 || error.isEmpty())
            error = QStringLiteral("--floor: %1 is not STAGE[:TYPE]").arg(app::quotedValue(text));
        return false;
    }
    g.stage = static_cast<int>(stage);
    if (parts.size() == 1)
        return true;
    const QString type = parts[1].trimmed().toLower();
    if (type == QLatin1String("main"))
        return true;
    if (type == QLatin1String("alt")) {
        g.path = FloorPath::Alternate;
        return true;
    }
    qint64 t = 0;
    if (!parseInteger(QStringLiteral("floor"), type, 0, 5, t, error) || t == 3) {
        error = QStringLiteral("--floor: the type in %1 is not 0, 1, 2, 4, 5, main or alt")
                    .arg(app::quotedValue(text));
        return false;
    }
    g.stageType = static_cast<int>(t);
    g.path = t >= 4 ? FloorPath::Alternate : FloorPath::Main;
    return true;
}

// Splits a search command line at its --floor options: the criteria options after a --floor (up to the next)
// belong to that floor; every other option, and everything before the first --floor, stays with the command.
struct FloorArgs {
    QString spec;
    QStringList args;
};
void splitFloors(const QStringList &args, QStringList &main, std::vector<FloorArgs> &floors) {
    QStringList *target = &main;
    bool valueNext = false; // the previous option takes the next token as its value
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (valueNext) {
            target->append(a);
            valueNext = false;
            continue;
        }
        if (a == QLatin1String("--floor") || a.startsWith(QLatin1String("--floor="))) {
            FloorArgs f;
            if (a.contains(QLatin1Char('=')))
                f.spec = a.mid(a.indexOf(QLatin1Char('=')) + 1);
            else if (i + 1 < args.size())
                f.spec = args[++i];
            floors.push_back(f);
            target = &floors.back().args;
            continue;
        }
        if (!a.startsWith(QLatin1String("--"))) {
            target->append(a); // a value, or a stray word the parser will name
            continue;
        }
        const QString name = a.mid(2).section(QLatin1Char('='), 0, 0);
        const bool inline_ = a.contains(QLatin1Char('='));
        if (!floors.empty() &&
            (kCriteriaValueOptions.contains(name) || kCriteriaFlagOptions.contains(name))) {
            target = &floors.back().args;
            valueNext = kCriteriaValueOptions.contains(name) && !inline_;
        } else {
            target = &main;
            valueNext = false; // a settings option's value is a token without "--": it follows `target`
        }
        target->append(a);
    }
}

// Every layout rule of the search, with the stage of its floor (-1: the searched floor).
std::vector<std::pair<int, LayoutRule>> allLayoutRules(const SearchArgs &o) {
    std::vector<std::pair<int, LayoutRule>> rules;
    for (const LayoutRule &r : o.criteria.layouts)
        rules.emplace_back(o.acrossRun ? o.settings.stage : -1, r);
    for (const FloorCriteria &g : o.floors)
        for (const LayoutRule &r : g.criteria.layouts)
            rules.emplace_back(g.stage, r);
    if (o.where)
        forEachTerm(*o.where, [&](const Criteria &c, const FloorCriteria *in) {
            for (const LayoutRule &r : c.layouts)
                rules.emplace_back(in ? in->stage : -1, r);
        });
    return rules;
}

int resolveAllLayouts(SearchArgs &o, const FileCatalog *catalog, Io &io) {
    std::string error;
    bool ok = resolveLayouts(o.criteria, catalog, error);
    for (FloorCriteria &g : o.floors)
        ok = ok && resolveLayouts(g.criteria, catalog, error);
    if (ok && o.where)
        ok = resolveLayouts(*o.where, catalog, error);
    if (ok)
        return -1;
    io.err << "isaac-floorgen-cli: " << app::escapedLine(QString::fromStdString(error)) << "\n";
    io.err.flush();
    return kExitBadInput;
}

// Where the rooms of the layouts asked for are on the match's floors: "stage S: room N at X,Y
// (FILE:VARIANT)", "; " between them.
QString layoutPlaces(const SearchArgs &o, std::uint32_t seed,
                     const std::vector<std::pair<int, LayoutRule>> &rules, const FileCatalog &catalog) {
    std::vector<Floor> floors;
    Settings s = o.settings;
    if (!o.acrossRun) {
        if (o.space == SeedSpace::Run)
            s.runSeed = seed;
        else {
            s.runSeed.reset();
            s.stageSeed = seed;
        }
        Floor f;
        if (generate(s, f, nullptr, nullptr, &catalog) == GenerateStatus::Ok)
            floors.push_back(std::move(f));
    } else {
        s.runSeed = seed;
        const FloorCriteria target[1] = {o.where ? exprRunTarget(o.floors, *o.where)
                                                 : exprRunTarget(o.floors, SearchExpr{})};
        floors = generateRun(s, runSearchRoute(o.settings, seed, target), &catalog, true).floors;
    }
    QStringList places;
    for (const Floor &f : floors) {
        std::vector<LayoutRule> here;
        for (const auto &[stage, rule] : rules)
            if (stage < 0 || stage == f.settings.stage)
                here.push_back(rule);
        for (const int n : layoutRooms(f, here)) {
            const Room &r = f.rooms[static_cast<std::size_t>(n)];
            const FileCatalog::Entry e = catalog.entryOf(r.layoutId);
            QString file;
            for (const auto &[id, rf] : catalog.files().files)
                if (id == e.file)
                    file = QString::fromStdString(rf.name).section(QLatin1Char('/'), -1);
            places << QStringLiteral("stage %1: room %2 at %3,%4 (%5:%6)")
                          .arg(f.settings.stage)
                          .arg(n)
                          .arg(r.anchor.x)
                          .arg(r.anchor.y)
                          .arg(file)
                          .arg(catalog.room(e).variant);
        }
    }
    return app::escapedLine(places.join(QStringLiteral("; ")));
}

// The message of a bad --where, with the expression and a mark under the bad token.
QString whereError(const QString &text, const ExprError &e) {
    const std::string utf8 = text.toStdString();
    const QString before = QString::fromUtf8(utf8.substr(0, std::min(e.at, utf8.size())));
    const QString token = QString::fromUtf8(utf8.substr(std::min(e.at, utf8.size()), e.length));
    return QStringLiteral("--where: column %1: %2\n  %3\n  %4%5")
        .arg(before.size() + 1)
        .arg(QString::fromStdString(e.message), app::escapedLine(text),
             QString(before.size(), QLatin1Char(' ')),
             QString(std::max<qsizetype>(1, token.size()), QLatin1Char('^')));
}

// Every --where parsed and joined with and.
bool readWhere(const QStringList &values, std::optional<SearchExpr> &where, QString &error) {
    std::vector<SearchExpr> parts;
    for (const QString &text : values) {
        const ExprParse p = parseSearchExpr(text.toStdString());
        if (!p.expr) {
            error = whereError(text, p.error);
            return false;
        }
        parts.push_back(*p.expr);
    }
    if (parts.empty())
        return true;
    if (parts.size() == 1) {
        where = std::move(parts.front());
        return true;
    }
    SearchExpr all;
    all.op = SearchExpr::Op::And;
    all.children = std::move(parts);
    where = std::move(all);
    return true;
}

// The shape of --where for the search it is in, and its boss terms' #0 (the Void's only).
bool checkWhere(const SearchExpr &where, const SearchArgs &o, QString &error) {
    const QString text = QString::fromStdString(exprText(where));
    if (const ExprError e = exprShapeProblem(where, o.acrossRun); !e.message.empty()) {
        // The position is in the joined expression's text when several --where were given.
        const ExprParse again = parseSearchExpr(text.toStdString());
        const ExprError at = again.expr ? exprShapeProblem(*again.expr, o.acrossRun) : e;
        error = whereError(text, ExprError{at.at, at.length, e.message});
        return false;
    }
    bool voidBoss = false;
    forEachTerm(where, [&](const Criteria &c, const FloorCriteria *in) {
        const int stage = in ? in->stage : o.settings.stage;
        voidBoss = voidBoss || (stage != 12 && std::find(c.bossSubtypes.begin(), c.bossSubtypes.end(), 0) !=
                                                   c.bossSubtypes.end());
    });
    if (voidBoss) {
        error =
            QStringLiteral("--where: boss #0 is no boss subtype (only the Void's extra boss rooms, on stage "
                           "12, have subtype 0)");
        return false;
    }
    return true;
}
} // namespace

bool parseRoomKind(const QString &text, RoomKind &kind, QString &error) {
    const QString key = text.trimmed().toLower();
    if (key == QLatin1String("start")) {
        kind = RoomKind{true, RoomType::Null};
        return true;
    }
    const auto t = roomTypeFromKey(key.toStdString());
    if (!t || *t == RoomType::Null) {
        error =
            QStringLiteral("unknown room type %1 (known: %2)").arg(app::quotedValue(text), roomKindKeys());
        return false;
    }
    kind = RoomKind{false, *t};
    return true;
}

bool parseBoss(const QString &text, int &subtype, QString &error) {
    const QString name = text.trimmed();
    if (name.startsWith(QLatin1Char('#'))) {
        qint64 n = 0;
        if (!parseInteger(QStringLiteral("boss"), name.mid(1), 0, 32767, n, error))
            return false;
        // Subtype 0 names no boss but is one of the Void's extra boss rooms (generation.md 7.3a):
        // parseSearchArgs accepts it on stage 12 only.
        if (n != 0 && bossName(static_cast<int>(n)).empty()) {
            error = QStringLiteral("--boss: #%1 is no boss subtype (see --list-bosses)").arg(n);
            return false;
        }
        subtype = static_cast<int>(n);
        return true;
    }
    for (int i = 0; i < 1000; ++i) {
        const auto b = bossName(i);
        if (!b.empty() && sv(b).compare(name, Qt::CaseInsensitive) == 0) {
            subtype = i;
            return true;
        }
    }
    error =
        QStringLiteral("--boss: unknown boss %1 (see --list-bosses, or give #N)").arg(app::quotedValue(text));
    return false;
}

bool parseSearchArgs(const QStringList &args, SearchArgs &o, QString &error, bool *helpShown,
                     QString *helpText) {
    QCommandLineParser p;
    p.setApplicationDescription(
        QString(QStringLiteral(
            "Search seeds whose floor meets every criterion given, on every core. Prints the matching seeds "
            "in "
            "ascending order, one a line (seed strings for --space run, numbers for --space stage), and a "
            "summary on standard error naming the last seed searched, so that --from/--to shards over "
            "several "
            "machines can be merged by concatenation.\n\n"
            "Criteria:\n"
            "  --has TYPE[=N|=A..B],...      rooms of the type: at least one, exactly N, or A to B\n"
            "  --lacks TYPE,...              no room of the type\n"
            "  --boss NAME,...               one of these bosses, in either boss room of an XL floor\n"
            "                                (case-insensitive; #N for a subtype; see --list-bosses)\n"
            "  --max-distance [FROM:]TYPE=N  nearest TYPE at most N rooms from the start (or from FROM)\n"
            "  --adjacent A,B                a room of A touches a room of B\n"
            "  --rooms N|A..B  --attempts N|A..B  --xl  --no-xl  --has-curse LIST  --no-curse\n"
            "  --layout FILE:VARIANT|TYPE:A..B|NAME  a room of this layout of the room files of --game-data\n"
            "                                (FILE: 01.basement.stb or basement; TYPE: a room type; NAME: "
            "the\n"
            "                                layout's name); each match then names the rooms, their floor "
            "and\n"
            "                                their cell\n"
            "Distances count moves between rooms that touch; secret rooms end a path but are not passed "
            "through. TYPE: ")) +
        roomKindKeys() +
        QStringLiteral(
            ".\n\nThe matches are printed as soon as every seed before them is searched. SIGINT (Ctrl+C) or "
            "SIGTERM stops the search: the matches found so far are printed, standard error names the "
            "--from that resumes it (the two outputs, one after the other, are the output of one "
            "search), exit status 130 or 143. Criteria no floor can meet (contradictions, more rooms "
            "than a floor of the settings can have, room types the rule set never places) are refused "
            "with exit status 2.\n\nSearch across the floors of a run: --floor STAGE[:TYPE] starts a group, "
            "and the criteria after it (up to the next --floor) apply to that floor of the run (TYPE: 0, 1, "
            "2, 4, 5, main or alt; without it, the type the run seed gives on the main path; stages 10 and "
            "11: 0 Sheol / Dark Room, 1 Cathedral / Chest). Criteria before the first --floor apply to "
            "--stage. Every group must hold. The run is the default route to the group latest in it (with "
            "the Labyrinth skip): a floor the run leaves out does not match. A run seed is rejected at the "
            "first floor that fails, and floors are generated only as far as the groups need.\n\n"
            "Conditions that combine: --where EXPR, where a term is a criterion above without its dashes "
            "(has library=2, lacks curse, boss monstro,#3, max-distance start:treasure=1, adjacent "
            "shop,boss, "
            "rooms 10..12, attempts 1, xl, no-xl, has-curse darkness, no-curse; a boss name with spaces in "
            "double quotes), joined by not, and, or and parentheses (not binds tightest, then and, then or); "
            "floor STAGE[:TYPE] ( EXPR ) applies EXPR to that floor of the run (then every term is inside a "
            "floor). The criteria options and every --where must all hold; a plain and of terms searches as "
            "fast as the options. A bad expression is refused with the column of the bad token (exit 2).\n"
            "  EXPR := AND ( or AND )*   AND := UNARY ( and UNARY )*\n"
            "  UNARY := not UNARY | ( EXPR ) | floor STAGE[:TYPE] ( EXPR ) | TERM\n\n"
            "Examples: isaac-floorgen-cli search --has library,curse --boss Monstro --max-distance "
            "treasure=1 --limit 5\n  isaac-floorgen-cli search --floor 1 --has library --floor 2 --has "
            "curse\n  isaac-floorgen-cli search --where 'has library or has planetarium and not boss "
            "monstro'\n"
            "  isaac-floorgen-cli search --ruleset repentance --where 'floor 1 (has library or has "
            "planetarium) "
            "and not floor 3 (boss monstro)'"));
    addSettingsOptions(p);
    addCriteriaOptions(p);
    p.addOptions({
        {QStringLiteral("where"),
         QStringLiteral("EXPR: criteria joined by not, and, or and parentheses (see above)."),
         QStringLiteral("EXPR")},
        {QStringLiteral("floor"),
         QStringLiteral(
             "STAGE[:TYPE]: the criteria after it apply to that floor of the run (TYPE: 0, 1, 2, 4, "
             "5, main or alt); repeat for more floors."),
         QStringLiteral("FLOOR")},
        {QStringLiteral("space"), QStringLiteral("run (default): search run seeds; stage: stage seeds."),
         QStringLiteral("SPACE"), QStringLiteral("run")},
        {QStringLiteral("from"), QStringLiteral("First seed (number or seed string; default 1)."),
         QStringLiteral("N"), QStringLiteral("1")},
        {QStringLiteral("to"), QStringLiteral("Last seed (default 4294967295)."), QStringLiteral("N"),
         QStringLiteral("4294967295")},
        {QStringLiteral("seeds"),
         QStringLiteral(
             "Search only the seeds this file lists (- for standard input), those in --from..--to: "
             "one a line, a seed string or a number; in a CSV line the first field; blank lines, "
             "# comments and a header line are skipped."),
         QStringLiteral("FILE")},
        {QStringLiteral("threads"), QStringLiteral("Worker threads (default 0: every core)."),
         QStringLiteral("T"), QStringLiteral("0")},
        {QStringLiteral("limit"), QStringLiteral("Stop after this many matches (default 20; 0: no limit)."),
         QStringLiteral("N"), QStringLiteral("20")},
        {QStringLiteral("format"), QStringLiteral("text (default, one seed a line) or json."),
         QStringLiteral("FORMAT"), QStringLiteral("text")},
        {QStringLiteral("list-bosses"), QStringLiteral("Print the boss names --boss accepts and exit.")},
        {QStringLiteral("shard"),
         QStringLiteral("K/N: search only the K-th (0 to N-1) of N equal contiguous parts of --from..--to "
                        "(or of the --seeds list), every match, as JSON recording what it covered; "
                        "`isaac-floorgen-cli merge` joins the parts."),
         QStringLiteral("K/N")},
        {QStringLiteral("resume"),
         QStringLiteral("With --shard: FILE holds this shard's earlier output (interrupted or not); go on "
                        "after what it covered and print the whole shard. A missing or empty FILE starts "
                        "the shard afresh."),
         QStringLiteral("FILE")},
    });
    p.addOption(gameDataOption());
    QStringList mainArgs;
    std::vector<FloorArgs> floorArgs;
    splitFloors(args, mainArgs, floorArgs);
    if (!runParser(p, mainArgs, error, helpShown, helpText))
        return false;
    if (helpShown && *helpShown)
        return true;
    o.listBosses = p.isSet(QStringLiteral("list-bosses"));
    o.gameData = p.value(QStringLiteral("game-data"));
    o.seedsFile = p.value(QStringLiteral("seeds"));
    if (p.isSet(QStringLiteral("seeds")) && o.seedsFile.isEmpty()) {
        error = QStringLiteral("--seeds: no file given (a path, or - for standard input)");
        return false;
    }
    if (o.listBosses)
        return true;
    bool seedGiven = false;
    if (!readSettings(p, o.settings, seedGiven, error))
        return false;
    if (o.settings.ruleSet == RuleSet::Original2011) {
        error =
            QStringLiteral("search does not take the original-2011 rule set: its floors use our random "
                           "numbers, not the original game's, so no seed found would be a seed of the game; "
                           "use generate, batch, stats or export");
        return false;
    }
    if (seedGiven) {
        error = QStringLiteral("search takes no single seed: give the range with --from and --to");
        return false;
    }
    if (!readCriteria(p, o.criteria, error))
        return false;
    const Criteria &c = o.criteria;
    if (!readWhere(p.values(QStringLiteral("where")), o.where, error))
        return false;
    o.acrossRun = !floorArgs.empty() || (o.where && exprHasFloor(*o.where));
    if (o.acrossRun) {
        // Criteria before the first --floor: the floor of --stage (and --stage-type when given).
        if (!c.empty()) {
            FloorCriteria g;
            g.stage = o.settings.stage;
            if (p.isSet(QStringLiteral("stage-type"))) {
                g.stageType = o.settings.stageType;
                g.path = g.stageType >= 4 ? FloorPath::Alternate : FloorPath::Main;
            }
            g.criteria = c;
            o.floors.push_back(g);
        }
        for (const FloorArgs &f : floorArgs) {
            FloorCriteria g;
            if (f.spec.isEmpty()) {
                error = QStringLiteral("--floor: no floor given (STAGE[:TYPE])");
                return false;
            }
            if (!parseFloorSpec(f.spec, g, error))
                return false;
            QCommandLineParser fp;
            addCriteriaOptions(fp);
            if (!runParser(fp, f.args, error, nullptr, nullptr) || !readCriteria(fp, g.criteria, error)) {
                error = QStringLiteral("--floor %1: %2").arg(f.spec, error);
                return false;
            }
            const auto &bosses = g.criteria.bossSubtypes;
            if (g.stage != 12 && std::find(bosses.begin(), bosses.end(), 0) != bosses.end()) {
                error = QStringLiteral("--floor %1: --boss #0 is no boss subtype (only the Void's extra boss "
                                       "rooms, on stage 12, have subtype 0)")
                            .arg(f.spec);
                return false;
            }
            o.floors.push_back(std::move(g));
        }
    }

    const QString space = p.value(QStringLiteral("space"));
    if (space == QLatin1String("run"))
        o.space = SeedSpace::Run;
    else if (space == QLatin1String("stage"))
        o.space = SeedSpace::Stage;
    else {
        error = QStringLiteral("--space: %1 is not run or stage").arg(app::quotedValue(space));
        return false;
    }
    if (!parseSeedBound(QStringLiteral("from"), p.value(QStringLiteral("from")), o.from, error) ||
        !parseSeedBound(QStringLiteral("to"), p.value(QStringLiteral("to")), o.to, error))
        return false;
    if (o.from > o.to) {
        error = QStringLiteral("--from %1 is after --to %2").arg(o.from).arg(o.to);
        return false;
    }
    qint64 a = 0;
    if (!parseInteger(QStringLiteral("threads"), p.value(QStringLiteral("threads")), 0, 256, a, error))
        return false;
    o.threads = static_cast<int>(a);
    if (!parseInteger(QStringLiteral("limit"), p.value(QStringLiteral("limit")), 0, 1000000000, a, error))
        return false;
    o.limit = static_cast<std::uint64_t>(a);
    int format = 0;
    if (!parseChoice(QStringLiteral("format"), p.value(QStringLiteral("format")),
                     {QStringLiteral("text"), QStringLiteral("json")}, format, error))
        return false;
    o.json = format == 1;
    if (p.isSet(QStringLiteral("shard"))) {
        const QStringList kn = p.value(QStringLiteral("shard")).split(QLatin1Char('/'));
        qint64 k = 0, n = 0;
        if (kn.size() != 2) {
            error = QStringLiteral("--shard: %1 is not K/N (for example 0/4: the first of four parts)")
                        .arg(app::quotedValue(p.value(QStringLiteral("shard"))));
            return false;
        }
        if (!parseInteger(QStringLiteral("shard"), kn[1], 1, kMaxShards, n, error) ||
            !parseInteger(QStringLiteral("shard"), kn[0], 0, n - 1, k, error))
            return false;
        if (p.isSet(QStringLiteral("limit")) && o.limit != 0) {
            error = QStringLiteral("--shard finds every match of its part: give no --limit (or --limit 0)");
            return false;
        }
        if (p.isSet(QStringLiteral("format")) && !o.json) {
            error = QStringLiteral("--shard writes JSON (what merge reads): give no --format text");
            return false;
        }
        o.shardIndex = static_cast<int>(k);
        o.shardCount = static_cast<int>(n);
        o.limit = 0;
        o.json = true;
    }
    o.resumeFile = p.value(QStringLiteral("resume"));
    if (p.isSet(QStringLiteral("resume")) && (o.shardIndex < 0 || o.resumeFile.isEmpty())) {
        error = o.shardIndex < 0
                    ? QStringLiteral("--resume goes with --shard (a single search resumes with --from)")
                    : QStringLiteral("--resume: no file given");
        return false;
    }
    if (!validateWithoutSeed(o.settings, error))
        return false;
    if (o.settings.stage != 12 &&
        std::find(c.bossSubtypes.begin(), c.bossSubtypes.end(), 0) != c.bossSubtypes.end()) {
        error =
            QStringLiteral("--boss: #0 is no boss subtype (only the Void's extra boss rooms, on stage 12, "
                           "have subtype 0)");
        return false;
    }
    if (o.where && !checkWhere(*o.where, o, error))
        return false;
    if (o.acrossRun) {
        if (o.space != SeedSpace::Run) {
            error = QStringLiteral("--floor searches the floors of runs: it needs --space run");
            return false;
        }
        if (const std::string why = o.where ? impossibleReason(o.settings, o.floors, *o.where)
                                            : impossibleReason(o.settings, o.floors);
            !why.empty()) {
            error = QStringLiteral("no run can match: ") + QString::fromStdString(why);
            return false;
        }
        return true;
    }
    // Criteria no floor can meet would sweep the whole range for nothing.
    if (const std::string why =
            o.where ? impossibleReason(o.settings, c, *o.where) : impossibleReason(o.settings, c);
        !why.empty()) {
        error = QStringLiteral("no floor can match: ") + QString::fromStdString(why);
        return false;
    }
    return true;
}

int runSearch(const QStringList &args, Io &io) {
    SearchArgs o;
    if (const int rc = parseOrReport(parseSearchArgs, args, o, io); rc >= 0)
        return rc;
    if (o.listBosses) {
        for (int i = 0; i < 1000; ++i)
            if (const auto b = bossName(i); !b.empty())
                io.out << "#" << i << " " << sv(b) << "\n";
        io.out.flush();
        return kExitOk;
    }
    auto seedText = [&](std::uint32_t s) {
        return o.space == SeedSpace::Run ? QString::fromStdString(seedToString(s)) : QString::number(s);
    };
    // The JSON document is written in three parts: its first keys, each match as soon as it is certain, and
    // the figures known at the end.
    auto jsonBody = [](const QJsonObject &j) {
        QByteArray text = QJsonDocument(j).toJson(QJsonDocument::Compact);
        return QString::fromUtf8(text.mid(1, text.size() - 2)); // without the braces
    };
    bool headWritten = false, firstMatch = true;
    // A shard's record of what it covers (searchshard.h), and what an earlier run of it found (--resume).
    const bool sharded = o.shardIndex >= 0;
    QJsonObject shardHead;
    QJsonArray earlierMatches;
    std::uint64_t start = o.from, partTo = o.to, partFrom = o.from;
    std::uint64_t earlierTried = 0, earlierFailures = 0, earlierInvalid = 0;
    double earlierSeconds = 0;
    auto writeHead = [&] {
        if (headWritten || !o.json)
            return;
        headWritten = true;
        QJsonObject head = shardHead;
        head.insert(QStringLiteral("space"), sv(seedSpaceKey(o.space)));
        head.insert(QStringLiteral("from"), static_cast<qint64>(o.from));
        head.insert(QStringLiteral("to"), static_cast<qint64>(o.to));
        io.out << "{" << jsonBody(head) << ",\"matches\":[";
        for (const QJsonValue &m : earlierMatches) {
            io.out << (firstMatch ? "" : ",") << "{" << jsonBody(m.toObject()) << "}";
            firstMatch = false;
        }
    };
    std::unique_ptr<FileCatalog> gameData;
    if (const int rc = openGameData(o.gameData, gameData, io); rc >= 0)
        return rc;
    if (const int rc = resolveAllLayouts(o, gameData.get(), io); rc >= 0)
        return rc;
    // With layout criteria, each match's line names the rooms of those layouts (text output).
    const std::vector<std::pair<int, LayoutRule>> layoutRules = allLayoutRules(o);
    std::optional<FileCatalog> placesCatalog;
    if (!layoutRules.empty() && gameData)
        placesCatalog.emplace(*gameData);
    std::vector<std::uint32_t> seedList;
    if (!o.seedsFile.isEmpty()) {
        constexpr qint64 kMaxSeedListBytes = 256ll << 20;
        const bool standardInput = o.seedsFile == QLatin1String("-");
        const QString name = standardInput ? QStringLiteral("standard input")
                                           : app::quotedValue(o.seedsFile, app::kMaxEchoedPathChars);
        QFile file;
        QString error, why;
        if (!standardInput && QFileInfo(o.seedsFile).isDir())
            error = QStringLiteral("%1 is a folder").arg(name);
        else if (!standardInput && !app::openForReading(file, o.seedsFile, why))
            error = QStringLiteral("cannot read %1: %2").arg(name, why);
        else if (app::readSeedList(standardInput ? io.in : file, name, kMaxSeedListBytes, seedList, error,
                                   &interruptFlag()) &&
                 seedList.empty())
            error = QStringLiteral("%1 holds no seed").arg(name);
        if (error.isEmpty() && interrupted()) { // a signal while the list was read: nothing searched yet
            io.err << "isaac-floorgen-cli: interrupted by " << interruptSignalName() << " while reading "
                   << name
                   << ": nothing was searched\nisaac-floorgen-cli: to resume, search again with --from "
                   << o.from << "\n";
            io.err.flush();
            return interruptExitCode();
        }
        if (!error.isEmpty()) {
            io.err << "isaac-floorgen-cli: --seeds: " << error << "\n";
            io.err.flush();
            return kExitBadInput;
        }
    }
    if (sharded) {
        const QJsonObject identity = searchIdentity(o, seedList, gameData.get());
        const QString engine = engineFingerprint(gameData.get());
        const SeedPart part = shardPart(o.from, o.to, seedList, o.shardIndex, o.shardCount);
        start = partFrom = part.from;
        partTo = part.to;
        shardHead.insert(QStringLiteral("search"), identity);
        shardHead.insert(QStringLiteral("engine"), engine);
        QJsonObject shard, range;
        shard.insert(QStringLiteral("index"), o.shardIndex);
        shard.insert(QStringLiteral("count"), o.shardCount);
        range.insert(QStringLiteral("from"), static_cast<qint64>(part.from));
        range.insert(QStringLiteral("to"), static_cast<qint64>(part.to));
        shardHead.insert(QStringLiteral("shard"), shard);
        shardHead.insert(QStringLiteral("range"), range);
        QFile file(o.resumeFile);
        if (!o.resumeFile.isEmpty() && app::isStandardOutput(o.resumeFile)) {
            // `--resume p.json > p.json`: the shell emptied the file before the search started, and an empty
            // file means "from the start" (issue 49).
            const QString name = app::quotedValue(o.resumeFile, app::kMaxEchoedPathChars);
            io.err << "isaac-floorgen-cli: --resume: " << name
                   << " is also standard output, which the shell empties before the search starts: what it "
                      "covered would be lost. Write to another file and rename it when the shard is done: "
                   << "--resume " << name << " > "
                   << app::quotedValue(o.resumeFile + QStringLiteral(".part"), app::kMaxEchoedPathChars)
                   << " && mv "
                   << app::quotedValue(o.resumeFile + QStringLiteral(".part"), app::kMaxEchoedPathChars)
                   << " " << name << "\n";
            io.err.flush();
            return kExitBadInput;
        }
        if (!o.resumeFile.isEmpty() && file.exists() && file.size() > 0) {
            const QString name = app::quotedValue(o.resumeFile, app::kMaxEchoedPathChars);
            QString error;
            QJsonParseError pe;
            QJsonObject earlier;
            if (QFileInfo(o.resumeFile).isDir() || !file.open(QIODevice::ReadOnly))
                error = QStringLiteral("cannot read %1").arg(name);
            else if (file.size() > (1ll << 30))
                error = QStringLiteral("%1 is too large for a shard's output").arg(name);
            else if (earlier = QJsonDocument::fromJson(file.readAll(), &pe).object();
                     pe.error != QJsonParseError::NoError)
                error = QStringLiteral("%1 is not a shard's JSON output (%2 at byte %3)")
                            .arg(name, pe.errorString())
                            .arg(pe.offset);
            else if (earlier.value(QStringLiteral("search")).toObject() != identity)
                error =
                    QStringLiteral("%1 is the output of another search (other criteria, settings, range or "
                                   "seed list)")
                        .arg(name);
            else if (earlier.value(QStringLiteral("engine")).toString() != engine)
                error =
                    QStringLiteral("%1 was made by another build of the generator (engine %2, this one %3)")
                        .arg(name, earlier.value(QStringLiteral("engine")).toString(), engine);
            else if (earlier.value(QStringLiteral("shard")).toObject() != shard ||
                     earlier.value(QStringLiteral("range")).toObject() != range)
                error = QStringLiteral("%1 is the output of another shard").arg(name);
            else if (const QString problem = shardOutputProblem(earlier); !problem.isEmpty())
                error = QStringLiteral("%1 is not what search --shard wrote: %2").arg(name, problem);
            if (!error.isEmpty()) {
                io.err << "isaac-floorgen-cli: --resume: " << error << "\n";
                io.err.flush();
                return kExitBadInput;
            }
            const auto num = [&](const char *key) {
                return static_cast<std::uint64_t>(earlier.value(QLatin1String(key)).toDouble());
            };
            const std::uint64_t searchedTo = num("searchedTo");
            start = std::max<std::uint64_t>(start, searchedTo + 1);
            earlierMatches = earlier.value(QStringLiteral("matches")).toArray();
            earlierTried = num("tried");
            earlierFailures = num("failures");
            earlierInvalid = num("invalidSeeds");
            earlierSeconds = earlier.value(QStringLiteral("seconds")).toDouble();
        }
    }
    SearchOptions options;
    options.seedList = seedList;
    options.gameData = gameData.get();
    options.threads = o.threads;
    options.limit = o.limit;
    options.cancel = &interruptFlag();
    // Called under the search's lock, in seed order: the matches are printed (and flushed) as they become
    // certain, and none is kept.
    options.sink = [&](std::span<const std::uint32_t> matches, std::uint64_t) {
        writeHead();
        for (std::uint32_t s : matches) {
            if (o.json) {
                QJsonObject m;
                m.insert(o.space == SeedSpace::Run ? QStringLiteral("runSeed") : QStringLiteral("stageSeed"),
                         static_cast<qint64>(s));
                if (o.space == SeedSpace::Run)
                    m.insert(QStringLiteral("seed"), seedText(s));
                io.out << (firstMatch ? "" : ",") << "{" << jsonBody(m) << "}";
                firstMatch = false;
            } else if (!layoutRules.empty() && placesCatalog) {
                io.out << seedText(s) << "\t" << layoutPlaces(o, s, layoutRules, *placesCatalog) << "\n";
            } else {
                io.out << seedText(s) << "\n";
            }
        }
        io.out.flush();
    };
    QElapsedTimer timer;
    timer.start();
    SearchResult r;
    r.scannedTo = start - 1;
    if (start <= partTo) { // (a shard's part may be empty, or done already)
        const auto a = static_cast<std::uint32_t>(start), b = static_cast<std::uint32_t>(partTo);
        if (o.where)
            r = o.acrossRun ? searchRunSeeds(o.settings, o.floors, *o.where, a, b, options)
                            : searchSeeds(o.settings, o.criteria, *o.where, o.space, a, b, options);
        else
            r = o.floors.empty() ? searchSeeds(o.settings, o.criteria, o.space, a, b, options)
                                 : searchRunSeeds(o.settings, o.floors, a, b, options);
    }
    // A shard that finished covers its whole part: with a seed list the search stops at the part's last
    // listed seed, and merge would find the seeds after it in no file (issue 49).
    if (sharded && !r.cancelled && r.error.empty())
        r.scannedTo = partTo;
    r.tried += earlierTried;
    r.failures += earlierFailures;
    r.invalid += earlierInvalid;
    r.found += static_cast<std::uint64_t>(earlierMatches.size());
    const double seconds = static_cast<double>(timer.nsecsElapsed()) / 1e9 + earlierSeconds;
    if (!r.error.empty()) {
        io.err << "isaac-floorgen-cli: " << QString::fromStdString(r.error) << "\n";
        io.err.flush();
        return kExitBadInput;
    }
    const double rate = seconds > 0 ? static_cast<double>(r.tried) / seconds : 0.0;
    if (o.json) {
        writeHead();
        QJsonObject j;
        j.insert(QStringLiteral("searchedTo"), static_cast<qint64>(r.scannedTo));
        j.insert(QStringLiteral("tried"), static_cast<qint64>(r.tried));
        j.insert(QStringLiteral("failures"), static_cast<qint64>(r.failures));
        j.insert(QStringLiteral("invalidSeeds"), static_cast<qint64>(r.invalid));
        j.insert(QStringLiteral("limitReached"), r.limitReached);
        j.insert(QStringLiteral("interrupted"), r.cancelled);
        j.insert(QStringLiteral("seconds"), seconds);
        j.insert(QStringLiteral("seedsPerSecond"), rate);
        io.out << "]," << jsonBody(j) << "}\n";
    }
    io.out.flush();
    const QString summary =
        QStringLiteral("searched %1 %2 seeds %3..%4 in %5 s (%6 seeds/s): %7 found%8")
            .arg(r.tried)
            .arg(sv(seedSpaceKey(o.space)))
            .arg(partFrom)
            .arg(r.scannedTo)
            .arg(seconds, 0, 'f', 2)
            .arg(rate, 0, 'f', 0)
            .arg(r.found)
            .arg(r.limitReached ? QStringLiteral(" (limit reached)") : QString()) +
        (start > partFrom ? QStringLiteral(" (resumed: went on from seed %1)").arg(start) : QString());
    if (r.cancelled) {
        // Every seed up to scannedTo was searched and its matches printed: the rest starts right after it.
        io.err << "isaac-floorgen-cli: interrupted by " << interruptSignalName() << ": " << summary
               << "\nisaac-floorgen-cli: to resume, "
               << (sharded ? QStringLiteral("run the same command with --resume and this output as its file")
                           : QStringLiteral("search again with --from %1").arg(r.scannedTo + 1))
               << "\n";
        io.err.flush();
        return interruptExitCode();
    }
    io.err << summary << "\n";
    if (r.found == 0 && r.tried > 0 && r.failures + r.invalid >= r.tried) {
        // "0 found" would hide that no floor was made at all (issue 39): say so, with the first seed's
        // reason.
        QString why;
        if (!o.acrossRun) {
            Settings s = o.settings;
            const std::uint32_t first = seedList.empty() ? o.from : seedList.front();
            if (o.space == SeedSpace::Run)
                s.runSeed = first;
            else {
                s.runSeed.reset();
                s.stageSeed = first;
            }
            Floor floor;
            std::string message;
            if (generate(s, floor, nullptr, &message, gameData.get()) != GenerateStatus::Ok)
                why = QStringLiteral(" (seed %1: %2)").arg(seedText(first), QString::fromStdString(message));
        }
        io.err << "isaac-floorgen-cli: every floor searched failed: " << r.failures
               << " gave no floor after the attempts allowed, " << r.invalid << " were refused"
               << app::escapedLine(why) << "\n";
        io.err.flush();
        return r.invalid > 0 ? kExitBadInput : kExitNoFloor;
    }
    io.err.flush();
    return kExitOk;
}

} // namespace floorgen::cli
