// The numerical-matrix GAN (Petercă 2024, §2.3; core/gan/): the model file format and its
// errors, the forward pass against hand-computed numbers and an independent gather-form
// convolution, the built-in models, the `gan` generator's three outputs, and that the
// built-in networks learned their training generators beyond the density of their walls.
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "core/gan/ganeval.h"
#include "core/gan/ganmodel.h"
#include "core/gen/generators.h"
#include "core/gen/metrics.h"
#include "core/trace/celltrace.h"

using namespace mazelab;
using namespace mazelab::gan;

namespace {

// latent 1 → convt 1→1 (K2 S2 P0) → conv 1→2 (K1): hand-checkable.
const char* kTiny = "mazelab-gan 1\n"
                    "# a comment\n"
                    "name tiny\n"
                    "about a hand-made model\n"
                    "latent 1\n"
                    "layer convt 1 1 2 2 0 none\n"
                    "1 2\n3 4\n"
                    "0.5\n"
                    "layer conv 1 2 1 1 0 none\n"
                    "1 -1 0 0.25\n"
                    "end\n";

FeatureMap randomMap(int c, int h, int w, std::uint64_t seed)
{
    GanModel one;
    one.latent = c;
    one.layers.push_back({LayerKind::Conv, c, 2, 1, 1, 0, Activation::None, {}, {}});
    FeatureMap m = latentField(one, h, w, seed);
    for (float& v : m.values)
        v = v * 2 - 1;
    return m;
}

} // namespace

class TestGan : public QObject {
    Q_OBJECT
private slots:
    void parseAndWrite()
    {
        const GanModel m = parseGanModel(kTiny);
        QCOMPARE(m.name, std::string("tiny"));
        QCOMPARE(m.about, std::string("a hand-made model"));
        QCOMPARE(m.latent, 1);
        QCOMPARE(m.layers.size(), std::size_t(2));
        QCOMPARE(m.scale(), 2);
        QCOMPARE(m.parameterCount(), std::size_t(4 + 1 + 2 + 2));
        const GanModel again = parseGanModel(writeGanModel(m));
        QCOMPARE(again.layers[0].weights, m.layers[0].weights);
        QCOMPARE(again.layers[1].bias, m.layers[1].bias);
        QCOMPARE(writeGanModel(again), writeGanModel(m));
    }

