#include "map/mapwidget.h"

#include "floorjson.h"
#include "names_tr.h"
#include "textutil.h"
#include "tracetext.h"

#include <algorithm>
#include <cmath>

#include <QFontInfo>
#include <QGestureEvent>
#include <QHelpEvent>
#include <QImage>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QNativeGestureEvent>
#include <QPainter>
#include <QPinchGesture>
#include <QToolTip>
#include <QWheelEvent>

namespace floorgen::gui {

namespace {

using app::sv;

} // namespace

MapWidget::MapWidget(QWidget *parent)
    : QWidget(parent) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus); // clicked, the map takes the keys (step-through: Space, arrows)
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(tr("Floor map"));
    grabGesture(Qt::PinchGesture);
}

void MapWidget::setView(const app::FloorView &view) {
    m_view = view;
    scheduleRender();
}

void MapWidget::setOptions(const app::RenderOptions &options) {
    m_options = options;
    scheduleRender();
}

QSize MapWidget::sizeHint() const {
    return app::FloorRenderer::preferredSize(m_view, m_options, 44).toSize();
}

QSize MapWidget::minimumSizeHint() const {
    return {260, 260};
}

QRectF MapWidget::targetRect() const {
    const QSizeF size = QSizeF(this->size()) * m_zoom;
    const QPointF centre = QRectF(rect()).center() + m_pan;
    return {centre - QPointF(size.width() / 2, size.height() / 2), size};
}

app::RenderOptions MapWidget::paintOptions() const {
    app::RenderOptions o = m_options;
    // Times the zoom: a zoomed picture is the fitted one magnified (texts included), nothing moves around.
    o.minTextPixels = std::max(o.minTextPixels, QFontInfo(font()).pixelSize() * m_zoom);
    return o;
}

MapWidget::Bands MapWidget::bands() const {
    // At zoom 1 the picture has its legend and notes where the renderer puts them. Zoomed, they keep that
    // size, each in a band of its own that the zoomed floor is not painted in (issue 46: the notes were
    // painted over the magnified rooms, a super secret room sat under them): the notes along the widget's
    // bottom, the legend in a column on the right (or a band above the notes when it is under the map).
    Bands b;
    const QRectF whole(rect());
    b.floor = whole;
    if (m_zoom <= 1.0) {
        const app::RenderOptions o = paintOptions();
        b.notes = app::FloorRenderer::notesRect(targetRect(), m_view, o);
        b.legend = o.legend ? app::FloorRenderer::legendRect(targetRect(), m_view, o) : QRectF();
        b.notesFrom = b.notes;
        b.legendFrom = b.legend;
        return b;
    }
    const app::RenderOptions fitted = fittedOptions();
    b.notesFrom = app::FloorRenderer::notesRect(whole, m_view, fitted);
    b.legendFrom = fitted.legend ? app::FloorRenderer::legendRect(whole, m_view, fitted) : QRectF();
    qreal bottom = whole.bottom();
    if (!b.notesFrom.isEmpty()) {
        b.notes = b.notesFrom.translated(0, whole.bottom() - b.notesFrom.bottom());
        bottom = b.notes.top() - 2;
    }
    if (!b.legendFrom.isEmpty()) {
        const qreal gap = 6;
        if (b.legendFrom.width() >= whole.width() * 0.6 || b.legendFrom.top() > whole.height() / 2) {
            // under the map: just above the notes
            b.legend = b.legendFrom.translated(0, std::min(0.0, bottom - b.legendFrom.bottom()));
            b.floor = QRectF(whole.topLeft(), QPointF(whole.right(), b.legend.top() - gap));
        } else {
            b.legend = b.legendFrom;
            b.floor = QRectF(whole.topLeft(), QPointF(b.legend.left() - gap, bottom));
        }
    } else {
        b.floor = QRectF(whole.topLeft(), QPointF(whole.right(), bottom));
    }
    return b;
}

