// The seed search panel across the floors of a run (issue 21): per-floor criteria reach the core as the
// CLI's do; a two-floor search equals brute force with runMatches; cancelling and resuming equals one
// search; sessions saved and reopened (and bad session files refused inline); seed lists imported and
// exported; the results' small maps, and a double-click on one opening that floor.

#include "appsettings.h"
#include "cmd_search.h"
#include "floorgen/run.h"
#include "floorgen/seedstring.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "names_tr.h"
#include "search/searchpanel.h"
#include "search/searchresults.h"
#include "uistyle.h"

#include <sys/stat.h>

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStyleFactory>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace floorgen;
using namespace floorgen::gui;

Q_DECLARE_METATYPE(floorgen::Settings)

namespace {

// Library on the first floor of the run, a curse room on the second: about one run seed in a few hundred.
void twoFloors(SearchPanel &panel) {
    panel.floorForm(0)->setFloorPick(FloorPick{false, 1, FloorPath::Main, -1});
    panel.floorForm(0)->setRoomRule(RoomType::Library, Qt::Checked);
    const int second = panel.addFloor(FloorPick{false, 2, FloorPath::Main, -1});
    panel.floorForm(second)->setRoomRule(RoomType::Curse, Qt::Checked);
}

std::vector<FloorCriteria> twoFloorGroups() {
    FloorCriteria a;
    a.stage = 1;
    a.criteria.counts.push_back({RoomKind{false, RoomType::Library}, 1, -1});
    FloorCriteria b;
    b.stage = 2;
    b.criteria.counts.push_back({RoomKind{false, RoomType::Curse}, 1, -1});
    return {a, b};
}

std::vector<std::uint32_t> bruteForce(const Settings &s, const std::vector<FloorCriteria> &groups,
                                      std::uint32_t from, std::uint32_t to) {
    std::vector<std::uint32_t> out;
    Floor f;
    for (std::uint32_t seed = from; seed <= to; ++seed)
        if (runMatches(s, seed, groups, f) == RunMatch::Match)
            out.push_back(seed);
    return out;
}

QStringList lines(const QString &path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QStringList out = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
    if (!out.isEmpty() && out.last().isEmpty())
        out.removeLast();
    return out;
}

bool writeFile(const QString &path, const QByteArray &data) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

} // namespace

