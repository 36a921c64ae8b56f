// libFuzzer target: the game's log reader (generation.md 15.2, 15.3) on arbitrary bytes.
//
// Properties: no crash or sanitizer report; the same events whether the input comes whole or in two pieces
// cut at any point; every known message written back by messageOf parses to the same line; a closed floor
// compared with no prediction is never a match unless it has no line.

#include "floorgen/gamelog.h"
#include "fuzzcheck.h"

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

using namespace floorgen::gamelog;

namespace {

std::vector<LogEvent> readAll(std::string_view text, std::size_t cut) {
    LogReader r;
    r.feed(text.substr(0, cut));
    r.feed(text.substr(cut));
    r.finish();
    std::vector<LogEvent> out;
    LogEvent e;
    while (r.next(e))
        out.push_back(std::move(e));
    return out;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    const auto whole = readAll(text, size);
    const auto split = readAll(text, size == 0 ? 0 : data[0] % (size + 1));
    FUZZ_CHECK(whole.size() == split.size());
    for (std::size_t i = 0; i < whole.size(); ++i) {
        FUZZ_CHECK(whole[i].kind == split[i].kind && whole[i].line == split[i].line);
        FUZZ_CHECK(whole[i].floor.lines.size() == split[i].floor.lines.size());
        FUZZ_CHECK(whole[i].floor.stageSeed == split[i].floor.stageSeed);
        if (whole[i].kind == LogEvent::Kind::FloorClosed) {
            const Comparison c = compareLines(whole[i].floor, {}, false);
            FUZZ_CHECK(c.verdict != Verdict::Match || whole[i].floor.lines.empty());
        }
    }
    // Each line: a known message written back parses to the same line.
    for (std::size_t at = 0; at <= size;) {
        std::size_t nl = text.find('\n', at);
        if (nl == std::string_view::npos)
            nl = size;
        const Line l = parseLine(text.substr(at, nl - at));
        if (l.kind != LineKind::Unknown && l.kind != LineKind::RoomEntered &&
            l.kind != LineKind::CollectibleAdded && !(l.kind == LineKind::RunStart && l.flag)) {
            const Line back = parseLine(messageOf(l));
            FUZZ_CHECK(back == l);
        }
        at = nl + 1;
    }
    return 0;
}
