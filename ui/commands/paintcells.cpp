#include "ui/commands/paintcells.h"

#include <QCoreApplication>

namespace mazelab {

PaintCells::PaintCells(MazeDocument* doc, int mazeIndex, int strokeId,
                       std::vector<CellChange> changes)
    : m_doc(doc), m_mazeIndex(mazeIndex), m_strokeId(strokeId)
{
    for (const CellChange& c : changes)
        extend(c);
    bool blocks = !m_changes.empty() && m_changes.front().after;
    setText(blocks ? QCoreApplication::translate("mazelab::PaintCells", "Block cells")
                   : QCoreApplication::translate("mazelab::PaintCells", "Free cells"));
}

void PaintCells::extend(const CellChange& change)
{
    const auto it = m_position.constFind(change.index);
    if (it != m_position.constEnd()) {
        m_changes[*it].after = change.after; // keep the value from before the stroke
        return;
    }
    m_position.insert(change.index, m_changes.size());
    m_changes.push_back(change);
    const Cell cell = m_doc->maze(m_mazeIndex).cellAt(change.index);
    m_region |= QRect(cell.col, cell.row, 1, 1);
}

void PaintCells::undo()
{
    m_doc->applyCells(m_mazeIndex, m_changes, false, m_region, &m_dropped);
}

void PaintCells::redo()
{
    m_dropped.clear();
    m_doc->applyCells(m_mazeIndex, m_changes, true, m_region, &m_dropped);
}

bool PaintCells::mergeWith(const QUndoCommand* other)
{
    const auto* o = static_cast<const PaintCells*>(other);
    if (o->m_strokeId != m_strokeId || o->m_mazeIndex != m_mazeIndex)
        return false;
    for (const CellChange& c : o->m_changes)
        extend(c);
    // The other step ran already: what it dropped is undone with the merged stroke.
    m_dropped.insert(m_dropped.end(), o->m_dropped.begin(), o->m_dropped.end());
    return true;
}

} // namespace mazelab
