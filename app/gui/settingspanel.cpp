#include "settingspanel.h"

#include "floorgen/seedstring.h"
#include "names_tr.h"
#include "textutil.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QRadioButton>
#include <QRandomGenerator>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace floorgen::gui {

namespace {

using app::sv;

constexpr std::array<CurseBit, 6> kForcibleCurses = {kCurseDarkness, kCurseLabyrinth, kCurseLost,
                                                     kCurseUnknown,  kCurseMaze,      kCurseBlind};

// The stage combo's text: the stage's name, with both names where the stage type changes it entirely.
QString stageLabel(int stage) {
    QStringList names;
    const int types = (stage == 10 || stage == 11) ? stageTypeCount(stage) : 1;
    for (int t = 0; t < types; ++t)
        names << app::trStage(stage, t);
    return QStringLiteral("%1 · %2").arg(stage).arg(names.join(QStringLiteral(" / ")));
}

QSpinBox *spin(int lo, int hi, const QString &tip) {
    auto *s = new QSpinBox;
    s->setRange(lo, hi);
    s->setToolTip(tip);
    s->setAccelerated(true);
    return s;
}

} // namespace

SettingsPanel::SettingsPanel(QWidget *parent)
    : QWidget(parent) {
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->setSpacing(6);

    // ---- seed ----
    auto *seedBox = new QWidget;
    auto *seedLayout = new QVBoxLayout(seedBox);
    seedLayout->setContentsMargins(0, 0, 0, 0);
    auto *seedRow = new QHBoxLayout;
    auto *prev = new QToolButton;
    prev->setArrowType(Qt::LeftArrow);
    prev->setToolTip(tr("Previous seed (run seed − 1)"));
    prev->setAccessibleName(tr("Previous seed"));
    m_seedEdit = new QLineEdit;
    m_seedEdit->setPlaceholderText(tr("XXXX XXXX"));
    m_seedEdit->setToolTip(tr("The game's seed string: eight characters, the space is optional"));
    m_seedEdit->setAccessibleName(tr("Seed"));
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setPointSizeF(mono.pointSizeF() * 1.15);
    m_seedEdit->setFont(mono);
    m_seedEdit->setMaxLength(20);
    auto *next = new QToolButton;
    next->setArrowType(Qt::RightArrow);
    next->setToolTip(tr("Next seed (run seed + 1)"));
    next->setAccessibleName(tr("Next seed"));
    auto *random = new QToolButton;
    random->setIcon(QIcon(QStringLiteral(":/icons/dice.svg")));
    random->setText(tr("Random"));
    random->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    random->setToolTip(tr("A random seed"));
    seedRow->addWidget(prev);
    seedRow->addWidget(m_seedEdit, 1);
    seedRow->addWidget(next);
    seedRow->addWidget(random);
    seedLayout->addLayout(seedRow);
    m_seedError = new QLabel;
    m_seedError->setWordWrap(true);
    m_seedError->setStyleSheet(QStringLiteral("color: #d32f2f;"));
    m_seedError->setVisible(false);
    seedLayout->addWidget(m_seedError);
    m_recentLabel = new QLabel(tr("Recent seeds"));
    m_recentLabel->setEnabled(false);
    seedLayout->addWidget(m_recentLabel);
    m_recent = new QListWidget;
    m_recent->setFont(mono);
    m_recent->setMaximumHeight(m_recent->fontMetrics().height() * 5 + 8);
    m_recent->setToolTip(tr("Seeds you looked at; click one to show it again"));
    seedLayout->addWidget(m_recent);
    layout->addWidget(section(tr("Seed"), seedBox, true));

    connect(m_seedEdit, &QLineEdit::textEdited, this, &SettingsPanel::seedEdited);
    connect(prev, &QToolButton::clicked, this, &SettingsPanel::previousSeed);
    connect(next, &QToolButton::clicked, this, &SettingsPanel::nextSeed);
    connect(random, &QToolButton::clicked, this, &SettingsPanel::randomSeed);
    connect(m_recent, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        m_seedEdit->setText(item->text());
        seedEdited(item->text());
    });

    // ---- floor ----
    auto *floorBox = new QWidget;
    auto *floorForm = new QFormLayout(floorBox);
    floorForm->setContentsMargins(0, 0, 0, 0);
    m_stage = new QComboBox;
    for (int stage = 1; stage <= 12; ++stage)
        m_stage->addItem(stageLabel(stage), stage);
    m_stageType = new QComboBox;
    m_ruleSet = new QComboBox;
    m_ruleSet->addItem(tr("Repentance"), static_cast<int>(RuleSet::Repentance));
    m_ruleSet->addItem(tr("Afterbirth+"), static_cast<int>(RuleSet::AfterbirthPlus));
    m_ruleSet->setToolTip(tr("Afterbirth+: the verified engine alone. Repentance: the engine plus the "
                             "Repentance rules (planetarium, ultra secret room, Luna, ...)"));
    m_hard = new QCheckBox(tr("Hard mode"));
    floorForm->addRow(tr("Stage"), m_stage);
    floorForm->addRow(tr("Stage type"), m_stageType);
    floorForm->addRow(tr("Rules"), m_ruleSet);
    floorForm->addRow(QString(), m_hard);
    layout->addWidget(section(tr("Floor"), floorBox, true));
    connect(m_stage, &QComboBox::currentIndexChanged, this, &SettingsPanel::stageChanged);
    connect(m_stageType, &QComboBox::currentIndexChanged, this, &SettingsPanel::fromWidgets);
    connect(m_ruleSet, &QComboBox::currentIndexChanged, this, &SettingsPanel::fromWidgets);
    connect(m_hard, &QCheckBox::toggled, this, &SettingsPanel::fromWidgets);

    // ---- curses ----
    auto *curseBox = new QWidget;
    auto *curseLayout = new QGridLayout(curseBox);
    curseLayout->setContentsMargins(0, 0, 0, 0);
    m_curseRolled = new QRadioButton(tr("Rolled from the seed"));
    m_curseForced = new QRadioButton(tr("Forced:"));
    auto *group = new QButtonGroup(this);
    group->addButton(m_curseRolled);
    group->addButton(m_curseForced);
    m_rolledCurse = new QLabel;
    m_rolledCurse->setIndent(22);
    m_rolledCurse->setEnabled(false);
    curseLayout->addWidget(m_curseRolled, 0, 0, 1, 2);
    curseLayout->addWidget(m_rolledCurse, 1, 0, 1, 2);
    curseLayout->addWidget(m_curseForced, 2, 0, 1, 2);
    for (std::size_t i = 0; i < kForcibleCurses.size(); ++i) {
        m_curses[i] = new QCheckBox(app::trCurseShort(kForcibleCurses[i]));
        m_curses[i]->setToolTip(app::trCurse(kForcibleCurses[i]));
        curseLayout->addWidget(m_curses[i], 3 + static_cast<int>(i) / 2, static_cast<int>(i) % 2);
        connect(m_curses[i], &QCheckBox::toggled, this, [this](bool on) {
            if (on && !m_filling)
                m_curseForced->setChecked(true);
            fromWidgets();
        });
    }
    m_blackCandle = new QCheckBox(tr("Black Candle"));
    m_blackCandle->setToolTip(tr("No curse is rolled"));
    curseLayout->addWidget(m_blackCandle, 6, 0, 1, 2);
    layout->addWidget(section(tr("Curses"), curseBox, true));
    connect(m_curseRolled, &QRadioButton::toggled, this, &SettingsPanel::fromWidgets);
    connect(m_blackCandle, &QCheckBox::toggled, this, &SettingsPanel::fromWidgets);

    // ---- items ----
    auto *itemBox = new QWidget;
    auto *itemLayout = new QVBoxLayout(itemBox);
    itemLayout->setContentsMargins(0, 0, 0, 0);
    itemLayout->setSpacing(2);
    const struct {
        const char *title;
        std::vector<Item> items;
    } groups[] = {
        {QT_TR_NOOP("Floor layout"),
         {Item::Luna, Item::VoodooHead, Item::FragmentedCard, Item::SilverDollar, Item::BloodyCrown,
          Item::HolyCrown, Item::WickedCrown}},
        {QT_TR_NOOP("Treasure"), {Item::GoldenHorseshoe, Item::PayToWin, Item::MomsBox}},
        {QT_TR_NOOP("Planetarium"),
         {Item::CrystalBall, Item::Magic8Ball, Item::Sausage, Item::TelescopeLens}},
        {QT_TR_NOOP("More items (Repentance+)"),
         {Item::KnifePiece1, Item::Birthright, Item::StoreKey, Item::BrokenShovel1, Item::DevilsCrown}},
    };
    for (const auto &g : groups) {
        auto *title = new QLabel(QStringLiteral("<b>%1</b>").arg(tr(g.title)));
        itemLayout->addWidget(title);
        auto *grid = new QGridLayout;
        grid->setContentsMargins(8, 0, 0, 4);
        int k = 0;
        for (Item item : g.items) {
            auto *box = new QCheckBox(app::trItem(item));
            box->setToolTip(app::trItemEffect(item));
            m_items[static_cast<std::size_t>(item)] = box;
            grid->addWidget(box, k / 2, k % 2);
            ++k;
            connect(box, &QCheckBox::toggled, this, &SettingsPanel::fromWidgets);
        }
        itemLayout->addLayout(grid);
    }
    layout->addWidget(section(tr("Items"), itemBox, true));

    // ---- player ----
    auto *playerBox = new QWidget;
    auto *form = new QFormLayout(playerBox);
    form->setContentsMargins(0, 0, 0, 0);
    m_player = new QComboBox;
    for (PlayerType p : {PlayerType::Isaac, PlayerType::TheLost, PlayerType::BlueBaby, PlayerType::TheSoul,
                         PlayerType::Other})
        m_player->addItem(app::trPlayer(p), static_cast<int>(p));
    m_hearts = spin(0, 99, tr("Red hearts, in half hearts"));
    m_maxHearts = spin(0, 99, tr("Heart containers, in half hearts"));
    m_soulHearts = spin(0, 99, tr("Soul hearts, in half hearts"));
    m_boneHearts = spin(0, 99, tr("Bone hearts"));
    m_keys = spin(0, 99, tr("Keys held"));
    m_coins = spin(0, 999, tr("Coins held"));
    m_victoryLap = spin(0, 99, tr("Victory laps completed"));
    m_treasureVisited = spin(-1, 99, tr("Treasure rooms visited so far this run"));
    m_treasureVisited->setSpecialValueText(tr("all so far"));
    m_planetariumVisited = new QCheckBox(tr("Planetarium visited"));
    m_devilVisited = new QCheckBox(tr("Devil room visited"));
    m_bookPickedUp = new QCheckBox(tr("Book picked up"));
    form->addRow(tr("Character"), m_player);
    form->addRow(tr("Red hearts (½)"), m_hearts);
    form->addRow(tr("Max hearts (½)"), m_maxHearts);
    form->addRow(tr("Soul hearts (½)"), m_soulHearts);
    form->addRow(tr("Bone hearts"), m_boneHearts);
    form->addRow(tr("Keys"), m_keys);
    form->addRow(tr("Coins"), m_coins);
    form->addRow(tr("Victory lap"), m_victoryLap);
    form->addRow(tr("Treasure rooms visited"), m_treasureVisited);
    form->addRow(m_planetariumVisited);
    form->addRow(m_devilVisited);
    form->addRow(m_bookPickedUp);
    layout->addWidget(section(tr("Player"), playerBox, false));
    connect(m_player, &QComboBox::currentIndexChanged, this, &SettingsPanel::fromWidgets);
    for (QSpinBox *s : {m_hearts, m_maxHearts, m_soulHearts, m_boneHearts, m_keys, m_coins, m_victoryLap,
                        m_treasureVisited})
        connect(s, &QSpinBox::valueChanged, this, &SettingsPanel::fromWidgets);
    for (QCheckBox *c : {m_planetariumVisited, m_devilVisited, m_bookPickedUp})
        connect(c, &QCheckBox::toggled, this, &SettingsPanel::fromWidgets);

    m_problem = new QLabel;
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #d32f2f;"));
    m_problem->setVisible(false);
    layout->addWidget(m_problem);
    layout->addStretch(1);

    setSettings(Settings{});
}

