#include "floorrenderer.h"

#include "floorgen/geometry.h"
#include "floorgen/mapgeometry.h"
#include "floorgen/original2011.h"
#include "floorjson.h"
#include "names_tr.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>

#include <QCoreApplication>
#include <QFile>
#include <QFontMetricsF>
#include <QHash>
#include <QMutex>
#include <QMutexLocker>
#include <QPaintEngine>
#include <QPainterPath>
#include <QSvgRenderer>

namespace floorgen::app {

namespace {

// ---- geometry ----------------------------------------------------------------------------------------

using geometry::kUnit;
using geometry::Offset;

bool isThin(Shape s) {
    return mapgeometry::isThin(s);
}

bool isStart(const Room &r) {
    return r.number == 0 && r.anchor.index() == kStartIndex;
}

// The outline of a room shape, in cell units relative to the anchor, inset by `i` (0..0.5): mapgeometry.h's,
// which the browser's page draws too.
QPolygonF shapeOutline(Shape s, qreal i) {
    QPolygonF poly;
    for (const mapgeometry::Point &p : mapgeometry::shapeOutline(s, i))
        poly << QPointF(p.x, p.y);
    return poly;
}

// The cell of a room where its icon goes (mapgeometry.h).
QPointF iconCentre(const Room &r) {
    const mapgeometry::Point p = mapgeometry::iconCentre(r);
    return {p.x, p.y};
}

// ---- colours -------------------------------------------------------------------------------------------

struct Palette {
    QColor background, gridLine, axisText, roomFill, roomOutline, startFill, bossFill, specialFill,
        hiddenFill, hiddenOutline, redRoom, door, text, textHalo, accent, candidate, rejected, difference,
        workBadge, deadEndBadge, deadEndText;
};

Palette paletteOf(Theme theme) {
    if (theme == Theme::Dark)
        return {QColor(0x1f, 0x21, 0x25), QColor(0x2c, 0x2f, 0x34),      QColor(0x7a, 0x80, 0x88),
                QColor(0x3d, 0x42, 0x4a), QColor(0xc9, 0xcd, 0xd3),      QColor(0x2f, 0x4b, 0x6b),
                QColor(0x5c, 0x2a, 0x2d), QColor(0x4d, 0x45, 0x30),      QColor(0x26, 0x28, 0x2d),
                QColor(0x9d, 0xa3, 0xad), QColor(0xe0, 0x55, 0x55),      QColor(0xc9, 0xcd, 0xd3),
                QColor(0xe8, 0xea, 0xed), QColor(0x1f, 0x21, 0x25, 210), QColor(0x4d, 0xa3, 0xff),
                QColor(0x5c, 0xd6, 0x7a), QColor(0xff, 0x6b, 0x6b),      QColor(0xff, 0xa5, 0x2e),
                QColor(0x4d, 0xa3, 0xff), QColor(0xe8, 0xea, 0xed),      QColor(0x1f, 0x21, 0x25)};
    return {QColor(0xf6, 0xf3, 0xec), QColor(0xe6, 0xe0, 0xd4),      QColor(0x9a, 0x91, 0x84),
            QColor(0xdd, 0xd4, 0xc2), QColor(0x3b, 0x33, 0x2b),      QColor(0xc4, 0xdb, 0xf0),
            QColor(0xf0, 0xc2, 0xbd), QColor(0xf1, 0xe0, 0xaa),      QColor(0xb9, 0xb2, 0xa6),
            QColor(0x5b, 0x54, 0x4c), QColor(0xc8, 0x2a, 0x2a),      QColor(0x3b, 0x33, 0x2b),
            QColor(0x22, 0x1d, 0x18), QColor(0xf6, 0xf3, 0xec, 215), QColor(0x1f, 0x6f, 0xd1),
            QColor(0x1e, 0x9e, 0x4a), QColor(0xd1, 0x2f, 0x2f),      QColor(0xe0, 0x7a, 0x00),
            QColor(0x1f, 0x6f, 0xd1), QColor(0x3b, 0x33, 0x2b),      QColor(0xf6, 0xf3, 0xec)};
}

// Heat colour for t in [0, 1]: near (cool) to far (warm).
QColor heatColour(qreal t, Theme theme) {
    t = std::clamp(t, 0.0, 1.0);
    // Hue from 210 (blue) through 120 (green), 60 (yellow) to 0 (red).
    const qreal hue = (1.0 - t) * 210.0 / 360.0;
    return theme == Theme::Dark ? QColor::fromHsvF(hue, 0.55, 0.55) : QColor::fromHsvF(hue, 0.38, 0.97);
}

// ---- layout --------------------------------------------------------------------------------------------

constexpr qreal kLegendWidth = 4.6; // in cells
constexpr qreal kCaptionHeight = 1.0;
constexpr qreal kNoteLine = 0.42;         // in cells: one line of the notes under the map
constexpr qreal kMinCellWithLegend = 1.4; // times the minimum text size: smaller cells fold the legend away

struct LegendEntry {
    QString icon; // resource path, or empty for a drawn sample
    QString text;
    int sample = 0; // 0 icon, 1 hidden room, 2 red room, 3 dead-end badge, 4 provenance badge
    ProvenanceMark mark = ProvenanceMark::Verified;
};

std::vector<LegendEntry> legendEntries(const FloorView &view, const RenderOptions &o);

bool shownRoom(const Room &r, const RenderOptions &o) {
    return r.shape != Shape::Null && (o.showHidden || !isHiddenRoom(r));
}

// The heat map's scale takes a line of the notes when some room shows a distance.
bool heatScaleShown(const FloorView &view, const RenderOptions &o) {
    if (!o.distanceHeatMap)
        return false;
    return std::any_of(view.rooms.begin(), view.rooms.end(),
                       [&](const Room &r) { return shownRoom(r, o) && !isHiddenRoom(r); });
}

int noteLineCount(const FloorView &view, const RenderOptions &o) {
    return static_cast<int>(provenanceNotes(view, o).size()) + (heatScaleShown(view, o) ? 1 : 0);
}

qreal textPixels(qreal cell, qreal factor, const RenderOptions &o) {
    return std::max(cell * factor, static_cast<qreal>(o.minTextPixels));
}

QFont fontAt(qreal pixelSize, bool bold = false) {
    QFont f;
    f.setPixelSize(std::max(1, static_cast<int>(std::lround(pixelSize))));
    f.setBold(bold);
    return f;
}

// The parts of the picture whose size does not only follow the cell size (texts kept at a minimum size).
struct Extents {
    qreal legendW = 0, legendH = 0, legendText = 0, legendRow = 0, legendSample = 0, legendColW = 0;
    int legendCols = 1, legendRows = 0;
    bool legendBelow = false; // the legend under the map, in columns (narrow targets)
    qreal notesH = 0, noteText = 0, noteLine = 0;
    int noteLines = 0;
};

// The lines a note takes at this font and width: one, or (with texts kept at a minimum size, in a narrow
// map) as many as word wrapping needs.
int noteLines(const QString &note, const QFontMetricsF &fm, qreal width, const RenderOptions &o) {
    if (o.minTextPixels <= 0 || width <= 0)
        return 1;
    return std::max(1, static_cast<int>(std::ceil(fm.horizontalAdvance(note) * 1.08 / width)));
}

Extents extentsAt(qreal c, const RenderOptions &o, const std::vector<LegendEntry> &entries, int notes,
                  bool below, qreal targetWidth, qreal margin, const QStringList &noteTexts) {
    Extents e;
    if (o.legend) {
        e.legendText = textPixels(c, 0.25, o);
        e.legendRow = std::max(0.62 * c, e.legendText * 1.55);
        e.legendSample = std::max(0.42 * c, e.legendText * 1.2);
        const qreal gap = std::max(0.18 * c, e.legendText * 0.5);
        qreal text = 0;
        if (o.minTextPixels > 0 || below) {
            const QFontMetricsF fm(fontAt(e.legendText));
            for (const LegendEntry &le : entries)
                text = std::max(text, fm.horizontalAdvance(le.text));
        }
        const qreal column = e.legendSample + gap + text + 0.35 * c;
        const int n = static_cast<int>(entries.size());
        if (below) {
            e.legendBelow = true;
            e.legendColW = column;
            const qreal avail = std::max(column, targetWidth - 2 * margin * c);
            e.legendCols = std::clamp(static_cast<int>(avail / column), 1, std::max(1, n));
            e.legendRows = (n + e.legendCols - 1) / e.legendCols;
        } else {
            e.legendW = kLegendWidth * c;
            if (o.minTextPixels > 0)
                e.legendW = std::max(e.legendW, 0.4 * c + column);
            e.legendColW = e.legendW - 0.4 * c;
            e.legendRows = n;
        }
        e.legendH = e.legendRow * e.legendRows + 0.2 * c;
    }
    if (notes > 0) {
        e.noteText = textPixels(c, 0.24, o);
        e.noteLine = std::max(kNoteLine * c, e.noteText * 1.45);
        // Long notes wrap in a narrow map (the notes are as wide as the target, see layoutOf).
        int lines = notes;
        if (o.minTextPixels > 0) {
            const QFontMetricsF fm(fontAt(e.noteText));
            for (const QString &note : noteTexts)
                lines += noteLines(note, fm, targetWidth - 2 * margin * c, o) - 1;
        }
        e.noteLines = lines;
        e.notesH = e.noteLine * lines + 0.08 * c;
    }
    return e;
}

struct Layout {
    qreal cell = 0;
    QRect cells;        // the grid cells shown
    QPointF gridOrigin; // where cell (0,0) is (outside the target when cells does not start at 0)
    QRectF caption;
    QRectF legend;
    QRectF notes;
    Extents extents;

