#pragma once
// Upper bound first (issue 17, "σ(4,4) from scratch in under 2 minutes"): before the
// counterexample-guided SAT search (sigmasat.h), a sequence solving every maze is found by the
// hard-set annealing of core/simaso/anneal.h, and the SAT search then starts one below its
// length and goes down (SigmaOptions::descend). On small grids the annealing finds σ itself in
// well under a second (3×3: 11, 3×4: 17, 4×4: 29 from a random start), so only the refutation
// at σ − 1 is left to the SAT solver: the climb's refutations of every shorter length (about a
// third of the σ(4,4) run) are skipped, and the counterexamples are chosen against sequences of
// length σ − 1 only. Above 16 cells the annealing needs many seconds for a first solving
// sequence (4×5: 52 moves after 11 s) and is far from σ, so the search climbs there.

#include "core/control.h"
#include "core/maze.h"

#include <cstdint>
#include <vector>

namespace mazelab::simaso_sat {

struct UpperFirstOptions {
    std::uint64_t seed = 1;
    // The annealing stops when no shorter sequence came for max(stallSeconds16 ·
    // stallGrowthPerCell^(cells − 16) below 16 cells, else stallSeconds16 · cells / 16, twice
    // the time it took to find the best so far), or after maxSeconds. On 4×4 (2 s) the gaps between new bests were up to 0.7 s and 29 came after
    // 0.4–0.9 s (three seeds). The stall shrinks by 1.9 a cell below 16 as the solvable mazes
    // do (3828 on 4×4, 295 on 3×4, 51 on 3×3): 3×4 found 17 within 0.05 s (three seeds) but
    // waited 1.5 s under the old 0.125 s × cells.
    double stallSeconds16 = 2.0;
    double stallGrowthPerCell = 1.9;
    double maxSeconds = 10.0;
};

// Whether computeSigma's callers descend by default on a rows×cols grid (see above).
bool descendByDefault(int rows, int cols);

// A short sequence solving every solvable rows×cols maze (rows·cols <= 64), found by the
// annealing from a random start of 4·cells moves; empty when none was found in time or
// `control` stopped. Deterministic for a seed up to where the clock stops it. The annealing's
// progress is forwarded to `control`.
std::vector<Move> annealedUpperBound(int rows, int cols, Control& control,
                                     const UpperFirstOptions& options = {});

} // namespace mazelab::simaso_sat
