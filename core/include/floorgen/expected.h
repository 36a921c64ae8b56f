#pragma once

// A value or an error message. C++20 has no std::expected; this is the small part of it we need.

#include <string>
#include <utility>
#include <variant>

namespace floorgen {

struct Error {
    std::string message;
};

template <typename T> class Expected {
public:
    Expected(T value)
        : m_v(std::in_place_index<0>, std::move(value)) {}
    Expected(Error error)
        : m_v(std::in_place_index<1>, std::move(error)) {}

    bool ok() const { return m_v.index() == 0; }
    explicit operator bool() const { return ok(); }

    const T &value() const & { return std::get<0>(m_v); }
    T &value() & { return std::get<0>(m_v); }
    T &&value() && { return std::get<0>(std::move(m_v)); }
    const T &operator*() const & { return value(); }
    const T *operator->() const { return &value(); }

    const std::string &error() const { return std::get<1>(m_v).message; }

private:
    std::variant<T, Error> m_v;
};

} // namespace floorgen
