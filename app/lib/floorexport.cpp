#include "floorexport.h"

#include "appinfo.h"
#include "floorgen/seedstring.h"
#include "floorjson.h"
#include "gamedata.h"
#include "names_tr.h"
#include "textutil.h"

#include <atomic>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <functional>
#include <sys/stat.h>
#include <unistd.h>

#include <QBuffer>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QHashSeed>
#include <QImageWriter>
#include <QJsonDocument>
#include <QLocale>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QStringList>
#include <QSvgGenerator>

namespace floorgen::app {

namespace {

QString tr(const char *text) {
    // lupdate files the tr() texts of free functions under their namespace; PdfExport's members (no tr() of
    // their own: they call this one) are filed under the class, so their texts are repeated below.
    return QCoreApplication::translate("floorgen::app", text);
}

[[maybe_unused]] const char *const kPdfExportTexts[] = {
    QT_TRANSLATE_NOOP("floorgen::app", "the PDF could not be started"),
    QT_TRANSLATE_NOOP("floorgen::app", "a new PDF page could not be started"),
    QT_TRANSLATE_NOOP("floorgen::app", "the PDF could not be finished"),
};

constexpr int kMinPixelSide = 16;
// SVG and PDF: the picture's pixels at this resolution (CSS pixels), so they match the PNG at the same scale.
constexpr int kVectorResolution = 96;

void setupPainter(QPainter &painter) {
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setRenderHint(QPainter::TextAntialiasing, true);
    painter.setRenderHint(QPainter::SmoothPixmapTransform, true);
}

bool writeAll(QIODevice &device, const QByteArray &bytes, QString &error) {
    qint64 done = 0;
    while (done < bytes.size()) {
        const qint64 n = device.write(bytes.constData() + done, bytes.size() - done);
        if (n <= 0) {
            error =
                device.errorString().isEmpty() ? tr("the data could not be written") : device.errorString();
            return false;
        }
        done += n;
    }
    return true;
}

QSizeF scaledPreferredSize(const FloorView &view, const RenderOptions &render, const ExportOptions &options) {
    return FloorRenderer::preferredSize(view, render, kExportCellSize) * options.scale;
}

QByteArray svgPaintedBytes(QSize size, const QString &title, const QString &description,
                           const std::function<void(QPainter &, const QRectF &)> &paint, QString &error) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setResolution(
        kVectorResolution); // CSS pixels: the width and height in mm match the PNG's pixels
    generator.setTitle(title);
    generator.setDescription(description);
    QPainter painter;
    if (!painter.begin(&generator)) {
        error = tr("the SVG painter could not start");
        return {};
    }
    setupPainter(painter);
    paint(painter, QRectF(QPointF(0, 0), QSizeF(size)));
    painter.end();
    return bytes;
}

QByteArray svgBytes(const ExportItem &item, const RenderOptions &render, QSize size, QString &error) {
    return svgPaintedBytes(
        size, render.caption.isEmpty() ? applicationName() : render.caption,
        tr("Floor map exported by %1 %2").arg(applicationName(), applicationVersion()),
        [&](QPainter &painter, const QRectF &target) {
            FloorRenderer::paint(painter, target, item.view, render);
        },
        error);
}

QByteArray pngBytes(const QImage &image, QString &error) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "png");
    if (!writer.write(image)) {
        error = tr("PNG encoding failed: %1").arg(writer.errorString());
        return {};
    }
    return bytes;
}

} // namespace

void makePdfExportReproducible() {
    QHashSeed::setDeterministicGlobalSeed();
}

QString exportFormatKey(ExportFormat format) {
    switch (format) {
    case ExportFormat::Png:
        return QStringLiteral("png");
    case ExportFormat::Svg:
        return QStringLiteral("svg");
    case ExportFormat::Pdf:
        return QStringLiteral("pdf");
    case ExportFormat::Json:
        return QStringLiteral("json");
    }
    return {};
}

std::optional<ExportFormat> exportFormatFromKey(const QString &key) {
    const QString k = key.trimmed().toLower();
    for (ExportFormat f : {ExportFormat::Png, ExportFormat::Svg, ExportFormat::Pdf, ExportFormat::Json})
        if (k == exportFormatKey(f))
            return f;
    return std::nullopt;
}

