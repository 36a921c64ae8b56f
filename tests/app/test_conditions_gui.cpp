// The seed search's conditions that combine (issue 48; search/conditioneditor.h): Add, Group, Negate and
// Remove build the expression expected, its search finds what the CLI's --where finds on the same seeds
// (one floor and across the run), a condition that does not fit the floors is refused, saving and loading a
// session (and the form) keeps the tree; the room layout dialog's "Find a seed where this room appears"
// opens the search with the layout condition, which finds the seeds the CLI finds on the synthetic room
// files of tests/data/rooms-D, and the results say on which floor and where the room is. The window keeps
// 1024x768 with the conditions shown, in English and French; with FLOORGEN_SCREENSHOT_DIR set they are saved
// there (conditions-en-1024.png, conditions-fr-1024.png).

#include "clirunner.h"
#include "floorgen/searchexpr.h"
#include "gamedata/roomlayoutdialog.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "names_tr.h"
#include "search/conditioneditor.h"
#include "search/searchpanel.h"
#include "search/searchresultmodel.h"
#include "search/searchresults.h"
#include "windowfixture.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QScrollArea>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace floorgen;
using namespace floorgen::gui;
using namespace floorgen::testing;

namespace {

// The editor's parts, found as a user would (their object names).
struct EditorParts {
    ConditionEditor *editor;
    QPushButton *add, *group, *negate, *remove;
    QComboBox *kind;
    QLineEdit *value;
    QLabel *text;

    explicit EditorParts(ConditionEditor *e)
        : editor(e)
        , add(e->findChild<QPushButton *>(QStringLiteral("conditionAdd")))
        , group(e->findChild<QPushButton *>(QStringLiteral("conditionGroup")))
        , negate(e->findChild<QPushButton *>(QStringLiteral("conditionNegate")))
        , remove(e->findChild<QPushButton *>(QStringLiteral("conditionRemove")))
        , kind(e->findChild<QComboBox *>(QStringLiteral("conditionKind")))
        , value(e->findChild<QLineEdit *>(QStringLiteral("conditionValue")))
        , text(e->findChild<QLabel *>(QStringLiteral("conditionText"))) {}
    bool found() const { return add && group && negate && remove && kind && value && text; }
    // The selected node becomes `key` (a criterion's keyword or all/any/floor) with `typed` typed as its
    // value.
    void set(const char *key, const QString &typed) {
        kind->setCurrentIndex(kind->findData(QString::fromLatin1(key)));
        value->selectAll();
        QTest::keyClick(value, Qt::Key_Backspace);
        QTest::keyClicks(value, typed);
    }
    QTreeWidgetItem *find(const QString &label) const {
        const auto items = editor->tree()->findItems(label, Qt::MatchExactly | Qt::MatchRecursive);
        return items.isEmpty() ? nullptr : items.front();
    }
    void select(const QString &label) { editor->tree()->setCurrentItem(find(label)); }
};

// The CLI's search lines (the seeds, with what follows a tab when there is something).
QStringList cliLines(const QStringList &args) {
    const Run r = runTool(args);
    if (r.rc != 0)
        qWarning().noquote() << r.err;
    return r.rc == 0 ? r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)
                     : QStringList{QStringLiteral("failed")};
}

QStringList panelSeeds(const SearchPanel &panel, SeedSpace space) {
    QStringList out;
    for (std::uint32_t s : panel.results())
        out << seedText(space, s);
    return out;
}

QStringList firstColumn(const QStringList &lines) {
    QStringList out;
    for (const QString &l : lines)
        out << l.section(QLatin1Char('\t'), 0, 0);
    return out;
}

} // namespace

class TestConditionsGui : public QObject {
    Q_OBJECT

private slots:
    void init() { app::installLanguage(QStringLiteral("en")); }

