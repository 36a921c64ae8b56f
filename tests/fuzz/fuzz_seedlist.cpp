// libFuzzer target: export's --seeds reader (readSeedList) and the quoting of echoed values (quotedValue).
//
// Properties: no crash, hang or sanitizer report. The reader either refuses the input with a message and
// keeps nothing, or keeps at most kMaxBatchFloors lines, in increasing line order, each with a seed (a valid
// seed string's value, never 0) or a message of its own, and at most kMaxBadSeedLines messages. Every message
// holds no control character but the line feed, and echoes at most 60 characters of a line.

#include "cmd_export.h"
#include "fuzzcheck.h"
#include "textutil.h"

#include <cstddef>
#include <cstdint>

#include <QBuffer>
#include <QCoreApplication>

using namespace floorgen;

namespace {

bool hasControl(const QString &text) {
    for (QChar c : text)
        if ((c.unicode() < 0x20 && c != QLatin1Char('\n')) || c.unicode() == 0x7f ||
            (c.unicode() >= 0x80 && c.unicode() <= 0x9f))
            return true;
    return false;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv) {
    static QCoreApplication app(*argc, *argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
    QByteArray input(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    QBuffer in(&input);
    in.open(QIODevice::ReadOnly);
    cli::SeedList list;
    QString error;
    const bool ok = cli::readSeedList(in, QStringLiteral("fuzz"), list, error);
    if (!ok) {
        FUZZ_CHECK(!error.isEmpty() && !hasControl(error));
        FUZZ_CHECK(list.lines.empty() && list.problems.isEmpty());
    } else {
        FUZZ_CHECK(static_cast<qint64>(list.lines.size()) <= cli::kMaxBatchFloors);
        FUZZ_CHECK(list.problems.size() <= cli::kMaxBadSeedLines);
        qint64 last = 0;
        for (const cli::SeedLine &line : list.lines) {
            FUZZ_CHECK(line.lineNumber > last);
            last = line.lineNumber;
            if (line.problem < 0)
                FUZZ_CHECK(line.seed != 0);
            else
                FUZZ_CHECK(line.problem < list.problems.size());
        }
        for (const QString &problem : list.problems)
            FUZZ_CHECK(!hasControl(problem) && problem.size() < 400);
    }

    // The quoting helper on the raw bytes as text: no control character, at most 60 characters kept.
    const QString text = QString::fromUtf8(input);
    const QString quoted = app::quotedValue(text);
    FUZZ_CHECK(!hasControl(quoted));
    FUZZ_CHECK(quoted.startsWith(QLatin1Char('"')) && quoted.endsWith(QLatin1Char('"')));
    FUZZ_CHECK(quoted.size() <=
               2 + 60 * 7 + 1); // each character escaped as \u{HHHHH} at most, and the ellipsis
    FUZZ_CHECK(!hasControl(app::escapedMessage(text)));
    return 0;
}