    QRectF cellRect(int x, int y) const {
        return {gridOrigin.x() + x * cell, gridOrigin.y() + y * cell, cell, cell};
    }
    QPointF map(QPointF units) const { return gridOrigin + units * cell; }
    QRectF gridRect() const {
        return {gridOrigin.x() + cells.x() * cell, gridOrigin.y() + cells.y() * cell, cells.width() * cell,
                cells.height() * cell};
    }
};

qreal marginUnits(const RenderOptions &o) {
    return o.grid ? 0.55 : 0.3;
}

QSizeF nominalSize(const FloorView &view, const RenderOptions &o) {
    const QRect cells = FloorRenderer::shownCells(view, o);
    const qreal m = marginUnits(o);
    const int notes = noteLineCount(view, o);
    const qreal captionH = o.caption.isEmpty() ? 0 : kCaptionHeight;
    qreal w = 2 * m + cells.width();
    qreal h = 2 * m + cells.height() + captionH;
    if (o.legend) {
        w += kLegendWidth;
        const qreal legendH = 0.62 * static_cast<qreal>(legendEntries(view, o).size()) + 0.2;
        h = std::max(h, legendH + 2 * m + captionH);
    }
    if (notes > 0)
        h += kNoteLine * notes + 0.08;
    return {w, h};
}

Layout layoutOf(const QRectF &target, const FloorView &view, const RenderOptions &o) {
    Layout l;
    l.cells = FloorRenderer::shownCells(view, o);
    std::vector<LegendEntry> entries = o.legend ? legendEntries(view, o) : std::vector<LegendEntry>{};
    int notes = noteLineCount(view, o);
    QStringList noteTexts = provenanceNotes(view, o);
    if (o.sizeFor) {
        // The legend and the notes get the room of sizeFor's as well (step-through: the final floor's), so
        // the cells keep their size from frame to frame while rooms and their types appear.
        if (o.legend)
            for (const LegendEntry &more : legendEntries(*o.sizeFor, o))
                if (std::none_of(entries.begin(), entries.end(),
                                 [&](const LegendEntry &e) { return e.text == more.text; }))
                    entries.push_back(more);
        // The notes: the longer of the two lists (a frame says "Every room: ..." where the final floor says
        // "Rooms without a badge: ...": one line either way).
        const QStringList final = provenanceNotes(*o.sizeFor, o);
        if (final.size() > noteTexts.size() ||
            (final.size() == noteTexts.size() &&
             final.join(QString()).size() > noteTexts.join(QString()).size()))
            noteTexts = final;
        notes = static_cast<int>(noteTexts.size()) +
                (heatScaleShown(view, o) || heatScaleShown(*o.sizeFor, o) ? 1 : 0);
    }
    const qreal m = marginUnits(o);
    const qreal captionH = o.caption.isEmpty() ? 0 : kCaptionHeight;
    const qreal gw = 2 * m + l.cells.width(), gh = 2 * m + l.cells.height() + captionH;
    const qreal W = target.width(), H = target.height();
    const QSizeF n = nominalSize(view, o);
    const qreal nominal = std::max(0.0, std::min(W / n.width(), H / n.height()));
    // Texts kept at a minimum size take a fixed share of the target: shrink the cells until they fit. The
    // parts only grow with the cell size, so starting from an upper bound the cell size only goes down.
    auto solve = [&](bool below) {
        qreal c = below ? std::max(0.0, std::min(W / gw, H / gh)) : nominal;
        for (int i = 0; i < 10; ++i) {
            const Extents e = extentsAt(c, o, entries, notes, below, W, m, noteTexts);
            qreal next = below ? std::min(W / gw, (H - e.legendH - e.notesH) / gh)
                               : std::min((W - e.legendW) / gw, (H - e.notesH) / gh);
            if (o.legend && !below)
                next = std::min(next, (H - e.legendH - e.notesH) / (2 * m + captionH));
            next = std::max(0.0, next);
            if (next >= c - 0.01)
                break;
            c = next;
        }
        return c;
    };
    qreal c = nominal;
    bool below = false;
    if (o.minTextPixels > 0) {
        c = solve(false);
        if (o.legend) {
            // A narrow target: the legend under the map when that leaves the map more room.
            const qreal under = solve(true);
            if (under > c * 1.05) {
                c = under;
                below = true;
            }
        }
    }
    if (o.minTextPixels > 0 && o.legend && c < o.minTextPixels * kMinCellWithLegend) {
        // No room for a readable legend: the map goes first, the legend folds away.
        RenderOptions without = o;
        without.legend = false;
        return layoutOf(target, view, without);
    }
    l.cell = c;
    l.extents = extentsAt(c, o, entries, notes, below, W, m, noteTexts);
    const Extents &e = l.extents;
    QSizeF used;
    if (below) {
        used =
            QSizeF(std::max(gw * c, e.legendCols * e.legendColW + 2 * m * c), gh * c + e.legendH + e.notesH);
    } else {
        used = QSizeF(gw * c + (o.legend ? e.legendW : 0), gh * c);
        if (o.legend)
            used.setHeight(std::max(used.height(), (2 * m + captionH) * c + e.legendH));
        used.setHeight(used.height() + e.notesH);
    }
    const QPointF topLeft(target.left() + (W - used.width()) / 2, target.top() + (H - used.height()) / 2);
    qreal y = topLeft.y();
    if (!o.caption.isEmpty()) {
        l.caption =
            QRectF(topLeft.x() + m * c, y + 0.15 * c, used.width() - 2 * m * c, (kCaptionHeight - 0.15) * c);
        y += kCaptionHeight * c;
    }
    const qreal gridLeft = topLeft.x() + (below ? (used.width() - gw * c) / 2 : 0);
    const QPointF windowOrigin(gridLeft + m * c, y + m * c);
    l.gridOrigin = windowOrigin - QPointF(l.cells.x(), l.cells.y()) * c;
    if (o.legend && below)
        l.legend =
            QRectF(topLeft.x() + (used.width() - e.legendCols * e.legendColW) / 2,
                   windowOrigin.y() + (l.cells.height() + m) * c, e.legendCols * e.legendColW, e.legendH);
    else if (o.legend)
        l.legend = QRectF(windowOrigin.x() + (l.cells.width() + 0.4) * c, windowOrigin.y(),
                          e.legendW - 0.4 * c, used.height() - e.notesH - (y - topLeft.y()) - 2 * m * c);
    // The notes may use the whole width of the target (a narrow map must not cut them short).
    if (notes > 0)
        l.notes = QRectF(target.left() + std::min(m * c, (W - used.width()) / 2 + m * c),
                         topLeft.y() + used.height() - e.notesH,
                         W - 2 * std::min(m * c, (W - used.width()) / 2 + m * c), e.notesH);
    return l;
}

// ---- icons ---------------------------------------------------------------------------------------------

struct IconCache {
    QMutex mutex;
    QHash<QString, QByteArray> svg; // path -> file contents (empty: missing)
    QHash<QPair<QString, int>, QImage> images;
};

IconCache &iconCache() {
    static IconCache cache;
    return cache;
}

QByteArray svgData(IconCache &cache, const QString &path) {
    auto it = cache.svg.find(path);
    if (it == cache.svg.end()) {
        QFile f(path);
        QByteArray data;
        if (f.open(QIODevice::ReadOnly))
            data = f.readAll();
        it = cache.svg.insert(path, data);
    }
    return it.value();
}

bool isRasterDevice(const QPainter &p) {
    const QPaintEngine *e = p.paintEngine();
    return e && (e->type() == QPaintEngine::Raster || e->type() == QPaintEngine::OpenGL2);
}

void drawIcon(QPainter &p, const QString &path, const QRectF &rect) {
    if (path.isEmpty() || rect.width() < 1)
        return;
    if (!isRasterDevice(p)) {
        // Vector targets (SVG, PDF, printer) get the vector icon.
        QByteArray data;
        {
            IconCache &cache = iconCache();
            QMutexLocker lock(&cache.mutex);
            data = svgData(cache, path);
        }
        QSvgRenderer renderer(data);
        if (renderer.isValid())
            renderer.render(&p, rect);
        return;
    }
    const QTransform t = p.deviceTransform();
    const qreal scale = std::sqrt(std::abs(t.determinant()));
    const int px = std::max(1, static_cast<int>(std::ceil(rect.width() * scale)));
    const QImage img = FloorRenderer::icon(path, px);
    if (!img.isNull())
        p.drawImage(rect, img);
}

// ---- text ----------------------------------------------------------------------------------------------

QFont fontOf(const QPainter &p, qreal pixelSize, bool bold = false) {
    QFont f = p.font();
    f.setPixelSize(std::max(1, static_cast<int>(std::lround(pixelSize))));
    f.setBold(bold);
    return f;
}

// Text centred on `centre` with a rounded halo behind it.
void drawLabel(QPainter &p, const QString &text, QPointF centre, qreal pixelSize, const QColor &fg,
               const QColor &halo, qreal maxWidth) {
    p.setFont(fontOf(p, pixelSize));
    const QFontMetricsF fm(p.font());
    const QString shown = fm.elidedText(text, Qt::ElideRight, maxWidth);
    const qreal w = fm.horizontalAdvance(shown);
    const QRectF box(centre.x() - w / 2 - pixelSize * 0.3, centre.y() - fm.height() / 2, w + pixelSize * 0.6,
                     fm.height());
    p.setPen(Qt::NoPen);
    p.setBrush(halo);
    p.drawRoundedRect(box, pixelSize * 0.35, pixelSize * 0.35);
    p.setPen(fg);
    p.drawText(box, Qt::AlignCenter, shown);
}

void drawBadge(QPainter &p, const QString &text, QPointF centre, qreal radius, const QColor &fill,
               const QColor &fg) {
    p.setFont(fontOf(p, radius * 1.25, true));
    const QFontMetricsF fm(p.font());
    const qreal w = std::max(2 * radius, fm.horizontalAdvance(text) + radius * 0.8);
    const QRectF box(centre.x() - w / 2, centre.y() - radius, w, 2 * radius);
    p.setPen(Qt::NoPen);
    p.setBrush(fill);
    p.drawRoundedRect(box, radius, radius);
    p.setPen(fg);
    p.drawText(box, Qt::AlignCenter, text);
}

QString roomTypeText(RoomType t) {
    const std::string_view n = roomTypeName(t);
    return QCoreApplication::translate("RoomType",
                                       QByteArray(n.data(), static_cast<qsizetype>(n.size())).constData());
}

std::vector<LegendEntry> legendEntries(const FloorView &view, const RenderOptions &o) {
    std::vector<LegendEntry> out;
    std::vector<QString> seen;
    bool hidden = false, red = false;
    for (const Room &r : view.rooms) {
        if (r.shape == Shape::Null)
            continue;
        if (isHiddenRoom(r)) {
            if (!o.showHidden)
                continue;
            hidden = true;
            red = red || r.redRoom.valid();
        }
        const QString path = FloorRenderer::roomIconPath(r, isStart(r));
        if (path.isEmpty() || std::find(seen.begin(), seen.end(), path) != seen.end())
            continue;
        seen.push_back(path);
        QString text;
        if (isStart(r))
            text = QCoreApplication::translate("FloorRenderer", "Start room");
        else if (r.grave)
            text = QCoreApplication::translate("FloorRenderer", "Grave room");
        else if (r.type == RoomType::Challenge && r.bossChallenge)
            text = QCoreApplication::translate("FloorRenderer", "Boss challenge");
        else
            text = roomTypeText(r.type);
        out.push_back({path, text, 0});
    }
    if (hidden)
        out.push_back({{}, QCoreApplication::translate("FloorRenderer", "Hidden room"), 1});
    if (red)
        out.push_back({{}, QCoreApplication::translate("FloorRenderer", "Red room (to ultra secret)"), 2});
    if (o.deadEndNumbers && !view.deadEndOrder.empty())
        out.push_back({{}, QCoreApplication::translate("FloorRenderer", "Dead end (1 = farthest)"), 3});
    // The provenance badges present, in the enum's order.
    std::vector<ProvenanceMark> marks;
    for (int n : provenanceBadgeRooms(view, o))
        marks.push_back(provenanceMarkOf(view, view.rooms[static_cast<std::size_t>(n)]));
    std::sort(marks.begin(), marks.end());
    marks.erase(std::unique(marks.begin(), marks.end()), marks.end());
    for (ProvenanceMark m : marks) {
        QString text = provenanceMarkText(m);
        if (!text.isEmpty())
            text[0] = text[0].toUpper();
        out.push_back({{}, text, 4, m});
    }
    return out;
}

QColor provenanceColour(Theme theme) {
    return theme == Theme::Dark ? QColor(0xb3, 0x8b, 0xe6) : QColor(0x6a, 0x3d, 0x9a);
}

// The cell of a room farthest down and right: where its provenance badge goes.
Cell badgeCell(const Room &r) {
    Cell best = r.anchor;
    int score = -1;
    for (const Cell c : r.cells()) {
        const int s = (c.x + c.y) * 16 + c.x;
        if (s > score) {
            score = s;
            best = c;
        }
    }
    return best;
}

} // namespace

bool bossIsApproximation(const Floor &floor, const Room &room) {
    return room.type == RoomType::Boss && floor.rep.present &&
           (floor.rep.approxBossPools || floor.rep.bossPools == BossPoolsMode::StageSeed);
}

bool isHiddenRoom(const Room &r) {
    return mapgeometry::isHidden(r);
}

// ---- provenance marks ----------------------------------------------------------------------------------

ProvenanceMark provenanceMarkOf(const FloorView &view, const Room &r) {
    if (r.type == RoomType::Boss && view.approximateBosses)
        return ProvenanceMark::Approximation;
    switch (r.provenance) {
    case Provenance::VerifiedEngine:
        return ProvenanceMark::Verified;
    case Provenance::WikiRule:
        return ProvenanceMark::WikiRule;
    case Provenance::Approximation:
        return ProvenanceMark::Approximation;
    case Provenance::RepentanceEngine:
    case Provenance::AfterbirthEngineUnchecked:
        return ProvenanceMark::Unchecked;
    case Provenance::ArticleRule:
        return ProvenanceMark::Article;
    }
    return ProvenanceMark::Verified;
}

namespace {

// Rooms that take part in the marks: the rooms shown (a step-through frame's rooms rest on the engine of
// the final floor until they get its details, see fromReplay).
bool markedRoom(const Room &r, const RenderOptions &o) {
    return shownRoom(r, o);
}

bool rewardIconsShown(const FloorView &view, const RenderOptions &o) {
    if (!o.rewards)
        return false;
    for (const Room &r : view.rooms)
        if (shownRoom(r, o) && r.number < view.rewardKind.size() && view.rewardKind[r.number] >= 0 &&
            FloorRenderer::roomIconPath(r, isStart(r)).isEmpty())
            return true;
    return false;
}

} // namespace

ProvenanceMark floorProvenanceMark(const FloorView &view, const RenderOptions &o) {
    std::array<int, 5> count{};
    int rooms = 0;
    for (const Room &r : view.rooms) {
        if (!markedRoom(r, o))
            continue;
        ++count[static_cast<std::size_t>(provenanceMarkOf(view, r))];
        ++rooms;
    }
    if (rooms == 0) { // an early step-through frame: what the floor's engine rests on
        Room engine;
        engine.provenance = view.engine;
        return provenanceMarkOf(view, engine);
    }
    for (std::size_t k = 1; k < count.size(); ++k)
        if (count[k] * 2 > rooms)
            return static_cast<ProvenanceMark>(k);
    return ProvenanceMark::Verified;
}

std::vector<int> provenanceBadgeRooms(const FloorView &view, const RenderOptions &o) {
    std::vector<int> out;
    if (!o.provenanceMarks)
        return out;
    const ProvenanceMark floorMark = floorProvenanceMark(view, o);
    for (const Room &r : view.rooms)
        if (markedRoom(r, o) && provenanceMarkOf(view, r) != floorMark)
            out.push_back(r.number);
    return out;
}

QString original2011Note() {
    return QCoreApplication::translate("FloorRenderer",
                                       "The original's algorithm as the article describes it; "
                                       "our random numbers, not the original game's");
}

QStringList provenanceNotes(const FloorView &view, const RenderOptions &o) {
    QStringList notes;
    if (view.original2011) { // in two lines, so that a 9-cell-wide map shows it whole
        const QString note = original2011Note();
        const qsizetype cut = note.indexOf(QLatin1Char(';'));
        if (cut > 0)
            notes << note.left(cut + 1) << note.mid(cut + 1).trimmed();
        else
            notes << note;
    }
    if (!o.provenanceMarks)
        return notes;
    const ProvenanceMark floorMark = floorProvenanceMark(view, o);
    if (floorMark != ProvenanceMark::Verified) {
        const bool all = std::all_of(view.rooms.begin(), view.rooms.end(), [&](const Room &r) {
            return !markedRoom(r, o) || provenanceMarkOf(view, r) == floorMark;
        });
        notes << (all ? QCoreApplication::translate("FloorRenderer", "Every room: %1")
                      : QCoreApplication::translate("FloorRenderer", "Rooms without a badge: %1"))
                     .arg(provenanceMarkText(floorMark));
    }
    if (rewardIconsShown(view, o))
        notes << QCoreApplication::translate("FloorRenderer",
                                             "Reward icons: our own award-seed rule, not read from the game");
    // Two numbers in a room: which is which.
    if (o.roomNumbers && o.distanceHeatMap)
        notes << QCoreApplication::translate(
            "FloorRenderer", "In each room: its number first, then its distance from the start");
    return notes;
}

QString provenanceMarkText(ProvenanceMark mark) {
    switch (mark) {
    case ProvenanceMark::Verified:
        return QCoreApplication::translate("FloorRenderer", "verified against the game");
    case ProvenanceMark::Unchecked:
        return QCoreApplication::translate("FloorRenderer", "from the game's code, unchecked");
    case ProvenanceMark::WikiRule:
        return QCoreApplication::translate("FloorRenderer", "wiki rule, unchecked");
    case ProvenanceMark::Approximation:
        return QCoreApplication::translate("FloorRenderer", "approximation");
    case ProvenanceMark::Article:
        return QCoreApplication::translate("FloorRenderer", "the article's rule (original 2011)");
    }
    return {};
}

QString provenanceMarkGlyph(ProvenanceMark mark) {
    switch (mark) {
    case ProvenanceMark::Verified:
        return QStringLiteral("\u2713");
    case ProvenanceMark::Unchecked:
        return QStringLiteral("?");
    case ProvenanceMark::WikiRule:
        return QStringLiteral("W");
    case ProvenanceMark::Approximation:
        return QStringLiteral("\u2248");
    case ProvenanceMark::Article:
        return QStringLiteral("A");
    }
    return {};
}

// ---- where a room's marks go ---------------------------------------------------------------------------

namespace {

constexpr qreal kInset = 0.09; // rooms are drawn this far (in cells) inside their cells

// Splits a name in two lines at the space nearest its middle; nothing when it has no space.
std::optional<QStringList> twoLines(const QString &text) {
    int best = -1;
    for (int i = 0; i < text.size(); ++i)
        if (text[i] == QLatin1Char(' ') &&
            (best < 0 || std::abs(i - text.size() / 2) < std::abs(best - text.size() / 2)))
            best = i;
    if (best <= 0)
        return std::nullopt;
    return QStringList{text.left(best), text.mid(best + 1)};
}

FloorRenderer::RoomMarks marksOf(const Layout &l, const FloorView &view, const RenderOptions &o,
                                 const Room &r, bool badge) {
    FloorRenderer::RoomMarks m;
    const qreal c = l.cell;
    const bool start = isStart(r);
    const QPointF centreU = iconCentre(r);
    QPointF centre = l.map(centreU);
    const QRectF anchorCell = l.cellRect(r.anchor.x, r.anchor.y);
    const bool thin = isThin(r.shape);
    const bool label = o.bossNames && r.type == RoomType::Boss && r.bossSubtype >= 0;
    qreal size = c * 0.58 * (thin ? 0.7 : 1.0);

    // Provenance badge: on the inner bottom-right corner of the room's last cell.
    if (badge) {
        const Cell bc = badgeCell(r);
        const QRectF cell = l.cellRect(bc.x, bc.y);
        const qreal radius = c * 0.12;
        const QPointF at(cell.right() - c * (kInset + 0.04), cell.bottom() - c * (kInset + 0.04));
        m.provenance = QRectF(at.x() - radius, at.y() - radius, 2 * radius, 2 * radius);
    }
    // Room number in the top-left corner; the distance there too, or bottom-left under a room number. A
    // corridor (thin room) keeps both inside its band: the number at its start, the distance at its end.
    const QFontMetricsF small(fontAt(c * 0.2));
    const QRectF unit = shapeOutline(r.shape, kInset).boundingRect(); // cells, from the anchor's corner
    const QRectF room(anchorCell.left() + unit.left() * c, anchorCell.top() + unit.top() * c,
                      unit.width() * c, unit.height() * c);
    const bool across = thin && room.width() >= room.height(); // a corridor from left to right
    const QPointF topLeft = thin ? room.topLeft() + QPointF(c * 0.04, c * 0.02)
                                 : anchorCell.topLeft() + QPointF(c * (kInset + 0.05), c * (kInset + 0.02));
    if (o.roomNumbers)
        m.number =
            QRectF(topLeft, QSizeF(small.horizontalAdvance(QString::number(r.number)), small.height()));
    if (o.distanceHeatMap && !isHiddenRoom(r)) {
        const QSizeF sz(small.horizontalAdvance(QString::number(r.distance)), small.height());
        if (!o.roomNumbers)
            m.distance = QRectF(topLeft, sz);
        else if (thin && across)
            m.distance = QRectF(QPointF(room.right() - c * 0.04 - sz.width(), topLeft.y()), sz);
        else if (thin)
            m.distance = QRectF(QPointF(topLeft.x(), room.bottom() - c * 0.02 - sz.height()), sz);
        else
            m.distance = QRectF(QPointF(anchorCell.left() + c * (kInset + 0.05),
                                        anchorCell.bottom() - c * (kInset + 0.02) - sz.height()),
                                sz);
    }
    if (o.deadEndNumbers)
        if (const int rank = view.deadEndRank(r.number); rank > 0) {
            const qreal radius = c * 0.14;
            const QFontMetricsF fm(fontAt(radius * 1.25, true));
            const qreal w = std::max(2 * radius, fm.horizontalAdvance(QString::number(rank)) + radius * 0.8);
            const QPointF at(anchorCell.right() - c * 0.24, anchorCell.top() + c * 0.24);
            m.deadEnd = QRectF(at.x() - w / 2, at.y() - radius, w, 2 * radius);
        }

    if (label && !thin) {
        // The name goes in a band under the icon, inside the room: the icon moves up and shrinks.
        const QString name = trBossDisplayName(r.bossSubtype);
        const qreal bandTop = centre.y() + c * 0.12, bandBottom = centre.y() + c * (0.5 - kInset - 0.01);
        // The room's cells on the band's row, as one run around the centre.
        const int row = static_cast<int>(std::floor(centreU.y() + 0.25));
        int x0 = static_cast<int>(std::floor(centreU.x())), x1 = x0;
        if (std::abs(centreU.x() - std::round(centreU.x())) < 1e-6) { // between two cells
            x0 = static_cast<int>(std::round(centreU.x())) - 1;
            x1 = x0 + 1;
        }
        auto covers = [&](int x) {
            for (const Cell cc : r.cells())
                if (cc.x == x && cc.y == row)
                    return true;
            return false;
        };
        while (covers(x0 - 1))
            --x0;
        while (covers(x1 + 1))
            ++x1;
        qreal left = l.gridOrigin.x() + (x0 + kInset + 0.01) * c,
              right = l.gridOrigin.x() + (x1 + 1 - kInset - 0.01) * c;
        if (!m.distance.isNull() && m.distance.bottom() > bandTop)
            left = std::max(left, m.distance.right() + c * 0.03);
        if (!m.provenance.isNull() && m.provenance.top() < bandBottom && m.provenance.left() < right)
            right = std::min(right, m.provenance.left() - c * 0.02);
        // Centred in what the room leaves free on the band (the icon's centre when nothing is in the way).
        const qreal avail = std::max(0.0, right - left);
        const qreal labelCentre = (left + right) / 2;
        // One line, a smaller line, two lines, or shortened (the tooltip has the whole name).
        constexpr qreal kPad = 0.35; // the halo's width beyond the text, in text sizes
        QStringList lines;
        qreal px = c * 0.19;
        QFontMetricsF fm(fontAt(px));
        for (const qreal size : {c * 0.19, c * 0.16}) {
            const QFontMetricsF f(fontAt(size));
            if (f.horizontalAdvance(name) + size * kPad <= avail) {
                lines << name;
                px = size;
                fm = f;
                break;
            }
        }
        if (lines.isEmpty())
            if (const auto two = twoLines(name)) {
                const qreal px2 = c * 0.16;
                const QFontMetricsF fm2(fontAt(px2));
                if (std::max(fm2.horizontalAdvance(two->at(0)), fm2.horizontalAdvance(two->at(1))) +
                        px2 * kPad <=
                    avail) {
                    lines = *two;
                    px = px2;
                    fm = fm2;
                }
            }
        if (lines.isEmpty()) {
            px = c * 0.16;
            fm = QFontMetricsF(fontAt(px));
            lines << fm.elidedText(name, Qt::ElideRight, std::max(0.0, avail - px * kPad));
        }
        qreal w = 0;
        for (const QString &line : lines)
            w = std::max(w, fm.horizontalAdvance(line));
        w += px * kPad;
        const qreal h = fm.height() * lines.size();
        m.label = QRectF(labelCentre - w / 2, bandBottom - h, w, h);
        m.labelLines = lines;
        m.labelPixels = px;
        // The icon above the name.
        const qreal iconBottom = m.label.top() - c * 0.02;
        size = std::min(c * 0.46, iconBottom - (centre.y() - c * (0.5 - kInset)) - c * 0.02);
        centre.setY(iconBottom - size / 2);
    }
    if (!FloorRenderer::roomIconPath(r, start).isEmpty())
        m.icon = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size);
    return m;
}

} // namespace

