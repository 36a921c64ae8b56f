// The game's installation through the CLI (generation.md 15.1, 16): a whole synthetic game packed into an
// installation folder gives the same floors, byte for byte, as the same files extracted (both rule sets; the
// floor JSON's `gameData` apart, which names where the files came from); `gameData` names each file's archive
// and path and the edition; a damaged archive is refused (exit 2) naming the archive and the entry;
// `find-game` finds the installation and the logs of a fake home, and runs without a home.

#include "../core/archivewriter.h"
#include "../core/synthcatalog.h"
#include "clirunner.h"

#include <filesystem>
#include <fstream>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace floorgen;
using namespace floorgen::testing;
namespace fs = std::filesystem;

namespace {

QString q(const fs::path &p) {
    return QString::fromStdString(p.string());
}

// The batch input: `count` stage seeds of every stage and stage type of a rule set.
QByteArray batchInput(const char *ruleset, bool alternate, int count) {
    QByteArray in;
    for (int stage = 1; stage <= 12; ++stage)
        for (int type : {0, 1, 2, 4, 5}) {
            if (type >= 4 && (!alternate || stage > 8))
                continue;
            for (int k = 0; k < count; ++k)
                in += QStringLiteral(
                          "{\"stageSeed\": %1, \"stage\": %2, \"stageType\": %3, \"ruleset\": \"%4\"}\n")
                          .arg(1000 + 7919 * k + stage * 31 + type)
                          .arg(stage)
                          .arg(type)
                          .arg(QLatin1String(ruleset))
                          .toUtf8();
        }
    return in;
}

// The batch's lines with `gameData` taken out (it names the folder and the archives, which differ).
QStringList floorsWithout(const Run &r) {
    QStringList out;
    for (const QString &line : r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        QJsonObject o = QJsonDocument::fromJson(line.toUtf8()).object();
        o.remove(QStringLiteral("gameData"));
        out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
    }
    return out;
}

std::vector<std::pair<int, RoomFile>> roomsD() {
    std::vector<std::pair<int, RoomFile>> files;
    const char *src = std::getenv("FLOORGEN_SOURCE_DIR");
    for (const auto &entry :
         fs::directory_iterator(fs::path(src ? src : ".") / "tests" / "data" / "rooms-D-stb")) {
        RoomFile f;
        std::string error;
        if (!readRoomFile(entry.path().string(), f, error))
            qFatal("%s", error.c_str());
        f.name = entry.path().filename().string();
        files.emplace_back(stageIdOfName(f.name), std::move(f));
    }
    std::sort(files.begin(), files.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    return files;
}

} // namespace

class TestGameFolderCli : public QObject {
    Q_OBJECT

private slots:
    void packedEqualsExtracted_data() {
        QTest::addColumn<QString>("set");
        QTest::addColumn<QString>("ruleset");
        QTest::newRow("synthetic game, repentance")
            << QStringLiteral("synth") << QStringLiteral("repentance");
        QTest::newRow("synthetic game, afterbirth-plus")
            << QStringLiteral("synth") << QStringLiteral("afterbirth-plus");
        QTest::newRow("rooms-D, afterbirth-plus") << QStringLiteral("D") << QStringLiteral("afterbirth-plus");
    }
    void packedEqualsExtracted() {
        QFETCH(QString, set);
        QFETCH(QString, ruleset);
        QTemporaryDir tmp;
        const fs::path install = tmp.path().toStdString() + "/The Binding of Isaac Rebirth";
        const fs::path extracted = tmp.path().toStdString() + "/extracted/resources";
        std::string pools, portraits;
        auto files = set == QLatin1String("D") ? roomsD() : synthGameFiles();
        if (set == QLatin1String("synth")) {
            for (auto &[id, f] : files)
                furnish(f); // spawns: bigger files, several blocks each
            // Boss pools of our own: two bosses a pool for the main path, with portraits.
            BossPoolData data;
            for (std::int16_t slot = 1; slot <= 17; ++slot)
                data.pools[static_cast<std::size_t>(slot)] = {
                    BossEntry{slot, 1.0f}, BossEntry{static_cast<std::int16_t>(slot + 20), 0.5f}};
            pools = writeBossPoolsXml(data);
            std::vector<BossPortrait> bosses;
            for (int id = 1; id <= 40; ++id)
                bosses.push_back({id, "Boss " + std::to_string(id), -1});
            portraits = writeBossPortraitsXml(bosses);
        }
        writeSyntheticGame(install, extracted, files, pools, portraits);
        const QByteArray in =
            batchInput(ruleset.toLatin1().constData(), ruleset == QLatin1String("repentance"), 6);
        const Run packed = runTool({QStringLiteral("batch"), QStringLiteral("--game-data"), q(install)}, in);
        const Run loose = runTool({QStringLiteral("batch"), QStringLiteral("--game-data"), q(extracted)}, in);
        QCOMPARE(packed.rc, loose.rc);
        QVERIFY2(packed.err.isEmpty() || packed.err == loose.err, qPrintable(packed.err));
        const QStringList a = floorsWithout(packed), b = floorsWithout(loose);
        QCOMPARE(a.size(), in.count('\n'));
        QCOMPARE(a, b);
        qsizetype layouts = 0; // the files were used: rooms name their layouts
        static const QRegularExpression named(QStringLiteral("\"layout\":\\{\"difficulty\":\\d"));
        for (const QString &line : a)
            layouts += line.count(named);
        QVERIFY2(layouts > a.size() * 5, qPrintable(QString::number(layouts)));
        // gameData names every file's archive and path, and the edition.
        const QJsonObject floor =
            QJsonDocument::fromJson(packed.out.section(QLatin1Char('\n'), 0, 0).toUtf8()).object();
        const QJsonObject data = floor.value(QStringLiteral("gameData")).toObject();
        QCOMPARE(data.value(QStringLiteral("edition")).toString(),
                 QStringLiteral("Repentance or Repentance+"));
        const QJsonArray sources = data.value(QStringLiteral("sources")).toArray();
        QCOMPARE(sources.size(), static_cast<qsizetype>(files.size() + 1 + (pools.empty() ? 0 : 2)));
        bool sawDlc3 = false;
        for (const QJsonValue &v : sources) {
            const QJsonObject s = v.toObject();
            QVERIFY(s.value(QStringLiteral("archive")).toString().endsWith(QLatin1String(".a")));
            sawDlc3 =
                sawDlc3 ||
                s.value(QStringLiteral("path")).toString().startsWith(QLatin1String("resources-dlc3/rooms/"));
        }
        QVERIFY(sawDlc3);
        // Extracted: the same keys, no archive.
        const QJsonObject looseData =
            QJsonDocument::fromJson(loose.out.section(QLatin1Char('\n'), 0, 0).toUtf8())
                .object()
                .value(QStringLiteral("gameData"))
                .toObject();
        QVERIFY(looseData.value(QStringLiteral("edition")).isNull());
        QVERIFY(looseData.value(QStringLiteral("sources"))
                    .toArray()
                    .first()
                    .toObject()
                    .value(QStringLiteral("archive"))
                    .isNull());
    }

