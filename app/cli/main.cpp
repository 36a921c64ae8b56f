// isaac-floorgen-cli: the command-line tool. Links no Widgets.

#include "appinfo.h"
#include "commands.h"
#include "interrupt.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <sys/stat.h>
#include <unistd.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QTextStream>

int main(int argc, char **argv) {
    using namespace floorgen;
    // Commands that render need a QGuiApplication; with no display, render offscreen.
    bool needsGui = false;
    if (argc > 1) {
        if (const auto *c = cli::findCommand(QString::fromLocal8Bit(argv[1])))
            needsGui = c->needsGui;
    }
    std::unique_ptr<QCoreApplication> app;
    if (needsGui) {
        // Qt warns on standard error when XDG_RUNTIME_DIR is unset (no desktop session, CI, containers). A
        // tool whose output scripts read should not print that: give it a private directory of its own.
        if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
            const QByteArray dir = QDir::tempPath().toLocal8Bit() + "/isaac-floorgen-runtime-" +
                                   QByteArray::number(static_cast<qulonglong>(::getuid()));
            if (::mkdir(dir.constData(), 0700) == 0 || errno == EEXIST)
                qputenv("XDG_RUNTIME_DIR", dir);
        }
        if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") &&
            qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication::setApplicationName(QStringLiteral("isaac-floorgen-cli"));
    QCoreApplication::setApplicationVersion(app::applicationVersion());
    QCoreApplication::setOrganizationName(app::organizationName());

    // SIGINT and SIGTERM stop the long commands cleanly (interrupt.h).
    cli::installInterruptHandlers();

    QFile in;
    in.open(stdin, QIODevice::ReadOnly);
    QTextStream out(stdout);
    QTextStream err(stderr);
    cli::Io io{in, out, err};
    QStringList args = QCoreApplication::arguments();
    args.removeFirst();
    return cli::runCli(args, io);
}
