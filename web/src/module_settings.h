#pragma once

// The settings of a batch line's JSON object (floorgen/floorjson.h) for the module's entry points, or the
// message: one reader for module.cpp, module_text.cpp and module_views.cpp.

#include "floorgen/floorjson.h"
#include "floorgen/json.h"

#include <string>
#include <string_view>

namespace floorgen::web {

inline bool settingsOf(std::string_view text, Settings &settings, std::string &error,
                       json::SettingsExtras *extras = nullptr) {
    json::ParseError parseError;
    const auto doc = json::parse(text, parseError);
    if (!doc || !doc->isObject()) {
        error = "the settings are not a JSON object";
        return false;
    }
    return json::settingsFromJson(doc->toObject(), settings, error, extras);
}

} // namespace floorgen::web
