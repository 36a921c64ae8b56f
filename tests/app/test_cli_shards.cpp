// `search --shard K/N` and `merge` (app/cli/searchshard.h, cmd_merge.cpp): the shards of a search, merged,
// give the single search's result; merge refuses shards of different searches and names the seeds no file
// or two files cover (exit 1); an interrupted shard resumes with --resume.

#include "clirunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace floorgen::testing;

namespace {

QJsonObject jsonOf(const QString &text) {
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

bool writeText(const QString &path, const QString &text) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text.toUtf8()) == text.toUtf8().size();
}

// The single search's figures that merge must give back (not its timing).
void compareResults(const QJsonObject &merged, const QJsonObject &single) {
    for (const char *key :
         {"space", "from", "to", "matches", "searchedTo", "tried", "failures", "invalidSeeds"})
        QVERIFY2(merged.value(QLatin1String(key)) == single.value(QLatin1String(key)), key);
}

} // namespace

class TestCliShards : public QObject {
    Q_OBJECT

private slots:
    void shardsMergeToTheSingleSearch_data() {
        QTest::addColumn<QString>("search");
        QTest::addColumn<int>("shards");
        QTest::newRow("stage seeds, 4 shards")
            << QStringLiteral("--space stage --stage 2 --from 100 --to 6099 --has library --threads 1") << 4;
        QTest::newRow("run seeds, 3 shards, uneven")
            << QStringLiteral("--from 7 --to 2007 --has curse --adjacent start,treasure --threads 2") << 3;
        QTest::newRow("repentance, deep floors, 5 shards")
            << QStringLiteral("--ruleset repentance --from 1 --to 1200 --floor 2 --has treasure --floor 6 "
                              "--has library --threads 2")
            << 5;
        QTest::newRow("more shards than seeds")
            << QStringLiteral("--space stage --from 1 --to 3 --threads 1") << 5;
    }
    void shardsMergeToTheSingleSearch() {
        QFETCH(QString, search);
        QFETCH(int, shards);
        const QStringList args = QStringList{QStringLiteral("search")} + search.split(QLatin1Char(' '));
        const Run single = runTool(args + words("--limit 0 --format json"));
        QCOMPARE(single.rc, 0);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QStringList files;
        // Written in reverse order: merge sorts them.
        for (int k = shards - 1; k >= 0; --k) {
            const Run part = runTool(
                args + QStringList{QStringLiteral("--shard"), QStringLiteral("%1/%2").arg(k).arg(shards)});
            QCOMPARE(part.rc, 0);
            const QJsonObject j = jsonOf(part.out);
            QCOMPARE(j.value(QStringLiteral("shard")).toObject().value(QStringLiteral("index")).toInt(), k);
            QVERIFY(j.value(QStringLiteral("search")).isObject());
            QCOMPARE(j.value(QStringLiteral("engine")).toString().size(), 16);
            files << dir.filePath(QStringLiteral("shard-%1.json").arg(k));
            QVERIFY(writeText(files.back(), part.out));
        }
        const Run merged = runTool(
            QStringList{QStringLiteral("merge"), QStringLiteral("--format"), QStringLiteral("json")} + files);
        QCOMPARE(merged.rc, 0);
        compareResults(jsonOf(merged.out), jsonOf(single.out));
        // As text: the single search's lines.
        const Run text = runTool(QStringList{QStringLiteral("merge")} + files);
        QCOMPARE(text.rc, 0);
        QCOMPARE(text.out, runTool(args + words("--limit 0")).out);
    }

