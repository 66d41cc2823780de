#include "ui/gen/generatepage.h"

#include "ui/animation/animation.h"
#include "ui/gen/bigcarvingexport.h"
#include "ui/gen/comparisondialog.h"
#include "ui/gen/distributionpanel.h"
#include "ui/gen/generateform.h"
#include "ui/gen/genmetricspanel.h"
#include "ui/gen/speedpanel.h"
#include "ui/jobs/jobrunner.h"
#include "ui/mazedocument.h"
#include "ui/mazeview.h"
#include "ui/modepagelayout.h"
#include "ui/player/playbackcontroller.h"

#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QToolBox>
#include <QUndoStack>
#include <QVBoxLayout>

#include <utility>

namespace mazelab {

namespace {
const QString kMode = QStringLiteral("generate");
} // namespace

GeneratePage::GeneratePage(MazeDocument* doc, QWidget* parent)
    : AnimatedPage(doc, kMode, parent), m_preview(new MazeDocument(this)),
      m_view(new MazeView(this)), m_tabs(new QToolBox(this)), m_form(new GenerateForm(this)),
      m_metrics(new GenMetricsPanel(this)), m_distribution(new DistributionPanel(this)),
      m_speed(new SpeedPanel(doc->jobs(), this))
{
    setObjectName(QStringLiteral("generatePage"));
    setProperty(kUsesStartGoal, false); // the status bar's "Solvable" is the workspace maze's
    m_view->setObjectName(QStringLiteral("generateView"));
    Maze rock(21, 21);
    rock.fill(true);
    m_preview->reset({{{QString(), rock}}, 0, {}, {}});
    m_view->setDocument(m_preview);
    m_view->addOverlay(&m_carving);
    m_view->addOverlay(&m_distances);
    m_tabs->setObjectName(QStringLiteral("generatePanels"));
    for (QWidget* w : std::initializer_list<QWidget*>{m_form, m_metrics, m_distribution, m_speed})
        m_tabs->addItem(w, QString());
    // The result line sits under the tool box, outside its scrolling pages, so it stays in
    // sight at any window height and on every tab.
    auto* side = new QWidget(this);
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->setSpacing(2);
    sideLayout->addWidget(m_tabs, 1);
    m_form->messageLabel()->setContentsMargins(6, 0, 6, 4);
    sideLayout->addWidget(m_form->messageLabel());
    setUpPage(m_view, side, 340);

    connect(animation(), &Animation::stepShown, this, &GeneratePage::showStep);
    // After AnimatedPage's own handler: a big maze has no frames but exports all the same.
    connect(animation(), &Animation::framesChanged, this, [this] {
        if (m_result && !m_result->trace)
            exportButton()->setEnabled(true);
    });
    connect(m_form, &GenerateForm::generateRequested, this, &GeneratePage::generate);
    connect(m_form, &GenerateForm::cancelRequested, doc->jobs(), &JobRunner::cancel);
    connect(m_form, &GenerateForm::addRequested, this, &GeneratePage::addToWorkspace);
    connect(m_form, &GenerateForm::replaceRequested, this, &GeneratePage::replaceCurrentMaze);
    connect(m_form, &GenerateForm::overlaysChanged, this, &GeneratePage::updateOverlays);
    connect(m_form, &GenerateForm::settingsChanged, this, &GeneratePage::saveSettings);
    connect(m_distribution, &DistributionPanel::batchRequested, this, &GeneratePage::runBatch);
    connect(m_distribution, &DistributionPanel::compareRequested, this,
            &GeneratePage::openComparison);
    for (QSpinBox* s : {m_distribution->countSpin(), m_distribution->rowsSpin(),
                        m_distribution->colsSpin(), m_speed->maxSideSpin()})
        connect(s, &QSpinBox::valueChanged, this, &GeneratePage::saveSettings);
    connect(doc->jobs(), &JobRunner::finished, this, &GeneratePage::jobFinished);
    connect(doc, &MazeDocument::documentReset, this, [this] {
        loadSettings();
        if (isVisible() && !m_doc->jobs()->isRunning()) {
            m_quietNext = true;
            generate();
        }
    });
    if (!doc->viewSettings(kMode).contains(QStringLiteral("speed")))
        player()->setSpeed(250); // carving: a 20 × 20 maze in about 3 s
    retranslateUi();
    loadSettings();
}

GeneratePage::~GeneratePage()
{
    m_view->removeOverlay(&m_carving);
    m_view->removeOverlay(&m_distances);
}

void GeneratePage::retranslateUi()
{
    setWindowTitle(tr("Generate"));
    m_tabs->setItemText(0, tr("Generate"));
    m_tabs->setItemText(1, tr("Metrics"));
    m_tabs->setItemText(2, tr("Cell types"));
    m_tabs->setItemToolTip(2, tr("Cell types: the 16 wall configurations beside the thesis"));
    m_tabs->setItemText(3, tr("Speed: time vs cells"));
    if (m_result && !m_result->trace)
        captionLabel()->setText(
            tr("%1, shown at once (no animation above %Ln cells)", nullptr,
               int(kMaxAnimatedCells))
                .arg(resultName()));
}

void GeneratePage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    AnimatedPage::changeEvent(event);
}

