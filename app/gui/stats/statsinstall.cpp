#include "stats/statsinstall.h"

#include "appsettings.h"
#include "mainwindow.h"
#include "search/searchpanel.h"
#include "stats/statsview.h"

#include <QAction>
#include <QMenu>
#include <QScrollArea>
#include <QTabWidget>

namespace floorgen::gui {

namespace {

// A page of the central tabs that scrolls rather than raising the window's minimum size (a 1024x768 screen).
QScrollArea *scrolledPage(QWidget *content) {
    auto *scroll = new QScrollArea;
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    return scroll;
}

} // namespace

StatisticsAndSearch installStatisticsAndSearch(MainWindow &window) {
    StatisticsAndSearch parts;
    // Pages of the central area beside Floor and Run: each has the window's whole width and height, and the
    // map keeps its room on the Floor page (docks beside it squeezed it to ~120 px on a 1024x768 screen).
    auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("centralTabs"));
    Q_ASSERT(tabs); // installRunView() makes them
    parts.stats = new StatsView;
    parts.stats->setObjectName(QStringLiteral("statisticsPage"));
    parts.search = new SearchPanel;
    parts.search->setObjectName(QStringLiteral("seedSearchPage"));
    QScrollArea *statsPage = scrolledPage(parts.stats);
    QScrollArea *searchPage = scrolledPage(parts.search);
    // Short tab names: the four tabs share the map's column (~320 px in French at 1024 px) without scrolling.
    tabs->addTab(searchPage,
                 MainWindow::tr("Seed search", "central tab; short (the tabs share the map's width)"));
    tabs->setTabToolTip(
        tabs->indexOf(searchPage),
        MainWindow::tr("Find run seeds whose floors have the rooms you ask for (Ctrl+Shift+F)"));
    tabs->addTab(statsPage,
                 MainWindow::tr("Statistics", "central tab; short (the tabs share the map's width)"));
    tabs->setTabToolTip(tabs->indexOf(statsPage),
                        MainWindow::tr("Figures over many seeds of the floor chosen (Ctrl+Shift+T)"));
    // Step-through and compare are modes of the Floor page: starting one shows it.
    QObject::connect(&window, &MainWindow::viewChanged, tabs, [&window, tabs, statsPage, searchPage] {
        const bool mode = window.isStepping() || window.isComparing();
        const bool wasMode = tabs->property("floorMode").toBool();
        tabs->setProperty("floorMode", mode);
        if (mode && !wasMode && (tabs->currentWidget() == statsPage || tabs->currentWidget() == searchPage))
            tabs->setCurrentIndex(0);
    });

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
    QObject::connect(search, &SearchPanel::openRequested, tabs, [tabs] { tabs->setCurrentIndex(0); });
    // A room of the player's files (the room layout dialog): the search with it as its condition.
    QObject::connect(&window, &MainWindow::findRoomRequested, search,
                     [&window, tabs, search, searchPage](const QString &value) {
                         search->searchForLayout(value);
                         tabs->setCurrentWidget(searchPage);
                         window.raise();
                         window.activateWindow();
                     });
    // The criteria of the last search started come back in the next session.
    search->restoreForm(window.appSettings().stringValue(app::AppSettings::Key::SearchForm));
    QObject::connect(search, &SearchPanel::started, &window, [&window, search]() {
        window.appSettings().setValue(app::AppSettings::Key::SearchForm, search->formState());
    });

    if (QMenu *tools = window.toolsMenu()) {
        // A toggle: the shortcut shows the statistics page and goes back to the floor again.
        QAction *showStats = tools->addAction(MainWindow::tr("&Statistics"));
        showStats->setObjectName(QStringLiteral("statisticsAction"));
        showStats->setCheckable(true);
        showStats->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
        QObject::connect(showStats, &QAction::triggered, tabs, [tabs, statsPage](bool on) {
            tabs->setCurrentIndex(on ? tabs->indexOf(statsPage) : 0);
        });
        QAction *showSearch = tools->addAction(MainWindow::tr("Seed s&earch…"));
        showSearch->setObjectName(QStringLiteral("seedSearchAction"));
        showSearch->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
        QObject::connect(showSearch, &QAction::triggered, tabs,
                         [tabs, searchPage]() { tabs->setCurrentWidget(searchPage); });
        QObject::connect(tabs, &QTabWidget::currentChanged, showStats, [showStats, tabs, statsPage](int) {
            showStats->setChecked(tabs->currentWidget() == statsPage);
        });
    }
    return parts;
}

} // namespace floorgen::gui
