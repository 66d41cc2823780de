#include "core/simaso/mazeset.h"

#include "core/counting/mazecount.h"
#include "core/numtext.h"
#include "core/progresstext.h"

#include <algorithm>
#include <deque>
#include <random>
#include <set>

namespace mazelab {

namespace {

std::string sizeText(int rows, int cols)
{
    return std::to_string(rows) + "x" + std::to_string(cols);
}

std::string megabytes(std::size_t bytes)
{
    const double mb = double(bytes) / (1024.0 * 1024.0);
    return formatFixed(mb, mb < 10 ? 2 : 0) + " MB";
}

// A uniform double in [0,1) from 53 random bits: bit-exact on every platform.
double uniform01(std::mt19937_64& rng)
{
    return double(rng() >> 11) * 0x1.0p-53;
}

// Bit-parallel flood fill on a grid of at most 64 cells: is `goalBit` reachable from
// `startBit` through `free`? notFirstCol / notLastCol mask the row wrap of the shifts.
struct BitGrid {
    int cols;
    std::uint64_t all;
    std::uint64_t notFirstCol; // cells whose left neighbour exists
    std::uint64_t notLastCol;  // cells whose right neighbour exists

    BitGrid(int rows, int cols_) : cols(cols_)
    {
        const int cells = rows * cols_;
        all = cells == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << cells) - 1;
        notFirstCol = notLastCol = all;
        for (int r = 0; r < rows; ++r) {
            notFirstCol &= ~(std::uint64_t(1) << (r * cols_));
            notLastCol &= ~(std::uint64_t(1) << (r * cols_ + cols_ - 1));
        }
    }
    bool connected(std::uint64_t free, std::uint64_t startBit, std::uint64_t goalBit) const
    {
        std::uint64_t reach = startBit & free;
        if (!reach || !(goalBit & free))
            return false;
        for (;;) {
            const std::uint64_t grow = reach | ((reach & notLastCol) << 1)
                | ((reach & notFirstCol) >> 1) | (reach << cols) | (reach >> cols);
            const std::uint64_t next = grow & free;
            if (next & goalBit)
                return true;
            if (next == reach)
                return false;
            reach = next;
        }
    }
};

} // namespace

MazeSet::MazeSet()
{
    setSize(1, 1);
}

void MazeSet::setSize(int rows, int cols)
{
    m_rows = rows;
    m_cols = cols;
    m_cells = std::size_t(rows) * std::size_t(cols);
    m_words = (m_cells + 63) / 64;
    m_start = 0;
    m_goal = Pos(m_cells - 1);
    m_neighbour.assign(m_cells * 4, -1);
    for (std::size_t c = 0; c < m_cells; ++c) {
        const int r = int(c / std::size_t(cols));
        const int k = int(c % std::size_t(cols));
        int* nb = &m_neighbour[c * 4];
        nb[int(Move::Up)] = r > 0 ? int(c) - cols : -1;
        nb[int(Move::Down)] = r + 1 < rows ? int(c) + cols : -1;
        nb[int(Move::Left)] = k > 0 ? int(c) - 1 : -1;
        nb[int(Move::Right)] = k + 1 < cols ? int(c) + 1 : -1;
    }
}

void MazeSet::appendMaze(const Maze& maze)
{
    const std::size_t base = m_free.size();
    m_free.resize(base + m_words, 0);
    const auto& cells = maze.cells();
    for (std::size_t c = 0; c < m_cells; ++c)
        if (cells[c] == 0)
            m_free[base + (c >> 6)] |= std::uint64_t(1) << (c & 63);
    ++m_count;
}

MazeSet MazeSet::fromMazes(const std::vector<Maze>& mazes, std::vector<std::string> names,
                           Unsolvable policy)
{
    if (!names.empty() && names.size() != mazes.size())
        throw MazeSetError("maze set: " + std::to_string(names.size()) + " names for "
                           + std::to_string(mazes.size()) + " mazes");
    MazeSet set;
    if (mazes.empty())
        return set;
    const int rows = mazes.front().rows();
    const int cols = mazes.front().cols();
    if (std::size_t(rows) * std::size_t(cols) > kMaxCells)
        throw MazeSetError("maze set: a maze of " + sizeText(rows, cols) + " has more than "
                           + std::to_string(kMaxCells) + " cells");
    set.setSize(rows, cols);
    bool uniform = true;
    for (std::size_t i = 0; i < mazes.size(); ++i) {
        const Maze& m = mazes[i];
        if (m.rows() != rows || m.cols() != cols)
            throw MazeSetError("maze set: maze " + std::to_string(i + 1) + " is "
                               + sizeText(m.rows(), m.cols()) + ", the first one is "
                               + sizeText(rows, cols) + "; all mazes of a set must have the "
                               "same size");
        uniform = uniform && m.hasDefaultStartGoal();
    }
    std::vector<std::string> keptNames;
    for (std::size_t i = 0; i < mazes.size(); ++i) {
        const Maze& m = mazes[i];
        if (!m.isSolvable()) {
            if (policy == Unsolvable::Refuse)
                throw MazeSetError("maze set: maze " + std::to_string(i + 1)
                                   + (names.empty() || names[i].empty()
                                          ? std::string()
                                          : " (\"" + names[i] + "\")")
                                   + " is not solvable: its start and goal are not connected");
            ++set.m_skipped;
            continue;
        }
        set.appendMaze(m);
        if (!uniform) {
            set.m_starts.push_back(Pos(m.index(m.start())));
            set.m_goals.push_back(Pos(m.index(m.goal())));
        }
        if (!names.empty())
            keptNames.push_back(names[i]);
    }
    if (std::any_of(keptNames.begin(), keptNames.end(), [](auto& s) { return !s.empty(); }))
        set.m_names = std::move(keptNames);
    return set;
}

