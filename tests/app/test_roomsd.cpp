// Issue 33: the 400 afterbirth-plus floors of tests/data/rooms-d-reference.jsonl.gz, made by an independent,
// verified implementation of the Afterbirth+ engine given the room files of tests/data/rooms-D (XML) and
// rooms-D-stb (the same rooms as .stb). Each floor is generated from its batch line (settingsFromJson, as
// `batch --game-data` does) with each folder, and every field the vectors' README lists is compared: the
// floor's, each room's, and each room's picked layout (variant, subtype, roomShape, doors against the floor
// JSON's `layout`).

#include "floorgen/filecatalog.h"
#include "floorgen/generator.h"
#include "floorgen/roomfiles.h"
#include "floorjson.h"

#include <map>
#include <memory>

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using namespace floorgen;

namespace {

const QString kData = QStringLiteral(FLOORGEN_TEST_DATA_DIR);

// The 400 lines, decompressed by gzip (the core has no zlib of its own).
QList<QByteArray> referenceLines() {
    QProcess gz;
    gz.start(QStringLiteral("gzip"),
             {QStringLiteral("-dc"), kData + QStringLiteral("/rooms-d-reference.jsonl.gz")});
    if (!gz.waitForFinished(30000) || gz.exitCode() != 0)
        return {};
    QList<QByteArray> lines = gz.readAllStandardOutput().split('\n');
    lines.removeAll(QByteArray());
    return lines;
}

// The catalog of a folder, read once.
const FileCatalog &catalogOf(const QString &folder) {
    static std::map<QString, std::unique_ptr<FileCatalog>> cache;
    auto &slot = cache[folder];
    if (!slot) {
        RoomFileSet set;
        std::string error;
        if (!loadRoomFolder(QString(kData + QLatin1Char('/') + folder).toStdString(), set, error))
            qFatal("%s", error.c_str());
        slot = std::make_unique<FileCatalog>(std::move(set));
    }
    return *slot;
}

// generation.md 3 step 5: on stage 9 a rolled Darkness is removed. The reference implementation (verified on
// sections 0 to 9 but not on stage 9) keeps it: one of the 400 floors (stage seed 3573845559) rolls it. Its
// expected mask is read through the spec's rule; the grid, rooms and every other field are compared as given.
int expectedCurse(const QJsonObject &in, const QJsonObject &ex) {
    int curse = ex.value(QStringLiteral("curse")).toInt();
    const QString forced = in.value(QStringLiteral("curse")).toString(QStringLiteral("auto"));
    if (in.value(QStringLiteral("stage")).toInt() == 9 && forced == QLatin1String("auto"))
        curse &= ~1;
    return curse;
}

QList<int> intList(const QJsonArray &a) {
    QList<int> out;
    for (const auto &v : a)
        out.append(v.toInt());
    return out;
}

} // namespace

