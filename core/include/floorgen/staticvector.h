#pragma once

// A vector with fixed capacity and no heap allocation; the generator's hot loops use it.

#include <array>
#include <cassert>
#include <cstddef>
#include <span>

namespace floorgen {

template <typename T, std::size_t N> class StaticVector {
public:
    using value_type = T;

    constexpr std::size_t size() const { return m_size; }
    static constexpr std::size_t capacity() { return N; }
    constexpr bool empty() const { return m_size == 0; }
    constexpr bool full() const { return m_size == N; }
    constexpr void clear() { m_size = 0; }

    constexpr void push_back(const T &v) {
        assert(m_size < N);
        m_data[m_size++] = v;
    }
    constexpr void pop_back() { --m_size; }
    constexpr void erase(std::size_t index) {
        for (std::size_t i = index; i + 1 < m_size; ++i)
            m_data[i] = m_data[i + 1];
        --m_size;
    }
    constexpr void insert(std::size_t index, const T &v) {
        assert(m_size < N);
        for (std::size_t i = m_size; i > index; --i)
            m_data[i] = m_data[i - 1];
        m_data[index] = v;
        ++m_size;
    }

    // Raw access for branch-free appends: write data()[size()] unconditionally, then resize() to keep it or
    // not.
    constexpr T *data() { return m_data.data(); }
    constexpr void resize(std::size_t n) {
        assert(n <= N);
        m_size = n;
    }

    constexpr T &operator[](std::size_t i) { return m_data[i]; }
    constexpr const T &operator[](std::size_t i) const { return m_data[i]; }
    constexpr T &front() { return m_data[0]; }
    constexpr T &back() { return m_data[m_size - 1]; }
    constexpr const T &back() const { return m_data[m_size - 1]; }

    constexpr T *begin() { return m_data.data(); }
    constexpr T *end() { return m_data.data() + m_size; }
    constexpr const T *begin() const { return m_data.data(); }
    constexpr const T *end() const { return m_data.data() + m_size; }
    constexpr std::span<T> span() { return {m_data.data(), m_size}; }
    constexpr std::span<const T> span() const { return {m_data.data(), m_size}; }

    friend constexpr bool operator==(const StaticVector &a, const StaticVector &b) {
        if (a.m_size != b.m_size)
            return false;
        for (std::size_t i = 0; i < a.m_size; ++i)
            if (!(a.m_data[i] == b.m_data[i]))
                return false;
        return true;
    }

private:
    std::array<T, N> m_data{};
    std::size_t m_size = 0;
};

} // namespace floorgen
