#include "floorgen/search.h"

#include "floorgen/filecatalog.h"
#include "floorgen/geometry.h"
#include "floorgen/repstages.h"
#include "floorgen/rng.h"
#include "floorgen/run.h"
#include "floorgen/staticvector.h"
#include "repentance/repentance.h"
#include "searchengine.h"

#include <algorithm>
#include <bit>
#include <condition_variable>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

namespace floorgen {

namespace {

bool isKind(const Room &r, RoomKind k) {
    if (k.start)
        return r.number == 0;
    return r.type == k.type && !(k.type == RoomType::Default && r.number == 0);
}

bool isHidden(const Room &r) {
    return r.invisible || r.type == RoomType::Secret || r.type == RoomType::SuperSecret ||
           r.type == RoomType::UltraSecret;
}

// Room adjacency as bit sets (rooms 0..126). Only the rows of the floor's rooms are set: clearing all 128
// rows cost more than building the floor's.
struct Adjacency {
    std::array<std::array<std::uint64_t, 2>, kMaxRooms> bits;
};
static_assert(kMaxRooms < 127); // bit 127 stands for an empty cell

// Each room's row from the cells around its own cells (from its shape), without a branch on what they hold: a
// cell off the grid reads the room's own cell, and the room itself and empty cells (-1, read as bit 127 of a
// spare row) are masked off.
Adjacency adjacencyOf(const Floor &f) {
    Adjacency adj;
    for (const Room &r : f.rooms) {
        const auto &g = geometry::geometryOf(r.shape);
        std::uint64_t row[2] = {0, 0};
        for (int k = 0; k < g.cellCount; ++k) {
            const int x = r.anchor.x + g.cells[static_cast<std::size_t>(k)].dx;
            const int y = r.anchor.y + g.cells[static_cast<std::size_t>(k)].dy;
            const int at = x + kGridSize * y;
            const int around[4] = {x > 0 ? at - 1 : at, x + 1 < kGridSize ? at + 1 : at,
                                   y > 0 ? at - kGridSize : at, y + 1 < kGridSize ? at + kGridSize : at};
            for (int cell : around) {
                const auto b =
                    static_cast<unsigned>(static_cast<std::uint8_t>(f.grid[cell])) & 127u; // -1: 127
                row[b >> 6] |= std::uint64_t{1} << (b & 63);
            }
        }
        const auto self = static_cast<unsigned>(r.number);
        row[self >> 6] &= ~(std::uint64_t{1} << (self & 63));
        row[1] &= ~(std::uint64_t{1} << 63); // empty cells
        adj.bits[r.number] = {row[0], row[1]};
    }
    return adj;
}

// Calls fn(r) for each room r in the set, in number order.
template <typename Fn> void forEachRoom(const std::array<std::uint64_t, 2> &set, Fn fn) {
    for (std::size_t w = 0; w < 2; ++w)
        for (std::uint64_t bits = set[w]; bits != 0; bits &= bits - 1)
            fn(static_cast<int>(64 * w) + std::countr_zero(bits));
}

// Breadth-first search from the rooms in `sources` to the first room for which `isTarget` holds. Hidden
// rooms other than the sources are not expanded.
template <typename Target>
int bfs(const Floor &f, const Adjacency &adj, const std::array<std::uint64_t, 2> &sources, Target isTarget) {
    std::array<std::uint64_t, 2> seen = sources;
    std::array<std::uint64_t, 2> frontier = sources;
    // Each round adds rooms not seen before, so there are at most as many rounds as rooms.
    for (int depth = 0; (frontier[0] | frontier[1]) != 0; ++depth) {
        bool found = false;
        forEachRoom(frontier, [&](int r) { found = found || isTarget(r); });
        if (found)
            return depth;
        std::array<std::uint64_t, 2> next{};
        forEachRoom(frontier, [&](int r) {
            if (isHidden(f.rooms[static_cast<std::size_t>(r)]) && !(sources[r >> 6] >> (r & 63) & 1))
                return;
            next[0] |= adj.bits[static_cast<std::size_t>(r)][0];
            next[1] |= adj.bits[static_cast<std::size_t>(r)][1];
        });
        next[0] &= ~seen[0];
        next[1] &= ~seen[1];
        seen[0] |= next[0];
        seen[1] |= next[1];
        frontier = next;
    }
    return -1;
}

} // namespace

bool Criteria::empty() const {
    return counts.empty() && bossSubtypes.empty() && distances.empty() && minRooms <= 0 &&
           maxRooms >= kMaxRooms && xl < 0 && cursesAll == 0 && !noCurse && minAttempts <= 1 &&
           maxAttempts >= kMaxAttempts && layouts.empty();
}

int countKind(const Floor &f, RoomKind kind) {
    int n = 0;
    for (const Room &r : f.rooms)
        n += isKind(r, kind) ? 1 : 0;
    return n;
}

int roomDistance(const Floor &f, int fromRoom, int toRoom) {
    const int n = static_cast<int>(f.rooms.size());
    if (fromRoom < 0 || toRoom < 0 || fromRoom >= n || toRoom >= n)
        return -1;
    const Adjacency adj = adjacencyOf(f);
    std::array<std::uint64_t, 2> sources{};
    sources[fromRoom >> 6] |= 1ull << (fromRoom & 63);
    return bfs(f, adj, sources, [&](int r) { return r == toRoom; });
}

int kindDistance(const Floor &f, RoomKind a, RoomKind b) {
    const Adjacency adj = adjacencyOf(f);
    const int n = static_cast<int>(f.rooms.size());
    if (a == b) {
        // Two different rooms of the same kind: one search per source room.
        int best = -1;
        for (int s = 0; s < n; ++s) {
            if (!isKind(f.rooms[static_cast<std::size_t>(s)], a))
                continue;
            std::array<std::uint64_t, 2> sources{};
            sources[s >> 6] |= 1ull << (s & 63);
            const int d = bfs(f, adj, sources, [&](int r) {
                return r != s && isKind(f.rooms[static_cast<std::size_t>(r)], b);
            });
            if (d >= 0 && (best < 0 || d < best))
                best = d;
        }
        return best;
    }
    std::array<std::uint64_t, 2> sources{};
    bool any = false;
    for (int s = 0; s < n; ++s) {
        if (isKind(f.rooms[static_cast<std::size_t>(s)], a)) {
            sources[s >> 6] |= 1ull << (s & 63);
            any = true;
        }
    }
    if (!any)
        return -1;
    // A room of both kinds cannot happen for a != b, except start vs normal, which isKind keeps apart.
    return bfs(f, adj, sources, [&](int r) { return isKind(f.rooms[static_cast<std::size_t>(r)], b); });
}

std::uint8_t cursesInForce(const Settings &s, std::uint32_t stageSeed) {
    if (s.forcedCurses)
        return *s.forcedCurses; // forcing replaces the roll (section 8.5)
    if (s.ruleSet == RuleSet::Repentance)
        return rolledCurse(s, stageSeed); // repentance.md R5
    if (s.blackCandle)
        return 0;
    // 2.2: S from the stage seed, two discarded draws, C a clone of S; 3: the roll on C.
    Rng c(stageSeed, kShiftStage);
    c.next();
    c.next();
    if (c.next() % (s.hard ? 2u : 5u) != 0)
        return 0;
    const std::uint32_t k = c.next() % 6;
    if (k == 2 && s.stage == 9)
        return 0; // 3 step 5: the Blue Womb removes a rolled Darkness
    return curseOfKind(k, s.stage);
}

namespace {

// Whether a path joins rooms of the rule's two kinds in at most its number of moves (kindDistance is -1 when
// there is none).
bool distanceHolds(const Floor &f, const DistanceRule &rule) {
    const int d = kindDistance(f, rule.from, rule.to);
    return d >= 0 && d <= rule.maxDistance;
}

} // namespace

RoomFilter roomFilterOf(const Criteria &c) {
    RoomFilter f;
    auto bit = [](RoomKind k) { return k.start ? typeBit(RoomType::Default) : typeBit(k.type); };
    for (const CountRule &rule : c.counts) {
        if (rule.min >= 1)
            f.required |= bit(rule.kind);
        else if (rule.max == 0 && !rule.kind.start && rule.kind.type != RoomType::Default)
            f.forbidden |= bit(rule.kind); // not DEFAULT: the start room has that type, and no normal room
    }
    f.minRooms = c.minRooms;
    f.maxRooms = c.maxRooms;
    // A distance needs a room of each kind (kindDistance is -1 otherwise, which never matches). Distances
    // between rooms placed by the treasure step (start, boss, super secret, shop, treasure) can only grow
    // after it: the rooms still to come are hidden secret rooms, which a path does not pass through, and the
    // dead ends that take the other special rooms shrink to their placed cell. So a distance too long (or no
    // path) then stays so, and those rules are tested early.
    auto settled = [](RoomKind k) { return k.start || (kTypesPlacedByTreasure & typeBit(k.type)) != 0; };
    std::vector<DistanceRule> early;
    for (const DistanceRule &rule : c.distances) {
        f.required |= bit(rule.from) | bit(rule.to);
        if (settled(rule.from) && settled(rule.to))
            early.push_back(rule);
    }
    if (!early.empty())
        f.afterTreasure = [early](const Floor &floor) {
            return std::all_of(early.begin(), early.end(),
                               [&floor](const DistanceRule &rule) { return distanceHolds(floor, rule); });
        };
    if (!c.bossSubtypes.empty()) {
        f.required |= typeBit(RoomType::Boss);
        // Only subtypes the filter can hold; with any other, every boss passes it and matches() decides.
        if (std::all_of(c.bossSubtypes.begin(), c.bossSubtypes.end(),
                        [](int s) { return s >= 0 && s < 128; }))
            for (int s : c.bossSubtypes)
                f.allowBoss(s);
    }
    return f;
}

bool cursesCanMatch(std::uint8_t curseMask, const Criteria &c) {
    if ((curseMask & c.cursesAll) != c.cursesAll)
        return false;
    if (c.noCurse && curseMask != 0)
        return false;
    if (c.xl >= 0 && ((curseMask & kCurseLabyrinth) != 0) != (c.xl == 1))
        return false;
    return true;
}

namespace {

// Whether Labyrinth can be in force on a floor of these settings: forced, or rolled (generation.md 3 and
// repentance.md R5.3: only on an odd stage below 8, never with the Black Candle; forced Labyrinth on the Void
// is refused by validateSettings). Where the spec leaves a doubt (repentance's curse tiers) it says yes.
bool labyrinthPossible(const Settings &s) {
    if (s.forcedCurses)
        return (*s.forcedCurses & kCurseLabyrinth) != 0;
    return !s.blackCandle && s.stage % 2 == 1 && s.stage < 8;
}

bool lostPossible(const Settings &s) {
    if (s.forcedCurses)
        return (*s.forcedCurses & kCurseLost) != 0;
    return !s.blackCandle;
}

std::string kindText(RoomKind k) {
    if (k.start)
        return "start";
    return std::string(roomTypeKey(k.type));
}

} // namespace

// The bound is a sum of what the spec lets each step add to the grid's rooms:
// * the start room (6.4 step 2);
// * the target n of Generate, which places at most n rooms besides the start room (6.4 step 4):
// afterbirth-plus
//   4.1, base = min(20, coin + 5 + floor(stage*10/3)) with coin <= 1, then min(45, floor(base*9/5)) with
//   Labyrinth, or base + 4 with Lost; 50 + (w mod 5) <= 54 on the Void; hard mode adds 2 + hardExtra <= 3
//   after the caps. repentance.md R6.2 gives at most 57 the same way (Mirror and Mineshaft only lower it),
//   but R7 step 5 grows the target by one every fifth attempt from the tenth on while it is below 64, and
//   the app allows 10,000 attempts: so at most 64;
// * AddDeadEnd, at most one room per try and 5 tries (6.6 step 3, R8.3 step 5);
// * the XL second boss room, a new room next to the first (7.4, R10.6);
// * the secret rooms, new 1x1 rooms: 1, or 2 with Fragmented Card (7.11); repentance adds one with Luna
//   (R12.1);
// * repentance only: the ultra-secret room (R12.5) and the rooms CreateRandomEndRoom adds for step 18's extra
//   rooms, extra <= 2 (R14).
// Every other special room (boss, super secret, shop, ..., the Void's extra bosses, the grave) takes an
// existing dead end and adds no room. tests/core/test_search.cpp checks floors against the bound.
int maxRoomCount(const Settings &s) {
    int target = 0;
    // A golden Fragmented Card counts as held in repentance (R11's Mult; R12.1 reads Mult(102) > 0).
    int secrets = s.holdsAny(Item::FragmentedCard) ? 2 : 1;
    int others = 0;
    if (s.ruleSet == RuleSet::Repentance) {
        target = 64;
        secrets += s.has(Item::Luna) ? 1 : 0;
        others = 1 + 2; // the ultra-secret room, the created extra rooms
    } else if (s.stage == 12) {
        target = 54 + (s.hard ? 3 : 0);
    } else {
        const int base = std::min(20, 1 + 5 + s.stage * 10 / 3);
        int n = base;
        if (labyrinthPossible(s))
            n = std::max(n, std::min(45, base * 9 / 5));
        if (lostPossible(s))
            n = std::max(n, base + 4);
        target = n + (s.hard ? 3 : 0);
    }
    const int xlBoss = (s.ruleSet == RuleSet::Repentance || labyrinthPossible(s)) ? 1 : 0;
    return std::min(kMaxRooms, 1 + target + 5 + xlBoss + secrets + others);
}

// Afterbirth-plus places the types of sections 7.3 to 7.13 (boss, super secret, shop, treasure, the optional
// rooms of 7.9, the bedrooms of 7.10, secret, normal); repentance adds the planetarium (step 9) and the
// ultra-secret room (step 15). Devil, angel, black market, crawl space, boss rush, error and Greed exit rooms
// are never on a floor's grid (the game makes them when they are entered; repentance's step 20 gives some of
// them off-grid descriptors, not rooms).
std::uint32_t placeableTypes(RuleSet ruleSet) {
    std::uint32_t types = 0;
    for (RoomType t : {RoomType::Default, RoomType::Shop, RoomType::Treasure, RoomType::Boss,
                       RoomType::MiniBoss, RoomType::Secret, RoomType::SuperSecret, RoomType::Arcade,
                       RoomType::Curse, RoomType::Challenge, RoomType::Library, RoomType::Sacrifice,
                       RoomType::Isaacs, RoomType::Barren, RoomType::Chest, RoomType::Dice})
        types |= typeBit(t);
    if (ruleSet == RuleSet::Repentance)
        types |= typeBit(RoomType::Planetarium) | typeBit(RoomType::UltraSecret);
    return types;
}

std::string impossibleReason(const Settings &s, const Criteria &c) {
    const std::string rules(ruleSetKey(s.ruleSet));
    const std::uint32_t placeable = placeableTypes(s.ruleSet);
    auto never = [&](RoomKind k) -> std::string {
        if (k.start || (placeable & typeBit(k.type)) != 0)
            return {};
        return rules + " never places " + kindText(k) + " rooms on a floor's grid";
    };
    // The bounds each kind's count rules leave: [lo, hi], hi < 0 for none. The start room is always there,
    // once.
    struct Bounds {
        RoomKind kind;
        int lo = 0, hi = -1;
    };
    std::vector<Bounds> bounds;
    auto boundsOf = [&](RoomKind k) -> Bounds & {
        for (Bounds &b : bounds)
            if (b.kind == k)
                return b;
        bounds.push_back(Bounds{k, 0, -1});
        return bounds.back();
    };
    for (const CountRule &rule : c.counts) {
        if (rule.min >= 1)
            if (std::string why = never(rule.kind); !why.empty())
                return why;
        Bounds &b = boundsOf(rule.kind);
        b.lo = std::max(b.lo, rule.min);
        if (rule.max >= 0)
            b.hi = b.hi < 0 ? rule.max : std::min(b.hi, rule.max);
    }
    for (const DistanceRule &rule : c.distances) {
        for (RoomKind k : {rule.from, rule.to}) {
            if (std::string why = never(k); !why.empty())
                return why;
            Bounds &b = boundsOf(k);
            b.lo = std::max(b.lo, 1);
        }
        if (rule.from.start && rule.to.start)
            return "a floor has one start room: there is no other start room to be near it";
    }
    const int maxRooms = maxRoomCount(s);
    int atLeast = 0;
    for (const Bounds &b : bounds) {
        const std::string name = kindText(b.kind);
        if (b.hi >= 0 && b.lo > b.hi)
            return "the criteria contradict each other: at least " + std::to_string(b.lo) + " " + name +
                   (b.lo == 1 ? " room" : " rooms") + " and at most " + std::to_string(b.hi);
        if (b.kind.start && (b.lo > 1 || b.hi == 0))
            return "a floor has exactly one start room";
        atLeast += b.lo;
    }
    if (c.minRooms > c.maxRooms)
        return "the criteria contradict each other: at least " + std::to_string(c.minRooms) +
               " rooms and at most " + std::to_string(c.maxRooms);
    if (c.minRooms > maxRooms || atLeast > maxRooms)
        return "a floor of these settings has at most " + std::to_string(maxRooms) + " rooms (" + rules +
               ", stage " + std::to_string(s.stage) + (s.hard ? ", hard" : "") + "), and the criteria need " +
               std::to_string(std::max(c.minRooms, atLeast));
    if (atLeast > c.maxRooms)
        return "the criteria contradict each other: rooms of the kinds asked for add up to " +
               std::to_string(atLeast) + ", above the " + std::to_string(c.maxRooms) + " rooms allowed";
    if (c.minAttempts > c.maxAttempts)
        return "the criteria contradict each other: at least " + std::to_string(c.minAttempts) +
               " attempts and at most " + std::to_string(c.maxAttempts);
    if (c.xl == 1 && !labyrinthPossible(s))
        return "Labyrinth cannot be in force on this floor (" +
               std::string(s.forcedCurses  ? "the curses are forced without it"
                           : s.blackCandle ? "the Black Candle prevents curses"
                                           : "it is rolled only on stages 1, 3, 5 and 7") +
               "), so no floor is XL";
    if (c.xl == 1 && c.noCurse)
        return "the criteria contradict each other: an XL floor has Labyrinth in force, not no curse";
    if (c.xl == 0 && (c.cursesAll & kCurseLabyrinth) != 0)
        return "the criteria contradict each other: Labyrinth in force makes the floor XL";
    return {};
}

bool matches(const Floor &f, const Criteria &c) {
    const int rooms = static_cast<int>(f.rooms.size());
    if (rooms < c.minRooms || rooms > c.maxRooms)
        return false;
    if (f.attempts < c.minAttempts || f.attempts > c.maxAttempts)
        return false;
    if (c.xl >= 0 && f.xl != (c.xl == 1))
        return false;
    if ((f.curseMask & c.cursesAll) != c.cursesAll)
        return false;
    if (c.noCurse && f.curseMask != 0)
        return false;
    for (const CountRule &rule : c.counts) {
        const int n = countKind(f, rule.kind);
        if (n < rule.min || (rule.max >= 0 && n > rule.max))
            return false;
    }
    if (!c.bossSubtypes.empty()) {
        bool found = false;
        for (const Room &r : f.rooms)
            if (r.type == RoomType::Boss && std::find(c.bossSubtypes.begin(), c.bossSubtypes.end(),
                                                      r.bossSubtype) != c.bossSubtypes.end())
                found = true;
        if (!found)
            return false;
    }
    for (const LayoutRule &rule : c.layouts)
        if (layoutRooms(f, std::span(&rule, 1)).empty())
            return false;
    return std::all_of(c.distances.begin(), c.distances.end(),
                       [&f](const DistanceRule &rule) { return distanceHolds(f, rule); });
}

std::vector<int> layoutRooms(const Floor &f, std::span<const LayoutRule> rules) {
    std::vector<int> rooms;
    for (const Room &r : f.rooms)
        for (const LayoutRule &rule : rules)
            if (r.layoutId >= 0 && std::binary_search(rule.ids.begin(), rule.ids.end(), r.layoutId)) {
                rooms.push_back(r.number);
                break;
            }
    return rooms;
}

namespace {

std::string lowerText(std::string_view s) {
    std::string out(s);
    for (char &ch : out)
        if (ch >= 'A' && ch <= 'Z')
            ch = static_cast<char>(ch - 'A' + 'a');
    return out;
}

bool variantRange(std::string_view text, int &a, int &b) {
    auto number = [](std::string_view t, int &out) {
        if (t.empty() || t.size() > 9)
            return false;
        int v = 0;
        for (char ch : t) {
            if (ch < '0' || ch > '9')
                return false;
            v = v * 10 + (ch - '0');
        }
        out = v;
        return true;
    };
    if (const auto dots = text.find(".."); dots != std::string_view::npos)
        return number(text.substr(0, dots), a) && number(text.substr(dots + 2), b) && a <= b;
    if (!number(text, a))
        return false;
    b = a;
    return true;
}

// Does the room file's name answer to `want` (lower case): the name, without its extension, or without its
// "NN." prefix too ("01.basement.stb", "01.basement", "basement").
bool fileAnswers(const std::string &fileName, const std::string &want) {
    std::string n = lowerText(fileName);
    if (const auto slash = n.find_last_of("/\\"); slash != std::string::npos)
        n = n.substr(slash + 1);
    if (n == want)
        return true;
    if (const auto dot = n.rfind('.'); dot != std::string::npos)
        n = n.substr(0, dot);
    if (n == want)
        return true;
    const auto dot = n.find('.');
    return dot != std::string::npos && n.substr(dot + 1) == want;
}

} // namespace

std::string parseLayoutRule(std::string_view text, LayoutRule &rule) {
    rule = {};
    if (text.empty())
        return "layout: no layout given (FILE:VARIANT, TYPE:VARIANT or a layout's name)";
    const auto colon = text.rfind(':');
    if (colon == std::string_view::npos) {
        rule.name = std::string(text);
        return {};
    }
    const std::string left = lowerText(text.substr(0, colon));
    if (!variantRange(text.substr(colon + 1), rule.minVariant, rule.maxVariant))
        return "layout: \"" + std::string(text.substr(colon + 1)) + "\" is not a variant N or A..B";
    if (left.empty())
        return "layout: \"" + std::string(text) + "\" has no file or room type before the colon";
    if (const auto t = roomTypeFromKey(left); t && *t != RoomType::Null)
        rule.type = static_cast<int>(*t);
    else
        rule.file = left;
    return {};
}

std::string layoutRuleText(const LayoutRule &rule) {
    if (rule.file.empty() && rule.type < 0) {
        const bool plain = !rule.name.empty() && rule.name.find_first_of(" \t()\",:") == std::string::npos;
        return plain ? rule.name : "\"" + rule.name + "\"";
    }
    std::string s = rule.type >= 0 ? std::string(roomTypeKey(static_cast<RoomType>(rule.type))) : rule.file;
    // A file name with a space ("00.special rooms.xml") in double quotes, so that the text parses back as
    // one word of an expression (searchexpr.h).
    if (rule.type < 0 && s.find_first_of(" \t()\"") != std::string::npos)
        s = "\"" + s + "\"";
    s += ":" + std::to_string(rule.minVariant);
    if (rule.maxVariant != rule.minVariant)
        s += ".." + std::to_string(rule.maxVariant);
    return s;
}

bool resolveLayouts(Criteria &c, const FileCatalog *catalog, std::string &error) {
    if (c.layouts.empty())
        return true;
    if (!catalog) {
        error = "layout " + layoutRuleText(c.layouts.front()) +
                ": a layout criterion needs the player's room files (--game-data)";
        return false;
    }
    const RoomFileSet &set = catalog->files();
    for (LayoutRule &rule : c.layouts) {
        rule.ids.clear();
        const std::string name = lowerText(rule.name);
        for (std::int32_t id = 0;; ++id) {
            const FileCatalog::Entry e = catalog->entryOf(id);
            if (e.file < 0)
                break;
            const auto file = std::find_if(set.files.begin(), set.files.end(),
                                           [&](const auto &f) { return f.first == e.file; });
            if (file == set.files.end())
                continue;
            const RoomData &room = file->second.rooms.at(static_cast<std::size_t>(e.index));
            bool hit;
            if (rule.file.empty() && rule.type < 0)
                hit = lowerText(room.name) == name;
            else
                hit = (rule.type < 0 ? fileAnswers(file->second.name, rule.file)
                                     : static_cast<int>(room.type) == rule.type) &&
                      room.variant >= static_cast<std::uint32_t>(rule.minVariant) &&
                      room.variant <= static_cast<std::uint32_t>(rule.maxVariant);
            if (hit)
                rule.ids.push_back(id);
        }
        if (rule.ids.empty()) {
            error = "layout " + layoutRuleText(rule) + ": no layout of the room files (" + set.folder +
                    ") is named so";
            return false;
        }
    }
    return true;
}

namespace {

enum class SeedOutcome : std::uint8_t { Match, NoMatch, Failure, Invalid };

// The search of seeds from..to on a pool of threads, in chunks merged in seed order (streaming, limit,
// cancel and resume as SearchOptions says). makeTest() is called once per thread and gives a callable
// SeedOutcome(std::uint32_t seed) with the thread's own scratch space. If it also has prefetch(span of
// seeds), it is given the next seeds of its chunk, up to kAhead at once, before it is asked about them.
constexpr std::size_t kAhead = shufflecache::kCapacity;

template <class MakeTest>
SearchResult searchRange(std::uint32_t from, std::uint32_t to, const SearchOptions &options,
                         MakeTest makeTest) {
    SearchResult result;
    result.scannedTo = std::uint64_t{from} - 1;
    constexpr std::uint64_t kChunk = 4096;
    // The seeds searched by position: from..to, or the seed list's entries in from..to.
    const std::span<const std::uint32_t> list = options.seedList;
    const std::size_t listFirst = std::lower_bound(list.begin(), list.end(), from) - list.begin();
    const std::size_t listEnd = std::upper_bound(list.begin(), list.end(), to) - list.begin();
    const bool byList = !list.empty();
    const std::uint64_t total =
        byList ? (listEnd > listFirst ? listEnd - listFirst : 0) : std::uint64_t{to} - from + 1;
    if (total == 0)
        return result;
    auto seedAt = [&](std::uint64_t position) {
        return byList ? list[listFirst + position] : static_cast<std::uint32_t>(from + position);
    };
    const std::uint64_t lastSeed = seedAt(total - 1);
    const std::uint64_t chunks = (total + kChunk - 1) / kChunk;
    const std::uint64_t limit = options.limit;

    struct ChunkOut {
        std::vector<std::uint32_t> matches, failures, invalid;
        std::uint64_t end = 0; // last seed tried (the chunk's end unless it stopped at the limit)
    };
    const int threads = static_cast<int>(
        std::min<std::uint64_t>(static_cast<std::uint64_t>(effectiveThreads(options.threads)), chunks));
    // A worker does not start a chunk this far or further ahead of the first unfinished one: the finished
    // chunks waiting for it (and their matches, at most 16 KiB a chunk) stay a few per thread, however long
    // the search. Wide enough that a thread the system holds back for a while seldom stalls the others.
    const std::uint64_t window = 8 * static_cast<std::uint64_t>(threads) + 8;

    std::mutex mutex;
    std::condition_variable merged;            // the prefix moved on, or the search stops
    std::map<std::uint64_t, ChunkOut> pending; // finished chunks after the first unfinished one
    std::uint64_t prefix = 0;                  // chunks [0, prefix) are merged into result
    std::uint64_t done = 0, foundAll = 0;
    std::atomic<std::uint64_t> nextChunk{0};
    std::atomic<bool> stop{false};
    std::vector<std::uint32_t> batch; // the matches of one merge, for the sink

    auto cancelled = [&]() { return options.cancel && options.cancel->load(std::memory_order_relaxed); };

    auto worker = [&]() {
        auto test = makeTest();
        while (!stop.load(std::memory_order_relaxed) && !cancelled()) {
            const std::uint64_t c = nextChunk.fetch_add(1, std::memory_order_relaxed);
            if (c >= chunks)
                return;
            if (c >= window) {
                // The chunk `prefix` is always being searched by a worker that does not wait here, so the
                // prefix moves on; the timeout only lets a cancel be seen.
                std::unique_lock lock(mutex);
                while (c >= prefix + window && !stop.load(std::memory_order_relaxed) && !cancelled())
                    merged.wait_for(lock, std::chrono::milliseconds(20));
                if (stop.load(std::memory_order_relaxed) || cancelled())
                    return;
            }
            ChunkOut out;
            const std::uint64_t begin = c * kChunk; // positions
            const std::uint64_t end = std::min<std::uint64_t>(total - 1, begin + kChunk - 1);
            out.end = seedAt(end);
            bool aborted = false;
            for (std::uint64_t position = begin; position <= end; ++position) {
                if constexpr (requires { test.prefetch(std::span<const std::uint32_t>{}); }) {
                    if ((position - begin) % kAhead == 0) {
                        std::array<std::uint32_t, kAhead> next;
                        const auto n =
                            static_cast<std::size_t>(std::min<std::uint64_t>(kAhead, end - position + 1));
                        for (std::size_t k = 0; k < n; ++k)
                            next[k] = seedAt(position + k);
                        test.prefetch(std::span(next).first(n));
                    }
                }
                const std::uint32_t sd = seedAt(position);
                switch (test(sd)) {
                case SeedOutcome::NoMatch:
                    break;
                case SeedOutcome::Match:
                    out.matches.push_back(sd);
                    break;
                case SeedOutcome::Failure:
                    out.failures.push_back(sd);
                    break;
                case SeedOutcome::Invalid:
                    out.invalid.push_back(sd);
                    break;
                }
                if (limit && out.matches.size() >= limit) {
                    out.end = sd; // nothing after this match in the chunk can be needed
                    break;
                }
                if ((position & 511) == 511 && (stop.load(std::memory_order_relaxed) || cancelled())) {
                    aborted = true;
                    break;
                }
            }
            if (aborted)
                return;
            std::lock_guard lock(mutex);
            done += end - begin + 1;
            foundAll += out.matches.size();
            pending.emplace(c, std::move(out));
            // Merge the finished prefix in chunk order.
            batch.clear();
            const std::uint64_t prefixBefore = prefix;
            for (auto it = pending.find(prefix); it != pending.end() && !result.limitReached;
                 it = pending.find(prefix)) {
                ChunkOut &o = it->second;
                std::uint64_t last = o.end;
                for (std::uint32_t m : o.matches) {
                    if (options.sink)
                        batch.push_back(m);
                    else
                        result.seeds.push_back(m);
                    ++result.found;
                    if (limit && result.found >= limit) {
                        result.limitReached = true;
                        last = m;
                        break;
                    }
                }
                for (std::uint32_t x : o.failures)
                    result.failures += x <= last ? 1 : 0;
                for (std::uint32_t x : o.invalid)
                    result.invalid += x <= last ? 1 : 0;
                result.scannedTo = last;
                pending.erase(it);
                ++prefix;
            }
            if (options.sink && prefix != prefixBefore)
                options.sink(batch, result.scannedTo);
            if (result.limitReached)
                stop.store(true, std::memory_order_relaxed);
            if (prefix != prefixBefore || result.limitReached)
                merged.notify_all();
            if (options.progress)
                options.progress(SearchProgress{done, total, foundAll});
        }
    };

    std::vector<std::thread> pool;
    pool.reserve(static_cast<std::size_t>(threads - 1));
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(worker);
    worker();
    for (auto &t : pool)
        t.join();
    result.tried = byList ? static_cast<std::uint64_t>(
                                std::upper_bound(list.begin(), list.end(), result.scannedTo) - list.begin()) -
                                listFirst
                          : result.scannedTo + 1 - from;
    result.cancelled = !result.limitReached && result.scannedTo < lastSeed && cancelled();
    return result;
}

SeedOutcome outcomeOf(GenerateStatus st) {
    return st == GenerateStatus::NoFloor ? SeedOutcome::Failure : SeedOutcome::Invalid;
}

// searchSeeds' test of one seed, with a thread's scratch space.
class SeedTest {
public:
    SeedTest(const Settings &base, const Criteria &criteria, SeedSpace space, const RoomFilter &filter,
             const FileCatalog *gameData)
        : m_criteria(criteria)
        , m_filter(filter)
        , m_space(space)
        , m_s(base) {
        // Curse and XL criteria can be decided from the stage seed alone, before generating.
        m_prefilter = criteria.cursesAll != 0 || criteria.noCurse || criteria.xl >= 0;
        if (gameData)
            m_catalog.emplace(*gameData); // the thread's own copy: picks change its weights
    }

