#pragma once
// σ(n,m) by counterexample-guided incremental SAT (Nusser 2016, the open problem of Table 6.1).
//
// σ(n,m) is the length of a shortest move sequence that solves every solvable n×m maze
// (start (0,0), goal (n-1,m-1); a move into a wall or off the grid leaves the position
// unchanged; a maze is solved once the goal has been visited — the goal is absorbing).
//
// The method: for a length L and a small set S of mazes, a SAT solver (CaDiCaL) answers
// "is there a sequence of length L that solves every maze of S?". If yes, the sequence is
// simulated on all solvable n×m mazes; the mazes it leaves unsolved are added to S
// (counterexamples) and the solver is asked again, incrementally. If no, σ ≥ L + 1 and S is a
// certificate of that bound, re-checkable by anybody with a SAT solver. If a sequence of length
// L solves all mazes, σ = L.
//
// Pruning in the encoding: in a maze, the position at step t can only be a cell c with
// dist(start,c) <= t and dist(c,goal) <= L - t (otherwise the goal cannot be visited within L
// moves), so the "goal reached" requirement is built into which position variables exist.
// Symmetry: for square mazes, transposition maps solvable mazes to solvable mazes and swaps
// u<->l, d<->r; when S is closed under transposition, the first move can be fixed to 'd'.
//
// Everything here is Qt-free. Mazes are handled as wall bit masks (bit r*cols+c set = blocked),
// which keeps the 1,225,194 solvable 5×5 mazes in 10 MB.

#include "core/control.h"
#include "core/maze.h"
#include "core/simaso_sat/upperfirst.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace mazelab::simaso_sat {

using WallMask = std::uint64_t;

// Largest grid handled (cells must fit a 64-bit mask and uint8 positions).
constexpr int kMaxCells = 64;
// Largest grid whose solvable mazes are enumerated (2^(cells-2) wall patterns).
constexpr int kMaxEnumerateCells = 25;

// One maze as the SAT encoding sees it, of any size and with any start and goal:
// next[c*4 + m] is the cell reached from cell c by move m (c itself when blocked or off the
// grid). Moves are reversible (next[c][m] = d != c implies d moves back to c), as in every
// grid maze; start and goal are free cells.
struct SatMaze {
    int cells = 0;
    int start = 0;
    int goal = 0;
    std::vector<int> next;
    int step(int c, Move m) const { return next[std::size_t(c) * 4 + std::size_t(m)]; }
    // BFS distances from `from` through free cells (-1 unreachable). O(cells).
    std::vector<int> distances(int from) const;
};

// The grid: rows×cols, neighbour table shared by all mazes of that size.
class Grid {
public:
    Grid(int rows, int cols); // precondition: 1 <= rows*cols <= kMaxCells
    int rows() const { return m_rows; }
    int cols() const { return m_cols; }
    int cells() const { return m_rows * m_cols; }
    int start() const { return 0; }
    int goal() const { return cells() - 1; }
    // The cell reached from c by move m on an empty grid, or c when that leaves the grid.
    int neighbour(int c, Move m) const { return m_neighbour[std::size_t(c) * 4 + std::size_t(m)]; }
    int step(WallMask walls, int c, Move m) const
    {
        const int n = neighbour(c, m);
        return (walls >> n & 1U) ? c : n;
    }
    bool isSolvable(WallMask walls) const;
    // BFS distances from `from` (-1 unreachable).
    std::vector<int> distances(WallMask walls, int from) const;
    // Move index of the transposed maze (square grids): u<->l, d<->r.
    static Move transposedMove(Move m);
    WallMask transposed(WallMask walls) const; // precondition: square
    Maze toMaze(WallMask walls) const;
    // The maze with the default start and goal for the SAT encoding.
    SatMaze satMaze(WallMask walls) const;
    // nullopt-like: returns false when the maze has another size or a non-default start/goal.
    bool fromMaze(const Maze& maze, WallMask& walls) const;

private:
    int m_rows;
    int m_cols;
    std::vector<int> m_neighbour;
};

