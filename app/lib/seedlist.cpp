#include "seedlist.h"

#include "floorgen/seedstring.h"

#include <algorithm>

#include <QCoreApplication>
#include <QIODevice>
#include <QList>

namespace floorgen::app {

bool parseSeedList(const QByteArray &data, std::vector<std::uint32_t> &seeds, QString &error) {
    seeds.clear();
    const QList<QByteArray> lines = data.split('\n');
    for (qsizetype n = 0; n < lines.size(); ++n) {
        QString line = QString::fromUtf8(lines[n]).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const qsizetype comma = line.indexOf(QLatin1Char(','));
        if (comma >= 0)
            line = line.left(comma).trimmed();
        if (line.startsWith(QLatin1Char('"')) && line.endsWith(QLatin1Char('"')) && line.size() >= 2)
            line = line.mid(1, line.size() - 2).trimmed();
        bool ok = false;
        const qlonglong v = line.toLongLong(&ok);
        if (ok && v >= 1 && v <= 0xFFFFFFFFll) {
            seeds.push_back(static_cast<std::uint32_t>(v));
            continue;
        }
        if (!ok)
            if (const auto seed = parseSeedString(line.toStdString())) {
                seeds.push_back(*seed);
                continue;
            }
        // A CSV's header line.
        if (seeds.empty() && comma >= 0 && line.compare(QStringLiteral("seed"), Qt::CaseInsensitive) == 0)
            continue;
        error = QCoreApplication::translate("floorgen::gui::SearchPanel",
                                            "line %1: \"%2\" is not a seed string or a number from 1 to "
                                            "4294967295")
                    .arg(n + 1)
                    .arg(line.left(40));
        seeds.clear();
        return false;
    }
    std::sort(seeds.begin(), seeds.end());
    seeds.erase(std::unique(seeds.begin(), seeds.end()), seeds.end());
    return true;
}

bool readSeedList(QIODevice &device, const QString &name, qint64 maxBytes, std::vector<std::uint32_t> &seeds,
                  QString &error) {
    seeds.clear();
    // One byte more than allowed tells a file that is too large (or endless, as /dev/zero) from one that
    // fits.
    QByteArray data;
    QByteArray chunk(1 << 16, Qt::Uninitialized);
    while (data.size() <= maxBytes) {
        const qint64 n =
            device.read(chunk.data(), std::min<qint64>(chunk.size(), maxBytes + 1 - data.size()));
        if (n < 0) {
            error = QStringLiteral("cannot read %1: %2").arg(name, device.errorString());
            return false;
        }
        if (n == 0 && !device.waitForReadyRead(-1))
            break;
        data.append(chunk.constData(), n);
    }
    if (data.size() > maxBytes) {
        error = QStringLiteral("%1 is larger than %2 bytes").arg(name).arg(maxBytes);
        return false;
    }
    if (!parseSeedList(data, seeds, error)) {
        error = QStringLiteral("%1: %2").arg(name, error);
        return false;
    }
    return true;
}

} // namespace floorgen::app
