// How long the map takes to repaint after a toggle: the renderer painting the widget's cached image (what
// MapWidget::renderNow does off the paint path), then the widget blitting it. Target: well under 16 ms.
//
// Run: QT_QPA_PLATFORM=offscreen build/bench/bench_render [iterations]

#include "floorgen/generator.h"
#include "floorgen/trace.h"
#include "floorrenderer.h"
#include "map/mapwidget.h"

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <vector>

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>

using namespace floorgen;

namespace {

struct Stats {
    double median, p95, max;
};

// CPU time of this thread in ms: unlike wall time, it does not count the time other processes take the
// CPU away (this machine builds other things meanwhile).
double cpuMs() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

// Times `f` n times; prints wall and CPU median / p95 / max.
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
    std::printf("%-40s %7.2f %7.2f %7.2f   %7.2f %7.2f %7.2f\n", name, w.median, w.p95, w.max, c.median,
                c.p95, c.max);
}

Floor floorFor(int stage, bool labyrinth) {
    Settings s;
    s.runSeed = 12345u;
    s.stage = stage;
    if (labyrinth)
        s.forcedCurses = kCurseLabyrinth;
    s.set(Item::Luna, true);
    return generateFloor(s).floor;
}

} // namespace

int main(int argc, char **argv) {
    QApplication app(argc, argv);
    const int n = argc > 1 ? std::max(10, std::atoi(argv[1])) : 300;

    struct Case {
        const char *name;
        int stage;
        bool labyrinth;
        QSize size;
        qreal dpr;
    };
    const Case cases[] = {
        {"Basement I, 1000x800, dpr 1", 1, false, {1000, 800}, 1},
        {"Basement I, 1000x800, dpr 2", 1, false, {1000, 800}, 2},
        {"Caves I Labyrinth, 1000x800, dpr 1", 3, true, {1000, 800}, 1},
        {"Caves I Labyrinth, 1000x800, dpr 2", 3, true, {1000, 800}, 2},
        {"The Void, 1600x1000, dpr 2", 12, false, {1600, 1000}, 2},
    };
    std::printf("Repaint after a toggle, %d repaints each, milliseconds\n", n);
    std::printf("%-40s %7s %7s %7s   %7s %7s %7s\n", "case", "wall", "p95", "max", "cpu", "p95", "max");
    for (const Case &c : cases) {
        const Floor floor = floorFor(c.stage, c.labyrinth);
        const app::FloorView view = app::FloorView::fromFloor(floor);
        QImage image((QSizeF(c.size) * c.dpr).toSize(), QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(c.dpr);
        app::RenderOptions o;
        o.legend = true;
        measure(c.name, n, [&](int i) {
            // Each repaint flips one overlay, as a click in the View menu does.
            switch (i % 4) {
            case 0:
                o.distanceHeatMap = !o.distanceHeatMap;
                break;
            case 1:
                o.roomNumbers = !o.roomNumbers;
                break;
            case 2:
                o.showHidden = !o.showHidden;
                break;
            default:
                o.deadEndNumbers = !o.deadEndNumbers;
                break;
            }
            QPainter p(&image);
            app::FloorRenderer::paint(p, QRectF(QPointF(0, 0), QSizeF(c.size)), view, o);
        });
    }

    // The widget end to end: toggle, rebuild the cache, repaint the widget.
    gui::MapWidget map;
    map.resize(1000, 800);
    map.show();
    Settings s;
    s.runSeed = 12345u;
    s.stage = 6;
    Trace trace;
    const GenerateResult r = generateFloor(s, &trace);
    map.setView(app::FloorView::fromFloor(r.floor));
    app::RenderOptions o;
    map.setOptions(o);
    map.renderNow();
    measure("MapWidget toggle + repaint, 1000x800", n, [&](int) {
        o.distanceHeatMap = !o.distanceHeatMap;
        map.setOptions(o);
        map.renderNow();
        map.repaint();
    });
    // Step-through: replay frame k and repaint (what each step of the player costs).
    measure("MapWidget step frame + repaint", n, [&](int i) {
        const std::size_t k = (static_cast<std::size_t>(i) * 7) % (trace.events.size() + 1);
        map.setView(app::FloorView::fromReplay(replay(trace, k), r.floor));
        map.renderNow();
        map.repaint();
    });
    return 0;
}
