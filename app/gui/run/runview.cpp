#include "run/runview.h"

#include "appsettings.h"
#include "floorgen/filecatalog.h"
#include "floorgen/repstages.h"
#include "floorgen/rng.h"
#include "floorgen/seedstring.h"
#include "mainwindow.h"
#include "names_tr.h"

#include <algorithm>

#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QFontInfo>
#include <QHBoxLayout>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>
#include <QSignalBlocker>
#include <QStackedWidget>
#include <QTabWidget>
#include <QToolBar>
#include <QToolTip>
#include <QVBoxLayout>

namespace floorgen::gui {

// ---- RunSheetWidget
// ----------------------------------------------------------------------------------------

RunSheetWidget::RunSheetWidget(QWidget *parent)
    : QWidget(parent) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus); // arrows go from floor to floor, Enter opens one
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(tr("The floors of the run"));
}

void RunSheetWidget::setSheet(app::RunSheet sheet) {
    m_sheet = std::move(sheet);
    m_hovered = -1;
    m_pressed = -1;
    if (m_current >= static_cast<int>(m_sheet.floors.size()))
        m_current = -1;
    scheduleRender();
}

void RunSheetWidget::setOptions(const app::RunSheetOptions &options) {
    m_options = options;
    scheduleRender();
}

app::RunSheetOptions RunSheetWidget::paintOptions() const {
    app::RunSheetOptions o = m_options;
    o.minTextPixels = std::max(o.minTextPixels, static_cast<qreal>(QFontInfo(font()).pixelSize()));
    o.hoveredFloor = m_hovered >= 0 ? m_hovered : (hasFocus() ? m_current : -1);
    o.transparentBackground = false;
    return o;
}

QSize RunSheetWidget::sizeHint() const {
    return app::RunSheetRenderer::preferredSize(m_sheet, paintOptions(), 20).toSize();
}

QSize RunSheetWidget::minimumSizeHint() const {
    return {260, 200};
}

void RunSheetWidget::renderNow() {
    m_cache.renderNow();
}

void RunSheetWidget::paintPicture(QPainter &p) {
    app::RunSheetRenderer::paint(p, QRectF(rect()), m_sheet, paintOptions());
}

void RunSheetWidget::paintEvent(QPaintEvent *) {
    m_cache.draw(app::FloorRenderer::backgroundColor(m_options.theme));
}

void RunSheetWidget::resizeEvent(QResizeEvent *) {
    scheduleRender();
}

int RunSheetWidget::floorAt(QPointF pos) const {
    return app::RunSheetRenderer::floorAt(QRectF(rect()), m_sheet, paintOptions(), pos);
}

QRectF RunSheetWidget::tileRect(int floor) const {
    return app::RunSheetRenderer::tileRect(QRectF(rect()), m_sheet, paintOptions(), floor);
}

void RunSheetWidget::mouseMoveEvent(QMouseEvent *event) {
    const int floor = floorAt(event->position());
    if (floor != m_hovered) {
        m_hovered = floor;
        setCursor(floor >= 0 ? Qt::PointingHandCursor : Qt::ArrowCursor);
        scheduleRender();
    }
}

void RunSheetWidget::leaveEvent(QEvent *) {
    if (m_hovered >= 0) {
        m_hovered = -1;
        scheduleRender();
    }
}

void RunSheetWidget::mousePressEvent(QMouseEvent *event) {
    m_pressed = event->button() == Qt::LeftButton ? floorAt(event->position()) : -1;
}

void RunSheetWidget::mouseReleaseEvent(QMouseEvent *event) {
    const int floor = event->button() == Qt::LeftButton ? floorAt(event->position()) : -1;
    const bool clicked = floor >= 0 && floor == m_pressed;
    m_pressed = -1;
    if (clicked) {
        m_current = floor;
        emit floorClicked(floor);
    }
}

