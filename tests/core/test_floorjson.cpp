// The Qt-free JSON of core/include/floorgen/json.h and the batch line of batch.h (issue 44: the browser has
// no Qt, so the CLI, the app and the web module share one writer and one reader).
//
//  - golden: 5371 batch lines of the three rule sets (every stage, hard, curses, items, player state, the
//    repentance routes, alternate paths, game-log lines; bad lines of every kind) with the built-in catalog
//    and two synthetic ones (jsoncatalogs.h): the bytes of each output line against the hash of what the Qt
//    code wrote before (tests/data/floorjson, README there), and settingsToJson of each line's settings;
//  - the writer and the reader on their own, data-driven: escaping, numbers, key order, malformed text with
//    the error and offset;
//  - the same against Qt's QJsonDocument itself (QtCore is linked to every test): thousands of texts cut and
//    changed byte by byte from valid ones, and doubles of every size, must read, fail and write as Qt does.

#include "floorgen/batch.h"
#include "floorgen/floorjson.h"
#include "floorgen/json.h"
#include "floorgen/settingstext.h"
#include "floorgen/textescape.h"
#include "floorjsoncases.h"
#include "jsoncatalogs.h"

#include <cmath>
#include <cstring>
#include <fstream>
#include <map>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QVariant>

using namespace floorgen;

namespace {

std::uint64_t fnv1a(std::string_view s) {
    std::uint64_t h = 0xcbf29ce484222325ull;
    for (unsigned char c : s) {
        h ^= c;
        h *= 0x100000001b3ull;
    }
    return h;
}

std::string hex64(std::uint64_t v) {
    char buffer[17];
    std::snprintf(buffer, sizeof buffer, "%016llx", static_cast<unsigned long long>(v));
    return buffer;
}

std::vector<std::string> readLines(const std::string &path) {
    std::ifstream in(path, std::ios::binary);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);)
        lines.push_back(line);
    return lines;
}

// A deterministic xorshift for the generated texts and numbers (not the game's RNG).
struct XorShift {
    std::uint64_t s = 0x9E3779B97F4A7C15ull;
    std::uint64_t next() {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        return s;
    }
    std::size_t below(std::size_t n) { return static_cast<std::size_t>(next() % n); }
};

// What Qt's reader says of `text`: the compact text it reads, or the error and offset.
std::string qtRead(const std::string &text) {
    QJsonParseError e;
    const QJsonDocument d = QJsonDocument::fromJson(QByteArray::fromStdString(text), &e);
    if (e.error != QJsonParseError::NoError)
        return "error " + e.errorString().toStdString() + " at " + std::to_string(e.offset);
    return d.toJson(QJsonDocument::Compact).toStdString();
}

// The same of ours.
std::string ourRead(const std::string &text) {
    json::ParseError e;
    const auto v = json::parse(text, e);
    if (!v)
        return "error " + std::string(json::parseErrorText(e.kind)) + " at " + std::to_string(e.offset);
    return json::toCompact(*v);
}

// `d` as Qt's writer writes it in an array, and as ours does.
std::string qtDouble(double d) {
    return QJsonDocument(QJsonArray{d}).toJson(QJsonDocument::Compact).toStdString();
}
std::string ourDouble(double d) {
    return json::toCompact(json::Array{json::Value(d)});
}

} // namespace

class TestFloorJson : public QObject {
    Q_OBJECT

private slots:
    // Every line of inputs.txt through batchLine, byte for byte what the Qt code printed (by its hash).
    void goldenBatchLines() {
        const std::string dir = FLOORGEN_TEST_DATA "/floorjson/";
        const auto inputs = readLines(dir + "inputs.txt");
        const auto expected = readLines(dir + "expected.txt");
        QCOMPARE(inputs.size(), std::size_t{5371});
        QCOMPARE(expected.size(), inputs.size());
        std::map<std::string, std::unique_ptr<FileCatalog>> catalogs;
        for (const char *name : {"builtin", "synth", "rich"})
            catalogs[name] = testing::jsonTestCatalog(name);
        int wrong = 0, failed = 0;
        std::map<std::string, int> perRuleSet;
        for (std::size_t i = 0; i < inputs.size(); ++i) {
            const auto space = inputs[i].find(' ');
            QVERIFY(space != std::string::npos);
            const std::string catalog = inputs[i].substr(0, space);
            QVERIFY2(catalogs.count(catalog), catalog.c_str());
            const std::string_view line = std::string_view(inputs[i]).substr(space + 1);
            bool lineFailed = false;
            const std::string out =
                batchLine(line, static_cast<long long>(i + 1), catalogs[catalog].get(), lineFailed);
            failed += lineFailed;
            QCOMPARE(lineFailed, out.rfind("{\"error\":", 0) == 0);
            if (!lineFailed)
                for (const char *r : {"afterbirth-plus", "repentance", "original-2011"})
                    if (out.find(std::string("\"ruleset\":\"") + r + '"') != std::string::npos)
                        ++perRuleSet[r];
            if (hex64(fnv1a(out)) != expected[i] && ++wrong <= 5)
                qWarning("line %zu (%s): %s\n  gives %.400s", i + 1, catalog.c_str(),
                         std::string(line).c_str(), out.c_str());
        }
        QCOMPARE(wrong, 0);
        // The floors are there: a few thousand of each rule set, every bad line refused.
        QCOMPARE(perRuleSet["afterbirth-plus"], 1949);
        QCOMPARE(perRuleSet["repentance"], 1735);
        QCOMPARE(perRuleSet["original-2011"], 1084);
        QCOMPARE(failed, 603);
    }

