#include "core/control.h"

#include "core/progresstext.h"

#include <cstdio>
#include <unistd.h>

namespace mazelab {

namespace {
std::int64_t nowNs()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

std::string megabytes(std::size_t bytes)
{
    return std::to_string((bytes + (std::size_t(1) << 20) - 1) >> 20) + " MB";
}
} // namespace

std::size_t residentMemoryBytes()
{
    std::FILE* f = std::fopen("/proc/self/statm", "r");
    if (!f)
        return 0;
    unsigned long long size = 0, resident = 0;
    const int n = std::fscanf(f, "%llu %llu", &size, &resident);
    std::fclose(f);
    const long page = sysconf(_SC_PAGESIZE);
    return n == 2 && page > 0 ? std::size_t(resident) * std::size_t(page) : 0;
}

void Control::setMemoryLimit(std::size_t bytes)
{
    m_memoryLimit = bytes;
    m_memoryBaseline = bytes > 0 ? residentMemoryBytes() : 0;
    m_memoryUsed.store(0, std::memory_order_relaxed);
    m_memoryExceeded.store(false, std::memory_order_relaxed);
    m_nextMemoryCheckNs.store(0, std::memory_order_relaxed);
}

void Control::stopForMemory(std::size_t usedBytes) const
{
    m_memoryUsed.store(usedBytes, std::memory_order_relaxed);
    m_memoryExceeded.store(true, std::memory_order_relaxed);
}

std::size_t Control::memoryGrowth() const
{
    if (m_memoryLimit == 0)
        return 0;
    const std::size_t rss = residentMemoryBytes();
    return rss > m_memoryBaseline ? rss - m_memoryBaseline : 0;
}

bool Control::checkMemory() const
{
    if (m_memoryExceeded.load(std::memory_order_relaxed))
        return true;
    const std::int64_t now = nowNs();
    std::int64_t next = m_nextMemoryCheckNs.load(std::memory_order_relaxed);
    // One thread reads /proc per interval; the others go on.
    if (now < next
        || !m_nextMemoryCheckNs.compare_exchange_strong(
            next, now + std::chrono::nanoseconds(kMemoryCheckInterval).count(),
            std::memory_order_relaxed))
        return false;
    const std::size_t growth = memoryGrowth();
    if (growth <= m_memoryLimit)
        return false;
    stopForMemory(growth);
    return true;
}

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
    if (isCancelled())
        return "cancelled";
    if (memoryExceeded())
        return "memory limit of " + megabytes(m_memoryLimit) + " reached ("
               + "grew by " + megabytes(m_memoryUsed.load(std::memory_order_relaxed)) + ")";
    if (!m_hasDeadline)
        return "cancelled";
    const auto ms = m_timeLimit.count();
    const std::string limit = ms % 1000 == 0 ? std::to_string(ms / 1000) + " s"
                                             : std::to_string(ms) + " ms";
    return "time limit of " + limit + " reached";
}

std::string ProgressArg::english() const
{
    if (!phrase)
        return text;
    // "%L1" is the count (no digit grouping in the CLI's English).
    const std::string form = count == 1 ? phrase->singular : phrase->plural;
    const std::size_t at = form.find("%L1");
    return at == std::string::npos ? form : form.substr(0, at) + text + form.substr(at + 3);
}

std::string ProgressMessage::text() const
{
    std::string out;
    for (const char* c = format; *c; ++c) {
        if (c[0] == '%' && c[1] >= '1' && c[1] <= '9') {
            const std::size_t i = std::size_t(c[1] - '1');
            if (i < args.size()) {
                out += args[i].english();
                ++c;
                continue;
            }
        }
        out += *c;
    }
    return out;
}

void Control::progress(double fraction, const char* format, std::vector<ProgressArg> args,
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
