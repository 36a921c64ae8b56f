#include "floorgen/json.h"

#include <algorithm>
#include <cerrno>
#include <clocale>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace floorgen::json {

// ---- Object ----

namespace {

bool keyLess(const Member &m, std::string_view key) {
    return std::string_view(m.key) < key;
}

} // namespace

void Object::insert(std::string_view key, Value value) {
    const auto at = std::lower_bound(members_.begin(), members_.end(), key, keyLess);
    if (at != members_.end() && at->key == key)
        at->value = std::move(value);
    else
        members_.insert(at, Member{std::string(key), std::move(value)});
}

const Value *Object::find(std::string_view key) const {
    const auto at = std::lower_bound(members_.begin(), members_.end(), key, keyLess);
    return at != members_.end() && at->key == key ? &at->value : nullptr;
}

bool Object::contains(std::string_view key) const {
    return find(key) != nullptr;
}

Value Object::value(std::string_view key) const {
    const Value *v = find(key);
    return v ? *v : Value::undefined();
}

std::vector<Member>::const_iterator Object::begin() const {
    return members_.begin();
}

std::vector<Member>::const_iterator Object::end() const {
    return members_.end();
}

// ---- Value ----

Value::Value(double v) {
    // QJsonValue(double): a whole number that an int64 holds without more precision than the double has.
    constexpr double kExact = 9007199254740992.0; // 2^53
    if (std::isfinite(v) && v == std::trunc(v) && std::fabs(v) <= kExact) {
        type_ = Type::Integer;
        int_ = static_cast<long long>(v);
    } else {
        type_ = Type::Double;
        double_ = v;
    }
}

double Value::toDouble(double otherwise) const {
    if (type_ == Type::Integer)
        return static_cast<double>(int_);
    return type_ == Type::Double ? double_ : otherwise;
}

const std::string &Value::toString() const {
    static const std::string empty;
    return type_ == Type::String ? string_ : empty;
}

const Array &Value::toArray() const {
    static const Array empty;
    return type_ == Type::Array ? array_ : empty;
}

const Object &Value::toObject() const {
    static const Object empty;
    return type_ == Type::Object ? object_ : empty;
}

// ---- UTF-8 ----

namespace {

// The length of the UTF-8 sequence at `at` (0 when there is none) and its code point; a surrogate's
// three-byte form is one only when `wtf8`.
int decodeUtf8(std::string_view text, std::size_t at, char32_t &c, bool wtf8) {
    const auto b = static_cast<unsigned char>(text[at]);
    if (b < 0x80) {
        c = b;
        return 1;
    }
    int length = 0;
    char32_t minimum = 0;
    if (b >= 0xC2 && b <= 0xDF) {
        length = 2;
        c = b & 0x1F;
        minimum = 0x80;
    } else if (b >= 0xE0 && b <= 0xEF) {
        length = 3;
        c = b & 0x0F;
        minimum = 0x800;
    } else if (b >= 0xF0 && b <= 0xF4) {
        length = 4;
        c = b & 0x07;
        minimum = 0x10000;
    }
    if (length == 0 || at + static_cast<std::size_t>(length) > text.size())
        return 0;
    for (int k = 1; k < length; ++k) {
        const auto n = static_cast<unsigned char>(text[at + static_cast<std::size_t>(k)]);
        if ((n & 0xC0) != 0x80)
            return 0;
        c = (c << 6) | (n & 0x3F);
    }
    const bool surrogate = c >= 0xD800 && c <= 0xDFFF;
    if (c < minimum || c > 0x10FFFF || (surrogate && !wtf8))
        return 0;
    return length;
}

} // namespace

char32_t nextCodePoint(std::string_view text, std::size_t &at, bool wtf8) {
    char32_t c = 0;
    const int length = decodeUtf8(text, at, c, wtf8);
    if (length == 0) {
        ++at;
        return 0xFFFD;
    }
    at += static_cast<std::size_t>(length);
    return c;
}