void RunSheetWidget::keyPressEvent(QKeyEvent *event) {
    const int n = static_cast<int>(m_sheet.floors.size());
    if (n == 0) {
        QWidget::keyPressEvent(event);
        return;
    }
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter || event->key() == Qt::Key_Space) &&
        m_current >= 0) {
        emit floorClicked(m_current);
        return;
    }
    QPointF direction;
    switch (event->key()) {
    case Qt::Key_Left:
        direction = {-1, 0};
        break;
    case Qt::Key_Right:
        direction = {1, 0};
        break;
    case Qt::Key_Up:
        direction = {0, -1};
        break;
    case Qt::Key_Down:
        direction = {0, 1};
        break;
    case Qt::Key_Home:
        m_current = 0;
        scheduleRender();
        return;
    case Qt::Key_End:
        m_current = n - 1;
        scheduleRender();
        return;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    if (m_current < 0) {
        m_current = 0;
        scheduleRender();
        return;
    }
    // The nearest tile that way (left and right also go on along the route to the next row).
    if (direction.y() == 0) {
        m_current = std::clamp(m_current + static_cast<int>(direction.x()), 0, n - 1);
    } else {
        const QPointF from = tileRect(m_current).center();
        int best = m_current;
        qreal bestDistance = 0;
        for (int i = 0; i < n; ++i) {
            const QPointF d = tileRect(i).center() - from;
            if (d.y() * direction.y() <= 1)
                continue;
            const qreal distance = std::abs(d.y()) + 4 * std::abs(d.x());
            if (best == m_current || distance < bestDistance) {
                best = i;
                bestDistance = distance;
            }
        }
        m_current = best;
    }
    scheduleRender();
}

void RunSheetWidget::focusInEvent(QFocusEvent *event) {
    if (m_current < 0 && !m_sheet.floors.empty())
        m_current = 0;
    scheduleRender();
    QWidget::focusInEvent(event);
}

void RunSheetWidget::focusOutEvent(QFocusEvent *event) {
    scheduleRender();
    QWidget::focusOutEvent(event);
}

bool RunSheetWidget::event(QEvent *event) {
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int floor = floorAt(help->pos());
        if (floor < 0) {
            QToolTip::hideText();
            event->ignore();
            return true;
        }
        const app::RunSheetFloor &f = m_sheet.floors[static_cast<std::size_t>(floor)];
        QStringList lines;
        lines << QStringLiteral("<b>%1</b>").arg(f.name.toHtmlEscaped());
        const auto rooms = std::count_if(f.view.rooms.begin(), f.view.rooms.end(),
                                         [](const Room &r) { return r.shape != Shape::Null; });
        lines << tr("Rooms: %1").arg(rooms);
        if (!f.boss.isEmpty())
            lines << tr("Boss: %1").arg(f.boss.toHtmlEscaped());
        if (!f.curse.isEmpty())
            lines << f.curse.toHtmlEscaped();
        lines << QStringLiteral("<i>%1</i>")
                     .arg(tr("Click to open this floor in the full map").toHtmlEscaped());
        QToolTip::showText(help->globalPos(), lines.join(QStringLiteral("<br>")), this,
                           tileRect(floor).toAlignedRect());
        return true;
    }
    return QWidget::event(event);
}

// ---- RunView --------------------------------------------------------------------------------------------

namespace {

// The run's own settings: its floors do not depend on the stage shown, a route typed for it or the panel's
// boss-pool shortcut (a run carries its pools from floor to floor).
Settings runSettingsOf(Settings s) {
    s.stage = 1;
    s.stageType = 0;
    s.route.reset();
    s.bossPools = BossPoolsMode::Run;
    return s;
}

// generateRun along a route of our own, with the Labyrinth skip that the main path gets: after an XL floor of
// stage 1, 3, 5 or 7 the floors of the stages it covers are left out.
RunResult runAlong(const Settings &s, const std::vector<RouteFloor> &route, const RoomCatalog *catalog) {
    return generateRun(s, route, catalog, true);
}

} // namespace

