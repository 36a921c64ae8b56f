// isaac-floorgen-cli: the command-line tool. Links no Widgets.

#include "appinfo.h"
#include "commands.h"

#include <cstdio>
#include <cstdlib>
#include <memory>

#include <QCoreApplication>
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

    QFile in;
    in.open(stdin, QIODevice::ReadOnly);
    QTextStream out(stdout);
    QTextStream err(stderr);
    cli::Io io{in, out, err};
    QStringList args = QCoreApplication::arguments();
    args.removeFirst();
    return cli::runCli(args, io);
}
