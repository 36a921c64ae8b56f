#pragma once

// File > Export… and Edit > Copy Image for the main window, through its public extension points. Both paint
// with FloorRenderer, over the map's own render options (heat map, room numbers, rewards carry over).

#include "export/exportdialog.h"

#include <QImage>
#include <QObject>

class QAction;

namespace floorgen::gui {

class MainWindow;

class ExportActions : public QObject {
    Q_OBJECT

public:
    // Adds the actions to the window's menus; owned by the window.
    explicit ExportActions(MainWindow *window);

    QAction *exportAction() const { return m_export; }
    QAction *copyImageAction() const { return m_copy; }

    // What an export paints: the step-through frame shown, or the final floor. `floor` is null when the
    // window shows none.
    app::ExportItem item(bool currentFrame) const;
    // Writes the window's floor as `choice` says. False with a message naming the file on failure.
    bool exportTo(const ExportChoice &choice, QString &error) const;
    // exportTo(), then the status bar says where the file went ("Saved X in FOLDER", a click opens the
    // folder) or a message box says why it failed.
    bool exportAndConfirm(const ExportChoice &choice);
    // The picture Copy Image puts on the clipboard: the frame shown, with the last export's looks, at
    // scale 1.
    QImage clipboardImage() const;

public slots:
    void showExportDialog();
    void copyImage();

private:
    void updateEnabled();

    MainWindow *m_window;
    QAction *m_export = nullptr;
    QAction *m_copy = nullptr;
};

} // namespace floorgen::gui
