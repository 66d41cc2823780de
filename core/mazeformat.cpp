#include "core/mazeformat.h"

#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>

namespace mazelab {

MazeFormatError::MazeFormatError(int line, int column, const std::string& reason)
    : std::runtime_error(line > 0 ? std::to_string(line) + ":" + std::to_string(column) + ": " + reason
                                  : reason),
      m_line(line), m_column(column), m_reason(reason)
{
}

namespace {

bool isBlankLine(std::string_view line)
{
    return line.find_first_not_of(" \t") == std::string_view::npos;
}

// Strips blanks and stray carriage returns: a name ending in "\r\r" lost one '\r' per save
// (only one is taken as the CRLF line end; found by fuzz_mazeformat).
std::string trim(std::string_view s)
{
    const auto b = s.find_first_not_of(" \t\r");
    if (b == std::string_view::npos)
        return {};
    const auto e = s.find_last_not_of(" \t\r");
    return std::string(s.substr(b, e - b + 1));
}

std::string describeChar(char c)
{
    if (c == '\t')
        return "a tab";
    const auto u = static_cast<unsigned char>(c);
    if (u < 32 || u >= 127) {
        std::ostringstream os;
        os << "byte 0x" << std::hex << int(u);
        return os.str();
    }
    return std::string("'") + c + "'";
}

// Accumulates the rows of one maze while parsing.
struct PendingMaze {
    int firstLine = 0;
    std::vector<std::string> rows; // normalised to '.' / '#'
    std::optional<Cell> start, goal;
    int startLine = 0, startCol = 0, goalLine = 0, goalCol = 0;
    std::string name;
    // "; start: R C" / "; goal: R C" (markers on blocked cells), with their line numbers.
    std::optional<Cell> startDirective, goalDirective;
    int startDirectiveLine = 0, goalDirectiveLine = 0;
    // "; crossings: R C v R C h …" (weave mazes), with its line number.
    std::vector<Crossing> crossings;
    int crossingsLine = 0;
};

// Triples "R C v|h" after "crossings:"; throws with the directive's line.
std::vector<Crossing> parseCrossings(const std::string& value, int lineNo)
{
    std::istringstream in(value);
    std::vector<Crossing> out;
    long r = -1, c = -1;
    std::string top;
    while (in >> r) {
        if (!(in >> c >> top) || r < 0 || c < 0 || r > 1000000 || c > 1000000
            || (top != "v" && top != "h"))
            throw MazeFormatError(lineNo, 1, "'; crossings:' expects triples of row, column "
                                             "(0-based) and v or h, e.g. '; crossings: 3 5 v'");
        out.push_back({{int(r), int(c)}, top == "v"});
    }
    if (!in.eof())
        throw MazeFormatError(lineNo, 1, "'; crossings:' expects triples of row, column "
                                         "(0-based) and v or h, e.g. '; crossings: 3 5 v'");
    return out;
}

// "R C" (0-based) after "start:" / "goal:"; throws with the directive's line.
Cell parseDirectiveCell(const std::string& value, int lineNo, const char* what)
{
    std::istringstream in(value);
    long r = -1, c = -1;
    std::string rest;
    if (!(in >> r >> c) || (in >> rest) || r < 0 || c < 0 || r > 1000000 || c > 1000000)
        throw MazeFormatError(lineNo, 1, std::string("'; ") + what + ":' expects a row and a column (0-based), e.g. '; " + what + ": 2 3'");
    return {int(r), int(c)};
}

void applyDirective(const std::optional<Cell>& cell, int line, const std::optional<Cell>& inGrid, const Maze& maze,
                    const char* what)
{
    if (!cell)
        return;
    if (inGrid)
        throw MazeFormatError(line, 1, std::string("the maze has both '; ") + what + ":' and a letter '"
                                           + (what[0] == 's' ? "S" : "G") + "' in its rows");
    if (!maze.contains(*cell))
        throw MazeFormatError(line, 1, std::string(what) + " (" + std::to_string(cell->row) + ", "
                                           + std::to_string(cell->col) + ") lies outside the "
                                           + std::to_string(maze.rows()) + " x " + std::to_string(maze.cols()) + " maze");
}

Maze buildMaze(const PendingMaze& p)
{
    Maze maze(int(p.rows.size()), int(p.rows.front().size()));
    for (int r = 0; r < maze.rows(); ++r)
        for (int c = 0; c < maze.cols(); ++c)
            maze.setBlocked({r, c}, p.rows[std::size_t(r)][std::size_t(c)] == '#');
    if (p.start)
        maze.setStart(*p.start);
    if (p.goal)
        maze.setGoal(*p.goal);
    applyDirective(p.startDirective, p.startDirectiveLine, p.start, maze, "start");
    applyDirective(p.goalDirective, p.goalDirectiveLine, p.goal, maze, "goal");
    if (p.startDirective)
        maze.setStart(*p.startDirective);
    if (p.goalDirective)
        maze.setGoal(*p.goalDirective);
    for (std::size_t i = 0; i < p.crossings.size(); ++i) {
        const Crossing& x = p.crossings[i];
        std::string at = "(";
        at += std::to_string(x.cell.row);
        at += ", ";
        at += std::to_string(x.cell.col);
        at += ")";
        if (!maze.isValidCrossing(x))
            throw MazeFormatError(p.crossingsLine, 1, "the crossing at " + at
                                      + " needs a free cell with four free neighbours");
        for (std::size_t j = 0; j < i; ++j)
            if (p.crossings[j].cell == x.cell)
                throw MazeFormatError(p.crossingsLine, 1, "two crossings at " + at);
    }
    maze.setCrossings(p.crossings);
    return maze;
}

} // namespace

MazeFile parseMazeText(std::string_view text, int maxSide)
{
    // A UTF-8 byte order mark (Windows editors write one) is not part of the first row.
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3);
    MazeFile file;
    std::optional<PendingMaze> cur;
    std::string pendingName;
    std::optional<Cell> pendingStart, pendingGoal;
    int pendingStartLine = 0, pendingGoalLine = 0;
    std::vector<Crossing> pendingCrossings;
    int pendingCrossingsLine = 0;
    int lineNo = 0;

