#include "gamelog/gamelogfollower.h"

#include <atomic>
#include <cerrno>
#include <sys/stat.h>
#include <unistd.h>

#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QFutureWatcher>
#include <QPromise>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

namespace floorgen::gui {

namespace {

// One read of the tail: events are drained after each, so that a log of any size costs one floor.
constexpr std::size_t kPollBytes = std::size_t{1} << 20;

// The log opened by openLogFile: read with pread, identified by its device and inode.
class FileSource : public gamelog::LogTail::Source {
public:
    explicit FileSource(int fd)
        : m_fd(fd) {}
    ~FileSource() override { ::close(m_fd); }
    FileSource(const FileSource &) = delete;
    FileSource &operator=(const FileSource &) = delete;
    std::uint64_t size() override {
        struct stat st {};
        return ::fstat(m_fd, &st) == 0 && st.st_size > 0 ? static_cast<std::uint64_t>(st.st_size) : 0;
    }
    std::size_t read(std::uint64_t offset, char *out, std::size_t size) override {
        std::size_t done = 0;
        while (done < size) {
            const ssize_t n = ::pread(m_fd, out + done, size - done, static_cast<off_t>(offset + done));
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                break;
            done += static_cast<std::size_t>(n);
        }
        return done;
    }
    std::optional<std::pair<std::uint64_t, std::uint64_t>> identity() override {
        struct stat st {};
        if (::fstat(m_fd, &st) != 0)
            return std::nullopt;
        return std::make_pair(static_cast<std::uint64_t>(st.st_dev), static_cast<std::uint64_t>(st.st_ino));
    }

private:
    int m_fd;
};

} // namespace

struct GameLogFollower::State {
    explicit State(const QString &p)
        : path(p)
        , tail(QFile::encodeName(p).toStdString()) {}
    QString path;
    gamelog::LogTail tail;
    gamelog::LogReader reader;
    std::atomic<bool> cancel{false};
};

struct GameLogFollower::PollResult {
    LogFileKind kind = LogFileKind::Missing; // Regular: found and read
    bool restarted = false;
    bool continued = false; // generation.md 15.2: the run being read continued, and no floor followed yet
    std::optional<gamelog::LogFloor> ready;
};

GameLogFollower::GameLogFollower(QObject *parent)
    : QObject(parent)
    , m_timer(new QTimer(this)) {
    m_timer->setInterval(500);
    connect(m_timer, &QTimer::timeout, this, &GameLogFollower::poll);
}

GameLogFollower::~GameLogFollower() {
    stop();
}

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
    m_state = std::make_shared<State>(path);
    m_reported.reset();
    m_found = false;
    m_kind = LogFileKind::Missing;
    watch();
    m_timer->start();
    poll();
}

void GameLogFollower::stop() {
    m_timer->stop();
    delete m_watcher;
    m_watcher = nullptr;
    if (m_state)
        m_state->cancel = true; // a poll still reading stops at its next piece; its result is dropped
    m_state.reset();
    ++m_generation;
    m_reported.reset();
    m_found = false;
    m_kind = LogFileKind::Missing;
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
    if (logFileKind(m_path) == LogFileKind::Regular)
        m_watcher->addPath(m_path);
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, &GameLogFollower::poll);
    connect(m_watcher, &QFileSystemWatcher::directoryChanged, this, &GameLogFollower::poll);
}

void GameLogFollower::poll() {
    if (!m_state)
        return;
    if (m_running) {
        m_again = true;
        return;
    }
    m_running = true;
    m_again = false;
    const quint64 generation = m_generation;
    std::shared_ptr<State> state = m_state;
    auto *watcher = new QFutureWatcher<PollResult>(this);
    connect(watcher, &QFutureWatcher<PollResult>::progressValueChanged, this,
            [this, watcher, generation](int v) {
                if (generation == m_generation &&
                    watcher->progressMaximum() > 0) // (a poll of no range reports 0)
                    emit readingProgress(v);
            });
    connect(watcher, &QFutureWatcher<PollResult>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        const PollResult result = watcher->result();
        finishPoll(result, generation);
    });
    watcher->setFuture(QtConcurrent::run([state](QPromise<PollResult> &promise) {
        PollResult r;
        QString error;
        const int fd = openLogFile(state->path, r.kind, error);
        if (fd < 0) {
            promise.addResult(std::move(r));
            return;
        }
        FileSource source(fd);
        const std::uint64_t size = source.size(), start = state->tail.offset();
        const bool progress = size > start && size - start > std::uint64_t(kProgressBytes);
        if (progress)
            promise.setProgressRange(0, 1000);
        const gamelog::LogFloor *current = nullptr;
        for (;;) {
            const std::uint64_t before = state->tail.offset();
            const gamelog::LogTail::Status st = state->tail.poll(source, state->reader, kPollBytes);
            if (st == gamelog::LogTail::Status::Restarted)
                r.restarted = true;
            gamelog::LogEvent e;
            while (state->reader.next(e)) {
                if (e.kind == gamelog::LogEvent::Kind::Restarted) {
                    r.restarted = true;
                    r.ready.reset();
                } else if (e.kind == gamelog::LogEvent::Kind::RunStarted && e.continued && e.sameRun) {
                    r.continued = true;
                } else if (e.kind == gamelog::LogEvent::Kind::FloorGenerated) {
                    r.continued = false;
                    r.ready = std::move(e.floor);
                } else if (e.kind == gamelog::LogEvent::Kind::FloorClosed && e.floor.noGeneratorLines) {
                    r.ready = std::move(e.floor); // generation.md 15.2: a Greed mode floor, not generated
                }
            }
            const std::uint64_t after = state->tail.offset();
            if (progress && size > 0)
                promise.setProgressValue(
                    static_cast<int>(std::min<std::uint64_t>(after, size) * 1000 / size));
            const std::uint64_t read = st == gamelog::LogTail::Status::Restarted ? after : after - before;
            if (read < kPollBytes || after >= size || state->cancel)
                break;
        }
        // The floor being read: a curse line after its Map Generated line shows it again.
        current = state->reader.currentFloor();
        if (current && current->generated && (!r.ready || r.ready->line == current->line))
            r.ready = *current;
        promise.addResult(std::move(r));
    }));
}

void GameLogFollower::finishPoll(const PollResult &r, quint64 generation) {
    m_running = false;
    if (generation != m_generation) { // stopped or restarted since: the result is another file's
        if (m_state)
            poll();
        return;
    }
    const bool found = r.kind == LogFileKind::Regular;
    if (m_watcher && found && !m_watcher->files().contains(m_path))
        m_watcher->addPath(m_path); // created or rewritten since
    const LogFileKind before = m_kind;
    m_kind = r.kind;
    if (found != m_found) {
        m_found = found;
        emit fileFoundChanged(found);
    }
    if (!found && r.kind != LogFileKind::Missing && r.kind != before)
        emit notAFile(r.kind);
    if (r.restarted) {
        m_reported.reset();
        emit restarted();
    }
    if (r.continued)
        emit runContinued();
    if (r.ready &&
        (!m_reported || m_reported->first != r.ready->line || m_reported->second != r.ready->curses)) {
        m_reported = std::make_pair(r.ready->line, r.ready->curses);
        emit floorReady(*r.ready);
    }
    if (m_again && m_state)
        poll();
}

} // namespace floorgen::gui
