#include "ui/colab/colabpage.h"

#include "core/colab/colabstrategies.h"
#include "core/colab/colabtournament.h"
#include "ui/animation/animation.h"
#include "ui/celltext.h"
#include "ui/colab/colabframes.h"
#include "ui/colab/colabtournamentpanel.h"
#include "ui/flowlayout.h"
#include "ui/jobs/jobrunner.h"
#include "ui/mazedocument.h"
#include "ui/mazeview.h"
#include "ui/modepagelayout.h"
#include "ui/player/playbackcontroller.h"
#include "ui/player/playerbar.h"
#include "ui/tools/painttool.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <tuple>

namespace mazelab {

namespace {
const QString kKey = QStringLiteral("colab");

QStringList builtInStrategies()
{
    QStringList names;
    for (const std::string& n : colab::strategyNames())
        names << QString::fromStdString(n);
    return names;
}

} // namespace

ColabPage::ColabPage(MazeDocument* doc, QWidget* parent)
    : AnimatedPage(doc, kKey, parent), m_view(new MazeView(this)),
      m_paint(std::make_unique<PaintTool>())
{
    setObjectName(kKey);
    setProperty(kUsesStartGoal, false); // the players' cells are drawn, not the maze's
    m_view->setObjectName(QStringLiteral("colabView"));
    m_view->setDocument(doc);
    MazeStyle style = m_view->mazeStyle();
    style.showStartGoal = false;
    m_view->setMazeStyle(style);
    m_view->setTool(m_paint.get());
    playerBar()->setCounterFormatter([this](qint64 pos, qint64 len) {
        if (!m_frames || len == 0)
            return QString();
        return tr("step %L1 / %L2").arg(pos).arg(len);
    });

    m_gameBox = new QGroupBox(this);
    m_aLabel = new QLabel(this);
    m_bLabel = new QLabel(this);
    m_seedLabel = new QLabel(this);
    m_stepsLabel = new QLabel(this);
    m_showLabel = new QLabel(this);
    m_a = new QComboBox(this);
    m_a->setObjectName(QStringLiteral("colabA"));
    m_b = new QComboBox(this);
    m_b->setObjectName(QStringLiteral("colabB"));
    for (const QString& n : builtInStrategies()) {
        m_a->addItem(n);
        m_b->addItem(n);
    }
    m_a->setCurrentText(QStringLiteral("tit-for-tat"));
    m_b->setCurrentText(QStringLiteral("random"));
    for (QComboBox* box : {m_a, m_b})
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_seed = new QSpinBox(this);
    m_seed->setObjectName(QStringLiteral("colabSeed"));
    m_seed->setRange(0, 1'000'000'000);
    m_seed->setValue(1);
    m_maxSteps = new QSpinBox(this);
    m_maxSteps->setObjectName(QStringLiteral("colabMaxSteps"));
    m_maxSteps->setRange(1, 100000);
    m_maxSteps->setValue(colab::kDefaultMaxSteps);
    m_show = new QComboBox(this);
    m_show->setObjectName(QStringLiteral("colabShow"));
    m_show->addItems({QString(), QString(), QString()});
    m_play = new QPushButton(this);
    m_play->setObjectName(QStringLiteral("colabPlay"));
    m_nextRound = new QPushButton(this);
    m_nextRound->setObjectName(QStringLiteral("colabNextRound"));
    m_newMaze = new QPushButton(this);
    m_newMaze->setObjectName(QStringLiteral("colabNewMaze"));
    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("colabResult"));
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->addRow(m_aLabel, m_a);
    form->addRow(m_bLabel, m_b);
    form->addRow(m_seedLabel, m_seed);
    form->addRow(m_stepsLabel, m_maxSteps);
    form->addRow(m_showLabel, m_show);
    auto* buttons = new FlowLayout; // wraps where a language's labels are long
    buttons->addWidget(m_play);
    buttons->addWidget(m_nextRound);
    buttons->addWidget(m_newMaze);
    auto* gameLayout = new QVBoxLayout(m_gameBox);
    gameLayout->addLayout(form);
    gameLayout->addLayout(buttons);
    gameLayout->addWidget(m_result);

    m_tournament = new ColabTournamentPanel(doc, this);
    m_tournament->setStrategies(builtInStrategies());
    auto* side = new QWidget;
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->addWidget(m_gameBox);
    sideLayout->addWidget(m_tournament);
    sideLayout->addStretch(1);
    setUpPage(m_view, side, 330);

    connect(animation(), &Animation::stepShown, this, [this](qint64 step) {
        if (m_frames)
            m_frames->showStep(step);
        m_view->updateOverlays();
    });
    connect(m_play, &QPushButton::clicked, this, &ColabPage::playGame);
    connect(m_nextRound, &QPushButton::clicked, this, &ColabPage::nextRound);
    connect(m_newMaze, &QPushButton::clicked, this, &ColabPage::newMaze);
    connect(m_show, &QComboBox::currentIndexChanged, this, [this] {
        applyShow();
        saveSettings();
    });
    for (QComboBox* box : {m_a, m_b})
        connect(box, &QComboBox::currentIndexChanged, this, [this] {
            m_rounds = 0; // other players: a new series
            saveSettings();
        });
    for (QSpinBox* box : {m_seed, m_maxSteps})
        connect(box, &QSpinBox::valueChanged, this, &ColabPage::saveSettings);
    connect(m_tournament, &ColabTournamentPanel::evolved, this, [this](const QString& name) {
        addStrategy(name);
        m_b->setCurrentText(name);
    });
    connect(doc, &MazeDocument::cellsChanged, this, [this](int index) {
        if (index == m_doc->currentIndex())
            mazeChanged();
    });
    connect(doc, &MazeDocument::mazeChanged, this, [this](int index) {
        if (index == m_doc->currentIndex())
            mazeChanged();
    });
    connect(doc, &MazeDocument::currentIndexChanged, this, &ColabPage::mazeChanged);
    connect(doc, &MazeDocument::documentReset, this, [this] {
        restoreSettings();
        mazeChanged();
    });
    connect(doc->jobs(), &JobRunner::started, this, [this] {
        for (QPushButton* b : {m_play, m_nextRound, m_newMaze})
            b->setEnabled(false);
    });
    connect(doc->jobs(), &JobRunner::finished, this, [this](const JobReport& report) {
        for (QPushButton* b : {m_play, m_nextRound, m_newMaze})
            b->setEnabled(true);
        if (m_playing && report.outcome != JobOutcome::Finished)
            m_result->setText(JobRunner::describe(report));
        m_playing = false;
    });
    retranslateUi();
    restoreSettings();
}

ColabPage::~ColabPage()
{
    if (m_frames)
        m_view->removeOverlay(&m_frames->overlay());
    m_view->setTool(nullptr);
}

void ColabPage::retranslateUi()
{
    setWindowTitle(tr("CoLab"));
    m_gameBox->setTitle(tr("Game"));
    m_aLabel->setText(tr("Player A:"));
    m_bLabel->setText(tr("Player B:"));
    m_seedLabel->setText(tr("Seed:"));
    m_seed->setToolTip(tr("Draws the two start cells and the players' chances"));
    m_stepsLabel->setText(tr("Steps at most:"));
    m_showLabel->setText(tr("Show:"));
    m_show->setItemText(0, tr("Both players"));
    m_show->setItemText(1, tr("The maze as A knows it"));
    m_show->setItemText(2, tr("The maze as B knows it"));
    m_play->setText(tr("Play"));
    m_play->setToolTip(tr("Play one game on this maze (a new series of rounds)"));
    m_nextRound->setText(tr("Next round"));
    m_nextRound->setToolTip(tr("Play the next round with the next seed; the points (the thesis' fitness₂: +2 a "
                             "win, +1 a draw, −1 a loss, −2 when nobody arrives) add up"));
    m_newMaze->setText(tr("New maze"));
    m_newMaze->setToolTip(tr("Add a generated maze (backtracker) of the tournament's size to "
                             "the document"));
    if (!m_frames && !m_playing)
        m_result->setText(tr("Press Play: A starts on one free cell, B on another, and each "
                             "races to the other's start through a maze neither knows."));
}

void ColabPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    AnimatedPage::changeEvent(event);
}

