// libFuzzer target: the batch command's JSON-line reader. The input is standard input.
//
// Properties: no crash, hang or sanitizer report; exactly one output line per input line that is not blank,
// each a JSON object with "ok", and an "error" message whenever "ok" is false; exit status 0 when every line
// was ok, else 2 with one summary line on standard error.

#include "commands.h"
#include "fuzzcheck.h"

#include <cstddef>
#include <cstdint>

#include <QBuffer>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

using namespace floorgen::cli;

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv) {
    static QCoreApplication app(*argc, *argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
    QByteArray input(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    qsizetype expected = 0;
    for (QByteArray line : input.split('\n')) {
        if (line.endsWith('\r'))
            line.chop(1);
        if (!line.trimmed().isEmpty())
            ++expected;
    }

    QBuffer in(&input);
    in.open(QIODevice::ReadOnly);
    QString outText, errText;
    QTextStream out(&outText), err(&errText);
    Io io{in, out, err};
    const int rc = runCli({QStringLiteral("batch")}, io);
    out.flush();
    err.flush();
    FUZZ_CHECK(outText.isEmpty() || outText.endsWith(QLatin1Char('\n')));
    const QStringList lines = outText.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    FUZZ_CHECK(lines.size() == expected);
    bool anyFailed = false;
    for (const QString &line : lines) {
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(line.toUtf8(), &parseError);
        FUZZ_CHECK(parseError.error == QJsonParseError::NoError && doc.isObject());
        const QJsonObject o = doc.object();
        FUZZ_CHECK(o.value(QStringLiteral("ok")).isBool());
        if (!o.value(QStringLiteral("ok")).toBool()) {
            FUZZ_CHECK(!o.value(QStringLiteral("error")).toString().isEmpty());
            anyFailed = true;
        }
    }
    FUZZ_CHECK(rc == (anyFailed ? kExitBadInput : kExitOk));
    FUZZ_CHECK(errText.isEmpty() == !anyFailed);
    FUZZ_CHECK(errText.count(QLatin1Char('\n')) == (anyFailed ? 1 : 0));
    return 0;
}
