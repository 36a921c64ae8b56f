#pragma once

// The game's own folders (generation.md 16.1, 16.2, 15.1): what a game-data folder is (an installation, its
// resources/packed folder, the macOS app bundle, an extracted resources folder, a folder of room files), the
// room files, stages.xml, bosspools.xml and bossportraits.xml read from the packed archives with the rule of
// which file wins, and where Steam keeps the game and the game keeps log.txt. Only ever reads: nothing is
// written anywhere. The home folder is a parameter (tests give a fake one).

#include "floorgen/roomfiles.h"

#include <string>
#include <string_view>
#include <vector>

namespace floorgen {

enum class GameEdition {
    Unknown,
    Rebirth,
    Afterbirth,
    AfterbirthPlus,
    RepentanceOrPlus, // repentance.a: Repentance or Repentance+, not told apart by the archives (16.1)
    Repentance,
    RepentancePlus,
};
// "Rebirth", "Afterbirth", "Afterbirth+", "Repentance or Repentance+", "Repentance", "Repentance+", "".
std::string editionName(GameEdition edition);

// The edition of an installation from the names of the archives in its resources/packed (16.1).
GameEdition editionOfArchives(const std::vector<std::string> &archiveNames);

// RepentanceOrPlus told apart (16.1): Repentance+ or Repentance when the game's folder of that name is in
// Documents/My Games of the Proton prefix beside `installation` (a Steam library's steamapps/common/...) or
// of `home`; any other edition unchanged.
GameEdition refineEdition(GameEdition edition, const std::string &installation, const std::string &home);

// The archives' reading order (16.2): rooms.a, config.a, the other base archives (by name), afterbirth.a,
// afterbirthp.a, repentance.a; a later one's file replaces an earlier one's. Takes and returns file names.
std::vector<std::string> archiveOrder(std::vector<std::string> names);

// repentance.md R23.5: the mod loader REPENTOGON in a game folder. Current (1.1.x): a Repentogon/ folder with
// its marker .repentogon and its DLLs (zhlLoader.dll, libzhl.dll, zhlREPENTOGON.dll); Legacy (1.0.x, on
// Repentance): dsound.dll, libzhl.dll and zhlREPENTOGON.dll in the game folder itself. A Workshop item
// (mods/repentogon_...) alone is not the loader.
enum class RepentogonInstall { None, Current, Legacy };
RepentogonInstall repentogonInstallOf(const std::string &installation);
// "REPENTOGON 1.1 or later", "REPENTOGON 1.0 (legacy)", "".
std::string repentogonInstallName(RepentogonInstall r);

// The parts of a game-data folder the loader reads.
struct GameFolder {
    enum class Kind { Installation, PackedFolder, MacBundle, Extracted, RoomFiles };
    Kind kind = Kind::RoomFiles;
    std::string installation;          // the game's folder (Installation, PackedFolder, MacBundle), else ""
    std::string packed;                // resources/packed, with its archives (the three packed kinds)
    std::vector<std::string> archives; // their paths, in archiveOrder
    std::string extracted;             // the folder given to loadRoomFolder (Extracted, RoomFiles)
    GameEdition edition = GameEdition::Unknown;
    // R23.5: REPENTOGON in the installation; `packed` and `archives` are those of its Repentogon/ copy when
    // that copy has a resources/packed of its own (it holds the older build's room files, R23.1).
    RepentogonInstall repentogon = RepentogonInstall::None;
    bool repentogonCopy = false;
};
// What `dir` is (16.1); false with a message saying what was looked for when it is none of them.
bool resolveGameFolder(const std::string &dir, GameFolder &folder, std::string &error);

// Reads a game-data folder of any kind (16.1) into `set`: a packed game from its archives (16.2, 16.3), an
// extracted one with loadRoomFolder. `set.sources` names the archive and path (or the file) each file came
// from, `set.edition` the edition found (Repentance told from Repentance+ by the game's folders in the Proton
// prefix beside the installation and in `home`'s Documents/My Games, when `home` is given), `set.notes` what
// was left out (an archive of a mode not read, an enabled mod that changes room files). On any error (a
// damaged archive, a bad file) nothing is loaded and `error` names the archive and the entry.
bool loadGameFolder(const std::string &dir, RoomFileSet &set, std::string &error,
                    const std::string &home = {});

// Reads the files of a packed game from `archives` (paths, in reading order).
bool loadPackedGame(const std::vector<std::string> &archives, RoomFileSet &set, std::string &error);

// stages.xml (16.3 "Names"): the stage ids and the paths of their room files
// ("resources/rooms/01.basement.stb": the `stages` element's root, then the stage's path with .xml replaced
// by .stb). Errors name `name` and the line.
struct StageFileName {
    int id = 0;
    std::string path;
};
bool parseStagesXml(std::string_view text, const std::string &name, std::vector<StageFileName> &out,
                    std::string &error);

// ---- finding the game (15.1, 16.1) ----

// What the search reads besides the file system: the home folder ("" when there is none: then only
// `extraSteamRoots` are looked at) and $XDG_DATA_HOME ("" for the default ~/.local/share).
struct GameSearchEnvironment {
    std::string home;
    std::string xdgDataHome;
    std::vector<std::string> extraSteamRoots; // e.g. Windows' SteamPath; tests
};

// The library paths of a libraryfolders.vdf (both forms: "N" { "path" "..." } and the older "N" "path"),
// with `\\` unescaped, in file order.
std::vector<std::string> parseLibraryFolders(std::string_view vdf);

struct SteamLibrary {
    std::string path; // the library folder (its steamapps/ holds common/ and compatdata/)
    std::string root; // the Steam root whose libraryfolders.vdf named it (the root itself: the same)
    bool flatpak = false;
};
// The Steam roots that exist (15.1, and macOS's ~/Library/Application Support/Steam) and every library their
// libraryfolders.vdf names that exists, each folder once (by its canonical path), roots first.
std::vector<SteamLibrary> findSteamLibraries(const GameSearchEnvironment &env);

struct GameInstallation {
    std::string folder;  // the installation folder (what --game-data takes)
    std::string library; // the Steam library it is in ("" when not found through Steam)
    GameEdition edition = GameEdition::Unknown;
    bool flatpak = false;
    RepentogonInstall repentogon = RepentogonInstall::None; // repentance.md R23.5
};
// Every installation of the game (app 250900) in a Steam library, and on macOS inside the app bundle.
std::vector<GameInstallation> findGameInstallations(const GameSearchEnvironment &env);

// A place log.txt may be (15.1). `exists` tells whether the file is there now (the game writes it at start).
struct GameLogFile {
    std::string path;
    GameEdition edition = GameEdition::Unknown; // never RepentanceOrPlus: the folder names tell them apart
    std::string where;                          // "proton", "windows", "linux", "macos"
    bool exists = false;
};
// Every candidate path of log.txt for every edition: the Proton prefix of every Steam library, the Windows
// documents folder under home, the macOS folder, the native Linux folder; existing files first, then in the
// order above.
std::vector<GameLogFile> findGameLogs(const GameSearchEnvironment &env);

} // namespace floorgen