MazeSet MazeSet::fromMazeFile(const MazeFile& file, Unsolvable policy)
{
    return fromMazes(file.mazes, file.names, policy);
}

MazeSet MazeSet::random(int rows, int cols, std::size_t k, double wallDensity,
                        std::uint64_t seed, Control& control, bool distinct)
{
    if (rows < 1 || cols < 1 || rows > Maze::kMaxSide || cols > Maze::kMaxSide
        || std::size_t(rows) * std::size_t(cols) > kMaxCells)
        throw MazeSetError("random maze set: size " + sizeText(rows, cols)
                           + " is out of range (at most " + std::to_string(kMaxCells)
                           + " cells)");
    if (!(wallDensity >= 0.0 && wallDensity < 1.0))
        throw MazeSetError("random maze set: the wall density must be at least 0 and below 1");
    std::mt19937_64 rng(seed);
    std::vector<Maze> mazes;
    mazes.reserve(std::min<std::size_t>(k, 1 << 20));
    std::set<std::vector<std::uint64_t>> seen; // free-cell bit words
    // Give up when the draws fail far more often than a usable density would make them.
    const std::uint64_t maxDraws = std::max<std::uint64_t>(100000, std::uint64_t(k) * 1000);
    std::uint64_t draws = 0;
    Maze maze(rows, cols);
    while (mazes.size() < k) {
        if (control.poll())
            break;
        if (++draws > maxDraws)
            throw MazeSetError("random maze set: only " + std::to_string(mazes.size()) + " of "
                               + std::to_string(k) + (distinct ? " distinct" : "")
                               + " solvable mazes after " + std::to_string(maxDraws)
                               + " draws; lower the wall density or the number of mazes");
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c)
                maze.setBlocked({r, c}, uniform01(rng) < wallDensity);
        maze.setBlocked(maze.defaultStart(), false);
        maze.setBlocked(maze.defaultGoal(), false);
        if (!maze.isSolvable())
            continue;
        if (distinct) {
            std::vector<std::uint64_t> bits((maze.cellCount() + 63) / 64, 0);
            for (std::size_t c = 0; c < maze.cellCount(); ++c)
                bits[c >> 6] |= std::uint64_t(maze.cells()[c] == 0) << (c & 63);
            if (!seen.insert(std::move(bits)).second)
                continue;
        }
        mazes.push_back(maze);
        if ((mazes.size() & 1023) == 0)
            control.progress(double(mazes.size()) / double(k), progress_text::kCount,
                             {{progress_text::kNMazes, std::int64_t(mazes.size())}});
    }
    return fromMazes(mazes);
}

std::size_t MazeSet::estimateAllSolvableBytes(int rows, int cols, std::uint64_t* count)
{
    Control control;
    if (rows < 1 || cols < 1 || std::min(rows, cols) > kMaxCountingWidth)
        return 0;
    const MazeCountResult r = countSolvableMazes(rows, cols, control);
    const auto n = r.count.toU64();
    if (!n)
        return 0;
    if (count)
        *count = *n;
    const std::size_t words = (std::size_t(rows) * std::size_t(cols) + 63) / 64;
    const long double bytes = (long double)(*n) * (long double)(words * 8);
    return bytes > 1e18L ? 0 : std::size_t(bytes);
}