void appendUtf8(std::string &out, char32_t c) {
    if (c < 0x80) {
        out += static_cast<char>(c);
    } else if (c < 0x800) {
        out += static_cast<char>(0xC0 | (c >> 6));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += static_cast<char>(0xE0 | (c >> 12));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (c >> 18));
        out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    }
}

std::string validUtf8(std::string_view bytes) {
    std::string out;
    out.reserve(bytes.size());
    for (std::size_t i = 0; i < bytes.size();)
        appendUtf8(out, nextCodePoint(bytes, i, false));
    return out;
}

// ---- numbers ----

namespace {

// printf and strtod follow the C locale of the process, which a Qt application sets from the environment
// (a French one writes "0,5"): the decimal point is put back to '.' here, and '.' given as the locale's.
std::string_view localeDecimalPoint() {
    const char *p = std::localeconv()->decimal_point;
    return p && *p ? std::string_view(p) : std::string_view(".");
}

std::string formatC(const char *format, int precision, double d) {
    char buffer[64];
    const int n = std::snprintf(buffer, sizeof buffer, format, precision, d);
    std::string text(buffer,
                     n > 0 ? std::min<std::size_t>(static_cast<std::size_t>(n), sizeof buffer - 1) : 0);
    const std::string_view point = localeDecimalPoint();
    if (point != ".")
        if (const auto at = text.find(point); at != std::string::npos)
            return text.substr(0, at) + '.' + text.substr(at + point.size());
    return text;
}

double readC(const std::string &text, bool &ok) {
    std::string t = text;
    const std::string_view point = localeDecimalPoint();
    if (point != ".")
        if (const auto at = t.find('.'); at != std::string::npos)
            t = t.substr(0, at) + std::string(point) + t.substr(at + 1);
    char *end = nullptr;
    const double d = std::strtod(t.c_str(), &end);
    ok = end == t.c_str() + t.size();
    return d;
}

} // namespace

std::string shortestDouble(double d) {
    if (!std::isfinite(d))
        return "null";
    if (d == 0)
        return "0";
    // The fewest significant digits that read back as `d`, correctly rounded (the same digits as a
    // shortest-round-trip algorithm's but where two strings of that length both read back).
    std::string sci;
    for (int precision = 0; precision <= 17; ++precision) {
        sci = formatC("%.*e", precision, d);
        bool ok = false;
        if (readC(sci, ok) == d && ok)
            break;
    }
    const bool negative = sci[0] == '-';
    const std::size_t e = sci.find('e');
    std::string digits;
    for (std::size_t i = negative ? 1 : 0; i < e; ++i)
        if (sci[i] != '.')
            digits += sci[i];
    while (digits.size() > 1 && digits.back() == '0')
        digits.pop_back();
    const int exponent = std::atoi(sci.c_str() + e + 1);
    const int n = static_cast<int>(digits.size());
    const int decpt = exponent + 1; // value = 0.DIGITS * 10^decpt
    // Fixed or with an exponent, whichever is shorter (fixed on a tie), as Qt's shortest 'g'.
    const int fixedLength = decpt <= 0 ? 2 - decpt + n : decpt >= n ? decpt : n + 1;
    const int absExponent = std::abs(exponent);
    const int exponentDigits = absExponent >= 100 ? 3 : 2;
    const int scientificLength = (n == 1 ? 1 : n + 1) + 2 + exponentDigits;
    std::string out = negative ? "-" : "";
    if (fixedLength <= scientificLength) {
        if (decpt <= 0) {
            out += "0.";
            out.append(static_cast<std::size_t>(-decpt), '0');
            out += digits;
        } else if (decpt >= n) {
            out += digits;
            out.append(static_cast<std::size_t>(decpt - n), '0');
        } else {
            out += digits.substr(0, static_cast<std::size_t>(decpt));
            out += '.';
            out += digits.substr(static_cast<std::size_t>(decpt));
        }
    } else {
        out += digits[0];
        if (n > 1) {
            out += '.';
            out += digits.substr(1);
        }
        out += exponent < 0 ? "e-" : "e+";
        if (absExponent < 10)
            out += '0';
        out += std::to_string(absExponent);
    }
    return out;
}

