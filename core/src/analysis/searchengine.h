#pragma once

// The search engine of search.cpp (its chunked searchRange, the run-seed groups' test), for the other
// searches of the core that run through it (searchexpr.cpp): one seed tested by a SeedTester a thread.

#include "floorgen/search.h"

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>

namespace floorgen::detail {

enum class SeedVerdict : std::uint8_t { Match, NoMatch, Failure, Invalid };

class SeedTester {
public:
    virtual ~SeedTester() = default;
    virtual SeedVerdict test(std::uint32_t seed) = 0;
    // The next seeds of the chunk, up to 32, before they are tested.
    virtual void prefetch(std::span<const std::uint32_t> /*seeds*/) {}
};

// The settings of a floor search's first seed in `space` (`from`, raised to 1), into `base`; or the result of
// a search that ends before it: an empty range, or settings that validateSettings refuses.
std::optional<SearchResult> searchStart(const Settings &settings, SeedSpace space, std::uint32_t &from,
                                        std::uint32_t to, Settings &base);

// searchRange over from..to with one tester a thread, made by `make` (called on each worker thread).
SearchResult searchRangeWith(std::uint32_t from, std::uint32_t to, const SearchOptions &options,
                             const std::function<std::unique_ptr<SeedTester>()> &make);

// searchRunSeeds' test of one run seed for these groups (`floors` must outlive it).
std::unique_ptr<SeedTester> runGroupTester(const Settings &settings, std::span<const FloorCriteria> floors,
                                           const FileCatalog *gameData);

// Route order of a group's floor, and its type in the run of stage seeds v (-1: the group asks for a type
// the run does not give).
int routeKeyOf(const FloorCriteria &g);
int floorTypeIn(const Settings &settings, const std::array<std::uint32_t, 14> &v, const FloorCriteria &g);

} // namespace floorgen::detail
