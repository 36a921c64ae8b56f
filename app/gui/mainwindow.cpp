#include "mainwindow.h"

#include "appinfo.h"
#include "appsettings.h"
#include "export/exportactions.h"
#include "floorcompare.h"
#include "floorexport.h"
#include "floorgen/filecatalog.h"
#include "floorgen/seedstring.h"
#include "gamedata.h"
#include "gamedata/gamefinder.h"
#include "gamedata/roomlayoutdialog.h"
#include "gamelog/gamelogcontroller.h"
#include "guioptions.h"
#include "languagemenu.h"
#include "map/decisionlogmodel.h"
#include "map/floorproblem.h"
#include "map/floorsummary.h"
#include "map/mapwidget.h"
#include "map/stepplayer.h"
#include "names_tr.h"
#include "panel/settingspanel.h"
#include "rewards/rewardspanel.h"
#include "rewards/rewardtext.h"
#include "run/runview.h"
#include "runfloors.h"
#include "stats/statsinstall.h"
#include "textutil.h"
#include "uistyle.h"
#include "wheelguard.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QDesktopServices>
#include <QDir>
#include <QDockWidget>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHash>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenuBar>
#include <QMessageBox>
#include <QMouseEvent>
#include <QPersistentModelIndex>
#include <QRandomGenerator>
#include <QScreen>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>
#include <QUrl>
#include <QVBoxLayout>

namespace floorgen::gui {

namespace {

using app::sv;

// "With Luna" / "Without Luna", "Hard mode" / "Normal mode", ...
QString compareSideName(const QString &key, const Settings &s) {
    if (key == QLatin1String("hard"))
        return s.hard ? MainWindow::tr("Hard mode") : MainWindow::tr("Normal mode");
    if (key == QLatin1String("ruleset"))
        return app::trRuleSetRules(s.ruleSet);
    if (key == QLatin1String("black-candle"))
        return s.blackCandle ? MainWindow::tr("With Black Candle") : MainWindow::tr("Without Black Candle");
    if (auto item = itemFromKey(key.toStdString()))
        return s.has(*item) ? MainWindow::tr("With %1").arg(app::compareKeyName(key))
                            : MainWindow::tr("Without %1").arg(app::compareKeyName(key));
    return app::compareSideWho(key, s); // a stage type, a curse, a seed
}

// On a list's viewport: the right button only opens the context menu (the press is kept from the view, so
// the current row does not change); the row it was pressed on is left in the view's "contextRow" property (a
// QPersistentModelIndex: the row itself, should the view lay its lines out again before the menu's action).
class RightClickKeeper : public QObject {
public:
    using QObject::QObject;
    bool eventFilter(QObject *watched, QEvent *event) override {
        if (event->type() != QEvent::MouseButtonPress && event->type() != QEvent::MouseButtonRelease &&
            event->type() != QEvent::MouseButtonDblClick)
            return false;
        auto *mouse = static_cast<QMouseEvent *>(event);
        if (mouse->button() != Qt::RightButton)
            return false;
        if (event->type() == QEvent::MouseButtonPress)
            if (auto *view = qobject_cast<QAbstractItemView *>(watched->parent()))
                view->setProperty("contextRow", QVariant::fromValue(QPersistentModelIndex(
                                                    view->indexAt(mouse->position().toPoint()))));
        return true;
    }
};

// The window's shortcuts win over a text field's own keys (issue 46 point 4): on X11 a line edit takes Ctrl+U
// ("delete the line") and Ctrl+E ("end of line") before the menus see them, so Ctrl+U in the seed field wiped
// the seed instead of opening the run view. One filter on the application: a ShortcutOverride with Ctrl, Alt
// or Meta that an enabled action of the window's has as its shortcut is not left to the field. The field
// keeps its clipboard, undo and select-all keys, and every key without those modifiers (typing, Space,
// arrows, Home, End).
class ShortcutGuard : public QObject {
public:
    using QObject::QObject;
    bool eventFilter(QObject *watched, QEvent *event) override {
        if (event->type() != QEvent::ShortcutOverride || !watched->isWidgetType())
            return false;
        auto *key = static_cast<QKeyEvent *>(event);
        if (!(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)))
            return false;
        for (const QKeySequence::StandardKey own :
             {QKeySequence::Copy, QKeySequence::Cut, QKeySequence::Paste, QKeySequence::Undo,
              QKeySequence::Redo, QKeySequence::SelectAll})
            if (key->matches(own))
                return false;
        auto *window = qobject_cast<MainWindow *>(static_cast<QWidget *>(watched)->window());
        if (!window)
            return false;
        const QKeySequence pressed(key->keyCombination());
        for (const QAction *action : window->findChildren<QAction *>()) {
            if (!action->isEnabled() || action->shortcutContext() == Qt::WidgetShortcut ||
                action->shortcutContext() == Qt::WidgetWithChildrenShortcut)
                continue;
            if (action->shortcuts().contains(pressed)) {
                key->ignore(); // not the field's: the shortcut goes to the action
                return true;
            }
        }
        return false;
    }
};

// Makes a menu visible only once something is in it (the Tools menu waits for the tools).
class ShowWhenFilled : public QObject {
public:
    using QObject::QObject;
    bool eventFilter(QObject *watched, QEvent *event) override {
        if (event->type() == QEvent::ActionAdded)
            if (auto *menu = qobject_cast<QMenu *>(watched))
                menu->menuAction()->setVisible(true);
        return false;
    }
};

} // namespace