std::string printfG(double d) {
    if (d == 0)
        return "0"; // (Qt writes no sign on a zero)
    return formatC("%.*g", 6, d);
}

// ---- writer ----

namespace {

constexpr char kHex[] = "0123456789abcdef";

void writeString(std::string_view s, std::string &out) {
    out += '"';
    for (std::size_t i = 0; i < s.size();) {
        const auto b = static_cast<unsigned char>(s[i]);
        if (b >= 0x80) {
            const char32_t c = nextCodePoint(s, i, true);
            if (c >= 0xD800 && c <= 0xDFFF) { // a lone surrogate
                out += "\\u";
                for (int shift = 12; shift >= 0; shift -= 4)
                    out += kHex[(c >> shift) & 0xF];
            } else {
                appendUtf8(out, c);
            }
            continue;
        }
        ++i;
        switch (b) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (b < 0x20) {
                out += "\\u00";
                out += kHex[b >> 4];
                out += kHex[b & 0xF];
            } else {
                out += static_cast<char>(b);
            }
        }
    }
    out += '"';
}

} // namespace

void write(const Value &v, std::string &out) {
    switch (v.type()) {
    case Type::Bool:
        out += v.toBool() ? "true" : "false";
        return;
    case Type::Integer:
        out += std::to_string(v.toInteger());
        return;
    case Type::Double:
        out += shortestDouble(v.toDouble());
        return;
    case Type::String:
        writeString(v.toString(), out);
        return;
    case Type::Array: {
        out += '[';
        bool first = true;
        for (const Value &e : v.toArray()) {
            if (!first)
                out += ',';
            first = false;
            write(e, out);
        }
        out += ']';
        return;
    }
    case Type::Object: {
        out += '{';
        bool first = true;
        for (const Member &m : v.toObject()) {
            if (!first)
                out += ',';
            first = false;
            writeString(m.key, out);
            out += ':';
            write(m.value, out);
        }
        out += '}';
        return;
    }
    case Type::Null:
    case Type::Undefined:
        break;
    }
    out += "null";
}

std::string toCompact(const Value &value) {
    std::string out;
    write(value, out);
    return out;
}

// ---- reader ----

std::string_view parseErrorText(ParseErrorKind kind) {
    switch (kind) {
    case ParseErrorKind::NoError:
        return "no error occurred";
    case ParseErrorKind::UnterminatedObject:
        return "unterminated object";
    case ParseErrorKind::MissingNameSeparator:
        return "missing name separator";
    case ParseErrorKind::UnterminatedArray:
        return "unterminated array";
    case ParseErrorKind::MissingValueSeparator:
        return "missing value separator";
    case ParseErrorKind::IllegalValue:
        return "illegal value";
    case ParseErrorKind::TerminationByNumber:
        return "invalid termination by number";
    case ParseErrorKind::IllegalNumber:
        return "illegal number";
    case ParseErrorKind::IllegalEscapeSequence:
        return "invalid escape sequence";
    case ParseErrorKind::IllegalUtf8String:
        return "invalid UTF8 string";
    case ParseErrorKind::UnterminatedString:
        return "unterminated string";
    case ParseErrorKind::MissingObject:
        return "object is missing after a comma";
    case ParseErrorKind::DeepNesting:
        return "too deeply nested document";
    case ParseErrorKind::GarbageAtEnd:
        return "garbage at the end of the document";
    }
    return "";
}

namespace {

constexpr int kNestingLimit = 1024;

// A recursive descent reader that moves its position exactly where Qt's does, so that an error's offset is
// the one QJsonParseError gave: a token is consumed before it is judged, a number that runs to the end of the
// text is cut off, a string without its closing quote ends one byte past the text.
class Reader {
public:
    Reader(std::string_view text, std::optional<std::string> *repeated)
        : s_(text)
        , repeated_(repeated) {}

