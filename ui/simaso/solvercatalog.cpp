#include "ui/simaso/solvercatalog.h"

#include "ui/jobs/stoptext.h"
#include "ui/simaso/simasoset.h"

#include "core/simaso/approx.h"
#include "core/simaso/exactsearch.h"
#include "core/simaso/lowerbound.h"
#include "core/simaso_sat/setsigma.h"

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

// The notes say why a search stopped, translated (ui/jobs/stoptext.h); the bound it proved, its
// states and certificate have their own fields (the core's English message repeats them).
SolverOutcome fromExact(const ExactResult& r, const Control& c, std::size_t stateLimit = 0)
{
    SolverOutcome o;
    o.exact = r.exact();
    if (r.exact())
        o.sequence = r.sequence; // otherwise it need not solve the whole set
    o.lowerBound = r.exact() ? -1 : r.lowerBound;
    o.statesExplored = qint64(r.states);
    o.certificate = r.certificate;
    switch (r.status) {
    case ExactStatus::Solved:
        break;
    case ExactStatus::TimeLimit:
    case ExactStatus::Cancelled:
        o.note = stopText(c);
        break;
    case ExactStatus::MemoryLimit: // the state table's own cap, or the Control's (SAT)
        o.note = c.memoryExceeded() || stateLimit == 0
            ? stopText(c)
            : Tr::tr("the state table reached its limit of %L1 MB")
                  .arg(qulonglong(stateLimit >> 20));
        break;
    case ExactStatus::LengthLimit:
        o.note = Tr::tr("no sequence up to the length limit");
        break;
    case ExactStatus::TooLarge:
        o.note = Tr::tr("exact search supports mazes of at most %1 cells").arg(kMaxExactCells);
        break;
    }
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
        const ExactOptions options = exactOptions(p);
        return fromExact(fn(set.mazes(), c, options), c, options.memoryLimitBytes);
    };
    return s;
}
SolverParam seedParam()
{
    return {QStringLiteral("seed"), Tr::tr("Seed:"), 0, 1e9, 1, 0,
            Tr::tr("Every random choice comes from this seed")};
}

SolverParam minimizeParam(double value)
{
    return {QStringLiteral("minimize"), Tr::tr("Minimize (0 / 1):"), 0, 1, value, 0,
            Tr::tr("1: delete moves while the sequence still solves the set")};
}

ApproxOptions approxOptions(const SolverParams& p)
{
    ApproxOptions o;
    o.seed = std::uint64_t(p.value(QStringLiteral("seed"), 1));
    o.runs = int(p.value(QStringLiteral("runs"), 1));
    o.minimize = p.value(QStringLiteral("minimize"), 0) >= 0.5;
    o.lookahead = int(p.value(QStringLiteral("lookahead"), 3));
    o.cost = GreedyCost(int(p.value(QStringLiteral("cost"), 1)));
    o.randomLength = int(p.value(QStringLiteral("length"), 250));
    return o;
}

// `unfinished`: why an incomplete result that no limit of the Control stopped is incomplete.
SolverOutcome fromApprox(const ApproxResult& r, Control& c, const QString& unfinished = {})
{
    SolverOutcome o;
    if (r.complete) {
        o.sequence = r.sequence; // an incomplete one need not solve the whole set
        if (r.minimizationCut)
            o.note = Tr::tr("minimization stopped: %1").arg(stopText(c));
    } else {
        o.note = c.checkNow() || unfinished.isEmpty() ? stopText(c) : unfinished;
    }
    return o;
}

SolverOutcome fromLowerBound(const LowerBoundResult& r, Control& c)
{
    SolverOutcome o;
    o.lowerBound = r.lowerBound;
    o.certificate = r.certificate;
    o.statesExplored = qint64(r.states);
    if (r.solvedExactly) {
        o.sequence = r.witness;
        o.exact = true;
        o.lowerBound = -1;
    }
    if (!r.solvedExactly && c.checkNow())
        o.note = stopText(c);
    return o;
}

using ApproxFn = ApproxResult (*)(const MazeSet&, Control&, const ApproxOptions&);

SolverSpec approxSolver(const QString& id, const QString& name, const QString& description,
                        std::vector<SolverParam> params, ApproxFn fn)
{
    SolverSpec s;
    s.id = id;
    s.name = name;
    s.description = description;
    s.params = std::move(params);
    s.run = [fn](const SimasoSet& set, const SolverParams& p, Control& c) {
        return fromApprox(fn(set.mazes(), c, approxOptions(p)), c);
    };
    return s;
}
} // namespace

