#pragma once
// stopText: why a core computation stopped, in the user's language. The core's result messages
// are English (Control::stopReason(), "A*: time limit of 60 s reached; proven lower bound 23
// (…)"), for the CLI; the GUI names the cause itself from the Control the job ran with, and shows
// the numbers (bounds, states, certificates) in its own translated fields. Thread-safe (it only
// reads the Control and calls QCoreApplication::translate), so a job may call it on its worker
// thread once the computation has returned.

#include <QString>

namespace mazelab {

class Control;

// "cancelled", "memory limit of 1,024 MB reached", "time limit of 60 s reached", or "stopped"
// when the Control names no cause (the algorithm stopped on a limit of its own).
QString stopText(const Control& control);

} // namespace mazelab
