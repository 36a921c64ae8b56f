// libFuzzer target: the generator driven by arbitrary settings. Every field of floorgen::Settings takes any
// value the fuzzer gives (out-of-range stages, enum values that have no name, negative counts, unknown item
// bits, ...).
//
// Properties: no crash, hang or sanitizer report; settings that validateSettings refuses are refused by
// generate() with the same message; accepted settings give a floor or a NoFloor error within kMaxAttempts;
// a floor is consistent (the grid points at rooms that cover those cells) and generation is deterministic.

#include "floorgen/generator.h"
#include "floorgen/trace.h"
#include "fuzzcheck.h"

#include <cstddef>
#include <cstdint>
#include <fuzzer/FuzzedDataProvider.h>

using namespace floorgen;

namespace {

// Mostly plausible values, sometimes anything: keeps the fuzzer reaching generation as well as validation.
int anyInt(FuzzedDataProvider &p, int lo, int hi) {
    return p.ConsumeBool() ? p.ConsumeIntegral<int>() : p.ConsumeIntegralInRange<int>(lo, hi);
}

Settings settingsFrom(FuzzedDataProvider &p) {
    Settings s;
    s.ruleSet = static_cast<RuleSet>(p.ConsumeIntegral<std::uint8_t>() % (p.ConsumeBool() ? 256 : 2));
    if (p.ConsumeBool())
        s.runSeed = p.ConsumeIntegral<std::uint32_t>();
    s.stageSeed = p.ConsumeIntegral<std::uint32_t>();
    s.stage = anyInt(p, 0, 13);
    s.stageType = anyInt(p, -1, 3);
    s.hard = p.ConsumeBool();
    if (p.ConsumeBool())
        s.forcedCurses = p.ConsumeIntegral<std::uint8_t>();
    s.blackCandle = p.ConsumeBool();
    s.items = p.ConsumeBool() ? p.ConsumeIntegral<std::uint32_t>()
                              : p.ConsumeIntegralInRange<std::uint32_t>(0, (1u << kItemCount) - 1);
    PlayerState &st = s.state;
    st.player = static_cast<PlayerType>(p.ConsumeIntegral<std::uint8_t>() % (p.ConsumeBool() ? 256 : 5));
    st.hearts = anyInt(p, 0, 24);
    st.maxHearts = anyInt(p, 0, 24);
    st.soulHearts = anyInt(p, 0, 24);
    st.boneHearts = anyInt(p, 0, 12);
    st.keys = anyInt(p, 0, 99);
    st.coins = anyInt(p, 0, 99);
    st.victoryLap = anyInt(p, 0, 3);
    st.treasureRoomsVisited = anyInt(p, -1, 12);
    st.planetariumVisited = p.ConsumeBool();
    st.devilRoomVisited = p.ConsumeBool();
    st.bookPickedUp = p.ConsumeBool();
    return s;
}

void checkFloor(const Floor &f) {
    FUZZ_CHECK(f.attempts >= 1 && f.attempts <= kMaxAttempts);
    FUZZ_CHECK(!f.rooms.empty());
    FUZZ_CHECK(f.rooms.size() <= static_cast<std::size_t>(kMaxRooms));
    for (int i = 0; i < kGridCells; ++i) {
        const int n = f.grid[static_cast<std::size_t>(i)];
        if (n < 0)
            continue;
        FUZZ_CHECK(static_cast<std::size_t>(n) < f.rooms.size());
        bool covers = false;
        for (Cell c : f.rooms[static_cast<std::size_t>(n)].cells())
            covers = covers || (c.valid() && c.index() == i);
        FUZZ_CHECK(covers);
    }
    for (std::size_t i = 0; i < f.rooms.size(); ++i)
        FUZZ_CHECK(f.rooms[i].number == i);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
    FuzzedDataProvider p(data, size);
    const bool traced = p.ConsumeBool();
    const Settings s = settingsFrom(p);

    const auto problem = validateSettings(s);
    static Floor floor;
    static Trace trace;
    std::string error;
    const GenerateStatus status = generate(s, floor, traced ? &trace : nullptr, &error);
    if (problem) {
        FUZZ_CHECK(!problem->empty());
        FUZZ_CHECK(status == GenerateStatus::InvalidSettings);
        FUZZ_CHECK(error == *problem);
        return 0;
    }
    FUZZ_CHECK(status == GenerateStatus::Ok || status == GenerateStatus::NoFloor);
    if (status == GenerateStatus::NoFloor) {
        FUZZ_CHECK(!error.empty());
        return 0;
    }
    checkFloor(floor);
    FUZZ_CHECK(floor.settings == s);
    // Deterministic, and the trace changes nothing.
    static Floor again;
    FUZZ_CHECK(generate(s, again, traced ? nullptr : &trace) == GenerateStatus::Ok);
    FUZZ_CHECK(gridHash(again) == gridHash(floor));
    FUZZ_CHECK(again.rooms == floor.rooms);
    FUZZ_CHECK(again.curseMask == floor.curseMask && again.attempts == floor.attempts);
    return 0;
}
