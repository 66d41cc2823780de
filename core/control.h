#pragma once
// Control: how a long core computation talks to its caller without knowing about threads
// or GUIs (the Golly poll() idea). The caller may cancel from any thread; the algorithm
// calls poll() in its inner loop, which is a counter decrement most of the time and only
// every `pollInterval` calls looks at the atomic flag and the clock.

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace mazelab {

// A progress message: an English format with %1 … %9 placeholders (the core's are listed in
// core/progresstext.h, so the GUI can translate them) and the arguments that fill them.
struct ProgressMessage {
    const char* format = "";
    std::vector<std::string> args;

    // The English text: the format with its arguments filled in.
    std::string text() const;
};

// Progress: fraction in [0,1], or negative when the total is unknown; a short message
// (e.g. "A*: bound 17, 1200000 states").
using ProgressSink = std::function<void(double fraction, const ProgressMessage& message)>;

class Control {
public:
    explicit Control(std::uint64_t seed = 0) : m_seed(seed) {}
    Control(const Control&) = delete;
    Control& operator=(const Control&) = delete;

    std::uint64_t seed() const { return m_seed; }
    void setSeed(std::uint64_t seed) { m_seed = seed; }

    // Thread-safe; the computation sees it at its next check.
    void cancel() { m_cancelled.store(true, std::memory_order_relaxed); }
    bool isCancelled() const { return m_cancelled.load(std::memory_order_relaxed); }
    void reset() { m_cancelled.store(false, std::memory_order_relaxed); }

    // A wall-clock budget measured from now; 0 or negative means none.
    void setTimeLimit(std::chrono::milliseconds limit);
    bool timedOut() const;
    // The budget last set (0: none), for messages that name the limit.
    std::chrono::milliseconds timeLimit() const { return m_timeLimit; }
    // Why a computation stopped, naming the limit: "cancelled" or "time limit of 2 s reached"
    // (issue 16: every bounded search ends with a message that names its limit).
    std::string stopReason() const;

    // Cheap: returns true when the computation should stop (cancelled or out of time).
    // Call it often; only every pollInterval-th call does real work.
    bool poll()
    {
        if (--m_countdown > 0)
            return false;
        m_countdown = m_pollInterval;
        return checkNow();
    }
    // The full check (flag + clock), for places that are already coarse-grained.
    bool checkNow() const { return isCancelled() || timedOut(); }
    void setPollInterval(std::uint32_t n) { m_pollInterval = n == 0 ? 1 : n; m_countdown = 1; }

    void setProgressSink(ProgressSink sink) { m_sink = std::move(sink); }
    // Forwards to the sink, at most ~20 times a second unless `force`. `format` must live as
    // long as the program (a literal from core/progresstext.h).
    void progress(double fraction, const char* format, std::vector<std::string> args = {},
                  bool force = false);
    // For callers that send text already in the user's language (the GUI's own jobs).
    void progressText(double fraction, const std::string& text, bool force = false)
    {
        progress(fraction, "%1", {text}, force);
    }

private:
    std::atomic<bool> m_cancelled{false};
    std::uint64_t m_seed;
    std::uint32_t m_pollInterval = 4096;
    std::int64_t m_countdown = 1;
    bool m_hasDeadline = false;
    std::chrono::milliseconds m_timeLimit{0};
    std::chrono::steady_clock::time_point m_deadline{};
    std::chrono::steady_clock::time_point m_lastProgress{};
    ProgressSink m_sink;
};

} // namespace mazelab
