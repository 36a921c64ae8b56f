#include "export/exportdialog.h"

#include "appsettings.h"
#include "floorgen/seedstring.h"

#include <cmath>

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace floorgen::gui {

namespace {

using Key = app::AppSettings::Key;

constexpr app::ExportFormat kFormats[] = {app::ExportFormat::Png, app::ExportFormat::Svg,
                                          app::ExportFormat::Pdf, app::ExportFormat::Json};

QString filterOf(app::ExportFormat f) {
    switch (f) {
    case app::ExportFormat::Png:
        return ExportDialog::tr("PNG image (*.png)");
    case app::ExportFormat::Svg:
        return ExportDialog::tr("SVG vector image (*.svg)");
    case app::ExportFormat::Pdf:
        return ExportDialog::tr("PDF document (*.pdf)");
    case app::ExportFormat::Json:
        return ExportDialog::tr("Floor JSON (*.json)");
    }
    return {};
}

QString withSuffix(const QString &fileName, app::ExportFormat format) {
    if (fileName.trimmed().isEmpty())
        return fileName;
    const QFileInfo info(fileName);
    const QString suffix = app::exportFormatKey(format);
    if (info.suffix().compare(suffix, Qt::CaseInsensitive) == 0)
        return fileName;
    // Replace a known picture suffix; otherwise append.
    if (app::exportFormatFromFileName(fileName))
        return fileName.left(fileName.size() - info.suffix().size()) + suffix;
    return fileName + QLatin1Char('.') + suffix;
}

} // namespace

QString ExportDialog::defaultFolder() {
    const QString pictures = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    // A first export must not fail because ~/Pictures was never made.
    if (!pictures.isEmpty() && (QFileInfo(pictures).isDir() || QDir().mkpath(pictures)))
        return pictures;
    return QDir::homePath();
}

ExportDialog::ExportDialog(const app::ExportItem &item, bool stepping, QWidget *parent)
    : QDialog(parent)
    , m_item(item)
    , m_stepping(stepping) {
    setWindowTitle(tr("Export Floor"));
    build();
}

ExportDialog::ExportDialog(const RunExport &run, QWidget *parent)
    : QDialog(parent)
    , m_run(run) {
    setWindowTitle(tr("Export Run"));
    build();
}

void ExportDialog::build() {
    const app::ExportItem &item = m_item;
    const bool stepping = m_stepping;

    m_file = new QLineEdit;
    m_file->setObjectName(QStringLiteral("exportFile"));
    m_file->setMinimumWidth(360);
    m_browse = new QPushButton(tr("&Browse…"));
    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(m_file, 1);
    fileRow->addWidget(m_browse);

    m_format = new QComboBox;
    m_format->setObjectName(QStringLiteral("exportFormat"));
    m_format->addItem(tr("PNG image"), int(app::ExportFormat::Png));
    m_format->addItem(tr("SVG vector image"), int(app::ExportFormat::Svg));
    m_format->addItem(tr("PDF document"), int(app::ExportFormat::Pdf));
    if (!m_run)
        m_format->addItem(tr("Floor JSON (for web tools)"), int(app::ExportFormat::Json));

    m_byScale = new QRadioButton(tr("&Scale"));
    m_bySize = new QRadioButton(tr("E&xact size"));
    auto *sizeGroup = new QButtonGroup(this);
    sizeGroup->addButton(m_byScale);
    sizeGroup->addButton(m_bySize);
    m_scale = new QDoubleSpinBox;
    m_scale->setObjectName(QStringLiteral("exportScale"));
    m_scale->setRange(app::kMinExportScale, app::kMaxExportScale);
    m_scale->setDecimals(2);
    m_scale->setSingleStep(0.25);
    m_scale->setSuffix(tr(" ×"));
    m_width = new QSpinBox;
    m_width->setObjectName(QStringLiteral("exportWidth"));
    m_height = new QSpinBox;
    m_height->setObjectName(QStringLiteral("exportHeight"));
    for (QSpinBox *s : {m_width, m_height}) {
        s->setRange(16, app::kMaxExportSide);
        s->setSuffix(tr(" px"));
    }
    auto *scaleRow = new QHBoxLayout;
    scaleRow->addWidget(m_byScale);
    scaleRow->addWidget(m_scale);
    scaleRow->addStretch();
    auto *sizeRow = new QHBoxLayout;
    sizeRow->addWidget(m_bySize);
    sizeRow->addWidget(m_width);
    sizeRow->addWidget(new QLabel(tr("×")));
    sizeRow->addWidget(m_height);
    sizeRow->addStretch();
    m_sizeNote = new QLabel;
    m_sizeNote->setObjectName(QStringLiteral("exportSizeNote"));
    auto *sizeBox = new QVBoxLayout;
    sizeBox->addLayout(scaleRow);
    sizeBox->addLayout(sizeRow);
    sizeBox->addWidget(m_sizeNote);

    m_theme = new QComboBox;
    m_theme->setObjectName(QStringLiteral("exportTheme"));
    m_theme->addItem(tr("Light"), int(app::Theme::Light));
    m_theme->addItem(tr("Dark"), int(app::Theme::Dark));

    m_transparent = new QCheckBox(tr("&Transparent background"));
    m_legend = new QCheckBox(tr("&Legend"));
    m_caption = new QCheckBox(tr("&Caption:"));
    m_captionText = new QLineEdit;
    m_captionText->setObjectName(QStringLiteral("exportCaptionText"));
    m_captionText->setPlaceholderText(m_run        ? m_run->defaultCaption
                                      : item.floor ? app::defaultCaption(*item.floor, item.gameData)
                                                   : QString());
    m_captionText->setToolTip(m_run ? tr("Leave empty for the seed: “%1”.").arg(m_run->defaultCaption)
                                    : tr("Leave empty for the seed, stage, rule set, items and curses."));
    auto *captionRow = new QHBoxLayout;
    captionRow->addWidget(m_caption);
    captionRow->addWidget(m_captionText, 1);
    m_deadEnds = new QCheckBox(tr("&Dead-end numbers"));
    m_hidden = new QCheckBox(tr("&Hidden rooms (secret, super secret, ultra secret)"));
    m_hidden->setToolTip(tr("Off: the map as the player sees it."));
    m_fit = new QCheckBox(tr("&Fit to floor (only the part of the grid the floor uses)"));
    m_provenance = new QCheckBox(tr("&Provenance marks (what is not verified against the game)"));
    m_provenance->setObjectName(QStringLiteral("exportProvenanceMarks"));
    m_provenance->setToolTip(tr("A badge on rooms whose rule is unchecked, a wiki rule or an approximation, "
                                "and a note under the map for what the whole floor rests on."));
    m_rewards = new QCheckBox(tr("Re&ward icons (as on the map)"));
    m_rewards->setObjectName(QStringLiteral("exportRewards"));
    auto *looks = new QVBoxLayout;
    for (QWidget *w : {static_cast<QWidget *>(m_transparent), static_cast<QWidget *>(m_legend)})
        looks->addWidget(w);
    looks->addLayout(captionRow);
    for (QWidget *w : {m_deadEnds, m_hidden, m_fit, m_provenance, m_rewards})
        looks->addWidget(w);

    m_finalFloor = new QRadioButton(tr("The fi&nal floor"));
    m_frame = new QRadioButton(tr("The step-through f&rame shown"));
    m_frame->setEnabled(stepping);
    if (!stepping)
        m_frame->setToolTip(tr("Start View > Step Through to export a frame."));
    if (m_run) {
        m_finalFloor->setText(tr("The run &view, one picture"));
        m_frame->setText(tr("Every floor, one a &page (PDF)"));
        m_frame->setEnabled(true);
        m_frame->setToolTip(
            tr("A PDF of %1 pages: each floor of the run as File > Export… draws it, with its "
               "caption.")
                .arg(m_run->floors));
        connect(m_frame, &QRadioButton::toggled, this, [this](bool on) {
            if (!on ||
                static_cast<app::ExportFormat>(m_format->currentData().toInt()) == app::ExportFormat::Pdf)
                return;
            m_format->setCurrentIndex(m_format->findData(int(app::ExportFormat::Pdf)));
            formatChosen();
        });
    }
    auto *frameGroup = new QButtonGroup(this);
    frameGroup->addButton(m_finalFloor);
    frameGroup->addButton(m_frame);
    auto *what = new QHBoxLayout;
    what->addWidget(m_finalFloor);
    what->addWidget(m_frame);
    what->addStretch();

    auto *form = new QFormLayout;
    form->addRow(tr("F&ile:"), fileRow);
    // A row that is a layout gets a label without buddy, which would show the "&".
    if (auto *fileLabel = qobject_cast<QLabel *>(form->labelForField(fileRow)))
        fileLabel->setBuddy(m_file);
    form->addRow(tr("F&ormat:"), m_format);
    form->addRow(tr("Export:"), what);
    form->addRow(tr("Size:"), sizeBox);
    form->addRow(tr("The&me:"), m_theme);
    form->addRow(tr("Show:"), looks);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("&Export"));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::accepted, this, &ExportDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ExportDialog::reject);
    connect(m_browse, &QPushButton::clicked, this, &ExportDialog::browse);
    connect(m_format, &QComboBox::activated, this, &ExportDialog::formatChosen);
    connect(m_file, &QLineEdit::textEdited, this, &ExportDialog::fileNameEdited);
    connect(m_frame, &QAbstractButton::toggled, this, &ExportDialog::updateState);
    for (QAbstractButton *b :
         {static_cast<QAbstractButton *>(m_byScale), static_cast<QAbstractButton *>(m_bySize),
          static_cast<QAbstractButton *>(m_caption), static_cast<QAbstractButton *>(m_legend),
          static_cast<QAbstractButton *>(m_fit), static_cast<QAbstractButton *>(m_hidden),
          static_cast<QAbstractButton *>(m_deadEnds), static_cast<QAbstractButton *>(m_provenance),
          static_cast<QAbstractButton *>(m_rewards)})
        connect(b, &QAbstractButton::toggled, this, &ExportDialog::updateState);
    connect(m_scale, &QDoubleSpinBox::valueChanged, this, &ExportDialog::updateState);
    connect(m_width, &QSpinBox::valueChanged, this, &ExportDialog::updateState);
    connect(m_height, &QSpinBox::valueChanged, this, &ExportDialog::updateState);
    connect(m_captionText, &QLineEdit::textChanged, this, &ExportDialog::updateState);

    setChoice(ExportChoice{});
}

