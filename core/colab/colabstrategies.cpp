#include "core/colab/colabstrategies.h"

#include "core/numtext.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>

namespace mazelab::colab {

namespace {

constexpr Cell kNone{-1, -1};

int manhattan(Cell a, Cell b)
{
    return std::abs(a.row - b.row) + std::abs(a.col - b.col);
}

// Shared by every player: what the opponent surely knows, what it asked for last, and the
// choices of cells to offer and to ask for.
class Negotiator : public Strategy {
public:
    void reset() override
    {
        m_theirRequest = kNone;
        m_opponentKnows.clear();
    }

    void observe(const NegotiationRecord& r) override
    {
        if (r.attempts == 0)
            return;
        m_theirRequest = r.theirs.request;
        mark(r.theirs.offer); // it offered it, so it knows it
        if (r.traded)
            mark(r.mine.offer);
    }

protected:
    void watch(const PlayerView& v)
    {
        if (m_opponentKnows.size() != v.map.size())
            m_opponentKnows.assign(v.map.size(), 0);
        mark(v.opponent);
        mark(v.opponentGoal);
        m_map = &v.map;
    }
    void mark(Cell c)
    {
        if (m_map && m_map->contains(c) && m_opponentKnows.size() == m_map->size())
            m_opponentKnows[m_map->index(c)] = 1;
    }

    // The index-th unknown cell on the planned route (the last one when there are fewer);
    // a random unknown cell when the route has none; kNone when nothing is unknown.
    Cell routeRequest(const PlayerView& v, int index, Random& random,
                      std::vector<Cell>* unknownOnRoute = nullptr) const
    {
        const std::vector<Cell> route =
            planRoute(v.map, v.position, v.goal, std::max(1.0, unknownCost));
        std::vector<Cell> unknown;
        for (Cell c : route)
            if (!v.map.knows(c))
                unknown.push_back(c);
        if (unknownOnRoute)
            *unknownOnRoute = unknown;
        if (!unknown.empty())
            return unknown[std::size_t(std::clamp(index, 0, int(unknown.size()) - 1))];
        return randomCell(v, random, false);
    }

    // The opponent's last request when this player knows it; else the known cell nearest to
    // the opponent that it has not seen the opponent know (ties: the first in row order).
    Cell usefulOffer(const PlayerView& v) const
    {
        if (v.map.contains(m_theirRequest) && v.map.knows(m_theirRequest))
            return m_theirRequest;
        Cell best = v.position;
        int bestDistance = -1;
        for (std::size_t i = 0; i < v.map.size(); ++i) {
            const Cell c = v.map.cellAt(i);
            if (!v.map.knows(c) || (i < m_opponentKnows.size() && m_opponentKnows[i]))
                continue;
            const int d = manhattan(c, v.opponent);
            if (bestDistance < 0 || d < bestDistance) {
                best = c;
                bestDistance = d;
            }
        }
        return best;
    }

    static Cell randomCell(const PlayerView& v, Random& random, bool known)
    {
        std::vector<Cell> cells;
        for (std::size_t i = 0; i < v.map.size(); ++i)
            if (v.map.knows(v.map.cellAt(i)) == known)
                cells.push_back(v.map.cellAt(i));
        return cells.empty() ? kNone : cells[random.below(std::uint32_t(cells.size()))];
    }

    Cell theirRequest() const { return m_theirRequest; }

private:
    Cell m_theirRequest = kNone;
    std::vector<char> m_opponentKnows;
    const KnownMap* m_map = nullptr;
};

class RandomPlayer final : public Negotiator {
public:
    explicit RandomPlayer(double p) : m_p(p) {}
    std::string name() const override
    {
        if (m_p == 0.5)
            return "random";
        return "random:" + formatGeneral(m_p, 6);
    }
    bool wantsToNegotiate(const PlayerView& v, Random& random) override
    {
        watch(v);
        return random.chance(m_p);
    }
    Proposal propose(const PlayerView& v, Random& random) override
    {
        return {randomCell(v, random, true), randomCell(v, random, false)};
    }
    bool accepts(const PlayerView&, const Proposal&, const Proposal&, Random& random) override
    {
        return random.chance(m_p);
    }

private:
    double m_p;
};

class Defector final : public Negotiator {
public:
    std::string name() const override { return "defector"; }
    bool wantsToNegotiate(const PlayerView&, Random&) override { return false; }
    Proposal propose(const PlayerView& v, Random&) override { return {v.position, kNone}; }
    bool accepts(const PlayerView&, const Proposal&, const Proposal&, Random&) override
    {
        return false;
    }
};

class Cooperator final : public Negotiator {
public:
    std::string name() const override { return "cooperator"; }
    bool wantsToNegotiate(const PlayerView& v, Random&) override
    {
        watch(v);
        return true;
    }
    Proposal propose(const PlayerView& v, Random& random) override
    {
        return {usefulOffer(v), routeRequest(v, 0, random)};
    }
    bool accepts(const PlayerView&, const Proposal&, const Proposal&, Random&) override
    {
        return true;
    }
};

// Did the opponent defect in this negotiation? It refused to negotiate, or it refused this
// player's proposal in every attempt held.
bool opponentDefected(const NegotiationRecord& r)
{
    if (!r.opponentWanted)
        return true;
    return r.iWanted && r.attempts > 0 && !r.traded && !r.opponentAccepted;
}

// The Tit-for-Tat family: cooperative (as Cooperator, but an offer must teach it a cell) until
// the opponent defected `patience` times in a row; then it sits out one negotiation (or, with
// grim, every one). RememberMe keeps negotiating while it retaliates and then accepts only the
// cells it needed.
class Reciprocator final : public Negotiator {
public:
    enum Kind { TitForTat, TitForTwoTats, Grim, RememberMe, WinStayLoseShift };
    explicit Reciprocator(Kind kind) : m_kind(kind) {}