void GeneratePage::showEvent(QShowEvent* event)
{
    AnimatedPage::showEvent(event);
    if (!m_result && !m_autoGenerated && !m_doc->jobs()->isRunning()) {
        m_autoGenerated = true;
        m_quietNext = true; // the settings' maze, shown finished (nothing plays by itself)
        generate();
    }
}

QString GeneratePage::resultName() const
{
    if (!m_result)
        return {};
    const GenerationInput& in = m_result->input;
    return tr("%1 %2×%3, seed %4")
        .arg(QString::fromStdString(in.request.algorithm))
        .arg(in.request.rows)
        .arg(in.request.cols)
        .arg(in.seed);
}

std::optional<GenerationInput> GeneratePage::buildInput(QString* error) const
{
    const GenerateSettings s = m_form->settings();
    GenerationInput in;
    in.request.algorithm = s.algorithm.toStdString();
    in.request.rows = s.rows;
    in.request.cols = s.cols;
    in.request.params = s.paramsOf(s.algorithm);
    in.request.braid = s.braid;
    in.seed = s.seed;
    const gen::GeneratorInfo* info = gen::findGenerator(in.request.algorithm);
    if (!info) {
        *error = tr("Refused: unknown algorithm %1").arg(s.algorithm);
        return std::nullopt;
    }
    in.placement = info->passage ? s.placement : StartGoalPlacement::Corners;
    try {
        gen::resolveParams(*info, in.request.params); // a bad value is refused at once
    } catch (const gen::GenerateError& e) {
        *error = tr("Refused: %1").arg(QString::fromStdString(e.what()));
        return std::nullopt;
    }
    if (s.mask == MaskSource::WorkspaceMaze) {
        in.request.mask = maskFromMaze(m_doc->currentMaze(), s.rows, s.cols);
    } else if (s.mask == MaskSource::Image) {
        const QImage image(s.maskPath);
        if (image.isNull()) {
            *error = tr("Refused: cannot read the mask image “%1”").arg(s.maskPath);
            return std::nullopt;
        }
        in.request.mask = maskFromImage(image, s.rows, s.cols);
    }
    in.trace = true;
    in.analyse = std::int64_t(s.rows) * s.cols <= kMaxAnimatedCells;
    return in;
}