    // The next seeds, before they are tested: the boss shuffles of those that will be generated, made side
    // by side (prefetchBossShuffles), and the prefilter's verdicts, which operator() then reads.
    void prefetch(std::span<const std::uint32_t> seeds) {
        m_ahead.clear();
        m_aheadAt = 0;
        std::array<std::uint32_t, kAhead> generated;
        std::size_t n = 0;
        for (const std::uint32_t sd : seeds.first(std::min(seeds.size(), kAhead))) {
            const bool pass = !m_prefilter || passesPrefilter(sd);
            m_ahead.push_back({sd, pass});
            if (pass)
                generated[n++] = sd;
        }
        prefetchBossShuffles(m_s, std::span(generated).first(n), catalog());
    }

    SeedOutcome operator()(std::uint32_t sd) {
        bool pass;
        if (m_aheadAt < m_ahead.size() && m_ahead[m_aheadAt].seed == sd)
            pass = m_ahead[m_aheadAt++].pass;
        else
            pass = !m_prefilter || passesPrefilter(sd);
        if (!pass)
            return SeedOutcome::NoMatch; // not generated (so not counted among the failures)
        setSeed(sd);
        const GenerateStatus st = generate(m_s, m_floor, Detail::SpecialRooms, m_filter, catalog());
        if (st == GenerateStatus::Filtered)
            return SeedOutcome::NoMatch; // generated far enough to know it does not match
        if (st == GenerateStatus::Ok)
            return matches(m_floor, m_criteria) ? SeedOutcome::Match : SeedOutcome::NoMatch;
        return outcomeOf(st);
    }

private:
    struct Ahead {
        std::uint32_t seed;
        bool pass;
    };