// ---- FloorView -----------------------------------------------------------------------------------------

const Room *FloorView::roomAtCell(int x, int y) const {
    if (!inBounds(x, y))
        return nullptr;
    const int n = grid[static_cast<std::size_t>(x + kGridSize * y)];
    if (n < 0 || static_cast<std::size_t>(n) >= rooms.size())
        return nullptr;
    return &rooms[static_cast<std::size_t>(n)];
}

int FloorView::deadEndRank(int roomNumber) const {
    const auto it = std::find(deadEndOrder.begin(), deadEndOrder.end(), roomNumber);
    return it == deadEndOrder.end() ? 0 : static_cast<int>(it - deadEndOrder.begin()) + 1;
}

namespace {
void setGridOf(FloorView &v, const Floor &floor) {
    if (floor.settings.ruleSet == RuleSet::Original2011) {
        v.gridWidth = orig::kGridWidth;
        v.gridHeight = orig::kGridHeight;
        v.original2011 = true;
    }
}
} // namespace

FloorView FloorView::fromFloor(const Floor &floor) {
    FloorView v;
    v.grid = floor.grid;
    v.rooms.assign(floor.rooms.begin(), floor.rooms.end());
    v.deadEndOrder.assign(floor.deadEnds.begin(), floor.deadEnds.end());
    v.stage = floor.settings.stage;
    v.difficultyMin = floor.difficultyMin;
    v.difficultyMax = floor.difficultyMax;
    v.attempt = floor.attempts;
    v.approximateBosses =
        floor.rep.present && (floor.rep.approxBossPools || floor.rep.bossPools == BossPoolsMode::StageSeed);
    if (!floor.rooms.empty())
        v.engine = floor.rooms[0].provenance;
    setGridOf(v, floor);
    return v;
}

