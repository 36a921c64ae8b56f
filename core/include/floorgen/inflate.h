#pragma once

// The raw-deflate inflate (RFC 1951, no zlib header) the archive reader decodes a mode-2 block with
// (generation.md 16.3). One implementation is linked in: the system's zlib natively
// (core/src/gamefiles/inflate_zlib.cpp), a JavaScript inflater in the WebAssembly build
// (web/src/inflate_js.cpp).

#include <cstddef>
#include <memory>
#include <span>
#include <string>

namespace floorgen {

struct InflateResult {
    enum class End {
        Stream,  // the deflate stream ended: `produced` bytes
        Full,    // `out` filled up before the stream's end
        Short,   // the input ran out before the stream's end
        Invalid, // not a deflate stream: `message` says why
    };
    End end = End::Invalid;
    std::size_t produced = 0; // bytes written to out (at most out.size())
    std::string message;
};

class RawInflater {
public:
    virtual ~RawInflater() = default;
    // Inflates the one raw deflate stream at the start of `in` into `out`.
    virtual InflateResult inflate(std::span<const unsigned char> in, std::span<unsigned char> out) = 0;
};

// A new inflater (one per thread: it may keep state between calls); null when none can be made, with `error`.
std::unique_ptr<RawInflater> makeRawInflater(std::string &error);

} // namespace floorgen
