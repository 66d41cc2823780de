#include "ui/simaso/solverpanel.h"

#include "ui/flowlayout.h"
#include "ui/jobs/jobrunner.h"
#include "ui/mazedocument.h"
#include "ui/pluralcount.h"
#include "ui/simaso/simasosession.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace mazelab {

namespace {
enum Column { ColAlgorithm, ColLength, ColKind, ColTime, ColSet, ColCount };
} // namespace

SolverPanel::SolverPanel(SimasoSession* session, std::vector<SolverSpec> solvers, QWidget* parent)
    : QWidget(parent), m_session(session), m_solvers(std::move(solvers))
{
    setObjectName(QStringLiteral("solverPanel"));
    m_algorithmLabel = new QLabel(this);
    m_algorithm = new QComboBox(this);
    m_algorithm->setObjectName(QStringLiteral("solverAlgorithm"));
    for (const SolverSpec& s : m_solvers)
        m_algorithm->addItem(s.name, s.id);
    m_description = new QLabel(this);
    m_description->setWordWrap(true);
    m_description->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_form = new QFormLayout;
    m_form->setRowWrapPolicy(QFormLayout::WrapLongRows); // long labels in German
    m_run = new QPushButton(this);
    m_run->setObjectName(QStringLiteral("solverRun"));
    m_cancel = new QPushButton(this);
    m_cancel->setObjectName(QStringLiteral("solverCancel"));
    m_progress = new QLabel(this);
    m_progress->setObjectName(QStringLiteral("solverProgress"));
    m_progress->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_bar = new QProgressBar(this);
    m_bar->setTextVisible(false);
    m_bar->setMaximumHeight(8);
    m_table = new QTableWidget(0, ColCount, this);
    m_table->setObjectName(QStringLiteral("solverResults"));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_load = new QPushButton(this);
    m_load->setObjectName(QStringLiteral("solverLoad"));
    m_save = new QPushButton(this);
    m_save->setObjectName(QStringLiteral("solverSave"));
    m_certificate = new QPushButton(this);
    m_certificate->setObjectName(QStringLiteral("solverCertificate"));

    auto* top = new QFormLayout;
    top->setRowWrapPolicy(QFormLayout::WrapLongRows);
    top->addRow(m_algorithmLabel, m_algorithm);
    auto* runRow = new QHBoxLayout;
    runRow->addWidget(m_run);
    runRow->addWidget(m_cancel);
    runRow->addStretch(1);
    // Wraps instead of widening the side panel ("In den Player laden | Im Projekt speichern |
    // Zertifikat zeigen" is wider than the panel at 1280 × 720).
    auto* resultRow = new FlowLayout;
    resultRow->addWidget(m_load);
    resultRow->addWidget(m_save);
    resultRow->addWidget(m_certificate);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_description);
    layout->addLayout(m_form);
    layout->addLayout(runRow);
    layout->addWidget(m_progress);
    layout->addWidget(m_bar);
    layout->addWidget(m_table, 1);
    layout->addLayout(resultRow);

    connect(m_algorithm, &QComboBox::currentIndexChanged, this, &SolverPanel::rebuildParams);
    connect(m_run, &QPushButton::clicked, this, &SolverPanel::runSelected);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        if (m_ourJob && m_session->document())
            m_session->document()->jobs()->cancel();
    });
    connect(m_load, &QPushButton::clicked, this, [this] { loadResult(m_table->currentRow()); });
    connect(m_save, &QPushButton::clicked, this, [this] { saveResult(m_table->currentRow()); });
    connect(m_certificate, &QPushButton::clicked, this,
            [this] { openCertificate(m_table->currentRow()); });
    connect(m_table, &QTableWidget::cellDoubleClicked, this, [this](int row) { loadResult(row); });
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &SolverPanel::updateButtons);
    connect(session, &SimasoSession::setChanged, this, &SolverPanel::updateButtons);
    if (MazeDocument* doc = session->document()) {
        JobRunner* jobs = doc->jobs();
        connect(jobs, &JobRunner::progressChanged, this, [this](double f, const QString& msg) {
            if (!m_ourJob)
                return;
            m_progress->setText(msg);
            if (f < 0) {
                m_bar->setRange(0, 0);
            } else {
                m_bar->setRange(0, 1000);
                m_bar->setValue(int(f * 1000));
            }
        });
        connect(jobs, &JobRunner::finished, this, &SolverPanel::onFinished);
        connect(jobs, &JobRunner::started, this, &SolverPanel::updateButtons);
    }
    retranslateUi();
}

