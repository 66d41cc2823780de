#include "ui/project.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>
#include <cmath>

namespace mazelab {

// Translation context for the messages of this file.
class ProjectText {
    Q_DECLARE_TR_FUNCTIONS(mazelab::Project)
};

ProjectError::ProjectError(const QString& message, int line, int column)
    : std::runtime_error(message.toStdString()), m_message(message), m_line(line), m_column(column)
{
}

void lineColumnAt(const QByteArray& text, qsizetype offset, int& line, int& column)
{
    line = 1;
    column = 1;
    offset = std::clamp<qsizetype>(offset, 0, text.size());
    for (qsizetype i = 0; i < offset; ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == '\n') {
            ++line;
            column = 1;
        } else if ((c & 0xC0) != 0x80) { // count characters, not UTF-8 continuation bytes
            ++column;
        }
    }
}

namespace {


// Reads typed fields of one JSON object, naming the JSON path in every error.
class Reader {
public:
    Reader(const QJsonObject& object, QString path) : m_object(object), m_path(std::move(path)) {}

    QString field(const QString& key) const
    {
        return m_path.isEmpty() ? key : m_path + QLatin1Char('.') + key;
    }
    [[noreturn]] void fail(const QString& key, const QString& what) const
    {
        throw ProjectError(QStringLiteral("%1: %2").arg(field(key), what));
    }
    QJsonValue require(const QString& key) const
    {
        const auto it = m_object.find(key);
        if (it == m_object.end())
            fail(key, ProjectText::tr("missing"));
        return *it;
    }
    QString string(const QString& key) const
    {
        const QJsonValue v = require(key);
        if (!v.isString())
            fail(key, ProjectText::tr("expected a string"));
        return v.toString();
    }
    int integer(const QString& key, int lo, int hi) const
    {
        return toInt(require(key), field(key), lo, hi);
    }
    QJsonArray array(const QString& key) const
    {
        const QJsonValue v = require(key);
        if (!v.isArray())
            fail(key, ProjectText::tr("expected an array"));
        return v.toArray();
    }
    static int toInt(const QJsonValue& v, const QString& path, int lo, int hi)
    {
        // Range first, then the conversion: qint64(1e110) is undefined (found by fuzz_project).
        const double d = v.toDouble(0.5);
        if (!v.isDouble() || !std::isfinite(d) || d != std::trunc(d))
            throw ProjectError(QStringLiteral("%1: %2").arg(path, ProjectText::tr("expected a whole number")));
        if (d < lo || d > hi)
            throw ProjectError(QStringLiteral("%1: %2").arg(
                path, ProjectText::tr("%1 is out of range (%2 to %3)")
                          .arg(QString::number(d, 'g', 17)).arg(lo).arg(hi)));
        return int(d);
    }

private:
    QJsonObject m_object;
    QString m_path;
};

QJsonObject objectAt(const QJsonValue& v, const QString& path)
{
    if (!v.isObject())
        throw ProjectError(QStringLiteral("%1: %2").arg(path, ProjectText::tr("expected an object")));
    return v.toObject();
}

Cell readCell(const Reader& r, const QString& key, const Maze& maze)
{
    const QJsonArray a = r.array(key);
    const QString path = r.field(key);
    if (a.size() != 2)
        r.fail(key, ProjectText::tr("expected [row, column]"));
    const Cell c{Reader::toInt(a[0], path + QStringLiteral("[0]"), 0, maze.rows() - 1),
                 Reader::toInt(a[1], path + QStringLiteral("[1]"), 0, maze.cols() - 1)};
    return c;
}

NamedMaze readMaze(const QJsonObject& o, const QString& path, int maxSide)
{
    const Reader r(o, path);
    NamedMaze named;
    named.name = r.string(QStringLiteral("name"));
    const int rows = r.integer(QStringLiteral("rows"), 1, maxSide);
    const int cols = r.integer(QStringLiteral("cols"), 1, maxSide);
    named.maze = Maze(rows, cols);
    const QJsonArray cells = r.array(QStringLiteral("cells"));
    if (cells.size() != rows)
        r.fail(QStringLiteral("cells"),
               ProjectText::tr("expected %n rows, found %2", nullptr, rows).arg(cells.size()));
    for (int row = 0; row < rows; ++row) {
        const QString rowPath = QStringLiteral("%1[%2]").arg(r.field(QStringLiteral("cells"))).arg(row);
        if (!cells[row].isString())
            throw ProjectError(QStringLiteral("%1: %2").arg(rowPath, ProjectText::tr("expected a string")));
        const QString text = cells[row].toString();
        if (text.size() != cols)
            throw ProjectError(QStringLiteral("%1: %2").arg(
                rowPath, ProjectText::tr("ragged row: %n cells, expected %2", nullptr,
                                         int(text.size()))
                             .arg(cols)));
        for (int col = 0; col < cols; ++col) {
            const QChar ch = text[col];
            if (ch == QLatin1Char('#'))
                named.maze.setBlocked({row, col}, true);
            else if (ch != QLatin1Char('.'))
                throw ProjectError(QStringLiteral("%1: %2").arg(
                    rowPath, ProjectText::tr("unknown character '%1' at column %2 (expected '.' or '#')")
                                 .arg(ch).arg(col + 1)));
        }
    }
    named.maze.setStart(readCell(r, QStringLiteral("start"), named.maze));
    named.maze.setGoal(readCell(r, QStringLiteral("goal"), named.maze));
    // Weave crossings (optional, [row, column, "v" | "h"] each): entries that are malformed or
    // no longer a free cell with four free neighbours are dropped, as an edit would drop them.
    std::vector<Crossing> crossings;
    for (const QJsonValue& v : o.value(QStringLiteral("crossings")).toArray()) {
        const QJsonArray a = v.toArray();
        if (a.size() != 3)
            continue;
        const Crossing x{{a[0].toInt(-1), a[1].toInt(-1)}, a[2].toString() == QLatin1String("v")};
        if (named.maze.isValidCrossing(x))
            crossings.push_back(x);
    }
    named.maze.setCrossings(std::move(crossings));
    return named;
}

} // namespace

