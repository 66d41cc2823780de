// libFuzzer target: the move-sequence parsers (parseMoves, a SolvingSequence's text form, and
// parseSequenceText, the .seq file form). Contracts checked: a parsed sequence prints back as
// text that parses to the same moves; the count of moves equals the count of u/d/l/r letters
// in the input; parseSequenceText agrees with parseMoves on text without comments or a byte
// order mark, names an error inside the text, and reads formatSequenceFile's output back.

#include "core/maze.h"
#include "core/simaso/sequencetext.h"
#include "tests/fuzz/fuzztargets.h"

#include <cctype>

using namespace mazelab;

void mazelab::fuzz::moves(std::string_view input)
{
    const std::string_view text = input;
    const SequenceText file = parseSequenceText(text);
    if (file.error) {
        MAZELAB_FUZZ_CHECK(file.moves.empty() && file.error->line >= 1
                           && file.error->column >= 1 && file.error->column <= text.size());
    } else {
        MAZELAB_FUZZ_CHECK(parseSequenceText(formatSequenceFile(file.moves, {std::string(text)}))
                               .moves
                           == file.moves);
    }
    const auto moves = parseMoves(text);
    if (text.find(';') == std::string_view::npos && !text.starts_with("\xEF\xBB\xBF"))
        MAZELAB_FUZZ_CHECK(moves.has_value() == !file.error && (!moves || *moves == file.moves));
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