    void errors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("empty") << "" << "line 1, column 1: empty file";
        QTest::newRow("magic") << "mazelab-maze 1\n" << "line 1, column 1: expected 'mazelab-gan 1'";
        QTest::newRow("version") << "mazelab-gan 2\n" << "line 1, column 13: the format version";
        QTest::newRow("no end") << "mazelab-gan 1\nname a\n" << "line 3, column 1: the file ends before 'end'";
        QTest::newRow("entry") << "mazelab-gan 1\nnamex a\n" << "line 2, column 1: unknown entry 'namex'";
        QTest::newRow("layer before latent")
            << "mazelab-gan 1\nlayer conv 1 2 1 1 0 none\n" << "line 2, column 1: 'latent' must come";
        QTest::newRow("latent after a layer") // found by fuzz_ganmodel
            << "mazelab-gan 1\nname s\nlatent 1\nlayer conv 1 2 1 1 0 none\n1 1 0 1\nlatent 10\nend\n"
            << "line 6, column 1: 'latent' must come before the first layer";
        QTest::newRow("chain") << "mazelab-gan 1\nlatent 3\nlayer conv 4 2 1 1 0 none\n"
                               << "line 3, column 12: IN must be 3 (the latent channels)";
        QTest::newRow("convt shape") << "mazelab-gan 1\nlatent 1\nlayer convt 1 2 3 2 0 none\n"
                                     << "line 3, column 21: a convt layer needs K - 2P = S";
        QTest::newRow("activation") << "mazelab-gan 1\nlatent 1\nlayer conv 1 2 1 1 0 tanh\n"
                                    << "line 3, column 22: unknown activation 'tanh'";
        QTest::newRow("not a number") << "mazelab-gan 1\nlatent 1\nlayer conv 1 2 1 1 0 none\n1 x\n"
                                      << "line 4, column 3: 'x' is not a finite number";
        QTest::newRow("nan") << "mazelab-gan 1\nlatent 1\nlayer conv 1 2 1 1 0 none\n1 nan\n"
                             << "line 4, column 3: 'nan' is not a finite number";
        QTest::newRow("short") << "mazelab-gan 1\nlatent 1\nlayer conv 1 2 1 1 0 none\n1 2 3\n"
                               << "line 5, column 1: the file ends inside the layer's biases";
        QTest::newRow("too many") << "mazelab-gan 1\nlatent 1\nlayer conv 1 2 1 1 0 none\n1 2 3 4 5\n"
                                  << "line 4, column 9: unexpected '5'";
        QTest::newRow("huge") << "mazelab-gan 1\nlatent 256\nlayer conv 256 1024 7 1 3 none\n"
                              << "line 3, column 1: more than 4194304 weights";
        QTest::newRow("last out") << "mazelab-gan 1\nname a\nlatent 1\nlayer conv 1 3 1 1 0 none\n"
                                     "1 2 3 0 0 0\nend\n"
                                  << "line 4, column 1: the last layer must have OUT = 2";
        QTest::newRow("after end") << QString::fromLatin1(kTiny) + "more\n"
                                   << "line 13, column 1: text after 'end'";
    }
    void errors()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        try {
            parseGanModel(text.toStdString());
            QFAIL("accepted");
        } catch (const GanModelError& e) {
            QVERIFY2(QString::fromStdString(e.what()).startsWith(message), e.what());
        }
    }

    // convt with K2 S2 P0 puts input·W[ky][kx] + b at (2y + ky, 2x + kx); the 1 × 1
    // convolution then gives w·v + b per channel.
    void forwardByHand()
    {
        const GanModel m = parseGanModel(kTiny);
        FeatureMap z{1, 1, 1, {2.0f}};
        Control control;
        const FeatureMap out = forward(m, z, control);
        QCOMPARE(out.channels, 2);
        QCOMPARE(out.height, 2);
        QCOMPARE(out.width, 2);
        const float expected[4] = {2.5f, 4.5f, 6.5f, 8.5f};
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(out.at(0, i / 2, i % 2), expected[i]);
            QCOMPARE(out.at(1, i / 2, i % 2), -expected[i] + 0.25f);
        }
    }

    // The scatter-form transposed convolution (K4 S2 P1, the trainer's) and the K3 P1
    // convolution against the gather form written out here: out[y] = Σ in[iy]·W[y + P − iy·S].
    void forwardAgainstGatherForm()
    {
        GanModel m;
        m.name = "check";
        m.latent = 2;
        GanLayer t{LayerKind::ConvTranspose, 2, 3, 4, 2, 1, Activation::Relu, {}, {}};
        GanLayer c{LayerKind::Conv, 3, 2, 3, 1, 1, Activation::Sigmoid, {}, {}};
        const FeatureMap wt = randomMap(1, 1, 2 * 3 * 16 + 3, 7), wc = randomMap(1, 1, 2 * 3 * 9 + 2, 8);
        t.weights.assign(wt.values.begin(), wt.values.begin() + 96);
        t.bias.assign(wt.values.begin() + 96, wt.values.end());
        c.weights.assign(wc.values.begin(), wc.values.begin() + 54);
        c.bias.assign(wc.values.begin() + 54, wc.values.end());
        m.layers = {t, c};
        validateGanModel(m);
        const FeatureMap z = randomMap(2, 3, 5, 9);
        Control control;
        const FeatureMap out = forward(m, z, control);
        QCOMPARE(out.height, 6);
        QCOMPARE(out.width, 10);
        FeatureMap mid{3, 6, 10, std::vector<float>(180)};
        for (int o = 0; o < 3; ++o)
            for (int y = 0; y < 6; ++y)
                for (int x = 0; x < 10; ++x) {
                    double s = t.bias[std::size_t(o)];
                    for (int i = 0; i < 2; ++i)
                        for (int iy = 0; iy < 3; ++iy)
                            for (int ix = 0; ix < 5; ++ix) {
                                const int ky = y + 1 - 2 * iy, kx = x + 1 - 2 * ix;
                                if (ky >= 0 && ky < 4 && kx >= 0 && kx < 4)
                                    s += z.at(i, iy, ix) * t.weights[std::size_t(((i * 3 + o) * 4 + ky) * 4 + kx)];
                            }
                    mid.at(o, y, x) = float(std::max(s, 0.0));
                }
        for (int o = 0; o < 2; ++o)
            for (int y = 0; y < 6; ++y)
                for (int x = 0; x < 10; ++x) {
                    double s = c.bias[std::size_t(o)];
                    for (int i = 0; i < 3; ++i)
                        for (int ky = 0; ky < 3; ++ky)
                            for (int kx = 0; kx < 3; ++kx) {
                                const int yy = y + ky - 1, xx = x + kx - 1;
                                if (yy >= 0 && yy < 6 && xx >= 0 && xx < 10)
                                    s += mid.at(i, yy, xx) * c.weights[std::size_t(((o * 3 + i) * 3 + ky) * 3 + kx)];
                            }
                    QVERIFY(std::abs(1 / (1 + std::exp(-s)) - out.at(o, y, x)) < 1e-5);
                }
    }

    void stopped()
    {
        Control control;
        control.cancel();
        const FeatureMap z = latentField(*findBuiltinModel("kruskal"), 8, 8, 1);
        QVERIFY(forward(*findBuiltinModel("kruskal"), z, control).values.empty());
        const gen::PassageGrid g = ganGrid(*findBuiltinModel("kruskal"), 8, 8, "perfect", 0.5, control);
        for (int cell = 0; cell < g.size(); ++cell)
            QCOMPARE(g.openBits(cell), 0);
    }

    void builtinModels()
    {
        QCOMPARE(builtinModelNames(),
                 (std::vector<std::string>{"kruskal", "hunt-and-kill", "binary-tree"}));
        for (const GanModel& m : gan::builtinModels()) {
            QCOMPARE(m.scale(), 4);
            QVERIFY(m.parameterCount() < 1000000); // the thesis' limit
            QVERIFY(m.about.find("trained on") == 0);
        }
    }

    // perfect: a spanning tree at any size (not only multiples of the model's scale) and inside
    // a mask; connected: one area; raw: as the seed says.
    void outputs()
    {
        for (const auto& [rows, cols] : {std::pair{7, 13}, std::pair{16, 16}, std::pair{1, 9}}) {
            Control c(5);
            const gen::MazeMetrics p = gen::computeMetrics(gen::generateGrid(
                {"gan", rows, cols, {{"output", "perfect"}}, {}, 0}, c));
            QVERIFY(p.perfect);
            Control d(5);
            QCOMPARE(gen::computeMetrics(gen::generateGrid(
                         {"gan", rows, cols, {{"output", "connected"}}, {}, 0}, d))
                         .areas,
                     1);
        }
        Control a(3), b(3), other(4);
        const gen::GenRequest raw{"gan", 12, 12, {{"output", "raw"}, {"model", "hunt-and-kill"}}, {}, 0};
        QCOMPARE(gen::generate(raw, a), gen::generate(raw, b));
        QVERIFY(!(gen::generate(raw, a) == gen::generate(raw, other)));
        std::vector<std::uint8_t> ring(100, 1);
        for (int r = 3; r < 7; ++r)
            for (int col = 3; col < 7; ++col)
                ring[std::size_t(r * 10 + col)] = 0;
        Control m(2);
        const gen::PassageGrid masked = gen::generateGrid({"gan", 10, 10, {}, ring, 0}, m);
        QVERIFY(gen::computeMetrics(masked).perfect);
        QVERIFY(!masked.isActive(55));
    }

    void refused()
    {
        Control c;
        QVERIFY_THROWS_EXCEPTION(gen::GenerateError,
                                 gen::generateGrid({"gan", 1025, 1024, {}, {}, 0}, c));
        QVERIFY_THROWS_EXCEPTION(gen::GenerateError,
                                 gen::generateGrid({"gan", 4, 4, {{"model", "prim"}}, {}, 0}, c));
        QVERIFY_THROWS_EXCEPTION(gen::GenerateError,
                                 ganGrid(*findBuiltinModel("kruskal"), 4, 4, "sparse", 0.5, c));
    }

    // The `file` parameter: a model written to disk makes the same mazes as the built-in one;
    // a missing file and a malformed one are refused by name (and line and column).
    void modelFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bt.gan"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray::fromStdString(writeGanModel(*findBuiltinModel("binary-tree"))));
        }
        Control a(9), b(9);
        const Maze fromFile = gen::generate("gan", 10, 8, {{"file", path.toStdString()}}, a);
        const Maze builtin = gen::generate("gan", 10, 8, {{"model", "binary-tree"}}, b);
        QVERIFY(fromFile == builtin);
        Control c(9);
        const Maze kruskal = gen::generate("gan", 10, 8, {}, c);
        QVERIFY(!(kruskal == builtin)); // the file, not the default model, made it

        Control d;
        try {
            gen::generate("gan", 4, 4, {{"file", dir.filePath("missing.gan").toStdString()}}, d);
            QFAIL("a missing file was accepted");
        } catch (const gen::GenerateError& e) {
            QVERIFY2(std::string(e.what()).find("missing.gan") != std::string::npos, e.what());
        }
        const QString bad = dir.filePath(QStringLiteral("bad.gan"));
        {
            QFile f(bad);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("mazelab-gan 1\nname x\nlatent 16\nlayer conv 16 2 3 1 1 sigmoid\nfoo\n");
        }
        try {
            gen::generate("gan", 4, 4, {{"file", bad.toStdString()}}, d);
            QFAIL("a malformed file was accepted");
        } catch (const gen::GenerateError& e) {
            QVERIFY2(std::string(e.what()).find("bad.gan: line 5, column 1") != std::string::npos, e.what());
        }
    }

    // Each built-in network's raw mazes are closer to its training generator's cell types
    // than random walls of the same density, with fewer separate areas and fewer loops — what
    // the network learned beyond the density. The margins are the README's measurements
    // (200 mazes) loosened for 60 mazes.
    void learnedBeyondDensity_data()
    {
        QTest::addColumn<QString>("model");
        QTest::newRow("kruskal") << "kruskal";
        QTest::newRow("hunt-and-kill") << "hunt-and-kill";
        QTest::newRow("binary-tree") << "binary-tree";
    }
    void learnedBeyondDensity()
    {
        QFETCH(QString, model);
        Control control;
        const GanEvaluation e = evaluateGan(*findBuiltinModel(model.toStdString()),
                                            model.toStdString(), 16, 16, 60, "raw", 1, control);
        qInfo("%s: cell-type distance gan %.3f, random %.3f; areas %.1f / %.1f; loops %.1f / %.1f",
              qPrintable(model), e.ganDistance, e.randomDistance, e.gan.areas, e.random.areas,
              e.gan.loops, e.random.loops);
        QCOMPARE(e.gan.mazes, 60);
        QVERIFY(std::abs(e.gan.openWalls - e.dataset.openWalls) < 0.05);
        QVERIFY(e.ganDistance < 0.8 * e.randomDistance);
        QVERIFY(e.gan.areas < 0.8 * e.random.areas);
        QVERIFY(e.gan.loops < 0.8 * e.random.loops);
    }

    // The evaluation's own yardstick: random walls at Kruskal's density are far from Kruskal.
    void randomWallsYardstick()
    {
        gen::PassageGrid g = randomWalls(20, 20, 1.0, 1);
        QCOMPARE(gen::computeMetrics(g).areas, 1);
        QCOMPARE(gen::computeMetrics(randomWalls(20, 20, 0.0, 1)).areas, 400);
        MazeSetStats a, b;
        a.add(g);
        b.add(randomWalls(20, 20, 0.0, 1));
        a.finish();
        b.finish();
        QCOMPARE(a.openWalls, 1.0);
        QCOMPARE(cellTypeDistance(a, b), 1.0);
        QCOMPARE(cellTypeDistance(a, a), 0.0);
    }
};

QTEST_GUILESS_MAIN(TestGan)
#include "tst_gan.moc"
