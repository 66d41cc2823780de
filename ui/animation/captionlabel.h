#pragma once
// CaptionLabel: the one-line caption under an animation's canvas ("Turn 332 of 332: Squeaky
// leaves the maze …"). The canvas column may be narrower than a caption (a side panel beside
// it in an 1100-pixel window); the line then ends in "…" instead of being cut mid-word, and
// the tooltip shows the whole caption. text() is always the whole caption. While it fits it
// is painted (and selectable, with Qt::TextSelectableByMouse) as a plain QLabel.

#include <QHelpEvent>
#include <QLabel>
#include <QPainter>
#include <QStyle>
#include <QToolTip>

namespace mazelab {

class CaptionLabel : public QLabel {
public:
    explicit CaptionLabel(QWidget* parent = nullptr) : QLabel(parent)
    {
        setMinimumWidth(50);
        setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    }

    // True when the caption does not fit and is shown elided (never while it wraps: the
    // presentation mode lets captions take two lines instead).
    bool isElided() const
    {
        return !wordWrap() && fontMetrics().horizontalAdvance(text()) > contentsRect().width();
    }

protected:
    void paintEvent(QPaintEvent* event) override
    {
        if (!isElided()) {
            QLabel::paintEvent(event); // draws a mouse selection too
            return;
        }
        QPainter painter(this);
        const QRect r = contentsRect();
        const QString shown = fontMetrics().elidedText(text(), Qt::ElideRight, r.width());
        style()->drawItemText(&painter, r, int(alignment()), palette(), isEnabled(), shown,
                              foregroundRole());
    }
    bool event(QEvent* event) override
    {
        if (event->type() != QEvent::ToolTip)
            return QLabel::event(event);
        if (isElided())
            QToolTip::showText(static_cast<QHelpEvent*>(event)->globalPos(), text(), this);
        else
            QToolTip::hideText();
        return true;
    }
};

} // namespace mazelab
