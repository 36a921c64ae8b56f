#include "interrupt.h"

#include <csignal>

namespace floorgen::cli {

namespace {

// Lock-free atomics are async-signal-safe; the handler touches nothing else.
std::atomic<bool> g_flag{false};
std::atomic<int> g_signal{0};
static_assert(std::atomic<bool>::is_always_lock_free && std::atomic<int>::is_always_lock_free);

extern "C" void onSignal(int signal) {
    int none = 0;
    g_signal.compare_exchange_strong(none, signal); // the first signal names the exit status
    g_flag.store(true);
}

} // namespace

void installInterruptHandlers() {
    static bool installed = false;
    if (installed)
        return;
    installed = true;
    struct sigaction action = {};
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    // Reads and writes in progress go on (the commands poll the flag); a second signal of the same kind kills
    // the process as if no handler were installed, for a command that does not stop soon enough.
    action.sa_flags = SA_RESTART | SA_RESETHAND;
    sigaction(SIGINT, &action, nullptr);
    sigaction(SIGTERM, &action, nullptr);
}

const std::atomic<bool> &interruptFlag() {
    return g_flag;
}

bool interrupted() {
    return g_flag.load();
}

int interruptSignal() {
    return g_signal.load();
}

int interruptExitCode() {
    const int s = g_signal.load();
    return 128 + (s != 0 ? s : SIGINT);
}

const char *interruptSignalName() {
    return g_signal.load() == SIGTERM ? "SIGTERM" : "SIGINT";
}

} // namespace floorgen::cli
