// The data of test_floorjson's tables, in a file of their own: moc, which reads test_floorjson.cpp, does not
// parse raw string literals.

#include "floorjsoncases.h"

#include "floorgen/batch.h"
#include "floorgen/json.h"
#include "floorgen/textescape.h"

#include <cmath>

#include <QTest>

using namespace floorgen;

// The writer: keys sorted and replaced, escapes, numbers (each row what Qt's writer gave).
void testWriter() {
    using json::Array;
    using json::Object;
    using json::Value;
    Object o;
    o.insert("b", 1);
    o.insert("a", Array{});
    o.insert("c", Object{});
    o.insert("b", 2); // replaced
    o.insert("B", "upper sorts first");
    const struct {
        Value value;
        std::string expected;
    } rows[] = {
        {o, R"({"B":"upper sorts first","a":[],"b":2,"c":{}})"},
        // Value(Array{}): clang reads Array{Array{}} as a copy of the empty array, GCC as a list of one.
        {Array{nullptr, true, false, 0, -1, "x", Array{Value(Array{})}},
         R"([null,true,false,0,-1,"x",[[]]])"},
        {"\"\\/\b\f\n\r\t\x01\x1f\x7f", R"("\"\\/\b\f\n\r\t\u0001\u001f)"
                                        "\x7f\""},
        {"caf\xC3\xA9 \xE2\x82\xAC \xF0\x9F\x98\x80", "\"caf\xC3\xA9 \xE2\x82\xAC \xF0\x9F\x98\x80\""},
        // Bytes that are not UTF-8: U+FFFD each (QString::fromUtf8); a lone surrogate of the reader: \udXXX.
        {"a\xFFz\xE2\x82", "\"a\xEF\xBF\xBDz\xEF\xBF\xBD\xEF\xBF\xBD\""},
        {"\xED\xA0\x80\xED\xBF\xBF", R"("\ud800\udfff")"},
        {std::string("nul\0byte", 8), R"("nul\u0000byte")"},
        {Value(0.5), "0.5"},
        {Value(1.0), "1"}, // a whole double is an integer
        {Value(-0.0), "0"},
        {Value(100000.0), "100000"},
        {Value(9007199254740992.0), "9007199254740992"},
        {Value(9007199254740994.0), "9007199254740994"},
        {Value(1e16), "1e+16"},
        {Value(2.5e20), "2.5e+20"},
        {Value(12345678901234567890.0), "12345678901234567000"},
        {Value(0.0001), "1e-04"},
        {Value(0.00012), "0.00012"},
        {Value(1e-5), "1e-05"},
        {Value(1.5e-7), "1.5e-07"},
        {Value(static_cast<double>(0.01f)), "0.009999999776482582"},
        {Value(static_cast<double>(0.1f)), "0.10000000149011612"},
        {Value(1e300), "1e+300"},
        {Value(5e-324), "5e-324"},
        {Value(1.7976931348623157e308), "1.7976931348623157e+308"},
        {Value(std::nan("")), "null"},
        {Value(HUGE_VAL), "null"},
        {Value(-1.5), "-1.5"},
        {Value(4294967295u), "4294967295"},
        {Value(static_cast<long long>(-9223372036854775807LL - 1)), "-9223372036854775808"},
    };
    for (const auto &row : rows) {
        const std::string actual = json::toCompact(row.value);
        QVERIFY2(actual == row.expected, ("wrote " + actual + ", expected " + row.expected).c_str());
    }
}

