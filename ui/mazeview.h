#pragma once
// MazeView: a zoomable, scrollable canvas showing one maze of a MazeDocument.
//
// - Zoom: setCellSize() / zoomIn() / zoomOut() / fitToWindow(), Ctrl+wheel (about the pointer);
//   pan with the scroll bars, the wheel, or a middle-button drag.
// - Paints only the visible cells: per-cell drawing (with grid lines) from 4 px per cell up,
//   a cached one-pixel-per-cell image below, so 4096 x 4096 mazes stay responsive.
// - Layers, bottom to top: cells, overlays (addOverlay), start / goal markers, keyboard cursor.
// - Input: the current MazeTool (setTool) gets press / move / release; without a tool the view
//   is read-only and only emits cellClicked. Arrow keys move a cell cursor, Space activates the
//   tool there.

#include "ui/keyhelp.h"
#include "core/maze.h"
#include "ui/mazedocument.h"
#include "ui/mazerenderer.h"

#include <QAbstractScrollArea>
#include <QImage>
#include <QPointer>
#include <optional>
#include <vector>

namespace mazelab {

class MazeOverlay;
class MazeTool;
struct ToolEvent;

class MazeView : public QAbstractScrollArea {
    Q_OBJECT
public:
    static constexpr double kDefaultCellSize = 24.0; // 100 % zoom
    static constexpr double kMinCellSize = 0.05;
    static constexpr double kMaxCellSize = 200.0;
    static constexpr double kMaxFitCellSize = 64.0;
    static constexpr int kMargin = 8; // pixels around the maze

    explicit MazeView(QWidget* parent = nullptr);
    ~MazeView() override;

    // The canvas's keys (keyPressEvent), for Help ▸ Keyboard shortcuts.
    static QList<KeyHelp> keyHelp();

    // Shows maze `mazeIndex` of `doc`, or (-1) always the document's current maze.
    void setDocument(MazeDocument* doc, int mazeIndex = -1);
    MazeDocument* document() const { return m_doc; }
    // The maze shown; valid only with a document.
    int mazeIndex() const;
    const Maze& maze() const;

    // --- zoom and scrolling --------------------------------------------------------------------
    double cellSize() const { return m_cellSize; }
    // Zooms so that the maze point under `anchor` (viewport coordinates; default: the centre)
    // stays put. Clamped to [kMinCellSize, kMaxCellSize]; ends automatic fitting.
    void setCellSize(double px, std::optional<QPointF> anchor = std::nullopt);
    int zoomPercent() const { return int(std::lround(m_cellSize / kDefaultCellSize * 100.0)); }
    void zoomIn();
    void zoomOut();
    // Largest cell size (at most kMaxFitCellSize) that shows the whole maze; the view keeps
    // fitting on resizes and maze switches until the user zooms.
    void fitToWindow();
    bool isAutoFit() const { return m_autoFit; }

    // Empty rows of cells kept above and below the maze (e.g. for the Mouse mode's entrance and
    // exit arrows): they count when fitting and scrolling, overlays may paint there, and presses
    // there reach the tool with cell.row < 0 or >= rows (inside = false). Default 0, 0.
    void setFrameRows(int above, int below);
    int frameRowsAbove() const { return m_frameAbove; }
    int frameRowsBelow() const { return m_frameBelow; }

    // --- geometry (viewport coordinates) ---------------------------------------------------------
    QPointF mazeOrigin() const;           // top-left corner of cell (0, 0)
    QRectF cellRect(Cell cell) const;
    Cell cellAt(QPointF viewportPos) const; // may lie outside the maze
    QRect visibleCells() const;           // x = column, y = row, clipped to the maze
    void ensureCellVisible(Cell cell);

    // --- layers and input ----------------------------------------------------------------------
    void addOverlay(MazeOverlay* overlay); // not owned; painted in the order added
    void removeOverlay(MazeOverlay* overlay);
    void updateOverlays() { viewport()->update(); }
    void setTool(MazeTool* tool);          // not owned; nullptr = read-only
    MazeTool* tool() const { return m_tool; }
    void setMazeStyle(const MazeStyle& style);
    const MazeStyle& mazeStyle() const { return m_style; }

    Cell cursorCell() const { return m_cursor; }
    void setCursorCell(Cell cell);

signals:
    // The pointer entered another cell; (-1, -1) when it left the maze.
    void cellHovered(int row, int col);
    // A press inside the maze (emitted for read-only uses, with or without a tool).
    void cellClicked(int row, int col, Qt::MouseButton button);
    void cellSizeChanged(double cellSize);
    void cursorCellChanged(int row, int col);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void scrollContentsBy(int dx, int dy) override;

private:
    void onCellsChanged(int index, QRect region);
    void onMazeReplaced();
    void updateScrollBars();
    void updateCacheRegion(QRect region);
    void rebuildCache();
    ToolEvent toolEvent(const QMouseEvent* event, Qt::MouseButton button) const;
    void setHover(Cell cell);
    QRectF cellsToViewport(QRect cells) const;

    QPointer<MazeDocument> m_doc;
    int m_fixedIndex = -1;
    QSize m_shownSize;          // rows x cols of the maze last shown (to re-fit on size changes)
    double m_cellSize = kDefaultCellSize;
    bool m_autoFit = true;
    MazeStyle m_style;
    std::vector<MazeOverlay*> m_overlays;
    MazeTool* m_tool = nullptr;
    bool m_toolActive = false;  // a press went to the tool; moves / release follow
    std::optional<QPoint> m_panFrom;
    Cell m_hover{-1, -1};
    Cell m_cursor{0, 0};
    bool m_showCursor = false;  // shown once the keyboard is used
    QImage m_cache;             // one pixel per cell, for small cell sizes; null when stale
    int m_frameAbove = 0;       // setFrameRows()
    int m_frameBelow = 0;
};

} // namespace mazelab
