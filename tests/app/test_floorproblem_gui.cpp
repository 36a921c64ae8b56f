// Issue 39 in the desktop app: why a floor failed is said where the map is (not only at the bottom of the
// side panel, out of sight in a window of ordinary height), the seed field keeps the seed asked for, and a
// search session whose position is not a number is refused instead of opening at 0 without Resume. The room
// files are synthetic (synthcatalog.h).

#include "../core/synthcatalog.h"
#include "appsettings.h"
#include "floorgen/roomfiles.h"
#include "floorgen/seedstring.h"
#include "mainwindow.h"
#include "map/floorproblem.h"
#include "map/mapwidget.h"
#include "panel/settingspanel.h"
#include "search/searchpanel.h"
#include "windowfixture.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QTemporaryDir>
#include <QTest>

using namespace floorgen;
using namespace floorgen::gui;
using app::AppSettings;
using floorgen::testing::TempSettings;

namespace {

// rooms/NN.name.stb of the synthetic game; `zeroWeights`: every room of the Basement's file weighs 0.
void writeGameData(const QString &dir, bool zeroWeights) {
    QDir(dir).mkpath(QStringLiteral("rooms"));
    for (auto &[id, file] : floorgen::testing::synthGameFiles(1)) {
        if (id == 1 && zeroWeights)
            for (RoomData &r : file.rooms)
                r.weight = 0.0f;
        const std::vector<unsigned char> data = writeStb(file);
        QFile out(dir + QStringLiteral("/rooms/") + QString::fromStdString(file.name));
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(reinterpret_cast<const char *>(data.data()), static_cast<qsizetype>(data.size()));
    }
}

} // namespace

class TestFloorProblemGui : public QObject {
    Q_OBJECT

private slots:
    void failedFloorSaysWhyOverTheMap() {
        QTemporaryDir bad, good;
        writeGameData(bad.path(), true);
        writeGameData(good.path(), false);
        TempSettings t;
        AppSettings settings(t.path());
        QVERIFY(settings.setValue(AppSettings::Key::GameData, bad.path()));
        Settings s;
        s.runSeed = *parseSeedString("B91Y 9THH");
        s.stage = 2;
        settings.setFloorSettings(s);
        MainWindow w(&settings);
        w.resize(1200, 700); // an ordinary window: the side panel's bottom is out of sight
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *banner = w.findChild<FloorProblemBanner *>();
        QVERIFY(banner);
        QVERIFY(banner->isVisible());
        QVERIFY2(banner->text().contains(QStringLiteral("01.basement.stb: every normal room weighs 0")),
                 qPrintable(banner->text()));
        QVERIFY2(banner->text().contains(QStringLiteral("B91Y 9THH")), qPrintable(banner->text()));
        // Where the map is: above it, in the window's visible area.
        const QRect bannerRect(banner->mapTo(&w, QPoint(0, 0)), banner->size());
        const QRect mapRect(w.findChild<MapWidget *>()->mapTo(&w, QPoint(0, 0)),
                            w.findChild<MapWidget *>()->size());
        QVERIFY(w.rect().contains(bannerRect));
        QVERIFY(bannerRect.bottom() <= mapRect.top());
        QCOMPARE(bannerRect.left(), mapRect.left());
        // The seed field keeps the seed asked for.
        QCOMPARE(w.settingsPanel()->seedEdit()->text(), QStringLiteral("B91Y 9THH"));
        if (const QByteArray dir = qgetenv("FLOORGEN_SCREENSHOT_DIR"); !dir.isEmpty())
            w.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/floorproblem.png"));

        // Room files that can give the floor: the band goes, the floor is shown.
        QString error;
        QVERIFY2(w.setGameDataFolder(good.path(), &error), qPrintable(error));
        QVERIFY(!banner->isVisible());
        QVERIFY(w.currentFloor());
        // Back to the faulty files on another seed: the band says so, and that the map kept the last floor.
        QVERIFY(w.setGameDataFolder(bad.path(), &error) || !error.isEmpty());
        Settings other = s;
        other.runSeed = 12345u;
        const QString otherSeed = QString::fromStdString(seedToString(12345u));
        w.openFloor(other);
        QVERIFY(banner->isVisible());
        QVERIFY2(banner->text().contains(otherSeed), qPrintable(banner->text()));
        QVERIFY2(banner->text().contains(QStringLiteral("last floor")), qPrintable(banner->text()));
        QCOMPARE(w.settingsPanel()->seedEdit()->text(), otherSeed);
    }

    void sessionWithATextPosition() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.json"));
        QJsonObject o;
        o.insert(QStringLiteral("format"), QStringLiteral("isaac-floorgen-search-session"));
        o.insert(QStringLiteral("version"), 1);
        o.insert(QStringLiteral("results"), QJsonValue(QJsonArray{5, 9}));
        o.insert(QStringLiteral("position"), QStringLiteral("1000"));
        o.insert(QStringLiteral("search"), QJsonObject{});
        o.insert(QStringLiteral("settings"), QJsonObject{});
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(o).toJson());
        f.close();
        SearchPanel panel;
        QString error;
        QVERIFY(!panel.openSession(path, error));
        QVERIFY2(error.contains(QStringLiteral("its position is not a number")), qPrintable(error));
        // The same session with a number opens, with Resume.
        o.insert(QStringLiteral("position"), 1000);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(QJsonDocument(o).toJson());
        f.close();
        QVERIFY2(panel.openSession(path, error), qPrintable(error));
    }
};

QTEST_MAIN(TestFloorProblemGui)
#include "test_floorproblem_gui.moc"
