// Export: every format written, then opened and checked (PNG pixels, SVG shapes, PDF pages, JSON round
// trip); the CLI's options parsed into their struct; failures leave no file behind and exit 2.

#include "../core/synthcatalog.h"
#include "clirunner.h"
#include "cmd_export.h"
#include "commands.h"
#include "floorexport.h"
#include "floorgen/roomfiles.h"
#include "floorgen/seedstring.h"
#include "floorjson.h"
#include "testfiles.h"

#include <cmath>
#include <unistd.h>

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTransform>
#include <QXmlStreamReader>

using namespace floorgen;
using namespace floorgen::app;
using namespace floorgen::cli;

namespace {

using testfiles::readAll;

using floorgen::testing::Run;

// The export command of the tool.
Run runTool(const QStringList &args, const QByteArray &input = {}) {
    return floorgen::testing::runTool(QStringList{QStringLiteral("export")} + args, input);
}

Floor makeFloor(std::uint32_t runSeed, int stage = 1) {
    Settings s;
    s.runSeed = runSeed;
    s.stage = stage;
    const GenerateResult r = generateFloor(s);
    if (!r.ok())
        qFatal("no floor for seed %u", runSeed);
    return r.floor;
}

// The bounding box of a room's cells in the coordinates paint() used for `target`.
QRectF roomBox(const QRectF &target, const FloorView &view, const RenderOptions &render, const Room &room) {
    QRectF box;
    for (Cell c : room.cells())
        box = box.united(FloorRenderer::cellRect(target, view, render, c));
    return box;
}

// Every polygon, polyline, rect and path of an SVG, as its bounding box in document coordinates (ancestor
// transforms applied).
QList<QRectF> svgShapeBoxes(const QByteArray &svg, QString &error) {
    QList<QRectF> boxes;
    QXmlStreamReader xml(svg);
    QList<QTransform> stack{QTransform()};
    static const QRegularExpression number(QStringLiteral("-?\\d*\\.?\\d+(?:[eE][-+]?\\d+)?"));
    auto numbersOf = [](const QString &text) {
        QList<qreal> values;
        for (auto it = number.globalMatch(text); it.hasNext();)
            values << it.next().captured(0).toDouble();
        return values;
    };
    auto transformOf = [&](const QXmlStreamAttributes &attributes) {
        const QString t = attributes.value(QStringLiteral("transform")).toString();
        if (!t.startsWith(QStringLiteral("matrix(")))
            return QTransform();
        const QList<qreal> m = numbersOf(t);
        return m.size() == 6 ? QTransform(m[0], m[1], m[2], m[3], m[4], m[5]) : QTransform();
    };
    while (!xml.atEnd()) {
        const auto token = xml.readNext();
        if (token == QXmlStreamReader::StartElement) {
            const QTransform t = transformOf(xml.attributes()) * stack.last();
            stack.append(t);
            const auto name = xml.name();
            QList<qreal> values;
            if (name == QLatin1String("polygon") || name == QLatin1String("polyline")) {
                values = numbersOf(xml.attributes().value(QStringLiteral("points")).toString());
            } else if (name == QLatin1String("rect")) {
                const auto at = [&](const char *key) {
                    return xml.attributes().value(QLatin1String(key)).toDouble();
                };
                values = {at("x"), at("y"), at("x") + at("width"), at("y") + at("height")};
            } else if (name == QLatin1String("path"))
                values = numbersOf(xml.attributes().value(QStringLiteral("d")).toString());
            if (values.size() >= 4) {
                QPolygonF points;
                for (qsizetype i = 0; i + 1 < values.size(); i += 2)
                    points << QPointF(values[i], values[i + 1]);
                boxes << t.map(points).boundingRect();
            }
        } else if (token == QXmlStreamReader::EndElement) {
            stack.removeLast();
        }
    }
    if (xml.hasError())
        error = xml.errorString();
    return boxes;
}

// Whether a shape's box is the outline of a room: inside the room's cells and reaching within a fifth of a
// cell of each of their edges (an icon, a label or a door is much smaller). Thin rooms (IH, IIH, IV, IIV) are
// drawn as a centred band: across the band only the centring and a minimum thickness are checked.
bool outlinesRoom(const QRectF &shape, const QRectF &room, qreal cell, Shape roomShape) {
    const qreal tol = 0.2 * cell;
    if (shape.left() < room.left() - 1 || shape.right() > room.right() + 1 || shape.top() < room.top() - 1 ||
        shape.bottom() > room.bottom() + 1)
        return false;
    const bool reachesX = shape.left() - room.left() < tol && room.right() - shape.right() < tol;
    const bool reachesY = shape.top() - room.top() < tol && room.bottom() - shape.bottom() < tol;
    auto band = [&](qreal thickness, qreal centreOffset) {
        return thickness >= 0.3 * cell && std::abs(centreOffset) < 0.1 * cell;
    };
    switch (roomShape) {
    case Shape::IH:
    case Shape::IIH:
        return reachesX && band(shape.height(), shape.center().y() - room.center().y());
    case Shape::IV:
    case Shape::IIV:
        return reachesY && band(shape.width(), shape.center().x() - room.center().x());
    default:
        return reachesX && reachesY;
    }
}

int pdfPageCount(const QByteArray &pdf) {
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![A-Za-z])"));
    int n = 0;
    for (auto it = page.globalMatch(QString::fromLatin1(pdf)); it.hasNext(); it.next())
        ++n;
    return n;
}

// The size in points of every page's MediaBox, in file order.
QList<QSizeF> pdfMediaBoxes(const QByteArray &pdf) {
    static const QRegularExpression box(
        QStringLiteral("/MediaBox\\s*\\[\\s*([-\\d.]+)\\s+([-\\d.]+)\\s+([-\\d.]+)\\s+([-\\d.]+)\\s*\\]"));
    QList<QSizeF> sizes;
    for (auto it = box.globalMatch(QString::fromLatin1(pdf)); it.hasNext();) {
        const auto m = it.next();
        sizes << QSizeF(m.captured(3).toDouble() - m.captured(1).toDouble(),
                        m.captured(4).toDouble() - m.captured(2).toDouble());
    }
    return sizes;
}

// A device that accepts nothing, as a full disk would.
class FullDevice : public QIODevice {
public:
    FullDevice() { open(QIODevice::WriteOnly); }

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *, qint64) override {
        setErrorString(QStringLiteral("No space left on device"));
        return -1;
    }
};

bool runningAsRoot() {
    return ::geteuid() == 0;
}

} // namespace

