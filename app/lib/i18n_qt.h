#pragma once

// The core's texts (floorgen/i18n.h: captions, names, the compare sentence) through Qt's translations:
// QCoreApplication::translate, so the installed translator (languagemanager.h) and the .ts files serve the
// core as they serve the app's own tr() texts.

#include <string>

#include <QString>

namespace floorgen::app {

// Sets the core's translation hook to Qt's (done when the library loads; again after another hook was set).
void useQtTranslations();

// A core text as a QString (UTF-8).
QString coreText(const std::string &utf8);

} // namespace floorgen::app
