// Open Game Log's words (floorgen/textnames.h trLogVerdict, trLogSummary): the app's Game Log window and the
// page's saved log say them through the same code, in the language of the translation hook.

#include "floorgen/i18n.h"
#include "floorgen/textnames.h"

#include <algorithm>
#include <limits>

namespace floorgen::i18n {

// (The context is the app's Game Log window's, where these texts were first: written out at each call, since
// lupdate reads only literal contexts.)
namespace {

int count(std::uint64_t n) {
    return static_cast<int>(std::min<std::uint64_t>(n, std::numeric_limits<int>::max()));
}

} // namespace

std::string trLogVerdict(gamelog::Verdict verdict) {
    switch (verdict) {
    case gamelog::Verdict::Match:
        return translate("floorgen::gui::GameLogTable", "Matches");
    case gamelog::Verdict::MatchUntilPlacement:
        return translate("floorgen::gui::GameLogTable", "Matches up to the special rooms");
    case gamelog::Verdict::Differs:
        return translate("floorgen::gui::GameLogTable", "Differs");
    case gamelog::Verdict::Incomplete:
        return translate("floorgen::gui::GameLogTable", "Incomplete");
    case gamelog::Verdict::NotGenerated:
        return translate("floorgen::gui::GameLogTable", "Not generated here");
    }
    return {};
}

std::string trLogSummary(const LogCounts &n, std::string_view fileName, bool finished) {
    if (finished && n.floors == 0)
        return Text(translate("floorgen::gui::GameLogTable", "No floor in %1: is it the game's log.txt?"))
            .arg(fileName)
            .str();
    Text text = Text(translate("floorgen::gui::GameLogTable", "%n floor(s) in %1", nullptr, count(n.floors)))
                    .arg(fileName);
    TextList parts;
    for (std::size_t v = 0; v < n.verdicts.size(); ++v)
        if (n.verdicts[v] > 0)
            parts << Text(translate("floorgen::gui::GameLogTable", "%1: %2", "verdict: floors"))
                         .arg(Text(trLogVerdict(static_cast<gamelog::Verdict>(v))),
                              Text(std::to_string(n.verdicts[v])));
    if (n.continued > 0)
        parts << Text(translate("floorgen::gui::GameLogTable",
                                "%n run(s) continued (their first floor not in the log)", nullptr,
                                count(n.continued)));
    if (n.unreadable > 0)
        parts << Text(translate("floorgen::gui::GameLogTable", "%n line(s) cannot be read", nullptr,
                                count(n.unreadable)));
    if (!parts.isEmpty())
        text += Text(" — ") + parts.join(", ");
    if (n.floors + n.continued + n.unreadable > n.listed)
        text += Text(" ") +
                Text(translate("floorgen::gui::GameLogTable",
                               "(the first %1 are listed; the command line's check-log checks them all)"))
                    .arg(std::to_string(n.listed));
    return text.str();
}

} // namespace floorgen::i18n
