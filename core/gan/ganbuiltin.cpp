// The GAN models built into MazeLab: resources/gan/*.gan, embedded at build time by
// core/CMakeLists.txt as raw string literals (ganbuiltin.inc) and parsed on first use.
#include "core/gan/ganmodel.h"

namespace mazelab::gan {
namespace {

// Each model is one literal of about 640 KB: GCC and clang take literals of any length, but
// clang's -Wpedantic notes that the standard only promises 65,536 characters.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Woverlength-strings"
#include "ganbuiltin.inc" // const char* const kGanModelTexts[]; std::size_t kGanModelCount
#pragma GCC diagnostic pop

} // namespace

const std::vector<GanModel>& builtinModels()
{
    static const std::vector<GanModel> models = [] {
        std::vector<GanModel> list;
        for (std::size_t i = 0; i < kGanModelCount; ++i)
            list.push_back(parseGanModel(kGanModelTexts[i])); // checked by tst_gan
        return list;
    }();
    return models;
}

std::vector<std::string> builtinModelNames()
{
    std::vector<std::string> names;
    for (const GanModel& m : builtinModels())
        names.push_back(m.name);
    return names;
}

const GanModel* findBuiltinModel(std::string_view name)
{
    for (const GanModel& m : builtinModels())
        if (m.name == name)
            return &m;
    return nullptr;
}

} // namespace mazelab::gan
