#include "searchpanel.h"

#include "backgroundjobs.h"
#include "floorgen/seedstring.h"
#include "names_tr.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <mutex>
#include <thread>

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace floorgen::gui {

namespace {

constexpr RoomType kSearchTypes[] = {
    RoomType::Shop,      RoomType::Treasure,    RoomType::Planetarium, RoomType::Dice,
    RoomType::Sacrifice, RoomType::Library,     RoomType::Curse,       RoomType::MiniBoss,
    RoomType::Challenge, RoomType::Chest,       RoomType::Arcade,      RoomType::Isaacs,
    RoomType::Barren,    RoomType::SuperSecret, RoomType::Secret,      RoomType::UltraSecret};

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

} // namespace

struct SearchPanel::Job {
    Settings settings;
    Criteria criteria;
    SeedSpace space = SeedSpace::Run;
    std::uint32_t from = 1, to = 1;
    std::uint64_t limit = 0;
    std::atomic<bool> cancel{false};
    std::atomic<bool> finished{false};
    std::atomic<std::uint64_t> done{0};
    std::atomic<std::uint64_t> found{0};
    SearchResult result;
    std::thread thread;
    QElapsedTimer timer;

    ~Job() {
        cancel = true;
        if (thread.joinable())
            thread.join();
    }
};

SearchPanel::SearchPanel(QWidget *parent)
    : QWidget(parent)
    , m_timer(new QTimer(this)) {
    m_rooms = new QTreeWidget(this);
    m_rooms->setHeaderLabels({tr("Room"), tr("Rule"), tr("At least"), tr("At most")});
    m_rooms->setRootIsDecorated(false);
    m_rooms->setItemDelegateForColumn(0, new PresentFirstDelegate(m_rooms));
    m_rooms->setToolTip(tr("Click a box: checked = the floor has the room (as many as the two counts allow), "
                           "dash = the floor lacks it, empty = either"));
    for (RoomType t : kSearchTypes) {
        auto *item = new QTreeWidgetItem(m_rooms, {app::trRoomType(t), QString()});
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsUserTristate);
        item->setCheckState(0, Qt::Unchecked);
        auto *min = new QSpinBox;
        min->setRange(1, 20);
        min->setToolTip(tr("The floor has at least this many rooms of the type"));
        auto *max = new QSpinBox;
        max->setRange(0, 20);
        max->setSpecialValueText(tr("any"));
        max->setToolTip(tr("The floor has at most this many rooms of the type (any: no limit)"));
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
        item->setText(1, s == Qt::Checked            ? SearchPanel::tr("present")
                         : s == Qt::PartiallyChecked ? SearchPanel::tr("absent")
                                                     : QString());
        for (const RoomRow &row : m_roomRows)
            if (row.item == item) {
                row.min->setVisible(s == Qt::Checked);
                row.max->setVisible(s == Qt::Checked);
            }
    });

    m_boss = new QComboBox(this);
    m_boss->addItem(tr("Any boss"), -1);
    for (int i = 1; i < 200; ++i)
        if (const auto name = bossName(i); !name.empty())
            m_boss->addItem(app::trBoss(i), i);

    m_distanceOn = new QCheckBox(tr("Within"), this);
    m_distance = new QSpinBox(this);
    m_distance->setRange(0, kMaxRooms);
    m_distance->setValue(1);
    m_distance->setSuffix(tr(" room(s)"));
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
    kindsRow->addWidget(new QLabel(tr("a"), this));
    kindsRow->addWidget(m_distanceTo, 1);
    kindsRow->addWidget(new QLabel(tr("of the"), this));
    kindsRow->addWidget(m_distanceFrom, 1);
    distanceRow->addLayout(withinRow);
    distanceRow->addLayout(kindsRow);
    m_distance->setToolTip(tr("Moves between touching rooms; 1 = next to it"));

    m_minRooms = new QSpinBox(this);
    m_maxRooms = new QSpinBox(this);
    m_minRooms->setRange(0, kMaxRooms);
    m_maxRooms->setRange(0, kMaxRooms);
    m_maxRooms->setValue(kMaxRooms);
    auto *roomsRow = new QHBoxLayout;
    roomsRow->addWidget(m_minRooms);
    roomsRow->addWidget(new QLabel(tr("to"), this));
    roomsRow->addWidget(m_maxRooms);
    m_xl = new QComboBox(this);
    m_xl->addItems({tr("Either"), tr("XL floor"), tr("Not XL")});
    m_curse = new QComboBox(this);
    m_curse->addItem(tr("Any"), -1);
    m_curse->addItem(tr("No curse"), 0);
    for (CurseBit c : kAllCurses)
        m_curse->addItem(app::trCurse(c), static_cast<int>(c));
    m_maxAttempts = new QSpinBox(this);
    m_maxAttempts->setRange(1, kMaxAttempts);
    m_maxAttempts->setValue(kMaxAttempts);

    m_space = new QComboBox(this);
    m_space->addItems({tr("Run seeds"), tr("Stage seeds")});
    m_from = new QLineEdit(QStringLiteral("1"), this);
    m_to = new QLineEdit(QStringLiteral("4294967295"), this);
    m_from->setToolTip(tr("A number, or a seed string for run seeds"));
    m_to->setToolTip(m_from->toolTip());
    auto *rangeRow = new QHBoxLayout;
    rangeRow->addWidget(m_from);
    rangeRow->addWidget(new QLabel(tr("to"), this));
    rangeRow->addWidget(m_to);
    m_limit = new QSpinBox(this);
    m_limit->setRange(1, 100000);
    m_limit->setValue(20);

    auto *form = new QFormLayout;
    form->addRow(tr("Boss:"), m_boss);
    form->addRow(tr("Distance:"), distanceRow);
    form->addRow(tr("Rooms:"), roomsRow);
    form->addRow(tr("XL:"), m_xl);
    form->addRow(tr("Curse:"), m_curse);
    form->addRow(tr("Attempts at most:"), m_maxAttempts);
    form->addRow(tr("Search:"), m_space);
    form->addRow(tr("Seeds:"), rangeRow);
    form->addRow(tr("Stop after:"), m_limit);

    m_search = new QPushButton(tr("&Search"), this);
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setEnabled(false);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_search);
    buttons->addWidget(m_cancel);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1000);
    m_status = new QLabel(tr("Choose criteria and press Search."), this);
    m_status->setWordWrap(true);
    m_settingsLabel = new QLabel(this);
    m_settingsLabel->setWordWrap(true);
    m_settingsLabel->setObjectName(QStringLiteral("searchSettings"));
    m_settingsLabel->setToolTip(tr("The floor settings the search uses: those of the Floor Settings panel"));
    m_list = new QListWidget(this);
    m_list->setToolTip(tr("Double-click a seed to open its floor"));

    // Criteria above (scrolling when the dock is short or narrow), results below, a splitter between them.
    constexpr int kNarrowestForm = 280;
    auto *criteriaBox = new QWidget;
    auto *criteriaLayout = new QVBoxLayout(criteriaBox);
    criteriaLayout->setContentsMargins(0, 0, 0, 0);
    criteriaLayout->addWidget(m_rooms, 1);
    criteriaLayout->addLayout(form);
    auto *scroll = new QScrollArea;
    scroll->setWidget(criteriaBox);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // The whole form's width when it is narrow enough, else a horizontal scroll bar: the form's full width
    // (~470 px) as a minimum made the window 1105 px wide with Seed search open, wider than a 1024 screen.
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    scroll->setMinimumWidth(std::min(criteriaBox->sizeHint().width(), kNarrowestForm) +
                            scroll->verticalScrollBar()->sizeHint().width());
    auto *resultsBox = new QWidget;
    auto *resultsLayout = new QVBoxLayout(resultsBox);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    resultsLayout->addWidget(m_settingsLabel);
    resultsLayout->addLayout(buttons);
    resultsLayout->addWidget(m_progress);
    resultsLayout->addWidget(m_status);
    resultsLayout->addWidget(m_list, 1);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(scroll);
    splitter->addWidget(resultsBox);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);

    connect(m_search, &QPushButton::clicked, this, &SearchPanel::start);
    connect(m_cancel, &QPushButton::clicked, this, &SearchPanel::cancel);
    connect(m_list, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { emit openRequested(settingsOf(m_list->row(item))); });
    m_timer->setInterval(100);
    connect(m_timer, &QTimer::timeout, this, &SearchPanel::poll);
}

