// mazelab-cli check FILE [--json]
#include "app/cli/command.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>

namespace mazelab::cli {
namespace {

int runCheck(const QStringList& args)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 QStringLiteral("A .maze file (one maze or a set)."));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print JSON."));
    parser.addOption(json);
    if (int rc = parseOrExit(
            parser, args,
            QStringLiteral("Parse a maze or maze-set file and report, for each maze, its size, "
                           "free cells and whether start and goal are connected."));
        rc >= 0)
        return rc;
    const QStringList pos = parser.positionalArguments();
    if (pos.size() != 1) {
        err(QStringLiteral("mazelab-cli check: expected exactly one FILE"));
        return BadInput;
    }
    const auto file = loadMazeFile(pos.first());
    if (!file)
        return BadInput;

    QJsonArray mazes;
    for (std::size_t i = 0; i < file->mazes.size(); ++i) {
        const Maze& m = file->mazes[i];
        const bool solvable = m.isSolvable();
        if (parser.isSet(json)) {
            QJsonObject o;
            o[QStringLiteral("index")] = int(i);
            o[QStringLiteral("name")] = QString::fromStdString(file->names[i]);
            o[QStringLiteral("rows")] = m.rows();
            o[QStringLiteral("cols")] = m.cols();
            o[QStringLiteral("free")] = qint64(m.freeCount());
            o[QStringLiteral("start")] = QJsonArray{m.start().row, m.start().col};
            o[QStringLiteral("goal")] = QJsonArray{m.goal().row, m.goal().col};
            o[QStringLiteral("solvable")] = solvable;
            o[QStringLiteral("shortest_path")] = solvable ? m.shortestPathLength() : -1;
            mazes.append(o);
        } else {
            const QString name = file->names[i].empty()
                ? QString()
                : QStringLiteral(" \"%1\"").arg(QString::fromStdString(file->names[i]));
            out(QStringLiteral("maze %1%2: %3x%4, %5 free cells, start (%6,%7), goal (%8,%9), %10")
                    .arg(i)
                    .arg(name)
                    .arg(m.rows())
                    .arg(m.cols())
                    .arg(m.freeCount())
                    .arg(m.start().row)
                    .arg(m.start().col)
                    .arg(m.goal().row)
                    .arg(m.goal().col)
                    .arg(solvable ? QStringLiteral("solvable (shortest path %1)")
                                        .arg(m.shortestPathLength())
                                  : QStringLiteral("not solvable")));
        }
    }
    if (parser.isSet(json)) {
        QJsonObject o;
        o[QStringLiteral("file")] = pos.first();
        o[QStringLiteral("count")] = int(file->mazes.size());
        o[QStringLiteral("mazes")] = mazes;
        printJson(o);
    }
    return Ok;
}

CliRegistrar regCmdCheck({QStringLiteral("check"),
                          QStringLiteral("Parse a maze file and report each maze"),
                          runCheck});

} // namespace
} // namespace mazelab::cli
