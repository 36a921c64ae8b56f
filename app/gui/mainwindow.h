#pragma once

// The main window: the floor map in the centre, the settings panel on the left, the decision log on the
// right, the step-through bar and the floor summary under the map.
//
// Extension points for the other parts of the app (export, rewards, statistics, seed search). Each is one
// call from their own files:
//   window->fileMenu()->addAction(...);            menus: fileMenu/editMenu/viewMenu/toolsMenu/helpMenu,
//                                                  or menu("file"), menu("edit"), ...
//   window->addPanel(dock);                        a dock, with its toggle in View > Panels
//   window->currentFloor(), currentSettings()      the floor shown (null while none), its settings
//   window->currentView(), renderOptions()         the frame shown (final floor or step-through frame) and
//                                                  how the map draws it: what an export should paint
//   window->setRenderOptions(o)                    e.g. switch RenderOptions::rewards on
//   window->addViewDecorator(fn)                   fills FloorView fields (rewardKind) for every frame
//   window->openFloor(settings)                    shows a floor (seed search results)
//   window->gameData()                             the player's room files in use (null: built-in)
//   signals floorChanged(), viewChanged(), gameDataChanged()

#include "floorgen/generator.h"
#include "floorgen/trace.h"
#include "floorrenderer.h"

#include <functional>
#include <memory>

#include <QMainWindow>
#include <QPointer>

class QActionGroup;
class QComboBox;
class QDockWidget;
class QFileDialog;
class QLabel;
class QListView;
class QMenu;
class QTimer;
class QVBoxLayout;

namespace floorgen {
class FileCatalog;
}

namespace floorgen::app {
class AppSettings;
}

namespace floorgen::gui {

class DecisionLogModel;
class MapWidget;
class FloorProblemBanner;
class RoomLayoutDialog;
class RunView;
class SettingsPanel;
class StepPlayer;
struct GuiOptions;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    // `settings` is where the window keeps its settings (not owned; it must outlive the window). Null: the
    // window keeps them in the user's settings (QSettings with the application's name).
    explicit MainWindow(app::AppSettings *settings = nullptr, QWidget *parent = nullptr);
    ~MainWindow() override;

    // The first floor's run seed, B91Y 9THH, when the settings hold none and QStandardPaths' test mode is on;
    // elsewhere a random one. Tests never depend on a random floor (issue 34).
    static constexpr std::uint32_t kTestModeFirstSeed = 12345;

    // ---- extension points (keep stable) ----
    QMenu *fileMenu() const { return m_fileMenu; }
    QMenu *editMenu() const { return m_editMenu; }
    QMenu *viewMenu() const { return m_viewMenu; }
    QMenu *toolsMenu() const { return m_toolsMenu; }
    QMenu *helpMenu() const { return m_helpMenu; }
    // "file", "edit", "view", "tools" or "help" (case-insensitive); null for anything else.
    QMenu *menu(const QString &name) const;
    // Adds a dock (right side unless `area` says otherwise) and its toggle action under View > Panels. The
    // dock needs an objectName for its place to be remembered between sessions.
    void addPanel(QDockWidget *dock, Qt::DockWidgetArea area = Qt::RightDockWidgetArea);
    // The dock's title on its tab while it shares its place with other docks as tabs (a 1024-pixel window
    // put three in one column: "Floor Settings" became "Floor Se…"); alone, and in View > Panels, its own
    // title (its windowTitle when this is called).
    void setPanelTabTitle(QDockWidget *dock, const QString &tabTitle);

    // The floor shown, or null when there is none yet.
    const Floor *currentFloor() const;
    Settings currentSettings() const;
    // The frame shown: the final floor, or the step-through frame.
    app::FloorView currentView() const;
    // How the map draws it (theme, overlays, selection, ...).
    app::RenderOptions renderOptions() const;
    // Sets the overlays (theme, cellWindow and differingRooms are the window's own and are ignored).
    void setRenderOptions(const app::RenderOptions &options);

    // Called on every FloorView the window builds (final floor and step-through frames), after the view
    // is filled from the floor: lets the rewards code fill FloorView::rewardKind.
    using ViewDecorator = std::function<void(const Floor &floor, app::FloorView &view)>;
    void addViewDecorator(ViewDecorator decorator);

    MapWidget *mapWidget() const { return m_map; }
    // Puts `banner` in the map's column, above the map (the game log's mark): the map is fitted to the room
    // left, so a banner never covers the floor.
    void addMapBanner(QWidget *banner);