bool GeneratePage::generate()
{
    JobRunner* jobs = m_doc->jobs();
    if (jobs->isRunning() && m_job == Job::Analyse) { // the old maze's measuring gives way
        m_generateAfter = true;
        jobs->cancel();
        return true;
    }
    if (jobs->isRunning()) {
        m_form->setMessage(tr("Another job is running: %1").arg(jobs->jobName()), true);
        return false;
    }
    QString error;
    const std::optional<GenerationInput> input = buildInput(&error);
    if (!input) {
        m_form->setMessage(error, true);
        emit generated(false);
        return false;
    }
    const bool quiet = std::exchange(m_quietNext, false);
    m_job = Job::Generate;
    m_form->setRunning(true);
    m_form->setMessage(tr("Generating…"));
    const bool started = jobs->start(
        tr("Generate %1 %2×%3")
            .arg(QString::fromStdString(input->request.algorithm))
            .arg(input->request.rows)
            .arg(input->request.cols),
        [in = *input](Control& control) { return runGeneration(in, control); },
        [this, quiet](GeneratedMaze result) {
            const bool atEnd = quiet || m_form->settings().instant;
            showResult(std::move(result), atEnd);
            if (!atEnd && m_frames)
                player()->play();
        });
    if (!started) {
        m_job = Job::None;
        m_form->setRunning(false);
    }
    return started;
}

void GeneratePage::showResult(GeneratedMaze result, bool atEnd)
{
    m_result = std::move(result);
    ++m_generation; // an analysis of the previous maze is stale
    const QString name = resultName();
    m_preview->reset({{{name, m_result->maze}}, 0, {}, {}});
    m_view->fitToWindow();
    m_distances.setMap(m_result->distances);
    const QString algorithm = QString::fromStdString(m_result->input.request.algorithm);
    m_metrics->setMetrics(m_result->metrics, m_result->ms, true);
    m_distribution->setCurrentMaze(algorithm, m_result->metrics);
    const GenerateSettings s = m_form->settings();
    if (m_result->trace) {
        m_frames = std::make_shared<GenerateFrames>(m_result->maze, m_result->trace, algorithm,
                                                    m_result->distances, s.distances,
                                                    s.longestPath);
        m_carving.cols = m_result->maze.cols();
        animation()->setFrames(m_frames, atEnd ? -1 : 0);
    } else {
        m_frames.reset();
        animation()->setFrames(nullptr);
        retranslateUi(); // the caption: shown at once
    }
    updateOverlays();
    m_form->setHaveResult(true);
    QString done = tr("%1: %L2 ms").arg(name).arg(m_result->ms, 0, 'f', 1);
    if (!m_result->trace) // what the GIF export gives (the caption is too narrow for it)
        done += QStringLiteral(". ")
                + tr("Too big to animate: Export animation… records the carving again, at most "
                     "%n frames of at most %2 px a side.",
                     nullptr, kBigCarvingFrames)
                      .arg(kBigCarvingPixels);
    m_form->setMessage(done);
    if (!m_result->distances) // a big maze: measured after it is shown, once this job ended
        QMetaObject::invokeMethod(this, &GeneratePage::analyse, Qt::QueuedConnection);
    emit generated(true);
}

void GeneratePage::analyse()
{
    JobRunner* jobs = m_doc->jobs();
    if (!m_result || m_result->distances || jobs->isRunning())
        return;
    const gen::GeneratorInfo* info = gen::findGenerator(m_result->input.request.algorithm);
    const bool passage = info && info->passage;
    m_metrics->setMeasuring();
    m_job = Job::Analyse;
    const quint64 generation = ++m_generation;
    const bool started = jobs->start(
        tr("Measure %1").arg(resultName()),
        [maze = m_result->maze, passage](Control& control) {
            return analyseMaze(maze, passage, control);
        },
        [this, generation](MazeAnalysis a) {
            if (!m_result || generation != m_generation)
                return;
            m_result->metrics = std::move(a.metrics);
            m_result->distances = std::move(a.distances);
            m_distances.setMap(m_result->distances);
            m_metrics->setMetrics(m_result->metrics, m_result->ms, true);
            m_distribution->setCurrentMaze(
                QString::fromStdString(m_result->input.request.algorithm), m_result->metrics);
            updateOverlays();
        });
    if (!started)
        m_job = Job::None;
}

