#pragma once

// The floor on stream (issue 48): while Follow Game runs, the map of the game's current floor kept up to date
// in a folder the user chooses, for streaming software: floor-overlay.png (the map, at the size, background
// and hidden rooms the user sets) rewritten atomically at every new floor (writeFileAtomically: a reader
// never sees half a picture), and floor-overlay.html beside it, a page that shows the picture and reloads it
// every second (an OBS "browser source"; README "The floor on stream"). Nothing else is written. Tools >
// Stream Overlay… sets it (StreamOverlayDialog); GameLogController writes at every floor it shows while
// following.

#include "floorexport.h"
#include "floorgen/generator.h"

#include <QDialog>
#include <QObject>
#include <QString>

class QCheckBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace floorgen {
class FileCatalog;
}

namespace floorgen::app {
class AppSettings;
}

namespace floorgen::gui {

struct OverlayOptions {
    bool on = false;
    QString folder;
    int size = 400; // the picture's width and height, in pixels
    bool transparent = true;
    bool showHidden = false;
    friend bool operator==(const OverlayOptions &, const OverlayOptions &) = default;
};

class StreamOverlay : public QObject {
    Q_OBJECT

public:
    static constexpr int kMinSize = 64, kMaxSize = 4096;
    static QString pictureName() { return QStringLiteral("floor-overlay.png"); }
    static QString pageName() { return QStringLiteral("floor-overlay.html"); }

    explicit StreamOverlay(app::AppSettings &settings, QObject *parent = nullptr);

    // What the settings hold; setOptions stores them. Why they cannot be used (no folder, a folder that is
    // not there), or empty.
    OverlayOptions options() const;
    void setOptions(const OverlayOptions &options);
    static QString problem(const OverlayOptions &options);

    // How the picture is drawn: the floor's map alone (no caption, legend or notes), fitted to the floor,
    // the dark theme, `size` x `size` pixels.
    static app::ExportOptions exportOptions(const OverlayOptions &options);
    // The page beside the picture: it shows it and reloads it every second.
    static QByteArray pageText(const OverlayOptions &options);

    // Writes the picture of `floor` and the page, when the overlay is on; false with a message when it
    // is on and a file could not be written (nothing is left half-written).
    bool write(const Floor &floor, const FileCatalog *gameData, QString &error);
    int writes() const { return m_writes; }

private:
    app::AppSettings &m_settings;
    int m_writes = 0;
};

// Tools > Stream Overlay…: on or off, the folder, the size, the background, hidden rooms.
class StreamOverlayDialog : public QDialog {
    Q_OBJECT

public:
    explicit StreamOverlayDialog(const OverlayOptions &options, QWidget *parent = nullptr);
    OverlayOptions options() const;
    void accept() override; // refuses options with a problem (said in the dialog)

private:
    QCheckBox *m_on = nullptr;
    QLineEdit *m_folder = nullptr;
    QSpinBox *m_size = nullptr;
    QCheckBox *m_transparent = nullptr;
    QCheckBox *m_hidden = nullptr;
    QLabel *m_problem = nullptr;
};

} // namespace floorgen::gui
