#include "core/mouse/mousewalk.h"

#include <limits>

namespace mazelab {

bool mouseHasWayOut(const Maze& maze, const MouseOptions& options)
{
    const Cell entry{0, options.entryCol};
    const Cell exit{maze.rows() - 1, options.exitCol};
    if (!maze.contains(entry) || !maze.contains(exit) || !maze.isFree(entry) || !maze.isFree(exit))
        return false;
    return maze.reachable(entry)[maze.index(exit)];
}

namespace {

// Padded grid: one border cell on every side. Walls and the border hold kWall, so they never
// win the minimum; the exit's border cell holds 0 and is never incremented.
constexpr std::uint32_t kWall = std::numeric_limits<std::uint32_t>::max();

struct Padded {
    int width = 0;
    std::vector<std::uint32_t> count;
    int entry = 0;
    int exit = 0;
};

Padded pad(const Maze& maze, int entryCol, int exitCol)
{
    Padded p;
    p.width = maze.cols() + 2;
    p.count.assign(std::size_t(p.width) * std::size_t(maze.rows() + 2), kWall);
    for (int r = 0; r < maze.rows(); ++r)
        for (int c = 0; c < maze.cols(); ++c)
            if (!maze.isBlocked({r, c}))
                p.count[std::size_t((r + 1) * p.width + c + 1)] = 0;
    p.entry = p.width + entryCol + 1;
    p.exit = (maze.rows() + 1) * p.width + exitCol + 1;
    p.count[std::size_t(p.exit)] = 0;
    return p;
}

// Down, right, left, up: the strict '<' keeps the earlier direction on ties.
inline int nextCell(const std::uint32_t* count, int pos, int width)
{
    int best = pos + width;
    std::uint32_t bestCount = count[best];
    if (count[pos + 1] < bestCount) {
        best = pos + 1;
        bestCount = count[best];
    }
    if (count[pos - 1] < bestCount) {
        best = pos - 1;
        bestCount = count[best];
    }
    if (count[pos - width] < bestCount)
        best = pos - width;
    return best;
}

} // namespace

MouseWalk simulateMouse(const Maze& maze, const MouseOptions& options, Control& control)
{
    return simulateMouse(maze, options, control, MouseStepSink());
}

MouseWalk simulateMouse(const Maze& maze, const MouseOptions& options, Control& control,
                        const MouseStepSink& onStep)
{
    MouseWalk walk;
    walk.visits.assign(maze.cellCount(), 0);
    if (!mouseHasWayOut(maze, options)) {
        walk.noWayOut = true;
        return walk;
    }
    Padded p = pad(maze, options.entryCol, options.exitCol);
    std::uint32_t* count = p.count.data();
    const auto toIndex = [&](int pos) {
        return std::uint32_t((pos / p.width - 1) * maze.cols() + pos % p.width - 1);
    };
    int pos = p.entry;
    count[pos] = 1;
    std::int64_t steps = 1;
    if (options.recordTrace)
        walk.trace.push_back(toIndex(pos));
    if (onStep)
        onStep(toIndex(pos));
    while (steps < options.maxSteps) {
        const int next = nextCell(count, pos, p.width);
        ++steps;
        if (next == p.exit) {
            walk.escaped = true;
            break;
        }
        pos = next;
        ++count[pos];
        if (options.recordTrace)
            walk.trace.push_back(toIndex(pos));
        if (onStep)
            onStep(toIndex(pos));
        if (control.poll())
            break;
    }
    walk.steps = steps;
    for (int r = 0; r < maze.rows(); ++r)
        for (int c = 0; c < maze.cols(); ++c) {
            const std::uint32_t v = count[std::size_t((r + 1) * p.width + c + 1)];
            walk.visits[maze.index({r, c})] = v == kWall ? 0 : v;
        }
    return walk;
}

MouseWalk simulateMouse(const Maze& maze, const MouseOptions& options)
{
    Control control;
    return simulateMouse(maze, options, control);
}

std::int64_t mouseSteps(const Maze& maze, int entryCol, int exitCol, std::int64_t maxSteps)
{
    MouseOptions options;
    options.entryCol = entryCol;
    options.exitCol = exitCol;
    if (!mouseHasWayOut(maze, options))
        return 0;
    Padded p = pad(maze, entryCol, exitCol);
    std::uint32_t* count = p.count.data();
    int pos = p.entry;
    count[pos] = 1;
    std::int64_t steps = 1;
    while (steps < maxSteps) {
        const int next = nextCell(count, pos, p.width);
        ++steps;
        if (next == p.exit)
            return steps;
        pos = next;
        ++count[pos];
    }
    return 0;
}

} // namespace mazelab
