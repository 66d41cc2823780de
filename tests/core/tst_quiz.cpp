// Quiz questions (core/quiz/quiz.h): every stored answer re-derived independently of the
// builders, on every kind and level over many seeds; determinism; the deal of kinds.
#include "core/control.h"
#include "core/quiz/quiz.h"
#include "core/solve/solvers.h"

#include <QTest>

#include <algorithm>
#include <set>

using namespace mazelab;
using namespace mazelab::quiz;

namespace {

int bfsMoves(const Maze& maze, Cell from, Cell to)
{
    Maze m = maze;
    m.setStart(from);
    m.setGoal(to);
    Control control;
    const solve::SolveResult r = solve::runSolver("bfs", m, {}, control);
    return r.found ? r.length : -1;
}

bool isWalk(const Maze& maze, const std::vector<Cell>& path)
{
    for (std::size_t i = 0; i < path.size(); ++i) {
        if (!maze.isFree(path[i]))
            return false;
        if (i > 0 && std::abs(path[i].row - path[i - 1].row) + std::abs(path[i].col - path[i - 1].col) != 1)
            return false;
    }
    return true;
}

// Free cells connected and #adjacent pairs = #free - 1.
bool freeCellsFormATree(const Maze& maze)
{
    std::size_t free = 0, edges = 0;
    Cell any{-1, -1};
    for (int r = 0; r < maze.rows(); ++r)
        for (int c = 0; c < maze.cols(); ++c)
            if (maze.isFree({r, c})) {
                ++free;
                any = {r, c};
                edges += maze.isFree({r + 1, c}) + maze.isFree({r, c + 1});
            }
    const std::vector<bool> seen = maze.reachable(any);
    return std::size_t(std::count(seen.begin(), seen.end(), true)) == free && edges + 1 == free;
}

// Squeaky's rule (Merckens §2), written again: least visits, ties down, right, left, up.
Cell mouseRule(const Question& q)
{
    const Cell at = q.marks[0];
    Cell best{-1, -1};
    std::int64_t bestVisits = 0;
    for (Move m : {Move::Down, Move::Right, Move::Left, Move::Up}) {
        const Cell n = stepCell(at, m);
        if (!q.maze.isFree(n))
            continue;
        const std::int64_t v = q.visits[q.maze.index(n)];
        if (best.row < 0 || v < bestVisits) {
            best = n;
            bestVisits = v;
        }
    }
    return best;
}

} // namespace

