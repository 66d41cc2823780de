#pragma once
// The generator network of the numerical-matrix GAN (Petercă 2024, §2.3): its layers, its file
// format and its forward pass, in plain C++ (no libtorch: MazeLab generates from a trained
// model everywhere; training needs libtorch, core/gan/torch/).
//
// Representation (§2.3, Fig. 2, with each wall stored once — the thesis' own §2.1 argument
// against double-stored walls): the network maps a latent field to two channels per passage
// cell, channel 0 the chance that the wall to the East neighbour is open, channel 1 the chance
// that the wall to the South neighbour is open; a cell's wall code 0–15 follows from its own
// and its West and North neighbours' values, so a generated matrix is always consistent
// ("structurally correct"). The latent values are uniform in [0, 1) as in the thesis; unlike
// the thesis' one vector of 100, they form a field of `latent` channels at 1/scale of the maze
// size, so one fully convolutional model makes mazes of any size.
//
// File format (text, UTF-8; '#' starts a comment line):
//   mazelab-gan 1
//   name WORD                      the model's name (a generator parameter value)
//   about TEXT…                    one line: what it was trained on
//   latent C                       latent channels (1–256)
//   layer KIND IN OUT K S P ACT    KIND convt (transposed convolution, output = input · S;
//                                  needs K − 2P = S) or conv (S = 1, K = 2P + 1); ACT relu,
//                                  sigmoid or none
//   NUMBERS…                       the weights (convt: IN·OUT·K·K in libtorch's order
//                                  [in][out][ky][kx]; conv: [out][in][ky][kx]), then OUT biases,
//                                  whitespace-separated over any number of lines
//   … more layers …
//   end
// The first layer's IN is C, each IN the previous OUT, the last OUT 2. Batch normalisation is
// folded into the weights when a model is exported. Limits (a malformed or hostile file is
// refused with its line and column, never allocated): channels ≤ 1024, K ≤ 7, S ≤ 4, ≤ 16
// layers, ≤ 4 Mi weights in all, the strides' product (scale) ≤ 64.

#include "core/control.h"

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace mazelab::gan {

enum class LayerKind { Conv, ConvTranspose };
enum class Activation { None, Relu, Sigmoid };

struct GanLayer {
    LayerKind kind = LayerKind::Conv;
    int in = 0, out = 0, kernel = 1, stride = 1, padding = 0;
    Activation activation = Activation::None;
    std::vector<float> weights; // layout as in the file format
    std::vector<float> bias; // out values
};

struct GanModel {
    std::string name;
    std::string about;
    int latent = 0; // latent channels
    std::vector<GanLayer> layers;
    // The product of the transposed convolutions' strides: the latent field has
    // ceil(rows / scale) × ceil(cols / scale) positions.
    int scale() const;
    std::size_t parameterCount() const;
};

// A refused model file: what() is "line L, column C: reason".
class GanModelError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

GanModel parseGanModel(std::string_view text);
// The file text (floats with 9 significant digits: parse(write(m)) == m exactly).
std::string writeGanModel(const GanModel& model);
// Checks the layer chain (the rules of the file format); throws GanModelError (line 0).
void validateGanModel(const GanModel& model);

// A stack of channels × height × width floats, row-major per channel.
struct FeatureMap {
    int channels = 0, height = 0, width = 0;
    std::vector<float> values;
    float& at(int c, int y, int x) { return values[(std::size_t(c) * height + y) * width + x]; }
    float at(int c, int y, int x) const
    {
        return values[(std::size_t(c) * height + y) * width + x];
    }
    const float* row(int c, int y) const { return &values[(std::size_t(c) * height + y) * width]; }
};

// The latent field for a rows × cols maze, uniform in [0, 1) from `seed` (the generators'
// portable random source).
FeatureMap latentField(const GanModel& model, int rows, int cols, std::uint64_t seed);
// The memory forward() needs for a rows × cols maze: the two largest consecutive feature maps.
std::size_t forwardBytes(const GanModel& model, int rows, int cols);
// The generator's output for `latent`: 2 × (height·scale) × (width·scale), each in [0, 1] when
// the last activation is a sigmoid. Polls `control` once per row of each layer's input or output; a stop
// returns an empty map.
FeatureMap forward(const GanModel& model, const FeatureMap& latent, Control& control);

// The models built into MazeLab (resources/gan/*.gan, trained by `mazelab-cli gan train`).
const std::vector<GanModel>& builtinModels();
// Their names, in the order above (the generator's `model` choices).
std::vector<std::string> builtinModelNames();
// nullptr when unknown.
const GanModel* findBuiltinModel(std::string_view name);

} // namespace mazelab::gan
