#include "floorgen/i18n.h"

#include "floorgen/json.h"

#include <algorithm>
#include <atomic>

namespace floorgen::i18n {

namespace {

std::atomic<const Translator *> g_translator{nullptr};

void replaceAll(std::string &s, std::string_view what, std::string_view with) {
    for (std::size_t at = s.find(what); at != std::string::npos; at = s.find(what, at + with.size()))
        s.replace(at, what.size(), with);
}

// A marker of QString::arg at `i` ('%', an optional 'L', one or two digits, 0 to 99): its number plus one
// and its length, or 0.
int markerAt(const std::string &s, std::size_t i, std::size_t &length) {
    if (s[i] != '%')
        return 0;
    std::size_t j = i + 1;
    if (j < s.size() && s[j] == 'L')
        ++j;
    if (j >= s.size() || s[j] < '0' || s[j] > '9')
        return 0;
    int n = s[j++] - '0';
    if (j < s.size() && s[j] >= '0' && s[j] <= '9')
        n = n * 10 + (s[j++] - '0');
    length = j - i;
    return n + 1; // (0 for none: %0 is a marker too, as in Qt)
}

} // namespace

void setTranslator(const Translator *t) {
    g_translator.store(t, std::memory_order_release);
}

const Translator *translator() {
    return g_translator.load(std::memory_order_acquire);
}

std::string translate(const char *context, const char *source, const char *disambiguation, int n) {
    const Translator *t = translator();
    std::string s = t ? t->translate(context, source, disambiguation, n) : std::string(source);
    if (n >= 0)
        replaceAll(s, "%n", std::to_string(n));
    return s;
}

Text Text::arg(std::string_view a) const {
    return multiArg({a});
}

Text Text::multiArg(std::vector<std::string_view> args) const {
    // The marker numbers present, lowest first: the i-th takes args[i].
    std::vector<int> numbers;
    for (std::size_t i = 0; i < s_.size(); ++i) {
        std::size_t length = 0;
        if (const int n = markerAt(s_, i, length))
            numbers.push_back(n);
    }
    std::sort(numbers.begin(), numbers.end());
    numbers.erase(std::unique(numbers.begin(), numbers.end()), numbers.end());
    if (numbers.empty())
        return *this; // (QString::arg warns and leaves the text)
    std::string out;
    out.reserve(s_.size() + 16);
    for (std::size_t i = 0; i < s_.size();) {
        std::size_t length = 0;
        const int n = markerAt(s_, i, length);
        const auto k =
            static_cast<std::size_t>(std::find(numbers.begin(), numbers.end(), n) - numbers.begin());
        if (n && k < args.size()) {
            out += args[k];
            i += length;
        } else {
            out += s_[i++];
        }
    }
    return Text(std::move(out));
}

Text TextList::join(std::string_view sep) const {
    std::string out;
    for (std::size_t i = 0; i < items_.size(); ++i) {
        if (i)
            out += sep;
        out += items_[i].str();
    }
    return Text(std::move(out));
}

namespace {

char32_t lowerOf(char32_t c) {
    if ((c >= 'A' && c <= 'Z') || (c >= 0xC0 && c <= 0xDE && c != 0xD7))
        return c + 0x20;
    if (c == 0x152 || c == 0x178) // Œ, Ÿ
        return c == 0x152 ? 0x153 : 0xFF;
    return c;
}

char32_t upperOf(char32_t c) {
    if ((c >= 'a' && c <= 'z') || (c >= 0xE0 && c <= 0xFE && c != 0xF7))
        return c - 0x20;
    if (c == 0x153 || c == 0xFF)
        return c == 0x153 ? 0x152 : 0x178;
    return c;
}

} // namespace

std::string lowerText(std::string_view utf8) {
    std::string out;
    out.reserve(utf8.size());
    for (std::size_t at = 0; at < utf8.size();)
        json::appendUtf8(out, lowerOf(json::nextCodePoint(utf8, at, false)));
    return out;
}

std::string capitalisedText(std::string_view utf8) {
    if (utf8.empty())
        return {};
    std::size_t at = 0;
    std::string out;
    json::appendUtf8(out, upperOf(json::nextCodePoint(utf8, at, false)));
    out += utf8.substr(at);
    return out;
}

std::string fixedText(long long value, int decimals, std::string_view point) {
    long long scale = 1;
    for (int i = 0; i < decimals; ++i)
        scale *= 10;
    const bool negative = value < 0;
    const unsigned long long v =
        negative ? 0ULL - static_cast<unsigned long long>(value) : static_cast<unsigned long long>(value);
    std::string out = (negative ? "-" : "") + std::to_string(v / static_cast<unsigned long long>(scale));
    if (decimals > 0) {
        std::string fraction = std::to_string(v % static_cast<unsigned long long>(scale));
        out += point;
        out += std::string(static_cast<std::size_t>(decimals) - fraction.size(), '0') + fraction;
    }
    return out;
}

int pluralForm(std::string_view language, int n) {
    if (language == "fr")
        return n < 2 ? 0 : 1;
    return n == 1 ? 0 : 1;
}

std::unique_ptr<Catalog> Catalog::fromJson(std::string_view text, std::string &error) {
    json::ParseError parseError;
    const auto doc = json::parse(text, parseError);
    if (!doc || !doc->isObject()) {
        error = doc ? "the catalog is not a JSON object"
                    : "the catalog is not JSON: " + std::string(json::parseErrorText(parseError.kind));
        return nullptr;
    }
    const json::Object &o = doc->toObject();
    auto c = std::make_unique<Catalog>();
    const json::Value language = o.value("language"), plural = o.value("plural"),
                      messages = o.value("messages");
    if (!language.isString() || !messages.isObject()) {
        error = "the catalog lacks its \"language\" or its \"messages\"";
        return nullptr;
    }
    c->language_ = language.toString();
    c->plural_ = plural.isString() ? plural.toString() : c->language_;
    for (const json::Member &context : messages.toObject()) {
        if (!context.value.isObject()) {
            error = "the catalog's context \"" + context.key + "\" is not an object";
            return nullptr;
        }
        for (const json::Member &m : context.value.toObject()) {
            Entry e;
            if (m.value.isString()) {
                e.forms.push_back(m.value.toString());
            } else if (m.value.isArray()) {
                e.numerus = true;
                for (const json::Value &f : m.value.toArray()) {
                    if (!f.isString()) {
                        error = "a plural form of \"" + m.key + "\" is not a string";
                        return nullptr;
                    }
                    e.forms.push_back(f.toString());
                }
            } else {
                error = "the translation of \"" + m.key + "\" is neither a string nor a list of forms";
                return nullptr;
            }
            c->messages_.emplace(std::make_pair(context.key, m.key), std::move(e));
        }
    }
    return c;
}

std::string Catalog::translate(const char *context, const char *source, const char *disambiguation,
                               int n) const {
    // As QTranslator: the entry with the comment, else the one without.
    const std::string plain(source);
    const Entry *found = nullptr;
    if (disambiguation && *disambiguation) {
        const auto it = messages_.find(std::make_pair(std::string(context), plain + '\x04' + disambiguation));
        if (it != messages_.end())
            found = &it->second;
    }
    if (!found) {
        const auto it = messages_.find(std::make_pair(std::string(context), plain));
        if (it != messages_.end())
            found = &it->second;
    }
    if (!found || found->forms.empty())
        return plain;
    const std::size_t form =
        found->numerus ? static_cast<std::size_t>(std::clamp(pluralForm(plural_, n < 0 ? 0 : n), 0,
                                                             static_cast<int>(found->forms.size()) - 1))
                       : 0;
    return found->forms[form].empty() ? plain : found->forms[form];
}

std::string Catalog::decimalPoint() const {
    return language_ == "fr" ? "," : ".";
}

bool Catalog::english() const {
    return language_ == "en";
}

} // namespace floorgen::i18n
