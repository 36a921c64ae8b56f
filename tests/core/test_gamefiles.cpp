// The game's installation and packed archives (generation.md 15.1, 16): ISAAC against its published vector,
// the name hashes and the checksum against values worked out by hand, our own archives
// (tests/core/archivewriter.h) read back in every mode and block layout, every kind of damaged archive
// refused with the archive and the entry named, which file wins among archives and prefixes, the kinds of
// game folder, and the search for Steam libraries, installations and log files in a fake home.

#include "archivewriter.h"
#include "floorgen/filecatalog.h"
#include "floorgen/gamearchive.h"
#include "floorgen/gamefolder.h"
#include "floorgen/generator.h"
#include "synthcatalog.h"

#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

#include <QTemporaryDir>
#include <QTest>

using namespace floorgen;
using namespace floorgen::testing;
namespace fs = std::filesystem;

Q_DECLARE_METATYPE(std::string)

namespace {

std::vector<unsigned char> pattern(std::size_t n, std::uint32_t seed, bool compressible) {
    std::vector<unsigned char> v(n);
    std::uint32_t s = seed | 1;
    for (std::size_t i = 0; i < n; ++i)
        v[i] = compressible ? static_cast<unsigned char>("room data "[i % 10] + (i / 4096))
                            : static_cast<unsigned char>(synthNext(s) >> 11);
    return v;
}

std::string sourceDir() {
    const char *s = std::getenv("FLOORGEN_SOURCE_DIR");
    return s ? s : ".";
}

// Reads `path` of an archive in memory; "" on success, else the error.
std::string readBack(const std::vector<unsigned char> &archive, const std::string &path,
                     std::vector<unsigned char> &out) {
    ArchiveReader r;
    std::string error;
    if (!r.open(memoryArchiveSource(archive), "test.a", error))
        return error;
    const ArchiveEntry *e = r.find(path);
    if (!e)
        return "not found";
    return r.read(*e, path, out, error) ? std::string() : error;
}

void putAt(std::vector<unsigned char> &v, std::size_t at, std::uint32_t x) {
    for (int i = 0; i < 4; ++i)
        v[at + static_cast<std::size_t>(i)] = static_cast<unsigned char>(x >> (8 * i));
}
std::uint32_t getAt(const std::vector<unsigned char> &v, std::size_t at) {
    return v[at] | v[at + 1] << 8 | v[at + 2] << 16 | static_cast<std::uint32_t>(v[at + 3]) << 24;
}

} // namespace

class TestGameFiles : public QObject {
    Q_OBJECT

private slots:
    // Bob Jenkins' randvect.txt: randinit(TRUE) with a zero seed, then two calls of isaac(), each batch
    // printed in ascending index order. Our stream's first batch is randinit's own, so the vector is words
    // 256..767.
    void isaacPublishedVector() {
        std::ifstream in(sourceDir() + "/tests/data/isaac-randvect.txt");
        QVERIFY2(in, "tests/data/isaac-randvect.txt");
        std::vector<std::uint32_t> expected;
        std::string word;
        while (in >> word)
            expected.push_back(static_cast<std::uint32_t>(std::stoul(word, nullptr, 16)));
        QCOMPARE(expected.size(), std::size_t(512));
        Isaac isaac(std::array<std::uint32_t, 256>{});
        for (int i = 0; i < 256; ++i)
            isaac.next();
        for (std::size_t i = 0; i < expected.size(); ++i)
            QCOMPARE(isaac.next(), expected[i]);
    }

