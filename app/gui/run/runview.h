#pragma once

// The run view (issue 21): every floor of the current seed's run as a small map, in route order, beside the
// single floor (a tab of the main window; View > Run View, Ctrl+U). The side panel's items and player state
// apply to the whole run: a change regenerates and repaints every floor at once. A route picker takes the
// run through the alternate floor of a stage; clicking a floor opens it in the full map; the run exports as
// one picture (PNG, SVG, one-page PDF) or as a PDF of one floor a page.

#include "export/exportdialog.h"
#include "floorgen/run.h"
#include "runsheet.h"
#include "widgetimagecache.h"

#include <QImage>
#include <QPointer>
#include <QTimer>
#include <QWidget>

class QAction;
class QComboBox;
class QDockWidget;
class QLabel;
class QPushButton;
class QStackedWidget;
class QTabWidget;

namespace floorgen::gui {

class MainWindow;

// The sheet of small maps, painted from a cached image rebuilt off the paint path (as MapWidget does).
class RunSheetWidget : public QWidget {
    Q_OBJECT

public:
    explicit RunSheetWidget(QWidget *parent = nullptr);

    void setSheet(app::RunSheet sheet);
    const app::RunSheet &sheet() const { return m_sheet; }
    void setOptions(const app::RunSheetOptions &options);
    const app::RunSheetOptions &options() const { return m_options; }
    // The options the renderer gets: options() with the texts kept at the widget's font size and the hover.
    app::RunSheetOptions paintOptions() const;

    // Rebuilds the cached image now (tests and benchmarks; the widget does it by itself otherwise).
    void renderNow();
    const QImage &cachedImage() const { return m_cache.image(); }
    // The floor under a point of the widget, or -1; a floor's tile in widget coordinates.
    int floorAt(QPointF pos) const;
    QRectF tileRect(int floor) const;
    // The floor the keyboard is on (arrows move it, Enter or Space opens it), or -1.
    int currentFloor() const { return m_current; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void floorClicked(int floor);

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    void scheduleRender() { m_cache.schedule(); }
    void paintPicture(QPainter &p); // what the cache shows

    app::RunSheet m_sheet;
    app::RunSheetOptions m_options;
    WidgetImageCache m_cache{this, [this](QPainter &p) { paintPicture(p); }};
    int m_hovered = -1;
    int m_pressed = -1;
    int m_current = -1;
};

class RunView : public QWidget {
    Q_OBJECT

public:
    // Installed by installRunView(); `window` must outlive it.
    explicit RunView(MainWindow &window, QWidget *parent = nullptr);

    // The run of these settings (their stage, stage type, route and boss-pool mode are the run's own):
    // regenerated when anything that changes its floors changed, else only repainted.
    void setSettings(const Settings &settings);
    // Generates the run again at the next setSettings() or show (the room files in use changed).
    void invalidate();
    // The settings of the run shown (stage 1, the run's boss pools, no route).
    const Settings &runSettings() const { return m_runSettings; }
    const RunResult &run() const { return m_run; }
    // The route the run follows, before the Labyrinth skip (applied on every route, as on the main path).
    const std::vector<RouteFloor> &route() const { return m_route; }
    // What opening floor `index` shows: the run's settings with that floor's stage and type (and, off the
    // main path, the floors before it as the route).
    Settings floorSettings(int index) const;

    // The route picker: 0 the main path; 1..6 the alternate floor of that stage (6: then Corpse I and II).
    int routeChoice() const;
    void setRouteChoice(int choice);
    QComboBox *routeCombo() const { return m_routeCombo; }

    RunSheetWidget *sheetWidget() const { return m_sheetWidget; }
    // The sentence shown instead of the run (a stage seed has no run), empty when the run is shown.
    QString message() const;
    QPushButton *exportButton() const { return m_exportButton; }

    // The tab: whether the run view is the one shown, and showing it (or the single floor).
    bool isShown() const;
    void setShown(bool shown);
    QAction *toggleAction() const { return m_toggle; }
    QAction *exportAction() const { return m_exportAction; }

    // The export: the sheet as one picture (PNG, SVG, PDF) at the export's scale, or with
    // ExportChoice::everyFloor every floor of the run as a page of one PDF.
    app::ExportPicture exportPicture(const app::ExportOptions &options) const;
    bool exportTo(const ExportChoice &choice, QString &error) const;
    // The suggested file name: "B91Y9THH-run".
    QString suggestedBaseName() const;

    // Finishes a pending regeneration and the sheet's render (--screenshot, tests, benchmarks).
    void flushRendering();

public slots:
    void openFloor(int index);
    void showExportDialog();

signals:
    // The floors were generated again (new seed, item, route).
    void runChanged();

private:
    void regenerate();
    void rebuildRouteItems();
    void updateOptions();
    void setDocksAside(bool aside);
    std::vector<RouteFloor> routeFor(int choice) const;
    app::RunSheetOptions sheetOptions() const;

    friend RunView *installRunView(MainWindow &window);

    MainWindow &m_window;
    QTabWidget *m_tabs = nullptr;
    QAction *m_toggle = nullptr;
    QAction *m_exportAction = nullptr;
    QComboBox *m_routeCombo = nullptr;
    QPushButton *m_exportButton = nullptr;
    QStackedWidget *m_stack = nullptr;
    QLabel *m_message = nullptr;
    RunSheetWidget *m_sheetWidget = nullptr;

    Settings m_pendingSettings;
    bool m_dirty = true;
    bool m_hasRun = false;
    Settings m_runSettings;
    int m_runChoice = -1;
    std::vector<RouteFloor> m_route;
    RunResult m_run;
    std::vector<QPointer<QDockWidget>> m_docksAside;
    QPointer<QDockWidget> m_frontAside; // of those, the tab in front beside the settings (narrow window)
    bool m_aside = false; // the docks of m_docksAside are hidden (a page other than Floor is shown)
};

// Puts the single floor and the run view in two tabs of the window's centre, adds View > Run View (Ctrl+U)
// and File > Export Run…, and keeps the run on the window's settings. Owned by the window.
RunView *installRunView(MainWindow &window);

} // namespace floorgen::gui