FloorView FloorView::fromReplay(const ReplayState &state, const Floor &finalFloor) {
    FloorView v;
    v.grid = state.grid;
    v.rooms.assign(state.rooms.begin(), state.rooms.end());
    v.deadEndOrder = state.deadEnds;
    v.workList = state.workList;
    v.focusRoom = state.focusRoom;
    v.hasCandidate = state.hasCandidate;
    v.candidate = state.candidate;
    v.rejected = state.hasCandidate && state.candidate.room < 0;
    v.stage = finalFloor.settings.stage;
    v.difficultyMin = finalFloor.difficultyMin;
    v.difficultyMax = finalFloor.difficultyMax;
    v.attempt = state.attempt;
    v.discardedAttempt = state.attempt != 0 && state.attempt != finalFloor.attempts;
    v.approximateBosses = finalFloor.rep.present && (finalFloor.rep.approxBossPools ||
                                                     finalFloor.rep.bossPools == BossPoolsMode::StageSeed);
    // Until a room gets the final floor's details below, it rests on the rule set's engine (the start
    // room's).
    if (!finalFloor.rooms.empty())
        v.engine = finalFloor.rooms[0].provenance;
    setGridOf(v, finalFloor);
    for (Room &r : v.rooms)
        r.provenance = v.engine;

    // Distances: the parent's + 1 (rooms are numbered in placement order, parents first).
    for (Room &r : v.rooms) {
        r.distance = 0;
        if (r.placedCell.valid() && r.dir >= 0 && r.dir < 4) {
            const Offset u = kUnit[static_cast<std::size_t>(r.dir)];
            const int px = r.placedCell.x - u.dx, py = r.placedCell.y - u.dy;
            if (inBounds(px, py)) {
                const int parent = v.grid[static_cast<std::size_t>(px + kGridSize * py)];
                if (parent >= 0 && parent < r.number)
                    r.distance =
                        static_cast<std::uint8_t>(v.rooms[static_cast<std::size_t>(parent)].distance + 1);
            }
        }
    }
    // Rooms of the kept attempt that already have their final type get the final details (boss, sin, ...).
    if (!v.discardedAttempt) {
        for (Room &r : v.rooms) {
            if (r.number >= finalFloor.rooms.size())
                continue;
            const Room &f = finalFloor.rooms[r.number];
            if (f.placedCell != r.placedCell || f.type != r.type || r.type == RoomType::Null)
                continue;
            r.provenance = f.provenance;
            r.doors = f.doors;
            r.bossSubtype = f.bossSubtype;
            r.variant = f.variant;
            r.sin = f.sin;
            r.superSin = f.superSin;
            r.secondBoss = f.secondBoss;
            r.voidBoss = f.voidBoss;
            r.bossChallenge = f.bossChallenge;
            r.grave = f.grave;
            r.redRoom = f.redRoom;
            r.awardSeed = f.awardSeed;
        }
    }
    return v;
}

