#include "ui/gen/distributionpanel.h"

#include "core/gen/thesistables.h"
#include "ui/savefile.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QHorizontalBarSeries>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QValueAxis>
#include <QVBoxLayout>

namespace mazelab {

namespace {
// "N-S-": the letter of each wall present (N, E, S, W), '-' where open.
QString wallLetters(int code)
{
    QString s;
    const char letters[] = "NESW";
    for (int i = 0; i < 4; ++i)
        s += (code & (8 >> i)) ? QLatin1Char(letters[i]) : QLatin1Char('-');
    return s;
}
} // namespace

DistributionPanel::DistributionPanel(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("genDistribution"));
    m_source = new QComboBox(this);
    m_source->setObjectName(QStringLiteral("distSource"));
    m_count = new QSpinBox(this);
    m_count->setObjectName(QStringLiteral("distCount"));
    m_count->setRange(1, 100000);
    m_count->setValue(100);
    m_rows = new QSpinBox(this);
    m_rows->setObjectName(QStringLiteral("distRows"));
    m_cols = new QSpinBox(this);
    m_cols->setObjectName(QStringLiteral("distCols"));
    for (QSpinBox* s : {m_rows, m_cols}) {
        s->setRange(1, 1000);
        s->setValue(10);
    }
    m_run = new QPushButton(this);
    m_run->setObjectName(QStringLiteral("distRun"));
    m_sorted = new QCheckBox(this);
    m_sorted->setObjectName(QStringLiteral("distSorted"));
    m_sorted->setChecked(true);
    m_chart = new QChart;
    m_chart->setMargins(QMargins(2, 2, 2, 2));
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_view = new QChartView(m_chart, this);
    m_view->setObjectName(QStringLiteral("distChart"));
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(360);
    m_info = new QLabel(this);
    m_info->setObjectName(QStringLiteral("distInfo"));
    m_info->setWordWrap(true);
    m_batchLabel = new QLabel(this);
    m_csv = new QPushButton(this);
    m_csv->setObjectName(QStringLiteral("distCsv"));
    m_png = new QPushButton(this);
    m_png->setObjectName(QStringLiteral("distPng"));
    m_compare = new QPushButton(this);
    m_compare->setObjectName(QStringLiteral("distCompare"));

    auto* size = new QHBoxLayout;
    size->addWidget(m_rows, 1);
    size->addWidget(new QLabel(QStringLiteral("×"), this));
    size->addWidget(m_cols, 1);
    m_sizeLabel = new QLabel(this);
    auto* batch = new QFormLayout;
    batch->setRowWrapPolicy(QFormLayout::WrapLongRows);
    batch->addRow(m_batchLabel, m_count);
    batch->addRow(m_sizeLabel, size);
    batch->addRow(QString(), m_run);
    auto* exports = new QHBoxLayout;
    exports->addWidget(m_csv);
    exports->addWidget(m_png);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_source);
    layout->addLayout(batch);
    layout->addWidget(m_sorted);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_info);
    layout->addLayout(exports);
    layout->addWidget(m_compare);

    connect(m_source, &QComboBox::currentIndexChanged, this, &DistributionPanel::rebuildChart);
    connect(m_sorted, &QCheckBox::toggled, this, &DistributionPanel::rebuildChart);
    connect(m_run, &QPushButton::clicked, this, [this] {
        emit batchRequested(m_count->value(), m_rows->value(), m_cols->value());
    });
    connect(m_csv, &QPushButton::clicked, this, &DistributionPanel::exportCsv);
    connect(m_png, &QPushButton::clicked, this, &DistributionPanel::exportPng);
    connect(m_compare, &QPushButton::clicked, this, &DistributionPanel::compareRequested);
    retranslateUi();
}

