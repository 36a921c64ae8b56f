#pragma once

// The one floor renderer: paints a floor (or a step-through frame) onto any QPainter. The map widget, PNG,
// SVG, PDF and clipboard exports all use it.

#include "floorgen/generator.h"
#include "floorgen/rewards.h"
#include "floorgen/trace.h"

#include <memory>
#include <vector>

#include <QColor>
#include <QImage>
#include <QPainter>
#include <QRect>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <QStringList>

namespace floorgen::app {

enum class Theme { Light, Dark };

struct FloorView;

struct RenderOptions {
    Theme theme = Theme::Light;
    bool showHidden = true;     // secret, super secret and ultra secret rooms (false: as the player sees it)
    bool deadEndNumbers = true; // 1 = farthest dead end
    bool legend = false;        // a legend of the icons present, beside the map
    bool drawLegend = true;     // false: the legend's room is kept but left empty (a zoomed map paints the
                                // legend at its fitted size over the picture instead: mapwidget.cpp)
    bool drawNotes = true;      // false: the notes' room under the map is kept but left empty (the same)
    QString caption;            // drawn above the map when not empty
    bool distanceHeatMap = false; // colour rooms by distance from the start room
    bool roomNumbers = false;     // placement order
    bool bossNames = true;        // the boss name under the boss icon
    bool difficulty = false;      // the difficulty window in a corner
    bool rewards = false;         // reward icon per normal room (needs rewards)
    bool transparentBackground = false;
    bool grid = true;                // faint 13x13 grid lines
    bool provenanceMarks = true;     // a badge on rooms whose rule is not the verified engine, and a note
                                     // under the map for what the whole floor rests on (see provenanceMarkOf)
    qreal minTextPixels = 0;         // legend and notes never below this pixel size (0: scale with the map)
    int highlightRoom = -1;          // selected/hovered room, outlined
    std::vector<int> differingRooms; // compare mode: rooms drawn with a difference marker
    bool fitToFloor = false;         // show only the part of the grid the floor uses (see cellWindow)
    QRect cellWindow; // when valid: exactly these grid cells are shown (step-through and compare
                      // set it so that every frame or side shares one frame); else fitToFloor
                      // decides between FloorRenderer::floorWindow(view) and the whole grid
    // When set, the legend's and the notes' room is made for this view's as well as for the one painted
    // (step-through sets the final floor: the frames keep one cell size while the legend fills in).
    std::shared_ptr<const FloorView> sizeFor;
};

// What a frame shows: built from a finished Floor or from a replayed trace frame.
struct FloorView {
    std::array<std::int8_t, kGridCells> grid{};
    std::vector<Room> rooms;       // rooms[i].number == i
    std::vector<int> deadEndOrder; // sorted dead-end list (rank = index + 1)
    std::vector<int> workList;     // step-through: the layout work list (front = top)
    int focusRoom = -1;            // step-through: the room being expanded / assigned
    int expandingRoom = -1;        // step-through: the room whose candidates are being tried (layout)
    bool hasCandidate = false;     // step-through: the candidate being tested
    TraceItem candidate;
    bool rejected = false; // the candidate was rejected
    int stage = 1;
    int difficultyMin = 0, difficultyMax = 0;
    bool approximateBosses = false; // repentance: boss ids from approximated pools (see bossIsApproximation)
    Provenance engine = Provenance::VerifiedEngine; // the rule set's engine (the final floor's start room's)
    // The grid the rule set draws on, from (0,0): 13x13, or 9x8 for original-2011 (docs/original-2011.md O3).
    int gridWidth = kGridSize, gridHeight = kGridSize;
    bool original2011 = false; // says once under the map that the random numbers are ours
    // Room-clear rewards, filled by the rewards code: per room number, a floorgen::RewardKind value or -1
    // (none), and the pickup count (drawn as "x2" when above 1). Empty vectors: no rewards known.
    std::vector<int> rewardKind;
    std::vector<int> rewardCount;
    // Step-through: the attempt this frame belongs to, and whether that attempt was later thrown away.
    int attempt = 0;
    bool discardedAttempt = false;

    // The room at a grid cell, or null.
    const Room *roomAtCell(int x, int y) const;
    // Rank of a room in deadEndOrder (1 = farthest), or 0.
    int deadEndRank(int roomNumber) const;