RunView::RunView(MainWindow &window, QWidget *parent)
    : QWidget(parent)
    , m_window(window) {
    auto *v = new QVBoxLayout(this);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(0);

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(10, 6, 10, 2);
    auto *routeLabel = new QLabel(tr("&Route:"));
    m_routeCombo = new QComboBox;
    m_routeCombo->setObjectName(QStringLiteral("runRouteCombo"));
    m_routeCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_routeCombo->setToolTip(
        tr("The main path, or the run through the alternate floor of a stage (Repentance's "
           "secret exits)"));
    routeLabel->setBuddy(m_routeCombo);
    m_exportButton = new QPushButton(tr("E&xport Run…"));
    m_exportButton->setObjectName(QStringLiteral("runExportButton"));
    bar->addWidget(routeLabel);
    bar->addWidget(m_routeCombo);
    bar->addStretch(1);
    bar->addWidget(m_exportButton);
    v->addLayout(bar);

    m_stack = new QStackedWidget;
    m_sheetWidget = new RunSheetWidget;
    m_message = new QLabel;
    m_message->setObjectName(QStringLiteral("runMessage"));
    m_message->setWordWrap(true);
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setContentsMargins(40, 20, 40, 20);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_stack->addWidget(m_sheetWidget);
    m_stack->addWidget(m_message);
    v->addWidget(m_stack, 1);

    connect(m_sheetWidget, &RunSheetWidget::floorClicked, this, &RunView::openFloor);
    connect(m_routeCombo, &QComboBox::currentIndexChanged, this, [this] {
        m_dirty = true;
        if (isShown())
            regenerate();
    });
    connect(m_exportButton, &QPushButton::clicked, this, &RunView::showExportDialog);
}

int RunView::routeChoice() const {
    return m_routeCombo->currentIndex() < 0 ? 0 : m_routeCombo->currentData().toInt();
}

void RunView::setRouteChoice(int choice) {
    const int i = m_routeCombo->findData(choice);
    if (i >= 0)
        m_routeCombo->setCurrentIndex(i);
}

QString RunView::message() const {
    return m_stack->currentWidget() == m_message ? m_message->text() : QString();
}

bool RunView::isShown() const {
    return m_tabs && m_tabs->currentWidget() == this;
}

void RunView::setShown(bool shown) {
    if (!m_tabs)
        return;
    m_tabs->setCurrentIndex(shown ? m_tabs->indexOf(this) : 0);
}

void RunView::invalidate() {
    m_hasRun = false;
    m_dirty = true;
}

void RunView::setSettings(const Settings &settings) {
    m_pendingSettings = settings;
    if (!m_hasRun || runSettingsOf(settings) != m_runSettings)
        m_dirty = true;
    // Only the view shown is generated; a hidden one catches up when shown.
    if (isShown()) {
        regenerate();
        updateOptions(); // the floor marked as the one the map shows
    }
}

void RunView::rebuildRouteItems() {
    const Settings s = runSettingsOf(m_pendingSettings);
    const int wanted = routeChoice();
    const QSignalBlocker block(m_routeCombo);
    m_routeCombo->clear();
    m_routeCombo->addItem(tr("Main path"), 0);
    const bool alternate = s.ruleSet == RuleSet::Repentance && s.runSeed;
    m_routeCombo->setEnabled(alternate);
    if (!alternate) {
        m_routeCombo->setToolTip(s.ruleSet == RuleSet::Repentance
                                     ? tr("A stage seed has no run")
                                     : tr("The alternate path (Downpour, Mines, Mausoleum, Corpse) is "
                                          "Repentance's"));
        return;
    }
    m_routeCombo->setToolTip(
        tr("The main path, or the run through the alternate floor of a stage (Repentance's secret exits)"));
    const auto v = stageSeedsOf(*s.runSeed);
    for (int stage = 1; stage <= 6; ++stage) {
        const int type = rep::alternatePathType(v, stage);
        const QString alt = app::trStage(stage, type);
        if (stage < 6) {
            const std::vector<RouteFloor> main = mainPathRoute(s);
            QString replaced;
            for (const RouteFloor &f : main)
                if (f.stage == stage + 1)
                    replaced = app::trStage(f.stage, f.stageType);
            m_routeCombo->addItem(tr("Through %1 (instead of %2)").arg(alt, replaced), stage);
        } else {
            m_routeCombo->addItem(tr("Through %1 to %2").arg(alt, app::trStage(8, rep::kTypeAlt)), stage);
        }
    }
    const int i = m_routeCombo->findData(wanted);
    m_routeCombo->setCurrentIndex(i >= 0 ? i : 0);
}