SearchPanel::~SearchPanel() {
    m_job.reset();
    m_retired.clear();
}

void SearchPanel::setSettings(const Settings &settings) {
    m_settings = settings;
    m_settings.runSeed.reset();
    m_settings.stageSeed = 0;
    m_settingsLabel->setText(settingsText());
}

QString SearchPanel::settingsText() const {
    const Settings &s = m_settings;
    QStringList parts;
    parts << app::trStage(s.stage, s.stageType);
    parts << (s.ruleSet == RuleSet::Repentance ? tr("Repentance") : tr("Afterbirth+"));
    if (s.hard)
        parts << tr("hard mode");
    QStringList items;
    for (int i = 0; i < kItemCount; ++i)
        if (s.has(static_cast<Item>(i)))
            items << app::trItem(static_cast<Item>(i));
    parts << (items.isEmpty() ? tr("no items") : items.join(QStringLiteral(", ")));
    if (s.forcedCurses) {
        QStringList curses;
        for (CurseBit c : kAllCurses)
            if (*s.forcedCurses & c)
                curses << app::trCurse(c);
        parts << (curses.isEmpty() ? tr("no curse (forced)")
                                   : tr("forced: %1").arg(curses.join(QStringLiteral(", "))));
    }
    return tr("Searching: %1").arg(parts.join(QStringLiteral(" · ")));
}

