#include "panel/settingspanel.h"

#include "floorgen/repstages.h"
#include "floorgen/rng.h"
#include "floorgen/seedstring.h"
#include "floorjson.h"
#include "names_tr.h"
#include "runfloors.h"
#include "textutil.h"
#include "uistyle.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QFontDatabase>
#include <QFontMetrics>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QRadioButton>
#include <QRandomGenerator>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace floorgen::gui {

namespace {

using app::sv;

// The red line under a text field that says what is wrong with its text; hidden while there is nothing to
// say.
QLabel *errorLabel() {
    auto *label = new QLabel;
    label->setWordWrap(true);
    label->setStyleSheet(QStringLiteral("color: #d32f2f;"));
    label->setVisible(false);
    return label;
}

constexpr int kRecentRows = 4; // the Recent seeds list: always this many rows high, it scrolls past them

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
    hintLabel(m_recentLabel);
    seedLayout->addWidget(m_recentLabel);
    m_recent = new QListWidget;
    m_recent->setFont(mono);
    m_recent->setToolTip(tr("Seeds you looked at; click one to show it again"));
    m_recent->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // a seed is short: no sideways bar
    seedLayout->addWidget(m_recent);
    layout->addWidget(section(tr("Seed"), seedBox, true));

    connect(m_seedEdit, &QLineEdit::textEdited, this, &SettingsPanel::seedEdited);
    connect(prev, &QToolButton::clicked, this, &SettingsPanel::previousSeed);
    connect(next, &QToolButton::clicked, this, &SettingsPanel::nextSeed);
    connect(random, &QToolButton::clicked, this, &SettingsPanel::randomSeed);
    connect(m_recent, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        if (!(item->flags() & Qt::ItemIsEnabled))
            return; // the place holder
        m_seedEdit->setText(item->text());
        seedEdited(item->text());
    });

    // ---- floor ----
    auto *floorBox = new QWidget;
    auto *floorForm = new QFormLayout(floorBox);
    floorForm->setContentsMargins(0, 0, 0, 0);
    m_ruleSet = new QComboBox;
    m_ruleSet->addItem(tr("Repentance"), static_cast<int>(RuleSet::Repentance));
    m_ruleSet->addItem(tr("Afterbirth+"), static_cast<int>(RuleSet::AfterbirthPlus));
    m_ruleSet->addItem(tr("Original (2011)"), static_cast<int>(RuleSet::Original2011));
    m_ruleSet->setItemData(
        m_ruleSet->count() - 1,
        tr("The 2011 Flash game's generator as an article describes it, on its 9x8 grid; our "
           "random numbers, not the original game's"),
        Qt::ToolTipRole);
    m_ruleSet->setToolTip(
        tr("Afterbirth+: the verified engine alone. Repentance: the engine plus the "
           "Repentance rules (planetarium, ultra secret room, Luna, ...). Original (2011): the "
           "2011 Flash game's generator as an article describes it, on its 9x8 grid; our "
           "random numbers, not the original game's"));
    m_stage = new QComboBox;
    m_stage->setMaxVisibleItems(20);
    m_stageType = new QComboBox;
    m_stageTypeLabel = new QLabel(tr("Stage type"));
    // R3.2 / R3.3: the stage type the run seed gives this stage.
    m_seedTypeBox = new QWidget;
    auto *seedTypeLayout = new QVBoxLayout(m_seedTypeBox);
    seedTypeLayout->setContentsMargins(0, 0, 0, 0);
    seedTypeLayout->setSpacing(2);
    auto *seedTypeRow = new QHBoxLayout;
    m_typeFromSeed = new QToolButton;
    m_typeFromSeed->setText(tr("Type from the run seed"));
    m_typeFromSeed->setToolTip(tr("Show the floor of this stage that the run seed gives on the main path"));
    m_altFromSeed = new QToolButton;
    m_altFromSeed->setText(tr("Alternate floor (approximation)"));
    m_altFromSeed->setToolTip(tr("Show the alternate floor of this stage (Downpour, Mines, Mausoleum, "
                                 "Corpse...) that the run seed gives.") +
                              QLatin1Char('\n') + approximationText());
    // One button a row, so that the panel stays narrow (1024 x 768 screens).
    seedTypeRow->addWidget(m_typeFromSeed);
    seedTypeRow->addStretch(1);
    seedTypeLayout->addLayout(seedTypeRow);
    auto *altRow = new QHBoxLayout;
    altRow->addWidget(m_altFromSeed);
    altRow->addStretch(1);
    seedTypeLayout->addLayout(altRow);
    m_seedProposal = new QLabel;
    m_seedProposal->setObjectName(QStringLiteral("seedProposal"));
    m_seedProposal->setTextFormat(Qt::RichText);
    m_seedProposal->setWordWrap(true);
    hintLabel(m_seedProposal);
    seedTypeLayout->addWidget(m_seedProposal);
    m_bossPools = new QComboBox;
    m_bossPools->addItem(tr("Run"), static_cast<int>(BossPoolsMode::Run));
    m_bossPools->addItem(tr("First floor"), static_cast<int>(BossPoolsMode::FirstFloor));
    // (BossPoolsMode::StageSeed is the core's way for a stage seed without its run; the panel always has a
    // run seed, and the core then seeds the pools with Settings::stageSeed, not the run's stage seed.)
    m_bossPools->setToolTip(tr("Where the boss pools come from: the floors the run visits before this one, "
                               "or this floor as the run's first"));
    m_bossPoolsLabel = new QLabel(tr("Boss pools"));
    m_hard = new QCheckBox(tr("Hard mode"));
    m_repentogon = new QCheckBox(tr("REPENTOGON"));
    m_repentogon->setToolTip(tr("The game was started through the mod loader REPENTOGON, whose floors differ "
                                "from the vanilla game's on some seeds"));
    floorForm->addRow(tr("Rules"), m_ruleSet);
    floorForm->addRow(QString(), m_repentogon);
    floorForm->addRow(tr("Floor"), m_stage);
    floorForm->addRow(m_stageTypeLabel, m_stageType);
    floorForm->addRow(QString(), m_seedTypeBox);
    floorForm->addRow(m_bossPoolsLabel, m_bossPools);
    floorForm->addRow(QString(), m_hard);
    layout->addWidget(section(tr("Floor"), floorBox, true));
    fillStages(m_settings);
    connect(m_stage, &QComboBox::currentIndexChanged, this, &SettingsPanel::stageChanged);
    connect(m_stageType, &QComboBox::currentIndexChanged, this, &SettingsPanel::fromWidgets);
    connect(m_ruleSet, &QComboBox::currentIndexChanged, this, &SettingsPanel::ruleSetChanged);
    connect(m_hard, &QCheckBox::toggled, this, &SettingsPanel::fromWidgets);
    connect(m_repentogon, &QCheckBox::toggled, this, &SettingsPanel::fromWidgets);
    connect(m_bossPools, &QComboBox::currentIndexChanged, this, &SettingsPanel::fromWidgets);
    connect(m_typeFromSeed, &QToolButton::clicked, this, [this] { takeSeedType(false); });
    connect(m_altFromSeed, &QToolButton::clicked, this, [this] { takeSeedType(true); });

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
    hintLabel(m_rolledCurse);
    curseLayout->addWidget(m_curseRolled, 0, 0, 1, 2);
    curseLayout->addWidget(m_rolledCurse, 1, 0, 1, 2);
    curseLayout->addWidget(m_curseForced, 2, 0, 1, 2);
    for (std::size_t i = 0; i < kForcibleCurses.size(); ++i) {
        m_curses[i] = new QCheckBox(app::trCurseShort(kForcibleCurses[i]));
        m_curses[i]->setToolTip(app::trCurse(kForcibleCurses[i]));
        curseLayout->addWidget(m_curses[i], 3 + static_cast<int>(i) / 2, static_cast<int>(i) % 2);
        connect(m_curses[i], &QCheckBox::toggled, this, &SettingsPanel::fromWidgets);
    }
    // Forcing Labyrinth where the game never rolls it is allowed (it is useful), with this note.
    m_curseNote = new QLabel;
    m_curseNote->setWordWrap(true);
    hintLabel(m_curseNote);
    m_curseNote->setVisible(false);
    curseLayout->addWidget(m_curseNote, 6, 0, 1, 2);
    m_blackCandle = new QCheckBox(tr("Black Candle"));
    m_blackCandle->setToolTip(tr("No curse is rolled"));
    curseLayout->addWidget(m_blackCandle, 7, 0, 1, 2);
    layout->addWidget(section(tr("Curses"), curseBox, true));
    connect(m_curseRolled, &QRadioButton::toggled, this, [this](bool rolled) {
        // Under "Rolled from the seed" the boxes are off and empty: ticking "Forced" later starts from none,
        // never from ticks of an earlier visit.
        if (rolled) {
            for (QCheckBox *box : m_curses) {
                const QSignalBlocker b(box);
                box->setChecked(false);
            }
        }
        updateCurseControls();
        fromWidgets();
    });
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
        const bool more = &g == &groups[std::size(groups) - 1];
        auto *grid = new QGridLayout;
        if (more) {
            // Repentance+ only, and rarely needed: behind a header of its own, closed at first.
            m_moreItemsGroup = new QWidget;
            auto *moreLayout = new QVBoxLayout(m_moreItemsGroup);
            moreLayout->setContentsMargins(0, 0, 0, 0);
            moreLayout->setSpacing(2);
            m_moreItemsHeader = new QToolButton;
            m_moreItemsHeader->setText(tr(g.title));
            m_moreItemsHeader->setCheckable(true);
            m_moreItemsHeader->setAutoRaise(true);
            m_moreItemsHeader->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
            m_moreItemsHeader->setArrowType(Qt::RightArrow);
            m_moreItems = new QWidget;
            m_moreItems->setVisible(false);
            m_moreItems->setLayout(grid);
            connect(m_moreItemsHeader, &QToolButton::toggled, this, [this](bool on) {
                m_moreItemsHeader->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
                m_moreItems->setVisible(on);
            });
            moreLayout->addWidget(m_moreItemsHeader);
            moreLayout->addWidget(m_moreItems);
            itemLayout->addWidget(m_moreItemsGroup);
        } else {
            itemLayout->addWidget(new QLabel(QStringLiteral("<b>%1</b>").arg(tr(g.title))));
        }
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
        if (more) {
            // Golden trinkets (repentance.md R11's Mult: a golden copy counts as two).
            k += k % 2;
            auto *goldenTitle = new QLabel(tr("Golden trinkets:"));
            goldenTitle->setToolTip(tr("A golden copy counts as two copies of the trinket; with the plain "
                                       "one ticked above as well, three"));
            grid->addWidget(goldenTitle, k / 2, 0, 1, 2);
            k += 2;
            for (int i = 0; i < kItemCount; ++i) {
                const auto item = static_cast<Item>(i);
                if (!isTrinket(item))
                    continue;
                auto *box = new QCheckBox(app::trItem(item));
                box->setToolTip(tr("A golden %1").arg(app::trItem(item)));
                m_golden[static_cast<std::size_t>(i)] = box;
                grid->addWidget(box, k / 2, k % 2);
                ++k;
                connect(box, &QCheckBox::toggled, this, &SettingsPanel::fromWidgets);
            }
        } else {
            itemLayout->addLayout(grid);
        }
    }
    m_itemsSection = section(tr("Items"), itemBox, true);
    layout->addWidget(m_itemsSection);

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
    m_playerSection = section(tr("Player"), playerBox, false);
    layout->addWidget(m_playerSection);
    connect(m_player, &QComboBox::currentIndexChanged, this, &SettingsPanel::fromWidgets);
    for (QSpinBox *s : {m_hearts, m_maxHearts, m_soulHearts, m_boneHearts, m_keys, m_coins, m_victoryLap,
                        m_treasureVisited})
        connect(s, &QSpinBox::valueChanged, this, &SettingsPanel::fromWidgets);
    for (QCheckBox *c : {m_planetariumVisited, m_devilVisited, m_bookPickedUp})
        connect(c, &QCheckBox::toggled, this, &SettingsPanel::fromWidgets);

    // ---- run state (repentance.md R18.1, R18.3) ----
    auto *runBox = new QWidget;
    auto *runForm = new QFormLayout(runBox);
    runForm->setContentsMargins(0, 0, 0, 0);
    m_character = new QComboBox;
    m_character->addItem(tr("As the player"), -1);
    for (const CharacterInfo &c : characters())
        m_character->addItem(app::trCharacter(c.id), c.id);
    m_character->setToolTip(tr("The character the repentance rules read (Cain's arcades, The Lost's "
                               "curse room, Keeper's shop, ...)"));
    m_superSin = spin(0, 9999, tr("Raises the chance of a super sin in the mini-boss room"));
    m_surpriseMiniboss = spin(0, 9999,
                              tr("Raises the chance of a surprise mini-boss (Greed or Super Greed) in "
                                 "the shop"));
    runForm->addRow(tr("Character"), m_character);
    runForm->addRow(tr("Super-sin counter"), m_superSin);
    runForm->addRow(tr("Surprise mini-boss counter"), m_surpriseMiniboss);
    auto *flagTitle = new QLabel(tr("Already happened this run:"));
    runForm->addRow(flagTitle);
    auto *flagGrid = new QGridLayout;
    flagGrid->setContentsMargins(8, 0, 0, 0);
    const std::pair<int, QString> flags[] = {
        {9, tr("Wrath met")},          {10, tr("Gluttony met")},
        {11, tr("Lust met")},          {12, tr("Sloth met")},
        {13, tr("Envy met")},          {14, tr("Pride met")},
        {15, tr("Greed met")},         {16, tr("Super Greed met")},
        {32, tr("Ultra Pride met")},   {30, tr("Donation machine blown up")},
        {31, tr("Shopkeeper killed")}, {47, tr("Dad's Note taken")},
    };
    int k = 0;
    for (const auto &[flag, text] : flags) {
        auto *box = new QCheckBox(text);
        box->setToolTip(tr("State flag %1").arg(flag));
        const bool wide = flag >= 30; // the sins and Greed in two columns, the rest a row each
        if (wide) {
            k += k % 2; // a row of its own
            flagGrid->addWidget(box, k / 2, 0, 1, 2);
            k += 2;
        } else {
            flagGrid->addWidget(box, k / 2, k % 2);
            ++k;
        }
        m_flags.emplace_back(flag, box);
        connect(box, &QCheckBox::toggled, this, &SettingsPanel::fromWidgets);
    }
    runForm->addRow(flagGrid);
    m_route = new QLineEdit;
    m_route->setPlaceholderText(tr("the run's default route"));
    m_route->setClearButtonEnabled(true);
    m_route->setToolTip(tr("The floors generated before this one, as stage:type separated by commas, for "
                           "example 1:0, 2:4, 3:1 (types 0-2: main path, 4-5: alternate path). Empty: the "
                           "run's default route"));
    m_routeError = errorLabel();
    runForm->addRow(tr("Route"), m_route);
    runForm->addRow(m_routeError);
    m_runStateSection = section(tr("Run state"), runBox, false);
    layout->addWidget(m_runStateSection);
    connect(m_character, &QComboBox::currentIndexChanged, this, &SettingsPanel::fromWidgets);
    connect(m_superSin, &QSpinBox::valueChanged, this, &SettingsPanel::fromWidgets);
    connect(m_surpriseMiniboss, &QSpinBox::valueChanged, this, &SettingsPanel::fromWidgets);
    connect(m_route, &QLineEdit::textChanged, this, &SettingsPanel::fromWidgets);

    // ---- save progress (repentance.md R5.2, R18.4, R3.2) ----
    auto *saveBox = new QWidget;
    auto *saveForm = new QFormLayout(saveBox);
    saveForm->setContentsMargins(0, 0, 0, 0);
    m_curseTier = new QComboBox;
    m_curseTier->addItem(tr("None (Mom not beaten)"), static_cast<int>(CurseTier::None));
    m_curseTier->addItem(tr("The Womb unlocked"), static_cast<int>(CurseTier::Womb));
    m_curseTier->addItem(tr("Everything Is Terrible!!!"), static_cast<int>(CurseTier::Eit));
    m_curseTier->addItem(tr("All"), static_cast<int>(CurseTier::All));
    m_curseTier->setToolTip(tr("How far the save has progressed: it sets the curse chances"));
    m_strangeDoor = new QCheckBox(tr("Strange door unlocked"));
    m_strangeDoor->setToolTip(tr("Achievement 635: the strange door on Depths II"));
    m_cathedral = new QComboBox;
    m_cathedral->addItem(tr("Sheol"), false);
    m_cathedral->addItem(tr("Cathedral"), true);
    m_cathedral->setToolTip(tr("The run's choice after the Womb: the type the run seed proposes for stages "
                               "10 and 11"));
    saveForm->addRow(tr("Curse tier"), m_curseTier);
    saveForm->addRow(m_strangeDoor);
    saveForm->addRow(tr("Route after the Womb"), m_cathedral);
    m_locked = new QLineEdit;
    m_locked->setPlaceholderText(tr("none: all unlocked"));
    m_locked->setClearButtonEnabled(true);
    m_locked->setToolTip(tr("Achievement ids the save has not unlocked, separated by commas (1 to %1): "
                            "locked bosses and rooms leave the pools")
                             .arg(Achievements::kCount - 1));
    m_lockedError = errorLabel();
    saveForm->addRow(tr("Locked achievements"), m_locked);
    saveForm->addRow(m_lockedError);
    m_saveSection = section(tr("Save progress"), saveBox, false);
    layout->addWidget(m_saveSection);
    connect(m_curseTier, &QComboBox::currentIndexChanged, this, &SettingsPanel::fromWidgets);
    connect(m_strangeDoor, &QCheckBox::toggled, this, &SettingsPanel::fromWidgets);
    connect(m_cathedral, &QComboBox::currentIndexChanged, this, &SettingsPanel::fromWidgets);
    connect(m_locked, &QLineEdit::textChanged, this, &SettingsPanel::fromWidgets);

    // Long entries must not widen the panel: the combo boxes take the width the panel gives them.
    for (QComboBox *c : {m_stage, m_bossPools, m_character, m_curseTier, m_cathedral}) {
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        c->setMinimumContentsLength(12);
    }

    m_problem = errorLabel();
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
    m_ruleSet->setCurrentIndex(m_ruleSet->findData(static_cast<int>(s.ruleSet)));
    fillStages(s);
    selectStage(s.stage, s.stageType);
    updateStageTypes();
    if (s.ruleSet == RuleSet::Original2011)
        m_stageType->setCurrentIndex(std::max(m_stageType->findData(s.stageType), 0));
    else
        m_stageType->setCurrentIndex(std::clamp(s.stageType, 0, m_stageType->count() - 1));
    {
        const QSignalBlocker b(m_bossPools);
        m_bossPools->setCurrentIndex(std::max(m_bossPools->findData(static_cast<int>(s.bossPools)), 0));
    }
    m_hard->setChecked(s.hard);
    {
        const QSignalBlocker b(m_repentogon);
        m_repentogon->setChecked(s.ruleVariant == RuleVariant::Repentogon);
    }
    m_curseRolled->setChecked(!s.forcedCurses.has_value());
    m_curseForced->setChecked(s.forcedCurses.has_value());
    for (std::size_t i = 0; i < kForcibleCurses.size(); ++i) {
        const QSignalBlocker b(m_curses[i]);
        m_curses[i]->setChecked(s.forcedCurses && (*s.forcedCurses & kForcibleCurses[i]));
    }
    updateCurseControls();
    {
        const QSignalBlocker b(m_blackCandle);
        m_blackCandle->setChecked(s.blackCandle);
    }
    for (int i = 0; i < kItemCount; ++i) {
        const QSignalBlocker b(m_items[static_cast<std::size_t>(i)]);
        m_items[static_cast<std::size_t>(i)]->setChecked(s.has(static_cast<Item>(i)));
        if (QCheckBox *golden = m_golden[static_cast<std::size_t>(i)]) {
            const QSignalBlocker g(golden);
            golden->setChecked((s.golden & itemBit(static_cast<Item>(i))) != 0);
        }
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
    {
        const QSignalBlocker b6(m_character), b7(m_superSin), b8(m_surpriseMiniboss), b9(m_curseTier),
            b10(m_strangeDoor), b11(m_cathedral);
        int at = m_character->findData(s.state.character);
        if (at < 0) { // an id without a name here (0..40): kept, shown by number
            m_character->addItem(tr("Character %1").arg(s.state.character), s.state.character);
            at = m_character->count() - 1;
        }
        m_character->setCurrentIndex(at);
        m_superSin->setMaximum(std::max(m_superSin->maximum(), s.state.superSinCounter));
        m_superSin->setValue(s.state.superSinCounter);
        m_surpriseMiniboss->setMaximum(
            std::max(m_surpriseMiniboss->maximum(), s.state.surpriseMinibossCounter));
        m_surpriseMiniboss->setValue(s.state.surpriseMinibossCounter);
        for (const auto &[flag, box] : m_flags) {
            const QSignalBlocker b(box);
            box->setChecked(((s.state.stateFlags >> flag) & 1u) != 0);
        }
        m_curseTier->setCurrentIndex(std::max(m_curseTier->findData(static_cast<int>(s.curseTier)), 0));
        m_strangeDoor->setChecked(s.achievements.unlocked(kStrangeDoorAchievement));
        m_cathedral->setCurrentIndex(s.cathedral ? 1 : 0);
        const QSignalBlocker b12(m_route), b13(m_locked);
        m_route->setText(s.route ? app::routeText(*s.route) : QString());
        m_routeError->setVisible(false);
        m_locked->setText(app::lockedAchievementsText(s.achievements));
        m_lockedError->setVisible(false);
    }
    updateRepentanceParts();
    updateSeedProposal();
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

QCheckBox *SettingsPanel::curseBox(CurseBit curse) const {
    for (std::size_t i = 0; i < kForcibleCurses.size(); ++i)
        if (kForcibleCurses[i] == curse)
            return m_curses[i];
    return nullptr;
}

bool SettingsPanel::labyrinthRolls(int stage) {
    // generation.md 3 and repentance.md R5.3: the selector that gives Labyrinth gives no curse elsewhere.
    return (stage & 1) != 0 && stage < 8;
}

void SettingsPanel::updateCurseControls() {
    const bool forced = m_curseForced->isChecked();
    // The 2011 generator knows one curse, the Labyrinth, and only when it is forced (docs/original-2011.md).
    const bool original = static_cast<RuleSet>(m_ruleSet->currentData().toInt()) == RuleSet::Original2011;
    for (std::size_t i = 0; i < kForcibleCurses.size(); ++i) {
        const bool known = !original || kForcibleCurses[i] == kCurseLabyrinth;
        m_curses[i]->setEnabled(forced && known);
        m_curses[i]->setToolTip(known ? app::trCurse(kForcibleCurses[i])
                                      : tr("The 2011 generator knows only the Curse of the Labyrinth"));
    }
    m_blackCandle->setEnabled(!original);
    const bool labyrinth = forced && curseBox(kCurseLabyrinth)->isChecked();
    const int stage = m_settings.stage;
    const bool unnatural = labyrinth && !original && stage != 12 && !labyrinthRolls(stage);
    m_curseNote->setText(unnatural
                             ? tr("Not a natural floor: the game rolls the Curse of the Labyrinth only on "
                                  "stages 1, 3, 5 and 7 (the first floor of a chapter, up to the Womb). "
                                  "The floor is generated as if it had been.")
                             : QString());
    m_curseNote->setVisible(unnatural);
}

void SettingsPanel::setRecentSeeds(const QStringList &seeds) {
    m_recent->clear();
    m_recent->addItems(seeds);
    if (seeds.isEmpty()) {
        // A place holder: the list is there from the start, at its height (issue 46 point 6).
        auto *none = new QListWidgetItem(tr("None yet"), m_recent);
        none->setFlags(Qt::NoItemFlags);
    }
    // One height whatever the number of seeds, then a scroll bar: the controls under the list never move
    // (it grew a row per seed and pushed the Floor section down under the pointer).
    m_recent->setFixedHeight(kRecentRows * m_recent->sizeHintForRow(0) + 2 * m_recent->frameWidth());
}

void SettingsPanel::focusSeedField() {
    // The Seed section open, the field focused with its text selected, and the section (the field, its
    // error line) scrolled into view (issue 46 point 5: Ctrl+L left it out of view in a scrolled panel).
    QWidget *content = m_seedEdit->parentWidget();
    QWidget *box = content->parentWidget();
    if (content->isHidden())
        if (auto *header = box->findChild<QToolButton *>(QString(), Qt::FindDirectChildrenOnly))
            header->setChecked(true);
    m_seedEdit->setFocus(Qt::ShortcutFocusReason);
    m_seedEdit->selectAll();
    layout()->activate();
    for (QWidget *p = parentWidget(); p; p = p->parentWidget())
        if (auto *scroll = qobject_cast<QScrollArea *>(p)) {
            scroll->ensureWidgetVisible(box, 0, 0);
            break;
        }
}

void SettingsPanel::addBanner(QWidget *banner) {
    static_cast<QVBoxLayout *>(layout())->insertWidget(0, banner);
}

void SettingsPanel::setProblem(const QString &message) {
    m_problem->setText(message);
    m_problem->setVisible(!message.isEmpty());
}

void SettingsPanel::seedEdited(const QString &text) {
    const auto parsed = parseSeedString(text.toStdString());
    if (!parsed) {
        m_seedError->setText(app::trCoreSentence(parsed.error()));
        m_seedError->setVisible(true);
        m_seedEdit->setStyleSheet(QStringLiteral("QLineEdit { border: 1px solid #d32f2f; }"));
        return;
    }
    m_seedError->setVisible(false);
    m_seedEdit->setStyleSheet(QString());
    // The run's own floor stays the run's own floor under the new seed (its main path or its alternate path);
    // a stage type chosen against the run stays as chosen.
    const bool onMainPath = app::isRunFloor(m_settings);
    const bool onAltPath =
        !onMainPath && m_settings.runSeed && m_settings.stage >= 1 && m_settings.stage <= 8 &&
        rep::alternatePathType(stageSeedsOf(*m_settings.runSeed), m_settings.stage) == m_settings.stageType;
    m_settings.runSeed = *parsed;
    if (m_settings.ruleSet == RuleSet::Repentance) {
        if (onMainPath)
            m_settings = app::withRunStageType(m_settings);
        else if (onAltPath)
            m_settings.stageType = rep::alternatePathType(stageSeedsOf(*parsed), m_settings.stage);
        fillStages(m_settings);
        const QSignalBlocker b(m_stage);
        selectStage(m_settings.stage, m_settings.stageType);
    }
    updateSeedProposal();
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
    const QSignalBlocker b(m_stageType);
    if (static_cast<RuleSet>(m_ruleSet->currentData().toInt()) == RuleSet::Repentance) {
        m_stageType->clear(); // the floor list names the type
        return;
    }
    const int stage = m_stage->currentData().toInt();
    const int keep = m_stageType->currentIndex();
    m_stageType->clear();
    const bool original = static_cast<RuleSet>(m_ruleSet->currentData().toInt()) == RuleSet::Original2011;
    for (int t = 0; t < stageTypeCount(stage); ++t)
        if (!original || (stage == 11 ? t == 1 : t <= 1)) // docs/original-2011.md O1: the 2011 chapters
            m_stageType->addItem(app::trStageType(stage, t), t);
    m_stageType->setCurrentIndex(keep >= 0 && keep < m_stageType->count() ? keep : 0);
    m_stageType->setEnabled(m_stageType->count() > 1);
}

void SettingsPanel::fillStages(const Settings &settings) {
    const QSignalBlocker b(m_stage);
    const bool isRep = settings.ruleSet == RuleSet::Repentance;
    const std::vector<RouteFloor> run = isRep ? app::runFloors(settings) : std::vector<RouteFloor>{};
    // What the list depends on: rebuilt only when it changes (the seed, the route, the rule set).
    QString key = QStringLiteral("rules%1").arg(static_cast<int>(settings.ruleSet));
    if (isRep && settings.runSeed)
        for (int stage = 1; stage <= 8; ++stage)
            key += QString::number(rep::alternatePathType(stageSeedsOf(*settings.runSeed), stage));
    for (const RouteFloor &f : run)
        key += QStringLiteral(",%1:%2").arg(f.stage).arg(f.stageType);
    if (m_stage->count() > 0 && m_stage->property("listKey").toString() == key)
        return;
    const int current = m_stage->currentData().toInt();
    m_stage->setProperty("listKey", key);
    m_stage->clear();
    m_stage->view()->setMinimumWidth(0);
    if (!isRep) {
        for (int stage = 1; stage <= 12; ++stage)
            if (settings.ruleSet != RuleSet::Original2011 ||
                (stage != 9 && stage != 12)) // O1: no Blue Womb, no Void
                m_stage->addItem(stageLabel(stage), stage);
        m_stage->setToolTip(QString());
        return;
    }
    const auto add = [this](const rep::FloorKind &f) {
        m_stage->addItem(QStringLiteral("%1 · %2").arg(f.stage).arg(app::trStage(f.stage, f.type)),
                         f.stage * 8 + f.type);
    };
    // A heading: not selectable, in bold.
    const auto heading = [this](const QString &text) {
        m_stage->addItem(text, -1);
        if (auto *model = qobject_cast<QStandardItemModel *>(m_stage->model())) {
            QStandardItem *item = model->item(m_stage->count() - 1);
            item->setFlags(item->flags() & ~(Qt::ItemIsSelectable | Qt::ItemIsEnabled));
            QFont f = item->font();
            f.setBold(true);
            item->setFont(f);
        }
    };
    if (run.empty()) {
        // repentance.md R3.1: every floor the rule set generates, in game order, by name.
        for (const rep::FloorKind &f : rep::repFloors())
            add(f);
        m_stage->setToolTip(tr("Every floor of the Repentance+ rule set, in the order of a run"));
        return;
    }
    // The run's floors first (R3.2, the route), then its alternate path (R3.3), then every other floor.
    std::vector<rep::FloorKind> listed;
    heading(tr("This run"));
    for (const RouteFloor &f : run)
        if (rep::repFloorSupported(f.stage, f.stageType)) {
            add({f.stage, f.stageType});
            listed.push_back({f.stage, f.stageType});
        }
    heading(tr("Its alternate path (approximation)"));
    const auto v = stageSeedsOf(*settings.runSeed);
    for (int stage = 1; stage <= 8; ++stage) {
        const rep::FloorKind f{stage, rep::alternatePathType(v, stage)};
        if (rep::repFloorSupported(f.stage, f.type) &&
            std::find(listed.begin(), listed.end(), f) == listed.end()) {
            add(f);
            listed.push_back(f);
        }
    }
    heading(tr("Other floors"));
    for (const rep::FloorKind &f : rep::repFloors())
        if (std::find(listed.begin(), listed.end(), f) == listed.end())
            add(f);
    // The popup is as wide as the widest row in the combo box's font; the headings are bold ("Its alternate
    // …approximation)" at 1024x768, issue 46): wide enough for them, with the rows' margins and a scroll bar.
    {
        QFont bold = m_stage->font();
        bold.setBold(true);
        const QFontMetrics metrics(bold);
        int widest = 0;
        for (int row = 0; row < m_stage->count(); ++row)
            widest = std::max(widest, metrics.horizontalAdvance(m_stage->itemText(row)));
        const int margins =
            4 * metrics.averageCharWidth() + 2 * m_stage->view()->frameWidth() +
            m_stage->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_stage->view());
        m_stage->view()->setMinimumWidth(widest + margins);
    }
    m_stage->setToolTip(
        tr("The floors of this run first, in the order it visits them; then its alternate "
           "path; then every other floor of the Repentance+ rule set (The Void, and the stage types "
           "this run does not give)"));
    const int at = m_stage->findData(current);
    m_stage->setCurrentIndex(at);
}

