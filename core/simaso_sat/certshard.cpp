// Sharded refutation of a σ lower-bound certificate (certshard.h).
#include "core/simaso_sat/certshard.h"

#include <algorithm>
#include <set>
#include <sstream>

namespace mazelab::simaso_sat {

std::vector<std::vector<Move>> cubePrefixes(int depth)
{
    constexpr Move order[4] = {Move::Down, Move::Right, Move::Up, Move::Left};
    std::vector<std::vector<Move>> out{{}};
    for (int d = 0; d < depth; ++d) {
        std::vector<std::vector<Move>> next;
        next.reserve(out.size() * 4);
        for (const auto& p : out)
            for (Move m : order) {
                next.push_back(p);
                next.back().push_back(m);
            }
        out = std::move(next);
    }
    return out;
}

std::uint64_t certificateDigest(const SigmaCertificate& cert)
{
    // FNV-1a over size, bound, symmetry and the subset's wall masks.
    std::uint64_t h = 0xcbf29ce484222325ull;
    auto mix = [&h](std::uint64_t v) {
        for (int b = 0; b < 8; ++b) {
            h ^= (v >> (8 * b)) & 0xff;
            h *= 0x100000001b3ull;
        }
    };
    mix(std::uint64_t(cert.rows));
    mix(std::uint64_t(cert.cols));
    mix(std::uint64_t(cert.lowerBound));
    mix(cert.symmetry ? 1 : 0);
    for (WallMask w : cert.subset)
        mix(w);
    return h;
}

std::string shardFileText(const ShardFile& file)
{
    std::ostringstream s;
    s << "; mazelab-sigma-shard 1\n"
      << "; certificate " << file.rows << 'x' << file.cols << " lower-bound " << file.lowerBound
      << " digest " << std::hex << file.digest << std::dec << '\n'
      << "; depth " << file.depth << '\n';
    for (const std::string& p : file.refuted)
        s << "refuted " << p << '\n';
    return s.str();
}

std::string shardFileHeader(const SigmaCertificate& cert, int depth)
{
    ShardFile header;
    header.rows = cert.rows;
    header.cols = cert.cols;
    header.lowerBound = cert.lowerBound;
    header.digest = certificateDigest(cert);
    header.depth = depth;
    return shardFileText(header);
}

bool parseShardFile(const std::string& text, ShardFile& out, std::string& error)
{
    out = ShardFile{};
    std::istringstream in(text);
    std::string line;
    int number = 0;
    bool magic = false, certificate = false, depth = false;
    auto fail = [&](int column, const std::string& what) {
        error = "line " + std::to_string(number) + ", column " + std::to_string(column) + ": "
                + what;
        return false;
    };
    while (std::getline(in, line)) {
        ++number;
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (line.empty())
            continue;
        if (line == "; mazelab-sigma-shard 1") {
            magic = true;
        } else if (line.rfind("; certificate ", 0) == 0) {
            if (certificate)
                return fail(1, "a second '; certificate' line");
            std::istringstream f(line.substr(14));
            std::string size, lb, dg;
            char x = 0;
            if (!(f >> out.rows >> x >> out.cols) || x != 'x' || !(f >> lb >> out.lowerBound)
                || lb != "lower-bound" || !(f >> dg >> std::hex >> out.digest) || dg != "digest")
                return fail(15, "expected 'RxC lower-bound L digest HEX'");
            if (out.rows < 1 || out.cols < 1 || out.rows > 64 || out.cols > 64
                || out.rows * out.cols > 64 || out.lowerBound < 1
                || out.lowerBound > 100000)
                return fail(15, "expected a size of at most 64 cells and a lower bound >= 1");
            certificate = true;
        } else if (line.rfind("; depth ", 0) == 0) {
            // Once only: the refuted lines after it were read against this depth.
            if (depth)
                return fail(1, "a second '; depth' line");
            std::istringstream f(line.substr(8));
            if (!(f >> out.depth) || out.depth < 1 || out.depth > 8)
                return fail(9, "expected a depth from 1 to 8");
            depth = true;
        } else if (line.rfind("refuted ", 0) == 0) {
            if (!depth)
                return fail(1, "a refuted cube before the '; depth' line");
            const std::string p = line.substr(8);
            if (int(p.size()) != out.depth)
                return fail(9, "expected a prefix of " + std::to_string(out.depth) + " moves");
            for (std::size_t i = 0; i < p.size(); ++i)
                if (std::string("drul").find(p[i]) == std::string::npos)
                    return fail(int(9 + i), "expected a move letter (d, r, u, l)");
            out.refuted.push_back(p);
        } else if (line[0] != ';') {
            return fail(1, "expected 'refuted PREFIX' or a '; ' header line");
        }
    }
    if (!magic || !certificate || !depth) {
        number = std::max(number, 1);
        return fail(1, "not a σ shard file (missing the '; mazelab-sigma-shard 1', "
                       "'; certificate' or '; depth' line)");
    }
    return true;
}

std::string shardMismatch(const ShardFile& file, const SigmaCertificate& cert, int depth)
{
    if (file.rows != cert.rows || file.cols != cert.cols || file.lowerBound != cert.lowerBound
        || file.digest != certificateDigest(cert))
        return "it belongs to another certificate";
    if (file.depth != depth)
        return "it splits at depth " + std::to_string(file.depth) + ", not "
               + std::to_string(depth);
    return {};
}

ShardRun refuteShard(const SigmaCertificate& cert, int depth, int index, int count,
                     const std::string& solverConfig, const std::vector<std::string>& refuted,
                     const std::function<void(const std::string&)>& onRefuted, Control& control)
{
    ShardRun run;
    const std::set<std::string> done(refuted.begin(), refuted.end());
    const Grid grid(cert.rows, cert.cols);
    LengthSolver::Options options = LengthSolver::defaults(cert.symmetry);
    options.solverConfig = solverConfig;
    LengthSolver solver(grid, cert.lowerBound - 1, options);
    for (WallMask w : cert.subset)
        solver.addMaze(w, &control);
    const auto cubes = cubePrefixes(depth);
    for (std::size_t c = std::size_t(index); c < cubes.size(); c += std::size_t(count)) {
        ++run.cubes;
        const std::string name = movesToString(cubes[c]);
        if (done.count(name)) {
            ++run.skipped;
            continue;
        }
        if (control.checkNow()) {
            run.stopReason = control.stopReason();
            return run;
        }
        const LengthSolver::Result r = solver.solve(control, cubes[c]);
        if (r == LengthSolver::Result::Unknown) {
            run.stopReason = control.stopReason();
            return run;
        }
        if (r == LengthSolver::Result::Sat) {
            run.outcome = ShardRun::Outcome::Sat;
            run.model = solver.model();
            return run;
        }
        solver.blockPrefix(cubes[c]); // sound: the cube is refuted for good
        ++run.refutedNow;
        onRefuted(name);
    }
    run.outcome = ShardRun::Outcome::Refuted;
    return run;
}

std::vector<std::string> missingCubes(int depth, const std::vector<ShardFile>& files)
{
    std::set<std::string> covered;
    for (const ShardFile& f : files)
        covered.insert(f.refuted.begin(), f.refuted.end());
    std::vector<std::string> missing;
    for (const auto& p : cubePrefixes(depth)) {
        const std::string name = movesToString(p);
        if (!covered.count(name))
            missing.push_back(name);
    }
    return missing;
}

} // namespace mazelab::simaso_sat
