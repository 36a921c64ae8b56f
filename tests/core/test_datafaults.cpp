// Issue 39, the room files' side: readers linear in their input (an element with a million attributes),
// bosspools.xml found beside a rooms folder however it is named ("gd/rooms/", "gd/rooms/.", "."), faults of
// the data that no attempt gets past said before generating with the file's name (both rule sets alike), and
// files that cannot be read said as what they are (UTF-16, a link to nothing, a loop of links). The room
// files are our own synthetic ones (synthcatalog.h).

#include "floorgen/filecatalog.h"
#include "floorgen/generator.h"
#include "floorgen/roomfiles.h"
#include "synthcatalog.h"

#include <filesystem>
#include <fstream>
#include <string>

#include <QDir>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

using namespace floorgen;
namespace fs = std::filesystem;

namespace {

void writeFile(const fs::path &path, std::string_view bytes) {
    std::ofstream out(path, std::ios::binary);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

// `dir`/rooms/NN.name.stb for every synthetic file, and `dir`/bosspools.xml (the built-in pools, written
// out).
void writeGameData(const fs::path &dir) {
    fs::create_directories(dir / "rooms");
    for (const auto &[id, file] : testing::synthGameFiles(1)) {
        const std::vector<unsigned char> bytes = writeStb(file);
        writeFile(dir / "rooms" / file.name,
                  std::string_view(reinterpret_cast<const char *>(bytes.data()), bytes.size()));
    }
    writeFile(dir / "bosspools.xml", writeBossPoolsXml(BossPoolData::builtin()));
}

// One element with `count` attributes a0="1" a1="1" ...; `repeat`: one more, the first again.
std::string manyAttributes(std::string_view root, std::string_view element, std::string_view fixed, int count,
                           bool repeat) {
    std::string text = "<" + std::string(root) + "><" + std::string(element) + " " + std::string(fixed);
    text.reserve(text.size() + static_cast<std::size_t>(count) * 12);
    for (int i = 0; i < count; ++i)
        text += " a" + std::to_string(i) + "=\"1\"";
    if (repeat)
        text += " a0=\"2\"";
    text += "/></" + std::string(root) + ">";
    return text;
}

RoomFileSet synthSet() {
    RoomFileSet set = testing::roomFileSet(testing::synthGameFiles(1));
    set.folder = "synthetic";
    return set;
}

} // namespace

class TestDataFaults : public QObject {
    Q_OBJECT

private slots:
    // ---- 2: every reader linear in its input ----

    // A million attributes on one element (13 MB): read in well under a second now; comparing each with every
    // earlier one took hours (and this test its whole time limit).
    void manyAttributesOnOneElement_data() {
        QTest::addColumn<bool>("bossPools");
        QTest::addColumn<bool>("repeat");
        QTest::newRow("room file") << false << false;
        QTest::newRow("room file, the first repeated last") << false << true;
        QTest::newRow("bosspools.xml") << true << false;
        QTest::newRow("bosspools.xml, the first repeated last") << true << true;
    }
    void manyAttributesOnOneElement() {
        QFETCH(bool, bossPools);
        QFETCH(bool, repeat);
        constexpr int kCount = 1000000;
        std::string error;
        bool ok = false;
        if (bossPools) {
            const std::string text =
                manyAttributes("bosspools", "pool", "name=\"basement\" doubletrouble=\"0\"", kCount, repeat);
            BossPoolData data;
            ok = parseBossPoolsXml(text, "bosspools.xml", data, error);
        } else {
            const std::string text = manyAttributes(
                "rooms", "room", "variant=\"1\" type=\"1\" shape=\"1\" width=\"13\" height=\"7\"", kCount,
                repeat);
            RoomFile file;
            file.name = "01.basement.xml";
            ok = parseRoomXml(text, file, error);
            if (ok)
                QCOMPARE(file.rooms.size(), std::size_t{1});
        }
        QCOMPARE(ok, !repeat);
        if (repeat)
            QVERIFY2(error.find("the attribute a0 is given twice") != std::string::npos, error.c_str());
    }

