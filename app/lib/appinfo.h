#pragma once

#include <QString>

namespace floorgen::app {

inline QString applicationName() {
    return QStringLiteral("Isaac Floor Generator");
}
inline QString applicationVersion() {
    return QStringLiteral(FLOORGEN_VERSION);
}
inline QString applicationId() {
    return QStringLiteral(FLOORGEN_APP_ID);
}
inline QString organizationName() {
    return QStringLiteral("isaac-floorgen");
}

} // namespace floorgen::app
