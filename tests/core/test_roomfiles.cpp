// Room files (core/include/floorgen/roomfiles.h): the door table of generation.md 12, our own test catalogs
// written as .stb and .xml and read back to the same rooms, and every kind of damaged file refused with a
// message that names the file and the byte offset or line.

#include "floorgen/floatchars.h"
#include "floorgen/roomfiles.h"

#include <charconv>
#include <clocale>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>

#include <QTemporaryDir>
#include <QTest>

using namespace floorgen;

Q_DECLARE_METATYPE(std::string)
Q_DECLARE_METATYPE(std::vector<unsigned char>)

namespace {

// A test catalog (ours, never the game's): every shape, doors missing, fractional and zero weights, names
// with XML's special characters and UTF-8, spawns with several entities, variants out of order.
RoomFile testCatalog() {
    RoomFile f;
    f.name = "test";
    for (int shape = 1; shape <= 12; ++shape) {
        RoomData r;
        r.type = shape % 3 == 0 ? 5 : 1;
        r.variant = static_cast<std::uint32_t>(100 - shape * 7); // not sorted
        r.subtype = static_cast<std::uint32_t>(shape % 4);
        r.difficulty = static_cast<std::uint8_t>(shape % 16);
        r.name = shape == 1   ? "Spiders & <Rocks> \"1\""
                 : shape == 2 ? "Caf\xc3\xa9 \xe2\x98\x85"
                              : "room " + std::to_string(shape);
        r.weight = shape == 3 ? 0.0f : shape == 4 ? 0.1f : shape == 5 ? 2.5f : 1.0f;
        const bool wide = shape >= 6, tall = shape == 4 || shape == 5 || shape >= 8;
        r.width = wide ? 26 : 13;
        r.height = tall ? 14 : 7;
        r.shape = static_cast<Shape>(shape);
        for (int s = 0; s < 8; ++s) {
            int x = 0, y = 0;
            if (doorPosition(r.shape, s, x, y) && (s + shape) % 3 != 0)
                r.doors = static_cast<std::uint8_t>(r.doors | (1u << s));
        }
        for (int k = 0; k < shape % 4; ++k) {
            std::vector<RoomEntity> list;
            for (int e = 0; e <= k; ++e)
                list.push_back(RoomEntity{static_cast<std::uint16_t>(10 + e), static_cast<std::uint16_t>(e),
                                          static_cast<std::uint16_t>(k), e == 0 ? 1.0f : 0.25f});
            r.addSpawn(static_cast<std::int16_t>(k + 1), static_cast<std::int16_t>(k * 2), list);
        }
        f.rooms.push_back(r);
    }
    return f;
}

std::vector<unsigned char> bytesOf(std::initializer_list<int> list) {
    std::vector<unsigned char> v;
    for (int b : list)
        v.push_back(static_cast<unsigned char>(b));
    return v;
}

void put32(std::vector<unsigned char> &v, std::size_t at, std::uint32_t x) {
    for (int i = 0; i < 4; ++i)
        v[at + static_cast<std::size_t>(i)] = static_cast<unsigned char>(x >> (8 * i));
}

// One 1x1 room with `name`, no doors, no spawns.
RoomFile oneRoom() {
    RoomFile f;
    f.name = "one.stb";
    RoomData r;
    r.type = 1;
    r.variant = 7;
    r.name = "ab";
    f.rooms.push_back(r);
    return f;
}

} // namespace

