#pragma once

// What each trace event means, in one sentence: the step-through's caption and the decision log's rows,
// written from the event's fields (generation.md section 11), translated through floorgen/i18n.h's hook.
// The app's app/lib/tracetext.h and the browser's module (web/src/module_text.cpp) show these.

#include "floorgen/trace.h"
#include "floorgen/types.h"

#include <string>
#include <vector>

namespace floorgen::i18n {

// "boss room", "shop", "second super secret room (Luna)", ...
std::string stepDisplayName(Step step);

// A short title for the kind of event: "Candidate rejected", "Room placed", "Roll", ...
std::string eventTitle(const TraceEvent &event);

// The caption of event `index`, e.g. "Candidate 2x2 at (5,4) rejected: its placed cell already has 2
// neighbours", "Dead end 3 popped for the shop", "Curse room roll failed (1 in 2, or 1 in 4 after a devil
// room)". Walks the trace up to the event (dead-end ranks need the list as it was).
// `rules`: the rule set that made the trace (repentance's captions differ: the shop level, the target that
// grows; original-2011's events have their own).
std::string eventCaption(const Trace &trace, std::size_t index, RuleSet rules = RuleSet::AfterbirthPlus);

// What the decision log's detail (its tooltip) adds to a caption, in the engine's words; empty for most
// events. A step's end: how many values it drew from the stage RNG and from the layout RNG.
std::string eventDetail(const TraceEvent &event);

// The captions of every event, in one pass.
std::vector<std::string> eventCaptions(const Trace &trace, RuleSet rules = RuleSet::AfterbirthPlus);

} // namespace floorgen::i18n
