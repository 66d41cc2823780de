// libFuzzer target: the mouse-best text form read from checkpoints and by `mouse --merge`
// (core/mouse/mousebest.h, mouseBestFromText). Contract checked: returns or throws
// std::runtime_error; an accepted result writes back (mouseBestToText) and reads back equal.

#include "core/mouse/mousebest.h"
#include "tests/fuzz/fuzztargets.h"

#include <stdexcept>

using namespace mazelab;

void mazelab::fuzz::mouseCheckpoint(std::string_view input)
{
    const std::string text(input);
    MouseBestResult r;
    try {
        r = mouseBestFromText(text);
    } catch (const std::runtime_error&) {
        return;
    }
    MouseBestResult again;
    try {
        again = mouseBestFromText(mouseBestToText(r));
    } catch (const std::runtime_error&) {
        MAZELAB_FUZZ_CHECK(!"written result does not read back");
    }
    MAZELAB_FUZZ_CHECK(again.rows == r.rows && again.cols == r.cols);
    MAZELAB_FUZZ_CHECK(again.maze == r.maze);
    MAZELAB_FUZZ_CHECK(again.tested == r.tested && again.steps == r.steps);
}

MAZELAB_FUZZ_TARGET(mazelab::fuzz::mouseCheckpoint)
