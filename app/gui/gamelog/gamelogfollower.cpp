#include "gamelog/gamelogfollower.h"

#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QTimer>

namespace floorgen::gui {

namespace {
// At most this much is read in one poll (a log of any size is caught up with over several polls).
constexpr std::size_t kPollBytes = std::size_t{1} << 20;
constexpr int kPollRounds = 64;
} // namespace

GameLogFollower::GameLogFollower(QObject *parent)
    : QObject(parent)
    , m_timer(new QTimer(this)) {
    m_timer->setInterval(500);
    connect(m_timer, &QTimer::timeout, this, &GameLogFollower::poll);
}

GameLogFollower::~GameLogFollower() = default;

void GameLogFollower::setPollInterval(int ms) {
    m_timer->setInterval(ms);
}

int GameLogFollower::pollInterval() const {
    return m_timer->interval();
}

void GameLogFollower::setWatcherEnabled(bool on) {
    m_useWatcher = on;
    if (isActive())
        watch();
}

void GameLogFollower::start(const QString &path) {
    stop();
    m_path = path;
    m_tail = std::make_unique<gamelog::LogTail>(QFile::encodeName(path).toStdString());
    m_reader = gamelog::LogReader();
    m_reported.reset();
    m_found = false;
    watch();
    m_timer->start();
    poll();
}

void GameLogFollower::stop() {
    m_timer->stop();
    delete m_watcher;
    m_watcher = nullptr;
    m_tail.reset();
    m_reported.reset();
    m_found = false;
}

void GameLogFollower::watch() {
    delete m_watcher;
    m_watcher = nullptr;
    if (!m_useWatcher || m_path.isEmpty())
        return;
    m_watcher = new QFileSystemWatcher(this);
    // The folder too: the game creates the file at start (or rewrites it), which drops a watch on the file.
    const QString folder = QFileInfo(m_path).absolutePath();
    if (QFileInfo(folder).isDir())
        m_watcher->addPath(folder);
    if (QFileInfo(m_path).isFile())
        m_watcher->addPath(m_path);
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, &GameLogFollower::poll);
    connect(m_watcher, &QFileSystemWatcher::directoryChanged, this, &GameLogFollower::poll);
}

void GameLogFollower::poll() {
    if (!m_tail || m_polling)
        return;
    m_polling = true;
    bool wasRestarted = false;
    bool found = true;
    for (int round = 0; round < kPollRounds; ++round) {
        const std::uint64_t before = m_tail->offset();
        const gamelog::LogTail::Status st = m_tail->poll(m_reader, kPollBytes);
        if (st == gamelog::LogTail::Status::Missing) {
            found = false;
            break;
        }
        if (st == gamelog::LogTail::Status::Restarted)
            wasRestarted = true;
        // A full read may have left more behind; anything less was all there was.
        if (st == gamelog::LogTail::Status::Ok && m_tail->offset() - before < kPollBytes)
            break;
        if (st == gamelog::LogTail::Status::Restarted && m_tail->offset() < kPollBytes)
            break;
    }
    if (m_watcher && found && !m_watcher->files().contains(m_path))
        m_watcher->addPath(m_path); // created or rewritten since
    if (found != m_found) {
        m_found = found;
        emit fileFoundChanged(found);
    }
    std::optional<gamelog::LogFloor> ready;
    gamelog::LogEvent e;
    while (m_reader.next(e)) {
        switch (e.kind) {
        case gamelog::LogEvent::Kind::Restarted:
            wasRestarted = true;
            ready.reset();
            m_reported.reset();
            break;
        case gamelog::LogEvent::Kind::FloorGenerated:
            ready = std::move(e.floor);
            break;
        case gamelog::LogEvent::Kind::FloorClosed:
            if (e.floor.noGeneratorLines) // generation.md 15.2: a Greed mode floor, shown as not generated
                ready = std::move(e.floor);
            break;
        default:
            break;
        }
    }
    if (wasRestarted) {
        m_reported.reset();
        emit restarted();
    }
    // The floor being read: a curse line after its Map Generated line shows it again.
    const gamelog::LogFloor *current = m_reader.currentFloor();
    if (current && current->generated && (!ready || ready->line == current->line))
        ready = *current;
    if (ready && (!m_reported || m_reported->first != ready->line || m_reported->second != ready->curses)) {
        m_reported = std::make_pair(ready->line, ready->curses);
        m_polling = false;
        emit floorReady(*ready);
        return;
    }
    m_polling = false;
}

} // namespace floorgen::gui