std::optional<ExportFormat> exportFormatFromFileName(const QString &fileName) {
    const QString suffix = QFileInfo(fileName).suffix();
    if (suffix.isEmpty())
        return std::nullopt;
    return exportFormatFromKey(suffix);
}

RenderOptions ExportOptions::renderOptions(const Floor &floor, RenderOptions base,
                                           const FileCatalog *gameData) const {
    base.theme = theme;
    base.showHidden = showHidden;
    base.deadEndNumbers = deadEndNumbers;
    base.legend = legend;
    base.caption =
        caption ? (captionText.isEmpty() ? defaultCaption(floor, gameData) : captionText) : QString();
    base.transparentBackground = transparent;
    base.fitToFloor = fitToFloor;
    base.provenanceMarks = provenanceMarks;
    if (!fitToFloor)
        base.cellWindow = QRect(); // the whole grid, also when the map shares a window between frames
    base.highlightRoom = -1;
    return base;
}

QString defaultCaption(const Floor &floor, const FileCatalog *gameData) {
    const Settings &s = floor.settings;
    QStringList parts;
    if (s.runSeed)
        parts << QString::fromStdString(seedToString(*s.runSeed));
    else
        parts << tr("Stage seed %1").arg(floor.stageSeed);
    parts << trStage(s.stage, s.stageType);
    QString ruleSet = trRuleSet(s);
    if (s.hard)
        ruleSet = tr("%1, hard").arg(ruleSet);
    parts << ruleSet;
    for (int i = 0; i < kItemCount; ++i)
        if (s.has(static_cast<Item>(i)))
            parts << trItem(static_cast<Item>(i));
    for (CurseBit c : kAllCurses)
        if (floor.curseMask & c)
            parts << trCurse(c);
    if (gameData)
        parts << tr("Rooms: %1").arg(gameDataLabel(*gameData));
    return parts.join(QStringLiteral(" \u00b7 "));
}

namespace {

// The export size checks of every picture: a pixel size given, or the scale and the picture size it gives
// (`scaled`, asked only when the scale itself is in range).
// (A std::function, not a template parameter: lupdate would take the parameter's name for the texts'
// context.)
std::optional<QString> checkExportSize(const ExportOptions &options, const std::function<QSizeF()> &scaled) {
    if (options.pixelSize.isValid()) {
        const QSize s = options.pixelSize;
        if (s.width() < kMinPixelSide || s.height() < kMinPixelSide || s.width() > kMaxExportSide ||
            s.height() > kMaxExportSide)
            return tr("the size %1x%2 is out of range (each side %3 to %4 pixels)")
                .arg(s.width())
                .arg(s.height())
                .arg(kMinPixelSide)
                .arg(kMaxExportSide);
        return std::nullopt;
    }
    if (!std::isfinite(options.scale) || options.scale < kMinExportScale || options.scale > kMaxExportScale)
        return tr("the scale %1 is out of range (%2 to %3)")
            .arg(options.scale)
            .arg(kMinExportScale)
            .arg(kMaxExportScale);
    const QSizeF size = scaled();
    if (size.width() > kMaxExportSide || size.height() > kMaxExportSide)
        return tr("the scale %1 gives a %2x%3 picture, larger than %4 pixels a side")
            .arg(options.scale)
            .arg(std::ceil(size.width()))
            .arg(std::ceil(size.height()))
            .arg(kMaxExportSide);
    if (size.width() < 1 || size.height() < 1)
        return tr("the scale %1 gives an empty picture").arg(options.scale);
    return std::nullopt;
}

} // namespace

std::optional<QString> validateExportSize(const FloorView &view, const RenderOptions &render,
                                          const ExportOptions &options) {
    return checkExportSize(options, [&] { return scaledPreferredSize(view, render, options); });
}

QSize exportImageSize(const FloorView &view, const RenderOptions &render, const ExportOptions &options) {
    if (validateExportSize(view, render, options))
        return {};
    if (options.pixelSize.isValid())
        return options.pixelSize;
    const QSizeF size = scaledPreferredSize(view, render, options);
    return QSize(static_cast<int>(std::ceil(size.width() - 1e-6)),
                 static_cast<int>(std::ceil(size.height() - 1e-6)));
}

