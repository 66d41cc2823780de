#include "ui/mouse/mousepage.h"

#include "core/mouse/mouseloopless.h"
#include "core/mouse/mousetrace.h"
#include "ui/animation/animation.h"
#include "ui/colorscale.h"
#include "ui/mazedocument.h"
#include "ui/mazeview.h"
#include "ui/modepagelayout.h"
#include "ui/mouse/mousecharts.h"
#include "ui/mouse/mouseendstool.h"
#include "ui/mouse/mouseframes.h"
#include "ui/mouse/mousesearchpanel.h"
#include "ui/mouse/mousewalker.h"
#include "ui/player/playbackcontroller.h"
#include "ui/player/playerbar.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QJsonObject>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace mazelab {

namespace {
const QString kMode = QStringLiteral("mouse");
constexpr std::int64_t kMaxSteps = 20'000'000; // the walk the page records at most
} // namespace

MousePage::MousePage(MazeDocument* doc, QWidget* parent)
    : AnimatedPage(doc, kMode, parent), m_view(new MazeView(this)),
      m_tool(std::make_unique<MouseEndsTool>([this](MouseEndsTool::End end, int col) {
          (end == MouseEndsTool::End::Entrance ? m_entry : m_exit)->setValue(col + 1);
      }))
{
    m_walker = new MouseWalker([this](MouseWalker::Result r) { showWalk(std::move(r)); }, this);
    setObjectName(kMode);
    setProperty(kUsesStartGoal, false); // no start / goal: no "Solvable" field
    m_view->setObjectName(QStringLiteral("mouseView"));
    m_view->setDocument(doc);
    MazeStyle style = m_view->mazeStyle();
    style.showStartGoal = false; // the mouse uses its own entrance and exit
    m_view->setMazeStyle(style);
    m_view->setTool(m_tool.get());
    m_view->setFrameRows(1, 1); // the rows of the entrance and exit arrows
    playerBar()->setCounterFormatter([this](qint64 pos, qint64 len) {
        return m_walk.escaped ? tr("turn %L1 / %L2").arg(pos).arg(len) : QString();
    });

    m_charts = new MouseCharts(this);
    m_search = new MouseSearchPanel(doc, this);
    auto* side = new QWidget;
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->addWidget(buildWalkBox());
    sideLayout->addWidget(m_charts);
    sideLayout->addWidget(m_search);
    sideLayout->addStretch(1);
    setUpPage(m_view, side, 360);

    connect(animation(), &Animation::stepShown, this, &MousePage::showTurn);
    auto restart = [this] {
        saveSettings();
        recompute();
    };
    connect(m_entry, qOverload<int>(&QSpinBox::valueChanged), this, restart);
    connect(m_exit, qOverload<int>(&QSpinBox::valueChanged), this, restart);
    connect(m_scale, qOverload<int>(&QComboBox::currentIndexChanged), this, [this] {
        const auto scale = static_cast<ColorScaleKind>(m_scale->currentData().toInt());
        m_search->setColourScale(scale);
        if (m_frames)
            m_frames->mouseOverlay().scale = scale;
        m_view->updateOverlays();
        saveSettings();
    });
    connect(m_loopless, &QCheckBox::toggled, this, [this] { recompute(); });
    connect(m_search, &MouseSearchPanel::bestFound, this,
            [this](const Maze& maze, int entry, int exit, qint64 steps, int n) {
                m_doc->addMaze(m_doc->mazeCount(),
                               {tr("Mouse %1 × %1: %n steps", nullptr, int(steps)).arg(n), maze});
                m_doc->setCurrentIndex(m_doc->mazeCount() - 1);
                m_entry->setValue(entry + 1);
                m_exit->setValue(exit + 1);
                m_view->fitToWindow();
            });
    auto current = [this](int index) {
        if (index == m_doc->currentIndex())
            recompute();
    };
    connect(doc, &MazeDocument::cellsChanged, this, current);
    connect(doc, &MazeDocument::mazeChanged, this, current);
    connect(doc, &MazeDocument::currentIndexChanged, this, [this] { recompute(); });
    connect(doc, &MazeDocument::documentReset, this, [this] {
        loadSettings();
        recompute();
    });
    retranslateUi();
    loadSettings();
    recompute();
}

MousePage::~MousePage()
{
    if (m_frames)
        m_view->removeOverlay(&m_frames->overlay());
    m_view->setTool(nullptr);
}

