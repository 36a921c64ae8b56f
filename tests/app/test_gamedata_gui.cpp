// The player's own game data in the desktop app (issue 20): File > Open Game Data and the remembered
// setting, the floors the window shows (main map, compare, run view) against the core's generate() with the
// same room files, the status bar, the caption, the room tooltip, a folder that cannot be read, and the way
// back to the built-in rooms. The room files are our own synthetic catalog (synthcatalog.h), never the
// game's.

#include "../core/synthcatalog.h"
#include "appsettings.h"
#include "floorexport.h"
#include "floorgen/filecatalog.h"
#include "floorgen/run.h"
#include "floorgen/seedstring.h"
#include "floorrenderer.h"
#include "gamedata.h"
#include "gamedata/roomlayoutdialog.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "map/decisionlogmodel.h"
#include "map/mapwidget.h"
#include "names_tr.h"
#include "run/runview.h"
#include "search/searchpanel.h"
#include "stats/statsview.h"
#include "windowfixture.h"

#include <QAction>
#include <QApplication>
#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QHelpEvent>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListView>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace floorgen;
using namespace floorgen::gui;
using app::AppSettings;
using floorgen::testing::showAt;
using floorgen::testing::TempSettings;
using floorgen::testing::TestWindow;
using floorgen::testing::withSeed;

namespace {

bool writeBytes(const QString &path, const QByteArray &bytes) {
    QFile out(path);
    return out.open(QIODevice::WriteOnly) && out.write(bytes) == bytes.size();
}

// A game's `resources` folder of our own: rooms/NN.name.stb for every file both rule sets read
// (synthcatalog.h's synthGameFiles: the special rooms hold boss rooms of shapes 1x2, 2x1 and 2x2 with
// restricted doors, several variants and weights a type), every room furnished with spawns.
struct SynthGameData {
    QTemporaryDir dir;
    QString path() const { return dir.path(); }
    std::size_t rooms = 0;
    int files = 0;

    SynthGameData() {
        QDir(dir.path()).mkdir(QStringLiteral("rooms"));
        for (auto &[id, file] : floorgen::testing::synthGameFiles()) {
            if (id == 0)
                file.rooms[0].name = "named room";
            if (id == 1)
                file.rooms = floorgen::testing::synthStageFile(2, 7).rooms;
            floorgen::testing::furnish(file); // spawns to draw (the picks read none)
            const std::vector<unsigned char> data = writeStb(file);
            writeBytes(
                dir.filePath(QStringLiteral("rooms/") + QString::fromStdString(file.name)),
                QByteArray(reinterpret_cast<const char *>(data.data()), static_cast<qsizetype>(data.size())));
            rooms += file.rooms.size();
            ++files;
        }
    }
};

Settings afterbirthFloor(std::uint32_t seed, int stage = 1) {
    Settings s = withSeed(seed, stage);
    s.ruleSet = RuleSet::AfterbirthPlus;
    return s;
}

// The core's floor for these settings with the room files of `folder` (a catalog of its own), or with the
// built-in rooms when `folder` is empty.
Floor coreFloor(const Settings &s, const QString &folder) {
    std::unique_ptr<FileCatalog> catalog;
    if (!folder.isEmpty()) {
        QString error;
        catalog = app::loadGameData(folder, error);
        if (!catalog)
            qFatal("%s", qPrintable(error));
    }
    Floor f;
    std::string error;
    if (generate(s, f, nullptr, &error, catalog.get()) != GenerateStatus::Ok)
        qFatal("%s", error.c_str());
    return f;
}

// Grid, rooms (type, shape, anchor, doors, variant, subtype) and attempts: what the room files change.
QString floorDifference(const Floor &a, const Floor &b) {
    if (a.grid != b.grid)
        return QStringLiteral("grids differ");
    if (a.attempts != b.attempts)
        return QStringLiteral("attempts %1 vs %2").arg(a.attempts).arg(b.attempts);
    if (a.rooms.size() != b.rooms.size())
        return QStringLiteral("%1 vs %2 rooms").arg(a.rooms.size()).arg(b.rooms.size());
    for (std::size_t i = 0; i < a.rooms.size(); ++i) {
        const Room &x = a.rooms[i], &y = b.rooms[i];
        if (x.type != y.type || x.shape != y.shape || x.anchor.x != y.anchor.x || x.anchor.y != y.anchor.y ||
            x.doors != y.doors || x.variant != y.variant || x.subtype != y.subtype)
            return QStringLiteral("room %1: variant %2/%3, subtype %4/%5, doors %6/%7")
                .arg(i)
                .arg(x.variant)
                .arg(y.variant)
                .arg(x.subtype)
                .arg(y.subtype)
                .arg(x.doors)
                .arg(y.doors);
    }
    return {};
}

} // namespace