std::vector<RouteFloor> RunView::routeFor(int choice) const {
    const Settings s = runSettingsOf(m_pendingSettings);
    std::vector<RouteFloor> main = mainPathRoute(s);
    if (choice < 1 || choice > 6 || s.ruleSet != RuleSet::Repentance || !s.runSeed)
        return main;
    // rep::defaultRoute: the alternate floor of stage s comes after the main-path floors 1..s, in place of
    // stage s + 1's; Corpse I and II come after the alternate floor of stage 6, and end the run.
    const auto v = stageSeedsOf(*s.runSeed);
    const RouteFloor alt{choice, rep::alternatePathType(v, choice)};
    std::vector<RouteFloor> route;
    for (const RouteFloor &f : main)
        if (f.stage <= choice)
            route.push_back(f);
    route.push_back(alt);
    if (choice == 6) {
        route.push_back({7, rep::kTypeAlt});
        route.push_back({8, rep::kTypeAlt});
        return route;
    }
    for (const RouteFloor &f : main)
        if (f.stage >= choice + 2)
            route.push_back(f);
    return route;
}

app::RunSheetOptions RunView::sheetOptions() const {
    const app::RenderOptions map = m_window.renderOptions();
    app::RunSheetOptions o;
    o.theme = map.theme;
    o.showHidden = map.showHidden;
    // The floor the single-floor map shows, when it is one of this run's.
    const Settings &shown = m_pendingSettings;
    for (std::size_t i = 0; i < m_run.floors.size() && shown.runSeed == m_runSettings.runSeed; ++i) {
        const Settings &f = m_run.floors[i].settings;
        if (f.stage == shown.stage && f.stageType == shown.stageType) {
            o.currentFloor = static_cast<int>(i);
            break;
        }
    }
    return o;
}

void RunView::updateOptions() {
    const app::RunSheetOptions o = sheetOptions();
    const app::RunSheetOptions &now = m_sheetWidget->options();
    if (o.theme != now.theme || o.showHidden != now.showHidden || o.currentFloor != now.currentFloor)
        m_sheetWidget->setOptions(o);
}

void RunView::regenerate() {
    if (!m_dirty)
        return;
    m_dirty = false;
    rebuildRouteItems();
    const Settings s = runSettingsOf(m_pendingSettings);
    const int choice = routeChoice();
    if (m_hasRun && s == m_runSettings && choice == m_runChoice)
        return;
    m_hasRun = true;
    m_runSettings = s;
    m_runChoice = choice;
    m_route.clear();
    m_run = RunResult{};
    m_exportButton->setEnabled(false);
    if (m_exportAction)
        m_exportAction->setEnabled(false);
    if (!s.runSeed) {
        m_message->setText(
            tr("This floor comes from a stage seed, which belongs to no run: there are no other "
               "floors to show. Enter a run seed (such as B91Y 9THH) in the seed field to see "
               "every floor of its run."));
        m_stack->setCurrentWidget(m_message);
        m_sheetWidget->setSheet({});
        emit runChanged();
        return;
    }
    if (s.ruleSet == RuleSet::Original2011) {
        m_message->setText(tr(
            "The original game's generator (2011) builds one floor at a time here: it has no runs, no stage "
            "seeds and no route. Choose the Afterbirth+ or Repentance+ rules to see every floor of a run."));
        m_stack->setCurrentWidget(m_message);
        m_sheetWidget->setSheet({});
        emit runChanged();
        return;
    }
    m_route = routeFor(choice);
    // The player's room files (null: built-in); the run's floors are generated here, on the window's thread,
    // one after the other.
    const RoomCatalog *catalog = m_window.gameData();
    m_run = choice == 0 ? generateRun(s, std::nullopt, catalog) : runAlong(s, m_route, catalog);

    app::RunSheet sheet;
    sheet.title = app::runSheetTitle(*s.runSeed);
    sheet.subtitle = app::runSheetSubtitle(s);
    for (const Floor &floor : m_run.floors)
        sheet.floors.push_back(app::runSheetFloor(floor));
    // The floors of the route the run left out: the Labyrinth skip after an XL floor.
    if (m_run.ok()) {
        std::size_t next = 0;
        const Floor *last = nullptr;
        for (const RouteFloor &f : m_route) {
            if (next < m_run.floors.size() && m_run.floors[next].settings.stage == f.stage &&
                m_run.floors[next].settings.stageType == f.stageType) {
                last = &m_run.floors[next++];
                continue;
            }
            const QString name = app::trStage(f.stage, f.stageType);
            sheet.notes << (last && last->xl
                                ? tr("%1 skipped: %2 was XL (Curse of the Labyrinth)")
                                      .arg(name, app::trStage(last->settings.stage, last->settings.stageType))
                                : tr("%1 skipped").arg(name));
        }
    } else {
        const QString where = m_run.failedAt ? app::trStage(m_run.failedAt->stage, m_run.failedAt->stageType)
                                             : tr("the first floor");
        sheet.notes << tr("The run stops at %1: %2").arg(where, app::trCoreMessage(m_run.error));
    }
    sheet.footnotes = app::runSheetFootnotes(m_run.floors);
    if (m_run.floors.empty()) {
        m_message->setText(sheet.notes.join(QLatin1Char('\n')));
        m_stack->setCurrentWidget(m_message);
    } else {
        m_stack->setCurrentWidget(m_sheetWidget);
    }
    m_sheetWidget->setOptions(sheetOptions());
    m_sheetWidget->setSheet(std::move(sheet));
    const bool any = !m_run.floors.empty();
    m_exportButton->setEnabled(any);
    if (m_exportAction)
        m_exportAction->setEnabled(any);
    emit runChanged();
}

