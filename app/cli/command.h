#pragma once
// The subcommand registry of mazelab-cli. Each subcommand is one cmd_<name>.cpp that defines
// a run function and registers it with a file-scope CliRegistrar:
//
//   static int runCheck(const QStringList& args);   // args[0] is "check"
//   static CliRegistrar regCmdCheck({"check", "Parse a maze file and report each maze",
//                                    runCheck});
//
// The CLI compiles in unity batches, so file-scope names must differ between files: name the
// registrar and helpers after the file (regCmdCheck), as every cmd_*.cpp does.
// Exit codes: 0 success, 1 a negative answer (e.g. "does not solve all"), 2 bad input or usage.

#include <QCommandLineOption>
#include <QString>
#include <QStringList>
#include <functional>
#include <vector>

class QCommandLineParser;
class QJsonObject;
class QJsonDocument;
namespace mazelab {
class WorkspaceFileError;
}

namespace mazelab::cli {

enum ExitCode { Ok = 0, Negative = 1, BadInput = 2 };

struct CliCommand {
    QString name;
    QString summary;
    std::function<int(const QStringList& args)> run;
};

std::vector<CliCommand>& commands();

struct CliRegistrar {
    explicit CliRegistrar(CliCommand command) { commands().push_back(std::move(command)); }
};

// Helpers shared by subcommands.
// Parses `args` with `parser` (adding --help); on error or --help prints and returns the exit
// code to use, otherwise -1.
int parseOrExit(QCommandLineParser& parser, const QStringList& args, const QString& description);
// A file a command meant to write could not be (a save during a search that goes on, after
// its "cannot write" message): the command's exit 0 becomes 2. Main thread only.
void noteOutputFailure();
bool outputFailed();
// Every file a command writes goes through here: atomically and checked (writeFileAtomically,
// ui/savefile.h: a full disk leaves the old file, not an empty one). On failure prints
// "<who>: Cannot write PATH: <reason>", calls noteOutputFailure() and returns false.
bool writeOutput(const QString& path, const QByteArray& bytes, const QString& who);
// Prints to stdout / stderr (UTF-8, newline added).
// `--name` with `help` (both UTF-8, so a dash or a σ in the help prints as itself), taking a
// value named `value` when given.
QCommandLineOption cliOption(const char* name, const char* help, const char* value = nullptr);
void out(const QString& text);
void err(const QString& text);
void printJson(const QJsonObject& object);
// A count with its noun in English, singular for 1: counted(1, "maze", "mazes") == "1 maze".
// (The CLI speaks English; counts that can be 1 go through this, not "%1 mazes".)
inline QString counted(qint64 n, const char* singular, const char* plural)
{
    return QString::number(n) + QLatin1Char(' ') + QString::fromUtf8(n == 1 ? singular : plural);
}

} // namespace mazelab::cli

#include "core/control.h"
#include "core/mazeformat.h"
#include <optional>

namespace mazelab::cli {
// A move sequence given as the moves ("drddruurrdd", case-insensitive; spaces and commas
// ignored) or as the name of a file holding them (lines starting with ';' are comments; a
// UTF-8 byte order mark and CRLF line ends are fine). On error prints "<who>: FILE:LINE:COL:
// 'x' is not a move …" (for moves given inline, the character's position) and returns nullopt.
std::optional<std::vector<Move>> readMoves(const QString& text, const QString& who);
// Reads a .maze file, or the mazes of a .mazelab project (by extension, as the GUI decides);
// on error prints "FILE:LINE:COL: message" (a project: the line and column or the JSON path)
// to stderr and returns nullopt.
// A path given on the command line is opened by its original bytes (see nativePath()).
std::optional<MazeFile> loadMazeFile(const QString& path);
// A project's read error as loadMazeFile prints it: "FILE:LINE:COL: reason" where the fault
// has a line, else the error's message (which names the file and the JSON path).
QString projectErrorText(const QString& path, const WorkspaceFileError& error);
// File names need not be UTF-8 (Linux names are bytes); decoded into a QString, the invalid
// bytes become U+FFFD and the file cannot be found again. main() remembers the raw argv;
// nativePath() gives the original bytes of a path that came from it (whole, or after '=' in
// "--option=PATH"), else the path in the local 8-bit encoding.
void rememberRawArguments(int argc, char** argv);
std::string nativePath(const QString& path);
// Sizes given as positional arguments: "N M", "N" (square) or "NxM". False on anything else;
// the ranges are the caller's to check.
bool parseSize(const QStringList& positional, int& rows, int& cols);
// "NxM" alone (also "NXM", "N×M"): false on anything else; the ranges are the caller's.
bool parseNxM(const QString& text, int& rows, int& cols);
// A positive number of seconds (at most 1e7) becomes the Control's time limit; false (nothing
// set) when malformed: the caller prints its message.
bool parseTimeLimit(const QString& seconds, Control& control);
// --memory-limit MB: a number of megabytes from 1 to 1e7 into `bytes`; false (nothing set) when
// malformed, out of range or not finite ("nan" parses as a number but converts to no size).
bool parseMemoryLimitMb(const QString& megabytes, std::size_t& bytes);
// --memory-limit for the searches whose default is defaultSearchMemoryCap() (sigma, sigma
// check, seq shorten): the option's value when given, else that cap. False (after printing
// "<who>: --memory-limit must be a number of MB >= 1") when malformed.
bool applySearchMemoryLimit(const QCommandLineParser& parser, const QCommandLineOption& option,
                            Control& control, const QString& who);
} // namespace mazelab::cli
