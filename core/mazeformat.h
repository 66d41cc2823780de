#pragma once
// The `.maze` text format (read and write).
//
//   ; a comment (';' in column 1); "; name: Foo" names the maze that follows
//   S..#
//   .#..
//   ...G
//
// One row per line: '.' free, '#' blocked; on input '0' / ' ' are free too and '1' / 'X' / 'x'
// blocked; 'S' and 'G' mark a non-default start and goal (both free). A line that is empty or
// holds only white space separates the mazes of a maze set; a file holds one or many mazes.
// Errors carry the 1-based line and column.

#include "core/maze.h"

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace mazelab {

struct MazeFile {
    std::vector<Maze> mazes;
    std::vector<std::string> names; // same length as mazes; "" when unnamed
};

class MazeFormatError : public std::runtime_error {
public:
    MazeFormatError(int line, int column, const std::string& reason);
    int line() const { return m_line; }     // 1-based; 0 when not tied to a line
    int column() const { return m_column; } // 1-based; 0 when not tied to a column
    const std::string& reason() const { return m_reason; }

private:
    int m_line;
    int m_column;
    std::string m_reason;
};

// Parses the whole text; throws MazeFormatError. maxSide bounds rows and columns.
MazeFile parseMazeText(std::string_view text, int maxSide = Maze::kMaxSide);
// Reads a file; throws MazeFormatError (line 0 for I/O errors, "is a directory" and "is not
// a regular file" for a directory or a device; pipes are read). A UTF-8 byte order mark at
// the start and CR before LF are accepted (also by parseMazeText).
MazeFile readMazeFile(const std::string& path, int maxSide = Maze::kMaxSide);

// A weave maze's crossings (core/maze.h, Crossing) are one "; crossings: R C v R C h …" line
// above its rows (0-based cell, v: the vertical passage on top, h: the horizontal one); a
// reader that does not know it skips it as a comment and sees crossroads. A listed cell that is
// blocked or has a blocked neighbour, or is listed twice, is an error.
//
// One maze as text rows ('.', '#', and 'S'/'G' only where not the default), '\n' after each row.
// A non-default start or goal on a blocked cell (and a goal sharing a non-default start's cell)
// is written as a "; start: R C" / "; goal: R C" line (0-based) above the rows instead, and
// read back from it.
std::string mazeToText(const Maze& maze);
// Several mazes separated by blank lines, each preceded by "; name: ..." when named.
std::string mazeFileToText(const MazeFile& file);

} // namespace mazelab
