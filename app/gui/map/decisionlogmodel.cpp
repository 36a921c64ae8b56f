#include "map/decisionlogmodel.h"

#include "floorrenderer.h"
#include "names_tr.h"
#include "tracetext.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QIcon>
#include <QPainter>
#include <QPalette>
#include <QStyle>

namespace floorgen::gui {

namespace {

QString rngName(RngId id) {
    switch (id) {
    case RngId::None:
        return QStringLiteral("?");
    case RngId::Run:
        return QStringLiteral("run");
    case RngId::S:
        return QStringLiteral("S");
    case RngId::C:
        return QStringLiteral("C");
    case RngId::L:
        return QStringLiteral("L");
    case RngId::H:
        return QStringLiteral("H");
    case RngId::B:
        return QStringLiteral("B");
    case RngId::Q:
        return QStringLiteral("Q");
    case RngId::P:
        return QStringLiteral("P");
    case RngId::T:
        return QStringLiteral("T");
    case RngId::Award:
        return QStringLiteral("award");
    case RngId::Local:
        break; // drawName: "loc19"
    }
    return {};
}

// "S", or a local RNG with its shift triple: "loc19" (repentance.md R10.9, R20.2).
QString drawName(const TraceDraw &d) {
    return d.rng == RngId::Local ? QStringLiteral("loc%1").arg(d.triple) : rngName(d.rng);
}

} // namespace

QString shapeMeaning(Shape shape) {
    const QString code =
        QString::fromLatin1(shapeName(shape).data(), static_cast<qsizetype>(shapeName(shape).size()));
    QString text;
    switch (shape) {
    case Shape::Null:
        return {};
    case Shape::S1x1:
        text = DecisionLogModel::tr("one cell, a door on each side");
        break;
    case Shape::IH:
        text = DecisionLogModel::tr("a narrow corridor of one cell, doors only left and right");
        break;
    case Shape::IV:
        text = DecisionLogModel::tr("a narrow corridor of one cell, doors only up and down");
        break;
    case Shape::S1x2:
        text = DecisionLogModel::tr("a tall room, one cell wide and two high");
        break;
    case Shape::IIV:
        text = DecisionLogModel::tr("a long narrow corridor, two cells high, doors only at its ends");
        break;
    case Shape::S2x1:
        text = DecisionLogModel::tr("a wide room, two cells wide and one high");
        break;
    case Shape::IIH:
        text = DecisionLogModel::tr("a long narrow corridor, two cells wide, doors only at its ends");
        break;
    case Shape::S2x2:
        text = DecisionLogModel::tr("a big room of two by two cells");
        break;
    case Shape::LTL:
        text = DecisionLogModel::tr("an L-shaped room: two by two cells without the top-left one");
        break;
    case Shape::LTR:
        text = DecisionLogModel::tr("an L-shaped room: two by two cells without the top-right one");
        break;
    case Shape::LBL:
        text = DecisionLogModel::tr("an L-shaped room: two by two cells without the bottom-left one");
        break;
    case Shape::LBR:
        text = DecisionLogModel::tr("an L-shaped room: two by two cells without the bottom-right one");
        break;
    }
    return QStringLiteral("%1: %2").arg(code, text);
}

QStringList shapeLegend() {
    QStringList lines;
    for (int s = 1; s < kShapeCount; ++s)
        lines << shapeMeaning(static_cast<Shape>(s));
    return lines;
}

DecisionLogModel::DecisionLogModel(QObject *parent)
    : QAbstractListModel(parent) {}

void DecisionLogModel::setTrace(const Trace &trace, int finalAttempt, const Floor *floor) {
    beginResetModel();
    m_trace = trace;
    m_finalAttempt = finalAttempt;
    m_captions = app::eventCaptions(m_trace, floor ? floor->settings.ruleSet : RuleSet::AfterbirthPlus);
    m_provenance.clear();
    m_approxBoss.clear();
    m_notes.clear();
    if (floor) {
        for (const Room &r : floor->rooms) {
            m_provenance.push_back(r.provenance);
            m_approxBoss.push_back(app::bossIsApproximation(*floor, r));
        }
    }
    endResetModel();
}

QString DecisionLogModel::roomMark(int row) const {
    if (row < 0 || static_cast<std::size_t>(row) >= m_trace.events.size())
        return {};
    const TraceEvent &e = m_trace.events[static_cast<std::size_t>(row)];
    if (e.room < 0 || static_cast<std::size_t>(e.room) >= m_provenance.size() || discarded(e))
        return {};
    switch (e.kind) {
    case EventKind::RoomPlaced:
    case EventKind::RoomAssigned:
    case EventKind::RoomResized:
    case EventKind::BossChosen:
        break;
    default:
        return {};
    }
    const auto room = static_cast<std::size_t>(e.room);
    QString mark = tr("Rule: %1").arg(app::trProvenance(m_provenance[room]));
    if (m_approxBoss[room] && (e.kind == EventKind::RoomAssigned || e.kind == EventKind::BossChosen))
        mark += QStringLiteral(" · ") + tr("boss: approximation (boss pools)");
    return mark;
}

void DecisionLogModel::setNotes(std::vector<QString> notes) {
    m_notes = std::move(notes);
    if (rowCount() > 0)
        emit dataChanged(index(0), index(rowCount() - 1), {Qt::DisplayRole, Qt::ToolTipRole});
}

void DecisionLogModel::clear() {
    beginResetModel();
    m_notes.clear();
    m_trace.clear();
    m_captions.clear();
    m_finalAttempt = 0;
    endResetModel();
}

int DecisionLogModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_trace.events.size());
}