void GeneratePage::showStep(qint64 step)
{
    if (m_frames) {
        m_frames->showStep(step);
        const TraceState& state = m_frames->state();
        m_carving.cells = &state.layers[0];
        m_carving.current = state.markers.empty() ? -1 : state.markers[0];
    }
    updateOverlays();
}

void GeneratePage::updateOverlays()
{
    const bool atEnd = !m_frames || animation()->step() >= m_frames->length();
    m_carving.enabled = !atEnd;
    const GenerateSettings s = m_form->settings();
    m_distances.setShown(atEnd && s.distances, atEnd && s.longestPath);
    if (m_frames)
        m_frames->setOverlaysShown(s.distances, s.longestPath);
    m_view->updateOverlays();
}

ComparisonDialog* GeneratePage::openComparison()
{
    if (!m_comparison)
        m_comparison = new ComparisonDialog(this);
    m_comparison->show();
    m_comparison->raise();
    m_comparison->activateWindow();
    return m_comparison;
}

void GeneratePage::runBatch(int count, int rows, int cols)
{
    JobRunner* jobs = m_doc->jobs();
    if (jobs->isRunning()) {
        m_distribution->infoLabel()->setText(
            tr("Another job is running: %1").arg(jobs->jobName()));
        return;
    }
    const GenerateSettings s = m_form->settings();
    gen::GenRequest request;
    request.algorithm = s.algorithm.toStdString();
    request.rows = rows;
    request.cols = cols;
    request.params = s.paramsOf(s.algorithm);
    request.braid = s.braid;
    const std::uint64_t seed = s.seed;
    m_job = Job::Batch;
    m_distribution->setRunning(true);
    const bool started = jobs->start(
        tr("Batch of %Ln %2 mazes", nullptr, count).arg(s.algorithm),
        [request, count, seed](Control& control) {
            return mazelab::runBatch(request, count, seed, control);
        },
        [this](const BatchResult& batch) { m_distribution->setBatch(batch); });
    if (!started) {
        m_job = Job::None;
        m_distribution->setRunning(false);
    }
}

void GeneratePage::jobFinished(const JobReport& report)
{
    const Job job = m_job;
    if (job == Job::None)
        return;
    m_job = Job::None;
    if (std::exchange(m_generateAfter, false))
        QMetaObject::invokeMethod(this, [this] { generate(); }, Qt::QueuedConnection);
    m_form->setRunning(false);
    m_distribution->setRunning(false);
    if (report.outcome == JobOutcome::Finished)
        return;
    const QString why = report.outcome == JobOutcome::Failed
                            ? tr("Refused: %1").arg(report.error)
                            : JobRunner::describe(report);
    if (job == Job::Batch) {
        m_distribution->infoLabel()->setText(why);
        return;
    }
    if (job == Job::Analyse) {
        m_metrics->setUnmeasured(why);
        return;
    }
    if (job == Job::Export) {
        m_form->setMessage(why, report.outcome == JobOutcome::Failed);
        return;
    }
    m_form->setMessage(why, true);
    emit generated(false);
}

bool GeneratePage::exportAnimation()
{
    if (!m_result || m_result->trace)
        return AnimatedPage::exportAnimation();
    const QString path = QFileDialog::getSaveFileName(
        this,
        tr("Export the carving of %1 (at most %n frames, %3 px)", nullptr, kBigCarvingFrames)
            .arg(resultName())
            .arg(kBigCarvingPixels),
        exportBaseName() + QStringLiteral(".gif"), tr("GIF images (*.gif)"));
    return !path.isEmpty() && exportBigCarving(path);
}