FloorView FloorView::fromTrace(const Trace &trace, std::size_t frame, const Floor &finalFloor) {
    frame = std::min(frame, trace.events.size());
    FloorView v = fromReplay(replay(trace, frame), finalFloor);
    // Once the layout of the attempt is over, what is left in the work list no longer matters.
    for (std::size_t i = frame; i-- > 0;) {
        const EventKind k = trace.events[i].kind;
        if (k == EventKind::AttemptStarted)
            break;
        if (k == EventKind::DeadEndsDetected || k == EventKind::OrigPlanRejected ||
            (k == EventKind::OrigSpecialPlaced && trace.events[i].step == Step::Boss)) {
            v.workList.clear();
            break;
        }
    }
    // The room being grown: the last room taken from the work list, while its candidates are being tried.
    for (std::size_t i = frame; i-- > 0;) {
        const TraceEvent &e = trace.events[i];
        if (e.kind == EventKind::RoomTaken) {
            v.expandingRoom = e.room;
            break;
        }
        const bool loop = e.kind == EventKind::CandidatesListed || e.kind == EventKind::Quota ||
                          e.kind == EventKind::CandidateRejected || e.kind == EventKind::OrigNeighbourTest ||
                          (e.kind == EventKind::RoomPlaced && e.step == Step::Layout && e.room != 0);
        if (!loop)
            break;
    }
    return v;
}

// ---- FloorRenderer -------------------------------------------------------------------------------------

