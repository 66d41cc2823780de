// Quiz assembly, answer checking, names and the command line's English texts
// (core/quiz/quiz.h); the builders of each kind are in quizkinds.cpp.
#include "core/quiz/quiz.h"

#include "core/gen/genrandom.h"

#include <algorithm>
#include <stdexcept>

namespace mazelab::quiz {

namespace {

const char* const kKindNames[] = {"shortest-path", "nearer-cell", "token-after", "sequence-solves",
                                  "perfect",       "generator",   "mouse-next"};
const char* const kLevelNames[] = {"easy", "medium", "hard"};

std::string cellText(Cell c)
{
    std::string text = "(";
    text += std::to_string(c.row);
    text += ", ";
    text += std::to_string(c.col);
    text += ')';
    return text;
}

} // namespace

AnswerType answerType(Kind kind)
{
    switch (kind) {
    case Kind::ShortestPath: return AnswerType::Number;
    case Kind::TokenAfter:
    case Kind::MouseNext: return AnswerType::Cell;
    case Kind::SequenceSolves:
    case Kind::Perfect: return AnswerType::YesNo;
    case Kind::NearerCell:
    case Kind::Generator: return AnswerType::Choice;
    }
    return AnswerType::Number;
}

bool isCorrect(const Question& question, const Answer& answer)
{
    switch (answerType(question.kind)) {
    case AnswerType::Number: return answer.number == question.number;
    case AnswerType::Cell: return answer.cell == question.cell;
    case AnswerType::YesNo: return answer.yes == question.yes;
    case AnswerType::Choice: return answer.choice == question.choice;
    }
    return false;
}

const std::vector<Kind>& allKinds()
{
    static const std::vector<Kind> kKinds = {Kind::ShortestPath, Kind::NearerCell,
                                             Kind::TokenAfter,   Kind::SequenceSolves,
                                             Kind::Perfect,      Kind::Generator,
                                             Kind::MouseNext};
    return kKinds;
}

std::vector<Question> makeQuiz(const QuizOptions& options)
{
    if (options.count < 1 || options.count > kMaxQuestions)
        throw std::invalid_argument("a quiz has 1 to " + std::to_string(kMaxQuestions)
                                    + " questions, not " + std::to_string(options.count));
    // A set of kinds: the order given and repeats do not change the quiz (the GUI's ticked
    // topics and the CLI's --kinds list give the same questions).
    std::vector<Kind> kinds = options.kinds.empty() ? allKinds() : options.kinds;
    std::sort(kinds.begin(), kinds.end());
    kinds.erase(std::unique(kinds.begin(), kinds.end()), kinds.end());
    gen::GenRandom rng(options.seed);
    std::vector<Kind> round;
    std::vector<Question> quiz;
    for (int i = 0; i < options.count; ++i) {
        if (round.empty()) {
            round = kinds;
            rng.shuffle(round);
        }
        const Kind kind = round.back();
        round.pop_back();
        quiz.push_back(makeQuestion(kind, options.level, rng.next()));
    }
    return quiz;
}

std::string kindName(Kind kind)
{
    return kKindNames[int(kind)];
}

bool parseKind(std::string_view text, Kind& kind)
{
    for (Kind k : allKinds())
        if (text == kKindNames[int(k)]) {
            kind = k;
            return true;
        }
    return false;
}

std::string levelName(Level level)
{
    return kLevelNames[int(level)];
}

bool parseLevel(std::string_view text, Level& level)
{
    for (int i = 0; i < 3; ++i)
        if (text == kLevelNames[i]) {
            level = Level(i);
            return true;
        }
    return false;
}

std::string promptText(const Question& q)
{
    switch (q.kind) {
    case Kind::ShortestPath:
        return "How many moves does the shortest path from S to G take?";
    case Kind::NearerCell:
        return "Which cell is nearer to S along the passages: A or B?";
    case Kind::TokenAfter:
        return "The token starts on S and makes the moves " + movesToString(q.moves)
               + " (u up, d down, l left, r right; a move into a wall or off the board does "
                 "nothing). On which cell does it stop? Answer row and column.";
    case Kind::SequenceSolves:
        return "Does the sequence " + movesToString(q.moves)
               + " bring the token from S to G (a move into a wall or off the board does "
                 "nothing)? Yes or no.";
    case Kind::Perfect:
        return "Is this maze perfect, with exactly one path between any two cells? Yes or no.";
    case Kind::Generator: {
        std::string text = "Which algorithm generated this maze?";
        for (std::size_t i = 0; i < q.choices.size(); ++i)
            text += " " + std::string(1, char('1' + i)) + ") " + q.choices[i];
        return text;
    }
    case Kind::MouseNext:
        return "Squeaky the mouse (M) always moves to the free neighbour it has visited least, "
               "ties broken down, right, left, up; the digits are its visits so far. To which "
               "cell does it move next? Answer row and column.";
    }
    return {};
}

std::string answerText(const Question& q)
{
    switch (q.kind) {
    case Kind::ShortestPath:
        return std::to_string(q.number) + " moves";
    case Kind::NearerCell:
        return std::string(q.choice == 0 ? "A" : "B") + " (A is " + std::to_string(q.distanceA)
               + " moves away, B " + std::to_string(q.distanceB) + ")";
    case Kind::TokenAfter:
    case Kind::MouseNext:
        return cellText(q.cell);
    case Kind::SequenceSolves:
        return q.yes ? "yes" : "no (it stops on " + cellText(q.path.back()) + ")";
    case Kind::Perfect:
        return q.yes ? "yes" : "no: a loop passes " + cellText(q.path.front());
    case Kind::Generator:
        return q.choices[std::size_t(q.choice)];
    }
    return {};
}

std::string boardText(const Question& q)
{
    const Maze& maze = q.maze;
    const bool mouse = q.kind == Kind::MouseNext;
    std::string out;
    auto arrowRow = [&](int col) {
        out += std::string(std::size_t(col), ' ') + "v\n";
    };
    if (mouse)
        arrowRow(q.entryCol);
    for (int r = 0; r < maze.rows(); ++r) {
        for (int c = 0; c < maze.cols(); ++c) {
            const Cell cell{r, c};
            char ch = maze.isBlocked(cell) ? '#' : '.';
            if (mouse) {
                const std::int64_t v = q.visits[maze.index(cell)];
                if (v > 0)
                    ch = v > 9 ? '+' : char('0' + v);
                if (!q.marks.empty() && cell == q.marks[0])
                    ch = 'M';
            } else {
                if (cell == maze.start())
                    ch = 'S';
                else if (cell == maze.goal())
                    ch = 'G';
                if (q.kind == Kind::NearerCell && cell == q.marks[0])
                    ch = 'A';
                if (q.kind == Kind::NearerCell && cell == q.marks[1])
                    ch = 'B';
            }
            out += ch;
        }
        out += '\n';
    }
    if (mouse)
        arrowRow(q.exitCol);
    return out;
}

} // namespace mazelab::quiz
