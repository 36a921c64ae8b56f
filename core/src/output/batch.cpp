#include "floorgen/batch.h"

#include "floorgen/floorjson.h"
#include "floorgen/gamelog.h"
#include "floorgen/json.h"
#include "floorgen/textescape.h"
#include "floorgen/trace.h"

namespace floorgen {

namespace {

// "a number", "a string", ...: what a JSON value is, for messages.
std::string jsonKind(const json::Value &v) {
    switch (v.type()) {
    case json::Type::Bool:
        return v.toBool() ? "true, a boolean" : "false, a boolean";
    case json::Type::Integer:
    case json::Type::Double:
        return "the number " + json::printfG(v.toDouble());
    case json::Type::String:
        return "a string";
    case json::Type::Array:
        return "an array";
    case json::Type::Null:
        return "null";
    default:
        return "not an object";
    }
}

bool isBlank(std::string_view line) {
    for (char c : line)
        if (c != ' ' && c != '\t' && c != '\n' && c != '\v' && c != '\f' && c != '\r')
            return false;
    return true;
}

// The error message of a line that is not a settings object, or "" when it is one (then in `object`).
std::string readLine(std::string_view line, long long n, json::Value &object) {
    const std::string number = std::to_string(n);
    json::ParseError error;
    std::optional<std::string> repeated;
    auto doc = json::parse(line, error, &repeated);
    if (!doc) {
        // A top level that is a bare number, string, true, false or null is JSON of the wrong type, not
        // broken JSON (the reader, as Qt's, reads only objects and arrays there).
        std::string wrapped;
        wrapped.reserve(line.size() + 2);
        wrapped += '[';
        wrapped += line;
        wrapped += ']';
        json::ParseError ignored;
        const auto inArray = json::parse(wrapped, ignored);
        if (inArray && inArray->toArray().size() == 1)
            return "line " + number + " is not a JSON object (it is " + jsonKind(inArray->toArray().front()) +
                   ")";
        return "line " + number + " is not JSON: " + std::string(json::parseErrorText(error.kind)) +
               " at offset " + std::to_string(error.offset);
    }
    if (!doc->isObject())
        return "line " + number + " is not a JSON object (it is an array)";
    if (repeated) // (the reader keeps the last of them without a word)
        return "line " + number + ": the key " + quotedValue(*repeated) + " is given twice";
    object = std::move(*doc);
    return {};
}

} // namespace

std::string batchErrorLine(std::string_view message) {
    json::Object o;
    o.insert("ok", false);
    o.insert("error", json::validUtf8(message));
    return json::toCompact(o);
}

std::string batchLine(std::string_view line, long long lineNumber, const FileCatalog *gameData,
                      bool &failed) {
    failed = false;
    if (!line.empty() && line.back() == '\r')
        line.remove_suffix(1);
    if (isBlank(line))
        return {};
    json::Value object;
    std::string message = readLine(line, lineNumber, object);
    if (message.empty()) {
        Settings settings;
        SettingsExtras extras;
        std::string error;
        if (!settingsFromJson(object.toObject(), settings, error, &extras)) {
            message = "line " + std::to_string(lineNumber) + ": " + error;
        } else {
            Floor floor;
            Trace trace; // "gameLog": true: the game's log lines come from the trace
            if (generate(settings, floor, extras.gameLog ? &trace : nullptr, &error, gameData) ==
                GenerateStatus::Ok) {
                if (extras.alternateStageType)
                    floor.rep.approxStageType = true;
                json::Object out = floorToJson(floor, gameData);
                if (extras.gameLog)
                    addGameLog(out, gamelog::predictLines(floor, trace));
                return json::toCompact(out);
            }
            message = "line " + std::to_string(lineNumber) + ": " + error;
        }
    }
    failed = true;
    return batchErrorLine(message);
}

} // namespace floorgen
