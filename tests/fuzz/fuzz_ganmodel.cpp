// libFuzzer target: the GAN model reader (core/gan/ganmodel.h, parseGanModel). Contract
// checked: returns or throws GanModelError; an accepted model is valid, writes back and reads
// back equal, and (when small) runs forward on a latent field without touching memory it does
// not own (ASan) and gives an output of the model's scale.

#include "core/gan/ganmodel.h"
#include "tests/fuzz/fuzztargets.h"

using namespace mazelab;

void mazelab::fuzz::ganModel(std::string_view input)
{
    gan::GanModel m;
    try {
        m = gan::parseGanModel(input);
    } catch (const gan::GanModelError&) {
        return;
    }
    gan::validateGanModel(m); // throws (and so aborts the fuzzer) if the reader let it through
    gan::GanModel again;
    try {
        again = gan::parseGanModel(gan::writeGanModel(m));
    } catch (const gan::GanModelError&) {
        MAZELAB_FUZZ_CHECK(!"written model does not read back");
    }
    MAZELAB_FUZZ_CHECK(again.name == m.name && again.latent == m.latent);
    MAZELAB_FUZZ_CHECK(again.layers.size() == m.layers.size());
    for (std::size_t i = 0; i < m.layers.size(); ++i)
        MAZELAB_FUZZ_CHECK(again.layers[i].weights == m.layers[i].weights
                           && again.layers[i].bias == m.layers[i].bias);
    if (m.parameterCount() > 20000)
        return;
    const int s = m.scale();
    Control control;
    const gan::FeatureMap out = gan::forward(m, gan::latentField(m, s + 1, s, 1), control);
    MAZELAB_FUZZ_CHECK(out.channels == 2 && out.height == 2 * s && out.width == s);
    MAZELAB_FUZZ_CHECK(out.values.size() == std::size_t(2) * out.height * out.width);
}

MAZELAB_FUZZ_TARGET(mazelab::fuzz::ganModel)