QImage renderExportImage(const ExportItem &item, const ExportOptions &options, const RenderOptions &base) {
    if (!item.floor)
        return {};
    const RenderOptions render = options.renderOptions(*item.floor, base, item.gameData);
    const QSize size = exportImageSize(item.view, render, options);
    if (size.isEmpty())
        return {};
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull())
        return {};
    image.fill(options.transparent ? QColor(Qt::transparent) : FloorRenderer::backgroundColor(options.theme));
    QPainter painter(&image);
    setupPainter(painter);
    FloorRenderer::paint(painter, QRectF(image.rect()), item.view, render);
    painter.end();
    return image;
}

bool writeExport(QIODevice &device, const ExportItem &item, const ExportOptions &options, QString &error,
                 const RenderOptions &base) {
    if (!item.floor) {
        error = tr("there is no floor to export");
        return false;
    }
    QByteArray bytes;
    switch (options.format) {
    case ExportFormat::Json:
        bytes = QJsonDocument(app::floorToJson(*item.floor, item.gameData)).toJson(QJsonDocument::Indented);
        break;
    case ExportFormat::Png: {
        const RenderOptions render = options.renderOptions(*item.floor, base, item.gameData);
        if (auto problem = validateExportSize(item.view, render, options)) {
            error = *problem;
            return false;
        }
        const QImage image = renderExportImage(item, options, base);
        if (image.isNull()) {
            error = tr("the image could not be allocated");
            return false;
        }
        bytes = pngBytes(image, error);
        if (bytes.isEmpty())
            return false;
        break;
    }
    case ExportFormat::Svg: {
        const RenderOptions render = options.renderOptions(*item.floor, base, item.gameData);
        if (auto problem = validateExportSize(item.view, render, options)) {
            error = *problem;
            return false;
        }
        bytes = svgBytes(item, render, exportImageSize(item.view, render, options), error);
        if (bytes.isEmpty())
            return false;
        break;
    }
    case ExportFormat::Pdf: {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        PdfExport pdf(buffer, options, base);
        if (!pdf.addPage(item, error) || !pdf.finish(error))
            return false;
        break;
    }
    }
    return writeAll(device, bytes, error);
}

// ---- pictures that are not one floor ----------------------------------------------------------------------

std::optional<QString> validatePictureSize(const ExportPicture &picture, const ExportOptions &options) {
    return checkExportSize(options, [&] { return picture.size * options.scale; });
}

QSize pictureExportSize(const ExportPicture &picture, const ExportOptions &options) {
    if (validatePictureSize(picture, options))
        return {};
    if (options.pixelSize.isValid())
        return options.pixelSize;
    const QSizeF size = picture.size * options.scale;
    return QSize(static_cast<int>(std::ceil(size.width() - 1e-6)),
                 static_cast<int>(std::ceil(size.height() - 1e-6)));
}

bool writePictureExport(QIODevice &device, const ExportPicture &picture, const ExportOptions &options,
                        QString &error) {
    if (auto problem = validatePictureSize(picture, options)) {
        error = *problem;
        return false;
    }
    const QString title = picture.title.isEmpty() ? applicationName() : picture.title;
    QByteArray bytes;
    switch (options.format) {
    case ExportFormat::Json:
        error = tr("this picture has no JSON form");
        return false;
    case ExportFormat::Png: {
        const QSize size = pictureExportSize(picture, options);
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        if (image.isNull()) {
            error = tr("the image could not be allocated");
            return false;
        }
        image.fill(options.transparent ? QColor(Qt::transparent)
                                       : FloorRenderer::backgroundColor(options.theme));
        QPainter painter(&image);
        setupPainter(painter);
        picture.paint(painter, QRectF(image.rect()));
        painter.end();
        bytes = pngBytes(image, error);
        if (bytes.isEmpty())
            return false;
        break;
    }
    case ExportFormat::Svg:
        bytes =
            svgPaintedBytes(pictureExportSize(picture, options), title,
                            tr("Floor maps exported by %1 %2").arg(applicationName(), applicationVersion()),
                            picture.paint, error);
        if (bytes.isEmpty())
            return false;
        break;
    case ExportFormat::Pdf: {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        PdfExport pdf(buffer, options);
        pdf.setTitle(title);
        if (!pdf.addPage(picture, error) || !pdf.finish(error))
            return false;
        break;
    }
    }
    return writeAll(device, bytes, error);
}

