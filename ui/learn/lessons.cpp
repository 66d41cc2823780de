#include "ui/learn/lessons.h"

namespace mazelab {

std::vector<Lesson> Lessons::all()
{
    const QString editor = QStringLiteral("editor"), solve = QStringLiteral("solve"),
                  generate = QStringLiteral("generate"), simaso = QStringLiteral("simaso"),
                  mouse = QStringLiteral("mouse"), token = QStringLiteral("token"),
                  colab = QStringLiteral("colab"), quiz = QStringLiteral("quiz");
    return {
        {tr("1. Draw and solve a maze"),
         {{tr("A maze here is a grid of free and blocked cells with a start <b>S</b> and a goal "
              "<b>G</b>. In the <b>Editor</b>, click or drag to block and free cells (Brush, B); "
              "the S and G tools move the start and the goal. Every change can be undone "
              "(Ctrl+Z)."),
           editor},
          {tr("The <b>Solve</b> tab runs solvers on the current maze. Breadth-first search "
              "(BFS) expands the cells in rings of equal distance from S, so the first path it "
              "finds is a shortest one. Watch its frontier grow with the player."),
           solve, true},
          {tr("Tick <b>A*</b> beside BFS to race them: A* adds the straight-line estimate of "
              "the distance left, so it expands fewer cells and still finds a shortest path. "
              "The wall followers and the random mouse find a path, not the shortest one "
              "(Petercă, ch. 3)."),
           solve},
          {tr("Test yourself: the <b>Quiz</b> asks for shortest paths and which of two cells "
              "is nearer along the passages — where walls make the straight line mislead."),
           quiz}}},
        {tr("2. How mazes are generated"),
         {{tr("The <b>Generate</b> tab carves a <i>perfect</i> maze — exactly one path between "
              "any two cells — out of solid rock. Press <b>Generate</b> and watch the recursive "
              "backtracker: a depth-first walk that digs long winding corridors."),
           generate},
          {tr("Choose <b>binary-tree</b>, then <b>prim</b>, with the same seed: every algorithm "
              "leaves its texture. The <b>Metrics</b> and <b>Cell types</b> panels measure it "
              "(dead ends, corridors, straightness), as in Petercă, ch. 2."),
           generate},
          {tr("<b>Braid</b> opens dead ends and so adds loops; the cellular automaton and "
              "cavern mazes are not trees at all; the <b>gan</b> generator is a neural network "
              "that learned to imitate Kruskal, Hunt-and-Kill or Binary Tree mazes."),
           generate},
          {tr("In the <b>Quiz</b>, “Which generator?” and “Perfect or not?” train your eye "
              "for textures and loops."),
           quiz}}},
        {tr("3. One sequence for many mazes"),
         {{tr("Nusser's token obeys the moves u, d, l and r; a move into a wall or off the "
              "board does nothing. A sequence <i>solves</i> a maze when the token passes the "
              "goal. The <b>Simultaneous</b> tab runs one sequence on a whole set of mazes at "
              "once; play it and watch the tiles turn solved."),
           simaso, true},
          {tr("σ(n, m) is the length of the shortest sequence that solves <i>every</i> "
              "solvable n × m maze: σ(3, 3) = 11. The solvers panel searches for such "
              "sequences (greedy, exact, SAT) and shows a certificate for each bound."),
           simaso},
          {tr("Beyond the thesis: MazeLab proved σ(4, 4) = 29 and 41 ≤ σ(5, 5) ≤ 109; the "
              "README tells how. In the Quiz, “Where the token stops” and “Does the sequence "
              "solve it?” practise the rule."),
           quiz}}},
        {tr("4. The mouse and the sliding token"),
         {{tr("Squeaky the mouse (Merckens) enters at the green arrow and always moves to the "
              "free neighbour it has visited least, ties down, right, left, up, until it leaves "
              "at the red arrow. Play the walk and watch the visit counts."),
           mouse, true},
          {tr("Which maze keeps the mouse longest? The search panel finds the optimal mazes of "
              "a size; the charts show how the counts are spread."),
           mouse},
          {tr("Walter's sliding token must visit every free cell once, going straight until the "
              "cell ahead is blocked, off the board or already visited. In the <b>Token</b> tab "
              "press <b>Solve</b>, then play the solution."),
           token},
          {tr("Test yourself: the <b>Quiz</b> shows the visit counts of a mouse on its way; "
              "click the cell it enters next."),
           quiz}}},
        {tr("5. Two agents: CoLab"),
         {{tr("In <b>CoLab</b> (Petercă §4.3) two agents explore the same maze, each seeing only "
              "what it has passed, and negotiate which of them goes where. Play a game and "
              "compare their knowledge."),
           colab, true},
          {tr("<b>Run tournament</b> plays every strategy against every other on many mazes; "
              "<b>Evolve a player</b> breeds a new strategy from the best ones."),
           colab},
          {tr("Every animation can be exported as a GIF (File ▸ Export animation) and shown "
              "full screen in presentation mode (F5)."),
           colab}}},
    };
}

} // namespace mazelab
