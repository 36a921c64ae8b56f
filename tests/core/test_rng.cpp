// RNG, float, shuffle, seed-string and stage-seed vectors of generation.md 1.10, and the draw sharing of 2.2.

#include "floorgen/rng.h"
#include "floorgen/seedstring.h"

#include <algorithm>
#include <bit>
#include <numeric>
#include <vector>

#include <QTest>

using namespace floorgen;

class TestRng : public QObject {
    Q_OBJECT

private slots:
    // The trace names a local RNG by its triple's index, found from its shifts: the 81 triples of 1.3 are
    // distinct, so every index comes back.
    void tripleIndexRoundTrips() {
        for (int i = 0; i < static_cast<int>(kShiftTable.size()); ++i)
            QCOMPARE(int(Rng(12345, i).tripleIndex()), i);
    }

    void shiftTable() {
        QCOMPARE(kShiftTable.size(), std::size_t{81});
        const struct {
            int index;
            int a, b, c;
        } used[] = {{27, 3, 23, 25}, {35, 5, 9, 7}, {1, 1, 5, 16},   {39, 5, 15, 17},
                    {7, 1, 21, 20},  {0, 1, 3, 10}, {80, 17, 15, 26}};
        for (const auto &u : used) {
            QCOMPARE(int(kShiftTable[u.index].a), u.a);
            QCOMPARE(int(kShiftTable[u.index].b), u.b);
            QCOMPARE(int(kShiftTable[u.index].c), u.c);
        }
    }

    void next_data() {
        QTest::addColumn<quint32>("seed");
        QTest::addColumn<int>("shift");
        QTest::addColumn<QList<quint32>>("expected");
        QTest::newRow("seed 1, idx 35")
            << 1u << 35 << QList<quint32>{517u, 270405u, 135692889u, 2775766283u, 318486952u};
        QTest::newRow("0xDEADBEEF, idx 27")
            << 0xDEADBEEFu << 27
            << QList<quint32>{1551370524u, 1215760411u, 3447318910u, 4233548847u, 3067875057u};
    }
    void next() {
        QFETCH(quint32, seed);
        QFETCH(int, shift);
        QFETCH(QList<quint32>, expected);
        Rng r(seed, shift);
        for (quint32 e : expected)
            QCOMPARE(r.next(), e);
    }

    void zeroStaysZero() {
        Rng r(0, 35);
        QCOMPARE(r.next(), 0u);
        QCOMPARE(r.next(), 0u);
    }

