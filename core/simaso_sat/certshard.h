#pragma once
// A σ lower-bound certificate's refutation split into shards for a batch system (issue 17,
// "scale-out"): the SAT call "no sequence of lowerBound-1 moves solves the certificate's mazes"
// is cut by the first `depth` moves into 4^depth prefix cubes (the cube split of
// SolverPortfolio::solveCubes, here across processes and machines). Shard i of K refutes the
// cubes whose index is i mod K; every refuted cube is appended to the shard's file at once, so
// a pre-empted shard started again with the same file goes on where it stopped. The merge
// trusts no shard index: it checks that the files name this certificate and depth and that
// the union of their refuted cubes covers all 4^depth prefixes — then no sequence of that
// length starts with any prefix, which is the bound, exactly as one SAT call proves it.
#include "core/control.h"
#include "core/simaso_sat/sigmasat.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace mazelab::simaso_sat {

// The prefixes in the cube order of solveCubes (moves d, r, u, l at every step).
std::vector<std::vector<Move>> cubePrefixes(int depth);

// Identifies what a shard refutes: the subset (as written, order included) and the length.
std::uint64_t certificateDigest(const SigmaCertificate& cert);

// A shard file: header lines, then one "refuted PREFIX" line per refuted cube.
struct ShardFile {
    int rows = 0, cols = 0, lowerBound = 0, depth = 0;
    std::uint64_t digest = 0;
    std::vector<std::string> refuted; // prefixes as move letters
};
std::string shardFileHeader(const SigmaCertificate& cert, int depth);
// The whole file (header and refuted lines), as parseShardFile reads it back.
std::string shardFileText(const ShardFile& file);
// Parses a shard file; on failure returns false and "line L, column C: …" in `error`.
bool parseShardFile(const std::string& text, ShardFile& out, std::string& error);
// Whether `file` belongs to `cert` (same size, bound and digest) at `depth`; else the reason.
std::string shardMismatch(const ShardFile& file, const SigmaCertificate& cert, int depth);

struct ShardRun {
    enum class Outcome { Refuted, Sat, Stopped } outcome = Outcome::Stopped;
    std::vector<Move> model;  // with Sat: a sequence of lowerBound-1 moves solving the subset
    int cubes = 0;            // the shard's cubes
    int skipped = 0;          // already refuted in the file
    int refutedNow = 0;       // refuted by this run
    std::string stopReason;   // with Stopped
};
// Refutes shard `index` of `count` (0 <= index < count). `onRefuted` is called with each newly
// refuted prefix (the caller appends it to the file before the next cube starts).
ShardRun refuteShard(const SigmaCertificate& cert, int depth, int index, int count,
                     const std::string& solverConfig, const std::vector<std::string>& refuted,
                     const std::function<void(const std::string&)>& onRefuted, Control& control);

// The prefixes of 4^depth that no file refutes (empty: the bound is proved).
std::vector<std::string> missingCubes(int depth, const std::vector<ShardFile>& files);

} // namespace mazelab::simaso_sat
