#include "gamedata/roomlayoutdialog.h"

#include "floorgen/filecatalog.h"
#include "floorgen/search.h"
#include "uistyle.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHelpEvent>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

namespace floorgen::gui {

// ---- RoomLayoutView ---------------------------------------------------------------------------------------

RoomLayoutView::RoomLayoutView(QWidget *parent)
    : QWidget(parent) {
    setMouseTracking(true);
    setMinimumSize(240, 160);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void RoomLayoutView::setRoom(const RoomData &room, const app::RoomLayoutOptions &options) {
    m_room = room;
    m_options = options;
    updateGeometry();
    update();
}

QString RoomLayoutView::toolTipAt(QPoint pos) const {
    QStringList parts;
    for (const int i : app::RoomLayoutRenderer::spawnsAt(QRectF(rect()), m_room, m_options, QPointF(pos)))
        parts << app::RoomLayoutRenderer::spawnToolTip(m_room, i);
    return parts.join(QStringLiteral("\n\n"));
}

QSize RoomLayoutView::sizeHint() const {
    return app::RoomLayoutRenderer::preferredSize(m_room, m_options, 26).toSize();
}

void RoomLayoutView::paintEvent(QPaintEvent *) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    app::RoomLayoutRenderer::paint(painter, QRectF(rect()), m_room, m_options);
}

bool RoomLayoutView::event(QEvent *event) {
    if (event->type() == QEvent::ToolTip)
        return answerToolTip(event, this, toolTipAt(static_cast<QHelpEvent *>(event)->pos()));
    return QWidget::event(event);
}

// ---- RoomLayoutDialog -------------------------------------------------------------------------------------

RoomLayoutDialog::RoomLayoutDialog(QWidget *parent)
    : QDialog(parent) {
    setModal(false);
    setWindowTitle(tr("Room layout"));
    setSizeGripEnabled(true);
    m_view = new RoomLayoutView(this);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_png = buttons->addButton(tr("Export PNG…"), QDialogButtonBox::ActionRole);
    m_svg = buttons->addButton(tr("Export SVG…"), QDialogButtonBox::ActionRole);
    m_png->setToolTip(tr("Save this drawing as a PNG image"));
    m_svg->setToolTip(tr("Save this drawing as an SVG vector image"));
    m_find = buttons->addButton(tr("Find a seed where this room appears"), QDialogButtonBox::ActionRole);
    m_find->setObjectName(QStringLiteral("findSeedWithRoom"));
    m_find->setToolTip(tr("Open the seed search with this room as its condition: the floor, the rule set "
                          "and the rest of the Floor Settings panel"));
    connect(m_find, &QPushButton::clicked, this, [this] {
        if (const QString value = layoutValue(); !value.isEmpty())
            emit findSeedRequested(value);
    });
    connect(m_png, &QPushButton::clicked, this, [this] { exportDialog(app::ExportFormat::Png); });
    connect(m_svg, &QPushButton::clicked, this, [this] { exportDialog(app::ExportFormat::Svg); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_view, 1);
    layout->addWidget(buttons);
}

void RoomLayoutDialog::setRoom(const RoomData &room, const QString &fileName, bool dark) {
    app::RoomLayoutOptions options;
    options.theme = dark ? app::Theme::Dark : app::Theme::Light;
    options.fileName = fileName;
    m_view->setRoom(room, options);
    const QString name =
        room.name.empty() ? QString() : QStringLiteral(" · ") + QString::fromStdString(room.name);
    setWindowTitle(tr("Room layout: variant %1").arg(room.variant) + name);
    m_find->setVisible(!fileName.isEmpty());
    m_layoutValue.clear();
}

QString RoomLayoutDialog::layoutValue() const {
    if (!m_layoutValue.isEmpty())
        return m_layoutValue;
    const QString file = QFileInfo(m_view->options().fileName).fileName();
    if (file.isEmpty())
        return {};
    LayoutRule rule;
    rule.file = file.toStdString();
    rule.minVariant = rule.maxVariant = static_cast<int>(m_view->room().variant);
    return QString::fromStdString(layoutRuleText(rule));
}

QString RoomLayoutDialog::layoutValueFor(const RoomData &room, const QString &fileName,
                                         const FileCatalog &catalog, std::int32_t layoutId) {
    const auto variant = static_cast<int>(room.variant);
    std::vector<LayoutRule> candidates(2);
    candidates[0].file = QFileInfo(fileName).fileName().toStdString();
    candidates[1].type = static_cast<int>(room.type);
    for (LayoutRule &r : candidates)
        r.minVariant = r.maxVariant = variant;
    if (!room.name.empty()) {
        candidates.emplace_back();
        candidates.back().name = room.name;
    }
    for (const LayoutRule &rule : candidates) {
        Criteria c;
        c.layouts = {rule};
        std::string error;
        if (resolveLayouts(c, &catalog, error) &&
            c.layouts.front().ids == std::vector<std::int32_t>{layoutId})
            return QString::fromStdString(layoutRuleText(rule));
    }
    return QString::fromStdString(layoutRuleText(candidates.front()));
}

void RoomLayoutDialog::showRoom(const RoomData &room, const QString &fileName, bool dark) {
    const bool first = !isVisible();
    setRoom(room, fileName, dark);
    if (first)
        resize(sizeHint().expandedTo(QSize(640, 420)));
    show();
    raise();
    activateWindow();
}

app::ExportPicture RoomLayoutDialog::exportPicture() const {
    app::ExportPicture picture;
    const RoomData room = m_view->room();
    const app::RoomLayoutOptions options = m_view->options();
    picture.size = app::RoomLayoutRenderer::preferredSize(room, options, 24);
    picture.title = app::RoomLayoutRenderer::titleText(room, options.fileName);
    picture.paint = [room, options](QPainter &painter, const QRectF &target) {
        app::RoomLayoutRenderer::paint(painter, target, room, options);
    };
    return picture;
}

bool RoomLayoutDialog::exportTo(const QString &path, app::ExportFormat format, QString &error) const {
    if (format != app::ExportFormat::Png && format != app::ExportFormat::Svg) {
        error = tr("a room layout is exported as PNG or SVG only");
        return false;
    }
    app::ExportOptions options;
    options.format = format;
    options.theme = m_view->options().theme;
    return app::exportPictureToFile(path, exportPicture(), options, error);
}

QString RoomLayoutDialog::suggestedFileName(app::ExportFormat format) const {
    QString file = QFileInfo(m_view->options().fileName).completeBaseName();
    QString name = QStringLiteral("room");
    if (!file.isEmpty())
        name += QLatin1Char('-') + file;
    name += QLatin1Char('-') + QString::number(m_view->room().variant);
    return name + QLatin1Char('.') + app::exportFormatKey(format);
}

void RoomLayoutDialog::exportDialog(app::ExportFormat format) {
    const bool png = format == app::ExportFormat::Png;
    const QString title = png ? tr("Export the room as PNG") : tr("Export the room as SVG");
    QString name = QFileDialog::getSaveFileName(this, title, QDir::home().filePath(suggestedFileName(format)),
                                                png ? tr("PNG image (*.png)") : tr("SVG image (*.svg)"));
    if (name.isEmpty())
        return;
    if (QFileInfo(name).suffix().isEmpty())
        name += QLatin1Char('.') + app::exportFormatKey(format);
    QString error;
    if (!exportTo(name, format, error))
        QMessageBox::warning(this, title, error);
}

} // namespace floorgen::gui
