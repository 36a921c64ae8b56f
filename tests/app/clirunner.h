#pragma once

// Runs isaac-floorgen-cli in-process with in-memory streams: the CLI tests' one way to call the tool.

#include "commands.h"

#include <QBuffer>
#include <QString>
#include <QStringList>
#include <QTest>
#include <QTextStream>

namespace floorgen::testing {

struct Run {
    int rc;
    QString out;
    QString err;
};

// The tool with `args` (the words after the program name) and `input` on standard input.
inline Run runTool(const QStringList &args, const QByteArray &input = {}) {
    QByteArray inData = input;
    QBuffer in(&inData);
    in.open(QIODevice::ReadOnly);
    QString outText, errText;
    QTextStream out(&outText), err(&errText);
    cli::Io io{in, out, err};
    const int rc = cli::runCli(args, io);
    out.flush();
    err.flush();
    return {rc, outText, errText};
}

// The tool refused the command: exit status 2, a message on standard error that contains `messagePart`, and
// nothing on standard output.
inline void verifyRefused(const Run &r, const QString &messagePart) {
    QCOMPARE(r.rc, 2);
    QVERIFY2(r.err.contains(messagePart), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

// "a b c" -> {"a", "b", "c"}: command lines written as one string.
inline QStringList words(const char *text) {
    return QString::fromUtf8(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

} // namespace floorgen::testing