    const RoomCatalog *catalog() const { return m_catalog ? &*m_catalog : nullptr; }
    void setSeed(std::uint32_t sd) {
        if (m_space == SeedSpace::Run)
            m_s.runSeed = sd;
        else
            m_s.stageSeed = sd;
    }
    bool passesPrefilter(std::uint32_t sd) {
        setSeed(sd);
        const std::uint32_t stageSeed = m_s.effectiveStageSeed();
        return stageSeed == 0 || cursesCanMatch(cursesInForce(m_s, stageSeed), m_criteria);
    }

    const Criteria &m_criteria;
    const RoomFilter &m_filter;
    SeedSpace m_space;
    bool m_prefilter = false;
    Settings m_s;
    Floor m_floor;
    std::optional<FileCatalog> m_catalog;
    StaticVector<Ahead, kAhead> m_ahead;
    std::size_t m_aheadAt = 0;
};

} // namespace

std::optional<SearchResult> detail::searchStart(const Settings &settings, SeedSpace space,
                                                std::uint32_t &from, std::uint32_t to, Settings &base) {
    from = std::max<std::uint32_t>(from, 1);
    SearchResult before;
    before.scannedTo = std::uint64_t{from} - 1;
    if (to < from)
        return before;
    base = settings;
    if (space == SeedSpace::Run) {
        base.runSeed = from;
    } else {
        base.runSeed.reset();
        base.stageSeed = from;
    }
    if (auto problem = validateSettings(base); problem && base.effectiveStageSeed() != 0) {
        before.error = *problem;
        return before;
    }
    return std::nullopt;
}

SearchResult searchSeeds(const Settings &settings, const Criteria &criteria, SeedSpace space,
                         std::uint32_t from, std::uint32_t to, const SearchOptions &options) {
    Settings base;
    if (auto ended = detail::searchStart(settings, space, from, to, base))
        return *ended;
    // Room-type, boss and room-count criteria let the generator give up on most floors before their secret
    // rooms.
    const RoomFilter filter = roomFilterOf(criteria);
    return searchRange(from, to, options,
                       [&] { return SeedTest(base, criteria, space, filter, options.gameData); });
}

// ---- search across the floors of a run ----

namespace {

// Route order of the groups' floors (repentance.md R9.7 item 1.2): a stage's alternate floor comes after its
// main-path floor and before the next stage.
int routeKey(const FloorCriteria &g) {
    return 2 * g.stage + (g.path == FloorPath::Alternate ? 1 : 0);
}

// The type of the group's floor in the run of these stage seeds, or -1 when the group asks for a type the run
// does not give.
int groupType(const Settings &s, const std::array<std::uint32_t, 14> &v, const FloorCriteria &g) {
    const bool rep = s.ruleSet == RuleSet::Repentance;
    if (g.stage == 10 || g.stage == 11) // the route's choice
        return g.stageType >= 0 ? g.stageType : (rep && s.cathedral ? 1 : 0);
    const int t =
        g.path == FloorPath::Alternate
            ? rep::alternatePathType(v, g.stage)
            : rep::mainPathType(v, g.stage, rep ? s.achievements : Achievements{}, rep && s.cathedral);
    return g.stageType < 0 || g.stageType == t ? t : -1;
}

const FloorCriteria *lastGroup(std::span<const FloorCriteria> floors) {
    const FloorCriteria *last = nullptr;
    for (const FloorCriteria &g : floors)
        if (!last || routeKey(g) > routeKey(*last))
            last = &g;
    return last;
}

} // namespace

std::vector<RouteFloor> runSearchRoute(const Settings &settings, std::uint32_t runSeed,
                                       std::span<const FloorCriteria> floors) {
    std::vector<RouteFloor> route;
    const FloorCriteria *last = lastGroup(floors);
    if (!last)
        return route;
    const auto v = stageSeedsOf(runSeed);
    const int type = groupType(settings, v, *last);
    if (type < 0)
        return route;
    const bool rep = settings.ruleSet == RuleSet::Repentance;
    for (const auto &k : rep::defaultRoute(v, last->stage, type, rep ? settings.achievements : Achievements{},
                                           rep && settings.cathedral))
        route.push_back({k.stage, k.type});
    route.push_back({last->stage, type});
    return route;
}

RunMatch runMatches(const Settings &settings, std::uint32_t runSeed, std::span<const FloorCriteria> floors,
                    Floor &floor) {
    thread_local RunGenerator run;
    return runMatches(settings, runSeed, floors, floor, run);
}

RunMatch runMatches(const Settings &settings, std::uint32_t runSeed, std::span<const FloorCriteria> floors,
                    Floor &floor, RunGenerator &run, const RoomCatalog *catalog) {
    if (floors.empty() || floors.size() > 16)
        return RunMatch::NoMatch;
    const auto v = stageSeedsOf(runSeed);
    // Each group's floor: (stage, type) in this run.
    StaticVector<RouteFloor, 16> wanted;
    for (const FloorCriteria &g : floors) {
        const int type = groupType(settings, v, g);
        if (type < 0)
            return RunMatch::NoMatch; // the run has that stage with another type
        wanted.push_back({g.stage, type});
    }
    Settings s = settings;
    s.runSeed = runSeed;
    if (auto problem = run.start(s, runSearchRoute(settings, runSeed, floors), catalog, true))
        return RunMatch::Invalid;
    const bool rep = settings.ruleSet == RuleSet::Repentance;
    std::size_t left = floors.size(); // groups not yet met
    while (!run.done() && left > 0) {
        const RouteFloor at = run.peek();
        int group = -1;
        for (std::size_t i = 0; i < wanted.size(); ++i)
            if (wanted[i] == at)
                group = static_cast<int>(i);
        if (group < 0) {
            // A floor between the groups': generated for the run state it leaves (repentance), or passed
            // over (afterbirth-plus floors carry nothing; the Labyrinth skip reads its curses).
            if (!rep) {
                run.pass();
                continue;
            }
            const GenerateStatus st = run.next(floor);
            if (st != GenerateStatus::Ok)
                return st == GenerateStatus::NoFloor ? RunMatch::NoFloor : RunMatch::Invalid;
            continue;
        }
        const Criteria &c = floors[static_cast<std::size_t>(group)].criteria;
        Settings fs = s;
        fs.stage = at.stage;
        fs.stageType = at.stageType;
        const std::uint32_t stageSeed = fs.effectiveStageSeed();
        if (stageSeed == 0)
            return RunMatch::Invalid;
        if ((c.cursesAll != 0 || c.noCurse || c.xl >= 0) && !cursesCanMatch(cursesInForce(fs, stageSeed), c))
            return RunMatch::NoMatch;
        // The last floor the search needs, or any afterbirth-plus floor, may be given up early.
        const bool early = left == 1 || !rep;
        const GenerateStatus st =
            early ? run.next(floor, Detail::SpecialRooms, roomFilterOf(c)) : run.next(floor);
        if (st == GenerateStatus::Filtered)
            return RunMatch::NoMatch;
        if (st != GenerateStatus::Ok)
            return st == GenerateStatus::NoFloor ? RunMatch::NoFloor : RunMatch::Invalid;
        if (!matches(floor, c))
            return RunMatch::NoMatch;
        wanted[static_cast<std::size_t>(group)] = RouteFloor{-1, -1}; // met (one group a floor)
        --left;
    }
    return left == 0 ? RunMatch::Match : RunMatch::NoMatch; // a group's floor the run skipped
}

std::string impossibleReason(const Settings &settings, std::span<const FloorCriteria> floors) {
    if (floors.empty())
        return "no floor is given";
    if (floors.size() > 16)
        return "at most 16 floors can be searched at once";
    const bool rep = settings.ruleSet == RuleSet::Repentance;
    for (std::size_t i = 0; i < floors.size(); ++i) {
        const FloorCriteria &g = floors[i];
        const std::string where =
            "floor " + std::to_string(i + 1) + " (stage " + std::to_string(g.stage) + ")";
        if (g.stage < 1 || g.stage > 12 || g.stage == 9)
            return where + ": a run search covers stages 1 to 8, 10, 11 and 12";
        if (g.path == FloorPath::Alternate) {
            if (!rep)
                return where + ": the alternate path is repentance's";
            if (g.stage > 8)
                return where + ": only stages 1 to 8 have an alternate floor";
            if (g.stageType >= 0 && g.stageType != 4 && g.stageType != 5)
                return where + ": an alternate floor has type 4 or 5";
        } else if (g.stage == 10 || g.stage == 11) {
            if (g.stageType > 1)
                return where + ": stages 10 and 11 have types 0 and 1";
        } else if (g.stageType > 2) {
            return where + ": a main-path floor has type 0, 1 or 2 (the alternate path has 4 and 5)";
        }
        for (std::size_t j = 0; j < i; ++j)
            if (floors[j].stage == g.stage && floors[j].path == g.path)
                return where + " is given twice: put its criteria in one group";
        Settings fs = settings;
        fs.runSeed.reset();
        fs.stageSeed = 1;
        fs.stage = g.stage;
        fs.stageType = g.stageType >= 0 ? g.stageType : (g.path == FloorPath::Alternate ? 4 : 0);
        fs.route.reset();
        if (auto problem = validateSettings(fs))
            return where + ": " + *problem;
        if (std::string why = impossibleReason(fs, g.criteria); !why.empty())
            return where + ": " + why;
    }
    return {};
}

namespace {

// ---- deep floors decided on their own (DEVELOPERS.md "Deep floors") ----

// The room types whose rooms are all placed before step 10d of repentance.md R11 (steps 1 to 10b), and whose
// dead ends no later step takes or gives back. (Not the curse room: with all six sins set, 10d may give the
// last curse room's dead end back.)
constexpr std::uint32_t kSettledBefore10d = typeBit(RoomType::Boss) | typeBit(RoomType::SuperSecret) |
                                            typeBit(RoomType::Shop) | typeBit(RoomType::Treasure) |
                                            typeBit(RoomType::Planetarium) | typeBit(RoomType::Dice) |
                                            typeBit(RoomType::Sacrifice) | typeBit(RoomType::Library);

bool settledKind(RoomKind k) {
    return k.start || (kSettledBefore10d & typeBit(k.type)) != 0;
}

// The part of `c` that a repentance floor has settled before step 10d, when the run state changed nothing
// before it and the attempt cannot fail after it: curses and XL, attempts, counts of the settled kinds, and
// that a distance rule's settled kinds have a room. A floor that fails it does not match in any run.
bool settledMatches(const Floor &f, const Criteria &c) {
    if (f.attempts < c.minAttempts || f.attempts > c.maxAttempts || !cursesCanMatch(f.curseMask, c))
        return false;
    for (const CountRule &rule : c.counts) {
        if (!settledKind(rule.kind))
            continue;
        const int n = countKind(f, rule.kind);
        if (n < rule.min || (rule.max >= 0 && n > rule.max))
            return false;
    }
    for (const DistanceRule &rule : c.distances)
        for (RoomKind k : {rule.from, rule.to})
            if (settledKind(k) && countKind(f, k) == 0)
                return false;
    return true;
}

enum class Alone : std::uint8_t { Match, NoMatch, Route };

// searchRunSeeds' test of one run seed, with a thread's scratch space. Every group's floor is first decided
// on its own (curses, the Labyrinth skip, then each floor generated alone, the earliest first); only a seed
// that no group rules out and that some group cannot decide alone goes through runMatches (the route).
class RunSeedTest {
public:
    RunSeedTest(const Settings &settings, std::span<const FloorCriteria> floors, const FileCatalog *gameData)
        : m_settings(settings)
        , m_floors(floors)
        , m_s(settings) {
        if (gameData)
            m_catalog = std::make_shared<FileCatalog>(*gameData);
        m_rep = settings.ruleSet == RuleSet::Repentance;
        m_fast = !floors.empty() && floors.size() <= 16;
        m_s.route.reset();
        m_rolled = m_s;
        m_rolled.forcedCurses.reset();
        m_valid.fill(-1);
        for (const FloorCriteria &g : floors) {
            Group x;
            x.g = &g;
            x.noBoss = g.criteria;
            x.noBoss.bossSubtypes.clear();
            x.boss = !g.criteria.bossSubtypes.empty();
            x.filter = roomFilterOf(g.criteria);
            x.curses = g.criteria.cursesAll != 0 || g.criteria.noCurse || g.criteria.xl >= 0;
            x.settledOnly = g.criteria.distances.empty() && g.criteria.layouts.empty() &&
                            g.criteria.minRooms <= 0 && g.criteria.maxRooms >= kMaxRooms &&
                            std::all_of(g.criteria.counts.begin(), g.criteria.counts.end(),
                                        [](const CountRule &rule) { return settledKind(rule.kind); });
            m_groups.push_back(std::move(x));
        }
        // Cheapest first: an earlier floor has fewer rooms (and in repentance no route to make).
        for (std::size_t i = 0; i < m_groups.size(); ++i)
            m_order.push_back(i);
        std::stable_sort(m_order.begin(), m_order.end(), [&](std::size_t a, std::size_t b) {
            return routeKey(*m_groups[a].g) < routeKey(*m_groups[b].g);
        });
    }