MainWindow::MainWindow(app::AppSettings *settings, QWidget *parent)
    : QMainWindow(parent) {
    if (!settings) {
        m_ownSettings = std::make_unique<app::AppSettings>();
        settings = m_ownSettings.get();
    }
    m_appSettings = settings;
    installWheelGuard();    // the wheel scrolls the panels, not the controls under the pointer (wheelguard.h)
    installContrastStyle(); // check boxes that show on the dark palette too (uistyle.h)
    if (!qApp->property("floorgenShortcutGuard").toBool()) {
        qApp->installEventFilter(new ShortcutGuard(qApp));
        qApp->setProperty("floorgenShortcutGuard", true);
    }
    setWindowIcon(QIcon(QStringLiteral(":/icons/app.svg")));
    setDockNestingEnabled(true);
    m_options = m_appSettings->renderOptions(m_options);
    m_options.theme = paletteTheme();
    m_compareKey = m_appSettings->stringValue(app::AppSettings::Key::CompareSetting);

    // ---- centre: compare bar, map(s), compare summary, step-through bar, floor summary ----
    auto *central = new QWidget;
    auto *v = new QVBoxLayout(central);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(0);

    m_compareBar = new QWidget;
    auto *cb = new QHBoxLayout(m_compareBar);
    cb->setContentsMargins(10, 6, 10, 2);
    auto *compareLabel = new QLabel(tr("Compare with:"));
    m_compareCombo = new QComboBox;
    for (const QString &key : app::compareKeys())
        m_compareCombo->addItem(app::compareKeyName(key), key);
    // Two seeds: the same settings with another run seed, asked for when picked.
    m_compareCombo->addItem(tr("Another seed…"), QStringLiteral("seed:"));
    compareLabel->setBuddy(m_compareCombo);
    cb->addWidget(compareLabel);
    cb->addWidget(m_compareCombo);
    cb->addStretch(1);
    v->addWidget(m_compareBar);

    auto *maps = new QHBoxLayout;
    maps->setSpacing(2);
    auto *leftCol = new QVBoxLayout;
    m_leftTitle = new QLabel;
    m_leftTitle->setAlignment(Qt::AlignCenter);
    m_map = new MapWidget;
    m_map->addToolTipExtra([this](const app::FloorView &view, int room) {
        if (!m_hasFloor || room < 0 || static_cast<std::size_t>(room) >= view.rooms.size())
            return QString();
        const Room &r = view.rooms[static_cast<std::size_t>(room)];
        if (!app::bossIsApproximation(m_floor, r))
            return QString();
        return m_floor.rep.bossPools == BossPoolsMode::StageSeed
                   ? tr("Boss: approximation (boss pools from the stage seed)")
                   : tr("Boss: approximation (a boss pool not read from the game)");
    });
    // With game data: the room file entry the room was given (what the floor JSON's `layout` says).
    m_map->addToolTipExtra([this](const app::FloorView &view, int room) {
        const FileCatalog *catalog = gameData();
        if (!m_hasFloor || !catalog || room < 0 || static_cast<std::size_t>(room) >= view.rooms.size())
            return QString();
        const Room &r = view.rooms[static_cast<std::size_t>(room)];
        if (r.type == RoomType::Null)
            return QString();
        const app::RoomLayoutInfo info = app::roomLayoutInfo(m_floor, r, *catalog);
        if (!info.found)
            return tr("Layout: none picked from the room files").toHtmlEscaped();
        QStringList lines;
        lines << tr("Layout: room file %1, variant %2")
                     .arg(info.file, 2, 10, QLatin1Char('0'))
                     .arg(info.variant)
                     .toHtmlEscaped();
        if (!info.name.isEmpty())
            lines << tr("Name: %1").arg(app::quotedValue(info.name)).toHtmlEscaped();
        lines << tr("Difficulty %1 · weight %2 · subtype %3")
                     .arg(info.difficulty)
                     .arg(app::roomWeightText(info.weight))
                     .arg(info.subtype)
                     .toHtmlEscaped();
        lines << QStringLiteral("<i>%1</i>").arg(tr("Click to see the room's layout").toHtmlEscaped());
        return lines.join(QStringLiteral("<br>"));
    });
    leftCol->addWidget(m_leftTitle);
    m_floorProblem = new FloorProblemBanner; // why there is no floor, where the map is
    leftCol->addWidget(m_floorProblem);
    leftCol->addWidget(m_map, 1);
    m_leftCol = leftCol;
    m_compareSide = new QWidget;
    auto *rightCol = new QVBoxLayout(m_compareSide);
    rightCol->setContentsMargins(0, 0, 0, 0);
    m_rightTitle = new QLabel;
    m_rightTitle->setAlignment(Qt::AlignCenter);
    m_compareMap = new MapWidget;
    rightCol->addWidget(m_rightTitle);
    rightCol->addWidget(m_compareMap, 1);
    maps->addLayout(leftCol, 1);
    maps->addWidget(m_compareSide, 1);
    v->addLayout(maps, 1);

    m_compareSummary = new QLabel;
    m_compareSummary->setWordWrap(true);
    m_compareSummary->setContentsMargins(10, 4, 10, 4);
    m_compareSummary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    v->addWidget(m_compareSummary);

    m_player = new StepPlayer;
    v->addWidget(m_player);

    m_summary = new QLabel;
    m_summary->setWordWrap(true);
    m_summary->setContentsMargins(10, 6, 10, 8);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    v->addWidget(m_summary);
    setCentralWidget(central);

    for (QWidget *w : {m_compareBar, static_cast<QWidget *>(m_leftTitle), m_compareSide,
                       static_cast<QWidget *>(m_compareSummary), static_cast<QWidget *>(m_player)})
        w->setVisible(false);
    m_player->setActive(false);
    m_player->setSpeed(m_appSettings->intValue(app::AppSettings::Key::StepSpeed));

    // ---- docks ----
    createMenus();

    m_panel = new SettingsPanel;
    auto *scroll = new QScrollArea;
    scroll->setWidget(m_panel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *settingsDock = new QDockWidget(tr("Floor Settings"), this);
    settingsDock->setObjectName(QStringLiteral("floorSettingsDock"));
    settingsDock->setWidget(scroll);
    settingsDock->setMinimumWidth(m_panel->sizeHint().width() + 24);
    addPanel(settingsDock, Qt::LeftDockWidgetArea);
    setPanelTabTitle(settingsDock,
                     tr("Settings", "the Floor Settings panel, on its tab beside other panels"));

    m_logModel = new DecisionLogModel(this);
    m_logView = new QListView;
    m_logView->setModel(m_logModel);
    // Lines wrap at the dock's width: the reason is read in the log, not only in a tooltip.
    m_logView->setItemDelegate(new DecisionLogDelegate(m_logView));
    m_logView->setUniformItemSizes(false);
    m_logView->setWordWrap(true);
    m_logView->setTextElideMode(Qt::ElideNone);
    m_logView->setResizeMode(QListView::Adjust);
    m_logView->setLayoutMode(QListView::Batched);
    m_logView->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_logView->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_logView->setAlternatingRowColors(true);
    m_logView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_logView->setAccessibleName(tr("Decision log"));
    // Right-click: the line under the cursor, or the whole log, as text. The right button only opens the
    // menu: it neither selects the line nor moves the map into step-through.
    m_logView->viewport()->installEventFilter(new RightClickKeeper(m_logView));
    auto *copyLine = new QAction(tr("Copy &Line"), m_logView);
    copyLine->setObjectName(QStringLiteral("copyLogLineAction"));
    connect(copyLine, &QAction::triggered, this, [this] {
        QModelIndex row = m_logView->property("contextRow").value<QPersistentModelIndex>();
        if (!row.isValid())
            row = m_logView->currentIndex();
        m_logView->setProperty("contextRow", QVariant());
        if (row.isValid())
            QGuiApplication::clipboard()->setText(row.data(Qt::DisplayRole).toString());
    });
    m_logView->addAction(copyLine);
    m_logView->addAction(m_copyLogAction);
    m_logView->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_logDock = new QDockWidget(tr("Decision Log"), this);
    m_logDock->setObjectName(QStringLiteral("decisionLogDock"));
    m_logDock->setWidget(m_logView);
    addPanel(m_logDock, Qt::RightDockWidgetArea);
    setPanelTabTitle(m_logDock, tr("Log", "the Decision Log panel, on its tab beside other panels"));
    installRewardsPanel(*this); // rewards dock, reward icons on the map and in its tooltips (rewardspanel.h)
    resizeDocks({m_logDock}, {kRightColumnWidth}, Qt::Horizontal);

    // ---- wiring ----
    connect(m_panel, &SettingsPanel::settingsChanged, this, &MainWindow::regenerate);
    connect(m_map, &MapWidget::roomClicked, this, &MainWindow::roomClicked);
    connect(m_map, &MapWidget::zoomChanged, m_compareMap, &MapWidget::setZoomAndPan);
    connect(m_compareMap, &MapWidget::zoomChanged, m_map, &MapWidget::setZoomAndPan);
    connect(m_player, &StepPlayer::frameChanged, this, [this](int frame) {
        if (!m_stepping)
            return;
        m_frame = frame;
        refreshView();
        if (frame > 0) {
            const QModelIndex row = m_logModel->index(frame - 1);
            const QSignalBlocker b(m_logView->selectionModel());
            m_logView->selectionModel()->setCurrentIndex(row, QItemSelectionModel::ClearAndSelect);
            m_logView->scrollTo(row);
            m_logView->viewport()->update();
        } else {
            m_logView->clearSelection();
        }
    });
    connect(m_player, &StepPlayer::speedChanged, this,
            [this](int fps) { m_appSettings->setValue(app::AppSettings::Key::StepSpeed, fps); });
    connect(m_logView->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                if (current.isValid())
                    setStepFrame(current.row() + 1);
            });
    connect(m_compareCombo, &QComboBox::currentIndexChanged, this, [this](int i) {
        const QString key = m_compareCombo->itemData(i).toString();
        if (key != QLatin1String("seed:")) {
            setCompareKey(key);
            return;
        }
        bool ok = false;
        const QString seed = QInputDialog::getText(this, tr("Compare with another seed"), tr("Seed:"),
                                                   QLineEdit::Normal, QString(), &ok);
        if (ok && app::isCompareKey(QStringLiteral("seed:") + seed.trimmed()))
            setCompareKey(QStringLiteral("seed:") + seed.trimmed().toUpper());
        else
            setCompareKey(m_compareKey); // back to the setting compared before
    });

    m_recentTimer = new QTimer(this);
    m_recentTimer->setSingleShot(true);
    m_recentTimer->setInterval(1500);
    connect(m_recentTimer, &QTimer::timeout, this, [this] {
        if (!m_settings.runSeed)
            return;
        m_appSettings->addRecentSeed(QString::fromStdString(seedToString(*m_settings.runSeed)));
        m_panel->setRecentSeeds(m_appSettings->recentSeeds());
    });
    m_panel->setRecentSeeds(m_appSettings->recentSeeds());

    // ---- the rooms in use: the status bar says which, permanently ----
    m_gameDataLabel = new QLabel;
    m_gameDataLabel->setObjectName(QStringLiteral("gameDataStatusLabel"));
    m_gameDataLabel->setContentsMargins(6, 0, 6, 0);
    statusBar()->addPermanentWidget(m_gameDataLabel);
    // Without game data the status bar waits for a message (confirm()), as before: the window keeps its
    // height (1024x768 screens with the statistics docked); with game data it stays, naming them.
    statusBar()->hide();
    loadGameDataAtStart();

    // ---- first floor: the last one shown, or a random seed ----
    Settings initial = m_appSettings->floorSettings();
    // Under QStandardPaths' test mode the first floor is a fixed seed's: a test never depends on a random
    // one. Either way, the seed's own floor (its stage type from the seed: runfloors.h).
    if (!initial.runSeed) {
        initial.runSeed = QStandardPaths::isTestModeEnabled()
                              ? kTestModeFirstSeed
                              : QRandomGenerator::global()->bounded(1u, 0xFFFFFFFFu);
        initial = app::withRunStageType(initial);
    }
    // A stored combination the generator refuses loses only what it refuses, then falls back to defaults.
    if (validateSettings(initial) && initial.stage == 12 && initial.forcedCurses)
        initial.forcedCurses = static_cast<std::uint8_t>(*initial.forcedCurses & ~kCurseLabyrinth);
    if (validateSettings(initial) &&
        (initial.stageType < 0 || initial.stageType >= stageTypeCount(initial.stage)))
        initial.stageType = 0;
    if (validateSettings(initial)) {
        const auto seed = initial.runSeed;
        initial = Settings{};
        initial.runSeed = seed;
        initial = app::withRunStageType(initial);
    }
    if (!initial.runSeed)
        initial.runSeed = 1;
    openFloor(initial);
    new ExportActions(this);           // File > Export…, Edit > Copy Image (exportactions.cpp)
    new LanguageMenu(this);            // View > Language (languagemenu.cpp)
    m_runView = installRunView(*this); // the Run tab beside the floor, View > Run View (runview.cpp)
    installStatisticsAndSearch(*this); // the Seed search and Statistics tabs, Tools menu (statsinstall.h)
    installGameLog(*this); // File > Open Game Log…, Tools > Follow Game, the mark on the map (gamelog/)

    // First start: 1280x820, or what the screen has room for with the window's frame (a 1024x768 screen).
    QSize first(1280, 820);
    if (const QScreen *display = screen())
        first = first.boundedTo(display->availableGeometry().size() - QSize(16, 40));
    resize(first);
    restoreGeometry(m_appSettings->value(app::AppSettings::Key::WindowGeometry).toByteArray());
    m_dockLayoutChosen = restoreState(m_appSettings->value(app::AppSettings::Key::WindowState).toByteArray());
    // The window never grows past its screen (issue 46 point 3): the layout no longer raises the window's
    // minimum size by itself; boundMinimumSize() does, within the screen (event(): LayoutRequest).
    layout()->setSizeConstraint(QLayout::SetNoConstraint);
    boundMinimumSize();
    // Once laid out: a saved column width that starves the map is not kept.
    QTimer::singleShot(0, this, &MainWindow::fitDockColumns);
}

