#pragma once

// Reading input line by line in bounded memory, stopped at once by a signal (issue 39). Standard input may be
// a pipe that never ends or never writes (`sleep 20 | isaac-floorgen-cli batch`), or /dev/zero: a blocking
// read there would keep the process until input comes, whatever the user presses. Given a cancel flag (the
// CLI's interrupt flag), a device with a file descriptor is waited on with poll(), which a signal wakes, and
// the flag is looked at before every read; a device without one (a QBuffer) is read as it is.

#include <atomic>

#include <QByteArray>
#include <QString>

class QFile;
class QIODevice;

namespace floorgen::app {

class LineReader {
public:
    enum class Result {
        Line,      // a line (without its '\n'; a last line without one counts)
        TooLong,   // the line is longer than the limit: `line` holds its start; skipLine() goes past it
        End,       // no more input
        Cancelled, // the cancel flag was set
        Error,     // a read failed: errorString()
    };

    explicit LineReader(QIODevice &device, const std::atomic<bool> *cancel = nullptr);

    // The next line, of at most maxBytes bytes (without the '\n').
    Result next(QByteArray &line, qint64 maxBytes);
    // After TooLong: reads on to the end of that line (Line when there, or End, Cancelled, Error).
    Result skipLine();
    // Lines given so far, counting the one too long (1 for the first line).
    qint64 lineNumber() const { return m_lineNumber; }
    // Bytes read so far.
    qint64 bytesRead() const { return m_bytesRead; }
    QString errorString() const { return m_error; }

private:
    Result fill(); // Line when bytes were added
    qint64 readSome(char *data, qint64 maxSize);

    QIODevice &m_device;
    const std::atomic<bool> *m_cancel;
    QByteArray m_buffer;
    qsizetype m_at = 0; // the first byte of m_buffer not yet given
    bool m_end = false;
    qint64 m_lineNumber = 0;
    qint64 m_bytesRead = 0;
    QString m_error;
};

// Opens `path` for reading into `file` (closed or not yet opened). A FIFO is opened without waiting for a
// writer (a blocking open() is restarted after a signal, so a command waiting there could not be stopped);
// LineReader's poll() then waits for its data, which a signal interrupts. Anything else opens as QFile does.
// False with `error` (errorString's words) when it cannot be opened.
bool openForReading(QFile &file, const QString &path, QString &error);

// Waits until a read of `device` would not block (data, the end or an error) or `cancel` is set (false then),
// with poll() on its file descriptor, which a signal wakes; a device without one (or with bytes buffered) is
// ready at once. For readers that take chunks rather than lines (check-log).
bool waitForInput(QIODevice &device, const std::atomic<bool> *cancel);

// Reads `device` to its end into `out`, waiting with waitForInput before each chunk. Stops with false when
// `cancel` is set (error empty), when more than maxBytes come (`tooLarge` set) or when a read fails (error).
bool readWhole(QIODevice &device, qint64 maxBytes, QByteArray &out, const std::atomic<bool> *cancel,
               bool &tooLarge, QString &error);

// Standard input closed at start (`cmd <&-`, issue 49): the CLI's main puts /dev/null in its place, so that
// no file the tool opens takes descriptor 0 and is waited on as input, and says so here. Then every reader of
// descriptor 0 (LineReader, readWhole; check-log asks closedInputProblem) refuses it: "it is closed".
void setStandardInputClosed(bool closed);
// "it is closed" when `device` reads descriptor 0 and standard input was closed at start; else empty.
QString closedInputProblem(const QIODevice &device);

// Why the file at `path` is not read as input (check-log, merge; issue 49): a character or block device
// (/dev/zero, /dev/urandom: input that never ends) gives "it is a device, not a file"; a regular file, a
// FIFO, a pipe, or what does not exist (the opener says why) give empty.
QString deviceProblem(const QString &path);

// True when `path` names the file standard output writes to (the same device and inode): `--resume p.json >
// p.json`, where the shell empties the file before the tool reads it (issue 49).
bool isStandardOutput(const QString &path);

// Why `path` cannot be opened, in the user's terms, from the error of the attempt (`why`): "it is a folder",
// "no such file", "a loop of symbolic links", "a symbolic link to nothing", else `why`.
QString openProblem(const QString &path, const QString &why);

} // namespace floorgen::app