    // The player's own game data (issue 20, generation.md 12): the room files of File > Open Game Data, or
    // null for the built-in catalog. Generating with it goes through a copy of one's own on another thread
    // (a FileCatalog's weights change as it picks); it is replaced when the user picks other data
    // (gameDataChanged), so keep gameDataShared() to hold on to it.
    const FileCatalog *gameData() const { return m_gameData.get(); }
    std::shared_ptr<const FileCatalog> gameDataShared() const { return m_gameData; }
    // The catalog a floor of these settings is generated with: gameData() for afterbirth-plus, null (the
    // built-in catalog) for repentance, whose room picker does not read room files yet.
    // The folder chosen (empty: the built-in rooms).
    QString gameDataFolder() const { return m_gameDataFolder; }
    // Reads the room files of `folder`, makes them the rooms in use, remembers the choice and shows the
    // floor again; an empty folder goes back to the built-in rooms. When the folder cannot be read: false,
    // `error` says why, and the rooms in use stay as they were.
    bool setGameDataFolder(const QString &folder, QString *error = nullptr);
    // The status bar's permanent "Rooms: ..." label (the status bar shows from the first game data or
    // message on).
    QLabel *gameDataStatusLabel() const { return m_gameDataLabel; }
    // Where the room files come from and what changes with them (the dialog, the actions' tips).
    static QString gameDataHelpText();
    // File > Open Game Data's folder dialog, not shown (openGameDataDialog() runs it; tests look at it).
    QFileDialog *createGameDataDialog();
    // With game data, a room clicked on the map opens its room file entry drawn (issue 20) in this window,
    // made on the first click and reused (null before); showRoomLayout() is what the click does.
    RoomLayoutDialog *roomLayoutDialog() const { return m_roomLayout; }
    bool showRoomLayout(int room);

    // Confirms a done action in the status bar ("Saved B91Y9THH-1.png in ~/Pictures", "Seed copied"): with
    // `folder`, the message is a link that opens that folder. The label stays until the next message.
    void confirm(const QString &text, const QString &folder = QString());
    QLabel *confirmationLabel() const { return m_confirmation; }

    // ---- the window's own parts (tests, command line) ----
    SettingsPanel *settingsPanel() const { return m_panel; }
    // The run view, the central tab beside the single floor (runview.h).
    RunView *runView() const { return m_runView; }
    StepPlayer *stepPlayer() const { return m_player; }
    DecisionLogModel *decisionLog() const { return m_logModel; }
    QListView *decisionLogView() const { return m_logView; }
    MapWidget *compareMapWidget() const { return m_compareMap; }
    QLabel *summaryLabel() const { return m_summary; }
    QLabel *compareSummaryLabel() const { return m_compareSummary; }
    // The floor of the compare side, or null outside compare mode.
    const Floor *compareFloor() const;
    app::AppSettings &appSettings() const { return *m_appSettings; }

