#pragma once
// What the `mazelab-cli seq` subcommands share: the options --size/--set/--json/--time-limit/
// --memory-limit/--progress, the resolved target (a set of mazes or all solvable N×M mazes),
// and the parsing and printing helpers. The subcommands live in cmd_seq.cpp (verify, shortest,
// approx, dispatch), cmd_seq_lowerbound.cpp (lower-bound, minimize) and cmd_seq_bounds.cpp
// (improve, verify-all); each reports a problem as "mazelab-cli seq SUB: reason" on stderr.

#include "core/control.h"
#include "core/simaso/approx.h" // SolveTarget
#include "core/simaso/lowerbound.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>
#include <QStringList>
#include <cstddef>
#include <memory>
#include <vector>

namespace mazelab::cli {

// Subcommands implemented outside cmd_seq.cpp; args[0] is the subcommand's name.
int runSeqLowerBound(const QStringList& args); // cmd_seq_lowerbound.cpp
int runSeqMinimize(const QStringList& args);   // cmd_seq_lowerbound.cpp
int runSeqImprove(const QStringList& args);    // cmd_seq_bounds.cpp
int runSeqVerifyAll(const QStringList& args);  // cmd_seq_verify_all.cpp
int runSeqTailFix(const QStringList& args);    // cmd_seq_tailfix.cpp
int runSeqExtend(const QStringList& args);     // cmd_seq_extend.cpp
int runSeqShorten(const QStringList& args);    // cmd_seq_shorten.cpp

namespace seq {

// --size up to this many cells (5×5: 1,225,194 mazes) is enumerated into an explicit set.
constexpr int kEnumerateCells = 25;

// Options shared by the subcommands.
struct Options {
    QCommandLineOption size{QStringLiteral("size"),
                            QStringLiteral("All solvable NxM mazes (N rows, M columns)."),
                            QStringLiteral("NxM")};
    QCommandLineOption set{QStringLiteral("set"), QStringLiteral("The mazes of a .maze file."),
                           QStringLiteral("FILE")};
    QCommandLineOption json{QStringLiteral("json"), QStringLiteral("Print JSON.")};
    QCommandLineOption timeLimit{QStringLiteral("time-limit"),
                                 QStringLiteral("Stop after S seconds."), QStringLiteral("S")};
    QCommandLineOption memoryLimit{QStringLiteral("memory-limit"),
                                   QStringLiteral("Memory cap for state tables (default 1024)."),
                                   QStringLiteral("MB")};
    QCommandLineOption progress{QStringLiteral("progress"),
                                QStringLiteral("Report progress on stderr.")};
};

// The resolved target: an explicit or enumerated set, or an implicit size.
struct Target {
    std::shared_ptr<MazeSet> set; // null for an implicit (non-enumerated) size
    int rows = 0;
    int cols = 0;
    QString description;
    SolveTarget solveTarget() const
    {
        return set ? SolveTarget::of(*set) : SolveTarget::allSolvable(rows, cols);
    }
};

// "mazelab-cli seq SUB: ", the start of every error message.
QString errPrefix(const QString& sub);
// "NxM" (also "NXM", "N×M") with N, M >= 1; the upper ranges are the caller's to check.
bool parseSize(const QString& text, int& rows, int& cols);

// Prints "mazelab-cli seq SUB: text" and returns BadInput.
int badSeqInput(const QString& sub, const QString& text);
// Names the parser "seq SUB" and parses (parseOrExit): the exit code when the command is done
// (--help, bad usage), else -1.
int parseSeqCommand(QCommandLineParser& parser, const QStringList& args, const QString& sub,
                    const QString& description);
// Names the parser "seq SUB", adds --size, --set and --json, and parses (parseOrExit).
// Returns the exit code when the command is done (--help, bad usage), else -1.
int setup(QCommandLineParser& parser, const Options& o, const QStringList& args,
          const QString& sub, const QString& description);
// Reads --set / --size into `target` (enumerating sizes up to kEnumerateCells cells; larger
// ones are refused when needExplicit); prints the problem and returns false on bad input.
bool resolveTarget(const QCommandLineParser& p, const Options& o, const QString& sub,
                   bool needExplicit, Control& control, Target& target);
// Applies --time-limit (else defaultSeconds when > 0), --progress and, when memoryBytes is
// given, --memory-limit (default 1024 MB). Prints the problem and returns false on bad input.
bool applyLimits(const QCommandLineParser& p, const Options& o, const QString& sub,
                 Control& control, double defaultSeconds, std::size_t* memoryBytes = nullptr);
// Sends the control's progress reports to stderr ("12.5% message").
void progressToStderr(Control& control);

// Numbers of option values, one overload per field type: false when `text` is not one.
bool toNumber(const QString& text, double& value);
bool toNumber(const QString& text, int& value);
bool toNumber(const QString& text, unsigned& value);
bool toNumber(const QString& text, std::size_t& value);

// Option values of two numbers "X,Y" (secondOptional false) or "X[,Y]" (true), as
// --temperature, --tail, --breakout, --block-moves, --polish and --resume take them: parses
// the parts into `first` and `second` (`second` keeps its value when absent). False for a
// wrong count of parts or a part that is not a number of the field's type; the ranges are the
// caller's to check.
template <typename A, typename B>
bool parsePair(const QString& text, A& first, B& second, bool secondOptional)
{
    const QStringList parts = text.split(QLatin1Char(','));
    if (parts.size() == 2)
        return toNumber(parts[0], first) && toNumber(parts[1], second);
    return secondOptional && parts.size() == 1 && toNumber(parts[0], first);
}

// --gaps G1[,G2]: every gap from G1 to G2 (G2 = G1 when absent) appended to `gaps`; false for
// a malformed value or G1 < 1, G2 < G1 or G2 > maxGap (then `gaps` is left unchanged).
inline bool parseGaps(const QString& text, int maxGap, std::vector<int>& gaps)
{
    int g1 = 0;
    int g2 = 0;
    if (!parsePair(text, g1, g2, true))
        return false;
    if (!text.contains(QLatin1Char(',')))
        g2 = g1;
    if (g1 < 1 || g2 < g1 || g2 > maxGap)
        return false;
    for (int g = g1; g <= g2; ++g)
        gaps.push_back(g);
    return true;
}

// SEQ given as moves or as the name of a file holding them (readMoves, command.h); prints the
// problem and returns false otherwise.
bool readSequence(const QString& text, const QString& sub, SolvingSequence& s);
QString seqText(const SolvingSequence& s);
QString mazeText(const Maze& m);

// A subcommand on one sequence (verify, minimize): SEQ [--perfect] [--time-limit S]
// [--progress] with --size NxM | --set FILE and --json.
struct SeqCommand {
    Options options;
    QCommandLineParser parser;
    SolvingSequence sequence;
    Control control;
    Target target; // all mazes of --size up to kEnumerateCells cells are enumerated
    bool perfect = false;
    bool json() const { return parser.isSet(options.json); }
};
// Parses `args` into `cmd` (with the help texts of SEQ, --perfect and the command). Returns
// the exit code when the command ends here (--help, bad input: printed), else -1.
int parseSeqCommand(const QStringList& args, const QString& sub, const QString& seqHelp,
                    const QString& perfectHelp, const QString& description, SeqCommand& cmd);

// Writes `r` in the certificate format (certificateText, re-checked by
// 'seq lower-bound --check FILE'); prints the problem and returns false when it cannot.
bool writeCertificate(const LowerBoundResult& r, const Target& t, const QString& path,
                      const QString& sub);

} // namespace seq
} // namespace mazelab::cli
