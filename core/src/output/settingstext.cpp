#include "floorgen/settingstext.h"

#include "floorgen/json.h"
#include "floorgen/repstages.h"
#include "floorgen/rng.h"
#include "floorgen/seedstring.h"
#include "floorgen/textescape.h"

#include <array>

namespace floorgen::text {

namespace {

// QChar::isSpace: the C0 blanks, U+0085 and Unicode's separators.
bool isSpace(char32_t c) {
    return (c >= 0x09 && c <= 0x0D) || c == 0x20 || c == 0x85 || c == 0xA0 || c == 0x1680 ||
           (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F ||
           c == 0x3000;
}

// `text` split at `separator`, every part kept (QString::split).
std::vector<std::string_view> split(std::string_view text, char separator) {
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    while (true) {
        const std::size_t at = text.find(separator, start);
        if (at == std::string_view::npos) {
            parts.push_back(text.substr(start));
            return parts;
        }
        parts.push_back(text.substr(start, at - start));
        start = at + 1;
    }
}

std::string join(const std::vector<std::string> &parts, std::string_view separator) {
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i > 0)
            out += separator;
        out += parts[i];
    }
    return out;
}

std::string str(std::string_view s) {
    return std::string(s);
}

struct StateFlagName {
    std::string_view key;
    int flag;
};
constexpr StateFlagName kStateFlags[] = {
    {"wrath", 9},
    {"gluttony", 10},
    {"lust", 11},
    {"sloth", 12},
    {"envy", 13},
    {"pride", 14},
    {"ultra-pride", 32},
    {"greed-spawned", 15},
    {"super-greed-spawned", 16},
    {"donation-machine-blown", 30},
    {"shopkeeper-killed", 31},
    {"dads-note", 47},
};
constexpr auto kStateFlagKeys = [] {
    std::array<std::string_view, std::size(kStateFlags)> keys{};
    for (std::size_t i = 0; i < keys.size(); ++i)
        keys[i] = kStateFlags[i].key;
    return keys;
}();

constexpr std::string_view kCurseTierKeys[] = {"none", "womb", "eit", "all"};

} // namespace

std::string_view trimmedText(std::string_view text) {
    std::size_t start = 0, end = 0;
    bool content = false;
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t at = i;
        if (!isSpace(json::nextCodePoint(text, i))) {
            if (!content)
                start = at;
            content = true;
            end = i;
        }
    }
    return content ? text.substr(start, end - start) : std::string_view();
}

namespace {

// The simple lower case of the letters of ASCII, Latin-1, Latin Extended-A, Greek, Cyrillic and the
// full-width forms (and a few signs that are letters in disguise); any other character as it is.
char32_t lowerLetter(char32_t c) {
    if ((c >= 'A' && c <= 'Z') || (c >= 0xC0 && c <= 0xDE && c != 0xD7) ||
        (c >= 0x391 && c <= 0x3AB && c != 0x3A2) || (c >= 0x410 && c <= 0x42F) ||
        (c >= 0xFF21 && c <= 0xFF3A))
        return c + 0x20;
    if (c >= 0x400 && c <= 0x40F)
        return c + 0x50;
    if ((c >= 0x100 && c <= 0x12F) || (c >= 0x132 && c <= 0x137) || (c >= 0x14A && c <= 0x177))
        return c | 1u;
    if (((c >= 0x139 && c <= 0x148) || (c >= 0x179 && c <= 0x17E)) && (c & 1u))
        return c + 1;
    switch (c) {
    case 0x178:
        return 0xFF;
    case 0x212A: // the Kelvin sign
        return 'k';
    case 0x212B: // the Angstrom sign
        return 0xE5;
    case 0x2126: // the Ohm sign
        return 0x3C9;
    case 0x1E9E: // capital sharp s
        return 0xDF;
    default:
        return c;
    }
}

} // namespace