// All solvable rows×cols mazes in increasing mask order (cells <= kMaxEnumerateCells).
// Returns an empty vector when cancelled.
std::vector<WallMask> enumerateSolvable(const Grid& grid, Control& control);

// `count` distinct random solvable mazes (each drawn with its own wall density, uniform in
// [0.1, 0.6]), for sizes too large to enumerate; deterministic for a seed. A board with fewer
// gives fewer: where its 2^(cells−2) wall patterns are at most 64·count (so enumerating costs
// about what drawing would) and it has at most 2·count solvable mazes, a uniform random choice
// of `count` of them, or all of them, in increasing mask order; elsewhere drawing ends after
// 100,000 draws in a row without a new maze (a 1×26 strip has one). *allMazes (when given)
// says whether the result is every solvable maze of the board. Empty when cancelled.
std::vector<WallMask> sampleSolvable(const Grid& grid, std::size_t count, std::uint64_t seed,
                                     Control& control, bool* allMazes = nullptr);

// True when `moves` solves the maze (the goal is visited at some step, including step 0).
bool solves(const Grid& grid, WallMask walls, const std::vector<Move>& moves);
// Indices of the mazes of `set` that `moves` does not solve (stops after `limit`).
std::vector<std::size_t> unsolvedMazes(const Grid& grid, const std::vector<WallMask>& set,
                                       const std::vector<Move>& moves,
                                       std::size_t limit = SIZE_MAX);

// One SAT instance: "a sequence of exactly `length` moves that solves every added maze".
// Adding mazes is incremental. (A sequence of length < L that solves a set can be padded, so
// UNSAT at L means no sequence of length <= L exists.) Two forms: over a Grid (all mazes
// rows×cols with start (0,0) and goal (rows-1, cols-1), which allows the corner clauses
// below and addMaze(WallMask)), or generic (any SatMaze, e.g. a user's set with its own
// starts and goals; all added mazes must have the same number of cells).
class LengthSolver {
public:
    struct Options {
        bool fixFirstMoveDown = false; // sound only while the maze set is transposition-closed
        bool supportClauses = true;    // redundant backward clauses: position needs a predecessor
        bool positionAtMostOne = false; // redundant: at most one position per step (ladder)
        // Canonical sequences only: while some maze is unsolved, every move changes the position
        // of at least one unsolved maze (an idle move can be deleted and a 'd' appended, so
        // this keeps the answer).
        bool noIdleMoves = true;
        // Redundant binary clauses from pairs of mazes: "maze A at a and maze B at b at step t"
        // is impossible when no sequence of L - t moves solves both from there (exact joint
        // distance by dynamic programming over the n² pair states).
        bool pairClauses = true;
        std::string solverConfig;       // CaDiCaL configuration ("", "sat", "unsat", "plain")
        int seed = 0;                   // CaDiCaL's random seed (portfolio diversity)
        // CaDiCaL's bounded variable elimination (`elim`; `sigma --cadical elim=0` turns it
        // off). Issue 17: off, a fresh refutation of the 89-maze σ(4,4) certificate at length 26
        // took 24.4 s instead of 35.9 s CPU, but the incremental from-scratch run did not get
        // faster (length 28: 279 s against 263 s CPU, loaded machine), so it stays on. Speed only.
        bool eliminate = true;
        // CaDiCaL options set after the configuration and `eliminate` ("name=value", e.g.
        // "probe=0"); speed only (experiments, `sigma --cadical`). Unknown names are ignored.
        std::vector<std::string> cadicalOptions;
    };
    // The default options, with the first move fixed to 'd' when `symmetric`.
    static Options defaults(bool symmetric);
    LengthSolver(const Grid& grid, int length, Options options);
    // Generic: no grid, mazes added as SatMaze only (fixFirstMoveDown is ignored).
    LengthSolver(int length, Options options);
    ~LengthSolver();
    LengthSolver(const LengthSolver&) = delete;
    LengthSolver& operator=(const LengthSolver&) = delete;

