#include "search/searchpanel.h"

#include "backgroundjobs.h"
#include "floorexport.h"
#include "floorgen/filecatalog.h"
#include "floorgen/seedstring.h"
#include "floorjson.h"
#include "names_tr.h"
#include "search/conditioneditor.h"
#include "search/searchresultmodel.h"
#include "search/searchresults.h"
#include "search/sessionresults.h"
#include "seedlist.h"
#include "textutil.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <mutex>
#include <thread>

#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QLocale>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace floorgen::gui {

namespace {

constexpr char kSessionFormat[] = "isaac-floorgen-search-session";
constexpr int kSessionVersion = 1;
constexpr qint64 kMaxSessionBytes = 256ll << 20;
constexpr int kThumbSide = 84;    // a small map's side, in pixels
constexpr int kThumbCaption = 16; // the floor's name above it
constexpr int kThumbGap = 6;
// A result's tile in the grid: at least this wide (its seed and first line of text under the small maps).
constexpr int kTileMinWidth = 116;

// An existing path that is not a regular file (a folder, a device, a FIFO) is refused: a FIFO would block
// the window, a device is no place for a session or a seed list.
bool refuseNonRegular(const QString &path, QString &error) {
    const QFileInfo info(path);
    if (info.exists() && !info.isFile()) {
        error = QCoreApplication::translate("floorgen::gui::SearchPanel", "\"%1\" is not a regular file")
                    .arg(app::escapedValue(path, app::kMaxEchoedPathChars));
        return true;
    }
    return false;
}

bool openSmallFile(QFile &file, qint64 maxBytes, QString &error) {
    const QString path = file.fileName();
    if (refuseNonRegular(path, error))
        return false;
    if (!file.open(QIODevice::ReadOnly)) {
        error = QCoreApplication::translate("floorgen::gui::SearchPanel", "cannot read \"%1\": %2")
                    .arg(app::escapedValue(path, app::kMaxEchoedPathChars), file.errorString());
        return false;
    }
    if (file.size() > maxBytes) {
        error = QCoreApplication::translate("floorgen::gui::SearchPanel", "\"%1\" is too large (%2 bytes)")
                    .arg(app::escapedValue(path, app::kMaxEchoedPathChars))
                    .arg(file.size());
        return false;
    }
    return true;
}

bool readSmallFile(const QString &path, qint64 maxBytes, QByteArray &data, QString &error) {
    QFile file(path);
    if (!openSmallFile(file, maxBytes, error))
        return false;
    data = file.readAll();
    return true;
}

// A session file: the seeds of its "results" streamed into `seeds` and the rest of its text in `data`
// (sessionresults.h); when those are not a plain list of seeds, the whole text in `data` (the session's
// JSON checks say what is wrong).
bool readSessionFile(const QString &path, QByteArray &data, std::vector<std::uint32_t> &seeds,
                     QString &error) {
    QFile file(path);
    if (!openSmallFile(file, kMaxSessionBytes, error))
        return false;
    if (splitSessionResults(file, data, seeds))
        return true;
    seeds = {};
    data = file.seek(0) ? file.readAll() : QByteArray();
    return true;
}

} // namespace

struct SearchPanel::Job {
    Context context;
    std::uint32_t position = 1; // the first seed this job searches
    std::uint64_t limit = 0;    // matches still wanted (0: no limit)
    std::atomic<bool> cancel{false};
    std::atomic<bool> finished{false};
    std::atomic<std::uint64_t> done{0};
    std::atomic<std::uint64_t> found{0};
    std::mutex mutex;
    std::vector<std::uint32_t> pending; // matches not yet shown, in seed order
    SearchResult result;
    std::thread thread;
    QElapsedTimer timer;

    ~Job() {
        cancel = true;
        if (thread.joinable()) // reapFinished and cancel() may have joined it
            thread.join();
    }
};

