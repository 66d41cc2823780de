#pragma once
// Breakout weights for the exact annealing (issue 17; Morris 1993, "The breakout method for
// escaping from local minima", the clause weighting of SAT local search). Near a tight bound
// the annealing on exact counts circles a local minimum: σ(5,5) at 108 moves kept leaving one
// maze unsolved, run after run. Here the mazes a temperature cycle's best sequence leaves
// unsolved gain weight, and exactanneal.h adds
//     penalty(s) = Σ weight(m) · [prefix + s leaves maze m unsolved]
// to its score, so a minimum that keeps failing the same mazes grows more expensive each
// cycle until the search leaves it. The weights never change which sequence counts as a
// solver (that is still U(T) = 0 on all mazes); they only steer the acceptance.
//
// A weighted maze is a failing tree leaf with its unknown cells free (a solvable maze the
// leaf's walk does not solve, streamverify.h). Cost: a walk of |s| moves per weighted maze and
// candidate (5×5: 128 mazes · 109 moves, about 1 % of an exact recount).

#include "core/simaso/streamverify.h"
#include "core/simaso/tailfix.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace mazelab {

class BreakoutWeights {
public:
    // Preconditions: 2 <= rows·cols <= 64. At most `capacity` mazes are weighted; a new maze
    // beyond it replaces the lightest one.
    BreakoutWeights(int rows, int cols, std::size_t capacity = 128);

    // The moves walked before every sequence passed to penalty() (the kept prefix of
    // exactanneal.h). Each weighted maze's walk through it is cached.
    void setPrefix(const SolvingSequence& prefix);

    // Adds `increment` to the weight of each walk's maze (unknown cells free); a maze not yet
    // weighted starts at `increment`.
    void add(const std::vector<PartialWalk>& walks, double increment);

    // Σ weight over the weighted mazes that prefix + s[0, t) leaves unsolved (t <= |s|).
    double penalty(const SolvingSequence& s, std::size_t t) const;

    std::size_t size() const { return m_entries.size(); }
    double totalWeight() const;

private:
    struct Entry {
        std::uint64_t blocked; // the maze: these cells blocked, all others free
        double weight;
        int pos;               // where the prefix leaves its walk (goal: solved by it)
    };
    int walk(std::uint64_t blocked, int pos, const SolvingSequence& s, std::size_t t) const;

    PartialGrid m_grid;
    std::size_t m_capacity;
    SolvingSequence m_prefix;
    std::vector<Entry> m_entries;
};

} // namespace mazelab
