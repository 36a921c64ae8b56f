// The core's translation hook (floorgen/i18n.h): Text::arg as QString::arg, the case of UTF-8 texts as
// QString's, fixed-point numbers as QString::number, the catalog's lookups as QTranslator's (an entry with
// its comment, else without; plural forms by language; the source where there is none), its refusal of bad
// catalogs, and the spec citations left out as the app's regular expressions did.

#include "floorgen/i18n.h"
#include "floorgen/textnames.h"

#include <QRegularExpression>
#include <QString>
#include <QTest>

using namespace floorgen;

class TestI18n : public QObject {
    Q_OBJECT

private slots:
    void argAsQt_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("args");
        const std::vector<std::pair<const char *, std::vector<const char *>>> rows = {
            {"%1", {"a"}},
            {"%1 and %1", {"x"}},
            {"%2 before %1", {"a"}},
            {"%2 before %1", {"a", "b"}},
            {"%1 %2 %3", {"a", "b"}},
            {"%3 %1", {"a", "b"}},
            {"50% coin: %1", {"room"}},
            {"%1%", {"15"}},
            {"%L1 localised", {"3"}},
            {"%10 and %2", {"ten", "two"}},
            {"no marker", {"lost"}},
            {"%0 stays, %1 goes", {"x"}},
            {"%1: %2: %3.", {"Luna", "another layout", "15 rooms"}},
            {"%1 (%2)", {"Salle du Boss", "Monstro %1"}},
            {"é %1 ü", {"ß"}},
        };
        for (const auto &[text, args] : rows) {
            QStringList list;
            for (const char *a : args)
                list << QString::fromUtf8(a);
            QTest::newRow(text) << QString::fromUtf8(text) << list;
        }
    }

    void argAsQt() {
        QFETCH(QString, text);
        QFETCH(QStringList, args);
        // one argument at a time, then all at once (QString's multi-arg form)
        QString qt = text;
        i18n::Text core(text.toStdString());
        for (const QString &a : args) {
            qt = qt.arg(a);
            core = core.arg(a.toStdString());
        }
        QCOMPARE(QString::fromStdString(core.str()), qt);
        if (args.size() == 2) {
            const QString multi = text.arg(args[0], args[1]);
            const i18n::Text coreMulti =
                i18n::Text(text.toStdString())
                    .arg(i18n::Text(args[0].toStdString()), i18n::Text(args[1].toStdString()));
            QCOMPARE(QString::fromStdString(coreMulti.str()), multi);
        }
        QCOMPARE(QString::fromStdString(i18n::Text(text.toStdString()).arg(-42).str()), text.arg(-42));
    }

    void caseAsQt() {
        for (const char *word :
             {"Salle du Boss", "Élevé", "ÀÉÎÕÜ Ÿ Œuvre", "Planétarium", "déjà", "ÿ", "œil", "x", "", "Ü×Ö"}) {
            const QString q = QString::fromUtf8(word);
            QCOMPARE(QString::fromStdString(i18n::lowerText(word)), q.toLower());
            QString first = q;
            if (!first.isEmpty())
                first[0] = first[0].toUpper();
            QCOMPARE(QString::fromStdString(i18n::capitalisedText(word)), first);
        }
    }

    void fixedAsQt() {
        for (long long v : {0LL, 5LL, 350LL, 10000LL, 123456LL, -7LL, -12345LL})
            for (int d : {0, 1, 4}) {
                double scale = 1;
                for (int i = 0; i < d; ++i)
                    scale *= 10;
                QCOMPARE(QString::fromStdString(i18n::fixedText(v, d)), QString::number(v / scale, 'f', d));
            }
        QCOMPARE(i18n::fixedText(76, 1, ","), std::string("7,6"));
    }

    void catalogLookups() {
        std::string error;
        const auto fr = i18n::Catalog::fromJson(
            R"J({"language":"fr","plural":"fr","messages":{"C":{"Boss Room":"Salle du Boss",)J"
            R"J("Boss Room\u0004the room":"La salle","%n door(s)":["%n porte","%n portes"],"Empty":""
    }
}
})J",
            error);
        QVERIFY2(fr, error.c_str());
        QCOMPARE(fr->language(), std::string("fr"));
        QCOMPARE(fr->translate("C", "Boss Room", nullptr, -1), std::string("Salle du Boss"));
        QCOMPARE(fr->translate("C", "Boss Room", "the room", -1), std::string("La salle"));
        QCOMPARE(fr->translate("C", "Boss Room", "another comment", -1), std::string("Salle du Boss"));
        QCOMPARE(fr->translate("D", "Boss Room", nullptr, -1), std::string("Boss Room"));
        QCOMPARE(fr->translate("C", "Empty", nullptr, -1), std::string("Empty"));
        QCOMPARE(fr->translate("C", "%n door(s)", nullptr, 0), std::string("%n porte"));
        QCOMPARE(fr->translate("C", "%n door(s)", nullptr, 1), std::string("%n porte"));
        QCOMPARE(fr->translate("C", "%n door(s)", nullptr, 2), std::string("%n portes"));
        QCOMPARE(fr->decimalPoint(), std::string(","));
        QVERIFY(!fr->english());
        // through the hook: %n replaced
        i18n::setTranslator(fr.get());
        QCOMPARE(i18n::translate("C", "%n door(s)", nullptr, 3), std::string("3 portes"));
        QCOMPARE(i18n::trRoomType(RoomType::Boss),
                 std::string("Boss Room")); // (not in this catalog's "RoomType")
        i18n::setTranslator(nullptr);
        QCOMPARE(i18n::translate("C", "%n door(s)", nullptr, 1), std::string("1 door(s)"));
        const auto en = i18n::Catalog::fromJson(
            R"J({"language":"en","messages":{"C":{"%n door(s)":["%n door","%n doors"]
        }
        }
        })J",
            error);
        QVERIFY2(en, error.c_str());
        QCOMPARE(en->translate("C", "%n door(s)", nullptr, 0), std::string("%n doors"));
        QCOMPARE(en->translate("C", "%n door(s)", nullptr, 1), std::string("%n door"));
        QVERIFY(en->english());
    }

    void badCatalogsRefused_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("not JSON") << QByteArray("{");
        QTest::newRow("an array") << QByteArray("[]");
        QTest::newRow("no language") << QByteArray(R"J({"messages":{}})J");
        QTest::newRow("no messages") << QByteArray(R"J({"language":"fr"})J");
        QTest::newRow("a context not an object") << QByteArray(R"J({"language":"fr","messages":{"C":3}})J");
        QTest::newRow("a number") << QByteArray(R"J({"language":"fr","messages":{"C":{"a":3}}})J");
        QTest::newRow("a form not a string")
            << QByteArray(R"J({"language":"fr","messages":{"C":{"a":["x",1]}}})J");
    }

    void badCatalogsRefused() {
        QFETCH(QByteArray, json);
        std::string error;
        QVERIFY(!i18n::Catalog::fromJson(json.toStdString(), error));
        QVERIFY(!error.empty());
    }

    void citationsAsTheExpressions() {
        static const QRegularExpression alone(QStringLiteral("\\s*\\([a-z0-9-]+\\.md[^():]*\\)"));
        static const QRegularExpression cited(QStringLiteral("[a-z0-9-]+\\.md[^:()]*:\\s*"));
        for (const char *text :
             {"as written (repentance.md R16)", "no floor (generation.md 5 and 6.6: the layout only tops up)",
              "a   (x.md) b (y.md: z) c", "generation.md 3: the rest", "foo.md without colon", "(a.md (b) c)",
              "ab-c.md x: y  z", "nothing here", "(.md)", "x (re-pent2.md R1) y (q.md: r) rules.md: done",
              "abc.mdx: y", "a.md:b.md: c"}) {
            QString q = QString::fromUtf8(text);
            q.remove(alone).remove(cited);
            QCOMPARE(QString::fromStdString(i18n::withoutSpecCitations(text)), q);
        }
    }
};

QTEST_GUILESS_MAIN(TestI18n)
#include "test_i18n.moc"