ExportChoice ExportDialog::choice() const {
    ExportChoice c;
    app::ExportOptions &o = c.options;
    o.format = static_cast<app::ExportFormat>(m_format->currentData().toInt());
    o.scale = m_scale->value();
    o.pixelSize = m_bySize->isChecked() ? QSize(m_width->value(), m_height->value()) : QSize();
    o.transparent = m_transparent->isChecked();
    o.legend = m_legend->isChecked();
    o.caption = m_caption->isChecked();
    o.captionText = m_captionText->text().trimmed();
    o.deadEndNumbers = m_deadEnds->isChecked();
    o.showHidden = m_hidden->isChecked();
    o.fitToFloor = m_fit->isChecked();
    o.provenanceMarks = m_provenance->isChecked();
    o.theme = static_cast<app::Theme>(m_theme->currentData().toInt());
    c.fileName = m_file->text().trimmed();
    c.rewardsShown = m_rewardsShown;
    c.rewards = m_rewardsShown && m_rewards->isChecked();
    // JSON always describes the finished floor.
    c.currentFrame = !m_run && m_stepping && o.format != app::ExportFormat::Json && m_frame->isChecked();
    c.everyFloor = m_run && m_frame->isChecked();
    return c;
}

void ExportDialog::setChoice(const ExportChoice &c) {
    const app::ExportOptions &o = c.options;
    m_format->setCurrentIndex(m_format->findData(int(o.format)));
    m_scale->setValue(o.scale);
    const bool bySize = o.pixelSize.isValid();
    (bySize ? m_bySize : m_byScale)->setChecked(true);
    if (bySize) {
        m_width->setValue(o.pixelSize.width());
        m_height->setValue(o.pixelSize.height());
    } else if (m_width->value() == m_width->minimum()) {
        m_width->setValue(1200);
        m_height->setValue(900);
    }
    m_transparent->setChecked(o.transparent);
    m_legend->setChecked(o.legend);
    m_caption->setChecked(o.caption);
    m_captionText->setText(o.captionText);
    m_deadEnds->setChecked(o.deadEndNumbers);
    m_hidden->setChecked(o.showHidden);
    m_fit->setChecked(o.fitToFloor);
    m_provenance->setChecked(o.provenanceMarks);
    m_rewardsShown = c.rewardsShown;
    m_rewards->setChecked(c.rewards && c.rewardsShown);
    m_rewards->setToolTip(c.rewardsShown ? QString()
                                         : tr("Show the rewards on the map (Rewards panel) to export them."));
    m_theme->setCurrentIndex(m_theme->findData(int(o.theme)));
    m_file->setText(c.fileName);
    if (m_run)
        (c.everyFloor ? m_frame : m_finalFloor)->setChecked(true);
    else
        (c.currentFrame && m_stepping ? m_frame : m_finalFloor)->setChecked(true);
    updateState();
}