    void mergeNamesMissingAndOverlappingSeeds() {
        const QStringList args = words("search --space stage --from 1 --to 4000 --has library --threads 1");
        QTemporaryDir dir;
        QStringList files;
        for (int k = 0; k < 4; ++k) {
            const Run part =
                runTool(args + QStringList{QStringLiteral("--shard"), QStringLiteral("%1/4").arg(k)});
            QCOMPARE(part.rc, 0);
            files << dir.filePath(QStringLiteral("shard-%1.json").arg(k));
            QVERIFY(writeText(files.back(), part.out));
        }
        // Shard 2 (seeds 2001..3000) missing.
        const Run missing = runTool(QStringList{QStringLiteral("merge"), files[0], files[1], files[3]});
        QCOMPARE(missing.rc, 1);
        QVERIFY2(missing.err.contains(QLatin1String("seeds 2001..3000 missing")), qPrintable(missing.err));
        QVERIFY2(missing.err.contains(QLatin1String("shard 2/4")), qPrintable(missing.err));
        QVERIFY(missing.out.isEmpty());
        // A file given twice: its seeds are in two files.
        const Run twice = runTool(QStringList{QStringLiteral("merge")} + files + QStringList{files[1]});
        QCOMPARE(twice.rc, 1);
        QVERIFY2(twice.err.contains(QLatin1String("seeds 1001..2000 are in both")), qPrintable(twice.err));
        // A shard of another search (other criteria) is refused.
        const Run other = runTool(words("search --space stage --from 1 --to 4000 --has curse --shard 1/4"));
        QVERIFY(writeText(dir.filePath(QStringLiteral("other.json")), other.out));
        const Run refused = runTool(
            QStringList{QStringLiteral("merge"), files[0], dir.filePath(QStringLiteral("other.json"))});
        verifyRefused(refused, QStringLiteral("different searches"));
        // Another build of the generator is refused too.
        QJsonObject j = jsonOf(runTool(args + words("--shard 1/4")).out);
        j.insert(QStringLiteral("engine"), QStringLiteral("0123456789abcdef"));
        QVERIFY(writeText(dir.filePath(QStringLiteral("engine.json")),
                          QString::fromUtf8(QJsonDocument(j).toJson())));
        verifyRefused(runTool(QStringList{QStringLiteral("merge"), files[0],
                                          dir.filePath(QStringLiteral("engine.json"))}),
                      QStringLiteral("different builds"));
        // Not a shard's output.
        QVERIFY(
            writeText(dir.filePath(QStringLiteral("cut.json")), QStringLiteral("{\"space\":\"stage\",\"ma")));
        verifyRefused(runTool(QStringList{QStringLiteral("merge"), dir.filePath(QStringLiteral("cut.json"))}),
                      QStringLiteral("is not JSON"));
    }

