#pragma once
// The built-in lessons (the mission's "lessons"): short guided tours through MazeLab's modes,
// each step a paragraph tied to the seed it teaches, the mode it happens in and whether "Show
// me" starts that mode's player. Texts are translated (context "Lessons").

#include <QCoreApplication>
#include <QString>
#include <vector>

namespace mazelab {

struct LessonStep {
    QString text;  // rich text
    QString mode;  // MainWindow::selectMode() name: "editor", "solve", "generate", …
    bool play = false; // "Show me" also starts the mode's player
};

struct Lesson {
    QString title;
    std::vector<LessonStep> steps;
};

class Lessons {
    Q_DECLARE_TR_FUNCTIONS(Lessons)
public:
    // All lessons in the user's language (call again after a language change).
    static std::vector<Lesson> all();
};

} // namespace mazelab
