#include "mainwindow.h"

#include "appinfo.h"
#include "mapwidget.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QEvent>
#include <QKeySequence>
#include <QMenuBar>
#include <QMessageBox>

namespace floorgen::gui {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent) {
    setWindowTitle(app::applicationName());
    setWindowIcon(QIcon(QStringLiteral(":/icons/app.svg")));
    setDockNestingEnabled(true);

    m_map = new MapWidget(this);
    setCentralWidget(m_map);
    m_options.theme = paletteTheme();

    createMenus();

    Settings initial;
    initial.runSeed = 12345u;
    regenerate(initial);
    resize(1200, 800);
}

MainWindow::~MainWindow() = default;

void MainWindow::createMenus() {
    m_fileMenu = menuBar()->addMenu(tr("&File"));
    m_editMenu = menuBar()->addMenu(tr("&Edit"));
    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_toolsMenu = menuBar()->addMenu(tr("&Tools"));
    m_helpMenu = menuBar()->addMenu(tr("&Help"));

    QAction *quit = m_fileMenu->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    m_panelsMenu = m_viewMenu->addMenu(tr("&Panels"));

    QAction *about = m_helpMenu->addAction(tr("&About %1").arg(app::applicationName()), this, &MainWindow::showAbout);
    about->setMenuRole(QAction::AboutRole);
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
    addDockWidget(area, dock);
    m_panelsMenu->addAction(dock->toggleViewAction());
}

const Floor *MainWindow::currentFloor() const {
    return m_hasFloor ? &m_floor : nullptr;
}

Settings MainWindow::currentSettings() const {
    return m_settings;
}

app::FloorView MainWindow::currentView() const {
    return m_view;
}

app::RenderOptions MainWindow::renderOptions() const {
    return m_map->options();
}

void MainWindow::setRenderOptions(const app::RenderOptions &options) {
    m_options = options;
    refreshView();
}

void MainWindow::addViewDecorator(ViewDecorator decorator) {
    m_decorators.push_back(std::move(decorator));
    refreshView();
}

void MainWindow::openFloor(const Settings &settings) {
    regenerate(settings);
}

void MainWindow::regenerate(const Settings &settings) {
    if (validateSettings(settings))
        return;
    Trace trace;
    Floor floor;
    if (generate(settings, floor, &trace) != GenerateStatus::Ok)
        return;
    m_settings = settings;
    m_floor = floor;
    m_trace = std::move(trace);
    m_hasFloor = true;
    m_frame = -1;
    refreshView();
    emit floorChanged();
}

app::FloorView MainWindow::buildView() const {
    if (!m_hasFloor)
        return {};
    app::FloorView view = m_frame < 0 ? app::FloorView::fromFloor(m_floor)
                                      : app::FloorView::fromReplay(replay(m_trace, static_cast<std::size_t>(m_frame)), m_floor);
    for (const ViewDecorator &d : m_decorators)
        d(m_floor, view);
    return view;
}

void MainWindow::refreshView() {
    m_view = buildView();
    m_options.theme = paletteTheme();
    m_map->setView(m_view);
    m_map->setOptions(m_options);
    emit viewChanged();
}

app::Theme MainWindow::paletteTheme() const {
    return palette().color(QPalette::Window).lightness() < 128 ? app::Theme::Dark : app::Theme::Light;
}

void MainWindow::changeEvent(QEvent *event) {
    if (event->type() == QEvent::PaletteChange && m_map && m_options.theme != paletteTheme())
        refreshView();
    QMainWindow::changeEvent(event);
}

void MainWindow::showAbout() {
    QMessageBox::about(
        this, tr("About %1").arg(app::applicationName()),
        tr("<h3>%1 %2</h3><p>Seed-exact floor generation for The Binding of Isaac: Rebirth.</p>")
            .arg(app::applicationName(), app::applicationVersion()));
}

} // namespace floorgen::gui