QWidget *SettingsPanel::section(const QString &title, QWidget *content, bool open) {
    auto *box = new QWidget;
    auto *v = new QVBoxLayout(box);
    v->setContentsMargins(0, 0, 0, 4);
    v->setSpacing(4);
    auto *header = new QToolButton;
    header->setText(title);
    header->setCheckable(true);
    header->setChecked(open);
    header->setAutoRaise(true);
    header->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    header->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
    QFont f = header->font();
    f.setBold(true);
    header->setFont(f);
    header->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    content->setVisible(open);
    connect(header, &QToolButton::toggled, content, [header, content](bool on) {
        header->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
        content->setVisible(on);
    });
    v->addWidget(header);
    v->addWidget(content);
    return box;
}

void SettingsPanel::setSettings(const Settings &s) {
    m_filling = true;
    const QSignalBlocker b1(m_stage), b2(m_stageType), b3(m_ruleSet), b4(m_hard), b5(m_player);
    m_settings = s;
    if (s.runSeed)
        m_seedEdit->setText(QString::fromStdString(seedToString(*s.runSeed)));
    m_seedError->setVisible(false);
    m_seedEdit->setStyleSheet(QString());
    m_stage->setCurrentIndex(s.stage - 1);
    updateStageTypes();
    m_stageType->setCurrentIndex(std::clamp(s.stageType, 0, m_stageType->count() - 1));
    m_ruleSet->setCurrentIndex(m_ruleSet->findData(static_cast<int>(s.ruleSet)));
    m_hard->setChecked(s.hard);
    m_curseRolled->setChecked(!s.forcedCurses.has_value());
    m_curseForced->setChecked(s.forcedCurses.has_value());
    for (std::size_t i = 0; i < kForcibleCurses.size(); ++i) {
        const QSignalBlocker b(m_curses[i]);
        m_curses[i]->setChecked(s.forcedCurses && (*s.forcedCurses & kForcibleCurses[i]));
    }
    {
        const QSignalBlocker b(m_blackCandle);
        m_blackCandle->setChecked(s.blackCandle);
    }
    for (int i = 0; i < kItemCount; ++i) {
        const QSignalBlocker b(m_items[static_cast<std::size_t>(i)]);
        m_items[static_cast<std::size_t>(i)]->setChecked(s.has(static_cast<Item>(i)));
    }
    m_player->setCurrentIndex(m_player->findData(static_cast<int>(s.state.player)));
    const std::pair<QSpinBox *, int> spins[] = {{m_hearts, s.state.hearts},
                                                {m_maxHearts, s.state.maxHearts},
                                                {m_soulHearts, s.state.soulHearts},
                                                {m_boneHearts, s.state.boneHearts},
                                                {m_keys, s.state.keys},
                                                {m_coins, s.state.coins},
                                                {m_victoryLap, s.state.victoryLap},
                                                {m_treasureVisited, s.state.treasureRoomsVisited}};
    for (const auto &[box, value] : spins) {
        const QSignalBlocker b(box);
        box->setMaximum(std::max(box->maximum(), value));
        box->setValue(value);
    }
    const std::pair<QCheckBox *, bool> checks[] = {{m_planetariumVisited, s.state.planetariumVisited},
                                                   {m_devilVisited, s.state.devilRoomVisited},
                                                   {m_bookPickedUp, s.state.bookPickedUp}};
    for (const auto &[box, value] : checks) {
        const QSignalBlocker b(box);
        box->setChecked(value);
    }
    m_filling = false;
}

