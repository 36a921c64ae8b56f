#pragma once

// A room's contents, drawn (issue 20): a non-modal, resizable window showing one room file entry as
// RoomLayoutRenderer draws it (the drawing scales with the window), a tooltip over each spawn listing its
// entities, and Export PNG… / Export SVG… through the project's export path (writeFileAtomically, the export
// size checks, the SVG generator of floorexport).

#include "floorexport.h"
#include "floorgen/roomfiles.h"
#include "roomlayoutrenderer.h"

#include <cstdint>

#include <QDialog>
#include <QWidget>

class QPushButton;

namespace floorgen {
class FileCatalog;
}

namespace floorgen::gui {

// The drawing itself: paints the room into its whole area and answers tooltips.
class RoomLayoutView : public QWidget {
    Q_OBJECT

public:
    explicit RoomLayoutView(QWidget *parent = nullptr);

    void setRoom(const RoomData &room, const app::RoomLayoutOptions &options);
    const RoomData &room() const { return m_room; }
    const app::RoomLayoutOptions &options() const { return m_options; }
    // The tooltip at a point of the widget (every spawn on the tile under it), empty when there is none.
    QString toolTipAt(QPoint pos) const;
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    RoomData m_room;
    app::RoomLayoutOptions m_options;
};

class RoomLayoutDialog : public QDialog {
    Q_OBJECT

public:
    explicit RoomLayoutDialog(QWidget *parent = nullptr);

    // Shows `room` (the entry of the room file `fileName`) and brings the window up.
    void showRoom(const RoomData &room, const QString &fileName, bool dark);
    // Sets the room without showing the window.
    void setRoom(const RoomData &room, const QString &fileName, bool dark);

    RoomLayoutView *view() const { return m_view; }
    // What Export writes: the drawing at its preferred size (title and legend included).
    app::ExportPicture exportPicture() const;
    // Writes the drawing as PNG or SVG (`format`) to `path`. False with a message naming the file.
    bool exportTo(const QString &path, app::ExportFormat format, QString &error) const;
    // The file name offered by Export ("room-01.basement-1234.png").
    QString suggestedFileName(app::ExportFormat format) const;
    // "Find a seed where this room appears" (issue 48): the value of the seed search's `layout` condition
    // for the room shown: setLayoutValue's, else its file and variant ("\"00.special rooms.stb\":2", the
    // core's layoutRuleText); empty when the room has no file.
    QString layoutValue() const;
    void setLayoutValue(const QString &value) { m_layoutValue = value; }
    // The value that names the layout `layoutId` of `catalog` alone (the entry `room` of file `fileName`):
    // FILE:VARIANT, else TYPE:VARIANT, else its name, the first the core resolves to that one layout (room
    // files may give several types one variant number); FILE:VARIANT when none does.
    static QString layoutValueFor(const RoomData &room, const QString &fileName, const FileCatalog &catalog,
                                  std::int32_t layoutId);
    QPushButton *findSeedButton() const { return m_find; }

signals:
    // The button was pressed: search seeds with the condition `layout VALUE`.
    void findSeedRequested(const QString &layoutValue);

private:
    void exportDialog(app::ExportFormat format);

    RoomLayoutView *m_view = nullptr;
    QPushButton *m_png = nullptr;
    QPushButton *m_svg = nullptr;
    QPushButton *m_find = nullptr;
    QString m_layoutValue;
};

} // namespace floorgen::gui