// ---- PDF ------------------------------------------------------------------------------------------------

ExportOptions::PageSize localePageSize(const QLocale &locale) {
    return locale.measurementSystem() == QLocale::ImperialUSSystem ? ExportOptions::PageSize::Letter
                                                                   : ExportOptions::PageSize::A4;
}

namespace {

// The PDF's date: SOURCE_DATE_EPOCH (seconds since 1970, the reproducible-builds convention) when it is set
// to a whole number, else a fixed date, so that the same floors give the same bytes.
QDateTime pdfDate() {
    bool ok = false;
    const qint64 epoch = qEnvironmentVariable("SOURCE_DATE_EPOCH").trimmed().toLongLong(&ok);
    if (ok && epoch >= 0 && epoch <= 253402300799) // up to 9999-12-31: the PDF date has four year digits
        return QDateTime::fromSecsSinceEpoch(epoch, Qt::UTC);
    return QDateTime(QDate(2020, 1, 1), QTime(0, 0), Qt::UTC);
}

// What QPdfWriter writes goes through this device on its way to the target. It stops at the first write that
// fails (a full disk), so that a long batch ends there, not after painting every page. And it makes the
// output reproducible: Qt 6.4 has no setter for the dates it writes from the clock (the info dictionary's
// /CreationDate, written when painting begins) nor for the trailer's /ID (a random UUID, written at the end;
// Qt 6.4 writes one for PDF/A only). Both are held back while Qt writes them and replaced by strings of the
// same length (the cross-reference table holds byte offsets): the date of pdfDate(), and an ID hashed from
// the document's bytes. (The order of the embedded fonts is the other source of differences between runs:
// see makePdfExportReproducible.)
// Why a write or flush of `device` failed, given errno right after it (0 before it): QSaveFile leaves its
// error string unset when a write fails (a full disk: "Unknown error"), while errno holds the system's reason
// (issue 49).
QString failedWriteReason(const QIODevice &device, int error) {
    if (error != 0)
        return QString::fromLocal8Bit(std::strerror(error));
    return device.errorString().isEmpty()
               ? QCoreApplication::translate("floorgen::app", "the data could not be written")
               : device.errorString();
}

class PdfSink final : public QIODevice {
public:
    explicit PdfSink(QIODevice &target)
        : m_target(target)
        , m_hash(QCryptographicHash::Md5) {
        open(QIODevice::WriteOnly);
    }
    bool failed() const { return m_failed; }
    QString failure() const { return m_failure; }
    bool isSequential() const override { return true; }

    // Keep what is written from now on until release(), which fixes the dates and ID in it and passes it on.
    void hold() { m_holding = true; }
    bool release() {
        m_holding = false;
        QByteArray held;
        held.swap(m_held);
        fixCreationDate(held);
        fixDocumentId(held);
        return forward(held);
    }

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *data, qint64 length) override {
        if (m_failed)
            return -1;
        if (m_holding) {
            m_held.append(data, length);
            return length;
        }
        return forward(QByteArray::fromRawData(data, length)) ? length : -1;
    }

private:
    bool forward(const QByteArray &bytes) {
        if (m_failed)
            return false;
        m_hash.addData(bytes);
        qint64 done = 0;
        while (done < bytes.size()) {
            errno = 0;
            const qint64 n = m_target.write(bytes.constData() + done, bytes.size() - done);
            if (n <= 0) {
                m_failed = true;
                m_failure = failedWriteReason(m_target, errno);
                return false;
            }
            done += n;
        }
        return true;
    }

    // "/CreationDate (D:YYYYMMDDHHmmSS" then "Z)" or "+HH'mm')" / "-HH'mm')": the same form, at pdfDate().
    static void fixCreationDate(QByteArray &bytes) {
        static const QByteArray key = "/CreationDate (D:";
        const qsizetype at = bytes.indexOf(key);
        if (at < 0)
            return;
        const qsizetype start = at + key.size();
        const qsizetype end = bytes.indexOf(')', start);
        if (end < 0)
            return;
        const QDateTime date = pdfDate();
        QByteArray fixed = date.toString(QStringLiteral("yyyyMMddHHmmss")).toLatin1();
        fixed += end - start == fixed.size() + 1 ? QByteArray("Z") : QByteArray("+00'00'");
        if (fixed.size() == end - start)
            bytes.replace(start, fixed.size(), fixed);
    }