class TestRunSearchGui : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        qRegisterMetaType<floorgen::Settings>();
    }

    // The floors and criteria of the form equal the FloorCriteria the core gets and what the CLI's
    // `search --floor` parses for the same options.
    void floorCriteriaAsTheCli_data() {
        QTest::addColumn<int>("rows");
        QTest::addColumn<QStringList>("cli");
        QTest::newRow("current stage") << 0
                                       << QStringList{QStringLiteral("--stage"), QStringLiteral("3"),
                                                      QStringLiteral("--has"), QStringLiteral("library")};
        QTest::newRow("two floors") << 1 << QStringList{QStringLiteral("--floor"), QStringLiteral("1"),
                                                        QStringLiteral("--has"),   QStringLiteral("library"),
                                                        QStringLiteral("--floor"), QStringLiteral("2"),
                                                        QStringLiteral("--has"),   QStringLiteral("curse")};
        QTest::newRow("current stage and a floor")
            << 3 << QStringList{QStringLiteral("--stage"),        QStringLiteral("3"),
                                QStringLiteral("--stage-type"),   QStringLiteral("0"),
                                QStringLiteral("--max-distance"), QStringLiteral("treasure=1"),
                                QStringLiteral("--floor"),        QStringLiteral("5:alt"),
                                QStringLiteral("--no-curse")};
        QTest::newRow("types, alternate path, boss, curse")
            << 2
            << QStringList{
                   QStringLiteral("--floor"),       QStringLiteral("2:1"),         QStringLiteral("--lacks"),
                   QStringLiteral("shop"),          QStringLiteral("--boss"),      QStringLiteral("#1"),
                   QStringLiteral("--floor"),       QStringLiteral("4:4"),         QStringLiteral("--has"),
                   QStringLiteral("treasure=1..2"), QStringLiteral("--has-curse"), QStringLiteral("darkness"),
                   QStringLiteral("--floor"),       QStringLiteral("6"),           QStringLiteral("--no-xl"),
                   QStringLiteral("--rooms"),       QStringLiteral("10..30")};
    }
    void floorCriteriaAsTheCli() {
        QFETCH(int, rows);
        QFETCH(QStringList, cli);
        SearchPanel panel;
        Settings s;
        s.stage = 3;
        panel.setSettings(s);
        std::vector<FloorCriteria> expected;
        if (rows == 0) {
            panel.setRoomRule(RoomType::Library, Qt::Checked);
            FloorCriteria f;
            f.stage = 3;
            f.stageType = 0;
            f.criteria.counts.push_back({RoomKind{false, RoomType::Library}, 1, -1});
            expected = {f};
        } else if (rows == 1) {
            twoFloors(panel);
            expected = twoFloorGroups();
        } else if (rows == 3) {
            // The current stage's floor has the Floor Settings' type: the CLI's --stage-type.
            panel.setDistanceRule(true, RoomKind{true, RoomType::Null}, RoomKind{false, RoomType::Treasure},
                                  1);
            panel.floorForm(panel.addFloor(FloorPick{false, 5, FloorPath::Alternate, -1}))->setCurse(0);
            FloorCriteria f, g;
            f.stage = 3;
            f.stageType = 0;
            f.criteria.distances.push_back(
                {RoomKind{true, RoomType::Null}, RoomKind{false, RoomType::Treasure}, 1});
            g.stage = 5;
            g.path = FloorPath::Alternate;
            g.criteria.noCurse = true;
            expected = {f, g};
        } else {
            FloorCriteriaForm *a = panel.floorForm(0);
            a->setFloorPick(FloorPick{false, 2, FloorPath::Main, 1});
            a->setRoomRule(RoomType::Shop, Qt::PartiallyChecked);
            a->setBoss(1);
            FloorCriteriaForm *b =
                panel.floorForm(panel.addFloor(FloorPick{false, 4, FloorPath::Alternate, 4}));
            b->setRoomCount(RoomType::Treasure, 1, 2);
            b->setCurse(static_cast<int>(kCurseDarkness));
            FloorCriteriaForm *c = panel.floorForm(panel.addFloor(FloorPick{false, 6, FloorPath::Main, -1}));
            c->setXl(0);
            c->setRooms(10, 30);
            FloorCriteria fa, fb, fc;
            fa.stage = 2;
            fa.stageType = 1;
            fa.criteria.counts.push_back({RoomKind{false, RoomType::Shop}, 0, 0});
            fa.criteria.bossSubtypes = {1};
            fb.stage = 4;
            fb.path = FloorPath::Alternate;
            fb.stageType = 4;
            fb.criteria.counts.push_back({RoomKind{false, RoomType::Treasure}, 1, 2});
            fb.criteria.cursesAll = static_cast<std::uint8_t>(kCurseDarkness);
            fc.stage = 6;
            fc.criteria.xl = 0;
            fc.criteria.minRooms = 10;
            fc.criteria.maxRooms = 30;
            expected = {fa, fb, fc};
        }
        const std::vector<FloorCriteria> fromPanel = panel.floorCriteria();
        QVERIFY(fromPanel == expected);
        QCOMPARE(panel.singleFloor(), rows == 0);
        // The CLI, given the same options.
        cli::SearchArgs args;
        QString error;
        QVERIFY2(cli::parseSearchArgs(cli, args, error), qPrintable(error));
        if (rows == 0) {
            QVERIFY(args.floors.empty());
            QVERIFY(args.criteria == fromPanel.front().criteria);
            QCOMPARE(args.settings.stage, fromPanel.front().stage);
            QCOMPARE(args.settings.stageType, fromPanel.front().stageType);
        } else {
            QVERIFY(args.floors == fromPanel);
        }
    }

    // "+ Floor" pins a floor that follows the Floor Settings to its stage and type, then adds the next stage:
    // opening a result (which changes the Floor Settings) leaves the groups as they were.
    void addFloorButtonPinsTheCurrentStage() {
        SearchPanel panel;
        Settings s;
        s.stage = 4;
        s.stageType = 1;
        panel.setSettings(s);
        panel.setRoomRule(RoomType::Library, Qt::Checked);
        QVERIFY(panel.singleFloor());
        auto *add = panel.findChild<QToolButton *>(QStringLiteral("addFloorButton"));
        QVERIFY(add);
        add->click();
        QCOMPARE(panel.floorCount(), 2);
        QVERIFY(!panel.singleFloor());
        const std::vector<FloorCriteria> before = panel.floorCriteria();
        QCOMPARE(before[0].stage, 4);
        QCOMPARE(before[0].stageType, 1);
        QCOMPARE(before[0].criteria.counts.size(), std::size_t(1));
        QCOMPARE(before[1].stage, 5);
        QCOMPARE(before[1].stageType, -1);
        s.stage = 2;
        s.stageType = 0;
        panel.setSettings(s);
        QVERIFY(panel.floorCriteria() == before);
    }

    // Criteria no run can meet are refused inline with the core's sentence, and Search does not start.
    void impossibleRefusedInline() {
        SearchPanel panel;
        panel.resize(500, 800);
        panel.show();
        panel.floorForm(0)->setFloorPick(FloorPick{false, 2, FloorPath::Main, -1});
        panel.addFloor(FloorPick{false, 2, FloorPath::Main, -1}); // two groups for one floor
        const std::vector<FloorCriteria> groups = panel.floorCriteria();
        const QString why = QString::fromStdString(impossibleReason(panel.settings(), groups));
        QVERIFY(!why.isEmpty());
        auto *label = panel.findChild<QLabel *>(QStringLiteral("searchProblem"));
        QVERIFY(label && label->isVisible());
        QVERIFY2(label->text().contains(why), qPrintable(label->text()));
        panel.start();
        QVERIFY(!panel.isRunning());
        QVERIFY2(panel.status().contains(why), qPrintable(panel.status()));
        // The single floor: the core's sentence for one set of criteria (more rooms than a floor can have).
        panel.removeFloor(1);
        panel.floorForm(0)->setFloorPick(FloorPick{});
        panel.floorForm(0)->setRooms(kMaxRooms, kMaxRooms);
        const QString one = QString::fromStdString(impossibleReason(panel.settings(), panel.criteria()));
        QVERIFY(!one.isEmpty());
        QVERIFY2(label->isVisible() && label->text().contains(one), qPrintable(label->text()));
        panel.floorForm(0)->setRooms(0, kMaxRooms);
        QVERIFY(label->isHidden());
    }

    // A two-floor search over a small range finds the seeds runMatches gives, streamed in seed order.
    void twoFloorSearchEqualsBruteForce() {
        SearchPanel panel;
        twoFloors(panel);
        panel.setSeedRange(1, 3000);
        panel.setLimit(100000);
        panel.start();
        QVERIFY(panel.waitForIdle(120000));
        const std::vector<std::uint32_t> expected = bruteForce(panel.settings(), twoFloorGroups(), 1, 3000);
        QVERIFY(!expected.empty());
        QVERIFY(panel.results() == expected);
        QCOMPARE(panel.resultList()->model()->rowCount(), static_cast<int>(expected.size()));
        QCOMPARE(panel.resultList()->model()->index(0, 0).data(Qt::UserRole).toUInt(), expected.front());
        // Each found run's two floors meet their criteria (generated with the run's state).
        const std::vector<FloorCriteria> groups = twoFloorGroups();
        for (std::uint32_t seed : expected) {
            const std::vector<Floor> floors = groupFloors(panel.settings(), groups, SeedSpace::Run, seed);
            QCOMPARE(floors.size(), std::size_t(2));
            QVERIFY(matches(floors[0], groups[0].criteria));
            QVERIFY(matches(floors[1], groups[1].criteria));
        }
    }

    // Cancelling several times and resuming each time gives the seeds one search gives.
    void cancelThenResumeEqualsOneSearch() {
        // Criteria most runs meet: a seed skipped or searched twice at a resume shows in the results.
        SearchPanel panel;
        panel.floorForm(0)->setFloorPick(FloorPick{false, 1, FloorPath::Main, -1});
        panel.floorForm(0)->setRoomRule(RoomType::Treasure, Qt::Checked);
        panel.floorForm(panel.addFloor(FloorPick{false, 2, FloorPath::Main, -1}))
            ->setRoomRule(RoomType::Shop, Qt::Checked);
        const std::vector<FloorCriteria> groups = panel.floorCriteria();
        panel.setSeedRange(1, 20000);
        panel.setLimit(100000);
        panel.start();
        panel.cancel(); // at once: whatever it reached
        int stops = 1;
        QVERIFY(panel.canResume());
        // A few stops and resumes (one that finishes first ends them), then the rest in one go. Whatever
        // the machine's speed, the seeds found must be those of one search.
        while (panel.canResume() && stops < 6) {
            const std::uint32_t next = panel.resumePosition();
            // Cancelled before a seed was searched, the status says so (and names the same seed to go on).
            QVERIFY2(panel.status().startsWith(QStringLiteral("Stopped after seed %1; resume from %2.")
                                                   .arg(QString::fromStdString(seedToString(next - 1)),
                                                        QString::fromStdString(seedToString(next)))) ||
                         panel.status().startsWith(
                             QStringLiteral("Stopped before the first seed was searched; resume from %1.")
                                 .arg(QString::fromStdString(seedToString(next)))),
                     qPrintable(panel.status()));
            QVERIFY(panel.findChild<QPushButton *>(QStringLiteral("resumeButton"))->isEnabled());
            panel.resume();
            QTest::qWait(40 * stops);
            if (!panel.isRunning())
                break;
            panel.cancel();
            ++stops;
        }
        if (panel.canResume())
            panel.resume();
        QVERIFY(panel.waitForIdle(120000));
        QVERIFY(!panel.canResume());
        QVERIFY(stops > 0);
        SearchOptions o;
        o.threads = 2;
        const SearchResult one = searchRunSeeds(panel.settings(), groups, 1, 20000, o);
        QVERIFY(one.seeds.size() > 10000);
        QVERIFY(panel.results() == one.seeds);
    }

    // Results written to a file as they are found: the file holds the results shown at every moment a
    // batch arrives, through cancels and resumes; a new search empties it; a device or FIFO is refused.
    void resultFileFollowsTheResults() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("found.txt"));
        SearchPanel panel;
        twoFloors(panel);
        panel.setSeedRange(1, 20000);
        panel.setLimit(100000);
        auto fileText = [&path] {
            QFile f(path);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("unreadable");
        };
        // Results already shown go to the file first.
        panel.start();
        QVERIFY(panel.waitForIdle(120000));
        const std::vector<std::uint32_t> all = panel.results();
        QVERIFY(all.size() >= 3);
        QString error;
        QVERIFY2(panel.setResultFile(path, error), qPrintable(error));
        QCOMPARE(panel.resultFile(), path);
        QCOMPARE(fileText(), seedListText(SeedSpace::Run, all));
        // A new search empties it; while it runs the file always equals a prefix of the results.
        panel.start();
        panel.cancel();
        QCOMPARE(fileText(), seedListText(SeedSpace::Run, panel.results()));
        int resumes = 0;
        while (panel.canResume()) {
            panel.resume();
            QTest::qWait(30);
            const QByteArray now = fileText();
            QVERIFY(seedListText(SeedSpace::Run, all).startsWith(now));
            if (panel.isRunning() && ++resumes < 4)
                panel.cancel();
            else
                QVERIFY(panel.waitForIdle(120000));
        }
        QCOMPARE(fileText(), seedListText(SeedSpace::Run, all));
        // Stopped: the file stays as it was while the panel searches on.
        panel.stopResultFile();
        QVERIFY(panel.resultFile().isEmpty());
        panel.setSeedRange(1, 100);
        panel.start();
        QVERIFY(panel.waitForIdle(120000));
        QCOMPARE(fileText(), seedListText(SeedSpace::Run, all));
        // Not a regular file: refused, nothing written.
        QVERIFY(!panel.setResultFile(QStringLiteral("/dev/null"), error));
        QVERIFY2(error.contains(QStringLiteral("not a regular file")), qPrintable(error));
        const QString fifo = dir.filePath(QStringLiteral("fifo"));
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        QVERIFY(!panel.setResultFile(fifo, error));
        QVERIFY(!panel.setResultFile(dir.filePath(QStringLiteral("no/such/folder.txt")), error));
        QVERIFY2(error.contains(QStringLiteral("cannot write")), qPrintable(error));
        QVERIFY(panel.resultFile().isEmpty());
    }

    // A session saved mid-search and reopened in another panel has the same criteria, range, position and
    // results, and resumed there gives what one search gives.
    void sessionRoundTrip() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.json"));
        std::vector<std::uint32_t> firstResults;
        std::uint32_t position = 0;
        std::vector<FloorCriteria> groups;
        {
            SearchPanel panel;
            Settings s;
            s.hard = true;
            panel.setSettings(s);
            twoFloors(panel);
            panel.setSeedRange(100, 8000);
            panel.setLimit(3); // stops at the third match: the rest is left to resume
            panel.start();
            QVERIFY(panel.waitForIdle(120000));
            QCOMPARE(panel.results().size(), std::size_t(3));
            QVERIFY(panel.canResume());
            position = panel.resumePosition();
            QVERIFY(position > panel.results().back());
            firstResults = panel.results();
            groups = panel.floorCriteria();
            QString error;
            QVERIFY2(panel.saveSession(path, error), qPrintable(error));
        }
        SearchPanel other;
        QString error;
        QVERIFY2(other.openSession(path, error), qPrintable(error));
        QVERIFY(other.floorCriteria() == groups);
        QVERIFY(other.settings().hard);
        QVERIFY(other.results() == firstResults);
        QCOMPARE(other.resultList()->model()->rowCount(), 3);
        QCOMPARE(other.resumePosition(), position);
        QVERIFY(other.formState().contains(QStringLiteral("\"from\":\"100\"")));
        QVERIFY(other.formState().contains(QStringLiteral("\"to\":\"8000\"")));
        // Resumed with a higher limit: the rest of the range.
        other.setLimit(100000);
        QVERIFY(!other.findChild<QPushButton *>(QStringLiteral("resumeButton"))->isEnabled() ||
                other.canResume());
        other.resume();
        QVERIFY(other.waitForIdle(120000));
        Settings hard;
        hard.hard = true;
        QVERIFY(other.results() == bruteForce(hard, groups, 100, 8000));
    }

    // Bad or foreign session files get an inline message and leave the panel as it was.
    void badSessionFiles_data() {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("message");
        QTest::newRow("not JSON") << QByteArray("seed list\n") << QStringLiteral("not a search session");
        QTest::newRow("foreign JSON") << QByteArray(R"({"format":"something-else","version":1})")
                                      << QStringLiteral("not a search session of this application");
        QTest::newRow("newer") << QByteArray(R"({"format":"isaac-floorgen-search-session","version":7})")
                               << QStringLiteral("newer version");
        QTest::newRow("bad results")
            << QByteArray(R"({"format":"isaac-floorgen-search-session","version":1,"settings":{},)"
                          R"("search":{},"results":["x"]})")
            << QStringLiteral("results");
        // Results the streamed reading leaves to JSON (sessionresults.h): the same messages as before.
        QTest::newRow("zero seed") << QByteArray(R"({"format":"isaac-floorgen-search-session","version":1,)"
                                                 R"("settings":{},"search":{},"results":[5,0]})")
                                   << QStringLiteral("its results are not a list of seeds");
        QTest::newRow("fraction") << QByteArray(R"({"format":"isaac-floorgen-search-session","version":1,)"
                                                R"("settings":{},"search":{},"results":[1.5]})")
                                  << QStringLiteral("its results are not a list of seeds");
        QTest::newRow("too large") << QByteArray(R"({"format":"isaac-floorgen-search-session","version":1,)"
                                                 R"("settings":{},"search":{},"results":[4294967296]})")
                                   << QStringLiteral("its results are not a list of seeds");
        QTest::newRow("results not a list")
            << QByteArray(R"({"format":"isaac-floorgen-search-session","version":1,"settings":{},)"
                          R"("search":{},"results":{"a":1}})")
            << QStringLiteral("its results are not a list of seeds");
        QTest::newRow("cut in the results")
            << QByteArray(R"({"format":"isaac-floorgen-search-session","version":1,"settings":{},)"
                          R"("search":{},"results":[1,2,)")
            << QStringLiteral("not a search session");
        QTest::newRow("bad settings")
            << QByteArray(R"({"format":"isaac-floorgen-search-session","version":1,"settings":{"stage":"x"},)"
                          R"("search":{},"results":[]})")
            << QStringLiteral("settings");
        QTest::newRow("array") << QByteArray("[1,2,3]") << QStringLiteral("not a search session");
    }
    void badSessionFiles() {
        QFETCH(QByteArray, content);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.json"));
        QVERIFY(writeFile(path, content));
        SearchPanel panel;
        panel.setRoomRule(RoomType::Library, Qt::Checked);
        const QString before = panel.formState();
        QString error;
        QVERIFY(!panel.openSession(path, error));
        QVERIFY2(error.contains(message), qPrintable(error));
        QVERIFY2(panel.status().contains(message), qPrintable(panel.status()));
        QCOMPARE(panel.formState(), before);
    }

    void nonRegularFilesRefused() {
        SearchPanel panel;
        QTemporaryDir dir;
        QString error;
        QVERIFY(!panel.openSession(dir.path(), error));
        QVERIFY2(error.contains(QStringLiteral("not a regular file")), qPrintable(error));
        QVERIFY(!panel.saveSession(QStringLiteral("/dev/null"), error));
        QVERIFY2(error.contains(QStringLiteral("not a regular file")), qPrintable(error));
        QVERIFY(!panel.exportResults(QStringLiteral("/dev/null"), false, error));
        QVERIFY(!panel.importSeedList(QStringLiteral("/dev/zero"), error));
        QVERIFY2(error.contains(QStringLiteral("not a regular file")), qPrintable(error));
        QVERIFY(!panel.saveSession(dir.filePath(QStringLiteral("no/such/folder.json")), error));
    }

    // An imported seed list: the search looks only at its seeds.
    void seedListRestrictsTheSearch() {
        const std::vector<FloorCriteria> groups = twoFloorGroups();
        const std::vector<std::uint32_t> matching = bruteForce(Settings{}, groups, 1, 4000);
        QVERIFY(matching.size() >= 3);
        // Two matching seeds (one as a seed string), non-matching seeds, a CSV header, a comment.
        QByteArray list = "seed,floor_1\n# picked by hand\n";
        list += QByteArray::number(matching[0]) + ",x\n";
        list += QByteArray::fromStdString(seedToString(matching[2])) + "\n\n";
        for (std::uint32_t seed = 1; seed <= 40; ++seed)
            if (!std::binary_search(matching.begin(), matching.end(), seed))
                list += QByteArray::number(seed) + "\n";
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("seeds.csv"));
        QVERIFY(writeFile(path, list));
        SearchPanel panel;
        twoFloors(panel);
        panel.setSeedRange(1, 4000);
        panel.setLimit(100000);
        QString error;
        QVERIFY2(panel.importSeedList(path, error), qPrintable(error));
        panel.start();
        QVERIFY(panel.waitForIdle(60000));
        QVERIFY(panel.results() == (std::vector<std::uint32_t>{matching[0], matching[2]}));
        // Cancelled at once and resumed within the list as well: the same two seeds, no other.
        panel.start();
        panel.cancel();
        for (int i = 0; i < 10 && panel.canResume(); ++i) {
            QVERIFY2(panel.status().startsWith(QStringLiteral("Stopped after seed")) ||
                         panel.status().startsWith(QStringLiteral("Stopped before the first seed")),
                     qPrintable(panel.status()));
            panel.resume();
            QVERIFY(panel.waitForIdle(60000));
        }
        QVERIFY(!panel.canResume());
        QVERIFY(panel.results() == (std::vector<std::uint32_t>{matching[0], matching[2]}));
        panel.clearSeedList();
        QVERIFY(panel.seedList().empty());
        // A bad line is named.
        QVERIFY(writeFile(path, "12\nB91Y 9THH\nnot a seed\n"));
        QVERIFY(!panel.importSeedList(path, error));
        QVERIFY2(error.contains(QStringLiteral("line 3")), qPrintable(error));
    }

    // Export: one seed string a line, or CSV with each group floor's name, rooms, boss and curse.
    void exportWritesTheSeeds() {
        SearchPanel panel;
        twoFloors(panel);
        panel.setSeedRange(1, 3000);
        panel.setLimit(5);
        panel.start();
        QVERIFY(panel.waitForIdle(120000));
        QCOMPARE(panel.results().size(), std::size_t(5));
        QTemporaryDir dir;
        const QString txt = dir.filePath(QStringLiteral("seeds.txt"));
        QString error;
        QVERIFY2(panel.exportResults(txt, false, error), qPrintable(error));
        QStringList expected;
        for (std::uint32_t seed : panel.results())
            expected << QString::fromStdString(seedToString(seed));
        QCOMPARE(lines(txt), expected);
        // What was exported imports back to the same seeds.
        QVERIFY2(panel.importSeedList(txt, error), qPrintable(error));
        QVERIFY(panel.seedList() == panel.results());

        const QString csv = dir.filePath(QStringLiteral("seeds.csv"));
        QVERIFY2(panel.exportResults(csv, true, error), qPrintable(error));
        const QStringList rows = lines(csv);
        QCOMPARE(rows.size(), 6);
        QCOMPARE(rows[0],
                 QStringLiteral("seed,floor_1,rooms_1,boss_1,curse_1,floor_2,rooms_2,boss_2,curse_2"));
        for (int i = 1; i < rows.size(); ++i) {
            const QStringList fields = rows[i].split(QLatin1Char(','));
            QCOMPARE(fields.size(), 9);
            const std::uint32_t seed = panel.results()[static_cast<std::size_t>(i - 1)];
            QCOMPARE(fields[0], QString::fromStdString(seedToString(seed)));
            // The run's floors, generated along the default route.
            Settings s;
            s.runSeed = seed;
            const RunResult run = generateRun(s);
            QVERIFY(run.floors.size() >= 2);
            for (int g = 0; g < 2; ++g) {
                const Floor &f = run.floors[static_cast<std::size_t>(g)];
                QCOMPARE(f.settings.stage, g + 1);
                QCOMPARE(fields[1 + 4 * g + 1].toInt(), static_cast<int>(f.rooms.size()));
                const Room *boss = f.findFirst(RoomType::Boss);
                QVERIFY(boss);
                QVERIFY2(
                    fields[1 + 4 * g + 2].contains(QString::fromUtf8(bossName(boss->bossSubtype).data())),
                    qPrintable(rows[i]));
            }
        }
    }

    // The results show each seed's floors as small maps; a double-click on the second map opens that floor.
    void smallMapsAndOpening() {
        SearchPanel panel;
        panel.resize(700, 900);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        twoFloors(panel);
        panel.setSeedRange(1, 3000);
        panel.setLimit(4);
        panel.start();
        QVERIFY(panel.waitForIdle(120000));
        panel.renderVisibleThumbnails();
        QListView *list = panel.resultList();
        QCOMPARE(list->model()->rowCount(), 4);
        const std::uint32_t seed = panel.results()[1];
        const std::vector<Floor> floors =
            groupFloors(panel.settings(), twoFloorGroups(), SeedSpace::Run, seed);
        const QModelIndex item = list->model()->index(1, 0);
        QVERIFY(!item.data(Qt::DecorationRole).value<QIcon>().isNull());
        const QString text = item.data().toString();
        for (const Floor &f : floors)
            QVERIFY2(text.contains(app::trStage(f.settings.stage, f.settings.stageType)), qPrintable(text));
        QSignalSpy opened(&panel, &SearchPanel::openRequested);

        const QRect rect = list->visualRect(item);
        const QPoint onSecondMap(rect.left() + 4 + 84 + 6 + 40, rect.center().y());
        // A double-click as a mouse makes it: press, release, then the double-click event.
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, onSecondMap);
        QTest::mouseDClick(list->viewport(), Qt::LeftButton, {}, onSecondMap);
        QCOMPARE(opened.size(), 1);
        const Settings s = opened.front().front().value<Settings>();
        QCOMPARE(s.runSeed.value_or(0), seed);
        QCOMPARE(s.stage, 2);
        QCOMPARE(s.stageType, floors[1].settings.stageType);
        Floor direct;
        QCOMPARE(int(generate(s, direct)), int(GenerateStatus::Ok));
        QCOMPARE(direct.stageSeed, floors[1].stageSeed);
    }

    // The single-floor search of the current stage shows (and exports) the floor it matched: generate()
    // with the settings' stage and type, even where the run's own route gives the stage another type.
    void singleFloorShowsTheFloorSearched() {
        SearchPanel panel;
        panel.resize(700, 2000);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        Settings s;
        s.stage = 3;
        s.stageType = 0;
        panel.setSettings(s);
        panel.setRoomRule(RoomType::Library, Qt::Checked);
        panel.setSeedRange(1, 200000);
        panel.setLimit(6);
        panel.start();
        QVERIFY(panel.waitForIdle(120000));
        QCOMPARE(panel.results().size(), std::size_t(6));
        panel.renderVisibleThumbnails();
        for (int i = 0; i < 6; ++i) {
            const QString text = panel.resultList()->model()->index(i, 0).data().toString();
            QVERIFY2(text.contains(app::trStage(3, 0)), qPrintable(text));
            Settings r = s;
            r.runSeed = panel.results()[static_cast<std::size_t>(i)];
            Floor f;
            QCOMPARE(int(generate(r, f)), int(GenerateStatus::Ok));
            QVERIFY(matches(f, panel.criteria()));
        }
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("one.csv"));
        QString error;
        QVERIFY2(panel.exportResults(csv, true, error), qPrintable(error));
        const QStringList rows = lines(csv);
        QCOMPARE(rows.size(), 7);
        for (int i = 1; i < rows.size(); ++i)
            QCOMPARE(rows[i].section(QLatin1Char(','), 1, 1), QStringLiteral("Caves I"));
    }

    // A search left running shows the seeds done, the rate and its spread over the last seconds, and the
    // time left.
    void progressShowsTheRateSpread() {
        SearchPanel panel;
        twoFloors(panel);
        panel.setSeedRange(1, 4000000000u);
        panel.setLimit(100000);
        panel.start();
        QTRY_VERIFY_WITH_TIMEOUT(panel.status().contains(QStringLiteral("in the last seconds")), 30000);
        QVERIFY2(panel.status().contains(QRegularExpression(QStringLiteral(
                     "^Searching… [\\d,]+ of 4,000,000,000 seeds, [\\d,]+ found · [\\d,]+ seeds/s "
                     "\\([\\d,]+–[\\d,]+ in the last seconds\\) · about .+ left$"))),
                 qPrintable(panel.status()));
        panel.cancel();
        QVERIFY(panel.canResume());
    }

    // With FLOORGEN_SCREENSHOT_DIR: the window with a two-floor search and its results, at 1024x768 and
    // 1440x900, light and dark, English and French.
    void screenshots() {
        const QByteArray dir = qgetenv("FLOORGEN_SCREENSHOT_DIR");
        if (dir.isEmpty())
            QSKIP("FLOORGEN_SCREENSHOT_DIR not set");
        const QPalette light = QApplication::palette();
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("fr")}) {
            QVERIFY(app::installLanguage(language));
            for (bool dark : {false, true}) {
                if (dark) {
                    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
                    QApplication::setPalette(darkPalette());
                } else {
                    QApplication::setPalette(light);
                }
                for (QSize size : {QSize(1024, 768), QSize(1440, 900)}) {
                    QTemporaryDir tmp;
                    app::AppSettings appSettings(tmp.filePath(QStringLiteral("settings.ini")));
                    MainWindow window(&appSettings);
                    window.resize(size);
                    window.show();
                    QVERIFY(QTest::qWaitForWindowExposed(&window));
                    window.findChild<QAction *>(QStringLiteral("seedSearchAction"))->trigger();
                    auto *panel = window.findChild<SearchPanel *>();
                    twoFloors(*panel);
                    panel->setSeedRange(1, 20000);
                    panel->setLimit(8);
                    QString error;
                    QVERIFY2(panel->setResultFile(tmp.filePath(QStringLiteral("seeds-found.txt")), error),
                             qPrintable(error));
                    panel->start();
                    QVERIFY(panel->waitForIdle(120000));
                    panel->renderVisibleThumbnails();
                    QCoreApplication::processEvents();
                    const QString name = QStringLiteral("%1/runsearch-%2-%3-%4x%5.png")
                                             .arg(QString::fromLocal8Bit(dir), language,
                                                  dark ? QStringLiteral("dark") : QStringLiteral("light"))
                                             .arg(size.width())
                                             .arg(size.height());
                    QVERIFY(window.grab().save(name));
                }
            }
        }
    }
};

QTEST_MAIN(TestRunSearchGui)
#include "test_runsearch_gui.moc"
