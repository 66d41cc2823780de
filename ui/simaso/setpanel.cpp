#include "ui/modepagelayout.h"
#include "ui/simaso/setpanel.h"

#include "ui/jobs/jobrunner.h"
#include "ui/mazedocument.h"
#include "ui/pluralcount.h"
#include "ui/savefile.h"
#include "ui/simaso/mazesetbrowser.h"
#include "ui/simaso/simasoset.h"
#include "ui/simaso/simasosession.h"

#include "core/mazeformat.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace mazelab {

namespace {
// Sets bigger than this are not copied into a list when the editor's maze is added.
constexpr qint64 kMaxListCopy = 200'000;
} // namespace

SetPanel::SetPanel(SimasoSession* session, QWidget* parent)
    : QWidget(parent), m_session(session)
{
    setObjectName(QStringLiteral("setPanel"));
    m_setLabel = new QLabel(this);
    m_source = new QComboBox(this);
    m_source->setObjectName(QStringLiteral("setSource"));
    // Follow the item texts when the language changes at run time (the default sizes the combo
    // once, for the texts of the language the window was built in).
    m_source->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_rows = new QSpinBox(this);
    m_rows->setObjectName(QStringLiteral("setRows"));
    m_rows->setRange(1, 64);
    m_rows->setValue(3);
    m_times = new QLabel(QStringLiteral("×"), this);
    m_cols = new QSpinBox(this);
    m_cols->setObjectName(QStringLiteral("setCols"));
    m_cols->setRange(1, 64);
    m_cols->setValue(3);
    m_countLabel = new QLabel(this);
    m_count = new QSpinBox(this);
    m_count->setObjectName(QStringLiteral("setCount"));
    m_count->setRange(1, int(SimasoSet::kMaxRandomSize));
    m_count->setValue(100);
    m_densityLabel = new QLabel(this);
    m_density = new QDoubleSpinBox(this);
    m_density->setObjectName(QStringLiteral("setDensity"));
    m_density->setRange(0.0, 0.9);
    m_density->setSingleStep(0.05);
    m_density->setValue(0.3);
    m_seedLabel = new QLabel(this);
    m_seed = new QSpinBox(this);
    m_seed->setObjectName(QStringLiteral("setSeed"));
    m_seed->setRange(0, INT_MAX);
    m_seed->setValue(1);
    m_create = new QPushButton(this);
    m_create->setObjectName(QStringLiteral("createSet"));
    m_addEditor = new QPushButton(this);
    m_addEditor->setObjectName(QStringLiteral("addEditorMaze"));
    m_filterLabel = new QLabel(this);
    m_filter = new QComboBox(this);
    m_filter->setObjectName(QStringLiteral("setFilter"));
    m_filter->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_filterStep = new QSpinBox(this);
    m_filterStep->setObjectName(QStringLiteral("setFilterStep"));
    m_filterStep->setRange(0, 1'000'000);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("setStatus"));
    m_saveShown = new QPushButton(this);
    m_saveShown->setObjectName(QStringLiteral("saveShownMazes"));
    // What the browser shows: the form above makes sets, but a set also comes from a project,
    // a σ certificate or the document, so the set's own description is said here.
    m_current = new QLabel(this);
    m_current->setObjectName(QStringLiteral("setCurrent"));
    m_current->setWordWrap(true);
    m_current->setTextFormat(Qt::PlainText);
    m_browser = new MazeSetBrowser(session, this);

    // The three rows of set controls sit in one widget that presentation mode hides (the class
    // sees the tiles, the current set's line and the player).
    auto* controls = new QWidget(this);
    controls->setObjectName(QStringLiteral("simasoSetControls"));
    controls->setProperty(kPresentationHides, true);
    auto* controlRows = new QVBoxLayout(controls);
    controlRows->setContentsMargins(0, 0, 0, 0);
    auto* row1 = new QHBoxLayout;
    row1->addWidget(m_setLabel);
    row1->addWidget(m_source);
    row1->addWidget(m_rows);
    row1->addWidget(m_times);
    row1->addWidget(m_cols);
    row1->addStretch(1);
    row1->addWidget(m_create);
    auto* row2 = new QHBoxLayout;
    row2->addWidget(m_countLabel);
    row2->addWidget(m_count);
    row2->addWidget(m_densityLabel);
    row2->addWidget(m_density);
    row2->addWidget(m_seedLabel);
    row2->addWidget(m_seed);
    row2->addStretch(1);
    row2->addWidget(m_addEditor);
    auto* row3 = new QHBoxLayout;
    row3->addWidget(m_filterLabel);
    row3->addWidget(m_filter);
    row3->addWidget(m_filterStep);
    row3->addStretch(1);
    row3->addWidget(m_status);
    row3->addWidget(m_saveShown);
    controlRows->addLayout(row1);
    controlRows->addLayout(row2);
    controlRows->addLayout(row3);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(controls);
    layout->addWidget(m_current);
    layout->addWidget(m_browser, 1);

    connect(m_source, &QComboBox::currentIndexChanged, this, &SetPanel::updateEnabled);
    connect(m_create, &QPushButton::clicked, this, &SetPanel::createSet);
    connect(m_addEditor, &QPushButton::clicked, this, &SetPanel::addEditorMaze);
    connect(m_filter, &QComboBox::activated, this, [this] {
        applyFilter();
        emit userChanged();
    });
    connect(m_filterStep, &QSpinBox::valueChanged, this, [this] {
        applyFilter();
        emit userChanged();
    });
    connect(m_saveShown, &QPushButton::clicked, this, &SetPanel::chooseSaveShown);
    connect(session, &SimasoSession::shownChanged, this, &SetPanel::updateStatus);
    connect(session, &SimasoSession::setChanged, this, &SetPanel::updateStatus);
    retranslateUi();
    updateEnabled();
}

