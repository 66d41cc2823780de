// The GAN generator's forward pass in plain C++ (ganmodel.h): transposed convolutions and
// convolutions as libtorch computes them (ConvTranspose2d / Conv2d with zero padding), so a
// model exported by core/gan/torch/ gives the same numbers here (tst_gantrain compares).
#include "core/gan/ganmodel.h"

#include "core/gen/genrandom.h"

#include <algorithm>
#include <cmath>

namespace mazelab::gan {
namespace {

// Feature maps inside the forward pass are channel-last (height × width × channels), so the
// innermost loops run over output channels, contiguous in both the map and the reordered
// weights, and the compiler vectorises them.
struct Hwc {
    int height = 0, width = 0, channels = 0;
    std::vector<float> values;
    float* at(int y, int x) { return &values[(std::size_t(y) * width + x) * channels]; }
    const float* at(int y, int x) const { return &values[(std::size_t(y) * width + x) * channels]; }
};

void activate(Hwc& m, Activation a)
{
    if (a == Activation::Relu)
        for (float& v : m.values)
            v = std::max(v, 0.0f);
    else if (a == Activation::Sigmoid)
        for (float& v : m.values)
            v = 1.0f / (1.0f + std::exp(-v));
}

// The weights as [ky][kx][in][out] (libtorch: convt [in][out][ky][kx], conv [out][in][ky][kx]).
std::vector<float> reorder(const GanLayer& l)
{
    const int k = l.kernel;
    std::vector<float> w(l.weights.size());
    for (int i = 0; i < l.in; ++i)
        for (int o = 0; o < l.out; ++o)
            for (int ky = 0; ky < k; ++ky)
                for (int kx = 0; kx < k; ++kx) {
                    const std::size_t from =
                        l.kind == LayerKind::ConvTranspose
                            ? ((std::size_t(i) * l.out + o) * k + ky) * k + kx
                            : ((std::size_t(o) * l.in + i) * k + ky) * k + kx;
                    w[((std::size_t(ky) * k + kx) * l.in + i) * l.out + o] = l.weights[from];
                }
    return w;
}

// dst[0..out) += Σ_i src[i] · w[i][0..out)
inline void accumulate(float* __restrict dst, const float* __restrict src,
                       const float* __restrict w, int in, int out)
{
    for (int i = 0; i < in; ++i) {
        const float a = src[i];
        const float* wi = w + std::size_t(i) * out;
        for (int o = 0; o < out; ++o)
            dst[o] += a * wi[o];
    }
}

Hwc start(const GanLayer& l, int height, int width)
{
    Hwc out;
    out.height = height;
    out.width = width;
    out.channels = l.out;
    out.values.resize(std::size_t(height) * width * l.out);
    for (std::size_t p = 0; p < out.values.size(); p += std::size_t(l.out))
        std::copy(l.bias.begin(), l.bias.end(), out.values.begin() + std::ptrdiff_t(p));
    return out;
}

// out[iy·S − P + ky][ix·S − P + kx] += in[iy][ix] · W[ky][kx]; output = input · S.
bool convTranspose(const GanLayer& l, const Hwc& in, Hwc& out, Control& control)
{
    out = start(l, in.height * l.stride, in.width * l.stride);
    const std::vector<float> w = reorder(l);
    const int k = l.kernel;
    const std::size_t tap = std::size_t(l.in) * l.out;
    for (int iy = 0; iy < in.height; ++iy) {
        if (control.checkNow())
            return false;
        for (int ix = 0; ix < in.width; ++ix) {
            const float* src = in.at(iy, ix);
            for (int ky = 0; ky < k; ++ky) {
                const int y = iy * l.stride - l.padding + ky;
                if (y < 0 || y >= out.height)
                    continue;
                for (int kx = 0; kx < k; ++kx) {
                    const int x = ix * l.stride - l.padding + kx;
                    if (x >= 0 && x < out.width)
                        accumulate(out.at(y, x), src, &w[std::size_t(ky * k + kx) * tap], l.in,
                                   l.out);
                }
            }
        }
    }
    return true;
}

// out[y][x] = b + Σ in[y + ky − P][x + kx − P] · W[ky][kx]; stride 1, same size.
bool convolution(const GanLayer& l, const Hwc& in, Hwc& out, Control& control)
{
    out = start(l, in.height, in.width);
    const std::vector<float> w = reorder(l);
    const int k = l.kernel;
    const std::size_t tap = std::size_t(l.in) * l.out;
    for (int y = 0; y < out.height; ++y) {
        if (control.checkNow())
            return false;
        for (int x = 0; x < out.width; ++x) {
            float* dst = out.at(y, x);
            for (int ky = 0; ky < k; ++ky) {
                const int yy = y + ky - l.padding;
                if (yy < 0 || yy >= in.height)
                    continue;
                for (int kx = 0; kx < k; ++kx) {
                    const int xx = x + kx - l.padding;
                    if (xx >= 0 && xx < in.width)
                        accumulate(dst, in.at(yy, xx), &w[std::size_t(ky * k + kx) * tap], l.in,
                                   l.out);
                }
            }
        }
    }
    return true;
}

} // namespace

FeatureMap latentField(const GanModel& model, int rows, int cols, std::uint64_t seed)
{
    const int s = model.scale();
    FeatureMap z;
    z.channels = model.latent;
    z.height = (rows + s - 1) / s;
    z.width = (cols + s - 1) / s;
    z.values.resize(std::size_t(z.channels) * z.height * z.width);
    gen::GenRandom rng(seed);
    for (float& v : z.values)
        v = float(rng.uniform());
    return z;
}

FeatureMap forward(const GanModel& model, const FeatureMap& latent, Control& control)
{
    Hwc current;
    current.height = latent.height;
    current.width = latent.width;
    current.channels = latent.channels;
    current.values.resize(latent.values.size());
    for (int c = 0; c < latent.channels; ++c)
        for (int y = 0; y < latent.height; ++y)
            for (int x = 0; x < latent.width; ++x)
                current.at(y, x)[c] = latent.at(c, y, x);
    Hwc next;
    for (const GanLayer& l : model.layers) {
        const bool done = l.kind == LayerKind::ConvTranspose
                              ? convTranspose(l, current, next, control)
                              : convolution(l, current, next, control);
        if (!done)
            return {};
        activate(next, l.activation);
        std::swap(current, next);
    }
    FeatureMap out;
    out.channels = current.channels;
    out.height = current.height;
    out.width = current.width;
    out.values.resize(current.values.size());
    for (int y = 0; y < out.height; ++y)
        for (int x = 0; x < out.width; ++x)
            for (int c = 0; c < out.channels; ++c)
                out.at(c, y, x) = current.at(y, x)[c];
    return out;
}

} // namespace mazelab::gan
