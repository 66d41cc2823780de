// The numerical-matrix GAN generator (Petercă 2024, §2.3): a trained generator network
// (core/gan/ganmodel.h) turns a random latent field into, for each passage cell, the chance
// that its East and its South wall are open. `output` decides what becomes of these chances:
//   raw        each wall with a chance above `threshold` is opened — the network's matrix as
//              the thesis uses it: "sparse, but structurally correct", not necessarily
//              connected, with loops where the network draws them;
//   connected  raw, then the closed walls with the highest chances opened where they join two
//              parts (Kruskal in the order of the chances), so every cell is reachable;
//   perfect    the maximum spanning tree of the chances (Kruskal over all walls, most likely
//              first): a perfect maze that keeps every passage of the network that closes no
//              loop (the default; beyond the thesis, whose GAN mazes need not be solvable).
// Ties between equal chances are broken by the seed (the walls are shuffled before a stable
// sort). Masks are honoured (walls only between active cells). Trace: one step per carve, in
// the order of the chances, so the animation shows the network's surest passages first
// (step 1 shows the cells).
#include "core/gan/ganeval.h"
#include "core/gan/ganmodel.h"
#include "core/gen/gencontext.h"
#include "core/gen/generators.h"
#include "core/progresstext.h"

#include <algorithm>
#include <fstream>
#include <numeric>
#include <vector>

namespace mazelab::gen {
namespace {

constexpr std::int64_t kMaxGanCells = std::int64_t(1) << 20; // 1024 × 1024
constexpr std::size_t kMaxForwardBytes = std::size_t(1) << 30; // a model file's feature maps
constexpr std::streamoff kMaxGanFileBytes = std::streamoff(256) << 20;

struct Wall {
    float chance;
    std::uint32_t cell;
    Dir dir;
};

class Parts {
public:
    explicit Parts(int n) : m_parent(std::size_t(n)) { std::iota(m_parent.begin(), m_parent.end(), 0); }
    int find(int x)
    {
        while (m_parent[std::size_t(x)] != x) {
            m_parent[std::size_t(x)] = m_parent[std::size_t(m_parent[std::size_t(x)])];
            x = m_parent[std::size_t(x)];
        }
        return x;
    }
    bool join(int a, int b)
    {
        a = find(a);
        b = find(b);
        if (a == b)
            return false;
        m_parent[std::size_t(a)] = b;
        return true;
    }

private:
    std::vector<int> m_parent;
};

void carveWithModel(GenContext& ctx, const gan::GanModel& model, const std::string& output,
                    float threshold)
{
    PassageGrid& g = ctx.grid;
    if (std::int64_t(g.size()) > kMaxGanCells)
        throw GenerateError("gan mazes are limited to 1,048,576 cells (1024 x 1024)");
    if (const std::size_t bytes = gan::forwardBytes(model, g.rows(), g.cols()); bytes > kMaxForwardBytes)
        throw GenerateError("gan: this network needs " + std::to_string(bytes >> 20)
                            + " MB for a maze of this size, more than 1024 MB");
    if (output != "perfect" && output != "connected" && output != "raw")
        throw GenerateError("gan: output must be perfect, connected or raw");
    ctx.control.progress(-1.0, progress_text::kGanForward, {}, true);
    const gan::FeatureMap z = gan::latentField(model, g.rows(), g.cols(), ctx.rng.next());
    const gan::FeatureMap p = gan::forward(model, z, ctx.control);
    if (p.values.empty())
        return; // stopped: all walls closed, a valid partial maze

    if (ctx.trace) { // every active cell is a passage cell, carved into or not
        ctx.note("cells");
        for (int cell = 0; cell < g.size(); ++cell)
            if (g.isActive(cell))
                ctx.setBlock(g.blockIndex(cell), 1);
        ctx.endStep();
    }

    std::vector<Wall> walls;
    walls.reserve(std::size_t(g.size()) * 2);
    for (int cell = 0; cell < g.size(); ++cell) {
        const int r = g.rowOf(cell), c = g.colOf(cell);
        if (g.neighbour(cell, East) >= 0)
            walls.push_back({p.at(0, r, c), std::uint32_t(cell), East});
        if (g.neighbour(cell, South) >= 0)
            walls.push_back({p.at(1, r, c), std::uint32_t(cell), South});
    }
    ctx.rng.shuffle(walls);
    std::stable_sort(walls.begin(), walls.end(),
                     [](const Wall& a, const Wall& b) { return a.chance > b.chance; });

    Parts parts(g.size());
    const std::int64_t total = std::int64_t(walls.size());
    std::int64_t done = 0;
    if (output != "perfect") {
        ctx.note("the network's walls");
        for (const Wall& w : walls) {
            if (w.chance <= threshold)
                break;
            if (ctx.tick(++done, total))
                return;
            parts.join(int(w.cell), g.neighbour(int(w.cell), w.dir));
            ctx.carve(int(w.cell), w.dir);
        }
        if (output == "raw")
            return;
        ctx.note("join the parts");
    } else {
        ctx.note("spanning tree of the likeliest walls");
    }
    for (const Wall& w : walls) {
        if (ctx.tick(++done, total + total))
            return;
        if (output != "perfect" && w.chance > threshold)
            continue; // opened above
        if (parts.join(int(w.cell), g.neighbour(int(w.cell), w.dir)))
            ctx.carve(int(w.cell), w.dir);
    }
}

// A model file named by the `file` parameter: read whole (at most kMaxGanFileBytes) and
// parsed on each generation. Throws GenerateError naming the file (and the line and column of
// a malformed one).
gan::GanModel readGanFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw GenerateError("gan: cannot read the model file '" + path + "'");
    in.seekg(0, std::ios::end);
    const std::streamoff size = in.tellg();
    if (size < 0 || size > kMaxGanFileBytes)
        throw GenerateError("gan: '" + path + "' is not a model file (over 256 MB, or not a "
                            "regular file)");
    in.seekg(0);
    std::string text(std::size_t(size), '\0');
    in.read(text.data(), size);
    if (!in)
        throw GenerateError("gan: cannot read the model file '" + path + "'");
    try {
        return gan::parseGanModel(text);
    } catch (const gan::GanModelError& e) {
        throw GenerateError("gan: " + path + ": " + e.what());
    }
}

} // namespace

void ganGenerator(GenContext& ctx)
{
    const std::string& file = ctx.text("file");
    if (!file.empty()) {
        const gan::GanModel model = readGanFile(file);
        carveWithModel(ctx, model, ctx.text("output"), float(ctx.real("threshold")));
        return;
    }
    const gan::GanModel* model = gan::findBuiltinModel(ctx.text("model"));
    if (model == nullptr)
        throw GenerateError("gan: no built-in model '" + ctx.text("model") + "'");
    carveWithModel(ctx, *model, ctx.text("output"), float(ctx.real("threshold")));
}

} // namespace mazelab::gen

namespace mazelab::gan {

gen::PassageGrid ganGrid(const GanModel& model, int rows, int cols, const std::string& output,
                         double threshold, Control& control)
{
    if (rows < 1 || cols < 1)
        throw gen::GenerateError("gan: a maze needs at least one row and one column");
    gen::PassageGrid grid(rows, cols);
    const gen::GenParams none;
    gen::GenContext ctx(grid, control, nullptr, none);
    gen::carveWithModel(ctx, model, output, float(threshold));
    return grid;
}

} // namespace mazelab::gan