class TestRoomFiles : public QObject {
    Q_OBJECT

private slots:
    // floatchars.h's fallback (the WebAssembly build's: its libc++ has no float from_chars / to_chars) reads
    // and writes every float as std::from_chars / std::to_chars do: a sweep of bit patterns over the whole
    // range (every 4099th, both signs, denormals included) and texts at the edge of from_chars' grammar.
    void floatFallbackMatchesCharconv() {
        int checked = 0;
        for (std::uint64_t bits = 0; bits <= 0xFFFFFFFFu; bits += 4099) {
            float f;
            const auto b = static_cast<std::uint32_t>(bits);
            std::memcpy(&f, &b, 4);
            if (!std::isfinite(f))
                continue;
            char buf[64];
            const auto r = std::to_chars(buf, buf + sizeof buf, f);
            const std::string expected(buf, r.ptr);
            QCOMPARE(floatchars::shortestFloatFallback(f), expected);
            float back = 0;
            QVERIFY2(floatchars::parseFloatFallback(expected, back), expected.c_str());
            QCOMPARE(std::memcmp(&back, &f, 4), 0);
            ++checked;
        }
        QVERIFY(checked > 1000000);
        const char *const texts[] = {
            "1",     "-1",          "+1",     " 1",       "1 ",    "1.",
            ".5",    ".",           "-",      "",         "1e",    "1e+",
            "1e5",   "1E-5",        "1e+05",  "0x10",     "1.5.2", "--1",
            "1e1.5", "3.4e38",      "3.5e38", "1e-50",    "1e-40", "inf",
            "-inf",  "nan",         "INF",    "infinity", "1,5",   "0.1000000000000000055511151231257827",
            "00012", "1e0000000001"};
        for (const char *t : texts) {
            const std::string_view text(t);
            float a = -7, b = -7;
            const auto r = std::from_chars(text.data(), text.data() + text.size(), a);
            const bool standard = r.ec == std::errc{} && r.ptr == text.data() + text.size();
            const bool fallback = floatchars::parseFloatFallback(text, b);
            QVERIFY2(standard == fallback, t);
            if (standard && !std::isnan(a))
                QVERIFY2(std::memcmp(&a, &b, 4) == 0, t);
        }
    }

    // generation.md 12's door table: each slot's coordinates give that slot back; the slots a shape lacks and
    // coordinates off the table give -1.
    void doorTable() {
        const int slotCount[13] = {0, 4, 2, 2, 6, 2, 6, 2, 8, 8, 8, 8, 8};
        for (int shape = 1; shape <= 12; ++shape) {
            int count = 0;
            for (int s = 0; s < 8; ++s) {
                int x = 0, y = 0;
                if (!doorPosition(static_cast<Shape>(shape), s, x, y))
                    continue;
                ++count;
                QCOMPARE(doorSlotAt(static_cast<Shape>(shape), x, y), s);
            }
            QCOMPARE(count, slotCount[shape]);
        }
        QCOMPARE(doorSlotAt(Shape::S1x1, 6, -1), 1);
        QCOMPARE(doorSlotAt(Shape::S2x2, 19, 14), 7);
        QCOMPARE(doorSlotAt(Shape::LTL, 12, 3), 0); // the inner corner of the L
        QCOMPARE(doorSlotAt(Shape::LTL, -1, 3), -1);
        QCOMPARE(doorSlotAt(Shape::IH, 6, -1), -1);
        QCOMPARE(doorSlotAt(Shape::Null, -1, 3), -1);
    }

    // The same catalog as .stb and as .xml reads back to the same rooms, in file order.
    void roundTrip() {
        const RoomFile catalog = testCatalog();
        RoomFile stb, xml;
        stb.name = "a.stb";
        xml.name = "a.xml";
        std::string error;
        QVERIFY2(parseStb(writeStb(catalog), stb, error), error.c_str());
        QVERIFY2(parseRoomXml(writeRoomXml(catalog), xml, error), error.c_str());
        QCOMPARE(stb.rooms.size(), catalog.rooms.size());
        for (std::size_t i = 0; i < catalog.rooms.size(); ++i) {
            QVERIFY2(stb.rooms[i] == catalog.rooms[i], qPrintable(QString::number(i)));
            QVERIFY2(xml.rooms[i] == catalog.rooms[i], qPrintable(QString::number(i)));
        }
        QCOMPARE(stb.rooms[0].name, std::string("Spiders & <Rocks> \"1\""));
        QCOMPARE(stb.rooms[3].weight, 0.1f); // float32, bit for bit
        // A door mask naming slots the shape lacks (every bit set on a 1x1): both writers write the shape's
        // doors only, and the files read back with those.
        RoomFile odd;
        odd.rooms.push_back(catalog.rooms[0]);
        odd.rooms[0].shape = Shape::S1x1;
        odd.rooms[0].width = 13;
        odd.rooms[0].height = 7;
        odd.rooms[0].doors = 0xFF;
        odd.rooms[0].spawns.clear();
        odd.rooms[0].entities.clear();
        QVERIFY2(parseStb(writeStb(odd), stb, error), error.c_str());
        QVERIFY2(parseRoomXml(writeRoomXml(odd), xml, error), error.c_str());
        QCOMPARE(stb.rooms[0].doors, std::uint8_t{0x0F});
        QCOMPARE(xml.rooms[0].doors, std::uint8_t{0x0F});
    }

