#pragma once
// Control: how a long core computation talks to its caller without knowing about threads
// or GUIs (the Golly poll() idea). The caller may cancel from any thread; the algorithm
// calls poll() in its inner loop, which is a counter decrement most of the time and only
// every `pollInterval` calls looks at the atomic flag and the clock.
//
// Limits (issue 16: every exponential search takes a time limit and a memory cap and ends with
// a message naming the one that stopped it): a time limit, and a memory cap on how far the
// process's resident memory may grow while the computation runs. Both end the computation the
// same way as a cancel (poll()/checkNow() answer true), and stopReason() names the limit.

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace mazelab {

namespace progress_text {
struct CountedPhrase;
}

// One argument of a progress message: a plain text (a number, a name), or a count with the
// phrase it counts (progress_text::kNMazes: "1 maze", "2 mazes"), so that the CLI's English
// and every translation get their plural forms. `text` is always the plain value (the count's
// digits for a counted phrase).
struct ProgressArg {
    ProgressArg(std::string value) : text(std::move(value)) {}
    ProgressArg(const char* value) : text(value) {}
    ProgressArg(const progress_text::CountedPhrase& what, std::int64_t n)
        : text(std::to_string(n)), phrase(&what), count(n)
    {
    }

    // English: the plain text, or the phrase's singular/plural form with the count filled in.
    std::string english() const;

    std::string text;
    const progress_text::CountedPhrase* phrase = nullptr;
    std::int64_t count = 0;
};

// A progress message: an English format with %1 … %9 placeholders (the core's are listed in
// core/progresstext.h, so the GUI can translate them) and the arguments that fill them.
struct ProgressMessage {
    const char* format = "";
    std::vector<ProgressArg> args;

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
    void reset()
    {
        m_cancelled.store(false, std::memory_order_relaxed);
        m_memoryExceeded.store(false, std::memory_order_relaxed);
    }

    // A wall-clock budget measured from now; 0 or negative means none.
    void setTimeLimit(std::chrono::milliseconds limit);
    bool timedOut() const;
    // The budget last set (0: none), for messages that name the limit.
    std::chrono::milliseconds timeLimit() const { return m_timeLimit; }
    // Why a computation stopped, naming the limit: "cancelled", "time limit of 2 s reached" or
    // "memory limit of 8 MB reached (grew by 9 MB)" (issue 16: every bounded search ends with a
    // message that names its limit).
    std::string stopReason() const;

    // A memory cap: the computation stops once the process's resident memory (RSS,
    // residentMemoryBytes()) has grown by more than `bytes` since this call; 0 means none.
    // Measured, not estimated, so it also covers memory a library allocates (CaDiCaL) and
    // containers spread over an algorithm; RSS is per process, so in a program running other
    // work too the cap is conservative. Read at most every kMemoryCheckInterval, from
    // checkNow() (algorithms may also check an estimate of their own up front and call
    // stopForMemory()). Under ASan/TSan the RSS includes shadow memory: caps are then loose.
    void setMemoryLimit(std::size_t bytes);
    std::size_t memoryLimit() const { return m_memoryLimit; }
    // Marks the cap as reached (checkNow() answers true from now on); `usedBytes` is what
    // the caller measured or estimated, for stopReason().
    void stopForMemory(std::size_t usedBytes) const;
    bool memoryExceeded() const { return m_memoryExceeded.load(std::memory_order_relaxed); }
    // The growth of the resident memory since setMemoryLimit() (0 without a cap).
    std::size_t memoryGrowth() const;
    static constexpr std::chrono::milliseconds kMemoryCheckInterval{10};

    // Cheap: returns true when the computation should stop (cancelled, out of time or over the
    // memory cap).
    // Call it often; only every pollInterval-th call does real work.
    bool poll()
    {
        if (--m_countdown > 0)
            return false;
        m_countdown = m_pollInterval;
        return checkNow();
    }
    // The full check (flag + clock), for places that are already coarse-grained.
    // Thread-safe (several workers may share one Control).
    bool checkNow() const
    {
        return isCancelled() || timedOut() || (m_memoryLimit > 0 && checkMemory())
               || (m_parent != nullptr && m_parent->checkNow());
    }
    // A child of `parent` (which must outlive it) stops when it is cancelled itself or when
    // the parent would stop (cancel, time, memory): for a piece of work that another thread
    // may call off without stopping the whole computation (e.g. a SAT call raced by a local
    // search, sigmasearch.cpp). nullptr: none (the default).
    void setParent(const Control* parent) { m_parent = parent; }
    void setPollInterval(std::uint32_t n) { m_pollInterval = n == 0 ? 1 : n; m_countdown = 1; }

    void setProgressSink(ProgressSink sink) { m_sink = std::move(sink); }
    // Forwards to the sink, at most ~20 times a second unless `force`. `format` must live as
    // long as the program (a literal from core/progresstext.h).
    void progress(double fraction, const char* format, std::vector<ProgressArg> args = {},
                  bool force = false);
    // For callers that send text already in the user's language (the GUI's own jobs).
    void progressText(double fraction, const std::string& text, bool force = false)
    {
        progress(fraction, "%1", {text}, force);
    }

private:
    bool checkMemory() const;

    std::atomic<bool> m_cancelled{false};
    // The memory cap (setMemoryLimit); the check state is mutable: checkNow() is const and
    // may run on several threads.
    std::size_t m_memoryLimit = 0;
    const Control* m_parent = nullptr;
    std::size_t m_memoryBaseline = 0;
    mutable std::atomic<bool> m_memoryExceeded{false};
    mutable std::atomic<std::size_t> m_memoryUsed{0};
    mutable std::atomic<std::int64_t> m_nextMemoryCheckNs{0};
    std::uint64_t m_seed;
    std::uint32_t m_pollInterval = 4096;
    std::int64_t m_countdown = 1;
    bool m_hasDeadline = false;
    std::chrono::milliseconds m_timeLimit{0};
    std::chrono::steady_clock::time_point m_deadline{};
    std::chrono::steady_clock::time_point m_lastProgress{};
    ProgressSink m_sink;
};

// The resident memory of this process in bytes (Linux: /proc/self/statm); 0 when unknown.
// A file read, some microseconds: call it rarely.
std::size_t residentMemoryBytes();

} // namespace mazelab
