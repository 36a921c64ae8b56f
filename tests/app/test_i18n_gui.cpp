// The desktop app in French: every text the windows ask for has a French translation (a probe translator
// records the misses), and the side panel's labels and check boxes are not clipped by the longer French
// texts. With FLOORGEN_SCREENSHOT_DIR set, the windows are also saved there (fr-*.png, en-*.png) to look at.

#include "appsettings.h"
#include "export/exportdialog.h"
#include "floorgen/trace.h"
#include "guioptions.h"
#include "languagemanager.h"
#include "languagemenu.h"
#include "mainwindow.h"
#include "map/mapwidget.h"
#include "names_tr.h"
#include "panel/settingspanel.h"
#include "rewardsfit.h"
#include "tracetext.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QEventLoop>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTranslator>

using namespace floorgen;

namespace {

// Consulted first (installed last): notes every text of the app's own contexts that the French translation
// lacks, then lets the real translators answer.
class ProbeTranslator : public QTranslator {
public:
    QTranslator french;
    mutable QSet<QString> misses;

    QString translate(const char *context, const char *source, const char *disambiguation,
                      int n) const override {
        if (context && source && *source && context[0] != 'Q' &&
            french.translate(context, source, disambiguation, n).isNull())
            misses.insert(QString::fromUtf8(context) + QStringLiteral(": ") + QString::fromUtf8(source));
        return {};
    }
    bool isEmpty() const override { return false; }
};

QString shotDir() {
    return qEnvironmentVariable("FLOORGEN_SCREENSHOT_DIR");
}

void save(QWidget *w, const QString &name) {
    if (shotDir().isEmpty())
        return;
    QVERIFY(w->grab().save(shotDir() + QLatin1Char('/') + name));
}

// Visible labels and buttons narrower than their text needs (not word-wrapped, not elided on purpose).
QStringList clipped(QWidget *root) {
    QStringList out;
    for (QLabel *l : root->findChildren<QLabel *>()) {
        if (!l->isVisibleTo(root) || l->wordWrap() || l->text().isEmpty() || l->pixmap().cacheKey() != 0)
            continue;
        if (l->width() < l->minimumSizeHint().width())
            out << QStringLiteral("label \"%1\": %2 < %3")
                       .arg(l->text())
                       .arg(l->width())
                       .arg(l->minimumSizeHint().width());
    }
    for (QAbstractButton *b : root->findChildren<QAbstractButton *>()) {
        if (!b->isVisibleTo(root) || b->text().isEmpty() || !qobject_cast<QCheckBox *>(b))
            continue;
        if (b->width() < b->sizeHint().width())
            out << QStringLiteral("check box \"%1\": %2 < %3")
                       .arg(b->text())
                       .arg(b->width())
                       .arg(b->sizeHint().width());
    }
    return out;
}

} // namespace

class TestI18nGui : public QObject {
    Q_OBJECT

    ProbeTranslator m_probe;
    QTemporaryDir m_dir;

    void showAll(gui::MainWindow &w) {
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        // Every dock: rewards, statistics, seed search.
        for (QDockWidget *d : w.findChildren<QDockWidget *>()) {
            d->show();
            d->raise();
        }
        // Every menu, as the user opens them (texts built on show).
        for (QMenu *m : w.findChildren<QMenu *>()) {
            m->popup(QPoint(0, 0));
            m->hide();
        }
        w.flushRendering();
        QCoreApplication::processEvents();
    }

