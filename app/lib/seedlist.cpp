#include "seedlist.h"

#include "floorgen/seedstring.h"
#include "inputreader.h"
#include "textutil.h"

#include <algorithm>

#include <QCoreApplication>
#include <QIODevice>

namespace floorgen::app {

namespace {

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

QByteArrayView trimmed(QByteArrayView v) {
    while (!v.isEmpty() && isSpace(v.front()))
        v = v.sliced(1);
    while (!v.isEmpty() && isSpace(v.back()))
        v.chop(1);
    return v;
}

// A number of 1 to 10 digits from 1 to 4294967295, read without a QString (the common line of a long list).
bool plainNumber(QByteArrayView v, std::uint32_t &seed) {
    if (v.isEmpty() || v.size() > 10)
        return false;
    std::uint64_t n = 0;
    for (char c : v) {
        if (c < '0' || c > '9')
            return false;
        n = n * 10 + static_cast<std::uint64_t>(c - '0');
    }
    if (n < 1 || n > 0xFFFFFFFFull)
        return false;
    seed = static_cast<std::uint32_t>(n);
    return true;
}

} // namespace

bool SeedListParser::add(QByteArrayView raw, qint64 lineNumber, QString &error) {
    const QByteArrayView bytes = trimmed(raw);
    std::uint32_t seed = 0;
    if (plainNumber(bytes, seed)) {
        m_sawContent = true;
        push(seed);
        return true;
    }
    QString line = QString::fromUtf8(bytes).trimmed();
    if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
        return true;
    const bool first = !m_sawContent;
    m_sawContent = true;
    const qsizetype comma = line.indexOf(QLatin1Char(','));
    if (comma >= 0)
        line = line.left(comma).trimmed();
    if (line.startsWith(QLatin1Char('"')) && line.endsWith(QLatin1Char('"')) && line.size() >= 2)
        line = line.mid(1, line.size() - 2).trimmed();
    bool ok = false;
    const qlonglong v = line.toLongLong(&ok);
    if (ok && v >= 1 && v <= 0xFFFFFFFFll) {
        push(static_cast<std::uint32_t>(v));
        return true;
    }
    if (!ok)
        if (const auto parsed = parseSeedString(line.toStdString())) {
            push(*parsed);
            return true;
        }
    // A header line: "seed" alone or a CSV's first field.
    if (first && line.compare(QStringLiteral("seed"), Qt::CaseInsensitive) == 0)
        return true;
    error = QCoreApplication::translate("floorgen::gui::SearchPanel",
                                        "line %1: %2 is not a seed string or a number from 1 to 4294967295")
                .arg(lineNumber)
                .arg(quotedValue(line, 40));
    return false;
}

void SeedListParser::push(std::uint32_t seed) {
    m_seeds.push_back(seed);
    // Repeats go once the list has doubled since the last time: sorting stays O(n log n) in all.
    if (m_seeds.size() >= std::max<std::size_t>(2 * m_compacted, std::size_t{1} << 20))
        compact();
}

void SeedListParser::compact() {
    std::sort(m_seeds.begin(), m_seeds.end());
    m_seeds.erase(std::unique(m_seeds.begin(), m_seeds.end()), m_seeds.end());
    m_compacted = m_seeds.size();
}

std::vector<std::uint32_t> SeedListParser::take() {
    compact();
    std::vector<std::uint32_t> seeds;
    seeds.swap(m_seeds);
    if (seeds.capacity() > seeds.size() + seeds.size() / 4)
        seeds.shrink_to_fit();
    m_compacted = 0;
    m_sawContent = false;
    return seeds;
}

bool parseSeedList(const QByteArray &data, std::vector<std::uint32_t> &seeds, QString &error) {
    seeds.clear();
    SeedListParser parser;
    qint64 lineNumber = 0;
    for (qsizetype at = 0; at <= data.size();) {
        qsizetype nl = data.indexOf('\n', at);
        if (nl < 0)
            nl = data.size();
        ++lineNumber;
        if (!parser.add(QByteArrayView(data).sliced(at, nl - at), lineNumber, error))
            return false;
        at = nl + 1;
    }
    seeds = parser.take();
    return true;
}

bool readSeedList(QIODevice &device, const QString &name, qint64 maxBytes, std::vector<std::uint32_t> &seeds,
                  QString &error, const std::atomic<bool> *cancel) {
    seeds.clear();
    error.clear();
    LineReader reader(device, cancel);
    SeedListParser parser;
    QByteArray line;
    while (true) {
        const LineReader::Result r = reader.next(line, kMaxSeedListLineBytes);
        if (r == LineReader::Result::End)
            break;
        if (r == LineReader::Result::Cancelled)
            return false;
        if (r == LineReader::Result::Error) {
            error = QStringLiteral("cannot read %1: %2").arg(name, reader.errorString());
            return false;
        }
        if (r == LineReader::Result::TooLong) {
            // (/dev/zero ends here, after a kilobyte.)
            error = QStringLiteral("%1: line %2 is longer than %3 bytes; a line holds one seed")
                        .arg(name)
                        .arg(reader.lineNumber())
                        .arg(kMaxSeedListLineBytes);
            return false;
        }
        if (reader.bytesRead() > maxBytes) {
            error = QStringLiteral("%1 is larger than %2 bytes").arg(name).arg(maxBytes);
            return false;
        }
        if (!parser.add(line, reader.lineNumber(), error)) {
            error = QStringLiteral("%1: %2").arg(name, error);
            return false;
        }
    }
    if (reader.bytesRead() > maxBytes) {
        error = QStringLiteral("%1 is larger than %2 bytes").arg(name).arg(maxBytes);
        return false;
    }
    seeds = parser.take();
    return true;
}

} // namespace floorgen::app
