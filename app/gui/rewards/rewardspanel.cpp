#include "rewards/rewardspanel.h"

#include "mainwindow.h"
#include "map/mapwidget.h"
#include "rewards/rewardchart.h"
#include "rewards/rewardtablemodel.h"
#include "rewards/rewardtext.h"

#include <cmath>

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace floorgen::gui {

namespace {

constexpr int kSliderSteps = 100; // the slider moves luck in tenths

bool isNormalRoom(const Room &r) {
    return r.type == RoomType::Default && r.number != 0;
}

QString luckText(double luck) {
    return QLocale().toString(luck, 'g', 4);
}

} // namespace

RewardsPanel::RewardsPanel(MainWindow *window, QWidget *parent)
    : QDockWidget(tr("Room-Clear Rewards"), parent ? parent : window)
    , m_window(window) {
    setObjectName(QStringLiteral("rewardsPanel"));

    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->addWidget(buildInputs());

    m_overlay = new QCheckBox(tr("Show rewards on the map"));
    m_overlay->setToolTip(
        tr("An icon on every normal room for what clearing it gives, from the room's award seed "
           "and the luck and items above."));
    layout->addWidget(m_overlay);

    m_tabs = new QTabWidget;
    m_model = new RewardTableModel(this);
    m_table = new QTableView;
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setIconSize(QSize(18, 18));
    m_table->horizontalHeader()->setSectionResizeMode(RewardTableModel::OutcomeColumn, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(RewardTableModel::ProbabilityColumn,
                                                      QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(RewardTableModel::OneInColumn,
                                                      QHeaderView::ResizeToContents);
    m_table->setToolTip(
        tr("Exact probabilities of what a cleared room gives, for the luck and items above."));
    m_tabs->addTab(m_table, tr("Table"));

    auto *chartPage = new QWidget;
    auto *chartLayout = new QVBoxLayout(chartPage);
    chartLayout->setContentsMargins(0, 4, 0, 0);
    auto *styleRow = new QHBoxLayout;
    m_chartStyle = new QComboBox;
    m_chartStyle->addItem(tr("Stacked bars"), static_cast<int>(RewardChart::Style::StackedBars));
    m_chartStyle->addItem(tr("Lines"), static_cast<int>(RewardChart::Style::Lines));
    auto *styleLabel = new QLabel(tr("&Style:"));
    styleLabel->setBuddy(m_chartStyle);
    styleRow->addWidget(styleLabel);
    styleRow->addWidget(m_chartStyle);
    styleRow->addStretch();
    chartLayout->addLayout(styleRow);
    m_chart = new RewardChart;
    m_chart->setToolTip(QString()); // the chart shows its own tooltips
    chartLayout->addWidget(m_chart, 1);
    m_tabs->addTab(chartPage, tr("Chart"));
    layout->addWidget(m_tabs, 1);

    m_roomLabel = new QLabel(tr("Click a room on the map to see its reward."));
    m_roomLabel->setWordWrap(true);
    m_roomLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_roomLabel);

    auto *why = new QPushButton(tr("Why does this differ from the wiki?"));
    why->setToolTip(
        tr("Where the wiki's prose and its pseudo-code disagree, and which one this tool follows."));
    connect(why, &QPushButton::clicked, this, &RewardsPanel::showDiscrepancies);
    layout->addWidget(why);

    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(content);
    setWidget(scroll);
    // Never narrower than its content (which the window's right-hand column would otherwise cut, with a
    // sideways scroll bar): the column it shares with the decision log widens to it where the language needs.
    setMinimumWidth(content->minimumSizeHint().width() + scroll->verticalScrollBar()->sizeHint().width() + 4);

    connect(m_overlay, &QCheckBox::toggled, this, [this](bool on) {
        if (!m_window)
            return;
        app::RenderOptions o = m_window->renderOptions();
        o.rewards = on;
        m_window->setRenderOptions(o);
    });
    connect(m_chartStyle, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_chart->setStyle(static_cast<RewardChart::Style>(m_chartStyle->itemData(index).toInt()));
    });

    if (m_window) {
        connect(m_window, &MainWindow::floorChanged, this, [this] {
            updateHardMode();
            showRoom(-1);
        });
        if (MapWidget *map = m_window->mapWidget())
            connect(map, &MapWidget::roomClicked, this, &RewardsPanel::showRoom);
        m_overlay->setChecked(m_window->renderOptions().rewards);
        // The overlay may also be switched elsewhere (a toolbar toggle, saved settings): follow it.
        connect(m_window, &MainWindow::viewChanged, this, [this] {
            const QSignalBlocker blocker(m_overlay);
            m_overlay->setChecked(m_window->renderOptions().rewards);
        });
    }
    updateHardMode();
    refresh();
}

QWidget *RewardsPanel::buildInputs() {
    auto *box = new QWidget;
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);

    auto *luckRow = new QHBoxLayout;
    m_luck = new QDoubleSpinBox;
    m_luck->setRange(0, 10);
    m_luck->setDecimals(2);
    m_luck->setSingleStep(0.5);
    m_luck->setToolTip(tr("The player's luck. The game clamps it to 0..10; fractions count."));
    m_luckSlider = new QSlider(Qt::Horizontal);
    m_luckSlider->setRange(0, kSliderSteps);
    m_luckSlider->setPageStep(10);
    m_luckSlider->setToolTip(m_luck->toolTip());
    auto *luckLabel = new QLabel(tr("&Luck:"));
    luckLabel->setBuddy(m_luck);
    luckRow->addWidget(luckLabel);
    luckRow->addWidget(m_luck);
    luckRow->addWidget(m_luckSlider, 1);
    layout->addLayout(luckRow);

    m_hardLabel = new QLabel;
    m_hardLabel->setToolTip(tr("Hard mode comes from the floor settings: there, 65% of heart rewards become "
                               "nothing."));
    layout->addWidget(m_hardLabel);

    // Collectibles, then Contract From Below (a count), then trinkets, in two columns: the panel fits the
    // window's right-hand column (three needed a sideways scroll there).
    constexpr int kColumns = 2;
    auto *items = new QGroupBox(tr("Items and trinkets"));
    auto *grid = new QGridLayout(items);
    grid->setVerticalSpacing(2);
    int row = 0, column = 0;
    auto place = [&](QWidget *w) {
        grid->addWidget(w, row, column);
        if (++column == kColumns) {
            column = 0;
            ++row;
        }
    };
    auto newRow = [&] {
        if (column != 0) {
            column = 0;
            ++row;
        }
    };
    bool trinketsStarted = false;
    for (int i = 0; i < kRewardItemCount; ++i) {
        const auto item = static_cast<RewardItem>(i);
        const QString tip =
            QStringLiteral("<b>%1</b><br/>%2")
                .arg(rewardItemText(item).toHtmlEscaped(), rewardItemEffectText(item).toHtmlEscaped());
        if (item == RewardItem::ContractFromBelow)
            continue; // its own row, below the other collectibles
        if (rewardItemIsTrinket(item) && !trinketsStarted) {
            trinketsStarted = true;
            newRow();
            const auto contract = RewardItem::ContractFromBelow;
            const QString contractTip = QStringLiteral("<b>%1</b><br/>%2")
                                            .arg(rewardItemText(contract).toHtmlEscaped(),
                                                 rewardItemEffectText(contract).toHtmlEscaped());
            auto *contractRow = new QHBoxLayout;
            m_contracts = new QSpinBox;
            m_contracts->setRange(0, 9);
            m_contracts->setToolTip(contractTip);
            //: how many copies of Contract From Below the player holds
            auto *label = new QLabel(tr("%1 copies:").arg(rewardItemText(contract)));
            label->setBuddy(m_contracts);
            label->setToolTip(contractTip);
            contractRow->addWidget(label);
            contractRow->addWidget(m_contracts);
            contractRow->addStretch();
            grid->addLayout(contractRow, row++, 0, 1, kColumns);
            connect(m_contracts, &QSpinBox::valueChanged, this, &RewardsPanel::fromWidgets);
            auto *trinketLabel = new QLabel(tr("Trinkets:"));
            grid->addWidget(trinketLabel, row++, 0, 1, kColumns);
        }
        auto *check = new QCheckBox(rewardItemText(item));
        check->setToolTip(tip);
        m_items[static_cast<std::size_t>(i)] = check;
        place(check);
        connect(check, &QCheckBox::toggled, this, &RewardsPanel::fromWidgets);
    }
    layout->addWidget(items);

    connect(m_luck, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        if (!m_filling) {
            m_filling = true;
            m_luckSlider->setValue(static_cast<int>(std::lround(v * kSliderSteps / 10)));
            m_filling = false;
        }
        fromWidgets();
    });
    connect(m_luckSlider, &QSlider::valueChanged, this, [this](int v) {
        if (m_filling)
            return;
        m_luck->setValue(10.0 * v / kSliderSteps);
    });
    return box;
}

