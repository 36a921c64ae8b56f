#pragma once

// The floor map: paints the FloorRenderer's picture from a cached image that is rebuilt off the paint path
// (on a zero-delay single-shot timer), at the screen's device pixel ratio. Hover shows a room's details,
// a click selects it.

#include "floorrenderer.h"

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
    const QImage &cachedImage() const { return m_cache; }
    // The room under a point of the widget, or -1.
    int roomAt(QPointF pos) const;
    // The tooltip text for a room (empty for none).
    QString roomToolTip(int room) const;

    // Extra tooltip lines for a room (the rewards code adds the reward); called for every tooltip.
    using ToolTipExtra = std::function<QString(const app::FloorView &, int room)>;
    void addToolTipExtra(ToolTipExtra extra) { m_toolTipExtras.push_back(std::move(extra)); }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void roomClicked(int room);
    void roomHovered(int room);

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;

private:
    void scheduleRender();
    QRectF targetRect() const;

    app::FloorView m_view;
    app::RenderOptions m_options;
    QImage m_cache;
    QTimer m_renderTimer;
    int m_hovered = -1;
    std::vector<ToolTipExtra> m_toolTipExtras;
};

} // namespace floorgen::gui