MazeSet MazeSet::allSolvable(int rows, int cols, Control& control, std::size_t maxBytes)
{
    if (rows < 1 || cols < 1 || rows * cols > kMaxEnumerationCells)
        throw MazeSetError("all solvable " + sizeText(rows, cols)
                           + " mazes: enumeration supports at most "
                           + std::to_string(kMaxEnumerationCells)
                           + " cells; use the Unsolved Maze Finder for bigger sizes");
    std::uint64_t expected = 0;
    const std::size_t bytes = estimateAllSolvableBytes(rows, cols, &expected);
    if (bytes > maxBytes)
        throw MazeSetError("all solvable " + sizeText(rows, cols) + " mazes: "
                           + std::to_string(expected) + " mazes would need " + megabytes(bytes)
                           + ", more than the limit of " + megabytes(maxBytes)
                           + "; use the Unsolved Maze Finder for this size");
    MazeSet set;
    set.setSize(rows, cols);
    set.m_kind = Kind::AllSolvable;
    set.m_free.reserve(std::size_t(expected));
    const int cells = rows * cols;
    if (cells == 1) {
        set.m_free.push_back(1);
        set.m_count = 1;
        return set;
    }
    const BitGrid grid(rows, cols);
    const std::uint64_t startBit = 1;
    const std::uint64_t goalBit = std::uint64_t(1) << (cells - 1);
    const int inner = cells - 2; // the cells other than start and goal: bits 1 .. cells-2
    const std::uint64_t total = std::uint64_t(1) << inner;
    for (std::uint64_t blocked = 0; blocked < total; ++blocked) {
        if ((blocked & 0xFFFF) == 0) {
            if (control.checkNow())
                throw MazeSetError("all solvable " + sizeText(rows, cols)
                                   + " mazes: cancelled");
            control.progress(double(blocked) / double(total), progress_text::kCount,
                             {{progress_text::kNMazes, std::int64_t(set.m_free.size())}});
        }
        const std::uint64_t free = grid.all & ~(blocked << 1);
        if (grid.connected(free, startBit, goalBit))
            set.m_free.push_back(free);
    }
    set.m_count = set.m_free.size();
    return set;
}

std::size_t MazeSet::memoryBytes() const
{
    std::size_t names = 0;
    for (const auto& n : m_names)
        names += sizeof(std::string) + n.capacity();
    return m_free.capacity() * 8 + (m_starts.capacity() + m_goals.capacity()) * sizeof(Pos)
        + m_neighbour.capacity() * sizeof(int) + names;
}

Maze MazeSet::maze(std::size_t i) const
{
    Maze m(m_rows, m_cols);
    for (std::size_t c = 0; c < m_cells; ++c)
        m.setBlocked(m.cellAt(c), !isFree(i, c));
    m.setStart(cellOf(start(i)));
    m.setGoal(cellOf(goal(i)));
    return m;
}

MazeFile MazeSet::toMazeFile() const
{
    MazeFile file;
    file.mazes.reserve(m_count);
    for (std::size_t i = 0; i < m_count; ++i) {
        file.mazes.push_back(maze(i));
        file.names.push_back(name(i));
    }
    return file;
}

std::string MazeSet::toText(const std::vector<std::string>& comments) const
{
    std::string text;
    for (const auto& c : comments)
        text += "; " + c + "\n";
    if (!comments.empty())
        text += "\n";
    return text + mazeFileToText(toMazeFile());
}

MazeSet MazeSet::subset(std::span<const std::size_t> indices) const
{
    MazeSet out;
    out.setSize(m_rows, m_cols);
    out.m_free.reserve(indices.size() * m_words);
    const bool named = !m_names.empty();
    for (std::size_t i : indices) {
        out.m_free.insert(out.m_free.end(), freeBits(i), freeBits(i) + m_words);
        if (!m_starts.empty()) {
            out.m_starts.push_back(m_starts[i]);
            out.m_goals.push_back(m_goals[i]);
        }
        if (named)
            out.m_names.push_back(m_names[i]);
    }
    out.m_count = indices.size();
    return out;
}

void MazeSet::applyMove(Move m, std::span<Pos> positions) const
{
    const int* nb = m_neighbour.data() + int(m);
    const std::size_t n = std::min(positions.size(), m_count);
    Pos* pos = positions.data();
    if (m_words == 1) {
        const std::uint64_t* free = m_free.data();
        for (std::size_t i = 0; i < n; ++i) {
            const int to = nb[std::size_t(pos[i]) * 4];
            const bool ok = to >= 0 && ((free[i] >> (unsigned(to) & 63)) & 1U);
            pos[i] = ok ? Pos(to) : pos[i];
        }
        return;
    }
    for (std::size_t i = 0; i < n; ++i)
        pos[i] = step(i, pos[i], m);
}

void MazeSet::applyMove(Move m, std::span<Pos> positions,
                        std::span<const std::uint32_t> indices) const
{
    for (std::uint32_t i : indices)
        positions[i] = step(i, positions[i], m);
}

std::vector<MazeSet::Pos> MazeSet::startPositions() const
{
    if (m_starts.empty())
        return std::vector<Pos>(m_count, m_start);
    return m_starts;
}

void MazeSet::goalDistances(std::size_t i, std::vector<int>& out) const
{
    out.assign(m_cells, -1);
    std::deque<Pos> queue{goal(i)};
    out[goal(i)] = 0;
    while (!queue.empty()) {
        const Pos c = queue.front();
        queue.pop_front();
        for (Move m : {Move::Up, Move::Down, Move::Left, Move::Right}) {
            const int n = neighbour(c, m);
            if (n >= 0 && isFree(i, std::size_t(n)) && out[std::size_t(n)] < 0) {
                out[std::size_t(n)] = out[c] + 1;
                queue.push_back(Pos(n));
            }
        }
    }
}

int MazeSet::shortestPathLength(std::size_t i) const
{
    std::vector<int> dist;
    goalDistances(i, dist);
    return dist[start(i)];
}

} // namespace mazelab
