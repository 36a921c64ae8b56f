#pragma once

// The core's names (std::string_view, UTF-8) as QString.

#include <string_view>

#include <QString>

namespace floorgen::app {

inline QString sv(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

} // namespace floorgen::app