    std::optional<Value> run(ParseError &error) {
        if (s_.size() > 3 && s_.substr(0, 3) == "\xEF\xBB\xBF")
            p_ = 3;
        const char token = nextToken();
        Value result;
        bool ok = false;
        if (token == '[') {
            result = Value(Array{});
            ok = parseArray(result.array());
        } else if (token == '{') {
            result = Value(Object{});
            ok = parseObject(result.object());
        } else {
            error_ = ParseErrorKind::IllegalValue;
        }
        if (ok) {
            eatSpace();
            if (p_ < s_.size()) {
                error_ = ParseErrorKind::GarbageAtEnd;
                ok = false;
            }
        }
        if (!ok) {
            error.kind = error_;
            error.offset = static_cast<long long>(p_);
            if (repeated_)
                repeated_->reset();
            return std::nullopt;
        }
        error = ParseError{};
        return result;
    }

private:
    bool atEnd() const { return p_ >= s_.size(); }
    char at() const { return s_[p_]; }

    // Skips blanks; false at the end of the text.
    bool eatSpace() {
        while (p_ < s_.size()) {
            const char c = s_[p_];
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
                break;
            ++p_;
        }
        return p_ < s_.size();
    }

    // The next structural character, consumed; 0 (also consumed) for any other, 0 at the end.
    char nextToken() {
        if (!eatSpace())
            return 0;
        const char c = s_[p_++];
        switch (c) {
        case '[':
        case '{':
        case ':':
        case ',':
        case ']':
        case '}':
        case '"':
            return c;
        default:
            return 0;
        }
    }

    bool fail(ParseErrorKind kind) {
        error_ = kind;
        return false;
    }

    bool parseObject(Object &object) {
        if (++depth_ > kNestingLimit)
            return fail(ParseErrorKind::DeepNesting);
        std::vector<Member> members; // in the text's order; the last of a repeated key wins
        char token = nextToken();
        while (token == '"') {
            Member m;
            if (!parseString(m.key))
                return false;
            if (repeated_ && !*repeated_)
                noteKey(members, m.key);
            token = nextToken();
            if (token != ':')
                return fail(ParseErrorKind::MissingNameSeparator);
            if (!eatSpace())
                return fail(ParseErrorKind::UnterminatedObject);
            if (!parseValue(m.value))
                return false;
            members.push_back(std::move(m));
            token = nextToken();
            if (token != ',')
                break;
            token = nextToken();
            if (token == '}')
                return fail(ParseErrorKind::MissingObject);
        }
        if (token != '}')
            return fail(ParseErrorKind::UnterminatedObject);
        --depth_;
        for (Member &m : members)
            object.insert(m.key, std::move(m.value));
        return true;
    }

    // The first key an object repeats, for `repeated_` (a lone surrogate as U+FFFD, as Qt's UTF-8 of it).
    void noteKey(const std::vector<Member> &before, const std::string &key) {
        const auto clean = [](const std::string &k) { return validUtf8(k); };
        const std::string mine = clean(key);
        for (const Member &m : before)
            if (clean(m.key) == mine) {
                *repeated_ = mine;
                return;
            }
    }

    bool parseArray(Array &array) {
        if (++depth_ > kNestingLimit)
            return fail(ParseErrorKind::DeepNesting);
        if (!eatSpace())
            return fail(ParseErrorKind::UnterminatedArray);
        if (at() == ']') {
            nextToken();
        } else {
            while (true) {
                if (!eatSpace())
                    return fail(ParseErrorKind::UnterminatedArray);
                Value v;
                if (!parseValue(v))
                    return false;
                array.push_back(std::move(v));
                const char token = nextToken();
                if (token == ']')
                    break;
                if (token != ',')
                    return fail(eatSpace() ? ParseErrorKind::MissingValueSeparator
                                           : ParseErrorKind::UnterminatedArray);
            }
        }
        --depth_;
        return true;
    }

