// Eller's algorithm inside a mask, streamed row by row (see eller.h for the rule that keeps
// one tree per connected part in O(cols) memory).
#include "core/gen/eller.h"
#include "core/gen/genrandom.h"
#include "core/progresstext.h"

#include <numeric>
#include <string>

namespace mazelab::gen {

bool ellerRows(int rows, int cols, const EllerOptions& options, Control& control,
               const EllerRowSink& emit, const EllerMaskRow& mask)
{
    if (!mask)
        return ellerRows(rows, cols, options, control, emit);
    GenRandom rng(control.seed());
    const std::size_t n = std::size_t(cols);
    std::vector<int> label(n, -1), root(n, -1), parent(n);
    std::vector<char> used(n), down(n), forced(n), downAbove(n, 0);
    std::vector<std::uint8_t> cur(n, 0), next(n, 0), open(n);
    auto find = [&](int x) {
        while (parent[std::size_t(x)] != x) {
            parent[std::size_t(x)] = parent[std::size_t(parent[std::size_t(x)])];
            x = parent[std::size_t(x)];
        }
        return x;
    };
    mask(0, next);
    next.resize(n, 0);
    for (int r = 0; r < rows; ++r) {
        std::swap(cur, next);
        if (r + 1 < rows) {
            mask(r + 1, next);
            next.resize(n, 0);
        } else {
            std::fill(next.begin(), next.end(), 0); // nothing below the last row
        }
        // Fresh labels for the active cells not joined from above (at most cols live labels).
        std::fill(used.begin(), used.end(), 0);
        for (std::size_t c = 0; c < n; ++c) {
            if (!cur[c])
                label[c] = -1;
            if (label[c] >= 0)
                used[std::size_t(label[c])] = 1;
        }
        int nextFree = 0;
        for (std::size_t c = 0; c < n; ++c) {
            if (!cur[c] || label[c] >= 0)
                continue;
            while (used[std::size_t(nextFree)])
                ++nextFree;
            label[c] = nextFree;
            used[std::size_t(nextFree)] = 1;
        }
        std::iota(parent.begin(), parent.end(), 0);
        std::fill(forced.begin(), forced.end(), 0);
        for (std::size_t c = 0; c < n; ++c)
            open[c] = cur[c] && downAbove[c] ? 8 : 0;
        // Horizontal: join at random; stay apart only when the pair can be carried down.
        for (std::size_t c = 0; c + 1 < n; ++c) {
            if (!cur[c] || !cur[c + 1])
                continue;
            const int a = find(label[c]), b = find(label[c + 1]);
            if (a == b)
                continue;
            const bool carry = next[c] && next[c + 1];
            if (!carry || rng.chance(options.horizontal)) {
                parent[std::size_t(a)] = b;
                open[c] |= 4;
                open[c + 1] |= 1;
            } else {
                forced[c] = forced[c + 1] = 1;
            }
        }
        // Vertical: forced passages, then random ones; a cell left without one needs a
        // neighbour of its set going down beside it.
        for (std::size_t c = 0; c < n; ++c) {
            root[c] = cur[c] ? find(label[c]) : -1;
            down[c] = cur[c] && next[c] && (forced[c] || rng.chance(options.vertical));
        }
        for (std::size_t c = 0; c < n; ++c) {
            if (!cur[c] || !next[c] || down[c])
                continue;
            const bool left = c > 0 && down[c - 1] && root[c - 1] == root[c];
            const bool right = c + 1 < n && down[c + 1] && root[c + 1] == root[c];
            if (!left && !right)
                down[c] = 1; // may in turn serve the cell to its right
        }
        for (std::size_t c = 0; c < n; ++c) {
            if (down[c])
                open[c] |= 2;
            label[c] = down[c] ? root[c] : -1;
        }
        emit(r, open);
        downAbove = down;
        if ((r & 255) == 255) {
            control.progress(double(r + 1) / rows, progress_text::kGenerateCells,
                             {std::to_string(std::int64_t(r + 1) * cols),
                              std::to_string(std::int64_t(rows) * cols)});
            if (control.checkNow())
                return false;
        }
    }
    return true;
}

} // namespace mazelab::gen