    // Add, Group, Negate and Remove, step by step, with the text each gives; the search of the result on
    // stage seeds finds what `search --where` finds.
    void editorBuildsTheExpression() {
        SearchPanel panel;
        panel.resize(900, 800);
        panel.show();
        Settings s;
        s.ruleSet = RuleSet::Repentance;
        s.stage = 2;
        panel.setSettings(s);
        EditorParts e(panel.conditionEditor());
        QVERIFY(e.found());
        QCOMPARE(e.editor->expressionText(), QString());
        QCOMPARE(e.editor->canonicalText(), QString());

        e.add->click();
        e.set("has", QStringLiteral("library"));
        QCOMPARE(e.editor->expressionText(), QStringLiteral("has library"));
        e.add->click(); // beside the criterion selected: at the top
        e.set("boss", QStringLiteral("monstro"));
        QCOMPARE(e.editor->expressionText(), QStringLiteral("has library and boss monstro"));
        e.editor->tree()->setCurrentItem(nullptr);
        e.group->click();
        e.set("any", QString());
        QCOMPARE(e.editor->expressionText(),
                 QStringLiteral("has library and boss monstro")); // empty: left out
        e.add->click();                                           // into the group selected
        e.set("has", QStringLiteral("planetarium"));
        e.add->click(); // beside the criterion selected: in its group
        e.set("has-curse", QStringLiteral("darkness"));
        QCOMPARE(e.editor->expressionText(),
                 QStringLiteral("has library and boss monstro and (has planetarium or has-curse darkness)"));
        QCOMPARE(e.find(QStringLiteral("Any of"))->childCount(), 2);
        e.select(QStringLiteral("boss monstro"));
        e.negate->click();
        QCOMPARE(
            e.editor->expressionText(),
            QStringLiteral("has library and not boss monstro and (has planetarium or has-curse darkness)"));
        QVERIFY(e.find(QStringLiteral("Not: boss monstro")));
        e.select(QStringLiteral("Any of"));
        e.negate->click();
        QCOMPARE(e.editor->expressionText(),
                 QStringLiteral("has library and not boss monstro and not (has planetarium or has-curse "
                                "darkness)"));
        e.negate->click();
        e.select(QStringLiteral("has library"));
        e.remove->click();
        const QString text = QStringLiteral("not boss monstro and (has planetarium or has-curse darkness)");
        QCOMPARE(e.editor->expressionText(), text);
        // What it shows is the core's canonical text of what it runs.
        const ExprParse parsed = parseSearchExpr(text.toStdString());
        QVERIFY(parsed.expr);
        QCOMPARE(e.editor->canonicalText(), QString::fromStdString(exprText(*parsed.expr)));
        QVERIFY2(e.text->text().endsWith(e.editor->canonicalText()), qPrintable(e.text->text()));

        // The search of it equals the CLI's --where on the same seeds.
        panel.setSpace(SeedSpace::Stage);
        panel.setSeedRange(1, 6000);
        panel.setLimit(0);
        panel.start();
        QVERIFY(panel.waitForIdle(300000));
        const QStringList cli =
            cliLines(QStringList{QStringLiteral("search")} +
                     words("--ruleset repentance --stage 2 --space stage --from 1 --to 6000 "
                           "--limit 0 --threads 2") +
                     QStringList{QStringLiteral("--where"), text});
        QVERIFY(!cli.isEmpty() && cli.size() < 6000);
        QCOMPARE(panelSeeds(panel, SeedSpace::Stage), cli);

        // A bad value: the core's message, with its column, and no search.
        e.add->click();
        e.set("has", QStringLiteral("libary"));
        QVERIFY2(e.text->text().contains(QStringLiteral("unknown room type")), qPrintable(e.text->text()));
        QVERIFY2(e.text->text().startsWith(QStringLiteral("Column 5 of \"has libary\"")),
                 qPrintable(e.text->text()));
        panel.start();
        QVERIFY(!panel.isRunning());
        // A value cannot hide another criterion.
        e.set("has", QStringLiteral("library or xl"));
        QVERIFY2(e.text->text().contains(QStringLiteral("more than one criterion")),
                 qPrintable(e.text->text()));
    }