Settings RunView::floorSettings(int index) const {
    if (index < 0 || static_cast<std::size_t>(index) >= m_run.floors.size())
        return m_window.currentSettings();
    // The shown settings (the panel's own choices) with the run's floor; the main path is the floors' default
    // route (the Labyrinth skip included), any other route is given as the floors before this one.
    Settings s = m_pendingSettings;
    const Floor &floor = m_run.floors[static_cast<std::size_t>(index)];
    s.stage = floor.settings.stage;
    s.stageType = floor.settings.stageType;
    s.bossPools = BossPoolsMode::Run;
    s.route.reset();
    if (m_runChoice != 0) {
        std::vector<RouteFloor> before;
        for (int i = 0; i < index; ++i)
            before.push_back({m_run.floors[static_cast<std::size_t>(i)].settings.stage,
                              m_run.floors[static_cast<std::size_t>(i)].settings.stageType});
        s.route = before;
    }
    return s;
}

void RunView::openFloor(int index) {
    if (index < 0 || static_cast<std::size_t>(index) >= m_run.floors.size())
        return;
    const Settings s = floorSettings(index);
    setShown(false);
    m_window.openFloor(s);
}

void RunView::setDocksAside(bool aside) {
    // The decision log and the other docks of the right column are about the single floor: they step aside
    // while the run view is shown, and come back after (as in compare mode).
    if (aside) {
        if (m_aside)
            return; // from one page to another: they are aside already
        m_aside = true;
        m_docksAside.clear();
        // (In a narrow window the log and the rewards are tabs beside the settings: they go too, the
        // settings stay.)
        m_frontAside.clear();
        for (QDockWidget *dock : m_window.findChildren<QDockWidget *>()) {
            if (dock->objectName() != QLatin1String("floorSettingsDock") && !dock->isFloating() &&
                !dock->isHidden() &&
                (m_window.dockWidgetArea(dock) == Qt::RightDockWidgetArea ||
                 !m_window.tabifiedDockWidgets(dock).isEmpty())) {
                m_docksAside.push_back(dock);
                if (m_window.dockWidgetArea(dock) != Qt::RightDockWidgetArea &&
                    !dock->visibleRegion().isEmpty())
                    m_frontAside = dock;
            }
        }
        for (const QPointer<QDockWidget> &dock : m_docksAside)
            dock->hide();
        return;
    }
    m_aside = false;
    QDockWidget *front = nullptr;
    for (const QPointer<QDockWidget> &dock : m_docksAside) {
        if (!dock)
            continue;
        dock->show();
        if (dock->objectName() == QLatin1String("decisionLogDock"))
            front = dock;
    }
    if (front)
        front->raise();
    if (m_frontAside)
        m_frontAside->raise(); // the tab beside the settings that was in front
    else if (auto *settings = m_window.findChild<QDockWidget *>(QStringLiteral("floorSettingsDock"));
             settings && !m_window.tabifiedDockWidgets(settings).isEmpty())
        settings->raise();
    m_frontAside.clear();
    m_docksAside.clear();
}

