#pragma once
// StopOnSignal: while alive, SIGTERM and SIGINT cancel a Control instead of killing the
// process, so a long search ends like at its --time-limit — it reports what it proved or found
// so far, writes its partial certificate, checkpoint or best sequence, and exits 1. SIGTERM is
// how batch systems pre-empt a job (Slurm sends it, then SIGKILL after its grace time), how
// `kill` and `timeout` stop one, and SIGINT is Ctrl-C. Both are caught even where the shell
// started the job with SIGINT ignored (a background job of a script), so `kill -INT` stops it
// too. The previous handlers come back on destruction. One guard at a time (the subcommands
// run one search each); the handler only does an atomic store (async-signal-safe).

#include "core/control.h"

namespace mazelab::cli {

class StopOnSignal {
public:
    explicit StopOnSignal(Control& control);
    ~StopOnSignal();
    StopOnSignal(const StopOnSignal&) = delete;
    StopOnSignal& operator=(const StopOnSignal&) = delete;

private:
    void (*m_term)(int);
    void (*m_int)(int);
};

} // namespace mazelab::cli
