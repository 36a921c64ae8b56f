#pragma once

// Follows the game's log.txt while the game runs (generation.md 15.1, 15.2): file-system events
// (QFileSystemWatcher on the file and its folder) with a polling fallback (a timer, every 500 ms by default),
// both starting a poll: LogTail::poll into a LogReader, on a worker thread (the GUI thread never opens the
// file: a FIFO put there would block open(), issue 49). Every floor whose `Map Generated` line has been read
// is reported once (floorReady), and again when a curse line of that floor arrives later. Another file, a
// shorter one or one whose bytes read before changed is the game restarting: the reader starts over
// (restarted). Reading what the file already holds when following starts (a log of any size) reports its
// last floor only, keeping no more than that floor and its run's route, with progress for a large one.
// A path that is there but is no regular file (a folder, a FIFO, a device) is never opened: it counts as
// missing, and notAFile says what it is.

#include "floorgen/gamelog.h"
#include "gamelog/gamelogfile.h"

#include <memory>
#include <optional>

#include <QObject>
#include <QString>

class QFileSystemWatcher;
class QTimer;

namespace floorgen::gui {

class GameLogFollower : public QObject {
    Q_OBJECT

public:
    // A poll that has more than this much to read reports its progress (readingProgress).
    static constexpr qint64 kProgressBytes = qint64{8} << 20;

    explicit GameLogFollower(QObject *parent = nullptr);
    ~GameLogFollower() override;

    // Starts following `path` (stops following the file before); reads what it holds now.
    void start(const QString &path);
    void stop();
    bool isActive() const { return m_state != nullptr; }
    QString path() const { return m_path; }
    // Whether the file was there (a regular file) at the last poll.
    bool fileFound() const { return m_found; }
    // Whether a poll is reading on the worker now.
    bool isReading() const { return m_running; }

    // The polling fallback's period (500 ms by default); file-system events may come sooner.
    void setPollInterval(int ms);
    int pollInterval() const;
    // Off: polling alone (tests measure both).
    void setWatcherEnabled(bool on);

public slots:
    // Reads what was appended since the last poll, on the worker (the watcher and the timer call it; a call
    // while a poll runs makes another one after it).
    void poll();

signals:
    // A floor of the log is generated (its Map Generated line read), or its curses changed since.
    void floorReady(const floorgen::gamelog::LogFloor &floor);
    // The file got shorter or was rewritten: the game restarted.
    void restarted();
    // generation.md 15.2: the run being read continued ([Continue, 1]); the floor it resumes is not rebuilt,
    // so it has no lines in this file.
    void runContinued();
    // The file appeared or went away.
    void fileFoundChanged(bool found);
    // The path became something that is no regular file (kind: a folder, a FIFO, a device): not read.
    void notAFile(floorgen::gui::LogFileKind kind);
    // A poll with more than kProgressBytes to read: per mille read so far.
    void readingProgress(int perMille);

private:
    struct State;
    struct PollResult;
    void watch();
    void finishPoll(const PollResult &result, quint64 generation);

    QString m_path;
    std::shared_ptr<State> m_state; // the tail and the reader, which the poll's worker uses
    quint64 m_generation = 0;       // start() and stop() make the running poll's result stale
    bool m_running = false;
    bool m_again = false;
    QFileSystemWatcher *m_watcher = nullptr;
    QTimer *m_timer = nullptr;
    bool m_useWatcher = true;
    bool m_found = false;
    LogFileKind m_kind = LogFileKind::Missing; // what the path was at the last poll
    // The floor reported last: its Level::Init line and curses (a later curse line reports it again).
    std::optional<std::pair<std::uint64_t, std::uint8_t>> m_reported;
};

} // namespace floorgen::gui
