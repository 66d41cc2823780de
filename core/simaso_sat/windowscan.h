#pragma once
// The window scan of window rewrites by SAT (windowsat.h; internal to windowsat.cpp, which
// holds the scan, and windowrepair.cpp, which holds the repairs of a deletion or of a start
// that misses mazes).

#include "core/simaso_sat/windowinstance.h"
#include "core/simaso_sat/windowsat.h"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <optional>
#include <random>
#include <string>
#include <utility>
#include <vector>

namespace mazelab::simaso_sat::detail {

// A maze unsolved after the prefix, at its position there.
struct ScanEntry {
    WallMask walls = 0;
    std::uint8_t pos = 0;
};

class WindowScan {
public:
    WindowScan(int rows, int cols, const WindowSatOptions& o, Control& control)
        : m_rows(rows), m_cols(cols), m_grid(rows, cols), m_o(o), m_control(control),
          m_rng(o.seed)
    {
        for (int w : o.windows)
            if (o.gaps.empty())
                m_configs.push_back({w, 0});
            else
                for (int g : o.gaps)
                    m_configs.push_back({w, g});
    }

    WindowSatResult run(std::vector<Move> s,
                        const std::function<void(const std::vector<Move>&)>& onImproved);

private:
    struct Config {
        int free = 0; // free moves of a window (its size when not split)
        int gap = 0;  // fixed moves in its middle (0: not split)
        std::size_t span() const { return std::size_t(free + gap); }
    };
    void resetPrefix();                 // m_rel: every maze at the start, m_a = 0
    void advance();                     // apply s[m_a] to m_rel, drop the solved ones
    int walk(WallMask walls, int pos, std::size_t from, std::size_t to) const;
    bool suffixSolves(WallMask walls, int pos, std::size_t from) const
    {
        return walk(walls, pos, from, m_s.size()) == m_grid.goal();
    }
    enum class Outcome { Shortened, Refuted, Undecided, Stopped };
    // The window of w moves at m_a redone with w − d; gap > 0: a split window, the span of
    // w + gap moves whose middle gap moves stay, the halves redone with w − d moves (d 1: a
    // shortening, 0: a repair).
    // forbid: (step in the span, move) pairs the rewrite may not hold (plateau moves).
    Outcome tryWindow(std::size_t w, std::size_t d, std::size_t gap = 0,
                      const std::vector<std::pair<std::size_t, Move>>& forbid = {});
    void seek(std::size_t a); // m_rel and m_a at step a (from the start)
    // The plateau walk (windowplateau.cpp): its moves, and the windows overlapping s[lo, hi).
    Outcome plateauWalk(const std::function<void(const std::vector<Move>&)>& onImproved);
    Outcome plateauMove(std::size_t& at);
    std::uint64_t solvingTime(const std::vector<Move>& t) const;
    Outcome scanOverlapping(std::size_t lo, std::size_t hi,
                            const std::function<void(const std::vector<Move>&)>& onImproved);
    std::string sizeLabel(const Config& k) const; // "16", or "8+[20]+8" when split
    Outcome scanWindow(const Config& k,
                       const std::function<void(const std::vector<Move>&)>& onImproved);
    Outcome scanCycle(const std::function<void(const std::vector<Move>&)>& onImproved);
    Outcome repairDeletions();
    Outcome repairStartPass();
    Outcome repairStepwisePass(); // windowstepwise.cpp
    bool isExcused(WallMask walls) const
    {
        return std::binary_search(m_excused.begin(), m_excused.end(), walls);
    }
    Outcome repairWindows(std::size_t w, std::size_t lo, std::size_t hi,
                          const std::vector<WallMask>& missed);
    std::vector<WallMask> rememberUnsolved();
    std::uint64_t unsolvedCount(const std::vector<Move>& t);
    std::uint64_t treeUnsolved(const std::vector<Move>& t);
    void remember(WallMask walls);
    void count(Outcome out);
    enum class Check { SolvesAll, Fails, TreeRefuted, Stopped };
    Check check(const std::vector<Move>& content, std::size_t w, std::vector<ScanEntry>& failing);
    std::vector<Move> splice(const std::vector<Move>& content, std::size_t w) const;
    void addToInstance(WindowInstance& inst, WallMask walls, int pos, std::size_t w);

    int m_rows, m_cols;
    Grid m_grid;
    WindowSatOptions m_o;
    Control& m_control;
    std::mt19937_64 m_rng;
    bool m_tree = false;                // no enumeration: checks by the counting tree
    std::uint64_t m_mazeCount = 0;      // |M(rows, cols)| once the tree has counted it
    std::vector<WallMask> m_all;
    std::vector<Move> m_s;
    std::vector<ScanEntry> m_rel;           // mazes unsolved after s[0, m_a)
    std::size_t m_a = 0;
    std::vector<Config> m_configs;      // the windows of one cycle: each size, each gap
    std::size_t m_k = 0;                // the cursor's window (index into m_configs)
    std::size_t m_quiet = 0;            // windows tried since the last shortening
    bool m_undecidedSince = false;      // one of them was undecided
    std::vector<WallMask> m_recent;     // counterexamples of the last windows (ring)
    std::size_t m_recentNext = 0;
    // The stepwise repair's current step: the missed mazes other than its target (sorted;
    // never required, never in a hard set) and the target (first in every hard set).
    std::vector<WallMask> m_excused;
    std::optional<WallMask> m_target;
    WindowSatResult m_result;
};

} // namespace mazelab::simaso_sat::detail
