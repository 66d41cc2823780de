// The SIGTERM / SIGINT guard of stoponsignal.h.
#include "app/cli/stoponsignal.h"

#include <atomic>
#include <csignal>

namespace mazelab::cli {
namespace {

std::atomic<Control*> g_control{nullptr};

extern "C" void stopOnSignal(int)
{
    if (Control* c = g_control.load())
        c->cancel();
}

} // namespace

StopOnSignal::StopOnSignal(Control& control)
{
    g_control.store(&control);
    m_term = std::signal(SIGTERM, stopOnSignal);
    m_int = std::signal(SIGINT, stopOnSignal);
}

StopOnSignal::~StopOnSignal()
{
    std::signal(SIGTERM, m_term == SIG_ERR ? SIG_DFL : m_term);
    std::signal(SIGINT, m_int == SIG_ERR ? SIG_DFL : m_int);
    g_control.store(nullptr);
}

} // namespace mazelab::cli