void RewardsPanel::setInputs(const RewardInputs &inputs) {
    m_filling = true;
    m_luck->setValue(static_cast<double>(effectiveLuck(inputs)));
    m_luckSlider->setValue(static_cast<int>(std::lround(m_luck->value() * kSliderSteps / 10)));
    for (int i = 0; i < kRewardItemCount; ++i) {
        const auto item = static_cast<RewardItem>(i);
        if (item == RewardItem::ContractFromBelow)
            m_contracts->setValue(itemCount(inputs, item));
        else
            m_items[static_cast<std::size_t>(i)]->setChecked(itemCount(inputs, item) > 0);
    }
    m_filling = false;
    const bool hard = m_inputs.hard;
    m_inputs = inputs;
    if (m_window)
        m_inputs.hard = hard; // follows the floor
    refresh();
}

void RewardsPanel::fromWidgets() {
    if (m_filling)
        return;
    RewardInputs in;
    in.luck = m_luck->value();
    in.hard = m_inputs.hard;
    for (int i = 0; i < kRewardItemCount; ++i) {
        const auto item = static_cast<RewardItem>(i);
        if (item == RewardItem::ContractFromBelow)
            setItemCount(in, item, m_contracts->value());
        else
            setItemCount(in, item, m_items[static_cast<std::size_t>(i)]->isChecked() ? 1 : 0);
    }
    if (in == m_inputs)
        return;
    m_inputs = in;
    refresh();
}