void RunView::flushRendering() {
    QCoreApplication::processEvents();
    regenerate();
    m_sheetWidget->renderNow();
    QCoreApplication::processEvents();
}

// ---- export ---------------------------------------------------------------------------------------------

QString RunView::suggestedBaseName() const {
    if (!m_runSettings.runSeed)
        return QStringLiteral("run");
    return QStringLiteral("%1-run").arg(QString::fromStdString(seedToString(*m_runSettings.runSeed, false)));
}

app::ExportPicture RunView::exportPicture(const app::ExportOptions &options) const {
    app::RunSheet sheet = m_sheetWidget->sheet();
    if (!options.caption)
        sheet.title.clear();
    else if (!options.captionText.isEmpty())
        sheet.title = options.captionText;
    if (!options.provenanceMarks)
        sheet.footnotes.clear();
    app::RunSheetOptions o;
    o.theme = options.theme;
    o.showHidden = options.showHidden;
    o.transparentBackground = options.transparent;
    o.columns = app::RunSheetRenderer::preferredColumns(static_cast<int>(sheet.floors.size()));
    app::ExportPicture picture;
    picture.size = app::RunSheetRenderer::preferredSize(sheet, o);
    picture.title = sheet.title;
    picture.paint = [sheet, o](QPainter &painter, const QRectF &target) {
        app::RunSheetRenderer::paint(painter, target, sheet, o);
    };
    return picture;
}

bool RunView::exportTo(const ExportChoice &choice, QString &error) const {
    if (m_run.floors.empty()) {
        error = tr("There is no run to export.");
        return false;
    }
    if (!choice.everyFloor)
        return app::exportPictureToFile(choice.fileName, exportPicture(choice.options), choice.options,
                                        error);
    // One floor a page, each as File > Export… draws a floor (the map's overlays carry over).
    app::RenderOptions base = m_window.renderOptions();
    base.highlightRoom = -1;
    base.differingRooms.clear();
    base.cellWindow = QRect();
    base.rewards = false;
    std::vector<app::ExportItem> items;
    for (const Floor &floor : m_run.floors) {
        items.push_back(app::ExportItem::fromFloor(floor));
        items.back().gameData = m_window.gameData();
    }
    app::ExportOptions options = choice.options;
    options.format = app::ExportFormat::Pdf;
    // The pages of one document share one paper size, as the CLI's batch PDF: the locale's (A4, or Letter
    // where the US measurement system is used), each floor fitted and centred on its page.
    if (options.pageSize == app::ExportOptions::PageSize::Fit)
        options.pageSize = app::localePageSize(QLocale());
    return app::exportPdfToFile(choice.fileName, items, options, error, base);
}

void RunView::showExportDialog() {
    regenerate();
    if (m_run.floors.empty())
        return;
    RunExport target;
    target.floors = static_cast<int>(m_run.floors.size());
    target.defaultCaption = m_sheetWidget->sheet().title;
    target.picture = [this](const app::ExportOptions &options) { return exportPicture(options); };
    ExportDialog dialog(target, &m_window);
    ExportChoice initial = ExportDialog::loadChoice(m_window.appSettings(), suggestedBaseName());
    initial.currentFrame = false;
    if (initial.options.format == app::ExportFormat::Json)
        initial.options.format = app::ExportFormat::Png;
    dialog.setChoice(initial);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const ExportChoice choice = dialog.choice();
    ExportDialog::saveChoice(m_window.appSettings(), choice);
    QString error;
    if (!exportTo(choice, error)) {
        QMessageBox::warning(&m_window, tr("Export Failed"), error);
        return;
    }
    const QFileInfo saved(choice.fileName);
    m_window.confirm(
        tr("Saved %1 in %2").arg(saved.fileName(), QDir::toNativeSeparators(saved.absolutePath())),
        saved.absolutePath());
}

// ---- installation
// ------------------------------------------------------------------------------------------