std::string lowerText(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t start = i;
        char32_t c = json::nextCodePoint(text, i);
        if (c == 0x130) { // I with a dot: i and the combining dot
            out += "i\xCC\x87";
            continue;
        }
        const char32_t lower = lowerLetter(c);
        if (lower == c) {
            out.append(text.substr(start, i - start)); // as it was (a byte that is not UTF-8 too)
            continue;
        }
        c = lower;
        json::appendUtf8(out, c);
    }
    return out;
}

std::optional<int> parseIntText(std::string_view text) {
    // Without the ASCII blanks around it (QString::toInt trims those only).
    const auto blank = [](char c) { return c == ' ' || (c >= '\t' && c <= '\r'); };
    while (!text.empty() && blank(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && blank(text.back()))
        text.remove_suffix(1);
    std::size_t i = 0;
    bool negative = false;
    if (i < text.size() && (text[i] == '+' || text[i] == '-')) {
        negative = text[i] == '-';
        ++i;
    }
    if (i == text.size())
        return std::nullopt;
    long long v = 0;
    for (; i < text.size(); ++i) {
        if (text[i] < '0' || text[i] > '9')
            return std::nullopt;
        v = v * 10 + (text[i] - '0');
        if (v > 2147483648LL)
            return std::nullopt;
    }
    if (negative)
        v = -v;
    if (v > 2147483647LL)
        return std::nullopt;
    return static_cast<int>(v);
}

bool parseCurseList(std::string_view text, std::optional<std::uint8_t> &forced, std::string &error) {
    const std::string t = lowerText(trimmedText(text));
    if (t.empty() || t == "auto") {
        forced.reset();
        return true;
    }
    if (t == "none") {
        forced = 0;
        return true;
    }
    std::uint8_t mask = 0;
    for (std::string_view part : split(t, ',')) {
        const std::string_view key = trimmedText(part);
        const auto c = curseFromKey(key);
        if (!c || *c == kCurseCursed) {
            error = "unknown curse " + quotedValue(key) +
                    " (use auto, none, or a comma list of labyrinth, lost, darkness, unknown, maze, blind)";
            return false;
        }
        mask = static_cast<std::uint8_t>(mask | *c);
    }
    forced = mask;
    return true;
}

std::optional<CurseTier> curseTierFromKey(std::string_view key) {
    for (int i = 0; i < 4; ++i)
        if (key == kCurseTierKeys[i])
            return static_cast<CurseTier>(i);
    return std::nullopt;
}

std::string_view curseTierKey(CurseTier tier) {
    return kCurseTierKeys[static_cast<int>(tier) & 3];
}

std::optional<BossPoolsMode> bossPoolsFromKey(std::string_view key) {
    if (key == "run")
        return BossPoolsMode::Run;
    if (key == "first-floor")
        return BossPoolsMode::FirstFloor;
    return std::nullopt;
}

std::string_view bossPoolsKey(BossPoolsMode mode) {
    switch (mode) {
    case BossPoolsMode::Run:
        return "run";
    case BossPoolsMode::FirstFloor:
        return "first-floor";
    case BossPoolsMode::StageSeed:
        break;
    }
    return "stage-seed";
}

std::optional<int> stateFlagFromKey(std::string_view key) {
    for (const auto &f : kStateFlags)
        if (key == f.key)
            return f.flag;
    return std::nullopt;
}

std::span<const std::string_view> stateFlagKeys() {
    return kStateFlagKeys;
}

std::string_view roomStepKey(const Room &r) {
    switch (static_cast<Step>(r.placedBy)) {
    case Step::Start:
        return "start";
    case Step::NormalRooms:
        return "normal";
    case Step::Boss:
        return "boss";
    case Step::VoidBoss:
        return "void-boss";
    case Step::XlBoss:
        return "second-boss";
    case Step::SuperSecret:
    case Step::LunaSuperSecret:
        return "super-secret";
    case Step::Shop:
        return "shop";
    case Step::Treasure:
        return "treasure";
    case Step::Planetarium:
        return "planetarium";
    case Step::DiceSacrifice:
        return r.type == RoomType::Dice ? "dice" : "sacrifice";
    case Step::Library:
        return "library";
    case Step::Curse:
    case Step::VoodooCurse:
        return "curse";
    case Step::MiniBoss:
        return "miniboss";
    case Step::Challenge:
        return "challenge";
    case Step::VaultArcade:
        return r.type == RoomType::Arcade ? "arcade" : "vault";
    case Step::Bedroom:
        return "bedroom";
    case Step::Mirror:
        return "mirror";
    case Step::Mineshaft:
        return "mineshaft";
    case Step::Secret:
        return "secret";
    case Step::Grave:
        return "grave";
    case Step::UltraSecret:
        return "ultra-secret";
    case Step::ExtraRooms:
        return "extra";
    default:
        return {};
    }
}

bool parseRouteList(std::string_view text, std::vector<RouteFloor> &route, std::string &error) {
    route.clear();
    const std::string_view t = trimmedText(text);
    if (t.empty())
        return true; // an empty route: the floor is the run's first
    for (std::string_view part : split(t, ',')) {
        const std::string_view entry = trimmedText(part);
        const auto fields = split(entry, ':');
        std::optional<int> stage, type;
        if (fields.size() == 2) {
            stage = parseIntText(trimmedText(fields[0]));
            type = parseIntText(trimmedText(fields[1]));
        }
        if (!stage || !type) {
            error = quotedValue(entry) + " is not a floor STAGE:TYPE (e.g. 1:0,2:1)";
            return false;
        }
        route.push_back({*stage, *type});
    }
    return checkRoute(route, error);
}

std::string routeText(const std::vector<RouteFloor> &route) {
    std::vector<std::string> parts;
    for (const RouteFloor &f : route)
        parts.push_back(std::to_string(f.stage) + ':' + std::to_string(f.stageType));
    return join(parts, ", ");
}

std::string lockedAchievementsText(const Achievements &achievements) {
    std::vector<std::string> ids;
    for (int id = 1; id < Achievements::kCount; ++id)
        if (id != kStrangeDoorAchievement && !achievements.unlocked(id))
            ids.push_back(std::to_string(id));
    return join(ids, ", ");
}

bool parseLockedAchievements(std::string_view text, Achievements &achievements, std::string &error) {
    achievements = Achievements{};
    // The parts between commas and blanks.
    std::size_t i = 0;
    while (i < text.size()) {
        const auto separatorAt = [&](std::size_t at, std::size_t &next) {
            next = at;
            const char32_t c = json::nextCodePoint(text, next);
            return c == ',' || isSpace(c);
        };
        std::size_t next = 0;
        if (separatorAt(i, next)) {
            i = next;
            continue;
        }
        const std::size_t start = i;
        while (i < text.size() && !separatorAt(i, next))
            i = next;
        const std::string_view part = text.substr(start, i - start);
        const auto id = parseIntText(part);
        if (!id || *id < 1 || *id >= Achievements::kCount) {
            // The first 20 characters of the part (UTF-16 units, as the app counted them).
            std::size_t cut = 0;
            int units = 0;
            for (std::size_t k = 0; k < part.size();) {
                std::size_t after = k;
                const int width = json::nextCodePoint(part, after) >= 0x10000 ? 2 : 1;
                if (units + width > 20)
                    break;
                units += width;
                k = cut = after;
            }
            error = '"' + std::string(part.substr(0, cut)) + "\" is not an achievement id from 1 to " +
                    std::to_string(Achievements::kCount - 1);
            return false;
        }
        achievements.setUnlocked(*id, false);
    }
    return true;
}

bool checkRoute(const std::vector<RouteFloor> &route, std::string &error) {
    // A run goes forward: no stage before the one of the floor before it, and a stage at most twice (a main
    // floor, then the alternate path's floor of the same stage, as the reference routes go 6:1, 6:4); so a
    // route has at most 24 floors, and a floor repeated or backwards is no run's (issue 39: 25,000 floors
    // were taken).
    const auto floorText = [](const RouteFloor &f) {
        return std::to_string(f.stage) + ':' + std::to_string(f.stageType);
    };
    for (std::size_t i = 1; i < route.size(); ++i) {
        const RouteFloor &a = route[i - 1], &b = route[i];
        const bool backwards = b.stage < a.stage;
        const bool repeated =
            b.stage == a.stage && (b.stageType == a.stageType || (i >= 2 && route[i - 2].stage == b.stage));
        if (backwards || repeated) {
            error = "route floor " + floorText(b) + " comes after " + floorText(a) +
                    ": a run's floors go forward, each stage after the one before (or once more on the "
                    "alternate path)";
            return false;
        }
    }
    for (const RouteFloor &f : route) {
        std::string why;
        if (f.stage < 1 || f.stage > 12) {
            error = "route floor " + floorText(f) + ": stage " + std::to_string(f.stage) +
                    " is out of range (1 to 12)";
            return false;
        }
        if (!rep::repFloorSupported(f.stage, f.stageType, &why)) {
            error = "route floor " + floorText(f) + ": " + (why.empty() ? std::string("no such floor") : why);
            return false;
        }
    }
    return true;
}

std::optional<std::uint32_t> parseSeedText(std::string_view text, std::string &error) {
    // The core trims these before it counts positions; count characters the same way.
    std::size_t start = 0;
    while (start < text.size() &&
           (text[start] == ' ' || text[start] == '\t' || text[start] == '\n' || text[start] == '\r'))
        ++start;
    int position = 0;
    for (std::size_t i = start; i < text.size();) {
        ++position;
        const std::size_t at = i;
        const char32_t c = json::nextCodePoint(text, i);
        if (c < 0x80)
            continue;
        std::string hex;
        static constexpr char kHex[] = "0123456789ABCDEF";
        for (char32_t v = c; v != 0; v >>= 4)
            hex.insert(hex.begin(), kHex[v & 0xF]);
        while (hex.size() < 4)
            hex.insert(hex.begin(), '0');
        error = "invalid character '" + escapedValue(text.substr(at, i - at)) + "' (U+" + hex +
                ") at position " + std::to_string(position) +
                " (seeds use A-Z without I, O and U, and the digits 0-9 without 5)";
        return std::nullopt;
    }
    const auto parsed = parseSeedString(text);
    if (!parsed) {
        error = parsed.error();
        return std::nullopt;
    }
    return *parsed;
}

bool applyItemName(std::string_view text, Settings &s, std::string &error) {
    std::string name = lowerText(trimmedText(text));
    bool golden = false;
    if (name.size() >= 7 && name.compare(name.size() - 7, 7, ":golden") == 0) {
        golden = true;
        name.resize(name.size() - 7);
    }
    if (name == "black-candle" && !golden) {
        s.blackCandle = true;
        return true;
    }
    if (name == "golden-horse-shoe")
        name = "golden-horseshoe";
    const auto item = itemFromKey(name);
    if (!item) {
        std::vector<std::string> keys;
        for (int i = 0; i < kItemCount; ++i)
            keys.push_back(str(itemKey(static_cast<Item>(i))));
        error = "unknown item " + quotedValue(text) + " (known: " + join(keys, ", ") +
                ", black-candle; NAME:golden for a golden trinket)";
        return false;
    }
    if (golden && !isTrinket(*item)) {
        error =
            quotedValue(text) + ": only a trinket can be golden, and " + str(itemKey(*item)) + " is not one";
        return false;
    }
    // A copy each: NAME a plain one, NAME:golden a golden one (Mult of repentance.md R11: 1 and 2).
    if (golden)
        s.golden |= itemBit(*item);
    else
        s.set(*item, true);
    return true;
}

bool applyPlayerName(std::string_view text, PlayerState &st, std::string &error) {
    const std::string key = lowerText(trimmedText(text));
    if (key == "other") {
        st.player = PlayerType::Other;
        st.character = -1;
        return true;
    }
    const auto id = characterFromKey(key);
    if (!id) {
        std::vector<std::string> keys;
        for (const CharacterInfo &c : characters())
            keys.push_back(str(c.key));
        error = "unknown player " + quotedValue(text) + " (" + join(keys, ", ") +
                ", other, or a player type id 0 to 40)";
        return false;
    }
    st.character = *id;
    st.player = playerTypeOfCharacter(*id);
    return true;
}

bool resolveStageType(Settings &s, StageTypeProposal proposal, std::string &error) {
    if (proposal == StageTypeProposal::None)
        return true;
    const std::string word = proposal == StageTypeProposal::Main ? "main" : "alt";
    if (!s.runSeed) {
        error =
            "stage type \"" + word + "\" needs a run seed (a seed string or a run seed, not a stage seed)";
        return false;
    }
    if (s.stage < 1 || s.stage > 12) {
        error = "stage " + std::to_string(s.stage) + " is out of range: stages go from 1 to 12";
        return false;
    }
    const auto v = stageSeedsOf(*s.runSeed);
    if (proposal == StageTypeProposal::Main) {
        if (s.ruleSet == RuleSet::Repentance) {
            s.stageType = rep::mainPathType(v, s.stage, s.achievements, s.cathedral);
        } else {
            // generation.md 2.4 (every variant unlocked), on the stages that offer it.
            const int t = rep::mainPathType(v, s.stage, Achievements{}, false);
            s.stageType = t < stageTypeCount(s.stage) ? t : 0;
        }
        return true;
    }
    if (s.ruleSet != RuleSet::Repentance) {
        error = "stage type \"alt\" (the alternate path) is read by the repentance rule set only";
        return false;
    }
    if (s.stage > 8) {
        error = "stage type \"alt\": stage " + std::to_string(s.stage) +
                " has no alternate floor (stages 1 to 8 only)";
        return false;
    }
    s.stageType = rep::alternatePathType(v, s.stage);
    return true;
}

std::optional<InputName> repentanceOnlyInput(const Settings &s) {
    if (s.ruleSet != RuleSet::AfterbirthPlus)
        return std::nullopt;
    const Settings d;
    if (rep::isAlt(s.stageType))
        return InputName{"--stage-type", "stageType"};
    if (s.ruleVariant != d.ruleVariant)
        return InputName{"--repentogon", "repentogon"};
    if (s.curseTier != d.curseTier)
        return InputName{"--curse-tier", "curseTier"};
    if (s.state.superSinCounter != d.state.superSinCounter)
        return InputName{"--super-sin-counter", "superSinCounter"};
    if (s.state.surpriseMinibossCounter != d.state.surpriseMinibossCounter)
        return InputName{"--surprise-miniboss-counter", "surpriseMinibossCounter"};
    if (s.state.stateFlags != d.state.stateFlags)
        return InputName{"--state-flag", "stateFlags"};
    if (!(s.achievements == d.achievements))
        return InputName{"--locked-achievement / --strange-door-locked", "lockedAchievements"};
    if (s.cathedral)
        return InputName{"--cathedral", "cathedral"};
    if (s.route)
        return InputName{"--route", "route"};
    if (s.bossPools != d.bossPools)
        return InputName{"--boss-pools", "bossPools"};
    if (s.golden)
        return InputName{"--item NAME:golden", "items"};
    if (s.items >> static_cast<unsigned>(Item::KnifePiece1))
        return InputName{"--item (a repentance item)", "items"};
    return std::nullopt;
}

std::string bossDisplayName(int subtype) {
    const auto name = bossName(subtype);
    return name.empty() ? "Boss #" + std::to_string(subtype) : std::string(name);
}

} // namespace floorgen::text
