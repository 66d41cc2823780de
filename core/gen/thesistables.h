#pragma once
// The thesis' cell-type distributions (Petercă 2024, Tables 4.3–4.12): the share of each of the
// 16 wall configurations (Fig. 2) over 100 mazes of 10 × 10 per generator, in percent.
//
// The copy of the thesis lost the little pictures that name each row, so a share cannot be
// tied to its wall code; the values are kept in the document's order (left column top to
// bottom, then the right column) and compared with MazeLab's by rank (sortedShares), as the
// README's "Cell-type distributions beside the thesis' Tables 4.3–4.12" does.

#include <array>
#include <string_view>
#include <vector>

namespace mazelab::gen {

struct ThesisDistribution {
    std::string_view generator; // MazeLab's name ("backtracker", …)
    std::string_view table;     // "4.3"
    std::string_view title;     // the thesis' name of the generator ("Depth First Search")
    std::array<double, 16> percent; // in the document's order; sums to ≈ 100
};

// All ten tables, in the thesis' order.
const std::vector<ThesisDistribution>& thesisDistributions();
// The table for a MazeLab generator, or nullptr (no such table in the thesis).
const ThesisDistribution* findThesisDistribution(std::string_view generator);
// The 16 values largest first.
std::array<double, 16> sortedShares(const std::array<double, 16>& values);

} // namespace mazelab::gen
