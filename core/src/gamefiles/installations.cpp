// Finding the game (generation.md 15.1, 16.1): Steam's roots and libraries, the installation of app 250900 in
// each, and every place the game writes log.txt. Reads only; a folder that cannot be read, a loop of symbolic
// links or a missing home are skipped, never an error.

#include "floorgen/gamefolder.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>

namespace floorgen {

namespace fs = std::filesystem;

namespace {

constexpr const char *kGameFolder = "The Binding of Isaac Rebirth";

bool isDir(const fs::path &p) {
    std::error_code ec;
    return fs::is_directory(p, ec);
}

// The canonical path ("" when it cannot be had: missing, unreadable, a loop of links).
std::string canonicalOf(const fs::path &p) {
    std::error_code ec;
    const fs::path c = fs::canonical(p, ec);
    return ec ? std::string() : c.string();
}

// A small text file (libraryfolders.vdf): at most 1 MiB, a regular file; "" otherwise.
std::string readSmallFile(const fs::path &p) {
    std::error_code ec;
    if (!fs::is_regular_file(p, ec))
        return {};
    const auto size = fs::file_size(p, ec);
    if (ec || size > (1u << 20))
        return {};
    std::ifstream in(p, std::ios::binary);
    std::string text(static_cast<std::size_t>(size), '\0');
    if (!in.read(text.data(), static_cast<std::streamsize>(size)))
        return {};
    return text;
}

} // namespace

std::vector<std::string> parseLibraryFolders(std::string_view vdf) {
    // Valve's KeyValues text: quoted (or bare) tokens, braces, // comments. A library is a "path" value one
    // level inside a numbered key (the current form), or a numbered key's value at the top level (the older).
    struct Token {
        enum Kind { String, Open, Close } kind;
        std::string text;
    };
    std::vector<Token> tokens;
    for (std::size_t i = 0; i < vdf.size();) {
        const char c = vdf[i];
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
            ++i;
        } else if (c == '/' && i + 1 < vdf.size() && vdf[i + 1] == '/') {
            while (i < vdf.size() && vdf[i] != '\n')
                ++i;
        } else if (c == '{' || c == '}') {
            tokens.push_back({c == '{' ? Token::Open : Token::Close, {}});
            ++i;
        } else if (c == '"') {
            std::string s;
            for (++i; i < vdf.size() && vdf[i] != '"'; ++i) {
                if (vdf[i] == '\\' && i + 1 < vdf.size()) {
                    const char e = vdf[++i];
                    s += e == 'n' ? '\n' : e == 't' ? '\t' : e; // \\ -> \, \" -> "
                } else {
                    s += vdf[i];
                }
            }
            ++i; // the closing quote
            tokens.push_back({Token::String, std::move(s)});
        } else {
            std::string s;
            while (i < vdf.size() && vdf[i] != ' ' && vdf[i] != '\t' && vdf[i] != '\r' && vdf[i] != '\n' &&
                   vdf[i] != '{' && vdf[i] != '}' && vdf[i] != '"')
                s += vdf[i++];
            tokens.push_back({Token::String, std::move(s)});
        }
    }
    const auto numeric = [](const std::string &s) {
        return !s.empty() && s.size() < 10 &&
               std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
    };
    std::vector<std::string> paths;
    std::vector<std::string> keys; // the open blocks' keys, outermost first
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        const Token &t = tokens[i];
        if (t.kind == Token::Close) {
            if (!keys.empty())
                keys.pop_back();
            continue;
        }
        if (t.kind == Token::Open) {
            keys.emplace_back(); // a block without a key
            continue;
        }
        // A key: a value follows, or a block.
        if (i + 1 < tokens.size() && tokens[i + 1].kind == Token::Open) {
            keys.push_back(t.text);
            ++i;
            continue;
        }
        if (i + 1 >= tokens.size() || tokens[i + 1].kind != Token::String)
            continue;
        const std::string &value = tokens[i + 1].text;
        ++i;
        std::string key = t.text;
        std::transform(key.begin(), key.end(), key.begin(),
                       [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; });
        if (keys.size() == 1 && numeric(t.text) && !value.empty())
            paths.push_back(value); // the older form: "1" "D:\\path"
        else if (keys.size() == 2 && numeric(keys[1]) && key == "path" && !value.empty())
            paths.push_back(value);
    }
    return paths;
}

