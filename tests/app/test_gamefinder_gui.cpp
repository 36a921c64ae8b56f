// The game found where it is installed, in the app (generation.md 15.1, 16.1): with a fake home holding Steam
// and a synthetic installation, the first start proposes it once ("Found The Binding of Isaac: Repentance+ in
// ...  Use it?") and takes it when asked; Open Game Data's folder dialog starts in the Steam library; the
// status bar names the edition and its tooltip each file's archive and path; a damaged archive keeps the
// rooms in use and says why. With FLOORGEN_SCREENSHOT_DIR set, the proposal and the tooltip are saved there
// (en and fr).

#include "../core/archivewriter.h"
#include "../core/synthcatalog.h"
#include "appsettings.h"
#include "floorgen/filecatalog.h"
#include "gamedata/gamefinder.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "windowfixture.h"

#include <filesystem>
#include <fstream>

#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QLabel>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>

using namespace floorgen;
using namespace floorgen::testing;
namespace fs = std::filesystem;

namespace {

QString q(const fs::path &p) {
    return QString::fromStdString(p.string());
}

// A fake home: Steam's root naming a second library, which holds the game and its Proton prefix.
struct FakeHome {
    QTemporaryDir tmp;
    fs::path home, library, game;
    QByteArray savedHome = qgetenv("HOME");
    FakeHome() {
        home = tmp.path().toStdString() + "/home";
        library = tmp.path().toStdString() + "/SteamLibrary";
        const fs::path root = home / ".local" / "share" / "Steam";
        fs::create_directories(root / "steamapps");
        std::ofstream(root / "steamapps" / "libraryfolders.vdf")
            << "\"libraryfolders\" { \"1\" { \"path\" \"" << library.string() << "\" } }";
        game = fs::canonical(library.parent_path()) / "SteamLibrary" / "steamapps" / "common" /
               "The Binding of Isaac Rebirth";
        auto files = synthGameFiles(1);
        writeSyntheticGame(game, {}, files, {}, {});
        fs::create_directories(library / "steamapps" / "compatdata" / "250900" / "pfx" / "drive_c" / "users" /
                               "steamuser" / "Documents" / "My Games" / "Binding of Isaac Repentance+");
        qputenv("HOME", QFile::encodeName(q(home)));
    }
    ~FakeHome() { qputenv("HOME", savedHome); }
};

gui::GameProposal *openProposal(QWidget *parent) {
    for (int i = 0; i < 50; ++i) {
        if (auto *box = parent->findChild<gui::GameProposal *>())
            return box;
        QTest::qWait(10);
    }
    return nullptr;
}

} // namespace

class TestGameFinderGui : public QObject {
    Q_OBJECT

private slots:
    void firstStartProposesOnce() {
        FakeHome fake;
        TestWindow w;
        w.window.show();
        gui::GameProposal *box = openProposal(&w.window);
        QVERIFY(box);
        QVERIFY2(box->text().startsWith(QStringLiteral("Found The Binding of Isaac: Repentance+ in ")),
                 qPrintable(box->text()));
        QVERIFY(box->text().contains(QDir::toNativeSeparators(q(fake.game))));
        QVERIFY(w.settings.boolValue(app::AppSettings::Key::GameDataProposed));
        box->findChild<QPushButton *>(QStringLiteral("useFoundGameButton"))->click();
        QTRY_VERIFY(w.window.gameData() != nullptr);
        QCOMPARE(w.window.gameDataFolder(), q(fake.game));
        QVERIFY2(
            w.window.gameDataStatusLabel()->text().contains(QLatin1String("Repentance+, resources/packed")),
            qPrintable(w.window.gameDataStatusLabel()->text()));
        const QString tip = w.window.gameDataStatusLabel()->toolTip();
        QVERIFY2(tip.contains(QLatin1String("Edition: Repentance+")), qPrintable(tip));
        QVERIFY2(tip.contains(
                     QLatin1String("02.cellar.stb from resources-dlc3/rooms/02.cellar.stb in repentance.a")),
                 qPrintable(tip));
        QVERIFY2(tip.contains(QLatin1String("stages.xml from resources/stages.xml in repentance.a")),
                 qPrintable(tip));

        // Asked once: a second window on the same settings does not ask again.
        gui::MainWindow again(&w.settings);
        again.show();
        QTest::qWait(50);
        QVERIFY(!again.findChild<gui::GameProposal *>());
    }

