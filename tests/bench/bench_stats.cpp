// Statistics and seed-search speed: runStatistics over N random stage-1 seeds and searchSeeds over a
// stage-seed range, on 1 and on T threads (default: every core). Prints wall-clock rates, the CPU time per
// floor, and what a full 2^32 stage-seed sweep would take at the measured search rate.
//
//   bench_stats [floors=1000000] [search seeds=4000000] [threads=0]

#include "floorgen/search.h"
#include "floorgen/stats.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>

using namespace floorgen;

namespace {

double cpuSeconds() {
    return static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
}

double wallSeconds() {
    using namespace std::chrono;
    return duration<double>(steady_clock::now().time_since_epoch()).count();
}

} // namespace

int main(int argc, char **argv) {
    const unsigned long long floors = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 1000000ull;
    const unsigned long long seeds = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 4000000ull;
    const int threads = effectiveThreads(argc > 3 ? std::atoi(argv[3]) : 0);
    if (floors == 0 || seeds == 0 || seeds > 0xFFFFFFFFull) {
        std::fprintf(stderr, "bench_stats: counts must be 1..4294967295\n");
        return 2;
    }
    Settings s; // stage 1, repentance, full health
    for (int t : {1, threads}) {
        StatsOptions o;
        o.threads = t;
        double w = wallSeconds(), c = cpuSeconds();
        const StatsResult r = runStatistics(s, SeedSpace::Stage, SeedSet::random(floors), o);
        w = wallSeconds() - w;
        c = cpuSeconds() - c;
        std::printf(
            "{\"what\":\"stats\",\"threads\":%d,\"floors\":%llu,\"seconds\":%.3f,\"floorsPerSecond\":%.0f,"
            "\"cpuSecondsPerMillionFloors\":%.3f}\n",
            t, static_cast<unsigned long long>(r.stats.floors + r.stats.failures), w, floors / w,
            c / static_cast<double>(floors) * 1e6);
        if (t == threads)
            break;
    }
    Criteria c;
    c.counts.push_back({RoomKind{false, RoomType::Library}, 1, -1});
    c.distances.push_back({RoomKind{true, RoomType::Null}, RoomKind{false, RoomType::Treasure}, 1});
    SearchOptions o;
    o.threads = threads;
    double w = wallSeconds();
    const SearchResult r = searchSeeds(s, c, SeedSpace::Stage, 1, static_cast<std::uint32_t>(seeds), o);
    w = wallSeconds() - w;
    const double rate = static_cast<double>(r.tried) / w;
    std::printf("{\"what\":\"search\",\"threads\":%d,\"seeds\":%llu,\"found\":%zu,\"seconds\":%.3f,"
                "\"seedsPerSecond\":%.0f,\"fullSweepMinutes\":%.1f}\n",
                threads, static_cast<unsigned long long>(r.tried), r.seeds.size(), w, rate,
                4294967295.0 / rate / 60.0);
    return 0;
}
