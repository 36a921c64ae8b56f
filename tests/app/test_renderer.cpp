// The floor renderer: pixels where rooms are, hidden rooms left out on request, hit testing, shapes drawn
// as one outline, thin rooms thin, replay frames.

#include "floorgen/generator.h"
#include "floorgen/trace.h"
#include "floorrenderer.h"

#include <algorithm>

#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QTest>

using namespace floorgen;
using namespace floorgen::app;

namespace {

Floor floorOf(std::uint32_t runSeed, int stage = 1, std::uint32_t items = 0) {
    Settings s;
    s.runSeed = runSeed;
    s.stage = stage;
    s.items = items;
    GenerateResult r = generateFloor(s);
    if (!r.ok())
        qFatal("no floor for seed %u", runSeed);
    return r.floor;
}

struct Picture {
    QImage image;
    QRectF target;
};

Picture render(const FloorView &view, const RenderOptions &o, QSize size = {900, 900}) {
    Picture p;
    p.image = QImage(size, QImage::Format_ARGB32_Premultiplied);
    p.target = QRectF(QPointF(0, 0), QSizeF(size));
    QPainter painter(&p.image);
    FloorRenderer::paint(painter, p.target, view, o);
    return p;
}

// A point of a cell near its lower-left corner: inside the room's fill, away from icons and badges.
QPoint fillPoint(const Picture &p, const FloorView &v, const RenderOptions &o, Cell c) {
    const QRectF r = FloorRenderer::cellRect(p.target, v, o, c);
    return QPointF(r.left() + r.width() * 0.17, r.top() + r.height() * 0.83).toPoint();
}

} // namespace

class TestRenderer : public QObject {
    Q_OBJECT

private slots:
    void roomsDifferFromBackground_data() {
        QTest::addColumn<uint>("seed");
        QTest::addColumn<int>("stage");
        QTest::addColumn<int>("theme");
        QTest::newRow("basement light") << 12345u << 1 << int(Theme::Light);
        QTest::newRow("depths dark") << 777u << 5 << int(Theme::Dark);
        QTest::newRow("womb light") << 4242u << 7 << int(Theme::Light);
    }
    void roomsDifferFromBackground() {
        QFETCH(uint, seed);
        QFETCH(int, stage);
        QFETCH(int, theme);
        const Floor f = floorOf(seed, stage);
        const FloorView v = FloorView::fromFloor(f);
        RenderOptions o;
        o.theme = static_cast<Theme>(theme);
        o.grid = false;
        const Picture p = render(v, o);
        const QRgb bg = FloorRenderer::backgroundColor(o.theme).rgb();
        QCOMPARE(p.image.pixel(1, 1), bg);
        for (const Room &r : v.rooms)
            for (const Cell c : r.cells()) {
                const QPoint at = fillPoint(p, v, o, c);
                QVERIFY2(p.image.pixel(at) != bg,
                         qPrintable(QStringLiteral("room %1 cell (%2,%3)").arg(r.number).arg(c.x).arg(c.y)));
            }
        // An empty cell far from the floor stays background.
        for (int y = 0; y < kGridSize; ++y)
            for (int x = 0; x < kGridSize; ++x) {
                bool nearRoom = false;
                for (int dy = -1; dy <= 1; ++dy)
                    for (int dx = -1; dx <= 1; ++dx)
                        nearRoom = nearRoom || v.roomAtCell(x + dx, y + dy);
                for (const Room &r : v.rooms)
                    nearRoom = nearRoom || (r.redRoom.valid() && std::abs(r.redRoom.x - x) <= 1 &&
                                            std::abs(r.redRoom.y - y) <= 1);
                if (nearRoom)
                    continue;
                const QRectF cell =
                    FloorRenderer::cellRect(p.target, v, o, Cell{std::int8_t(x), std::int8_t(y)});
                QCOMPARE(p.image.pixel(cell.center().toPoint()), bg);
            }
    }