class TestExport : public QObject {
    Q_OBJECT

private slots:
    // --game-data: the floor JSON of an export equals `generate --game-data`'s, one floor or a batch written
    // on several workers (each with its own copy of the room files); pictures are written too; the
    // repentance rule set is refused as by generate.
    void gameData() {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("data/rooms")));
        auto save = [&](const QString &name, const RoomFile &f) {
            const auto data = writeStb(f);
            QFile out(dir.filePath(QStringLiteral("data/rooms/") + name));
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(reinterpret_cast<const char *>(data.data()), static_cast<qint64>(data.size()));
        };
        save(QStringLiteral("00.special rooms.stb"), floorgen::testing::synthSpecialFile());
        save(QStringLiteral("01.basement.stb"), floorgen::testing::synthStageFile(2, 7));
        const QString data = dir.filePath(QStringLiteral("data"));
        auto generated = [&](std::uint32_t stageSeed) {
            const Run g =
                floorgen::testing::runTool({QStringLiteral("generate"), QStringLiteral("--ruleset"),
                                            QStringLiteral("afterbirth-plus"), QStringLiteral("--stage-seed"),
                                            QString::number(stageSeed), QStringLiteral("--game-data"), data});
            return QJsonDocument::fromJson(g.out.toUtf8()).object();
        };
        const QStringList common{QStringLiteral("--ruleset"), QStringLiteral("afterbirth-plus"),
                                 QStringLiteral("--game-data"), data};
        const QString one = dir.filePath(QStringLiteral("one.json"));
        QCOMPARE(runTool(common + QStringList{QStringLiteral("--stage-seed"), QStringLiteral("77"),
                                              QStringLiteral("-o"), one})
                     .rc,
                 0);
        const QJsonObject oneFloor = QJsonDocument::fromJson(readAll(one)).object();
        QVERIFY(oneFloor.value(QStringLiteral("gameData")).isObject());
        QCOMPARE(oneFloor, generated(77));
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("batch")));
        const Run batch =
            runTool(common + QStringList{QStringLiteral("--stage-seed-range"), QStringLiteral("1..24"),
                                         QStringLiteral("--jobs"), QStringLiteral("3"),
                                         QStringLiteral("--name"), QStringLiteral("{stageSeed}.json"),
                                         QStringLiteral("-o"), dir.filePath(QStringLiteral("batch"))});
        QCOMPARE(batch.rc, 0);
        for (std::uint32_t seed = 1; seed <= 24; ++seed)
            QVERIFY2(QJsonDocument::fromJson(readAll(dir.filePath(QStringLiteral("batch/%1.json").arg(seed))))
                             .object() == generated(seed),
                     qPrintable(QString::number(seed)));
        const QString png = dir.filePath(QStringLiteral("one.png"));
        QCOMPARE(runTool(common + QStringList{QStringLiteral("--stage-seed"), QStringLiteral("77"),
                                              QStringLiteral("-o"), png})
                     .rc,
                 0);
        QVERIFY(!QImage(png).isNull());
        floorgen::testing::verifyRefused(
            runTool({QStringLiteral("--stage-seed"), QStringLiteral("77"), QStringLiteral("--game-data"),
                     data, QStringLiteral("-o"), dir.filePath(QStringLiteral("rep.png"))}),
            QStringLiteral(
                "the room files lack a room the start room step needs")); // (repentance: R19.1's refusal)
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("rep.png"))));
    }

    void formatFromName_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("format"); // -1: none
        QTest::newRow("png") << QStringLiteral("/tmp/a.png") << int(ExportFormat::Png);
        QTest::newRow("upper case") << QStringLiteral("MAP.SVG") << int(ExportFormat::Svg);
        QTest::newRow("pdf") << QStringLiteral("x.y.pdf") << int(ExportFormat::Pdf);
        QTest::newRow("json") << QStringLiteral("floor.json") << int(ExportFormat::Json);
        QTest::newRow("bmp") << QStringLiteral("floor.bmp") << -1;
        QTest::newRow("no suffix") << QStringLiteral("floor") << -1;
    }
    void formatFromName() {
        QFETCH(QString, name);
        QFETCH(int, format);
        const auto f = exportFormatFromFileName(name);
        QCOMPARE(f ? int(*f) : -1, format);
    }

    void caption() {
        Settings s;
        s.runSeed = 12345;
        s.stage = 3;
        s.set(Item::Luna, true);
        s.forcedCurses = std::uint8_t(kCurseLost);
        s.hard = true;
        const GenerateResult r = generateFloor(s);
        QVERIFY(r.ok());
        const QString caption = defaultCaption(r.floor);
        for (const QString &part : {QString::fromStdString(seedToString(12345)), QStringLiteral("Caves I"),
                                    QStringLiteral("Repentance"), QStringLiteral("hard"),
                                    QStringLiteral("Luna"), QStringLiteral("Curse of the Lost")})
            QVERIFY2(caption.contains(part), qPrintable(caption + QStringLiteral(" lacks ") + part));
        QVERIFY(!caption.contains(QStringLiteral("Labyrinth")));

        Settings plain;
        plain.stageSeed = 77;
        plain.ruleSet = RuleSet::AfterbirthPlus;
        plain.forcedCurses = std::uint8_t(0);
        const GenerateResult p = generateFloor(plain);
        QVERIFY(p.ok());
        const QString c2 = defaultCaption(p.floor);
        QVERIFY2(c2.contains(QStringLiteral("77")) && c2.contains(QStringLiteral("Afterbirth+")) &&
                     !c2.contains(QStringLiteral("Curse")),
                 qPrintable(c2));
    }

    void png_data() {
        QTest::addColumn<qreal>("scale");
        QTest::addColumn<QSize>("pixelSize");
        QTest::addColumn<bool>("transparent");
        QTest::addColumn<int>("theme");
        QTest::addColumn<bool>("legend");
        QTest::addColumn<bool>("fitToFloor");
        QTest::newRow("scale 1 light") << qreal(1) << QSize() << false << int(Theme::Light) << false << false;
        QTest::newRow("scale 1 fitted") << qreal(1) << QSize() << false << int(Theme::Light) << false << true;
        QTest::newRow("scale 2 dark legend")
            << qreal(2) << QSize() << false << int(Theme::Dark) << true << false;
        QTest::newRow("scale 0.5 transparent")
            << qreal(0.5) << QSize() << true << int(Theme::Light) << false << false;
        QTest::newRow("exact size wide")
            << qreal(1) << QSize(1000, 400) << false << int(Theme::Light) << true << true;
        QTest::newRow("exact size tall")
            << qreal(1) << QSize(300, 900) << true << int(Theme::Dark) << false << false;
    }
    void png() {
        QFETCH(qreal, scale);
        QFETCH(QSize, pixelSize);
        QFETCH(bool, transparent);
        QFETCH(int, theme);
        QFETCH(bool, legend);
        QFETCH(bool, fitToFloor);
        const Floor floor = makeFloor(12345, 2);
        ExportOptions o;
        o.fitToFloor = fitToFloor;
        o.scale = scale;
        o.pixelSize = pixelSize;
        o.transparent = transparent;
        o.theme = Theme(theme);
        o.legend = legend;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("floor.png"));
        QString error;
        const ExportItem item = ExportItem::fromFloor(floor);
        QVERIFY2(exportToFile(path, item, o, error), qPrintable(error));

        QImage image(path);
        QVERIFY(!image.isNull());
        const RenderOptions render = o.renderOptions(floor);
        const QSizeF preferred = FloorRenderer::preferredSize(item.view, render, kExportCellSize);
        const QSize expected = pixelSize.isValid() ? pixelSize
                                                   : QSize(int(std::ceil(preferred.width() * scale - 1e-6)),
                                                           int(std::ceil(preferred.height() * scale - 1e-6)));
        QCOMPARE(image.size(), expected);
        image = image.convertToFormat(QImage::Format_ARGB32);

        const QRectF target(QPointF(0, 0), QSizeF(image.size()));
        const QColor background = FloorRenderer::backgroundColor(Theme(theme));
        auto isBackground = [&](QPoint p) {
            const QColor c = image.pixelColor(p);
            if (transparent)
                return c.alpha() == 0;
            return std::abs(c.red() - background.red()) <= 2 &&
                   std::abs(c.green() - background.green()) <= 2 &&
                   std::abs(c.blue() - background.blue()) <= 2;
        };
        QVERIFY(isBackground(QPoint(0, 0)));
        QVERIFY(isBackground(QPoint(image.width() - 1, image.height() - 1)));
        int roomsChecked = 0;
        for (const Room &room : floor.rooms) {
            if (room.shape == Shape::Null)
                continue;
            const Cell c = room.cells()[0];
            const QRectF cell = FloorRenderer::cellRect(target, item.view, render, c);
            const QPoint inside = (cell.topLeft() + QPointF(0.22, 0.22) * cell.width()).toPoint();
            QVERIFY2(!isBackground(inside),
                     qPrintable(QStringLiteral("room %1 at (%2,%3) has the background colour at %4,%5")
                                    .arg(room.number)
                                    .arg(c.x)
                                    .arg(c.y)
                                    .arg(inside.x())
                                    .arg(inside.y())));
            ++roomsChecked;
        }
        QVERIFY(roomsChecked >= 8);
        // The same spot of an empty cell is background: the check above can fail.
        int emptyChecked = 0;
        for (int y = 0; y < kGridSize; ++y)
            for (int x = 0; x < kGridSize; ++x) {
                if (floor.roomAt(x, y) || emptyChecked >= 10 ||
                    !FloorRenderer::shownCells(item.view, render).contains(QPoint(x, y)))
                    continue;
                bool nearRoom = false; // a red room or a door could reach into a neighbour; skip those
                for (int dy = -1; dy <= 1; ++dy)
                    for (int dx = -1; dx <= 1; ++dx)
                        nearRoom = nearRoom || floor.roomAt(x + dx, y + dy);
                if (nearRoom)
                    continue;
                const QRectF cell =
                    FloorRenderer::cellRect(target, item.view, render, Cell{std::int8_t(x), std::int8_t(y)});
                QVERIFY(isBackground((cell.topLeft() + QPointF(0.22, 0.22) * cell.width()).toPoint()));
                ++emptyChecked;
            }
        // (A fitted picture may show no empty cell away from every room.)
        QVERIFY(fitToFloor || emptyChecked > 0);
    }

    void fitToFloor() {
        // Floor 12345 on Basement II uses a corner of the grid: the fitted picture is smaller.
        const Floor floor = makeFloor(12345, 2);
        const ExportItem item = ExportItem::fromFloor(floor);
        ExportOptions o;
        o.fitToFloor = false;
        const QSize whole = exportImageSize(item.view, o.renderOptions(floor), o);
        o.fitToFloor = true;
        const QSize fitted = exportImageSize(item.view, o.renderOptions(floor), o);
        QVERIFY2(fitted.width() < whole.width() && fitted.height() < whole.height(),
                 qPrintable(QStringLiteral("%1x%2 vs %3x%4")
                                .arg(fitted.width())
                                .arg(fitted.height())
                                .arg(whole.width())
                                .arg(whole.height())));
    }

    void pngHiddenRooms() {
        // As the player sees it: the secret rooms' cells stay background.
        const Floor floor = makeFloor(12345, 1);
        const Room *secret = floor.findFirst(RoomType::Secret);
        QVERIFY(secret);
        for (bool showHidden : {true, false}) {
            ExportOptions o;
            o.showHidden = showHidden;
            const ExportItem item = ExportItem::fromFloor(floor);
            const QImage image = renderExportImage(item, o).convertToFormat(QImage::Format_ARGB32);
            QVERIFY(!image.isNull());
            const RenderOptions render = o.renderOptions(floor);
            const QRectF cell =
                FloorRenderer::cellRect(QRectF(image.rect()), item.view, render, secret->cells()[0]);
            const QColor pixel = image.pixelColor(cell.center().toPoint());
            QCOMPARE(pixel.rgb() == FloorRenderer::backgroundColor(o.theme).rgb(), !showHidden);
        }
    }

    void svg_data() {
        QTest::addColumn<bool>("showHidden");
        QTest::addColumn<std::uint32_t>("seed");
        QTest::addColumn<int>("stage");
        QTest::newRow("all rooms") << true << std::uint32_t(12345) << 1;
        QTest::newRow("hidden rooms left out") << false << std::uint32_t(12345) << 1;
        QTest::newRow("depths") << true << std::uint32_t(987654) << 5;
        QTest::newRow("womb hidden left out") << false << std::uint32_t(55555) << 7;
    }
    void svg() {
        QFETCH(bool, showHidden);
        QFETCH(std::uint32_t, seed);
        QFETCH(int, stage);
        const Floor floor = makeFloor(seed, stage);
        ExportOptions o;
        o.format = ExportFormat::Svg;
        o.showHidden = showHidden;
        o.legend = true;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("floor.svg"));
        QString error;
        const ExportItem item = ExportItem::fromFloor(floor);
        QVERIFY2(exportToFile(path, item, o, error), qPrintable(error));
        const QByteArray svg = readAll(path);
        QVERIFY(svg.contains("<svg"));
        QVERIFY2(!svg.contains("<image"), "the SVG embeds a bitmap");
        // Text is text: the caption is in a <text> element, not painted as outlines.
        QStringList texts;
        for (QXmlStreamReader xml(svg); !xml.atEnd();)
            if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text"))
                texts << xml.readElementText(QXmlStreamReader::IncludeChildElements);
        QVERIFY2(texts.contains(defaultCaption(floor)), qPrintable(texts.join(QLatin1Char('|'))));

        const QList<QRectF> shapes = svgShapeBoxes(svg, error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const RenderOptions render = o.renderOptions(floor);
        const QSize size = exportImageSize(item.view, render, o);
        QVERIFY(!size.isEmpty());
        const QRectF target(QPointF(0, 0), QSizeF(size));
        const qreal cell = FloorRenderer::cellRect(target, item.view, render, Cell{0, 0}).width();
        int visibleRooms = 0, hiddenRooms = 0;
        for (const Room &room : floor.rooms) {
            if (room.shape == Shape::Null)
                continue;
            const QRectF box = roomBox(target, item.view, render, room);
            int outlines = 0;
            for (const QRectF &s : shapes)
                outlines += outlinesRoom(s, box, cell, room.shape);
            if (isHiddenRoom(room) && !showHidden) {
                QVERIFY2(outlines == 0,
                         qPrintable(QStringLiteral("hidden room %1 is drawn").arg(room.number)));
                ++hiddenRooms;
            } else {
                QVERIFY2(outlines == 1, qPrintable(QStringLiteral("room %1 (%2) has %3 outlines")
                                                       .arg(room.number)
                                                       .arg(roomDisplayName(room))
                                                       .arg(outlines)));
                ++visibleRooms;
            }
        }
        QVERIFY(visibleRooms >= 8);
        QVERIFY(showHidden || hiddenRooms >= 1);
    }

    void pdf() {
        const std::vector<Floor> floors = {makeFloor(12345, 1), makeFloor(54321, 2), makeFloor(777, 11)};
        std::vector<ExportItem> items;
        for (const Floor &f : floors)
            items.push_back(ExportItem::fromFloor(f));
        ExportOptions o;
        o.format = ExportFormat::Pdf;
        o.legend = true;
        QTemporaryDir dir;
        QString error;
        const QString many = dir.filePath(QStringLiteral("three.pdf"));
        QVERIFY2(exportPdfToFile(many, items, o, error), qPrintable(error));
        QByteArray pdf = readAll(many);
        QVERIFY(pdf.startsWith("%PDF-"));
        QVERIFY(pdf.trimmed().endsWith("%%EOF"));
        QCOMPARE(pdfPageCount(pdf), 3);
        QVERIFY2(!pdf.contains("/Subtype /Image"), "the PDF embeds a bitmap");

        const QString one = dir.filePath(QStringLiteral("one.pdf"));
        QVERIFY2(exportToFile(one, items[1], o, error), qPrintable(error));
        pdf = readAll(one);
        QVERIFY(pdf.startsWith("%PDF-"));
        QCOMPARE(pdfPageCount(pdf), 1);
    }

    // A PDF of several floors on paper: every page the same size (A4 or Letter), whatever the floor.
    void pdfPageSize_data() {
        QTest::addColumn<int>("size");
        QTest::addColumn<QSizeF>("points");
        QTest::newRow("A4") << int(ExportOptions::PageSize::A4) << QSizeF(595.3, 841.9);
        QTest::newRow("Letter") << int(ExportOptions::PageSize::Letter) << QSizeF(612, 792);
    }
    void pdfPageSize() {
        QFETCH(int, size);
        QFETCH(QSizeF, points);
        const std::vector<Floor> floors = {makeFloor(12345, 1), makeFloor(54321, 2), makeFloor(777, 11)};
        std::vector<ExportItem> items;
        for (const Floor &f : floors)
            items.push_back(ExportItem::fromFloor(f));
        ExportOptions o;
        o.format = ExportFormat::Pdf;
        o.pageSize = ExportOptions::PageSize(size);
        QTemporaryDir dir;
        QString error;
        const QString path = dir.filePath(QStringLiteral("paper.pdf"));
        QVERIFY2(exportPdfToFile(path, items, o, error), qPrintable(error));
        const QList<QSizeF> boxes = pdfMediaBoxes(readAll(path));
        QCOMPARE(boxes.size(), 3);
        for (const QSizeF &box : boxes) {
            QVERIFY2(std::abs(box.width() - points.width()) < 1 &&
                         std::abs(box.height() - points.height()) < 1,
                     qPrintable(QStringLiteral("%1 x %2").arg(box.width()).arg(box.height())));
        }
        // Sized to the floor (the default), the pages differ.
        o.pageSize = ExportOptions::PageSize::Fit;
        QVERIFY2(exportPdfToFile(path, items, o, error), qPrintable(error));
        const QList<QSizeF> fit = pdfMediaBoxes(readAll(path));
        QCOMPARE(fit.size(), 3);
        QVERIFY(fit[0] != boxes[0]);
    }

    void localePageSize() {
        QCOMPARE(int(app::localePageSize(QLocale(QLocale::English, QLocale::UnitedStates))),
                 int(ExportOptions::PageSize::Letter));
        QCOMPARE(int(app::localePageSize(QLocale(QLocale::French, QLocale::France))),
                 int(ExportOptions::PageSize::A4));
        QCOMPARE(int(app::localePageSize(QLocale(QLocale::English, QLocale::UnitedKingdom))),
                 int(ExportOptions::PageSize::A4));
    }

    void json() {
        const Floor floor = makeFloor(424242, 4);
        ExportOptions o;
        o.format = ExportFormat::Json;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("floor.json"));
        QString error;
        QVERIFY2(exportToFile(path, ExportItem::fromFloor(floor), o, error), qPrintable(error));
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(readAll(path), &parseError);
        QCOMPARE(parseError.error, QJsonParseError::NoError);
        QVERIFY(doc.isObject());
        QCOMPARE(doc.object(), floorToJson(floor));
        // And back: the settings in the file generate the same floor.
        Settings again;
        again.runSeed = std::uint32_t(doc.object().value(QStringLiteral("runSeed")).toInteger());
        again.stage = doc.object().value(QStringLiteral("stage")).toInt();
        const GenerateResult r = generateFloor(again);
        QVERIFY(r.ok());
        QCOMPARE(floorToJson(r.floor), doc.object());
    }

    void stepThroughFrame() {
        // A frame is drawn as it is: an empty grid (no rooms yet) differs from the final floor.
        const Floor floor = makeFloor(12345);
        ExportItem frame{&floor, FloorView::fromFloor(floor)};
        frame.view.rooms.resize(1);
        frame.view.grid.fill(-1);
        frame.view.grid[kStartIndex] = 0;
        frame.view.deadEndOrder.clear();
        ExportOptions o;
        o.fitToFloor = false;
        o.legend = false;
        const QImage partial = renderExportImage(frame, o);
        const QImage full = renderExportImage(ExportItem::fromFloor(floor), o);
        QVERIFY(!partial.isNull() && !full.isNull());
        QCOMPARE(partial.size(), full.size());
        QVERIFY(partial != full);
    }

    void badSizes_data() {
        QTest::addColumn<qreal>("scale");
        QTest::addColumn<QSize>("pixelSize");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("scale 0") << qreal(0) << QSize() << QStringLiteral("scale 0");
        QTest::newRow("scale huge") << qreal(1000) << QSize() << QStringLiteral("scale 1000");
        QTest::newRow("scale nan") << qreal(std::nan("")) << QSize() << QStringLiteral("scale");
        QTest::newRow("tiny size") << qreal(1) << QSize(4, 300) << QStringLiteral("4x300");
        QTest::newRow("huge size") << qreal(1) << QSize(100000, 300) << QStringLiteral("100000x300");
    }
    void badSizes() {
        QFETCH(qreal, scale);
        QFETCH(QSize, pixelSize);
        QFETCH(QString, messagePart);
        const Floor floor = makeFloor(12345);
        ExportOptions o;
        o.scale = scale;
        o.pixelSize = pixelSize;
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QString error;
        QVERIFY(!writeExport(buffer, ExportItem::fromFloor(floor), o, error));
        QVERIFY2(error.contains(messagePart), qPrintable(error));
        QVERIFY(bytes.isEmpty());
    }

    void fullDevice_data() {
        QTest::addColumn<int>("format");
        for (ExportFormat f : {ExportFormat::Png, ExportFormat::Svg, ExportFormat::Pdf, ExportFormat::Json})
            QTest::newRow(qPrintable(exportFormatKey(f))) << int(f);
    }
    void fullDevice() {
        QFETCH(int, format);
        const Floor floor = makeFloor(12345);
        ExportOptions o;
        o.format = ExportFormat(format);
        FullDevice device;
        QString error;
        QVERIFY(!writeExport(device, ExportItem::fromFloor(floor), o, error));
        QVERIFY2(error.contains(QStringLiteral("No space left")), qPrintable(error));
    }

    void failedWriteKeepsOldFile() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("map.png"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("old contents");
        }
        QString error;
        const bool ok = writeFileAtomically(
            path,
            [](QIODevice &d, QString &e) {
                d.write("half a picture");
                e = QStringLiteral("painting failed");
                return false;
            },
            error);
        QVERIFY(!ok);
        QVERIFY2(error.contains(path) && error.contains(QStringLiteral("painting failed")),
                 qPrintable(error));
        QCOMPARE(readAll(path), QByteArray("old contents"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("map.png")});
    }

    // Issue 22 point 7: every export carries the provenance marks (a Repentance floor: the note under the
    // map; an approximated boss: its badge) unless the export option or --no-provenance-marks says otherwise.
    void provenanceMarksInExports() {
        Settings s;
        s.runSeed = 12345;
        s.ruleSet = RuleSet::Repentance;
        s.bossPools = BossPoolsMode::StageSeed;
        const GenerateResult r = generateFloor(s);
        QVERIFY(r.ok());
        const ExportItem item = ExportItem::fromFloor(r.floor);
        ExportOptions on;
        const RenderOptions ro = on.renderOptions(r.floor);
        QVERIFY(ro.provenanceMarks);
        QCOMPARE(provenanceBadgeRooms(item.view, ro).size(), std::size_t(1));
        const QImage withMarks = renderExportImage(item, on);
        ExportOptions off = on;
        off.provenanceMarks = false;
        QVERIFY(!off.renderOptions(r.floor).provenanceMarks);
        const QImage without = renderExportImage(item, off);
        // The note takes a line under the map; without it the picture is shorter.
        QVERIFY2(without.height() < withMarks.height(),
                 qPrintable(QStringLiteral("%1 vs %2").arg(without.height()).arg(withMarks.height())));
        // SVG (vector) carries the note's text.
        QBuffer svg;
        svg.open(QIODevice::WriteOnly);
        ExportOptions vector = on;
        vector.format = ExportFormat::Svg;
        QString error;
        QVERIFY2(writeExport(svg, item, vector, error), qPrintable(error));
        QVERIFY(svg.data().contains("Rooms without a badge"));
        ExportArgs a;
        QVERIFY2(parseExportArgs({QStringLiteral("--seed"), QStringLiteral("B91Y 9THH"), QStringLiteral("-o"),
                                  QStringLiteral("/tmp/x.png"), QStringLiteral("--no-provenance-marks")},
                                 a, error),
                 qPrintable(error));
        QVERIFY(!a.options.provenanceMarks);
    }

    // ---- the CLI ----

    void parseArgs() {
        ExportArgs a;
        QString error;
        QVERIFY2(parseExportArgs(
                     {QStringLiteral("--seed"), QStringLiteral("B91Y 9THH"), QStringLiteral("--stage"),
                      QStringLiteral("2"), QStringLiteral("-o"), QStringLiteral("/tmp/x.SVG"),
                      QStringLiteral("--scale"), QStringLiteral("1.5"), QStringLiteral("--transparent"),
                      QStringLiteral("--legend"), QStringLiteral("--no-dead-ends"),
                      QStringLiteral("--hide-secrets"), QStringLiteral("--theme"), QStringLiteral("dark"),
                      QStringLiteral("--caption"), QStringLiteral("My guide")},
                     a, error),
                 qPrintable(error));
        QCOMPARE(a.source, ExportArgs::Source::Single);
        QCOMPARE(a.settings.runSeed.value_or(0), 12345u);
        QCOMPARE(a.settings.stage, 2);
        QCOMPARE(a.output, QStringLiteral("/tmp/x.SVG"));
        QCOMPARE(a.options.format, ExportFormat::Svg);
        QCOMPARE(a.options.scale, 1.5);
        QVERIFY(a.options.transparent);
        QVERIFY(a.options.legend);
        QVERIFY(!a.options.deadEndNumbers);
        QVERIFY(!a.options.showHidden);
        QCOMPARE(a.options.theme, Theme::Dark);
        QVERIFY(a.options.caption);
        QCOMPARE(a.options.captionText, QStringLiteral("My guide"));
        QVERIFY(a.options.fitToFloor);
        QVERIFY(a.options.provenanceMarks); // on unless asked otherwise

        QVERIFY2(
            parseExportArgs({QStringLiteral("--stage-seed-range"), QStringLiteral("5..9"),
                             QStringLiteral("--name"), QStringLiteral("{stageSeed}-{stage}"),
                             QStringLiteral("--format"), QStringLiteral("PDF"), QStringLiteral("-o"),
                             QStringLiteral("/tmp"), QStringLiteral("--no-caption"),
                             QStringLiteral("--stage"), QStringLiteral("4"), QStringLiteral("--full-grid")},
                            a, error),
            qPrintable(error));
        QCOMPARE(a.source, ExportArgs::Source::StageSeedRange);
        QCOMPARE(a.rangeFrom, 5u);
        QCOMPARE(a.rangeTo, 9u);
        QCOMPARE(a.rangeCount(), qint64(5));
        QCOMPARE(a.options.format, ExportFormat::Pdf);
        QCOMPARE(a.namePattern, QStringLiteral("{stageSeed}-{stage}.pdf"));
        QVERIFY(!a.options.caption);
        QVERIFY(!a.options.legend);
        QVERIFY(a.options.showHidden);
        QVERIFY(!a.options.fitToFloor);
        QCOMPARE(a.settings.stage, 4);

        QVERIFY2(parseExportArgs({QStringLiteral("--seeds"), QStringLiteral("list.txt"), QStringLiteral("-o"),
                                  QStringLiteral("all.pdf"), QStringLiteral("--size"), QStringLiteral("x")},
                                 a, error) == false,
                 "--size with PDF accepted");
        QVERIFY2(parseExportArgs({QStringLiteral("--seeds"), QStringLiteral("list.txt"), QStringLiteral("-o"),
                                  QStringLiteral("out"), QStringLiteral("--name"),
                                  QStringLiteral("{seed}.png"), QStringLiteral("--size"),
                                  QStringLiteral("640x480"), QStringLiteral("-j"), QStringLiteral("3")},
                                 a, error),
                 qPrintable(error));
        QCOMPARE(a.source, ExportArgs::Source::SeedsFile);
        QCOMPARE(a.seedsFile, QStringLiteral("list.txt"));
        QCOMPARE(a.options.pixelSize, QSize(640, 480));
        QCOMPARE(a.jobs, 3);
        QCOMPARE(a.options.format, ExportFormat::Png);
    }

    void badArgs_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("messagePart");
        const QString seed = QStringLiteral("--stage-seed=5");
        QTest::newRow("no seed") << QStringList{QStringLiteral("-o"), QStringLiteral("a.png")}
                                 << QStringLiteral("give a seed");
        QTest::newRow("no output") << QStringList{seed} << QStringLiteral("give -o FILE");
        QTest::newRow("unknown suffix") << QStringList{seed, QStringLiteral("-o"), QStringLiteral("a.bmp")}
                                        << QStringLiteral("cannot tell the format of \"a.bmp\"");
        QTest::newRow("bad format") << QStringList{seed, QStringLiteral("-o"), QStringLiteral("a.png"),
                                                   QStringLiteral("--format"), QStringLiteral("gif")}
                                    << QStringLiteral("--format: \"gif\"");
        QTest::newRow("bad scale") << QStringList{seed, QStringLiteral("-o"), QStringLiteral("a.png"),
                                                  QStringLiteral("--scale"), QStringLiteral("big")}
                                   << QStringLiteral("--scale: \"big\"");
        QTest::newRow("scale 0") << QStringList{seed, QStringLiteral("-o"), QStringLiteral("a.png"),
                                                QStringLiteral("--scale=0")}
                                 << QStringLiteral("--scale: \"0\"");
        QTest::newRow("bad size") << QStringList{seed, QStringLiteral("-o"), QStringLiteral("a.png"),
                                                 QStringLiteral("--size"), QStringLiteral("12by4")}
                                  << QStringLiteral("--size: \"12by4\"");
        QTest::newRow("size too big") << QStringList{seed, QStringLiteral("-o"), QStringLiteral("a.png"),
                                                     QStringLiteral("--size"), QStringLiteral("99999x100")}
                                      << QStringLiteral("--size: 99999x100 is out of range");
        QTest::newRow("scale and size") << QStringList{seed,
                                                       QStringLiteral("-o"),
                                                       QStringLiteral("a.png"),
                                                       QStringLiteral("--size"),
                                                       QStringLiteral("100x100"),
                                                       QStringLiteral("--scale"),
                                                       QStringLiteral("2")}
                                        << QStringLiteral("only one of --scale and --size");
        QTest::newRow("bad theme") << QStringList{seed, QStringLiteral("-o"), QStringLiteral("a.png"),
                                                  QStringLiteral("--theme"), QStringLiteral("pink")}
                                   << QStringLiteral("--theme: \"pink\"");
        QTest::newRow("caption twice") << QStringList{seed,
                                                      QStringLiteral("-o"),
                                                      QStringLiteral("a.png"),
                                                      QStringLiteral("--caption"),
                                                      QStringLiteral("x"),
                                                      QStringLiteral("--no-caption")}
                                       << QStringLiteral("only one of --caption and --no-caption");
        QTest::newRow("seed and range")
            << QStringList{seed, QStringLiteral("--stage-seed-range"), QStringLiteral("1..3"),
                           QStringLiteral("-o"), QStringLiteral("a.pdf")}
            << QStringLiteral("give only one of");
        QTest::newRow("range reversed")
            << QStringList{QStringLiteral("--stage-seed-range"), QStringLiteral("9..3"), QStringLiteral("-o"),
                           QStringLiteral("a.pdf")}
            << QStringLiteral("the range 9..3 is empty");
        QTest::newRow("range huge") << QStringList{QStringLiteral("--stage-seed-range"),
                                                   QStringLiteral("1..4000000000"), QStringLiteral("-o"),
                                                   QStringLiteral("a.pdf")}
                                    << QStringLiteral("one run exports at most");
        QTest::newRow("batch png without name")
            << QStringList{QStringLiteral("--stage-seed-range"), QStringLiteral("1..3"), QStringLiteral("-o"),
                           QStringLiteral("a.png")}
            << QStringLiteral("needs --name PATTERN");
        QTest::newRow("name without batch")
            << QStringList{seed, QStringLiteral("-o"), QStringLiteral("d"), QStringLiteral("--name"),
                           QStringLiteral("{seed}.png")}
            << QStringLiteral("--name needs a batch");
        QTest::newRow("unknown placeholder") << QStringList{QStringLiteral("--stage-seed-range"),
                                                            QStringLiteral("1..3"),
                                                            QStringLiteral("-o"),
                                                            QStringLiteral("d"),
                                                            QStringLiteral("--name"),
                                                            QStringLiteral("{seeds}.png")}
                                             << QStringLiteral("unknown placeholder {seeds}");
        QTest::newRow("same name for all") << QStringList{QStringLiteral("--stage-seed-range"),
                                                          QStringLiteral("1..3"),
                                                          QStringLiteral("-o"),
                                                          QStringLiteral("d"),
                                                          QStringLiteral("--name"),
                                                          QStringLiteral("floor-{stage}.png")}
                                           << QStringLiteral("the same name");
        QTest::newRow("name with folder") << QStringList{QStringLiteral("--stage-seed-range"),
                                                         QStringLiteral("1..3"),
                                                         QStringLiteral("-o"),
                                                         QStringLiteral("d"),
                                                         QStringLiteral("--name"),
                                                         QStringLiteral("x/{seed}.png")}
                                          << QStringLiteral("without folders");
        QTest::newRow("batch bad stage type") << QStringList{QStringLiteral("--stage-seed-range"),
                                                             QStringLiteral("1..3"),
                                                             QStringLiteral("--stage"),
                                                             QStringLiteral("10"),
                                                             QStringLiteral("--stage-type"),
                                                             QStringLiteral("2"),
                                                             QStringLiteral("-o"),
                                                             QStringLiteral("a.pdf")}
                                              << QStringLiteral("stage 10 has no stage type 2");
        QTest::newRow("jobs 0") << QStringList{QStringLiteral("--stage-seed-range"),
                                               QStringLiteral("1..3"),
                                               QStringLiteral("-o"),
                                               QStringLiteral("a.pdf"),
                                               QStringLiteral("--jobs"),
                                               QStringLiteral("0")}
                                << QStringLiteral("--jobs: 0 is out of range");
        QTest::newRow("page size value") << QStringList{seed, QStringLiteral("-o"), QStringLiteral("a.pdf"),
                                                        QStringLiteral("--page-size"), QStringLiteral("a5")}
                                         << QStringLiteral("--page-size: \"a5\" is not a4, letter or fit");
        QTest::newRow("page size png") << QStringList{seed, QStringLiteral("-o"), QStringLiteral("a.png"),
                                                      QStringLiteral("--page-size"), QStringLiteral("a4")}
                                       << QStringLiteral("--page-size is for PDF");
        QTest::newRow("stray argument")
            << QStringList{seed, QStringLiteral("-o"), QStringLiteral("a.png"), QStringLiteral("extra")}
            << QStringLiteral("unexpected argument \"extra\"");
    }
    void badArgs() {
        QFETCH(QStringList, args);
        QFETCH(QString, messagePart);
        floorgen::testing::verifyRefused(runTool(args), messagePart);
    }

    void cliSingle_data() {
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QByteArray>("magic");
        QTest::newRow("png") << QStringLiteral("f.png") << QStringList{QStringLiteral("--legend")}
                             << QByteArray("\x89PNG");
        QTest::newRow("svg") << QStringLiteral("f.svg") << QStringList{QStringLiteral("--theme=dark")}
                             << QByteArray("<?xml");
        QTest::newRow("pdf") << QStringLiteral("f.pdf") << QStringList{} << QByteArray("%PDF");
        QTest::newRow("json") << QStringLiteral("f.json") << QStringList{} << QByteArray("{");
        QTest::newRow("format over suffix")
            << QStringLiteral("f.out") << QStringList{QStringLiteral("--format"), QStringLiteral("png")}
            << QByteArray("\x89PNG");
    }
    void cliSingle() {
        QFETCH(QString, fileName);
        QFETCH(QStringList, extra);
        QFETCH(QByteArray, magic);
        QTemporaryDir dir;
        const QString path = dir.filePath(fileName);
        const Run r = runTool(
            QStringList{QStringLiteral("--seed"), QStringLiteral("B91Y 9THH"), QStringLiteral("-o"), path} +
            extra);
        QCOMPARE(r.rc, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        QVERIFY(readAll(path).startsWith(magic));
    }

    void cliWriteFailures_data() {
        QTest::addColumn<QString>("relative"); // under the temporary folder; "blocker" is a regular file
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("missing folder")
            << QStringLiteral("missing/sub/f.png") << QStringLiteral("does not exist");
        QTest::newRow("parent is a file")
            << QStringLiteral("blocker/f.png") << QStringLiteral("is not a folder");
        QTest::newRow("path is a folder") << QStringLiteral("folder.png") << QStringLiteral("it is a folder");
    }
    void cliWriteFailures() {
        QFETCH(QString, relative);
        QFETCH(QString, messagePart);
        QTemporaryDir dir;
        {
            QFile blocker(dir.filePath(QStringLiteral("blocker")));
            QVERIFY(blocker.open(QIODevice::WriteOnly));
        }
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("folder.png")));
        const QStringList before =
            QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
        const QString path = dir.filePath(relative);
        const Run r =
            runTool({QStringLiteral("--stage-seed"), QStringLiteral("5"), QStringLiteral("-o"), path});
        QCOMPARE(r.rc, 2);
        QVERIFY2(r.err.contains(messagePart) && r.err.contains(path), qPrintable(r.err));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), before);
        QVERIFY(QDir(dir.filePath(QStringLiteral("folder.png"))).isEmpty());
    }

    void cliReadOnlyFolder() {
        if (runningAsRoot())
            QSKIP("root ignores file permissions, so a read-only folder cannot make the write fail");
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("ro"));
        QVERIFY(QDir().mkdir(folder));
        QVERIFY(QFile::setPermissions(folder, QFile::ReadOwner | QFile::ExeOwner));
        const QString path = folder + QStringLiteral("/f.png");
        const Run r =
            runTool({QStringLiteral("--stage-seed"), QStringLiteral("5"), QStringLiteral("-o"), path});
        QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QCOMPARE(r.rc, 2);
        QVERIFY2(r.err.contains(path), qPrintable(r.err));
        QVERIFY(QDir(folder).isEmpty());
    }

    void cliBatchRange() {
        QTemporaryDir dir;
        const Run r = runTool({QStringLiteral("--stage-seed-range"), QStringLiteral("11..15"),
                               QStringLiteral("--stage"), QStringLiteral("3"), QStringLiteral("--name"),
                               QStringLiteral("{stageSeed}-{stage}.png"), QStringLiteral("-o"), dir.path()});
        QCOMPARE(r.rc, 0);
        QVERIFY2(r.err.contains(QStringLiteral("[5/5]")) && r.err.endsWith(QLatin1Char('\n')),
                 qPrintable(r.err));
        // Standard error is no terminal here (a log, a pipe): one line a step, none redrawn.
        QVERIFY2(!r.err.contains(QLatin1Char('\r')), qPrintable(r.err));
        const QStringList steps = r.err.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(steps.size(), 5);
        for (int i = 0; i < steps.size(); ++i)
            QVERIFY2(steps[i].startsWith(QStringLiteral("[%1/5] ").arg(i + 1)), qPrintable(steps[i]));
        QStringList expected;
        for (int s = 11; s <= 15; ++s)
            expected << QStringLiteral("%1-3.png").arg(s);
        QStringList files = QDir(dir.path()).entryList(QDir::Files, QDir::Name);
        QCOMPARE(files, expected);
        // Each file is the floor of its stage seed.
        Settings s;
        s.stageSeed = 13;
        s.stage = 3;
        const GenerateResult g = generateFloor(s);
        QVERIFY(g.ok());
        ExportOptions o;
        o.legend = false;
        const QImage expectedImage = renderExportImage(ExportItem::fromFloor(g.floor), o);
        QCOMPARE(QImage(dir.filePath(QStringLiteral("13-3.png"))).convertToFormat(expectedImage.format()),
                 expectedImage);
    }

    void cliBatchSeedsWithBadLine() {
        QTemporaryDir dir;
        const QString a = QString::fromStdString(seedToString(1111));
        const QString b = QString::fromStdString(seedToString(2222, false)).toLower();
        const QString seedsPath = dir.filePath(QStringLiteral("seeds.txt"));
        {
            QFile f(seedsPath);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QStringLiteral("# guide seeds\n%1\n\nNOPE NOPE\n  %2  # the second one\n")
                        .arg(a, b)
                        .toUtf8());
        }
        const QString out = dir.filePath(QStringLiteral("out"));
        QVERIFY(QDir().mkdir(out));
        const Run r = runTool({QStringLiteral("--seeds"), seedsPath, QStringLiteral("--name"),
                               QStringLiteral("{index}-{seed}-{stage}.svg"), QStringLiteral("-o"), out});
        QCOMPARE(r.rc, 2);
        QVERIFY2(r.err.contains(QStringLiteral("line 4")) && r.err.contains(QStringLiteral("NOPE NOPE")),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("1 of 3 floors failed")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("[3/3]")), qPrintable(r.err));
        const QStringList files = QDir(out).entryList(QDir::Files, QDir::Name);
        QCOMPARE(files, (QStringList{QStringLiteral("1-%1-1.svg").arg(QString(a).remove(QLatin1Char(' '))),
                                     QStringLiteral("3-%1-1.svg").arg(b.toUpper())}));
    }

    void cliBatchSeedsFromStandardInput() {
        QTemporaryDir dir;
        const QByteArray input =
            QStringLiteral("%1\n%2\n")
                .arg(QString::fromStdString(seedToString(31337)), QString::fromStdString(seedToString(4242)))
                .toUtf8();
        const QString pdfPath = dir.filePath(QStringLiteral("guide.pdf"));
        const Run r = runTool({QStringLiteral("--seeds"), QStringLiteral("-"), QStringLiteral("-o"), pdfPath,
                               QStringLiteral("--stage"), QStringLiteral("6")},
                              input);
        QCOMPARE(r.rc, 0);
        const QByteArray pdf = readAll(pdfPath);
        QVERIFY(pdf.startsWith("%PDF"));
        QCOMPARE(pdfPageCount(pdf), 2);
    }

    void cliBatchPdfRange() {
        QTemporaryDir dir;
        const QString pdfPath = dir.filePath(QStringLiteral("range.pdf"));
        const Run r = runTool({QStringLiteral("--stage-seed-range"), QStringLiteral("100..106"),
                               QStringLiteral("-o"), pdfPath, QStringLiteral("--legend")});
        QCOMPARE(r.rc, 0);
        QCOMPARE(pdfPageCount(readAll(pdfPath)), 7);
    }

    // --page-size letter: every page of the batch PDF is Letter.
    void cliBatchPdfPageSize() {
        QTemporaryDir dir;
        const QString pdfPath = dir.filePath(QStringLiteral("range.pdf"));
        const Run r =
            runTool({QStringLiteral("--stage-seed-range"), QStringLiteral("100..103"), QStringLiteral("-o"),
                     pdfPath, QStringLiteral("--page-size"), QStringLiteral("letter")});
        QCOMPARE(r.rc, 0);
        const QList<QSizeF> boxes = pdfMediaBoxes(readAll(pdfPath));
        QCOMPARE(boxes.size(), 4);
        for (const QSizeF &box : boxes)
            QCOMPARE(box.toSize(), QSize(612, 792));
    }

    void cliBatchMissingFolder() {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("nowhere"));
        const Run r =
            runTool({QStringLiteral("--stage-seed-range"), QStringLiteral("1..3"), QStringLiteral("--name"),
                     QStringLiteral("{stageSeed}.png"), QStringLiteral("-o"), out});
        QCOMPARE(r.rc, 2);
        QVERIFY2(r.err.contains(QStringLiteral("\"%1\" does not exist").arg(out)), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(out));
    }

    void cliBatchSeedsFileMissing() {
        const Run r = runTool({QStringLiteral("--seeds"), QStringLiteral("/nonexistent/seeds.txt"),
                               QStringLiteral("-o"), QStringLiteral("/tmp/x.pdf")});
        QCOMPARE(r.rc, 2);
        QVERIFY2(r.err.contains(QStringLiteral("cannot read \"/nonexistent/seeds.txt\"")), qPrintable(r.err));
    }

    void namePattern_data() {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QString>("expected");
        QTest::newRow("all") << QStringLiteral("{index}_{seed}_{stage}_{stageSeed}.png")
                             << QStringLiteral("7_%1_2_%2.png");
        QTest::newRow("twice") << QStringLiteral("{seed}{seed}") << QStringLiteral("%1%1");
    }
    void namePattern() {
        QFETCH(QString, pattern);
        QFETCH(QString, expected);
        const Floor floor = makeFloor(12345, 2);
        QString error;
        QVERIFY2(validateNamePattern(pattern, error), qPrintable(error));
        expected = expected.replace(QStringLiteral("%1"), QStringLiteral("B91Y9THH"))
                       .replace(QStringLiteral("%2"), QString::number(floor.stageSeed));
        QCOMPARE(expandNamePattern(pattern, floor, 7), expected);
    }
};

QTEST_MAIN(TestExport)
#include "test_export.moc"
