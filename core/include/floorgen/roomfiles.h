#pragma once

// The player's room files (generation.md 12 "Game data", repentance.md R19.1): the game's binary `.stb` and
// the XML the room editor Basement Renovator writes, read into the same RoomData. Pure standard C++: numbers
// are read with std::from_chars (independent of the locale), and every count is checked against the bytes
// that are left before anything is reserved, so a damaged or hostile file gives an error naming the file and
// the byte offset (.stb) or line (.xml), never a crash or an allocation of what a header claims. Also the
// boss pools of bosspools.xml and the bosses of bossportraits.xml (R9.1, R19.1). The catalog that picks from
// these rooms is FileCatalog (filecatalog.h).

#include "floorgen/bosspools.h"
#include "floorgen/types.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace floorgen {

struct RoomEntity {
    std::uint16_t type = 0, variant = 0, subtype = 0;
    float weight = 0.0f;
    // A pit: the grid entity types 3000..3009 (repentance.md R10.7, the Corpse's backdrop test).
    constexpr bool isPit() const { return type >= 3000 && type <= 3009; }
    friend bool operator==(const RoomEntity &, const RoomEntity &) = default;
};

// A spawn point; its entities are RoomData::entities[first, first + count) (one vector a room, not one a
// spawn: a full game has millions of spawns).
struct RoomSpawn {
    std::int16_t x = 0, y = 0;
    std::uint32_t first = 0;
    std::uint8_t count = 0;
    friend bool operator==(const RoomSpawn &, const RoomSpawn &) = default;
};

struct RoomData {
    std::uint32_t type = 0, variant = 0, subtype = 0;
    std::uint8_t difficulty = 0;
    std::string name;
    float weight = 1.0f; // float32, as the files store it
    std::uint8_t width = 13, height = 7;
    Shape shape = Shape::S1x1;
    std::uint8_t doors = 0; // bit s: a door on slot s (the door table of generation.md 12)
    std::vector<RoomSpawn> spawns;
    std::vector<RoomEntity> entities; // every spawn's, in spawn order

    std::span<const RoomEntity> entitiesOf(const RoomSpawn &sp) const {
        return std::span<const RoomEntity>(entities).subspan(sp.first, sp.count);
    }
    // Appends a spawn point with these entities (at most 255).
    void addSpawn(std::int16_t x, std::int16_t y, std::span<const RoomEntity> list) {
        spawns.push_back(RoomSpawn{x, y, static_cast<std::uint32_t>(entities.size()),
                                   static_cast<std::uint8_t>(list.size())});
        entities.insert(entities.end(), list.begin(), list.end());
    }
    friend bool operator==(const RoomData &, const RoomData &) = default;
};

struct RoomFile {
    std::string name;            // the file name, for messages
    std::vector<RoomData> rooms; // in file order
};

// The door slot (0..7) of a door at interior coordinates (x, y) of a room of `shape`, or -1 when the shape
// has no door there (generation.md 12's door table).
int doorSlotAt(Shape shape, int x, int y);
// The coordinates of slot s of `shape`; false when the shape has no such slot.
bool doorPosition(Shape shape, int slot, int &x, int &y);

// The largest room file read (bytes): a bigger file is refused with a message, never read whole.
inline constexpr std::size_t kMaxRoomFileBytes = 64u << 20;

// The most one game-data folder may hold (issue 49), past which loadRoomFolder and loadGameFolder refuse it
// before reading on: the decoded bytes of its room files, a file counted once for every stage id that names
// it (the set keeps a copy for each), and their rooms. A real Repentance+ installation's room files are some
// tens of MB decoded, and a room with its spawns takes some hundreds of bytes of them, so far fewer rooms
// than the cap; a set at both caps takes about 1 GB in memory.
inline constexpr std::uint64_t kMaxGameDataBytes = std::uint64_t{256} << 20;
inline constexpr std::size_t kMaxGameRooms = 1'000'000;

// Parses the bytes of a .stb file. On failure returns false with `error` naming `file.name` and the offset.
bool parseStb(std::span<const unsigned char> data, RoomFile &file, std::string &error);
// Parses the text of a room .xml file. On failure returns false with `error` naming `file.name` and the line.
bool parseRoomXml(std::string_view text, RoomFile &file, std::string &error);
// Writes `file` as .stb / .xml (for tests and the fuzz corpus: our own test catalogs, never the game's).
std::vector<unsigned char> writeStb(const RoomFile &file);
std::string writeRoomXml(const RoomFile &file);

