// libFuzzer target: the packed-archive reader (generation.md 16.3) on arbitrary bytes, read from memory.
//
// Properties: no crash, sanitizer report, hang or allocation beyond what the bytes can hold (an entry's
// length is checked against what its data needs before anything is allocated); a refused archive or entry has
// a message naming the archive (and the entry) and leaves nothing decoded; a decoded entry has the length and
// the checksum its index gives.

#include "floorgen/gamearchive.h"
#include "fuzzcheck.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
    floorgen::ArchiveReader reader;
    std::string error;
    if (!reader.open(floorgen::memoryArchiveSource(std::span<const unsigned char>(data, size)), "fuzz.a",
                     error)) {
        FUZZ_CHECK(error.rfind("fuzz.a: ", 0) == 0);
        FUZZ_CHECK(reader.entries().empty());
        return 0;
    }
    std::size_t budget = 8u << 20; // decoded bytes a run may produce: keeps each input fast
    for (const floorgen::ArchiveEntry &e : reader.entries()) {
        if (e.length > budget)
            break;
        std::vector<unsigned char> out{1, 2, 3};
        if (!reader.read(e, "entry", out, error)) {
            FUZZ_CHECK(error.rfind("fuzz.a: entry: ", 0) == 0);
            FUZZ_CHECK(out.empty());
            continue;
        }
        budget -= e.length;
        FUZZ_CHECK(out.size() == e.length);
        FUZZ_CHECK(floorgen::archiveChecksum(out) == e.checksum);
    }
    (void)reader.find("resources/stages.xml");
    return 0;
}
