// mazelab-cli animate token FILE [--start R,C] …: the sliding token's solution (Walter 2019)
// on the first board of FILE, as the Token mode shows it (TokenFrames over the path's trace).
#include "app/cli/animate.h"
#include "app/cli/command.h"
#include "core/token/tokentrace.h"
#include "ui/token/tokenframes.h"

namespace mazelab::cli {
namespace {

std::unique_ptr<FramePainter> buildToken(const QCommandLineParser& p, QString& error)
{
    const QStringList pos = p.positionalArguments();
    if (pos.size() != 1) {
        error = QStringLiteral("mazelab-cli animate token: expected one FILE");
        return nullptr;
    }
    const auto file = loadMazeFile(pos.first());
    if (!file) {
        error = QStringLiteral("mazelab-cli animate token: cannot read %1").arg(pos.first());
        return nullptr;
    }
    const Maze& board = file->mazes.front();
    token::SolveOptions options;
    if (p.isSet(QStringLiteral("start"))) {
        const QStringList rc = p.value(QStringLiteral("start")).split(QLatin1Char(','));
        bool okR = false, okC = false;
        const Cell c{rc.value(0).toInt(&okR), rc.value(1).toInt(&okC)};
        if (rc.size() != 2 || !okR || !okC || !board.isFree(c)) {
            error = QStringLiteral("mazelab-cli animate token: --start expects R,C of a free "
                                   "cell (from 0)");
            return nullptr;
        }
        options.start = c;
    }
    Control control;
    control.setTimeLimit(std::chrono::seconds(60));
    const token::SolveResult r = token::solve(board, options, control);
    if (r.solutions.empty()) {
        error = r.verdict == token::Verdict::GaveUp
                    ? QStringLiteral("mazelab-cli animate token: no solution found within 60 s")
                    : QStringLiteral("mazelab-cli animate token: the board has no solution");
        return nullptr;
    }
    return std::make_unique<TokenFrames>(board,
                                         token::recordTokenTrace(board, r.solutions.front()));
}

AnimateRegistrar regAnimateToken({QStringLiteral("token"), QStringLiteral("FILE [--start R,C]"),
                      QStringLiteral("a solution of the sliding-token puzzle on the first board "
                                     "of FILE"),
                      [](QCommandLineParser& p) {
                          p.addPositionalArgument(QStringLiteral("FILE"),
                                                  QStringLiteral("A .maze file."));
                          p.addOption({QStringLiteral("start"),
                                       QStringLiteral("Start cell R,C (default: any)."),
                                       QStringLiteral("R,C")});
                      },
                      buildToken});

} // namespace
} // namespace mazelab::cli
