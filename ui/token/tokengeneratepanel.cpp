#include "ui/token/tokengeneratepanel.h"

#include "core/token/tokengenerator.h"
#include "ui/jobs/jobrunner.h"
#include "ui/mazedocument.h"
#include "ui/pluralcount.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace mazelab {

using namespace token;

TokenGeneratePanel::TokenGeneratePanel(MazeDocument* doc, QWidget* parent)
    : QGroupBox(parent), m_doc(doc)
{
    auto spin = [this](const char* name, int lo, int hi, int value) {
        auto* s = new QSpinBox(this);
        s->setObjectName(QString::fromLatin1(name));
        s->setRange(lo, hi);
        s->setValue(value);
        return s;
    };
    m_rows = spin("tokenGenRows", 1, 64, 6);
    m_cols = spin("tokenGenCols", 1, 64, 6);
    m_obstacles = spin("tokenGenObstacles", 0, 4095, 4);
    m_seed = spin("tokenGenSeed", 1, 1000000000, 1);
    m_unique = new QComboBox(this);
    m_unique->setObjectName(QStringLiteral("tokenGenUniqueness"));
    // Narrow in the side panel (the list shows the whole texts), so the window fits 900 px.
    m_unique->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_unique->setMinimumContentsLength(6);
    m_generate = new QPushButton(this);
    m_generate->setObjectName(QStringLiteral("tokenGenerate"));
    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("tokenGenResult"));
    m_result->setWordWrap(true);
    m_rowsLabel = new QLabel(this);
    m_colsLabel = new QLabel(this);
    m_obstaclesLabel = new QLabel(this);
    m_uniqueLabel = new QLabel(this);
    m_seedLabel = new QLabel(this);
    for (QSpinBox* s : {m_rows, m_cols})
        s->setMaximumWidth(70);
    m_seed->setMaximumWidth(92); // nine digits stay readable; keeps the side panel narrow
    auto* sizeRow = new QHBoxLayout;
    sizeRow->addWidget(m_rows);
    sizeRow->addWidget(m_colsLabel);
    sizeRow->addWidget(m_cols);
    sizeRow->addStretch(1);
    auto* form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows); // a narrow side panel wraps, not clips
    form->addRow(m_rowsLabel, sizeRow);
    form->addRow(m_obstaclesLabel, m_obstacles);
    form->addRow(m_uniqueLabel, m_unique);
    form->addRow(m_seedLabel, m_seed);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_generate);
    layout->addWidget(m_result);
    connect(m_generate, &QPushButton::clicked, this, &TokenGeneratePanel::generate);
    connect(doc->jobs(), &JobRunner::started, this, [this] { m_generate->setEnabled(false); });
    connect(doc->jobs(), &JobRunner::finished, this, [this](const JobReport& report) {
        m_generate->setEnabled(true);
        if (report.outcome != JobOutcome::Finished && m_running)
            m_result->setText(JobRunner::describe(report));
        m_running = false;
    });
    retranslateUi();
}

void TokenGeneratePanel::retranslateUi()
{
    setTitle(tr("Generate a puzzle"));
    m_rowsLabel->setText(tr("Size:"));
    m_colsLabel->setText(tr("×"));
    m_obstaclesLabel->setText(tr("Obstacles:"));
    m_uniqueLabel->setText(tr("Uniqueness:"));
    m_seedLabel->setText(tr("Seed:"));
    const int u = m_unique->count() ? m_unique->currentIndex() : 1; // default: unique solution
    m_unique->clear();
    m_unique->addItems({tr("Any solvable board"), tr("Exactly one solution"), tr("Exactly one start cell")});
    m_unique->setCurrentIndex(u);
    m_generate->setText(tr("Generate"));
    m_generate->setToolTip(tr("Add a random puzzle with these properties to the workspace"));
}

void TokenGeneratePanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QGroupBox::changeEvent(event);
}

void TokenGeneratePanel::generate()
{
    GenerateOptions o;
    o.rows = m_rows->value();
    o.cols = m_cols->value();
    o.obstacles = m_obstacles->value();
    o.seed = std::uint64_t(m_seed->value());
    o.uniqueness = m_unique->currentIndex() == 1   ? Uniqueness::UniqueSolution
                   : m_unique->currentIndex() == 2 ? Uniqueness::UniqueStart
                                                   : Uniqueness::Any;
    if (o.obstacles >= o.rows * o.cols) {
        m_result->setText(tr("Too many obstacles: a %1 × %2 board has %n cells.", nullptr,
                             o.rows * o.cols)
                              .arg(o.rows)
                              .arg(o.cols));
        return;
    }
    m_result->setText(tr("Generating…"));
    m_running = m_doc->jobs()->start(
        tr("Generate token puzzle"),
        [o](Control& control) { return token::generate(o, control); },
        [this, o](const std::optional<Puzzle>& p) {
            if (!p) {
                m_result->setText(tr("No such board found; try fewer obstacles, another seed "
                                     "or less uniqueness."));
                return;
            }
            const QString name = tr("Token %1 × %2, %n obstacles, seed %4", nullptr, o.obstacles)
                                     .arg(o.rows)
                                     .arg(o.cols)
                                     .arg(o.seed);
            m_doc->addMaze(m_doc->mazeCount(), {name, p->board});
            m_doc->setCurrentIndex(m_doc->mazeCount() - 1);
            // Three counts, each with its own plural form.
            const QString nodes = tr("%L1 search nodes", nullptr, pluralCount(p->searchNodes))
                                      .arg(p->searchNodes);
            const QString solutions =
                tr("%L1 solutions", nullptr, pluralCount(p->solutions)).arg(p->solutions);
            const QString after = tr("found after %n boards", nullptr, p->attempts);
            m_result->setText(tr("Difficulty %1 of 5 (%2); %3; %4.")
                                  .arg(QString::number(p->difficulty), nodes, solutions, after));
            m_seed->setValue(m_seed->value() + 1); // the next press gives a new puzzle
            emit generated();
        },
        JobOptions{0, std::chrono::seconds(60)});
}

} // namespace mazelab
