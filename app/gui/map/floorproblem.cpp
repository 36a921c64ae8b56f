#include "map/floorproblem.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPalette>

namespace floorgen::gui {

FloorProblemBanner::FloorProblemBanner(QWidget *parent)
    : QFrame(parent)
    , m_text(new QLabel(this)) {
    setObjectName(QStringLiteral("floorProblem"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->addWidget(m_text, 1);
    applyColours();
    hide();
}

void FloorProblemBanner::showProblem(const QString &what, const QString &why, bool mapKept) {
    QString text = tr("No floor for %1: %2").arg(what, why);
    if (mapKept)
        text += QLatin1Char('\n') + tr("The map shows the last floor that could be generated.");
    m_text->setText(text);
    setToolTip(text);
    show();
}

void FloorProblemBanner::clearProblem() {
    m_text->clear();
    setToolTip(QString());
    hide();
}

QString FloorProblemBanner::text() const {
    return isVisible() || !m_text->text().isEmpty() ? m_text->text() : QString();
}

void FloorProblemBanner::changeEvent(QEvent *event) {
    QFrame::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && !m_applying)
        applyColours();
}

void FloorProblemBanner::applyColours() {
    // A warm band that reads in light and dark palettes alike, after the window's palette.
    const QPalette outer = parentWidget() ? parentWidget()->palette() : QPalette();
    const bool dark = outer.color(QPalette::Window).lightness() < 128;
    QPalette p = outer;
    p.setColor(QPalette::Window, dark ? QColor(0x5a, 0x1e, 0x1e) : QColor(0xfd, 0xe2, 0xe0));
    p.setColor(QPalette::WindowText, dark ? QColor(0xff, 0xe4, 0xe0) : QColor(0x6b, 0x10, 0x10));
    m_applying = true; // setPalette sends a PaletteChange of its own
    setPalette(p);
    m_applying = false;
}

} // namespace floorgen::gui