app::RenderOptions MapWidget::fittedOptions() const {
    app::RenderOptions fitted = m_options;
    fitted.transparentBackground = false;
    fitted.minTextPixels = std::max(fitted.minTextPixels, static_cast<qreal>(QFontInfo(font()).pixelSize()));
    return fitted;
}

QRectF MapWidget::notesArea() const {
    return bands().notes;
}

QRectF MapWidget::legendArea() const {
    return bands().legend;
}

QRectF MapWidget::floorArea() const {
    return bands().floor;
}

QPointF MapWidget::clampedPan(QPointF pan, qreal zoom) const {
    // The zoomed picture keeps covering the widget: its centre moves at most by the extra size on each side.
    const qreal mx = width() * (zoom - 1) / 2, my = height() * (zoom - 1) / 2;
    return {std::clamp(pan.x(), -mx, mx), std::clamp(pan.y(), -my, my)};
}

void MapWidget::setZoomAndPan(qreal zoom, QPointF pan) {
    zoom = std::clamp(zoom, 1.0, kMaxZoom);
    pan = clampedPan(pan, zoom);
    if (qFuzzyCompare(zoom, m_zoom) && pan == m_pan)
        return;
    m_zoom = zoom;
    m_pan = pan;
    scheduleRender();
    emit zoomChanged(m_zoom, m_pan);
}

void MapWidget::zoomAt(qreal zoom, QPointF anchor) {
    zoom = std::clamp(zoom, 1.0, kMaxZoom);
    // The picture point under `anchor` stays under it: its offset from the picture's centre scales.
    const QPointF centre = QRectF(rect()).center();
    const QPointF offset = anchor - (centre + m_pan);
    const QPointF pan = anchor - centre - offset * (zoom / m_zoom);
    setZoomAndPan(zoom, pan);
}

void MapWidget::panBy(QPointF delta) {
    setZoomAndPan(m_zoom, m_pan + delta);
}

void MapWidget::zoomIn() {
    zoomAt(m_zoom * 1.25, QRectF(rect()).center());
}

void MapWidget::zoomOut() {
    zoomAt(m_zoom / 1.25, QRectF(rect()).center());
}

void MapWidget::resetZoom() {
    setZoomAndPan(1.0, {});
}

void MapWidget::renderNow() {
    m_cache.renderNow();
}

void MapWidget::paintPicture(QPainter &p) {
    app::RenderOptions o = paintOptions();
    o.transparentBackground = false;
    if (m_zoom <= 1.0) {
        app::FloorRenderer::paint(p, targetRect(), m_view, o);
        return;
    }
    // Zoomed: the floor is magnified, its legend and the notes under it are not. They keep their fitted
    // size, in bands of their own outside the floor's area (bands()).
    o.drawLegend = false;
    o.drawNotes = false;
    const Bands b = bands();
    {
        // The zoomed floor in its area only: painted aside, since a clip on `p` does not hold (the renderer
        // sets clips of its own).
        const qreal dpr = devicePixelRatioF();
        QImage floor((QSizeF(size()) * dpr).toSize(), QImage::Format_ARGB32_Premultiplied);
        floor.setDevicePixelRatio(dpr);
        floor.fill(app::FloorRenderer::backgroundColor(m_options.theme));
        {
            QPainter fp(&floor);
            fp.setRenderHints(p.renderHints());
            app::FloorRenderer::paint(fp, targetRect(), m_view, o);
        }
        p.fillRect(QRectF(rect()), app::FloorRenderer::backgroundColor(m_options.theme));
        const QRectF area = b.floor & QRectF(rect());
        p.drawImage(area, floor, QRectF(area.topLeft() * dpr, area.size() * dpr));
    }
    if (b.legend.isEmpty() && b.notes.isEmpty())
        return;
    // The fitted picture is painted aside and only its legend and notes copied into their bands.
    const qreal dpr = devicePixelRatioF();
    QImage layer((QSizeF(size()) * dpr).toSize(), QImage::Format_ARGB32_Premultiplied);
    layer.setDevicePixelRatio(dpr);
    layer.fill(Qt::transparent);
    {
        QPainter lp(&layer);
        lp.setRenderHints(p.renderHints());
        app::FloorRenderer::paint(lp, QRectF(rect()), m_view, fittedOptions());
    }
    for (const auto &[to, from] : {std::pair{b.legend, b.legendFrom}, std::pair{b.notes, b.notesFrom}})
        if (!to.isEmpty())
            p.drawImage(to, layer, QRectF(from.topLeft() * dpr, from.size() * dpr));
}

