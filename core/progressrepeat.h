#pragma once
// RepeatLimiter: which progress lines a log should get. A long search reports every 50 ms
// (Control::progress) and often the same text for minutes ("exact anneal: length 474, 2
// mazes unsolved, best 475"); a log wants each change and now and then a sign of life, not
// twenty copies a second. pass() lets a line through when it differs from the last line let
// through, or when `heartbeat` has passed since that one. Not thread-safe (one sink).

#include <chrono>
#include <string>

namespace mazelab {

class RepeatLimiter {
public:
    using Clock = std::chrono::steady_clock;

    explicit RepeatLimiter(std::chrono::milliseconds heartbeat = std::chrono::seconds(10))
        : m_heartbeat(heartbeat)
    {
    }

    bool pass(const std::string& line, Clock::time_point now = Clock::now())
    {
        if (m_any && line == m_last && now - m_lastTime < m_heartbeat)
            return false;
        m_any = true;
        m_last = line;
        m_lastTime = now;
        return true;
    }

private:
    std::chrono::milliseconds m_heartbeat;
    bool m_any = false;
    std::string m_last;
    Clock::time_point m_lastTime{};
};

} // namespace mazelab
