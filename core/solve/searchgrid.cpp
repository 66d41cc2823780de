#include "core/solve/searchgrid.h"

#include <algorithm>
#include <sys/mman.h>

namespace mazelab::solve {

namespace {
constexpr std::size_t kMapThreshold = std::size_t(4) << 20;
}

void* allocateCells(std::size_t bytes, bool zero, bool huge)
{
    void* p = nullptr;
    if (bytes >= kMapThreshold) {
        p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED)
            throw std::bad_alloc();
        if (huge)
            madvise(p, bytes, MADV_HUGEPAGE);
        return p;
    }
    p = zero ? std::calloc(bytes, 1) : std::malloc(bytes);
    if (!p)
        throw std::bad_alloc();
    return p;
}

void freeCells(void* p, std::size_t bytes)
{
    if (!p)
        return;
    if (bytes >= kMapThreshold)
        munmap(p, bytes);
    else
        std::free(p);
}

SearchGrid::SearchGrid(const Maze& maze, const SolveOptions& options)
    : m_rows(maze.rows()), m_cols(maze.cols()), m_w(maze.cols() + 2),
      m_free(std::size_t(maze.rows() + 2) * std::size_t(maze.cols() + 2), 0),
      m_diagonal(options.diagonal), m_heuristic(options.heuristic),
      m_hWeight(options.heuristicWeight)
{
    const std::uint8_t* src = maze.cells().data();
    for (int r = 0; r < m_rows; ++r) {
        std::uint8_t* dst = m_free.data() + std::size_t(r + 1) * std::size_t(m_w) + 1;
        const std::uint8_t* row = src + std::size_t(r) * std::size_t(m_cols);
        for (int c = 0; c < m_cols; ++c)
            dst[c] = row[c] == 0 ? 1 : 0;
    }
    if (!options.weights.empty()) {
        m_weight.assign(m_free.size(), 1);
        for (int r = 0; r < m_rows; ++r)
            for (int c = 0; c < m_cols; ++c)
                m_weight[pad({r, c})] = options.weights[std::size_t(r) * std::size_t(m_cols)
                                                        + std::size_t(c)];
    }
    const int w = m_w;
    const int off[8] = {-w, 1, w, -1, -w - 1, -w + 1, w + 1, w - 1};
    std::copy(off, off + 8, m_off);
    m_start = pad(maze.start());
    m_goal = pad(maze.goal());
}

int SearchGrid::dirOf(std::uint32_t p, std::uint32_t q) const
{
    const long long delta = (long long)q - (long long)p;
    for (int d = 0; d < 8; ++d)
        if (delta == m_off[d])
            return d;
    return -1;
}

std::vector<Cell> SearchGrid::cells(const std::vector<std::uint32_t>& path) const
{
    std::vector<Cell> out;
    out.reserve(path.size());
    for (std::uint32_t p : path)
        out.push_back(cell(p));
    return out;
}

std::vector<std::uint32_t> SearchGrid::loopErased(const std::vector<std::uint32_t>& walk) const
{
    auto pos = FlatArray<std::uint32_t>::zeroed(m_free.size()); // index in out + 1; 0 = none
    std::vector<std::uint32_t> out;
    for (std::uint32_t p : walk) {
        if (pos[p] != 0) {
            while (out.size() > pos[p]) {
                pos[out.back()] = 0;
                out.pop_back();
            }
        } else {
            out.push_back(p);
            pos[p] = std::uint32_t(out.size());
        }
    }
    return out;
}

void setPath(SolveResult& result, const SearchGrid& grid, const std::vector<std::uint32_t>& path)
{
    result.found = !path.empty();
    result.path = grid.cells(path);
    result.length = path.empty() ? 0 : int(path.size()) - 1;
}

std::vector<std::uint32_t> tracePath(const std::uint32_t* parent, std::uint32_t end)
{
    std::vector<std::uint32_t> path;
    for (std::uint32_t p = end; p != kNone; p = parent[p])
        path.push_back(p);
    std::reverse(path.begin(), path.end());
    return path;
}

} // namespace mazelab::solve
