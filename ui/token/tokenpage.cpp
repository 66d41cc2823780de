// TokenPage (see tokenpage.h): the side panel, solving on the JobRunner and the shown path;
// the Play mode (keys, clicks, slides, its help line) is in tokenpageplay.cpp.
#include "ui/token/tokenpage.h"

#include "core/token/tokentrace.h"
#include "ui/animation/animation.h"
#include "ui/celltext.h"
#include "ui/jobs/jobrunner.h"
#include "ui/mazedocument.h"
#include "ui/mazerenderer.h"
#include "ui/mazeview.h"
#include "ui/modepagelayout.h"
#include "ui/player/playbackcontroller.h"
#include "ui/player/playerbar.h"
#include "ui/pluralcount.h"
#include "ui/token/tokenframes.h"
#include "ui/token/tokengeneratepanel.h"
#include "ui/token/tokentools.h"
#include "ui/tools/mazetool.h"
#include "ui/tools/painttool.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace mazelab {

using namespace token;

TokenPage::TokenPage(MazeDocument* doc, QWidget* parent)
    : AnimatedPage(doc, QStringLiteral("token"), parent), m_view(new MazeView(this)),
      m_paint(std::make_unique<PaintTool>()),
      m_startTool(std::make_unique<TokenStartTool>(this)),
      m_playTool(std::make_unique<TokenPlayTool>(this))
{
    setObjectName(QStringLiteral("token"));
    setProperty(kUsesStartGoal, false); // no start / goal: no "Solvable" field
    m_view->setObjectName(QStringLiteral("tokenView"));
    m_view->setDocument(doc);
    MazeStyle style = m_view->mazeStyle();
    style.showStartGoal = false; // the puzzle has no start / goal markers
    m_view->setMazeStyle(style);
    m_view->setTool(m_paint.get());
    m_view->installEventFilter(this);
    m_view->viewport()->installEventFilter(this);
    playerBar()->setCounterFormatter([this](qint64 pos, qint64 len) {
        if (len == 0 && m_path.empty())
            return QString();
        return tr("cell %L1 / %L2").arg(pos).arg(m_path.size());
    });
    player()->setSpeed(5); // one of the player bar's speeds

    // --- Solve --------------------------------------------------------------------------
    m_solveBox = new QGroupBox(this);
    m_startLabel = new QLabel(this);
    m_startLabel->setObjectName(QStringLiteral("tokenStart"));
    m_pickStart = new QToolButton(this);
    m_pickStart->setObjectName(QStringLiteral("tokenPickStart"));
    m_pickStart->setCheckable(true);
    m_anyStart = new QToolButton(this);
    m_anyStart->setObjectName(QStringLiteral("tokenAnyStart"));
    m_solve = new QPushButton(this);
    m_solve->setObjectName(QStringLiteral("tokenSolve"));
    m_count = new QPushButton(this);
    m_count->setObjectName(QStringLiteral("tokenCount"));
    m_next = new QPushButton(this);
    m_next->setObjectName(QStringLiteral("tokenNext"));
    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("tokenResult"));
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_visited = new QLabel(this);
    m_visited->setObjectName(QStringLiteral("tokenVisited"));
    auto* startRow = new QHBoxLayout;
    startRow->addWidget(m_startLabel, 1);
    startRow->addWidget(m_pickStart);
    startRow->addWidget(m_anyStart);
    auto* solveRow = new QHBoxLayout;
    solveRow->addWidget(m_solve);
    solveRow->addWidget(m_count);
    solveRow->addWidget(m_next);
    auto* solveLayout = new QVBoxLayout(m_solveBox);
    solveLayout->addLayout(startRow);
    solveLayout->addLayout(solveRow);
    solveLayout->addWidget(m_visited);
    solveLayout->addWidget(m_result);

    // --- Play ---------------------------------------------------------------------------
    m_playBox = new QGroupBox(this);
    m_play = new QPushButton(this);
    m_play->setObjectName(QStringLiteral("tokenPlay"));
    m_play->setCheckable(true);
    m_undoSlide = new QPushButton(this);
    m_undoSlide->setObjectName(QStringLiteral("tokenUndoSlide"));
    m_restart = new QPushButton(this);
    m_restart->setObjectName(QStringLiteral("tokenRestart"));
    m_playHelp = new QLabel(this);
    m_playHelp->setObjectName(QStringLiteral("tokenPlayHelp"));
    m_playHelp->setWordWrap(true);
    auto* playRow = new QHBoxLayout;
    playRow->addWidget(m_play);
    playRow->addWidget(m_undoSlide);
    playRow->addWidget(m_restart);
    auto* playLayout = new QVBoxLayout(m_playBox);
    playLayout->addLayout(playRow);
    playLayout->addWidget(m_playHelp);

    m_gen = new TokenGeneratePanel(doc, this);
    connect(m_gen, &TokenGeneratePanel::generated, m_view, &MazeView::fitToWindow);
    auto* side = new QWidget;
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->addWidget(m_solveBox);
    sideLayout->addWidget(m_playBox);
    sideLayout->addWidget(m_gen);
    sideLayout->addStretch(1);
    setUpPage(m_view, side, 330);

    connect(animation(), &Animation::stepShown, this, [this](qint64 step) {
        if (m_frames)
            m_frames->showStep(step);
        updateOverlay();
    });
    connect(m_pickStart, &QToolButton::toggled, this, [this](bool on) {
        if (on && m_playMode)
            m_play->setChecked(false);
        m_view->setTool(on ? static_cast<MazeTool*>(m_startTool.get()) : m_paint.get());
    });
    connect(m_anyStart, &QToolButton::clicked, this, [this] { setChosenStart(std::nullopt); });
    connect(m_solve, &QPushButton::clicked, this, [this] { runSolve(SolveMode::First); });
    connect(m_count, &QPushButton::clicked, this, [this] { runSolve(SolveMode::Count); });
    connect(m_next, &QPushButton::clicked, this, &TokenPage::showNext);
    connect(m_play, &QPushButton::toggled, this, &TokenPage::setPlayMode);
    connect(m_undoSlide, &QPushButton::clicked, this, &TokenPage::undoSlide);
    connect(m_restart, &QPushButton::clicked, this, [this] {
        m_slideEnds.clear();
        setPath({}, false);
        m_view->setFocus();
    });
    connect(doc, &MazeDocument::cellsChanged, this, [this](int index) {
        if (index == m_doc->currentIndex())
            boardChanged();
    });
    connect(doc, &MazeDocument::mazeChanged, this, [this](int index) {
        if (index == m_doc->currentIndex())
            boardChanged();
    });
    connect(doc, &MazeDocument::currentIndexChanged, this, &TokenPage::boardChanged);
    connect(doc, &MazeDocument::documentReset, this, [this] {
        const QJsonArray start =
            m_doc->viewSettings(QStringLiteral("token")).value(QStringLiteral("start")).toArray();
        m_start.reset();
        if (start.size() == 2)
            m_start = Cell{start[0].toInt(), start[1].toInt()};
        boardChanged(); // drops a start that is not a free cell of the shown board
        setChosenStart(m_start);
    });
    // One job per document: the buttons that start one wait while any job runs.
    auto enableJobs = [this](bool on) {
        for (QPushButton* b : {m_solve, m_count, m_next})
            b->setEnabled(on);
    };
    connect(doc->jobs(), &JobRunner::started, this, [enableJobs] { enableJobs(false); });
    connect(doc->jobs(), &JobRunner::finished, this, [this, enableJobs](const JobReport& report) {
        enableJobs(true);
        if (report.outcome != JobOutcome::Finished && m_searching)
            m_result->setText(JobRunner::describe(report));
        m_searching = false;
    });

    retranslateUi();
    boardChanged();
}

