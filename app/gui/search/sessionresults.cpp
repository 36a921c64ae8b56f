#include "search/sessionresults.h"

#include <charconv>
#include <utility>

#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace floorgen::gui {

namespace {

constexpr qint64 kChunk = 1 << 20;       // bytes read at a time
constexpr std::size_t kBlock = 1u << 16; // seeds a block: no vector doubling while the seeds come in

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

} // namespace

bool splitSessionResults(QIODevice &device, QByteArray &rest, std::vector<std::uint32_t> &seeds) {
    rest.clear();
    seeds.clear();
    std::vector<std::vector<std::uint32_t>> blocks;
    std::size_t count = 0;

    // Outside the array: JSON's structure, enough to know the top-level object's keys.
    int depth = 0;
    bool inString = false, escaped = false;
    bool expectKey = false; // depth 1: the next string is a key
    bool inKey = false;
    QByteArray key;              // the key being read (depth 1), or the last one read
    bool valueOfResults = false; // after `"results":`, before its value
    bool seen = false;           // the array was read
    // Inside the array.
    bool inArray = false;
    enum class Want { FirstOrEnd, Number, CommaOrEnd } want = Want::FirstOrEnd;
    bool inNumber = false;
    std::uint64_t value = 0;
    int digits = 0;
    auto commit = [&]() {
        if (value == 0)
            return false;
        if (blocks.empty() || blocks.back().size() == kBlock) {
            blocks.emplace_back();
            blocks.back().reserve(kBlock);
        }
        blocks.back().push_back(static_cast<std::uint32_t>(value));
        ++count;
        inNumber = false;
        value = 0;
        digits = 0;
        return true;
    };

    QByteArray chunk;
    for (;;) {
        chunk = device.read(kChunk);
        if (chunk.isEmpty()) {
            if (!device.atEnd())
                return false; // a read error
            break;
        }
        for (const char c : std::as_const(chunk)) {
            if (inArray) {
                if (c >= '0' && c <= '9') {
                    if (want == Want::CommaOrEnd && !inNumber)
                        return false; // two numbers without a comma
                    if (inNumber && digits == 1 && value == 0)
                        return false; // a leading zero (not JSON)
                    value = value * 10 + static_cast<unsigned>(c - '0');
                    if (++digits > 10 || value > 0xFFFFFFFFull)
                        return false;
                    inNumber = true;
                    want = Want::CommaOrEnd;
                } else if (isSpace(c)) {
                    inNumber = false;
                } else if (c == ',') {
                    if (want != Want::CommaOrEnd || !commit())
                        return false;
                    want = Want::Number;
                } else if (c == ']') {
                    if (want == Want::Number || (want == Want::CommaOrEnd && !commit()))
                        return false;
                    inArray = false;
                    --depth;
                    rest.append(c);
                } else {
                    return false; // a fraction, an exponent, a sign, a string, ...: JSON will read it
                }
                continue;
            }
            rest.append(c);
            if (inString) {
                if (escaped)
                    escaped = false;
                else if (c == '\\') {
                    escaped = true;
                    if (inKey)
                        return false; // an escaped key might spell "results"
                } else if (c == '"') {
                    inString = false;
                    inKey = false;
                } else if (inKey && key.size() <= 8)
                    key.append(c);
                continue;
            }
            if (valueOfResults && !isSpace(c)) {
                valueOfResults = false;
                if (c == '[') {
                    if (seen)
                        return false; // the key twice
                    seen = true;
                    inArray = true;
                    want = Want::FirstOrEnd;
                    ++depth;
                    continue;
                }
                // Not an array: left in `rest`, where JSON says what it is.
            }
            switch (c) {
            case '"':
                inString = true;
                if (depth == 1 && expectKey) {
                    inKey = true;
                    key.clear();
                }
                break;
            case '{':
            case '[':
                ++depth;
                expectKey = depth == 1 && c == '{';
                break;
            case '}':
            case ']':
                --depth;
                break;
            case ',':
                expectKey = depth == 1;
                break;
            case ':':
                if (depth == 1) {
                    expectKey = false;
                    valueOfResults = key == "results";
                }
                break;
            default:
                break;
            }
        }
    }
    if (inArray)
        return false;
    seeds.reserve(count);
    for (std::vector<std::uint32_t> &block : blocks) {
        seeds.insert(seeds.end(), block.begin(), block.end());
        std::vector<std::uint32_t>().swap(block);
    }
    return true;
}

bool writeSessionWithResults(QIODevice &device, const QJsonObject &session,
                             std::span<const std::uint32_t> seeds, QString &error) {
    auto put = [&](const QByteArray &bytes) {
        if (device.write(bytes) == bytes.size())
            return true;
        error = device.errorString();
        return false;
    };
    const QByteArray text = QJsonDocument(session).toJson(QJsonDocument::Indented);
    // A top-level key is indented by four spaces, a nested one by more, and a string holds no raw line
    // break: this is the top-level "results" and nothing else.
    static const QByteArray marker = QByteArrayLiteral("\n    \"results\": [\n");
    const qsizetype at = text.indexOf(marker);
    if (at < 0 || !session.value(QStringLiteral("results")).toArray().isEmpty()) {
        // Not the object this is for: the seeds go in as JSON values, the whole text at once.
        QJsonObject whole = session;
        QJsonArray array = session.value(QStringLiteral("results")).toArray();
        for (std::uint32_t seed : seeds)
            array.append(static_cast<qint64>(seed));
        whole.insert(QStringLiteral("results"), array);
        return put(QJsonDocument(whole).toJson(QJsonDocument::Indented));
    }
    const qsizetype split = at + marker.size();
    if (!put(text.left(split)))
        return false;
    // Each seed as QJsonDocument writes an array's element at depth 2: eight spaces, the number, a comma
    // but after the last.
    QByteArray block;
    block.reserve(static_cast<qsizetype>(kChunk + 32));
    for (std::size_t i = 0; i < seeds.size(); ++i) {
        char digits[16];
        const auto end = std::to_chars(digits, digits + sizeof digits, seeds[i]).ptr;
        block.append("        ");
        block.append(digits, end - digits);
        block.append(i + 1 < seeds.size() ? ",\n" : "\n");
        if (block.size() >= kChunk) {
            if (!put(block))
                return false;
            block.clear();
        }
    }
    return put(block) && put(text.mid(split));
}

} // namespace floorgen::gui