    void nameHashes_data() {
        QTest::addColumn<std::string>("path");
        QTest::addColumn<quint32>("hashA");
        QTest::addColumn<quint32>("hashB");
        // "a": hashA = 5381 * 33 + 97 = 177,670 = 0x2B606; hashB = (0x5BB2220E ^ 0x61) * 0x01000193 mod 2^32
        // = 0x5BB2226F * 0x01000193 = 0xC86C34BD (the low 32 bits of 0x5BB2226F * 0x193 + 0x6F << 24).
        QTest::newRow("a") << std::string("a") << quint32(0x2B606) << quint32(0xC86C34BD);
        // Longer paths, worked out with the same two loops on paper-sized steps (see the comment above).
        QTest::newRow("stages") << std::string("resources/stages.xml") << quint32(0xFE330F15)
                                << quint32(0x0DB9C3E0);
        QTest::newRow("basement") << std::string("resources/rooms/01.basement.stb") << quint32(0x8EADDBE3)
                                  << quint32(0x36346D60);
        // Upper case and backslashes as the game may write them: the same name.
        QTest::newRow("written") << std::string("Resources\\Rooms\\01.Basement.STB") << quint32(0x8EADDBE3)
                                 << quint32(0x36346D60);
        QTest::newRow("dlc3") << std::string("resources-dlc3/bosspools.xml") << quint32(0x29A51645)
                              << quint32(0x53491328);
    }
    void nameHashes() {
        QFETCH(std::string, path);
        QFETCH(quint32, hashA);
        QFETCH(quint32, hashB);
        const std::string n = archiveName(path);
        QCOMPARE(archiveHashA(n), hashA);
        QCOMPARE(archiveHashB(n), hashB);
        // hashA of "a" by the rule itself, as a check on the row above.
        QCOMPARE(archiveHashA("a"), 5381u * 33u + 'a');
    }

    void checksum() {
        QCOMPARE(archiveChecksum({}), 0xABABEB98u); // no chunk
        // "abcd": one word 0x64636261: (0xABABEB98 >> 1) + 0x64636261 + (0xABABEB98 << 31 = 0)
        // = 0x55D5F5CC + 0x64636261 = 0xBA39582D.
        const std::string abcd = "abcd";
        QCOMPARE(archiveChecksum(std::span(reinterpret_cast<const unsigned char *>(abcd.data()), 4)),
                 0xBA39582Du);
        const std::string abcde = "abcde"; // a partial last word: "e" and the buffer's zeros
        QCOMPARE(archiveChecksum(std::span(reinterpret_cast<const unsigned char *>(abcde.data()), 5)),
                 0xDD1CAC7Bu);
        // 513 bytes: the second chunk's word is its byte and bytes 1-3 of the first chunk.
        std::vector<unsigned char> d(513);
        for (std::size_t i = 0; i < d.size(); ++i)
            d[i] = static_cast<unsigned char>(i * 7 + 3);
        QCOMPARE(archiveChecksum(d), 0x7D83098Fu);
        ArchiveChecksum pieces; // fed in pieces: the same
        pieces.add(std::span(d).subspan(0, 100));
        pieces.add(std::span(d).subspan(100));
        QCOMPARE(pieces.finish(), 0x7D83098Fu);
    }

    void keySeed() {
        // x = 0x12345678 then (x << 32) | low 32 bits of x ^ ((x ^ x << 15) << 8) ^ x >> 9; seed words from
        // it.
        const auto seed = archiveKeySeed(0x12345678);
        QCOMPARE(seed[0], 0x51A297A8u);
        QCOMPARE(seed[1], 0xED249087u);
        QCOMPARE(seed[2], 0xF4121505u);
        QCOMPARE(seed[255], 0xC1175BC8u);
    }

    void roundTrip_data() {
        QTest::addColumn<int>("mode");
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("storedFrom");
        QTest::addColumn<bool>("compressible");
        for (const int mode : {0, 2})
            for (const int size : {0, 1, 3, 4, 1023, 1024, 1025, 2048, 5000, 70000})
                for (const bool compressible : {true, false})
                    QTest::addRow("mode %d, %d bytes%s", mode, size, compressible ? "" : ", random")
                        << mode << size << -1 << compressible;
        // The switch to stored blocks: from the first block, in the middle, at the last full block.
        QTest::newRow("stored from block 0") << 2 << 5000 << 0 << false;
        QTest::newRow("stored from block 2") << 2 << 5000 << 2 << true;
        QTest::newRow("1024 bytes stored") << 2 << 1024 << 0 << true;
        QTest::newRow("2048 bytes stored from 1") << 2 << 2048 << 1 << false;
    }
    void roundTrip() {
        QFETCH(int, mode);
        QFETCH(int, size);
        QFETCH(int, storedFrom);
        QFETCH(bool, compressible);
        const auto bytes =
            pattern(static_cast<std::size_t>(size), static_cast<std::uint32_t>(size), compressible);
        const std::vector<ArchiveFile> files{{"resources/other.bin", pattern(77, 5, false)},
                                             {"resources/rooms/01.basement.stb", bytes, storedFrom},
                                             {"resources/last.bin", pattern(3000, 9, true)}};
        const auto archive = writeArchive(mode, files);
        std::vector<unsigned char> out;
        QCOMPARE(readBack(archive, "resources/rooms/01.basement.stb", out), std::string());
        QCOMPARE(out, bytes);
        QCOMPARE(readBack(archive, "RESOURCES\\other.bin", out), std::string());
        QCOMPARE(out, files[0].bytes);
        QCOMPARE(readBack(archive, "resources/last.bin", out), std::string());
        QCOMPARE(out, files[2].bytes);
        if (storedFrom >= 0) { // the block that switches is 1,024 bytes long and not the last
            std::size_t at = 14 + (mode == 2 ? 0 : 0);
            // Skip the first file's blocks.
            for (;;) {
                const std::uint32_t h = getAt(archive, at);
                at += 4 + (h & 0x7FFFFFFF);
                if (h >> 31)
                    break;
            }
            for (int b = 0; b < storedFrom; ++b)
                at += 4 + (getAt(archive, at) & 0x7FFFFFFF);
            QCOMPARE(getAt(archive, at), 1024u);
        }
    }

