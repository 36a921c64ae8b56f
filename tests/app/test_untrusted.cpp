// Issue 49: never trust a file we did not write. A settings file that is a link (to anything) is never
// written through, and one larger than AppSettings::kMaxFileBytes is never read: both stay in memory for the
// session, and the app says so. A game folder whose room files decode to more than kMaxGameDataBytes, or hold
// more than kMaxGameRooms rooms (an archive entry counted once for every stage id that names it), is refused
// with a message, before the bytes are decoded where the sizes tell. The archives are our own
// (archivewriter.h): one of 1.9 MB that names a 64 MiB room file under 50 stage ids took 5.4 GB before.

#include "../core/archivewriter.h"
#include "appsettings.h"
#include "clirunner.h"
#include "floorgen/gamefolder.h"
#include "floorgen/roomfiles.h"
#include "testfiles.h"

#include <sys/stat.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QScopeGuard>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace floorgen;
using namespace floorgen::testing;

namespace {

using testfiles::isLink;
using testfiles::readAll;
using testfiles::writeAll;

QString guiPath() {
    return QStringLiteral(FLOORGEN_GUI_PATH);
}

// The app taking a screenshot with `--settings settings` (it saves its settings when its window closes):
// its exit status and standard error; -1 when it did not finish in a minute.
std::pair<int, QString> screenshotWith(const QString &settings, const QString &shot) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.setStandardInputFile(QProcess::nullDevice());
    p.start(guiPath(), {QStringLiteral("--settings"), settings, QStringLiteral("--size"),
                        QStringLiteral("640x480"), QStringLiteral("--screenshot"), shot});
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished(5000);
        return {-1, QString()};
    }
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardError())};
}

// A .stb of `count` copies of one small room, made from the bytes of a one-room file (header: "STB1", u32
// count): large files without a large RoomFile in the test.
std::vector<unsigned char> stbOfCopies(std::size_t count) {
    RoomFile one;
    one.name = "01.basement.stb";
    RoomData room;
    room.type = 1;
    room.variant = 7;
    room.name = "r";
    room.doors = 0x0F;
    one.rooms.push_back(room);
    const std::vector<unsigned char> bytes = writeStb(one);
    const std::vector<unsigned char> body(bytes.begin() + 8, bytes.end());
    std::vector<unsigned char> out(bytes.begin(), bytes.begin() + 4);
    putLe32(out, static_cast<std::uint32_t>(count));
    out.reserve(8 + body.size() * count);
    for (std::size_t i = 0; i < count; ++i)
        out.insert(out.end(), body.begin(), body.end());
    return out;
}

// An installation whose repentance.a holds one room file (`bytes`) and a stages.xml naming it under stage ids
// 1..`ids`.
void writeGameOfOneFile(const std::filesystem::path &install, const std::vector<unsigned char> &bytes,
                        int ids) {
    std::string xml = "<?xml version=\"1.0\"?>\n<stages root=\"rooms/\">\n";
    for (int id = 1; id <= ids; ++id)
        xml += "  <stage id=\"" + std::to_string(id) + "\" path=\"01.basement.xml\" />\n";
    xml += "</stages>\n";
    writeBytes(install / "resources" / "packed" / "repentance.a",
               writeArchive(2, {{"resources/stages.xml", bytesOfText(xml)},
                                {"resources/rooms/01.basement.stb", bytes}}));
}

} // namespace

