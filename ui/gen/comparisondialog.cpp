#include "ui/gen/comparisondialog.h"

#include "ui/jobs/jobrunner.h"
#include "ui/mainwindow/appsettings.h"
#include "ui/savefile.h"

#include <QCloseEvent>
#include <QEvent>
#include <QFileDialog>
#include <QFontMetrics>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <limits>

namespace mazelab {

namespace {

constexpr int kValueRole = Qt::UserRole + 1;

// Sorts by the number in kValueRole (empty cells last in ascending order), text otherwise.
class ValueItem : public QTableWidgetItem {
public:
    using QTableWidgetItem::QTableWidgetItem;
    bool operator<(const QTableWidgetItem& other) const override
    {
        const QVariant a = data(kValueRole), b = other.data(kValueRole);
        if (!a.isValid() && !b.isValid())
            return text() < other.text();
        const double inf = std::numeric_limits<double>::infinity();
        return (a.isValid() ? a.toDouble() : inf) < (b.isValid() ? b.toDouble() : inf);
    }
};

} // namespace

ComparisonDialog::ComparisonDialog(QWidget* parent)
    : QDialog(parent), m_runner(new JobRunner(this)), m_count(new QSpinBox(this)),
      m_rowsSpin(new QSpinBox(this)), m_colsSpin(new QSpinBox(this)), m_seed(new QSpinBox(this)),
      m_countLabel(new QLabel(this)), m_sizeLabel(new QLabel(this)),
      m_seedLabel(new QLabel(this)), m_run(new QPushButton(this)),
      m_cancel(new QPushButton(this)), m_csv(new QPushButton(this)),
      m_png(new QPushButton(this)), m_progress(new QProgressBar(this)),
      m_status(new QLabel(this)), m_table(new QTableWidget(this))
{
    setObjectName(QStringLiteral("genComparison"));
    m_count->setObjectName(QStringLiteral("cmpCount"));
    m_count->setRange(1, 10000);
    m_count->setValue(100);
    m_rowsSpin->setObjectName(QStringLiteral("cmpRows"));
    m_colsSpin->setObjectName(QStringLiteral("cmpCols"));
    for (QSpinBox* s : {m_rowsSpin, m_colsSpin}) {
        s->setRange(1, kMaxSide);
        s->setValue(10);
    }
    m_seed->setObjectName(QStringLiteral("cmpSeed"));
    m_seed->setRange(0, std::numeric_limits<int>::max());
    m_seed->setValue(1);
    m_run->setObjectName(QStringLiteral("cmpRun"));
    m_cancel->setObjectName(QStringLiteral("cmpCancel"));
    m_csv->setObjectName(QStringLiteral("cmpCsv"));
    m_png->setObjectName(QStringLiteral("cmpPng"));
    m_progress->setObjectName(QStringLiteral("cmpProgress"));
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_status->setObjectName(QStringLiteral("cmpStatus"));
    m_status->setWordWrap(true);
    m_table->setObjectName(QStringLiteral("cmpTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->setColumnCount(int(gen::comparisonColumns().size()));

    auto* size = new QHBoxLayout;
    size->addWidget(m_rowsSpin);
    size->addWidget(new QLabel(QStringLiteral("×"), this));
    size->addWidget(m_colsSpin);
    auto* settings = new QHBoxLayout;
    settings->addWidget(m_countLabel);
    settings->addWidget(m_count);
    settings->addSpacing(12);
    settings->addWidget(m_sizeLabel);
    settings->addLayout(size);
    settings->addSpacing(12);
    settings->addWidget(m_seedLabel);
    settings->addWidget(m_seed);
    settings->addStretch(1);
    settings->addWidget(m_run);
    settings->addWidget(m_cancel);
    auto* exports = new QHBoxLayout;
    exports->addWidget(m_status, 1);
    exports->addWidget(m_csv);
    exports->addWidget(m_png);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(settings);
    layout->addWidget(m_progress);
    layout->addWidget(m_table, 1);
    layout->addLayout(exports);
    resize(1100, 560);

    // The last batch the user ran (and the dialog's size) come back in the next session.
    const ComparisonSettings saved = AppSettings().comparison();
    m_count->setValue(saved.count);
    m_rowsSpin->setValue(saved.rows);
    m_colsSpin->setValue(saved.cols);
    m_seed->setValue(saved.seed);
    if (!saved.geometry.isEmpty())
        restoreGeometry(saved.geometry);

    connect(m_run, &QPushButton::clicked, this, [this] { run(); });
    connect(m_cancel, &QPushButton::clicked, this, &ComparisonDialog::cancel);
    connect(m_csv, &QPushButton::clicked, this, &ComparisonDialog::exportCsv);
    connect(m_png, &QPushButton::clicked, this, &ComparisonDialog::exportPng);
    connect(m_runner, &JobRunner::progressChanged, this,
            [this](double fraction, const QString& message) {
                m_progress->setValue(fraction < 0 ? 0 : int(1000 * fraction));
                m_status->setText(message);
            });
    connect(m_runner, &JobRunner::finished, this, &ComparisonDialog::jobFinished);
    retranslateUi();
    updateButtons();
}

ComparisonDialog::~ComparisonDialog() // the runner (a child) cancels and waits
{
    saveSettings();
}

void ComparisonDialog::saveSettings() const
{
    ComparisonSettings c;
    c.count = m_count->value();
    c.rows = m_rowsSpin->value();
    c.cols = m_colsSpin->value();
    c.seed = m_seed->value();
    c.geometry = saveGeometry();
    AppSettings().setComparison(c);
}

void ComparisonDialog::retranslateUi()
{
    setWindowTitle(tr("Compare all generators"));
    m_countLabel->setText(tr("Mazes per generator:"));
    m_count->setToolTip(tr("Maze i uses seed S + i (the thesis: 100 mazes of 10 × 10)"));
    m_sizeLabel->setText(tr("Size:"));
    m_seedLabel->setText(tr("Seed:"));
    m_run->setText(tr("Run"));
    m_run->setToolTip(tr("Generate and measure the batch of every generator in the background "
                         "(default parameters)"));
    m_cancel->setText(tr("Cancel"));
    m_csv->setText(tr("CSV…"));
    m_csv->setToolTip(tr("Save the table as CSV (the same as mazelab-cli metrics --generator "
                         "all --csv)"));
    m_png->setText(tr("PNG…"));
    m_png->setToolTip(tr("Save the whole table as a picture"));
    m_table->setHorizontalHeaderLabels(headers());
    const QStringList tips = {
        tr("The generator (default parameters)"),
        tr("Mazes measured"),
        tr("Perfect mazes (one area, no loop)"),
        tr("M1: solution cells / cells (Petercă 2024 §2.1)"),
        tr("M2: longest dead end to dead end distance / cells"),
        tr("M3: inner walls / cells"),
        tr("M4: T-intersections / cells"),
        tr("M4-general: Table 4.2's multipliers summed / cells"),
        tr("M5: 1 / areas"),
        tr("Dead ends per maze"),
        tr("Junctions (T and crossroads) per maze"),
        tr("Longest branch-free chain of cells"),
        tr("Moves from start to goal"),
        tr("Share of two-way cells that go straight through"),
        tr("Average passage length in block cells (article 003: steps between dead ends and "
           "junctions)"),
        tr("Longest passage in block cells"),
        tr("Generation time per maze in milliseconds (without measuring)"),
        tr("Why a generator has no or only some values")};
    for (int c = 0; c < m_table->columnCount() && c < tips.size(); ++c)
        if (QTableWidgetItem* h = m_table->horizontalHeaderItem(c))
            h->setToolTip(tips[c]);
    if (!isRunning() && m_rows.empty())
        m_status->setText(tr("Press Run: %n generators, each with its default parameters.", nullptr,
                             int(gen::comparedGenerators({}).size())));
    fillTable();
}

QStringList ComparisonDialog::headers() const
{
    return {tr("Generator"),    tr("Mazes"),           tr("Perfect"),
            tr("M1"),           tr("M2"),              tr("M3"),
            tr("M4"),           tr("M4-general"),      tr("M5"),
            tr("Dead ends"),    tr("Junctions"),       tr("Longest corridor"),
            tr("Solution"),     tr("Straightness"),    tr("Avg passage"),
            tr("Longest passage"), tr("ms / maze"),    tr("Note")};
}

void ComparisonDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void ComparisonDialog::closeEvent(QCloseEvent* event)
{
    cancel(); // a hidden dialog does not keep a core busy
    saveSettings();
    QDialog::closeEvent(event);
}

bool ComparisonDialog::run()
{
    if (isRunning())
        return false;
    gen::ComparisonRequest request;
    request.count = m_count->value();
    request.rows = m_rowsSpin->value();
    request.cols = m_colsSpin->value();
    request.seed = std::uint64_t(m_seed->value());
    saveSettings();
    m_progress->setValue(0);
    const bool started = m_runner->start(
        tr("Compare all generators"),
        [request](Control& control) { return gen::compareGenerators(request, control); },
        [this, request](std::vector<gen::ComparisonRow> rows) {
            m_rows = std::move(rows);
            m_shown = request;
            fillTable();
        });
    updateButtons();
    return started;
}

void ComparisonDialog::cancel()
{
    m_runner->cancel();
}

bool ComparisonDialog::isRunning() const
{
    return m_runner->isRunning();
}

void ComparisonDialog::jobFinished(const JobReport& report)
{
    if (report.outcome == JobOutcome::Finished) {
        m_progress->setValue(1000);
        m_status->setText(tr("%1, in %2 s.").arg(title()).arg(report.elapsedMs / 1000.0, 0, 'f', 1));
    } else {
        m_status->setText(JobRunner::describe(report));
    }
    updateButtons();
    emit runEnded();
}

void ComparisonDialog::updateButtons()
{
    const bool running = isRunning();
    m_run->setEnabled(!running);
    m_cancel->setEnabled(running);
    m_csv->setEnabled(!running && !m_rows.empty());
    m_png->setEnabled(!running && !m_rows.empty());
    for (QSpinBox* s : {m_count, m_rowsSpin, m_colsSpin, m_seed})
        s->setEnabled(!running);
}

QString ComparisonDialog::title() const
{
    return tr("%Ln mazes of %2 × %3 per generator, seeds %4–%5", nullptr, int(m_shown.count))
        .arg(m_shown.rows)
        .arg(m_shown.cols)
        .arg(m_shown.seed)
        .arg(m_shown.seed + std::uint64_t(m_shown.count) - 1);
}

void ComparisonDialog::fillTable()
{
    m_table->setSortingEnabled(false);
    m_table->setRowCount(int(m_rows.size()));
    for (int r = 0; r < int(m_rows.size()); ++r) {
        const gen::ComparisonRow& row = m_rows[std::size_t(r)];
        auto* name = new ValueItem(QString::fromStdString(row.algorithm));
        m_table->setItem(r, 0, name);
        const std::vector<std::string> values = gen::comparisonValues(row);
        for (int c = 0; c + 1 < int(values.size()); ++c) {
            const QString text = QString::fromStdString(values[std::size_t(c)]);
            auto* item = new ValueItem(text);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (!text.isEmpty())
                item->setData(kValueRole, text.toDouble());
            m_table->setItem(r, c + 1, item);
        }
        QString note = QString::fromStdString(row.error);
        if (note.isEmpty() && !row.passage)
            note = tr("block maze: no passage cells, so only passages and time");
        auto* noteItem = new ValueItem(note);
        noteItem->setToolTip(note);
        m_table->setItem(r, int(values.size()), noteItem);
    }
    m_table->setSortingEnabled(true);
    m_table->resizeColumnsToContents();
    updateButtons();
}

bool ComparisonDialog::writeCsv(const QString& path, QString* error) const
{
    const QByteArray text = QByteArray::fromStdString(gen::comparisonCsv(m_rows));
    return writeFileAtomically(path, text, error); // a full disk keeps the old file
}

QImage ComparisonDialog::renderTable() const
{
    const QFont font = m_table->font();
    QFont bold = font;
    bold.setBold(true);
    const QFontMetrics fm(font), fmBold(bold);
    const int columns = m_table->columnCount(), rows = m_table->rowCount();
    const int pad = 6, lineH = fmBold.height() + 2 * pad / 2 + 2;
    std::vector<int> width(std::size_t(columns), 0);
    const QStringList head = headers();
    for (int c = 0; c < columns; ++c) {
        width[std::size_t(c)] = fmBold.horizontalAdvance(head.value(c)) + 2 * pad;
        for (int r = 0; r < rows; ++r)
            if (const QTableWidgetItem* item = m_table->item(r, c))
                width[std::size_t(c)] = std::max(width[std::size_t(c)],
                                                 fm.horizontalAdvance(item->text()) + 2 * pad);
    }
    int total = 0;
    for (const int w : width)
        total += w;
    const QString caption = title();
    total = std::max(total, fmBold.horizontalAdvance(caption) + 2 * pad);
    QImage image(total + 1, (rows + 2) * lineH + 1, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter p(&image);
    p.setFont(bold);
    p.setPen(Qt::black);
    p.drawText(QRect(pad, 0, total, lineH), Qt::AlignVCenter | Qt::AlignLeft, caption);
    for (int r = -1; r < rows; ++r) {
        const int y = (r + 2) * lineH;
        p.fillRect(QRect(0, y, total, lineH),
                   r < 0 ? QColor(0xdd, 0xe4, 0xee) : (r % 2 ? QColor(0xf4, 0xf6, 0xf9) : Qt::white));
        p.setFont(r < 0 ? bold : font);
        int x = 0;
        for (int c = 0; c < columns; ++c) {
            const QTableWidgetItem* item = r < 0 ? nullptr : m_table->item(r, c);
            const QString text = r < 0 ? head.value(c) : (item ? item->text() : QString());
            const int align = c == 0 || c == columns - 1 ? Qt::AlignLeft : Qt::AlignRight;
            p.drawText(QRect(x + pad, y, width[std::size_t(c)] - 2 * pad, lineH),
                       align | Qt::AlignVCenter, text);
            x += width[std::size_t(c)];
            p.setPen(QColor(0xc0, 0xc6, 0xd0));
            p.drawLine(x, y, x, y + lineH);
            p.setPen(Qt::black);
        }
        p.setPen(QColor(0xc0, 0xc6, 0xd0));
        p.drawLine(0, y + lineH, total, y + lineH);
        p.setPen(Qt::black);
    }
    return image;
}

bool ComparisonDialog::savePng(const QString& path, QString* error) const
{
    return writeImageAtomically(path, renderTable(), error);
}

void ComparisonDialog::exportCsv()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save the comparison table"), QStringLiteral("generators.csv"),
        tr("CSV files (*.csv)"));
    QString error;
    if (!path.isEmpty() && !writeCsv(path, &error)) // error: "Cannot write PATH: why"
        QMessageBox::warning(this, tr("Save the comparison table"), error);
}

void ComparisonDialog::exportPng()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save the table as a picture"), QStringLiteral("generators.png"),
        tr("PNG images (*.png)"));
    QString error;
    if (!path.isEmpty() && !savePng(path, &error))
        QMessageBox::warning(this, tr("Save the table as a picture"), error);
}

} // namespace mazelab
