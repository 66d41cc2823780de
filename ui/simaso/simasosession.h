#pragma once
// SimasoSession: the state of the Simultaneous mode shared by its views — the maze set, the
// move sequence and its SetRun (whose SequenceRun is the mode's trace), the playback position
// (the shared Animation's player: the same keys, caption and export as every animated mode)
// and the browser's filter. Views observe its signals; they never run sequences themselves.
//
// Runs of big sets (more than kSyncRunLimit maze-steps) go to the document's JobRunner so that
// the GUI never blocks; while such a run is pending, run() still holds the previous result.

#include "ui/simaso/setrun.h"
#include "ui/simaso/simasoset.h"

#include <QObject>
#include <memory>
#include <vector>

namespace mazelab {

class Animation;
class FramePainter;
class MazeDocument;
class PlaybackController;

class SimasoSession : public QObject {
    Q_OBJECT
public:
    enum class Filter { All, Solved, Unsolved, SolvedAtStep };

    explicit SimasoSession(MazeDocument* doc, QObject* parent = nullptr);

    MazeDocument* document() const { return m_doc; }
    PlaybackController* player() const { return m_player; }
    Animation* animation() const { return m_animation; }
    // Frames of the current run for `indices` (at most SequenceFrames::kMaxTiles), `columns`
    // per row; null while there is no complete run.
    std::shared_ptr<FramePainter> frames(std::vector<qint64> indices, int columns) const;
    // The first shown mazes (up to 24, 6 per row): what the animation exports by default.
    std::shared_ptr<FramePainter> defaultFrames() const;
    qint64 step() const;

    // --- the set -----------------------------------------------------------------------------
    const std::shared_ptr<const SimasoSet>& set() const { return m_set; }
    qint64 mazeCount() const { return m_set ? m_set->size() : 0; }
    // Replaces the set and reruns the sequence on it.
    void setSet(std::shared_ptr<const SimasoSet> set);
    // Both at once (one run), e.g. when a project is opened.
    void reset(std::shared_ptr<const SimasoSet> set, std::vector<Move> moves, qint64 showStep);

    // --- the sequence ------------------------------------------------------------------------
    const std::vector<Move>& moves() const { return m_moves; }
    QString sequenceText() const;
    // Reruns the sequence. After the run the player shows step `showStep` (clamped; -1 = the
    // last step).
    void setMoves(std::vector<Move> moves, qint64 showStep = -1);
    const SetRun& run() const { return *m_run; }
    bool isRunPending() const { return m_pending; }
    qint64 solvedNow() const { return m_run->solvedAt(step()); }

    // --- the browser's filter ----------------------------------------------------------------
    Filter filter() const { return m_filter; }
    int filterStep() const { return m_filterStep; }
    void setFilter(Filter filter, int solvedAtStep = 0);
    // Mazes that pass the filter at the current step, as set indices in increasing order.
    qint64 shownCount() const;
    qint64 shownIndex(qint64 row) const;
    // Row of set index `index` among the shown mazes, or -1.
    qint64 rowOf(qint64 index) const;
    bool isSolvedNow(qint64 index) const;

signals:
    void setChanged();
    // A new SetRun is in run() (moves, solved steps, counts).
    void runChanged();
    void runPendingChanged(bool pending);
    // The filtered list changed (filter, set, run or — for solved / unsolved — the step).
    void shownChanged();
    void stepChanged(qint64 step);

private:
    void startRun();
    void acceptRun(SetRun run);
    void refilter();

    MazeDocument* m_doc;
    Animation* m_animation;
    PlaybackController* m_player;
    std::shared_ptr<const SimasoSet> m_set;
    std::vector<Move> m_moves;
    // Shared with the frames painted from it (on screen and in exports), never copied.
    std::shared_ptr<const SetRun> m_run = std::make_shared<const SetRun>();
    qint64 m_showStep = -1;
    bool m_pending = false;   // a background run is under way
    bool m_rerun = false;     // the inputs changed while it ran
    Filter m_filter = Filter::All;
    int m_filterStep = 0;
    std::vector<qint64> m_shown; // unused with Filter::All
};

} // namespace mazelab
