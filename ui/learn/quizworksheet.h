#pragma once
// The quiz as a printable worksheet (PDF): a title line with the quiz number and level, then
// each question with its maze drawn (row and column numbers beside boards whose answer is a
// cell, the mouse's visit counts, the marks A and B), a place to answer (a line, row and
// column boxes, yes / no or the choices to tick), and the answer key on a page of its own.
// Widget-free (render library): the Quiz tab's "Export worksheet…" and `mazelab-cli quiz
// --pdf` write the same file, in the texts of QuizTexts (the user's language in the GUI,
// English on the command line).

#include "core/quiz/quiz.h"

#include <QString>
#include <vector>

namespace mazelab {

// Writes `questions` (quiz number `seed`, `level`) to the PDF `path`, atomically. False with
// the reason in `error` when the file cannot be written.
bool writeQuizWorksheet(const QString& path, const std::vector<quiz::Question>& questions,
                        std::uint64_t seed, quiz::Level level, QString* error);

} // namespace mazelab