void SettingsPanel::setRolledCurse(std::uint8_t rolled, bool blackCandle) {
    if (blackCandle) {
        m_rolledCurse->setText(tr("no roll (Black Candle)"));
        return;
    }
    QStringList names;
    for (CurseBit c : kAllCurses)
        if (rolled & c)
            names << app::trCurse(c);
    m_rolledCurse->setText(names.isEmpty() ? tr("rolled: no curse")
                                           : tr("rolled: %1").arg(names.join(QStringLiteral(", "))));
}

void SettingsPanel::setRecentSeeds(const QStringList &seeds) {
    m_recent->clear();
    m_recent->addItems(seeds);
    m_recent->setVisible(!seeds.isEmpty());
    m_recentLabel->setVisible(!seeds.isEmpty());
}

void SettingsPanel::setProblem(const QString &message) {
    m_problem->setText(message);
    m_problem->setVisible(!message.isEmpty());
}

void SettingsPanel::seedEdited(const QString &text) {
    const auto parsed = parseSeedString(text.toStdString());
    if (!parsed) {
        m_seedError->setText(app::trCoreMessage(parsed.error()));
        m_seedError->setVisible(true);
        m_seedEdit->setStyleSheet(QStringLiteral("QLineEdit { border: 1px solid #d32f2f; }"));
        return;
    }
    m_seedError->setVisible(false);
    m_seedEdit->setStyleSheet(QString());
    m_settings.runSeed = *parsed;
    emit settingsChanged(m_settings);
}

