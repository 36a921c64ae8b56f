#pragma once

// The floors of a run side by side: a sheet of small maps in route order, each under its floor's name, boss
// and curse, with a title and notes above and a footnote below. The run view paints it into its widget and
// the run exports into PNG, SVG and PDF; each small map is FloorRenderer's picture, so it shows what the
// full map shows (special rooms with their icons, hidden rooms, the theme). Anything that shows floors as
// small labelled maps (search results) can use it too: a sheet of one floor is a labelled map.

#include "floorgen/generator.h"
#include "floorrenderer.h"

#include <vector>

#include <QPainter>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <QStringList>

namespace floorgen::app {

// One floor of the sheet: its picture and the lines over it.
struct RunSheetFloor {
    FloorView view;
    QString name;       // "Caves I"
    QString boss;       // "Gemini"; "Gemini + Monstro" on an XL floor
    QString curse;      // "Curse of the Lost"; empty: none
    QString curseShort; // "Curse: Lost", drawn when the full name does not fit
};

struct RunSheet {
    QString title;         // "The floors of seed B91Y 9THH" (empty: no title line)
    QString subtitle;      // "Repentance · Luna"
    QStringList notes;     // under the title: "Caves II skipped: Caves I was XL", ...
    QStringList footnotes; // under the floors, a line each: what the maps rest on ("Every floor: ...")
    std::vector<RunSheetFloor> floors;
};

struct RunSheetOptions {
    Theme theme = Theme::Light;
    bool showHidden = true; // the secret rooms on the small maps
    bool transparentBackground = false;
    qreal minTextPixels = 0; // texts never below this pixel size (0: they scale with the maps)
    int columns = 0;         // 0: the count that gives the largest maps
    int hoveredFloor = -1;   // outlined (the widget's hover)
    int currentFloor = -1;   // the floor the single-floor map shows: tinted, with a bar along its left edge
};

class RunSheetRenderer {
public:
    // The columns an export uses: every floor in one row up to 5, else two rows (10 floors: 5 x 2).
    static int preferredColumns(int floors);
    // The size at `cellSize` pixels a grid cell, in options.columns columns (or preferredColumns).
    static QSizeF preferredSize(const RunSheet &sheet, const RunSheetOptions &options, qreal cellSize = 24);
    // Centred across `target`, from its top.
    static void paint(QPainter &painter, const QRectF &target, const RunSheet &sheet,
                      const RunSheetOptions &options);
    // The floor under a point of `target`, or -1.
    static int floorAt(const QRectF &target, const RunSheet &sheet, const RunSheetOptions &options,
                       QPointF point);
    // A floor's whole tile (labels and map) and its map alone, in `target` coordinates.
    static QRectF tileRect(const QRectF &target, const RunSheet &sheet, const RunSheetOptions &options,
                           int floor);
    static QRectF mapRect(const QRectF &target, const RunSheet &sheet, const RunSheetOptions &options,
                          int floor);
    // The grid cells each small map shows: one size for every floor (the largest floor's), so that the maps
    // share one scale, each placed around its own floor.
    static QRect cellWindow(const RunSheet &sheet, int floor);
    // The options FloorRenderer gets for the small maps (no caption, legend, grid, numbers or boss names:
    // the labels say it; no provenance badges: the footnote says it once).
    static RenderOptions mapOptions(const RunSheet &sheet, const RunSheetOptions &options, int floor);
};

// The labels of a floor: its translated name, its boss(es) and curse(s).
RunSheetFloor runSheetFloor(const Floor &floor);
// "The floors of seed B91Y 9THH".
QString runSheetTitle(std::uint32_t runSeed);
// The rule set, hard mode and the items held: "Repentance · Luna · Voodoo Head".
QString runSheetSubtitle(const Settings &settings);
// What the floors rest on, said once for the whole sheet, a line each (the small maps carry no badges): the
// mark of the floors ("Every floor: from the game's code, unchecked") and what "(≈)" after a boss means when
// one has it; empty when everything is the verified engine's.
QStringList runSheetFootnotes(const std::vector<Floor> &floors);

} // namespace floorgen::app
