#pragma once

// View > Language: follow the system, English or Français, kept in AppSettings (Key::Language). The
// translators are installed at start (main.cpp, languagemanager.h), so a change takes effect at the next
// start; the menu says so.

#include <QObject>

class QActionGroup;
class QMenu;

namespace floorgen::gui {

class MainWindow;

class LanguageMenu : public QObject {
    Q_OBJECT

public:
    // Adds the submenu to the window's View menu; owned by the window.
    explicit LanguageMenu(MainWindow *window);

    QMenu *menu() const { return m_menu; }
    // Stores the setting ("system", "en", "fr"); returns whether it differs from the language in use.
    bool choose(const QString &setting);

private:
    MainWindow *m_window;
    QMenu *m_menu = nullptr;
    QActionGroup *m_group = nullptr;
};

} // namespace floorgen::gui
