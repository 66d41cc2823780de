// The .maze text format: accepted spellings, maze sets, errors with line and column, round trip.
#include "core/mazeformat.h"

#include <QTest>

using namespace mazelab;

class TestMazeFormat : public QObject {
    Q_OBJECT
private slots:
    // Markers on blocked cells cannot be letters; they survive as directives.
    void blockedMarkersRoundTrip()
    {
        mazelab::Maze m(3, 4);
        m.setStart({1, 1});
        m.setGoal({2, 0});
        m.setBlocked({1, 1}, true);
        m.setBlocked({2, 0}, true);
        const std::string text = mazelab::mazeToText(m);
        QVERIFY(text.find("; start: 1 1") != std::string::npos);
        QVERIFY(text.find("; goal: 2 0") != std::string::npos);
        const mazelab::MazeFile back = mazelab::parseMazeText(text);
        QCOMPARE(back.mazes.size(), std::size_t(1));
        QVERIFY(back.mazes[0].start() == (mazelab::Cell{1, 1}));
        QVERIFY(back.mazes[0].goal() == (mazelab::Cell{2, 0}));
        QVERIFY(back.mazes[0].isBlocked({1, 1}));
        QVERIFY(back.mazes[0].isBlocked({2, 0}));
        QCOMPARE(back.mazes[0].cells(), m.cells());
    }

    void badDirectives()
    {
        auto lineOf = [](const char* text) {
            try {
                mazelab::parseMazeText(text);
            } catch (const mazelab::MazeFormatError& e) {
                return e.line();
            }
            return -1;
        };
        QCOMPARE(lineOf("..\n\n; start: 9 9\n..\n..\n"), 3); // outside the (second) maze
        QCOMPARE(lineOf("; start: one two\n..\n"), 1);        // not numbers
        QCOMPARE(lineOf("; goal: 0 1\n.G\n..\n"), 1);         // both a directive and a letter
    }

    void single()
    {
        const MazeFile f = parseMazeText("; a comment\n..#\n.#.\n...\n");
        QCOMPARE(f.mazes.size(), std::size_t(1));
        const Maze& m = f.mazes[0];
        QCOMPARE(m.rows(), 3);
        QCOMPARE(m.cols(), 3);
        QVERIFY(m.isBlocked({0, 2}));
        QVERIFY(m.isBlocked({1, 1}));
        QVERIFY(m.hasDefaultStartGoal());
    }
    void alternativeSpellings()
    {
        const Maze a = parseMazeText("0 1\nX.x\n").mazes[0];
        QVERIFY(!a.isBlocked({0, 0}));
        QVERIFY(!a.isBlocked({0, 1}));
        QVERIFY(a.isBlocked({0, 2}));
        QVERIFY(a.isBlocked({1, 0}));
        QVERIFY(a.isBlocked({1, 2}));
        QCOMPARE(parseMazeText("..\r\n#.\r\n").mazes[0], parseMazeText("..\n#.\n").mazes[0]);
    }
    void startGoal()
    {
        const Maze m = parseMazeText(".S.\nG##\n").mazes[0];
        QCOMPARE(m.start(), (Cell{0, 1}));
        QCOMPARE(m.goal(), (Cell{1, 0}));
        QVERIFY(!m.isBlocked({0, 1}));
    }
    void mazeSet()
    {
        const MazeFile f = parseMazeText("; name: first\n..\n..\n\n  \n; name: second\n...\n#..\n\n\n.\n");
        QCOMPARE(f.mazes.size(), std::size_t(3));
        QCOMPARE(f.names[0], std::string("first"));
        QCOMPARE(f.names[1], std::string("second"));
        QCOMPARE(f.names[2], std::string());
        QCOMPARE(f.mazes[1].cols(), 3);
        QCOMPARE(f.mazes[2].rows(), 1);
    }
    void errors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("reason");
        QTest::newRow("empty") << "" << 1 << 1 << "no maze";
        QTest::newRow("only comments") << "; x\n; y\n" << 2 << 1 << "no maze";
        QTest::newRow("ragged") << "...\n..\n" << 2 << 3 << "ragged row";
        QTest::newRow("ragged long") << "..\n...\n" << 2 << 3 << "ragged row";
        QTest::newRow("unknown char") << "..\n.?\n" << 2 << 2 << "unknown character '?' (expected '.' or '0' free, '#', 'x' or '1' blocked";
        QTest::newRow("tab") << ".\t\n" << 1 << 2 << "a tab";
        QTest::newRow("two starts") << "S.\n.S\n" << 2 << 2 << "second start";
        QTest::newRow("two goals") << "G.\n\n..\n.G\n" << -1 << -1 << "";
        QTest::newRow("second maze ragged") << "..\n\n...\n..\n" << 4 << 3 << "ragged row";
    }
    void errors()
    {
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, reason);
        if (line < 0) { // valid: two goals in different mazes
            QCOMPARE(parseMazeText(text.toStdString()).mazes.size(), std::size_t(2));
            return;
        }
        try {
            parseMazeText(text.toStdString());
            QFAIL("expected a MazeFormatError");
        } catch (const MazeFormatError& e) {
            QCOMPARE(e.line(), line);
            QCOMPARE(e.column(), column);
            QVERIFY2(QString::fromStdString(e.reason()).contains(reason), e.what());
            QVERIFY(QString::fromUtf8(e.what()).startsWith(QStringLiteral("%1:%2: ").arg(line).arg(column)));
        }
    }
    void sizeLimit()
    {
        QVERIFY_THROWS_EXCEPTION(MazeFormatError, parseMazeText(".....\n", 4));
        QVERIFY_THROWS_EXCEPTION(MazeFormatError, parseMazeText(".\n.\n.\n.\n.\n", 4));
        QCOMPARE(parseMazeText("....\n", 4).mazes[0].cols(), 4);
    }
    void missingFile()
    {
        try {
            readMazeFile("/nonexistent/x.maze");
            QFAIL("expected an error");
        } catch (const MazeFormatError& e) {
            QCOMPARE(e.line(), 0);
            QVERIFY(QString::fromUtf8(e.what()).contains(QStringLiteral("cannot open")));
        }
    }
    void roundTrip_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("plain") << "..#\n.#.\n...\n";
        QTest::newRow("start goal") << "#S..\n..G#\n";
        QTest::newRow("1x1") << ".\n";
        QTest::newRow("set with names") << "; name: a\n..\n#.\n\n; name: b c\n.#.\n";
    }
    void roundTrip()
    {
        QFETCH(QString, text);
        const MazeFile f = parseMazeText(text.toStdString());
        QCOMPARE(QString::fromStdString(mazeFileToText(f)), text);
        const MazeFile g = parseMazeText(mazeFileToText(f));
        QVERIFY(g.mazes == f.mazes);
        QVERIFY(g.names == f.names);
    }
    void demoFileParses()
    {
        const MazeFile f = readMazeFile(MAZELAB_TEST_DATA "/../../resources/demo/demo.maze");
        QVERIFY(f.mazes.size() >= 3);
        for (const Maze& m : f.mazes)
            QVERIFY(m.isSolvable());
    }
};

QTEST_GUILESS_MAIN(TestMazeFormat)
#include "tst_mazeformat.moc"
