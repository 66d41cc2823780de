#include "ui/simaso/allmazescheck.h"

#include "ui/jobs/jobrunner.h"
#include "ui/mazedocument.h"
#include "ui/simaso/simasosession.h"

#include "core/simaso/verify.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace mazelab {

AllMazesCheck::AllMazesCheck(SimasoSession* session, QWidget* parent)
    : QWidget(parent), m_session(session)
{
    setObjectName(QStringLiteral("allMazesCheck"));
    m_label = new QLabel(this);
    m_rows = new QSpinBox(this);
    m_rows->setObjectName(QStringLiteral("checkRows"));
    m_rows->setRange(1, 255);
    m_rows->setValue(4);
    m_cols = new QSpinBox(this);
    m_cols->setObjectName(QStringLiteral("checkCols"));
    m_cols->setRange(1, 255);
    m_cols->setValue(4);
    m_perfect = new QCheckBox(this);
    m_check = new QPushButton(this);
    m_check->setObjectName(QStringLiteral("checkAll"));
    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("checkResult"));
    m_result->setWordWrap(true);
    m_result->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_open = new QPushButton(this);
    m_open->setObjectName(QStringLiteral("checkOpen"));
    m_open->setEnabled(false);

    auto* row = new QHBoxLayout;
    row->addWidget(m_label);
    row->addWidget(m_rows);
    row->addWidget(new QLabel(QStringLiteral("×"), this));
    row->addWidget(m_cols);
    row->addWidget(m_perfect);
    row->addStretch(1);
    auto* row2 = new QHBoxLayout;
    row2->addWidget(m_result, 1);
    row2->addWidget(m_check);
    row2->addWidget(m_open);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addLayout(row2);

    connect(m_check, &QPushButton::clicked, this, &AllMazesCheck::check);
    connect(m_open, &QPushButton::clicked, this, &AllMazesCheck::openCounterexample);
    if (MazeDocument* doc = session->document())
        connect(doc->jobs(), &JobRunner::finished, this, &AllMazesCheck::onFinished);
    retranslateUi();
}

void AllMazesCheck::retranslateUi()
{
    m_label->setText(tr("All solvable"));
    m_perfect->setText(tr("perfectly"));
    m_perfect->setToolTip(tr("Every maze must end on its goal, not just visit it"));
    m_check->setText(tr("Check"));
    m_check->setToolTip(tr("Does the player's sequence solve every solvable maze of this size? "
                           "Up to 5×5 the mazes are enumerated, above that the Unsolved Maze "
                           "Finder (Nusser Alg. 5.2) searches for a counterexample."));
    m_open->setText(tr("Open counterexample"));
    m_open->setToolTip(tr("Add the maze the sequence does not solve to the document"));
    if (m_result->text().isEmpty() || m_result->text() == m_hint) { // no result yet
        m_hint = tr("Any size, e.g. 10×10.");
        m_result->setText(m_hint);
    }
}

void AllMazesCheck::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

bool AllMazesCheck::check()
{
    MazeDocument* doc = m_session->document();
    if (!doc)
        return false;
    const int rows = m_rows->value(), cols = m_cols->value();
    const bool perfect = m_perfect->isChecked();
    const SolvingSequence moves = m_session->moves();
    m_counterexample.reset();
    m_open->setEnabled(false);
    m_jobName = tr("Check the sequence on all solvable %1×%2 mazes").arg(rows).arg(cols);
    m_ourJob = true;
    const QString seqText = m_session->sequenceText();
    const bool started = doc->jobs()->start(
        m_jobName,
        [=](Control& c) { return verifyAllSolvable(rows, cols, moves, perfect, c); },
        [this, rows, cols, perfect, length = moves.size()](VerifyResult r) {
            if (!r.complete) {
                m_result->setText(tr("Stopped before an answer."));
                return;
            }
            const QString what = perfect ? tr("perfectly solves") : tr("solves");
            if (r.solvesAll) {
                m_result->setText(tr("\u2713 The %n-move sequence %1 every solvable %2×%3 maze.",
                                     nullptr, int(length))
                                      .arg(what).arg(rows).arg(cols));
            } else {
                QString text = tr("\u2717 Not every %1×%2 maze: a counterexample was found.")
                                   .arg(rows).arg(cols);
                // Only an enumerated set counts what it solves (the Unsolved Maze Finder of
                // larger sizes stops at its first counterexample: solved stays 0, unknown).
                if (r.mazes > 0 && r.unsolvedIndex)
                    text += QLatin1Char(' ') + tr("It %1 %L2 of %Ln mazes.", nullptr,
                                                      int(r.mazes))
                                                   .arg(what)
                                                   .arg(r.solved);
                m_result->setText(text);
                m_counterexample = r.counterexample;
                m_open->setEnabled(m_counterexample.has_value());
            }
        });
    if (!started) {
        m_ourJob = false;
        m_result->setText(tr("Another job is running; wait for it or cancel it."));
        return false;
    }
    m_result->setText(tr("Checking %1…").arg(seqText.isEmpty() ? tr("the empty sequence")
                                                                : seqText.left(40)));
    return true;
}

void AllMazesCheck::onFinished(const JobReport& report)
{
    if (!m_ourJob || report.name != m_jobName)
        return;
    m_ourJob = false;
    if (report.outcome != JobOutcome::Finished)
        m_result->setText(JobRunner::describe(report));
}

void AllMazesCheck::openCounterexample()
{
    MazeDocument* doc = m_session->document();
    if (!doc || !m_counterexample)
        return;
    const int at = doc->mazeCount();
    doc->addMaze(at, {tr("Counterexample %1×%2").arg(m_counterexample->rows())
                          .arg(m_counterexample->cols()),
                      *m_counterexample});
    doc->setCurrentIndex(at);
    emit counterexampleOpened();
}

} // namespace mazelab
