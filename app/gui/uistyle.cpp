#include "uistyle.h"

#include <algorithm>
#include <cmath>

#include <QApplication>
#include <QHelpEvent>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QProxyStyle>
#include <QStyleFactory>
#include <QStyleOption>
#include <QToolTip>

namespace floorgen::gui {

namespace {

// The base style, with a firmer outline around check box and radio button indicators.
class ContrastStyle : public QProxyStyle {
public:
    using QProxyStyle::QProxyStyle;

    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                       const QWidget *widget) const override {
        QProxyStyle::drawPrimitive(element, option, painter, widget);
        if (element != PE_IndicatorCheckBox && element != PE_IndicatorRadioButton &&
            element != PE_IndicatorItemViewItemCheck)
            return;
        const bool enabled = option->state & State_Enabled;
        QColor ink = option->palette.color(enabled ? QPalette::Active : QPalette::Disabled, QPalette::Text);
        ink.setAlphaF(enabled ? 0.75 : 0.45);
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(ink, 1.2));
        painter->setBrush(Qt::NoBrush);
        const QRectF r = QRectF(option->rect).adjusted(1, 1, -1, -1);
        if (element == PE_IndicatorRadioButton)
            painter->drawEllipse(r);
        else
            painter->drawRoundedRect(r, 1.5, 1.5);
        painter->restore();
    }
};

} // namespace

void installContrastStyle() {
    if (dynamic_cast<ContrastStyle *>(QApplication::style()))
        return;
    QStyle *base = QStyleFactory::create(QApplication::style()->name());
    if (!base)
        return;
    // Setting a style can put the style's palette back: the palette set before (--dark) stays.
    const QPalette palette = QApplication::palette();
    QApplication::setStyle(new ContrastStyle(base));
    if (QApplication::palette() != palette)
        QApplication::setPalette(palette);
}

void hintLabel(QLabel *label) {
    QFont f = label->font();
    f.setItalic(true);
    label->setFont(f);
    label->setEnabled(true);
    label->setForegroundRole(QPalette::WindowText);
}

QIcon paletteIcon(IconKind kind, const QPalette &palette) {
    QIcon icon;
    for (int size : {16, 24, 32, 48}) {
        for (QIcon::Mode mode : {QIcon::Normal, QIcon::Disabled}) {
            QPixmap pm(size, size);
            pm.fill(Qt::transparent);
            QPainter p(&pm);
            p.setRenderHint(QPainter::Antialiasing);
            p.setPen(Qt::NoPen);
            p.setBrush(palette.color(mode == QIcon::Disabled ? QPalette::Disabled : QPalette::Active,
                                     QPalette::ButtonText));
            const double s = size;
            QPainterPath path;
            switch (kind) {
            case IconKind::Play:
                path.moveTo(s * 0.25, s * 0.15);
                path.lineTo(s * 0.85, s * 0.5);
                path.lineTo(s * 0.25, s * 0.85);
                break;
            case IconKind::Back:
            case IconKind::Forward: {
                const double dir = kind == IconKind::Back ? -1 : 1;
                const double cx = s * 0.5;
                // An arrow: a shaft and a head, pointing left or right.
                path.moveTo(cx + dir * s * 0.38, s * 0.5);
                path.lineTo(cx + dir * s * 0.02, s * 0.16);
                path.lineTo(cx + dir * s * 0.02, s * 0.38);
                path.lineTo(cx - dir * s * 0.38, s * 0.38);
                path.lineTo(cx - dir * s * 0.38, s * 0.62);
                path.lineTo(cx + dir * s * 0.02, s * 0.62);
                path.lineTo(cx + dir * s * 0.02, s * 0.84);
                break;
            }
            }
            path.closeSubpath();
            p.drawPath(path);
            p.end();
            icon.addPixmap(pm, mode);
        }
    }
    return icon;
}

double contrastRatio(const QColor &a, const QColor &b) {
    auto luminance = [](const QColor &c) {
        auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
    };
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

bool answerToolTip(QEvent *event, QWidget *widget, const QString &text) {
    if (text.isEmpty()) {
        QToolTip::hideText();
        event->ignore();
    } else {
        QToolTip::showText(static_cast<QHelpEvent *>(event)->globalPos(), text, widget);
    }
    return true;
}

QPalette darkPalette() {
    QPalette p;
    const QColor window(0x2b, 0x2d, 0x31), base(0x1f, 0x21, 0x25), text(0xe8, 0xea, 0xed),
        disabled(0x80, 0x84, 0x8c), highlight(0x3d, 0x7e, 0xd6);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x26, 0x28, 0x2d));
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, disabled);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x35, 0x38, 0x3d));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::red);
    p.setColor(QPalette::Link, QColor(0x6a, 0xb0, 0xff));
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Light, QColor(0x45, 0x48, 0x4e));
    p.setColor(QPalette::Midlight, QColor(0x3a, 0x3d, 0x42));
    p.setColor(QPalette::Mid, QColor(0x2a, 0x2c, 0x30));
    p.setColor(QPalette::Dark, QColor(0x18, 0x19, 0x1c));
    p.setColor(QPalette::Shadow, Qt::black);
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    return p;
}

} // namespace floorgen::gui