// Reads a room file from disk by its extension (.stb or .xml, any case): a regular file of at most
// kMaxRoomFileBytes. The stage id comes from the name ("NN.anything.stb"): stageIdOfName.
bool readRoomFile(const std::string &path, RoomFile &file, std::string &error);
// The stage id of a room file's name ("04.caves.stb" -> 4), or -1 when the name does not start with two
// digits and a dot or does not end in .stb or .xml.
int stageIdOfName(std::string_view fileName);

// The interior of a room of `shape` in tiles (13 x 7 a cell of its bounding box: 13 or 26 wide, 7 or 14
// high); 0 for Shape::Null and values off the shape table.
int interiorWidth(Shape shape);
int interiorHeight(Shape shape);

// Whether interior tile (x, y) of a room of `shape` is floor: inside its box of 13 x 7 tiles a cell, in a
// narrow room's corridor (rows 2-4 of IH and IIH, columns 4-8 of IV and IIV), not in an L's missing quarter.
// False for Shape::Null and off the box.
bool isFloorTile(Shape shape, int x, int y);

// A boss of bossportraits.xml (repentance.md R9.1, R19.1): its id, name and gating achievement (-1: none).
struct BossPortrait {
    int id = 0;
    std::string name;
    int achievement = -1;
    friend bool operator==(const BossPortrait &, const BossPortrait &) = default;
};

// bosspools.xml (repentance.md R9.1, R19.1): <bosspools> holds <pool name="basement" doubletrouble="N">
// elements, each with <boss id="N" weight="F" room="N"/> entries (room optional, 0: none). A pool goes to the
// slot its name gives (basement 1, ..., mortis 34; case ignored); unknown names are skipped; a slot named
// twice, a pool of more than kMaxPoolEntries entries, a bad number are errors naming `name` and the line. The
// entries' achievements stay -1 (bossportraits.xml gives them: applyPortraits).
bool parseBossPoolsXml(std::string_view text, const std::string &name, BossPoolData &out, std::string &error);
std::string writeBossPoolsXml(const BossPoolData &data); // (for tests and fuzz seeds; unnamed slots left out)
// bossportraits.xml: <bosses> holds <boss id="N" name="..." achievement="N" .../> (name and achievement
// optional; <alt> children and other attributes ignored). Errors name `name` and the line.
bool parseBossPortraitsXml(std::string_view text, const std::string &name, std::vector<BossPortrait> &out,
                           std::string &error);
std::string writeBossPortraitsXml(std::span<const BossPortrait> bosses);
// Gives every entry of `data` the achievement of its boss id in `portraits` (the first one listed).
void applyPortraits(BossPoolData &data, std::span<const BossPortrait> portraits);
// The pool slot of a bosspools.xml pool name (R9.1), or -1.
int bossPoolSlotOfName(std::string_view name);

// The room files of a game-data folder (generation.md 12): DIR/rooms/ when it exists (the game's extracted
// `resources` folder), else DIR itself. Every file named NN.anything.stb or NN.anything.xml is read (other
// files are ignored); both formats may be mixed; a stage id given twice is an error naming both files.
// bosspools.xml and bossportraits.xml are read when DIR has them (or, when DIR is a folder of room files, its
// parent folder). On any error nothing is loaded.
struct RoomFileSet {
    std::string folder;                          // the folder the room files were read from
    std::vector<std::pair<int, RoomFile>> files; // by stage id, ascending
    std::size_t roomCount = 0;
    std::optional<BossPoolData> bossPools;    // bosspools.xml, with the achievements of bossportraits.xml
    std::vector<BossPortrait> portraits;      // bossportraits.xml (empty without it)
    std::string bossPoolsFile, portraitsFile; // the paths read ("" without them)
    // Where each file read came from (generation.md 16.2): the archive and the path in it for a packed game,
    // else archive "" and the file's path; the edition found (16.1; "" unless read from an installation);
    // what was left out (an archive not read, a mod that changes room files). Filled by loadGameFolder.
    struct Source {
        std::string file, archive, path;
    };
    std::vector<Source> sources;
    std::string edition;
    std::vector<std::string> notes;
    bool repentogon = false; // read from an installation with REPENTOGON (repentance.md R23.5)
    const RoomFile *file(int stageId) const;
};
bool loadRoomFolder(const std::string &dir, RoomFileSet &set, std::string &error);

} // namespace floorgen
