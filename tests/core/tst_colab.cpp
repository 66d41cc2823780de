// CoLab (Petercă 2024, §4.3; core/colab/): the rules of a game on mazes small enough to follow
// by hand (knowledge at the start, bumps, negotiation only while nobody knows a route, trades
// of offered cells, draws on fair cells), the strategies' reactions (Tit-for-Tat retaliates
// once, Tit-for-Two-Tats after two, Grim for ever, RememberMe accepts a cell it needed), the
// genome's text form, and the determinism of tournaments and evolution across threads.
#include "core/colab/colabtournament.h"
#include "core/mazeformat.h"

#include <QTest>

using namespace mazelab;
using namespace mazelab::colab;

namespace {

Maze parse(const char* text)
{
    return parseMazeText(text).mazes.front();
}

// A 1 × n corridor.
Maze corridor(int n)
{
    return Maze(1, n);
}

PlayerView viewOf(const KnownMap& map, Cell at, Cell goal, Cell opponent, int attempt = 0)
{
    return PlayerView{map, at, goal, opponent, at, 1, attempt, kDefaultMaxSteps};
}

NegotiationRecord refused()
{
    NegotiationRecord r;
    r.iWanted = true;
    r.opponentWanted = false;
    return r;
}

NegotiationRecord cooperated()
{
    NegotiationRecord r;
    r.iWanted = r.opponentWanted = r.opponentAccepted = r.traded = r.learnedSomething = true;
    r.attempts = 1;
    return r;
}

} // namespace

class TestColab : public QObject {
    Q_OBJECT

private slots:
    void planner()
    {
        // 3 × 3, centre blocked; from the top-left to the bottom-right.
        const Maze m = parse("...\n.#.\n...\n");
        KnownMap map(3, 3);
        QVERIFY(planRoute(map, {0, 0}, {2, 2}, 0.0).empty()); // nothing known: no known route
        QCOMPARE(planRoute(map, {0, 0}, {2, 2}, 1.5).size(), std::size_t(4));
        for (Cell c : {Cell{0, 0}, Cell{0, 1}, Cell{0, 2}, Cell{1, 2}, Cell{2, 2}})
            QVERIFY(map.learn(m, c));
        QVERIFY(!map.learn(m, {0, 0})); // known already
        QCOMPARE(map.knownCount(), std::size_t(5));
        QVERIFY(knowsRoute(map, {0, 0}, {2, 2}));
        // Unknown cells cost 1.5: the known way round the top (4 moves) beats the unknown one
        // down the left, which wins once the top is walled off.
        QCOMPARE(planRoute(map, {0, 0}, {2, 2}, 1.5).front(), (Cell{0, 1}));
        KnownMap walled(3, 3);
        walled.learn(parse(".#.\n.#.\n...\n"), {0, 1});
        walled.learn(m, {1, 1});
        QCOMPARE(planRoute(walled, {0, 0}, {2, 2}, 1.5),
                 (std::vector<Cell>{{1, 0}, {2, 0}, {2, 1}, {2, 2}}));
        map.learn(m, {1, 1});
        QCOMPARE(map.at({1, 1}), Knowledge::Blocked);
        QCOMPARE(map.at({-1, 0}), Knowledge::Blocked); // outside
        QCOMPARE(trueDistance(m, {0, 0}, {2, 2}), 4);
        QCOMPARE(trueDistance(m, {0, 0}, {1, 1}), -1);
    }

    // Two defectors in a 1 × 7 corridor: each walks straight to the other's start, they pass
    // each other and arrive together after 6 steps: a draw, nothing negotiated.
    void corridorDraw()
    {
        const Maze m = corridor(7);
        auto a = makeStrategy("defector");
        auto b = makeStrategy("defector");
        GameOptions options;
        options.record = true;
        const GameResult r = playGame(m, {0, 0}, {0, 6}, *a, *b, options);
        QCOMPARE(r.outcome, Outcome::Draw);
        QCOMPARE(r.steps, 6);
        QCOMPARE(r.trades, 0);
        QCOMPARE(r.negotiations, 0);
        QCOMPARE(r.knownA, std::size_t(7));
        QCOMPARE(r.record.size(), std::size_t(6));
        QCOMPARE(r.record[2].a, (Cell{0, 3}));
        QCOMPARE(r.record[2].b, (Cell{0, 3}));
        QCOMPARE(r.fitness(true), 0.5);
        QCOMPARE(r.points(false), 1);
    }

