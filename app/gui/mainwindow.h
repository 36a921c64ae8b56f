#pragma once

#include <QMainWindow>

namespace floorgen::gui {

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);

private slots:
    void showAbout();
};

} // namespace floorgen::gui
