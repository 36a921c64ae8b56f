#pragma once

// The game's names, translated. The core's English name tables (core/src/names.cpp, rewards.cpp,
// stats.cpp) are the source texts; names_tr.cpp repeats them in QT_TRANSLATE_NOOP tables so that lupdate
// extracts them into translations/isaac-floorgen_*.ts. Most of these are QString adapters of the core's
// floorgen/textnames.h (which the browser's module shows too), looked up through
// QCoreApplication::translate() (i18n_qt.h). Without an installed translator (the CLI, the tests) they return
// the English names unchanged. The floor JSON and the CLI keep the core's English names.

#include "floorgen/generator.h"
#include "floorgen/rewards.h"
#include "floorgen/stats.h"

#include <map>
#include <string>

#include <QString>

namespace floorgen::app {

QString trRoomType(RoomType type);           // "Salle du Boss"
QString trCurse(CurseBit curse);             // "Fléau du Labyrinthe"
QString trCurseShort(CurseBit curse);        // without "Curse of the": "Labyrinthe"
QString trItem(Item item);                   // "Tête Réduite"
QString trItemEffect(Item item);             // one line: what it changes on the floor
QString trPlayer(PlayerType player);         // "L'Égaré"
QString trProvenance(Provenance provenance); // "règle du wiki"
QString trRuleSet(RuleSet rules);            // "Repentance", "Afterbirth+", "Original (2011)"
QString trRuleSet(const Settings &s);        // the same, with the variant: "Repentance (REPENTOGON)"
QString trRuleSetRules(RuleSet rules);       // "Repentance rules", ...
// "Sous-Sol I"; also the repentance floors (repFloorName: "Downpour I", ...); empty for a type the stage
// lacks
QString trStage(int stage, int stageType);
QString trCharacter(int id); // a character of floorgen::characters() by id; empty for another id
QString trStageType(int stage, int stageType); // "Sous-Sol"
QString trBoss(int subtype);                   // empty when unknown
QString trBossDisplayName(int subtype);        // the name, or "Boss #N"
// The names of the player's bossportraits.xml (empty: none), which trBossDisplayName prefers in English and
// for ids the app has no name for.
void setUserBossNames(std::map<int, QString> names);
QString trSin(Sin sin);                          // "Colère"
QString trStep(Step step);                       // "salle du boss"
QString trRoll(Roll roll);                       // "Dé / Sacrifice"
QString trRollName(const QString &english);      // trRoll by the English name (statsreport.h rows)
QString trTypeSplitName(const QString &english); // "Dice among dice/sacrifice" (stats.h typeSplitName)
QString trRewardKind(RewardKind kind);           // "Petite Pile"
QString trRewardItem(RewardItem item);           // "Queue de Guppy"
QString trRewardItemEffect(RewardItem item);
// The condition of a documented chance (stats.h), also the planetarium's composed one.
QString trDocumentedCondition(const std::string &condition);
// A message of the core (a seed string's error, validateSettings(), generate()'s error), translated when it
// matches one of the known forms; otherwise the English text as it is.
QString trCoreMessage(const std::string &message);
QString
trCoreSentence(const std::string &message); // the same with a capital first letter (a label of its own)
// As app::roomDisplayName (floorjson.h), translated: "Salle du Boss (Monstro)", "Salle de départ", ...
QString trRoomDisplayName(const Room &room);

} // namespace floorgen::app
