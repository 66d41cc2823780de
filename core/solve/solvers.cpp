// The solver registry, the timed entry point and the shared helpers of solvers.h.
#include "core/solve/searchgrid.h"

#include "core/mazeformat.h"

#include <chrono>
#include <ctime>
#include <sstream>
#include <stdexcept>

namespace mazelab::solve {

std::string stoppedVerdict(const Control& control)
{
    return control.isCancelled() ? std::string("cancelled") : "gave up: " + control.stopReason();
}

const std::vector<SolverInfo>& solvers()
{
    using O = Optimality;
    static const std::vector<SolverInfo> list = {
        {"bfs", "Breadth-first search: fewest moves", O::Moves, true, false, false, solveBfs},
        {"dfs", "Depth-first search, neighbours in the order N, E, S, W (amazed DFS)", O::None,
         true, false, false, solveDfs},
        {"dfs-random", "Depth-first search, neighbours in a seeded random order (amazed "
                       "DFSRandom)", O::None, true, false, false, solveDfsRandom},
        {"dfs-heuristic", "Depth-first search, nearest neighbour to the goal first (amazed "
                          "DFSHeuristic)", O::None, true, false, true, solveDfsHeuristic},
        {"lee", "Lee's algorithm: the full distance map, then back from the goal; counts "
                "connected areas", O::Moves, true, false, false, solveLee},
        {"astar", "A*: f = g + weight * h", O::Cost, true, true, true, solveAStar},
        {"greedy", "Greedy best-first search: the open cell nearest to the goal first",
         O::None, true, false, true, solveGreedy},
        {"dijkstra", "Dijkstra: cheapest path with cell weights and turn cost (--compress: "
                     "on the corridor graph)", O::Cost, true, true, false, solveDijkstra},
        {"jps", "Jump point search (uniform costs; every diagonal policy)", O::Cost,
         true, false, true, solveJps},
        {"ida", "Iterative-deepening A*", O::Cost, true, false, true, solveIda},
        {"bidir-bfs", "Bidirectional breadth-first search: fewest moves", O::Moves, true,
         false, false, solveBidirBfs},
        {"bidir-astar", "Bidirectional A*", O::Cost, true, false, true, solveBidirAStar},
        {"wall-left", "Wall follower, left hand on the wall", O::None, false, false, false,
         solveWallLeft},
        {"wall-right", "Wall follower, right hand on the wall", O::None, false, false, false,
         solveWallRight},
        {"pledge", "Pledge: straight towards the goal, around obstacles counting turns",
         O::None, false, false, false, solvePledge},
        {"tremaux", "Tremaux: mark passages, never take one marked twice", O::None, false,
         false, false, solveTremaux},
        {"dead-end", "Dead-end filling, then the remaining passages", O::Moves, false, false,
         false, solveDeadEnd},
        {"random-mouse", "Random mouse: a random turn at every junction (seeded, step cap)",
         O::None, false, false, false, solveRandomMouse},
    };
    return list;
}

const SolverInfo* findSolver(const std::string& name)
{
    for (const SolverInfo& s : solvers())
        if (s.name == name)
            return &s;
    return nullptr;
}

std::shared_ptr<CellTrace> makeTrace(const Maze& maze)
{
    return std::make_shared<CellTrace>(maze.rows(), maze.cols(), 2, 1);
}

namespace {
double threadCpuMicroseconds()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e6 + double(ts.tv_nsec) / 1e3;
}

void check(const SolverInfo& info, const Maze& maze, const SolveOptions& o)
{
    if (!o.weights.empty()) {
        if (o.weights.size() != maze.cellCount())
            throw std::invalid_argument("the weights do not match the maze's size");
        for (std::uint32_t w : o.weights)
            if (w < 1)
                throw std::invalid_argument("cell weights must be at least 1");
    }
    if (!info.diagonal && o.diagonal != Diagonal::Never)
        throw std::invalid_argument(info.name + " moves in 4 directions only");
    if (!(o.turnCost >= 0))
        throw std::invalid_argument("the turn cost must not be negative");
    if (!(o.heuristicWeight >= 0))
        throw std::invalid_argument("the heuristic weight must not be negative");
    if (o.turnCost > 0 && !info.turnCost && info.optimal == Optimality::Cost)
        throw std::invalid_argument(info.name + " cannot honour a turn cost (use dijkstra "
                                                "or astar)");
    if (info.name == "jps") {
        if (!o.weights.empty())
            throw std::invalid_argument("jps needs uniform cells (no weights)");
    }
    if (o.compress && info.name != "dijkstra")
        throw std::invalid_argument("--compress applies to dijkstra only");
    if (o.compress && (o.diagonal != Diagonal::Never || o.turnCost > 0))
        throw std::invalid_argument("--compress needs 4-neighbour movement and no turn cost");
    if (o.trace && (o.compress))
        throw std::invalid_argument("--compress records no trace");
}
} // namespace

