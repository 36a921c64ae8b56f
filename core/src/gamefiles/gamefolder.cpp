// A game-data folder of any kind (generation.md 16.1) and the files of a packed game (16.2): which archive's
// file wins, stages.xml, the room files, bosspools.xml and bossportraits.xml. Reads only.

#include "floorgen/gamefolder.h"

#include "engine/threads.h"
#include "floorgen/gamearchive.h"

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <map>
#include <memory>
#include <thread>

namespace floorgen {

namespace fs = std::filesystem;

std::string editionName(GameEdition edition) {
    switch (edition) {
    case GameEdition::Rebirth:
        return "Rebirth";
    case GameEdition::Afterbirth:
        return "Afterbirth";
    case GameEdition::AfterbirthPlus:
        return "Afterbirth+";
    case GameEdition::RepentanceOrPlus:
        return "Repentance or Repentance+";
    case GameEdition::Repentance:
        return "Repentance";
    case GameEdition::RepentancePlus:
        return "Repentance+";
    case GameEdition::Unknown:
        break;
    }
    return {};
}

namespace {

std::string lower(std::string_view s) {
    return archiveName(s); // ASCII lower case (and / for \, which a file name does not hold)
}

bool isDir(const fs::path &p) {
    std::error_code ec;
    return fs::is_directory(p, ec);
}

// The .a files of a folder (names), sorted; none when it cannot be listed.
std::vector<std::string> archivesIn(const fs::path &folder) {
    std::vector<std::string> names;
    std::error_code ec;
    fs::directory_iterator it(folder, ec), end;
    for (; !ec && it != end; it.increment(ec)) {
        const std::string name = it->path().filename().string();
        std::error_code fe;
        if (name.size() > 2 && lower(name.substr(name.size() - 2)) == ".a" && it->is_regular_file(fe))
            names.push_back(name);
    }
    std::sort(names.begin(), names.end());
    return names;
}

// The rank of an archive in the reading order of 16.2 (then by name).
int archiveRank(const std::string &name) {
    const std::string n = lower(name);
    if (n == "rooms.a")
        return 0;
    if (n == "config.a")
        return 1;
    if (n == "afterbirth.a")
        return 3;
    if (n == "afterbirthp.a")
        return 4;
    if (n == "repentance.a")
        return 5;
    return 2;
}

} // namespace

GameEdition editionOfArchives(const std::vector<std::string> &archiveNames) {
    const auto has = [&](std::string_view n) {
        return std::any_of(archiveNames.begin(), archiveNames.end(),
                           [&](const std::string &a) { return lower(fs::path(a).filename().string()) == n; });
    };
    if (archiveNames.empty())
        return GameEdition::Unknown;
    if (has("repentance.a"))
        return GameEdition::RepentanceOrPlus;
    if (has("afterbirthp.a"))
        return GameEdition::AfterbirthPlus;
    if (has("afterbirth.a"))
        return GameEdition::Afterbirth;
    return GameEdition::Rebirth;
}

std::vector<std::string> archiveOrder(std::vector<std::string> names) {
    std::stable_sort(names.begin(), names.end(), [](const std::string &a, const std::string &b) {
        const int ra = archiveRank(fs::path(a).filename().string()),
                  rb = archiveRank(fs::path(b).filename().string());
        return ra != rb ? ra < rb : a < b;
    });
    return names;
}

RepentogonInstall repentogonInstallOf(const std::string &installation) {
    std::error_code ec;
    const fs::path d(installation);
    const auto file = [&ec](const fs::path &p) { return fs::is_regular_file(p, ec); };
    const fs::path r = d / "Repentogon";
    if (isDir(r) && file(r / ".repentogon") && file(r / "zhlLoader.dll") && file(r / "libzhl.dll") &&
        file(r / "zhlREPENTOGON.dll"))
        return RepentogonInstall::Current;
    if (file(d / "dsound.dll") && file(d / "libzhl.dll") && file(d / "zhlREPENTOGON.dll"))
        return RepentogonInstall::Legacy;
    return RepentogonInstall::None;
}

std::string repentogonInstallName(RepentogonInstall r) {
    switch (r) {
    case RepentogonInstall::None:
        return {};
    case RepentogonInstall::Current:
        return "REPENTOGON 1.1 or later";
    case RepentogonInstall::Legacy:
        return "REPENTOGON 1.0 (legacy)";
    }
    return {};
}

namespace {

// R23.1, R23.5: an installation with REPENTOGON 1.1.x reads the room files of its Repentogon/ copy.
void useRepentogonCopy(GameFolder &out) {
    if (out.installation.empty())
        return;
    out.repentogon = repentogonInstallOf(out.installation);
    if (out.repentogon != RepentogonInstall::Current)
        return;
    const fs::path packed = fs::path(out.installation) / "Repentogon" / "resources" / "packed";
    if (!isDir(packed))
        return;
    const std::vector<std::string> names = archivesIn(packed);
    if (names.empty())
        return;
    out.packed = packed.string();
    out.archives.clear();
    for (const std::string &n : archiveOrder(names))
        out.archives.push_back((packed / n).string());
    out.edition = editionOfArchives(names);
    out.repentogonCopy = true;
}

} // namespace

bool resolveGameFolder(const std::string &dir, GameFolder &out, std::string &error) {
    out = GameFolder{};
    std::error_code ec;
    fs::path d = fs::path(dir).lexically_normal();
    if (!d.has_filename() && d.has_parent_path() && d != d.root_path())
        d = d.parent_path(); // "packed/" as "packed"
    if (!fs::is_directory(d, ec)) {
        error = dir + ": " + (fs::exists(d, ec) ? "not a folder" : "no such folder");
        return false;
    }
    // The packed kinds: the installation, its resources/packed, the macOS bundle (or the folder holding it).
    struct Candidate {
        fs::path packed, installation;
        GameFolder::Kind kind;
    };
    std::vector<Candidate> candidates{
        {d / "resources" / "packed", d, GameFolder::Kind::Installation},
        {d, d.parent_path().parent_path(), GameFolder::Kind::PackedFolder},
        {d / "Contents" / "Resources" / "resources" / "packed", d, GameFolder::Kind::MacBundle},
    };
    {
        std::vector<fs::path> bundles; // a folder holding "The Binding of Isaac Rebirth.app"
        fs::directory_iterator it(d, ec), end;
        for (; !ec && it != end; it.increment(ec)) {
            const fs::path p = it->path();
            if (lower(p.extension().string()) == ".app" && isDir(p))
                bundles.push_back(p);
        }
        std::sort(bundles.begin(), bundles.end());
        for (const fs::path &b : bundles)
            candidates.push_back(
                {b / "Contents" / "Resources" / "resources" / "packed", b, GameFolder::Kind::MacBundle});
    }
    for (const Candidate &c : candidates) {
        if (!isDir(c.packed))
            continue;
        const std::vector<std::string> names = archivesIn(c.packed);
        if (names.empty())
            continue;
        out.kind = c.kind;
        out.packed = c.packed.string();
        out.installation = c.installation.string();
        out.edition = editionOfArchives(names);
        for (const std::string &n : archiveOrder(names))
            out.archives.push_back((c.packed / n).string());
        useRepentogonCopy(out);
        return true;
    }
    // Extracted: the extractor's output, a resources folder, a folder of room files.
    for (const fs::path &p : {d / "extracted_resources" / "resources", d / "resources", d}) {
        if (isDir(p / "rooms")) {
            out.kind = GameFolder::Kind::Extracted;
            out.extracted = p.string();
            return true;
        }
    }
    fs::directory_iterator it(d, ec), end;
    for (; !ec && it != end; it.increment(ec))
        if (stageIdOfName(it->path().filename().string()) >= 0) {
            out.kind = GameFolder::Kind::RoomFiles;
            out.extracted = d.string();
            return true;
        }
    error =
        dir +
        ": no game data found: looked for the game's installation (resources/packed/*.a), its "
        "resources/packed folder, the macOS app bundle (Contents/Resources/resources/packed), an extracted "
        "resources folder (rooms/ in it, or extracted_resources/resources/rooms) and room files (NN.name.stb "
        "or NN.name.xml)";
    return false;
}

namespace {

// One archive opened, with its file name for messages and sources.
struct OpenArchive {
    std::string path;
    ArchiveReader reader;
};

// The winner of a file among the archives (16.2): the last archive holding it, and in one archive the
// resources-dlc3/ path over the resources/ one. `path` starts with "resources/".
struct Found {
    const OpenArchive *archive = nullptr;
    const ArchiveEntry *entry = nullptr;
    std::string path;
};
Found findFile(const std::vector<OpenArchive> &archives, const std::string &path) {
    Found found;
    const std::string dlc = "resources-dlc3/" + path.substr(std::string("resources/").size());
    for (const OpenArchive &a : archives)
        for (const std::string *p : {&path, &dlc})
            if (const ArchiveEntry *e = a.reader.find(*p))
                found = Found{&a, e, *p};
    return found;
}

std::string fileNameOf(const std::string &path) {
    const std::size_t slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

} // namespace

bool loadPackedGame(const std::vector<std::string> &archivePaths, RoomFileSet &set, std::string &error) {
    set = RoomFileSet{};
    std::vector<OpenArchive> archives(archivePaths.size());
    for (std::size_t i = 0; i < archivePaths.size(); ++i) {
        archives[i].path = archivePaths[i];
        if (!archives[i].reader.openFile(archivePaths[i], error))
            return false;
    }
    RoomFileSet loaded;
    if (!archivePaths.empty())
        loaded.folder = fs::path(archivePaths.front()).parent_path().string();
    std::vector<std::string> used; // archives a file was read from
    std::vector<unsigned char> bytes;
    // Reads the winner of `path` into `bytes`; false with `error` set when it fails, `present` false when
    // no archive holds it.
    const auto readFile = [&](const std::string &path, bool &present) {
        const Found f = findFile(archives, path);
        present = f.entry != nullptr;
        if (!present)
            return true;
        if (!f.archive->reader.modeSupported()) {
            error = f.archive->path + ": " + f.path + ": archive mode " +
                    std::to_string(f.archive->reader.mode()) + " is not read here (only modes 0 and 2)";
            return false;
        }
        if (!f.archive->reader.read(*f.entry, f.path, bytes, error))
            return false;
        loaded.sources.push_back({fileNameOf(path), f.archive->path, f.path});
        used.push_back(f.archive->path);
        return true;
    };
    const auto text = [&bytes] {
        return std::string_view(reinterpret_cast<const char *>(bytes.data()), bytes.size());
    };
    bool present = false;
    if (!readFile("resources/stages.xml", present))
        return false;
    if (!present) {
        error = loaded.folder + ": no archive holds resources/stages.xml (or resources-dlc3/stages.xml)";
        return false;
    }
    std::vector<StageFileName> stages;
    if (!parseStagesXml(text(), loaded.sources.back().archive + ": " + loaded.sources.back().path, stages,
                        error))
        return false;
    std::sort(stages.begin(), stages.end(), [](const auto &a, const auto &b) { return a.id < b.id; });
    // The room files, decoded and parsed on several threads (each with readers of its own); the files, their
    // order and the first error (in stage order) are those of one thread. An entry that several stage ids
    // name is decoded once (a job) and copied to each; the caps of kMaxGameDataBytes (before decoding, from
    // the index's lengths) and kMaxGameRooms (after parsing) count every stage id's copy.
    struct Job {
        std::size_t archive = 0;
        ArchiveEntry entry;
        std::string path, name;
    };
    std::vector<Job> jobs;
    std::vector<std::pair<int, std::size_t>> uses; // stage id, job
    std::map<const ArchiveEntry *, std::size_t> jobOfEntry;
    std::uint64_t totalBytes = 0;
    for (const StageFileName &s : stages) {
        const Found f = findFile(archives, s.path);
        if (!f.entry) {
            loaded.notes.push_back("stage " + std::to_string(s.id) + ": no archive holds " + s.path);
            continue;
        }
        if (!f.archive->reader.modeSupported()) {
            error = f.archive->path + ": " + f.path + ": archive mode " +
                    std::to_string(f.archive->reader.mode()) + " is not read here (only modes 0 and 2)";
            return false;
        }
        totalBytes += f.entry->length;
        if (totalBytes > kMaxGameDataBytes) {
            error = loaded.folder + ": the room files stages.xml names decode to more than " +
                    std::to_string(kMaxGameDataBytes >> 20) +
                    " MiB (a file counted once for every stage id that names it), more than a game holds; "
                    "nothing is loaded";
            return false;
        }
        const auto [at, added] = jobOfEntry.emplace(f.entry, jobs.size());
        if (added)
            jobs.push_back({static_cast<std::size_t>(f.archive - archives.data()), *f.entry, f.path,
                            f.archive->path + ": " + f.path});
        uses.emplace_back(s.id, at->second);
        loaded.sources.push_back({fileNameOf(s.path), f.archive->path, f.path});
    }
    std::vector<RoomFile> parsed(jobs.size());
    std::vector<std::string> errors(jobs.size());
    std::atomic<std::size_t> next{0}, firstFailure{jobs.size()};
    const auto work = [&] {
        std::vector<std::unique_ptr<ArchiveReader>> readers(archives.size());
        std::vector<unsigned char> data;
        for (std::size_t j; (j = next++) < jobs.size();) {
            if (j > firstFailure.load())
                continue; // an earlier file failed: its error is the one reported
            const Job &job = jobs[j];
            std::unique_ptr<ArchiveReader> &reader = readers[job.archive];
            bool ok = true;
            if (!reader) {
                reader = std::make_unique<ArchiveReader>();
                ok = reader->openFile(archives[job.archive].path, errors[j]);
                if (!ok)
                    reader.reset();
            }
            parsed[j].name = job.name;
            ok = ok && reader->read(job.entry, job.path, data, errors[j]) &&
                 parseStb(data, parsed[j], errors[j]);
            if (!ok) {
                std::size_t seen = firstFailure.load();
                while (j < seen && !firstFailure.compare_exchange_weak(seen, j)) {
                }
            }
        }
    };
    const std::size_t threads = std::min<std::size_t>({machineThreads(), 8, jobs.size()});
    std::vector<std::thread> pool;
    for (std::size_t t = 1; t < threads; ++t)
        pool.emplace_back(work);
    work();
    for (std::thread &t : pool)
        t.join();
    if (firstFailure.load() < jobs.size()) {
        error = errors[firstFailure.load()];
        return false;
    }
    std::vector<std::size_t> lastUse(jobs.size());
    for (std::size_t u = 0; u < uses.size(); ++u) {
        loaded.roomCount += parsed[uses[u].second].rooms.size();
        lastUse[uses[u].second] = u;
    }
    if (loaded.roomCount > kMaxGameRooms) {
        error = loaded.folder + ": the room files stages.xml names hold " + std::to_string(loaded.roomCount) +
                " rooms (a file counted once for every stage id that names it), more than the " +
                std::to_string(kMaxGameRooms) + " a game can hold; nothing is loaded";
        return false;
    }
    for (std::size_t u = 0; u < uses.size(); ++u) {
        RoomFile &file = parsed[uses[u].second];
        if (lastUse[uses[u].second] == u)
            loaded.files.emplace_back(uses[u].first, std::move(file));
        else
            loaded.files.emplace_back(uses[u].first, file);
    }
    if (loaded.files.empty()) {
        error = loaded.folder + ": stages.xml names no room file the archives hold";
        return false;
    }
    if (!readFile("resources/bossportraits.xml", present))
        return false;
    if (present) {
        loaded.portraitsFile = loaded.sources.back().archive + ": " + loaded.sources.back().path;
        if (!parseBossPortraitsXml(text(), loaded.portraitsFile, loaded.portraits, error))
            return false;
    }
    if (!readFile("resources/bosspools.xml", present))
        return false;
    if (present) {
        BossPoolData pools;
        loaded.bossPoolsFile = loaded.sources.back().archive + ": " + loaded.sources.back().path;
        if (!parseBossPoolsXml(text(), loaded.bossPoolsFile, pools, error))
            return false;
        applyPortraits(pools, loaded.portraits);
        loaded.bossPools = std::move(pools);
    }
    for (const OpenArchive &a : archives)
        if (!a.reader.modeSupported())
            loaded.notes.push_back(fileNameOf(a.path) + " (archive mode " + std::to_string(a.reader.mode()) +
                                   ") not read: the files read here are not in it");
    set = std::move(loaded);
    return true;
}

namespace {

// Enabled mods of the installation with room files (16.1): "a mod changes the rooms of: ...".
void noteMods(const fs::path &installation, std::vector<std::string> &notes) {
    std::error_code ec;
    std::vector<fs::path> mods;
    fs::directory_iterator it(installation / "mods", ec), end;
    for (; !ec && it != end; it.increment(ec))
        if (isDir(it->path()) && !fs::exists(it->path() / "disable.it", ec))
            mods.push_back(it->path());
    std::sort(mods.begin(), mods.end());
    for (const fs::path &mod : mods) {
        std::vector<std::string> files;
        for (const fs::path &rooms : {mod / "resources" / "rooms", mod / "content" / "rooms"}) {
            std::error_code e;
            fs::directory_iterator f(rooms, e);
            for (; !e && f != end; f.increment(e))
                if (stageIdOfName(f->path().filename().string()) >= 0)
                    files.push_back(f->path().filename().string());
        }
        if (files.empty())
            continue;
        std::sort(files.begin(), files.end());
        files.erase(std::unique(files.begin(), files.end()), files.end());
        std::string list;
        for (const std::string &f : files)
            list += (list.empty() ? "" : ", ") + f;
        notes.push_back("a mod changes the rooms of: " + list + " (mod \"" + mod.filename().string() +
                        "\"); the game's floors may differ from these");
    }
}

} // namespace

bool loadGameFolder(const std::string &dir, RoomFileSet &set, std::string &error, const std::string &home) {
    GameFolder folder;
    if (!resolveGameFolder(dir, folder, error))
        return false;
    if (folder.archives.empty())
        return loadRoomFolder(folder.extracted, set, error);
    RoomFileSet loaded;
    if (!loadPackedGame(folder.archives, loaded, error))
        return false;
    loaded.edition = editionName(refineEdition(folder.edition, folder.installation, home));
    noteMods(fs::path(folder.installation), loaded.notes);
    if (folder.repentogon != RepentogonInstall::None) { // R23.5
        loaded.repentogon = true;
        loaded.notes.push_back(repentogonInstallName(folder.repentogon) +
                               (folder.repentogonCopy
                                    ? ": the room files of its Repentogon copy (the older build "
                                      "it runs)"
                                    : "") +
                               ": floors follow the repentogon variant");
    }
    set = std::move(loaded);
    return true;
}

} // namespace floorgen
