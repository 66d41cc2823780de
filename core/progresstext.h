#pragma once
// The progress messages of the core's long computations, in English with %1, %2 … placeholders
// for their numbers. The core stays Qt-free and sends the format and its arguments
// (Control::progress); the CLI prints them in English, the GUI translates the format
// (context "ProgressText") before it fills in the numbers. MAZELAB_TR_NOOP marks each format
// for lupdate (an alias of QT_TRANSLATE_NOOP, see ui/CMakeLists.txt): add new ones here, then
// run the update_translations target and translate them.

//
// A count that can be 1 is not written "%2 mazes" but passed as a counted phrase
// (ProgressArg(kNMazes, n)) for a bare "%2": its source "%L1 mazes" is a plural message
// (MAZELAB_TR_N_NOOP, an alias of QT_TRANSLATE_N_NOOP) that every language, English too
// (translations/mazelab_en.ts), gives its plural forms; `singular` is the CLI's English for 1.

#define MAZELAB_TR_NOOP(context, text) text
#define MAZELAB_TR_N_NOOP(context, text) text

namespace mazelab::progress_text {

inline constexpr const char* kContext = "ProgressText";

struct CountedPhrase {
    const char* plural;   // the source text, "%L1 mazes"
    const char* singular; // the English for a count of 1, "%L1 maze"
};

inline constexpr CountedPhrase kNMazes{MAZELAB_TR_N_NOOP("ProgressText", "%L1 mazes"),
                                       "%L1 maze"};
inline constexpr CountedPhrase kNStates{MAZELAB_TR_N_NOOP("ProgressText", "%L1 states"),
                                        "%L1 state"};
inline constexpr CountedPhrase kNSatCalls{MAZELAB_TR_N_NOOP("ProgressText", "%L1 SAT calls"),
                                          "%L1 SAT call"};
inline constexpr CountedPhrase kNBoards{MAZELAB_TR_N_NOOP("ProgressText", "%L1 boards"),
                                        "%L1 board"};
inline constexpr CountedPhrase kNWalks{MAZELAB_TR_N_NOOP("ProgressText", "%L1 walks"),
                                       "%L1 walk"};
inline constexpr CountedPhrase kNMoves{MAZELAB_TR_N_NOOP("ProgressText", "%L1 moves"),
                                       "%L1 move"};
inline constexpr CountedPhrase kNChecks{MAZELAB_TR_N_NOOP("ProgressText", "%L1 checks"),
                                        "%L1 check"};

// A counted phrase alone ("%1" is not translated).
inline constexpr const char* kCount = "%1";

// Mouse
inline constexpr const char* kEstimating = MAZELAB_TR_NOOP("ProgressText", "estimating");
inline constexpr const char* kMouseBest = MAZELAB_TR_NOOP("ProgressText", "best %1, %2");
inline constexpr const char* kMouseSearch = MAZELAB_TR_NOOP("ProgressText", "best %1");
// Token
inline constexpr const char* kTokenBoards = MAZELAB_TR_NOOP("ProgressText", "tried %1");
// Simultaneous solving
inline constexpr const char* kSat =
    MAZELAB_TR_NOOP("ProgressText", "length %1, %2, %3");
// sigma check --incremental (checkCertificate): after each warm-up call, then the last one.
inline constexpr const char* kCertWarmUp =
    MAZELAB_TR_NOOP("ProgressText", "certificate check: warm-up call on %1 of %2 done after %3 s");
inline constexpr const char* kCertDeciding =
    MAZELAB_TR_NOOP("ProgressText", "certificate check: the deciding call on %1, %2 s so far");
inline constexpr const char* kGess = MAZELAB_TR_NOOP("ProgressText", "GESS: lower bound %1, %2");
inline constexpr const char* kBfs = MAZELAB_TR_NOOP("ProgressText", "BFS: depth %1, %2");
inline constexpr const char* kAStar = MAZELAB_TR_NOOP("ProgressText", "A*: bound %1, %2");
inline constexpr const char* kIdaStar =
    MAZELAB_TR_NOOP("ProgressText", "IDA*: bound %1, %2");
inline constexpr const char* kEss =
    MAZELAB_TR_NOOP("ProgressText", "ESS: lower bound %1, %2, %3");
inline constexpr const char* kGreedy =
    MAZELAB_TR_NOOP("ProgressText", "Greedy Lookahead: length %1, %2 unsolved");
inline constexpr const char* kSolveInOrder =
    MAZELAB_TR_NOOP("ProgressText", "Solve in Order: run %1, best %2");
inline constexpr const char* kIas = MAZELAB_TR_NOOP("ProgressText", "IAS: length %1");
inline constexpr const char* kStreamVerify =
    MAZELAB_TR_NOOP("ProgressText", "verify: %1 of %2 subtrees");
inline constexpr const char* kCover =
    MAZELAB_TR_NOOP("ProgressText", "cover: length %1, %2 unsolved");
inline constexpr const char* kImprove =
    MAZELAB_TR_NOOP("ProgressText", "improve: round %1, best %2");
inline constexpr const char* kAnneal =
    MAZELAB_TR_NOOP("ProgressText", "anneal: length %1, %2 of %3 hard mazes unsolved, %4, best %5");
inline constexpr const char* kExactAnneal =
    MAZELAB_TR_NOOP("ProgressText", "exact anneal: length %1, %2 unsolved, best %3");
inline constexpr const char* kExactAnnealFreed =
    MAZELAB_TR_NOOP("ProgressText", "exact anneal: prefix freed down to %1 moves, length %2");
inline constexpr const char* kExactAnnealRedeleted = MAZELAB_TR_NOOP(
    "ProgressText", "exact anneal: back to the solver of %1 moves, deletion %2 of %3 (step %4)");
inline constexpr const char* kWindowRewrite = MAZELAB_TR_NOOP(
    "ProgressText", "window rewrite: length %1, windows of %2 moves at step %3, %4 tried");
inline constexpr const char* kWindowSat = MAZELAB_TR_NOOP(
    "ProgressText", "window SAT: length %1, windows of %2 moves at step %3, %4 refuted, %5 undecided");
inline constexpr const char* kWindowPlateau = MAZELAB_TR_NOOP(
    "ProgressText", "window SAT plateau walk: length %1, %2 taken, %3 tried, windows of %4 moves");
inline constexpr const char* kTailFix =
    MAZELAB_TR_NOOP("ProgressText", "tail fix: length %1, %2 tried, %3 taken, best %4");
// Maze generation
inline constexpr const char* kGenerateCells = MAZELAB_TR_NOOP("ProgressText", "%1 of %2 cells");
inline constexpr const char* kGanForward = MAZELAB_TR_NOOP("ProgressText", "GAN forward pass");
// Counting
inline constexpr const char* kCountCells =
    MAZELAB_TR_NOOP("ProgressText", "cell %1/%2, %3");
inline constexpr const char* kCountBrute = MAZELAB_TR_NOOP("ProgressText", "%1/%2 mazes");

} // namespace mazelab::progress_text