SolveResult runSolver(const SolverInfo& info, const Maze& maze, const SolveOptions& options,
                  Control& control)
{
    check(info, maze, options);
    SolveResult r;
    const double c0 = threadCpuMicroseconds();
    const auto t0 = std::chrono::steady_clock::now();
    if (!maze.contains(maze.start()) || !maze.isFree(maze.start())) {
        r.verdict = "no path: the start is blocked";
    } else if (!maze.contains(maze.goal()) || !maze.isFree(maze.goal())) {
        r.verdict = "no path: the goal is blocked";
    } else if (maze.start() == maze.goal()) {
        r.found = true;
        r.path = {maze.start()};
    } else {
        r = options.compress ? solveCompressed(maze, options, control)
                             : info.run(maze, options, control);
    }
    const auto t1 = std::chrono::steady_clock::now();
    r.microseconds = std::chrono::duration<double, std::micro>(t1 - t0).count();
    r.cpuMicroseconds = threadCpuMicroseconds() - c0;
    if (r.found) {
        r.length = int(r.path.size()) - 1;
        r.cost = pathCost(maze, r.path, options);
        r.verdict.clear();
    }
    if (options.trace)
        options.trace->finish();
    return r;
}

SolveResult runSolver(const std::string& name, const Maze& maze, const SolveOptions& options,
                  Control& control)
{
    const SolverInfo* info = findSolver(name);
    if (!info)
        throw std::invalid_argument("unknown solver '" + name + "'");
    return runSolver(*info, maze, options, control);
}

double pathCost(const Maze& maze, const std::vector<Cell>& path, const SolveOptions& options)
{
    double cost = 0;
    int prevDir = -1;
    for (std::size_t i = 1; i < path.size(); ++i) {
        const int dr = path[i].row - path[i - 1].row;
        const int dc = path[i].col - path[i - 1].col;
        // A direction id: dr, dc in {-1,0,1}.
        const int dir = (dr + 1) * 3 + (dc + 1);
        const double w = options.weights.empty() ? 1.0
                                                 : double(options.weights[maze.index(path[i])]);
        cost += (dr != 0 && dc != 0) ? w * kSqrt2 : w;
        if (prevDir >= 0 && dir != prevDir)
            cost += options.turnCost;
        prevDir = dir;
    }
    return cost;
}

bool isValidPath(const Maze& maze, const std::vector<Cell>& path, Diagonal diagonal)
{
    if (path.empty() || path.front() != maze.start() || path.back() != maze.goal())
        return false;
    for (const Cell c : path)
        if (!maze.isFree(c))
            return false;
    for (std::size_t i = 1; i < path.size(); ++i) {
        const Cell a = path[i - 1], b = path[i];
        const int dr = b.row - a.row, dc = b.col - a.col;
        if (std::abs(dr) > 1 || std::abs(dc) > 1 || (dr == 0 && dc == 0))
            return false;
        if (dr == 0 || dc == 0)
            continue;
        const bool s1 = maze.isFree({a.row + dr, a.col}); // the vertical orthogonal
        const bool s2 = maze.isFree({a.row, a.col + dc}); // the horizontal one
        switch (diagonal) {
        case Diagonal::Never: return false;
        case Diagonal::Always: break;
        case Diagonal::IfAtMostOneObstacle:
            if (!s1 && !s2)
                return false;
            break;
        case Diagonal::OnlyWhenNoObstacles:
            if (!s1 || !s2)
                return false;
            break;
        }
    }
    return true;
}