    std::string name() const override
    {
        switch (m_kind) {
        case TitForTat: return "tit-for-tat";
        case TitForTwoTats: return "tit-for-two-tats";
        case Grim: return "grim-trigger";
        case RememberMe: return "remember-me";
        case WinStayLoseShift: return "win-stay-lose-shift";
        }
        return "?";
    }
    void reset() override
    {
        Negotiator::reset();
        m_defections = 0;
        m_triggered = false;
        m_cooperate = true;
        m_needed.clear();
    }
    bool wantsToNegotiate(const PlayerView& v, Random&) override
    {
        watch(v);
        return m_kind == RememberMe || cooperating();
    }
    Proposal propose(const PlayerView& v, Random& random) override
    {
        std::vector<Cell> unknown;
        const Cell request = routeRequest(v, 0, random, &unknown);
        if (m_kind == RememberMe) {
            if (m_needed.size() != v.map.size())
                m_needed.assign(v.map.size(), 0);
            for (Cell c : unknown)
                m_needed[v.map.index(c)] = 1;
            if (v.map.contains(request))
                m_needed[v.map.index(request)] = 1;
        }
        if (!cooperating()) // retaliating RememberMe: a random offer
            return {randomCell(v, random, true), request};
        return {usefulOffer(v), request};
    }
    bool accepts(const PlayerView& v, const Proposal&, const Proposal& theirs, Random&) override
    {
        const bool isNew = !v.map.knows(theirs.offer);
        if (m_kind == RememberMe && isNew && v.map.contains(theirs.offer)
            && m_needed.size() == v.map.size() && m_needed[v.map.index(theirs.offer)])
            return true;
        return cooperating() && isNew;
    }
    void observe(const NegotiationRecord& r) override
    {
        Negotiator::observe(r);
        const bool defected = opponentDefected(r);
        m_defections = defected ? m_defections + 1 : 0;
        m_triggered = m_triggered || defected;
        if (m_kind == WinStayLoseShift) {
            const bool win = (r.traded && r.learnedSomething) || (!r.iWanted && r.opponentWanted);
            if (!win)
                m_cooperate = !m_cooperate;
        }
    }

private:
    bool cooperating() const
    {
        switch (m_kind) {
        case TitForTwoTats: return m_defections < 2;
        case Grim: return !m_triggered;
        case WinStayLoseShift: return m_cooperate;
        default: return m_defections < 1;
        }
    }