    SeedOutcome operator()(std::uint32_t sd) {
        if (m_fast) {
            switch (alone(sd)) {
            case Alone::Match:
                return SeedOutcome::Match;
            case Alone::NoMatch:
                return SeedOutcome::NoMatch;
            case Alone::Route:
                break;
            }
        }
        switch (runMatches(m_settings, sd, m_floors, m_floor, m_run, catalog())) {
        case RunMatch::Match:
            return SeedOutcome::Match;
        case RunMatch::NoMatch:
            return SeedOutcome::NoMatch;
        case RunMatch::NoFloor:
            return SeedOutcome::Failure;
        case RunMatch::Invalid:
            break;
        }
        return SeedOutcome::Invalid;
    }

private:
    struct Group {
        const FloorCriteria *g = nullptr;
        Criteria noBoss;
        RoomFilter filter;
        bool boss = false;
        bool curses = false;
        bool settledOnly = false; // every criterion is one settledMatches decides (and the bosses)
        RouteFloor at;
    };

    const RoomCatalog *catalog() const { return m_catalog.get(); }
    const RoomCatalog &catalogRef() const {
        return m_catalog ? static_cast<const RoomCatalog &>(*m_catalog) : BuiltinCatalog::instance();
    }

    Alone alone(std::uint32_t sd) {
        const auto v = stageSeedsOf(sd);
        m_s.runSeed = sd;
        m_rolled.runSeed = sd;
        // Each group's floor in this run, and its curses.
        for (Group &x : m_groups) {
            const int type = groupType(m_settings, v, *x.g);
            if (type < 0)
                return Alone::NoMatch; // the run has that stage with another type
            x.at = {x.g->stage, type};
            if (x.curses) {
                const std::uint32_t stageSeed = seedOf(v, sd, x.at);
                if (stageSeed == 0)
                    return Alone::Route;
                m_s.stage = x.at.stage;
                m_s.stageType = x.at.stageType;
                if (!cursesCanMatch(cursesInForce(m_s, stageSeed), x.g->criteria))
                    return Alone::NoMatch;
            }
        }
        // The Labyrinth skip (R9.7 item 1.3) from the curses of the floors before the last group's, as
        // RunGenerator applies it; a group whose floor the run skips does not match. A floor the generator
        // refuses (a stage seed 0) is left to runMatches.
        const std::vector<RouteFloor> route = runSearchRoute(m_settings, sd, m_floors);
        if (route.empty())
            return Alone::Route;
        for (const Group &x : m_groups)
            if (std::find(route.begin(), route.end(), x.at) == route.end())
                return Alone::NoMatch; // a floor this route does not visit
        int skipUntil = 0;
        for (const RouteFloor f : route) {
            const std::uint32_t stageSeed = seedOf(v, sd, f);
            if (stageSeed == 0 || !valid(f))
                return Alone::Route;
            if (skipUntil >= f.stage && f.stage < 9) {
                for (const Group &x : m_groups)
                    if (x.at == f)
                        return Alone::NoMatch;
                continue;
            }
            // Route floors roll their own curses in repentance (a forced curse is the shown floor's).
            Settings &cs = m_rep ? m_rolled : m_s;
            cs.stage = f.stage;
            cs.stageType = f.stageType;
            if (cursesInForce(cs, stageSeed) & kCurseLabyrinth)
                skipUntil = std::max(skipUntil, rep::labyrinthSkipsTo(f.stage));
        }
        // Each group's floor alone, the earliest first.
        bool route0 = false;
        for (std::size_t i : m_order) {
            switch (decide(m_groups[i])) {
            case Alone::NoMatch:
                return Alone::NoMatch;
            case Alone::Route:
                route0 = true;
                break;
            case Alone::Match:
                break;
            }
        }
        return route0 ? Alone::Route : Alone::Match;
    }

