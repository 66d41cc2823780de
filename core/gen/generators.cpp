// The generator registry and the shared steps around a generation (mask, braid, start/goal).
#include "core/gen/generators.h"

#include "core/gan/ganmodel.h"
#include "core/gen/gencontext.h"
#include "core/gen/genrandom.h"
#include "core/numtext.h"

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <optional>
#include <sstream>
#include <string>

namespace mazelab::gen {
namespace {

using GenFunction = void (*)(GenContext&);

struct Entry {
    GeneratorInfo info;
    GenFunction run; // nullptr for block generators
    Maze (*block)(int, int, const GenParams&, Control&, CellTrace*) = nullptr;
    bool joinMasked = false; // builds a forest inside a mask: joinParts() afterwards
};

GenParam number(std::string name, std::string def, std::string what, double lo, double hi,
                bool integer = false)
{
    return {std::move(name), std::move(def), std::move(what), {}, lo, hi, integer};
}

GenParam choice(std::string name, std::string def, std::string what,
                std::vector<std::string> choices)
{
    return {std::move(name), std::move(def), std::move(what), std::move(choices), 0, 0, false};
}

const std::vector<Entry>& entries()
{
    static const std::vector<Entry> list = {
        {{"backtracker",
          "depth-first search with a stack (recursive backtracker)",
          {number("bias", "0", "favour horizontal (> 0) or vertical (< 0) moves", -0.99, 0.99)}},
         backtracker},
        {{"binary-tree",
          "each cell opens toward one corner",
          {choice("corner", "nw", "the corner the passages lead to", {"nw", "ne", "sw", "se"})}},
         binaryTree,
         nullptr,
         true},
        {{"sidewinder",
          "runs along each row, closed by one passage up",
          {number("east", "0.5", "chance to extend a run eastward", 0, 1)}},
         sidewinder,
         nullptr,
         true},
        {{"hunt-and-kill", "random walk; when stuck, hunt for a cell beside the maze", {}},
         huntAndKill},
        {{"kruskal", "random walls joining different sets (union-find)", {}}, kruskal},
        {{"aldous-broder", "random walk carving into new cells (uniform spanning tree)", {}},
         aldousBroder},
        {{"wilson", "loop-erased random walks (uniform spanning tree)", {}}, wilson},
        {{"prim", "random edges of the frontier from the centre", {}}, prim},
        {{"growing-tree",
          "grow from a list of cells: newest, random, oldest or mixed",
          {choice("choose", "newest", "which cell of the list grows",
                  {"newest", "random", "oldest", "mixed"}),
           number("p", "0.5", "mixed: chance to take the newest cell", 0, 1)}},
         growingTree},
        {{"eller",
          "row by row with sets (streams in O(columns) memory)",
          {number("horizontal", "0.5", "chance to join neighbours in a row", 0, 1),
           number("vertical", "0.5", "chance of an extra passage down", 0, 1)}},
         eller}, // inside a mask: masked Eller, one tree per part (eller_masked.cpp)
        {{"division",
          "recursive division of an open field by walls with one gap",
          {choice("split", "random", "where a chamber is split: random, or half (the thesis)",
                  {"random", "half"})}},
         division,
         nullptr,
         true},
        {{"carving",
          "random walls with a rising chance after each wall kept (not perfect)",
          {number("p", "0.4", "base chance to carve a wall", 0, 1),
           number("step", "0.3", "added to the chance for each wall kept", 0, 1)},
          false},
         carving},
        {{"spiral",
          "hunt-and-kill with straight runs turning clockwise",
          {number("length", "0", "longest straight run (0: unlimited)", 0, 1e6, true)}},
         spiral},
        {{"genetic",
          "genetic algorithm on the wall bits, fitness M4-general + M5 (§2.1.12)",
          {number("generations", "300", "generations", 1, 100000, true),
           number("population", "70", "population size", 2, 10000, true),
           number("crossover", "0.9", "one-point crossover chance", 0, 1),
           number("mutation", "0.01", "per-bit mutation chance", 0, 1),
           number("elite", "0.1", "share kept unchanged (the thesis' K)", 0, 1)},
          false,
          false},
         genetic},
        {{"gan",
          "a trained generative adversarial network's wall chances (§2.3)",
          {choice("model", "kruskal",
                  "the built-in network: trained on Kruskal, Hunt-and-Kill or Binary Tree mazes",
                  gan::builtinModelNames()),
           choice("output", "perfect",
                  "perfect: the spanning tree of the likeliest walls; connected: the network's "
                  "walls, parts joined; raw: the network's walls as they are (the thesis)",
                  {"perfect", "connected", "raw"}),
           number("threshold", "0.5", "connected/raw: a wall opens above this chance", 0, 1),
           GenParam{"file", "",
                    "a .gan file (from gan train) used instead of the built-in network; empty: "
                    "the built-in one",
                    {}, 0, 0, false, true}},
          false},
         ganGenerator},
        {{"rooms",
          "dungeon: random rooms, corridors between them, doors, dead ends pruned",
          {number("attempts", "60", "room placements tried", 0, 100000, true),
           number("min", "2", "smallest room side", 1, 1000, true),
           number("max", "5", "largest room side", 1, 1000, true),
           number("doors", "0.05", "chance of an extra door into a room", 0, 1),
           number("prune", "1", "chance to prune each dead-end corridor cell", 0, 1)},
          false,
          false},
         rooms},
        {{"unicursal",
          "one Hamiltonian path from start to end (random walk + backbite moves)",
          {choice("start", "0,0", "the start cell R,C", {}),
           choice("end", "auto", "the end cell R,C, or auto (an allowed corner)", {})},
          true,
          false},
         unicursal},
        {{"weave",
          "passages under and over each other: crossings, then Kruskal (Buck ch. 11)",
          {number("crossings", "0.4", "chance to lay a crossing at each inner cell", 0, 1)},
          true,
          false},
         weave},
        {{"cellular",
          "Life-like cellular automaton on the block maze (not perfect)",
          {number("generations", "100", "generations to run", 1, 100000, true),
           choice("rule", "B3/S12345",
                  "the rule (Maze B3/S12345, Mazectric B3/S1234, or any "
                  "B…/S…)",
                  {}),
           number("density", "0.3", "share of walls in the random start patch", 0, 1),
           number("patch", "1", "side of the central start patch, share of the maze", 0, 1)},
          false,
          false,
          false},
         nullptr,
         cellular},
        {{"cavern",
          "cavern maze: no 2x2 checkerboard, and no 2x2 wall or passage (allow: which one "
          "may occur)",
          {choice("allow", "none",
                  "the 2x2 pattern allowed: none (a Hamiltonian cycle's inside), walls or "
                  "passages (Daedalus)",
                  {"none", "walls", "passages"}),
           choice("cycle", "walk",
                  "allow=none: the cycle from a random walk with backbites, or the outline "
                  "of a backtracker maze bent by backbites",
                  {"walk", "outline"}),
           number("mix", "1", "cycle=outline: backbite moves per corner", 0, 1000),
           choice("grow", "newest",
                  "allow=walls/passages: grow from the newest pixel (long passages) or a "
                  "random one",
                  {"newest", "random"})},
          true,
          false,
          false},
         nullptr,
         cavern},
    };
    return list;
}

const Entry* findEntry(std::string_view name)
{
    for (const Entry& e : entries())
        if (e.info.name == name)
            return &e;
    return nullptr;
}

} // namespace

const std::vector<GeneratorInfo>& generatorList()
{
    static const std::vector<GeneratorInfo> list = [] {
        std::vector<GeneratorInfo> l;
        for (const Entry& e : entries())
            l.push_back(e.info);
        return l;
    }();
    return list;
}

const GeneratorInfo* findGenerator(std::string_view name)
{
    const Entry* e = findEntry(name);
    return e ? &e->info : nullptr;
}

GenParams resolveParams(const GeneratorInfo& info, const GenParams& given)
{
    GenParams out;
    for (const auto& [name, value] : given) {
        // Not [&]: clang 14 (the fuzz preset) cannot capture a structured binding.
        const auto it = std::find_if(info.params.begin(), info.params.end(),
                                     [&key = name](const GenParam& p) { return p.name == key; });
        if (it == info.params.end())
            throw GenerateError(info.name + " has no parameter '" + name + "'");
        if (!it->choices.empty()) {
            if (std::find(it->choices.begin(), it->choices.end(), value) == it->choices.end()) {
                std::string list;
                for (const auto& c : it->choices)
                    list += (list.empty() ? "" : ", ") + c;
                throw GenerateError(name + " must be one of " + list + "; got '" + value + "'");
            }
        } else if (it->maximum > it->minimum) {
            const std::optional<double> read = parseNumber(value);
            const double v = read.value_or(0);
            if (!read || v < it->minimum || v > it->maximum
                || (it->integer && v != std::floor(v))) {
                std::ostringstream why;
                why << std::setprecision(12) << name << " must be "
                    << (it->integer ? "a whole number" : "a number") << " from " << it->minimum
                    << " to " << it->maximum << "; got '" << value << "'";
                throw GenerateError(why.str());
            }
            // The generators read whole numbers with std::stoi, which stops at "e": "1e2" (100
            // here) would be read as 1, below the minimum checked above. Pass it on as "100".
            if (it->integer) {
                out[name] = std::to_string(static_cast<long long>(v));
                continue;
            }
        }
        out[name] = value;
    }
    for (const GenParam& p : info.params)
        out.emplace(p.name, p.defaultValue);
    return out;
}

void braid(PassageGrid& grid, double p, std::uint64_t seed)
{
    GenRandom rng(seed ^ 0x62726169640aull);
    std::vector<int> deadEnds;
    for (int c = 0; c < grid.size(); ++c)
        if (grid.isActive(c) && grid.degree(c) == 1)
            deadEnds.push_back(c);
    rng.shuffle(deadEnds);
    for (const int cell : deadEnds) {
        if (grid.degree(cell) != 1 || !rng.chance(p))
            continue;
        Dir closed[4], closedDead[4];
        int k = 0, kd = 0;
        for (const Dir d : kDirs) {
            const int n = grid.neighbour(cell, d);
            if (n < 0 || grid.isOpen(cell, d))
                continue;
            closed[k++] = d;
            if (grid.degree(n) == 1)
                closedDead[kd++] = d;
        }
        if (kd > 0)
            grid.carve(cell, closedDead[rng.below(std::uint32_t(kd))]);
        else if (k > 0)
            grid.carve(cell, closed[rng.below(std::uint32_t(k))]);
    }
}

PassageGrid generateGrid(const GenRequest& request, Control& control, CellTrace* trace)
{
    const Entry* entry = findEntry(request.algorithm);
    if (!entry)
        throw GenerateError("unknown algorithm '" + request.algorithm + "'");
    if (!entry->run)
        throw GenerateError(request.algorithm + " works on the block maze, not on passage cells");
    if (request.rows < 1 || request.cols < 1
        || std::int64_t(request.rows) * request.cols >= (std::int64_t(1) << 30))
        throw GenerateError("the size must be at least 1 × 1 and below 2^30 cells");
    if (!(request.braid >= 0 && request.braid <= 1))
        throw GenerateError("the braid share must be between 0 and 1");
    const GenParams params = resolveParams(entry->info, request.params);
    PassageGrid grid(request.rows, request.cols);
    if (!request.mask.empty()) {
        if (request.mask.size() != std::size_t(grid.size()))
            throw GenerateError("the mask must have one entry per cell");
        if (!entry->info.masks)
            throw GenerateError(request.algorithm + " cannot generate inside a mask");
        for (int c = 0; c < grid.size(); ++c)
            if (!request.mask[std::size_t(c)])
                grid.setActive(c, false);
        if (grid.activeCount() == 0)
            throw GenerateError("the mask leaves no cell");
        // Start and goal: the first and the last cell of the shape in scan order.
        int first = 0, last = grid.size() - 1;
        while (!grid.isActive(first))
            ++first;
        while (!grid.isActive(last))
            --last;
        grid.setStart({grid.rowOf(first), grid.colOf(first)});
        grid.setGoal({grid.rowOf(last), grid.colOf(last)});
    }
    GenContext ctx(grid, control, trace, params);
    if (trace)
        ctx.note(request.algorithm);
    entry->run(ctx);
    if (!request.mask.empty() && entry->joinMasked && !ctx.stopped())
        joinParts(ctx);
    if (trace) {
        ctx.moveMarker(-1);
        ctx.endStep();
    }
    grid.clearMarks();
    if (request.braid > 0)
        braid(grid, request.braid, control.seed());
    return grid;
}

Maze generate(const GenRequest& request, Control& control, CellTrace* trace)
{
    if (request.rows < 1 || request.cols < 1 || 2 * std::int64_t(request.rows) + 1 > Maze::kMaxSide
        || 2 * std::int64_t(request.cols) + 1 > Maze::kMaxSide)
        throw GenerateError("a maze has 1 to " + std::to_string((Maze::kMaxSide - 1) / 2)
                            + " rows and columns of passage cells");
    const Entry* entry = findEntry(request.algorithm);
    if (entry && !entry->run) {
        if (!request.mask.empty())
            throw GenerateError(request.algorithm + " cannot generate inside a mask");
        if (request.braid > 0)
            throw GenerateError(request.algorithm + " makes no passage maze to braid");
        return entry->block(request.rows, request.cols, resolveParams(entry->info, request.params),
                            control, trace);
    }
    return generateGrid(request, control, trace).toMaze();
}

Maze generate(const std::string& name, int rows, int cols, const GenParams& params,
              Control& control, CellTrace* trace)
{
    GenRequest request;
    request.algorithm = name;
    request.rows = rows;
    request.cols = cols;
    request.params = params;
    return generate(request, control, trace);
}

} // namespace mazelab::gen
