#pragma once
// TokenFrames: the Token mode's frames — the board with the sliding token's path after each
// cell, replayed from the path's CellTrace (layer 0 = visiting order, marker 0 = the token;
// core/token/tokentrace.h). Step k shows the first k cells. The view, the GIF export and
// `mazelab-cli animate token` all paint through it.

#include "ui/animation/traceframes.h"
#include "ui/token/tokenoverlay.h"

namespace mazelab {

class TokenFrames : public MazeTraceFrames {
public:
    TokenFrames(Maze board, std::shared_ptr<const CellTrace> trace);

    MazeOverlay& overlay() override { return m_overlay; }
    TokenOverlay& tokenOverlay() { return m_overlay; }
    QString caption(qint64 step) const override;
    std::unique_ptr<FramePainter> clone() const override;

protected:
    void updateOverlay() override;

private:
    TokenOverlay m_overlay;
    std::size_t m_freeCells;
};

} // namespace mazelab
