#pragma once
// LessonPanel: the "Lessons" dock (Help ▸ Lessons, F1). A lesson is chosen from a list and
// read step by step (Back / Next); "Show me" switches to the step's mode and, where the step
// says so, starts that mode's player. The panel only navigates: it never changes the document.

#include "ui/learn/lessons.h"

#include <QDockWidget>

class QComboBox;
class QLabel;
class QPushButton;

namespace mazelab {

class MainWindow;

class LessonPanel : public QDockWidget {
    Q_OBJECT
public:
    explicit LessonPanel(MainWindow* window);

    int lessonIndex() const { return m_lesson; }
    int stepIndex() const { return m_step; }
    int lessonCount() const { return int(m_lessons.size()); }
    int stepCount() const { return int(m_lessons[std::size_t(m_lesson)].steps.size()); }
    const LessonStep& step() const { return m_lessons[std::size_t(m_lesson)].steps[std::size_t(m_step)]; }
    void setLesson(int index);
    void setStep(int index);
    // "Show me": the step's mode, and its player started where the step says so (at once, or
    // as soon as the mode's trace, made in the background, arrives); on a Quiz step, a quiz on
    // the lesson's topics (QuizTexts::lessonFor), which leaves the document as it was.
    void showMe();

    // Presentation mode keeps an open panel (kPresentationKeeps) and shows its texts 1.4 times
    // as large, for the back of the room; false: the application's size again.
    void setLarge(bool large);

    QComboBox* lessonBox() const { return m_choose; }
    QLabel* textLabel() const { return m_text; }
    QPushButton* backButton() const { return m_back; }
    QPushButton* nextButton() const { return m_next; }
    QPushButton* showMeButton() const { return m_showMe; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void updateStep();

    MainWindow* m_window;
    std::vector<Lesson> m_lessons;
    int m_lesson = 0;
    int m_step = 0;
    QComboBox* m_choose;
    QLabel* m_stepLabel;
    QLabel* m_text;
    QPushButton* m_back;
    QPushButton* m_showMe;
    QPushButton* m_next;
    QMetaObject::Connection m_pendingPlay; // showMe(): play once the mode's trace arrives
};

} // namespace mazelab
