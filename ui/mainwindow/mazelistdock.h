#pragma once
// MazeListDock: the workspace's mazes (thumbnail + name) with a tool bar for add / duplicate /
// delete / rename / reorder. Selecting a row makes that maze current; double-click renames.

#include <QDockWidget>

class QListView;
class QToolBar;

namespace mazelab {

class MazeDocument;
class MazeListModel;

class MazeListDock : public QDockWidget {
    Q_OBJECT
public:
    explicit MazeListDock(MazeDocument* doc, QWidget* parent = nullptr);
    void setToolBarActions(const QList<QAction*>& actions);
    // Starts editing the current maze's name in place.
    void editCurrentName();
    QListView* listView() const { return m_list; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void selectCurrent();

    MazeDocument* m_doc;
    MazeListModel* m_model;
    QListView* m_list;
    QToolBar* m_toolBar;
};

} // namespace mazelab
