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
    // The first answer of the instances (Unknown only when `control` stopped them all).
    LengthSolver::Result solve(Control& control);
    // The sequence of the instance that answered Sat last.
    std::vector<Move> model() const;
    // Which instance answered the last solve() (for statistics), -1 if none.
    int lastWinner() const { return m_winner; }

private:
    std::vector<std::unique_ptr<LengthSolver>> m_solvers;
    int m_winner = -1;
};

} // namespace mazelab::simaso_sat
