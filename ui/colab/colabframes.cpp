#include "ui/colab/colabframes.h"

#include "core/colab/colabstrategies.h"
#include "ui/celltext.h"

#include <QCoreApplication>

#include <algorithm>

namespace mazelab {

ColabFrames::ColabFrames(Maze maze, std::shared_ptr<const CellTrace> trace,
                         colab::GameResult result, QString nameA, QString nameB)
    : MazeTraceFrames(std::move(maze), std::move(trace)), m_result(std::move(result)),
      m_nameA(std::move(nameA)), m_nameB(std::move(nameB))
{
    MazeStyle s = style();
    s.showStartGoal = false; // the players' cells are drawn by the overlay
    setStyle(s);
    m_overlay.cols = this->maze().cols();
    m_overlay.goalA = m_result.startB;
    m_overlay.goalB = m_result.startA;
}

void ColabFrames::setShow(ColabOverlay::Show show)
{
    m_overlay.show = show;
}

void ColabFrames::updateOverlay()
{
    const TraceState& s = state();
    m_overlay.knownA = &s.layers[0]; // the cursor's own state: no copy of a big board
    m_overlay.knownB = &s.layers[1];
    const auto step = std::size_t(std::clamp<qint64>(s.step, 0, qint64(m_result.record.size())));
    m_overlay.trailA.assign(1, m_result.startA);
    m_overlay.trailB.assign(1, m_result.startB);
    for (std::size_t k = 0; k < step; ++k) {
        const colab::StepRecord& r = m_result.record[k];
        if (!(r.a == m_overlay.trailA.back()))
            m_overlay.trailA.push_back(r.a);
        if (!(r.b == m_overlay.trailB.back()))
            m_overlay.trailB.push_back(r.b);
    }
}

QString ColabFrames::caption(qint64 step) const
{
    if (step <= 0 || m_result.record.empty())
        return QCoreApplication::translate("mazelab::ColabFrames", "A (%1) starts at %2, B (%3) at %4; each races to the other's start.")
            .arg(m_nameA, cellText(m_result.startA), m_nameB, cellText(m_result.startB));
    const qint64 k = std::min<qint64>(step, qint64(m_result.record.size()));
    const colab::StepRecord& r = m_result.record[std::size_t(k - 1)];
    // Each player: where it stands and about how far it still has to go by what it knows.
    const auto where = [&](bool a) {
        const Cell at = a ? r.a : r.b;
        const int estimate = a ? r.estimateA : r.estimateB;
        if (estimate == 0)
            return a ? QCoreApplication::translate("mazelab::ColabFrames", "A at %1 (arrived)").arg(cellText(at))
                     : QCoreApplication::translate("mazelab::ColabFrames", "B at %1 (arrived)").arg(cellText(at));
        return (a ? QCoreApplication::translate("mazelab::ColabFrames", "A at %1 (about %L2 to go)")
                  : QCoreApplication::translate("mazelab::ColabFrames", "B at %1 (about %L2 to go)"))
            .arg(cellText(at))
            .arg(estimate);
    };
    QString text = QCoreApplication::translate("mazelab::ColabFrames", "Step %L1 of %L2: %3, %4.")
                       .arg(k)
                       .arg(m_result.record.size())
                       .arg(where(true), where(false));
    if (r.traded)
        text += QLatin1Char(' ')
            + QCoreApplication::translate("mazelab::ColabFrames", "Trade: A gave %1, B gave %2.").arg(cellText(r.gaveA), cellText(r.gaveB));
    else if (r.attempts > 0)
        text += QLatin1Char(' ') + QCoreApplication::translate("mazelab::ColabFrames", "%n negotiation attempts, no trade.", nullptr, r.attempts);
    if (r.bumpA && r.bumpB)
        text += QLatin1Char(' ') + QCoreApplication::translate("mazelab::ColabFrames", "Both bumped into a wall.");
    else if (r.bumpA)
        text += QLatin1Char(' ') + QCoreApplication::translate("mazelab::ColabFrames", "A bumped into a wall.");
    else if (r.bumpB)
        text += QLatin1Char(' ') + QCoreApplication::translate("mazelab::ColabFrames", "B bumped into a wall.");
    if (k == qint64(m_result.record.size()) && m_result.stopped) {
        text += QLatin1Char(' ')
            + QCoreApplication::translate("mazelab::ColabFrames", "The game was stopped here.");
    } else if (k == qint64(m_result.record.size())) {
        switch (m_result.outcome) {
        case colab::Outcome::AWins: text += QLatin1Char(' ') + QCoreApplication::translate("mazelab::ColabFrames", "A wins."); break;
        case colab::Outcome::BWins: text += QLatin1Char(' ') + QCoreApplication::translate("mazelab::ColabFrames", "B wins."); break;
        case colab::Outcome::Draw: text += QLatin1Char(' ') + QCoreApplication::translate("mazelab::ColabFrames", "A draw: both arrive together."); break;
        case colab::Outcome::Timeout: text += QLatin1Char(' ') + QCoreApplication::translate("mazelab::ColabFrames", "Time is up: nobody arrived."); break;
        }
    }
    return text;
}

std::unique_ptr<FramePainter> ColabFrames::clone() const
{
    auto copy = std::make_unique<ColabFrames>(maze(), trace(), m_result, m_nameA, m_nameB);
    copy->setStyle(style());
    copy->setShow(m_overlay.show);
    return copy;
}

std::unique_ptr<ColabFrames> ColabFrames::play(const Maze& maze, const QString& a,
                                               const QString& b, std::uint64_t seed, int maxSteps,
                                               const Control* control)
{
    auto sa = colab::makeStrategy(a.toStdString());
    auto sb = colab::makeStrategy(b.toStdString());
    colab::Random random(seed);
    const auto [x, y] = colab::fairStartAndGoal(maze, random);
    auto trace = std::make_shared<CellTrace>(maze.rows(), maze.cols(), colab::kColabLayers,
                                             colab::kColabMarkers);
    colab::GameOptions options;
    options.maxSteps = maxSteps;
    options.seed = seed;
    options.record = true;
    options.trace = trace.get();
    options.control = control;
    colab::GameResult result = colab::playGame(maze, x, y, *sa, *sb, options);
    return std::make_unique<ColabFrames>(maze, std::move(trace), std::move(result), a, b);
}

} // namespace mazelab
