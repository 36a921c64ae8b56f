#pragma once

// Seed list files: the seeds the app's search panel and `isaac-floorgen-cli search --seeds` search within.

#include <cstdint>
#include <vector>

#include <QByteArray>
#include <QString>

class QIODevice;

namespace floorgen::app {

// A seed list file: one seed a line, a seed string ("B91Y 9THH") or a number (1..4294967295); in a CSV
// line the first field; blank lines, lines starting with '#' and a first line that is a header ("seed,...")
// are skipped. The seeds come back ascending, without repeats. False with a message naming the first bad
// line (its number and text).
bool parseSeedList(const QByteArray &data, std::vector<std::uint32_t> &seeds, QString &error);

// Reads a seed list of at most `maxBytes` from `device` (a file, a pipe, standard input) and parses it; false
// with a message ("cannot read", "is larger than", or parseSeedList's) that names `name`.
bool readSeedList(QIODevice &device, const QString &name, qint64 maxBytes, std::vector<std::uint32_t> &seeds,
                  QString &error);

} // namespace floorgen::app
