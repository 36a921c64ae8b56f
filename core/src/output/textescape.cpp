#include "floorgen/textescape.h"

#include "floorgen/json.h"

namespace floorgen {

namespace {

bool isControl(char32_t c) {
    return c < 0x20 || c == 0x7f || (c >= 0x80 && c <= 0x9f) || c == 0x2028 || c == 0x2029 ||
           (c >= 0xd800 && c <= 0xdfff);
}

void appendHex(std::string &out, char32_t c, int minDigits) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string digits;
    for (char32_t v = c; v != 0; v >>= 4)
        digits.insert(digits.begin(), kHex[v & 0xF]);
    while (static_cast<int>(digits.size()) < minDigits)
        digits.insert(digits.begin(), '0');
    out += digits;
}

void appendEscaped(std::string &out, char32_t c) {
    switch (c) {
    case '\n':
        out += "\\n";
        return;
    case '\t':
        out += "\\t";
        return;
    case '\r':
        out += "\\r";
        return;
    case 0x1b:
        out += "\\e";
        return;
    case 0:
        out += "\\0";
        return;
    default:
        break;
    }
    if (c < 0x100) {
        out += "\\x";
        appendHex(out, c, 2);
    } else {
        out += "\\u{";
        appendHex(out, c, 4);
        out += '}';
    }
}

std::string escape(std::string_view value, int maxChars, bool keepLineFeed, bool escapeQuote) {
    std::string out;
    int count = 0;
    for (std::size_t i = 0; i < value.size();) {
        if (maxChars >= 0 && count == maxChars) {
            out += "\xE2\x80\xA6"; // …
            break;
        }
        ++count;
        const char32_t c = json::nextCodePoint(value, i, true);
        if (c == '\\' && !keepLineFeed)
            out += "\\\\";
        else if (c == '"' && escapeQuote)
            out += "\\\"";
        else if (c == '\n' && keepLineFeed)
            out += '\n';
        else if (isControl(c))
            appendEscaped(out, c);
        else
            json::appendUtf8(out, c);
    }
    return out;
}

} // namespace

std::string escapedValue(std::string_view value, int maxChars) {
    return escape(value, maxChars, false, false);
}

std::string quotedValue(std::string_view value, int maxChars) {
    return '"' + escape(value, maxChars, false, true) + '"';
}

std::string escapedMessage(std::string_view message) {
    return escape(message, -1, true, false);
}

std::string escapedLine(std::string_view message) {
    std::string out;
    for (std::size_t i = 0; i < message.size();) {
        const char32_t c = json::nextCodePoint(message, i, true);
        if (isControl(c))
            appendEscaped(out, c);
        else
            json::appendUtf8(out, c);
    }
    return out;
}

} // namespace floorgen