class TestUntrusted : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName(QStringLiteral("isaac-floorgen"));
        QCoreApplication::setApplicationName(QStringLiteral("Isaac Floor Generator"));
    }

    // ---- 1: a settings file that is a link is never written through ----

    void settingsLinkIsNeverWrittenThrough_data() {
        QTest::addColumn<bool>("chain"); // a link to a link to the file
        QTest::newRow("link to a regular file") << false;
        QTest::newRow("link to a link to a regular file") << true;
    }
    void settingsLinkIsNeverWrittenThrough() {
        QFETCH(bool, chain);
        QTemporaryDir dir;
        const QString notes = dir.filePath(QStringLiteral("notes.txt"));
        const QByteArray old("my notes, which are not settings\n");
        QVERIFY(writeAll(notes, old));
        QString target = notes;
        if (chain) {
            target = dir.filePath(QStringLiteral("middle"));
            QVERIFY(QFile::link(notes, target));
        }
        const QString link = dir.filePath(QStringLiteral("link.ini"));
        QVERIFY(QFile::link(target, link));
        const QString shot = dir.filePath(QStringLiteral("shot.png"));
        const auto [rc, err] = screenshotWith(link, shot);
        QCOMPARE(rc, 0);
        QCOMPARE(readAll(notes), old); // was replaced by the INI
        QVERIFY2(err.contains(QStringLiteral("is a link")) && err.contains(QStringLiteral("not be saved")),
                 qPrintable(err));
        QVERIFY(isLink(link));
        QVERIFY(QFileInfo(shot).size() > 1000);
        // In memory: what is set is kept for the session, nothing reaches the file.
        {
            app::AppSettings settings(link);
            QVERIFY(settings.inMemory());
            QVERIFY(settings.setValue(app::AppSettings::Key::Stage, 5));
            QCOMPARE(settings.intValue(app::AppSettings::Key::Stage), 5);
            settings.sync();
        }
        QCOMPARE(readAll(notes), old);
    }

    // The default settings file (the user's) as a link: in memory too, the file it leads to untouched.
    void defaultSettingsFileIsALink() {
        QTemporaryDir dir;
        const QByteArray oldConfig = qgetenv("XDG_CONFIG_HOME");
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(dir.path()));
        const auto restore = qScopeGuard([&] {
            if (oldConfig.isNull())
                qunsetenv("XDG_CONFIG_HOME");
            else
                qputenv("XDG_CONFIG_HOME", oldConfig);
        });
        const QString path = app::AppSettings::defaultFileName();
        QVERIFY2(path.startsWith(dir.path()), qPrintable(path));
        QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
        const QString notes = dir.filePath(QStringLiteral("notes.txt"));
        const QByteArray old("[floor]\nstage=3\n"); // even a valid INI: the link is not followed
        QVERIFY(writeAll(notes, old));
        QVERIFY(QFile::link(notes, path));
        {
            app::AppSettings settings;
            QVERIFY(settings.inMemory());
            QCOMPARE(settings.fileName(), path);
            QVERIFY(settings.setValue(app::AppSettings::Key::Stage, 5));
            settings.sync();
        }
        QCOMPARE(readAll(notes), old);
        QVERIFY(isLink(path));
    }

    // ---- 16: a settings file larger than kMaxFileBytes is never read ----

    void oversizedSettingsFileIsNotRead() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("settings.ini"));
        // A valid INI of a stage and one value of 2 MB (a real file is a few KB).
        QByteArray ini("[floor]\nstage=7\n[search]\nform=");
        ini += QByteArray(2 << 20, 'x');
        ini += "\n";
        QVERIFY(writeAll(path, ini));
        QVERIFY(QFileInfo(path).size() > app::AppSettings::kMaxFileBytes);
        {
            app::AppSettings settings(path);
            QVERIFY(settings.inMemory());
            QCOMPARE(settings.intValue(app::AppSettings::Key::Stage), 1); // the default: nothing read
            QVERIFY(settings.setValue(app::AppSettings::Key::Stage, 5));
            settings.sync();
        }
        QCOMPARE(readAll(path), ini);
        const auto [rc, err] = screenshotWith(path, dir.filePath(QStringLiteral("shot.png")));
        QCOMPARE(rc, 0);
        QVERIFY2(err.contains(QStringLiteral("larger than 1024 KiB")) &&
                     err.contains(QStringLiteral("not be saved")),
                 qPrintable(err));
        QCOMPARE(readAll(path), ini);
        // At the cap: read as before.
        QByteArray small("[floor]\nstage=7\n[search]\nform=");
        small += QByteArray(int(app::AppSettings::kMaxFileBytes) - small.size() - 1, 'x');
        small += "\n";
        QVERIFY(writeAll(path, small));
        QCOMPARE(QFileInfo(path).size(), app::AppSettings::kMaxFileBytes);
        app::AppSettings settings(path);
        QVERIFY(!settings.inMemory());
        QCOMPARE(settings.intValue(app::AppSettings::Key::Stage), 7);
    }

    // ---- 2: the caps of a game folder ----

    // The audit's archive: one 64 MiB room file (the largest an entry may be) named under 50 stage ids.
    // Refused from the index's lengths, before anything is decoded: by the core, by the CLI (exit 2).
    void roomFileUnderFiftyIdsIsRefused() {
        QTemporaryDir dir;
        const std::filesystem::path install = dir.filePath(QStringLiteral("game")).toStdString();
        const std::vector<unsigned char> probe = stbOfCopies(1);
        const std::size_t room = probe.size() - 8;
        std::vector<unsigned char> bytes = stbOfCopies((kMaxArchiveEntryBytes - 8) / room);
        QVERIFY(bytes.size() <= kMaxArchiveEntryBytes && bytes.size() > kMaxArchiveEntryBytes - room - 8);
        writeGameOfOneFile(install, bytes, 50);
        bytes = {};
        const auto archiveSize =
            std::filesystem::file_size(install / "resources" / "packed" / "repentance.a");
        QVERIFY2(archiveSize < (4u << 20), qPrintable(QString::number(archiveSize))); // a small archive
        RoomFileSet set;
        std::string error;
        QVERIFY(!loadGameFolder(install.string(), set, error));
        QVERIFY2(error.find("more than 256 MiB") != std::string::npos, error.c_str());
        QVERIFY(set.files.empty());
        const Run r =
            runTool({QStringLiteral("generate"), QStringLiteral("--seed"), QStringLiteral("B91Y 9THH"),
                     QStringLiteral("--game-data"), QString::fromStdString(install.string())});
        verifyRefused(r, QStringLiteral("more than 256 MiB"));
    }

    // The rooms' cap: a 24 MB file of a million small rooms under two ids (48 MB, under the bytes' cap) holds
    // two million rooms.
    void tooManyRoomsAreRefused() {
        QTemporaryDir dir;
        const std::filesystem::path install = dir.filePath(QStringLiteral("game")).toStdString();
        const std::size_t rooms = kMaxGameRooms / 2 + 1;
        writeGameOfOneFile(install, stbOfCopies(rooms), 2);
        RoomFileSet set;
        std::string error;
        QVERIFY(!loadGameFolder(install.string(), set, error));
        QVERIFY2(error.find("more than the 1000000") != std::string::npos, error.c_str());
        QVERIFY(set.files.empty());
        // One id: under both caps, loaded; a file named under three ids is there three times.
        writeGameOfOneFile(install, stbOfCopies(1000), 3);
        QVERIFY2(loadGameFolder(install.string(), set, error), error.c_str());
        QCOMPARE(set.files.size(), std::size_t(3));
        QCOMPARE(set.roomCount, std::size_t(3000));
        for (int id = 1; id <= 3; ++id) {
            QVERIFY(set.file(id));
            QCOMPARE(set.file(id)->rooms.size(), std::size_t(1000));
            QCOMPARE(set.file(id)->rooms.front(), set.file(1)->rooms.front());
        }
    }

    // An extracted folder: the sizes of its room files are summed before any is read (five sparse files of
    // 60 MB: nothing on disk, 300 MB to read).
    void extractedFolderOverTheCapIsRefused() {
        QTemporaryDir dir;
        const QString rooms = dir.filePath(QStringLiteral("rooms"));
        QVERIFY(QDir().mkpath(rooms));
        for (int id = 1; id <= 5; ++id) {
            QFile f(rooms + QStringLiteral("/%1.floor.stb").arg(id, 2, 10, QLatin1Char('0')));
            QVERIFY(f.open(QIODevice::WriteOnly));
            QVERIFY(f.resize(60 << 20));
        }
        RoomFileSet set;
        std::string error;
        QVERIFY(!loadGameFolder(dir.path().toStdString(), set, error));
        QVERIFY2(error.find("more than 256 MiB") != std::string::npos, error.c_str());
        QVERIFY(!loadRoomFolder(dir.path().toStdString(), set, error));
        QVERIFY2(error.find("more than 256 MiB") != std::string::npos, error.c_str());
    }
};

QTEST_MAIN(TestUntrusted)
#include "test_untrusted.moc"
