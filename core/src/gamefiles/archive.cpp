// The game's packed archives (generation.md 16.3): ISAAC, the name hashes, the checksum, the reader of modes
// 0 and 2. Inflate (raw deflate streams, one per block) comes from inflate.h: the system's zlib natively.

#include "floorgen/gamearchive.h"
#include "floorgen/inflate.h"

#include <algorithm>
#include <cstring>
#include <filesystem>

namespace floorgen {

// ---- ISAAC, from Bob Jenkins' description (readable.c: isaac() and randinit(TRUE)) ----

namespace {

inline void isaacMix(std::uint32_t &a, std::uint32_t &b, std::uint32_t &c, std::uint32_t &d, std::uint32_t &e,
                     std::uint32_t &f, std::uint32_t &g, std::uint32_t &h) {
    a ^= b << 11;
    d += a;
    b += c;
    b ^= c >> 2;
    e += b;
    c += d;
    c ^= d << 8;
    f += c;
    d += e;
    d ^= e >> 16;
    g += d;
    e += f;
    e ^= f << 10;
    h += e;
    f += g;
    f ^= g >> 4;
    a += f;
    g += h;
    g ^= h << 8;
    b += g;
    h += a;
    h ^= a >> 9;
    c += h;
    a += b;
}

} // namespace

Isaac::Isaac(const std::array<std::uint32_t, 256> &seed) {
    std::uint32_t v[8];
    std::fill(std::begin(v), std::end(v), 0x9e3779b9u); // the golden ratio
    for (int i = 0; i < 4; ++i)
        isaacMix(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7]);
    // Two passes: the seed, then the memory the first pass wrote (randinit's flag TRUE).
    for (int pass = 0; pass < 2; ++pass)
        for (std::size_t i = 0; i < 256; i += 8) {
            const std::uint32_t *from = pass == 0 ? &seed[i] : &m_memory[i];
            for (std::size_t k = 0; k < 8; ++k)
                v[k] += from[k];
            isaacMix(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7]);
            for (std::size_t k = 0; k < 8; ++k)
                m_memory[i + k] = v[k];
        }
    generate(); // randinit fills in the first set of results
}

void Isaac::generate() {
    m_c += 1;
    m_b += m_c;
    for (std::size_t i = 0; i < 256; ++i) {
        const std::uint32_t x = m_memory[i];
        switch (i & 3) {
        case 0:
            m_a ^= m_a << 13;
            break;
        case 1:
            m_a ^= m_a >> 6;
            break;
        case 2:
            m_a ^= m_a << 2;
            break;
        default:
            m_a ^= m_a >> 16;
            break;
        }
        m_a += m_memory[(i + 128) & 255];
        const std::uint32_t y = m_memory[(x >> 2) & 255] + m_a + m_b;
        m_memory[i] = y;
        m_b = m_memory[(y >> 10) & 255] + x;
        m_results[i] = m_b;
    }
    m_index = 0;
}

std::array<std::uint32_t, 256> archiveKeySeed(std::uint32_t hashB) {
    std::uint64_t x = hashB;
    x = (x << 32) | ((x ^ ((x ^ (x << 15)) << 8) ^ (x >> 9)) & 0xFFFFFFFFu);
    std::array<std::uint32_t, 256> seed{};
    for (std::uint32_t &s : seed) {
        const auto part = static_cast<std::uint32_t>((x >> 27) ^ (x >> 45));
        const unsigned r = static_cast<unsigned>(x >> 59);
        s = r == 0 ? part : (part >> r) | (part << (32 - r));
        x = x * 6364136223846793005ull + 127u;
    }
    return seed;
}

// ---- names, checksum ----

std::string archiveName(std::string_view path) {
    std::string s(path);
    for (char &c : s) {
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
        else if (c == '\\')
            c = '/';
    }
    return s;
}

std::uint32_t archiveHashA(std::string_view name) {
    std::uint32_t h = 5381;
    for (const char c : name)
        h = h * 33u + static_cast<unsigned char>(c);
    return h;
}

std::uint32_t archiveHashB(std::string_view name) {
    std::uint32_t h = 0x5BB2220Eu;
    for (const char c : name)
        h = (h ^ static_cast<unsigned char>(c)) * 0x01000193u;
    return h;
}

void ArchiveChecksum::chunk(std::size_t length) {
    for (std::size_t i = 0; i < length; i += 4) {
        const std::uint32_t w = static_cast<std::uint32_t>(m_buffer[i]) |
                                static_cast<std::uint32_t>(m_buffer[i + 1]) << 8 |
                                static_cast<std::uint32_t>(m_buffer[i + 2]) << 16 |
                                static_cast<std::uint32_t>(m_buffer[i + 3]) << 24;
        m_h = (m_h >> 1) + w + (m_h << 31);
    }
}