MainWindow::~MainWindow() {
    if (m_gameData)
        useBossNamesOf(nullptr); // (the names are the app's, not the window's)
}

QAction *MainWindow::addToggle(QMenu *menu, const QString &text, bool app::RenderOptions::*member,
                               const QKeySequence &key) {
    QAction *a = menu->addAction(text);
    a->setCheckable(true);
    a->setChecked(m_options.*member);
    if (!key.isEmpty())
        a->setShortcut(key);
    connect(a, &QAction::toggled, this, [this, member](bool on) {
        if (m_options.*member == on)
            return;
        m_options.*member = on;
        m_appSettings->setRenderOptions(m_options);
        refreshView();
    });
    m_toggles.push_back(a);
    m_toggleMembers.push_back(member);
    return a;
}

void MainWindow::createMenus() {
    m_fileMenu = menuBar()->addMenu(tr("&File"));
    m_editMenu = menuBar()->addMenu(tr("&Edit"));
    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_toolsMenu = menuBar()->addMenu(tr("&Tools"));
    m_helpMenu = menuBar()->addMenu(tr("&Help"));
    m_toolsMenu->menuAction()->setVisible(false);
    m_toolsMenu->installEventFilter(new ShowWhenFilled(m_toolsMenu));

    // File: the player's game data; the export engineer adds Export here; Quit stays last.
    m_fileMenu->setToolTipsVisible(true);
    QAction *openData = m_fileMenu->addAction(tr("Open &Game Data…"), this, &MainWindow::openGameDataDialog);
    openData->setObjectName(QStringLiteral("openGameDataAction"));
    openData->setStatusTip(tr("Generate with the room files of your own copy of the game (the resource "
                              "extractor's resources/rooms/*.stb, or Basement Renovator's .xml)"));
    openData->setToolTip(gameDataHelpText());
    m_builtinRoomsAction = m_fileMenu->addAction(tr("Use &Built-in Rooms"), this, [this] {
        setGameDataFolder(QString());
        confirm(tr("The built-in rooms are in use"));
    });
    m_builtinRoomsAction->setObjectName(QStringLiteral("builtinRoomsAction"));
    m_builtinRoomsAction->setStatusTip(
        tr("Generate with the rooms built into the app again: every special room 1x1 with four doors"));
    m_builtinRoomsAction->setEnabled(false);
    m_fileMenu->addSeparator();
    QAction *quit = m_fileMenu->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    // Edit: seeds.
    QAction *copySeed = m_editMenu->addAction(tr("Copy &Seed"), this, [this] {
        if (!m_settings.runSeed)
            return;
        const QString seed = QString::fromStdString(seedToString(*m_settings.runSeed));
        QGuiApplication::clipboard()->setText(seed);
        confirm(tr("Seed %1 copied to the clipboard").arg(seed));
    });
    copySeed->setObjectName(QStringLiteral("copySeedAction"));
    copySeed->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_copyLogAction = m_editMenu->addAction(
        tr("Copy &Decision Log"), this, [this] { QGuiApplication::clipboard()->setText(decisionLogText()); });
    m_copyLogAction->setStatusTip(
        tr("Copy every line of the decision log as text, after the floor's caption"));
    QAction *focusSeed = m_editMenu->addAction(tr("&Enter Seed…"), this, [this] {
        if (auto *dock = findChild<QDockWidget *>(QStringLiteral("floorSettingsDock"))) {
            dock->show();
            dock->raise();
        }
        m_panel->focusSeedField();
    });
    focusSeed->setObjectName(QStringLiteral("enterSeedAction"));
    focusSeed->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    m_editMenu->addSeparator();
    QAction *random = m_editMenu->addAction(QIcon(QStringLiteral(":/icons/dice.svg")), tr("&Random Seed"),
                                            this, [this] { m_panel->randomSeed(); });
    random->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    QAction *prev = m_editMenu->addAction(tr("&Previous Seed"), this, [this] { m_panel->previousSeed(); });
    prev->setShortcuts(QKeySequence::Back);
    QAction *next = m_editMenu->addAction(tr("&Next Seed"), this, [this] { m_panel->nextSeed(); });
    next->setShortcuts(QKeySequence::Forward);
    m_editMenu->addSeparator();

    // View: overlays, modes, panels.
    using RO = app::RenderOptions;
    QAction *hidden =
        addToggle(m_viewMenu, tr("Show &Hidden Rooms"), &RO::showHidden, QKeySequence(Qt::CTRL | Qt::Key_H));
    hidden->setIcon(QIcon(QStringLiteral(":/icons/secret.svg")));
    QAction *deadEnds = addToggle(m_viewMenu, tr("&Dead-End Numbers"), &RO::deadEndNumbers,
                                  QKeySequence(Qt::CTRL | Qt::Key_D));
    QAction *heat = addToggle(m_viewMenu, tr("Distance &Heat Map"), &RO::distanceHeatMap,
                              QKeySequence(Qt::CTRL | Qt::Key_M));
    QAction *numbers = addToggle(m_viewMenu, tr("Room N&umbers"), &RO::roomNumbers);
    addToggle(m_viewMenu, tr("&Boss Names"), &RO::bossNames);
    QAction *difficulty = addToggle(m_viewMenu, tr("Difficulty &Window"), &RO::difficulty);
    difficulty->setToolTip(difficultyWindowText());
    difficulty->setStatusTip(difficultyWindowText());
    // The toolbar shows the short names (iconText); the menus the full ones. French fits at 1024 px.
    hidden->setIconText(tr("Hidden", "toolbar: Show Hidden Rooms"));
    deadEnds->setIconText(tr("Dead ends", "toolbar: Dead-End Numbers"));
    heat->setIconText(tr("Heat map", "toolbar: Distance Heat Map"));
    numbers->setIconText(tr("Numbers", "toolbar: Room Numbers"));
    for (QAction *a : {hidden, deadEnds, heat, numbers})
        a->setToolTip(QString(a->text()).remove(QLatin1Char('&')));
    addToggle(m_viewMenu, tr("&Legend"), &RO::legend);
    addToggle(m_viewMenu, tr("&Grid"), &RO::grid);
    addToggle(m_viewMenu, tr("&Fit to Floor"), &RO::fitToFloor);
    // Zoom: both maps of compare mode follow (they keep each other in step).
    QAction *zoomIn = m_viewMenu->addAction(tr("Zoom &In"));
    zoomIn->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Equal), QKeySequence(QKeySequence::ZoomIn)});
    connect(zoomIn, &QAction::triggered, this, [this] { m_map->zoomIn(); });
    QAction *zoomOut = m_viewMenu->addAction(tr("Zoom &Out"));
    zoomOut->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Minus), QKeySequence(QKeySequence::ZoomOut)});
    connect(zoomOut, &QAction::triggered, this, [this] { m_map->zoomOut(); });
    QAction *zoomReset = m_viewMenu->addAction(tr("&Reset Zoom"));
    zoomReset->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(zoomReset, &QAction::triggered, this, [this] { m_map->resetZoom(); });
    for (QAction *a : {zoomIn, zoomOut, zoomReset})
        a->setObjectName(a == zoomIn    ? QStringLiteral("zoomIn")
                         : a == zoomOut ? QStringLiteral("zoomOut")
                                        : QStringLiteral("zoomReset"));
    m_viewMenu->addSeparator();
    m_stepAction = m_viewMenu->addAction(tr("&Step Through"));
    m_stepAction->setCheckable(true);
    m_stepAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    connect(m_stepAction, &QAction::toggled, this, &MainWindow::setStepping);
    QMenu *step = m_viewMenu->addMenu(tr("Ste&p"));
    for (QAction *a : {m_player->playAction(), m_player->backAction(), m_player->forwardAction(),
                       m_player->firstAction(), m_player->lastAction()})
        step->addAction(a);
    m_compareAction = m_viewMenu->addAction(tr("&Compare"));
    m_compareAction->setObjectName(QStringLiteral("compareAction"));
    m_compareAction->setCheckable(true);
    m_compareAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    connect(m_compareAction, &QAction::toggled, this, &MainWindow::setComparing);
    m_stepAction->setIconText(tr("Step", "toolbar: Step Through"));
    m_stepAction->setToolTip(tr("Step through the generation, one decision at a time"));
    m_viewMenu->addSeparator();
    m_panelsMenu = m_viewMenu->addMenu(tr("&Panels"));

    // The toolbar: seeds, modes and the overlays used most.
    QToolBar *bar = addToolBar(tr("Main Toolbar"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->setMovable(false);
    m_prevSeedAction = prev;
    m_nextSeedAction = next;
    prev->setIconText(tr("Previous", "toolbar: Previous Seed"));
    next->setIconText(tr("Next", "toolbar: Next Seed"));
    random->setIconText(tr("Random", "toolbar: Random Seed"));
    updatePaletteIcons();
    bar->addAction(prev);
    bar->addAction(random);
    bar->addAction(next);
    bar->addSeparator();
    bar->addAction(m_stepAction);
    bar->addAction(m_compareAction);
    bar->addSeparator();
    for (QAction *a : {hidden, deadEnds, heat, numbers})
        bar->addAction(a);
    m_panelsMenu->addAction(bar->toggleViewAction());
    QAction *full = m_viewMenu->addAction(tr("F&ull Screen"));
    full->setCheckable(true);
    full->setShortcut(QKeySequence::FullScreen);
    connect(full, &QAction::toggled, this, [this](bool on) { on ? showFullScreen() : showNormal(); });

    QAction *about =
        m_helpMenu->addAction(tr("&About %1").arg(app::applicationName()), this, &MainWindow::showAbout);
    about->setMenuRole(QAction::AboutRole);
    QAction *terms = m_helpMenu->addAction(tr("Map &Terms…"), this, &MainWindow::showMapTerms);
    terms->setObjectName(QStringLiteral("mapTermsAction"));
    QAction *aboutQt = m_helpMenu->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    aboutQt->setMenuRole(QAction::AboutQtRole);
}

QMenu *MainWindow::menu(const QString &name) const {
    const QString key = name.toLower();
    if (key == QLatin1String("file"))
        return m_fileMenu;
    if (key == QLatin1String("edit"))
        return m_editMenu;
    if (key == QLatin1String("view"))
        return m_viewMenu;
    if (key == QLatin1String("tools"))
        return m_toolsMenu;
    if (key == QLatin1String("help"))
        return m_helpMenu;
    return nullptr;
}

void MainWindow::addPanel(QDockWidget *dock, Qt::DockWidgetArea area) {
    if (!dock->parent())
        dock->setParent(this);
    addDockWidget(area, dock);
    m_panelsMenu->addAction(dock->toggleViewAction());
    // A dock that goes away may leave its column wider than what stays in it needs.
    connect(dock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (!visible)
            QTimer::singleShot(0, this, &MainWindow::fitDockColumns);
    });
}