ExportChoice ExportDialog::loadChoice(const app::AppSettings &s, const QString &suggestedName) {
    ExportChoice c;
    app::ExportOptions &o = c.options;
    o.format = app::exportFormatFromKey(s.stringValue(Key::ExportFormat)).value_or(app::ExportFormat::Png);
    o.scale = s.intValue(Key::ExportScalePercent) / 100.0;
    if (s.boolValue(Key::ExportUseSize))
        o.pixelSize = QSize(s.intValue(Key::ExportWidth), s.intValue(Key::ExportHeight));
    o.transparent = s.boolValue(Key::ExportTransparent);
    o.legend = s.boolValue(Key::ExportLegend);
    o.caption = s.boolValue(Key::ExportCaption);
    o.deadEndNumbers = s.boolValue(Key::ExportDeadEnds);
    o.showHidden = s.boolValue(Key::ExportShowHidden);
    o.fitToFloor = s.boolValue(Key::ExportFitToFloor);
    o.provenanceMarks = s.boolValue(Key::ExportProvenance);
    o.theme = s.stringValue(Key::ExportTheme) == QLatin1String("dark") ? app::Theme::Dark : app::Theme::Light;
    c.currentFrame = s.boolValue(Key::ExportFrame);
    QString folder = s.stringValue(Key::ExportFolder);
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = defaultFolder();
    c.fileName =
        suggestedName.isEmpty()
            ? QString()
            : QDir(folder).filePath(suggestedName + QLatin1Char('.') + app::exportFormatKey(o.format));
    return c;
}

