#pragma once
// Training the numerical-matrix GAN (Petercă 2024, §2.3) with libtorch: a DCGAN-style
// generator (two transposed convolutions with batch normalisation and ReLU, `refine` 3 × 3
// convolutions likewise, a last 3 × 3 convolution and a sigmoid; ganmodel.h's representation: East and South wall chances per
// cell) against a convolutional PatchGAN discriminator, on mazes of one of MazeLab's own
// generators (the thesis trained on Hunt-and-Kill, Binary Tree and Kruskal sets of 1,000 and
// 10,000 mazes). The trained generator is exported with its batch normalisation folded into the
// weights, and checked: the exported model's plain-C++ forward pass (ganforward.cpp) must give
// libtorch's numbers. This header needs no libtorch; only gantrain.cpp includes it.

#include "core/control.h"
#include "core/gan/ganeval.h"
#include "core/gan/ganmodel.h"

#include <functional>
#include <string>
#include <vector>

namespace mazelab::gan {

struct TrainOptions {
    std::string name = "custom"; // the model's name
    std::string dataset = "kruskal"; // a generator of core/gen (perfect or not)
    int rows = 16, cols = 16; // training mazes (passage cells), multiples of 4
    int samples = 4000; // training mazes
    int epochs = 30;
    int batch = 64;
    double learningRate = 2e-4; // Adam, β₁ = 0.5 (DCGAN)
    int latent = 16; // latent channels (a field of rows/4 × cols/4)
    int width = 64; // channels after the first transposed convolution (then width/2)
    int refine = 0; // 3 × 3 convolutions (with batch normalisation, ReLU) at the maze's size
                    // before the last one: capacity and a wider view of the neighbours
    int generatorSteps = 1; // generator updates per discriminator update (the thesis' "model
                            // training frequency" against collapse)
    int threads = 0; // libtorch's intra-op threads; 0: all cores
};

struct EpochReport {
    int epoch = 0; // 1-based
    double lossD = 0, lossG = 0; // mean binary cross-entropies
    double realScore = 0, fakeScore = 0; // mean D(real), D(G(z)) as chances
    double distance = 0; // cell-type distance of 100 raw mazes to the training set (ganeval.h)
    double seconds = 0; // since training began
};

struct TrainResult {
    // The exported generator of the epoch whose raw mazes came closest to the training set's
    // cell types (GAN training oscillates; empty layers when stopped before epoch 1 ended).
    GanModel model;
    int bestEpoch = 0;
    double bestDistance = 0;
    std::vector<EpochReport> epochs;
    double exportError = 0; // the kept model: max |libtorch − forward()| over a test field
    bool stopped = false; // the Control stopped it; model is the best of the finished epochs
};

// Trains with the Control's seed (torch::manual_seed and the dataset's generator seeds).
// Throws std::invalid_argument for bad options (unknown dataset, sizes not multiples of 4, …).
// onEpoch (may be empty) runs after each epoch on the calling thread.
TrainResult trainGan(const TrainOptions& options, Control& control,
                     const std::function<void(const EpochReport&)>& onEpoch = {});

} // namespace mazelab::gan
