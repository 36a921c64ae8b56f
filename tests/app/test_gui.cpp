// The desktop app, offscreen: the seed field, Luna, step-through, invalid seeds, settings persistence, the
// command line, the decision log model, trace captions and compare mode.

#include "appsettings.h"
#include "floorcompare.h"
#include "floorgen/repstages.h"
#include "floorgen/rng.h"
#include "floorgen/seedstring.h"
#include "guioptions.h"
#include "mainwindow.h"
#include "map/decisionlogmodel.h"
#include "map/floorsummary.h"
#include "map/mapwidget.h"
#include "map/stepplayer.h"
#include "names_tr.h"
#include "panel/settingspanel.h"
#include "testfiles.h"
#include "tracetext.h"
#include "windowfixture.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QFontInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMouseEvent>
#include <QNativeGestureEvent>
#include <QPainter>
#include <QPointingDevice>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QWheelEvent>

using namespace floorgen;
using namespace floorgen::gui;
using app::AppSettings;
using floorgen::testing::showAt;
using floorgen::testing::TempSettings;
using floorgen::testing::TestWindow;
using floorgen::testing::withSeed;

namespace {

QString seedText(std::uint32_t seed) {
    return QString::fromStdString(seedToString(seed));
}

// A settings file of its own for each test.
void typeSeed(MainWindow &w, const QString &text) {
    QLineEdit *edit = w.settingsPanel()->seedEdit();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    QTest::keyClicks(edit, text);
}

} // namespace