void DistributionPanel::retranslateUi()
{
    const int source = m_source->count() ? m_source->currentIndex() : 0;
    {
        const QSignalBlocker block(m_source);
        m_source->clear();
        m_source->addItems({tr("The maze on screen"), tr("A batch of mazes")});
        m_source->setCurrentIndex(source);
    }
    m_batchLabel->setText(tr("Batch:"));
    m_sizeLabel->setText(tr("Size:"));
    m_count->setSuffix(tr(" mazes"));
    m_count->setToolTip(tr("Mazes in the batch; maze i uses seed S + i (the thesis: 100 of "
                           "10 × 10)"));
    m_run->setText(tr("Run"));
    m_run->setToolTip(tr("Generate the batch with the Generate tab's algorithm, parameters and "
                         "seed, in the background"));
    m_sorted->setText(tr("Sorted, beside the thesis"));
    m_sorted->setToolTip(tr("The thesis' tables lost the pictures of their cell types, so "
                            "its shares are compared by rank"));
    m_csv->setText(tr("CSV…"));
    m_csv->setToolTip(tr("Save the table (shares by wall code and sorted beside the thesis)"));
    m_png->setText(tr("PNG…"));
    m_png->setToolTip(tr("Save the chart as a picture"));
    m_compare->setText(tr("Compare all generators…"));
    m_compare->setToolTip(tr("A table of every generator's metrics over a batch (M1–M5, dead "
                             "ends, passages, time), sortable, with CSV and PNG export"));
    rebuildChart();
}

void DistributionPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void DistributionPanel::setCurrentMaze(const QString& algorithm,
                                       const std::optional<gen::MazeMetrics>& m)
{
    m_algorithm = algorithm;
    m_current = m;
    rebuildChart();
}

void DistributionPanel::setBatch(const BatchResult& batch)
{
    m_batch = batch;
    if (source() == Source::Batch)
        rebuildChart();
    else
        m_source->setCurrentIndex(int(Source::Batch));
}

DistributionPanel::Source DistributionPanel::source() const
{
    return Source(m_source->currentIndex());
}

QString DistributionPanel::shownAlgorithm() const
{
    if (source() == Source::Batch)
        return m_batch ? QString::fromStdString(m_batch->algorithm) : QString();
    return m_algorithm;
}

std::array<double, 16> DistributionPanel::shares() const
{
    std::array<double, 16> out{};
    gen::CellTypeDistribution d;
    if (source() == Source::Batch && m_batch)
        d = m_batch->distribution;
    else if (source() == Source::CurrentMaze && m_current)
        d.add(*m_current);
    for (int code = 0; code < 16; ++code)
        out[std::size_t(code)] = 100.0 * d.share(code);
    return out;
}

std::optional<std::array<double, 16>> DistributionPanel::thesisShares() const
{
    if (const auto* t = gen::findThesisDistribution(shownAlgorithm().toStdString()))
        return t->percent;
    return std::nullopt;
}