    static FloorView fromFloor(const Floor &floor);
    static FloorView fromReplay(const ReplayState &state, const Floor &finalFloor);
    // Frame `frame` of a trace (the state after `frame` events), with expandingRoom set.
    static FloorView fromTrace(const Trace &trace, std::size_t frame, const Floor &finalFloor);
};

// Secret, super secret and ultra secret rooms: drawn only with RenderOptions::showHidden.
bool isHiddenRoom(const Room &room);
// A boss room of a repentance floor whose boss comes from an approximated pool (Floor::rep.approxBossPools)
// or from boss pools seeded by the stage seed (BossPoolsMode::StageSeed): its boss is an approximation.
bool bossIsApproximation(const Floor &floor, const Room &room);

// Where the rule that placed and typed a room stands, as the map marks it (RenderOptions::provenanceMarks).
enum class ProvenanceMark { Verified, Unchecked, WikiRule, Approximation, Article };
ProvenanceMark provenanceMarkOf(const FloorView &view, const Room &room);
// The mark the floor as a whole rests on: the mark of more than half of the rooms shown, said once in a
// note under the map; Verified when there is none. Rooms with another mark get a badge.
ProvenanceMark floorProvenanceMark(const FloorView &view, const RenderOptions &options);
// The rooms that get a badge (their mark differs from the floor's), in room order.
std::vector<int> provenanceBadgeRooms(const FloorView &view, const RenderOptions &options);
// The notes written under the map: the floor's mark, and that reward icons rest on our own award-seed rule.
QStringList provenanceNotes(const FloorView &view, const RenderOptions &options);
// "from the game's code, unchecked", ...; and the badge's glyph ("?", "≈", "W", "✓", "A").
// The sentence every original-2011 floor and export says once.
QString original2011Note();
QString provenanceMarkText(ProvenanceMark mark);
QString provenanceMarkGlyph(ProvenanceMark mark);

class FloorRenderer {
public:
    // The size the renderer wants at `cellSize` pixels per cell, including caption and legend.
    static QSizeF preferredSize(const FloorView &view, const RenderOptions &options, qreal cellSize = 48);
    // Paints into `target`, keeping the aspect ratio, centred.
    static void paint(QPainter &painter, const QRectF &target, const FloorView &view,
                      const RenderOptions &options);
    // The cells the rooms of `view` cover (red rooms included), grown by `margin` cells and to at least
    // `minSide` cells a side, within the 13x13 grid. The whole grid for an empty view.
    static QRect floorWindow(const FloorView &view, int margin = 1, int minSide = 7);
    // The grid cells paint() shows for these options.
    static QRect shownCells(const FloorView &view, const RenderOptions &options);
    // The room under a point of `target` (for hover and click), or -1.
    static int roomAt(const QRectF &target, const FloorView &view, const RenderOptions &options,
                      QPointF point);
    // The grid cell under a point of `target` (x, y in 0..12), or an invalid cell.
    static Cell cellAt(const QRectF &target, const FloorView &view, const RenderOptions &options,
                       QPointF point);
    // The rectangle of a grid cell inside `target`, in the same coordinates as paint() uses.
    static QRectF cellRect(const QRectF &target, const FloorView &view, const RenderOptions &options,
                           Cell cell);

    // Where paint() puts the marks of a room, in `target` coordinates (empty rectangles for marks not
    // drawn): the icon, the boss name (one or two lines, kept inside the room), the room number, the
    // distance (heat map), the dead-end badge and the provenance badge.
    struct RoomMarks {
        QRectF icon, label, number, distance, deadEnd, provenance;
        QStringList labelLines;
        qreal labelPixels = 0;
    };
    static RoomMarks roomMarks(const QRectF &target, const FloorView &view, const RenderOptions &options,
                               int room);
    // The rectangle of the notes under the map (provenance notes, the heat map's scale), empty when none.
    static QRectF notesRect(const QRectF &target, const FloorView &view, const RenderOptions &options);
    // The legend's rectangle and its text's pixel size (empty and 0 without a legend).
    static QRectF legendRect(const QRectF &target, const FloorView &view, const RenderOptions &options);
    static qreal legendTextPixels(const QRectF &target, const FloorView &view, const RenderOptions &options);

    // Resource paths of the icons (":/icons/boss.svg"); an empty string when the room has no icon.
    static QString roomIconPath(const Room &room, bool startRoom);
    static QString rewardIconPath(int rewardKind);
    // The icon rendered at `pixelSize` device pixels (cached, thread-safe). Null image for an unknown path.
    static QImage icon(const QString &path, int pixelSize);
    // The room display colours of a theme, for widgets that draw legends of their own.
    static QColor backgroundColor(Theme theme);
    static QColor accentColor(Theme theme);
};

} // namespace floorgen::app
