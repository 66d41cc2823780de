// PlaybackController + PlayerBar: the transport every animation uses, driven through the
// real buttons, slider and keys.
#include "ui/animation/captionlabel.h"
#include "ui/player/playbackcontroller.h"
#include "ui/player/playerbar.h"

#include <QComboBox>
#include <QLabel>
#include <QSignalSpy>
#include <QSlider>
#include <QTest>
#include <QToolButton>
#include <QToolTip>

using namespace mazelab;

class TestPlayer : public QObject {
    Q_OBJECT
private slots:
    void buttonsStepAndJump()
    {
        PlaybackController c;
        PlayerBar bar(&c);
        bar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        QVERIFY(!bar.playButton()->isEnabled()); // nothing to play yet
        c.setLength(10);
        QVERIFY(bar.playButton()->isEnabled());
        QVERIFY(!bar.stepBackButton()->isEnabled());
        QTest::mouseClick(bar.stepForwardButton(), Qt::LeftButton);
        QTest::mouseClick(bar.stepForwardButton(), Qt::LeftButton);
        QCOMPARE(c.position(), 2);
        QCOMPARE(bar.counter()->text(), QStringLiteral("step 2 / 10"));
        QCOMPARE(bar.timeline()->value(), 2);
        QTest::mouseClick(bar.stepBackButton(), Qt::LeftButton);
        QCOMPARE(c.position(), 1);
        QTest::mouseClick(bar.endButton(), Qt::LeftButton);
        QCOMPARE(c.position(), 10);
        QVERIFY(!bar.stepForwardButton()->isEnabled());
        QTest::mouseClick(bar.startButton(), Qt::LeftButton);
        QCOMPARE(c.position(), 0);
    }
    void wrapsIntoTwoRowsWhenNarrow()
    {
        PlaybackController c;
        c.setLength(332);
        QWidget host; // a child, as under a canvas: a window would hold the layout's minimum
        host.resize(1000, 200);
        auto* bar = new PlayerBar(&c, &host);
        bar->resize(900, bar->sizeHint().height());
        host.show();
        QVERIFY(QTest::qWaitForWindowExposed(&host));
        QTRY_VERIFY(bar->isOneRow());
        QVERIFY(bar->speedBox()->geometry().top() < bar->timeline()->geometry().bottom());
        const int oneRowHeight = bar->sizeHint().height();
        // Narrower than one row needs: speed and counter go under the buttons and the
        // timeline, and the bar asks for no more than that two-row width.
        const int narrow = bar->minimumSizeHint().width();
        QVERIFY2(narrow < 400, qPrintable(QString::number(narrow)));
        bar->resize(narrow, oneRowHeight);
        QTRY_VERIFY(!bar->isOneRow());
        QVERIFY(bar->sizeHint().height() > oneRowHeight);
        bar->resize(narrow, bar->sizeHint().height());
        QCoreApplication::processEvents();
        QVERIFY(bar->speedBox()->geometry().top() >= bar->timeline()->geometry().bottom());
        QVERIFY(bar->counter()->geometry().top() >= bar->timeline()->geometry().bottom());
        for (QWidget* w : {static_cast<QWidget*>(bar->speedBox()), static_cast<QWidget*>(bar->counter()),
                           static_cast<QWidget*>(bar->timeline())})
            QVERIFY2(bar->rect().contains(w->geometry()), w->metaObject()->className());
        // Still the same controls: a click steps, the counter counts.
        QTest::mouseClick(bar->stepForwardButton(), Qt::LeftButton);
        QCOMPARE(bar->counter()->text(), QStringLiteral("step 1 / 332"));
        bar->resize(900, bar->height());
        QTRY_VERIFY(bar->isOneRow());
    }
    void captionElidesWithTooltip()
    {
        QWidget host;
        host.resize(600, 100);
        auto* caption = new CaptionLabel(&host);
        const QString text = QStringLiteral("Turn 332 of 332: Squeaky leaves the maze through the exit.");
        caption->setText(text);
        caption->resize(caption->fontMetrics().horizontalAdvance(text) + 10, 30);
        host.show();
        QVERIFY(QTest::qWaitForWindowExposed(&host));
        QVERIFY(!caption->isElided());
        QHelpEvent wide(QEvent::ToolTip, QPoint(5, 5), caption->mapToGlobal(QPoint(5, 5)));
        QCoreApplication::sendEvent(caption, &wide);
        QVERIFY(QToolTip::text().isEmpty());
        caption->resize(120, 30);
        QVERIFY(caption->isElided());
        QCOMPARE(caption->text(), text); // the model text stays whole, only the painting ends in …
        QHelpEvent narrow(QEvent::ToolTip, QPoint(5, 5), caption->mapToGlobal(QPoint(5, 5)));
        QCoreApplication::sendEvent(caption, &narrow);
        QTRY_COMPARE(QToolTip::text(), text);
        QToolTip::hideText();
    }
    // A caption that fits is a plain selectable QLabel: a double-click selects a word, and the
    // selection is painted (an elided caption paints its own text, without selection).
    void captionSelectableWhileItFits()
    {
        QWidget host;
        host.resize(600, 100);
        auto* caption = new CaptionLabel(&host);
        caption->setTextInteractionFlags(Qt::TextSelectableByMouse);
        caption->setText(QStringLiteral("Squeaky leaves the maze through the exit."));
        caption->resize(caption->fontMetrics().horizontalAdvance(caption->text()) + 20, 30);
        host.show();
        QVERIFY(QTest::qWaitForWindowExposed(&host));
        QVERIFY(!caption->isElided());
        const QImage before = caption->grab().toImage();
        const int x = caption->contentsRect().left() + caption->fontMetrics().horizontalAdvance(
                                                          QStringLiteral("Squ"));
        QTest::mouseDClick(caption, Qt::LeftButton, {}, QPoint(x, caption->height() / 2));
        QCOMPARE(caption->selectedText(), QStringLiteral("Squeaky"));
        QVERIFY(caption->grab().toImage() != before);
    }
    void scrub()
    {
        PlaybackController c;
        PlayerBar bar(&c);
        c.setLength(100);
        QSignalSpy spy(&c, &PlaybackController::positionChanged);
        bar.timeline()->setValue(37); // what a drag does
        QCOMPARE(c.position(), 37);
        QCOMPARE(spy.count(), 1);
        c.setPosition(50);
        QCOMPARE(bar.timeline()->value(), 50);
        QCOMPARE(spy.count(), 2); // no feedback loop through the slider
    }
    void playsToTheEndAndStops()
    {
        PlaybackController c;
        PlayerBar bar(&c);
        c.setLength(5);
        c.setSpeed(1000);
        QSignalSpy finished(&c, &PlaybackController::finished);
        QTest::mouseClick(bar.playButton(), Qt::LeftButton);
        QVERIFY(c.isPlaying());
        QVERIFY(finished.wait(5000));
        QCOMPARE(c.position(), 5);
        QVERIFY(!c.isPlaying());
        // Play at the end starts over.
        c.play();
        QVERIFY(c.position() < 5);
        c.pause();
    }
    void asFastAsPossibleBatches()
    {
        PlaybackController c;
        c.setLength(2'000'000);
        c.setSpeed(PlaybackController::kMaxSpeed);
        c.play();
        QTRY_VERIFY_WITH_TIMEOUT(c.position() > 10'000, 5000);
        c.pause();
        QVERIFY(c.maxSpeedBatch() > 1);
    }
    void keyboard()
    {
        QWidget scope;
        PlaybackController c;
        auto* bar = new PlayerBar(&c, &scope);
        bar->installShortcuts(&scope);
        c.setLength(10);
        scope.show();
        QVERIFY(QTest::qWaitForWindowExposed(&scope));
        scope.activateWindow(); // shortcuts need the active window (plain xvfb: no WM)
        QVERIFY(QTest::qWaitForWindowActive(&scope));
        scope.setFocus();
        QTest::keyClick(&scope, Qt::Key_Period);
        QTest::keyClick(&scope, Qt::Key_Period);
        QCOMPARE(c.position(), 2);
        QTest::keyClick(&scope, Qt::Key_End);
        QCOMPARE(c.position(), 10);
        QTest::keyClick(&scope, Qt::Key_Left, Qt::ControlModifier);
        QCOMPARE(c.position(), 9);
        QTest::keyClick(&scope, Qt::Key_Home);
        QCOMPARE(c.position(), 0);
        const double before = c.speed();
        QTest::keyClick(&scope, Qt::Key_Plus);
        QVERIFY(c.speed() > before);
        QTest::keyClick(&scope, Qt::Key_Space);
        QVERIFY(c.isPlaying());
        QTest::keyClick(&scope, Qt::Key_Space);
        QVERIFY(!c.isPlaying());
    }
    void speedBoxAndFormatter()
    {
        PlaybackController c;
        PlayerBar bar(&c);
        bar.setCounterFormatter([](qint64 p, qint64 n) { return QStringLiteral("turn %1 of %2").arg(p).arg(n); });
        c.setLength(332);
        c.setPosition(12);
        QCOMPARE(bar.counter()->text(), QStringLiteral("turn 12 of 332"));
        const int last = bar.speedBox()->count() - 1;
        bar.speedBox()->setCurrentIndex(last);
        emit bar.speedBox()->activated(last);
        QCOMPARE(c.speed(), PlaybackController::kMaxSpeed);
        c.setSpeed(20);
        QCOMPARE(bar.speedBox()->currentData().toDouble(), 20.0);
    }
    void newTraceRewinds()
    {
        PlaybackController c;
        c.setLength(10);
        c.setPosition(8);
        c.setLength(20, true);
        QCOMPARE(c.position(), 8);
        c.setLength(5, true);
        QCOMPARE(c.position(), 5);
        c.setLength(7);
        QCOMPARE(c.position(), 0);
    }
};

QTEST_MAIN(TestPlayer)
#include "tst_player.moc"
