#pragma once

// The step-through bar under the map: play/pause, step back and forward, first and last frame, a frame
// slider, the speed, the caption of the current event and the work list. Frame k shows the floor after the
// first k trace events (0: before the first event).

#include <QWidget>

class QAction;
class QLabel;
class QSlider;
class QSpinBox;
class QTimer;
class QToolButton;

namespace floorgen::gui {

class StepPlayer : public QWidget {
    Q_OBJECT

public:
    explicit StepPlayer(QWidget *parent = nullptr);

    void setFrameCount(int count); // frames 0..count
    int frameCount() const { return m_count; }
    int frame() const { return m_frame; }
    void setCaption(const QString &caption, const QString &details);
    int speed() const;
    void setSpeed(int framesPerSecond);
    bool isPlaying() const;
    // Inactive (hidden bar): the actions and their shortcuts are off.
    void setActive(bool active);

    // The actions with their shortcuts (Space, Left, Right, Home, End), for the menu.
    QAction *playAction() const { return m_playAction; }
    QAction *backAction() const { return m_backAction; }
    QAction *forwardAction() const { return m_forwardAction; }
    QAction *firstAction() const { return m_firstAction; }
    QAction *lastAction() const { return m_lastAction; }
    QLabel *captionLabel() const { return m_caption; }

public slots:
    void setFrame(int frame);
    void play();
    void pause();
    void togglePlay();
    void stepForward();
    void stepBack();
    void first();
    void last();

signals:
    void frameChanged(int frame);
    void speedChanged(int framesPerSecond);

private:
    void updateButtons();
    void tick();

    bool m_active = true;
    int m_count = 0;
    int m_frame = 0;
    QTimer *m_timer = nullptr;
    QAction *m_playAction = nullptr;
    QAction *m_backAction = nullptr;
    QAction *m_forwardAction = nullptr;
    QAction *m_firstAction = nullptr;
    QAction *m_lastAction = nullptr;
    QSlider *m_slider = nullptr;
    QSpinBox *m_speed = nullptr;
    QLabel *m_frameLabel = nullptr;
    QLabel *m_caption = nullptr;
    QLabel *m_details = nullptr;
};

} // namespace floorgen::gui