void ExportDialog::saveChoice(app::AppSettings &s, const ExportChoice &c) {
    const app::ExportOptions &o = c.options;
    s.setValue(Key::ExportFormat, app::exportFormatKey(o.format));
    s.setValue(Key::ExportScalePercent, static_cast<int>(std::lround(o.scale * 100)));
    s.setValue(Key::ExportUseSize, o.pixelSize.isValid());
    if (o.pixelSize.isValid()) {
        s.setValue(Key::ExportWidth, o.pixelSize.width());
        s.setValue(Key::ExportHeight, o.pixelSize.height());
    }
    s.setValue(Key::ExportTransparent, o.transparent);
    s.setValue(Key::ExportLegend, o.legend);
    s.setValue(Key::ExportCaption, o.caption);
    s.setValue(Key::ExportDeadEnds, o.deadEndNumbers);
    s.setValue(Key::ExportShowHidden, o.showHidden);
    s.setValue(Key::ExportFitToFloor, o.fitToFloor);
    s.setValue(Key::ExportProvenance, o.provenanceMarks);
    s.setValue(Key::ExportTheme,
               o.theme == app::Theme::Dark ? QStringLiteral("dark") : QStringLiteral("light"));
    s.setValue(Key::ExportFrame, c.currentFrame);
    if (!c.fileName.isEmpty())
        s.setValue(Key::ExportFolder, QFileInfo(c.fileName).absolutePath());
}

