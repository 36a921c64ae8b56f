#include "mainwindow.h"

#include "appinfo.h"

#include <QAction>
#include <QApplication>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>

namespace floorgen::gui {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent) {
    setWindowTitle(app::applicationName());
    auto *placeholder = new QLabel(tr("Isaac Floor Generator"), this);
    placeholder->setAlignment(Qt::AlignCenter);
    setCentralWidget(placeholder);

    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About %1").arg(app::applicationName()), this, &MainWindow::showAbout);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    resize(1100, 760);
}

void MainWindow::showAbout() {
    QMessageBox::about(
        this, tr("About %1").arg(app::applicationName()),
        tr("<h3>%1 %2</h3><p>Seed-exact floor generation for The Binding of Isaac: Rebirth.</p>")
            .arg(app::applicationName(), app::applicationVersion()));
}

} // namespace floorgen::gui
