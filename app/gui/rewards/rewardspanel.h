#pragma once

// The rewards dock (rewards.md): the player's luck and reward items, the exact table of room-clear outcomes,
// a chart of the outcomes against luck, and the reward overlay on the map (an icon per normal room for its
// award seed). Hard mode follows the floor's settings. installRewardsPanel() wires it into the main window.

#include "floorgen/generator.h"
#include "floorgen/rewards.h"
#include "floorrenderer.h"

#include <array>
#include <optional>

#include <QDockWidget>
#include <QPointer>

class QCheckBox;
class QComboBox;
class QDialog;
class QDoubleSpinBox;
class QLabel;
class QSlider;
class QSpinBox;
class QTableView;
class QTabWidget;

namespace floorgen::gui {

class MainWindow;
class RewardChart;
class RewardTableModel;

class RewardsPanel : public QDockWidget {
    Q_OBJECT

public:
    // `window` may be null (tests): then hard mode stays as set and there is no map to decorate.
    explicit RewardsPanel(MainWindow *window = nullptr, QWidget *parent = nullptr);

    RewardInputs inputs() const { return m_inputs; }
    // Fills the widgets and updates table, chart and map.
    void setInputs(const RewardInputs &inputs);

    bool overlayEnabled() const;
    void setOverlayEnabled(bool enabled);

    RewardTableModel *tableModel() const { return m_model; }
    RewardChart *chart() const { return m_chart; }
    QTabWidget *tabs() const { return m_tabs; }

    // The award seed of a room of `view`, or nothing (not a normal room, or not known in this frame).
    static std::optional<std::uint32_t> roomAwardSeed(const Floor &floor, const app::FloorView &view,
                                                      int room);
    // Fills view.rewardKind and view.rewardCount: the reward of every normal room, with these inputs and the
    // floor's difficulty (the main window's view decorator).
    void decorate(const Floor &floor, app::FloorView &view) const;
    // The tooltip line of a room on the map (empty when it has no reward).
    QString roomToolTip(const app::FloorView &view, int room) const;

public slots:
    // The spec's table of differences between the wiki's prose and its pseudo-code.
    void showDiscrepancies();
    void showRoom(int room);

signals:
    void inputsChanged(const floorgen::RewardInputs &inputs);

private:
    QWidget *buildInputs();
    void fromWidgets();
    void updateHardMode();
    void refresh();

    QPointer<MainWindow> m_window;
    RewardInputs m_inputs;
    bool m_filling = false;

    QDoubleSpinBox *m_luck = nullptr;
    QSlider *m_luckSlider = nullptr;
    std::array<QCheckBox *, kRewardItemCount> m_items{}; // null for Contract From Below
    QSpinBox *m_contracts = nullptr;
    QLabel *m_hardLabel = nullptr;
    QCheckBox *m_overlay = nullptr;
    QTabWidget *m_tabs = nullptr;
    RewardTableModel *m_model = nullptr;
    QTableView *m_table = nullptr;
    RewardChart *m_chart = nullptr;
    QComboBox *m_chartStyle = nullptr;
    QLabel *m_roomLabel = nullptr;
    int m_room = -1;
};

// The dialog of showDiscrepancies(), not yet shown.
QDialog *createDiscrepanciesDialog(QWidget *parent);

// Creates the panel, adds it to the window (View > Panels), registers the map decorator and tooltip line, and
// adds the help entry. One call from MainWindow's constructor.
RewardsPanel *installRewardsPanel(MainWindow &window);

} // namespace floorgen::gui