TokenPage::~TokenPage()
{
    if (m_frames)
        m_view->removeOverlay(&m_frames->overlay());
    m_view->setTool(nullptr);
}

QPushButton* TokenPage::generateButton() const { return m_gen->generateButton(); }
QSpinBox* TokenPage::genRows() const { return m_gen->rows(); }
QSpinBox* TokenPage::genCols() const { return m_gen->cols(); }
QSpinBox* TokenPage::genObstacles() const { return m_gen->obstacles(); }
QComboBox* TokenPage::genUniqueness() const { return m_gen->uniqueness(); }
QSpinBox* TokenPage::genSeed() const { return m_gen->seed(); }

const Maze& TokenPage::board() const
{
    return m_doc->currentMaze();
}

void TokenPage::retranslateUi()
{
    setWindowTitle(tr("Token"));
    m_solveBox->setTitle(tr("Solve"));
    m_pickStart->setText(tr("Pick start"));
    m_pickStart->setToolTip(tr("Then click the cell the token starts on"));
    m_anyStart->setText(tr("Any cell"));
    m_anyStart->setToolTip(tr("Let the solver choose the start cell"));
    m_solve->setText(tr("Solve"));
    m_solve->setToolTip(tr("Find one path that visits every free cell"));
    m_count->setText(tr("Count"));
    m_count->setToolTip(tr("Count every solution (symmetric starts are counted once and multiplied)"));
    m_next->setText(tr("Next solution"));
    m_next->setToolTip(tr("Show the solutions one after another"));
    m_playBox->setTitle(tr("Play"));
    m_play->setText(tr("Play the puzzle"));
    m_undoSlide->setText(tr("Undo slide"));
    m_undoSlide->setToolTip(tr("Take back the last slide (Backspace)"));
    m_restart->setText(tr("Restart"));
    setChosenStart(m_start);
    updateVisited();
}

void TokenPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    AnimatedPage::changeEvent(event);
}

void TokenPage::setChosenStart(std::optional<Cell> start)
{
    if (isVisible() && start != m_start) { // kept in the project: views.token.start = [r, c]
        QJsonObject o = m_doc->viewSettings(QStringLiteral("token"));
        if (start)
            o[QStringLiteral("start")] = QJsonArray{start->row, start->col};
        else
            o.remove(QStringLiteral("start"));
        m_doc->setViewSettings(QStringLiteral("token"), o);
    }
    m_start = start;
    m_startLabel->setText(start ? tr("Start: cell %1").arg(cellText(*start)) : tr("Start: any cell"));
    updateOverlay();
}

void TokenPage::boardChanged()
{
    // Editing the board (or switching boards) ends whatever was shown: it belonged to the old
    // board. The player stops cleanly at an empty trace.
    m_solutions.clear();
    m_solutionIndex = 0;
    m_slideEnds.clear();
    if (m_start && !board().isFree(*m_start))
        setChosenStart(std::nullopt);
    m_result->clear();
    if (deferredWhileHidden()) {
        // Edits in other modes cost nothing here (a path's trace holds a layer of the whole
        // board: on 4096 × 4096 each edit in the Editor took 1.7 s for this hidden page);
        // showEvent builds the frames of the board as it is then.
        if (m_frames)
            m_view->removeOverlay(&m_frames->overlay());
        m_frames.reset();
        m_path.clear();
        animation()->setFrames(nullptr, -1);
        updateVisited(); // "visited 0 of N" for this board
        return;
    }
    setPath({}, false);
}

void TokenPage::setPath(const Path& path, bool animate)
{
    m_path = path;
    if (m_frames)
        m_view->removeOverlay(&m_frames->overlay());
    m_frames = std::make_shared<TokenFrames>(board(), recordTokenTrace(board(), path));
    m_view->addOverlay(&m_frames->overlay());
    // Animated: from the first cell on; otherwise the whole path at once.
    animation()->setFrames(path.empty() ? nullptr : m_frames, animate ? 1 : -1);
    if (path.empty())
        updateOverlay();
    if (animate && path.size() > 1)
        player()->play();
}

void TokenPage::updateOverlay()
{
    if (!m_frames)
        return;
    TokenOverlay& overlay = m_frames->tokenOverlay();
    overlay.start = m_start;
    overlay.targets.clear();
    if (m_playMode && !m_path.empty()) {
        for (Move m : {Move::Up, Move::Down, Move::Left, Move::Right}) {
            const Path s = slide(board(), m_path, m);
            if (!s.empty())
                overlay.targets.push_back(s.back());
        }
    }
    m_view->updateOverlays();
    updateVisited();
}

