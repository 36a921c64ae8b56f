// A room's contents, drawn (issue 20): RoomLayoutRenderer and RoomLayoutDialog on synthetic rooms built in
// code (never the game's files). Pixels are checked at tile centres: a spawn's colour per kind, the walls and
// the missing quadrant of L shapes, doors present and absent; hit-tests, tooltips, PNG and SVG export, the
// French legend, and rooms that are empty or damaged. With FLOORGEN_SCREENSHOT_DIR set, the drawings of a 2x2
// room and of a boss-like 1x2 room are also written there (light and dark, English and French), with a grab
// of the dialog, to look at.

#include "floorexport.h"
#include "floorgen/roomfiles.h"
#include "gamedata/roomlayoutdialog.h"
#include "languagemanager.h"
#include "roomlayoutrenderer.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QHelpEvent>
#include <QImage>
#include <QPainter>
#include <QPushButton>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>

using namespace floorgen;
using app::EntityKind;
using app::RoomLayoutOptions;
using app::RoomLayoutRenderer;
using app::Theme;

Q_DECLARE_METATYPE(floorgen::Shape)
Q_DECLARE_METATYPE(floorgen::app::EntityKind)

namespace {

RoomData roomOf(Shape shape, std::uint8_t doors = 0xFF) {
    RoomData r;
    r.type = 1;
    r.variant = 1234;
    r.name = "Synthetic room";
    r.difficulty = 5;
    r.weight = 1.5f;
    r.shape = shape;
    const QSize size = RoomLayoutRenderer::interiorSize(shape);
    r.width = static_cast<std::uint8_t>(size.width());
    r.height = static_cast<std::uint8_t>(size.height());
    r.doors = doors;
    return r;
}

void addOne(RoomData &r, int x, int y, std::uint16_t type, std::uint16_t variant = 0, float weight = 1.0f) {
    const RoomEntity e{type, variant, 0, weight};
    r.addSpawn(static_cast<std::int16_t>(x), static_cast<std::int16_t>(y),
               std::span<const RoomEntity>(&e, 1));
}

// One entity type of each kind, in EntityKind order.
constexpr std::uint16_t kKindTypes[app::kEntityKindCount] = {1000, 3000, 10, 5, 6};

QImage render(const RoomData &room, const RoomLayoutOptions &options, QSize size = QSize(900, 600)) {
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::magenta);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    RoomLayoutRenderer::paint(painter, QRectF(image.rect()), room, options);
    return image;
}

QColor pixelAt(const QImage &image, QPointF p) {
    return image.pixelColor(static_cast<int>(p.x()), static_cast<int>(p.y()));
}

QColor tileCentre(const QImage &image, const RoomData &room, const RoomLayoutOptions &options, int x, int y) {
    return pixelAt(image, RoomLayoutRenderer::tileRect(QRectF(image.rect()), room, options, x, y).center());
}

constexpr QPoint kNone{-100, -100}; // wallsAndOutside: the shape has no outside tile

// Shapes with a floor tile where a row of five spawns fits (x .. x + 8, y).
void shapeRows() {
    QTest::addColumn<Shape>("shape");
    QTest::addColumn<int>("x");
    QTest::addColumn<int>("y");
    QTest::newRow("1x1") << Shape::S1x1 << 2 << 3;
    QTest::newRow("IH") << Shape::IH << 2 << 3;
    QTest::newRow("IV") << Shape::IV << 4 << 1; // a column: x fixed below
    QTest::newRow("1x2") << Shape::S1x2 << 2 << 11;
    QTest::newRow("IIV") << Shape::IIV << 6 << 2;
    QTest::newRow("2x1") << Shape::S2x1 << 15 << 5;
    QTest::newRow("IIH") << Shape::IIH << 16 << 4;
    QTest::newRow("2x2") << Shape::S2x2 << 10 << 10;
    QTest::newRow("LTL") << Shape::LTL << 2 << 10;
    QTest::newRow("LTR") << Shape::LTR << 2 << 4;
    QTest::newRow("LBL") << Shape::LBL << 15 << 12;
    QTest::newRow("LBR") << Shape::LBR << 15 << 2;
}

// Five tiles of a shape, starting at (x, y): a row, or a column for the vertical corridors.
QPoint spot(Shape shape, int x, int y, int i) {
    if (shape == Shape::IV || shape == Shape::IIV)
        return {x, y + i};
    return {x + 2 * i, y};
}

} // namespace

