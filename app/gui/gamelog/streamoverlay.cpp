#include "gamelog/streamoverlay.h"

#include "appsettings.h"
#include "textutil.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace floorgen::gui {

using Key = app::AppSettings::Key;

StreamOverlay::StreamOverlay(app::AppSettings &settings, QObject *parent)
    : QObject(parent)
    , m_settings(settings) {}

OverlayOptions StreamOverlay::options() const {
    OverlayOptions o;
    o.on = m_settings.boolValue(Key::OverlayOn);
    o.folder = m_settings.stringValue(Key::OverlayFolder);
    o.size = m_settings.intValue(Key::OverlaySize);
    o.transparent = m_settings.boolValue(Key::OverlayTransparent);
    o.showHidden = m_settings.boolValue(Key::OverlayShowHidden);
    return o;
}

void StreamOverlay::setOptions(const OverlayOptions &o) {
    m_settings.setValue(Key::OverlayOn, o.on);
    m_settings.setValue(Key::OverlayFolder, o.folder);
    m_settings.setValue(Key::OverlaySize, std::clamp(o.size, kMinSize, kMaxSize));
    m_settings.setValue(Key::OverlayTransparent, o.transparent);
    m_settings.setValue(Key::OverlayShowHidden, o.showHidden);
}

QString StreamOverlay::problem(const OverlayOptions &o) {
    if (!o.on)
        return {};
    if (o.folder.trimmed().isEmpty())
        return tr("Choose the folder the overlay is written to.");
    const QFileInfo info(o.folder);
    if (!info.exists())
        return tr("The folder \"%1\" does not exist.")
            .arg(app::escapedValue(o.folder, app::kMaxEchoedPathChars));
    if (!info.isDir())
        return tr("\"%1\" is not a folder.").arg(app::escapedValue(o.folder, app::kMaxEchoedPathChars));
    return {};
}

app::ExportOptions StreamOverlay::exportOptions(const OverlayOptions &o) {
    app::ExportOptions e;
    e.format = app::ExportFormat::Png;
    e.pixelSize = QSize(std::clamp(o.size, kMinSize, kMaxSize), std::clamp(o.size, kMinSize, kMaxSize));
    e.transparent = o.transparent;
    e.legend = false;
    e.caption = false;
    e.showHidden = o.showHidden;
    e.fitToFloor = true;
    e.provenanceMarks = false;
    e.theme = app::Theme::Dark;
    return e;
}

QByteArray StreamOverlay::pageText(const OverlayOptions &o) {
    const int side = std::clamp(o.size, kMinSize, kMaxSize);
    // The new picture replaces the old one only once it has loaded whole (no flicker, no broken image while
    // the app renames the next one into place); without scripts the page reloads itself.
    return QStringLiteral("<!DOCTYPE html>\n"
                          "<html>\n<head>\n<meta charset=\"utf-8\">\n<title>isaac-floorgen: the floor on "
                          "stream</title>\n"
                          "<noscript><meta http-equiv=\"refresh\" content=\"2\"></noscript>\n"
                          "<style>html, body { margin: 0; background: transparent; overflow: hidden; }\n"
                          "img { display: block; width: %1px; height: %1px; }</style>\n"
                          "</head>\n<body>\n<img id=\"map\" src=\"%2\" alt=\"\">\n<script>\n"
                          "const map = document.getElementById('map');\n"
                          "setInterval(() => {\n"
                          "  const next = new Image();\n"
                          "  next.onload = () => { map.src = next.src; };\n"
                          "  next.src = '%2?t=' + Date.now();\n"
                          "}, 1000);\n"
                          "</script>\n</body>\n</html>\n")
        .arg(side)
        .arg(pictureName())
        .toUtf8();
}

bool StreamOverlay::write(const Floor &floor, const FileCatalog *gameData, QString &error) {
    const OverlayOptions o = options();
    if (!o.on)
        return true;
    if (const QString why = problem(o); !why.isEmpty()) {
        error = why;
        return false;
    }
    const QDir dir(o.folder);
    const app::ExportItem item = app::ExportItem::fromFloor(floor, gameData);
    const app::ExportOptions export_ = exportOptions(o);
    if (!app::writeFileAtomically(
            dir.filePath(pictureName()),
            [&](QIODevice &device, QString &e) { return app::writeExport(device, item, export_, e); }, error))
        return false;
    const QByteArray page = pageText(o);
    if (!app::writeFileAtomically(
            dir.filePath(pageName()),
            [&](QIODevice &device, QString &e) {
                if (device.write(page) == page.size())
                    return true;
                e = device.errorString();
                return false;
            },
            error))
        return false;
    ++m_writes;
    return true;
}

// ---- the dialog ----

StreamOverlayDialog::StreamOverlayDialog(const OverlayOptions &o, QWidget *parent)
    : QDialog(parent) {
    setWindowTitle(tr("Stream Overlay"));
    setObjectName(QStringLiteral("streamOverlayDialog"));
    m_on = new QCheckBox(tr("Keep the overlay up to date while Follow Game runs"), this);
    m_on->setObjectName(QStringLiteral("overlayOn"));
    m_on->setChecked(o.on);
    m_folder = new QLineEdit(o.folder, this);
    m_folder->setObjectName(QStringLiteral("overlayFolder"));
    auto *browse = new QPushButton(tr("Choose…"), this);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString dir =
            QFileDialog::getExistingDirectory(this, tr("The overlay's folder"), m_folder->text());
        if (!dir.isEmpty())
            m_folder->setText(QDir::toNativeSeparators(dir));
    });
    auto *folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browse);
    m_size = new QSpinBox(this);
    m_size->setObjectName(QStringLiteral("overlaySize"));
    m_size->setRange(StreamOverlay::kMinSize, StreamOverlay::kMaxSize);
    m_size->setSuffix(tr(" px"));
    m_size->setValue(o.size);
    m_transparent = new QCheckBox(tr("Transparent background"), this);
    m_transparent->setObjectName(QStringLiteral("overlayTransparent"));
    m_transparent->setChecked(o.transparent);
    m_hidden = new QCheckBox(tr("Show the secret rooms"), this);
    m_hidden->setObjectName(QStringLiteral("overlayShowHidden"));
    m_hidden->setChecked(o.showHidden);
    auto *about =
        new QLabel(tr("At every new floor the app writes %1 (the map) and %2 (a page that shows it and "
                      "reloads it) into this folder, and nothing else. In OBS, add a Browser source "
                      "with the local file %2, or an Image source with %1.")
                       .arg(StreamOverlay::pictureName(), StreamOverlay::pageName()),
                   this);
    about->setWordWrap(true);
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("overlayProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #c0392b;"));
    m_problem->hide();
    auto *form = new QFormLayout;
    form->addRow(tr("Folder:"), folderRow);
    form->addRow(tr("Size:"), m_size);
    form->addRow(m_transparent);
    form->addRow(m_hidden);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &StreamOverlayDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_on);
    layout->addLayout(form);
    layout->addWidget(about);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
}

OverlayOptions StreamOverlayDialog::options() const {
    OverlayOptions o;
    o.on = m_on->isChecked();
    o.folder = QDir::fromNativeSeparators(m_folder->text().trimmed());
    o.size = m_size->value();
    o.transparent = m_transparent->isChecked();
    o.showHidden = m_hidden->isChecked();
    return o;
}

void StreamOverlayDialog::accept() {
    if (const QString why = StreamOverlay::problem(options()); !why.isEmpty()) {
        m_problem->setText(why);
        m_problem->show();
        return;
    }
    QDialog::accept();
}

} // namespace floorgen::gui
