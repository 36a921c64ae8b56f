#pragma once

// What each trace event means, in one sentence: the step-through's caption and the decision log's rows.
// QString adapters of the core's texts (floorgen/tracetext.h), which the browser's module shows too.
// QtCore only, so the CLI can use it too.

#include "floorgen/trace.h"

#include <QString>
#include <QStringList>

namespace floorgen::app {

// "boss room", "shop", "second super secret room (Luna)", ...
QString stepDisplayName(Step step);

// A short title for the kind of event: "Candidate rejected", "Room placed", "Roll", ...
QString eventTitle(const TraceEvent &event);

// The caption of event `index`, e.g. "Candidate 2x2 at (5,4) rejected: its placed cell already has 2
// neighbours", "Dead end 3 popped for the shop", "Curse room roll failed (1 in 2, or 1 in 4 after a devil
// room)". Walks the trace up to the event (dead-end ranks need the list as it was).
// `rules`: the rule set that made the trace (repentance's captions differ: the shop level, the target that
// grows).
QString eventCaption(const Trace &trace, std::size_t index, RuleSet rules = RuleSet::AfterbirthPlus);

// What the decision log's detail (its tooltip) adds to a caption, in the engine's words; empty for most
// events. A step's end: how many values it drew from the stage RNG and from the layout RNG.
QString eventDetail(const TraceEvent &event);

// The captions of every event, in one pass.
QStringList eventCaptions(const Trace &trace, RuleSet rules = RuleSet::AfterbirthPlus);

} // namespace floorgen::app
