#pragma once
// mazelab-cli seq improve | verify-all — upper bounds on σ by local search and their
// verification on every solvable maze of a size (issue 17). Implemented in
// cmd_seq_bounds.cpp; cmd_seq.cpp dispatches to them.

#include <QStringList>

namespace mazelab::cli {

int runSeqImprove(const QStringList& args);
int runSeqVerifyAll(const QStringList& args);
// seq tailfix (cmd_seq_tailfix.cpp): fix-up suffixes and window deletion (tailfix.h).
int runSeqTailFix(const QStringList& args);

} // namespace mazelab::cli