    // An interrupted shard (its JSON says where it stopped) goes on with --resume, and the merge is the same.
    void interruptedShardResumes() {
        const QStringList args = words("search --space stage --from 1 --to 8000 --has library --threads 1");
        const Run whole = runTool(args + words("--shard 1/2"));
        QCOMPARE(whole.rc, 0);
        // What an interrupted run leaves: the first part of the shard (seeds 4001..5500), interrupted.
        const Run first =
            runTool(words("search --space stage --from 4001 --to 5500 --has library --threads 1 "
                          "--limit 0 --format json"));
        QJsonObject cut = jsonOf(whole.out);
        QJsonArray kept;
        for (const QJsonValue &m : cut.value(QStringLiteral("matches")).toArray())
            if (m.toObject().value(QStringLiteral("stageSeed")).toInt() <= 5500)
                kept.append(m);
        QCOMPARE(kept, jsonOf(first.out).value(QStringLiteral("matches")).toArray());
        cut.insert(QStringLiteral("matches"), kept);
        cut.insert(QStringLiteral("searchedTo"), 5500);
        cut.insert(QStringLiteral("tried"), 1500);
        cut.insert(QStringLiteral("interrupted"), true);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("shard-1.json"));
        QVERIFY(writeText(file, QString::fromUtf8(QJsonDocument(cut).toJson())));
        // merge names the seeds left.
        const Run zero = runTool(args + words("--shard 0/2"));
        const QString zeroFile = dir.filePath(QStringLiteral("shard-0.json"));
        QVERIFY(writeText(zeroFile, zero.out));
        const Run early = runTool(QStringList{QStringLiteral("merge"), zeroFile, file});
        QCOMPARE(early.rc, 1);
        QVERIFY2(early.err.contains(QLatin1String("seeds 5501..8000 not searched")), qPrintable(early.err));
        // Resumed: the whole shard.
        const Run resumed = runTool(args + QStringList{QStringLiteral("--shard"), QStringLiteral("1/2"),
                                                       QStringLiteral("--resume"), file});
        QCOMPARE(resumed.rc, 0);
        const QJsonObject r = jsonOf(resumed.out), w = jsonOf(whole.out);
        for (const char *key : {"matches", "searchedTo", "tried", "failures", "shard", "range", "search"})
            QVERIFY2(r.value(QLatin1String(key)) == w.value(QLatin1String(key)), key);
        // A missing or empty file starts afresh; a finished one is printed again.
        const Run fresh =
            runTool(args + QStringList{QStringLiteral("--shard"), QStringLiteral("1/2"),
                                       QStringLiteral("--resume"), dir.filePath(QStringLiteral("none"))});
        QCOMPARE(jsonOf(fresh.out).value(QStringLiteral("matches")), w.value(QStringLiteral("matches")));
        QVERIFY(writeText(file, resumed.out));
        const Run again = runTool(args + QStringList{QStringLiteral("--shard"), QStringLiteral("1/2"),
                                                     QStringLiteral("--resume"), file});
        QCOMPARE(jsonOf(again.out).value(QStringLiteral("matches")), w.value(QStringLiteral("matches")));
        QCOMPARE(jsonOf(again.out).value(QStringLiteral("tried")), w.value(QStringLiteral("tried")));
        // Another shard's file is refused.
        verifyRefused(runTool(args + QStringList{QStringLiteral("--shard"), QStringLiteral("0/2"),
                                                 QStringLiteral("--resume"), file}),
                      QStringLiteral("another shard"));
    }

    void badShardOptions_data() {
        QTest::addColumn<QString>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("K out of range") << QStringLiteral("--shard 4/4") << QStringLiteral("--shard");
        QTest::newRow("not K/N") << QStringLiteral("--shard 3") << QStringLiteral("is not K/N");
        QTest::newRow("zero parts") << QStringLiteral("--shard 0/0") << QStringLiteral("--shard");
        QTest::newRow("with a limit") << QStringLiteral("--shard 0/2 --limit 5") << QStringLiteral("--limit");
        QTest::newRow("as text") << QStringLiteral("--shard 0/2 --format text") << QStringLiteral("JSON");
        QTest::newRow("resume alone")
            << QStringLiteral("--resume x.json") << QStringLiteral("--resume goes with");
    }
    void badShardOptions() {
        QFETCH(QString, args);
        QFETCH(QString, message);
        verifyRefused(runTool(words("search --space stage --from 1 --to 100") + args.split(QLatin1Char(' '))),
                      message);
    }

    void mergeBadArguments() {
        verifyRefused(runTool(words("merge")), QStringLiteral("no file given"));
        verifyRefused(runTool(words("merge --format xml a.json")), QStringLiteral("--format"));
        verifyRefused(runTool(words("merge --bogus a.json")), QStringLiteral("unknown option"));
        QTemporaryDir dir;
        verifyRefused(runTool(QStringList{QStringLiteral("merge"), dir.path()}),
                      QStringLiteral("is a folder"));
        verifyRefused(
            runTool(QStringList{QStringLiteral("merge"), dir.filePath(QStringLiteral("none.json"))}),
            QStringLiteral("cannot read"));
        QVERIFY(writeText(dir.filePath(QStringLiteral("plain.json")), QStringLiteral("{\"a\":1}")));
        verifyRefused(
            runTool(QStringList{QStringLiteral("merge"), dir.filePath(QStringLiteral("plain.json"))}),
            QStringLiteral("not the output of search --shard"));
    }
};

QTEST_GUILESS_MAIN(TestCliShards)
#include "test_cli_shards.moc"
