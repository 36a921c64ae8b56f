#include "languagemenu.h"

#include "appsettings.h"
#include "languagemanager.h"
#include "mainwindow.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QMenu>
#include <QMessageBox>

namespace floorgen::gui {

using Key = app::AppSettings::Key;

LanguageMenu::LanguageMenu(MainWindow *window)
    : QObject(window)
    , m_window(window) {
    m_menu = window->viewMenu()->addMenu(tr("&Language"));
    m_menu->setObjectName(QStringLiteral("languageMenu"));
    m_group = new QActionGroup(this);
    m_group->setExclusive(true);
    const QString current = window->appSettings().stringValue(Key::Language);
    for (const QString &key : app::languageSettingKeys()) {
        // Each language in its own tongue, as language menus do; "system" in the UI's language.
        const QString text =
            key == QLatin1String("system")
                ? tr("&System Language (%1)")
                      .arg(app::languageNativeName(app::resolveLanguage(QStringLiteral("system"))))
                : app::languageNativeName(key);
        QAction *a = m_menu->addAction(text);
        a->setCheckable(true);
        a->setChecked(key == current);
        a->setData(key);
        a->setObjectName(QStringLiteral("language_") + key);
        m_group->addAction(a);
        connect(a, &QAction::triggered, this, [this, key] {
            if (!choose(key))
                return;
            const QString name = app::languageNativeName(app::resolveLanguage(key));
            if (QMessageBox::question(
                    m_window, tr("Language"),
                    tr("Reopen the window in %1 now? The floor and the panels stay as they are.").arg(name),
                    QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes) == QMessageBox::Yes)
                QCoreApplication::exit(kReopenExitCode);
            else
                QMessageBox::information(
                    m_window, tr("Language"),
                    tr("The language will change the next time the application starts."));
        });
    }
}

bool LanguageMenu::choose(const QString &setting) {
    if (!m_window->appSettings().setValue(Key::Language, setting))
        return false;
    for (QAction *a : m_group->actions())
        a->setChecked(a->data().toString() == setting);
    return app::resolveLanguage(setting) != app::installedLanguage();
}

} // namespace floorgen::gui
