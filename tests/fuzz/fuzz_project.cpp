// libFuzzer target: the `.mazelab` project reader (ui/project.h, QtCore JSON only) and the
// Quiz tab's settings in it (ui/learn/quizsettings.h).
// Contract checked: parseProject returns or throws ProjectError (line/column >= 0); an accepted
// workspace is valid (mazes not empty, current in range) and survives
// parseProject(projectToJson(w)) == w. Its "views"."quiz" entry, whatever it holds, reads as a
// quiz makeQuiz accepts (number and count in range, topics a non-empty sorted set) that writes
// and reads back as itself with nothing unread.

#include "tests/fuzz/fuzztargets.h"
#include "ui/learn/quizsettings.h"
#include "ui/project.h"

#include <algorithm>

using namespace mazelab;

void mazelab::fuzz::project(std::string_view input)
{
    const QByteArray json(input.data(), qsizetype(input.size()));
    Workspace w;
    try {
        w = parseProject(json);
    } catch (const ProjectError& e) {
        MAZELAB_FUZZ_CHECK(e.line() >= 0 && e.column() >= 0 && !e.message().isEmpty());
        return;
    }
    MAZELAB_FUZZ_CHECK(!w.mazes.empty());
    MAZELAB_FUZZ_CHECK(w.current >= 0 && w.current < int(w.mazes.size()));
    Workspace again;
    try {
        again = parseProject(projectToJson(w));
    } catch (const ProjectError&) {
        MAZELAB_FUZZ_CHECK(!"written project does not read back");
    }
    MAZELAB_FUZZ_CHECK(again == w);

    QStringList unread;
    const quiz::QuizOptions q =
        quizSettingsFromJson(w.views.value(kQuizViewKey).toObject(), {}, &unread);
    MAZELAB_FUZZ_CHECK(q.seed <= std::uint64_t(kMaxQuizNumber));
    MAZELAB_FUZZ_CHECK(q.count >= 1 && q.count <= quiz::kMaxQuestions);
    MAZELAB_FUZZ_CHECK(!q.kinds.empty() && std::is_sorted(q.kinds.begin(), q.kinds.end())
                       && std::adjacent_find(q.kinds.begin(), q.kinds.end()) == q.kinds.end());
    MAZELAB_FUZZ_CHECK(q.level <= quiz::Level::Hard);
    const quiz::QuizOptions back = quizSettingsFromJson(quizSettingsToJson(q), {}, &unread);
    MAZELAB_FUZZ_CHECK(unread.isEmpty());
    MAZELAB_FUZZ_CHECK(back.seed == q.seed && back.count == q.count && back.level == q.level
                       && back.kinds == q.kinds);
}

MAZELAB_FUZZ_TARGET(mazelab::fuzz::project)
