#include "wheelguard.h"

#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QPointer>
#include <QScrollBar>
#include <QWheelEvent>

namespace floorgen::gui {

namespace {

bool isGuardedKind(const QWidget *w) {
    if (qobject_cast<const QComboBox *>(w) || qobject_cast<const QAbstractSpinBox *>(w))
        return true;
    // A scroll bar is the scroll area's own: it always scrolls.
    return qobject_cast<const QAbstractSlider *>(w) && !qobject_cast<const QScrollBar *>(w);
}

// The scroll area whose content holds `w` (not a scroll area that is part of `w`, like a combo box's list).
QAbstractScrollArea *scrollAreaAround(QWidget *w) {
    for (QWidget *p = w->parentWidget(); p; p = p->parentWidget()) {
        if (auto *area = qobject_cast<QAbstractScrollArea *>(p))
            return area;
        if (p->isWindow())
            return nullptr;
    }
    return nullptr;
}

class WheelGuard : public QObject {
public:
    using QObject::QObject;

    bool eventFilter(QObject *watched, QEvent *event) override {
        if (event->type() == QEvent::Polish) {
            if (auto *w = qobject_cast<QWidget *>(watched);
                w && isGuardedKind(w) && w->focusPolicy() == Qt::WheelFocus)
                w->setFocusPolicy(Qt::StrongFocus);
            return false;
        }
        if (event->type() != QEvent::Wheel || !watched->isWidgetType())
            return false;
        QWidget *control = wheelGuardedControl(static_cast<QWidget *>(watched));
        if (!control)
            return false;
        const QWidget *focus = QApplication::focusWidget();
        if (control->hasFocus() || (focus && control->isAncestorOf(focus)))
            return false; // the user chose this control: it takes the wheel
        QAbstractScrollArea *area = scrollAreaAround(control);
        if (!area)
            return false; // not in a panel that scrolls: Qt's behaviour
        // The scroll area scrolls as if the pointer were over its empty space; the control keeps its value.
        auto *wheel = static_cast<QWheelEvent *>(event);
        QWidget *viewport = area->viewport();
        const QPointF pos = viewport->mapFromGlobal(wheel->globalPosition());
        QWheelEvent forwarded(pos, wheel->globalPosition(), wheel->pixelDelta(), wheel->angleDelta(),
                              wheel->buttons(), wheel->modifiers(), wheel->phase(), wheel->inverted(),
                              wheel->source(), wheel->pointingDevice());
        QCoreApplication::sendEvent(viewport, &forwarded);
        return true;
    }
};

QPointer<WheelGuard> theGuard;

} // namespace

QWidget *wheelGuardedControl(QWidget *w) {
    // The receiver can be a part of the control (a spin box's line edit): climb to the control, not past a
    // scroll area or window.
    for (QWidget *p = w; p; p = p->parentWidget()) {
        if (isGuardedKind(p))
            return p;
        if (p->isWindow() || qobject_cast<QAbstractScrollArea *>(p))
            return nullptr;
    }
    return nullptr;
}

void installWheelGuard() {
    if (theGuard || !qApp)
        return;
    theGuard = new WheelGuard(qApp);
    qApp->installEventFilter(theGuard);
    // Controls polished before the guard existed.
    for (QWidget *w : QApplication::allWidgets())
        if (isGuardedKind(w) && w->focusPolicy() == Qt::WheelFocus)
            w->setFocusPolicy(Qt::StrongFocus);
}

} // namespace floorgen::gui
