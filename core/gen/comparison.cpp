#include "core/gen/comparison.h"

#include "core/gen/generators.h"
#include "core/gen/metrics.h"
#include "core/numtext.h"
#include "core/progresstext.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <optional>

namespace mazelab::gen {
namespace {

using Clock = std::chrono::steady_clock;

std::string fixed(double v, int decimals)
{
    return formatFixed(v, decimals);
}

// CSV field: quoted when it holds a comma, a quote or a line break.
std::string csvField(const std::string& s)
{
    if (s.find_first_of(",\"\n") == std::string::npos)
        return s;
    std::string q = "\"";
    for (const char ch : s)
        q += ch == '"' ? std::string("\"\"") : std::string(1, ch);
    return q + '"';
}

} // namespace

std::vector<std::string> comparedGenerators(const ComparisonRequest& request)
{
    if (!request.algorithms.empty())
        return request.algorithms;
    std::vector<std::string> names;
    for (const GeneratorInfo& info : generatorList())
        names.push_back(info.name);
    return names;
}

namespace {
// compareGenerator, calling onMaze(mazes measured so far) before the first maze and after
// each.
ComparisonRow measure(const std::string& algorithm, const ComparisonRequest& request,
                      Control& control, const std::function<void(int)>& onMaze)
{
    ComparisonRow row;
    row.algorithm = algorithm;
    const GeneratorInfo* info = findGenerator(algorithm);
    if (!info) {
        row.error = "unknown algorithm '" + algorithm + "'";
        return row;
    }
    row.passage = info->passage;
    GenRequest r;
    r.algorithm = algorithm;
    r.rows = request.rows;
    r.cols = request.cols;
    double sums[13] = {};
    int reachable = 0;
    onMaze(0);
    try {
        for (int i = 0; i < request.count && !control.checkNow(); ++i) {
            control.setSeed(request.seed + std::uint64_t(i));
            const auto t0 = Clock::now();
            Maze maze;
            std::optional<MazeMetrics> m;
            if (info->passage) {
                const PassageGrid grid = generateGrid(r, control);
                sums[12] += std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
                m = computeMetrics(grid);
                maze = grid.toMaze();
            } else {
                maze = generate(r, control);
                sums[12] += std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
            }
            if (control.checkNow())
                break; // a stopped generation leaves a partial maze: not measured
            const PassageStats ps = passageStats(maze);
            sums[10] += ps.averageLength;
            sums[11] += double(ps.longest);
            if (m) {
                const double v[10] = {m->m1,
                                      m->m2,
                                      m->m3,
                                      m->m4,
                                      m->m4General,
                                      m->m5,
                                      double(m->deadEnds),
                                      double(m->junctions),
                                      double(m->longestCorridor),
                                      m->straightness};
                for (int k = 0; k < 10; ++k)
                    sums[k] += v[k];
                row.perfect += m->perfect ? 1 : 0;
                if (m->solutionLength >= 0) {
                    row.solutionLength += m->solutionLength;
                    ++reachable;
                }
            }
            ++row.count;
            onMaze(row.count);
        }
    } catch (const GenerateError& e) {
        row = ComparisonRow{};
        row.algorithm = algorithm;
        row.passage = info->passage;
        row.error = e.what();
        return row;
    }
    if (row.count == 0)
        return row;
    const double n = row.count;
    double* const fields[10] = {&row.m1,       &row.m2,        &row.m3,
                                &row.m4,       &row.m4General, &row.m5,
                                &row.deadEnds, &row.junctions, &row.longestCorridor,
                                &row.straightness};
    for (int k = 0; k < 10; ++k)
        *fields[k] = sums[k] / n;
    row.solutionLength = reachable ? row.solutionLength / reachable : 0;
    row.avgPassage = sums[10] / n;
    row.longestPassage = sums[11] / n;
    row.ms = sums[12] / n;
    return row;
}
} // namespace

ComparisonRow compareGenerator(const std::string& algorithm, const ComparisonRequest& request,
                               Control& control)
{
    return measure(algorithm, request, control, [](int) {});
}

std::vector<ComparisonRow> compareGenerators(const ComparisonRequest& request,
                                             Control& control)
{
    const std::vector<std::string> names = comparedGenerators(request);
    const std::int64_t total = std::int64_t(names.size()) * request.count;
    std::vector<ComparisonRow> rows;
    for (std::size_t g = 0; g < names.size() && !control.checkNow(); ++g) {
        const std::int64_t before = std::int64_t(g) * request.count;
        rows.push_back(measure(names[g], request, control, [&](int done) {
            const std::int64_t all = before + done;
            control.progress(total ? double(all) / double(total) : 1, progress_text::kCountBrute,
                             {std::to_string(all), std::to_string(total)}, done == 0);
        }));
    }
    return rows;
}

const std::vector<std::string>& comparisonColumns()
{
    static const std::vector<std::string> columns = {
        "generator",   "mazes",       "perfect",   "M1",          "M2",
        "M3",          "M4",          "M4general", "M5",          "dead_ends",
        "junctions",   "longest_corridor",         "solution_length",
        "straightness", "avg_passage", "longest_passage",         "ms",
        "error"};
    return columns;
}

std::vector<std::string> comparisonValues(const ComparisonRow& row)
{
    std::vector<std::string> v;
    v.push_back(std::to_string(row.count));
    const bool metrics = row.passage && row.count > 0;
    const bool any = row.count > 0;
    auto put = [&v](bool have, double value, int decimals) {
        v.push_back(have ? fixed(value, decimals) : std::string());
    };
    v.push_back(metrics ? std::to_string(row.perfect) : std::string());
    for (const double m : {row.m1, row.m2, row.m3, row.m4, row.m4General, row.m5})
        put(metrics, m, 4);
    put(metrics, row.deadEnds, 2);
    put(metrics, row.junctions, 2);
    put(metrics, row.longestCorridor, 2);
    put(metrics, row.solutionLength, 2);
    put(metrics, row.straightness, 4);
    put(any, row.avgPassage, 3);
    put(any, row.longestPassage, 2);
    put(any, row.ms, 4);
    v.push_back(row.error);
    return v;
}

std::string comparisonCsv(const std::vector<ComparisonRow>& rows)
{
    std::string out;
    const auto& columns = comparisonColumns();
    for (std::size_t i = 0; i < columns.size(); ++i)
        out += (i ? "," : "") + columns[i];
    out += '\n';
    for (const ComparisonRow& row : rows) {
        out += csvField(row.algorithm);
        for (const std::string& value : comparisonValues(row))
            out += ',' + csvField(value);
        out += '\n';
    }
    return out;
}

} // namespace mazelab::gen