    // An archive without entries, and an empty file in mode 0 (fuzz_archive found a null pointer passed to
    // memcpy for an empty read: the index of an archive with no entries).
    void emptyArchive() {
        const auto none = writeArchive(2, {});
        ArchiveReader r;
        std::string error;
        QVERIFY2(r.open(memoryArchiveSource(none), "none.a", error), error.c_str());
        QVERIFY(r.entries().empty());
        QVERIFY(!r.find("resources/stages.xml"));
        const auto empty = writeArchive(0, {{"resources/empty.xml", {}}});
        std::vector<unsigned char> out{1};
        QCOMPARE(readBack(empty, "resources/empty.xml", out), std::string());
        QVERIFY(out.empty());
    }

    void badArchives_data() {
        QTest::addColumn<int>("damage");
        QTest::addColumn<std::string>("message");
        QTest::newRow("truncated header")
            << 0 << std::string("repentance.a: too short for an archive's header");
        QTest::newRow("bad magic") << 1 << std::string("repentance.a: not a game archive");
        QTest::newRow("index past the end") << 2 << std::string("repentance.a: the index (2 entries at byte");
        QTest::newRow("data offset past the end")
            << 3 << std::string("resources/stages.xml: its data offset");
        QTest::newRow("length past the end")
            << 4 << std::string("resources/stages.xml: its data (900000 bytes at byte 14) runs past");
        QTest::newRow("block longer than 0x800") << 5 << std::string("is 4095 bytes long, more than 2048");
        QTest::newRow("truncated block") << 6 << std::string("resources/stages.xml: truncated");
        QTest::newRow("inflate fails") << 7 << std::string("does not inflate");
        QTest::newRow("decoded size differs") << 8 << std::string("inflates to");
        QTest::newRow("checksum") << 9 << std::string("resources/stages.xml: checksum");
        QTest::newRow("mode 1 holds a needed file") << 10 << std::string("archive mode 1 is not read here");
        QTest::newRow("stored block past the length") << 11 << std::string("holds more than the");
        QTest::newRow("last block missing") << 12 << std::string("without its last block");
        QTest::newRow("length over 64 MiB") << 13 << std::string("more than a file read here can be");
    }
    void badArchives() {
        QFETCH(int, damage);
        QFETCH(std::string, message);
        QTemporaryDir tmp;
        const fs::path install = tmp.path().toStdString();
        // A good game first, then a damaged archive read last, holding stages.xml.
        auto files = synthGameFiles(1);
        files.resize(3);
        writeSyntheticGame(install, {}, files, {}, {});
        const std::string xml = stagesXmlOf(files);
        std::vector<ArchiveFile> entries{
            {"resources/stages.xml", bytesOfText(xml + std::string(3000, ' ')), damage == 11 ? 1 : -1},
            {"resources/unused.bin", pattern(10, 1, false)}};
        std::vector<unsigned char> a = writeArchive(2, entries);
        const std::uint32_t indexOffset = getAt(a, 8);
        const std::size_t e0 = indexOffset; // the first entry of the index: stages.xml
        switch (damage) {
        case 0:
            a.resize(10);
            break;
        case 1:
            a[3] = 'X';
            break;
        case 2:
            a.resize(indexOffset + 30);
            break;
        case 3:
            putAt(a, e0 + 8, static_cast<std::uint32_t>(a.size() + 10));
            break;
        case 4:
            putAt(a, e0 + 12, 900000);
            break;
        case 5:
            putAt(a, 14, 4095);
            break;
        case 6: // the first block claims 2,048 bytes, more than the archive has after it
            putAt(a, 14, 0x80000800u);
            break;
        case 7:
            for (std::size_t i = 18; i < 30; ++i)
                a[i] = 0xFF;
            break;
        case 8:
            putAt(a, e0 + 12, getAt(a, e0 + 12) - 1);
            break;
        case 9:
            putAt(a, e0 + 16, getAt(a, e0 + 16) ^ 1);
            break;
        case 10:
            a[7] = 1;
            break;
        case 11: // a stored block longer than what is left of the file
            putAt(a, e0 + 12, 1100);
            break;
        case 12: // the last block's flag taken away, nothing after it
        {
            std::vector<unsigned char> only = writeArchive(2, {{"resources/stages.xml", bytesOfText(xml)}});
            const std::uint32_t h = getAt(only, 14);
            putAt(only, 14, h & 0x7FFFFFFF);
            // Move the index in front of the data so that the block is the end of the file.
            const std::uint32_t io = getAt(only, 8);
            std::vector<unsigned char> b(only.begin(), only.begin() + 14);
            b.insert(b.end(), only.begin() + io, only.end());
            putAt(b, 8, 14);
            putAt(b, 14 + 8, 34);
            b.insert(b.end(), only.begin() + 14, only.begin() + io);
            a = b;
            break;
        }
        case 13:
            putAt(a, e0 + 12, 65u << 20);
            break;
        default:
            break;
        }
        // The damaged archive is read last: in place of repentance.a (renamed: a base archive now).
        fs::rename(install / "resources" / "packed" / "repentance.a",
                   install / "resources" / "packed" / "r.a");
        writeBytes(install / "resources" / "packed" / "repentance.a", a);
        RoomFileSet set;
        set.roomCount = 12345; // what the caller had: replaced only on success
        std::string error;
        QVERIFY(!loadGameFolder(install.string(), set, error));
        QVERIFY2(error.find(message) != std::string::npos, error.c_str());
        QVERIFY2(error.find("repentance.a") != std::string::npos, error.c_str()); // the archive, named
        if (damage >= 3 && damage != 10)
            QVERIFY2(error.find("resources/stages.xml") != std::string::npos, error.c_str()); // and the entry
        QCOMPARE(set.roomCount, std::size_t(12345));
        QVERIFY(set.files.empty());
    }

