#pragma once

// A widget's picture painted off the paint path: an image the widget's size in device pixels, rebuilt on the
// next turn of the event loop after a change (or at once), and blitted by paintEvent. While a resize waits
// for its rebuild, the old picture is stretched over the widget. The map and the run view paint through it.

#include <functional>

#include <QColor>
#include <QImage>
#include <QPainter>
#include <QTimer>
#include <QWidget>

namespace floorgen::gui {

class WidgetImageCache {
public:
    // `paint` draws the widget's picture (widget coordinates) on the cache's painter.
    WidgetImageCache(QWidget *widget, std::function<void(QPainter &)> paint)
        : m_widget(widget)
        , m_paint(std::move(paint)) {
        m_timer.setSingleShot(true);
        m_timer.setInterval(0);
        QObject::connect(&m_timer, &QTimer::timeout, widget, [this] { renderNow(); });
    }

    // Rebuilds the picture on the next turn of the event loop (once, however many calls come first).
    void schedule() {
        if (!m_timer.isActive())
            m_timer.start();
    }

    // Rebuilds the picture now and asks for a repaint.
    void renderNow() {
        m_timer.stop();
        const qreal dpr = m_widget->devicePixelRatioF();
        const QSize px = devicePixels();
        if (px.isEmpty())
            return;
        if (m_image.size() != px || m_image.devicePixelRatio() != dpr) {
            m_image = QImage(px, QImage::Format_ARGB32_Premultiplied);
            m_image.setDevicePixelRatio(dpr);
        }
        QPainter p(&m_image);
        m_paint(p);
        p.end();
        m_widget->update();
    }

    // For paintEvent: the picture (painted now if there is none yet, on first show), or, being resized, the
    // old one stretched over `background` until the timer rebuilds it.
    void draw(const QColor &background) {
        if (m_image.isNull())
            renderNow();
        QPainter p(m_widget);
        if (m_image.size() != devicePixels()) {
            p.fillRect(m_widget->rect(), background);
            p.setRenderHint(QPainter::SmoothPixmapTransform);
            p.drawImage(QRectF(m_widget->rect()), m_image);
            schedule();
            return;
        }
        p.drawImage(QPointF(0, 0), m_image);
    }

    const QImage &image() const { return m_image; }

private:
    QSize devicePixels() const { return (QSizeF(m_widget->size()) * m_widget->devicePixelRatioF()).toSize(); }

    QWidget *m_widget;
    std::function<void(QPainter &)> m_paint;
    QImage m_image;
    QTimer m_timer;
};

} // namespace floorgen::gui
