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

int main(int argc, char **argv) {
    using namespace floorgen;
    const long count = argc > 1 ? std::atol(argv[1]) : 200000;
    for (int stage : {1, 6}) {
        for (bool traced : {false, true}) {
            Settings s;
            s.stage = stage;
            Floor floor;
            Trace trace;
            std::uint64_t hash = kFnvOffset;
            long failures = 0;
            const long n = traced ? count / 10 : count;
            const auto t0 = std::chrono::steady_clock::now();
            for (long i = 1; i <= n; ++i) {
                s.stageSeed = static_cast<std::uint32_t>(i);
                if (generate(s, floor, traced ? &trace : nullptr) != GenerateStatus::Ok)
                    ++failures;
                else
                    hash = gridHash(floor, hash);
            }
            const double sec = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            std::printf("stage %d trace %-3s: %9.0f floors/s over %ld floors (failures %ld, hash %016llx)\n",
                        stage, traced ? "on" : "off", n / sec, n, failures,
                        static_cast<unsigned long long>(hash));
        }
    }
    constexpr long kRepeated = 256;
    Settings s;
    Floor floor;
    std::uint64_t hash = kFnvOffset;
    long failures = 0;
    const auto t0 = std::chrono::steady_clock::now();
    for (long i = 0; i < count; ++i) {
        s.stageSeed = static_cast<std::uint32_t>(1 + i % kRepeated);
        if (generate(s, floor) != GenerateStatus::Ok)
            ++failures;
        else
            hash = gridHash(floor, hash);
    }
    const double sec = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("stage 1 trace off: %9.0f floors/s over seeds 1..%ld repeated (failures %ld, hash %016llx)\n",
                count / sec, kRepeated, failures, static_cast<unsigned long long>(hash));
    return 0;
}