    // repentance.md R23.5: an installation with REPENTOGON 1.1.x is proposed with a word on it; taken, its
    // Repentogon copy's room files are read and the panel's Rules turn to REPENTOGON.
    void proposesRepentogon() {
        FakeHome fake;
        for (const char *f : {".repentogon", "zhlLoader.dll", "libzhl.dll", "zhlREPENTOGON.dll"}) {
            fs::create_directories(fake.game / "Repentogon");
            std::ofstream(fake.game / "Repentogon" / f) << "x";
        }
        writeSyntheticGame(fake.game / "Repentogon", {}, synthGameFiles(1), {}, {});
        TestWindow w;
        w.window.show();
        QCOMPARE(w.window.currentSettings().ruleVariant, RuleVariant::Vanilla);
        gui::GameProposal *box = openProposal(&w.window);
        QVERIFY(box);
        QCOMPARE(box->game().repentogon, RepentogonInstall::Current);
        QVERIFY2(box->informativeText().contains(QStringLiteral("REPENTOGON")),
                 qPrintable(box->informativeText()));
        box->findChild<QPushButton *>(QStringLiteral("useFoundGameButton"))->click();
        QTRY_VERIFY(w.window.gameData() != nullptr);
        QVERIFY(w.window.gameData()->files().repentogon);
        QTRY_COMPARE(w.window.currentSettings().ruleVariant, RuleVariant::Repentogon);
        const QString tip = w.window.gameDataStatusLabel()->toolTip();
        QVERIFY2(tip.contains(QLatin1String("Repentogon copy")), qPrintable(tip));
    }

    void declinedKeepsBuiltIn() {
        FakeHome fake;
        TestWindow w;
        w.window.show();
        gui::GameProposal *box = openProposal(&w.window);
        QVERIFY(box);
        box->findChild<QPushButton *>(QStringLiteral("skipFoundGameButton"))->click();
        QTest::qWait(20);
        QVERIFY(!w.window.gameData());
        // Open Game Data's dialog starts in the Steam library (the game's steamapps/common).
        std::unique_ptr<QFileDialog> dialog(w.window.createGameDataDialog());
        QCOMPARE(QFileInfo(dialog->directory().absolutePath()).canonicalFilePath(),
                 QFileInfo(q(fake.game.parent_path())).canonicalFilePath());
    }

    void damagedArchiveKeepsRooms() {
        FakeHome fake;
        TestWindow w;
        w.settings.setValue(app::AppSettings::Key::GameDataProposed, true);
        QString error;
        QVERIFY2(w.window.setGameDataFolder(q(fake.game), &error), qPrintable(error));
        const FileCatalog *before = w.window.gameData();
        QVERIFY(before);
        // A copy of the game with a damaged archive: refused, the rooms in use stay.
        QTemporaryDir other;
        const fs::path copy = other.path().toStdString();
        fs::copy(fake.game, copy, fs::copy_options::recursive);
        const fs::path a = copy / "resources" / "packed" / "repentance.a";
        fs::resize_file(a, fs::file_size(a) / 2);
        QVERIFY(!w.window.setGameDataFolder(q(copy), &error));
        QVERIFY2(error.contains(QLatin1String("repentance.a")), qPrintable(error));
        QCOMPARE(w.window.gameData(), before);
        QCOMPARE(w.window.gameDataFolder(), q(fake.game));
    }

    void screenshots() {
        const QString dirName = qEnvironmentVariable("FLOORGEN_SCREENSHOT_DIR");
        if (dirName.isEmpty())
            QSKIP("FLOORGEN_SCREENSHOT_DIR is not set");
        QDir().mkpath(dirName);
        const QDir dir(dirName);
        FakeHome fake;
        for (const QString &lang : {QStringLiteral("en"), QStringLiteral("fr")}) {
            app::installLanguage(lang);
            TestWindow w;
            w.window.resize(1100, 760);
            w.window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w.window));
            gui::GameProposal *box = openProposal(&w.window);
            QVERIFY(box);
            QTest::qWait(50);
            QVERIFY(box->grab().save(dir.filePath(QStringLiteral("gamefinder-%1-proposal.png").arg(lang))));
            box->findChild<QPushButton *>(QStringLiteral("useFoundGameButton"))->click();
            QTRY_VERIFY(w.window.gameData() != nullptr);
            QLabel *label = w.window.gameDataStatusLabel();
            QToolTip::showText(label->mapToGlobal(QPoint(4, 4)), label->toolTip(), label);
            QWidget *tip = nullptr;
            for (QWidget *top : QApplication::topLevelWidgets())
                if (top->inherits("QTipLabel") && top->isVisible())
                    tip = top;
            QVERIFY(tip);
            QTest::qWait(50);
            QVERIFY(tip->grab().save(dir.filePath(QStringLiteral("gamefinder-%1-tooltip.png").arg(lang))));
            QVERIFY(w.window.grab().save(dir.filePath(QStringLiteral("gamefinder-%1-window.png").arg(lang))));
            QToolTip::hideText();
        }
        app::installLanguage(QStringLiteral("en"));
    }
};

QTEST_MAIN(TestGameFinderGui)
#include "test_gamefinder_gui.moc"
