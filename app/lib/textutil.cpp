#include "textutil.h"

namespace floorgen::app {

namespace {

bool isControl(char32_t c) {
    return c < 0x20 || c == 0x7f || (c >= 0x80 && c <= 0x9f) || c == 0x2028 || c == 0x2029 ||
           (c >= 0xd800 && c <= 0xdfff);
}

void appendEscaped(QString &out, char32_t c) {
    switch (c) {
    case '\n':
        out += QLatin1String("\\n");
        return;
    case '\t':
        out += QLatin1String("\\t");
        return;
    case '\r':
        out += QLatin1String("\\r");
        return;
    case 0x1b:
        out += QLatin1String("\\e");
        return;
    case 0:
        out += QLatin1String("\\0");
        return;
    default:
        break;
    }
    const QString hex = QString::number(static_cast<uint>(c), 16).toUpper();
    if (c < 0x100)
        out += QLatin1String("\\x") + hex.rightJustified(2, QLatin1Char('0'));
    else
        out += QLatin1String("\\u{") + hex.rightJustified(4, QLatin1Char('0')) + QLatin1Char('}');
}

// Walks `text` code point by code point (a lone surrogate is its own code point).
template <typename Visit> void forEachCodePoint(const QString &text, Visit visit) {
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = text.at(i);
        if (c.isHighSurrogate() && i + 1 < n && text.at(i + 1).isLowSurrogate()) {
            if (!visit(QChar::surrogateToUcs4(c, text.at(i + 1))))
                return;
            ++i;
        } else if (!visit(static_cast<char32_t>(c.unicode()))) {
            return;
        }
    }
}

void appendCodePoint(QString &out, char32_t c) {
    if (QChar::requiresSurrogates(c)) {
        out += QChar(QChar::highSurrogate(c));
        out += QChar(QChar::lowSurrogate(c));
    } else {
        out += QChar(static_cast<char16_t>(c));
    }
}

QString escape(const QString &value, int maxChars, bool keepLineFeed, bool escapeQuote) {
    QString out;
    int count = 0;
    bool cut = false;
    forEachCodePoint(value, [&](char32_t c) {
        if (maxChars >= 0 && count == maxChars) {
            cut = true;
            return false;
        }
        ++count;
        if (c == '\\' && !keepLineFeed)
            out += QLatin1String("\\\\");
        else if (c == '"' && escapeQuote)
            out += QLatin1String("\\\"");
        else if (c == '\n' && keepLineFeed)
            out += QLatin1Char('\n');
        else if (isControl(c))
            appendEscaped(out, c);
        else
            appendCodePoint(out, c);
        return true;
    });
    if (cut)
        out += QChar(0x2026);
    return out;
}

} // namespace

QString escapedValue(const QString &value, int maxChars) {
    return escape(value, maxChars, false, false);
}

QString quotedValue(const QString &value, int maxChars) {
    return QLatin1Char('"') + escape(value, maxChars, false, true) + QLatin1Char('"');
}

QString escapedMessage(const QString &message) {
    return escape(message, -1, true, false);
}

QString escapedLine(const QString &message) {
    QString out;
    forEachCodePoint(message, [&](char32_t c) {
        if (isControl(c))
            appendEscaped(out, c);
        else
            appendCodePoint(out, c);
        return true;
    });
    return out;
}

} // namespace floorgen::app
