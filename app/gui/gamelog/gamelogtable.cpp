#include "gamelog/gamelogtable.h"

#include "floorgen/catalog.h"
#include "floorgen/seedstring.h"
#include "floorgen/textnames.h"
#include "gamedata.h"
#include "gamelog/gamelogcontroller.h"
#include "gamelog/gamelogfile.h"
#include "names_tr.h"
#include "textutil.h"

#include <algorithm>
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QHideEvent>
#include <QLabel>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace floorgen::gui {

GameLogTable::GameLogTable(GameLogController &controller, QWidget *parent)
    : QDialog(parent)
    , m_controller(controller) {
    setObjectName(QStringLiteral("gameLogTable"));
    setWindowTitle(tr("Game Log"));
    auto *v = new QVBoxLayout(this);
    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("gameLogTableSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_model = new QStandardItemModel(this);
    m_model->setHorizontalHeaderLabels({tr("Line"), tr("Seed"), tr("Floor"), tr("Stage seed"), tr("Attempts"),
                                        tr("Verdict"), tr("First difference")});
    m_view = new QTableView;
    m_view->setObjectName(QStringLiteral("gameLogTableView"));
    m_view->setModel(m_model);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setToolTip(tr("Double-click a floor to open it"));
    connect(m_view, &QTableView::doubleClicked, this, [this](const QModelIndex &i) {
        openRow(i.row());
        // The map in front, the floor opened seen.
        if (QWidget *main = parentWidget()) {
            main->raise();
            main->activateWindow();
        }
    });
    auto *hint = new QLabel(tr("Double-click a floor to open it on the map."));
    hint->setObjectName(QStringLiteral("gameLogTableHint"));
    v->addWidget(m_summary);
    v->addWidget(m_view, 1);
    v->addWidget(hint);
    // A window of its own, not a dialog over the map (issue 46 point 8): a floor opened from it is seen
    // whole, and minimising it leaves the app where it is.
    setWindowFlags(Qt::Window | Qt::WindowTitleHint | Qt::WindowSystemMenuHint | Qt::WindowMinMaxButtonsHint |
                   Qt::WindowCloseButtonHint);
    resize(820, 460);
    connect(&m_watcher, &QFutureWatcher<Result>::finished, this, [this] {
        m_result = m_watcher.result();
        fill();
        emit loaded();
    });
}

GameLogTable::~GameLogTable() {
    if (m_cancel)
        m_cancel->store(true);
    m_watcher.waitForFinished();
}

void GameLogTable::hideEvent(QHideEvent *event) {
    // Closed while reading: the worker stops (a log of any size, or a device that never ends, must not keep
    // a core busy after its window is gone). Minimized (a spontaneous hide): it reads on.
    if (m_cancel && isLoading() && !event->spontaneous())
        m_cancel->store(true);
    QDialog::hideEvent(event);
}

bool GameLogTable::isLoading() const {
    return m_watcher.isRunning();
}

QString GameLogTable::verdictText(gamelog::Verdict v) {
    return QString::fromStdString(i18n::trLogVerdict(v)); // (the page's saved log says the same)
}

QString GameLogTable::kindText(RowKind kind) {
    switch (kind) {
    case RowKind::Floor:
        break;
    case RowKind::Continued:
        return tr("Run continued: not seen");
    case RowKind::Unreadable:
        return tr("Cannot be read");
    }
    return {};
}

GameLogTable::Result GameLogTable::check(const QString &path, const Settings &base,
                                         const RoomCatalog *catalog, const std::atomic<bool> *cancel) {
    Result result;
    // Opened without blocking, kept only when it is a regular file (load() refused anything else already;
    // the path may have changed since).
    LogFileKind kind = LogFileKind::Missing;
    const int fd = openLogFile(path, kind, result.error);
    if (fd < 0) {
        if (kind != LogFileKind::Missing)
            result.error = GameLogController::fileKindText(kind);
        return result;
    }
    QFile file;
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        result.error = file.errorString();
        ::close(fd);
        return result;
    }
    gamelog::LogReader reader;
    gamelog::CheckOptions options;
    options.base = base;
    options.catalog = catalog;
    options.betterVoidGeneration = app::betterVoidGenerationBeside(path); // repentance.md R23.3
    const auto drain = [&] {
        gamelog::LogEvent e;
        while (reader.next(e)) {
            const bool continued = e.kind == gamelog::LogEvent::Kind::RunStarted && e.continued;
            if (continued || e.kind == gamelog::LogEvent::Kind::Unreadable) {
                if (continued)
                    ++result.continued;
                else
                    ++result.unreadable;
                if (result.rows.size() >= kMaxFloors)
                    continue;
                Row row;
                row.kind = continued ? RowKind::Continued : RowKind::Unreadable;
                row.floor.line = e.line;
                row.floor.runSeed = e.runSeed;
                row.sameRun = e.sameRun;
                row.error = e.problem;
                row.text = e.text;
                result.rows.push_back(std::move(row));
                continue;
            }
            if (e.kind != gamelog::LogEvent::Kind::FloorClosed)
                continue;
            ++result.floors;
            if (result.rows.size() >= kMaxFloors)
                continue;
            Row row;
            row.ruleSet = GameLogController::ruleSetFor(path, e.floor, base.ruleSet);
            options.base.ruleSet = row.ruleSet;
            const gamelog::FloorCheck c = gamelog::checkFloor(e.floor, options);
            row.verdict = c.verdict();
            row.ruleVariant = c.settings.ruleVariant;
            row.comparison = c.comparison;
            row.attempts = c.verdict() == gamelog::Verdict::NotGenerated ? 0 : c.floor.attempts;
            row.error = c.error;
            row.floor = std::move(e.floor);
            result.rows.push_back(std::move(row));
        }
    };
    while (!(cancel && cancel->load())) {
        const QByteArray chunk = file.read(1 << 16);
        if (chunk.isEmpty())
            break;
        reader.feed(std::string_view(chunk.constData(), std::size_t(chunk.size())));
        drain();
    }
    result.cancelled = cancel && cancel->load();
    reader.finish();
    drain();
    // In line order (the reader says an unreadable line before it closes the floor the line ends).
    std::stable_sort(result.rows.begin(), result.rows.end(),
                     [](const Row &a, const Row &b) { return a.floor.line < b.floor.line; });
    return result;
}

