#include "ui/gen/genmetricspanel.h"

#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace mazelab {

namespace {
// The rows, in order: the key (object name "metric_<key>") of each value label.
const char* const kKeys[] = {"size",     "M1",        "M2",        "M3",
                             "M4",       "M4general", "M5",        "solution",
                             "deadEnds", "junctions", "corridor",  "straightness",
                             "areas",    "perfect",   "time"};
} // namespace

GenMetricsPanel::GenMetricsPanel(QWidget* parent) : QWidget(parent), m_form(new QFormLayout)
{
    setObjectName(QStringLiteral("genMetrics"));
    m_form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    for (const char* key : kKeys) {
        auto* value = new QLabel(this);
        value->setObjectName(QStringLiteral("metric_") + QLatin1String(key));
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        m_form->addRow(new QLabel(this), value);
    }
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(m_form);
    layout->addWidget(m_note);
    layout->addStretch(1);
    retranslateUi();
}

void GenMetricsPanel::retranslateUi()
{
    const QString names[] = {tr("Size:"),
                             tr("M1 (solution / cells):"),
                             tr("M2 (longest dead-end path / cells):"),
                             tr("M3 (inner walls / cells):"),
                             tr("M4 (T-intersections / cells):"),
                             tr("M4-general (Table 4.2):"),
                             tr("M5 (1 / areas):"),
                             tr("Solution length:"),
                             tr("Dead ends:"),
                             tr("Junctions:"),
                             tr("Longest corridor:"),
                             tr("Straightness:"),
                             tr("Areas, loops:"),
                             tr("Perfect:"),
                             tr("Generated in:")};
    for (int i = 0; i < m_form->rowCount(); ++i) {
        auto* label = qobject_cast<QLabel*>(m_form->itemAt(i, QFormLayout::LabelRole)->widget());
        label->setText(names[i]);
        label->setWordWrap(true);
    }
    fill();
}

void GenMetricsPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void GenMetricsPanel::setMetrics(const std::optional<gen::MazeMetrics>& metrics, double ms,
                                 bool generated)
{
    m_metrics = metrics;
    m_ms = ms;
    m_generated = generated;
    m_measuring = false;
    m_unmeasured.clear();
    fill();
}

void GenMetricsPanel::setUnmeasured(const QString& why)
{
    m_metrics.reset();
    m_measuring = false;
    m_unmeasured = why;
    fill();
}

void GenMetricsPanel::setMeasuring()
{
    m_metrics.reset();
    m_measuring = true;
    m_unmeasured.clear();
    fill();
}

QString GenMetricsPanel::valueText(const QString& key) const
{
    const auto* label = findChild<QLabel*>(QStringLiteral("metric_") + key);
    return label ? label->text() : QString();
}

void GenMetricsPanel::fill()
{
    auto set = [this](int row, const QString& text) {
        static_cast<QLabel*>(m_form->itemAt(row, QFormLayout::FieldRole)->widget())->setText(text);
    };
    for (int i = 0; i < m_form->rowCount(); ++i)
        set(i, QStringLiteral("–"));
    m_note->clear();
    if (!m_generated) {
        m_note->setText(tr("Generate a maze to see its metrics."));
        return;
    }
    set(14, tr("%L1 ms").arg(m_ms, 0, 'f', m_ms < 10 ? 2 : 0));
    if (m_measuring || !m_unmeasured.isEmpty()) {
        m_note->setText(m_measuring ? tr("Measuring the maze in the background…")
                                    : m_unmeasured);
        return;
    }
    if (!m_metrics) {
        m_note->setText(tr("This generator works on the block maze: it has no passage cells "
                           "to measure."));
        return;
    }
    const gen::MazeMetrics& m = *m_metrics;
    auto num = [](double v) { return QString::number(v, 'f', 4); };
    set(0, tr("%1 × %2 cells (%L3 in the maze)").arg(m.rows).arg(m.cols).arg(m.activeCells));
    const double values[] = {m.m1, m.m2, m.m3, m.m4, m.m4General, m.m5};
    for (int k = 0; k < 6; ++k)
        set(1 + k, num(values[k]));
    set(7, m.solutionLength < 0 ? tr("unreachable") : tr("%Ln moves", nullptr, m.solutionLength));
    set(8, QStringLiteral("%L1").arg(m.deadEnds));
    set(9, tr("%L1 (T %L2, crossroads %L3)").arg(m.junctions).arg(m.tJunctions).arg(m.crossroads));
    set(10, tr("%Ln cells", nullptr, m.longestCorridor));
    set(11, num(m.straightness));
    set(12, QStringLiteral("%L1, %L2").arg(m.areas).arg(m.loops));
    set(13, m.perfect ? tr("yes") : tr("no"));
}

} // namespace mazelab
