#pragma once
// CarvingFrames: a generator carving its maze (Petercă 2024, ch. 2), replayed from its
// carving trace (layer 0 = block-cell state: 0 wall, 1 passage, 2 frontier / stack / current
// set, 3 the current random walk; marker 0 = the current cell; core/gen/generators.h). The
// maze starts as solid wall; step k shows the first k carves. `mazelab-cli animate generate`
// and the coming Generate mode paint through it.

#include "ui/animation/stateframes.h"

#include <QColor>
#include <QString>

namespace mazelab {

// The colour of a carving state (1 passage, 2 frontier, 3 walk; invalid for 0 = wall).
QColor carvingColour(std::int32_t state);

// A generator's phase note ("hunt", "row 5", "open field"; core/gen/generators.h) in the
// user's language ("jagen", "Zeile 5"); a note it does not know (an algorithm's name) as it is.
QString carvingPhaseText(const QString& note);

class CarvingFrames : public StateFrames {
public:
    // `maze`: the finished block maze (the frames draw its size in solid wall and carve it);
    // `algorithm`: the generator's name for the captions.
    CarvingFrames(const Maze& maze, std::shared_ptr<const CellTrace> trace, QString algorithm);

    QString caption(qint64 step) const override;
    std::unique_ptr<FramePainter> clone() const override;

private:
    Maze m_final;
    QString m_algorithm;
};

} // namespace mazelab
