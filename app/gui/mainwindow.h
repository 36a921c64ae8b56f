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
//   signals floorChanged(), viewChanged()

#include "floorrenderer.h"

#include "floorgen/generator.h"
#include "floorgen/trace.h"

#include <QMainWindow>

#include <functional>
#include <memory>

class QDockWidget;
class QLabel;
class QMenu;

namespace floorgen::app {
class AppSettings;
}

namespace floorgen::gui {

class MapWidget;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

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

    // The floor shown, or null when there is none yet.
    const Floor *currentFloor() const;
    Settings currentSettings() const;
    // The frame shown: the final floor, or the step-through frame.
    app::FloorView currentView() const;
    // How the map draws it (theme, overlays, selection, ...).
    app::RenderOptions renderOptions() const;
    void setRenderOptions(const app::RenderOptions &options);

    // Called on every FloorView the window builds (final floor and step-through frames), after the view
    // is filled from the floor: lets the rewards code fill FloorView::rewardKind.
    using ViewDecorator = std::function<void(const Floor &floor, app::FloorView &view)>;
    void addViewDecorator(ViewDecorator decorator);

    MapWidget *mapWidget() const { return m_map; }

public slots:
    // Shows the floor of these settings (also fills the settings panel).
    void openFloor(const floorgen::Settings &settings);

signals:
    // A new floor is shown (new seed or setting).
    void floorChanged();
    // The picture changed: new floor, step-through frame or render options.
    void viewChanged();

protected:
    void changeEvent(QEvent *event) override;

private slots:
    void showAbout();

private:
    void createMenus();
    void regenerate(const Settings &settings);
    void refreshView();
    app::Theme paletteTheme() const;
    app::FloorView buildView() const;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_panelsMenu = nullptr;
    QMenu *m_toolsMenu = nullptr;
    QMenu *m_helpMenu = nullptr;

    MapWidget *m_map = nullptr;

    Settings m_settings;
    Floor m_floor;
    Trace m_trace;
    bool m_hasFloor = false;
    int m_frame = -1; // -1: the final floor; else the step-through frame (events replayed)
    app::RenderOptions m_options;
    app::FloorView m_view;
    std::vector<ViewDecorator> m_decorators;
};

} // namespace floorgen::gui