    // settingsToJson of every line's settings (settingsFromJson), byte for byte what the Qt code wrote ("-":
    // the line has no settings).
    void goldenSettings() {
        const std::string dir = FLOORGEN_TEST_DATA "/floorjson/";
        const auto inputs = readLines(dir + "inputs.txt");
        const auto expected = readLines(dir + "settings-expected.txt");
        QCOMPARE(expected.size(), inputs.size());
        int compared = 0;
        for (std::size_t i = 0; i < inputs.size(); ++i) {
            const std::string line = inputs[i].substr(inputs[i].find(' ') + 1);
            json::ParseError e;
            std::optional<std::string> repeated;
            const auto v = json::parse(line, e, &repeated);
            Settings s;
            std::string error;
            const bool ok = v && v->isObject() && json::settingsFromJson(v->toObject(), s, error);
            QCOMPARE(ok, expected[i] != "-");
            if (!ok)
                continue;
            const std::string out = json::toCompact(json::settingsToJson(s));
            QVERIFY2(hex64(fnv1a(out)) == expected[i], (std::to_string(i + 1) + ": " + out).c_str());
            // And back: the same settings.
            Settings again;
            QVERIFY2(json::settingsFromJson(json::settingsToJson(s), again, error), error.c_str());
            QCOMPARE(json::toCompact(json::settingsToJson(again)), out);
            ++compared;
        }
        QCOMPARE(compared, 4832);
    }

    void writer() { testWriter(); }
    void reader_data() { addReaderRows(); }
    void reader() {
        QFETCH(QByteArray, text);
        QFETCH(QByteArray, expected);
        QCOMPARE(QByteArray::fromStdString(ourRead(text.toStdString())), expected);
    }

    void repeatedKey() { testRepeatedKey(); }
    void escapes() { testEscapes(); }

    // Against Qt's reader: valid texts (the golden inputs) cut, changed, doubled and shortened byte by byte.
    void readerAsQt() {
        const auto inputs = readLines(FLOORGEN_TEST_DATA "/floorjson/inputs.txt");
        std::vector<std::string> texts;
        for (std::size_t i = 0; i < inputs.size(); i += 7)
            texts.push_back(inputs[i].substr(inputs[i].find(' ') + 1));
        const std::string bytes = "\"\\{}[],: \t\r\n0123456789-+.eEnultrfasx\xFF\xC3\xA9\xED\xF0\x80\x00";
        XorShift rng;
        int compared = 0;
        for (const std::string &base : texts)
            for (int k = 0; k < 12; ++k) {
                std::string t = base;
                const int edits = 1 + static_cast<int>(rng.below(3));
                for (int e = 0; e < edits && !t.empty(); ++e) {
                    const std::size_t at = rng.below(t.size());
                    const char b = bytes[rng.below(bytes.size())];
                    switch (rng.below(5)) {
                    case 0:
                        t.resize(at); // cut
                        break;
                    case 1:
                        t[at] = b;
                        break;
                    case 2:
                        t.insert(t.begin() + static_cast<std::ptrdiff_t>(at), b);
                        break;
                    case 3:
                        t.erase(at, 1);
                        break;
                    default:
                        t = '[' + t.substr(at) + ']';
                    }
                }
                const std::string want = qtRead(t), got = ourRead(t);
                if (want != got)
                    QFAIL(("text " + QByteArray::fromStdString(t).toHex().toStdString() + ": Qt " + want +
                           ", ours " + got)
                              .c_str());
                ++compared;
            }
        QVERIFY(compared > 9000);
    }