RunView *installRunView(MainWindow &window) {
    QWidget *floorPage = window.takeCentralWidget();
    auto *tabs = new QTabWidget;
    tabs->setObjectName(QStringLiteral("centralTabs"));
    tabs->setDocumentMode(true);
    auto *view = new RunView(window);
    view->m_tabs = tabs;
    tabs->addTab(floorPage, RunView::tr("Floor", "the central tab of the single floor"));
    tabs->addTab(view, RunView::tr("Run", "the central tab of the run view"));
    tabs->setTabToolTip(0, RunView::tr("The floor of the seed, stage and settings chosen"));
    tabs->setTabToolTip(1, RunView::tr("Every floor of the seed's run, in route order (Ctrl+U)"));
    window.setCentralWidget(tabs);

    // View > Run View, after Compare; the toolbar's button beside it.
    QAction *toggle = new QAction(RunView::tr("R&un View"), view);
    toggle->setObjectName(QStringLiteral("runViewAction"));
    toggle->setCheckable(true);
    toggle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_U));
    toggle->setIconText(RunView::tr("Run", "toolbar: Run View"));
    toggle->setToolTip(RunView::tr("Every floor of the run at a glance (Ctrl+U)"));
    view->m_toggle = toggle;
    QMenu *viewMenu = window.viewMenu();
    QAction *after = nullptr;
    for (QAction *a : viewMenu->actions())
        if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_K))
            after = a;
    const QList<QAction *> actions = viewMenu->actions();
    const qsizetype at = after ? actions.indexOf(after) + 1 : -1;
    viewMenu->insertAction(at >= 0 && at < actions.size() ? actions[at] : nullptr, toggle);
    if (auto *bar = window.findChild<QToolBar *>(QStringLiteral("mainToolBar"))) {
        const QList<QAction *> tools = bar->actions();
        const qsizetype i = after ? tools.indexOf(after) : -1;
        bar->insertAction(i >= 0 && i + 1 < tools.size() ? tools[i + 1] : nullptr, toggle);
    }
    QObject::connect(toggle, &QAction::triggered, view, [view](bool on) {
        view->setShown(on);
        // The keys go to the floors at once (arrows, Enter), not some 30 Tabs away (issue 46 point 11).
        if (on)
            view->sheetWidget()->setFocus(Qt::ShortcutFocusReason);
    });

    // File > Export Run…, after Export….
    QAction *exportRun = new QAction(RunView::tr("Export &Run…"), view);
    exportRun->setObjectName(QStringLiteral("exportRunAction"));
    exportRun->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    exportRun->setStatusTip(
        RunView::tr("Save every floor of the run as one picture, or as a PDF of one floor a page"));
    view->m_exportAction = exportRun;
    QMenu *file = window.fileMenu();
    const QList<QAction *> fileActions = file->actions();
    QAction *before = nullptr;
    for (qsizetype i = 0; i < fileActions.size(); ++i)
        if (fileActions[i]->objectName() == QLatin1String("exportAction") && i + 1 < fileActions.size())
            before = fileActions[i + 1];
    file->insertAction(before, exportRun);
    QObject::connect(exportRun, &QAction::triggered, view, &RunView::showExportDialog);

    QObject::connect(tabs, &QTabWidget::currentChanged, view, [view, toggle, tabs](int) {
        const bool shown = view->isShown();
        {
            const QSignalBlocker block(toggle);
            toggle->setChecked(shown);
        }
        // The docks of the right column are about the single floor: aside on every other page (the run, the
        // seed search and the statistics pages take the whole width).
        view->setDocksAside(tabs->currentIndex() != 0);
        if (shown) {
            view->regenerate();
            view->updateOptions();
        }
    });
    QObject::connect(&window, &MainWindow::floorChanged, view,
                     [view, &window] { view->setSettings(window.currentSettings()); });
    // Other room files: the run is generated again (when shown, else when next shown).
    QObject::connect(&window, &MainWindow::gameDataChanged, view, [view] { view->invalidate(); });
    QObject::connect(&window, &MainWindow::viewChanged, view, [view, &window] {
        // Step-through and compare are modes of the single floor: starting one shows it.
        if (view->isShown() && (window.isStepping() || window.isComparing()))
            view->setShown(false);
        view->updateOptions();
    });
    view->setSettings(window.currentSettings());
    return view;
}

} // namespace floorgen::gui
