#pragma once
// MazeSetBrowser: a virtualized grid of maze thumbnails for a SimasoSession's filtered set.
//
// Only the visible tiles are painted (O(visible) per frame, whatever the set size — smooth with
// all 1,225,194 solvable 5×5 mazes). A tile shows the maze (its picture comes from a bounded
// cache, rendered on demand), the trail of the current sequence up to the player's step, the
// current position, and the solved state: a green frame with a check-mark badge and "✓ step k"
// when solved, a thin grey frame and the step count "…" when not (colour plus shape).
//
// Mouse: click selects and emits mazeClicked; double-click emits mazeOpenRequested; Ctrl+wheel
// changes the tile size. Keys: arrows / Page Up / Page Down / Home / End move the selection,
// Enter emits mazeOpenRequested.

#include "ui/keyhelp.h"
#include <QAbstractScrollArea>
#include <QCache>
#include <QImage>

namespace mazelab {

class SimasoSession;

class MazeSetBrowser : public QAbstractScrollArea {
    Q_OBJECT
public:
    // Its keys (keyPressEvent), for Help ▸ Keyboard shortcuts.
    static QList<KeyHelp> keyHelp();
    static constexpr int kMinThumb = 32;
    static constexpr int kMaxThumb = 240;
    static constexpr int kCacheImages = 3000;

    explicit MazeSetBrowser(SimasoSession* session, QWidget* parent = nullptr);

    int thumbSize() const { return m_thumb; }
    void setThumbSize(int px);
    // Selected set index (not row), or -1.
    qint64 selectedIndex() const { return m_selected; }
    // Selects set index `index`; `scroll`: bring its tile into view.
    void setSelectedIndex(qint64 index, bool scroll = true);

    // --- geometry, for tests and tools ---------------------------------------------------------
    int columns() const;
    QSize tileSize() const;
    // Viewport rectangle of shown row `row` (may lie outside the viewport).
    QRect tileRect(qint64 row) const;
    // Shown row under a viewport point, or -1.
    qint64 rowAt(QPoint viewportPos) const;
    void scrollToRow(qint64 row);
    // Tiles painted by the last paint event (to check that painting stays O(visible)).
    int lastPaintedTiles() const { return m_lastPainted; }
    int cachedImages() const { return m_cache.size(); }

signals:
    void mazeClicked(qint64 index);
    void mazeOpenRequested(qint64 index);
    void selectionChanged(qint64 index);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void updateScrollBars();
    void paintTile(QPainter& painter, QRect rect, qint64 index);
    const QImage& mazeImage(qint64 index);
    void onSetChanged();

    SimasoSession* m_session;
    int m_thumb = 72;
    qint64 m_selected = -1;
    int m_lastPainted = 0;
    QCache<qint64, QImage> m_cache;
};

} // namespace mazelab
