#pragma once

// The game's run-seed strings, "XXXX XXXX" (generation.md 1.9).

#include "floorgen/expected.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace floorgen {

// The 8-bit checksum of a seed (1.9 step 1).
std::uint8_t seedChecksum(std::uint32_t seed);

// "XXXX XXXX" with the space; withSpace = false gives the 8 characters alone.
std::string seedToString(std::uint32_t seed, bool withSpace = true);

// Parses a seed string: surrounding white space is ignored, one space between the two groups is optional,
// letters are case-insensitive and the checksum is verified. Seed 0 is refused. The error says what is wrong.
Expected<std::uint32_t> parseSeedString(std::string_view text);

} // namespace floorgen