    int length() const { return m_length; }
    // Adds the constraints "the sequence solves `walls`". A maze whose shortest path is longer
    // than the length makes the instance unsatisfiable. With a `control` that stops (cancel,
    // time limit, memory cap) the redundant pair clauses of this maze are cut short: they are
    // O(mazes × length × cells²) clauses, most of the instance's memory on 6×6.
    // Precondition: constructed with a Grid.
    void addMaze(WallMask walls, const Control* control = nullptr);
    void addMaze(const SatMaze& maze, const Control* control = nullptr);
    std::size_t mazeCount() const { return m_mazes; }

    enum class Result { Sat, Unsat, Unknown };
    // Unknown when `control` cancels or times out, or when terminate() was called (checked
    // from CaDiCaL's terminator).
    Result solve(Control& control);
    // The same, with the first prefix.size() moves fixed (assumptions, for this call only).
    Result solve(Control& control, const std::vector<Move>& prefix);
    // The same with any moves fixed for this call: fixed[t] >= 0 is the Move at step t, -1 free.
    Result solveFixed(Control& control, const std::vector<int>& fixed);
    // Adds the clause "the sequence does not start with `prefix`" (for a prefix proved
    // impossible, e.g. refuted under assumptions; it stays impossible as mazes are added).
    void blockPrefix(const std::vector<Move>& prefix);
    // Requires every added (and later added) maze to have visited its goal after `steps`
    // moves (unit clauses, permanent): the instance then asks for a sequence of `steps` moves
    // padded to length(), so one solver serves a downward search over shorter lengths with its
    // learnt clauses kept (downward.h). Preconditions: keepPositions() called before the
    // first addMaze, 0 <= steps < length().
    void requireSolvedBy(int steps);
    // Keeps every maze's position variables for requireSolvedBy (about 4·(L+1)·cells bytes
    // per maze).
    void keepPositions() { m_keepSolvedBy = true; }
    // Turns the pair clauses off for mazes added from now on (they cost O(mazes²)).
    void setPairClauses(bool on) { m_options.pairClauses = m_options.pairClauses && on; }
    // Phase hints: the solver tries `moves` first (CaDiCaL's phase()), e.g. a known sequence.
    void setPhases(const std::vector<Move>& moves);
    // A hint for the next solve() only: its decisions on the move variables follow `moves`
    // first (CaDiCaL's forced phases, cleared again after that call, so the solver's own
    // saved phases guide the later calls). Changes only the speed, never the answer.
    void suggest(const std::vector<Move>& moves);
    // Writes the instance as DIMACS CNF (for any SAT solver). Call it last: the per-call
    // assumptions become unit clauses. Returns an error message, empty on success.
    std::string writeDimacs(const std::string& path);

    // Thread-safe: makes a running (or the next) solve() return Unknown soon, for portfolios
    // where another solver answered first. clearTerminate() re-arms the solver.
    void terminate() { m_terminate.store(true, std::memory_order_relaxed); }
    void clearTerminate() { m_terminate.store(false, std::memory_order_relaxed); }

    // The sequence of the last Sat answer.
    std::vector<Move> model() const;

    std::int64_t variables() const { return m_nextVar - 1; }
    std::int64_t clauses() const { return m_clauses; }

private:
    struct Impl;
    int newVar() { return m_nextVar++; }
    void clause(std::initializer_list<int> lits);
    int moveVar(int t, Move m) const { return m_moveVars[std::size_t(t) * 4 + std::size_t(m)]; }

    void init();
    void forbidUnsolved(const std::vector<int>& pos, int goal);

