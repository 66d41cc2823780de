#include "core/colab/colabgame.h"

#include <stdexcept>

namespace mazelab::colab {

const char* outcomeName(Outcome outcome)
{
    switch (outcome) {
    case Outcome::AWins: return "A wins";
    case Outcome::BWins: return "B wins";
    case Outcome::Draw: return "draw";
    case Outcome::Timeout: return "timeout";
    }
    return "?";
}

double GameResult::fitness(bool sideA) const
{
    if (outcome == (sideA ? Outcome::AWins : Outcome::BWins))
        return 1.0;
    if (outcome == Outcome::Draw)
        return 0.5;
    return 1.0 / (1.0 + double(sideA ? distanceLeftA : distanceLeftB));
}

int GameResult::points(bool sideA) const
{
    switch (outcome) {
    case Outcome::Draw: return 1;
    case Outcome::Timeout: return -2;
    default: return outcome == (sideA ? Outcome::AWins : Outcome::BWins) ? 2 : -1;
    }
}

Move Strategy::move(const PlayerView& view, Random& random)
{
    if (explorationChance > 0 && random.chance(explorationChance)) {
        // A random move that does not walk into a wall the player knows of.
        std::vector<Move> open;
        for (Move m : {Move::Down, Move::Right, Move::Up, Move::Left})
            if (view.map.at(stepCell(view.position, m)) != Knowledge::Blocked)
                open.push_back(m);
        if (!open.empty())
            return open[random.below(std::uint32_t(open.size()))];
    }
    const std::vector<Cell> route =
        planRoute(view.map, view.position, view.goal, std::max(1.0, unknownCost));
    if (route.empty()) // only when known walls enclose the player: any move is a bump
        return Move::Down;
    return moveTowards(view.position, route.front());
}

std::pair<Cell, Cell> fairStartAndGoal(const Maze& maze, Random& random)
{
    // X: uniform over the free cells whose connected part holds another free cell.
    std::vector<Cell> candidates;
    for (std::size_t i = 0; i < maze.cellCount(); ++i) {
        const Cell c = maze.cellAt(i);
        if (!maze.isFree(c))
            continue;
        for (Move m : {Move::Down, Move::Right, Move::Up, Move::Left})
            if (maze.isFree(stepCell(c, m))) {
                candidates.push_back(c);
                break;
            }
    }
    if (candidates.empty())
        throw std::invalid_argument("no two connected free cells for the players");
    const Cell x = candidates[random.below(std::uint32_t(candidates.size()))];
    const std::vector<bool> part = maze.reachable(x);
    std::vector<Cell> others;
    for (std::size_t i = 0; i < part.size(); ++i)
        if (part[i] && maze.cellAt(i) != x)
            others.push_back(maze.cellAt(i));
    return {x, others[random.below(std::uint32_t(others.size()))]};
}

namespace {

void initialKnowledge(KnownMap& map, const Maze& maze, Cell at, Cell goal)
{
    map.learn(maze, at);
    for (Move m : {Move::Down, Move::Right, Move::Up, Move::Left})
        map.learn(maze, stepCell(at, m));
    map.learn(maze, goal);
}

// A step onto `m`'s neighbour: moves there when it is free, otherwise a bump. Either way the
// player now knows the cell (a bump makes the wall visible, §4.3).
// Learns `c` and records it in the trace's layer `layer` (kColabLayers) when new.
bool learnCell(const Maze& maze, KnownMap& map, Cell c, CellTrace* trace, int layer, bool traded)
{
    if (!map.learn(maze, c))
        return false;
    if (trace)
        trace->set(layer, std::int32_t(maze.index(c)),
                   (maze.isBlocked(c) ? kKnownWall : kKnownFree) + (traded ? 2 : 0));
    return true;
}

bool applyMove(const Maze& maze, KnownMap& map, Cell& position, Move m, CellTrace* trace,
               int player)
{
    const Cell to = stepCell(position, m);
    learnCell(maze, map, to, trace, player, false);
    if (!maze.isFree(to))
        return true;
    position = to;
    if (trace)
        trace->move(player, std::int32_t(maze.index(to)));
    return false;
}

TraceState initialTraceState(const Maze& maze, const KnownMap& a, const KnownMap& b, Cell pa,
                             Cell pb)
{
    TraceState state;
    state.layers.assign(kColabLayers, std::vector<std::int32_t>(maze.cellCount(), 0));
    for (std::size_t i = 0; i < maze.cellCount(); ++i) {
        const Cell c = maze.cellAt(i);
        for (int layer = 0; layer < kColabLayers; ++layer) {
            const Knowledge k = (layer == 0 ? a : b).at(c);
            state.layers[std::size_t(layer)][i] =
                k == Knowledge::Free ? kKnownFree : k == Knowledge::Blocked ? kKnownWall : 0;
        }
    }
    state.markers = {std::int32_t(maze.index(pa)), std::int32_t(maze.index(pb))};
    return state;
}

bool validOffer(const KnownMap& map, const Proposal& p)
{
    return map.contains(p.offer) && map.knows(p.offer);
}

} // namespace

GameResult playGame(const Maze& maze, Cell startA, Cell startB, Strategy& a, Strategy& b,
                    const GameOptions& options)
{
    if (!maze.isFree(startA) || !maze.isFree(startB) || startA == startB
        || !maze.reachable(startA)[maze.index(startB)])
        throw std::invalid_argument("the players' cells must be two different connected free cells");
    GameResult result;
    result.startA = startA;
    result.startB = startB;
    const Cell goalA = startB;
    const Cell goalB = startA;
    KnownMap mapA(maze.rows(), maze.cols());
    KnownMap mapB(maze.rows(), maze.cols());
    initialKnowledge(mapA, maze, startA, goalA);
    initialKnowledge(mapB, maze, startB, goalB);
    // Separate streams, so that one player's draws never shift the other's.
    Random randomA(options.seed * 2 + 1);
    Random randomB(options.seed * 2 + 2);
    a.reset();
    b.reset();
    Cell pa = startA;
    Cell pb = startB;
    CellTrace* trace = options.trace;
    if (trace)
        trace->setInitialState(initialTraceState(maze, mapA, mapB, pa, pb));
    for (int step = 1; step <= options.maxSteps; ++step) {
        if (options.control && options.control->checkNow()) {
            result.stopped = true;
            break;
        }
        StepRecord rec;
        if (!knowsRoute(mapA, pa, goalA) && !knowsRoute(mapB, pb, goalB)) {
            NegotiationRecord ra, rb;
            for (int attempt = 0; attempt < kNegotiationAttempts; ++attempt) {
                const PlayerView va{mapA, pa, goalA, pb, goalB, step, attempt, options.maxSteps};
                const PlayerView vb{mapB, pb, goalB, pa, goalA, step, attempt, options.maxSteps};
                const bool wa = a.wantsToNegotiate(va, randomA);
                const bool wb = b.wantsToNegotiate(vb, randomB);
                ra.iWanted = rb.opponentWanted = wa;
                rb.iWanted = ra.opponentWanted = wb;
                ra.opponentAccepted = rb.opponentAccepted = false;
                if (!wa || !wb)
                    break;
                ++ra.attempts;
                ++rb.attempts;
                ++rec.attempts;
                const Proposal pA = a.propose(va, randomA);
                const Proposal pB = b.propose(vb, randomB);
                ra.mine = rb.theirs = pA;
                rb.mine = ra.theirs = pB;
                const bool acceptA = validOffer(mapB, pB) && a.accepts(va, pA, pB, randomA);
                const bool acceptB = validOffer(mapA, pA) && b.accepts(vb, pB, pA, randomB);
                ra.opponentAccepted = acceptB;
                rb.opponentAccepted = acceptA;
                if (acceptA && acceptB) {
                    ra.learnedSomething = learnCell(maze, mapA, pB.offer, trace, 0, true);
                    rb.learnedSomething = learnCell(maze, mapB, pA.offer, trace, 1, true);
                    ra.traded = rb.traded = rec.traded = true;
                    rec.gaveA = pA.offer;
                    rec.gaveB = pB.offer;
                    ++result.trades;
                    break;
                }
            }
            if (rec.attempts > 0)
                ++result.negotiations;
            result.attempts += rec.attempts;
            a.observe(ra);
            b.observe(rb);
        }
        // Both decide on what they know after the negotiation, then move at once.
        const PlayerView va{mapA, pa, goalA, pb, goalB, step, 0, options.maxSteps};
        const PlayerView vb{mapB, pb, goalB, pa, goalA, step, 0, options.maxSteps};
        const Move ma = a.move(va, randomA);
        const Move mb = b.move(vb, randomB);
        rec.bumpA = applyMove(maze, mapA, pa, ma, trace, 0);
        rec.bumpB = applyMove(maze, mapB, pb, mb, trace, 1);
        if (trace)
            trace->endStep();
        rec.a = pa;
        rec.b = pb;
        if (options.record) {
            rec.estimateA = int(planRoute(mapA, pa, goalA, 1.0).size());
            rec.estimateB = int(planRoute(mapB, pb, goalB, 1.0).size());
            result.record.push_back(rec);
        }
        result.steps = step;
        const bool doneA = pa == goalA;
        const bool doneB = pb == goalB;
        if (doneA || doneB) {
            result.outcome = doneA && doneB ? Outcome::Draw : doneA ? Outcome::AWins : Outcome::BWins;
            break;
        }
    }
    if (trace)
        trace->finish();
    result.knownA = mapA.knownCount();
    result.knownB = mapB.knownCount();
    result.distanceLeftA = trueDistance(maze, pa, goalA);
    result.distanceLeftB = trueDistance(maze, pb, goalB);
    return result;
}

} // namespace mazelab::colab