    // Against Qt's writer and its number texts: doubles of every size and kind.
    void numbersAsQt() {
        std::vector<double> values = {0.0,     -0.0, 1.0,        0.1,  0.5, 1.0 / 3,
                                      2.0 / 3, 1e-7, 123456.789, 1e21, 1e22};
        for (int e = -324; e <= 308; ++e) {
            values.push_back(std::pow(10.0, e));
            values.push_back(-2.5 * std::pow(10.0, e));
            values.push_back(1.25 * std::pow(10.0, e));
        }
        for (long long n = -20; n <= 20; ++n) // around 2^53, where whole doubles stop being integers
            values.push_back(9007199254740992.0 + 2.0 * static_cast<double>(n));
        XorShift rng;
        for (int i = 0; i < 20000; ++i) {
            const std::uint64_t bits = rng.next();
            double d = 0;
            std::memcpy(&d, &bits, sizeof d);
            if (std::isfinite(d))
                values.push_back(d);
            float f = 0;
            const auto fb = static_cast<std::uint32_t>(bits >> 32);
            std::memcpy(&f, &fb, sizeof f);
            if (std::isfinite(f))
                values.push_back(static_cast<double>(f)); // room weights and chances are floats
            values.push_back(static_cast<double>(rng.below(100000)) / 1000.0);
            values.push_back(static_cast<double>(static_cast<float>(rng.below(1000)) / 100.0f));
        }
        for (double d : values) {
            if (!std::isfinite(d))
                continue; // (-2.5e308; the writer's null is checked in writer())
            QCOMPARE(ourDouble(d), qtDouble(d));
            QVERIFY2(json::shortestDouble(d) == QVariant(d).toString().toStdString(),
                     (json::shortestDouble(d) + " for " + QVariant(d).toString().toStdString()).c_str());
            QVERIFY2(json::printfG(d) == QString::number(d).toStdString(),
                     (json::printfG(d) + " for " + QString::number(d).toStdString()).c_str());
        }
    }

    // The text helpers against QString: UTF-8 repair, blanks, lower case (the letters settingstext.h names),
    // whole numbers.
    void textAsQt() {
        XorShift rng;
        for (int i = 0; i < 20000; ++i) {
            std::string b;
            const std::size_t n = rng.below(12);
            for (std::size_t k = 0; k < n; ++k)
                b += static_cast<char>(rng.below(4) == 0 ? rng.below(0x80) : 0x80 + rng.below(0x80));
            QCOMPARE(json::validUtf8(b), QString::fromStdString(b).toUtf8().toStdString());
        }
        const auto claimed = [](char32_t c) {
            return c < 0x180 || (c >= 0x391 && c <= 0x3AB) || (c >= 0x400 && c <= 0x42F) ||
                   (c >= 0xFF21 && c <= 0xFF3A) || c == 0x212A || c == 0x212B || c == 0x2126 || c == 0x1E9E;
        };
        for (char32_t c = 1; c < 0x10000; ++c) {
            if (!claimed(c) || (c >= 0xD800 && c <= 0xDFFF))
                continue;
            std::string s;
            json::appendUtf8(s, c);
            QCOMPARE(text::lowerText(s), QString::fromStdString(s).toLower().toStdString());
        }
        for (const char *s :
             {"  a b  ", "\t\n\v\f\r x \xC2\xA0", "\xE3\x80\x80\xE2\x80\xA8lost\xE2\x80\x8A\xC2\x85", "",
              "   ", "\xE2\x80\x8B zero width is no blank \xE2\x80\x8B"})
            QCOMPARE(std::string(text::trimmedText(s)), QString::fromUtf8(s).trimmed().toStdString());
        for (const char *s : {" 5", "+5", "5 ", "\xD9\xA3", "0x5", "1e2", "05", "-0", "2147483647",
                              "2147483648", "-2147483648", "-2147483649", "", "+", "- 5", "5\t",
                              "\xC2\xA0"
                              "7"}) {
            bool ok = false;
            const int v = QString::fromUtf8(s).toInt(&ok);
            const auto ours = text::parseIntText(s);
            QVERIFY2(ours.has_value() == ok && (!ok || *ours == v), s);
        }
    }

    void batchLines_data() { addBatchLineRows(); }
    void batchLines() {
        QFETCH(QByteArray, line);
        QFETCH(QByteArray, expected);
        QFETCH(bool, failed);
        bool lineFailed = !failed;
        const std::string out =
            batchLine(std::string_view(line.constData(), static_cast<std::size_t>(line.size())), 7, nullptr,
                      lineFailed);
        QCOMPARE(QByteArray::fromStdString(out), expected);
        QCOMPARE(lineFailed, failed);
    }
};

QTEST_GUILESS_MAIN(TestFloorJson)
#include "test_floorjson.moc"
