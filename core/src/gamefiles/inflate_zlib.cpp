// The native raw-deflate inflater (inflate.h): the system's zlib.

#include "floorgen/inflate.h"

#include <zlib.h>

namespace floorgen {

namespace {

class ZlibInflater final : public RawInflater {
public:
    bool start() { return inflateInit2(&m_z, -15) == Z_OK; } // raw deflate, no zlib header
    ~ZlibInflater() override { inflateEnd(&m_z); }

    InflateResult inflate(std::span<const unsigned char> in, std::span<unsigned char> out) override {
        InflateResult r;
        if (inflateReset(&m_z) != Z_OK) {
            r.message = "zlib could not restart";
            return r;
        }
        m_z.next_in = const_cast<unsigned char *>(in.data());
        m_z.avail_in = static_cast<uInt>(in.size());
        m_z.next_out = out.data();
        m_z.avail_out = static_cast<uInt>(out.size());
        const int rc = ::inflate(&m_z, Z_FINISH);
        r.produced = m_z.total_out;
        if (rc == Z_STREAM_END)
            r.end = InflateResult::End::Stream;
        else if ((rc == Z_OK || rc == Z_BUF_ERROR) && m_z.avail_out == 0)
            r.end = InflateResult::End::Full;
        else if (rc == Z_OK || rc == Z_BUF_ERROR)
            r.end = InflateResult::End::Short;
        else
            r.message = m_z.msg ? m_z.msg : "zlib error";
        return r;
    }

private:
    z_stream m_z{};
};

} // namespace

std::unique_ptr<RawInflater> makeRawInflater(std::string &error) {
    auto z = std::make_unique<ZlibInflater>();
    if (!z->start()) {
        error = "zlib could not start";
        return nullptr;
    }
    return z;
}

} // namespace floorgen