    // ---- 4: bosspools.xml beside rooms/, whatever the folder's name ----

    void bossPoolsBesideTheRoomsFolder_data() {
        QTest::addColumn<QString>(
            "given"); // relative to the temporary folder; "@rooms" : "." from inside rooms/
        QTest::newRow("gd") << QStringLiteral("gd");
        QTest::newRow("gd/rooms") << QStringLiteral("gd/rooms");
        QTest::newRow("gd/rooms/") << QStringLiteral("gd/rooms/");
        QTest::newRow("gd/rooms/.") << QStringLiteral("gd/rooms/.");
        QTest::newRow("gd/rooms//./") << QStringLiteral("gd/rooms//./");
        QTest::newRow(". inside gd/rooms") << QStringLiteral("@rooms");
    }
    void bossPoolsBesideTheRoomsFolder() {
        QFETCH(QString, given);
        QTemporaryDir tmp;
        const fs::path root = tmp.path().toStdString();
        writeGameData(root / "gd");
        const QString before = QDir::currentPath();
        const auto back = qScopeGuard([&] { QDir::setCurrent(before); });
        std::string dir = (root / given.toStdString()).string();
        if (given == QLatin1String("@rooms")) {
            QVERIFY(QDir::setCurrent(QString::fromStdString((root / "gd" / "rooms").string())));
            dir = ".";
        }
        RoomFileSet set;
        std::string error;
        QVERIFY2(loadRoomFolder(dir, set, error), error.c_str());
        QVERIFY2(set.bossPools.has_value(), set.folder.c_str());
        QVERIFY2(fs::equivalent(set.bossPoolsFile, root / "gd" / "bosspools.xml"), set.bossPoolsFile.c_str());
    }

    // ---- 8: faults no attempt gets past, said before generating (exit status 2 in the CLI) ----

    void dataFaultsNameTheirFile_data() {
        QTest::addColumn<int>("ruleSet");
        QTest::addColumn<QString>("fault");
        QTest::addColumn<QString>("expected"); // in the message
        for (const RuleSet rs : {RuleSet::AfterbirthPlus, RuleSet::Repentance}) {
            const char *name = rs == RuleSet::Repentance ? "repentance" : "afterbirth-plus";
            const int r = static_cast<int>(rs);
            QTest::addRow("%s: every weight 0", name) << r << "zero"
                                                      << "01.basement.stb: every normal room weighs 0";
            QTest::addRow("%s: every weight -0", name) << r << "minus zero"
                                                       << "01.basement.stb: every normal room weighs 0";
            QTest::addRow("%s: float32 sum overflows", name)
                << r << "huge"
                << "01.basement.stb: the weights of its normal rooms add up to more than a float32";
            QTest::addRow("%s: no room has a door", name) << r << "no doors"
                                                          << "01.basement.stb: no normal room has a door";
            QTest::addRow("%s: no special rooms file", name)
                << r << "no 00"
                << "synthetic: no special rooms file (00.special rooms.stb";
            QTest::addRow("%s: no stage file", name) << r << "no 01"
                                                     << "synthetic: no room file for stage id 01";
        }
        QTest::addRow("repentance: a boss pool without boss rooms")
            << static_cast<int>(RuleSet::Repentance) << "pool"
            << "bosspools.xml: no boss the pool of stage id 01 can give has a boss room in 00.special "
               "rooms.stb";
    }
    void dataFaultsNameTheirFile() {
        QFETCH(int, ruleSet);
        QFETCH(QString, fault);
        QFETCH(QString, expected);
        RoomFileSet set = synthSet();
        auto stageFile = [&]() -> RoomFile & {
            for (auto &[id, f] : set.files)
                if (id == 1)
                    return f;
            qFatal("no file 1");
        };
        if (fault == QLatin1String("zero") || fault == QLatin1String("minus zero") ||
            fault == QLatin1String("huge") || fault == QLatin1String("no doors")) {
            for (RoomData &r : stageFile().rooms) {
                if (fault == QLatin1String("no doors"))
                    r.doors = 0;
                else
                    r.weight = fault == QLatin1String("zero")   ? 0.0f
                               : fault == QLatin1String("huge") ? 3e38f
                                                                : -0.0f;
            }
        } else if (fault == QLatin1String("no 00") || fault == QLatin1String("no 01")) {
            const int gone = fault == QLatin1String("no 00") ? 0 : 1;
            std::erase_if(set.files, [gone](const auto &f) { return f.first == gone; });
        } else if (fault == QLatin1String("pool")) {
            BossPoolData pools = BossPoolData::builtin();
            pools.pools[1] = {BossEntry{500, 1.0f}}; // no boss room has subtype 500
            set.bossPools = pools;
            set.bossPoolsFile = "bosspools.xml";
        }
        const FileCatalog catalog(std::move(set));
        Settings s;
        s.ruleSet = static_cast<RuleSet>(ruleSet);
        s.stage = 2; // Basement II: no Harbinger, no double trouble, no Fallen can stand in for the pool
        s.stageSeed = 12345;
        Floor floor;
        std::string error;
        QCOMPARE(generate(s, floor, nullptr, &error, &catalog), GenerateStatus::InvalidSettings);
        QVERIFY2(error.find(expected.toStdString()) != std::string::npos, error.c_str());
    }

