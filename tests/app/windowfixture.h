#pragma once

// What the window tests share: settings in a temporary file of their own, a main window on them, the
// settings of a run seed's floor, a window shown at a size, and the looks every screen is checked and
// photographed in (English and French, 1024x768 and 1440x900, light and dark).

#include "appsettings.h"
#include "floorgen/generator.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "uistyle.h"

#include <optional>

#include <QApplication>
#include <QPalette>
#include <QSize>
#include <QString>
#include <QStyle>
#include <QStyleFactory>
#include <QTemporaryDir>
#include <QTest>

namespace floorgen::testing {

// A settings file in a temporary folder, removed with it.
struct TempSettings {
    QTemporaryDir dir;
    QString path() const { return dir.filePath(QStringLiteral("settings.ini")); }
};

// A main window on settings of its own (not shown: the test shows and sizes it).
struct TestWindow {
    TempSettings file;
    app::AppSettings settings{file.path()};
    gui::MainWindow window{&settings};
};

// Run seed `seed`, stage `stage`, everything else the default.
inline Settings withSeed(std::uint32_t seed, int stage = 1) {
    Settings s;
    s.runSeed = seed;
    s.stage = stage;
    return s;
}

// `w` resized to `size` and shown; false when it never came on screen.
[[nodiscard]] inline bool showAt(QWidget &w, QSize size) {
    w.resize(size);
    w.show();
    return QTest::qWaitForWindowExposed(&w);
}

// "LANG-WxH", and "-light" or "-dark" when `dark` is given: a data row's or a screenshot's name.
inline QString lookName(const QString &language, QSize size, std::optional<bool> dark = {}) {
    QString name = QStringLiteral("%1-%2x%3").arg(language).arg(size.width()).arg(size.height());
    if (dark)
        name += *dark ? QStringLiteral("-dark") : QStringLiteral("-light");
    return name;
}

// A test's data rows, columns "language" and "size" (and "dark" with `themes`): English and French at
// 1024x768 and 1440x900 (and light and dark).
inline void addLookRows(bool themes = false) {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    if (themes)
        QTest::addColumn<bool>("dark");
    for (const QString language : {QStringLiteral("en"), QStringLiteral("fr")})
        for (const QSize size : {QSize(1024, 768), QSize(1440, 900)}) {
            if (!themes) {
                QTest::newRow(qPrintable(lookName(language, size))) << language << size;
                continue;
            }
            for (const bool dark : {false, true})
                QTest::newRow(qPrintable(lookName(language, size, dark))) << language << size << dark;
        }
}

// A screenshot's look while it lives: the Fusion style, the dark palette or the style's own, and the language
// (ok() false when it could not be installed); the palette it found afterwards.
class ScreenshotLook {
public:
    ScreenshotLook(const QString &language, bool dark)
        : m_saved(QApplication::palette()) {
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(dark ? gui::darkPalette() : QApplication::style()->standardPalette());
        m_ok = app::installLanguage(language);
    }
    ~ScreenshotLook() { QApplication::setPalette(m_saved); }
    ScreenshotLook(const ScreenshotLook &) = delete;
    ScreenshotLook &operator=(const ScreenshotLook &) = delete;
    bool ok() const { return m_ok; }

private:
    QPalette m_saved;
    bool m_ok = false;
};

} // namespace floorgen::testing
