#include "ui/simaso/simasopage.h"

#include "ui/animation/animation.h"
#include "ui/animation/framepainter.h"

#include "ui/mainwindow/mainwindow.h"
#include "ui/mazedocument.h"
#include "ui/modepagelayout.h"
#include "ui/player/playbackcontroller.h"
#include "ui/simaso/allmazescheck.h"
#include "ui/simaso/countsigmapanel.h"
#include "ui/simaso/experimentpanel.h"
#include "ui/simaso/mazedetailview.h"
#include "ui/simaso/mazesetbrowser.h"
#include "ui/simaso/sequenceplayer.h"
#include "ui/simaso/setpanel.h"
#include "ui/simaso/sigmacertificateview.h"
#include "ui/simaso/simasosession.h"
#include "ui/simaso/solverpanel.h"

#include "core/mazeformat.h"
#include "core/simaso/sequencetext.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QJsonArray>
#include <QLineEdit>
#include <QSpinBox>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QMessageBox>
#include <QVBoxLayout>

namespace mazelab {

namespace {
const QString kSettingsKey = QStringLiteral("simaso");
// Explicit lists up to this size are stored in the project as .maze text.
constexpr qint64 kMaxStoredList = 5000;

// The side panels scroll instead of imposing their full size on the main window: vertically,
// and sideways too when the side is narrower than a panel's rows (longer in German), which
// would otherwise be cut off where the user cannot reach them.
QWidget* scrollable(QWidget* panel)
{
    auto* area = new QScrollArea;
    area->setWidget(panel);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    return area;
}
} // namespace

SimasoPage::SimasoPage(MazeDocument* doc, QWidget* parent)
    : QWidget(parent), m_doc(doc), m_session(new SimasoSession(doc, this))
{
    setObjectName(QStringLiteral("simaso"));
    m_setPanel = new SetPanel(m_session, this);
    m_detail = new MazeDetailView(m_session, this);
    m_player = new SequencePlayer(m_session, this);
    m_side = new QTabWidget(this);
    m_side->setObjectName(QStringLiteral("simasoSideTabs"));
    m_side->setProperty(kPresentationHides, true);
    m_side->addTab(m_detail, QString());
    m_solvers = new SolverPanel(m_session, builtinSolvers(), this);
    m_solvers->setTextSource(&builtinSolvers);
    m_check = new AllMazesCheck(m_session, m_solvers);
    m_solvers->layout()->addWidget(m_check);
    m_solvers->layout()->addWidget(new CountSigmaPanel(doc, m_solvers));
    m_solvers->layout()->addWidget(new SigmaCertificateView(m_session, m_solvers));
    m_side->addTab(scrollable(m_solvers), QString());
    m_experiments = new ExperimentPanel(doc, builtinSolvers(), this);
    m_side->addTab(scrollable(m_experiments), QString());

    m_hsplit = new QSplitter(Qt::Horizontal, this);
    m_hsplit->addWidget(m_setPanel);
    m_hsplit->addWidget(m_side);
    m_hsplit->setStretchFactor(0, 3);
    m_hsplit->setStretchFactor(1, 2);
    m_vsplit = new QSplitter(Qt::Vertical, this);
    m_vsplit->addWidget(m_hsplit);
    m_vsplit->addWidget(m_player);
    m_vsplit->setStretchFactor(0, 3);
    m_vsplit->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_vsplit);

    MazeSetBrowser* browser = m_setPanel->browser();
    connect(browser, &MazeSetBrowser::selectionChanged, m_detail, &MazeDetailView::showMaze);
    connect(browser, &MazeSetBrowser::mazeClicked, this,
            [this] { m_side->setCurrentWidget(m_detail); });
    // A new set shows its first maze in the large view.
    connect(m_session, &SimasoSession::setChanged, this, [this] {
        if (m_session->mazeCount() > 0)
            m_setPanel->browser()->setSelectedIndex(0, false);
    });
    connect(browser, &MazeSetBrowser::mazeOpenRequested, this, &SimasoPage::openInEditor);
    connect(m_detail, &MazeDetailView::openInEditorRequested, this, &SimasoPage::openInEditor);
    connect(m_check, &AllMazesCheck::counterexampleOpened, this, [this] {
        if (auto* window = qobject_cast<MainWindow*>(this->window()))
            window->selectMode(QStringLiteral("editor"));
    });
    connect(m_setPanel, &SetPanel::userChanged, this, &SimasoPage::saveSettings);
    connect(m_session, &SimasoSession::runChanged, this, &SimasoPage::saveSettings);
    connect(m_session->player(), &PlaybackController::speedChanged, this,
            &SimasoPage::saveSettings);
    connect(doc, &MazeDocument::documentReset, this, &SimasoPage::restoreSettings);
    connect(m_player, &SequencePlayer::exportTilesRequested, this, [this] { exportAnimation(false); });
    connect(m_player, &SequencePlayer::exportSelectedRequested, this, [this] { exportAnimation(true); });
    m_session->animation()->installKeys(this, m_player->bar());
    connect(m_session->animation(), &Animation::exportFinished, this,
            [this](bool ok, const QString& message) {
                if (!ok && !message.isEmpty() && isVisible())
                    QMessageBox::warning(this, tr("Export animation"), message);
            });
    retranslateUi();
    restoreSettings();
}