    // 16.2: later archives win, resources-dlc3/ over resources/ in one archive; every file's source recorded.
    void whichFileWins() {
        QTemporaryDir tmp;
        const fs::path install = tmp.path().toStdString() + "/game";
        const fs::path extracted = tmp.path().toStdString() + "/extracted/resources";
        auto files = synthGameFiles(1);
        const std::string pools =
            "<bosspools><pool name=\"basement\"><boss id=\"1\" weight=\"1\"/></pool></bosspools>";
        const std::string portraits = "<bosses><boss id=\"1\" name=\"Monstro\" achievement=\"-1\"/></bosses>";
        writeSyntheticGame(install, extracted, files, pools, portraits);
        RoomFileSet packed, loose;
        std::string error;
        QVERIFY2(loadGameFolder(install.string(), packed, error), error.c_str());
        QVERIFY2(loadGameFolder(extracted.parent_path().string(), loose, error), error.c_str());
        QCOMPARE(packed.files.size(), files.size());
        QCOMPARE(packed.roomCount, loose.roomCount);
        for (std::size_t i = 0; i < files.size(); ++i) {
            QCOMPARE(packed.files[i].first, loose.files[i].first);
            QVERIFY(packed.files[i].second.rooms == loose.files[i].second.rooms);
        }
        QVERIFY(packed.bossPools.has_value());
        QCOMPARE(packed.portraits, loose.portraits);
        QCOMPARE(packed.edition, std::string("Repentance or Repentance+"));
        // Sources: stages.xml from repentance.a; file 1 from afterbirthp.a, 2 from repentance.a's dlc3, 3
        // rooms.a.
        const auto sourceOf = [&](const std::string &file) {
            for (const auto &s : packed.sources)
                if (s.file == file)
                    return fs::path(s.archive).filename().string() + ":" + s.path;
            return std::string();
        };
        QCOMPARE(sourceOf("stages.xml"), std::string("repentance.a:resources/stages.xml"));
        QCOMPARE(sourceOf("01.basement.stb"), std::string("afterbirthp.a:resources/rooms/01.basement.stb"));
        QCOMPARE(sourceOf("02.cellar.stb"), std::string("repentance.a:resources-dlc3/rooms/02.cellar.stb"));
        QCOMPARE(sourceOf("03.burning basement.stb"),
                 std::string("rooms.a:resources/rooms/03.burning basement.stb"));
        QCOMPARE(sourceOf("bosspools.xml"), std::string("afterbirthp.a:resources-dlc3/bosspools.xml"));
        QCOMPARE(packed.sources.size(), files.size() + 3);
        // The mode-1 archive holds nothing needed: skipped with a note.
        QVERIFY(std::any_of(packed.notes.begin(), packed.notes.end(), [](const std::string &n) {
            return n.find("music.a (archive mode 1) not read") == 0;
        }));
        // Never written: every archive keeps its time and size (the folder is read only for this check).
        fs::permissions(install / "resources" / "packed",
                        fs::perms::owner_write | fs::perms::group_write | fs::perms::others_write,
                        fs::perm_options::remove);
        RoomFileSet again;
        QVERIFY2(loadGameFolder(install.string(), again, error), error.c_str());
        fs::permissions(install / "resources" / "packed", fs::perms::owner_write, fs::perm_options::add);
    }