QString SearchPanel::durationText(double seconds) {
    const auto total = static_cast<qint64>(std::ceil(std::max(0.0, seconds)));
    if (total < 60)
        return tr("%1 s").arg(total);
    if (total < 3600)
        return tr("%1 min %2 s").arg(total / 60).arg(total % 60);
    if (total < 2 * 86400) // "1 days" would read badly: hours up to two days
        return tr("%1 h %2 min").arg(total / 3600).arg((total % 3600) / 60);
    return tr("%1 days").arg(total / 86400);
}

QString SearchPanel::formState() const {
    QJsonObject o;
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
    o.insert(QStringLiteral("space"), m_space->currentIndex());
    o.insert(QStringLiteral("from"), m_from->text());
    o.insert(QStringLiteral("to"), m_to->text());
    o.insert(QStringLiteral("limit"), m_limit->value());
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

bool SearchPanel::restoreForm(const QString &state) {
    const QJsonDocument doc = QJsonDocument::fromJson(state.toUtf8());
    if (!doc.isObject())
        return false;
    const QJsonObject o = doc.object();
    auto selectData = [](QComboBox *combo, const QJsonValue &v) {
        if (const int i = combo->findData(v.toInt()); v.isDouble() && i >= 0)
            combo->setCurrentIndex(i);
    };
    auto setIndex = [](QComboBox *combo, const QJsonValue &v) {
        if (v.isDouble() && v.toInt() >= 0 && v.toInt() < combo->count())
            combo->setCurrentIndex(v.toInt());
    };
    auto setSpin = [](QSpinBox *spin, const QJsonValue &v) {
        if (v.isDouble())
            spin->setValue(v.toInt()); // clamped to the spin box's range
    };
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
    selectData(m_boss, o.value(QStringLiteral("boss")));
    m_distanceOn->setChecked(o.value(QStringLiteral("distanceOn")).toBool());
    setSpin(m_distance, o.value(QStringLiteral("distance")));
    selectData(m_distanceTo, o.value(QStringLiteral("distanceTo")));
    selectData(m_distanceFrom, o.value(QStringLiteral("distanceFrom")));
    setSpin(m_minRooms, o.value(QStringLiteral("minRooms")));
    setSpin(m_maxRooms, o.value(QStringLiteral("maxRooms")));
    setIndex(m_xl, o.value(QStringLiteral("xl")));
    selectData(m_curse, o.value(QStringLiteral("curse")));
    setSpin(m_maxAttempts, o.value(QStringLiteral("maxAttempts")));
    setIndex(m_space, o.value(QStringLiteral("space")));
    if (o.value(QStringLiteral("from")).isString())
        m_from->setText(o.value(QStringLiteral("from")).toString());
    if (o.value(QStringLiteral("to")).isString())
        m_to->setText(o.value(QStringLiteral("to")).toString());
    setSpin(m_limit, o.value(QStringLiteral("limit")));
    return true;
}

void SearchPanel::setRoomRule(RoomType type, Qt::CheckState state) {
    for (const RoomRow &row : m_roomRows)
        if (row.type == type)
            row.item->setCheckState(0, state);
}

void SearchPanel::setRoomCount(RoomType type, int min, int max) {
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
        }
}