void GameLogTable::load(const QString &path, const Settings &base,
                        std::shared_ptr<const RoomCatalog> catalog) {
    if (m_cancel)
        m_cancel->store(true);
    m_watcher.waitForFinished();
    m_path = path;
    m_result = {};
    m_model->removeRows(0, m_model->rowCount());
    m_summary->setText(tr("Reading %1…").arg(QDir::toNativeSeparators(path)));
    setWindowTitle(tr("Game Log: %1").arg(QDir::toNativeSeparators(path)));
    // A FIFO, a device or a folder is refused here, before anything opens it (a FIFO would block open(), a
    // device such as /dev/zero never ends).
    if (const LogFileKind kind = logFileKind(path);
        kind != LogFileKind::Regular && kind != LogFileKind::Missing) {
        m_result.error = GameLogController::fileKindText(kind);
        fill();
        emit loaded();
        return;
    }
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    auto cancel = m_cancel;
    m_watcher.setFuture(QtConcurrent::run(
        [path, base, catalog, cancel] { return check(path, base, catalog.get(), cancel.get()); }));
}

void GameLogTable::fill() {
    m_model->removeRows(0, m_model->rowCount());
    if (!m_result.error.isEmpty()) {
        m_summary->setText(tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(m_path), m_result.error));
        return;
    }
    i18n::LogCounts counts;
    counts.floors = m_result.floors;
    counts.continued = m_result.continued;
    counts.unreadable = m_result.unreadable;
    counts.listed = m_result.rows.size();
    for (const Row &r : m_result.rows) {
        QList<QStandardItem *> items;
        const gamelog::LogFloor &f = r.floor;
        if (r.kind != RowKind::Floor) {
            // Its line, the run's seed, and in the last column what it means (check-log's words, translated).
            items << new QStandardItem(QString::number(f.line));
            items << new QStandardItem(f.runSeed ? QString::fromStdString(seedToString(*f.runSeed))
                                                 : QString());
            items << new QStandardItem << new QStandardItem << new QStandardItem;
            items << new QStandardItem(kindText(r.kind));
            QString what;
            if (r.kind == RowKind::Continued)
                what = r.sameRun
                           ? tr("The game does not rebuild the floor it resumes, so that floor is not in "
                                "this log (not a mismatch); the next floor follows the same run")
                           : tr("The game does not rebuild the floor it resumes, so that floor is not in "
                                "this log (not a mismatch); the run's earlier floors are not in it either");
            else
                what =
                    tr("%1: %2", "problem: line")
                        .arg(app::trCoreMessage(r.error), app::quotedValue(QString::fromStdString(r.text)));
            items << new QStandardItem(what);
            items[6]->setToolTip(what);
            for (QStandardItem *item : items)
                item->setForeground(QPalette().color(QPalette::Disabled, QPalette::Text));
            m_model->appendRow(items);
            continue;
        }
        ++counts.verdicts[static_cast<std::size_t>(r.verdict)];
        items << new QStandardItem(QString::number(f.line));
        items << new QStandardItem(f.runSeed ? QString::fromStdString(seedToString(*f.runSeed)) : QString());
        items << new QStandardItem(app::trStage(f.stage, f.stageType));
        items << new QStandardItem(QString::number(f.stageSeed));
        items << new QStandardItem(r.attempts > 0 ? QString::number(r.attempts) : QString());
        items << new QStandardItem(verdictText(r.verdict) + (r.ruleVariant == RuleVariant::Repentogon
                                                                 ? QStringLiteral(" · ") + tr("REPENTOGON")
                                                                 : QString()));
        QString diff;
        if (r.verdict == gamelog::Verdict::Differs || r.verdict == gamelog::Verdict::MatchUntilPlacement)
            diff = tr("line %1: game \"%2\", ours \"%3\"")
                       .arg(r.comparison.line)
                       .arg(QString::fromStdString(r.comparison.game),
                            QString::fromStdString(r.comparison.predicted));
        else if (r.verdict == gamelog::Verdict::NotGenerated ||
                 r.verdict == gamelog::Verdict::Incomplete) // (why it was cut, if it was: issue 49)
            diff = app::trCoreSentence(r.error);
        items << new QStandardItem(diff);
        const bool bad = r.verdict == gamelog::Verdict::Differs;
        if (bad)
            items[5]->setForeground(QColor(0xd0, 0x45, 0x2f));
        else if (r.verdict == gamelog::Verdict::Match)
            items[5]->setForeground(QColor(0x2e, 0x9d, 0x4f));
        m_model->appendRow(items);
    }
    m_view->resizeColumnsToContents();
    // The summary (core: the page's saved log writes the same).
    QString text =
        QString::fromStdString(i18n::trLogSummary(counts, QDir::toNativeSeparators(m_path).toStdString()));
    if (m_result.cancelled)
        text = tr("Stopped reading %1 (the window was closed)").arg(QDir::toNativeSeparators(m_path));
    m_summary->setText(text);
}

void GameLogTable::openRow(int row) {
    if (row < 0 || static_cast<std::size_t>(row) >= m_result.rows.size() ||
        m_result.rows[static_cast<std::size_t>(row)].kind != RowKind::Floor)
        return; // (a continued run's or an unreadable line's row has no floor to open)
    if (m_controller.isFollowing())
        m_controller.followAction()->setChecked(false);
    m_controller.showLogFloor(m_result.rows[static_cast<std::size_t>(row)].floor, m_path);
}

} // namespace floorgen::gui
