// The repentance rule set (repentance.md): the reference floors of ../shared/spec/vectors, the test vectors
// of R21 that need whole floors, and invariants over many floors.

#include "floorgen/generator.h"
#include "floorgen/repstages.h"

#include <set>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

using namespace floorgen;

Q_DECLARE_METATYPE(Settings)

namespace {

QString vectorsPath() {
    const QByteArray src = qgetenv("FLOORGEN_SOURCE_DIR");
    return QString::fromLocal8Bit(src.isEmpty() ? QByteArray(".") : src) +
           QStringLiteral("/../shared/spec/vectors/repentance-reference.jsonl.gz");
}

// The 300 lines, decompressed by gzip (on every Debian machine; the core has no zlib of its own).
QList<QByteArray> referenceLines() {
    QProcess gz;
    gz.start(QStringLiteral("gzip"), {QStringLiteral("-dc"), vectorsPath()});
    if (!gz.waitForFinished(30000) || gz.exitCode() != 0)
        return {};
    QList<QByteArray> lines = gz.readAllStandardOutput().split('\n');
    lines.removeAll(QByteArray());
    return lines;
}

std::optional<CurseTier> tierOf(const QString &key) {
    if (key == QLatin1String("none"))
        return CurseTier::None;
    if (key == QLatin1String("womb"))
        return CurseTier::Womb;
    if (key == QLatin1String("eit"))
        return CurseTier::Eit;
    if (key == QLatin1String("all"))
        return CurseTier::All;
    return std::nullopt;
}

// A batch line of generation.md 12 with the repentance keys the vectors use.
Settings settingsOf(const QJsonObject &in) {
    Settings s;
    s.ruleSet = RuleSet::Repentance;
    s.runSeed = static_cast<std::uint32_t>(in.value(QStringLiteral("runSeed")).toDouble());
    s.stage = in.value(QStringLiteral("stage")).toInt();
    s.stageType = in.value(QStringLiteral("stageType")).toInt();
    s.hard = in.value(QStringLiteral("hard")).toBool();
    for (const auto &v : in.value(QStringLiteral("items")).toArray()) {
        const auto item = itemFromKey(v.toString().toStdString());
        if (item)
            s.set(*item, true);
        else
            qFatal("unknown item %s", qPrintable(v.toString()));
    }
    s.curseTier = tierOf(in.value(QStringLiteral("curseTier")).toString()).value_or(CurseTier::All);
    std::vector<RouteFloor> route;
    for (const auto &v : in.value(QStringLiteral("route")).toArray()) {
        const QJsonObject o = v.toObject();
        route.push_back(
            {o.value(QStringLiteral("stage")).toInt(), o.value(QStringLiteral("stageType")).toInt()});
    }
    s.route = route;
    return s;
}

QString describe(const Settings &s) {
    return QStringLiteral("run seed %1, stage %2 type %3%4")
        .arg(s.runSeed.value_or(0))
        .arg(s.stage)
        .arg(s.stageType)
        .arg(s.hard ? QStringLiteral(" hard") : QString());
}

} // namespace

