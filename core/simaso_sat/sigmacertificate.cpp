// σ certificates: text format and re-check (see sigmasat.h).
#include "core/simaso_sat/sigmasat.h"
#include "core/simaso_sat/portfolio.h"
#include "core/simaso_sat/detail.h"

#include "core/mazeformat.h"
#include "core/progresstext.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <set>
#include <sstream>
#include <stdexcept>

namespace mazelab::simaso_sat {

using detail::secondsSince;

std::string certificateToText(const SigmaCertificate& cert)
{
    std::ostringstream out;
    out << "; mazelab-sigma-certificate 1\n";
    out << "; size " << cert.rows << "x" << cert.cols << "\n";
    out << "; lower-bound " << cert.lowerBound << "\n";
    out << "; symmetry " << (cert.symmetry ? "transpose" : "none") << "\n";
    if (cert.upperBound >= 0) {
        out << "; upper-bound " << cert.upperBound << "\n";
        out << "; sequence " << movesToString(cert.sequence) << "\n";
    }
    if (cert.lowerBound > 0)
        out << "; " << cert.subset.size() << " mazes follow: no sequence of length "
            << cert.lowerBound - 1 << " solves them all\n";
    else // 1×1: the start is the goal, σ >= 0 needs no proof
        out << "; " << cert.subset.size() << " mazes follow\n";
    const Grid grid(cert.rows, cert.cols);
    for (std::size_t i = 0; i < cert.subset.size(); ++i) {
        out << "\n";
        const Maze maze = grid.toMaze(cert.subset[i]);
        out << mazeToText(maze);
    }
    return out.str();
}

SigmaCertificate certificateFromText(const std::string& text)
{
    SigmaCertificate cert;
    bool sawMagic = false;
    bool sawSize = false;
    bool sawLower = false;
    std::istringstream in(text);
    std::string line;
    int lineNo = 0;
    std::string body;
    auto fail = [&](const std::string& why) {
        throw std::runtime_error("line " + std::to_string(lineNo) + ": " + why);
    };
    while (std::getline(in, line)) {
        ++lineNo;
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (line.rfind(';', 0) == 0) {
            std::istringstream words(line.substr(1));
            std::string key;
            words >> key;
            if (key == "mazelab-sigma-certificate") {
                int version = 0;
                words >> version;
                if (version != 1)
                    fail("unsupported certificate version");
                sawMagic = true;
            } else if (key == "size") {
                std::string v;
                words >> v;
                const auto x = v.find('x');
                try {
                    if (x == std::string::npos)
                        throw std::invalid_argument("x");
                    cert.rows = std::stoi(v.substr(0, x));
                    cert.cols = std::stoi(v.substr(x + 1));
                } catch (const std::exception&) {
                    fail("size must be NxM");
                }
                // rows and cols are bounded first so that the product cannot overflow.
                if (cert.rows < 1 || cert.cols < 1 || cert.rows > kMaxCells
                    || cert.cols > kMaxCells || cert.rows * cert.cols > kMaxCells)
                    fail("size out of range (at most " + std::to_string(kMaxCells) + " cells)");
                sawSize = true;
            } else if (key == "lower-bound" || key == "upper-bound") {
                int v = -1;
                if (!(words >> v) || v < 0 || v > 100000)
                    fail(key + " must be a whole number");
                (key == "lower-bound" ? cert.lowerBound : cert.upperBound) = v;
                sawLower = sawLower || key == "lower-bound";
            } else if (key == "symmetry") {
                std::string v;
                words >> v;
                if (v != "transpose" && v != "none")
                    fail("symmetry must be 'transpose' or 'none'");
                cert.symmetry = v == "transpose";
            } else if (key == "sequence") {
                std::string v;
                words >> v;
                const auto moves = parseMoves(v);
                if (!moves)
                    fail("sequence holds a character other than u, d, l, r");
                cert.sequence = *moves;
            }
            body += "\n"; // keep line numbers for the maze parser
            continue;
        }
        body += line + "\n";
    }
    lineNo = 0;
    if (!sawMagic)
        fail("not a MazeLab sigma certificate (missing '; mazelab-sigma-certificate 1')");
    if (!sawSize || !sawLower)
        fail("certificate needs '; size NxM' and '; lower-bound L'");
    // certificateToText writes the sequence only with its upper bound: one without the other
    // would not survive a save (found by fuzz_sigmacert).
    if (!cert.sequence.empty() && cert.upperBound < 0)
        fail("a sequence needs its '; upper-bound L' line");
    if (cert.upperBound >= 0 && int(cert.sequence.size()) != cert.upperBound)
        fail("the sequence length differs from the upper bound");
    const MazeFile file = parseMazeText(body, 64);
    const Grid grid(cert.rows, cert.cols);
    for (std::size_t i = 0; i < file.mazes.size(); ++i) {
        WallMask w = 0;
        if (!grid.fromMaze(file.mazes[i], w))
            throw std::runtime_error("maze " + std::to_string(i + 1) + " is not a " + std::to_string(cert.rows)
                                     + "x" + std::to_string(cert.cols)
                                     + " maze with the default start and goal");
        cert.subset.push_back(w);
    }
    return cert;
}

namespace {
std::string wholeSeconds(double s)
{
    return std::to_string(std::llround(s));
}
} // namespace

std::string subsetProblem(const SigmaCertificate& cert)
{
    const Grid grid(cert.rows, cert.cols);
    const std::set<WallMask> set(cert.subset.begin(), cert.subset.end());
    for (std::size_t i = 0; i < cert.subset.size(); ++i)
        if (!grid.isSolvable(cert.subset[i]))
            return "maze " + std::to_string(i + 1) + " of the subset is not solvable";
    if (cert.symmetry) {
        if (cert.rows != cert.cols)
            return "transpose symmetry needs square mazes";
        for (WallMask w : cert.subset)
            if (!set.count(grid.transposed(w)))
                return "the subset claims transpose symmetry but is not closed under "
                       "transposition";
    }
    return {};
}

CertificateCheck checkCertificate(const SigmaCertificate& cert, Control& control, int threads,
                                  const std::string& solverConfig, bool incremental)
{
    const auto t0 = std::chrono::steady_clock::now();
    CertificateCheck check;
    const Grid grid(cert.rows, cert.cols);
    auto finish = [&](bool ok, const std::string& message) {
        check.ok = ok;
        check.message = message;
        check.seconds = secondsSince(t0);
        return check;
    };
    // 1. The subset: solvable mazes of the size; closed under transposition if claimed.
    if (const std::string problem = subsetProblem(cert); !problem.empty())
        return finish(false, problem);
    // 2. The sequence solves all solvable mazes.
    if (cert.upperBound >= 0) {
        if (grid.cells() > kMaxEnumerateCells)
            return finish(false, "cannot enumerate all mazes of this size to check the sequence");
        const std::vector<WallMask> all = enumerateSolvable(grid, control);
        if (control.checkNow()) {
            check.complete = false;
            return finish(false, "cancelled");
        }
        check.mazeCount = all.size();
        const auto un = unsolvedMazes(grid, all, cert.sequence, 1);
        if (!un.empty())
            return finish(false, "the sequence does not solve maze\n"
                                     + mazeToText(grid.toMaze(all[un.front()])));
        check.sequenceChecked = true;
        if (cert.upperBound < cert.lowerBound)
            return finish(false, "upper bound below lower bound");
    }
    // 3. No sequence of length lowerBound-1 solves the subset.
    if (cert.lowerBound >= 1) {
        LengthSolver::Options options = LengthSolver::defaults(cert.symmetry);
        options.solverConfig = solverConfig;
        SolverPortfolio solver(grid, cert.lowerBound - 1, options, std::max(1, threads));
        const SigmaOptions split; // the search's cube depth and join time
        solver.setCubeDepth(split.cubeDepth);
        solver.setJoinAfter(split.cubeJoinSeconds);
        std::set<WallMask> added;
        std::size_t unpaired = 0; // added mazes whose transpose is not added yet
        for (std::size_t i = 0; i < cert.subset.size(); ++i) {
            const WallMask w = cert.subset[i];
            solver.addMaze(w);
            if (cert.symmetry && added.insert(w).second) {
                const WallMask t = grid.transposed(w);
                if (t != w)
                    unpaired = added.count(t) ? unpaired - 1 : unpaired + 1;
            }
            // With the first move fixed, only a transposition-closed prefix (the sets the
            // search solved: it adds each maze with its transpose) is a meaningful warm-up;
            // an unpaired one is often unsatisfiable at once (a first 'd' into a wall).
            if (!incremental || i + 1 == cert.subset.size() || unpaired > 0)
                continue;
            const auto r = solver.solve(control);
            ++check.warmUpCalls;
            if (r == LengthSolver::Result::Unknown) {
                check.complete = false;
                return finish(false, control.stopReason());
            }
            if (r == LengthSolver::Result::Unsat) { // a closed subset refutes: so does all
                check.refutedBy = i + 1;
                break;
            }
            control.progress(double(i + 1) / double(cert.subset.size()),
                             progress_text::kCertWarmUp,
                             {std::to_string(i + 1),
                              ProgressArg(progress_text::kNMazes, std::int64_t(cert.subset.size())),
                              wholeSeconds(secondsSince(t0))},
                             true);
        }
        if (check.refutedBy > 0) {
            check.subsetChecked = true;
            return finish(true, "ok");
        }
        check.refutedBy = cert.subset.size();
        if (incremental)
            control.progress(-1, progress_text::kCertDeciding,
                             {ProgressArg(progress_text::kNMazes, std::int64_t(cert.subset.size())),
                              wholeSeconds(secondsSince(t0))},
                             true);
        const auto r = solver.solve(control);
        if (r == LengthSolver::Result::Unknown) {
            check.complete = false;
            return finish(false, control.stopReason());
        }
        if (r == LengthSolver::Result::Sat)
            return finish(false, "a sequence of length " + std::to_string(cert.lowerBound - 1)
                                     + " solves the subset: " + movesToString(solver.model()));
    }
    check.subsetChecked = true;
    return finish(true, "ok");
}

} // namespace mazelab::simaso_sat
