// mazelab-cli on awkward input: a directory or a device given as the maze file, CRLF and a
// byte order mark, a file name that is not UTF-8, a set of 100,000 mazes, an address-space
// limit (ulimit -v) or a memory cgroup, "nan" and "inf" given as numbers, output files that
// cannot be written, sequence files from Windows editors.
#include "clitest.h"
#include "tests/sanitized.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

#include <unistd.h>

using clitest::run;

class TestCliInputs : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    // The folder of this process's cgroup in the v1 memory hierarchy, or empty.
    static QString ownMemoryCgroupV1()
    {
        QFile f(QStringLiteral("/proc/self/cgroup"));
        if (!f.open(QIODevice::ReadOnly))
            return {};
        for (const QByteArray& line : f.readAll().split('\n')) {
            const QList<QByteArray> parts = line.split(':');
            if (parts.size() >= 3 && parts[1].split(',').contains("memory")) {
                const QString dir = QStringLiteral("/sys/fs/cgroup/memory")
                                    + QString::fromUtf8(line.mid(parts[0].size() + parts[1].size() + 2));
                return QFileInfo(dir).isDir() ? dir : QString();
            }
        }
        return {};
    }

    QString write(const QString& name, const QByteArray& bytes)
    {
        QFile f(m_dir.filePath(name));
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(bytes);
        return f.fileName();
    }

