// The GUI side of export: File > Export… and Edit > Copy Image in the main window, the dialog's choices, and
// the last folder and options kept in the settings.

#include "appsettings.h"
#include "export/exportactions.h"
#include "export/exportdialog.h"
#include "floorgen/seedstring.h"
#include "mainwindow.h"

#include <memory>

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QMenu>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace floorgen;
using namespace floorgen::gui;

namespace {

Settings seedSettings(std::uint32_t runSeed, int stage) {
    Settings s;
    s.runSeed = runSeed;
    s.stage = stage;
    return s;
}

} // namespace

class TestExportGui : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<app::AppSettings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    ExportActions *m_actions = nullptr;

private slots:
    void init() {
        QVERIFY(m_dir.isValid());
        m_settings = std::make_unique<app::AppSettings>(m_dir.filePath(QStringLiteral("settings.ini")));
        m_window = std::make_unique<MainWindow>(m_settings.get());
        m_window->openFloor(seedSettings(12345, 2));
        m_actions = m_window->findChild<ExportActions *>();
    }
    void cleanup() {
        m_window.reset();
        m_settings.reset();
    }

    void menus() {
        QVERIFY2(m_actions, "MainWindow does not create ExportActions");
        const QList<QAction *> file = m_window->fileMenu()->actions();
        const qsizetype exportAt = file.indexOf(m_actions->exportAction());
        QVERIFY(exportAt >= 0);
        QCOMPARE(file.last()->menuRole(), QAction::QuitRole);
        QVERIFY(exportAt < file.size() - 1);
        QCOMPARE(m_actions->exportAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_E));
        QVERIFY(m_window->editMenu()->actions().contains(m_actions->copyImageAction()));
        QCOMPARE(m_actions->copyImageAction()->shortcut(), QKeySequence(QKeySequence::Copy));
        QVERIFY(m_actions->exportAction()->isEnabled());
    }

    void exportFinalFloorAndFrame() {
        QVERIFY(m_actions);
        ExportChoice c;
        c.options.fitToFloor = false;
        c.options.legend = false;
        c.fileName = m_dir.filePath(QStringLiteral("final.png"));
        QString error;
        QVERIFY2(m_actions->exportTo(c, error), qPrintable(error));
        const QImage final(c.fileName);
        QVERIFY(!final.isNull());

        // An early step-through frame: fewer rooms drawn, so a different picture of the same size.
        m_window->setStepping(true);
        m_window->setStepFrame(3);
        QVERIFY(m_window->isStepping());
        c.currentFrame = true;
        c.fileName = m_dir.filePath(QStringLiteral("frame.png"));
        QVERIFY2(m_actions->exportTo(c, error), qPrintable(error));
        const QImage frame(c.fileName);
        QCOMPARE(frame.size(), final.size());
        QVERIFY(frame != final);
        QCOMPARE(m_actions->item(true).view.rooms.size(), m_window->currentView().rooms.size());

        // The final floor while stepping is the final floor.
        c.currentFrame = false;
        c.fileName = m_dir.filePath(QStringLiteral("final2.png"));
        QVERIFY2(m_actions->exportTo(c, error), qPrintable(error));
        QCOMPARE(QImage(c.fileName), final);
    }

    void exportJsonAndFailure() {
        QVERIFY(m_actions);
        ExportChoice c;
        c.options.format = app::ExportFormat::Json;
        c.fileName = m_dir.filePath(QStringLiteral("floor.json"));
        QString error;
        QVERIFY2(m_actions->exportTo(c, error), qPrintable(error));
        QFile f(c.fileName);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(o.value(QStringLiteral("runSeed")).toInteger(), 12345);
        QCOMPARE(o.value(QStringLiteral("stage")).toInt(), 2);

        c.fileName = m_dir.filePath(QStringLiteral("missing/floor.json"));
        QVERIFY(!m_actions->exportTo(c, error));
        QVERIFY2(error.contains(QStringLiteral("does not exist")), qPrintable(error));
    }

    void copyImage() {
        QVERIFY(m_actions);
        const QImage image = m_actions->clipboardImage();
        QVERIFY(!image.isNull());
        QVERIFY(image.width() > 100 && image.height() > 100);
        m_actions->copyImageAction()->trigger();
        const QImage copied = QGuiApplication::clipboard()->image();
        if (copied.isNull())
            QSKIP("this platform plugin keeps no clipboard");
        QCOMPARE(copied.size(), image.size());
    }

    void dialogChoiceRoundTrip() {
        const Floor *floor = m_window->currentFloor();
        QVERIFY(floor);
        ExportDialog dialog(app::ExportItem::fromFloor(*floor), true);
        ExportChoice c;
        c.options.format = app::ExportFormat::Svg;
        c.options.pixelSize = QSize(640, 480);
        c.options.transparent = true;
        c.options.legend = false;
        c.options.caption = true;
        c.options.captionText = QStringLiteral("Guide map");
        c.options.deadEndNumbers = false;
        c.options.showHidden = false;
        c.options.fitToFloor = false;
        c.options.theme = app::Theme::Dark;
        c.currentFrame = true;
        c.fileName = m_dir.filePath(QStringLiteral("a.svg"));
        dialog.setChoice(c);
        const ExportChoice back = dialog.choice();
        QCOMPARE(back.options, c.options);
        QCOMPARE(back.fileName, c.fileName);
        QVERIFY(back.currentFrame);

        // Choosing PDF in the combo renames the file and drops the exact size (PNG and SVG only).
        auto *format = dialog.findChild<QComboBox *>(QStringLiteral("exportFormat"));
        QVERIFY(format);
        format->setCurrentIndex(format->findData(int(app::ExportFormat::Pdf)));
        emit format->activated(format->currentIndex());
        QCOMPARE(dialog.choice().fileName, m_dir.filePath(QStringLiteral("a.pdf")));
        QVERIFY(dialog.choice().currentFrame);
        QVERIFY(!dialog.choice().options.pixelSize.isValid());
        // Typing a suffix picks the format.
        auto *file = dialog.findChild<QLineEdit *>(QStringLiteral("exportFile"));
        QVERIFY(file);
        file->setText(m_dir.filePath(QStringLiteral("b.json")));
        emit file->textEdited(file->text());
        QCOMPARE(dialog.choice().options.format, app::ExportFormat::Json);
        QVERIFY(!dialog.choice().currentFrame); // JSON is always the finished floor
    }

    void dialogWithoutStepping() {
        const Floor *floor = m_window->currentFloor();
        QVERIFY(floor);
        ExportDialog dialog(app::ExportItem::fromFloor(*floor), false);
        ExportChoice c;
        c.currentFrame = true;
        c.fileName = m_dir.filePath(QStringLiteral("x.png"));
        dialog.setChoice(c);
        QVERIFY(!dialog.choice().currentFrame);
    }

    void settingsRememberFolderAndOptions() {
        ExportChoice c;
        c.options.format = app::ExportFormat::Pdf;
        c.options.scale = 1.5;
        c.options.legend = false;
        c.options.theme = app::Theme::Dark;
        c.options.showHidden = false;
        c.currentFrame = true;
        const QString folder = m_dir.filePath(QStringLiteral("guides"));
        QVERIFY(QDir().mkpath(folder));
        c.fileName = folder + QStringLiteral("/x.pdf");
        ExportDialog::saveChoice(*m_settings, c);
        m_settings->sync();

        app::AppSettings reread(m_dir.filePath(QStringLiteral("settings.ini")));
        const ExportChoice back = ExportDialog::loadChoice(reread, QStringLiteral("B91Y9THH-2"));
        QCOMPARE(back.options, c.options);
        QVERIFY(back.currentFrame);
        QCOMPARE(back.fileName, folder + QStringLiteral("/B91Y9THH-2.pdf"));

        // A bad stored value reads as the default.
        m_settings->setValue(app::AppSettings::Key::ExportFormat, QStringLiteral("gif"));
        QCOMPARE(ExportDialog::loadChoice(*m_settings, QString()).options.format, app::ExportFormat::Pdf);
        QSettings raw(m_dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
        raw.setValue(QStringLiteral("export/format"), QStringLiteral("gif"));
        raw.sync();
        app::AppSettings corrupted(m_dir.filePath(QStringLiteral("settings.ini")));
        QCOMPARE(ExportDialog::loadChoice(corrupted, QString()).options.format, app::ExportFormat::Png);
    }

    void suggestedName() {
        const Floor *floor = m_window->currentFloor();
        QVERIFY(floor);
        QCOMPARE(ExportDialog::suggestedBaseName(*floor),
                 QString::fromStdString(seedToString(12345, false)) + QStringLiteral("-2"));
    }
};

QTEST_MAIN(TestExportGui)
#include "test_export_gui.moc"