void SettingsPanel::setSeed(std::uint32_t seed) {
    m_seedEdit->setText(QString::fromStdString(seedToString(seed)));
    seedEdited(m_seedEdit->text());
}

void SettingsPanel::stepSeed(int delta) {
    std::uint32_t seed = m_settings.runSeed.value_or(1);
    seed = static_cast<std::uint32_t>(seed + static_cast<std::uint32_t>(delta));
    if (seed == 0) // seed 0 is no seed: skip it
        seed = static_cast<std::uint32_t>(seed + static_cast<std::uint32_t>(delta));
    setSeed(seed);
}

void SettingsPanel::previousSeed() {
    stepSeed(-1);
}

void SettingsPanel::nextSeed() {
    stepSeed(1);
}

void SettingsPanel::randomSeed() {
    setSeed(QRandomGenerator::global()->bounded(1u, 0xFFFFFFFFu));
}

void SettingsPanel::updateStageTypes() {
    const int stage = m_stage->currentData().toInt();
    const int keep = m_stageType->currentIndex();
    const QSignalBlocker b(m_stageType);
    m_stageType->clear();
    for (int t = 0; t < stageTypeCount(stage); ++t)
        m_stageType->addItem(app::trStageType(stage, t), t);
    m_stageType->setCurrentIndex(keep >= 0 && keep < m_stageType->count() ? keep : 0);
    m_stageType->setEnabled(m_stageType->count() > 1);
}

