#include "search/floorcriteriaform.h"

#include "floorgen/repstages.h"
#include "names_tr.h"

#include <algorithm>

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QListView>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStyledItemDelegate>
#include <QTreeWidget>
#include <QVBoxLayout>

// The criteria strings keep the context they had when the search panel held one form (their French
// translations are there): QCoreApplication::translate("floorgen::gui::SearchPanel", ...).

namespace floorgen::gui {

namespace {

constexpr RoomType kSearchTypes[] = {
    RoomType::Shop,      RoomType::Treasure,    RoomType::Planetarium, RoomType::Dice,
    RoomType::Sacrifice, RoomType::Library,     RoomType::Curse,       RoomType::MiniBoss,
    RoomType::Challenge, RoomType::Chest,       RoomType::Arcade,      RoomType::Isaacs,
    RoomType::Barren,    RoomType::SuperSecret, RoomType::Secret,      RoomType::UltraSecret};

// The stages a floor of a run search can be: 1..8 (both paths), the Womb's 9..11 (main path).
constexpr int kLastSearchStage = 11;

// Distance combo entries: the start room first, then the boss and the searchable types.
void fillKinds(QComboBox *combo, bool withStart) {
    if (withStart)
        combo->addItem(QCoreApplication::translate("floorgen::gui::SearchPanel", "Start room"), -1);
    combo->addItem(app::trRoomType(RoomType::Boss), static_cast<int>(RoomType::Boss));
    for (RoomType t : kSearchTypes)
        combo->addItem(app::trRoomType(t), static_cast<int>(t));
}

// A click on a room's box (or the space bar) steps it empty -> checked -> dash -> empty, where item views
// step empty -> dash -> checked: "the floor has the room" is what a search asks most, so one click gives it.
class PresentFirstDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    bool editorEvent(QEvent *event, QAbstractItemModel *model, const QStyleOptionViewItem &option,
                     const QModelIndex &index) override {
        const QVariant before = index.data(Qt::CheckStateRole);
        if (!QStyledItemDelegate::editorEvent(event, model, option, index))
            return false;
        const QVariant after = index.data(Qt::CheckStateRole);
        if (before.isValid() && after.isValid() && after.toInt() == (before.toInt() + 1) % 3)
            model->setData(index, (before.toInt() + 2) % 3, Qt::CheckStateRole);
        return true;
    }
};

// The "at most" editor's value before its latest change (0: "any").
constexpr char kPreviousMax[] = "previousMax";

RoomKind kindOf(const QComboBox *combo) {
    const int v = combo->currentData().toInt();
    if (v < 0)
        return RoomKind{true, RoomType::Null};
    return RoomKind{false, static_cast<RoomType>(v)};
}

void selectKind(QComboBox *combo, RoomKind kind) {
    const int v = kind.start ? -1 : static_cast<int>(kind.type);
    const int i = combo->findData(v);
    if (i >= 0)
        combo->setCurrentIndex(i);
}

void selectData(QComboBox *combo, int value) {
    if (const int i = combo->findData(value); i >= 0)
        combo->setCurrentIndex(i);
}

} // namespace

