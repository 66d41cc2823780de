#include "ui/token/tokentools.h"

#include "ui/token/tokenpage.h"

#include <QToolButton>

namespace mazelab {

void TokenStartTool::press(MazeView&, const ToolEvent& e)
{
    if (e.inside && m_page->board().isFree(e.cell)) {
        m_page->setChosenStart(e.cell);
        m_page->m_pickStart->setChecked(false);
    }
}

void TokenPlayTool::press(MazeView&, const ToolEvent& e)
{
    if (e.inside)
        m_page->playClick(e.cell);
}

} // namespace mazelab