    // "/ID [ <hex> <hex> ]": both from the hash of every byte before the trailer.
    void fixDocumentId(QByteArray &bytes) {
        static const QByteArray key = "/ID [ <";
        const qsizetype at = bytes.indexOf(key);
        if (at < 0)
            return;
        QCryptographicHash hash(QCryptographicHash::Md5);
        hash.addData(m_hash.result());
        hash.addData(QByteArrayView(bytes).first(at));
        const QByteArray id = hash.result().toHex().toUpper();
        for (qsizetype open = bytes.indexOf('<', at); open >= 0 && open < bytes.size();) {
            const qsizetype close = bytes.indexOf('>', open);
            if (close < 0 || bytes.indexOf(']', at) < close)
                break;
            const qsizetype length = close - open - 1;
            bytes.replace(open + 1, length, id.left(length).leftJustified(length, '0'));
            open = bytes.indexOf('<', close);
        }
    }

    QIODevice &m_target;
    QCryptographicHash m_hash;
    QByteArray m_held;
    bool m_holding = false;
    bool m_failed = false;
    QString m_failure;
};

} // namespace

struct PdfExport::Private {
    ExportOptions options;
    RenderOptions base;
    PdfSink sink;
    QPdfWriter writer;
    QPainter painter;
    int pages = 0;
    bool failed = false;

    Private(QIODevice &device, const ExportOptions &o, const RenderOptions &b)
        : options(o)
        , base(b)
        , sink(device)
        , writer(&sink) {}
};

PdfExport::PdfExport(QIODevice &device, const ExportOptions &options, const RenderOptions &base)
    : d(std::make_unique<Private>(device, options, base)) {
    d->writer.setResolution(kVectorResolution);
    d->writer.setCreator(QStringLiteral("%1 %2").arg(applicationName(), applicationVersion()));
    d->writer.setTitle(applicationName());
}

PdfExport::~PdfExport() {
    if (d->painter.isActive())
        d->painter.end();
}

int PdfExport::pageCount() const {
    return d->pages;
}

bool PdfExport::addPage(const ExportItem &item, QString &error) {
    if (!writable(error))
        return false;
    if (!item.floor) {
        error = tr("there is no floor to export");
        return false;
    }
    // The page is the picture at the export scale; an exact pixel size is for PNG and ignored here.
    ExportOptions pageOptions = d->options;
    pageOptions.pixelSize = QSize();
    const RenderOptions render = pageOptions.renderOptions(*item.floor, d->base, item.gameData);
    if (auto problem = validateExportSize(item.view, render, pageOptions)) {
        error = *problem;
        return false;
    }
    return addPainted(
        scaledPreferredSize(item.view, render, pageOptions),
        [&](QPainter &painter, const QRectF &target) {
            FloorRenderer::paint(painter, target, item.view, render);
        },
        error);
}

bool PdfExport::addPage(const ExportPicture &picture, QString &error) {
    if (!writable(error))
        return false;
    ExportOptions pageOptions = d->options;
    pageOptions.pixelSize = QSize();
    if (auto problem = validatePictureSize(picture, pageOptions)) {
        error = *problem;
        return false;
    }
    return addPainted(picture.size * pageOptions.scale, picture.paint, error);
}

bool PdfExport::writable(QString &error) const {
    if (d->sink.failed()) {
        error = d->sink.failure();
        return false;
    }
    if (d->failed) {
        error = tr("the PDF could not be started");
        return false;
    }
    return true;
}