class TestGameDataGui : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(app::installLanguage(QStringLiteral("en"))); // the English plural forms
    }

    // The folder remembered in the settings is read at start; the floor shown is the core's with those room
    // files, and not the built-in floor.
    void floorFollowsTheGameData_data() {
        QTest::addColumn<quint32>("seed");
        QTest::addColumn<int>("stage");
        QTest::newRow("B91Y 9THH, Basement I") << quint32(*parseSeedString("B91Y 9THH")) << 1;
        QTest::newRow("seed 77, Basement II") << quint32(77) << 2;
        QTest::newRow("seed 123456, Basement I") << quint32(123456) << 1;
        QTest::newRow("seed 4000000000, Basement II") << quint32(4000000000u) << 2;
    }
    void floorFollowsTheGameData() {
        QFETCH(quint32, seed);
        QFETCH(int, stage);
        SynthGameData data;
        TempSettings t;
        AppSettings settings(t.path());
        QVERIFY(settings.setValue(AppSettings::Key::GameData, data.path()));
        settings.setFloorSettings(afterbirthFloor(seed, stage));
        MainWindow w(&settings);
        QVERIFY(w.gameData());
        QCOMPARE(w.gameDataFolder(), data.path());
        QVERIFY(w.currentFloor());
        const Floor expected = coreFloor(afterbirthFloor(seed, stage), data.path());
        QCOMPARE(floorDifference(*w.currentFloor(), expected), QString());
        // The room files change the floor: the built-in floor of this seed is another one.
        QVERIFY(!floorDifference(*w.currentFloor(), coreFloor(afterbirthFloor(seed, stage), {})).isEmpty());
        // The next floor shown (another seed) follows them too.
        w.openFloor(afterbirthFloor(seed + 1, stage));
        QCOMPARE(floorDifference(*w.currentFloor(), coreFloor(afterbirthFloor(seed + 1, stage), data.path())),
                 QString());
    }

    // File > Open Game Data's path (setGameDataFolder): remembered, the floor shown again; compare mode and
    // the run view generate with the same room files; Use Built-in Rooms brings the built-in floor back.
    void openAndBackToBuiltin() {
        SynthGameData data;
        TestWindow tw;
        MainWindow &w = tw.window;
        AppSettings &settings = tw.settings;
        const Settings s = afterbirthFloor(424242);
        w.openFloor(s);
        QCOMPARE(floorDifference(*w.currentFloor(), coreFloor(s, {})), QString());
        QVERIFY(!w.gameData());
        QAction *builtin = w.findChild<QAction *>(QStringLiteral("builtinRoomsAction"));
        QVERIFY(builtin);
        QVERIFY(!builtin->isEnabled());

        QSignalSpy changed(&w, &MainWindow::gameDataChanged);
        QString error;
        QVERIFY2(w.setGameDataFolder(data.path(), &error), qPrintable(error));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(settings.stringValue(AppSettings::Key::GameData), data.path());
        QCOMPARE(floorDifference(*w.currentFloor(), coreFloor(s, data.path())), QString());
        QVERIFY(builtin->isEnabled());
        QCOMPARE(w.gameData(), w.gameData());

        // Compare (hard mode against normal): both sides from the room files.
        w.setCompareKey(QStringLiteral("hard"));
        w.setComparing(true);
        QVERIFY(w.compareFloor());
        Settings hard = s;
        hard.hard = true;
        QCOMPARE(floorDifference(*w.compareFloor(), coreFloor(hard, data.path())), QString());
        w.setComparing(false);

        // The run view: every floor of the run from the room files (a run of its own, as RunGenerator).
        w.runView()->setShown(true);
        w.flushRendering();
        // (Our synthetic files lack what a late floor needs: the run may stop there, as the core's does.)
        QVERIFY(w.runView()->run().floors.size() >= 4);
        {
            QString why;
            const std::unique_ptr<FileCatalog> own = app::loadGameData(data.path(), why);
            QVERIFY(own);
            const RunResult expected = generateRun(w.runView()->runSettings(), std::nullopt, own.get());
            QCOMPARE(w.runView()->run().status, expected.status);
            QCOMPARE(w.runView()->run().error, expected.error);
            QCOMPARE(w.runView()->run().floors.size(), expected.floors.size());
            for (std::size_t i = 0; i < expected.floors.size(); ++i)
                QCOMPARE(floorDifference(w.runView()->run().floors[i], expected.floors[i]), QString());
        }
        w.runView()->setShown(false);

        // Back to the built-in rooms (the action of the File menu).
        builtin->trigger();
        QVERIFY(!w.gameData());
        QCOMPARE(changed.size(), 2);
        QCOMPARE(settings.stringValue(AppSettings::Key::GameData), QString());
        QCOMPARE(floorDifference(*w.currentFloor(), coreFloor(s, {})), QString());
        QCOMPARE(w.gameDataStatusLabel()->text(), QStringLiteral("Rooms: built-in"));
        QVERIFY(!builtin->isEnabled());
    }

    // The status bar names the data in use, and with repentance says the room files are not used.
    void statusBarNamesTheData() {
        SynthGameData data;
        TestWindow tw;
        MainWindow &w = tw.window;
        w.openFloor(afterbirthFloor(99));
        QLabel *label = w.gameDataStatusLabel();
        QVERIFY(label);
        QCOMPARE(label->text(), QStringLiteral("Rooms: built-in"));
        // The window without game data keeps its height: the status bar waits for a message.
        QVERIFY(!label->isVisibleTo(&w));
        QVERIFY(w.setGameDataFolder(data.path()));
        QVERIFY(label->isVisibleTo(&w));
        const QString name = QDir(data.path()).dirName() + QStringLiteral("/rooms");
        QCOMPARE(label->text(),
                 QStringLiteral("Rooms: %1, %2 files, %3 rooms").arg(name).arg(data.files).arg(data.rooms));
        QVERIFY(label->toolTip().contains(QDir::toNativeSeparators(data.path())));
        // The caption (exports, Copy Decision Log) names them too.
        QVERIFY2(w.decisionLogText()
                     .section(QLatin1Char('\n'), 0, 0)
                     .endsWith(QStringLiteral(" · Rooms: ") + name),
                 qPrintable(w.decisionLogText().section(QLatin1Char('\n'), 0, 0)));
        QCOMPARE(app::defaultCaption(*w.currentFloor(), w.gameData()),
                 app::defaultCaption(*w.currentFloor()) + QStringLiteral(" · Rooms: ") + name);

        // Repentance floors read them too (repentance.md R10), with the same status and caption.
        Settings rep = afterbirthFloor(99);
        rep.ruleSet = RuleSet::Repentance;
        w.openFloor(rep);
        QCOMPARE(label->text(),
                 QStringLiteral("Rooms: %1, %2 files, %3 rooms").arg(name).arg(data.files).arg(data.rooms));
        QCOMPARE(floorDifference(*w.currentFloor(), coreFloor(rep, data.path())), QString());
        QVERIFY(!floorDifference(*w.currentFloor(), coreFloor(rep, {})).isEmpty());
        QVERIFY(w.decisionLogText()
                    .section(QLatin1Char('\n'), 0, 0)
                    .endsWith(QStringLiteral(" · Rooms: ") + name));
    }

    // A folder that cannot be read: at start the built-in rooms with a word in the status bar (the choice is
    // kept for the next start); picked later, false with the reason, and the rooms in use stay.
    void badFolderFallsBack_data() {
        QTest::addColumn<QString>("what");
        QTest::newRow("missing folder") << QStringLiteral("missing");
        QTest::newRow("no room files") << QStringLiteral("empty");
        QTest::newRow("damaged file") << QStringLiteral("damaged");
    }
    void badFolderFallsBack() {
        QFETCH(QString, what);
        QTemporaryDir dir;
        QString folder = dir.filePath(QStringLiteral("nothing here"));
        QString expectedWord = QStringLiteral("no such folder");
        if (what == QLatin1String("empty")) {
            folder = dir.path();
            expectedWord = QStringLiteral("no game data found"); // generation.md 16.1: what was looked for
        } else if (what == QLatin1String("damaged")) {
            folder = dir.path();
            QVERIFY(writeBytes(dir.filePath(QStringLiteral("00.special.stb")),
                               QByteArray("STB1\xff\xff\xff\x7f", 8)));
            expectedWord = QStringLiteral("00.special.stb");
        }
        const Settings s = afterbirthFloor(31337);
        TempSettings t;
        AppSettings settings(t.path());
        QVERIFY(settings.setValue(AppSettings::Key::GameData, folder));
        settings.setFloorSettings(s);
        MainWindow w(&settings);
        QVERIFY(!w.gameData());
        QCOMPARE(w.gameDataStatusLabel()->text(), QStringLiteral("Rooms: built-in"));
        QVERIFY(w.confirmationLabel());
        QVERIFY2(w.confirmationLabel()->text().contains(QDir::toNativeSeparators(folder).toHtmlEscaped()),
                 qPrintable(w.confirmationLabel()->text()));
        QVERIFY2(w.confirmationLabel()->toolTip().contains(expectedWord),
                 qPrintable(w.confirmationLabel()->toolTip()));
        QCOMPARE(floorDifference(*w.currentFloor(), coreFloor(s, {})), QString());
        QCOMPARE(settings.stringValue(AppSettings::Key::GameData), folder);

        // Picked from the menu: refused with the reason; good data in use stays in use.
        SynthGameData good;
        QVERIFY(w.setGameDataFolder(good.path()));
        QString error;
        QVERIFY(!w.setGameDataFolder(folder, &error));
        QVERIFY2(error.contains(expectedWord), qPrintable(error));
        QVERIFY(w.gameData());
        QCOMPARE(w.gameDataFolder(), good.path());
        QCOMPARE(settings.stringValue(AppSettings::Key::GameData), good.path());
        QCOMPARE(floorDifference(*w.currentFloor(), coreFloor(s, good.path())), QString());
    }

    // The room tooltip names the room file entry each room got: file, variant, name, difficulty, weight and
    // subtype, as the floor JSON's `layout`.
    void tooltipNamesTheLayout() {
        SynthGameData data;
        TestWindow tw;
        MainWindow &w = tw.window;
        w.openFloor(afterbirthFloor(2024));
        QVERIFY(w.setGameDataFolder(data.path()));
        const Floor &floor = *w.currentFloor();
        int checked = 0;
        for (const Room &r : floor.rooms) {
            const QString tip = w.mapWidget()->roomToolTip(r.number);
            const app::RoomLayoutInfo info = app::roomLayoutInfo(floor, r, *w.gameData());
            if (!info.found) {
                QVERIFY2(tip.contains(QStringLiteral("Layout: none picked from the room files")),
                         qPrintable(tip));
                continue;
            }
            QVERIFY2(tip.contains(QStringLiteral("Layout: room file %1, variant %2")
                                      .arg(info.file, 2, 10, QLatin1Char('0'))
                                      .arg(info.variant)),
                     qPrintable(tip));
            QVERIFY2(tip.contains(QStringLiteral("Difficulty %1 · weight %2 · subtype %3")
                                      .arg(info.difficulty)
                                      .arg(QLocale().toString(info.weight, 'g', 6))
                                      .arg(info.subtype)),
                     qPrintable(tip));
            // The entry is the room's: same variant and shape as the room the floor holds.
            QCOMPARE(info.variant, static_cast<int>(r.variant));
            ++checked;
        }
        QVERIFY(checked >= 5);
        // A boss room's entry comes from the special rooms' file.
        bool boss = false;
        for (const Room &r : floor.rooms)
            if (r.type == RoomType::Boss) {
                boss = true;
                QVERIFY(w.mapWidget()->roomToolTip(r.number).contains(QStringLiteral("room file 00")));
            }
        QVERIFY(boss);
        // Without game data: no layout lines.
        QVERIFY(w.setGameDataFolder(QString()));
        for (const Room &r : w.currentFloor()->rooms)
            QVERIFY(!w.mapWidget()->roomToolTip(r.number).contains(QStringLiteral("Layout:")));
    }

    // With game data a click on a room opens its room file entry drawn: the boss room's entry, spawns and
    // all, in one window reused for the next room, on floors of both rule sets; without game data a click
    // only selects.
    void clickOpensTheLayout() {
        SynthGameData data;
        TestWindow tw;
        MainWindow &w = tw.window;
        QVERIFY(showAt(w, QSize(1200, 800)));
        w.openFloor(afterbirthFloor(2024));
        w.flushRendering();
        MapWidget *map = w.mapWidget();
        auto click = [&](const Room &room) {
            // A point of the map on the room (found by asking the map, whatever its zoom and margins).
            QPoint at(-1, -1);
            for (int y = 0; y < map->height() && at.x() < 0; y += 3)
                for (int x = 0; x < map->width() && at.x() < 0; x += 3)
                    if (map->roomAt(QPointF(x, y)) == room.number)
                        at = QPoint(x, y);
            QVERIFY2(at.x() >= 0, qPrintable(QStringLiteral("room %1 not on the map").arg(room.number)));
            QTest::mouseClick(map, Qt::LeftButton, {}, at);
        };
        click(*w.currentFloor()->findFirst(RoomType::Boss));
        QVERIFY(!w.roomLayoutDialog()); // built-in rooms: nothing to draw
        QVERIFY(w.setGameDataFolder(data.path()));
        w.flushRendering();
        const Floor &floor = *w.currentFloor();
        const Room &boss = *floor.findFirst(RoomType::Boss);
        QVERIFY(map->roomToolTip(boss.number).contains(QStringLiteral("Click to see the room's layout")));
        click(boss);
        RoomLayoutDialog *dialog = w.roomLayoutDialog();
        QVERIFY(dialog && dialog->isVisible());
        const app::RoomLayoutInfo info = app::roomLayoutInfo(floor, boss, *w.gameData());
        QVERIFY(info.data);
        QVERIFY(dialog->view()->room() == *info.data);
        QCOMPARE(dialog->view()->room().shape, boss.shape);
        QVERIFY(!dialog->view()->room().spawns.empty());
        QCOMPARE(info.fileName, QStringLiteral("00.special rooms.stb"));
        const QByteArray shots = qgetenv("FLOORGEN_SCREENSHOT_DIR");
        auto shoot = [&](const QString &name) {
            if (shots.isEmpty())
                return;
            dialog->resize(900, 620);
            QCoreApplication::processEvents();
            QVERIFY(dialog->grab().save(QString::fromLocal8Bit(shots) + QLatin1Char('/') + name));
        };
        shoot(QStringLiteral("gamedata-layout-boss.png"));
        // Another room (a 2x2 one when the floor has one): the same window, now that room's entry.
        const Room *normal = nullptr;
        for (const Room &r : floor.rooms)
            if (r.type == RoomType::Default && r.number != 0 && (!normal || r.shape == Shape::S2x2))
                normal = &r;
        QVERIFY(normal);
        click(*normal);
        QCOMPARE(w.roomLayoutDialog(), dialog);
        QVERIFY(dialog->view()->room() == *app::roomLayoutInfo(floor, *normal, *w.gameData()).data);
        shoot(QStringLiteral("gamedata-layout-%1.png")
                  .arg(QString::fromLatin1(shapeName(normal->shape).data())));
        // A repentance floor's room opens the entry its pick gave (the room carries it, R10).
        dialog->hide();
        Settings rep = afterbirthFloor(2024);
        rep.ruleSet = RuleSet::Repentance;
        w.openFloor(rep);
        w.flushRendering();
        const Room &repBoss = *w.currentFloor()->findFirst(RoomType::Boss);
        QVERIFY(repBoss.layoutId >= 0);
        click(repBoss);
        QVERIFY(dialog->isVisible());
        const FileCatalog::Entry e = w.gameData()->entryOf(repBoss.layoutId);
        QVERIFY(dialog->view()->room() == w.gameData()->room(e));
        QCOMPARE(static_cast<int>(w.gameData()->room(e).type), static_cast<int>(RoomType::Boss));
    }

    // The decision log says which room file entry each assigned room got and why: the row of the final
    // attempt's RoomAssigned event names the room's variant, its weight among the candidates and the
    // exact-door list; the notes are what the catalog recorded (a catalog of our own, picking again, gives
    // the same records). Without game data, no such note.
    void decisionLogNamesThePick_data() {
        QTest::addColumn<bool>("repentance");
        QTest::newRow("afterbirth-plus") << false;
        QTest::newRow("repentance") << true;
    }
    void decisionLogNamesThePick() {
        QFETCH(bool, repentance);
        SynthGameData data;
        TestWindow tw;
        MainWindow &w = tw.window;
        Settings s = afterbirthFloor(2024);
        if (repentance)
            s.ruleSet = RuleSet::Repentance;
        w.openFloor(s);
        QVERIFY(w.setGameDataFolder(data.path()));
        const Floor &floor = *w.currentFloor();
        DecisionLogModel *log = w.decisionLog();
        // The same picks, recorded from a catalog of our own.
        QString why;
        const std::unique_ptr<FileCatalog> own = app::loadGameData(data.path(), why);
        QVERIFY(own);
        std::vector<FileCatalog::PickRecord> records;
        own->recordPicks(&records);
        Trace trace;
        Floor again;
        QCOMPARE(generate(s, again, &trace, nullptr, own.get()), GenerateStatus::Ok);
        own->recordPicks(nullptr);
        const std::vector<QString> notes = app::pickNotes(trace, again, records, *own);
        QCOMPARE(static_cast<std::size_t>(log->rowCount()), trace.events.size());
        int assigned = 0;
        for (int row = 0; row < log->rowCount(); ++row) {
            const TraceEvent &e = trace.events[static_cast<std::size_t>(row)];
            const QString text = log->data(log->index(row)).toString();
            if (e.kind != EventKind::RoomAssigned || e.attempt != floor.attempts) {
                QVERIFY2(!text.contains(QStringLiteral("Layout:")), qPrintable(text));
                continue;
            }
            const Room &room = floor.rooms[static_cast<std::size_t>(e.room)];
            const QString note = notes[static_cast<std::size_t>(row)];
            if (repentance && room.placedBy == static_cast<std::uint8_t>(Step::Start)) {
                QVERIFY2(note.isEmpty(), qPrintable(note)); // GetRoom: no pick (R10.3)
                continue;
            }
            ++assigned;
            QVERIFY2(!note.isEmpty(), qPrintable(text));
            QVERIFY2(text.endsWith(QStringLiteral(" — ") + note), qPrintable(text));
            // Afterbirth+ names special rooms only; repentance every room, each with the entry it was given.
            const int file = repentance ? w.gameData()->entryOf(room.layoutId).file : 0;
            QVERIFY2(note.startsWith(QStringLiteral("Layout: room file %1, variant %2, weight ")
                                         .arg(file, 2, 10, QLatin1Char('0'))
                                         .arg(room.variant)),
                     qPrintable(note));
            QVERIFY2(note.contains(QRegularExpression(QStringLiteral("\\(\\d+ candidates?\\)"))),
                     qPrintable(note));
            // RoomPickR keeps an exact-door list only for required doors: the normal rooms'.
            const bool doorsAsked = !repentance || room.type == RoomType::Default;
            QCOMPARE(note.contains(QStringLiteral("with exactly the room's doors")), doorsAsked);
        }
        QVERIFY(assigned >= (repentance ? 10 : 5));
        // Copy Decision Log carries the notes too.
        QVERIFY(w.decisionLogText().contains(QStringLiteral(" — Layout: room file 00, variant ")));
        QVERIFY(w.setGameDataFolder(QString()));
        QVERIFY(!w.decisionLogText().contains(QStringLiteral("Layout:")));
    }

    // Statistics (Tools > Statistics) of afterbirth-plus floors pick from the room files, two threads each
    // with its own copy: the figures of the core's runStatistics with the same files, not the built-in
    // rooms' figures.
    void statisticsUseTheGameData() {
        SynthGameData data;
        TestWindow tw;
        MainWindow &w = tw.window;
        w.openFloor(afterbirthFloor(5));
        QVERIFY(w.setGameDataFolder(data.path()));
        auto *view = w.findChild<StatsView *>();
        QVERIFY(view);
        view->setSpace(SeedSpace::Stage);
        view->setSeedRange(1, 600);
        view->setThreads(2);
        view->start();
        QVERIFY(view->waitForIdle(60000));
        QString why;
        const std::unique_ptr<FileCatalog> own = app::loadGameData(data.path(), why);
        QVERIFY(own);
        StatsOptions o;
        o.threads = 1;
        o.gameData = own.get();
        const StatsResult expected =
            runStatistics(view->settings(), SeedSpace::Stage, SeedSet::range(1, 600), o);
        QVERIFY(expected.error.empty());
        QVERIFY(view->stats().floors > 0);
        QVERIFY(view->stats() == expected.stats);
        const StatsResult builtin =
            runStatistics(view->settings(), SeedSpace::Stage, SeedSet::range(1, 600), StatsOptions{});
        QVERIFY(!(view->stats() == builtin.stats));
        // Back to the built-in rooms: the figures shown are computed again, now the built-in ones.
        QVERIFY(w.setGameDataFolder(QString()));
        QVERIFY(view->waitForIdle(60000));
        QVERIFY(view->stats() == builtin.stats);
    }

    // The seed search of afterbirth-plus floors picks from the room files: its seeds are the core's search
    // with the same files (each thread with its own copy), not the built-in rooms' seeds.
    void searchUsesTheGameData() {
        SynthGameData data;
        TestWindow tw;
        MainWindow &w = tw.window;
        w.openFloor(afterbirthFloor(5));
        QVERIFY(w.setGameDataFolder(data.path()));
        auto *panel = w.findChild<SearchPanel *>();
        QVERIFY(panel);
        // The boss room at most 3 rooms from the start: the synthetic boss rooms of shapes 1x2, 2x1 and 2x2
        // with restricted doors move it.
        panel->setDistanceRule(true, RoomKind{true, RoomType::Null}, RoomKind{false, RoomType::Boss}, 3);
        panel->setSpace(SeedSpace::Stage);
        panel->setSeedRange(1, 3000);
        panel->setLimit(100000);
        panel->start();
        QVERIFY(panel->waitForIdle(120000));
        QString why;
        const std::unique_ptr<FileCatalog> own = app::loadGameData(data.path(), why);
        QVERIFY(own);
        SearchOptions o;
        o.threads = 1;
        o.gameData = own.get();
        const std::vector<std::uint32_t> expected =
            searchSeeds(panel->settings(), panel->criteria(), SeedSpace::Stage, 1, 3000, o).seeds;
        QVERIFY(!expected.empty());
        QVERIFY(panel->results() == expected);
        SearchOptions builtin;
        builtin.threads = 1;
        QVERIFY(searchSeeds(panel->settings(), panel->criteria(), SeedSpace::Stage, 1, 3000, builtin).seeds !=
                expected);
    }

    // The folder picked in File > Open Game Data: read, a confirmation in the status bar; one that cannot
    // be read gets a message box naming the folder and the file, and the rooms in use stay.
    void pickedFolderIsReported() {
        SynthGameData data;
        TestWindow tw;
        MainWindow &w = tw.window;
        w.openFloor(afterbirthFloor(8));
        QVERIFY(w.openGameDataFolder(data.path()));
        QVERIFY2(w.confirmationLabel()->text().contains(QStringLiteral("%1 rooms read from").arg(data.rooms)),
                 qPrintable(w.confirmationLabel()->text()));
        QTemporaryDir bad;
        QVERIFY(writeBytes(bad.filePath(QStringLiteral("01.basement.stb")), QByteArray("STB2", 4)));
        QString text, detail;
        QTimer::singleShot(0, &w, [&] {
            for (QWidget *top : QApplication::topLevelWidgets())
                if (auto *box = qobject_cast<QMessageBox *>(top); box && box->isVisible()) {
                    text = box->text();
                    detail = box->informativeText();
                    box->accept();
                }
        });
        QVERIFY(!w.openGameDataFolder(bad.path()));
        QVERIFY2(text.contains(QDir::toNativeSeparators(bad.path())), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("The rooms in use do not change")), qPrintable(text));
        QVERIFY2(detail.contains(QStringLiteral("01.basement.stb")) &&
                     detail.contains(QStringLiteral("STB1")),
                 qPrintable(detail));
        QCOMPARE(w.gameDataFolder(), data.path());
        QCOMPARE(floorDifference(*w.currentFloor(), coreFloor(afterbirthFloor(8), data.path())), QString());
    }

    // Exports name the data: the default caption ends with "Rooms: ...", and the JSON export (File > Export)
    // carries `gameData` and each room's `layout` from the room files.
    void exportsNameTheData() {
        SynthGameData data;
        TestWindow tw;
        MainWindow &w = tw.window;
        w.openFloor(afterbirthFloor(8));
        QVERIFY(w.setGameDataFolder(data.path()));
        app::ExportItem item = app::ExportItem::fromFloor(*w.currentFloor());
        item.gameData = w.gameData();
        app::ExportOptions options;
        const QString name = QDir(data.path()).dirName() + QStringLiteral("/rooms");
        QVERIFY(options.renderOptions(*item.floor, {}, item.gameData)
                    .caption.endsWith(QStringLiteral(" · Rooms: ") + name));
        options.format = app::ExportFormat::Json;
        QBuffer buffer;
        QVERIFY(buffer.open(QIODevice::WriteOnly));
        QString error;
        QVERIFY2(app::writeExport(buffer, item, options, error), qPrintable(error));
        const QJsonObject json = QJsonDocument::fromJson(buffer.data()).object();
        QCOMPARE(json.value(QStringLiteral("gameData")).toObject().value(QStringLiteral("rooms")).toInt(),
                 static_cast<int>(data.rooms));
        const Room *boss = w.currentFloor()->findFirst(RoomType::Boss);
        QVERIFY(boss);
        const QJsonObject layout = json.value(QStringLiteral("rooms"))
                                       .toArray()
                                       .at(boss->number)
                                       .toObject()
                                       .value(QStringLiteral("layout"))
                                       .toObject();
        QCOMPARE(layout.value(QStringLiteral("file")).toInt(), 0);
        QCOMPARE(layout.value(QStringLiteral("variant")).toInt(), static_cast<int>(boss->variant));
        QVERIFY(layout.value(QStringLiteral("weight")).isDouble());
    }

    // File > Open Game Data: the action explains where the files come from, and so does its dialog.
    void openDialogExplains() {
        TestWindow tw;
        MainWindow &w = tw.window;
        QAction *open = w.findChild<QAction *>(QStringLiteral("openGameDataAction"));
        QVERIFY(open);
        QVERIFY(w.fileMenu()->actions().contains(open));
        QVERIFY(open->statusTip().contains(QStringLiteral("resources/rooms/*.stb")));
        QVERIFY(open->toolTip().contains(QStringLiteral("Basement Renovator")));
        std::unique_ptr<QFileDialog> dialog(w.createGameDataDialog());
        auto *help = dialog->findChild<QLabel *>(QStringLiteral("gameDataHelp"));
        QVERIFY(help);
        QCOMPARE(help->text(), MainWindow::gameDataHelpText());
        QVERIFY(dialog->fileMode() == QFileDialog::Directory);
    }

    // bossportraits.xml beside the rooms: in English the bosses take its names (the map's tooltip, the
    // summary), in French the app's French names stay; bosspools.xml makes the repentance pools exact (the
    // status bar's tooltip names both files); without the data the app's own names come back.
    void bossFilesBesideTheRooms_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("fr") << QStringLiteral("fr");
    }
    void bossFilesBesideTheRooms() {
        QFETCH(QString, language);
        QVERIFY(app::installLanguage(language));
        auto restore = qScopeGuard([] { app::installLanguage(QStringLiteral("en")); });
        SynthGameData data;
        std::vector<BossPortrait> portraits;
        for (int id = 0; id <= 110; ++id)
            portraits.push_back({id, "Portrait " + std::to_string(id), -1});
        writeBytes(data.dir.filePath(QStringLiteral("bossportraits.xml")),
                   QByteArray::fromStdString(writeBossPortraitsXml(portraits)));
        writeBytes(data.dir.filePath(QStringLiteral("bosspools.xml")),
                   QByteArray::fromStdString(writeBossPoolsXml(BossPoolData::builtin())));
        TestWindow tw;
        MainWindow &w = tw.window;
        Settings s = afterbirthFloor(2024, 3); // Caves I: a built-in pool that is an approximation
        s.ruleSet = RuleSet::Repentance;
        w.openFloor(s);
        QVERIFY(w.currentFloor()->rep.approxBossPools);
        const Room *boss = w.currentFloor()->findFirst(RoomType::Boss);
        QVERIFY(boss && boss->bossSubtype >= 0);
        const QString own = app::trBossDisplayName(boss->bossSubtype);
        QVERIFY(!own.startsWith(QStringLiteral("Portrait")));
        QVERIFY(w.setGameDataFolder(data.path()));
        QVERIFY(!w.currentFloor()->rep.approxBossPools);
        boss = w.currentFloor()->findFirst(RoomType::Boss);
        const QString portrait = QStringLiteral("Portrait %1").arg(boss->bossSubtype);
        const bool english = language == QLatin1String("en");
        QCOMPARE(app::trBossDisplayName(boss->bossSubtype) == portrait, english);
        QCOMPARE(w.mapWidget()->roomToolTip(boss->number).contains(portrait), english);
        QCOMPARE(app::trBossDisplayName(110), QStringLiteral("Portrait 110")); // the app has no name for 110
        const QString tip = w.gameDataStatusLabel()->toolTip();
        QVERIFY2(tip.contains(QDir::toNativeSeparators(data.dir.filePath(QStringLiteral("bosspools.xml")))),
                 qPrintable(tip));
        QVERIFY2(
            tip.contains(QDir::toNativeSeparators(data.dir.filePath(QStringLiteral("bossportraits.xml")))),
            qPrintable(tip));
        QVERIFY(w.setGameDataFolder(QString()));
        QVERIFY(!app::trBossDisplayName(boss->bossSubtype).startsWith(QStringLiteral("Portrait")));
        QVERIFY(!app::trBossDisplayName(110).startsWith(QStringLiteral("Portrait")));
    }

    // In English and in French: the status bar, the tooltip of a special room and the folder dialog speak the
    // language (French typography: a non-breaking space before the colon). With FLOORGEN_SCREENSHOT_DIR set,
    // the window, the tooltip over the boss room and the dialog are saved there (gamedata-LANG-*.png).
    void bothLanguages_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("status");
        QTest::addColumn<QString>("layout");
        QTest::addColumn<QString>("help");
        QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("Rooms: ")
                            << QStringLiteral("Layout: room file 00, variant ")
                            << QStringLiteral("resource extractor");
        QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("Salles\u00a0: ")
                            << QStringLiteral("Disposition\u00a0: fichier de salles 00, variante ")
                            << QStringLiteral("extracteur de ressources");
    }
    void bothLanguages() {
        QFETCH(QString, language);
        QFETCH(QString, status);
        QFETCH(QString, layout);
        QFETCH(QString, help);
        QVERIFY(app::installLanguage(language));
        auto restore = qScopeGuard([] { app::installLanguage(QStringLiteral("en")); });
        SynthGameData data;
        TempSettings t;
        AppSettings settings(t.path());
        QVERIFY(settings.setValue(AppSettings::Key::GameData, data.path()));
        settings.setFloorSettings(afterbirthFloor(*parseSeedString("B91Y 9THH")));
        MainWindow w(&settings);
        QVERIFY(showAt(w, QSize(1440, 900)));
        w.flushRendering();
        QVERIFY2(w.gameDataStatusLabel()->text().startsWith(status),
                 qPrintable(w.gameDataStatusLabel()->text()));
        const Room *boss = w.currentFloor()->findFirst(RoomType::Boss);
        QVERIFY(boss);
        const QString tip = w.mapWidget()->roomToolTip(boss->number);
        QVERIFY2(tip.contains(layout), qPrintable(tip));
        // The decision log's line for the boss room names its layout, in the language too.
        int bossRow = -1;
        for (int row = 0; row < w.decisionLog()->rowCount(); ++row) {
            const TraceEvent &e = w.decisionLog()->trace().events[static_cast<std::size_t>(row)];
            if (e.kind == EventKind::RoomAssigned && e.room == boss->number &&
                e.attempt == w.currentFloor()->attempts)
                bossRow = row;
        }
        QVERIFY(bossRow >= 0);
        const QModelIndex bossLine = w.decisionLog()->index(bossRow);
        QVERIFY2(bossLine.data().toString().contains(layout), qPrintable(bossLine.data().toString()));
        w.decisionLogView()->scrollTo(bossLine, QAbstractItemView::PositionAtCenter);
        std::unique_ptr<QFileDialog> dialog(w.createGameDataDialog());
        auto *helpLabel = dialog->findChild<QLabel *>(QStringLiteral("gameDataHelp"));
        QVERIFY(helpLabel && helpLabel->text().contains(help));

        const QString dir = qEnvironmentVariable("FLOORGEN_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        const QString prefix = dir + QStringLiteral("/gamedata-") + language;
        QVERIFY(w.grab().save(prefix + QStringLiteral("-window.png")));
        // The tooltip over the boss room, drawn onto the window's picture where it shows.
        MapWidget *map = w.mapWidget();
        QPoint at(-1, -1);
        for (int y = 0; y < map->height() && at.x() < 0; y += 4)
            for (int x = 0; x < map->width() && at.x() < 0; x += 4)
                if (map->roomAt(QPointF(x, y)) == boss->number)
                    at = QPoint(x + 12, y + 12);
        QVERIFY(at.x() >= 0);
        QHelpEvent hover(QEvent::ToolTip, at, map->mapToGlobal(at));
        QCoreApplication::sendEvent(map, &hover);
        QWidget *tipLabel = nullptr;
        for (QWidget *top : QApplication::topLevelWidgets())
            if (top->inherits("QTipLabel") && top->isVisible())
                tipLabel = top;
        QVERIFY(tipLabel);
        QPixmap shot = w.grab();
        {
            QPainter painter(&shot);
            painter.drawPixmap(w.mapFromGlobal(tipLabel->pos()), tipLabel->grab());
        }
        QVERIFY(shot.save(prefix + QStringLiteral("-tooltip.png")));
        dialog->resize(900, 560);
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog.get()));
        QVERIFY(dialog->grab().save(prefix + QStringLiteral("-dialog.png")));
    }
};

QTEST_MAIN(TestGameDataGui)
#include "test_gamedata_gui.moc"