bool GeneratePage::exportBigCarving(const QString& path)
{
    JobRunner* jobs = m_doc->jobs();
    if (!m_result || m_result->trace)
        return false;
    if (jobs->isRunning()) {
        m_form->setMessage(tr("Another job is running: %1").arg(jobs->jobName()), true);
        return false;
    }
    const GenerationInput input = m_result->input;
    m_job = Job::Export;
    m_form->setRunning(true);
    m_form->setMessage(tr("Recording the carving again for the GIF…"));
    const bool started = jobs->start(
        tr("Export the carving"),
        [input, path](Control& control) {
            return mazelab::exportBigCarving(path, input.request, input.seed, kBigCarvingFrames,
                                             kBigCarvingPixels, 50, control);
        },
        [this, path](const BigCarvingResult& r) {
            if (r.gif.ok)
                m_form->setMessage(tr("Saved %1: %L2 frames of %3 × %4 px, %5 × %5 block cells "
                                      "per pixel, every %L6 of %L7 steps.")
                                       .arg(QDir::toNativeSeparators(path))
                                       .arg(r.frames)
                                       .arg(r.frameSize.width())
                                       .arg(r.frameSize.height())
                                       .arg(r.cellsPerPixel)
                                       .arg(std::max<qint64>(1, r.steps / std::max(1, r.frames)))
                                       .arg(r.steps));
            else
                m_form->setMessage(r.gif.cancelled ? tr("Export cancelled.")
                                                   : tr("Export failed: %1").arg(r.gif.error),
                                   !r.gif.cancelled);
            animation()->exportFinished(r.gif.ok, m_form->message());
        });
    if (!started) {
        m_job = Job::None;
        m_form->setRunning(false);
    }
    return started;
}

bool GeneratePage::addToWorkspace()
{
    if (!m_result)
        return false;
    m_doc->addMaze(m_doc->mazeCount(), {resultName(), m_result->maze});
    m_form->setMessage(tr("Added “%1” to the workspace.").arg(resultName()));
    return true;
}

bool GeneratePage::replaceCurrentMaze()
{
    if (!m_result)
        return false;
    const QString name = resultName();
    QUndoStack* undo = m_doc->undoStack();
    undo->beginMacro(tr("Replace with %1").arg(name));
    m_doc->replaceCurrentMaze(m_result->maze, tr("Replace with %1").arg(name));
    m_doc->renameMaze(m_doc->currentIndex(), name);
    undo->endMacro();
    m_form->setMessage(tr("Replaced the current maze by “%1”.").arg(name));
    return true;
}

void GeneratePage::saveSettings()
{
    if (m_loading)
        return;
    QJsonObject o = m_doc->viewSettings(kMode);
    const QJsonObject s = m_form->settings().toJson();
    for (auto it = s.begin(); it != s.end(); ++it)
        o[it.key()] = it.value();
    o[QStringLiteral("batchCount")] = m_distribution->countSpin()->value();
    o[QStringLiteral("batchRows")] = m_distribution->rowsSpin()->value();
    o[QStringLiteral("batchCols")] = m_distribution->colsSpin()->value();
    o[QStringLiteral("speedMax")] = m_speed->maxSideSpin()->value();
    if (o != m_doc->viewSettings(kMode))
        m_doc->setViewSettings(kMode, o);
}

void GeneratePage::loadSettings()
{
    m_loading = true;
    const QJsonObject o = m_doc->viewSettings(kMode);
    m_form->setSettings(GenerateSettings::fromJson(o));
    auto spin = [&o](QSpinBox* box, const char* key) {
        const QSignalBlocker block(box);
        box->setValue(o.value(QLatin1String(key)).toInt(box->value()));
    };
    spin(m_distribution->countSpin(), "batchCount");
    spin(m_distribution->rowsSpin(), "batchRows");
    spin(m_distribution->colsSpin(), "batchCols");
    spin(m_speed->maxSideSpin(), "speedMax");
    m_loading = false;
}

} // namespace mazelab
