#include "ui/learn/quizoverlay.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace mazelab {

namespace {

QPointF quizCentre(Cell c, double cs)
{
    return {(c.col + 0.5) * cs, (c.row + 0.5) * cs};
}

void drawQuizPath(QPainter& p, const std::vector<Cell>& path, double cs, const QColor& colour)
{
    if (path.size() < 2)
        return;
    QPainterPath line(quizCentre(path.front(), cs));
    for (std::size_t i = 1; i < path.size(); ++i)
        line.lineTo(quizCentre(path[i], cs));
    QPen pen(colour, std::max(2.0, cs * 0.18), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    p.drawPath(line);
}

void outlineQuizCell(QPainter& p, Cell c, double cs, const QColor& colour)
{
    p.setPen(QPen(colour, std::max(2.0, cs * 0.12)));
    p.setBrush(Qt::NoBrush);
    p.drawRect(QRectF(c.col * cs, c.row * cs, cs, cs).adjusted(2, 2, -2, -2));
}

} // namespace

void QuizOverlay::paint(QPainter& p, double cs, QRect)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    if (revealed) {
        drawQuizPath(p, path2, cs, QColor(0xef, 0x8a, 0x17, 200));
        drawQuizPath(p, path, cs, QColor(0x1e, 0x6f, 0xd9, 200));
    }
    QFont f = p.font();
    f.setBold(true);
    f.setPixelSize(std::max(6, int(cs * 0.55)));
    p.setFont(f);
    for (const auto& [cell, letter] : marks) {
        const QRectF r(cell.col * cs, cell.row * cs, cs, cs);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0x6a, 0x1b, 0x9a));
        p.drawEllipse(r.adjusted(cs * 0.1, cs * 0.1, -cs * 0.1, -cs * 0.1));
        p.setPen(Qt::white);
        p.drawText(r, Qt::AlignCenter, letter);
    }
    if (picked.row >= 0)
        outlineQuizCell(p, picked, cs, revealed && picked != answer ? QColor(0xc6, 0x28, 0x28)
                                                                    : QColor(0x1e, 0x6f, 0xd9));
    if (revealed && answer.row >= 0)
        outlineQuizCell(p, answer, cs, QColor(0x2e, 0x7d, 0x32));
    p.restore();
}

} // namespace mazelab