void SolverPanel::retranslateUi()
{
    m_algorithmLabel->setText(tr("Algorithm:"));
    m_run->setText(tr("Run"));
    m_cancel->setText(tr("Cancel"));
    m_load->setText(tr("Load into player"));
    m_save->setText(tr("Save to project"));
    m_certificate->setText(tr("Show certificate"));
    m_certificate->setToolTip(tr("Browse the mazes that prove the lower bound (their shortest "
                                 "solving sequence is as long as the bound)"));
    m_table->setHorizontalHeaderLabels(
        {tr("Algorithm"), tr("Length"), tr("Exact / bound"), tr("Time"), tr("Set")});
    if (m_solvers.empty())
        m_description->setText(tr("No sequence solver is available in this build."));
    if (m_textSource) {
        const std::vector<SolverSpec> fresh = m_textSource();
        for (SolverSpec& s : m_solvers)
            for (const SolverSpec& f : fresh) {
                if (f.id != s.id)
                    continue;
                s.name = f.name;
                s.description = f.description;
                for (SolverParam& p : s.params)
                    for (const SolverParam& fp : f.params)
                        if (fp.key == p.key) {
                            p.label = fp.label;
                            p.toolTip = fp.toolTip;
                        }
            }
        for (int i = 0; i < m_algorithm->count() && i < int(m_solvers.size()); ++i)
            m_algorithm->setItemText(i, m_solvers[std::size_t(i)].name);
    }
    if (m_progress->text().isEmpty() || m_progress->text() == m_hint) { // nothing run yet
        m_hint = tr("Idle.");
        m_progress->setText(m_hint);
    }
    rebuildParams();
}

void SolverPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

QDoubleSpinBox* SolverPanel::paramBox(const QString& key) const
{
    for (QDoubleSpinBox* box : m_paramBoxes)
        if (box->property("paramKey").toString() == key)
            return box;
    return nullptr;
}

void SolverPanel::setTextSource(std::function<std::vector<SolverSpec>()> source)
{
    m_textSource = std::move(source);
    retranslateUi();
}

void SolverPanel::rebuildParams()
{
    const double timeLimit = m_timeLimit ? m_timeLimit->value() : 60.0;
    // Rebuilt for the same algorithm (a language change): the values entered stay.
    QHash<QString, double> kept;
    if (m_paramsIndex == m_algorithm->currentIndex())
        for (const QDoubleSpinBox* box : m_paramBoxes)
            kept.insert(box->property("paramKey").toString(), box->value());
    m_paramsIndex = m_algorithm->currentIndex();
    while (m_form->rowCount() > 0)
        m_form->removeRow(0);
    m_paramBoxes.clear();
    const int i = m_algorithm->currentIndex();
    if (i >= 0 && i < int(m_solvers.size())) {
        const SolverSpec& spec = m_solvers[std::size_t(i)];
        m_description->setText(spec.description);
        for (const SolverParam& p : spec.params) {
            auto* box = new QDoubleSpinBox(this);
            box->setObjectName(QStringLiteral("param_") + p.key);
            box->setProperty("paramKey", p.key);
            box->setDecimals(p.decimals);
            box->setRange(p.minimum, p.maximum);
            box->setValue(kept.value(p.key, p.value));
            box->setToolTip(p.toolTip);
            m_form->addRow(p.label, box);
            m_paramBoxes.push_back(box);
        }
    }
    // The time limit row is re-created: removeRow deleted the old widget.
    m_timeLimit = new QDoubleSpinBox(this);
    m_timeLimit->setObjectName(QStringLiteral("solverTimeLimit"));
    m_timeLimit->setRange(0, 3600);
    m_timeLimit->setDecimals(1);
    m_timeLimit->setValue(timeLimit);
    m_timeLimit->setSuffix(tr(" s"));
    m_timeLimit->setToolTip(tr("Stop after this many seconds (0: no limit)"));
    m_form->addRow(tr("Time limit:"), m_timeLimit);
    updateButtons();
}