void MainWindow::setPanelTabTitle(QDockWidget *dock, const QString &tabTitle) {
    const QString full = dock->windowTitle();
    dock->setProperty("panelTitle", full);
    dock->setProperty("panelTabTitle", tabTitle);
    // QDockWidget names its toggle action after its window title: View > Panels keeps the full name.
    connect(dock, &QWidget::windowTitleChanged, dock,
            [dock] { dock->toggleViewAction()->setText(dock->property("panelTitle").toString()); });
    titleTabbedPanels();
}

void MainWindow::titleTabbedPanels() {
    QHash<QString, QString> fullTitles; // tab title -> full title
    for (QDockWidget *dock : findChildren<QDockWidget *>()) {
        const QString tabTitle = dock->property("panelTabTitle").toString();
        if (tabTitle.isEmpty())
            continue;
        bool tabbed = false;
        if (!dock->isFloating())
            for (QDockWidget *other : tabifiedDockWidgets(dock))
                tabbed = tabbed || !other->isHidden();
        const QString title = tabbed ? tabTitle : dock->property("panelTitle").toString();
        if (dock->windowTitle() != title)
            dock->setWindowTitle(title);
        fullTitles.insert(tabTitle, dock->property("panelTitle").toString());
    }
    // The tab bars of the dock areas (the window's own children; Qt names each tab's tooltip after it).
    for (QTabBar *bar : findChildren<QTabBar *>(Qt::FindDirectChildrenOnly))
        for (int i = 0; i < bar->count(); ++i)
            if (const auto full = fullTitles.constFind(bar->tabText(i)); full != fullTitles.cend())
                if (bar->tabToolTip(i) != *full)
                    bar->setTabToolTip(i, *full);
}

void MainWindow::addMapBanner(QWidget *banner) {
    m_leftCol->insertWidget(m_leftCol->indexOf(m_map), banner);
}

void MainWindow::showEvent(QShowEvent *event) {
    QMainWindow::showEvent(event);
    if (m_dockLayoutChosen)
        return;
    m_dockLayoutChosen = true;
    // First start in a narrow window (a 1024x768 screen): one side column, the decision log and the
    // rewards as tabs beside the settings, so that the map gets the width (issue 46 point 2). Three columns
    // left the map about 360 px of 1024 and drew Burning Basement II at 17 px a cell. The settings are what
    // a player changes; the log and the rewards are read now and then (step-through brings the log to the
    // front: setStepping). A wider window keeps the log's column on the right.
    if (width() >= kThreeColumnWidth)
        return;
    auto *settingsDock = findChild<QDockWidget *>(QStringLiteral("floorSettingsDock"));
    if (!settingsDock || settingsDock->isFloating() || dockWidgetArea(settingsDock) != Qt::LeftDockWidgetArea)
        return;
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        if (dock != settingsDock && !dock->isFloating() && dockWidgetArea(dock) == Qt::RightDockWidgetArea)
            tabifyDockWidget(settingsDock, dock);
    if (m_stepping)
        m_dockBeforeStepping = settingsDock;
    (m_stepping ? m_logDock : settingsDock)->raise();
}

