#pragma once
// Lower bounds on σ (Nusser 2016, §5.5, Table 6.6) with checkable certificates.
//
// A certificate is a subset C of the target's mazes together with its exact σ(C): since a
// sequence solving all mazes solves C, σ(all) >= σ(C). Re-checking it means recomputing σ(C)
// exactly (checkCertificate), which is cheap for the small subsets the algorithms produce.
//   * lowerBoundEss:  ESS (Alg. 5.3) stopped by the Control's time limit: its last exact
//                     subset length and subset (the thesis' "ESS" column).
//   * lowerBoundGess: greedy ESS: each round draws `candidates` mazes the current sequence
//                     does not solve and keeps the one whose addition makes σ(C) longest
//                     (the thesis' "GESS" column).
// Certificates are saved as .maze sets with "; " comment lines (certificateText) and read
// back with parseMazeText / readMazeFile.

#include "core/control.h"
#include "core/simaso/approx.h"
#include "core/simaso/exactsearch.h"

#include <string>
#include <vector>

namespace mazelab {

struct LowerBoundResult {
    int lowerBound = 0;            // σ(target) >= lowerBound, proven by the certificate
    std::vector<Maze> certificate; // the subset C with σ(C) = lowerBound
    SolvingSequence witness;       // a shortest sequence of C (length lowerBound)
    bool solvedExactly = false;    // the witness solves the whole target: σ = lowerBound
    int rounds = 0;
    std::uint64_t states = 0;
    std::string message;
};

struct GessOptions {
    int candidates = 8;           // mazes tried per round
    int maxRounds = 1000;
    std::uint64_t seed = 1;
    ExactOptions exact;           // memory cap for the inner exact searches
};

// Runs until the target is solved exactly or the Control stops it (set a time limit).
LowerBoundResult lowerBoundEss(const SolveTarget& target, Control& control,
                               const ExactOptions& options = {});
LowerBoundResult lowerBoundGess(const SolveTarget& target, Control& control,
                                const GessOptions& options = {});

struct CertificateCheck {
    bool valid = false;  // sigma computed and >= the claimed bound, all mazes solvable
    int sigma = -1;      // exact σ of the certificate's mazes (-1 when not computed)
    std::string message;
};
// Recomputes σ of `mazes` exactly (IDA*, within the Control's limits).
CertificateCheck checkCertificate(const std::vector<Maze>& mazes, int claimedBound,
                                  Control& control, const ExactOptions& options = {});

// The certificate as .maze text: comment lines with the bound, the witness sequence and how
// to re-check it, then the mazes.
std::string certificateText(const LowerBoundResult& result, const std::string& description);
// The claimed bound from a certificate's "; lower bound: N" comment, or -1.
int certificateClaim(const std::string& text);

} // namespace mazelab
