#include "mapwidget.h"

#include "floorjson.h"
#include "names_tr.h"
#include "textutil.h"
#include "tracetext.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

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
    m_renderTimer.setSingleShot(true);
    m_renderTimer.setInterval(0);
    connect(&m_renderTimer, &QTimer::timeout, this, &MapWidget::renderNow);
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
    return QRectF(rect());
}

void MapWidget::scheduleRender() {
    if (!m_renderTimer.isActive())
        m_renderTimer.start();
}

void MapWidget::renderNow() {
    m_renderTimer.stop();
    const qreal dpr = devicePixelRatioF();
    const QSize px = (QSizeF(size()) * dpr).toSize();
    if (px.isEmpty())
        return;
    if (m_cache.size() != px || m_cache.devicePixelRatio() != dpr) {
        m_cache = QImage(px, QImage::Format_ARGB32_Premultiplied);
        m_cache.setDevicePixelRatio(dpr);
    }
    QPainter p(&m_cache);
    app::RenderOptions o = m_options;
    o.transparentBackground = false;
    app::FloorRenderer::paint(p, targetRect(), m_view, o);
    p.end();
    update();
}

void MapWidget::paintEvent(QPaintEvent *) {
    const qreal dpr = devicePixelRatioF();
    if (m_cache.isNull())
        renderNow(); // first show: nothing to show yet, so paint now rather than flash an empty widget
    QPainter p(this);
    const QSize wanted = (QSizeF(size()) * dpr).toSize();
    if (m_cache.size() != wanted) {
        // Being resized: stretch the old picture until the timer has rebuilt it.
        p.fillRect(rect(), app::FloorRenderer::backgroundColor(m_options.theme));
        p.setRenderHint(QPainter::SmoothPixmapTransform);
        p.drawImage(QRectF(rect()), m_cache);
        scheduleRender();
        return;
    }
    p.drawImage(QPointF(0, 0), m_cache);
}

void MapWidget::resizeEvent(QResizeEvent *) {
    scheduleRender();
}

int MapWidget::roomAt(QPointF pos) const {
    return app::FloorRenderer::roomAt(targetRect(), m_view, m_options, pos);
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
    const int room = roomAt(e->position());
    if (room != m_hovered) {
        m_hovered = room;
        setCursor(room >= 0 ? Qt::PointingHandCursor : Qt::ArrowCursor);
        emit roomHovered(room);
    }
    QWidget::mouseMoveEvent(e);
}

void MapWidget::mousePressEvent(QMouseEvent *e) {
    if (e->button() == Qt::LeftButton)
        emit roomClicked(roomAt(e->position()));
    QWidget::mousePressEvent(e);
}

void MapWidget::leaveEvent(QEvent *e) {
    if (m_hovered != -1) {
        m_hovered = -1;
        emit roomHovered(-1);
    }
    QWidget::leaveEvent(e);
}

} // namespace floorgen::gui