FloorCriteriaForm::FloorCriteriaForm(QWidget *parent)
    : QWidget(parent) {
    // The floor: the current stage, or a stage of the run, its path and type.
    m_stage = new QComboBox(this);
    m_stage->setObjectName(QStringLiteral("floorStage"));
    m_stage->addItem(tr("Current stage"), 0);
    for (int stage = 1; stage <= kLastSearchStage; ++stage)
        m_stage->addItem(tr("Stage %1 (%2)").arg(stage).arg(app::trStage(stage, 0)), stage);
    m_stage->setToolTip(tr("The floor of the run these criteria apply to; Current stage: the stage and type "
                           "of the Floor Settings panel"));
    m_path = new QComboBox(this);
    m_path->setObjectName(QStringLiteral("floorPath"));
    m_path->addItem(tr("Main path"), static_cast<int>(FloorPath::Main));
    m_path->addItem(tr("Alternate path"), static_cast<int>(FloorPath::Alternate));
    m_type = new QComboBox(this);
    m_type->setObjectName(QStringLiteral("floorType"));
    m_type->setToolTip(tr("Any type: whichever type the run seed gives the floor; a type: only seeds whose "
                          "floor has it"));
    fillTypes();
    // Narrow enough for the dock at 1024 px: the names elide rather than widen the form.
    for (QComboBox *combo : {m_stage, m_path, m_type}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(8);
    }
    // On two lines, as the rest of the form, to stay narrow.
    auto *floorRow = new QVBoxLayout;
    auto *pathRow = new QHBoxLayout;
    floorRow->addWidget(m_stage);
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(m_type, 1);
    floorRow->addLayout(pathRow);
    auto refreshFloor = [this] {
        const bool current = m_stage->currentData().toInt() == 0;
        const int stage = m_stage->currentData().toInt();
        // The alternate path is stages 1..8 only.
        if (stage > 8 && m_path->currentIndex() == 1)
            m_path->setCurrentIndex(0);
        m_path->setEnabled(!current && stage <= 8);
        m_type->setEnabled(!current);
        fillTypes();
        emit changed();
    };
    connect(m_stage, &QComboBox::currentIndexChanged, this, refreshFloor);
    connect(m_path, &QComboBox::currentIndexChanged, this, refreshFloor);
    connect(m_type, &QComboBox::currentIndexChanged, this, &FloorCriteriaForm::changed);
    m_path->setEnabled(false);
    m_type->setEnabled(false);

    m_rooms = new QTreeWidget(this);
    m_rooms->setHeaderLabels({QCoreApplication::translate("floorgen::gui::SearchPanel", "Room"),
                              QCoreApplication::translate("floorgen::gui::SearchPanel", "Rule"),
                              QCoreApplication::translate("floorgen::gui::SearchPanel", "At least"),
                              QCoreApplication::translate("floorgen::gui::SearchPanel", "At most")});
    m_rooms->setRootIsDecorated(false);
    m_rooms->setItemDelegateForColumn(0, new PresentFirstDelegate(m_rooms));
    m_rooms->setToolTip(QCoreApplication::translate(
        "floorgen::gui::SearchPanel",
        "Click a box: checked = the floor has the room (as many as the two counts allow), "
        "dash = the floor lacks it, empty = either"));
    for (RoomType t : kSearchTypes) {
        auto *item = new QTreeWidgetItem(m_rooms, {app::trRoomType(t), QString()});
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsUserTristate);
        item->setCheckState(0, Qt::Unchecked);
        auto *min = new QSpinBox;
        min->setRange(1, 20);
        min->setToolTip(QCoreApplication::translate("floorgen::gui::SearchPanel",
                                                    "The floor has at least this many rooms of the type"));
        auto *max = new QSpinBox;
        max->setRange(0, 20);
        max->setSpecialValueText(QCoreApplication::translate("floorgen::gui::SearchPanel", "any"));
        max->setToolTip(
            QCoreApplication::translate("floorgen::gui::SearchPanel",
                                        "The floor has at most this many rooms of the type (any: no limit)"));
        // Each editor sits in a holder: the view shows and hides the holder as the row scrolls, the row's
        // check box shows and hides the editor in it.
        for (auto [box, column] : {std::pair{min, 2}, std::pair{max, 3}}) {
            auto *holder = new QWidget;
            auto *holderLayout = new QHBoxLayout(holder);
            holderLayout->setContentsMargins(0, 0, 0, 0);
            holderLayout->addWidget(box);
            box->setVisible(false);
            // A typed "12" is one value, not a "1" that pulls the other bound down on the way.
            box->setKeyboardTracking(false);
            m_rooms->setItemWidget(item, column, holder);
            item->setSizeHint(column, box->sizeHint()); // rows as tall as the editors
            connect(box, &QSpinBox::valueChanged, this, &FloorCriteriaForm::changed);
        }
        // The two bounds stay in order: raising "at least" above "at most" raises it too, and back. Leaving
        // "any" for a number below "at least" (one step up from "any" is 1) starts at "at least" instead.
        connect(min, &QSpinBox::valueChanged, max, [max](int v) {
            if (max->value() != 0 && max->value() < v)
                max->setValue(v);
        });
        connect(max, &QSpinBox::valueChanged, min, [min, max](int v) {
            const bool fromAny = max->property(kPreviousMax).toInt() == 0;
            max->setProperty(kPreviousMax, v);
            if (v == 0 || min->value() <= v)
                return;
            if (fromAny)
                max->setValue(min->value());
            else
                min->setValue(v);
        });
        m_roomRows.push_back({t, item, min, max});
    }
    QHeaderView *header = m_rooms->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    for (int column : {2, 3}) {
        header->setSectionResizeMode(column, QHeaderView::Fixed);
        header->resizeSection(
            column,
            std::max(m_roomRows.front().max->sizeHint().width(), header->sectionSizeHint(column)) + 8);
    }
    m_rooms->setMinimumHeight(180);
    connect(m_rooms, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem *item, int column) {
        if (column != 0)
            return;
        const Qt::CheckState s = item->checkState(0);
        item->setText(1, s == Qt::Checked
                             ? QCoreApplication::translate("floorgen::gui::SearchPanel", "present")
                         : s == Qt::PartiallyChecked
                             ? QCoreApplication::translate("floorgen::gui::SearchPanel", "absent")
                             : QString());
        for (const RoomRow &row : m_roomRows)
            if (row.item == item) {
                row.min->setVisible(s == Qt::Checked);
                row.max->setVisible(s == Qt::Checked);
            }
        emit changed();
    });

    m_boss = new QComboBox(this);
    m_boss->addItem(QCoreApplication::translate("floorgen::gui::SearchPanel", "Any boss"), -1);
    for (int i = 1; i < 200; ++i)
        if (const auto name = bossName(i); !name.empty())
            m_boss->addItem(app::trBoss(i), i);

    m_distanceOn = new QCheckBox(QCoreApplication::translate("floorgen::gui::SearchPanel", "Within"), this);
    m_distance = new QSpinBox(this);
    m_distance->setRange(0, kMaxRooms);
    m_distance->setValue(1);
    m_distance->setSuffix(QCoreApplication::translate("floorgen::gui::SearchPanel", " room(s)"));
    m_distanceTo = new QComboBox(this);
    fillKinds(m_distanceTo, false);
    selectKind(m_distanceTo, RoomKind{false, RoomType::Treasure});
    m_distanceFrom = new QComboBox(this);
    fillKinds(m_distanceFrom, true);
    // On two lines, so that the form, and the dock with it, stays narrow enough to leave the map its room.
    auto *distanceRow = new QVBoxLayout;
    auto *withinRow = new QHBoxLayout;
    withinRow->addWidget(m_distanceOn);
    withinRow->addWidget(m_distance);
    withinRow->addStretch(1);
    auto *kindsRow = new QHBoxLayout;
    kindsRow->addWidget(new QLabel(QCoreApplication::translate("floorgen::gui::SearchPanel", "a"), this));
    kindsRow->addWidget(m_distanceTo, 1);
    kindsRow->addWidget(
        new QLabel(QCoreApplication::translate("floorgen::gui::SearchPanel", "of the"), this));
    kindsRow->addWidget(m_distanceFrom, 1);
    distanceRow->addLayout(withinRow);
    distanceRow->addLayout(kindsRow);
    m_distance->setToolTip(QCoreApplication::translate("floorgen::gui::SearchPanel",
                                                       "Moves between touching rooms; 1 = next to it"));

    m_minRooms = new QSpinBox(this);
    m_maxRooms = new QSpinBox(this);
    m_minRooms->setRange(0, kMaxRooms);
    m_maxRooms->setRange(0, kMaxRooms);
    m_maxRooms->setValue(kMaxRooms);
    auto *roomsRow = new QHBoxLayout;
    roomsRow->addWidget(m_minRooms);
    roomsRow->addWidget(new QLabel(QCoreApplication::translate("floorgen::gui::SearchPanel", "to"), this));
    roomsRow->addWidget(m_maxRooms);
    m_xl = new QComboBox(this);
    m_xl->addItems({QCoreApplication::translate("floorgen::gui::SearchPanel", "Either"),
                    QCoreApplication::translate("floorgen::gui::SearchPanel", "XL floor"),
                    QCoreApplication::translate("floorgen::gui::SearchPanel", "Not XL")});
    m_curse = new QComboBox(this);
    m_curse->addItem(QCoreApplication::translate("floorgen::gui::SearchPanel", "Any"), -1);
    m_curse->addItem(QCoreApplication::translate("floorgen::gui::SearchPanel", "No curse"), 0);
    for (CurseBit c : kAllCurses)
        m_curse->addItem(app::trCurse(c), static_cast<int>(c));
    m_maxAttempts = new QSpinBox(this);
    m_maxAttempts->setRange(1, kMaxAttempts);
    m_maxAttempts->setValue(kMaxAttempts);
    for (QComboBox *combo : {m_boss, m_distanceTo, m_distanceFrom, m_xl, m_curse})
        connect(combo, &QComboBox::currentIndexChanged, this, &FloorCriteriaForm::changed);
    for (QSpinBox *spin : {m_distance, m_minRooms, m_maxRooms, m_maxAttempts})
        connect(spin, &QSpinBox::valueChanged, this, &FloorCriteriaForm::changed);
    connect(m_distanceOn, &QCheckBox::toggled, this, &FloorCriteriaForm::changed);

    auto *form = new QFormLayout;
    form->addRow(QCoreApplication::translate("floorgen::gui::SearchPanel", "Boss:"), m_boss);
    form->addRow(QCoreApplication::translate("floorgen::gui::SearchPanel", "Distance:"), distanceRow);
    form->addRow(QCoreApplication::translate("floorgen::gui::SearchPanel", "Rooms:"), roomsRow);
    form->addRow(QCoreApplication::translate("floorgen::gui::SearchPanel", "XL:"), m_xl);
    form->addRow(QCoreApplication::translate("floorgen::gui::SearchPanel", "Curse:"), m_curse);
    form->addRow(QCoreApplication::translate("floorgen::gui::SearchPanel", "Attempts at most:"),
                 m_maxAttempts);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(floorRow);
    layout->addWidget(m_rooms, 1);
    layout->addLayout(form);
}