std::string heuristicName(Heuristic h)
{
    switch (h) {
    case Heuristic::Manhattan: return "manhattan";
    case Heuristic::Euclidean: return "euclidean";
    case Heuristic::Chebyshev: return "chebyshev";
    case Heuristic::Octile: return "octile";
    }
    return {};
}

std::string diagonalName(Diagonal d)
{
    switch (d) {
    case Diagonal::Never: return "never";
    case Diagonal::Always: return "always";
    case Diagonal::IfAtMostOneObstacle: return "if-at-most-one-obstacle";
    case Diagonal::OnlyWhenNoObstacles: return "only-when-no-obstacles";
    }
    return {};
}

bool parseHeuristic(const std::string& text, Heuristic& h)
{
    for (Heuristic x : {Heuristic::Manhattan, Heuristic::Euclidean, Heuristic::Chebyshev,
                        Heuristic::Octile})
        if (heuristicName(x) == text) {
            h = x;
            return true;
        }
    return false;
}

bool parseDiagonal(const std::string& text, Diagonal& d)
{
    for (Diagonal x : {Diagonal::Never, Diagonal::Always, Diagonal::IfAtMostOneObstacle,
                       Diagonal::OnlyWhenNoObstacles})
        if (diagonalName(x) == text) {
            d = x;
            return true;
        }
    return false;
}

std::vector<std::uint32_t> parseWeights(const std::string& text, int rows, int cols)
{
    std::vector<std::uint32_t> out;
    out.reserve(std::size_t(rows) * std::size_t(cols));
    std::istringstream in(text);
    std::string line;
    int lineNo = 0, row = 0;
    while (std::getline(in, line)) {
        ++lineNo;
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (line.empty() || line[0] == ';' || line.find_first_not_of(" \t") == std::string::npos)
            continue;
        if (row == rows)
            throw MazeFormatError(lineNo, 1, "more weight rows than the maze's "
                                                 + std::to_string(rows));
        int count = 0;
        if (line.find_first_of(" \t") == std::string::npos) {
            for (std::size_t i = 0; i < line.size(); ++i) {
                if (line[i] < '1' || line[i] > '9')
                    throw MazeFormatError(lineNo, int(i) + 1, "a weight must be a digit 1-9");
                out.push_back(std::uint32_t(line[i] - '0'));
                ++count;
            }
        } else {
            std::size_t i = 0;
            while (i < line.size()) {
                if (line[i] == ' ' || line[i] == '\t') {
                    ++i;
                    continue;
                }
                const std::size_t begin = i;
                std::uint64_t v = 0;
                while (i < line.size() && line[i] >= '0' && line[i] <= '9' && v < 1000000000)
                    v = v * 10 + std::uint64_t(line[i++] - '0');
                if (i == begin || (i < line.size() && line[i] != ' ' && line[i] != '\t')
                    || v < 1 || v >= 1000000000)
                    throw MazeFormatError(lineNo, int(begin) + 1,
                                          "a weight must be a whole number from 1 to 999999999");
                out.push_back(std::uint32_t(v));
                ++count;
            }
        }
        if (count != cols)
            throw MazeFormatError(lineNo, 1, "expected " + std::to_string(cols)
                                                 + " weights, got " + std::to_string(count));
        ++row;
    }
    if (row != rows)
        throw MazeFormatError(lineNo + 1, 1, "expected " + std::to_string(rows)
                                                 + " weight rows, got " + std::to_string(row));
    return out;
}

} // namespace mazelab::solve