    void folderKinds() {
        QTemporaryDir tmp;
        const fs::path base = tmp.path().toStdString();
        auto files = synthGameFiles(1);
        files.resize(2);
        writeSyntheticGame(base / "install", base / "extracted_resources" / "resources", files, {}, {});
        // The macOS bundle: Steam's folder holds the .app.
        writeSyntheticGame(base / "mac" / "The Binding of Isaac Rebirth.app" / "Contents" / "Resources", {},
                           files, {}, {});
        struct Case {
            fs::path dir;
            GameFolder::Kind kind;
        };
        const Case cases[] = {
            {base / "install", GameFolder::Kind::Installation},
            {base / "install" / "resources" / "packed", GameFolder::Kind::PackedFolder},
            {base / "install" / "resources" / "packed" / "", GameFolder::Kind::PackedFolder},
            {base / "mac", GameFolder::Kind::MacBundle},
            {base / "mac" / "The Binding of Isaac Rebirth.app", GameFolder::Kind::MacBundle},
            {base, GameFolder::Kind::Extracted}, // holds extracted_resources/resources
            {base / "extracted_resources", GameFolder::Kind::Extracted},
            {base / "extracted_resources" / "resources", GameFolder::Kind::Extracted},
            {base / "extracted_resources" / "resources" / "rooms", GameFolder::Kind::RoomFiles},
        };
        for (const Case &c : cases) {
            GameFolder g;
            std::string error;
            QVERIFY2(resolveGameFolder(c.dir.string(), g, error), (c.dir.string() + ": " + error).c_str());
            QCOMPARE(static_cast<int>(g.kind), static_cast<int>(c.kind));
            RoomFileSet set;
            QVERIFY2(loadGameFolder(c.dir.string(), set, error), (c.dir.string() + ": " + error).c_str());
            QCOMPARE(set.files.size(), std::size_t(2));
        }
        // None of them: refused, saying what was looked for.
        fs::create_directories(base / "empty");
        GameFolder g;
        std::string error;
        QVERIFY(!resolveGameFolder((base / "empty").string(), g, error));
        QVERIFY2(error.find("resources/packed/*.a") != std::string::npos, error.c_str());
        QVERIFY2(error.find("NN.name.stb") != std::string::npos, error.c_str());
        QVERIFY(!resolveGameFolder((base / "missing").string(), g, error));
        QVERIFY2(error.find("no such folder") != std::string::npos, error.c_str());
    }

