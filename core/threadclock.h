#pragma once
// CPU time of the calling thread (POSIX CLOCK_THREAD_CPUTIME_ID), for budgets that must not
// shrink when the machine is loaded or the process is stopped: a window-sat window's SAT time
// (--window-seconds, simaso_sat/windowsat.h) counts only while its own thread runs, so a scan
// beside other searches, or one paused by SIGSTOP, decides the windows an idle one decides.
// The whole run's --time-limit stays wall time (control.h).

#include <ctime>

namespace mazelab {

// Seconds of CPU the calling thread has used; one system call (~0.1–0.5 µs).
inline double threadCpuSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) * 1e-9;
}

} // namespace mazelab
