// libFuzzer target: σ shard files (core/simaso_sat/certshard.h, "; mazelab-sigma-shard 1").
// Contract checked: parseShardFile returns true, or false with "line L, column C: …" (L >= 1);
// a file it accepts has a depth of 1 to 8, a size of at most 64 cells and only refuted prefixes
// of `depth` move letters, and writes back (shardFileText) as text that reads back equal.

#include "core/simaso_sat/certshard.h"
#include "tests/fuzz/fuzztargets.h"

using namespace mazelab::simaso_sat;

void mazelab::fuzz::sigmaShard(std::string_view input)
{
    ShardFile file;
    std::string error;
    if (!parseShardFile(std::string(input), file, error)) {
        MAZELAB_FUZZ_CHECK(error.rfind("line ", 0) == 0);
        MAZELAB_FUZZ_CHECK(error.rfind("line 0,", 0) != 0);
        MAZELAB_FUZZ_CHECK(error.find(", column ") != std::string::npos);
        return;
    }
    MAZELAB_FUZZ_CHECK(file.depth >= 1 && file.depth <= 8);
    MAZELAB_FUZZ_CHECK(file.rows >= 1 && file.cols >= 1 && file.rows * file.cols <= 64);
    for (const std::string& p : file.refuted) {
        MAZELAB_FUZZ_CHECK(int(p.size()) == file.depth);
        MAZELAB_FUZZ_CHECK(p.find_first_not_of("drul") == std::string::npos);
    }
    ShardFile again;
    MAZELAB_FUZZ_CHECK(parseShardFile(shardFileText(file), again, error));
    MAZELAB_FUZZ_CHECK(again.rows == file.rows && again.cols == file.cols);
    MAZELAB_FUZZ_CHECK(again.lowerBound == file.lowerBound && again.digest == file.digest);
    MAZELAB_FUZZ_CHECK(again.depth == file.depth && again.refuted == file.refuted);
}

MAZELAB_FUZZ_TARGET(mazelab::fuzz::sigmaShard)
