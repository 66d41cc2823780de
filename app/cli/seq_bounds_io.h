#pragma once
// Helpers shared by the σ upper-bound subcommands (seq improve, tailfix, extend, shorten;
// defined in seq_bounds_io.cpp): sequence input and output, options, the "new best"
// callback and the result line. The rest is in seqoptions.h.

#include "app/cli/stoponsignal.h"
#include "core/control.h"
#include "core/simaso/mazeset.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QString>

#include <cmath>
#include <functional>
#include <utility>

namespace mazelab::cli::bounds {

// Writes "; comment" and the moves to path atomically. On failure it says why, as
// "mazelab-cli seq SUB: Cannot write PATH: reason", and calls noteOutputFailure() (exit 2).
bool saveSequence(const QString& sub, const QString& path, const SolvingSequence& s,
                  const QString& comment);

// "NxM" with 2 to 64 cells (the counting tree's limit).
bool parseBoundSize(const QString& text, int& rows, int& cols);

// Reads whole-number options into their fields; ok() turns false at the first malformed one
// (later reads then do nothing).
class OptionNumbers {
public:
    explicit OptionNumbers(const QCommandLineParser& parser) : m_parser(parser) {}
    template <class T>
    void read(const QCommandLineOption& option, T& value)
    {
        if (!m_ok || !m_parser.isSet(option))
            return;
        const qlonglong v = m_parser.value(option).toLongLong(&m_ok);
        // A value outside T (a negative count, an int past 2^31) is malformed, not wrapped.
        m_ok = m_ok && std::in_range<T>(v);
        if (m_ok)
            value = T(v);
    }
    void readReal(const QCommandLineOption& option, double& value)
    {
        if (m_ok && m_parser.isSet(option)) {
            value = m_parser.value(option).toDouble(&m_ok);
            m_ok = m_ok && std::isfinite(value); // "nan" and "inf" parse, but are no weights
        }
    }
    bool ok() const { return m_ok; }

private:
    const QCommandLineParser& m_parser;
    bool m_ok = true;
};

// The program's command line as a shell could run it again: the program's file name, then
// every argument, single-quoted where it holds anything but letters, digits and _./:=,+@%-.
QString commandLine();

// The searches' "new best" callback: writes each verified best to `savePath` (unless empty)
// with the comment "solves all solvable NxM mazes (length L, <how>)" and a second comment line
// "command: <commandLine()>", so that every saved bound says how it was made; with `progress`,
// prints "new best: length L after S s" (seconds of `timer`, which must outlive the callback).
using NewBestFn = std::function<void(const SolvingSequence&)>;
NewBestFn newBestReporter(const QString& sub, int rows, int cols, const QString& savePath,
                          const QString& how, bool progress, const QElapsedTimer& timer);

// Prints a verified bound: with `json` the object `extra` plus length, sequence and seconds;
// else the moves and "(length L, solves all solvable NxM mazes; <details>, S s<tail>)".
void printBound(const SolvingSequence& best, int rows, int cols, double seconds,
                const QString& details, const QString& tail, QJsonObject extra, bool json);

// seq improve --method anneal (exact = false) or exact, with the options of the parser of
// runSeqImprove looked up by name (seq_anneal.cpp).
int runAnneal(const QCommandLineParser& parser, const QString& sub, std::uint64_t seed,
              int rounds, Control& control, SolvingSequence start, bool exact);

// Whether any option of seq improve's annealing (and of the set-based cover) is set: the
// window methods refuse them.
inline bool annealOptionSet(const QCommandLineParser& parser)
{
    for (const char* name : {"temperature", "mean-weight", "tail", "free-prefix", "breakout",
                             "polish", "exact-deletion", "iterations", "target", "fix-walks",
                             "fix-suffix", "restart-cycles", "ruin-window", "add-per-round",
                             "sample-exponent", "save-partial", "check-unsolved", "hard-set",
                             "threads", "rounds", "set", "sample", "sat-repair"})
        if (parser.isSet(QString::fromLatin1(name)))
            return true;
    return false;
}

// seq improve --method window (seq_window.cpp): exhaustive window rewrites of --start.
int runWindowRewrite(const QCommandLineParser& parser, const QString& sub, Control& control,
                     const SolvingSequence& start);

// seq improve --method window-sat (seq_window_sat.cpp): windows of --start redone shorter by
// SAT over the mazes each one matters for.
int runWindowSat(const QCommandLineParser& parser, const QString& sub, Control& control,
                 const SolvingSequence& start);

} // namespace mazelab::cli::bounds
