#pragma once
// Options shared by `generate` and `metrics --generator`: seed, generator parameters, braid,
// mask, start/goal placement; and the JSON form of MazeMetrics.

#include "core/gen/generators.h"
#include "core/gen/metrics.h"

#include <QJsonObject>
#include <QString>

class QCommandLineParser;

namespace mazelab::cli {

// --seed S, --param NAME=VALUE (repeatable), --braid P, --mask PNG, --start, --goal.
void addGenOptions(QCommandLineParser& parser);
// Fills request (params, braid, mask; rows/cols already set) and seed. Returns −1 when fine,
// else the exit code after printing "<cmd>: reason".
int readGenOptions(const QCommandLineParser& parser, const QString& cmd, gen::GenRequest& request,
                   std::uint64_t& seed);
// Applies --start corners|farthest|R,C and --goal R,C (passage cells, 0-based). Returns −1 or
// the exit code.
int placeStartGoal(const QCommandLineParser& parser, const QString& cmd, gen::PassageGrid& grid);
// Block-only mazes accept only the default placement.
int placeStartGoal(const QCommandLineParser& parser, const QString& cmd, Maze& maze);

QJsonObject metricsJson(const gen::MazeMetrics& m);
// {"steps", "passages", "longest", "average"} of gen::passageStats (block cells).
QJsonObject passageStatsJson(const gen::PassageStats& p);
// "N-S-" style: the letter of each wall present, '-' where open (N, E, S, W).
QString wallLetters(int code);

} // namespace mazelab::cli
