#pragma once
// SequenceRun: one move sequence run over every maze of a MazeSet (Nusser 2016, §2.1).
//
// After k moves (k = 0 … length()) maze i is at position(i, k) — Nusser's
// step_M((1,1), s1…sk), the raw step function: a maze keeps moving after it visited its goal.
// s solves maze i when the goal is visited at some step (solvedAt(i) is the first such k, or
// kNotSolved), and solves it perfectly when the maze ends at the goal (isPerfectlySolved(i)).
// For display, Trail::StopAtGoal freezes a maze at the goal from solvedAt(i) on (the thesis'
// search graph does the same with loop edges at the goal, §5.1).
//
// Memory stays bounded for a million mazes × long sequences: the positions of all mazes are
// kept every checkpointInterval() steps (interval 1 — the full table — while it fits in
// `maxTrajectoryBytes`), and positionsAt(k) replays at most interval-1 moves from the nearest
// checkpoint. Per maze it keeps solvedAt (int32) and the final position; per step the solved
// and at-goal counts. A SequenceRun is edited in place (append / popBack for a player that
// types moves) and is not thread-safe: one thread at a time.
//
// SequenceRun is the Simultaneous mode's trace (the one-trace rule, STYLE.md §3; compare
// core/trace/celltrace.h): the moves are its events and the checkpoints its keyframes, so it
// is not copied into a CellTrace (that would cost a cell per maze per step). What a player
// needs to show step k is bounded independently of the set's size except where noted:
//   - the visible tiles: position(i, k, trail) each, O(checkpointInterval());
//   - the counts: solvedCountAt(k), atGoalCountAt(k), O(1); isSolvedBy(i, k), O(1);
//   - every maze (statistics, export): positionsAt(k), O(size · checkpointInterval()).
// Figures for the 1.2 million solvable 5×5 mazes: README "Traces: scrubbing and memory".

#include "core/control.h"
#include "core/simaso/mazeset.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace mazelab {

class SequenceRun {
public:
    using Pos = MazeSet::Pos;
    static constexpr std::int32_t kNotSolved = -1;
    static constexpr std::size_t kDefaultMaxTrajectoryBytes = std::size_t(256) << 20;
    enum class Trail {
        Continue,   // Nusser's step function as it is
        StopAtGoal, // a maze stays at its goal once visited (what a player shows)
    };

    // An empty sequence over `set` (shared, so that a GUI can keep both alive together).
    // Precondition: set != nullptr.
    explicit SequenceRun(std::shared_ptr<const MazeSet> set,
                         std::size_t maxTrajectoryBytes = kDefaultMaxTrajectoryBytes);

    // Replaces the sequence by `sequence` and runs it: O(size · length) time.
    // Polls control once per move; when stopped, the run holds the prefix done so far and
    // returns false (length() tells how far it got).
    bool run(const SolvingSequence& sequence, Control& control);
    // Appends one move: O(size). Removes the last move: O(size · checkpointInterval()).
    void append(Move m);
    void popBack();
    void clear();

    const MazeSet& set() const { return *m_set; }
    const std::shared_ptr<const MazeSet>& sharedSet() const { return m_set; }
    const SolvingSequence& sequence() const { return m_sequence; }
    std::size_t length() const { return m_sequence.size(); }
    std::size_t mazeCount() const { return m_set->size(); }

    // Position of maze i after k moves. Preconditions: i < mazeCount(), k <= length().
    // O(min(k, checkpointInterval())).
    Pos position(std::size_t i, std::size_t k, Trail trail = Trail::Continue) const;
    // Positions of all mazes after k moves (out is resized). O(size · checkpointInterval()).
    void positionsAt(std::size_t k, std::vector<Pos>& out, Trail trail = Trail::Continue) const;
    // Positions after length() moves (Trail::Continue).
    const std::vector<Pos>& finalPositions() const { return m_final; }
    // Maze i's positions after 0 … min(steps, length()) moves. O(min(steps, length())).
    std::vector<Pos> trajectory(std::size_t i, Trail trail = Trail::Continue,
                                std::size_t steps = std::size_t(-1)) const;

    // First k with position(i, k) == goal(i), or kNotSolved.
    std::int32_t solvedAt(std::size_t i) const { return m_solvedAt[i]; }
    const std::vector<std::int32_t>& solvedAtAll() const { return m_solvedAt; }
    bool isSolved(std::size_t i) const { return m_solvedAt[i] != kNotSolved; }
    // Solved within the first k moves.
    bool isSolvedBy(std::size_t i, std::size_t k) const
    {
        return m_solvedAt[i] != kNotSolved && std::size_t(m_solvedAt[i]) <= k;
    }
    bool isPerfectlySolved(std::size_t i) const { return m_final[i] == m_set->goal(i); }

    // Mazes solved within the first k moves, for k = 0 … length() (non-decreasing).
    const std::vector<std::size_t>& solvedCountPerStep() const { return m_solvedCount; }
    std::size_t solvedCountAt(std::size_t k) const { return m_solvedCount[k]; }
    std::size_t solvedCount() const { return m_solvedCount.back(); }
    // Mazes standing on their goal after exactly k moves; atGoalCountAt(length()) counts the
    // perfectly solved mazes.
    const std::vector<std::size_t>& atGoalCountPerStep() const { return m_atGoalCount; }
    std::size_t atGoalCountAt(std::size_t k) const { return m_atGoalCount[k]; }
    std::size_t perfectlySolvedCount() const { return m_atGoalCount.back(); }
    bool solvesAll() const { return solvedCount() == mazeCount(); }
    bool perfectlySolvesAll() const { return perfectlySolvedCount() == mazeCount(); }
    // Index of the first maze the sequence does not solve (perfectly), or mazeCount().
    std::size_t firstUnsolved(bool perfect = false) const;

    // Steps between stored position snapshots (1 = every step stored).
    std::size_t checkpointInterval() const { return m_interval; }
    std::size_t memoryBytes() const;

private:
    void reset();
    void recordStep(); // after m_final moved: solvedAt, counts, checkpoint
    void thinCheckpoints();
    // Positions after k moves from the nearest checkpoint (k <= length()).
    void replay(std::size_t k, std::vector<Pos>& out) const;

    std::shared_ptr<const MazeSet> m_set;
    std::size_t m_maxBytes;
    SolvingSequence m_sequence;
    std::size_t m_interval = 1;
    std::vector<std::vector<Pos>> m_checkpoints; // positions after 0, I, 2I, … moves
    std::vector<Pos> m_final;
    std::vector<std::int32_t> m_solvedAt;
    std::vector<std::size_t> m_solvedCount; // length() + 1
    std::vector<std::size_t> m_atGoalCount; // length() + 1
};

} // namespace mazelab
