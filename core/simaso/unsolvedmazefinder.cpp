#include "core/simaso/unsolvedmazefinder.h"

#include <stdexcept>
#include <vector>

namespace mazelab {

namespace {

enum : std::uint8_t { Unknown = 0, Free = 1, Blocked = 2 };

class Finder {
public:
    Finder(int rows, int cols, const SolvingSequence& s, bool perfect)
        : m_rows(rows), m_cols(cols), m_cells(std::size_t(rows) * std::size_t(cols)), m_s(s),
          m_perfect(perfect), m_state(m_cells, Unknown), m_seen(m_cells, 0)
    {
        m_goal = int(m_cells) - 1;
        m_state[0] = Free;
        m_state[std::size_t(m_goal)] = Free;
    }

    UnsolvedMazeResult run(Control& control)
    {
        UnsolvedMazeResult result;
        struct Frame {
            std::size_t depth;
            int pos;
            int changed;    // cell this frame fixed on entry (restored on exit), or -1
            int nextChoice; // 0: not expanded yet; then the branch to try next
        };
        std::vector<Frame> stack;
        stack.push_back({0, 0, -1, 0});
        while (!stack.empty()) {
            if (control.poll()) {
                result.complete = false;
                return result;
            }
            Frame& f = stack.back();
            if (f.nextChoice == 0) {
                ++result.nodes;
                const bool atGoal = f.pos == m_goal;
                if (atGoal && !m_perfect) {
                    pop(stack);
                    continue;
                }
                if (f.depth == m_s.size()) {
                    if (!atGoal) {
                        result.maze = toMaze();
                        return result;
                    }
                    pop(stack);
                    continue;
                }
            }
            const Move m = m_s[f.depth];
            const int n = neighbour(f.pos, m);
            const std::uint8_t target = n < 0 ? std::uint8_t(Blocked) : m_state[std::size_t(n)];
            // Branches: 1 = stay (target blocked / off grid), 2 = move (target free).
            // An unknown target tries "blocked" first, then "free".
            int branch = 0;
            if (target == Blocked)
                branch = f.nextChoice == 0 ? 1 : 0;
            else if (target == Free)
                branch = f.nextChoice == 0 ? 2 : 0;
            else
                branch = f.nextChoice == 0 ? 1 : f.nextChoice == 1 ? 2 : 0;
            if (branch == 0) {
                pop(stack);
                continue;
            }
            f.nextChoice = branch;
            const Frame copy = f;
            if (branch == 1) {
                if (target == Unknown) {
                    m_state[std::size_t(n)] = Blocked;
                    if (!connected()) {
                        m_state[std::size_t(n)] = Unknown;
                        continue;
                    }
                    stack.push_back({copy.depth + 1, copy.pos, n, 0});
                } else {
                    stack.push_back({copy.depth + 1, copy.pos, -1, 0});
                }
            } else {
                if (target == Unknown) {
                    m_state[std::size_t(n)] = Free;
                    stack.push_back({copy.depth + 1, n, n, 0});
                } else {
                    stack.push_back({copy.depth + 1, n, -1, 0});
                }
            }
        }
        return result;
    }

private:
    template <typename Stack>
    void pop(Stack& stack)
    {
        if (stack.back().changed >= 0)
            m_state[std::size_t(stack.back().changed)] = Unknown;
        stack.pop_back();
    }

    int neighbour(int c, Move m) const
    {
        const int r = c / m_cols;
        const int k = c % m_cols;
        switch (m) {
        case Move::Up: return r > 0 ? c - m_cols : -1;
        case Move::Down: return r + 1 < m_rows ? c + m_cols : -1;
        case Move::Left: return k > 0 ? c - 1 : -1;
        case Move::Right: return k + 1 < m_cols ? c + 1 : -1;
        }
        return -1;
    }

    // Start and goal connected through cells that are not blocked.
    bool connected()
    {
        ++m_stamp;
        m_stack.clear();
        m_stack.push_back(0);
        m_seen[0] = m_stamp;
        while (!m_stack.empty()) {
            const int c = m_stack.back();
            m_stack.pop_back();
            if (c == m_goal)
                return true;
            for (Move m : {Move::Down, Move::Right, Move::Up, Move::Left}) {
                const int n = neighbour(c, m);
                if (n >= 0 && m_state[std::size_t(n)] != Blocked && m_seen[std::size_t(n)] != m_stamp) {
                    m_seen[std::size_t(n)] = m_stamp;
                    m_stack.push_back(n);
                }
            }
        }
        return false;
    }

    Maze toMaze() const
    {
        Maze maze(m_rows, m_cols);
        for (std::size_t c = 0; c < m_cells; ++c)
            maze.setBlocked(maze.cellAt(c), m_state[c] == Blocked);
        return maze;
    }

    int m_rows;
    int m_cols;
    std::size_t m_cells;
    int m_goal;
    const SolvingSequence& m_s;
    bool m_perfect;
    std::vector<std::uint8_t> m_state;
    std::vector<std::uint32_t> m_seen;
    std::uint32_t m_stamp = 0;
    std::vector<int> m_stack;
};

} // namespace

UnsolvedMazeResult findUnsolvedMaze(int rows, int cols, const SolvingSequence& s,
                                    Control& control, bool perfect)
{
    if (rows < 1 || cols < 1 || std::size_t(rows) * std::size_t(cols) > MazeSet::kMaxCells)
        throw std::invalid_argument("findUnsolvedMaze: size out of range");
    Finder finder(rows, cols, s, perfect);
    return finder.run(control);
}

} // namespace mazelab
