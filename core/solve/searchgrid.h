#pragma once
// SearchGrid: the solvers' shared, internal view of a Maze. The grid is padded with a ring of
// blocked cells, so a neighbour test is one byte load without bounds checks; cells are padded
// indices p = (row + 1) · W + (col + 1), W = cols + 2. Directions 0-3 are N, E, S, W and 4-7
// the diagonals NW, NE, SE, SW: PathFinding.js's neighbour order (Grid.getNeighbors).
// Recorder writes the search trace (solvers.h) and does nothing when its pointer is null.

#include "core/solve/solvers.h"
#include "core/trace/celltrace.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <memory>
#include <new>
#include <vector>

namespace mazelab::solve {

constexpr double kSqrt2 = 1.4142135623730951;
constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr std::uint32_t kNone = 0xffffffffu;

// Large blocks are mapped; `huge` asks for transparent huge pages, which pay off for searches
// that touch most of the array (BFS, Dijkstra, A*'s band) and cost dearly for sparse ones
// (greedy, the agents: every touched 2 MB page is zeroed whole).
void* allocateCells(std::size_t bytes, bool zero, bool huge); // throws std::bad_alloc
void freeCells(void* p, std::size_t bytes);

// A flat per-cell array that is not written when it is made: large ones are fresh anonymous
// mappings (zero pages the kernel maps on first touch; huge pages on request), small ones calloc /
// malloc. A search that touches a small part of a 2000 x 2000 grid then pays only for the pages it
// touches (the zero-filled std::vector of the first version spent more time on faulting in 52 MB
// than A* spent searching). Trivial types only.
template <class T>
class FlatArray {
public:
    static FlatArray zeroed(std::size_t n, bool huge = false) { return FlatArray(n, true, huge); }
    static FlatArray uninitialized(std::size_t n) { return FlatArray(n, false, false); }
    T& operator[](std::size_t i) { return m_p[i]; }
    const T& operator[](std::size_t i) const { return m_p[i]; }
    T* data() { return m_p; }
    FlatArray(FlatArray&& o) noexcept : m_p(o.m_p), m_bytes(o.m_bytes) { o.m_p = nullptr; }
    FlatArray& operator=(FlatArray&&) = delete;
    ~FlatArray() { release(m_p, m_bytes); }

private:
    FlatArray(std::size_t n, bool zero, bool huge);
    static void release(void* p, std::size_t bytes);
    T* m_p;
    std::size_t m_bytes;
};

class SearchGrid {
public:
    SearchGrid(const Maze& maze, const SolveOptions& options);

    int rows() const { return m_rows; }
    int cols() const { return m_cols; }
    int width() const { return m_w; }
    std::size_t size() const { return m_free.size(); } // padded cell count
    std::uint32_t start() const { return m_start; }
    std::uint32_t goal() const { return m_goal; }
    bool isFree(std::uint32_t p) const { return m_free[p] != 0; }
    int offset(int dir) const { return m_off[dir]; }
    int dirCount() const { return m_diagonal == Diagonal::Never ? 4 : 8; }
    Diagonal diagonal() const { return m_diagonal; }
    bool weighted() const { return !m_weight.empty(); }
    int row(std::uint32_t p) const { return int(p / std::uint32_t(m_w)) - 1; }
    int col(std::uint32_t p) const { return int(p % std::uint32_t(m_w)) - 1; }
    Cell cell(std::uint32_t p) const { return {row(p), col(p)}; }
    std::uint32_t pad(Cell c) const { return std::uint32_t((c.row + 1) * m_w + c.col + 1); }

    // The allowed directions from p as a bit mask (bit d = direction d), per the policy.
    unsigned moves(std::uint32_t p) const
    {
        const std::uint8_t* f = m_free.data();
        unsigned m = unsigned(f[p + m_off[0]]) | unsigned(f[p + m_off[1]]) << 1
            | unsigned(f[p + m_off[2]]) << 2 | unsigned(f[p + m_off[3]]) << 3;
        if (m_diagonal == Diagonal::Never)
            return m;
        // Diagonal j (4 + j) passes the orthogonals a[j] and b[j]:
        // NW (N, W), NE (N, E), SE (S, E), SW (S, W).
        static constexpr unsigned a[4] = {1u, 1u, 4u, 4u};
        static constexpr unsigned b[4] = {8u, 2u, 2u, 8u};
        for (int j = 0; j < 4; ++j) {
            bool ok = true;
            if (m_diagonal == Diagonal::IfAtMostOneObstacle)
                ok = (m & (a[j] | b[j])) != 0;
            else if (m_diagonal == Diagonal::OnlyWhenNoObstacles)
                ok = (m & a[j]) && (m & b[j]);
            if (ok && f[p + m_off[4 + j]])
                m |= 1u << (4 + j);
        }
        return m;
    }
    // The cost of entering q by direction d (without turn cost).
    double stepCost(std::uint32_t q, int d) const
    {
        const double w = m_weight.empty() ? 1.0 : double(m_weight[q]);
        return d < 4 ? w : w * kSqrt2;
    }
    double minWeight() const { return 1.0; }
    // The heuristic (times its weight) from p to the cell (tr, tc).
    double h(std::uint32_t p, int tr, int tc) const { return hAt(row(p), col(p), tr, tc); }
    // The same from the cell (r, c): no division, for the inner loops.
    double hAt(int r, int c, int tr, int tc) const
    {
        const int ir = r - tr, ic = c - tc;
        const double dr = ir < 0 ? -ir : ir;
        const double dc = ic < 0 ? -ic : ic;
        double v = 0;
        switch (m_heuristic) {
        case Heuristic::Manhattan: v = dr + dc; break;
        case Heuristic::Euclidean: v = std::sqrt(dr * dr + dc * dc); break;
        case Heuristic::Chebyshev: v = std::max(dr, dc); break;
        case Heuristic::Octile: v = std::max(dr, dc) + (kSqrt2 - 1) * std::min(dr, dc); break;
        }
        return v * m_hWeight;
    }
    double h(std::uint32_t p, std::uint32_t target) const
    {
        return h(p, row(target), col(target));
    }
    // Row and column change of direction d.
    static constexpr int kDr[8] = {-1, 0, 1, 0, -1, -1, 1, 1};
    static constexpr int kDc[8] = {0, 1, 0, -1, -1, 1, 1, -1};
    static int opposite(int d) { return d < 4 ? (d + 2) & 3 : 4 + ((d - 4 + 2) & 3); }
    // The direction of the step from p to its neighbour q, or -1.
    int dirOf(std::uint32_t p, std::uint32_t q) const;

