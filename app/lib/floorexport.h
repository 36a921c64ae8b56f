#pragma once

// Export of floors for guides: PNG, SVG, PDF and the floor JSON of generation.md section 12. Every picture is
// painted by FloorRenderer, the renderer the map widget uses; regular files are written through QSaveFile, so
// a failed export leaves no partial file behind (see writeFileAtomically). The same inputs give the same
// bytes in every format (a PDF's dates come from SOURCE_DATE_EPOCH, else a fixed date). QtGui and QtSvg only
// (the CLI renders with no display).

#include "floorgen/filecatalog.h"
#include "floorgen/generator.h"
#include "floorrenderer.h"

#include <functional>
#include <memory>
#include <optional>

#include <QIODevice>
#include <QImage>
#include <QSize>
#include <QSizeF>
#include <QString>

class QLocale;

namespace floorgen {
class FileCatalog;
}

namespace floorgen::app {

enum class ExportFormat { Png, Svg, Pdf, Json };

// "png", "svg", "pdf", "json" (lower case, also the file suffix).
QString exportFormatKey(ExportFormat format);
// From a key such as "PNG" or "pdf" (case-insensitive); nothing for anything else.
std::optional<ExportFormat> exportFormatFromKey(const QString &key);
// From a file name's suffix ("map.PNG" -> Png); nothing when the suffix is missing or unknown.
std::optional<ExportFormat> exportFormatFromFileName(const QString &fileName);

struct ExportOptions {
    ExportFormat format = ExportFormat::Png;
    qreal scale = 1.0;          // PNG/SVG/PDF: times the renderer's preferred size at kExportCellSize
    QSize pixelSize;            // PNG: when valid, the exact image size (the floor is fitted and centred)
    bool transparent = false;   // no background fill
    bool legend = true;         // a legend of the icons present
    bool caption = true;        // a caption above the map
    QString captionText;        // the caption; empty means defaultCaption(floor)
    bool deadEndNumbers = true; // 1 = farthest dead end
    bool showHidden = true;     // false: secret rooms left out, as the player sees the map
    bool fitToFloor = true;     // only the part of the 13x13 grid the floor uses (false: the whole grid)
    // Badges on the rooms whose rule is not the verified engine, and the note of what the floor rests on.
    bool provenanceMarks = true;
    Theme theme = Theme::Light;
    // PDF: every page this paper size (portrait), the map fitted and centred on it; PageSize::Fit sizes
    // each page to its floor.
    enum class PageSize { Fit, A4, Letter };
    PageSize pageSize = PageSize::Fit;

    // `base` with the export's choices applied (theme, legend, caption, ...); the selection highlight is
    // cleared. The GUI passes the map's own options as `base` so that heat map or room numbers carry over.
    // `gameData`: the player's room files the floor was generated with (the default caption names them).
    RenderOptions renderOptions(const Floor &floor, RenderOptions base = {},
                                const FileCatalog *gameData = nullptr) const;

    friend bool operator==(const ExportOptions &, const ExportOptions &) = default;
};

// The paper size of the locale: Letter where the US measurement system is used, A4 elsewhere.
ExportOptions::PageSize localePageSize(const QLocale &locale);

// Pixels per grid cell at scale 1.
inline constexpr qreal kExportCellSize = 48;
// The largest image side an export accepts (PNG, SVG and PDF alike).
inline constexpr int kMaxExportSide = 16384;
inline constexpr qreal kMinExportScale = 0.1;
inline constexpr qreal kMaxExportScale = 16;

// What the caption says by default: seed string (or stage seed), stage name, rule set, hard mode, and the
// items and curses in force, e.g. "B91Y 9THH · Basement I · Repentance · Luna · Curse of the Lost"; with
// `gameData` (the player's room files the floor was generated with) last "Rooms: resources/rooms".
QString defaultCaption(const Floor &floor, const FileCatalog *gameData = nullptr);

// One picture to export: the frame to draw (the final floor or a step-through frame) and the floor it belongs
// to (for the caption and for JSON, which always describes the finished floor).
struct ExportItem {
    const Floor *floor = nullptr;
    FloorView view;
    // The player's room files the floor was generated with (null: the built-in catalog): named in the
    // default caption, and the JSON's `gameData` and rooms' `layout` come from them.
    const FileCatalog *gameData = nullptr;

