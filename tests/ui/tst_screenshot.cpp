// `mazelab --screenshot FILE [--project FILE] [--language CODE]` run as a real process
// (offscreen platform).
#include "ui/project.h"
#include "ui/workspacefile.h"

#include <QFile>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace mazelab;

class TestScreenshot : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    // Runs mazelab with `args`; returns the exit code, stderr in `err` (stdout in `out`).
    // `display` false: as on a terminal without one (no DISPLAY, WAYLAND_DISPLAY or
    // QT_QPA_PLATFORM).
    int run(const QStringList& args, QString* err = nullptr, bool display = true,
            QString* out = nullptr)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        if (display) {
            env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        } else {
            for (const char* name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
                env.remove(QLatin1String(name));
        }
        env.insert(QStringLiteral("HOME"), m_dir.path()); // never the user's settings
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(MAZELAB_GUI_PATH), args);
        if (!p.waitForFinished(60000))
            return -1;
        if (err)
            *err = QString::fromLocal8Bit(p.readAllStandardError());
        if (out)
            *out = QString::fromLocal8Bit(p.readAllStandardOutput());
        return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    }

private slots:
    // Without a display: --help and --version print and exit 0, a screenshot is painted off
    // screen, and a plain start says what to do (exit 2) instead of Qt's abort and core dump.
    void withoutDisplay()
    {
        QString err, out;
        QCOMPARE(run({QStringLiteral("--help")}, &err, false, &out), 0);
        QVERIFY2(out.contains(QStringLiteral("--screenshot <PNG>")), qPrintable(out + err));
        QCOMPARE(run({QStringLiteral("--version")}, &err, false, &out), 0);
        QVERIFY2(out.startsWith(QStringLiteral("MazeLab ")), qPrintable(out + err));
        const QString png = m_dir.filePath(QStringLiteral("headless.png"));
        QCOMPARE(run({QStringLiteral("--screenshot"), png}, &err, false), 0);
        QCOMPARE(QImage(png).size(), QSize(1100, 720));
        QCOMPARE(run({QStringLiteral("--mode"), QStringLiteral("quiz")}, &err, false), 2);
        QVERIFY2(err.contains(QStringLiteral("no display")) && err.contains("xvfb-run"),
                 qPrintable(err));
    }

    void demoScreenshot()
    {
        const QString png = m_dir.filePath(QStringLiteral("demo.png"));
        QString err;
        QCOMPARE(run({QStringLiteral("--screenshot"), png}, &err), 0);
        const QImage image(png);
        QVERIFY2(!image.isNull(), qPrintable(err));
        QCOMPARE(image.size(), QSize(1100, 720));
        // Not blank: the maze canvas shows the demo's blocked (dark) cells.
        int dark = 0;
        for (int y = 0; y < image.height(); y += 4)
            for (int x = 0; x < image.width(); x += 4)
                dark += qGray(image.pixel(x, y)) < 80;
        QVERIFY(dark > 50);
    }

    // `--presentation` starts in presentation mode: the picture is the whole screen.
    void presentationOption()
    {
        const QString png = m_dir.filePath(QStringLiteral("presentation.png"));
        QString err;
        QCOMPARE(run({QStringLiteral("--presentation"), QStringLiteral("--mode"),
                      QStringLiteral("colab"), QStringLiteral("--screenshot"), png}, &err), 0);
        const QImage image(png);
        QVERIFY2(!image.isNull(), qPrintable(err));
        QCOMPARE(image.size(), QSize(800, 800)); // the offscreen platform's screen
    }

    // `--lessons` starts with the Lessons panel open: the window's right side differs from the
    // plain one's (the panel), in German too.
    void lessonsOption()
    {
        QString err;
        const QString plain = m_dir.filePath(QStringLiteral("plain.png"));
        const QString lessons = m_dir.filePath(QStringLiteral("lessons.png"));
        QCOMPARE(run({QStringLiteral("--language"), QStringLiteral("de"),
                      QStringLiteral("--screenshot"), plain}, &err), 0);
        QCOMPARE(run({QStringLiteral("--language"), QStringLiteral("de"), QStringLiteral("--lessons"),
                      QStringLiteral("--screenshot"), lessons}, &err), 0);
        const QImage a(plain), b(lessons);
        QVERIFY2(!a.isNull() && !b.isNull(), qPrintable(err));
        if (const QString shots = qEnvironmentVariable("MAZELAB_SHOT_DIR"); !shots.isEmpty())
            QFile::copy(lessons, shots + QStringLiteral("/lessons-de.png"));
        QCOMPARE(b.size(), a.size());
        QVERIFY(a.copy(a.width() * 4 / 5, 100, a.width() / 5, 300)
                != b.copy(b.width() * 4 / 5, 100, b.width() / 5, 300));
    }

    // `--language CODE` speaks that language for the run (the window looks different from the
    // English one); an unknown code is refused with the list of codes.
    void languageOption()
    {
        QString err;
        const QString en = m_dir.filePath(QStringLiteral("lang-en.png"));
        const QString nl = m_dir.filePath(QStringLiteral("lang-nl.png"));
        QCOMPARE(run({QStringLiteral("--language"), QStringLiteral("en"),
                      QStringLiteral("--screenshot"), en}, &err), 0);
        QCOMPARE(run({QStringLiteral("--language"), QStringLiteral("nl"),
                      QStringLiteral("--screenshot"), nl}, &err), 0);
        const QImage english(en), dutch(nl);
        QVERIFY2(!english.isNull() && !dutch.isNull(), qPrintable(err));
        QCOMPARE(dutch.size(), english.size());
        QVERIFY(dutch != english);
        QCOMPARE(run({QStringLiteral("--language"), QStringLiteral("xx"),
                      QStringLiteral("--screenshot"), m_dir.filePath(QStringLiteral("xx.png"))},
                     &err), 2);
        QVERIFY2(err.contains(QStringLiteral("en, de, nl, ro")), qPrintable(err));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("xx.png"))));
    }

    void projectScreenshot_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::newRow("3x3") << 3 << 3;
        QTest::newRow("500x500") << 500 << 500;
    }

    void projectScreenshot()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        Workspace ws;
        Maze m(rows, cols);
        for (int r = 1; r < rows; r += 2)
            for (int c = 0; c + 1 < cols; ++c)
                m.setBlocked({r, (r / 2) % 2 ? c + 1 : c}, true);
        ws.mazes.push_back({QStringLiteral("Stripes"), m});
        const QString project = m_dir.filePath(QStringLiteral("p%1.mazelab").arg(rows));
        writeWorkspaceFile(project, ws);
        const QString png = m_dir.filePath(QStringLiteral("p%1.png").arg(rows));
        QString err;
        QCOMPARE(run({QStringLiteral("--screenshot"), png, QStringLiteral("--project"), project}, &err), 0);
        QCOMPARE(QImage(png).size(), QSize(1100, 720));
    }

    void badProjectFails()
    {
        const QString project = m_dir.filePath(QStringLiteral("bad.mazelab"));
        QFile f(project);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"mazelab-project\", \"version\": 2}");
        f.close();
        const QString png = m_dir.filePath(QStringLiteral("bad.png"));
        QString err;
        QVERIFY(run({QStringLiteral("--screenshot"), png, QStringLiteral("--project"), project}, &err) != 0);
        QVERIFY2(err.contains(QStringLiteral("version")), qPrintable(err));
        QVERIFY(!QFile::exists(png));
    }

    // `mazelab FILE.seq`: the demo, and the sequence in the Simultaneous player; a file that is
    // not a move sequence fails with its line and column.
    void sequenceFile()
    {
        const auto write = [&](const QString& name, const QByteArray& bytes) {
            QFile f(m_dir.filePath(name));
            return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size() ? f.fileName()
                                                                                  : QString();
        };
        const QString plain = m_dir.filePath(QStringLiteral("simaso.png"));
        const QString withSeq = m_dir.filePath(QStringLiteral("seq.png"));
        QString err;
        QCOMPARE(run({QStringLiteral("--screenshot"), plain, QStringLiteral("--mode"),
                      QStringLiteral("simaso")}, &err), 0);
        const QString seq = write(QStringLiteral("two.seq"), "; two moves\nd d\n");
        QCOMPARE(run({QStringLiteral("--screenshot"), withSeq, seq}, &err), 0);
        QVERIFY2(!QImage(withSeq).isNull(), qPrintable(err));
        QCOMPARE(QImage(withSeq).size(), QImage(plain).size());
        QVERIFY(QImage(withSeq) != QImage(plain)); // the Simultaneous mode, another sequence
        const QString bad = write(QStringLiteral("bad.seq"), "dd\nr?\n");
        const QString badPng = m_dir.filePath(QStringLiteral("badseq.png"));
        QCOMPARE(run({QStringLiteral("--screenshot"), badPng, bad}, &err), 2);
        QVERIFY2(err.contains(bad + QStringLiteral(", line 2, column 2: '?' is not a move")),
                 qPrintable(err));
        QVERIFY(!QFile::exists(badPng));
    }

    void unwritableTargetFails()
    {
        QString err;
        QVERIFY(run({QStringLiteral("--screenshot"), QStringLiteral("/nonexistent/dir/x.png")}, &err) != 0);
        QVERIFY2(err.contains(QStringLiteral("cannot write"), Qt::CaseInsensitive),
                 qPrintable(err));
    }
};

QTEST_GUILESS_MAIN(TestScreenshot)
#include "tst_screenshot.moc"
