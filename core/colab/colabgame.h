#pragma once
// CoLab, the Cooperative Labyrinth (Petercă 2024, §4.3): two agents race through a maze that
// neither knows, each to its own finish cell, and may trade what they know of the maze.
//
// The rules, as MazeLab plays them (the thesis leaves details open; these are pinned here and
// in the README, "CoLab"):
//   - Start and finish by *fair random selection* (§4.3): two distinct free cells X, Y of one
//     connected part; A starts on X and must reach Y, B starts on Y and must reach X, so both
//     face the same distance.
//   - Knowledge: each player knows, per cell, Unknown / Free / Blocked. At the start it knows
//     its own cell, its four neighbours and its finish ("their respective neighbours, plus the
//     final goal"). It learns a cell by stepping onto it (Free) or by bumping into it (Blocked:
//     "if a player tries to move to an unknown position and this move turns out to be
//     impossible, then that cell becomes visible"), and by trades. Positions are public.
//   - Each step: (1) negotiation, only while neither player knows a whole route of known free
//     cells to its finish: up to kNegotiationAttempts attempts; in each both say whether they
//     want to negotiate (either "no" ends it), both make a proposal (an offer: a cell the
//     proposer knows; a request: a cell it does not), both judge the other's proposal, and if
//     both accept, each learns the cell the other *offered* (the request only informs the
//     other's choice) and the negotiation ends. (2) Both move at once, one cell or a bump.
//     (3) A player on its finish wins; both at once is a draw; after maxSteps steps without a
//     finish nobody wins (a timeout).
// Deterministic: a game is a function of the maze, the two cells, the strategies and the seed.

#include "core/colab/colabmap.h"
#include "core/control.h"
#include "core/trace/celltrace.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace mazelab::colab {

inline constexpr int kNegotiationAttempts = 3; // "a total of 3 possible negotiations" (§4.3)
inline constexpr int kDefaultMaxSteps = 300;   // the thesis' final setting (§4.3)

// A proposal: the cell offered (known to the proposer) and the cell asked for (unknown to it).
struct Proposal {
    Cell offer{-1, -1};
    Cell request{-1, -1};
};

// Everything a strategy may look at when it decides: its own map, both positions, its finish,
// the step (1-based) and the negotiation attempt (0-based) under way.
struct PlayerView {
    const KnownMap& map;
    Cell position;
    Cell goal;
    Cell opponent;
    Cell opponentGoal;
    int step = 0;
    int attempt = 0;
    int maxSteps = kDefaultMaxSteps;
};

// One negotiation as a player saw it, handed to Strategy::observe after it ended.
struct NegotiationRecord {
    bool iWanted = false;         // in the last attempt held
    bool opponentWanted = false;  // the opponent agreed to negotiate (last attempt)
    bool opponentAccepted = false; // the opponent accepted this player's last proposal
    bool traded = false;
    bool learnedSomething = false; // the cell received was new to this player
    Proposal mine;                 // last proposals (invalid cells when none was made)
    Proposal theirs;
    int attempts = 0;              // attempts held (0 when the first "want" failed)
};

// A player's policy. One instance plays one side of one game at a time; reset() starts a game.
class Strategy {
public:
    virtual ~Strategy() = default;
    // The name it is listed under ("tit-for-tat", "evolved:0.3,…"), makeStrategy's inverse.
    virtual std::string name() const = 0;
    virtual void reset() {}
    virtual bool wantsToNegotiate(const PlayerView& view, Random& random) = 0;
    // The game voids a proposal whose offer the proposer does not know (that attempt fails).
    virtual Proposal propose(const PlayerView& view, Random& random) = 0;
    virtual bool accepts(const PlayerView& view, const Proposal& mine, const Proposal& theirs,
                         Random& random) = 0;
    virtual void observe(const NegotiationRecord&) {}
    // The move: by default along route(), the planner below, with this strategy's cost for
    // unknown cells and its exploration chance.
    virtual Move move(const PlayerView& view, Random& random);

