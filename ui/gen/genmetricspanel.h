#pragma once
// GenMetricsPanel: the "Metrics" tab of the Generate mode — the measures of core/gen/metrics.h
// for the maze on screen (Petercă 2024 §2.1: M1–M5 and M4-general with Table 4.2's
// multipliers; dead ends, junctions, longest corridor, solution length, straightness, areas,
// loops) and how long the generation took. Block-only generators (cellular, cavern) have no
// passage cells to measure: the panel says so.

#include "core/gen/metrics.h"

#include <QWidget>

#include <optional>

class QFormLayout;
class QLabel;

namespace mazelab {

class GenMetricsPanel : public QWidget {
    Q_OBJECT
public:
    explicit GenMetricsPanel(QWidget* parent = nullptr);

    // nullopt: no passage maze (or nothing generated yet).
    void setMetrics(const std::optional<gen::MazeMetrics>& metrics, double ms, bool generated);
    // A big maze is being measured in the background.
    void setMeasuring();
    // Its measuring stopped (cancelled, failed): `why` replaces the values.
    void setUnmeasured(const QString& why);
    // The value shown in row `key` ("M1", "deadEnds", …), for tests.
    QString valueText(const QString& key) const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void fill();

    QFormLayout* m_form;
    QLabel* m_note;
    std::optional<gen::MazeMetrics> m_metrics;
    double m_ms = 0;
    bool m_generated = false;
    bool m_measuring = false;
    QString m_unmeasured;
};

} // namespace mazelab
