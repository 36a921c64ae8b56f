#include "floorgen/seedstring.h"

#include <array>

namespace floorgen {

namespace {

constexpr std::string_view kAlphabet = "ABCDEFGHJKLMNPQRSTWXYZ01234V6789";
constexpr std::uint32_t kSeedMask = 0x0FEF7FFDu;

int symbolValue(char c) {
    if (c >= 'a' && c <= 'z')
        c = static_cast<char>(c - 'a' + 'A');
    const auto pos = kAlphabet.find(c);
    return pos == std::string_view::npos ? -1 : static_cast<int>(pos);
}

std::string describeBadCharacter(char c, std::size_t position) {
    std::string msg = "invalid character ";
    if (static_cast<unsigned char>(c) >= 0x20 && static_cast<unsigned char>(c) < 0x7F) {
        msg += '\'';
        msg += c;
        msg += '\'';
    } else {
        static constexpr char hex[] = "0123456789ABCDEF";
        msg += "byte 0x";
        msg += hex[(static_cast<unsigned char>(c) >> 4) & 0xF];
        msg += hex[static_cast<unsigned char>(c) & 0xF];
    }
    msg += " at position " + std::to_string(position + 1);
    switch (c) {
    case 'O':
    case 'o':
        msg += " (seeds use no letter O; did you mean the digit 0?)";
        break;
    case 'I':
    case 'i':
        msg += " (seeds use no letter I; did you mean the digit 1?)";
        break;
    case 'U':
    case 'u':
        msg += " (seeds use no letter U)";
        break;
    case '5':
        msg += " (seeds use no digit 5; the game writes V in its place)";
        break;
    default:
        msg += " (seeds use A-Z without I, O and U, and the digits 0-9 without 5)";
        break;
    }
    return msg;
}

} // namespace

std::uint8_t seedChecksum(std::uint32_t seed) {
    std::uint32_t x = 0;
    for (std::uint32_t t = seed; t != 0; t >>= 5) {
        x = (x + (t & 0xFFu)) & 0xFFu;
        x = ((x << 1) | (x >> 7)) & 0xFFu;
    }
    return static_cast<std::uint8_t>(x);
}

std::string seedToString(std::uint32_t seed, bool withSpace) {
    const std::uint64_t bits = (static_cast<std::uint64_t>(seed ^ kSeedMask) << 8) | seedChecksum(seed);
    std::string out;
    out.reserve(9);
    for (int i = 7; i >= 0; --i) {
        out += kAlphabet[static_cast<std::size_t>((bits >> (5 * i)) & 31u)];
        if (withSpace && i == 4)
            out += ' ';
    }
    return out;
}

Expected<std::uint32_t> parseSeedString(std::string_view text) {
    auto isSpace = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
    while (!text.empty() && isSpace(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && isSpace(text.back()))
        text.remove_suffix(1);
    if (text.empty())
        return Error{"empty seed: enter 8 characters such as \"B91Y 9THH\""};

    std::array<int, 8> digits{};
    std::size_t count = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == ' ') {
            if (count != 4 || text[i - 1] == ' ')
                return Error{"unexpected space at position " + std::to_string(i + 1) +
                             ": only one space, between the two groups of 4, is allowed"};
            continue;
        }
        const int v = symbolValue(c);
        if (v < 0)
            return Error{describeBadCharacter(c, i)};
        if (count < digits.size())
            digits[count] = v;
        ++count;
    }
    if (count != 8)
        return Error{std::string(count < 8 ? "too short" : "too long") +
                     ": a seed has 8 characters, this one has " + std::to_string(count)};

    std::uint64_t bits = 0;
    for (int d : digits)
        bits = (bits << 5) | static_cast<std::uint64_t>(d);
    const std::uint32_t seed = static_cast<std::uint32_t>(bits >> 8) ^ kSeedMask;
    const auto checksum = static_cast<std::uint8_t>(bits & 0xFFu);
    if (seedChecksum(seed) != checksum)
        return Error{"checksum mismatch: these 8 characters are not a seed the game can show; "
                     "check for a mistyped character"};
    if (seed == 0)
        return Error{"seed 0 is not a valid seed (the generator would never leave state 0)"};
    return seed;
}

} // namespace floorgen
