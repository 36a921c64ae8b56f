// `isaac-floorgen-cli rewards`: argument parsing into RewardsArgs, the exact table (text and JSON), one award
// seed, and bad input (exit 2, a message naming the value).

#include "clirunner.h"
#include "cmd_rewards.h"
#include "commands.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace floorgen;
using namespace floorgen::cli;
using floorgen::testing::Run;
using floorgen::testing::runTool;
using floorgen::testing::words;

namespace {

double jsonProbability(const QJsonObject &o, const QString &kind, int count) {
    for (const auto &v : o.value(QStringLiteral("outcomes")).toArray()) {
        const QJsonObject row = v.toObject();
        if (row.value(QStringLiteral("kind")).toString() == kind &&
            row.value(QStringLiteral("count")).toInt() == count)
            return row.value(QStringLiteral("probability")).toDouble();
    }
    return -1;
}

} // namespace

class TestCliRewards : public QObject {
    Q_OBJECT

private slots:
    void parse() {
        RewardsArgs a;
        QString error;
        QVERIFY2(
            parseRewardsArgs(words("--luck 7.5 --item lucky-foot --item contract-from-below --item "
                                   "contract-from-below,rib-of-greed --hard --format json --award-seed 42"),
                             a, error),
            qPrintable(error));
        QCOMPARE(a.inputs.luck, 7.5);
        QVERIFY(a.inputs.luckyFoot);
        QVERIFY(a.inputs.ribOfGreed);
        QVERIFY(!a.inputs.luckyToe);
        QCOMPARE(a.inputs.contracts, 2);
        QVERIFY(a.inputs.hard);
        QCOMPARE(a.format, OutputFormat::Json);
        QCOMPARE(a.awardSeed.value_or(0), 42u);

        QVERIFY(parseRewardsArgs({}, a, error));
        QCOMPARE(a.inputs, RewardInputs{});
        QCOMPARE(a.format, OutputFormat::Text);
        QVERIFY(!a.awardSeed);

        // Luck outside 0..10 is accepted and clamped by the core, as in the game.
        QVERIFY(parseRewardsArgs({QStringLiteral("--luck=-2")}, a, error));
        QCOMPARE(a.inputs.luck, -2.0);
    }