    // `word` after its first letter, each letter consumed as it is compared.
    bool literal(std::string_view rest) {
        if (s_.size() - p_ < rest.size() + 1)
            return fail(ParseErrorKind::IllegalValue);
        for (char c : rest)
            if (s_[p_++] != c)
                return fail(ParseErrorKind::IllegalValue);
        return true;
    }

    // At a value (not at the end).
    bool parseValue(Value &v) {
        const char c = s_[p_++];
        switch (c) {
        case 'n':
            if (!literal("ull"))
                return false;
            v = Value(nullptr);
            return true;
        case 't':
            if (!literal("rue"))
                return false;
            v = Value(true);
            return true;
        case 'f':
            if (!literal("alse"))
                return false;
            v = Value(false);
            return true;
        case '"': {
            std::string s;
            if (!parseString(s))
                return false;
            v = Value(std::move(s));
            return true;
        }
        case '[':
            v = Value(Array{});
            return parseArray(v.array());
        case '{':
            v = Value(Object{});
            return parseObject(v.object());
        case ',':
            return fail(ParseErrorKind::IllegalValue);
        case ']':
        case '}':
            return fail(ParseErrorKind::MissingObject);
        default:
            --p_;
            return parseNumber(v);
        }
    }

    static bool isDigit(char c) { return c >= '0' && c <= '9'; }

    bool parseNumber(Value &v) {
        const std::size_t start = p_;
        bool isInt = true;
        bool mantissaDigits = false, nonZero = false, exponentDigits = true;
        if (!atEnd() && at() == '-')
            ++p_;
        if (!atEnd() && at() == '0') {
            ++p_;
            mantissaDigits = true;
        } else {
            for (; !atEnd() && isDigit(at()); ++p_) {
                mantissaDigits = true;
                nonZero = nonZero || at() != '0';
            }
        }
        bool fraction = false;
        if (!atEnd() && at() == '.') {
            fraction = true;
            ++p_;
            for (; !atEnd() && isDigit(at()); ++p_) {
                mantissaDigits = true;
                isInt = isInt && at() == '0';
                nonZero = nonZero || at() != '0';
            }
        }
        if (!atEnd() && (at() == 'e' || at() == 'E')) {
            isInt = false;
            exponentDigits = false;
            ++p_;
            if (!atEnd() && (at() == '-' || at() == '+'))
                ++p_;
            for (; !atEnd() && isDigit(at()); ++p_)
                exponentDigits = true;
        }
        if (atEnd())
            return fail(ParseErrorKind::TerminationByNumber);
        const std::string number(s_.substr(start, p_ - start));
        if (isInt && !fraction && mantissaDigits) {
            // An integer: exact when an int64 holds it.
            errno = 0;
            char *end = nullptr;
            const long long n = std::strtoll(number.c_str(), &end, 10);
            if (errno == 0 && end == number.c_str() + number.size()) {
                v = Value(n);
                return true;
            }
        }
        if (!mantissaDigits || !exponentDigits)
            return fail(ParseErrorKind::IllegalNumber);
        bool ok = false;
        const double d = readC(number, ok);
        // Qt's reading refuses a number beyond the double's range and one that would round to zero.
        if (!ok || !std::isfinite(d) || (d == 0 && nonZero))
            return fail(ParseErrorKind::IllegalNumber);
        // A whole number an int64 holds is an integer (Qt's reader, unlike QJsonValue(double), allows any).
        constexpr double kTwo63 = 9223372036854775808.0;
        if (d == std::trunc(d) && d >= -kTwo63 && d < kTwo63)
            v = Value(static_cast<long long>(d));
        else
            v = Value(d);
        return true;
    }

