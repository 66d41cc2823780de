#pragma once
// The Quiz tab's and the worksheet's texts in the user's language (context "QuizTexts"): each kind's question, the
// explanation shown after an answer, and the generators' names and textures (core/quiz/quiz.h;
// mazelab-cli prints core's English texts instead).

#include "core/quiz/quiz.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <vector>

namespace mazelab {

class QuizTexts {
    Q_DECLARE_TR_FUNCTIONS(QuizTexts)
public:
    // The question, rich text (moves in a monospace font).
    static QString prompt(const quiz::Question& q);
    // What the answer is and why, rich text; `right`: whether the user's answer was right.
    static QString explanation(const quiz::Question& q, bool right);
    // The same without the verdict (the worksheet's answer key).
    static QString why(const quiz::Question& q);
    // The label of answer button `index` of a Choice question ("A", "Binary tree", …).
    static QString choiceLabel(const quiz::Question& q, int index);
    // A kind's short title ("Shortest path"), for the topics menu.
    static QString kindTitle(quiz::Kind kind);
    static QString generatorName(const std::string& name);
    // "Easy", "Medium", "Hard".
    static QString levelTitle(quiz::Level level);
    // What gives the generator away, one sentence.
    static QString generatorTexture(const std::string& name);
    // The lesson (index into Lessons::all()) that teaches what a kind asks: shortest paths and
    // nearer cells the first (draw and solve), perfect mazes and generators the second, the
    // token's moves the third (Nusser), the mouse the fourth (Merckens).
    static int lessonFor(quiz::Kind kind);
    // The end of a quiz, rich text: each topic asked with how many of its questions were
    // answered right, and for a topic not all right a link "lesson:N" to review its lesson
    // (`lessonTitles`: Lessons::all()'s titles). `right[i]`: question i answered right.
    static QString results(const std::vector<quiz::Question>& questions,
                           const std::vector<bool>& right, const QStringList& lessonTitles);
};

} // namespace mazelab