Workspace parseProject(const QByteArray& json, int maxSide)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError) {
        int line = 0, column = 0;
        lineColumnAt(json, error.offset, line, column);
        throw ProjectError(
            QStringLiteral("%1:%2: %3").arg(line).arg(column).arg(error.errorString()), line, column);
    }
    if (!doc.isObject())
        throw ProjectError(ProjectText::tr("the project is not a JSON object"));
    const QJsonObject root = doc.object();
    const Reader r(root, QString());
    if (r.string(QStringLiteral("format")) != QLatin1String("mazelab-project"))
        r.fail(QStringLiteral("format"), ProjectText::tr("expected \"mazelab-project\""));
    const int version = r.integer(QStringLiteral("version"), 0, 1 << 30);
    if (version != kProjectVersion)
        r.fail(QStringLiteral("version"),
               ProjectText::tr("unsupported version %1 (this MazeLab reads version %2)").arg(version).arg(kProjectVersion));

    Workspace ws;
    const QJsonArray mazes = r.array(QStringLiteral("mazes"));
    if (mazes.isEmpty())
        r.fail(QStringLiteral("mazes"), ProjectText::tr("a project needs at least one maze"));
    for (qsizetype i = 0; i < mazes.size(); ++i) {
        const QString path = QStringLiteral("mazes[%1]").arg(i);
        ws.mazes.push_back(readMaze(objectAt(mazes[i], path), path, maxSide));
    }
    ws.current = root.contains(QStringLiteral("current"))
        ? r.integer(QStringLiteral("current"), 0, int(ws.mazes.size()) - 1) : 0;
    if (root.contains(QStringLiteral("sequences"))) {
        const QJsonArray seqs = r.array(QStringLiteral("sequences"));
        for (qsizetype i = 0; i < seqs.size(); ++i) {
            const QString path = QStringLiteral("sequences[%1]").arg(i);
            const Reader s(objectAt(seqs[i], path), path);
            MoveSequence seq{s.string(QStringLiteral("name")), s.string(QStringLiteral("moves"))};
            if (!parseMoves(seq.moves.toStdString()))
                s.fail(QStringLiteral("moves"), ProjectText::tr("only the moves u, d, l, r are allowed"));
            ws.sequences.push_back(seq);
        }
    }
    if (root.contains(QStringLiteral("views")))
        ws.views = objectAt(root.value(QStringLiteral("views")), QStringLiteral("views"));
    return ws;
}

QByteArray projectToJson(const Workspace& ws)
{
    QJsonArray mazes;
    for (const NamedMaze& m : ws.mazes) {
        QJsonArray cells;
        for (int r = 0; r < m.maze.rows(); ++r) {
            QString row(m.maze.cols(), QLatin1Char('.'));
            for (int c = 0; c < m.maze.cols(); ++c)
                if (m.maze.isBlocked({r, c}))
                    row[c] = QLatin1Char('#');
            cells.append(row);
        }
        QJsonObject maze{
            {QStringLiteral("name"), m.name},
            {QStringLiteral("rows"), m.maze.rows()},
            {QStringLiteral("cols"), m.maze.cols()},
            {QStringLiteral("cells"), cells},
            {QStringLiteral("start"), QJsonArray{m.maze.start().row, m.maze.start().col}},
            {QStringLiteral("goal"), QJsonArray{m.maze.goal().row, m.maze.goal().col}},
        };
        QJsonArray crossings; // weave mazes only; older readers ignore the key
        for (const Crossing& x : m.maze.crossings())
            if (m.maze.isValidCrossing(x))
                crossings.append(QJsonArray{x.cell.row, x.cell.col,
                                            x.verticalOnTop ? QStringLiteral("v")
                                                            : QStringLiteral("h")});
        if (!crossings.isEmpty())
            maze.insert(QStringLiteral("crossings"), crossings);
        mazes.append(maze);
    }
    QJsonArray seqs;
    for (const MoveSequence& s : ws.sequences)
        seqs.append(QJsonObject{{QStringLiteral("name"), s.name}, {QStringLiteral("moves"), s.moves}});
    const QJsonObject root{
        {QStringLiteral("format"), QStringLiteral("mazelab-project")},
        {QStringLiteral("version"), kProjectVersion},
        {QStringLiteral("current"), ws.current},
        {QStringLiteral("mazes"), mazes},
        {QStringLiteral("sequences"), seqs},
        {QStringLiteral("views"), ws.views},
    };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace mazelab