QString DecisionLogModel::plainText() const {
    QString text;
    for (int row = 0; row < rowCount(); ++row)
        text += data(index(row), Qt::DisplayRole).toString() + QLatin1Char('\n');
    return text;
}

bool DecisionLogModel::discarded(const TraceEvent &e) const {
    return e.attempt != 0 && e.attempt != m_finalAttempt;
}

QVariant DecisionLogModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto row = static_cast<std::size_t>(index.row());
    const TraceEvent &e = m_trace.events[row];
    switch (role) {
    case Qt::DisplayRole: {
        QString text = m_captions.value(index.row());
        if (discarded(e))
            text += tr(" (discarded attempt %1)").arg(e.attempt);
        if (row < m_notes.size() && !m_notes[row].isEmpty())
            text += QStringLiteral(" — ") + m_notes[row];
        return text;
    }
    case Qt::ToolTipRole: {
        QString tip = QStringLiteral("<b>%1</b> · %2<br>%3")
                          .arg(app::eventTitle(e).toHtmlEscaped(), tr("event %1").arg(index.row() + 1),
                               m_captions.value(index.row()).toHtmlEscaped());
        if (const QString mark = roomMark(index.row()); !mark.isEmpty())
            tip += QStringLiteral("<br><small>%1</small>").arg(mark.toHtmlEscaped());
        if (e.shape != Shape::Null)
            tip += QStringLiteral("<br>%1").arg(tr("Shape %1").arg(shapeMeaning(e.shape)).toHtmlEscaped());
        if (const QString detail = app::eventDetail(e); !detail.isEmpty())
            tip += QStringLiteral("<br><small>%1</small>").arg(detail.toHtmlEscaped());
        const auto draws = m_trace.drawsOf(e);
        if (!draws.empty()) {
            QStringList parts;
            for (std::size_t i = 0; i < draws.size() && i < 12; ++i)
                parts << QStringLiteral("%1:%2")
                             .arg(drawName(draws[i]))
                             .arg(draws[i].value, 8, 16, QLatin1Char('0'));
            if (draws.size() > 12)
                parts << tr("… %1 more").arg(draws.size() - 12);
            tip += QStringLiteral("<br><small>%1</small>")
                       .arg(tr("RNG draws: %1").arg(parts.join(QStringLiteral(" "))));
        }
        return tip;
    }
    case Qt::ForegroundRole:
        if (discarded(e))
            return QApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        return {};
    case Qt::DecorationRole: {
        if (e.kind == EventKind::RoomAssigned) {
            Room r;
            r.type = e.roomType;
            r.grave = e.step == Step::Grave;
            const QString path = app::FloorRenderer::roomIconPath(r, false);
            if (!path.isEmpty())
                return QIcon(path);
        }
        return {};
    }
    case KindRole:
        return static_cast<int>(e.kind);
    case AttemptRole:
        return static_cast<int>(e.attempt);
    case DiscardedRole:
        return discarded(e);
    case RoomRole:
        return static_cast<int>(e.room);
    case FrameRole:
        return index.row() + 1;
    default:
        return {};
    }
}

QHash<int, QByteArray> DecisionLogModel::roleNames() const {
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(KindRole, "kind");
    names.insert(AttemptRole, "attempt");
    names.insert(DiscardedRole, "discarded");
    names.insert(RoomRole, "room");
    names.insert(FrameRole, "frame");
    return names;
}

int DecisionLogModel::placementRow(int room) const {
    if (room < 0)
        return -1;
    int found = -1;
    for (std::size_t i = 0; i < m_trace.events.size(); ++i) {
        const TraceEvent &e = m_trace.events[i];
        if (e.kind == EventKind::RoomPlaced && e.room == room && !discarded(e))
            found = static_cast<int>(i);
    }
    return found;
}

namespace {

// The rectangle the text gets inside a row of `width` pixels (after the icon and the style's margins).
int textWidth(const QStyleOptionViewItem &option, int width) {
    const QStyle *style = option.widget ? option.widget->style() : QApplication::style();
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, option.widget) + 1;
    int w = width - 2 * margin;
    if (option.features & QStyleOptionViewItem::HasDecoration)
        w -= option.decorationSize.width() + 2 * margin;
    return std::max(w, 40);
}

} // namespace

void DecisionLogDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                                const QModelIndex &index) const {
    QStyleOptionViewItem o = option;
    initStyleOption(&o, index);
    o.features |= QStyleOptionViewItem::WrapText;
    o.textElideMode = Qt::ElideNone;
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &o, painter, widget);
}

QSize DecisionLogDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const {
    QStyleOptionViewItem o = option;
    initStyleOption(&o, index);
    o.features |= QStyleOptionViewItem::WrapText;
    // The width the row gets is the view's: the text wraps inside it.
    int width = o.rect.width();
    if (const auto *view = qobject_cast<const QAbstractItemView *>(option.widget))
        width = view->viewport()->width();
    o.rect.setWidth(width);
    const QStyle *style = option.widget ? option.widget->style() : QApplication::style();
    QSize size = style->sizeFromContents(QStyle::CT_ItemViewItem, &o, QSize(), option.widget);
    const QRect text = o.fontMetrics.boundingRect(QRect(0, 0, textWidth(o, width), 100000),
                                                  Qt::TextWordWrap | Qt::AlignLeft, o.text);
    size.setHeight(std::max(size.height(), text.height() + 4));
    size.setWidth(std::min(size.width(), width));
    return size;
}

} // namespace floorgen::gui