class TestRoomLayout : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { app::installLanguage(QStringLiteral("en")); }

    void entityKinds_data() {
        QTest::addColumn<int>("type");
        QTest::addColumn<EntityKind>("kind");
        for (int t : {1000, 1001, 1002, 1300, 1490, 1501, 1900, 1901, 1930, 1931, 1940, 4000, 1999})
            QTest::addRow("obstacle %d", t) << t << EntityKind::Obstacle;
        for (int t : {3000, 3001, 3009}) // the generator's pits (R10.7)
            QTest::addRow("pit %d", t) << t << EntityKind::Pit;
        for (int t : {10, 19, 45, 412, 999})
            QTest::addRow("enemy %d", t) << t << EntityKind::Enemy;
        QTest::newRow("pickup") << 5 << EntityKind::Pickup;
        for (int t : {0, 1, 4, 6, 9, 2000, 2999, 3010, 4500, 9000, 65535})
            QTest::addRow("other %d", t) << t << EntityKind::Other;
    }
    void entityKinds() {
        QFETCH(int, type);
        QFETCH(EntityKind, kind);
        QCOMPARE(RoomLayoutRenderer::entityKindOf(RoomEntity{static_cast<std::uint16_t>(type), 0, 0, 1.0f}),
                 kind);
    }

    void spawnKindIsTheHeaviestEntity() {
        RoomData r = roomOf(Shape::S1x1);
        const RoomEntity mixed[] = {{5, 0, 0, 1.0f}, {10, 0, 0, 3.0f}, {1000, 0, 0, 2.0f}};
        r.addSpawn(1, 1, mixed);
        const RoomEntity tie[] = {{3000, 0, 0, 1.0f}, {10, 0, 0, 1.0f}};
        r.addSpawn(2, 1, tie);
        r.addSpawn(3, 1, {});
        QCOMPARE(RoomLayoutRenderer::spawnKindOf(r, r.spawns[0]), EntityKind::Enemy);
        QCOMPARE(RoomLayoutRenderer::spawnKindOf(r, r.spawns[1]), EntityKind::Pit);
        QCOMPARE(RoomLayoutRenderer::spawnKindOf(r, r.spawns[2]), EntityKind::Other);
    }

    // Every kind's colour at its spawn's tile centre, in every shape and both themes; an empty floor tile
    // keeps the floor colour.
    void spawnColours_data() { shapeRows(); }
    void spawnColours() {
        QFETCH(Shape, shape);
        QFETCH(int, x);
        QFETCH(int, y);
        RoomData room = roomOf(shape);
        for (int i = 0; i < app::kEntityKindCount; ++i) {
            const QPoint p = spot(shape, x, y, i);
            QVERIFY2(RoomLayoutRenderer::isFloorTile(shape, p.x(), p.y()), "the test's spot must be floor");
            addOne(room, p.x(), p.y(), kKindTypes[i]);
        }
        for (const Theme theme : {Theme::Light, Theme::Dark}) {
            RoomLayoutOptions options;
            options.theme = theme;
            const QImage image = render(room, options);
            const auto palette = RoomLayoutRenderer::palette(theme);
            for (int i = 0; i < app::kEntityKindCount; ++i) {
                const QPoint p = spot(shape, x, y, i);
                QCOMPARE(tileCentre(image, room, options, p.x(), p.y()), palette.kinds[i]);
            }
            const QPoint empty =
                spot(shape, x, y, 0) + QPoint(shape == Shape::IV || shape == Shape::IIV ? 0 : 1,
                                              shape == Shape::IV || shape == Shape::IIV ? 5 : 0);
            QCOMPARE(tileCentre(image, room, options, empty.x(), empty.y()), palette.floor);
        }
    }

    // What is not floor: an L's missing quadrant (its centre outside, its edge along the floor wall), the
    // sides of the narrow corridors, and the outer wall ring.
    void wallsAndOutside_data() {
        QTest::addColumn<Shape>("shape");
        QTest::addColumn<QPoint>("outside");
        QTest::addColumn<QPoint>("wall");
        QTest::addColumn<QPoint>("floor");
        QTest::newRow("1x1") << Shape::S1x1 << kNone << QPoint(-1, -1) << QPoint(0, 0);
        QTest::newRow("IH") << Shape::IH << QPoint(6, 0) << QPoint(6, 1) << QPoint(6, 2);
        QTest::newRow("IV") << Shape::IV << QPoint(1, 3) << QPoint(3, 3) << QPoint(4, 3);
        QTest::newRow("IIH") << Shape::IIH << QPoint(20, 6) << QPoint(20, 5) << QPoint(20, 4);
        QTest::newRow("IIV") << Shape::IIV << QPoint(11, 10) << QPoint(9, 10) << QPoint(8, 10);
        QTest::newRow("1x2") << Shape::S1x2 << kNone << QPoint(13, 7) << QPoint(12, 13);
        QTest::newRow("2x1") << Shape::S2x1 << kNone << QPoint(13, 7) << QPoint(25, 6);
        QTest::newRow("2x2") << Shape::S2x2 << kNone << QPoint(26, 14) << QPoint(13, 7);
        QTest::newRow("LTL") << Shape::LTL << QPoint(6, 3) << QPoint(12, 0) << QPoint(13, 0);
        QTest::newRow("LTR") << Shape::LTR << QPoint(19, 3) << QPoint(13, 0) << QPoint(12, 0);
        QTest::newRow("LBL") << Shape::LBL << QPoint(6, 10) << QPoint(0, 7) << QPoint(0, 6);
        QTest::newRow("LBR") << Shape::LBR << QPoint(19, 10) << QPoint(25, 7) << QPoint(25, 6);
    }
    void wallsAndOutside() {
        QFETCH(Shape, shape);
        QFETCH(QPoint, outside);
        QFETCH(QPoint, wall);
        QFETCH(QPoint, floor);
        const RoomData room = roomOf(shape, 0);
        QCOMPARE(RoomLayoutRenderer::tileKind(room, floor.x(), floor.y()), app::RoomTile::Floor);
        QCOMPARE(RoomLayoutRenderer::tileKind(room, wall.x(), wall.y()), app::RoomTile::Wall);
        const QRect tiles = RoomLayoutRenderer::drawnTiles(room);
        int outsideTiles = 0; // full rectangles have none: their drawn tiles are floor and the wall ring
        for (int y = tiles.top(); y <= tiles.bottom(); ++y)
            for (int x = tiles.left(); x <= tiles.right(); ++x)
                outsideTiles += RoomLayoutRenderer::tileKind(room, x, y) == app::RoomTile::Outside;
        QCOMPARE(outsideTiles > 0, outside != kNone);
        if (outside != kNone)
            QCOMPARE(RoomLayoutRenderer::tileKind(room, outside.x(), outside.y()), app::RoomTile::Outside);
        for (const Theme theme : {Theme::Light, Theme::Dark}) {
            RoomLayoutOptions options;
            options.theme = theme;
            const QImage image = render(room, options);
            const auto palette = RoomLayoutRenderer::palette(theme);
            QCOMPARE(tileCentre(image, room, options, floor.x(), floor.y()), palette.floor);
            QCOMPARE(tileCentre(image, room, options, wall.x(), wall.y()), palette.wall);
            if (outside != kNone)
                QCOMPARE(tileCentre(image, room, options, outside.x(), outside.y()), palette.background);
        }
    }

    // Each door slot of each shape, drawn at the door table's place when its bit is set, and wall when not.
    void doors_data() {
        QTest::addColumn<Shape>("shape");
        QTest::addColumn<int>("slotCount"); // how many slots the shape has
        QTest::newRow("1x1") << Shape::S1x1 << 4;
        QTest::newRow("IH") << Shape::IH << 2;
        QTest::newRow("IV") << Shape::IV << 2;
        QTest::newRow("1x2") << Shape::S1x2 << 6;
        QTest::newRow("IIV") << Shape::IIV << 2;
        QTest::newRow("2x1") << Shape::S2x1 << 6;
        QTest::newRow("IIH") << Shape::IIH << 2;
        QTest::newRow("2x2") << Shape::S2x2 << 8;
        QTest::newRow("LTL") << Shape::LTL << 8;
        QTest::newRow("LTR") << Shape::LTR << 8;
        QTest::newRow("LBL") << Shape::LBL << 8;
        QTest::newRow("LBR") << Shape::LBR << 8;
    }
    void doors() {
        QFETCH(Shape, shape);
        QFETCH(int, slotCount);
        int seen = 0;
        for (int slot = 0; slot < 8; ++slot) {
            int x = 0, y = 0;
            if (!doorPosition(shape, slot, x, y))
                continue;
            ++seen;
            const RoomData with = roomOf(shape, static_cast<std::uint8_t>(1u << slot));
            const RoomData without = roomOf(shape, static_cast<std::uint8_t>(~(1u << slot)));
            QCOMPARE(RoomLayoutRenderer::tileKind(with, x, y), app::RoomTile::Door);
            QCOMPARE(RoomLayoutRenderer::tileKind(without, x, y), app::RoomTile::Wall);
            for (const Theme theme : {Theme::Light, Theme::Dark}) {
                RoomLayoutOptions options;
                options.theme = theme;
                const auto palette = RoomLayoutRenderer::palette(theme);
                QCOMPARE(tileCentre(render(with, options), with, options, x, y), palette.door);
                QCOMPARE(tileCentre(render(without, options), without, options, x, y), palette.wall);
            }
        }
        QCOMPARE(seen, slotCount);
    }

    // A few places of the door table, spelled out (generation.md 12).
    void doorPlaces() {
        QCOMPARE(RoomLayoutRenderer::tileKind(roomOf(Shape::S1x1, 1), -1, 3), app::RoomTile::Door);
        QCOMPARE(RoomLayoutRenderer::tileKind(roomOf(Shape::S2x2, 1 << 6), 26, 10), app::RoomTile::Door);
        QCOMPARE(RoomLayoutRenderer::tileKind(roomOf(Shape::LTL, 1), 12, 3), app::RoomTile::Door);
        QCOMPARE(RoomLayoutRenderer::tileKind(roomOf(Shape::LBR, 1 << 7), 19, 7), app::RoomTile::Door);
        QCOMPARE(RoomLayoutRenderer::tileKind(roomOf(Shape::LBR, 1 << 7), 19, 14), app::RoomTile::Outside);
        QCOMPARE(RoomLayoutRenderer::tileKind(roomOf(Shape::LBR, 1 << 7), 18, 7), app::RoomTile::Wall);
    }

    // The tile under a point gives its spawns; a point between spawns, on the legend or outside the room
    // none.
    void hitTest_data() {
        QTest::addColumn<bool>("title");
        QTest::addColumn<bool>("legend");
        QTest::addColumn<QRectF>("target");
        QTest::newRow("all") << true << true << QRectF(0, 0, 900, 600);
        QTest::newRow("offset") << true << true << QRectF(37.5, 12, 700, 700);
        QTest::newRow("bare") << false << false << QRectF(5, 5, 400, 300);
    }
    void hitTest() {
        QFETCH(bool, title);
        QFETCH(bool, legend);
        QFETCH(QRectF, target);
        RoomData room = roomOf(Shape::S2x2);
        addOne(room, 0, 0, 1000);
        addOne(room, 25, 13, 10);
        addOne(room, 12, 7, 5);
        addOne(room, 12, 7, 3000); // two spawns on one tile
        addOne(room, -1, 3, 6);    // on a wall (still drawn and hit)
        RoomLayoutOptions options;
        options.title = title;
        options.legend = legend;
        auto at = [&](int x, int y) {
            return RoomLayoutRenderer::spawnsAt(
                target, room, options, RoomLayoutRenderer::tileRect(target, room, options, x, y).center());
        };
        QCOMPARE(at(0, 0), std::vector<int>({0}));
        QCOMPARE(at(25, 13), std::vector<int>({1}));
        QCOMPARE(at(12, 7), std::vector<int>({2, 3}));
        QCOMPARE(at(-1, 3), std::vector<int>({4}));
        QVERIFY(at(5, 5).empty());
        const QRectF corner = RoomLayoutRenderer::tileRect(target, room, options, 25, 13);
        QCOMPARE(RoomLayoutRenderer::tileAt(target, room, options, corner.topLeft() + QPointF(0.5, 0.5)),
                 std::optional<QPoint>(QPoint(25, 13)));
        QCOMPARE(RoomLayoutRenderer::tileAt(target, room, options, corner.bottomRight() - QPointF(0.5, 0.5)),
                 std::optional<QPoint>(QPoint(25, 13)));
        QVERIFY(!RoomLayoutRenderer::tileAt(
            target, room, options, RoomLayoutRenderer::tileRect(target, room, options, 30, 3).center()));
        QVERIFY(!RoomLayoutRenderer::tileAt(target, room, options, target.topLeft() - QPointF(1, 1)));
        if (legend)
            QVERIFY(RoomLayoutRenderer::spawnsAt(
                        target, room, options, RoomLayoutRenderer::legendRect(target, room, options).center())
                        .empty());
    }

    // The dialog's tooltip lists each entity of the spawns under the pointer.
    void toolTips() {
        RoomData room = roomOf(Shape::S1x1);
        const RoomEntity two[] = {{10, 1, 2, 0.5f}, {1000, 0, 0, 2.0f}};
        room.addSpawn(4, 2, two);
        addOne(room, 8, 5, 5, 20);
        gui::RoomLayoutDialog dialog;
        dialog.setRoom(room, QStringLiteral("01.basement.xml"), false);
        dialog.resize(800, 500);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        gui::RoomLayoutView *view = dialog.view();
        auto centre = [&](int x, int y) {
            return RoomLayoutRenderer::tileRect(QRectF(view->rect()), room, view->options(), x, y)
                .center()
                .toPoint();
        };
        const QString first = view->toolTipAt(centre(4, 2));
        QVERIFY2(first.contains(QStringLiteral("(4, 2)")), qPrintable(first));
        QVERIFY2(first.contains(QStringLiteral("10.1.2 (Enemies), weight 0.5")), qPrintable(first));
        QVERIFY2(first.contains(QStringLiteral("1000.0.0 (Rocks and obstacles), weight 2")),
                 qPrintable(first));
        QVERIFY(!first.contains(QStringLiteral("5.20.0")));
        QVERIFY(view->toolTipAt(centre(8, 5)).contains(QStringLiteral("5.20.0 (Pickups), weight 1")));
        QVERIFY(view->toolTipAt(centre(0, 0)).isEmpty());
        // Through the widget's tooltip event, as hovering gives it.
        QHelpEvent help(QEvent::ToolTip, centre(8, 5), view->mapToGlobal(centre(8, 5)));
        QApplication::sendEvent(view, &help);
        QTRY_VERIFY2(QToolTip::text().contains(QStringLiteral("5.20.0")), qPrintable(QToolTip::text()));
        QToolTip::hideText();
        QVERIFY(dialog.windowTitle().contains(QStringLiteral("1234")));
        QVERIFY(!dialog.isModal());
        // The drawing scales with the window: a tile is larger in a larger window.
        const qreal before =
            RoomLayoutRenderer::tileRect(QRectF(view->rect()), room, view->options(), 0, 0).width();
        dialog.resize(1400, 900);
        QTRY_VERIFY(view->width() > 1000);
        const qreal after =
            RoomLayoutRenderer::tileRect(QRectF(view->rect()), room, view->options(), 0, 0).width();
        QVERIFY2(after > before * 1.3, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));
    }

    void titleLine() {
        RoomData room = roomOf(Shape::S1x1);
        QCOMPARE(
            RoomLayoutRenderer::titleText(room, QStringLiteral("01.basement.stb")),
            QStringLiteral(
                "01.basement.stb · variant 1234 · Synthetic room · difficulty 5 · weight 1.5 · shape 1x1"));
        room.subtype = 19;
        room.shape = Shape::LBR;
        QCOMPARE(RoomLayoutRenderer::titleLines(room, QStringLiteral("00.special rooms.xml")),
                 QStringList({QStringLiteral("00.special rooms.xml · variant 1234 · Synthetic room"),
                              QStringLiteral("difficulty 5 · weight 1.5 · shape LBR · subtype 19")}));
        room.subtype = 0;
        room.shape = Shape::S1x1;
        room.name.clear();
        QCOMPARE(RoomLayoutRenderer::titleText(room, {}),
                 QStringLiteral("variant 1234 · difficulty 5 · weight 1.5 · shape 1x1"));
        room.shape = static_cast<Shape>(77);
        room.weight = 0.1f;
        QCOMPARE(RoomLayoutRenderer::titleText(room, {}),
                 QStringLiteral("variant 1234 · difficulty 5 · weight 0.1"));
    }

    // PNG and SVG through the export path; a folder that does not exist and a format the drawing lacks are
    // refused with a message naming them.
    void exports_data() {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }
    void exports() {
        QFETCH(bool, dark);
        RoomData room = roomOf(Shape::LBR, 0x0F);
        for (int i = 0; i < app::kEntityKindCount; ++i)
            addOne(room, 2 + 2 * i, 3, kKindTypes[i]);
        gui::RoomLayoutDialog dialog;
        dialog.setRoom(room, QStringLiteral("04.caves.stb"), dark);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QString error;
        const QString png = dir.filePath(dialog.suggestedFileName(app::ExportFormat::Png));
        QCOMPARE(QFileInfo(png).fileName(), QStringLiteral("room-04.caves-1234.png"));
        QVERIFY2(dialog.exportTo(png, app::ExportFormat::Png, error), qPrintable(error));
        QImage image;
        QVERIFY(image.load(png, "PNG"));
        QCOMPARE(image.size(), dialog.exportPicture().size.toSize());
        const RoomLayoutOptions options = dialog.view()->options();
        const auto palette = RoomLayoutRenderer::palette(options.theme);
        QCOMPARE(tileCentre(image, room, options, 6, 3).rgb(), palette.kinds[2].rgb()); // the enemy
        QCOMPARE(tileCentre(image, room, options, 19, 10).rgb(),
                 palette.background.rgb()); // LBR's missing part

        const QString svg = dir.filePath(QStringLiteral("room.svg"));
        QVERIFY2(dialog.exportTo(svg, app::ExportFormat::Svg, error), qPrintable(error));
        QSvgRenderer renderer(svg);
        QVERIFY(renderer.isValid());
        QCOMPARE(renderer.viewBox(), QRect(QPoint(0, 0), dialog.exportPicture().size.toSize()));
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains(palette.kinds[2].name().toLatin1())); // the enemy's colour

        const QString missing = dir.filePath(QStringLiteral("no-such-folder/room.png"));
        QVERIFY(!dialog.exportTo(missing, app::ExportFormat::Png, error));
        QVERIFY2(error.contains(QStringLiteral("no-such-folder")), qPrintable(error));
        QVERIFY(!QFile::exists(missing));
        QVERIFY(!dialog.exportTo(dir.filePath(QStringLiteral("room.json")), app::ExportFormat::Json, error));
        QVERIFY(!error.isEmpty());
    }

    // Rooms that are empty, damaged or strange are drawn without a crash: no spawns, spawns far outside the
    // grid (counted in a note), a spawn whose entities lie past the room's list, an unknown shape, and
    // targets too small to draw in.
    void oddRooms() {
        RoomData empty = roomOf(Shape::S1x1, 0);
        QCOMPARE(RoomLayoutRenderer::spawnsOutside(empty), 0);
        QImage image = render(empty, {});
        RoomLayoutOptions options;
        QCOMPARE(tileCentre(image, empty, options, 6, 3), RoomLayoutRenderer::palette(Theme::Light).floor);

        RoomData outside = roomOf(Shape::S2x2);
        addOne(outside, 100, -50, 10);
        addOne(outside, -2, 3, 10);
        addOne(outside, 27, 3, 10);
        addOne(outside, 26, 3, 10); // on the wall ring: drawn
        addOne(outside, -32768, 32767, 10);
        QCOMPARE(RoomLayoutRenderer::spawnsOutside(outside), 4);
        image = render(outside, options);
        QCOMPARE(tileCentre(image, outside, options, 26, 3),
                 RoomLayoutRenderer::palette(Theme::Light).kinds[2]);
        const QRectF legendWith = RoomLayoutRenderer::legendRect(QRectF(image.rect()), outside, options);
        const QRectF legendWithout =
            RoomLayoutRenderer::legendRect(QRectF(image.rect()), roomOf(Shape::S2x2), options);
        QVERIFY(legendWith.height() > legendWithout.height()); // the note's line

        RoomData broken = roomOf(Shape::S1x1);
        broken.spawns.push_back(RoomSpawn{3, 3, 7, 4}); // entities 7..10 of an empty list
        broken.spawns.push_back(RoomSpawn{4, 3, 0, 0});
        QCOMPARE(RoomLayoutRenderer::spawnKindOf(broken, broken.spawns[0]), EntityKind::Other);
        QVERIFY(RoomLayoutRenderer::spawnToolTip(broken, 0).contains(QStringLiteral("no entity")));
        QVERIFY(RoomLayoutRenderer::spawnToolTip(broken, 5).isEmpty());
        QVERIFY(RoomLayoutRenderer::spawnToolTip(broken, -1).isEmpty());
        image = render(broken, options);
        QCOMPARE(tileCentre(image, broken, options, 3, 3),
                 RoomLayoutRenderer::palette(Theme::Light).kinds[4]);

        for (const int shape : {0, 13, 200}) {
            RoomData odd = roomOf(Shape::S1x1, 0xFF);
            odd.shape = static_cast<Shape>(shape);
            addOne(odd, 1, 1, 10);
            QCOMPARE(RoomLayoutRenderer::interiorSize(odd.shape), QSize(13, 7));
            image = render(odd, options);
            QCOMPARE(tileCentre(image, odd, options, 1, 1),
                     RoomLayoutRenderer::palette(Theme::Light).kinds[2]);
            QCOMPARE(tileCentre(image, odd, options, -1, 3), RoomLayoutRenderer::palette(Theme::Light).door);
        }
        for (const QSize size : {QSize(1, 1), QSize(3, 200), QSize(200, 2)})
            render(outside, options, size);
        QImage none(10, 10, QImage::Format_ARGB32_Premultiplied);
        QPainter painter(&none);
        RoomLayoutRenderer::paint(painter, QRectF(), outside, options);
        RoomLayoutRenderer::paint(painter, QRectF(0, 0, -5, 10), outside, options);
        QVERIFY(!RoomLayoutRenderer::tileAt(QRectF(), outside, options, QPointF(0, 0)));
        QVERIFY(RoomLayoutRenderer::spawnsAt(QRectF(), outside, options, QPointF(0, 0)).empty());
    }

    // The legend and the tooltips in French.
    void french() {
        QVERIFY(app::installLanguage(QStringLiteral("fr")));
        const QString enemies = RoomLayoutRenderer::entityKindName(EntityKind::Enemy);
        const QString rocks = RoomLayoutRenderer::entityKindName(EntityKind::Obstacle);
        RoomData room = roomOf(Shape::S1x1);
        addOne(room, 1, 1, 10, 0, 0.5f);
        const QString tip = RoomLayoutRenderer::spawnToolTip(room, 0);
        const QString title = RoomLayoutRenderer::titleText(room, QStringLiteral("01.basement.stb"));
        QStringList buttons;
        QString windowTitle;
        {
            gui::RoomLayoutDialog dialog;
            dialog.setRoom(room, {}, true);
            for (const QPushButton *button : dialog.findChildren<QPushButton *>())
                buttons << button->text();
            windowTitle = dialog.windowTitle();
        }
        app::installLanguage(QStringLiteral("en"));
        QVERIFY2(buttons.contains(QStringLiteral("Exporter en PNG…")) &&
                     buttons.contains(QStringLiteral("Exporter en SVG…")),
                 qPrintable(buttons.join(QLatin1Char('|'))));
        QCOMPARE(windowTitle,
                 QStringLiteral("Disposition de la salle\u00a0: variante 1234 · Synthetic room"));
        QCOMPARE(enemies, QStringLiteral("Ennemis"));
        QCOMPARE(rocks, QStringLiteral("Rochers et obstacles"));
        QVERIFY2(tip.contains(QStringLiteral("10.0.0 (Ennemis), poids 0,5")), qPrintable(tip));
        QVERIFY2(title.contains(QStringLiteral("variante 1234")) &&
                     title.contains(QStringLiteral("poids 1,5")),
                 qPrintable(title));
    }

    // With FLOORGEN_SCREENSHOT_DIR: the drawings to look at.
    void screenshots();
};