QString FloorRenderer::roomIconPath(const Room &r, bool startRoom) {
    const std::string_view name = mapgeometry::iconName(r, startRoom); // the browser's page draws the same
    if (name.empty())
        return {};
    return QStringLiteral(":/icons/") +
           QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size())) + QStringLiteral(".svg");
}

QString FloorRenderer::rewardIconPath(int kind) {
    // One icon a floorgen::RewardKind, in its order.
    static const char *const names[kRewardKindCount] = {"nothing", "card",         "trinket", "pill",
                                                        "coin",    "heart",        "key",     "bomb",
                                                        "chest",   "locked-chest", "battery", "sack"};
    if (kind < 0 || kind >= kRewardKindCount)
        return {};
    return QStringLiteral(":/icons/reward-%1.svg").arg(QLatin1String(names[kind]));
}

QImage FloorRenderer::icon(const QString &path, int pixelSize) {
    IconCache &cache = iconCache();
    QMutexLocker lock(&cache.mutex);
    const QPair<QString, int> key(path, pixelSize);
    if (auto it = cache.images.constFind(key); it != cache.images.constEnd())
        return it.value();
    QImage img;
    QSvgRenderer renderer(svgData(cache, path));
    if (renderer.isValid() && pixelSize > 0) {
        img = QImage(pixelSize, pixelSize, QImage::Format_ARGB32_Premultiplied);
        img.fill(Qt::transparent);
        QPainter p(&img);
        p.setRenderHint(QPainter::Antialiasing);
        renderer.render(&p, QRectF(0, 0, pixelSize, pixelSize));
    }
    if (cache.images.size() > 512)
        cache.images.clear();
    cache.images.insert(key, img);
    return img;
}

QColor FloorRenderer::backgroundColor(Theme theme) {
    return paletteOf(theme).background;
}

QColor FloorRenderer::accentColor(Theme theme) {
    return paletteOf(theme).accent;
}

QRect FloorRenderer::floorWindow(const FloorView &view, int margin, int minSide) {
    if (view.gridWidth != kGridSize || view.gridHeight != kGridSize) // a small grid is shown whole
        return {0, 0, view.gridWidth, view.gridHeight};
    int x0 = kGridSize, y0 = kGridSize, x1 = -1, y1 = -1;
    auto add = [&](Cell c) {
        if (!c.valid())
            return;
        x0 = std::min<int>(x0, c.x);
        y0 = std::min<int>(y0, c.y);
        x1 = std::max<int>(x1, c.x);
        y1 = std::max<int>(y1, c.y);
    };
    for (const Room &r : view.rooms) {
        if (r.shape == Shape::Null)
            continue;
        for (const Cell c : r.cells())
            add(c);
        add(r.redRoom);
    }
    if (x1 < 0)
        return {0, 0, kGridSize, kGridSize};
    x0 -= margin;
    y0 -= margin;
    x1 += margin;
    y1 += margin;
    auto grow = [&](int &lo, int &hi) {
        while (hi - lo + 1 < minSide) {
            if (lo > 0)
                --lo;
            if (hi - lo + 1 < minSide && hi < kGridSize - 1)
                ++hi;
            if (lo <= 0 && hi >= kGridSize - 1)
                break;
        }
        lo = std::max(lo, 0);
        hi = std::min(hi, kGridSize - 1);
    };
    grow(x0, x1);
    grow(y0, y1);
    return QRect(QPoint(x0, y0), QPoint(x1, y1));
}

QRect FloorRenderer::shownCells(const FloorView &view, const RenderOptions &o) {
    const QRect whole(0, 0, view.gridWidth, view.gridHeight);
    if (whole.width() != kGridSize || whole.height() != kGridSize)
        return whole;
    if (o.cellWindow.isValid())
        return o.cellWindow.intersected(whole);
    return o.fitToFloor ? floorWindow(view) : whole;
}

QSizeF FloorRenderer::preferredSize(const FloorView &view, const RenderOptions &options, qreal cellSize) {
    return nominalSize(view, options) * cellSize;
}

Cell FloorRenderer::cellAt(const QRectF &target, const FloorView &view, const RenderOptions &options,
                           QPointF pt) {
    const Layout l = layoutOf(target, view, options);
    if (l.cell <= 0)
        return {};
    const QPointF u = (pt - l.gridOrigin) / l.cell;
    const int x = static_cast<int>(std::floor(u.x())), y = static_cast<int>(std::floor(u.y()));
    if (!inBounds(x, y) || !l.cells.contains(x, y))
        return {};
    return {static_cast<std::int8_t>(x), static_cast<std::int8_t>(y)};
}

QRectF FloorRenderer::cellRect(const QRectF &target, const FloorView &view, const RenderOptions &options,
                               Cell c) {
    return layoutOf(target, view, options).cellRect(c.x, c.y);
}

FloorRenderer::RoomMarks FloorRenderer::roomMarks(const QRectF &target, const FloorView &view,
                                                  const RenderOptions &options, int room) {
    if (room < 0 || static_cast<std::size_t>(room) >= view.rooms.size())
        return {};
    const Layout l = layoutOf(target, view, options);
    const Room &r = view.rooms[static_cast<std::size_t>(room)];
    if (l.cell <= 0 || !shownRoom(r, options))
        return {};
    const std::vector<int> badged = provenanceBadgeRooms(view, options);
    return marksOf(l, view, options, r, std::find(badged.begin(), badged.end(), room) != badged.end());
}

QRectF FloorRenderer::notesRect(const QRectF &target, const FloorView &view, const RenderOptions &options) {
    return layoutOf(target, view, options).notes;
}

QRectF FloorRenderer::legendRect(const QRectF &target, const FloorView &view, const RenderOptions &options) {
    return layoutOf(target, view, options).legend;
}

qreal FloorRenderer::legendTextPixels(const QRectF &target, const FloorView &view,
                                      const RenderOptions &options) {
    const Layout l = layoutOf(target, view, options);
    return l.legend.isNull() ? 0 : l.extents.legendText;
}

int FloorRenderer::roomAt(const QRectF &target, const FloorView &view, const RenderOptions &options,
                          QPointF pt) {
    const Cell c = cellAt(target, view, options, pt);
    if (!c.valid())
        return -1;
    const Room *r = view.roomAtCell(c.x, c.y);
    if (!r || (!options.showHidden && isHiddenRoom(*r)))
        return -1;
    return r->number;
}

