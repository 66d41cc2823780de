// libFuzzer target: the CoLab player names (makeStrategy: the built-in names, "random:P",
// "evolved:G0,…,G8", the genome text of Genome::parse). Contracts checked: a name is either
// refused with std::invalid_argument or makes a player whose name() makes a player of the same
// name again; a genome that parses has every gene in its range, and its text() parses back to
// the same genes; nothing else is thrown.

#include "core/colab/colabgame.h"
#include "core/colab/colabstrategies.h"
#include "tests/fuzz/fuzztargets.h"

#include <stdexcept>
#include <string>

using namespace mazelab;

void mazelab::fuzz::colabNames(std::string_view input)
{
    try {
        const colab::Genome g = colab::Genome::parse(input);
        for (int i = 0; i < colab::Genome::kCount; ++i)
            MAZELAB_FUZZ_CHECK(g.genes[std::size_t(i)] >= colab::Genome::minimum(i)
                               && g.genes[std::size_t(i)] <= colab::Genome::maximum(i));
        const colab::Genome again = colab::Genome::parse(g.text());
        MAZELAB_FUZZ_CHECK(again.text() == g.text());
    } catch (const std::invalid_argument&) {
    }
    try {
        const std::unique_ptr<colab::Strategy> s = colab::makeStrategy(input);
        MAZELAB_FUZZ_CHECK(s != nullptr);
        const std::string name = s->name();
        MAZELAB_FUZZ_CHECK(colab::makeStrategy(name)->name() == name);
    } catch (const std::invalid_argument&) {
    }
}

MAZELAB_FUZZ_TARGET(mazelab::fuzz::colabNames)