void SetPanel::retranslateUi()
{
    m_setLabel->setText(tr("Set:"));
    const int source = m_source->currentIndex();
    m_source->clear();
    m_source->addItem(tr("All solvable mazes"));
    m_source->addItem(tr("Random solvable mazes"));
    m_source->addItem(tr("The document's mazes"));
    m_source->setCurrentIndex(std::max(0, source));
    m_rows->setToolTip(tr("Rows"));
    m_cols->setToolTip(tr("Columns"));
    m_countLabel->setText(tr("k:"));
    m_count->setToolTip(tr("Number of random mazes"));
    m_densityLabel->setText(tr("density:"));
    m_density->setToolTip(tr("Probability that a cell is blocked"));
    m_seedLabel->setText(tr("seed:"));
    m_create->setText(tr("Create set"));
    m_addEditor->setText(tr("Add editor maze"));
    m_addEditor->setToolTip(tr("Append the editor's current maze to the set"));
    m_filterLabel->setText(tr("Show:"));
    m_saveShown->setText(tr("Save shown…"));
    m_saveShown->setToolTip(tr("Save the mazes shown (the filter applies: e.g. those the "
                               "sequence leaves unsolved) as a .maze file"));
    const int filter = m_filter->currentIndex();
    m_filter->clear();
    m_filter->addItem(tr("all mazes"));
    m_filter->addItem(tr("solved"));
    m_filter->addItem(tr("unsolved"));
    m_filter->addItem(tr("solved at step"));
    m_filter->setCurrentIndex(std::max(0, filter));
    m_filterStep->setToolTip(tr("The step k for \"solved at step\""));
    updateStatus();
}

void SetPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void SetPanel::updateEnabled()
{
    const int kind = m_source->currentIndex();
    const bool random = kind == Random;
    for (QWidget* w : {static_cast<QWidget*>(m_countLabel), static_cast<QWidget*>(m_count),
                       static_cast<QWidget*>(m_densityLabel), static_cast<QWidget*>(m_density),
                       static_cast<QWidget*>(m_seedLabel), static_cast<QWidget*>(m_seed)})
        w->setEnabled(random);
    m_rows->setEnabled(kind != DocumentMazes);
    m_cols->setEnabled(kind != DocumentMazes);
    m_rows->setMaximum(kind == AllSolvable ? SimasoSet::kMaxEnumerateCells : 64);
    m_cols->setMaximum(kind == AllSolvable ? SimasoSet::kMaxEnumerateCells : 64);
    m_filterStep->setEnabled(m_filter->currentIndex() == 3);
}

