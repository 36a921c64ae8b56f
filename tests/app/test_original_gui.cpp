// The original-2011 rule set in the GUI and the renderer (docs/original-2011.md O10): the stage picker lists
// it with its explanation and the 2011 stages only; a floor of it is drawn on its 9x8 grid, says once that
// the random numbers are ours, and marks its approximations; the French of its captions.

#include "floorgen/original2011.h"
#include "floorgen/trace.h"
#include "floorrenderer.h"
#include "languagemanager.h"
#include "panel/settingspanel.h"
#include "tracetext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTest>

using namespace floorgen;
using namespace floorgen::gui;

namespace {

Floor originalFloor(std::uint32_t seed, int stage = 1) {
    Settings s;
    s.ruleSet = RuleSet::Original2011;
    s.stageSeed = seed;
    s.stage = stage;
    s.stageType = stage == 11 ? 1 : 0; // the Chest
    Floor f;
    if (generate(s, f) != GenerateStatus::Ok)
        qFatal("no floor");
    return f;
}

} // namespace

class TestOriginalGui : public QObject {
    Q_OBJECT

private slots:
    void stagePicker() {
        SettingsPanel panel;
        Settings s;
        s.runSeed = 0xDEADBEEFu;
        s.ruleSet = RuleSet::AfterbirthPlus;
        s.stage = 4;
        panel.setSettings(s);
        QComboBox *rules = panel.ruleSetCombo();
        const int at = rules->findData(int(RuleSet::Original2011));
        QVERIFY(at >= 0);
        QCOMPARE(rules->itemText(at), QStringLiteral("Original (2011)"));
        const QString explanation = rules->itemData(at, Qt::ToolTipRole).toString();
        QVERIFY2(explanation.contains(QStringLiteral("9x8")) &&
                     explanation.contains(QStringLiteral("our random numbers, not the original game's")),
                 qPrintable(explanation));
        QSignalSpy spy(&panel, &SettingsPanel::settingsChanged);
        rules->setCurrentIndex(at);
        QVERIFY(spy.count() >= 1);
        QCOMPARE(panel.settings().ruleSet, RuleSet::Original2011);
        QCOMPARE(panel.settings().stage, 4); // the stage is kept
        QComboBox *floors = panel.stageCombo();
        QCOMPARE(floors->count(), 10); // 1..8, 10, 11: no Blue Womb, no Void
        QCOMPARE(floors->findData(9), -1);
        QCOMPARE(floors->findData(12), -1);
        QCOMPARE(panel.stageTypeCombo()->count(), 2); // Caves, Catacombs
        // The Chest only, on stage 11.
        floors->setCurrentIndex(floors->findData(11));
        QCOMPARE(panel.stageTypeCombo()->count(), 1);
        QCOMPARE(panel.settings().stage, 11);
        QCOMPARE(panel.settings().stageType, 1);
        QVERIFY(!validateSettings(panel.settings()));
    }

    // What the 2011 generator does not read is not offered: the items and the player's state are hidden,
    // of the curses only the Labyrinth can be forced, Black Candle is off; back to another rule set, all is.
    void panelOffersWhatTheGeneratorReads() {
        SettingsPanel panel;
        Settings s;
        s.runSeed = 0xDEADBEEFu;
        s.ruleSet = RuleSet::Repentance;
        panel.setSettings(s);
        panel.curseForcedButton()->setChecked(true);
        QVERIFY(!panel.itemsSection()->isHidden() && !panel.playerSection()->isHidden());
        QVERIFY(panel.curseBox(kCurseDarkness)->isEnabled());
        QComboBox *rules = panel.ruleSetCombo();
        rules->setCurrentIndex(rules->findData(int(RuleSet::Original2011)));
        QVERIFY(panel.itemsSection()->isHidden());
        QVERIFY(panel.playerSection()->isHidden());
        QVERIFY(panel.curseBox(kCurseLabyrinth)->isEnabled());
        for (CurseBit c : {kCurseDarkness, kCurseLost, kCurseUnknown, kCurseMaze, kCurseBlind}) {
            QVERIFY(!panel.curseBox(c)->isEnabled());
            QVERIFY(panel.curseBox(c)->toolTip().contains(QStringLiteral("only the Curse of the Labyrinth")));
        }
        panel.curseBox(kCurseLabyrinth)->setChecked(true);
        QVERIFY(panel.settings().forcedCurses && (*panel.settings().forcedCurses & kCurseLabyrinth) != 0);
        rules->setCurrentIndex(rules->findData(int(RuleSet::AfterbirthPlus)));
        QVERIFY(!panel.itemsSection()->isHidden() && !panel.playerSection()->isHidden());
        QVERIFY(panel.curseBox(kCurseDarkness)->isEnabled());
    }

