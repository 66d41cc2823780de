#pragma once
// MazeDetailView: one maze of the set in a large MazeView with the sequence's trail and
// position as an overlay, a line saying whether (and when) it is solved, and a button that
// copies the maze into the document and opens it in the editor.

#include <QWidget>
#include <memory>

class QLabel;
class QPushButton;

namespace mazelab {

class MazeDocument;
class MazeView;
class SimasoSession;
class TrailOverlay;

class MazeDetailView : public QWidget {
    Q_OBJECT
public:
    explicit MazeDetailView(SimasoSession* session, QWidget* parent = nullptr);
    ~MazeDetailView() override;

    // Shows set index `index` (-1: nothing).
    void showMaze(qint64 index);
    qint64 shownIndex() const { return m_index; }
    MazeView* view() const { return m_view; }
    QLabel* info() const { return m_info; }
    QPushButton* openButton() const { return m_open; }

signals:
    void openInEditorRequested(qint64 index);

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    void retranslateUi();

    SimasoSession* m_session;
    MazeDocument* m_doc; // private one-maze document the view shows
    MazeView* m_view;
    std::unique_ptr<TrailOverlay> m_overlay;
    QLabel* m_info;
    QPushButton* m_open;
    qint64 m_index = -1;
};

} // namespace mazelab
