// libFuzzer target: the bossportraits.xml reader (repentance.md R9.1, R19.1) on arbitrary text.
//
// Properties: no crash, sanitizer report or hang; a refused file has a message naming the file and a line and
// leaves the output as it was; an accepted file written back and read again gives the same bosses (names cut
// to 200 bytes on reading).

#include "floorgen/roomfiles.h"
#include "fuzzcheck.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
    std::vector<floorgen::BossPortrait> bosses{{1, "kept", 3}}, again;
    std::string error;
    if (!floorgen::parseBossPortraitsXml(std::string_view(reinterpret_cast<const char *>(data), size),
                                         "fuzz.xml", bosses, error)) {
        FUZZ_CHECK(error.rfind("fuzz.xml: line ", 0) == 0);
        FUZZ_CHECK(bosses.size() == 1 && bosses[0].name == "kept");
        return 0;
    }
    FUZZ_CHECK(
        floorgen::parseBossPortraitsXml(floorgen::writeBossPortraitsXml(bosses), "again.xml", again, error));
    FUZZ_CHECK(again == bosses);
    return 0;
}
