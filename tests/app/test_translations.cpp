// The French translation: translations/isaac-floorgen_fr.ts is complete (no unfinished, obsolete or
// vanished entry; plural forms filled; placeholders and accelerators kept), uses the game's French
// vocabulary (the French wiki page, seed 003), every name of the core has its entry, and the compiled .qm
// embedded in the library loads and translates (languagemanager.h, names_tr.h).

#include "appsettings.h"
#include "floorgen/repstages.h"
#include "floorgen/seedstring.h"
#include "languagemanager.h"
#include "names_tr.h"

#include <algorithm>
#include <cctype>
#include <set>

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace floorgen;

namespace {

struct TsMessage {
    QString context, source, comment, type;
    QStringList translations; // one, or the plural forms
    bool numerus = false;
};

QString tsPath() {
    const QString root = qEnvironmentVariable("FLOORGEN_SOURCE_DIR", QStringLiteral(FLOORGEN_SOURCE_DIR));
    return QDir(root).filePath(QStringLiteral("translations/isaac-floorgen_fr.ts"));
}

QString sourceRoot() {
    return qEnvironmentVariable("FLOORGEN_SOURCE_DIR", QStringLiteral(FLOORGEN_SOURCE_DIR));
}

// Every <message> of the file; `error` is set when the XML does not parse.
QList<TsMessage> readTs(const QString &path, QString &error, QString *language = nullptr) {
    QList<TsMessage> out;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        error = f.errorString();
        return out;
    }
    QXmlStreamReader xml(&f);
    QString context;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("TS") && language)
            *language = xml.attributes().value(QLatin1String("language")).toString();
        else if (xml.name() == QLatin1String("name"))
            context = xml.readElementText();
        else if (xml.name() == QLatin1String("message")) {
            TsMessage m;
            m.context = context;
            m.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            while (!(xml.isEndElement() && xml.name() == QLatin1String("message")) && !xml.atEnd()) {
                xml.readNext();
                if (!xml.isStartElement())
                    continue;
                if (xml.name() == QLatin1String("source"))
                    m.source = xml.readElementText();
                else if (xml.name() == QLatin1String("comment"))
                    m.comment = xml.readElementText();
                else if (xml.name() == QLatin1String("translation")) {
                    m.type = xml.attributes().value(QLatin1String("type")).toString();
                    if (!m.numerus)
                        m.translations << xml.readElementText();
                } else if (xml.name() == QLatin1String("numerusform"))
                    m.translations << xml.readElementText();
            }
            out << m;
        }
    }
    if (xml.hasError())
        error = QStringLiteral("%1 at line %2").arg(xml.errorString()).arg(xml.lineNumber());
    return out;
}

QHash<QString, TsMessage> byKey(const QList<TsMessage> &messages) {
    QHash<QString, TsMessage> h;
    for (const TsMessage &m : messages)
        h.insert(m.context + QLatin1Char('|') + m.source, m);
    return h;
}

