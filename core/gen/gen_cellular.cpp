// Cellular-automaton mazes (Petercă §2.1.11 lets the user choose the rule; the Life-like
// rules Maze B3/S12345 and Mazectric B3/S1234 are the usual ones). The automaton runs on the
// block maze itself: a live cell is a wall. A random soup in a central patch grows into
// wall-lined corridors; the border is closed and start/goal opened afterwards. Not a passage
// maze: loops, unreachable pockets, and walls on odd coordinates are all possible.
#include "core/gen/generators.h"

#include "core/gen/genrandom.h"
#include "core/numtext.h"
#include "core/progresstext.h"
#include "core/trace/celltrace.h"

#include <cmath>

namespace mazelab::gen {
namespace {

// "B3/S12345" → birth / survival bit sets over the neighbour count 0…8.
bool parseRule(const std::string& rule, unsigned& birth, unsigned& survive)
{
    birth = survive = 0;
    const auto slash = rule.find('/');
    if (slash == std::string::npos)
        return false;
    const std::string b = rule.substr(0, slash), s = rule.substr(slash + 1);
    if (b.empty() || s.empty() || (b[0] != 'B' && b[0] != 'b') || (s[0] != 'S' && s[0] != 's'))
        return false;
    for (std::size_t i = 1; i < b.size(); ++i) {
        if (b[i] < '0' || b[i] > '8')
            return false;
        birth |= 1u << (b[i] - '0');
    }
    for (std::size_t i = 1; i < s.size(); ++i) {
        if (s[i] < '0' || s[i] > '8')
            return false;
        survive |= 1u << (s[i] - '0');
    }
    return true;
}

} // namespace

Maze cellular(int rows, int cols, const GenParams& params, Control& control, CellTrace* trace)
{
    unsigned birth = 0, survive = 0;
    const std::string& rule = params.at("rule");
    if (!parseRule(rule, birth, survive))
        throw GenerateError("a rule looks like B3/S12345; got '" + rule + "'");
    const int generations = std::stoi(params.at("generations"));
    const double density = parseNumber(params.at("density")).value();
    const double patch = parseNumber(params.at("patch")).value();
    const int h = 2 * rows + 1, w = 2 * cols + 1;
    // Two buffers with a dead frame of one cell around the h × w field.
    const int pw = w + 2;
    std::vector<std::uint8_t> cur(std::size_t(h + 2) * std::size_t(pw), 0), next = cur;
    auto at
        = [pw](int r, int c) { return std::size_t(r + 1) * std::size_t(pw) + std::size_t(c + 1); };
    GenRandom rng(control.seed());
    const int ph = std::max(1, int(std::lround(patch * h))),
              pwid = std::max(1, int(std::lround(patch * w)));
    const int r0 = (h - ph) / 2, c0 = (w - pwid) / 2;
    for (int r = r0; r < r0 + ph; ++r)
        for (int c = c0; c < c0 + pwid; ++c)
            cur[at(r, c)] = rng.chance(density) ? 1 : 0;
    if (trace) {
        trace->note("soup");
        for (int r = 0; r < h; ++r)
            for (int c = 0; c < w; ++c)
                if (!cur[at(r, c)])
                    trace->set(0, r * w + c, 1);
        trace->endStep();
    }
    for (int gen = 0; gen < generations; ++gen) {
        bool changed = false;
        for (int r = 0; r < h; ++r) {
            const std::uint8_t* up = &cur[at(r - 1, 0)];
            const std::uint8_t* mid = &cur[at(r, 0)];
            const std::uint8_t* down = &cur[at(r + 1, 0)];
            std::uint8_t* out = &next[at(r, 0)];
            for (int c = 0; c < w; ++c) {
                const int n = up[c - 1] + up[c] + up[c + 1] + mid[c - 1] + mid[c + 1] + down[c - 1]
                    + down[c] + down[c + 1];
                const std::uint8_t alive = mid[c] ? ((survive >> n) & 1) : ((birth >> n) & 1);
                out[c] = alive;
                if (alive != mid[c]) {
                    changed = true;
                    if (trace)
                        trace->set(0, r * w + c, alive ? 0 : 1);
                }
            }
        }
        cur.swap(next);
        if (trace) {
            trace->note("generation " + std::to_string(gen + 1));
            trace->endStep();
        }
        control.progress(double(gen + 1) / generations, progress_text::kGenerateCells,
                         {std::to_string(std::int64_t(gen + 1) * h * w),
                          std::to_string(std::int64_t(generations) * h * w)});
        if (!changed || control.checkNow())
            break;
    }
    Maze maze(h, w);
    for (int r = 0; r < h; ++r)
        for (int c = 0; c < w; ++c)
            maze.setBlocked({r, c}, r == 0 || c == 0 || r == h - 1 || c == w - 1 || cur[at(r, c)]);
    maze.setStart({1, 1});
    maze.setGoal({h - 2, w - 2});
    maze.setBlocked(maze.start(), false);
    maze.setBlocked(maze.goal(), false);
    if (trace) { // the closed border and the opened start and goal, one last step
        trace->note("border");
        for (int r = 0; r < h; ++r)
            for (int c = 0; c < w; ++c)
                if ((r == 0 || c == 0 || r == h - 1 || c == w - 1) && !cur[at(r, c)])
                    trace->set(0, r * w + c, 0);
        trace->set(0, 1 * w + 1, 1);
        trace->set(0, (h - 2) * w + (w - 2), 1);
        trace->endStep();
    }
    return maze;
}

} // namespace mazelab::gen