bool SimasoPage::exportAnimation(bool selectedMaze)
{
    std::shared_ptr<FramePainter> frames;
    if (selectedMaze) {
        const qint64 index = m_setPanel->browser()->selectedIndex();
        if (index >= 0)
            frames = m_session->frames({index}, 1);
    } else {
        frames = m_session->defaultFrames();
    }
    if (!frames)
        return false;
    return m_session->animation()->exportFrames(this, m_doc->jobs(), *frames,
                                                selectedMaze ? QStringLiteral("sequence-maze")
                                                             : QStringLiteral("sequence"));
}

void SimasoPage::retranslateUi()
{
    setWindowTitle(tr("Simultaneous"));
    m_side->setTabText(0, tr("Maze"));
    m_side->setTabText(1, tr("Solvers"));
    m_side->setTabText(2, tr("Experiments"));
}

void SimasoPage::showPanel(QWidget* panel)
{
    for (int i = 0; i < m_side->count(); ++i) {
        auto* scroll = qobject_cast<QScrollArea*>(m_side->widget(i));
        if (m_side->widget(i) == panel || (scroll && scroll->widget() == panel))
            m_side->setCurrentIndex(i);
    }
}

void SimasoPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void SimasoPage::openInEditor(qint64 index)
{
    const auto& set = m_session->set();
    if (!set || index < 0 || index >= set->size())
        return;
    const int at = m_doc->mazeCount();
    m_doc->addMaze(at, {tr("Set maze #%1").arg(index + 1), set->maze(index)});
    m_doc->setCurrentIndex(at);
    if (auto* window = qobject_cast<MainWindow*>(this->window()))
        window->selectMode(QStringLiteral("editor"));
}

QJsonObject SimasoPage::currentSettings() const
{
    QJsonObject o;
    const SetPanel* p = m_setPanel;
    o[QStringLiteral("source")] = p->sourceBox()->currentIndex();
    o[QStringLiteral("rows")] = p->rowsBox()->value();
    o[QStringLiteral("cols")] = p->colsBox()->value();
    o[QStringLiteral("count")] = p->countBox()->value();
    o[QStringLiteral("density")] = p->densityBox()->value();
    o[QStringLiteral("seed")] = p->seedBox()->value();
    const auto& set = m_session->set();
    if (set) {
        o[QStringLiteral("setKind")] = set->kind();
        o[QStringLiteral("setRows")] = set->rows();
        o[QStringLiteral("setCols")] = set->cols();
        if (set->kind() == QLatin1String("random")) {
            o[QStringLiteral("setCount")] = set->randomCount;
            o[QStringLiteral("setDensity")] = set->randomDensity;
            o[QStringLiteral("setSeed")] = QString::number(set->randomSeed);
        } else if (set->kind() == QLatin1String("list") && set->size() <= kMaxStoredList) {
            MazeFile file;
            for (qint64 i = 0; i < set->size(); ++i) {
                file.mazes.push_back(set->maze(i));
                file.names.emplace_back();
            }
            o[QStringLiteral("setMazes")] = QString::fromStdString(mazeFileToText(file));
            o[QStringLiteral("setDescription")] = set->description();
        }
    }
    o[QStringLiteral("sequence")] = m_session->sequenceText();
    o[QStringLiteral("filter")] = p->filterBox()->currentIndex();
    o[QStringLiteral("filterStep")] = p->filterStepBox()->value();
    o[QStringLiteral("speed")] = m_session->player()->speed();
    o[QStringLiteral("thumb")] = p->browser()->thumbSize();
    return o;
}

