#pragma once

// Follows the game's log.txt while the game runs (generation.md 15.1, 15.2): file-system events
// (QFileSystemWatcher on the file and its folder) with a polling fallback (a timer, every 500 ms by default),
// both driving LogTail::poll into a LogReader. Every floor whose `Map Generated` line has been read is
// reported once (floorReady), and again when a curse line of that floor arrives later. A file that got
// shorter or was rewritten is the game restarting: the reader starts over (restarted). Reading what the file
// already holds when following starts reports its last floor only.

#include "floorgen/gamelog.h"

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
    explicit GameLogFollower(QObject *parent = nullptr);
    ~GameLogFollower() override;

    // Starts following `path` (stops following the file before); reads what it holds now.
    void start(const QString &path);
    void stop();
    bool isActive() const { return m_tail != nullptr; }
    QString path() const { return m_path; }
    // Whether the file was there at the last poll.
    bool fileFound() const { return m_found; }

    // The polling fallback's period (500 ms by default); file-system events may come sooner.
    void setPollInterval(int ms);
    int pollInterval() const;
    // Off: polling alone (tests measure both).
    void setWatcherEnabled(bool on);

public slots:
    // Reads what was appended since the last poll (the watcher and the timer call it).
    void poll();

signals:
    // A floor of the log is generated (its Map Generated line read), or its curses changed since.
    void floorReady(const floorgen::gamelog::LogFloor &floor);
    // The file got shorter or was rewritten: the game restarted.
    void restarted();
    // The file appeared or went away.
    void fileFoundChanged(bool found);

private:
    void watch();

    QString m_path;
    std::unique_ptr<gamelog::LogTail> m_tail;
    gamelog::LogReader m_reader;
    QFileSystemWatcher *m_watcher = nullptr;
    QTimer *m_timer = nullptr;
    bool m_useWatcher = true;
    bool m_found = false;
    bool m_polling = false;
    // The floor reported last: its Level::Init line and curses (a later curse line reports it again).
    std::optional<std::pair<std::uint64_t, std::uint8_t>> m_reported;
};

} // namespace floorgen::gui
