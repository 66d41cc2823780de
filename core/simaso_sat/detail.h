#pragma once
// Small helpers shared by the simaso_sat sources (not part of the public interface).

#include "core/maze.h"

#include <chrono>
#include <functional>

namespace mazelab::simaso_sat::detail {

inline constexpr Move kMoves[4] = {Move::Up, Move::Down, Move::Left, Move::Right};

inline double secondsSince(std::chrono::steady_clock::time_point t0)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// Runs `body`; if it has not returned after `seconds`, calls `expire` once from a timer thread
// (e.g. to terminate a solver). Returns whether `expire` was called. portfolio.cpp.
bool runWithDeadline(double seconds, const std::function<void()>& body,
                     const std::function<void()>& expire);

} // namespace mazelab::simaso_sat::detail
