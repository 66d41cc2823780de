#include "core/control.h"

namespace mazelab {

void Control::setTimeLimit(std::chrono::milliseconds limit)
{
    m_hasDeadline = limit.count() > 0;
    m_timeLimit = m_hasDeadline ? limit : std::chrono::milliseconds(0);
    if (m_hasDeadline)
        m_deadline = std::chrono::steady_clock::now() + limit;
}

bool Control::timedOut() const
{
    return m_hasDeadline && std::chrono::steady_clock::now() >= m_deadline;
}

std::string Control::stopReason() const
{
    if (isCancelled() || !m_hasDeadline)
        return "cancelled";
    const auto ms = m_timeLimit.count();
    const std::string limit = ms % 1000 == 0 ? std::to_string(ms / 1000) + " s"
                                             : std::to_string(ms) + " ms";
    return "time limit of " + limit + " reached";
}

std::string ProgressMessage::text() const
{
    std::string out;
    for (const char* c = format; *c; ++c) {
        if (c[0] == '%' && c[1] >= '1' && c[1] <= '9') {
            const std::size_t i = std::size_t(c[1] - '1');
            if (i < args.size()) {
                out += args[i];
                ++c;
                continue;
            }
        }
        out += *c;
    }
    return out;
}

void Control::progress(double fraction, const char* format, std::vector<std::string> args,
                       bool force)
{
    if (!m_sink)
        return;
    const auto now = std::chrono::steady_clock::now();
    if (!force && now - m_lastProgress < std::chrono::milliseconds(50))
        return;
    m_lastProgress = now;
    m_sink(fraction, ProgressMessage{format, std::move(args)});
}

} // namespace mazelab
