// QString adapters of the core's compare mode (floorgen/floorcompare.h, core/src/text/compare.cpp).

#include "floorcompare.h"

#include "floorgen/floorcompare.h"
#include "i18n_qt.h"

namespace floorgen::app {

QStringList compareKeys() {
    QStringList keys;
    for (const std::string &k : compare::compareKeys())
        keys << QString::fromStdString(k);
    return keys;
}

bool isCompareKey(const QString &key) {
    return compare::isCompareKey(key.toStdString());
}

QString compareKeyName(const QString &key) {
    return coreText(compare::compareKeyName(key.toStdString()));
}

bool flipSetting(const QString &key, Settings &s) {
    return compare::flipSetting(key.toStdString(), s);
}

QString compareSideWho(const QString &key, const Settings &b) {
    return coreText(compare::compareSideWho(key.toStdString(), b));
}

FloorDifference compareFloors(const Floor &a, const Floor &b, const QString &key) {
    compare::FloorDifference d = compare::compareFloors(a, b, key.toStdString());
    FloorDifference out;
    out.differingA = std::move(d.differingA);
    out.differingB = std::move(d.differingB);
    out.otherLayout = d.otherLayout;
    out.summary = coreText(d.summary);
    return out;
}

} // namespace floorgen::app
