#include "export/exportactions.h"

#include "appsettings.h"
#include "mainwindow.h"

#include <QAction>
#include <QClipboard>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QKeySequence>
#include <QMenu>
#include <QMessageBox>

namespace floorgen::gui {

namespace {

// The map's options as an export base: no selection and no compare markers; the reward icons only when the
// export asks for them (`rewards`).
app::RenderOptions exportBase(const MainWindow &window, bool rewards) {
    app::RenderOptions base = window.renderOptions();
    base.highlightRoom = -1;
    base.differingRooms.clear();
    // The map keeps its frame while items are toggled; an export of the floor fits the floor itself.
    if (!window.isStepping() && !window.isComparing())
        base.cellWindow = QRect();
    base.rewards = base.rewards && rewards;
    return base;
}

} // namespace

ExportActions::ExportActions(MainWindow *window)
    : QObject(window)
    , m_window(window) {
    m_export = new QAction(tr("&Export…"), this);
    m_export->setObjectName(QStringLiteral("exportAction"));
    m_export->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_export->setStatusTip(tr("Save the map as PNG, SVG or PDF, or the floor as JSON"));
    connect(m_export, &QAction::triggered, this, &ExportActions::showExportDialog);

    m_copy = new QAction(tr("&Copy Image"), this);
    m_copy->setObjectName(QStringLiteral("copyImageAction"));
    m_copy->setShortcut(QKeySequence::Copy);
    m_copy->setStatusTip(tr("Copy the map shown to the clipboard as an image"));
    connect(m_copy, &QAction::triggered, this, &ExportActions::copyImage);

    // File: before the separator above Quit, which stays last.
    QMenu *file = window->fileMenu();
    const QList<QAction *> fileActions = file->actions();
    QAction *before = nullptr;
    for (qsizetype i = fileActions.size() - 1; i >= 0; --i) {
        if (fileActions[i]->menuRole() == QAction::QuitRole) {
            before = (i > 0 && fileActions[i - 1]->isSeparator()) ? fileActions[i - 1] : fileActions[i];
            break;
        }
    }
    file->insertAction(before, m_export);
    // Edit: Copy Image first, as copy commands usually are.
    QMenu *edit = window->editMenu();
    edit->insertAction(edit->actions().isEmpty() ? nullptr : edit->actions().first(), m_copy);

    connect(window, &MainWindow::floorChanged, this, &ExportActions::updateEnabled);
    updateEnabled();
}

void ExportActions::updateEnabled() {
    const bool any = m_window->currentFloor() != nullptr;
    m_export->setEnabled(any);
    m_copy->setEnabled(any);
}

app::ExportItem ExportActions::item(bool currentFrame) const {
    app::ExportItem item;
    item.floor = m_window->currentFloor();
    if (!item.floor)
        return item;
    item.gameData = m_window->gameData();
    // Outside step-through the view shown is the final floor (with whatever the view decorators added).
    item.view = currentFrame || !m_window->isStepping() ? m_window->currentView()
                                                        : app::FloorView::fromFloor(*item.floor);
    return item;
}

bool ExportActions::exportTo(const ExportChoice &choice, QString &error) const {
    const app::ExportItem what = item(choice.currentFrame);
    if (!what.floor) {
        error = tr("There is no floor to export.");
        return false;
    }
    return app::exportToFile(choice.fileName, what, choice.options, error,
                             exportBase(*m_window, choice.rewards));
}

QImage ExportActions::clipboardImage() const {
    const app::ExportItem what = item(true);
    if (!what.floor)
        return {};
    ExportChoice looks = ExportDialog::loadChoice(m_window->appSettings(), QString());
    looks.options.format = app::ExportFormat::Png;
    looks.options.pixelSize = QSize();
    looks.options.scale = 1;
    // Copy Image copies the map as shown, reward icons included when the map shows them.
    return app::renderExportImage(what, looks.options, exportBase(*m_window, true));
}

void ExportActions::showExportDialog() {
    const Floor *floor = m_window->currentFloor();
    if (!floor)
        return;
    ExportDialog dialog(item(false), m_window->isStepping(), m_window);
    ExportChoice initial =
        ExportDialog::loadChoice(m_window->appSettings(), ExportDialog::suggestedBaseName(*floor));
    initial.rewardsShown = m_window->renderOptions().rewards;
    initial.rewards = initial.rewards && initial.rewardsShown;
    dialog.setChoice(initial);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const ExportChoice choice = dialog.choice();
    ExportDialog::saveChoice(m_window->appSettings(), choice);
    exportAndConfirm(choice);
}

bool ExportActions::exportAndConfirm(const ExportChoice &choice) {
    QString error;
    if (!exportTo(choice, error)) {
        QMessageBox::warning(m_window, tr("Export Failed"), error);
        return false;
    }
    const QFileInfo saved(choice.fileName);
    m_window->confirm(
        tr("Saved %1 in %2").arg(saved.fileName(), QDir::toNativeSeparators(saved.absolutePath())),
        saved.absolutePath());
    return true;
}

void ExportActions::copyImage() {
    const QImage image = clipboardImage();
    if (image.isNull())
        return;
    QGuiApplication::clipboard()->setImage(image);
    m_window->confirm(
        tr("Map image copied to the clipboard (%1 × %2 px)").arg(image.width()).arg(image.height()));
}

} // namespace floorgen::gui
