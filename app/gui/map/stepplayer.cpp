#include "map/stepplayer.h"

#include "uistyle.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace floorgen::gui {

StepPlayer::StepPlayer(QWidget *parent)
    : QWidget(parent) {
    m_timer = new QTimer(this);
    connect(m_timer, &QTimer::timeout, this, &StepPlayer::tick);

    auto makeAction = [this](const QString &text, QStyle::StandardPixmap icon, const QKeySequence &key,
                             auto slot) {
        auto *a = new QAction(style()->standardIcon(icon), text, this);
        a->setShortcut(key);
        a->setToolTip(QStringLiteral("%1 (%2)").arg(text, key.toString(QKeySequence::NativeText)));
        connect(a, &QAction::triggered, this, slot);
        addAction(a);
        return a;
    };
    m_firstAction = makeAction(tr("First Frame"), QStyle::SP_MediaSkipBackward, QKeySequence(Qt::Key_Home),
                               &StepPlayer::first);
    m_backAction = makeAction(tr("Step Back"), QStyle::SP_MediaSeekBackward, QKeySequence(Qt::Key_Left),
                              &StepPlayer::stepBack);
    m_playAction =
        makeAction(tr("Play"), QStyle::SP_MediaPlay, QKeySequence(Qt::Key_Space), &StepPlayer::togglePlay);
    m_forwardAction = makeAction(tr("Step Forward"), QStyle::SP_MediaSeekForward, QKeySequence(Qt::Key_Right),
                                 &StepPlayer::stepForward);
    m_lastAction = makeAction(tr("Last Frame"), QStyle::SP_MediaSkipForward, QKeySequence(Qt::Key_End),
                              &StepPlayer::last);
    for (QAction *a : {m_firstAction, m_backAction, m_playAction, m_forwardAction, m_lastAction})
        a->setShortcutContext(Qt::WindowShortcut);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->setSpacing(4);
    auto *row = new QHBoxLayout;
    for (QAction *a : {m_firstAction, m_backAction, m_playAction, m_forwardAction, m_lastAction}) {
        auto *b = new QToolButton;
        b->setDefaultAction(a);
        b->setAutoRaise(true);
        row->addWidget(b);
    }
    m_slider = new QSlider(Qt::Horizontal);
    m_slider->setAccessibleName(tr("Frame"));
    m_slider->setPageStep(10);
    row->addWidget(m_slider, 1);
    m_frameLabel = new QLabel;
    m_frameLabel->setMinimumWidth(
        m_frameLabel->fontMetrics().horizontalAdvance(QStringLiteral("0000 / 0000")));
    m_frameLabel->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    row->addWidget(m_frameLabel);
    m_speed = new QSpinBox;
    m_speed->setRange(1, 60);
    m_speed->setValue(6);
    m_speed->setSuffix(tr(" /s"));
    m_speed->setToolTip(tr("Playback speed: events per second"));
    m_speed->setAccessibleName(tr("Speed"));
    auto *speedLabel = new QLabel(tr("Speed"));
    speedLabel->setBuddy(m_speed);
    layout->addLayout(row);

    m_caption = new QLabel;
    m_caption->setWordWrap(true);
    m_caption->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont f = m_caption->font();
    f.setPointSizeF(f.pointSizeF() * 1.1);
    m_caption->setFont(f);
    // Two lines, whatever the frame's caption: the bar keeps its height while it plays and the map above it
    // keeps its size (issue 46 point 2: it grew and shrank with the captions). A longer one is cut, and whole
    // in its tooltip.
    m_caption->setFixedHeight(m_caption->fontMetrics().height() * 2 + 4);
    m_caption->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    // The speed beside the caption (which wraps), not at the end of the buttons' row: that row then stays
    // narrow enough for the map's column at 1024 px, in French too (issue 38).
    auto *captionRow = new QHBoxLayout;
    captionRow->addWidget(m_caption, 1);
    captionRow->addWidget(speedLabel, 0, Qt::AlignTop);
    captionRow->addWidget(m_speed, 0, Qt::AlignTop);
    layout->addLayout(captionRow);
    m_details = new QLabel;
    m_details->setWordWrap(true);
    hintLabel(m_details);
    m_details->setFixedHeight(m_details->fontMetrics().height() * 2 + 2); // the same: one height
    layout->addWidget(m_details);

    connect(m_slider, &QSlider::valueChanged, this, &StepPlayer::setFrame);
    connect(m_speed, &QSpinBox::valueChanged, this, [this](int fps) {
        m_timer->setInterval(1000 / fps);
        emit speedChanged(fps);
    });
    m_timer->setInterval(1000 / m_speed->value());
    updateButtons();
}

void StepPlayer::setFrameCount(int count) {
    m_count = std::max(0, count);
    const QSignalBlocker b(m_slider);
    m_slider->setRange(0, m_count);
    if (m_frame > m_count)
        setFrame(m_count);
    updateButtons();
}

void StepPlayer::setFrame(int frame) {
    frame = std::clamp(frame, 0, m_count);
    const bool changed = frame != m_frame;
    m_frame = frame;
    {
        const QSignalBlocker b(m_slider);
        m_slider->setValue(frame);
    }
    updateButtons();
    if (changed)
        emit frameChanged(frame);
}

void StepPlayer::setCaption(const QString &caption, const QString &details) {
    m_caption->setText(caption);
    m_caption->setToolTip(caption);
    m_details->setText(details);
    m_details->setToolTip(details);
}

int StepPlayer::speed() const {
    return m_speed->value();
}

void StepPlayer::setSpeed(int fps) {
    m_speed->setValue(fps);
}

bool StepPlayer::isPlaying() const {
    return m_timer->isActive();
}

void StepPlayer::play() {
    if (m_frame >= m_count)
        setFrame(0);
    m_timer->start();
    updateButtons();
}

void StepPlayer::pause() {
    m_timer->stop();
    updateButtons();
}

void StepPlayer::togglePlay() {
    if (isPlaying())
        pause();
    else
        play();
}

void StepPlayer::tick() {
    if (m_frame >= m_count) {
        pause();
        return;
    }
    setFrame(m_frame + 1);
}

void StepPlayer::stepForward() {
    pause();
    setFrame(m_frame + 1);
}

void StepPlayer::stepBack() {
    pause();
    setFrame(m_frame - 1);
}

void StepPlayer::first() {
    pause();
    setFrame(0);
}

void StepPlayer::last() {
    pause();
    setFrame(m_count);
}

void StepPlayer::setActive(bool active) {
    m_active = active;
    if (!active)
        pause();
    updateButtons();
}

void StepPlayer::updateButtons() {
    const bool playing = isPlaying();
    m_playAction->setEnabled(m_active && m_count > 0);
    m_playAction->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_playAction->setText(playing ? tr("Pause") : tr("Play"));
    m_backAction->setEnabled(m_active && m_frame > 0);
    m_firstAction->setEnabled(m_active && m_frame > 0);
    m_forwardAction->setEnabled(m_active && m_frame < m_count);
    m_lastAction->setEnabled(m_active && m_frame < m_count);
    m_frameLabel->setText(QStringLiteral("%1 / %2").arg(m_frame).arg(m_count));
}

} // namespace floorgen::gui
