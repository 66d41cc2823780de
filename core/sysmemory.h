#pragma once
// What the machine has left: the default memory cap of the searches whose memory is not
// bounded by their own options (the σ SAT searches: CaDiCaL's clause database grows with
// the working set, 5.4 GB for 549 4×5 mazes at length 50). Without a cap such a search ran
// into the OOM killer; with it, it stops like at --memory-limit, with the bounds proved so
// far and its certificate (issue 16: every exponential search ends with a message).

#include <cstddef>
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

// The default cap on a search's memory growth: three quarters of the smaller of
// availableMemoryBytes() and addressSpaceHeadroomBytes() at the call, so the machine (or the
// job's memory cap) keeps room for the rest; 0 (no cap) when neither is known.
std::size_t defaultSearchMemoryCap();

} // namespace mazelab