void RewardsPanel::updateHardMode() {
    if (m_window)
        m_inputs.hard = m_window->currentSettings().hard;
    m_hardLabel->setText(m_inputs.hard ? tr("Difficulty: hard mode (from the floor settings)")
                                       : tr("Difficulty: normal mode (from the floor settings)"));
    refresh();
}

bool RewardsPanel::overlayEnabled() const {
    return m_overlay->isChecked();
}

void RewardsPanel::setOverlayEnabled(bool enabled) {
    m_overlay->setChecked(enabled);
}

void RewardsPanel::refresh() {
    m_model->setInputs(m_inputs);
    m_chart->setInputs(m_inputs);
    showRoom(m_room);
    emit inputsChanged(m_inputs);
    if (m_window) {
        // Re-runs the view decorators, so the map's icons follow the inputs.
        m_window->setRenderOptions(m_window->renderOptions());
    }
}

std::optional<std::uint32_t> RewardsPanel::roomAwardSeed(const Floor &floor, const app::FloorView &view,
                                                         int room) {
    if (room < 0 || static_cast<std::size_t>(room) >= view.rooms.size())
        return std::nullopt;
    const Room &r = view.rooms[static_cast<std::size_t>(room)];
    if (!isNormalRoom(r))
        return std::nullopt;
    if (r.awardSeed != 0)
        return r.awardSeed;
    // Step-through frames of the final attempt: the rooms are the final floor's, seeds are given at the end.
    if (view.discardedAttempt || static_cast<std::size_t>(room) >= floor.rooms.size())
        return std::nullopt;
    const Room &f = floor.rooms[static_cast<std::size_t>(room)];
    if (f.anchor != r.anchor || f.shape != r.shape || f.awardSeed == 0)
        return std::nullopt;
    return f.awardSeed;
}

void RewardsPanel::decorate(const Floor &floor, app::FloorView &view) const {
    RewardInputs in = m_inputs;
    in.hard = floor.settings.hard;
    view.rewardKind.assign(view.rooms.size(), -1);
    view.rewardCount.assign(view.rooms.size(), 0);
    for (std::size_t i = 0; i < view.rooms.size(); ++i) {
        const auto seed = roomAwardSeed(floor, view, static_cast<int>(i));
        if (!seed)
            continue;
        const Reward r = award(*seed, in);
        view.rewardKind[i] = static_cast<int>(r.kind);
        view.rewardCount[i] = r.count;
    }
}

