#pragma once

// The mouse wheel over a panel that scrolls scrolls the panel: a combo box, spin box or slider inside a
// scroll area takes the wheel only once it has the focus (a click or Tab gives it). Without this, scrolling
// the settings panel down from the top turned the stage, the hearts and the character under the pointer.
//
// installWheelGuard() puts one filter on the application (idempotent): it gives every combo box, spin box and
// slider Qt::StrongFocus (so that the wheel itself does not focus them) and hands an unfocused control's
// wheel events to the scroll area around it. Controls outside any scroll area keep Qt's behaviour.

class QObject;
class QWidget;

namespace floorgen::gui {

void installWheelGuard();

// The control (combo box, spin box or non-scroll-bar slider) that `w` is or is part of, or null.
QWidget *wheelGuardedControl(QWidget *w);

} // namespace floorgen::gui
