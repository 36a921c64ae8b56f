#include "gamelog/gamelogcontroller.h"

#include "appinfo.h"
#include "appsettings.h"
#include "floorgen/filecatalog.h"
#include "floorgen/seedstring.h"
#include "gamedata.h"
#include "gamedata/gamefinder.h"
#include "gamelog/gamelogfollower.h"
#include "gamelog/gamelogtable.h"
#include "gamelog/streamoverlay.h"
#include "mainwindow.h"
#include "map/mapwidget.h"
#include "names_tr.h"
#include "panel/settingspanel.h"
#include "textutil.h"

#include <algorithm>

#include <QAction>
#include <QClipboard>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QToolBar>
#include <QVBoxLayout>

namespace floorgen::gui {

namespace {

QString qs(const std::string &s) {
    return QString::fromStdString(s);
}

// The rooms as a player counts them on the map (the floor summary's count): the secret ones apart.
int roomCount(const Floor &floor) {
    return static_cast<int>(std::count_if(floor.rooms.begin(), floor.rooms.end(),
                                          [](const Room &r) { return !app::isHiddenRoom(r); }));
}

QString curseList(std::uint8_t mask) {
    QStringList names;
    for (const CurseBit c : kAllCurses)
        if (mask & c)
            names << app::trCurseShort(c);
    return names.join(QStringLiteral(", "));
}

} // namespace

// ---- the mark ----------------------------------------------------------------------------------------

GameLogMark::GameLogMark(QWidget *map)
    : QFrame(map->parentWidget()) {
    setObjectName(QStringLiteral("gameLogMark"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    auto *v = new QVBoxLayout(this);
    v->setContentsMargins(10, 6, 10, 6);
    v->setSpacing(4);
    m_title = new QLabel;
    m_title->setObjectName(QStringLiteral("gameLogMarkTitle"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setWordWrap(true);
    m_details = new QLabel;
    m_details->setObjectName(QStringLiteral("gameLogMarkDetails"));
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_details->setTextFormat(Qt::RichText);
    auto *buttons = new QHBoxLayout;
    m_copy = new QPushButton(tr("Copy Report"));
    m_copy->setObjectName(QStringLiteral("gameLogCopyReport"));
    m_copy->setToolTip(tr("Copy the seed, the floor, the settings assumed and both sets of lines (the "
                          "game's and ours): what a bug report needs"));
    m_back = new QPushButton(tr("Back to Your Settings"));
    m_back->setObjectName(QStringLiteral("gameLogBack"));
    buttons->addWidget(m_copy);
    buttons->addWidget(m_back);
    buttons->addStretch(1);
    v->addWidget(m_title);
    v->addWidget(m_details);
    v->addLayout(buttons);
    hide();
}

void GameLogMark::setVerdict(const QString &title, const QString &details, bool good) {
    m_title->setText(title);
    m_details->setText(details);
    m_details->setVisible(!details.isEmpty());
    m_good = good;
    updateColours();
    place();
}

void GameLogMark::updateColours() {
    const QColor accent = m_good ? QColor(0x2e, 0x9d, 0x4f) : QColor(0xd0, 0x45, 0x2f);
    QPalette pal = palette();
    QColor bg =
        parentWidget() ? parentWidget()->palette().color(QPalette::Window) : pal.color(QPalette::Window);
    pal.setColor(QPalette::Window, bg);
    setPalette(pal);
    setStyleSheet(QStringLiteral("QFrame#gameLogMark { border: 2px solid %1; border-radius: 6px; "
                                 "background-color: %2; }")
                      .arg(accent.name(), bg.name()));
    QPalette tp = m_title->palette();
    tp.setColor(QPalette::WindowText, accent.lighter(bg.lightness() < 128 ? 150 : 100));
    m_title->setPalette(tp);
}

void GameLogMark::place() {
    // A row of the map's column above the map (MainWindow::addMapBanner): the map is fitted to what is left,
    // so the mark never covers a room (issue 46 point 1: it sat on the map's top rows).
    updateGeometry();
}

bool GameLogMark::eventFilter(QObject *watched, QEvent *event) {
    return QFrame::eventFilter(watched, event);
}

void GameLogMark::changeEvent(QEvent *event) {
    if (event->type() == QEvent::PaletteChange && !signalsBlocked()) {
        const QSignalBlocker b(this);
        updateColours();
    }
    QFrame::changeEvent(event);
}

// ---- the controller ----------------------------------------------------------------------------------

GameLogController::GameLogController(MainWindow &window)
    : QObject(&window)
    , m_window(window)
    , m_follower(new GameLogFollower(this)) {
    setObjectName(QStringLiteral("gameLogController"));

    m_followAction = new QAction(tr("&Follow Game"), this);
    m_followAction->setObjectName(QStringLiteral("followGameAction"));
    m_followAction->setCheckable(true);
    m_followAction->setIconText(tr("Follow game", "toolbar: Follow Game"));
    m_followAction->setToolTip(tr("Follow the game's log.txt while you play: every new floor is shown as "
                                  "the game built it, and checked against the game's own lines"));
    m_followAction->setStatusTip(m_followAction->toolTip());
    connect(m_followAction, &QAction::toggled, this, &GameLogController::toggleFollow);
    window.toolsMenu()->addAction(m_followAction);
    if (auto *bar = window.findChild<QToolBar *>(QStringLiteral("mainToolBar"))) {
        bar->addSeparator();
        bar->addAction(m_followAction);
    }

    m_overlay = new StreamOverlay(window.appSettings(), this);
    m_overlayAction = new QAction(tr("Stream &Overlay…"), this);
    m_overlayAction->setObjectName(QStringLiteral("streamOverlayAction"));
    m_overlayAction->setStatusTip(tr("While Follow Game runs, keep a picture of the floor's map and a page "
                                     "showing it in a folder, for streaming software such as OBS"));
    connect(m_overlayAction, &QAction::triggered, this, &GameLogController::overlayDialog);
    window.toolsMenu()->addAction(m_overlayAction);

    m_openAction = new QAction(tr("Open Game &Log…"), this);
    m_openAction->setObjectName(QStringLiteral("openGameLogAction"));
    m_openAction->setStatusTip(tr("Check a saved log.txt of the game floor by floor against this app's "
                                  "floors"));
    connect(m_openAction, &QAction::triggered, this, &GameLogController::openLogDialog);
    // Beside Open Game Data (before the separator above Quit).
    QMenu *file = window.fileMenu();
    QAction *before = nullptr;
    const QList<QAction *> actions = file->actions();
    for (int i = actions.size() - 1; i >= 0; --i)
        if (actions[i]->isSeparator()) {
            before = actions[i];
            break;
        }
    file->insertAction(before, m_openAction);

    m_mark = new GameLogMark(window.mapWidget());
    window.addMapBanner(m_mark);
    connect(m_mark->copyButton(), &QPushButton::clicked, this, [this] {
        QGuiApplication::clipboard()->setText(reportText());
        m_window.confirm(tr("Report copied to the clipboard"));
    });
    connect(m_mark->backButton(), &QPushButton::clicked, this, [this] {
        if (isFollowing())
            m_followAction->setChecked(false);
        else
            returnToOwnSettings();
    });

    m_note = new QLabel;
    m_note->setObjectName(QStringLiteral("gameLogSourceNote"));
    m_note->setWordWrap(true);
    m_note->setTextFormat(Qt::RichText);
    m_note->setFrameShape(QFrame::StyledPanel);
    m_note->setContentsMargins(6, 4, 6, 4);
    m_note->hide();
    window.settingsPanel()->addBanner(m_note);

    connect(m_follower, &GameLogFollower::floorReady, this, [this](const gamelog::LogFloor &f) {
        // The follower's message of a moment (a restart, a continued run, how far a large log was read, a
        // wait) no longer holds once a floor of the log shows (issue 46 point 11: it stayed).
        if (m_followerMessage) {
            m_followerMessage = false;
            m_window.confirm(tr("Following %1").arg(QDir::toNativeSeparators(m_follower->path())));
        }
        showLogFloor(f, m_follower->path());
    });
    connect(m_follower, &GameLogFollower::restarted, this,
            [this] { followerMessage(tr("The game restarted: following its new log")); });
    connect(m_follower, &GameLogFollower::runContinued, this, [this] {
        followerMessage(
            tr("Your run continued: the game does not rebuild the floor it resumes, so that floor is "
               "not in this log (not seen, not a mismatch); the next floor follows the same run"));
    });
    connect(m_follower, &GameLogFollower::fileFoundChanged, this, [this](bool found) {
        if (!found)
            followerMessage(
                tr("Waiting for the game to write %1").arg(QDir::toNativeSeparators(m_follower->path())));
    });
    connect(&window, &MainWindow::floorChanged, this, &GameLogController::updateMarkVisibility);
    window.installEventFilter(this);
    connectFileProblems();
}

void GameLogController::connectFileProblems() {
    // log.txt replaced by a folder, a FIFO or a device (issue 49): never opened, said, and the mark no longer
    // says the floor shown matches a log that is gone.
    connect(m_follower, &GameLogFollower::notAFile, this, [this](LogFileKind kind) {
        const QString text = tr("%1: %2; waiting for the game to write its log")
                                 .arg(QDir::toNativeSeparators(m_follower->path()), fileKindText(kind));
        followerMessage(text);
        if (m_check) {
            m_mark->setVerdict(tr("Your game's log is gone"), text.toHtmlEscaped(), false);
            updateMarkVisibility();
        }
    });
    // A large log read when following starts (or moved in): how far the worker got.
    connect(m_follower, &GameLogFollower::readingProgress, this, [this](int perMille) {
        followerMessage(
            tr("Reading %1: %2%").arg(QDir::toNativeSeparators(m_follower->path())).arg(perMille / 10));
    });
}

void GameLogController::followerMessage(const QString &text) {
    m_window.confirm(text);
    m_followerMessage = true;
}

QString GameLogController::fileKindText(LogFileKind kind) {
    switch (kind) {
    case LogFileKind::Folder:
        return tr("it is a folder, not a file");
    case LogFileKind::Fifo:
        return tr("it is a FIFO (a named pipe), not a file");
    case LogFileKind::Device:
        return tr("it is a device, not a file");
    case LogFileKind::Missing: // (said by the caller, with the system's reason)
    case LogFileKind::Regular:
    case LogFileKind::Other:
        break;
    }
    return tr("it is not a regular file");
}

bool GameLogController::eventFilter(QObject *watched, QEvent *event) {
    if (watched == &m_window && event->type() == QEvent::Close && m_own)
        m_window.appSettings().setFloorSettings(*m_own);
    return QObject::eventFilter(watched, event);
}

GameLogController::~GameLogController() = default;

bool GameLogController::isFollowing() const {
    return m_follower->isActive();
}

RuleSet GameLogController::ruleSetFor(const QString &path, const gamelog::LogFloor &floor, RuleSet fallback) {
    return gamelog::ruleSetForLog(QFileInfo(path).absoluteFilePath().toStdString(), floor, fallback);
}

QString GameLogController::findLogFile() {
    QString best;
    QDateTime newest;
    for (const GameLogFile &f : findGameLogs(gameSearchEnvironment())) {
        if (!f.exists)
            continue;
        const QString path = QFile::decodeName(QByteArray::fromStdString(f.path));
        const QDateTime t = QFileInfo(path).lastModified();
        if (best.isEmpty() || t > newest) {
            best = path;
            newest = t;
        }
    }
    return best;
}

void GameLogController::toggleFollow(bool on) {
    if (!on) {
        if (isFollowing())
            stopFollowing();
        return;
    }
    if (isFollowing())
        return;
    QString path = findLogFile();
    if (path.isEmpty()) {
        path = askForLogFile();
        if (path.isEmpty()) {
            const QSignalBlocker b(m_followAction);
            m_followAction->setChecked(false);
            m_window.confirm(tr("Follow Game is off: no log.txt was chosen"));
            return;
        }
    }
    follow(path);
}

QString GameLogController::notFoundText() {
    return tr("<p>No log.txt of the game was found.</p>"
              "<p>The game writes log.txt each time it starts, in its folder of your documents:</p><ul>"
              "<li>Steam on Linux (Proton): <tt>steamapps/compatdata/250900/pfx/drive_c/users/steamuser/"
              "Documents/My Games/Binding of Isaac Repentance+/log.txt</tt> in your Steam library</li>"
              "<li>Windows: <tt>Documents\\My Games\\Binding of Isaac Repentance+\\log.txt</tt></li>"
              "<li>macOS: <tt>~/Library/Application Support/Binding of Isaac Repentance+/log.txt</tt></li>"
              "</ul><p>Start the game once and try again, or choose the file. The places looked in are under "
              "Show Details.</p>");
}

QString GameLogController::askForLogFile() {
    // Where it looked, and where the game writes it (issue 46 point 10: a bare file dialog in the home
    // folder said neither); the file dialog then opens in the nearest folder of those that exists.
    const std::vector<GameLogFile> candidates = findGameLogs(gameSearchEnvironment());
    QStringList looked;
    QString start;
    for (const GameLogFile &f : candidates) {
        const QString path = QDir::toNativeSeparators(QFile::decodeName(QByteArray::fromStdString(f.path)));
        if (!looked.contains(path))
            looked << path;
        if (start.isEmpty()) {
            QDir dir = QFileInfo(path).absoluteDir();
            while (!dir.exists() && !dir.isRoot() && dir.cdUp()) {
            }
            if (dir.exists() && dir.absolutePath() != QDir::rootPath() &&
                dir.absolutePath() != QDir::homePath())
                start = dir.absolutePath();
        }
    }
    QMessageBox box(QMessageBox::Information, tr("Follow Game"), notFoundText(), QMessageBox::Cancel,
                    &m_window);
    box.setObjectName(QStringLiteral("gameLogNotFound"));
    box.setTextFormat(Qt::RichText);
    box.setDetailedText(looked.isEmpty()
                            ? tr("No place to look in was found.")
                            : tr("Looked in:") + QLatin1Char('\n') + looked.join(QLatin1Char('\n')));
    QPushButton *choose = box.addButton(tr("Choose log.txt…"), QMessageBox::AcceptRole);
    box.setDefaultButton(choose);
    box.exec();
    if (box.clickedButton() != choose)
        return {};
    return QFileDialog::getOpenFileName(&m_window, tr("Where is the game's log.txt?"),
                                        start.isEmpty() ? QDir::homePath() : start,
                                        tr("The game's log (log.txt)"));
}

void GameLogController::follow(const QString &path) {
    if (!m_own)
        m_own = m_window.currentSettings();
    {
        const QSignalBlocker b(m_followAction);
        m_followAction->setChecked(true);
    }
    m_window.confirm(tr("Following %1").arg(QDir::toNativeSeparators(path)));
    m_followerMessage = false;
    m_follower->start(path);
}

void GameLogController::stopFollowing() {
    m_follower->stop();
    m_window.confirm(tr("Follow Game is off")); // not a follower's message left over from before
    m_followerMessage = false;
    {
        const QSignalBlocker b(m_followAction);
        m_followAction->setChecked(false);
    }
    returnToOwnSettings();
}

void GameLogController::returnToOwnSettings() {
    m_showing = false;
    m_check.reset();
    m_mark->hide();
    m_note->hide();
    if (m_own) {
        const Settings own = *m_own;
        m_own.reset();
        m_window.openFloor(own);
    }
}

bool GameLogController::showLogFloor(const gamelog::LogFloor &floor, const QString &path) {
    if (!m_own)
        m_own = m_window.currentSettings();
    const Settings own = *m_own;
    gamelog::CheckOptions options;
    options.base = gamelog::checkBaseOf(own);
    options.base.ruleSet = ruleSetFor(path, floor, own.ruleSet);
    options.catalog = m_window.gameData();
    options.betterVoidGeneration = app::betterVoidGenerationBeside(path); // repentance.md R23.3
    m_check = gamelog::checkFloor(floor, options);
    m_logFloor = floor;
    m_logPath = path;
    fillNote(floor, options.base.ruleSet,
             gamelog::ruleSetOfLogPath(QFileInfo(path).absoluteFilePath().toStdString()).has_value());
    m_note->show();
    m_mark->backButton()->setVisible(!isFollowing());
    const gamelog::Comparison &c = m_check->comparison;
    const auto lineText = [](const std::string &s) {
        return s.empty() ? tr("(no more lines)") : qs(s).toHtmlEscaped();
    };
    const QString diff = tr("Line %1 of the log<br>game: <code>%2</code><br>ours: <code>%3</code>")
                             .arg(c.line)
                             .arg(lineText(c.game), lineText(c.predicted));
    // repentance.md R23.5: a REPENTOGON log is checked with the variant, and the mark says so.
    const QString variant = m_check->settings.ruleVariant == RuleVariant::Repentogon
                                ? QStringLiteral(" · ") + tr("REPENTOGON")
                                : QString();
    switch (m_check->verdict()) {
    case gamelog::Verdict::Match:
        m_mark->setVerdict(
            tr("Matches your game's log (%n attempt(s), %1 rooms)", nullptr, m_check->floor.attempts)
                    .arg(roomCount(m_check->floor)) +
                variant,
            QString(), true);
        break;
    case gamelog::Verdict::MatchUntilPlacement:
        m_mark->setVerdict(tr("Matches your game's log up to the special rooms") + variant,
                           tr("From there on the game's own room files decide (File > Open Game Data to "
                              "check the rest).") +
                               QStringLiteral("<br>") + diff,
                           true);
        break;
    case gamelog::Verdict::Differs:
        m_mark->setVerdict(tr("Differs from your game's log") + variant, diff, false);
        break;
    case gamelog::Verdict::Incomplete:
        m_mark->setVerdict(tr("The game is still writing this floor"), QString(), true);
        break;
    case gamelog::Verdict::NotGenerated:
        m_mark->setVerdict(tr("This floor is not generated here"),
                           app::trCoreSentence(m_check->error).toHtmlEscaped(), false);
        m_showing = false;
        m_mark->show();
        m_mark->place();
        return false;
    }
    m_showing = false;
    m_window.openFloor(m_check->settings);
    m_showing = m_window.currentSettings() == m_check->settings;
    writeOverlay();
    m_mark->setVisible(m_showing);
    m_mark->place();
    return m_showing;
}

void GameLogController::writeOverlay() {
    if (!isFollowing() || !m_check || m_check->verdict() == gamelog::Verdict::NotGenerated)
        return;
    QString error;
    if (!m_overlay->write(m_check->floor, m_window.gameData(), error))
        m_window.confirm(tr("Stream overlay not written: %1").arg(error));
}

void GameLogController::overlayDialog() {
    StreamOverlayDialog dialog(m_overlay->options(), &m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_overlay->setOptions(dialog.options());
    writeOverlay(); // the floor shown now, when following
}

void GameLogController::updateMarkVisibility() {
    if (!m_check || m_check->verdict() == gamelog::Verdict::NotGenerated)
        return;
    const bool same = m_window.currentSettings() == m_check->settings;
    m_mark->setVisible(same);
    if (same)
        m_mark->place();
}

void GameLogController::fillNote(const gamelog::LogFloor &floor, RuleSet ruleSet, bool ruleSetFromPath) {
    const Settings &s = m_check->settings;
    QStringList fromLog, assumed;
    if (floor.runSeed && s.runSeed)
        fromLog << tr("seed %1").arg(qs(seedToString(*floor.runSeed)));
    else
        fromLog << tr("stage seed %1").arg(floor.stageSeed);
    fromLog << tr("floor %1").arg(app::trStage(floor.stage, floor.stageType));
    fromLog << (floor.curses ? tr("curses: %1").arg(curseList(floor.curses)) : tr("no curse"));
    if (floor.character >= 0) {
        const QString who = app::trCharacter(floor.character);
        fromLog << tr("character: %1").arg(who.isEmpty() ? QString::number(floor.character) : who);
    } else {
        assumed << tr("the character (Isaac)");
    }
    QStringList items;
    for (int i = 0; i < kItemCount; ++i)
        if (s.items & itemBit(static_cast<Item>(i)))
            items << app::trItem(static_cast<Item>(i));
    if (s.blackCandle)
        items << tr("Black Candle");
    fromLog << (items.isEmpty() ? tr("no item that changes the floor")
                                : tr("items: %1").arg(items.join(QStringLiteral(", "))));
    if (!floor.route.empty())
        fromLog << tr("the %n floor(s) before it in this run", nullptr, static_cast<int>(floor.route.size()));
    const QString rules = ruleSet == RuleSet::Repentance ? tr("Repentance") : tr("Afterbirth+");
    if (ruleSetFromPath)
        fromLog << tr("rule set %1 (the log's folder)").arg(rules);
    else
        assumed << tr("rule set %1").arg(rules);
    if (s.ruleVariant == RuleVariant::Repentogon && floor.repentogon)
        fromLog << tr("a REPENTOGON game (the log's marks)");
    else if (s.ruleVariant == RuleVariant::Repentogon)
        assumed << tr("a REPENTOGON game");
    else if (floor.build == 273)
        assumed << tr(
            "the vanilla game (build J273 without REPENTOGON's marks; our engine is read from a newer "
            "build)");
    if (!floor.runSeed)
        assumed << tr("no run seed in the log: the floor alone, from its stage seed");
    else if (!s.runSeed)
        assumed << tr("the stage seed is not the run seed's: the floor alone, from its stage seed");
    else if (ruleSet == RuleSet::Repentance && s.route &&
             (floor.continued || (floor.route.empty() ? floor.stage : floor.route.front().stage) > 1))
        assumed << tr("the run's floors before the log's first: the usual route");
    assumed << (s.hard ? tr("hard mode") : tr("normal mode"));
    assumed << tr("hearts, keys and coins as a new run's");
    if (ruleSet == RuleSet::Repentance)
        assumed << tr("your save's progress as set below");
    // What the check does not model (generation.md 15.2, repentance.md R23.3): the core's notes, translated.
    QStringList unmodelled;
    const gamelog::NotModelled &n = m_check->notModelled;
    if (n.dailyRules)
        unmodelled << tr("the daily run's own rules (its special rooms may differ)");
    if (n.onlineCoop)
        unmodelled << tr("the other players of an online run (checked as one player's run)");
    if (n.betterVoid)
        unmodelled << tr("REPENTOGON's Better Void Generation, on in its options.ini (the Void's special "
                         "rooms may differ)");
    m_note->setText(
        QStringLiteral("<b>%1</b><br>%2 %3<br>%4 %5")
            .arg(isFollowing() ? tr("Following your game's log") : tr("A floor of your game's log"),
                 tr("From the log:"), fromLog.join(QStringLiteral(", ")).toHtmlEscaped(), tr("Assumed:"),
                 assumed.join(QStringLiteral(", ")).toHtmlEscaped()) +
        (unmodelled.isEmpty()
             ? QString()
             : QStringLiteral("<br>%1 %2")
                   .arg(tr("Not modelled:"), unmodelled.join(QStringLiteral(", ")).toHtmlEscaped())));
    m_note->setToolTip(QDir::toNativeSeparators(m_logPath));
}

QString GameLogController::reportText() const {
    if (!m_check)
        return {};
    // The report is for the project's bug tracker: English, like the CLI's check-log (core: the page's Copy
    // Report is the same text).
    gamelog::ReportContext context;
    context.product =
        QStringLiteral("%1 %2").arg(app::applicationName(), app::applicationVersion()).toStdString();
    context.logPath = QDir::toNativeSeparators(m_logPath).toStdString();
    context.gameData = m_window.gameData() != nullptr;
    return qs(gamelog::checkReport(m_logFloor, *m_check, context));
}

void GameLogController::openLogDialog() {
    QString start = findLogFile();
    if (start.isEmpty())
        start = QDir::homePath();
    const QString path = QFileDialog::getOpenFileName(&m_window, tr("Open Game Log"), start,
                                                      tr("The game's log (*.txt);;All files (*)"));
    if (!path.isEmpty())
        openLog(path);
}

GameLogTable *GameLogController::openLog(const QString &path) {
    if (!m_table)
        m_table = new GameLogTable(*this, &m_window);
    std::shared_ptr<const RoomCatalog> catalog;
    if (const FileCatalog *data = m_window.gameData())
        catalog = data->clone();
    m_table->load(path, gamelog::checkBaseOf(m_own ? *m_own : m_window.currentSettings()), catalog);
    m_table->show();
    m_table->raise();
    return m_table;
}

GameLogController *installGameLog(MainWindow &window) {
    return new GameLogController(window);
}

} // namespace floorgen::gui