    // The stage seed of floor f of the run of `sd` (Settings::effectiveStageSeed from the run's seeds v).
    std::uint32_t seedOf(const std::array<std::uint32_t, 14> &v, std::uint32_t sd, RouteFloor f) const {
        return m_rep ? v[static_cast<std::size_t>(rep::stageSeedSlot(f.stage, f.stageType))]
                     : stageSeedOf(sd, f.stage);
    }
    // Whether the generator takes the settings of floor f (but for the seed), remembered per floor.
    bool valid(RouteFloor f) {
        const auto at = static_cast<std::size_t>(8 * f.stage + f.stageType);
        if (f.stage < 0 || f.stageType < 0 || f.stageType >= 8 || at >= m_valid.size())
            return false;
        if (m_valid[at] < 0) {
            Settings t = m_s;
            t.runSeed.reset();
            t.stageSeed = 1;
            t.stage = f.stage;
            t.stageType = f.stageType;
            m_valid[at] = validateSettings(t) ? 0 : 1;
        }
        return m_valid[at] == 1;
    }

    Settings floorOf(RouteFloor f) const {
        Settings fs = m_s;
        fs.stage = f.stage;
        fs.stageType = f.stageType;
        return fs;
    }

    // The group's floor generated without the floors before it.
    Alone decide(const Group &x) {
        const Settings fs = floorOf(x.at);
        const Criteria &c = x.g->criteria;
        if (!m_rep) {
            // afterbirth-plus floors carry nothing from one floor to the next: this is the run's floor.
            const GenerateStatus st = generate(fs, m_floor, Detail::SpecialRooms, x.filter, catalog());
            if (st == GenerateStatus::Filtered)
                return Alone::NoMatch;
            if (st != GenerateStatus::Ok)
                return Alone::Route;
            return matches(m_floor, c) ? Alone::Match : Alone::NoMatch;
        }
        // repentance: the state the run starts with, watched for what the route may have changed.
        beginRun(m_state, fs, *fs.runSeed, catalogRef());
        m_state.watch = true;
        m_state.reads = {};
        const GenerateStatus st = generateRepentanceFloor(fs, m_floor, nullptr, nullptr, catalogRef(),
                                                          RoomFilter{}, m_state, Detail::SpecialRooms);
        m_state.watch = false;
        if (st != GenerateStatus::Ok)
            return Alone::Route;
        const RepRunState::RouteReads &r = m_state.reads;
        if (r.attempt == 0) {
            // Nothing the route may change was read: the floor is the run's, but for the bosses a pool gave.
            if (!matches(m_floor, x.noBoss))
                return Alone::NoMatch;
            if (!x.boss)
                return Alone::Match;
            if (r.pools)
                return Alone::Route;
            return matches(m_floor, c) ? Alone::Match : Alone::NoMatch;
        }
        // The route may change the floor from step 10d of its last attempt on: what was placed before it
        // stands, if that attempt cannot fail after it.
        if (r.early || r.attempt != m_floor.attempts || r.failLate)
            return Alone::Route;
        if (!settledMatches(m_floor, x.noBoss))
            return Alone::NoMatch;
        if (!x.settledOnly || (x.boss && r.pools))
            return Alone::Route;
        // Every criterion is settled before step 10d (the boss rooms too, steps 1 to 3).
        return matches(m_floor, c) ? Alone::Match : Alone::NoMatch;
    }