void ArchiveChecksum::add(std::span<const unsigned char> bytes) {
    while (!bytes.empty()) {
        const std::size_t n = std::min(bytes.size(), m_buffer.size() - m_fill);
        std::memcpy(m_buffer.data() + m_fill, bytes.data(), n);
        m_fill += n;
        bytes = bytes.subspan(n);
        if (m_fill == m_buffer.size()) {
            chunk(m_fill);
            m_fill = 0;
        }
    }
}

std::uint32_t ArchiveChecksum::finish() {
    if (m_fill > 0) // the last chunk's words past its end keep the previous chunk's bytes
        chunk(m_fill);
    m_fill = 0;
    return m_h;
}

std::uint32_t archiveChecksum(std::span<const unsigned char> file) {
    ArchiveChecksum c;
    c.add(file);
    return c.finish();
}

// ---- sources ----

namespace {

class MemorySource final : public ArchiveSource {
public:
    explicit MemorySource(std::span<const unsigned char> bytes)
        : m_bytes(bytes) {}
    std::uint64_t size() const override { return m_bytes.size(); }
    std::size_t read(std::uint64_t offset, std::span<unsigned char> out) override {
        if (offset >= m_bytes.size())
            return 0;
        const std::size_t n = std::min<std::uint64_t>(out.size(), m_bytes.size() - offset);
        if (n > 0) // (an empty span's data may be null)
            std::memcpy(out.data(), m_bytes.data() + offset, n);
        return n;
    }

private:
    std::span<const unsigned char> m_bytes;
};

// A file read through a 64 KiB window: an entry's blocks are read in order, so most reads are copies.
class FileSource final : public ArchiveSource {
public:
    FileSource(std::FILE *f, std::uint64_t size)
        : m_file(f)
        , m_size(size) {}
    ~FileSource() override { std::fclose(m_file); }
    std::uint64_t size() const override { return m_size; }
    bool failed() const override { return m_failed; }
    std::size_t read(std::uint64_t offset, std::span<unsigned char> out) override {
        std::size_t done = 0;
        while (done < out.size() && offset + done < m_size) {
            const std::uint64_t at = offset + done;
            if (at < m_windowStart || at >= m_windowStart + m_windowFill) {
                if (!fill(at))
                    break;
            }
            const std::size_t inWindow = static_cast<std::size_t>(m_windowStart + m_windowFill - at);
            const std::size_t n = std::min(out.size() - done, inWindow);
            std::memcpy(out.data() + done, m_window.data() + (at - m_windowStart), n);
            done += n;
        }
        return done;
    }

private:
    bool fill(std::uint64_t at) {
        m_windowStart = at;
        m_windowFill = 0;
        if (std::fseek(m_file, static_cast<long>(at), SEEK_SET) != 0) {
            m_failed = true;
            return false;
        }
        m_windowFill = std::fread(m_window.data(), 1, m_window.size(), m_file);
        if (m_windowFill == 0) {
            m_failed = true;
            return false;
        }
        return true;
    }
    std::FILE *m_file;
    std::uint64_t m_size;
    std::array<unsigned char, 1u << 16> m_window{};
    std::uint64_t m_windowStart = 0;
    std::size_t m_windowFill = 0;
    bool m_failed = false;
};

std::uint32_t le32(const unsigned char *p) {
    return static_cast<std::uint32_t>(p[0]) | static_cast<std::uint32_t>(p[1]) << 8 |
           static_cast<std::uint32_t>(p[2]) << 16 | static_cast<std::uint32_t>(p[3]) << 24;
}

} // namespace

std::unique_ptr<ArchiveSource> memoryArchiveSource(std::span<const unsigned char> bytes) {
    return std::make_unique<MemorySource>(bytes);
}

std::unique_ptr<ArchiveSource> fileArchiveSource(const std::string &path, std::string &error) {
    namespace fs = std::filesystem;
    std::error_code ec;
    const auto status = fs::status(path, ec);
    if (ec || !fs::exists(status)) {
        error = path + ": no such file";
        return nullptr;
    }
    if (!fs::is_regular_file(status)) {
        error = path + ": not a regular file";
        return nullptr;
    }
    const auto size = fs::file_size(path, ec);
    std::FILE *f = ec ? nullptr : std::fopen(path.c_str(), "rb"); // read only: never written
    if (!f) {
        error = path + ": cannot read it";
        return nullptr;
    }
    return std::make_unique<FileSource>(f, size);
}

// ---- the reader ----

bool ArchiveReader::openFile(const std::string &path, std::string &error) {
    auto source = fileArchiveSource(path, error);
    return source && open(std::move(source), path, error);
}