void SearchPanel::setBoss(int subtype) {
    const int i = m_boss->findData(subtype);
    m_boss->setCurrentIndex(i >= 0 ? i : 0);
}

void SearchPanel::setDistanceRule(bool on, RoomKind from, RoomKind to, int maxDistance) {
    m_distanceOn->setChecked(on);
    selectKind(m_distanceFrom, from);
    selectKind(m_distanceTo, to);
    m_distance->setValue(maxDistance);
}

void SearchPanel::setSpace(SeedSpace space) {
    m_space->setCurrentIndex(space == SeedSpace::Stage ? 1 : 0);
}

void SearchPanel::setSeedRange(std::uint32_t from, std::uint32_t to) {
    m_from->setText(QString::number(from));
    m_to->setText(QString::number(to));
}

void SearchPanel::setLimit(int limit) {
    m_limit->setValue(limit);
}

Criteria SearchPanel::criteria() const {
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

bool SearchPanel::readRange(std::uint32_t &from, std::uint32_t &to, QString &error) const {
    auto parse = [&](const QLineEdit *edit, std::uint32_t &out, const QString &what) {
        const QString text = edit->text().trimmed();
        bool ok = false;
        const qint64 v = text.toLongLong(&ok);
        if (ok && v >= 1 && v <= 0xFFFFFFFFll) {
            out = static_cast<std::uint32_t>(v);
            return true;
        }
        if (!ok) {
            if (const auto seed = parseSeedString(text.toStdString())) {
                out = *seed;
                return true;
            }
        }
        error =
            tr("The %1 seed \"%2\" is not a number from 1 to 4294967295 or a seed string.").arg(what, text);
        return false;
    };
    if (!parse(m_from, from, tr("first")) || !parse(m_to, to, tr("last")))
        return false;
    if (from > to) {
        error = tr("The seed range %1..%2 is empty.").arg(from).arg(to);
        return false;
    }
    return true;
}

bool SearchPanel::isRunning() const {
    return m_job != nullptr;
}

QString SearchPanel::status() const {
    return m_status->text();
}

Settings SearchPanel::settingsOf(int row) const {
    Settings s = m_resultSettings;
    if (row < 0 || static_cast<std::size_t>(row) >= m_results.size())
        return s;
    const std::uint32_t seed = m_results[static_cast<std::size_t>(row)];
    if (m_resultSpace == SeedSpace::Run)
        s.runSeed = seed;
    else
        s.stageSeed = seed;
    return s;
}

void SearchPanel::start() {
    std::uint32_t from = 1, to = 1;
    QString error;
    if (!readRange(from, to, error)) {
        m_status->setText(error);
        return;
    }
    Settings check = m_settings;
    check.stageSeed = 1;
    if (auto problem = validateSettings(check)) {
        m_status->setText(tr("These settings cannot be generated: %1").arg(app::trCoreMessage(*problem)));
        return;
    }
    discard();
    auto job = std::make_shared<Job>();
    job->settings = m_settings;
    job->criteria = criteria();
    job->space = m_space->currentIndex() == 1 ? SeedSpace::Stage : SeedSpace::Run;
    job->from = from;
    job->to = to;
    job->limit = static_cast<std::uint64_t>(m_limit->value());
    job->timer.start();
    Job *raw = job.get();
    job->thread = std::thread([raw]() {
        SearchOptions o;
        o.limit = raw->limit;
        o.cancel = &raw->cancel;
        o.progress = [raw](const SearchProgress &p) {
            raw->done = p.done;
            raw->found = p.found;
        };
        raw->result = searchSeeds(raw->settings, raw->criteria, raw->space, raw->from, raw->to, o);
        raw->finished = true;
    });
    m_job = job;
    m_results.clear();
    m_list->clear();
    m_progress->setValue(0);
    m_search->setEnabled(false);
    m_cancel->setEnabled(true);
    m_status->setText(tr("Searching…"));
    m_settingsLabel->setText(settingsText());
    m_timer->start();
    emit started();
}

void SearchPanel::discard() {
    if (!m_job)
        return;
    retire(m_job, m_retired);
    m_search->setEnabled(true);
    m_cancel->setEnabled(false);
}

void SearchPanel::cancel() {
    if (!m_job)
        return;
    // The workers see the flag between two seeds: the search ends within moments, with every seed up to
    // the one it reached tried, and the matches among them.
    std::shared_ptr<Job> job = m_job;
    job->cancel = true;
    if (job->thread.joinable())
        job->thread.join();
    m_job.reset();
    m_search->setEnabled(true);
    m_cancel->setEnabled(false);
    showResults(*job);
    const std::uint64_t next = job->result.scannedTo + 1;
    if (next <= job->to) {
        m_from->setText(QString::number(next));
        m_status->setText(
            tr("Stopped at seed %1 (resume from there: press Search). %2 found in seeds %3..%4.")
                .arg(next)
                .arg(m_results.size())
                .arg(job->from)
                .arg(job->result.scannedTo));
    } else {
        m_status->setText(tr("Stopped after the last seed: %1 found.").arg(m_results.size()));
    }
    emit finished();
}

void SearchPanel::showResults(const Job &job) {
    const SearchResult &r = job.result;
    m_resultSettings = job.settings;
    m_resultSpace = job.space;
    m_results = r.seeds;
    m_list->clear();
    for (std::uint32_t seed : m_results)
        m_list->addItem(job.space == SeedSpace::Run ? QString::fromStdString(seedToString(seed))
                                                    : tr("Stage seed %1").arg(seed));
}

bool SearchPanel::waitForIdle(int milliseconds) {
    return waitUntilIdle(
        milliseconds, [this] { return isRunning(); }, [this] { poll(); });
}

void SearchPanel::poll() {
    reapFinished(m_retired);
    if (!m_job) {
        if (m_retired.empty())
            m_timer->stop();
        return;
    }
    Job &job = *m_job;
    const std::uint64_t total = std::uint64_t{job.to} - job.from + 1;
    const double seconds = static_cast<double>(job.timer.nsecsElapsed()) / 1e9;
    if (!job.finished) {
        const std::uint64_t done = job.done;
        m_progress->setValue(static_cast<int>(1000 * done / total));
        const double rate = seconds > 0 ? static_cast<double>(done) / seconds : 0.0;
        // The time left to the end of the range; a limit reached earlier ends it sooner.
        const QString left =
            rate > 0 && done > 0 ? durationText(static_cast<double>(total - done) / rate) : tr("estimating");
        m_status->setText(tr("Searching… %1 of %2 seeds, %3 found · %4 seeds/s · about %5 left")
                              .arg(QLocale().toString(static_cast<qulonglong>(done)),
                                   QLocale().toString(static_cast<qulonglong>(total)),
                                   QLocale().toString(static_cast<qulonglong>(job.found.load())),
                                   QLocale().toString(rate, 'f', 0), left));
        return;
    }
    job.thread.join();
    const SearchResult &r = job.result;
    showResults(job);
    m_progress->setValue(1000);
    if (!r.error.empty())
        m_status->setText(app::trCoreMessage(r.error));
    else if (m_results.empty())
        m_status->setText(
            tr("No seed among %1 matches.").arg(QLocale().toString(static_cast<qulonglong>(r.tried))));
    else
        m_status->setText(tr("%1 found in seeds %2..%3 (%4 searched, %5 s)%6. Double-click one to open it.")
                              .arg(m_results.size())
                              .arg(job.from)
                              .arg(r.scannedTo)
                              .arg(QLocale().toString(static_cast<qulonglong>(r.tried)))
                              .arg(QLocale().toString(seconds, 'f', 1))
                              .arg(r.limitReached ? tr(", stopped at the limit") : QString()));
    m_job.reset();
    m_search->setEnabled(true);
    m_cancel->setEnabled(false);
    emit finished();
}

} // namespace floorgen::gui
