// The step-through's and decision log's sentences for the afterbirth-plus Void (generation.md 7.3a, 11) and
// the Blue Womb's Darkness removal (3 step 5), in English and in French.

#include "floorgen/generator.h"
#include "floorgen/trace.h"
#include "languagemanager.h"
#include "tracetext.h"

#include <QRegularExpression>
#include <QTest>

using namespace floorgen;

namespace {

// The captions of one afterbirth-plus floor.
QStringList captionsOf(int stage, std::uint32_t stageSeed) {
    Settings s;
    s.ruleSet = RuleSet::AfterbirthPlus;
    s.stage = stage;
    s.stageSeed = stageSeed;
    Floor f;
    Trace t;
    if (generate(s, f, &t) != GenerateStatus::Ok)
        return {};
    return app::eventCaptions(t);
}

// The first stage seed whose afterbirth-plus floor has an event matching `pred`.
template <class Pred> std::uint32_t findSeed(int stage, Pred pred) {
    Settings s;
    s.ruleSet = RuleSet::AfterbirthPlus;
    s.stage = stage;
    Floor f;
    Trace t;
    for (std::uint32_t seed = 1; seed < 200000; ++seed) {
        s.stageSeed = seed;
        if (generate(s, f, &t) != GenerateStatus::Ok)
            continue;
        for (const TraceEvent &e : t.events)
            if (pred(e))
                return seed;
    }
    return 0;
}

int countMatching(const QStringList &captions, const QString &pattern) {
    const QRegularExpression re(pattern);
    int n = 0;
    for (const QString &c : captions)
        n += re.match(c).hasMatch() ? 1 : 0;
    return n;
}

} // namespace

class TestVoidTrace : public QObject {
    Q_OBJECT

    std::uint32_t m_stopSeed = 0;     // a Void floor whose 7.3a stops before k rooms
    std::uint32_t m_darknessSeed = 0; // a Blue Womb floor whose roll gave Darkness

private slots:
    void initTestCase() {
        m_stopSeed = findSeed(12, [](const TraceEvent &e) {
            return e.kind == EventKind::Roll && e.roll == RollKind::VoidBossCount && !e.flag;
        });
        m_darknessSeed = findSeed(9, [](const TraceEvent &e) {
            return e.kind == EventKind::Roll && e.roll == RollKind::CurseKind && e.a == 2;
        });
        QVERIFY(m_stopSeed != 0);
        QVERIFY(m_darknessSeed != 0);
    }

    // Each pattern, in each language, matches the given number of captions of the floor (-1: at least one).
    void captions_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("stage");
        QTest::addColumn<bool>("stopFloor"); // the floor whose 7.3a stops early (else stage seed 1)
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<int>("count");
        const struct {
            const char *language;
            const char *size, *wants, *extra, *becomes, *stop, *darkness;
        } rows[] = {
            {"en", "^The Void's size: 50 \\+ \\d rooms\\.$",
             "^The Void wants [5-8] extra boss rooms \\(5 \\+ a draw of 4\\); the shuffled list of 31 bosses "
             "gives "
             "them in order: [^,]+(, [^,]+){4,7}\\.$",
             "^Extra boss room for the Void: .+ \\(its pick draws from S\\)\\.$",
             "^Room \\d+ at \\(\\d+,\\d+\\) becomes a Void boss room\\.$",
             "^No dead end is left for Void boss room [6-8] of [6-8]: the Void keeps its [5-7] extra boss "
             "rooms\\.$",
             "^Which curse: draw 2 of 6 is Darkness, which the Blue Womb removes: no curse\\.$"},
            {"fr", "^Taille du Néant\u00a0: 50 \\+ \\d salles\\.$",
             "^Le Néant veut [5-8] salles de boss supplémentaires \\(5 \\+ un tirage sur 4\\)\u00a0; la "
             "liste "
             "mélangée de 31 boss les donne dans l'ordre\u00a0: [^,]+(, [^,]+){4,7}\\.$",
             "^Salle de boss supplémentaire du Néant\u00a0: .+ \\(son tirage vient de S\\)\\.$",
             "^La salle \\d+ en \\(\\d+,\\d+\\) devient une salle de boss du Néant\\.$",
             "^Aucune impasse ne reste pour la salle de boss [6-8] du Néant sur [6-8]\u00a0: le Néant garde "
             "ses [5-7] "
             "salles de boss supplémentaires\\.$",
             "^Quel fléau\u00a0: le tirage 2 sur 6 est les Ténèbres, que l'Utérus Bleu retire\u00a0: aucun "
             "fléau\\.$"},
        };
        for (const auto &r : rows) {
            const QString lang = QLatin1String(r.language);
            QTest::addRow("%s size", r.language) << lang << 12 << false << QString::fromUtf8(r.size) << 1;
            QTest::addRow("%s wanted and list", r.language)
                << lang << 12 << false << QString::fromUtf8(r.wants) << 1;
            QTest::addRow("%s each pick", r.language)
                << lang << 12 << false << QString::fromUtf8(r.extra) << -1;
            QTest::addRow("%s each room", r.language)
                << lang << 12 << false << QString::fromUtf8(r.becomes) << -1;
            QTest::addRow("%s stop", r.language) << lang << 12 << true << QString::fromUtf8(r.stop) << 1;
            QTest::addRow("%s blue womb", r.language)
                << lang << 9 << false << QString::fromUtf8(r.darkness) << 1;
        }
    }
    void captions() {
        QFETCH(QString, language);
        QFETCH(int, stage);
        QFETCH(bool, stopFloor);
        QFETCH(QString, pattern);
        QFETCH(int, count);
        QVERIFY(app::installLanguage(language));
        const std::uint32_t seed = stage == 9 ? m_darknessSeed : (stopFloor ? m_stopSeed : 1u);
        const QStringList captions = captionsOf(stage, seed);
        QVERIFY(!captions.isEmpty());
        const int n = countMatching(captions, pattern);
        const QString all =
            captions
                .filter(language == QLatin1String("fr") ? QStringLiteral("Néant") : QStringLiteral("Void"))
                .join(QLatin1Char('\n'));
        if (count < 0)
            QVERIFY2(n >= 5, qPrintable(all)); // one per extra boss room: 5 to 8
        else
            QVERIFY2(n == count, qPrintable(QStringLiteral("%1 matches\n").arg(n) + all));
    }

    void cleanupTestCase() { app::installLanguage(QStringLiteral("en")); }
};

QTEST_GUILESS_MAIN(TestVoidTrace)
#include "test_void_trace.moc"
