#include "stats/statsinstall.h"

#include "appsettings.h"
#include "mainwindow.h"
#include "search/searchpanel.h"
#include "stats/statsview.h"

#include <algorithm>

#include <QAction>
#include <QDockWidget>
#include <QGuiApplication>
#include <QMenu>
#include <QScreen>

namespace floorgen::gui {

namespace {

QRect availableScreenArea(const QWidget *w) {
    const QScreen *screen = w->screen() ? w->screen() : QGuiApplication::primaryScreen();
    return screen ? screen->availableGeometry() : QRect();
}

// The whole frame of a floating dock (title bar and close button included) is on its screen.
bool fitsOnScreen(const QWidget *w) {
    const QRect area = availableScreenArea(w);
    return area.isEmpty() || area.contains(w->frameGeometry());
}

// A floating dock no larger than its screen, and moved back inside it.
void keepOnScreen(QWidget *w) {
    const QRect area = availableScreenArea(w);
    if (area.isEmpty())
        return;
    QRect r = w->frameGeometry();
    r.setSize(r.size().boundedTo(area.size()));
    r.moveLeft(std::clamp(r.left(), area.left(), area.right() - r.width() + 1));
    r.moveTop(std::clamp(r.top(), area.top(), area.bottom() - r.height() + 1));
    w->resize(w->size().boundedTo(area.size()));
    w->move(r.topLeft());
}

} // namespace

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
    // The player's room files: statistics pick from them.
    stats->setGameData(window.gameDataShared());
    search->setGameData(window.gameDataShared());
    QObject::connect(&window, &MainWindow::gameDataChanged, stats, [&window, stats, search] {
        stats->setGameData(window.gameDataShared());
        search->setGameData(window.gameDataShared());
    });
    QObject::connect(search, &SearchPanel::openRequested, &window, &MainWindow::openFloor);
    // The criteria of the last search started come back in the next session.
    search->restoreForm(window.appSettings().stringValue(app::AppSettings::Key::SearchForm));
    QObject::connect(search, &SearchPanel::started, &window, [&window, search]() {
        window.appSettings().setValue(app::AppSettings::Key::SearchForm, search->formState());
    });

    if (QMenu *tools = window.toolsMenu()) {
        // A toggle: the shortcut opens the statistics and closes them again. They open docked under the map
        // (not as a frameless float over the window); a float the user made stays within the screen.
        QAction *showStats = tools->addAction(MainWindow::tr("&Statistics"));
        showStats->setObjectName(QStringLiteral("statisticsAction"));
        showStats->setCheckable(true);
        showStats->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
        QObject::connect(showStats, &QAction::triggered, statsDock, [&window, statsDock](bool on) {
            if (!on) {
                statsDock->hide();
                return;
            }
            if (statsDock->isFloating() && !fitsOnScreen(statsDock))
                statsDock->setFloating(false);
            if (!statsDock->isFloating() && window.dockWidgetArea(statsDock) == Qt::BottomDockWidgetArea)
                window.resizeDocks({statsDock}, {std::max(window.height() * 2 / 5, 280)}, Qt::Vertical);
            statsDock->show();
            statsDock->raise();
        });
        QObject::connect(statsDock, &QDockWidget::visibilityChanged, showStats,
                         [showStats, statsDock](bool) { showStats->setChecked(!statsDock->isHidden()); });
        QObject::connect(statsDock, &QDockWidget::topLevelChanged, statsDock, [statsDock](bool floating) {
            if (floating)
                keepOnScreen(statsDock);
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