bool PdfExport::addPainted(QSizeF pixels, const std::function<void(QPainter &, const QRectF &)> &paint,
                           QString &error) {
    const QSizeF points = pixels * (72.0 / kVectorResolution);
    const bool paper = d->options.pageSize != ExportOptions::PageSize::Fit;
    // One paper size for every page of the file, portrait (issue 22, point 6).
    const QPageLayout layout =
        paper ? QPageLayout(QPageSize(d->options.pageSize == ExportOptions::PageSize::A4 ? QPageSize::A4
                                                                                         : QPageSize::Letter),
                            QPageLayout::Portrait, QMarginsF(0, 0, 0, 0), QPageLayout::Point)
              : QPageLayout(QPageSize(points, QPageSize::Point, QString(), QPageSize::ExactMatch),
                            QPageLayout::Portrait, QMarginsF(0, 0, 0, 0), QPageLayout::Point);
    if (d->pages == 0) {
        d->writer.setPageLayout(layout);
        d->sink.hold(); // the header, with the info dictionary's date
        const bool begun = d->painter.begin(&d->writer);
        if (!d->sink.release()) {
            d->failed = true;
            error = d->sink.failure();
            return false;
        }
        if (!begun) {
            d->failed = true;
            error = tr("the PDF could not be started");
            return false;
        }
    } else {
        d->writer.setPageLayout(layout);
        if (!d->writer.newPage()) {
            error = tr("a new PDF page could not be started");
            return false;
        }
        // Starting a page writes the one before: stop at the first write that failed.
        if (d->sink.failed()) {
            error = d->sink.failure();
            return false;
        }
    }
    // The page size can change from page to page: paint into this page's rectangle.
    const QRect page(0, 0, d->writer.width(), d->writer.height());
    d->painter.setViewport(page);
    d->painter.setWindow(page);
    d->painter.setClipping(false);
    setupPainter(d->painter);
    if (!d->options.transparent)
        d->painter.fillRect(page, FloorRenderer::backgroundColor(d->options.theme));
    QRectF target(page);
    if (paper) {
        // The picture fitted inside a 1/20 margin, centred, its proportions kept.
        const QRectF inner = target.marginsRemoved(
            QMarginsF(page.width() / 20.0, page.height() / 20.0, page.width() / 20.0, page.height() / 20.0));
        const QSizeF fitted = pixels.scaled(inner.size(), Qt::KeepAspectRatio);
        target = QRectF(inner.center() - QPointF(fitted.width() / 2, fitted.height() / 2), fitted);
    }
    paint(d->painter, target);
    ++d->pages;
    return true;
}

void PdfExport::setTitle(const QString &title) {
    d->writer.setTitle(title.isEmpty() ? applicationName() : title);
}

bool PdfExport::finish(QString &error) {
    if (d->pages == 0) {
        error = tr("there is no floor to export");
        return false;
    }
    d->sink.hold(); // the last page, the fonts, the cross-reference table and the trailer with its /ID
    const bool ended = d->painter.end();
    if (!d->sink.release()) {
        error = d->sink.failure();
        return false;
    }
    if (!ended) {
        error = tr("the PDF could not be finished");
        return false;
    }
    return true;
}

// ---- files ----------------------------------------------------------------------------------------------

namespace {

// A path to write through rather than replace: an existing file that is not a regular file (a device, a FIFO,
// a socket), or one reached through /proc (/dev/stdout, /dev/fd/N, /proc/self/fd/N: the file the shell opened
// for us, which may be a regular file that must not be swapped for another).
bool writesInPlace(const QFileInfo &info) {
    if (!info.exists() || info.isDir())
        return false;
    auto underProc = [](const QString &p) { return p.startsWith(QLatin1String("/proc/")); };
    return !info.isFile() || underProc(info.absoluteFilePath()) ||
           (info.isSymLink() && underProc(info.symLinkTarget()));
}

// Writes through an open device that is not ours to replace (standard output, a FIFO, a device node): no
// temporary file, no rename; `name` is the path as the user gave it.
bool writeThrough(QFileDevice &file, const QString &name,
                  const std::function<bool(QIODevice &, QString &)> &write, QString &error) {
    QString cause;
    if (!write(file, cause)) {
        error = tr("cannot write \"%1\": %2").arg(escapedValue(name, kMaxEchoedPathChars), cause);
        return false;
    }
    if (!file.flush() || file.error() != QFileDevice::NoError) {
        error =
            tr("cannot write \"%1\": %2").arg(escapedValue(name, kMaxEchoedPathChars), file.errorString());
        return false;
    }
    return true;
}

} // namespace

namespace {
std::atomic<bool> g_standardOutputClosed{false};
} // namespace

void setStandardOutputClosed(bool closed) {
    g_standardOutputClosed.store(closed);
}