bool FloorCriteriaForm::offered(int stage, int type) const {
    return m_rules != RuleSet::Repentance || rep::repFloorSupported(stage, type);
}

void FloorCriteriaForm::setRuleSet(RuleSet rules) {
    m_rules = rules;
    // A stage the rule set generates no floor of (the Blue Womb in repentance) is not offered.
    auto *model = qobject_cast<QStandardItemModel *>(m_stage->model());
    for (int i = 0; i < m_stage->count(); ++i) {
        const int stage = m_stage->itemData(i).toInt();
        if (stage <= 0 || !model)
            continue;
        bool any = false;
        for (int t : {0, 1, 2, 4, 5})
            any = any || offered(stage, t);
        QStandardItem *item = model->item(i);
        item->setEnabled(any);
        if (auto *view = qobject_cast<QListView *>(m_stage->view()))
            view->setRowHidden(i, !any);
        if (!any && m_stage->currentIndex() == i)
            m_stage->setCurrentIndex(0); // the current stage
    }
    fillTypes();
}

void FloorCriteriaForm::fillTypes() {
    const int stage = m_stage->currentData().toInt();
    const int previous = m_type->currentData().isValid() ? m_type->currentData().toInt() : -1;
    const QSignalBlocker block(m_type);
    m_type->clear();
    m_type->addItem(tr("Any type"), -1);
    if (stage > 0) {
        std::vector<int> types;
        if (m_path->currentIndex() == 1)
            types = {4, 5};
        else if (stage == 10 || stage == 11)
            types = {0, 1};
        else
            for (int t = 0; t < stageTypeCount(stage); ++t)
                types.push_back(t);
        // The type's name ("Cellar"), or the floor's where the type has none of its own ("Mines II").
        for (int t : types) {
            if (!offered(stage, t))
                continue;
            QString name = app::trStageType(stage, t);
            if (name.isEmpty())
                name = app::trStage(stage, t);
            if (!name.isEmpty())
                m_type->addItem(name, t);
        }
    }
    selectData(m_type, previous);
}