QWidget* MousePage::buildWalkBox()
{
    m_walkBox = new QGroupBox(this);
    m_entryLabel = new QLabel(this);
    m_exitLabel = new QLabel(this);
    m_scaleLabel = new QLabel(this);
    m_entry = new QSpinBox(this);
    m_entry->setObjectName(QStringLiteral("mouseEntry"));
    m_exit = new QSpinBox(this);
    m_exit->setObjectName(QStringLiteral("mouseExit"));
    m_scale = new QComboBox(this);
    m_scale->setObjectName(QStringLiteral("mouseScale"));
    // The whole item text stays readable: the combo is as wide as its longest item, and the
    // form puts it under its label where the panel is too narrow for both (WrapLongRows).
    m_scale->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("mouseSummary"));
    m_summary->setWordWrap(true);
    m_loopless = new QCheckBox(this);
    m_loopless->setObjectName(QStringLiteral("mouseLoopless"));
    m_looplessInfo = new QLabel(this);
    m_looplessInfo->setObjectName(QStringLiteral("mouseLooplessInfo"));
    m_looplessInfo->setWordWrap(true);
    auto* form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->addRow(m_entryLabel, m_entry);
    form->addRow(m_exitLabel, m_exit);
    form->addRow(m_scaleLabel, m_scale);
    auto* layout = new QVBoxLayout(m_walkBox);
    layout->addLayout(form);
    layout->addWidget(m_summary);
    layout->addWidget(m_loopless);
    layout->addWidget(m_looplessInfo);
    return m_walkBox;
}

QPushButton* MousePage::searchButton() const { return m_search->searchButton(); }
QSpinBox* MousePage::searchSize() const { return m_search->searchSize(); }
QComboBox* MousePage::searchMethod() const { return m_search->searchMethod(); }
QSpinBox* MousePage::searchSeconds() const { return m_search->searchSeconds(); }
QSpinBox* MousePage::searchThreads() const { return m_search->searchThreads(); }
QLabel* MousePage::searchResult() const { return m_search->searchResult(); }
QLabel* MousePage::bestPicture() const { return m_search->bestPicture(); }

void MousePage::retranslateUi()
{
    setWindowTitle(tr("Mouse"));
    m_walkBox->setTitle(tr("Squeaky's walk"));
    m_entryLabel->setText(tr("Entrance column:"));
    m_exitLabel->setText(tr("Exit column:"));
    m_entry->setToolTip(tr("The mouse enters from above this column of the top row. On the board: "
                           "click or drag the green arrow, or click the row above the board."));
    m_exit->setToolTip(tr("The mouse leaves below this column of the bottom row. On the board: "
                          "click or drag the red arrow, or click the row below the board."));
    m_scaleLabel->setText(tr("Colours:"));
    const int scale = m_scale->count() ? m_scale->currentIndex() : 0;
    m_scale->blockSignals(true);
    m_scale->clear();
    m_scale->addItem(tr("Green → yellow (as in the game)"), int(ColorScaleKind::GreenYellow));
    m_scale->addItem(tr("Cividis (colour-blind safe)"), int(ColorScaleKind::Cividis));
    m_scale->addItem(tr("Viridis"), int(ColorScaleKind::Viridis));
    m_scale->setCurrentIndex(scale);
    m_scale->blockSignals(false);
    // QComboBox caches its minimum size hint from before the items: pin the whole width.
    m_scale->setMinimumWidth(m_scale->sizeHint().width());
    m_loopless->setText(tr("Loop-less analysis"));
    m_loopless->setToolTip(tr("Main path and side paths with their step counts, from the thesis' formulas and from the walk (Merckens ch. 5); for mazes without loops"));
}

void MousePage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        recompute(); // the summary's texts
    }
    AnimatedPage::changeEvent(event);
}

std::vector<std::int64_t> MousePage::visitsAt(qint64 turn) const
{
    if (!m_frames)
        return std::vector<std::int64_t>(m_doc->currentMaze().cellCount(), 0);
    const TraceState s = m_frames->trace()->stateAt(turn);
    return {s.layers[0].begin(), s.layers[0].end()};
}

void MousePage::saveSettings()
{
    if (m_loading)
        return;
    QJsonObject o = m_doc->viewSettings(kMode);
    o[QStringLiteral("entry")] = m_entry->value() - 1;
    o[QStringLiteral("exit")] = m_exit->value() - 1;
    o[QStringLiteral("scale")] = m_scale->currentData().toInt();
    m_doc->setViewSettings(kMode, o);
}

void MousePage::loadSettings()
{
    const QJsonObject o = m_doc->viewSettings(kMode);
    m_loading = true;
    const QSignalBlocker b1(m_entry), b2(m_exit), b3(m_scale);
    const int cols = m_doc->currentMaze().cols();
    for (QSpinBox* s : {m_entry, m_exit})
        s->setRange(1, cols);
    m_entry->setValue(o.value(QStringLiteral("entry")).toInt(0) + 1);
    m_exit->setValue(o.value(QStringLiteral("exit")).toInt(0) + 1);
    const int scale = m_scale->findData(o.value(QStringLiteral("scale")).toInt(0));
    m_scale->setCurrentIndex(std::max(0, scale));
    m_search->setColourScale(static_cast<ColorScaleKind>(m_scale->currentData().toInt()));
    m_loading = false;
}

