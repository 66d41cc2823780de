#include "ui/simaso/sigmacertificateview.h"

#include "ui/jobs/jobrunner.h"
#include "ui/mazedocument.h"
#include "ui/simaso/simasosession.h"

#include "core/simaso_sat/sigmasat.h"

#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>
#include <exception>

namespace mazelab {

namespace {
Maze wallMaskToMaze(simaso_sat::WallMask walls, int rows, int cols)
{
    Maze m(rows, cols);
    for (int i = 0; i < rows * cols; ++i)
        if (walls >> i & 1U)
            m.setBlocked({i / cols, i % cols}, true);
    return m;
}
} // namespace

SigmaCertificateView::SigmaCertificateView(SimasoSession* session, QWidget* parent)
    : QWidget(parent), m_session(session)
{
    setObjectName(QStringLiteral("sigmaCertificate"));
    m_title = new QLabel(this);
    m_open = new QPushButton(this);
    m_open->setObjectName(QStringLiteral("openSigmaCertificate"));
    m_recheck = new QPushButton(this);
    m_recheck->setObjectName(QStringLiteral("recheckSigmaCertificate"));
    m_recheck->setEnabled(false);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("sigmaCertificateSummary"));
    m_summary->setWordWrap(true);
    m_summary->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    auto* row = new QHBoxLayout;
    row->addWidget(m_title);
    row->addStretch(1);
    row->addWidget(m_open);
    row->addWidget(m_recheck);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(m_summary);
    connect(m_open, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Open σ certificate"), QString(),
            tr("σ certificates (*.cert *.maze);;All files (*)"));
        if (!path.isEmpty())
            openFile(path);
    });
    connect(m_recheck, &QPushButton::clicked, this, &SigmaCertificateView::recheck);
    if (MazeDocument* doc = session->document())
        connect(doc->jobs(), &JobRunner::finished, this, [this](const JobReport& report) {
            if (!m_ourJob || report.name != m_jobName)
                return;
            m_ourJob = false;
            if (report.outcome != JobOutcome::Finished)
                m_summary->setText(JobRunner::describe(report));
        });
    retranslateUi();
}

void SigmaCertificateView::retranslateUi()
{
    m_title->setText(tr("σ certificate:"));
    m_title->setToolTip(tr("A certificate written by mazelab-cli sigma"));
    m_open->setText(tr("Open…"));
    m_open->setToolTip(tr("Show a certificate such as tests/data/sigma/sigma-4x4.cert: its "
                          "mazes as the set, its sequence in the player"));
    m_recheck->setText(tr("Re-check"));
    m_recheck->setToolTip(tr("Simulate the sequence on all solvable mazes and prove by SAT, "
                             "adding the certificate's mazes in the order the search found "
                             "them, that no shorter sequence solves them"));
}

void SigmaCertificateView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

bool SigmaCertificateView::openFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        m_summary->setText(tr("Cannot read %1: %2")
                               .arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    const QString text = QString::fromUtf8(file.readAll());
    simaso_sat::SigmaCertificate cert;
    try {
        cert = simaso_sat::certificateFromText(text.toStdString());
        std::vector<Maze> mazes;
        for (simaso_sat::WallMask w : cert.subset)
            mazes.push_back(wallMaskToMaze(w, cert.rows, cert.cols));
        const QString description = tr("σ(%1,%2) ≥ %3 certificate (%n mazes)", nullptr,
                                       int(mazes.size()))
                                        .arg(cert.rows).arg(cert.cols).arg(cert.lowerBound);
        m_session->reset(SimasoSet::fromMazes(mazes, description), cert.sequence, 0);
    } catch (const std::exception& e) {
        m_summary->setText(tr("%1 is not a valid certificate: %2")
                               .arg(QDir::toNativeSeparators(path), QString::fromUtf8(e.what())));
        m_recheck->setEnabled(false);
        return false;
    }
    m_text = text;
    QString summary = tr("No sequence of %1 moves solves these %n mazes, so σ(%2,%3) ≥ %4.",
                         nullptr, int(cert.subset.size()))
                          .arg(cert.lowerBound - 1).arg(cert.rows).arg(cert.cols)
                          .arg(cert.lowerBound);
    if (!cert.sequence.empty()) {
        summary += QLatin1Char(' ')
                   + tr("The %n-move sequence in the player solves every solvable %1×%2 maze",
                        nullptr, int(cert.sequence.size()))
                         .arg(cert.rows).arg(cert.cols);
        summary += int(cert.sequence.size()) == cert.lowerBound
                       ? QStringLiteral(", so σ(%1,%2) = %3.")
                             .arg(cert.rows).arg(cert.cols).arg(cert.lowerBound)
                       : QStringLiteral(".");
    }
    m_summary->setText(summary);
    m_recheck->setEnabled(true);
    return true;
}

bool SigmaCertificateView::recheck()
{
    MazeDocument* doc = m_session->document();
    if (!doc || m_text.isEmpty())
        return false;
    const std::string text = m_text.toStdString();
    std::size_t total = 0; // the certificate's mazes (the text was read when it was opened)
    try {
        total = simaso_sat::certificateFromText(text).subset.size();
    } catch (const std::exception&) {
        return false;
    }
    m_jobName = tr("Re-check σ certificate");
    m_ourJob = true;
    const bool started = doc->jobs()->start(
        m_jobName,
        [text](Control& c) {
            // On two cores, as the panel's σ by SAT (the cube split, issue 17), incremental as
            // the search was (README "sigma check --incremental": σ(4,4) 310 s CPU against
            // 500 s fresh; the 6×6 ≥ 47 one decided in 28 minutes, fresh not in 70).
            return simaso_sat::checkCertificate(simaso_sat::certificateFromText(text), c,
                                                std::clamp(QThread::idealThreadCount(), 1, 2),
                                                {}, true);
        },
        [this, total](simaso_sat::CertificateCheck r) {
            const QString message = QString::fromStdString(r.message);
            if (r.ok && r.refutedBy > 0 && r.refutedBy < total)
                m_summary->setText(tr("\u2713 Certificate verified in %1 s: no shorter "
                                      "sequence solves even its first %2 of %3 mazes.")
                                       .arg(r.seconds, 0, 'f', 1)
                                       .arg(r.refutedBy)
                                       .arg(total));
            else if (r.ok)
                m_summary->setText(tr("\u2713 Certificate verified in %1 s. %2")
                                       .arg(r.seconds, 0, 'f', 1).arg(message));
            else
                m_summary->setText(tr("\u2717 Certificate NOT verified: %1").arg(message));
        });
    if (!started) {
        m_ourJob = false;
        m_summary->setText(tr("Another job is running; wait for it or cancel it."));
        return false;
    }
    m_summary->setText(tr("Re-checking… (a SAT proof; may take minutes — Cancel in the "
                          "status bar)"));
    return true;
}

} // namespace mazelab
