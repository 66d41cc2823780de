#include "core/colab/colabtournament.h"

#include "core/gen/generators.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <thread>

namespace mazelab::colab {

namespace {

// Runs task(i) for i in [0, n) on up to `threads` threads; stops handing out tasks once the
// control says stop. Returns false when it stopped early.
template <typename Task>
bool parallelFor(std::size_t n, int threads, const Control& control, Task task)
{
    std::atomic<std::size_t> next{0};
    std::atomic<bool> stopped{false};
    auto worker = [&] {
        for (std::size_t i; (i = next.fetch_add(1)) < n;) {
            if (control.checkNow()) {
                stopped = true;
                return;
            }
            task(i);
        }
    };
    const int t = std::clamp(threads, 1, int(std::max<std::size_t>(n, 1)));
    std::vector<std::thread> pool;
    for (int k = 1; k < t; ++k)
        pool.emplace_back(worker);
    worker();
    for (std::thread& th : pool)
        th.join();
    return !stopped;
}

std::uint64_t mix(std::uint64_t a, std::uint64_t b)
{
    std::uint64_t z = a * 0x9e3779b97f4a7c15ull + b + 0x632be59bd9b4e019ull;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

double gaussian(Random& random)
{
    const double u = std::max(random.uniform(), 1e-300);
    return std::sqrt(-2.0 * std::log(u)) * std::cos(6.283185307179586 * random.uniform());
}

std::vector<std::pair<Cell, Cell>> fairCells(const std::vector<Maze>& mazes, std::uint64_t seed)
{
    std::vector<std::pair<Cell, Cell>> cells;
    for (std::size_t k = 0; k < mazes.size(); ++k) {
        Random random(mix(seed, k));
        cells.push_back(fairStartAndGoal(mazes[k], random));
    }
    return cells;
}

} // namespace

std::vector<Maze> experimentMazes(const std::string& generator, int rows, int cols, int count,
                                  std::uint64_t seed, double braid)
{
    std::vector<Maze> mazes;
    for (int k = 0; k < count; ++k) {
        gen::GenRequest request;
        request.algorithm = generator;
        request.rows = rows;
        request.cols = cols;
        request.braid = braid;
        Control control(seed + std::uint64_t(k));
        mazes.push_back(gen::generate(request, control));
    }
    return mazes;
}

TournamentResult playTournament(const std::vector<std::string>& strategies,
                                const std::vector<Maze>& mazes, const TournamentOptions& options,
                                Control& control)
{
    for (const std::string& name : strategies)
        makeStrategy(name); // throws for an unknown name before any game
    const std::size_t s = strategies.size();
    const auto cells = fairCells(mazes, options.seed);
    std::vector<GameResult> games(mazes.size() * s * s);
    std::vector<char> played(games.size(), 0);
    const bool complete = parallelFor(games.size(), options.threads, control, [&](std::size_t t) {
        const std::size_t k = t / (s * s);
        const std::size_t i = t / s % s;
        const std::size_t j = t % s;
        const auto a = makeStrategy(strategies[i]);
        const auto b = makeStrategy(strategies[j]);
        GameOptions game;
        game.maxSteps = options.maxSteps;
        game.seed = mix(options.seed, t);
        game.control = &control;
        games[t] = playGame(mazes[k], cells[k].first, cells[k].second, *a, *b, game);
        played[t] = !games[t].stopped; // a game cut short counts for nobody
    });

    TournamentResult result;
    result.stopped = !complete || control.checkNow();
    result.standings.resize(s);
    result.fitness.assign(s, std::vector<double>(s, 0.0));
    std::vector<std::vector<int>> pairGames(s, std::vector<int>(s, 0));
    std::vector<long> finishedSteps(s, 0);
    std::vector<int> finished(s, 0);
    std::vector<long> trades(s, 0);
    for (std::size_t t = 0; t < games.size(); ++t) {
        if (!played[t])
            continue;
        const GameResult& g = games[t];
        const std::size_t i = t / s % s;
        const std::size_t j = t % s;
        for (const bool sideA : {true, false}) {
            const std::size_t me = sideA ? i : j;
            const std::size_t other = sideA ? j : i;
            Standing& st = result.standings[me];
            ++st.games;
            const int points = g.points(sideA);
            st.points += points;
            if (g.outcome == Outcome::Timeout)
                ++st.timeouts;
            else if (points == 2)
                ++st.wins;
            else if (points == 1)
                ++st.draws;
            else
                ++st.losses;
            if (points > 0) {
                finishedSteps[me] += g.steps;
                ++finished[me];
            }
            const double f = g.fitness(sideA);
            st.fitness += f;
            result.fitness[me][other] += f;
            ++pairGames[me][other];
            trades[me] += g.trades;
        }
    }
    for (std::size_t i = 0; i < s; ++i) {
        Standing& st = result.standings[i];
        st.name = strategies[i];
        if (st.games > 0) {
            st.fitness /= st.games;
            st.meanTrades = double(trades[i]) / st.games;
        }
        if (finished[i] > 0)
            st.meanSteps = double(finishedSteps[i]) / finished[i];
        for (std::size_t j = 0; j < s; ++j)
            if (pairGames[i][j] > 0)
                result.fitness[i][j] /= pairGames[i][j];
    }
    return result;
}

EvolveResult evolve(const EvolveOptions& options, Control& control,
                    const std::function<void(const GenerationReport&)>& onGeneration)
{
    const std::vector<std::string> opponents =
        options.opponents.empty() ? strategyNames() : options.opponents;
    for (const std::string& name : opponents)
        makeStrategy(name);
    const int size = std::max(2, options.population);
    Random random(mix(options.seed, 0xC01AB));
    std::vector<Genome> population(std::size_t(size), Genome{});
    for (std::size_t p = 1; p < population.size(); ++p)
        for (int g = 0; g < Genome::kCount; ++g)
            population[p].genes[std::size_t(g)] =
                Genome::minimum(g)
                + random.uniform() * (Genome::maximum(g) - Genome::minimum(g));

    EvolveResult result;
    for (int generation = 1; generation <= options.generations; ++generation) {
        const std::uint64_t genSeed = mix(options.seed, std::uint64_t(generation));
        const std::vector<Maze> mazes =
            experimentMazes(options.generator, options.rows, options.cols,
                            options.mazesPerGeneration, genSeed, options.braid);
        const auto cells = fairCells(mazes, genSeed);
        const std::size_t perGenome = opponents.size() * mazes.size() * 2;
        std::vector<double> scores(population.size() * perGenome, 0.0);
        const bool complete =
            parallelFor(scores.size(), options.threads, control, [&](std::size_t t) {
                const std::size_t p = t / perGenome;
                const std::size_t rest = t % perGenome;
                const std::size_t o = rest / (mazes.size() * 2);
                const std::size_t k = rest / 2 % mazes.size();
                const bool sideA = rest % 2 == 0;
                const auto me = makeStrategy("evolved:" + population[p].text());
                const auto other = makeStrategy(opponents[o]);
                GameOptions game;
                game.maxSteps = options.maxSteps;
                game.seed = mix(genSeed, rest);
                game.control = &control;
                const GameResult g =
                    sideA ? playGame(mazes[k], cells[k].first, cells[k].second, *me, *other, game)
                          : playGame(mazes[k], cells[k].first, cells[k].second, *other, *me, game);
                scores[t] = g.fitness(sideA);
            });
        if (!complete || control.checkNow()) { // a game may have been cut short
            result.stopped = true;
            break;
        }
        std::vector<double> fitness(population.size(), 0.0);
        for (std::size_t t = 0; t < scores.size(); ++t)
            fitness[t / perGenome] += scores[t] / double(perGenome);
        std::vector<std::size_t> order(population.size());
        for (std::size_t p = 0; p < order.size(); ++p)
            order[p] = p;
        std::stable_sort(order.begin(), order.end(),
                         [&](std::size_t x, std::size_t y) { return fitness[x] > fitness[y]; });
        GenerationReport report;
        report.generation = generation;
        report.best = fitness[order[0]];
        for (double f : fitness)
            report.mean += f / double(fitness.size());
        report.bestGenome = population[order[0]];
        result.history.push_back(report);
        result.best = report.bestGenome;
        result.bestFitness = report.best;
        if (onGeneration)
            onGeneration(report);
        if (generation == options.generations)
            break;

        // The next generation: the elite unchanged, the rest bred.
        auto pick = [&]() -> const Genome& {
            std::size_t best = random.below(std::uint32_t(population.size()));
            for (int n = 1; n < 3; ++n) {
                const std::size_t c = random.below(std::uint32_t(population.size()));
                if (fitness[c] > fitness[best])
                    best = c;
            }
            return population[best];
        };
        std::vector<Genome> next;
        for (int e = 0; e < std::min(options.elite, size); ++e)
            next.push_back(population[order[std::size_t(e)]]);
        while (int(next.size()) < size) {
            const Genome& x = pick();
            const Genome& y = pick();
            Genome child;
            for (int g = 0; g < Genome::kCount; ++g) {
                double v = random.coin() ? x.genes[std::size_t(g)] : y.genes[std::size_t(g)];
                if (random.chance(options.mutation))
                    v += gaussian(random) * (Genome::maximum(g) - Genome::minimum(g)) / 10.0;
                child.genes[std::size_t(g)] = v;
            }
            child.clamp();
            next.push_back(child);
        }
        population = std::move(next);
    }
    return result;
}

} // namespace mazelab::colab
