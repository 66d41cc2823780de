#include "core/token/tokengenerator.h"

#include "core/progresstext.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>
#include <stdexcept>

namespace mazelab::token {

int difficultyFromNodes(std::uint64_t nodes, std::size_t freeCells)
{
    // Effort beyond walking the path once: nodes per free cell, on a log scale.
    const double ratio = double(std::max<std::uint64_t>(nodes, 1)) / double(std::max<std::size_t>(freeCells, 1));
    const int level = 1 + int(std::floor(std::log10(std::max(ratio, 1.0)) * 1.5));
    return std::clamp(level, 1, 5);
}

std::optional<Puzzle> generate(const GenerateOptions& options, Control& control)
{
    if (options.rows < 1 || options.cols < 1 || options.rows > 64 || options.cols > 64)
        throw std::invalid_argument("board sides must be between 1 and 64");
    const int cells = options.rows * options.cols;
    if (options.obstacles < 0 || options.obstacles >= cells)
        throw std::invalid_argument("the number of obstacles must be between 0 and "
                                    + std::to_string(cells - 1));
    std::mt19937_64 rng(options.seed);
    std::vector<int> order(static_cast<std::size_t>(cells));
    std::iota(order.begin(), order.end(), 0);
    for (int attempt = 1; attempt <= options.maxAttempts; ++attempt) {
        if (control.checkNow())
            return std::nullopt;
        if (attempt % 64 == 0)
            control.progress(double(attempt) / options.maxAttempts, progress_text::kTokenBoards,
                             {{progress_text::kNBoards, std::int64_t(attempt)}});
        // A uniformly random set of obstacle cells (partial Fisher-Yates).
        for (int i = 0; i < options.obstacles; ++i) {
            std::uniform_int_distribution<int> pick(i, cells - 1);
            std::swap(order[std::size_t(i)], order[std::size_t(pick(rng))]);
        }
        Maze board(options.rows, options.cols);
        for (int i = 0; i < options.obstacles; ++i)
            board.setBlocked(board.cellAt(std::size_t(order[std::size_t(i)])), true);
        if (quickCheck(board, std::nullopt, nullptr) != Reason::None)
            continue;

        SolveOptions first;
        first.nodeLimit = options.nodeLimitPerBoard;
        const SolveResult found = solve(board, first, control);
        if (found.cancelled)
            return std::nullopt;
        if (found.verdict != Verdict::Solvable)
            continue;
        Puzzle puzzle;
        puzzle.board = board;
        puzzle.solution = found.solutions.front();
        puzzle.searchNodes = found.nodes;
        puzzle.attempts = attempt;

        if (options.uniqueness == Uniqueness::UniqueStart) {
            int starts = 0;
            bool skip = false;
            for (std::size_t i = 0; i < board.cellCount() && starts < 2 && !skip; ++i) {
                const Cell c = board.cellAt(i);
                if (!board.isFree(c))
                    continue;
                SolveOptions from;
                from.start = c;
                from.nodeLimit = options.nodeLimitPerBoard;
                const SolveResult r = solve(board, from, control);
                if (r.cancelled)
                    return std::nullopt;
                skip = r.verdict == Verdict::GaveUp;
                if (r.verdict == Verdict::Solvable)
                    ++starts;
            }
            if (skip || starts != 1)
                continue;
            puzzle.startCells = 1;
        }
        SolveOptions count;
        count.mode = SolveMode::Count;
        count.nodeLimit = options.nodeLimitPerBoard;
        if (options.uniqueness == Uniqueness::UniqueSolution)
            count.stopAfterSolutions = 2;
        const SolveResult counted = solve(board, count, control);
        if (counted.cancelled)
            return std::nullopt;
        if (options.uniqueness == Uniqueness::UniqueSolution && (counted.count != 1 || !counted.complete))
            continue;
        puzzle.solutions = counted.count;
        puzzle.difficulty = difficultyFromNodes(puzzle.searchNodes + counted.nodes, board.freeCount());
        return puzzle;
    }
    return std::nullopt;
}

} // namespace mazelab::token
