#pragma once
// RaceView: the Solve mode's canvas. It paints the shared RaceFrames (the same painter the
// player and the GIF export use) at the step the player shows, fitted to the widget: the tile
// grid's column count and the scale are chosen to fill the area (at most kMaxScale pixels per
// cell). Mouse presses, drags and releases on a tile's cells are reported as cells; the page
// decides what they do (move start / goal, paint walls or weights).

#include "core/maze.h"

#include <QColor>
#include <QWidget>

#include <memory>
#include <optional>

namespace mazelab {

class RaceFrames;

class RaceView : public QWidget {
    Q_OBJECT
public:
    static constexpr double kMaxScale = 40.0;
    static constexpr int kMargin = 6;

    explicit RaceView(QWidget* parent = nullptr);

    void setFrames(std::shared_ptr<RaceFrames> frames);
    RaceFrames* frames() const { return m_frames.get(); }
    void setStep(qint64 step);
    qint64 step() const { return m_step; }

    // Pixels per cell and the frame's top-left corner in widget coordinates.
    double scale() const { return m_scale; }
    QPointF origin() const { return m_origin; }
    // The centre of `cell` in tile `tile`, widget coordinates (for tests and tools).
    QPoint cellCentre(int tile, Cell cell) const;
    std::optional<Cell> cellAt(QPoint pos) const;
    // A ring drawn on `cell` in every tile while the start or goal is dragged (nullopt: none).
    void setGhost(std::optional<Cell> cell, const QColor& colour = {});
    QSize sizeHint() const override { return {640, 480}; }

signals:
    void cellPressed(Cell cell, Qt::MouseButton button, Qt::KeyboardModifiers modifiers);
    void cellDragged(Cell cell);
    void released();

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    void relayout();

    std::shared_ptr<RaceFrames> m_frames;
    qint64 m_step = 0;
    double m_scale = 1.0;
    QPointF m_origin;
    bool m_pressed = false;
    std::optional<Cell> m_last;
    std::optional<Cell> m_ghost;
    QColor m_ghostColour;
};

} // namespace mazelab
