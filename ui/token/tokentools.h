#pragma once
// The Token mode's two click tools: TokenStartTool (click the cell the token starts on) and
// TokenPlayTool (play mode: the first click chooses the start, a click in line with the token
// pushes it that way). They act on their TokenPage, whose friends they are.

#include "ui/tools/mazetool.h"

#include <QCoreApplication>

namespace mazelab {

class TokenPage;

// Click a cell to make it the start.
class TokenStartTool : public MazeTool {
    Q_DECLARE_TR_FUNCTIONS(mazelab::TokenStartTool)
public:
    explicit TokenStartTool(TokenPage* page) : m_page(page) {}
    QString name() const override { return tr("Pick start"); }
    void press(MazeView&, const ToolEvent& e) override;
    QCursor cursor() const override { return Qt::PointingHandCursor; }

private:
    TokenPage* m_page;
};

// Play mode: the first click chooses the start; clicking a cell in line with the token
// pushes it that way.
class TokenPlayTool : public MazeTool {
    Q_DECLARE_TR_FUNCTIONS(mazelab::TokenPlayTool)
public:
    explicit TokenPlayTool(TokenPage* page) : m_page(page) {}
    QString name() const override { return tr("Play"); }
    void press(MazeView&, const ToolEvent& e) override;
    QCursor cursor() const override { return Qt::PointingHandCursor; }

private:
    TokenPage* m_page;
};

} // namespace mazelab