void SettingsPanel::selectStage(int stage, int type) {
    if (static_cast<RuleSet>(m_ruleSet->currentData().toInt()) == RuleSet::Repentance) {
        int at = m_stage->findData(stage * 8 + type);
        if (at < 0) // a floor R3.1 refuses: its stage's first floor
            at = m_stage->findData(stage * 8);
        if (at < 0) // (a stage of one type that R3.1 refuses as it is: Blue Womb, ...)
            at = m_stage->findData(8 + 0);
        m_stage->setCurrentIndex(std::max(at, 0));
    } else {
        m_stage->setCurrentIndex(std::max(m_stage->findData(stage), 0));
    }
}

void SettingsPanel::ruleSetChanged() {
    const RuleSet rules = static_cast<RuleSet>(m_ruleSet->currentData().toInt());
    // Keep the stage; a repentance floor of type 4 or 5 becomes its stage's first type.
    const int stage = m_settings.stage;
    int type = m_settings.stageType;
    Settings next = m_settings;
    next.ruleSet = rules;
    // The run's own floor stays the run's own (issue 46 point 11: Original (2011) and back left Basement II
    // where the run has Burning Basement II). The 2011 game's floors have no type of the run's: from them,
    // the run's.
    if (app::isRunFloor(m_settings) || m_settings.ruleSet == RuleSet::Original2011)
        if (const int own = app::runStageType(next, stage); own >= 0)
            type = own;
    fillStages(next);
    {
        const QSignalBlocker b(m_stage);
        selectStage(stage, type);
    }
    {
        const QSignalBlocker b(m_stageType);
        updateStageTypes();
        if (rules == RuleSet::AfterbirthPlus)
            m_stageType->setCurrentIndex(type >= 0 && type < m_stageType->count() ? type : 0);
        if (rules == RuleSet::Original2011)
            m_stageType->setCurrentIndex(std::max(m_stageType->findData(type), 0));
    }
    updateRepentanceParts();
    fromWidgets();
    updateSeedProposal();
}

