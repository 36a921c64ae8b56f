#pragma once

// Seed list files: the seeds the app's search panel and `isaac-floorgen-cli search --seeds` search within.

#include <atomic>
#include <cstdint>
#include <vector>

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

class QIODevice;

namespace floorgen::app {

// A seed list file: one seed a line, a seed string ("B91Y 9THH") or a number (1..4294967295); in a CSV
// line the first field; blank lines, lines starting with '#' and a first line that is a header ("seed" or
// "seed,...") are skipped. The seeds come back ascending, without repeats. False with a message naming the
// first bad line (its number and text, quoted with its control characters escaped).
bool parseSeedList(const QByteArray &data, std::vector<std::uint32_t> &seeds, QString &error);

// A line longer than this is no seed list's (a seed string, a comment and a CSV line's other fields).
inline constexpr qint64 kMaxSeedListLineBytes = 1024;

// The same, a line at a time, in memory a small multiple of the distinct seeds (4 bytes a seed): repeats
// are dropped as the list grows, never kept line by line (issue 39: 20 million lines took 1.3 GB).
class SeedListParser {
public:
    // One line, without its '\n'; false with the message of parseSeedList.
    bool add(QByteArrayView line, qint64 lineNumber, QString &error);
    // The seeds, ascending, without repeats; the parser is empty afterwards.
    std::vector<std::uint32_t> take();

private:
    void push(std::uint32_t seed);
    void compact();
    std::vector<std::uint32_t> m_seeds;
    std::size_t m_compacted = 0; // the size after the last compact()
    bool m_sawContent = false;   // a line that is neither blank nor a comment came (the header is the first)
};

// Reads a seed list of at most `maxBytes` from `device` (a file, a pipe, standard input) and parses it; false
// with a message ("cannot read", "is larger than", a line longer than kMaxSeedListLineBytes, or
// parseSeedList's) that names `name`. With `cancel` (the CLI's interrupt flag), a signal stops the reading at
// once: false with `error` empty.
bool readSeedList(QIODevice &device, const QString &name, qint64 maxBytes, std::vector<std::uint32_t> &seeds,
                  QString &error, const std::atomic<bool> *cancel = nullptr);

} // namespace floorgen::app
