#pragma once

// View > Language: follow the system, English or Français, kept in AppSettings (Key::Language). The
// translators are installed before the window is built (main.cpp, languagemanager.h): a change offers to
// reopen the window in the new language at once (the event loop ends with kReopenExitCode and main.cpp
// builds a new window on the same floor), or else takes effect at the next start.

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

    // The exit code of the event loop that asks main.cpp to reopen the window in the new language.
    static constexpr int kReopenExitCode = 0x4c414e47; // "LANG"

    QMenu *menu() const { return m_menu; }
    // Stores the setting ("system", "en", "fr"); returns whether it differs from the language in use.
    bool choose(const QString &setting);

private:
    MainWindow *m_window;
    QMenu *m_menu = nullptr;
    QActionGroup *m_group = nullptr;
};

} // namespace floorgen::gui