FloorPick FloorCriteriaForm::floorPick() const {
    FloorPick p;
    const int stage = m_stage->currentData().toInt();
    p.current = stage == 0;
    if (!p.current) {
        p.stage = stage;
        p.path = m_path->currentIndex() == 1 ? FloorPath::Alternate : FloorPath::Main;
        p.stageType = m_type->currentData().toInt();
    }
    return p;
}

void FloorCriteriaForm::setFloorPick(const FloorPick &pick) {
    if (pick.current) {
        m_stage->setCurrentIndex(0);
        return;
    }
    selectData(m_stage, pick.stage);
    m_path->setCurrentIndex(pick.path == FloorPath::Alternate ? 1 : 0);
    fillTypes();
    selectData(m_type, pick.stageType);
}

FloorCriteria FloorCriteriaForm::floorCriteria(const Settings &settings) const {
    FloorCriteria f;
    const FloorPick p = floorPick();
    if (p.current) {
        f.stage = settings.stage;
        f.path = settings.stageType >= 4 ? FloorPath::Alternate : FloorPath::Main;
        f.stageType = settings.stageType;
    } else {
        f.stage = p.stage;
        f.path = p.path;
        f.stageType = p.stageType;
    }
    f.criteria = criteria();
    return f;
}

QString FloorCriteriaForm::floorTitle(const Settings &settings) const {
    const FloorPick p = floorPick();
    if (p.current)
        return tr("%1 (current)").arg(app::trStage(settings.stage, settings.stageType));
    if (p.stageType >= 0)
        return app::trStage(p.stage, p.stageType);
    return p.path == FloorPath::Alternate ? tr("Stage %1, alternate").arg(p.stage)
                                          : tr("Stage %1").arg(p.stage);
}

