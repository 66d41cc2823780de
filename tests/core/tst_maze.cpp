// Maze model: Nusser §2.1 step semantics, transforms, solvability.
#include "core/maze.h"
#include "core/mazeformat.h"
#include "core/simaso/sequencetext.h"

#include <QTest>

using namespace mazelab;

namespace {
Maze fromText(const char* text) { return parseMazeText(text).mazes.front(); }
}

class TestMaze : public QObject {
    Q_OBJECT
private slots:
    void defaults()
    {
        Maze m(3, 4);
        QCOMPARE(m.rows(), 3);
        QCOMPARE(m.cols(), 4);
        QCOMPARE(m.start(), (Cell{0, 0}));
        QCOMPARE(m.goal(), (Cell{2, 3}));
        QCOMPARE(m.freeCount(), std::size_t(12));
        QVERIFY(m.isSolvable());
        QCOMPARE(m.shortestPathLength(), 5);
    }
    void largest()
    {
        Maze m(Maze::kMaxSide, Maze::kMaxSide);
        QCOMPARE(m.cellCount(), std::size_t(4096) * 4096);
        QVERIFY(m.isSolvable());
    }
    void stepSemantics()
    {
        // Nusser Fig. 2.1-like example: blocked cells and the border leave the position.
        const Maze m = fromText("..#\n.#.\n...\n");
        QCOMPARE(m.step({0, 0}, Move::Up), (Cell{0, 0}));     // off the grid
        QCOMPARE(m.step({0, 0}, Move::Left), (Cell{0, 0}));   // off the grid
        QCOMPARE(m.step({0, 0}, Move::Right), (Cell{0, 1}));
        QCOMPARE(m.step({0, 1}, Move::Right), (Cell{0, 1}));  // blocked
        QCOMPARE(m.step({0, 1}, Move::Down), (Cell{0, 1}));   // blocked
        QCOMPARE(m.step({0, 0}, Move::Down), (Cell{1, 0}));
        QCOMPARE(m.run({0, 0}, *parseMoves("ddrr")), (Cell{2, 2}));
        QCOMPARE(m.run({0, 0}, *parseMoves("rrrrdd")), (Cell{0, 1}));
    }
    void allSolving3x3()
    {
        // drddruurrdd (Nusser §2.1) visits the goal in every solvable 3x3 maze; 51 of them.
        const auto seq = *parseMoves("drddruurrdd");
        int solvable = 0;
        for (int bits = 0; bits < 512; ++bits) {
            Maze m(3, 3);
            for (int i = 0; i < 9; ++i)
                m.setBlocked(m.cellAt(std::size_t(i)), (bits >> i) & 1);
            if (!m.isSolvable())
                continue;
            ++solvable;
            Cell p = m.start();
            bool reached = p == m.goal();
            for (Move mv : seq) {
                p = m.step(p, mv);
                reached = reached || p == m.goal();
            }
            QVERIFY2(reached, mazeToText(m).c_str());
        }
        QCOMPARE(solvable, 51);
    }
    void moves()
    {
        QCOMPARE(movesToString(*parseMoves("D R u l")), std::string("drul"));
        QVERIFY(!parseMoves("drx"));
    }
    // The .seq form (sequencetext.h) the CLI and the Simultaneous player share.
    void sequenceText()
    {
        const auto moves = [](std::string_view text, bool comments = true) {
            const SequenceText r = parseSequenceText(text, comments);
            return r.error ? std::string("error") : movesToString(r.moves);
        };
        QCOMPARE(moves("\xEF\xBB\xBF; sigma(3,3)\r\ndrddr uurrdd\r\n"), std::string("drddruurrdd"));
        QCOMPARE(moves("D,R\n\n  ; note\n\tdd"), std::string("drdd"));
        QCOMPARE(moves(""), std::string());
        QCOMPARE(moves("dd ; not a comment here"), std::string("error"));
        QCOMPARE(moves("; on the command line a ';' is a character", false), std::string("error"));
        const SequenceText bad = parseSequenceText("drdd\n; c\n  d\xC3\xBC\n");
        QVERIFY(bad.error && bad.moves.empty());
        QCOMPARE(bad.error->line, std::size_t(3));
        QCOMPARE(bad.error->column, std::size_t(4));
        QCOMPARE(bad.error->character, char32_t(0xFC));
        // An overlong 'U' (found by fuzz_moves) and a surrogate are malformed, not moves.
        for (const char* overlong : {"\xC1\x95", "\xE0\x81\x95", "\xED\xA0\x80"}) {
            const SequenceText r = parseSequenceText(overlong);
            QVERIFY(r.error && r.moves.empty());
            QCOMPARE(r.error->column, std::size_t(1));
            QCOMPARE(r.error->character, char32_t(0xFFFD));
        }
        const SequenceText broken = parseSequenceText("dd\xC3");
        QVERIFY(broken.error);
        QCOMPARE(broken.error->column, std::size_t(3));
        QCOMPARE(broken.error->character, char32_t(0xFFFD));
        // Written and read back, comments with line breaks included.
        const auto seq = parseMoves("drddruurrdd").value();
        const std::string file = formatSequenceFile(seq, {"solves 51 of 51", "two\nlines"});
        QCOMPARE(file, std::string("; solves 51 of 51\n; two lines\ndrddruurrdd\n"));
        QCOMPARE(parseSequenceText(file).moves, seq);
    }