QString sv(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

// %1..%99 and %n, as a sorted multiset.
QStringList placeholders(const QString &s) {
    static const QRegularExpression re(QStringLiteral("%(\\d{1,2}|n|L\\d)"));
    QStringList out;
    for (auto it = re.globalMatch(s); it.hasNext();)
        out << it.next().captured(0);
    out.sort();
    out.removeDuplicates();
    return out;
}

// Accelerator markers: "&x" that is no HTML entity ("&amp;", "&nbsp;", "&#215;") and no "&&".
int accelerators(QString s) {
    static const QRegularExpression entity(QStringLiteral("&(#\\d+|[a-zA-Z]+);"));
    s.remove(entity);
    s.replace(QStringLiteral("&&"), QString());
    s.replace(QStringLiteral(" & "), QString()); // "Search & Filter": not a marker
    int n = 0;
    for (qsizetype i = 0; i + 1 < s.size(); ++i)
        if (s[i] == QLatin1Char('&') && !s[i + 1].isSpace())
            ++n;
    return n;
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private:
    QList<TsMessage> m_messages;
    QHash<QString, TsMessage> m_byKey;

    // The translation of a core name, failing when the entry is missing or unfinished.
    void checkEntry(const char *context, std::string_view english, QStringList &missing) const {
        if (english.empty())
            return;
        const auto it = m_byKey.constFind(QString::fromUtf8(context) + QLatin1Char('|') + sv(english));
        if (it == m_byKey.constEnd() || !it->type.isEmpty() || it->translations.value(0).isEmpty())
            missing << QStringLiteral("[%1] %2").arg(QString::fromUtf8(context), sv(english));
    }

private slots:
    void initTestCase() {
        QString error, language;
        m_messages = readTs(tsPath(), error, &language);
        QVERIFY2(error.isEmpty(), qPrintable(tsPath() + QStringLiteral(": ") + error));
        QCOMPARE(language, QStringLiteral("fr"));
        QVERIFY2(m_messages.size() > 300, qPrintable(QString::number(m_messages.size())));
        m_byKey = byKey(m_messages);
    }

    void noUnfinishedOrObsoleteEntries() {
        QStringList bad;
        for (const TsMessage &m : m_messages) {
            const bool empty = std::any_of(m.translations.begin(), m.translations.end(),
                                           [](const QString &t) { return t.isEmpty(); }) ||
                               m.translations.isEmpty();
            if (!m.type.isEmpty() || empty)
                bad << QStringLiteral("%1 [%2] %3")
                           .arg(m.type.isEmpty() ? QStringLiteral("empty") : m.type, m.context,
                                m.source.left(60));
        }
        QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("%1 entries to finish (update_translations, then "
                                                          "translate):\n")
                                               .arg(bad.size()) +
                                           bad.mid(0, 30).join(QLatin1Char('\n'))));
    }

    void pluralFormsFilled() {
        // French has two forms (one, many): every numerus entry needs both.
        QStringList bad;
        for (const TsMessage &m : m_messages)
            if (m.numerus && m.translations.size() != 2)
                bad << m.source;
        QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QLatin1Char('\n'))));
    }

    void placeholdersAndAcceleratorsKept() {
        QStringList bad;
        for (const TsMessage &m : m_messages) {
            const QStringList want = placeholders(m.source);
            for (const QString &t : m.translations) {
                if (t.isEmpty())
                    continue;
                QStringList got = placeholders(t);
                // A plural form may leave out %n ("une salle" for one).
                if (m.numerus && !got.contains(QStringLiteral("%n")) && want.contains(QStringLiteral("%n")))
                    got << QStringLiteral("%n"), got.sort();
                if (got != want)
                    bad << QStringLiteral("placeholders [%1] %2 -> %3").arg(m.context, m.source, t);
                if (accelerators(m.source) != accelerators(t))
                    bad << QStringLiteral("accelerator [%1] %2 -> %3").arg(m.context, m.source, t);
            }
        }
        QVERIFY2(bad.isEmpty(), qPrintable(bad.mid(0, 30).join(QLatin1Char('\n'))));
    }

    void gameVocabulary_data() {
        QTest::addColumn<QString>("context");
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("french");
        // The French wiki page on floor generation (seed 003).
        const struct {
            const char *context, *source, *french;
        } rows[] = {
            {"RoomType", "Boss Room", "Salle du Boss"},
            {"RoomType", "Super Secret Room", "Salle Super Secrète"},
            {"RoomType", "Secret Room", "Salle Secrète"},
            {"RoomType", "Ultra Secret Room", "Salle Ultra Secrète"},
            {"RoomType", "Shop", "Boutique"},
            {"RoomType", "Treasure Room", "Salle du Trésor"},
            {"RoomType", "Planetarium", "Planétarium"},
            {"RoomType", "Sacrifice Room", "Salle de Sacrifice"},
            {"RoomType", "Dice Room", "Salle de Dé"},
            {"RoomType", "Library", "Bibliothèque"},
            {"RoomType", "Curse Room", "Salle Maudite"},
            {"RoomType", "Mini-Boss Room", "Salle du Mini-Boss"},
            {"RoomType", "Challenge Room", "Salle de Défi"},
            {"RoomType", "Vault", "Coffre-Fort"},
            {"RoomType", "Arcade", "Salle d'Arcade"},
            {"RoomType", "Clean Bedroom", "Chambre Propre"},
            {"RoomType", "Dirty Bedroom", "Chambre Sale"},
            {"RoomType", "Devil Room", "Antre du Diable"},
            {"GameNames", "Grave Room", "Cimetière"},
            {"GameNames", "Boss Challenge Room", "Salle de Défi Royale"},
            {"Curse", "Curse of the Labyrinth", "Fléau du Labyrinthe"},
            {"Curse", "Curse of the Lost", "Fléau de l'Égaré"},
            {"Stage", "Basement I", "Sous-Sol I"},
            {"Stage", "The Void", "Néant"},
            {"Stage", "Dark Room", "Chambre Noire"},
            {"Stage", "The Chest", "Coffre"},
            {"Item", "Luna", "Luna"},
            {"Item", "Voodoo Head", "Tête Réduite"},
            {"Item", "Fragmented Card", "Carte Scindée"},
            {"Item", "Silver Dollar", "Pièce d'Argent"},
            {"Item", "Bloody Crown", "Couronne Sanglante"},
            {"Item", "Holy Crown", "Couronne Sacrée"},
            {"Item", "Wicked Crown", "Couronne Impure"},
            {"Item", "Golden Horseshoe", "Fer à Cheval Doré"},
            {"Item", "Mom's Box", "Boîte de Maman"},
            {"Item", "Crystal Ball", "Boule de Cristal"},
            {"Item", "Magic 8 Ball", "Boule Magique n°8"},
            {"Item", "Sausage", "Saucisse"},
            {"Item", "Telescope Lens", "Lentille de Télescope"},
        };
        for (const auto &r : rows)
            QTest::newRow(r.source) << QString::fromUtf8(r.context) << QString::fromUtf8(r.source)
                                    << QString::fromUtf8(r.french);
    }

    void gameVocabulary() {
        QFETCH(QString, context);
        QFETCH(QString, source);
        QFETCH(QString, french);
        const auto it = m_byKey.constFind(context + QLatin1Char('|') + source);
        QVERIFY2(it != m_byKey.constEnd(),
                 qPrintable(QStringLiteral("no entry [%1] %2").arg(context, source)));
        QCOMPARE(it->translations.value(0), french);
    }

    // Every name the core can return has a finished entry: names_tr.cpp's tables match the core's.
    void everyCoreNameHasAnEntry() {
        QStringList missing;
        for (int t = 0; t < kRoomTypeCount; ++t)
            checkEntry("RoomType", roomTypeName(static_cast<RoomType>(t)), missing);
        for (CurseBit c : kAllCurses) {
            checkEntry("Curse", curseName(c), missing);
            QVERIFY2(app::trCurseShort(c).size() < sv(curseName(c)).size(), curseName(c).data());
        }
        for (int i = 0; i < kItemCount; ++i) {
            checkEntry("Item", itemName(static_cast<Item>(i)), missing);
            checkEntry("ItemEffect", itemEffect(static_cast<Item>(i)), missing);
        }
        for (int p = 0; p <= static_cast<int>(PlayerType::Other); ++p)
            checkEntry("Player", playerName(static_cast<PlayerType>(p)), missing);
        for (int p = 0; p <= static_cast<int>(Provenance::ArticleRule); ++p)
            checkEntry("Provenance", provenanceName(static_cast<Provenance>(p)), missing);
        for (int stage = 1; stage <= 12; ++stage)
            for (int t = 0; t < stageTypeCount(stage); ++t) {
                checkEntry("Stage", stageName(stage, t), missing);
                checkEntry("StageType", stageTypeName(stage, t), missing);
            }
        // repentance.md R3.1: every floor, and the refused ones the app names
        for (const rep::FloorKind &f : rep::repFloors())
            checkEntry("Stage", // what app::trStage looks up
                       stageName(f.stage, f.type).empty() ? rep::repFloorName(f.stage, f.type)
                                                          : stageName(f.stage, f.type),
                       missing);
        for (const auto &[stage, type] :
             {std::pair{7, 5}, std::pair{8, 5}, std::pair{13, 0}, std::pair{9, 0}})
            checkEntry("Stage", rep::repFloorName(stage, type), missing);
        for (const CharacterInfo &c : characters())
            checkEntry("Character", c.name, missing);
        for (int b = 0; b < 100; ++b)
            checkEntry("Boss", bossName(b), missing);
        for (int s = 0; s <= static_cast<int>(Sin::UltraPride); ++s)
            checkEntry("Sin", sinName(static_cast<Sin>(s)), missing);
        for (int s = 0; s <= static_cast<int>(Step::Start); ++s)
            checkEntry("Step", stepName(static_cast<Step>(s)), missing);
        for (int r = 0; r < kRollCount; ++r)
            checkEntry("Roll", rollName(static_cast<Roll>(r)), missing);
        for (int t = 0; t < kTypeSplitCount; ++t)
            checkEntry("TypeSplit", typeSplitName(static_cast<TypeSplit>(t)), missing);
        for (int k = 0; k < kRewardKindCount; ++k)
            checkEntry("RewardKind", rewardKindName(static_cast<RewardKind>(k)), missing);
        for (int i = 0; i < kRewardItemCount; ++i) {
            checkEntry("RewardItem", rewardItemName(static_cast<RewardItem>(i)), missing);
            checkEntry("RewardItemEffect", rewardItemEffect(static_cast<RewardItem>(i)), missing);
        }
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("add these to names_tr.cpp:\n") +
                                               missing.join(QLatin1Char('\n'))));
    }

    // Every context the sources pass to translate() or QT_TRANSLATE_NOOP() by name is in the .ts: a context
    // lupdate does not know (a free tr() helper with its own context) would never be translated.
    void translateContextsExist() {
        std::set<QString> contexts;
        for (const TsMessage &m : m_messages)
            contexts.insert(m.context);
        static const QRegularExpression re(
            QStringLiteral("(?:translate|QT_TRANSLATE_NOOP)\\(\\s*\"([^\"]+)\""));
        QStringList unknown;
        int files = 0;
        for (const char *dir : {"app/lib", "app/gui", "core/src/text"}) {
            QDirIterator it(QDir(sourceRoot()).filePath(QString::fromLatin1(dir)), {QStringLiteral("*.cpp")});
            while (it.hasNext()) {
                QFile f(it.next());
                QVERIFY(f.open(QIODevice::ReadOnly));
                ++files;
                const QString text = QString::fromUtf8(f.readAll());
                for (auto m = re.globalMatch(text); m.hasNext();) {
                    const QString context = m.next().captured(1);
                    if (!contexts.count(context))
                        unknown
                            << QStringLiteral("%1: \"%2\"").arg(QFileInfo(f.fileName()).fileName(), context);
                }
            }
        }
        QVERIFY(files > 10);
        QVERIFY2(unknown.isEmpty(), qPrintable(unknown.join(QLatin1Char('\n'))));
    }

    void resolveLanguage_data() {
        QTest::addColumn<QString>("setting");
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("expected");
        QTest::newRow("system fr_FR") << "system"
                                      << "fr_FR"
                                      << "fr";
        QTest::newRow("system fr_CA") << "system"
                                      << "fr_CA"
                                      << "fr";
        QTest::newRow("system de_DE") << "system"
                                      << "de_DE"
                                      << "en";
        QTest::newRow("system en_US") << "system"
                                      << "en_US"
                                      << "en";
        QTest::newRow("en on fr_FR") << "en"
                                     << "fr_FR"
                                     << "en";
        QTest::newRow("fr on en_US") << "fr"
                                     << "en_US"
                                     << "fr";
        QTest::newRow("unknown follows the system") << "klingon"
                                                    << "fr_BE"
                                                    << "fr";
    }

    void resolveLanguage() {
        QFETCH(QString, setting);
        QFETCH(QString, locale);
        QFETCH(QString, expected);
        QCOMPARE(app::resolveLanguage(setting, QLocale(locale)), expected);
    }

    void languageSetting() {
        QTemporaryDir dir;
        app::AppSettings s(dir.filePath(QStringLiteral("settings.ini")));
        using Key = app::AppSettings::Key;
        QCOMPARE(s.stringValue(Key::Language), QStringLiteral("system"));
        QVERIFY(s.setValue(Key::Language, QStringLiteral("fr")));
        QCOMPARE(s.stringValue(Key::Language), QStringLiteral("fr"));
        QVERIFY(!s.setValue(Key::Language, QStringLiteral("de")));
        QCOMPARE(s.stringValue(Key::Language), QStringLiteral("fr"));
    }

    // The compiled translation is embedded and translates; English removes it again.
    void frenchTranslatorLoads() {
        QVERIFY(QFile::exists(app::appTranslationFile(QStringLiteral("fr"))));
        QVERIFY(app::installLanguage(QStringLiteral("fr")));
        QCOMPARE(app::installedLanguage(), QStringLiteral("fr"));
        QCOMPARE(app::trRoomType(RoomType::Boss), QStringLiteral("Salle du Boss"));
        QCOMPARE(app::trCurse(kCurseLost), QStringLiteral("Fléau de l'Égaré"));
        QCOMPARE(app::trStage(12, 0), QStringLiteral("Néant"));
        QCOMPARE(app::trItem(Item::VoodooHead), QStringLiteral("Tête Réduite"));
        Room grave;
        grave.grave = true;
        QCOMPARE(app::trRoomDisplayName(grave), QStringLiteral("Cimetière"));
        Room boss;
        boss.type = RoomType::Boss;
        boss.bossSubtype = 1;
        QCOMPARE(app::trRoomDisplayName(boss), QStringLiteral("Salle du Boss (Monstro)"));
        // The planetarium's condition is composed of pieces; each is translated.
        const QString cond =
            app::trDocumentedCondition("base 1%, +20% per skipped treasure room, items held");
        QVERIFY2(!cond.contains(QStringLiteral("skipped")) && !cond.contains(QStringLiteral("held")) &&
                     cond.contains(QStringLiteral("évitée")),
                 qPrintable(cond));

        QVERIFY(app::installLanguage(QStringLiteral("en")));
        QCOMPARE(app::trRoomType(RoomType::Boss), QStringLiteral("Boss Room"));
        QCOMPARE(app::installedLanguage(), QStringLiteral("en"));
    }

    // Every condition documentedChance() can give (stats.h) reads in French: names_tr.cpp's table follows the
    // core's texts.
    void documentedConditionsTranslated() {
        QVERIFY(app::installLanguage(QStringLiteral("fr")));
        QStringList untranslated;
        for (int r = 0; r < kRollCount; ++r)
            for (int stage = 1; stage <= 12; ++stage)
                for (int variant = 0; variant < 16; ++variant) {
                    Settings s;
                    s.stage = stage;
                    s.state.hearts = variant & 1 ? 6 : 1;
                    s.state.soulHearts = 0;
                    s.state.devilRoomVisited = variant & 2;
                    s.state.bookPickedUp = variant & 2;
                    s.state.coins = variant & 4 ? 5 : 0;
                    s.state.planetariumVisited = variant & 8;
                    s.state.treasureRoomsVisited = variant & 4 ? 0 : -1;
                    if (variant & 8)
                        s.set(Item::CrystalBall, true);
                    if (r < kTypeSplitCount) {
                        s.state.keys = variant & 1 ? 2 : 0;
                        const DocumentedChance share = documentedTypeShare(static_cast<TypeSplit>(r), s);
                        if (app::trDocumentedCondition(share.condition) ==
                                QString::fromStdString(share.condition) &&
                            std::any_of(share.condition.begin(), share.condition.end(),
                                        [](char ch) { return std::isalpha(static_cast<unsigned char>(ch)); }))
                            untranslated << QString::fromStdString(share.condition);
                    }
                    const auto c = documentedChance(static_cast<Roll>(r), s);
                    if (!c || c->condition.empty())
                        continue;
                    const QString fr = app::trDocumentedCondition(c->condition);
                    const bool hasWords = std::any_of(c->condition.begin(), c->condition.end(), [](char ch) {
                        return std::isalpha(static_cast<unsigned char>(ch));
                    });
                    if (hasWords && fr == QString::fromStdString(c->condition))
                        untranslated << fr;
                }
        app::installLanguage(QStringLiteral("en"));
        untranslated.removeDuplicates();
        QVERIFY2(untranslated.isEmpty(), qPrintable(QStringLiteral("add to names_tr.cpp's kConditions:\n") +
                                                    untranslated.join(QLatin1Char('\n'))));
    }

    // The core's messages the GUI shows (seed strings, settings) are matched and translated; unknown ones and
    // English leave them as they are.
    void coreMessages_data() {
        QTest::addColumn<QString>("seed");
        QTest::addColumn<QString>("french");
        QTest::newRow("short") << "B91Y 9TH"
                               << "trop courte : une graine a 8 caractères, celle-ci en a 7";
        QTest::newRow("letter O") << "O91Y 9THH"
                                  << "caractère invalide 'O' en position 1";
        QTest::newRow("space") << "B9 1Y9THH"
                               << "espace inattendue en position 3";
        QTest::newRow("checksum") << "B91Y 9THJ"
                                  << "somme de contrôle incorrecte";
        QTest::newRow("empty") << "  "
                               << "graine vide";
    }

    void coreMessages() {
        QFETCH(QString, seed);
        QFETCH(QString, french);
        const auto parsed = parseSeedString(seed.toStdString());
        QVERIFY(!parsed);
        QCOMPARE(app::trCoreMessage(parsed.error()),
                 QString::fromStdString(parsed.error())); // English: as is
        QVERIFY(app::installLanguage(QStringLiteral("fr")));
        QString fr = app::trCoreMessage(parsed.error());
        app::installLanguage(QStringLiteral("en"));
        fr.replace(QChar(0xa0), QLatin1Char(' ')); // French puts a no-break space before ':'
        QVERIFY2(fr.startsWith(french), qPrintable(fr));
    }

    void coreSettingsMessage() {
        Settings s;
        s.stage = 12;
        s.runSeed = 1;
        s.forcedCurses = kCurseLabyrinth;
        const auto problem = validateSettings(s);
        QVERIFY(problem);
        QVERIFY(app::installLanguage(QStringLiteral("fr")));
        const QString fr = app::trCoreMessage(*problem);
        const QString unknown = app::trCoreMessage("a message the table does not know");
        app::installLanguage(QStringLiteral("en"));
        QVERIFY2(fr.contains(QStringLiteral("Néant")), qPrintable(fr));
        QCOMPARE(unknown, QStringLiteral("a message the table does not know"));
    }

    // The .ts holds every text of the sources: lupdate run on a copy finds nothing new (a tr() added without
    // update_translations and a translation fails here). The sources: the app's, the core's shared texts
    // (core/src/text) and the browser page's labels (web/**/*.mjs, as web/tools/page-labels.cmake gives
    // them).
    void tsIsCurrent() {
        QTemporaryDir dir;
        const QString copy = dir.filePath(QStringLiteral("isaac-floorgen_fr.ts"));
        QVERIFY(QFile::copy(tsPath(), copy));
        QProcess lupdate;
        lupdate.setProcessChannelMode(QProcess::MergedChannels);
        lupdate.start(QStringLiteral(FLOORGEN_LUPDATE),
                      {QStringLiteral("-no-obsolete"), QStringLiteral("-locations"), QStringLiteral("none"),
                       QDir(sourceRoot()).filePath(QStringLiteral("app/lib")),
                       QDir(sourceRoot()).filePath(QStringLiteral("app/gui")),
                       QDir(sourceRoot()).filePath(QStringLiteral("core/src/text")),
                       QStringLiteral(FLOORGEN_PAGE_LABELS), QStringLiteral("-ts"), copy});
        QVERIFY2(lupdate.waitForFinished(120000), qPrintable(lupdate.errorString()));
        QCOMPARE(lupdate.exitCode(), 0);
        QString error;
        const QList<TsMessage> updated = readTs(copy, error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QStringList added, removed;
        const QHash<QString, TsMessage> now = byKey(updated);
        for (auto it = now.begin(); it != now.end(); ++it)
            if (!m_byKey.contains(it.key()))
                added << it.key();
        for (auto it = m_byKey.begin(); it != m_byKey.end(); ++it)
            if (!now.contains(it.key()))
                removed << it.key();
        QVERIFY2(added.isEmpty() && removed.isEmpty(),
                 qPrintable(QStringLiteral("run update_translations: %1 new, %2 gone\n")
                                .arg(added.size())
                                .arg(removed.size()) +
                            (added + removed).mid(0, 20).join(QLatin1Char('\n'))));
    }

    // English is the source language; its .ts holds the plural forms, all finished, and they load.
    void englishPlurals() {
        QString error, language;
        const QString path = QFileInfo(tsPath()).dir().filePath(QStringLiteral("isaac-floorgen_en.ts"));
        const QList<TsMessage> en = readTs(path, error, &language);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(language, QStringLiteral("en"));
        int pluralsInFrench = 0;
        for (const TsMessage &m : m_messages)
            pluralsInFrench += m.numerus;
        QCOMPARE(int(en.size()), pluralsInFrench); // every plural, nothing else (update_translations)
        for (const TsMessage &m : en) {
            QVERIFY2(m.numerus && m.type.isEmpty() && m.translations.size() == 2 &&
                         !m.translations[0].isEmpty() && !m.translations[1].isEmpty(),
                     qPrintable(m.source));
        }
        QVERIFY(app::installLanguage(QStringLiteral("en")));
        const char *source = "<b>Room %1</b>: %2<br/>the room's reward roll: %3 (0.22 or less gives "
                             "nothing)<br/>award seed %4, %n random draw(s)";
        QVERIFY(QCoreApplication::translate("floorgen::gui::RewardsPanel", source, nullptr, 1)
                    .endsWith(QStringLiteral("1 random draw")));
        QVERIFY(QCoreApplication::translate("floorgen::gui::RewardsPanel", source, nullptr, 3)
                    .endsWith(QStringLiteral("3 random draws")));
    }

    // Qt's own French (qtbase_fr.qm, package qt6-translations-l10n): dialog buttons read "Annuler".
    void qtOwnTranslationLoads() {
        QVERIFY(app::installLanguage(QStringLiteral("fr")));
        const QString cancel = QCoreApplication::translate("QPlatformTheme", "Cancel");
        app::installLanguage(QStringLiteral("en"));
        QVERIFY2(
            cancel != QLatin1String("Cancel"),
            "qtbase_fr.qm did not load: is qt6-translations-l10n installed (packaging/install-deps.sh)?");
        QCOMPARE(cancel, QStringLiteral("Annuler"));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "test_translations.moc"
