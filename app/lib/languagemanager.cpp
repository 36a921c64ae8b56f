#include "languagemanager.h"

#include <memory>

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QSet>
#include <QTranslator>

namespace floorgen::app {

namespace {

// With FLOORGEN_I18N_MISSES set, every text the app asks for and the translation lacks is printed once
// (qWarning): run the app in French with it to find strings that escape the .ts (a tr() whose context
// lupdate files differently, a name that skips names_tr.h).
class MissLoggingTranslator : public QTranslator {
public:
    QString translate(const char *context, const char *sourceText, const char *disambiguation,
                      int n) const override {
        QString t = QTranslator::translate(context, sourceText, disambiguation, n);
        if (t.isNull() && context && sourceText && *sourceText && context[0] != 'Q') {
            const QString key = QString::fromUtf8(context) + QLatin1Char('|') + QString::fromUtf8(sourceText);
            if (!m_seen.contains(key)) {
                m_seen.insert(key);
                qWarning("untranslated: [%s] %s", context, sourceText);
            }
        }
        return t;
    }

private:
    mutable QSet<QString> m_seen;
};

struct Installed {
    std::unique_ptr<QTranslator> qt;
    std::unique_ptr<QTranslator> app;
    QString code = QStringLiteral("en");
};

Installed &installed() {
    static Installed i;
    return i;
}

void remove(std::unique_ptr<QTranslator> &t) {
    if (t) {
        QCoreApplication::removeTranslator(t.get());
        t.reset();
    }
}

} // namespace

QStringList languageSettingKeys() {
    return QStringList{QStringLiteral("system")} + availableLanguages();
}

bool isLanguageSettingKey(const QString &key) {
    return languageSettingKeys().contains(key);
}

QStringList availableLanguages() {
    return {QStringLiteral("en"), QStringLiteral("fr")};
}

QString languageNativeName(const QString &code) {
    if (code == QLatin1String("en"))
        return QStringLiteral("English");
    if (code == QLatin1String("fr"))
        return QStringLiteral("Français");
    return code;
}

QString resolveLanguage(const QString &setting, const QLocale &system) {
    const QStringList codes = availableLanguages();
    if (setting != QLatin1String("system") && codes.contains(setting))
        return setting;
    for (const QString &ui : system.uiLanguages()) {
        // "fr-CA" -> "fr"
        const QString code = ui.section(QLatin1Char('-'), 0, 0).toLower();
        if (codes.contains(code))
            return code;
    }
    return QStringLiteral("en");
}

QString appTranslationFile(const QString &code) {
    return QStringLiteral(":/i18n/isaac-floorgen_%1.qm").arg(code);
}

bool installLanguage(const QString &code) {
    Installed &i = installed();
    remove(i.app);
    remove(i.qt);
    i.code = QStringLiteral("en");

    // Numbers and dates in the chosen language when it is not the system's (a French UI on an English
    // system writes 0,5 %); the system's own locale otherwise (fr_CA stays fr_CA).
    const QLocale system = QLocale::system();
    if (system.name().section(QLatin1Char('_'), 0, 0) == code)
        QLocale::setDefault(system);
    else
        QLocale::setDefault(QLocale(code));

    if (code == QLatin1String("en")) {
        // English is the source language: only its plural forms ("1 draw", "2 draws") need a translator.
        auto plurals = std::make_unique<QTranslator>();
        if (plurals->load(appTranslationFile(code)) && QCoreApplication::installTranslator(plurals.get()))
            i.app = std::move(plurals);
        return true;
    }

    auto qt = std::make_unique<QTranslator>();
    if (qt->load(QLocale(code), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        if (QCoreApplication::installTranslator(qt.get()))
            i.qt = std::move(qt);

    std::unique_ptr<QTranslator> app;
    if (qEnvironmentVariableIsSet("FLOORGEN_I18N_MISSES"))
        app = std::make_unique<MissLoggingTranslator>();
    else
        app = std::make_unique<QTranslator>();
    if (!app->load(appTranslationFile(code)) || !QCoreApplication::installTranslator(app.get()))
        return false;
    i.app = std::move(app);
    i.code = code;
    return true;
}

QString installedLanguage() {
    return installed().code;
}

} // namespace floorgen::app
