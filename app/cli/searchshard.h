#pragma once

// Shards of a seed search (`search --shard K/N`) and what `merge` needs to put them back together: the part
// of the seeds shard K of N covers, the search's identity (everything that decides its result), and a
// fingerprint of the build's engine.

#include "cmd_search.h"
#include "commands.h"

#include <cstdint>
#include <span>

#include <QJsonObject>
#include <QString>

namespace floorgen {
class FileCatalog;
}

namespace floorgen::cli {

// The seeds shard `index` of `count` covers: the index-th of `count` equal contiguous parts of from..to, or
// of the entries of `list` (ascending) in from..to. The parts tile from..to: part 0 starts at `from`, the
// last ends at `to`, and with a list each part ends right before the next part's first entry. `to` is from -
// 1 for an empty part (more parts than seeds).
struct SeedPart {
    std::uint64_t from = 0, to = 0;
};
SeedPart shardPart(std::uint32_t from, std::uint32_t to, std::span<const std::uint32_t> list, int index,
                   int count);

// Everything that decides the search's result (space, from, to, settings, criteria, the seed list's
// digest, the room files' digest), as a JSON object: two outputs are parts of one search when theirs are
// equal.
QJsonObject searchIdentity(const SearchArgs &o, std::span<const std::uint32_t> seedList,
                           const FileCatalog *gameData);

// A fingerprint of this build's generator: an FNV-1a hash of floors of both rule sets and every stage,
// with the room files when given, as 16 hex digits. Two builds that generate any of those floors
// differently have different fingerprints.
QString engineFingerprint(const FileCatalog *gameData);

// The most shards `search --shard K/N` splits a search into (N); merge refuses a count outside 1..this.
inline constexpr int kMaxShards = 1000000;

// What is wrong with a shard's output read back (merge, --resume; issue 49), or empty: the fields merge and
// --resume read must hold what search --shard writes. The shard's index in 0..count-1 and count in
// 1..kMaxShards, its range inside the search's from..to, searchedTo in range.from - 1..range.to, the counts
// (tried, failures, invalidSeeds) whole numbers from 0 to the seeds covered, and every match a whole number
// in range.from..searchedTo, strictly increasing (run seeds with their seed string). Says what is wrong in
// the user's terms, without the file's name.
QString shardOutputProblem(const QJsonObject &json);

int runMerge(const QStringList &args, Io &io); // cmd_merge.cpp

} // namespace floorgen::cli
