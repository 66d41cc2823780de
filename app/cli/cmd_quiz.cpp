// mazelab-cli quiz [--project FILE] [--seed S] [--count N] [--level easy|medium|hard]
// [--kinds K,…] [--answers] [--json] [--pdf FILE]: a printable worksheet of quiz questions
// (core/quiz/quiz.h), the same ones the GUI's Quiz tab asks for the same seed and level;
// --project starts from the quiz a project keeps (ui/learn/quizsettings.h), the other options
// override it; --answers appends the answer key.
#include "app/cli/command.h"

#include "core/quiz/quiz.h"
#include "ui/learn/quizsettings.h"
#include "ui/learn/quizworksheet.h"
#include "ui/workspacefile.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>

#include <stdexcept>

namespace mazelab::cli {
namespace {

QJsonValue quizAnswerJson(const quiz::Question& q)
{
    switch (quiz::answerType(q.kind)) {
    case quiz::AnswerType::Number: return q.number;
    case quiz::AnswerType::Cell: return QJsonArray{q.cell.row, q.cell.col};
    case quiz::AnswerType::YesNo: return q.yes;
    case quiz::AnswerType::Choice:
        return q.kind == quiz::Kind::Generator
                   ? QJsonValue(QString::fromStdString(q.choices[std::size_t(q.choice)]))
                   : QJsonValue(q.choice == 0 ? QStringLiteral("A") : QStringLiteral("B"));
    }
    return {};
}

int runQuiz(const QStringList& args)
{
    QCommandLineParser parser;
    const QCommandLineOption seed = cliOption("seed", "Quiz number (default 1): the same number and level give the same questions, in the GUI too.", "S");
    const QCommandLineOption count = cliOption("count", "Questions (1–100, default 10).", "N");
    const QCommandLineOption level = cliOption("level", "easy, medium (default) or hard.", "L");
    const QCommandLineOption kinds = cliOption("kinds", "Comma-separated kinds (default all): shortest-path, nearer-cell, token-after, sequence-solves, perfect, generator, mouse-next.", "K");
    const QCommandLineOption answers = cliOption("answers", "Append the answer key.");
    const QCommandLineOption json = cliOption("json", "Print JSON (questions with their answers).");
    const QCommandLineOption pdf = cliOption("pdf", "Also write the worksheet as a PDF (mazes drawn, answer key on the last page), as the Quiz tab's Worksheet… does.", "FILE");
    const QCommandLineOption project = cliOption("project", "Start from the quiz a .mazelab project keeps (the Quiz tab's New quiz, saved); the options above override it.", "FILE");
    parser.addOptions({project, seed, count, level, kinds, answers, json, pdf});
    if (int rc = parseOrExit(parser, args,
                             QStringLiteral("Print a worksheet of maze questions (the Quiz tab's): "
                                            "shortest paths, the token's moves (Nusser), perfect "
                                            "mazes and generators (Petercă), the mouse's next step "
                                            "(Merckens)."));
        rc >= 0)
        return rc;
    if (!parser.positionalArguments().isEmpty()) {
        err(QStringLiteral("mazelab-cli quiz: takes no FILE"));
        return BadInput;
    }
    quiz::QuizOptions options;
    if (parser.isSet(project)) {
        const QString path = parser.value(project);
        QJsonObject settings;
        try {
            settings = readWorkspaceFile(path).views.value(kQuizViewKey).toObject();
        } catch (const WorkspaceFileError& e) {
            err(QStringLiteral("mazelab-cli quiz: %1").arg(projectErrorText(path, e)));
            return BadInput;
        }
        if (settings.isEmpty()) {
            err(QStringLiteral("mazelab-cli quiz: %1 keeps no quiz (the Quiz tab stores one with New quiz; save the project after it)").arg(path));
            return BadInput;
        }
        QStringList unread;
        options = quizSettingsFromJson(settings, options, &unread);
        if (!unread.isEmpty()) { // a worksheet must be the quiz the project means
            err(QStringLiteral("mazelab-cli quiz: %1: views.quiz: %2 not read as written").arg(path, unread.join(QStringLiteral(", "))));
            return BadInput;
        }
    }
    bool ok = true;
    if (parser.isSet(seed))
        options.seed = parser.value(seed).toULongLong(&ok);
    if (!ok) {
        err(QStringLiteral("mazelab-cli quiz: --seed wants a number ≥ 0, not \"%1\"").arg(parser.value(seed)));
        return BadInput;
    }
    if (parser.isSet(count))
        options.count = parser.value(count).toInt(&ok);
    if (!ok || options.count < 1 || options.count > quiz::kMaxQuestions) {
        err(QStringLiteral("mazelab-cli quiz: --count wants 1 to %1, not \"%2\"")
                .arg(quiz::kMaxQuestions)
                .arg(parser.value(count)));
        return BadInput;
    }
    if (parser.isSet(level) && !quiz::parseLevel(parser.value(level).toStdString(), options.level)) {
        err(QStringLiteral("mazelab-cli quiz: --level wants easy, medium or hard, not \"%1\"").arg(parser.value(level)));
        return BadInput;
    }
    if (parser.isSet(kinds))
        options.kinds.clear(); // instead of the project's
    if (parser.isSet(kinds))
        for (const QString& name : parser.value(kinds).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            quiz::Kind kind{};
            if (!quiz::parseKind(name.trimmed().toStdString(), kind)) {
                err(QStringLiteral("mazelab-cli quiz: unknown kind \"%1\" (shortest-path, nearer-cell, token-after, sequence-solves, perfect, generator, mouse-next)").arg(name));
                return BadInput;
            }
            options.kinds.push_back(kind);
        }
    const std::vector<quiz::Question> questions = quiz::makeQuiz(options);
    if (parser.isSet(pdf)) {
        QString why;
        if (!writeQuizWorksheet(parser.value(pdf), questions, options.seed, options.level, &why)) {
            err(QStringLiteral("mazelab-cli quiz: cannot write %1: %2").arg(parser.value(pdf), why));
            return BadInput;
        }
    }
    const QString levelText = QString::fromStdString(quiz::levelName(options.level));

    if (parser.isSet(json)) {
        QJsonArray list;
        for (const quiz::Question& q : questions) {
            QJsonObject o;
            o[QStringLiteral("kind")] = QString::fromStdString(quiz::kindName(q.kind));
            o[QStringLiteral("question")] = QString::fromStdString(quiz::promptText(q));
            o[QStringLiteral("board")] = QString::fromStdString(quiz::boardText(q));
            o[QStringLiteral("answer")] = quizAnswerJson(q);
            o[QStringLiteral("answer_text")] = QString::fromStdString(quiz::answerText(q));
            list.append(o);
        }
        QJsonObject o;
        o[QStringLiteral("seed")] = QString::number(options.seed);
        o[QStringLiteral("level")] = levelText;
        o[QStringLiteral("questions")] = list;
        printJson(o);
        return Ok;
    }
    out(QStringLiteral("MazeLab quiz %1 (%2), %3").arg(options.seed).arg(levelText)
            .arg(counted(qint64(questions.size()), "question", "questions")));
    out(QStringLiteral("Rows and columns count from 0 at the top left; # is a wall."));
    for (std::size_t i = 0; i < questions.size(); ++i) {
        out(QString());
        out(QStringLiteral("%1. %2").arg(i + 1).arg(QString::fromStdString(quiz::promptText(questions[i]))));
        out(QString::fromStdString(quiz::boardText(questions[i])).chopped(1));
    }
    if (parser.isSet(answers)) {
        out(QString());
        out(QStringLiteral("Answers"));
        for (std::size_t i = 0; i < questions.size(); ++i)
            out(QStringLiteral("%1. %2").arg(i + 1).arg(QString::fromStdString(quiz::answerText(questions[i]))));
    }
    return Ok;
}

CliRegistrar regCmdQuiz({QStringLiteral("quiz"),
                         QStringLiteral("Print a worksheet of maze questions (with --answers, the key)"),
                         runQuiz});

} // namespace
} // namespace mazelab::cli
