#include "i18n_qt.h"

#include "floorgen/i18n.h"

#include <QCoreApplication>
#include <QLocale>

namespace floorgen::app {

namespace {

class QtTranslator final : public i18n::Translator {
public:
    std::string translate(const char *context, const char *source, const char *disambiguation,
                          int n) const override {
        return QCoreApplication::translate(context, source, disambiguation, n).toStdString();
    }
    std::string decimalPoint() const override { return QLocale().decimalPoint().toStdString(); }
    bool english() const override { return QLocale().language() == QLocale::English; }
};

const QtTranslator g_translator;
// Set when the library loads: every core text the app asks for goes through Qt's translations (an argument
// of coreText is computed before coreText runs).
[[maybe_unused]] const bool g_installed = (i18n::setTranslator(&g_translator), true);

} // namespace

void useQtTranslations() {
    i18n::setTranslator(&g_translator);
}

QString coreText(const std::string &utf8) {
    return QString::fromStdString(utf8);
}

} // namespace floorgen::app
