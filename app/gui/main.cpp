// isaac-floorgen: the desktop application.

#include "appinfo.h"
#include "appsettings.h"
#include "guioptions.h"
#include "languagemanager.h"
#include "languagemenu.h"
#include "mainwindow.h"

#include <cstdio>
#include <memory>

#include <QApplication>
#include <QDir>
#include <QPalette>
#include <QSaveFile>
#include <QStyleFactory>
#include <QTemporaryDir>
#include <QTextStream>

namespace {

QPalette darkPalette() {
    QPalette p;
    const QColor window(0x2b, 0x2d, 0x31), base(0x1f, 0x21, 0x25), text(0xe8, 0xea, 0xed),
        disabled(0x80, 0x84, 0x8c), highlight(0x3d, 0x7e, 0xd6);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x26, 0x28, 0x2d));
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, disabled);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x35, 0x38, 0x3d));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::red);
    p.setColor(QPalette::Link, QColor(0x6a, 0xb0, 0xff));
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Light, QColor(0x45, 0x48, 0x4e));
    p.setColor(QPalette::Midlight, QColor(0x3a, 0x3d, 0x42));
    p.setColor(QPalette::Mid, QColor(0x2a, 0x2c, 0x30));
    p.setColor(QPalette::Dark, QColor(0x18, 0x19, 0x1c));
    p.setColor(QPalette::Shadow, Qt::black);
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    return p;
}

// Renders the window to a PNG through QSaveFile (no partial file on failure).
bool writeScreenshot(floorgen::gui::MainWindow &window, const QString &fileName, QString &error) {
    window.flushRendering();
    const QPixmap shot = window.grab();
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly)) {
        error = file.errorString();
        return false;
    }
    if (!shot.save(&file, "PNG")) {
        error = QStringLiteral("could not encode the PNG");
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        error = file.errorString();
        return false;
    }
    return true;
}

} // namespace

// Qt aborts when it finds no display. On X11/Wayland systems without one (a server, an SSH session), --help,
// --version and --screenshot need none and run offscreen; anything else gets a message and exit status 1.
static int checkDisplay(int argc, char **argv) {
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
    if (!qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") || !qEnvironmentVariableIsEmpty("DISPLAY") ||
        !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        return 0;
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "-h" || arg == "--help" || arg == "--help-all" || arg == "-v" || arg == "--version" ||
            arg == "--screenshot" || arg.startsWith("--screenshot=")) {
            qputenv("QT_QPA_PLATFORM", "offscreen");
            return 0;
        }
    }
    std::fprintf(stderr,
                 "isaac-floorgen: there is no display to open the window on (DISPLAY and WAYLAND_DISPLAY are "
                 "not set).\nFor floors on the command line use isaac-floorgen-cli; for a picture, "
                 "isaac-floorgen --screenshot FILE; or start the window under xvfb-run.\n");
    return 1;
#else
    (void)argc;
    (void)argv;
    return 0;
#endif
}

int main(int argc, char **argv) {
    if (const int rc = checkDisplay(argc, argv); rc != 0)
        return rc;
    QApplication app(argc, argv);
    QApplication::setApplicationName(floorgen::app::applicationName());
    QApplication::setApplicationVersion(floorgen::app::applicationVersion());
    QApplication::setOrganizationName(floorgen::app::organizationName());
    QApplication::setDesktopFileName(floorgen::app::applicationId());
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/app.svg")));

    floorgen::gui::GuiOptions options;
    QString message;
    auto outcome = floorgen::gui::parseGuiOptions(QApplication::arguments(), options, message);
    // The interface language (languagemanager.h): --language, else the settings' (--settings FILE or the
    // user's; a screenshot without --settings follows the system), read before any widget exists. Then the
    // command line again, for its messages in that language.
    QString language = options.language;
    if (language.isEmpty() && !options.settingsFile.isEmpty())
        language = floorgen::app::AppSettings(options.settingsFile)
                       .stringValue(floorgen::app::AppSettings::Key::Language);
    else if (language.isEmpty() && options.screenshot.isEmpty())
        language = floorgen::app::AppSettings().stringValue(floorgen::app::AppSettings::Key::Language);
    floorgen::app::installLanguage(floorgen::app::resolveLanguage(language));
    if (floorgen::app::installedLanguage() != QLatin1String("en"))
        outcome = floorgen::gui::parseGuiOptions(QApplication::arguments(), options, message);
    switch (outcome) {
    case floorgen::gui::ParseOutcome::Error:
        std::fprintf(stderr, "isaac-floorgen: %s\n", qPrintable(message));
        return 2;
    case floorgen::gui::ParseOutcome::Help:
    case floorgen::gui::ParseOutcome::Version:
        std::fprintf(stdout, "%s\n", qPrintable(message));
        return 0;
    case floorgen::gui::ParseOutcome::Ok:
        break;
    }

    if (options.dark) {
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(darkPalette());
    }

    // A screenshot without --settings starts from the defaults (a temporary file), so that the picture
    // depends on the command line only, and the user's settings stay untouched.
    QTemporaryDir scratch;
    std::unique_ptr<floorgen::app::AppSettings> settings;
    if (!options.settingsFile.isEmpty())
        settings = std::make_unique<floorgen::app::AppSettings>(options.settingsFile);
    else if (!options.screenshot.isEmpty())
        settings =
            std::make_unique<floorgen::app::AppSettings>(scratch.filePath(QStringLiteral("settings.ini")));
    else
        settings = std::make_unique<floorgen::app::AppSettings>();

    // View > Language ends the event loop with LanguageMenu::kReopenExitCode: the window closes (saving its
    // layout) and reopens in the new language, on the same floor (both kept in the settings).
    for (bool first = true;; first = false) {
        if (!first)
            floorgen::app::installLanguage(floorgen::app::resolveLanguage(
                settings->stringValue(floorgen::app::AppSettings::Key::Language)));
        floorgen::gui::MainWindow window(settings.get());
        if (first && !options.screenshot.isEmpty())
            window.resize(1400, 900);
        if (first)
            window.applyOptions(options);
        window.show();

        if (first && !options.screenshot.isEmpty()) {
            QString error;
            if (!writeScreenshot(window, options.screenshot, error)) {
                std::fprintf(stderr, "isaac-floorgen: --screenshot %s: %s\n", qPrintable(options.screenshot),
                             qPrintable(error));
                return 1;
            }
            return 0;
        }
        const int rc = app.exec();
        if (rc != floorgen::gui::LanguageMenu::kReopenExitCode)
            return rc;
        QGuiApplication::setQuitOnLastWindowClosed(false);
        window.close();
        QGuiApplication::setQuitOnLastWindowClosed(true);
    }
}