    void editions_data() {
        QTest::addColumn<std::string>("archives");
        QTest::addColumn<std::string>("edition");
        QTest::newRow("repentance") << std::string("rooms.a afterbirthp.a repentance.a")
                                    << std::string("Repentance or Repentance+");
        QTest::newRow("afterbirth+") << std::string("rooms.a afterbirth.a afterbirthp.a")
                                     << std::string("Afterbirth+");
        QTest::newRow("afterbirth") << std::string("rooms.a afterbirth.a") << std::string("Afterbirth");
        QTest::newRow("rebirth") << std::string("rooms.a config.a") << std::string("Rebirth");
        QTest::newRow("none") << std::string("") << std::string("");
    }
    void editions() {
        QFETCH(std::string, archives);
        QFETCH(std::string, edition);
        std::vector<std::string> names;
        std::istringstream in(archives);
        for (std::string n; in >> n;)
            names.push_back(n);
        QCOMPARE(editionName(editionOfArchives(names)), edition);
        // The reading order of 16.2.
        const auto order = archiveOrder(
            {"repentance.a", "zz.a", "afterbirthp.a", "config.a", "rooms.a", "afterbirth.a", "aa.a"});
        QCOMPARE(order, (std::vector<std::string>{"rooms.a", "config.a", "aa.a", "zz.a", "afterbirth.a",
                                                  "afterbirthp.a", "repentance.a"}));
    }

