#pragma once

// Why there is no floor, said where the map is (issue 39): when the generator gives no floor (room files that
// cannot give one, a boss pool without rooms...), a band above the map names the seed and the reason, in the
// palette's warning colours, selectable so that it can be copied into a bug report. Hidden while the floor
// shown is the one asked for.

#include <QFrame>
#include <QString>

class QLabel;

namespace floorgen::gui {

class FloorProblemBanner : public QFrame {
    Q_OBJECT

public:
    explicit FloorProblemBanner(QWidget *parent = nullptr);

    // Shows the band: `what` names the floor asked for (its seed and stage), `why` the generator's message
    // (already translated); `mapKept` says whether the map still shows the last floor.
    void showProblem(const QString &what, const QString &why, bool mapKept);
    void clearProblem();
    QString text() const; // the band's text, plain

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyColours();
    QLabel *m_text;
    bool m_applying = false;
};

} // namespace floorgen::gui
