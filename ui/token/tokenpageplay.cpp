// TokenPage's Play mode (see tokenpage.h): the token slides with the arrow keys or a click in
// line with it until the edge, an obstacle or a visited cell stops it; Backspace undoes a
// slide; the help line says what to do next, and when the board is complete or the token is
// stuck. The page's construction, solving and the shown path are in tokenpage.cpp.
#include "ui/token/tokenpage.h"

#include "ui/mazeview.h"
#include "ui/player/playbackcontroller.h"
#include "ui/token/tokentools.h"
#include "ui/tools/painttool.h"

#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>

namespace mazelab {

using namespace token;

QList<KeyHelp> TokenPage::keyHelp()
{
    return {{{QKeySequence(Qt::Key_Up), QKeySequence(Qt::Key_Down), QKeySequence(Qt::Key_Left),
              QKeySequence(Qt::Key_Right)},
             tr("Play mode: slide the token")},
            {{QKeySequence(Qt::Key_Backspace)}, tr("Play mode: take the last slide back")}};
}

bool TokenPage::eventFilter(QObject* watched, QEvent* event)
{
    if (m_playMode && event->type() == QEvent::KeyPress) {
        auto* key = static_cast<QKeyEvent*>(event);
        std::optional<Move> m;
        switch (key->key()) {
        case Qt::Key_Up: m = Move::Up; break;
        case Qt::Key_Down: m = Move::Down; break;
        case Qt::Key_Left: m = Move::Left; break;
        case Qt::Key_Right: m = Move::Right; break;
        case Qt::Key_Backspace:
            undoSlide();
            return true;
        default: break;
        }
        if (m) {
            pushToken(*m);
            return true;
        }
    }
    return AnimatedPage::eventFilter(watched, event);
}

void TokenPage::updateVisited()
{
    const std::size_t freeCells = board().freeCount();
    const std::size_t shown = m_path.empty() ? 0 : std::size_t(player()->position());
    m_visited->setText(tr("visited %1 of %2").arg(shown).arg(freeCells));
    if (!m_playMode) {
        m_playHelp->setText(tr("Press “Play the puzzle”, click a start cell, then slide the token "
                               "with the arrow keys: it keeps going until the edge, an obstacle or "
                               "a visited cell stops it."));
        return;
    }
    if (m_path.empty())
        m_playHelp->setText(tr("Click the cell the token starts on."));
    else if (m_path.size() == freeCells)
        m_playHelp->setText(tr("Complete! The token visited all %n free cells.", nullptr,
                               int(freeCells)));
    else if (!canMove(board(), m_path))
        m_playHelp->setText(tr("Stuck: no move is left and %n cells are unvisited. Undo with "
                               "Backspace or restart.",
                               nullptr, int(freeCells - m_path.size())));
    else
        m_playHelp->setText(tr("Slide with the arrow keys (or click a green dot); Backspace "
                               "undoes. %n cells to go.",
                               nullptr, int(freeCells - m_path.size())));
}

void TokenPage::setPlayMode(bool on)
{
    m_playMode = on;
    if (on)
        m_pickStart->setChecked(false);
    m_slideEnds.clear();
    m_result->clear();
    m_view->setTool(on ? static_cast<MazeTool*>(m_playTool.get()) : m_paint.get());
    setPath({}, false);
    if (on && m_start)
        playClick(*m_start);
    m_view->setFocus();
}

void TokenPage::playClick(Cell cell)
{
    if (!m_playMode)
        return;
    if (m_path.empty()) {
        if (board().isFree(cell)) {
            m_slideEnds.clear();
            setPath({cell}, false);
        }
        return;
    }
    // A click in line with the token pushes it that way.
    const Cell head = m_path.back();
    if (cell.row == head.row && cell.col != head.col)
        pushToken(cell.col > head.col ? Move::Right : Move::Left);
    else if (cell.col == head.col && cell.row != head.row)
        pushToken(cell.row > head.row ? Move::Down : Move::Up);
}

bool TokenPage::pushToken(Move m)
{
    if (!m_playMode || m_path.empty())
        return false;
    const Path cells = slide(board(), m_path, m);
    if (cells.empty())
        return false;
    m_slideEnds.push_back(m_path.size());
    Path p = m_path;
    p.insert(p.end(), cells.begin(), cells.end());
    setPath(p, false);
    return true;
}

void TokenPage::undoSlide()
{
    if (!m_playMode)
        return;
    if (m_slideEnds.empty()) {
        setPath({}, false);
        return;
    }
    Path p = m_path;
    p.resize(m_slideEnds.back());
    m_slideEnds.pop_back();
    setPath(p, false);
}

} // namespace mazelab
