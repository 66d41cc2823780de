// mazelab-gan-train: training the GAN generator (gantrain.h) as its own executable, so that
// only this program loads libtorch (hundreds of MB of address space: mazelab-cli must still
// start under a batch system's small `ulimit -v`). `mazelab-cli gan train …` runs it from the
// folder of mazelab-cli and passes its arguments, output and exit code through.
// Exit codes: 0 written, 1 stopped early (SIGINT/SIGTERM; the best finished epoch is written),
// 2 bad input or a file that cannot be written.
#include "core/gan/torch/gantrain.h"

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <pthread.h>
#include <string>
#include <thread>
#include <unistd.h>

using namespace mazelab;

namespace {

const char* kUsage =
    "Usage: mazelab-cli gan train --out FILE [options]\n"
    "Train the GAN generator of Peterca 2024, section 2.3, with libtorch on a generator's mazes.\n"
    "  --out FILE        write the model here (required; a .gan file)\n"
    "  --name WORD       the model's name (default: the dataset's)\n"
    "  --dataset ALGO    the generator of the training mazes (default kruskal)\n"
    "  --size RxC        training maze size, multiples of 4 (default 16x16)\n"
    "  --samples N       training mazes (default 4000)\n"
    "  --epochs N        passes over the mazes (default 30)\n"
    "  --batch N         batch size (default 64)\n"
    "  --width N         channels of the first hidden layer (default 64)\n"
    "  --latent N        latent channels (default 16)\n"
    "  --refine N        3x3 layers at the maze's size before the last (default 0)\n"
    "  --g-steps N       generator updates per discriminator update (default 1)\n"
    "  --lr X            Adam learning rate (default 0.0002)\n"
    "  --seed S          random seed (default 1)\n"
    "  --threads N       libtorch threads (default: all cores; 1 makes a run reproducible)\n"
    "After each epoch the generator is judged by its raw mazes' cell-type distance to the\n"
    "training set; the best epoch is written. SIGINT/SIGTERM stop after writing it (exit 1).";

std::atomic<Control*> g_control{nullptr};

extern "C" void onSignal(int)
{
    if (Control* c = g_control.load())
        c->cancel(); // an atomic store: async-signal-safe
}

int fail(const std::string& message)
{
    std::fprintf(stderr, "mazelab-cli gan train: %s\n", message.c_str());
    return 2;
}

bool wholeNumber(const std::string& text, long long lo, long long hi, long long& into)
{
    char* end = nullptr;
    errno = 0;
    const long long v = std::strtoll(text.c_str(), &end, 10);
    if (text.empty() || *end != '\0' || errno != 0 || v < lo || v > hi)
        return false;
    into = v;
    return true;
}

// Writes through a temporary file in the same folder and a rename: a failed write leaves an
// existing model as it was.
bool writeAtomically(const std::string& path, const std::string& text)
{
    const std::string tmp = path + ".tmp-" + std::to_string(::getpid());
    {
        std::ofstream f(tmp, std::ios::binary | std::ios::trunc);
        if (!f || !(f << text) || !f.flush()) {
            std::remove(tmp.c_str());
            return false;
        }
    }
    if (std::rename(tmp.c_str(), path.c_str()) != 0) {
        std::remove(tmp.c_str());
        return false;
    }
    return true;
}

} // namespace