// The reader: what it reads and where it stops (each row what Qt's reader gave; the comparison with Qt
// below covers many more).
void addReaderRows() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("expected");
    const auto row = [](const char *name, const QByteArray &text, const QByteArray &expected) {
        QTest::newRow(name) << text << expected;
    };
    row("object", R"({"b": [1, 2.5, -0, 1e2, "x"], "a": {"c": null}})",
        R"({"a":{"c":null},"b":[1,2.5,0,100,"x"]})");
    row("repeated key: last", R"({"b":1,"a":2,"b":3})", R"({"a":2,"b":3})");
    row("escapes", R"(["\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00\ud800\q"])",
        "[\"\\\"\\\\/\\b\\f\\n\\r\\t\xC3\xA9\xF0\x9F\x98\x80\\ud800q\"]");
    row("raw tab kept", "[\"a\tb\"]", R"(["a\tb"])");
    row("byte order mark", "\xEF\xBB\xBF[1]", "[1]");
    row("numbers", "[1., .5, -.5, 1.e5, 1E5, 0.1e1, 9223372036854775807, 9223372036854775808, 1e18, 1e19]",
        "[1,0.5,-0.5,100000,100000,1,9223372036854775807,9223372036854776000,1000000000000000000,1e+19]");
    row("denormal", "[4.9e-324]", "[5e-324]");
    row("empty", "", "error illegal value at 0");
    row("blank", " ", "error illegal value at 1");
    row("bare number", "42", "error illegal value at 1");
    row("bare string", "\"x\"", "error illegal value at 1");
    row("open object", "{", "error unterminated object at 1");
    row("key without value", R"({"a")", "error unterminated string at 4");
    row("after colon", R"({"a":)", "error unterminated object at 5");
    row("number at the end", R"({"a":1)", "error invalid termination by number at 6");
    row("trailing comma", R"({"a":1,})", "error object is missing after a comma at 8");
    row("trailing comma in array", "[1,]", "error object is missing after a comma at 4");
    row("leading comma", "[,1]", "error illegal value at 2");
    row("two values", "[1 2]", "error missing value separator at 4");
    row("no colon", R"({"a" 1})", "error missing name separator at 6");
    row("bare key", "{a:1}", "error unterminated object at 2");
    row("short null", "[nul]", "error illegal value at 2");
    row("open null", "[null", "error illegal value at 2");
    row("truex", "[truex]", "error missing value separator at 6");
    row("open string", "[\"abc", "error unterminated string at 6");
    row("short \\u", R"(["a\u12"])", "error invalid escape sequence at 7");
    row("bad hex", R"(["a\u12g4"])", "error invalid escape sequence at 7");
    row("bad byte", "[\"\xFF\"]", "error invalid UTF8 string at 2");
    row("cut sequence", "[\"\xC3\"]", "error invalid UTF8 string at 2");
    row("surrogate bytes", "[\"\xED\xA0\x80\"]", "error invalid UTF8 string at 2");
    row("overlong", "[\"\xC0\x80\"]", "error invalid UTF8 string at 2");
    row("beyond U+10FFFF", "[\"\xF4\x90\x80\x80\"]", "error invalid UTF8 string at 2");
    row("garbage", "[1]x", "error garbage at the end of the document at 3");
    row("two objects", R"({"a":1}{)", "error garbage at the end of the document at 7");
    row("leading zero", "[01]", "error missing value separator at 3");
    row("minus", "[-]", "error illegal number at 2");
    row("plus", "[+1]", "error illegal number at 1");
    row("exponent without digits", "[1e]", "error illegal number at 3");
    row("too large", "[1e400]", "error illegal number at 6");
    row("too small", "[1e-400]", "error illegal number at 7");
    row("comma for a value", R"({"a":,})", "error illegal value at 6");
    row("brace for a value", R"({"a":})", "error object is missing after a comma at 6");
    row("brace in array", "[}", "error object is missing after a comma at 2");
    row("bracket in object", "{]", "error unterminated object at 2");
    row("comma in object", "{,}", "error unterminated object at 2");
    row("no comma", R"({"a":1 "b":2})", "error unterminated object at 8");
    row("one bracket too many", "[[[]]]]", "error garbage at the end of the document at 6");
    const QByteArray deep = QByteArray(1024, '[') + QByteArray(1024, ']');
    row("1024 deep", deep, deep);
    row("1025 deep", '[' + deep + ']', "error too deeply nested document at 1025");
}
// The first key an object gives twice, at any depth, in the text's order.
void testRepeatedKey() {
    const struct {
        std::string text;
        std::optional<std::string> key;
    } rows[] = {
        {R"({"a":1,"b":2})", std::nullopt},
        {R"({"a":1,"b":{"a":2}})", std::nullopt},
        {R"({"b":1,"a":{"c":1,"c":2},"b":3})", "c"},
        {R"([{"x":1},{"x":2,"y":[{"z":1,"z":2}]}])", "z"},
        {R"({"\u0061":1,"a":2})", "a"},
        {R"({"\ud800":1,"\udc00":2})", "?"}, // both lone surrogates: '?' (as QString::toUtf8)
        {R"({"a":1,"a":2)", std::nullopt},   // not JSON: nothing
    };
    for (const auto &row : rows) {
        json::ParseError e;
        std::optional<std::string> key;
        json::parse(row.text, e, &key);
        QVERIFY2(key == row.key, row.text.c_str());
    }
}

