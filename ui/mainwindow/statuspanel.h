#pragma once
// StatusPanel: the status bar's permanent fields: cell under the mouse, maze size, free cells,
// solvable (with the shortest path length) and zoom. Solvability is computed off the GUI thread
// (debounced), so painting a 4096 x 4096 maze stays fluid.

#include "ui/jobs/latestworker.h"

#include <QObject>
#include <QTimer>

class QLabel;
class QStatusBar;

namespace mazelab {

class MazeDocument;
class MazeView;

class StatusPanel : public QObject {
    Q_OBJECT
public:
    StatusPanel(QStatusBar* bar, MazeDocument* doc, MazeView* view);
    void retranslateUi();
    // The solvability text once computed (for tests); empty while computing.
    QString solvableText() const;
    bool isComputing() const { return m_worker.isBusy() || m_debounce.isActive(); }
    // Modes without a start and a goal (Token, Mouse) hide the solvability field; its figures
    // describe the editor's start → goal question only.
    void setStartGoalShown(bool shown);
    bool isStartGoalShown() const { return m_startGoalShown; }

private:
    void updateCell(int row, int col);
    void updateMaze();
    void updateZoom();
    void startSolve();

    MazeDocument* m_doc;
    MazeView* m_view;
    QLabel* m_cell;
    QLabel* m_size;
    QLabel* m_free;
    QLabel* m_solvable;
    QLabel* m_zoom;
    int m_hoverRow = -1, m_hoverCol = -1;
    struct Facts {
        qint64 freeCells = -1; // -1 unknown
        int pathLength = -1;   // -1 unsolvable
    };
    Facts m_facts;
    QTimer m_debounce;
    LatestWorker<Facts> m_worker; // the facts of the latest maze asked for
    bool m_startGoalShown = true;
};

} // namespace mazelab
