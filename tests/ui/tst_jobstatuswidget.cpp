// JobStatusWidget: shows a JobRunner's name, progress, elapsed time and Cancel in a status
// bar; hidden when idle; follows the runner it is given (document switching) and survives the
// runner's destruction. Also saves PNGs of the widget under the temp folder for a human to check
// that nothing is clipped (the layout assertions run either way).
#include "ui/jobs/jobrunner.h"
#include "ui/jobs/jobstatuswidget.h"

#include <QDir>
#include <QElapsedTimer>
#include <QLabel>
#include <QMainWindow>
#include <QProgressBar>
#include <QRegularExpression>
#include <QStatusBar>
#include <QTest>
#include <QToolButton>
#include <QVBoxLayout>

#include <atomic>
#include <thread>

using namespace mazelab;

namespace {

// Generous bound for "destroying a runner cancels and joins promptly" (spec: 0.2 s).
constexpr qint64 kCancelBoundMs = 1200;

// Waits (sleeping, polling) until the job is told to stop; for scripted jobs.
void idleUntilStopped(Control& control)
{
    while (!control.checkNow())
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

// A main window of the given size with a JobStatusWidget in its status bar, following `runner`
// (the setup of every status-bar test below).
struct StatusBarWindow {
    QMainWindow window;
    JobStatusWidget* status = new JobStatusWidget;

    StatusBarWindow(JobRunner& runner, int width)
    {
        window.resize(width, 200);
        window.statusBar()->addPermanentWidget(status);
        status->setRunner(&runner);
        window.show();
    }
};

} // namespace

class TestJobStatusWidget : public QObject {
    Q_OBJECT
private slots:
    void progressReachesWidget()
    {
        QWidget window;
        auto* status = new JobStatusWidget(&window);
        (new QVBoxLayout(&window))->addWidget(status);
        JobRunner runner;
        status->setRunner(&runner);
        window.resize(640, 100); // room for the whole label (a narrower one elides it)
        window.show();
        std::atomic<int> stage{0};
        QVERIFY(runner.start(
            QStringLiteral("Scripted"),
            [&stage](Control& c) {
                c.progressText(0.5, "halfway", true);
                while (stage.load() == 0 && !c.checkNow())
                    std::this_thread::sleep_for(std::chrono::milliseconds(1));
                c.progressText(-1.0, "searching", true);
                idleUntilStopped(c);
            },
            [] {}));
        QTRY_COMPARE(status->progressBar()->value(), 500);
        QCOMPARE(status->progressBar()->maximum(), 1000);
        QCOMPARE(status->label()->text(), QStringLiteral("Scripted: halfway"));
        QCOMPARE(runner.progressFraction(), 0.5);
        QVERIFY(status->elapsedLabel()->text().startsWith(QStringLiteral("0:0")));
        stage = 1;
        QTRY_COMPARE(status->label()->text(), QStringLiteral("Scripted: searching"));
        QCOMPARE(status->progressBar()->maximum(), 0); // busy: the fraction is unknown
        runner.cancel();
        QTRY_VERIFY(!runner.isRunning());
        QVERIFY(status->isHidden());
    }

