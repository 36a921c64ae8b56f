#pragma once

// Text helpers shared by both front ends: the core's names (std::string_view, UTF-8) as QString, and the one
// safe way to echo a user's value in a message.

#include "floorgen/textescape.h"

#include <string>
#include <string_view>

#include <QString>

namespace floorgen::app {

inline QString sv(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

// `s` as UTF-8 for the core's functions; a lone surrogate as its three-byte form (WTF-8), which the core's
// escapes write as \u{D800} as before.
std::string utf8(const QString &s);

// How long an echoed value may be, in characters (not bytes, not UTF-16 units), before it is cut.
using floorgen::kMaxEchoedChars;
// The same for a file path, which is often longer and still worth seeing whole.
using floorgen::kMaxEchoedPathChars;

// The functions of floorgen/textescape.h on QString:
// `value` made safe to print in a message, without quotes: control characters (C0, DEL, C1, and the line
// and paragraph separators) written as escapes (\n, \t, \r, \e, \0, \xHH, \u{HHHH}), a backslash doubled,
// and anything past kMaxEchoedChars characters cut with an ellipsis ("…"). A character outside the BMP
// counts as one character and is never split; a lone surrogate is written as \u{HHHH}.
QString escapedValue(const QString &value, int maxChars = kMaxEchoedChars);

// escapedValue in double quotes, with a double quote inside escaped: the form every error message that
// echoes input uses ("--seed \"B91Y\e[31m9THH\": ...").
QString quotedValue(const QString &value, int maxChars = kMaxEchoedChars);

// A whole message made safe for a terminal: control characters escaped as above except the line feed, no
// length limit. For messages that may carry text from elsewhere (the core's, the system's).
QString escapedMessage(const QString &message);

// A one-line message made safe for a terminal: as escapedMessage, the line feed escaped too (a file or folder
// name with a newline in it stays on the message's line; issue 39).
QString escapedLine(const QString &message);

} // namespace floorgen::app