    // Floors of the run: "On floor" groups, their search equal to the CLI's; a criterion outside any floor
    // does not fit.
    void runConditionsAsTheCli() {
        SearchPanel panel;
        panel.resize(900, 800);
        panel.show();
        Settings s;
        s.ruleSet = RuleSet::Repentance;
        panel.setSettings(s);
        EditorParts e(panel.conditionEditor());
        QVERIFY(e.found());
        e.group->click();
        e.set("floor", QStringLiteral("1"));
        e.add->click();
        e.set("has", QStringLiteral("library"));
        e.add->click();
        e.set("rooms", QStringLiteral("9..11"));
        e.editor->tree()->setCurrentItem(nullptr);
        e.group->click();
        e.set("floor", QStringLiteral("2"));
        e.add->click();
        e.set("boss", QStringLiteral("monstro"));
        e.negate->click();
        const QString text =
            QStringLiteral("floor 1 (has library and rooms 9..11) and floor 2 (not boss monstro)");
        QCOMPARE(e.editor->expressionText(), text);
        QVERIFY(!panel.singleFloor());
        QCOMPARE(panel.conditionProblem(), QString());
        panel.setSeedRange(1, 3000);
        panel.setLimit(0);
        panel.start();
        QVERIFY(panel.waitForIdle(300000));
        const QStringList cli =
            cliLines(QStringList{QStringLiteral("search")} +
                     words("--ruleset repentance --from 1 --to 3000 --limit 0 --threads 2") +
                     QStringList{QStringLiteral("--where"), text});
        QVERIFY(!cli.isEmpty());
        QCOMPARE(panelSeeds(panel, SeedSpace::Run), cli);
        // A result's small maps: the two floors the conditions name.
        QCOMPARE(panel.resultList()->iconSize().width() > 2 * 84, true);

        // A criterion at the top, outside the floors: refused, said.
        e.editor->tree()->setCurrentItem(nullptr);
        e.add->click();
        e.set("xl", QString());
        QVERIFY(!panel.conditionProblem().isEmpty());
        panel.start();
        QVERIFY(!panel.isRunning());
        QVERIFY2(panel.status().contains(QStringLiteral("The conditions do not fit these floors")),
                 qPrintable(panel.status()));
    }