    void blockedStartIsUnsolvable()
    {
        Maze m(2, 2);
        m.setBlocked({0, 0}, true);
        QVERIFY(!m.isSolvable());
        QCOMPARE(m.shortestPathLength(), -1);
        QVERIFY(m.reachable({0, 0}) == std::vector<bool>(4, false));
    }
    void transforms()
    {
        const Maze m = fromText("S.#.\n..#.\n##.G\n");
        QCOMPARE(m.transposed().transposed(), m);
        QCOMPARE(m.transposed().rows(), 4);
        QCOMPARE(m.transposed().goal(), (Cell{3, 2}));
        QCOMPARE(m.mirroredHorizontally().mirroredHorizontally(), m);
        QCOMPARE(m.mirroredHorizontally().goal(), (Cell{2, 0}));
        QCOMPARE(m.mirroredVertically().goal(), (Cell{0, 3}));
        QCOMPARE(m.rotatedClockwise().rotatedCounterClockwise(), m);
        QCOMPARE(m.rotatedClockwise().rotatedClockwise(), m.mirroredHorizontally().mirroredVertically());
        // Clockwise: the top-left corner goes to the top-right.
        QCOMPARE(m.rotatedClockwise().start(), (Cell{0, 2}));
        // ... and the bottom-left (blocked) to the top-left; the goal (bottom-right) to the bottom-left.
        QVERIFY(m.rotatedClockwise().isBlocked({0, 0}));
        QCOMPARE(m.rotatedClockwise().goal(), (Cell{3, 0}));
        QCOMPARE(m.inverted().inverted(), m);
        QCOMPARE(m.inverted().freeCount(), m.cellCount() - m.freeCount());
    }
    void resize()
    {
        const Maze m = fromText("..#\n.#.\n...\n");
        const Maze big = m.resized(5, 4);
        QCOMPARE(big.rows(), 5);
        QCOMPARE(big.cols(), 4);
        QVERIFY(big.isBlocked({0, 2}));
        QVERIFY(big.isBlocked({1, 1}));
        QVERIFY(!big.isBlocked({4, 3}));
        QCOMPARE(big.goal(), (Cell{4, 3}));
        const Maze small = m.resized(2, 2);
        QCOMPARE(small.goal(), (Cell{1, 1}));
        QVERIFY(small.isBlocked({1, 1}));
        QCOMPARE(small.resized(3, 3).freeCount(), std::size_t(8));
    }
};

QTEST_GUILESS_MAIN(TestMaze)
#include "tst_maze.moc"
