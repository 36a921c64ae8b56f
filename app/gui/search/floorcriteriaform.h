#pragma once

// One floor of a seed search: which floor of the run (the current stage of the Floor Settings panel, or a
// stage, its main or alternate path and optionally one stage type) and the criteria its floor must meet
// (rooms present or absent with counts, boss, a distance between two kinds of room, rooms, XL, curse,
// attempts). The seed search panel (searchpanel.h) holds one form a floor.

#include "floorgen/search.h"

#include <vector>

#include <QJsonObject>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QSpinBox;
class QTreeWidget;
class QTreeWidgetItem;

namespace floorgen::gui {

// The floor a form is about: the current stage (the Floor Settings panel's stage and type, today's
// single-floor search) or a floor of the run.
struct FloorPick {
    bool current = true;
    int stage = 1;
    FloorPath path = FloorPath::Main;
    int stageType = -1; // -1: any
    friend bool operator==(const FloorPick &, const FloorPick &) = default;
};

class FloorCriteriaForm : public QWidget {
    Q_OBJECT

public:
    explicit FloorCriteriaForm(QWidget *parent = nullptr);

    void setRoomRule(RoomType type, Qt::CheckState state); // Checked: present, PartiallyChecked: absent
    // Present with a count: at least `min` (1..20) and at most `max` (-1: no bound).
    void setRoomCount(RoomType type, int min, int max);
    void setBoss(int subtype); // -1: any
    void setDistanceRule(bool on, RoomKind from, RoomKind to, int maxDistance);
    void setRooms(int min, int max);
    void setXl(int xl);           // -1 either, 1 XL, 0 not XL
    void setCurse(int curse);     // -1 any, 0 no curse, else one CurseBit
    void setMaxAttempts(int max); // 1..kMaxAttempts
    // The criteria the form describes.
    Criteria criteria() const;
    // Shows `c` as far as the form can (one boss, one distance rule, one curse): what criteria() gives back
    // for criteria the form made.
    void setCriteria(const Criteria &c);

    FloorPick floorPick() const;
    void setFloorPick(const FloorPick &pick);
    // The rule set searched: the floor lists offer only the floors it generates (repentance refuses the Blue
    // Womb and Mortis, repentance.md R3.1).
    void setRuleSet(RuleSet rules);
    // The floor's criteria for the core: `current` is the floor of `settings` (its stage and type).
    FloorCriteria floorCriteria(const Settings &settings) const;
    // "Basement I", "Stage 2 (any type)", "Downpour II", "Current stage": the tab's title.
    QString floorTitle(const Settings &settings) const;

    // The form as JSON (what SearchPanel::formState() keeps a floor as), and back; unknown or wrong values
    // are ignored.
    QJsonObject toJson() const;
    void fromJson(const QJsonObject &o);

signals:
    void changed();

private:
    void fillTypes();
    bool offered(int stage, int type) const;
    RuleSet m_rules = RuleSet::Repentance;

    QComboBox *m_stage = nullptr;
    QComboBox *m_path = nullptr;
    QComboBox *m_type = nullptr;
    QTreeWidget *m_rooms = nullptr;
    // One row a room type: its check box (present / absent / either) and, for present, how many.
    struct RoomRow {
        RoomType type;
        QTreeWidgetItem *item;
        QSpinBox *min;
        QSpinBox *max; // 0 shows "any": no upper bound
    };
    std::vector<RoomRow> m_roomRows;
    QComboBox *m_boss = nullptr;
    QCheckBox *m_distanceOn = nullptr;
    QSpinBox *m_distance = nullptr;
    QComboBox *m_distanceTo = nullptr;
    QComboBox *m_distanceFrom = nullptr;
    QSpinBox *m_minRooms = nullptr;
    QSpinBox *m_maxRooms = nullptr;
    QComboBox *m_xl = nullptr;
    QComboBox *m_curse = nullptr;
    QSpinBox *m_maxAttempts = nullptr;
};

} // namespace floorgen::gui
