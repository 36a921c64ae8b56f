// What a 1024x768 window with the app's default layout gives each part room for (issue 46, "The map is the
// product"), English and French: the seed search's results get the height once a search ran while every
// field of its form stays reachable; the floor picker's headings ("Its alternate path (approximation)")
// are whole in its popup; the tabs of the docks sharing a column show their whole titles.

#include "appsettings.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "panel/settingspanel.h"
#include "search/searchpanel.h"
#include "search/searchresultmodel.h"
#include "uistyle.h"
#include "windowfixture.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QStyleFactory>
#include <QStyleOptionTab>
#include <QTabBar>
#include <QTest>

using namespace floorgen;
using namespace floorgen::gui;
using namespace floorgen::testing;

namespace {

// The tab bars of the main window's dock areas (docks sharing a place as tabs): the window's own
// children, not a QTabWidget's.
QList<QTabBar *> dockTabBars(MainWindow &w) {
    QList<QTabBar *> bars;
    for (QTabBar *bar : w.findChildren<QTabBar *>(Qt::FindDirectChildrenOnly))
        if (bar->isVisible() && bar->count() > 0)
            bars << bar;
    return bars;
}

// The width tab `i` of `bar` needs to show its text whole (QTabBar::tabSizeHint's sum, without its
// minimum).
int tabTextWidth(QTabBar *bar, int i) {
    QStyleOptionTab opt;
    opt.initFrom(bar);
    opt.text = bar->tabText(i);
    const int hspace = bar->style()->pixelMetric(QStyle::PM_TabBarTabHSpace, &opt, bar);
    int width =
        bar->fontMetrics().horizontalAdvance(QString(bar->tabText(i)).remove(QLatin1Char('&'))) + hspace;
    if (!bar->tabIcon(i).isNull())
        width += bar->iconSize().width() + 4;
    if (bar->tabsClosable())
        width += bar->style()->pixelMetric(QStyle::PM_TabCloseIndicatorWidth, &opt, bar);
    return width;
}

// The seed search after a search with many results (a treasure room: nearly every floor has one).
SearchPanel *searchWithManyResults(MainWindow &w) {
    w.findChild<QAction *>(QStringLiteral("seedSearchAction"))->trigger();
    auto *search = w.findChild<SearchPanel *>();
    if (!search)
        return nullptr;
    search->setRoomRule(RoomType::Treasure, Qt::Checked);
    search->setSeedRange(1, 400);
    search->setLimit(60);
    search->start();
    if (!search->waitForIdle(120000))
        return nullptr;
    QCoreApplication::processEvents();
    search->renderVisibleThumbnails();
    QCoreApplication::processEvents();
    return search;
}

// The rows of `list` whose rectangle is wholly in its viewport.
int rowsInView(QListView *list) {
    const QRect view = list->viewport()->rect();
    int rows = 0;
    for (int row = 0; row < list->model()->rowCount(); ++row)
        if (view.contains(list->visualRect(list->model()->index(row, 0))))
            ++rows;
    return rows;
}

} // namespace

