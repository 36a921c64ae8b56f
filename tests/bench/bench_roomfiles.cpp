// Loading a full game's room files (issue 20's figure): writes a synthetic set of our own (never the game's
// data) into a temporary folder, ~15,000 rooms in 37 stage files of realistic sizes, every room with spawns,
// as .stb and as .xml, then times loadRoomFolder on each (three runs, the best and the median); then the same
// .stb files packed into an installation's archives (generation.md 16.3, mode 2: deflate blocks, the switch
// to stored blocks in every fourth file), timed with loadGameFolder, against the .stb folder.
//
//   bench_roomfiles [rooms=15000] [spawns per room=40] [cold]
//                                cold: every file is dropped from the page cache (posix_fadvise DONTNEED,
//                                after fsync) before each timed load, as after a reboot
//   bench_roomfiles write DIR    writes a game's catalog for `isaac-floorgen-cli bench --game-data DIR`, both
//                                rule sets (tests/core/synthcatalog.h's synthGameFiles: ~1,100 special rooms
//                                in file 0, ~360 normal rooms in each stage file, furnished with spawns;
//                                .stb)

#include "../core/archivewriter.h"
#include "../core/synthcatalog.h"
#include "floorgen/gamefolder.h"
#include "floorgen/roomfiles.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

using namespace floorgen;

namespace {

double wallSeconds() {
    using namespace std::chrono;
    return duration<double>(steady_clock::now().time_since_epoch()).count();
}

RoomFile syntheticFile(int stageId, int rooms, int spawns, std::uint32_t &state) {
    auto next = [&state] { return testing::synthNext(state); };
    RoomFile f;
    for (int i = 0; i < rooms; ++i) {
        const auto type = static_cast<RoomType>(i % 10 == 0 ? 1 + next() % 29 : 1);
        const auto shape = static_cast<Shape>(1 + next() % 12);
        RoomData r = testing::synthRoom(type, static_cast<std::uint32_t>(stageId * 10000 + i),
                                        static_cast<float>(next() % 4 + 1) * 0.5f,
                                        static_cast<std::uint8_t>(testing::allDoors(shape) & next()), shape,
                                        static_cast<std::uint8_t>(1 + next() % 15), next() % 4);
        r.name = "synthetic room " + std::to_string(i);
        for (int k = 0; k < spawns; ++k) {
            const RoomEntity e{static_cast<std::uint16_t>(next() % 1000), 0, 0, 1.0f};
            r.addSpawn(static_cast<std::int16_t>(next() % 26), static_cast<std::int16_t>(next() % 14),
                       std::span(&e, 1));
        }
        f.rooms.push_back(std::move(r));
    }
    return f;
}

// Drops the files under `dir` from the page cache (written pages first reach the disk).
void dropFromCache(const std::filesystem::path &dir) {
    for (const auto &entry : std::filesystem::recursive_directory_iterator(dir)) {
        if (!entry.is_regular_file())
            continue;
        const int fd = ::open(entry.path().c_str(), O_RDONLY);
        if (fd < 0)
            continue;
        ::fdatasync(fd);
        ::posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);
        ::close(fd);
    }
}

} // namespace

