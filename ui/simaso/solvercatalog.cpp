#include "ui/simaso/solvercatalog.h"

#include "ui/simaso/simasoset.h"

#include "core/simaso/exactsearch.h"

#include <QCoreApplication>
#include <stdexcept>

namespace mazelab {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(mazelab::SolverCatalog)
};

SolverParam memoryParam()
{
    return {QStringLiteral("memoryMB"), Tr::tr("Memory limit (MB):"), 16, 16384, 1024, 0,
            Tr::tr("The search stops with a message when its state table reaches this size")};
}

ExactOptions exactOptions(const SolverParams& p)
{
    ExactOptions o;
    o.memoryLimitBytes = std::size_t(p.value(QStringLiteral("memoryMB"), 1024)) << 20;
    o.startBound = int(p.value(QStringLiteral("startBound"), 0));
    return o;
}

SolverOutcome fromExact(const ExactResult& r)
{
    SolverOutcome o;
    o.exact = r.exact();
    if (r.exact())
        o.sequence = r.sequence; // otherwise it need not solve the whole set
    o.lowerBound = r.exact() ? -1 : r.lowerBound;
    o.statesExplored = qint64(r.states);
    o.certificate = r.certificate;
    if (!r.exact())
        o.note = QString::fromStdString(r.message.empty() ? exactStatusName(r.status) : r.message);
    return o;
}

using ExactFn = ExactResult (*)(const MazeSet&, Control&, const ExactOptions&);

SolverSpec exactSolver(const QString& id, const QString& name, const QString& description,
                       ExactFn fn, bool withStartBound)
{
    SolverSpec s;
    s.id = id;
    s.name = name;
    s.description = description;
    s.params.push_back(memoryParam());
    if (withStartBound)
        s.params.push_back({QStringLiteral("startBound"), Tr::tr("Known lower bound:"), 0, 250,
                            0, 0, Tr::tr("Start the search at this length (0: none)")});
    s.run = [fn](const SimasoSet& set, const SolverParams& p, Control& c) {
        return fromExact(fn(set.mazes(), c, exactOptions(p)));
    };
    return s;
}
} // namespace

std::vector<SolverSpec> builtinSolvers()
{
    std::vector<SolverSpec> out;
    out.push_back(exactSolver(
        QStringLiteral("bfs"), Tr::tr("BFS (exact)"),
        Tr::tr("Breadth-first search over the joint positions of all mazes (Nusser §5.1). "
               "Exact; memory grows fast with the number of mazes."),
        &shortestBfs, false));
    out.push_back(exactSolver(
        QStringLiteral("astar"), Tr::tr("A* (exact)"),
        Tr::tr("A* over joint positions with the longest remaining shortest path as heuristic "
               "(Nusser §5.1). Exact."),
        &shortestAStar, false));
    out.push_back(exactSolver(
        QStringLiteral("idastar"), Tr::tr("IDA* (exact)"),
        Tr::tr("Iterative deepening A* with a bounded transposition table: exact, little "
               "memory."),
        &shortestIdaStar, true));
    out.push_back(exactSolver(
        QStringLiteral("ess"), Tr::tr("ESS (exact, lower bounds)"),
        Tr::tr("Exact Solving Sequence by counterexamples (Nusser Alg. 5.3): solves a growing "
               "subset exactly; every intermediate length is a lower bound."),
        &shortestEss, true));
    SolverSpec all = exactSolver(
        QStringLiteral("ess-all"), Tr::tr("ESS, all n×m (Unsolved Maze Finder)"),
        Tr::tr("Alg. 5.3 over all solvable mazes of the set's size without listing them: "
               "counterexamples come from the Unsolved Maze Finder (Alg. 5.2)."),
        nullptr, true);
    all.allSolvableOnly = true;
    all.run = [](const SimasoSet& set, const SolverParams& p, Control& c) {
        if (set.kind() != QLatin1String("all"))
            throw std::invalid_argument(
                Tr::tr("This solver works on \"All solvable mazes\" sets only.").toStdString());
        return fromExact(shortestEssAllSolvable(set.rows(), set.cols(), c, exactOptions(p)));
    };
    out.push_back(all);
    return out;
}

} // namespace mazelab
