// QString adapters of the core's captions (floorgen/tracetext.h, core/src/text/tracetext.cpp), translated
// through Qt (i18n_qt.h).

#include "tracetext.h"

#include "floorgen/tracetext.h"
#include "i18n_qt.h"

namespace floorgen::app {

QString stepDisplayName(Step step) {
    return coreText(i18n::stepDisplayName(step));
}

QString eventTitle(const TraceEvent &event) {
    return coreText(i18n::eventTitle(event));
}

QString eventCaption(const Trace &trace, std::size_t index, RuleSet rules) {
    return coreText(i18n::eventCaption(trace, index, rules));
}

QString eventDetail(const TraceEvent &event) {
    return coreText(i18n::eventDetail(event));
}

QStringList eventCaptions(const Trace &trace, RuleSet rules) {
    QStringList out;
    const std::vector<std::string> captions = i18n::eventCaptions(trace, rules);
    out.reserve(static_cast<qsizetype>(captions.size()));
    for (const std::string &c : captions)
        out << coreText(c);
    return out;
}

} // namespace floorgen::app
