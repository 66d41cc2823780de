// libFuzzer target: lower-bound certificate files (core/simaso/lowerbound.h): the claim line
// ("; lower bound: N", certificateClaim) and the maze set below it, read the way
// `mazelab-cli seq check-bound` reads them. Contract: no crash, a claim is -1 or >= 0.

#include "core/mazeformat.h"
#include "core/simaso/lowerbound.h"
#include "tests/fuzz/fuzztargets.h"

using namespace mazelab;

void mazelab::fuzz::lowerBound(std::string_view input)
{
    const std::string text(input);
    const int claim = certificateClaim(text);
    MAZELAB_FUZZ_CHECK(claim >= -1);
    try {
        const MazeFile file = parseMazeText(text);
        MAZELAB_FUZZ_CHECK(file.mazes.size() == file.names.size());
    } catch (const MazeFormatError&) {
    }
}

MAZELAB_FUZZ_TARGET(mazelab::fuzz::lowerBound)
