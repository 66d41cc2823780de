#include "ui/modepagelayout.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QVBoxLayout>

namespace mazelab {

namespace {

// A vertical-only scroll area: it is never narrower than its content plus a vertical scroll
// bar, so the side panel never scrolls sideways (the splitter and the window respect the
// minimum size hint). The hint follows the content's layout (e.g. after a language change).
class SidePanelScroll : public QScrollArea {
public:
    explicit SidePanelScroll(QWidget* parent) : QScrollArea(parent) {}

    QSize minimumSizeHint() const override
    {
        const QWidget* content = widget();
        const int w = content ? content->minimumSizeHint().width() : 0;
        return {w + verticalScrollBar()->sizeHint().width() + 2 * frameWidth(), 100};
    }
    QSize sizeHint() const override
    {
        return {minimumSizeHint().width(), QScrollArea::sizeHint().height()};
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == widget() && event->type() == QEvent::LayoutRequest)
            updateGeometry();
        return QScrollArea::eventFilter(watched, event);
    }
};

} // namespace

void setUpModePageLayout(QWidget* page, QWidget* canvas, QWidget* playerBar, QWidget* side, int sideWidth)
{
    auto* scroll = new SidePanelScroll(page);
    scroll->setObjectName(QStringLiteral("sidePanelScroll"));
    scroll->setProperty(kPresentationHides, true);
    scroll->setWidget(side);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    side->installEventFilter(scroll);

    auto* leftPane = new QWidget;
    auto* left = new QVBoxLayout(leftPane);
    left->setContentsMargins(0, 0, 0, 0);
    left->addWidget(canvas, 1);
    left->addWidget(playerBar);
    auto* split = new QSplitter(Qt::Horizontal, page);
    split->addWidget(leftPane);
    split->addWidget(scroll);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 0);
    split->setSizes({1000 - sideWidth, sideWidth});
    split->setChildrenCollapsible(false);
    auto* layout = new QHBoxLayout(page);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(split);
}

} // namespace mazelab