private slots:
    void notARegularFile_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("message");
        QTest::newRow("directory") << m_dir.path() << QStringLiteral("is a directory");
        QTest::newRow("device") << QStringLiteral("/dev/null")
                                << QStringLiteral("is not a regular file");
    }

    void notARegularFile()
    {
        QFETCH(QString, path);
        QFETCH(QString, message);
        const QStringList png{QStringLiteral("--png"), m_dir.filePath(QStringLiteral("x.png"))};
        for (const QString& command : {QStringLiteral("check"), QStringLiteral("render")}) {
            const bool render = command == QLatin1String("render");
            const auto r = run(command, QStringList{path} + (render ? png : QStringList()));
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains(path + QStringLiteral(": ") + message), qPrintable(r.err));
            QVERIFY2(!r.err.contains(QStringLiteral("no maze")), qPrintable(r.err));
        }
    }

    void crlfAndByteOrderMark()
    {
        const QString path = write(QStringLiteral("windows.maze"),
                                   "\xEF\xBB\xBF; name: w\r\nS.#\r\n..G\r\n");
        const auto r = run(QStringLiteral("check"), {path, QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject maze = clitest::json(r).value(QStringLiteral("mazes"))[0].toObject();
        QCOMPARE(maze.value(QStringLiteral("name")).toString(), QStringLiteral("w"));
        QCOMPARE(maze.value(QStringLiteral("cols")).toInt(), 3);
    }

    // A project saved by the GUI (.mazelab) is read as a set of its mazes, names, starts and
    // goals included, by every command that takes a maze file; a faulty one is refused with
    // FILE:LINE:COL or the JSON path, as the GUI names it.
    void projectFiles()
    {
        const QString project = write(
            QStringLiteral("class.mazelab"),
            "{ \"format\": \"mazelab-project\", \"version\": 1, \"current\": 1,\n"
            "  \"mazes\": [\n"
            "    { \"name\": \"Figure 2.1\", \"rows\": 3, \"cols\": 3,\n"
            "      \"cells\": [\"..#\", \".#.\", \"...\"], \"start\": [0, 0], \"goal\": [2, 2] },\n"
            "    { \"name\": \"wall\", \"rows\": 2, \"cols\": 3,\n"
            "      \"cells\": [\".#.\", \".#.\"], \"start\": [0, 0], \"goal\": [1, 2] } ],\n"
            "  \"views\": { \"quiz\": { \"number\": 3 } } }\n");
        const auto checked = run(QStringLiteral("check"), {project, QStringLiteral("--json")});
        QVERIFY2(checked.code == 0, qPrintable(checked.err));
        const QJsonArray mazes = clitest::json(checked).value(QStringLiteral("mazes")).toArray();
        QCOMPARE(mazes.size(), 2);
        QCOMPARE(mazes[0].toObject().value(QStringLiteral("name")).toString(), QStringLiteral("Figure 2.1"));
        QCOMPARE(mazes[0].toObject().value(QStringLiteral("shortest_path")).toInt(), 4);
        QCOMPARE(mazes[1].toObject().value(QStringLiteral("solvable")).toBool(), false);
        // The same as the .maze text of those mazes, command by command.
        const QString text = write(QStringLiteral("class.maze"),
                                   "; name: Figure 2.1\nS.#\n.#.\n..G\n\n; name: wall\nS#.\n.#G\n");
        for (const QStringList& args :
             {QStringList{QStringLiteral("solve"), QStringLiteral("bfs")},
              QStringList{QStringLiteral("solve"), QStringLiteral("dfs"), QStringLiteral("--index"),
                          QStringLiteral("1")}}) {
            const auto a = run(args[0], args.mid(1) << project);
            const auto b = run(args[0], args.mid(1) << text);
            QCOMPARE(a.code, b.code);
            static const QRegularExpression time(QStringLiteral("[0-9.]+ ms"));
            QCOMPARE(QString(a.out).remove(time), QString(b.out).remove(time));
            QVERIFY(!a.out.isEmpty());
        }
        const QString png = m_dir.filePath(QStringLiteral("class.png"));
        QCOMPARE(run(QStringLiteral("render"), {project, QStringLiteral("--png"), png}).code, 0);
        QVERIFY(QFileInfo(png).size() > 0);

        const QString syntax = write(QStringLiteral("syntax.mazelab"),
                                     "{\"format\":\"mazelab-project\",\n \"version\":1,,}");
        auto r = run(QStringLiteral("check"), {syntax});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.startsWith(syntax + QStringLiteral(":2:15: ")), qPrintable(r.err));
        const QString ragged = write(
            QStringLiteral("ragged.mazelab"),
            "{\"format\":\"mazelab-project\",\"version\":1,\"mazes\":[{\"name\":\"r\",\"rows\":2,\"cols\":2,"
            "\"cells\":[\"..\",\"#\"]}]}");
        r = run(QStringLiteral("solve"), {QStringLiteral("bfs"), ragged});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("mazes[0].cells[1]: ragged row")), qPrintable(r.err));
    }

    // Linux file names are bytes: "caf\xE9.maze" (Latin-1) must open, not "cannot open".
    void nonUtf8FileName()
    {
        const QByteArray name = QFile::encodeName(m_dir.path()) + "/caf\xE9-\xFF.maze";
        {
            FILE* f = std::fopen(name.constData(), "wb");
            QVERIFY(f);
            std::fputs("..#\n...\n", f);
            std::fclose(f);
        }
        // QProcess would re-encode a QString argument; a shell passes the bytes through.
        QProcess p;
        p.start(QStringLiteral("/bin/sh"),
                {QStringLiteral("-c"),
                 QStringLiteral("exec \"$0\" check \"$(printf '%s/caf\\351-\\377.maze' \"$1\")\""),
                 QStringLiteral(MAZELAB_CLI_PATH), m_dir.path()});
        QVERIFY(p.waitForFinished(60000));
        std::remove(name.constData()); // QTemporaryDir cannot name it
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(p.exitCode() == 0, qPrintable(err));
        QVERIFY(QString::fromUtf8(p.readAllStandardOutput()).contains(QStringLiteral("2x3")));
    }

    // Under an address-space limit (ulimit -v, a batch system's h_vmem) the searches take
    // their default memory cap from the room left below it and stop with their own message;
    // a step without a cap of its own that still runs out says "out of memory", exit 1. All
    // three ended in "terminate called … std::bad_alloc" and a core dump (exit 134). `render`
    // and `generate --png` refuse an image that would not fit before drawing it (exit 1).
    void underAnAddressSpaceLimit_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("count") << QStringList{"count", "16", "4096"}
                               << QStringLiteral("mazelab-cli count: memory limit of ");
        QTest::newRow("seq shorten")
            << QStringList{"seq", "shorten", "5x5", "--from", "4096"}
            << QStringLiteral("no verified bound: memory limit of ");
        QTest::newRow("render beyond memory") // a 1001² maze at 32 px: 32,033², 6 GB to export
            << QStringList{"render", "@BIG@", "--cell", "32", "--png", "@OUT@"}
            << QStringLiteral("mazelab-cli render: not enough memory for a 32033 x 32033 image");
        QTest::newRow("generate --png beyond memory")
            << QStringList{"generate", "backtracker", "500", "--png", "@OUT@", "--cell", "32"}
            << QStringLiteral("not enough memory for a 32033 x 32033 image");
        QTest::newRow("bfs past its own cap")
            << QStringList{"seq", "shortest", "--size", "5x5", "--algo", "bfs", "--memory-limit",
                           "100000"}
            << QStringLiteral("mazelab-cli seq: out of memory");
    }
    void underAnAddressSpaceLimit()
    {
        if constexpr (mazelab::test::kSanitized)
            QSKIP("ASan/TSan reserve terabytes of shadow address space");
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        if (const qsizetype at = args.indexOf(QStringLiteral("@BIG@")); at >= 0) {
            const QString big = m_dir.filePath(QStringLiteral("big1001.maze")); // open, 1 MB
            QFile f(big);
            QVERIFY(f.open(QIODevice::WriteOnly));
            for (int r = 0; r < 1001; ++r)
                f.write(QByteArray(1001, '.') + '\n');
            f.close();
            args[at] = big;
        }
        const QString out = m_dir.filePath(QStringLiteral("huge.png"));
        args.replaceInStrings(QStringLiteral("@OUT@"), out);
        QProcess p;
        p.start(QStringLiteral("/bin/sh"),
                QStringList{QStringLiteral("-c"),
                            QStringLiteral("ulimit -v 400000 && exec \"$0\" \"$@\""),
                            QStringLiteral(MAZELAB_CLI_PATH)}
                    + args);
        QVERIFY(p.waitForFinished(120000));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 1);
        QVERIFY2(err.contains(message), qPrintable(err));
        QVERIFY(!QFile::exists(out));
    }

    // A batch system's or a container's memory cgroup (here a v1 child cgroup of this
    // process's own, where the test may create one: root on a cgroup v1 machine; skipped
    // elsewhere). Without reading the cgroup limit both commands were killed by the OOM killer
    // (signal 9) after 2 and 6 s under a 1.5 GB limit; they now stop at their default cap with
    // their own message, exit 1.
    void underACgroupMemoryLimit_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("count") << QStringList{"count", "16", "4096"}
                               << QStringLiteral("mazelab-cli count: memory limit of ");
        QTest::newRow("seq shorten")
            << QStringList{"seq", "shorten", "5x5", "--from", "4096", "--time-limit", "60"}
            << QStringLiteral("no verified bound: memory limit of ");
    }
    void underACgroupMemoryLimit()
    {
        if constexpr (mazelab::test::kSanitized)
            QSKIP("the sanitizers' own memory would count against the limit");
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const QString own = ownMemoryCgroupV1();
        if (own.isEmpty())
            QSKIP("no cgroup v1 memory controller folder of this process");
        const QString child = own + QStringLiteral("/mazelab-tst-%1").arg(getpid());
        if (!QDir().mkdir(child))
            QSKIP("may not create a memory cgroup here");
        QFile limit(child + QStringLiteral("/memory.limit_in_bytes"));
        const bool limited = limit.open(QIODevice::WriteOnly) && limit.write("600000000") > 0
                             && limit.flush();
        limit.close();
        if (!limited) {
            QDir().rmdir(child);
            QSKIP("may not set a memory limit here");
        }
        QProcess p;
        p.start(QStringLiteral("/bin/sh"),
                QStringList{QStringLiteral("-c"),
                            QStringLiteral("echo $$ > \"$1\" && shift && exec \"$0\" \"$@\""),
                            QStringLiteral(MAZELAB_CLI_PATH),
                            child + QStringLiteral("/cgroup.procs")}
                    + args);
        const bool finished = p.waitForFinished(120000);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QDir().rmdir(child); // empty once the process has ended
        QVERIFY(finished);
        QCOMPARE(p.exitStatus(), QProcess::NormalExit); // not the OOM killer's signal 9
        QCOMPARE(p.exitCode(), 1);
        QVERIFY2(err.contains(message), qPrintable(err));
    }

    // "nan" and "inf" parse as numbers (QString::toDouble). Each of these was accepted: the
    // memory limits converted nan to a size (undefined behaviour), `seq extend` built 61- and
    // 246-move sequences for 3x3 from a nan exponent and an infinite area weight, `solve`
    // reported "cost inf". Each must now be refused (exit 2) with the option's message.
    void nonFiniteNumbersAreRefused_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString maze = write(QStringLiteral("small.maze"), "S..\n.#.\n..G\n");
        const QString memory = QStringLiteral("--memory-limit must be a number of MB >= 1");
        QTest::newRow("sigma --memory-limit nan")
            << QStringList{"sigma", "3", "3", "--memory-limit", "nan"} << memory;
        QTest::newRow("sigma --defer nan") << QStringList{"sigma", "3", "3", "--defer", "nan"}
                                           << QStringLiteral("--defer must be a number from 0");
        QTest::newRow("seq shorten --memory-limit nan")
            << QStringList{"seq", "shorten", "3x3", "--memory-limit", "nan"} << memory;
        QTest::newRow("seq shortest --memory-limit inf")
            << QStringList{"seq", "shortest", "--size", "3x3", "--memory-limit", "inf"} << memory;
        QTest::newRow("seq improve --distance-weight inf")
            << QStringList{"seq", "improve", "--size", "3x3", "--method", "cover",
                           "--distance-weight", "inf", "--time-limit", "1"}
            << QStringLiteral("malformed number");
        QTest::newRow("seq extend --mass-exponent nan")
            << QStringList{"seq", "extend", "3x3", "--mass-exponent", "nan"}
            << QStringLiteral("malformed number");
        QTest::newRow("seq extend --mass-exponent 17")
            << QStringList{"seq", "extend", "3x3", "--mass-exponent", "17"}
            << QStringLiteral("--mass-exponent must be a number from -16 to 16");
        QTest::newRow("seq extend --area-weight inf")
            << QStringList{"seq", "extend", "3x3", "--method", "exact", "--area-weight", "inf"}
            << QStringLiteral("--area-weight >= 0");
        QTest::newRow("solve --weight inf")
            << QStringList{"solve", "astar", maze, "--weight", "inf"}
            << QStringLiteral("--weight must be a number >= 0");
        QTest::newRow("solve --turn-cost inf")
            << QStringList{"solve", "dijkstra", maze, "--turn-cost", "inf"}
            << QStringLiteral("--turn-cost must be a number >= 0");
    }
    void nonFiniteNumbersAreRefused()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const auto r = run(args.first(), args.mid(1), 60000);
        QVERIFY2(r.err.contains(message), qPrintable(r.err + r.out));
        QCOMPARE(r.code, 2);
    }

    // The files a command writes are tried before it starts: `seq shorten`, `seq extend` and
    // `seq improve --method window` into a missing folder ran, printed "cannot write" after
    // each new bound and exited 0; `mouse best` and `sigma` found out only at the end.
    void unwritableOutputIsRefusedFirst_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("path");
        const QString missing = m_dir.filePath(QStringLiteral("no-such-folder/out"));
        QTest::newRow("seq shorten --save") << QStringList{"seq", "shorten", "3x3", "--save", missing}
                                            << missing;
        QTest::newRow("seq extend --save a folder")
            << QStringList{"seq", "extend", "3x3", "--save", m_dir.path()} << m_dir.path();
        QTest::newRow("seq improve --method window --save=")
            << QStringList{"seq", "improve", "--size", "3x3", "--method", "window", "--start",
                           "drddruurrdd", "--save=" + missing}
            << missing;
        QTest::newRow("sigma --certificate")
            << QStringList{"sigma", "3", "3", "--certificate", missing} << missing;
        QTest::newRow("mouse best --out") << QStringList{"mouse", "best", "5", "--out", missing}
                                          << missing;
        QTest::newRow("generate -o") << QStringList{"generate", "backtracker", "5x5", "-o", missing}
                                     << missing;
    }
    void unwritableOutputIsRefusedFirst()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, path);
        const auto r = run(args.first(), args.mid(1), 60000);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral(": cannot write ") + path + QStringLiteral(": ")),
                 qPrintable(r.err));
        QVERIFY2(r.out.isEmpty(), qPrintable(r.out)); // refused before any work
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("no-such-folder"))));
    }

    // A full disk (here a file size limit of 0, `ulimit -f 0`, with SIGXFSZ ignored so that
    // write() fails with EFBIG): each output keeps the old file and the command says so, exit
    // 2. Through a buffered QSaveFile or QFile, these replaced the old file with an empty one
    // and exited 0 (the short write happened at flush time and was reported as success).
    void fullDiskKeepsTheOldFile_data()
    {
        QTest::addColumn<QStringList>("args");
        const QString out = QStringLiteral("OUT");
        QTest::newRow("seq extend --save") << QStringList{"seq", "extend", "3x3", "--save", out};
        QTest::newRow("seq shorten --save") << QStringList{"seq", "shorten", "3x3", "--save", out};
        QTest::newRow("seq improve --method window --save")
            << QStringList{"seq", "improve", "--size", "3x3", "--method", "window", "--start",
                           "drddruurrdd", "--save", out};
        QTest::newRow("seq lower-bound --save")
            << QStringList{"seq", "lower-bound", "--size", "3x3", "--save", out};
        QTest::newRow("seq shortest --save")
            << QStringList{"seq", "shortest", "--size", "3x3", "--algo", "ess", "--save", out};
        QTest::newRow("seq verify-all --failures")
            << QStringList{"seq", "verify-all", "4x4", "ddd", "--failures", out};
        QTest::newRow("mouse best --out") << QStringList{"mouse", "best", "3", "--out", out};
        QTest::newRow("mouse search --out")
            << QStringList{"mouse", "search", "4", "--seconds", "0.2", "--out", out};
        QTest::newRow("sigma check --dimacs")
            << QStringList{"sigma", "check", QStringLiteral(MAZELAB_TEST_DATA "/sigma/sigma-2x5.cert"),
                           "--dimacs", out};
        QTest::newRow("sigma check --shard --out")
            << QStringList{"sigma", "check", QStringLiteral(MAZELAB_TEST_DATA "/sigma/sigma-2x5.cert"),
                           "--shard", "0/2", "--out", out};
    }
    void fullDiskKeepsTheOldFile()
    {
        QFETCH(QStringList, args);
        const QString path = m_dir.filePath(QStringLiteral("precious"));
        const bool shard = args.contains(QStringLiteral("--shard")); // appends to its file
        QFile::remove(path);
        if (!shard)
            QVERIFY(!write(QStringLiteral("precious"), "the old content\n").isEmpty());
        args.replace(args.indexOf(QStringLiteral("OUT")), path);
        QProcess p;
        p.start(QStringLiteral("/bin/sh"),
                QStringList{QStringLiteral("-c"),
                            QStringLiteral("trap '' XFSZ; ulimit -f 0 && exec \"$0\" \"$@\""),
                            QStringLiteral(MAZELAB_CLI_PATH)}
                    + args);
        QVERIFY(p.waitForFinished(60000));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        // … and says why (the seq commands' saves said only "cannot write PATH").
        QVERIFY2(err.contains(QStringLiteral("annot write ") + path + QStringLiteral(": ")),
                 qPrintable(err));
        QCOMPARE(p.exitCode(), 2);
        QFile f(path);
        if (shard) { // nothing could be appended; the run stopped at its first cube
            QVERIFY(f.size() == 0);
            return;
        }
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("the old content\n"));
    }

    // A sequence file from a Windows editor (byte order mark, CRLF) is read like any other by
    // every command that takes one; a character that is not a move is named with its line and
    // column. The BOM file was "neither a move sequence nor a file"; `sigma --sequence` and
    // `seq verify` took no file at all.
    void sequenceFiles()
    {
        const QString windows = write(QStringLiteral("windows.seq"),
                                      "\xEF\xBB\xBF; sigma(3,3)\r\ndrddr uurrdd\r\n");
        for (const QStringList& args :
             {QStringList{"seq", "verify-all", "3x3", windows},
              QStringList{"seq", "verify", "--size", "3x3", windows},
              QStringList{"sigma", "3", "3", "--sequence", windows},
              QStringList{"animate", "seq", "--size", "3x3", windows, "--gif",
                          m_dir.filePath(QStringLiteral("windows.gif"))}}) {
            const auto r = run(args.first(), args.mid(1));
            QVERIFY2(r.code == 0, qPrintable(args.join(u' ') + QStringLiteral(": ") + r.err));
        }
        const QString bad = write(QStringLiteral("bad.seq"), "drdd\n; a comment\n  ruux\n");
        auto r = run(QStringLiteral("seq"), {QStringLiteral("verify-all"), QStringLiteral("3x3"), bad});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(bad + QStringLiteral(":3:6: 'x' is not a move")), qPrintable(r.err));
        // Columns count characters, not bytes: the 'ü' is the fourth character of its line.
        const QString umlaut = write(QStringLiteral("umlaut.seq"), "dr\n  d\xC3\xBC d\n");
        r = run(QStringLiteral("animate"), {QStringLiteral("seq"), QStringLiteral("--size"),
                                            QStringLiteral("3x3"), umlaut, QStringLiteral("--gif"),
                                            m_dir.filePath(QStringLiteral("u.gif"))});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.startsWith(QStringLiteral("mazelab-cli animate seq: %1:2:4: '\u00fc' is not "
                                                 "a move").arg(umlaut)),
                 qPrintable(r.err));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("u.gif"))));
        // Past 64 MB a file is refused, not cut short (it used to be read up to 64 MB).
        const QString huge = write(QStringLiteral("huge.seq"), QByteArray((64 << 20) + 1, 'd'));
        r = run(QStringLiteral("seq"), {QStringLiteral("verify-all"), QStringLiteral("3x3"), huge});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(huge + QStringLiteral(": larger than 64 MB")), qPrintable(r.err));
        QFile::remove(huge);
        r = run(QStringLiteral("sigma"), {QStringLiteral("3"), QStringLiteral("3"),
                                          QStringLiteral("--sequence"), QStringLiteral("drdx")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("character 4, 'x', is not a move")), qPrintable(r.err));
        r = run(QStringLiteral("seq"), {QStringLiteral("verify-all"), QStringLiteral("3x3"),
                                        m_dir.filePath(QStringLiteral("missing.seq"))});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("missing.seq: No such file or directory")),
                 qPrintable(r.err));
    }

    void hundredThousandMazes()
    {
        QByteArray text;
        for (int i = 0; i < 100000; ++i)
            text += ".#.\n...\n\n";
        const QString path = write(QStringLiteral("many.maze"), text);
        QElapsedTimer clock;
        clock.start();
        const auto r = run(QStringLiteral("check"), {path, QStringLiteral("--json")});
        qInfo("mazelab-cli check on 100,000 mazes: %lld ms", clock.elapsed());
        QCOMPARE(r.code, 0);
        QCOMPARE(clitest::json(r).value(QStringLiteral("mazes")).toArray().size(), 100000);
    }
};

QTEST_GUILESS_MAIN(TestCliInputs)
#include "tst_cli_inputs.moc"
