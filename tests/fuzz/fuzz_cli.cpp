// libFuzzer target: the CLI's argument helpers (app/cli/command.h): parseSize on the input split
// into positional arguments (one per line) and parseTimeLimit on the whole input.
// Contract: no crash; parseSize accepts only what it can convert (rows/cols set when true).

#include "app/cli/command.h"
#include "tests/fuzz/fuzztargets.h"

namespace mazelab::cli {
// loadmaze.cpp prints through these (defined in main.cpp, which is not linked here).
void out(const QString&) {}
void err(const QString&) {}
} // namespace mazelab::cli

using namespace mazelab;

void mazelab::fuzz::cliArguments(std::string_view input)
{
    const QString text = QString::fromUtf8(input.data(), qsizetype(input.size()));
    const QStringList args = text.split(QLatin1Char('\n'));
    int rows = -1;
    int cols = -1;
    if (cli::parseSize(args, rows, cols))
        MAZELAB_FUZZ_CHECK(args.size() == 1 || args.size() == 2);
    Control control;
    cli::parseTimeLimit(args.first(), control);
}

MAZELAB_FUZZ_TARGET(mazelab::fuzz::cliArguments)
