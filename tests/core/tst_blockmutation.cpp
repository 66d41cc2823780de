// Block mutations of the exact annealing (sequencemutation.h mutateBlock, ExactAnnealOptions::
// blockPercent, issue 17): every mutation keeps the length, changes the sequence only inside
// one stretch of it, and that stretch is the old one rotated (a block moved), mirrored at the
// diagonal (d<->r, u<->l) or walked backwards (reversed, every move inverted) within a block
// of at most maxBlock moves; the returned step is the first that changed; all three kinds
// occur. The annealing with them reports only sequences that solve every maze, reaches
// σ(4,4) = 29 (this project's proof), is deterministic for a seed and differs from the
// annealing without them.
#include "core/simaso/exactanneal.h"
#include "core/simaso/mazeset.h"
#include "core/simaso/sequencemutation.h"
#include "core/simaso/verify.h"
#include "core/simaso_sat/sigmasat.h"

#include "tests/core/annealcheck.h"
#include "tests/core/randomsequence.h"

#include <QTest>
#include <algorithm>
#include <random>

using namespace mazelab;
using mazelab::test::randomSequence;

namespace {

enum class Kind { Moved, Mirrored, Backwards, None };

Move inverted(Move m)
{
    switch (m) {
    case Move::Up: return Move::Down;
    case Move::Down: return Move::Up;
    case Move::Left: return Move::Right;
    case Move::Right: return Move::Left;
    }
    return m;
}

// The mirror at the diagonal is simaso_sat::Grid::transposedMove (the SAT encoding's symmetry).

// What turned `before` into `after`, given that they differ exactly in [a, b): a block of at
// most maxBlock moves moved elsewhere (tried exhaustively), a mirror of that stretch, or a
// block [a2, b2) around it of at most maxBlock moves walked backwards. None: none of these.
Kind classify(const SolvingSequence& before, const SolvingSequence& after, std::size_t a,
              std::size_t b, std::size_t maxBlock)
{
    const std::size_t n = before.size();
    for (std::size_t k = 2; k <= std::min(maxBlock, n - 1); ++k)
        for (std::size_t i = 0; i + k <= n; ++i) {
            SolvingSequence rest(before.begin(), before.begin() + std::ptrdiff_t(i));
            rest.insert(rest.end(), before.begin() + std::ptrdiff_t(i + k), before.end());
            for (std::size_t j = 0; j <= rest.size(); ++j) {
                SolvingSequence moved = rest;
                moved.insert(moved.begin() + std::ptrdiff_t(j),
                             before.begin() + std::ptrdiff_t(i),
                             before.begin() + std::ptrdiff_t(i + k));
                if (moved == after)
                    return Kind::Moved;
            }
        }
    const SolvingSequence oldPart(before.begin() + std::ptrdiff_t(a),
                                  before.begin() + std::ptrdiff_t(b));
    const SolvingSequence newPart(after.begin() + std::ptrdiff_t(a),
                                  after.begin() + std::ptrdiff_t(b));
    SolvingSequence mir = oldPart;
    std::transform(mir.begin(), mir.end(), mir.begin(), simaso_sat::Grid::transposedMove);
    if (mir == newPart && b - a <= maxBlock)
        return Kind::Mirrored;
    for (std::size_t a2 = a + 1; a2-- > 0;)
        for (std::size_t b2 = b; b2 <= before.size() && b2 - a2 <= maxBlock; ++b2) {
            bool ok = true;
            for (std::size_t t = a2; t < b2 && ok; ++t)
                ok = after[t] == inverted(before[a2 + b2 - 1 - t]);
            if (ok)
                return Kind::Backwards;
        }
    return Kind::None;
}

} // namespace

class TestBlockMutation : public QObject {
    Q_OBJECT
private slots:
    void mutationsAreBlockMovesMirrorsOrBackwardWalks()
    {
        std::mt19937_64 rng(3);
        int counts[4] = {0, 0, 0, 0};
        for (int trial = 0; trial < 1500; ++trial) {
            const std::size_t n = 3 + rng() % 25;
            const std::size_t maxBlock = 2 + rng() % 12;
            const SolvingSequence before = randomSequence(rng, n);
            SolvingSequence after = before;
            const std::size_t j = mutateBlock(after, maxBlock, rng);
            QCOMPARE(after.size(), before.size());
            std::size_t a = 0;
            while (a < n && after[a] == before[a])
                ++a;
            if (a == n) { // nothing changed: a block that is its own image
                QCOMPARE(j, std::size_t(SIZE_MAX));
                ++counts[int(Kind::None)];
                continue;
            }
            QCOMPARE(j, a);
            std::size_t b = n;
            while (after[b - 1] == before[b - 1])
                --b;
            const Kind kind = classify(before, after, a, b, maxBlock);
            QVERIFY2(kind != Kind::None, "a change that is no block mutation");
            ++counts[int(kind)];
        }
        QVERIFY(counts[int(Kind::Moved)] > 500);
        QVERIFY(counts[int(Kind::Mirrored)] > 200);
        QVERIFY(counts[int(Kind::Backwards)] > 100);
    }

    void annealWithBlocksReachesSigma()
    {
        std::mt19937_64 rng(11);
        ExactAnnealOptions o;
        o.seed = 2;
        o.blockPercent = 30;
        o.maxBlock = 8;
        test::checkAnnealReachesSigma(4, 4, randomSequence(rng, 60), o, 29,
                                      [](ExactAnnealOptions& x) { x.blockPercent = 0; });
    }
};

QTEST_APPLESS_MAIN(TestBlockMutation)
#include "tst_blockmutation.moc"
