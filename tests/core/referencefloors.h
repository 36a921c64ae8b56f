#pragma once

// The reference floors of tests/data/repentance-reference.jsonl.gz (repentance.md; copied from the spec's
// vectors, see tests/data/README.md), one JSON line each, for the core's and the command line's tests.

#include <QByteArray>
#include <QList>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace floorgen::testing {

inline QString referenceFloorsPath() {
    const QByteArray src = qgetenv("FLOORGEN_SOURCE_DIR");
    return QString::fromLocal8Bit(src.isEmpty() ? QByteArray(".") : src) +
           QStringLiteral("/tests/data/repentance-reference.jsonl.gz");
}

// The 300 lines, decompressed by gzip (on every Debian machine; the core has no zlib of its own). Empty when
// the file cannot be read.
inline QList<QByteArray> referenceFloorLines() {
    QProcess gz;
    gz.start(QStringLiteral("gzip"), {QStringLiteral("-dc"), referenceFloorsPath()});
    if (!gz.waitForFinished(30000) || gz.exitCode() != 0)
        return {};
    QList<QByteArray> lines = gz.readAllStandardOutput().split('\n');
    lines.removeAll(QByteArray());
    return lines;
}

} // namespace floorgen::testing