    const Grid* m_grid = nullptr;
    int m_length;
    Options m_options;
    Impl* m_impl;
    int m_nextVar = 1;
    std::int64_t m_clauses = 0;
    std::size_t m_mazes = 0;
    std::vector<int> m_moveVars;
    std::vector<int> m_allSolved; // per step: every added maze has visited the goal
    std::vector<SatMaze> m_added;               // added mazes (for pair clauses)
    std::vector<std::vector<int>> m_positions;  // their position variables [t*cells + c]
    std::vector<int> m_idleTail;  // per step: open end of "allSolved or some maze moves"
    bool m_suggested = false;     // forced phases set by suggest(), cleared after a solve
    bool m_trivialUnsat = false;
    bool m_keepSolvedBy = false;
    int m_solvedBy = -1;                           // requireSolvedBy, -1: none
    std::vector<std::vector<int>> m_solvedByVars;  // position variables of every maze
    std::vector<int> m_solvedByGoal;
    std::atomic<bool> m_terminate{false};
};

struct SigmaResult;

struct SigmaOptions {
    int minLength = -1;             // first length tried; -1: the longest shortest path
    int maxLength = 200;            // give up above this length
    int counterexamplesPerRound = 4;
    // Solver instances on every SAT call, one thread each (SolverPortfolio).
    int threads = 1;
    // With threads >= 2: split every SAT call by the first cubeDepth moves among the instances
    // (cube-and-conquer, SolverPortfolio::setCubeDepth); 0 races whole instances instead.
    int cubeDepth = 4;
    // With cubes: after this many seconds of a SAT call the instance on the whole instance
    // joins the split too (SolverPortfolio::setJoinAfter; 0: it never does). Issue 17: σ(4,4)
    // from scratch on two cores: 78.6–88.3 s wall (five runs) against 96.7–112.1 s (four).
    double cubeJoinSeconds = 1.0;
    bool useTransposeSymmetry = true; // square grids only
    bool minimizeCertificate = false; // deletion-based shrinking of the final subset
    LengthSolver::Options solver{};     // fixFirstMoveDown is set from useTransposeSymmetry
    // Deferred refutations (exhaustive searches without a known sequence only): while no
    // upper bound is known, a SAT call at length L that runs longer than
    // max(deferMinSeconds, deferFraction × the time spent so far) is put aside and the search
    // moves on to L + 1 (L's solver, with its learnt clauses, is kept). Once a sequence of
    // length U solves every maze, the search comes back down to U - 1 without a budget: an
    // Unsat there proves σ = U; a solving sequence lowers U. Only the refutation at σ - 1 is
    // then paid for in full — the slow refutations of shorter lengths, which σ - 1's implies,
    // are skipped. deferFraction = 0 (the default) turns this off (every length is proved in
    // turn): on σ(4,4) the deferred lengths 28 and 29 made the search climb to 30, whose
    // satisfiable calls were as slow as the refutations they replaced (issue 17, README).
    double deferFraction = 0.0;
    // Forgetting (issue 17): after Unsat at L, the search at L + 1 starts only from the mazes
    // added at lengths >= L + 1 - carryLengths; the older ones, counterexamples to much shorter
    // sequences, mostly stop mattering and only slow the refutation at σ - 1 (counterexamples
    // bring back those still needed). Every bound stays a proof: Unsat at L + 1 is proved
    // on the set used there, which is the certificate. 0 (the default) keeps every maze;
    // ignored with deferFraction > 0.
    int carryLengths = 0;
    // Warm start (issue 17): a new length's solvers get the last satisfying sequence of the
    // previous length, padded with 'd', as the phase hint of their first SAT call
    // (LengthSolver::suggest); speed only.
    bool warmStart = false;
    double deferMinSeconds = 2.0;
    // Mazes to start from (e.g. a saved certificate's subset), added before the first SAT call.
    std::vector<WallMask> initialSubset;
    // A lower bound that initialSubset is known to prove (the --start certificate's; `sigma
    // check` re-checks such a claim): taken as given, so the climb starts there (unless
    // minLength is set) instead of re-proving the shorter lengths, and a descent stops when its
    // upper bound reaches it. Ignored without initialSubset.
    int initialLowerBound = 0;
    // A known solving sequence (e.g. the 29-move 4×4 one): if it solves every maze it is the
    // upper bound, and the search stops as soon as the lower bound reaches its length.
    std::vector<Move> knownSequence;
    // Upper bound first (upperfirst.h; exhaustive searches only): without a knownSequence, the
    // annealing looks for one first; with an upper bound U (found or given), the first length
    // tried is U - 1 (unless minLength is set) and the search goes down: every Solved length
    // lowers U, the first Unsat proves σ = U. Off: the search climbs from the lower bound.
    // descendByDefault() says when it pays (the CLI and the GUI use it).
    bool descend = false;
    UpperFirstOptions upperFirst;
    // False when the maze list is a sample (sampleSolvable): lower bounds stay proofs, but a
    // sequence solving the sample proves nothing, so the search stops there.
    bool exhaustive = true;
    // Called after each proved improvement of the lower bound (e.g. to save the certificate
    // before a long next step).
    std::function<void(const SigmaResult&)> onLowerBound;
    // Called after every batch of counterexamples joins the working set, with the result so
    // far whose `subset` is the whole working set (as a stopped search hands it back: it still
    // proves lowerBound). A caller that saves it (the CLI's `--certificate`, skipping batches
    // only while writes would be costly) keeps a long length's counterexamples when killed
    // without a chance to stop (SIGKILL, the OOM killer, a lost node). Not called with
    // carryLengths (the working set may then not prove the bound).
    std::function<void(const SigmaResult&)> onCheckpoint;
    // Local-search candidates (localcandidate.h; exhaustive searches): before each SAT call,
    // the annealing on the working set looks for a sequence of the length that solves it, for
    // up to this many steps, from the latest candidate or the known sequence fitted to the
    // length (its last moves cut, or 'd' appended); one it finds is checked on all mazes like a
    // SAT model, and the solver is asked only when it finds none. Every Unsat, so every lower
    // bound, still comes from the solver. Speed only; 0 (the default): off.
    std::uint64_t localSearchEvaluations = 0;
    // With localSearchEvaluations: while each SAT call runs, the local search goes on in a
    // second thread, from the same start with a new seed every localSearchEvaluations steps,
    // until it finds a candidate (the call is then called off; CaDiCaL keeps what it learnt for
    // the next call) or the call answers. Uses one more core; which of the two answers first
    // depends on timing, so the run is no longer deterministic. false (the default): off.
    bool localSearchRace = false;
};

