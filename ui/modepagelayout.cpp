#include "ui/modepagelayout.h"

#include <QHBoxLayout>
#include <QScrollArea>
#include <QSplitter>
#include <QVBoxLayout>

namespace mazelab {

void setUpModePageLayout(QWidget* page, QWidget* canvas, QWidget* playerBar, QWidget* side, int sideWidth)
{
    auto* scroll = new QScrollArea(page);
    scroll->setWidget(side);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setMinimumWidth(200);

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
