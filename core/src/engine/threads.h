#pragma once

// How many threads the core may start. A WebAssembly build without pthreads (the browser's, web/) has none
// besides its own: every pool of the core then runs its work on the calling thread alone.

#include <algorithm>
#include <thread>

namespace floorgen {

#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
inline constexpr bool kThreadsAvailable = false;
#else
inline constexpr bool kThreadsAvailable = true;
#endif

// The machine's hardware threads, at least 1; 1 without threads.
inline unsigned machineThreads() {
    if constexpr (!kThreadsAvailable)
        return 1;
    else
        return std::max(1u, std::thread::hardware_concurrency());
}

} // namespace floorgen