bool ArchiveReader::open(std::unique_ptr<ArchiveSource> source, std::string name, std::string &error) {
    m_source.reset();
    m_entries.clear();
    m_mode = -1;
    m_name = std::move(name);
    unsigned char header[14];
    if (source->read(0, header) != sizeof header) {
        error = m_name + ": " + (source->failed() ? "cannot read it" : "too short for an archive's header");
        return false;
    }
    if (std::memcmp(header, "ARCH000", 7) != 0) {
        error = m_name + ": not a game archive (no ARCH000 header)";
        return false;
    }
    const int mode = header[7];
    const std::uint32_t indexOffset = le32(header + 8);
    const unsigned count = header[12] | static_cast<unsigned>(header[13]) << 8;
    const std::uint64_t indexEnd = static_cast<std::uint64_t>(indexOffset) + 20ull * count;
    if (indexOffset < sizeof header || indexEnd > source->size()) {
        error = m_name + ": the index (" + std::to_string(count) + " entries at byte " +
                std::to_string(indexOffset) + ") does not fit in the archive's " +
                std::to_string(source->size()) + " bytes";
        return false;
    }
    std::vector<unsigned char> index(20u * count);
    if (source->read(indexOffset, index) != index.size()) {
        error = m_name + ": cannot read its index";
        return false;
    }
    std::vector<ArchiveEntry> entries(count);
    for (unsigned i = 0; i < count; ++i) {
        const unsigned char *p = index.data() + 20u * i;
        entries[i] = ArchiveEntry{le32(p), le32(p + 4), le32(p + 8), le32(p + 12), le32(p + 16)};
    }
    std::stable_sort(entries.begin(), entries.end(), [](const ArchiveEntry &a, const ArchiveEntry &b) {
        return a.hashA != b.hashA ? a.hashA < b.hashA : a.hashB < b.hashB;
    });
    m_entries = std::move(entries);
    m_mode = mode;
    m_source = std::move(source);
    return true;
}

const ArchiveEntry *ArchiveReader::find(std::string_view path) const {
    const std::string n = archiveName(path);
    const std::uint32_t a = archiveHashA(n), b = archiveHashB(n);
    const auto it =
        std::lower_bound(m_entries.begin(), m_entries.end(), std::pair(a, b),
                         [](const ArchiveEntry &e, const std::pair<std::uint32_t, std::uint32_t> &k) {
                             return e.hashA != k.first ? e.hashA < k.first : e.hashB < k.second;
                         });
    return it != m_entries.end() && it->hashA == a && it->hashB == b ? &*it : nullptr;
}

bool ArchiveReader::read(const ArchiveEntry &e, std::string_view entryName, std::vector<unsigned char> &out,
                         std::string &error) const {
    out.clear();
    const auto fail = [&](const std::string &why) {
        out.clear();
        out.shrink_to_fit();
        error = m_name + ": " + std::string(entryName) + ": " + why;
        return false;
    };
    if (!m_source)
        return fail("the archive is not open");
    if (!modeSupported())
        return fail("archive mode " + std::to_string(m_mode) + " is not read (only modes 0 and 2)");
    const std::uint64_t size = m_source->size();
    if (e.length > kMaxArchiveEntryBytes)
        return fail(std::to_string(e.length) + " bytes, more than a file read here can be (" +
                    std::to_string(kMaxArchiveEntryBytes >> 20) + " MiB)");
    if (e.offset >= size && e.length > 0)
        return fail("its data offset " + std::to_string(e.offset) + " is past the archive's end (" +
                    std::to_string(size) + " bytes)");
    // What the data needs at least, before anything is allocated: mode 0 the length itself, mode 2 a block
    // header and a byte for every 1,024 bytes of the file.
    const std::uint64_t needed =
        m_mode == 0 ? e.length : (static_cast<std::uint64_t>(e.length) + 1023) / 1024 * 5;
    if (static_cast<std::uint64_t>(e.offset) + needed > size)
        return fail("its data (" + std::to_string(e.length) + " bytes at byte " + std::to_string(e.offset) +
                    ") runs past the archive's end (" + std::to_string(size) + " bytes)");
    std::string why;
    if (!(m_mode == 0 ? readMode0(e, out, why) : readMode2(e, out, why)))
        return fail(why);
    if (m_source->failed())
        return fail("cannot read the archive");
    const std::uint32_t sum = archiveChecksum(out);
    if (sum != e.checksum) {
        char text[64];
        std::snprintf(text, sizeof text, "checksum %08x, the index says %08x", sum, e.checksum);
        return fail(text);
    }
    return true;
}