    // Issue 38: in a comparison, an ultra secret room that differs takes its red room with it: the red room's
    // cell is outlined too (its edge changes colour), not only the ultra secret room.
    void differingUltraSecretOutlinesItsRedRoom() {
        int checked = 0;
        for (std::uint32_t seed = 1; seed <= 40 && checked < 3; ++seed) {
            const Floor f = floorOf(seed);
            const FloorView v = FloorView::fromFloor(f);
            const auto ultra = std::find_if(v.rooms.begin(), v.rooms.end(), [](const Room &r) {
                return r.type == RoomType::UltraSecret && r.redRoom.valid();
            });
            if (ultra == v.rooms.end())
                continue;
            RenderOptions o;
            o.grid = false;
            const Picture plain = render(v, o);
            o.differingRooms = {ultra->number};
            const Picture marked = render(v, o);
            const QRectF red = FloorRenderer::cellRect(marked.target, v, o, ultra->redRoom);
            int changed = 0;
            for (int y = int(red.top()); y <= int(red.bottom()); ++y)
                for (int x = int(red.left()); x <= int(red.right()); ++x)
                    changed += plain.image.pixel(x, y) != marked.image.pixel(x, y);
            QVERIFY2(changed > int(red.width()),
                     qPrintable(QStringLiteral("seed %1: %2 pixels").arg(seed).arg(changed)));
            ++checked;
        }
        QVERIFY(checked > 0);
    }

    void hiddenRoomsLeftOut() {
        const Floor f = floorOf(12345u, 1, itemBit(Item::Luna));
        const FloorView v = FloorView::fromFloor(f);
        RenderOptions shown;
        shown.grid = false;
        RenderOptions notShown = shown;
        notShown.showHidden = false;
        const Picture a = render(v, shown);
        const Picture b = render(v, notShown);
        const QRgb bg = FloorRenderer::backgroundColor(Theme::Light).rgb();
        int hidden = 0;
        for (const Room &r : v.rooms) {
            if (!isHiddenRoom(r))
                continue;
            ++hidden;
            const Cell c = r.anchor;
            QVERIFY(a.image.pixel(fillPoint(a, v, shown, c)) != bg);
            QCOMPARE(b.image.pixel(fillPoint(b, v, notShown, c)), bg);
            const QPointF centre = FloorRenderer::cellRect(b.target, v, notShown, c).center();
            QCOMPARE(FloorRenderer::roomAt(b.target, v, notShown, centre), -1);
            QCOMPARE(FloorRenderer::roomAt(a.target, v, shown, centre), int(r.number));
        }
        QVERIFY(hidden >= 3); // secret, super secret(s), ultra secret
    }

    void roomAtHitsEveryCell() {
        const Floor f = floorOf(98765u, 4);
        const FloorView v = FloorView::fromFloor(f);
        for (bool fit : {false, true}) {
            RenderOptions o;
            o.fitToFloor = fit;
            o.legend = true;
            o.caption = QStringLiteral("caption");
            const QRectF target(13, 7, 1000, 700);
            for (int y = 0; y < kGridSize; ++y)
                for (int x = 0; x < kGridSize; ++x) {
                    const Cell c{std::int8_t(x), std::int8_t(y)};
                    if (!FloorRenderer::shownCells(v, o).contains(x, y))
                        continue;
                    const QPointF centre = FloorRenderer::cellRect(target, v, o, c).center();
                    const Room *r = v.roomAtCell(x, y);
                    QCOMPARE(FloorRenderer::roomAt(target, v, o, centre), r ? int(r->number) : -1);
                    QCOMPARE(FloorRenderer::cellAt(target, v, o, centre), c);
                }
            QCOMPARE(FloorRenderer::roomAt(target, v, o, QPointF(0, 0)), -1);
            QCOMPARE(FloorRenderer::roomAt(target, v, o, QPointF(5000, 5000)), -1);
        }
    }

    void multiCellRoomsAreOneShape() {
        // Find a floor with a 2x2 or an L room; the point between two of its cells is filled (one outline,
        // no gap), while the gap between two different rooms shows a door or the background.
        for (std::uint32_t seed = 1; seed < 400; ++seed) {
            const Floor f = floorOf(seed, 6);
            const FloorView v = FloorView::fromFloor(f);
            const Room *big = nullptr;
            for (const Room &r : v.rooms)
                if (r.shape == Shape::S2x2 || r.shape == Shape::LTL || r.shape == Shape::LTR ||
                    r.shape == Shape::LBL || r.shape == Shape::LBR)
                    big = &r;
            if (!big)
                continue;
            RenderOptions o;
            o.grid = false;
            o.deadEndNumbers = false;
            const Picture p = render(v, o);
            const QRgb bg = FloorRenderer::backgroundColor(o.theme).rgb();
            const auto cells = big->cells();
            for (const Cell a : cells)
                for (const Cell b : cells) {
                    if (!(b.x == a.x + 1 && b.y == a.y))
                        continue;
                    // The shared vertical edge, a quarter down the cell.
                    const QRectF ra = FloorRenderer::cellRect(p.target, v, o, a);
                    const QPoint edge = QPointF(ra.right(), ra.top() + ra.height() * 0.8).toPoint();
                    QVERIFY2(p.image.pixel(edge) != bg, qPrintable(QStringLiteral("seed %1").arg(seed)));
                }
            return;
        }
        QFAIL("no floor with a 2x2 or L room in 400 seeds");
    }