QString RewardsPanel::roomToolTip(const app::FloorView &view, int room) const {
    if (room < 0 || static_cast<std::size_t>(room) >= view.rewardKind.size())
        return {};
    const int kind = view.rewardKind[static_cast<std::size_t>(room)];
    if (kind < 0)
        return {};
    const int count = static_cast<std::size_t>(room) < view.rewardCount.size()
                          ? view.rewardCount[static_cast<std::size_t>(room)]
                          : 1;
    //: map tooltip: what clearing the room gives, for the luck in the rewards panel
    return tr("Clear reward: %1 (luck %2)")
        .arg(outcomeText(static_cast<RewardKind>(kind), count), luckText(effectiveLuck(m_inputs)));
}

void RewardsPanel::showRoom(int room) {
    m_room = room;
    const Floor *floor = m_window ? m_window->currentFloor() : nullptr;
    if (!floor || room < 0 || static_cast<std::size_t>(room) >= floor->rooms.size()) {
        m_roomLabel->setText(tr("Click a room on the map to see its reward."));
        return;
    }
    const Room &r = floor->rooms[static_cast<std::size_t>(room)];
    if (!isNormalRoom(r) || r.awardSeed == 0) {
        m_roomLabel->setText(tr("Room %1 is not a normal room: no room-clear reward.").arg(room));
        return;
    }
    RewardInputs in = m_inputs;
    in.hard = floor->settings.hard;
    AwardDetail d;
    const Reward reward = award(r.awardSeed, in, &d);
    m_roomLabel->setText(
        tr("<b>Room %1</b>: %2<br/>the room's reward roll: %3 (0.22 or less gives nothing)<br/>"
           "award seed %4, %n random draw(s)",
           nullptr, d.draws)
            .arg(room)
            .arg(outcomeText(reward.kind, reward.count).toHtmlEscaped())
            .arg(QLocale().toString(static_cast<double>(d.p), 'f', 2))
            .arg(r.awardSeed));

    // Issue 22 point 7: a room's award seed is our own rule (rewards.md "Award seeds"), and the panel says
    // so.
    m_roomLabel->setText(
        m_roomLabel->text() +
        QStringLiteral("<br/><i>%1</i>")
            .arg(tr("This reward rests on our own award-seed rule, not read from the game.")));
}

void RewardsPanel::showDiscrepancies() {
    QDialog *dialog = createDiscrepanciesDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

QDialog *createDiscrepanciesDialog(QWidget *parent) {
    auto *dialog = new QDialog(parent);
    dialog->setObjectName(QStringLiteral("rewardsDiscrepanciesDialog"));
    dialog->setWindowTitle(RewardsPanel::tr("Room-clear rewards: why the numbers differ from the wiki"));
    auto *layout = new QVBoxLayout(dialog);
    auto *text = new QTextBrowser;
    text->setOpenExternalLinks(false);
    text->setHtml(rewardsDiscrepanciesHtml());
    layout->addWidget(text);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog->resize(680, 560);
    return dialog;
}

RewardsPanel *installRewardsPanel(MainWindow &window) {
    auto *panel = new RewardsPanel(&window);
    window.addPanel(panel);
    window.setPanelTabTitle(
        panel, RewardsPanel::tr("Rewards", "the Room-Clear Rewards panel, on its tab beside other panels"));
    // Share the right-hand column as a tab with the dock already there (the decision log), which stays in
    // front: each gets the full height.
    for (QDockWidget *other : window.findChildren<QDockWidget *>()) {
        if (other != panel && !other->isFloating() &&
            window.dockWidgetArea(other) == Qt::RightDockWidgetArea) {
            window.tabifyDockWidget(other, panel);
            other->raise();
            break;
        }
    }
    QPointer<RewardsPanel> guard(panel);
    window.addViewDecorator([guard](const Floor &floor, app::FloorView &view) {
        if (guard)
            guard->decorate(floor, view);
    });
    if (MapWidget *map = window.mapWidget())
        map->addToolTipExtra([guard](const app::FloorView &view, int room) {
            return guard ? guard->roomToolTip(view, room) : QString();
        });
    if (QMenu *help = window.helpMenu()) {
        QAction *why = new QAction(RewardsPanel::tr("Room-Clear Rewards and the Wiki…"), panel);
        QObject::connect(why, &QAction::triggered, panel, &RewardsPanel::showDiscrepancies);
        help->insertAction(help->actions().value(0), why);
    }
    return panel;
}

} // namespace floorgen::gui
