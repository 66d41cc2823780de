#pragma once
// The libFuzzer targets of issue 16 as plain functions, so that a normal Qt Test
// (tests/core/tst_fuzzregressions.cpp) replays saved inputs through exactly the fuzzed code.
// Each function returns normally for any input; a violated property aborts (MAZELAB_FUZZ_CHECK),
// which libFuzzer records as a crash and a test run reports as a failed test.

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace mazelab::fuzz {
void mazeFormat(std::string_view input);       // fuzz_mazeformat: .maze reader + round trip
void moves(std::string_view input);            // fuzz_moves: parseMoves + round trip
void sigmaCertificate(std::string_view input); // fuzz_sigmacert: σ certificates + round trip
void sigmaShard(std::string_view input);       // fuzz_sigmashard: σ shard files + round trip
void lowerBound(std::string_view input);       // fuzz_lowerbound: lower-bound certificates
void mouseCheckpoint(std::string_view input);  // fuzz_mousecheckpoint: mouse-best text
void ganModel(std::string_view input);         // fuzz_ganmodel: GAN model files + round trip
void colabNames(std::string_view input);       // fuzz_colab: CoLab player names and genomes
void project(std::string_view input);          // fuzz_project: .mazelab (QtCore, ui/project)
void cliArguments(std::string_view input);     // fuzz_cli: parseSize, parseTimeLimit
} // namespace mazelab::fuzz

#define MAZELAB_FUZZ_CHECK(cond)                                                                   \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            std::fprintf(stderr, "%s:%d: property violated: %s\n", __FILE__, __LINE__, #cond);    \
            std::abort();                                                                          \
        }                                                                                          \
    } while (0)

// The libFuzzer entry point, left out where a test links the target functions.
#ifdef MAZELAB_FUZZ_NO_MAIN
#define MAZELAB_FUZZ_TARGET(function)
#else
#define MAZELAB_FUZZ_TARGET(function)                                                              \
    extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)             \
    {                                                                                              \
        function(std::string_view(reinterpret_cast<const char*>(data), size));                     \
        return 0;                                                                                  \
    }
#endif