class TestGui : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void typingSeedUpdatesMap() {
        TestWindow tw;
        MainWindow &w = tw.window;
        w.openFloor(withSeed(1));
        const auto before = w.currentFloor()->grid;
        QSignalSpy changed(&w, &MainWindow::floorChanged);
        const std::uint32_t seed = parseSeedString("B91Y 9THH").value();
        typeSeed(w, QStringLiteral("b91y9thh")); // lower case, no space: still the seed
        QVERIFY(changed.count() >= 1);
        QCOMPARE(w.currentSettings().runSeed.value_or(0), seed);
        const GenerateResult expected = generateFloor(withSeed(seed));
        QCOMPARE(w.currentFloor()->grid, expected.floor.grid);
        QVERIFY(w.currentFloor()->grid != before);
        QCOMPARE(w.mapWidget()->view().grid, expected.floor.grid);
        QCOMPARE(w.currentView().grid, expected.floor.grid);
        QVERIFY(!w.settingsPanel()->seedError()->isVisibleTo(&w));
    }

    void invalidSeedKeepsLastGoodFloor() {
        TestWindow tw;
        MainWindow &w = tw.window;
        w.show();
        w.openFloor(withSeed(12345));
        const auto good = w.currentFloor()->grid;
        // A wrong checksum, then a too-short string: the reason in red, the floor stays.
        QString bad = seedText(12345);
        bad[0] = bad[0] == QLatin1Char('A') ? QLatin1Char('B') : QLatin1Char('A');
        for (const QString &text : {bad, QStringLiteral("ABC")}) {
            typeSeed(w, text);
            QLabel *error = w.settingsPanel()->seedError();
            QVERIFY(error->isVisible());
            QVERIFY(!error->text().isEmpty());
            QCOMPARE(w.currentFloor()->grid, good);
            QCOMPARE(w.currentSettings().runSeed.value_or(0), 12345u);
            QCOMPARE(w.mapWidget()->view().grid, good);
        }
        // Other settings still apply to the last good seed.
        w.settingsPanel()->itemCheckBox(Item::Luna)->setChecked(true);
        QCOMPARE(w.currentSettings().runSeed.value_or(0), 12345u);
        QVERIFY(w.currentSettings().has(Item::Luna));
        // A good seed again clears the message.
        typeSeed(w, seedText(777));
        QVERIFY(!w.settingsPanel()->seedError()->isVisible());
        QCOMPARE(w.currentSettings().runSeed.value_or(0), 777u);
    }

    void lunaChangesSuperSecretCount() {
        // Find a seed where Luna adds a super secret room by generating, not by trusting a constant.
        std::uint32_t seed = 0;
        for (std::uint32_t s = 1; s < 500 && !seed; ++s) {
            Settings a = withSeed(s);
            Settings b = a;
            b.set(Item::Luna, true);
            const GenerateResult ra = generateFloor(a), rb = generateFloor(b);
            if (ra.ok() && rb.ok() &&
                rb.floor.count(RoomType::SuperSecret) > ra.floor.count(RoomType::SuperSecret))
                seed = s;
        }
        QVERIFY2(seed, "no seed in 1..499 where Luna adds a super secret room");
        TestWindow tw;
        MainWindow &w = tw.window;
        w.openFloor(withSeed(seed));
        const int without = w.currentFloor()->count(RoomType::SuperSecret);
        QCheckBox *luna = w.settingsPanel()->itemCheckBox(Item::Luna);
        QVERIFY(!luna->isChecked());
        QVERIFY(!luna->toolTip().isEmpty());
        luna->click();
        QVERIFY(w.currentSettings().has(Item::Luna));
        const int with = w.currentFloor()->count(RoomType::SuperSecret);
        QVERIFY2(with > without,
                 qPrintable(QStringLiteral("seed %1: %2 -> %3").arg(seed).arg(without).arg(with)));
        int drawn = 0;
        for (const Room &r : w.mapWidget()->view().rooms)
            drawn += r.type == RoomType::SuperSecret;
        QCOMPARE(drawn, with);
        luna->click();
        QCOMPARE(w.currentFloor()->count(RoomType::SuperSecret), without);
    }

    void stepThroughReachesTheFloor() {
        TestWindow tw;
        MainWindow &w = tw.window;
        w.show();
        w.openFloor(withSeed(4242, 3));
        w.setStepping(true);
        StepPlayer *player = w.stepPlayer();
        QVERIFY(player->isVisible());
        QVERIFY(player->frameCount() > 10);
        player->first();
        for (auto cell : w.currentView().grid)
            QCOMPARE(int(cell), -1);
        player->stepForward();
        QCOMPARE(player->frame(), 1);
        QVERIFY(!player->captionLabel()->text().isEmpty());
        // Mid-way: the caption is the event's.
        const int mid = player->frameCount() / 2;
        w.setStepFrame(mid);
        QCOMPARE(player->frame(), mid);
        QVERIFY(
            player->captionLabel()->text().contains(w.decisionLog()->captions().at(mid - 1).toHtmlEscaped()));
        QCOMPARE(w.decisionLogView()->currentIndex().row(), mid - 1);
        // The last frame is the generated floor.
        player->last();
        QCOMPARE(w.currentView().grid, w.currentFloor()->grid);
        // Keys (with the map focused): Home goes back to the first frame, Right steps, End goes to the last.
        QApplication::setActiveWindow(&w);
        w.mapWidget()->setFocus();
        QTest::keyClick(w.mapWidget(), Qt::Key_Home);
        QCOMPARE(player->frame(), 0);
        QTest::keyClick(w.mapWidget(), Qt::Key_Right);
        QCOMPARE(player->frame(), 1);
        QTest::keyClick(w.mapWidget(), Qt::Key_End);
        QCOMPARE(player->frame(), player->frameCount());
        // Playing advances on its own.
        player->setSpeed(60);
        player->first();
        player->play();
        QTRY_VERIFY_WITH_TIMEOUT(player->frame() >= 3, 3000);
        player->pause();
        // Selecting a log row jumps to its frame.
        w.decisionLogView()->setCurrentIndex(w.decisionLog()->index(9));
        QCOMPARE(player->frame(), 10);
        w.setStepping(false);
        QCOMPARE(w.currentView().grid, w.currentFloor()->grid);
        QVERIFY(!player->isVisible());
    }

    void clickingRoomSelectsItsLogRow() {
        TestWindow tw;
        MainWindow &w = tw.window;
        QVERIFY(showAt(w, QSize(1200, 800)));
        w.openFloor(withSeed(12345));
        w.flushRendering();
        MapWidget *map = w.mapWidget();
        const Room &room = w.currentFloor()->rooms[3];
        const QPointF centre =
            app::FloorRenderer::cellRect(QRectF(map->rect()), map->view(), map->options(), room.anchor)
                .center();
        QCOMPARE(map->roomAt(centre), 3);
        QVERIFY(!map->roomToolTip(3).isEmpty());
        QTest::mouseClick(map, Qt::LeftButton, {}, centre.toPoint());
        const int row = w.decisionLog()->placementRow(3);
        QVERIFY(row >= 0);
        QCOMPARE(w.decisionLogView()->currentIndex().row(), row);
        QCOMPARE(w.renderOptions().highlightRoom, 3);
        QVERIFY(!w.isStepping()); // selecting from the map does not leave the final floor
        const QModelIndex index = w.decisionLog()->index(row);
        QCOMPARE(index.data(DecisionLogModel::RoomRole).toInt(), 3);
        QCOMPARE(index.data(DecisionLogModel::KindRole).toInt(), int(EventKind::RoomPlaced));
    }

    void decisionLogModel() {
        // A floor that needed more than one attempt, so that some rows are discarded. Afterbirth+: its
        // AddDeadEnd tops up to 5 dead ends only (6.6), so stage 6 often needs another attempt; Repentance+
        // tops up to the floor's minimum (R8.3) and almost never does.
        Settings s;
        Trace trace;
        GenerateResult r;
        for (std::uint32_t seed = 1; seed < 3000; ++seed) {
            s = withSeed(seed, 6);
            s.ruleSet = RuleSet::AfterbirthPlus;
            trace.clear();
            r = generateFloor(s, &trace);
            if (r.ok() && r.floor.attempts > 1)
                break;
        }
        QVERIFY(r.floor.attempts > 1);
        DecisionLogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTrace(trace, r.floor.attempts);
        QCOMPARE(model.rowCount(), int(trace.events.size()));
        int discarded = 0, kept = 0;
        for (int row = 0; row < model.rowCount(); ++row) {
            const QModelIndex i = model.index(row);
            const bool d = i.data(DecisionLogModel::DiscardedRole).toBool();
            const int attempt = i.data(DecisionLogModel::AttemptRole).toInt();
            QCOMPARE(d, attempt != 0 && attempt != r.floor.attempts);
            QCOMPARE(i.data(Qt::DisplayRole)
                         .toString()
                         .contains(QStringLiteral("(discarded attempt %1)").arg(attempt)),
                     d);
            QCOMPARE(i.data(DecisionLogModel::FrameRole).toInt(), row + 1);
            QVERIFY(!i.data(Qt::ToolTipRole).toString().isEmpty());
            (d ? discarded : kept) += 1;
        }
        QVERIFY(discarded > 0);
        QVERIFY(kept > 0);
        QVERIFY(!model.index(0).data(Qt::ForegroundRole).isValid());
        model.clear();
        QCOMPARE(model.rowCount(), 0);
        model.setTrace(trace, r.floor.attempts);
        QCOMPARE(model.rowCount(), int(trace.events.size()));
    }

    void traceCaptions() {
        // Captions are written from the event fields; check the three kinds the issue names.
        bool sawNeighbours = false, sawShop = false, sawCurseFailed = false;
        for (std::uint32_t seed = 1; seed < 200 && !(sawNeighbours && sawShop && sawCurseFailed); ++seed) {
            Trace trace;
            Settings s = withSeed(seed, 2);
            s.ruleSet = RuleSet::AfterbirthPlus; // its curse room has a roll (repentance's has none)
            const GenerateResult r = generateFloor(s, &trace);
            QVERIFY(r.ok());
            const QStringList captions = app::eventCaptions(trace);
            QCOMPARE(captions.size(), qsizetype(trace.events.size()));
            std::vector<int> deadEnds;
            for (std::size_t i = 0; i < trace.events.size(); ++i) {
                const TraceEvent &e = trace.events[i];
                const QString c = captions[qsizetype(i)];
                QVERIFY2(!c.isEmpty(), qPrintable(QStringLiteral("event %1").arg(i)));
                if (e.kind == EventKind::CandidateRejected && e.reason == RejectReason::NeighbourCount) {
                    QCOMPARE(
                        c, QStringLiteral(
                               "Candidate %1 at (%2,%3) rejected: its placed cell already has %4 neighbours.")
                               .arg(QString::fromUtf8(shapeName(e.shape).data()))
                               .arg(e.anchor.x)
                               .arg(e.anchor.y)
                               .arg(e.a));
                    sawNeighbours = true;
                }
                if (e.kind == EventKind::DeadEndsSorted || e.kind == EventKind::DeadEndsDetected) {
                    deadEnds.clear();
                    for (const TraceItem &it : trace.itemsOf(e))
                        deadEnds.push_back(it.room);
                }
                if (e.kind == EventKind::DeadEndPopped) {
                    const auto pos =
                        std::find(deadEnds.begin(), deadEnds.end(), e.room) - deadEnds.begin() + 1;
                    if (e.step == Step::Shop) {
                        QVERIFY2(c.startsWith(QStringLiteral("Dead end %1 (room %2) popped for the shop")
                                                  .arg(pos)
                                                  .arg(e.room)),
                                 qPrintable(c));
                        sawShop = true;
                    }
                    std::erase(deadEnds, int(e.room));
                }
                if (e.kind == EventKind::DeadEndReAdded)
                    deadEnds.push_back(e.room);
                if (e.kind == EventKind::Roll && e.roll == RollKind::Place && e.step == Step::Curse &&
                    !e.flag) {
                    QVERIFY2(c.startsWith(QStringLiteral("Curse room roll failed (1 in 2")), qPrintable(c));
                    sawCurseFailed = true;
                }
                QCOMPARE(app::eventCaption(trace, i), c);
            }
        }
        QVERIFY(sawNeighbours);
        QVERIFY(sawShop);
        QVERIFY(sawCurseFailed);
        QVERIFY(app::eventCaption(Trace{}, 0).isEmpty());
    }

    void settingsRoundTrip() {
        TempSettings t;
        Settings s;
        s.ruleSet = RuleSet::AfterbirthPlus;
        s.runSeed = 0xCAFE1234u;
        s.stage = 10;
        s.stageType = 1;
        s.hard = true;
        s.forcedCurses = std::uint8_t(kCurseLost | kCurseBlind);
        s.blackCandle = true;
        s.set(Item::Luna, true);
        s.set(Item::TelescopeLens, true);
        s.state.player = PlayerType::TheLost;
        s.state.hearts = 3;
        s.state.maxHearts = 8;
        s.state.soulHearts = 2;
        s.state.boneHearts = 1;
        s.state.keys = 4;
        s.state.coins = 17;
        s.state.victoryLap = 2;
        s.state.treasureRoomsVisited = 5;
        s.state.planetariumVisited = true;
        s.state.devilRoomVisited = true;
        s.state.bookPickedUp = true;
        {
            AppSettings a(t.path());
            a.setFloorSettings(s);
            app::RenderOptions o;
            o.distanceHeatMap = true;
            o.legend = false;
            o.showHidden = false;
            a.setRenderOptions(o);
            a.addRecentSeed(QStringLiteral("b91y9thh"));
            a.addRecentSeed(seedText(777));
            a.addRecentSeed(QStringLiteral("not a seed")); // ignored
            a.addRecentSeed(QStringLiteral("B91Y 9THH"));  // back to the front, no duplicate
            a.setValue(AppSettings::Key::StepSpeed, 12);
            QVERIFY(!a.setValue(AppSettings::Key::Stage, 13)); // refused, nothing stored
            a.sync();
            QCOMPARE(a.status(), QSettings::NoError);
        }
        AppSettings b(t.path());
        QCOMPARE(b.floorSettings(), s);
        const app::RenderOptions o = b.renderOptions();
        QVERIFY(o.distanceHeatMap);
        QVERIFY(!o.legend);
        QVERIFY(!o.showHidden);
        QCOMPARE(b.recentSeeds(), (QStringList{QStringLiteral("B91Y 9THH"), seedText(777)}));
        QCOMPARE(b.intValue(AppSettings::Key::StepSpeed), 12);
        QCOMPARE(b.intValue(AppSettings::Key::Stage), 10);
    }

    void badValuesResetOnlyThemselves() {
        TempSettings t;
        {
            QFile f(t.path());
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("[floor]\nstage=abc\nhard=true\nstageType=2\nseed=NOT A SEED\nitems=luna, nonsense\n"
                    "ruleset=afterbirth-plus\ncurses=labyrinth,bogus\n[player]\nkeys=-4\ncoins=12\n"
                    "hearts=7x\n[view]\nlegend=maybe\nroomNumbers=1\n[step]\nspeed=9999\n");
        }
        AppSettings a(t.path());
        const Settings s = a.floorSettings();
        QCOMPARE(s.stage, 1);     // "abc": default
        QVERIFY(s.hard);          // kept
        QCOMPARE(s.stageType, 2); // kept (stage 1 has three types)
        QVERIFY(!s.runSeed);      // bad seed: default (none)
        QCOMPARE(s.items, 0u);    // a bad entry resets the list
        QCOMPARE(s.ruleSet, RuleSet::AfterbirthPlus);
        QVERIFY(!s.forcedCurses); // "auto"
        QCOMPARE(s.state.keys, 0);
        QCOMPARE(s.state.coins, 12);
        QCOMPARE(s.state.hearts, 6);
        QCOMPARE(a.boolValue(AppSettings::Key::Legend), true);
        QCOMPARE(a.boolValue(AppSettings::Key::RoomNumbers), true);
        QCOMPARE(a.intValue(AppSettings::Key::StepSpeed), 6);
        a.sync();
        // The bad keys are gone from the file, the good ones stayed.
        QSettings raw(t.path(), QSettings::IniFormat);
        QVERIFY(!raw.contains(QStringLiteral("floor/stage")));
        QVERIFY(!raw.contains(QStringLiteral("view/legend")));
        QCOMPARE(raw.value(QStringLiteral("player/coins")).toInt(), 12);
        // Every key has a default that passes its own check.
        for (int k = 0; k < int(AppSettings::Key::Count); ++k) {
            const auto key = static_cast<AppSettings::Key>(k);
            QVERIFY2(AppSettings::isValid(key, AppSettings::defaultValue(key)),
                     qPrintable(AppSettings::keyName(key)));
        }
    }

    void windowRemembersItsSettings() {
        TempSettings t;
        {
            AppSettings settings(t.path());
            MainWindow w(&settings);
            Settings s = withSeed(5555, 4);
            s.set(Item::VoodooHead, true);
            w.openFloor(s);
            w.close();
        }
        AppSettings settings(t.path());
        MainWindow w(&settings);
        QCOMPARE(w.currentSettings().runSeed.value_or(0), 5555u);
        QCOMPARE(w.currentSettings().stage, 4);
        QVERIFY(w.currentSettings().has(Item::VoodooHead));
        QVERIFY(w.settingsPanel()->itemCheckBox(Item::VoodooHead)->isChecked());
        QCOMPARE(w.settingsPanel()->seedEdit()->text(), seedText(5555));
    }

    void commandLine_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("outcome");
        QTest::addColumn<QString>("check");
        using P = ParseOutcome;
        QTest::newRow("none") << QStringList{} << int(P::Ok) << QString();
        QTest::newRow("seed") << QStringList{QStringLiteral("--seed"), QStringLiteral("B91Y 9THH")}
                              << int(P::Ok) << QStringLiteral("seed");
        QTest::newRow("bad seed") << QStringList{QStringLiteral("--seed"), QStringLiteral("B91Y 9THX")}
                                  << int(P::Error) << QStringLiteral("--seed");
        QTest::newRow("stage") << QStringList{QStringLiteral("--stage"), QStringLiteral("3"),
                                              QStringLiteral("--stage-type"), QStringLiteral("2")}
                               << int(P::Ok) << QStringLiteral("stage");
        QTest::newRow("stage 13") << QStringList{QStringLiteral("--stage"), QStringLiteral("13")}
                                  << int(P::Error) << QStringLiteral("--stage");
        QTest::newRow("stage type of blue womb")
            << QStringList{QStringLiteral("--stage"), QStringLiteral("9"), QStringLiteral("--stage-type"),
                           QStringLiteral("1")}
            << int(P::Error) << QStringLiteral("--stage-type");
        QTest::newRow("items") << QStringList{QStringLiteral("--item"), QStringLiteral("luna"),
                                              QStringLiteral("--item"), QStringLiteral("voodoo-head,sausage")}
                               << int(P::Ok) << QStringLiteral("items");
        QTest::newRow("bad item") << QStringList{QStringLiteral("--item"), QStringLiteral("lunar")}
                                  << int(P::Error) << QStringLiteral("lunar");
        QTest::newRow("curse") << QStringList{QStringLiteral("--curse"), QStringLiteral("labyrinth"),
                                              QStringLiteral("--stage"), QStringLiteral("3")}
                               << int(P::Ok) << QStringLiteral("curse");
        QTest::newRow("labyrinth on the void")
            << QStringList{QStringLiteral("--curse"), QStringLiteral("labyrinth"), QStringLiteral("--stage"),
                           QStringLiteral("12")}
            << int(P::Error) << QStringLiteral("Labyrinth");
        QTest::newRow("screenshot") << QStringList{QStringLiteral("--screenshot"),
                                                   QStringLiteral("/tmp/x.png"), QStringLiteral("--size"),
                                                   QStringLiteral("1280x720"), QStringLiteral("--dark")}
                                    << int(P::Ok) << QStringLiteral("screenshot");
        QTest::newRow("bad size") << QStringList{QStringLiteral("--size"), QStringLiteral("12x")}
                                  << int(P::Error) << QStringLiteral("--size");
        QTest::newRow("step") << QStringList{QStringLiteral("--step"), QStringLiteral("40")} << int(P::Ok)
                              << QStringLiteral("step");
        QTest::newRow("compare") << QStringList{QStringLiteral("--compare"), QStringLiteral("Luna")}
                                 << int(P::Ok) << QStringLiteral("compare");
        QTest::newRow("bad compare") << QStringList{QStringLiteral("--compare"), QStringLiteral("moon")}
                                     << int(P::Error) << QStringLiteral("moon");
        QTest::newRow("ruleset") << QStringList{QStringLiteral("--ruleset"),
                                                QStringLiteral("afterbirth-plus"), QStringLiteral("--hard")}
                                 << int(P::Ok) << QStringLiteral("ruleset");
        QTest::newRow("settings") << QStringList{QStringLiteral("--settings"), QStringLiteral("/tmp/s.ini")}
                                  << int(P::Ok) << QStringLiteral("settings");
        QTest::newRow("positional") << QStringList{QStringLiteral("extra")} << int(P::Error)
                                    << QStringLiteral("extra");
        QTest::newRow("help") << QStringList{QStringLiteral("--help")} << int(P::Help)
                              << QStringLiteral("--screenshot");
    }
    void commandLine() {
        QFETCH(QStringList, args);
        QFETCH(int, outcome);
        QFETCH(QString, check);
        GuiOptions o;
        QString message;
        const ParseOutcome got =
            parseGuiOptions(QStringList{QStringLiteral("isaac-floorgen")} + args, o, message);
        QCOMPARE(int(got), outcome);
        if (got != ParseOutcome::Ok) {
            QVERIFY2(message.contains(check), qPrintable(message));
            return;
        }
        const Settings s = o.applyTo(Settings{});
        if (check == QLatin1String("seed"))
            QCOMPARE(s.runSeed.value_or(0), parseSeedString("B91Y 9THH").value());
        else if (check == QLatin1String("stage")) {
            QCOMPARE(s.stage, 3);
            QCOMPARE(s.stageType, 2);
        } else if (check == QLatin1String("items")) {
            QVERIFY(s.has(Item::Luna) && s.has(Item::VoodooHead) && s.has(Item::Sausage));
            QVERIFY(!s.has(Item::MomsBox));
        } else if (check == QLatin1String("curse"))
            QCOMPARE(int(s.forcedCurses.value_or(0)), int(kCurseLabyrinth));
        else if (check == QLatin1String("screenshot")) {
            QCOMPARE(o.screenshot, QStringLiteral("/tmp/x.png"));
            QCOMPARE(o.size, QSize(1280, 720));
            QVERIFY(o.dark);
        } else if (check == QLatin1String("step"))
            QCOMPARE(o.step.value_or(-1), 40);
        else if (check == QLatin1String("compare"))
            QCOMPARE(o.compare, QStringLiteral("luna"));
        else if (check == QLatin1String("ruleset")) {
            QCOMPARE(s.ruleSet, RuleSet::AfterbirthPlus);
            QVERIFY(s.hard);
        } else if (check == QLatin1String("settings"))
            QCOMPARE(o.settingsFile, QStringLiteral("/tmp/s.ini"));
        else
            QCOMPARE(s, Settings{});
    }

    void applyOptionsOpensStepAndCompare() {
        TestWindow tw;
        MainWindow &w = tw.window;
        GuiOptions o;
        QString message;
        QCOMPARE(parseGuiOptions({QStringLiteral("x"), QStringLiteral("--seed"), QStringLiteral("B91Y 9THH"),
                                  QStringLiteral("--stage"), QStringLiteral("2"), QStringLiteral("--step"),
                                  QStringLiteral("25")},
                                 o, message),
                 ParseOutcome::Ok);
        w.applyOptions(o);
        QVERIFY(w.isStepping());
        QCOMPARE(w.stepPlayer()->frame(), 25);
        QCOMPARE(w.currentSettings().stage, 2);
        QCOMPARE(w.settingsPanel()->seedEdit()->text(), QStringLiteral("B91Y 9THH"));
        GuiOptions c;
        QCOMPARE(parseGuiOptions({QStringLiteral("x"), QStringLiteral("--compare"), QStringLiteral("hard")},
                                 c, message),
                 ParseOutcome::Ok);
        w.applyOptions(c);
        QVERIFY(w.isComparing());
        QVERIFY(!w.isStepping());
        QVERIFY(w.compareFloor());
        QVERIFY(w.compareFloor()->settings.hard != w.currentSettings().hard);
    }

    // Issue 22 point 2: at 1024x768, with every panel at its default, the window fits and the map gets the
    // room; a dock whose content is gone (Seed search opened once, then closed) leaves no wide column behind,
    // and a saved state does not bring a starving width back.
    void windowFitsASmallScreen() {
        TempSettings t;
        AppSettings settings(t.path());
        {
            MainWindow w(&settings);
            QVERIFY(showAt(w, QSize(1024, 768)));
            QCoreApplication::processEvents();
            const QSize min = w.minimumSizeHint();
            QVERIFY2(min.width() <= 1024 && min.height() <= 768,
                     qPrintable(QStringLiteral("minimum %1x%2").arg(min.width()).arg(min.height())));
            for (QDockWidget *dock : w.findChildren<QDockWidget *>()) {
                if (dock->isHidden())
                    continue; // Statistics and Seed search open later (issue 22 point 5 sizes those panes)
                const QSize d = dock->minimumSizeHint();
                const Qt::DockWidgetArea area = w.dockWidgetArea(dock);
                const int most =
                    area == Qt::LeftDockWidgetArea || area == Qt::RightDockWidgetArea ? 1024 / 2 : 1024;
                QVERIFY2(
                    d.width() <= most && d.height() <= 768,
                    qPrintable(
                        QStringLiteral("%1: %2x%3").arg(dock->objectName()).arg(d.width()).arg(d.height())));
            }
            QCOMPARE(w.size(), QSize(1024, 768));
            const int mapWidth = w.mapWidget()->width();
            QVERIFY2(mapWidth >= 1024 * 0.33, qPrintable(QString::number(mapWidth)));
            // Seed search opened (a page of the central tabs), then the floor again: the map keeps its width.
            QAction *search = w.findChild<QAction *>(QStringLiteral("seedSearchAction"));
            QVERIFY(search);
            search->trigger();
            QCoreApplication::processEvents();
            QVERIFY2(
                w.minimumSizeHint().width() <= 1024,
                qPrintable(QStringLiteral("with Seed search open: %1").arg(w.minimumSizeHint().width())));
            w.findChild<QTabWidget *>(QStringLiteral("centralTabs"))->setCurrentIndex(0);
            QTest::qWait(50);
            QVERIFY2(w.minimumSizeHint().width() <= 1024,
                     qPrintable(QString::number(w.minimumSizeHint().width())));
            QVERIFY2(w.mapWidget()->width() >= mapWidth - 2,
                     qPrintable(QStringLiteral("%1 < %2").arg(w.mapWidget()->width()).arg(mapWidth)));
            // A wide column saved by an older version (or by hand) is not restored as is.
            w.resizeDocks({w.findChild<QDockWidget *>(QStringLiteral("decisionLogDock"))}, {600},
                          Qt::Horizontal);
            QCoreApplication::processEvents();
            w.close();
        }
        MainWindow again(&settings);
        QVERIFY(showAt(again, QSize(1024, 768)));
        QTest::qWait(50);
        QVERIFY2(again.mapWidget()->width() >= 1024 * 0.33,
                 qPrintable(QString::number(again.mapWidget()->width())));
    }

    void compareMode() {
        // A floor where flipping a setting keeps the layout but changes rooms: those rooms are marked, and
        // the summary names them where they are.
        std::uint32_t seed = 0;
        QString key;
        for (std::uint32_t s = 1; s < 300 && !seed; ++s)
            for (const QString &k : app::compareKeys()) {
                Settings b = withSeed(s);
                app::flipSetting(k, b);
                const GenerateResult ra = generateFloor(withSeed(s)), rb = generateFloor(b);
                if (!ra.ok() || !rb.ok())
                    continue;
                const app::FloorDifference d = app::compareFloors(ra.floor, rb.floor, k);
                if (!d.otherLayout && !d.differingB.empty() && !d.differingA.empty()) {
                    seed = s;
                    key = k;
                    break;
                }
            }
        QVERIFY(seed);
        TestWindow tw;
        MainWindow &w = tw.window;
        w.show();
        w.openFloor(withSeed(seed));
        w.setCompareKey(key);
        w.setComparing(true);
        QVERIFY(w.compareMapWidget()->isVisible());
        QVERIFY(w.compareFloor()->settings != w.currentSettings());
        const QString summary = w.compareSummaryLabel()->text();
        QVERIFY2(
            summary.startsWith(app::compareSideWho(key, w.compareFloor()->settings) + QStringLiteral(": ")),
            qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral(" at (")), qPrintable(summary));
        QVERIFY2(summary.endsWith(QStringLiteral("; same layout.")), qPrintable(summary));
        // The rooms that differ are marked on both sides, and only they.
        QVERIFY(!w.compareMapWidget()->options().differingRooms.empty());
        QVERIFY(!w.mapWidget()->options().differingRooms.empty());
        QVERIFY(w.compareMapWidget()->options().differingRooms.size() < w.compareFloor()->rooms.size() / 2);
        // Both sides share one frame of cells.
        QCOMPARE(w.compareMapWidget()->options().cellWindow, w.mapWidget()->options().cellWindow);
        // The same floor compared with itself differs nowhere.
        const app::FloorDifference same =
            app::compareFloors(*w.currentFloor(), *w.currentFloor(), QStringLiteral("luna"));
        QVERIFY(same.differingA.empty() && same.differingB.empty());
        w.setComparing(false);
        QVERIFY(!w.compareMapWidget()->isVisible());
        QVERIFY(w.mapWidget()->options().differingRooms.empty());
    }

    // Issue 38 point 6 (the zoomed legend): a zoomed map is the zoomed floor with the legend and the notes
    // of the fitted one at their fitted size (the notes were magnified and cut). Every pixel of the floor's
    // area is the zoomed floor's: the fitted floor was painted under a clip the renderer replaces, and
    // showed over the zoomed one. Issue 46: the legend and the notes have bands of their own, outside the
    // floor's area (the notes were painted over rooms).
    void zoomedMapShowsTheFittedLegendAndNotesOnly() {
        TestWindow tw;
        MainWindow &w = tw.window;
        w.resize(1440, 900); // (at 1024x768 the fitted map is too small for a legend)
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.openFloor(withSeed(7));
        w.flushRendering();
        MapWidget *m = w.mapWidget();
        QVERIFY(m->options().legend);
        m->zoomAt(3.0, QPointF(m->width() / 2.0, m->height() / 2.0));
        m->renderNow();
        QCOMPARE(m->zoom(), 3.0);
        const QImage shown = m->cachedImage().convertToFormat(QImage::Format_ARGB32_Premultiplied);
        const qreal dpr = m->devicePixelRatioF();
        // The legend where the fitted map has it (its text at the widget's font size, as at zoom 1).
        app::RenderOptions fitted = m->options();
        fitted.minTextPixels = std::max<qreal>(fitted.minTextPixels, QFontInfo(m->font()).pixelSize());
        const QRectF legend = app::FloorRenderer::legendRect(QRectF(m->rect()), m->view(), fitted);
        const QRectF fittedNotes = app::FloorRenderer::notesRect(QRectF(m->rect()), m->view(), fitted);
        const QRectF notes = m->notesArea();
        QVERIFY(!legend.isEmpty());
        QCOMPARE(m->legendArea(), legend); // (beside the map: where the fitted map has it)
        QVERIFY(!notes.isEmpty());         // (the approximation's note)
        QCOMPARE(notes.size(), fittedNotes.size());
        const QRect floorPixels = QRectF(m->floorArea().topLeft() * dpr, m->floorArea().size() * dpr)
                                      .toAlignedRect()
                                      .adjusted(2, 2, -2, -2);
        // The zoomed floor without a legend, painted as the widget paints it.
        app::RenderOptions zoomed = m->paintOptions();
        zoomed.transparentBackground = false;
        zoomed.drawLegend = false;
        zoomed.drawNotes = false;
        QImage expected(shown.size(), QImage::Format_ARGB32_Premultiplied);
        expected.setDevicePixelRatio(dpr);
        {
            QPainter p(&expected);
            app::FloorRenderer::paint(p, m->targetRect(), m->view(), zoomed);
        }
        const auto pixelsOf = [dpr](const QRectF &r) {
            return QRectF(r.topLeft() * dpr, r.size() * dpr).toAlignedRect().adjusted(-2, -2, 2, 2);
        };
        const QRect legendPixels = pixelsOf(legend), notesPixels = pixelsOf(notes);
        int outside = 0, differing = 0;
        for (int y = 0; y < shown.height(); ++y)
            for (int x = 0; x < shown.width(); ++x) {
                if (!floorPixels.contains(x, y))
                    continue;
                ++outside;
                differing += shown.pixel(x, y) != expected.pixel(x, y);
            }
        QVERIFY(outside > shown.width() * shown.height() / 3);
        QCOMPARE(differing, 0);
        // And the legend is there: its rectangle is not the zoomed floor's picture.
        int inLegend = 0;
        for (int y = legendPixels.top() + 2; y <= legendPixels.bottom() - 2; ++y)
            for (int x = legendPixels.left() + 2; x <= legendPixels.right() - 2; ++x)
                inLegend += shown.valid(x, y) && shown.pixel(x, y) != expected.pixel(x, y);
        QVERIFY2(inLegend > 100, qPrintable(QString::number(inLegend)));
        // The notes too, at their fitted size: the fitted picture's pixels there.
        QImage fittedPicture(shown.size(), QImage::Format_ARGB32_Premultiplied);
        fittedPicture.setDevicePixelRatio(dpr);
        fittedPicture.fill(Qt::transparent);
        {
            QPainter p(&fittedPicture);
            app::RenderOptions f = fitted;
            f.transparentBackground = false;
            app::FloorRenderer::paint(p, QRectF(m->rect()), m->view(), f);
        }
        const QRect inner = notesPixels.adjusted(3, 3, -3, -3);
        const QPoint shift = (QPointF(fittedNotes.topLeft() - notes.topLeft()) * dpr).toPoint();
        int notesDiffer = 0;
        for (int y = inner.top(); y <= inner.bottom(); ++y)
            for (int x = inner.left(); x <= inner.right(); ++x)
                notesDiffer += shown.valid(x, y) && fittedPicture.valid(x + shift.x(), y + shift.y()) &&
                               qAbs(qGray(shown.pixel(x, y)) -
                                    qGray(fittedPicture.pixel(x + shift.x(), y + shift.y()))) > 8;
        QCOMPARE(notesDiffer, 0);
    }

    // Issue 22 point 2: the map zooms (Ctrl+wheel, View > Zoom In/Out/Reset with Ctrl+= / Ctrl+- / Ctrl+0,
    // pinch) around the pointer and pans (drag, arrow keys) once zoomed; a click still selects a room; the
    // zoomed picture is painted at the widget's pixels (vector), not stretched.
    void mapZoomsAndPans() {
        TestWindow tw;
        MainWindow &w = tw.window;
        QVERIFY(showAt(w, QSize(1024, 768)));
        w.openFloor(withSeed(7)); // (not the fresh start's random seed: the point below must be on the grid)
        w.flushRendering();
        MapWidget *m = w.mapWidget();
        QCOMPARE(m->zoom(), 1.0);
        // The centre of the cell at 40 % / 45 % of the map: a point a few pixels from a cell's edge can cross
        // it when the zoomed layout rounds its texts (the legend's columns), which is not what this test is
        // about.
        const Cell before = app::FloorRenderer::cellAt(m->targetRect(), m->view(), m->paintOptions(),
                                                       QPointF(m->width() * 0.4, m->height() * 0.45));
        QVERIFY(before.valid());
        const QPointF at =
            app::FloorRenderer::cellRect(m->targetRect(), m->view(), m->paintOptions(), before).center();
        // The wheel without Ctrl does not zoom (it belongs to what scrolls around the map).
        QWheelEvent plain(at, m->mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(m, &plain);
        QCOMPARE(m->zoom(), 1.0);
        QWheelEvent wheel(at, m->mapToGlobal(at), QPoint(), QPoint(0, 240), Qt::NoButton, Qt::ControlModifier,
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(m, &wheel);
        QVERIFY(m->zoom() > 1.4);
        // Zoomed around the pointer: the same cell under it.
        const Cell after = app::FloorRenderer::cellAt(m->targetRect(), m->view(), m->paintOptions(), at);
        QCOMPARE(after.x, before.x);
        QCOMPARE(after.y, before.y);
        // Sharp: rendered at the widget's size, with cells as many times larger as the zoom.
        w.flushRendering();
        QCOMPARE(m->cachedImage().size(), (QSizeF(m->size()) * m->devicePixelRatioF()).toSize());
        // Arrow keys pan a zoomed map.
        m->setFocus();
        const QPointF pan0 = m->pan();
        QTest::keyClick(m, Qt::Key_Left);
        QVERIFY(m->pan().x() > pan0.x());
        QTest::keyClick(m, Qt::Key_Up);
        QVERIFY(m->pan().y() > pan0.y());
        // A drag pans and selects nothing.
        QSignalSpy clicked(m, &MapWidget::roomClicked);
        const QPointF p0(m->width() / 2.0, m->height() / 2.0), p1 = p0 + QPointF(-40, -30);
        const QPointF panBefore = m->pan();
        QMouseEvent press(QEvent::MouseButtonPress, p0, m->mapToGlobal(p0), Qt::LeftButton, Qt::LeftButton,
                          Qt::NoModifier);
        QMouseEvent move(QEvent::MouseMove, p1, m->mapToGlobal(p1), Qt::NoButton, Qt::LeftButton,
                         Qt::NoModifier);
        QMouseEvent release(QEvent::MouseButtonRelease, p1, m->mapToGlobal(p1), Qt::LeftButton, Qt::NoButton,
                            Qt::NoModifier);
        QApplication::sendEvent(m, &press);
        QApplication::sendEvent(m, &move);
        QApplication::sendEvent(m, &release);
        QVERIFY((m->pan() - panBefore).manhattanLength() > 20);
        QCOMPARE(clicked.count(), 0);
        // A click (no drag) still selects.
        QTest::mouseClick(m, Qt::LeftButton, {}, p0.toPoint());
        QCOMPARE(clicked.count(), 1);
        // View > Zoom actions and their keys.
        auto action = [&w](const char *name) { return w.findChild<QAction *>(QLatin1String(name)); };
        QVERIFY(action("zoomIn") && action("zoomOut") && action("zoomReset"));
        QVERIFY(action("zoomIn")->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Equal)));
        QVERIFY(action("zoomOut")->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Minus)));
        QCOMPARE(action("zoomReset")->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_0));
        action("zoomReset")->trigger();
        QCOMPARE(m->zoom(), 1.0);
        QCOMPARE(m->pan(), QPointF());
        QCOMPARE(m->targetRect(), QRectF(m->rect()));
        action("zoomIn")->trigger();
        QCOMPARE(m->zoom(), 1.25);
        action("zoomOut")->trigger();
        QCOMPARE(m->zoom(), 1.0);
        // At fit size the arrows do not pan.
        QTest::keyClick(m, Qt::Key_Left);
        QCOMPARE(m->pan(), QPointF());
        // Pinch on a trackpad.
        QNativeGestureEvent pinch(Qt::ZoomNativeGesture, QPointingDevice::primaryPointingDevice(), 2, at, at,
                                  m->mapToGlobal(at), 0.5, QPointF(), 0);
        QApplication::sendEvent(m, &pinch);
        QCOMPARE(m->zoom(), 1.5);
        // Compare mode: both maps zoom together.
        w.setComparing(true);
        action("zoomIn")->trigger();
        QCOMPARE(w.compareMapWidget()->zoom(), m->zoom());
    }

    // Issue 22 point 2: outside compare mode, toggling an item (same seed and stage) does not re-fit the
    // grid: when the floor's extent changes, the cells stay where they were on the screen.
    void toggleKeepsTheMapStill() {
        // A floor whose extent shrinks when an item is toggled.
        std::uint32_t seed = 0;
        Item item = Item::Luna;
        for (std::uint32_t s = 1; s < 300 && !seed; ++s)
            for (const Item it : {Item::Luna, Item::VoodooHead, Item::SilverDollar, Item::BloodyCrown}) {
                Settings b = withSeed(s);
                b.set(it, true);
                const GenerateResult ra = generateFloor(withSeed(s)), rb = generateFloor(b);
                if (!ra.ok() || !rb.ok())
                    continue;
                const QRect wa = app::FloorRenderer::floorWindow(app::FloorView::fromFloor(ra.floor));
                const QRect wb = app::FloorRenderer::floorWindow(app::FloorView::fromFloor(rb.floor));
                if (wa != wb && wa.contains(wb)) {
                    seed = s;
                    item = it;
                    break;
                }
            }
        QVERIFY(seed);
        TestWindow tw;
        MainWindow &w = tw.window;
        QVERIFY(showAt(w, QSize(1024, 768)));
        w.openFloor(withSeed(seed));
        w.flushRendering();
        MapWidget *m = w.mapWidget();
        const Cell probe{6, 6};
        auto where = [m, probe] {
            return app::FloorRenderer::cellRect(m->targetRect(), m->view(), m->paintOptions(), probe);
        };
        const QRectF before = where();
        Settings b = withSeed(seed);
        b.set(item, true);
        w.openFloor(b);
        w.flushRendering();
        QCOMPARE(where(), before);
        w.openFloor(withSeed(seed));
        w.flushRendering();
        QCOMPARE(where(), before);
        // Another seed fits its own floor again.
        w.openFloor(withSeed(seed + 1000));
        w.flushRendering();
        QCOMPARE(m->options().cellWindow,
                 app::FloorRenderer::floorWindow(app::FloorView::fromFloor(*w.currentFloor())));
    }

    // Issue 22 point 3: the summary names the differences as a player would, never "N instead of N"; a new
    // layout is said once and nothing is outlined.
    void compareSaysWhatChanged() {
        // The floor: Voodoo Head gives another layout.
        Settings a;
        a.runSeed = parseSeedString("B91Y 9THH").value();
        Settings b = a;
        b.set(Item::VoodooHead, true);
        const GenerateResult ra = generateFloor(a), rb = generateFloor(b);
        QVERIFY(ra.ok() && rb.ok());
        const app::FloorDifference d = app::compareFloors(ra.floor, rb.floor, QStringLiteral("voodoo-head"));
        QVERIFY(d.otherLayout);
        QVERIFY(d.differingA.empty() && d.differingB.empty());
        QVERIFY2(d.summary.startsWith(QStringLiteral("Voodoo Head: another layout")), qPrintable(d.summary));
        // Many floors and settings: a count is only named when it changed.
        const QRegularExpression same(QStringLiteral("\\b(\\d+) [^,;:()]*instead of \\1\\b"));
        int layouts = 0, sameLayouts = 0;
        for (std::uint32_t seed = 1; seed <= 60; ++seed)
            for (const QString &key :
                 {QStringLiteral("luna"), QStringLiteral("voodoo-head"), QStringLiteral("hard"),
                  QStringLiteral("black-candle"), QStringLiteral("stage-type"),
                  QStringLiteral("curse:darkness"), QStringLiteral("seed:B91Y 9THH")}) {
                Settings sa = withSeed(seed, 1 + seed % 8);
                Settings sb = sa;
                app::flipSetting(key, sb);
                const GenerateResult fa = generateFloor(sa), fb = generateFloor(sb);
                if (!fa.ok() || !fb.ok())
                    continue;
                const app::FloorDifference diff = app::compareFloors(fa.floor, fb.floor, key);
                QVERIFY2(!same.match(diff.summary).hasMatch(), qPrintable(diff.summary));
                layouts += diff.otherLayout;
                sameLayouts += !diff.otherLayout && !diff.differingB.empty();
                if (diff.otherLayout)
                    QVERIFY2(diff.summary.contains(QStringLiteral("another layout")),
                             qPrintable(diff.summary));
            }
        QVERIFY(layouts > 0 && sameLayouts > 0);

        // Any two values of one setting: another seed, the next stage type, a curse.
        TestWindow tw;
        MainWindow &w = tw.window;
        w.openFloor(withSeed(7, 2));
        w.setComparing(true);
        w.setCompareKey(QStringLiteral("seed:B91Y 9THH"));
        QVERIFY(w.compareFloor());
        QCOMPARE(w.compareFloor()->settings.runSeed.value_or(0), parseSeedString("B91Y 9THH").value());
        QCOMPARE(w.compareFloor()->settings.stage, 2);
        QVERIFY2(w.compareSummaryLabel()->text().startsWith(QStringLiteral("Seed B91Y 9THH: ")),
                 qPrintable(w.compareSummaryLabel()->text()));
        const QList<QComboBox *> combos = w.findChildren<QComboBox *>();
        QVERIFY(std::any_of(combos.begin(), combos.end(), [](const QComboBox *c) {
            return c->currentText() == QStringLiteral("Seed B91Y 9THH");
        }));
        w.setCompareKey(QStringLiteral("stage-type"));
        QCOMPARE(w.compareFloor()->settings.stageType,
                 (w.currentSettings().stageType + 1) % stageTypeCount(2));
        w.setCompareKey(QStringLiteral("curse:darkness"));
        QCOMPARE(w.compareFloor()->settings.forcedCurses.value_or(0), std::uint8_t(kCurseDarkness));
        QVERIFY(app::isCompareKey(QStringLiteral("seed:b91y 9thh"))); // --compare lower-cases
        QVERIFY(!app::isCompareKey(QStringLiteral("seed:nonsense")));
    }

    // Compare mode moves the right-hand docks aside; they come back with the same tab in front.
    void compareKeepsTheTabInFront_data() {
        QTest::addColumn<QString>("front");
        QTest::newRow("decision log") << QStringLiteral("decisionLogDock");
        QTest::newRow("rewards") << QStringLiteral("rewardsPanel");
    }
    void compareKeepsTheTabInFront() {
        QFETCH(QString, front);
        TestWindow tw;
        MainWindow &w = tw.window;
        QVERIFY(showAt(w, QSize(1280, 800)));
        w.openFloor(withSeed(1));
        auto *dock = w.findChild<QDockWidget *>(front);
        QVERIFY2(dock, qPrintable(front));
        dock->show();
        dock->raise();
        QCoreApplication::processEvents();
        QVERIFY(!dock->visibleRegion().isEmpty());
        w.setComparing(true);
        QCoreApplication::processEvents();
        QVERIFY(dock->isHidden());
        w.setComparing(false);
        QCoreApplication::processEvents();
        QVERIFY(!dock->visibleRegion().isEmpty());
        for (QDockWidget *other : w.tabifiedDockWidgets(dock))
            QVERIFY2(other->visibleRegion().isEmpty(), qPrintable(other->objectName()));
    }

    // Edit > Copy Decision Log (also in the log's context menu, beside Copy Line): the floor's caption, a
    // blank line, then every line of the log as shown.
    void copyDecisionLog() {
        TestWindow tw;
        MainWindow &w = tw.window;
        w.openFloor(withSeed(parseSeedString("B91Y 9THH").value(), 3));
        const QString text = w.decisionLogText();
        const QStringList lines = text.split(QLatin1Char('\n'));
        QCOMPARE(lines.value(0), QStringLiteral("B91Y 9THH \u00b7 Caves I \u00b7 Repentance"));
        QCOMPARE(lines.value(1), QString());
        const int rows = w.decisionLog()->rowCount();
        QVERIFY(rows > 50);
        QCOMPARE(lines.size(), rows + 3); // and the empty string after the last line's end
        for (int row : {0, rows / 2, rows - 1})
            QCOMPARE(lines.value(row + 2), w.decisionLog()->index(row).data().toString());
        QVERIFY(text.contains(QStringLiteral("Start room placed at (6,6)")));

        QAction *copy = nullptr;
        for (QAction *a : w.editMenu()->actions())
            if (a->text() == QStringLiteral("Copy &Decision Log"))
                copy = a;
        QVERIFY(copy);
        const QList<QAction *> menu = w.decisionLogView()->actions();
        QCOMPARE(menu.size(), 2);
        QCOMPARE(menu.value(1), copy);
        QCOMPARE(w.decisionLogView()->contextMenuPolicy(), Qt::ActionsContextMenu);
        QGuiApplication::clipboard()->clear();
        copy->trigger();
        if (QGuiApplication::clipboard()->text().isEmpty())
            QSKIP("this platform plugin keeps no clipboard");
        QCOMPARE(QGuiApplication::clipboard()->text(), text);
        // Copy Line: the current row.
        const QModelIndex row = w.decisionLog()->index(rows / 2);
        w.decisionLogView()->setCurrentIndex(row);
        menu.value(0)->trigger();
        QCOMPARE(QGuiApplication::clipboard()->text(), row.data().toString());
    }

    void extensionPoints() {
        TestWindow tw;
        MainWindow &w = tw.window;
        for (const char *name : {"file", "edit", "view", "tools", "help", "File"})
            QVERIFY(w.menu(QString::fromLatin1(name)));
        QVERIFY(!w.menu(QStringLiteral("nope")));
        QCOMPARE(w.menu(QStringLiteral("tools")), w.toolsMenu());
        auto *dock = new QDockWidget(QStringLiteral("Extra"));
        dock->setObjectName(QStringLiteral("extraDock"));
        w.addPanel(dock);
        bool listed = false;
        for (QAction *a : w.viewMenu()->actions())
            if (a->menu())
                listed = listed || a->menu()->actions().contains(dock->toggleViewAction());
        QVERIFY(listed);
        // A decorator fills every view; render options round-trip.
        int calls = 0;
        w.addViewDecorator([&calls](const Floor &, app::FloorView &view) {
            ++calls;
            view.rewardKind.assign(view.rooms.size(), int(RewardKind::Coin));
        });
        QVERIFY(calls > 0);
        QCOMPARE(w.currentView().rewardKind.size(), w.currentView().rooms.size());
        app::RenderOptions o = w.renderOptions();
        o.rewards = true;
        w.setRenderOptions(o);
        QVERIFY(w.renderOptions().rewards);
        QVERIFY(w.mapWidget()->options().rewards);
        QSignalSpy spy(&w, &MainWindow::floorChanged);
        w.openFloor(withSeed(31337));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(w.currentSettings().runSeed.value_or(0), 31337u);
    }

    // The repentance floor list is every floor of R3.1, in game order, by name; afterbirth-plus keeps its
    // twelve stages and the stage-type combo.
    void repentanceFloorList() {
        SettingsPanel panel;
        Settings s = withSeed(0xDEADBEEFu);
        panel.setSettings(s);
        QComboBox *floors = panel.stageCombo();
        const auto kinds = rep::repFloors();
        // Every floor once (the run's first, under headings that cannot be chosen), by name.
        const auto selectable = [floors] {
            int n = 0;
            for (int i = 0; i < floors->count(); ++i)
                n += floors->itemData(i).toInt() >= 0;
            return n;
        };
        QCOMPARE(selectable(), int(kinds.size()));
        for (const rep::FloorKind &f : kinds) {
            const int i = floors->findData(f.stage * 8 + f.type);
            QVERIFY(i >= 0);
            const QString name = QString::fromUtf8(rep::repFloorName(f.stage, f.type).data());
            QVERIFY2(floors->itemText(i).endsWith(name), qPrintable(floors->itemText(i)));
        }
        for (const char *name : {"Downpour I", "Dross II", "Mines I", "Ashpit II", "Mausoleum I",
                                 "Gehenna II", "Corpse II", "The Void"})
            QVERIFY2(floors->findText(QStringLiteral(" · ") + QLatin1String(name), Qt::MatchEndsWith) >= 0,
                     name);
        QVERIFY(!panel.stageTypeCombo()->isVisibleTo(&panel));
        // Choosing Mines II gives stage 4, type 4.
        QSignalSpy spy(&panel, &SettingsPanel::settingsChanged);
        floors->setCurrentIndex(floors->findData(4 * 8 + 4));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(panel.settings().stage, 4);
        QCOMPARE(panel.settings().stageType, 4);
        // Afterbirth-plus: 12 stages, the type combo, no repentance-only parts; the floor's stage is kept
        // and type 4 becomes the stage's first type.
        panel.ruleSetCombo()->setCurrentIndex(panel.ruleSetCombo()->findData(int(RuleSet::AfterbirthPlus)));
        QCOMPARE(floors->count(), 12);
        QCOMPARE(panel.settings().ruleSet, RuleSet::AfterbirthPlus);
        QCOMPARE(panel.settings().stage, 4);
        QCOMPARE(panel.settings().stageType, 0);
        QVERIFY(panel.stageTypeCombo()->isVisibleTo(&panel));
        QVERIFY(!panel.runStateSection()->isVisibleTo(&panel));
        QVERIFY(!panel.saveSection()->isVisibleTo(&panel));
        QVERIFY(!panel.bossPoolsCombo()->isVisibleTo(&panel));
        QVERIFY(!panel.typeFromSeedButton()->isVisibleTo(&panel));
        // And back: the repentance floor list again.
        panel.ruleSetCombo()->setCurrentIndex(panel.ruleSetCombo()->findData(int(RuleSet::Repentance)));
        QCOMPARE(selectable(), int(kinds.size()));
        QVERIFY(panel.runStateSection()->isVisibleTo(&panel));
        QCOMPARE(panel.settings().stage, 4);
        QCOMPARE(panel.settings().stageType, 0);
    }

    // R3.2 and R3.3: the buttons take the stage type the run seed gives; the proposal names both floors.
    void typeFromTheRunSeed() {
        SettingsPanel panel;
        int checked = 0;
        for (std::uint32_t seed = 1; seed <= 40; ++seed)
            for (int stage : {1, 3, 7}) {
                Settings s = withSeed(seed, stage);
                panel.setSettings(s);
                const auto v = stageSeedsOf(seed);
                const int main = rep::mainPathType(v, stage, s.achievements);
                const int alt = rep::alternatePathType(v, stage);
                QVERIFY2(panel.seedProposal()->text().contains(app::trStage(stage, alt)),
                         qPrintable(panel.seedProposal()->text()));
                QVERIFY(panel.seedProposal()->text().contains(QStringLiteral("approximation")));
                QCOMPARE(panel.typeFromSeedButton()->isEnabled(), main != 0);
                if (main != 0) {
                    panel.typeFromSeedButton()->click();
                    QCOMPARE(panel.settings().stage, stage);
                    QCOMPARE(panel.settings().stageType, main);
                    QVERIFY(!panel.typeFromSeedButton()->isEnabled()); // already shown
                    ++checked;
                }
                panel.alternateFromSeedButton()->click();
                QCOMPARE(panel.settings().stage, stage);
                QCOMPARE(panel.settings().stageType, alt);
                QVERIFY(alt == rep::kTypeAlt || alt == rep::kTypeAlt2);
            }
        QVERIFY(checked > 10);
        // The Cathedral choice decides stages 10 and 11.
        Settings s = withSeed(99, 10);
        panel.setSettings(s);
        panel.cathedralCombo()->setCurrentIndex(1);
        QVERIFY(panel.settings().cathedral);
        panel.typeFromSeedButton()->click();
        QCOMPARE(panel.settings().stageType, 1);
        QVERIFY(!panel.alternateFromSeedButton()->isEnabled()); // no alternate floor past stage 8
    }

    // Every repentance control reaches Settings, and setSettings shows it again.
    void repentanceControlsRoundTrip() {
        SettingsPanel panel;
        panel.setSettings(withSeed(5));
        QVERIFY(!panel.moreItemsBox()->isVisibleTo(&panel)); // "More items" starts closed
        panel.moreItemsHeader()->click();
        QVERIFY(panel.moreItemsBox()->isVisibleTo(&panel));
        panel.itemCheckBox(Item::StoreKey)->click();
        QVERIFY(panel.settings().has(Item::StoreKey));
        panel.characterCombo()->setCurrentIndex(panel.characterCombo()->findData(2)); // Cain
        QCOMPARE(panel.settings().state.character, 2);
        panel.superSinSpin()->setValue(3);
        panel.surpriseMinibossSpin()->setValue(4);
        QCOMPARE(panel.settings().state.superSinCounter, 3);
        QCOMPARE(panel.settings().state.surpriseMinibossCounter, 4);
        std::uint64_t flags = 0;
        for (int f : {9, 10, 11, 12, 13, 14, 15, 16, 30, 31, 32, 47}) {
            QVERIFY2(panel.stateFlagBox(f), qPrintable(QString::number(f)));
            panel.stateFlagBox(f)->click();
            flags |= std::uint64_t{1} << f;
            QCOMPARE(panel.settings().state.stateFlags, flags);
        }
        QVERIFY(!panel.stateFlagBox(6)); // the devil room flag is the player's check box
        panel.curseTierCombo()->setCurrentIndex(panel.curseTierCombo()->findData(int(CurseTier::Womb)));
        QCOMPARE(panel.settings().curseTier, CurseTier::Womb);
        panel.strangeDoorBox()->click();
        QVERIFY(!panel.settings().achievements.unlocked(635));
        // Golden trinkets: a copy of their own, beside the plain one; only trinkets have one.
        QVERIFY(!panel.goldenCheckBox(Item::Luna));
        panel.goldenCheckBox(Item::GoldenHorseshoe)->click();
        QCOMPARE(panel.settings().golden, itemBit(Item::GoldenHorseshoe));
        QVERIFY(!panel.settings().has(Item::GoldenHorseshoe));
        // The route: a bad entry is said under the field and changes nothing; a good one is taken.
        panel.routeEdit()->setText(QStringLiteral("1:0, 2:9"));
        QVERIFY(!panel.routeError()->isHidden());
        QVERIFY(panel.routeError()->text().contains(QStringLiteral("2:9")));
        QVERIFY(!panel.settings().route.has_value());
        panel.routeEdit()->setText(QStringLiteral("1:0, 2:4"));
        QVERIFY(panel.routeError()->isHidden());
        QCOMPARE(panel.settings().route, (std::vector<RouteFloor>{{1, 0}, {2, 4}}));
        // Locked achievements, with the strange door's box kept.
        panel.lockedAchievementsEdit()->setText(QStringLiteral("406, 9999"));
        QVERIFY(!panel.lockedAchievementsError()->isHidden());
        QVERIFY(panel.settings().achievements.unlocked(406));
        panel.lockedAchievementsEdit()->setText(QStringLiteral("406 7"));
        QVERIFY(panel.lockedAchievementsError()->isHidden());
        QVERIFY(!panel.settings().achievements.unlocked(406) && !panel.settings().achievements.unlocked(7));
        QVERIFY(!panel.settings().achievements.unlocked(635));
        // The panel always has a run seed: the run's route, or this floor as the run's first.
        QCOMPARE(panel.bossPoolsCombo()->count(), 2);
        QCOMPARE(panel.bossPoolsCombo()->findData(int(BossPoolsMode::StageSeed)), -1);
        panel.bossPoolsCombo()->setCurrentIndex(
            panel.bossPoolsCombo()->findData(int(BossPoolsMode::FirstFloor)));
        QCOMPARE(panel.settings().bossPools, BossPoolsMode::FirstFloor);
        const Settings s = panel.settings();
        SettingsPanel other;
        other.setSettings(s);
        QCOMPARE(other.settings(), s);
        QCOMPARE(other.characterCombo()->currentData().toInt(), 2);
        QVERIFY(other.stateFlagBox(47)->isChecked());
        QVERIFY(!other.strangeDoorBox()->isChecked());
        QCOMPARE(other.curseTierCombo()->currentData().toInt(), int(CurseTier::Womb));
        QCOMPARE(other.routeEdit()->text(), QStringLiteral("1:0, 2:4"));
        QCOMPARE(other.lockedAchievementsEdit()->text(), QStringLiteral("7, 406"));
        QVERIFY(other.goldenCheckBox(Item::GoldenHorseshoe)->isChecked());
        // A character id without a name here is kept.
        Settings odd = s;
        odd.state.character = 21;
        other.setSettings(odd);
        QCOMPARE(other.characterCombo()->currentData().toInt(), 21);
        other.superSinSpin()->setValue(1); // any change keeps it
        QCOMPARE(other.settings().state.character, 21);
    }

    // repentance.md R23: the REPENTOGON box is kept between starts, for the repentance rule set only; an
    // unknown stored value is the vanilla game's.
    void ruleVariantSetting_data() {
        QTest::addColumn<QString>("ruleSet");
        QTest::addColumn<QString>("stored");
        QTest::addColumn<int>("expected");
        QTest::newRow("repentance, repentogon") << "repentance"
                                                << "repentogon" << int(RuleVariant::Repentogon);
        QTest::newRow("repentance, vanilla") << "repentance"
                                             << "vanilla" << int(RuleVariant::Vanilla);
        QTest::newRow("repentance, none stored") << "repentance"
                                                 << "" << int(RuleVariant::Vanilla);
        QTest::newRow("repentance, bogus") << "repentance"
                                           << "bogus" << int(RuleVariant::Vanilla);
        QTest::newRow("afterbirth-plus, repentogon") << "afterbirth-plus"
                                                     << "repentogon" << int(RuleVariant::Vanilla);
        QTest::newRow("original-2011, repentogon") << "original-2011"
                                                   << "repentogon" << int(RuleVariant::Vanilla);
    }
    void ruleVariantSetting() {
        QFETCH(QString, ruleSet);
        QFETCH(QString, stored);
        QFETCH(int, expected);
        TempSettings t;
        QString text = QStringLiteral("[floor]\nruleset=%1\n").arg(ruleSet);
        if (!stored.isEmpty())
            text += QStringLiteral("ruleVariant=%1\n").arg(stored);
        QVERIFY(testfiles::writeAll(t.path(), text.toUtf8()));
        AppSettings a(t.path());
        QCOMPARE(int(a.floorSettings().ruleVariant), expected);
        // What the app writes back reads the same.
        a.setFloorSettings(a.floorSettings());
        a.sync();
        AppSettings b(t.path());
        QCOMPARE(int(b.floorSettings().ruleVariant), expected);
    }

    void repentanceSettingsPersist() {
        TempSettings t;
        Settings s = withSeed(0xCAFE1234u, 7);
        s.stageType = rep::kTypeAlt; // Corpse I
        s.state.character = 31;
        s.state.superSinCounter = 2;
        s.state.surpriseMinibossCounter = 7;
        s.state.stateFlags = (std::uint64_t{1} << 9) | (std::uint64_t{1} << 32) | (std::uint64_t{1} << 47);
        s.curseTier = CurseTier::Eit;
        s.achievements.setUnlocked(635, false);
        s.cathedral = true;
        s.bossPools = BossPoolsMode::FirstFloor;
        s.golden = itemBit(Item::StoreKey) | itemBit(Item::TelescopeLens);
        s.route = std::vector<RouteFloor>{{1, 0}, {2, 4}, {3, 1}};
        s.achievements.setUnlocked(406, false);
        s.achievements.setUnlocked(7, false);
        s.ruleVariant = RuleVariant::Repentogon; // the Rules section's REPENTOGON box (repentance.md R23)
        {
            AppSettings a(t.path());
            a.setFloorSettings(s);
            a.sync();
        }
        AppSettings b(t.path());
        QCOMPARE(b.floorSettings(), s);
        QCOMPARE(b.floorSettings().ruleVariant, RuleVariant::Repentogon);
        // Stored types: 0..2 of an old file stay valid; 4 and 5 where R3.1 has them; others go back to 0.
        const struct {
            const char *ruleSet;
            int stage, type, expected;
        } rows[] = {{"repentance", 1, 2, 2},      {"afterbirth-plus", 1, 2, 2}, {"repentance", 4, 5, 5},
                    {"afterbirth-plus", 4, 5, 0}, {"repentance", 7, 5, 0},      {"repentance", 1, 3, 0},
                    {"repentance", 10, 1, 1},     {"repentance", 12, 4, 0}};
        for (const auto &row : rows) {
            TempSettings u;
            {
                QFile f(u.path());
                QVERIFY(f.open(QIODevice::WriteOnly));
                f.write(QStringLiteral("[floor]\nruleset=%1\nstage=%2\nstageType=%3\n")
                            .arg(QLatin1String(row.ruleSet))
                            .arg(row.stage)
                            .arg(row.type)
                            .toUtf8());
            }
            AppSettings c(u.path());
            QCOMPARE(c.floorSettings().stageType, row.expected);
        }
        // Out of range or unknown values reset only themselves.
        TempSettings u;
        {
            QFile f(u.path());
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("[run]\ncharacter=77\nstateFlags=9, 99\nsuperSinCounter=3\n[save]\ncurseTier=bogus\n"
                    "strangeDoor=false\n[floor]\nbossPools=stage-seed\n");
        }
        AppSettings c(u.path());
        const Settings r = c.floorSettings();
        QCOMPARE(r.state.character, -1);
        QCOMPARE(r.state.stateFlags, std::uint64_t{0});
        QCOMPARE(r.state.superSinCounter, 3);
        QCOMPARE(r.curseTier, CurseTier::All);
        QVERIFY(!r.achievements.unlocked(635));
        QCOMPARE(r.bossPools, BossPoolsMode::Run);
    }

    // The trace words of the repentance steps (repentance.md R11 - R15), English.
    void repentanceTraceCaptions() {
        // Every step has a name of its own.
        QStringList names;
        for (int st = 0; st <= int(Step::Start); ++st) {
            const QString name = app::stepDisplayName(Step(st));
            QVERIFY2(!name.isEmpty(), qPrintable(QString::number(st)));
            QVERIFY2(!names.contains(name), qPrintable(name));
            names << name;
        }
        // The target growing (R7), from a trace written by hand.
        Trace trace;
        TraceEvent params(EventKind::FloorParams);
        params.a = 9;
        params.b = 5;
        trace.events.push_back(params);
        for (int attempt = 1; attempt <= 15; ++attempt) {
            TraceEvent start(EventKind::AttemptStarted);
            start.a = attempt;
            start.attempt = std::uint8_t(attempt);
            trace.events.push_back(start);
            TraceEvent rejected(EventKind::AttemptRejected);
            rejected.step = Step::DeadEnds;
            rejected.attempt = std::uint8_t(attempt);
            rejected.a = 3;
            rejected.b = 5;
            trace.events.push_back(rejected);
        }
        TraceEvent done(EventKind::FloorDone);
        done.a = 16;
        trace.events.push_back(done);
        TraceEvent planetarium(EventKind::Roll);
        planetarium.step = Step::Planetarium;
        planetarium.roll = RollKind::PlanetariumChance;
        planetarium.a = 100;
        planetarium.b = -1;
        trace.events.push_back(planetarium);
        const QStringList rep = app::eventCaptions(trace, RuleSet::Repentance);
        const QStringList abp = app::eventCaptions(trace, RuleSet::AfterbirthPlus);
        QCOMPARE(rep[20],
                 QStringLiteral("Attempt 10 thrown away: 3 dead ends, 5 needed. After so many tries the "
                                "floor grows: the target is now 10 rooms."));
        QCOMPARE(rep[30],
                 QStringLiteral("Attempt 15 thrown away: 3 dead ends, 5 needed. After so many tries the "
                                "floor grows: the target is now 11 rooms."));
        QCOMPARE(rep[18], QStringLiteral("Attempt 9 thrown away: 3 dead ends, 5 needed."));
        QCOMPARE(abp[20], QStringLiteral("Attempt 10 thrown away: 3 dead ends, 5 needed."));
        QCOMPARE(rep[31],
                 QStringLiteral("Floor done after 16 attempts; the target grew from 9 to 11 rooms."));
        QCOMPARE(abp[31], QStringLiteral("Floor done after 16 attempts."));
        QCOMPARE(rep[32], QStringLiteral(
                              "No dead end is left for the planetarium: its chance (0.0100) is not rolled."));
        QCOMPARE(app::eventCaption(trace, 30, RuleSet::Repentance), rep[30]);

        // Real repentance floors: every event has words, the new steps are named, the XL neighbour, the
        // extra rooms and the mirror appear where the floor has them.
        bool sawXl = false, sawMirror = false, sawExtra = false, sawShopLevel = false;
        for (std::uint32_t seed = 1; seed <= 300 && !(sawXl && sawMirror && sawShopLevel); ++seed) {
            for (const auto &[stage, type] :
                 {std::pair{2, rep::kTypeAlt}, std::pair{1, 0}, std::pair{3, 0}}) {
                Trace tr;
                Settings s = withSeed(seed, stage);
                s.stageType = type;
                const GenerateResult r = generateFloor(s, &tr);
                QVERIFY2(r.ok(), r.error.c_str());
                const QStringList captions = app::eventCaptions(tr, RuleSet::Repentance);
                for (std::size_t i = 0; i < tr.events.size(); ++i) {
                    const TraceEvent &e = tr.events[i];
                    const QString c = captions[qsizetype(i)];
                    QVERIFY2(!c.isEmpty() && c != QStringLiteral("Roll."), qPrintable(QString::number(i)));
                    if (e.kind == EventKind::RoomPlaced && e.step == Step::XlBoss) {
                        QVERIFY2(c.contains(QStringLiteral("next to the boss room")), qPrintable(c));
                        sawXl = true;
                    }
                    if (e.kind == EventKind::RoomAssigned && e.step == Step::Mirror) {
                        QVERIFY2(c.contains(QStringLiteral("becomes the mirror room")), qPrintable(c));
                        sawMirror = true;
                    }
                    if (e.step == Step::ExtraRooms &&
                        (e.kind == EventKind::RoomAssigned || e.kind == EventKind::RoomPlaced)) {
                        QVERIFY2(c.contains(QStringLiteral("extra room")) ||
                                     c.contains(QStringLiteral("Extra room")),
                                 qPrintable(c));
                        sawExtra = true;
                    }
                    if (e.kind == EventKind::Roll && e.roll == RollKind::Subtype && e.step == Step::Shop) {
                        QVERIFY2(c.startsWith(QStringLiteral("Shop level %1").arg(e.a)), qPrintable(c));
                        sawShopLevel = true;
                    }
                }
            }
        }
        QVERIFY(sawXl);
        QVERIFY(sawMirror);
        Q_UNUSED(sawExtra); // step 18 traces a room only when it must create one (rare): by hand below
        Trace extra;
        TraceEvent placed(EventKind::RoomPlaced);
        placed.step = Step::ExtraRooms;
        placed.room = 14;
        placed.anchor = Cell{3, 9};
        extra.events.push_back(placed);
        TraceEvent assigned(EventKind::RoomAssigned);
        assigned.step = Step::ExtraRooms;
        assigned.room = 14;
        assigned.anchor = Cell{3, 9};
        extra.events.push_back(assigned);
        const QStringList extraCaptions = app::eventCaptions(extra, RuleSet::Repentance);
        QVERIFY2(extraCaptions[0].startsWith(QStringLiteral("Extra room 14 placed at (3,9): the mirror")),
                 qPrintable(extraCaptions[0]));
        TraceEvent normal(EventKind::RoomAssigned);
        normal.step = Step::NormalRooms;
        normal.room = 3;
        normal.anchor = Cell{6, 7};
        extra.events.push_back(normal);
        QCOMPARE(app::eventCaptions(extra)[2], QStringLiteral("Room 3 at (6,7) becomes a normal room."));
        TraceEvent noSin(EventKind::Roll);
        noSin.step = Step::MiniBoss;
        noSin.roll = RollKind::Sin;
        noSin.a = int(Sin::None);
        extra.events.push_back(noSin);
        TraceEvent superSin = noSin;
        superSin.a = int(Sin::Envy);
        superSin.flag = true;
        extra.events.push_back(superSin);
        const QStringList sins = app::eventCaptions(extra, RuleSet::Repentance);
        QCOMPARE(sins[3], QStringLiteral(
                              "Mini-boss: every sin has already been met this run, none is left to choose."));
        QCOMPARE(sins[4], QStringLiteral("Mini-boss: Super Envy (the alternative variant)."));
        QCOMPARE(app::eventCaptions(extra)[4],
                 QStringLiteral("Mini-boss: Super Envy (the alternative variant, 1 in 5)."));
        TraceEvent library(EventKind::Roll);
        library.step = Step::Library;
        library.roll = RollKind::Subtype;
        library.a = 2;
        library.b = 5;
        extra.events.push_back(library);
        TraceEvent vault(EventKind::Roll);
        vault.step = Step::VaultArcade;
        vault.roll = RollKind::Place;
        extra.events.push_back(vault);
        const QStringList more = app::eventCaptions(extra, RuleSet::Repentance);
        QCOMPARE(more[5], QStringLiteral("Library level 3 (a draw among 5 levels)."));
        QVERIFY2(more[6].startsWith(
                     QStringLiteral("Vault or arcade not placed (no roll: an arcade needs 5 coins")),
                 qPrintable(more[6]));
        QCOMPARE(app::eventCaptions(extra)[5], QStringLiteral("Library subtype 2 (draw 5)."));
        QCOMPARE(extraCaptions[1],
                 QStringLiteral("Room 14 at (3,9) becomes one of the extra rooms (an ordinary room)."));
        QVERIFY(sawShopLevel);
    }

    // The rule of each room and the boss approximation, in the decision log and the map's tooltip.
    void repentanceMarks() {
        TestWindow tw;
        MainWindow &w = tw.window;
        Settings s = withSeed(0xDEADBEEFu, 3); // Caves I: its boss pool is an approximation (R19.4)
        w.openFloor(s);
        const Floor *f = w.currentFloor();
        QVERIFY(f);
        QVERIFY(f->rep.present);
        const Room *boss = f->findFirst(RoomType::Boss);
        QVERIFY(boss);
        QVERIFY(app::bossIsApproximation(*f, *boss));
        const QString tip = w.mapWidget()->roomToolTip(boss->number);
        QVERIFY2(tip.contains(QStringLiteral("Repentance+ engine (from the game's code, unchecked)")),
                 qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("Boss: approximation")), qPrintable(tip));
        const QString startTip = w.mapWidget()->roomToolTip(0);
        QVERIFY2(startTip.contains(QStringLiteral("Repentance+ engine")), qPrintable(startTip));
        QVERIFY(!startTip.contains(QStringLiteral("approximation")));
        // The decision log: the boss room's assignment row carries both marks, a layout row none.
        DecisionLogModel model;
        Trace trace;
        const GenerateResult r = generateFloor(s, &trace);
        model.setTrace(trace, r.floor.attempts, &r.floor);
        bool sawBoss = false;
        for (int row = 0; row < model.rowCount(); ++row) {
            const TraceEvent &e = trace.events[std::size_t(row)];
            const QString mark = model.roomMark(row);
            if (e.kind == EventKind::RoomAssigned && e.step == Step::Boss &&
                !model.index(row).data(DecisionLogModel::DiscardedRole).toBool()) {
                QVERIFY2(mark.contains(QStringLiteral("Repentance+ engine")), qPrintable(mark));
                QVERIFY2(mark.contains(QStringLiteral("approximation")), qPrintable(mark));
                QVERIFY(model.index(row)
                            .data(Qt::ToolTipRole)
                            .toString()
                            .contains(QStringLiteral("approximation")));
                sawBoss = true;
            }
            if (e.kind == EventKind::CandidatesListed || e.kind == EventKind::Roll)
                QVERIFY(mark.isEmpty());
        }
        QVERIFY(sawBoss);
        // A Basement floor's boss pool is the game's: no approximation mark.
        w.openFloor(withSeed(0xDEADBEEFu, 1));
        const Room *b1 = w.currentFloor()->findFirst(RoomType::Boss);
        QVERIFY(!w.mapWidget()->roomToolTip(b1->number).contains(QStringLiteral("approximation")));
        // Boss pools from the stage seed: always an approximation.
        Settings st;
        st.stageSeed = 0x1234567u; // a stage seed without its run: the core takes BossPoolsMode::StageSeed
        st.stage = 1;
        w.openFloor(st);
        const Room *b2 = w.currentFloor()->findFirst(RoomType::Boss);
        QVERIFY(w.mapWidget()->roomToolTip(b2->number).contains(QStringLiteral("stage seed")));
        // The mirror room is a normal room: its tooltip names the step that placed it.
        Settings mirror = withSeed(0xDEADBEEFu, 2);
        mirror.stageType = rep::kTypeAlt; // Downpour II
        w.openFloor(mirror);
        int mirrors = 0;
        for (const Room &r : w.currentFloor()->rooms) {
            const bool isMirror = r.placedBy == std::uint8_t(Step::Mirror);
            QCOMPARE(w.mapWidget()->roomToolTip(r.number).contains(QStringLiteral("Placed as: mirror room")),
                     isMirror);
            mirrors += isMirror;
        }
        QCOMPARE(mirrors, 1);
    }

    // The floor's name and the grown target in the summary.
    void floorSummaryNamesTheFloor() {
        Settings s = withSeed(0xDEADBEEFu, 4);
        s.stageType = rep::kTypeAlt;
        const GenerateResult r = generateFloor(s);
        QVERIFY(r.ok());
        QVERIFY(floorSummaryHtml(r.floor).contains(QStringLiteral("Mines II")));
        Floor grown = r.floor;
        grown.rep.targetFinal = grown.target + 2;
        QVERIFY2(floorSummaryHtml(grown).contains(QStringLiteral("→ <b>%1</b>").arg(grown.target + 2)),
                 qPrintable(floorSummaryHtml(grown)));
        QVERIFY(!floorSummaryHtml(r.floor).contains(QStringLiteral("→")));
        QVERIFY(!floorSummaryHtml(r.floor).contains(QStringLiteral("(XL)")));
        // Where the boss pools came from (R9.7): Mines II's route is stages 1 to 4 of the main path.
        QVERIFY2(floorSummaryHtml(r.floor).contains(
                     QStringLiteral("boss pools after %1 route floors").arg(r.floor.rep.route.size())),
                 qPrintable(floorSummaryHtml(r.floor)));
        QCOMPARE(r.floor.rep.route.size(), std::size_t(4));
        Settings first = s;
        first.bossPools = BossPoolsMode::FirstFloor;
        QVERIFY(
            floorSummaryHtml(generateFloor(first).floor).contains(QStringLiteral("first floor of the run")));
        Settings seedPools = s;
        seedPools.runSeed.reset();
        seedPools.stageSeed = 0x1234567u;
        QVERIFY(floorSummaryHtml(generateFloor(seedPools).floor).contains(QStringLiteral("stage seed")));
        Settings xl = withSeed(0xDEADBEEFu, 3);
        xl.forcedCurses = std::uint8_t(kCurseLabyrinth);
        const GenerateResult x = generateFloor(xl);
        QVERIFY(x.ok() && x.floor.xl);
        QVERIFY2(floorSummaryHtml(x.floor).contains(QStringLiteral("Caves I (XL)")),
                 qPrintable(floorSummaryHtml(x.floor)));
    }
};

QTEST_MAIN(TestGui)
#include "test_gui.moc"