    // A starts two cells closer to its finish than B: A wins, B's fitness counts what is left.
    // At the start each player knows its cell, its neighbours and its finish.
    void winnerAndKnowledge()
    {
        // A's finish is B's start: on a 1 × 5 corridor from (0,1) to (0,4), 3 moves each.
        const Maze m = corridor(5);
        auto a = makeStrategy("defector");
        auto b = makeStrategy("defector");
        GameOptions options;
        options.maxSteps = 1;
        const GameResult r = playGame(m, {0, 1}, {0, 4}, *a, *b, options);
        QCOMPARE(r.outcome, Outcome::Timeout);
        // A: (0,0), (0,1), (0,2) at the start, the finish (0,4), then stepped onto (0,2).
        QCOMPARE(r.knownA, std::size_t(4));
        QCOMPARE(r.distanceLeftA, 2);
        QCOMPARE(r.fitness(true), 1.0 / 3.0);
        QCOMPARE(r.points(true), -2);
    }

    // A wall next to the start is known from the start and never bumped into; one further on
    // is planned through (an unknown cell), bumped into, and known from then on.
    void bumpRevealsWall()
    {
        auto a = makeStrategy("defector");
        auto b = makeStrategy("defector");
        GameOptions options;
        options.record = true;
        // A from (0,0) to (2,0): (1,0) is a wall and a neighbour, so A goes round at once.
        const GameResult r = playGame(parse("...\n#..\n...\n"), {0, 0}, {2, 0}, *a, *b, options);
        QVERIFY(!r.record.front().bumpA);
        QCOMPARE(r.record.front().a, (Cell{0, 1}));
        QCOMPARE(r.outcome, Outcome::Draw);
        QCOMPARE(r.steps, 4);

        // A from (0,0) to (0,3): the straight way costs 1 + 1.5 + 1 (one unknown cell), the
        // row below more, so A steps to (0,1), then bumps into (0,2) and stays.
        const GameResult s = playGame(parse("..#.\n....\n"), {0, 0}, {0, 3}, *a, *b, options);
        QCOMPARE(s.record[0].a, (Cell{0, 1}));
        QVERIFY(!s.record[0].bumpA);
        QVERIFY(s.record[1].bumpA);
        QCOMPARE(s.record[1].a, (Cell{0, 1}));
        QVERIFY(!s.record[2].bumpA); // it knows the wall now and goes down
        QCOMPARE(s.record[2].a, (Cell{1, 1}));
    }

    // Cooperators trade at once (each offers a cell it knows), defectors never negotiate,
    // and nobody negotiates once a player knows its whole route.
    void negotiation()
    {
        const Maze m = corridor(9);
        auto a = makeStrategy("cooperator");
        auto b = makeStrategy("cooperator");
        GameOptions options;
        options.record = true;
        const GameResult r = playGame(m, {0, 0}, {0, 8}, *a, *b, options);
        QVERIFY(r.trades >= 1);
        QVERIFY(r.record.front().traded);
        QCOMPARE(r.record.front().attempts, 1);
        // What A gave is a cell A knew at the start: its cell, (0,1) or its finish (0,8).
        const Cell gave = r.record.front().gaveA;
        QVERIFY(gave == (Cell{0, 0}) || gave == (Cell{0, 1}) || gave == (Cell{0, 8}));
        // Once a player knows the whole corridor no more negotiations start: at most one per
        // step, and none in the last steps.
        QVERIFY(r.negotiations <= r.steps);
        QCOMPARE(r.record.back().attempts, 0);

        auto d = makeStrategy("defector");
        const GameResult s = playGame(m, {0, 0}, {0, 8}, *a, *d, options);
        QCOMPARE(s.trades, 0);
        QCOMPARE(s.attempts, 0);
        QCOMPARE(s.negotiations, 0);
    }

