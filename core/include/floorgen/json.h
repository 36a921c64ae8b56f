#pragma once

// A small JSON value, its compact writer and its reader, standard library only (the browser build has no Qt).
//
// They reproduce what the app wrote and read with Qt's QJsonDocument before, byte for byte, because the CLI's
// outputs (the floor JSON of generation.md 12, the batch lines) are compared with golden files:
//  - an object keeps its keys sorted (byte order of their UTF-8; every key we write is ASCII), and inserting
//  a
//    key it has replaces the value;
//  - a number is an integer (int64) or a double; a double that is a whole number of at most 2^53 in size is
//    stored as an integer, as QJsonValue(double) does; a double is written in the shortest form that reads
//    back the same, fixed or with an exponent whichever is shorter ("0.5", "1e-05", "1e+16"); not finite:
//    null;
//  - a string is UTF-8; written with '"', '\' and the controls below 0x20 escaped (\b \f \n \r \t, else
//    \u00XX), the rest as it is; bytes that are not UTF-8 are written as U+FFFD, one for each byte.
//    A lone surrogate that a \uD800 escape of the reader made (kept as its three-byte form, "WTF-8") is
//    written back as \udXXX.
//  - the reader accepts what Qt's accepts and fails with its error and offset (ParseError).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace floorgen::json {

class Value;
struct Member;
using Array = std::vector<Value>;

// The members of an object, kept sorted by key.
class Object {
public:
    // Sets `key` to `value` (replacing a value the key has).
    void insert(std::string_view key, Value value);
    bool contains(std::string_view key) const;
    // The key's value; null when the object has no such key (see find).
    const Value *find(std::string_view key) const;
    // The key's value, or an undefined Value when there is none (QJsonObject::value).
    Value value(std::string_view key) const;
    std::size_t size() const { return members_.size(); }
    bool empty() const { return members_.empty(); }
    std::vector<Member>::const_iterator begin() const;
    std::vector<Member>::const_iterator end() const;

private:
    std::vector<Member> members_;
};

enum class Type : std::uint8_t { Undefined, Null, Bool, Integer, Double, String, Array, Object };

class Value {
public:
    Value()
        : type_(Type::Null) {}
    Value(std::nullptr_t)
        : type_(Type::Null) {}
    Value(bool b)
        : type_(Type::Bool)
        , bool_(b) {}
    Value(int v)
        : type_(Type::Integer)
        , int_(v) {}
    Value(unsigned v)
        : type_(Type::Integer)
        , int_(v) {}
    Value(long v)
        : type_(Type::Integer)
        , int_(v) {}
    Value(long long v)
        : type_(Type::Integer)
        , int_(v) {}
    Value(unsigned long v)
        : type_(Type::Integer)
        , int_(static_cast<long long>(v)) {}
    Value(unsigned long long v)
        : type_(Type::Integer)
        , int_(static_cast<long long>(v)) {}
    // A whole number of at most 2^53 in size is stored as an integer.
    Value(double v);
    Value(std::string s)
        : type_(Type::String)
        , string_(std::move(s)) {}
    Value(std::string_view s)
        : type_(Type::String)
        , string_(s) {}
    Value(const char *s)
        : type_(Type::String)
        , string_(s) {}
    Value(Array a)
        : type_(Type::Array)
        , array_(std::move(a)) {}
    Value(Object o)
        : type_(Type::Object)
        , object_(std::move(o)) {}
    static Value undefined() {
        Value v;
        v.type_ = Type::Undefined;
        return v;
    }

    Type type() const { return type_; }
    bool isUndefined() const { return type_ == Type::Undefined; }
    bool isNull() const { return type_ == Type::Null; }
    bool isBool() const { return type_ == Type::Bool; }
    // An integer or a double (QJsonValue::isDouble).
    bool isNumber() const { return type_ == Type::Integer || type_ == Type::Double; }
    bool isInteger() const { return type_ == Type::Integer; }
    bool isString() const { return type_ == Type::String; }
    bool isArray() const { return type_ == Type::Array; }
    bool isObject() const { return type_ == Type::Object; }

    bool toBool(bool otherwise = false) const { return type_ == Type::Bool ? bool_ : otherwise; }
    double toDouble(double otherwise = 0) const;
    long long toInteger(long long otherwise = 0) const { return type_ == Type::Integer ? int_ : otherwise; }
    // The string; empty for any other type.
    const std::string &toString() const;
    // The array or object; empty for any other type.
    const Array &toArray() const;
    const Object &toObject() const;
    // For building: the value as an array or object to append to (the value must be one).
    Array &array() { return array_; }
    Object &object() { return object_; }

private:
    Type type_;
    bool bool_ = false;
    long long int_ = 0;
    double double_ = 0;
    std::string string_;
    Array array_;
    Object object_;
};

struct Member {
    std::string key;
    Value value;
};

// The compact text of `value` (QJsonDocument::Compact), appended to `out`.
void write(const Value &value, std::string &out);
std::string toCompact(const Value &value);
// A double as the writer writes it ("0.5", "1e-05", "12345678901234567000"); not finite: "null". This is also
// how QVariant(double).toString() writes one.
std::string shortestDouble(double d);
// A double as printf's %g writes it in the C locale (six significant digits: "1.5", "1e+06", "1.23457e+08"):
// what QString::number(double) and QString::arg(double) give.
std::string printfG(double d);

// A text to a code point at a time: its UTF-8 sequences, each byte that is not one as U+FFFD (what
// QString::fromUtf8 does), a surrogate of the WTF-8 form (ED A0..BF xx) as the surrogate when `wtf8`.
// Returns the code point and advances `at`.
char32_t nextCodePoint(std::string_view text, std::size_t &at, bool wtf8 = true);
// `bytes` as valid UTF-8: each byte of a broken sequence replaced by U+FFFD (QString::fromStdString, then
// back to UTF-8).
std::string validUtf8(std::string_view bytes);
// Appends the UTF-8 form of `c` (a surrogate as its three bytes).
void appendUtf8(std::string &out, char32_t c);

enum class ParseErrorKind : std::uint8_t {
    NoError,
    UnterminatedObject,
    MissingNameSeparator,
    UnterminatedArray,
    MissingValueSeparator,
    IllegalValue,
    TerminationByNumber,
    IllegalNumber,
    IllegalEscapeSequence,
    IllegalUtf8String,
    UnterminatedString,
    MissingObject,
    DeepNesting,
    GarbageAtEnd,
};
struct ParseError {
    ParseErrorKind kind = ParseErrorKind::NoError;
    long long offset = 0; // in bytes, where the reader stopped (QJsonParseError::offset)
};
// "unterminated object", "illegal value", ... (QJsonParseError::errorString).
std::string_view parseErrorText(ParseErrorKind kind);

// Reads a JSON text whose top level is an object or an array (as QJsonDocument::fromJson; a UTF-8 byte order
// mark first is skipped). On failure returns nothing and fills `error`. Of an object that gives a key twice
// the value kept is the last; `repeatedKey`, when given, is set to the first key (in the text's order, at any
// depth) that an object gives a second time, a lone surrogate in it as U+FFFD (nothing when no key repeats).
std::optional<Value> parse(std::string_view text, ParseError &error,
                           std::optional<std::string> *repeatedKey = nullptr);

} // namespace floorgen::json