void SettingsPanel::stageChanged() {
    updateStageTypes();
    fromWidgets();
}

void SettingsPanel::fromWidgets() {
    if (m_filling)
        return;
    Settings s = m_settings;
    s.stage = m_stage->currentData().toInt();
    s.stageType = std::max(0, m_stageType->currentIndex());
    s.ruleSet = static_cast<RuleSet>(m_ruleSet->currentData().toInt());
    s.hard = m_hard->isChecked();
    if (m_curseForced->isChecked()) {
        std::uint8_t mask = 0;
        for (std::size_t i = 0; i < kForcibleCurses.size(); ++i)
            if (m_curses[i]->isChecked())
                mask = static_cast<std::uint8_t>(mask | kForcibleCurses[i]);
        s.forcedCurses = mask;
    } else {
        s.forcedCurses.reset();
    }
    s.blackCandle = m_blackCandle->isChecked();
    for (int i = 0; i < kItemCount; ++i)
        s.set(static_cast<Item>(i), m_items[static_cast<std::size_t>(i)]->isChecked());
    s.state.player = static_cast<PlayerType>(m_player->currentData().toInt());
    s.state.hearts = m_hearts->value();
    s.state.maxHearts = m_maxHearts->value();
    s.state.soulHearts = m_soulHearts->value();
    s.state.boneHearts = m_boneHearts->value();
    s.state.keys = m_keys->value();
    s.state.coins = m_coins->value();
    s.state.victoryLap = m_victoryLap->value();
    s.state.treasureRoomsVisited = m_treasureVisited->value();
    s.state.planetariumVisited = m_planetariumVisited->isChecked();
    s.state.devilRoomVisited = m_devilVisited->isChecked();
    s.state.bookPickedUp = m_bookPickedUp->isChecked();
    m_settings = s;
    emit settingsChanged(m_settings);
}

} // namespace floorgen::gui