QString ExportDialog::suggestedBaseName(const Floor &floor) {
    if (floor.settings.runSeed)
        return QStringLiteral("%1-%2")
            .arg(QString::fromStdString(seedToString(*floor.settings.runSeed, false)))
            .arg(floor.settings.stage);
    return QStringLiteral("stage-seed-%1-%2").arg(floor.stageSeed).arg(floor.settings.stage);
}

void ExportDialog::browse() {
    const app::ExportFormat format = static_cast<app::ExportFormat>(m_format->currentData().toInt());
    QStringList filters;
    for (app::ExportFormat f : kFormats)
        if (!m_run || f != app::ExportFormat::Json)
            filters << filterOf(f);
    QString selected = filterOf(format);
    const QString name = QFileDialog::getSaveFileName(this, windowTitle(), m_file->text(),
                                                      filters.join(QStringLiteral(";;")), &selected);
    if (name.isEmpty())
        return;
    app::ExportFormat chosen = format;
    for (app::ExportFormat f : kFormats)
        if (filterOf(f) == selected)
            chosen = f;
    // The suffix typed wins over the filter; a name without one gets the filter's.
    auto typed = app::exportFormatFromFileName(name);
    if (typed && m_format->findData(int(*typed)) < 0) // the run has no JSON
        typed.reset();
    m_format->setCurrentIndex(m_format->findData(int(typed.value_or(chosen))));
    m_file->setText(typed ? name : withSuffix(name, chosen));
    m_confirmedFile = m_file->text(); // the file dialog asked about replacing it
    updateState();
}

void ExportDialog::formatChosen() {
    // The run as pages is a PDF: another format is the run view as one picture.
    if (m_run && m_frame->isChecked() &&
        static_cast<app::ExportFormat>(m_format->currentData().toInt()) != app::ExportFormat::Pdf)
        m_finalFloor->setChecked(true);
    m_file->setText(
        withSuffix(m_file->text(), static_cast<app::ExportFormat>(m_format->currentData().toInt())));
    updateState();
}

void ExportDialog::fileNameEdited() {
    if (const auto f = app::exportFormatFromFileName(m_file->text()))
        if (const int i = m_format->findData(int(*f)); i >= 0) // the run has no JSON
            m_format->setCurrentIndex(i);
    updateState();
}

