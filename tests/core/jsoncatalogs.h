#pragma once

// The room files of test_floorjson's golden lines (tests/data/floorjson): the synthetic game of
// synthcatalog.h as it is ("synth"), and its rich variant with text that the floor JSON must escape or
// repair ("rich"): a folder, edition, sources, notes and room names with quotes, controls, non-ASCII
// characters and bytes that are not UTF-8.

#include "floorgen/filecatalog.h"
#include "synthcatalog.h"

#include <memory>
#include <string_view>

namespace floorgen::testing {

// Null for "builtin" (and any name it does not know).
inline std::unique_ptr<FileCatalog> jsonTestCatalog(std::string_view name) {
    if (name == "synth")
        return std::make_unique<FileCatalog>(roomFileSet(synthGameFiles(2)));
    if (name != "rich")
        return nullptr;
    RoomFileSet set = roomFileSet(synthRichGameFiles(false));
    set.folder = "/synthetic/r\xC3\xA9pertoire \"game\"\\\xFF";
    set.edition = "Repentance+ \xE2\x82\xAC";
    set.bossPoolsFile = "/synthetic/bosspools\xED\xA0\x80.xml";
    set.sources = {{"00.special rooms.stb", "", "/synthetic/00.special rooms.stb"},
                   {"01.basement.stb", "/synthetic/packed\x01.a", "rooms/01.basement.stb"}};
    set.notes = {"a note\twith a tab, a line feed\n and \x7F", "caf\xC3\xA9 \xF0\x9F\x98\x80 \xC0\xAF end"};
    int n = 0;
    for (auto &[id, file] : set.files)
        for (RoomData &room : file.rooms)
            switch (n++ % 5) {
            case 0:
                room.name = "room \"" + std::to_string(id) + "\" \\ caf\xC3\xA9";
                break;
            case 1:
                room.name = "ctrl \x01\x1F\b\f\r end \xE2\x82";
                break;
            case 2:
                room.name = "\xF4\x90\x80\x80 \xEF\xBF\xBF \xEE\x80\x80 \xF0\x90\x80\x80";
                break;
            default:
                break;
            }
    return std::make_unique<FileCatalog>(std::move(set));
}

} // namespace floorgen::testing