SearchPanel::SearchPanel(QWidget *parent)
    : QWidget(parent)
    , m_timer(new QTimer(this))
    , m_thumbTimer(new QTimer(this)) {
    m_floors = new QTabWidget(this);
    m_floors->setObjectName(QStringLiteral("searchFloors"));
    m_floors->setDocumentMode(true);
    m_floors->setUsesScrollButtons(true);
    m_floors->setElideMode(Qt::ElideRight);
    auto *addFloorButton = new QToolButton(this);
    addFloorButton->setObjectName(QStringLiteral("addFloorButton"));
    addFloorButton->setText(tr("+ Floor"));
    addFloorButton->setToolTip(tr("Add a floor of the run with its own criteria: a seed matches when every "
                                  "floor meets its criteria"));
    m_floors->setCornerWidget(addFloorButton, Qt::TopRightCorner);
    connect(addFloorButton, &QToolButton::clicked, this, [this] {
        // A floor that follows the Floor Settings becomes that floor for good: opening a result (which
        // changes the Floor Settings) must not move a group of a search across floors.
        for (int i = 0; i < floorCount(); ++i)
            if (floorForm(i)->floorPick().current) {
                const FloorCriteria f = floorForm(i)->floorCriteria(m_settings);
                floorForm(i)->setFloorPick(FloorPick{false, f.stage, f.path, f.stageType});
            }
        // The next stage after the last floor's, on the main path.
        int stage = 1;
        for (int i = 0; i < floorCount(); ++i) {
            const FloorCriteria f = floorForm(i)->floorCriteria(m_settings);
            stage = std::max(stage, std::min(f.stage + 1, 11));
        }
        addFloor(FloorPick{false, stage, FloorPath::Main, -1});
    });
    connect(m_floors, &QTabWidget::tabCloseRequested, this, &SearchPanel::removeFloor);
    m_conditions = new ConditionEditor(this);
    m_conditions->setObjectName(QStringLiteral("searchConditions"));
    auto *conditionsBox = new QGroupBox(tr("Conditions that combine (and, or, not)"), this);
    conditionsBox->setObjectName(QStringLiteral("searchConditionsBox"));
    auto *conditionsLayout = new QVBoxLayout(conditionsBox);
    conditionsLayout->setContentsMargins(4, 4, 4, 4);
    conditionsLayout->addWidget(m_conditions);
    connect(m_conditions, &ConditionEditor::changed, this, &SearchPanel::refreshFloors);
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("searchProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #c0392b;"));
    m_problem->hide();

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
    m_listLabel = new QLabel(this);
    m_listLabel->setObjectName(QStringLiteral("seedListLabel"));
    m_clearList = new QPushButton(tr("Search the range"), this);
    m_clearList->setToolTip(tr("Forget the imported seed list and search the range again"));
    auto *listRow = new QHBoxLayout;
    listRow->addWidget(m_listLabel, 1);
    listRow->addWidget(m_clearList);
    m_listLabel->hide();
    m_clearList->hide();
    connect(m_clearList, &QPushButton::clicked, this, &SearchPanel::clearSeedList);
    m_limit = new QSpinBox(this);
    // 0: no limit, as the CLI's --limit 0 (issue 46 point 11: a typed 0 silently became 20 again).
    m_limit->setRange(0, 100000);
    m_limit->setSpecialValueText(tr("No limit"));
    m_limit->setValue(20);

    auto *form = new QFormLayout;
    form->addRow(tr("Search:"), m_space);
    form->addRow(tr("Seeds:"), rangeRow);
    form->addRow(listRow);
    form->addRow(tr("Stop after:"), m_limit);

    m_search = new QPushButton(tr("&Search"), this);
    m_search->setObjectName(QStringLiteral("searchButton"));
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setEnabled(false);
    m_resume = new QPushButton(tr("Resume"), this);
    m_resume->setObjectName(QStringLiteral("resumeButton"));
    m_resume->setToolTip(tr("Go on from where the search stopped, keeping its results"));
    m_resume->setEnabled(false);
    auto *more = new QToolButton(this);
    more->setObjectName(QStringLiteral("searchSessionButton"));
    more->setText(tr("Session"));
    more->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(more);
    auto fileAction = [this, menu](const QString &text, auto &&run) {
        QAction *a = menu->addAction(text);
        connect(a, &QAction::triggered, this, run);
        return a;
    };
    fileAction(tr("Open session…"), [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open a search session"), QString(),
                                                          tr("Search sessions (*.json);;All files (*)"));
        QString error;
        if (!path.isEmpty())
            openSession(path, error);
    });
    fileAction(tr("Save session…"), [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save the search session"),
                                                          QStringLiteral("search-session.json"),
                                                          tr("Search sessions (*.json)"));
        QString error;
        if (!path.isEmpty())
            saveSession(path, error);
    });
    menu->addSeparator();
    fileAction(tr("Import seed list…"), [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Search within a seed list"), QString(),
                                                          tr("Seed lists (*.txt *.csv);;All files (*)"));
        QString error;
        if (!path.isEmpty())
            importSeedList(path, error);
    });
    fileAction(tr("Export seeds…"), [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Export the seeds found"), QStringLiteral("seeds.txt"), tr("Seed lists (*.txt)"));
        QString error;
        if (!path.isEmpty())
            exportResults(path, false, error);
    });
    m_resultFileAction = menu->addAction(tr("Write results to a file as found…"));
    m_resultFileAction->setObjectName(QStringLiteral("resultFileAction"));
    m_resultFileAction->setCheckable(true);
    m_resultFileAction->setToolTip(
        tr("Each seed goes to the file the moment it is found, one a line: a long search keeps its results "
           "even if the app is closed"));
    connect(m_resultFileAction, &QAction::triggered, this, [this](bool on) {
        if (!on) {
            stopResultFile();
            return;
        }
        const QString path =
            QFileDialog::getSaveFileName(this, tr("Write the seeds to a file as they are found"),
                                         QStringLiteral("seeds-found.txt"), tr("Seed lists (*.txt)"));
        QString error;
        if (path.isEmpty() || !setResultFile(path, error))
            m_resultFileAction->setChecked(false);
    });
    fileAction(tr("Export CSV…"), [this] {
        const QString path =
            QFileDialog::getSaveFileName(this, tr("Export the seeds found with their floors"),
                                         QStringLiteral("seeds.csv"), tr("CSV files (*.csv)"));
        QString error;
        if (!path.isEmpty())
            exportResults(path, true, error);
    });
    more->setMenu(menu);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_search);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_resume);
    buttons->addWidget(more);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1000);
    m_resultFileLabel = new QLabel(this);
    m_resultFileLabel->setObjectName(QStringLiteral("resultFileLabel"));
    m_resultFileLabel->setWordWrap(true);
    m_resultFileLabel->hide();
    m_status = new QLabel(tr("Choose criteria and press Search."), this);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_settingsLabel = new QLabel(this);
    m_settingsLabel->setWordWrap(true);
    m_settingsLabel->setObjectName(QStringLiteral("searchSettings"));
    m_settingsLabel->setToolTip(tr("The floor settings the search uses: those of the Floor Settings panel"));
    m_model = new SearchResultModel(this);
    m_list = new QListView(this);
    m_list->setModel(m_model);
    m_list->setObjectName(QStringLiteral("searchResults"));
    m_list->setToolTip(tr("Double-click a seed to open its floor (on a small map: that floor)"));
    m_list->setUniformItemSizes(true);
    // The results as a grid of small maps with their seed under them (issue 46: one row of a list, small
    // map and text beside it, was all a 1024x768 window showed): several to a line, in seed order.
    m_list->setViewMode(QListView::IconMode);
    m_list->setMovement(QListView::Static);
    m_list->setFlow(QListView::LeftToRight);
    m_list->setWrapping(true);
    m_list->setResizeMode(QListView::Adjust);
    m_list->setSpacing(0);
    m_list->setSelectionRectVisible(false);
    m_list->setIconSize(QSize(kThumbSide, kThumbSide + kThumbCaption));
    m_list->viewport()->installEventFilter(this);

    // Criteria above (scrolling when the dock is short or narrow), results below, a splitter between them.
    constexpr int kNarrowestForm = 280;
    auto *criteriaBox = new QWidget;
    auto *criteriaLayout = new QVBoxLayout(criteriaBox);
    criteriaLayout->setContentsMargins(0, 0, 0, 0);
    criteriaLayout->addWidget(m_floors, 1);
    criteriaLayout->addWidget(conditionsBox);
    criteriaLayout->addWidget(m_problem);
    criteriaLayout->addLayout(form);
    auto *scroll = new QScrollArea;
    scroll->setWidget(criteriaBox);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    auto *resultsBox = new QWidget;
    auto *resultsLayout = new QVBoxLayout(resultsBox);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    resultsLayout->addWidget(m_settingsLabel);
    resultsLayout->addLayout(buttons);
    resultsLayout->addWidget(m_progress);
    resultsLayout->addWidget(m_status);
    resultsLayout->addWidget(m_resultFileLabel);
    resultsLayout->addWidget(m_list, 1);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(QStringLiteral("searchSplitter"));
    splitter->addWidget(scroll);
    splitter->addWidget(resultsBox);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);
    m_splitter = splitter;
    m_criteriaScroll = scroll;
    connect(splitter, &QSplitter::splitterMoved, this,
            [splitter] { splitter->setProperty("userMoved", true); });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);

    addFloor(FloorPick{});
    // The floor's form keeps a few more rows of its room list with the conditions under it: the criteria
    // scroll rather than squeezing the list (its rows drew over each other).
    m_floors->setMinimumHeight(m_floors->minimumSizeHint().height() + 6 * fontMetrics().height());
    // The whole form's width when it is narrow enough, else a horizontal scroll bar: the form's full width
    // (~470 px) as a minimum made the window 1105 px wide with Seed search open, wider than a 1024 screen.
    scroll->setMinimumWidth(std::min(criteriaBox->sizeHint().width(), kNarrowestForm) +
                            scroll->verticalScrollBar()->sizeHint().width());

    connect(m_search, &QPushButton::clicked, this, &SearchPanel::start);
    connect(m_cancel, &QPushButton::clicked, this, &SearchPanel::cancel);
    connect(m_resume, &QPushButton::clicked, this, &SearchPanel::resume);
    connect(m_list, &QListView::activated, this, [this](const QModelIndex &index) {
        emit openRequested(settingsOf(index.row(), m_clickedFloor));
        m_clickedFloor = 0;
    });
    m_timer->setInterval(100);
    connect(m_timer, &QTimer::timeout, this, &SearchPanel::poll);
    m_thumbTimer->setSingleShot(true);
    m_thumbTimer->setInterval(0);
    connect(m_thumbTimer, &QTimer::timeout, this, [this] { renderVisibleThumbnails(40); });
    connect(m_list->verticalScrollBar(), &QScrollBar::valueChanged, this, &SearchPanel::scheduleThumbnails);
}

void SearchPanel::resizeEvent(QResizeEvent *event) {
    QWidget::resizeEvent(event);
    arrangeSplitter();
}