void MapWidget::paintEvent(QPaintEvent *) {
    // (On first show the picture is painted at once rather than flash an empty widget.)
    m_cache.draw(app::FloorRenderer::backgroundColor(m_options.theme));
}

void MapWidget::resizeEvent(QResizeEvent *) {
    m_pan = clampedPan(m_pan, m_zoom);
    scheduleRender();
}

int MapWidget::roomAt(QPointF pos) const {
    if (m_zoom > 1.0 && !floorArea().contains(pos))
        return -1; // the legend's and the notes' bands
    return app::FloorRenderer::roomAt(targetRect(), m_view, paintOptions(), pos);
}

QString MapWidget::roomToolTip(int number) const {
    if (number < 0 || static_cast<std::size_t>(number) >= m_view.rooms.size())
        return {};
    const Room &r = m_view.rooms[static_cast<std::size_t>(number)];
    QStringList lines;
    QString title = r.type == RoomType::Null ? tr("Room (no type yet)") : app::trRoomDisplayName(r);
    lines << QStringLiteral("<b>%1</b>").arg(title.toHtmlEscaped());
    lines << tr("Room %1 · shape %2 · anchor (%3,%4)")
                 .arg(r.number)
                 .arg(sv(shapeName(r.shape)))
                 .arg(r.anchor.x)
                 .arg(r.anchor.y);
    if (!app::isHiddenRoom(r))
        lines << tr("Distance from the start: %1").arg(r.distance);
    if (const int rank = m_view.deadEndRank(r.number); rank > 0)
        lines << tr("Dead end %1 of %2 (1 = farthest)").arg(rank).arg(m_view.deadEndOrder.size());
    if (r.type == RoomType::MiniBoss && r.sin != Sin::None)
        lines << tr("Mini-boss: %1%2").arg(r.superSin ? tr("Super ") : QString(), app::trSin(r.sin));
    if (r.type == RoomType::UltraSecret && r.redRoom.valid())
        lines << tr("Reached through the red room at (%1,%2)").arg(r.redRoom.x).arg(r.redRoom.y);
    if (r.type != RoomType::Null &&
        (r.type != RoomType::Default || r.provenance == Provenance::RepentanceEngine))
        lines << tr("Rule: %1").arg(app::trProvenance(r.provenance));
    // repentance: the step that typed the room, where it is not the room's type already (the mirror room,
    // the mineshaft entrance, the extra rooms are normal rooms)
    if (r.provenance == Provenance::RepentanceEngine && r.type == RoomType::Default && r.number != 0) {
        const auto step = static_cast<Step>(r.placedBy);
        if (step == Step::Mirror || step == Step::Mineshaft || step == Step::ExtraRooms)
            lines << tr("Placed as: %1").arg(app::stepDisplayName(step));
    }
    for (const ToolTipExtra &extra : m_toolTipExtras) {
        const QString more = extra(m_view, number);
        if (!more.isEmpty())
            lines << more;
    }
    return lines.join(QStringLiteral("<br>"));
}

