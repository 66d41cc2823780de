#pragma once
// Helpers shared by the σ upper-bound subcommands (cmd_seq_bounds.cpp, which defines them, and
// cmd_seq_tailfix.cpp): sequence input and output, Ctrl-C. The rest is in seqoptions.h.

#include "core/control.h"
#include "core/simaso/mazeset.h"

#include <QString>

namespace mazelab::cli::bounds {

// Ctrl-C cancels `control` while this guard lives.
struct InterruptGuard {
    explicit InterruptGuard(Control& c);
    ~InterruptGuard();
    InterruptGuard(const InterruptGuard&) = delete;
    InterruptGuard& operator=(const InterruptGuard&) = delete;
};

// SEQ given as moves, or as the name of a file holding them (';' lines are comments).
bool readSequence(const QString& text, const QString& sub, SolvingSequence& s);
// Writes "; comment" and the moves to path atomically.
bool saveSequence(const QString& path, const SolvingSequence& s, const QString& comment);

} // namespace mazelab::cli::bounds