    void itemNames_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("item");
        QTest::newRow("key") << QStringLiteral("guppys-tail") << int(RewardItem::GuppysTail);
        QTest::newRow("game name") << QStringLiteral("Guppy's Tail") << int(RewardItem::GuppysTail);
        QTest::newRow("upper case") << QStringLiteral("CHILD'S HEART") << int(RewardItem::ChildsHeart);
        QTest::newRow("underscores") << QStringLiteral("ace_of_spades") << int(RewardItem::AceOfSpades);
        QTest::newRow("unknown") << QStringLiteral("lucky-feet") << -1;
    }
    void itemNames() {
        QFETCH(QString, name);
        QFETCH(int, item);
        const auto parsed = rewardItemFromName(name);
        QCOMPARE(parsed ? int(*parsed) : -1, item);
    }

    // The check: luck 0, no items.
    void tableAtLuckZero() {
        const Run text = runTool(words("rewards --luck 0"));
        QCOMPARE(text.rc, 0);
        QVERIFY(text.err.isEmpty());
        // One row per outcome: the label, spaces, the percentage.
        for (const char *row : {"Nothing +22\\.000000%", "Coin +13\\.965000%", "Lil' Battery +3\\.822000%",
                                "Grab Bag +1\\.560000%", "Total +100\\.000000%"}) {
            const QRegularExpression re(QStringLiteral("^") + QLatin1String(row) + QStringLiteral("$"),
                                        QRegularExpression::MultilineOption);
            QVERIFY2(re.match(text.out).hasMatch(), row);
        }

        const Run json = runTool(words("rewards --luck 0 --format json"));
        QCOMPARE(json.rc, 0);
        const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("effectiveLuck")).toDouble(), 0.0);
        QVERIFY(qAbs(jsonProbability(o, QStringLiteral("nothing"), 0) - 0.22) < 1e-9);
        QVERIFY(qAbs(jsonProbability(o, QStringLiteral("coin"), 1) - 0.15 * 19 / 20 * 49 / 50) < 1e-9);
        QVERIFY(qAbs(jsonProbability(o, QStringLiteral("battery"), 1) - 0.03822) < 1e-9);
        QVERIFY(qAbs(jsonProbability(o, QStringLiteral("sack"), 1) - 0.0156) < 1e-9);
        double total = 0;
        for (const auto &v : o.value(QStringLiteral("outcomes")).toArray())
            total += v.toObject().value(QStringLiteral("probability")).toDouble();
        QVERIFY(qAbs(total - 1) < 1e-12);
    }

    void tableWithItems() {
        const Run r = runTool(words("rewards --luck 15 --item contract-from-below --item contract-from-below "
                                    "--item broken-modem --format json"));
        QCOMPARE(r.rc, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("luck")).toDouble(), 15.0);
        QCOMPARE(o.value(QStringLiteral("effectiveLuck")).toDouble(), 10.0);
        QCOMPARE(
            o.value(QStringLiteral("items")).toObject().value(QStringLiteral("contract-from-below")).toInt(),
            2);
        RewardInputs in;
        in.luck = 10;
        in.contracts = 2;
        in.brokenModem = true;
        for (const Outcome &e : exactDistribution(in))
            QCOMPARE(jsonProbability(o, QString::fromUtf8(rewardKindKey(e.kind).data()), e.count),
                     e.probability);
        QVERIFY(jsonProbability(o, QStringLiteral("coin"), 4) > 0);
    }

    void awardSeed() {
        RewardInputs in;
        in.luck = 3;
        in.guppysTail = true;
        const Reward expected = award(12345u, in);
        const Run r = runTool(words("rewards --award-seed 12345 --luck 3 --item guppys-tail --format json"));
        QCOMPARE(r.rc, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("awardSeed")).toInteger(), 12345);
        QCOMPARE(o.value(QStringLiteral("kind")).toString(),
                 QString::fromUtf8(rewardKindKey(expected.kind).data()));
        QCOMPARE(o.value(QStringLiteral("count")).toInt(), expected.count);
        QVERIFY(!o.contains(QStringLiteral("outcomes")));

        const Run text = runTool(words("rewards --award-seed 12345 --luck 3"));
        QCOMPARE(text.rc, 0);
        QVERIFY2(text.out.startsWith(QStringLiteral("Award seed 12345: ")), qPrintable(text.out));
    }

    void badArguments_data() {
        QTest::addColumn<QString>("args");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("luck abc") << QStringLiteral("rewards --luck abc")
                                  << QStringLiteral("--luck: \"abc\"");
        QTest::newRow("luck nan") << QStringLiteral("rewards --luck nan")
                                  << QStringLiteral("--luck: \"nan\"");
        QTest::newRow("luck empty") << QStringLiteral("rewards --luck=") << QStringLiteral("--luck: \"\"");
        QTest::newRow("unknown item")
            << QStringLiteral("rewards --item lucky-feet") << QStringLiteral("unknown item \"lucky-feet\"");
        QTest::newRow("unknown item in a list") << QStringLiteral("rewards --item smelter,frobnicator")
                                                << QStringLiteral("unknown item \"frobnicator\"");
        QTest::newRow("negative award seed") << QStringLiteral("rewards --award-seed=-5")
                                             << QStringLiteral("--award-seed: -5 is out of range");
        QTest::newRow("award seed 0")
            << QStringLiteral("rewards --award-seed 0") << QStringLiteral("--award-seed: 0 is out of range");
        QTest::newRow("award seed too big") << QStringLiteral("rewards --award-seed 4294967296")
                                            << QStringLiteral("--award-seed: 4294967296 is out of range");
        QTest::newRow("award seed text") << QStringLiteral("rewards --award-seed x12")
                                         << QStringLiteral("--award-seed: \"x12\" is not a whole number");
        QTest::newRow("format") << QStringLiteral("rewards --format xml")
                                << QStringLiteral("--format: \"xml\"");
        QTest::newRow("positional") << QStringLiteral("rewards 7")
                                    << QStringLiteral("unexpected argument \"7\"");
        QTest::newRow("unknown option")
            << QStringLiteral("rewards --lcuk 3") << QStringLiteral("Unknown option");
    }
    void badArguments() {
        QFETCH(QString, args);
        QFETCH(QString, messagePart);
        floorgen::testing::verifyRefused(runTool(args.split(QLatin1Char(' '))), messagePart);
    }

    void help() {
        const Run r = runTool(words("rewards --help"));
        QCOMPARE(r.rc, 0);
        QVERIFY(r.out.contains(QStringLiteral("--award-seed")));
        QVERIFY(r.out.contains(QStringLiteral("contract-from-below")));
        const Run usage = runTool(words("--help"));
        QVERIFY(usage.out.contains(QStringLiteral("rewards")));
    }
};

QTEST_APPLESS_MAIN(TestCliRewards)
#include "test_cli_rewards.moc"
