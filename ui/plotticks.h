#pragma once
// Axis ticks for whole-number data (counts, steps, turns, visit counts): a tick step that is a
// whole multiple of 1 (1, 2, 5, 10, … as QCustomPlot scales it), never 0.5 or 2.5 — a chart of
// 3 mazes or a 2-cell histogram must not label "2.5 cells".
#include <qcustomplot.h>

namespace mazelab {

inline void useWholeNumberTicks(QCPAxis* axis)
{
    auto ticker = QSharedPointer<QCPAxisTickerFixed>::create();
    ticker->setTickStep(1.0);
    ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    axis->setTicker(ticker);
}

} // namespace mazelab