void SetPanel::setControls(SourceKind kind, int rows, int cols, int count, double density, int seed)
{
    m_source->setCurrentIndex(kind);
    m_rows->setValue(rows);
    m_cols->setValue(cols);
    m_count->setValue(count);
    m_density->setValue(density);
    m_seed->setValue(seed);
    updateEnabled();
}

void SetPanel::adopt(std::shared_ptr<const SimasoSet> set)
{
    if (!set)
        return;
    m_session->setSet(std::move(set));
    emit userChanged();
}

void SetPanel::createSet()
{
    const int rows = m_rows->value(), cols = m_cols->value();
    MazeDocument* doc = m_session->document();
    auto fail = [this](const QString& message) {
        QMessageBox::warning(this, tr("Create maze set"), message);
    };
    try {
        switch (m_source->currentIndex()) {
        case AllSolvable: {
            if (rows * cols > SimasoSet::kMaxEnumerateCells) {
                fail(tr("All solvable %1×%2 mazes are too many to list: at most %n cells "
                        "(e.g. 5×6).",
                        nullptr, SimasoSet::kMaxEnumerateCells)
                         .arg(rows)
                         .arg(cols));
                return;
            }
            if (rows * cols <= 16 || !doc) {
                Control control;
                adopt(SimasoSet::allSolvable(rows, cols, control));
                return;
            }
            doc->jobs()->start(
                tr("Enumerate solvable %1×%2 mazes").arg(rows).arg(cols),
                [rows, cols](Control& c) { return SimasoSet::allSolvable(rows, cols, c); },
                [this](std::shared_ptr<const SimasoSet> set) { adopt(std::move(set)); });
            return;
        }
        case Random: {
            const qint64 k = m_count->value();
            const double density = m_density->value();
            const std::uint64_t seed = std::uint64_t(m_seed->value());
            if (k * rows * cols <= 1'000'000 || !doc) {
                Control control;
                adopt(SimasoSet::random(k, rows, cols, density, seed, control));
                return;
            }
            doc->jobs()->start(
                tr("Generate %n random %2×%3 mazes", nullptr, int(k)).arg(rows).arg(cols),
                [=](Control& c) { return SimasoSet::random(k, rows, cols, density, seed, c); },
                [this](std::shared_ptr<const SimasoSet> set) { adopt(std::move(set)); });
            return;
        }
        case DocumentMazes: {
            if (!doc)
                return;
            // A set holds mazes of one size, all solvable: those of the current maze's size.
            const Maze& current = doc->currentMaze();
            std::vector<Maze> mazes;
            int skipped = 0;
            for (int i = 0; i < doc->mazeCount(); ++i) {
                const Maze& m = doc->maze(i);
                const bool fits = m.rows() == current.rows() && m.cols() == current.cols();
                if (fits && m.isSolvable())
                    mazes.push_back(m);
                else
                    ++skipped;
            }
            if (mazes.empty()) {
                fail(tr("The document has no solvable %1×%2 maze.")
                         .arg(current.rows()).arg(current.cols()));
                return;
            }
            QString description = tr("%n of the document's mazes", nullptr, int(mazes.size()));
            if (skipped > 0)
                description += QLatin1Char(' ')
                               + tr("(%n left out: other size or unsolvable)", nullptr, skipped);
            adopt(SimasoSet::fromMazes(mazes, description));
            return;
        }
        }
    } catch (const std::exception& e) {
        fail(QString::fromStdString(e.what()));
    }
}