void SimasoPage::saveSettings()
{
    if (m_restoring)
        return;
    const QJsonObject now = currentSettings();
    if (now != m_doc->viewSettings(kSettingsKey))
        m_doc->setViewSettings(kSettingsKey, now);
}

void SimasoPage::restoreSettings()
{
    m_restoring = true;
    QJsonObject o = m_doc->viewSettings(kSettingsKey);
    const bool fresh = o.isEmpty();
    if (fresh) // the thesis' first example: drddruurrdd solves all 51 solvable 3×3 mazes
        o = QJsonObject{{QStringLiteral("setKind"), QStringLiteral("all")},
                        {QStringLiteral("setRows"), 3},
                        {QStringLiteral("setCols"), 3},
                        {QStringLiteral("sequence"), QStringLiteral("drddruurrdd")}};
    m_setPanel->setControls(SetPanel::SourceKind(o.value(QStringLiteral("source")).toInt(0)),
                            o.value(QStringLiteral("rows")).toInt(3),
                            o.value(QStringLiteral("cols")).toInt(3),
                            o.value(QStringLiteral("count")).toInt(100),
                            o.value(QStringLiteral("density")).toDouble(0.3),
                            o.value(QStringLiteral("seed")).toInt(1));
    m_setPanel->browser()->setThumbSize(o.value(QStringLiteral("thumb")).toInt(72));
    if (o.contains(QStringLiteral("speed")))
        m_session->player()->setSpeed(o.value(QStringLiteral("speed")).toDouble());

    // The set: rebuilt from its parameters (cheap kinds only; big enumerations are not
    // started behind the user's back).
    std::shared_ptr<const SimasoSet> set;
    const QString kind = o.value(QStringLiteral("setKind")).toString();
    const int rows = o.value(QStringLiteral("setRows")).toInt();
    const int cols = o.value(QStringLiteral("setCols")).toInt();
    try {
        Control control;
        if (kind == QLatin1String("all") && rows * cols <= 20 && rows > 0 && cols > 0) {
            set = SimasoSet::allSolvable(rows, cols, control);
        } else if (kind == QLatin1String("random")) {
            set = SimasoSet::random(o.value(QStringLiteral("setCount")).toInteger(), rows, cols,
                                    o.value(QStringLiteral("setDensity")).toDouble(),
                                    o.value(QStringLiteral("setSeed")).toString().toULongLong(),
                                    control);
        } else if (kind == QLatin1String("list")) {
            MazeFile file =
                parseMazeText(o.value(QStringLiteral("setMazes")).toString().toStdString());
            set = SimasoSet::fromMazes(file.mazes,
                                       o.value(QStringLiteral("setDescription")).toString());
        }
    } catch (const std::exception& e) {
        // A damaged entry: start without a set rather than fail to open, and say so (the file
        // keeps the entry until this page's settings change).
        set = nullptr;
        m_doc->reportRestoreProblem(
            tr("Simultaneous: the maze set could not be restored (%1); the page opens without "
               "it.")
                .arg(QString::fromStdString(e.what())));
    }
    const SequenceText sequence =
        parseSequenceText(o.value(QStringLiteral("sequence")).toString().toStdString(), false);
    if (const auto& e = sequence.error) {
        const char32_t c = e->character;
        m_doc->reportRestoreProblem(
            tr("Simultaneous: the move sequence could not be read: character %L1, '%2', is not "
               "a move (u, d, l, r); the player opens without it.")
                .arg(qint64(e->column))
                .arg(QChar::isPrint(c) ? QString::fromUcs4(&c, 1)
                                       : QStringLiteral("U+%1").arg(uint(c), 4, 16,
                                                                    QLatin1Char('0'))));
    }
    m_session->reset(set, sequence.moves, fresh ? -1 : 0);
    m_setPanel->setFilter(o.value(QStringLiteral("filter")).toInt(0),
                          o.value(QStringLiteral("filterStep")).toInt(0));
    m_restoring = false;
    if (!set && kind == QLatin1String("all") && rows > 0 && cols > 0) {
        // Big enumerations (e.g. all 1,225,194 solvable 5×5 mazes) run as a background job.
        m_setPanel->setControls(SetPanel::AllSolvable, rows, cols,
                                m_setPanel->countBox()->value(),
                                m_setPanel->densityBox()->value(), m_setPanel->seedBox()->value());
        m_setPanel->createSet();
    }
}

} // namespace mazelab
