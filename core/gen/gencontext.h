#pragma once
// GenContext: what a passage generator works with — the grid it carves, its random source,
// the caller's Control (cancel, progress) and an optional carving trace. Internal to core/gen.
//
// Trace contract (codes in generators.h): the trace covers the block maze; layer 0 holds the
// cell states, marker 0 the current cell. The recording helpers return at once when no trace
// is given, so a generation without a trace pays one predictable branch per carve.

#include "core/control.h"
#include "core/gen/genrandom.h"
#include "core/gen/passagegrid.h"

#include <cstdint>
#include <map>
#include <string>

namespace mazelab {
class CellTrace;
}

namespace mazelab::gen {

using GenParams = std::map<std::string, std::string>;

class GenContext {
public:
    GenContext(PassageGrid& grid, Control& control, CellTrace* trace, const GenParams& params)
        : grid(grid), rng(control.seed()), control(control), trace(trace), params(params)
    {
    }

    PassageGrid& grid;
    GenRandom rng;
    Control& control;
    CellTrace* trace;
    const GenParams& params; // complete: every declared parameter present (defaults filled)

    double real(const std::string& name) const;
    int integer(const std::string& name) const;
    const std::string& text(const std::string& name) const;

    // Call once per unit of work (a carve, a visit); every 64 Ki calls reports progress
    // done/total and checks the Control. True: stop now (the grid stays a valid partial maze).
    bool tick(std::int64_t done, std::int64_t total)
    {
        if (--m_countdown > 0)
            return false;
        return slowTick(done, total);
    }
    bool stopped() const { return m_stopped; }

    // A random active cell, or -1 when none is active.
    int randomActiveCell();
    // The first active unmarked cell at or after scan (scan moves to it), or -1.
    int nextUnvisited(int& scan) const
    {
        while (scan < grid.size() && (!grid.isActive(scan) || grid.isMarked(scan)))
            ++scan;
        return scan < grid.size() ? scan : -1;
    }

    // ---- trace recording (no-ops without a trace) ----
    // Carves cell→d and records one step: the wall becomes 1, both cells get `state`,
    // marker 0 moves to the neighbour.
    void carve(int cell, Dir d, int state = 1)
    {
        grid.carve(cell, d);
        if (trace)
            recordCarve(cell, d, state);
    }
    // Sets the state of a passage cell (and of its wall on side d when d ≥ 0) in one step.
    void setCell(int cell, int state, int wallDir = -1)
    {
        if (trace)
            recordCell(cell, state, wallDir);
    }
    void setBlock(int blockIndex, int state); // a raw block cell, no step closed
    void moveMarker(int cell); // marker 0 to a passage cell (-1: none)
    void endStep();
    void note(const std::string& text);

private:
    bool slowTick(std::int64_t done, std::int64_t total);
    void recordCarve(int cell, Dir d, int state);
    void recordCell(int cell, int state, int wallDir);
    std::int64_t m_countdown = 1;
    bool m_stopped = false;
};

// The generator functions (one per algorithm; registered in generators.cpp).
void backtracker(GenContext& ctx);
void huntAndKill(GenContext& ctx);
void aldousBroder(GenContext& ctx);
void wilson(GenContext& ctx);
void kruskal(GenContext& ctx);
void prim(GenContext& ctx);
void growingTree(GenContext& ctx);
void binaryTree(GenContext& ctx);
void sidewinder(GenContext& ctx);
void eller(GenContext& ctx);
void division(GenContext& ctx);
void carving(GenContext& ctx);
void spiral(GenContext& ctx);
void rooms(GenContext& ctx); // gen_rooms.cpp
void genetic(GenContext& ctx); // gen_genetic.cpp
void unicursal(GenContext& ctx); // unicursal.cpp
void weave(GenContext& ctx); // gen_weave.cpp
void ganGenerator(GenContext& ctx); // gen_gan.cpp (Petercă §2.3)

// Masks for the generators that build a forest when cells are missing (Binary Tree,
// Sidewinder, Eller, Recursive Division: their rules assume a full rectangle). Precondition:
// the open walls form a forest of the active cells. Joins its trees into one spanning tree per
// connected part of the active cells — Kruskal over the closed walls between active
// neighbours, in random order — recording one trace step per carve (note "join the parts")
// and marking never-carved single cells as passages.
void joinParts(GenContext& ctx);

// Connected components of the active cells (through neighbour links, not open walls):
// label per cell (-1 inactive), returns the number of components.
int linkComponents(const PassageGrid& grid, std::vector<int>& label);

} // namespace mazelab::gen
