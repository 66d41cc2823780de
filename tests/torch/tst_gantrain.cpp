// Training the GAN with libtorch (core/gan/torch/gantrain.h; built only where libtorch-dev is
// installed): a small run trains, keeps its best epoch, exports a model whose plain-C++ forward
// pass gives libtorch's numbers, writes and reads back; bad options are refused; a stop before the first epoch ends
// leaves no model.
#include <QTest>

#include "core/gan/ganeval.h"
#include "core/gan/torch/gantrain.h"
#include "core/gen/metrics.h"

#include <cmath>

using namespace mazelab;
using namespace mazelab::gan;

class TestGanTrain : public QObject {
    Q_OBJECT
private slots:
    void smallRun()
    {
        TrainOptions o;
        o.name = "tiny";
        o.dataset = "binary-tree";
        o.rows = 8;
        o.cols = 8;
        o.samples = 96;
        o.epochs = 2;
        o.batch = 32;
        o.latent = 4;
        o.width = 8;
        o.threads = 1;
        Control control(3);
        int reported = 0;
        const TrainResult r = trainGan(o, control, [&](const EpochReport& e) {
            QCOMPARE(e.epoch, ++reported);
            QVERIFY(std::isfinite(e.lossD) && std::isfinite(e.lossG));
            QVERIFY(e.realScore > 0 && e.realScore < 1 && e.fakeScore > 0 && e.fakeScore < 1);
        });
        QCOMPARE(reported, 2);
        QCOMPARE(r.epochs.size(), std::size_t(2));
        QVERIFY(!r.stopped);
        // the kept model is the epoch whose raw mazes came closest to the training set
        QVERIFY(r.bestEpoch == 1 || r.bestEpoch == 2);
        QCOMPARE(r.bestDistance, std::min(r.epochs[0].distance, r.epochs[1].distance));
        QCOMPARE(r.bestDistance, r.epochs[std::size_t(r.bestEpoch - 1)].distance);
        QVERIFY(r.bestDistance > 0 && r.bestDistance <= 1);
        QVERIFY2(r.exportError < 1e-4, qPrintable(QString::number(r.exportError)));
        QCOMPARE(r.model.name, std::string("tiny"));
        QCOMPARE(r.model.latent, 4);
        QCOMPARE(r.model.scale(), 4);
        QVERIFY(r.model.about.find("trained on 96 binary-tree mazes of 8x8, 2 epochs, seed 3")
                == 0);
        QVERIFY(r.model.about.find("; epoch " + std::to_string(r.bestEpoch) + " kept") != std::string::npos);
        const GanModel back = parseGanModel(writeGanModel(r.model));
        QCOMPARE(back.parameterCount(), r.model.parameterCount());
        QCOMPARE(back.layers[0].weights, r.model.layers[0].weights);
        // whatever it learned in two epochs, the model makes valid mazes of any size
        Control g(1);
        QVERIFY(gen::computeMetrics(ganGrid(back, 9, 11, "perfect", 0.5, g)).perfect);
    }

    void refused_data()
    {
        QTest::addColumn<QString>("field");
        QTest::newRow("size") << "size";
        QTest::newRow("dataset") << "dataset";
        QTest::newRow("block dataset") << "cavern";
        QTest::newRow("width") << "width";
        QTest::newRow("batch") << "batch";
        QTest::newRow("g-steps") << "gsteps";
    }
    void refused()
    {
        QFETCH(QString, field);
        TrainOptions o;
        if (field == "size")
            o.rows = 10;
        else if (field == "dataset")
            o.dataset = "nonsense";
        else if (field == "cavern")
            o.dataset = "cavern";
        else if (field == "width")
            o.width = 7;
        else if (field == "batch")
            o.batch = 1;
        else
            o.generatorSteps = 0;
        o.samples = 4;
        Control control;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, trainGan(o, control));
    }

    void stopBeforeAnEpoch()
    {
        TrainOptions o;
        o.rows = o.cols = 8;
        o.samples = 64;
        Control control;
        control.cancel();
        const TrainResult r = trainGan(o, control);
        QVERIFY(r.stopped);
        QVERIFY(r.model.layers.empty());
        QVERIFY(r.epochs.empty());
    }
};

QTEST_GUILESS_MAIN(TestGanTrain)
#include "tst_gantrain.moc"