void FloorCriteriaForm::setRoomRule(RoomType type, Qt::CheckState state) {
    for (const RoomRow &row : m_roomRows)
        if (row.type == type)
            row.item->setCheckState(0, state);
}

void FloorCriteriaForm::setRoomCount(RoomType type, int min, int max) {
    for (const RoomRow &row : m_roomRows)
        if (row.type == type) {
            row.item->setCheckState(0, Qt::Checked);
            // Exactly these bounds (an "at most" below "at least" lowers it), not the editors' stepping
            // rules.
            const QSignalBlocker blockMin(row.min);
            const QSignalBlocker blockMax(row.max);
            row.max->setValue(max < 0 ? 0 : max);
            row.min->setValue(max > 0 && max < min ? max : min);
            row.max->setProperty(kPreviousMax, row.max->value());
            emit changed();
        }
}

void FloorCriteriaForm::setBoss(int subtype) {
    const int i = m_boss->findData(subtype);
    m_boss->setCurrentIndex(i >= 0 ? i : 0);
}

void FloorCriteriaForm::setDistanceRule(bool on, RoomKind from, RoomKind to, int maxDistance) {
    m_distanceOn->setChecked(on);
    selectKind(m_distanceFrom, from);
    selectKind(m_distanceTo, to);
    m_distance->setValue(maxDistance);
}

void FloorCriteriaForm::setRooms(int min, int max) {
    m_minRooms->setValue(min);
    m_maxRooms->setValue(max);
}

void FloorCriteriaForm::setXl(int xl) {
    m_xl->setCurrentIndex(xl < 0 ? 0 : (xl == 1 ? 1 : 2));
}

void FloorCriteriaForm::setCurse(int curse) {
    const int i = m_curse->findData(curse);
    m_curse->setCurrentIndex(i >= 0 ? i : 0);
}

void FloorCriteriaForm::setMaxAttempts(int max) {
    m_maxAttempts->setValue(max);
}

Criteria FloorCriteriaForm::criteria() const {
    Criteria c;
    for (const RoomRow &row : m_roomRows) {
        const Qt::CheckState s = row.item->checkState(0);
        if (s == Qt::Checked)
            c.counts.push_back(
                {RoomKind{false, row.type}, row.min->value(), row.max->value() == 0 ? -1 : row.max->value()});
        else if (s == Qt::PartiallyChecked)
            c.counts.push_back({RoomKind{false, row.type}, 0, 0});
    }
    if (const int boss = m_boss->currentData().toInt(); boss >= 0)
        c.bossSubtypes.push_back(boss);
    if (m_distanceOn->isChecked())
        c.distances.push_back({kindOf(m_distanceFrom), kindOf(m_distanceTo), m_distance->value()});
    c.minRooms = m_minRooms->value();
    c.maxRooms = m_maxRooms->value();
    c.xl = m_xl->currentIndex() == 0 ? -1 : (m_xl->currentIndex() == 1 ? 1 : 0);
    const int curse = m_curse->currentData().toInt();
    if (curse == 0)
        c.noCurse = true;
    else if (curse > 0)
        c.cursesAll = static_cast<std::uint8_t>(curse);
    c.maxAttempts = m_maxAttempts->value();
    return c;
}

void FloorCriteriaForm::setCriteria(const Criteria &c) {
    for (const RoomRow &row : m_roomRows)
        row.item->setCheckState(0, Qt::Unchecked);
    for (const CountRule &r : c.counts) {
        if (r.kind.start)
            continue;
        if (r.max == 0)
            setRoomRule(r.kind.type, Qt::PartiallyChecked);
        else
            setRoomCount(r.kind.type, std::max(1, r.min), r.max);
    }
    setBoss(c.bossSubtypes.empty() ? -1 : c.bossSubtypes.front());
    if (c.distances.empty())
        m_distanceOn->setChecked(false);
    else
        setDistanceRule(true, c.distances.front().from, c.distances.front().to,
                        c.distances.front().maxDistance);
    setRooms(c.minRooms, c.maxRooms);
    setXl(c.xl);
    setCurse(c.noCurse ? 0 : (c.cursesAll ? static_cast<int>(c.cursesAll) : -1));
    setMaxAttempts(c.maxAttempts);
}

