#include "core/control.h"

namespace mazelab {

void Control::setTimeLimit(std::chrono::milliseconds limit)
{
    m_hasDeadline = limit.count() > 0;
    if (m_hasDeadline)
        m_deadline = std::chrono::steady_clock::now() + limit;
}

bool Control::timedOut() const
{
    return m_hasDeadline && std::chrono::steady_clock::now() >= m_deadline;
}

void Control::progress(double fraction, const std::string& message, bool force)
{
    if (!m_sink)
        return;
    const auto now = std::chrono::steady_clock::now();
    if (!force && now - m_lastProgress < std::chrono::milliseconds(50))
        return;
    m_lastProgress = now;
    m_sink(fraction, message);
}

} // namespace mazelab