void ColabPage::showEvent(QShowEvent* event)
{
    AnimatedPage::showEvent(event);
    if (!m_frames && !m_playedOnce) // the first visit shows a whole game at once (its end)
        startGame(false);
}

void ColabPage::addStrategy(const QString& name)
{
    if (m_a->findText(name) >= 0)
        return;
    m_a->addItem(name);
    m_b->addItem(name);
    QStringList all;
    for (int i = 0; i < m_a->count(); ++i)
        all << m_a->itemText(i);
    m_tournament->setStrategies(all);
}

bool ColabPage::playGame()
{
    return startGame(true);
}

void ColabPage::nextRound()
{
    m_seed->setValue(m_seed->value() + 1);
    startGame(true, m_rounds > 0);
}

bool ColabPage::startGame(bool animate, bool continueSeries)
{
    m_playedOnce = true;
    const Maze maze = m_doc->currentMaze();
    const QString a = m_a->currentText();
    const QString b = m_b->currentText();
    const auto seed = std::uint64_t(m_seed->value());
    const int maxSteps = m_maxSteps->value();
    m_playing = m_doc->jobs()->start(
        tr("CoLab game"),
        [maze, a, b, seed, maxSteps](Control& control) {
            return std::shared_ptr<ColabFrames>(
                ColabFrames::play(maze, a, b, seed, maxSteps, &control));
        },
        [this, maze, animate, continueSeries](const std::shared_ptr<ColabFrames>& frames) {
            if (!(maze.cells() == m_doc->currentMaze().cells()))
                return; // the maze changed meanwhile
            if (m_frames)
                m_view->removeOverlay(&m_frames->overlay());
            m_frames = frames;
            applyShow();
            m_view->addOverlay(&m_frames->overlay());
            animation()->setFrames(m_frames, animate ? 0 : -1);
            const colab::GameResult& r = m_frames->result();
            QString outcome;
            switch (r.outcome) {
            case colab::Outcome::AWins: outcome = tr("A wins after %n steps.", nullptr, r.steps); break;
            case colab::Outcome::BWins: outcome = tr("B wins after %n steps.", nullptr, r.steps); break;
            case colab::Outcome::Draw: outcome = tr("A draw after %n steps.", nullptr, r.steps); break;
            case colab::Outcome::Timeout:
                outcome = tr("Nobody arrived within %n steps.", nullptr, r.steps);
                break;
            }
            if (r.stopped)
                outcome = tr("Stopped after %n steps (the time limit of a minute).", nullptr, r.steps);
            if (!continueSeries)
                m_rounds = 0, m_pointsA = 0, m_pointsB = 0;
            ++m_rounds;
            m_pointsA += r.points(true);
            m_pointsB += r.points(false);
            m_result->setText(
                outcome + QLatin1Char('\n')
                + tr("A started at %1, B at %2, %n moves apart.", nullptr,
                     colab::trueDistance(m_frames->maze(), r.startA, r.startB))
                      .arg(cellText(r.startA), cellText(r.startB))
                + QLatin1Char('\n')
                + tr("%n trades;", nullptr, r.trades) + QLatin1Char(' ')
                + tr("A knows %L1 cells, B %L2, of %L3.")
                      .arg(qint64(r.knownA))
                      .arg(qint64(r.knownB))
                      .arg(qint64(m_frames->maze().cellCount()))
                + QLatin1Char('\n')
                + tr("Round %L1: %L2 points for A, %L3 for B (fitness₂).")
                      .arg(m_rounds)
                      .arg(qint64(m_pointsA))
                      .arg(qint64(m_pointsB)));
            if (animate)
                player()->play();
        },
        JobOptions{0, std::chrono::seconds(60)});
    if (!m_playing && m_doc->jobs()->isRunning())
        m_result->setText(tr("Another job is running; press Play when it is done."));
    return m_playing;
}

