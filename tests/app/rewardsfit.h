#pragma once

// How far the Room-Clear Rewards panel scrolls sideways in a 1280x800 main window, its tab in front: 0 when
// all of it shows in the right-hand column. Shared by test_rewards_panel (English) and test_i18n_gui
// (French).

#include "mainwindow.h"

#include <QCoreApplication>
#include <QDockWidget>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>

namespace floorgen::testing {

// -1 when the window does not show or the panel is missing.
inline int rewardsPanelSidewaysScroll(gui::MainWindow &window) {
    window.resize(1280, 800);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return -1;
    auto *panel = window.findChild<QDockWidget *>(QStringLiteral("rewardsPanel"));
    auto *scroll = panel ? qobject_cast<QScrollArea *>(panel->widget()) : nullptr;
    if (!scroll)
        return -1;
    panel->raise();
    QCoreApplication::processEvents();
    return scroll->horizontalScrollBar()->maximum();
}

} // namespace floorgen::testing
