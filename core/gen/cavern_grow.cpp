// Daedalus-style cavern mazes that allow one 2 × 2 pattern (cavern.h), grown pixel by pixel.
//
// Passages (allow=walls): from a random inner pixel, a wall pixel p becomes passage when it has
// exactly one passage 4-neighbour (so the passages stay a tree and no 2 × 2 passage block
// appears) and no passage pixel diagonal to it whose two shared 4-neighbours are both walls
// (no checkerboard). The growing-tree order (newest or random) decides the texture.
// Walls (allow=passages): the same rule with wall and passage swapped, growing walls into an
// open field from the border; walls stay trees hanging from the border, so the passages are
// one area, with no 2 × 2 wall and no checkerboard.
#include "core/gen/cavern.h"
#include "core/gen/genrandom.h"
#include "core/trace/celltrace.h"

#include <vector>

namespace mazelab::gen {

Maze grownCavern(int rows, int cols, bool passagesAllowed, bool newest, Control& control,
                 CellTrace* trace)
{
    const int h = 2 * rows + 1, w = 2 * cols + 1;
    GenRandom rng(control.seed());
    // grown[i] = 1: the pixel has the growing state (passage, or wall for passagesAllowed).
    std::vector<char> grown(std::size_t(h) * std::size_t(w), 0);
    auto inner = [&](int r, int c) { return r > 0 && c > 0 && r < h - 1 && c < w - 1; };
    auto isGrown = [&](int r, int c) {
        return r >= 0 && c >= 0 && r < h && c < w && grown[std::size_t(r * w + c)];
    };
    const int dr[4] = {-1, 0, 1, 0}, dc[4] = {0, 1, 0, -1};
    auto canGrow = [&](int r, int c) {
        if (!inner(r, c) || isGrown(r, c))
            return false;
        int n = 0;
        for (int k = 0; k < 4; ++k)
            n += isGrown(r + dr[k], c + dc[k]) ? 1 : 0;
        if (n != 1)
            return false;
        for (const int vr : {-1, 1})
            for (const int vc : {-1, 1})
                if (isGrown(r + vr, c + vc) && !isGrown(r + vr, c) && !isGrown(r, c + vc))
                    return false;
        return true;
    };
    std::vector<int> list; // pixels that may still grow a neighbour
    auto setGrown = [&](int r, int c) {
        grown[std::size_t(r * w + c)] = 1;
        list.push_back(r * w + c);
        if (trace) {
            trace->set(0, r * w + c, passagesAllowed ? 0 : 1);
            trace->move(0, r * w + c);
            trace->endStep();
        }
    };
    if (passagesAllowed) {
        // The border is the walls' root; the open field is step 1.
        for (int r = 0; r < h; ++r)
            for (int c = 0; c < w; ++c)
                if (!inner(r, c)) {
                    grown[std::size_t(r * w + c)] = 1;
                    list.push_back(r * w + c);
                } else if (trace) {
                    trace->set(0, r * w + c, 1);
                }
        if (trace) {
            trace->note("open field");
            trace->endStep();
        }
        rng.shuffle(list);
    } else {
        const int r = 1 + int(rng.below(std::uint32_t(h - 2))); // two statements: the order
        const int c = 1 + int(rng.below(std::uint32_t(w - 2))); // of draws is fixed
        setGrown(r, c);
    }
    std::int64_t work = 0;
    while (!list.empty()) {
        const std::size_t i = newest ? list.size() - 1 : rng.below(std::uint32_t(list.size()));
        const int r = list[i] / w, c = list[i] % w;
        int cand[4], k = 0;
        for (int d = 0; d < 4; ++d)
            if (canGrow(r + dr[d], c + dc[d]))
                cand[k++] = d;
        if (k == 0) {
            list[i] = list.back();
            list.pop_back();
        } else {
            const int d = cand[rng.below(std::uint32_t(k))];
            setGrown(r + dr[d], c + dc[d]);
        }
        if ((++work & 0xffff) == 0 && control.checkNow())
            break;
    }
    Maze maze(h, w);
    Cell first{-1, -1}, last{-1, -1};
    for (int r = 0; r < h; ++r)
        for (int c = 0; c < w; ++c) {
            const bool passage = grown[std::size_t(r * w + c)] != (passagesAllowed ? 1 : 0);
            maze.setBlocked({r, c}, !passage);
            if (passage) {
                if (first.row < 0)
                    first = {r, c};
                last = {r, c};
            }
        }
    if (first.row >= 0) {
        maze.setStart(first);
        maze.setGoal(last);
    }
    return maze;
}

bool avoidsPatterns(const Maze& maze, int forbidden)
{
    for (int r = 0; r + 1 < maze.rows(); ++r)
        for (int c = 0; c + 1 < maze.cols(); ++c) {
            const bool a = maze.isFree({r, c}), b = maze.isFree({r, c + 1});
            const bool x = maze.isFree({r + 1, c}), y = maze.isFree({r + 1, c + 1});
            const int passages = int(a) + int(b) + int(x) + int(y);
            if ((forbidden & 1) && passages == 0)
                return false;
            if ((forbidden & 2) && passages == 4)
                return false;
            if ((forbidden & 4) && a == y && b == x && a != b)
                return false;
        }
    return true;
}

} // namespace mazelab::gen
