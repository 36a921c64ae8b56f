// Search conditions that combine (core/include/floorgen/searchexpr.h): the parser as data (precedence,
// nesting, every criterion kind, bad input with its position), the text that parses back, and the search
// against a brute force with its own evaluation over the same seeds, on one floor and across a run, both rule
// sets.

#include "floorgen/filecatalog.h"
#include "floorgen/repstages.h"
#include "floorgen/rng.h"
#include "floorgen/run.h"
#include "floorgen/searchexpr.h"
#include "synthcatalog.h"

#include <QTest>

using namespace floorgen;

Q_DECLARE_METATYPE(floorgen::Settings)
Q_DECLARE_METATYPE(std::vector<floorgen::FloorCriteria>)

namespace {

// The tree's shape, written by the test: op(children...), a term as its canonical text.
std::string shape(const SearchExpr &e) {
    auto list = [&](const char *name) {
        std::string s = std::string(name) + "(";
        for (std::size_t i = 0; i < e.children.size(); ++i)
            s += (i ? "," : "") + shape(e.children[i]);
        return s + ")";
    };
    switch (e.op) {
    case SearchExpr::Op::Term:
        return criteriaText(e.term);
    case SearchExpr::Op::Not:
        return list("not");
    case SearchExpr::Op::And:
        return list("and");
    case SearchExpr::Op::Or:
        return list("or");
    case SearchExpr::Op::Floor:
        return "floor " + std::to_string(e.floor.stage) + "/" +
               (e.floor.path == FloorPath::Alternate ? "alt" : "main") + "/" +
               std::to_string(e.floor.stageType) + list("");
    }
    return "?";
}

SearchExpr parsed(const char *text) {
    ExprParse p = parseSearchExpr(text);
    if (!p.expr)
        qFatal("%s: %s", text, p.error.message.c_str());
    return *p.expr;
}

// The test's own evaluation: each term by matches(), the operators as written.
bool holds(const SearchExpr &e, const Floor &f) {
    switch (e.op) {
    case SearchExpr::Op::Term:
        return matches(f, e.term);
    case SearchExpr::Op::Not:
        return !holds(e.children[0], f);
    case SearchExpr::Op::And:
        for (const SearchExpr &c : e.children)
            if (!holds(c, f))
                return false;
        return true;
    case SearchExpr::Op::Or:
        for (const SearchExpr &c : e.children)
            if (holds(c, f))
                return true;
        return false;
    case SearchExpr::Op::Floor:
        break;
    }
    qFatal("a floor in a floor expression");
}

// A run: a floor node is true when the run visited that floor (its type as the run gives it, or the one
// asked for) and its expression holds there.
bool holdsRun(const SearchExpr &e, const Settings &s, std::uint32_t seed, const RunResult &run) {
    switch (e.op) {
    case SearchExpr::Op::Floor: {
        const FloorCriteria &g = e.floor;
        const auto v = stageSeedsOf(seed);
        const bool rep = s.ruleSet == RuleSet::Repentance;
        int type = g.stageType;
        if (g.stage < 10) {
            const int t = g.path == FloorPath::Alternate
                              ? rep::alternatePathType(v, g.stage)
                              : rep::mainPathType(v, g.stage, rep ? s.achievements : Achievements{}, false);
            if (type >= 0 && type != t)
                return false;
            type = t;
        } else if (type < 0) {
            type = 0;
        }
        for (const Floor &f : run.floors)
            if (f.settings.stage == g.stage && f.settings.stageType == type)
                return holds(e.children[0], f);
        return false;
    }
    case SearchExpr::Op::Not:
        return !holdsRun(e.children[0], s, seed, run);
    case SearchExpr::Op::And:
        for (const SearchExpr &c : e.children)
            if (!holdsRun(c, s, seed, run))
                return false;
        return true;
    case SearchExpr::Op::Or:
        for (const SearchExpr &c : e.children)
            if (holdsRun(c, s, seed, run))
                return true;
        return false;
    case SearchExpr::Op::Term:
        break;
    }
    qFatal("a term outside a floor in a run expression");
}

Settings settingsOf(RuleSet rules, int stage) {
    Settings s;
    s.ruleSet = rules;
    s.stage = stage;
    return s;
}

FloorCriteria group(int stage, const char *terms) {
    FloorCriteria g;
    g.stage = stage;
    const SearchExpr e = parsed(terms);
    if (e.op != SearchExpr::Op::Term)
        qFatal("a group is one term");
    g.criteria = e.term;
    return g;
}

} // namespace