std::vector<SolverSpec> builtinSolvers()
{
    std::vector<SolverSpec> out;
    out.push_back(approxSolver(
        QStringLiteral("gl"), Tr::tr("Greedy Lookahead"),
        Tr::tr("Nusser Alg. 5.1: repeatedly append the lookahead sequence that lowers the cost "
               "of the unsolved mazes' goal distances most; escapes local minima."),
        {{QStringLiteral("lookahead"), Tr::tr("Lookahead length:"), 1, 6, 3, 0,
          Tr::tr("All 4^n sequences of this length are tried each round")},
         {QStringLiteral("cost"), Tr::tr("Cost (0 Σd, 1 Σd², 2 max d):"), 0, 2, 1, 0,
          Tr::tr("0: sum of distances, 1: sum of squared distances, 2: largest distance")},
         seedParam(), minimizeParam(0)},
        &greedyLookahead));
    out.push_back(approxSolver(
        QStringLiteral("so"), Tr::tr("Solve in Order"),
        Tr::tr("Nusser Alg. 4.2: solve the mazes one after another in a random order; best of "
               "several orders."),
        {{QStringLiteral("runs"), Tr::tr("Runs (best of):"), 1, 100000, 10, 0, {}},
         seedParam(), minimizeParam(0)},
        &solveInOrder));
    SolverSpec ias = approxSolver(
        QStringLiteral("ias"), Tr::tr("IAS"),
        Tr::tr("Iteratively Append Sequences (Nusser Alg. 5.4): append the shortest path of any "
               "maze the sequence does not solve yet."),
        {seedParam(), minimizeParam(0)}, nullptr);
    ias.run = [](const SimasoSet& set, const SolverParams& p, Control& c) {
        return fromApprox(iterativelyAppend(SolveTarget::of(set.mazes()), c, approxOptions(p)),
                          c);
    };
    out.push_back(ias);
    SolverSpec rs = approxSolver(
        QStringLiteral("rs"), Tr::tr("Random sequence + minimize"),
        Tr::tr("A random sequence, extended until it solves the set, then minimized (Nusser "
               "§5.4); best of several runs."),
        {{QStringLiteral("runs"), Tr::tr("Runs (best of):"), 1, 10000, 5, 0, {}},
         {QStringLiteral("length"), Tr::tr("Initial length:"), 1, 100000, 250, 0, {}},
         seedParam()},
        nullptr);
    rs.run = [](const SimasoSet& set, const SolverParams& p, Control& c) {
        return fromApprox(randomSequence(SolveTarget::of(set.mazes()), c, approxOptions(p)), c);
    };
    out.push_back(rs);
    SolverSpec minimize;
    minimize.id = QStringLiteral("minimize");
    minimize.name = Tr::tr("Minimize the player's sequence");
    minimize.description = Tr::tr("Delete single moves of the player's sequence while it still "
                                  "solves the set (a minimal, not always minimum, sequence).");
    minimize.runOnSequence = [](const SimasoSet& set, const SolverParams&,
                                const std::vector<Move>& seq, Control& c) {
        return fromApprox(minimizeSequence(SolveTarget::of(set.mazes()), seq, c), c,
                          Tr::tr("the player's sequence does not solve every maze of the set"));
    };
    out.push_back(minimize);
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
    SolverSpec sat;
    sat.id = QStringLiteral("sat");
    sat.name = Tr::tr("SAT (exact)");
    sat.description = Tr::tr("Counterexample-guided SAT (CaDiCaL): is there a sequence of L moves "
                             "for a subset? Adds the mazes the answer misses, else L + 1. Exact, "
                             "little memory; the subset is the certificate.");
    sat.run = [](const SimasoSet& set, const SolverParams&, Control& c) {
        return fromExact(simaso_sat::shortestSat(set.mazes(), c), c);
    };
    out.push_back(sat);
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
        const ExactOptions options = exactOptions(p);
        return fromExact(shortestEssAllSolvable(set.rows(), set.cols(), c, options), c,
                         options.memoryLimitBytes);
    };
    out.push_back(all);
    SolverSpec lbEss;
    lbEss.id = QStringLiteral("lb-ess");
    lbEss.name = Tr::tr("Lower bound: ESS");
    lbEss.description = Tr::tr("ESS until the time limit; its last exact subset proves σ ≥ its "
                               "length (Nusser §5.5). Show the certificate to browse it.");
    lbEss.params.push_back(memoryParam());
    lbEss.run = [](const SimasoSet& set, const SolverParams& p, Control& c) {
        return fromLowerBound(lowerBoundEss(SolveTarget::of(set.mazes()), c, exactOptions(p)), c);
    };
    out.push_back(lbEss);
    SolverSpec gess;
    gess.id = QStringLiteral("gess");
    gess.name = Tr::tr("Lower bound: GESS");
    gess.description = Tr::tr("Greedy ESS: each round adds the unsolved maze (of several "
                              "candidates) that lengthens σ of the subset most (Nusser §5.5).");
    gess.params = {{QStringLiteral("candidates"), Tr::tr("Candidates per round:"), 1, 1000, 8, 0,
                    {}},
                   seedParam(), memoryParam()};
    gess.run = [](const SimasoSet& set, const SolverParams& p, Control& c) {
        GessOptions o;
        o.candidates = int(p.value(QStringLiteral("candidates"), 8));
        o.seed = std::uint64_t(p.value(QStringLiteral("seed"), 1));
        o.exact = exactOptions(p);
        return fromLowerBound(lowerBoundGess(SolveTarget::of(set.mazes()), c, o), c);
    };
    out.push_back(gess);
    return out;
}

} // namespace mazelab
