#pragma once

// What the window tests share: settings in a temporary file of their own, a main window on them, and the
// settings of a run seed's floor.

#include "appsettings.h"
#include "floorgen/generator.h"
#include "mainwindow.h"

#include <QString>
#include <QTemporaryDir>

namespace floorgen::testing {

// A settings file in a temporary folder, removed with it.
struct TempSettings {
    QTemporaryDir dir;
    QString path() const { return dir.filePath(QStringLiteral("settings.ini")); }
};

// A main window on settings of its own (not shown: the test shows and sizes it).
struct TestWindow {
    TempSettings file;
    app::AppSettings settings{file.path()};
    gui::MainWindow window{&settings};
};

// Run seed `seed`, stage `stage`, everything else the default.
inline Settings withSeed(std::uint32_t seed, int stage = 1) {
    Settings s;
    s.runSeed = seed;
    s.stage = stage;
    return s;
}

} // namespace floorgen::testing
