#include "ui/solve/racerun.h"

#include "core/trace/celltrace.h"

#include <QStringList>

#include <deque>
#include <sstream>
#include <stdexcept>

namespace mazelab {

using namespace solve;

namespace {
// The compressed Dijkstra records no search; its tile shows the final path cell by cell.
std::shared_ptr<CellTrace> pathOnlyTrace(const Maze& maze, const std::vector<Cell>& path)
{
    auto trace = makeTrace(maze);
    if (!path.empty())
        trace->note("path");
    for (Cell c : path) {
        const auto i = std::int32_t(maze.index(c));
        trace->move(0, i);
        trace->set(0, i, kTracePath);
        trace->endStep();
    }
    trace->finish();
    return trace;
}

QString csvField(QString text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')))
        return text;
    return QLatin1Char('"') + text.replace(QLatin1Char('"'), QStringLiteral("\"\"")) +
           QLatin1Char('"');
}
} // namespace

std::vector<SolverRun> runRace(const RaceSetup& setup, Control& control)
{
    std::vector<SolverRun> runs;
    for (const std::string& name : setup.solvers) {
        SolverRun run;
        run.solver = name;
        SolveOptions o = setup.options;
        // A trace grows with every step: IDA* (50 million expansions by default) and, on big
        // mazes, the wandering agents (64 moves per cell) stop after kRaceStepCap steps in the
        // race (their verdict says so) instead of recording gigabytes. Smaller defaults stay.
        const std::uint64_t padded =
            std::uint64_t(setup.maze.rows() + 2) * std::uint64_t(setup.maze.cols() + 2);
        if (o.stepCap == 0 && (name == "ida" || 64 * padded > kRaceStepCap))
            o.stepCap = kRaceStepCap;
        // A solver that cannot honour an option runs without it (the tile says what it did):
        // the agents walk on 4 neighbours, and only Dijkstra / A* optimise a turn cost.
        if (const SolverInfo* info = findSolver(name)) {
            if (!info->diagonal)
                o.diagonal = Diagonal::Never;
            if (!info->turnCost && info->optimal == Optimality::Cost)
                o.turnCost = 0;
        }
        const bool compressed = o.compress && name == "dijkstra" &&
                                o.diagonal == Diagonal::Never && o.turnCost == 0;
        o.compress = compressed;
        std::shared_ptr<CellTrace> trace = compressed ? nullptr : makeTrace(setup.maze);
        o.trace = trace.get();
        try {
            run.result = runSolver(name, setup.maze, o, control);
        } catch (const std::invalid_argument& e) {
            run.error = QString::fromStdString(e.what());
            run.result.verdict = e.what();
            trace = makeTrace(setup.maze);
            trace->finish();
        }
        if (compressed && run.error.isEmpty())
            trace = pathOnlyTrace(setup.maze, run.result.path);
        run.trace = trace;
        const auto drawn = std::int64_t(run.result.found ? run.result.path.size() : 0);
        run.searchSteps = std::max<std::int64_t>(0, trace->length() - drawn);
        runs.push_back(std::move(run));
        if (control.isCancelled())
            break;
    }
    return runs;
}

QString resultsCsv(const std::vector<SolverRun>& runs)
{
    QStringList lines{QStringLiteral(
        "solver,found,length,cost,expanded,peak_frontier,ms,verdict")};
    for (const SolverRun& run : runs) {
        const SolveResult& r = run.result;
        lines << QStringList{QString::fromStdString(run.solver),
                             r.found ? QStringLiteral("true") : QStringLiteral("false"),
                             QString::number(r.found ? r.length : 0),
                             QString::number(r.found ? r.cost : 0, 'g', 10),
                             QString::number(r.expanded),
                             QString::number(r.peakFrontier),
                             QString::number(r.microseconds / 1000.0, 'f', 3),
                             csvField(QString::fromStdString(r.verdict))}
                     .join(QLatin1Char(','));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

std::string weightsText(const std::vector<std::uint32_t>& weights, int rows, int cols)
{
    std::ostringstream out;
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < cols; ++c) {
            if (c > 0)
                out << ' ';
            out << weights[std::size_t(r) * std::size_t(cols) + std::size_t(c)];
        }
        out << '\n';
    }
    return out.str();
}

std::vector<int> distanceMap(const Maze& maze, Diagonal diagonal)
{
    std::vector<int> dist(maze.cellCount(), -1);
    if (!maze.isFree(maze.start()))
        return dist;
    static constexpr int kDr[8] = {-1, 0, 1, 0, -1, -1, 1, 1};
    static constexpr int kDc[8] = {0, 1, 0, -1, -1, 1, 1, -1};
    const int directions = diagonal == Diagonal::Never ? 4 : 8;
    std::deque<Cell> queue{maze.start()};
    dist[maze.index(maze.start())] = 0;
    while (!queue.empty()) {
        const Cell c = queue.front();
        queue.pop_front();
        const int d = dist[maze.index(c)];
        for (int k = 0; k < directions; ++k) {
            const Cell n{c.row + kDr[k], c.col + kDc[k]};
            if (!maze.isFree(n) || dist[maze.index(n)] >= 0)
                continue;
            if (k >= 4) { // PathFinding.js's diagonal policies (core/solve/solvers.h)
                const bool a = maze.isFree({c.row + kDr[k], c.col});
                const bool b = maze.isFree({c.row, c.col + kDc[k]});
                if (diagonal == Diagonal::IfAtMostOneObstacle && !a && !b)
                    continue;
                if (diagonal == Diagonal::OnlyWhenNoObstacles && !(a && b))
                    continue;
            }
            dist[maze.index(n)] = d + 1;
            queue.push_back(n);
        }
    }
    return dist;
}

} // namespace mazelab