void SolverPanel::updateButtons()
{
    MazeDocument* doc = m_session->document();
    const bool busy = doc && doc->jobs()->isRunning();
    m_run->setEnabled(!busy && !m_solvers.empty() && m_session->mazeCount() > 0);
    m_cancel->setEnabled(m_ourJob);
    const int row = m_table->currentRow();
    const bool hasSeq = row >= 0 && row < int(m_results.size())
                        && !m_results[std::size_t(row)].outcome.sequence.empty();
    m_load->setEnabled(hasSeq);
    m_save->setEnabled(hasSeq);
    m_certificate->setEnabled(row >= 0 && row < int(m_results.size())
                              && !m_results[std::size_t(row)].outcome.certificate.empty());
}

bool SolverPanel::runSelected()
{
    MazeDocument* doc = m_session->document();
    const int i = m_algorithm->currentIndex();
    if (!doc || i < 0 || i >= int(m_solvers.size()) || !m_session->set())
        return false;
    const SolverSpec spec = m_solvers[std::size_t(i)];
    SolverParams params;
    QStringList paramText;
    for (QDoubleSpinBox* box : m_paramBoxes) {
        params.insert(box->property("paramKey").toString(), box->value());
        paramText << QStringLiteral("%1=%2").arg(box->property("paramKey").toString(),
                                                 box->text());
    }
    auto set = m_session->set();
    Result pending;
    pending.algorithm = spec.name;
    pending.parameters = paramText.join(QStringLiteral(", "));
    pending.setDescription = set->description();
    pending.mazes = set->size();
    JobOptions options;
    options.timeLimit = std::chrono::milliseconds(qint64(m_timeLimit->value() * 1000));
    m_jobName = tr("%1 on %Ln mazes", nullptr, int(std::min<qint64>(set->size(), INT_MAX)))
                    .arg(spec.name);
    if (spec.runOnSequence && m_session->moves().empty()) {
        m_progress->setText(tr("%1 needs a sequence in the player.").arg(spec.name));
        return false;
    }
    m_ourJob = true;
    const std::vector<Move> playerMoves = m_session->moves();
    const bool started = doc->jobs()->start(
        m_jobName,
        [spec, set, params, playerMoves](Control& control) {
            return spec.runOnSequence ? spec.runOnSequence(*set, params, playerMoves, control)
                                      : spec.run(*set, params, control);
        },
        [this, pending](SolverOutcome outcome) mutable {
            pending.outcome = std::move(outcome);
            pending.elapsedMs = m_session->document()->jobs()->elapsedMs();
            addResult(std::move(pending));
        },
        options);
    if (!started) {
        m_ourJob = false;
        m_progress->setText(tr("Another job is running; wait for it or cancel it."));
        return false;
    }
    m_progress->setText(tr("Running %1…").arg(spec.name));
    m_bar->setRange(0, 0);
    updateButtons();
    return true;
}

