#pragma once
// Exhaustive optimum search for the mouse maze (Merckens 2019, ch. 4): the n×m maze that keeps
// Squeaky inside longest, how many walks were simulated and how many of the 2^(n·m-2) mazes
// (entrance and exit cell free) are optimal.
//
// Walk tree instead of maze list: the mouse is simulated on a board whose cells start
// *undecided*. A cell is decided only when it can change the mouse's next move: an undecided
// neighbour would be free with visit count 0, so it matters exactly when no neighbour before it
// in the tie order (down, right, left, up) already offers count 0. Then the search branches on
// that one cell (free, then wall) and continues the same walk (the free choice on a copy of the
// board, the wall choice on the original), so all mazes that agree on the cells that mattered
// so far share one simulated prefix. Cells the walk never needed do not influence it: one leaf stands for 2^(undecided)
// mazes. Walling a cell that could cut the open cells apart (not a "simple point" of its 3×3
// window) triggers a bitboard flood fill through free + undecided cells (seeded with every
// visited cell), and a branch whose exit became unreachable is cut at once.
// Tasks are the choices at the first few branch points; threads take tasks from a
// shared counter, a shard i/K keeps tasks with index % K == i, and a checkpoint records which
// tasks are done (written atomically: temp file + rename) so a run can resume.
#include "core/control.h"
#include "core/maze.h"
#include "core/mouse/mousebestsofar.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mazelab {

// n·(m+1) must fit the bitboard: one 64-bit word (the fast path) up to 64, two words (a
// 128-bit board, e.g. 8×8 or 7×9) up to 128. mouseBestNeedsWideBoard says which one is used.
// n·m <= 64 keeps the count of mazes per leaf (2^undecided) in 64 bits; m <= 62 keeps the
// 3×3 window test's shifts (up to 2·(m+1)) inside 128 bits.
constexpr int kMouseBestMaxBits = 128;
constexpr bool mouseBestSizeSupported(int rows, int cols)
{
    return rows >= 1 && cols >= 1 && rows <= 64 && cols <= 62
           && rows * (cols + 1) <= kMouseBestMaxBits && rows * cols <= 64;
}
// The 3×3 window test reads bits up to 2·(cols+1)+2 around a cell, so rows wider than 29
// cells (1- and 2-row boards) take the wide board too.
constexpr bool mouseBestNeedsWideBoard(int rows, int cols)
{
    return rows * (cols + 1) > 64 || cols + 1 > 30;
}

struct MouseBestOptions {
    int rows = 3;
    int cols = 3;
    bool freeEnds = false; // every entrance column × every exit column
    int threads = 0;       // 0: std::thread::hardware_concurrency()
    int shardIndex = 0;
    int shardCount = 1;
    std::string checkpointPath; // empty: none
    double checkpointSeconds = 10; // at most this long between checkpoint writes
    // Random probes for the walk-count estimate that drives the progress fraction (see
    // estimateMouseBest; 0, or boards of at most 25 cells: progress by finished tasks, which
    // differ widely in size).
    std::uint64_t estimateProbes = 50000;
    // Optional: the best maze so far while the search runs (improvements inside running tasks
    // included), with the tasks done as `fraction` and the walks of finished tasks as `tested`.
    // The final report equals the returned result.
    MouseBestReporting reporting;
    // Tests only: use the 128-bit board even where 64 bits suffice (it must give the same
    // result as the 64-bit one).
    bool forceWideBoard = false;
};

// The best walk for one entrance/exit pair (with free ends every pair is searched on its own).
struct MouseEndsBest {
    int entryCol = 0;
    int exitCol = 0;
    std::int64_t steps = 0;         // best steps with these ends (0: no task of it done yet)
    std::uint64_t optimalCount = 0; // mazes with `steps` steps for these ends
    std::uint64_t tested = 0;       // walks simulated for these ends
};

struct MouseBestResult {
    bool complete = false; // every task of this shard done
    int rows = 0;
    int cols = 0;
    bool freeEnds = false;
    std::int64_t steps = 0; // best steps found (0: none)
    Maze maze;              // a best maze (cells never seen by the walk are walls)
    int entryCol = 0;
    int exitCol = 0;
    std::uint64_t tested = 0;       // walks simulated to the exit (leaves of the walk tree)
    std::uint64_t optimalCount = 0; // mazes with `steps` steps (over all entrance/exit pairs)
    // Per entrance/exit pair (one entry without free ends), entry-major: the pairs whose
    // `steps` equals `steps` are the optimal positions; their optimalCount add up to the above.
    std::vector<MouseEndsBest> ends;
    double estimatedWalks = 0;      // this shard's expected `tested` (0: not estimated)
    int shardIndex = 0; // which shard of the search this is (a merged result: 0 of 1)
    int shardCount = 1;
    std::uint64_t taskCount = 0;
    std::uint64_t tasksDone = 0;
    double seconds = 0;
};

// Throws std::invalid_argument for unsupported sizes or a bad shard.
MouseBestResult findBestMouseMaze(const MouseBestOptions& options, Control& control);

// Knuth's estimator of the walk tree's size: `probes` random root-to-leaf paths, each weighted
// by the product of the numbers of choices on its way; the mean weight is an unbiased estimate
// of the number of walks the exhaustive search simulates (its `tested`). Cheap (one walk per
// probe), so a caller can tell how long an exhaustive search would take before starting it.
struct MouseBestEstimate {
    double walks = 0;         // estimated leaves of the walk tree
    double standardError = 0; // of `walks`
    double averageSteps = 0;  // steps per walk, weighted like `walks`
    std::uint64_t probes = 0; // probes done (fewer when cancelled)
};
// Throws std::invalid_argument for unsupported sizes.
MouseBestEstimate estimateMouseBest(int rows, int cols, bool freeEnds, std::uint64_t probes,
                                    std::uint64_t seed, Control& control);

// Combines shard results of the same search (throws std::invalid_argument for other sizes, and
// for a shard given twice or missing when the parts name their shards).
MouseBestResult mergeMouseBest(const std::vector<MouseBestResult>& parts);

// Plain-text form used by checkpoints and --merge (version 2 adds one line per entrance/exit
// pair; version 1, without them, is still read). The reader never trusts its input: anything
// malformed throws std::runtime_error whose message names the line and column ("line 4,
// column 7: expected a whole number after 'steps'").
std::string mouseBestToText(const MouseBestResult& result);
MouseBestResult mouseBestFromText(const std::string& text);

// A checkpoint: "done <0/1 per task>" and then the result text. `firstLine` offsets the line
// numbers of error messages (for a text that is part of a bigger file).
struct MouseBestCheckpoint {
    std::string done; // one '0' or '1' per task of the whole search (all shards)
    MouseBestResult result;
};
std::string mouseCheckpointToText(const MouseBestCheckpoint& checkpoint);
MouseBestCheckpoint mouseCheckpointFromText(const std::string& text);
// A result file or a checkpoint (`mouse best --merge` takes either).
MouseBestResult mouseBestFromFileText(const std::string& text);

} // namespace mazelab
