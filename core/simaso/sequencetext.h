#pragma once
// The text form of a move sequence, as `.seq` files and the command line hold it (README
// "Sequence files"): the moves u, d, l, r (either case) over any number of lines; spaces, tabs
// and commas are ignored; a line whose first non-blank character is ';' is a comment (the
// files under tests/data/sigma/ say there what the sequence solves and how it was found);
// a UTF-8 byte order mark and CRLF line ends (Windows editors) are accepted.
//
// Qt-free: `mazelab-cli` (readMoves) and the Simultaneous player (Open / Save sequence file)
// read and write through these two functions, so both accept the same files.

#include "core/maze.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mazelab {

// Where a sequence text goes wrong: the first character that is neither a move nor ignored.
struct SequenceTextError {
    std::size_t line = 0;   // 1-based
    std::size_t column = 0; // 1-based, in characters (a UTF-8 sequence counts once)
    char32_t character = 0; // the offending code point (U+FFFD for malformed UTF-8)
};

struct SequenceText {
    std::vector<Move> moves;                // the moves read, empty on an error
    std::optional<SequenceTextError> error; // set when the text is not a move sequence
};

// Reads `text` (UTF-8). Comment lines are skipped only when `comments` is true (a file);
// inline text on the command line is one "line" in which ';' is an error like any other.
SequenceText parseSequenceText(std::string_view text, bool comments = true);

// Reading a .seq file: what kept it from being read, if anything, and its text.
enum class SequenceFileProblem { None, Directory, CannotOpen, TooLarge };
struct SequenceFileRead {
    SequenceFileProblem problem = SequenceFileProblem::None;
    std::string reason; // CannotOpen: the system's words (strerror), e.g. "Permission denied"
    SequenceText text;  // parsed when problem is None (its error says where the text goes wrong)
};

// 64 MB of moves: far beyond any sequence a search makes.
constexpr std::size_t kMaxSequenceFileBytes = std::size_t(64) << 20;

// Reads and parses the file at `path` (the local 8-bit name). A file longer than `maxBytes` is
// refused (TooLarge), never cut short. Shared by mazelab-cli (readMoves) and the player.
SequenceFileRead readSequenceFile(const std::string& path,
                                  std::size_t maxBytes = kMaxSequenceFileBytes);

// The file form: each of `commentLines` as "; line", then the moves on one line, then "\n".
// Line breaks inside a comment line become spaces, so the result always reads back to `moves`.
std::string formatSequenceFile(const std::vector<Move>& moves,
                               const std::vector<std::string>& commentLines = {});

} // namespace mazelab