void SolverPanel::onFinished(const JobReport& report)
{
    if (!m_ourJob || report.name != m_jobName) {
        updateButtons();
        return;
    }
    m_ourJob = false;
    m_bar->setRange(0, 1);
    m_bar->setValue(report.outcome == JobOutcome::Finished ? 1 : 0);
    if (report.outcome == JobOutcome::Finished && !m_results.empty()) {
        Result& last = m_results.back();
        last.elapsedMs = report.elapsedMs;
        last.timedOut = report.timedOut;
        m_table->item(m_table->rowCount() - 1, ColTime)
            ->setText(tr("%1 s").arg(double(report.elapsedMs) / 1000.0, 0, 'f', 2));
    }
    m_progress->setText(JobRunner::describe(report));
    updateButtons();
}

void SolverPanel::addResult(Result result)
{
    const SolverOutcome& o = result.outcome;
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    auto set = [this, row](int col, const QString& text, const QString& tip = {}) {
        auto* item = new QTableWidgetItem(text);
        item->setToolTip(tip.isEmpty() ? text : tip);
        m_table->setItem(row, col, item);
    };
    set(ColAlgorithm, result.algorithm, result.parameters);
    set(ColLength, o.sequence.empty() ? QStringLiteral("—") : QString::number(o.sequence.size()),
        QString::fromStdString(movesToString(o.sequence)));
    QString kind;
    if (o.exact)
        kind = tr("exact");
    else if (!o.sequence.empty())
        kind = tr("upper bound");
    if (o.lowerBound >= 0)
        kind += (kind.isEmpty() ? QString() : QStringLiteral(", ")) + tr("σ ≥ %1").arg(o.lowerBound);
    if (!o.note.isEmpty())
        kind += QStringLiteral(" (") + o.note + QLatin1Char(')');
    QString kindTip = kind;
    if (o.statesExplored >= 0)
        kindTip += QLatin1Char('\n')
                   + tr("%L1 joint states explored", nullptr, pluralCount(o.statesExplored))
                         .arg(o.statesExplored);
    if (!o.certificate.empty())
        kindTip += QLatin1Char('\n') + tr("certificate: %n mazes", nullptr,
                                           int(o.certificate.size()));
    set(ColKind, kind, kindTip);
    set(ColTime, tr("%1 s").arg(double(result.elapsedMs) / 1000.0, 0, 'f', 2));
    set(ColSet, result.setDescription);
    m_results.push_back(std::move(result));
    m_table->resizeColumnsToContents();
    m_table->selectRow(row);
    updateButtons();
}

void SolverPanel::loadResult(int row)
{
    if (row < 0 || row >= int(m_results.size()))
        return;
    const auto& seq = m_results[std::size_t(row)].outcome.sequence;
    if (!seq.empty())
        m_session->setMoves(seq, 0);
}

void SolverPanel::openCertificate(int row)
{
    if (row < 0 || row >= int(m_results.size()))
        return;
    const Result& r = m_results[std::size_t(row)];
    if (r.outcome.certificate.empty())
        return;
    // An exact result's certificate proves σ ≥ its sequence's length (lowerBound is -1 there).
    const int bound = r.outcome.exact ? int(r.outcome.sequence.size()) : r.outcome.lowerBound;
    try {
        m_session->setSet(SimasoSet::fromMazes(
            r.outcome.certificate, tr("certificate of σ ≥ %1 (%2)").arg(bound).arg(r.algorithm)));
    } catch (const std::exception& e) {
        m_progress->setText(QString::fromStdString(e.what()));
    }
}

void SolverPanel::saveResult(int row)
{
    MazeDocument* doc = m_session->document();
    if (!doc || row < 0 || row >= int(m_results.size()))
        return;
    const Result& r = m_results[std::size_t(row)];
    if (r.outcome.sequence.empty())
        return;
    auto sequences = doc->sequences();
    sequences.push_back({tr("%1, %n moves", nullptr, int(r.outcome.sequence.size()))
                             .arg(r.algorithm),
                         QString::fromStdString(movesToString(r.outcome.sequence))});
    doc->setSequences(sequences);
}

} // namespace mazelab