    void thinRoomsAreThin() {
        for (std::uint32_t seed = 1; seed < 2000; ++seed) {
            const Floor f = floorOf(seed, 6);
            const FloorView v = FloorView::fromFloor(f);
            const Room *thin = nullptr;
            for (const Room &r : v.rooms)
                if (r.shape == Shape::IH || r.shape == Shape::IIH)
                    thin = &r;
            if (!thin)
                continue;
            RenderOptions o;
            o.grid = false;
            o.deadEndNumbers = false;
            const Picture p = render(v, o);
            const QRgb bg = FloorRenderer::backgroundColor(o.theme).rgb();
            const QRectF cell = FloorRenderer::cellRect(p.target, v, o, thin->anchor);
            // Horizontal thin room: the middle row is drawn, the band near the top is not.
            QVERIFY(p.image.pixel(QPointF(cell.left() + cell.width() * 0.2, cell.center().y()).toPoint()) !=
                    bg);
            QCOMPARE(
                p.image.pixel(
                    QPointF(cell.left() + cell.width() * 0.2, cell.top() + cell.height() * 0.17).toPoint()),
                bg);
            return;
        }
        QFAIL("no floor with a horizontal thin room");
    }

    void doorsJoinConnectedRooms() {
        const Floor f = floorOf(12345u);
        const FloorView v = FloorView::fromFloor(f);
        RenderOptions o;
        o.grid = false;
        const Picture p = render(v, o);
        const QRgb bg = FloorRenderer::backgroundColor(o.theme).rgb();
        // The start room's neighbours are reached through doors in the middle of each shared edge.
        const QRectF start = FloorRenderer::cellRect(p.target, v, o, Cell{6, 6});
        const struct {
            int dx, dy;
            QPointF mid;
        } sides[] = {{-1, 0, {start.left(), start.center().y()}},
                     {1, 0, {start.right(), start.center().y()}},
                     {0, -1, {start.center().x(), start.top()}},
                     {0, 1, {start.center().x(), start.bottom()}}};
        int doors = 0;
        for (const auto &s : sides) {
            const Room *n = v.roomAtCell(6 + s.dx, 6 + s.dy);
            const QRgb px = p.image.pixel(s.mid.toPoint());
            if (n && !isHiddenRoom(*n)) {
                QVERIFY(px != bg);
                ++doors;
            } else if (!n) {
                QCOMPARE(px, bg);
            }
        }
        QVERIFY(doors >= 1);
    }

    void preferredSize() {
        const FloorView v = FloorView::fromFloor(floorOf(12345u));
        RenderOptions o;
        const QSizeF plain = FloorRenderer::preferredSize(v, o, 48);
        o.legend = true;
        const QSizeF legend = FloorRenderer::preferredSize(v, o, 48);
        QVERIFY(legend.width() > plain.width());
        o.caption = QStringLiteral("B91Y 9THH");
        QVERIFY(FloorRenderer::preferredSize(v, o, 48).height() > legend.height());
        QCOMPARE(FloorRenderer::preferredSize(v, o, 96), FloorRenderer::preferredSize(v, o, 48) * 2);
        o.fitToFloor = true;
        QVERIFY(FloorRenderer::preferredSize(v, o, 48).width() < legend.width());
    }

