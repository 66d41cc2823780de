// libFuzzer target: the `.mazelab` project reader (ui/project.h, QtCore JSON only).
// Contract checked: parseProject returns or throws ProjectError (line/column >= 0); an accepted
// workspace is valid (mazes not empty, current in range) and survives
// parseProject(projectToJson(w)) == w.

#include "tests/fuzz/fuzztargets.h"
#include "ui/project.h"

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
}

MAZELAB_FUZZ_TARGET(mazelab::fuzz::project)