    auto finish = [&]() {
        if (!cur)
            return;
        file.mazes.push_back(buildMaze(*cur));
        file.names.push_back(cur->name);
        cur.reset();
    };

    std::size_t pos = 0;
    while (pos <= text.size()) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos)
            end = text.size();
        std::string_view line = text.substr(pos, end - pos);
        const bool lastLine = end == text.size();
        pos = end + 1;
        ++lineNo;
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (lastLine && line.empty()) {
            --lineNo; // the text ended with '\n': there is no further line
            break;
        }

        if (!line.empty() && line.front() == ';') {
            const std::string body = trim(line.substr(1));
            if (body.rfind("name:", 0) == 0) {
                pendingName = trim(std::string_view(body).substr(5));
            } else if (body.rfind("start:", 0) == 0) {
                pendingStart = parseDirectiveCell(body.substr(6), lineNo, "start");
                pendingStartLine = lineNo;
            } else if (body.rfind("goal:", 0) == 0) {
                pendingGoal = parseDirectiveCell(body.substr(5), lineNo, "goal");
                pendingGoalLine = lineNo;
            } else if (body.rfind("crossings:", 0) == 0) {
                pendingCrossings = parseCrossings(body.substr(10), lineNo);
                pendingCrossingsLine = lineNo;
            }
            continue;
        }
        if (isBlankLine(line)) {
            finish();
            continue;
        }
        if (!cur) {
            cur.emplace();
            cur->firstLine = lineNo;
            cur->name = std::move(pendingName);
            pendingName.clear();
            cur->startDirective = pendingStart;
            cur->startDirectiveLine = pendingStartLine;
            cur->goalDirective = pendingGoal;
            cur->goalDirectiveLine = pendingGoalLine;
            pendingStart.reset();
            pendingGoal.reset();
            cur->crossings = std::move(pendingCrossings);
            cur->crossingsLine = pendingCrossingsLine;
            pendingCrossings.clear();
        }
        const int row = int(cur->rows.size());
        if (row >= maxSide)
            throw MazeFormatError(lineNo, 1, "maze has more than " + std::to_string(maxSide) + " rows");
        if (int(line.size()) > maxSide)
            throw MazeFormatError(lineNo, maxSide + 1,
                                  "row is wider than the limit of " + std::to_string(maxSide) + " cells");
        std::string normalised(line.size(), '.');
        for (std::size_t i = 0; i < line.size(); ++i) {
            const char ch = line[i];
            const int col = int(i);
            switch (ch) {
            case '.': case '0': case ' ': break;
            case '#': case '1': case 'X': case 'x': normalised[i] = '#'; break;
            case 'S': case 's':
                if (cur->start)
                    throw MazeFormatError(lineNo, col + 1,
                                          "second start 'S' (the first is at line " +
                                              std::to_string(cur->startLine) + ", column " +
                                              std::to_string(cur->startCol) + ")");
                cur->start = Cell{row, col};
                cur->startLine = lineNo;
                cur->startCol = col + 1;
                break;
            case 'G': case 'g':
                if (cur->goal)
                    throw MazeFormatError(lineNo, col + 1,
                                          "second goal 'G' (the first is at line " +
                                              std::to_string(cur->goalLine) + ", column " +
                                              std::to_string(cur->goalCol) + ")");
                cur->goal = Cell{row, col};
                cur->goalLine = lineNo;
                cur->goalCol = col + 1;
                break;
            default:
                throw MazeFormatError(lineNo, col + 1,
                                      "unknown character " + describeChar(ch) +
                                          " (expected '.' or '0' free, '#', 'x' or '1' blocked, "
                                          "'S' start, 'G' goal)");
            }
        }
        if (!cur->rows.empty() && normalised.size() != cur->rows.front().size())
            throw MazeFormatError(lineNo, int(std::min(normalised.size(), cur->rows.front().size())) + 1,
                                  "ragged row: " + std::to_string(normalised.size()) +
                                      " cells, but the maze starting at line " +
                                      std::to_string(cur->firstLine) + " has " +
                                      std::to_string(cur->rows.front().size()));
        cur->rows.push_back(std::move(normalised));
    }
    finish();
    if (file.mazes.empty())
        throw MazeFormatError(lineNo > 0 ? lineNo : 1, 1, "no maze in file (empty or only comments)");
    return file;
}