bool MapWidget::event(QEvent *e) {
    if (e->type() == QEvent::NativeGesture) {
        // Trackpad pinch: value is the relative change of scale.
        auto *g = static_cast<QNativeGestureEvent *>(e);
        if (g->gestureType() == Qt::ZoomNativeGesture) {
            zoomAt(m_zoom * (1.0 + g->value()), g->position());
            return true;
        }
        if (g->gestureType() == Qt::SmartZoomNativeGesture) {
            resetZoom();
            return true;
        }
    }
    if (e->type() == QEvent::Gesture) {
        // Touch screen pinch.
        auto *ge = static_cast<QGestureEvent *>(e);
        if (auto *pinch = static_cast<QPinchGesture *>(ge->gesture(Qt::PinchGesture))) {
            if (pinch->changeFlags() & QPinchGesture::ScaleFactorChanged)
                zoomAt(m_zoom * pinch->scaleFactor(), mapFromGlobal(pinch->centerPoint()));
            ge->accept(pinch);
            return true;
        }
    }
    if (e->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(e);
        const int room = roomAt(help->pos());
        if (room >= 0)
            QToolTip::showText(help->globalPos(), roomToolTip(room), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(e);
}

void MapWidget::mouseMoveEvent(QMouseEvent *e) {
    if (m_pressed && (e->buttons() & Qt::LeftButton) && m_zoom > 1.0) {
        if (!m_dragging && (e->position() - m_pressPos).manhattanLength() >= 4) {
            m_dragging = true;
            setCursor(Qt::ClosedHandCursor);
        }
        if (m_dragging) {
            panBy(e->position() - m_lastDragPos);
            m_lastDragPos = e->position();
            return;
        }
    }
    const int room = roomAt(e->position());
    if (room != m_hovered) {
        m_hovered = room;
        setCursor(room >= 0 ? Qt::PointingHandCursor : Qt::ArrowCursor);
        emit roomHovered(room);
    }
    QWidget::mouseMoveEvent(e);
}

void MapWidget::mousePressEvent(QMouseEvent *e) {
    if (e->button() == Qt::LeftButton) {
        m_pressed = true;
        m_dragging = false;
        m_pressPos = m_lastDragPos = e->position();
    }
    QWidget::mousePressEvent(e);
}

void MapWidget::mouseReleaseEvent(QMouseEvent *e) {
    if (e->button() == Qt::LeftButton && m_pressed) {
        m_pressed = false;
        // A drag pans; a click (no drag) selects the room under it.
        if (m_dragging) {
            m_dragging = false;
            setCursor(roomAt(e->position()) >= 0 ? Qt::PointingHandCursor : Qt::ArrowCursor);
        } else {
            emit roomClicked(roomAt(e->position()));
        }
    }
    QWidget::mouseReleaseEvent(e);
}

void MapWidget::wheelEvent(QWheelEvent *e) {
    if (e->modifiers() & Qt::ControlModifier) {
        const int dy = e->angleDelta().y();
        if (dy != 0)
            zoomAt(m_zoom * std::pow(1.25, dy / 120.0), e->position());
        e->accept();
        return;
    }
    if (m_zoom > 1.0) {
        // Zoomed in, the wheel pans (vertical, or horizontal with Shift or a sideways wheel).
        QPointF delta = e->pixelDelta().isNull() ? QPointF(e->angleDelta()) / 2.0 : QPointF(e->pixelDelta());
        if (e->modifiers() & Qt::ShiftModifier)
            delta = {delta.y(), delta.x()};
        panBy(delta);
        e->accept();
        return;
    }
    QWidget::wheelEvent(e); // at the fitted size the wheel belongs to whatever scrolls around the map
}

void MapWidget::keyPressEvent(QKeyEvent *e) {
    // Arrow keys pan a zoomed map (step-through's arrows are window shortcuts and come first).
    const qreal step = std::max(24.0, std::min(width(), height()) * 0.1);
    QPointF delta;
    switch (e->key()) {
    case Qt::Key_Left:
        delta = {step, 0};
        break;
    case Qt::Key_Right:
        delta = {-step, 0};
        break;
    case Qt::Key_Up:
        delta = {0, step};
        break;
    case Qt::Key_Down:
        delta = {0, -step};
        break;
    default:
        QWidget::keyPressEvent(e);
        return;
    }
    if (m_zoom <= 1.0) {
        QWidget::keyPressEvent(e);
        return;
    }
    panBy(delta);
    e->accept();
}

void MapWidget::leaveEvent(QEvent *e) {
    if (m_hovered != -1) {
        m_hovered = -1;
        emit roomHovered(-1);
    }
    QWidget::leaveEvent(e);
}

} // namespace floorgen::gui
