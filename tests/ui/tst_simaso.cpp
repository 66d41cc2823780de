// The Simultaneous mode (Nusser 2016) driven through its real widgets: the set browser, the
// sequence field and keys, the player, the filter, the large view and project persistence.
// The solver, certificate and check panels are in tst_simasoalgorithms.cpp.
#include "simasofixture.h"

#include "core/mazeformat.h"

#include <qcustomplot.h>

#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QMenu>
#include <QToolButton>

#include <cmath>

using namespace mazelab;
using test::referenceCounts;

class TestSimaso : public test::SimasoFixture {
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings(); }
    void init() { setUp(); }
    void cleanup() { tearDown(); }

    void opensOnAllThreeByThreeMazes()
    {
        QCOMPARE(session()->mazeCount(), 51);
        QCOMPARE(field()->text(), QStringLiteral("drddruurrdd"));
        QCOMPARE(counter(), QStringLiteral("solved 51 of 51 \u2713"));
        QVERIFY(!m_window->document()->isModified());
        // The page does not force the window above the screenshot size (1100 × 720).
        QVERIFY2(m_window->minimumSizeHint().height() <= 720,
                 qPrintable(QString::number(m_window->minimumSizeHint().height())));
    }

    void typedSequenceSolvesAll_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("Nusser 2.1, solves all") << "drddruurrdd" << "solved 51 of 51 \u2713";
        QTest::newRow("damaged copy in 2.4") << "drddruurdd" << "solved 48 of 51";
        QTest::newRow("empty") << "" << "solved 0 of 51";
        QTest::newRow("upper case and spaces") << "DRDD RUUR RDD" << "solved 51 of 51 \u2713";
    }
    void typedSequenceSolvesAll()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        typeSequence(text);
        QCOMPARE(counter(), expected);
        // The chart follows: one point per step plus the closing level, cursor at the end.
        const qint64 length = qint64(session()->moves().size());
        QCOMPARE(m_page->player()->chart()->pointCount(), length == 0 ? 2 : int(length) + 2);
        QCOMPARE(m_page->player()->chart()->cursorStep(), double(length));
        QCOMPARE(session()->run().solvedCount, referenceCounts(*session()->set(), session()->moves()));
    }

    void arrowKeysAppendAndBackspaceRemoves()
    {
        typeSequence(QString());
        QTest::keyClick(field(), Qt::Key_Down);
        QTest::keyClick(field(), Qt::Key_Right);
        QTest::keyClick(field(), Qt::Key_Down);
        QTest::keyClick(field(), Qt::Key_Down);
        QCOMPARE(field()->text(), QStringLiteral("drdd"));
        QCOMPARE(session()->step(), 4);
        QTest::keyClick(field(), Qt::Key_Up);
        QTest::keyClick(field(), Qt::Key_Left);
        QCOMPARE(field()->text(), QStringLiteral("drddul"));
        // Backspace outside the field removes the last move too.
        m_page->player()->setFocus();
        QTest::keyClick(m_page->player(), Qt::Key_Backspace);
        QCOMPARE(field()->text(), QStringLiteral("drddu"));
        QTest::keyClick(m_page->player(), Qt::Key_Right);
        QCOMPARE(field()->text(), QStringLiteral("drddur"));
    }

    void spaceStepsAndJumps()
    {
        PlaybackController* player = session()->player();
        field()->setFocus();
        QTest::keyClick(field(), Qt::Key_Home, Qt::ControlModifier);
        QCOMPARE(player->position(), 0);
        QCOMPARE(counter(), QStringLiteral("solved 0 of 51"));
        QTest::keyClick(field(), Qt::Key_Right, Qt::ControlModifier);
        QTest::keyClick(field(), Qt::Key_Right, Qt::ControlModifier);
        QCOMPARE(player->position(), 2);
        QCOMPARE(field()->text(), QStringLiteral("drddruurrdd")); // stepping adds no move
        QTest::keyClick(field(), Qt::Key_Left, Qt::ControlModifier);
        QCOMPARE(player->position(), 1);
        player->setSpeed(1000);
        QTest::keyClick(field(), Qt::Key_Space);
        QVERIFY(player->isPlaying());
        QTRY_VERIFY_WITH_TIMEOUT(!player->isPlaying(), 5000);
        QCOMPARE(player->position(), 11);
        QCOMPARE(counter(), QStringLiteral("solved 51 of 51 \u2713"));
        QCOMPARE(field()->text(), QStringLiteral("drddruurrdd"));
        // The bar's buttons drive the same controller.
        QTest::mouseClick(m_page->player()->bar()->startButton(), Qt::LeftButton);
        QCOMPARE(player->position(), 0);
        // Step 5 solves the mazes whose shortest path is d r d d r (Nusser §2.1 example).
        for (int i = 0; i < 5; ++i)
            QTest::mouseClick(m_page->player()->bar()->stepForwardButton(), Qt::LeftButton);
        QCOMPARE(counter(), QStringLiteral("solved %1 of 51").arg(session()->run().solvedAt(5)));
    }

    void filters()
    {
        SetPanel* panel = m_page->setPanel();
        const SetRun& run = session()->run();
        session()->player()->setPosition(8);
        const qint64 solved8 = run.solvedAt(8);
        QVERIFY(solved8 > 0 && solved8 < 51);
        panel->filterBox()->setCurrentIndex(1);
        emit panel->filterBox()->activated(1);
        QCOMPARE(session()->shownCount(), solved8);
        QCOMPARE(panel->status()->text(), QStringLiteral("showing %1 of 51").arg(solved8));
        QCOMPARE(panel->current()->text(), QStringLiteral("Current set: all solvable 3×3 mazes"));
        QVERIFY(panel->status()->toolTip().isEmpty()); // no second copy of the description
        panel->filterBox()->setCurrentIndex(2);
        emit panel->filterBox()->activated(2);
        QCOMPARE(session()->shownCount(), 51 - solved8);
        // Unsolved follows the player: at the end nothing is left.
        session()->player()->jumpToEnd();
        QCOMPARE(session()->shownCount(), 0);
        panel->filterBox()->setCurrentIndex(3);
        emit panel->filterBox()->activated(3);
        QVERIFY(panel->filterStepBox()->isEnabled());
        panel->filterStepBox()->setValue(8);
        QCOMPARE(session()->shownCount(), run.solvedAt(8) - run.solvedAt(7));
        for (qint64 r = 0; r < session()->shownCount(); ++r)
            QCOMPARE(run.solvedStep[std::size_t(session()->shownIndex(r))], 8);
        // The filter is stored in the project.
        QCOMPARE(m_window->document()->viewSettings(QStringLiteral("simaso"))
                     .value(QStringLiteral("filter")).toInt(), 3);
    }

    void clickShowsMazeDoubleClickOpensEditor()
    {
        MazeSetBrowser* browser = m_page->setPanel()->browser();
        const QRect tile = browser->tileRect(3);
        const int width = browser->width();
        QTest::mouseClick(browser->viewport(), Qt::LeftButton, {}, tile.center());
        QCOMPARE(browser->width(), width); // showing the maze does not shift the layout
        QCOMPARE(browser->selectedIndex(), 3);
        QCOMPARE(m_page->detail()->shownIndex(), 3);
        QVERIFY(m_page->detail()->info()->text().contains(QStringLiteral("#4 of 51")));
        QCOMPARE(m_page->detail()->view()->maze(), session()->set()->maze(3));
        MazeDocument* doc = m_window->document();
        const int before = doc->mazeCount();
        // (the click scrolled the selected tile fully into view)
        QTest::mouseDClick(browser->viewport(), Qt::LeftButton, {}, browser->tileRect(3).center());
        QCOMPARE(doc->mazeCount(), before + 1);
        QCOMPARE(doc->currentMaze(), session()->set()->maze(3));
        QCOMPARE(m_window->modes()->currentWidget()->objectName(), QStringLiteral("editorPage"));
        // Keyboard: Right moves the selection, Enter opens.
        m_window->selectMode(QStringLiteral("simaso"));
        browser->setFocus();
        QTest::keyClick(browser, Qt::Key_Right);
        QCOMPARE(browser->selectedIndex(), 4);
        QCOMPARE(m_page->detail()->shownIndex(), 4);
    }

    // Steps and solved mazes are whole numbers: a set of 2 mazes and a 3-move sequence must not
    // get ticks at 0.5 or 1.5 (they did on both axes before).
    void solvedChartTicksAtWholeNumbers()
    {
        SetPanel* panel = m_page->setPanel();
        panel->setControls(SetPanel::Random, 3, 3, 2, 0.2, 3);
        QTest::mouseClick(panel->createButton(), Qt::LeftButton);
        QCOMPARE(session()->mazeCount(), 2);
        typeSequence(QStringLiteral("rdd"));
        auto* plot = m_page->findChild<QWidget*>(QStringLiteral("solvedChart"))
                         ->findChild<QCustomPlot*>();
        QVERIFY(plot);
        plot->replot(QCustomPlot::rpImmediateRefresh);
        for (QCPAxis* axis : {plot->xAxis, plot->yAxis}) {
            const QVector<double> ticks = axis->tickVector();
            QVERIFY(ticks.size() >= 2);
            for (double t : ticks)
                QVERIFY2(t == std::floor(t), qPrintable(QString::number(t)));
        }
    }

    void randomSetsAndEditorMaze()
    {
        SetPanel* panel = m_page->setPanel();
        panel->setControls(SetPanel::Random, 4, 5, 40, 0.35, 7);
        QTest::mouseClick(panel->createButton(), Qt::LeftButton);
        QCOMPARE(session()->mazeCount(), 40);
        const auto first = session()->set();
        for (qint64 i = 0; i < first->size(); ++i) {
            QVERIFY(first->maze(i).isSolvable());
            QCOMPARE(first->maze(i).rows(), 4);
            QCOMPARE(first->maze(i).cols(), 5);
        }
        QTest::mouseClick(panel->createButton(), Qt::LeftButton);
        for (qint64 i = 0; i < first->size(); ++i) // same seed, same set
            QCOMPARE(session()->set()->maze(i), first->maze(i));
        // The editor's maze must fit the set: same size, solvable.
        MazeDocument* doc = m_window->document();
        doc->replaceCurrentMaze(Maze(5, 5), QStringLiteral("resize"));
        {
            test::MessageBoxAnswerer answer(QMessageBox::Ok);
            QTest::mouseClick(panel->addEditorButton(), Qt::LeftButton);
            QCOMPARE(answer.texts.size(), 1);
            QVERIFY(answer.texts[0].contains(QStringLiteral("4×5")));
        }
        QCOMPARE(session()->mazeCount(), 40);
        Maze walled(4, 5);
        walled.setBlocked({0, 1}, true);
        walled.setBlocked({1, 0}, true);
        doc->replaceCurrentMaze(walled, QStringLiteral("walls"));
        {
            test::MessageBoxAnswerer answer(QMessageBox::Ok);
            QTest::mouseClick(panel->addEditorButton(), Qt::LeftButton);
            QCOMPARE(answer.texts.size(), 1);
            QVERIFY(answer.texts[0].contains(QStringLiteral("not solvable")));
        }
        walled.setBlocked({0, 1}, false);
        doc->replaceCurrentMaze(walled, QStringLiteral("walls"));
        QTest::mouseClick(panel->addEditorButton(), Qt::LeftButton);
        QCOMPARE(session()->mazeCount(), 41);
        QCOMPARE(session()->set()->maze(40), m_window->document()->currentMaze());
        QCOMPARE(m_page->detail()->shownIndex(), 40);
        // All solvable 4×4: 3828 (Nusser Table 4.2).
        panel->setControls(SetPanel::AllSolvable, 4, 4, 40, 0.35, 7);
        QTest::mouseClick(panel->createButton(), Qt::LeftButton);
        QCOMPARE(session()->mazeCount(), 3828);
    }

    void projectKeepsTheModeSettings()
    {
        typeSequence(QStringLiteral("drdd"));
        m_page->setPanel()->setControls(SetPanel::AllSolvable, 3, 4, 40, 0.35, 7);
        m_page->setPanel()->createSet();
        const qint64 count34 = session()->mazeCount();
        MazeDocument* doc = m_window->document();
        QVERIFY(doc->isModified());
        Workspace ws = doc->workspace();
        QCOMPARE(ws.views.value(QStringLiteral("simaso")).toObject()
                     .value(QStringLiteral("sequence")).toString(), QStringLiteral("drdd"));
        // Opening a project restores set and sequence.
        Workspace other = ws;
        other.views = {};
        doc->reset(other);
        QCOMPARE(session()->mazeCount(), 51);
        doc->reset(ws);
        QCOMPARE(session()->mazeCount(), count34);
        QCOMPARE(field()->text(), QStringLiteral("drdd"));
        QCOMPARE(session()->set()->rows(), 3);
        QCOMPARE(session()->set()->cols(), 4);
        QVERIFY(!doc->isModified());
        // Saving a sequence puts it into the document's sequences (undoable).
        m_page->player()->saveSequence(QStringLiteral("four moves"));
        QCOMPARE(doc->sequences().size(), std::size_t(1));
        QCOMPARE(doc->sequences()[0].moves, QStringLiteral("drdd"));
        QCOMPARE(m_page->player()->savedSequences()->count(), 2);
        typeSequence(QStringLiteral("r"));
        emit m_page->player()->savedSequences()->activated(1);
        QCOMPARE(field()->text(), QStringLiteral("drdd"));
        doc->undoStack()->undo();
        QVERIFY(doc->sequences().empty());
    }

    // "Sequence file": .seq files as mazelab-cli reads and writes them (comments, a byte order
    // mark, CRLF), errors with line and column, atomic saves.
    void sequenceFiles()
    {
        QTemporaryDir dir;
        const auto write = [&](const QString& name, const QByteArray& bytes) {
            QFile f(dir.filePath(name));
            if (!f.open(QIODevice::WriteOnly))
                return QString();
            f.write(bytes);
            return f.fileName();
        };
        SequencePlayer* player = m_page->player();
        typeSequence(QStringLiteral("dd"));
        // Through the menu and the file dialog, as a user opens one.
        const QString windows = write(QStringLiteral("windows.seq"),
                                      "\xEF\xBB\xBF; sigma(3,3) = 11\r\ndrddr uurrdd\r\n");
        QTimer::singleShot(0, this, [&] {
            auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            dialog->selectFile(windows);
            QMetaObject::invokeMethod(dialog, "accept");
        });
        player->fileButton()->menu()->findChild<QAction*>(QStringLiteral("openSequenceFile"))
            ->trigger();
        QCOMPARE(field()->text(), QStringLiteral("drddruurrdd"));
        QCOMPARE(session()->player()->position(), 0);
        QCOMPARE(counter(), QStringLiteral("solved 0 of 51"));
        session()->player()->jumpToEnd();
        QCOMPARE(counter(), QStringLiteral("solved 51 of 51 \u2713"));
        // A file's content pasted into the field (Ctrl+V): comments, commas and line breaks
        // go, the moves stay; a paste with a character that is not a move changes nothing.
        typeSequence(QStringLiteral("rr"));
        QApplication::clipboard()->setText(QStringLiteral("; sigma(3,3) = 11\ndrddr, uurrdd\n"));
        QTest::keySequence(field(), QKeySequence::Paste);
        QCOMPARE(field()->text(), QStringLiteral("rrdrddruurrdd"));
        typeSequence(QString());
        QTest::keySequence(field(), QKeySequence::Paste);
        QCOMPARE(field()->text(), QStringLiteral("drddruurrdd"));
        QCOMPARE(counter(), QStringLiteral("solved 51 of 51 \u2713"));
        QApplication::clipboard()->setText(QStringLiteral("dd\nxr"));
        QTest::keySequence(field(), QKeySequence::Paste);
        QCOMPARE(field()->text(), QStringLiteral("drddruurrdd"));
        typeSequence(QStringLiteral("DRDDruu"));
        QCOMPARE(field()->text(), QStringLiteral("DRDDruu")); // typed text stays as typed
        typeSequence(QStringLiteral("drddruurrdd"));
        // A bad file names line and column and leaves the sequence alone.
        QString error;
        const QString bad = write(QStringLiteral("bad.seq"), "drdd\n; a comment\n  ruux\n");
        QVERIFY(!player->openSequenceFile(bad, &error));
        QVERIFY2(error.startsWith(bad + QStringLiteral(", line 3, column 6: 'x' is not a move")),
                 qPrintable(error));
        QVERIFY(!player->openSequenceFile(dir.filePath(QStringLiteral("missing.seq")), &error));
        QVERIFY2(error.contains(QStringLiteral("missing.seq: No such file or directory")),
                 qPrintable(error));
        QVERIFY(!player->openSequenceFile(dir.path(), &error));
        QVERIFY2(error.endsWith(QStringLiteral("is a directory")), qPrintable(error));
        QCOMPARE(field()->text(), QStringLiteral("drddruurrdd"));
        // Saved with what it solves, and read back.
        const QString saved = dir.filePath(QStringLiteral("saved.seq"));
        QVERIFY(player->saveSequenceFile(saved, &error));
        QFile file(saved);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        file.close();
        QVERIFY2(text.startsWith("; 11 moves, saved by the MazeLab Simultaneous player\n; solves "
                                 "51 of 51 mazes: "),
                 text.constData());
        QVERIFY2(text.endsWith("\ndrddruurrdd\n"), text.constData());
        typeSequence(QStringLiteral("r"));
        QVERIFY(player->openSequenceFile(saved, &error));
        QCOMPARE(field()->text(), QStringLiteral("drddruurrdd"));
        // A full disk keeps the old file.
        typeSequence(QStringLiteral("rrrrdddd"));
        {
            const test::FileSizeLimit full(20);
            QVERIFY(!player->saveSequenceFile(saved, &error));
        }
        QVERIFY2(error.contains(QStringLiteral("disk full")), qPrintable(error));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), text);
        // Long sequences stay whole: QLineEdit cut the field at 32,767 characters, and the next
        // key typed there cut the sequence itself. Past the player's limit a file is refused.
        const QString longSeq = write(QStringLiteral("long.seq"), QByteArray(40000, 'r') + "d\n");
        QVERIFY(player->openSequenceFile(longSeq, &error));
        QCOMPARE(field()->text().size(), 40001);
        QCOMPARE(player->lengthLabel()->text(), QStringLiteral("40,001 moves"));
        QCOMPARE(player->bar()->counter()->text(), QStringLiteral("step 0 / 40,001"));
        field()->setFocus();
        field()->end(false);
        QTest::keyClick(field(), Qt::Key_U);
        QCOMPARE(session()->moves().size(), std::size_t(40002));
        const QString tooLong = write(QStringLiteral("toolong.seq"),
                                      QByteArray(SequencePlayer::kMaxMoves + 1, 'd'));
        QVERIFY(!player->openSequenceFile(tooLong, &error));
        QVERIFY2(error.endsWith(QStringLiteral("holds 1,000,001 moves; the player takes up to "
                                               "1,000,000")),
                 qPrintable(error));
        QCOMPARE(session()->moves().size(), std::size_t(40002));
        // A longer one from elsewhere (a project) is shown whole, not cut at the limit.
        session()->setMoves(std::vector<Move>(SequencePlayer::kMaxMoves + 5, Move::Down), 0);
        QTRY_VERIFY_WITH_TIMEOUT(!session()->isRunPending(), 30000);
        QCOMPARE(field()->text().size(), SequencePlayer::kMaxMoves + 5);
        // Nothing to save without moves.
        typeSequence(QString());
        QVERIFY(!player->fileButton()->menu()->findChild<QAction*>(
                       QStringLiteral("saveSequenceFile"))->isEnabled());
    }

    // "Save shown…": the mazes the filter shows, e.g. the 3 the damaged copy of Nusser's
    // sequence leaves unsolved, as a .maze file that reads back to the same mazes.
    void saveShownMazes()
    {
        SetPanel* panel = m_page->setPanel();
        typeSequence(QStringLiteral("drddruurdd"));
        panel->setFilter(2, 0); // unsolved at the current step, the end
        QCOMPARE(session()->shownCount(), 3);
        QVERIFY(panel->saveShownButton()->isEnabled());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("unsolved.maze"));
        QString error;
        QVERIFY2(panel->saveShownMazes(path, &error), qPrintable(error));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        f.close();
        const MazeFile file = parseMazeText(text.toStdString());
        QCOMPARE(file.mazes.size(), std::size_t(3));
        for (qint64 row = 0; row < 3; ++row) {
            const qint64 index = session()->shownIndex(row);
            QCOMPARE(session()->run().solvedStep[std::size_t(index)], -1);
            QCOMPARE(file.mazes[std::size_t(row)], session()->set()->maze(index));
            QCOMPARE(file.names[std::size_t(row)],
                     QStringLiteral("#%1 of all solvable 3×3 mazes").arg(index + 1).toStdString());
        }
        // A full disk keeps the old file; with nothing shown there is nothing to save.
        panel->setFilter(0, 0);
        {
            const test::FileSizeLimit full(64);
            QVERIFY(!panel->saveShownMazes(path, &error));
        }
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), text);
        typeSequence(QStringLiteral("drddruurrdd"));
        panel->setFilter(2, 0);
        QCOMPARE(session()->shownCount(), 0);
        QVERIFY(!panel->saveShownButton()->isEnabled());
        QVERIFY(!panel->saveShownMazes(path, &error));
    }

    void bigBrowserStaysVirtual()
    {
        Control control;
        QElapsedTimer clock;
        clock.start();
        auto set = SimasoSet::allSolvable(5, 5, control);
        const qint64 enumerateMs = clock.elapsed();
        QVERIFY(set);
        QCOMPARE(set->size(), 1225194);
        clock.restart();
        session()->reset(set, *parseMoves("ddddrrrr"), -1);
        QTRY_VERIFY_WITH_TIMEOUT(!session()->isRunPending(), 20000);
        const qint64 runMs = clock.elapsed();
        QCOMPARE(session()->run().solvedCount, referenceCounts(*set, session()->moves()));
        MazeSetBrowser* browser = m_page->setPanel()->browser();
        browser->resize(800, 600);
        clock.restart();
        const int frames = 200;
        for (int i = 0; i < frames; ++i) {
            browser->scrollToRow(qint64(i) * 6000);
            browser->verticalScrollBar()->setValue(browser->verticalScrollBar()->value()
                                                   + (i % 2 ? 37 : 0));
            browser->viewport()->repaint();
            QVERIFY(browser->lastPaintedTiles() < 200);
        }
        const double msPerFrame = double(clock.elapsed()) / frames;
        QVERIFY(browser->cachedImages() <= MazeSetBrowser::kCacheImages);
        browser->scrollToRow(set->size() - 1);
        const qint64 lastRow = set->size() - 1;
        QTest::mouseClick(browser->viewport(), Qt::LeftButton, {},
                          browser->tileRect(lastRow).center());
        QCOMPARE(browser->selectedIndex(), lastRow);
        clock.restart();
        m_page->setPanel()->setFilter(2, 0); // unsolved at the current step
        const qint64 filterMs = clock.elapsed();
        QCOMPARE(session()->shownCount(), 1225194 - session()->run().solvedAt(session()->step()));
        QString error; // too many to save from the GUI: the message says what to do instead
        QVERIFY(!m_page->setPanel()->saveShownMazes(QDir::temp().filePath("never.maze"), &error));
        QVERIFY2(error.contains(QStringLiteral("seq verify-all --failures")), qPrintable(error));
        qInfo("5x5: enumerate %lld ms, run 8 moves %lld ms, scroll+paint %.2f ms/frame "
              "(%d tiles), filter %lld ms", enumerateMs, runMs, msPerFrame,
              browser->lastPaintedTiles(), filterMs);
    }
};

QTEST_MAIN(TestSimaso)
#include "tst_simaso.moc"
