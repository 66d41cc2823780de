#pragma once
// The comparison of all generators (issue 14: "a comparison table across all generators"):
// for each generator a batch of `count` mazes of rows × columns (maze i with seed S + i, the
// thesis' Tables 4.3–4.12 use 100 of 10 × 10) and the means of the metrics of
// core/gen/metrics.h (Petercă 2024 §2.1: M1–M5, M4-general) plus the descriptive counts,
// passageStats' average passage length (article 003) and the generation time. Shared by
// `mazelab-cli metrics --generator all` and the Generate mode's comparison dialog, so both
// print the same numbers (comparisonCsv is the one CSV form).

#include "core/control.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mazelab::gen {

struct ComparisonRequest {
    int rows = 10, cols = 10; // passage cells
    int count = 100;          // mazes per generator
    std::uint64_t seed = 1;   // maze i uses seed + i
    std::vector<std::string> algorithms; // empty: every generator of generatorList()
};

// One generator's means over its batch. `passage` is false for the block-only generators
// (cellular, cavern): they have no passage cells, so only avgPassage, longestPassage, ms and
// count are measured and the metric fields stay 0 (shown empty). A generator that refuses the
// request (e.g. genetic above 10,000 cells) has `error` set and count 0.
struct ComparisonRow {
    std::string algorithm;
    bool passage = true;
    int count = 0;   // mazes measured (fewer than asked when cancelled)
    int perfect = 0; // mazes that are perfect (passage generators)
    double m1 = 0, m2 = 0, m3 = 0, m4 = 0, m4General = 0, m5 = 0;
    double deadEnds = 0, junctions = 0, longestCorridor = 0; // per maze
    double solutionLength = 0; // moves, over the mazes whose goal is reachable
    double straightness = 0;
    double avgPassage = 0;     // passageStats(block maze).averageLength, in block cells
    double longestPassage = 0; // passageStats(…).longest
    double ms = 0;             // generation time per maze (wall clock, without measuring)
    std::string error;
};

// The generators compared when request.algorithms is empty: all, in registry order.
std::vector<std::string> comparedGenerators(const ComparisonRequest& request);

// One row. Polls control between mazes (and inside each generation); when it stops, the row
// holds the means of the mazes done so far. Sets control's seed. O(count · cells) plus the
// generators' own costs.
ComparisonRow compareGenerator(const std::string& algorithm, const ComparisonRequest& request,
                               Control& control);

// Every row, progress "%1/%2 mazes" over all generators' mazes. Stops early (returning the
// rows done, the last one partial) when control stops. The generators' own progress ("%1 of
// %2 cells", every 65,536 carves) passes through to the sink: below that size (256²) it
// never comes.
std::vector<ComparisonRow> compareGenerators(const ComparisonRequest& request,
                                             Control& control);

// The column names of the CSV (and of the tables that follow it), first the generator's name.
const std::vector<std::string>& comparisonColumns();
// The values of one row in comparisonColumns() order after the name; empty strings for the
// metrics a block-only generator lacks and for a refused generator.
std::vector<std::string> comparisonValues(const ComparisonRow& row);
// Header line plus one line per row, '\n'-terminated; an error row gets its reason in the
// last column ("error").
std::string comparisonCsv(const std::vector<ComparisonRow>& rows);

} // namespace mazelab::gen