namespace {

// A 2x2 room with every kind of spawn and six of its eight doors.
RoomData sample2x2() {
    RoomData r = roomOf(Shape::S2x2, 0xFF & ~(1 << 1) & ~(1 << 6));
    r.variant = 1042;
    r.name = "Rocky crossroads";
    r.difficulty = 10;
    r.weight = 0.5f;
    for (int x = 9; x <= 16; ++x) { // a band of rocks across the middle, with a gap
        if (x == 12 || x == 13)
            continue;
        addOne(r, x, 6, 1000);
        addOne(r, x, 7, x % 3 ? 1000 : 1002);
    }
    for (int y = 2; y <= 4; ++y)
        for (int x = 3; x <= 5; ++x)
            addOne(r, x, y, 3000);
    addOne(r, 1, 12, 1300);
    addOne(r, 24, 12, 1490);
    addOne(r, 20, 2, 1930);
    addOne(r, 21, 2, 1930);
    addOne(r, 12, 10, 1940);
    addOne(r, 6, 10, 10, 1);
    addOne(r, 19, 10, 10, 0);
    addOne(r, 22, 5, 14);
    const RoomEntity alternatives[] = {{15, 0, 0, 1.0f}, {16, 0, 0, 1.0f}, {5, 10, 0, 0.5f}};
    addOne(r, 19, 4, 25);
    r.addSpawn(8, 12, alternatives);
    addOne(r, 13, 3, 5, 20);
    addOne(r, 2, 8, 5, 10);
    addOne(r, 24, 1, 5, 40);
    addOne(r, 12, 12, 6, 1);
    addOne(r, 13, 12, 4500);
    return r;
}

// A boss-like 1x2 room: the boss in the middle, its helpers, rocks and pits on the sides, doors up and down.
RoomData sampleBoss() {
    RoomData r = roomOf(Shape::S1x2, (1 << 1) | (1 << 3));
    r.type = 5;
    r.variant = 3140;
    r.subtype = 19;
    r.name = "Larry Jr. (tall)";
    r.difficulty = 1;
    r.weight = 1.0f;
    addOne(r, 6, 7, 19);
    addOne(r, 3, 4, 15);
    addOne(r, 9, 10, 15);
    for (const QPoint p :
         {QPoint(1, 1), QPoint(11, 1), QPoint(1, 12), QPoint(11, 12), QPoint(2, 1), QPoint(10, 12)})
        addOne(r, p.x(), p.y(), 1000);
    for (int y = 5; y <= 8; ++y) {
        addOne(r, 0, y, 3000);
        addOne(r, 12, y, 3000);
    }
    addOne(r, 6, 1, 1900);
    addOne(r, 6, 12, 5, 30);
    addOne(r, 4, 12, 9000);
    return r;
}

// An L-shaped room (the lower left quadrant missing), with the doors of its inner corner.
RoomData sampleL() {
    RoomData r = roomOf(Shape::LBL, (1 << 3) | (1 << 4) | (1 << 2) | (1 << 7));
    r.variant = 77;
    r.name = "Corner";
    for (int x = 14; x <= 24; x += 2)
        addOne(r, x, 10, 1000);
    addOne(r, 6, 3, 10);
    addOne(r, 20, 3, 10);
    addOne(r, 19, 12, 5, 10);
    addOne(r, 12, 0, 3000);
    return r;
}

} // namespace

