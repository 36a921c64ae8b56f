// libFuzzer target: the command-line tool on arbitrary arguments. The input is the argument list, each
// argument ended by a NUL byte (as argv would hold them), without the program name.
//
// Properties: no crash, hang or sanitizer report; the exit status is one of the contract's (0, 2, 3);
// a refusal (2) prints a message on standard error and nothing on standard output; parsed settings are
// valid; standard error holds no control character but the line feed. `bench`, `stats`, `search` and `export`
// are parsed only: a valid run of theirs can be long by design (10^9 floors) or write files, which is not
// what this target looks for.

#include "clioptions.h"
#include "cmd_export.h"
#include "cmd_search.h"
#include "cmd_stats.h"
#include "commands.h"
#include "fuzzcheck.h"

#include <cstddef>
#include <cstdint>

#include <QBuffer>
#include <QCoreApplication>
#include <QTextStream>

using namespace floorgen;
using namespace floorgen::cli;

namespace {

QStringList argumentsFrom(const std::uint8_t *data, std::size_t size) {
    QStringList args;
    const char *p = reinterpret_cast<const char *>(data);
    const char *end = p + size;
    while (p < end && args.size() < 64) {
        const char *q = p;
        while (q < end && *q != '\0')
            ++q;
        args << QString::fromLocal8Bit(p, static_cast<qsizetype>(q - p));
        p = q + 1;
    }
    return args;
}

// A parser of a parse-only command: a refusal always has a message.
template <typename Args, typename Parse> void checkParser(const QStringList &args, Parse parse) {
    Args result;
    QString error;
    bool help = false;
    if (!parse(args, result, error, &help, nullptr))
        FUZZ_CHECK(!error.isEmpty());
}

// Runs the parser of a parse-only command; false when `command` is none of them.
bool parseOnly(const QString &command, const QStringList &args) {
    if (command == QLatin1String("stats"))
        checkParser<StatsArgs>(args, parseStatsArgs);
    else if (command == QLatin1String("search"))
        checkParser<SearchArgs>(args, parseSearchArgs);
    else if (command == QLatin1String("export"))
        checkParser<ExportArgs>(args, parseExportArgs);
    else
        return false;
    return true;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv) {
    // QCommandLineParser's help text asks the application for its name.
    static QCoreApplication app(*argc, *argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
    const QStringList args = argumentsFrom(data, size);

    if (!args.isEmpty() && args.first() == QLatin1String("bench")) {
        BenchOptions o;
        QString error;
        bool help = false;
        if (parseBenchArgs(args.mid(1), o, error, &help)) {
            FUZZ_CHECK(help || (o.stage >= 1 && o.stage <= 12 && o.count >= 1));
        } else {
            FUZZ_CHECK(!error.isEmpty());
        }
        return 0;
    }

    if (!args.isEmpty() && parseOnly(args.first(), args.mid(1)))
        return 0;

    if (!args.isEmpty() && args.first() == QLatin1String("generate")) {
        GenerateOptions o;
        QString error;
        bool help = false;
        if (parseGenerateArgs(args.mid(1), o, error, &help)) {
            FUZZ_CHECK(help || !validateSettings(o.settings));
        } else {
            FUZZ_CHECK(!error.isEmpty());
        }
    }

    QByteArray input; // batch reads standard input: empty here (fuzz_batch covers the lines)
    QBuffer in(&input);
    in.open(QIODevice::ReadOnly);
    QString outText, errText;
    QTextStream out(&outText), err(&errText);
    Io io{in, out, err};
    const int rc = runCli(args, io);
    out.flush();
    err.flush();
    FUZZ_CHECK(rc == kExitOk || rc == kExitBadInput || rc == kExitNoFloor);
    if (rc == kExitBadInput) {
        FUZZ_CHECK(!errText.isEmpty());
        FUZZ_CHECK(outText.isEmpty());
    }
    // Messages echo input quoted (textutil.h): no control character reaches the terminal but line feeds.
    for (QChar c : errText)
        FUZZ_CHECK(c.unicode() >= 0x20 || c == QLatin1Char('\n'));
    return 0;
}