MazeFile readMazeFile(const std::string& path, int maxSide)
{
    // Named before opening: a directory would read as "no maze in file", /dev/zero would
    // never end. Pipes are allowed (`mazelab-cli check <(generate)`).
    std::error_code ec;
    const auto type = std::filesystem::status(path, ec).type();
    if (type == std::filesystem::file_type::directory)
        throw MazeFormatError(0, 0, "is a directory");
    if (type != std::filesystem::file_type::regular && type != std::filesystem::file_type::fifo
        && type != std::filesystem::file_type::not_found && !ec)
        throw MazeFormatError(0, 0, "is not a regular file");
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw MazeFormatError(0, 0, "cannot open '" + path + "'");
    std::ostringstream buf;
    buf << in.rdbuf();
    if (in.bad())
        throw MazeFormatError(0, 0, "cannot read '" + path + "'");
    return parseMazeText(buf.str(), maxSide);
}

std::string mazeToText(const Maze& maze)
{
    std::string out;
    out.reserve(std::size_t(maze.rows()) * std::size_t(maze.cols() + 1));
    // A marker on a blocked cell cannot be a letter (letters mark free cells): it becomes a
    // "; start: R C" / "; goal: R C" line above the rows, so that nothing is lost.
    // So does a goal sharing a free cell with a non-default start: one cell holds one letter
    // (found by fuzz_mazeformat: the goal was lost on the round trip).
    const bool startBlocked = maze.isBlocked(maze.start()) && maze.start() != maze.defaultStart();
    const bool goalOnStart = maze.goal() == maze.start() && maze.start() != maze.defaultStart();
    const bool goalAsLine = (maze.isBlocked(maze.goal()) || goalOnStart)
                             && maze.goal() != maze.defaultGoal();
    if (startBlocked)
        out += "; start: " + std::to_string(maze.start().row) + " " + std::to_string(maze.start().col) + "\n";
    if (goalAsLine)
        out += "; goal: " + std::to_string(maze.goal().row) + " " + std::to_string(maze.goal().col) + "\n";
    // Weave crossings: one "; crossings: R C v|h …" line (only the valid ones; older readers
    // skip it as a comment and see crossroads).
    std::string crossings;
    for (const Crossing& x : maze.crossings())
        if (maze.isValidCrossing(x)) {
            crossings += ' ';
            crossings += std::to_string(x.cell.row);
            crossings += ' ';
            crossings += std::to_string(x.cell.col);
            crossings += x.verticalOnTop ? " v" : " h";
        }
    if (!crossings.empty()) {
        out += "; crossings:";
        out += crossings;
        out += '\n';
    }
    const bool markStart = maze.start() != maze.defaultStart() && !startBlocked;
    const bool markGoal = maze.goal() != maze.defaultGoal() && !goalAsLine;
    for (int r = 0; r < maze.rows(); ++r) {
        for (int c = 0; c < maze.cols(); ++c) {
            const Cell cell{r, c};
            if (markStart && cell == maze.start())
                out.push_back('S');
            else if (markGoal && cell == maze.goal())
                out.push_back('G');
            else
                out.push_back(maze.isBlocked(cell) ? '#' : '.');
        }
        out.push_back('\n');
    }
    return out;
}

std::string mazeFileToText(const MazeFile& file)
{
    std::string out;
    for (std::size_t i = 0; i < file.mazes.size(); ++i) {
        if (i > 0)
            out.push_back('\n');
        if (i < file.names.size() && !file.names[i].empty())
            out += "; name: " + file.names[i] + "\n";
        out += mazeToText(file.mazes[i]);
    }
    return out;
}

} // namespace mazelab
