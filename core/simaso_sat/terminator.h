#pragma once
// The CaDiCaL terminator of the simaso_sat solvers (not part of the public interface): a
// solve() stops when the Control is cancelled or past its time limit, when an optional flag is
// set (the other racer of a portfolio has answered, lengthsolver.cpp) or after an optional
// deadline (one window's budget, windowinstance.h).

#include "core/control.h"

#include <cadical.hpp>

#include <atomic>
#include <chrono>

namespace mazelab::simaso_sat::detail {

class SolveTerminator : public CaDiCaL::Terminator {
public:
    using Clock = std::chrono::steady_clock;
    explicit SolveTerminator(Control& control, const std::atomic<bool>* stop = nullptr,
                             Clock::time_point deadline = Clock::time_point::max())
        : m_control(control), m_stop(stop), m_deadline(deadline)
    {
    }
    // CaDiCaL asks once per conflict, and a conflict on a big instance takes up to ~1 ms:
    // poll()'s 4096-call countdown let σ(6,6) overrun a 2 s limit by 2.6 s (tests/core/
    // tst_limits). Reading the clock every time costs ~20 ns.
    bool terminate() override
    {
        return (m_stop && m_stop->load(std::memory_order_relaxed)) || m_control.checkNow()
            || (m_deadline != Clock::time_point::max() && Clock::now() > m_deadline);
    }

private:
    Control& m_control;
    const std::atomic<bool>* m_stop;
    Clock::time_point m_deadline;
};

} // namespace mazelab::simaso_sat::detail
