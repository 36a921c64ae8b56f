#pragma once

// QJsonDocument keeps the last of two equal keys of an object without a word: `{"stage":2,"stage":1}` is
// stage
// 1. A settings line with a key given twice is a mistake the user should hear of (issue 39).

#include <QByteArray>
#include <QString>

namespace floorgen::app {

// The first key that an object of the JSON text `json` gives twice (at any depth), decoded; null when none
// is. Meant for text QJsonDocument has parsed: a malformed text gives no answer worth trusting.
QString repeatedJsonKey(const QByteArray &json);

} // namespace floorgen::app
