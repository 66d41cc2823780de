#pragma once
// Helpers shared by the σ upper-bound subcommands (cmd_seq_bounds.cpp, which defines them, and
// cmd_seq_tailfix.cpp): sequence input and output, progress on stderr, Ctrl-C.

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

// "mazelab-cli seq SUB: ", the start of every error message.
QString prefix(const QString& sub);
// "NxM" (also "NXM", "N×M") with N, M >= 1.
bool parseNxM(const QString& text, int& rows, int& cols);
// SEQ given as moves, or as the name of a file holding them (';' lines are comments).
bool readSequence(const QString& text, const QString& sub, SolvingSequence& s);
QString seqText(const SolvingSequence& s);
// Writes "; comment" and the moves to path atomically.
bool saveSequence(const QString& path, const SolvingSequence& s, const QString& comment);
// Prints the core's progress messages on stderr.
void progressToStderr(Control& control);

} // namespace mazelab::cli::bounds