    const Settings &m_settings;
    std::span<const FloorCriteria> m_floors;
    Settings m_s;
    Settings m_rolled; // m_s without forced curses (a repentance route floor's own curses)
    std::array<std::int8_t, 8 * 13> m_valid{}; // valid() by 8 stage + type; -1: not asked yet
    bool m_rep = false;
    bool m_fast = false;
    std::vector<Group> m_groups;
    std::vector<std::size_t> m_order;
    std::shared_ptr<FileCatalog> m_catalog;
    std::shared_ptr<RunGenerator> m_runPtr = std::make_shared<RunGenerator>();
    RunGenerator &m_run = *m_runPtr;
    RepRunState m_state;
    Floor m_floor;
};

} // namespace

SearchResult searchRunSeeds(const Settings &settings, std::span<const FloorCriteria> floors,
                            std::uint32_t from, std::uint32_t to, const SearchOptions &options) {
    from = std::max<std::uint32_t>(from, 1);
    if (to < from || floors.empty()) {
        SearchResult result;
        result.scannedTo = std::uint64_t{from} - 1;
        if (floors.empty())
            result.error = "no floor is given";
        return result;
    }
    return searchRange(from, to, options, [&] { return RunSeedTest(settings, floors, options.gameData); });
}

// ---- the engine for searchexpr.cpp (searchengine.h) ----

namespace detail {

namespace {

struct TesterAdapter {
    std::unique_ptr<SeedTester> tester;
    void prefetch(std::span<const std::uint32_t> seeds) { tester->prefetch(seeds); }
    SeedOutcome operator()(std::uint32_t sd) { return static_cast<SeedOutcome>(tester->test(sd)); }
};
static_assert(static_cast<int>(SeedOutcome::Invalid) == static_cast<int>(SeedVerdict::Invalid));

class RunGroupTester final : public SeedTester {
public:
    RunGroupTester(const Settings &settings, std::span<const FloorCriteria> floors,
                   const FileCatalog *gameData)
        : m_test(settings, floors, gameData) {}
    SeedVerdict test(std::uint32_t sd) override { return static_cast<SeedVerdict>(m_test(sd)); }

private:
    RunSeedTest m_test;
};

} // namespace

SearchResult searchRangeWith(std::uint32_t from, std::uint32_t to, const SearchOptions &options,
                             const std::function<std::unique_ptr<SeedTester>()> &make) {
    from = std::max<std::uint32_t>(from, 1);
    if (to < from) {
        SearchResult result;
        result.scannedTo = std::uint64_t{from} - 1;
        return result;
    }
    return searchRange(from, to, options, [&] { return TesterAdapter{make()}; });
}

std::unique_ptr<SeedTester> runGroupTester(const Settings &settings, std::span<const FloorCriteria> floors,
                                           const FileCatalog *gameData) {
    return std::make_unique<RunGroupTester>(settings, floors, gameData);
}

int routeKeyOf(const FloorCriteria &g) {
    return routeKey(g);
}

int floorTypeIn(const Settings &settings, const std::array<std::uint32_t, 14> &v, const FloorCriteria &g) {
    return groupType(settings, v, g);
}

} // namespace detail

} // namespace floorgen