bool MainWindow::event(QEvent *event) {
    const bool done = QMainWindow::event(event);
    if (event->type() == QEvent::LayoutRequest || event->type() == QEvent::ScreenChangeInternal)
        boundMinimumSize();
    if (event->type() == QEvent::LayoutRequest)
        titleTabbedPanels();
    return done;
}

void MainWindow::boundMinimumSize() {
    if (!layout())
        return;
    QSize min = minimumSizeHint(); // the layout's total: menu bar, toolbar, docks, centre
    if (const QScreen *display = screen()) {
        // The frame's share (title bar, borders) is the window manager's: what is left of the screen.
        const QSize frame = isVisible() ? frameGeometry().size() - geometry().size() : QSize(0, 0);
        min = min.boundedTo(display->availableGeometry().size() - frame);
    }
    if (min != minimumSize())
        setMinimumSize(min);
}

void MainWindow::fitDockColumns() {
    // The map's share of the window below which the side columns give back what their docks do not need.
    constexpr double kStarved = 0.45;
    if (!centralWidget() || centralWidget()->width() >= width() * kStarved)
        return;
    for (const Qt::DockWidgetArea area : {Qt::LeftDockWidgetArea, Qt::RightDockWidgetArea}) {
        QList<QDockWidget *> docks;
        int needed = area == Qt::RightDockWidgetArea ? kRightColumnWidth : 0;
        int current = 0;
        for (QDockWidget *dock : findChildren<QDockWidget *>()) {
            if (dockWidgetArea(dock) != area || dock->isHidden() || dock->isFloating())
                continue;
            docks << dock;
            needed = std::max(needed, dock->minimumSizeHint().width());
            current = std::max(current, dock->width());
        }
        if (docks.isEmpty() || current <= needed)
            continue;
        resizeDocks(docks, QList<int>(docks.size(), needed), Qt::Horizontal);
    }
}

const Floor *MainWindow::currentFloor() const {
    return m_hasFloor ? &m_floor : nullptr;
}

const Floor *MainWindow::compareFloor() const {
    return m_comparing && m_hasCompareFloor ? &m_compareFloor : nullptr;
}

Settings MainWindow::currentSettings() const {
    return m_settings;
}

app::FloorView MainWindow::currentView() const {
    return m_view;
}

app::RenderOptions MainWindow::renderOptions() const {
    return effectiveOptions();
}

void MainWindow::setRenderOptions(const app::RenderOptions &options) {
    m_options = options;
    // What the window derives itself (theme from the palette, the shared frame of step-through and compare,
    // compare's differences) is not taken over, so renderOptions() -> setRenderOptions() is a safe round
    // trip.
    m_options.cellWindow = QRect();
    m_options.differingRooms.clear();
    for (std::size_t i = 0; i < m_toggles.size(); ++i) {
        const QSignalBlocker b(m_toggles[i]);
        m_toggles[i]->setChecked(m_options.*m_toggleMembers[i]);
    }
    m_appSettings->setRenderOptions(m_options);
    refreshView();
}

void MainWindow::addViewDecorator(ViewDecorator decorator) {
    m_decorators.push_back(std::move(decorator));
    refreshView();
}

void MainWindow::openFloor(const Settings &settings) {
    regenerate(settings);
    m_panel->setSettings(m_floorProblem->isHidden() ? m_settings : settings); // a failed floor keeps its seed
}

void MainWindow::regenerate(const Settings &settings) {
    if (auto problem = validateSettings(settings)) {
        m_panel->setProblem(app::trCoreSentence(*problem));
        return;
    }
    Trace trace;
    Floor floor;
    std::string error;
    updateGameDataStatus();
    // With game data, the catalog's picks are recorded for the decision log (why each layout).
    const FileCatalog *catalog = gameData();
    std::vector<FileCatalog::PickRecord> picks;
    if (catalog)
        catalog->recordPicks(&picks);
    const GenerateStatus status = generate(settings, floor, &trace, &error, catalog);
    if (catalog)
        catalog->recordPicks(nullptr);
    if (status != GenerateStatus::Ok) {
        m_panel->setProblem(app::trCoreSentence(error));
        const QString seed = settings.runSeed ? QString::fromStdString(seedToString(*settings.runSeed))
                                              : tr("stage seed %1").arg(settings.stageSeed);
        m_floorProblem->showProblem(tr("%1 (%2)").arg(seed, app::trStage(settings.stage, settings.stageType)),
                                    app::trCoreMessage(error), m_hasFloor);
        return;
    }
    m_panel->setProblem({});
    m_floorProblem->clearProblem();
    // Fit to floor keeps its frame while the floor stays where it is (same seed and stage, an item or a
    // curse toggled): the map stays still, and only grows when the new floor does not fit the frame.
    const QRect fresh = app::FloorRenderer::floorWindow(app::FloorView::fromFloor(floor));
    const bool samePlace = m_hasFloor && settings.runSeed == m_settings.runSeed &&
                           settings.stageSeed == m_settings.stageSeed && settings.stage == m_settings.stage &&
                           settings.stageType == m_settings.stageType;
    m_fitWindow = samePlace && m_fitWindow.isValid() ? m_fitWindow.united(fresh) : fresh;
    m_settings = settings;
    m_floor = floor;
    m_trace = std::move(trace);
    m_hasFloor = true;
    m_appSettings->setFloorSettings(settings);
    m_panel->setRolledCurse(m_floor.curseRolled, settings.blackCandle);
    m_logModel->setTrace(m_trace, m_floor.attempts, &m_floor);
    if (catalog)
        m_logModel->setNotes(app::pickNotes(m_trace, m_floor, picks, *catalog));
    // Another floor starts its step-through at the start, not at the old floor's frame number, and its
    // decision log at its first line (it opened scrolled to the middle from the run view or a search).
    if (!samePlace) {
        const QSignalBlocker b(m_player);
        m_player->setFrame(0);
        m_logView->scrollToTop();
    }
    m_player->setFrameCount(static_cast<int>(m_trace.events.size()));
    m_options.highlightRoom = -1;
    if (m_stepping)
        m_frame = m_player->frame();
    const QString seed =
        settings.runSeed ? QString::fromStdString(seedToString(*settings.runSeed)) : QString();
    setWindowTitle(QStringLiteral("%1 · %2 — %3")
                       .arg(seed, app::trStage(settings.stage, settings.stageType), app::applicationName()));
    refreshCompare();
    refreshView();
    updateSummary();
    rememberSeedLater();
    emit floorChanged();
}

void MainWindow::rememberSeedLater() {
    m_recentTimer->start();
}

app::FloorView MainWindow::buildView(int frame) const {
    if (!m_hasFloor)
        return {};
    app::FloorView view = frame < 0
                              ? app::FloorView::fromFloor(m_floor)
                              : app::FloorView::fromTrace(m_trace, static_cast<std::size_t>(frame), m_floor);
    for (const ViewDecorator &d : m_decorators)
        d(m_floor, view);
    return view;
}

QRect MainWindow::stableWindow() const {
    // One frame for the whole step-through (every room and candidate of every attempt) or for both sides
    // of a comparison, so that the map does not jump around.
    QRect window = app::FloorRenderer::floorWindow(app::FloorView::fromFloor(m_floor));
    if (m_stepping) {
        app::FloorView all;
        for (const TraceEvent &e : m_trace.events) {
            if (e.shape == Shape::Null || !e.anchor.valid())
                continue;
            Room r;
            r.shape = e.shape;
            r.anchor = e.anchor;
            all.rooms.push_back(r);
        }
        window = window.united(app::FloorRenderer::floorWindow(all));
    }
    if (m_comparing && m_hasCompareFloor && m_compareFloor.orig.present == m_floor.orig.present) // same grid
        window = window.united(app::FloorRenderer::floorWindow(app::FloorView::fromFloor(m_compareFloor)));
    return window;
}

app::RenderOptions MainWindow::effectiveOptions() const {
    app::RenderOptions o = m_options;
    o.theme = paletteTheme();
    if (m_comparing && m_hasCompareFloor && m_compareFloor.orig.present != m_floor.orig.present)
        o.cellWindow = QRect(); // original-2011 beside another rule set: each side fits its own grid
    else if (o.fitToFloor && m_hasFloor && (m_stepping || m_comparing))
        o.cellWindow = stableWindow();
    else if (o.fitToFloor && m_hasFloor && m_fitWindow.isValid())
        o.cellWindow = m_fitWindow;
    if (m_stepping && m_hasFloor) // the legend keeps the final floor's room: nothing moves as frames play
        o.sizeFor = std::make_shared<const app::FloorView>(buildView(-1));
    if (m_comparing) {
        o.differingRooms = m_differingA;
        o.legend = false; // two maps side by side need the width more
    }
    return o;
}

