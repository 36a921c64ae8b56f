#pragma once

// The save's achievements as the repentance rule set reads them (repentance.md R1.4, R18.4). U(a) of the
// spec.

#include <array>
#include <cstdint>

namespace floorgen {

// The achievement that unlocks the strange door on Depths II (R6.1, R18.4): a setting of its own in the app.
inline constexpr int kStrangeDoorAchievement = 635;

// Which achievements are unlocked. The default is every achievement unlocked (R19.3); the curse tier decides
// achievements 4 and 33 separately (R5.2), so those two are read through the run's settings, not here.
struct Achievements {
    static constexpr int kCount = 642; // ids at or above this count as locked (R1.4)

    // U(a): ids >= 642 are locked; id 0 and negative ids other than -2 are unlocked (R1.4).
    constexpr bool unlocked(int id) const {
        if (id >= kCount)
            return false;
        if (id <= 0)
            return id != -2;
        return ((m_locked[static_cast<std::size_t>(id) >> 6] >> (id & 63)) & 1u) == 0;
    }
    constexpr void setUnlocked(int id, bool on) {
        if (id <= 0 || id >= kCount)
            return;
        const std::uint64_t bit = std::uint64_t{1} << (id & 63);
        auto &word = m_locked[static_cast<std::size_t>(id) >> 6];
        word = on ? (word & ~bit) : (word | bit);
    }
    constexpr bool allUnlocked() const {
        for (auto w : m_locked)
            if (w != 0)
                return false;
        return true;
    }

    friend constexpr bool operator==(const Achievements &, const Achievements &) = default;

private:
    std::array<std::uint64_t, (kCount + 63) / 64> m_locked{}; // bit a set: achievement a is locked
};

} // namespace floorgen
