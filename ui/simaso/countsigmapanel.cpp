#include "ui/simaso/countsigmapanel.h"

#include "core/counting/mazecount.h"
#include "core/simaso_sat/sigmasat.h"
#include "core/sysmemory.h"
#include "ui/jobs/jobrunner.h"
#include "ui/jobs/stoptext.h"
#include "ui/mazedocument.h"
#include "ui/pluralcount.h"

#include <QElapsedTimer>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>

namespace mazelab {

namespace {
// σ by SAT's job result: what it proved and, when it stopped early, why (translated on the
// worker thread, where the Control is; the core's message is English).
struct SigmaRun {
    simaso_sat::SigmaResult result;
    QString stop;
};
} // namespace

CountSigmaPanel::CountSigmaPanel(MazeDocument* doc, QWidget* parent) : QGroupBox(parent), m_doc(doc)
{
    setObjectName(QStringLiteral("countSigmaPanel"));
    m_sizeLabel = new QLabel(this);
    m_rows = new QSpinBox(this);
    m_rows->setObjectName(QStringLiteral("countRows"));
    m_rows->setRange(1, 4096);
    m_rows->setValue(4);
    m_cols = new QSpinBox(this);
    m_cols->setObjectName(QStringLiteral("countCols"));
    m_cols->setRange(1, 4096);
    m_cols->setValue(4);
    m_count = new QPushButton(this);
    m_count->setObjectName(QStringLiteral("countButton"));
    m_sigma = new QPushButton(this);
    m_sigma->setObjectName(QStringLiteral("sigmaButton"));
    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("countSigmaResult"));
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_result->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    auto* row = new QHBoxLayout;
    row->addWidget(m_sizeLabel);
    row->addWidget(m_rows);
    row->addWidget(new QLabel(QStringLiteral("×"), this));
    row->addWidget(m_cols);
    row->addStretch(1);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_count);
    buttons->addWidget(m_sigma);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(row);
    layout->addLayout(buttons);
    layout->addWidget(m_result);
    connect(m_count, &QPushButton::clicked, this, &CountSigmaPanel::count);
    connect(m_sigma, &QPushButton::clicked, this, &CountSigmaPanel::sigma);
    connect(doc->jobs(), &JobRunner::finished, this, [this](const JobReport& report) {
        if (report.outcome != JobOutcome::Finished && m_result->property("busy").toBool())
            m_result->setText(JobRunner::describe(report));
        m_result->setProperty("busy", false);
    });
    retranslateUi();
}

void CountSigmaPanel::retranslateUi()
{
    setTitle(tr("Whole sizes: count and σ"));
    m_sizeLabel->setText(tr("Size:"));
    m_count->setText(tr("Count solvable"));
    m_count->setToolTip(tr("The exact number of solvable mazes of this size (shorter side up to %1)")
                            .arg(kMaxCountingWidth));
    m_sigma->setText(tr("σ by SAT"));
    m_sigma->setToolTip(tr("The shortest sequence solving every solvable maze of this size, by "
                           "counterexample-guided SAT (up to 25 cells; 4 × 4 takes minutes)"));
}

void CountSigmaPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QGroupBox::changeEvent(event);
}

void CountSigmaPanel::count()
{
    const int rows = m_rows->value(), cols = m_cols->value();
    if (std::min(rows, cols) > kMaxCountingWidth) {
        m_result->setText(tr("The shorter side may be at most %1.").arg(kMaxCountingWidth));
        return;
    }
    m_result->setProperty("busy", true);
    m_result->setText(tr("Counting…"));
    const bool started = m_doc->jobs()->start(
        tr("Count solvable %1×%2 mazes").arg(rows).arg(cols),
        [rows, cols](Control& control) {
            QElapsedTimer t;
            t.start();
            const MazeCountResult r = countSolvableMazes(rows, cols, control);
            return std::make_pair(r.complete ? QString::fromStdString(r.count.toString()) : QString(),
                                  double(t.nsecsElapsed()) / 1e6);
        },
        [this, rows, cols](const std::pair<QString, double>& r) {
            m_result->setProperty("busy", false);
            m_result->setText(r.first.isEmpty()
                                  ? tr("Stopped before the count was complete.")
                                  : tr("%1 × %2: %3 solvable mazes (%4 ms).", nullptr,
                                       pluralCountOfDecimal(r.first.toStdString()))
                                        .arg(rows)
                                        .arg(cols)
                                        .arg(r.first)
                                        .arg(r.second, 0, 'f', 2));
        });
    if (!started)
        m_result->setText(tr("Another job is running; wait for it or cancel it."));
}