    double unknownCost = 1.5;       // UNKNOWN_CELL_MODIFIER: an unknown cell costs this much
    double explorationChance = 0.0; // EXPLORATION_CHANCE: a random other move now and then
};

enum class Outcome : std::uint8_t { AWins, BWins, Draw, Timeout };
const char* outcomeName(Outcome outcome); // "A wins", "B wins", "draw", "timeout"

// One step of a game, enough to replay it (positions after the step, the trade if any).
struct StepRecord {
    Cell a, b;              // positions after the moves
    bool bumpA = false;     // the move hit a wall (the position is unchanged)
    bool bumpB = false;
    int attempts = 0;       // negotiation attempts held this step (0: none)
    bool traded = false;
    Cell gaveA{-1, -1};     // the cell A offered and B learned (traded only)
    Cell gaveB{-1, -1};
    // "An approximate distance based on what each player knows" (§4.3's GUI): the moves of
    // the cheapest route on the player's own map after the step, unknown cells counted as
    // passable (0 on the finish).
    int estimateA = 0;
    int estimateB = 0;
};

struct GameResult {
    Outcome outcome = Outcome::Timeout;
    int steps = 0;            // steps played
    int trades = 0;
    int negotiations = 0;     // steps with at least one attempt
    int attempts = 0;
    std::size_t knownA = 0;   // cells each player knew at the end
    std::size_t knownB = 0;
    int distanceLeftA = 0;    // true shortest distance from the final position to the finish
    int distanceLeftB = 0;
    Cell startA, startB;      // startB == goal of A and vice versa
    bool stopped = false;     // GameOptions::control ended it before a finish or the limit
    std::vector<StepRecord> record; // filled when asked (GameOptions::record)

    // The thesis' fitness_3 for side A or B: 1 for a win, 0.5 for a draw, else
    // 1 / (1 + distance left).
    double fitness(bool sideA) const;
    // The thesis' fitness_2 points: +2 win, +1 draw, -1 loss, -2 when nobody won.
    int points(bool sideA) const;
};

// The CoLab trace (core/trace/celltrace.h), the one recording the CoLab mode, its captions and
// its GIF export replay: made as CellTrace(rows, cols, kColabLayers, kColabMarkers) and
// finish()ed by playGame. Layer 0 is what A knows, layer 1 what B knows, per cell: 0 unknown,
// 1 free, 2 wall, 3 free and 4 wall when learned in a trade. Marker 0 is A, marker 1 is B.
// The initial state is the knowledge at the start; step k is the k-th step of the game.
inline constexpr int kColabLayers = 2;
inline constexpr int kColabMarkers = 2;
inline constexpr std::int32_t kKnownFree = 1;
inline constexpr std::int32_t kKnownWall = 2;
inline constexpr std::int32_t kTradedFree = 3;
inline constexpr std::int32_t kTradedWall = 4;

struct GameOptions {
    int maxSteps = kDefaultMaxSteps;
    std::uint64_t seed = 1;
    bool record = false;
    CellTrace* trace = nullptr; // when set: recorded as above (no event recorded in it yet)
    // When set, checked before every step: a cancel or a limit ends the game there
    // (GameResult::stopped; on a board of millions of cells one step plans over all of them).
    const Control* control = nullptr;
};

// Fair random selection (§4.3): two distinct free cells of one connected part, drawn from
// `random`: {X, Y}. Throws std::invalid_argument when no part has two free cells.
std::pair<Cell, Cell> fairStartAndGoal(const Maze& maze, Random& random);

// Plays one game: A starts on `startA` (its finish is `startB`), B the other way round.
// Preconditions: both cells free and connected. The strategies are reset() first.
GameResult playGame(const Maze& maze, Cell startA, Cell startB, Strategy& a, Strategy& b,
                    const GameOptions& options = {});

} // namespace mazelab::colab