QJsonObject FloorCriteriaForm::toJson() const {
    QJsonObject o;
    const FloorPick p = floorPick();
    o.insert(QStringLiteral("floor"), p.current ? 0 : p.stage);
    o.insert(QStringLiteral("path"), p.path == FloorPath::Alternate ? 1 : 0);
    o.insert(QStringLiteral("stageType"), p.stageType);
    QJsonArray rooms;
    for (const RoomRow &row : m_roomRows) {
        const Qt::CheckState st = row.item->checkState(0);
        if (st == Qt::Unchecked)
            continue;
        rooms.append(QJsonObject{{QStringLiteral("type"), static_cast<int>(row.type)},
                                 {QStringLiteral("state"), st == Qt::Checked ? 2 : 1},
                                 {QStringLiteral("min"), row.min->value()},
                                 {QStringLiteral("max"), row.max->value()}});
    }
    o.insert(QStringLiteral("rooms"), rooms);
    o.insert(QStringLiteral("boss"), m_boss->currentData().toInt());
    o.insert(QStringLiteral("distanceOn"), m_distanceOn->isChecked());
    o.insert(QStringLiteral("distance"), m_distance->value());
    o.insert(QStringLiteral("distanceTo"), m_distanceTo->currentData().toInt());
    o.insert(QStringLiteral("distanceFrom"), m_distanceFrom->currentData().toInt());
    o.insert(QStringLiteral("minRooms"), m_minRooms->value());
    o.insert(QStringLiteral("maxRooms"), m_maxRooms->value());
    o.insert(QStringLiteral("xl"), m_xl->currentIndex());
    o.insert(QStringLiteral("curse"), m_curse->currentData().toInt());
    o.insert(QStringLiteral("maxAttempts"), m_maxAttempts->value());
    return o;
}

void FloorCriteriaForm::fromJson(const QJsonObject &o) {
    auto selectValue = [](QComboBox *combo, const QJsonValue &v) {
        if (v.isDouble())
            selectData(combo, v.toInt());
    };
    auto setIndex = [](QComboBox *combo, const QJsonValue &v) {
        if (v.isDouble() && v.toInt() >= 0 && v.toInt() < combo->count())
            combo->setCurrentIndex(v.toInt());
    };
    auto setSpin = [](QSpinBox *spin, const QJsonValue &v) {
        if (v.isDouble())
            spin->setValue(v.toInt()); // clamped to the spin box's range
    };
    if (const QJsonValue floor = o.value(QStringLiteral("floor")); floor.isDouble()) {
        FloorPick p;
        p.current = floor.toInt() <= 0 || floor.toInt() > kLastSearchStage;
        p.stage = p.current ? 1 : floor.toInt();
        p.path = o.value(QStringLiteral("path")).toInt() == 1 ? FloorPath::Alternate : FloorPath::Main;
        p.stageType = o.value(QStringLiteral("stageType")).toInt(-1);
        setFloorPick(p);
    }
    for (const RoomRow &row : m_roomRows)
        row.item->setCheckState(0, Qt::Unchecked);
    for (const QJsonValue &v : o.value(QStringLiteral("rooms")).toArray()) {
        const QJsonObject r = v.toObject();
        const auto type = static_cast<RoomType>(r.value(QStringLiteral("type")).toInt(-1));
        const int st = r.value(QStringLiteral("state")).toInt();
        if (st == 2)
            setRoomCount(
                type, r.value(QStringLiteral("min")).toInt(1),
                r.value(QStringLiteral("max")).toInt(0) == 0 ? -1 : r.value(QStringLiteral("max")).toInt());
        else if (st == 1)
            setRoomRule(type, Qt::PartiallyChecked);
    }
    selectValue(m_boss, o.value(QStringLiteral("boss")));
    m_distanceOn->setChecked(o.value(QStringLiteral("distanceOn")).toBool());
    setSpin(m_distance, o.value(QStringLiteral("distance")));
    selectValue(m_distanceTo, o.value(QStringLiteral("distanceTo")));
    selectValue(m_distanceFrom, o.value(QStringLiteral("distanceFrom")));
    setSpin(m_minRooms, o.value(QStringLiteral("minRooms")));
    setSpin(m_maxRooms, o.value(QStringLiteral("maxRooms")));
    setIndex(m_xl, o.value(QStringLiteral("xl")));
    selectValue(m_curse, o.value(QStringLiteral("curse")));
    setSpin(m_maxAttempts, o.value(QStringLiteral("maxAttempts")));
}

} // namespace floorgen::gui