void MainWindow::refreshView() {
    m_view = buildView(m_stepping ? m_frame : -1);
    const app::RenderOptions o = effectiveOptions();
    m_map->setView(m_view);
    m_map->setOptions(o);
    if (m_comparing && m_hasCompareFloor) {
        app::FloorView other = app::FloorView::fromFloor(m_compareFloor);
        for (const ViewDecorator &d : m_decorators)
            d(m_compareFloor, other);
        app::RenderOptions ro = o;
        ro.differingRooms = m_differingB;
        ro.highlightRoom = -1;
        m_compareMap->setView(other);
        m_compareMap->setOptions(ro);
    }
    updateStepCaption();
    emit viewChanged();
}

void MainWindow::updateSummary() {
    m_summary->setText(m_hasFloor ? floorSummaryHtml(m_floor) : QString());
}

void MainWindow::updateStepCaption() {
    if (!m_stepping)
        return;
    const int frame = m_frame;
    const int count = static_cast<int>(m_trace.events.size());
    if (frame <= 0) {
        m_player->setCaption(tr("Before the first event. Press Space to play, or → to step."), {});
        return;
    }
    const TraceEvent &e = m_trace.events[static_cast<std::size_t>(frame - 1)];
    QString head = e.attempt ? tr("Attempt %1").arg(e.attempt) : tr("Set-up");
    if (e.attempt && e.attempt != m_floor.attempts)
        head += tr(" (discarded)");
    QString caption = QStringLiteral("<b>%1 · %2/%3</b> — %4")
                          .arg(head.toHtmlEscaped())
                          .arg(frame)
                          .arg(count)
                          .arg(m_logModel->captions().value(frame - 1).toHtmlEscaped());
    QStringList details;
    if (!m_view.workList.empty()) {
        QStringList work;
        for (int n : m_view.workList)
            work << QString::number(n);
        details << tr("Work list (next first): %1").arg(work.join(QStringLiteral(", ")));
    }
    if (!m_view.deadEndOrder.empty()) {
        QStringList dead;
        for (int n : m_view.deadEndOrder)
            dead << QString::number(n);
        details << tr("Dead ends: %1").arg(dead.join(QStringLiteral(", ")));
    }
    m_player->setCaption(caption, details.join(QStringLiteral("   ·   ")));
}

void MainWindow::setStepping(bool on) {
    if (on == m_stepping)
        return;
    if (on && m_comparing)
        setComparing(false);
    m_stepping = on;
    {
        const QSignalBlocker b(m_stepAction);
        m_stepAction->setChecked(on);
    }
    // The decision log in a tab behind the settings (a narrow window): in front while stepping, the tab
    // that was in front back after.
    if (on && !m_logDock->isHidden() && !tabifiedDockWidgets(m_logDock).isEmpty() &&
        m_logDock->visibleRegion().isEmpty()) {
        m_dockBeforeStepping.clear();
        for (QDockWidget *dock : tabifiedDockWidgets(m_logDock))
            if (!dock->visibleRegion().isEmpty())
                m_dockBeforeStepping = dock;
        m_logDock->raise();
    } else if (!on && m_dockBeforeStepping) {
        m_dockBeforeStepping->raise();
        m_dockBeforeStepping.clear();
    }
    m_player->setVisible(on);
    m_player->setActive(on);
    m_frame = on ? m_player->frame() : -1;
    if (!on)
        m_logView->clearSelection();
    refreshView();
}

void MainWindow::setStepFrame(int frame) {
    setStepping(true);
    if (m_player->frame() == frame) {
        m_frame = frame;
        refreshView();
    } else {
        m_player->setFrame(frame);
    }
}

void MainWindow::setComparing(bool on) {
    if (on == m_comparing)
        return;
    if (on && m_stepping)
        setStepping(false);
    // From another page: back to the floor first, so that the docks it brings back step aside too (they
    // came back beside the two maps, and the window grew past a 1024 px screen: issue 46 point 3).
    if (on && m_runView && m_runView->isShown())
        m_runView->setShown(false);
    if (on)
        if (auto *tabs = findChild<QTabWidget *>(QStringLiteral("centralTabs")))
            tabs->setCurrentIndex(0);
    m_comparing = on;
    // Two maps need the width: the docks on the right (the decision log is about the left floor only) step
    // aside meanwhile and come back after, the tab that was in front of a group in front again.
    if (on) {
        m_docksHiddenForCompare.clear();
        m_docksInFrontForCompare.clear();
        for (QDockWidget *dock : findChildren<QDockWidget *>()) {
            if (dockWidgetArea(dock) == Qt::RightDockWidgetArea && !dock->isFloating() && !dock->isHidden()) {
                m_docksHiddenForCompare.push_back(dock);
                if (!dock->visibleRegion().isEmpty())
                    m_docksInFrontForCompare.push_back(dock);
            }
        }
        for (const QPointer<QDockWidget> &dock : m_docksHiddenForCompare)
            dock->hide();
    } else {
        // The second map goes before the docks come back: both at once asked for more width than a
        // 1024 px screen has, and the window grew past it (issue 46 point 3).
        for (QWidget *w : {m_compareBar, static_cast<QWidget *>(m_leftTitle), m_compareSide,
                           static_cast<QWidget *>(m_compareSummary)})
            w->setVisible(false);
        for (const QPointer<QDockWidget> &dock : m_docksHiddenForCompare)
            if (dock)
                dock->show();
        for (const QPointer<QDockWidget> &dock : m_docksInFrontForCompare)
            if (dock)
                dock->raise();
        m_docksHiddenForCompare.clear();
        m_docksInFrontForCompare.clear();
    }
    {
        const QSignalBlocker b(m_compareAction);
        m_compareAction->setChecked(on);
    }
    for (QWidget *w : {m_compareBar, static_cast<QWidget *>(m_leftTitle), m_compareSide,
                       static_cast<QWidget *>(m_compareSummary)})
        w->setVisible(on);
    refreshCompare();
    refreshView();
}

void MainWindow::setCompareKey(const QString &key) {
    if (!app::isCompareKey(key))
        return;
    m_compareKey = key;
    m_appSettings->setValue(app::AppSettings::Key::CompareSetting, key);
    {
        const QSignalBlocker b(m_compareCombo);
        selectCompareItem(key);
    }
    refreshCompare();
    refreshView();
}

void MainWindow::refreshCompare() {
    m_differingA.clear();
    m_differingB.clear();
    m_hasCompareFloor = false;
    if (!m_comparing || !m_hasFloor)
        return;
    {
        const QSignalBlocker b(m_compareCombo);
        selectCompareItem(m_compareKey);
    }
    Settings other = m_settings;
    app::flipSetting(m_compareKey, other);
    m_leftTitle->setText(QStringLiteral("<b>%1</b>").arg(compareSideName(m_compareKey, m_settings)));
    m_rightTitle->setText(QStringLiteral("<b>%1</b>").arg(compareSideName(m_compareKey, other)));
    std::string error;
    if (auto problem = validateSettings(other)) {
        m_compareSummary->setText(tr("No floor to compare: %1").arg(app::trCoreMessage(*problem)));
        m_compareMap->setView({});
        return;
    }
    if (generate(other, m_compareFloor, nullptr, &error, gameData()) != GenerateStatus::Ok) {
        m_compareSummary->setText(tr("No floor to compare: %1").arg(app::trCoreMessage(error)));
        m_compareMap->setView({});
        return;
    }
    m_hasCompareFloor = true;
    const app::FloorDifference diff = app::compareFloors(m_floor, m_compareFloor, m_compareKey);
    m_differingA = diff.differingA;
    m_differingB = diff.differingB;
    m_compareSummary->setText(diff.summary);
}