void SearchPanel::arrangeSplitter() {
    // The criteria's whole width (no sideways scrolling, "+ Floor" in view) and the whole height beside the
    // results when the panel is wide; else above them, with most of the height (the results list fills up
    // only once a search runs).
    const int extra = m_criteriaScroll->verticalScrollBar()->sizeHint().width() + 8;
    // (The form's size hint: below it the form scrolls sideways and "+ Floor" leaves the view.)
    const int criteriaMin = m_criteriaScroll->widget()->sizeHint().width() + extra;
    constexpr int kResultsWidth = 260; // a small map and its seed
    const int criteria = std::clamp(m_criteriaScroll->widget()->sizeHint().width() + extra, criteriaMin,
                                    std::max(criteriaMin, width() - kResultsWidth));
    // Side by side only where the criteria keep far more than their size hint (under a window manager at
    // 1024 px the form still scrolled sideways beside the results): in practice above the results.
    const Qt::Orientation wanted =
        width() >= 2 * (criteriaMin + kResultsWidth) ? Qt::Horizontal : Qt::Vertical;
    // Once the user has moved the splitter, only a change of orientation arranges it again.
    if (wanted == m_splitter->orientation() && m_splitter->property("userMoved").toBool())
        return;
    if (wanted != m_splitter->orientation())
        m_splitter->setProperty("userMoved", false);
    m_splitter->setOrientation(wanted);
    if (wanted == Qt::Horizontal) {
        m_splitter->setStretchFactor(0, 0);
        m_splitter->setStretchFactor(1, 1);
        m_splitter->setSizes({criteria, std::max(kResultsWidth, width() - criteria)});
    } else {
        m_splitter->setStretchFactor(0, 3);
        m_splitter->setStretchFactor(1, 1);
        // Before a search: most of the height for the criteria (the results list fills up only once a search
        // runs), no more than they need on a tall panel. Once results are shown: two lines and a half of
        // tiles if the panel has the room, the criteria keeping a few lines of their own (they scroll; the
        // splitter gives them back their room). At 1024x768 the results had one row (issue 46).
        int wantedCriteria =
            std::min(height() * 7 / 10, std::max(m_criteriaScroll->widget()->sizeHint().height() + 4, 450));
        if (m_resultsShown) {
            const int tile =
                m_list->iconSize().height() + 2 * m_list->fontMetrics().height() + 8; // setRowSize
            const int frame = 2 * m_list->frameWidth() + m_list->horizontalScrollBar()->sizeHint().height();
            const int aboveList =
                m_splitter->widget(1)->layout()->sizeHint().height() - m_list->sizeHint().height();
            const int results = aboveList + frame + 2 * tile + tile * 2 / 5;
            constexpr int kCriteriaLeast = 160;
            wantedCriteria = std::min(wantedCriteria, std::max(kCriteriaLeast, height() - results));
        }
        m_splitter->setSizes({wantedCriteria, std::max(1, height() - wantedCriteria)});
    }
}

SearchPanel::~SearchPanel() {
    m_job.reset();
    m_retired.clear();
}

// ---- floors ----

int SearchPanel::floorCount() const {
    return m_floors->count();
}

FloorCriteriaForm *SearchPanel::floorForm(int index) const {
    return qobject_cast<FloorCriteriaForm *>(m_floors->widget(index));
}

FloorCriteriaForm *SearchPanel::currentForm() const {
    auto *form = qobject_cast<FloorCriteriaForm *>(m_floors->currentWidget());
    return form ? form : floorForm(0);
}

int SearchPanel::addFloor(const FloorPick &pick) {
    auto *form = new FloorCriteriaForm;
    form->setFloorPick(pick);
    const int index = m_floors->addTab(form, form->floorTitle(m_settings));
    connect(form, &FloorCriteriaForm::changed, this, &SearchPanel::refreshFloors);
    m_floors->setCurrentIndex(index);
    refreshFloors();
    return index;
}

void SearchPanel::removeFloor(int index) {
    if (floorCount() <= 1 || index < 0 || index >= floorCount())
        return;
    QWidget *w = m_floors->widget(index);
    m_floors->removeTab(index);
    w->deleteLater();
    refreshFloors();
}

std::vector<FloorCriteria> SearchPanel::floorCriteria() const {
    std::vector<FloorCriteria> out;
    for (int i = 0; i < floorCount(); ++i)
        out.push_back(floorForm(i)->floorCriteria(m_settings));
    return out;
}

bool SearchPanel::singleFloor() const {
    return floorCount() == 1 && floorForm(0)->floorPick().current && !acrossRun();
}

std::optional<SearchExpr> SearchPanel::where() const {
    std::optional<SearchExpr> e;
    QString error;
    if (!m_conditions->expression(e, error))
        return std::nullopt;
    return e;
}

bool SearchPanel::acrossRun() const {
    const std::optional<SearchExpr> e = where();
    return e && exprHasFloor(*e);
}

std::vector<FloorCriteria> SearchPanel::whereGroups() const {
    // As the CLI's --where with floors: the criteria of the one floor of the current stage are a group only
    // when there are some.
    std::vector<FloorCriteria> groups = floorCriteria();
    if (floorCount() == 1 && floorForm(0)->floorPick().current && floorForm(0)->criteria().empty())
        groups.clear();
    return groups;
}

QString SearchPanel::conditionProblem() const {
    const std::optional<SearchExpr> e = where();
    if (!e)
        return {};
    const bool run = !(floorCount() == 1 && floorForm(0)->floorPick().current) || exprHasFloor(*e);
    const ExprError shape = exprShapeProblem(*e, run);
    return shape.message.empty() ? QString() : app::trCoreMessage(shape.message);
}

QString SearchPanel::problem() const {
    std::string why;
    const std::optional<SearchExpr> e = conditionProblem().isEmpty() ? where() : std::nullopt;
    if (singleFloor()) {
        why = e ? impossibleReason(m_settings, floorForm(0)->criteria(), *e)
                : impossibleReason(m_settings, floorForm(0)->criteria());
    } else {
        const std::vector<FloorCriteria> groups = e ? whereGroups() : floorCriteria();
        why = e ? impossibleReason(m_settings, std::span<const FloorCriteria>(groups), *e)
                : impossibleReason(m_settings, std::span<const FloorCriteria>(groups));
    }
    return why.empty() ? QString() : app::trCoreMessage(why);
}

void SearchPanel::refreshFloors() {
    m_floors->setTabsClosable(floorCount() > 1);
    for (int i = 0; i < floorCount(); ++i) {
        const QString title = floorForm(i)->floorTitle(m_settings);
        m_floors->setTabText(i, title);
        m_floors->setTabToolTip(i, title);
    }
    // Several floors are floors of a run: run seeds only.
    const bool single = singleFloor();
    if (!single)
        m_space->setCurrentIndex(0);
    m_space->setEnabled(single && m_seedList.empty());
    const QString why = problem();
    const QString shape = conditionProblem();
    m_problem->setText(!shape.isEmpty() ? tr("The conditions do not fit these floors: %1").arg(shape)
                       : why.isEmpty()  ? QString()
                                        : tr("No run can match: %1").arg(why));
    m_problem->setVisible(!m_problem->text().isEmpty());
    // The scope line says what a search started now would search: it follows the floors at once.
    for (int i = 0; i < floorCount(); ++i)
        floorForm(i)->setRuleSet(m_settings.ruleSet);
    if (!isRunning())
        m_settingsLabel->setText(settingsText());
}

void SearchPanel::setRoomRule(RoomType type, Qt::CheckState state) {
    currentForm()->setRoomRule(type, state);
}

void SearchPanel::setRoomCount(RoomType type, int min, int max) {
    currentForm()->setRoomCount(type, min, max);
}

void SearchPanel::setBoss(int subtype) {
    currentForm()->setBoss(subtype);
}

void SearchPanel::setDistanceRule(bool on, RoomKind from, RoomKind to, int maxDistance) {
    currentForm()->setDistanceRule(on, from, to, maxDistance);
}