// Echoed values (textescape.h): escapes, quotes, the cut at 60 characters.
void testEscapes() {
    QCOMPARE(quotedValue("B91Y\x1B[31m9THH"), std::string(R"("B91Y\e[31m9THH")"));
    QCOMPARE(quotedValue(std::string_view("a\"b\\c\n\t\r\x00\x7F\xC2\x85\xE2\x80\xA8", 15), -1),
             std::string(R"("a\"b\\c\n\t\r\0\x7F\x85\u{2028}")"));
    QCOMPARE(escapedValue("\xED\xA0\x80 lone"), std::string("\\u{D800} lone"));
    QCOMPARE(escapedValue(std::string(61, 'x')), std::string(60, 'x') + "\xE2\x80\xA6");
    QCOMPARE(escapedValue(std::string(60, 'x')), std::string(60, 'x'));
    std::string emoji;
    for (int i = 0; i < 61; ++i)
        emoji += "\xF0\x9F\x98\x80"; // one character each, never split
    QCOMPARE(escapedValue(emoji), emoji.substr(0, 240) + "\xE2\x80\xA6");
    QCOMPARE(escapedMessage("line\nnext \\ \x1B"), std::string("line\nnext \\ \\e"));
    QCOMPARE(escapedLine("line\nnext"), std::string("line\\nnext"));
}

// batchLine's own lines: blank lines, a final CR, the messages of a line that is no settings object.
void addBatchLineRows() {
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QByteArray>("expected");
    QTest::addColumn<bool>("failed");
    const auto row = [](const char *name, QByteArray line, QByteArray expected, bool failed) {
        QTest::newRow(name) << line << expected << failed;
    };
    row("blank", "  \t ", "", false);
    row("CR only", "\r", "", false);
    row("number", "42", R"j({"error":"line 7 is not a JSON object (it is the number 42)","ok":false})j",
        true);
    row("big number", "1234567.5",
        R"j({"error":"line 7 is not a JSON object (it is the number 1.23457e+06)","ok":false})j", true);
    row("string", R"("x")", R"j({"error":"line 7 is not a JSON object (it is a string)","ok":false})j", true);
    row("true", "true", R"j({"error":"line 7 is not a JSON object (it is true, a boolean)","ok":false})j",
        true);
    row("null", "null", R"j({"error":"line 7 is not a JSON object (it is null)","ok":false})j", true);
    row("array", "[1]", R"j({"error":"line 7 is not a JSON object (it is an array)","ok":false})j", true);
    row("two numbers", "1, 2", R"j({"error":"line 7 is not JSON: illegal value at offset 1","ok":false})j",
        true);
    row("binary", QByteArray("\x00\xff\xfe{", 4),
        R"j({"error":"line 7 is not JSON: illegal value at offset 1","ok":false})j", true);
    row("repeated", R"({"stage":2,"stage":1})",
        R"j({"error":"line 7: the key \"stage\" is given twice","ok":false})j", true);
    row("echo", R"({"stageSeed":5,"x\u001b[31m":1})",
        R"j({"error":"line 7: unknown key \"x\\e[31m\"","ok":false})j", true);
    row("CR kept off", "{\"stageSeed\":5,\"stage\":0}\r",
        R"j({"error":"line 7: \"stage\" must be a whole number from 1 to 12 (got 0)","ok":false})j", true);
}
