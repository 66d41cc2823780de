#pragma once
// The hard set H of the annealing (anneal.h) under its current sequence s: every maze's
// position after each step of s, kept so that a candidate is scored by re-walking only where
// it can differ (issue 17, σ(6,6): H grows to 10⁵ mazes of 600-step walks, and the annealing
// scores millions of candidates).
//
// Positions are *absorbing*: once a maze's walk visits the goal its stored position stays the
// goal (a maze counts as solved once its walk visits the goal, Nusser §2.1), so "solved by s"
// is "position after the last step is the goal".
//
// Scoring a candidate c (unsolvedWith) walks each maze from the first step where c differs
// from s, and stops as soon as the walk meets the stored walk of s again: c is described as
// pieces of s — c[x] == s[x + d] on a run of steps, d ∈ {−1, 0, +1} for the mutations of
// sequencemutation.h (a changed move or window: d = 0 around it; a move moved elsewhere:
// d = ±1 between the two places; a deleted move: d = +1 after it) — and a maze whose position
// at step y equals the stored one at y + d follows the stored walk up to the piece's next
// differing move, so the walk jumps there. Most mazes meet the stored walk one or two steps
// after the change, so a candidate costs O(|H|) reads instead of O(|H|·(|s| − j)) steps.
// Results equal a plain re-simulation (tst_hardsetrun checks this on random mutations).
// One thread at a time: the const members share a scratch plan.

#include "core/simaso/mazeset.h"

#include <cstdint>
#include <random>
#include <vector>

namespace mazelab {

class HardSetRun {
public:
    using Pos = MazeSet::Pos;

    // H := set, s := s, all walks simulated. Precondition: every maze has the default
    // start and goal (MazeSet::hasUniformStartGoal, as the annealing's random mazes and
    // counterexamples do).
    void reset(MazeSet set, const SolvingSequence& s);
    const MazeSet& set() const { return m_set; }
    const SolvingSequence& sequence() const { return m_seq; }

    // s := c (any sequence). Same length as s: re-walks only where c differs (the pieces
    // above); another length (a deletion, an appended suffix): recomputes every walk from the
    // first step where c differs from s, O(|H|·(|c| − that step)).
    void accept(const SolvingSequence& c);

    // Mazes of H that s leaves unsolved.
    std::size_t unsolved() const { return m_unsolved; }
    // Mazes of H that c leaves unsolved (c: any sequence, any length); stops counting above
    // `cap` (the result is then some value > cap).
    std::size_t unsolvedWith(const SolvingSequence& c, std::size_t cap) const;

    // Position of maze i after the first t steps of s (absorbing at the goal).
    Pos position(std::size_t t, std::size_t i) const { return m_traj[t * m_n + i]; }

    // A targeted mutation of the annealing: overwrite c (== s) from a random step t with the
    // shortest path, from where it stands at t, of a random unsolved maze of H (which then
    // gets solved, at the risk of others). Returns t, or SIZE_MAX when nothing fits.
    std::size_t pathKick(SolvingSequence& c, std::mt19937_64& rng) const;

private:
    // c as pieces of s (see above): on [from, to), c[x] == s[x + d] except at the steps
    // nextDiff marks; !mapped: no relation (every step simulated).
    struct Piece {
        std::size_t from = 0;
        std::size_t to = 0;
        std::ptrdiff_t d = 0;
        bool mapped = true;
    };
    struct Plan {
        std::size_t start = 0;            // first step where c may differ from s
        std::vector<Piece> pieces;        // covering [start, |c|)
        std::vector<std::uint32_t> nextDiff; // per step x of c: first x' >= x in x's piece
                                             // with c[x'] != s[x' + d] (or the piece's end)
    };
    void makePlan(const SolvingSequence& c, Plan& plan) const;
    // s := c, every walk recomputed from step `from` (c equals s on steps < from).
    void rebuild(const SolvingSequence& c, std::size_t from);
    // Walks maze i under c from plan.start; returns its final position. With `writes`, also
    // lists (step, new position) wherever c's walk differs from s's (c.size() == s.size()).
    Pos walk(std::size_t i, const SolvingSequence& c, const Plan& plan,
             std::vector<std::pair<std::uint32_t, Pos>>* writes) const;

    Pos stepAbs(std::size_t i, Pos p, Move m) const
    {
        return p == m_goal ? p : m_set.step(i, p, m);
    }

    MazeSet m_set;
    SolvingSequence m_seq;
    std::size_t m_n = 0;
    Pos m_goal = 0;
    std::vector<Pos> m_traj; // (|s| + 1) · |H|, step-major: m_traj[t·|H| + i]
    std::size_t m_unsolved = 0;
    mutable Plan m_plan;
    std::vector<std::pair<std::uint32_t, Pos>> m_writes;
};

// One step of the hard-set annealing (anneal.h step 2; also simaso_sat/localcandidate.h) at
// temperature t: a candidate from `cur` (run.sequence() == cur) by a path kick kickPercent % of
// the time, else by mutateSequence; accepted when it leaves at most f + t·ln(1/u) mazes of H
// unsolved (f = run.unsolved(), u uniform, drawn first so that counting can stop at the
// threshold). Accepted: cur and run take it, true. Draws from rng in a fixed order
// (deterministic for a seed).
bool hardSetAnnealStep(HardSetRun& run, SolvingSequence& cur, double t, unsigned kickPercent,
                       std::mt19937_64& rng);

} // namespace mazelab