    // What Basement Renovator writes: doors with exists in any case, doors off the table, unknown elements
    // and attributes, comments, a declaration; numbers read the same under a locale with a decimal comma.
    void xmlAsTheEditorWrites() {
        const char *text = R"(<?xml version="1.0" encoding="utf-8"?>
<!-- written by hand for this test -->
<rooms>
  <room variant="3" name="L room" type="1" subtype="0" shape="9" width="26" height="14" difficulty="5" weight="0.5" extra="x">
    <door exists="TRUE" x="12" y="3"/>
    <door exists="false" x="6" y="6"/>
    <door exists="1" x="19" y="14"/>
    <door exists="True" x="40" y="40"/>
    <door x="26" y="3"/>
    <spawn x="2" y="3"><entity type="20" variant="0" subtype="0" weight="1.0"/></spawn>
    <note text="ignored"><inner/></note>
  </room>
</rooms>)";
        const char *previous = std::setlocale(LC_NUMERIC, nullptr);
        const std::string saved = previous ? previous : "C";
        const bool comma =
            std::setlocale(LC_NUMERIC, "de_DE.UTF-8") || std::setlocale(LC_NUMERIC, "fr_FR.UTF-8");
        RoomFile f;
        f.name = "04.caves.xml";
        std::string error;
        const bool ok = parseRoomXml(text, f, error);
        std::setlocale(LC_NUMERIC, saved.c_str());
        QVERIFY2(ok, error.c_str());
        QCOMPARE(f.rooms.size(), std::size_t{1});
        const RoomData &r = f.rooms[0];
        QCOMPARE(r.shape, Shape::LTL);
        QCOMPARE(r.doors, std::uint8_t{0x01 | 0x04 | 0x80}); // slots 0, 2 and 7; (6,6) does not exist
        QCOMPARE(r.weight, 0.5f);
        QCOMPARE(r.spawns.size(), std::size_t{1});
        QCOMPARE(r.entitiesOf(r.spawns[0])[0].type, std::uint16_t{20});
        if (!comma)
            qInfo("no de_DE or fr_FR locale installed: read under the C locale only");
    }

    void badStb_data() {
        QTest::addColumn<std::vector<unsigned char>>("data");
        QTest::addColumn<std::string>("message");
        const std::vector<unsigned char> good = writeStb(oneRoom());
        // Layout of oneRoom(): magic 0-3, count 4-7, type 8, variant 12, subtype 16, difficulty 20, name
        // length 21-22, name 23-24, weight 25-28, width 29, height 30, shape 31, doors 32, spawns 33-34; 35
        // bytes.
        QCOMPARE(good.size(), std::size_t{35});
        QTest::newRow("empty") << std::vector<unsigned char>{} << std::string("byte 0: not a room file");
        QTest::newRow("bad magic") << bytesOf({'S', 'T', 'B', '2', 0, 0, 0, 0})
                                   << std::string("byte 0: not a room file");
        QTest::newRow("no count") << bytesOf({'S', 'T', 'B', '1', 1})
                                  << std::string("byte 4: the file ends inside the room count");
        auto huge = good;
        put32(huge, 4, 0xFFFFFFFFu);
        QTest::newRow("count past the end")
            << huge << std::string("byte 4: the file says it holds 4294967295 rooms");
        auto two = good;
        put32(two, 4, 2);
        two.resize(two.size() + 24); // enough for the count check (25 a room), one byte short of a header
        QTest::newRow("second room truncated")
            << two << std::string("byte 50: the file ends inside a room's header");
        auto name = good;
        name[21] = 200;
        QTest::newRow("name past the end")
            << name << std::string("byte 23: the file ends inside a room's name");
        auto shape0 = good;
        shape0[31] = 0;
        QTest::newRow("shape 0") << shape0 << std::string("has shape 0, not 1 to 12");
        auto shape13 = good;
        shape13[31] = 13;
        QTest::newRow("shape 13") << shape13 << std::string("has shape 13");
        auto width = good;
        width[29] = 0;
        QTest::newRow("width 0") << width << std::string("absurd room size 0 x 7");
        auto nan = good;
        put32(nan, 25, 0x7FC00000u);
        QTest::newRow("NaN weight") << nan << std::string("finite number");
        auto negative = good;
        put32(negative, 25, 0xBF800000u); // -1.0f
        QTest::newRow("negative weight") << negative << std::string("finite number");
        auto doors = good;
        doors[32] = 200;
        QTest::newRow("doors past the end")
            << doors << std::string("byte 35: the room's door count runs past the end");
        auto spawns = good;
        spawns[33] = 0xFF;
        spawns[34] = 0xFF;
        QTest::newRow("spawns past the end")
            << spawns << std::string("byte 35: the room's spawn count runs past the end");
        RoomFile withSpawn = oneRoom();
        const RoomEntity one{1, 2, 3, 1.0f};
        withSpawn.rooms[0].addSpawn(1, 2, std::span(&one, 1));
        auto entities = writeStb(withSpawn);
        entities[39] = 255; // the spawn's entity count
        QTest::newRow("entities past the end")
            << entities << std::string("byte 35: the spawn's entity count runs past the end");
        auto trailing = good;
        trailing.push_back(0);
        QTest::newRow("trailing bytes") << trailing << std::string("byte 35: 1 bytes after the last room");
    }
    void badStb() {
        QFETCH(std::vector<unsigned char>, data);
        QFETCH(std::string, message);
        RoomFile f;
        f.name = "01.basement.stb";
        std::string error;
        QVERIFY(!parseStb(data, f, error));
        QVERIFY2(error.rfind("01.basement.stb: byte ", 0) == 0, error.c_str());
        QVERIFY2(error.find(message) != std::string::npos, error.c_str());
        QVERIFY(f.rooms.empty()); // nothing half-loaded
    }

    // An editor's element named like ours deeper down (a <room> inside a <spawn>) is not a room: the spawn's
    // entities still belong to the room around it (the fuzzer found the crash this prevents).
    void nestedNamesAreNotRooms() {
        const char *text = R"(<rooms><room variant="1" type="1" shape="1" width="13" height="7">
            <spawn x="1" y="2"><room variant="9"/><room><spawn/></room><entity type="5"/></spawn>
            <x><door x="6" y="-1"/><spawn x="0" y="0"/></x></room></rooms>)";
        RoomFile f;
        f.name = "nested.xml";
        std::string error;
        QVERIFY2(parseRoomXml(text, f, error), error.c_str());
        QCOMPARE(f.rooms.size(), std::size_t{1});
        QCOMPARE(f.rooms[0].spawns.size(), std::size_t{1});
        QCOMPARE(f.rooms[0].entitiesOf(f.rooms[0].spawns[0]).size(), std::size_t{1});
        QCOMPARE(f.rooms[0].doors, std::uint8_t{0}); // the door inside <x> is not the room's
    }

    void badXml_data() {
        QTest::addColumn<std::string>("text");
        QTest::addColumn<std::string>("message");
        const std::string room =
            R"(<room variant="1" name="a" type="1" subtype="0" shape="1" width="13" height="7" difficulty="1" weight="1">)";
        auto with = [&room](const std::string &from, const std::string &to) {
            std::string r = room;
            r.replace(r.find(from), from.size(), to);
            return "<rooms>" + r + "</room></rooms>";
        };
        QTest::newRow("empty") << std::string() << std::string("line 1: no <rooms> element");
        QTest::newRow("other root") << std::string("<stages/>")
                                    << std::string("line 1: the root element is <stages>");
        QTest::newRow("two roots") << std::string("<rooms/>\n<rooms/>")
                                   << std::string("line 2: a second <rooms>");
        QTest::newRow("unclosed") << "<rooms>\n" + room << std::string("line 2: the file ends inside <room>");
        QTest::newRow("mismatched") << "<rooms>\n" + room + "</rooms>"
                                    << std::string("</rooms> closes <room>");
        QTest::newRow("tag not closed") << std::string("<rooms>\n<room variant=\"1\"")
                                        << std::string("line 2: the tag <room> is not closed");
        QTest::newRow("comment not closed")
            << std::string("<rooms><!-- x") << std::string("a comment is not closed");
        QTest::newRow("no variant")
            << std::string("<rooms><room type=\"1\" shape=\"1\" width=\"13\" height=\"7\"/></rooms>")
            << std::string("<room> has no variant");
        QTest::newRow("decimal comma")
            << with("weight=\"1\"", "weight=\"0,5\"") << std::string("weight=\"0,5\" is not a number");
        QTest::newRow("shape 13") << with("shape=\"1\"", "shape=\"13\"")
                                  << std::string("shape=\"13\" is not a whole number from 1 to 12");
        QTest::newRow("negative variant")
            << with("variant=\"1\"", "variant=\"-4\"") << std::string("variant=\"-4\"");
        QTest::newRow("unknown entity")
            << with("name=\"a\"", "name=\"&nbsp;\"") << std::string("an unknown entity &nbsp;");
        QTest::newRow("attribute twice") << std::string("<rooms a=\"1\" a=\"2\"></rooms>")
                                         << std::string("the attribute a is given twice");
        QTest::newRow("bad exists") << "<rooms>" + room +
                                           "<door x=\"6\" y=\"-1\" exists=\"yes\"/></room></rooms>"
                                    << std::string("exists=\"yes\" is not 1, 0, true or false");
        QTest::newRow("unquoted") << std::string("<rooms a=1></rooms>")
                                  << std::string("the value of a is not quoted");
        std::string deep = "<rooms>";
        for (int i = 0; i < 40; ++i)
            deep += "<x>";
        QTest::newRow("too deep") << deep << std::string("nested too deep");
    }
    void badXml() {
        QFETCH(std::string, text);
        QFETCH(std::string, message);
        RoomFile f;
        f.name = "00.special rooms.xml";
        std::string error;
        QVERIFY(!parseRoomXml(text, f, error));
        QVERIFY2(error.rfind("00.special rooms.xml: line ", 0) == 0, error.c_str());
        QVERIFY2(error.find(message) != std::string::npos, error.c_str());
        QVERIFY(f.rooms.empty());
    }

    void names() {
        QCOMPARE(stageIdOfName("04.caves.stb"), 4);
        QCOMPARE(stageIdOfName("00.special rooms.XML"), 0);
        QCOMPARE(stageIdOfName("27.downpour.xml"), 27);
        QCOMPARE(stageIdOfName("4.caves.stb"), -1);
        QCOMPARE(stageIdOfName("04caves.stb"), -1);
        QCOMPARE(stageIdOfName("04.caves.txt"), -1);
        QCOMPARE(stageIdOfName("04.stb"), -1);
    }

    // From disk: a file larger than kMaxRoomFileBytes is refused without being read, so are folders and
    // device nodes; a good file gives the rooms written.
    void readFromDisk() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string base = dir.path().toStdString();
        const std::vector<unsigned char> stb = writeStb(testCatalog());
        {
            std::ofstream out(base + "/01.basement.stb", std::ios::binary);
            out.write(reinterpret_cast<const char *>(stb.data()), static_cast<std::streamsize>(stb.size()));
        }
        RoomFile f;
        std::string error;
        QVERIFY2(readRoomFile(base + "/01.basement.stb", f, error), error.c_str());
        QCOMPARE(f.rooms.size(), std::size_t{12});
        { std::ofstream out(base + "/02.big.stb", std::ios::binary); }
        std::filesystem::resize_file(base + "/02.big.stb", kMaxRoomFileBytes + 1); // sparse: nothing written
        QVERIFY(!readRoomFile(base + "/02.big.stb", f, error));
        QVERIFY2(QString::fromStdString(error).contains(QStringLiteral("more than a room file can be")),
                 error.c_str());
        QVERIFY(!readRoomFile(base, f, error));
        QVERIFY2(QString::fromStdString(error).contains(QStringLiteral("not a regular file")), error.c_str());
        QVERIFY(!readRoomFile("/dev/null", f, error));
        QVERIFY2(QString::fromStdString(error).contains(QStringLiteral("not a regular file")), error.c_str());
        QVERIFY(!readRoomFile(base + "/missing.xml", f, error));
        QVERIFY2(QString::fromStdString(error).contains(QStringLiteral("no such file")), error.c_str());
    }

    // A game-data folder: DIR/rooms/ or DIR itself, both formats mixed, other files ignored; a stage id twice
    // or one bad file loads nothing.
    void folder() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string base = dir.path().toStdString();
        std::filesystem::create_directories(base + "/rooms");
        const RoomFile catalog = testCatalog();
        const auto stb = writeStb(catalog);
        auto write = [](const std::string &path, std::string_view text) {
            std::ofstream(path, std::ios::binary)
                .write(text.data(), static_cast<std::streamsize>(text.size()));
        };
        write(base + "/rooms/01.basement.stb",
              std::string_view(reinterpret_cast<const char *>(stb.data()), stb.size()));
        write(base + "/rooms/00.special rooms.xml", writeRoomXml(catalog));
        write(base + "/rooms/stages.xml", "<stages/>");
        write(base + "/bosspools.xml", "<bosspools/>"); // (read, and empty)
        RoomFileSet set;
        std::string error;
        QVERIFY2(loadRoomFolder(base, set, error), error.c_str());
        QCOMPARE(set.files.size(), std::size_t{2});
        QCOMPARE(set.files[0].first, 0);
        QCOMPARE(set.roomCount, std::size_t{24});
        QVERIFY(set.file(1) && set.file(0) && !set.file(4));
        QVERIFY(set.file(0)->rooms == set.file(1)->rooms);                    // .xml and .stb of one catalog
        QVERIFY2(loadRoomFolder(base + "/rooms", set, error), error.c_str()); // the room folder itself

        write(base + "/rooms/01.basement copy.xml", writeRoomXml(catalog));
        QVERIFY(!loadRoomFolder(base, set, error));
        QVERIFY2(error.find("stage id 1 is given twice (01.basement copy.xml and 01.basement.stb)") !=
                     std::string::npos,
                 error.c_str());
        QVERIFY(set.files.empty());
        std::filesystem::remove(base + "/rooms/01.basement copy.xml");
        write(base + "/rooms/04.caves.xml", "<rooms><room/></rooms>");
        QVERIFY(!loadRoomFolder(base, set, error));
        QVERIFY2(error.find("04.caves.xml: line 1: <room> has no variant") != std::string::npos,
                 error.c_str());
        QVERIFY(set.files.empty() && set.roomCount == 0);
        QVERIFY(!loadRoomFolder(base + "/missing", set, error));
        QVERIFY2(error.find("no such folder") != std::string::npos, error.c_str());
        std::filesystem::create_directories(base + "/empty");
        QVERIFY(!loadRoomFolder(base + "/empty", set, error));
        QVERIFY2(error.find("no room files") != std::string::npos, error.c_str());
    }

    // bosspools.xml (R9.1): pools go to the slots their names give (case ignored, unknown names skipped),
    // entries keep file order, weight and room; doubletrouble is the pool's dt; written back and read again
    // it is the same, the built-in pools included.
    void bossPools() {
        const std::string text = R"(<?xml version="1.0"?>
<!-- a comment -->
<bosspools>
    <pool name="Caves" doubletrouble="3700">
        <boss id="1" weight="1" />
        <boss id="17" weight="0.25" room="3750"><extra/></boss>
    </pool>
    <pool name="somewhere else"><boss id="3" weight="1"/></pool>
    <pool name="mortis"/>
</bosspools>)";
        BossPoolData data;
        std::string error;
        QVERIFY2(parseBossPoolsXml(text, "bosspools.xml", data, error), error.c_str());
        QCOMPARE(data.pools[4].size(), std::size_t{2});
        QVERIFY(data.pools[4][0] == (BossEntry{1, 1.0f, -1, 0}));
        QVERIFY(data.pools[4][1] == (BossEntry{17, 0.25f, -1, 3750}));
        QCOMPARE(data.dt[4], 3700);
        for (int slot = 0; slot < kBossPoolCount; ++slot)
            QVERIFY(slot == 4 || data.pools[static_cast<std::size_t>(slot)].empty());
        BossPoolData again;
        QVERIFY(parseBossPoolsXml(writeBossPoolsXml(data), "again", again, error));
        QVERIFY(again.pools == data.pools && again.dt == data.dt);
        const BossPoolData &builtin = BossPoolData::builtin();
        QVERIFY2(parseBossPoolsXml(writeBossPoolsXml(builtin), "builtin", again, error), error.c_str());
        QVERIFY(again.pools == builtin.pools && again.dt == builtin.dt);
        QCOMPARE(bossPoolSlotOfName("Burning Basement"), 3);
        QCOMPARE(bossPoolSlotOfName("void"), 26);
        QCOMPARE(bossPoolSlotOfName("greed"), -1);
    }

    void badBossPools_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("root") << "<pools/>"
                              << "line 1: the root element is <pools>, not <bosspools>";
        QTest::newRow("no root") << "<!-- -->"
                                 << "line 1: no <bosspools> element";
        QTest::newRow("unnamed pool") << "<bosspools><pool/></bosspools>"
                                      << "line 1: <pool> has no name";
        QTest::newRow("twice") << "<bosspools><pool name=\"cellar\"/>\n<pool name=\"CELLAR\"/></bosspools>"
                               << "line 2: the pool \"CELLAR\" is given twice";
        QTest::newRow("no id") << "<bosspools><pool name=\"womb\"><boss weight=\"1\"/></pool></bosspools>"
                               << "line 1: <boss> has no id";
        QTest::newRow("no weight") << "<bosspools><pool name=\"womb\"><boss id=\"1\"/></pool></bosspools>"
                                   << "line 1: <boss> has no weight";
        QTest::newRow("bad weight")
            << "<bosspools><pool name=\"womb\"><boss id=\"1\" weight=\"heavy\"/></pool></bosspools>"
            << "<boss> weight=\"heavy\" is not a number";
        QTest::newRow("negative weight")
            << "<bosspools><pool name=\"womb\"><boss id=\"1\" weight=\"-1\"/></pool></bosspools>"
            << "a boss's weight must be at least 0";
        QTest::newRow("bad dt") << "<bosspools><pool name=\"womb\" doubletrouble=\"-3\"/></bosspools>"
                                << "doubletrouble=\"-3\" is not a whole number from 0 to 65535";
        QString many = QStringLiteral("<bosspools><pool name=\"sheol\">");
        for (int i = 0; i <= kMaxPoolEntries; ++i)
            many += QStringLiteral("<boss id=\"%1\" weight=\"1\"/>").arg(i);
        QTest::newRow("too many") << many + QStringLiteral("</pool></bosspools>")
                                  << QStringLiteral("a pool of more than %1 bosses").arg(kMaxPoolEntries);
        QTest::newRow("unclosed") << "<bosspools><pool name=\"sheol\">"
                                  << "the file ends inside <pool>";
    }
    void badBossPools() {
        QFETCH(QString, text);
        QFETCH(QString, message);
        BossPoolData data;
        data.dt[3] = 9;
        std::string error;
        QVERIFY(!parseBossPoolsXml(text.toStdString(), "pools.xml", data, error));
        QVERIFY2(error.rfind("pools.xml: line ", 0) == 0, error.c_str());
        QVERIFY2(QString::fromStdString(error).contains(message), error.c_str());
        QCOMPARE(data.dt[3], 9); // left as it was
    }

    // bossportraits.xml: each boss's id, name and achievement (optional, -1); <alt> children and other
    // attributes ignored; applyPortraits gives the pools' entries their achievements.
    void bossPortraits() {
        const std::string text = R"(<bosses root="gfx/ui/boss/" anm2="versusscreen.anm2">
    <boss id="76" name="Wormwood" nameimage="a.png" portrait="b.png" pivotX="84" pivotY="144" achievement="70">
        <alt stage="28" portrait="c.png" />
    </boss>
    <boss id="1" name="Monstro &amp; co"/>
</bosses>)";
        std::vector<BossPortrait> bosses;
        std::string error;
        QVERIFY2(parseBossPortraitsXml(text, "bossportraits.xml", bosses, error), error.c_str());
        QCOMPARE(bosses.size(), std::size_t{2});
        QVERIFY(bosses[0] == (BossPortrait{76, "Wormwood", 70}));
        QVERIFY(bosses[1] == (BossPortrait{1, "Monstro & co", -1}));
        std::vector<BossPortrait> again;
        QVERIFY(parseBossPortraitsXml(writeBossPortraitsXml(bosses), "again", again, error));
        QVERIFY(again == bosses);
        BossPoolData pools;
        pools.pools[27] = {{76, 1.0f}, {1, 1.0f}, {5, 1.0f}};
        applyPortraits(pools, bosses);
        QCOMPARE(pools.pools[27][0].achievement, 70);
        QCOMPARE(pools.pools[27][1].achievement, -1);
        QCOMPARE(pools.pools[27][2].achievement, -1);
        QVERIFY(!parseBossPortraitsXml("<bosses><boss name=\"x\"/></bosses>", "p.xml", bosses, error));
        QVERIFY2(error == "p.xml: line 1: <boss> has no id", error.c_str());
        QCOMPARE(bosses.size(), std::size_t{2}); // left as it was
        QVERIFY(!parseBossPortraitsXml("<bosses><boss id=\"1\" achievement=\"x\"/></bosses>", "p.xml", bosses,
                                       error));
    }

    // A game-data folder's bosspools.xml and bossportraits.xml: read beside rooms/ (or beside the folder of
    // room files given), the achievements applied to the pools; a bad one loads nothing.
    void bossFilesInAFolder() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string base = dir.path().toStdString();
        std::filesystem::create_directories(base + "/rooms");
        const auto stb = writeStb(testCatalog());
        std::ofstream(base + "/rooms/01.basement.stb", std::ios::binary)
            .write(reinterpret_cast<const char *>(stb.data()), static_cast<std::streamsize>(stb.size()));
        RoomFileSet set;
        std::string error;
        QVERIFY2(loadRoomFolder(base, set, error), error.c_str());
        QVERIFY(!set.bossPools && set.portraits.empty() && set.bossPoolsFile.empty());
        BossPoolData pools;
        pools.pools[1] = {{1, 1.0f}, {20, 0.5f}};
        std::ofstream(base + "/bosspools.xml") << writeBossPoolsXml(pools);
        const std::vector<BossPortrait> portraits{{20, "Steven", 16}};
        std::ofstream(base + "/bossportraits.xml") << writeBossPortraitsXml(portraits);
        for (const std::string &given : {base, base + "/rooms"}) {
            QVERIFY2(loadRoomFolder(given, set, error), error.c_str());
            QVERIFY(set.bossPools);
            QCOMPARE(set.bossPools->pools[1].size(), std::size_t{2});
            QCOMPARE(set.bossPools->pools[1][1].achievement, 16);
            QVERIFY(set.portraits == portraits);
            QCOMPARE(set.bossPoolsFile, base + "/bosspools.xml");
            QCOMPARE(set.portraitsFile, base + "/bossportraits.xml");
        }
        std::ofstream(base + "/bosspools.xml") << "<bosspools><pool name=\"womb\"><boss/></pool></bosspools>";
        QVERIFY(!loadRoomFolder(base, set, error));
        QVERIFY2(error == base + "/bosspools.xml: line 1: <boss> has no id", error.c_str());
        QVERIFY(set.files.empty() && !set.bossPools);
    }
};

QTEST_APPLESS_MAIN(TestRoomFiles)
#include "test_roomfiles.moc"
