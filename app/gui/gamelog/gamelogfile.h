#pragma once

// Opening the game's log without trusting what is there (issue 49): a log.txt replaced by a FIFO would block
// open() (on the GUI thread: the app freezes; on a worker: Quit waits for it forever), a device such as
// /dev/zero never ends, a folder is no log. The follower and File > Open Game Log check what the path is
// without opening it, then open it without blocking and keep it only when it is a regular file.

#include <cstdint>

#include <QString>

namespace floorgen::gui {

// What a path is (links followed), by stat alone: nothing is opened.
enum class LogFileKind : std::uint8_t { Missing, Regular, Folder, Fifo, Device, Other };
LogFileKind logFileKind(const QString &path);

// Opens `path` for reading without ever blocking (O_NONBLOCK, so a FIFO put there after a check does not
// block open()) and keeps it when it is a regular file: its descriptor (blocking again, close-on-exec), or -1
// with `kind` saying why (Missing when it cannot be opened: `error` then holds the system's reason).
int openLogFile(const QString &path, LogFileKind &kind, QString &error);

} // namespace floorgen::gui
