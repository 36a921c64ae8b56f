#pragma once

// The front ends' texts in the core (captions, names, the compare sentence), translated through a hook: the
// desktop app's is QCoreApplication::translate (app/lib/i18n_qt.cpp), the browser's a catalog made at build
// time from the same translations/isaac-floorgen_<lang>.ts (web/tools/ts2json.mjs, Catalog below). The texts
// are written in English, the .ts files' source language, under the contexts lupdate gives them (lupdate
// reads core/src/text/ too: app/CMakeLists.txt). Without a hook: the English texts.

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace floorgen::i18n {

// The translation hook.
class Translator {
public:
    virtual ~Translator() = default;
    // The translation of `source` in `context` (`disambiguation`: the .ts entry's comment, or null), for
    // n >= 0 its plural form for n; `source` itself where there is none. %n may be left in (translate()
    // replaces it).
    virtual std::string translate(const char *context, const char *source, const char *disambiguation,
                                  int n) const = 0;
    // The decimal separator of the language's numbers ("." or ",").
    virtual std::string decimalPoint() const { return "."; }
    // Whether the texts are English: the names of the player's own game files are preferred then.
    virtual bool english() const { return true; }
};

// The hook every text of the core goes through (null: English). Not owned: it must outlive its use. Set it
// before other threads read texts (the app sets its own once; the module between calls).
void setTranslator(const Translator *translator);
const Translator *translator();

// `source` translated in `context`, %n replaced by n when n >= 0.
std::string translate(const char *context, const char *source, const char *disambiguation = nullptr,
                      int n = -1);

// A text with Qt's QString::arg: arg(a) replaces every occurrence of the lowest-numbered marker (%1 ... %99)
// by a; arg(a, b, ...) the lowest by a, the next by b, ..., in one pass. Numbers are written in decimal.
class Text {
public:
    Text() = default;
    Text(std::string s)
        : s_(std::move(s)) {}
    Text(const char *s)
        : s_(s) {}

    Text arg(std::string_view a) const;
    Text arg(const Text &a) const { return arg(std::string_view(a.s_)); }
    Text arg(const std::string &a) const { return arg(std::string_view(a)); }
    Text arg(const char *a) const { return arg(std::string_view(a)); }
    // (a narrower integer is promoted to int: a number, never a character)
    Text arg(int n) const { return arg(std::string_view(std::to_string(n))); }
    Text arg(unsigned n) const { return arg(std::string_view(std::to_string(n))); }
    Text arg(long n) const { return arg(std::string_view(std::to_string(n))); }
    Text arg(unsigned long n) const { return arg(std::string_view(std::to_string(n))); }
    Text arg(long long n) const { return arg(std::string_view(std::to_string(n))); }
    Text arg(unsigned long long n) const { return arg(std::string_view(std::to_string(n))); }
    Text arg(const Text &a, const Text &b) const { return multiArg({a.s_, b.s_}); }
    Text arg(const Text &a, const Text &b, const Text &c) const { return multiArg({a.s_, b.s_, c.s_}); }

    bool isEmpty() const { return s_.empty(); }
    const std::string &str() const { return s_; }
    Text &operator+=(const Text &t) {
        s_ += t.s_;
        return *this;
    }
    Text &operator+=(char c) {
        s_ += c;
        return *this;
    }
    friend Text operator+(Text a, const Text &b) { return a += b; }
    friend Text operator+(Text a, char c) { return a += c; }
    friend Text operator+(char c, const Text &b) { return Text(std::string(1, c) + b.s_); }
    bool operator==(const Text &) const = default;

private:
    Text multiArg(std::vector<std::string_view> args) const;
    std::string s_;
};

// A list of texts, joined with a separator (QStringList's << and join).
class TextList {
public:
    TextList &operator<<(Text t) {
        items_.push_back(std::move(t));
        return *this;
    }
    bool isEmpty() const { return items_.empty(); }
    std::size_t size() const { return items_.size(); }
    Text join(std::string_view sep) const;
    Text join(const Text &sep) const { return join(std::string_view(sep.str())); }
    Text join(const char *sep) const { return join(std::string_view(sep)); }
    const std::vector<Text> &items() const { return items_; }

private:
    std::vector<Text> items_;
};

// UTF-8 case, as QString::toLower and a first letter's toUpper do for the languages of translations/ (ASCII,
// Latin-1, Œ).
std::string lowerText(std::string_view utf8);
std::string capitalisedText(std::string_view utf8);
// A fixed-point number: value / 10^decimals with that many decimals, "." as separator ("0.0350").
std::string fixedText(long long value, int decimals, std::string_view point = ".");

// A language's catalog: the .ts file as web/tools/ts2json.mjs writes it,
// {"language": "fr", "plural": "fr", "messages": {CONTEXT: {SOURCE: TEXT, SOURCE "\u0004" COMMENT: TEXT,
//  PLURAL SOURCE: [FORM, ...]}}}. Looked up as QTranslator does (an entry with the comment, else without).
class Catalog final : public Translator {
public:
    // The catalog of a JSON text, or null with `error` set.
    static std::unique_ptr<Catalog> fromJson(std::string_view json, std::string &error);

    std::string translate(const char *context, const char *source, const char *disambiguation,
                          int n) const override;
    std::string decimalPoint() const override;
    bool english() const override;
    const std::string &language() const { return language_; }
    std::size_t size() const { return messages_.size(); }

private:
    struct Entry {
        std::vector<std::string> forms; // one, or the plural forms
        bool numerus = false;
    };
    std::string language_ = "en";
    std::string plural_ = "en";
    std::map<std::pair<std::string, std::string>, Entry, std::less<>> messages_; // (context, key)
};

// The index of the plural form for n in a language of translations/ (Qt's rules: English 1 | other,
// French 0-1 | other).
int pluralForm(std::string_view language, int n);

} // namespace floorgen::i18n
