#include "core/sysmemory.h"

#include <algorithm>
#include <charconv>
#include <fstream>
#include <iterator>
#include <string>

namespace mazelab {

std::size_t availableMemoryBytes(std::string_view meminfo)
{
    constexpr std::string_view key = "MemAvailable:";
    for (std::size_t at = 0; at < meminfo.size();) {
        const std::size_t end = std::min(meminfo.find('\n', at), meminfo.size());
        std::string_view line = meminfo.substr(at, end - at);
        at = end + 1;
        if (!line.starts_with(key))
            continue;
        line.remove_prefix(key.size());
        while (!line.empty() && line.front() == ' ')
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

std::size_t availableMemoryBytes()
{
    std::ifstream in("/proc/meminfo");
    if (!in)
        return 0;
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    return availableMemoryBytes(text);
}

std::size_t defaultSearchMemoryCap()
{
    return availableMemoryBytes() / 4 * 3;
}

} // namespace mazelab
