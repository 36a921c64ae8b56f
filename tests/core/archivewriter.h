#pragma once

// Our own writer of the game's packed archives (generation.md 16.3), for tests and benchmarks: modes 0 and 2,
// with the switch to stored blocks at a chosen block of a file. Writes archives from our own synthetic files
// only, never the game's.

#include "floorgen/gamearchive.h"
#include "floorgen/roomfiles.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>
#include <zlib.h>

namespace floorgen::testing {

struct ArchiveFile {
    std::string path; // as the game names it: "resources/rooms/01.basement.stb"
    std::vector<unsigned char> bytes;
    int storedFrom = -1; // mode 2: the first block written stored (its 1,024 bytes XORed), -1: none
};

inline void putLe32(std::vector<unsigned char> &out, std::uint32_t v) {
    for (int i = 0; i < 4; ++i)
        out.push_back(static_cast<unsigned char>(v >> (8 * i)));
}

// One raw deflate stream of `data` (no zlib header), as a mode-2 block holds.
inline std::vector<unsigned char> rawDeflate(const unsigned char *data, std::size_t size, int level = 6) {
    z_stream z{};
    if (deflateInit2(&z, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        throw std::runtime_error("deflateInit2");
    std::vector<unsigned char> out(deflateBound(&z, static_cast<uLong>(size)) + 16);
    z.next_in = const_cast<unsigned char *>(data);
    z.avail_in = static_cast<uInt>(size);
    z.next_out = out.data();
    z.avail_out = static_cast<uInt>(out.size());
    if (deflate(&z, Z_FINISH) != Z_STREAM_END)
        throw std::runtime_error("deflate");
    out.resize(z.total_out);
    deflateEnd(&z);
    return out;
}

// The data of one file as mode 2 stores it: compressed blocks of 1,024 bytes each, then from `storedFrom` on
// stored blocks XORed with the ISAAC key stream of the file's hashB (a stored block that would be the last is
// followed by an empty last block, since the switch needs a block that is not the last).
inline std::vector<unsigned char> mode2Data(const ArchiveFile &f, std::uint32_t hashB) {
    std::vector<unsigned char> out;
    const std::size_t n = f.bytes.size();
    const std::size_t blocks = n == 0 ? 1 : (n + 1023) / 1024;
    std::unique_ptr<Isaac> key;
    for (std::size_t b = 0; b < blocks; ++b) {
        const std::size_t from = b * 1024, size = std::min<std::size_t>(1024, n - from);
        const bool lastChunk = b + 1 == blocks;
        if (f.storedFrom >= 0 && b >= static_cast<std::size_t>(f.storedFrom)) {
            if (!key) {
                if (size != 1024)
                    throw std::runtime_error("the stored switch needs a full block");
                key = std::make_unique<Isaac>(archiveKeySeed(hashB));
            }
            // A full stored block as the last would be read as compressed: an empty last block follows.
            const bool last = lastChunk && size != 1024;
            putLe32(out, static_cast<std::uint32_t>(size) | (last ? 0x80000000u : 0));
            std::uint32_t w = 0;
            for (std::size_t o = 0; o < size; ++o) {
                w = (o & 3) == 0 ? key->next() : w >> 8;
                out.push_back(static_cast<unsigned char>(f.bytes[from + o] ^ (w & 0xFF)));
            }
            if (lastChunk && !last)
                putLe32(out, 0x80000000u);
            continue;
        }
        std::vector<unsigned char> c = rawDeflate(f.bytes.data() + from, size);
        if (c.size() == 1024 && !lastChunk) // would read as the stored switch: another level
            c = rawDeflate(f.bytes.data() + from, size, 1);
        if (c.size() > 0x800 || (c.size() == 1024 && !lastChunk))
            throw std::runtime_error("a block does not fit");
        putLe32(out, static_cast<std::uint32_t>(c.size()) | (lastChunk ? 0x80000000u : 0));
        out.insert(out.end(), c.begin(), c.end());
    }
    return out;
}

// The data of one file as mode 0 stores it (16.3: the reader XORs each 4-byte group with the key, then swaps
// its bytes; so the writer swaps, then XORs), padded to whole 4-byte groups.
inline std::vector<unsigned char> mode0Data(const ArchiveFile &f, std::uint32_t hashB) {
    std::vector<unsigned char> out = f.bytes;
    out.resize((out.size() + 3) & ~std::size_t(3), 0);
    std::uint32_t k = (hashB ^ 0xF9524287u) | 1u;
    for (std::size_t i = 0; i < out.size(); i += 4) {
        unsigned char *g = out.data() + i;
        switch (k & 15) {
        case 2:
            std::swap(g[0], g[3]);
            std::swap(g[1], g[2]);
            break;
        case 9:
            std::swap(g[0], g[1]);
            std::swap(g[2], g[3]);
            break;
        case 13:
            std::swap(g[0], g[2]);
            std::swap(g[1], g[3]);
            break;
        default:
            break;
        }
        for (int b = 0; b < 4; ++b)
            g[b] = static_cast<unsigned char>(g[b] ^ (k >> (8 * b)));
        const std::uint32_t t = k ^ (k << 8);
        k = k ^ (t >> 9) ^ (k << 8) ^ (((t >> 9) ^ k ^ (k << 8)) << 23);
    }
    return out;
}

// A whole archive: the header, each file's data in order, then the index.
inline std::vector<unsigned char> writeArchive(int mode, const std::vector<ArchiveFile> &files) {
    std::vector<unsigned char> out(14, 0);
    std::memcpy(out.data(), "ARCH000", 7);
    out[7] = static_cast<unsigned char>(mode);
    std::vector<ArchiveEntry> index;
    for (const ArchiveFile &f : files) {
        const std::string name = archiveName(f.path);
        ArchiveEntry e;
        e.hashA = archiveHashA(name);
        e.hashB = archiveHashB(name);
        e.offset = static_cast<std::uint32_t>(out.size());
        e.length = static_cast<std::uint32_t>(f.bytes.size());
        e.checksum = archiveChecksum(f.bytes);
        const std::vector<unsigned char> data = mode == 0 ? mode0Data(f, e.hashB) : mode2Data(f, e.hashB);
        out.insert(out.end(), data.begin(), data.end());
        index.push_back(e);
    }
    const auto indexOffset = static_cast<std::uint32_t>(out.size());
    for (const ArchiveEntry &e : index)
        for (std::uint32_t v : {e.hashA, e.hashB, e.offset, e.length, e.checksum})
            putLe32(out, v);
    for (int i = 0; i < 4; ++i)
        out[8 + static_cast<std::size_t>(i)] = static_cast<unsigned char>(indexOffset >> (8 * i));
    out[12] = static_cast<unsigned char>(index.size() & 0xFF);
    out[13] = static_cast<unsigned char>(index.size() >> 8);
    return out;
}

inline void writeBytes(const std::filesystem::path &path, const std::vector<unsigned char> &bytes) {
    std::filesystem::create_directories(path.parent_path());
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char *>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
}

inline std::vector<unsigned char> bytesOfText(const std::string &text) {
    return std::vector<unsigned char>(text.begin(), text.end());
}

// stages.xml for room files named "NN.name.stb" (16.3 "Names": root rooms/, paths ending in .xml).
inline std::string stagesXmlOf(const std::vector<std::pair<int, RoomFile>> &files,
                               const std::string &root = "rooms/") {
    std::string xml = "<?xml version=\"1.0\"?>\n<stages root=\"" + root + "\">\n";
    for (const auto &[id, f] : files) {
        std::string name = std::filesystem::path(f.name).filename().string();
        name = name.substr(0, name.size() - 4) + ".xml";
        xml += "  <stage id=\"" + std::to_string(id) + "\" name=\"" + name.substr(3) + "\" path=\"" + name +
               "\" />\n";
    }
    return xml + "</stages>\n";
}

// A whole game written as an installation would hold it (DIR/resources/packed/*.a) and, with the same files,
// extracted (EXTRACTED/rooms/*.stb with bosspools.xml and bossportraits.xml beside rooms/). The archives
// exercise 16.2's rule: every third room file is only in rooms.a (mode 0); every third is in rooms.a as a
// decoy that cannot be read and in afterbirthp.a as itself; the rest are decoys in afterbirthp.a and in
// repentance.a under resources/, and themselves in repentance.a under resources-dlc3/ (their blocks stored
// from the second on). stages.xml is a decoy in config.a (a folder with no files) and itself in repentance.a;
// the boss files are in afterbirthp.a under resources-dlc3/. A mode-1 archive holds a file not read.
inline void writeSyntheticGame(const std::filesystem::path &install, const std::filesystem::path &extracted,
                               const std::vector<std::pair<int, RoomFile>> &files,
                               const std::string &bossPools, const std::string &bossPortraits) {
    namespace fs = std::filesystem;
    std::vector<ArchiveFile> rooms, config, abp, rep, music;
    const std::vector<unsigned char> decoy = bytesOfText("not a room file");
    for (const auto &[id, f] : files) {
        const std::string name = fs::path(f.name).filename().string();
        const std::vector<unsigned char> bytes = writeStb(f);
        if (!extracted.empty())
            writeBytes(extracted / "rooms" / name, bytes);
        const std::string path = "resources/rooms/" + name;
        switch (id % 3) {
        case 0:
            rooms.push_back({path, bytes});
            break;
        case 1:
            rooms.push_back({path, decoy});
            abp.push_back({path, bytes});
            break;
        default:
            abp.push_back({path, decoy});
            rep.push_back({path, decoy});
            rep.push_back({"resources-dlc3/rooms/" + name, bytes, bytes.size() >= 2048 ? 1 : -1});
            break;
        }
    }
    config.push_back({"resources/stages.xml", bytesOfText(stagesXmlOf(files, "decoy/"))});
    rep.push_back({"resources/stages.xml", bytesOfText(stagesXmlOf(files))});
    if (!bossPools.empty()) {
        abp.push_back({"resources-dlc3/bosspools.xml", bytesOfText(bossPools)});
        if (!extracted.empty())
            writeBytes(extracted / "bosspools.xml", bytesOfText(bossPools));
    }
    if (!bossPortraits.empty()) {
        abp.push_back({"resources-dlc3/bossportraits.xml", bytesOfText(bossPortraits)});
        if (!extracted.empty())
            writeBytes(extracted / "bossportraits.xml", bytesOfText(bossPortraits));
    }
    music.push_back({"resources/music/theme.ogg", bytesOfText("la la la")});
    const fs::path packed = install / "resources" / "packed";
    writeBytes(packed / "rooms.a", writeArchive(0, rooms));
    writeBytes(packed / "config.a", writeArchive(0, config));
    writeBytes(packed / "afterbirthp.a", writeArchive(2, abp));
    writeBytes(packed / "repentance.a", writeArchive(2, rep));
    std::vector<unsigned char> mode1 = writeArchive(0, music);
    mode1[7] = 1; // a mode not read: its files are not needed
    writeBytes(packed / "music.a", mode1);
}

} // namespace floorgen::testing
