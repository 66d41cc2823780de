// libFuzzer target: the move-sequence parser (parseMoves, a SolvingSequence's text form).
// Contract checked: a parsed sequence prints back as text that parses to the same moves, and
// the count of moves equals the count of u/d/l/r letters in the input.

#include "core/maze.h"
#include "tests/fuzz/fuzztargets.h"

#include <cctype>

using namespace mazelab;

void mazelab::fuzz::moves(std::string_view input)
{
    const std::string_view text = input;
    const auto moves = parseMoves(text);
    if (!moves)
        return;
    std::size_t letters = 0;
    for (char c : text)
        letters += moveFromChar(c).has_value() ? 1 : 0;
    MAZELAB_FUZZ_CHECK(moves->size() == letters);
    const std::string written = movesToString(*moves);
    const auto again = parseMoves(written);
    MAZELAB_FUZZ_CHECK(again && *again == *moves);
}

MAZELAB_FUZZ_TARGET(mazelab::fuzz::moves)