class TestSearchExpr : public QObject {
    Q_OBJECT

private slots:
    void parses_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("tree");
        const char *rows[][3] = {
            // precedence: not, then and, then or
            {"or after and", "has library or has planetarium and not boss monstro",
             "or(has library,and(has planetarium,not(boss monstro)))"},
            {"and before or on the left", "xl and no-curse or rooms 10", "or(and(xl,no-curse),rooms 10)"},
            {"not binds to one term", "not has library and xl", "and(not(has library),xl)"},
            {"not of a group", "not (has library and xl)", "not(and(has library,xl))"},
            {"not not", "not not xl", "not(not(xl))"},
            {"parentheses first", "(has library or xl) and no-curse", "and(or(has library,xl),no-curse)"},
            {"nested parentheses", "((xl or (no-xl and rooms 3..9))) or not (attempts 2)",
             "or(or(xl,and(no-xl,rooms 3..9)),not(attempts 2))"},
            {"a flat or", "xl or no-xl or no-curse", "or(xl,no-xl,no-curse)"},
            {"keywords in any case", "HAS Library=2 AND NOT Boss MONSTRO",
             "and(has library=2,not(boss monstro))"},
            // every criterion kind
            {"has with counts", "has library=2,shop,curse=1..3", "has library=2,shop,curse=1..3"},
            {"lacks", "lacks curse,arcade", "lacks curse,arcade"},
            {"has =0 is lacks", "has curse=0", "lacks curse"},
            {"boss by name and subtype", "boss monstro,#3", "boss monstro,chub"},
            {"boss in quotes", "boss \"mega fatty\",\"The Haunt\"", "boss \"mega fatty\",\"the haunt\""},
            {"max-distance from the start", "max-distance treasure=1", "max-distance start:treasure=1"},
            {"max-distance from a type", "max-distance shop:boss=3,start:curse=2",
             "max-distance shop:boss=3,start:curse=2"},
            {"adjacent", "adjacent shop,boss", "max-distance shop:boss=1"},
            {"rooms", "rooms 10..12", "rooms 10..12"},
            {"attempts", "attempts 1", "attempts 1"},
            {"xl", "xl", "xl"},
            {"no-xl", "no-xl", "no-xl"},
            {"has-curse", "has-curse darkness,lost", "has-curse darkness,lost"},
            {"no-curse", "no-curse", "no-curse"},
            {"layout by file", "layout 01.Basement.stb:1005", "layout 01.basement.stb:1005"},
            {"layout by type and range", "layout treasure:1..20", "layout treasure:1..20"},
            {"layout by name", "layout \"My Room (v2)\"", "layout \"My Room (v2)\""},
            // A file name with a space stays one word in the canonical text (it was written bare, which
            // parsed back as two words).
            {"layout by a file with a space", "layout \"00.Special Rooms.stb\":3",
             "layout \"00.special rooms.stb\":3"},
            {"start kind", "adjacent start,treasure", "max-distance start:treasure=1"},
            // floors of a run
            {"floors", "floor 1 (has library or has planetarium) and floor 3 (not boss monstro)",
             "and(floor 1/main/-1(or(has library,has planetarium)),floor 3/main/-1(not(boss monstro)))"},
            {"floor types",
             "floor 2:alt (xl) or floor 4:5(no-curse) or floor 10:1 (rooms 9) or floor 6:main (xl)",
             "or(floor 2/alt/-1(xl),floor 4/alt/5(no-curse),floor 10/main/1(rooms 9),floor 6/main/-1(xl))"},
            {"not a floor", "not floor 3 ( boss monstro )", "not(floor 3/main/-1(boss monstro))"},
            {"spaces anywhere", "  (xl)or(no-curse)  ", "or(xl,no-curse)"},
        };
        for (const auto &r : rows)
            QTest::newRow(r[0]) << QString::fromUtf8(r[1]) << QString::fromUtf8(r[2]);
    }
    void parses() {
        QFETCH(QString, text);
        QFETCH(QString, tree);
        const ExprParse p = parseSearchExpr(text.toStdString());
        QVERIFY2(p.expr, p.error.message.c_str());
        QCOMPARE(QString::fromStdString(shape(*p.expr)), tree);
        // The text parses back to the same tree, and is then stable.
        const std::string canonical = exprText(*p.expr);
        const ExprParse again = parseSearchExpr(canonical);
        QVERIFY2(again.expr, (canonical + ": " + again.error.message).c_str());
        QCOMPARE(QString::fromStdString(exprText(*again.expr)), QString::fromStdString(canonical));
        QCOMPARE(QString::fromStdString(shape(*again.expr)), tree);
    }

    void rejects_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("at");
        QTest::addColumn<QString>("message");
        const std::string deep = std::string(70, '(') + "xl" + std::string(70, ')');
        struct Row {
            const char *name;
            std::string text;
            int at;
            const char *message;
        };
        const Row rows[] = {
            {"empty", "", 0, "the expression is empty"},
            {"blank", "   ", 0, "the expression is empty"},
            {"unknown room type", "has libary", 4, "unknown room type \"libary\""},
            {"unknown type in a list", "xl and has shop,libary", 11, "unknown room type \"libary\""},
            {"unknown criterion", "frobnicate", 0, "unknown criterion \"frobnicate\""},
            {"ends after or", "has library or", 14, "ends where a criterion was expected"},
            {"two ands", "has library and and xl", 16, "expected a criterion before and"},
            {"or first", "or xl", 0, "expected a criterion before or"},
            {"unclosed", "xl and (has library", 7, "this parenthesis is never closed"},
            {"closed twice", "has library)", 11, "a closing parenthesis without its opening one"},
            {"empty parentheses", "xl and ()", 8, "expected a criterion, found a closing parenthesis"},
            {"missing value", "has", 0, "has needs a value"},
            {"value is a keyword", "boss and xl", 5, "boss needs a value"},
            {"two terms without and", "has library xl", 12, "expected and, or or the end"},
            {"bad count", "has library=x", 4, "has: \"x\" is not N or A..B"},
            {"empty range", "rooms 12..10", 6, "is an empty range"},
            {"rooms out of range", "rooms 0", 6, "is not N or A..B (numbers 1 to 80)"},
            {"attempts out of range", "attempts 101", 9, "numbers 1 to 100"},
            {"unknown boss", "boss nobody", 5, "unknown boss \"nobody\""},
            {"unknown subtype", "boss #999", 5, "#999 is no boss subtype"},
            {"unclosed quote", "boss \"mega fatty", 5, "a double quote without its closing one"},
            {"bad distance", "max-distance treasure", 13, "is not [FROM:]TYPE=N"},
            {"adjacent one type", "adjacent shop", 9, "is not two room types A,B"},
            {"layout variant", "layout basement:x", 7, "layout: \"x\" is not a variant N or A..B"},
            {"layout without file", "layout :3", 7, "has no file or room type before the colon"},
            {"unknown curse", "has-curse nothing", 10, "unknown curse \"nothing\""},
            {"floor stage", "floor 13 (xl)", 6, "is not STAGE[:TYPE]"},
            {"floor type", "floor 2:3 (xl)", 6, "is not 0, 1, 2, 4, 5, main or alt"},
            {"floor without parentheses", "floor 2 xl", 8, "needs its criteria in parentheses"},
            {"floor without stage", "floor (xl)", 6, "floor needs STAGE[:TYPE]"},
            {"too deep", deep, 64, "nests deeper than 64 levels"},
            {"too long", std::string(5000, ' '), 4096, "longer than 4096 characters"},
        };
        for (const Row &r : rows)
            QTest::newRow(r.name) << QString::fromStdString(r.text) << r.at << QString::fromUtf8(r.message);
    }
    void rejects() {
        QFETCH(QString, text);
        QFETCH(int, at);
        QFETCH(QString, message);
        const ExprParse p = parseSearchExpr(text.toStdString());
        QVERIFY(!p.expr);
        QCOMPARE(static_cast<int>(p.error.at), at);
        QVERIFY2(QString::fromStdString(p.error.message).contains(message), p.error.message.c_str());
    }

    void shapeProblems_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("run");
        QTest::addColumn<int>("at"); // -1: none
        QTest::newRow("term outside floor") << "floor 1 (xl) or no-curse" << true << 16;
        QTest::newRow("floor in floor") << "floor 1 (xl and floor 2 (xl))" << true << 16;
        QTest::newRow("floor on one floor") << "xl or floor 1 (xl)" << false << 6;
        QTest::newRow("run fine") << "not floor 1 (xl) and floor 2 (no-xl or xl)" << true << -1;
        QTest::newRow("floor fine") << "not xl" << false << -1;
    }
    void shapeProblems() {
        QFETCH(QString, text);
        QFETCH(bool, run);
        QFETCH(int, at);
        const ExprError e = exprShapeProblem(parsed(text.toUtf8().constData()), run);
        QCOMPARE(e.message.empty(), at < 0);
        if (at >= 0)
            QCOMPARE(static_cast<int>(e.at), at);
    }

    // The search finds exactly the seeds whose floor the test's own evaluation accepts.
    void floorSameAsBruteForce_data() {
        QTest::addColumn<Settings>("settings");
        QTest::addColumn<int>("space");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("options"); // the criteria given as options beside it (a term), or empty
        const char *exprs[][2] = {
            {"has library or has planetarium", ""},
            {"has library and not boss monstro", ""},
            {"not (has curse or xl)", ""},
            {"has-curse darkness or rooms 10..12", ""},
            {"(boss monstro or boss gurdy) and not max-distance start:treasure=1", ""},
            {"not has-curse lost and (adjacent shop,boss or has sacrifice)", ""},
            {"has shop and has treasure and rooms 12..18", ""},
            {"boss monstro,chub,gurdy and boss gurdy,\"larry jr.\",\"mega fatty\"", ""},
            {"max-distance start:boss=2 or has-curse darkness", ""},
            {"not no-curse and attempts 2..100 or has mini-boss", ""},
            {"not lacks arcade or xl", "has treasure"},
            {"boss monstro or lacks curse", "has library"},
            {"no-xl and not has-curse darkness", "boss monstro,chub,gurdy"},
        };
        for (const RuleSet rules : {RuleSet::AfterbirthPlus, RuleSet::Repentance})
            for (int stage : {1, 3}) {
                const Settings s = settingsOf(rules, stage);
                const int space = rules == RuleSet::Repentance ? 0 : 1; // run seeds, stage seeds
                for (const auto &e : exprs)
                    QTest::addRow("%s stage %d: %s%s%s", rules == RuleSet::Repentance ? "rep" : "ab+", stage,
                                  e[0], e[1][0] ? " with " : "", e[1])
                        << s << space << QString::fromUtf8(e[0]) << QString::fromUtf8(e[1]);
            }
    }
    void floorSameAsBruteForce() {
        QFETCH(Settings, settings);
        QFETCH(int, space);
        QFETCH(QString, where);
        QFETCH(QString, options);
        const SeedSpace sp = space == 0 ? SeedSpace::Run : SeedSpace::Stage;
        const SearchExpr e = parsed(where.toUtf8().constData());
        const Criteria base = options.isEmpty() ? Criteria{} : parsed(options.toUtf8().constData()).term;
        constexpr std::uint32_t kSeeds = 4000;
        SearchOptions opt;
        opt.threads = 2;
        const SearchResult r = searchSeeds(settings, base, e, sp, 1, kSeeds, opt);
        QVERIFY2(r.error.empty(), r.error.c_str());
        std::vector<std::uint32_t> expected;
        for (std::uint32_t seed = 1; seed <= kSeeds; ++seed) {
            Settings s = settings;
            if (sp == SeedSpace::Run)
                s.runSeed = seed;
            else
                s.stageSeed = seed;
            Floor f;
            if (generate(s, f) == GenerateStatus::Ok && matches(f, base) && holds(e, f))
                expected.push_back(seed);
        }
        QVERIFY2(!expected.empty() && expected.size() < kSeeds, std::to_string(expected.size()).c_str());
        QCOMPARE(r.seeds, expected);
        QCOMPARE(r.found, expected.size());
        QCOMPARE(r.scannedTo, kSeeds);
    }

    void runSameAsBruteForce_data() {
        QTest::addColumn<Settings>("settings");
        QTest::addColumn<QString>("where");
        QTest::addColumn<std::vector<FloorCriteria>>("groups");
        QTest::addColumn<int>("seeds");
        struct Row {
            const char *name;
            const char *where;
            std::vector<FloorCriteria> groups;
            bool repOnly = false;
        };
        const std::vector<Row> rows = {
            {"library on Basement I or curse room on Basement II",
             "floor 1 (has library) or floor 2 (has curse)",
             {}},
            {"the issue's example",
             "floor 1 (has library or has planetarium) and not floor 3 (boss monstro)",
             {}},
            {"curses across floors", "not floor 2 (has-curse darkness) and floor 3 (xl or rooms 20..80)", {}},
            {"plain floors with a group",
             "floor 2 (has library) and floor 1 (has shop)",
             {group(3, "lacks arcade")}},
            {"group on the last floor first",
             "floor 3 (boss monstro or not has sacrifice)",
             {group(3, "has treasure")}},
            {"group before the last floor",
             "floor 2 (has library or xl) or floor 1 (has curse=2..80)",
             {group(1, "has shop")}},
            {"a type asked for", "floor 2:1 (has curse) or floor 4:0 (no-curse and has arcade)", {}},
            {"alternate path",
             "floor 2:alt (has library or has-curse darkness) or floor 1 (has sacrifice)",
             {},
             true},
        };
        for (const RuleSet rules : {RuleSet::AfterbirthPlus, RuleSet::Repentance})
            for (const Row &r : rows) {
                if (r.repOnly && rules != RuleSet::Repentance)
                    continue;
                QTest::addRow("%s: %s", rules == RuleSet::Repentance ? "rep" : "ab+", r.name)
                    << settingsOf(rules, 1) << QString::fromUtf8(r.where) << r.groups << 600;
            }
    }
    void runSameAsBruteForce() {
        QFETCH(Settings, settings);
        QFETCH(QString, where);
        QFETCH(std::vector<FloorCriteria>, groups);
        QFETCH(int, seeds);
        const SearchExpr e = parsed(where.toUtf8().constData());
        QVERIFY(exprShapeProblem(e, true).message.empty());
        QCOMPARE(QString::fromStdString(impossibleReason(settings, groups, e)), QString());
        SearchOptions opt;
        opt.threads = 2;
        const auto last = static_cast<std::uint32_t>(seeds);
        const SearchResult r = searchRunSeeds(settings, groups, e, 1, last, opt);
        QVERIFY2(r.error.empty(), r.error.c_str());
        // The brute force: the run to the floor latest in route order, generated in full.
        const FloorCriteria target = exprRunTarget(groups, e);
        std::vector<std::uint32_t> expected;
        for (std::uint32_t seed = 1; seed <= last; ++seed) {
            Settings s = settings;
            s.runSeed = seed;
            const FloorCriteria targets[1] = {target};
            const RunResult run = generateRun(s, runSearchRoute(settings, seed, targets), nullptr, true);
            bool ok = holdsRun(e, settings, seed, run);
            for (const FloorCriteria &g : groups) {
                SearchExpr term;
                term.term = g.criteria;
                SearchExpr f;
                f.op = SearchExpr::Op::Floor;
                f.floor = g;
                f.children.push_back(term);
                ok = ok && holdsRun(f, settings, seed, run);
            }
            if (ok)
                expected.push_back(seed);
        }
        QVERIFY2(!expected.empty() && expected.size() < last, std::to_string(expected.size()).c_str());
        QCOMPARE(r.seeds, expected);
    }

    // `layout` on the synthetic room files of tests/core/synthcatalog.h: the search finds exactly the floors
    // the test finds a room of that layout on (its own check: the room's file entry, its file's name, variant
    // and name), including a room file of the player's own (a mod's basement with one more room).
    void layoutSameAsBruteForce_data() {
        QTest::addColumn<int>("rules");
        QTest::addColumn<bool>("mod");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("file");   // the brute force's test: a room from this file...
        QTest::addColumn<int>("minVariant"); // ...with a variant in this range...
        QTest::addColumn<int>("maxVariant");
        QTest::addColumn<QString>("name"); // ...or with this name
        QTest::addColumn<bool>("found");   // whether the seeds searched have one
        for (const RuleSet rules : {RuleSet::AfterbirthPlus, RuleSet::Repentance}) {
            const char *r = rules == RuleSet::Repentance ? "rep" : "ab+";
            const int k = static_cast<int>(rules);
            QTest::addRow("%s: a basement room by file and variant", r)
                << k << false << "layout 01.basement.stb:4999"
                << "01.basement.stb" << 4999 << 4999 << "" << true;
            QTest::addRow("%s: basement rooms by short file name and range", r)
                << k << false << "layout basement:4980..4998"
                << "01.basement.stb" << 4980 << 4998 << "" << true;
            QTest::addRow("%s: a caves room never on Basement I", r)
                << k << false << "layout caves:4970..5000"
                << "04.caves.stb" << 4970 << 5000 << "" << false;
            QTest::addRow("%s: the player's own room by name", r) << k << true << "layout \"My Room\""
                                                                  << "" << 0 << 0 << "my room" << true;
            QTest::addRow("%s: the player's own room, not with XL", r)
                << k << true << "not layout \"my room\" and no-xl"
                << "" << 0 << 0 << "!my room" << true;
        }
    }
    void layoutSameAsBruteForce() {
        QFETCH(int, rules);
        QFETCH(bool, mod);
        QFETCH(QString, where);
        QFETCH(QString, file);
        QFETCH(int, minVariant);
        QFETCH(int, maxVariant);
        QFETCH(QString, name);
        QFETCH(bool, found);
        auto files = testing::synthGameFiles(1);
        if (mod) {
            // A mod's (or Basement Renovator's) basement: one more 1x1 room with every door.
            RoomData mine = testing::synthRoom(RoomType::Default, 9000, 1.5f, 0x0F, Shape::S1x1, 1);
            mine.name = "My Room";
            files[1].second.rooms.push_back(mine);
        }
        const FileCatalog catalog(testing::roomFileSet(files));
        Settings settings = settingsOf(static_cast<RuleSet>(rules), 1);
        SearchExpr e = parsed(where.toUtf8().constData());
        std::string error;
        QVERIFY2(resolveLayouts(e, &catalog, error), error.c_str());
        constexpr std::uint32_t kSeeds = 400;
        SearchOptions opt;
        opt.threads = 2;
        opt.gameData = &catalog;
        const SearchResult r = searchSeeds(settings, Criteria{}, e, SeedSpace::Run, 1, kSeeds, opt);
        QVERIFY2(r.error.empty(), r.error.c_str());
        const bool negated = name.startsWith(QLatin1Char('!'));
        const std::string want = negated ? name.mid(1).toStdString() : name.toStdString();
        FileCatalog picks(catalog);
        std::vector<std::uint32_t> expected;
        for (std::uint32_t seed = 1; seed <= kSeeds; ++seed) {
            Settings s = settings;
            s.runSeed = seed;
            Floor f;
            if (generate(s, f, nullptr, nullptr, &picks) != GenerateStatus::Ok)
                continue;
            bool has = false;
            for (const Room &room : f.rooms) {
                const FileCatalog::Entry en = catalog.entryOf(room.layoutId);
                if (en.file < 0)
                    continue;
                const RoomData &d = catalog.room(en);
                std::string fileName;
                for (const auto &[id, rf] : files)
                    if (id == en.file)
                        fileName = rf.name;
                std::string lowerName = d.name;
                for (char &c : lowerName)
                    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
                has = has || (want.empty() ? fileName == file.toStdString() &&
                                                 d.variant >= static_cast<std::uint32_t>(minVariant) &&
                                                 d.variant <= static_cast<std::uint32_t>(maxVariant)
                                           : lowerName == want);
            }
            if (negated ? !has && !f.xl : has)
                expected.push_back(seed);
        }
        QCOMPARE(!expected.empty(), found);
        QVERIFY(expected.size() < kSeeds);
        QCOMPARE(r.seeds, expected);
    }

    // A layout the room files do not have, or no room files at all, is refused.
    void layoutNeedsItsRoomFiles() {
        const FileCatalog catalog(testing::roomFileSet(testing::synthGameFiles(1)));
        SearchExpr e = parsed("has library or layout basement:123456");
        std::string error;
        QVERIFY(!resolveLayouts(e, &catalog, error));
        QVERIFY2(QString::fromStdString(error).contains(QLatin1String("no layout of the room files")),
                 error.c_str());
        SearchExpr named = parsed("layout \"My Room\"");
        QVERIFY(!resolveLayouts(named, nullptr, error));
        QVERIFY2(QString::fromStdString(error).contains(QLatin1String("--game-data")), error.c_str());
    }

    // A plain AND written as an expression is the search of the options (folded into one Criteria).
    void plainAndIsTheOptions() {
        const Settings s = settingsOf(RuleSet::Repentance, 2);
        const SearchExpr e = parsed("has library and max-distance start:treasure=2 and no-curse");
        Criteria c;
        c.counts.push_back(CountRule{RoomKind{false, RoomType::Library}, 1, -1});
        c.distances.push_back(
            DistanceRule{RoomKind{true, RoomType::Null}, RoomKind{false, RoomType::Treasure}, 2});
        c.noCurse = true;
        const SearchResult a = searchSeeds(s, Criteria{}, e, SeedSpace::Run, 1, 60000);
        const SearchResult b = searchSeeds(s, c, SeedSpace::Run, 1, 60000);
        QVERIFY(!b.seeds.empty());
        QCOMPARE(a.seeds, b.seeds);
        QCOMPARE(a.tried, b.tried);
    }

    // parseCriterion (the page's reading of the CLI's criterion options) gives the Criteria of the term
    // `KEY VALUE`, and refuses what the parser refuses, with the same message.
    void criterionIsTheTerm_data() {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("error"); // empty: accepted
        QTest::newRow("has") << "has"
                             << "library=2,curse"
                             << "";
        QTest::newRow("lacks") << "lacks"
                               << "shop,arcade"
                               << "";
        QTest::newRow("boss with a space") << "boss"
                                           << "Mega Fatty,#3"
                                           << "";
        QTest::newRow("max-distance") << "max-distance"
                                      << "shop:treasure=2,boss=4"
                                      << "";
        QTest::newRow("adjacent") << "adjacent"
                                  << "shop,boss"
                                  << "";
        QTest::newRow("rooms") << "rooms"
                               << "10..12"
                               << "";
        QTest::newRow("attempts") << "attempts"
                                  << "1"
                                  << "";
        QTest::newRow("has-curse") << "has-curse"
                                   << "darkness,lost"
                                   << "";
        QTest::newRow("xl") << "xl"
                            << ""
                            << "";
        QTest::newRow("no-xl") << "no-xl"
                               << ""
                               << "";
        QTest::newRow("no-curse") << "no-curse"
                                  << ""
                                  << "";
        QTest::newRow("bad type") << "has"
                                  << "librar"
                                  << "has: unknown room type \"librar\"";
        QTest::newRow("bad range") << "rooms"
                                   << "12..10"
                                   << "rooms: \"12..10\" is an empty range";
        QTest::newRow("flag with a value") << "xl"
                                           << "1"
                                           << "xl takes no value";
        QTest::newRow("unknown") << "floor"
                                 << "3"
                                 << "unknown criterion \"floor\"";
        QTest::newRow("option case") << "HAS"
                                     << "shop"
                                     << "unknown criterion \"HAS\"";
    }
    void criterionIsTheTerm() {
        QFETCH(QString, key);
        QFETCH(QString, value);
        QFETCH(QString, error);
        Criteria c;
        const std::string why = parseCriterion(key.toStdString(), value.toStdString(), c);
        if (!error.isEmpty()) {
            QVERIFY2(QString::fromStdString(why).startsWith(error), why.c_str());
            return;
        }
        QVERIFY2(why.empty(), why.c_str());
        const QString quotedValue =
            value.contains(QLatin1Char(' ')) ? QStringLiteral("\"%1\"").arg(value) : value;
        const std::string text = QString(key + QLatin1Char(' ') + quotedValue).trimmed().toStdString();
        const SearchExpr e = parsed(text.c_str());
        QCOMPARE(int(e.op), int(SearchExpr::Op::Term));
        QVERIFY(!c.empty());
        QVERIFY(c == e.term);
    }

    // Cancel and resume: the matches of two halves, the first cut short, are those of one search.
    void cancelAndResume() {
        const Settings s = settingsOf(RuleSet::AfterbirthPlus, 3);
        const SearchExpr e = parsed("has library or not has-curse darkness and boss gurdy");
        const SearchResult whole = searchSeeds(s, Criteria{}, e, SeedSpace::Stage, 1, 50000);
        std::atomic<bool> cancel{false};
        SearchOptions opt;
        opt.threads = 2;
        opt.cancel = &cancel;
        opt.progress = [&](const SearchProgress &p) {
            if (p.done >= 20000)
                cancel = true;
        };
        const SearchResult first = searchSeeds(s, Criteria{}, e, SeedSpace::Stage, 1, 50000, opt);
        QVERIFY(first.cancelled);
        QVERIFY(first.scannedTo < 50000);
        const SearchResult rest = searchSeeds(s, Criteria{}, e, SeedSpace::Stage,
                                              static_cast<std::uint32_t>(first.scannedTo + 1), 50000);
        std::vector<std::uint32_t> joined = first.seeds;
        joined.insert(joined.end(), rest.seeds.begin(), rest.seeds.end());
        QVERIFY(!whole.seeds.empty());
        QCOMPARE(joined, whole.seeds);
    }
};

QTEST_APPLESS_MAIN(TestSearchExpr)
#include "test_searchexpr.moc"
