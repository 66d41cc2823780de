#include "core/gen/gencontext.h"

#include "core/numtext.h"
#include "core/progresstext.h"
#include "core/trace/celltrace.h"

#include <deque>
#include <stdexcept>

namespace mazelab::gen {

double GenContext::real(const std::string& name) const
{
    // resolveParams() checked the text; std::stod would follow the C locale (numtext.h).
    const std::optional<double> value = parseNumber(params.at(name));
    if (!value)
        throw std::invalid_argument(name + " is not a number: '" + params.at(name) + "'");
    return *value;
}

int GenContext::integer(const std::string& name) const
{
    return std::stoi(params.at(name));
}

const std::string& GenContext::text(const std::string& name) const
{
    return params.at(name);
}

int GenContext::randomActiveCell()
{
    for (int tries = 0; tries < 64; ++tries) {
        const int c = int(rng.below(std::uint32_t(grid.size())));
        if (grid.isActive(c))
            return c;
    }
    std::vector<int> active;
    for (int c = 0; c < grid.size(); ++c)
        if (grid.isActive(c))
            active.push_back(c);
    return active.empty() ? -1 : active[rng.below(std::uint32_t(active.size()))];
}

bool GenContext::slowTick(std::int64_t done, std::int64_t total)
{
    m_countdown = 1 << 16;
    control.progress(total > 0 ? double(done) / double(total) : -1.0,
                     progress_text::kGenerateCells, {std::to_string(done), std::to_string(total)});
    m_stopped = m_stopped || control.checkNow();
    return m_stopped;
}

void GenContext::recordCarve(int cell, Dir d, int state)
{
    const int n = grid.neighbour(cell, d);
    trace->set(0, grid.blockIndex(cell), state); // the source too (it may be fresh)
    trace->set(0, grid.wallBlockIndex(cell, d), 1); // a carved wall is passage at once
    trace->set(0, grid.blockIndex(n), state);
    trace->move(0, grid.blockIndex(n));
    trace->endStep();
}

void GenContext::recordCell(int cell, int state, int wallDir)
{
    trace->set(0, grid.blockIndex(cell), state);
    if (wallDir >= 0)
        trace->set(0, grid.wallBlockIndex(cell, Dir(wallDir)), state);
    trace->move(0, grid.blockIndex(cell));
    trace->endStep();
}

void GenContext::setBlock(int blockIndex, int state)
{
    if (trace)
        trace->set(0, blockIndex, state);
}

void GenContext::moveMarker(int cell)
{
    if (trace)
        trace->move(0, cell < 0 ? CellTrace::kNoCell : grid.blockIndex(cell));
}

void GenContext::endStep()
{
    if (trace)
        trace->endStep();
}

void GenContext::note(const std::string& text)
{
    if (trace)
        trace->note(text);
}

int linkComponents(const PassageGrid& grid, std::vector<int>& label)
{
    label.assign(std::size_t(grid.size()), -1);
    int count = 0;
    std::vector<int> stack;
    for (int s = 0; s < grid.size(); ++s) {
        if (!grid.isActive(s) || label[std::size_t(s)] >= 0)
            continue;
        label[std::size_t(s)] = count;
        stack.push_back(s);
        while (!stack.empty()) {
            const int c = stack.back();
            stack.pop_back();
            for (const Dir d : kDirs) {
                const int n = grid.neighbour(c, d);
                if (n >= 0 && label[std::size_t(n)] < 0) {
                    label[std::size_t(n)] = count;
                    stack.push_back(n);
                }
            }
        }
        ++count;
    }
    return count;
}

void joinParts(GenContext& ctx)
{
    PassageGrid& g = ctx.grid;
    std::vector<int> set(std::size_t(g.size()), -1); // < 0: a root
    auto find = [&](int x) {
        while (set[std::size_t(x)] >= 0) {
            const int p = set[std::size_t(x)];
            if (set[std::size_t(p)] >= 0)
                set[std::size_t(x)] = set[std::size_t(p)];
            x = set[std::size_t(x)];
        }
        return x;
    };
    std::vector<std::uint32_t> closed; // 2·cell + (0 East, 1 South)
    for (int c = 0; c < g.size(); ++c) {
        for (const Dir d : {East, South}) {
            const int n = g.neighbour(c, d);
            if (n < 0)
                continue;
            if (!g.isOpen(c, d)) {
                closed.push_back(std::uint32_t(c) * 2 + (d == South ? 1u : 0u));
                continue;
            }
            const int a = find(c), b = find(n);
            if (a != b)
                set[std::size_t(a)] = b;
        }
    }
    ctx.rng.shuffle(closed);
    bool noted = false;
    for (const std::uint32_t e : closed) {
        const int c = int(e / 2);
        const Dir d = (e & 1) ? South : East;
        const int a = find(c), b = find(g.neighbour(c, d));
        if (a == b)
            continue;
        set[std::size_t(a)] = b;
        if (ctx.trace && !noted) {
            ctx.note("join the parts");
            noted = true;
        }
        ctx.carve(c, d);
    }
    if (ctx.trace)
        for (int c = 0; c < g.size(); ++c)
            if (g.isActive(c) && g.degree(c) == 0)
                ctx.setCell(c, 1);
}

} // namespace mazelab::gen