void TestRoomLayout::screenshots() {
    const QString dirName = qEnvironmentVariable("FLOORGEN_SCREENSHOT_DIR");
    if (dirName.isEmpty())
        QSKIP("FLOORGEN_SCREENSHOT_DIR is not set");
    QDir().mkpath(dirName);
    const QDir dir(dirName);
    const struct {
        const char *name;
        RoomData room;
        const char *file;
    } rooms[] = {{"2x2", sample2x2(), "01.basement.stb"},
                 {"boss-1x2", sampleBoss(), "00.special rooms.stb"},
                 {"lbl", sampleL(), "04.caves.xml"}};
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("fr")}) {
        app::installLanguage(lang);
        for (const auto &r : rooms)
            for (const bool dark : {false, true}) {
                gui::RoomLayoutDialog dialog;
                dialog.setRoom(r.room, QString::fromLatin1(r.file), dark);
                const QString base = QStringLiteral("room-%1-%2-%3.png")
                                         .arg(lang, QLatin1String(r.name),
                                              dark ? QLatin1String("dark") : QLatin1String("light"));
                QString error;
                QVERIFY2(dialog.exportTo(dir.filePath(base), app::ExportFormat::Png, error),
                         qPrintable(error));
            }
        gui::RoomLayoutDialog dialog;
        dialog.showRoom(rooms[0].room, QString::fromLatin1(rooms[0].file), false);
        dialog.resize(1000, 640);
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTest::qWait(50);
        dialog.grab().save(dir.filePath(QStringLiteral("room-%1-dialog.png").arg(lang)));
    }
    app::installLanguage(QStringLiteral("en"));
}

QTEST_MAIN(TestRoomLayout)
#include "test_roomlayout.moc"