class TestGuiRoom1024 : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void cleanup() { QVERIFY(app::installLanguage(QStringLiteral("en"))); }

    void languages_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("fr") << QStringLiteral("fr");
    }

    // Point 1: after a search with many results the results list shows eight rows or more (it showed one)
    // and every field of the criteria can still be brought into view in their scroll area.
    void searchResultsGetRoom_data() { languages_data(); }
    void searchResultsGetRoom() {
        QFETCH(QString, language);
        QVERIFY(app::installLanguage(language));
        TestWindow tw;
        MainWindow &w = tw.window;
        QVERIFY(showAt(w, QSize(1024, 768)));
        w.openFloor(withSeed(0x2C1B3F07u, 3));
        SearchPanel *search = searchWithManyResults(w);
        QVERIFY(search);
        QListView *list = search->resultList();
        QVERIFY2(list->model()->rowCount() >= 20, qPrintable(QString::number(list->model()->rowCount())));
        const int shown = rowsInView(list);
        QVERIFY2(shown >= 8, qPrintable(QStringLiteral("%1 rows in a %2x%3 list")
                                            .arg(shown)
                                            .arg(list->viewport()->width())
                                            .arg(list->viewport()->height())));
        QCOMPARE(w.size(), QSize(1024, 768));
        // Every field of the form: scrolled into view, whole.
        auto *criteria = search->findChild<QSplitter *>(QStringLiteral("searchSplitter"))->widget(0);
        auto *scroll = qobject_cast<QScrollArea *>(criteria);
        QVERIFY(scroll && scroll->isVisible());
        // (A field in a list of the form, the room table's spin boxes, scrolls with that list: the list is
        // the field then. A field taller than the view fills it.)
        const auto inAList = [&scroll](QWidget *field) {
            for (QWidget *p = field->parentWidget(); p && p != scroll->widget(); p = p->parentWidget())
                if (qobject_cast<QAbstractItemView *>(p))
                    return true;
            return false;
        };
        int fields = 0;
        for (QWidget *field : scroll->widget()->findChildren<QWidget *>()) {
            const bool input = qobject_cast<QComboBox *>(field) || qobject_cast<QAbstractSpinBox *>(field) ||
                               qobject_cast<QLineEdit *>(field) || qobject_cast<QAbstractButton *>(field) ||
                               qobject_cast<QAbstractItemView *>(field);
            if (!input || !field->isVisibleTo(scroll->widget()) || inAList(field) ||
                qobject_cast<QComboBox *>(field->parent()) ||
                qobject_cast<QAbstractSpinBox *>(field->parent()))
                continue;
            // (ensureWidgetVisible brings a spin box's text cursor into view, not the whole box.)
            const QPoint centre = field->mapTo(scroll->widget(), field->rect().center());
            scroll->ensureVisible(centre.x(), centre.y(), field->width() / 2 + 1, field->height() / 2 + 1);
            QCoreApplication::processEvents();
            const QRect where(field->mapTo(scroll->viewport(), QPoint(0, 0)), field->size());
            const QRect view = scroll->viewport()->rect();
            QVERIFY2(where.height() <= view.height() ? view.contains(where)
                                                     : view.intersected(where).height() == view.height(),
                     qPrintable(QStringLiteral("%1 \"%2\" at %3,%4 %5x%6 in a %7x%8 view")
                                    .arg(QLatin1String(field->metaObject()->className()),
                                         field->objectName().isEmpty() ? field->accessibleName()
                                                                       : field->objectName())
                                    .arg(where.x())
                                    .arg(where.y())
                                    .arg(where.width())
                                    .arg(where.height())
                                    .arg(scroll->viewport()->width())
                                    .arg(scroll->viewport()->height())));
            ++fields;
        }
        QVERIFY2(fields >= 8, qPrintable(QString::number(fields)));
        // The search's own buttons are out of the criteria's scroll area: in view.
        auto *searchButton = search->findChild<QAbstractButton *>(QStringLiteral("searchButton"));
        QVERIFY(searchButton && searchButton->isVisible());
        QVERIFY(
            search->rect().contains(QRect(searchButton->mapTo(search, QPoint(0, 0)), searchButton->size())));
    }

    // Point 2: the floor picker's headings are whole in its popup (the view was as wide as the widest
    // floor name in the regular font; the headings are bold).
    void floorPickerHeadingsWhole_data() { languages_data(); }
    void floorPickerHeadingsWhole() {
        QFETCH(QString, language);
        QVERIFY(app::installLanguage(language));
        TestWindow tw;
        MainWindow &w = tw.window;
        QVERIFY(showAt(w, QSize(1024, 768)));
        w.openFloor(withSeed(0x2C1B3F07u, 3));
        QComboBox *stage = w.settingsPanel()->stageCombo();
        QVERIFY(stage->isVisible());
        stage->showPopup();
        QAbstractItemView *view = stage->view();
        QVERIFY(QTest::qWaitForWindowExposed(view->window()));
        QCoreApplication::processEvents();
        int headings = 0;
        for (int row = 0; row < stage->count(); ++row) {
            const QModelIndex index = stage->model()->index(row, 0);
            if (index.flags() & Qt::ItemIsEnabled)
                continue;
            ++headings;
            const QString text = stage->itemText(row);
            QFont font = view->font();
            if (const QVariant f = index.data(Qt::FontRole); f.isValid())
                font = f.value<QFont>();
            // The text and the margins an item view's delegate keeps on both sides of it.
            const int needed =
                QFontMetrics(font).horizontalAdvance(text) +
                2 * (view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1);
            const QRect item = view->visualRect(index);
            const int width = std::min(item.right(), view->viewport()->width() - 1) - item.left() + 1;
            QVERIFY2(width >= needed && width >= view->sizeHintForIndex(index).width(),
                     qPrintable(QStringLiteral("\"%1\": %2 px needed (%3 the delegate's), %4 shown")
                                    .arg(text)
                                    .arg(needed)
                                    .arg(view->sizeHintForIndex(index).width())
                                    .arg(width)));
        }
        QCOMPARE(headings, 3);
        stage->hidePopup();
    }

    // Point 3: at 1024x768 the docks sharing the left column as tabs show their titles whole (French:
    // "Réglages de l'…", "Récomp…", "Journal des déci…"); View > Panels keeps the full names.
    void dockTabsWhole_data() { languages_data(); }
    void dockTabsWhole() {
        QFETCH(QString, language);
        QVERIFY(app::installLanguage(language));
        TestWindow tw;
        MainWindow &w = tw.window;
        QVERIFY(showAt(w, QSize(1024, 768)));
        w.openFloor(withSeed(0x2C1B3F07u, 3));
        QCoreApplication::processEvents();
        const QList<QTabBar *> bars = dockTabBars(w);
        QVERIFY2(!bars.isEmpty(), "no docks share a place at 1024x768");
        int tabs = 0;
        for (QTabBar *bar : bars) {
            QVERIFY2(bar->tabRect(bar->count() - 1).right() < bar->width(),
                     qPrintable(QStringLiteral("the last tab ends at %1 of %2")
                                    .arg(bar->tabRect(bar->count() - 1).right())
                                    .arg(bar->width())));
            for (int i = 0; i < bar->count(); ++i, ++tabs)
                QVERIFY2(bar->tabRect(i).width() >= tabTextWidth(bar, i),
                         qPrintable(QStringLiteral("\"%1\": %2 px for %3")
                                        .arg(bar->tabText(i))
                                        .arg(bar->tabRect(i).width())
                                        .arg(tabTextWidth(bar, i))));
        }
        QVERIFY2(tabs >= 3, qPrintable(QString::number(tabs)));
        // The menu and the docks' own titles keep the full names.
        const QString settingsTitle = MainWindow::tr("Floor Settings");
        const QString logTitle = MainWindow::tr("Decision Log");
        QStringList panelActions;
        for (QDockWidget *dock : w.findChildren<QDockWidget *>())
            panelActions << dock->toggleViewAction()->text();
        QVERIFY2(panelActions.contains(settingsTitle), qPrintable(panelActions.join(QLatin1Char('|'))));
        QVERIFY2(panelActions.contains(logTitle), qPrintable(panelActions.join(QLatin1Char('|'))));
    }

    // The hint under the Floor picker (a floor the run does not visit, said in bold, then the run's own
    // floors) is read whole: its label is as tall as its wrapped text needs once the panel is laid out (its
    // last line was cut at 1024x768 in English, the panel's scroll bar taking the width it was wrapped for).
    void floorHintWhole_data() { addLookRows(); }
    void floorHintWhole() {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        QVERIFY(app::installLanguage(language));
        TestWindow tw;
        MainWindow &w = tw.window;
        QVERIFY(showAt(w, size));
        w.openFloor(withSeed(0x2C1B3F07u, 3));
        auto *hint = w.settingsPanel()->findChild<QLabel *>(QStringLiteral("seedProposal"));
        QVERIFY(hint);
        QTRY_VERIFY(hint->isVisible());
        QVERIFY(hint->text().contains(QStringLiteral("<b>"))); // the bold "not a floor of this run" first
        QTRY_VERIFY2_WITH_TIMEOUT(hint->height() >= hint->heightForWidth(hint->width()),
                                  qPrintable(QStringLiteral("%1 px high for %2 at %3 px wide")
                                                 .arg(hint->height())
                                                 .arg(hint->heightForWidth(hint->width()))
                                                 .arg(hint->width())),
                                  2000);
    }

    // With FLOORGEN_SCREENSHOT_DIR: the default layout, the floor picker's popup and the seed search after a
    // search, at 1024x768 and 1440x900, English and French, light and dark.
    void screenshots_data() { addLookRows(true); }
    void screenshots() {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        QFETCH(bool, dark);
        const QString dir = qEnvironmentVariable("FLOORGEN_SCREENSHOT_DIR");
        if (dir.isEmpty())
            QSKIP("FLOORGEN_SCREENSHOT_DIR not set");
        const ScreenshotLook look(language, dark);
        QVERIFY(look.ok());
        {
            TestWindow tw;
            MainWindow &w = tw.window;
            QVERIFY(showAt(w, size));
            w.openFloor(withSeed(0x2C1B3F07u, 3));
            const QString name = QStringLiteral("%1/room1024-%2-").arg(dir, lookName(language, size, dark));
            w.flushRendering();
            QCoreApplication::processEvents();
            QVERIFY(w.grab().save(name + QStringLiteral("window.png")));
            QComboBox *stage = w.settingsPanel()->stageCombo();
            stage->showPopup();
            QVERIFY(QTest::qWaitForWindowExposed(stage->view()->window()));
            QCoreApplication::processEvents();
            QVERIFY(stage->view()->window()->grab().save(name + QStringLiteral("floorpopup.png")));
            stage->hidePopup();
            QVERIFY(searchWithManyResults(w));
            w.flushRendering();
            QCoreApplication::processEvents();
            QVERIFY(w.grab().save(name + QStringLiteral("search.png")));
            QCOMPARE(w.size(), size);
        }
    }
};

QTEST_MAIN(TestGuiRoom1024)
#include "test_gui_room1024.moc"