    void libraryFolders() {
        // The current form, with escaped backslashes and other keys; the older form.
        const std::string current = R"("libraryfolders"
{
	"0"
	{
		"path"		"/home/u/.local/share/Steam"
		"label"		""
		"apps" { "250900"		"123" }
	}
	// a comment
	"1"
	{
		"path"		"D:\\Games\\SteamLibrary"
		"contentid"		"42"
	}
})";
        QCOMPARE(parseLibraryFolders(current),
                 (std::vector<std::string>{"/home/u/.local/share/Steam", "D:\\Games\\SteamLibrary"}));
        const std::string older = R"("LibraryFolders"
{
	"TimeNextStatsReport"		"1700000000"
	"ContentStatsID"		"-123"
	"1"		"/mnt/games/SteamLibrary"
	"2"		"E:\\Steam"
})";
        QCOMPARE(parseLibraryFolders(older),
                 (std::vector<std::string>{"/mnt/games/SteamLibrary", "E:\\Steam"}));
        QVERIFY(parseLibraryFolders("").empty());
        QVERIFY(parseLibraryFolders("\"a\" { \"1\" { \"path\" ").empty()); // cut short: nothing, no crash
    }

    // A fake home: Steam's roots (one a link to another, one a loop of links), libraryfolders.vdf naming a
    // second library in each form, the game in the second library with a Proton prefix holding a log, the
    // Flatpak's Steam, a native log, an unreadable folder.
    void findGame() {
        QTemporaryDir tmp;
        const fs::path base = tmp.path().toStdString();
        const fs::path home = base / "home";
        const fs::path root = home / ".local" / "share" / "Steam";
        const fs::path lib2 = base / "mnt" / "games" / "SteamLibrary";
        const fs::path lib3 = base / "mnt" / "old";
        fs::create_directories(root / "steamapps");
        fs::create_directories(home / ".steam");
        fs::create_directory_symlink(root, home / ".steam" / "steam");
        fs::create_directory_symlink(home / ".steam" / "root", home / ".steam" / "root"); // a loop
        std::ofstream(root / "steamapps" / "libraryfolders.vdf")
            << "\"libraryfolders\"\n{\n\t\"0\"\n\t{\n\t\t\"path\"\t\t\"" << root.string()
            << "\"\n\t}\n\t\"1\"\n\t{\n\t\t\"path\"\t\t\"" << lib2.string() << "\"\n\t}\n}\n";
        const fs::path flatpak =
            home / ".var" / "app" / "com.valvesoftware.Steam" / ".local" / "share" / "Steam";
        fs::create_directories(flatpak / "steamapps");
        std::ofstream(flatpak / "steamapps" / "libraryfolders.vdf")
            << "\"LibraryFolders\"\n{\n\t\"1\"\t\t\"" << lib3.string() << "\"\n\t\"2\"\t\t\""
            << (base / "gone").string() << "\"\n}\n";
        auto files = synthGameFiles(1);
        files.resize(1);
        const fs::path game = lib2 / "steamapps" / "common" / "The Binding of Isaac Rebirth";
        writeSyntheticGame(game, {}, files, {}, {});
        const fs::path myGames = lib2 / "steamapps" / "compatdata" / "250900" / "pfx" / "drive_c" / "users" /
                                 "steamuser" / "Documents" / "My Games";
        fs::create_directories(myGames / "Binding of Isaac Repentance+");
        std::ofstream(myGames / "Binding of Isaac Repentance+" / "log.txt") << "[INFO] - RNG Start Seed\n";
        const fs::path native = home / ".local" / "share" / "binding of isaac afterbirth+";
        fs::create_directories(native);
        std::ofstream(native / "log.txt") << "log\n";
        // An Afterbirth+ copy in the third library (the Flatpak's, older vdf form).
        writeSyntheticGame(lib3 / "steamapps" / "common" / "The Binding of Isaac Rebirth", {}, files, {}, {});
        fs::rename(lib3 / "steamapps" / "common" / "The Binding of Isaac Rebirth" / "resources" / "packed" /
                       "repentance.a",
                   lib3 / "steamapps" / "common" / "The Binding of Isaac Rebirth" / "resources" / "packed" /
                       "x.a");
        // An unreadable folder where a library's steamapps would be (no effect when running as root).
        fs::create_directories(base / "locked" / "steamapps");
        fs::permissions(base / "locked", fs::perms::none);

        GameSearchEnvironment env{home.string(), {}, {(base / "locked").string()}};
        const auto libraries = findSteamLibraries(env);
        std::vector<std::string> paths;
        for (const auto &l : libraries)
            paths.push_back(l.path);
        QVERIFY2(std::find(paths.begin(), paths.end(), fs::canonical(root).string()) != paths.end(),
                 root.c_str());
        QVERIFY(std::find(paths.begin(), paths.end(), fs::canonical(lib2).string()) != paths.end());
        QVERIFY(std::find(paths.begin(), paths.end(), fs::canonical(lib3).string()) != paths.end());
        QCOMPARE(std::count(paths.begin(), paths.end(), fs::canonical(root).string()), 1); // the link: once

        const auto found = findGameInstallations(env);
        QCOMPARE(found.size(), std::size_t(2));
        QCOMPARE(found[0].folder,
                 (fs::canonical(lib2) / "steamapps" / "common" / "The Binding of Isaac Rebirth").string());
        QCOMPARE(found[0].edition, GameEdition::RepentancePlus); // told apart by the prefix's folder
        QVERIFY(!found[0].flatpak);
        QCOMPARE(found[1].edition, GameEdition::AfterbirthPlus);
        QVERIFY(found[1].flatpak);

        const auto logs = findGameLogs(env);
        std::vector<GameLogFile> existing;
        for (const auto &l : logs)
            if (l.exists)
                existing.push_back(l);
        QCOMPARE(existing.size(), std::size_t(2));
        QCOMPARE(existing[0].where, std::string("proton"));
        QCOMPARE(existing[0].edition, GameEdition::RepentancePlus);
        QCOMPARE(existing[0].path,
                 (fs::canonical(myGames) / "Binding of Isaac Repentance+" / "log.txt").string());
        QCOMPARE(existing[1].where, std::string("linux"));
        QCOMPARE(existing[1].edition, GameEdition::AfterbirthPlus);
        QVERIFY(logs.size() > existing.size()); // the other candidates, not there now
        QVERIFY(logs.front().exists);

        // No home: nothing found, no crash; the extra root alone is looked at.
        GameSearchEnvironment none;
        QVERIFY(findGameInstallations(none).empty());
        QVERIFY(std::none_of(findGameLogs(none).begin(), findGameLogs(none).end(),
                             [](const GameLogFile &l) { return l.exists; }));
        GameSearchEnvironment onlyRoot{{}, {}, {lib2.string()}};
        QCOMPARE(findGameInstallations(onlyRoot).size(), std::size_t(1));
        fs::permissions(base / "locked", fs::perms::owner_all);
    }

    // 16.1's last point: an enabled mod with room files is named; a disabled one is not.
    void modsNoted() {
        QTemporaryDir tmp;
        const fs::path install = tmp.path().toStdString();
        auto files = synthGameFiles(1);
        files.resize(2);
        writeSyntheticGame(install, {}, files, {}, {});
        fs::create_directories(install / "mods" / "better rooms" / "resources" / "rooms");
        std::ofstream(install / "mods" / "better rooms" / "resources" / "rooms" / "01.basement.stb") << "x";
        fs::create_directories(install / "mods" / "off" / "content" / "rooms");
        std::ofstream(install / "mods" / "off" / "content" / "rooms" / "04.caves.stb") << "x";
        std::ofstream(install / "mods" / "off" / "disable.it") << "";
        RoomFileSet set;
        std::string error;
        QVERIFY2(loadGameFolder(install.string(), set, error), error.c_str());
        std::string all;
        for (const auto &n : set.notes)
            all += n + "\n";
        QVERIFY2(all.find("a mod changes the rooms of: 01.basement.stb (mod \"better rooms\")") !=
                     std::string::npos,
                 all.c_str());
        QVERIFY2(all.find("04.caves") == std::string::npos, all.c_str());
    }

    // repentance.md R23.5: REPENTOGON 1.1.x (its Repentogon/ folder, whose copy of the game's room files is
    // read), legacy 1.0.x (its DLLs in the game folder), and a vanilla game with the Workshop item
    // subscribed (not the loader). The copy's files differ from the game's: its first room's variant.
    void repentogonInstallations() {
        QTemporaryDir tmp;
        const fs::path base = tmp.path().toStdString();
        auto files = synthGameFiles(1);
        files.resize(2);
        auto older = files;
        older[0].second.rooms[0].variant = 4242;
        const auto touch = [](const fs::path &p) {
            fs::create_directories(p.parent_path());
            std::ofstream(p) << "x";
        };
        const auto firstVariant = [](const RoomFileSet &set) {
            return set.files.empty() || set.files[0].second.rooms.empty()
                       ? 0u
                       : set.files[0].second.rooms[0].variant;
        };
        struct Case {
            const char *name;
            RepentogonInstall kind;
            bool copy;
        };
        for (const Case &c : {Case{"current", RepentogonInstall::Current, true},
                              Case{"current without a copy", RepentogonInstall::Current, false},
                              Case{"legacy", RepentogonInstall::Legacy, false},
                              Case{"marker alone", RepentogonInstall::None, false},
                              Case{"workshop item", RepentogonInstall::None, false}}) {
            const fs::path lib = base / c.name;
            const fs::path install = lib / "steamapps" / "common" / "The Binding of Isaac Rebirth";
            writeSyntheticGame(install, {}, files, {}, {});
            const std::string name = c.name;
            if (name.starts_with("current")) {
                for (const char *f : {".repentogon", "zhlLoader.dll", "libzhl.dll", "zhlREPENTOGON.dll"})
                    touch(install / "Repentogon" / f);
                fs::create_directories(base / "REPENTOGONLauncher");
                if (c.copy)
                    writeSyntheticGame(install / "Repentogon", {}, older, {}, {});
            } else if (name == "legacy") {
                for (const char *f : {"dsound.dll", "libzhl.dll", "zhlREPENTOGON.dll"})
                    touch(install / f);
            } else if (name == "marker alone") {
                touch(install / "Repentogon" / ".repentogon");
                writeSyntheticGame(install / "Repentogon", {}, older, {}, {});
            } else {
                touch(install / "mods" / "repentogon_3127536138" / "metadata.xml");
            }
            QCOMPARE(repentogonInstallOf(install.string()), c.kind);
            GameFolder folder;
            std::string error;
            QVERIFY2(resolveGameFolder(install.string(), folder, error), error.c_str());
            QCOMPARE(folder.repentogon, c.kind);
            QCOMPARE(folder.repentogonCopy, c.copy);
            RoomFileSet set;
            QVERIFY2(loadGameFolder(install.string(), set, error), error.c_str());
            QCOMPARE(set.repentogon, c.kind != RepentogonInstall::None);
            QCOMPARE(firstVariant(set), c.copy ? 4242u : files[0].second.rooms[0].variant);
            std::string notes;
            for (const auto &n : set.notes)
                notes += n + "\n";
            QCOMPARE(notes.find("REPENTOGON") != std::string::npos, c.kind != RepentogonInstall::None);
            QCOMPARE(notes.find("Repentogon copy") != std::string::npos, c.copy);
            if (c.copy)
                QVERIFY(set.sources.empty() ||
                        set.sources[0].archive.find("Repentogon") != std::string::npos);
            // The game finder says so.
            const GameSearchEnvironment env{{}, {}, {lib.string()}};
            const auto found = findGameInstallations(env);
            QCOMPARE(found.size(), std::size_t(1));
            QCOMPARE(found[0].repentogon, c.kind);
        }
        QCOMPARE(repentogonInstallName(RepentogonInstall::None), std::string());
        QVERIFY(!repentogonInstallName(RepentogonInstall::Legacy).empty());
    }
};

QTEST_GUILESS_MAIN(TestGameFiles)
#include "test_gamefiles.moc"