    // A determinate job's clock adds the time left, from the pace since the first fraction
    // (here 0.1 at the start, 0.55 about 2.2 s later: about 2 s left), once kPaceMs have
    // passed; a job of unknown length shows the elapsed time only.
    void estimatesTimeLeft()
    {
        JobRunner runner;
        StatusBarWindow bar(runner, 820);
        QMainWindow& window = bar.window;
        JobStatusWidget* status = bar.status;
        std::atomic<int> stage{0};
        QVERIFY(runner.start(
            QStringLiteral("Paced"),
            [&stage](Control& c) {
                c.progressText(0.1, "", true);
                std::this_thread::sleep_for(std::chrono::milliseconds(2200));
                c.progressText(0.55, "", true);
                while (stage.load() == 0 && !c.checkNow())
                    std::this_thread::sleep_for(std::chrono::milliseconds(1));
                c.progressText(-1.0, "searching", true);
                idleUntilStopped(c);
            },
            [] {}));
        QTest::qWait(500);
        QVERIFY2(!status->elapsedLabel()->text().contains(QStringLiteral("left")),
                 qPrintable(status->elapsedLabel()->text())); // too early to tell
        QTRY_VERIFY_WITH_TIMEOUT(status->elapsedLabel()->text().contains(QStringLiteral("left")),
                                 5000);
        const QString text = status->elapsedLabel()->text();
        const QRegularExpressionMatch m =
            QRegularExpression(QStringLiteral("^0:0\\d \\(about 0:0(\\d) left\\)$")).match(text);
        QVERIFY2(m.hasMatch(), qPrintable(text));
        QVERIFY2(m.captured(1).toInt() >= 1 && m.captured(1).toInt() <= 5, qPrintable(text));
        for (int i = 0; i < 4; ++i)
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QLabel* clock = status->elapsedLabel();
        QVERIFY2(clock->width() >= clock->minimumSizeHint().width()
                     && status->rect().contains(clock->geometry()),
                 qPrintable(QStringLiteral("clock %1 wide, needs %2")
                                .arg(clock->width()).arg(clock->minimumSizeHint().width())));
        QVERIFY(window.grab().save(QDir::tempPath() + QStringLiteral("/mazelab-jobstatus-eta.png")));
        stage = 1;
        QTRY_COMPARE(status->label()->text(), QStringLiteral("Paced: searching"));
        QTRY_VERIFY(!status->elapsedLabel()->text().contains(QStringLiteral("left")));
        runner.cancel();
        QTRY_VERIFY(!runner.isRunning());
    }

    // Switching documents: the widget picks up a runner whose job is already running.
    void widgetAdoptsRunningJob()
    {
        JobRunner busy;
        JobRunner idle;
        QVERIFY(busy.start(
            QStringLiteral("Busy"),
            [](Control& c) { c.progressText(0.25, "a quarter", true); idleUntilStopped(c); },
            [] {}));
        QTRY_COMPARE(busy.progressFraction(), 0.25);
        JobStatusWidget status;
        status.setRunner(&idle);
        QVERIFY(status.isHidden());
        status.setRunner(&busy);
        QVERIFY(!status.isHidden());
        QCOMPARE(status.label()->text(), QStringLiteral("Busy: a quarter"));
        QCOMPARE(status.progressBar()->value(), 250);
        status.setRunner(&idle);
        QVERIFY(status.isHidden());
        QTest::mouseClick(status.cancelButton(), Qt::LeftButton); // wired to `idle` now
        QVERIFY(busy.isRunning() && !busy.isCancelRequested());
        busy.cancel();
        QTRY_VERIFY(!busy.isRunning());
    }

    // Manual check: the widget in a real status bar, saved as PNG for a human to look at.
    void grabStatusBarPng()
    {
        JobRunner runner;
        StatusBarWindow bar(runner, 820);
        QMainWindow& window = bar.window;
        JobStatusWidget* status = bar.status;
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        std::atomic<int> stage{0};
        QVERIFY(runner.start(
            QStringLiteral("Count solvable 5×5 mazes"),
            [&stage](Control& c) {
                c.progressText(0.37, "12.4M of 33.5M grids, 1.9M solvable", true);
                while (stage.load() == 0 && !c.checkNow())
                    std::this_thread::sleep_for(std::chrono::milliseconds(1));
                c.progressText(-1.0, "searching bound 17", true);
                idleUntilStopped(c);
            },
            [] {}));
        QTRY_COMPARE(status->progressBar()->value(), 370);
        const auto checkLayout = [status] {
            // Let the label's new text propagate through the nested layouts first.
            for (int i = 0; i < 4; ++i)
                QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            for (QWidget* part : {static_cast<QWidget*>(status->label()),
                                  static_cast<QWidget*>(status->progressBar()),
                                  static_cast<QWidget*>(status->cancelButton())}) {
                const QString what = QStringLiteral("%1 %2x%3 in %4x%5, min %6x%7")
                                         .arg(part->objectName())
                                         .arg(part->width()).arg(part->height())
                                         .arg(status->width()).arg(status->height())
                                         .arg(part->minimumSizeHint().width())
                                         .arg(part->minimumSizeHint().height());
                QVERIFY2(status->rect().contains(part->geometry()), qPrintable(what));
                QVERIFY2(part->width() >= part->minimumSizeHint().width(), qPrintable(what));
                QVERIFY2(part->height() >= part->minimumSizeHint().height(), qPrintable(what));
            }
            QCOMPARE(status->label()->text(), status->label()->toolTip()); // not elided
        };
        checkLayout();
        const QString dir = QDir::tempPath();
        QVERIFY(window.grab().save(dir + QStringLiteral("/mazelab-jobstatus-window.png")));
        QVERIFY(status->grab().save(dir + QStringLiteral("/mazelab-jobstatus.png")));
        stage = 1;
        QTRY_COMPARE(status->progressBar()->maximum(), 0);
        checkLayout();
        QVERIFY(status->grab().save(dir + QStringLiteral("/mazelab-jobstatus-busy.png")));
        runner.cancel();
        QTRY_VERIFY(!runner.isRunning());
    }