    void highDpiImageMatchesLayout() {
        // A 2x image paints the same picture at twice the pixels (what the map widget does on High-DPI).
        const FloorView v = FloorView::fromFloor(floorOf(12345u));
        RenderOptions o;
        o.grid = false;
        QImage img(QSize(800, 800), QImage::Format_ARGB32_Premultiplied);
        img.setDevicePixelRatio(2);
        QPainter painter(&img);
        const QRectF target(0, 0, 400, 400);
        FloorRenderer::paint(painter, target, v, o);
        painter.end();
        const QRgb bg = FloorRenderer::backgroundColor(o.theme).rgb();
        for (const Room &r : v.rooms) {
            const QRectF cell = FloorRenderer::cellRect(target, v, o, r.anchor);
            const QPointF logical(cell.left() + cell.width() * 0.17, cell.top() + cell.height() * 0.83);
            QVERIFY(img.pixel((logical * 2).toPoint()) != bg);
        }
    }

    void replayFinalFrameIsTheFloor() {
        Settings s;
        s.runSeed = 4242u;
        s.stage = 3;
        Trace trace;
        const GenerateResult r = generateFloor(s, &trace);
        QVERIFY(r.ok());
        const FloorView last = FloorView::fromReplay(replay(trace, trace.events.size()), r.floor);
        QCOMPARE(last.grid, r.floor.grid);
        QVERIFY(!last.discardedAttempt);
        const FloorView empty = FloorView::fromReplay(replay(trace, 0), r.floor);
        for (auto cell : empty.grid)
            QCOMPARE(int(cell), -1);
        // Distances rebuilt from the parents match the generator's.
        for (const Room &room : last.rooms)
            if (!isHiddenRoom(room) && room.number < r.floor.rooms.size() && room.placedCell.valid())
                QCOMPARE(int(room.distance), int(r.floor.rooms[room.number].distance));
        // Every frame paints.
        QImage img(QSize(300, 300), QImage::Format_ARGB32_Premultiplied);
        QPainter painter(&img);
        for (std::size_t k = 0; k <= trace.events.size(); k += 7)
            FloorRenderer::paint(painter, QRectF(0, 0, 300, 300),
                                 FloorView::fromReplay(replay(trace, k), r.floor), RenderOptions{});
    }

