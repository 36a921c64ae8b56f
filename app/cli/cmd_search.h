#pragma once

// `isaac-floorgen-cli search`: the seeds whose floor meets a set of criteria
// (core/include/floorgen/search.h).
//
// Criteria syntax (all given criteria must hold; list options take comma lists and may be repeated):
//   --has TYPE[=N|=A..B],...     rooms of the type present: at least one, exactly N, or A to B
//   --lacks TYPE,...             no room of the type
//   --boss NAME,...              a boss room (either one on an XL floor) with one of these bosses (names
//                                as listed by --list-bosses, case-insensitive, or #N for a boss subtype)
//   --max-distance [FROM:]TYPE=N the nearest room of TYPE is at most N rooms from the start room (or from
//                                the nearest room of FROM); distance = moves between touching rooms
//   --adjacent A,B               a room of A touches a room of B (distance 1); "start" is the start room
//   --rooms N | A..B             rooms on the floor, secret rooms included
//   --xl / --no-xl               an XL (Curse of the Labyrinth) floor or not
//   --has-curse LIST / --no-curse   curses in force (all of LIST), or none
//   --attempts N | A..B          attempts the floor took
// TYPE is a room type key: shop, treasure, boss, mini-boss, secret, super-secret, ultra-secret, arcade,
// curse, challenge, library, sacrifice, dice, vault, clean-bedroom, dirty-bedroom, planetarium, normal,
// or start.

#include "floorgen/search.h"
#include "floorgen/searchexpr.h"

#include <optional>

#include <QString>
#include <QStringList>

namespace floorgen::cli {

struct SearchArgs {
    Settings settings; // the generate settings; the seed is searched
    Criteria criteria;
    // --floor groups (a search across the floors of a run); empty: `criteria` on the floor of the settings.
    std::vector<FloorCriteria> floors;
    // --where EXPR (searchexpr.h; several are joined with and): with the criteria options, both must hold.
    std::optional<SearchExpr> where;
    bool acrossRun = false; // --floor or a floor ( ... ) in --where: a search across the floors of a run
    SeedSpace space = SeedSpace::Run;
    std::uint32_t from = 1;
    std::uint32_t to = 0xFFFFFFFFu;
    int threads = 0;
    std::uint64_t limit = 20; // 0: every match
    bool json = false;
    bool listBosses = false;
    QString gameData;  // --game-data DIR
    QString seedsFile; // --seeds FILE ("-": standard input): search only the seeds it lists
    // --shard K/N: the K-th (0..N-1) of N equal contiguous parts of the seeds, every match of it, as JSON
    // that records what it covered (searchshard.h; `merge` joins the parts). -1: the whole search.
    int shardIndex = -1;
    int shardCount = 0;
    QString resumeFile; // --resume FILE: a shard's earlier output; the shard goes on after it
};

bool parseSearchArgs(const QStringList &args, SearchArgs &result, QString &error, bool *helpShown = nullptr,
                     QString *helpText = nullptr);

// One room kind from its key ("treasure", "start", ...); false with a message naming the key.
bool parseRoomKind(const QString &text, RoomKind &kind, QString &error);
// A boss subtype from a name (case-insensitive) or "#N".
bool parseBoss(const QString &text, int &subtype, QString &error);

} // namespace floorgen::cli
