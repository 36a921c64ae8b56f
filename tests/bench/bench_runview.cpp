// The run view: the time from an item toggled in the side panel to every floor of the run generated again and
// repainted (issue 21: well under 100 ms). End to end in the main window (the panel's check box clicked, the
// single floor regenerated with its trace and decision log as the app does, the run regenerated, the sheet
// rendered into its cached image and the widget repainted), then the parts alone: generateRun and the sheet's
// paint at 1x and 2x.
//
// Run: QT_QPA_PLATFORM=offscreen build/bench/bench_runview [iterations]

#include "appsettings.h"
#include "floorgen/run.h"
#include "floorgen/seedstring.h"
#include "mainwindow.h"
#include "panel/settingspanel.h"
#include "run/runview.h"
#include "runsheet.h"

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <vector>

#include <QApplication>
#include <QCheckBox>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>

using namespace floorgen;

namespace {

struct Stats {
    double median, p95, max;
};

// CPU time of this thread in ms: unlike wall time, it does not count the time other processes take the CPU
// away (this machine builds other things meanwhile).
double cpuMs() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

template <typename F> void measure(const char *name, int n, F f) {
    std::vector<double> wall, cpu;
    QElapsedTimer t;
    for (int i = 0; i < n; ++i) {
        const double c0 = cpuMs();
        t.start();
        f(i);
        wall.push_back(t.nsecsElapsed() / 1e6);
        cpu.push_back(cpuMs() - c0);
    }
    auto stats = [](std::vector<double> ms) {
        std::sort(ms.begin(), ms.end());
        return Stats{ms[ms.size() / 2], ms[std::min(ms.size() - 1, ms.size() * 95 / 100)], ms.back()};
    };
    const Stats w = stats(wall), c = stats(cpu);
    std::printf("%-52s %7.2f %7.2f %7.2f   %7.2f %7.2f %7.2f\n", name, w.median, w.p95, w.max, c.median,
                c.p95, c.max);
}

} // namespace

int main(int argc, char **argv) {
    QApplication app(argc, argv);
    const int n = argc > 1 ? std::max(10, std::atoi(argv[1])) : 100;
    QTemporaryDir dir;
    app::AppSettings settings(dir.filePath(QStringLiteral("bench.ini")));

    Settings s;
    s.runSeed = parseSeedString("B91Y 9THH").value();
    std::printf("Run view of seed B91Y 9THH (repentance, %zu floors), %d toggles each, milliseconds\n",
                generateRun(s).floors.size(), n);
    std::printf("%-52s %7s %7s %7s   %7s %7s %7s\n", "case", "wall", "p95", "max", "cpu", "p95", "max");

    for (const QSize size : {QSize(1024, 768), QSize(1440, 900)}) {
        gui::MainWindow window(&settings);
        window.resize(size);
        window.show();
        window.openFloor(s);
        window.runView()->setShown(true);
        window.flushRendering();
        QCheckBox *box = window.settingsPanel()->itemCheckBox(Item::VoodooHead);
        gui::RunSheetWidget *sheet = window.runView()->sheetWidget();
        const QByteArray name = QStringLiteral("toggle Voodoo Head -> run repainted, %1x%2")
                                    .arg(size.width())
                                    .arg(size.height())
                                    .toUtf8();
        measure(name.constData(), n, [&](int) {
            box->click(); // the panel's settingsChanged: the window regenerates, the run view follows
            window.flushRendering();
            sheet->repaint();
        });
        std::printf("  (sheet %dx%d, %zu floors)\n", sheet->width(), sheet->height(),
                    sheet->sheet().floors.size());
    }

    measure("generateRun alone", n, [&](int i) {
        Settings t = s;
        t.set(Item::Luna, i % 2 == 1);
        const RunResult run = generateRun(t);
        if (!run.ok())
            std::abort();
    });
    app::RunSheet sheet;
    sheet.title = app::runSheetTitle(*s.runSeed);
    for (const Floor &floor : generateRun(s).floors)
        sheet.floors.push_back(app::runSheetFloor(floor));
    for (const qreal dpr : {1.0, 2.0}) {
        QImage image((QSizeF(1100, 700) * dpr).toSize(), QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(dpr);
        app::RunSheetOptions o;
        o.minTextPixels = 13;
        measure(dpr > 1 ? "sheet paint alone, 1100x700, dpr 2" : "sheet paint alone, 1100x700, dpr 1", n,
                [&](int i) {
                    o.showHidden = i % 2 == 0;
                    QPainter p(&image);
                    app::RunSheetRenderer::paint(p, QRectF(0, 0, 1100, 700), sheet, o);
                });
    }
    return 0;
}