int main(int argc, char** argv)
{
    std::map<std::string, std::string> opt;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "-h" || a == "--help") {
            std::puts(kUsage);
            return 0;
        }
        if (a.rfind("--", 0) != 0)
            return fail("unexpected argument '" + a + "' (see --help)");
        std::string value;
        if (const auto eq = a.find('='); eq != std::string::npos) {
            value = a.substr(eq + 1);
            a = a.substr(0, eq);
        } else if (i + 1 < argc) {
            value = argv[++i];
        } else {
            return fail(a + " needs a value");
        }
        opt[a.substr(2)] = value;
    }
    gan::TrainOptions o;
    std::uint64_t seed = 1;
    std::string out;
    for (const auto& [key, value] : opt) {
        long long n = 0;
        const auto number = [&](long long lo, long long hi, int& into) {
            if (!wholeNumber(value, lo, hi, n))
                return fail("--" + key + " must be a whole number from " + std::to_string(lo)
                            + " to " + std::to_string(hi) + ", not '" + value + "'");
            into = int(n);
            return 0;
        };
        int rc = 0;
        if (key == "out")
            out = value;
        else if (key == "name")
            o.name = value;
        else if (key == "dataset")
            o.dataset = value;
        else if (key == "size") {
            const auto x = value.find_first_of("xX");
            long long r = 0, c = 0;
            if (x == std::string::npos || !wholeNumber(value.substr(0, x), 1, 4096, r)
                || !wholeNumber(value.substr(x + 1), 1, 4096, c))
                return fail("--size must be RxC, e.g. 16x16");
            o.rows = int(r);
            o.cols = int(c);
        } else if (key == "samples")
            rc = number(1, 10000000, o.samples);
        else if (key == "epochs")
            rc = number(1, 100000, o.epochs);
        else if (key == "batch")
            rc = number(2, 100000, o.batch);
        else if (key == "width")
            rc = number(2, 1024, o.width);
        else if (key == "latent")
            rc = number(1, 256, o.latent);
        else if (key == "refine")
            rc = number(0, 8, o.refine);
        else if (key == "g-steps")
            rc = number(1, 16, o.generatorSteps);
        else if (key == "threads")
            rc = number(0, 1024, o.threads);
        else if (key == "lr") {
            char* end = nullptr;
            o.learningRate = std::strtod(value.c_str(), &end);
            if (value.empty() || *end != '\0' || !(o.learningRate > 0 && o.learningRate < 1))
                return fail("--lr must be a number between 0 and 1");
        } else if (key == "seed") {
            char* end = nullptr;
            errno = 0;
            seed = std::strtoull(value.c_str(), &end, 10);
            if (value.empty() || *end != '\0' || errno != 0 || value[0] == '-')
                return fail("--seed must be a whole number >= 0");
        } else
            return fail("unknown option --" + key + " (see --help)");
        if (rc != 0)
            return rc;
    }
    if (out.empty())
        return fail("--out FILE is required");
    if (opt.count("name") == 0)
        o.name = o.dataset;
    if (o.name.empty() || o.name.find_first_of(" \t\r\n") != std::string::npos)
        return fail("--name must be one word");

    Control control(seed);
    // libtorch installs signal handlers of its own when it starts working; so SIGINT and
    // SIGTERM are blocked in every thread (its pool inherits the mask) and one thread takes them
    // with sigwait. A handler first replaces an inherited "ignore" (a background job's SIGINT),
    // which would drop the signal before sigwait could see it.
    g_control.store(&control);
    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);
    sigset_t stopSignals;
    sigemptyset(&stopSignals);
    sigaddset(&stopSignals, SIGINT);
    sigaddset(&stopSignals, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stopSignals, nullptr);
    std::thread([&control, stopSignals] {
        int signal = 0;
        if (sigwait(&stopSignals, &signal) == 0)
            control.cancel();
    }).detach();
    gan::TrainResult result;
    try {
        result = gan::trainGan(o, control, [](const gan::EpochReport& r) {
            std::printf("epoch %d: loss D %.4f, loss G %.4f, D(real) %.3f, D(fake) %.3f, "
                        "cell-type distance %.4f, %.1f s\n",
                        r.epoch, r.lossD, r.lossG, r.realScore, r.fakeScore, r.distance, r.seconds);
            std::fflush(stdout);
        });
    } catch (const std::invalid_argument& e) {
        std::fprintf(stderr, "mazelab-cli %s\n", e.what());
        return 2;
    }
    g_control.store(nullptr);
    if (result.model.layers.empty())
        return std::fprintf(stderr, "mazelab-cli gan train: stopped before the first epoch ended; "
                                    "nothing written\n"),
               1;
    std::printf("kept epoch %d (cell-type distance %.4f): %zu parameters; largest difference "
                "libtorch vs MazeLab's forward pass %.3g\n",
                result.bestEpoch, result.bestDistance, result.model.parameterCount(),
                result.exportError);
    if (result.exportError > 1e-3)
        return fail("the exported model does not reproduce libtorch's output; not written");
    if (!writeAtomically(out, gan::writeGanModel(result.model)))
        return fail("cannot write " + out);
    std::printf("wrote %s%s\n", out.c_str(), result.stopped ? " (stopped early)" : "");
    return result.stopped ? 1 : 0;
}
