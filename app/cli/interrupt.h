#pragma once

// SIGINT and SIGTERM for the CLI's long commands (search, stats, batch, export batches): a small
// async-signal-safe handler sets an atomic flag, which the commands poll (the core's searches take it as
// their cancel flag) to stop cleanly, flush what is certain and say where to resume. Exit status 128 + the
// signal: 130 for SIGINT, 143 for SIGTERM.

#include <atomic>

namespace floorgen::cli {

// Installs the handler for SIGINT and SIGTERM (once; later calls do nothing). main() calls it; the in-process
// tests do not, so a test runner's own signals keep their meaning.
void installInterruptHandlers();

// Set once a signal has arrived; never cleared.
const std::atomic<bool> &interruptFlag();
bool interrupted();
// The signal that arrived (SIGINT, SIGTERM), or 0.
int interruptSignal();
// 128 + the signal: the exit status of a command stopped by it.
int interruptExitCode();
// "SIGINT" or "SIGTERM", for messages.
const char *interruptSignalName();

} // namespace floorgen::cli
