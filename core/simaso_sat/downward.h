#pragma once
// Upper bounds σ(n,m) <= L by counterexample-guided SAT going DOWN from a generous length
// (issue 17: σ(5,5) below 110). The σ search of sigmasat.h climbs from lower bounds; here one
// incremental LengthSolver is built at length `fromLength` + 1 and asked for shorter and
// shorter sequences over a growing hard set H of mazes:
//
//   1. "Is there a sequence of L moves solving every maze of H?" (requireSolvedBy(L): every
//      maze of H has visited its goal after L moves; a unit clause, so learnt clauses stay.)
//   2. SAT: the sequence is verified on ALL solvable n×m mazes by the counting trajectory tree
//      (streamverify.h, Nusser 2016 Alg. 5.2 made to count). It fails: one maze per failing
//      leaf joins H (with its transpose on square grids), sampled evenly over the tree's
//      failing leaves when there are more than perRound, each with a random fill of the
//      leaf's unknown cells that keeps it solvable. Ask again at the same L.
//      It solves all: a verified bound. Greedy deletion (drop any single move whose removal
//      still verifies) may shorten it further for free; the best is reported (onImproved)
//      and L becomes best − 1.
//   3. UNSAT: no sequence of L moves solves H, so σ(n,m) >= L + 1 and the search ends with
//      the best bound found (UNSAT far above the true σ is not expected: it needs a hard H).
//   4. Unknown (time limit, cancel): the best verified bound so far is the answer.
// With `window` > 0, step 1 after the first bound fixes every move of the best sequence except
// a random window, which must be redone one move shorter (UNSAT: try another window).
// Every reported sequence was verified on all mazes by the tree; an unverified one is never
// reported. The hard set starts from `seedRandom` random solvable mazes and, with a `start`
// sequence, from the mazes its shortened prefixes miss (the mazes it needs its last moves for).

#include "core/control.h"
#include "core/maze.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace mazelab::simaso_sat {

struct DownwardOptions {
    int fromLength = 0;             // first length asked; 0: start.size() - 1 (or 3·cells)
    std::vector<Move> start;        // optional: a known sequence (phase hints, H seeding)
    std::size_t perRound = 64;      // mazes added per failed candidate (before transposes)
    std::size_t seedRandom = 100;   // random solvable mazes in the first H
    std::size_t seedFromStart = 200; // mazes from the start's shortened prefixes
    bool greedyDeletion = true;     // try deleting single moves of every verified bound
    std::uint64_t seed = 1;
    std::size_t maxFailingLeaves = 4000000; // leaves kept per verification (memory cap)
    // Window mode (0: off): once a bound B is known, each SAT call fixes all moves of B but a
    // random window of `window` moves, which must be redone in window − 1 moves (a large
    // neighbourhood search with the exact hard set). An UNSAT there only drops the window.
    int window = 0;
    int roundsPerWindow = 20;       // failed candidates before the window is given up
    std::string solverConfig;       // CaDiCaL configuration ("", "sat", "unsat", "plain")
    // Pairwise joint-distance clauses (LengthSolver::Options::pairClauses) while |H| is at most
    // this: O(|H|² · (L + 4) · cells²) work, but without them long lengths are even harder for
    // the solver. kAutoPairs: 400 up to 16 cells, none above (5×5: 390,625 pair states).
    static constexpr std::size_t kAutoPairs = std::size_t(-1);
    std::size_t pairClauseMazes = kAutoPairs;
};

struct DownwardResult {
    bool found = false;             // `best` solves every solvable rows×cols maze
    std::vector<Move> best;
    int lowerBound = 0;             // > 0: an UNSAT proved σ >= lowerBound (H the witness)
    std::size_t hardSet = 0;        // |H| at the end
    int satCalls = 0;
    int verifications = 0;
    int windows = 0;                // windows tried (window mode)
    std::string message;            // why it stopped
};

// Preconditions: 2 <= rows·cols <= kMaxCells (64) — throws std::invalid_argument otherwise.
// Polls `control` inside the solver and between steps; progress through progress_text::kSat
// (length, |H|, SAT calls). onImproved gets every verified new best, shortest last.
DownwardResult shortenBySat(int rows, int cols, const DownwardOptions& options, Control& control,
                            const std::function<void(const std::vector<Move>&)>& onImproved = {});

} // namespace mazelab::simaso_sat
