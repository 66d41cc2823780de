#pragma once
// Experiment: Nusser 2016, ch. 6 — run several solvers on many random sets of k n×m mazes for
// a range of k and record length and runtime per run; aggregate mean and standard deviation
// per (algorithm, k); write the runs as CSV. Runs on a worker thread (poll the Control).

#include "ui/simaso/solvercatalog.h"

#include <QString>
#include <vector>

namespace mazelab {

struct ExperimentConfig {
    std::vector<SolverSpec> solvers; // each run with its default parameters
    int rows = 4;
    int cols = 4;
    int kFrom = 1;
    int kTo = 10;
    int setsPerK = 10;   // the thesis used 100
    double density = 0.5;
    std::uint64_t seed = 1;
};

struct ExperimentRun {
    QString algorithm;
    int k = 0;
    int set = 0;        // 0 .. setsPerK-1
    int length = -1;    // -1: no sequence (bound only, or failed)
    bool exact = false;
    double ms = 0;
    QString error;      // the solver's exception message, if any
};

struct ExperimentSummary {
    QString algorithm;
    int k = 0;
    int runs = 0;       // runs with a sequence
    double meanMs = 0, sdMs = 0;
    double meanLength = 0, sdLength = 0;
};

// All runs done before the Control stopped (complete sets only); set s for k uses seed
// seed + 1000·k + s, the same for every algorithm.
std::vector<ExperimentRun> runExperiment(const ExperimentConfig& config, Control& control);
std::vector<ExperimentSummary> summarize(const std::vector<ExperimentRun>& runs);
// "algorithm,k,set,length,exact,ms,error" and one line per run.
QString experimentCsv(const std::vector<ExperimentRun>& runs, int rows, int cols);

} // namespace mazelab