void MainWindow::selectCompareItem(const QString &key) {
    // A seed is compared through the "Another seed" item, which then names it.
    const int seedItem = m_compareCombo->findData(QStringLiteral("seed:"));
    if (key.startsWith(QLatin1String("seed:"))) {
        m_compareCombo->setItemText(seedItem, app::compareKeyName(key));
        m_compareCombo->setCurrentIndex(seedItem);
        return;
    }
    m_compareCombo->setItemText(seedItem, tr("Another seed…"));
    m_compareCombo->setCurrentIndex(m_compareCombo->findData(key));
}

bool MainWindow::showRoomLayout(int room) {
    const FileCatalog *catalog = gameData();
    if (!m_hasFloor || !catalog || room < 0 || static_cast<std::size_t>(room) >= m_floor.rooms.size())
        return false;
    const app::RoomLayoutInfo info =
        app::roomLayoutInfo(m_floor, m_floor.rooms[static_cast<std::size_t>(room)], *catalog);
    if (!info.data)
        return false;
    if (!m_roomLayout) {
        m_roomLayout = new RoomLayoutDialog(this);
        m_roomLayout->setObjectName(QStringLiteral("roomLayoutDialog"));
        // Other rooms files: the entry shown may no longer be theirs.
        connect(this, &MainWindow::gameDataChanged, m_roomLayout, &QWidget::hide);
        connect(m_roomLayout, &RoomLayoutDialog::findSeedRequested, this, &MainWindow::findRoomRequested);
    }
    m_roomLayout->showRoom(*info.data, info.fileName, paletteTheme() == app::Theme::Dark);
    m_roomLayout->setLayoutValue(RoomLayoutDialog::layoutValueFor(
        *info.data, info.fileName, *catalog, m_floor.rooms[static_cast<std::size_t>(room)].layoutId));
    return true;
}

void MainWindow::roomClicked(int room) {
    m_options.highlightRoom = room;
    refreshView();
    showRoomLayout(room);
    const int row = m_logModel->placementRow(room);
    if (row < 0)
        return;
    // Select the event that placed the room, without leaving the final floor.
    const QModelIndex index = m_logModel->index(row);
    {
        const QSignalBlocker b(m_logView->selectionModel());
        m_logView->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect);
    }
    m_logView->scrollTo(index, QAbstractItemView::PositionAtCenter);
    m_logView->viewport()->update();
}

void MainWindow::applyOptions(const GuiOptions &o) {
    openFloor(o.applyTo(m_settings));
    if (o.size.isValid())
        resize(o.size);
    if (!o.compare.isEmpty()) {
        setCompareKey(o.compare);
        setComparing(true);
    }
    if (o.step)
        setStepFrame(*o.step);
    if (o.runView)
        m_runView->setShown(true);
}

QString MainWindow::decisionLogText() const {
    const Floor *floor = currentFloor();
    const QString caption =
        floor ? app::defaultCaption(*floor, gameData()) + QStringLiteral("\n\n") : QString();
    return caption + m_logModel->plainText();
}

void MainWindow::flushRendering() {
    QCoreApplication::processEvents();
    m_map->renderNow();
    if (m_comparing)
        m_compareMap->renderNow();
    if (m_runView && m_runView->isShown())
        m_runView->flushRendering();
    // The decision log lays out a long trace in batches from the event loop: all of it now, so that a
    // picture taken next (--screenshot, the tests) shows its rows.
    m_logView->setLayoutMode(QListView::SinglePass);
    m_logView->doItemsLayout();
    m_logView->setLayoutMode(QListView::Batched);
    QCoreApplication::processEvents();
}

app::Theme MainWindow::paletteTheme() const {
    return palette().color(QPalette::Window).lightness() < 128 ? app::Theme::Dark : app::Theme::Light;
}

void MainWindow::confirm(const QString &text, const QString &folder) {
    if (!m_confirmation) {
        m_confirmation = new QLabel;
        m_confirmation->setObjectName(QStringLiteral("confirmationLabel"));
        m_confirmation->setTextFormat(Qt::RichText);
        m_confirmation->setContentsMargins(6, 0, 6, 0);
        connect(m_confirmation, &QLabel::linkActivated, this,
                [](const QString &link) { QDesktopServices::openUrl(QUrl(link)); });
        statusBar()->addWidget(m_confirmation, 1);
    }
    if (folder.isEmpty()) {
        m_confirmation->setText(text.toHtmlEscaped());
        m_confirmation->setToolTip(QString());
    } else {
        m_confirmation->setText(
            QStringLiteral("<a href=\"%1\">%2</a>")
                .arg(QUrl::fromLocalFile(folder).toString(QUrl::FullyEncoded), text.toHtmlEscaped()));
        m_confirmation->setToolTip(tr("Click to open the folder"));
    }
    statusBar()->show();
}

void MainWindow::updatePaletteIcons() {
    // Drawn in the palette's text colour: the style's play icon was almost invisible on a dark toolbar.
    if (m_stepAction)
        m_stepAction->setIcon(paletteIcon(IconKind::Play, palette()));
    if (m_prevSeedAction)
        m_prevSeedAction->setIcon(paletteIcon(IconKind::Back, palette()));
    if (m_nextSeedAction)
        m_nextSeedAction->setIcon(paletteIcon(IconKind::Forward, palette()));
}

QString MainWindow::gameDataHelpText() {
    return tr(
        "The room files come from your own copy of the game. Choose the folder where it is installed (with "
        "Steam: steamapps/common/The Binding of Isaac Rebirth): its packed archives are read, never written. "
        "Files written by its resource extractor (resources/rooms/*.stb) and rooms saved by Basement "
        "Renovator (.xml) work too: choose the resources folder or the rooms folder. With them, special "
        "rooms "
        "get the game's shapes and doors, and each room names the exact layout it was given. The boss pools "
        "of bosspools.xml are read too when they are there.");
}

bool MainWindow::setGameDataFolder(const QString &folder, QString *error) {
    std::shared_ptr<const FileCatalog> data;
    if (!folder.isEmpty()) {
        QString why;
        data = app::loadGameData(folder, why);
        if (!data) {
            if (error)
                *error = why;
            return false;
        }
    }
    m_gameData = std::move(data);
    m_gameDataFolder = folder;
    useBossNamesOf(m_gameData.get());
    m_appSettings->setValue(app::AppSettings::Key::GameData, folder);
    emit gameDataChanged();
    if (!m_floorProblem->isHidden()) // the floor asked for failed: other data may give it
        regenerate(m_panel->settings());
    else if (m_hasFloor)
        regenerate(m_settings);
    else
        updateGameDataStatus();
    return true;
}

// The boss names of the data's bossportraits.xml for every name the app shows (none without data).
void MainWindow::useBossNamesOf(const FileCatalog *data) {
    std::map<int, QString> names;
    if (data)
        for (const BossPortrait &b : data->files().portraits)
            names.emplace(b.id, QString::fromStdString(b.name));
    app::setUserBossNames(std::move(names));
}

void MainWindow::loadGameDataAtStart() {
    const QString folder = m_appSettings->stringValue(app::AppSettings::Key::GameData);
    if (!folder.isEmpty()) {
        QString why;
        m_gameData = app::loadGameData(folder, why);
        if (m_gameData) {
            m_gameDataFolder = folder;
            useBossNamesOf(m_gameData.get());
        } else {
            // The choice is kept (the folder may be on a drive not mounted yet); this session uses the
            // built-in rooms.
            confirm(tr("The game data in %1 could not be read: the built-in rooms are in use")
                        .arg(QDir::toNativeSeparators(folder)));
            m_confirmation->setToolTip(app::escapedMessage(why));
        }
    }
    updateGameDataStatus();
    gui::proposeFoundGameAtStart(this); // the first start: the installation found, once
}

void MainWindow::updateGameDataStatus() {
    if (m_builtinRoomsAction)
        m_builtinRoomsAction->setEnabled(m_gameData != nullptr);
    if (!m_gameDataLabel)
        return;
    QString text;
    if (!m_gameData)
        text = tr("Rooms: built-in");
    else
        text = tr("Rooms: %1, %2, %3")
                   .arg(app::gameDataLabel(*m_gameData),
                        tr("%n file(s)", nullptr, static_cast<int>(m_gameData->files().files.size())),
                        tr("%n room(s)", nullptr, static_cast<int>(m_gameData->files().roomCount)));
    m_gameDataLabel->setText(text);
    QString tip = gameDataHelpText();
    if (m_gameData) {
        const auto native = [](const std::string &path) {
            return QDir::toNativeSeparators(QFile::decodeName(path.c_str()));
        };
        const RoomFileSet &files = m_gameData->files();
        tip = tr("Room files read from %1").arg(native(files.folder));
        // bosspools.xml and bossportraits.xml beside them (repentance.md R19.1).
        tip += QLatin1Char('\n') + (files.bossPoolsFile.empty()
                                        ? tr("Boss pools: built-in (no bosspools.xml beside the rooms)")
                                        : tr("Boss pools read from %1").arg(native(files.bossPoolsFile)));
        if (!files.portraitsFile.empty())
            tip +=
                QLatin1Char('\n') + tr("Bosses' achievements read from %1").arg(native(files.portraitsFile));
        if (const QString packed = gui::gameDataSourcesText(files); !packed.isEmpty())
            tip +=
                QLatin1Char('\n') + packed; // the edition, each file's archive and path (generation.md 16.2)
    }
    m_gameDataLabel->setToolTip(tip);
    if (m_gameData)
        statusBar()->show();
}

