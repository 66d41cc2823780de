#pragma once
// A quiz's settings as JSON: the Quiz tab keeps the quiz it shows in the project's view settings
// under "quiz" (quizpage.h), and `mazelab-cli quiz --project FILE` reads them back, so a
// worksheet printed from a script is the quiz the teacher saved. Qt Core only (render library).
//
//   "quiz": { "number": 42, "level": "medium", "questions": 10, "topics": ["perfect", …] }
//
// level and topics by the CLI's names (quiz::levelName, quiz::kindName).

#include "core/quiz/quiz.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace mazelab {

inline constexpr int kMaxQuizNumber = 999999; // the Quiz tab's number box goes this far
inline const QString kQuizViewKey = QStringLiteral("quiz"); // the key in a project's "views"

QJsonObject quizSettingsToJson(const quiz::QuizOptions& options);
// What `settings` holds, each field read alone: a missing or unreadable one keeps its value in
// `fallback` (a number out of range is clamped; unknown topics are skipped, none left = all).
// `unread` (if given) receives the names of the fields present but not used as written.
quiz::QuizOptions quizSettingsFromJson(const QJsonObject& settings,
                                       const quiz::QuizOptions& fallback,
                                       QStringList* unread = nullptr);

} // namespace mazelab
