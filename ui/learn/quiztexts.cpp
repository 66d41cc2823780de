#include "ui/learn/quiztexts.h"

#include "ui/celltext.h"

namespace mazelab {

namespace {

QString movesHtml(const std::vector<Move>& moves)
{
    return QStringLiteral("<tt><b>%1</b></tt>").arg(QString::fromStdString(movesToString(moves)));
}

} // namespace

QString QuizTexts::prompt(const quiz::Question& q)
{
    switch (q.kind) {
    case quiz::Kind::ShortestPath:
        return tr("How many moves does the shortest path from S to G take?");
    case quiz::Kind::NearerCell:
        return tr("Which cell is nearer to S along the passages: A or B?");
    case quiz::Kind::TokenAfter:
        return tr("The token starts on S and makes the moves %1 (u up, d down, l left, r right). "
                  "A move into a wall or off the board does nothing. On which cell does it "
                  "stop?")
            .arg(movesHtml(q.moves));
    case quiz::Kind::SequenceSolves:
        return tr("Does the sequence %1 bring the token from S to G? A move into a wall or off "
                  "the board does nothing; on G the token stays.")
            .arg(movesHtml(q.moves));
    case quiz::Kind::Perfect:
        return tr("Is this maze perfect, with exactly one path between any two cells?");
    case quiz::Kind::Generator:
        return tr("Which algorithm generated this maze?");
    case quiz::Kind::MouseNext:
        return tr("Squeaky the mouse always moves to the free neighbour it has visited least; "
                  "ties go down, right, left, up, in that order. The numbers are its visits so "
                  "far. Where does it go next?");
    }
    return {};
}

QString QuizTexts::explanation(const quiz::Question& q, bool right)
{
    const QString verdict = right ? tr("<b style=\"color:#2e7d32\">Right!</b>")
                                  : tr("<b style=\"color:#c62828\">Not quite.</b>");
    return verdict + QLatin1Char(' ') + why(q);
}

QString QuizTexts::why(const quiz::Question& q)
{
    QString why;
    switch (q.kind) {
    case quiz::Kind::ShortestPath:
        why = tr("The shortest path takes %n moves; it is drawn on the maze.", nullptr, q.number);
        break;
    case quiz::Kind::NearerCell:
        why = tr("A is %1 moves away and B %2; the two paths are drawn. The straight-line "
                 "distance can mislead: walls make detours.")
                  .arg(q.distanceA)
                  .arg(q.distanceB);
        break;
    case quiz::Kind::TokenAfter:
        why = tr("The token stops on %1; its walk is drawn.").arg(cellText(q.cell));
        break;
    case quiz::Kind::SequenceSolves:
        why = q.yes ? tr("Yes: the token reaches G; its walk is drawn.")
                    : tr("No: the token stops on %1; its walk is drawn.")
                          .arg(cellText(q.path.back()));
        break;
    case quiz::Kind::Perfect:
        why = q.yes ? tr("Yes: the maze has no loop and every cell can be reached.")
                    : tr("No: the drawn loop gives two paths between its cells.");
        break;
    case quiz::Kind::Generator: {
        const std::string& name = q.choices[std::size_t(q.choice)];
        why = tr("It is %1. %2").arg(generatorName(name), generatorTexture(name));
        break;
    }
    case quiz::Kind::MouseNext:
        why = tr("The mouse goes to %1: among its free neighbours that one has the fewest "
                 "visits (ties: down, right, left, up).")
                  .arg(cellText(q.cell));
        break;
    }
    return why;
}

QString QuizTexts::choiceLabel(const quiz::Question& q, int index)
{
    if (q.kind == quiz::Kind::Generator)
        return generatorName(q.choices[std::size_t(index)]);
    return index == 0 ? QStringLiteral("A") : QStringLiteral("B");
}

QString QuizTexts::kindTitle(quiz::Kind kind)
{
    switch (kind) {
    case quiz::Kind::ShortestPath: return tr("Shortest path");
    case quiz::Kind::NearerCell: return tr("Nearer along the passages");
    case quiz::Kind::TokenAfter: return tr("Where the token stops");
    case quiz::Kind::SequenceSolves: return tr("Does the sequence solve it?");
    case quiz::Kind::Perfect: return tr("Perfect or not?");
    case quiz::Kind::Generator: return tr("Which generator?");
    case quiz::Kind::MouseNext: return tr("The mouse's next step");
    }
    return {};
}

int QuizTexts::lessonFor(quiz::Kind kind)
{
    switch (kind) {
    case quiz::Kind::ShortestPath:
    case quiz::Kind::NearerCell: return 0;
    case quiz::Kind::Perfect:
    case quiz::Kind::Generator: return 1;
    case quiz::Kind::TokenAfter:
    case quiz::Kind::SequenceSolves: return 2;
    case quiz::Kind::MouseNext: return 3;
    }
    return 0;
}

QString QuizTexts::results(const std::vector<quiz::Question>& questions,
                           const std::vector<bool>& right, const QStringList& lessonTitles)
{
    QString rows;
    for (quiz::Kind kind : quiz::allKinds()) {
        int asked = 0, correct = 0;
        for (std::size_t i = 0; i < questions.size() && i < right.size(); ++i)
            if (questions[i].kind == kind) {
                ++asked;
                correct += right[i];
            }
        if (asked == 0)
            continue;
        const int lesson = lessonFor(kind);
        const QString review =
            correct < asked && lesson < lessonTitles.size()
                ? QStringLiteral("<a href=\"lesson:%1\">%2</a>")
                      .arg(lesson)
                      .arg(tr("Review: %1").arg(lessonTitles[lesson].toHtmlEscaped()))
                : QStringLiteral("\u2713");
        rows += QStringLiteral("<tr><td>%1</td><td align=\"right\">&nbsp;%2&nbsp;</td><td>%3</td></tr>")
                    .arg(kindTitle(kind).toHtmlEscaped(),
                         tr("%1 of %2").arg(correct).arg(asked), review);
    }
    return QStringLiteral("<p><b>%1</b></p><table>%2</table>").arg(tr("By topic"), rows);
}

QString QuizTexts::levelTitle(quiz::Level level)
{
    switch (level) {
    case quiz::Level::Easy: return tr("Easy");
    case quiz::Level::Medium: return tr("Medium");
    case quiz::Level::Hard: return tr("Hard");
    }
    return {};
}

QString QuizTexts::generatorName(const std::string& name)
{
    if (name == "binary-tree")
        return tr("Binary tree");
    if (name == "sidewinder")
        return tr("Sidewinder");
    if (name == "backtracker")
        return tr("Recursive backtracker");
    if (name == "prim")
        return tr("Prim's algorithm");
    if (name == "division")
        return tr("Recursive division");
    if (name == "spiral")
        return tr("Spiral");
    return QString::fromStdString(name);
}

QString QuizTexts::generatorTexture(const std::string& name)
{
    if (name == "binary-tree")
        return tr("Every cell opens toward one corner, so two outer sides are long straight "
                  "corridors and the passages run diagonally.");
    if (name == "sidewinder")
        return tr("Rows are runs closed by one passage up, so the top row is one long "
                  "corridor.");
    if (name == "backtracker")
        return tr("The depth-first walk makes long winding corridors with few, long dead "
                  "ends.");
    if (name == "prim")
        return tr("Growing from many frontier cells at once makes many short dead ends.");
    if (name == "division")
        return tr("Walls split the field again and again, so long straight walls cross the "
                  "maze, each with one gap.");
    if (name == "spiral")
        return tr("Straight runs turning clockwise make square spirals.");
    return {};
}

} // namespace mazelab
