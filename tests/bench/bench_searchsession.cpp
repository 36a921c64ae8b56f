// Memory of the seed search's result list (issue 39): a search session with many results opened in the main
// window's Seed search page, the small maps of the rows in view drawn, the list scrolled through to its end
// and back, then the program exits by itself. Measure it with /usr/bin/time -v ("Maximum resident set size"),
// a session of N results against one of 0 results (the baseline):
//
//   build/bench/bench_searchsession write /tmp/s1m.json 1000000   (a session of N run seeds, 1, 4, 7, ...)
//   build/bench/bench_searchsession write /tmp/s0.json 0
//   QT_QPA_PLATFORM=offscreen /usr/bin/time -v build/bench/bench_searchsession open /tmp/s1m.json
//
// `open FILE --save OUT` saves the session again at the end (SearchPanel::saveSession), counted in the peak.
// `open FILE --shot PNG [--dark]` also saves the window with the list given most of the page's height and its
// second row selected (light, or the dark palette with Fusion), to look at the list.
//
// `write` saves the session the panel saves for its form as it starts (SearchPanel::saveSession) and puts N
// seeds in its "results": the file is in the app's own format.

#include "appsettings.h"
#include "mainwindow.h"
#include "search/searchpanel.h"
#include "uistyle.h"

#include <cstdio>
#include <cstdlib>

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPalette>
#include <QScrollBar>
#include <QSplitter>
#include <QStandardPaths>
#include <QStyleFactory>
#include <QTemporaryDir>

using namespace floorgen;
using namespace floorgen::gui;

namespace {

// The peak resident set size of this process so far, in kB (VmHWM), as /usr/bin/time reports it at the end.
long peakKb() {
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').front().toLong();
    return -1;
}

int write(const QString &path, long count) {
    QTemporaryDir dir;
    SearchPanel panel;
    QString error;
    const QString empty = dir.filePath(QStringLiteral("empty.json"));
    if (!panel.saveSession(empty, error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    QFile in(empty);
    if (!in.open(QIODevice::ReadOnly))
        return 1;
    QJsonObject o = QJsonDocument::fromJson(in.readAll()).object();
    QJsonArray results;
    for (long i = 0; i < count; ++i)
        results.append(static_cast<qint64>(1 + 3 * i));
    o.insert(QStringLiteral("results"), results);
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        out.write(QJsonDocument(o).toJson(QJsonDocument::Indented)) < 0) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
        return 1;
    }
    return 0;
}

int open(const QString &path, const QString &shot, const QString &save) {
    QTemporaryDir dir;
    app::AppSettings settings(dir.filePath(QStringLiteral("bench.ini")));
    MainWindow window(&settings);
    window.resize(1024, 768);
    window.show();
    window.findChild<QAction *>(QStringLiteral("seedSearchAction"))->trigger();
    QCoreApplication::processEvents();
    auto *panel = window.findChild<SearchPanel *>();
    const long before = peakKb();
    QString error;
    if (!panel->openSession(path, error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    auto *view = panel->findChild<QAbstractItemView *>(QStringLiteral("searchResults")); // resultList()
    QCoreApplication::processEvents();
    panel->renderVisibleThumbnails();
    // Through the list: twenty stops from the top to the end, the small maps drawn at each, then back up.
    QScrollBar *bar = view->verticalScrollBar();
    for (int i = 0; i <= 20; ++i) {
        bar->setValue(static_cast<int>(static_cast<long long>(bar->maximum()) * i / 20));
        QCoreApplication::processEvents();
        panel->renderVisibleThumbnails();
    }
    bar->setValue(0);
    QCoreApplication::processEvents();
    panel->renderVisibleThumbnails();
    window.repaint();
    if (!shot.isEmpty()) {
        auto *splitter = window.findChild<QSplitter *>(QStringLiteral("searchSplitter"));
        splitter->setSizes({1, 1000});
        QCoreApplication::processEvents();
        panel->renderVisibleThumbnails();
        view->setCurrentIndex(view->model()->index(1, 0));
        QCoreApplication::processEvents();
        if (!window.grab().save(shot))
            return 1;
    }
    if (!save.isEmpty() && !panel->saveSession(save, error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    std::printf("%zu results, %d rows in the view; peak RSS %ld kB before opening, %ld kB at the end\n",
                panel->results().size(), view->model()->rowCount(), before, peakKb());
    return 0;
}

} // namespace

int main(int argc, char **argv) {
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // no settings of the user's read or written
    const QStringList args = QCoreApplication::arguments();
    if (args.size() == 4 && args[1] == QLatin1String("write"))
        return write(args[2], args[3].toLong());
    if (args.size() >= 3 && args[1] == QLatin1String("open")) {
        const qsizetype shot = args.indexOf(QLatin1String("--shot"));
        const qsizetype save = args.indexOf(QLatin1String("--save"));
        if (args.contains(QLatin1String("--dark"))) {
            QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
            QApplication::setPalette(darkPalette());
        }
        return open(args[2], shot > 0 && shot + 1 < args.size() ? args[shot + 1] : QString(),
                    save > 0 && save + 1 < args.size() ? args[save + 1] : QString());
    }
    std::fprintf(
        stderr,
        "usage: bench_searchsession write FILE COUNT | open FILE [--save OUT] [--shot PNG [--dark]]\n");
    return 2;
}