    // Each dock on its own (floating), its sections open, to look at.
    void saveDocks(gui::MainWindow &w, const QString &language) {
        if (shotDir().isEmpty())
            return;
        for (QDockWidget *d : w.findChildren<QDockWidget *>()) {
            openSections(d);
            d->setFloating(true);
            d->resize(d->objectName() == QLatin1String("statisticsDock") ? QSize(1300, 850)
                                                                         : QSize(480, 900));
            d->show();
            QCoreApplication::processEvents();
            if (d->objectName() == QLatin1String("statisticsDock"))
                runFewStats(d);
            save(d, QStringLiteral("%1-%2.png").arg(language, d->objectName()));
            // The other pages of the dock's tabs (the rewards chart, the statistics' charts).
            for (QTabWidget *tabs : d->findChildren<QTabWidget *>())
                for (int i = 1; i < tabs->count(); ++i) {
                    tabs->setCurrentIndex(i);
                    QCoreApplication::processEvents();
                    save(d, QStringLiteral("%1-%2-tab%3.png").arg(language, d->objectName()).arg(i));
                }
        }
    }

    // A short statistics run (500 seeds), so that the chart has bars and notes to read.
    static void runFewStats(QWidget *stats) {
        for (QSpinBox *spin : stats->findChildren<QSpinBox *>())
            if (spin->value() == 200000)
                spin->setValue(500);
        for (QPushButton *b : stats->findChildren<QPushButton *>())
            if (b->text().remove(QLatin1Char('&')) == QLatin1String("Lancer") ||
                b->text().remove(QLatin1Char('&')) == QLatin1String("Run")) {
                b->click();
                QTest::qWait(4000);
            }
    }

    static void openSections(QWidget *root) {
        for (QToolButton *b : root->findChildren<QToolButton *>())
            if (b->isCheckable() && !b->isChecked() && b->arrowType() != Qt::NoArrow)
                b->setChecked(true);
    }

private slots:
    void initTestCase() {
        QVERIFY(app::installLanguage(QStringLiteral("fr")));
        QVERIFY(m_probe.french.load(app::appTranslationFile(QStringLiteral("fr"))));
        QVERIFY(QCoreApplication::installTranslator(&m_probe));
    }

