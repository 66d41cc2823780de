#pragma once
// QuitOnSignal: turns SIGTERM and SIGINT (logout, `kill`, Ctrl+C in the terminal) into a clean
// quit on the GUI thread: the handler only writes the signal number to a self-pipe (the one
// async-signal-safe thing to do); a QSocketNotifier reads it in the event loop, runs
// `beforeQuit` (MazeLab autosaves there) and ends the event loop with exit code 0.
//
// The quit does not ask about unsaved changes (nobody would answer): the document stays in the
// recovery folder and the next start offers it. A second signal while the first is handled
// ends the process at once with the default action. One instance per process.

#include <QObject>
#include <functional>

class QSocketNotifier;

namespace mazelab {

class QuitOnSignal : public QObject {
    Q_OBJECT
public:
    explicit QuitOnSignal(std::function<void()> beforeQuit, QObject* parent = nullptr);
    ~QuitOnSignal() override; // restores the default handlers

    // The signal that was handled, 0 if none.
    int receivedSignal() const { return m_signal; }

private:
    void handle();

    std::function<void()> m_beforeQuit;
    QSocketNotifier* m_notifier = nullptr;
    int m_signal = 0;
};

} // namespace mazelab
