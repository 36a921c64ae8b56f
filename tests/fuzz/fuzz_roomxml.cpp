// libFuzzer target: the .xml room-file reader (generation.md 12 "Game data", the XML Basement Renovator
// writes) on arbitrary text.
//
// Properties: no crash, sanitizer report or hang (nesting is bounded); a refused file has a message naming
// the file and a line, and leaves no room behind; an accepted file written back as XML and as .stb gives the
// same rooms.

#include "floorgen/roomfiles.h"
#include "fuzzcheck.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
    floorgen::RoomFile file;
    file.name = "fuzz.xml";
    std::string error;
    if (!floorgen::parseRoomXml(std::string_view(reinterpret_cast<const char *>(data), size), file, error)) {
        FUZZ_CHECK(error.rfind("fuzz.xml: line ", 0) == 0);
        FUZZ_CHECK(file.rooms.empty());
        return 0;
    }
    floorgen::RoomFile xml, stb;
    FUZZ_CHECK(floorgen::parseRoomXml(floorgen::writeRoomXml(file), xml, error));
    FUZZ_CHECK(xml.rooms == file.rooms);
    FUZZ_CHECK(floorgen::parseStb(floorgen::writeStb(file), stb, error));
    FUZZ_CHECK(stb.rooms == file.rooms);
    return 0;
}
