#include "floorgen/search.h"

#include "floorgen/geometry.h"
#include "floorgen/rng.h"
#include "repentance.h"

#include <algorithm>
#include <bit>
#include <map>
#include <mutex>
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
           maxAttempts >= kMaxAttempts;
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
    return std::all_of(c.distances.begin(), c.distances.end(),
                       [&f](const DistanceRule &rule) { return distanceHolds(f, rule); });
}

SearchResult searchSeeds(const Settings &settings, const Criteria &criteria, SeedSpace space,
                         std::uint32_t from, std::uint32_t to, const SearchOptions &options) {
    SearchResult result;
    from = std::max<std::uint32_t>(from, 1);
    result.scannedTo = std::uint64_t{from} - 1;
    if (to < from)
        return result;
    Settings base = settings;
    if (space == SeedSpace::Run) {
        base.runSeed = from;
    } else {
        base.runSeed.reset();
        base.stageSeed = from;
    }
    if (auto problem = validateSettings(base); problem && base.effectiveStageSeed() != 0) {
        result.error = *problem;
        return result;
    }

    constexpr std::uint64_t kChunk = 4096;
    const std::uint64_t total = std::uint64_t{to} - from + 1;
    const std::uint64_t chunks = (total + kChunk - 1) / kChunk;
    const std::uint64_t limit = options.limit;

    struct ChunkOut {
        std::vector<std::uint32_t> matches, failures, invalid;
        std::uint64_t end = 0; // last seed tried (the chunk's end unless it stopped at the limit)
    };
    std::mutex mutex;
    std::map<std::uint64_t, ChunkOut> pending; // finished chunks after the first unfinished one
    std::uint64_t prefix = 0;                  // chunks [0, prefix) are merged into result
    std::uint64_t done = 0, foundAll = 0;
    std::atomic<std::uint64_t> nextChunk{0};
    std::atomic<bool> stop{false};

    auto cancelled = [&]() { return options.cancel && options.cancel->load(std::memory_order_relaxed); };

    // Curse and XL criteria can be decided from the stage seed alone, before generating.
    const bool prefilter = criteria.cursesAll != 0 || criteria.noCurse || criteria.xl >= 0;
    // Room-type, boss and room-count criteria let the generator give up on most floors before their secret
    // rooms.
    const RoomFilter filter = roomFilterOf(criteria);

    auto worker = [&]() {
        Floor floor;
        Settings s = base;
        while (!stop.load(std::memory_order_relaxed) && !cancelled()) {
            const std::uint64_t c = nextChunk.fetch_add(1, std::memory_order_relaxed);
            if (c >= chunks)
                return;
            ChunkOut out;
            const std::uint64_t begin = from + c * kChunk;
            const std::uint64_t end = std::min<std::uint64_t>(to, begin + kChunk - 1);
            out.end = end;
            bool aborted = false;
            for (std::uint64_t seed = begin; seed <= end; ++seed) {
                const auto sd = static_cast<std::uint32_t>(seed);
                if (space == SeedSpace::Run)
                    s.runSeed = sd;
                else
                    s.stageSeed = sd;
                if (prefilter) {
                    const std::uint32_t stageSeed = s.effectiveStageSeed();
                    if (stageSeed != 0 && !cursesCanMatch(cursesInForce(s, stageSeed), criteria))
                        continue; // cannot match; not generated (so not counted among the failures)
                }
                const GenerateStatus st = generate(s, floor, Detail::SpecialRooms, filter);
                if (st == GenerateStatus::Filtered) {
                    // generated far enough to know it does not match
                } else if (st == GenerateStatus::Ok) {
                    if (matches(floor, criteria)) {
                        out.matches.push_back(sd);
                        if (limit && out.matches.size() >= limit) {
                            out.end = seed; // nothing after this match in the chunk can be needed
                            break;
                        }
                    }
                } else if (st == GenerateStatus::NoFloor) {
                    out.failures.push_back(sd);
                } else {
                    out.invalid.push_back(sd);
                }
                if ((seed & 511) == 511 && (stop.load(std::memory_order_relaxed) || cancelled())) {
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
            for (auto it = pending.find(prefix); it != pending.end() && !result.limitReached;
                 it = pending.find(prefix)) {
                ChunkOut &o = it->second;
                std::uint64_t last = o.end;
                for (std::uint32_t m : o.matches) {
                    result.seeds.push_back(m);
                    if (limit && result.seeds.size() >= limit) {
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
            if (result.limitReached)
                stop.store(true, std::memory_order_relaxed);
            if (options.progress)
                options.progress(SearchProgress{done, total, foundAll});
        }
    };

    const int threads = static_cast<int>(
        std::min<std::uint64_t>(static_cast<std::uint64_t>(effectiveThreads(options.threads)), chunks));
    std::vector<std::thread> pool;
    pool.reserve(static_cast<std::size_t>(threads - 1));
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(worker);
    worker();
    for (auto &t : pool)
        t.join();
    result.tried = result.scannedTo + 1 - from;
    result.cancelled = !result.limitReached && result.scannedTo < to && cancelled();
    return result;
}

} // namespace floorgen
