#pragma once

// The user interface language (style.md #8, as Tiled's languagemanager): Qt's own translations
// (qtbase_<lang>.qm from QLibraryInfo::TranslationsPath) and the app's (isaac-floorgen_<lang>.qm, compiled
// from translations/*.ts and embedded under :/i18n), installed into the application at start.
//
// The language setting is "system" (follow the system locale), "en" or "fr". English is the source
// language: its translator (isaac-floorgen_en.qm) holds the plural forms only. QtCore only, so tests can use
// it without widgets.

#include <QLocale>
#include <QString>
#include <QStringList>

namespace floorgen::app {

// The setting values: "system", then the language codes ("en", "fr").
QStringList languageSettingKeys();
bool isLanguageSettingKey(const QString &key);
// The language codes the app is translated into, English first.
QStringList availableLanguages();
// A language's own name ("English", "Français"), to list it in a menu; the code itself when unknown.
QString languageNativeName(const QString &code);

// The language a setting means: the code itself, or for "system" (and anything unknown) the first of the
// locale's UI languages the app has, else English.
QString resolveLanguage(const QString &setting, const QLocale &system = QLocale::system());

// The resource path of the app's compiled translation for a language (":/i18n/isaac-floorgen_fr.qm").
QString appTranslationFile(const QString &code);

// Installs Qt's own and the app's translators for `code` ("en": the English plural forms only), replacing
// those installed before, and makes QLocale's default follow the language when it differs from the system's
// (so that numbers read 0,5 in French). Needs a QCoreApplication. Returns false when the app's translation
// could not be loaded (the UI stays English); Qt's own missing is no error (only dialogs' buttons stay
// English).
bool installLanguage(const QString &code);
// The language installed last ("en" before any).
QString installedLanguage();

} // namespace floorgen::app
