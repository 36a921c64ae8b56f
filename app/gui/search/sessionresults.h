#pragma once

// A search session's "results", read and written as the file streams (issue 39): a session of a million
// results never holds them as JSON values (16 bytes each in a QJsonArray, besides the file's ~20 bytes of
// text a seed) but only as seeds, 4 bytes each. The rest of the session, small, goes through QJsonDocument
// as before.

#include <cstdint>
#include <span>
#include <vector>

#include <QByteArray>
#include <QString>

class QIODevice;
class QJsonObject;

namespace floorgen::gui {

// Reads a session's JSON from `device` to its end: the seeds of the top-level "results" array go to
// `seeds` (in file order) and every other byte to `rest`, the array left empty there ("results": []).
// False when that array is not a plain list of integers 1..4294967295 written as digits, when such a key
// comes twice or is written with escapes, or when reading fails: the caller reads the whole file as JSON
// then (its checks give the messages). Anything that is not that array, valid JSON or not, is copied.
bool splitSessionResults(QIODevice &device, QByteArray &rest, std::vector<std::uint32_t> &seeds);

// Writes `session` as QJsonDocument::Indented text to `device`, with `seeds` as its top-level "results"
// array: byte for byte what QJsonDocument writes with the seeds in the object, the array written a block
// at a time. `session` must hold "results" as an empty array.
bool writeSessionWithResults(QIODevice &device, const QJsonObject &session,
                             std::span<const std::uint32_t> seeds, QString &error);

} // namespace floorgen::gui