bool writeFileAtomically(const QString &path, const std::function<bool(QIODevice &, QString &)> &write,
                         QString &error) {
    if (path.trimmed().isEmpty()) {
        error = tr("no file name given");
        return false;
    }
    if (path == QLatin1String("-") && g_standardOutputClosed.load()) {
        error = tr("cannot write \"%1\": standard output is closed").arg(path);
        return false;
    }
    if (path == QLatin1String("-")) {
        QFile out;
        if (!out.open(STDOUT_FILENO, QIODevice::WriteOnly, QFileDevice::DontCloseHandle)) {
            error = tr("cannot write \"%1\": %2").arg(path, out.errorString());
            return false;
        }
        return writeThrough(out, path, write, error);
    }
    const QFileInfo info(path);
    if (info.isDir()) {
        error = tr("cannot write \"%1\": it is a folder").arg(escapedValue(path, kMaxEchoedPathChars));
        return false;
    }
    if (info.isSymLink() && !info.exists()) {
        // QSaveFile would make the link's target, or replace the link; a loop has no target at all.
        struct stat st {};
        const bool loop = ::stat(QFile::encodeName(path).constData(), &st) != 0 && errno == ELOOP;
        error = loop ? tr("cannot write \"%1\": it is a loop of symbolic links")
                           .arg(escapedValue(path, kMaxEchoedPathChars))
                     : tr("cannot write \"%1\": it is a symbolic link to nothing (\"%2\" does not exist)")
                           .arg(escapedValue(path, kMaxEchoedPathChars),
                                escapedValue(info.symLinkTarget(), kMaxEchoedPathChars));
        return false;
    }
    const QFileInfo folder(info.absolutePath());
    if (!folder.exists()) {
        error = tr("cannot write \"%1\": the folder \"%2\" does not exist")
                    .arg(escapedValue(path, kMaxEchoedPathChars),
                         escapedValue(folder.filePath(), kMaxEchoedPathChars));
        return false;
    }
    if (!folder.isDir()) {
        error = tr("cannot write \"%1\": \"%2\" is not a folder")
                    .arg(escapedValue(path, kMaxEchoedPathChars),
                         escapedValue(folder.filePath(), kMaxEchoedPathChars));
        return false;
    }
    if (writesInPlace(info)) {
        // Opening for writing truncates a regular file and does nothing more to a device or a FIFO (a FIFO
        // waits here for its reader, as with cp or tee).
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly)) {
            error = tr("cannot write \"%1\": %2")
                        .arg(escapedValue(path, kMaxEchoedPathChars), file.errorString());
            return false;
        }
        return writeThrough(file, path, write, error);
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        error =
            tr("cannot write \"%1\": %2").arg(escapedValue(path, kMaxEchoedPathChars), file.errorString());
        return false;
    }
    QString cause;
    if (!write(file, cause)) {
        file.cancelWriting();
        error = tr("cannot write \"%1\": %2").arg(escapedValue(path, kMaxEchoedPathChars), cause);
        return false;
    }
    // The last buffered bytes go out here: a full disk is named by the flush (commit() alone said "Unknown
    // error"; issue 49).
    errno = 0;
    if (!file.flush()) {
        const QString why = failedWriteReason(file, errno);
        file.cancelWriting();
        error = tr("cannot write \"%1\": %2").arg(escapedValue(path, kMaxEchoedPathChars), why);
        return false;
    }
    if (!file.commit()) {
        error =
            tr("cannot write \"%1\": %2").arg(escapedValue(path, kMaxEchoedPathChars), file.errorString());
        return false;
    }
    return true;
}

bool exportToFile(const QString &path, const ExportItem &item, const ExportOptions &options, QString &error,
                  const RenderOptions &base) {
    return writeFileAtomically(
        path, [&](QIODevice &device, QString &e) { return writeExport(device, item, options, e, base); },
        error);
}

bool exportPictureToFile(const QString &path, const ExportPicture &picture, const ExportOptions &options,
                         QString &error) {
    return writeFileAtomically(
        path, [&](QIODevice &device, QString &e) { return writePictureExport(device, picture, options, e); },
        error);
}

bool exportPdfToFile(const QString &path, const std::vector<ExportItem> &items, const ExportOptions &options,
                     QString &error, const RenderOptions &base) {
    return writeFileAtomically(
        path,
        [&](QIODevice &device, QString &e) {
            PdfExport pdf(device, options, base);
            for (const ExportItem &item : items)
                if (!pdf.addPage(item, e))
                    return false;
            return pdf.finish(e);
        },
        error);
}

} // namespace floorgen::app
