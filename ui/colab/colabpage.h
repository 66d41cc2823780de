#pragma once
// ColabPage: the "CoLab" mode — the Cooperative Labyrinth of Petercă 2024, §4.3 (core/colab/):
// two players race through the document's current maze, which neither knows, each from its
// start to the other's, and may trade cells they know. On the shared animated-page framework:
// the game is recorded once as a CellTrace and replayed by the one player (step, scrub,
// captions, GIF export).
//
// - Game: a strategy for A and for B (the built-in ones and every player evolved in this
//   session), the seed (it draws the fair start cells and the players' chances), the step
//   limit; Play runs the game on the document's JobRunner and animates it (the first visit
//   shows a game's last step: both trails and the outcome); Next round plays the next seed
//   and adds its points to the series. Show: both players' knowledge, or
//   the maze as A or as B sees it. Click cells to build walls (the editor's brush, undoable);
//   a changed maze ends the shown game. New maze adds a generated maze (backtracker) to the
//   document.
// - Tournament and evolution: ColabTournamentPanel.
// The choices are kept in the project under "views"."colab".

#include "ui/animation/animatedpage.h"

#include <memory>

class QComboBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace mazelab {

class ColabFrames;
class ColabTournamentPanel;
class MazeView;
class PaintTool;

class ColabPage : public AnimatedPage {
    Q_OBJECT
public:
    explicit ColabPage(MazeDocument* doc, QWidget* parent = nullptr);
    ~ColabPage() override;

    MazeView* view() const { return m_view; }
    QComboBox* strategyA() const { return m_a; }
    QComboBox* strategyB() const { return m_b; }
    QSpinBox* seedBox() const { return m_seed; }
    QSpinBox* maxStepsBox() const { return m_maxSteps; }
    QComboBox* showBox() const { return m_show; }
    QPushButton* playButton() const { return m_play; }
    QPushButton* nextRoundButton() const { return m_nextRound; }
    // The series of rounds (§4.3's "score … calculated over the total number of rounds"):
    // Play starts one, Next round adds a game with the next seed; a new maze or other players
    // start over.
    int rounds() const { return m_rounds; }
    long seriesPointsA() const { return m_pointsA; }
    long seriesPointsB() const { return m_pointsB; }
    QPushButton* newMazeButton() const { return m_newMaze; }
    QLabel* resultLabel() const { return m_result; }
    ColabTournamentPanel* tournamentPanel() const { return m_tournament; }
    // The game on screen (null before the first game and after the maze changed).
    ColabFrames* frames() const { return m_frames.get(); }
    // Adds a strategy name to both players' lists (an evolved player); no-op when listed.
    void addStrategy(const QString& name);
    // Runs the game with the current choices and animates it from the start (the Play
    // button); false when it could not start.
    bool playGame();

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    // `animate`: play from step 0; else show the last step (the first visit's overview).
    bool startGame(bool animate, bool continueSeries = false);
    void nextRound();
    void retranslateUi();
    void mazeChanged();
    void saveSettings();
    void restoreSettings();
    void newMaze();
    void applyShow();

    MazeView* m_view;
    std::unique_ptr<PaintTool> m_paint;
    std::shared_ptr<ColabFrames> m_frames;
    QGroupBox* m_gameBox;
    QLabel* m_aLabel;
    QLabel* m_bLabel;
    QLabel* m_seedLabel;
    QLabel* m_stepsLabel;
    QLabel* m_showLabel;
    QComboBox* m_a;
    QComboBox* m_b;
    QSpinBox* m_seed;
    QSpinBox* m_maxSteps;
    QComboBox* m_show;
    QPushButton* m_play;
    QPushButton* m_nextRound;
    QPushButton* m_newMaze;
    QLabel* m_result;
    ColabTournamentPanel* m_tournament;
    bool m_restoring = false;
    bool m_playing = false; // this page's game is the running job
    bool m_playedOnce = false;
    int m_rounds = 0;
    long m_pointsA = 0;
    long m_pointsB = 0;
};

} // namespace mazelab