    // Fails when a text reaches the screen in English: a tr() missing from the .ts (run update_translations
    // and translate) or a context lupdate files differently.
    void everyTextIsTranslated() {
        app::AppSettings settings(m_dir.filePath(QStringLiteral("fr.ini")));
        gui::MainWindow w(&settings);
        showAll(w);
        save(&w, QStringLiteral("fr-main.png"));
        saveDocks(w, QStringLiteral("fr"));
        QVERIFY(w.currentFloor());
        gui::ExportDialog dialog(app::ExportItem::fromFloor(*w.currentFloor()), false, &w);
        dialog.show();
        QCoreApplication::processEvents();
        save(&dialog, QStringLiteral("fr-export.png"));
        // Help > About (a modal box: looked at, saved and closed from a timer).
        QTimer closer;
        closer.setInterval(20);
        connect(&closer, &QTimer::timeout, this, [] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                save(box, QStringLiteral("fr-about.png"));
                box->accept();
            }
        });
        closer.start();
        for (QAction *a : w.helpMenu()->actions())
            if (a->menuRole() == QAction::AboutRole)
                a->trigger();
        closer.stop();
        QStringList misses(m_probe.misses.begin(), m_probe.misses.end());
        misses.sort();
        QVERIFY2(misses.isEmpty(),
                 qPrintable(QStringLiteral("%1 texts without French:\n").arg(misses.size()) +
                            misses.mid(0, 40).join(QLatin1Char('\n'))));
    }

    // The rewards panel shares the right-hand column with the decision log: in French too, all of it shows
    // without a sideways scroll bar.
    void rewardsPanelFitsItsColumn() {
        app::AppSettings settings(m_dir.filePath(QStringLiteral("fr3.ini")));
        gui::MainWindow w(&settings);
        QCOMPARE(testing::rewardsPanelSidewaysScroll(w), 0);
    }

    // Issue 22 point 2, in French: at 1024x768 with every panel at its default the window fits and the map
    // keeps 300 pixels.
    void windowFitsASmallScreen() {
        app::AppSettings settings(m_dir.filePath(QStringLiteral("fr-small.ini")));
        gui::MainWindow w(&settings);
        w.resize(1024, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCoreApplication::processEvents();
        const QSize min = w.minimumSizeHint();
        QVERIFY2(min.width() <= 1024 && min.height() <= 768,
                 qPrintable(QStringLiteral("minimum %1x%2").arg(min.width()).arg(min.height())));
        for (QDockWidget *dock : w.findChildren<QDockWidget *>()) {
            if (dock->isHidden())
                continue; // Statistics and Seed search open later (issue 22 point 5 sizes those panes)
            const Qt::DockWidgetArea area = w.dockWidgetArea(dock);
            const int most =
                area == Qt::LeftDockWidgetArea || area == Qt::RightDockWidgetArea ? 1024 / 2 : 1024;
            const QSize d = dock->minimumSizeHint();
            QVERIFY2(d.width() <= most && d.height() <= 768,
                     qPrintable(
                         QStringLiteral("%1: %2x%3").arg(dock->objectName()).arg(d.width()).arg(d.height())));
        }
        QCOMPARE(w.size(), QSize(1024, 768));
        // The French side panels are wider (their own minimum widths: 354 and 347 pixels); the map keeps 300.
        QVERIFY2(w.mapWidget()->width() >= 300, qPrintable(QString::number(w.mapWidget()->width())));
    }

    void sidePanelNotClipped() {
        app::AppSettings settings(m_dir.filePath(QStringLiteral("fr2.ini")));
        gui::MainWindow w(&settings);
        showAll(w);
        QDockWidget *dock = w.findChild<QDockWidget *>(QStringLiteral("floorSettingsDock"));
        QVERIFY(dock);
        openSections(dock); // the player section starts closed
        QCoreApplication::processEvents();
        const QStringList bad = clipped(dock);
        QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QLatin1Char('\n'))));
    }

    void languageOption_data() {
        QTest::addColumn<QString>("value");
        QTest::addColumn<bool>("ok");
        QTest::newRow("fr") << "fr" << true;
        QTest::newRow("EN") << "EN" << true;
        QTest::newRow("system") << "system" << true;
        QTest::newRow("de") << "de" << false;
        QTest::newRow("empty") << "" << false;
    }

    void languageOption() {
        QFETCH(QString, value);
        QFETCH(bool, ok);
        gui::GuiOptions o;
        QString message;
        const auto outcome = gui::parseGuiOptions(
            {QStringLiteral("isaac-floorgen"), QStringLiteral("--language"), value}, o, message);
        if (ok) {
            QCOMPARE(int(outcome), int(gui::ParseOutcome::Ok));
            QCOMPARE(o.language, value.toLower());
        } else {
            QCOMPARE(int(outcome), int(gui::ParseOutcome::Error));
            QVERIFY2(message.contains(QStringLiteral("--language")), qPrintable(message));
        }
    }

    // --help still reads --language, so that main.cpp can print the help in that language.
    void languageBeforeHelp() {
        gui::GuiOptions o;
        QString message;
        const auto outcome = gui::parseGuiOptions({QStringLiteral("isaac-floorgen"), QStringLiteral("--help"),
                                                   QStringLiteral("--language"), QStringLiteral("fr")},
                                                  o, message);
        QCOMPARE(int(outcome), int(gui::ParseOutcome::Help));
        QCOMPARE(o.language, QStringLiteral("fr"));
        QVERIFY2(message.contains(QStringLiteral("Affiche cette aide")),
                 qPrintable(message)); // French installed
    }

    // View > Language lists the languages, each in its own tongue, and stores the choice.
    void languageMenu() {
        app::AppSettings settings(m_dir.filePath(QStringLiteral("menu.ini")));
        gui::MainWindow w(&settings);
        auto *menu = w.findChild<QMenu *>(QStringLiteral("languageMenu"));
        QVERIFY(menu);
        QStringList texts;
        for (QAction *a : menu->actions())
            texts << a->text();
        QVERIFY2(texts.contains(QStringLiteral("English")) && texts.contains(QStringLiteral("Français")),
                 qPrintable(texts.join(QLatin1Char('|'))));
        auto *en = w.findChild<QAction *>(QStringLiteral("language_en"));
        QVERIFY(en);
        auto *lm = w.findChild<gui::LanguageMenu *>();
        QVERIFY(lm);
        QVERIFY(lm->choose(QStringLiteral("en"))); // French is in use: English differs
        QCOMPARE(settings.stringValue(app::AppSettings::Key::Language), QStringLiteral("en"));
        QVERIFY(en->isChecked());
        QVERIFY(!lm->choose(QStringLiteral("fr"))); // the language in use: nothing to restart for
        if (!shotDir().isEmpty()) {
            w.show();
            menu->popup(QPoint(0, 0));
            QCoreApplication::processEvents();
            save(menu, QStringLiteral("fr-language-menu.png"));
            menu->hide();
            QMenu *view = w.viewMenu();
            view->popup(QPoint(0, 0));
            QCoreApplication::processEvents();
            save(view, QStringLiteral("fr-view-menu.png"));
            view->hide();
        }
    }

    // Choosing another language asks to reopen the window; yes ends the event loop with the code main.cpp
    // reopens the window for.
    void reopenEndsTheLoop() {
        app::AppSettings settings(m_dir.filePath(QStringLiteral("reopen.ini")));
        gui::MainWindow w(&settings);
        w.show();
        QAction *en = w.findChild<QAction *>(QStringLiteral("language_en"));
        QVERIFY(en);
        QString question;
        QTimer clicker;
        clicker.setInterval(20);
        connect(&clicker, &QTimer::timeout, this, [&question] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                question = box->text();
                box->button(QMessageBox::Yes)->click();
            }
        });
        clicker.start();
        QTimer::singleShot(0, en, &QAction::trigger);
        QEventLoop loop;
        QTimer::singleShot(10000, &loop, [&loop] { loop.exit(-1); });
        QCOMPARE(loop.exec(), gui::LanguageMenu::kReopenExitCode);
        QVERIFY2(question.contains(QStringLiteral("English")), qPrintable(question));
        QCOMPARE(settings.stringValue(app::AppSettings::Key::Language), QStringLiteral("en"));
    }

    // Every caption of a few floors' decision logs in French: no English word left from a name table. With
    // FLOORGEN_SCREENSHOT_DIR set, they are written to fr-captions.txt to read.
    void captionsInFrench() {
        QStringList all;
        for (int stage : {1, 2, 6, 11, 12}) {
            Settings s;
            s.runSeed = 0x1234567u + static_cast<std::uint32_t>(stage);
            s.stage = stage;
            s.set(Item::Luna, true);
            s.set(Item::VoodooHead, true);
            Floor floor;
            Trace trace;
            QVERIFY(generate(s, floor, &trace) == GenerateStatus::Ok);
            all << app::eventCaptions(trace, s.ruleSet);
        }
        // The repentance floors with steps of their own: Downpour II (the mirror), Mines II, Corpse I.
        for (const auto &[stage, type] :
             {std::pair{2, 4}, std::pair{4, 4}, std::pair{7, 4}, std::pair{3, 5}}) {
            Settings s;
            s.runSeed = 0xBEEFu + static_cast<std::uint32_t>(stage);
            s.stage = stage;
            s.stageType = type;
            s.set(Item::KnifePiece1, true);
            Floor floor;
            Trace trace;
            QVERIFY(generate(s, floor, &trace) == GenerateStatus::Ok);
            all << app::eventCaptions(trace, RuleSet::Repentance);
        }
        QVERIFY(all.size() > 100);
        // Words of the core's English name tables that must not show in French captions.
        static const QRegularExpression english(
            QStringLiteral("\\b(Room|room|Secret|Treasure|Shop|Curse|Boss Room|Planetarium|Library|dead end|"
                           "Wrath|Gluttony|Lust|Sloth|Envy|Pride|placed|rejected)\\b"));
        QStringList bad;
        for (const QString &c : all)
            if (english.match(c).hasMatch())
                bad << c;
        if (!shotDir().isEmpty()) {
            QFile f(shotDir() + QStringLiteral("/fr-captions.txt"));
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Text));
            f.write(all.join(QLatin1Char('\n')).toUtf8());
        }
        QVERIFY2(bad.isEmpty(), qPrintable(bad.mid(0, 10).join(QLatin1Char('\n'))));
    }

    // The repentance names and words in French (the French wiki's names where it has them; the names it does
    // not give stay English, as "Utero" does: docs/floor-names-fr.md).
    void repentanceTextsInFrench() {
        QCOMPARE(app::trStage(3, 5), QStringLiteral("Cendrière I"));
        QCOMPARE(app::trStage(6, 5), QStringLiteral("Géhenne II"));
        QCOMPARE(app::trStage(5, 4), QStringLiteral("Mausolée I"));
        QCOMPARE(app::trStage(11, 1), QStringLiteral("Coffre"));
        QCOMPARE(app::trProvenance(Provenance::RepentanceEngine),
                 QStringLiteral("moteur de Repentance+ (d'après le code du jeu, non vérifié)"));
        QCOMPARE(app::stepDisplayName(Step::Mirror), QStringLiteral("salle du miroir"));
        QCOMPARE(app::trStep(Step::Mineshaft), QStringLiteral("entrée du puits de mine"));
        QCOMPARE(app::trCharacter(31), QStringLiteral("L'Égaré Impur"));
        QCOMPARE(app::trCoreMessage("Mortis (stage 7, type 5) has no rooms"),
                 QStringLiteral("Mortis (étage 7, type 5) n'a pas de salles"));
        gui::SettingsPanel panel;
        Settings s;
        s.runSeed = 0xDEADBEEFu;
        s.stage = 5;
        s.stageType = 4;
        panel.setSettings(s);
        QVERIFY(panel.stageCombo()->currentText().endsWith(QStringLiteral("Mausolée I")));
        QVERIFY2(panel.seedProposal()->text().startsWith(QStringLiteral("Cette partie\u00a0:")),
                 qPrintable(panel.seedProposal()->text()));
        QCOMPARE(panel.alternateFromSeedButton()->text(), QStringLiteral("Étage alternatif (approximation)"));
        QStringList misses(m_probe.misses.begin(), m_probe.misses.end());
        QVERIFY2(misses.isEmpty(), qPrintable(misses.join(QLatin1Char('\n'))));
    }

    // The check above can fail: a label narrower than its text is found.
    void clippingIsDetected() {
        QWidget box;
        auto *label = new QLabel(QStringLiteral("Réceptacles de cœur, en demi-cœurs"), &box);
        auto *check = new QCheckBox(QStringLiteral("Fléau du Labyrinthe"), &box);
        label->setGeometry(0, 0, 40, 20);
        check->setGeometry(0, 30, 40, 20);
        box.resize(100, 60);
        box.show();
        QCOMPARE(clipped(&box).size(), 2);
    }

    // Back to English: the translators are removed, the windows speak the source language again.
    void backToEnglish() {
        QCoreApplication::removeTranslator(&m_probe);
        QVERIFY(app::installLanguage(QStringLiteral("en")));
        app::AppSettings settings(m_dir.filePath(QStringLiteral("en.ini")));
        gui::MainWindow w(&settings);
        QCOMPARE(w.viewMenu()->title(), QStringLiteral("&View"));
        QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("Cancel"));
        if (shotDir().isEmpty())
            return;
        showAll(w);
        save(&w, QStringLiteral("en-main.png"));
        saveDocks(w, QStringLiteral("en"));
    }
};

QTEST_MAIN(TestI18nGui)
#include "test_i18n_gui.moc"
