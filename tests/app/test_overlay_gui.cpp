// The floor on stream (issue 48; gamelog/streamoverlay.h): while Follow Game follows a log that a test writes
// floor by floor as the game would, the overlay's PNG changes at every floor, is that floor's map (at the
// size, background and hidden rooms set), and is always a complete PNG: a thread reads it again and again
// while the floors come and never finds half a picture. The page beside it shows that picture and reloads
// it; nothing else is written to the folder; nothing at all while the overlay is off or a folder is missing.

#include "appsettings.h"
#include "floorexport.h"
#include "gamelog/gamelogcontroller.h"
#include "gamelog/gamelogfollower.h"
#include "gamelog/streamoverlay.h"
#include "mainwindow.h"
#include "predictedlog.h"
#include "windowfixture.h"

#include <atomic>
#include <sys/stat.h>
#include <thread>

#include <QAction>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

using namespace floorgen;
using namespace floorgen::testing;
using floorgen::gui::GameLogController;
using floorgen::gui::OverlayOptions;
using floorgen::gui::StreamOverlay;

namespace {

QByteArray readAll(const QString &path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A whole PNG: the signature, then chunks (length, type, data, CRC) up to IEND, nothing after it.
bool completePng(const QByteArray &bytes) {
    static const QByteArray signature("\x89PNG\r\n\x1a\n", 8);
    if (!bytes.startsWith(signature))
        return false;
    qsizetype at = 8;
    while (at + 12 <= bytes.size()) {
        const auto length = qFromBigEndian<quint32>(bytes.constData() + at);
        const QByteArray type = bytes.mid(at + 4, 4);
        at += 12 + qsizetype(length);
        if (type == "IEND")
            return at == bytes.size() && !QImage::fromData(bytes, "PNG").isNull();
    }
    return false;
}

} // namespace

class TestOverlayGui : public QObject {
    Q_OBJECT

private slots:
    void followedFloorsRewriteTheOverlay_data() {
        QTest::addColumn<int>("size");
        QTest::addColumn<bool>("transparent");
        QTest::addColumn<bool>("showHidden");
        QTest::newRow("400, transparent, no secret rooms") << 400 << true << false;
        QTest::newRow("256, opaque, secret rooms") << 256 << false << true;
    }
    void followedFloorsRewriteTheOverlay() {
        QFETCH(int, size);
        QFETCH(bool, transparent);
        QFETCH(bool, showHidden);
        const PredictedRun run = predictedRun(QStringLiteral("DKM8 9MNM"));
        QVERIFY(run.floors.size() >= 4);
        QTemporaryDir logDir, overlayDir;
        const QString folder = logDir.filePath(QStringLiteral("Binding of Isaac Repentance+"));
        QVERIFY(QDir().mkpath(folder));
        const QString log = folder + QStringLiteral("/log.txt");
        {
            QFile f(log);
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        TestWindow tw;
        gui::MainWindow &w = tw.window;
        QVERIFY(showAt(w, QSize(1024, 768)));
        auto *ctl = w.findChild<GameLogController *>();
        QVERIFY(ctl && ctl->overlay());
        QVERIFY(w.toolsMenu()->actions().contains(ctl->overlayAction()));
        OverlayOptions o;
        o.on = true;
        o.folder = overlayDir.path();
        o.size = size;
        o.transparent = transparent;
        o.showHidden = showHidden;
        ctl->overlay()->setOptions(o);
        QCOMPARE(ctl->overlay()->options(), o);
        const QString png = QDir(o.folder).filePath(StreamOverlay::pictureName());
        const QString page = QDir(o.folder).filePath(StreamOverlay::pageName());

        // A reader, as streaming software is: the picture read again and again while the floors come.
        std::atomic<bool> stop{false};
        std::atomic<int> reads{0}, broken{0};
        std::thread reader([&] {
            while (!stop) {
                const QByteArray bytes = readAll(png);
                if (!bytes.isEmpty()) {
                    ++reads;
                    if (!completePng(bytes))
                        ++broken;
                }
                std::this_thread::yield();
            }
        });
        const auto joinReader = qScopeGuard([&] {
            stop = true;
            reader.join();
        });

        ctl->follow(log);
        QVERIFY(appendLine(log, run.startLine));
        QByteArray previous;
        ino_t previousFile = 0;
        for (std::size_t i = 0; i < 4; ++i) {
            const int before = ctl->overlay()->writes();
            for (const QString &line : run.floors[i].lines)
                QVERIFY(appendLine(log, line));
            QTRY_VERIFY_WITH_TIMEOUT(ctl->overlay()->writes() > before, 5000);
            QVERIFY(ctl->lastCheck());
            QCOMPARE(ctl->lastCheck()->settings.stage, run.floors[i].stage);
            const QByteArray bytes = readAll(png);
            QVERIFY(completePng(bytes));
            QVERIFY2(bytes != previous, "the picture did not change with the floor");
            previous = bytes;
            // Replaced whole (a new file renamed over the old one), never rewritten in place: a reader has
            // the old picture or the new one.
            struct stat st {};
            QCOMPARE(::stat(QFile::encodeName(png).constData(), &st), 0);
            QVERIFY2(st.st_ino != previousFile, "the picture was written in place");
            previousFile = st.st_ino;
            // That floor's map, as the overlay's options draw it.
            const QImage image = QImage::fromData(bytes, "PNG");
            QCOMPARE(image.size(), QSize(size, size));
            app::ExportOptions drawn; // the map alone, fitted, the dark theme, at the size set
            drawn.pixelSize = QSize(size, size);
            drawn.transparent = transparent;
            drawn.showHidden = showHidden;
            drawn.legend = drawn.caption = drawn.provenanceMarks = false;
            drawn.fitToFloor = true;
            drawn.theme = app::Theme::Dark;
            const QImage expected = app::renderExportImage(
                app::ExportItem::fromFloor(ctl->lastCheck()->floor, w.gameData()), drawn);
            QCOMPARE(image.convertToFormat(QImage::Format_ARGB32),
                     expected.convertToFormat(QImage::Format_ARGB32));
            // (The options are the ones asked for: the corner is see-through exactly when transparent.)
            QCOMPARE(qAlpha(image.pixel(0, 0)) == 0, transparent);
            QVERIFY(w.currentFloor());
            QCOMPARE(w.currentFloor()->stageSeed, ctl->lastCheck()->floor.stageSeed);
        }
        stop = true;
        QTest::qWait(50);
        QVERIFY(reads > 0);
        QCOMPARE(broken.load(), 0);

        // The page shows that picture, refreshes it, and fits its size.
        const QString html = QString::fromUtf8(readAll(page));
        QVERIFY2(html.contains(QStringLiteral("src=\"%1\"").arg(StreamOverlay::pictureName())),
                 qPrintable(html));
        QVERIFY(html.contains(QStringLiteral("setInterval(")));
        QVERIFY(html.contains(QStringLiteral("'%1?t=' + Date.now()").arg(StreamOverlay::pictureName())));
        QVERIFY(html.contains(QStringLiteral("http-equiv=\"refresh\"")));
        QVERIFY(html.contains(QStringLiteral("width: %1px; height: %1px").arg(size)));
        QCOMPARE(QByteArray(html.toUtf8()), StreamOverlay::pageText(o));
        // Nothing else in the folder (no temporary file left over either).
        QCOMPARE(QDir(o.folder).entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden),
                 QStringList({StreamOverlay::pageName(), StreamOverlay::pictureName()}));

        // Off: the next floor writes nothing.
        o.on = false;
        ctl->overlay()->setOptions(o);
        const int writes = ctl->overlay()->writes();
        for (const QString &line : run.floors[4 < run.floors.size() ? 4 : 3].lines)
            QVERIFY(appendLine(log, line));
        QTest::qWait(300);
        QCOMPARE(ctl->overlay()->writes(), writes);
        QCOMPARE(readAll(png), previous);
        ctl->stopFollowing();
    }