void FloorRenderer::paint(QPainter &p, const QRectF &target, const FloorView &view, const RenderOptions &o) {
    const Layout l = layoutOf(target, view, o);
    if (l.cell <= 0)
        return;
    const Palette pal = paletteOf(o.theme);
    const qreal c = l.cell;
    const qreal inset = 0.09;
    const qreal outlineW = std::max(1.0, c * 0.045);

    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    if (!o.transparentBackground)
        p.fillRect(target, pal.background);

    // Caption.
    if (!o.caption.isEmpty()) {
        p.setFont(fontOf(p, c * 0.32));
        p.setPen(pal.text);
        p.drawText(l.caption, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, o.caption);
    }

    const QRectF gridRect = l.gridRect();
    // Grid lines and axis labels.
    if (o.grid) {
        p.setPen(QPen(pal.gridLine, std::max(1.0, c * 0.02)));
        for (int i = 0; i <= l.cells.width(); ++i)
            p.drawLine(QPointF(gridRect.left() + i * c, gridRect.top()),
                       QPointF(gridRect.left() + i * c, gridRect.bottom()));
        for (int i = 0; i <= l.cells.height(); ++i)
            p.drawLine(QPointF(gridRect.left(), gridRect.top() + i * c),
                       QPointF(gridRect.right(), gridRect.top() + i * c));
        p.setFont(fontOf(p, c * 0.22));
        p.setPen(pal.axisText);
        // original-2011: the ones (columns 1..9) and the tens (rows 00..70) of its cell numbers.
        const bool tens = view.original2011;
        for (int i = 0; i < l.cells.width(); ++i)
            p.drawText(QRectF(gridRect.left() + i * c, gridRect.top() - 0.5 * c, c, 0.5 * c), Qt::AlignCenter,
                       QString::number(l.cells.x() + i + (tens ? 1 : 0)));
        for (int i = 0; i < l.cells.height(); ++i)
            p.drawText(QRectF(gridRect.left() - 0.55 * c, gridRect.top() + i * c, 0.5 * c, c),
                       Qt::AlignCenter,
                       tens ? QStringLiteral("%1").arg((l.cells.y() + i) * 10, 2, 10, QLatin1Char('0'))
                            : QString::number(l.cells.y() + i));
    }
    p.save();
    p.setClipRect(gridRect.adjusted(-c * 0.5, -c * 0.5, c * 0.5, c * 0.5)); // nothing spills over the legend

    auto visible = [&](const Room &r) {
        return r.shape != Shape::Null && (o.showHidden || !isHiddenRoom(r));
    };
    auto outlineOf = [&](Shape s, Cell anchor, qreal in) {
        QPolygonF poly = shapeOutline(s, in);
        for (QPointF &pt : poly)
            pt = l.map(pt + QPointF(anchor.x, anchor.y));
        return poly;
    };
    int maxDistance = 1;
    for (const Room &r : view.rooms)
        if (visible(r) && !isHiddenRoom(r))
            maxDistance = std::max(maxDistance, static_cast<int>(r.distance));

    // Red rooms (the way into an ultra secret room): dotted, under everything else.
    if (o.showHidden) {
        for (const Room &r : view.rooms) {
            if (r.type != RoomType::UltraSecret || !r.redRoom.valid())
                continue;
            QColor fill = pal.redRoom;
            fill.setAlpha(40);
            p.setBrush(fill);
            QPen pen(pal.redRoom, outlineW * 1.2, Qt::DotLine, Qt::RoundCap);
            p.setPen(pen);
            p.drawPolygon(outlineOf(Shape::S1x1, r.redRoom, inset));
        }
    }

    // Doors: a short bridge across the gap wherever a door slot leads into another room (mapgeometry.h).
    {
        p.setPen(Qt::NoPen);
        const auto roomAt = [&](int x, int y) { return view.roomAtCell(x, y); };
        for (const mapgeometry::Door &d :
             mapgeometry::doors(std::span<const Room>(view.rooms), roomAt, visible)) {
            const Room &r = view.rooms[static_cast<std::size_t>(d.roomA)]; // rooms[i].number == i
            const Room &other = view.rooms[static_cast<std::size_t>(d.roomB)];
            const bool hidden = isHiddenRoom(r) || isHiddenRoom(other);
            // The midpoint of the shared edge.
            const QPointF mid = l.map(QPointF(d.mid.x, d.mid.y));
            const qreal along = c * 0.24, across = c * (2 * inset + 0.06);
            const QRectF door = d.acrossX ? QRectF(mid.x() - across / 2, mid.y() - along / 2, across, along)
                                          : QRectF(mid.x() - along / 2, mid.y() - across / 2, along, across);
            QColor col = hidden ? pal.hiddenOutline : pal.door;
            if (hidden)
                col.setAlpha(150);
            p.setBrush(col);
            p.drawRect(door);
        }
    }

    // Rooms.
    for (const Room &r : view.rooms) {
        if (!visible(r))
            continue;
        const bool hidden = isHiddenRoom(r);
        const bool start = isStart(r);
        QColor fill = pal.roomFill;
        if (hidden)
            fill = pal.hiddenFill;
        else if (o.distanceHeatMap)
            fill = heatColour(static_cast<qreal>(r.distance) / maxDistance, o.theme);
        else if (start)
            fill = pal.startFill;
        else if (r.type == RoomType::Boss)
            fill = pal.bossFill;
        else if (r.type != RoomType::Default && r.type != RoomType::Null)
            fill = pal.specialFill;
        QPen pen(hidden ? pal.hiddenOutline : pal.roomOutline, outlineW);
        pen.setJoinStyle(Qt::MiterJoin);
        if (hidden) {
            pen.setStyle(Qt::DashLine);
            pen.setDashPattern({3.0, 2.0});
        }
        if (start)
            pen.setWidthF(outlineW * 1.8);
        p.setPen(pen);
        p.setBrush(fill);
        p.drawPolygon(outlineOf(r.shape, r.anchor, inset));
    }

    // Step-through: the candidate being tested.
    if (view.hasCandidate && view.candidate.shape != Shape::Null) {
        const QColor col = view.rejected ? pal.rejected : pal.candidate;
        QColor fill = col;
        fill.setAlpha(view.rejected ? 45 : 70);
        QPen pen(col, outlineW * 2.0, Qt::DashLine);
        pen.setDashPattern({2.5, 1.5});
        p.setPen(pen);
        p.setBrush(fill);
        p.drawPolygon(outlineOf(view.candidate.shape, view.candidate.anchor, inset * 0.5));
        if (view.candidate.cell.valid()) {
            const QRectF cr = l.cellRect(view.candidate.cell.x, view.candidate.cell.y);
            p.setPen(Qt::NoPen);
            p.setBrush(col);
            p.drawEllipse(cr.center(), c * 0.09, c * 0.09);
        }
    }

    // Highlights: focus (step-through), selection, differences.
    auto outlineRoom = [&](int number, const QColor &col, qreal width, Qt::PenStyle style) {
        if (number < 0 || static_cast<std::size_t>(number) >= view.rooms.size())
            return;
        const Room &r = view.rooms[static_cast<std::size_t>(number)];
        if (!visible(r))
            return;
        QPen pen(col, width, style);
        pen.setJoinStyle(Qt::RoundJoin);
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        p.drawPolygon(outlineOf(r.shape, r.anchor, inset * 0.35));
    };
    for (int n : o.differingRooms) {
        outlineRoom(n, pal.difference, outlineW * 2.6, Qt::SolidLine);
        // An ultra secret room that differs takes its red room with it: outlined too.
        if (n >= 0 && static_cast<std::size_t>(n) < view.rooms.size() && o.showHidden) {
            const Room &r = view.rooms[static_cast<std::size_t>(n)];
            if (visible(r) && r.type == RoomType::UltraSecret && r.redRoom.valid()) {
                QPen pen(pal.difference, outlineW * 2.6, Qt::SolidLine);
                pen.setJoinStyle(Qt::RoundJoin);
                p.setPen(pen);
                p.setBrush(Qt::NoBrush);
                p.drawPolygon(outlineOf(Shape::S1x1, r.redRoom, inset * 0.35));
            }
        }
    }
    if (view.expandingRoom >= 0)
        outlineRoom(view.expandingRoom, pal.accent, outlineW * 2.6, Qt::SolidLine);
    if (view.focusRoom >= 0 && view.focusRoom != view.expandingRoom)
        outlineRoom(view.focusRoom, pal.accent, outlineW * (view.expandingRoom >= 0 ? 1.8 : 2.6),
                    view.expandingRoom >= 0 ? Qt::DotLine : Qt::SolidLine);
    if (o.highlightRoom >= 0 && o.highlightRoom != view.focusRoom)
        outlineRoom(o.highlightRoom, pal.accent, outlineW * 2.2, Qt::DashLine);

    // Icons, names, numbers and badges.
    const std::vector<int> badged = provenanceBadgeRooms(view, o);
    const QColor provenanceFill = provenanceColour(o.theme);
    for (const Room &r : view.rooms) {
        if (!visible(r))
            continue;
        const bool start = isStart(r);
        const bool badge = std::find(badged.begin(), badged.end(), r.number) != badged.end();
        const RoomMarks m = marksOf(l, view, o, r, badge);
        const QPointF centre = l.map(iconCentre(r));
        const QString path = roomIconPath(r, start);
        if (!path.isEmpty())
            drawIcon(p, path, m.icon);
        else if (o.rewards && static_cast<std::size_t>(r.number) < view.rewardKind.size()) {
            const int kind = view.rewardKind[r.number];
            if (kind >= 0) {
                const qreal rs = c * 0.42;
                drawIcon(p, rewardIconPath(kind), QRectF(centre.x() - rs / 2, centre.y() - rs / 2, rs, rs));
                const int count = r.number < view.rewardCount.size() ? view.rewardCount[r.number] : 1;
                if (count > 1)
                    drawLabel(p, QStringLiteral("×%1").arg(count), centre + QPointF(c * 0.22, c * 0.22),
                              c * 0.2, pal.text, pal.textHalo, c);
            }
        }
        if (!m.label.isNull()) {
            // The Void's extra boss rooms carry their boss's id (7.3a, R11 step 2): its name, as for any
            // boss.
            p.setPen(Qt::NoPen);
            p.setBrush(pal.textHalo);
            p.drawRoundedRect(m.label, m.labelPixels * 0.35, m.labelPixels * 0.35);
            p.setFont(fontOf(p, m.labelPixels));
            p.setPen(pal.text);
            p.drawText(m.label, Qt::AlignCenter, m.labelLines.join(QLatin1Char('\n')));
        }
        if (!m.number.isNull()) {
            p.setFont(fontOf(p, c * 0.2));
            p.setPen(pal.text);
            p.drawText(m.number, Qt::AlignLeft | Qt::AlignTop, QString::number(r.number));
        }
        if (!m.distance.isNull()) {
            p.setFont(fontOf(p, c * 0.2));
            p.setPen(pal.text);
            p.drawText(m.distance, Qt::AlignLeft | Qt::AlignTop, QString::number(r.distance));
        }
        if (!m.deadEnd.isNull())
            drawBadge(p, QString::number(view.deadEndRank(r.number)), m.deadEnd.center(),
                      m.deadEnd.height() / 2, pal.deadEndBadge, pal.deadEndText);
        if (!m.provenance.isNull()) {
            p.setPen(QPen(pal.background, std::max(1.0, c * 0.02)));
            p.setBrush(provenanceFill);
            p.drawEllipse(m.provenance);
            p.setFont(fontOf(p, m.provenance.height() * 0.72, true));
            p.setPen(pal.background);
            p.drawText(m.provenance, Qt::AlignCenter, provenanceMarkGlyph(provenanceMarkOf(view, r)));
        }
    }

    // Step-through: rooms waiting in the work list, with their position (1 = next taken).
    for (std::size_t i = 0; i < view.workList.size(); ++i) {
        const int n = view.workList[i];
        if (n < 0 || static_cast<std::size_t>(n) >= view.rooms.size())
            continue;
        const Room &r = view.rooms[static_cast<std::size_t>(n)];
        const QRectF cell = l.cellRect(r.anchor.x, r.anchor.y);
        const QPointF at =
            r.shape == Shape::LTL ? l.cellRect(r.anchor.x + 1, r.anchor.y).bottomLeft() : cell.bottomLeft();
        drawBadge(p, QStringLiteral("Q%1").arg(i + 1), at + QPointF(c * 0.3, -c * 0.24), c * 0.13,
                  pal.workBadge, pal.background);
    }

    p.restore(); // the clip

    // Difficulty window, in the margin under the grid.
    if (o.difficulty) {
        const QString text = QCoreApplication::translate("FloorRenderer", "Difficulty %1–%2")
                                 .arg(view.difficultyMin)
                                 .arg(view.difficultyMax);
        p.setFont(fontOf(p, c * 0.22));
        p.setPen(pal.axisText);
        p.drawText(QRectF(gridRect.left(), gridRect.bottom() + c * 0.04, gridRect.width(), c * 0.4),
                   Qt::AlignRight | Qt::AlignVCenter, text);
    }

    // Notes under the map: what the floor rests on, then the heat map's scale.
    if (o.drawNotes && !l.notes.isNull()) {
        const Extents &e = l.extents;
        qreal y = l.notes.top();
        p.setFont(fontOf(p, e.noteText));
        const QFontMetricsF fm(p.font());
        for (const QString &note : provenanceNotes(view, o)) {
            p.setPen(pal.text);
            const int lines = noteLines(note, fm, l.notes.width(), o);
            if (lines > 1) {
                p.drawText(QRectF(l.notes.left(), y, l.notes.width(), e.noteLine * lines),
                           Qt::AlignHCenter | Qt::AlignVCenter | Qt::TextWordWrap, note);
                y += e.noteLine * lines;
                continue;
            }
            p.drawText(QRectF(l.notes.left(), y, l.notes.width(), e.noteLine),
                       Qt::AlignHCenter | Qt::AlignVCenter,
                       fm.elidedText(note, Qt::ElideRight, l.notes.width()));
            y += e.noteLine;
        }
        if (heatScaleShown(view, o)) {
            // One swatch a distance, 0 to the farthest, each with its number; the row centred. A title that
            // would be cut (French on a narrow map) gives way to its short form.
            const int steps = maxDistance + 1;
            const qreal gap = e.noteText * 0.5;
            const qreal swatchNeed = fm.horizontalAdvance(QStringLiteral("00")) + e.noteText * 0.4;
            QString title = QCoreApplication::translate("FloorRenderer", "Distance from the start:");
            if (fm.horizontalAdvance(title) >
                std::min(l.notes.width() * 0.5, l.notes.width() - gap - steps * swatchNeed))
                title =
                    QCoreApplication::translate("FloorRenderer", "Distance:", "the heat map's scale, short");
            p.setPen(pal.text);
            const qreal titleW = std::min(fm.horizontalAdvance(title), l.notes.width() * 0.5);
            const qreal sw =
                std::min(std::max(fm.horizontalAdvance(QStringLiteral("00")) + e.noteText * 0.4, c * 0.4),
                         (l.notes.width() - titleW - gap) / steps);
            const qreal start =
                l.notes.left() + std::max(0.0, (l.notes.width() - titleW - gap - steps * sw) / 2);
            p.drawText(QRectF(start, y, titleW, e.noteLine), Qt::AlignLeft | Qt::AlignVCenter,
                       fm.elidedText(title, Qt::ElideRight, titleW));
            const qreal left = start + titleW + gap;
            const qreal sh = std::min(e.noteLine * 0.9, fm.height() * 1.15);
            for (int d = 0; d < steps; ++d) {
                const QRectF swatch(left + d * sw, y + (e.noteLine - sh) / 2, sw, sh);
                p.setPen(Qt::NoPen);
                p.setBrush(heatColour(static_cast<qreal>(d) / maxDistance, o.theme));
                p.drawRect(swatch);
                p.setPen(pal.text);
                p.drawText(swatch, Qt::AlignCenter, QString::number(d));
            }
        }
    }

    // Legend.
    if (o.legend && o.drawLegend && !l.legend.isNull()) {
        const Extents &ex = l.extents;
        const auto entries = legendEntries(view, o);
        const qreal row = ex.legendRow;
        const qreal sampleSide = ex.legendSample;
        const int rows = std::max(1, ex.legendRows);
        for (std::size_t i = 0; i < entries.size(); ++i) {
            const LegendEntry &e = entries[i];
            // Column by column (one column beside the map).
            const qreal left =
                l.legend.left() + static_cast<qreal>(static_cast<int>(i) / rows) * ex.legendColW;
            const qreal y = l.legend.top() + c * 0.1 + static_cast<qreal>(static_cast<int>(i) % rows) * row;
            const qreal right = ex.legendBelow ? left + ex.legendColW : l.legend.right();
            const QRectF sample(left, y + (row - sampleSide) / 2, sampleSide, sampleSide);
            switch (e.sample) {
            case 0:
                drawIcon(p, e.icon, sample);
                break;
            case 1: {
                QPen pen(pal.hiddenOutline, outlineW, Qt::DashLine);
                pen.setDashPattern({3.0, 2.0});
                p.setPen(pen);
                p.setBrush(pal.hiddenFill);
                p.drawRect(sample);
                break;
            }
            case 2: {
                QColor fill = pal.redRoom;
                fill.setAlpha(40);
                p.setPen(QPen(pal.redRoom, outlineW * 1.2, Qt::DotLine, Qt::RoundCap));
                p.setBrush(fill);
                p.drawRect(sample);
                break;
            }
            case 3:
                drawBadge(p, QStringLiteral("1"), sample.center(), sampleSide / 3, pal.deadEndBadge,
                          pal.deadEndText);
                break;
            case 4: {
                const qreal radius = sampleSide * 0.3;
                const QRectF dot(sample.center().x() - radius, sample.center().y() - radius, 2 * radius,
                                 2 * radius);
                p.setPen(Qt::NoPen);
                p.setBrush(provenanceColour(o.theme));
                p.drawEllipse(dot);
                p.setFont(fontOf(p, dot.height() * 0.72, true));
                p.setPen(pal.background);
                p.drawText(dot, Qt::AlignCenter, provenanceMarkGlyph(e.mark));
                break;
            }
            default:
                break;
            }
            p.setFont(fontOf(p, ex.legendText));
            p.setPen(pal.text);
            const qreal textLeft = sample.right() + std::max(c * 0.18, ex.legendText * 0.5);
            const QRectF textRect(textLeft, y, std::max(0.0, right - textLeft), row);
            p.drawText(textRect, Qt::AlignLeft | Qt::AlignVCenter,
                       QFontMetricsF(p.font()).elidedText(e.text, Qt::ElideRight, textRect.width()));
        }
    }
    p.restore();
}

} // namespace floorgen::app
