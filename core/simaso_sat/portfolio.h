#pragma once
// SolverPortfolio: several LengthSolvers over the same mazes and length, each configured
// differently, racing in threads (one per instance): the first answer wins, the others are
// stopped through their terminate flag and keep their learnt clauses for the next call.
// SAT run times on one instance vary a lot with the seed and the configuration, so on k cores
// the race takes about the fastest of k runs. One instance runs in the calling thread without
// any thread.

#include "core/control.h"
#include "core/simaso_sat/sigmasat.h"

#include <memory>
#include <vector>

namespace mazelab::simaso_sat {

class SolverPortfolio {
public:
    // `instances` >= 1; instance 0 uses `base`, the others variantOptions(base, i).
    SolverPortfolio(const Grid& grid, int length, const LengthSolver::Options& base,
                    int instances);

    // Instance i's options: base for 0; otherwise another seed, and CaDiCaL's "unsat"
    // configuration for odd i (tuned for refutations, which dominate the σ search).
    static LengthSolver::Options variantOptions(const LengthSolver::Options& base, int i);

    void addMaze(WallMask walls, const Control* control = nullptr);
    // LengthSolver::suggest on every instance.
    void suggest(const std::vector<Move>& moves);
    // The first answer of the instances (Unknown only when `control` stopped them all).
    LengthSolver::Result solve(Control& control);
    // The same with a wall-clock budget for this call only: Unknown also when `budgetSeconds`
    // (> 0) pass first; the instances keep their learnt clauses for a later call.
    LengthSolver::Result solve(Control& control, double budgetSeconds);
    // The sequence of the instance that answered Sat last.
    std::vector<Move> model() const;
    // Which instance answered the last solve() (for statistics), -1 if none.
    int lastWinner() const { return m_winner; }

    // Cube-and-conquer beside the whole instance (cubesolve.cpp): with `depth` > 0 and two or
    // more instances, instance 0 solves the whole instance while the others split it by the
    // first `depth` moves (all 4^depth prefixes, as assumptions) from a shared queue. The
    // first Sat wins; Unsat comes from instance 0 or from every prefix refuted (the prefixes
    // cover every sequence, so that is a proof exactly as a single call's). A prefix refuted
    // once stays refuted (mazes are only ever added): later calls skip it, and instance 0
    // receives it as a clause, so the refutations of the split shorten the whole instance's.
    void setCubeDepth(int depth) { m_cubeDepth = depth; }
    int cubeDepth() const { return m_cubeDepth; }
    // With cubes: instance 0 gives up the whole instance after `seconds` (> 0) of a call and
    // takes prefixes from the queue too, so a long refutation gets every thread on the split
    // (0: the whole instance until the answer).
    void setJoinAfter(double seconds) { m_joinAfter = seconds; }
    // Whether instance 0 joined the split in the last call.
    bool joinedLast() const { return m_joined; }

private:
    LengthSolver::Result solveRace(Control& control);
    LengthSolver::Result solveCubes(Control& control);

    std::vector<std::unique_ptr<LengthSolver>> m_solvers;
    int m_winner = -1;
    int m_cubeDepth = 0;
    double m_joinAfter = 0;
    bool m_joined = false;
    std::vector<std::vector<Move>> m_cubes; // built on the first split call
    std::vector<char> m_refuted;            // per cube: Unsat under its prefix
    std::vector<char> m_blocked;            // per cube: given to instance 0 as a clause
};

} // namespace mazelab::simaso_sat
