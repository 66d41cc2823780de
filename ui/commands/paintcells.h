#pragma once
// PaintCells: sets cells of one maze free or blocked. All PaintCells of one stroke (same stroke
// id, same maze) merge into one undo step, so a whole drag is undone at once. Weave crossings
// the stroke breaks (a cell of theirs blocked) are dropped; undo puts them back.

#include "ui/mazedocument.h"

#include <QHash>
#include <QUndoCommand>

namespace mazelab {

class PaintCells : public QUndoCommand {
public:
    static constexpr int kId = 1001;

    // `changes` must hold cells whose value really changes (before != after).
    PaintCells(MazeDocument* doc, int mazeIndex, int strokeId, std::vector<CellChange> changes);

    void undo() override;
    void redo() override;
    int id() const override { return kId; }
    bool mergeWith(const QUndoCommand* other) override;

    std::size_t changeCount() const { return m_changes.size(); }

private:
    void extend(const CellChange& change);

    MazeDocument* m_doc;
    int m_mazeIndex;
    int m_strokeId;
    std::vector<CellChange> m_changes;
    QHash<std::size_t, std::size_t> m_position; // cell index -> position in m_changes
    QRect m_region;                             // x = column, y = row
    std::vector<Crossing> m_dropped;            // crossings the stroke removed (after redo)
};

} // namespace mazelab