void SetPanel::addEditorMaze()
{
    MazeDocument* doc = m_session->document();
    if (!doc)
        return;
    const auto& current = m_session->set();
    if (current && current->size() > kMaxListCopy) {
        QMessageBox::warning(this, tr("Add editor maze"),
                             tr("The set has %L1 mazes; adding to sets of more than %2 is not "
                                "supported.", nullptr, pluralCount(current->size()))
                                 .arg(current->size())
                                 .arg(tr("%Ln mazes", nullptr, int(kMaxListCopy))));
        return;
    }
    const Maze& maze = doc->currentMaze();
    if (!maze.isSolvable()) {
        QMessageBox::warning(this, tr("Add editor maze"),
                             tr("The editor's maze is not solvable (the goal cannot be reached "
                                "from the start), so no sequence can solve it."));
        return;
    }
    if (current && !current->isEmpty()
        && (current->rows() != maze.rows() || current->cols() != maze.cols())) {
        QMessageBox::warning(this, tr("Add editor maze"),
                             tr("The set holds %1×%2 mazes; the editor's maze is %3×%4.")
                                 .arg(current->rows()).arg(current->cols())
                                 .arg(maze.rows()).arg(maze.cols()));
        return;
    }
    std::vector<Maze> mazes;
    if (current)
        for (qint64 i = 0; i < current->size(); ++i)
            mazes.push_back(current->maze(i));
    mazes.push_back(maze);
    const int n = int(mazes.size());
    try {
        adopt(SimasoSet::fromMazes(mazes, tr("a list of %n mazes", nullptr, n)));
    } catch (const std::exception& e) {
        QMessageBox::warning(this, tr("Add editor maze"), QString::fromStdString(e.what()));
        return;
    }
    m_browser->setSelectedIndex(n - 1);
}

void SetPanel::setFilter(int filter, int step)
{
    m_filter->setCurrentIndex(std::clamp(filter, 0, m_filter->count() - 1));
    const QSignalBlocker block(m_filterStep);
    m_filterStep->setValue(step);
    applyFilter();
}

void SetPanel::applyFilter()
{
    updateEnabled();
    m_session->setFilter(SimasoSession::Filter(m_filter->currentIndex()), m_filterStep->value());
}

void SetPanel::updateStatus()
{
    const auto& set = m_session->set();
    m_saveShown->setEnabled(set && m_session->shownCount() > 0);
    if (!set) {
        m_status->setText(tr("no set"));
        m_current->setText(tr("Current set: none"));
        return;
    }
    m_current->setText(tr("Current set: %1").arg(set->description()));
    // The Current set line above the browser names the set; the status only counts.
    m_status->setText(tr("showing %L1 of %L2").arg(m_session->shownCount()).arg(set->size()));
}

bool SetPanel::saveShownMazes(const QString& path, QString* error)
{
    const auto& set = m_session->set();
    const qint64 shown = set ? m_session->shownCount() : 0;
    QString why;
    if (shown == 0)
        why = tr("No maze is shown.");
    else if (shown > kMaxSaveShown)
        why = tr("%L1 mazes are shown; at most %L2 are saved at once (choose a filter, or use "
                 "mazelab-cli seq verify-all --failures for all of them).")
                  .arg(shown)
                  .arg(kMaxSaveShown);
    if (!why.isEmpty()) {
        if (error)
            *error = why;
        return false;
    }
    MazeFile file;
    file.mazes.reserve(std::size_t(shown));
    file.names.reserve(std::size_t(shown));
    const QString name = tr("#%1 of %2"); // numbered from 1, as the browser shows them
    const QString description = set->description();
    for (qint64 row = 0; row < shown; ++row) {
        const qint64 index = m_session->shownIndex(row);
        file.mazes.push_back(set->maze(index));
        file.names.push_back(name.arg(index + 1).arg(description).toStdString());
    }
    const std::string text = mazeFileToText(file);
    return writeFileAtomically(path, QByteArray(text.data(), qsizetype(text.size())), error);
}

void SetPanel::chooseSaveShown()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save shown mazes"),
                                                      QStringLiteral("mazes.maze"),
                                                      tr("Maze files (*.maze)"));
    QString error;
    if (!path.isEmpty() && !saveShownMazes(path, &error))
        QMessageBox::warning(this, tr("Save shown mazes"), error);
}

} // namespace mazelab