class TestRepentance : public QObject {
    Q_OBJECT

private slots:
    // ../shared/spec/vectors/repentance-reference.jsonl.gz: 300 floors of an independent implementation of
    // the same code. Every field the file gives is compared.
    void referenceFloors_data() {
        QTest::addColumn<QByteArray>("line");
        const auto lines = referenceLines();
        QVERIFY2(lines.size() == 300,
                 qPrintable(QStringLiteral("%1 lines in %2").arg(lines.size()).arg(vectorsPath())));
        int i = 0;
        for (const auto &l : lines)
            QTest::addRow("floor %d", i++) << l;
    }
    void referenceFloors() {
        QFETCH(QByteArray, line);
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        const QJsonObject in = o.value(QStringLiteral("input")).toObject();
        const QJsonObject ex = o.value(QStringLiteral("expected")).toObject();
        const Settings s = settingsOf(in);
        Floor f;
        std::string error;
        const auto status = generate(s, f, nullptr, &error);
        const QString where = describe(s);
        QCOMPARE(status == GenerateStatus::Ok, ex.value(QStringLiteral("ok")).toBool());
        QCOMPARE(f.stageSeed, static_cast<std::uint32_t>(ex.value(QStringLiteral("stageSeed")).toDouble()));
        QCOMPARE(int(f.curseMask), ex.value(QStringLiteral("curse")).toInt());
        QCOMPARE(f.xl, ex.value(QStringLiteral("xl")).toBool());
        QCOMPARE(f.target, ex.value(QStringLiteral("roomCountTarget")).toInt());
        QCOMPARE(f.minDeadEnds, ex.value(QStringLiteral("minDeadEnds")).toInt());
        QCOMPARE(f.attempts, ex.value(QStringLiteral("attempts")).toInt());
        const QJsonArray grid = ex.value(QStringLiteral("grid")).toArray();
        QCOMPARE(grid.size(), kGridCells);
        for (int i = 0; i < kGridCells; ++i)
            QVERIFY2(f.grid[static_cast<std::size_t>(i)] == grid[i].toInt(),
                     qPrintable(QStringLiteral("%1: cell %2 holds %3, expected %4")
                                    .arg(where)
                                    .arg(i)
                                    .arg(f.grid[static_cast<std::size_t>(i)])
                                    .arg(grid[i].toInt())));
        auto list = [](const auto &v) {
            QList<int> out;
            for (auto n : v)
                out.append(int(n));
            return out;
        };
        auto jsonList = [](const QJsonArray &a) {
            QList<int> out;
            for (const auto &v : a)
                out.append(v.toInt());
            return out;
        };
        QCOMPARE(list(f.deadEnds), jsonList(ex.value(QStringLiteral("deadEnds")).toArray()));
        QCOMPARE(list(f.deadEndsAfter), jsonList(ex.value(QStringLiteral("deadEndsAfter")).toArray()));
        const QJsonArray rooms = ex.value(QStringLiteral("rooms")).toArray();
        QCOMPARE(int(f.rooms.size()), int(rooms.size()));
        for (int i = 0; i < rooms.size(); ++i) {
            const QJsonObject e = rooms[i].toObject();
            const Room &r = f.rooms[static_cast<std::size_t>(i)];
            const QString at = QStringLiteral("%1, room %2").arg(where).arg(i);
            auto check = [&](const char *field, int got, int want) {
                QVERIFY2(got == want, qPrintable(QStringLiteral("%1: %2 is %3, expected %4")
                                                     .arg(at, QLatin1String(field))
                                                     .arg(got)
                                                     .arg(want)));
            };
            check("number", r.number, e.value(QStringLiteral("number")).toInt());
            check("anchor", r.anchor.index(), e.value(QStringLiteral("anchor")).toInt());
            check("shape", int(r.shape), e.value(QStringLiteral("shape")).toInt());
            check("type", int(r.type), e.value(QStringLiteral("type")).toInt());
            check("distance", r.distance, e.value(QStringLiteral("distance")).toInt());
            check("placedCell", r.placedCell.valid() ? r.placedCell.index() : -1,
                  e.value(QStringLiteral("placedCell")).toInt());
            check("dir", r.dir, e.value(QStringLiteral("dir")).toInt());
            check("deadEnd", r.deadEnd, e.value(QStringLiteral("deadEnd")).toBool());
            check("invisible", r.invisible, e.value(QStringLiteral("invisible")).toBool());
            if (e.contains(QStringLiteral("bossSubtype")))
                check("bossSubtype", r.bossSubtype, e.value(QStringLiteral("bossSubtype")).toInt());
        }
    }
};

QTEST_GUILESS_MAIN(TestRepentance)
#include "test_repentance.moc"
