#include "core/sysmemory.h"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
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

std::string readFile(const std::string& path)
{
    std::ifstream in(path);
    return in ? std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>())
              : std::string();
}

// A whole decimal number at the start of `text` (trailing newline allowed); nullopt for "max",
// an empty or malformed text.
std::optional<std::uint64_t> leadingNumber(std::string_view text)
{
    std::uint64_t value = 0;
    const auto [rest, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || rest == text.data())
        return std::nullopt;
    return value;
}

// The value of a "key value" line of memory.stat; 0 when missing.
std::uint64_t statField(std::string_view stat, std::string_view key)
{
    for (std::size_t at = 0; at < stat.size();) {
        const std::size_t end = std::min(stat.find('\n', at), stat.size());
        const std::string_view line = stat.substr(at, end - at);
        at = end + 1;
        if (line.size() > key.size() && line.starts_with(key) && line[key.size()] == ' ')
            return leadingNumber(line.substr(key.size() + 1)).value_or(0);
    }
    return 0;
}

// The files of one cgroup hierarchy: v2 (unified) or v1's memory controller.
struct CgroupFiles {
    const char* limit;
    const char* throttle; // v2's memory.high: past it the kernel throttles the process and
                          // reclaims hard (a search there crawls); nullptr where there is none
    const char* usage;
    std::string_view inactiveKey;
};
constexpr CgroupFiles kCgroupV2{"memory.max", "memory.high", "memory.current", "inactive_file"};
constexpr CgroupFiles kCgroupV1{"memory.limit_in_bytes", nullptr, "memory.usage_in_bytes",
                                "total_inactive_file"};

// A limit file's value; nullopt for "max", v1's 2^63 − page and a missing file.
std::optional<std::uint64_t> cgroupLimit(const std::string& path)
{
    const std::optional<std::uint64_t> limit = leadingNumber(readFile(path));
    if (!limit || *limit >= (std::uint64_t(1) << 62))
        return std::nullopt;
    return limit;
}

// The smaller limit (memory.max, memory.high) − working set of the folder `dir`; SIZE_MAX
// without a limit there.
std::size_t folderHeadroom(const std::string& dir, const CgroupFiles& files)
{
    std::optional<std::uint64_t> limit = cgroupLimit(dir + '/' + files.limit);
    if (files.throttle)
        if (const auto high = cgroupLimit(dir + '/' + files.throttle))
            limit = std::min(limit.value_or(*high), *high);
    if (!limit)
        return SIZE_MAX;
    const std::uint64_t usage = leadingNumber(readFile(dir + '/' + files.usage)).value_or(0);
    const std::uint64_t inactive = statField(readFile(dir + "/memory.stat"), files.inactiveKey);
    const std::uint64_t workingSet = usage - std::min(usage, inactive);
    return std::size_t(*limit - std::min(*limit, workingSet));
}

// The smallest headroom from `base` + `path` up to `base` (the hierarchy's root), or of `base`
// alone where `base` + `path` is not a folder.
std::size_t hierarchyHeadroom(const std::string& base, std::string_view path,
                              const CgroupFiles& files)
{
    std::string sub(path);
    while (!sub.empty() && sub.back() == '/')
        sub.pop_back();
    std::error_code ec;
    if (!std::filesystem::is_directory(base + sub, ec))
        sub.clear();
    std::size_t headroom = SIZE_MAX;
    for (;;) {
        headroom = std::min(headroom, folderHeadroom(base + sub, files));
        if (sub.empty())
            return headroom;
        sub.resize(sub.rfind('/'));
    }
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

std::size_t cgroupHeadroomBytes(std::string_view procSelfCgroup, const std::string& mountRoot)
{
    std::size_t headroom = SIZE_MAX;
    for (std::size_t at = 0; at < procSelfCgroup.size();) {
        const std::size_t end = std::min(procSelfCgroup.find('\n', at), procSelfCgroup.size());
        const std::string_view line = procSelfCgroup.substr(at, end - at);
        at = end + 1;
        // "ID:CONTROLLERS:PATH"; v2 is "0::PATH", v1's memory controller "N:memory:PATH" (or
        // "N:memory,…:PATH" where controllers share a hierarchy).
        const std::size_t c1 = line.find(':');
        const std::size_t c2 = c1 == line.npos ? line.npos : line.find(':', c1 + 1);
        if (c2 == line.npos)
            continue;
        const std::string_view controllers = line.substr(c1 + 1, c2 - c1 - 1);
        const std::string_view path = line.substr(c2 + 1);
        if (!path.starts_with('/'))
            continue;
        if (controllers.empty() && line.substr(0, c1) == "0") {
            headroom = std::min(headroom, hierarchyHeadroom(mountRoot, path, kCgroupV2));
            continue;
        }
        for (std::size_t from = 0; from <= controllers.size();) {
            const std::size_t comma = std::min(controllers.find(',', from), controllers.size());
            if (controllers.substr(from, comma - from) == "memory")
                headroom = std::min(headroom,
                                    hierarchyHeadroom(mountRoot + "/memory", path, kCgroupV1));
            from = comma + 1;
        }
    }
    return headroom;
}

std::size_t cgroupHeadroomBytes()
{
    return cgroupHeadroomBytes(readFile("/proc/self/cgroup"), "/sys/fs/cgroup");
}

std::size_t defaultSearchMemoryCap()
{
    const std::size_t available = availableMemoryBytes();
    const std::size_t headroom = std::min(addressSpaceHeadroomBytes(), cgroupHeadroomBytes());
    const std::size_t room = available == 0 ? (headroom == SIZE_MAX ? 0 : headroom)
                                            : std::min(available, headroom);
    return room / 4 * 3;
}

} // namespace mazelab
