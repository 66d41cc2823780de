#include "ui/solve/solveresultspanel.h"
#include "ui/savefile.h"

#include <QEvent>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace mazelab {

SolveResultsPanel::SolveResultsPanel(QWidget* parent) : QWidget(parent)
{
    m_table = new QTableWidget(0, 8, this);
    m_table->setObjectName(QStringLiteral("solveResults"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_export = new QPushButton(this);
    m_export->setObjectName(QStringLiteral("solveExportCsv"));
    m_export->setEnabled(false);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_note);
    layout->addWidget(m_export);
    connect(m_export, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Export results"), QStringLiteral("solvers.csv"), tr("CSV (*.csv)"));
        if (!path.isEmpty())
            exportCsv(path, true);
    });
    retranslateUi();
}

void SolveResultsPanel::setRuns(std::shared_ptr<const std::vector<SolverRun>> runs)
{
    m_runs = std::move(runs);
    const int n = m_runs ? int(m_runs->size()) : 0;
    m_table->setRowCount(n);
    for (int i = 0; i < n; ++i) {
        const SolverRun& run = (*m_runs)[std::size_t(i)];
        const solve::SolveResult& r = run.result;
        const QStringList cells{
            QString::fromStdString(run.solver),
            r.found ? tr("yes") : tr("no"),
            r.found ? QString::number(r.length) : QString(),
            r.found ? QString::number(r.cost, 'g', 6) : QString(),
            QString::number(r.expanded),
            QString::number(r.peakFrontier),
            QString::number(r.microseconds / 1000.0, 'f', 3),
            QString::fromStdString(r.verdict)};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (c >= 2 && c <= 6)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(i, c, item);
        }
    }
    m_export->setEnabled(n > 0);
}

bool SolveResultsPanel::exportCsv(const QString& path, bool interactive)
{
    const QByteArray csv = resultsCsv(m_runs ? *m_runs : std::vector<SolverRun>{}).toUtf8();
    QString error; // "Cannot write PATH: why"; a full disk keeps the old file
    if (writeFileAtomically(path, csv, &error))
        return true;
    if (interactive)
        QMessageBox::warning(this, tr("Export results"), error);
    return false;
}

void SolveResultsPanel::retranslateUi()
{
    // Short headers keep the narrow panel readable; the tool tips say them in full.
    const QStringList headers{tr("Solver"), tr("Found"), tr("Length"), tr("Cost"),
                              tr("Expanded"), tr("Peak"), tr("ms"), tr("Verdict")};
    const QStringList tips{tr("Solver"), tr("Found a path"), tr("Path length (moves)"),
                           tr("Path cost"), tr("Cells expanded (agents: moves)"),
                           tr("Peak frontier (open list / queue / stack)"),
                           tr("Time of the search in milliseconds"), tr("Verdict")};
    for (int c = 0; c < headers.size(); ++c) {
        auto* item = new QTableWidgetItem(headers[c]);
        item->setToolTip(tips[c]);
        m_table->setHorizontalHeaderItem(c, item);
    }
    m_note->setText(tr("Time: the search alone, on a worker thread, while tracing "
                       "(the race records every step)."));
    m_export->setText(tr("Export CSV…"));
    setRuns(m_runs);
}

void SolveResultsPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace mazelab