void TokenPage::runSolve(SolveMode mode)
{
    if (m_playMode)
        m_play->setChecked(false);
    const Maze b = board();
    SolveOptions options;
    options.mode = mode;
    options.start = m_start;
    if (mode == SolveMode::All) {
        options.maxSolutions = 1000;
        options.stopAfterSolutions = 1000;
    }
    const QString name = mode == SolveMode::Count ? tr("Count token solutions") : tr("Solve token puzzle");
    m_result->setText(tr("Searching…"));
    m_searching = m_doc->jobs()->start(
        name,
        [b, options](Control& control) {
            QElapsedTimer t;
            t.start();
            SolveResult r = solve(b, options, control);
            return std::make_pair(std::move(r), double(t.nsecsElapsed()) / 1e6);
        },
        [this, b, mode](const std::pair<SolveResult, double>& out) {
            if (!(b.cells() == board().cells()) || b.rows() != board().rows())
                return; // the board changed meanwhile
            showResult(out.first, mode, out.second);
            if (mode == SolveMode::All) {
                m_solvedBoard = b;
                m_solutions = out.first.solutions;
                m_solutionsComplete = out.first.complete;
                m_solutionIndex = 0;
                if (!m_solutions.empty())
                    showNext();
            } else if (!out.first.solutions.empty()) {
                setPath(out.first.solutions.front(), true);
            }
        },
        JobOptions{0, std::chrono::seconds(mode == SolveMode::First ? 30 : 60)});
}

void TokenPage::showResult(const SolveResult& r, SolveMode mode, double ms)
{
    QString text;
    const QString stats = tr("%L1 search nodes, %2 ms", nullptr, pluralCount(r.nodes))
                              .arg(r.nodes)
                              .arg(ms, 0, 'f', ms < 10 ? 2 : 0);
    if (r.verdict == Verdict::Solvable) {
        if (mode == SolveMode::Count)
            text = r.complete ? tr("%L1 solutions.", nullptr, pluralCount(r.count)).arg(r.count)
                              : tr("At least %L1 solutions (the search was stopped).", nullptr,
                                   pluralCount(r.count))
                                    .arg(r.count);
        else
            text = tr("Solvable.");
    } else if (r.verdict == Verdict::GaveUp) {
        text = r.cancelled ? tr("Stopped before a solution was found.") : tr("Gave up.");
    } else {
        switch (r.reason) {
        case Reason::NoFreeCell: text = tr("Unsolvable: the board has no free cell."); break;
        case Reason::StartBlocked: text = tr("Unsolvable: the start cell is blocked."); break;
        case Reason::Disconnected: text = tr("Unsolvable: the free cells are not connected."); break;
        case Reason::Parity:
            text = tr("Unsolvable: on a checkerboard the path alternates colours, but the free "
                      "cells of one colour outnumber the other by more than one.");
            break;
        case Reason::DeadEnds:
            text = tr("Unsolvable: more than two dead-end cells, and a path has only two ends.");
            break;
        case Reason::StartParity:
            text = tr("Unsolvable from this start: it has the minority checkerboard colour.");
            break;
        default: text = tr("Unsolvable: the search tried every possibility."); break;
        }
    }
    m_result->setText(text + QLatin1Char('\n') + stats);
}

void TokenPage::showNext()
{
    if (m_solutions.empty() || !(m_solvedBoard.cells() == board().cells())) {
        runSolve(SolveMode::All);
        return;
    }
    const Path p = m_solutions[m_solutionIndex % m_solutions.size()];
    const std::size_t shownIndex = m_solutionIndex % m_solutions.size();
    ++m_solutionIndex;
    setPath(p, true);
    m_result->setText(m_solutionsComplete
                          ? tr("Solution %1 of %2.").arg(shownIndex + 1).arg(m_solutions.size())
                          : tr("Solution %1 of the first %2.").arg(shownIndex + 1).arg(m_solutions.size()));
}

} // namespace mazelab
