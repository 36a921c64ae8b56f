// Floors per second, stage 1 and stage 6, tracing off and on. Run: build/bench/bench_generate [count]
//
// Last, stage 1 untraced once more with the seeds 1..256 generated over and over: the branch predictor then
// learns those floors, so the gap to the first line is about what mispredicted branches cost (a floor's
// tests on its own draws and grid cannot be predicted from the floors before it). See DEVELOPERS.md.
#include "floorgen/generator.h"
#include "floorgen/trace.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>

namespace {

using namespace floorgen;

struct Run {
    double seconds = 0;
    long failures = 0;
    std::uint64_t hash = kFnvOffset;
};

// n floors of `stage`, with the stage seeds 1, 2, ..., `period` and then again from 1.
Run timeFloors(int stage, Trace *trace, long n, long period) {
    Settings s;
    s.stage = stage;
    Floor floor;
    Run run;
    const auto t0 = std::chrono::steady_clock::now();
    for (long i = 0; i < n; ++i) {
        s.stageSeed = static_cast<std::uint32_t>(1 + i % period);
        if (generate(s, floor, trace) != GenerateStatus::Ok)
            ++run.failures;
        else
            run.hash = gridHash(floor, run.hash);
    }
    run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return run;
}

} // namespace

int main(int argc, char **argv) {
    const long count = argc > 1 ? std::atol(argv[1]) : 200000;
    for (int stage : {1, 6}) {
        for (bool traced : {false, true}) {
            Trace trace;
            const long n = traced ? count / 10 : count;
            const Run r = timeFloors(stage, traced ? &trace : nullptr, n, n);
            std::printf("stage %d trace %-3s: %9.0f floors/s over %ld floors (failures %ld, hash %016llx)\n",
                        stage, traced ? "on" : "off", n / r.seconds, n, r.failures,
                        static_cast<unsigned long long>(r.hash));
        }
    }
    constexpr long kRepeated = 256;
    const Run r = timeFloors(1, nullptr, count, kRepeated);
    std::printf("stage 1 trace off: %9.0f floors/s over seeds 1..%ld repeated (failures %ld, hash %016llx)\n",
                count / r.seconds, kRepeated, r.failures, static_cast<unsigned long long>(r.hash));
    return 0;
}
