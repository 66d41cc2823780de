#pragma once
// EditorPage: the first mode of the main window, a MazeView on the document's current maze
// with the editing tools (Brush B, Start S, Goal G).

#include <QWidget>
#include <memory>

class QAction;
class QActionGroup;

namespace mazelab {

class MazeDocument;
class MazeView;
class PaintTool;
class StartTool;
class GoalTool;

class EditorPage : public QWidget {
    Q_OBJECT
public:
    explicit EditorPage(MazeDocument* doc, QWidget* parent = nullptr);
    ~EditorPage() override;

    MazeView* view() const { return m_view; }
    // Checkable, exclusive tool actions with their shortcuts (B, S, G).
    QList<QAction*> toolActions() const;
    QAction* brushAction() const { return m_brush; }
    QAction* startAction() const { return m_start; }
    QAction* goalAction() const { return m_goal; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    MazeView* m_view;
    std::unique_ptr<PaintTool> m_paintTool;
    std::unique_ptr<StartTool> m_startTool;
    std::unique_ptr<GoalTool> m_goalTool;
    QActionGroup* m_tools;
    QAction* m_brush;
    QAction* m_start;
    QAction* m_goal;
};

} // namespace mazelab