std::vector<SteamLibrary> findSteamLibraries(const GameSearchEnvironment &env) {
    struct Root {
        fs::path path;
        bool flatpak;
    };
    std::vector<Root> roots;
    if (!env.home.empty()) {
        const fs::path home(env.home);
        roots.push_back({home / ".local" / "share" / "Steam", false});
        if (!env.xdgDataHome.empty())
            roots.push_back({fs::path(env.xdgDataHome) / "Steam", false});
        roots.push_back({home / ".steam" / "steam", false});
        roots.push_back({home / ".steam" / "root", false});
        roots.push_back(
            {home / ".var" / "app" / "com.valvesoftware.Steam" / ".local" / "share" / "Steam", true});
        roots.push_back({home / "Library" / "Application Support" / "Steam", false}); // macOS
    }
#ifdef _WIN32
    roots.push_back({fs::path("C:/Program Files (x86)/Steam"), false});
#endif
    for (const std::string &r : env.extraSteamRoots)
        roots.push_back({fs::path(r), false});

    std::vector<SteamLibrary> libraries;
    std::set<std::string> seen;
    const auto add = [&](const fs::path &p, const std::string &root, bool flatpak) {
        if (!isDir(p))
            return;
        const std::string c = canonicalOf(p);
        if (c.empty() || !seen.insert(c).second)
            return;
        libraries.push_back({c, root, flatpak});
    };
    std::vector<std::pair<std::string, bool>> rootPaths; // canonical, each once
    for (const Root &r : roots) {
        if (!isDir(r.path))
            continue;
        const std::string c = canonicalOf(r.path);
        if (c.empty() ||
            std::any_of(rootPaths.begin(), rootPaths.end(), [&](const auto &x) { return x.first == c; }))
            continue;
        rootPaths.emplace_back(c, r.flatpak);
        add(r.path, c, r.flatpak);
    }
    for (const auto &[root, flatpak] : rootPaths)
        for (const fs::path &vdf : {fs::path(root) / "steamapps" / "libraryfolders.vdf",
                                    fs::path(root) / "config" / "libraryfolders.vdf"})
            for (const std::string &p : parseLibraryFolders(readSmallFile(vdf)))
                add(fs::path(p), root, flatpak);
    return libraries;
}

namespace {

// The edition names of the game's folders (15.1).
constexpr std::pair<GameEdition, const char *> kEditions[] = {{GameEdition::RepentancePlus, "Repentance+"},
                                                              {GameEdition::Repentance, "Repentance"},
                                                              {GameEdition::AfterbirthPlus, "Afterbirth+"},
                                                              {GameEdition::Afterbirth, "Afterbirth"},
                                                              {GameEdition::Rebirth, "Rebirth"}};

} // namespace

GameEdition refineEdition(GameEdition edition, const std::string &installation, const std::string &home) {
    if (edition != GameEdition::RepentanceOrPlus)
        return edition;
    std::vector<fs::path> myGames;
    // Proton: <library>/steamapps/compatdata/250900/pfx/drive_c/users/steamuser/Documents/My Games
    const fs::path common = fs::path(installation).lexically_normal().parent_path();
    if (common.filename() == "common")
        myGames.push_back(common.parent_path() / "compatdata" / "250900" / "pfx" / "drive_c" / "users" /
                          "steamuser" / "Documents" / "My Games");
    if (!home.empty())
        myGames.push_back(fs::path(home) / "Documents" / "My Games");
    for (const GameEdition e : {GameEdition::RepentancePlus, GameEdition::Repentance})
        for (const fs::path &m : myGames)
            if (isDir(m / ("Binding of Isaac " + editionName(e))))
                return e;
    return edition;
}

std::vector<GameInstallation> findGameInstallations(const GameSearchEnvironment &env) {
    std::vector<GameInstallation> found;
    for (const SteamLibrary &lib : findSteamLibraries(env)) {
        const fs::path folder = fs::path(lib.path) / "steamapps" / "common" / kGameFolder;
        if (!isDir(folder))
            continue;
        GameFolder g;
        std::string error;
        if (!resolveGameFolder(folder.string(), g, error) || g.archives.empty())
            continue;
        found.push_back(
            {folder.string(), lib.path, refineEdition(g.edition, folder.string(), env.home), lib.flatpak});
        found.back().repentogon = g.repentogon;
    }
    return found;
}

std::vector<GameLogFile> findGameLogs(const GameSearchEnvironment &env) {
    std::vector<GameLogFile> logs;
    const auto add = [&](const fs::path &folder, GameEdition e, const char *where) {
        const fs::path p = folder / "log.txt";
        std::error_code ec;
        logs.push_back({p.string(), e, where, fs::is_regular_file(p, ec)});
    };
    for (const SteamLibrary &lib : findSteamLibraries(env)) {
        const fs::path myGames = fs::path(lib.path) / "steamapps" / "compatdata" / "250900" / "pfx" /
                                 "drive_c" / "users" / "steamuser" / "Documents" / "My Games";
        for (const auto &[e, name] : kEditions)
            add(myGames / (std::string("Binding of Isaac ") + name), e, "proton");
    }
    if (!env.home.empty()) {
        const fs::path home(env.home);
        for (const auto &[e, name] : kEditions)
            add(home / "Documents" / "My Games" / (std::string("Binding of Isaac ") + name), e, "windows");
        for (const auto &[e, name] : kEditions)
            add(home / "Library" / "Application Support" / (std::string("Binding of Isaac ") + name), e,
                "macos");
    }
    // Native Linux: $XDG_DATA_HOME, by default ~/.local/share, with the folder name in lower case.
    const fs::path data = !env.xdgDataHome.empty() ? fs::path(env.xdgDataHome)
                          : !env.home.empty()      ? fs::path(env.home) / ".local" / "share"
                                                   : fs::path();
    if (!data.empty())
        for (const auto &[e, name] : kEditions) {
            std::string folder = std::string("binding of isaac ") + name;
            std::transform(folder.begin(), folder.end(), folder.begin(), [](char c) {
                return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
            });
            add(data / folder, e, "linux");
        }
    std::stable_partition(logs.begin(), logs.end(), [](const GameLogFile &l) { return l.exists; });
    return logs;
}

} // namespace floorgen