class TestQuiz : public QObject {
    Q_OBJECT
private slots:
    void answersRederived_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("level");
        for (Kind k : allKinds())
            for (Level l : {Level::Easy, Level::Medium, Level::Hard})
                QTest::newRow((kindName(k) + "/" + levelName(l)).c_str()) << int(k) << int(l);
    }

    void answersRederived()
    {
        QFETCH(int, kind);
        QFETCH(int, level);
        int yes = 0, tricky = 0;
        const int seeds = 40;
        for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
            const Question q = makeQuestion(Kind(kind), Level(level), seed);
            QCOMPARE(int(q.kind), kind);
            const Maze& m = q.maze;
            Answer right;
            switch (q.kind) {
            case Kind::ShortestPath:
                QCOMPARE(q.number, m.shortestPathLength());
                QCOMPARE(int(q.path.size()), q.number + 1);
                QVERIFY(isWalk(m, q.path));
                right.number = q.number;
                break;
            case Kind::NearerCell: {
                QCOMPARE(q.marks.size(), std::size_t(2));
                const int a = bfsMoves(m, m.start(), q.marks[0]);
                const int b = bfsMoves(m, m.start(), q.marks[1]);
                QCOMPARE(q.distanceA, a);
                QCOMPARE(q.distanceB, b);
                QVERIFY(a != b);
                QCOMPARE(q.choice, a < b ? 0 : 1);
                QVERIFY(isWalk(m, q.path) && isWalk(m, q.path2));
                QCOMPARE(q.path.back(), q.marks[0]);
                auto manhattan = [&](Cell c) { return c.row + c.col; };
                tricky += (a < b) != (manhattan(q.marks[0]) < manhattan(q.marks[1]));
                right.choice = q.choice;
                break;
            }
            case Kind::TokenAfter:
                QCOMPARE(q.cell, m.run(m.start(), q.moves));
                QVERIFY(std::find(q.path.begin(), q.path.end(), m.goal()) == q.path.end());
                QCOMPARE(q.path.size(), q.moves.size() + 1);
                right.cell = q.cell;
                break;
            case Kind::SequenceSolves: {
                Cell at = m.start();
                bool reached = false;
                for (Move mv : q.moves) {
                    at = m.step(at, mv);
                    reached = reached || at == m.goal();
                }
                QCOMPARE(q.yes, reached);
                QVERIFY(m.isSolvable());
                yes += q.yes;
                right.yes = q.yes;
                break;
            }
            case Kind::Perfect:
                QCOMPARE(q.yes, freeCellsFormATree(m));
                if (!q.yes) { // the loop shown is a closed walk of at least 4 distinct cells
                    QVERIFY(isWalk(m, q.path));
                    QCOMPARE(q.path.front(), q.path.back());
                    QVERIFY(q.path.size() >= 5);
                }
                yes += q.yes;
                right.yes = q.yes;
                break;
            case Kind::Generator: {
                QCOMPARE(q.choices.size(), std::size_t(4));
                const std::set<std::string> distinct(q.choices.begin(), q.choices.end());
                QCOMPARE(distinct.size(), std::size_t(4));
                for (const std::string& c : q.choices)
                    QVERIFY(std::count(generatorChoices().begin(), generatorChoices().end(), c));
                QVERIFY(q.choice >= 0 && q.choice < 4);
                QVERIFY(freeCellsFormATree(m)); // all six are perfect generators
                right.choice = q.choice;
                break;
            }
            case Kind::MouseNext: {
                QCOMPARE(q.marks.size(), std::size_t(1));
                QCOMPARE(q.cell, mouseRule(q));
                std::int64_t total = 0;
                for (std::int64_t v : q.visits)
                    total += v;
                QCOMPARE(total, std::int64_t(q.path.size()));
                QCOMPARE(q.path.back(), q.marks[0]);
                QCOMPARE(q.path.front(), (Cell{0, q.entryCol}));
                QVERIFY(isWalk(m, q.path));
                right.cell = q.cell;
                break;
            }
            }
            QVERIFY(isCorrect(q, right));
            Answer wrong = right;
            wrong.number += 1;
            wrong.cell.col += 1;
            wrong.yes = !wrong.yes;
            wrong.choice = (wrong.choice + 1) % 2;
            QVERIFY(!isCorrect(q, wrong));
        }
        // Yes and no both occur; most nearer-cell pairs defeat the straight-line guess.
        if (Kind(kind) == Kind::SequenceSolves || Kind(kind) == Kind::Perfect)
            QVERIFY2(yes > seeds / 5 && yes < seeds * 4 / 5, qPrintable(QString::number(yes)));
        if (Kind(kind) == Kind::NearerCell)
            QVERIFY2(tricky > (Level(level) == Level::Easy ? seeds / 3 : seeds / 2), qPrintable(QString::number(tricky)));
    }

    void deterministicAndDealt()
    {
        QuizOptions options;
        options.seed = 42;
        options.count = 14;
        const std::vector<Question> a = makeQuiz(options), b = makeQuiz(options);
        QCOMPARE(a.size(), std::size_t(14));
        for (std::size_t i = 0; i < a.size(); ++i) {
            QCOMPARE(int(a[i].kind), int(b[i].kind));
            QVERIFY(a[i].maze == b[i].maze);
            QCOMPARE(answerText(a[i]), answerText(b[i]));
        }
        // Each kind once in the first round of seven, once in the second.
        for (std::size_t round = 0; round < 2; ++round) {
            std::set<int> kinds;
            for (std::size_t i = round * 7; i < round * 7 + 7; ++i)
                kinds.insert(int(a[i].kind));
            QCOMPARE(kinds.size(), std::size_t(7));
        }
        options.seed = 43;
        const std::vector<Question> c = makeQuiz(options);
        bool differs = false;
        for (std::size_t i = 0; i < a.size(); ++i)
            differs = differs || !(a[i].maze == c[i].maze);
        QVERIFY(differs);

        options.kinds = {Kind::TokenAfter};
        options.count = 3;
        for (const Question& q : makeQuiz(options))
            QCOMPARE(int(q.kind), int(Kind::TokenAfter));

        // The kinds are a set: order and repeats do not matter (the GUI ticks topics, the CLI
        // lists them).
        options.count = 12;
        options.kinds = {Kind::TokenAfter, Kind::Perfect, Kind::ShortestPath};
        const std::vector<Question> inOrder = makeQuiz(options);
        options.kinds = {Kind::Perfect, Kind::ShortestPath, Kind::Perfect, Kind::TokenAfter};
        const std::vector<Question> shuffled = makeQuiz(options);
        for (std::size_t i = 0; i < inOrder.size(); ++i) {
            QCOMPARE(int(inOrder[i].kind), int(shuffled[i].kind));
            QVERIFY(inOrder[i].maze == shuffled[i].maze);
        }
        // Each of the three once per round of three: a repeat is not dealt twice.
        for (std::size_t round = 0; round < 4; ++round) {
            std::set<int> dealt;
            for (std::size_t i = round * 3; i < round * 3 + 3; ++i)
                dealt.insert(int(shuffled[i].kind));
            QCOMPARE(dealt.size(), std::size_t(3));
        }
    }

    void refusesBadCounts()
    {
        QuizOptions options;
        options.count = 0;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, makeQuiz(options));
        options.count = kMaxQuestions + 1;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, makeQuiz(options));
    }

    void namesAndText()
    {
        for (Kind k : allKinds()) {
            Kind parsed{};
            QVERIFY(parseKind(kindName(k), parsed));
            QCOMPARE(int(parsed), int(k));
        }
        Kind k{};
        QVERIFY(!parseKind("maze", k));
        Level l{};
        QVERIFY(parseLevel("hard", l) && l == Level::Hard);
        QVERIFY(!parseLevel("expert", l));

        const Question q = makeQuestion(Kind::NearerCell, Level::Easy, 3);
        const std::string board = boardText(q);
        QCOMPARE(std::count(board.begin(), board.end(), '\n'), std::ptrdiff_t(q.maze.rows()));
        QCOMPARE(std::count(board.begin(), board.end(), 'A'), std::ptrdiff_t(1));
        QCOMPARE(std::count(board.begin(), board.end(), 'B'), std::ptrdiff_t(1));
        QCOMPARE(board[std::size_t(q.maze.cols() + 2)], 'S'); // row 1, column 1
        const Question mouse = makeQuestion(Kind::MouseNext, Level::Easy, 3);
        const std::string mouseBoard = boardText(mouse);
        QCOMPARE(std::count(mouseBoard.begin(), mouseBoard.end(), '\n'), std::ptrdiff_t(mouse.maze.rows() + 2));
        QCOMPARE(std::count(mouseBoard.begin(), mouseBoard.end(), 'M'), std::ptrdiff_t(1));
        QVERIFY(promptText(mouse).find("least") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestQuiz)
#include "tst_quiz.moc"
