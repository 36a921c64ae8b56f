#pragma once

// The game's names as the front ends show them, translated through floorgen/i18n.h's hook (the app's
// app/lib/names_tr.h are QString adapters of these). The core's English names (types.h, generator.h,
// rewards.h, stats.h) are the source texts, under the contexts names_tr.cpp's QT_TRANSLATE_NOOP tables give
// them in translations/isaac-floorgen_*.ts. The floor JSON and the CLI keep the core's English names.

#include "floorgen/gamelog.h"
#include "floorgen/generator.h"
#include "floorgen/rewards.h"
#include "floorgen/stats.h"

#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>

namespace floorgen::i18n {

std::string trRoomType(RoomType type);           // "Salle du Boss"
std::string trCurse(CurseBit curse);             // "Fléau du Labyrinthe"
std::string trCurseShort(CurseBit curse);        // without "Curse of the": "Labyrinthe"
std::string trItem(Item item);                   // "Tête Réduite"
std::string trItemEffect(Item item);             // one line: what it changes on the floor
std::string trPlayer(PlayerType player);         // "L'Égaré"
std::string trProvenance(Provenance provenance); // "règle du wiki"
std::string trRuleSet(RuleSet rules);            // "Repentance", "Afterbirth+", "Original (2011)"
std::string trRuleSet(const Settings &s);        // the same, with the variant: "Repentance (REPENTOGON)"
std::string trRuleSetRules(RuleSet rules);       // "Repentance rules", ...
// "Sous-Sol I"; also the repentance floors (repFloorName: "Downpour I", ...); empty for a type the stage
// lacks
std::string trStage(int stage, int stageType);
std::string trCharacter(int id); // a character of floorgen::characters() by id; empty for another id
std::string trStageType(int stage, int stageType); // "Sous-Sol"
std::string trBoss(int subtype);                   // empty when unknown
std::string trBossDisplayName(int subtype);        // the name, or "Boss #N"
// The names of the player's bossportraits.xml (empty: none), which trBossDisplayName prefers in English
// (Translator::english) and for ids without a name here. Safe to call while other threads read names.
void setUserBossNames(std::map<int, std::string> names);
std::string trSin(Sin sin);    // "Colère"
std::string trStep(Step step); // "salle du boss"
std::string trRoll(Roll roll); // "Dé / Sacrifice"
std::string trRewardKind(RewardKind kind);
std::string trRewardItem(RewardItem item);
std::string trRewardItemEffect(RewardItem item);
// A message of the core (a seed string's error, validateSettings(), generate()'s error), translated when it
// matches one of the known forms (core/src/text/messages.cpp), its spec citations left out; otherwise the
// English text as it is (citations left out too).
std::string trCoreMessage(const std::string &message);
// The same as a sentence of its own (a label or a status line, not after "...: "): its first letter a capital
// ("Too short: a seed has 8 characters, ...").
std::string trCoreSentence(const std::string &message);
// The UI never cites the spec: " (repentance.md R16)" goes, and "(generation.md 5 and 6.6: the layout only
// tops up to 5)" keeps what follows its citation.
std::string withoutSpecCitations(std::string_view text);
// As app::roomDisplayName (floorjson.h), translated: "Salle du Boss (Monstro)", "Salle de départ", ...
std::string trRoomDisplayName(const Room &room);

// Open Game Log (the app's Game Log window, the page's saved log): a verdict's word ("Correspond") and the
// summary of a log read ("4 floors in log.txt — Matches: 3, Differs: 1, 1 run continued (...)"): what was
// counted, and that more rows were read than `listed`; `finished`: a file with no floor says so.
std::string trLogVerdict(gamelog::Verdict verdict);
struct LogCounts {
    std::uint64_t floors = 0, continued = 0, unreadable = 0, listed = 0;
    std::array<std::uint64_t, 5> verdicts{}; // by gamelog::Verdict
};
std::string trLogSummary(const LogCounts &counts, std::string_view fileName, bool finished = true);

} // namespace floorgen::i18n
