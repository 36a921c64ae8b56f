#pragma once

// The side panel: seed (validated as you type), rule set and floor, curses, items, player state, and for the
// repentance rule set the run state and the save's progress (repentance.md R18). The repentance floor list is
// every floor of R3.1 by name, the run's own floors first (runfloors.h); a new seed keeps showing the run's
// own floor; afterbirth-plus keeps its stage and stage-type pair. Every change emits settingsChanged() at
// once; an invalid seed shows its reason in red and emits nothing, so the map keeps the last good floor.

#include "floorgen/generator.h"

#include <array>
#include <utility>
#include <vector>

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
    // A widget shown above the seed (the game log's note on where the settings came from).
    void addBanner(QWidget *banner);

    QLineEdit *seedEdit() const { return m_seedEdit; }
    QLabel *seedError() const { return m_seedError; }
    QCheckBox *itemCheckBox(Item item) const { return m_items[static_cast<std::size_t>(item)]; }
    QComboBox *ruleSetCombo() const { return m_ruleSet; }
    QCheckBox *repentogonBox() const { return m_repentogon; } // repentance only (repentance.md R23)
    QComboBox *stageCombo() const {
        return m_stage;
    } // repentance: one entry per floor (data stage * 8 + type)
    QComboBox *stageTypeCombo() const { return m_stageType; } // afterbirth-plus only
    QToolButton *typeFromSeedButton() const { return m_typeFromSeed; }
    QToolButton *alternateFromSeedButton() const { return m_altFromSeed; }
    QLabel *seedProposal() const { return m_seedProposal; }
    QComboBox *bossPoolsCombo() const { return m_bossPools; }
    QComboBox *characterCombo() const { return m_character; }
    QSpinBox *superSinSpin() const { return m_superSin; }
    QSpinBox *surpriseMinibossSpin() const { return m_surpriseMiniboss; }
    QCheckBox *stateFlagBox(int flag) const; // null for a flag without a box
    // What "(approximation)" beside the alternate floor means (its tooltips).
    static QString approximationText();
    QComboBox *curseTierCombo() const { return m_curseTier; }
    QCheckBox *strangeDoorBox() const { return m_strangeDoor; }
    QComboBox *cathedralCombo() const { return m_cathedral; }
    QCheckBox *goldenCheckBox(Item item) const { return m_golden[static_cast<std::size_t>(item)]; }
    QLineEdit *routeEdit() const { return m_route; }
    QLabel *routeError() const { return m_routeError; }
    QLineEdit *lockedAchievementsEdit() const { return m_locked; }
    QLabel *lockedAchievementsError() const { return m_lockedError; }
    QToolButton *moreItemsHeader() const { return m_moreItemsHeader; }
    QWidget *moreItemsBox() const { return m_moreItems; }
    // The repentance-only parts (run state, save progress, boss pools, more items): hidden under
    // afterbirth-plus.
    QWidget *runStateSection() const { return m_runStateSection; }
    QWidget *itemsSection() const { return m_itemsSection; }
    QWidget *playerSection() const { return m_playerSection; }
    QWidget *saveSection() const { return m_saveSection; }
    QListWidget *recentSeedsList() const { return m_recent; }
    QSpinBox *maxHeartsSpin() const { return m_maxHearts; }
    QRadioButton *curseRolledButton() const { return m_curseRolled; }
    QRadioButton *curseForcedButton() const { return m_curseForced; }
    // The box of a curse that can be forced (Darkness, Labyrinth, Lost, Unknown, Maze, Blind), else null.
    QCheckBox *curseBox(CurseBit curse) const;
    // "Not a natural floor: ..." under the curses when a forced Labyrinth is one the game never rolls.
    QLabel *curseNote() const { return m_curseNote; }
    // Whether the game's curse roll can give the Curse of the Labyrinth on `stage` (odd stages below 8).
    static bool labyrinthRolls(int stage);

public slots:
    void randomSeed();
    // Edit > Enter Seed (Ctrl+L): the seed field focused, selected and scrolled into view.
    void focusSeedField();
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
    // The floor list: for repentance with a run seed, the run's floors first, then its alternate path, then
    // the other floors (a deliberate choice the proposal line shows); rebuilt when the run changes.
    void fillStages(const Settings &s);
    void selectStage(int stage, int type);
    void ruleSetChanged();
    void updateRepentanceParts();
    void updateSeedProposal();
    void takeSeedType(bool alternate);
    void updateCurseControls();
    int mainPathProposal() const; // the stage type R3.2 gives the current stage, from the run seed

    Settings m_settings;
    bool m_filling = false;

    QLineEdit *m_seedEdit = nullptr;
    QLabel *m_seedError = nullptr;
    QListWidget *m_recent = nullptr;
    QLabel *m_recentLabel = nullptr;
    QComboBox *m_stage = nullptr;
    QComboBox *m_stageType = nullptr;
    QComboBox *m_ruleSet = nullptr;
    QCheckBox *m_repentogon = nullptr;
    QCheckBox *m_hard = nullptr;
    QRadioButton *m_curseRolled = nullptr;
    QRadioButton *m_curseForced = nullptr;
    QLabel *m_rolledCurse = nullptr;
    QLabel *m_curseNote = nullptr;
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
    // repentance
    QWidget *m_typeRow = nullptr;
    QToolButton *m_typeFromSeed = nullptr;
    QToolButton *m_altFromSeed = nullptr;
    QLabel *m_seedProposal = nullptr;
    QWidget *m_seedTypeBox = nullptr;
    QComboBox *m_bossPools = nullptr;
    QLabel *m_bossPoolsLabel = nullptr;
    QLabel *m_stageTypeLabel = nullptr;
    QToolButton *m_moreItemsHeader = nullptr;
    QWidget *m_moreItems = nullptr;
    QWidget *m_moreItemsGroup = nullptr;
    QComboBox *m_character = nullptr;
    QSpinBox *m_superSin = nullptr;
    QSpinBox *m_surpriseMiniboss = nullptr;
    std::vector<std::pair<int, QCheckBox *>> m_flags;
    QComboBox *m_curseTier = nullptr;
    QCheckBox *m_strangeDoor = nullptr;
    QComboBox *m_cathedral = nullptr;
    std::array<QCheckBox *, kItemCount> m_golden{}; // trinkets only
    QLineEdit *m_route = nullptr;
    QLabel *m_routeError = nullptr;
    QLineEdit *m_locked = nullptr;
    QLabel *m_lockedError = nullptr;
    QWidget *m_runStateSection = nullptr;
    QWidget *m_saveSection = nullptr;
    QWidget *m_itemsSection = nullptr;  // hidden for the 2011 generator, which reads no item
    QWidget *m_playerSection = nullptr; // (nor the player's state: docs/original-2011.md)
};

} // namespace floorgen::gui