void SettingsPanel::updateRepentanceParts() {
    const bool isRep = static_cast<RuleSet>(m_ruleSet->currentData().toInt()) == RuleSet::Repentance;
    m_stageTypeLabel->setVisible(!isRep);
    m_stageType->setVisible(!isRep);
    m_seedTypeBox->setVisible(isRep);
    m_bossPoolsLabel->setVisible(isRep);
    m_bossPools->setVisible(isRep);
    m_repentogon->setVisible(isRep);
    m_moreItemsGroup->setVisible(isRep);
    m_runStateSection->setVisible(isRep);
    m_saveSection->setVisible(isRep);
    const bool original = static_cast<RuleSet>(m_ruleSet->currentData().toInt()) == RuleSet::Original2011;
    m_hard->setVisible(!original);
    m_itemsSection->setVisible(!original);
    m_playerSection->setVisible(!original);
    updateCurseControls();
}

int SettingsPanel::mainPathProposal() const {
    return app::runStageType(m_settings, m_settings.stage);
}

void SettingsPanel::updateSeedProposal() {
    const bool isRep = m_settings.ruleSet == RuleSet::Repentance;
    const int stage = m_settings.stage;
    const int main = isRep ? app::runStageType(m_settings, stage) : -1;
    const bool hasAlt = isRep && m_settings.runSeed && stage >= 1 && stage <= 8;
    const int alt = hasAlt ? rep::alternatePathType(stageSeedsOf(*m_settings.runSeed), stage) : -1;
    m_typeFromSeed->setEnabled(main >= 0 && main != m_settings.stageType);
    m_altFromSeed->setEnabled(hasAlt && alt != m_settings.stageType);
    m_seedProposal->setToolTip(hasAlt ? approximationText() : QString());
    if (main < 0) {
        m_seedProposal->setText(m_settings.runSeed ? QString()
                                                   : tr("Enter a run seed to see the floor it gives."));
        m_seedProposal->setVisible(!m_seedProposal->text().isEmpty());
        return;
    }
    m_seedProposal->setVisible(true);
    const QString run = hasAlt
                            ? tr("This run: %1 on the main path, %2 on the alternate path (approximation).")
                                  .arg(app::trStage(stage, main), app::trStage(stage, alt))
                            : tr("This run: %1.").arg(app::trStage(stage, main));
    // Another stage type than the run's is a deliberate choice: said first, in bold.
    const bool forced = m_settings.stageType != main && m_settings.stageType != alt;
    m_seedProposal->setText(forced ? QStringLiteral("<b>%1</b> %2")
                                         .arg(tr("Stage type chosen by hand: %1 is not a floor of this run.")
                                                  .arg(app::trStage(stage, m_settings.stageType))
                                                  .toHtmlEscaped(),
                                              run.toHtmlEscaped())
                                   : run.toHtmlEscaped());
}