struct SigmaRoundLog {
    int length = 0;
    bool unsat = false;
    bool solved = false;    // a sequence of this length solves every maze
    bool deferred = false;  // put aside (SigmaOptions::deferFraction)
    std::size_t mazes = 0;  // subset size at the end of this length
    int satCalls = 0;
    int localCandidates = 0; // candidates of this length found by SigmaOptions' local search
    double seconds = 0;
    double cpuSeconds = 0;  // process CPU time (all threads) spent on this length
};

struct SigmaResult {
    int rows = 0;
    int cols = 0;
    std::size_t mazeCount = 0; // solvable mazes of this size
    bool complete = false;     // sigma is exact
    int lowerBound = 0;        // σ >= lowerBound (proved by `subset`)
    int upperBound = -1;       // σ <= upperBound (witnessed by `sequence`), -1 unknown
    std::vector<Move> sequence;
    // No sequence of length lowerBound-1 solves all of these mazes. A stopped search (not
    // complete) hands back its whole working set here, counterexamples since the last UNSAT
    // length included (still a proof of lowerBound: a superset), so that initialSubset = subset
    // resumes it.
    std::vector<WallMask> subset;
    bool subsetUsesSymmetry = false; // subset is transposition-closed (square)
    std::vector<SigmaRoundLog> rounds;
    int satCalls = 0;
    int localCandidates = 0;   // candidates found by the local search instead of a SAT call
    std::uint64_t localEvaluations = 0; // the local search's annealing steps, failed tries too
    double seconds = 0;
    double annealSeconds = 0;  // SigmaOptions::descend: the annealing's share of `seconds`
    int annealedLength = -1;   // the annealing's upper bound, -1: none (not run or not found)
    std::string message; // why it stopped when not complete
};