    // padded path -> cells.
    std::vector<Cell> cells(const std::vector<std::uint32_t>& path) const;
    // Erases the loops of a walk (an agent's route), keeping the order of first visits.
    std::vector<std::uint32_t> loopErased(const std::vector<std::uint32_t>& walk) const;

private:
    int m_rows, m_cols, m_w;
    std::vector<std::uint8_t> m_free;
    std::vector<std::uint32_t> m_weight; // padded; empty = all 1
    int m_off[8];
    std::uint32_t m_start, m_goal;
    Diagonal m_diagonal;
    Heuristic m_heuristic;
    double m_hWeight;
};

// Writes the search trace; every call is a no-op when the trace pointer is null.
class Recorder {
public:
    Recorder(CellTrace* trace, const SearchGrid& grid) : m_t(trace), m_g(grid) {}
    bool on() const { return m_t != nullptr; }
    void state(std::uint32_t p, std::int32_t code)
    {
        if (m_t)
            m_t->set(0, idx(p), code);
    }
    void value(std::uint32_t p, double v)
    {
        if (m_t)
            m_t->set(1, idx(p), std::int32_t(std::min(std::floor(v), double(1 << 30))));
    }
    void addValue(std::uint32_t p, std::int32_t delta)
    {
        if (m_t)
            m_t->add(1, idx(p), delta);
    }
    void current(std::uint32_t p)
    {
        if (m_t)
            m_t->move(0, idx(p));
    }
    void frontier(std::uint32_t p, double g)
    {
        if (m_t) {
            m_t->set(0, idx(p), kTraceFrontier);
            value(p, g);
        }
    }
    // An expansion: the current cell is p, now visited. Ends the step.
    void expand(std::uint32_t p)
    {
        if (m_t) {
            m_t->move(0, idx(p));
            m_t->set(0, idx(p), kTraceVisited);
            m_t->endStep();
        }
    }
    void endStep()
    {
        if (m_t)
            m_t->endStep();
    }
    void note(const char* text)
    {
        if (m_t)
            m_t->note(text);
    }
    // The final path, one step per cell.
    void path(const std::vector<std::uint32_t>& path)
    {
        if (!m_t)
            return;
        m_t->note("path");
        for (std::uint32_t p : path) {
            m_t->move(0, idx(p));
            m_t->set(0, idx(p), kTracePath);
            m_t->endStep();
        }
    }

private:
    std::int32_t idx(std::uint32_t p) const
    {
        return std::int32_t(m_g.row(p) * m_g.cols() + m_g.col(p));
    }
    CellTrace* m_t;
    const SearchGrid& m_g;
};

// Fills `result` from a padded path (found, path, length); the caller sets the rest.
void setPath(SolveResult& result, const SearchGrid& grid, const std::vector<std::uint32_t>& path);
// Follows parent links from `end` back to kNone and returns the path start … end.
std::vector<std::uint32_t> tracePath(const std::uint32_t* parent, std::uint32_t end);

template <class T>
FlatArray<T>::FlatArray(std::size_t n, bool zero, bool huge) : m_bytes((n ? n : 1) * sizeof(T))
{
    m_p = static_cast<T*>(allocateCells(m_bytes, zero, huge));
}
template <class T>
void FlatArray<T>::release(void* p, std::size_t bytes)
{
    freeCells(p, bytes);
}

// The solver entry points (one file per solver or small family).
SolveResult solveBfs(const Maze&, const SolveOptions&, Control&);
SolveResult solveLee(const Maze&, const SolveOptions&, Control&);
SolveResult solveBidirBfs(const Maze&, const SolveOptions&, Control&);
SolveResult solveDfs(const Maze&, const SolveOptions&, Control&);
SolveResult solveDfsRandom(const Maze&, const SolveOptions&, Control&);
SolveResult solveDfsHeuristic(const Maze&, const SolveOptions&, Control&);
SolveResult solveAStar(const Maze&, const SolveOptions&, Control&);
SolveResult solveDijkstra(const Maze&, const SolveOptions&, Control&);
SolveResult solveGreedy(const Maze&, const SolveOptions&, Control&);
SolveResult solveBidirAStar(const Maze&, const SolveOptions&, Control&);
SolveResult solveJps(const Maze&, const SolveOptions&, Control&);
SolveResult solveIda(const Maze&, const SolveOptions&, Control&);
SolveResult solveWallLeft(const Maze&, const SolveOptions&, Control&);
SolveResult solveWallRight(const Maze&, const SolveOptions&, Control&);
SolveResult solvePledge(const Maze&, const SolveOptions&, Control&);
SolveResult solveTremaux(const Maze&, const SolveOptions&, Control&);
SolveResult solveRandomMouse(const Maze&, const SolveOptions&, Control&);
SolveResult solveDeadEnd(const Maze&, const SolveOptions&, Control&);
SolveResult solveCompressed(const Maze&, const SolveOptions&, Control&);

} // namespace mazelab::solve
