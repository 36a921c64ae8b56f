#pragma once

// The game's packed archives (generation.md 16.3): the ISAAC key stream, the two name hashes, the checksum,
// and a reader that decodes one entry at a time from a file (or, for tests and the fuzz target, from memory).
// Reading is streaming and bounded: the header and the index are read, then an entry's blocks one after the
// other through a small buffer; an archive is never read whole. Every error names the archive and, once an
// entry is being read, the entry.

#include <array>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace floorgen {

// Bob Jenkins' ISAAC (32-bit words, 256-word state), initialised as his randinit(TRUE) from a 256-word seed.
// next() returns the result words in ascending index order, 0 to 255 (16.3), the first batch being the one
// randinit computes; a new batch is generated after the last.
class Isaac {
public:
    explicit Isaac(const std::array<std::uint32_t, 256> &seed);
    std::uint32_t next() {
        if (m_index == 256)
            generate();
        return m_results[m_index++];
    }

private:
    void generate();
    std::array<std::uint32_t, 256> m_results{}, m_memory{};
    std::uint32_t m_a = 0, m_b = 0, m_c = 0;
    unsigned m_index = 0;
};

// The ISAAC seed of an entry's stored blocks (16.3 mode 2), from its hashB.
std::array<std::uint32_t, 256> archiveKeySeed(std::uint32_t hashB);

// The name hashes of 16.3, of `path` as given (archiveName lower-cases ASCII letters and writes `\` as `/`).
std::string archiveName(std::string_view path);
std::uint32_t archiveHashA(std::string_view name);
std::uint32_t archiveHashB(std::string_view name);

// The checksum of a decoded file (16.3), fed in pieces of any size.
class ArchiveChecksum {
public:
    void add(std::span<const unsigned char> bytes);
    std::uint32_t finish(); // the value once every byte is added
private:
    void chunk(std::size_t length);
    std::array<unsigned char, 512> m_buffer{};
    std::size_t m_fill = 0;
    std::uint32_t m_h = 0xABABEB98u;
};
std::uint32_t archiveChecksum(std::span<const unsigned char> file);

struct ArchiveEntry {
    std::uint32_t hashA = 0, hashB = 0, offset = 0, length = 0, checksum = 0;
};

// Where an archive's bytes come from: a file, read piece by piece, or memory.
class ArchiveSource {
public:
    virtual ~ArchiveSource() = default;
    virtual std::uint64_t size() const = 0;
    // Reads up to out.size() bytes at `offset`; returns how many (fewer only at the end of the data or on a
    // read error, which `failed()` then tells).
    virtual std::size_t read(std::uint64_t offset, std::span<unsigned char> out) = 0;
    virtual bool failed() const { return false; }
};
std::unique_ptr<ArchiveSource> memoryArchiveSource(std::span<const unsigned char> bytes);
// A regular file, opened for reading only; null with `error` set when it cannot be opened.
std::unique_ptr<ArchiveSource> fileArchiveSource(const std::string &path, std::string &error);

// The largest entry decoded (bytes): a bigger one is an error, never allocated.
inline constexpr std::uint32_t kMaxArchiveEntryBytes = 64u << 20;

class ArchiveReader {
public:
    // Reads the header and the index. `name` names the archive in messages.
    bool open(std::unique_ptr<ArchiveSource> source, std::string name, std::string &error);
    bool openFile(const std::string &path, std::string &error); // name: the path

    const std::string &name() const { return m_name; }
    int mode() const { return m_mode; }
    // Whether the mode's entries can be decoded here (0 and 2; 1 and 5 are not read, 16.3).
    bool modeSupported() const { return m_mode == 0 || m_mode == 2; }
    std::span<const ArchiveEntry> entries() const { return m_entries; }
    // The entry of a path (hashed as archiveName(path)), or null.
    const ArchiveEntry *find(std::string_view path) const;
    // Decodes `entry` into `out` (its `length` bytes, checksum checked). `entryName` names it in messages.
    // On failure `out` is empty and `error` names the archive and the entry.
    bool read(const ArchiveEntry &entry, std::string_view entryName, std::vector<unsigned char> &out,
              std::string &error) const;

private:
    bool readMode2(const ArchiveEntry &e, std::vector<unsigned char> &out, std::string &why) const;
    bool readMode0(const ArchiveEntry &e, std::vector<unsigned char> &out, std::string &why) const;
    std::unique_ptr<ArchiveSource> m_source;
    std::string m_name;
    int m_mode = -1;
    std::vector<ArchiveEntry> m_entries; // sorted by (hashA, hashB), for find()
};

} // namespace floorgen
