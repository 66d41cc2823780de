#pragma once
// FlowLayout: lays its items out left to right and wraps to a new line where the next one would
// not fit, like words in a paragraph. For rows of buttons whose labels are much longer in some
// languages ("Load into player" / "In den Player laden"): a QHBoxLayout would make the panel as
// wide as the whole row (a side panel then scrolls sideways); a FlowLayout asks only for the
// widest item and grows downwards instead (heightForWidth).
//
// After the Flow Layout example of the Qt documentation (BSD licence), without its style-driven
// spacing: the spacing is set explicitly (default: the style's default layout spacing).

#include <QLayout>
#include <QList>

namespace mazelab {

class FlowLayout : public QLayout {
public:
    explicit FlowLayout(QWidget* parent = nullptr, int spacing = -1);
    ~FlowLayout() override;

    void addItem(QLayoutItem* item) override;
    int count() const override { return int(m_items.size()); }
    QLayoutItem* itemAt(int index) const override;
    QLayoutItem* takeAt(int index) override;

    Qt::Orientations expandingDirections() const override { return {}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect& rect) override;

    // The horizontal and vertical gap between items.
    int gap() const;

private:
    // Places the items in `rect` (or only measures when `apply` is false); returns the height.
    int doLayout(const QRect& rect, bool apply) const;

    QList<QLayoutItem*> m_items;
    int m_spacing;
};

} // namespace mazelab