int main(int argc, char **argv) {
    if (argc == 3 && std::string(argv[1]) == "write") {
        std::filesystem::create_directories(argv[2]);
        std::size_t rooms = 0;
        auto save = [&](const char *name, RoomFile f) {
            testing::furnish(f); // spawns to draw; the picks read none
            const auto data = writeStb(f);
            std::ofstream out(std::filesystem::path(argv[2]) / name, std::ios::binary);
            out.write(reinterpret_cast<const char *>(data.data()), static_cast<std::streamsize>(data.size()));
            rooms += f.rooms.size();
        };
        const auto files = testing::synthGameFiles();
        for (const auto &[id, f] : files)
            save(f.name.c_str(), f);
        std::printf("wrote %zu rooms in %zu files to %s\n", rooms, files.size(), argv[2]);
        return 0;
    }
    const int total = argc > 1 ? std::atoi(argv[1]) : 15000;
    const int spawns = argc > 2 ? std::atoi(argv[2]) : 40;
    const bool cold = argc > 3 && std::string(argv[3]) == "cold";
    const int ids[] = {0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12, 13, 14, 15, 16, 17, 18,
                       19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36};
    const int files = static_cast<int>(std::size(ids));
    namespace fs = std::filesystem;
    const fs::path root = fs::temp_directory_path() / ("bench_roomfiles_" + std::to_string(::getpid()));
    std::uint32_t state = 12345;
    std::vector<std::pair<int, RoomFile>> stbFiles; // for the packed game
    double stbMedian = 0, stbCpu = 0;
    for (const char *format : {"stb", "xml"}) {
        const fs::path dir = root / format;
        fs::create_directories(dir);
        std::uintmax_t bytes = 0;
        state = 12345;
        for (int id : ids) {
            const RoomFile f = syntheticFile(id, total / files, spawns, state);
            char name[32];
            std::snprintf(name, sizeof name, "%02d.synthetic.%s", id, format);
            std::ofstream out(dir / name, std::ios::binary);
            if (format[0] == 's') {
                stbFiles.emplace_back(id, f);
                stbFiles.back().second.name = name;
                const auto data = writeStb(f);
                out.write(reinterpret_cast<const char *>(data.data()),
                          static_cast<std::streamsize>(data.size()));
            } else {
                const std::string text = writeRoomXml(f);
                out.write(text.data(), static_cast<std::streamsize>(text.size()));
            }
            out.close();
            bytes += fs::file_size(dir / name);
        }
        double times[3];
        std::size_t rooms = 0;
        for (double &t : times) {
            RoomFileSet set;
            std::string error;
            if (cold)
                dropFromCache(dir);
            const double t0 = wallSeconds();
            const std::clock_t c0 = std::clock();
            if (!loadRoomFolder(dir.string(), set, error)) {
                std::fprintf(stderr, "bench_roomfiles: %s\n", error.c_str());
                return 1;
            }
            t = wallSeconds() - t0;
            if (format[0] == 's')
                stbCpu += static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC / 3;
            rooms = set.roomCount;
        }
        std::sort(std::begin(times), std::end(times));
        std::printf("%s: %zu rooms in %d files, %.1f MB: loaded in %.3f s (best of 3), %.3f s (median)\n",
                    format, rooms, files, static_cast<double>(bytes) / 1e6, times[0], times[1]);
        if (format[0] == 's')
            stbMedian = times[1];
    }
    {
        // The .stb files in an installation: repentance.a (mode 2) with stages.xml; every fourth file
        // switches to stored blocks after its first block.
        std::vector<testing::ArchiveFile> entries;
        entries.push_back({"resources/stages.xml", testing::bytesOfText(testing::stagesXmlOf(stbFiles))});
        for (std::size_t i = 0; i < stbFiles.size(); ++i) {
            const auto data = writeStb(stbFiles[i].second);
            entries.push_back({"resources/rooms/" + stbFiles[i].second.name, data,
                               i % 4 == 3 && data.size() > 2048 ? 1 : -1});
        }
        const fs::path install = root / "install";
        const fs::path archive = install / "resources" / "packed" / "repentance.a";
        testing::writeBytes(archive, testing::writeArchive(2, entries));
        double times[3], packedCpu = 0;
        std::size_t rooms = 0;
        for (double &t : times) {
            RoomFileSet set;
            std::string error;
            if (cold)
                dropFromCache(install);
            const double t0 = wallSeconds();
            const std::clock_t c0 = std::clock();
            if (!loadGameFolder(install.string(), set, error)) {
                std::fprintf(stderr, "bench_roomfiles: %s\n", error.c_str());
                return 1;
            }
            t = wallSeconds() - t0;
            packedCpu += static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC / 3;
            rooms = set.roomCount;
        }
        std::sort(std::begin(times), std::end(times));
        std::printf("cpu time (every thread, mean of 3): stb %.3f s, packed %.3f s (%.2fx)\n", stbCpu,
                    packedCpu, packedCpu / stbCpu);
        std::printf(
            "packed: %zu rooms in %d files, archive %.1f MB: loaded in %.3f s (best of 3), %.3f s (median); "
            "%.2fx the .stb folder's median\n",
            rooms, files, static_cast<double>(fs::file_size(archive)) / 1e6, times[0], times[1],
            times[1] / stbMedian);
    }
    fs::remove_all(root);
    return 0;
}
