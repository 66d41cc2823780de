#pragma once
// TokenPage: the "Token" mode — the sliding-token puzzle (Walter 2019) on the document's
// current maze: blocked cells are obstacles, every free cell must be visited once.
//
// - Edit: click / drag toggles obstacles (the editor's brush, undoable).
// - Solve / Count / Next solution run the core solver on the document's JobRunner; the path
//   animates cell by cell with the shared player (arrows, numbered cells, turn rings).
// - Start: "Pick start" then click a cell, or "Any cell" to let the solver choose.
// - Play: click a start cell, then the arrow keys slide the token until it is blocked;
//   Backspace undoes a slide; the page says when the board is complete or the token is stuck.
// - Generate: random puzzles with a unique solution or start cell (TokenGeneratePanel).
// The path is recorded as a CellTrace (core/token/tokentrace.h) and replayed by the shared
// animated-page framework (player, keys, caption, "Export animation…"): step k shows the
// first k cells of the path.

#include "ui/keyhelp.h"
#include "core/maze.h"
#include "core/token/tokensolver.h"

#include "ui/animation/animatedpage.h"

#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QToolButton;

namespace mazelab {

class MazeDocument;
class MazeView;
class PaintTool;
class TokenFrames;
class TokenGeneratePanel;
class TokenPlayTool;
class TokenStartTool;

class TokenPage : public AnimatedPage {
    Q_OBJECT
public:
    // The play mode's keys (eventFilter), for Help ▸ Keyboard shortcuts.
    static QList<KeyHelp> keyHelp();
    explicit TokenPage(MazeDocument* doc, QWidget* parent = nullptr);
    ~TokenPage() override;

    // For tests and scripting.
    MazeView* view() const { return m_view; }
    QPushButton* solveButton() const { return m_solve; }
    QPushButton* countButton() const { return m_count; }
    QPushButton* nextButton() const { return m_next; }
    QPushButton* playButton() const { return m_play; }
    QPushButton* generateButton() const;
    TokenGeneratePanel* generatePanel() const { return m_gen; }
    // The frames on screen (null while no path is shown).
    TokenFrames* frames() const { return m_frames.get(); }
    QToolButton* pickStartButton() const { return m_pickStart; }
    QLabel* resultLabel() const { return m_result; }
    QLabel* visitedLabel() const { return m_visited; }
    QSpinBox* genRows() const;
    QSpinBox* genCols() const;
    QSpinBox* genObstacles() const;
    QComboBox* genUniqueness() const;
    QSpinBox* genSeed() const;
    const token::Path& path() const { return m_path; }
    bool isPlaying() const { return m_playMode; }
    std::optional<Cell> chosenStart() const { return m_start; }
    void setChosenStart(std::optional<Cell> start);
    // Play mode: push the token (as the arrow keys do); false when the move is not allowed.
    bool pushToken(Move m);
    void undoSlide();

protected:
    void changeEvent(QEvent* event) override;
    void refreshWhenShown() override { boardChanged(); }
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    friend class TokenPlayTool;
    friend class TokenStartTool;
    void retranslateUi();
    const Maze& board() const;
    void boardChanged();
    void setPath(const token::Path& path, bool animate);
    void updateOverlay();
    void updateVisited();
    void setPlayMode(bool on);
    void playClick(Cell cell);
    void runSolve(token::SolveMode mode);
    void showNext();
    void showResult(const token::SolveResult& r, token::SolveMode mode, double ms);

    MazeView* m_view;
    std::shared_ptr<TokenFrames> m_frames;
    std::unique_ptr<PaintTool> m_paint;
    std::unique_ptr<TokenStartTool> m_startTool;
    std::unique_ptr<TokenPlayTool> m_playTool;

    QGroupBox* m_solveBox;
    QLabel* m_startLabel;
    QToolButton* m_pickStart;
    QToolButton* m_anyStart;
    QPushButton* m_solve;
    QPushButton* m_count;
    QPushButton* m_next;
    QLabel* m_result;
    QLabel* m_visited;
    QGroupBox* m_playBox;
    QPushButton* m_play;
    QPushButton* m_undoSlide;
    QPushButton* m_restart;
    QLabel* m_playHelp;
    TokenGeneratePanel* m_gen;

    token::Path m_path;                  // the solution shown, or the player's path
    std::vector<token::Path> m_solutions; // from "Next solution"
    std::size_t m_solutionIndex = 0;
    bool m_solutionsComplete = false;
    std::vector<std::size_t> m_slideEnds; // play mode: path length after each slide
    std::optional<Cell> m_start;
    bool m_playMode = false;
    Maze m_solvedBoard;                   // the board m_solutions belong to
    bool m_searching = false;             // this page's solve is the running job
};

} // namespace mazelab
