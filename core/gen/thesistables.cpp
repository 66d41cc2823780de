// The values of Petercă 2024, Tables 4.3–4.12, copied from the thesis text
// (../shared/seeds/004_f398224a0de86e41.txt), in its order: left column, then right column.
#include "core/gen/thesistables.h"

#include <algorithm>
#include <functional>

namespace mazelab::gen {

const std::vector<ThesisDistribution>& thesisDistributions()
{
    static const std::vector<ThesisDistribution> tables = {
        {"backtracker", "4.3", "Depth First Search",
         {0.06, 2.58, 2.45, 15.74, 11.49, 11.85, 3.29, 2.41, //
          2.40, 2.27, 11.84, 10.73, 16.77, 2.74, 3.38, 0.00}},
        {"carving", "4.4", "Random Carving",
         {5.26, 8.27, 5.95, 8.77, 8.33, 5.49, 7.35, 4.00, //
          5.24, 7.23, 4.95, 6.76, 8.91, 3.98, 8.08, 1.43}},
        {"kruskal", "4.5", "Random Kruskal",
         {3.23, 5.59, 5.28, 8.25, 6.59, 7.05, 7.32, 7.39, //
          5.69, 5.33, 7.09, 7.01, 8.54, 8.23, 7.41, 0.00}},
        {"prim", "4.6", "Random Prim",
         {5.14, 5.30, 5.22, 8.82, 5.74, 5.44, 8.61, 8.07, //
          5.14, 5.66, 5.66, 5.50, 8.78, 8.19, 8.73, 0.00}},
        {"division", "4.7", "Recursive Division",
         {9.47, 11.93, 11.61, 2.03, 5.82, 6.12, 1.25, 1.41, //
          5.36, 5.18, 5.80, 5.98, 15.68, 6.19, 6.17, 0.00}},
        {"spiral", "4.8", "Spiral",
         {0.00, 0.00, 0.00, 39.92, 5.00, 4.51, 0.98, 0.00, //
          0.00, 0.00, 4.49, 4.00, 40.08, 0.00, 1.02, 0.00}},
        {"hunt-and-kill", "4.9", "Hunt And Kill",
         {0.12, 1.43, 2.66, 15.76, 12.44, 12.50, 2.91, 2.84, //
          3.07, 1.57, 12.55, 11.19, 15.74, 2.76, 2.46, 0.00}},
        {"binary-tree", "4.10", "Binary Tree",
         {0.00, 0.00, 11.47, 14.92, 0.00, 10.59, 0.00, 12.73, //
          12.01, 0.00, 10.33, 1.00, 14.20, 12.75, 0.00, 0.00}},
        {"aldous-broder", "4.11", "Aldous Broder",
         {0.08, 2.40, 2.58, 14.42, 12.44, 12.54, 3.11, 2.71, //
          2.37, 2.45, 12.84, 12.16, 13.76, 3.04, 3.10, 0.00}},
        {"sidewinder", "4.12", "Sidewinder",
         {2.18, 4.01, 4.47, 11.69, 4.73, 4.73, 7.17, 7.52, //
          10.03, 2.45, 7.31, 7.20, 13.88, 12.63, 0.00, 0.00}},
    };
    return tables;
}

const ThesisDistribution* findThesisDistribution(std::string_view generator)
{
    for (const ThesisDistribution& t : thesisDistributions())
        if (t.generator == generator)
            return &t;
    return nullptr;
}

std::array<double, 16> sortedShares(const std::array<double, 16>& values)
{
    std::array<double, 16> out = values;
    std::sort(out.begin(), out.end(), std::greater<>());
    return out;
}

} // namespace mazelab::gen
