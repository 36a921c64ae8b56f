#pragma once

// Small look-and-feel helpers shared by the panels, so that both themes stay readable.
//   hintLabel(label)        helper text ("rolled: no curse", "Work list (next first)"): italic, in the
//                           palette's text colour (a disabled label's grey was too pale in both themes)
//   paletteIcon(kind, pal)  the toolbar's play / back / forward icons drawn in the palette's button text
//                           colour, so that they show on a dark toolbar as well as on a light one
//   installContrastStyle()  wraps the application's style: check box and radio button indicators get an
//   outline
//                           in the text colour (Fusion's outline nearly vanished on the dark palette)
//   contrastRatio(a, b)     WCAG contrast ratio of two colours (the tests' measure: 4.5 and more reads well)
//   answerToolTip(e, w, t)  a QEvent::ToolTip answered with `t` at the event's point over `w`, or, with no
//                           text, any tooltip hidden and the event ignored; true (the event is handled)
//   darkPalette()           the dark palette (`--dark`, and the tests' and benchmarks' dark screens)

#include <QColor>
#include <QIcon>
#include <QPalette>

class QEvent;
class QLabel;
class QWidget;

namespace floorgen::gui {

void hintLabel(QLabel *label);

enum class IconKind { Play, Back, Forward };
QIcon paletteIcon(IconKind kind, const QPalette &palette);

double contrastRatio(const QColor &a, const QColor &b);

void installContrastStyle();

bool answerToolTip(QEvent *event, QWidget *widget, const QString &text);

QPalette darkPalette();

} // namespace floorgen::gui