Criteria SearchPanel::criteria() const {
    return currentForm()->criteria();
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

// ---- settings and form state ----

void SearchPanel::setSettings(const Settings &settings) {
    m_settings = settings;
    m_settings.runSeed.reset();
    m_settings.stageSeed = 0;
    m_settings.route.reset();
    m_settingsLabel->setText(settingsText());
    refreshFloors();
}

QString SearchPanel::settingsText() const {
    const Settings &s = m_settings;
    QStringList parts;
    if (singleFloor())
        parts << app::trStage(s.stage, s.stageType);
    else if (floorCount() == 1)
        parts << floorForm(0)->floorTitle(s);
    else
        parts << tr("%n floor(s) of the run", nullptr, floorCount());
    parts << app::trRuleSet(s.ruleSet);
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
    QJsonArray floors;
    for (int i = 0; i < floorCount(); ++i)
        floors.append(floorForm(i)->toJson());
    o.insert(QStringLiteral("floors"), floors);
    o.insert(QStringLiteral("space"), m_space->currentIndex());
    o.insert(QStringLiteral("from"), m_from->text());
    o.insert(QStringLiteral("to"), m_to->text());
    o.insert(QStringLiteral("limit"), m_limit->value());
    if (!m_conditions->isEmpty()) {
        o.insert(QStringLiteral("conditions"), m_conditions->toJson());
        // (For the reader of a session file: what the conditions search; restoreForm reads the tree.)
        o.insert(QStringLiteral("where"), m_conditions->canonicalText());
    }
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

bool SearchPanel::restoreForm(const QString &state) {
    const QJsonDocument doc = QJsonDocument::fromJson(state.toUtf8());
    if (!doc.isObject())
        return false;
    const QJsonObject o = doc.object();
    // Before several floors, the form was one floor's criteria at the top level: the current stage's.
    QJsonArray floors = o.value(QStringLiteral("floors")).toArray();
    if (!o.contains(QStringLiteral("floors")))
        floors.append(o);
    if (floors.isEmpty())
        floors.append(QJsonObject());
    while (floorCount() > 1)
        removeFloor(floorCount() - 1);
    floorForm(0)->setFloorPick(FloorPick{});
    for (qsizetype i = 0; i < floors.size() && i < 16; ++i) {
        if (i > 0)
            addFloor(FloorPick{});
        floorForm(static_cast<int>(i))->fromJson(floors[i].toObject());
    }
    m_floors->setCurrentIndex(0);
    if (const QJsonValue v = o.value(QStringLiteral("space"));
        v.isDouble() && v.toInt() >= 0 && v.toInt() < 2)
        m_space->setCurrentIndex(v.toInt());
    if (o.value(QStringLiteral("from")).isString())
        m_from->setText(o.value(QStringLiteral("from")).toString());
    if (o.value(QStringLiteral("to")).isString())
        m_to->setText(o.value(QStringLiteral("to")).toString());
    if (o.value(QStringLiteral("limit")).isDouble())
        m_limit->setValue(o.value(QStringLiteral("limit")).toInt());
    m_conditions->fromJson(o.value(QStringLiteral("conditions")).toArray());
    refreshFloors();
    return true;
}

// ---- starting, polling, stopping ----

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

bool SearchPanel::buildContext(Context &c, QString &error) const {
    c = Context{};
    c.list = m_seedList;
    if (c.list.empty() && !readRange(c.from, c.to, error))
        return false;
    if (m_settings.ruleSet == RuleSet::Original2011) { // as the CLI's search: our seeds, not the game's
        error =
            tr("Seed search does not take the Original (2011) rule set: its floors use our random numbers, "
               "not the original game's.");
        return false;
    }
    Settings check = m_settings;
    check.stageSeed = 1;
    if (auto problem = validateSettings(check)) {
        error = tr("These settings cannot be generated: %1").arg(app::trCoreMessage(*problem));
        return false;
    }
    std::optional<SearchExpr> e;
    if (!m_conditions->expression(e, error))
        return false;
    if (const QString shape = conditionProblem(); !shape.isEmpty()) {
        error = tr("The conditions do not fit these floors: %1").arg(shape);
        return false;
    }
    if (const QString why = problem(); !why.isEmpty()) {
        error = tr("No run can match: %1").arg(why);
        return false;
    }
    c.settings = m_settings;
    c.groups = floorCriteria();
    c.single = singleFloor();
    c.space = c.single && m_space->currentIndex() == 1 ? SeedSpace::Stage : SeedSpace::Run;
    c.limit = static_cast<std::uint64_t>(m_limit->value());
    c.form = formState();
    if (m_gameData)
        c.gameData = std::make_shared<const FileCatalog>(*m_gameData);
    if (e) {
        std::string why;
        if (!resolveLayouts(*e, c.gameData.get(), why)) {
            error = app::trCoreMessage(why);
            return false;
        }
        forEachTerm(*e, [&](const Criteria &t, const FloorCriteria *in) {
            for (const LayoutRule &r : t.layouts)
                c.layoutRules.emplace_back(in ? in->stage : -1, r);
        });
        if (!c.single) {
            // The floors shown: the groups searched, then every other floor the conditions name.
            c.searchGroups = whereGroups();
            c.groups = c.searchGroups;
            std::vector<SearchExpr> stack{*e};
            while (!stack.empty()) {
                SearchExpr n = std::move(stack.back());
                stack.pop_back();
                if (n.op == SearchExpr::Op::Floor) {
                    FloorCriteria f = n.floor;
                    f.criteria = {};
                    const bool known =
                        std::any_of(c.groups.begin(), c.groups.end(), [&](const FloorCriteria &g) {
                            return g.stage == f.stage && g.path == f.path && g.stageType == f.stageType;
                        });
                    if (!known)
                        c.groups.push_back(f);
                    continue;
                }
                for (SearchExpr &child : n.children)
                    stack.push_back(std::move(child));
            }
            // In the run's order (stage, then the main path first), as the tabs would be.
            std::stable_sort(c.groups.begin() + static_cast<std::ptrdiff_t>(c.searchGroups.size()),
                             c.groups.end(), [](const FloorCriteria &a, const FloorCriteria &b) {
                                 return std::pair(a.stage, a.path) < std::pair(b.stage, b.path);
                             });
        }
        c.where = std::move(e);
    }
    return true;
}

std::uint64_t SearchPanel::totalOf(const Context &c) const {
    return c.list.empty() ? std::uint64_t{c.to} - c.from + 1 : c.list.size();
}

std::uint64_t SearchPanel::doneBefore(const Context &c, std::uint32_t position) const {
    if (!c.list.empty())
        return static_cast<std::uint64_t>(std::lower_bound(c.list.begin(), c.list.end(), position) -
                                          c.list.begin());
    return position > c.from ? std::uint64_t{position} - c.from : 0;
}

void SearchPanel::start() {
    Context c;
    QString error;
    if (!buildContext(c, error)) {
        m_status->setText(error);
        return;
    }
    launch(c, c.list.empty() ? c.from : c.list.front(), false);
}

void SearchPanel::resume() {
    if (!canResume() || m_job)
        return;
    // The limit as the form has it now: raising it lets a search stopped at its limit go on.
    Context c = m_context;
    c.limit = static_cast<std::uint64_t>(m_limit->value());
    launch(c, m_position, true);
}

std::uint32_t SearchPanel::resumePosition() const {
    return canResume() ? m_position : 0;
}

bool SearchPanel::canResume() const {
    if (!m_haveContext || m_position == 0)
        return false;
    if (!m_context.list.empty())
        return m_position <= m_context.list.back();
    return m_position >= m_context.from && m_position <= m_context.to;
}

void SearchPanel::launch(const Context &context, std::uint32_t position, bool keepResults) {
    discard();
    auto job = std::make_shared<Job>();
    job->context = context;
    job->position = position;
    if (!keepResults)
        clearResults();
    job->limit = context.limit > results().size() ? context.limit - results().size() : 0;
    if (context.limit > 0 && job->limit == 0) {
        m_status->setText(tr("The limit of %1 seeds is reached: raise it to go on.").arg(context.limit));
        return;
    }
    job->timer.start();
    Job *raw = job.get();
    job->thread = std::thread([raw]() {
        const Context &c = raw->context;
        SearchOptions o;
        o.limit = raw->limit;
        o.cancel = &raw->cancel;
        o.gameData = c.gameData.get(); // each thread copies it (null: the built-in rooms)
        o.seedList = c.list;           // an imported list: only its seeds, on every thread as a range is
        o.progress = [raw](const SearchProgress &p) {
            raw->done = p.done;
            raw->found = p.found;
        };
        o.sink = [raw](std::span<const std::uint32_t> matches, std::uint64_t) {
            const std::lock_guard lock(raw->mutex);
            raw->pending.insert(raw->pending.end(), matches.begin(), matches.end());
        };
        const std::uint32_t to = c.list.empty() ? c.to : 0xFFFFFFFFu;
        if (c.where && c.single)
            raw->result =
                searchSeeds(c.settings, c.groups.front().criteria, *c.where, c.space, raw->position, to, o);
        else if (c.where)
            raw->result = searchRunSeeds(c.settings, c.searchGroups, *c.where, raw->position, to, o);
        else if (c.single)
            raw->result = searchSeeds(c.settings, c.groups.front().criteria, c.space, raw->position, to, o);
        else
            raw->result = searchRunSeeds(c.settings, c.groups, raw->position, to, o);
        raw->finished = true;
    });
    m_job = job;
    m_context = context;
    m_haveContext = true;
    m_position = 0;
    m_samples.clear();
    const int groups = static_cast<int>(context.single ? 1 : context.groups.size());
    setRowSize(groups);
    m_progress->setValue(static_cast<int>(1000 * doneBefore(context, position) /
                                          std::max<std::uint64_t>(1, totalOf(context))));
    m_status->setText(tr("Searching…"));
    m_settingsLabel->setText(settingsText());
    refreshButtons();
    m_timer->start();
    emit started();
}

void SearchPanel::refreshButtons() {
    m_search->setEnabled(!m_job);
    m_cancel->setEnabled(m_job != nullptr);
    m_resume->setEnabled(!m_job && canResume());
}

void SearchPanel::discard() {
    if (!m_job)
        return;
    retire(m_job, m_retired);
    refreshButtons();
}

void SearchPanel::takePending(Job &job) {
    std::vector<std::uint32_t> seeds;
    {
        const std::lock_guard lock(job.mutex);
        seeds.swap(job.pending);
    }
    if (!seeds.empty())
        appendResults(seeds);
}

const std::vector<std::uint32_t> &SearchPanel::results() const {
    return m_model->seeds();
}

void SearchPanel::setRowSize(int groups) {
    m_list->setIconSize(QSize(groups * (kThumbSide + kThumbGap), kThumbSide + kThumbCaption));
    // As tall as its small maps and two lines of text under them from the start: the tiles in view are
    // known before they are drawn.
    m_model->setRowSize(QSize(std::max(kTileMinWidth, m_list->iconSize().width() + 8),
                              m_list->iconSize().height() + 2 * m_list->fontMetrics().height() + 8));
    // Results to show: they get the room (arrangeSplitter).
    if (!m_resultsShown) {
        m_resultsShown = true;
        arrangeSplitter();
    }
}

void SearchPanel::clearResults() {
    m_model->clear();
    if (m_resultFile && !(m_resultFile->resize(0) && m_resultFile->seek(0))) {
        m_status->setText(
            tr("Writing to \"%1\" stopped: %2")
                .arg(app::escapedValue(resultFile(), app::kMaxEchoedPathChars), m_resultFile->errorString()));
        stopResultFile();
    }
}

bool SearchPanel::writeToResultFile(std::span<const std::uint32_t> seeds) {
    if (!m_resultFile || seeds.empty())
        return true;
    const QByteArray lines = seedListText(m_context.space, seeds);
    if (m_resultFile->write(lines) == lines.size() && m_resultFile->flush())
        return true;
    m_status->setText(
        tr("Writing to \"%1\" stopped: %2")
            .arg(app::escapedValue(resultFile(), app::kMaxEchoedPathChars), m_resultFile->errorString()));
    stopResultFile();
    return false;
}

bool SearchPanel::setResultFile(const QString &path, QString &error) {
    stopResultFile();
    // A device or a FIFO is no place for results (a FIFO without a reader would block the window).
    if (refuseNonRegular(path, error)) {
        error = tr("Results not written: %1").arg(error);
        m_status->setText(error);
        return false;
    }
    auto file = std::make_unique<QFile>(path);
    if (!file->open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        error = tr("Results not written: cannot write \"%1\": %2")
                    .arg(app::escapedValue(path, app::kMaxEchoedPathChars), file->errorString());
        m_status->setText(error);
        return false;
    }
    m_resultFile = std::move(file);
    if (!writeToResultFile(results())) {
        error = m_status->text();
        return false;
    }
    m_resultFileAction->setChecked(true);
    m_resultFileLabel->setText(tr("Seeds found are written to \"%1\" as they come.")
                                   .arg(app::escapedValue(path, app::kMaxEchoedPathChars)));
    m_resultFileLabel->setToolTip(QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath()));
    m_resultFileLabel->show();
    return true;
}

void SearchPanel::stopResultFile() {
    m_resultFile.reset();
    m_resultFileAction->setChecked(false);
    m_resultFileLabel->hide();
}

QString SearchPanel::resultFile() const {
    return m_resultFile ? m_resultFile->fileName() : QString();
}

void SearchPanel::appendResults(std::span<const std::uint32_t> seeds) {
    writeToResultFile(seeds);
    m_model->setSpace(m_context.space);
    m_model->append(seeds);
    scheduleThumbnails();
}

void SearchPanel::appendResults(std::vector<std::uint32_t> &&seeds) {
    writeToResultFile(seeds);
    m_model->setSpace(m_context.space);
    m_model->append(std::move(seeds));
    scheduleThumbnails();
}

void SearchPanel::cancel() {
    if (!m_job)
        return;
    // The workers see the flag between two seeds: the search ends within moments, with every seed up to
    // the one it reached tried, and the matches among them.
    std::shared_ptr<Job> job = m_job;
    job->cancel = true;
    job->thread.join();
    m_job.reset();
    takePending(*job);
    stopped(*job);
    refreshButtons();
    emit finished();
}

void SearchPanel::stopped(const Job &job) {
    const Context &c = job.context;
    const std::uint64_t last = job.result.scannedTo; // position - 1 when nothing was searched
    const std::uint64_t end = c.list.empty() ? c.to : c.list.back();
    if (last + 1 == job.position) { // cancelled before its first seed (seedText of a seed 0 is no seed)
        m_position = job.position;
        m_status->setText(tr("Stopped before the first seed was searched; resume from %1. %2 found.")
                              .arg(seedText(c.space, job.position))
                              .arg(QLocale().toString(static_cast<qulonglong>(results().size()))));
    } else if (last < end) {
        m_position = static_cast<std::uint32_t>(last + 1);
        // Run seeds as players know them (seed strings), stage seeds as numbers.
        m_status->setText(tr("Stopped after seed %1; resume from %2. %3 found.")
                              .arg(seedText(c.space, static_cast<std::uint32_t>(last)),
                                   seedText(c.space, static_cast<std::uint32_t>(last + 1)))
                              .arg(QLocale().toString(static_cast<qulonglong>(results().size()))));
    } else {
        m_position = 0;
        m_status->setText(tr("Stopped after the last seed: %1 found.")
                              .arg(QLocale().toString(static_cast<qulonglong>(results().size()))));
    }
    refreshButtons();
}

bool SearchPanel::waitForIdle(int milliseconds) {
    return waitUntilIdle(
        milliseconds, [this] { return isRunning(); }, [this] { poll(); });
}

bool SearchPanel::isRunning() const {
    return m_job != nullptr;
}

QString SearchPanel::status() const {
    return m_status->text();
}

void SearchPanel::poll() {
    reapFinished(m_retired);
    if (!m_job) {
        if (m_retired.empty())
            m_timer->stop();
        return;
    }
    Job &job = *m_job;
    takePending(job);
    const Context &c = job.context;
    const std::uint64_t total = totalOf(c);
    const std::uint64_t before = doneBefore(c, job.position);
    const double seconds = static_cast<double>(job.timer.nsecsElapsed()) / 1e9;
    if (!job.finished) {
        const std::uint64_t doneNow = job.done;
        const std::uint64_t done = before + doneNow;
        m_progress->setValue(static_cast<int>(1000 * done / std::max<std::uint64_t>(1, total)));
        const double rate = seconds > 0 ? static_cast<double>(doneNow) / seconds : 0.0;
        // The spread: the rates over each second of the last five (one per poll).
        m_samples.emplace_back(seconds, doneNow);
        while (!m_samples.empty() && m_samples.front().first < seconds - 6)
            m_samples.pop_front();
        double low = 0, high = 0;
        bool any = false;
        for (std::size_t i = 0, j = 0; i < m_samples.size(); ++i) {
            while (j + 1 < i && m_samples[j + 1].first <= m_samples[i].first - 1)
                ++j;
            const double dt = m_samples[i].first - m_samples[j].first;
            if (j >= i || dt < 0.9)
                continue;
            const double r = static_cast<double>(m_samples[i].second - m_samples[j].second) / dt;
            low = any ? std::min(low, r) : r;
            high = any ? std::max(high, r) : r;
            any = true;
        }
        const QString spread =
            any ? tr(" (%1–%2 in the last seconds)")
                      .arg(QLocale().toString(low, 'f', 0), QLocale().toString(high, 'f', 0))
                : QString();
        // The time left to the end of the range; a limit reached earlier ends it sooner.
        const QString left = rate > 0 && doneNow > 0 ? durationText(static_cast<double>(total - done) / rate)
                                                     : tr("estimating");
        m_status->setText(tr("Searching… %1 of %2 seeds, %3 found · %4 seeds/s%5 · about %6 left")
                              .arg(QLocale().toString(static_cast<qulonglong>(done)),
                                   QLocale().toString(static_cast<qulonglong>(total)),
                                   QLocale().toString(static_cast<qulonglong>(results().size())),
                                   QLocale().toString(rate, 'f', 0), spread, left));
        return;
    }
    std::shared_ptr<Job> keep = m_job;
    m_job.reset();
    job.thread.join();
    takePending(job);
    const SearchResult &r = job.result;
    m_progress->setValue(1000);
    m_position = 0;
    if (!r.error.empty())
        m_status->setText(app::trCoreSentence(r.error));
    else if (r.cancelled)
        stopped(job);
    else if (results().empty())
        m_status->setText(
            tr("No seed among %1 matches.").arg(QLocale().toString(static_cast<qulonglong>(r.tried))));
    else {
        if (r.limitReached && r.scannedTo < (c.list.empty() ? std::uint64_t{c.to} : c.list.back()))
            m_position = static_cast<std::uint32_t>(r.scannedTo + 1);
        m_status->setText(tr("%1 found in seeds %2..%3 (%4 searched, %5 s)%6. Double-click one to open it.")
                              .arg(QLocale().toString(static_cast<qulonglong>(results().size())))
                              .arg(c.list.empty() ? c.from : c.list.front())
                              .arg(r.scannedTo)
                              .arg(QLocale().toString(static_cast<qulonglong>(r.tried)))
                              .arg(QLocale().toString(seconds, 'f', 1))
                              .arg(r.limitReached ? tr(", stopped at the limit") : QString()));
    }
    refreshButtons();
    emit finished();
}

// ---- results ----

Settings SearchPanel::settingsOf(int row, int floor) const {
    Settings s = m_context.settings;
    if (row < 0 || static_cast<std::size_t>(row) >= results().size())
        return s;
    const std::uint32_t seed = results()[static_cast<std::size_t>(row)];
    if (m_context.space == SeedSpace::Stage) {
        s.stageSeed = seed;
        return s;
    }
    s.runSeed = seed;
    if (m_context.single || m_context.groups.empty())
        return s;
    // The group's floor, with the type the run gives it.
    const FloorCriteria &g = m_context.groups[static_cast<std::size_t>(
        std::clamp(floor, 0, static_cast<int>(m_context.groups.size()) - 1))];
    s.stage = g.stage;
    s.stageType = g.stageType >= 0 ? g.stageType : (g.path == FloorPath::Alternate ? 4 : 0);
    const std::vector<RouteFloor> route = runSearchRoute(s, seed, m_context.groups);
    for (const RouteFloor &r : route)
        if (r.stage == g.stage && (r.stageType >= 4) == (g.path == FloorPath::Alternate) &&
            (g.stageType < 0 || g.stageType == r.stageType))
            s.stageType = r.stageType;
    return s;
}

void SearchPanel::scheduleThumbnails() {
    if (!m_thumbTimer->isActive())
        m_thumbTimer->start();
}

void SearchPanel::renderVisibleThumbnails(int budgetMs) {
    if (!m_haveContext || m_model->rowCount() == 0)
        return;
    QElapsedTimer t;
    t.start();
    const QRect view = m_list->viewport()->rect();
    int first = m_list->indexAt(view.topLeft() + QPoint(1, 1)).row();
    if (first < 0)
        first = 0;
    // The grid's tiles in view: those from `first` whose top is above the view's bottom.
    int last = first;
    while (last + 1 < m_model->rowCount() &&
           m_list->visualRect(m_model->index(last + 1)).top() <= view.bottom())
        ++last;
    const bool dark = m_list->palette().color(QPalette::Base).lightness() < 128;
    const QColor text = m_list->palette().color(QPalette::Text);
    const std::size_t groups = m_context.single ? 1 : m_context.groups.size();
    const std::span<const FloorCriteria> wanted(m_context.groups.data(), groups);
    // Only the small maps of rows shown are kept, a few screens of them (the model's cache): the rows in
    // view twice over at least, should a window be taller than the cache.
    m_model->keepAtLeast(2 * (last - first + 1) * static_cast<int>(groups));
    for (int row = first; row <= last; ++row) {
        if (m_model->isDrawn(row))
            continue;
        if (t.elapsed() > budgetMs) {
            scheduleThumbnails();
            return;
        }
        const std::uint32_t seed = m_model->seed(row);
        const std::vector<Floor> floors = groupFloors(m_context.settings, wanted, m_context.space, seed,
                                                      m_context.single, m_context.gameData.get());
        const int cell = kThumbSide + kThumbGap;
        QPixmap pixmap(static_cast<int>(groups) * cell * devicePixelRatio(),
                       (kThumbSide + kThumbCaption) * devicePixelRatio());
        pixmap.setDevicePixelRatio(devicePixelRatio());
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        QFont font = m_list->font();
        font.setPointSizeF(std::max(6.0, font.pointSizeF() * 0.8));
        p.setFont(font);
        p.setPen(text);
        QStringList lines{seedText(m_context.space, seed)};
        for (std::size_t g = 0; g < floors.size(); ++g) {
            const Floor &f = floors[g];
            const int x = static_cast<int>(g) * cell;
            if (f.rooms.empty()) {
                p.drawText(QRect(x, 0, kThumbSide, kThumbSide + kThumbCaption), Qt::AlignCenter,
                           tr("not visited"));
                continue;
            }
            const QString name = app::trStage(f.settings.stage, f.settings.stageType);
            p.drawText(QRect(x, 0, kThumbSide, kThumbCaption), Qt::AlignHCenter | Qt::AlignVCenter,
                       p.fontMetrics().elidedText(name, Qt::ElideRight, kThumbSide));
            p.drawImage(QPoint(x, kThumbCaption), floorThumbnail(f, kThumbSide, dark));
            QStringList facts;
            for (const Room &r : f.rooms)
                if (r.type == RoomType::Boss && r.bossSubtype >= 0)
                    facts << app::trBossDisplayName(r.bossSubtype);
            for (CurseBit c : kAllCurses)
                if (f.curseMask & c)
                    facts << app::trCurseShort(c);
            lines << tr("%1: %2").arg(name, facts.join(QStringLiteral(", ")));
        }
        lines << placesOn(floors);
        p.end();
        // The tooltip adds "Double-click to open the floor; on a small map, that floor" (the model's).
        m_model->setDrawn(row, QIcon(pixmap), lines.join(QLatin1Char('\n')), static_cast<int>(groups));
    }
}

bool SearchPanel::eventFilter(QObject *watched, QEvent *event) {
    if (watched == m_list->viewport() && event->type() == QEvent::MouseButtonDblClick) {
        const QPoint pos = static_cast<QMouseEvent *>(event)->position().toPoint();
        if (const QModelIndex index = m_list->indexAt(pos); index.isValid()) {
            const QRect rect = m_list->visualRect(index);
            const int groups = m_context.single ? 1 : static_cast<int>(m_context.groups.size());
            // The small maps are centred in their tile.
            const int x = pos.x() - rect.left() - (rect.width() - m_list->iconSize().width()) / 2;
            m_clickedFloor =
                x >= 0 && x < groups * (kThumbSide + kThumbGap) ? x / (kThumbSide + kThumbGap) : 0;
        }
    } else if (watched == m_list->viewport() && event->type() == QEvent::Resize) {
        scheduleThumbnails();
    } else if (watched == m_list->viewport() && event->type() == QEvent::PaletteChange) {
        // Light or dark: the small maps and their captions are drawn again in the new colours.
        m_model->forgetDrawn();
        scheduleThumbnails();
    }
    return QWidget::eventFilter(watched, event);
}

// ---- layout conditions ----

void SearchPanel::searchForLayout(const QString &value) {
    if (m_job)
        cancel();
    while (floorCount() > 1)
        removeFloor(floorCount() - 1);
    floorForm(0)->setFloorPick(FloorPick{});
    floorForm(0)->setCriteria(Criteria{});
    m_floors->setCurrentIndex(0);
    m_conditions->clear();
    m_conditions->addTerm(QStringLiteral("layout"), value);
    refreshFloors();
    m_criteriaScroll->ensureWidgetVisible(m_conditions);
    m_status->setText(tr("Press Search to find the seeds where this room appears (%1).")
                          .arg(m_conditions->canonicalText()));
}

std::vector<Floor> SearchPanel::rowFloors(int row) const {
    if (!m_haveContext || row < 0 || row >= m_model->rowCount())
        return {};
    const std::size_t groups = m_context.single ? 1 : m_context.groups.size();
    return groupFloors(m_context.settings, std::span<const FloorCriteria>(m_context.groups.data(), groups),
                       m_context.space, m_model->seed(row), m_context.single, m_context.gameData.get());
}

QStringList SearchPanel::placesOn(const std::vector<Floor> &floors) const {
    QStringList places;
    const FileCatalog *catalog = m_context.gameData.get();
    if (!catalog || m_context.layoutRules.empty())
        return places;
    for (const Floor &f : floors) {
        if (f.rooms.empty())
            continue;
        std::vector<LayoutRule> here;
        for (const auto &[stage, rule] : m_context.layoutRules)
            if (stage < 0 || stage == f.settings.stage)
                here.push_back(rule);
        for (const int n : layoutRooms(f, here)) {
            const Room &r = f.rooms[static_cast<std::size_t>(n)];
            const FileCatalog::Entry e = catalog->entryOf(r.layoutId);
            QString file;
            for (const auto &[id, rf] : catalog->files().files)
                if (id == e.file)
                    file = QString::fromStdString(rf.name).section(QLatin1Char('/'), -1);
            places << tr("%1: room %2 at %3,%4 (%5:%6)")
                          .arg(app::trStage(f.settings.stage, f.settings.stageType))
                          .arg(n)
                          .arg(r.anchor.x)
                          .arg(r.anchor.y)
                          .arg(file)
                          .arg(catalog->room(e).variant);
        }
    }
    return places;
}

QStringList SearchPanel::layoutPlaces(int row) const {
    return placesOn(rowFloors(row));
}

// ---- files ----

bool SearchPanel::exportResults(const QString &path, bool csv, QString &error) {
    if (refuseNonRegular(path, error)) {
        m_status->setText(error);
        return false;
    }
    const std::size_t groups = m_context.single ? 1 : m_context.groups.size();
    const std::span<const FloorCriteria> criteria(m_context.groups.data(), groups);
    const std::span<const std::uint32_t> seeds(results());
    // Written as it is made, a slice of seeds at a time: a million results are not one text in memory.
    constexpr std::size_t kSlice = 4096;
    const bool ok = app::writeFileAtomically(
        path,
        [&](QIODevice &device, QString &e) {
            const auto put = [&](const QByteArray &bytes) {
                if (device.write(bytes) == bytes.size())
                    return true;
                e = device.errorString();
                return false;
            };
            if (csv && !put(resultsCsvHeader(groups)))
                return false;
            for (std::size_t at = 0; at < seeds.size(); at += kSlice) {
                const auto slice = seeds.subspan(at, std::min(kSlice, seeds.size() - at));
                if (!put(csv ? resultsCsvLines(m_context.settings, criteria, m_context.space, slice,
                                               m_context.single, m_context.gameData.get())
                             : seedListText(m_context.space, slice)))
                    return false;
            }
            return true;
        },
        error);
    m_status->setText(ok ? tr("%n seed(s) written to %1.", nullptr, static_cast<int>(results().size()))
                               .arg(app::escapedValue(path, app::kMaxEchoedPathChars))
                         : error);
    return ok;
}

bool SearchPanel::importSeedList(const QString &path, QString &error) {
    QByteArray data;
    std::vector<std::uint32_t> seeds;
    if (!readSmallFile(path, kMaxSessionBytes, data, error) || !app::parseSeedList(data, seeds, error)) {
        error = tr("Seed list not imported: %1").arg(error);
        m_status->setText(error);
        return false;
    }
    if (seeds.empty()) {
        error = tr("Seed list not imported: \"%1\" has no seed")
                    .arg(app::escapedValue(path, app::kMaxEchoedPathChars));
        m_status->setText(error);
        return false;
    }
    m_seedList = std::move(seeds);
    m_listLabel->setText(tr("Within %n imported seed(s)", nullptr, static_cast<int>(m_seedList.size())));
    m_listLabel->show();
    m_clearList->show();
    m_from->setEnabled(false);
    m_to->setEnabled(false);
    refreshFloors();
    m_status->setText(
        tr("%n seed(s) imported: Search looks only at them.", nullptr, static_cast<int>(m_seedList.size())));
    return true;
}

void SearchPanel::clearSeedList() {
    m_seedList.clear();
    m_listLabel->hide();
    m_clearList->hide();
    m_from->setEnabled(true);
    m_to->setEnabled(true);
    refreshFloors();
}

bool SearchPanel::saveSession(const QString &path, QString &error) {
    if (refuseNonRegular(path, error)) {
        m_status->setText(error);
        return false;
    }
    QJsonObject o;
    o.insert(QStringLiteral("format"), QString::fromLatin1(kSessionFormat));
    o.insert(QStringLiteral("version"), kSessionVersion);
    const bool searched = m_haveContext;
    const Context c = searched ? m_context : [this] {
        Context unsearched;
        unsearched.settings = m_settings;
        unsearched.to = 0;
        unsearched.list = m_seedList;
        unsearched.limit = 0;
        unsearched.form = formState();
        return unsearched;
    }();
    // The settings without a seed: the search gives the seeds.
    QJsonObject settingsJson = app::settingsToJson(c.settings);
    for (const char *key : {"seed", "runSeed", "stageSeed"})
        settingsJson.remove(QLatin1String(key));
    o.insert(QStringLiteral("settings"), settingsJson);
    o.insert(QStringLiteral("search"), QJsonDocument::fromJson(c.form.toUtf8()).object());
    QJsonArray list;
    for (std::uint32_t seed : c.list)
        list.append(static_cast<qint64>(seed));
    if (!c.list.empty())
        o.insert(QStringLiteral("seedList"), list);
    o.insert(QStringLiteral("position"), static_cast<qint64>(searched ? resumePosition() : 0));
    // The results are written as the file is (sessionresults.h), not as a QJsonArray of 16 bytes a seed.
    o.insert(QStringLiteral("results"), QJsonArray());
    o.insert(QStringLiteral("space"),
             c.space == SeedSpace::Stage ? QStringLiteral("stage") : QStringLiteral("run"));
    const bool ok = app::writeFileAtomically(
        path,
        [this, &o](QIODevice &device, QString &e) {
            return writeSessionWithResults(device, o, m_model->seeds(), e);
        },
        error);
    m_status->setText(ok ? tr("Session saved to %1.").arg(app::escapedValue(path, app::kMaxEchoedPathChars))
                         : tr("Session not saved: %1").arg(error));
    return ok;
}

bool SearchPanel::openSession(const QString &path, QString &error) {
    auto fail = [&](const QString &why) {
        error = tr("Session not opened: %1").arg(why);
        m_status->setText(error);
        return false;
    };
    if (m_job)
        return fail(tr("a search is running"));
    QByteArray data;
    QString why;
    // The results, read as the file streams (4 bytes a seed; a whole-file JSON array takes ~36 a seed).
    std::vector<std::uint32_t> results;
    if (!readSessionFile(path, data, results, why))
        return fail(why);
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
    data = QByteArray();
    if (!doc.isObject())
        return fail(tr("\"%1\" is not a search session (no JSON object)")
                        .arg(app::escapedValue(path, app::kMaxEchoedPathChars)));
    const QJsonObject o = doc.object();
    if (o.value(QStringLiteral("format")).toString() != QLatin1String(kSessionFormat))
        return fail(tr("\"%1\" is not a search session of this application")
                        .arg(app::escapedValue(path, app::kMaxEchoedPathChars)));
    const QJsonValue version = o.value(QStringLiteral("version"));
    if (!version.isDouble() || version.toInt() < 1)
        return fail(tr("the session has no valid version"));
    if (version.toInt() > kSessionVersion)
        return fail(
            tr("the session was written by a newer version (session version %1)").arg(version.toInt()));
    auto seedsOf = [](const QJsonValue &v, std::vector<std::uint32_t> &out) {
        if (!v.isUndefined() && !v.isArray())
            return false;
        const QJsonArray array = v.toArray(); // const: iterating does not copy it
        out.reserve(out.size() + static_cast<std::size_t>(array.size()));
        for (const QJsonValue &e : array) {
            const double d = e.toDouble(-1);
            if (!e.isDouble() || d < 1 || d > 4294967295.0 || d != std::floor(d))
                return false;
            out.push_back(static_cast<std::uint32_t>(d));
        }
        std::sort(out.begin(), out.end());
        out.erase(std::unique(out.begin(), out.end()), out.end());
        return true;
    };
    std::vector<std::uint32_t> list;
    if (!seedsOf(o.value(QStringLiteral("results")), results))
        return fail(tr("its results are not a list of seeds"));
    if (!seedsOf(o.value(QStringLiteral("seedList")), list))
        return fail(tr("its seed list is not a list of seeds"));
    // A position that is there must be a number (a string read as 0 lost the place to resume from).
    const QJsonValue positionValue = o.value(QStringLiteral("position"));
    if (!positionValue.isUndefined() && !positionValue.isDouble())
        return fail(tr("its position is not a number"));
    const double position = positionValue.toDouble(0);
    if (position < 0 || position > 4294967295.0 || position != std::floor(position))
        return fail(tr("its position %1 is not a seed").arg(position));
    if (!o.value(QStringLiteral("search")).isObject())
        return fail(tr("it has no search criteria"));

    // A session's settings have no seed (any seed parses them: settingsFromJson wants one).
    QJsonObject settingsJson = o.value(QStringLiteral("settings")).toObject();
    if (!o.value(QStringLiteral("settings")).isObject())
        return fail(tr("it has no settings"));
    settingsJson.insert(QStringLiteral("stageSeed"), 1);
    for (const char *key : {"seed", "runSeed"})
        settingsJson.remove(QLatin1String(key));
    Settings settings;
    if (!app::settingsFromJson(settingsJson, settings, why))
        return fail(tr("its settings: %1").arg(why));
    settings.stageSeed = 0;

    // Every check passed: the session replaces the panel's state.
    const QString form = QString::fromUtf8(
        QJsonDocument(o.value(QStringLiteral("search")).toObject()).toJson(QJsonDocument::Compact));
    restoreForm(form);
    setSettings(settings);
    m_seedList = list;
    if (list.empty())
        clearSeedList();
    else {
        m_listLabel->setText(tr("Within %n imported seed(s)", nullptr, static_cast<int>(m_seedList.size())));
        m_listLabel->show();
        m_clearList->show();
        m_from->setEnabled(false);
        m_to->setEnabled(false);
    }
    Context c;
    if (!buildContext(c, why)) {
        // The criteria cannot be searched again (a range or criteria refused): the results still show.
        c.settings = m_settings;
        c.groups = floorCriteria();
        c.single = singleFloor();
        c.list = m_seedList;
        c.form = formState();
    }
    m_context = c;
    m_haveContext = true;
    clearResults();
    const int groups = static_cast<int>(c.single ? 1 : c.groups.size());
    setRowSize(groups);
    appendResults(std::move(results));
    m_position = static_cast<std::uint32_t>(position);
    refreshButtons();
    m_progress->setValue(static_cast<int>(1000 * (canResume() ? doneBefore(c, m_position) : totalOf(c)) /
                                          std::max<std::uint64_t>(1, totalOf(c))));
    m_status->setText(canResume() ? tr("Session opened: %1 found; resume from seed %2.")
                                        .arg(m_model->seeds().size())
                                        .arg(seedText(c.space, m_position))
                                  : tr("Session opened: %1 found.").arg(m_model->seeds().size()));
    return true;
}

} // namespace floorgen::gui
