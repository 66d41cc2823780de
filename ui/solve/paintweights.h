#pragma once
// Cell weights of the Solve mode (the cost of entering a cell, ≥ 1; Dijkstra and A* use them,
// core/solve/solvers.h). They are kept per maze in the project's view settings:
//   views.solve.weights.<maze index> = the weights file text of `mazelab-cli solve --weights`
// so a project without them, or with text that does not parse or fit the maze, simply has
// no weights (the reader stays backwards compatible and fuzz-safe).
// PaintWeights: one brush stroke of the weights brush as an undoable command.

#include "ui/mazedocument.h"

#include <QUndoCommand>

#include <cstdint>
#include <functional>
#include <vector>

namespace mazelab {

// The weights stored for maze `index` (empty: none, or not valid for the maze).
std::vector<std::uint32_t> storedWeights(const MazeDocument& doc, int index);
// Stores `weights` (empty or all 1: removes them).
void storeWeights(MazeDocument& doc, int index, const std::vector<std::uint32_t>& weights);

class PaintWeights : public QUndoCommand {
public:
    // `changed` runs after every redo / undo (the page reloads the weights it shows).
    PaintWeights(MazeDocument* doc, int mazeIndex, std::vector<std::uint32_t> before,
                 std::vector<std::uint32_t> after, std::function<void()> changed);
    void undo() override;
    void redo() override;

private:
    MazeDocument* m_doc;
    int m_index;
    std::vector<std::uint32_t> m_before, m_after;
    std::function<void()> m_changed;
};

} // namespace mazelab