    // A session saved and opened again, and the form kept between runs of the app, keep the tree.
    void saveThenLoadKeepsTheConditions() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("session.json"));
        SearchPanel panel;
        Settings s;
        s.ruleSet = RuleSet::Repentance;
        s.stage = 3;
        panel.setSettings(s);
        ConditionEditor *ed = panel.conditionEditor();
        QTreeWidgetItem *any = ed->addGroup(ConditionEditor::Kind::Any);
        ed->addTerm(QStringLiteral("has"), QStringLiteral("library"), any);
        QTreeWidgetItem *all = ed->addGroup(ConditionEditor::Kind::All, any);
        ed->addTerm(QStringLiteral("has"), QStringLiteral("planetarium"), all);
        ed->setNegated(ed->addTerm(QStringLiteral("has-curse"), QStringLiteral("darkness"), all), true);
        ed->addTerm(QStringLiteral("no-xl"), QString());
        const QString text = ed->expressionText();
        QCOMPARE(text,
                 QStringLiteral("(has library or (has planetarium and not has-curse darkness)) and no-xl"));
        QString error;
        QVERIFY2(panel.saveSession(path, error), qPrintable(error));
        // The file keeps the tree and says what it searches.
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject search =
            QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("search")).toObject();
        QCOMPARE(search.value(QStringLiteral("conditions")).toArray(), ed->toJson());
        QCOMPARE(search.value(QStringLiteral("where")).toString(), ed->canonicalText());

        SearchPanel other;
        other.conditionEditor()->addTerm(QStringLiteral("xl"), QString()); // replaced by the session's
        QVERIFY2(other.openSession(path, error), qPrintable(error));
        QCOMPARE(other.conditionEditor()->toJson(), ed->toJson());
        QCOMPARE(other.conditionEditor()->expressionText(), text);
        QCOMPARE(other.conditionEditor()->canonicalText(), ed->canonicalText());
        QCOMPARE(other.conditionEditor()->tree()->topLevelItem(0)->child(1)->child(1)->text(0),
                 QStringLiteral("Not: has-curse darkness"));

        // The form state (what the window keeps) the same way; a form without conditions empties the tree.
        SearchPanel third;
        QVERIFY(third.restoreForm(panel.formState()));
        QCOMPARE(third.conditionEditor()->expressionText(), text);
        SearchPanel plain;
        QVERIFY(third.restoreForm(plain.formState()));
        QVERIFY(third.conditionEditor()->isEmpty());
        QVERIFY(!QJsonDocument::fromJson(plain.formState().toUtf8())
                     .object()
                     .contains(QStringLiteral("conditions")));
        // A hand-made file of 10,000 criteria and a nesting far too deep: at most 256 nodes, 32 levels.
        QJsonArray many;
        for (int i = 0; i < 10000; ++i)
            many.append(QJsonObject{{QStringLiteral("kind"), QStringLiteral("term")},
                                    {QStringLiteral("key"), QStringLiteral("xl")}});
        QJsonObject deep{{QStringLiteral("kind"), QStringLiteral("term")},
                         {QStringLiteral("key"), QStringLiteral("xl")}};
        for (int i = 0; i < 100; ++i)
            deep = QJsonObject{{QStringLiteral("kind"), QStringLiteral("any")},
                               {QStringLiteral("children"), QJsonArray{deep}}};
        third.conditionEditor()->fromJson(many);
        QCOMPARE(third.conditionEditor()->tree()->topLevelItemCount(), 256);
        third.conditionEditor()->fromJson(QJsonArray{deep});
        int depth = 0;
        for (QTreeWidgetItem *i = third.conditionEditor()->tree()->topLevelItem(0); i; i = i->child(0))
            ++depth;
        QCOMPARE(depth, 32);
        QCOMPARE(third.conditionEditor()->expressionText(), QString()); // groups without a criterion
    }

    // The room layout dialog's button opens the search with `layout FILE:VARIANT` for the room shown, with
    // the Floor Settings; its results are the CLI's, and each says on which floor and where the room is,
    // in the result list too.
    void roomDialogFindsTheSeedsTheCliFinds() {
        const QString data = QStringLiteral(FLOORGEN_TEST_DATA_DIR "/rooms-D");
        TestWindow tw;
        MainWindow &w = tw.window;
        QVERIFY(showAt(w, QSize(1024, 768)));
        QString error;
        QVERIFY2(w.setGameDataFolder(data, &error), qPrintable(error));
        Settings s;
        s.ruleSet = RuleSet::AfterbirthPlus;
        s.stage = 1;
        s.runSeed = 1234;
        w.openFloor(s);
        QCoreApplication::processEvents();
        const Floor *floor = w.currentFloor();
        QVERIFY(floor);
        const Room *treasure = floor->findFirst(RoomType::Treasure);
        QVERIFY(treasure);
        QVERIFY(w.showRoomLayout(treasure->number));
        RoomLayoutDialog *dialog = w.roomLayoutDialog();
        QVERIFY(dialog && dialog->findSeedButton()->isVisible());
        // The value names that room's layout alone (rooms-D gives several types of 00.special rooms.xml one
        // variant number: the file and variant would name them all, the type and variant names this one).
        const QString value = dialog->layoutValue();
        QCOMPARE(value, QStringLiteral("treasure:%1").arg(dialog->view()->room().variant));
        {
            const ExprParse p = parseSearchExpr(QString(QStringLiteral("layout ") + value).toStdString());
            QVERIFY(p.expr);
            Criteria c = p.expr->term;
            std::string why;
            QVERIFY(resolveLayouts(c, w.gameData(), why));
            QCOMPARE(c.layouts.front().ids, std::vector<std::int32_t>{treasure->layoutId});
            LayoutRule byFile;
            byFile.file = "00.special rooms.xml";
            byFile.minVariant = byFile.maxVariant = static_cast<int>(dialog->view()->room().variant);
            Criteria all;
            all.layouts = {byFile};
            QVERIFY(resolveLayouts(all, w.gameData(), why));
            QVERIFY(all.layouts.front().ids.size() > 1);
        }
        dialog->findSeedButton()->click();
        auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("centralTabs"));
        auto *panel = w.findChild<SearchPanel *>();
        QVERIFY(tabs && panel);
        QVERIFY(tabs->currentWidget()->isAncestorOf(panel));
        QCOMPARE(panel->conditionEditor()->expressionText(), QStringLiteral("layout ") + value);
        QVERIFY(panel->singleFloor());
        QCOMPARE(panel->settings().ruleSet, RuleSet::AfterbirthPlus);

        panel->setLimit(4);
        panel->start();
        QVERIFY(panel->waitForIdle(300000));
        const QStringList cli =
            cliLines(QStringList{QStringLiteral("search")} +
                     words("--ruleset afterbirth-plus --stage 1 --limit 4 --threads 2") +
                     QStringList{QStringLiteral("--game-data"), data, QStringLiteral("--where"),
                                 QStringLiteral("layout ") + value});
        QCOMPARE(cli.size(), 4);
        QCOMPARE(panelSeeds(*panel, SeedSpace::Run), firstColumn(cli));
        // Where the room is: the CLI's "stage 1: room N at X,Y (FILE:VARIANT)", the floor named.
        const QString stage = app::trStage(1, 0);
        for (int row = 0; row < 4; ++row) {
            QStringList places = panel->layoutPlaces(row);
            QVERIFY(!places.isEmpty());
            for (QString &p : places) {
                QVERIFY2(p.startsWith(stage + QStringLiteral(": room ")), qPrintable(p));
                p.replace(0, stage.size(), QStringLiteral("stage 1"));
            }
            QCOMPARE(places.join(QStringLiteral("; ")), cli[row].section(QLatin1Char('\t'), 1));
        }
        panel->renderVisibleThumbnails();
        if (const QString dir = qEnvironmentVariable("FLOORGEN_SCREENSHOT_DIR"); !dir.isEmpty()) {
            QVERIFY(w.grab().save(dir + QStringLiteral("/conditions-layout-results-1024.png")));
            dialog->resize(700, 480);
            QCoreApplication::processEvents();
            QVERIFY(dialog->grab().save(dir + QStringLiteral("/conditions-room-dialog.png")));
        }
        const QString shown =
            panel->resultModel()->data(panel->resultModel()->index(0), Qt::DisplayRole).toString();
        QVERIFY2(shown.contains(panel->layoutPlaces(0).front()), qPrintable(shown));
    }

    // At 1024x768, in English and French, the search page with conditions keeps the window's size; the
    // screenshots of the editor.
    void conditionsAt1024_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("fr") << QStringLiteral("fr");
    }
    void conditionsAt1024() {
        QFETCH(QString, language);
        QVERIFY(app::installLanguage(language));
        TestWindow tw;
        MainWindow &w = tw.window;
        QVERIFY(showAt(w, QSize(1024, 768)));
        w.openFloor(withSeed(99, 2));
        auto *panel = w.findChild<SearchPanel *>();
        auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("centralTabs"));
        QVERIFY(panel && tabs);
        w.findChild<QAction *>(QStringLiteral("seedSearchAction"))->trigger();
        QVERIFY(tabs->currentWidget()->isAncestorOf(panel));
        ConditionEditor *ed = panel->conditionEditor();
        ed->addTerm(QStringLiteral("has"), QStringLiteral("library"));
        QTreeWidgetItem *any = ed->addGroup(ConditionEditor::Kind::Any);
        ed->addTerm(QStringLiteral("boss"), QStringLiteral("monstro,gurdy"), any);
        ed->setNegated(ed->addTerm(QStringLiteral("has-curse"), QStringLiteral("darkness"), any), true);
        ed->addTerm(QStringLiteral("max-distance"), QStringLiteral("start:treasure=2"));
        ed->tree()->setCurrentItem(any->child(0));
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        const QSize min = w.minimumSizeHint().expandedTo(w.minimumSize());
        QCOMPARE(w.size(), QSize(1024, 768));
        QVERIFY2(min.width() <= 1024 && min.height() <= 768,
                 qPrintable(QStringLiteral("minimum %1x%2").arg(min.width()).arg(min.height())));
        QVERIFY(ed->isVisible());
        if (language == QLatin1String("fr"))
            QCOMPARE(ed->findChild<QPushButton *>(QStringLiteral("conditionNegate"))->text(),
                     QStringLiteral("Inverser"));
        if (const QString dir = qEnvironmentVariable("FLOORGEN_SCREENSHOT_DIR"); !dir.isEmpty()) {
            // The editor scrolled into view.
            if (auto *scroll = panel->findChild<QScrollArea *>())
                scroll->ensureWidgetVisible(ed);
            QCoreApplication::processEvents();
            QVERIFY(w.grab().save(dir + QStringLiteral("/conditions-%1-1024.png").arg(language)));
        }
    }
};

QTEST_MAIN(TestConditionsGui)
#include "test_conditions_gui.moc"
