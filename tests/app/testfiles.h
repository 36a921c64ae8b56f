#pragma once

// Whole-file reads and writes and a link check for the tests (a missing or unreadable file reads as empty).

#include <sys/stat.h>

#include <QByteArray>
#include <QFile>
#include <QString>

namespace testfiles {

inline QByteArray readAll(const QString &path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Replaces the file's contents; false when it could not be written whole.
inline bool writeAll(const QString &path, const QByteArray &bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

// The path itself is a symbolic link (lstat: whatever it points at).
inline bool isLink(const QString &path) {
    struct stat st {};
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 && S_ISLNK(st.st_mode);
}

} // namespace testfiles
