#pragma once
// ColabFrames: the CoLab mode's frames — one game (Petercă 2024, §4.3) replayed from its trace
// (core/colab/colabgame.h: what each player knows, where each stands). Step 0 is the start,
// step k the state after the game's k-th step; the captions say where the players are, what
// they traded, who bumped into a wall and, at the end, who won. The view, the GIF export and
// `mazelab-cli animate colab` all paint through it.

#include "core/colab/colabgame.h"
#include "ui/animation/traceframes.h"
#include "ui/colab/colaboverlay.h"

#include <QString>

namespace mazelab {

class ColabFrames : public MazeTraceFrames {
public:
    // `result` must carry its record (GameOptions::record) and `trace` be that game's.
    ColabFrames(Maze maze, std::shared_ptr<const CellTrace> trace, colab::GameResult result,
                QString nameA, QString nameB);

    MazeOverlay& overlay() override { return m_overlay; }
    ColabOverlay& colabOverlay() { return m_overlay; }
    const colab::GameResult& result() const { return m_result; }
    QString caption(qint64 step) const override;
    std::unique_ptr<FramePainter> clone() const override;
    // The side shown (all of the frames, as the view's "Show" choice).
    void setShow(ColabOverlay::Show show);

    // Plays `a` against `b` on `maze` with fair cells drawn from `seed` and records the trace:
    // the frames of one game (up to where `control`, when given, stopped it). Throws
    // std::invalid_argument (no two connected free cells, an unknown strategy).
    static std::unique_ptr<ColabFrames> play(const Maze& maze, const QString& a, const QString& b,
                                             std::uint64_t seed, int maxSteps,
                                             const Control* control = nullptr);

protected:
    void updateOverlay() override;

private:
    colab::GameResult m_result;
    QString m_nameA;
    QString m_nameB;
    ColabOverlay m_overlay;
};

} // namespace mazelab
