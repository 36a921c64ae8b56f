#pragma once

// What the statistics view and the seed-search panel share about their background jobs: a cancelled job keeps
// running until its thread notices, so it is retired and joined later, off the GUI's way.

#include <chrono>
#include <memory>
#include <thread>
#include <vector>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>

namespace floorgen::gui {

// Asks `job` to stop and moves it to `retired`, where reapFinished joins it once its thread is done.
template <typename Job> void retire(std::shared_ptr<Job> &job, std::vector<std::shared_ptr<Job>> &retired) {
    job->cancel = true;
    retired.push_back(std::move(job));
    job.reset();
}

// Joins and drops the retired jobs whose thread has finished (`job.finished`, `job.thread`).
template <typename Job> void reapFinished(std::vector<std::shared_ptr<Job>> &retired) {
    for (auto it = retired.begin(); it != retired.end();) {
        if ((*it)->finished) {
            (*it)->thread.join();
            it = retired.erase(it);
        } else {
            ++it;
        }
    }
}

// Runs the event loop and `poll` until `busy()` is false or `milliseconds` have passed; true when idle.
template <typename Busy, typename Poll> bool waitUntilIdle(int milliseconds, Busy busy, Poll poll) {
    QElapsedTimer t;
    t.start();
    while (busy() && t.elapsed() < milliseconds) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
        poll();
    }
    return !busy();
}

} // namespace floorgen::gui
