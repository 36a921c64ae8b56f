// The game's names, translated (floorgen/textnames.h). The source texts are the core's English names;
// lupdate finds them in app/lib/names_tr.cpp's QT_TRANSLATE_NOOP tables, and the texts written out here.

#include "floorgen/i18n.h"
#include "floorgen/repstages.h"
#include "floorgen/textnames.h"

#include <mutex>
#include <shared_mutex>

namespace floorgen::i18n {

namespace {

std::string lookup(const char *context, std::string_view english) {
    if (english.empty())
        return {};
    const std::string source(english);
    return i18n::translate(context, source.c_str());
}

} // namespace

std::string trRoomType(RoomType type) {
    return lookup("RoomType", roomTypeName(type));
}

std::string trCurse(CurseBit curse) {
    return lookup("Curse", curseName(curse));
}

std::string trCurseShort(CurseBit curse) {
    std::string_view name = curseName(curse);
    for (std::string_view prefix : {std::string_view("Curse of the "), std::string_view("Curse of ")})
        if (name.substr(0, prefix.size()) == prefix) {
            name.remove_prefix(prefix.size());
            break;
        }
    return lookup("CurseShort", name);
}

std::string trItem(Item item) {
    return lookup("Item", itemName(item));
}

std::string trItemEffect(Item item) {
    return lookup("ItemEffect", itemEffect(item));
}

std::string trPlayer(PlayerType player) {
    return lookup("Player", playerName(player));
}

std::string trProvenance(Provenance provenance) {
    return lookup("Provenance", provenanceName(provenance));
}

std::string trRuleSet(RuleSet rules) {
    switch (rules) {
    case RuleSet::Repentance:
        return translate("RuleSet", "Repentance");
    case RuleSet::AfterbirthPlus:
        return translate("RuleSet", "Afterbirth+");
    case RuleSet::Original2011:
        return translate("RuleSet", "Original (2011)");
    }
    return {};
}

std::string trRuleSet(const Settings &s) {
    if (s.ruleVariant == RuleVariant::Repentogon)
        return Text(translate("RuleSet", "%1 (REPENTOGON)")).arg(trRuleSet(s.ruleSet)).str();
    return trRuleSet(s.ruleSet);
}

std::string trRuleSetRules(RuleSet rules) {
    switch (rules) {
    case RuleSet::Repentance:
        return translate("RuleSet", "Repentance rules");
    case RuleSet::AfterbirthPlus:
        return translate("RuleSet", "Afterbirth+ rules");
    case RuleSet::Original2011:
        return translate("RuleSet", "Original (2011) rules");
    }
    return {};
}

std::string trStage(int stage, int stageType) {
    const std::string_view name = stageName(stage, stageType);
    return lookup("Stage", name.empty() ? rep::repFloorName(stage, stageType) : name);
}

std::string trCharacter(int id) {
    return lookup("Character", characterName(id));
}

std::string trStageType(int stage, int stageType) {
    return lookup("StageType", stageTypeName(stage, stageType));
}

std::string trBoss(int subtype) {
    return lookup("Boss", bossName(subtype));
}

namespace {

// The player's bossportraits.xml names (setUserBossNames); the app reads them from its window's thread and
// its export jobs.
std::shared_mutex userBossNamesLock;
std::map<int, std::string> userBossNames;

} // namespace

void setUserBossNames(std::map<int, std::string> names) {
    std::unique_lock lock(userBossNamesLock);
    userBossNames = std::move(names);
}

std::string trBossDisplayName(int subtype) {
    std::string name = trBoss(subtype);
    // The game data's name takes precedence (repentance.md R9.8) where the texts are the game's language,
    // English, and for a boss without a name here; a French name stays French.
    const Translator *t = translator();
    if (name.empty() || !t || t->english()) {
        std::shared_lock lock(userBossNamesLock);
        if (const auto it = userBossNames.find(subtype); it != userBossNames.end() && !it->second.empty())
            name = it->second;
    }
    return name.empty() ? Text(translate("GameNames", "Boss #%1")).arg(subtype).str() : name;
}

std::string trSin(Sin sin) {
    return lookup("Sin", sinName(sin));
}

std::string trStep(Step step) {
    return lookup("Step", stepName(step));
}

std::string trRoll(Roll roll) {
    return lookup("Roll", rollName(roll));
}

std::string trRewardKind(RewardKind kind) {
    return lookup("RewardKind", rewardKindName(kind));
}

std::string trRewardItem(RewardItem item) {
    return lookup("RewardItem", rewardItemName(item));
}

std::string trRewardItemEffect(RewardItem item) {
    return lookup("RewardItemEffect", rewardItemEffect(item));
}

std::string trRoomDisplayName(const Room &r) {
    if (r.grave)
        return translate("GameNames", "Grave Room");
    if (r.type == RoomType::Default && r.number == 0)
        return translate("GameNames", "Start Room");
    if (r.type == RoomType::Challenge && r.bossChallenge)
        return translate("GameNames", "Boss Challenge Room");
    Text name = trRoomType(r.type);
    if (r.type == RoomType::Boss)
        //: a room and its boss, e.g. "Boss Room (Monstro)"
        name = Text(translate("GameNames", "%1 (%2)"))
                   .arg(name, r.voidBoss && r.bossSubtype < 0 ? Text(translate("GameNames", "Void boss"))
                                                              : Text(trBossDisplayName(r.bossSubtype)));
    if (r.type == RoomType::MiniBoss && r.sin != Sin::None)
        name = Text(translate("GameNames", "%1 (%2)"))
                   .arg(name, r.superSin ? Text(translate("GameNames", "Super %1")).arg(trSin(r.sin))
                                         : Text(trSin(r.sin)));
    return name.str();
}

} // namespace floorgen::i18n
