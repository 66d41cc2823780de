#pragma once
// SolverCatalog: the sequence solvers the Simultaneous mode offers, described for the GUI —
// name, numeric parameters and a function that runs on a worker thread (Nusser 2016, ch. 5:
// exact search, Greedy Lookahead, Solve in Order, IAS, random sequence + minimization, lower
// bounds). Each entry adapts one core/simaso algorithm; the panel knows nothing else about
// them, so tests can add their own entries.

#include "core/control.h"
#include "core/maze.h"

#include <QMap>
#include <QString>
#include <functional>
#include <vector>

namespace mazelab {

class SimasoSet;

struct SolverParam {
    QString key;     // stable, for the project file
    QString label;   // translated
    double minimum = 0;
    double maximum = 1;
    double value = 0; // default
    int decimals = 0;
    QString toolTip;
};

struct SolverOutcome {
    std::vector<Move> sequence; // empty for a pure lower bound
    bool exact = false;         // the sequence is a shortest one
    int lowerBound = -1;        // a proven lower bound on σ, -1 = none
    qint64 statesExplored = -1; // -1 = not reported
    QString note;               // e.g. "stopped at the time limit"
    // Lower-bound certificate: mazes whose exact σ is lowerBound (ESS); may be empty.
    std::vector<Maze> certificate;
};

using SolverParams = QMap<QString, double>;

struct SolverSpec {
    QString id;          // "astar", "gl", ...
    QString name;        // translated
    QString description; // translated, one or two sentences
    std::vector<SolverParam> params;
    bool allSolvableOnly = false; // needs an "all solvable n×m" set (not for experiments)
    // Runs on a worker thread: poll the Control, return what was found. May throw
    // std::exception with a user-readable message.
    std::function<SolverOutcome(const SimasoSet& set, const SolverParams& params, Control& c)> run;
    // Instead of `run`, for solvers that start from the player's sequence (minimization).
    std::function<SolverOutcome(const SimasoSet& set, const SolverParams& params,
                                const std::vector<Move>& playerSequence, Control& c)>
        runOnSequence;
};

// The solvers available in this build (those core/simaso provides).
std::vector<SolverSpec> builtinSolvers();

} // namespace mazelab
