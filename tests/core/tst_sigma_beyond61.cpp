// Table 6.1 of Nusser 2016 stops at four columns (σ(3,4) = σ(4,3) = 17). The exact values
// MazeLab computed beyond it (README "Beyond Table 6.1") are recorded as certificates under
// tests/data/sigma/: each holds a sequence of σ moves and a subset of mazes that no sequence of
// σ − 1 moves solves. This test re-checks every recorded value:
//   - the header (size, σ as both bounds, the maze count) is the one the README reports;
//   - the sequence has σ moves and solves every solvable maze of the size (enumerated);
//   - the subset's mazes are solvable and distinct, and the sequence solves them;
//   - where the SAT refutation is cheap (well under a second), the whole certificate is
//     re-proved by checkCertificate (a fresh SAT call at σ − 1), and a forged certificate
//     claiming σ + 1 is rejected (the recorded sequence is found at σ). The costly refutations
//     are `mazelab-cli sigma check FILE` (times in the README).
#include "core/control.h"
#include "core/maze.h"
#include "core/simaso_sat/sigmasat.h"

#include <QFile>
#include <QTest>
#include <set>

using namespace mazelab;
using namespace mazelab::simaso_sat;

namespace {
// Reads tests/data/sigma/FILE into `cert` and checks what every recorded file owes: its size,
// its sequence solving every solvable maze of that size (`solvable` of them, when >= 0), its
// mazes solvable and distinct (transposition-closed when it claims the symmetry). A failure
// is recorded by QVERIFY; the caller returns on QTest::currentTestFailed().
void loadAndCheckCheapParts(const QString& file, int rows, int cols, int solvable,
                            SigmaCertificate& cert)
{
    QFile f(QStringLiteral(MAZELAB_TEST_DATA "/sigma/") + file);
    QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(file));
    cert = certificateFromText(f.readAll().toStdString());
    QCOMPARE(cert.rows, rows);
    QCOMPARE(cert.cols, cols);
    Control control;
    const Grid grid(rows, cols);
    const auto all = enumerateSolvable(grid, control);
    if (solvable >= 0)
        QCOMPARE(int(all.size()), solvable);
    QVERIFY(unsolvedMazes(grid, all, cert.sequence).empty());
    const std::set<WallMask> set(cert.subset.begin(), cert.subset.end());
    QCOMPARE(set.size(), cert.subset.size());
    for (WallMask w : cert.subset) {
        QVERIFY(grid.isSolvable(w));
        if (cert.symmetry)
            QVERIFY(set.count(grid.transposed(w)));
    }
}
} // namespace

class TestSigmaBeyond61 : public QObject {
    Q_OBJECT
private slots:
    void recordedExactValues_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<int>("sigma");
        QTest::addColumn<int>("solvable"); // all solvable mazes of the size
        QTest::addColumn<int>("mazes");    // in the certificate
        QTest::addColumn<bool>("fullCheck");
        QTest::newRow("2x5") << "sigma-2x5.cert" << 2 << 5 << 11 << 49 << 13 << true;
        QTest::newRow("2x6") << "sigma-2x6.cert" << 2 << 6 << 13 << 119 << 21 << true;
        QTest::newRow("2x7") << "sigma-2x7.cert" << 2 << 7 << 16 << 288 << 33 << true;
        QTest::newRow("2x8") << "sigma-2x8.cert" << 2 << 8 << 18 << 696 << 49 << true;
        QTest::newRow("2x9") << "sigma-2x9.cert" << 2 << 9 << 21 << 1681 << 61 << true;
        QTest::newRow("2x10") << "sigma-2x10.cert" << 2 << 10 << 24 << 4059 << 85 << false;
        QTest::newRow("2x11") << "sigma-2x11.cert" << 2 << 11 << 27 << 9800 << 141 << false;
        QTest::newRow("2x12") << "sigma-2x12.cert" << 2 << 12 << 30 << 23660 << 229 << false;
        QTest::newRow("3x5") << "sigma-3x5.cert" << 3 << 5 << 29 << 1632 << 97 << false;
    }
    void recordedExactValues()
    {
        QFETCH(QString, file);
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(int, sigma);
        QFETCH(int, solvable);
        QFETCH(int, mazes);
        QFETCH(bool, fullCheck);
        SigmaCertificate cert;
        loadAndCheckCheapParts(file, rows, cols, solvable, cert);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(cert.lowerBound, sigma);
        QCOMPARE(cert.upperBound, sigma);
        QCOMPARE(int(cert.sequence.size()), sigma);
        QCOMPARE(int(cert.subset.size()), mazes);

        Control control;
        const Grid grid(rows, cols);
        QVERIFY(unsolvedMazes(grid, cert.subset, cert.sequence).empty());
        // One move shorter, the sequence misses a maze: it is not padded.
        std::vector<Move> shorter = cert.sequence;
        shorter.pop_back();
        QVERIFY(!unsolvedMazes(grid, enumerateSolvable(grid, control), shorter).empty());

        if (!fullCheck)
            return;
        const CertificateCheck check = checkCertificate(cert, control);
        QVERIFY2(check.ok, check.message.c_str());
        QVERIFY(check.sequenceChecked && check.subsetChecked);
        SigmaCertificate forged = cert;
        forged.lowerBound = sigma + 1;
        forged.upperBound = -1;
        forged.sequence.clear();
        QVERIFY(!checkCertificate(forged, control).ok);
    }

    // Searches left open, recorded so a later run resumes them (`sigma … --start FILE`): a
    // stopped search's certificate holds its whole working set. Cheap parts only: the header,
    // the sequence (the upper bound) solving every maze, the mazes solvable and distinct.
    void recordedOpenSearches_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<int>("upper");
        QTest::addColumn<int>("mazes");
        QTest::newRow("5x4 at 50") << "sigma-5x4-open.cert" << 5 << 4 << 51 << 549;
        QTest::newRow("3x6 at 38") << "sigma-3x6-open.cert" << 3 << 6 << 39 << 283;
    }
    void recordedOpenSearches()
    {
        QFETCH(QString, file);
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(int, upper);
        QFETCH(int, mazes);
        SigmaCertificate cert;
        loadAndCheckCheapParts(file, rows, cols, -1, cert);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(cert.upperBound, upper);
        QVERIFY(cert.lowerBound < upper);
        QCOMPARE(int(cert.sequence.size()), upper);
        QCOMPARE(int(cert.subset.size()), mazes);
    }
};

QTEST_GUILESS_MAIN(TestSigmaBeyond61)
#include "tst_sigma_beyond61.moc"
