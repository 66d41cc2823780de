#pragma once
// Quizzes for teaching (the mission's "lessons, quizzes"): questions about real mazes whose
// answers MazeLab computes with the same core it uses everywhere, one kind per idea of the
// seeds:
//   ShortestPath   Petercă 2024 ch. 3 (Lee / BFS): how many moves is a shortest path?
//   NearerCell     ch. 3: which of two marked cells is nearer the start along the passages?
//                  (picked, where the maze allows, so that the straight-line guess is wrong)
//   TokenAfter     Nusser 2016 §2.1: where is the token after these moves (a move into a wall
//                  or off the board does nothing)?
//   SequenceSolves Nusser §2.1: does this sequence bring the token to the goal?
//   Perfect        Petercă §2.1: is this maze perfect (one path between any two cells)?
//   Generator      Petercă ch. 2: which algorithm made this maze (four choices)?
//   MouseNext      Merckens 2019 §2: where does Squeaky the mouse go next (least-visited
//                  neighbour, ties down, right, left, up)?
// Deterministic: the same QuizOptions give the same questions on every platform (GenRandom and
// the seeded generators), so a teacher can hand a class "quiz 42, medium". Every answer is
// stored with the question and re-derived independently by tst_quiz.

#include "core/maze.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace mazelab::quiz {

enum class Kind : std::uint8_t {
    ShortestPath,
    NearerCell,
    TokenAfter,
    SequenceSolves,
    Perfect,
    Generator,
    MouseNext,
};

enum class AnswerType : std::uint8_t { Number, Cell, YesNo, Choice };

// Sizes: Easy 4×4 passages (9×9 blocks) / 4×4 cells, Medium 6×6 / 5×5, Hard 9×9 / 7×7;
// longer move lists and later mouse steps on harder levels.
enum class Level : std::uint8_t { Easy, Medium, Hard };

struct Question {
    Kind kind = Kind::ShortestPath;
    Level level = Level::Medium;
    Maze maze;
    // TokenAfter, SequenceSolves: the moves, from the maze's start.
    std::vector<Move> moves;
    // NearerCell: cells A and B. MouseNext: the mouse's cell.
    std::vector<Cell> marks;
    // Generator: registry names (core/gen/generators.h), one of them right.
    std::vector<std::string> choices;
    // MouseNext: visit counts so far, row-major; the entrance / exit columns.
    std::vector<std::int64_t> visits;
    int entryCol = 0;
    int exitCol = 0;

    // The answer.
    int number = 0;   // ShortestPath: moves
    Cell cell;        // TokenAfter: the token's cell; MouseNext: the mouse's next cell
    bool yes = false; // SequenceSolves, Perfect
    int choice = 0;   // NearerCell: 0 = A, 1 = B; Generator: index into choices

    // The explanation shown after answering: the shortest path (ShortestPath), the path to A
    // (NearerCell), the token's walk, start first (TokenAfter, SequenceSolves), a loop
    // (Perfect, when not perfect), the mouse's walk so far (MouseNext).
    std::vector<Cell> path;
    std::vector<Cell> path2; // NearerCell: the path to B
    int distanceA = 0;       // NearerCell: moves to A and B
    int distanceB = 0;
};

struct Answer {
    int number = 0;
    Cell cell{-1, -1};
    bool yes = false;
    int choice = -1;
};

struct QuizOptions {
    std::uint64_t seed = 1;
    int count = 10;            // 1 … kMaxQuestions
    std::vector<Kind> kinds;   // empty: all kinds
    Level level = Level::Medium;
};

inline constexpr int kMaxQuestions = 100;

AnswerType answerType(Kind kind);
// Whether `answer` is right; only the field of the kind's AnswerType is read.
bool isCorrect(const Question& question, const Answer& answer);

// One question (deterministic for kind, level and seed).
Question makeQuestion(Kind kind, Level level, std::uint64_t seed);
// options.count questions; the kinds (all when none are given; a set: their order and repeats
// do not matter) are dealt in a shuffled round so that each appears before any repeats. Throws std::invalid_argument for a count outside
// 1 … kMaxQuestions.
std::vector<Question> makeQuiz(const QuizOptions& options);

// Every kind, in the order above.
const std::vector<Kind>& allKinds();
// "shortest-path", "nearer-cell", "token-after", "sequence-solves", "perfect", "generator",
// "mouse-next"; and "easy", "medium", "hard".
std::string kindName(Kind kind);
bool parseKind(std::string_view text, Kind& kind);
std::string levelName(Level level);
bool parseLevel(std::string_view text, Level& level);

// English texts for the command line (the GUI has its own, translated ones).
std::string promptText(const Question& question);
std::string answerText(const Question& question);
// The maze as text: '#' blocked, '.' free, 'S' start, 'G' goal, 'A' / 'B' the marks, 'M' the
// mouse, visit counts 1–9 ('+' above 9); MouseNext adds the entrance 'v' above and the exit
// 'v' below the board.
std::string boardText(const Question& question);

// The generators the Generator kind asks about, each with a texture a learner can see.
const std::vector<std::string>& generatorChoices();

} // namespace mazelab::quiz
