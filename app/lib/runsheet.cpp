#include "runsheet.h"

#include "floorgen/seedstring.h"
#include "names_tr.h"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>
#include <QFontMetricsF>

namespace floorgen::app {

namespace {

QString tr(const char *text) {
    return QCoreApplication::translate("floorgen::app", text);
}

// The sheet in units of one grid cell (c), except the texts, which are t = max(minTextPixels, kText c).
constexpr qreal kText = 0.5;      // label text, in cells
constexpr qreal kLine = 1.4;      // a line's height, in text sizes
constexpr qreal kTitle = 1.35;    // the title's text, in label texts
constexpr qreal kPad = 0.5;       // around the sheet
constexpr qreal kGap = 0.4;       // between tiles
constexpr qreal kTilePad = 0.2;   // inside a tile, around its labels and map
constexpr qreal kMapMargin = 0.3; // FloorRenderer's margin without a grid, each side
constexpr int kLabelLines = 3;    // name, boss, curse

struct Colours {
    QColor background, card, text, dim, curse, accent;
};

Colours coloursOf(Theme theme) {
    const QColor bg = FloorRenderer::backgroundColor(theme);
    if (theme == Theme::Dark)
        return {bg,
                bg.lighter(135),
                QColor(0xe8, 0xea, 0xed),
                QColor(0xa8, 0xae, 0xb6),
                QColor(0xc9, 0x9b, 0xe8),
                FloorRenderer::accentColor(theme)};
    return {bg,
            bg.darker(106),
            QColor(0x22, 0x1d, 0x18),
            QColor(0x6b, 0x62, 0x58),
            QColor(0x7a, 0x3d, 0x9a),
            FloorRenderer::accentColor(theme)};
}

QFont fontAt(const QPainter *p, qreal pixels, bool bold = false) {
    QFont f = p ? p->font() : QFont();
    f.setPixelSize(std::max(1, static_cast<int>(std::lround(pixels))));
    f.setBold(bold);
    return f;
}

// The common size of the small maps' windows (cells).
QSize windowSize(const RunSheet &sheet) {
    int w = 1, h = 1;
    for (const RunSheetFloor &f : sheet.floors) {
        const QRect r = FloorRenderer::floorWindow(f.view, 0, 5);
        w = std::max(w, r.width());
        h = std::max(h, r.height());
    }
    return {w, h};
}

struct Layout {
    qreal c = 0, t = 0;
    int columns = 1, rows = 1;
    QSize cells;
    QPointF origin; // top left of the sheet's used area
    qreal width = 0, height = 0;
    qreal headerH = 0, footerH = 0;
    int headerLines = 0;

