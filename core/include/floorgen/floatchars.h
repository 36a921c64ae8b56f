#pragma once

// Float <-> decimal text without the locale, where std::from_chars / std::to_chars lack float (the libc++ 14
// of Debian 12's emscripten). With libstdc++ both are std::from_chars / std::to_chars themselves; elsewhere
// the text is checked against from_chars' grammar first ([-]digits[.digits][e[+-]digits], no '+', no space,
// no hex) and then read by strtof, which in emscripten's musl is correctly rounded and ignores the locale, so
// both read every accepted text to the same float. inf and nan are read as from_chars reads them (callers
// reject them).

#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <system_error>

namespace floorgen::floatchars {

// parseFloat and shortestFloat without float from_chars / to_chars (compiled everywhere, so that the native
// tests compare them with the standard ones: test_roomfiles).
inline bool parseFloatFallback(std::string_view text, float &out) {
    std::size_t i = 0;
    const auto digits = [&] {
        const std::size_t from = i;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9')
            ++i;
        return i - from;
    };
    if (i < text.size() && text[i] == '-')
        ++i;
    std::string_view rest = text.substr(i);
    const auto lower = [](std::string_view s, std::string_view word) {
        if (s.size() != word.size())
            return false;
        for (std::size_t k = 0; k < s.size(); ++k)
            if ((s[k] | 0x20) != word[k])
                return false;
        return true;
    };
    if (lower(rest, "inf") || lower(rest, "infinity") || lower(rest, "nan")) {
        out = std::strtof(std::string(text).c_str(), nullptr);
        return true;
    }
    const std::size_t mantissaFrom = i;
    std::size_t mantissa = digits();
    if (i < text.size() && text[i] == '.') {
        ++i;
        mantissa += digits();
    }
    const bool nonZero =
        text.substr(mantissaFrom, i - mantissaFrom).find_first_of("123456789") != std::string_view::npos;
    if (mantissa == 0)
        return false;
    if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
        ++i;
        if (i < text.size() && (text[i] == '+' || text[i] == '-'))
            ++i;
        if (digits() == 0)
            return false;
    }
    if (i != text.size())
        return false;
    // Out of range as from_chars says it (whatever errno the C library sets): a number too large for a float,
    // or one that rounds to zero but is not zero. Subnormal results are read.
    const std::string copy(text);
    const float x = std::strtof(copy.c_str(), nullptr);
    if (x - x != 0 || (x == 0 && nonZero))
        return false;
    out = x;
    return true;
}

inline std::string shortestFloatFallback(float f) {
    char buf[64];
    if (f != f)
        return f < 0 ? "-nan" : "nan";
    if (f == f * 2 && f != 0)
        return f < 0 ? "-inf" : "inf";
    // The fewest significant digits that read back as f.
    int precision = 0;
    for (; precision < 9; ++precision) {
        std::snprintf(buf, sizeof buf, "%.*e", precision, static_cast<double>(f));
        if (std::strtof(buf, nullptr) == f)
            break;
    }
    std::snprintf(buf, sizeof buf, "%.*e", precision, static_cast<double>(f));
    const std::string sci = buf; // d.ddde[+-]XX, as to_chars writes its exponent (at least two digits)
    const std::size_t e = sci.find('e');
    const int exponent = std::atoi(sci.c_str() + e + 1);
    std::string digitsOnly;
    for (std::size_t k = 0; k < e; ++k)
        if (sci[k] >= '0' && sci[k] <= '9')
            digitsOnly += sci[k];
    const bool negative = sci[0] == '-';
    std::string fixed = negative ? "-" : "";
    const int n = static_cast<int>(digitsOnly.size());
    if (exponent >= 0) {
        if (exponent + 1 >= n) {
            // A whole number of exponent + 1 digits: of those that read back as f, to_chars writes the one
            // nearest to it, f itself rounded to a whole number.
            std::snprintf(buf, sizeof buf, "%.0f", static_cast<double>(f));
            return std::string(buf).size() <= sci.size() ? std::string(buf) : sci;
        } else {
            fixed += digitsOnly.substr(0, static_cast<std::size_t>(exponent + 1)) + "." +
                     digitsOnly.substr(static_cast<std::size_t>(exponent + 1));
        }
    } else {
        fixed += "0." + std::string(static_cast<std::size_t>(-exponent - 1), '0') + digitsOnly;
    }
    return fixed.size() <= sci.size() ? fixed : sci;
}

// Reads all of text as a float; false when it is not one number (or out of float's range).
inline bool parseFloat(std::string_view text, float &out) {
#if defined(__cpp_lib_to_chars)
    float x = 0;
    const auto r = std::from_chars(text.data(), text.data() + text.size(), x);
    if (r.ec != std::errc{} || r.ptr != text.data() + text.size())
        return false;
    out = x;
    return true;
#else
    return parseFloatFallback(text, out);
#endif
}

// The shortest text that reads back as f, fixed or scientific, whichever is shorter (fixed on a tie): what
// std::to_chars(first, last, f) writes.
inline std::string shortestFloat(float f) {
#if defined(__cpp_lib_to_chars)
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, f);
    return std::string(buf, r.ptr);
#else
    return shortestFloatFallback(f);
#endif
}

} // namespace floorgen::floatchars
