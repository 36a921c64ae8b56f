#include "textutil.h"

#include "floorgen/json.h"

namespace floorgen::app {

std::string utf8(const QString &s) {
    std::string out;
    out.reserve(static_cast<std::size_t>(s.size()));
    const auto put = [&out](char32_t c) { json::appendUtf8(out, c); };
    const qsizetype n = s.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = s.at(i);
        if (c.isHighSurrogate() && i + 1 < n && s.at(i + 1).isLowSurrogate()) {
            put(QChar::surrogateToUcs4(c, s.at(i + 1)));
            ++i;
        } else {
            put(c.unicode());
        }
    }
    return out;
}

QString escapedValue(const QString &value, int maxChars) {
    return sv(floorgen::escapedValue(utf8(value), maxChars));
}

QString quotedValue(const QString &value, int maxChars) {
    return sv(floorgen::quotedValue(utf8(value), maxChars));
}

QString escapedMessage(const QString &message) {
    return sv(floorgen::escapedMessage(utf8(message)));
}

QString escapedLine(const QString &message) {
    return sv(floorgen::escapedLine(utf8(message)));
}

} // namespace floorgen::app
