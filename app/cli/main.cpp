// isaac-floorgen-cli: the command-line tool. Links no Widgets.

#include "appinfo.h"
#include "commands.h"
#include "floorexport.h"
#include "inputreader.h"
#include "interrupt.h"

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <memory>
#include <sys/stat.h>
#include <unistd.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QTextStream>

namespace {

// A closed standard output (`cmd >&-`) would let the next file the tool opens take descriptor 1 and receive
// its output. Put /dev/full there instead: every write then fails, and the check at the end reports it.
bool occupyClosedStandardOutput() {
    if (::fcntl(STDOUT_FILENO, F_GETFD) != -1 || errno != EBADF)
        return false;
    const int fd = ::open("/dev/full", O_WRONLY | O_CLOEXEC);
    if (fd >= 0 && fd != STDOUT_FILENO) {
        ::dup2(fd, STDOUT_FILENO);
        ::close(fd);
    }
    return true;
}

// A closed standard input (`cmd <&-`) would let the first file the tool opens take descriptor 0, and a reader
// of `-` wait on it as input, forever (issue 49). Put /dev/null there instead and tell the readers
// (inputreader.h): they refuse it as closed.
bool occupyClosedStandardInput() {
    if (::fcntl(STDIN_FILENO, F_GETFD) != -1 || errno != EBADF)
        return false;
    const int fd = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
    if (fd >= 0 && fd != STDIN_FILENO) {
        ::dup2(fd, STDIN_FILENO);
        ::close(fd);
    }
    return true;
}

// Everything printed must have reached standard output: flush it, and turn a failed write (a full disk, a
// closed descriptor) into a message and exit status 2.
int finishStandardOutput(QTextStream &out, QTextStream &err, bool closed, int rc) {
    out.flush();
    const bool streamFailed = out.status() != QTextStream::Ok;
    errno = 0;
    const bool stdioFailed = std::fflush(stdout) != 0 || std::ferror(stdout);
    const int stdioErrno = errno;
    if (!streamFailed && !stdioFailed)
        return rc;
    QString cause;
    if (closed)
        cause = QStringLiteral("it is closed");
    else if (streamFailed && out.device() && !out.device()->errorString().isEmpty())
        cause = out.device()->errorString();
    else
        cause = QString::fromLocal8Bit(std::strerror(stdioErrno != 0 ? stdioErrno : EIO));
    err << "isaac-floorgen-cli: cannot write to standard output: " << cause << "\n";
    err.flush();
    return rc == floorgen::cli::kExitOk ? floorgen::cli::kExitBadInput : rc;
}

} // namespace

int main(int argc, char **argv) {
    using namespace floorgen;
    // A closed pipe (`isaac-floorgen-cli run ... | head`) ends the tool quietly, as it ends cat or grep: the
    // default action of SIGPIPE, set here even when the parent left it ignored (a tool that ignored it would
    // go on generating into a pipe nobody reads; issue 39). README: "What the tool promises".
    std::signal(SIGPIPE, SIG_DFL);
    app::setStandardInputClosed(occupyClosedStandardInput()); // before any file is opened
    const bool standardOutputClosed = occupyClosedStandardOutput();
    app::setStandardOutputClosed(standardOutputClosed); // export -o -: "closed", not "no space left"
    // Before any QHash exists (see floorexport.h): the same export gives the same bytes in every run.
    app::makePdfExportReproducible();
    // Commands that render need a QGuiApplication; with no display, render offscreen.
    bool needsGui = false;
    if (argc > 1) {
        if (const auto *c = cli::findCommand(QString::fromLocal8Bit(argv[1])))
            needsGui = c->needsGui;
    }
    std::unique_ptr<QCoreApplication> app;
    if (needsGui) {
        // Qt warns on standard error when XDG_RUNTIME_DIR is unset (no desktop session, CI, containers). A
        // tool whose output scripts read should not print that: give it a private directory of its own.
        if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
            const QByteArray dir = QDir::tempPath().toLocal8Bit() + "/isaac-floorgen-runtime-" +
                                   QByteArray::number(static_cast<qulonglong>(::getuid()));
            if (::mkdir(dir.constData(), 0700) == 0 || errno == EEXIST)
                qputenv("XDG_RUNTIME_DIR", dir);
        }
        if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") &&
            qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication::setApplicationName(QStringLiteral("isaac-floorgen-cli"));
    QCoreApplication::setApplicationVersion(app::applicationVersion());
    QCoreApplication::setOrganizationName(app::organizationName());

    // SIGINT and SIGTERM stop the long commands cleanly (interrupt.h).
    cli::installInterruptHandlers();

    QFile in;
    in.open(stdin, QIODevice::ReadOnly);
    QTextStream out(stdout);
    QTextStream err(stderr);
    cli::Io io{in, out, err};
    QStringList args = QCoreApplication::arguments();
    args.removeFirst();
    const int rc = cli::runCli(args, io);
    return finishStandardOutput(out, err, standardOutputClosed, rc);
}
