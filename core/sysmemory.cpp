#include "core/sysmemory.h"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <fstream>
#include <iterator>
#include <string>

#include <sys/resource.h>

namespace mazelab {

namespace {

// The bytes of a "Key:   123 kB" line of a /proc file (meminfo, status); 0 when missing or
// malformed.
std::size_t kbField(std::string_view text, std::string_view key)
{
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t end = std::min(text.find('\n', at), text.size());
        std::string_view line = text.substr(at, end - at);
        at = end + 1;
        if (!line.starts_with(key))
            continue;
        line.remove_prefix(key.size());
        while (!line.empty() && (line.front() == ' ' || line.front() == '\t'))
            line.remove_prefix(1);
        unsigned long long kb = 0;
        const auto [rest, ec] = std::from_chars(line.data(), line.data() + line.size(), kb);
        const std::string_view unit(rest, std::size_t(line.data() + line.size() - rest));
        if (ec != std::errc() || unit != " kB" || kb > (~std::size_t(0) >> 10))
            return 0;
        return std::size_t(kb) << 10;
    }
    return 0;
}

std::string readFile(const char* path)
{
    std::ifstream in(path);
    return in ? std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>())
              : std::string();
}

} // namespace

std::size_t availableMemoryBytes(std::string_view meminfo)
{
    return kbField(meminfo, "MemAvailable:");
}

std::size_t availableMemoryBytes()
{
    return availableMemoryBytes(readFile("/proc/meminfo"));
}

std::size_t addressSpaceHeadroomBytes(std::size_t limit, std::string_view status)
{
    if (limit == SIZE_MAX)
        return SIZE_MAX;
    const std::size_t used = kbField(status, "VmSize:");
    return used == 0 ? 0 : limit - std::min(limit, used);
}

std::size_t addressSpaceHeadroomBytes()
{
    rlimit limit{};
    if (getrlimit(RLIMIT_AS, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY
        || limit.rlim_cur >= SIZE_MAX)
        return SIZE_MAX;
    return addressSpaceHeadroomBytes(std::size_t(limit.rlim_cur), readFile("/proc/self/status"));
}

std::size_t defaultSearchMemoryCap()
{
    const std::size_t available = availableMemoryBytes();
    const std::size_t headroom = addressSpaceHeadroomBytes();
    const std::size_t room = available == 0 ? (headroom == SIZE_MAX ? 0 : headroom)
                                            : std::min(available, headroom);
    return room / 4 * 3;
}

} // namespace mazelab
