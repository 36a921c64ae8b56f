// isaac-floorgen: the desktop application.

#include "appinfo.h"
#include "mainwindow.h"

#include <QApplication>

int main(int argc, char **argv) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(floorgen::app::applicationName());
    QApplication::setApplicationVersion(floorgen::app::applicationVersion());
    QApplication::setOrganizationName(floorgen::app::organizationName());
    QApplication::setDesktopFileName(floorgen::app::applicationId());
    floorgen::gui::MainWindow window;
    window.show();
    return app.exec();
}
