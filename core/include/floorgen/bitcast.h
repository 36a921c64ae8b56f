#pragma once

// std::bit_cast where the standard library has it (libstdc++ 11 on), the compiler's builtin elsewhere (the
// libc++ 14 of Debian 12's emscripten lacks it; GCC and clang both have __builtin_bit_cast). Both are
// constexpr.

#include <bit>
#include <type_traits>

namespace floorgen {

template <typename To, typename From>
requires(sizeof(To) == sizeof(From) && std::is_trivially_copyable_v<To> &&
         std::is_trivially_copyable_v<From>) constexpr To bitCast(const From &from) noexcept {
#if defined(__cpp_lib_bit_cast)
    return std::bit_cast<To>(from);
#else
    return __builtin_bit_cast(To, from);
#endif
}

} // namespace floorgen
