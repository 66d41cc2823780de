#pragma once
// The CaDiCaL terminator of the simaso_sat solvers (not part of the public interface): a
// solve() stops when the Control is cancelled or past its time limit, when an optional flag is
// set (the other racer of a portfolio has answered, lengthsolver.cpp) or once the calling
// thread's CPU time passes an optional deadline (one window's budget, windowinstance.h).

#include "core/control.h"
#include "core/threadclock.h"

#include <cadical.hpp>

#include <atomic>
#include <limits>

namespace mazelab::simaso_sat::detail {

class SolveTerminator : public CaDiCaL::Terminator {
public:
    static constexpr double kNoDeadline = std::numeric_limits<double>::infinity();
    // cpuDeadline: threadCpuSeconds() of the thread that calls solve() (core/threadclock.h).
    explicit SolveTerminator(Control& control, const std::atomic<bool>* stop = nullptr,
                             double cpuDeadline = kNoDeadline)
        : m_control(control), m_stop(stop), m_cpuDeadline(cpuDeadline)
    {
    }
    // CaDiCaL asks once per conflict, and a conflict on a big instance takes up to ~1 ms:
    // poll()'s 4096-call countdown let σ(6,6) overrun a 2 s limit by 2.6 s (tests/core/
    // tst_limits). Reading the steady clock every time costs ~20 ns; the thread's CPU clock is
    // a system call, so it is read on the first call and then on every 16th.
    bool terminate() override
    {
        if ((m_stop && m_stop->load(std::memory_order_relaxed)) || m_control.checkNow())
            return true;
        if (m_cpuDeadline == kNoDeadline || (m_calls++ & 15u) != 0)
            return false;
        return threadCpuSeconds() > m_cpuDeadline;
    }

private:
    Control& m_control;
    const std::atomic<bool>* m_stop;
    double m_cpuDeadline;
    unsigned m_calls = 0;
};

} // namespace mazelab::simaso_sat::detail