    // The trace holds the game: the positions of every step, what each player knows (trades
    // marked) and nothing more, so the mode's view and its GIF need not replay the game.
    void traceReplaysTheGame()
    {
        const Maze m = experimentMazes("backtracker", 6, 6, 1, 5).front();
        Random random(5);
        const auto [x, y] = fairStartAndGoal(m, random);
        auto a = makeStrategy("cooperator");
        auto b = makeStrategy("tit-for-tat");
        CellTrace trace(m.rows(), m.cols(), kColabLayers, kColabMarkers);
        GameOptions options;
        options.record = true;
        options.trace = &trace;
        const GameResult r = playGame(m, x, y, *a, *b, options);
        QVERIFY(trace.isFinished());
        QCOMPARE(trace.length(), std::int64_t(r.steps));
        QVERIFY(r.trades > 0);
        QCOMPARE(trace.initialState().markers,
                 (std::vector<std::int32_t>{std::int32_t(m.index(x)), std::int32_t(m.index(y))}));
        int traded = 0;
        for (int k = 1; k <= r.steps; ++k) {
            const TraceState s = trace.stateAt(k);
            const StepRecord& step = r.record[std::size_t(k - 1)];
            QCOMPARE(s.markers[0], std::int32_t(m.index(step.a)));
            QCOMPARE(s.markers[1], std::int32_t(m.index(step.b)));
            // The players' estimates count unknown cells as passable: never above the truth.
            QVERIFY(step.estimateA <= trueDistance(m, step.a, y));
            QVERIFY(step.estimateB <= trueDistance(m, step.b, x));
            QVERIFY(step.estimateA >= 1 || step.a == y);
            if (step.traded) {
                ++traded;
                const std::int32_t v = s.layers[1][m.index(step.gaveA)];
                QVERIFY2(v >= kKnownFree, "B knows what A gave");
            }
        }
        QCOMPARE(traded, r.trades);
        const TraceState last = trace.stateAt(r.steps);
        for (int layer = 0; layer < 2; ++layer) {
            std::size_t known = 0;
            for (std::size_t i = 0; i < m.cellCount(); ++i) {
                const std::int32_t v = last.layers[std::size_t(layer)][i];
                known += v != 0;
                if (v != 0) // the trace says what the cell truly is
                    QCOMPARE(v == kKnownWall || v == kTradedWall, m.isBlocked(m.cellAt(i)));
            }
            QCOMPARE(known, layer == 0 ? r.knownA : r.knownB);
        }
    }

    // A cancel or a limit ends a game before its next step: on a board of millions of cells a
    // step plans over all of them, so a game must be stoppable.
    void stoppedGame()
    {
        const Maze m = corridor(40);
        auto a = makeStrategy("defector");
        auto b = makeStrategy("defector");
        Control control;
        control.cancel();
        GameOptions options;
        options.control = &control;
        const GameResult r = playGame(m, {0, 0}, {0, 39}, *a, *b, options);
        QVERIFY(r.stopped);
        QCOMPARE(r.steps, 0);
        QCOMPARE(r.outcome, Outcome::Timeout);
        Control running;
        options.control = &running;
        const GameResult full = playGame(m, {0, 0}, {0, 39}, *a, *b, options);
        QVERIFY(!full.stopped);
        QCOMPARE(full.outcome, Outcome::Draw);
    }

