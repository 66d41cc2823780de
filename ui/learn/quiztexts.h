#pragma once
// The Quiz tab's and the worksheet's texts in the user's language (context "QuizTexts"): each kind's question, the
// explanation shown after an answer, and the generators' names and textures (core/quiz/quiz.h;
// mazelab-cli prints core's English texts instead).

#include "core/quiz/quiz.h"

#include <QCoreApplication>
#include <QString>

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
};

} // namespace mazelab
