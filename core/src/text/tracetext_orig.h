#pragma once

// The captions of the original-2011 rule set's trace events (docs/original-2011.md O10). tracetext.cpp's
// captions send that rule set's events here.

#include "floorgen/i18n.h"
#include "floorgen/trace.h"

namespace floorgen::i18n::captions {

// "Cell 46 skipped: it already has 2 filled neighbours", "Cell 45: 50% coin: no room", ...
Text origEventCaption(const Trace &trace, const TraceEvent &event);

} // namespace floorgen::i18n::captions
