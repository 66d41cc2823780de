#pragma once
// What the machine has left: the default memory cap of the searches whose memory is not
// bounded by their own options (the σ SAT searches: CaDiCaL's clause database grows with
// the working set, 5.4 GB for 549 4×5 mazes at length 50). Without a cap such a search ran
// into the OOM killer; with it, it stops like at --memory-limit, with the bounds proved so
// far and its certificate (issue 16: every exponential search ends with a message).

#include <cstddef>
#include <string>
#include <string_view>

namespace mazelab {

// MemAvailable of /proc/meminfo in bytes: what can be allocated without swapping; 0 when
// unknown (no /proc, another system).
std::size_t availableMemoryBytes();

// The same parsed from the text of a meminfo file (0 without a well-formed MemAvailable line).
std::size_t availableMemoryBytes(std::string_view meminfo);

// What the process may still map under its address-space limit (RLIMIT_AS, `ulimit -v`, the
// h_vmem of batch systems): the limit minus VmSize of /proc/self/status; SIZE_MAX without a
// limit, 0 when the limit is set but VmSize unknown. Past it `new` throws std::bad_alloc.
std::size_t addressSpaceHeadroomBytes();

// The same from a limit (SIZE_MAX: none) and the text of a status file.
std::size_t addressSpaceHeadroomBytes(std::size_t limit, std::string_view status);

// What the process's memory cgroups still allow (Slurm's and systemd's job cap, a container's
// --memory): the smallest of limit − working set over the process's cgroup and its ancestors,
// where the working set is the usage less the inactive file cache (the kernel reclaims that
// before it calls the OOM killer, as kubelet counts it). cgroup v2 reads memory.max and
// memory.high (the smaller counts: past memory.high the kernel throttles the process, so a
// search there crawls instead of being killed), memory.current and memory.stat's
// inactive_file; v1 the memory controller's
// memory.limit_in_bytes, memory.usage_in_bytes and total_inactive_file. SIZE_MAX without a
// limit (v1 writes "no limit" as a number near 2^63) or without cgroups.
std::size_t cgroupHeadroomBytes();

// The same from the text of /proc/self/cgroup and the folder cgroupfs is mounted on
// ("/sys/fs/cgroup"). The process's path is looked up below that folder; where it is not there
// (a container that sees only its own cgroup as the root) the root folder's files count.
std::size_t cgroupHeadroomBytes(std::string_view procSelfCgroup, const std::string& mountRoot);

// The default cap on a search's memory growth: three quarters of the smallest of
// availableMemoryBytes(), addressSpaceHeadroomBytes() and cgroupHeadroomBytes() at the call, so
// the machine (or the job's memory cap) keeps room for the rest; 0 (no cap) when none is known.
std::size_t defaultSearchMemoryCap();

} // namespace mazelab