    // Issue 22 point 7: what is not the verified engine carries a visible mark. A Repentance floor (every
    // room from the game's code, unchecked) gets one note, not a badge a room; an approximated boss gets a
    // badge; an Afterbirth+ floor gets nothing; the option hides it all.
    void provenanceMarks() {
        Settings rep;
        rep.runSeed = 12345;
        rep.ruleSet = RuleSet::Repentance;
        const GenerateResult r = generateFloor(rep);
        QVERIFY(r.ok());
        FloorView v = FloorView::fromFloor(r.floor);
        RenderOptions o;
        QCOMPARE(floorProvenanceMark(v, o), ProvenanceMark::Unchecked);
        QVERIFY(provenanceBadgeRooms(v, o).empty());
        QCOMPARE(provenanceNotes(v, o),
                 QStringList{QStringLiteral("Every room: from the game's code, unchecked")});
        QVERIFY(!FloorRenderer::notesRect(QRectF(0, 0, 900, 900), v, o).isEmpty());

        // Boss pools from the stage seed: the boss is an approximation, the one room with a badge.
        rep.bossPools = BossPoolsMode::StageSeed;
        const GenerateResult ra = generateFloor(rep);
        QVERIFY(ra.ok());
        v = FloorView::fromFloor(ra.floor);
        QVERIFY(v.approximateBosses);
        const std::vector<int> badged = provenanceBadgeRooms(v, o);
        QCOMPARE(badged.size(), std::size_t(1));
        const Room &boss = v.rooms[static_cast<std::size_t>(badged[0])];
        QCOMPARE(boss.type, RoomType::Boss);
        QCOMPARE(provenanceNotes(v, o).value(0),
                 QStringLiteral("Rooms without a badge: from the game's code, unchecked"));
        const Picture on = render(v, o);
        const auto marks = FloorRenderer::roomMarks(on.target, v, o, boss.number);
        QVERIFY(!marks.provenance.isEmpty());
        // Inside the room's cells, and drawn: the badge's colour at its edge (the glyph is in the middle).
        QRectF cells;
        for (const Cell c : boss.cells())
            cells |= FloorRenderer::cellRect(on.target, v, o, c);
        QVERIFY(cells.adjusted(-2, -2, 2, 2).contains(marks.provenance));
        const QPoint edge =
            (marks.provenance.center() + QPointF(marks.provenance.width() * 0.3, 0)).toPoint();
        RenderOptions off = o;
        off.provenanceMarks = false;
        const Picture without = render(v, off);
        QVERIFY(on.image.pixel(edge) != without.image.pixel(edge));
        QVERIFY(provenanceBadgeRooms(v, off).empty());
        QVERIFY(provenanceNotes(v, off).isEmpty());
        QVERIFY(FloorRenderer::notesRect(without.target, v, off).isEmpty());
        // The legend explains the badge.
        o.legend = true;
        o.minTextPixels = 12;
        const Picture legend = render(v, o);
        QVERIFY(!FloorRenderer::legendRect(legend.target, v, o).isEmpty());

        // Afterbirth+ (verified engine): no note, no badge.
        Settings abSettings;
        abSettings.runSeed = 12345;
        abSettings.ruleSet = RuleSet::AfterbirthPlus;
        const GenerateResult abr = generateFloor(abSettings);
        QVERIFY(abr.ok());
        const FloorView ab = FloorView::fromFloor(abr.floor);
        QCOMPARE(floorProvenanceMark(ab, RenderOptions{}), ProvenanceMark::Verified);
        QVERIFY(provenanceBadgeRooms(ab, RenderOptions{}).empty());
        QVERIFY(provenanceNotes(ab, RenderOptions{}).isEmpty());
        // One room on another rule among verified ones: that room, and only it, gets a badge.
        FloorView mixed = ab;
        mixed.rooms[1].provenance = Provenance::WikiRule;
        QCOMPARE(provenanceBadgeRooms(mixed, RenderOptions{}), std::vector<int>{1});
        QCOMPARE(provenanceMarkGlyph(provenanceMarkOf(mixed, mixed.rooms[1])), QStringLiteral("W"));
        // The Afterbirth+ Void (rules from the Afterbirth+ code the reference never checked): one note.
        abSettings.stage = 12;
        const GenerateResult voidResult = generateFloor(abSettings);
        QVERIFY(voidResult.ok());
        const FloorView voidFloor = FloorView::fromFloor(voidResult.floor);
        QCOMPARE(floorProvenanceMark(voidFloor, RenderOptions{}), ProvenanceMark::Unchecked);
        QVERIFY(provenanceBadgeRooms(voidFloor, RenderOptions{}).empty());
        // Reward icons rest on our own award-seed rule: said under the map when they are drawn.
        FloorView withRewards = ab;
        withRewards.rewardKind.assign(withRewards.rooms.size(), 4);
        RenderOptions rewards;
        rewards.rewards = true;
        QVERIFY(provenanceNotes(withRewards, rewards).value(0).contains(QStringLiteral("award-seed rule")));
        rewards.provenanceMarks = false;
        QVERIFY(provenanceNotes(withRewards, rewards).isEmpty());
    }

    // Issue 22 point 2: boss names stay inside their room (never over doors or neighbours), the distance of
    // the heat map does not cover them, and the heat map has a scale under the map.
    void labelsStayInsideTheirRoom_data() {
        QTest::addColumn<uint>("seed");
        QTest::addColumn<int>("stage");
        QTest::addColumn<int>("side");
        QTest::addColumn<bool>("numbers");
        for (const uint seed : {1u, 12345u, 777u, 4242u, 99u})
            for (const int side : {320, 900})
                for (const bool numbers : {false, true})
                    QTest::addRow("seed %u at %d%s", seed, side, numbers ? " with numbers" : "")
                        << seed << int(1 + seed % 8) << side << numbers;
        QTest::newRow("void") << 777u << 12 << 900 << true;
    }
    void labelsStayInsideTheirRoom() {
        QFETCH(uint, seed);
        QFETCH(int, stage);
        QFETCH(int, side);
        QFETCH(bool, numbers);
        const Floor floor = floorOf(seed, stage);
        const FloorView v = FloorView::fromFloor(floor);
        RenderOptions o;
        o.distanceHeatMap = true;
        o.roomNumbers = numbers;
        o.fitToFloor = true;
        const QRectF target(0, 0, side, side);
        int labels = 0;
        for (const Room &r : v.rooms) {
            if (r.type != RoomType::Boss || r.bossSubtype < 0)
                continue;
            const auto m = FloorRenderer::roomMarks(target, v, o, r.number);
            QVERIFY(!m.label.isEmpty());
            ++labels;
            // Inside the room: within the union of its cells, less the gap where doors are drawn.
            const qreal c = FloorRenderer::cellRect(target, v, o, r.anchor).width();
            QRectF cells;
            for (const Cell cell : r.cells())
                cells |= FloorRenderer::cellRect(target, v, o, cell);
            QVERIFY2(cells.adjusted(c * 0.08, c * 0.08, -c * 0.08, -c * 0.08).contains(m.label),
                     qPrintable(QStringLiteral("label %1 outside %2")
                                    .arg(m.labelLines.join(QLatin1Char('/')))
                                    .arg(r.number)));
            for (const Room &other : v.rooms)
                if (other.number != r.number && other.shape != Shape::Null)
                    for (const Cell cell : other.cells())
                        QVERIFY(!FloorRenderer::cellRect(target, v, o, cell).intersects(m.label));
            QVERIFY(!m.distance.intersects(m.label));
            QVERIFY(!m.number.intersects(m.label));
            QVERIFY(!m.icon.intersects(m.label));
            QVERIFY(!m.provenance.intersects(m.label));
        }
        QVERIFY(labels >= 1);
        // The heat map's scale: a line of its own under the map.
        const QRectF withScale = FloorRenderer::notesRect(target, v, o);
        QVERIFY(!withScale.isEmpty());
        o.distanceHeatMap = false;
        QVERIFY(FloorRenderer::notesRect(target, v, o).height() < withScale.height() - 1);
    }

