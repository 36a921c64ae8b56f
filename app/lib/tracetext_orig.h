#pragma once

// The captions of the original-2011 rule set's trace events (docs/original-2011.md O10). tracetext.cpp's
// eventCaption sends that rule set's events here.

#include "floorgen/trace.h"

#include <QString>

namespace floorgen::app {

// "Cell 46 skipped: it already has 2 filled neighbours", "Cell 45: 50% coin: no room", ...
QString origEventCaption(const Trace &trace, const TraceEvent &event);

} // namespace floorgen::app
