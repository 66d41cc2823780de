#pragma once
// σ of any maze set by counterexample-guided SAT: the method of sigmasat.h (Nusser 2016's
// open problem, Table 6.1) for a user's set instead of "all solvable n×m mazes". The set may
// hold mazes of any shape, each with its own start and goal (MazeSet: one size per set).
//
// For a length L and a subset S of the set, a SAT solver answers "does a sequence of L moves
// solve every maze of S?" (LengthSolver, generic form). If yes, the sequence is simulated on
// the whole set and the mazes it leaves unsolved that end farthest from their goals are added
// to S; if no, σ(set) >= L + 1 and S is the certificate. L starts at the longest shortest path
// and grows by one, so the first sequence that solves the whole set is a shortest one.
// The certificate is the subset S with its σ: σ(S) = σ(set) when complete (the sequence
// solves S, and no shorter one does), which is the lower-bound certificate format of
// core/simaso/lowerbound.h (`seq lower-bound --check`, or checkLowerBoundSat below).
// The redundant clauses used are those valid for any set: no idle moves, predecessor
// clauses and pairwise joint distances (for mazes of at most 256 cells); the corner and
// transposition clauses of the n×m case are not used.

#include "core/control.h"
#include "core/simaso/exactsearch.h"
#include "core/simaso/mazeset.h"
#include "core/simaso_sat/sigmasat.h"

#include <cstddef>
#include <string>
#include <vector>

namespace mazelab::simaso_sat {

// Maze i of `set` for the encoding. Precondition: i < set.size().
SatMaze satMaze(const MazeSet& set, std::size_t i);
SatMaze satMaze(const Maze& maze); // precondition: solvable

struct SetSigmaOptions {
    int maxLength = 250;             // give up above this length (LengthLimit)
    int counterexamplesPerRound = 4; // unsolved mazes added per failed candidate
    LengthSolver::Options solver{};
};

struct SetSigmaResult {
    bool complete = false;           // `sequence` is a shortest solving sequence
    int lowerBound = 0;              // σ(set) >= lowerBound, proved by `subset`
    SolvingSequence sequence;        // when complete
    std::vector<std::size_t> subset; // indices into the set (the certificate)
    bool lengthLimit = false;        // stopped at options.maxLength
    int satCalls = 0;
    double seconds = 0;
    std::string message;             // one line for the user
};

// Polls `control` (time limit, cancel) from inside the SAT solver; progress through
// progress_text::kSat. Mazes whose start is their goal count as solved from the start.
SetSigmaResult computeSetSigma(const MazeSet& set, const SetSigmaOptions& options,
                               Control& control);

// The same in the shape of the exact searches (algorithm "SAT"): `certificate` is the subset,
// `states` the number of SAT calls; ExactOptions::maxLength applies, and memoryLimitBytes caps
// the growth of the resident memory (CaDiCaL's grows with the subset, about 1 MB per maze of
// 16 cells at length 30) through `control` when it has no cap of its own (MemoryLimit then).
ExactResult shortestSat(const MazeSet& set, Control& control, const ExactOptions& options = {});

// Re-checks a lower-bound certificate by one SAT call: no sequence of claimedBound - 1 moves
// solves all of `mazes` (all the same size and solvable). Unknown when stopped by `control`.
LengthSolver::Result checkLowerBoundSat(const std::vector<Maze>& mazes, int claimedBound,
                                        Control& control);

} // namespace mazelab::simaso_sat
