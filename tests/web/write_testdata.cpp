// Writes the synthetic game data the web exactness test (tests/web/run-exactness.sh) reads through both the
// CLI and web/tools/batch.mjs: our own room files only (tests/core/synthcatalog.h), never the game's.
//
//   write_web_testdata DIR
//     DIR/packed/The Binding of Isaac Rebirth   an installation's packed archives
//     (tests/core/archivewriter.h) DIR/extracted/resources                   the same files extracted
//     (rooms/*.stb, bosspools.xml, ...) DIR/rich/rooms                            synthRichGameFiles():
//     special layouts of every shape, misses

#include "../core/archivewriter.h"
#include "../core/synthcatalog.h"

#include <cstdio>
#include <filesystem>

using namespace floorgen;
using namespace floorgen::testing;

int main(int argc, char **argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: write_web_testdata DIR\n");
        return 2;
    }
    namespace fs = std::filesystem;
    const fs::path dir = argv[1];
    fs::remove_all(dir);
    // As test_gamefolder_cli's synthetic game: furnished rooms (several blocks a file), boss pools and
    // portraits of our own.
    auto files = synthGameFiles();
    for (auto &[id, f] : files)
        furnish(f);
    BossPoolData data;
    for (std::int16_t slot = 1; slot <= 17; ++slot)
        data.pools[static_cast<std::size_t>(slot)] = {BossEntry{slot, 1.0f},
                                                      BossEntry{static_cast<std::int16_t>(slot + 20), 0.5f}};
    std::vector<BossPortrait> bosses;
    for (int id = 1; id <= 40; ++id)
        bosses.push_back({id, "Boss " + std::to_string(id), -1});
    writeSyntheticGame(dir / "packed" / "The Binding of Isaac Rebirth", dir / "extracted" / "resources",
                       files, writeBossPoolsXml(data), writeBossPortraitsXml(bosses));
    for (const auto &[id, f] : synthRichGameFiles(false))
        writeBytes(dir / "rich" / "rooms" / fs::path(f.name).filename(), writeStb(f));
    return 0;
}
