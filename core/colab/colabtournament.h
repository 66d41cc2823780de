#pragma once
// CoLab experiments (Petercă 2024, §4.3): a round-robin tournament of strategies over a set of
// generated mazes, and the genetic algorithm of §4.3.3 that evolves a Genome against them.
//
// Tournament: for each maze k the players' cells come from fair random selection (seed + k);
// every ordered pair (i, j), a strategy against itself included, plays once with i as A and j
// as B, so each pair plays both roles on every maze. A standing counts a strategy's games from
// its side: wins, draws, losses, timeouts, the thesis' fitness_2 points (+2, +1, -1, -2) and
// its fitness_3 (1 win, 0.5 draw, else 1 / (1 + distance left)).
//
// Evolution: a population of genomes (the default genome first, the rest uniform in the
// ranges), each scored by its mean fitness_3 against every opponent, both roles, on the
// generation's mazes (fresh mazes each generation, the same for all of its genomes); then
// elitism, tournament selection of 3, uniform crossover and Gaussian mutation (σ = a tenth of
// the gene's range), clamped. Deterministic for a seed, whatever the number of threads.

#include "core/colab/colabstrategies.h"
#include "core/control.h"

#include <functional>
#include <string>
#include <vector>

namespace mazelab::colab {

// The mazes of an experiment: `count` mazes of the generator on rows × cols passage cells
// (block mazes of (2·rows+1) × (2·cols+1) cells), the k-th with seed `seed + k`, a share
// `braid` of their dead ends opened. Throws gen::GenerateError for a bad request.
std::vector<Maze> experimentMazes(const std::string& generator, int rows, int cols, int count,
                                  std::uint64_t seed, double braid = 0);

struct Standing {
    std::string name;
    int games = 0;
    int wins = 0;
    int draws = 0;
    int losses = 0;
    int timeouts = 0;
    long points = 0;         // fitness_2, summed
    double fitness = 0;      // fitness_3, mean
    double meanSteps = 0;    // over the games this side finished (won or drew); 0 when none
    double meanTrades = 0;   // trades per game
};

struct TournamentResult {
    std::vector<Standing> standings; // in the order of the strategies given
    // fitness[i][j]: strategy i's mean fitness_3 against strategy j
    std::vector<std::vector<double>> fitness;
    bool stopped = false;            // the Control stopped it; the standings are partial
};

struct TournamentOptions {
    int maxSteps = kDefaultMaxSteps;
    std::uint64_t seed = 1;
    int threads = 1;
};

// Throws std::invalid_argument for an unknown strategy name (makeStrategy's message).
TournamentResult playTournament(const std::vector<std::string>& strategies,
                                const std::vector<Maze>& mazes, const TournamentOptions& options,
                                Control& control);

struct EvolveOptions {
    int population = 16;
    int generations = 10;
    int elite = 2;                  // the best this many go on unchanged
    double mutation = 0.2;          // chance per gene
    int mazesPerGeneration = 5;
    std::string generator = "backtracker";
    int rows = 10;                  // passage cells (the thesis plays 10 × 10)
    int cols = 10;
    double braid = 0;
    std::vector<std::string> opponents; // empty: every built-in strategy
    int maxSteps = kDefaultMaxSteps;
    std::uint64_t seed = 1;
    int threads = 1;
};

struct GenerationReport {
    int generation = 0; // 1-based
    double best = 0;
    double mean = 0;
    Genome bestGenome;
};

struct EvolveResult {
    Genome best;
    double bestFitness = 0;
    std::vector<GenerationReport> history;
    bool stopped = false; // the Control stopped it; `best` is the best of the last full generation
};

// Calls `onGeneration` after each generation (on the calling thread).
EvolveResult evolve(const EvolveOptions& options, Control& control,
                    const std::function<void(const GenerationReport&)>& onGeneration = {});

} // namespace mazelab::colab