QString SettingsPanel::approximationText() {
    return tr(
        "Approximation: which alternate floor (Downpour or Dross, Mines or Ashpit, ...) a run seed gives is "
        "not read from the game's code. The rule comes from a public reimplementation and has not been "
        "checked against the game, so the alternate floor named here may be the other one.");
}

void SettingsPanel::takeSeedType(bool alternate) {
    if (!m_settings.runSeed)
        return;
    const int stage = m_settings.stage;
    const int type =
        alternate ? rep::alternatePathType(stageSeedsOf(*m_settings.runSeed), stage) : mainPathProposal();
    const int at = m_stage->findData(stage * 8 + type);
    if (at >= 0)
        m_stage->setCurrentIndex(at); // emits through stageChanged()
}

QCheckBox *SettingsPanel::stateFlagBox(int flag) const {
    for (const auto &[f, box] : m_flags)
        if (f == flag)
            return box;
    return nullptr;
}

void SettingsPanel::stageChanged() {
    updateStageTypes();
    fromWidgets();
    updateSeedProposal();
}

void SettingsPanel::fromWidgets() {
    if (m_filling)
        return;
    Settings s = m_settings;
    s.ruleSet = static_cast<RuleSet>(m_ruleSet->currentData().toInt());
    s.ruleVariant = s.ruleSet == RuleSet::Repentance && m_repentogon->isChecked() ? RuleVariant::Repentogon
                                                                                  : RuleVariant::Vanilla;
    if (s.ruleSet == RuleSet::Repentance) {
        const int key = m_stage->currentData().toInt();
        s.stage = key / 8;
        s.stageType = key % 8;
    } else {
        s.stage = m_stage->currentData().toInt();
        s.stageType = std::max(0, m_stageType->currentData().toInt());
    }
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
    s.bossPools = static_cast<BossPoolsMode>(m_bossPools->currentData().toInt());
    s.state.character = m_character->currentData().toInt();
    s.state.superSinCounter = m_superSin->value();
    s.state.surpriseMinibossCounter = m_surpriseMiniboss->value();
    for (const auto &[flag, box] : m_flags) {
        const std::uint64_t bit = std::uint64_t{1} << flag;
        s.state.stateFlags = box->isChecked() ? (s.state.stateFlags | bit) : (s.state.stateFlags & ~bit);
    }
    s.curseTier = static_cast<CurseTier>(m_curseTier->currentData().toInt());
    s.achievements.setUnlocked(kStrangeDoorAchievement, m_strangeDoor->isChecked());
    s.cathedral = m_cathedral->currentData().toBool();
    for (int i = 0; i < kItemCount; ++i)
        if (const QCheckBox *golden = m_golden[static_cast<std::size_t>(i)]) {
            const std::uint32_t bit = itemBit(static_cast<Item>(i));
            s.golden = golden->isChecked() ? (s.golden | bit) : (s.golden & ~bit);
        }
    // The two text fields: a bad entry is said under the field and leaves the value in force unchanged.
    QString error;
    if (m_route->text().trimmed().isEmpty()) {
        s.route.reset();
    } else {
        std::vector<RouteFloor> route;
        if (app::parseRouteList(m_route->text(), route, error))
            s.route = route;
        else
            error = tr("Not a route (%1). Write the floors as stage:type, separated by commas: 1:0, 2:4.")
                        .arg(error);
    }
    m_routeError->setText(error);
    m_routeError->setVisible(!error.isEmpty());
    error.clear();
    Achievements locked;
    if (!app::parseLockedAchievements(m_locked->text(), locked, error)) {
        error = tr("Not a list of achievement ids (%1).").arg(error);
    } else {
        const bool strangeDoor = s.achievements.unlocked(kStrangeDoorAchievement);
        s.achievements = locked;
        s.achievements.setUnlocked(kStrangeDoorAchievement, strangeDoor);
    }
    m_lockedError->setText(error);
    m_lockedError->setVisible(!error.isEmpty());
    m_settings = s;
    fillStages(s); // the route or the Cathedral choice may change the run's floors
    updateSeedProposal();
    updateCurseControls();
    emit settingsChanged(m_settings);
}

} // namespace floorgen::gui