bool ArchiveReader::readMode2(const ArchiveEntry &e, std::vector<unsigned char> &out,
                              std::string &why) const {
    out.resize(e.length);
    const std::unique_ptr<RawInflater> inflater = makeRawInflater(why);
    if (!inflater)
        return false;
    std::unique_ptr<Isaac> key; // from the first stored block on
    std::array<unsigned char, 0x800> block;
    constexpr std::size_t kInflateSlack = 512;
    std::array<unsigned char, 1024 + kInflateSlack> scratch;
    std::uint64_t at = e.offset;
    std::size_t produced = 0;
    for (std::size_t index = 0;; ++index) {
        unsigned char head[4];
        if (m_source->read(at, head) != 4)
            return why = "truncated: block " + std::to_string(index) + "'s header at byte " +
                         std::to_string(at) + " is past the archive's end",
                   false;
        const std::uint32_t h = le32(head);
        const bool last = (h >> 31) != 0;
        const std::size_t length = h & 0x7FFFFFFFu;
        if (length > block.size())
            return why = "block " + std::to_string(index) + " at byte " + std::to_string(at) + " is " +
                         std::to_string(length) + " bytes long, more than 2048",
                   false;
        if (m_source->read(at + 4, std::span(block.data(), length)) != length)
            return why = "truncated: block " + std::to_string(index) + " at byte " + std::to_string(at) +
                         " runs past the archive's end",
                   false;
        at += 4 + length;
        const std::size_t remaining = e.length - produced;
        if (!key && !last && length == 1024)
            key = std::make_unique<Isaac>(archiveKeySeed(e.hashB));
        if (key) {
            if (length > remaining)
                return why = "block " + std::to_string(index) + " holds more than the " +
                             std::to_string(e.length) + " bytes the index gives",
                       false;
            std::uint32_t w = 0;
            unsigned char *to = out.data() + produced;
            for (std::size_t o = 0; o < length; ++o) {
                w = (o & 3) == 0 ? key->next() : w >> 8;
                to[o] = static_cast<unsigned char>(block[o] ^ (w & 0xFF));
            }
            produced += length;
        } else {
            const std::size_t want = std::min<std::size_t>(remaining, 1024);
            // Room past the block's 1,024 bytes keeps zlib on its fast path to the block's end (it leaves it
            // when fewer than 258 bytes of output are left): the rest of the file, or a scratch buffer at its
            // end. A block that inflates to more is an error whatever it wrote there.
            const bool roomAfter = remaining - want >= kInflateSlack;
            const std::span<unsigned char> to = roomAfter ? std::span(out.data() + produced, remaining)
                                                          : std::span(scratch.data(), want + kInflateSlack);
            const InflateResult r = inflater->inflate(std::span(block.data(), length), to);
            const bool ended = r.end == InflateResult::End::Stream;
            if (!roomAfter && ended && r.produced == want && want > 0)
                std::memcpy(out.data() + produced, scratch.data(), want);
            if (!ended || r.produced != want) {
                std::string what;
                if (ended)
                    what =
                        " inflates to " + std::to_string(r.produced) + " bytes, not " + std::to_string(want);
                else if (r.produced > want || r.end == InflateResult::End::Full)
                    what = " inflates to more than " + std::to_string(want) + " bytes";
                else if (r.end == InflateResult::End::Short)
                    what = "'s deflate stream ends early";
                else
                    what = " does not inflate: " + r.message;
                return why = "block " + std::to_string(index) + " at byte " +
                             std::to_string(at - 4 - length) + what,
                       false;
            }
            produced += want;
        }
        if (last)
            break;
        if (at >= m_source->size())
            return why = "truncated: the data ends after block " + std::to_string(index) +
                         " without its last block",
                   false;
    }
    if (produced != e.length)
        return why = "decodes to " + std::to_string(produced) + " bytes, the index says " +
                     std::to_string(e.length),
               false;
    return true;
}

bool ArchiveReader::readMode0(const ArchiveEntry &e, std::vector<unsigned char> &out,
                              std::string &why) const {
    // The length rounded up to whole 4-byte groups; bytes past the archive's end read as zeros.
    const std::size_t rounded = (static_cast<std::size_t>(e.length) + 3) & ~std::size_t(3);
    out.assign(rounded, 0);
    if (m_source->read(e.offset, std::span(out.data(), rounded)) < e.length)
        return why = "truncated: its data runs past the archive's end", false;
    std::uint32_t k = (e.hashB ^ 0xF9524287u) | 1u;
    for (std::size_t i = 0; i < rounded; i += 4) {
        unsigned char *g = out.data() + i;
        for (int b = 0; b < 4; ++b)
            g[b] = static_cast<unsigned char>(g[b] ^ (k >> (8 * b)));
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
        const std::uint32_t t = k ^ (k << 8);
        k = k ^ (t >> 9) ^ (k << 8) ^ (((t >> 9) ^ k ^ (k << 8)) << 23);
    }
    out.resize(e.length);
    return true;
}

} // namespace floorgen