    void gridAndNote_data() {
        QTest::addColumn<uint>("seed");
        QTest::addColumn<int>("stage");
        QTest::newRow("Basement I") << 77u << 1;
        QTest::newRow("the Chest") << 5u << 11;
    }
    void gridAndNote() {
        QFETCH(uint, seed);
        QFETCH(int, stage);
        const Floor f = originalFloor(seed, stage);
        const app::FloorView view = app::FloorView::fromFloor(f);
        app::RenderOptions o;
        QCOMPARE(app::FloorRenderer::shownCells(view, o), QRect(0, 0, 9, 8));
        o.fitToFloor = true;
        QCOMPARE(app::FloorRenderer::shownCells(view, o), QRect(0, 0, 9, 8));
        o.cellWindow = QRect(3, 3, 10, 10); // a window shared with a 13x13 floor does not apply
        QCOMPARE(app::FloorRenderer::shownCells(view, o), QRect(0, 0, 9, 8));
        const QStringList notes = app::provenanceNotes(view, o);
        QCOMPARE(
            notes.join(QLatin1Char(' ')).count(QStringLiteral("our random numbers, not the original game's")),
            1);
        // Rooms whose rule is ours carry the approximation badge; the others rest on the article.
        const std::vector<int> badges = app::provenanceBadgeRooms(view, o);
        for (const Room &r : f.rooms) {
            const bool badged = std::find(badges.begin(), badges.end(), r.number) != badges.end();
            QCOMPARE(badged, r.provenance == Provenance::Approximation);
        }
        QCOMPARE(app::floorProvenanceMark(view, o), app::ProvenanceMark::Article);
        // Every frame of the step-through is on the same grid, and a 9x8 image has the grid's proportions.
        Trace t;
        Floor traced;
        QCOMPARE(generate(f.settings, traced, &t), GenerateStatus::Ok);
        const app::FloorView frame = app::FloorView::fromTrace(t, t.events.size() / 2, traced);
        QCOMPARE(app::FloorRenderer::shownCells(frame, o), QRect(0, 0, 9, 8));
        const QSizeF size = app::FloorRenderer::preferredSize(view, o, 40);
        QVERIFY2(size.width() < 40 * 12, qPrintable(QString::number(size.width())));
    }

    void frenchCaptions() {
        const Floor f = originalFloor(12345, 6);
        Trace t;
        Floor traced;
        QCOMPARE(generate(f.settings, traced, &t), GenerateStatus::Ok);
        QVERIFY(app::installLanguage(QStringLiteral("fr")));
        const QStringList fr = app::eventCaptions(t, RuleSet::Original2011);
        const QString note = app::original2011Note();
        app::installLanguage(QStringLiteral("en"));
        QVERIFY2(note.startsWith(QStringLiteral("L'algorithme de l'original")), qPrintable(note));
        QVERIFY(fr.front().startsWith(QStringLiteral("Nombre de salles")));
        QVERIFY(fr.filter(QStringLiteral("voisines occupées")).size() > 0);
        QVERIFY(fr.filter(QStringLiteral("pas de salle")).size() > 0);
        for (const QString &c : fr)
            QVERIFY2(!c.isEmpty() && !c.contains(QStringLiteral("skipped")) &&
                         !c.contains(QStringLiteral("coin")),
                     qPrintable(c));
    }
};

QTEST_MAIN(TestOriginalGui)
#include "test_original_gui.moc"