    void randomFloat() {
        Rng r(12345, 7);
        Rng raw(12345, 7);
        const quint32 us[] = {77604975u, 2381329543u, 327692284u};
        const quint32 bits[] = {0x3C94050Du, 0x3F0DF034u, 0x3D9C417Fu};
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(raw.next(), us[i]);
            const float f = r.randomFloat();
            QCOMPARE(std::bit_cast<quint32>(f), bits[i]);
        }
    }

    void floatBelowOne() {
        QCOMPARE(std::bit_cast<quint32>(Rng::kFloatScale), 0x2F7FFFFEu);
        // u = 0xFFFFFFFF rounds to 2^32 in float32; the product must stay below 1.
        const float u = static_cast<float>(0xFFFFFFFFu);
        QVERIFY(u * Rng::kFloatScale < 1.0f);
    }

    void randomInt() {
        Rng r(12345, 35);
        const quint32 expected[] = {6, 1, 5, 2, 5, 1};
        for (quint32 e : expected)
            QCOMPARE(r.randomInt(7), e);
    }

    void shuffle() {
        Rng r(777, 35);
        std::vector<int> v(10);
        std::iota(v.begin(), v.end(), 0);
        r.shuffle(std::span<int>(v));
        QCOMPARE(v, (std::vector<int>{2, 8, 4, 1, 5, 7, 0, 6, 3, 9}));
    }

    void shuffleCostsLenMinusOne_data() {
        QTest::addColumn<int>("len");
        QTest::addColumn<int>("draws");
        QTest::newRow("empty") << 0 << 0;
        QTest::newRow("one") << 1 << 0;
        QTest::newRow("two") << 2 << 1;
        QTest::newRow("ten") << 10 << 9;
        QTest::newRow("65 (two blocks of draws)") << 65 << 64;
        QTest::newRow("200") << 200 << 199;
    }
    void shuffleCostsLenMinusOne() {
        QFETCH(int, len);
        QFETCH(int, draws);
        Rng a(99, 35), b(99, 35);
        std::vector<int> v(static_cast<std::size_t>(len));
        a.shuffle(std::span<int>(v));
        for (int i = 0; i < draws; ++i)
            b.next();
        QCOMPARE(a.state(), b.state());
    }

    // The shuffle draws a block of values first; the permutation must be the one of draw-swap-draw-swap.
    void shuffleMatchesOneDrawPerSwap_data() {
        QTest::addColumn<int>("len");
        for (int len : {2, 13, 64, 65, 66, 150})
            QTest::addRow("%d", len) << len;
    }
    void shuffleMatchesOneDrawPerSwap() {
        QFETCH(int, len);
        Rng a(31337, 35), b(31337, 35);
        std::vector<int> fast(static_cast<std::size_t>(len)), slow(fast.size());
        std::iota(fast.begin(), fast.end(), 0);
        std::iota(slow.begin(), slow.end(), 0);
        a.shuffle(std::span<int>(fast));
        for (std::size_t i = slow.size() - 1; i >= 1; --i)
            std::swap(slow[i], slow[b.next() % static_cast<std::uint32_t>(i + 1)]);
        QCOMPARE(fast, slow);
        QCOMPARE(a.state(), b.state());
    }

    // modSmall is a mod d: every divisor it serves, against the values at the edges of each remainder class
    // and a walk of the RNG's own draws.
    void modSmallIsRemainder() {
        std::vector<std::uint32_t> values{0u, 1u, 2u, 0x7FFFFFFFu, 0x80000000u, 0xFFFFFFFEu, 0xFFFFFFFFu};
        Rng walk(99, 35);
        for (int i = 0; i < 20000; ++i)
            values.push_back(walk.next());
        for (std::uint32_t d = 1; d <= kModMagicMax + 2; ++d) {
            for (std::uint32_t v : values)
                QCOMPARE(modSmall(v, d), v % d);
            // The largest multiple of d and its neighbours, and the first ones.
            const std::uint32_t top = 0xFFFFFFFFu / d * d;
            for (std::uint32_t v : {top - 1, top, d - 1, d, d + 1, 2 * d - 1})
                QCOMPARE(modSmall(v, d), v % d);
            if (top != 0xFFFFFFFFu)
                QCOMPARE(modSmall(top + 1, d), (top + 1) % d);
        }
    }

    // fill(n) is n calls of next(): the same values, the same final state, the same draws seen by a sink.
    void fillIsRepeatedNext_data() {
        QTest::addColumn<int>("shiftIndex");
        QTest::addColumn<int>("count");
        for (int shift : {35, 1, 39})
            for (int count : {0, 1, 13, 100})
                QTest::addRow("triple %d, %d draws", shift, count) << shift << count;
    }
    void fillIsRepeatedNext() {
        QFETCH(int, shiftIndex);
        QFETCH(int, count);
        struct Recorder final : DrawSink {
            std::vector<std::uint32_t> seen;
            void onDraw(RngId, std::uint32_t v, std::uint8_t) override { seen.push_back(v); }
        } sinkA, sinkB;
        Rng a(0xC0FFEE, shiftIndex), b(0xC0FFEE, shiftIndex);
        a.attach(&sinkA, RngId::L);
        b.attach(&sinkB, RngId::L);
        std::vector<std::uint32_t> filled(static_cast<std::size_t>(count)), stepped;
        a.fill(filled.data(), filled.size());
        for (int i = 0; i < count; ++i)
            stepped.push_back(b.next());
        QCOMPARE(filled, stepped);
        QCOMPARE(a.state(), b.state());
        QCOMPARE(sinkA.seen, sinkB.seen);
        Rng quiet(0xC0FFEE, shiftIndex); // and without a sink
        std::vector<std::uint32_t> again(filled.size());
        quiet.fill(again.data(), again.size());
        QCOMPARE(again, stepped);
    }

    // The generator's other RNG types: without a sink (UntracedRng), and with the stage triple fixed when
    // compiling (S and L). Same draws, fills and shuffles as Rng.
    void variantsDrawAlike() {
        Rng plain(0xBADC0DE, kShiftStage);
        UntracedRng untraced(0xBADC0DE, kShiftStage);
        BasicRng<false, true> stage(0xBADC0DE, kShiftStage);
        BasicRng<true, true> stageTraced(0xBADC0DE, kShiftStage);
        for (int i = 0; i < 1000; ++i) {
            const std::uint32_t v = plain.next();
            QCOMPARE(untraced.next(), v);
            QCOMPARE(stage.next(), v);
            QCOMPARE(stageTraced.next(), v);
        }
        std::uint32_t a[20], b[20];
        plain.fill(a, 20);
        stage.fill(b, 20);
        QVERIFY(std::equal(a, a + 20, b));
        std::vector<int> x(30), y(30);
        std::iota(x.begin(), x.end(), 0);
        y = x;
        plain.shuffle(std::span<int>(x));
        stage.shuffle(std::span<int>(y));
        QCOMPARE(x, y);
        QCOMPARE(stage.state(), plain.state());
        BasicRng<false, true> floats(7, kShiftStage);
        Rng reference(7, kShiftStage);
        for (int i = 0; i < 100; ++i)
            QCOMPARE(floats.randomFloat(), reference.randomFloat());
    }

    void cloneIsIndependent() {
        Rng a(4242, 35);
        a.next();
        Rng b = a.clone();
        QCOMPARE(a.next(), b.next());
        a.next();
        QVERIFY(a.state() != b.state());
    }

    void stageSeeds() {
        const quint32 expected[] = {1215760411u, 3447318910u, 4233548847u, 3067875057u, 931630900u,
                                    1484226302u, 3287912768u, 1871094623u, 4168513352u, 939047354u,
                                    2005380790u, 3380042500u, 3797528597u};
        const auto v = stageSeedsOf(0xDEADBEEFu);
        for (int stage = 1; stage <= 13; ++stage) {
            QCOMPARE(v[static_cast<std::size_t>(stage)], expected[stage - 1]);
            QCOMPARE(stageSeedOf(0xDEADBEEFu, stage), expected[stage - 1]);
        }
    }

    // 2.2: S, C and L walk one stream. X1, X2 discarded; C gives X3, X4, ...; room coin X3 mod 2; L seed X4.
    void drawSharing() {
        const quint32 stageSeed = 1215760411u;
        Rng x(stageSeed, 35);
        std::vector<quint32> X(8);
        for (auto &v : X)
            v = x.next(); // X[0] is X1
        Rng s(stageSeed, 35);
        s.next();
        s.next();
        Rng c = s.clone();
        QCOMPARE(c.next(), X[2]);         // curse test X3
        QCOMPARE(c.next(), X[3]);         // curse kind X4 (or hard extra when the test missed)
        QCOMPARE(s.next() % 2, X[2] % 2); // room coin
        const quint32 lSeed = s.next();
        QCOMPARE(lSeed, X[3]);
        Rng l(lSeed, 35);
        QCOMPARE(l.next(), X[4]); // L's first output is X5
        QCOMPARE(s.next(), X[4]); // and S continues at X5 too
    }

    void seedString_data() {
        QTest::addColumn<quint32>("seed");
        QTest::addColumn<QString>("text");
        QTest::newRow("1") << 1u << QStringLiteral("B911 99AC");
        QTest::newRow("12345") << 12345u << QStringLiteral("B91Y 9THH");
        QTest::newRow("0xDEADBEEF") << 0xDEADBEEFu << QStringLiteral("4FBN CEWN");
        QTest::newRow("262884841") << 262884841u << QStringLiteral("ABCD EFA0");
    }
    void seedString() {
        QFETCH(quint32, seed);
        QFETCH(QString, text);
        QCOMPARE(QString::fromStdString(seedToString(seed)), text);
        QCOMPARE(QString::fromStdString(seedToString(seed, false)), QString(text).remove(QLatin1Char(' ')));
        const auto parsed = parseSeedString(text.toStdString());
        QVERIFY2(parsed.ok(), parsed.ok() ? "" : parsed.error().c_str());
        QCOMPARE(*parsed, seed);
        // Lower case, no space, surrounding blanks: all accepted.
        const auto loose =
            parseSeedString("  " + QString(text).remove(QLatin1Char(' ')).toLower().toStdString() + "\t");
        QVERIFY(loose.ok());
        QCOMPARE(*loose, seed);
    }

    void seedStringRoundTrip() {
        Rng r(31337, 35);
        for (int i = 0; i < 20000; ++i) {
            const quint32 seed = r.next();
            const auto parsed = parseSeedString(seedToString(seed));
            QVERIFY(parsed.ok());
            QCOMPARE(*parsed, seed);
        }
    }

    void badSeedStrings_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("empty") << QString() << QStringLiteral("empty");
        QTest::newRow("blank") << QStringLiteral("   ") << QStringLiteral("empty");
        QTest::newRow("short") << QStringLiteral("B91Y 9TH") << QStringLiteral("too short");
        QTest::newRow("long") << QStringLiteral("B91Y 9THHA") << QStringLiteral("too long");
        QTest::newRow("letter O") << QStringLiteral("B91Y 9THO") << QStringLiteral("letter O");
        QTest::newRow("letter I") << QStringLiteral("B9IY 9THH") << QStringLiteral("letter I");
        QTest::newRow("digit 5") << QStringLiteral("B915 9THH") << QStringLiteral("digit 5");
        QTest::newRow("symbol") << QStringLiteral("B91Y-9THH") << QStringLiteral("invalid character '-'");
        QTest::newRow("two spaces") << QStringLiteral("B91Y  9THH") << QStringLiteral("unexpected space");
        QTest::newRow("space misplaced") << QStringLiteral("B9 1Y9THH") << QStringLiteral("unexpected space");
        QTest::newRow("checksum") << QStringLiteral("B91Y 9THJ") << QStringLiteral("checksum mismatch");
        QTest::newRow("seed zero") << QString::fromStdString(seedToString(0)) << QStringLiteral("seed 0");
        QTest::newRow("non-ascii") << QStringLiteral("B91Y 9TH\u00e9") << QStringLiteral("invalid character");
    }
    void badSeedStrings() {
        QFETCH(QString, text);
        QFETCH(QString, messagePart);
        const auto parsed = parseSeedString(text.toStdString());
        QVERIFY(!parsed.ok());
        QVERIFY2(QString::fromStdString(parsed.error()).contains(messagePart), parsed.error().c_str());
    }
};

QTEST_APPLESS_MAIN(TestRng)
#include "test_rng.moc"