    // After the opening quote; `out` gets the text (UTF-8, a lone surrogate of a \u escape as WTF-8).
    bool parseString(std::string &out) {
        const std::size_t start = p_;
        bool escapes = false;
        // First the text as it is, checked to be UTF-8, up to the closing quote or the first backslash.
        while (p_ < s_.size()) {
            const char c = s_[p_];
            if (c == '"')
                break;
            if (c == '\\') {
                escapes = true;
                break;
            }
            if (!scanUtf8())
                return fail(ParseErrorKind::IllegalUtf8String);
        }
        if (!escapes) {
            ++p_;
            if (p_ >= s_.size())
                return fail(ParseErrorKind::UnterminatedString);
            out.assign(s_.substr(start, p_ - start - 1));
            return true;
        }
        // Then again from the start, decoding the escapes, in UTF-16 units (a pair of \u escapes is one
        // character, a lone one stays a surrogate).
        p_ = start;
        std::u16string units;
        while (p_ < s_.size()) {
            const char c = s_[p_];
            if (c == '"')
                break;
            char32_t ch = 0;
            if (c == '\\') {
                if (!scanEscape(ch))
                    return fail(ParseErrorKind::IllegalEscapeSequence);
            } else {
                const std::size_t before = p_;
                if (!scanUtf8())
                    return fail(ParseErrorKind::IllegalUtf8String);
                std::size_t i = before;
                ch = nextCodePoint(s_, i, false);
            }
            if (ch >= 0x10000) {
                units += static_cast<char16_t>(0xD800 + ((ch - 0x10000) >> 10));
                units += static_cast<char16_t>(0xDC00 + ((ch - 0x10000) & 0x3FF));
            } else {
                units += static_cast<char16_t>(ch);
            }
        }
        ++p_;
        if (p_ >= s_.size())
            return fail(ParseErrorKind::UnterminatedString);
        out.clear();
        for (std::size_t i = 0; i < units.size(); ++i) {
            char32_t u = units[i];
            if (u >= 0xD800 && u <= 0xDBFF && i + 1 < units.size() && units[i + 1] >= 0xDC00 &&
                units[i + 1] <= 0xDFFF) {
                u = 0x10000 + ((u - 0xD800) << 10) + (units[i + 1] - 0xDC00);
                ++i;
            }
            appendUtf8(out, u);
        }
        return true;
    }

    // One UTF-8 character at the position, consumed; false (not consumed) when it is not one.
    bool scanUtf8() {
        const auto b = static_cast<unsigned char>(s_[p_]);
        if (b < 0x80) {
            ++p_;
            return true;
        }
        char32_t c = 0;
        const int length = decodeUtf8(s_, p_, c, false);
        p_ += static_cast<std::size_t>(length);
        return length > 0;
    }

    // At a backslash: the escape, consumed up to where it fails.
    bool scanEscape(char32_t &ch) {
        ++p_;
        if (p_ >= s_.size())
            return false;
        const auto e = static_cast<unsigned char>(s_[p_++]);
        switch (e) {
        case 'b':
            ch = 0x8;
            return true;
        case 'f':
            ch = 0xC;
            return true;
        case 'n':
            ch = 0xA;
            return true;
        case 'r':
            ch = 0xD;
            return true;
        case 't':
            ch = 0x9;
            return true;
        case 'u':
            ch = 0;
            if (p_ + 4 > s_.size())
                return false;
            for (int k = 0; k < 4; ++k) {
                const char d = s_[p_];
                int value = -1;
                if (d >= '0' && d <= '9')
                    value = d - '0';
                else if (d >= 'a' && d <= 'f')
                    value = d - 'a' + 10;
                else if (d >= 'A' && d <= 'F')
                    value = d - 'A' + 10;
                if (value < 0)
                    return false;
                ch = (ch << 4) | static_cast<char32_t>(value);
                ++p_;
            }
            return true;
        default:
            // '"', '\\', '/' and, as Qt's reader allows, any other byte as the character of its value.
            ch = e;
            return true;
        }
    }

    std::string_view s_;
    std::optional<std::string> *repeated_;
    std::size_t p_ = 0;
    int depth_ = 0;
    ParseErrorKind error_ = ParseErrorKind::NoError;
};

} // namespace

std::optional<Value> parse(std::string_view text, ParseError &error,
                           std::optional<std::string> *repeatedKey) {
    if (repeatedKey)
        repeatedKey->reset();
    Reader reader(text, repeatedKey);
    return reader.run(error);
}

} // namespace floorgen::json
