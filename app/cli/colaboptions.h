#pragma once
// Shared by `mazelab-cli colab play|tournament|evolve` (cmd_colab.cpp, cmd_colab_experiments.cpp):
// the options every subcommand takes and their checks.
#include "app/cli/command.h"

#include <QCommandLineOption>
#include <QString>

#include <cstdint>
#include <string>

class QCommandLineParser;

namespace mazelab::cli {

inline const QString kColabCmd = QStringLiteral("mazelab-cli colab");

// The values of the shared options, after their checks.
struct ColabSettings {
    std::string generator = "backtracker";
    int rows = 10; // passage cells
    int cols = 10;
    double braid = 0;
    std::uint64_t seed = 1;
    int maxSteps = 300;
    int threads = 1;
    bool json = false;
};

// --generator, --size, --braid, --seed, --max-steps, --threads, --json.
struct ColabOptions {
    ColabOptions();
    QCommandLineOption generator, size, braid, seed, maxSteps, threads, json;
    void add(QCommandLineParser& parser) const;
    // −1 when fine (settings filled), else the exit code after "mazelab-cli colab: …".
    int read(const QCommandLineParser& parser, ColabSettings& settings) const;
};

// False after "mazelab-cli colab: unknown strategy …" (makeStrategy's words).
bool checkColabStrategy(const QString& name);

int runColabTournament(const QStringList& args);
int runColabEvolve(const QStringList& args);

} // namespace mazelab::cli
