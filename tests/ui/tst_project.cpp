// The .mazelab project format and workspace files: round trips and loader errors.
#include "ui/project.h"
#include "ui/workspacefile.h"

#include <QTemporaryDir>
#include <QTest>

using namespace mazelab;

namespace {

Workspace sample()
{
    Workspace ws;
    Maze a(3, 4);
    a.setBlocked({0, 2}, true);
    a.setBlocked({1, 1}, true);
    a.setStart({2, 0});
    a.setGoal({0, 3});
    Maze b(2, 2);
    b.setBlocked({1, 1}, true); // a blocked default goal survives the project format
    ws.mazes = {{QStringLiteral("First"), a}, {QStringLiteral("Zweites \u00e4"), b}};
    ws.current = 1;
    ws.sequences = {{QStringLiteral("sigma(3,3)"), QStringLiteral("drddruurrdd")}};
    ws.views.insert(QStringLiteral("editor"), QJsonObject{{QStringLiteral("zoom"), 2.5}});
    return ws;
}

const char* kValid = R"({"format": "mazelab-project", "version": 1,
 "mazes": [{"name": "A", "rows": 2, "cols": 3, "cells": ["..#", "#.."],
            "start": [0, 0], "goal": [1, 2]}]})";

} // namespace

class TestProject : public QObject {
    Q_OBJECT
private slots:
    void roundTrip()
    {
        const Workspace ws = sample();
        QCOMPARE(parseProject(projectToJson(ws)), ws);
    }

    // Weave crossings (optional key): kept on the round trip, invalid entries dropped.
    void crossings()
    {
        Workspace ws = sample();
        Maze weave(5, 5);
        weave.setCrossings({{{2, 2}, false}, {{1, 3}, true}});
        ws.mazes.push_back({QStringLiteral("weave"), weave});
        QCOMPARE(parseProject(projectToJson(ws)), ws);
        weave.setBlocked({2, 1}, true); // the first crossing loses a free neighbour
        ws.mazes.back().maze = weave;
        const Workspace back = parseProject(projectToJson(ws));
        QCOMPARE(back.mazes.back().maze.crossings(),
                 (std::vector<Crossing>{{{1, 3}, true}}));
    }

    void minimalProject()
    {
        const Workspace ws = parseProject(kValid);
        QCOMPARE(ws.mazes.size(), std::size_t(1));
        QCOMPARE(ws.mazes[0].maze.rows(), 2);
        QVERIFY(ws.mazes[0].maze.isBlocked({0, 2}));
        QCOMPARE(ws.current, 0);
        QVERIFY(ws.sequences.empty());
        QVERIFY(ws.views.isEmpty());
    }