void MousePage::recompute()
{
    if (deferredWhileHidden())
        return; // showEvent walks the board as it is then
    const Maze& maze = m_doc->currentMaze();
    for (QSpinBox* s : {m_entry, m_exit}) {
        const QSignalBlocker block(s);
        s->setRange(1, maze.cols());
    }
    MouseOptions options;
    options.entryCol = m_entry->value() - 1;
    options.exitCol = m_exit->value() - 1;
    options.maxSteps = kMaxSteps;
    m_search->setEnds(options.entryCol, options.exitCol);
    // Small boards: showWalk has run when request() returns. Big ones: a worker walks while
    // the window stays usable; the old walk stays on screen until the new one arrives.
    if (!m_walker->request(maze, options, m_loopless->isChecked()))
        m_summary->setText(tr("Squeaky is walking (%L1 × %L2 cells)…").arg(maze.rows()).arg(maze.cols()));
}

void MousePage::showWalk(MouseWalker::Result result)
{
    if (result.outOfMemory) {
        if (m_frames)
            m_view->removeOverlay(&m_frames->overlay());
        m_frames.reset();
        m_walk = {};
        m_charts->setTrace(nullptr, 0);
        animation()->setFrames(nullptr, -1);
        m_summary->setText(tr("Not enough memory to record this walk."));
        return;
    }
    const Maze& maze = result.maze;
    const MouseOptions& options = result.options;
    MouseTrace& recorded = result.recorded;
    m_walk = std::move(recorded.walk);

    MouseOverlay overlay;
    overlay.entryCol = options.entryCol;
    overlay.exitCol = options.exitCol;
    overlay.scale = static_cast<ColorScaleKind>(m_scale->currentData().toInt());
    m_looplessInfo->clear();
    if (result.loopless) {
        const LooplessAnalysis& a = *result.loopless;
        if (!a.loopless) {
            m_looplessInfo->setText(tr("This maze has loops or 2 × 2 open blocks, so the formula does not apply."));
        } else {
            overlay.structure.assign(maze.cellCount(), 0);
            for (std::uint32_t c : a.mainPath)
                overlay.structure[c] = 1;
            for (std::size_t k = 0; k < a.sidePaths.size(); ++k) {
                for (std::uint32_t c : a.sidePaths[k].cells)
                    overlay.structure[c] = int(k) + 2;
                if (!a.sidePaths[k].cells.empty())
                    overlay.labels.push_back({int(a.sidePaths[k].cells.front()),
                                              QStringLiteral("+%1").arg(a.sidePaths[k].formulaCost)});
            }
            // Each count in its own numerus message: "1 side path", Romanian "45 de pași".
            m_looplessInfo->setText(tr("Main path (blue): %1; %2: %3; total %L4 = the simulated %L5.")
                                        .arg(tr("%Ln steps", nullptr, int(a.mainSteps)),
                                             tr("%Ln side paths", nullptr, int(a.sidePaths.size())),
                                             tr("%Ln steps", nullptr, int(a.totalSteps - a.mainSteps)))
                                        .arg(a.totalSteps).arg(a.simulatedSteps)
                                    + QLatin1Char(' ')
                                    + tr("Computed from the tree without walking (Theorems 2–5): %Ln "
                                         "steps.",
                                         nullptr, int(a.formulaSteps)));
        }
    }
    if (m_frames)
        m_view->removeOverlay(&m_frames->overlay());
    m_frames = std::make_shared<MouseFrames>(maze, recorded.trace, std::move(overlay));
    m_view->addOverlay(&m_frames->overlay());
    const std::int64_t top = m_frames->mouseOverlay().maxVisit;
    if (m_walk.noWayOut)
        m_summary->setText(tr("No way out: the exit cannot be reached from the entrance."));
    else if (!m_walk.escaped)
        m_summary->setText(tr("The walk was stopped after %Ln steps.", nullptr, int(kMaxSteps)));
    else if (top == 1)
        m_summary->setText(tr("Squeaky escapes after %Ln steps; no cell is visited twice.",
                               nullptr, int(m_walk.steps)));
    else
        // Two counts, each with its own plural form (a numerus message has one count).
        m_summary->setText(tr("Squeaky escapes after %Ln steps; %1", nullptr, int(m_walk.steps))
                               .arg(tr("the busiest cell is visited %Ln times.", nullptr, top)));
    m_charts->setTrace(m_walk.escaped ? recorded.trace : nullptr, top);
    // Editing restarts the walk cleanly; the final counts show first.
    animation()->setFrames(m_walk.escaped ? m_frames : nullptr, -1);
    if (!m_walk.escaped)
        showTurn(0);
}

void MousePage::showTurn(qint64 turn)
{
    if (!m_frames)
        return;
    m_frames->showStep(m_walk.escaped ? turn : 0);
    m_view->updateOverlays();
    m_charts->showTurn(turn, m_frames->state().layers[0]);
}

} // namespace mazelab
