// The seed search panel: the form's criteria, results confirmed by a direct generate and equal to the core's
// search, impossible criteria finding nothing, and activating a result opening its floor in the main window
// (installStatisticsAndSearch).

#include "appsettings.h"
#include "floorgen/seedstring.h"
#include "mainwindow.h"
#include "names_tr.h"
#include "search/searchpanel.h"
#include "search/searchresults.h"
#include "search/sessionresults.h"
#include "stats/statsinstall.h"
#include "stats/statsview.h"

#include <QAction>
#include <QBuffer>
#include <QClipboard>
#include <QDockWidget>
#include <QFile>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStyle>
#include <QStyleOptionViewItem>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace floorgen;
using namespace floorgen::gui;

Q_DECLARE_METATYPE(floorgen::Settings)

namespace {

// The row of the room list named `name` (null if none).
QTreeWidgetItem *roomRow(QTreeWidget *tree, const QString &name) {
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        if (tree->topLevelItem(i)->text(0) == name)
            return tree->topLevelItem(i);
    return nullptr;
}

// Writes to `path` the session a fresh panel saves, its empty results array replaced by `results` (JSON text,
// e.g. "[5, 9, 12]"); false when that fails.
bool writeSession(const QString &path, const QByteArray &results) {
    {
        SearchPanel empty;
        QString error;
        if (!empty.saveSession(path, error))
            return false;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    QByteArray text = file.readAll();
    file.close();
    const QByteArray none = "\"results\": [\n    ]";
    if (!text.contains(none))
        return false;
    text.replace(none, QByteArray("\"results\": ").append(results));
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(text) == text.size();
}

// "[first,first+step,...]": `count` seeds.
QByteArray seedsEvery(int count, std::uint32_t first, std::uint32_t step) {
    QByteArray out = "[";
    for (int i = 0; i < count; ++i) {
        if (i > 0)
            out += ',';
        out += QByteArray::number(first + step * static_cast<std::uint32_t>(i));
    }
    return out + ']';
}

} // namespace

class TestSearchPanel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        qRegisterMetaType<floorgen::Settings>();
    }

    void formToCriteria() {
        SearchPanel panel;
        QVERIFY(panel.criteria().empty());
        panel.setRoomRule(RoomType::Library, Qt::Checked);
        panel.setRoomRule(RoomType::Shop, Qt::PartiallyChecked);
        panel.setBoss(1);
        panel.setDistanceRule(true, RoomKind{true, RoomType::Null}, RoomKind{false, RoomType::Treasure}, 1);
        const Criteria c = panel.criteria();
        QCOMPARE(c.counts.size(), std::size_t(2));
        QCOMPARE(int(c.counts[0].kind.type), int(RoomType::Shop)); // form order: shop first
        QCOMPARE(c.counts[0].max, 0);
        QCOMPARE(int(c.counts[1].kind.type), int(RoomType::Library));
        QCOMPARE(c.counts[1].min, 1);
        QCOMPARE(c.bossSubtypes, std::vector<int>{1});
        QCOMPARE(c.distances.size(), std::size_t(1));
        QVERIFY(c.distances[0].from.start);
        QCOMPARE(c.distances[0].maxDistance, 1);
    }

    // Counts through the setter: at least / at most, "any" for no upper bound.
    void roomCounts_data() {
        QTest::addColumn<int>("min");
        QTest::addColumn<int>("max");
        QTest::addColumn<int>("wantMin");
        QTest::addColumn<int>("wantMax");
        QTest::newRow("at least 2") << 2 << -1 << 2 << -1;
        QTest::newRow("exactly 3") << 3 << 3 << 3 << 3;
        QTest::newRow("1 to 4") << 1 << 4 << 1 << 4;
        QTest::newRow("at most below at least lowers it") << 5 << 2 << 2 << 2;
    }
    void roomCounts() {
        QFETCH(int, min);
        QFETCH(int, max);
        QFETCH(int, wantMin);
        QFETCH(int, wantMax);
        SearchPanel panel;
        panel.setRoomCount(RoomType::Treasure, min, max);
        const Criteria c = panel.criteria();
        QCOMPARE(c.counts.size(), std::size_t(1));
        QCOMPARE(int(c.counts[0].kind.type), int(RoomType::Treasure));
        QCOMPARE(c.counts[0].min, wantMin);
        QCOMPARE(c.counts[0].max, wantMax);
    }

    // The same through the editors in the list, as a user sets them: they show only for a checked row,
    // and the two bounds push each other to stay in order.
    void roomCountEditors() {
        SearchPanel panel;
        auto *tree = panel.findChild<QTreeWidget *>();
        QVERIFY(tree);
        QTreeWidgetItem *library = roomRow(tree, QStringLiteral("Library"));
        QVERIFY(library);
        auto *min = tree->itemWidget(library, 2)->findChild<QSpinBox *>();
        auto *max = tree->itemWidget(library, 3)->findChild<QSpinBox *>();
        QVERIFY(min && max);
        QVERIFY(min->isHidden() && max->isHidden());
        QCOMPARE(max->text(), QStringLiteral("any"));
        library->setCheckState(0, Qt::Checked);
        QVERIFY(!min->isHidden() && !max->isHidden());
        QCOMPARE(library->text(1), QStringLiteral("present"));
        max->setValue(2);
        min->setValue(3); // above "at most": it follows
        QCOMPARE(max->value(), 3);
        Criteria c = panel.criteria();
        QCOMPARE(c.counts.size(), std::size_t(1));
        QCOMPARE(c.counts[0].min, 3);
        QCOMPARE(c.counts[0].max, 3);
        max->setValue(1); // below "at least": it follows
        QCOMPARE(min->value(), 1);
        max->setValue(0);
        min->setValue(4);
        max->stepUp(); // from "any", one step: not 1 (which would pull "at least" down) but "at least"
        QCOMPARE(max->value(), 4);
        QCOMPARE(min->value(), 4);
        QVERIFY(!min->keyboardTracking() && !max->keyboardTracking()); // a typed "12" is not first a "1"
        panel.setRoomCount(RoomType::Library, 3, 5);
        max->setValue(2); // from a number (set through the setter), below "at least": it follows
        QCOMPARE(min->value(), 2);
        max->setValue(0);
        min->setValue(1);
        c = panel.criteria();
        QCOMPARE(c.counts[0].min, 1);
        QCOMPARE(c.counts[0].max, -1);
        library->setCheckState(0, Qt::PartiallyChecked); // absent: the counts do not apply
        QVERIFY(min->isHidden() && max->isHidden());
        c = panel.criteria();
        QCOMPARE(c.counts[0].min, 0);
        QCOMPARE(c.counts[0].max, 0);
    }

    // A user's clicks on a room's box step it empty -> present -> absent -> empty (one click asks for the
    // room), and so does the space bar on the current row; the rule column and the criteria follow.
    void roomBoxClicks_data() {
        QTest::addColumn<bool>("keyboard");
        QTest::newRow("mouse") << false;
        QTest::newRow("space bar") << true;
    }
    void roomBoxClicks() {
        QFETCH(bool, keyboard);
        SearchPanel panel;
        panel.resize(520, 700);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        auto *tree = panel.findChild<QTreeWidget *>();
        QVERIFY(tree);
        QTreeWidgetItem *library = roomRow(tree, QStringLiteral("Library"));
        QVERIFY(library);
        const QModelIndex index = tree->model()->index(tree->indexOfTopLevelItem(library), 0);
        tree->scrollTo(index);
        // Where the view draws the row's box.
        QStyleOptionViewItem option;
        option.initFrom(tree->viewport());
        option.rect = tree->visualRect(index);
        option.features = QStyleOptionViewItem::HasCheckIndicator | QStyleOptionViewItem::HasDisplay;
        const QPoint box =
            tree->style()->subElementRect(QStyle::SE_ItemViewItemCheckIndicator, &option, tree).center();
        QVERIFY(option.rect.contains(box));
        auto step = [&] {
            if (keyboard) {
                tree->setCurrentItem(library);
                QTest::keyClick(tree, Qt::Key_Space);
            } else {
                QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, box);
            }
        };
        const struct {
            Qt::CheckState state;
            const char *rule;
            std::size_t rules; // count rules in the criteria
            int max;           // the rule's "at most": -1 none (present), 0 (absent)
        } expected[] = {{Qt::Checked, "present", 1, -1},
                        {Qt::PartiallyChecked, "absent", 1, 0},
                        {Qt::Unchecked, "", 0, 0},
                        {Qt::Checked, "present", 1, -1}};
        for (const auto &e : expected) {
            step();
            QCOMPARE(library->checkState(0), e.state);
            QCOMPARE(library->text(1), QString::fromLatin1(e.rule));
            const Criteria c = panel.criteria();
            QCOMPARE(c.counts.size(), e.rules);
            if (e.rules != 0) {
                QCOMPARE(int(c.counts[0].kind.type), int(RoomType::Library));
                QCOMPARE(c.counts[0].max, e.max);
            }
        }
    }

    // A count in a real search: every seed found has exactly that many rooms; an impossible count finds none.
    void countSearch_data() {
        QTest::addColumn<int>("type");
        QTest::addColumn<int>("min");
        QTest::addColumn<int>("max");
        QTest::addColumn<bool>("possible");
        // Basement II with Luna (a second super secret room) and Voodoo Head (a second curse room, the
        // first one rolled at 1/2).
        QTest::newRow("exactly 2 super secret rooms") << int(RoomType::SuperSecret) << 2 << 2 << true;
        QTest::newRow("exactly 2 curse rooms") << int(RoomType::Curse) << 2 << 2 << true;
        QTest::newRow("exactly 1 curse room") << int(RoomType::Curse) << 1 << 1 << true;
        QTest::newRow("1 to 3 curse rooms") << int(RoomType::Curse) << 1 << 3 << true;
        QTest::newRow("at least 5 shops") << int(RoomType::Shop) << 5 << -1 << false;
    }
    void countSearch() {
        QFETCH(int, type);
        QFETCH(int, min);
        QFETCH(int, max);
        QFETCH(bool, possible);
        SearchPanel panel;
        Settings s;
        s.stage = 2;
        s.items = itemBit(Item::Luna) | itemBit(Item::VoodooHead);
        panel.setSettings(s);
        panel.setRoomCount(RoomType(type), min, max);
        panel.setSpace(SeedSpace::Stage);
        panel.setSeedRange(1, 30000);
        panel.setLimit(10);
        panel.start();
        QVERIFY(panel.waitForIdle(60000));
        QCOMPARE(panel.results().empty(), !possible);
        for (std::size_t i = 0; i < panel.results().size(); ++i) {
            Floor f;
            QCOMPARE(int(generate(panel.settingsOf(static_cast<int>(i)), f)), int(GenerateStatus::Ok));
            const int n = f.count(RoomType(type));
            QVERIFY2(n >= min && (max < 0 || n <= max), qPrintable(QString::number(n)));
        }
    }

    void resultsConfirmedAndOpened() {
        QTemporaryDir dir;
        app::AppSettings appSettings(dir.filePath(QStringLiteral("settings.ini")));
        MainWindow window(&appSettings);
        // The window's constructor installs them (installStatisticsAndSearch): find them.
        StatisticsAndSearch parts;
        parts.search = window.findChild<SearchPanel *>();
        parts.stats = window.findChild<StatsView *>();
        QVERIFY(parts.search && parts.stats);
        QCOMPARE(window.findChildren<SearchPanel *>().size(), 1);
        QStringList tools;
        for (QAction *a : window.toolsMenu()->actions())
            tools << a->text();
        QVERIFY2(tools.contains(QStringLiteral("&Statistics")), qPrintable(tools.join(QLatin1Char('|'))));
        QVERIFY(tools.contains(QStringLiteral("Seed s&earch…")));

        Settings s;
        s.stage = 2;
        s.runSeed = 99;
        window.openFloor(s);
        QCOMPARE(parts.search->settings().stage, 2); // follows the window's settings
        QCOMPARE(parts.stats->settings().stage, 2);

        SearchPanel &panel = *parts.search;
        panel.setRoomRule(RoomType::Library, Qt::Checked);
        panel.setDistanceRule(true, RoomKind{true, RoomType::Null}, RoomKind{false, RoomType::Treasure}, 1);
        panel.setSpace(SeedSpace::Run);
        panel.setSeedRange(1, 4000000);
        panel.setLimit(4);
        panel.start();
        QVERIFY(panel.waitForIdle(120000));
        QCOMPARE(panel.results().size(), std::size_t(4));
        QCOMPARE(panel.resultList()->model()->rowCount(), 4);
        // The same seeds as the core's search, each confirmed by generating its floor.
        SearchOptions o;
        o.limit = 4;
        Settings base;
        base.stage = 2;
        QVERIFY(searchSeeds(base, panel.criteria(), SeedSpace::Run, 1, 4000000, o).seeds == panel.results());
        for (std::size_t i = 0; i < panel.results().size(); ++i) {
            const Settings r = panel.settingsOf(static_cast<int>(i));
            QCOMPARE(r.runSeed.value_or(0), panel.results()[i]);
            QCOMPARE(r.stage, 2);
            Floor f;
            QCOMPARE(int(generate(r, f)), int(GenerateStatus::Ok));
            QVERIFY(f.count(RoomType::Library) >= 1);
            QCOMPARE(kindDistance(f, RoomKind{true, RoomType::Null}, RoomKind{false, RoomType::Treasure}), 1);
        }

        // Activating the second result shows its floor.
        QSignalSpy open(&panel, &SearchPanel::openRequested);
        emit panel.resultList()->activated(panel.resultList()->model()->index(1, 0));
        QCOMPARE(open.count(), 1);
        QCOMPARE(window.currentSettings().runSeed.value_or(0), panel.results()[1]);
        QCOMPARE(window.currentSettings().stage, 2);

        if (const QByteArray shots = qgetenv("FLOORGEN_SCREENSHOT_DIR"); !shots.isEmpty()) {
            // Counts in the picture (the search above is done; this only shows the form).
            panel.setRoomCount(RoomType::Treasure, 1, 2);
            panel.setRoomCount(RoomType::Secret, 1, -1);
            panel.setRoomRule(RoomType::Curse, Qt::PartiallyChecked);
            window.resize(1500, 950);
            window.show();
            window.findChild<QAction *>(QStringLiteral("seedSearchAction"))->trigger(); // its page in front
            QTest::qWait(200);
            window.flushRendering();
            QVERIFY(window.grab().save(QString::fromLocal8Bit(shots) + QStringLiteral("/search.png")));
        }
    }

    // Tools > Seed search shows the panel as a page of the central tabs, beside Floor and Run, with the
    // window's whole height; the decision log steps aside meanwhile and comes back with the Floor page.
    void searchOpensAsAPage() {
        QTemporaryDir dir;
        app::AppSettings appSettings(dir.filePath(QStringLiteral("settings.ini")));
        MainWindow window(&appSettings);
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *log = window.findChild<QDockWidget *>(QStringLiteral("decisionLogDock"));
        auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("centralTabs"));
        auto *panel = window.findChild<SearchPanel *>();
        QVERIFY(log && tabs && panel);
        QVERIFY(!panel->isVisible());
        QVERIFY(!log->visibleRegion().isEmpty());
        QAction *open = nullptr;
        for (QAction *a : window.toolsMenu()->actions())
            if (a->text() == QStringLiteral("Seed s&earch…"))
                open = a;
        QVERIFY(open);
        open->trigger();
        QCoreApplication::processEvents();
        QVERIFY(panel->isVisible());
        QVERIFY(tabs->currentWidget()->isAncestorOf(panel));
        QVERIFY(log->isHidden());
        QVERIFY2(panel->height() > window.height() * 3 / 4, qPrintable(QString::number(panel->height())));
        QVERIFY2(panel->width() > window.width() / 2, qPrintable(QString::number(panel->width())));
        tabs->setCurrentIndex(0);
        QCoreApplication::processEvents();
        QVERIFY(!panel->isVisible());
        QVERIFY(!log->visibleRegion().isEmpty());
    }

    // A session's results read as the file streams (sessionresults.h): the seeds of the top-level "results"
    // array and the rest of the text with the array emptied, or a refusal (the whole file read as JSON then).
    void splitSessionResults_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<bool>("split");
        QTest::addColumn<QList<uint>>("seeds");
        using L = QList<uint>;
        QTest::newRow("plain") << QByteArray(R"({"a": 1, "results": [ 1, 22 ,4294967295 ], "b": [4, 5]})")
                               << true << L{1, 22, 4294967295u};
        QTest::newRow("indented") << QByteArray("{\n    \"results\": [\n        7,\n        3\n    ]\n}\n")
                                  << true << L{7, 3};
        QTest::newRow("empty") << QByteArray(R"({"results":[]})") << true << L{};
        QTest::newRow("none") << QByteArray(R"({"seedList":[1,2]})") << true << L{};
        QTest::newRow("nested key")
            << QByteArray(R"({"search":{"results":[7],"x":[{"results":[8]}]},"results":[9]})") << true
            << L{9};
        QTest::newRow("in a string") << QByteArray(
                                            "{\"x\":\"\\\"results\\\":[5]\",\"results\":[6],\"y\":\"]\"}")
                                     << true << L{6};
        QTest::newRow("as a value") << QByteArray(R"({"x":"results","y":["results",[1]],"results":[2]})")
                                    << true << L{2};
        QTest::newRow("not a list") << QByteArray(R"({"results":"1,2"})") << true << L{};
        QTest::newRow("zero") << QByteArray(R"({"results":[0]})") << false << L{};
        QTest::newRow("leading zero") << QByteArray(R"({"results":[01]})") << false << L{};
        QTest::newRow("too large") << QByteArray(R"({"results":[4294967296]})") << false << L{};
        QTest::newRow("eleven digits") << QByteArray(R"({"results":[10000000000]})") << false << L{};
        QTest::newRow("fraction") << QByteArray(R"({"results":[1.0]})") << false << L{};
        QTest::newRow("exponent") << QByteArray(R"({"results":[1e3]})") << false << L{};
        QTest::newRow("negative") << QByteArray(R"({"results":[-1]})") << false << L{};
        QTest::newRow("string") << QByteArray(R"({"results":["1"]})") << false << L{};
        QTest::newRow("no comma") << QByteArray(R"({"results":[1 2]})") << false << L{};
        QTest::newRow("trailing comma") << QByteArray(R"({"results":[1,]})") << false << L{};
        QTest::newRow("leading comma") << QByteArray(R"({"results":[,1]})") << false << L{};
        QTest::newRow("twice") << QByteArray(R"({"results":[1],"results":[2]})") << false << L{};
        QTest::newRow("escaped key") << QByteArray("{\"res\\u0075lts\":[1]}") << false << L{};
        QTest::newRow("cut") << QByteArray(R"({"results":[1,2)") << false << L{};
    }
    void splitSessionResults() {
        QFETCH(QByteArray, json);
        QFETCH(bool, split);
        QFETCH(QList<uint>, seeds);
        QBuffer device(&json);
        QVERIFY(device.open(QIODevice::ReadOnly));
        QByteArray rest;
        std::vector<std::uint32_t> got;
        QCOMPARE(gui::splitSessionResults(device, rest, got), split);
        if (!split)
            return;
        QCOMPARE(QList<uint>(got.begin(), got.end()), seeds);
        // The rest with the seeds put back is the document read whole.
        QJsonParseError error;
        QJsonObject o = QJsonDocument::fromJson(rest, &error).object();
        QCOMPARE(int(error.error), int(QJsonParseError::NoError));
        if (o.value(QStringLiteral("results")).isArray()) {
            QVERIFY(o.value(QStringLiteral("results")).toArray().isEmpty());
            QJsonArray array;
            for (std::uint32_t s : got)
                array.append(static_cast<qint64>(s));
            o.insert(QStringLiteral("results"), array);
        } else {
            QVERIFY(got.empty());
        }
        QCOMPARE(o, QJsonDocument::fromJson(json).object());
    }

    // The results written a block at a time: the bytes QJsonDocument writes with them in the object.
    void writeSessionWithResults_data() {
        QTest::addColumn<int>("count");
        QTest::newRow("none") << 0;
        QTest::newRow("one") << 1;
        QTest::newRow("three") << 3;
        QTest::newRow("several blocks") << 200000;
    }
    void writeSessionWithResults() {
        QFETCH(int, count);
        std::vector<std::uint32_t> seeds;
        for (int i = 0; i < count; ++i)
            seeds.push_back(i % 3 == 2 ? 4294967295u - static_cast<std::uint32_t>(i)
                                       : static_cast<std::uint32_t>(i + 1));
        QJsonObject o{{QStringLiteral("format"), QStringLiteral("isaac-floorgen-search-session")},
                      {QStringLiteral("position"), 0},
                      {QStringLiteral("results"), QJsonArray()},
                      {QStringLiteral("search"), QJsonObject{{QStringLiteral("results"), QJsonArray{1, 2}}}},
                      {QStringLiteral("space"), QStringLiteral("run")},
                      {QStringLiteral("version"), 1}};
        QByteArray written;
        QBuffer device(&written);
        QVERIFY(device.open(QIODevice::WriteOnly));
        QString error;
        QVERIFY2(gui::writeSessionWithResults(device, o, seeds, error), qPrintable(error));
        QJsonArray array;
        for (std::uint32_t s : seeds)
            array.append(static_cast<qint64>(s));
        o.insert(QStringLiteral("results"), array);
        QCOMPARE(written, QJsonDocument(o).toJson(QJsonDocument::Indented));
    }

    // A session's results in JSON forms the streamed reading leaves to the whole-file reading still open.
    void sessionResultsInOtherForms() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("forms.json"));
        QVERIFY(writeSession(path, "[9, 1.0, 2e0, 9, 3]"));
        SearchPanel panel;
        QString error;
        QVERIFY2(panel.openSession(path, error), qPrintable(error));
        QVERIFY(panel.results() == (std::vector<std::uint32_t>{1, 2, 3, 9}));
        QCOMPARE(panel.resultList()->model()->rowCount(), 4);
    }

    // The list's small maps follow the palette (light, dark) and Copy takes the current row's text.
    void resultListPaletteAndCopy() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("three.json"));
        QVERIFY(writeSession(path, "[5, 9, 12]"));
        SearchPanel panel;
        panel.resize(700, 1400);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QString error;
        QVERIFY2(panel.openSession(path, error), qPrintable(error));
        panel.renderVisibleThumbnails();
        QListView *list = panel.resultList();
        const QModelIndex second = list->model()->index(1, 0);
        const QImage light = second.data(Qt::DecorationRole).value<QIcon>().pixmap(QSize(84, 100)).toImage();
        QVERIFY(!light.isNull());
        QPalette dark = panel.palette();
        dark.setColor(QPalette::Base, QColor(0x1f, 0x21, 0x25));
        dark.setColor(QPalette::Text, QColor(0xe8, 0xea, 0xed));
        panel.setPalette(dark);
        QCoreApplication::processEvents();
        panel.renderVisibleThumbnails();
        const QImage darkImage =
            second.data(Qt::DecorationRole).value<QIcon>().pixmap(QSize(84, 100)).toImage();
        QVERIFY(!darkImage.isNull());
        QVERIFY(darkImage != light);

        list->setCurrentIndex(second);
        list->setFocus();
        QTest::keySequence(list, QKeySequence::Copy);
        QCOMPARE(QGuiApplication::clipboard()->text(), second.data().toString());
        QVERIFY2(
            QGuiApplication::clipboard()->text().startsWith(seedText(SeedSpace::Run, 9) + QLatin1Char('\n')),
            qPrintable(QGuiApplication::clipboard()->text()));
    }

    // A million results (a session reopened) are a million rows of the list, and scrolling through them
    // keeps the small maps of a few screens of rows, not one a row ever shown (issue 39: one QListWidgetItem
    // a result, its small maps kept for good, took ~600 bytes a result).
    // Exports are written a slice of seeds at a time (issue 39 point 6: the results are streamed, not one
    // text in memory): 10,000 results (three slices) give the bytes the one-piece texts give, seeds and CSV.
    void exportsWrittenInSlices() {
        constexpr int kCount = 10000;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ten-thousand.json"));
        QVERIFY(writeSession(path, seedsEvery(kCount, 7, 11)));
        SearchPanel panel;
        QString error;
        QVERIFY2(panel.openSession(path, error), qPrintable(error));
        QCOMPARE(panel.results().size(), std::size_t(kCount));
        const auto readAll = [](const QString &name) {
            QFile f(name);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        const QString txt = dir.filePath(QStringLiteral("seeds.txt")),
                      csv = dir.filePath(QStringLiteral("r.csv"));
        QVERIFY2(panel.exportResults(txt, false, error), qPrintable(error));
        const QByteArray seeds = readAll(txt);
        QCOMPARE(seeds, seedListText(SeedSpace::Run, panel.results()));
        QCOMPARE(seeds.count('\n'), kCount);
        QVERIFY(seeds.endsWith(QByteArray(seedToString(7 + 11 * (kCount - 1)).c_str()).append('\n')));
        QVERIFY2(panel.exportResults(csv, true, error), qPrintable(error));
        const QList<QByteArray> lines = readAll(csv).split('\n');
        QCOMPARE(lines.size(),
                 kCount + 2); // the header, a line a seed, and the empty rest after the last '\n'
        QCOMPARE(lines.front() + '\n', resultsCsvHeader(1));
        QVERIFY(lines.back().isEmpty());
        for (int i = 0; i < kCount; ++i) { // every seed once, in order, across the slices' seams
            const QByteArray first = lines[i + 1].left(lines[i + 1].indexOf(','));
            QCOMPARE(first, QByteArray(seedToString(7 + 11 * static_cast<std::uint32_t>(i)).c_str()));
        }
    }

    void millionResultsKeepFewSmallMaps() {
        constexpr int kCount = 1000000;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("million.json"));
        // The session a fresh panel saves, with a million run seeds 1, 4, 7, ... as its results.
        QVERIFY(writeSession(path, seedsEvery(kCount, 1, 3)));
        SearchPanel panel;
        panel.resize(700, 1400);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QString error;
        QVERIFY2(panel.openSession(path, error), qPrintable(error));
        QCOMPARE(panel.results().size(), std::size_t(kCount));
        QAbstractItemModel *model = panel.resultList()->model();
        QCOMPARE(model->rowCount(), kCount);
        const QModelIndex last = model->index(kCount - 1, 0);
        QCOMPARE(last.data(Qt::UserRole).toUInt(), 1u + 3u * (kCount - 1));
        QCOMPARE(last.data().toString(), seedText(SeedSpace::Run, 1u + 3u * (kCount - 1)));

        // Through the list to its end, 200 stops, the small maps of the rows in view drawn at each.
        QScrollBar *bar = panel.resultList()->verticalScrollBar();
        for (int i = 0; i <= 200; ++i) {
            bar->setValue(static_cast<int>(static_cast<qint64>(bar->maximum()) * i / 200));
            QCoreApplication::processEvents();
            panel.renderVisibleThumbnails();
        }
        const QModelIndex top = panel.resultList()->indexAt(QPoint(1, 1));
        QVERIFY(top.isValid() && top.row() > kCount - 30);
        QVERIFY(!top.data(Qt::DecorationRole).value<QIcon>().isNull());
        QVERIFY2(top.data().toString().contains(app::trStage(1, 0)), qPrintable(top.data().toString()));
        auto kept = [model] {
            int n = 0;
            for (int row = 0; row < model->rowCount(); ++row)
                n += !model->index(row, 0).data(Qt::DecorationRole).value<QIcon>().isNull();
            return n;
        };
        // Each stop drew a few rows (~600 in all): at most 256 one-floor rows stay (the model's cache).
        const int keptAtEnd = kept();
        QVERIFY2(keptAtEnd > 20 && keptAtEnd <= 256, qPrintable(QString::number(keptAtEnd)));
        // Back at the top, its rows are drawn again (their maps made room for others) with their text.
        bar->setValue(0);
        QCoreApplication::processEvents();
        panel.renderVisibleThumbnails();
        const QModelIndex first = model->index(0, 0);
        QVERIFY(!first.data(Qt::DecorationRole).value<QIcon>().isNull());
        QVERIFY2(first.data().toString().startsWith(seedText(SeedSpace::Run, 1) + QLatin1Char('\n')),
                 qPrintable(first.data().toString()));
        QVERIFY(first.data(Qt::ToolTipRole)
                    .toString()
                    .endsWith(QStringLiteral("Double-click to open the floor; on a small map, that floor")));
        QVERIFY(kept() <= 256);
    }

    void impossibleFindsNone() {
        SearchPanel panel;
        Settings s; // stage 1: Mom is a stage 6 boss
        panel.setSettings(s);
        panel.setBoss(6);
        panel.setSpace(SeedSpace::Stage);
        panel.setSeedRange(1, 20000);
        panel.start();
        QVERIFY(panel.waitForIdle(60000));
        QVERIFY(panel.results().empty());
        QCOMPARE(panel.resultList()->model()->rowCount(), 0);
        QVERIFY2(panel.status().contains(QStringLiteral("No seed")), qPrintable(panel.status()));
    }

    // The panel names the settings it searches with, above the results, and follows the window's.
    void showsTheSettingsSearched() {
        SearchPanel panel;
        Settings s;
        s.stage = 3;
        s.set(Item::Luna, true);
        s.hard = true;
        panel.setSettings(s);
        const QString text = panel.settingsLabel()->text();
        QVERIFY2(text.startsWith(QStringLiteral("Searching: Caves I")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Luna")) && text.contains(QStringLiteral("hard mode")) &&
                     text.contains(QStringLiteral("Repentance")),
                 qPrintable(text));
        s.set(Item::Luna, false);
        panel.setSettings(s);
        QVERIFY2(panel.settingsLabel()->text().contains(QStringLiteral("no items")),
                 qPrintable(panel.settingsLabel()->text()));
    }

    void durationText_data() {
        QTest::addColumn<double>("seconds");
        QTest::addColumn<QString>("text");
        QTest::newRow("seconds") << 4.2 << QStringLiteral("5 s");
        QTest::newRow("minutes") << 125.0 << QStringLiteral("2 min 5 s");
        QTest::newRow("hours") << 3780.0 << QStringLiteral("1 h 3 min");
        QTest::newRow("a day and more") << 100000.0 << QStringLiteral("27 h 46 min");
        QTest::newRow("days") << 200000.0 << QStringLiteral("2 days");
    }
    void durationText() {
        QFETCH(double, seconds);
        QFETCH(QString, text);
        QCOMPARE(SearchPanel::durationText(seconds), text);
    }

    // While it runs: the rate and the time left.
    void runningShowsRateAndTimeLeft() {
        SearchPanel panel;
        panel.setSeedRange(1, 4000000000u);
        panel.setRoomRule(RoomType::Planetarium, Qt::Checked);
        panel.setRoomRule(RoomType::Library, Qt::Checked);
        panel.setLimit(100000);
        panel.start();
        QTRY_VERIFY_WITH_TIMEOUT(panel.status().contains(QStringLiteral("seeds/s")) &&
                                     panel.status().contains(QStringLiteral(" left")) &&
                                     !panel.status().contains(QStringLiteral("estimating")),
                                 10000);
        QVERIFY2(panel.status().contains(QRegularExpression(QStringLiteral("about \\d+ (s|min|h|days)"))),
                 qPrintable(panel.status()));
        panel.cancel();
    }

    // The form of the last search started comes back in the next session (AppSettings, search/form).
    void criteriaRememberedBetweenSessions() {
        QTemporaryDir dir;
        const QString ini = dir.filePath(QStringLiteral("settings.ini"));
        {
            app::AppSettings appSettings(ini);
            MainWindow window(&appSettings);
            auto *panel = window.findChild<SearchPanel *>();
            QVERIFY(panel);
            panel->setRoomCount(RoomType::Shop, 2, 3);
            panel->setRoomRule(RoomType::Curse, Qt::PartiallyChecked);
            panel->setBoss(1);
            panel->setDistanceRule(true, RoomKind{true, RoomType::Null}, RoomKind{false, RoomType::Treasure},
                                   2);
            panel->setSeedRange(5, 400);
            panel->setLimit(7);
            panel->start();
            QVERIFY(panel->waitForIdle(60000));
            appSettings.sync();
        }
        app::AppSettings appSettings(ini);
        MainWindow window(&appSettings);
        auto *panel = window.findChild<SearchPanel *>();
        const Criteria c = panel->criteria();
        QCOMPARE(c.counts.size(), std::size_t(2));
        QCOMPARE(int(c.counts[0].kind.type), int(RoomType::Shop));
        QCOMPARE(c.counts[0].min, 2);
        QCOMPARE(c.counts[0].max, 3);
        QCOMPARE(int(c.counts[1].kind.type), int(RoomType::Curse));
        QCOMPARE(c.counts[1].max, 0);
        QCOMPARE(c.bossSubtypes, std::vector<int>{1});
        QCOMPARE(c.distances.size(), std::size_t(1));
        QCOMPARE(c.distances[0].maxDistance, 2);
        QVERIFY(panel->formState().contains(QStringLiteral("\"from\":\"5\"")));
        QVERIFY(panel->formState().contains(QStringLiteral("\"limit\":7")));
        // Garbage is ignored.
        QVERIFY(!panel->restoreForm(QStringLiteral("not json")));
    }

    // Tools > Statistics shows the statistics page and the same shortcut goes back to the floor.
    void statisticsToggleAPage() {
        QTemporaryDir dir;
        app::AppSettings appSettings(dir.filePath(QStringLiteral("settings.ini")));
        MainWindow window(&appSettings);
        window.resize(1024, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *stats = window.findChild<StatsView *>();
        auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("centralTabs"));
        auto *action = window.findChild<QAction *>(QStringLiteral("statisticsAction"));
        QVERIFY(stats && tabs && action);
        QVERIFY(!stats->isVisible());
        QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
        action->trigger();
        QCoreApplication::processEvents();
        QVERIFY(stats->isVisible());
        QVERIFY(action->isChecked());
        QVERIFY2(window.minimumSizeHint().height() <= 740,
                 qPrintable(QString::number(window.minimumSizeHint().height())));
        QCOMPARE(window.size(), QSize(1024, 768));
        action->trigger();
        QCoreApplication::processEvents();
        QVERIFY(!stats->isVisible());
        QVERIFY(!action->isChecked());
        QCOMPARE(tabs->currentIndex(), 0);
        // Step-through is a mode of the floor: starting it shows the Floor page.
        action->trigger();
        window.setStepping(true);
        QCoreApplication::processEvents();
        QCOMPARE(tabs->currentIndex(), 0);
    }

    // With FLOORGEN_SCREENSHOT_DIR: the window at 1024x768 with the seed search running, then stopped, and
    // with the statistics docked after a run (the pictures of issue 22's report).
    void screenshots() {
        const QByteArray dir = qgetenv("FLOORGEN_SCREENSHOT_DIR");
        if (dir.isEmpty())
            QSKIP("FLOORGEN_SCREENSHOT_DIR not set");
        QTemporaryDir tmp;
        app::AppSettings appSettings(tmp.filePath(QStringLiteral("settings.ini")));
        MainWindow window(&appSettings);
        window.resize(1024, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Settings s;
        s.stage = 3;
        s.runSeed = 99;
        s.set(Item::Luna, true);
        window.openFloor(s);
        window.findChild<QAction *>(QStringLiteral("seedSearchAction"))->trigger();
        auto *panel = window.findChild<SearchPanel *>();
        panel->setRoomRule(RoomType::Planetarium, Qt::Checked);
        panel->setRoomRule(RoomType::Library, Qt::Checked);
        panel->setSeedRange(1, 4000000000u);
        panel->setLimit(100000);
        panel->start();
        QTRY_VERIFY_WITH_TIMEOUT(panel->status().contains(QStringLiteral(" left")) &&
                                     !panel->status().contains(QStringLiteral("estimating")),
                                 10000);
        QTest::qWait(600);
        QVERIFY(window.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/search-running.png")));
        panel->cancel();
        QCoreApplication::processEvents();
        QVERIFY(window.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/search-stopped.png")));
        auto *stats = window.findChild<StatsView *>();
        stats->setSeedRange(1, 3000);
        window.findChild<QAction *>(QStringLiteral("statisticsAction"))->trigger();
        stats->start();
        QVERIFY(stats->waitForIdle(120000));
        window.findChild<QAction *>(QStringLiteral("copySeedAction"))->trigger(); // the status bar's message
        QCoreApplication::processEvents();
        QVERIFY(window.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/statistics-docked.png")));
    }

    void badRangeAndCancel() {
        SearchPanel panel;
        panel.setSeedRange(10, 5);
        panel.start();
        QVERIFY(!panel.isRunning());
        QVERIFY2(panel.status().contains(QStringLiteral("10..5 is empty")), qPrintable(panel.status()));
        panel.setSeedRange(1, 4000000000u);
        panel.setRoomRule(RoomType::BossRush, Qt::Checked); // not in the form: no effect
        panel.setRoomRule(RoomType::Planetarium, Qt::Checked);
        panel.setRoomRule(RoomType::Library, Qt::Checked);
        panel.setRoomRule(RoomType::Curse, Qt::Checked);
        panel.setLimit(100000);
        panel.start();
        QVERIFY(panel.isRunning());
        QTest::qWait(200);
        panel.cancel();
        QVERIFY(!panel.isRunning());
        // Where it stopped, and where to resume: Resume goes on from there, the range stays as it was. Seeds
        // are searched in chunks on every core and a stop counts the seeds before the first unfinished chunk:
        // on a slow machine (the sanitizers) none may be finished yet, which the panel says as such (it
        // showed the seed before the range, seed 0, which is no seed string).
        const QString status = panel.status();
        if (status.startsWith(QStringLiteral("Stopped before the first seed was searched; "))) {
            QVERIFY2(status.contains(
                         QStringLiteral("resume from %1.").arg(QString::fromStdString(seedToString(1)))),
                     qPrintable(status));
            QCOMPARE(panel.resumePosition(), 1u);
        } else {
            QVERIFY2(status.startsWith(QStringLiteral("Stopped after seed ")), qPrintable(status));
            // Run seeds as seed strings ("Stopped after seed ABCD EFGH; resume from ABCD EFGJ."), as players
            // know them.
            const QString after = status.section(QLatin1Char(';'), 0, 0).mid(19); // "ABCD EFGH"
            const auto last = parseSeedString(after.toStdString());
            QVERIFY2(bool(last), qPrintable(status));
            QVERIFY2(
                status.contains(
                    QStringLiteral("resume from %1.").arg(QString::fromStdString(seedToString(*last + 1)))),
                qPrintable(status));
            QCOMPARE(std::uint64_t(panel.resumePosition()), std::uint64_t(*last) + 1);
        }
        QVERIFY(panel.canResume());
        QVERIFY(panel.formState().contains(QStringLiteral("\"from\":\"1\"")));
    }
};

QTEST_MAIN(TestSearchPanel)
#include "test_searchpanel.moc"
