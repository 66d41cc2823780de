#include "ui/mainwindow/screenshot.h"

#include "ui/savefile.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QImageWriter>
#include <QPixmap>
#include <QTimer>
#include <QWidget>
#include <QWindow>
#include <cstdio>
#include <memory>

namespace mazelab {

void scheduleScreenshot(QWidget* window, const QString& path, std::function<bool()> ready,
                        int timeoutMs)
{
    window->show();
    auto* timer = new QTimer(window);
    auto clock = std::make_shared<QElapsedTimer>();
    auto exposedPolls = std::make_shared<int>(0);
    clock->start();
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, window, [=] {
        const bool exposed = window->windowHandle() && window->windowHandle()->isExposed();
        // A few polls after the expose event let layouts settle and pending paints run.
        if (exposed && (!ready || ready()) && ++*exposedPolls >= 3) {
            timer->stop();
            const QImage image = window->grab().toImage();
            // Atomic and checked like every save (ui/savefile.h): never a truncated PNG.
            QString error;
            const bool ok = writeImageAtomically(path, image, &error);
            if (!ok)
                std::fprintf(stderr, "mazelab: %s\n", qPrintable(error));
            QCoreApplication::exit(ok ? 0 : 1);
            return;
        }
        if (clock->elapsed() > timeoutMs) {
            timer->stop();
            if (exposed) // shown, but the mode's work (a race, a game, …) was still running
                std::fprintf(stderr,
                             "mazelab: the window's work did not finish within %d ms (a job "
                             "was still running); no screenshot\n",
                             timeoutMs);
            else
                std::fprintf(stderr, "mazelab: the window was not shown within %d ms\n",
                             timeoutMs);
            QCoreApplication::exit(1);
        }
    });
    timer->start();
}

} // namespace mazelab
