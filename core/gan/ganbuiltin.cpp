// The GAN models built into MazeLab: resources/gan/*.gan, embedded at build time by
// core/CMakeLists.txt as raw string literals (ganbuiltin.inc) and parsed on first use (the
// names alone are read at start-up).
#include "core/gan/ganmodel.h"

namespace mazelab::gan {
namespace {

// Each model is one literal of about 640 KB: GCC and clang take literals of any length, but
// clang's -Wpedantic notes that the standard only promises 65,536 characters.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Woverlength-strings"
#include "ganbuiltin.inc" // const char* const kGanModelTexts[]; std::size_t kGanModelCount
#pragma GCC diagnostic pop

// The value of a model text's `name` line (the format puts it near the top), without parsing
// the weights: the generator registry asks for the names when it is first built, at start-up.
std::string nameOf(std::string_view text)
{
    for (std::size_t pos = 0; pos < text.size();) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos)
            end = text.size();
        std::string_view line = text.substr(pos, end - pos);
        if (line.substr(0, 5) == "name ") {
            line.remove_prefix(5);
            while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t'))
                line.remove_suffix(1);
            return std::string(line);
        }
        if (line.substr(0, 6) == "layer ")
            break; // the header is over
        pos = end + 1;
    }
    return {};
}

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
    for (std::size_t i = 0; i < kGanModelCount; ++i)
        names.push_back(nameOf(kGanModelTexts[i])); // tst_gan finds each by its parsed name
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