class TestRoomsD : public QObject {
    Q_OBJECT

private slots:
    void referenceFloors_data() {
        QTest::addColumn<QString>("folder");
        QTest::addColumn<QByteArray>("line");
        const auto lines = referenceLines();
        QCOMPARE(lines.size(), 400);
        for (const QString &folder : {QStringLiteral("rooms-D"), QStringLiteral("rooms-D-stb")}) {
            int i = 0;
            for (const auto &l : lines)
                QTest::addRow("%s floor %d", qPrintable(folder), i++) << folder << l;
        }
    }
    void referenceFloors() {
        QFETCH(QString, folder);
        QFETCH(QByteArray, line);
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        QCOMPARE(o.value(QStringLiteral("rooms")).toString(), QStringLiteral("D"));
        const QJsonObject in = o.value(QStringLiteral("input")).toObject();
        const QJsonObject ex = o.value(QStringLiteral("expected")).toObject();
        Settings s;
        QString error;
        QVERIFY2(app::settingsFromJson(in, s, error), qPrintable(error));
        const auto catalog = catalogOf(folder).clone(); // fresh weights: the floor alone, in any order
        const auto *files = static_cast<const FileCatalog *>(catalog.get());
        Floor f;
        std::string genError;
        const bool ok = generate(s, f, nullptr, &genError, files) == GenerateStatus::Ok;
        QCOMPARE(ok, ex.value(QStringLiteral("ok")).toBool());
        QCOMPARE(f.stageSeed, static_cast<std::uint32_t>(ex.value(QStringLiteral("stageSeed")).toDouble()));
        QCOMPARE(int(f.curseMask), expectedCurse(in, ex));
        QCOMPARE(f.xl, ex.value(QStringLiteral("xl")).toBool());
        QCOMPARE(f.target, ex.value(QStringLiteral("roomCountTarget")).toInt());
        QCOMPARE(f.minDeadEnds, ex.value(QStringLiteral("minDeadEnds")).toInt());
        QCOMPARE(f.attempts, ex.value(QStringLiteral("attempts")).toInt());
        if (!ok)
            return; // a floor that gave up has no grid or rooms to compare

        const QJsonObject got = app::floorToJson(f, files);
        QCOMPARE(intList(got.value(QStringLiteral("grid")).toArray()),
                 intList(ex.value(QStringLiteral("grid")).toArray()));
        QCOMPARE(intList(got.value(QStringLiteral("deadEnds")).toArray()),
                 intList(ex.value(QStringLiteral("deadEnds")).toArray()));
        QCOMPARE(intList(got.value(QStringLiteral("deadEndsAfter")).toArray()),
                 intList(ex.value(QStringLiteral("deadEndsAfter")).toArray()));
        const QJsonArray rooms = ex.value(QStringLiteral("rooms")).toArray();
        const QJsonArray gotRooms = got.value(QStringLiteral("rooms")).toArray();
        QCOMPARE(gotRooms.size(), rooms.size());
        for (int i = 0; i < rooms.size(); ++i) {
            const QJsonObject e = rooms[i].toObject();
            const QJsonObject r = gotRooms[i].toObject();
            const QJsonObject layout = r.value(QStringLiteral("layout")).toObject();
            auto check = [&](const QString &field, const QJsonValue &have, const QJsonValue &want) {
                QVERIFY2(have == want,
                         qPrintable(
                             QStringLiteral("room %1: %2 is %3, expected %4")
                                 .arg(i)
                                 .arg(field,
                                      QString::fromUtf8(
                                          QJsonDocument(QJsonArray{have}).toJson(QJsonDocument::Compact)),
                                      QString::fromUtf8(
                                          QJsonDocument(QJsonArray{want}).toJson(QJsonDocument::Compact)))));
            };
            for (const char *k : {"number", "anchor", "shape", "type", "distance", "placedCell", "dir",
                                  "deadEnd", "invisible"}) {
                const QString key = QLatin1String(k);
                QVERIFY2(e.contains(key), k);
                check(key, r.value(key), e.value(key));
            }
            if (e.contains(QStringLiteral("bossSubtype")))
                check(QStringLiteral("bossSubtype"), r.value(QStringLiteral("bossSubtype")),
                      e.value(QStringLiteral("bossSubtype")));
            // The picked layout: the floor JSON's `layout` (generation.md 12).
            for (const auto &[k, lk] : {std::pair{"variant", "variant"}, std::pair{"subtype", "subtype"},
                                        std::pair{"roomShape", "shape"}, std::pair{"doors", "doors"}}) {
                QVERIFY2(e.contains(QLatin1String(k)), k);
                check(QStringLiteral("layout %1").arg(QLatin1String(k)), layout.value(QLatin1String(lk)),
                      e.value(QLatin1String(k)));
            }
            if (QTest::currentTestFailed())
                return;
        }
    }
};

QTEST_MAIN(TestRoomsD)
#include "test_roomsd.moc"
