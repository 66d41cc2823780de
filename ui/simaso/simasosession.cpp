#include "ui/simaso/simasosession.h"

#include "ui/animation/animation.h"
#include "ui/jobs/jobrunner.h"
#include "ui/mazedocument.h"
#include "ui/player/playbackcontroller.h"
#include "ui/simaso/sequenceframes.h"

#include <algorithm>
#include <climits>

namespace mazelab {

SimasoSession::SimasoSession(MazeDocument* doc, QObject* parent)
    : QObject(parent), m_doc(doc), m_animation(new Animation(this)),
      m_player(m_animation->player())
{
    connect(m_player, &PlaybackController::positionChanged, this, [this](qint64 position) {
        if (m_filter == Filter::Solved || m_filter == Filter::Unsolved)
            refilter();
        emit stepChanged(position);
    });
    // A cancelled or failed run never calls its onResult: leave the pending state then. While
    // a run is pending the document's single job is that run.
    if (m_doc)
        connect(m_doc->jobs(), &JobRunner::finished, this, [this](const JobReport& report) {
            if (m_pending && report.outcome != JobOutcome::Finished) {
                m_pending = false;
                m_rerun = false;
                emit runPendingChanged(false);
            }
        });
}

qint64 SimasoSession::step() const
{
    return m_player->position();
}

void SimasoSession::setSet(std::shared_ptr<const SimasoSet> set)
{
    m_set = std::move(set);
    m_showStep = step();
    emit setChanged();
    startRun();
}

void SimasoSession::reset(std::shared_ptr<const SimasoSet> set, std::vector<Move> moves,
                          qint64 showStep)
{
    m_set = std::move(set);
    m_moves = std::move(moves);
    m_showStep = showStep;
    emit setChanged();
    startRun();
}

QString SimasoSession::sequenceText() const
{
    return QString::fromStdString(movesToString(m_moves));
}

void SimasoSession::setMoves(std::vector<Move> moves, qint64 showStep)
{
    m_moves = std::move(moves);
    m_showStep = showStep;
    startRun();
}

void SimasoSession::startRun()
{
    if (!m_set) {
        acceptRun({});
        return;
    }
    auto set = m_set;
    auto moves = m_moves;
    const qint64 work = set->size() * qint64(moves.size() + 1);
    JobRunner* jobs = m_doc ? m_doc->jobs() : nullptr;
    if (m_pending) { // our own run is in flight: run again when it returns
        m_rerun = true;
        return;
    }
    if (work <= kSyncRunLimit || !jobs || jobs->isRunning()) {
        Control control;
        acceptRun(runSequence(*set, std::move(moves), control));
        return;
    }
    m_pending = true;
    emit runPendingChanged(true);
    auto* runner = jobs;
    const bool started = runner->start(
        tr("Run sequence on %n mazes", nullptr, int(std::min<qint64>(set->size(), INT_MAX))),
        [set, moves](Control& control) { return runSequence(*set, moves, control); },
        [this](SetRun run) {
            m_pending = false;
            emit runPendingChanged(false);
            if (m_rerun) {
                m_rerun = false;
                startRun();
                return;
            }
            acceptRun(std::move(run));
        });
    if (!started) {
        m_pending = false;
        emit runPendingChanged(false);
        Control control;
        acceptRun(runSequence(*set, m_moves, control));
        return;
    }
}

void SimasoSession::acceptRun(SetRun run)
{
    m_run = std::make_shared<const SetRun>(std::move(run));
    const qint64 length = qint64(m_run->moves.size());
    const qint64 target = m_showStep < 0 ? length : std::min(m_showStep, length);
    refilter(); // the default frames show the first mazes that pass the filter
    m_animation->setFrames(defaultFrames(), target);
    if (!m_animation->frames()) { // no complete run: the player still spans the sequence
        m_player->setLength(length, true);
        m_player->setPosition(target);
    }
    emit runChanged();
}

std::shared_ptr<FramePainter> SimasoSession::frames(std::vector<qint64> indices, int columns) const
{
    if (!m_set || !m_run->trace || m_run->mazeCount() != mazeCount() || indices.empty())
        return nullptr;
    return std::make_shared<SequenceFrames>(m_set, m_run, std::move(indices), columns);
}

std::shared_ptr<FramePainter> SimasoSession::defaultFrames() const
{
    std::vector<qint64> indices;
    const qint64 shown = m_run->mazeCount() == mazeCount() ? shownCount() : 0;
    for (qint64 row = 0; row < std::min<qint64>(shown, 24); ++row)
        indices.push_back(shownIndex(row));
    return frames(std::move(indices), 6);
}

void SimasoSession::setFilter(Filter filter, int solvedAtStep)
{
    if (filter == m_filter && solvedAtStep == m_filterStep)
        return;
    m_filter = filter;
    m_filterStep = std::max(0, solvedAtStep);
    refilter();
}

bool SimasoSession::isSolvedNow(qint64 index) const
{
    if (index < 0 || index >= m_run->mazeCount())
        return false;
    return m_run->isSolvedAt(index, step());
}

void SimasoSession::refilter()
{
    m_shown.clear();
    const qint64 n = m_run->mazeCount() == mazeCount() ? mazeCount() : 0;
    if (m_filter != Filter::All && n > 0) {
        const qint64 t = step();
        const auto& solved = m_run->solvedStep;
        for (qint64 i = 0; i < n; ++i) {
            const std::int32_t s = solved[std::size_t(i)];
            bool pass = false;
            switch (m_filter) {
            case Filter::All: pass = true; break;
            case Filter::Solved: pass = s >= 0 && s <= t; break;
            case Filter::Unsolved: pass = s < 0 || s > t; break;
            case Filter::SolvedAtStep: pass = s == m_filterStep; break;
            }
            if (pass)
                m_shown.push_back(i);
        }
    }
    emit shownChanged();
}

qint64 SimasoSession::shownCount() const
{
    return m_filter == Filter::All ? mazeCount() : qint64(m_shown.size());
}

qint64 SimasoSession::shownIndex(qint64 row) const
{
    return m_filter == Filter::All ? row : m_shown[std::size_t(row)];
}

qint64 SimasoSession::rowOf(qint64 index) const
{
    if (m_filter == Filter::All)
        return index >= 0 && index < mazeCount() ? index : -1;
    const auto it = std::lower_bound(m_shown.begin(), m_shown.end(), index);
    return it != m_shown.end() && *it == index ? qint64(it - m_shown.begin()) : -1;
}

} // namespace mazelab
