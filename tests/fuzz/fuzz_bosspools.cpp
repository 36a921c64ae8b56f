// libFuzzer target: the bosspools.xml reader (repentance.md R9.1, R19.1) on arbitrary text.
//
// Properties: no crash, sanitizer report or hang; a refused file has a message naming the file and a line and
// leaves the output as it was; an accepted file respects the pool cap (BossPoolData::valid), and written back
// and read again gives the same pools.

#include "floorgen/roomfiles.h"
#include "fuzzcheck.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
    floorgen::BossPoolData pools, again;
    pools.dt[5] = 7; // a refused file leaves this as it is
    std::string error;
    if (!floorgen::parseBossPoolsXml(std::string_view(reinterpret_cast<const char *>(data), size), "fuzz.xml",
                                     pools, error)) {
        FUZZ_CHECK(error.rfind("fuzz.xml: line ", 0) == 0);
        FUZZ_CHECK(pools.dt[5] == 7 && pools.pools[5].empty());
        return 0;
    }
    FUZZ_CHECK(pools.valid());
    FUZZ_CHECK(floorgen::parseBossPoolsXml(floorgen::writeBossPoolsXml(pools), "again.xml", again, error));
    FUZZ_CHECK(again.pools == pools.pools && again.dt == pools.dt);
    return 0;
}