    qreal line() const { return t * kLine; }
    qreal tileW() const { return (cells.width() + 2 * kMapMargin + 2 * kTilePad) * c; }
    qreal labelsH() const { return line() * (kLabelLines + 0.05) + kTilePad * c; }
    qreal tileH() const { return labelsH() + (cells.height() + 2 * kMapMargin + kTilePad) * c; }
    QRectF tile(int i) const {
        const int col = i % columns, row = i / columns;
        return {origin.x() + kPad * c + col * (tileW() + kGap * c),
                origin.y() + kPad * c + headerH + row * (tileH() + kGap * c), tileW(), tileH()};
    }
    QRectF map(int i) const {
        const QRectF r = tile(i);
        return {r.left() + kTilePad * c, r.top() + labelsH(), r.width() - 2 * kTilePad * c,
                (cells.height() + 2 * kMapMargin) * c};
    }
};

// The sheet's height is a c + b t (plus nothing else); its width a' c.
struct Coefficients {
    qreal widthC = 0, heightC = 0, heightT = 0;
};

Coefficients coefficientsOf(const RunSheet &sheet, QSize cells, int columns, int rows) {
    Coefficients k;
    const qreal tileW = cells.width() + 2 * kMapMargin + 2 * kTilePad;
    k.widthC = 2 * kPad + columns * tileW + (columns - 1) * kGap;
    const qreal tileC = 2 * kTilePad + cells.height() + 2 * kMapMargin; // a tile's height, in c
    k.heightC = 2 * kPad + rows * tileC + (rows - 1) * kGap;
    k.heightT = rows * kLine * (kLabelLines + 0.05);
    if (!sheet.title.isEmpty())
        k.heightT += kLine * kTitle;
    if (!sheet.subtitle.isEmpty())
        k.heightT += kLine;
    k.heightT += kLine * static_cast<qreal>(sheet.notes.size());
    if (!sheet.title.isEmpty() || !sheet.subtitle.isEmpty() || !sheet.notes.isEmpty())
        k.heightC += kGap;
    if (!sheet.footnotes.isEmpty()) {
        k.heightT += kLine * static_cast<qreal>(sheet.footnotes.size());
        k.heightC += kGap;
    }
    return k;
}

Layout layoutWith(const QRectF &target, const RunSheet &sheet, const RunSheetOptions &o, int columns) {
    Layout l;
    const int n = std::max(1, static_cast<int>(sheet.floors.size()));
    l.columns = std::clamp(columns, 1, n);
    l.rows = (n + l.columns - 1) / l.columns;
    l.cells = windowSize(sheet);
    const Coefficients k = coefficientsOf(sheet, l.cells, l.columns, l.rows);
    const qreal W = target.width(), H = target.height();
    const qreal m = o.minTextPixels;
    qreal byHeight = H / (k.heightC + kText * k.heightT); // texts that scale with the maps
    if (kText * byHeight < m)
        byHeight = (H - m * k.heightT) / k.heightC; // texts at their minimum
    l.c = std::max(0.0, std::min(W / k.widthC, byHeight));
    l.t = std::max(m, kText * l.c);
    l.headerLines = static_cast<int>(sheet.notes.size()) + (sheet.subtitle.isEmpty() ? 0 : 1);
    l.headerH = l.line() * l.headerLines + (sheet.title.isEmpty() ? 0 : l.line() * kTitle);
    if (l.headerH > 0)
        l.headerH += kGap * l.c;
    l.footerH =
        sheet.footnotes.isEmpty() ? 0 : l.line() * static_cast<qreal>(sheet.footnotes.size()) + kGap * l.c;
    l.width = k.widthC * l.c;
    l.height = 2 * kPad * l.c + l.headerH + l.rows * l.tileH() + (l.rows - 1) * kGap * l.c + l.footerH;
    l.origin = QPointF(target.left() + (W - l.width) / 2, target.top());
    return l;
}

Layout layoutOf(const QRectF &target, const RunSheet &sheet, const RunSheetOptions &o) {
    const int n = std::max(1, static_cast<int>(sheet.floors.size()));
    if (o.columns > 0)
        return layoutWith(target, sheet, o, o.columns);
    Layout best = layoutWith(target, sheet, o, 1);
    for (int columns = 2; columns <= n; ++columns) {
        const Layout l = layoutWith(target, sheet, o, columns);
        if (l.c > best.c * 1.0001)
            best = l;
    }
    return best;
}

void drawLine(QPainter &p, const QRectF &box, const QString &text, qreal pixels, bool bold,
              const QColor &colour, Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter) {
    if (text.isEmpty())
        return;
    // A text a little too long is drawn a little smaller (down to 80 %), a longer one cut short.
    QFont font = fontAt(&p, pixels, bold);
    const qreal width = QFontMetricsF(font).horizontalAdvance(text);
    if (width > box.width() && width * 0.8 <= box.width())
        font = fontAt(&p, std::floor(pixels * box.width() / width), bold);
    else if (width > box.width())
        font = fontAt(&p, pixels * 0.8, bold);
    p.setFont(font);
    p.setPen(colour);
    const QFontMetricsF fm(p.font());
    p.drawText(box, align, fm.elidedText(text, Qt::ElideRight, box.width()));
}

} // namespace

int RunSheetRenderer::preferredColumns(int floors) {
    return floors <= 5 ? std::max(1, floors) : (floors + 1) / 2;
}

QSizeF RunSheetRenderer::preferredSize(const RunSheet &sheet, const RunSheetOptions &options,
                                       qreal cellSize) {
    const int n = std::max(1, static_cast<int>(sheet.floors.size()));
    const int columns = std::clamp(options.columns > 0 ? options.columns : preferredColumns(n), 1, n);
    const int rows = (n + columns - 1) / columns;
    const Coefficients k = coefficientsOf(sheet, windowSize(sheet), columns, rows);
    const qreal t = std::max(options.minTextPixels, kText * cellSize);
    return {k.widthC * cellSize, k.heightC * cellSize + k.heightT * t};
}

QRect RunSheetRenderer::cellWindow(const RunSheet &sheet, int floor) {
    const QSize size = windowSize(sheet);
    if (floor < 0 || static_cast<std::size_t>(floor) >= sheet.floors.size())
        return {};
    const QRect own = FloorRenderer::floorWindow(sheet.floors[static_cast<std::size_t>(floor)].view, 0, 5);
    // Grown around the floor's own window to the common size, inside the 13x13 grid.
    int x = own.left() - (size.width() - own.width()) / 2;
    int y = own.top() - (size.height() - own.height()) / 2;
    x = std::clamp(x, 0, kGridSize - size.width());
    y = std::clamp(y, 0, kGridSize - size.height());
    return {x, y, size.width(), size.height()};
}

RenderOptions RunSheetRenderer::mapOptions(const RunSheet &sheet, const RunSheetOptions &options, int floor) {
    RenderOptions o;
    o.theme = options.theme;
    o.showHidden = options.showHidden;
    o.deadEndNumbers = false;
    o.legend = false;
    o.bossNames = false;
    o.grid = false;
    o.provenanceMarks = false;
    o.transparentBackground = true;
    o.fitToFloor = true;
    o.cellWindow = cellWindow(sheet, floor);
    return o;
}

QRectF RunSheetRenderer::tileRect(const QRectF &target, const RunSheet &sheet, const RunSheetOptions &options,
                                  int floor) {
    if (floor < 0 || static_cast<std::size_t>(floor) >= sheet.floors.size())
        return {};
    return layoutOf(target, sheet, options).tile(floor);
}

QRectF RunSheetRenderer::mapRect(const QRectF &target, const RunSheet &sheet, const RunSheetOptions &options,
                                 int floor) {
    if (floor < 0 || static_cast<std::size_t>(floor) >= sheet.floors.size())
        return {};
    return layoutOf(target, sheet, options).map(floor);
}

int RunSheetRenderer::floorAt(const QRectF &target, const RunSheet &sheet, const RunSheetOptions &options,
                              QPointF point) {
    const Layout l = layoutOf(target, sheet, options);
    if (l.c <= 0)
        return -1;
    for (std::size_t i = 0; i < sheet.floors.size(); ++i)
        if (l.tile(static_cast<int>(i)).contains(point))
            return static_cast<int>(i);
    return -1;
}

void RunSheetRenderer::paint(QPainter &p, const QRectF &target, const RunSheet &sheet,
                             const RunSheetOptions &options) {
    const Colours col = coloursOf(options.theme);
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    if (!options.transparentBackground)
        p.fillRect(target, col.background);
    const Layout l = layoutOf(target, sheet, options);
    if (l.c <= 0) {
        p.restore();
        return;
    }
    const qreal c = l.c, t = l.t, line = l.line();
    const qreal left = l.origin.x() + kPad * c;
    const qreal textW = l.width - 2 * kPad * c;
    qreal y = l.origin.y() + kPad * c;
    if (!sheet.title.isEmpty()) {
        drawLine(p, QRectF(left, y, textW, line * kTitle), sheet.title, t * kTitle, true, col.text);
        y += line * kTitle;
    }
    if (!sheet.subtitle.isEmpty()) {
        drawLine(p, QRectF(left, y, textW, line), sheet.subtitle, t, false, col.dim);
        y += line;
    }
    for (const QString &note : sheet.notes) {
        drawLine(p, QRectF(left, y, textW, line), note, t, false, col.text);
        y += line;
    }

    for (std::size_t i = 0; i < sheet.floors.size(); ++i) {
        const int n = static_cast<int>(i);
        const RunSheetFloor &f = sheet.floors[i];
        const QRectF tile = l.tile(n);
        p.setPen(Qt::NoPen);
        const bool current = n == options.currentFloor;
        if (current) {
            QColor tint = col.accent;
            tint.setAlphaF(options.theme == Theme::Dark ? 0.26f : 0.16f);
            p.setBrush(col.card);
            p.drawRoundedRect(tile, 0.25 * c, 0.25 * c);
            p.setBrush(tint);
            p.drawRoundedRect(tile, 0.25 * c, 0.25 * c);
            p.setBrush(col.accent);
            const qreal bar = std::max(3.0, 0.22 * c);
            p.drawRoundedRect(QRectF(tile.left(), tile.top() + 0.2 * c, bar, tile.height() - 0.4 * c),
                              bar / 2, bar / 2);
        } else {
            p.setBrush(col.card);
            p.drawRoundedRect(tile, 0.25 * c, 0.25 * c);
        }
        if (n == options.hoveredFloor) {
            p.setPen(QPen(col.accent, std::max(1.5, 0.08 * c)));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(tile.adjusted(0.04 * c, 0.04 * c, -0.04 * c, -0.04 * c), 0.22 * c, 0.22 * c);
        }
        const QRectF text(tile.left() + kTilePad * c, tile.top() + kTilePad * c,
                          tile.width() - 2 * kTilePad * c, line);
        drawLine(p, text, f.name, t * 1.05, true, col.text);
        drawLine(p, text.translated(0, line * 1.05), f.boss, t, false, col.text);
        {
            // The full name when it fits, else the short one ("Curse: Unknown").
            p.setFont(fontAt(&p, t));
            const bool fits = QFontMetricsF(p.font()).horizontalAdvance(f.curse) * 0.8 <= text.width();
            drawLine(p, text.translated(0, line * 2.05),
                     fits || f.curseShort.isEmpty() ? f.curse : f.curseShort, t, false, col.curse);
        }
        FloorRenderer::paint(p, l.map(n), f.view, mapOptions(sheet, options, n));
    }

    qreal top = l.origin.y() + l.height - kPad * c - line * static_cast<qreal>(sheet.footnotes.size());
    for (const QString &note : sheet.footnotes) {
        drawLine(p, QRectF(left, top, textW, line), note, t * 0.95, false, col.dim);
        top += line;
    }
    p.restore();
}

RunSheetFloor runSheetFloor(const Floor &floor) {
    RunSheetFloor f;
    f.view = FloorView::fromFloor(floor);
    f.name = trStage(floor.settings.stage, floor.settings.stageType);
    QStringList bosses;
    for (const Room &r : floor.rooms) {
        if (r.type != RoomType::Boss || r.shape == Shape::Null)
            continue;
        QString boss = trBossDisplayName(r.bossSubtype);
        if (bossIsApproximation(floor, r))
            boss += QStringLiteral(" (\u2248)");
        bosses << boss;
    }
    f.boss = bosses.join(QStringLiteral(" + "));
    QStringList curses, shortNames;
    for (CurseBit c : kAllCurses) {
        if (floor.curseMask & c) {
            curses << trCurse(c);
            shortNames << trCurseShort(c);
        }
    }
    f.curse = curses.join(QStringLiteral(", "));
    if (!shortNames.isEmpty())
        f.curseShort = tr("Curse: %1").arg(shortNames.join(QStringLiteral(", ")));
    return f;
}

QString runSheetTitle(std::uint32_t runSeed) {
    return tr("The floors of seed %1").arg(QString::fromStdString(seedToString(runSeed)));
}

QString runSheetSubtitle(const Settings &s) {
    QStringList parts;
    QString ruleSet = trRuleSet(s);
    if (s.hard)
        ruleSet = tr("%1, hard").arg(ruleSet);
    parts << ruleSet;
    for (int i = 0; i < kItemCount; ++i)
        if (s.has(static_cast<Item>(i)))
            parts << trItem(static_cast<Item>(i));
    return parts.join(QStringLiteral(" \u00b7 "));
}

QStringList runSheetFootnotes(const std::vector<Floor> &floors) {
    RenderOptions o;
    o.provenanceMarks = true;
    QList<ProvenanceMark> marks;
    bool approximateBoss = false;
    for (const Floor &floor : floors) {
        const FloorView view = FloorView::fromFloor(floor);
        const ProvenanceMark mark = floorProvenanceMark(view, o);
        if (!marks.contains(mark))
            marks << mark;
        for (const Room &r : floor.rooms)
            if (r.type == RoomType::Boss && r.shape != Shape::Null && bossIsApproximation(floor, r))
                approximateBoss = true;
    }
    QStringList parts;
    if (marks.size() == 1 && marks.front() != ProvenanceMark::Verified) {
        parts << tr("Every floor: %1").arg(provenanceMarkText(marks.front()));
    } else if (marks.size() > 1) {
        QStringList texts;
        for (ProvenanceMark mark : marks)
            texts << provenanceMarkText(mark);
        parts << tr("The floors: %1").arg(texts.join(QStringLiteral(", ")));
    }
    if (approximateBoss)
        parts << tr("(%1) after a boss: an approximation (a boss pool not read from the game)")
                     .arg(QStringLiteral("\u2248"));
    return parts;
}

} // namespace floorgen::app