void ExportDialog::updateState() {
    const ExportChoice c = choice();
    const bool picture = c.options.format != app::ExportFormat::Json;
    const bool exactAllowed =
        c.options.format == app::ExportFormat::Png || c.options.format == app::ExportFormat::Svg;
    if (!exactAllowed && m_bySize->isChecked())
        m_byScale->setChecked(true);
    for (QWidget *w : {static_cast<QWidget *>(m_byScale), static_cast<QWidget *>(m_scale),
                       static_cast<QWidget *>(m_theme), static_cast<QWidget *>(m_transparent),
                       static_cast<QWidget *>(m_legend), static_cast<QWidget *>(m_caption),
                       static_cast<QWidget *>(m_deadEnds), static_cast<QWidget *>(m_hidden),
                       static_cast<QWidget *>(m_fit), static_cast<QWidget *>(m_finalFloor)})
        w->setEnabled(picture);
    m_provenance->setEnabled(picture);
    m_frame->setEnabled(picture && (m_stepping || m_run));
    if (m_run) {
        // The sheet has no legend (each page of the PDF of every floor can have one).
        m_legend->setEnabled(c.everyFloor);
        // The small maps of the picture have no dead-end numbers and always fit their floors.
        m_deadEnds->setEnabled(c.everyFloor);
        m_fit->setEnabled(c.everyFloor);
        m_legend->setToolTip(c.everyFloor ? QString()
                                          : tr("The pages of “Every floor” have a legend; the run "
                                               "view's picture has none."));
    }
    m_rewards->setEnabled(picture && m_rewardsShown);
    m_bySize->setEnabled(exactAllowed);
    m_width->setEnabled(exactAllowed && m_bySize->isChecked());
    m_height->setEnabled(exactAllowed && m_bySize->isChecked());
    m_scale->setEnabled(picture && m_byScale->isChecked());
    m_captionText->setEnabled(picture && m_caption->isChecked());

    QString note;
    if (m_run && c.everyFloor) {
        note = tr("A PDF of %1 pages, one floor a page.").arg(m_run->floors);
    } else if (m_run) {
        const app::ExportPicture sheet = m_run->picture(c.options);
        if (auto problem = app::validatePictureSize(sheet, c.options)) {
            note = *problem;
        } else {
            const QSize size = app::pictureExportSize(sheet, c.options);
            note = c.options.format == app::ExportFormat::Pdf
                       ? tr("One page of %1 × %2 points.")
                             .arg(std::lround(size.width() * 0.75))
                             .arg(std::lround(size.height() * 0.75))
                       : tr("%1 × %2 pixels.").arg(size.width()).arg(size.height());
        }
    } else if (!picture) {
        note = tr("The floor JSON of the final floor, for scripts and other tools.");
    } else if (m_item.floor) {
        const app::RenderOptions render = c.options.renderOptions(*m_item.floor, {}, m_item.gameData);
        if (auto problem = app::validateExportSize(m_item.view, render, c.options)) {
            note = *problem;
        } else {
            const QSize size = app::exportImageSize(m_item.view, render, c.options);
            note = c.options.format == app::ExportFormat::Pdf
                       ? tr("One page of %1 × %2 points.")
                             .arg(std::lround(size.width() * 0.75))
                             .arg(std::lround(size.height() * 0.75))
                       : tr("%1 × %2 pixels.").arg(size.width()).arg(size.height());
        }
    }
    m_sizeNote->setText(note);
    m_ok->setEnabled(!c.fileName.isEmpty());
}

void ExportDialog::accept() {
    ExportChoice c = choice();
    const QString fixed = withSuffix(c.fileName, c.options.format);
    if (fixed != c.fileName)
        m_file->setText(fixed);
    c.fileName = fixed;
    if (c.fileName.isEmpty())
        return;
    const QFileInfo folder(QFileInfo(c.fileName).absolutePath());
    // The default folder is made when missing (a fresh account has no ~/Pictures).
    if (!folder.exists() &&
        folder.absoluteFilePath() ==
            QFileInfo(QStandardPaths::writableLocation(QStandardPaths::PicturesLocation)).absoluteFilePath())
        QDir().mkpath(folder.absoluteFilePath());
    if (!QFileInfo(folder.absoluteFilePath()).isDir()) {
        QMessageBox::warning(
            this, windowTitle(),
            tr("The folder “%1” does not exist.").arg(QDir::toNativeSeparators(folder.filePath())));
        return;
    }
    if (QFileInfo(c.fileName).isDir()) {
        QMessageBox::warning(
            this, windowTitle(),
            tr("“%1” is a folder; give a file name.").arg(QDir::toNativeSeparators(c.fileName)));
        return;
    }
    // The file dialog asks before replacing a file; a name typed in asks here.
    if (QFileInfo::exists(c.fileName) && c.fileName != m_confirmedFile &&
        QMessageBox::question(
            this, windowTitle(),
            tr("“%1” already exists. Replace it?").arg(QDir::toNativeSeparators(c.fileName)),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::No) != QMessageBox::Yes)
        return;
    if (m_run && !c.everyFloor) {
        if (auto problem = app::validatePictureSize(m_run->picture(c.options), c.options)) {
            QMessageBox::warning(this, windowTitle(), *problem);
            return;
        }
    }
    if (c.options.format != app::ExportFormat::Json && m_item.floor) {
        if (auto problem = app::validateExportSize(
                m_item.view, c.options.renderOptions(*m_item.floor, {}, m_item.gameData), c.options)) {
            QMessageBox::warning(this, windowTitle(), *problem);
            return;
        }
    }
    QDialog::accept();
}

} // namespace floorgen::gui