void DistributionPanel::rebuildChart()
{
    m_chart->removeAllSeries();
    for (QAbstractAxis* axis : m_chart->axes()) {
        m_chart->removeAxis(axis);
        delete axis;
    }
    const bool batch = source() == Source::Batch;
    const bool have = batch ? m_batch.has_value() : m_current.has_value();
    const auto* thesis = gen::findThesisDistribution(shownAlgorithm().toStdString());
    const bool sorted = m_sorted->isChecked();
    std::array<double, 16> mine = shares();
    if (sorted)
        mine = gen::sortedShares(mine);
    // Horizontal bars: 16 labelled rows fit a narrow panel. The axis lists its first category
    // at the bottom, so everything is added in reverse (rank 1 / code 0 on top).
    QStringList categories;
    for (int i = 15; i >= 0; --i)
        categories << (sorted ? QString::number(i + 1)
                              : QStringLiteral("%1 %2").arg(i).arg(wallLetters(i)));
    auto* series = new QHorizontalBarSeries;
    series->setBarWidth(0.85);
    auto* set = new QBarSet(tr("MazeLab"));
    set->setColor(QColor(0x1f, 0x5f, 0xa8));
    for (int i = 15; i >= 0; --i)
        *set << (have ? mine[std::size_t(i)] : 0.0);
    double top = *std::max_element(mine.begin(), mine.end());
    if (sorted && thesis) {
        auto* t = new QBarSet(tr("Thesis, Table %1").arg(QLatin1String(thesis->table.data())));
        t->setColor(QColor(0xe0, 0x7b, 0x00));
        const std::array<double, 16> theirs = gen::sortedShares(thesis->percent);
        for (int i = 15; i >= 0; --i)
            *t << theirs[std::size_t(i)];
        top = std::max(top, theirs[0]);
        series->append(t); // appended first: drawn below MazeLab's bar in each row
    }
    series->append(set);
    m_chart->addSeries(series);
    auto* cats = new QBarCategoryAxis;
    cats->append(categories);
    cats->setTitleText(sorted ? tr("rank") : tr("wall code (N 8, E 4, S 2, W 1)"));
    QFont small = cats->labelsFont();
    small.setPointSizeF(std::max(6.0, small.pointSizeF() - 2));
    cats->setLabelsFont(small);
    cats->setTitleFont(small);
    cats->setTruncateLabels(false); // Qt elides them even where they fit
    auto* values = new QValueAxis;
    values->setRange(0, std::max(5.0, top * 1.1));
    values->applyNiceNumbers();
    values->setLabelFormat(QStringLiteral("%.0f"));
    values->setTitleText(tr("% of cells"));
    values->setLabelsFont(small);
    values->setTitleFont(small);
    m_chart->addAxis(values, Qt::AlignBottom);
    m_chart->addAxis(cats, Qt::AlignLeft);
    series->attachAxis(values);
    series->attachAxis(cats);
    m_chart->legend()->setFont(small);

    QString info;
    if (batch && m_batch)
        info = tr("%1: %Ln mazes of %3 × %4, seeds %5–%6, %L7 perfect.", nullptr, m_batch->count)
                   .arg(QString::fromStdString(m_batch->algorithm))
                   .arg(m_batch->rows)
                   .arg(m_batch->cols)
                   .arg(m_batch->seed)
                   .arg(m_batch->seed + std::uint64_t(m_batch->count) - 1)
                   .arg(m_batch->perfect);
    else if (batch)
        info = tr("No batch yet: press Run.");
    else if (!m_current)
        info = tr("No passage maze on screen.");
    else
        info = tr("%1: the maze on screen.").arg(m_algorithm);
    if (thesis)
        info += QLatin1Char(' ')
                + tr("Thesis: Table %1, %2 (100 mazes of 10 × 10).")
                      .arg(QLatin1String(thesis->table.data()),
                           QLatin1String(thesis->title.data()));
    m_info->setText(info);
    m_csv->setEnabled(have);
    m_png->setEnabled(have);
}

bool DistributionPanel::writeCsv(const QString& path, QString* error) const
{
    const std::array<double, 16> mine = shares();
    const std::array<double, 16> sorted = gen::sortedShares(mine);
    const auto* thesis = gen::findThesisDistribution(shownAlgorithm().toStdString());
    std::array<double, 16> thesisSorted{};
    if (thesis)
        thesisSorted = gen::sortedShares(thesis->percent);
    gen::CellTypeDistribution d;
    if (source() == Source::Batch && m_batch)
        d = m_batch->distribution;
    else if (m_current)
        d.add(*m_current);
    QByteArray text = "code,walls,cells,percent,rank,mazelab_sorted_percent,"
                      "thesis_sorted_percent\n";
    for (int i = 0; i < 16; ++i)
        text += QStringLiteral("%1,%2,%3,%4,%5,%6,%7\n")
                    .arg(i)
                    .arg(wallLetters(i))
                    .arg(d.counts[std::size_t(i)])
                    .arg(mine[std::size_t(i)], 0, 'f', 4)
                    .arg(i + 1)
                    .arg(sorted[std::size_t(i)], 0, 'f', 4)
                    .arg(thesis ? QString::number(thesisSorted[std::size_t(i)], 'f', 2)
                                : QString())
                    .toUtf8();
    return writeFileAtomically(path, text, error); // a full disk keeps the old file
}

bool DistributionPanel::savePng(const QString& path, QString* error) const
{
    return writeImageAtomically(path, m_view->grab().toImage(), error);
}

void DistributionPanel::exportCsv()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save the distribution table"),
        shownAlgorithm() + QStringLiteral("-distribution.csv"), tr("CSV files (*.csv)"));
    QString error;
    if (!path.isEmpty() && !writeCsv(path, &error)) // error: "Cannot write PATH: why"
        QMessageBox::warning(this, tr("Save the distribution table"), error);
}

void DistributionPanel::exportPng()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save the chart"), shownAlgorithm() + QStringLiteral("-distribution.png"),
        tr("PNG images (*.png)"));
    QString error;
    if (!path.isEmpty() && !savePng(path, &error))
        QMessageBox::warning(this, tr("Save the chart"), error);
}

void DistributionPanel::setRunning(bool running)
{
    m_run->setEnabled(!running);
}

} // namespace mazelab
