// The WebAssembly build's raw-deflate inflater (floorgen/inflate.h): the page's JavaScript inflater, fflate's
// inflateSync (npm, pinned in web/package-lock.json), which web/floorgen.mjs hands the module as
// Module.floorgenInflateRaw. Emscripten's own zlib port is not used: it is downloaded at build time.

#include "floorgen/inflate.h"

#include <cstdint>
#include <emscripten.h>

// Returns 0 stream end, 1 output full, 2 input short, 3 invalid (message in msg, at most msgCap bytes);
// *produced: the bytes written to out.
// clang-format off
EM_JS(int, floorgen_inflate_raw, (const unsigned char *source, int sourceLength, unsigned char *target,
                                  int targetCapacity, std::uint32_t *produced, char *msg, int msgCap), {
    return Module["floorgenInflateRaw"](source, sourceLength, target, targetCapacity, produced, msg, msgCap);
});
// clang-format on

namespace floorgen {

namespace {

class JsInflater final : public RawInflater {
public:
    InflateResult inflate(std::span<const unsigned char> in, std::span<unsigned char> out) override {
        InflateResult r;
        std::uint32_t produced = 0;
        char message[256] = {};
        const int end =
            floorgen_inflate_raw(in.data(), static_cast<int>(in.size()), out.data(),
                                 static_cast<int>(out.size()), &produced, message, sizeof message);
        r.produced = produced;
        switch (end) {
        case 0:
            r.end = InflateResult::End::Stream;
            break;
        case 1:
            r.end = InflateResult::End::Full;
            break;
        case 2:
            r.end = InflateResult::End::Short;
            break;
        default:
            r.end = InflateResult::End::Invalid;
            r.message = message;
        }
        return r;
    }
};

} // namespace

std::unique_ptr<RawInflater> makeRawInflater(std::string &) {
    return std::make_unique<JsInflater>();
}

} // namespace floorgen
