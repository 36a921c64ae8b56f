#include "jsonkeys.h"

#include <set>
#include <vector>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonValue>

namespace floorgen::app {

QString repeatedJsonKey(const QByteArray &json) {
    // One set of keys for each object open; an array's entry is a frame without keys. Linear in the text
    // (a key is looked up in its object's set: log of that object's size).
    struct Frame {
        bool object = false;
        bool expectKey = false; // in an object: the next string is a key
        std::set<QByteArray> keys;
    };
    std::vector<Frame> open;
    const qsizetype n = json.size();
    for (qsizetype i = 0; i < n; ++i) {
        const char c = json[i];
        if (c == '{') {
            open.push_back({true, true, {}});
        } else if (c == '[') {
            open.push_back({false, false, {}});
        } else if (c == '}' || c == ']') {
            if (!open.empty())
                open.pop_back();
        } else if (c == ',') {
            if (!open.empty() && open.back().object)
                open.back().expectKey = true;
        } else if (c == '"') {
            const qsizetype start = i;
            for (++i; i < n && json[i] != '"'; ++i)
                if (json[i] == '\\')
                    ++i;
            if (open.empty() || !open.back().object || !open.back().expectKey)
                continue;
            open.back().expectKey = false;
            // The key as JSON text, decoded so that "a" and "\u0061" are the same key.
            const QByteArray raw = json.mid(start, i - start + 1);
            const QJsonDocument wrapped = QJsonDocument::fromJson('[' + raw + ']');
            const QByteArray key = wrapped.isArray() && !wrapped.array().isEmpty()
                                       ? wrapped.array().first().toString().toUtf8()
                                       : raw;
            if (!open.back().keys.insert(key).second)
                return QString::fromUtf8(key);
        }
    }
    return QString();
}

} // namespace floorgen::app
