// libFuzzer target: the seed-string parser (generation.md 1.9) on arbitrary bytes.
//
// Properties: no crash or sanitizer report; an accepted string names a seed other than 0 whose canonical
// spelling parses back to the same seed; a refused string always has a message.

#include "floorgen/seedstring.h"
#include "fuzzcheck.h"

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    const auto parsed = floorgen::parseSeedString(text);
    if (parsed.ok()) {
        const std::uint32_t seed = *parsed;
        FUZZ_CHECK(seed != 0);
        const std::string canonical = floorgen::seedToString(seed);
        FUZZ_CHECK(canonical.size() == 9);
        const auto again = floorgen::parseSeedString(canonical);
        FUZZ_CHECK(again.ok() && *again == seed);
        const auto compact = floorgen::parseSeedString(floorgen::seedToString(seed, false));
        FUZZ_CHECK(compact.ok() && *compact == seed);
    } else {
        FUZZ_CHECK(!parsed.error().empty());
    }
    // The first four bytes as a seed: printing then parsing gives it back (or refuses seed 0).
    if (size >= 4) {
        std::uint32_t seed = 0;
        std::memcpy(&seed, data, 4);
        const auto back = floorgen::parseSeedString(floorgen::seedToString(seed));
        FUZZ_CHECK(seed == 0 ? !back.ok() : (back.ok() && *back == seed));
    }
    return 0;
}
