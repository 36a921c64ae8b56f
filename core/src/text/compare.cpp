// Compare mode's texts and rules (floorgen/floorcompare.h): the setting flipped, what changed between the
// two floors, and the summary sentence, for the app (app/lib/floorcompare.h's adapters) and the browser.

#include "floorgen/floorcompare.h"
#include "floorgen/i18n.h"
#include "floorgen/seedstring.h"
#include "floorgen/settingstext.h"
#include "floorgen/textnames.h"

#include <algorithm>
#include <optional>

namespace floorgen::compare {

using i18n::Text;
using i18n::TextList;
using i18n::trBossDisplayName;
using i18n::trCurse;
using i18n::trItem;
using i18n::trRoomDisplayName;
using i18n::trRuleSetRules;
using i18n::trStage;

namespace {

// The texts keep the context lupdate gave them when they were the app's, as in tracetext.cpp.
Text translate(const char *context, const char *text) {
    return Text(i18n::translate(context, text));
}

bool sameRoom(const Room &a, const Room &b) {
    if (a.type != b.type || a.grave != b.grave || a.bossSubtype != b.bossSubtype || a.shape != b.shape ||
        a.anchor != b.anchor)
        return false;
    return true;
}

bool sameCells(const Room &a, const Room &b) {
    return a.shape == b.shape && a.anchor == b.anchor;
}

Text roomName(const Room &r) {
    if (r.type == RoomType::Default && r.number != 0 && !r.grave)
        return translate("floorgen::app", "Room");
    return trRoomDisplayName(r);
}

} // namespace

std::vector<std::string> compareKeys() {
    std::vector<std::string> keys;
    for (int i = 0; i < kItemCount; ++i)
        keys.emplace_back(itemKey(static_cast<Item>(i)));
    for (const char *k : {"hard", "ruleset", "black-candle", "stage-type"})
        keys.emplace_back(k);
    for (const CurseBit c : kAllCurses)
        keys.push_back("curse:" + std::string(curseKey(c)));
    return keys;
}

namespace {

std::optional<std::uint32_t> compareSeed(std::string_view key) {
    if (!key.starts_with("seed:"))
        return std::nullopt;
    std::string text(text::trimmedText(key.substr(5)));
    for (char &c : text)
        if (c >= 'a' && c <= 'z')
            c = static_cast<char>(c - 'a' + 'A');
    const auto seed = parseSeedString(text);
    if (!seed.ok())
        return std::nullopt;
    return seed.value();
}

std::optional<CurseBit> compareCurse(std::string_view key) {
    if (!key.starts_with("curse:"))
        return std::nullopt;
    return curseFromKey(key.substr(6));
}

} // namespace

bool isCompareKey(std::string_view key) {
    const std::vector<std::string> keys = compareKeys();
    return std::find(keys.begin(), keys.end(), key) != keys.end() || compareSeed(key).has_value();
}

namespace {

Text keyName(std::string_view key) {
    if (key == "hard")
        return translate("floorgen::app", "Hard mode");
    if (key == "ruleset")
        return translate("floorgen::app", "Rule set");
    if (key == "black-candle")
        return translate("floorgen::app", "Black Candle");
    if (key == "stage-type")
        return translate("floorgen::app", "Stage type (the next one)");
    if (const auto curse = compareCurse(key))
        return trCurse(*curse);
    if (const auto seed = compareSeed(key))
        return translate("floorgen::app", "Seed %1").arg(seedToString(*seed));
    if (auto item = itemFromKey(key))
        return trItem(*item);
    return Text(std::string(key));
}

} // namespace

std::string compareKeyName(std::string_view key) {
    return keyName(key).str();
}

bool flipSetting(std::string_view key, Settings &s) {
    if (key == "hard")
        s.hard = !s.hard;
    else if (key == "ruleset")
        s.ruleSet = s.ruleSet == RuleSet::AfterbirthPlus ? RuleSet::Repentance : RuleSet::AfterbirthPlus;
    else if (key == "black-candle")
        s.blackCandle = !s.blackCandle;
    else if (key == "stage-type")
        s.stageType = (s.stageType + 1) % std::max(1, stageTypeCount(s.stage));
    else if (const auto curse = compareCurse(key))
        // That curse alone, against what the floor has (forced back to rolled when it is that curse already).
        s.forcedCurses = s.forcedCurses == std::optional<std::uint8_t>(*curse)
                             ? std::nullopt
                             : std::optional<std::uint8_t>(static_cast<std::uint8_t>(*curse));
    else if (const auto seed = compareSeed(key))
        s.runSeed = *seed;
    else if (auto item = itemFromKey(key))
        s.set(*item, !s.has(*item));
    else
        return false;
    return true;
}

namespace {

// "2nd", "3rd", "4th": the place of a room of a type among the rooms of that type.
Text ordinal(int n) {
    if (n == 1)
        return translate("floorgen::app", "1st");
    if (n == 2)
        return translate("floorgen::app", "2nd");
    if (n == 3)
        return translate("floorgen::app", "3rd");
    return translate("floorgen::app", "%1th").arg(n);
}

Text typeName(RoomType type, bool grave) {
    Room sample;
    sample.type = type;
    sample.grave = grave;
    sample.number = 1;
    return type == RoomType::Boss ? translate("floorgen::app", "Boss Room") : roomName(sample);
}

bool special(const Room &r) {
    return r.type != RoomType::Default || r.grave;
}

int countOf(const Floor &f, RoomType type, bool grave) {
    return static_cast<int>(std::count_if(f.rooms.begin(), f.rooms.end(), [&](const Room &r) {
        return r.type == type && r.grave == grave && (r.number != 0 || type != RoomType::Default);
    }));
}

// The cells of the rooms the player walks through (the hidden rooms left out): the layout.
std::vector<std::pair<int, int>> layoutOf(const Floor &f) {
    std::vector<std::pair<int, int>> out;
    for (const Room &r : f.rooms)
        if (r.shape != Shape::Null && r.type != RoomType::Secret && r.type != RoomType::SuperSecret &&
            r.type != RoomType::UltraSecret)
            out.emplace_back(r.anchor.index(), static_cast<int>(r.shape));
    std::sort(out.begin(), out.end());
    return out;
}

int walkableRooms(const Floor &f) {
    return static_cast<int>(layoutOf(f).size());
}

Text cellText(const Room &r) {
    return Text("(%1,%2)").arg(r.anchor.x).arg(r.anchor.y);
}

} // namespace

namespace {

Text sideWho(std::string_view key, const Settings &sb) {
    if (key == "hard")
        return sb.hard ? translate("floorgen::app", "Hard mode") : translate("floorgen::app", "Normal mode");
    if (key == "ruleset")
        return trRuleSetRules(sb.ruleSet);
    if (key == "black-candle")
        return sb.blackCandle ? translate("floorgen::app", "Black Candle")
                              : translate("floorgen::app", "Without Black Candle");
    if (key == "stage-type")
        return trStage(sb.stage, sb.stageType);
    if (compareCurse(key))
        return sb.forcedCurses ? (*sb.forcedCurses == 0 ? translate("floorgen::app", "No curse")
                                                        : trCurse(static_cast<CurseBit>(*sb.forcedCurses)))
                               : translate("floorgen::app", "Curse rolled from the seed");
    if (compareSeed(key))
        return sb.runSeed ? translate("floorgen::app", "Seed %1").arg(seedToString(*sb.runSeed))
                          : translate("floorgen::app", "The change");
    if (auto item = itemFromKey(key))
        return sb.has(*item) ? keyName(key) : translate("floorgen::app", "Without %1").arg(keyName(key));
    return translate("floorgen::app", "The change");
}

} // namespace

std::string compareSideWho(std::string_view key, const Settings &b) {
    return sideWho(key, b).str();
}

FloorDifference compareFloors(const Floor &a, const Floor &b, std::string_view key) {
    FloorDifference d;
    for (const Room &ra : a.rooms)
        if (std::none_of(b.rooms.begin(), b.rooms.end(), [&](const Room &rb) { return sameRoom(ra, rb); }))
            d.differingA.push_back(ra.number);
    for (const Room &rb : b.rooms)
        if (std::none_of(a.rooms.begin(), a.rooms.end(), [&](const Room &ra) { return sameRoom(ra, rb); }))
            d.differingB.push_back(rb.number);

    const Text who = sideWho(key, b.settings);
    if (d.differingA.empty() && d.differingB.empty()) {
        d.summary = translate("floorgen::app", "%1 changes nothing on this floor.").arg(who).str();
        return d;
    }
    //: separates the parts of the compare summary
    const Text sep = translate("floorgen::app", ", ");

    if (layoutOf(a) != layoutOf(b)) {
        // Another layout: every room differs, so no room is outlined; the summary says what the player
        // notices: the attempt, the counts that changed, the special rooms that appear or go.
        d.otherLayout = true;
        d.differingA.clear();
        d.differingB.clear();
        TextList parts;
        const Text head = a.attempts != b.attempts
                              ? translate("floorgen::app", "another layout (attempt %1 instead of %2)")
                                    .arg(b.attempts)
                                    .arg(a.attempts)
                              : translate("floorgen::app", "another layout");
        if (walkableRooms(a) != walkableRooms(b))
            parts << translate("floorgen::app", "%1 rooms instead of %2")
                         .arg(walkableRooms(b))
                         .arg(walkableRooms(a));
        if (a.deadEnds.size() != b.deadEnds.size())
            parts << translate("floorgen::app", "%1 dead ends instead of %2")
                         .arg(b.deadEnds.size())
                         .arg(a.deadEnds.size());
        std::vector<std::pair<RoomType, bool>> types;
        for (const Floor *f : {&a, &b})
            for (const Room &r : f->rooms)
                if (special(r) &&
                    std::find(types.begin(), types.end(), std::make_pair(r.type, r.grave)) == types.end())
                    types.emplace_back(r.type, r.grave);
        std::sort(types.begin(), types.end());
        for (const auto &[type, grave] : types) {
            const int ca = countOf(a, type, grave), cb = countOf(b, type, grave);
            const Text name = typeName(type, grave);
            if (ca == cb)
                continue;
            if (ca == 0)
                parts << (cb == 1
                              ? translate("floorgen::app", "a %1 appears").arg(name)
                              : translate("floorgen::app", "%1: %2 instead of %3").arg(name).arg(cb).arg(0));
            else if (cb == 0)
                parts << translate("floorgen::app", "no %1").arg(name);
            else if (cb == ca + 1)
                parts << translate("floorgen::app", "a %1 %2").arg(ordinal(cb), name);
            else
                parts << translate("floorgen::app", "%1: %2 instead of %3").arg(name).arg(cb).arg(ca);
        }
        auto bossOf = [](const Floor &f) {
            for (const Room &r : f.rooms)
                if (r.type == RoomType::Boss && !r.secondBoss && !r.voidBoss)
                    return static_cast<int>(r.bossSubtype);
            return -1;
        };
        if (bossOf(a) != bossOf(b) && bossOf(a) >= 0 && bossOf(b) >= 0)
            parts << translate("floorgen::app", "boss: %1 instead of %2")
                         .arg(trBossDisplayName(bossOf(b)), trBossDisplayName(bossOf(a)));
        if (parts.isEmpty())
            parts << translate("floorgen::app", "as many rooms");
        d.summary = translate("floorgen::app", "%1: %2: %3.").arg(who, head, parts.join(sep)).str();
        return d;
    }

    // The same layout: name each room that differs, where it is.
    TextList parts;
    std::vector<std::pair<RoomType, bool>> counted;
    std::vector<int> addedOf; // per entry of `counted`: rooms of that type added so far
    auto nthNew = [&](const Room &r) {
        const auto key = std::make_pair(r.type, r.grave);
        auto it = std::find(counted.begin(), counted.end(), key);
        if (it == counted.end()) {
            counted.push_back(key);
            addedOf.push_back(0);
            it = counted.end() - 1;
        }
        const int n = countOf(a, r.type, r.grave) + ++addedOf[static_cast<std::size_t>(it - counted.begin())];
        return n;
    };
    // Types that leave cells in A and take others in B: a move.
    struct Moves {
        RoomType type;
        bool grave;
        std::vector<const Room *> from, to;
    };
    std::vector<Moves> moves;
    auto movesOf = [&moves](const Room &r) -> Moves & {
        for (Moves &m : moves)
            if (m.type == r.type && m.grave == r.grave)
                return m;
        moves.push_back({r.type, r.grave, {}, {}});
        return moves.back();
    };
    for (int n : d.differingA) {
        const Room &ra = a.rooms[static_cast<std::size_t>(n)];
        if (special(ra))
            movesOf(ra).from.push_back(&ra);
    }
    for (int n : d.differingB) {
        const Room &rb = b.rooms[static_cast<std::size_t>(n)];
        const auto twin =
            std::find_if(a.rooms.begin(), a.rooms.end(), [&](const Room &ra) { return sameCells(ra, rb); });
        if (twin != a.rooms.end() && twin->type == RoomType::Boss && rb.type == RoomType::Boss &&
            twin->bossSubtype != rb.bossSubtype) {
            parts << translate("floorgen::app", "boss at %1: %2 instead of %3")
                         .arg(cellText(rb), trBossDisplayName(rb.bossSubtype),
                              trBossDisplayName(twin->bossSubtype));
            continue;
        }
        if (special(rb))
            movesOf(rb).to.push_back(&rb);
    }
    for (Moves &m : moves) {
        // Boss rooms whose boss changed were named above.
        auto bossOnly = [&](const Room *r, const Floor &other) {
            return r->type == RoomType::Boss &&
                   std::any_of(other.rooms.begin(), other.rooms.end(),
                               [&](const Room &o) { return o.type == RoomType::Boss && sameCells(o, *r); });
        };
        std::erase_if(m.from, [&](const Room *r) { return bossOnly(r, b); });
        std::erase_if(m.to, [&](const Room *r) { return bossOnly(r, a); });
        const Text name = typeName(m.type, m.grave);
        while (!m.from.empty() && !m.to.empty()) {
            parts << translate("floorgen::app", "%1 moves from %2 to %3")
                         .arg(name, cellText(*m.from.front()), cellText(*m.to.front()));
            m.from.erase(m.from.begin());
            m.to.erase(m.to.begin());
        }
        for (const Room *r : m.to) {
            const int nth = nthNew(*r);
            parts << (nth == 1
                          ? translate("floorgen::app", "%1 at %2").arg(name, cellText(*r))
                          : translate("floorgen::app", "%1 %2 at %3").arg(ordinal(nth), name, cellText(*r)));
        }
        for (const Room *r : m.from)
            parts << translate("floorgen::app", "no %1 at %2").arg(name, cellText(*r));
    }
    if (parts.isEmpty()) // only normal rooms changed (their shapes stay, so only their details)
        parts << translate("floorgen::app", "the same rooms, other details");
    d.summary = translate("floorgen::app", "%1: %2; same layout.").arg(who, parts.join(sep)).str();
    return d;
}

} // namespace floorgen::compare
