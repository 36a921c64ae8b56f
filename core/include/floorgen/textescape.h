#pragma once

// The one safe way to echo a user's value in a message, for every front end (UTF-8; app/lib/textutil.h has
// the same for QString, calling these).

#include <string>
#include <string_view>

namespace floorgen {

// How long an echoed value may be, in characters (code points, not bytes), before it is cut.
inline constexpr int kMaxEchoedChars = 60;
// The same for a file path, which is often longer and still worth seeing whole.
inline constexpr int kMaxEchoedPathChars = 256;

// `value` made safe to print in a message, without quotes: control characters (C0, DEL, C1, and the line
// and paragraph separators) written as escapes (\n, \t, \r, \e, \0, \xHH, \u{HHHH}), a backslash doubled,
// and anything past `maxChars` characters cut with an ellipsis ("…"). A lone surrogate (the WTF-8 form a
// JSON \uD800 escape leaves) is written as \u{D800}; a byte that is not UTF-8 as U+FFFD.
std::string escapedValue(std::string_view value, int maxChars = kMaxEchoedChars);
// escapedValue in double quotes, with a double quote inside escaped: the form every error message that
// echoes input uses ("--seed \"B91Y\e[31m9THH\": ...").
std::string quotedValue(std::string_view value, int maxChars = kMaxEchoedChars);
// A whole message made safe for a terminal: control characters escaped as above except the line feed, no
// length limit, a backslash kept.
std::string escapedMessage(std::string_view message);
// A one-line message made safe for a terminal: as escapedMessage, the line feed escaped too.
std::string escapedLine(std::string_view message);

} // namespace floorgen
