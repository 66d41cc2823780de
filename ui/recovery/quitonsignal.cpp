#include "ui/recovery/quitonsignal.h"

#include <QCoreApplication>
#include <QSocketNotifier>

#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <sys/socket.h>
#include <unistd.h>

namespace mazelab {

namespace {

int g_fds[2] = {-1, -1}; // [0] written by the handler, [1] read by the notifier

extern "C" void onQuitSignal(int sig)
{
    const int saved = errno;
    const char byte = char(sig);
    [[maybe_unused]] const ssize_t n = ::write(g_fds[0], &byte, 1);
    // A second signal while the first is handled: the default action (terminate).
    std::signal(sig, SIG_DFL);
    errno = saved;
}

void install(int sig, void (*handler)(int))
{
    struct sigaction sa = {};
    sa.sa_handler = handler;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    sigaction(sig, &sa, nullptr);
}

} // namespace

QuitOnSignal::QuitOnSignal(std::function<void()> beforeQuit, QObject* parent)
    : QObject(parent), m_beforeQuit(std::move(beforeQuit))
{
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, g_fds) != 0)
        return; // no handler: the signals keep their default action
    ::fcntl(g_fds[0], F_SETFL, O_NONBLOCK);
    m_notifier = new QSocketNotifier(g_fds[1], QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &QuitOnSignal::handle);
    install(SIGTERM, onQuitSignal);
    install(SIGINT, onQuitSignal);
}

QuitOnSignal::~QuitOnSignal()
{
    install(SIGTERM, SIG_DFL);
    install(SIGINT, SIG_DFL);
    delete m_notifier;
    for (int& fd : g_fds) {
        if (fd >= 0)
            ::close(fd);
        fd = -1;
    }
}

void QuitOnSignal::handle()
{
    char byte = 0;
    if (::read(g_fds[1], &byte, 1) != 1 || m_signal != 0)
        return;
    m_signal = byte;
    if (m_beforeQuit)
        m_beforeQuit();
    // exit(), not quit(): quit() would close the windows and ask about unsaved changes.
    QCoreApplication::exit(0);
}

} // namespace mazelab
