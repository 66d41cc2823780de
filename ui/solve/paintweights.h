#pragma once
// Cell weights of the Solve mode (the cost of entering a cell, ≥ 1; Dijkstra and A* use them,
// core/solve/solvers.h). They are kept per maze in the project's view settings:
//   views.solve.weights.<maze index> = the weights file text of `mazelab-cli solve --weights`
// so a project without them, or with text that does not parse or fit the maze, simply has
// no weights (the reader stays backwards compatible and fuzz-safe).
// WeightsFollowMazes keeps those indices on their mazes when mazes are inserted, removed or
// moved (also by undo); a removed maze's weights come back when undo re-inserts it.
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

class WeightsFollowMazes : public QObject {
public:
    explicit WeightsFollowMazes(MazeDocument* doc);

private:
    // Re-keys views.solve.weights: old index i → map(i), dropped where map(i) < 0.
    void remap(const std::function<int(int)>& map);

    MazeDocument* m_doc;
    // Weights of removed mazes, for undo: the maze as it was and its weights text.
    std::vector<std::pair<NamedMaze, QString>> m_removed;
};

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