QFileDialog *MainWindow::createGameDataDialog() {
    auto *dialog = new QFileDialog(this, tr("Open Game Data"));
    dialog->setObjectName(QStringLiteral("gameDataDialog"));
    dialog->setFileMode(QFileDialog::Directory);
    dialog->setOption(QFileDialog::ShowDirsOnly, true);
    // Qt's own dialog, so that it can say where the files come from under the folder list.
    dialog->setOption(QFileDialog::DontUseNativeDialog, true);
    dialog->setLabelText(QFileDialog::Accept, tr("&Use These Rooms"));
    if (!m_gameDataFolder.isEmpty())
        dialog->setDirectory(m_gameDataFolder);
    else if (const QString steam = gui::steamStartFolder(); !steam.isEmpty())
        dialog->setDirectory(steam); // the Steam library's steamapps/common
    else
        dialog->setDirectory(QDir::homePath()); // not the working folder (issue 46 point 10)
    if (auto *grid = qobject_cast<QGridLayout *>(dialog->layout())) {
        auto *help = new QLabel(gameDataHelpText());
        help->setObjectName(QStringLiteral("gameDataHelp"));
        help->setWordWrap(true);
        grid->addWidget(help, grid->rowCount(), 0, 1, grid->columnCount());
    }
    return dialog;
}

void MainWindow::openGameDataDialog() {
    if (gui::proposeFoundGame(this)) // "Found The Binding of Isaac: ... Use it?"
        return;
    QFileDialog *dialog = createGameDataDialog();
    dialog->setAttribute(Qt::WA_DeleteOnClose, false);
    const bool accepted = dialog->exec() == QDialog::Accepted && !dialog->selectedFiles().isEmpty();
    const QString folder = accepted ? dialog->selectedFiles().constFirst() : QString();
    delete dialog;
    if (accepted)
        openGameDataFolder(folder);
}

bool MainWindow::openGameDataFolder(const QString &folder) {
    QString why;
    if (!setGameDataFolder(folder, &why)) {
        QMessageBox box(QMessageBox::Warning, tr("Open Game Data"),
                        tr("The room files in %1 could not be read. The rooms in use do not change.")
                            .arg(QDir::toNativeSeparators(folder)),
                        QMessageBox::Ok, this);
        box.setObjectName(QStringLiteral("gameDataErrorBox"));
        box.setInformativeText(app::escapedMessage(why));
        box.exec();
        return false;
    }
    if (m_gameData->files().repentogon) {
        // repentance.md R23.5: the game runs through REPENTOGON, so its floors follow the variant.
        Settings s = m_panel->settings();
        if (s.ruleSet == RuleSet::Repentance && s.ruleVariant == RuleVariant::Vanilla) {
            s.ruleVariant = RuleVariant::Repentogon;
            openFloor(s);
        }
        confirm(tr("%n room(s) read from %1; REPENTOGON is installed there: Rules set to REPENTOGON", nullptr,
                   static_cast<int>(m_gameData->files().roomCount))
                    .arg(QDir::toNativeSeparators(folder)));
        return true;
    }
    confirm(tr("%n room(s) read from %1", nullptr, static_cast<int>(m_gameData->files().roomCount))
                .arg(QDir::toNativeSeparators(folder)));
    return true;
}

QString MainWindow::difficultyWindowText() {
    return tr("The difficulty window: the normal rooms of the floor are picked among the game's room "
              "layouts whose difficulty lies in this range. The second floor of a chapter and hard mode "
              "pick harder layouts.");
}

QString MainWindow::mapTermsText() {
    QString html =
        QStringLiteral("<p><b>%1</b></p><ul>").arg(tr("Room shapes (the codes of the decision log)"));
    for (const QString &line : shapeLegend())
        html += QStringLiteral("<li>%1</li>").arg(line.toHtmlEscaped());
    html += QStringLiteral("</ul><p><b>%1</b></p><p>%2</p>")
                .arg(tr("Difficulty window"), difficultyWindowText().toHtmlEscaped());
    html += QStringLiteral("<p><b>%1</b></p><p>%2</p>")
                .arg(tr("Distance"),
                     tr("How many rooms the layout went through from the start room to place a room. The "
                        "secret rooms are not placed that way: they have no distance."));
    html += QStringLiteral("<p><b>%1</b></p><p>%2</p>")
                .arg(tr("Dead ends"), tr("Rooms with a single door, numbered from the farthest (1). The "
                                         "boss and the special rooms are put in them."));
    return html;
}

void MainWindow::showMapTerms() {
    QMessageBox box(this);
    box.setWindowTitle(tr("Map Terms"));
    box.setTextFormat(Qt::RichText);
    box.setText(mapTermsText());
    box.exec();
}

void MainWindow::changeEvent(QEvent *event) {
    if (event->type() == QEvent::PaletteChange)
        updatePaletteIcons();
    if (event->type() == QEvent::PaletteChange && m_map)
        refreshView();
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent *event) {
    m_appSettings->setValue(app::AppSettings::Key::WindowGeometry, saveGeometry());
    m_appSettings->setValue(app::AppSettings::Key::WindowState, saveState());
    m_appSettings->sync();
    QMainWindow::closeEvent(event);
}

QString MainWindow::aboutText() {
    // What the product is today (issue 46 point 9): the three rule sets, what each rests on, what was checked
    // against the real game; the same words as the maps' marks.
    const QString text =
        tr("<h3>%1 %2</h3>"
           "<p>Seed-exact floor generation for The Binding of Isaac: Repentance+, Afterbirth+ and the "
           "original "
           "2011 game, with the reasons behind every room.</p>"
           "<p><b>Three rule sets, and what each rests on</b></p>"
           "<ul>"
           "<li><b>Repentance</b> (the default; Repentance+ v1.9.7.17): the game's generator as read from "
           "its "
           "code. It matches 300 reference floors of an independent implementation of the same code, field "
           "for field, but has not been checked against the running game: its rooms say <i>from the game's "
           "code, unchecked</i>. Tools > Follow Game compares each floor with the log your game writes.</li>"
           "<li><b>Afterbirth+</b>: public reverse-engineering work whose author checked his implementation "
           "grid for grid against floors dumped from the running game. Its Void and Blue Womb rules come "
           "from the game's code, unchecked.</li>"
           "<li><b>Original (2011)</b>: the 2011 Flash game's generator as an article describes it, on its "
           "9x8 grid; not checked against the game.</li>"
           "<li><b>Award seeds</b> of rooms: a rule of our own, since no public source gives the game's. "
           "%3</li>"
           "</ul>"
           "<p>Rules that no source fixes are marked <i>approximation</i> on the map.</p>"
           "<p>The icons are our own. No game assets (graphics, sounds or data files) are used or "
           "shipped.</p>"
           "<p>The Binding of Isaac is a game by Edmund McMillen and Nicalis; this project is not affiliated "
           "with them.</p>")
            .arg(app::applicationName(), app::applicationVersion(), awardSeedRuleText().toHtmlEscaped());
    // The page players use in a browser (issue 45): where it is and how to publish it.
    const QString page =
        tr("<p><b>In a browser</b> (Windows, macOS, a Steam Deck): the same floors on a web page, "
           "<code>build/web/index.html</code>, the static files that <code>make web</code> builds. Publish "
           "that folder on any static web host, in any subfolder; the README's section \"In your browser\" "
           "says how.</p>");
    return text + page;
}

void MainWindow::showAbout() {
    QMessageBox::about(this, tr("About %1").arg(app::applicationName()), aboutText());
}

} // namespace floorgen::gui
