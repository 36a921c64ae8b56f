#pragma once

// The floor map: paints the FloorRenderer's picture from a cached image that is rebuilt off the paint path
// (on a zero-delay single-shot timer), at the screen's device pixel ratio. Hover shows a room's details,
// a click selects it. The map zooms (Ctrl+wheel, pinch, zoomIn()/zoomOut()/resetZoom()) and pans (drag,
// arrow keys) once zoomed; zoom 1 is the whole picture fitted to the widget. The picture is painted by the
// renderer at the zoomed size (vector), so it stays sharp.

#include "floorrenderer.h"
#include "widgetimagecache.h"

#include <functional>

#include <QImage>
#include <QTimer>
#include <QWidget>

namespace floorgen::gui {

class MapWidget : public QWidget {
    Q_OBJECT

public:
    explicit MapWidget(QWidget *parent = nullptr);

    void setView(const app::FloorView &view);
    const app::FloorView &view() const { return m_view; }
    void setOptions(const app::RenderOptions &options);
    const app::RenderOptions &options() const { return m_options; }

    // Rebuilds the cached image now (tests and benchmarks; the widget does it by itself otherwise).
    void renderNow();
    const QImage &cachedImage() const { return m_cache.image(); }
    // The room under a point of the widget, or -1.
    int roomAt(QPointF pos) const;
    // The tooltip text for a room (empty for none).
    QString roomToolTip(int room) const;

    // Extra tooltip lines for a room (the rewards code adds the reward); called for every tooltip.
    using ToolTipExtra = std::function<QString(const app::FloorView &, int room)>;
    void addToolTipExtra(ToolTipExtra extra) { m_toolTipExtras.push_back(std::move(extra)); }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    static constexpr qreal kMaxZoom = 8.0;
    qreal zoom() const { return m_zoom; }
    QPointF pan() const { return m_pan; }
    // Zoom `zoom` (clamped to 1..kMaxZoom) keeping the picture's point under `anchor` (widget coordinates)
    // in place; pan `pan` pixels, clamped so that the picture keeps covering the widget.
    void zoomAt(qreal zoom, QPointF anchor);
    void setZoomAndPan(qreal zoom, QPointF pan);
    void panBy(QPointF delta);
    // The rectangle the renderer paints the whole picture into (the widget's rectangle at zoom 1).
    QRectF targetRect() const;
    // The options the renderer gets: options() with the text kept at least at the widget's font size.
    app::RenderOptions paintOptions() const;
    // Where the notes under the map and the legend are painted, in widget coordinates (empty when none),
    // and the part of the widget the floor is painted in: the whole widget at zoom 1; zoomed, the legend and
    // the notes keep their fitted size in bands of their own, outside the zoomed floor.
    QRectF notesArea() const;
    QRectF legendArea() const;
    QRectF floorArea() const;

public slots:
    void zoomIn();
    void zoomOut();
    void resetZoom();

signals:
    void roomClicked(int room);
    void roomHovered(int room);
    // Zoom or pan changed (compare mode keeps the other map in step).
    void zoomChanged(qreal zoom, QPointF pan);

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void leaveEvent(QEvent *event) override;

private:
    void scheduleRender() { m_cache.schedule(); }
    void paintPicture(QPainter &p); // what the cache shows
    QPointF clampedPan(QPointF pan, qreal zoom) const;
    struct Bands {
        QRectF floor, legend, notes;  // where they are painted
        QRectF legendFrom, notesFrom; // where the fitted picture has the legend and the notes
    };
    Bands bands() const;
    app::RenderOptions fittedOptions() const; // the picture at zoom 1, for the legend and notes of a zoom

    app::FloorView m_view;
    app::RenderOptions m_options;
    WidgetImageCache m_cache{this, [this](QPainter &p) { paintPicture(p); }};
    int m_hovered = -1;
    qreal m_zoom = 1.0;
    QPointF m_pan;      // of the picture's centre from the widget's centre, in pixels
    QPointF m_pressPos; // where the left button went down
    QPointF m_lastDragPos;
    bool m_pressed = false;
    bool m_dragging = false;
    std::vector<ToolTipExtra> m_toolTipExtras;
};

} // namespace floorgen::gui