void CountSigmaPanel::sigma()
{
    const int rows = m_rows->value(), cols = m_cols->value();
    if (rows * cols > simaso_sat::kMaxEnumerateCells) {
        m_result->setText(tr("σ by SAT enumerates the mazes: at most %n cells (use mazelab-cli sigma "
                             "--sample for bigger sizes).",
                             nullptr, int(simaso_sat::kMaxEnumerateCells)));
        return;
    }
    m_result->setProperty("busy", true);
    // Up to 16 cells σ takes minutes (4 × 4: about 80 s; 3 × 5: 11 min of CPU); beyond, hours,
    // or it is open (4 × 5, 5 × 5): say so, and that a cancel shows the bounds proved.
    m_result->setText(
        rows * cols <= 16
            ? tr("Proving… (4 × 4 takes about 80 s on two cores; Cancel in the status bar)")
            : tr("Proving… (beyond 16 cells this takes hours or more: 5 × 5 is an open problem; "
                 "Cancel in the status bar shows the bounds proved so far)"));
    const bool started = m_doc->jobs()->start(
        tr("σ(%1,%2) by SAT").arg(rows).arg(cols),
        [rows, cols](Control& control) {
            // CaDiCaL's memory grows with the working set (5×5 reaches gigabytes): stop with
            // the bounds proved so far before the machine runs out (sysmemory.h).
            control.setMemoryLimit(defaultSearchMemoryCap());
            const simaso_sat::Grid grid(rows, cols);
            const auto all = simaso_sat::enumerateSolvable(grid, control);
            if (control.checkNow()) // stopped while enumerating: nothing proved yet
                return SigmaRun{{}, stopText(control)};
            // As `mazelab-cli sigma`: upper bound first where it pays, the warm start, and
            // the cube split on two cores (issue 17).
            simaso_sat::SigmaOptions options;
            simaso_sat::setDescend(options, simaso_sat::descendByDefault(rows, cols));
            options.warmStart = true;
            options.threads = std::clamp(QThread::idealThreadCount(), 1, 2);
            SigmaRun run{simaso_sat::computeSigma(grid, all, options, control), {}};
            if (!run.result.complete)
                run.stop = stopText(control);
            return run;
        },
        [this, rows, cols](const SigmaRun& run) {
            const simaso_sat::SigmaResult& r = run.result;
            m_result->setProperty("busy", false);
            QString seq;
            for (Move m : r.sequence)
                seq += QLatin1Char(moveToChar(m));
            if (r.complete && seq.isEmpty()) // 1×1: the start is the goal
                seq = QStringLiteral("—");
            // Counts through %Ln, so each language picks its plural form ("over 1 maze",
            // Romanian "51 de labirinturi") and groups the digits.
            const QString calls = tr("%Ln SAT calls", nullptr, int(r.satCalls));
            if (r.complete)
                m_result->setText(tr("σ(%1,%2) = %3 over %Ln mazes: %4 (%5, %6 s).", nullptr,
                                     int(r.mazeCount))
                                      .arg(rows).arg(cols).arg(r.lowerBound)
                                      .arg(seq, calls).arg(r.seconds, 0, 'f', 1));
            else if (r.lowerBound <= 0)
                m_result->setText(tr("Stopped before a bound was proved: %1").arg(run.stop));
            else
                m_result->setText(
                    tr("Stopped (%1): σ(%2,%3) ≥ %4 proved%5 by %Ln mazes, %6, %7 s.", nullptr,
                       int(r.subset.size()))
                        .arg(run.stop)
                        .arg(rows)
                        .arg(cols)
                        .arg(r.lowerBound)
                        .arg(r.upperBound >= 0 ? tr(", ≤ %1").arg(r.upperBound) : QString())
                        .arg(calls)
                        .arg(r.seconds, 0, 'f', 1));
        },
        JobOptions{.deliverWhenCancelled = true}); // a cancel shows the bounds proved so far
    if (!started)
        m_result->setText(tr("Another job is running; wait for it or cancel it."));
}

} // namespace mazelab
