#include "inputreader.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QFile>
#include <QFileDevice>
#include <QIODevice>

namespace floorgen::app {

namespace {

constexpr qint64 kChunk = 1 << 16;
std::atomic<bool> g_standardInputClosed{false};

constexpr int kPollMs =
    50; // a signal wakes poll() at once; the timeout only covers one that came just before

} // namespace

LineReader::LineReader(QIODevice &device, const std::atomic<bool> *cancel)
    : m_device(device)
    , m_cancel(cancel) {}

qint64 LineReader::readSome(char *data, qint64 maxSize) {
    if (const QString closed = closedInputProblem(m_device); !closed.isEmpty()) {
        m_error = closed;
        return -1;
    }
    const auto *file = qobject_cast<const QFileDevice *>(&m_device);
    const int fd = file && m_cancel ? file->handle() : -1;
    // The descriptor is read directly only while Qt holds nothing of it in its own buffer (nothing else reads
    // the device while a LineReader does).
    if (fd < 0 || m_device.bytesAvailable() > 0) {
        while (true) {
            const qint64 n = m_device.read(data, maxSize);
            if (n < 0)
                m_error = m_device.errorString();
            if (n != 0 || !m_device.waitForReadyRead(-1))
                return n;
        }
    }
    while (true) {
        if (m_cancel->load())
            return -2;
        pollfd p{fd, POLLIN, 0};
        const int ready = ::poll(&p, 1, kPollMs);
        if (ready < 0 && errno != EINTR) {
            m_error = QString::fromLocal8Bit(std::strerror(errno));
            return -1;
        }
        if (ready <= 0)
            continue;
        if (m_cancel->load())
            return -2;
        const ssize_t n = ::read(fd, data, static_cast<size_t>(maxSize));
        if (n >= 0)
            return n;
        if (errno == EINTR || errno == EAGAIN)
            continue;
        m_error = QString::fromLocal8Bit(std::strerror(errno));
        return -1;
    }
}

LineReader::Result LineReader::fill() {
    if (m_cancel && m_cancel->load())
        return Result::Cancelled;
    if (m_end)
        return Result::End;
    if (m_at > 0) { // drop what was given
        m_buffer.remove(0, m_at);
        m_at = 0;
    }
    const qsizetype old = m_buffer.size();
    m_buffer.resize(old + kChunk);
    const qint64 n = readSome(m_buffer.data() + old, kChunk); // 0: the end (it waits for data)
    m_buffer.resize(old + std::max<qint64>(n, 0));
    if (n == -2)
        return Result::Cancelled;
    if (n < 0)
        return Result::Error;
    if (n == 0) {
        m_end = true;
        return Result::End;
    }
    m_bytesRead += n;
    return Result::Line;
}

LineReader::Result LineReader::next(QByteArray &line, qint64 maxBytes) {
    line.clear();
    qsizetype scanned = m_at; // the bytes before this hold no '\n'
    while (true) {
        const qsizetype nl = m_buffer.indexOf('\n', scanned);
        if (nl >= 0) {
            if (nl - m_at > maxBytes) {
                line = m_buffer.mid(m_at, maxBytes);
                m_at += maxBytes;
                ++m_lineNumber;
                return Result::TooLong;
            }
            line = m_buffer.mid(m_at, nl - m_at);
            m_at = nl + 1;
            ++m_lineNumber;
            return Result::Line;
        }
        if (m_buffer.size() - m_at > maxBytes) {
            line = m_buffer.mid(m_at, maxBytes);
            m_at += maxBytes;
            ++m_lineNumber;
            return Result::TooLong;
        }
        const qsizetype kept = m_buffer.size() - m_at;
        const Result r = fill(); // moves the line's start to 0
        scanned = kept;
        if (r == Result::End) {
            if (m_buffer.size() - m_at == 0)
                return Result::End;
            line = m_buffer.mid(m_at);
            m_at = m_buffer.size();
            ++m_lineNumber;
            return Result::Line;
        }
        if (r != Result::Line)
            return r;
    }
}

LineReader::Result LineReader::skipLine() {
    while (true) {
        const qsizetype nl = m_buffer.indexOf('\n', m_at);
        if (nl >= 0) {
            m_at = nl + 1;
            return Result::Line;
        }
        m_at = m_buffer.size();
        const Result r = fill();
        if (r == Result::End)
            return Result::Line; // the long line was the last
        if (r != Result::Line)
            return r;
    }
}

bool waitForInput(QIODevice &device, const std::atomic<bool> *cancel) {
    const auto *file = qobject_cast<const QFileDevice *>(&device);
    const int fd = file ? file->handle() : -1;
    if (fd < 0 || device.bytesAvailable() > 0)
        return !(cancel && cancel->load());
    while (true) {
        if (cancel && cancel->load())
            return false;
        pollfd p{fd, POLLIN, 0};
        const int ready = ::poll(&p, 1, kPollMs);
        if (ready > 0 || (ready < 0 && errno != EINTR)) // (an error: the read reports it)
            return !(cancel && cancel->load());
    }
}

bool readWhole(QIODevice &device, qint64 maxBytes, QByteArray &out, const std::atomic<bool> *cancel,
               bool &tooLarge, QString &error) {
    out.clear();
    tooLarge = false;
    if (const QString closed = closedInputProblem(device); !closed.isEmpty()) {
        error = closed;
        return false;
    }
    while (true) {
        if (!waitForInput(device, cancel))
            return false;
        const QByteArray chunk = device.read(kChunk);
        if (chunk.isEmpty()) {
            if (cancel && cancel->load()) // a read cut short by the signal
                return false;
            if (const auto *f = qobject_cast<const QFileDevice *>(&device);
                f && f->error() != QFileDevice::NoError) {
                error = f->errorString();
                return false;
            }
            return true;
        }
        if (out.size() + chunk.size() > maxBytes) {
            tooLarge = true;
            return false;
        }
        out += chunk;
    }
}

bool openForReading(QFile &file, const QString &path, QString &error) {
    const QByteArray name = QFile::encodeName(path);
    struct stat st {};
    if (::stat(name.constData(), &st) == 0 && S_ISFIFO(st.st_mode)) {
        const int fd = ::open(name.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
        if (fd < 0) {
            error = QString::fromLocal8Bit(std::strerror(errno));
            return false;
        }
        // Blocking again for what reads it whole; LineReader polls before each read.
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
        if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
            error = file.errorString();
            ::close(fd);
            return false;
        }
        return true;
    }
    file.setFileName(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = file.errorString();
        return false;
    }
    return true;
}

void setStandardInputClosed(bool closed) {
    g_standardInputClosed.store(closed);
}

QString closedInputProblem(const QIODevice &device) {
    const auto *file = qobject_cast<const QFileDevice *>(&device);
    if (!g_standardInputClosed.load() || !file || file->handle() != STDIN_FILENO)
        return {};
    return QStringLiteral("it is closed");
}

QString deviceProblem(const QString &path) {
    struct stat st {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return {};
    if (S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode))
        return QStringLiteral("it is a device, not a file (its input would never end)");
    return {};
}

bool isStandardOutput(const QString &path) {
    struct stat file {
    }, out{};
    return ::stat(QFile::encodeName(path).constData(), &file) == 0 && ::fstat(STDOUT_FILENO, &out) == 0 &&
           file.st_dev == out.st_dev && file.st_ino == out.st_ino;
}

QString openProblem(const QString &path, const QString &why) {
    const QByteArray name = QFile::encodeName(path);
    struct stat st {};
    if (::stat(name.constData(), &st) == 0)
        return S_ISDIR(st.st_mode) ? QStringLiteral("it is a folder") : why;
    const int error = errno;
    if (error == ELOOP)
        return QStringLiteral("a loop of symbolic links");
    if (error == ENOENT && ::lstat(name.constData(), &st) == 0 && S_ISLNK(st.st_mode))
        return QStringLiteral("a symbolic link to nothing");
    if (error == ENOENT)
        return QStringLiteral("no such file");
    return QString::fromLocal8Bit(std::strerror(error));
}

} // namespace floorgen::app