    void fairSelection()
    {
        const Maze m = parse("..#..\n.##..\n.#...\n#....\n");
        for (std::uint64_t seed = 1; seed <= 50; ++seed) {
            Random random(seed);
            const auto [x, y] = fairStartAndGoal(m, random);
            QVERIFY(m.isFree(x) && m.isFree(y) && !(x == y));
            QVERIFY(trueDistance(m, x, y) > 0);
            Random again(seed);
            QVERIFY(fairStartAndGoal(m, again) == std::make_pair(x, y));
        }
        Random random(1);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, fairStartAndGoal(parse(".#\n#.\n"), random));
        auto a = makeStrategy("random");
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 playGame(parse(".#.\n"), {0, 0}, {0, 2}, *a, *a));
    }

    void strategyNamesRoundTrip()
    {
        for (const std::string& name : strategyNames())
            QCOMPARE(makeStrategy(name)->name(), name);
        QCOMPARE(makeStrategy("random:0.25")->name(), std::string("random:0.25"));
        const Genome g;
        QCOMPARE(makeStrategy("evolved:" + g.text())->name(), "evolved:" + g.text());
        QCOMPARE(Genome::parse(g.text()).genes, g.genes);
        try {
            makeStrategy("tit-for-three-tats");
            QFAIL("no exception");
        } catch (const std::invalid_argument& e) {
            QVERIFY(std::string(e.what()).find("known: random, defector") != std::string::npos);
        }
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, makeStrategy("random:1.5"));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, makeStrategy("random:"));
        try {
            Genome::parse("1,2,3");
            QFAIL("no exception");
        } catch (const std::invalid_argument& e) {
            QCOMPARE(std::string(e.what()), std::string("a genome is 9 numbers separated by commas, not 3"));
        }
        try {
            Genome::parse("0.5,0,0.5,1,1,0,0,0.9,2");
            QFAIL("no exception");
        } catch (const std::invalid_argument& e) {
            QCOMPARE(std::string(e.what()),
                     std::string("gene 8 (EXPLORATION_CHANCE): '0.9' is not a number from 0 to 0.3"));
        }
    }

    // The reciprocators' memory, driven directly: a refusal is a defection.
    void reciprocity()
    {
        const Maze m(2, 9); // its route runs along the top row
        KnownMap map(2, 9);
        map.learn(m, {0, 0});
        map.learn(m, {0, 1});
        map.learn(m, {0, 8});
        const PlayerView view = viewOf(map, {0, 0}, {0, 8}, {0, 8});
        Random random(1);
        auto wants = [&](const char* name, std::vector<NegotiationRecord> history) {
            auto s = makeStrategy(name);
            s->reset();
            for (const NegotiationRecord& r : history)
                s->observe(r);
            return s->wantsToNegotiate(view, random);
        };
        QVERIFY(wants("tit-for-tat", {}));
        QVERIFY(!wants("tit-for-tat", {refused()}));
        QVERIFY(wants("tit-for-tat", {refused(), cooperated()}));
        QVERIFY(wants("tit-for-two-tats", {refused()}));
        QVERIFY(!wants("tit-for-two-tats", {refused(), refused()}));
        QVERIFY(wants("tit-for-two-tats", {refused(), cooperated(), refused()}));
        QVERIFY(!wants("grim-trigger", {refused(), cooperated(), cooperated()}));
        QVERIFY(wants("grim-trigger", {cooperated(), cooperated()}));
        // Win-stay-lose-shift: a trade that taught it a cell keeps it cooperating; a refusal
        // switches it off, the next loss on again.
        QVERIFY(wants("win-stay-lose-shift", {cooperated()}));
        QVERIFY(!wants("win-stay-lose-shift", {refused()}));
        // A refused proposal in every attempt is a defection too.
        NegotiationRecord rejected;
        rejected.iWanted = rejected.opponentWanted = true;
        rejected.attempts = 3;
        QVERIFY(!wants("tit-for-tat", {rejected}));

        // RememberMe retaliates but still accepts a cell it asked for.
        auto r = makeStrategy("remember-me");
        r->reset();
        QVERIFY(r->wantsToNegotiate(view, random));
        const Proposal mine = r->propose(view, random);
        QCOMPARE(mine.request, (Cell{0, 2})); // the first unknown cell of its route
        r->observe(refused());
        Proposal useful{{0, 2}, {-1, -1}};
        Proposal useless{{1, 5}, {-1, -1}}; // unknown, but off its route
        QVERIFY(r->accepts(view, mine, useful, random));
        QVERIFY(!r->accepts(view, mine, useless, random));
        auto t = makeStrategy("tit-for-tat");
        t->reset();
        t->observe(refused());
        QVERIFY(!t->accepts(view, mine, useful, random));
        // A cooperating Tit-for-Tat takes only cells it does not know.
        auto c = makeStrategy("tit-for-tat");
        c->reset();
        QVERIFY(c->accepts(view, mine, useless, random));
        QVERIFY(!c->accepts(view, mine, Proposal{{0, 1}, {-1, -1}}, random));
        // ... and offers what the opponent asked for last, when it knows it.
        NegotiationRecord asked = cooperated();
        asked.theirs.request = {0, 1};
        c->observe(asked);
        c->wantsToNegotiate(view, random);
        QCOMPARE(c->propose(view, random).offer, (Cell{0, 1}));
    }

    void tournament()
    {
        const std::vector<Maze> mazes = experimentMazes("backtracker", 4, 4, 6, 3);
        const std::vector<std::string> names{"defector", "cooperator", "tit-for-tat"};
        Control control;
        TournamentOptions one;
        const TournamentResult r = playTournament(names, mazes, one, control);
        QVERIFY(!r.stopped);
        QCOMPARE(r.standings.size(), std::size_t(3));
        for (const Standing& s : r.standings) {
            // every ordered pair on every maze, both sides of the self-play counted
            QCOMPARE(s.games, 6 * 3 * 2);
            QCOMPARE(s.wins + s.draws + s.losses + s.timeouts, s.games);
            QCOMPARE(s.points, long(2 * s.wins + s.draws - s.losses - 2 * s.timeouts));
            QVERIFY(s.fitness > 0 && s.fitness <= 1);
        }
        QCOMPARE(r.standings[0].meanTrades, 0.0); // the defector never trades
        // Two threads give the same standings.
        TournamentOptions two;
        two.threads = 2;
        const TournamentResult r2 = playTournament(names, mazes, two, control);
        for (std::size_t i = 0; i < names.size(); ++i) {
            QCOMPARE(r2.standings[i].points, r.standings[i].points);
            QCOMPARE(r2.standings[i].fitness, r.standings[i].fitness);
        }
        QCOMPARE(r2.fitness, r.fitness);
        Control stopped;
        stopped.cancel();
        QVERIFY(playTournament(names, mazes, one, stopped).stopped);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 playTournament({"nobody"}, mazes, one, control));
    }

    void evolution()
    {
        EvolveOptions options;
        options.population = 6;
        options.generations = 3;
        options.mazesPerGeneration = 2;
        options.rows = options.cols = 4;
        options.opponents = {"defector", "tit-for-tat"};
        Control control;
        int reports = 0;
        const EvolveResult r = evolve(options, control, [&](const GenerationReport&) { ++reports; });
        QCOMPARE(reports, 3);
        QCOMPARE(r.history.size(), std::size_t(3));
        QVERIFY(!r.stopped);
        for (const GenerationReport& g : r.history)
            QVERIFY(g.best >= g.mean && g.best <= 1.0);
        for (int i = 0; i < Genome::kCount; ++i) {
            QVERIFY(r.best.genes[std::size_t(i)] >= Genome::minimum(i));
            QVERIFY(r.best.genes[std::size_t(i)] <= Genome::maximum(i));
        }
        options.threads = 2;
        const EvolveResult again = evolve(options, control);
        QCOMPARE(again.best.genes, r.best.genes);
        QCOMPARE(again.bestFitness, r.bestFitness);
        Control stopped;
        stopped.cancel();
        QVERIFY(evolve(options, stopped).stopped);
    }
};

QTEST_APPLESS_MAIN(TestColab)
#include "tst_colab.moc"