    void damagedArchiveRefused() {
        QTemporaryDir tmp;
        const fs::path install = tmp.path().toStdString();
        auto files = synthGameFiles(1);
        writeSyntheticGame(install, {}, files, {}, {});
        // Cut afterbirthp.a in the middle of its data.
        const fs::path a = install / "resources" / "packed" / "afterbirthp.a";
        std::ifstream in(a, std::ios::binary);
        std::vector<unsigned char> bytes((std::istreambuf_iterator<char>(in)), {});
        in.close();
        bytes[14 + 20] ^= 0x55; // inside the first file's first deflate block
        writeBytes(a, bytes);
        const Run r = runTool({QStringLiteral("generate"), QStringLiteral("--stage-seed"),
                               QStringLiteral("5"), QStringLiteral("--game-data"), q(install)});
        QCOMPARE(r.rc, 2);
        QVERIFY2(r.err.contains(QLatin1String("afterbirthp.a: resources/rooms/")), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void findGame() {
        QTemporaryDir tmp;
        const fs::path home = tmp.path().toStdString() + "/home";
        const fs::path root = home / ".local" / "share" / "Steam";
        const fs::path lib = tmp.path().toStdString() + "/library";
        fs::create_directories(root / "steamapps");
        std::ofstream(root / "steamapps" / "libraryfolders.vdf")
            << "\"libraryfolders\" { \"0\" { \"path\" \"" << root.string() << "\" } \"1\" { \"path\" \""
            << lib.string() << "\" } }";
        auto files = synthGameFiles(1);
        files.resize(2); // the special rooms and the Basement
        const fs::path game = lib / "steamapps" / "common" / "The Binding of Isaac Rebirth";
        writeSyntheticGame(game, {}, files, {}, {});
        fs::create_directories(game / "mods" / "repentogon_3127536138");
        fs::create_directories(game / "Repentogon");
        const fs::path logDir = lib / "steamapps" / "compatdata" / "250900" / "pfx" / "drive_c" / "users" /
                                "steamuser" / "Documents" / "My Games" / "Binding of Isaac Repentance+";
        fs::create_directories(logDir);
        std::ofstream(logDir / "log.txt") << "[INFO] - Level::Init m_Stage 1, m_StageType 0 Seed 1\n";
        const Run r = runTool({QStringLiteral("find-game"), QStringLiteral("--home"), q(home)});
        QCOMPARE(r.rc, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonArray installs = o.value(QStringLiteral("installations")).toArray();
        QCOMPARE(installs.size(), 1);
        QCOMPARE(installs[0].toObject().value(QStringLiteral("folder")).toString(),
                 q(fs::canonical(lib) / "steamapps" / "common" / "The Binding of Isaac Rebirth"));
        QCOMPARE(installs[0].toObject().value(QStringLiteral("edition")).toString(),
                 QStringLiteral("Repentance+"));
        const QJsonArray logs = o.value(QStringLiteral("logs")).toArray();
        QCOMPARE(logs.size(), 1);
        QCOMPARE(logs[0].toObject().value(QStringLiteral("path")).toString(),
                 q(fs::canonical(logDir) / "log.txt"));
        QCOMPARE(logs[0].toObject().value(QStringLiteral("where")).toString(), QStringLiteral("proton"));
        QCOMPARE(o.value(QStringLiteral("steamLibraries")).toArray().size(), 2);
        // --all-logs: every candidate, each saying whether it is there.
        const Run all = runTool(
            {QStringLiteral("find-game"), QStringLiteral("--home"), q(home), QStringLiteral("--all-logs")});
        const QJsonArray every =
            QJsonDocument::fromJson(all.out.toUtf8()).object().value(QStringLiteral("logs")).toArray();
        QVERIFY(every.size() > 10);
        QVERIFY(every[0].toObject().value(QStringLiteral("exists")).toBool());
        QVERIFY(!every.last().toObject().value(QStringLiteral("exists")).toBool());
        // The installation found is what --game-data takes.
        QCOMPARE(runTool({QStringLiteral("generate"), QStringLiteral("--stage-seed"), QStringLiteral("5"),
                          QStringLiteral("--ruleset"), QStringLiteral("afterbirth-plus"),
                          QStringLiteral("--game-data"),
                          installs[0].toObject().value(QStringLiteral("folder")).toString()})
                     .rc,
                 0);
        // No home: nothing found, exit 0.
        const QByteArray savedHome = qgetenv("HOME");
        qunsetenv("HOME");
        const Run none = runTool({QStringLiteral("find-game")});
        qputenv("HOME", savedHome);
        QCOMPARE(none.rc, 0);
        QVERIFY(QJsonDocument::fromJson(none.out.toUtf8()).object().value(QStringLiteral("home")).isNull());
        // Issue 46 point 10: and a sentence says so; an empty home too, naming it. Found: no sentence.
        QVERIFY2(none.err.startsWith(QStringLiteral("find-game: no home folder")), qPrintable(none.err));
        QTemporaryDir empty;
        const Run nothing = runTool({QStringLiteral("find-game"), QStringLiteral("--home"), empty.path()});
        QCOMPARE(nothing.rc, 0);
        QVERIFY2(
            nothing.err.contains(QStringLiteral("no installation of The Binding of Isaac and no log.txt")) &&
                nothing.err.contains(empty.path()),
            qPrintable(nothing.err));
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        verifyRefused(runTool({QStringLiteral("find-game"), QStringLiteral("--bogus")}),
                      QStringLiteral("unknown argument"));
        QVERIFY(!installs[0].toObject().contains(QStringLiteral("repentogon")));
        // repentance.md R23.5: REPENTOGON installed (its Repentogon/ folder and DLLs) is named, and the
        // variant proposed; the Workshop item alone (above: none) is not the loader.
        for (const char *f : {".repentogon", "zhlLoader.dll", "libzhl.dll", "zhlREPENTOGON.dll"})
            std::ofstream(fs::path(game / "Repentogon").string() + "/" + f) << "x";
        const Run withLoader = runTool({QStringLiteral("find-game"), QStringLiteral("--home"), q(home)});
        QCOMPARE(withLoader.rc, 0);
        const QJsonObject found = QJsonDocument::fromJson(withLoader.out.toUtf8())
                                      .object()
                                      .value(QStringLiteral("installations"))
                                      .toArray()[0]
                                      .toObject();
        QCOMPARE(found.value(QStringLiteral("repentogon")).toString(),
                 QStringLiteral("REPENTOGON 1.1 or later"));
        QCOMPARE(found.value(QStringLiteral("ruleVariant")).toString(), QStringLiteral("repentogon"));
    }
};

QTEST_GUILESS_MAIN(TestGameFolderCli)
#include "test_gamefolder_cli.moc"
