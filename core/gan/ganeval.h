#pragma once
// How close a GAN's mazes come to its training generator's (Petercă 2024, §2.3 judges its
// GAN mazes by eye: "sparse, but structurally correct"; MazeLab measures). Each set of mazes is
// summarised by the share of open inner walls, the distribution of the 16 cell types of Fig. 2
// (the thesis' Tables 4.3–4.12 compare generators by it), dead ends, connected areas, loops
// and whether start and goal are joined. The yardstick is random walls with the GAN's own
// share of open walls: a network that learned nothing but the density lands there.

#include "core/control.h"
#include "core/gan/ganmodel.h"
#include "core/gen/passagegrid.h"

#include <array>
#include <cstdint>
#include <string>

namespace mazelab::gan {

struct MazeSetStats {
    int mazes = 0;
    double openWalls = 0; // open inner walls / inner walls
    std::array<double, 16> cellTypes{}; // share of cells per wall code (Fig. 2)
    double deadEnds = 0; // share of cells with one opening
    double areas = 0; // mean connected areas per maze
    double loops = 0; // mean independent cycles per maze
    double solvable = 0; // share of mazes whose start and goal are joined
    double perfect = 0; // share of perfect mazes
    void add(const gen::PassageGrid& grid); // accumulates; call finish() once
    void finish();

private:
    std::int64_t m_cells = 0, m_inner = 0, m_open = 0;
};

// Total variation distance of two cell-type distributions, ½ Σ |a − b|: 0 equal, 1 disjoint.
double cellTypeDistance(const MazeSetStats& a, const MazeSetStats& b);

// Each inner wall open with chance p (seeded).
gen::PassageGrid randomWalls(int rows, int cols, double p, std::uint64_t seed);

// A maze from `model` as the `gan` generator makes it (output "perfect", "connected" or "raw";
// gen_gan.cpp), seeded by control.seed(). Throws gen::GenerateError for a bad output or size.
gen::PassageGrid ganGrid(const GanModel& model, int rows, int cols, const std::string& output,
                         double threshold, Control& control);

struct GanEvaluation {
    MazeSetStats gan, dataset, random;
    double ganDistance = 0; // cellTypeDistance(gan, dataset)
    double randomDistance = 0; // cellTypeDistance(random, dataset)
};

// `count` mazes of each kind, maze i seeded seed + i. Stops early (partial sets) when control
// stops. Throws gen::GenerateError for an unknown dataset generator or a refused size.
GanEvaluation evaluateGan(const GanModel& model, const std::string& dataset, int rows, int cols,
                          int count, const std::string& output, std::uint64_t seed,
                          Control& control);

} // namespace mazelab::gan