    // Applies the command line (seed, stage, items, --step, --compare, --size).
    void applyOptions(const GuiOptions &options);
    bool isStepping() const { return m_stepping; }
    bool isComparing() const { return m_comparing; }
    // Finishes pending renders: what --screenshot and the tests call before grabbing the window.
    void flushRendering();
    // The floor's caption (seed, stage, rule set), a blank line, then every line of the decision log: what
    // Edit > Copy Decision Log puts on the clipboard.
    QString decisionLogText() const;
    // Help > About: what the app is, its rule sets, what each rests on and what was checked against the game.
    static QString aboutText();
    // Help > Map Terms: the shape codes, the difficulty window, distances and dead ends, explained.
    static QString mapTermsText();
    // What the difficulty window shown under the map means (its toggle's tooltip, Help > Map Terms).
    static QString difficultyWindowText();

public slots:
    // Shows the floor of these settings (also fills the settings panel).
    void openFloor(const floorgen::Settings &settings);
    // File > Open Game Data...: asks for a folder, then openGameDataFolder().
    void openGameDataDialog();
    // The folder the user picked: setGameDataFolder(), and a message box saying why when it cannot be read
    // (the rooms in use stay); a confirmation in the status bar when it can. Returns whether it was read.
    bool openGameDataFolder(const QString &folder);
    void setStepping(bool on);
    void setStepFrame(int frame);
    void setComparing(bool on);
    void setCompareKey(const QString &key);

signals:
    // A new floor is shown (new seed or setting).
    void floorChanged();
    // The picture changed: new floor, step-through frame or render options.
    void viewChanged();
    // Other room files are in use (or the built-in rooms again); floorChanged() follows.
    void gameDataChanged();
    // The room layout dialog's "Find a seed where this room appears": `layoutValue` is the value of the
    // seed search's `layout` condition (statsinstall.cpp opens the search with it).
    void findRoomRequested(const QString &layoutValue);

protected:
    bool event(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private slots:
    void showAbout();
    void showMapTerms();

private:
    void createMenus();
    // The layout's minimum size, no larger than the screen's room: what the window may not shrink below.
    void boundMinimumSize();
    // Narrows the side columns to what their visible docks need when the map is starved of width.
    void fitDockColumns();
    // Each dock with a tab title: that title while it is tabbed with a shown dock, else its own
    // (setPanelTabTitle); the tabs' tooltips say the full titles.
    void titleTabbedPanels();
    static constexpr int kRightColumnWidth = 330; // the decision log's column, by default
    // Narrower at first start: the decision log and the rewards are tabs beside the settings (showEvent).
    static constexpr int kThreeColumnWidth = 1280;
    bool m_dockLayoutChosen = false; // a saved layout, or the first show chose one
    QPointer<QDockWidget> m_dockBeforeStepping;
    void updatePaletteIcons();
    QAction *addToggle(QMenu *menu, const QString &text, bool app::RenderOptions::*member,
                       const QKeySequence &key = {});
    void regenerate(const Settings &settings);
    void updateGameDataStatus();
    static void useBossNamesOf(const FileCatalog *data);
    // Reads the remembered game data at start; a folder that cannot be read is said in the status bar.
    void loadGameDataAtStart();
    void refreshView();
    void refreshCompare();
    void selectCompareItem(const QString &key);
    void updateSummary();
    void updateStepCaption();
    void rememberSeedLater();
    void roomClicked(int room);
    app::Theme paletteTheme() const;
    app::FloorView buildView(int frame) const;
    QRect stableWindow() const;
    app::RenderOptions effectiveOptions() const;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_panelsMenu = nullptr;
    QMenu *m_toolsMenu = nullptr;
    QMenu *m_helpMenu = nullptr;

    std::unique_ptr<app::AppSettings> m_ownSettings;
    app::AppSettings *m_appSettings = nullptr;

    MapWidget *m_map = nullptr;
    MapWidget *m_compareMap = nullptr;
    QWidget *m_compareSide = nullptr;
    QWidget *m_compareBar = nullptr;
    QComboBox *m_compareCombo = nullptr;
    QLabel *m_leftTitle = nullptr;
    QVBoxLayout *m_leftCol = nullptr;             // the map's column: title, banners, the map
    FloorProblemBanner *m_floorProblem = nullptr; // hidden while the floor asked for is shown
    QLabel *m_rightTitle = nullptr;
    QLabel *m_compareSummary = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_confirmation = nullptr; // status bar: the last export or copy
    RoomLayoutDialog *m_roomLayout = nullptr;
    QLabel *m_gameDataLabel = nullptr; // status bar: the rooms in use
    QAction *m_builtinRoomsAction = nullptr;
    std::shared_ptr<const FileCatalog> m_gameData;
    QString m_gameDataFolder;
    SettingsPanel *m_panel = nullptr;
    RunView *m_runView = nullptr;
    StepPlayer *m_player = nullptr;
    DecisionLogModel *m_logModel = nullptr;
    QListView *m_logView = nullptr;
    QDockWidget *m_logDock = nullptr;
    QAction *m_stepAction = nullptr;
    QAction *m_prevSeedAction = nullptr;
    QAction *m_nextSeedAction = nullptr;
    QAction *m_compareAction = nullptr;
    QAction *m_copyLogAction = nullptr; // Edit > Copy Decision Log, also in the log's context menu
    QTimer *m_recentTimer = nullptr;

    Settings m_settings;
    Floor m_floor;
    Trace m_trace;
    bool m_hasFloor = false;
    int m_frame = -1; // -1: the final floor; else the step-through frame (events replayed)
    bool m_stepping = false;
    bool m_comparing = false;
    std::vector<QPointer<QDockWidget>> m_docksHiddenForCompare;
    std::vector<QPointer<QDockWidget>> m_docksInFrontForCompare; // of those, the tabs that were shown
    QString m_compareKey = QStringLiteral("luna");
    Floor m_compareFloor;
    bool m_hasCompareFloor = false;
    std::vector<int> m_differingA, m_differingB;
    QRect m_fitWindow; // the cells fit to floor shows outside step-through and compare
    std::vector<QAction *> m_toggles;
    std::vector<bool app::RenderOptions::*> m_toggleMembers;
    app::RenderOptions m_options;
    app::FloorView m_view;
    std::vector<ViewDecorator> m_decorators;
};

} // namespace floorgen::gui
