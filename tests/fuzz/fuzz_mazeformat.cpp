// libFuzzer target: the `.maze` reader (core/mazeformat.h).
// Contract checked: parseMazeText either returns or throws MazeFormatError with a line >= 0
// and a column >= 0; whatever it returns survives the round trip
// parse(mazeFileToText(parse(x))) == parse(x) (same mazes, starts, goals and names).

#include "core/mazeformat.h"
#include "tests/fuzz/fuzztargets.h"

using namespace mazelab;

void mazelab::fuzz::mazeFormat(std::string_view input)
{
    const std::string_view text = input;
    MazeFile file;
    try {
        file = parseMazeText(text);
    } catch (const MazeFormatError& e) {
        MAZELAB_FUZZ_CHECK(e.line() >= 0 && e.column() >= 0 && !e.reason().empty());
        return;
    }
    MAZELAB_FUZZ_CHECK(file.mazes.size() == file.names.size());
    const std::string written = mazeFileToText(file);
    MazeFile again;
    try {
        again = parseMazeText(written);
    } catch (const MazeFormatError&) {
        MAZELAB_FUZZ_CHECK(!"written text does not read back");
    }
    MAZELAB_FUZZ_CHECK(again.mazes == file.mazes);
    MAZELAB_FUZZ_CHECK(again.names == file.names);
}

MAZELAB_FUZZ_TARGET(mazelab::fuzz::mazeFormat)
