// The engine's C entry points for the WebAssembly module (web/floorgen.mjs wraps them; web/README.md
// documents the JavaScript API). Every call returns its result or an error message; none keeps state that a
// failed call could leave half changed (the room files are replaced whole, or kept).

#include "floorgen/filecatalog.h"
#include "floorgen/gamefolder.h"
#include "floorgen/rewards.h"
#include "floorgen/roomfiles.h"
#include "floorgen/seedstring.h"

#include <cstdint>
#include <emscripten.h>
#include <memory>
#include <string>
#include <vector>

using namespace floorgen;

namespace {

std::string g_text;                     // the text a call returns (valid until the next call)
std::unique_ptr<FileCatalog> g_catalog; // the player's room files, or none: the built-in catalog
std::uint32_t g_seed = 0;
std::vector<double> g_numbers;

const char *give(std::string text) {
    g_text = std::move(text);
    return g_text.c_str();
}

} // namespace

extern "C" {

// ---- seeds (generation.md 1.9) ----

// "" and the seed in fg_seed_value(), or the error message.
EMSCRIPTEN_KEEPALIVE const char *fg_seed_parse(const char *text) {
    const auto parsed = parseSeedString(text);
    if (!parsed)
        return give(parsed.error());
    g_seed = *parsed;
    return give("");
}

EMSCRIPTEN_KEEPALIVE std::uint32_t fg_seed_value() {
    return g_seed;
}

EMSCRIPTEN_KEEPALIVE const char *fg_seed_string(std::uint32_t seed, int withSpace) {
    return give(seedToString(seed, withSpace != 0));
}

// ---- the player's room files (generation.md 12, 16; repentance.md R19) ----

// Loads the game folder `dir` of the module's file system (any kind: an installation, its packed archives,
// an extracted resources folder, a folder of .stb/.xml files), as --game-data DIR does. "" on success, else
// the message (the room files loaded before stay).
EMSCRIPTEN_KEEPALIVE const char *fg_game_data_load(const char *dir, const char *home) {
    RoomFileSet set;
    std::string why;
    if (!loadGameFolder(dir, set, why, home))
        return give(why);
    g_catalog = std::make_unique<FileCatalog>(std::move(set));
    return give("");
}

EMSCRIPTEN_KEEPALIVE void fg_game_data_clear() {
    g_catalog.reset();
}

EMSCRIPTEN_KEEPALIVE int fg_game_data_rooms() {
    return g_catalog ? static_cast<int>(g_catalog->files().roomCount) : 0;
}

// ---- room-clear rewards (rewards.md) ----

// The exact distribution for the inputs: fg_numbers() holds kind, count, probability for each outcome.
// items: the item keys (rewardItemKey) separated by commas; a key given twice counts twice (contracts).
// Returns "" or the message naming the unknown item.
EMSCRIPTEN_KEEPALIVE const char *fg_reward_odds(double luck, int hard, const char *items) {
    RewardInputs in;
    in.luck = luck;
    in.hard = hard != 0;
    const std::string list = items;
    std::size_t at = 0;
    while (at < list.size()) {
        std::size_t end = list.find(',', at);
        if (end == std::string::npos)
            end = list.size();
        const std::string key = list.substr(at, end - at);
        at = end + 1;
        if (key.empty())
            continue;
        const auto item = rewardItemFromKey(key);
        if (!item)
            return give("unknown item '" + key + "'");
        setItemCount(in, *item, itemCount(in, *item) + 1);
    }
    g_numbers.clear();
    for (const Outcome &o : exactDistribution(in)) {
        g_numbers.push_back(static_cast<double>(o.kind));
        g_numbers.push_back(o.count);
        g_numbers.push_back(o.probability);
    }
    return give("");
}

EMSCRIPTEN_KEEPALIVE const char *fg_reward_kind_key(int kind) {
    if (kind < 0 || kind >= kRewardKindCount)
        return give("");
    return give(std::string(rewardKindKey(static_cast<RewardKind>(kind))));
}

EMSCRIPTEN_KEEPALIVE const double *fg_numbers() {
    return g_numbers.data();
}

EMSCRIPTEN_KEEPALIVE int fg_numbers_size() {
    return static_cast<int>(g_numbers.size());
}

} // extern "C"