    // A folder that is not there (or is a file) is refused in words, and nothing is written.
    void missingFolderIsSaid() {
        QTemporaryDir dir;
        OverlayOptions o;
        o.on = true;
        QVERIFY(!StreamOverlay::problem(o).isEmpty());
        o.folder = dir.filePath(QStringLiteral("gone"));
        QVERIFY2(StreamOverlay::problem(o).contains(QStringLiteral("does not exist")),
                 qPrintable(StreamOverlay::problem(o)));
        QFile file(dir.filePath(QStringLiteral("file")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        o.folder = file.fileName();
        QVERIFY(StreamOverlay::problem(o).contains(QStringLiteral("is not a folder")));
        TempSettings t;
        app::AppSettings settings(t.path());
        StreamOverlay overlay(settings);
        o.folder = dir.filePath(QStringLiteral("gone"));
        overlay.setOptions(o);
        Floor f;
        Settings s;
        s.runSeed = 1;
        QCOMPARE(generate(s, f), GenerateStatus::Ok);
        QString error;
        QVERIFY(!overlay.write(f, nullptr, error));
        QVERIFY(error.contains(QStringLiteral("does not exist")));
        QCOMPARE(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries),
                 QStringList{QStringLiteral("file")});
        o.on = false;
        overlay.setOptions(o);
        QVERIFY(overlay.write(f, nullptr, error)); // off: nothing to do
        QCOMPARE(overlay.writes(), 0);
        // Tools > Stream Overlay… says it too, and keeps the dialog open; a folder that is there is taken.
        o.on = true;
        gui::StreamOverlayDialog dialog(o);
        dialog.show();
        dialog.accept();
        QVERIFY(dialog.isVisible());
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        auto *said = dialog.findChild<QLabel *>(QStringLiteral("overlayProblem"));
        QVERIFY(said && said->isVisible() && said->text().contains(QStringLiteral("does not exist")));
        dialog.findChild<QLineEdit *>(QStringLiteral("overlayFolder"))->setText(dir.path());
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.options().folder, dir.path());
        QVERIFY(dialog.options().on);
    }
};

QTEST_MAIN(TestOverlayGui)
#include "test_overlay_gui.moc"
