#include "statsinstall.h"

#include "mainwindow.h"
#include "searchpanel.h"
#include "statsview.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>

namespace floorgen::gui {

StatisticsAndSearch installStatisticsAndSearch(MainWindow &window) {
    StatisticsAndSearch parts;

    auto *statsDock = new QDockWidget(MainWindow::tr("Statistics"), &window);
    statsDock->setObjectName(QStringLiteral("statisticsDock"));
    parts.stats = new StatsView(statsDock);
    statsDock->setWidget(parts.stats);
    window.addPanel(statsDock, Qt::BottomDockWidgetArea);
    statsDock->hide();

    auto *searchDock = new QDockWidget(MainWindow::tr("Seed search"), &window);
    searchDock->setObjectName(QStringLiteral("seedSearchDock"));
    parts.search = new SearchPanel(searchDock);
    searchDock->setWidget(parts.search);
    window.addPanel(searchDock, Qt::RightDockWidgetArea);
    searchDock->hide();
    // A tab beside the decision log, so that the criteria get the column's full height (a layout the user
    // saved replaces this one). The log stays in front until the search is opened.
    if (auto *log = window.findChild<QDockWidget *>(QStringLiteral("decisionLogDock"))) {
        window.tabifyDockWidget(log, searchDock);
        log->raise();
        // Closing the search brings the log back to the front, rather than the tab next to it.
        QObject::connect(searchDock, &QDockWidget::visibilityChanged, log, [searchDock, log](bool visible) {
            if (!visible && searchDock->isHidden() && !searchDock->isFloating() && !log->isHidden() &&
                !log->isFloating())
                log->raise();
        });
    }

    StatsView *stats = parts.stats;
    SearchPanel *search = parts.search;
    auto follow = [&window, stats, search]() {
        const Settings s = window.currentSettings();
        stats->setSettings(s); // a changed setting cancels and restarts a run
        search->setSettings(s);
    };
    follow();
    QObject::connect(&window, &MainWindow::floorChanged, stats, follow);
    QObject::connect(search, &SearchPanel::openRequested, &window, &MainWindow::openFloor);

    if (QMenu *tools = window.toolsMenu()) {
        QAction *showStats = tools->addAction(MainWindow::tr("&Statistics…"));
        showStats->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
        QObject::connect(showStats, &QAction::triggered, statsDock, [statsDock]() {
            if (statsDock->isHidden() && !statsDock->isFloating()) {
                statsDock->setFloating(true);
                statsDock->resize(1300, 850);
            }
            statsDock->show();
            statsDock->raise();
        });
        QAction *showSearch = tools->addAction(MainWindow::tr("Seed s&earch…"));
        showSearch->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
        QObject::connect(showSearch, &QAction::triggered, searchDock, [searchDock]() {
            searchDock->show();
            searchDock->raise();
        });
    }
    return parts;
}

} // namespace floorgen::gui