void ColabPage::mazeChanged()
{
    m_rounds = 0; // another maze: a new series
    if (m_frames)
        m_view->removeOverlay(&m_frames->overlay());
    m_frames.reset();
    animation()->setFrames(nullptr);
    m_view->updateOverlays();
    retranslateUi();
}

void ColabPage::applyShow()
{
    if (!m_frames)
        return;
    m_frames->setShow(ColabOverlay::Show(std::clamp(m_show->currentIndex(), 0, 2)));
    m_view->updateOverlays();
}

void ColabPage::newMaze()
{
    const int size = m_tournament->sizeBox()->value();
    const auto seed = std::uint64_t(m_seed->value());
    Maze maze = colab::experimentMazes("backtracker", size, size, 1, seed).front();
    const int at = m_doc->mazeCount();
    m_doc->addMaze(at, {tr("CoLab %1 × %1, seed %2").arg(size).arg(seed), maze});
    m_doc->setCurrentIndex(at);
    playGame();
}

void ColabPage::saveSettings()
{
    if (m_restoring)
        return;
    QJsonObject o = m_doc->viewSettings(kKey);
    const QJsonObject before = o;
    o[QStringLiteral("a")] = m_a->currentText();
    o[QStringLiteral("b")] = m_b->currentText();
    o[QStringLiteral("seed")] = m_seed->value();
    o[QStringLiteral("maxSteps")] = m_maxSteps->value();
    o[QStringLiteral("show")] = m_show->currentIndex();
    if (o != before)
        m_doc->setViewSettings(kKey, o);
}

void ColabPage::restoreSettings()
{
    m_restoring = true;
    const QJsonObject o = m_doc->viewSettings(kKey);
    for (const auto& [box, key, fallback] :
         {std::tuple{m_a, "a", "tit-for-tat"}, std::tuple{m_b, "b", "random"}}) {
        const QString name = o.value(QLatin1String(key)).toString(QLatin1String(fallback));
        try {
            colab::makeStrategy(name.toStdString());
            addStrategy(name);
            box->setCurrentText(name);
        } catch (const std::invalid_argument& e) {
            m_doc->reportRestoreProblem(tr("CoLab: player %1 could not be restored (%2).")
                                            .arg(QString::fromLatin1(key).toUpper(),
                                                 QString::fromStdString(e.what())));
            box->setCurrentText(QLatin1String(fallback));
        }
    }
    m_seed->setValue(o.value(QStringLiteral("seed")).toInt(1));
    m_maxSteps->setValue(o.value(QStringLiteral("maxSteps")).toInt(colab::kDefaultMaxSteps));
    m_show->setCurrentIndex(std::clamp(o.value(QStringLiteral("show")).toInt(0), 0, 2));
    m_restoring = false;
}

} // namespace mazelab
