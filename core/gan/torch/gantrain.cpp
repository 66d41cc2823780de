// Training the numerical-matrix GAN with libtorch (gantrain.h; Petercă 2024, §2.3).
#include "core/gan/torch/gantrain.h"

#include "core/gan/ganeval.h"
#include "core/gen/generators.h"

#include <torch/torch.h>

#include <chrono>
#include <cmath>
#include <stdexcept>
#include <thread>

namespace mazelab::gan {
namespace {

namespace nn = torch::nn;

// The training mazes as a tensor samples × 2 × rows × cols (East open, South open).
torch::Tensor dataset(const TrainOptions& o, Control& control, MazeSetStats& stats)
{
    const gen::GeneratorInfo* info = gen::findGenerator(o.dataset);
    if (info == nullptr || !info->passage)
        throw std::invalid_argument("gan train: '" + o.dataset
                                    + "' is not a passage generator (see mazelab-cli generate "
                                      "--list)");
    auto data = torch::zeros({o.samples, 2, o.rows, o.cols});
    auto a = data.accessor<float, 4>();
    for (int i = 0; i < o.samples; ++i) {
        Control one(control.seed() * 1000003u + std::uint64_t(i));
        one.setParent(&control);
        const gen::PassageGrid g = gen::generateGrid({o.dataset, o.rows, o.cols, {}, {}, 0}, one);
        for (int cell = 0; cell < g.size(); ++cell) {
            a[i][0][g.rowOf(cell)][g.colOf(cell)] = g.isOpen(cell, gen::East) ? 1.0f : 0.0f;
            a[i][1][g.rowOf(cell)][g.colOf(cell)] = g.isOpen(cell, gen::South) ? 1.0f : 0.0f;
        }
        stats.add(g);
        if (control.checkNow())
            break;
    }
    stats.finish();
    return data;
}

nn::Sequential makeGenerator(const TrainOptions& o)
{
    const int w = o.width, h = o.width / 2;
    nn::Sequential g(
        nn::ConvTranspose2d(nn::ConvTranspose2dOptions(o.latent, w, 4).stride(2).padding(1).bias(false)),
        nn::BatchNorm2d(w), nn::ReLU(),
        nn::ConvTranspose2d(nn::ConvTranspose2dOptions(w, h, 4).stride(2).padding(1).bias(false)),
        nn::BatchNorm2d(h), nn::ReLU());
    for (int i = 0; i < o.refine; ++i) {
        g->push_back(nn::Conv2d(nn::Conv2dOptions(h, h, 3).padding(1).bias(false)));
        g->push_back(nn::BatchNorm2d(h));
        g->push_back(nn::ReLU());
    }
    g->push_back(nn::Conv2d(nn::Conv2dOptions(h, 2, 3).padding(1)));
    g->push_back(nn::Sigmoid());
    return g;
}

// A PatchGAN: one logit per 4 × 4 block of cells.
nn::Sequential makeDiscriminator(const TrainOptions& o)
{
    const int w = o.width, h = o.width / 2;
    return nn::Sequential(nn::Conv2d(nn::Conv2dOptions(2, h, 4).stride(2).padding(1)),
                          nn::LeakyReLU(nn::LeakyReLUOptions().negative_slope(0.2)),
                          nn::Conv2d(nn::Conv2dOptions(h, w, 4).stride(2).padding(1).bias(false)),
                          nn::BatchNorm2d(w),
                          nn::LeakyReLU(nn::LeakyReLUOptions().negative_slope(0.2)),
                          nn::Conv2d(nn::Conv2dOptions(w, 1, 3).padding(1)));
}

std::vector<float> toVector(const torch::Tensor& t)
{
    const torch::Tensor c = t.detach().contiguous().to(torch::kFloat);
    return std::vector<float>(c.data_ptr<float>(), c.data_ptr<float>() + c.numel());
}

// The generator in eval mode as a GanModel: each convolution a layer, each batch
// normalisation folded into the (bias-free) convolution before it — W'[·][o] = W[·][o]·s[o],
// b'[o] = β[o] − μ[o]·s[o] with s = γ / √(σ² + ε) — and each ReLU or sigmoid its activation.
GanModel exportGenerator(nn::Sequential& g, const TrainOptions& o)
{
    GanModel m;
    m.name = o.name;
    m.latent = o.latent;
    for (const auto& module : g->children()) {
        if (auto* t = module->as<nn::ConvTranspose2d>()) {
            GanLayer l;
            l.kind = LayerKind::ConvTranspose;
            l.in = int(t->weight.size(0));
            l.out = int(t->weight.size(1));
            l.kernel = 4;
            l.stride = 2;
            l.padding = 1;
            l.weights = toVector(t->weight);
            l.bias.assign(std::size_t(l.out), 0.0f);
            m.layers.push_back(std::move(l));
        } else if (auto* c = module->as<nn::Conv2d>()) {
            GanLayer l;
            l.kind = LayerKind::Conv;
            l.out = int(c->weight.size(0));
            l.in = int(c->weight.size(1));
            l.kernel = 3;
            l.padding = 1;
            l.weights = toVector(c->weight);
            l.bias = c->bias.defined() ? toVector(c->bias)
                                       : std::vector<float>(std::size_t(l.out), 0.0f);
            m.layers.push_back(std::move(l));
        } else if (auto* bn = module->as<nn::BatchNorm2d>()) {
            GanLayer& l = m.layers.back();
            const std::vector<float> s =
                toVector(bn->weight / torch::sqrt(bn->running_var + bn->options.eps()));
            const std::vector<float> mean = toVector(bn->running_mean), beta = toVector(bn->bias);
            const std::size_t k2 = std::size_t(l.kernel) * std::size_t(l.kernel);
            for (std::size_t i = 0; i < l.weights.size(); ++i) {
                const std::size_t out = l.kind == LayerKind::ConvTranspose
                                            ? (i / k2) % std::size_t(l.out) // [in][out][k][k]
                                            : i / (k2 * std::size_t(l.in)); // [out][in][k][k]
                l.weights[i] *= s[out];
            }
            for (std::size_t out = 0; out < l.bias.size(); ++out)
                l.bias[out] = (l.bias[out] - mean[out]) * s[out] + beta[out];
        } else if (module->as<nn::ReLU>()) {
            m.layers.back().activation = Activation::Relu;
        } else if (module->as<nn::Sigmoid>()) {
            m.layers.back().activation = Activation::Sigmoid;
        }
    }
    return m;
}

// Re-estimates the batch-normalisation statistics as a plain average over `batches` fresh
// batches (the running averages of training trail the last updates).
void recalibrate(nn::Sequential& g, const TrainOptions& o, int batches)
{
    torch::NoGradGuard noGrad;
    for (const auto& module : g->children())
        if (auto* bn = module->as<nn::BatchNorm2d>()) {
            bn->reset_running_stats();
            bn->options.momentum(c10::nullopt);
        }
    g->train();
    for (int b = 0; b < batches; ++b)
        g->forward(torch::rand({o.batch, o.latent, o.rows / 4, o.cols / 4}));
    g->eval();
}

// The cell-type distance (ganeval.h) of 100 raw mazes of `model` to the training set's.
double validationDistance(const GanModel& model, const TrainOptions& o, const MazeSetStats& training)
{
    MazeSetStats stats;
    for (int i = 0; i < 100; ++i) {
        Control control(std::uint64_t(i) + 1);
        stats.add(ganGrid(model, o.rows, o.cols, "raw", 0.5, control));
    }
    stats.finish();
    return cellTypeDistance(stats, training);
}

double exportError(nn::Sequential& g, const GanModel& m, const TrainOptions& o)
{
    torch::NoGradGuard noGrad;
    FeatureMap z = latentField(m, o.rows, o.cols, 12345);
    const torch::Tensor zt =
        torch::from_blob(z.values.data(), {1, z.channels, z.height, z.width}).clone();
    const std::vector<float> expected = toVector(g->forward(zt));
    Control control;
    const FeatureMap got = forward(m, z, control);
    double worst = 0;
    for (std::size_t i = 0; i < expected.size(); ++i)
        worst = std::max(worst, double(std::abs(expected[i] - got.values[i])));
    return worst;
}

} // namespace

TrainResult trainGan(const TrainOptions& o, Control& control,
                     const std::function<void(const EpochReport&)>& onEpoch)
{
    if (o.rows < 4 || o.cols < 4 || o.rows % 4 != 0 || o.cols % 4 != 0 || o.rows > 256
        || o.cols > 256)
        throw std::invalid_argument("gan train: the training size must be multiples of 4 from 4 "
                                    "to 256");
    if (o.samples < 1 || o.epochs < 1 || o.batch < 2 || o.latent < 1 || o.latent > 256
        || o.width < 2 || o.width > 1024 || o.width % 2 != 0 || !(o.learningRate > 0)
        || o.generatorSteps < 1 || o.generatorSteps > 16 || o.refine < 0 || o.refine > 8)
        throw std::invalid_argument("gan train: samples, epochs ≥ 1, batch ≥ 2, latent 1–256, "
                                    "an even width 2–1024, a positive learning rate, 1–16 generator steps and 0–8 refining layers");
    torch::set_num_threads(o.threads > 0 ? o.threads
                                         : int(std::max(1u, std::thread::hardware_concurrency())));
    torch::manual_seed(control.seed());
    const auto begin = std::chrono::steady_clock::now();
    TrainResult result;
    control.progress(0, "%1", {"training set"}, true);
    MazeSetStats trainingStats;
    const torch::Tensor data = dataset(o, control, trainingStats);
    if (control.checkNow()) {
        result.stopped = true;
        return result;
    }
    nn::Sequential g = makeGenerator(o), d = makeDiscriminator(o);
    torch::optim::Adam optG(g->parameters(),
                            torch::optim::AdamOptions(o.learningRate).betas({0.5, 0.999}));
    torch::optim::Adam optD(d->parameters(),
                            torch::optim::AdamOptions(o.learningRate).betas({0.5, 0.999}));
    // Walls past the border do not exist: East on the last column, South on the last row.
    torch::Tensor mask = torch::ones({1, 2, o.rows, o.cols});
    mask.index_put_({0, 0, torch::indexing::Slice(), o.cols - 1}, 0);
    mask.index_put_({0, 1, o.rows - 1, torch::indexing::Slice()}, 0);
    const int batches = (o.samples + o.batch - 1) / o.batch;
    for (int epoch = 1; epoch <= o.epochs && !result.stopped; ++epoch) {
        g->train();
        d->train();
        const torch::Tensor order = torch::randperm(o.samples, torch::kLong);
        EpochReport report;
        report.epoch = epoch;
        for (int b = 0; b < batches; ++b) {
            if (control.checkNow()) {
                result.stopped = true;
                break;
            }
            const torch::Tensor idx = order.slice(0, b * o.batch, std::min(o.samples, (b + 1) * o.batch));
            const int n = int(idx.size(0));
            if (n < 2)
                continue; // batch normalisation needs two samples
            const torch::Tensor real = data.index_select(0, idx);
            const torch::Tensor z = torch::rand({n, o.latent, o.rows / 4, o.cols / 4});
            const torch::Tensor fake = g->forward(z) * mask;
            // Discriminator: real → 0.9 (one-sided label smoothing), fake → 0.
            optD.zero_grad();
            const torch::Tensor dReal = d->forward(real), dFake = d->forward(fake.detach());
            const torch::Tensor lossD =
                torch::binary_cross_entropy_with_logits(dReal, torch::full_like(dReal, 0.9))
                + torch::binary_cross_entropy_with_logits(dFake, torch::zeros_like(dFake));
            lossD.backward();
            optD.step();
            // Generator: make the discriminator call the fakes real (generatorSteps updates
            // per discriminator update, each on fresh latent fields after the first).
            torch::Tensor lossG;
            for (int step = 0; step < o.generatorSteps; ++step) {
                optG.zero_grad();
                const torch::Tensor f =
                    step == 0 ? fake
                              : g->forward(torch::rand({n, o.latent, o.rows / 4, o.cols / 4})) * mask;
                const torch::Tensor dG = d->forward(f);
                lossG = torch::binary_cross_entropy_with_logits(dG, torch::ones_like(dG));
                lossG.backward();
                optG.step();
            }
            report.lossD += lossD.item<double>() / batches;
            report.lossG += lossG.item<double>() / batches;
            report.realScore += torch::sigmoid(dReal).mean().item<double>() / batches;
            report.fakeScore += torch::sigmoid(dFake).mean().item<double>() / batches;
            control.progress((epoch - 1 + double(b + 1) / batches) / o.epochs, "%1",
                             {"epoch " + std::to_string(epoch) + " of "
                              + std::to_string(o.epochs)});
        }
        if (result.stopped)
            break;
        // Model selection: this epoch's generator, exported, judged by its raw mazes.
        recalibrate(g, o, 20);
        GanModel model = exportGenerator(g, o);
        report.distance = validationDistance(model, o, trainingStats);
        report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
        if (result.epochs.empty() || report.distance < result.bestDistance) {
            result.bestEpoch = epoch;
            result.bestDistance = report.distance;
            result.exportError = exportError(g, model, o);
            result.model = std::move(model);
        }
        result.epochs.push_back(report);
        if (onEpoch)
            onEpoch(report);
    }
    if (result.epochs.empty())
        return result;
    result.model.about = "trained on " + std::to_string(o.samples) + " " + o.dataset + " mazes of "
                         + std::to_string(o.rows) + "x" + std::to_string(o.cols) + ", "
                         + std::to_string(result.epochs.size()) + " epochs, seed "
                         + std::to_string(control.seed()) + ", width " + std::to_string(o.width)
                         + ", latent " + std::to_string(o.latent) + ", refine " + std::to_string(o.refine)
                         + ", generator steps " + std::to_string(o.generatorSteps)
                         + "; epoch " + std::to_string(result.bestEpoch)
                         + " kept (cell-type distance " + std::to_string(result.bestDistance)
                         + ")";
    return result;
}

} // namespace mazelab::gan