    static ExportItem fromFloor(const Floor &floor, const FileCatalog *gameData = nullptr) {
        return {&floor, FloorView::fromFloor(floor), gameData};
    }
};

// The size of the picture in pixels (PNG) or SVG user units: the preferred size times the scale, or the
// pixel size when one is given. Empty when the options ask for something too large (see validateExportSize).
QSize exportImageSize(const FloorView &view, const RenderOptions &render, const ExportOptions &options);
// Nothing when the size and scale are acceptable, else a message naming the bad value.
std::optional<QString> validateExportSize(const FloorView &view, const RenderOptions &render,
                                          const ExportOptions &options);

// The picture as an image (PNG export and Copy image). Null image when the size is invalid.
QImage renderExportImage(const ExportItem &item, const ExportOptions &options,
                         const RenderOptions &base = {});

// Writes one item in options.format to an open device. False with a message on failure.
bool writeExport(QIODevice &device, const ExportItem &item, const ExportOptions &options, QString &error,
                 const RenderOptions &base = {});

// A picture that is not one floor (the run view's sheet of every floor of a run): its size in pixels at scale
// 1 and what paints it into a rectangle (of that size times the scale, or fitted on a page). It shares the
// floor export's formats, scale, size limits and the reproducible PDF.
struct ExportPicture {
    QSizeF size;
    std::function<void(QPainter &, const QRectF &)> paint;
    QString title; // the SVG's and the PDF's title; empty: the application's name
};
// Nothing when the picture at these options' scale (or pixel size) is acceptable, else a message.
std::optional<QString> validatePictureSize(const ExportPicture &picture, const ExportOptions &options);
// The picture's size in pixels (PNG) or SVG user units; empty when validatePictureSize refuses it.
QSize pictureExportSize(const ExportPicture &picture, const ExportOptions &options);
// The picture as PNG, SVG or a one-page PDF (options.format; JSON is refused). False with a message.
bool writePictureExport(QIODevice &device, const ExportPicture &picture, const ExportOptions &options,
                        QString &error);
// writePictureExport into a file through writeFileAtomically.
bool exportPictureToFile(const QString &path, const ExportPicture &picture, const ExportOptions &options,
                         QString &error);

// Makes PDF exports reproducible across runs; call it first thing in main(), before any QHash exists.
// Qt 6.4's PDF engine keeps the fonts it embeds (the regular and the bold face of the captions) in a QHash
// and writes them in that hash's order, which follows the process's random hash seed: so two runs wrote the
// same fonts in a different order. This fixes the seed (QHashSeed::setDeterministicGlobalSeed). It must not
// be called later: a hash made before it would no longer find its string keys. The PDF's dates are handled by
// PdfExport itself.
void makePdfExportReproducible();

// A PDF with one floor per page, each page sized to its floor. Pages are painted as they are added, so a
// batch of many floors does not hold them in memory.
class PdfExport {
public:
    PdfExport(QIODevice &device, const ExportOptions &options, const RenderOptions &base = {});
    ~PdfExport();
    PdfExport(const PdfExport &) = delete;
    PdfExport &operator=(const PdfExport &) = delete;

    bool addPage(const ExportItem &item, QString &error);
    // A page with a picture that is not a floor (see ExportPicture).
    bool addPage(const ExportPicture &picture, QString &error);
    int pageCount() const;
    // The document's title (the application's name by default).
    void setTitle(const QString &title);
    // Ends the document; false with a message when nothing was written or painting failed.
    bool finish(QString &error);

private:
    // False with the message when an earlier write or the start of the document failed.
    bool writable(QString &error) const;
    bool addPainted(QSizeF pixels, const std::function<void(QPainter &, const QRectF &)> &paint,
                    QString &error);

    struct Private;
    std::unique_ptr<Private> d;
};

// Writes a file: checks the path (its folder exists and is a folder, the path is not a folder) and calls
// `write` on it. A regular file (new or existing) is written atomically: through a QSaveFile, committed only
// if `write` returned true, so that on any failure the target is left as it was (no partial file). An
// existing path that is not a regular file (a device such as /dev/null or /dev/full, a FIFO) or that leads
// through /proc (/dev/stdout) is written in place, as cp and tee do: no temporary file, never replaced. "-"
// is standard output. `error` names the path and the cause (a full disk: "No space left on device").
// A symbolic link is written through to its target (as cp does); a link that leads nowhere (dangling, or a
// loop of links) is refused with a message.
bool writeFileAtomically(const QString &path, const std::function<bool(QIODevice &, QString &)> &write,
                         QString &error);
// Said by a program that found its standard output closed and put /dev/full there (the CLI's main): "-" is
// then refused as closed, not as a full disk.
void setStandardOutputClosed(bool closed);

// writeExport into a file through writeFileAtomically.
bool exportToFile(const QString &path, const ExportItem &item, const ExportOptions &options, QString &error,
                  const RenderOptions &base = {});
// Several items into one PDF file, one page each.
bool exportPdfToFile(const QString &path, const std::vector<ExportItem> &items, const ExportOptions &options,
                     QString &error, const RenderOptions &base = {});

} // namespace floorgen::app
