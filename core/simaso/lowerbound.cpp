#include "core/simaso/lowerbound.h"

#include "core/mazeformat.h"
#include "core/progresstext.h"
#include "core/simaso/verify.h"

#include <random>
#include <sstream>

namespace mazelab {

namespace {

LowerBoundResult fromExact(const ExactResult& e)
{
    LowerBoundResult r;
    r.lowerBound = e.certificate.empty() ? 0 : e.lowerBound;
    r.certificate = e.certificate;
    r.witness = e.sequence;
    r.solvedExactly = e.exact();
    r.rounds = e.rounds;
    r.states = e.states;
    return r;
}

void describe(LowerBoundResult& r, const char* algo, bool stopped)
{
    r.message = std::string(algo) + ": sigma >= " + std::to_string(r.lowerBound) + " ("
        + std::to_string(r.certificate.size()) + " mazes in the certificate, "
        + std::to_string(r.rounds) + " rounds)";
    if (r.solvedExactly)
        r.message += "; the witness solves every maze, so sigma = "
            + std::to_string(r.lowerBound);
    else if (stopped)
        r.message += "; stopped by the time limit";
}

// A random maze of the target's size that `s` does not solve, or nullopt.
std::optional<Maze> drawUnsolved(const SolveTarget& target, const SolvingSequence& s,
                                 std::mt19937_64& rng, Control& control,
                                 const std::vector<std::size_t>& unsolvedInSet)
{
    if (target.set()) {
        if (unsolvedInSet.empty())
            return std::nullopt;
        return target.set()->maze(unsolvedInSet[rng() % unsolvedInSet.size()]);
    }
    // Random mazes of a random density; most are solved by a good s, so try a while, then
    // fall back on the Unsolved Maze Finder.
    for (int attempt = 0; attempt < 2000; ++attempt) {
        const double density = 0.15 + 0.35 * double(rng() >> 11) * 0x1.0p-53;
        Control quiet;
        const MazeSet m = MazeSet::random(target.rows(), target.cols(), 1, density, rng(), quiet);
        if (!verifySequence(m, s).solvesAll)
            return m.maze(0);
    }
    bool complete = true;
    return target.unsolved(s, control, complete);
}

} // namespace

LowerBoundResult lowerBoundEss(const SolveTarget& target, Control& control,
                               const ExactOptions& options)
{
    const ExactResult e = target.set()
        ? shortestEss(*target.set(), control, options)
        : shortestEssAllSolvable(target.rows(), target.cols(), control, options);
    LowerBoundResult r = fromExact(e);
    describe(r, "ESS", !e.exact());
    return r;
}

LowerBoundResult lowerBoundGess(const SolveTarget& target, Control& control,
                                const GessOptions& options)
{
    LowerBoundResult r;
    std::mt19937_64 rng(options.seed);
    std::vector<Maze> subset;
    SolvingSequence s;
    bool stopped = false;
    for (int round = 0; round < options.maxRounds; ++round) {
        std::vector<std::size_t> unsolvedInSet;
        if (const MazeSet* set = target.set()) {
            std::vector<MazeSet::Pos> pos = set->startPositions();
            std::vector<std::uint8_t> solved(set->size(), 0);
            for (std::size_t i = 0; i < set->size(); ++i)
                solved[i] = pos[i] == set->goal(i);
            for (Move m : s) {
                set->applyMove(m, pos);
                for (std::size_t i = 0; i < set->size(); ++i)
                    solved[i] |= std::uint8_t(pos[i] == set->goal(i));
            }
            for (std::size_t i = 0; i < set->size(); ++i)
                if (!solved[i])
                    unsolvedInSet.push_back(i);
        }
        std::optional<Maze> bestMaze;
        ExactResult best;
        for (int c = 0; c < std::max(1, options.candidates); ++c) {
            const std::optional<Maze> cand = drawUnsolved(target, s, rng, control, unsolvedInSet);
            if (control.checkNow()) {
                stopped = true;
                break;
            }
            if (!cand)
                break; // s solves everything: σ = |s|
            std::vector<Maze> trial = subset;
            trial.push_back(*cand);
            ExactOptions inner = options.exact;
            inner.startBound = int(s.size());
            const ExactResult e = shortestIdaStar(MazeSet::fromMazes(trial), control, inner);
            r.states += e.states;
            if (!e.exact()) {
                stopped = true;
                break;
            }
            if (!bestMaze || e.sequence.size() > best.sequence.size()) {
                bestMaze = cand;
                best = e;
            }
        }
        if (stopped)
            break;
        if (!bestMaze) {
            r.solvedExactly = true;
            break;
        }
        subset.push_back(*bestMaze);
        s = best.sequence;
        r.lowerBound = int(s.size());
        r.certificate = subset;
        r.witness = s;
        r.rounds = round + 1;
        control.progress(-1.0, progress_text::kGess,
                         {std::to_string(r.lowerBound), {progress_text::kNMazes, std::int64_t(subset.size())}});
    }
    describe(r, "GESS", stopped);
    return r;
}

CertificateCheck checkCertificate(const std::vector<Maze>& mazes, int claimedBound,
                                  Control& control, const ExactOptions& options)
{
    CertificateCheck c;
    MazeSet set;
    try {
        set = MazeSet::fromMazes(mazes);
    } catch (const MazeSetError& e) {
        c.message = e.what();
        return c;
    }
    const ExactResult e = shortestIdaStar(set, control, options);
    if (!e.exact()) {
        c.message = "certificate not checked: " + e.message;
        return c;
    }
    c.sigma = int(e.sequence.size());
    c.valid = c.sigma >= claimedBound;
    c.message = "the " + std::to_string(mazes.size()) + " mazes need "
        + std::to_string(c.sigma) + " moves (" + movesToString(e.sequence) + "); "
        + (c.valid ? "the certificate proves sigma >= " + std::to_string(c.sigma)
                   : "it does NOT prove the claimed bound " + std::to_string(claimedBound));
    return c;
}

std::string certificateText(const LowerBoundResult& result, const std::string& description)
{
    std::ostringstream out;
    out << "; MazeLab lower-bound certificate: " << description << "\n"
        << "; lower bound: " << result.lowerBound << "\n"
        << "; a shortest sequence of these mazes: " << movesToString(result.witness) << "\n"
        << "; every sequence solving all target mazes solves these, so sigma >= "
        << result.lowerBound << "\n"
        << "; re-check: mazelab-cli seq lower-bound --check THIS_FILE\n\n";
    MazeFile file;
    file.mazes = result.certificate;
    file.names.assign(file.mazes.size(), std::string());
    out << mazeFileToText(file);
    return out.str();
}

int certificateClaim(const std::string& text)
{
    const std::string key = "; lower bound: ";
    const auto at = text.find(key);
    if (at == std::string::npos)
        return -1;
    try {
        const int claim = std::stoi(text.substr(at + key.size()));
        return claim >= 0 ? claim : -1; // "-95" is no claim (found by fuzz_lowerbound)
    } catch (...) {
        return -1;
    }
}

} // namespace mazelab