    void errors_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message"); // expected to be contained in the error
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        const QByteArray v = kValid;
        auto with = [&](const char* from, const char* to) {
            QByteArray j = v;
            j.replace(from, to);
            return j;
        };
        QTest::newRow("syntax: missing comma") << QByteArray("{\n  \"format\": \"x\"\n  \"version\": 1}")
                                               << QStringLiteral("3:") << 3 << 4; // Qt: after '"' 
        QTest::newRow("syntax: unterminated") << QByteArray("{\"a\": [1, 2") << QStringLiteral("1:")
                                              << 1 << 12;
        QTest::newRow("not an object") << QByteArray("[1]") << QStringLiteral("not a JSON object")
                                       << 0 << 0;
        QTest::newRow("wrong format") << with("mazelab-project", "other")
                                      << QStringLiteral("format: expected \"mazelab-project\"") << 0 << 0;
        QTest::newRow("wrong version") << with("\"version\": 1", "\"version\": 7")
                                       << QStringLiteral("version: unsupported version 7") << 0 << 0;
        QTest::newRow("version as string") << with("\"version\": 1", "\"version\": \"1\"")
                                           << QStringLiteral("version: expected a whole number") << 0 << 0;
        QTest::newRow("missing mazes") << with("\"mazes\"", "\"mazen\"")
                                       << QStringLiteral("mazes: missing") << 0 << 0;
        QTest::newRow("no mazes") << QByteArray(R"({"format":"mazelab-project","version":1,"mazes":[]})")
                                  << QStringLiteral("mazes: a project needs at least one maze") << 0 << 0;
        QTest::newRow("maze not object") << QByteArray(R"({"format":"mazelab-project","version":1,"mazes":[3]})")
                                         << QStringLiteral("mazes[0]: expected an object") << 0 << 0;
        QTest::newRow("ragged row") << with("\"#..\"", "\"#...\"")
                                    << QStringLiteral("mazes[0].cells[1]: ragged row") << 0 << 0;
        QTest::newRow("too few rows") << with("[\"..#\", \"#..\"]", "[\"..#\"]")
                                      << QStringLiteral("mazes[0].cells: expected 2 rows, found 1") << 0 << 0;
        QTest::newRow("bad character") << with("\"#..\"", "\"#.x\"")
                                       << QStringLiteral("mazes[0].cells[1]: unknown character 'x' at column 3")
                                       << 0 << 0;
        QTest::newRow("row not string") << with("\"#..\"", "7")
                                        << QStringLiteral("mazes[0].cells[1]: expected a string") << 0 << 0;
        QTest::newRow("rows zero") << with("\"rows\": 2", "\"rows\": 0")
                                   << QStringLiteral("mazes[0].rows: 0 is out of range (1 to 4096)") << 0 << 0;
        QTest::newRow("rows fraction") << with("\"rows\": 2", "\"rows\": 2.5")
                                       << QStringLiteral("mazes[0].rows: expected a whole number") << 0 << 0;
        QTest::newRow("name missing") << with("\"name\": \"A\", ", "")
                                      << QStringLiteral("mazes[0].name: missing") << 0 << 0;
        QTest::newRow("start outside") << with("\"start\": [0, 0]", "\"start\": [0, 3]")
                                       << QStringLiteral("mazes[0].start[1]: 3 is out of range (0 to 2)") << 0 << 0;
        QTest::newRow("goal not pair") << with("\"goal\": [1, 2]", "\"goal\": [1]")
                                       << QStringLiteral("mazes[0].goal: expected [row, column]") << 0 << 0;
        QTest::newRow("current out of range") << with("\"version\": 1,", "\"version\": 1, \"current\": 1,")
                                              << QStringLiteral("current: 1 is out of range (0 to 0)") << 0 << 0;
        QTest::newRow("sequence bad moves")
            << with("\"version\": 1,", "\"version\": 1, \"sequences\": [{\"name\": \"s\", \"moves\": \"dx\"}],")
            << QStringLiteral("sequences[0].moves: only the moves u, d, l, r are allowed") << 0 << 0;
        QTest::newRow("views not object") << with("\"version\": 1,", "\"version\": 1, \"views\": [],")
                                          << QStringLiteral("views: expected an object") << 0 << 0;
    }

    void errors()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        QFETCH(int, line);
        QFETCH(int, column);
        try {
            parseProject(json);
            QFAIL("no error");
        } catch (const ProjectError& e) {
            QVERIFY2(e.message().contains(message), qPrintable(e.message()));
            QCOMPARE(e.line(), line);
            QCOMPARE(e.column(), column);
        }
    }

    void lineColumn_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("offset");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::newRow("start") << QByteArray("abc") << 0 << 1 << 1;
        QTest::newRow("same line") << QByteArray("abc") << 2 << 1 << 3;
        QTest::newRow("second line") << QByteArray("ab\ncd") << 4 << 2 << 2;
        QTest::newRow("utf-8 counts characters") << QByteArray("\xc3\xa4\xc3\xa4x") << 4 << 1 << 3;
    }

    void lineColumn()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, offset);
        int l = 0, c = 0;
        lineColumnAt(text, offset, l, c);
        QTEST(l, "line");
        QTEST(c, "column");
    }

    void filesRoundTrip_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("project") << QStringLiteral("w.mazelab");
        QTest::newRow("maze set") << QStringLiteral("w.maze");
    }

    void filesRoundTrip()
    {
        QFETCH(QString, name);
        QTemporaryDir dir;
        const QString path = dir.filePath(name);
        Workspace ws = sample();
        ws.mazes[1].maze.setBlocked({1, 1}, false);
        writeWorkspaceFile(path, ws);
        const Workspace back = readWorkspaceFile(path);
        if (formatForPath(path) == WorkspaceFormat::Project) {
            QCOMPARE(back, ws);
        } else { // only the mazes and their names
            QCOMPARE(back.mazes, ws.mazes);
            QVERIFY(back.sequences.empty());
        }
    }

    void mazeFileErrorsNameLineAndColumn()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.maze"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("..#\n.?.\n");
        f.close();
        try {
            readWorkspaceFile(path);
            QFAIL("no error");
        } catch (const WorkspaceFileError& e) {
            QCOMPARE(e.line(), 2);
            QCOMPARE(e.column(), 2);
            QVERIFY2(e.message().contains(QStringLiteral("line 2, column 2")), qPrintable(e.message()));
        }
    }

    void projectSyntaxErrorNamesLineAndColumn()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.mazelab"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\n \"format\": \"mazelab-project\",\n \"version\" 1}");
        f.close();
        try {
            readWorkspaceFile(path);
            QFAIL("no error");
        } catch (const WorkspaceFileError& e) {
            QCOMPARE(e.line(), 3);
            QVERIFY2(e.message().contains(QStringLiteral("line 3, column")), qPrintable(e.message()));
        }
    }

    void missingFile()
    {
        QVERIFY_THROWS_EXCEPTION(WorkspaceFileError, readWorkspaceFile(QStringLiteral("/nonexistent/x.maze")));
    }
};

QTEST_GUILESS_MAIN(TestProject)
#include "tst_project.moc"