// Sets SigmaOptions::descend and the solver configuration that suits it (`unsat` when on, the
// default otherwise); a configuration chosen afterwards wins (upperfirst.cpp).
void setDescend(SigmaOptions& options, bool on);

// Computes σ(rows, cols) over the explicit set `all` (normally enumerateSolvable(grid)).
// With a time limit / cancel, returns the bounds proved so far (complete == false).
SigmaResult computeSigma(const Grid& grid, const std::vector<WallMask>& all,
                         const SigmaOptions& options, Control& control);

// Shrinks `subset` (each maze removed if the rest is still UNSAT at `length`), keeping it
// transposition-closed when `symmetric`. Stops early (returning the current set) on cancel.
std::vector<WallMask> minimizeUnsatSubset(const Grid& grid, std::vector<WallMask> subset,
                                          int length, bool symmetric, Control& control);

// The certificate file: a .maze set with a header of ';' comment lines:
//   ; mazelab-sigma-certificate 1
//   ; size 4x4
//   ; lower-bound 29          (no sequence of length 28 solves the mazes below)
//   ; symmetry transpose      (or "none": whether the check may fix the first move)
//   ; sequence ddrdd...        (optional: a sequence of length upper-bound solving all)
//   ; upper-bound 29           (optional)
// followed by the subset mazes, one blank line between them.
struct SigmaCertificate {
    int rows = 0;
    int cols = 0;
    int lowerBound = 0;
    int upperBound = -1;
    bool symmetry = false;
    std::vector<Move> sequence;
    std::vector<WallMask> subset;
};
std::string certificateToText(const SigmaCertificate& cert);
// Throws std::runtime_error with a line number on malformed input.
SigmaCertificate certificateFromText(const std::string& text);

struct CertificateCheck {
    bool ok = false;
    bool sequenceChecked = false; // the sequence solves all solvable mazes of the size
    bool subsetChecked = false;   // the subset is UNSAT at lowerBound-1
    bool complete = true;         // false when cancelled / timed out
    std::size_t mazeCount = 0;
    int warmUpCalls = 0;          // incremental: the SAT calls on closed proper prefixes
    std::size_t refutedBy = 0;    // the subset's first mazes the refutation needed (all, or a
                                  // closed prefix a warm-up call refuted)
    std::string message;
    double seconds = 0;
};
// Why the certificate's subset cannot prove anything ("" when it can): a maze that is not
// solvable (no sequence solves it, so any length would be "refuted"), or a claimed transpose
// symmetry (the first move fixed) on a non-square size or a set not closed under it.
std::string subsetProblem(const SigmaCertificate& cert);
// With threads >= 2 the SAT call is a SolverPortfolio's cube split (depth 4, the whole-instance
// solver joining after 1 s): the same answer on `threads` cores, faster on long refutations.
// `solverConfig` is CaDiCaL's configuration of the (first) solver, as LengthSolver::Options
// ("" default, "sat", "unsat", "plain"): speed only, every configuration gives the same answer;
// "unsat" is what `sigma --config unsat` refuted the recorded 5x5 and 6x6 lengths with.
// `incremental`: the mazes are added one at a time in the certificate's order (the order the
// search found them) and the solver is called after each, as the counterexample-guided search
// does (with transpose symmetry: on every transposition-closed prefix only). Each call has
// exactly the clauses of a fresh call on the mazes added so far (every clause of a maze comes
// with it, the no-idle-move chains are assumptions), so the learnt clauses and phases a call
// leaves behind change speed only. A refuted closed prefix decides the check (its mazes are a
// smaller certificate: refutedBy); otherwise the last call, on all the mazes, decides.
CertificateCheck checkCertificate(const SigmaCertificate& cert, Control& control, int threads = 1,
                                  const std::string& solverConfig = {},
                                  bool incremental = false);

} // namespace mazelab::simaso_sat