    Kind m_kind;
    int m_defections = 0;
    bool m_triggered = false;
    bool m_cooperate = true;
    std::vector<char> m_needed;
};

class Evolved final : public Negotiator {
public:
    explicit Evolved(const Genome& g) : m_g(g)
    {
        unknownCost = g.genes[Genome::UnknownCost];
        explorationChance = g.genes[Genome::Exploration];
    }
    std::string name() const override { return "evolved:" + m_g.text(); }
    bool wantsToNegotiate(const PlayerView& v, Random& random) override
    {
        watch(v);
        return random.chance(m_g.genes[Genome::Negotiate]);
    }
    Proposal propose(const PlayerView& v, Random& random) override
    {
        const int index = int(std::lround(m_g.genes[Genome::RequestIndex]));
        const Cell request = routeRequest(v, index, random, &m_route);
        const Cell offer = random.chance(m_g.genes[Genome::Honesty]) ? usefulOffer(v)
                                                                      : randomCell(v, random, true);
        return {offer, request};
    }
    bool accepts(const PlayerView& v, const Proposal& mine, const Proposal& theirs,
                 Random&) override
    {
        double gain = 0;
        if (!v.map.knows(theirs.offer)) {
            gain = 0.1;
            for (Cell c : m_route) {
                if (c == theirs.offer) {
                    gain = 1.0;
                    break;
                }
                if (manhattan(c, theirs.offer) == 1)
                    gain = 0.3;
            }
        }
        const double give = mine.offer == theirs.request
            ? 1.0
            : 0.5 / (1.0 + double(manhattan(mine.offer, v.opponent)));
        const double score = m_g.genes[Genome::GainWeight] * gain
            - m_g.genes[Genome::GiveWeight] * give
            + m_g.genes[Genome::AttemptModifier] * double(v.attempt);
        return score >= m_g.genes[Genome::Threshold];
    }

private:
    Genome m_g;
    std::vector<Cell> m_route; // unknown cells of the route planned in propose()
};

constexpr std::array<double, Genome::kCount> kMin{0, 0, 0, 0, 0, -1, -0.5, 0, 1};
constexpr std::array<double, Genome::kCount> kMax{1, 5, 1, 2, 2, 1, 0.5, 0.3, 4};
constexpr std::array<const char*, Genome::kCount> kGeneNames{
    "negotiate", "DNEXT", "honesty", "MREQ", "MOFF", "SCORE_THRESHOLD", "ATTEMPT_MODIFIER",
    "EXPLORATION_CHANCE", "UNKNOWN_CELL_MODIFIER"};

std::string shortNumber(double x)
{
    return formatGeneral(x, 4);
}

std::string knownList()
{
    std::string list;
    for (const std::string& n : strategyNames()) {
        if (!list.empty())
            list += ", ";
        list += n;
    }
    return list + ", random:P, evolved:G0,…,G8";
}

} // namespace

double Genome::minimum(int gene) { return kMin[std::size_t(gene)]; }
double Genome::maximum(int gene) { return kMax[std::size_t(gene)]; }
const char* Genome::geneName(int gene) { return kGeneNames[std::size_t(gene)]; }

void Genome::clamp()
{
    for (int i = 0; i < kCount; ++i)
        genes[std::size_t(i)] = std::clamp(genes[std::size_t(i)], minimum(i), maximum(i));
}

std::string Genome::text() const
{
    std::string s;
    for (double g : genes) {
        if (!s.empty())
            s += ',';
        s += shortNumber(g);
    }
    return s;
}

Genome Genome::parse(std::string_view text)
{
    std::vector<std::string> fields;
    for (std::size_t at = 0;;) {
        const std::size_t end = std::min(text.find(',', at), text.size());
        fields.emplace_back(text.substr(at, end - at));
        if (end == text.size())
            break;
        at = end + 1;
    }
    if (fields.size() != std::size_t(kCount))
        throw std::invalid_argument("a genome is " + std::to_string(int(kCount))
                                    + " numbers separated by commas, not "
                                    + std::to_string(fields.size()));
    Genome g;
    for (int i = 0; i < kCount; ++i) {
        const std::string& field = fields[std::size_t(i)];
        const std::optional<double> parsed = parseNumber(field);
        const double value = parsed.value_or(NAN);
        if (!parsed || !(value >= minimum(i) && value <= maximum(i)))
            throw std::invalid_argument("gene " + std::to_string(i + 1) + " (" + geneName(i)
                                        + "): '" + field + "' is not a number from "
                                        + shortNumber(minimum(i)) + " to "
                                        + shortNumber(maximum(i)));
        g.genes[std::size_t(i)] = value;
    }
    return g;
}

const std::vector<std::string>& strategyNames()
{
    static const std::vector<std::string> names{
        "random", "defector", "cooperator", "tit-for-tat", "tit-for-two-tats",
        "grim-trigger", "win-stay-lose-shift", "remember-me"};
    return names;
}

std::unique_ptr<Strategy> makeStrategy(std::string_view name)
{
    if (name == "random")
        return std::make_unique<RandomPlayer>(0.5);
    if (name.starts_with("random:")) {
        const std::string p(name.substr(7));
        const std::optional<double> parsed = parseNumber(p);
        const double value = parsed.value_or(NAN);
        if (!parsed || !(value >= 0 && value <= 1))
            throw std::invalid_argument("random:P takes a chance from 0 to 1, not '" + p + "'");
        return std::make_unique<RandomPlayer>(value);
    }
    if (name == "defector")
        return std::make_unique<Defector>();
    if (name == "cooperator")
        return std::make_unique<Cooperator>();
    if (name == "tit-for-tat")
        return std::make_unique<Reciprocator>(Reciprocator::TitForTat);
    if (name == "tit-for-two-tats")
        return std::make_unique<Reciprocator>(Reciprocator::TitForTwoTats);
    if (name == "grim-trigger")
        return std::make_unique<Reciprocator>(Reciprocator::Grim);
    if (name == "remember-me")
        return std::make_unique<Reciprocator>(Reciprocator::RememberMe);
    if (name == "win-stay-lose-shift")
        return std::make_unique<Reciprocator>(Reciprocator::WinStayLoseShift);
    if (name.starts_with("evolved:"))
        return std::make_unique<Evolved>(Genome::parse(name.substr(8)));
    throw std::invalid_argument("unknown strategy '" + std::string(name) + "' (known: "
                                + knownList() + ")");
}

} // namespace mazelab::colab
