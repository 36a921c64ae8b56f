#pragma once

// The side panel: seed (validated as you type), stage, rule set, curses, items and player state. Every change
// emits settingsChanged() at once; an invalid seed shows its reason in red and emits nothing, so the map
// keeps the last good floor.

#include "floorgen/generator.h"

#include <array>

#include <QWidget>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QRadioButton;
class QSpinBox;
class QToolButton;

namespace floorgen::gui {

class SettingsPanel : public QWidget {
    Q_OBJECT

public:
    explicit SettingsPanel(QWidget *parent = nullptr);

    // Fills the widgets (emits nothing).
    void setSettings(const Settings &settings);
    Settings settings() const { return m_settings; }

    // What the curse roll of the floor shown gave (shown beside "Rolled from the seed").
    void setRolledCurse(std::uint8_t rolledMask, bool blackCandle);
    void setRecentSeeds(const QStringList &seeds);
    // A problem with the settings as a whole (e.g. forced Labyrinth on The Void); empty hides it.
    void setProblem(const QString &message);

    QLineEdit *seedEdit() const { return m_seedEdit; }
    QLabel *seedError() const { return m_seedError; }
    QCheckBox *itemCheckBox(Item item) const { return m_items[static_cast<std::size_t>(item)]; }

public slots:
    void randomSeed();
    void previousSeed();
    void nextSeed();

signals:
    void settingsChanged(const floorgen::Settings &settings);

private:
    QWidget *section(const QString &title, QWidget *content, bool open);
    void seedEdited(const QString &text);
    void stageChanged();
    void fromWidgets();
    void stepSeed(int delta);
    void setSeed(std::uint32_t seed);
    void updateStageTypes();

    Settings m_settings;
    bool m_filling = false;

    QLineEdit *m_seedEdit = nullptr;
    QLabel *m_seedError = nullptr;
    QListWidget *m_recent = nullptr;
    QLabel *m_recentLabel = nullptr;
    QComboBox *m_stage = nullptr;
    QComboBox *m_stageType = nullptr;
    QComboBox *m_ruleSet = nullptr;
    QCheckBox *m_hard = nullptr;
    QRadioButton *m_curseRolled = nullptr;
    QRadioButton *m_curseForced = nullptr;
    QLabel *m_rolledCurse = nullptr;
    std::array<QCheckBox *, 6> m_curses{};
    QCheckBox *m_blackCandle = nullptr;
    std::array<QCheckBox *, kItemCount> m_items{};
    QComboBox *m_player = nullptr;
    QSpinBox *m_hearts = nullptr;
    QSpinBox *m_maxHearts = nullptr;
    QSpinBox *m_soulHearts = nullptr;
    QSpinBox *m_boneHearts = nullptr;
    QSpinBox *m_keys = nullptr;
    QSpinBox *m_coins = nullptr;
    QSpinBox *m_victoryLap = nullptr;
    QSpinBox *m_treasureVisited = nullptr;
    QCheckBox *m_planetariumVisited = nullptr;
    QCheckBox *m_devilVisited = nullptr;
    QCheckBox *m_bookPickedUp = nullptr;
    QLabel *m_problem = nullptr;
};

} // namespace floorgen::gui