    // The synthetic data without a fault gives floors (the checks refuse nothing that works).
    void soundDataStillGivesFloors() {
        const FileCatalog catalog(synthSet());
        for (const RuleSet rs : {RuleSet::AfterbirthPlus, RuleSet::Repentance})
            for (int stage = 1; stage <= 8; ++stage) {
                Settings s;
                s.ruleSet = rs;
                s.stage = stage;
                s.stageSeed = 777u + static_cast<std::uint32_t>(stage);
                Floor floor;
                std::string error;
                QVERIFY2(generate(s, floor, nullptr, &error, &catalog) == GenerateStatus::Ok, error.c_str());
            }
    }

    // ---- 9: files said as what they are ----

    void utf16RoomFile() {
        RoomFile file;
        file.name = "01.basement.xml";
        std::string error;
        const std::string utf16("\xFF\xFE<\0r\0o\0o\0m\0s\0/\0>\0", 18);
        QVERIFY(!parseRoomXml(utf16, file, error));
        QVERIFY2(error.find("UTF-16") != std::string::npos, error.c_str());
        BossPoolData pools;
        QVERIFY(!parseBossPoolsXml(std::string("<\0b\0", 4), "bosspools.xml", pools, error));
        QVERIFY2(error.find("UTF-16") != std::string::npos, error.c_str());
    }

    void linksThatLeadNowhere_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("loop");
        QTest::addColumn<QString>("expected");
        QTest::newRow("bosspools.xml to nothing") << "bosspools.xml" << false << "a symbolic link to nothing";
        QTest::newRow("bosspools.xml in a loop") << "bosspools.xml" << true << "a loop of symbolic links";
        QTest::newRow("a room file in a loop") << "rooms/02.cellar.stb" << true << "a loop of symbolic links";
    }
    void linksThatLeadNowhere() {
        QFETCH(QString, file);
        QFETCH(bool, loop);
        QFETCH(QString, expected);
        QTemporaryDir tmp;
        const fs::path gd = fs::path(tmp.path().toStdString()) / "gd";
        writeGameData(gd);
        const fs::path link = gd / file.toStdString();
        fs::remove(link);
        if (loop) {
            fs::create_symlink(link.filename().string() + ".b", link);
            fs::create_symlink(link.filename(), link.string() + ".b");
        } else {
            fs::create_symlink("missing.xml", link);
        }
        RoomFileSet set;
        std::string error;
        QVERIFY(!loadRoomFolder(gd.string(), set, error)); // never the built-in pools in silence
        QVERIFY2(error.find(link.filename().string()) != std::string::npos, error.c_str());
        QVERIFY2(error.find(expected.toStdString()) != std::string::npos, error.c_str());
    }
};

QTEST_GUILESS_MAIN(TestDataFaults)
#include "test_datafaults.moc"
