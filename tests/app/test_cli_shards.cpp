// `search --shard K/N` and `merge` (app/cli/searchshard.h, cmd_merge.cpp): the shards of a search, merged,
// give the single search's result; merge refuses shards of different searches and names the seeds no file
// or two files cover (exit 1); an interrupted shard resumes with --resume.

#include "clirunner.h"

#include <cstdint>

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

    // Issue 49, point 3: the shards of a --seeds search merge (each covers its whole part, not only up to its
    // last listed seed), also with --floor groups; --resume of a finished shard writes it again, and one that
    // stopped at its last listed seed (what the tool wrote before) is finished by --resume.
    void seedListShardsMerge_data() {
        QTest::addColumn<QString>("search");
        QTest::addColumn<int>("shards");
        QTest::newRow("stage seeds, 3 shards")
            << QStringLiteral("--space stage --stage 2 --from 1 --to 6000 --has library --threads 1") << 3;
        QTest::newRow("run seeds, --floor groups, 4 shards")
            << QStringLiteral("--ruleset repentance --from 1 --to 3000 --floor 2 --has treasure --floor 4 "
                              "--has shop --threads 2")
            << 4;
    }
    void seedListShardsMerge() {
        QFETCH(QString, search);
        QFETCH(int, shards);
        QTemporaryDir dir;
        // Every 7th seed from 3, the last ones of each part well before its end (and none after 5000).
        QString list;
        for (int seed = 3; seed <= 2600; seed += 7)
            list += QString::number(seed) + QLatin1Char('\n');
        const QString seeds = dir.filePath(QStringLiteral("seeds.txt"));
        QVERIFY(writeText(seeds, list));
        const QStringList args = QStringList{QStringLiteral("search")} + search.split(QLatin1Char(' ')) +
                                 QStringList{QStringLiteral("--seeds"), seeds};
        const Run single = runTool(args + words("--limit 0"));
        QCOMPARE(single.rc, 0);
        QVERIFY(!single.out.isEmpty());
        QStringList files;
        QList<QJsonObject> outputs;
        for (int k = 0; k < shards; ++k) {
            const Run part = runTool(
                args + QStringList{QStringLiteral("--shard"), QStringLiteral("%1/%2").arg(k).arg(shards)});
            QCOMPARE(part.rc, 0);
            const QJsonObject j = jsonOf(part.out);
            QCOMPARE(j.value(QStringLiteral("searchedTo")),
                     j.value(QStringLiteral("range")).toObject().value(QStringLiteral("to")));
            outputs << j;
            files << dir.filePath(QStringLiteral("shard-%1.json").arg(k));
            QVERIFY(writeText(files.back(), part.out));
        }
        const Run merged = runTool(QStringList{QStringLiteral("merge")} + files);
        QVERIFY2(merged.rc == 0, qPrintable(merged.err));
        QCOMPARE(merged.out, single.out);
        // A finished shard resumed: the same output again.
        const Run again =
            runTool(args + QStringList{QStringLiteral("--shard"), QStringLiteral("0/%1").arg(shards),
                                       QStringLiteral("--resume"), files[0]});
        QCOMPARE(again.rc, 0);
        QCOMPARE(jsonOf(again.out).value(QStringLiteral("matches")),
                 outputs[0].value(QStringLiteral("matches")));
        QCOMPARE(jsonOf(again.out).value(QStringLiteral("searchedTo")),
                 outputs[0].value(QStringLiteral("searchedTo")));
        // What the tool wrote before: the shard stopped at its last listed seed. --resume finishes it.
        QJsonObject old = outputs[0];
        std::int64_t lastListed = 0;
        for (const QString &l : list.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            if (l.toLongLong() <=
                old.value(QStringLiteral("range")).toObject().value(QStringLiteral("to")).toInteger())
                lastListed = l.toLongLong();
        QVERIFY(lastListed > 0 && lastListed < old.value(QStringLiteral("searchedTo")).toInteger());
        old.insert(QStringLiteral("searchedTo"), qint64(lastListed));
        QVERIFY(writeText(files[0], QString::fromUtf8(QJsonDocument(old).toJson())));
        const Run stopped = runTool(QStringList{QStringLiteral("merge")} + files);
        QCOMPARE(stopped.rc, 1);
        const Run finished =
            runTool(args + QStringList{QStringLiteral("--shard"), QStringLiteral("0/%1").arg(shards),
                                       QStringLiteral("--resume"), files[0]});
        QCOMPARE(finished.rc, 0);
        QCOMPARE(jsonOf(finished.out).value(QStringLiteral("searchedTo")),
                 outputs[0].value(QStringLiteral("searchedTo")));
        QVERIFY(writeText(files[0], finished.out));
        QCOMPARE(runTool(QStringList{QStringLiteral("merge")} + files).out, single.out);
    }

    // Points 9 and 11: merge and --resume check what they read. A shard count outside what search --shard
    // takes (2^31-1 listed two billion absent shards and aborted), a match outside the shard's range,
    // twice, out of order or a string (printed as 0), a negative count, searchedTo past the range or -1
    // (every match twice) are refused (exit 2) by both.
    void shardOutputChecked_data() {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("message");
        QTest::newRow("count 2^31-1")
            << QStringLiteral("count 2147483647")
            << QStringLiteral("shard count 2147483647 is not one of search --shard");
        QTest::newRow("count 0") << QStringLiteral("count 0") << QStringLiteral("shard count 0");
        QTest::newRow("index past the count")
            << QStringLiteral("index 7") << QStringLiteral("shard index 7 is not in 0..1");
        QTest::newRow("a match below the range")
            << QStringLiteral("match 2000") << QStringLiteral("is not a seed of what it covers");
        QTest::newRow("a match past searchedTo")
            << QStringLiteral("match 5000") << QStringLiteral("is not a seed of what it covers");
        QTest::newRow("a match twice")
            << QStringLiteral("duplicate") << QStringLiteral("does not come after match");
        QTest::newRow("unsorted") << QStringLiteral("unsorted")
                                  << QStringLiteral("does not come after match");
        QTest::newRow("a string") << QStringLiteral("string") << QStringLiteral("(stageSeed \"2501\")");
        QTest::newRow("a fraction") << QStringLiteral("match 2500.5") << QStringLiteral("stageSeed");
        QTest::newRow("a negative count")
            << QStringLiteral("tried -5") << QStringLiteral("its count tried is -5, not a whole number");
        QTest::newRow("more failures than seeds")
            << QStringLiteral("failures 4000") << QStringLiteral("its count failures");
        QTest::newRow("searchedTo past the range")
            << QStringLiteral("searchedTo 4001") << QStringLiteral("its searchedTo 4001 is not a seed");
        QTest::newRow("searchedTo -1")
            << QStringLiteral("searchedTo -1") << QStringLiteral("its searchedTo -1 is not a seed");
    }
    void shardOutputChecked() {
        QFETCH(QString, change);
        QFETCH(QString, message);
        const QStringList args = words("search --space stage --from 1 --to 4000 --has library --threads 1");
        const Run zero = runTool(args + words("--shard 0/2")), one = runTool(args + words("--shard 1/2"));
        QCOMPARE(zero.rc, 0);
        QCOMPARE(one.rc, 0);
        QJsonObject j = jsonOf(one.out); // seeds 2001..4000
        QJsonArray matches = j.value(QStringLiteral("matches")).toArray();
        QVERIFY(matches.size() >= 2);
        const QStringList c = change.split(QLatin1Char(' '));
        const QJsonValue number = c.size() > 1 ? QJsonValue(c[1].toDouble()) : QJsonValue();
        if (c[0] == QLatin1String("count") || c[0] == QLatin1String("index")) {
            QJsonObject shard = j.value(QStringLiteral("shard")).toObject();
            shard.insert(c[0], number);
            j.insert(QStringLiteral("shard"), shard);
        } else if (c[0] == QLatin1String("match")) {
            QJsonObject m = matches[0].toObject();
            m.insert(QStringLiteral("stageSeed"), number);
            matches[0] = m;
        } else if (c[0] == QLatin1String("duplicate")) {
            matches[1] = matches[0];
        } else if (c[0] == QLatin1String("unsorted")) {
            const QJsonValue first = matches[0];
            matches[0] = matches[1];
            matches[1] = first;
        } else if (c[0] == QLatin1String("string")) {
            QJsonObject m = matches[0].toObject();
            m.insert(QStringLiteral("stageSeed"), QStringLiteral("2501"));
            matches[0] = m;
        } else {
            j.insert(c[0], number);
        }
        j.insert(QStringLiteral("matches"), matches);
        QTemporaryDir dir;
        const QString zeroFile = dir.filePath(QStringLiteral("shard-0.json")),
                      oneFile = dir.filePath(QStringLiteral("shard-1.json"));
        QVERIFY(writeText(zeroFile, zero.out));
        QVERIFY(writeText(oneFile, QString::fromUtf8(QJsonDocument(j).toJson())));
        verifyRefused(runTool(QStringList{QStringLiteral("merge"), zeroFile, oneFile}), message);
        if (c[0] != QLatin1String("count") && c[0] != QLatin1String("index"))
            verifyRefused(runTool(args + QStringList{QStringLiteral("--shard"), QStringLiteral("1/2"),
                                                     QStringLiteral("--resume"), oneFile}),
                          message);
    }

    // Point 9: a search split into a million shards, one file given: a few absent shards named, not all.
    void fewMissingShardsNamed() {
        const Run part = runTool(words("search --space stage --from 1 --to 4000 --shard 3/1000000"));
        QCOMPARE(part.rc, 0);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("shard.json"));
        QVERIFY(writeText(file, part.out));
        const Run r = runTool({QStringLiteral("merge"), file});
        QCOMPARE(r.rc, 1);
        QVERIFY2(r.err.contains(QStringLiteral("no file for shards 0/1000000, 1/1000000, 2/1000000, "
                                               "4/1000000")),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("and 999991 more")), qPrintable(r.err));
        QVERIFY2(r.err.size() < 2000, qPrintable(r.err));
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
