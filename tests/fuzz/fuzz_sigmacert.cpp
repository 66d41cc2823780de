// libFuzzer target: σ certificates (core/simaso_sat/sigmasat.h, "; mazelab-sigma-certificate 1").
// Contract checked: certificateFromText returns or throws std::runtime_error; a certificate it
// accepts writes back (certificateToText) as text that reads back equal.

#include "core/simaso_sat/sigmasat.h"
#include "tests/fuzz/fuzztargets.h"

#include <stdexcept>

using namespace mazelab;
using namespace mazelab::simaso_sat;

void mazelab::fuzz::sigmaCertificate(std::string_view input)
{
    const std::string text(input);
    SigmaCertificate cert;
    try {
        cert = certificateFromText(text);
    } catch (const std::runtime_error&) {
        return;
    }
    SigmaCertificate again;
    try {
        again = certificateFromText(certificateToText(cert));
    } catch (const std::runtime_error&) {
        MAZELAB_FUZZ_CHECK(!"written certificate does not read back");
    }
    MAZELAB_FUZZ_CHECK(again.rows == cert.rows && again.cols == cert.cols);
    MAZELAB_FUZZ_CHECK(again.lowerBound == cert.lowerBound);
    MAZELAB_FUZZ_CHECK(again.upperBound == cert.upperBound);
    MAZELAB_FUZZ_CHECK(again.symmetry == cert.symmetry);
    MAZELAB_FUZZ_CHECK(again.sequence == cert.sequence);
    MAZELAB_FUZZ_CHECK(again.subset == cert.subset);
}

MAZELAB_FUZZ_TARGET(mazelab::fuzz::sigmaCertificate)
