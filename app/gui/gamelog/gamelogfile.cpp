#include "gamelog/gamelogfile.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QFile>

namespace floorgen::gui {

namespace {

LogFileKind kindOf(mode_t mode) {
    if (S_ISREG(mode))
        return LogFileKind::Regular;
    if (S_ISDIR(mode))
        return LogFileKind::Folder;
    if (S_ISFIFO(mode))
        return LogFileKind::Fifo;
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return LogFileKind::Device;
    return LogFileKind::Other;
}

} // namespace

LogFileKind logFileKind(const QString &path) {
    struct stat st {};
    if (path.isEmpty() || ::stat(QFile::encodeName(path).constData(), &st) != 0)
        return LogFileKind::Missing;
    return kindOf(st.st_mode);
}

int openLogFile(const QString &path, LogFileKind &kind, QString &error) {
    kind = logFileKind(path);
    if (kind != LogFileKind::Regular)
        return -1;
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        kind = LogFileKind::Missing;
        error = QString::fromLocal8Bit(std::strerror(errno));
        return -1;
    }
    // What was opened is what counts: the path may have changed since the check.
    struct stat st {};
    if (::fstat(fd, &st) != 0 || (kind = kindOf(st.st_mode)) != LogFileKind::Regular) {
        if (kind == LogFileKind::Regular)
            kind = LogFileKind::Missing;
        ::close(fd);
        return -1;
    }
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    return fd;
}

} // namespace floorgen::gui