    // Issue 22 point 2: with a minimum text size (the map widget passes the application font's), the legend's
    // text never gets smaller than it, whatever the size of the map; without it, exports scale as before.
    void legendTextKeepsItsSize_data() {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::newRow("narrow") << 300 << 600;
        QTest::newRow("small") << 260 << 260;
        QTest::newRow("wide") << 1200 << 500;
    }
    void legendTextKeepsItsSize() {
        QFETCH(int, width);
        QFETCH(int, height);
        const FloorView v = FloorView::fromFloor(floorOf(12345, 3));
        RenderOptions o;
        o.legend = true;
        const QRectF target(0, 0, width, height);
        const qreal scaled = FloorRenderer::legendTextPixels(target, v, o);
        o.minTextPixels = 13;
        const QRectF legend = FloorRenderer::legendRect(target, v, o);
        if (legend.isNull()) {
            // Too small a map for a readable legend: it folds away rather than shrink.
            QVERIFY(width * height < 300 * 300);
            QCOMPARE(FloorRenderer::legendTextPixels(target, v, o), 0.0);
            return;
        }
        QVERIFY(FloorRenderer::legendTextPixels(target, v, o) >= 13);
        if (width < 600)
            QVERIFY(scaled < 13); // what the issue saw: the legend scaled with the map
        // The legend stays in the picture, beside or under the map, and off the grid.
        QVERIFY2(target.adjusted(-1, -1, 1, 1).contains(legend), qPrintable(QStringLiteral("%1,%2 %3x%4")
                                                                                .arg(legend.x())
                                                                                .arg(legend.y())
                                                                                .arg(legend.width())
                                                                                .arg(legend.height())));
        const QRect cells = FloorRenderer::shownCells(v, o);
        const QRectF grid =
            FloorRenderer::cellRect(
                target, v, o, {static_cast<std::int8_t>(cells.left()), static_cast<std::int8_t>(cells.top())})
                .united(FloorRenderer::cellRect(
                    target, v, o,
                    {static_cast<std::int8_t>(cells.right()), static_cast<std::int8_t>(cells.bottom())}));
        QVERIFY(!grid.intersects(legend));
    }

    void iconsExistForEverySpecialRoom() {
        for (int t = 0; t < kRoomTypeCount; ++t) {
            Room r;
            r.type = static_cast<RoomType>(t);
            const QString path = FloorRenderer::roomIconPath(r, false);
            if (path.isEmpty())
                continue;
            QVERIFY2(!FloorRenderer::icon(path, 32).isNull(), qPrintable(path));
        }
        for (int k = 0; k < kRewardKindCount; ++k)
            QVERIFY2(!FloorRenderer::icon(FloorRenderer::rewardIconPath(k), 24).isNull(),
                     qPrintable(FloorRenderer::rewardIconPath(k)));
        QVERIFY(FloorRenderer::icon(QStringLiteral(":/icons/start.svg"), 16).size() == QSize(16, 16));
        QVERIFY(FloorRenderer::rewardIconPath(-1).isEmpty());
    }
};

QTEST_MAIN(TestRenderer)
#include "test_renderer.moc"