    // A status bar short of room elides the label with "…" to the width it gets (the whole
    // text in the tooltip) instead of cutting a glyph; given room again, the whole text shows.
    void longProgressElidesToFit()
    {
        JobRunner runner;
        StatusBarWindow bar(runner, 1200);
        QMainWindow& window = bar.window;
        JobStatusWidget* status = bar.status;
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QString message = QStringLiteral("A*: bound 17, 1,200,000 states, 42 mazes");
        QVERIFY(runner.start(
            QStringLiteral("Solve"),
            [&message](Control& c) {
                c.progressText(-1.0, message.toStdString(), true);
                idleUntilStopped(c);
            },
            [] {}));
        const QString full = QStringLiteral("Solve: ") + message;
        QLabel* label = status->label();
        QTRY_COMPARE(label->toolTip(), full);
        QTRY_COMPARE(label->text(), full);
        window.resize(420, 200);
        QTRY_VERIFY2(label->text().endsWith(QChar(0x2026)), qPrintable(label->text()));
        QVERIFY(label->text().size() < full.size());
        QVERIFY(full.startsWith(label->text().chopped(1)));
        QVERIFY(label->fontMetrics().horizontalAdvance(label->text())
                <= label->contentsRect().width());
        QVERIFY(status->geometry().right() <= window.statusBar()->width());
        QCOMPARE(label->toolTip(), full);
        QVERIFY(status->grab().save(QDir::tempPath()
                                    + QStringLiteral("/mazelab-jobstatus-narrow.png")));
        window.resize(1200, 200);
        QTRY_COMPARE(label->text(), full);
        runner.cancel();
        QTRY_VERIFY(!runner.isRunning());
    }

    // The runner outlives its status widget, and vice versa.
    void widgetAndRunnerDieInEitherOrder()
    {
        auto* runner = new JobRunner;
        auto* status = new JobStatusWidget;
        status->setRunner(runner);
        QVERIFY(runner->start(QStringLiteral("idle"), [](Control& c) { idleUntilStopped(c); },
                              [] {}));
        QVERIFY(status->isVisibleTo(nullptr) || !status->isHidden());
        delete status; // widget first: the job keeps running
        QVERIFY(runner->isRunning());
        QElapsedTimer clock;
        clock.start();
        delete runner;
        QVERIFY(clock.elapsed() < kCancelBoundMs);

        JobRunner* runner2 = new JobRunner;
        JobStatusWidget status2;
        status2.setRunner(runner2);
        QVERIFY(runner2->start(QStringLiteral("idle"), [](Control& c) { idleUntilStopped(c); },
                               [] {}));
        QVERIFY(!status2.isHidden());
        delete runner2; // runner first: the widget forgets it and hides
        QVERIFY(status2.runner() == nullptr);
        QVERIFY(status2.isHidden());
    }
};

QTEST_MAIN(TestJobStatusWidget)
#include "tst_jobstatuswidget.moc"
