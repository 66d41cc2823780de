#pragma once
// StateOverlay: a trace's per-cell state codes (layer 0) as colours over the maze and its
// current cell (marker 0) as a disc — what a generator's carving and a solver's search look
// like. The mode gives the colour of each code (an invalid QColor: not drawn) and the disc's
// colour and size. paint() touches no widget (render library).
// StateFrames: the MazeTraceFrames that show such a trace through a StateOverlay; a mode
// derives from it for its palette, captions and clone().

#include "ui/animation/traceframes.h"
#include "ui/mazeoverlay.h"

#include <QColor>
#include <cstdint>
#include <vector>

namespace mazelab {

class StateOverlay : public MazeOverlay {
public:
    using Palette = QColor (*)(std::int32_t code);

    int cols = 0;
    const std::vector<std::int32_t>* cells = nullptr; // layer 0 of the trace state
    std::int32_t current = -1;                       // marker 0: cell index or -1
    Palette colourOf = nullptr;
    QColor currentColour{0x1e, 0x29, 0x3b};
    double currentSize = 0.6; // disc diameter in cells

    void paint(QPainter& painter, double cellSize, QRect visibleCells) override;
};

class StateFrames : public MazeTraceFrames {
public:
    StateFrames(Maze maze, std::shared_ptr<const CellTrace> trace, StateOverlay::Palette palette);
    MazeOverlay& overlay() override { return m_overlay; }

protected:
    void updateOverlay() override;
    StateOverlay m_overlay;
};

} // namespace mazelab
