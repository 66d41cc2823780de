#pragma once
// SimasoPage: the "Simultaneous" mode (Nusser 2016): a maze set, one move sequence played in
// every maze at once, and the solvers that compute such sequences.
//
//   +-- set controls + filter ------------+-- Maze | Solvers ---------+
//   |  MazeSetBrowser (virtualized grid)  |  large view of the clicked |
//   |                                     |  maze with its trail       |
//   +-------------------------------------+----------------------------+
//   |  SequencePlayer: sequence field, PlayerBar, "solved k of N", chart |
//   +--------------------------------------------------------------------+
//
// Its settings (set parameters, sequence, filter, speed, tile size) are kept in the project
// under views."simaso" and restored when a document is opened.

#include <QJsonObject>
#include <QWidget>

class QSplitter;
class QTabWidget;

namespace mazelab {

class MazeDetailView;
class MazeDocument;
class SequencePlayer;
class SetPanel;
class SimasoSession;
class AllMazesCheck;
class ExperimentPanel;
class SolverPanel;

class SimasoPage : public QWidget {
    Q_OBJECT
public:
    explicit SimasoPage(MazeDocument* doc, QWidget* parent = nullptr);

    SimasoSession* session() const { return m_session; }
    SetPanel* setPanel() const { return m_setPanel; }
    SequencePlayer* player() const { return m_player; }
    MazeDetailView* detail() const { return m_detail; }
    SolverPanel* solvers() const { return m_solvers; }
    ExperimentPanel* experiments() const { return m_experiments; }
    AllMazesCheck* allMazesCheck() const { return m_check; }
    QTabWidget* sideTabs() const { return m_side; }

    // Shows the side tab holding `panel` (detail(), solvers() or experiments()).
    void showPanel(QWidget* panel);
    // "Export animation…" (the player's menu and the main window's): the tiles the browser
    // shows first (up to 24), or the selected maze alone. False when there is nothing to export.
    Q_INVOKABLE bool exportAnimation(bool selectedMaze = false);

    // Copies set maze `index` into the document, makes it current and shows the editor.
    void openInEditor(qint64 index);

    // The project settings (views."simaso") as this page would save them now.
    QJsonObject currentSettings() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void restoreSettings();
    void saveSettings();

    MazeDocument* m_doc;
    SimasoSession* m_session;
    SetPanel* m_setPanel;
    MazeDetailView* m_detail;
    SolverPanel* m_solvers;
    ExperimentPanel* m_experiments;
    AllMazesCheck* m_check;
    SequencePlayer* m_player;
    QTabWidget* m_side;
    QSplitter* m_hsplit;
    QSplitter* m_vsplit;
    bool m_restoring = false;
};

} // namespace mazelab
