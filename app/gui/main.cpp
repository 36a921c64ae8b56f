// isaac-floorgen: the desktop application.

#include "appinfo.h"
#include "appsettings.h"
#include "floorexport.h"
#include "guioptions.h"
#include "languagemanager.h"
#include "languagemenu.h"
#include "mainwindow.h"
#include "textutil.h"
#include "uistyle.h"

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <memory>
#include <optional>
#include <unistd.h>

#include <QApplication>
#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QPalette>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyleFactory>
#include <QTemporaryDir>
#include <QTextStream>

namespace {

// Renders the window to a PNG: written atomically to a regular file, in place to a device or a FIFO, to
// standard output for "-" (writeFileAtomically).
bool writeScreenshot(floorgen::gui::MainWindow &window, const QString &fileName, QString &error) {
    window.flushRendering();
    const QPixmap shot = window.grab();
    // Encoded in memory first, as the exports are: libpng's error path on a failed device write leaks its row
    // buffer inside Qt (LeakSanitizer saw it), and the device write below reports the cause itself.
    QByteArray png;
    QBuffer buffer(&png);
    if (!buffer.open(QIODevice::WriteOnly) || !shot.save(&buffer, "PNG")) {
        error = QStringLiteral("could not encode the PNG");
        return false;
    }
    return floorgen::app::writeFileAtomically(
        fileName,
        [&](QIODevice &device, QString &cause) {
            if (device.write(png) == png.size())
                return true;
            cause = device.errorString();
            return false;
        },
        error);
}

// Where the settings of --settings FILE cannot be saved: why, else nothing. QSettings makes the missing
// folders when it saves, so a missing folder is fine as long as the nearest existing one is a folder we can
// write to.
QString unsavableSettingsReason(const QString &file) {
    const QFileInfo info(file);
    switch (floorgen::app::AppSettings::fileProblem(file)) {
    case floorgen::app::AppSettings::FileProblem::None:
        break;
    case floorgen::app::AppSettings::FileProblem::NotRegular:
        return QCoreApplication::translate("main", "it is not a regular file (it is left alone)");
    case floorgen::app::AppSettings::FileProblem::Link:
        return QCoreApplication::translate(
            "main", "it is a link (it is left alone: a link is never written through)");
    case floorgen::app::AppSettings::FileProblem::TooLarge:
        return QCoreApplication::translate("main",
                                           "it is larger than %1 KiB, more than settings can be (it is "
                                           "left alone)")
            .arg(floorgen::app::AppSettings::kMaxFileBytes >> 10);
    }
    if (info.exists())
        return info.isFile() && info.isWritable()
                   ? QString()
                   : QCoreApplication::translate("main", "the file cannot be written");
    QFileInfo folder(info.absolutePath());
    while (!folder.exists() && !folder.isRoot())
        folder = QFileInfo(folder.absolutePath());
    const QString name = floorgen::app::quotedValue(folder.filePath(), floorgen::app::kMaxEchoedPathChars);
    if (!folder.isDir())
        return QCoreApplication::translate("main", "%1 is not a folder").arg(name);
    if (!folder.isWritable())
        return QCoreApplication::translate("main", "the folder %1 cannot be written to").arg(name);
    return {};
}

// A screenshot without --settings keeps its (default) settings in a folder of its own, made when needed under
// the runtime location (else the cache location) and named after the process, so that the folders of killed
// runs can be told from live ones and removed.
const QString kScratchPrefix = QStringLiteral("isaac-floorgen-screenshot-");

QString scratchParent() {
    const QString runtime = qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")
                                ? QString()
                                : QStandardPaths::writableLocation(QStandardPaths::RuntimeLocation);
    const QString parent =
        runtime.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::CacheLocation) : runtime;
    QDir().mkpath(parent);
    return parent;
}

void removeStaleScratchFolders(const QString &parent) {
    const QDir dir(parent);
    for (const QFileInfo &entry :
         dir.entryInfoList({kScratchPrefix + QLatin1Char('*')}, QDir::Dirs | QDir::NoDotAndDotDot)) {
        if (entry.ownerId() != ::getuid())
            continue;
        const QString rest = entry.fileName().mid(kScratchPrefix.size());
        bool ok = false;
        const qint64 pid = rest.section(QLatin1Char('-'), 0, 0).toLongLong(&ok);
        if (!ok || pid <= 0 || pid == QCoreApplication::applicationPid())
            continue;
        if (::kill(static_cast<pid_t>(pid), 0) == 0 || errno != ESRCH)
            continue; // alive (or not ours to judge)
        QDir(entry.filePath()).removeRecursively();
    }
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
    // Before any QHash exists (see floorexport.h): the same export gives the same bytes in every run.
    floorgen::app::makePdfExportReproducible();
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
        errno = 0;
        if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
            std::fprintf(stderr, "isaac-floorgen: cannot write to standard output: %s\n",
                         std::strerror(errno != 0 ? errno : EIO));
            return 2;
        }
        return 0;
    case floorgen::gui::ParseOutcome::Ok:
        break;
    }

    if (options.dark) {
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(floorgen::gui::darkPalette());
    }

    // A screenshot without --settings starts from the defaults (a temporary file), so that the picture
    // depends on the command line only, and the user's settings stay untouched.
    std::optional<QTemporaryDir> scratch;
    std::unique_ptr<floorgen::app::AppSettings> settings;
    QString unsavable;
    if (!options.settingsFile.isEmpty()) {
        settings = std::make_unique<floorgen::app::AppSettings>(options.settingsFile);
        unsavable = unsavableSettingsReason(options.settingsFile);
        if (!unsavable.isEmpty())
            std::fprintf(
                stderr, "isaac-floorgen: %s\n",
                qPrintable(QCoreApplication::translate("main", "--settings %1: %2; the settings will not "
                                                               "be saved")
                               .arg(floorgen::app::quotedValue(options.settingsFile,
                                                               floorgen::app::kMaxEchoedPathChars),
                                    unsavable)));
    } else if (!options.screenshot.isEmpty()) {
        const QString parent = scratchParent();
        removeStaleScratchFolders(parent);
        scratch.emplace(QDir(parent).filePath(kScratchPrefix +
                                              QString::number(QCoreApplication::applicationPid()) +
                                              QStringLiteral("-XXXXXX")));
        settings =
            std::make_unique<floorgen::app::AppSettings>(scratch->filePath(QStringLiteral("settings.ini")));
    } else {
        settings = std::make_unique<floorgen::app::AppSettings>();
        if (settings->inMemory()) { // the user's settings file is a device, a FIFO, a link...: left alone
            unsavable = unsavableSettingsReason(settings->fileName());
            std::fprintf(
                stderr, "isaac-floorgen: %s\n",
                qPrintable(QCoreApplication::translate("main", "%1: %2; the settings will not be saved")
                               .arg(floorgen::app::quotedValue(settings->fileName(),
                                                               floorgen::app::kMaxEchoedPathChars),
                                    unsavable)));
        }
    }

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
        if (!unsavable.isEmpty())
            window.statusBar()->showMessage(
                QCoreApplication::translate("main", "These settings will not be saved: %1").arg(unsavable));
        window.show();

        if (first && !options.screenshot.isEmpty()) {
            QString error;
            if (!writeScreenshot(window, options.screenshot, error)) {
                std::fprintf(stderr, "isaac-floorgen: --screenshot: %s\n",
                             qPrintable(floorgen::app::escapedMessage(error)));
                return 2;
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
