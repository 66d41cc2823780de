// The CoLab mode as a user drives it (Petercă 2024, §4.3): the first visit plays a game, Play
// with chosen strategies and seed gives the game the core plays (same outcome, same steps),
// the player steps through it with captions, the Show choice veils what a player does not
// know, a click on a cell builds a wall and ends the shown game, New maze adds a generated
// maze, the tournament fills its standings table, the evolution offers its player to both
// lists, and the choices come back with the project.
#include "uitesthelpers.h"

#include "core/colab/colabstrategies.h"
#include "core/colab/colabtournament.h"
#include "ui/animation/animation.h"
#include "ui/colab/colabframes.h"
#include "ui/colab/colabpage.h"
#include "ui/colab/colabtournamentpanel.h"
#include "ui/jobs/jobrunner.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mazedocument.h"
#include "ui/mazeview.h"
#include "ui/player/playbackcontroller.h"

#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

using namespace mazelab;

class TestColabPage : public QObject {
    Q_OBJECT
    std::unique_ptr<MainWindow> m_window;
    ColabPage* m_page = nullptr;

    MazeDocument* doc() { return m_window->document(); }
    bool waitJob()
    {
        return QTest::qWaitFor([this] { return !doc()->jobs()->isRunning(); }, 60000);
    }
    void useMaze(const Maze& maze)
    {
        Workspace ws;
        ws.mazes.push_back({QStringLiteral("m"), maze});
        doc()->reset(ws);
        QCoreApplication::processEvents();
    }

private slots:
    void init()
    {
        test::isolateSettings();
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1280, 720);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        useMaze(colab::experimentMazes("backtracker", 6, 6, 1, 4).front());
        QVERIFY(m_window->selectMode(QStringLiteral("colab")));
        m_page = m_window->findChild<ColabPage*>();
        QVERIFY(m_page);
        QVERIFY(waitJob());
    }
    void cleanup()
    {
        doc()->undoStack()->setClean();
        m_window.reset();
    }

    // The first visit shows a whole game: its last step, not playing.
    void firstVisitPlays()
    {
        QVERIFY(m_page->frames());
        QVERIFY(m_page->player()->length() > 0);
        QCOMPARE(m_page->player()->position(), m_page->player()->length());
        QVERIFY(!m_page->player()->isPlaying());
        QVERIFY(m_page->resultLabel()->text().contains(QStringLiteral("A started at")));
    }

    // Play with chosen strategies and seed shows exactly the game the core plays.
    void playMatchesTheCore_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<int>("seed");
        QTest::newRow("defectors") << QStringLiteral("defector") << QStringLiteral("defector") << 2;
        QTest::newRow("tft vs cooperator")
            << QStringLiteral("tit-for-tat") << QStringLiteral("cooperator") << 7;
    }
    void playMatchesTheCore()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(int, seed);
        m_page->strategyA()->setCurrentText(a);
        m_page->strategyB()->setCurrentText(b);
        m_page->seedBox()->setValue(seed);
        QTest::mouseClick(m_page->playButton(), Qt::LeftButton);
        QVERIFY(waitJob());
        QVERIFY(m_page->frames());

        const Maze& maze = doc()->currentMaze();
        auto sa = colab::makeStrategy(a.toStdString());
        auto sb = colab::makeStrategy(b.toStdString());
        colab::Random random{std::uint64_t(seed)};
        const auto [x, y] = colab::fairStartAndGoal(maze, random);
        colab::GameOptions options;
        options.seed = std::uint64_t(seed);
        const colab::GameResult core = colab::playGame(maze, x, y, *sa, *sb, options);
        const colab::GameResult& shown = m_page->frames()->result();
        QCOMPARE(shown.outcome, core.outcome);
        QCOMPARE(shown.steps, core.steps);
        QCOMPARE(shown.trades, core.trades);
        QCOMPARE(m_page->player()->length(), qint64(core.steps));

        // Step through: the captions follow, the last one names the outcome.
        m_page->player()->pause();
        m_page->player()->setPosition(0);
        QVERIFY(m_page->animation()->caption().startsWith(
            QStringLiteral("A (%1) starts at ").arg(a)));
        m_page->player()->setPosition(1);
        QVERIFY(m_page->animation()->caption().startsWith(
            QStringLiteral("Step 1 of %1: A at ").arg(core.steps)));
        QVERIFY(m_page->animation()->caption().contains(QStringLiteral(" to go), B at ")));
        m_page->player()->setPosition(core.steps);
        const QString last = m_page->animation()->caption();
        const char* ending = core.outcome == colab::Outcome::AWins  ? "A wins."
                             : core.outcome == colab::Outcome::BWins ? "B wins."
                             : core.outcome == colab::Outcome::Draw  ? "both arrive together."
                                                                     : "nobody arrived.";
        QVERIFY2(last.endsWith(QLatin1String(ending)), qPrintable(last));
    }

    // "The maze as A knows it" veils the cells A does not know: at the start the picture is
    // far darker than with "Both players", whose veil is light.
    void showVeilsTheUnknown()
    {
        m_page->player()->pause();
        m_page->player()->setPosition(0);
        auto meanGrey = [&](int show) {
            m_page->showBox()->setCurrentIndex(show);
            auto copy = m_page->frames()->clone();
            const QSize size = copy->frameSize(8);
            QImage image(size, QImage::Format_RGB32);
            image.fill(Qt::white);
            QPainter p(&image);
            copy->paintFrame(p, 0, 8);
            p.end();
            qint64 sum = 0;
            for (int yy = 0; yy < image.height(); ++yy)
                for (int xx = 0; xx < image.width(); ++xx)
                    sum += qGray(image.pixel(xx, yy));
            return double(sum) / double(image.width() * image.height());
        };
        const double both = meanGrey(0);
        const double asA = meanGrey(1);
        QVERIFY2(asA < both - 10, qPrintable(QStringLiteral("%1 vs %2").arg(asA).arg(both)));
        QCOMPARE(doc()->viewSettings(QStringLiteral("colab")).value(QStringLiteral("show")).toInt(), 1);
    }

    // A click builds a wall (undoable) and ends the shown game; New maze adds a maze and plays.
    void editingEndsTheGame()
    {
        QVERIFY(m_page->frames());
        const Maze before = doc()->currentMaze();
        Cell freeCell{1, 1};
        QVERIFY(before.isFree(freeCell));
        QTest::mouseClick(m_page->view()->viewport(), Qt::LeftButton, {},
                          test::centreOf(*m_page->view(), freeCell));
        QVERIFY(doc()->currentMaze().isBlocked(freeCell));
        QVERIFY(!m_page->frames());
        QCOMPARE(m_page->player()->length(), qint64(0));
        doc()->undoStack()->undo();
        QVERIFY(doc()->currentMaze().isFree(freeCell));

        const int count = doc()->mazeCount();
        m_page->tournamentPanel()->sizeBox()->setValue(5);
        QTest::mouseClick(m_page->newMazeButton(), Qt::LeftButton);
        QCOMPARE(doc()->mazeCount(), count + 1);
        QCOMPARE(doc()->currentMaze().rows(), 11);
        QVERIFY(waitJob());
        QVERIFY(m_page->frames());
    }

    // Next round plays the next seed and adds up the thesis' fitness₂ points; other players
    // start a new series.
    void roundsAddUp()
    {
        m_page->strategyA()->setCurrentText(QStringLiteral("cooperator"));
        m_page->strategyB()->setCurrentText(QStringLiteral("defector"));
        m_page->seedBox()->setValue(10);
        QTest::mouseClick(m_page->playButton(), Qt::LeftButton);
        QVERIFY(waitJob());
        for (int k = 0; k < 2; ++k) {
            QTest::mouseClick(m_page->nextRoundButton(), Qt::LeftButton);
            QVERIFY(waitJob());
        }
        QCOMPARE(m_page->rounds(), 3);
        QCOMPARE(m_page->seedBox()->value(), 12);
        long a = 0, b = 0;
        const Maze& maze = doc()->currentMaze();
        for (std::uint64_t seed = 10; seed <= 12; ++seed) {
            auto sa = colab::makeStrategy("cooperator");
            auto sb = colab::makeStrategy("defector");
            colab::Random random{seed};
            const auto [x, y] = colab::fairStartAndGoal(maze, random);
            colab::GameOptions options;
            options.seed = seed;
            const colab::GameResult r = colab::playGame(maze, x, y, *sa, *sb, options);
            a += r.points(true);
            b += r.points(false);
        }
        QCOMPARE(m_page->seriesPointsA(), a);
        QCOMPARE(m_page->seriesPointsB(), b);
        QVERIFY(m_page->resultLabel()->text().contains(
            QStringLiteral("Round 3: %1 points for A, %2 for B").arg(a).arg(b)));
        m_page->strategyB()->setCurrentText(QStringLiteral("random"));
        QCOMPARE(m_page->rounds(), 0);
    }

    void tournamentAndEvolution()
    {
        ColabTournamentPanel* panel = m_page->tournamentPanel();
        panel->mazesBox()->setValue(2);
        panel->sizeBox()->setValue(4);
        QTest::mouseClick(panel->tournamentButton(), Qt::LeftButton);
        QVERIFY(waitJob());
        QTableWidget* table = panel->table();
        QCOMPARE(table->rowCount(), int(colab::strategyNames().size()));
        // sorted by points; every row played 2 mazes × 8 opponents × 2 sides
        for (int r = 0; r + 1 < table->rowCount(); ++r)
            QVERIFY(table->item(r, 1)->text().toInt() >= table->item(r + 1, 1)->text().toInt());
        const QStringList record = table->item(0, 3)->text().split(QChar(0x2013));
        QCOMPARE(record.size(), 4);
        int games = 0;
        for (const QString& n : record)
            games += n.toInt();
        QCOMPARE(games, 2 * 8 * 2);

        panel->generationsBox()->setValue(2);
        panel->populationBox()->setValue(4);
        QTest::mouseClick(panel->evolveButton(), Qt::LeftButton);
        QVERIFY(waitJob());
        const QString text = panel->evolveResult()->text();
        QVERIFY2(text.startsWith(QStringLiteral("Best after 2 generations: fitness ")), qPrintable(text));
        const QString name = m_page->strategyB()->currentText();
        QVERIFY(name.startsWith(QStringLiteral("evolved:")));
        QVERIFY(m_page->strategyA()->findText(name) >= 0);
        QVERIFY(text.endsWith(name));
        // ... and it plays.
        QTest::mouseClick(m_page->playButton(), Qt::LeftButton);
        QVERIFY(waitJob());
        QVERIFY(m_page->frames());
    }

    // The choices are kept in the project; a player the file names wrongly is reported.
    void settingsRoundTrip()
    {
        m_page->strategyA()->setCurrentText(QStringLiteral("grim-trigger"));
        m_page->seedBox()->setValue(42);
        m_page->maxStepsBox()->setValue(120);
        Workspace ws = doc()->workspace();
        QCOMPARE(ws.views.value(QStringLiteral("colab")).toObject().value(QStringLiteral("a")).toString(),
                 QStringLiteral("grim-trigger"));
        m_page->strategyA()->setCurrentText(QStringLiteral("defector"));
        m_page->seedBox()->setValue(1);
        doc()->reset(ws);
        QCOMPARE(m_page->strategyA()->currentText(), QStringLiteral("grim-trigger"));
        QCOMPARE(m_page->seedBox()->value(), 42);
        QCOMPARE(m_page->maxStepsBox()->value(), 120);

        QJsonObject o = ws.views.value(QStringLiteral("colab")).toObject();
        o[QStringLiteral("b")] = QStringLiteral("evolved:1,2");
        ws.views.insert(QStringLiteral("colab"), o);
        doc()->reset(ws);
        const QStringList problems = doc()->takeRestoreProblems();
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems[0].startsWith(QStringLiteral("CoLab: player B could not be restored (a genome is 9")),
                 qPrintable(problems[0]));
        QCOMPARE(m_page->strategyB()->currentText(), QStringLiteral("random"));
    }
};

QTEST_MAIN(TestColabPage)
#include "tst_colab.moc"
